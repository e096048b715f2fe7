"""The kit's kept records: one object per value, equal to a freshly built record, frozen, and invisible to a game."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from companion.core import ChanceSource, Game
from companion.core.kept import kept, kept_names
from companion.games import get
from companion.games.mad_market import actions as mm_actions
from companion.games.mad_market import events as mm_events
from companion.games.mad_market import kept as mm_kept
from companion.games.steam_barons import actions as sb_actions
from companion.games.steam_barons import events as sb_events
from companion.games.steam_barons import kept as sb_kept
from companion.games.steam_barons.actions import Bid
from companion.games.steam_barons.rules import COMPANIES, MAX_PLAYERS
from companion.simulate import play_one

STEAM_BARONS: dict[str, tuple[Any, ...]] = {
    "Build": (1, 7, True, "red"),
    "Deliver": (3, 2, 1, "blue"),
    "SkipDelivery": (3, "blue"),
    "AuctionOpened": ("red", 3, 10, 2),
    "AuctionWon": (1, "red", 12),
    "SharesBought": (1, "red", 2, 12, 24),
    "PurchaseDeclined": (2, "red"),
    "SharesIssued": ("red", 2, 10),
    "TileBuilt": ("red", 7, False, 2, 3),
    "BuildEnded": ("red", 2, 4),
    "Delivered": ("red", 1, 3, 0, 9),
    "DeliverySkipped": (("red",),),
    "CompanyResult": ("red", 9, 3, 4, 0),
    "DividendPaid": ("red", 1, 2, 6),
    "PriceMoved": ("red", 10, None, 2, -3, 0),
    "SharesSold": (2, "red", 1, 10, 10),
    "CertificateTaken": ("red", 1, None),
    "NobodyBid": ("red",),
    "CeoBonusPaid": ("red", 2, 5),
    "TurnStarted": (3,),
    "NoShares": (("red",),),
    "BuildingStarted": (4,),
    "NoController": (("red",),),
    "ShippingRound": (2,),
}

MAD_MARKET: dict[str, tuple[Any, ...]] = {
    "Roll": (1, 3, 5),
    "Bid": (2, 140),
    "Pass": (0,),
    "Decline": (3,),
    "UseBroker": (1, 4, "up"),
    "EndTurn": (2,),
    "TurnStarted": (1, 3, False),
    "Rolled": (1, 3, 5, 8),
    "Doubles": (4,),
    "PriceMoved": ("3", "white", 4, 5, 60, 80),
    "ForecastMoved": (2, "5", "down"),
    "PawnMoved": (1, "s12", True),
    "LapPaid": (1, "2", 1, 0, 0),
    "CompanyOffered": ("c1", 300),
    "PoliceQuiet": (2,),
    "Declined": (2, "s7"),
    "BidMade": (1, "c1", 320),
    "Passed": (3, "c1"),
    "BrokerUsed": (1, "4", "up"),
    "TurnEnded": (0,),
}
GAMES = {
    "steam_barons": ((sb_actions, sb_events), sb_kept, STEAM_BARONS),
    "mad_market": ((mm_actions, mm_events), mm_kept, MAD_MARKET),
}
"""Each game's record modules, its kept module and a sample of arguments for each of its kept records."""


def test_kept_hands_out_the_record_it_built_for_the_same_arguments() -> None:
    bid = kept(Bid)
    made = bid(1, 12)
    assert made == Bid(1, 12) and type(made) is Bid
    assert bid(1, 12) is made and bid(1, 13) is not made
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.amount = 20  # type: ignore[misc]  # kept or not, a record is frozen: nobody changes it for the others


def test_kept_names_lists_only_the_kept_constructors() -> None:
    class Module:
        pass

    module = Module()
    module.Bid = kept(Bid)  # type: ignore[attr-defined]  # a stand-in for a game's kept module
    module.Plain = Bid  # type: ignore[attr-defined]
    assert kept_names(module) == {"Bid"}


