"""Turning up a card from a known deck: the Deck choice, its weighted draw, the Draw decision, and a game of
cheques played through the Table, journaled and replayed."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from companion.core import (
    ChanceSource,
    Deck,
    Draw,
    InvalidChoice,
    Pick,
    PickOption,
    Table,
    is_legal,
    pick_random,
    replay,
)
from companion.core.decisions import decision_for
from companion.core.journal import read

from .game import FOR_SALE, GAME, Cheques, State, TurnUp


def started(deck: list[int] | None = None, players: int = 2) -> State:
    config = {"players": [f"P{seat + 1}" for seat in range(players)]}
    return GAME.new_game(config if deck is None else {**config, "deck": deck})


# -- the deck --------------------------------------------------------------------------------
def test_a_deck_counts_equal_cards_together_and_drops_those_with_none_left() -> None:
    deck = Cheques([(TurnUp(5), 1), (TurnUp(7), 0), (TurnUp(5), 1), (TurnUp(2), 1)])
    assert deck.cards == ((TurnUp(5), 2), (TurnUp(2), 1))
    assert list(deck) == [TurnUp(5), TurnUp(2)] and len(deck) == 2 and deck.total == 3
    assert deck.count(TurnUp(5)) == 2 and deck.count(TurnUp(7)) == 0
    assert TurnUp(2) in deck and TurnUp(7) not in deck and "5" not in deck
    assert Cheques.of([TurnUp(5), TurnUp(2), TurnUp(5)]) == deck and deck.describe() == "turn_up (3 left)"


def test_a_deck_refuses_a_card_of_another_type_or_a_count_below_zero() -> None:
    with pytest.raises(ValueError, match="deck of 'draw'"):
        Deck([(TurnUp(5), 1)])  # a deck's cards are of its own type: a subclass names another
    with pytest.raises(ValueError, match="whole number"):
        Cheques([(TurnUp(5), -1)])


def test_weighted_choices_refuse_weights_that_do_not_fit_and_repeat_with_the_seed() -> None:
    chance = ChanceSource(4)
    for options, weights in ((["a", "b"], [1]), (["a"], [0]), (["a", "b"], [2, -1])):
        with pytest.raises(ValueError):
            chance.weighted(options, weights)
    first = [ChanceSource(9).weighted("abc", [1, 0, 3]) for _ in range(5)]
    again = ChanceSource(9)
    assert [again.weighted("abc", [1, 0, 3]) for _ in range(200)].count("b") == 0
    assert first == [ChanceSource(9).weighted("abc", [1, 0, 3])] * 5


def test_a_card_with_two_copies_left_comes_up_twice_as_often_as_a_card_with_one() -> None:
    """6000 blind draws from {5, 5, 7} with a fixed seed: the 5 about twice as often (deterministic: seeded)."""
    state = started([5, 5, 7])
    chance = ChanceSource(2024)
    drawn = Counter(pick_random(GAME.legal_actions(state), chance) for _ in range(6000))
    assert set(drawn) == {TurnUp(5), TurnUp(7)}
    ratio = drawn[TurnUp(5)] / drawn[TurnUp(7)]
    assert 1.85 < ratio < 2.15, drawn
    uniform = Counter(chance.choice(list(GAME.deck(state))) for _ in range(6000))  # what a plain pick would do
    assert 0.9 < uniform[TurnUp(5)] / uniform[TurnUp(7)] < 1.1


# -- the decision ----------------------------------------------------------------------------
def test_the_draw_shows_each_distinct_card_once_with_its_count() -> None:
    state = started()
    (actor,) = GAME.decide(state).actors
    decision = actor.decision
    assert isinstance(decision, Draw) and isinstance(decision, Pick) and actor.chance and actor.seat is None
    assert [(card.key, card.count) for card in decision.cards] == [("0", 2), *((str(v), 2) for v in range(2, 16))]
    assert decision.total == len(FOR_SALE) == 30
    assert all(is_legal(card.action, GAME.legal_actions(state)) for card in decision.cards)
    data = decision.to_json()
    assert data["kind"] == "draw" and data["action"] == "turn_up" and data["total"] == 30
    assert data["options"][1] == {"key": "2", "label": "2", "action": {"type": "turn_up", "card": 2}, "count": 2}
    assert json.loads(json.dumps(data)) == data
    found = decision.find(" 15 ")
    assert found is not None and found.action == TurnUp(15) and decision.find("1") is None


def test_a_draw_beside_a_plain_action_keeps_the_action_as_an_alternative() -> None:
    deck = Cheques([(TurnUp(3), 2)])
    shuffle = TurnUp(-1)  # whatever else the seat may do instead (here: any plain action)
    decision = decision_for([deck, shuffle], lambda action: f"card {action.card}", "Draw")
    assert isinstance(decision, Draw) and decision.others == (PickOption("-1", "card -1", shuffle),)
    assert decision.find("card -1") == decision.others[0]
    assert decision.draw(ChanceSource(1)) == TurnUp(3)


# -- played through the table ------------------------------------------------------------------
def fingerprint(state: State) -> str:
    return json.dumps(GAME.summary(state), sort_keys=True)


def test_a_seeded_random_game_is_journaled_and_replays_identically(tmp_path: Path) -> None:
    path = tmp_path / "cheques.jsonl"
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"]}, created="2026-11-28T12:00:00+00:00", path=path)
    chance = ChanceSource(31)
    while not table.over:
        table.submit(table.choose_random(chance))
    table.close()
    taken = [card for player in table.summary()["players"] for card in player["cheques"]]
    assert sorted(taken) == sorted(FOR_SALE)  # every cheque turned up once: the deck's counts held
    loaded = read(path)
    assert [entry.to_json()["action"]["type"] for entry in loaded.entries] == ["turn_up"] * 30
    replayed = replay(GAME, loaded.header, loaded.entries, str(path))
    assert [step.action for step in replayed.steps] == [step.action for step in table.steps]
    assert fingerprint(replayed.state) == fingerprint(table.state)
    again = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"]}, created="x")
    chance = ChanceSource(31)
    while not again.over:
        again.submit(again.choose_random(chance))
    assert [step.action for step in again.steps] == [step.action for step in table.steps]  # the seed is the game


def test_a_card_that_is_not_left_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "cheques.jsonl"
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "deck": [4, 9, 9]}, created="x", path=path)
    table.submit({"type": "turn_up", "card": 4})
    before, written = fingerprint(table.state), path.read_bytes()
    for card in (4, 1):  # the only 4 is gone; there never was a 1
        with pytest.raises(InvalidChoice):
            table.submit(TurnUp(card))
        assert fingerprint(table.state) == before and path.read_bytes() == written
    (actor,) = table.prompt().actors
    assert isinstance(actor.decision, Draw) and [(c.key, c.count) for c in actor.decision.cards] == [("9", 2)]
    table.submit(TurnUp(9))
    table.undo()
    assert [(c.key, c.count) for c in table.prompt().actors[0].decision.cards] == [("9", 2)]
    table.close()


def test_random_games_keep_the_invariants() -> None:
    chance = ChanceSource(5)
    for _game in range(20):
        state = started(players=chance.randint(2, 5))
        while not GAME.is_over(state):
            GAME.apply(state, GAME.choose_random(state, chance))
            GAME.check_invariants(state)
        assert sum(len(cards) for cards in state.taken) == 30 and state.deck == {}
