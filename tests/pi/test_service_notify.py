"""The systemd notify protocol: real datagram sockets, the watchdog's rate limit, no-ops off systemd."""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion import service
from companion.service import Notifier
from tests.waiting import PATIENCE


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def path_socket(tmp_path: Path) -> Iterator[tuple[socket.socket, str]]:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    address = str(tmp_path / "notify")
    sock.bind(address)
    sock.settimeout(PATIENCE)
    yield sock, address
    sock.close()


@pytest.fixture
def abstract_socket() -> Iterator[tuple[socket.socket, str]]:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    name = f"companion-test-{uuid.uuid4().hex}"
    sock.bind("\0" + name)
    sock.settimeout(PATIENCE)
    yield sock, "@" + name
    sock.close()


def receive(sock: socket.socket) -> list[str]:
    return sock.recv(4096).decode().split("\n")


def nothing_waiting(sock: socket.socket) -> bool:
    sock.setblocking(False)
    try:
        sock.recv(4096)
    except BlockingIOError:
        return True
    finally:
        sock.settimeout(PATIENCE)
    return False


@pytest.mark.parametrize("kind", ["path", "abstract"])
def test_ready_status_stopping_arrive_as_datagrams(kind: str, request: pytest.FixtureRequest) -> None:
    sock, address = request.getfixturevalue(f"{kind}_socket")
    notifier = Notifier({"NOTIFY_SOCKET": address})
    assert notifier.active
    assert notifier.ready("Acquire, 4 players")
    assert receive(sock) == ["READY=1", "STATUS=Acquire, 4 players"]
    assert notifier.status("Waiting for Ann")
    assert receive(sock) == ["STATUS=Waiting for Ann"]
    assert notifier.notify("RELOADING=1", "MONOTONIC_USEC=5")
    assert receive(sock) == ["RELOADING=1", "MONOTONIC_USEC=5"]
    assert notifier.extend_timeout(2.5)
    assert receive(sock) == ["EXTEND_TIMEOUT_USEC=2500000"]
    assert notifier.stopping()
    assert receive(sock) == ["STOPPING=1"]
    notifier.close()


def test_watchdog_pings_at_half_the_interval(path_socket: tuple[socket.socket, str]) -> None:
    sock, address = path_socket
    clock = FakeClock()
    notifier = Notifier({"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "20000000"}, clock)
    assert notifier.interval == 20.0
    assert notifier.watchdog(), "the first call pings at once"
    assert receive(sock) == ["WATCHDOG=1"]
    sent = 0
    for _ in range(1000):  # a busy main loop over 9.8 s: nothing more is due
        clock.now += 0.0098
        sent += notifier.watchdog()
    assert sent == 0 and nothing_waiting(sock)
    clock.now += 0.21  # now 10.01 s after the first ping: half of WatchdogSec has passed
    assert notifier.watchdog()
    assert receive(sock) == ["WATCHDOG=1"]
    assert not notifier.watchdog()
    clock.now += 10
    assert notifier.watchdog()
    assert receive(sock) == ["WATCHDOG=1"]


def test_a_loop_waking_slightly_early_still_feeds_the_watchdog(path_socket: tuple[socket.socket, str]) -> None:
    """The UI sleeps watchdog_interval() / 2 between iterations; timer jitter must not skip a ping."""
    sock, address = path_socket
    clock = FakeClock()
    notifier = Notifier({"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "30000000"}, clock)
    for _ in range(5):
        assert notifier.watchdog()
        assert receive(sock) == ["WATCHDOG=1"]
        clock.now += notifier.interval / 2 - 0.005
    clock.now += 5 - notifier.interval / 2  # 5 s after the last ping: far too early
    assert not notifier.watchdog() and nothing_waiting(sock)


def test_watchdog_without_watchdog_usec_never_pings(path_socket: tuple[socket.socket, str]) -> None:
    sock, address = path_socket
    notifier = Notifier({"NOTIFY_SOCKET": address}, FakeClock())
    assert notifier.interval is None
    assert not any(notifier.watchdog() for _ in range(100))
    assert nothing_waiting(sock)


def test_watchdog_meant_for_another_process_is_ignored(path_socket: tuple[socket.socket, str]) -> None:
    sock, address = path_socket
    other = Notifier({"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "1000000", "WATCHDOG_PID": str(os.getpid() + 1)})
    assert other.interval is None and not other.watchdog()
    mine = Notifier({"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "1000000", "WATCHDOG_PID": str(os.getpid())})
    assert mine.interval == 1.0 and mine.watchdog()
    assert receive(sock) == ["WATCHDOG=1"]


@pytest.mark.parametrize(
    "env",
    [
        {},
        {"NOTIFY_SOCKET": ""},
        {"NOTIFY_SOCKET": "vsock:2:1234"},
        {"WATCHDOG_USEC": "30000000"},
        {"WATCHDOG_USEC": "nonsense"},
    ],
)
def test_off_systemd_everything_is_a_no_op(env: dict[str, str]) -> None:
    notifier = Notifier(env)
    assert not notifier.active
    assert (notifier.ready(), notifier.watchdog(), notifier.status("x"), notifier.stopping()) == (False,) * 4


def test_missing_socket_is_reported_once_and_never_raises(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    notifier = Notifier({"NOTIFY_SOCKET": str(tmp_path / "gone"), "WATCHDOG_USEC": "2"}, FakeClock())
    assert not notifier.ready()
    assert not notifier.stopping()
    assert len([r for r in caplog.records if "cannot notify systemd" in r.getMessage()]) == 1


def test_module_functions_use_the_process_environment(
    path_socket: tuple[socket.socket, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    sock, address = path_socket
    monkeypatch.setenv("NOTIFY_SOCKET", address)
    monkeypatch.setenv("WATCHDOG_USEC", "4000000")
    monkeypatch.delenv("WATCHDOG_PID", raising=False)
    try:
        service.reset()
        assert service.watchdog_interval() == 4.0
        assert service.ready()
        assert receive(sock) == ["READY=1"]
        assert service.watchdog()
        assert receive(sock) == ["WATCHDOG=1"]
        assert not service.watchdog(), "rate-limited"
        assert service.status("Big Shot")
        assert receive(sock) == ["STATUS=Big Shot"]
        assert service.stopping()
        assert receive(sock) == ["STOPPING=1"]
    finally:
        monkeypatch.delenv("NOTIFY_SOCKET")
        monkeypatch.delenv("WATCHDOG_USEC")
        service.reset()
    assert not service.ready()


@pytest.mark.parametrize("under_systemd", [False, True])
def test_watchdog_is_cheap_enough_for_every_frame(under_systemd: bool, path_socket: tuple[socket.socket, str]) -> None:
    """The main loop calls watchdog() every iteration: between pings a call only reads the clock and compares.

    Counted, not timed (a loaded machine moves a timing): 200 000 calls within one interval send one ping under
    systemd and none off it, and reach the socket code no more often than that.
    """
    env = {"NOTIFY_SOCKET": path_socket[1], "WATCHDOG_USEC": "30000000"} if under_systemd else {}
    notifier = Notifier(env)
    reached: list[tuple[str, ...]] = []
    send = notifier.notify

    def counted(*states: str) -> bool:
        reached.append(states)
        return send(*states)

    notifier.notify = counted  # type: ignore[method-assign]  # counting the calls that reach the socket code
    sent = sum(notifier.watchdog() for _ in range(200_000))
    assert sent == (1 if under_systemd else 0)
    assert reached == ([("WATCHDOG=1",)] if under_systemd else [])
