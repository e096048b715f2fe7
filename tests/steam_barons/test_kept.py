"""The kept records: built once per value, equal to the records their classes build, and frozen."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from companion.core import ChanceSource
from companion.games.steam_barons import GAME, actions, events, kept
from companion.simulate import play_one

SAMPLES: dict[str, tuple[Any, ...]] = {
    "Pass": (1,),
    "Bid": (2, 14),
    "Buy": (0, 3),
    "Build": (1, 7, True, "red"),
    "EndBuild": (1, "red"),
    "Deliver": (3, 2, 1, "blue"),
    "SkipDelivery": (3, "blue"),
    "Passed": (1, "red"),
    "BidMade": (1, "red", 12),
    "AuctionOpened": ("red", 3, 10, 2),
    "AuctionWon": (1, "red", 12),
    "SharesBought": (1, "red", 2, 12, 24),
    "PurchaseDeclined": (2, "red"),
    "MarkerMoved": (3,),
    "CompanyBuilds": ("red", 1),
    "SharesIssued": ("red", 2, 10),
    "TileBuilt": ("red", 7, False, 2, 3),
    "BuildEnded": ("red", 2, 4),
    "Delivered": ("red", 1, 3, 0, 9),
    "DeliverySkipped": ("red",),
    "CompanyResult": ("red", 9, 3, 4, 0),
    "DividendPaid": ("red", 1, 2, 6),
    "ProfitPaid": ("red", 4),
    "PriceMoved": ("red", 10, None, 2, -3, 0),
    "SaleSealed": (2,),
    "SharesSold": (2, "red", 1, 10, 10),
}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_a_kept_record_is_the_record_its_class_builds_and_the_same_one_every_time(name: str) -> None:
    record = getattr(actions, name, None) or getattr(events, name)
    args = SAMPLES[name]
    made = getattr(kept, name)(*args)
    assert type(made) is record and made == record(*args)
    assert getattr(kept, name)(*args) is made
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.company = "blue"  # a kept record stays frozen: nobody may change it for the others


def test_every_record_kept_is_sampled() -> None:
    names = {name for name, value in vars(kept).items() if hasattr(value, "cache_info")}  # the kept constructors
    assert names == set(SAMPLES)


def test_a_random_game_encodes_its_kept_records_as_freshly_built_ones() -> None:
    config = GAME.prepare_config(GAME.random_config(4, ChanceSource(5)))
    _, played = play_one(GAME, config, ChanceSource(6), check=False)
    state = GAME.new_game(config)
    for action in played:
        rebuilt = GAME.actions.decode(GAME.actions.encode(action))
        assert rebuilt == action
        for event in GAME.apply(state, rebuilt):
            assert GAME.events.decode(GAME.events.encode(event)) == event
