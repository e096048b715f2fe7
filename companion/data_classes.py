"""``dataclass``, the same classes as the standard library's, at a fraction of the start-up cost.

The companion declares about 140 dataclasses, 118 of them imported before
the first frame (decisions, commands, settings, the table's parts).
``dataclasses.dataclass`` writes each method (``__init__``, ``__repr__``,
``__eq__``, ``__hash__``, a frozen class's ``__setattr__`` and
``__delattr__``) as source text and compiles it: 2 to 3.5 million
instructions a class, about 300 million of a start-up, a quarter of a second
on a Pi. Here the standard machinery only collects the fields (with
``init``, ``repr`` and ``eq`` off it compiles nothing); ``__repr__``,
``__eq__``, ``__hash__`` and the frozen refusals are closures over the field
names, the same for every class; and only the constructor is compiled, once
per distinct text (``(self, seat)`` is in many classes), because a
constructor must stay as fast as the standard one.

The class answers as the standard library's does: ``dataclasses.fields``,
``replace``, ``asdict``, ``is_dataclass``, equality and hashing by fields in
order, the same ``repr``, ``FrozenInstanceError``, ``__match_args__``,
``__slots__`` (and pickling of a frozen slotted class), and methods a class
writes itself are kept. A class using anything else (a dataclass base, ``order``,
``kw_only``, ``field(init=False)``, ``InitVar``, its own ``__setattr__`` while
frozen, ...) is made by ``dataclasses.dataclass`` itself, which also gives the
standard errors for what it refuses. ``tests/test_data_classes.py`` compares
the two, feature by feature.
"""

from __future__ import annotations

import dataclasses
import itertools
import types
import typing
from collections.abc import Callable
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar, overload

C = TypeVar("C", bound=type)


def _params(params: Any, **changes: Any) -> Any:
    """A copy of ``__dataclass_params__`` with ``changes``, whatever fields the Python version's parameters hold."""
    made = object.__new__(type(params))
    for name in type(params).__slots__:
        setattr(made, name, changes.get(name, getattr(params, name)))
    return made


@overload
def dataclass(cls: C, /) -> C: ...


@overload
def dataclass(*, frozen: bool = False, slots: bool = False, **options: Any) -> Callable[[C], C]: ...


@typing.dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(cls: Any = None, /, *, frozen: bool = False, slots: bool = False, **options: Any) -> Any:
    """``dataclasses.dataclass`` with the same arguments, made cheaply where the class allows (see the module)."""

    def make(klass: C) -> C:
        if options or not _plain(klass, frozen):
            standard: Any = dataclasses.dataclass(frozen=frozen, slots=slots, **options)(klass)
            return typing.cast(C, standard)
        return _made(klass, frozen, slots)

    return make if cls is None else make(cls)


def _plain(cls: type, frozen: bool) -> bool:
    """True when ``cls`` uses nothing beyond fields with defaults (or factories), so the closures make it exactly."""
    own = cls.__dict__
    if any(_frozen(base) != frozen for base in cls.__mro__[1:] if dataclasses.is_dataclass(base)):
        return False  # the standard decorator refuses it, with its own message
    if frozen and ("__setattr__" in own or "__delattr__" in own):
        return False
    if "__slots__" in own:
        return False
    for value in own.values():
        if isinstance(value, dataclasses.Field) and (not value.init or value.kw_only is True):
            return False
    annotations = own.get("__annotations__", {})
    return not any("InitVar" in text or "KW_ONLY" in text for text in map(str, annotations.values()))


def _frozen(cls: type) -> bool:
    return bool(cls.__dict__.get("__dataclass_params__", _NOT_FROZEN).frozen)


class _NotFrozen:
    frozen = False


_NOT_FROZEN = _NotFrozen()


def _collect_fields(cls: type) -> None:
    """The fields and ``__match_args__`` by the standard machinery with ``init``, ``repr`` and ``eq`` off.

    That compiles nothing as long as it is not told ``frozen``; but it refuses a class that is not frozen
    over a frozen dataclass base, so a frozen base's parameters say "not frozen" while it looks.
    """
    frozen_bases = {base: base.__dict__["__dataclass_params__"] for base in cls.__mro__[1:] if _frozen(base)}
    for base, params in frozen_bases.items():
        setattr(base, "__dataclass_params__", _params(params, frozen=False))  # noqa: B010 - put back below
    try:
        dataclasses.dataclass(init=False, repr=False, eq=False)(cls)
    finally:
        for base, params in frozen_bases.items():
            setattr(base, "__dataclass_params__", params)  # noqa: B010 - as it was


