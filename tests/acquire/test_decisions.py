"""Decisions as data: each moment of an Acquire turn as players decide it, derived from the legal actions."""

from __future__ import annotations

import itertools
import json

import pytest

from companion.core import (
    POOL,
    ActionRange,
    Basket,
    BoardPick,
    ChanceSource,
    Confirm,
    Pick,
    RuleViolation,
    is_legal,
)
from companion.games.acquire import GAME
from companion.games.acquire.actions import (
    Buy,
    ChooseDefunct,
    ChooseSurvivor,
    DeclareEnd,
    Dispose,
    FoundChain,
    MarketHolding,
    NoPlayableTile,
    PlaceTile,
    StartTile,
)
from companion.games.acquire.decide import NO_TILE
from companion.games.acquire.errors import DeadTile

from .helpers import act, block, dealt, dispose, line, physical, place, position, set_cash


def main(state):
    prompt = GAME.decide(state)
    actor = prompt.actor(prompt.player)
    assert actor is not None and not actor.side
    return actor.decision


def side(state):
    prompt = GAME.decide(state)
    return [actor for actor in prompt.actors if actor.side]


def offered(decision) -> list:
    """Every action a front-end can build from ``decision`` (a basket: every combination it allows)."""
    if isinstance(decision, Pick):
        return [option.action for option in decision.options if option.enabled]
    if isinstance(decision, Confirm):
        return [decision.action] if decision.action is not None else []
    assert isinstance(decision, Basket)
    found_ = [option.action for option in decision.others]
    steps = [range(item.low, item.high + 1, item.step) for item in decision.items]
    for counts in itertools.product(*steps):
        quantities = {item.key: n for item, n in zip(decision.items, counts, strict=True)}
        if decision.total_cap is not None and sum(counts) > decision.total_cap:
            continue
        if decision.budget is not None and decision.cost(quantities) > decision.budget:
            continue
        if decision.allows(quantities):
            found_.append(decision.make(quantities))
    return found_


def expanded(choices) -> list:
    return [action for choice in choices for action in (choice if isinstance(choice, ActionRange) else [choice])]


def same(actions_a, actions_b) -> bool:
    """The same actions, whichever way they were reached (a basket's empty choice may also be a button)."""
    key = lambda a: json.dumps(a.to_json(), sort_keys=True)  # noqa: E731
    return set(map(key, actions_a)) == set(map(key, actions_b))


def everything_offered(state) -> list:
    return [action for actor in GAME.decide(state).actors for action in offered(actor.decision)]


def test_start_tiles_are_a_board_pick_of_the_free_squares() -> None:
    state = physical()
    act(state, {"type": "start_tile", "player": 0, "tile": "1A"})
    decision = main(state)
    assert isinstance(decision, BoardPick) and decision.space == "tile"
    assert decision.text("Ben") == "Ben: place your start tile"  # no front-end's gesture: each says its own
    keys = [option.key for option in decision.options]
    assert "1A" not in keys and len(keys) == 107 and keys[:2] == ["2A", "3A"]
    assert all(option.action == StartTile(1, option.key) for option in decision.options)


def test_playing_a_tile_is_a_board_pick_with_no_playable_tile_beside_it() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, turn=1)
    decision = main(state)
    assert isinstance(decision, BoardPick) and decision.space == "tile"
    assert decision.text("Ben") == "Ben: play a tile"
    assert decision.find("4A").action == PlaceTile(1, "4A")
    assert decision.find("1A") is None  # taken
    assert decision.find("no_playable_tile").action == NoPlayableTile(1)
    assert "hand" not in decision.values  # physical tiles: nothing private about the squares
    assert same(offered(decision), expanded(GAME.legal_actions(state)))


def test_dealt_tiles_offer_the_playable_tiles_of_the_hand_marked_private() -> None:
    state = position(
        chains={"tower": line("B", 1, 11), "imperial": line("D", 1, 11)},
        tiles="dealt",
        seed=1,
        hands={0: ["5C", "7F", "9H"]},
    )
    decision = main(state)
    assert isinstance(decision, BoardPick) and decision.values == {"hand": True}
    assert [option.key for option in decision.options if option.enabled] == ["7F", "9H"]  # 5C is dead


def test_a_dealt_tile_the_rules_refuse_is_shown_disabled_with_the_engines_reason() -> None:
    state = position(
        chains={"tower": line("B", 1, 11), "imperial": line("D", 1, 11)},
        tiles="dealt",
        seed=1,
        hands={0: ["5C", "7F", "9H"]},
    )
    dead = main(state).options[-1]
    assert (dead.key, dead.enabled, dead.action) == ("5C", False, PlaceTile(0, "5C"))
    assert dead.reason == "5C would merge two safe chains (Tower 11, Imperial 11): it can never be played."
    assert dead.reason.template == DeadTile.template  # a Phrase: every front-end says it in its language
    with pytest.raises(DeadTile):  # the engine still refuses it
        GAME.apply(state, dead.action)


