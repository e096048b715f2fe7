"""Fuzz every engine with random, mostly illegal actions between legal moves.

For each registered game the actions are generated from its own codec: every
action type, each field drawn from its type hint with hostile values (wrong
seats, negative and huge numbers, unknown tiles/chains/lots/colours, empty
strings, empty and oversized collections) mixed with the values the game's
own legal moves use, so many attempts are *nearly* legal. The contract says:

- ``apply`` raises only ``RuleViolation`` (with a code and a message);
- a refused action changes nothing: the public JSON view and a deep
  fingerprint of the whole state are the same before and after;
- an accepted action is one ``legal_actions`` offered, and the invariants hold.
"""

from __future__ import annotations

import types
import typing
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import ChanceSource, CodecError, RuleViolation, is_legal
from companion.games import get

from .helpers import GAMES, fingerprint, view, vocabulary

HOSTILE_INTS = [-(2**63), -(10**9), -1, 0, 1, 2, 3, 5, 6, 7, 8, 12, 99, 10**6, 2**31, 2**64, 10**30]
HOSTILE_STRS = ["", " ", "0A", "13C", "5Z", "ZZ", "nowhere", "L99", "purple", "None", "é", "5c", "\x00", "x" * 300]


def values_for(hint: Any, words: tuple[str, ...], depth: int = 0) -> st.SearchStrategy[Any]:
    """Hostile-but-well-typed JSON values for one field's type hint."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        return st.one_of(st.sampled_from(HOSTILE_INTS), st.integers(-3, 40), st.integers())
    if hint is str:
        known = st.sampled_from(words) if words else st.nothing()
        return st.one_of(known, known, st.sampled_from(HOSTILE_STRS), st.text(max_size=6))
    if hint is bool:
        return st.booleans()
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        return st.one_of(st.none(), *(values_for(a, words, depth) for a in inner))
    if origin is tuple:
        return st.lists(values_for(args[0], words, depth + 1), max_size=6 if depth else 20)
    if origin is dict:
        return st.dictionaries(values_for(args[0], words, depth + 1), values_for(args[1], words, depth + 1), max_size=5)
    raise TypeError(f"no fuzz values for {hint!r}")


def raw_actions(name: str) -> st.SearchStrategy[dict[str, Any]]:
    """JSON objects of every action type of ``name``, fields from their hints (sometimes one left out)."""
    game = get(name)
    words = vocabulary(name)
    per_type = []
    for tag in game.actions.types:
        cls = game.actions.cls(tag)
        hints = typing.get_type_hints(cls)
        fields = {f: values_for(hints[f], words) for f in cls.__dataclass_fields__}
        whole = st.fixed_dictionaries({"type": st.just(tag), **fields})
        per_type += [whole, whole, whole, st.fixed_dictionaries({"type": st.just(tag)}, optional=fields)]
    return st.one_of(*per_type, st.just({}), st.builds(lambda t: {"type": t}, st.sampled_from(game.actions.types)))


STRATEGIES = {name: raw_actions(name) for name in GAMES}


def mutant(game: Any, state: Any, chance: ChanceSource) -> st.SearchStrategy[dict[str, Any]]:
    """A legal action with one field replaced by a hostile value of the same type: nearly legal."""
    legal = game.actions.encode(game.choose_random(state, chance))
    cls = game.actions.cls(legal["type"])
    hints = typing.get_type_hints(cls)
    keys = [key for key in legal if key != "type"]
    if not keys:
        return st.just(legal)
    words = vocabulary(game.name)
    return st.sampled_from(keys).flatmap(
        lambda key: values_for(hints[key], words).map(lambda value: {**legal, key: value})
    )


SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large]}
POSITION = {
    "seed": st.integers(0, 2**32 - 1),
    "players": st.integers(2, 6),
    "steps": st.integers(0, 400),
    "data": st.data(),
}


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=200, **SETTINGS)
@given(**POSITION)
def test_only_rule_violations_and_refusals_change_nothing(
    name: str, seed: int, players: int, steps: int, data: st.DataObject
) -> None:
    fuzz(name, seed, players, steps, data)


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=1500, **SETTINGS)
@given(**POSITION)
def test_long_fuzz(name: str, seed: int, players: int, steps: int, data: st.DataObject) -> None:
    fuzz(name, seed, players, steps, data)


def fuzz(name: str, seed: int, players: int, steps: int, data: st.DataObject) -> None:
    """Play ``steps`` random legal moves, then up to 25 attempts: legal moves, near misses and raw garbage."""
    game = get(name)
    players = max(game.min_players, min(players, game.max_players))
    chance = ChanceSource(seed)
    config = game.prepare_config(game.random_config(players, chance))
    state = game.new_game(config)
    for _ in range(steps):
        if game.prompt(state).over:
            break
        game.apply(state, game.choose_random(state, chance))
    attempts = data.draw(
        st.lists(st.sampled_from(["legal", "mutant", "raw", "raw"]), min_size=1, max_size=25), label="attempts"
    )
    for kind in attempts:
        if kind == "legal":
            if not game.prompt(state).over:
                game.apply(state, game.choose_random(state, chance))
                game.check_invariants(state)
            continue
        raw = data.draw(
            STRATEGIES[name] if kind == "raw" or game.prompt(state).over else mutant(game, state, chance), label=kind
        )
        try:
            action = game.actions.decode(raw)
        except CodecError:
            continue  # the codec refuses it before any engine sees it: that is the journal's answer
        before_view, before_deep = view(game, state), fingerprint(state)
        legal = is_legal(action, game.legal_actions(state))
        try:
            game.apply(state, action)
        except RuleViolation as refused:
            assert refused.code and str(refused), f"refusal without code or message: {refused!r}"
            assert view(game, state) == before_view, f"{name}: refused {action} changed the JSON view"
            assert fingerprint(state) == before_deep, f"{name}: refused {action} changed the state"
            assert not legal, f"{name}: legal action refused: {action}: {refused}"
        else:
            assert legal, f"{name}: accepted an action legal_actions does not offer: {action}"
        game.check_invariants(state)