def _made(cls: C, frozen: bool, slots: bool) -> C:
    documented = bool(cls.__dict__.get("__doc__"))
    if not documented:
        cls.__doc__ = "-"  # spares the dataclass writing one from the inherited constructor's signature
    _collect_fields(cls)
    collected = cls.__dict__["__dataclass_params__"]
    fields = dataclasses.fields(cls)
    names = tuple(field.name for field in fields)
    if slots:
        cls = _slotted(cls, names, frozen)
    cls.__dataclass_params__ = _params(collected, init=True, repr=True, eq=True, frozen=frozen, slots=slots)  # type: ignore[attr-defined]  # what dataclass(...) leaves on a class
    own = dict(cls.__dict__)  # what the class wrote itself, before the methods below are added
    values = _values(names)
    if "__init__" not in own:
        _method(cls, "__init__", constructor(cls, fields, frozen))
    if "__repr__" not in own:
        _method(cls, "__repr__", recursive_repr()(_repr(names)))
    if "__eq__" not in own:
        _method(cls, "__eq__", _eq(values))
    explicit_hash = own.get("__hash__", dataclasses.MISSING)
    if explicit_hash is dataclasses.MISSING or (explicit_hash is None and "__eq__" in own):
        if frozen:
            _method(cls, "__hash__", _hash(values))
        else:
            cls.__hash__ = None  # type: ignore[assignment]  # eq without frozen: unhashable, as the standard decorator leaves it
    if frozen:
        _method(cls, "__setattr__", _setattr(cls, frozenset(names)))
        _method(cls, "__delattr__", _delattr(cls, frozenset(names)))
    if not documented:
        cls.__doc__ = cls.__name__ + "(" + ", ".join(map(_parameter, fields)) + ")"
    return cls


def _slotted(cls: C, names: tuple[str, ...], frozen: bool) -> C:
    """``cls`` made again with ``__slots__`` for its fields, as ``dataclass(slots=True)`` makes it."""
    namespace = dict(cls.__dict__)
    inherited = set(itertools.chain.from_iterable(_slots_of(base) for base in cls.__mro__[1:-1]))
    namespace["__slots__"] = tuple(name for name in names if name not in inherited)
    for name in names:
        namespace.pop(name, None)  # a default stays in the field, not as a class attribute the slot would hide
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    qualname = getattr(cls, "__qualname__", None)
    made: C = type(cls)(cls.__name__, cls.__bases__, namespace)
    if qualname is not None:
        made.__qualname__ = qualname
    if frozen:
        if "__getstate__" not in namespace:
            setattr(made, "__getstate__", _getstate)  # noqa: B010 - as dataclass(slots=True, frozen=True) adds it
        if "__setstate__" not in namespace:
            setattr(made, "__setstate__", _setstate)  # noqa: B010 - its pair
    return made


def _slots_of(cls: type) -> tuple[str, ...]:
    slots = cls.__dict__.get("__slots__", ())
    return (slots,) if isinstance(slots, str) else tuple(slots)


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, field.name) for field in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for field, value in zip(dataclasses.fields(self), state, strict=True):
        object.__setattr__(self, field.name, value)  # past the frozen __setattr__, as the standard one does


def _method(cls: type, name: str, function: Any) -> None:
    function.__qualname__ = f"{cls.__qualname__}.{name}"
    setattr(cls, name, function)


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """An instance's field values as a tuple, the tuple the dataclass methods compare and hash."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda instance: (one(instance),)
    return lambda instance: ()


def _repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _eq(values: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hash(values: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(values(self))

    return __hash__


def _setattr(cls: type[Any], names: frozenset[str]) -> Callable[[Any, str, Any], None]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


def _delattr(cls: type[Any], names: frozenset[str]) -> Callable[[Any, str], None]:
    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


def _parameter(field: dataclasses.Field[Any]) -> str:
    """One parameter of the constructor's signature, as ``inspect.signature`` writes it in ``__doc__``."""
    import inspect

    text = f"{field.name}: {inspect.formatannotation(field.type)}"
    if field.default is not dataclasses.MISSING:
        return f"{text} = {field.default!r}"
    if field.default_factory is not dataclasses.MISSING:
        return f"{text} = <factory>"
    return text


def _slot(cls: type, name: str) -> Any:
    """The slot descriptor of field ``name``, in ``cls`` or the base that declared it."""
    return next(klass.__dict__[name] for klass in cls.__mro__ if name in klass.__dict__)