def test_a_dealt_hand_without_a_playable_tile_lists_it_beside_no_playable_tile() -> None:
    state = position(
        chains={"tower": line("B", 1, 11), "imperial": line("D", 1, 11)}, tiles="dealt", seed=1, hands={0: ["5C"]}
    )
    decision = main(state)
    assert isinstance(decision, BoardPick) and decision.text("Ann") == "Ann has no playable tile"
    assert [(o.key, o.enabled) for o in decision.options] == [("5C", False), (NO_TILE, True)]
    assert decision.options[-1].action == NoPlayableTile(0)


def test_founding_picks_a_chain_off_the_board_by_id_with_its_edition_name() -> None:
    state = position(chains={"sackson": line("A", 1, 3)}, loose=["1C"], names="1999")
    act(state, place(0, "2C"))
    decision = main(state)
    assert type(decision) is Pick and decision.values["tile"] == "2C"
    assert decision.hint("Ann") == "The founder receives one free share, if any are left."  # every front-end's line
    every = ["sackson", "zeta", "hydra", "fusion", "america", "phoenix", "quantum"]
    assert [o.key for o in decision.options] == every  # the rulebook's order, whatever is on the board
    assert [o.key for o in decision.options if o.enabled] == every[1:]  # Sackson is on the board: shown, disabled
    assert decision.find("Quantum").action == FoundChain(0, "quantum")
    with pytest.raises(RuleViolation, match="Sackson is already on the board"):
        act(state, decision.find("Sackson").action.to_json())  # a front-end ignoring the flag gets the reason


def test_the_founding_buttons_keep_their_places_as_chains_are_founded() -> None:
    first = position(chains={"luxor": line("A", 1, 3)}, loose=["1C"])
    act(first, place(0, "2C"))
    later = position(
        chains={"luxor": line("A", 1, 3), "tower": line("E", 1, 2), "imperial": line("G", 1, 2)}, loose=["1C"]
    )
    act(later, place(0, "2C"))
    keys = [[o.key for o in main(state).options] for state in (first, later)]
    assert keys[0] == keys[1] == ["tower", "luxor", "american", "worldwide", "festival", "imperial", "continental"]
    assert [o.enabled for o in main(later).options] == [False, False, True, True, True, False, True]
    assert (
        main(later).to_json()["options"][0]["enabled"] is False and "enabled" not in main(later).to_json()["options"][2]
    )


def test_a_tie_for_survivor_and_equal_defunct_chains_are_picks_of_chains() -> None:
    state = position(4, chains={"tower": line("A", 1, 2), "luxor": line("A", 4, 5), "american": ["3B", "3C"]})
    act(state, place(0, "3A"))
    survivor = main(state)
    assert type(survivor) is Pick and survivor.text("Ann") == "Ann: choose the surviving chain"
    assert survivor.hint("Ann") == "Tie for largest: you choose which chain survives."
    assert {o.key: o.action for o in survivor.options} == {
        c: ChooseSurvivor(0, c) for c in ("tower", "luxor", "american")
    }
    act(state, {"type": "choose_survivor", "player": 0, "chain": "luxor"})
    defunct = main(state)
    assert defunct.values["survivor"] == "Luxor"
    assert defunct.hint("Ann") == "Luxor survives. Equal sizes: you choose which chain is settled first."
    assert {o.key: o.action for o in defunct.options} == {c: ChooseDefunct(0, c) for c in ("tower", "american")}


def _to_market(tiles: str):
    state = position(
        2, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={0: {"luxor": 2}}, tiles=tiles, seed=1
    )
    if tiles == "dealt":
        state.hands[0].append(3)  # 4A
    act(state, place(0, "4A"))
    assert GAME.prompt(state).kind == "market_holding"
    return state


def test_the_two_player_market_is_a_chance_actor_picking_the_number_drawn() -> None:
    state = _to_market("physical")
    (actor,) = GAME.decide(state).actors
    assert actor.chance and actor.seat is None
    decision = actor.decision
    assert type(decision) is Pick and decision.text() == "The market's Luxor shares"
    assert [o.key for o in decision.options] == [str(n) for n in range(1, 13)]
    assert decision.find("7").action == MarketHolding(7)
    assert same(offered(decision), expanded(GAME.legal_actions(state)))


