"""Tiny Auction's sealed guess: every seat guesses at once, unseen, once; one reveal when the last is in."""

from __future__ import annotations

import itertools
import json

import pytest

from companion.core import PUBLIC, InvalidChoice, NotYourTurn, Pick, Secret, Table
from companion.games import get
from companion.games.tiny import Guess, GuessesRevealed

GAME = get("tiny")
NAMES = ["Ann", "Ben", "Cat"]


def start():
    return GAME.new_game({"players": NAMES, "rounds": 2})


# -- simultaneous -------------------------------------------------------------------------


def test_every_seat_is_asked_at_once_with_a_secret_pick_of_odd_or_even() -> None:
    prompt = GAME.decide(start())
    assert prompt.kind == "guess" and prompt.player is None and not prompt.chance
    assert prompt.seats == (0, 1, 2)
    for seat, actor in zip((0, 1, 2), prompt.actors, strict=True):
        assert actor.seat == seat and not actor.side and not actor.chance
        secret = actor.decision
        assert isinstance(secret, Secret) and secret.seats == (0, 1, 2) and secret.chosen == ()
        assert isinstance(secret.inner, Pick)
        assert [(o.key, o.action) for o in secret.inner.options] == [
            ("odd", Guess(seat, "odd")),
            ("even", Guess(seat, "even")),
        ]


def test_the_actors_are_exactly_the_seats_still_to_guess() -> None:
    state = start()
    GAME.apply(state, Guess(1, "odd"))
    prompt = GAME.decide(state)
    assert prompt.seats == (0, 2)
    assert all(actor.decision.chosen == (1,) for actor in prompt.actors)
    assert prompt.data["waiting_for"] == [0, 2]
    offered = {o.action for actor in prompt.actors for o in actor.decision.inner.options}
    assert offered == set(GAME.legal_actions(state)) == {Guess(s, p) for s in (0, 2) for p in ("odd", "even")}


@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_seats_may_guess_in_any_order(order: tuple[int, ...]) -> None:
    state = start()
    for seat in order:
        GAME.apply(state, Guess(seat, "even" if seat == 1 else "odd"))
    assert GAME.summary(state, PUBLIC)["guesses"] == {"0": "odd", "1": "even", "2": "odd"}


# -- secret until all are in ------------------------------------------------------------------


def test_a_sealed_guess_shows_only_to_its_own_seat() -> None:
    state = start()
    GAME.apply(state, Guess(0, "even"))
    GAME.apply(state, Guess(2, "odd"))
    assert GAME.summary(state, 0)["guesses"] == {"0": "even"}
    assert GAME.summary(state, 2)["guesses"] == {"2": "odd"}
    assert GAME.summary(state, 1)["guesses"] == {}
    assert GAME.summary(state, PUBLIC)["guesses"] == {}
    # Who has guessed is public; what is not.
    for viewer in (PUBLIC, 0, 1, 2):
        assert GAME.summary(state, viewer)["guessed"] == [0, 2]
    # The referee's full view (no viewer) sees every sealed guess.
    assert GAME.summary(state)["guesses"] == {"0": "even", "2": "odd"}


def test_a_sealed_guess_leaves_no_trace_in_the_events_the_log_or_the_prompt() -> None:
    table = Table.new(GAME, {"players": NAMES, "rounds": 2}, created="x")
    events = table.submit({"type": "guess", "player": 0, "parity": "even"})
    assert [e.to_json() for e in events] == [{"type": "guessed", "player": 0}]
    assert table.log() == ["Ann has made a secret guess."]
    prompt = table.prompt()
    assert 0 not in prompt.seats
    assert '"player": 0' not in json.dumps(prompt.to_json())  # nothing of seat 0 is on offer or shown


def test_a_seat_may_not_change_its_sealed_guess() -> None:
    state = start()
    GAME.apply(state, Guess(0, "odd"))
    with pytest.raises(NotYourTurn, match="Ann has already made a secret guess this round") as refused:
        GAME.apply(state, Guess(0, "even"))
    assert refused.value.code == "not_your_turn" and refused.value.data["waiting_for"] == [1, 2]
    assert GAME.summary(state, 0)["guesses"] == {"0": "odd"}


def test_a_guess_must_be_odd_or_even() -> None:
    state = start()
    with pytest.raises(InvalidChoice, match="Guess 'odd' or 'even', not 'seven'") as refused:
        GAME.apply(state, Guess(0, "seven"))
    assert refused.value.code == "invalid_choice" and GAME.summary(state)["guessed"] == []


@pytest.mark.parametrize("seat", [-1, 3, 9])
def test_a_guess_from_a_seat_not_at_the_table_is_refused(seat: int) -> None:
    state = start()
    with pytest.raises(InvalidChoice, match=f"no seat {seat}"):
        GAME.apply(state, Guess(seat, "odd"))


# -- the reveal -----------------------------------------------------------------------------


def test_one_reveal_event_lists_every_guess_when_the_last_is_in() -> None:
    state = start()
    happened = []
    for seat, parity in ((2, "odd"), (0, "even"), (1, "odd")):
        happened.append(GAME.apply(state, Guess(seat, parity)))
    assert [[e.type for e in events] for events in happened] == [
        ["guessed"],
        ["guessed"],
        ["guessed", "guesses_revealed"],
    ]
    reveal = happened[-1][-1]
    assert reveal == GuessesRevealed(("even", "odd", "odd"))
    assert GAME.describe(state, reveal) == "The guesses are revealed: Ann even, Ben odd, Cat odd."


def test_the_reveal_sentence_is_translated_with_its_words() -> None:
    state = start()
    words = {"The guesses are revealed: {guesses}.": "Ecco le previsioni: {guesses}.", "odd": "dispari", "even": "pari"}
    sentence = GAME.describe(state, GuessesRevealed(("even", "odd", "odd")), lambda text: words.get(text, text))
    assert sentence == "Ecco le previsioni: Ann pari, Ben dispari, Cat dispari."


def test_after_the_reveal_every_viewer_sees_every_guess_until_the_round_ends() -> None:
    state = start()
    for seat, parity in enumerate(("even", "odd", "odd")):
        GAME.apply(state, Guess(seat, parity))
    for viewer in (None, PUBLIC, 0, 1, 2):
        assert GAME.summary(state, viewer)["guesses"] == {"0": "even", "1": "odd", "2": "odd"}
    assert GAME.decide(state).kind == "roll"


def test_each_sealed_guess_is_its_own_journal_entry(tmp_path) -> None:
    from companion.core.journal import read

    table = Table.new(GAME, {"players": NAMES, "rounds": 2}, created="x", path=tmp_path / "g.jsonl")
    for seat in (1, 0, 2):
        table.submit({"type": "guess", "player": seat, "parity": "odd"})
    table.close()
    assert [e.action for e in read(tmp_path / "g.jsonl").entries] == [
        {"type": "guess", "player": seat, "parity": "odd"} for seat in (1, 0, 2)
    ]
