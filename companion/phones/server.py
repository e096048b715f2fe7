"""The phones' server: the page and its websocket, in a daemon thread with its own asyncio loop.

This thread only moves JSON: it never touches the table. It serves the three
files of the page, reads each phone's first frame (its code) against the
hub's current :class:`~companion.phones.tokens.Tokens`, and passes what an
admitted phone says to the main thread as :data:`Inbound` messages in a queue,
waking the main loop; the main thread answers through :meth:`Server.send`.

What it refuses on its own, before anything reaches the game:

- any HTTP request but GET of ``/``, ``/phone.css``, ``/phone.js`` and the
  websocket at ``/ws`` (404; another method 405; a websocket that cannot open
  the library's 400 or 426; a request line or headers too long for the library
  to read, its 414 or 431; each a sentence in the browser's language, or the table's
  where the library could not read the request; a request with a body gets no
  answer at all: the library closes the connection);
- a frame over :data:`FRAME_LIMIT` bytes, a binary frame, text that is not a
  JSON object of the protocol's keys (the connection is closed, with the reason in
  the phone's language: the library itself closes only past :data:`WIRE_LIMIT`);
- a phone with no hello within ``hello_timeout`` seconds, a wrong code (five
  wrong codes a minute from one address lock that address out for a minute);
- more than :attr:`Limits.per_address` connections from one address or
  :attr:`Limits.total` in all, and answers faster than :attr:`Limits.rate` a
  second on one connection.

Nothing here logs a token: the protocol never puts one in a URL, and the
log lines name connections by number.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import pkgutil
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping
from functools import partial
from http import HTTPStatus
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.server import ServerProtocol

from companion.core import N_
from companion.data_classes import dataclass

from .answers import Answer, Refused, client_id, parse
from .page import page
from .tokens import Tokens
from .views import box_words, heard_language, known_language, translator

log = logging.getLogger(__name__)

wire = logging.getLogger(__name__ + ".wire")
"""The websockets library's log: never below INFO, whatever the app's level, because at DEBUG the library
writes every frame, and a phone's first frame is its code."""
wire.setLevel(logging.INFO)

FRAME_LIMIT = 4096
"""The largest frame a phone may send, in bytes."""

WIRE_LIMIT = 16 * FRAME_LIMIT
"""The largest frame the websockets library takes before it closes the connection by itself. Above
:data:`FRAME_LIMIT` so that a frame too long is refused by the server, in the phone's language: closed by the
library (its "message too big", in English), a phone opened at an address with a code thousands of letters long
tried again and again, "Connection lost: trying again", and never said why."""

FILES: dict[str, tuple[str, str]] = {
    "/": ("static/phone.html", "text/html; charset=utf-8"),
    "/phone.css": ("static/phone.css", "text/css; charset=utf-8"),
    "/phone.js": ("static/phone.js", "text/javascript; charset=utf-8"),
}
"""What the server serves: path -> (file in the package, content type)."""

