"""A shareholder bonus names its kind in the player's language: a tie's shared bonus read "il bonus di shared"
and "le dividende shared" in Italian and French, on the screen's log and every phone's last step."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.games.acquire import GAME
from companion.games.acquire.events import BonusPaid, MarketBonus
from companion.games.acquire.log import KINDS, describe_event
from companion.text.i18n import _, set_language


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("kind", ["majority", "minority", "shared"])
def test_every_bonus_kind_is_said_in_the_language(language: str, kind: str) -> None:
    state = Table.new(GAME, {"players": ["Ann", "Ben"], "seed": 1}, created="x").state
    set_language(language)
    paid = describe_event(state, BonusPaid(chain="tower", player=0, amount=2300, kind=kind), _)
    market = describe_event(state, MarketBonus(chain="tower", amount=2300, kind=kind), _)
    word = _(KINDS[kind])
    assert language == "en" or word != kind, f"{kind!r} has no {language} word"
    assert word in paid and word in market, (paid, market)