Shape = tuple[str, tuple[str, ...], bool]
"""A constructor's shape: how fields are set (``"assign"``, ``"dict"``, ``"slots"``), which fields have
factories (``"factory"`` or ``""`` each), and whether ``__post_init__`` follows."""

_templates: dict[Shape, types.CodeType] = {}
"""The constructors' compiled code by shape (defaults are the function's own, not its code's). The field names
are placeholders (``_f0_``, ``_f1_``…) renamed for each class."""

TEMPLATES_MODULE = "companion/data_class_templates.py"
"""Where the companion's own shapes are written out as source (:func:`templates_source`), from the repository's
root: the installation compiles it to bytecode with the rest, so a start loads each template instead of
compiling its text (about 20 million instructions of ``companion replay``'s start, 5 %)."""


def _template_code(key: Shape) -> types.CodeType:
    """The code of shape ``key``'s constructor: the shipped module's, else compiled from its text once."""
    template = _templates.get(key)
    if template is None:
        template = _templates[key] = _shipped(key) or _template(*key)
    return template


def _shipped(key: Shape) -> types.CodeType | None:
    """Shape ``key``'s code as :data:`TEMPLATES_MODULE`'s bytecode holds it, made the very code :func:`_template`
    compiles (its name, file and first line), or None for a shape the module does not hold."""
    from . import data_class_templates

    function = data_class_templates.TEMPLATES.get(key)
    if function is None:
        return None
    return function.__code__.replace(
        co_name="__init__", co_qualname="__init__", co_filename="<dataclass>", co_firstlineno=1
    )


def every_shape() -> list[Shape]:
    """The shapes of every constructor the companion's modules make, each module imported (what
    :data:`TEMPLATES_MODULE` must hold); meant for a fresh process, since other dataclasses add theirs."""
    import importlib
    import pkgutil

    import companion

    for module in pkgutil.walk_packages(companion.__path__, "companion."):
        importlib.import_module(module.name)
    return sorted(_templates)


def templates_source(shapes: list[Shape]) -> str:
    """:data:`TEMPLATES_MODULE`'s text: one function per shape, each the very text :func:`_template` compiles
    (the parameters typed only for the type checker: annotations are no part of a function's code)."""
    names = sorted(
        {
            f"{prefix}{index}"
            for key in shapes
            for index, kind in enumerate(key[1])
            for prefix in (("_factory", "_missing") if kind else ()) + (("_set",) if key[0] == "slots" else ())
        }
    )
    lines = [
        '"""The constructors of the companion\'s dataclasses, one per shape: written by ``scripts/data-class-templates``',
        "from :func:`companion.data_classes.templates_source`; do not edit (``tests/test_data_classes.py`` checks",
        'it is current). A start loads their bytecode instead of compiling each text (see ``data_classes``)."""',
        "",
        "# ruff: noqa: F841 - a frozen class without fields reads its dictionary for nothing, as its text does",
        "from __future__ import annotations  # as data_classes compiles the text: a code's flags are part of it",
        "",
        "from collections.abc import Callable",
        "from typing import Any",
        "",
        *(f"{name}: Any = None" for name in names),
        "",
    ]
    for number, key in enumerate(shapes):
        params = ["self", *(f"_f{index}_" for index in range(len(key[1])))]
        body = _lines(key[0], params[1:], key[1], key[2])[1]
        signature = ", ".join(f"{param}: Any" for param in params)
        lines += ["", f"def _{number}({signature}) -> None:", *(body or ["    pass"]), ""]
    lines += ["", "TEMPLATES: dict[tuple[str, tuple[str, ...], bool], Callable[..., None]] = {"]
    lines += [f"    {key!r}: _{number}," for number, key in enumerate(shapes)]
    lines += ["}", ""]
    return "\n".join(lines)


def _reserved(name: str) -> bool:
    """A name the constructor's text uses itself: a field called so gets a constructor compiled from its own text."""
    return name in ("self", "d") or name.startswith(("_factory", "_missing", "_set")) or name[:2] == "_f"


def _kinds(fields: tuple[dataclasses.Field[Any], ...]) -> tuple[str, ...]:
    """Each field's ``"factory"``, ``"default"`` or ``""`` (a value the caller must give)."""
    return tuple(
        "factory"
        if field.default_factory is not dataclasses.MISSING
        else "default"
        if field.default is not dataclasses.MISSING
        else ""
        for field in fields
    )


