"""The auction's events are the kit's: each game keeps the kit's tag and fields, and its own sentence."""

from __future__ import annotations

import dataclasses
import importlib

import pytest

from companion.core import Codec, Event, auction_events
from companion.core.auction_events import BidMade, CompanyAuctionWon, CompanyBidMade, CompanyNobodyBid, CompanyPassed
from companion.core.auction_events import Passed as KitPassed

GAMES: dict[str, tuple[type[Event] | None, ...]] = {
    "tiny": (BidMade, KitPassed, None, None),
    "bigshot": (BidMade, KitPassed, None, None),
    "mad_market": (CompanyBidMade, CompanyPassed, CompanyAuctionWon, CompanyNobodyBid),
    "steam_barons": (CompanyBidMade, CompanyPassed, CompanyAuctionWon, CompanyNobodyBid),
}


@pytest.mark.parametrize("game", GAMES)
def test_each_auction_game_registers_the_kits_events(game: str) -> None:
    module = importlib.import_module(f"companion.games.{game}.events")
    for kit in GAMES[game]:
        if kit is None:
            continue
        registered = module.events.cls(kit.type)
        assert issubclass(registered, kit), (game, kit.type)
        assert dataclasses.fields(registered) == dataclasses.fields(kit)
        assert registered.template, "the game's sentence, or the kit's where every game says the same"


def test_a_worded_event_takes_the_games_sentence_and_keeps_the_kits_tag_fields_and_record() -> None:
    codec = Codec("event")

    @codec.register
    class Bid(auction_events.CompanyBidMade):
        template = "{player_name} bids {amount} on {company}."

    bid = Bid(1, "red", 12)
    assert Bid.type == "bid_made" and codec.types == ("bid_made",)
    assert codec.encode(bid) == {"type": "bid_made", "player": 1, "company": "red", "amount": 12}
    assert codec.decode(codec.encode(bid)) == bid and repr(bid).endswith(".Bid(player=1, company='red', amount=12)")
    assert bid != auction_events.CompanyBidMade(1, "red", 12), "a record equals only its own class's"
    with pytest.raises(dataclasses.FrozenInstanceError):
        bid.amount = 13  # type: ignore[misc]  # frozen, as every record


def test_the_pass_reads_the_same_in_every_game() -> None:
    assert KitPassed.template == CompanyPassed.template == "{player_name} passes."
    assert KitPassed(2).to_json() == {"type": "passed", "player": 2}
    assert CompanyPassed(2, "red").to_json() == {"type": "passed", "player": 2, "company": "red"}
