"""Actions and events: frozen dataclasses with a type tag and a strict JSON codec."""

from __future__ import annotations

import dataclasses

import pytest

from companion.core import Action, Codec, CodecError, Event

codec = Codec("action")


@codec.register
class Place(Action):
    type = "place"
    player: int
    tile: str


@codec.register
class Buy(Action):
    type = "buy"
    player: int
    shares: dict[str, int]


@codec.register
class Layout(Action):
    type = "layout"
    spaces: tuple[tuple[str, ...], ...]
    broker: int | None = None
    open: bool = False


def test_round_trip_gives_an_equal_record() -> None:
    for action in (Place(1, "5C"), Buy(0, {"tower": 2}), Layout((("red", "white"),), 3, True)):
        assert codec.decode(codec.encode(action)) == action


def test_json_form_has_the_type_tag_and_lists() -> None:
    assert codec.encode(Layout((("red",),), None)) == {
        "type": "layout",
        "spaces": [["red"]],
        "broker": None,
        "open": False,
    }


def test_records_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Place(0, "1A").tile = "2A"  # type: ignore[misc]


def test_decoded_lists_become_tuples_so_records_compare_equal() -> None:
    assert codec.decode({"type": "layout", "spaces": [["red", "red"]]}) == Layout((("red", "red"),))


def test_defaults_may_be_left_out() -> None:
    assert codec.decode({"type": "layout", "spaces": []}) == Layout(())


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"type": "fly", "player": 1}, "unknown action type 'fly' (known: buy, layout, place)"),
        ({"player": 1}, "action has no 'type'"),
        ([1, 2], "action must be a JSON object"),
        ({"type": "place", "player": 1}, "place: missing field 'tile'"),
        ({"type": "place", "player": 1, "tile": "5C", "why": "x"}, "place: unknown field 'why'"),
        ({"type": "place", "player": "two", "tile": "5C"}, "place: field 'player' must be an integer, got 'two'"),
        ({"type": "place", "player": True, "tile": "5C"}, "place: field 'player' must be an integer, got True"),
        ({"type": "place", "player": 1.5, "tile": "5C"}, "must be an integer"),
        ({"type": "place", "player": 1, "tile": 5}, "place: field 'tile' must be a string, got 5"),
        ({"type": "buy", "player": 1, "shares": ["tower"]}, "buy: field 'shares' must be an object"),
        ({"type": "buy", "player": 1, "shares": {"tower": "2"}}, "buy: field 'shares'['tower'] must be an integer"),
        ({"type": "layout", "spaces": [["red", 3]]}, "layout: field 'spaces'[0][1] must be a string, got 3"),
        ({"type": "layout", "spaces": [], "open": "yes"}, "field 'open' must be true or false"),
        ({"type": 7}, "unknown action type 7"),
    ],
)
def test_decoding_refuses_with_a_precise_message(data: object, message: str) -> None:
    with pytest.raises(CodecError) as caught:
        codec.decode(data)
    assert message in str(caught.value)


def test_a_tag_cannot_be_registered_twice() -> None:
    with pytest.raises(TypeError):

        @codec.register
        class Again(Action):
            type = "place"
            player: int


def test_encoding_an_unregistered_record_is_refused() -> None:
    other = Codec("event")

    @other.register
    class Happened(Event):
        type = "happened"

    with pytest.raises(CodecError):
        codec.encode(Happened())


def _every_registered_record_class() -> list[type]:
    from companion.games import get, names

    classes: list[type] = []
    for game in names():
        engine = get(game)
        for codec in (engine.actions, engine.events):  # the engine contract names its codecs, wherever they live
            classes += [codec.cls(tag) for tag in codec.types if codec.cls(tag) not in classes]
    return classes


def _sample(index: int, hint: object) -> object:
    return {int: index + 7, str: f"s{index}", bool: index % 2 == 0}.get(hint, (f"v{index}",))  # type: ignore[call-overload]


@pytest.mark.parametrize("cls", _every_registered_record_class(), ids=lambda cls: f"{cls.__module__}.{cls.__name__}")
def test_fast_constructor_builds_what_the_dataclass_would(cls: type) -> None:
    """Every game's records: positional, keyword and defaulted construction equal a field-by-field build."""
    import typing

    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    values = {field.name: _sample(i, hints[field.name]) for i, field in enumerate(fields)}
    expected = object.__new__(cls)
    for name, value in values.items():
        object.__setattr__(expected, name, value)
    assert cls(**values) == expected and cls(**values).__dict__ == expected.__dict__
    assert cls(*values.values()) == expected
    required = {
        f.name: values[f.name]
        for f in fields
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    }
    defaulted = cls(**required)
    for field in fields:
        if field.name not in required:
            default = field.default if field.default_factory is dataclasses.MISSING else field.default_factory()
            assert getattr(defaulted, field.name) == default
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(defaulted, fields[0].name, None) if fields else setattr(defaulted, "x", None)
    with pytest.raises(TypeError):
        cls(*values.values(), "one too many")


def test_a_factory_default_is_fresh_for_each_record() -> None:
    codec = Codec("event")

    @codec.register
    class Listed(Event):
        type = "listed"
        items: dict[str, int] = dataclasses.field(default_factory=dict)

    first, second = Listed(), Listed()
    assert first.items == {} and first.items is not second.items
    assert Listed({"a": 1}).items == {"a": 1}
