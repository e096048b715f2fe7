"""A half-set answer on a real phone outlives a redraw that is not a new decision.

Anna sets a share purchase with "+" (not sent yet) and switches her phone to Italian: the page is drawn
again in Italian with the same decision, and her counts are still there. The page keyed what it was setting
on the question as shown, which changes with the language, and the switch threw the half-set basket away.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from companion.core import ChanceSource
from companion.core.decisions import Basket
from companion.phones import Phones
from companion.storage import start_new
from tests.phones.browser import Phone, browser, journaled, phones_open, settle  # noqa: F401 (fixtures)

NAMES = ["Anna", "Ben", "Cat"]


def test_a_half_set_basket_stays_when_the_phone_changes_its_language(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    table = start_new("acquire", {"players": NAMES, "seed": 3}, folder=tmp_path / "games")
    chance = ChanceSource(3)
    for _move in range(400):
        actor = table.prompt().primary()
        if actor is not None and isinstance(actor.decision, Basket):
            if sum(1 for item in actor.decision.items if item.high > 0) >= 1:
                break
        table.submit(table.choose_random(chance))
    else:
        raise AssertionError("no share purchase in 400 moves")
    seat = actor.seat
    assert seat is not None
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[seat].url)
        page = phone.page
        plus = page.locator(".kind-basket .item .step.plus:not([disabled])").first
        settle(hub.pump, page, lambda: plus.count(), what="the purchase")
        key = plus.locator("xpath=ancestor::div[contains(@class, 'item')]").get_attribute("data-key")
        before = journaled(table)
        plus.click()
        counted = page.locator(f".kind-basket .item[data-key='{key}'] input.value")
        assert counted.input_value() == "1"
        english = page.inner_text(".kind-basket .question")
        page.locator("[data-language='it']").click()
        settle(hub.pump, page, lambda: page.inner_text(".kind-basket .question") != english, what="the page in Italian")
        assert counted.input_value() == "1", "the count set before the switch is still there"
        assert journaled(table) == before, "nothing was sent"
    finally:
        hub.close()
