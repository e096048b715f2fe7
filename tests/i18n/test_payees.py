"""Who a payout pays, players paid alike named together: one helper for every game's payouts."""

from __future__ import annotations

import pytest

from companion.text import i18n
from companion.text.payees import paid_alike, payees

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def dollars(amount: int) -> str:
    return i18n.money(amount, "$")


def test_payees_paid_alike_are_grouped_by_amount_in_the_order_paid() -> None:
    assert paid_alike({2: 300, 0: 3000, 3: 300, 1: 50}) == {300: [2, 3], 3000: [0], 50: [1]}
    assert paid_alike({"market": 100, "Ann": 100}) == {100: ["market", "Ann"]}
    assert paid_alike({}) == {}


def test_a_payout_names_players_paid_alike_once_before_their_amount() -> None:
    i18n.set_language("en")
    assert payees({0: 3000, 1: 1500}, NAMES, dollars) == "Ann $3,000 and Ben $1,500"
    assert payees({0: 3000, 1: 1500, 2: 1500}, NAMES, dollars) == "Ann $3,000; Ben and Cat $1,500 each"
    assert payees({1: 14, 3: 14}, NAMES, dollars) == "Ben and Dan $14 each"
    assert payees({0: 3000, 1: 300, 2: 300, 3: 300}, NAMES, dollars) == "Ann $3,000; the others $300 each"
    assert payees(dict.fromkeys(range(4), 750), NAMES, dollars) == "everyone $750 each"
    assert payees({1: 300, 2: 300, 3: 300, 0: 3000}, NAMES, dollars) == "Ben, Cat and Dan $300 each; Ann $3,000"


@pytest.mark.parametrize(("language", "each"), [("it", "ciascuno"), ("fr", "chacun")])
def test_players_paid_alike_are_said_in_every_language(language: str, each: str) -> None:
    i18n.set_language(language)
    said = payees({0: 3000, 1: 1500, 2: 1500}, NAMES, dollars)
    assert said.startswith("Ann $3") and each in said and said.count("1.500" if language == "it" else "500") == 1
