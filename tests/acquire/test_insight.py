"""Referee insight: tile outlook, standings, net worth, the readable game log."""

from __future__ import annotations

from companion.games.acquire import GAME
from companion.games.acquire.actions import NoPlayableTile, PlaceTile, StartTile
from companion.games.acquire.insight import chain_names, game_log, net_worth, standings, tile_outlook, worth

from .helpers import act, line, physical, place, position, snapshot

SEVEN = {
    "tower": ["1A", "2A"],
    "luxor": ["4A", "5A"],
    "american": ["9A", "10A"],
    "worldwide": ["1C", "2C"],
    "festival": ["5C", "6C"],
    "imperial": ["9C", "10C"],
    "continental": ["1E", "2E"],
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
        "Ben sells 2 Luxor shares for $400.",
        "Tower absorbs Luxor's 2 tiles.",
        "Tower grows by 4A to 6 tiles.",
    ]
    assert GAME.describe(state, happened[0]) == "Ann places 4A."
    nothing = act(state, {"type": "buy", "player": 0, "shares": {}})[0]
    assert GAME.describe(state, nothing) == "Ann buys no shares."


def test_every_event_type_has_a_template_that_fills() -> None:
    for tag in GAME.events.types:
        assert GAME.events.cls(tag).template, tag


def test_the_preview_of_a_merge_names_survivor_defunct_and_the_bonuses_it_would_pay() -> None:
    state = position(
        chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={2: {"luxor": 3}, 0: {"luxor": 1}}
    )
    before = snapshot(state)
    shown = GAME.preview(state, PlaceTile(1, "4A"))
    assert snapshot(state) == before  # a preview changes nothing
    assert shown == {
        "tile": "4A",
        "kind": "merge",
        "legal": True,
        "refusal": None,
        "chains": [{"id": "tower", "size": 3}, {"id": "luxor", "size": 2}],
        "survivors": ["tower"],
        "bonuses": {
            "luxor": [{"seat": 2, "amount": 2000, "kind": "majority"}, {"seat": 0, "amount": 1000, "kind": "minority"}]
        },
        "market": False,
    }
    tie = position(chains={"tower": line("A", 1, 2), "luxor": line("A", 4, 5)})
    assert GAME.preview(tie, PlaceTile(0, "3A"))["survivors"] == ["tower", "luxor"]
    assert set(GAME.preview(tie, PlaceTile(0, "3A"))["bonuses"]) == {"tower", "luxor"}  # either may be absorbed


def test_with_hidden_holdings_the_preview_gives_bonus_amounts_but_not_who_receives_them() -> None:
    state = position(
        chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)},
        holdings={2: {"luxor": 3}, 0: {"luxor": 1}},
        open_holdings=False,
    )
    bonuses = GAME.preview(state, PlaceTile(1, "4A"))["bonuses"]["luxor"]
    assert [(b["seat"], b["amount"]) for b in bonuses] == [(None, 2000), (None, 1000)]


def test_the_preview_of_a_refused_tile_carries_the_engines_own_refusal() -> None:
    state = position(chains={"tower": line("B", 1, 11), "imperial": line("D", 1, 11)})
    dead = GAME.preview(state, PlaceTile(0, "5C"))
    assert dead["kind"] == "dead" and not dead["legal"]
    assert dead["refusal"]["code"] == "dead_tile" and dead["refusal"]["data"]["tile"] == "5C"
    assert dead["refusal"]["template"].format(**dead["refusal"]["data"]) == (
        "5C would merge two safe chains (Tower 11, Imperial 11): it can never be played."
    )
    taken = GAME.preview(state, PlaceTile(0, "1B"))
    assert (taken["kind"], taken["refusal"]["code"]) == ("taken", "tile_taken")
    assert GAME.preview(state, PlaceTile(0, "12I"))["kind"] == "lonely"
    assert GAME.preview(state, PlaceTile(0, "99Z")) is None
    assert GAME.preview(state, NoPlayableTile(0)) is None


def test_start_tiles_preview_as_start_or_taken() -> None:
    state = physical()
    act(state, {"type": "start_tile", "player": 0, "tile": "1A"})
    assert GAME.preview(state, StartTile(1, "2A"))["kind"] == "start"
    assert GAME.preview(state, StartTile(1, "1A"))["refusal"]["code"] == "tile_taken"


def test_worth_and_chain_names_from_a_summary_agree_with_the_state() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, holdings={0: {"tower": 4}, 1: {"tower": 2}})
    assert worth(GAME.summary(state)) == net_worth(state)
    assert worth(GAME.summary(state, 0)) == net_worth(state)  # open holdings: every seat may see it
    hidden = position(chains={"tower": line("A", 1, 3)}, holdings={0: {"tower": 4}}, open_holdings=False)
    assert worth(GAME.summary(hidden, 0)) == [None, None, None]
    assert worth(GAME.summary(hidden)) == net_worth(hidden)
    assert list(chain_names(GAME.summary(state)).values())[:2] == ["Tower", "Luxor"]
