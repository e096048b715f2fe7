"""Making a record class a frozen dataclass cheaply: the same class ``dataclass(frozen=True)`` makes, at a fraction
of the cost.

Every game defines a few dozen actions and events, and the companion makes them
all at start-up, before its first frame. ``dataclasses.dataclass(frozen=True)``
writes six methods as source text and compiles each (``exec``): about three
milliseconds a class on a desktop, ten times that on a Pi, most of it the
compiler. Here the dataclass machinery only collects the fields (``init``,
``repr`` and ``eq`` off, so it compiles nothing); the methods compiled for
every class alike (``__repr__``, ``__eq__``, ``__hash__``, the frozen
``__setattr__`` and ``__delattr__``) are closures over the class's field names,
and only the constructor is compiled, by :func:`fast_init`, which engines need
fast. The class then answers exactly as a frozen dataclass does:
``dataclasses.fields``, ``replace``, ``asdict``, equality and hashing by fields,
the same ``repr``, ``FrozenInstanceError`` on assignment, the same ``__doc__``
and ``__match_args__``.

A class using what these closures do not cover (a ``__post_init__``,
``field(...)`` options, ``InitVar``, keyword-only fields, a dataclass base, its
own ``__setattr__``) is made by ``dataclass(frozen=True)`` itself.

The fields' type hints are read as :func:`typing.get_type_hints` would, but
each annotation's text is compiled once for all classes (``"int"`` is in nearly
every record) and evaluated in the class's own module.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
import types
import typing
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar

C = TypeVar("C", bound=type)


@dataclasses.dataclass(frozen=True)
class _Frozen:
    """Its ``__dataclass_params__`` are what ``dataclass(frozen=True)`` records, whatever the Python version."""


_FROZEN_PARAMS = _Frozen.__dataclass_params__  # type: ignore[attr-defined]  # set by the dataclass decorator


def frozen_record(cls: C) -> C:
    """``cls`` made a frozen dataclass, as ``dataclasses.dataclass(frozen=True)(cls)`` would make it."""
    if not _plain(cls):
        made = typing.cast(C, dataclasses.dataclass(frozen=True)(cls))
        fast_init(made)
        return made
    documented = bool(getattr(cls, "__doc__", None))
    if not documented:
        cls.__doc__ = "-"  # spares the dataclass writing one from the inherited constructor's signature
    dataclasses.dataclass(init=False, repr=False, eq=False)(cls)  # the fields and __match_args__; compiles nothing
    fields = dataclasses.fields(cls)
    names = tuple(field.name for field in fields)
    cls.__dataclass_params__ = _FROZEN_PARAMS  # type: ignore[attr-defined]  # as dataclass(frozen=True) leaves it
    fast_init(cls)
    own = cls.__dict__
    values = _values(names)
    if "__repr__" not in own:
        _method(cls, "__repr__", recursive_repr()(_repr(names)))
    if "__eq__" not in own:
        _method(cls, "__eq__", _eq(values))
    explicit_hash = own.get("__hash__", dataclasses.MISSING)
    if explicit_hash is dataclasses.MISSING or (explicit_hash is None and "__eq__" in own):
        _method(cls, "__hash__", _hash(values))
    _method(cls, "__setattr__", _setattr(cls, frozenset(names)))
    _method(cls, "__delattr__", _delattr(cls, frozenset(names)))
    if not documented:
        cls.__doc__ = cls.__name__ + "(" + ", ".join(map(_parameter, fields)) + ")"
    return cls


def _plain(cls: type) -> bool:
    """True when ``cls`` uses nothing beyond plain fields with defaults, so the closures make it exactly."""
    own = cls.__dict__
    if any(dataclasses.is_dataclass(base) for base in cls.__mro__[1:]) or hasattr(cls, "__post_init__"):
        return False
    if "__setattr__" in own or "__delattr__" in own or "__slots__" in own:
        return False
    if any(isinstance(value, dataclasses.Field) for value in own.values()):
        return False
    annotations = own.get("__annotations__", {})
    return not any("InitVar" in text or "KW_ONLY" in text for text in map(str, annotations.values()))


def _method(cls: type, name: str, function: Any) -> None:
    function.__qualname__ = f"{cls.__qualname__}.{name}"
    setattr(cls, name, function)


def _values(names: tuple[str, ...]) -> Any:
    """A record's field values as a tuple, the tuple the dataclass methods compare and hash."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda record: (one(record),)
    return lambda record: ()


