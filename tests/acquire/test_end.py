"""The end: who may declare it and when, finishing the turn, final scoring, winners, blockage."""

from __future__ import annotations

import pytest

from companion.core import GameOver, NotYourTurn, is_legal
from companion.games.acquire import GAME
from companion.games.acquire.actions import DeclareEnd
from companion.games.acquire.errors import EndAlreadyDeclared, EndNotReached

from .helpers import act, block, buy, line, of_type, place, play, position, snapshot, types

DECLARE = {"type": "declare_end", "player": 0}


def test_the_end_cannot_be_declared_without_a_reason() -> None:
    for chains, says in (
        ({}, "no chain is on the board. It can be once a chain has 41 tiles or more, or every chain on the board"),
        (
            {"tower": block("ABCD", 40), "imperial": line("G", 1, 2)},
            "(the largest, Tower, has 40), or every chain on the board safe at 11 tiles (not safe yet: Imperial 2).",
        ),
        (
            {"tower": line("A", 1, 11), "imperial": line("G", 1, 10)},
            "(the largest, Tower, has 11), or every chain on the board safe at 11 tiles (not safe yet: Imperial 10).",
        ),
    ):
        state = position(chains=chains)
        before = snapshot(state)
        with pytest.raises(EndNotReached) as refused:
            act(state, DECLARE)
        assert snapshot(state) == before
        assert not is_legal(DeclareEnd(0), GAME.legal_actions(state))
        message = refused.value.message()
        assert message.startswith("The end cannot be declared yet: ") and says in message, message


@pytest.mark.parametrize(
    "chains",
    [
        {"tower": block("ABCD", 41), "imperial": line("G", 1, 2)},
        {"tower": line("A", 1, 11), "imperial": line("G", 1, 12)},
        {"tower": line("A", 1, 11)},
    ],
)
def test_a_chain_of_41_or_every_active_chain_safe_allows_the_declaration(chains: dict) -> None:
    state = position(chains=chains)
    assert is_legal(DeclareEnd(0), GAME.legal_actions(state))
    assert types(act(state, DECLARE)) == ["end_declared"]


def test_the_declarer_finishes_the_turn_then_the_game_is_scored() -> None:
    state = position(chains={"tower": line("A", 1, 11)}, holdings={1: {"tower": 3}})
    act(state, DECLARE)
    assert GAME.prompt(state).kind == "place_tile" and GAME.prompt(state).player == 0
    with pytest.raises(EndAlreadyDeclared):
        act(state, DECLARE)
    act(state, place(0, "12A"))
    happened = act(state, buy(0, tower=1))
    assert types(happened)[-1] == "game_over"
    assert GAME.prompt(state).over
    with pytest.raises(GameOver):
        act(state, place(1, "5E"))


def test_the_end_may_be_declared_at_any_point_of_the_turn_but_only_by_its_player() -> None:
    state = position(chains={"tower": line("A", 1, 11)})
    act(state, place(0, "5E"))
    with pytest.raises(NotYourTurn):
        act(state, {"type": "declare_end", "player": 1})
    act(state, DECLARE)
    happened = act(state, buy(0))
    assert "game_over" in types(happened)


def test_final_scoring_pays_bonuses_then_sells_active_shares_only() -> None:
    # Tower 11 tiles (tier 1: $700): Ann 3, Ben 1. Luxor is gone: Cat's 4 kept shares are worthless.
    state = position(chains={"tower": line("A", 1, 11)}, holdings={0: {"tower": 3}, 1: {"tower": 1}, 2: {"luxor": 4}})
    play(state, DECLARE, {"type": "no_playable_tile", "player": 0})
    happened = act(state, buy(0))
    assert [(b.player, b.amount, b.kind) for b in of_type(happened, "bonus_paid")] == [
        (0, 7000, "majority"),
        (1, 3500, "minority"),
    ]
    assert [(s.player, s.chain, s.shares, s.amount) for s in of_type(happened, "final_sale")] == [
        (0, "tower", 3, 2100),
        (1, "tower", 1, 700),
    ]
    summary = GAME.summary(state)
    assert [p["cash"] for p in summary["players"]] == [6000 + 7000 + 2100, 6000 + 3500 + 700, 6000]
    assert summary["winners"] == [0] and summary["over"] is True and summary["current_player"] is None
    over = of_type(happened, "game_over")[0]
    assert over.winners == (0,) and GAME.describe(state, over) == "The game is over: Ann wins with $15,100."
    state.ledger.check()
    state.shares.check()