def constructor(cls: type, fields: tuple[dataclasses.Field[Any], ...], frozen: bool) -> Any:
    """A constructor with the standard one's signature (defaults and factories included) that sets the fields.

    A frozen class without slots fills ``__dict__`` directly, and a frozen slotted one sets each slot through
    its descriptor: both get past the frozen ``__setattr__`` without ``object.__setattr__``'s cost per field,
    so a frozen instance is built as fast as a plain one. A class that is not frozen assigns each field, as
    the standard constructor does. ``__post_init__`` is called last.

    Compiling the constructor's text was most of what making a class cost (about 400 k instructions, a tenth
    of ``companion replay``'s start), so the text is compiled once per shape with placeholder names and each
    class gets that code with its own names put in (:meth:`types.CodeType.replace`): the same function as its
    own text would compile to, names in errors included.
    """
    slotted = "__slots__" in cls.__dict__
    mode = "assign" if not frozen else "slots" if slotted else "dict"
    kinds = _kinds(fields)
    names = [field.name for field in fields]
    first_default = next((index for index, kind in enumerate(kinds) if kind), len(kinds))
    if any(map(_reserved, names)) or "" in kinds[first_default:]:
        return _compiled(cls, fields, mode)  # a name the text uses, or a field without default after one with
    key = (mode, tuple(kind if kind == "factory" else "" for kind in kinds), hasattr(cls, "__post_init__"))
    template = _template_code(key)
    scope: dict[str, Any] = {}
    defaults: list[Any] = []
    for index, (field, kind) in enumerate(zip(fields, kinds, strict=True)):
        if kind == "factory":
            scope[f"_factory{index}"] = field.default_factory
            scope[f"_missing{index}"] = missing = object()
            defaults.append(missing)
        elif kind == "default":
            defaults.append(field.default)
        if mode == "slots":
            scope[f"_set{index}"] = _slot(cls, field.name).__set__
    renamed = {f"_f{index}_": name for index, name in enumerate(names)}
    code = template.replace(
        co_varnames=tuple(renamed.get(name, name) for name in template.co_varnames),
        co_names=tuple(renamed.get(name, name) for name in template.co_names),
        co_consts=tuple(renamed.get(c, c) if type(c) is str else c for c in template.co_consts),
    )
    return types.FunctionType(code, scope, "__init__", tuple(defaults) or None)


def _source(params: list[str], body: list[str]) -> str:
    return f"def __init__({', '.join(params)}):\n" + "\n".join(body or ["    pass"]) + "\n"


def _lines(mode: str, names: list[str], kinds: tuple[str, ...], post_init: bool) -> tuple[list[str], list[str]]:
    """The constructor's parameters and body for fields ``names``, defaults named ``_default<i>``."""
    local = "d"
    while local in names:  # a field called ``d`` keeps its name: the instance's dictionary takes another
        local += "_"
    params, body = ["self"], [f"    {local} = self.__dict__"] if mode == "dict" else []
    for index, (name, kind) in enumerate(zip(names, kinds, strict=True)):
        if kind == "factory":
            params.append(f"{name}=_missing{index}")
            value = f"_factory{index}() if {name} is _missing{index} else {name}"
        else:
            params.append(f"{name}=_default{index}" if kind == "default" else name)
            value = name
        if mode == "assign":
            body.append(f"    self.{name} = {value}")
        elif mode == "slots":
            body.append(f"    _set{index}(self, {value})")
        else:
            body.append(f"    {local}[{name!r}] = {value}")
    if post_init:
        body.append("    self.__post_init__()")
    return params, body


def _template(mode: str, kinds: tuple[str, ...], post_init: bool) -> types.CodeType:
    names = [f"_f{index}_" for index in range(len(kinds))]
    body = _lines(mode, names, kinds, post_init)[1]  # the defaults are the function's, not its code's
    module = compile(_source(["self", *names], body), "<dataclass>", "exec")
    return next(c for c in module.co_consts if isinstance(c, types.CodeType))


def _compiled(cls: type, fields: tuple[dataclasses.Field[Any], ...], mode: str) -> Any:
    """The constructor compiled from its own text (names the template cannot rename, or an order it refuses)."""
    kinds = _kinds(fields)
    scope: dict[str, Any] = {}
    for index, (field, kind) in enumerate(zip(fields, kinds, strict=True)):
        if kind == "factory":
            scope[f"_factory{index}"] = field.default_factory
            scope[f"_missing{index}"] = object()
        elif kind == "default":
            scope[f"_default{index}"] = field.default
        if mode == "slots":
            scope[f"_set{index}"] = _slot(cls, field.name).__set__
    params, body = _lines(mode, [field.name for field in fields], kinds, hasattr(cls, "__post_init__"))
    exec(compile(_source(params, body), "<dataclass>", "exec"), scope)  # noqa: S102 - the class's own field names
    return scope["__init__"]
