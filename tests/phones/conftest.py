"""Phones for the hub's tests: real websocket clients on a real port, the hub pumped while they wait.

A :class:`Phone` speaks the protocol as the page does (``hello``, ``answer``, ``language``) and
keeps everything it heard. The hub handles answers and pushes views only in its ``pump`` (the
main loop's part), so every wait here pumps it. ``tiny()`` is a game of the kit's test game on a
table without a journal.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from companion.core import Prompt, Table
from companion.phones.hub import Phones
from companion.registry import spec
from tests.waiting import PATIENCE

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


def tiny(players: int = 2) -> Table[Any]:
    """A new game of the tiny test game, every seat deciding in secret, on a table without a journal."""
    return Table.new(spec("tiny").game, {"players": NAMES[:players], "rounds": 2}, created="x")


def wait_for(hub: Phones, condition: Callable[[], object], what: str, timeout: float = PATIENCE) -> None:
    """Pump ``hub`` until ``condition()`` holds; ``what`` it is, for the message of a wait that runs out."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:g} s in vain for {what}")
        hub.pump()
        time.sleep(0.01)


def acquire_buying(open_holdings: bool = True, path: Path | None = None) -> Table[Any]:
    """Acquire with three players at the first share purchase: Ann founded Tower and may buy up to 3 at $400.

    With ``path`` the table keeps its journal there, for a test that checks what was written.
    """
    from companion.core.decisions import Basket, Confirm, Pick

    config = {"players": NAMES[:3], "seed": 4, "open_holdings": open_holdings}
    table = Table.new(spec("acquire").game, config, created="x", path=path)
    while True:
        actor = table.prompt().primary()
        assert actor is not None
        decision = actor.decision
        if isinstance(decision, Basket):
            return table
        if isinstance(decision, Pick):
            table.submit(next(option for option in decision.options if option.enabled).action)
        else:
            assert isinstance(decision, Confirm) and decision.action is not None
            table.submit(decision.action)


def mad_market_at(debt: bool) -> tuple[Prompt, int, Any, int]:
    """A Mad Market trade (or a debt's sale that must sell at least a few shares): the prompt, the seat, the
    basket and the least its first open line takes alone (0 for a trade)."""
    from companion.core import ChanceSource
    from companion.core.game import ActionRange
    from companion.games.mad_market.decide import TradeBasket

    game = spec("mad_market").game
    for seed in range(60):
        table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="x")
        chance = ChanceSource(seed)
        while not table.over:
            prompt = table.prompt()
            chosen = prompt.actors[0].decision
            if isinstance(chosen, TradeBasket) and prompt.actors[0].seat is not None:
                lows = {
                    f"{c.fixed['side']}-{c.fixed['stock']}": c.low for c in chosen.choices if isinstance(c, ActionRange)
                }
                first = next((item for item in chosen.items if item.high > item.low), None)
                if first is not None and not debt and sum(1 for item in chosen.items if item.high) > 1:
                    return prompt, prompt.actors[0].seat, chosen, 0
                if first is not None and debt and 2 < lows.get(first.key, 0) < first.high:
                    return prompt, prompt.actors[0].seat, chosen, lows[first.key]
            table.submit(table.choose_random(chance))
    raise AssertionError("no such moment in 60 games")


def steam_barons_selling() -> Table[Any]:
    """Steam Barons with three players at the first sealed sale: Ann holds Orange, Ben Green, Cat nothing."""
    from companion.core.decisions import Amount
    from companion.games.steam_barons import GAME
    from companion.games.steam_barons.actions import Buy, CompanyOrder, EndBuild, FirstPlayer, Pass, SkipDelivery
    from companion.games.steam_barons.rules import COMPANIES

    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "seed": 7}, created="x")
    table.submit(CompanyOrder(tuple(COMPANIES)))
    table.submit(FirstPlayer(0))
    winners = iter((0, 1))
    winner = next(winners, None)
    while table.state.phase in ("auction", "buy"):
        state = table.state
        actor = table.prompt().primary()
        assert actor is not None and actor.seat is not None
        if state.phase == "auction":
            assert isinstance(actor.decision, Amount) and state.auction is not None
            if actor.seat == winner and state.auction.high_bidder is None:
                table.submit(actor.decision.make(actor.decision.low))
            else:
                table.submit(Pass(actor.seat))
        else:
            table.submit(Buy(actor.seat, 1 if actor.seat == state.winner else 0))
            if table.state.phase != "buy":
                winner = next(winners, None)
    while table.state.phase in ("build", "deliver"):
        state = table.state
        actor = table.prompt().primary()
        assert actor is not None and actor.seat is not None
        done = EndBuild if state.phase == "build" else SkipDelivery
        table.submit(GAME.upgrade(state, done(actor.seat)))
    return table


