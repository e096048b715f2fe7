"""Big Shot on a real phone in French: the loan says what it pays once, in its question ("+9M maintenant"), its
button "Emprunter" without "+9M" under it again, and a tap on it takes the loan, journaled once; a bid says the bid to beat,
what the seat can pay and the range in the console's words.

``COMPANION_PHONE_SCREENS=1`` keeps the phone's screenshots in docs/screens (phone-bigshot-*.png).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Actor, Amount, Confirm, Dice
from companion.phones import Phones
from companion.phones.views import build, speaking, translator
from companion.storage import start_new
from companion.text.i18n import _, money
from companion.text.ranges import amount_words
from tests.phones.browser import (  # noqa: F401 (fixtures)
    Phone,
    browser,
    flat,
    journaled,
    phones_open,
    settle,
)
from tests.walks import played_until_found

NAMES = ["Anna", "Bruno", "Carla"]


def to_a_loan(folder: Path) -> tuple[Table[Any], Actor]:
    """A journaled game played at random until a seat is offered a loan of one colour (a confirm and its "+9M")."""
    table = start_new("bigshot", {"players": NAMES, "seed": 3}, folder=folder)

    def loan(table: Table[Any]) -> Actor | None:
        return next(
            (
                actor
                for actor in table.prompt().actors
                if isinstance(actor.decision, Confirm) and actor.decision.detail and actor.decision.action is not None
            ),
            None,
        )

    return table, played_until_found(table, 3, loan, 500, "loan offered")


def test_a_french_phones_loan_says_what_the_loan_pays_once(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    table, actor = to_a_loan(tmp_path / "games")
    assert actor.seat is not None and isinstance(actor.decision, Confirm)
    detail = actor.decision.detail
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[actor.seat].url, language="fr")
        loan = phone.page.locator(".kind-confirm .send")
        settle(hub.pump, phone.page, lambda: loan.count(), what="the loan's button")
        phone.page.locator("[data-language='fr']").click()
        words = translator("fr")("Take the loan")
        settle(hub.pump, phone.page, lambda: words in loan.inner_text(), what="the page in French")
        assert flat(loan.inner_text()) == words == "Emprunter"
        assert loan.locator(".detail").count() == 0  # "+9M" under the button said the question's "+9M" again
        card = flat(phone.page.locator("section.kind-confirm").inner_text())
        question = flat(phone.page.locator("section.kind-confirm .question").inner_text())
        assert card.count(detail) == 1 and f"{detail} maintenant" in question
        phone.shot("phone-bigshot-loan")

        entries = len(journaled(table))
        loan.click()
        settle(hub.pump, phone.page, lambda: len(journaled(table)) > entries, what="the loan journaled")
        assert len(journaled(table)) == entries + 1 and journaled(table)[-1]["type"] == "loan"
    finally:
        hub.close()


def to_a_raise(folder: Path) -> tuple[Table[Any], Actor]:
    """A journaled game played at random until a seat is to raise a standing bid it can pay."""
    table = start_new("bigshot", {"players": NAMES, "seed": 3}, folder=folder)

    def raise_(table: Table[Any]) -> Actor | None:
        actor = table.prompt().primary()
        bid = actor.decision if actor is not None else None
        return actor if isinstance(bid, Amount) and bid.high_bid is not None and bid.cap is not None else None

    return table, played_until_found(table, 3, raise_, 500, "raise of a standing bid")


def test_a_phones_bid_says_what_it_must_beat_and_what_the_seat_can_pay(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    table, actor = to_a_raise(tmp_path / "games")
    bid = actor.decision
    assert actor.seat is not None and isinstance(bid, Amount) and bid.high_bid is not None and bid.cap is not None
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[actor.seat].url, language="fr")
        standing = phone.page.locator(".kind-amount .standing")
        settle(hub.pump, phone.page, lambda: standing.count(), what="the bid's standing line")
        phone.page.locator("[data-language='fr']").click()
        with speaking("fr"):
            said = "  ·  ".join(
                (
                    _("High bid {amount} by {name}").format(
                        amount=money(bid.high_bid, "M"), name=NAMES[bid.high_bidder or 0]
                    ),
                    _("can pay {amount}").format(amount=money(bid.cap, "M")),
                )
            )
            words = amount_words(bid)
        assert said.startswith("Meilleure offre")  # in French
        settle(hub.pump, phone.page, lambda: flat(standing.inner_text()) == flat(said), what="the page in French")
        boxes = lambda: (standing.bounding_box(), phone.page.locator(".kind-amount .number").bounding_box())  # noqa: E731
        settle(hub.pump, phone.page, lambda: None not in boxes(), what="the bid's lines laid out")  # a redraw between
        above, number = boxes()
        assert above is not None and number is not None and above["y"] < number["y"]  # above the number
        assert flat(phone.page.locator(".kind-amount .range").inner_text()) == flat(words)
        chips = phone.page.locator(".kind-amount .quick .chip").all_inner_texts()  # "1M" beside "Offrir 1M", not "1"
        assert chips and all(chip.endswith("M") and chip[:-1].isdigit() for chip in chips), chips
        phone.shot("phone-bigshot-bid")
    finally:
        hub.close()


def test_a_french_phone_leaves_its_roll_to_the_companion(phones_open: Callable[..., Phone], tmp_path: Path) -> None:  # noqa: F811
    """A turn's die on a phone could only be entered face by face: a player with no die at hand had to ask the
    table, where the touchscreen offers "Lancer pour moi" and the console "roll". The phone offers it too; a tap
    throws the die (the hub's generator), journaled once, and every phone reads what it showed."""
    table = start_new("bigshot", {"players": NAMES, "seed": 3}, folder=tmp_path / "games")

    def roll(table: Table[Any]) -> Actor | None:
        return next((actor for actor in table.prompt().actors if isinstance(actor.decision, Dice)), None)

    actor = played_until_found(table, 3, roll, 50, "a turn's roll")
    assert actor.seat is not None and actor.chance
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language="fr", chance=ChanceSource(9))
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[actor.seat].url, wire=True, language="fr")
        page = phone.page
        button = page.locator(".kind-dice .roll")
        settle(hub.pump, page, lambda: button.count(), what="the roll")
        assert button.inner_text() == translator("fr")("Roll for me") == "Lancer pour moi"
        phone.shot("phone-bigshot-roll")
        entries = len(journaled(table))
        button.click()
        settle(hub.pump, page, lambda: len(journaled(table)) > entries, what="the roll journaled")
        [rolled] = journaled(table)[entries:]
        assert rolled["type"] == "roll" and rolled["player"] == actor.seat
        assert phone.wired.answers()[-1]["answer"] == {"roll": True}
        with speaking("fr"):
            said = table.step_sentences(-1, _)
        settle(hub.pump, page, lambda: all(flat(line) in flat(phone.text()) for line in said), what="what it showed")
    finally:
        hub.close()


