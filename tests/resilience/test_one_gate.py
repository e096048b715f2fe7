"""One gate for every input: a code-built action reaches an engine only as the journal will read it back.

Phones, scanners, serial lines and bots build action objects in code, not
from JSON. Before the gate, an engine trusted such an object's field types:
Steam Barons acknowledged ``Pass(player=2.0)`` and journaled it as
``{"type":"pass","player":2.0}``, which replay then refused, so salvage lost
that move and everything after it; ``Buy(player=True, count=1)`` moved shares
and money, was refused, and left a state whose next prompt raised. Now
:meth:`Table.submit` passes every action through :meth:`Table.admit` (the
journal codec's own checks on the very line the journal writes).

The property: whatever a caller builds, ``submit`` answers with a rule
error (:class:`MalformedAction` for what the codec refuses) or applies a
legal action; a refusal changes neither the state nor the journal; and the
journal on disk replays to the same game.
"""

from __future__ import annotations

import math
import typing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import ActionRange, ActionSet, ChanceSource, RuleViolation, Table
from companion.core.errors import MalformedAction, NoSuchSeat
from companion.core.journal import read as load
from companion.games import get

from .helpers import GAMES, fingerprint, view, vocabulary
from .test_fuzz_engines import SETTINGS, values_for


class Name(str):
    """A str subclass: still a string, so the codec lets it through as one."""


def deep(levels: int) -> list[Any]:
    nested: list[Any] = []
    for _ in range(levels):
        nested = [nested]
    return nested


class Made:
    """A value made only when drawn, with a short repr: Hypothesis prints what it draws, and neither a
    5,000-digit number nor a list nested 2,000 deep can be printed."""

    def __init__(self, label: str, make: Any) -> None:
        self.label, self.make = label, make

    def __repr__(self) -> str:
        return self.label


HUGE = Made("10**5000", lambda: 10**5000)
DEEP = Made("deep(2000)", lambda: deep(2000))


def made(values: list[Any]) -> st.SearchStrategy[Any]:
    return st.sampled_from(values).map(lambda v: v.make() if isinstance(v, Made) else v)


#: Values of the wrong Python type for each JSON kind a field can have, as code may build them.
WRONG_INT = [True, False, 2.0, 1.0, 0.0, 1.5, math.nan, math.inf, "1", "two", None, [1], (1,), {1}, b"1", HUGE]
WRONG_STR = [1, 0, 2.5, True, None, ["5C"], ("5C",), b"5C", {"a": 1}, "\ud800", "x\udfff"]
WRONG_BOOL = [1, 0, "true", None, 1.0]
WRONG_ANY = [object(), {1, 2}, DEEP, math.nan]


def wrong_values(hint: Any) -> st.SearchStrategy[Any]:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        return made(WRONG_INT + WRONG_ANY)
    if hint is str:
        return made(WRONG_STR + WRONG_ANY)
    if hint is bool:
        return made(WRONG_BOOL + WRONG_ANY)
    if origin in (typing.Union, __import__("types").UnionType):
        inner = [a for a in args if a is not type(None)]
        return st.one_of(*(wrong_values(a) for a in inner))
    if origin is tuple:
        return st.one_of(
            made(["5C", 5, {1, 2}, None, DEEP]),
            st.lists(wrong_values(args[0]), min_size=1, max_size=3),
            st.lists(wrong_values(args[0]), min_size=1, max_size=3).map(tuple),
        )
    if origin is dict:
        return st.one_of(
            st.sampled_from([[], "x", None, {(1, 2): 1}]),
            st.dictionaries(
                st.sampled_from([1, 0, 2.5, True, None, b"x", (1, 2), math.nan]), st.integers(), min_size=1, max_size=2
            ),
            st.dictionaries(st.text(max_size=3), wrong_values(args[1]), min_size=1, max_size=2),
        )
    raise TypeError(f"no wrong values for {hint!r}")


