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

from companion.core.decisions import BoardPick
from companion.phones import Phones
from companion.phones.views import build, speaking
from companion.text.option_words import describer
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


def squares(view: dict[str, Any]) -> dict[str, list[str]]:
    """Each square of the view's board pick, with the lines it says in full when tapped ([] for none)."""
    pick = next(decision for decision in view["decisions"] if decision.get("board"))
    return {option["key"]: option.get("explained", []) for option in pick["options"]}


def test_with_physical_tiles_every_square_says_in_full_what_it_would_do() -> None:
    """Physical tiles: Ann's decision is every empty square (a hundred), too many to word beside each, and the
    phone showed nothing of what a tile would do. Each square carries the touchscreen's preview (its headline,
    then why), for the page to show when it is tapped; the console says the same at "? 1B"."""
    table = every_outcome(tiles="physical")
    said = squares(build(table, 0))
    assert len(said) > 90 and all(lines for key, lines in said.items() if key != "no_playable_tile")
    assert said["6A"] == ["6A grows Tower", "Tower is 5 tiles now; this tile and any loose tiles it connects join it."]
    assert said["1B"] == [
        "1B merges into Tower",
        "Tower (5 tiles) survives and absorbs Luxor (3 tiles).",
        "Luxor bonuses: Ann $3,000 and Ben $1,500.",
    ]
    describe = describer(table)
    assert describe is not None
    pick = table.prompt().primary()
    assert pick is not None and isinstance(pick.decision, BoardPick)
    for option in pick.decision.options:
        words = describe(option.action)
        assert said[option.key] == (list(words.full) if words is not None else []), option.key
    with speaking("fr"):
        french = squares(build(table, 0))
    assert french["6A"][0] == "6A agrandit Tower", french["6A"]
    for seat in (1, 2):  # the squares are Ann's decision: nobody else reads what they would do
        assert '"explained"' not in json.dumps(build(table, seat), ensure_ascii=False)


def test_with_physical_tiles_a_tapped_square_shows_its_preview_and_only_confirm_sends_it(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    table = every_outcome(tiles="physical")
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        ann = phones_open(hub.links()[0].url, wire=True)
        page = ann.page
        settle(hub.pump, page, lambda: page.locator(".options.board .option").count() > 90, what="Ann's squares")
        assert page.locator(".look").count() == 0
        page.click(".option[data-key='1B']")
        look = page.locator(".look")
        assert flat(look.locator(".look-title").inner_text()) == "1B merges into Tower"
        assert "Luxor bonuses: Ann $3,000 and Ben $1,500." in flat(look.inner_text())
        assert page.get_attribute(".option[data-key='1B']", "aria-pressed") == "true"
        page.set_viewport_size({"width": 360, "height": 740})
        lefts = page.locator(".options.board .option").evaluate_all(
            "squares => new Set(squares.map((square) => Math.round(square.getBoundingClientRect().left))).size"
        )
        assert lefts >= 4, "a hundred squares, four or more across a 360 px phone, not three"
        box = look.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 740 + 1, "the preview stays on the screen"
        ann.shot("phone-acquire-physical-square")
        page.click(".look .secondary")  # Cancel: nothing chosen, nothing sent
        assert page.locator(".look").count() == 0 and ann.wired.answers() == []
        page.click(".option[data-key='6A']")
        assert flat(page.inner_text(".look .look-title")) == "6A grows Tower"
        assert page.inner_text(".look .send") == "Confirm"
        page.click(".look .send")
        settle(hub.pump, page, lambda: table.stamp.moment > 0 and ann.wired.results(), what="the tile placed")
        assert [answer["answer"] for answer in ann.wired.answers()] == [{"pick": "6A"}]
        assert table.summary(0)["last_tile"] == "6A" and table.summary(0)["chains"]["tower"]["size"] == 6
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
