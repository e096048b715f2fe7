"""A record class made by :func:`frozen_record` answers exactly as one made by ``dataclass(frozen=True)`` and given
the fast constructor (:func:`fast_init`), as records were made before."""

from __future__ import annotations

import dataclasses
import inspect
import re
import typing
from typing import Any

import pytest

from companion.core import records
from companion.core.record_classes import fast_init, field_hints, frozen_record
from companion.core.records import Action, Event
from companion.registry import names, spec


def _shapes() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """Record bodies to make both ways: fields plain, with defaults, a factory, a docstring or none."""
    return [
        ("Bid", {"type": "bid", "__doc__": "A bid."}, {"player": "int", "amount": "int"}),
        ("Undocumented", {"type": "undocumented"}, {"player": "int", "note": "str | None"}),
        ("Empty", {"type": "empty", "__doc__": None}, {}),
        (
            "Defaults",
            {"type": "defaults", "tiles": (), "note": None},
            {"tiles": "tuple[str, ...]", "note": "str | None"},
        ),
        (
            "Factory",
            {"type": "factory", "shares": dataclasses.field(default_factory=dict)},
            {"shares": "dict[str, int]"},
        ),
    ]


def _make(name: str, body: dict[str, Any], annotations: dict[str, str], base: type) -> type:
    return type(name, (base,), {**body, "__annotations__": dict(annotations), "__module__": __name__})


def _hints(cls: type) -> dict[str, Any]:
    """``typing.get_type_hints`` of the record's fields (its tag and template are class variables)."""
    hints = typing.get_type_hints(cls)
    return {field.name: hints[field.name] for field in dataclasses.fields(cls)}


def _answers(cls: type, **values: Any) -> dict[str, Any]:
    record = cls(**values)
    same = cls(**values)
    answers: dict[str, Any] = {
        "doc": cls.__doc__,
        "signature": re.sub(r" at 0x[0-9a-f]+", "", str(inspect.signature(cls))),  # a factory's own sentinel
        "match_args": cls.__match_args__,  # type: ignore[attr-defined]
        "fields": [(f.name, f.type, f.default, f.init, f.kw_only) for f in dataclasses.fields(cls)],
        "frozen": cls.__dataclass_params__.frozen,  # type: ignore[attr-defined]
        "repr": repr(record),
        "equal": record == same,
        "unequal": record == "other",
        "hash": hash(record),
        "replace": dataclasses.replace(record) == record,
        "asdict": dataclasses.asdict(record),
        "methods": [getattr(cls, m).__qualname__ for m in ("__init__", "__repr__", "__eq__", "__hash__")],
    }
    with pytest.raises(dataclasses.FrozenInstanceError) as assigned:
        record.player = 3
    with pytest.raises(dataclasses.FrozenInstanceError) as deleted:
        del record.player
    return {**answers, "refusals": (str(assigned.value), str(deleted.value))}


@pytest.mark.parametrize("shape", _shapes(), ids=lambda shape: shape[0])
@pytest.mark.parametrize("base", [Action, Event])
def test_made_as_the_dataclass_makes_it(shape: tuple[str, dict[str, Any], dict[str, str]], base: type) -> None:
    name, body, annotations = shape
    ours = frozen_record(_make(name, body, annotations, base))
    theirs: type = dataclasses.dataclass(frozen=True)(_make(name, body, annotations, base))
    fast_init(theirs)
    values = {field: 1 for field in annotations}
    assert _answers(ours, **values) == _answers(theirs, **values)
    assert field_hints(ours) == field_hints(theirs) == _hints(theirs)


def test_a_subclass_of_a_record_stays_frozen_by_the_bases_fields() -> None:
    base = frozen_record(_make("Placed", {"type": "placed"}, {"player": "int", "tile": "str"}, Event))
    child = type("Echo", (base,), {"template": "x"})
    record = child(player=1, tile="5C")
    record.extra = 2  # not a field, and the class is not the one made frozen: allowed, as a dataclass allows it
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'tile'"):
        record.tile = "6C"
    assert record == child(player=1, tile="5C") and record != base(player=1, tile="5C")


def test_what_the_closures_do_not_cover_is_left_to_the_dataclass() -> None:
    def checked(self: Any) -> None:
        object.__setattr__(self, "seen", True)

    made = frozen_record(_make("Checked", {"type": "checked", "__post_init__": checked}, {"player": "int"}, Action))
    assert made(player=1).seen is True


@pytest.mark.parametrize("game", names())
def test_every_game_record_reads_its_hints_as_get_type_hints(game: str) -> None:
    engine = spec(game).game
    for codec in (engine.actions, engine.events):
        for tag in codec.types:
            cls = codec.cls(tag)
            assert field_hints(cls) == _hints(cls), (game, tag)
            assert records.Codec("x").register(cls) is cls
