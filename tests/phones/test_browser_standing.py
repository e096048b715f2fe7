"""At the game's end each phone lists the final standing under its headline, in the phone's own language.

A phone at the end said only "The game is over. Ann wins.", and everyone's final cash was one line of the last
step. The standing is the touchscreen's and the console's (place, name, figure, what made it), ties sharing a
place, the phone's own seat marked; it fits a 360 px phone.

``COMPANION_PHONE_SCREENS=1`` keeps the screenshot in docs/screens (phone-final-standing.png).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from companion.core import ChanceSource
from companion.phones import Phones
from companion.storage import start_new
from tests.phones.browser import Phone, browser, flat, phones_open, settle  # noqa: F401 (fixtures)
from tests.phones.test_browser_widths import BEYOND

NAMES = ["Anne-Sophie", "Jean-Baptiste", "Marie-Claire", "Pierre-Alexandre"]


def test_the_phone_lists_the_final_standing_in_its_own_language_its_seat_marked(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    table = start_new("acquire", {"players": NAMES, "seed": 3}, folder=tmp_path / "games")
    chance = ChanceSource(3)
    while not table.over:
        table.submit(table.choose_random(chance))
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language="en")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[1].url)  # Jean-Baptiste's phone
        page = phone.page
        settle(hub.pump, page, partial(page.is_visible, "#standing li"), what="the final standing")
        assert page.inner_text("#standing-title") == "Final scores"
        page.locator("[data-language='fr']").click()  # the phone's own language; the table's stays English
        settle(hub.pump, page, lambda: page.inner_text("#standing-title") == "Scores finaux", what="French")
        rows = page.locator("#standing li")
        summary = table.summary()
        cash = sorted(((-p["cash"], seat) for seat, p in enumerate(summary["players"])))
        assert rows.count() == 4
        for index, (_minus, seat) in enumerate(cash):
            row = rows.nth(index)
            assert flat(row.locator(".name").inner_text()) == NAMES[seat]
            assert row.locator(".detail").inner_text().startswith("fin : dividendes $")  # what made it, in French
            assert (row.get_attribute("aria-current") == "true") == (seat == 1)
            assert ("won" in (row.get_attribute("class") or "")) == (seat in summary["winners"])
        assert flat(rows.nth(0).locator(".place").inner_text()) == "★ 1."
        figure = flat(rows.nth(0).locator(".figure").inner_text())
        assert figure.replace(" ", "") == f"${-cash[0][0]}"  # "$49 300": the French thousands
        assert page.locator("#standing").bounding_box()["y"] < page.locator("#public").bounding_box()["y"]
        page.set_viewport_size({"width": 360, "height": 780})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        assert page.evaluate(BEYOND) == []
        phone.shot("phone-final-standing")
    finally:
        hub.close()
