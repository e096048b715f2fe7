"""Real phones for the end-to-end tests: Debian's Chromium, headless, driven by Playwright.

The browser is the system's own (``/usr/bin/chromium`` from Debian's ``chromium`` package, or
``COMPANION_CHROMIUM``): Playwright's browser download is never used, so the tests run on a Pi or a
CI machine with nothing but Debian's packages. Without a Chromium the browser tests skip with the
reason; with ``COMPANION_REQUIRE_BROWSER=1`` (as ``.ci/run`` sets) they fail instead, because in CI
a skipped end-to-end test would be a hole nobody sees.

Each phone is a separate browser context (its own storage, cookies and sessionStorage: another
person's phone), at a phone's size in portrait, with touch. While a test waits for a page, the
main thread must keep running the hub's ``pump`` (a phone's answer is handled there, as the
touchscreen's loop does), so every wait here is a small loop: pump, let the browser run a moment,
look again (:func:`settle`).

:class:`Wire` puts a phone's websocket through Playwright's websocket routing: the frames both ways
are recorded, the server's frames can be held back (a phone on a slow network still showing a
decision the game has left behind), and the page's last answer can be sent again (a phone that
resends after a drop).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import pytest

from companion.core import PUBLIC, Table
from companion.text.summary import render, table_view
from tests.waiting import PATIENCE

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, WebSocketRoute

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
"""No sandbox (CI runs as root), no GPU, and nothing that talks to the internet on its own."""
PHONE: ViewportSize = {"width": 390, "height": 844}
"""A phone in portrait, in CSS pixels (an iPhone 12 to 15's viewport); screenshots are this size."""
SCREENS = Path(__file__).resolve().parents[2] / "docs" / "screens"
KEEP = "COMPANION_PHONE_SCREENS"
"""Set to 1 to write the end-to-end tests' screenshots into docs/screens (else a folder in /tmp): a test
run leaves the repository as it found it, and the kept pictures are refreshed on purpose."""
REQUIRE = "COMPANION_REQUIRE_BROWSER"


def chromium_path() -> str | None:
    """Debian's Chromium (or ``COMPANION_CHROMIUM``), or None when this machine has none."""
    chosen = os.environ.get("COMPANION_CHROMIUM")
    if chosen:
        return chosen if os.access(chosen, os.X_OK) else None
    return shutil.which("chromium") or shutil.which("chromium-browser")


def unavailable(reason: str) -> NoReturn:
    """Skip the test for ``reason``, or fail it when the browser is required (CI)."""
    if os.environ.get(REQUIRE) == "1":
        pytest.fail(f"{reason} ({REQUIRE}=1: the browser tests must run here)", pytrace=False)
    pytest.skip(f"{reason}; the phones' browser tests need it (apt install chromium)")


_RUNNING: dict[str, Any] = {}
"""The run's one Playwright driver and Chromium. Every test module that imports the fixture gets its own
session-scoped copy of it, and a second sync driver cannot start while one runs: they all share these."""


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """One headless Chromium for the session; each phone gets its own context from it."""
    if "browser" not in _RUNNING:
        try:
            from playwright.sync_api import Error, sync_playwright
        except ImportError:
            unavailable("Playwright is not installed (it comes with the dev dependencies)")
        path = chromium_path()
        if path is None:
            unavailable("no Chromium on this machine")
        driver = sync_playwright().start()
        try:
            _RUNNING["browser"] = driver.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        except Error as exc:
            driver.stop()
            unavailable(f"Chromium at {path} did not start: {str(exc).splitlines()[0]}")
        _RUNNING["driver"] = driver
    yield _RUNNING["browser"]
    if "browser" in _RUNNING:  # the session is over for every copy: the first to finish closes it
        _RUNNING.pop("browser").close()
        _RUNNING.pop("driver").stop()


@dataclass
class Wire:
    """A phone's websocket routed through the test: every frame seen, the server's held on demand."""

    sent: list[dict[str, Any]] = field(default_factory=list)  # page -> server, as JSON
    received: list[dict[str, Any]] = field(default_factory=list)  # server -> page, as delivered or held
    held: list[str] = field(default_factory=list)
    holding: bool = False
    page_side: WebSocketRoute | None = None
    server_side: WebSocketRoute | None = None

    def route(self, socket: WebSocketRoute) -> None:
        server = socket.connect_to_server()
        self.page_side, self.server_side = socket, server
        socket.on_message(self._from_page)
        server.on_message(self._from_server)

    def _from_page(self, message: str | bytes) -> None:
        assert self.server_side is not None
        self.sent.append(json.loads(message))
        self.server_side.send(message)

    def _from_server(self, message: str | bytes) -> None:
        assert self.page_side is not None
        self.received.append(json.loads(message))
        if self.holding:
            self.held.append(str(message) if isinstance(message, str) else message.decode())
        else:
            self.page_side.send(message)

    def hold(self) -> None:
        """Keep the server's frames from the page (it goes on showing what it showed)."""
        self.holding = True

    def release(self) -> None:
        """Deliver what was held, in order, and stop holding."""
        assert self.page_side is not None
        self.holding = False
        for message in self.held:
            self.page_side.send(message)
        self.held.clear()

    def answers(self) -> list[dict[str, Any]]:
        """The answer frames the page sent, oldest first."""
        return [frame for frame in self.sent if "answer" in frame]

    def results(self) -> list[dict[str, Any]]:
        """The server's result frames, oldest first."""
        return [frame for frame in self.received if frame.get("type") == "result"]

    def resend(self, frame: dict[str, Any]) -> None:
        """Send ``frame`` again on the page's own connection, as a page retrying after a drop would."""
        assert self.server_side is not None
        self.sent.append(frame)
        self.server_side.send(json.dumps(frame))


@dataclass
class Phone:
    """One person's phone: its own browser context and page, and its websocket's wire if routed."""

    context: BrowserContext
    page: Page
    wire: Wire | None = None

    @property
    def wired(self) -> Wire:
        """The websocket's wire (the phone must have been opened with ``wire=True``)."""
        assert self.wire is not None, "this phone was opened without its wire"
        return self.wire

    def text(self) -> str:
        """Everything the page shows as text now (what a player could read on it)."""
        return self.page.inner_text("body")

    def shot(self, name: str) -> Path:
        """A screenshot at the phone's size: docs/screens/``name``.png with ``COMPANION_PHONE_SCREENS=1``."""
        folder = SCREENS if os.environ.get(KEEP) == "1" else Path(tempfile.gettempdir()) / "companion-phone-screens"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path


@pytest.fixture
def phones_open(browser: Browser) -> Iterator[Callable[..., Phone]]:
    """Open a phone on a URL: ``phones_open(url, wire=True, language="it")``; all closed after the test."""
    opened: list[Phone] = []

    def open_phone(url: str, *, wire: bool = False, language: str = "en-GB") -> Phone:
        context = browser.new_context(
            viewport=PHONE, device_scale_factor=1, is_mobile=True, has_touch=True, locale=language
        )
        page = context.new_page()
        phone = Phone(context, page, Wire() if wire else None)
        if phone.wire is not None:
            page.route_web_socket("**/ws", phone.wire.route)
        opened.append(phone)
        page.goto(url)
        return phone

    yield open_phone
    for phone in opened:
        phone.context.close()


def flat(text: str) -> str:
    """``text`` with every run of white space one space: a line as the console prints it and as a page shows it."""
    return " ".join(text.split())


def secrets_of(table: Table[Any], seat: int) -> list[str]:
    """What only ``seat`` may see: the lines of its own view (the console's text view, the touchscreen's
    private panel) that the public view does not show, each flattened."""
    game = table.game.name
    public = {flat(line) for line in render(game, table.summary(PUBLIC))}
    own = [flat(line) for line in render(game, table.summary(seat), private_for=seat)]
    return [line for line in own if line and line not in public]


def shows_the_table(phone: Phone, table: Table[Any]) -> bool:
    """The phone shows the table as it stands now: every line of the public view (the console's, headed by what
    the game is played with that is not the box's) is on its page."""
    shown = flat(phone.text())
    return all(flat(line) in shown for line in table_view(table) if line.strip())


def journaled(table: Table[Any]) -> list[dict[str, Any]]:
    """The actions in the table's journal file, oldest first, as written (what a power cut would keep)."""
    assert table.writer is not None
    lines = table.writer.path.read_text(encoding="utf-8").splitlines()[1:]
    return [entry["action"] for entry in map(json.loads, lines) if "action" in entry]


def settle(
    pump: Callable[[], object], page: Page, until: Callable[[], object], *, what: str, timeout: float = PATIENCE
) -> Any:
    """Run the main thread's ``pump`` and let the browser work until ``until()`` is truthy; return it.

    The hub handles a phone's answer only in ``pump`` (the touchscreen's loop calls it between
    frames), and Playwright only delivers a routed frame while a call of its own runs: this loop
    does both, a few dozen milliseconds at a time. Never a timing test: ``timeout`` only bounds a
    test that would otherwise hang, and is generous for a loaded machine.
    """
    deadline = time.monotonic() + timeout
    pump()
    while not (found := until()):
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout} s for {what}; the page shows:\n{page.inner_text('body')}")
        page.wait_for_timeout(40)  # the browser runs (and routed frames move) meanwhile
        pump()
    return found
