"""What a stranger or a broken phone may try: each refused, nothing lost, the game goes on.

After every attack the table's journal and state are checked unchanged and a
good answer from a real phone still lands.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from companion.core import Table
from companion.phones.hub import Phones
from companion.phones.server import FRAME_LIMIT, Limits
from companion.phones.tokens import new_token
from companion.registry import spec
from tests.waiting import PATIENCE

from .conftest import Phone, tiny, wait_for

Join = Callable[..., Phone]
Dial = Callable[..., Phone]


class Clock:
    """A clock the test moves: the rate and the lockout are counted on it, never on the wall's."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def journaled(tmp_path: Path) -> Table[Any]:
    return Table.new(
        spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 2}, created="x", path=tmp_path / "g.jsonl"
    )


def unchanged(table: Table[Any], tmp_path: Path, steps: int = 0) -> None:
    """The table has ``steps`` steps and the journal as many entries."""
    assert len(table.steps) == steps
    assert len((tmp_path / "g.jsonl").read_text(encoding="utf-8").splitlines()) == 1 + steps


def goes_on(phone: Phone, table: Table[Any]) -> None:
    """A good answer from ``phone`` still lands."""
    steps = len(table.steps)
    view = phone.view(table.stamp.moment)  # the one it shows: a refusal pushes none
    [secret] = view["decisions"]
    result = phone.answer({"pick": secret["inner"]["options"][0]["key"]}, view["moment"], "good")
    assert result["ok"] is True and len(table.steps) == steps + 1


@pytest.mark.parametrize(
    "hello",
    [
        {"hello": new_token()},  # forged: a well-made code that is no seat's
        {"hello": ""},
        {"hello": None},
        {"hello": 12345678},
        {"hello": ["A" * 16]},
        {"hello": "A" * 5000},
        {"hello": "ABCD-EFGH-JKMN-PQRS", "seat": 0},
        {"language": "en"},
        {},
        [],
        "hello",
    ],
)
def test_a_bad_hello_is_refused_and_closed(tmp_path: Path, hub: Phones, dial: Dial, join: Join, hello: Any) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    stranger = dial(hub)
    stranger.connection.send(json.dumps(hello)[: FRAME_LIMIT - 1] if not isinstance(hello, str) else hello)
    [refused] = stranger.closed()
    assert refused["type"] == "refused" and refused["reason"]
    unchanged(table, tmp_path)
    goes_on(join(hub, hub.links()[0].code), table)


def test_an_old_games_code_is_refused(hub: Phones, dial: Dial) -> None:
    hub.attach(tiny())
    old = hub.links()[0].code
    hub.attach(tiny())
    stranger = dial(hub)
    stranger.send({"hello": old})
    assert [message["type"] for message in stranger.closed()] == ["refused"]


def test_a_seat_can_only_answer_for_itself(tmp_path: Path, hub: Phones, join: Join) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    ben = join(hub, hub.links()[1].code)
    moment = ben.view()["moment"]
    ben.send({"answer": {"pick": "odd"}, "moment": moment, "id": "x", "seat": 0})  # no key but the protocol's
    ben.send({"answer": {"pick": "odd", "player": 0}, "moment": moment, "id": "y"})
    results = [ben.next("result"), ben.next("result")]
    assert all(result["ok"] is False and result["reason"] for result in results)
    unchanged(table, tmp_path)
    assert ben.answer({"pick": "odd"}, moment, "z")["ok"] is True
    assert table.steps[0].action.player == 1  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "answer",
    [
        {"pick": "nope"},
        {"pick": "odd", "side": True},
        {"pick": "ODD"},
        {"amount": -5},
        {"amount": 10**40},
        {"amount": 3.5},
        {"basket": {"odd": 1}},
        {"confirm": True},
        {"dice": {"white": 3}},
        {"pick": "odd", "amount": 3},
        {"steal": True},
        {},
        "odd",
        None,
    ],
)
def test_a_malformed_or_unoffered_answer_is_refused_with_a_reason(
    tmp_path: Path, hub: Phones, join: Join, answer: Any
) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    moment = ann.view()["moment"]
    result = ann.answer(answer, moment, "bad")
    assert result["ok"] is False and result["reason"]
    unchanged(table, tmp_path)
    goes_on(ann, table)