def test_a_tie_for_most_cash_shares_the_win() -> None:
    state = position(chains={"tower": line("A", 1, 11)})
    play(state, DECLARE, place(0, "5E"))
    happened = act(state, buy(0))
    assert of_type(happened, "game_over")[0].winners == (0, 1, 2)
    assert GAME.summary(state)["winners"] == [0, 1, 2]


def test_the_referee_does_not_announce_that_the_end_could_be_declared() -> None:
    state = position(chains={"tower": line("A", 1, 11)})
    text = repr(GAME.summary(state)) + repr(GAME.prompt(state).to_json())
    assert "end" not in text.replace("end_declared", "")


def test_physical_blockage_ends_the_game_as_if_declared() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, holdings={2: {"tower": 2}})
    for seat in range(3):
        assert not GAME.prompt(state).over
        happened = play(state, {"type": "no_playable_tile", "player": seat}, buy(seat))
    assert "game_blocked" in types(happened) and types(happened)[-1] == "game_over"
    assert GAME.summary(state)["winners"] == [2]


def test_a_placed_tile_resets_the_blockage_count() -> None:
    state = position(chains={"tower": line("A", 1, 3)})
    play(state, {"type": "no_playable_tile", "player": 0}, buy(0), {"type": "no_playable_tile", "player": 1}, buy(1))
    play(state, place(2, "9I"), buy(2))
    play(state, {"type": "no_playable_tile", "player": 0}, buy(0), {"type": "no_playable_tile", "player": 1}, buy(1))
    assert not GAME.prompt(state).over


def test_no_blockage_ending_while_the_end_can_be_declared() -> None:
    state = position(chains={"tower": line("A", 1, 11)})
    for seat in range(3):
        play(state, {"type": "no_playable_tile", "player": seat}, buy(seat))
    assert not GAME.prompt(state).over


def _tile_question(state):
    prompt = GAME.decide(state)
    actor = prompt.actor(prompt.player)
    assert actor is not None
    return actor.decision


@pytest.mark.parametrize("declarable", [False, True])
def test_the_skip_that_would_complete_a_round_of_them_is_told_before_it_is_tapped(declarable: bool) -> None:
    """With physical tiles the blockage ruling is a round of "No playable tile": the last player of the round learns
    under the question that theirs ends the game, worded alike whether or not the end can be declared (the note must
    not tell the table that it can)."""
    state = position(chains={"tower": line("A", 1, 11 if declarable else 3)})
    notes = []
    for seat in range(3):
        question = _tile_question(state)
        notes.append(question.hint("Ann Ben Cat".split()[seat]))
        play(state, {"type": "no_playable_tile", "player": seat}, buy(seat))
    assert notes[:2] == ["", ""]
    assert notes[2] == (
        "No tile placed for a round: if Cat has none either, the game ends after this turn, unless the end can be"
        " declared."
    )
    assert GAME.prompt(state).over is not declarable


def test_a_placed_tile_takes_the_last_skip_note_away() -> None:
    state = position(chains={"tower": line("A", 1, 3)})
    play(state, {"type": "no_playable_tile", "player": 0}, buy(0), place(1, "9I"), buy(1))
    play(state, {"type": "no_playable_tile", "player": 2}, buy(2))
    assert _tile_question(state).hint("Ann") == ""


def test_dealt_tiles_need_no_last_skip_note() -> None:
    """With dealt tiles the companion sees every hand: the blockage is a fact it finds, not a round of claims."""
    state = position(
        chains={"tower": line("B", 1, 11), "imperial": line("D", 1, 11)}, tiles="dealt", seed=1, hands={0: ["5C"]}
    )
    state.idle_turns = 2
    question = _tile_question(state)
    assert question.find("no_playable_tile") is not None and question.hint("Ann") == ""


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("it", "Bruno annuncia la fine della partita: la partita finisce con questo turno."),
        ("fr", "Bruno annonce la fin de la partie : elle s'achève avec ce tour."),
    ],
)
def test_a_declared_end_says_the_game_ends_with_this_turn_not_that_the_turn_is_over(code: str, said: str) -> None:
    """ "Bruno annuncia la fine della partita e finisce il turno." ("… termine son tour.") read as the turn being
    over, and Bruno's purchase was asked on the next line: the declaring player still finishes the turn, buying
    included (rules digest, End of the game)."""
    from companion.games.acquire.events import EndDeclared
    from companion.text.i18n import translator

    assert translator(code)(EndDeclared.template).format(player_name="Bruno") == said
