"""``companion.data_classes.dataclass`` makes the classes ``dataclasses.dataclass`` makes, feature by feature.

Each case declares the same class twice, once with each decorator, and checks that both answer alike.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
from collections.abc import Callable
from typing import Any

import pytest

from companion import data_classes
from companion.data_classes import dataclass

OPTIONS = [
    {},
    {"frozen": True},
    {"slots": True},
    {"frozen": True, "slots": True},
]


def _both(declare: Callable[[Callable[..., Any]], type], options: dict[str, bool]) -> tuple[type, type]:
    ours = declare(dataclass(**options))
    theirs = declare(dataclasses.dataclass(**options))
    return ours, theirs


def _point(decorate: Callable[..., Any]) -> type:
    class Point:
        x: int
        y: int = 2
        tags: list[str] = dataclasses.field(default_factory=list)

    return decorate(Point)  # type: ignore[no-any-return]


@pytest.mark.parametrize("options", OPTIONS)
def test_the_same_fields_constructor_repr_and_equality(options: dict[str, bool]) -> None:
    ours, theirs = _both(_point, options)
    assert [(f.name, f.type, f.default) for f in dataclasses.fields(ours)] == [
        (f.name, f.type, f.default) for f in dataclasses.fields(theirs)
    ]
    a, b = ours(1), theirs(1)
    assert repr(a) == repr(b) == "_point.<locals>.Point(x=1, y=2, tags=[])"
    assert ours(1, 3, ["a"]) == ours(x=1, y=3, tags=["a"]) != ours(1)
    assert ours(1) != theirs(1)  # another class, as for two standard dataclasses
    assert ours(1).tags is not ours(1).tags  # a fresh list from the factory each time
    assert ours.__match_args__ == theirs.__match_args__ == ("x", "y", "tags")  # type: ignore[attr-defined]
    assert dataclasses.is_dataclass(ours)
    assert dataclasses.asdict(a) == dataclasses.asdict(b)
    assert dataclasses.replace(a, y=5) == ours(1, 5)
    assert copy.deepcopy(a) == a
    assert ours.__doc__ == theirs.__doc__
    assert hasattr(ours, "__slots__") == hasattr(theirs, "__slots__")
    if options.get("slots"):
        assert ours.__slots__ == theirs.__slots__  # type: ignore[attr-defined]
        assert not hasattr(a, "__dict__")
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'x'"):
        ours()


@pytest.mark.parametrize("options", OPTIONS)
def test_the_same_hashing_and_freezing(options: dict[str, bool]) -> None:
    def declare(decorate: Callable[..., Any]) -> type:
        class Pair:
            a: int
            b: str = "b"

        return decorate(Pair)  # type: ignore[no-any-return]

    ours, theirs = _both(declare, options)
    assert (ours.__hash__ is None) == (theirs.__hash__ is None)  # type: ignore[comparison-overlap]
    one = ours(1)
    if options.get("frozen"):
        assert hash(one) == hash(ours(1)) == hash(theirs(1))
        with pytest.raises(dataclasses.FrozenInstanceError):
            one.a = 2
        with pytest.raises(dataclasses.FrozenInstanceError):
            del one.a
    else:
        one.a = 2
        assert one == ours(2)
        with pytest.raises(TypeError):
            hash(one)


@dataclass(frozen=True, slots=True)
class Sealed:
    """Pickled by the test below, so declared where pickle finds it."""

    seat: int
    choice: tuple[str, ...] = ()


@dataclass(frozen=True)
class Kept:
    seat: int


def test_frozen_instances_pickle_and_copy() -> None:
    for made in (Sealed(1, ("a",)), Kept(2)):
        assert pickle.loads(pickle.dumps(made)) == made
        assert copy.copy(made) == made


def test_methods_the_class_writes_are_kept() -> None:
    @dataclass(frozen=True)
    class Named:
        name: str

        def __repr__(self) -> str:
            return f"<{self.name}>"

        def __hash__(self) -> int:
            return 7

    assert repr(Named("a")) == "<a>"
    assert hash(Named("a")) == 7


def test_post_init_runs_last() -> None:
    seen: list[Any] = []

    @dataclass(slots=True)
    class Checked:
        amount: int

        def __post_init__(self) -> None:
            seen.append(self.amount)
            if self.amount < 0:
                raise ValueError("negative")

    Checked(3)
    assert seen == [3]
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)


@pytest.mark.parametrize("options", OPTIONS)
def test_a_dataclass_base_and_its_subclass(options: dict[str, bool]) -> None:
    def declare(decorate: Callable[..., Any]) -> type:
        @decorate
        class Decision:
            seat: int
            label: str = ""

        @decorate
        class Pick(Decision):
            options: tuple[str, ...] = ()

        return Pick

    ours, theirs = _both(declare, options)
    base = ours.__mro__[1]
    assert [f.name for f in dataclasses.fields(ours)] == ["seat", "label", "options"]
    made = ours(1, "a", ("x",))
    assert repr(made) == repr(theirs(1, "a", ("x",))).replace("theirs", "ours")
    assert made == ours(seat=1, label="a", options=("x",)) != base(1, "a")
    assert repr(ours.__dataclass_params__) == repr(theirs.__dataclass_params__)  # type: ignore[attr-defined]
    assert repr(base.__dataclass_params__) == repr(theirs.__mro__[1].__dataclass_params__)  # type: ignore[attr-defined]
    if options.get("frozen"):
        assert hash(made) == hash(ours(1, "a", ("x",)))
        with pytest.raises(dataclasses.FrozenInstanceError):
            made.seat = 2
    if options.get("slots"):
        assert not hasattr(made, "__dict__") and ours.__slots__ == ("options",)  # type: ignore[attr-defined]


def test_the_standard_decorator_still_judges_subclasses_of_these() -> None:
    @dataclass(frozen=True)
    class Base:
        a: int

    @dataclasses.dataclass(frozen=True)
    class Standard(Base):
        b: int = 0

    assert Standard(1, 2) == Standard(a=1, b=2)
    with pytest.raises(TypeError, match="cannot inherit non-frozen dataclass from a frozen one"):

        @dataclasses.dataclass
        class Thawed(Base):
            c: int = 0

    with pytest.raises(TypeError, match="cannot inherit non-frozen dataclass from a frozen one"):

        @dataclass
        class Ours(Base):
            c: int = 0


def test_what_the_closures_do_not_cover_is_made_by_the_standard_decorator() -> None:
    @dataclass(order=True)
    class Ordered:
        a: int

    @dataclass
    class Hidden:
        a: int
        b: int = dataclasses.field(init=False, default=5)

    assert Ordered(1) < Ordered(2)
    assert Hidden(1).b == 5


def test_classes_of_the_same_shape_share_one_compiled_template() -> None:
    @dataclass(frozen=True)
    class One:
        seat: int
        cash: int = 0

    shapes = len(data_classes._templates)

    @dataclass(frozen=True)
    class Other:
        name: str
        note: str = ""

    assert len(data_classes._templates) == shapes  # the same shape: nothing compiled
    assert One.__init__.__code__.co_code == Other.__init__.__code__.co_code
    assert Other.__init__.__code__.co_varnames[:3] == ("self", "name", "note")
    assert Other("Anna") == Other(name="Anna", note="") and Other("Ben", "x").note == "x"
    assert One(2).cash == 0 and One(seat=3, cash=4) == One(3, 4)
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'name'"):
        Other()
    with pytest.raises(TypeError, match="unexpected keyword argument 'seat'"):
        Other(seat=1)


@pytest.mark.parametrize("frozen, slots", [(False, False), (True, False), (True, True)])
def test_fields_named_as_the_constructors_own_words_are_set(frozen: bool, slots: bool) -> None:
    @dataclass(frozen=frozen, slots=slots)
    class Words:
        d: int
        _factory0: int = 1
        _f0_: list[int] = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=frozen, slots=slots)
    class Standard:
        d: int
        _factory0: int = 1
        _f0_: list[int] = dataclasses.field(default_factory=list)

    made, standard = Words(5, _f0_=[2]), Standard(5, _f0_=[2])
    assert (made.d, made._factory0, made._f0_) == (standard.d, standard._factory0, standard._f0_) == (5, 1, [2])
    assert Words(1)._f0_ == [] and Words(1)._f0_ is not Words(1)._f0_


def test_a_field_without_default_after_one_with_is_refused_as_the_standard_one_refuses() -> None:
    class Late:
        early: int = 0
        late: int

    class StandardLate:
        early: int = 0
        late: int

    with pytest.raises(TypeError, match="non-default argument 'late' follows default argument"):
        dataclasses.dataclass(StandardLate)
    with pytest.raises((TypeError, SyntaxError)):
        dataclass(Late)
