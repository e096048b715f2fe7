"""Actions and events: small frozen dataclasses with a ``type`` tag and a JSON codec.

An action is what a player (or chance) does; an event is what happened as a
result. Both travel as JSON objects ``{"type": "place_tile", ...}``: actions in
the journal, events to the front-ends and the game log. Each game owns one
:class:`Codec` for its actions and one for its events, because two games may
use the same tag (``"bid"``) with different fields.

The codec checks every field against the dataclass's type hints, so a journal
written by another tool gets a precise answer ("field 'player' must be an
integer, got 'two'") instead of a failure deep inside an engine. Sequences are
stored as tuples so that decoded records compare equal to the ones an engine
builds itself.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from json.encoder import encode_basestring as _string_text  # how json.dumps writes a text (letters as they are)
from typing import Any, ClassVar, TypeVar, Union

from .errors import CodecError
from .record_classes import field_hints, filled, frozen_record


@typing.dataclass_transform(frozen_default=True)
class Record:
    """Base of actions and events. Subclasses are frozen dataclasses with a ``type`` tag.

    :meth:`Codec.register` makes each subclass a frozen dataclass at run time;
    ``dataclass_transform`` tells type checkers so, so that they see each
    record's constructor (``Bid(player=1, amount=5)``) and its fields.
    """

    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        for field in dataclasses.fields(self):  # type: ignore[arg-type]  # register makes each subclass a dataclass
            data[field.name] = _to_json(getattr(self, field.name))
        return data


class Action(Record):
    """Something a player or chance does. Carries ``player`` when a seat acts."""


class Event(Record):
    """Something that happened. ``template`` is its sentence in the game log."""

    template: ClassVar[str] = ""

    def restates(self, action: Action) -> bool:
        """Whether this event only says again what ``action``'s own fields hold: every field of it is a field of
        the action with the same value ("Ann rolls 2." of Ann's roll of 2). An event with no fields says
        something of its own. A card titled by the action ("The die shows 2"), or a preview of it, leaves such a
        sentence out."""
        own = self.to_json()
        del own["type"]
        done = action.to_json()
        return bool(own) and all(name in done and done[name] == value for name, value in own.items())


R = TypeVar("R", bound=type)


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json(item) for item in value]
    if isinstance(value, dict):
        return {key: _to_json(item) for key, item in value.items()}
    return value


def _describe(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


Checker = Callable[[Any, str], Any]


_PLAIN: dict[Any, tuple[str, tuple[type, ...]]] = {
    int: ("an integer", (bool,)),
    str: ("a string", ()),
    bool: ("true or false", ()),
}
"""The JSON scalars a field may hold: the words a refusal names it by, and the values of that Python type it
still refuses (``True`` is an ``int`` to Python, never a seat or an amount in a journal)."""


def _plain_checker(hint: type) -> tuple[Checker, str]:
    """A checker for one of the :data:`_PLAIN` scalars: the value as it is, or a :class:`CodecError`."""
    words, refused = _PLAIN[hint]

    def check_plain(value: Any, where: str) -> Any:
        if not isinstance(value, hint) or isinstance(value, refused):
            raise CodecError(f"{where} must be {words}, got {_describe(value)}")
        return value

    return check_plain, words


def _checker(hint: Any) -> tuple[Checker, str]:
    """Build a function that validates and normalises one JSON value for ``hint``."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint in _PLAIN:
        return _plain_checker(hint)
    if origin in (Union, types.UnionType):
        options = [arg for arg in args if arg is not type(None)]
        inner, name = _checker(options[0]) if len(options) == 1 else (None, "")
        if inner is None:
            raise TypeError(f"unsupported union {hint!r}")

        def check_optional(value: Any, where: str) -> Any:
            return None if value is None else inner(value, where)

        return check_optional, f"{name} or null"
    if origin is tuple:
        item_check, item_name = _checker(args[0])

        def check_tuple(value: Any, where: str) -> tuple[Any, ...]:
            if not isinstance(value, list | tuple):
                raise CodecError(f"{where} must be a list, got {_describe(value)}")
            return tuple(item_check(item, f"{where}[{i}]") for i, item in enumerate(value))

        return check_tuple, "a list"
    if origin is dict:
        key_check, _ = _checker(args[0])
        value_check, _ = _checker(args[1])

        def check_dict(value: Any, where: str) -> dict[Any, Any]:
            if not isinstance(value, dict):
                raise CodecError(f"{where} must be an object, got {_describe(value)}")
            return {
                key_check(key, f"{where} key"): value_check(item, f"{where}[{key!r}]") for key, item in value.items()
            }

        return check_dict, "an object"
    raise TypeError(f"unsupported field type {hint!r}")


_checkers: dict[Any, Checker] = {}
"""A checker per type hint, shared by every field of that type (``int`` is in nearly every record)."""


def _checker_for(hint: Any) -> Checker:
    """:func:`_checker`'s function for ``hint``, built once per hint: checkers hold no state."""
    try:
        return _checkers[hint]
    except KeyError:
        check = _checkers[hint] = _checker(hint)[0]
        return check
    except TypeError:  # a hint that cannot be a key
        return _checker(hint)[0]


_SCALARS = frozenset({int, str, bool, float, type(None)})
"""The types a record's field is written as it is (what :func:`_to_json` hands back unchanged)."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Shape:
    """A record type as its codec reads and writes it: its JSON keys, its checked fields (with the words a
    refusal names each by), its field names, and whether it writes itself (its own ``to_json``)."""

    keys: frozenset[str]
    fields: tuple[tuple[str, Checker, bool, str, type | None], ...]
    """Per field, its name, its checker, whether it is required, the words a refusal names it by, and its plain
    type (int, str or bool; None for any other): a JSON value of exactly that type is taken without a call."""
    names: tuple[str, ...]
    own_json: bool
    exact: tuple[tuple[str, type | None, Callable[[Any], bool]], ...] | None
    """Per field, its name, its plain type (int, str or bool) if it has one, and the test that a value is exactly
    what its JSON reads back as (None: a field whose values only the round trip can tell)."""
    head: str
    """The start of a record's JSON text: its ``type`` key and tag, as ``json.dumps`` writes them."""
    keys_text: tuple[str, ...]
    """Per field, what precedes its value in the JSON text: a comma, the key and a colon."""
    counts: frozenset[str]
    """The fields declared ``dict[str, int]`` (shares by company, cubes by colour): written by :func:`_counts_text`."""


_LONGEST = 1 << 63
"""Integers are taken as exact below this size: far under the longest JSON number Python writes (4,300 digits)."""


def _exact_int(value: Any) -> bool:
    return type(value) is int and -_LONGEST < value < _LONGEST


def _exact_text(value: Any) -> bool:
    if type(value) is not str:
        return False
    if value.isascii():
        return True
    try:
        value.encode("utf-8")  # a lone surrogate has no UTF-8 form, so no journal line
    except UnicodeEncodeError:
        return False
    return True


def _exact_bool(value: Any) -> bool:
    return type(value) is bool


def _value_text(value: Any) -> str:
    """An exact field's value (what :func:`_exact`'s test accepted) as ``json.dumps`` writes it, compact.

    Only exact values come here: a plain ``int`` (its ``repr`` is its JSON), a text, a bool, None, and
    tuples and text-keyed dicts of those, so each has one JSON form and the encoder's general walk is not
    needed (a dict of shares, in nearly every turn of a share game, costs a tenth of ``json.dumps``)."""
    kind = type(value)
    if kind is int:
        return int.__repr__(value)
    if kind is str:
        return _string_text(value)
    if kind is dict:
        return "{" + ",".join([_string_text(key) + ":" + _value_text(item) for key, item in value.items()]) + "}"
    if kind is tuple:
        return "[" + ",".join([_value_text(item) for item in value]) + "]"
    return "null" if value is None else "true" if value is True else "false"


_EXACT: dict[Any, Callable[[Any], bool]] = {int: _exact_int, str: _exact_text, bool: _exact_bool}


def _exact(hint: Any) -> Callable[[Any], bool] | None:
    """A test that a value of a field typed ``hint`` is one its JSON line reads back as, the same value of the
    same type (so decoding that line gives an equal record): scalars, optional scalars, tuples of them and
    objects keyed by text; None for a hint whose values only the round trip itself can tell."""
    if hint in _EXACT:
        return _EXACT[hint]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (Union, types.UnionType):
        options = [arg for arg in args if arg is not type(None)]
        inner = _exact(options[0]) if len(options) == 1 else None
        if inner is None:
            return None
        optional = inner
        return lambda value: value is None or optional(value)
    if origin is tuple and args:
        item = _exact(args[0])
        if item is None:
            return None
        each = item
        return lambda value: type(value) is tuple and all(each(part) for part in value)
    if origin is dict and args and args[0] is str:
        entry = _exact(args[1])
        if entry is None:
            return None
        held = entry
        return lambda value: type(value) is dict and all(_exact_text(k) and held(v) for k, v in value.items())
    return None


_KEY_TEXTS: dict[str, str] = {}
"""A dict of counts' keys as the line writes them, ``"tower":`` (a key's JSON text and its colon), by key: a game
has a handful (its companies), each written at every purchase."""


def _key_text(key: str) -> str | None:
    """``key``'s JSON text and its colon if it is ASCII (else None), kept in :data:`_KEY_TEXTS` (up to 256 keys)."""
    if not key.isascii():
        return None
    text = _string_text(key) + ":"
    if len(_KEY_TEXTS) < 256:
        _KEY_TEXTS[key] = text
    return text


def _counts_text(value: Any) -> str | None:
    """A ``dict[str, int]`` field's JSON text (a purchase's shares by company) if its keys are ASCII texts and its
    values plain ints, in one loop; else None (:func:`_line_of` then tells, with the field's own test).

    Each key's text comes from :data:`_KEY_TEXTS` (json's escaping once per key, not per purchase), each count's is
    its own (a plain int's text is its JSON): a purchase of two companies was 9,000 instructions, most of them
    testing and quoting the same few names again.
    """
    if type(value) is not dict:
        return None
    if not value:  # a purchase of nothing: a third of them
        return "{}"
    parts = []
    for key, count in value.items():
        if type(key) is not str or type(count) is not int or not -_LONGEST < count < _LONGEST:
            return None
        text = _KEY_TEXTS.get(key) or _key_text(key)
        if text is None:
            return None
        parts.append(f"{text}{count}")
    return "{" + ",".join(parts) + "}"


def _read_counts(value: Any) -> dict[str, int] | None:
    """A ``dict[str, int]`` field's value as read from JSON (a new dict of the same counts) if every key is a text
    and every count a plain ``int``; else None (the reader then hands the object to the general walk, whose
    checker refuses it with its reason or takes it).

    What the field's checker gives for such a value, in one loop: the checker writes its refusal's words for
    every key and calls two checkers per entry, which made reading a purchase twice as dear as reading a tile.
    """
    if type(value) is not dict:
        return None
    for key, count in value.items():
        if type(key) is not str or type(count) is not int:
            return None
    return value.copy()


def _inexact(record: Any) -> None:
    """The writer of a record type whose values only the round trip can tell (:meth:`Codec.line`): none."""


def _line_of(shape: _Shape, record: Any) -> str | None:
    """An exact record's JSON text, field by field; None at the first field whose value is not exact."""
    assert shape.exact is not None
    parts = [shape.head]
    for (name, _plain, test), key in zip(shape.exact, shape.keys_text, strict=True):
        value = getattr(record, name)
        if not test(value):
            return None
        parts.append(key + _value_text(value))
    parts.append("}")
    return "".join(parts)


def _writer(shape: _Shape) -> Callable[[Any], str | None]:
    """A record type's JSON writer: one f-string, behind one test of every field's value.

    The gate writes every action's text, so a per-field loop (a call or two
    per field) was as dear as the JSON encoder it replaced. This writer is
    compiled once per record type, as the records' own constructors are
    (:func:`~companion.core.record_classes.fast_init`): a seat or an amount
    that is a plain ``int`` is written as it is (an int's text is its JSON),
    a text in ASCII by ``json``'s own escaping, any other field by its exact
    test and :func:`_value_text`; the fixed parts (the tag, the keys) are
    names in the writer's scope, so no text of a record's reaches its source.
    A value the quick test turns down (a text beyond ASCII, a bool where an
    int is declared) goes to :func:`_line_of`, which says None for whatever
    is not exact.
    """
    assert shape.exact is not None
    tests, pieces, names = [], ["HEAD"], {}
    scope: dict[str, Any] = {
        "HEAD": shape.head,
        "TAIL": "}",
        "LOW": -_LONGEST,
        "HIGH": _LONGEST,
        "_string_text": _string_text,
        "_value_text": _value_text,
        "_counts_text": _counts_text,
        "slowly": _line_of,
        "shape": shape,
    }
    for index, ((name, plain, test), key) in enumerate(zip(shape.exact, shape.keys_text, strict=True)):
        value = f"v{index}"
        names[value] = name
        scope[f"key{index}"], scope[f"t{index}"] = key, test
        pieces.append(f"key{index}")
        if plain is int:
            tests.append(f"type({value}) is int and LOW < {value} < HIGH")
            pieces.append(value)
        elif plain is str:
            tests.append(f"type({value}) is str and {value}.isascii()")
            pieces.append(f"_string_text({value})")
        elif plain is bool:
            tests.append(f"type({value}) is bool")
            pieces.append(f'("true" if {value} else "false")')
        elif name in shape.counts:
            tests.append(f"(c{index} := _counts_text({value})) is not None")
            pieces.append(f"c{index}")
        else:
            tests.append(f"t{index}({value})")
            pieces.append(f"_value_text({value})")
    pieces.append("TAIL")
    reads = "".join(f"    {value} = record.{name}\n" for value, name in names.items())
    text = "f'" + "".join("{" + piece + "}" for piece in pieces) + "'"
    source = (
        f"def write(record):\n{reads}"
        f"    if {' and '.join(tests) or 'True'}:\n"
        f"        return {text}\n"
        f"    return slowly(shape, record)\n"
    )
    exec(source, scope)  # noqa: S102 - the source is built above from a registered record's field names
    write: Callable[[Any], str | None] = scope["write"]
    return write


def _positional(cls: type) -> bool:
    """True if ``cls``'s constructor takes every field, in order, by position (what a compiled reader calls)."""
    return all(field.init and field.kw_only is not True for field in dataclasses.fields(cls))


def _reader(shape: _Shape, cls: type, slowly: Callable[[Any], Any]) -> Callable[[dict[str, Any]], Any]:
    """A record type's reader of its JSON object, the mirror of :func:`_writer`: compiled once per type.

    Replay decodes every journaled action, and the general walk (the object's
    keys against the known ones, then each field by name with its checker
    and its refusal's words at hand) cost a third of the rule it feeds. The
    usual object has ``type`` and every field, each plain one (an int, a
    text, a bool) of its declared type: this reader takes exactly that, by
    one length test, then one subscript and one type test per field, and builds the record from its
    fields in order; a dict of counts (shares by company) whose keys are
    texts and counts plain ints is copied in one loop (:func:`_read_counts`),
    a field of another type still goes through its checker, in the same
    order as the walk. Anything else (a
    field missing or unknown, a value of the wrong type) is handed to
    ``slowly``, the general walk, for the same record or the same refusal.
    """
    gets, tests, values = [], [], []
    scope: dict[str, Any] = {
        "cls": cls,
        "slowly": slowly,
        "int": int,
        "str": str,
        "bool": bool,
        "_read_counts": _read_counts,
    }
    for index, (name, check, _required, where, plain) in enumerate(shape.fields):
        value = f"v{index}"
        # Subscripted, not ``data.get(name, MISSING)``: a missing field raises KeyError, which sends the object to
        # the general walk (a ``try`` costs nothing until it catches), and a subscript is a third of a ``get`` call.
        gets.append(f"            {value} = data[{name!r}]\n")
        if plain is not None:
            tests.append(f"type({value}) is {plain.__name__}")
            values.append(value)
        elif name in shape.counts:  # shares by company: read in one loop, refused by the general walk
            tests.append(f"(c{index} := _read_counts({value})) is not None")
            values.append(f"c{index}")
        else:
            scope[f"check{index}"], scope[f"where{index}"] = check, where
            values.append(f"check{index}({value}, where{index})")
    pass_ = "            pass\n"  # a record of no fields
    build = f"            return cls({', '.join(values)})\n"
    new: Any = cls.__new__  # (Any: mypy will not compare a class's __new__ with object's)
    if filled.get(cls) is cls.__dict__.get("__init__") is not None and new is object.__new__:
        # The constructor would fill the new record's __dict__ with the fields in order: done here without its
        # call (type.__call__, then __init__'s frame: a sixth of reading a tile).
        scope["NEW"] = object.__new__
        stores = "".join(
            f"            d[{name!r}] = {value}\n" for (name, *_), value in zip(shape.fields, values, strict=True)
        )
        build = f"            record = NEW(cls)\n            d = record.__dict__\n{stores}            return record\n"
    source = (
        "def read(data):\n"
        f"    if len(data) == {len(shape.fields) + 1}:\n"  # ``type`` and every field: nothing unknown, nothing missing
        "        try:\n"
        f"{''.join(gets) or pass_}"
        "        except KeyError:\n"
        "            return slowly(data)\n"
        f"        if {' and '.join(tests) or 'True'}:\n"
        f"{build}"
        "    return slowly(data)\n"
    )
    exec(source, scope)  # noqa: S102 - the source is built above from a registered record's field names
    read: Callable[[dict[str, Any]], Any] = scope["read"]
    return read


class Codec:
    """A registry of record classes by tag, with JSON encoding and strict decoding."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._classes: dict[str, type[Record]] = {}
        self._fields: dict[str, list[tuple[str, Checker, bool]]] = {}
        self._shapes: dict[str, _Shape] = {}  # by tag, made on a record type's first encode or decode
        self.writers: dict[type, Callable[[Any], str | None]] = {}
        """Each record class's compiled :meth:`line` writer, made on its first line (the table's gate calls it
        directly: a method call per action saved)."""
        self.readers: dict[str, Callable[[dict[str, Any]], Any]] = {}
        """Each tag's compiled reader (:func:`_reader`), made on its first :meth:`decode`: for a ``dict`` whose
        ``type`` is that tag, the same record or refusal as :meth:`decode` (replay calls it directly, without
        :meth:`decode`'s call for every journaled action)."""

    def register(self, cls: R) -> R:
        """Class decorator: make ``cls`` a frozen dataclass and register its tag."""
        tag = cls.__dict__.get("type")
        if not tag or not isinstance(tag, str):
            raise TypeError(f"{cls.__name__} needs a class attribute 'type'")
        if tag in self._classes:
            raise TypeError(f"{self.kind} type {tag!r} registered twice")
        if not dataclasses.is_dataclass(cls):
            cls = frozen_record(cls)
        hints = field_hints(cls)
        specs = []
        for field in dataclasses.fields(cls):
            check = _checker_for(hints[field.name])
            required = field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
            specs.append((field.name, check, required))
        self._classes[tag] = cls
        self._fields[tag] = specs
        return cls

    @property
    def types(self) -> tuple[str, ...]:
        return tuple(self._classes)

    def fields(self, tag: str) -> tuple[str, ...]:
        """The field names of the record type ``tag`` (its JSON keys besides ``type``)."""
        return tuple(name for name, _, _ in self._fields[tag])

    def __contains__(self, tag: str) -> bool:
        return tag in self._classes

    def cls(self, tag: str) -> type[Record]:
        return self._classes[tag]

    def _shape(self, tag: str) -> _Shape:
        """What encoding and decoding a record of ``tag`` needs, worked out once from its registered fields."""
        shape = self._shapes.get(tag)
        if shape is None:
            cls, specs = self._classes[tag], self._fields[tag]
            hints = field_hints(cls)
            tests = [_exact(hints[name]) for name, _, _ in specs]
            if not all(field.init for field in dataclasses.fields(cls)):  # type: ignore[arg-type]  # registered: a dataclass
                tests.append(None)  # decoding could not build it from its fields: the round trip decides
            shape = _Shape(
                keys=frozenset(["type", *(name for name, _, _ in specs)]),
                fields=tuple(
                    (name, check, required, f"{tag}: field {name!r}", hints[name] if hints[name] in _EXACT else None)
                    for name, check, required in specs
                ),
                names=tuple(name for name, _, _ in specs),
                head='{"type":' + _string_text(tag),
                keys_text=tuple("," + _string_text(name) + ":" for name, _, _ in specs),
                counts=frozenset(name for name, _, _ in specs if hints[name] == dict[str, int]),
                own_json=getattr(cls, "to_json", None) is not Record.to_json,
                exact=None
                if None in tests
                else tuple(
                    (name, hints[name] if hints[name] in _EXACT else None, typing.cast(Callable[[Any], bool], test))
                    for (name, _, _), test in zip(specs, tests, strict=False)
                ),
            )
            self._shapes[tag] = shape
        return shape

    def encode(self, record: Record) -> dict[str, Any]:
        """``record.to_json()``; a record that keeps :meth:`Record.to_json` is written from its codec's field list.

        Every action passes here on its way to the journal; reading the
        fields through :func:`dataclasses.fields` took about half the cost.
        """
        tag = record.type
        if self._classes.get(tag) is not type(record):
            raise CodecError(f"{type(record).__name__} is not a registered {self.kind}")
        shape = self._shape(tag)
        if shape.own_json:
            return record.to_json()
        data: dict[str, Any] = {"type": tag}
        for name in shape.names:
            value = getattr(record, name)
            data[name] = value if type(value) in _SCALARS else _to_json(value)
        return data

    def exact(self, record: Record) -> bool:
        """True if ``record`` is exactly what its journal line decodes to: ``decode(json.loads(dumps(encode(
        record))))`` would give an equal record, field for field of the same types, and the line can be written.

        A registered record that writes itself as its codec does, whose every field holds a plain JSON value
        of its declared type (an ``int`` that is not a ``bool`` nor too long to write, a ``str`` with a UTF-8
        form, a ``bool``, None where the field may be, a tuple of such, a dict of such keyed by text) is.
        The table's gate takes such a record as it is instead of writing its line and reading it back;
        False says only that the round trip must decide (the gate asks :meth:`line`, the same question).
        """
        return self.line(record) is not None

    def line(self, record: Record) -> str | None:
        """The JSON text of an :meth:`exact` record, as its journal line holds it (``json.dumps`` of
        :meth:`encode`, compact, letters as they are); None if the record is not exact.

        The table's gate asks this of every action: a journaled action's text is
        then written without building its dict and running the JSON encoder
        over it (together about 20,000 instructions, most of a journal line's
        cost). Each record type has its own writer (:func:`_writer`).
        """
        write = self.writers.get(type(record))
        if write is None:
            tag = record.type
            if self._classes.get(tag) is not type(record):
                return None
            shape = self._shape(tag)
            write = self.writers[type(record)] = (
                _writer(shape) if shape.exact is not None and not shape.own_json else _inexact
            )
        return write(record)

    def decode(self, data: Any) -> Any:
        """Turn a JSON object into a record, or raise :class:`CodecError` saying why not.

        An object of a tag decoded before goes to that record type's compiled
        reader (:func:`_reader`), which takes the usual object at once and
        hands anything else to the general walk below.
        """
        if type(data) is dict:
            tag = data.get("type")
            if type(tag) is str:
                read = self.readers.get(tag)
                if read is not None:
                    return read(data)
        return self._decode(data)

    def _decode(self, data: Any) -> Any:
        """:meth:`decode` field by field, with each refusal's reason; the first object of a tag makes its reader."""
        if not isinstance(data, dict):
            raise CodecError(f"{self.kind} must be a JSON object, got {_describe(data)}")
        tag = data.get("type")
        if tag is None:
            raise CodecError(f"{self.kind} has no 'type'")
        cls = self._classes.get(tag) if isinstance(tag, str) else None
        if cls is None:
            known = ", ".join(sorted(self._classes))
            raise CodecError(f"unknown {self.kind} type {_describe(tag)} (known: {known})")
        shape = self._shape(tag)
        if tag not in self.readers and _positional(cls):
            self.readers[tag] = _reader(shape, cls, self._decode)
        if not shape.keys.issuperset(data):
            extra = sorted(key for key in data if key not in shape.keys)
            raise CodecError(f"{tag}: unknown field {extra[0]!r}")
        values: dict[str, Any] = {}
        for name, check, required, where, plain in shape.fields:
            if name not in data:
                if required:
                    raise CodecError(f"{tag}: missing field {name!r}")
                continue
            value = data[name]
            values[name] = value if type(value) is plain else check(value, where)
        return cls(**values)
