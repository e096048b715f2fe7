"""Copying a game's state field by field, as its declared types say: an undo checkpoint at a fraction of pickle's cost.

The history saves the state every few actions and restores it on an undo
(:mod:`companion.core.history`). Through pickle, each of those costs about
three typical actions (a save and a restore of its state: 124,000 and
129,000 instructions), most of it pickle walking values that cannot change.
A state's dataclass already says what each field holds, so the copy is
planned once per state class from its type hints:

- a text, a number, a bool, None, and tuples, frozensets and named tuples of
  those are shared (nothing can change them);
- a ``list``, ``dict`` or ``set`` is copied, and so is what it holds unless
  that is shared (``list[str]`` is one ``list.copy``, ``dict[str, list[int]]``
  copies each list);
- a class with its own ``copy`` method (the kit's ledger, holdings, auction,
  offer round and secret choices, written for these snapshots) is copied by it;
- any other dataclass with slots (a merger under way) is copied field
  by field the same way.

Anything else (``Any``, a frozen dataclass holding a dict, a protocol, a class
with neither slots nor a ``copy``) makes the whole state unplanned: the game
then saves its states through pickle as before. The copying function of a
state class is compiled once (one assignment per field), as the records'
constructors are. ``tests/core/test_state_copy.py`` plays every game and
checks at every step that a copy equals the state and stays as it was while
the original plays on.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar, Union

Copy = Callable[[Any], Any]

_SHARED_TYPES = frozenset({int, float, str, bool, bytes, type(None)})
"""Values nothing can change: a copy holds the very same object."""


class _Unplanned(Exception):
    """A declared type this module cannot copy by itself: the state keeps pickle."""


def _plan(hint: Any, seen: frozenset[Any]) -> Copy | None:
    """How a value declared ``hint`` is copied; None if it is shared as it is."""
    if hint in _SHARED_TYPES:
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal:
        return None
    if origin in (Union, types.UnionType):
        plans = [_plan(arg, seen) for arg in args if arg is not type(None)]
        if all(plan is None for plan in plans):
            return None
        if len(plans) != 1:  # two kinds of mutable value in one field: which copy is not known
            raise _Unplanned(hint)
        inner = plans[0]
        assert inner is not None
        return _Optional(inner)
    if origin in (tuple, frozenset):
        if any(_plan(arg, seen) is not None for arg in args if arg is not Ellipsis):
            raise _Unplanned(hint)  # a tuple of lists: not a state's shape
        return None
    if origin is list:
        item = _plan(args[0], seen) if args else _unplanned(hint)
        return list.copy if item is None else _Each(item)
    if origin is set:
        if not args or _plan(args[0], seen) is not None:
            raise _Unplanned(hint)
        return set.copy
    if origin is dict:
        if not args or _plan(args[0], seen) is not None:
            raise _Unplanned(hint)
        entry = _plan(args[1], seen)
        if entry is None:
            return dict.copy
        return _Entries(entry)
    if isinstance(origin, type):  # a generic class given its parameters: SecretChoices[str]
        return _class_plan(origin, dict(zip(getattr(origin, "__parameters__", ()), args, strict=False)), seen)
    if isinstance(hint, type):
        return _class_plan(hint, {}, seen)
    raise _Unplanned(hint)


class _Optional:
    """The copy of a value or None: written inline by :func:`_compiled` (``None`` needs no call)."""

    __slots__ = ("inner",)

    def __init__(self, inner: Copy) -> None:
        self.inner = inner

    def __call__(self, value: Any) -> Any:
        return None if value is None else self.inner(value)


class _Each:
    """The copy of a list whose items are copied (``list[list[int]]``): one ``map``, the loop in C.

    Written inline by :func:`_compiled` (no call of this object's own); called as it is when nested.
    """

    __slots__ = ("item",)

    def __init__(self, item: Copy) -> None:
        self.item = item

    def __call__(self, value: Any) -> Any:
        return list(map(self.item, value))


class _Entries:
    """The copy of a dict whose values are copied (``dict[str, list[int]]``).

    Written inline by :func:`_compiled` as keys and copied values zipped in C, without ``zip``'s ``strict``:
    a keyword argument takes a slower call, and a dict's keys and values are the same length; called as it is
    when nested.
    """

    __slots__ = ("entry",)

    def __init__(self, entry: Copy) -> None:
        self.entry = entry

    def __call__(self, value: Any) -> Any:
        entry = self.entry
        return {key: entry(part) for key, part in value.items()}


def _unplanned(hint: Any) -> Any:
    raise _Unplanned(hint)


def _class_plan(cls: type, parameters: dict[Any, Any], seen: frozenset[Any]) -> Copy | None:
    """How an instance of ``cls`` is copied (``parameters``: its type variables' values); None: shared."""
    if issubclass(cls, enum.Enum):
        return None
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):  # a named tuple: shared if what it holds is
        if any(_plan(hint, seen) is not None for hint in typing.get_type_hints(cls).values()):
            raise _Unplanned(cls)
        return None
    own_copy = next((base.__dict__["copy"] for base in cls.__mro__[:-1] if "copy" in base.__dict__), None)
    if own_copy is not None and cls.__module__ != "builtins":
        return typing.cast(Copy, own_copy)  # the class's own snapshot copy
    if not dataclasses.is_dataclass(cls) or cls in seen:
        raise _Unplanned(cls)
    if cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]  # every dataclass has its parameters
        if any(_field_plan(cls, field, parameters, seen) is not None for field in dataclasses.fields(cls)):
            raise _Unplanned(cls)  # a frozen record holding a dict: the dict may still change
        return None
    return _compiled(cls, parameters, seen | {cls}, ())