def test_a_french_phone_on_the_default_board_heads_the_table_with_its_placeholders(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    """The default board's values are placeholders: the phone's table lines open with the engine's sentence, in
    the phone's language, as the console's table does."""
    table = start_new("bigshot", {"players": NAMES, "seed": 3}, folder=tmp_path / "games")
    (words,) = table.game.stand_ins(table.header.config)
    said = translator("fr")(words)
    assert said != words
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[1].url, language="fr")
        lines = phone.page.locator("#public-lines li")
        settle(hub.pump, phone.page, lambda: lines.count() > 0, what="the table's lines")
        phone.page.locator("[data-language='fr']").click()
        settle(hub.pump, phone.page, lambda: flat(lines.first.inner_text()) == said, what="the sentence in French")
        assert phone.page.locator("#public").is_visible()
        phone.page.locator("#public").scroll_into_view_if_needed()
        phone.shot("phone-bigshot-placeholders")
    finally:
        hub.close()


def test_a_french_phone_placing_cubes_says_what_to_do_and_who_enters_it(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    """A seat placing its cubes read "Saisissez-le sur l'écran de la table." under its question: what was to be
    entered, and by whom, it did not say. It says to put the cubes won on the board and to enter where each went,
    on the table's screen, whole on a 360 px phone; the other seat's phone has nothing of it to answer."""
    table = start_new("bigshot", {"players": NAMES, "seed": 3}, folder=tmp_path / "games")
    actor = played_until_found(
        table, 3, lambda t: t.prompt().primary() if t.prompt().kind == "place" else None, 200, "a placement"
    )
    assert actor.seat is not None
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language="fr")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[actor.seat].url, language="fr")
        page = phone.page
        entry = page.locator(".kind-entry")
        settle(hub.pump, page, lambda: entry.count(), what="the placement")
        wanted = translator("fr")(
            "Put the cubes you won on the board's spaces, then enter on the table's screen where each went."
        )
        assert wanted.startswith("Posez les cubes gagnés")
        assert flat(wanted) in flat(entry.inner_text())
        assert "Saisissez-le" not in entry.inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]  # type: ignore[index]
        phone.shot("phone-bigshot-place")
    finally:
        hub.close()


