"""A canned server for the phone page's own tests: the three static files and a websocket the test speaks for.

The page is tested apart from the companion's hub: the test writes the VIEW frames by hand (every decision
kind of the protocol, in any state) and reads back exactly what the page sent. The server runs its own asyncio
loop in a daemon thread, as the real one does, so Playwright's waits on the main thread need no pumping.
It serves the files from the package folder with the same strict Content-Security-Policy as the real
server, so a page that needed an inline script or style, or reached for another address, would break here.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from tests.waiting import PATIENCE

STATIC = Path(__file__).resolve().parents[2] / "companion" / "phones" / "static"
FILES = {
    "/": ("phone.html", "text/html; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
}
POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
"""Only this address, for every kind of resource: no inline script or style, no other host."""


class CannedServer:
    """Serves the page; on a hello answers ``welcome`` and :attr:`view` (or ``refused`` for :attr:`refuse`).

    Every frame the page sends is kept in :attr:`frames` (in order, across connections). Answers get no
    result unless :attr:`results` says so: ``"ok"`` answers each at once, a sentence refuses each with it.
    """

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.hellos = 0
        self.view: dict[str, Any] | None = None
        self.refuse: dict[str, str] = {}  # token -> the reason it is refused with
        self.results: str | None = None
        self.loop = asyncio.new_event_loop()
        self.sockets: set[ServerConnection] = set()
        self.server: Server | None = None
        self.port = 0
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="canned-phone-server", daemon=True)

    # ---- the test's side (main thread) ----------------------------------------------------------------
    def start(self) -> str:
        self._thread.start()
        if not self._ready.wait(PATIENCE):
            raise RuntimeError("the canned server did not start")
        return f"http://127.0.0.1:{self.port}/"

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self._stop(), self.loop).result(PATIENCE)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(PATIENCE)

    def push(self, frame: dict[str, Any]) -> None:
        """Send ``frame`` to every connected page (a view pushed after a change, a result, an end)."""
        if frame.get("type") == "view":
            self.view = frame["view"]
        asyncio.run_coroutine_threadsafe(self._broadcast(json.dumps(frame)), self.loop).result(10)

    def show(self, view: dict[str, Any]) -> None:
        """Make ``view`` the current view and push it."""
        self.push({"type": "view", "view": view})

    def drop(self) -> None:
        """Close every connection, as a network that went away."""
        asyncio.run_coroutine_threadsafe(self._drop(), self.loop).result(10)

    def connected(self) -> int:
        return len(self.sockets)

    def sent(self, key: str) -> list[dict[str, Any]]:
        """The frames the page sent that carry ``key`` (``"answer"``, ``"hello"``, ``"language"``)."""
        return [frame for frame in list(self.frames) if key in frame]

    # ---- the loop's side ------------------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._open())
        self._ready.set()
        self.loop.run_forever()

    async def _open(self) -> None:
        self.server = await serve(self._connection, "127.0.0.1", 0, process_request=self._http)
        self.port = next(iter(self.server.sockets)).getsockname()[1]

    async def _stop(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        if request.path == "/ws":
            return None
        found = FILES.get(request.path)
        if found is None:
            return self._response(HTTPStatus.NOT_FOUND, b"not found", "text/plain; charset=utf-8")
        name, kind = found
        return self._response(HTTPStatus.OK, (STATIC / name).read_bytes(), kind)

    @staticmethod
    def _response(status: HTTPStatus, body: bytes, kind: str) -> Response:
        headers = Headers()
        headers["Content-Type"] = kind
        headers["Content-Length"] = str(len(body))
        headers["Content-Security-Policy"] = POLICY
        headers["Referrer-Policy"] = "no-referrer"
        headers["Cache-Control"] = "no-store"
        headers["Connection"] = "close"
        return Response(status.value, status.phrase, headers, body)

    async def _connection(self, socket: ServerConnection) -> None:
        try:
            hello = json.loads(await asyncio.wait_for(socket.recv(), PATIENCE))
            self.frames.append(hello)
            self.hellos += 1
            token = hello.get("hello")
            if token in self.refuse:
                await socket.send(json.dumps({"type": "refused", "reason": self.refuse[token]}))
                await socket.close()
                return
            self.sockets.add(socket)
            await socket.send(json.dumps({"type": "welcome", "seat": 1}))
            if self.view is not None:
                await socket.send(json.dumps({"type": "view", "view": self.view}))
            async for message in socket:
                frame = json.loads(message)
                self.frames.append(frame)
                if "answer" in frame and self.results is not None:
                    result: dict[str, Any] = {"type": "result", "id": frame["id"], "ok": self.results == "ok"}
                    if self.results != "ok":
                        result["reason"] = self.results
                    await socket.send(json.dumps(result))
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            self.sockets.discard(socket)

    async def _broadcast(self, text: str) -> None:
        for socket in list(self.sockets):
            with suppress(ConnectionClosed):
                await socket.send(text)

    async def _drop(self) -> None:
        for socket in list(self.sockets):
            await socket.close()


@contextmanager
def canned() -> Iterator[tuple[CannedServer, str]]:
    """A started canned server and the page's address; stopped afterwards."""
    server = CannedServer()
    url = server.start()
    try:
        yield server, url
    finally:
        server.stop()