SECURITY_HEADERS: tuple[tuple[str, str], ...] = (
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    (
        "Content-Security-Policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ),
)


LOST = N_("This page does not exist here. Open the address shown on the table's screen, or scan its code.")
"""The answer to an address mistyped on a phone (404)."""
NOT_SENT = N_(
    "Nothing can be sent to the table this way. Open the address shown on the table's screen, or scan its code."
)
"""The answer to a request that is no GET (405): a form sent, a page reloaded to send again."""
UNREAD = N_("The table could not read this request. Open the address shown on the table's screen, or scan its code.")
"""The answer to a websocket the library refuses to open (a key or version missing) or a failure serving it."""


@dataclass(frozen=True, slots=True)
class Limits:
    """How much the server takes: connections, answers a second, wrong codes a minute."""

    per_address: int = 8
    total: int = 32
    rate: int = 10
    """Answers (and language switches) a second on one connection."""
    failures: int = 5
    """Wrong codes from one address within :attr:`lockout` seconds before it is locked out."""
    lockout: float = 60.0


# -- what the server thread hands the main thread ---------------------------------------
# Each carries the tokens its phone's code was proved against: the main thread acts on it only if that seat's
# token is still the same (a message queued before a re-issue or a new game is dropped, never applied to it).
@dataclass(frozen=True, slots=True)
class Hello:
    connection: int
    seat: int
    language: str
    tokens: Tokens
    follows: bool = False
    """The phone chose no language of its own, nor does its browser read one spoken here: it reads the table's, and
    follows it when the table's changes."""


@dataclass(frozen=True, slots=True)
class Answered:
    connection: int
    seat: int
    language: str
    answer: Answer
    tokens: Tokens


@dataclass(frozen=True, slots=True)
class Speak:
    connection: int
    seat: int
    language: str
    tokens: Tokens


@dataclass(frozen=True, slots=True)
class Gone:
    connection: int
    seat: int


Inbound = Hello | Answered | Speak | Gone


class Closing(Exception):
    """Refuse the connection with ``reason`` (a template) and close it; in ``language`` once its hello said one."""

    def __init__(self, reason: str, kind: str = "refused", language: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind
        self.language = language


@dataclass(slots=True)
class Phone:
    """One admitted connection: its seat, the token it proved, the language it reads."""

    number: int
    seat: int
    tokens: Tokens
    language: str
    socket: ServerConnection
    answers: deque[float]
    follows: bool = False
    """No language of its own chosen, none spoken here read by its browser: it reads the table's (see
    :meth:`Server.speak`)."""


class Server:
    """The websockets server on its own thread; every public method is safe to call from the main thread."""

    def __init__(
        self,
        *,
        host: str,
        port: int,
        tokens: Callable[[], Tokens | None],
        wake: Callable[[], None] = lambda: None,
        language: str = "en",
        hello_timeout: float = 5.0,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.host = host
        self.port = port
        self.tokens = tokens
        self.wake = wake
        self.language = language
        self.hello_timeout = hello_timeout
        self.limits = limits or Limits()
        self.clock = clock
        self.inbox: queue.SimpleQueue[Inbound] = queue.SimpleQueue()
        self._loop = asyncio.new_event_loop()
        self._server: WsServer | None = None
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._lock = threading.Lock()
        self._phones: dict[int, Phone] = {}  # admitted connections (the loop's; counted under the lock)
        self._open: dict[str, int] = {}  # open websockets by address (admitted or not)
        self._failures: dict[str, deque[float]] = {}
        self._locked: dict[str, float] = {}
        self._numbers = itertools.count(1)

    # -- the main thread's side ---------------------------------------------------------
    def start(self) -> None:
        """Bind and serve; returns once the port is open (raises the error if it cannot be)."""
        self._thread.start()
        self._ready.wait()
        if self._failed is not None:
            raise self._failed

    def send(self, connection: int, message: dict[str, Any]) -> None:
        """Send ``message`` to one connection (dropped if it has gone)."""
        text = json.dumps(message, ensure_ascii=False)
        self._call(self._send, connection, text)

    def refuse(self, connection: int, ident: str, reasons: Mapping[str, str]) -> None:
        """Answer ``connection``'s answer ``ident`` with a refusal; ``reasons`` by language, the one said chosen when
        it is sent (the phone's language then, which a switch since the refusal was made may have changed)."""
        self._call(self._refuse, connection, ident, dict(reasons))

    def end(self, seats: set[int] | None, reasons: Mapping[str, str], keep: Tokens | None = None) -> None:
        """Send "ended" to the phones of ``seats`` (None: all) and close them; ``reasons`` by language.

        With ``keep``, a phone whose token is still ``keep``'s token for its seat stays.
        """
        self._call(self._end, seats, dict(reasons), keep)

    def speak(self, code: str) -> None:
        """The table speaks ``code`` now: the page is served in it, and the phones that chose no language of their
        own read it (their refusals and farewells too)."""
        self.language = code
        self._call(self._speak, code)

    def _speak(self, code: str) -> None:
        for phone in self._phones.values():
            if phone.follows:
                phone.language = code

    def _speaking(self, phone: Phone) -> str:
        """The language ``phone`` reads now: its own, or the table's if it chose none. The table's is read from
        :attr:`language`, which :meth:`speak` sets at once, for the phones' own copy is set only when the loop
        reaches :meth:`_speak`: a refusal or farewell sent before then is said in the new language too."""
        return self.language if phone.follows else phone.language

    def connected(self, seat: int) -> int:
        with self._lock:
            return sum(1 for phone in self._phones.values() if phone.seat == seat)

    def open_connections(self) -> int:
        """Websockets open now, said hello or not (what the limits count)."""
        with self._lock:
            return sum(self._open.values())

    def close(self) -> None:
        """Close every connection and the port, and stop the thread."""
        if not self._thread.is_alive():
            return
        future = asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop)
        try:
            future.result(timeout=10)
        except Exception:  # noqa: BLE001 - closing must finish whatever a connection does
            log.exception("the phones' server did not close cleanly")
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)

    def _call(self, function: Callable[..., Any], *args: Any) -> None:
        if self._loop.is_closed():
            return
        try:
            self._loop.call_soon_threadsafe(function, *args)
        except RuntimeError:  # the loop closed meanwhile
            pass

    # -- the thread -------------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._server = self._loop.run_until_complete(self._open_port())
        except BaseException as exc:  # noqa: BLE001 - handed to start(), which raises it
            self._failed = exc
            self._ready.set()
            self._loop.close()
            return
        self._ready.set()
        try:
            self._loop.run_forever()
        finally:
            self._loop.close()

    async def _open_port(self) -> WsServer:
        server = await serve(
            self._connection,
            self.host,
            self.port,
            process_request=self._http,
            process_response=self._handshake,
            create_connection=self._connection_kind(),
            max_size=WIRE_LIMIT,
            max_queue=4,
            open_timeout=self.hello_timeout * 2,
            ping_interval=20,
            ping_timeout=20,
            server_header=None,
            logger=wire,
        )
        self.port = server.sockets[0].getsockname()[1]
        return server

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close(close_connections=True)
            await self._server.wait_closed()

    # -- HTTP -----------------------------------------------------------------------------
    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """Serve the page's files; let the websocket at ``/ws`` through; 405 for a method but GET, else 404."""
        if request.method != "GET":  # said in the browser's language, as every answer a phone may read
            return self._said(request, HTTPStatus.METHOD_NOT_ALLOWED, NOT_SENT, allow="GET")
        path = request.path.split("?", 1)[0]
        if path == "/ws" and "upgrade" in request.headers.get("Connection", "").lower():
            return None
        if path == "/favicon.ico":  # every browser asks; nothing to send, and a 404 would be an error in its console
            return self._response(HTTPStatus.NO_CONTENT, b"", "text/plain; charset=utf-8")
        if path == "/":  # the page, its fixed words in the browser's language if spoken here, else the table's
            language = heard_language(request.headers.get("Accept-Language"), self.language)  # (read once: a str)
            return self._response(HTTPStatus.OK, page(language), FILES[path][1], vary=True)
        if path in FILES:
            name, kind = FILES[path]
            body = pkgutil.get_data("companion.phones", name)
            if body is not None:
                return self._response(HTTPStatus.OK, body, kind)
        # an address mistyped on a phone: said in the browser's language, with where to go instead
        return self._said(request, HTTPStatus.NOT_FOUND, LOST)

    def _handshake(self, connection: ServerConnection, request: Request, response: Response) -> Response | None:
        """The websockets library's own refusal of a request to ``/ws`` it cannot open (no key, a version it does
        not speak; a failure of :meth:`_http`): its English words and bare headers, replaced by a sentence in the
        browser's language with the headers of every other answer. Anything else passes as it is."""
        if response.status_code < 400 or response.headers.get("Content-Security-Policy"):
            return None  # the websocket opened, or an answer of :meth:`_http`'s own
        status = HTTPStatus(response.status_code)
        return self._said(request, status, UNREAD)

    def _connection_kind(self) -> type[ServerConnection]:
        """The library's connection, whose HTTP refusals of its own are the server's (:meth:`_rejected`)."""
        server = self

        class Connection(ServerConnection):
            def __init__(self, protocol: ServerProtocol, *args: Any, **kwargs: Any) -> None:
                super().__init__(protocol, *args, **kwargs)
                protocol.reject = partial(server._rejected, self)  # type: ignore[method-assign]  # the library's refusals answered by ours

        return Connection

    def _rejected(self, connection: ServerConnection, status: int, text: str) -> Response:
        """An HTTP refusal the library writes by itself, past :meth:`_http` and :meth:`_handshake`: a request line
        or headers too long to read (414, 431: an address pasted with a long tail), a failure of ours (500), a
        websocket opening as the server closes (503). Its English words ("Failed to open a WebSocket connection:
        line too long.") in a browser that reads Italian; here :data:`UNREAD` in the browser's language where the
        request could be read, else the table's."""
        request: Request | None = getattr(connection, "request", None)
        reads = request.headers.get("Accept-Language") if request is not None else None
        return self._said_to(reads, HTTPStatus(status), UNREAD)

    def _said(self, request: Request, status: HTTPStatus, template: str, allow: str | None = None) -> Response:
        """An answer of one sentence, ``template`` in the language the browser reads (else the table's)."""
        return self._said_to(request.headers.get("Accept-Language"), status, template, allow)

    def _said_to(self, reads: str | None, status: HTTPStatus, template: str, allow: str | None = None) -> Response:
        """An answer of one sentence, ``template`` in the language of the ``Accept-Language`` header ``reads``
        (else the table's)."""
        say = translator(heard_language(reads, self.language))
        allowed = [("Allow", allow)] if allow is not None else []
        body = (say(template) + "\n").encode("utf-8")
        return self._response(status, body, "text/plain; charset=utf-8", vary=True, extra=allowed)

    @staticmethod
    def _response(
        status: HTTPStatus, body: bytes, kind: str, vary: bool = False, extra: list[tuple[str, str]] | None = None
    ) -> Response:
        sized = [] if status is HTTPStatus.NO_CONTENT else [("Content-Type", kind), ("Content-Length", str(len(body)))]
        varies = [("Vary", "Accept-Language")] if vary else []  # the page's words are in the browser's language
        headers = Headers(
            [*sized, *varies, *(extra or []), ("Connection", "close"), *SECURITY_HEADERS]
        )  # a 204 has no body, no size
        return Response(status.value, status.phrase, headers, body)

    # -- a websocket ----------------------------------------------------------------------
    async def _connection(self, socket: ServerConnection) -> None:
        address = str(socket.remote_address[0]) if socket.remote_address else "?"
        number = next(self._numbers)
        phone: Phone | None = None
        request = getattr(socket, "request", None)
        # the language the browser reads (every request says it), for what is said before its hello chooses one
        reads = request.headers.get("Accept-Language") if request is not None else None
        with self._lock:
            crowded = (
                self._open.get(address, 0) >= self.limits.per_address or sum(self._open.values()) >= self.limits.total
            )
            if not crowded:
                self._open[address] = self._open.get(address, 0) + 1
        try:
            if crowded:
                raise Closing(N_("Too many phones are connected."))
            phone = await self._hello(socket, address, number, reads)
            async for message in socket:
                self._heard(phone, message)
        except Closing as closing:  # said in the language of now: the phone's or the table's may have changed
            before = heard_language(reads, self.language)  # not yet joined: the browser's, else the table's
            language = closing.language or (before if phone is None else self._speaking(phone))
            await self._close(socket, closing.kind, translator(language)(closing.reason), language)
        except ConnectionClosed:
            pass
        finally:
            if not crowded:
                with self._lock:
                    self._open[address] -= 1
                    if not self._open[address]:
                        del self._open[address]
                    if phone is not None:
                        self._phones.pop(phone.number, None)
            if phone is not None:
                self._post(Gone(phone.number, phone.seat))
                log.info("phone %d left seat %d", phone.number, phone.seat)

    async def _hello(self, socket: ServerConnection, address: str, number: int, reads: str | None = None) -> Phone:
        """The first frame, within the time allowed: a code that is one seat's token now; a refusal is said in the
        language the hello chose, else the one the browser ``reads`` (its Accept-Language) if spoken here."""
        if self._is_locked(address):
            raise Closing(N_("Too many wrong codes: wait a minute and try again."))
        try:
            async with asyncio.timeout(self.hello_timeout):
                message = await socket.recv()
        except TimeoutError:
            raise Closing(N_("No code was sent in time.")) from None
        frame = frame_of(message) if fits(message) else None
        if frame is None or not set(frame) <= {"hello", "language"} or "hello" not in frame:
            self._failed_hello(address)
            raise Closing(N_("That code is not one of this table's."))
        # what it reads once joined, and a refusal here: the language chosen on the phone, else its browser's if
        # spoken here (a player reads their phone's language from the first page), else the table's
        language = known_language(frame.get("language"), heard_language(reads, self.language))
        tokens = self.tokens()
        if tokens is None:  # nothing to guess: not counted against the address (its phones may retry)
            raise Closing(N_("No game is open at the table."), language=language)
        seat = tokens.seat_of(frame["hello"])
        if seat is None:
            locked = self._failed_hello(address)
            if locked:
                raise Closing(N_("Too many wrong codes: wait a minute and try again."), language=language)
            raise Closing(N_("That code is not one of this table's."), language=language)
        follows = known_language(frame.get("language"), heard_language(reads, "")) == ""  # the table's: it follows
        phone = Phone(number, seat, tokens, language, socket, deque(), follows)
        with self._lock:
            self._phones[number] = phone
        log.info("phone %d joined seat %d", number, seat)
        await socket.send(json.dumps({"type": "welcome", "seat": seat}))
        self._post(Hello(number, seat, language, tokens, follows))
        return phone

    def _heard(self, phone: Phone, message: str | bytes) -> None:
        """One frame after the hello: an answer or a language, passed to the main thread; else the end."""
        frame = frame_of(message) if fits(message) else None
        if frame is None:
            raise Closing(N_("The phone sent something the table does not read."))
        now = self.clock()
        while phone.answers and now - phone.answers[0] >= 1.0:
            phone.answers.popleft()
        if len(phone.answers) >= self.limits.rate:
            ident = client_id(frame)
            say = translator(self._speaking(phone))
            self._send(phone.number, self._result(ident, say(N_("Too many answers at once: wait a moment."))))
            return
        phone.answers.append(now)
        if set(frame) == {"language"}:
            phone.language = known_language(frame["language"], phone.language)
            phone.follows = False
            self._post(Speak(phone.number, phone.seat, phone.language, phone.tokens))
            return
        if "answer" not in frame:
            raise Closing(N_("The phone sent something the table does not read."))
        try:
            answer = parse(frame)
        except Refused as refused:
            self._send(phone.number, self._result(client_id(frame), refused.message(translator(self._speaking(phone)))))
            return
        self._post(Answered(phone.number, phone.seat, phone.language, answer, phone.tokens))

    @staticmethod
    def _result(ident: str, reason: str) -> str:
        return json.dumps({"type": "result", "id": ident, "ok": False, "reason": reason}, ensure_ascii=False)

    def _post(self, message: Inbound) -> None:
        self.inbox.put(message)
        try:
            self.wake()
        except Exception:  # noqa: BLE001 - a wake that fails must not drop the phone
            log.exception("waking the main loop failed")

    # -- the lockout ------------------------------------------------------------------------
    def _is_locked(self, address: str) -> bool:
        until = self._locked.get(address)
        if until is None:
            return False
        if self.clock() >= until:
            del self._locked[address]
            return False
        return True

    def _failed_hello(self, address: str) -> bool:
        """Count a wrong code from ``address``; True if that locks it out."""
        now = self.clock()
        failures = self._failures.setdefault(address, deque())
        while failures and now - failures[0] >= self.limits.lockout:
            failures.popleft()
        failures.append(now)
        log.info("a wrong phone code from %s", address)
        if len(failures) >= self.limits.failures:
            self._locked[address] = now + self.limits.lockout
            failures.clear()
            log.warning("phone codes from %s refused for %d s after too many wrong ones", address, self.limits.lockout)
            return True
        return False

    # -- sending (on the loop) ----------------------------------------------------------
    def _send(self, connection: int, text: str) -> None:
        phone = self._phones.get(connection)
        if phone is not None:
            self._loop.create_task(self._quietly(phone.socket.send(text)))

    def _refuse(self, connection: int, ident: str, reasons: dict[str, str]) -> None:
        phone = self._phones.get(connection)
        if phone is not None:
            reason = reasons.get(self._speaking(phone)) or reasons.get("en", "")
            self._loop.create_task(self._quietly(phone.socket.send(self._result(ident, reason))))

    def _end(self, seats: set[int] | None, reasons: dict[str, str], keep: Tokens | None) -> None:
        for phone in list(self._phones.values()):
            if seats is not None and phone.seat not in seats:
                continue
            if keep is not None and keep.same_seat(phone.tokens, phone.seat):
                continue
            with self._lock:
                self._phones.pop(phone.number, None)
            language = self._speaking(phone)
            reason = reasons.get(language) or reasons.get("en", "")
            self._loop.create_task(self._close(phone.socket, "ended", reason, language))

    async def _close(self, socket: ServerConnection, kind: str, reason: str, language: str) -> None:
        """Say why (``kind`` "refused" or "ended") with the words of the code box the page shows next, then close."""
        told = {"type": kind, "reason": reason, "texts": box_words(language)}
        await self._quietly(socket.send(json.dumps(told, ensure_ascii=False)))
        await self._quietly(socket.close(1000 if kind == "ended" else 1008))

    @staticmethod
    async def _quietly(step: Any) -> None:
        try:
            await step
        except ConnectionClosed:
            pass


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _value in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError("a key twice")
    return dict(pairs)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def fits(message: str | bytes) -> bool:
    """Whether ``message`` is within :data:`FRAME_LIMIT` bytes (as sent: a text frame in UTF-8)."""
    if isinstance(message, str):
        return len(message) <= FRAME_LIMIT // 4 or len(message.encode("utf-8")) <= FRAME_LIMIT
    return len(message) <= FRAME_LIMIT


def frame_of(message: str | bytes) -> dict[str, Any] | None:
    """A text frame's JSON object (no key twice, no NaN), or None."""
    if not isinstance(message, str):
        return None
    try:
        frame = json.loads(message, object_pairs_hook=_unique, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return None
    return frame if isinstance(frame, dict) else None