@pytest.mark.parametrize("name", ["steam_barons", "mad_market"])
def test_a_random_game_with_kept_records_reads_back_from_its_journal_lines(name: str) -> None:
    game: Game[Any] = get(name)
    config = game.prepare_config(game.random_config(4, ChanceSource(5)))
    _, played = play_one(game, config, ChanceSource(6), check=False)
    state = game.new_game(config)
    for action in played:
        rebuilt = game.actions.decode(game.actions.encode(action))
        assert rebuilt == action
        for event in game.apply(state, rebuilt):
            assert game.events.decode(game.events.encode(event)) == event


@pytest.mark.parametrize(
    ("game", "name"), [(game, name) for game, (_, _, samples) in GAMES.items() for name in samples]
)
def test_a_games_kept_record_is_the_record_its_class_builds(game: str, name: str) -> None:
    (actions, events), module, samples = GAMES[game]
    record = getattr(actions, name, None) or getattr(events, name)
    made = getattr(module, name)(*samples[name])
    assert type(made) is record and made == record(*samples[name])
    assert getattr(module, name)(*samples[name]) is made


@pytest.mark.parametrize("game", GAMES)
def test_every_record_a_game_keeps_is_sampled(game: str) -> None:
    _, module, samples = GAMES[game]
    assert kept_names(module) == set(samples)


def test_steam_barons_records_by_seat_are_the_records_their_classes_build() -> None:
    """A record found by its seat (and company) equals the one built from its fields, for every seat and company."""
    by_seat: dict[str, Callable[[int], object]] = {
        "PASS": lambda seat: sb_actions.Pass(seat),
        "BUY_NOTHING": lambda seat: sb_actions.Buy(seat, 0),
        "MARKER_MOVED": lambda seat: sb_events.MarkerMoved(seat),
        "SALE_SEALED": lambda seat: sb_events.SaleSealed(seat),
    }
    by_company: dict[str, Callable[[int, str], object]] = {
        "END_BUILD": lambda seat, company: sb_actions.EndBuild(seat, company),
        "PASSED": lambda seat, company: sb_events.Passed(seat, company),
        "COMPANY_BUILDS": lambda seat, company: sb_events.CompanyBuilds(company, seat),
    }
    for name in [*by_seat, *by_company]:
        assert len(getattr(sb_kept, name)) == len(COMPANIES if name in by_company else range(MAX_PLAYERS))
    for seat in range(MAX_PLAYERS):
        for name, build in by_seat.items():
            found = getattr(sb_kept, name)[seat]
            assert type(found) is type(build(seat)) and found == build(seat)
        for name, make in by_company.items():
            for company in COMPANIES:
                found = getattr(sb_kept, name)[company][seat]
                assert type(found) is type(make(seat, company)) and found == make(seat, company)


def test_steam_barons_records_by_number_are_the_records_their_classes_build() -> None:
    """A record found by its seat (or company) and a number equals the one built from its fields, is built
    once, and a table holds only what was looked up."""
    table = sb_kept.ByNumber(lambda amount: Bid(4, amount))
    assert len(table) == 0
    assert table[7] == Bid(4, 7) and table[7] is table[7] and len(table) == 1
    for seat in range(MAX_PLAYERS):
        for number in (0, 1, 12, 40):
            assert sb_kept.BID[seat][number] == sb_actions.Bid(seat, number)
            assert type(sb_kept.BUY[seat][number]) is sb_actions.Buy
            assert sb_kept.BUY[seat][number] == sb_actions.Buy(seat, number)
            for company in COMPANIES:
                made = sb_kept.BID_MADE[company][seat][number]
                assert type(made) is sb_events.BidMade and made == sb_events.BidMade(seat, company, number)
                assert sb_kept.BID_MADE[company][seat][number] is made
    for company in COMPANIES:
        paid = sb_kept.PROFIT_PAID[company][4]
        assert type(paid) is sb_events.ProfitPaid and paid == sb_events.ProfitPaid(company, 4)