def code_built(game: Any, table: Table[Any], chance: ChanceSource) -> st.SearchStrategy[Any]:
    """An action object built in code: a legal one with one field of the wrong type (nearly legal, the
    dangerous case), one with a well-typed hostile value, any action type filled with wrong types, or
    something that is no action at all."""
    legal = table.choose_random(chance) if not table.over else None
    words = vocabulary(game.name)
    choices: list[st.SearchStrategy[Any]] = [
        st.sampled_from(["pass", 42, None, {"type": 3}, {"type": "pass", "player": 2.0}, object()])
    ]
    if legal is not None:
        cls = type(legal)
        hints = typing.get_type_hints(cls)
        keys = [k for k in cls.__dataclass_fields__]
        if keys:
            fields = {k: getattr(legal, k) for k in keys}
            choices.append(
                st.sampled_from(keys).flatmap(
                    lambda key: wrong_values(hints[key]).map(lambda value: cls(**{**fields, key: value}))
                )
            )
            choices.append(
                st.sampled_from(keys).flatmap(
                    lambda key: values_for(hints[key], words).map(lambda value: cls(**{**fields, key: value}))
                )
            )
            choices.append(st.just(cls(**{**fields, keys[0]: Name(str(fields[keys[0]]))})))
    for tag in game.actions.types:
        kind = game.actions.cls(tag)
        kind_hints = typing.get_type_hints(kind)
        if kind.__dataclass_fields__:
            wrong = st.fixed_dictionaries({k: wrong_values(kind_hints[k]) for k in kind.__dataclass_fields__})
            choices.append(wrong.map(lambda values, kind=kind: kind(**values)))
    return st.one_of(*choices)


def journal_bytes(path: Path) -> bytes:
    return path.read_bytes()


def gate(name: str, seed: int, players: int, steps: int, data: st.DataObject, tmp_path: Path) -> None:
    game = get(name)
    players = max(game.min_players, min(players, game.max_players))
    chance = ChanceSource(seed)
    path = tmp_path / f"{name}-{seed}-{players}-{steps}.jsonl"
    path.unlink(missing_ok=True)
    table = Table.new(game, game.random_config(players, chance), created="t", path=path, durable=False)
    try:
        for _ in range(steps):
            if table.over:
                break
            table.submit(table.choose_random(chance))
        attempts = data.draw(st.integers(1, 12), label="attempts")
        for _ in range(attempts):
            if data.draw(st.integers(0, 3), label="legal first") == 0 and not table.over:
                table.submit(table.choose_random(chance))
            action = data.draw(code_built(game, table, chance), label="action")
            before_state, before_view, before_file = (
                fingerprint(table.state),
                view(game, table.state),
                path.read_bytes(),
            )
            try:
                table.submit(action)
            except RuleViolation as refused:
                assert refused.code and str(refused), refused
                assert fingerprint(table.state) == before_state, f"{name}: refused {action!r} changed the state"
                assert view(game, table.state) == before_view
                assert path.read_bytes() == before_file, f"{name}: refused {action!r} reached the journal"
                table.prompt()  # still answers
            else:
                assert path.read_bytes() != before_file
        game.check_invariants(table.state)
        # What was acknowledged is exactly what replays.
        again = Table.resume(game, load(path), path=None)
        assert view(game, again.state) == view(game, table.state)
        assert [s.action for s in again.steps] == [s.action for s in table.steps]
    finally:
        table.close()