def test_with_dealt_tiles_the_companion_draws_for_the_market() -> None:
    state = _to_market("dealt")
    (actor,) = GAME.decide(state).actors
    assert actor.chance and isinstance(actor.decision, Confirm)
    assert actor.decision.action == GAME.legal_actions(state)[0]
    assert actor.decision.button == "Let the companion draw"


def test_disposal_is_a_basket_of_sell_and_trade_in_twos_the_rest_kept() -> None:
    state = position(4, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={1: {"luxor": 7}})
    state.shares.move("tower", 23, POOL, 3)  # two Tower shares left to trade for
    act(state, place(0, "4A"))
    decision = main(state)
    assert isinstance(decision, Basket) and decision.cls is Dispose and decision.fixed == {"player": 1}
    assert decision.text("Ben") == "Ben: your Luxor shares"
    values = {"chain": "Luxor", "survivor": "Tower", "held": 7, "price": 200, "survivor_available": 2}
    assert {key: value for key, value in decision.values.items() if key != "note"} == values
    assert decision.hint("Ben") == "Trade 2 for 1 Tower: 2 left."  # the survivor's shares left, on every front-end
    sell, trade = decision.items
    assert (sell.key, sell.high, sell.step, sell.price) == ("sell", 7, 1, 200)
    assert (trade.key, trade.high, trade.step) == ("trade", 4, 2)  # two Tower shares: four Luxor at most
    assert (sell.note, trade.note) == ("", "2 for 1")
    assert decision.total_cap == 7
    assert decision.make({"sell": 3, "trade": 4}) == Dispose(1, 3, 4)
    assert decision.allows({"sell": 3, "trade": 4}) and not decision.allows({"sell": 4, "trade": 4})
    assert {o.key: o.action for o in decision.others} == {"keep": Dispose(1, 0, 0), "sell_all": Dispose(1, 7, 0)}
    assert same(offered(decision), expanded(GAME.legal_actions(state)))


def test_a_trade_the_survivors_sold_out_shares_forbid_says_so_beside_it() -> None:
    """ "(Scambia: 2 per 1)" stood under a Luxor sale when no Tower share was left at the bank: a trade nobody could
    make, its note saying only how it would go."""
    state = position(4, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={1: {"luxor": 7}})
    state.shares.move("tower", state.shares.pool["tower"], POOL, 3)  # not one Tower share left to trade for
    act(state, place(0, "4A"))
    _sell, trade = main(state).items
    assert trade.high == 0 and trade.note == "no Tower share left to trade for"


def test_a_trade_a_single_share_cannot_make_says_so_beside_it() -> None:
    """ "(Trade: 2 for 1)" stood under the sale of a holder of one Luxor share, as if a trade were offered: one
    share makes no pair."""
    state = position(4, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={1: {"luxor": 1}})
    act(state, place(0, "4A"))
    _sell, trade = main(state).items
    assert trade.high == 0 and trade.note == "needs 2 shares"


def test_buying_is_a_basket_of_active_chains_at_their_prices_three_in_all_within_cash() -> None:
    state = position(chains={"tower": line("A", 1, 3), "american": line("C", 1, 2)}, turn=2)
    set_cash(state, 2, 1000)
    act(state, place(2, "9I"))
    decision = main(state)
    assert isinstance(decision, Basket) and decision.cls is Buy and decision.into == "shares"
    assert decision.text("Cat") == "Cat: buy up to 3 shares"
    assert [(i.key, i.label, i.price, i.high) for i in decision.items] == [
        ("tower", "Tower", 300, 3),
        ("american", "American", 300, 3),
    ]
    assert (decision.total_cap, decision.budget, decision.unit) == (3, 1000, "$")
    assert decision.make({"tower": 2, "american": 1}) == Buy(2, {"tower": 2, "american": 1})
    assert decision.allows({"tower": 1, "american": 2}) and not decision.allows({"tower": 2, "american": 2})
    assert not decision.allows({}) and {o.key: o.action for o in decision.others} == {"none": Buy(2, {})}
    assert decision.button == "Buy {count} for {cost}"
    assert same(offered(decision), expanded(GAME.legal_actions(state)))


def test_with_hidden_holdings_the_buy_basket_does_not_name_the_buyers_cash() -> None:
    """The decision shows on the shared screen: its budget would tell everyone the buyer's cash."""
    state = position(chains={"tower": line("A", 1, 3)}, turn=2, open_holdings=False)
    set_cash(state, 2, 700)
    act(state, place(2, "9I"))
    decision = main(state)
    assert decision.budget is None and decision.items[0].high == 2  # the engine still refuses the third share
    assert decision.allows({"tower": 2}) and not decision.allows({"tower": 3})


def test_with_no_chain_on_the_board_buying_nothing_is_all_there_is() -> None:
    state = position()
    act(state, place(0, "9I"))
    decision = main(state)
    assert isinstance(decision, Confirm) and decision.action == Buy(0, {}) and decision.button == "Buy nothing"
    assert decision.text("Ann") == "Ann: no chain to buy from"


