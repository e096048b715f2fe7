"""Actions and events: frozen dataclasses with a type tag and a strict JSON codec."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from companion.core import Action, ChanceSource, Codec, CodecError, Event, Table
from companion.core.errors import MalformedAction
from companion.core.journal import dumps
from companion.games import get, names
from companion.simulate import play_one

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


# -- Codec.exact: a record the table's gate takes as it is must be exactly what its journal line reads back as.
# The gate (Table.admit) skips writing and reading the line of a record the codec calls exact, so every record
# called exact must decode from its own line to an equal record with fields of the same types, and every value
# a round trip would change or refuse must not be called exact.


def read_back(record: Any) -> Any:
    """What the journal gives back for ``record``: its line written, parsed and decoded."""
    return codec.decode(json.loads(dumps({"action": codec.encode(record)}))["action"])


def types_of(record: Any) -> Any:
    """Every field's value with the type of each part, so ``1`` and ``True`` differ."""

    def typed(value: Any) -> Any:
        if isinstance(value, tuple | list):
            return (type(value), [typed(part) for part in value])
        if isinstance(value, dict):
            return (type(value), [(typed(key), typed(part)) for key, part in value.items()])
        return (type(value), value)

    return [typed(getattr(record, name)) for name in codec.fields(record.type)]


@pytest.mark.parametrize(
    "record",
    [Place(1, "5C"), Place(0, "Élan ✓"), Buy(2, {"tower": 2, "Luxor": 0}), Layout((("red", "white"),), 3, True)],
)
def test_an_exact_record_reads_back_as_itself(record: Any) -> None:
    assert codec.exact(record)
    again = read_back(record)
    assert again == record and types_of(again) == types_of(record)
    assert codec.line(record) == dumps(codec.encode(record)).decode()[:-1]  # the very text of its line