TRACK_ROW = re.compile(r"^(?:(?:> ?)?\d+ (?:-|[A-Z]{1,4}) )+(?:> ?)?\d+ (?:-|[A-Z]{1,4})$")
"""A row of the track as the console prints it, flattened: "1 - 2 WRWY 3 RWYB 4 - 5 RWBR 6 -"."""

SHOWN = """(wanted) => Array.from(document.querySelectorAll('#public-lines li'))
  .filter((item) => item.textContent.split(/\\s+/).join(' ').trim() === wanted)
  .map((item) => ({
    text: item.textContent,
    lines: Math.round(item.getBoundingClientRect().height / parseFloat(getComputedStyle(item).lineHeight)),
    cut: item.scrollWidth > item.clientWidth,
  }))"""
"""Each list item showing the line ``wanted`` (flattened): its text as laid out, its lines on screen, and whether it
is cut at its edge."""


@pytest.mark.parametrize("width", [320, 390])
def test_the_tracks_rows_read_as_a_grid_on_a_small_phone(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    width: int,
) -> None:
    # At 320 px a row of six squares ("1 JRNB    2 -   3 BBNN ...") went on under its second square, three lines of
    # one or two squares each, the later ones under nothing. Each row is now a grid: three squares a line, the
    # second line's squares under the first's.
    table = start_new("bigshot", {"players": NAMES, "seed": 11}, folder=tmp_path / "games")
    chance = ChanceSource(11)
    for _move in range(60):  # cubes on the track
        table.submit(table.choose_random(chance))
    rows = [flat(line) for line in build(table, 0)["public"] if TRACK_ROW.match(flat(line))]
    assert len(rows) == 3 and any(re.search(r"[A-Z]{4}", row) for row in rows)
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        page = phones_open(hub.links()[0].url).page
        settle(hub.pump, page, partial(page.is_visible, "#public-lines li"), what="the table's lines")
        page.set_viewport_size({"width": width, "height": 844})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        for row in rows:
            [shown] = page.evaluate(SHOWN, row)
            lines = shown["text"].split("\n")
            assert len(lines) == shown["lines"] == 2 and not shown["cut"], (width, shown)
            # each square's number ends at the same column on both lines: "3" over "6", "12" under "9"
            numbers = [[found.end() for found in re.finditer(r"\d+(?= )", line)] for line in lines]
            assert numbers[0] == numbers[1] and len(numbers[0]) == 3, (width, lines)
    finally:
        hub.close()