def test_a_sold_out_chain_stays_in_the_basket_with_nothing_to_buy() -> None:
    state = position(chains={"tower": line("A", 1, 3)})
    state.shares.move("tower", 25, POOL, 1)
    act(state, place(0, "9I"))
    (tower,) = main(state).items
    assert (tower.key, tower.high, tower.note) == ("tower", 0, "sold out")


def test_declaring_the_end_is_a_side_action_of_the_player_on_turn_live_only_while_allowed() -> None:
    """Always offered, so that its showing never announces the end (the referee does not)."""
    state = position(chains={"tower": line("A", 1, 11)}, turn=1)
    (actor,) = side(state)
    assert actor.seat == 1 and isinstance(actor.decision, Confirm)
    assert actor.decision.action == DeclareEnd(1) and actor.decision.button == "Declare end"
    assert actor.decision.text("Ben") == "Ben: declare the end of the game"
    assert GAME.side_actions == frozenset({"declare_end"})
    (early,) = side(position(chains={"tower": line("A", 1, 10)}))
    assert early.seat == 0 and early.decision.action is None and early.decision.button == "Declare end"
    assert early.decision.text("Ann") == (  # what would allow it, not only that it is refused
        "The end cannot be declared yet: it needs a chain of 41 tiles or more (the largest, Tower, has 10), "
        "or every chain on the board safe at 11 tiles (not safe yet: Tower 10)."
    )
    act(state, {"type": "declare_end", "player": 1})
    assert side(state) == []  # declared once


def test_the_end_is_not_offered_while_start_tiles_are_placed() -> None:
    assert side(physical()) == []


def test_the_end_is_offered_to_the_mergemaker_deciding_their_own_shares_only() -> None:
    state = position(
        4, chains={"tower": block("CDEF", 41), "luxor": line("A", 5, 6)}, holdings={0: {"luxor": 1}, 1: {"luxor": 2}}
    )
    act(state, place(0, "5B"))  # Tower (41 tiles) absorbs Luxor; Ann, the mergemaker, decides first
    assert GAME.prompt(state).player == 0
    assert [(a.seat, a.decision.action) for a in side(state)] == [(0, DeclareEnd(0))]
    act(state, dispose(0))
    assert GAME.prompt(state).player == 1 and side(state) == []


@pytest.mark.parametrize("players,tiles", [(2, "physical"), (3, "dealt"), (4, "physical"), (6, "dealt")])
def test_the_actors_offer_exactly_the_legal_actions_through_whole_games(players, tiles) -> None:
    chance = ChanceSource(players * 7 + len(tiles))
    state = (physical if tiles == "physical" else dealt)(players, seed=players)
    for _ in range(2000):
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        offers = everything_offered(state)
        assert all(is_legal(action, legal) for action in offers)
        assert same(offers, expanded(legal))
        GAME.apply(state, GAME.choose_random(state, chance))
    assert GAME.is_over(state)
    assert GAME.decide(state).actors == ()


def test_decisions_travel_as_json() -> None:
    state = position(chains={"tower": line("A", 1, 11)})
    act(state, place(0, "9I"))
    data = GAME.decide(state).to_json()
    (buyer, ender) = data["actors"]
    assert buyer["decision"]["kind"] == "basket" and buyer["decision"]["into"] == "shares"
    assert ender == {
        "seat": 0,
        "side": True,
        "decision": {
            "kind": "confirm",
            "label": "{name}: declare the end of the game",
            "action": {"type": "declare_end", "player": 0},
            "button": "Declare end",
        },
    }
    json.dumps(data)


def test_the_next_of_equal_defunct_chains_is_asked_for_as_the_next_not_the_first() -> None:
    """Four chains of 2: once Festival survives and Luxor is settled first, Tower or American was asked for again as
    "settled first", as if the order began anew."""
    chains = {"tower": ["5A", "5B"], "luxor": ["3C", "4C"], "american": ["6C", "7C"], "festival": ["5D", "5E"]}
    state = position(chains=chains)
    act(state, place(0, "5C"))
    act(state, {"type": "choose_survivor", "player": 0, "chain": "festival"})
    assert main(state).text("Ann") == "Ann: choose which chain is settled first"
    act(state, {"type": "choose_defunct", "player": 0, "chain": "luxor"})
    following = main(state)
    assert following.text("Ann") == "Ann: choose which chain is settled next"
    assert following.hint("Ann") == "Festival survives. Equal sizes: you choose which chain is settled after Luxor."
    assert {o.key for o in following.options} == {"tower", "american"}