@pytest.mark.parametrize(
    "frame",
    [
        {"answer": {"pick": "odd"}, "moment": True, "id": "x"},
        {"answer": {"pick": "odd"}, "moment": -1, "id": "x"},
        {"answer": {"pick": "odd"}, "moment": 10**30, "id": "x"},
        {"answer": {"pick": "odd"}, "moment": 0, "id": "x" * 40},
        {"answer": {"pick": "odd"}, "moment": 0},
    ],
)
def test_a_frame_of_wrong_types_is_refused_with_a_reason(
    tmp_path: Path, hub: Phones, join: Join, frame: dict[str, Any]
) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    ann.view()
    ann.send(frame)
    result = ann.next("result")
    assert result["ok"] is False and result["reason"]
    unchanged(table, tmp_path)
    goes_on(ann, table)


@pytest.mark.parametrize(
    "frame",
    [
        "not json",
        '{"answer": {"pick": "odd"}, "moment": 0, "id": "x", "id": "y"}',  # a key twice
        '{"answer": {"amount": NaN}, "moment": 0, "id": "x"}',
        "[1, 2, 3]",
        '{"hello": "again"}',
        '{"ping": 1}',
        b"\x00\x01binary",
        "x" * (FRAME_LIMIT + 1),
        json.dumps({"answer": {"basket": {f"k{n}": n for n in range(400)}}, "moment": 0, "id": "x"}),
    ],
)
def test_a_frame_outside_the_protocol_closes_that_phone_only(
    tmp_path: Path, hub: Phones, join: Join, frame: str | bytes
) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    broken, ann = join(hub, hub.links()[0].code), join(hub, hub.links()[0].code)
    broken.view()
    broken.connection.send(frame)
    told = broken.closed()
    assert all(message["type"] == "refused" for message in told)
    unchanged(table, tmp_path)
    goes_on(ann, table)


def test_a_doubled_answer_from_two_phones_of_one_seat_lands_once(tmp_path: Path, hub: Phones, join: Join) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    first, second = join(hub, hub.links()[0].code), join(hub, hub.links()[0].code)
    moment = first.view()["moment"]
    assert second.view()["moment"] == moment
    first.send({"answer": {"pick": "odd"}, "moment": moment, "id": "one"})
    second.send({"answer": {"pick": "even"}, "moment": moment, "id": "two"})
    results = [first.next("result"), second.next("result")]
    assert sorted(result["ok"] for result in results) == [False, True]
    unchanged(table, tmp_path, steps=1)


def test_a_replayed_answer_after_the_game_moved_on_is_stale(tmp_path: Path, hub: Phones, join: Join) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    ann, ben = join(hub, hub.links()[0].code), join(hub, hub.links()[1].code)
    moment = ann.view()["moment"]
    ben.view()
    assert ann.answer({"pick": "odd"}, moment, "first")["ok"] is True
    assert ben.answer({"pick": "odd"}, moment, "ben")["ok"] is True  # another seat's change: still its moment
    for attempt in range(3):
        assert ann.answer({"pick": "odd"}, moment, f"replay{attempt}")["ok"] is False
    unchanged(table, tmp_path, steps=2)


def test_a_flood_of_connections_from_one_address_stops_at_eight(start: Callable[..., Phones], dial: Dial) -> None:
    hub = start(hello_timeout=120)
    hub.attach(tiny())
    crowd = [dial(hub) for _ in range(8)]
    extra = dial(hub)
    [refused] = extra.closed()
    assert refused["type"] == "refused"
    for phone in crowd:
        phone.connection.close()
    wait_for(hub, lambda: hub.server.open_connections() == 0, "every connection closed")
    late = dial(hub)
    late.send({"hello": hub.links()[0].code})
    assert late.next("welcome")["seat"] == 0


