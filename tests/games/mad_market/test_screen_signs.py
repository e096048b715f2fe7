"""Mad Market's screen writes a direction's change with the typographic minus every game's screen uses: the
forecast's "LOG −1" and a broker's "IT −1", as Steam Barons' boxes write "−1" (one helper, ``companion.text.signs``)."""

from __future__ import annotations

from companion.front.mad_market.texts import ARROWS
from companion.text.signs import MINUS, signed


def test_a_direction_reads_plus_one_or_the_typographic_minus_one() -> None:
    assert ARROWS == {"up": "+1", "down": f"{MINUS}1"}
    assert MINUS == "\u2212" and "\u2013" not in ARROWS["down"] and "-" not in ARROWS["down"]


def test_every_screen_signs_a_change_the_same_way() -> None:
    assert [signed(value) for value in (2, 0, -3)] == ["+2", "0", f"{MINUS}3"]
