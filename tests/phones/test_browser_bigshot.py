"""Big Shot's loan on a real phone in French: its button says what it pays ("Emprunter", "+9M" under it), as the
console says "Ann : Emprunter (+9M)", and a tap on it takes the loan, journaled once.

``COMPANION_PHONE_SCREENS=1`` keeps the phone's screenshot in docs/screens (phone-bigshot-loan.png).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.core import ChanceSource, Table
from companion.core.decisions import Actor, Confirm
from companion.phones import Phones
from companion.phones.views import translator
from companion.storage import start_new
from tests.phones.browser import Phone, browser, flat, journaled, phones_open, settle  # noqa: F401 (fixtures)

NAMES = ["Anna", "Bruno", "Carla"]


def to_a_loan(folder: Path) -> tuple[Table[Any], Actor]:
    """A journaled game played at random until a seat is offered a loan of one colour (a confirm and its "+9M")."""
    table = start_new("bigshot", {"players": NAMES, "seed": 3}, folder=folder)
    chance = ChanceSource(3)
    for _move in range(500):
        for actor in table.prompt().actors:
            if isinstance(actor.decision, Confirm) and actor.decision.detail and actor.decision.action is not None:
                return table, actor
        table.submit(table.choose_random(chance))
    raise AssertionError("no loan offered in 500 moves")


def test_a_french_phones_loan_button_says_what_the_loan_pays(
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
        assert flat(loan.locator(".label").inner_text()) == words == "Emprunter"
        assert flat(loan.locator(".detail").inner_text()) == detail
        box, under = loan.locator(".label").bounding_box(), loan.locator(".detail").bounding_box()
        assert box is not None and under is not None and under["y"] >= box["y"] + box["height"] - 1  # under it
        phone.shot("phone-bigshot-loan")

        entries = len(journaled(table))
        loan.click()
        settle(hub.pump, phone.page, lambda: len(journaled(table)) > entries, what="the loan journaled")
        assert len(journaled(table)) == entries + 1 and journaled(table)[-1]["type"] == "loan"
    finally:
        hub.close()