POSITION = {
    "seed": st.integers(0, 2**32 - 1),
    "players": st.integers(2, 6),
    "steps": st.integers(0, 250),
    "data": st.data(),
}


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=60, **SETTINGS)
@given(**POSITION)
def test_code_built_actions_are_refused_or_replay(
    name: str, seed: int, players: int, steps: int, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    gate(name, seed, players, steps, data, tmp_path_factory.mktemp("gate"))


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=300, **SETTINGS)
@given(**POSITION)
def test_long_gate(
    name: str, seed: int, players: int, steps: int, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    gate(name, seed, players, steps, data, tmp_path_factory.mktemp("gate"))


# -- the cases found by the independent attack, each as it was reported --------------------------


def table_at(name: str, tmp_path: Path, wanted: str, players: int = 3, seed: int = 5) -> tuple[Table[Any], Any]:
    """A table whose current legal actions include one of type ``wanted``, and that action."""
    game = get(name)
    for attempt in range(40):
        chance = ChanceSource(seed + attempt)
        path = tmp_path / f"{name}-{attempt}.jsonl"
        table = Table.new(game, game.random_config(players, chance), created="t", path=path, durable=False)
        for _ in range(600):
            if table.over:
                break
            for choice in table.legal_actions():
                if getattr(choice, "type", None) == wanted:
                    if isinstance(choice, ActionRange):
                        return table, choice.make(choice.high)
                    if isinstance(choice, ActionSet):
                        return table, choice.sample(chance)
                    return table, choice
            table.submit(table.choose_random(chance))
        table.close()
    raise AssertionError(f"{name}: no {wanted} offered in 40 games")


def refused_cleanly(table: Table[Any], action: Any, error: type[RuleViolation] = MalformedAction) -> RuleViolation:
    path = Path(table.writer.path) if table.writer is not None else None
    before, journal = fingerprint(table.state), path.read_bytes() if path else b""
    with pytest.raises(error) as refused:
        table.submit(action)
    assert fingerprint(table.state) == before
    assert (path.read_bytes() if path else b"") == journal
    table.prompt()
    if path is not None:
        Table.resume(table.game, load(path), path=None)
    return refused.value


@pytest.mark.parametrize("seat", [2.0, True, False])
def test_steam_barons_pass_with_a_seat_that_is_no_integer_is_refused(tmp_path: Path, seat: Any) -> None:
    table, legal = table_at("steam_barons", tmp_path, "pass")
    refused = refused_cleanly(table, type(legal)(player=seat))
    assert "player" in str(refused) and "integer" in str(refused)


def test_steam_barons_buy_by_seat_true_moves_nothing(tmp_path: Path) -> None:
    table, legal = table_at("steam_barons", tmp_path, "buy")
    refused_cleanly(table, type(legal)(**{**legal.__dict__, "player": True}))


def test_steam_barons_bid_by_seat_one_point_nought(tmp_path: Path) -> None:
    table, legal = table_at("steam_barons", tmp_path, "bid")
    refused_cleanly(table, type(legal)(**{**legal.__dict__, "player": 1.0}))


def test_mad_market_bid_of_a_text_amount(tmp_path: Path) -> None:
    table, legal = table_at("mad_market", tmp_path, "bid")
    refused_cleanly(table, type(legal)(**{**legal.__dict__, "amount": "5"}))


def test_mad_market_sell_company_of_a_list(tmp_path: Path) -> None:
    table, legal = table_at("mad_market", tmp_path, "sell_company")
    refused = refused_cleanly(table, type(legal)(**{**legal.__dict__, "company": ["Logistics"]}))
    assert "company" in str(refused)


def test_acquire_found_chain_by_no_seat(tmp_path: Path) -> None:
    table, legal = table_at("acquire", tmp_path, "found_chain")
    refused_cleanly(table, type(legal)(**{**legal.__dict__, "player": None}))


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_the_table_does_not_have_is_one_sentence_for_every_game(name: str, tmp_path: Path) -> None:
    game = get(name)
    table = Table.new(
        game, game.random_config(3, ChanceSource(1)), created="t", path=tmp_path / "g.jsonl", durable=False
    )
    chance = ChanceSource(2)
    legal = table.choose_random(chance)
    while not hasattr(legal, "player"):  # chance first (an order drawn, a layout): play on to a seat's move
        table.submit(legal)
        legal = table.choose_random(chance)
    refused = refused_cleanly(table, type(legal)(**{**legal.__dict__, "player": 7}), NoSuchSeat)
    assert str(refused) == "There is no seat 7 at this table (seats 0 to 2)."


def seated_choice(table: Table[Any], chance: ChanceSource) -> Any:
    """A legal action of a seat's, as a front-end would build it, or None."""
    for choice in table.legal_actions():
        if isinstance(choice, ActionRange):
            choice = choice.make(choice.high)
        elif isinstance(choice, ActionSet):
            choice = choice.sample(chance)
        if isinstance(getattr(choice, "player", None), int):
            return choice
    return None


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seat", [3, 7, -1])
def test_a_seat_the_table_does_not_have_is_refused_after_seats_have_played(
    name: str, seat: int, tmp_path: Path
) -> None:
    """The gate's usual case (a record of a type seen before, its seats counted) refuses as the whole gate does,
    also after an undo has put another state object in place."""
    game, chance = get(name), ChanceSource(4)
    table = Table.new(game, game.random_config(3, chance), created="t", path=tmp_path / "g.jsonl", durable=False)
    while sum(isinstance(getattr(step.action, "player", None), int) for step in table.steps) < 3:
        table.submit(table.choose_random(chance))  # seats have played: the gate has counted them
    for undo in (False, True):
        if undo:
            table.undo()
        legal = seated_choice(table, chance)
        while legal is None:
            table.submit(table.choose_random(chance))
            legal = seated_choice(table, chance)
        table.submit(legal)  # accepted through the usual case
        table.undo()
        stray = type(legal)(**{**legal.__dict__, "player": seat})
        refused = refused_cleanly(table, stray, NoSuchSeat)
        assert str(refused) == f"There is no seat {seat} at this table (seats 0 to 2)."


def test_an_accepted_code_built_action_is_journaled_as_it_replays(tmp_path: Path) -> None:
    """A str subclass or a list where the record says tuple is normalised: the record applied is the decoded one."""
    table, legal = table_at("acquire", tmp_path, "place_tile")
    odd = type(legal)(**{**legal.__dict__, "tile": Name(legal.tile)})
    table.submit(odd)
    applied = table.steps[-1].action
    assert applied == legal and type(applied.tile) is str
