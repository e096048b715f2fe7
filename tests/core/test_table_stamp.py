"""Stale and doubled inputs never land on the next decision: every input carries the moment it was entered for.

A front-end hands :attr:`Table.stamp` back with each input (the touchscreen:
the frame the player saw; the console: the prompt it printed; a device: the
moment its press arrived). The table refuses an input whose seat has acted
since, or that was entered before an undo or a redo, with nothing journaled;
the same input twice is recognised as one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.errors import AlreadyEntered, StaleInput
from companion.games import get, names

GAMES = names()


def new_table(name: str, tmp_path: Path, players: int = 3, seed: int = 3) -> tuple[Table[Any], ChanceSource]:
    game = get(name)
    chance = ChanceSource(seed)
    players = max(game.min_players, min(players, game.max_players))
    config = game.random_config(players, chance)
    return Table.new(game, config, created="t", path=tmp_path / f"{name}.jsonl", durable=False), chance


def seat_of(action: Any) -> int | None:
    return getattr(action, "player", None)


@pytest.mark.parametrize("name", GAMES)
def test_every_decision_of_a_whole_game_submitted_twice_counts_once(name: str, tmp_path: Path) -> None:
    """A doubled input (the same action with the same moment) is refused as already entered; nothing journaled."""
    table, chance = new_table(name, tmp_path)
    path = tmp_path / f"{name}.jsonl"
    steps = 0
    while not table.over and steps < 400:
        seen = table.stamp
        action = table.choose_random(chance)
        table.submit(action, answers=seen)
        journal = path.read_bytes()
        with pytest.raises(AlreadyEntered):
            table.submit(action, answers=seen)
        assert path.read_bytes() == journal and len(table.steps) == steps + 1
        steps += 1
    assert steps > 5


@pytest.mark.parametrize("name", GAMES)
def test_every_action_entered_for_a_moment_its_seat_has_passed_is_refused(name: str, tmp_path: Path) -> None:
    """Each action, first offered with the moment before its seat's previous action: refused as stale (or,
    being the same action, as already entered); then with the moment now: accepted."""
    table, chance = new_table(name, tmp_path)
    path = tmp_path / f"{name}.jsonl"
    before_last: dict[int | None, Any] = {}
    refused = 0
    steps = 0
    while not table.over and steps < 400:
        action = table.choose_random(chance)
        seat = seat_of(action)
        old = before_last.get(seat)
        if old is not None:
            journal = path.read_bytes()
            with pytest.raises(StaleInput):
                table.submit(action, answers=old)
            assert path.read_bytes() == journal
            refused += 1
        before_last[seat] = table.stamp
        table.submit(action, answers=table.stamp)
        steps += 1
    assert refused > 3


def test_another_seat_acting_leaves_a_seat_s_input_standing(tmp_path: Path) -> None:
    """Several seats may act at once (sealed guesses): one seat's choice does not make another's stale."""
    table, _chance = new_table("tiny", tmp_path, players=2)
    seen = table.stamp
    by_seat: dict[int | None, Any] = {}
    for choice in table.legal_actions():
        if hasattr(choice, "type") and not hasattr(choice, "low"):
            by_seat.setdefault(seat_of(choice), choice)
    assert len(by_seat) == 2, "the test game opens with both seats guessing in secret"
    first, second = by_seat.values()
    table.submit(first, answers=seen)
    table.submit(second, answers=seen)  # the other seat saw the same moment: still its decision
    assert len(table.steps) == 2


def test_an_undo_makes_every_earlier_input_stale(tmp_path: Path) -> None:
    table, chance = new_table("acquire", tmp_path)
    for _ in range(3):
        table.submit(table.choose_random(chance))
    seen = table.stamp
    action = table.choose_random(chance)
    table.undo()
    with pytest.raises(StaleInput) as refused:
        table.submit(action, answers=seen)
    assert refused.value.code == "stale_input"
    assert str(refused.value) == "That was entered for an earlier moment of the game: look again and enter it anew."
    table.redo()
    with pytest.raises(StaleInput):
        table.submit(action, answers=seen)
    table.submit(action, answers=table.stamp)


def test_without_a_moment_an_input_is_judged_by_the_rules_alone(tmp_path: Path) -> None:
    """Bots and scripted tours play on their own: no stamp, no staleness check."""
    table, chance = new_table("acquire", tmp_path)
    for _ in range(20):
        table.submit(table.choose_random(chance))
    assert len(table.steps) == 20


def test_a_refused_input_is_told_to_the_listeners(tmp_path: Path) -> None:
    table, chance = new_table("acquire", tmp_path)
    heard: list[Any] = []
    table.listen(heard.append)
    seen = table.stamp
    action = table.choose_random(chance)
    table.submit(action, answers=seen)
    with pytest.raises(AlreadyEntered):
        table.submit(action, answers=seen)
    assert [u.kind for u in heard] == ["applied", "rejected"] and heard[-1].error.code == "already_entered"


def test_on_a_shared_screen_any_change_since_the_frame_passes_the_moment(tmp_path: Path) -> None:
    """Ben's doubled Pass must not land on Cat's Pass button, drawn where his was."""
    table, chance = new_table("acquire", tmp_path)
    for _ in range(4):
        table.submit(table.choose_random(chance))
    frame = table.stamp.on_screen()
    first = table.choose_random(chance)
    table.submit(first, answers=frame)
    following = table.choose_random(chance)
    with pytest.raises(StaleInput) as refused:
        table.submit(following, answers=frame)
    assert refused.value.code == ("already_entered" if following == first else "stale_input")
    with pytest.raises(AlreadyEntered):
        table.submit(first, answers=frame)
    table.submit(following, answers=table.stamp.on_screen())
