"""Making a record class a frozen dataclass cheaply, and reading its fields' type hints cheaply.

Every game defines a few dozen actions and events, and the companion makes them
all at start-up, before its first frame. They are made by
:mod:`companion.data_classes` (the same classes ``dataclass(frozen=True)`` makes,
compiling only the constructor, once per text), and every record, however it
was made, gets the constructor that fills its ``__dict__`` directly
(:func:`fast_init`), which engines need fast.

The fields' type hints are read as :func:`typing.get_type_hints` would, but
each annotation's text is compiled once for all classes (``"int"`` is in nearly
every record) and evaluated in the class's own module.
"""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from typing import Any, TypeVar

from companion import data_classes
from companion.data_classes import dataclass

C = TypeVar("C", bound=type)


def frozen_record(cls: C) -> C:
    """``cls`` made a frozen dataclass, as ``dataclasses.dataclass(frozen=True)(cls)`` would make it.

    :mod:`companion.data_classes` makes it (closures, and a constructor compiled once per text); a record it
    leaves to the standard decorator still gets the fast constructor.
    """
    made = dataclass(frozen=True)(cls)
    fast_init(made)
    return made


filled: dict[type, Any] = {}
"""Each record class given :func:`fast_init`'s constructor, with that constructor: an instance of such a class
made by ``object.__new__`` whose ``__dict__`` is then given every field in order is the very instance the
constructor makes (a journal's compiled readers build records so, without the constructor's call)."""


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
    if "__slots__" in cls.__dict__:
        return  # no __dict__ to fill: the constructor made with the slots stays
    init = data_classes.constructor(cls, fields, frozen=True)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]  # the faster constructor, same signature, replaces the dataclass's
    filled[cls] = init


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
