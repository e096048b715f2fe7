"""A tile on the deciding seat's phone says what it would do, as the console's list and the touchscreen do.

Only the seat whose hand it is receives its tiles (a seat's view holds its own decisions only), so only
that phone reads what they would do; the words are the game's, in the phone's language. On a real page each
tile shows them under its name, the tiles then a list rather than the board's grid of bare squares.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.phones import Phones
from companion.phones.views import build, speaking
from tests.acquire_hands import every_outcome, seven_chains
from tests.phones.browser import Phone, browser, flat, phones_open, settle  # noqa: F401 (fixtures)

NBSP = "\N{NO-BREAK SPACE}"


def tiles(view: dict[str, Any]) -> dict[str, str]:
    """Each tile option of the view's tile decision, with the words beside it ("" for none)."""
    pick = next(decision for decision in view["decisions"] if decision.get("board"))
    return {option["key"]: option.get("preview", "") for option in pick["options"]}


def test_the_deciding_seats_tiles_say_what_they_would_do() -> None:
    view = build(every_outcome(), 0)
    assert tiles(view) == {
        "6A": "grows Tower (5 tiles now)",
        "1B": f"merges Luxor into Tower, pays Ann{NBSP}$3,000 and Ben{NBSP}$1,500",
        "12C": "stands alone",
        "10F": "founds a new chain",
        "5G": "stands alone",
        "8H": "stands alone",
    }


def test_no_other_seat_reads_a_tiles_preview() -> None:
    table = every_outcome()
    for seat in (1, 2):
        sent = json.dumps(build(table, seat), ensure_ascii=False)
        assert "grows Tower" not in sent and "founds a new chain" not in sent and "merges Luxor" not in sent
        assert '"preview"' not in sent and "10F" not in sent  # nor Ann's tiles


def test_a_phone_in_french_reads_the_words_in_french() -> None:
    with speaking("fr"):
        view = build(every_outcome(), 0)
    said = tiles(view)
    assert said["6A"] == "agrandit Tower (5 pions à présent)"
    assert said["1B"] == f"fusionne Luxor dans Tower, verse Ann{NBSP}$3{NBSP}000 et Ben{NBSP}$1{NBSP}500"
    assert said["10F"] == "crée une nouvelle firme"


def test_hidden_holdings_give_the_amount_and_no_names() -> None:
    assert (
        tiles(build(every_outcome(open_holdings=False), 0))["1B"] == "merges Luxor into Tower, pays $4,500 in bonuses"
    )


def test_a_tile_the_rules_refuse_now_is_shown_greyed_with_the_engines_reason() -> None:
    view = build(seven_chains(), 0)
    said = tiles(view)
    assert said["6F"] == (
        "6F would found an eighth chain while all seven are on the board: it can be played once a merger frees a chain."
    )
    assert said["3A"] == "grows Tower (2 tiles now)"
    pick = next(decision for decision in view["decisions"] if decision.get("board"))
    assert [option["key"] for option in pick["options"] if option["enabled"] is False] == ["6F"]
    with speaking("it"):
        assert tiles(build(seven_chains(), 0))["6F"].startswith("6F fonderebbe")


def test_the_page_shows_each_tile_with_what_it_would_do(phones_open: Callable[..., Phone], tmp_path: Path) -> None:  # noqa: F811
    table = every_outcome()
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        links = hub.links()
        ann, ben = (phones_open(links[seat].url) for seat in (0, 1))
        settle(hub.pump, ann.page, lambda: ann.page.locator(".option .preview").count() == 6, what="Ann's tiles")
        merger = ann.page.locator(".option[data-key='1B']")
        said = flat(merger.locator(".preview").inner_text())  # (flat: a no-break space is a space)
        assert said == "merges Luxor into Tower, pays Ann $3,000 and Ben $1,500"
        assert ann.page.locator(".options.board").count() == 0  # a list: a grid's cell has no room for the words
        ann.shot("phone-acquire-tile-previews")
        settle(hub.pump, ben.page, lambda: "Ann" in flat(ben.text()), what="Ben's page")
        assert ben.page.locator(".option .preview").count() == 0
        assert "merges Luxor" not in flat(ben.text())
    finally:
        hub.close()


def test_the_page_greys_a_refused_tile_with_its_reason_under_it(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    table = seven_chains()
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        ann = phones_open(hub.links()[0].url)
        settle(hub.pump, ann.page, lambda: ann.page.locator(".option .preview").count() == 6, what="Ann's tiles")
        refused = ann.page.locator(".option[data-key='6F']")
        assert refused.is_disabled()
        assert flat(refused.locator(".preview").inner_text()).startswith("6F would found an eighth chain")
        assert not ann.page.locator(".option[data-key='3A']").is_disabled()
        ann.shot("phone-acquire-refused-tile")
    finally:
        hub.close()
