"""What an undo names, and going back several steps at once (a rewind from the log)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, NothingToUndo, Table, replay
from companion.core.journal import read
from companion.games import get
from companion.text.i18n import _, set_language

GAME = get("tiny")
CONFIG = {"players": ["Ann", "Ben", "Cat"], "rounds": 3}


def fingerprint(table: Table[Any]) -> str:
    return json.dumps(table.summary(), sort_keys=True)


def played(tmp_path: Path, actions: int, seed: int = 4) -> Table[Any]:
    table = Table.new(GAME, CONFIG, created="x", path=tmp_path / "game.jsonl", durable=False)
    chance = ChanceSource(seed)
    for _step in range(actions):
        table.submit(GAME.choose_random(table.state, chance))
    return table


# -- what an undo names --------------------------------------------------------------


def test_a_step_is_named_by_the_game_logs_sentences() -> None:
    table = Table.new(GAME, CONFIG, created="x")
    for seat, parity in ((0, "odd"), (1, "even"), (2, "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    assert table.step_sentences()[0] == "White 2, black 3: a lot worth 5 points."
    assert table.step_sentences(-1) == table.log()[-len(table.steps[-1].events) :]
    assert table.step_sentences(0) == ["Ann has made a secret guess."]


def test_step_sentences_are_in_the_players_language() -> None:
    """The Italian question is built from the catalog's translation of the event's template."""
    table = Table.new(GAME, CONFIG, created="x")
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    try:
        set_language("it")
        translated = _("{player_name} has made a secret guess.")
        assert translated != "{player_name} has made a secret guess."  # the catalog has it
        assert table.step_sentences(-1, _) == [translated.format(player_name="Ann")]
    finally:
        set_language("en")


def test_a_sealed_choice_stays_sealed_until_the_reveal() -> None:
    table = Table.new(GAME, CONFIG, created="x")
    table.submit({"type": "guess", "player": 1, "parity": "odd"})
    table.submit({"type": "guess", "player": 0, "parity": "even"})
    assert table.sealed_seat(-1) == 0 and table.sealed_seat(0) == 1
    assert not any("odd" in s or "even" in s for i in (0, 1) for s in table.step_sentences(i))
    table.submit({"type": "guess", "player": 2, "parity": "odd"})  # the last guess reveals them all
    assert table.sealed_seat(-1) is None and table.sealed_seat(0) is None
    with pytest.raises(IndexError):
        table.sealed_seat(5)


def test_a_public_action_is_never_sealed(tmp_path: Path) -> None:
    table = played(tmp_path, 4)  # three guesses and the roll
    assert table.steps[-1].action.type == "roll" and table.sealed_seat(-1) is None


# -- rewind --------------------------------------------------------------------------


def test_a_rewind_withdraws_the_latest_steps_one_undo_entry_each(tmp_path: Path) -> None:
    table = played(tmp_path, 12)
    history = [fingerprint(table)]
    actions = [s.action for s in table.steps]
    heard: list[Any] = []
    table.listen(heard.append)
    withdrawn = table.rewind(5)
    assert withdrawn == actions[-1:-6:-1]  # latest first
    assert [s.action for s in table.steps] == actions[:-5]
    assert [u.kind for u in heard] == ["undone"] * 5 and [u.action for u in heard] == withdrawn
    entries = read(tmp_path / "game.jsonl").entries
    assert [e.undo for e in entries[-5:]] == [True] * 5 and len(entries) == 17
    reference = Table.new(GAME, CONFIG, created="x")
    for action in actions[:-5]:
        reference.submit(action)
    assert fingerprint(table) == fingerprint(reference)
    for action in actions[-5:]:  # redo restores them in order
        table.redo()
        assert table.steps[-1].action == action
    assert fingerprint(table) == history[0] and not table.can_redo


def test_a_refused_rewind_changes_nothing(tmp_path: Path) -> None:
    table = played(tmp_path, 6)
    before, journal = fingerprint(table), (tmp_path / "game.jsonl").read_bytes()
    heard: list[Any] = []
    table.listen(heard.append)
    with pytest.raises(NothingToUndo):
        table.rewind(7)
    with pytest.raises(ValueError):
        table.rewind(0)
    assert fingerprint(table) == before and (tmp_path / "game.jsonl").read_bytes() == journal
    assert len(table.steps) == 6 and [u.kind for u in heard] == ["rejected"]


def test_the_journal_after_a_rewind_replays_to_the_same_state(tmp_path: Path) -> None:
    table = played(tmp_path, 15)
    table.rewind(9)
    table.redo()
    table.submit(GAME.choose_random(table.state, ChanceSource(99)))
    table.rewind(3)
    table.close()
    loaded = read(tmp_path / "game.jsonl")
    result = replay(GAME, loaded.header, loaded.entries)
    assert json.dumps(GAME.summary(result.state), sort_keys=True) == fingerprint(table)
    assert [s.action for s in result.steps] == [s.action for s in table.steps]
    assert result.redo == table.redo_stack


def test_a_failed_write_during_a_rewind_keeps_the_undos_already_durable(tmp_path: Path) -> None:
    table = played(tmp_path, 10)
    writer = table.writer
    assert writer is not None
    real, written = writer.append, []

    def fails_on_the_third(entry: dict[str, Any]) -> int:
        if len(written) == 2:
            raise OSError("disk full")
        written.append(entry)
        return real(entry)

    writer.append = fails_on_the_third  # type: ignore[method-assign]
    with pytest.raises(OSError):
        table.rewind(4)
    assert len(table.steps) == 8  # two undos are durable, the third was not written
    table.close()
    loaded = read(tmp_path / "game.jsonl")
    assert json.dumps(GAME.summary(replay(GAME, loaded.header, loaded.entries).state), sort_keys=True) == fingerprint(
        table
    )


def test_steam_barons_sealed_sales_are_named_only_by_their_seat() -> None:
    """A multi-seat sealed round of another game: every chosen seat's latest step is sealed until the reveal."""
    from companion.core import Secret

    game = get("steam_barons")
    chance = ChanceSource(8)
    table = Table.new(game, game.random_config(4, chance), created="x")
    while not table.over:
        secrets = [a.decision for a in table.prompt().actors if isinstance(a.decision, Secret)]
        if secrets and secrets[0].chosen:
            break
        table.submit(table.choose_random(chance))
    else:
        pytest.fail("no sealed sale in this game")
    chosen = set(secrets[0].chosen)
    sealed = table.sealed_steps()
    assert set(sealed.values()) == chosen
    for position, seat in sealed.items():
        assert table.steps[position].action.player == seat
        assert not any(step.action.player == seat for step in table.steps[position + 1 :])
        assert table.sealed_seat(position) == seat
        assert all("sells" not in sentence for sentence in table.step_sentences(position))


def test_a_card_that_refuses_a_rewinds_write_is_told_like_any_refusal(tmp_path: Path) -> None:
    from companion.core.journal import CardFull

    table = played(tmp_path, 10)
    writer = table.writer
    assert writer is not None
    real, written = writer.append, []

    def full_on_the_second(entry: dict[str, Any]) -> int:
        if written:
            raise CardFull(moves=11)
        written.append(entry)
        return real(entry)

    heard: list[Any] = []
    table.listen(heard.append)
    writer.append = full_on_the_second  # type: ignore[method-assign]
    with pytest.raises(CardFull):
        table.rewind(3)
    assert [u.kind for u in heard] == ["undone", "rejected"] and len(table.steps) == 9
    with pytest.raises(CardFull):
        table.undo()
    assert [u.kind for u in heard][-1] == "rejected" and len(table.steps) == 9