def _field_plan(
    cls: type, field: dataclasses.Field[Any], parameters: dict[Any, Any], seen: frozenset[Any]
) -> Copy | None:
    hint = _hints(cls)[field.name]
    if isinstance(hint, TypeVar):
        if hint not in parameters:
            raise _Unplanned(hint)
        hint = parameters[hint]
    elif getattr(hint, "__parameters__", ()):
        if not all(parameter in parameters for parameter in hint.__parameters__):
            raise _Unplanned(hint)
        hint = hint[tuple(parameters[parameter] for parameter in hint.__parameters__)]
    return _plan(hint, seen)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    found = _HINTS.get(cls)
    if found is None:
        found = _HINTS[cls] = typing.get_type_hints(cls)
    return found


def _compiled(cls: type, parameters: dict[Any, Any], seen: frozenset[Any], shared: tuple[str, ...]) -> Copy:
    """A function copying a dataclass with slots: one line per field (``shared`` fields kept as they are)."""
    if cls.__dictoffset__ or set(_slots(cls)) != {field.name for field in dataclasses.fields(cls)}:
        raise _Unplanned(cls)  # attributes beyond its fields: a field-by-field copy would miss them
    scope: dict[str, Any] = {"new": object.__new__, "cls": cls}
    lines = ["def copy(value):", "    other = new(cls)"]
    for index, field in enumerate(dataclasses.fields(cls)):
        plan = None if field.name in shared else _field_plan(cls, field, parameters, seen)
        if plan is None:
            lines.append(f"    other.{field.name} = value.{field.name}")
        elif isinstance(plan, _Optional):
            scope[f"copy{index}"] = plan.inner
            kept = f"value.{field.name}"
            lines.append(f"    other.{field.name} = None if {kept} is None else copy{index}({kept})")
        elif isinstance(plan, _Each):
            scope[f"copy{index}"] = plan.item
            lines.append(f"    other.{field.name} = list(map(copy{index}, value.{field.name}))")
        elif isinstance(plan, _Entries):
            scope[f"copy{index}"] = plan.entry
            lines += [
                f"    kept = value.{field.name}",
                f"    other.{field.name} = dict(zip(kept, map(copy{index}, kept.values())))",
            ]
        else:
            scope[f"copy{index}"] = plan
            lines.append(f"    other.{field.name} = copy{index}(value.{field.name})")
    lines.append("    return other")
    exec("\n".join(lines), scope)  # noqa: S102 - built above from a dataclass's own field names
    return typing.cast(Copy, scope["copy"])


def _slots(cls: type) -> list[str]:
    names: list[str] = []
    for base in cls.__mro__[:-1]:
        slots = base.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else [name for name in slots if name != "__weakref__"]
    return names


_COPIERS: dict[tuple[type, tuple[str, ...]], Copy | None] = {}


def copier(kind: type, unchanging: tuple[str, ...] = ()) -> Copy | None:
    """A function that copies a state of dataclass ``kind`` (its ``unchanging`` fields shared), or None when a
    field's declared type is one this module cannot copy (the state is then saved through pickle)."""
    key = (kind, unchanging)
    if key not in _COPIERS:
        names = {field.name for field in dataclasses.fields(kind)} if dataclasses.is_dataclass(kind) else set()
        if dataclasses.is_dataclass(kind) and not names.issuperset(unchanging):
            missing = sorted(set(unchanging) - names)[0]
            raise TypeError(f"{kind.__name__} has no field {missing!r} to keep unchanged")
        try:
            if not dataclasses.is_dataclass(kind) or kind.__dataclass_params__.frozen:  # type: ignore[attr-defined]  # set on every dataclass
                raise _Unplanned(kind)
            _COPIERS[key] = _compiled(kind, {}, frozenset({kind}), unchanging)
        except (_Unplanned, TypeError, NameError):  # NameError: a hint naming what its module does not hold
            _COPIERS[key] = None
    return _COPIERS[key]