class Phone:
    """One phone's websocket: what it sent, what it heard, each frame read once by kind."""

    def __init__(self, hub: Phones, connection: ClientConnection) -> None:
        self.hub = hub
        self.connection = connection
        self.heard: list[dict[str, Any]] = []
        self.taken: set[int] = set()
        self.shut = False
        self.latest: dict[str, Any] | None = None

    def send(self, frame: dict[str, Any]) -> None:
        self.connection.send(json.dumps(frame))

    def _receive(self, timeout: float) -> bool:
        """One more frame heard within ``timeout`` (the hub pumped meanwhile); False on none or a closed socket."""
        deadline = time.monotonic() + timeout
        while not self.shut:
            self.hub.pump()
            try:
                self.heard.append(json.loads(self.connection.recv(timeout=0.02)))
                return True
            except TimeoutError:
                if time.monotonic() > deadline:
                    return False
            except ConnectionClosed:
                self.shut = True
        return False

    def _unread(self, kind: str) -> dict[str, Any] | None:
        for index, message in enumerate(self.heard):
            if index not in self.taken and message.get("type") == kind:
                self.taken.add(index)
                return message
        return None

    def next(self, kind: str, timeout: float = PATIENCE) -> dict[str, Any]:
        """The first frame of ``kind`` not read yet, waiting for it."""
        deadline = time.monotonic() + timeout
        while (found := self._unread(kind)) is None:
            if not self._receive(max(0.0, deadline - time.monotonic())):
                raise AssertionError(f"no {kind!r} frame; heard {self.heard}")
        return found

    def view(self, moment: int | None = None) -> dict[str, Any]:
        """The next view not read yet, waiting for it; with ``moment``, the newest view of that moment.

        Never "whatever came within half a second": a view still on its way on a loaded machine would leave
        the test reading the one before. So a test asks for the view it needs: the one a change it made must
        push (the next), or the one of the table's moment, heard already or still to come (after a refusal,
        which pushes none, that is the view the phone shows).
        """
        if moment is None:
            found = self.next("view")
            self.latest = found["view"]
            return self.latest
        deadline = time.monotonic() + PATIENCE
        while True:
            while (found := self._unread("view")) is not None:  # everything heard so far, in order
                self.latest = found["view"]
            if self.latest is not None and self.latest["moment"] == moment:
                return self.latest
            if not self._receive(max(0.0, deadline - time.monotonic())):
                shown = None if self.latest is None else self.latest["moment"]
                raise AssertionError(f"no view of moment {moment} (the phone shows {shown}); heard {self.heard}")

    def answer(self, answer: dict[str, Any], moment: int, ident: str = "answer") -> dict[str, Any]:
        """Send an answer to the view of ``moment``; its result."""
        self.send({"answer": answer, "moment": moment, "id": ident})
        return self.next("result")

    def closed(self, timeout: float = PATIENCE) -> list[dict[str, Any]]:
        """Wait for the server to close this phone; what it said besides views and results."""
        deadline = time.monotonic() + timeout
        while not self.shut:
            if time.monotonic() > deadline:
                raise AssertionError(f"the connection stayed open; heard {self.heard}")
            self._receive(max(0.0, deadline - time.monotonic()))
        return [
            message
            for index, message in enumerate(self.heard)
            if index not in self.taken and message.get("type") not in ("view", "welcome", "result")
        ]


@pytest.fixture
def start() -> Iterator[Callable[..., Phones]]:
    """Start a hub on 127.0.0.1 (a free port): ``start(folder=..., wake=...)``; all closed after the test."""
    started: list[Phones] = []

    def begin(folder: Path | None = None, **options: Any) -> Phones:
        hub = Phones.start(host="127.0.0.1", port=0, folder=folder, **options)
        started.append(hub)
        return hub

    yield begin
    for hub in started:
        hub.close()


@pytest.fixture
def hub(start: Callable[..., Phones]) -> Phones:
    return start()


@pytest.fixture
def dial() -> Iterator[Callable[..., Phone]]:
    """A websocket to ``hub``'s port that has said nothing yet."""
    with ExitStack() as sockets:

        def open_socket(hub: Phones) -> Phone:
            return Phone(hub, sockets.enter_context(connect(f"ws://127.0.0.1:{hub.port}/ws", open_timeout=PATIENCE)))

        yield open_socket


@pytest.fixture
def join(dial: Callable[..., Phone]) -> Callable[..., Phone]:
    """A phone that said hello with ``code`` (in ``language``) and was welcomed."""

    def hello(hub: Phones, code: str, language: str | None = "en") -> Phone:
        phone = dial(hub)
        phone.send({"hello": code, "language": language})
        phone.next("welcome")
        return phone

    return hello