def _repr(names: tuple[str, ...]) -> Any:
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _eq(values: Any) -> Any:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hash(values: Any) -> Any:
    def __hash__(self: Any) -> int:
        return hash(values(self))

    return __hash__


def _setattr(cls: type[Any], names: frozenset[str]) -> Any:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


def _delattr(cls: type[Any], names: frozenset[str]) -> Any:
    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


def _parameter(field: dataclasses.Field[Any]) -> str:
    """One parameter of the dataclass constructor's signature, as ``inspect.signature`` writes it in ``__doc__``."""
    text = f"{field.name}: {inspect.formatannotation(field.type)}"
    if field.default is not dataclasses.MISSING:
        return f"{text} = {field.default!r}"
    if field.default_factory is not dataclasses.MISSING:
        return f"{text} = <factory>"
    return text


_constructors: dict[str, types.CodeType] = {}
"""The constructors' source compiled once per text (``(self, player)`` is in many records)."""


def fast_init(cls: type) -> None:
    """Give a frozen record class a constructor that fills its ``__dict__`` directly.

    A frozen dataclass's own ``__init__`` sets each field through
    ``object.__setattr__`` (to get past the frozen ``__setattr__``), which makes
    building a record about four times slower than building a plain one; engines
    build several records per action (the action, its events), so random
    playouts spent a tenth of their time there. The constructor made here has
    the same signature (defaults included) and leaves the same instance; the
    class stays frozen. Classes using dataclass features beyond plain fields
    with defaults keep the dataclass's constructor.
    """
    fields = dataclasses.fields(cls)
    if hasattr(cls, "__post_init__") or any(not f.init or f.kw_only is True for f in fields):
        return
    params, body = ["self"], ["    d = self.__dict__"]
    scope: dict[str, Any] = {}
    for index, field in enumerate(fields):
        name = field.name
        if field.default_factory is not dataclasses.MISSING:
            scope[f"_factory{index}"] = field.default_factory
            scope[f"_missing{index}"] = object()
            params.append(f"{name}=_missing{index}")
            body.append(f"    d[{name!r}] = _factory{index}() if {name} is _missing{index} else {name}")
        elif field.default is not dataclasses.MISSING:
            scope[f"_default{index}"] = field.default
            params.append(f"{name}=_default{index}")
            body.append(f"    d[{name!r}] = {name}")
        else:
            params.append(name)
            body.append(f"    d[{name!r}] = {name}")
    source = f"def __init__({', '.join(params)}):\n" + "\n".join(body) + "\n"
    code = _constructors.get(source)
    if code is None:  # records with the same fields and defaults share the compiled text
        code = _constructors[source] = compile(source, "<string>", "exec")
    exec(code, scope)  # noqa: S102 - built from the class's own field names only
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]  # the faster constructor, same signature, replaces the dataclass's


_compiled: dict[str, types.CodeType] = {}
"""Each annotation's text compiled once, for every class that uses it."""


def field_hints(cls: type) -> dict[str, Any]:
    """The type hint of each of ``cls``'s dataclass fields, as ``typing.get_type_hints(cls)`` gives them.

    A field annotated with text (``from __future__ import annotations``) is
    evaluated in the module of the class that declared it, then that class's
    namespace, as ``get_type_hints`` does; an annotation naming a type by
    a string inside it (``tuple["Tile", ...]``) is left to ``get_type_hints``.
    """
    hints: dict[str, Any] = {}
    declared: dict[str, type] = {}
    for klass in reversed(cls.__mro__):
        for name in klass.__dict__.get("__annotations__", {}):
            declared[name] = klass
    for field in dataclasses.fields(cls):
        annotation = field.type
        if isinstance(annotation, str):
            owner = declared.get(field.name, cls)
            code = _compiled.get(annotation)
            if code is None:
                code = _compiled[annotation] = compile(annotation, "<annotation>", "eval")
            module = getattr(sys.modules.get(owner.__module__), "__dict__", {})
            try:
                # The module first, then the class's namespace: get_type_hints's order for a class.
                annotation = eval(code, dict(owner.__dict__), module)  # noqa: S307 - a class's own annotation
            except NameError:
                return typing.get_type_hints(cls)
        if annotation is None:
            annotation = type(None)
        if _holds_text(annotation):
            return typing.get_type_hints(cls)
        hints[field.name] = annotation
    return hints


def _holds_text(hint: Any) -> bool:
    """True when a hint names a type by a string somewhere inside it (``get_type_hints`` resolves those)."""
    if isinstance(hint, str | typing.ForwardRef):
        return True
    return any(_holds_text(arg) for arg in typing.get_args(hint))