def test_a_flood_past_the_total_is_refused(start: Callable[..., Phones], dial: Dial) -> None:
    hub = start(hello_timeout=120, limits=Limits(per_address=100, total=4))
    hub.attach(tiny())
    crowd = [dial(hub) for _ in range(4)]
    extra = dial(hub)
    assert [message["type"] for message in extra.closed()] == ["refused"]
    crowd[0].send({"hello": hub.links()[0].code})
    assert crowd[0].next("welcome")["seat"] == 0


def test_answers_past_the_rate_are_refused_until_the_next_second(start: Callable[..., Phones], join: Join) -> None:
    clock = Clock()
    hub = start(clock=clock)
    table = tiny()
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    moment = ann.view()["moment"]
    for number in range(15):
        ann.send({"answer": {"pick": "nope"}, "moment": moment, "id": f"n{number}"})
    results = [ann.next("result") for _ in range(15)]
    too_fast = [result for result in results if "Too many" in result["reason"]]
    assert len(too_fast) == 5 and all(not result["ok"] for result in results)
    assert all(result["id"] in {f"n{number}" for number in range(10, 15)} for result in too_fast)
    clock.now += 1.0
    assert ann.answer({"pick": "odd"}, moment, "later")["ok"] is True
    assert len(table.steps) == 1


def test_five_wrong_codes_lock_the_address_out_for_a_minute(
    start: Callable[..., Phones], dial: Dial, join: Join
) -> None:
    clock = Clock()
    hub = start(clock=clock)
    hub.attach(tiny())
    good = hub.links()[0].code
    reasons = []
    for _ in range(5):
        guess = dial(hub)
        guess.send({"hello": new_token()})
        reasons.append(guess.closed()[0]["reason"])
    assert reasons[0] != reasons[4]  # the fifth says the address is locked out
    for wait in (0.0, 59.0):  # at once and 59 s later: refused before its hello, even with the right code
        clock.now += wait
        locked = dial(hub)
        assert [message["type"] for message in locked.closed()] == ["refused"]
    clock.now += 1.0  # a minute after the lockout
    assert join(hub, good).view()["seat"] == 0


def test_wrong_codes_spread_over_minutes_do_not_lock_out(start: Callable[..., Phones], dial: Dial, join: Join) -> None:
    clock = Clock()
    hub = start(clock=clock)
    hub.attach(tiny())
    for _ in range(8):
        guess = dial(hub)
        guess.send({"hello": new_token()})
        guess.closed()
        clock.now += 15.0
    assert join(hub, hub.links()[0].code).view()["seat"] == 0


def test_a_re_issued_code_cannot_come_back(hub: Phones, join: Join, dial: Dial) -> None:
    hub.attach(tiny())
    old = hub.links()[1].code
    ben = join(hub, old)
    ben.view()
    hub.reissue(1)
    assert [message["type"] for message in ben.closed()] == ["ended"]
    with pytest.raises(ConnectionClosed):
        ben.connection.send(json.dumps({"answer": {"pick": "odd"}, "moment": 0, "id": "x"}))
        ben.connection.recv(timeout=PATIENCE)
    thief = dial(hub)
    thief.send({"hello": old})
    assert [message["type"] for message in thief.closed()] == ["refused"]


def test_a_websocket_elsewhere_than_ws_is_not_found(hub: Phones) -> None:
    with pytest.raises(InvalidStatus) as refused:
        connect(f"ws://127.0.0.1:{hub.port}/other", open_timeout=20).close()
    assert refused.value.response.status_code == 404


def test_an_answer_to_a_moment_not_reached_is_refused(tmp_path: Path, hub: Phones, join: Join) -> None:
    table = journaled(tmp_path)
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    moment = ann.view()["moment"]
    assert ann.answer({"pick": "odd"}, moment + 1, "future")["ok"] is False
    assert ann.answer({"pick": "odd"}, 10**9, "far")["ok"] is False
    unchanged(table, tmp_path)
    goes_on(ann, table)
