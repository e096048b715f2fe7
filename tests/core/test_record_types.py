"""Type checkers see each action's and event's constructor and fields (records are a dataclass_transform)."""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path

from mypy import api

from companion.core import Action, Codec, Event, Record

SNIPPET = """
from companion.core import Action, Codec, Event

actions = Codec("action")
events = Codec("event")


@actions.register
class Bid(Action):
    type = "bid"
    player: int
    amount: int


@events.register
class Sold(Event):
    type = "sold"
    template = "{player} pays {price}."
    player: int
    price: int = 0


good = Bid(1, 5)
named = Bid(player=1, amount=5)
sold = Sold(2)
reveal_type(Bid)
reveal_type(good.amount)
wrong_type = Bid(1, "five")
missing = Bid(1)
unknown = Sold(2, 3, 4)
good.amount = 3
"""


def mypy_errors(tmp_path: Path) -> tuple[dict[int, str], str]:
    source = tmp_path / "records_snippet.py"
    source.write_text(SNIPPET)
    limit = sys.getrecursionlimit()  # mypy raises it for its own run and leaves it raised
    try:
        out, err, _ = api.run(
            [
                "--no-error-summary",
                "--no-incremental",
                "--cache-dir",
                str(tmp_path / "cache"),
                "--follow-imports=silent",
                "--config-file",
                str(tmp_path / "none.toml"),
                str(source),
            ]
        )
    finally:
        sys.setrecursionlimit(limit)
    assert not err, err
    found: dict[int, str] = {}
    for line in out.splitlines():
        match = re.match(r".*records_snippet\.py:(\d+): (error|note): (.*)", line)
        if match:
            found[int(match.group(1))] = match.group(3)
    return found, out


def line_of(text: str) -> int:
    return SNIPPET.splitlines().index(text) + 1


def test_type_checkers_see_constructors_fields_and_frozenness(tmp_path: Path) -> None:
    (tmp_path / "none.toml").write_text("")
    found, out = mypy_errors(tmp_path)
    assert re.search(
        r"def \(player: (builtins\.)?int, amount: (builtins\.)?int\)", found[line_of("reveal_type(Bid)")]
    ), out
    assert re.search(r'"(builtins\.)?int"', found[line_of("reveal_type(good.amount)")]), out
    assert "incompatible type" in found[line_of('wrong_type = Bid(1, "five")')], out
    assert 'Missing positional argument "amount"' in found[line_of("missing = Bid(1)")], out
    assert "Too many arguments" in found[line_of("unknown = Sold(2, 3, 4)")], out
    assert "read-only" in found[line_of("good.amount = 3")], out
    for correct in ("good = Bid(1, 5)", "named = Bid(player=1, amount=5)", "sold = Sold(2)"):
        assert line_of(correct) not in found, out


def test_the_base_declares_the_transform_and_registration_makes_frozen_dataclasses() -> None:
    transform = Record.__dataclass_transform__  # type: ignore[attr-defined]
    # Python 3.11 keeps the then newer keyword among "kwargs"; later versions name it.
    assert transform.get("frozen_default", transform.get("kwargs", {}).get("frozen_default")) is True
    codec = Codec("action")

    @codec.register
    class Move(Action):
        type = "move"
        player: int

    assert dataclasses.is_dataclass(Move) and Move.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert issubclass(Move, Record) and not dataclasses.is_dataclass(Event)
