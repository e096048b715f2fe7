"""Referee insight: tile outlook, standings, net worth, the readable game log."""

from __future__ import annotations

from companion.games.acquire import GAME
from companion.games.acquire.insight import game_log, net_worth, standings, tile_outlook

from .helpers import act, line, place, position

SEVEN = {
    "tower": ["1A", "2A"], "luxor": ["4A", "5A"], "american": ["9A", "10A"], "worldwide": ["1C", "2C"],
    "festival": ["5C", "6C"], "imperial": ["9C", "10C"], "continental": ["1E", "2E"],
}


def test_tile_outlook_names_every_kind_and_the_chains_involved() -> None:
    state = position(chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, loose=["9G"])
    assert tile_outlook(state, "7E") == tile_outlook(state, "7E")
    assert (tile_outlook(state, "7E").kind, tile_outlook(state, "7E").chains) == ("lonely", ())
    assert (tile_outlook(state, "3B").kind, tile_outlook(state, "3B").chains) == ("grow", ("tower",))
    assert tile_outlook(state, "9F").kind == "found"
    merge = tile_outlook(state, "4A")
    assert (merge.kind, merge.chains, merge.survivors) == ("merge", ("tower", "luxor"), ("tower",))
    assert tile_outlook(state, "1A").kind == "taken"
    full = position(chains=SEVEN, loose=["12G"])
    assert tile_outlook(full, "12H").kind == "unplayable" and not tile_outlook(full, "12H").playable
    dead = position(chains={"tower": line("B", 1, 11), "imperial": line("D", 1, 11)})
    outlook = tile_outlook(dead, "5C")
    assert outlook.kind == "dead" and set(outlook.chains) == {"tower", "imperial"}


def test_standings_show_majority_and_minority() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, holdings={0: {"tower": 4}, 1: {"tower": 2}, 2: {"tower": 2}})
    standing = standings(state, "tower")
    assert standing.majority == (0,) and standing.minority == (1, 2) and standing.counts == {0: 4, 1: 2, 2: 2}
    tied = position(chains={"tower": line("A", 1, 3)}, holdings={0: {"tower": 3}, 1: {"tower": 3}})
    assert standings(tied, "tower").majority == (0, 1) and standings(tied, "tower").minority == ()
    alone = position(chains={"tower": line("A", 1, 3)}, holdings={2: {"tower": 1}})
    assert standings(alone, "tower").majority == (2,) == standings(alone, "tower").minority


def test_net_worth_is_cash_plus_shares_plus_bonuses_if_the_game_ended_now() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, holdings={0: {"tower": 4}, 1: {"tower": 2}})
    # Tower 3 tiles, tier 1: $300 a share, majority $3,000, minority $1,500.
    assert net_worth(state) == [6000 + 1200 + 3000, 6000 + 600 + 1500, 6000]
    # The game's own end scoring gives the same cash.
    play_end = position(chains={"tower": line("A", 1, 11)}, holdings={0: {"tower": 4}, 1: {"tower": 2}})
    expected = net_worth(play_end)
    for action in ({"type": "declare_end", "player": 0}, place(0, "5E"), {"type": "buy", "player": 0, "shares": {}}):
        act(play_end, action)
    assert [play_end.cash(seat) for seat in range(3)] == expected


def test_the_game_log_reads_like_the_game() -> None:
    state = position(chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={1: {"luxor": 2}})
    happened = act(state, place(0, "4A"))
    happened += act(state, {"type": "dispose", "player": 1, "sell": 2, "trade": 0})
    assert game_log(state, happened).splitlines() == [
        "Ann places 4A.",
        "Ann's 4A merges Luxor into Tower.",
        "Ben receives a majority bonus of $2,000 for Luxor.",
        "Ben receives a minority bonus of $1,000 for Luxor.",
        "Ben sells 2 Luxor for $400, trades 0 for 0 Tower and keeps 0.",
        "Tower absorbs Luxor's 2 tiles.",
        "Tower grows by 4A to 6 tiles.",
    ]
    assert GAME.describe(state, happened[0]) == "Ann places 4A."
    nothing = act(state, {"type": "buy", "player": 0, "shares": {}})[0]
    assert GAME.describe(state, nothing) == "Ann buys no shares."


def test_every_event_type_has_a_template_that_fills() -> None:
    for tag in GAME.events.types:
        assert GAME.events.cls(tag).template, tag
