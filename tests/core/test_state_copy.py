"""A state copied field by field (companion.core.state_copy) is the state, and stays so while the original plays on.

The undo checkpoints of Acquire, Mad Market and Tiny Auction are such copies: a copy that shared a list the
engine changes later would restore a state that never was. Every game is played at its fewest and most players,
and at every step its saved state must look exactly like the live one (every field, every list and dict in
order, every slot of the kit's classes) and still look like that after the game has gone on to its end.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

import pytest

from companion.core import ChanceSource
from companion.core.game import Game
from companion.core.state_copy import copier
from companion.games import get, names


def look(value: Any) -> Any:
    """Everything ``value`` holds, as plain nested tuples: two values look alike only if they hold the same."""
    if isinstance(value, int | float | str | bytes | enum.Enum) or value is None:
        return (type(value), value)
    if isinstance(value, list | tuple):
        return (type(value), tuple(look(part) for part in value))
    if isinstance(value, dict):
        return (type(value), tuple((look(key), look(part)) for key, part in value.items()))
    if isinstance(value, set | frozenset):
        return (type(value), tuple(sorted(repr(look(part)) for part in value)))
    slots = [name for base in type(value).__mro__ for name in base.__dict__.get("__slots__", ())]
    derived = getattr(value, "derived", ())  # made from the other slots when needed (Holdings' look-up table)
    held = {
        name: getattr(value, name)
        for name in slots
        if name != "__weakref__" and name not in derived and hasattr(value, name)
    }
    held.update(getattr(value, "__dict__", {}))
    return (type(value), tuple((name, look(part)) for name, part in sorted(held.items())))


@pytest.mark.parametrize("name", names())
def test_a_saved_state_is_the_state_and_stays_so_while_the_game_goes_on(name: str) -> None:
    game: Game[Any] = get(name)
    for players in sorted({game.min_players, game.max_players}):
        chance = ChanceSource(11 + players)
        state = game.start(game.prepare(game.random_config(players, chance)))
        kept: list[tuple[Any, Any]] = []
        for _ in range(120):
            saved = game.save_state(state)
            restored = game.load_state(saved)
            assert look(restored) == look(state), (name, players, len(kept))
            kept.append((saved, look(state)))
            if game.is_over(state):
                break
            game.apply(state, game.choose_random(state, chance))
        for saved, then in kept:
            assert look(game.load_state(saved)) == then  # nothing the game did later reached a saved state


def test_the_states_copied_field_by_field_share_only_what_cannot_change() -> None:
    copied = [name for name in names() if copier(type(start(name)), get(name).unchanging) is not None]
    assert "acquire" in copied  # the game the journal's figures are measured on
    state = start("acquire")
    again = copier(type(state), get("acquire").unchanging)(state)  # type: ignore[misc]
    assert again.cells is not state.cells and again.chains is not state.chains and again.ledger is not state.ledger
    assert again.name_set is state.name_set  # the game's unchanging field, shared


def start(name: str) -> Any:
    game = get(name)
    return game.start(game.prepare(game.random_config(game.min_players, ChanceSource(1))))


def test_a_type_it_cannot_copy_leaves_the_state_to_pickle() -> None:
    @dataclasses.dataclass(slots=True)
    class Loose:
        anything: Any
        count: int = 0

    @dataclasses.dataclass(slots=True)
    class Plain:
        tiles: list[str]
        chains: dict[str, list[int]]
        count: int = 0

    assert copier(Loose) is None
    copy = copier(Plain)
    assert copy is not None
    plain = Plain(["5C"], {"tower": [1, 2]})
    other = copy(plain)
    other.tiles.append("6D")
    other.chains["tower"].append(3)
    assert plain == Plain(["5C"], {"tower": [1, 2]})
    with pytest.raises(TypeError, match="no field 'board'"):
        copier(Plain, ("board",))


def test_lists_and_dicts_of_lists_are_copied_inline_and_nested() -> None:
    """The compiled copy writes ``list[list[int]]`` and ``dict[str, list[int]]`` inline; inside an optional field or
    a list of dicts the same plans are called as they are: every level is a new container, in order."""

    @dataclasses.dataclass(slots=True)
    class Nested:
        hands: list[list[int]]
        chains: dict[str, list[int]]
        later: list[list[int]] | None = None
        rows: list[dict[str, list[int]]] = dataclasses.field(default_factory=list)

    copy = copier(Nested)
    assert copy is not None
    nested = Nested([[3, 1], []], {"b": [2], "a": []}, [[5]], [{"x": [1]}])
    other = copy(nested)
    assert look(other) == look(nested) and list(other.chains) == ["b", "a"]
    other.hands[0].append(9)
    other.chains["a"].append(9)
    assert other.later is not None
    other.later[0].append(9)
    other.rows[0]["x"].append(9)
    assert nested == Nested([[3, 1], []], {"b": [2], "a": []}, [[5]], [{"x": [1]}])
    assert copy(Nested([], {})).later is None