@pytest.mark.parametrize(
    "record",
    [
        Place(0, 'quote " back \\ slash \n line \x7f del'),
        Place(-(2**63) + 1, ""),
        Buy(0, {}),
        Buy(1, {"é": 0, "\u2028": 5}),
        Layout((), None, False),
        Layout(((), ("a", "b")), 0, True),
    ],
)
def test_an_exact_records_text_is_what_json_writes(record: Any) -> None:
    assert codec.line(record) == json.dumps(codec.encode(record), separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize(
    "record",
    [
        Place(True, "5C"),  # a seat of true reads back as a boolean, which a seat is not
        Place(2.0, "5C"),  # type: ignore[arg-type]  # a number with a point is no seat
        Place(1, "\ud800"),  # a lone surrogate has no UTF-8 form
        Place(10**30, "5C"),  # long numbers take the round trip, which writes them or refuses them
        Place(1, type("Name", (str,), {})("5C")),  # a kind of text reads back as plain text
        Buy(0, {1: 2}),  # type: ignore[dict-item]  # an object's keys read back as text
        Buy(0, {"tower": True}),
        Layout([("red",)]),  # type: ignore[arg-type]  # a list reads back as a tuple
        Layout((("red",),), False),  # a broker of false is no seat
    ],
)
def test_what_a_round_trip_would_change_or_refuse_is_not_exact(record: Any) -> None:
    assert not codec.exact(record)
    assert codec.line(record) is None  # its line is written by the JSON encoder, from the decoded record


def test_a_dict_of_counts_key_is_written_the_same_every_time_and_only_for_plain_text() -> None:
    """A key's text is kept after its first purchase (:data:`records._KEY_TEXTS`): the next line is the same, and a
    key of a kind of text equal to a kept one is still not exact (its line reads back as plain text)."""
    first, again = codec.line(Buy(1, {"tower": 1})), codec.line(Buy(3, {"tower": 12, "Luxor": 2}))
    assert first == json.dumps(codec.encode(Buy(1, {"tower": 1})), separators=(",", ":"))
    assert again == json.dumps(codec.encode(Buy(3, {"tower": 12, "Luxor": 2})), separators=(",", ":"))
    named = Buy(0, {type("Name", (str,), {})("tower"): 1})
    assert not codec.exact(named) and codec.line(named) is None


def test_every_games_random_actions_read_back_as_themselves_when_exact() -> None:
    for name in names():
        game = get(name)
        players = max(game.min_players, min(4, game.max_players))
        chance = ChanceSource(3)
        config = game.prepare(game.random_config(players, chance))
        _state, actions = play_one(game, config, ChanceSource(4), check=False)
        exact = 0
        for action in actions:
            if game.actions.exact(action):
                exact += 1
                again = game.actions.decode(json.loads(dumps({"action": game.actions.encode(action)}))["action"])
                assert again == action, (name, action)
                assert json.dumps(game.actions.encode(again)) == json.dumps(game.actions.encode(action))
                assert game.actions.line(action) == dumps({"action": game.actions.encode(action)}).decode()[10:-2]
            else:
                assert game.actions.line(action) is None
        assert exact, f"{name}: no action of a random game is exact"


def test_the_gate_gives_the_same_answer_with_or_without_the_round_trip() -> None:
    game = get("tiny")
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"]}, created="x")
    guess = game.actions.cls("guess")
    assert table.admit(guess(player=1, parity="odd")) == guess(player=1, parity="odd")
    with pytest.raises(MalformedAction):
        table.admit(guess(player=True, parity="odd"))
    with pytest.raises(MalformedAction):
        table.admit(guess(player=1, parity="\ud800"))


def test_a_compiled_reader_reads_as_the_walk_and_refuses_as_it() -> None:
    """Each tag's first decode makes its reader; then the usual object is read at once, anything else walked."""
    for data in (
        {"type": "place", "player": 1, "tile": "5C"},
        {"type": "buy", "player": 0, "shares": {"tower": 2, "luxor": 0}},
        {"type": "layout", "spaces": [["red", "blue"]], "broker": 1, "open": True},
    ):
        assert codec.decode(data) == codec._decode(data)
        assert type(codec.decode(data)) is codec.cls(str(data["type"]))
        assert data["type"] in codec.readers
    assert codec.decode({"type": "layout", "spaces": [["red"]], "broker": None, "open": False}) == Layout((("red",),))
    for data, message in (
        ({"type": "place", "player": True, "tile": "5C"}, "place: field 'player' must be an integer, got True"),
        ({"type": "place", "player": 1, "tile": "5C", "extra": 1}, "place: unknown field 'extra'"),
        ({"type": "place", "player": 1, "wrong": 1}, "place: unknown field 'wrong'"),
        ({"type": "place", "player": 1}, "place: missing field 'tile'"),
        ({"type": "buy", "player": 1, "shares": {"tower": "2"}}, "buy: field 'shares'['tower'] must be an integer"),
        ({"type": "layout", "spaces": [["red"]], "broker": "1", "open": True}, "field 'broker' must be an integer"),
    ):
        with pytest.raises(CodecError) as caught:
            codec.decode(data)
        assert message in str(caught.value)


def test_a_compiled_reader_builds_the_very_record_its_constructor_builds() -> None:
    """A reader fills a new record's ``__dict__`` itself when the class has fast_init's constructor: the same
    fields in the same order, equal to the constructor's record, for every game's random actions."""
    for name in names():
        game = get(name)
        players = max(game.min_players, min(4, game.max_players))
        config = game.prepare(game.random_config(players, ChanceSource(5)))
        _state, actions = play_one(game, config, ChanceSource(6), check=False)
        for action in actions:
            data = json.loads(dumps({"action": game.actions.encode(action)}))["action"]
            first, read = game.actions.decode(data), game.actions.decode(data)  # the first makes the reader
            assert read == first == action, (name, action)
            assert type(read) is type(action)
            if hasattr(action, "__dict__"):
                assert list(vars(read).items()) == list(vars(first).items()) == list(vars(action).items())
    # The way taken: Acquire's records are built without their constructor's call.
    assert all("NEW" in read.__globals__ for read in get("acquire").actions.readers.values())
