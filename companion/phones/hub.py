"""Phones at the table: the main thread's side.

:class:`Phones` is what the touchscreen and the app call, on the main thread
only. It opens the port (:class:`~companion.phones.server.Server`, a daemon
thread that only moves JSON), follows the open game (:meth:`Phones.attach`),
hands out each seat's link and code, and in :meth:`Phones.pump` does what
phones asked: a phone's answer becomes the action on offer
(:mod:`companion.phones.answers`) and goes through ``table.submit`` with the
:class:`~companion.core.table.Stamp` of the view it answers, so a stale or
doubled answer is refused by the same check as every other input, and the
refusal's reason goes back to that phone. After every change of the table,
each connected seat gets its new view (:mod:`companion.phones.views`), built
here, in each language its phones read.

Phones are off unless the app starts them: with none started no socket is
opened at all.
"""

from __future__ import annotations

import logging
import queue
import secrets
import socket
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from companion.core import N_, PUBLIC, ChanceSource, RuleViolation, Table, Update
from companion.core.errors import MovedOn, StaleInput
from companion.core.table import Stamp
from companion.data_classes import dataclass
from companion.palette import seat_colours
from companion.text.i18n import LANGUAGES

from .answers import Refused, action_for
from .server import Answered, Gone, Hello, Limits, Server, Speak
from .tokens import Tokens, grouped
from .views import build, no_game, speaking, translator

log = logging.getLogger(__name__)

ENDED_GAME = N_("This game has ended at the table.")
REISSUED = N_("A new code was made for this seat: scan it again.")
CLOSED = N_("The table stopped serving phones.")


@dataclass(frozen=True, slots=True)
class SeatLink:
    """What the table shows for one seat: the link in its QR code, the code to type, the phones on it now."""

    seat: int
    name: str
    url: str  # f"http://{host}:{port}/#{token}": the token in the fragment, which no browser sends
    code: str  # the token grouped for typing: "ABCD-EFGH-JKMN-PQRS"
    connected: int


@dataclass(slots=True)
class _Phone:
    seat: int
    language: str
    follows: bool = False  # no language of its own chosen, nor its browser's spoken here: it reads the table's


class Phones:
    """The phones' server and the game they follow (main thread only)."""

    def __init__(self, server: Server, folder: Path | None, language: str, chance: ChanceSource | None = None) -> None:
        self.server = server
        self.chance = chance if chance is not None else ChanceSource()  # the dice a phone leaves to the companion
        self.folder = folder
        self.language = language
        self.table: Table[Any] | None = None
        self.tokens: Tokens | None = None
        self._phones: dict[int, _Phone] = {}  # connection -> seat and language, as the main thread knows them
        self._stop_listening: Callable[[], None] | None = None
        self._changed = False
        self._colours: tuple[tuple[int, ...], ...] = ()
        self._unbuilt: set[tuple[int, type[BaseException]]] = set()  # (seat, failure) already logged in full

    @classmethod
    def start(
        cls,
        *,
        port: int = 8737,
        host: str = "0.0.0.0",
        folder: Path | None = None,
        wake: Callable[[], None] = lambda: None,
        language: str = "en",
        hello_timeout: float = 5.0,
        limits: Limits | None = None,
        clock: Callable[[], float] | None = None,
        chance: ChanceSource | None = None,
    ) -> Phones:
        """Open the port and serve (a daemon thread); ``wake`` wakes the main loop when a phone's input waits.

        ``hello_timeout``, ``limits`` and ``clock`` are the server's (tests make them short or their own);
        ``chance`` throws the dice a phone leaves to the companion (a fresh generator unless given, as the
        touchscreen's play screen has its own).
        """
        hub: Phones
        options: dict[str, Any] = {} if clock is None else {"clock": clock}
        server = Server(
            host=host,
            port=port,
            tokens=lambda: hub.tokens,
            wake=wake,
            language=language,
            hello_timeout=hello_timeout,
            limits=limits,
            **options,
        )
        hub = cls(server, folder, language, chance)
        server.start()
        log.info("serving phones on port %d", server.port)
        return hub

    @property
    def port(self) -> int:
        return self.server.port

    # -- the game followed ------------------------------------------------------------
    def attach(self, table: Table[Any] | None, key: str | None = None) -> None:
        """Follow the open game (None: no game: phones see "no game" and their tokens stop).

        ``key`` names the game (its journal path by default): the same game attached again, after a power cut,
        keeps its tokens from the data folder, so the phones reconnect; another game gets new ones.
        """
        if table is self.table and (table is None or key is None or (self.tokens and key == self.tokens.key)):
            return  # the same game again (a screen re-attaching): its phones stay
        if self._stop_listening is not None:
            self._stop_listening()
            self._stop_listening = None
        before, tokens = self.tokens, None
        if table is not None:
            if key is None:
                path = getattr(table.writer, "path", None)
                key = str(path) if path is not None else "game-" + secrets.token_hex(8)
            seats = len(table.names)
            kept = Tokens.load(self.folder, key, seats) if self.folder is not None else None
            if kept is None and before is not None and before.key == key and before.seats == seats:
                kept = before  # the same game on a new table (reloaded): the same codes
            tokens = kept or Tokens.fresh(key, seats)
        if before is not None:  # the phones of another game are told and closed; this game's stay
            self.server.end(None, self._reasons(ENDED_GAME), keep=tokens)
        if tokens is None or before is None or tokens.key != before.key:
            self._phones.clear()
        self.table, self.tokens = table, tokens
        self._changed = bool(self._phones)
        if table is None or tokens is None:
            if self.folder is not None:
                Tokens.forget(self.folder)
            return
        if tokens is not before:
            self._save()
        self._colours = seat_colours(table.game.name, table.summary(PUBLIC))
        self._stop_listening = table.listen(self._heard)
        if self._changed:
            self.server.wake()

    def _heard(self, update: Update) -> None:
        if update.kind != "rejected":
            self._changed = True
            self.server.wake()

    def _save(self) -> None:
        if self.folder is not None and self.tokens is not None:
            try:
                self.tokens.save(self.folder)
            except OSError as exc:  # the codes still work until the power goes: say so, do not stop the game
                log.warning("the phone codes could not be kept in %s: %s", self.folder, exc.strerror)

    # -- what the table shows -----------------------------------------------------------
    def links(self) -> list[SeatLink]:
        """Every seat's link and code (none without a game)."""
        if self.table is None or self.tokens is None:
            return []
        return [self._link(seat) for seat in range(self.tokens.seats)]

    def _link(self, seat: int) -> SeatLink:
        assert self.table is not None and self.tokens is not None
        token = self.tokens.token(seat)
        return SeatLink(seat, self.table.names[seat], f"{self.address()}#{token}", grouped(token), self.connected(seat))

    def reissue(self, seat: int) -> SeatLink:
        """A new code for ``seat``: the old one stops at once and its phones are told and closed."""
        if self.table is None or self.tokens is None:
            raise ValueError("no game is open")
        if not 0 <= seat < self.tokens.seats:
            raise ValueError(f"there is no seat {seat}")
        self.tokens = self.tokens.reissued(seat)
        self._save()
        self.server.end({seat}, self._reasons(REISSUED), keep=self.tokens)
        log.info("a new phone code for seat %d", seat)
        return self._link(seat)

    def connected(self, seat: int) -> int:
        """How many phones are on ``seat`` now."""
        return self.server.connected(seat)

    def address(self) -> str:
        """The address the phones use: ``http://<this machine on the local network>:<port>/``."""
        host = self.server.host
        if host in ("", "0.0.0.0", "::"):
            host = lan_address()
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.server.port}/"

    def close(self, ending: bool = True) -> None:
        """Stop serving: connections closed, the port closed; with ``ending`` (phones turned off) every code ends
        and the phones are told.

        Without ``ending`` the companion is stopping to start again (a restart, an update): the game keeps its
        codes, so its phones are told nothing. A page told the table stopped forgets its code and stops; one
        whose connection only closed tries again, as after a lost network, and joins by itself when the game is
        back. Phones turned off and on again make new codes, as a new game does: one cut off by turning them
        off (a lost phone's) must not come back from the data folder.
        """
        if self._stop_listening is not None:
            self._stop_listening()
            self._stop_listening = None
        if ending:
            self.server.end(None, self._reasons(CLOSED))
            if self.folder is not None:
                Tokens.forget(self.folder)
        self.server.close()
        self.table = None
        self.tokens = None

    def speak(self, code: str) -> None:
        """The table's language is ``code`` now (the Settings screen): pages are served in it, and the phones that
        chose no language of their own are drawn again in it. A phone's own choice stays."""
        if code == self.language:
            return
        self.language = code
        self.server.speak(code)
        following = {connection for connection, phone in self._phones.items() if phone.follows}
        for connection in following:
            self._phones[connection].language = code
        if following:
            self._push(following)

    # -- the main loop ------------------------------------------------------------------
    def pump(self) -> int:
        """Handle what phones asked (answers through ``table.submit``), then push new views; count handled."""
        done = 0
        fresh: set[int] = set()
        results: list[Callable[[], None] | None] = []
        while True:
            try:
                message = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            done += 1
            if not isinstance(message, Gone) and not self._current(message):
                continue  # proved with a code that has stopped since (a re-issue, another game): dropped
            if isinstance(message, Hello):
                self._phones[message.connection] = _Phone(message.seat, message.language, message.follows)
                fresh.add(message.connection)
            elif isinstance(message, Speak):
                phone = self._phones.get(message.connection)
                if phone is not None:
                    phone.language = message.language
                    phone.follows = False
                    fresh.add(message.connection)
            elif isinstance(message, Gone):
                self._phones.pop(message.connection, None)
                fresh.discard(message.connection)
            elif isinstance(message, Answered):
                results.append(self._answer(message))
        if self._changed:
            self._changed = False
            self._push(set(self._phones))
        elif fresh:
            self._push(fresh)
        # each answer's result after the views: a refusal of an answer the table had left behind (the touchscreen
        # moved first) reaches its phone after the view that moved on, and stays there to be read; sent before it,
        # the new view wiped it at once and the phone's tap vanished without a word
        for result in results:
            if result is not None:
                result()
        return done

    def _current(self, message: Hello | Answered | Speak) -> bool:
        """True if the code ``message``'s phone proved is still its seat's."""
        return self.tokens is not None and self.tokens.same_seat(message.tokens, message.seat)

    def _answer(self, message: Answered) -> Callable[[], None] | None:
        """A phone's answer, through the table like every input; what sends its result back to that phone (after
        the views the answer changed, see :meth:`pump`), or None for an answer nobody waits for."""
        table, tokens = self.table, self.tokens
        ident = message.answer.id
        if message.connection not in self._phones:  # its seat's code was re-issued or the game changed meanwhile
            return None
        if table is None or tokens is None:
            return None
        # The phone's language is its translator's alone: the table's listeners (the screen's toast of a refusal,
        # the console's lines of what the answer did) hear the answer in the screen's language, as any input.
        say = translator(message.language)
        try:
            if message.answer.moment > table.stamp.moment:  # no view of that moment was ever sent
                raise Refused(N_("That answers a moment the table has not reached."))
            try:
                name = table.names[message.seat] if 0 <= message.seat < len(table.names) else ""
                action = action_for(table.prompt(), message.seat, message.answer, say, name, self.chance)
            except Refused:
                if message.answer.moment < table.stamp.moment:  # answered a view that has passed: say so
                    # and where the seat has nothing to decide now (its turn played at the table meanwhile),
                    # that nothing waits for it: "enter it anew" had it look for a decision no longer there
                    waiting = any(actor.seat == message.seat for actor in table.prompt().actors)
                    raise (StaleInput() if waiting else MovedOn()) from None
                raise
            table.submit(action, answers=Stamp(message.answer.moment))
        except RuleViolation as refusal:
            return partial(self.server.refuse, message.connection, ident, self._said(refusal))
        return partial(self.server.send, message.connection, {"type": "result", "id": ident, "ok": True})

    def _push(self, connections: set[int]) -> None:
        """Each of ``connections`` its seat's view, built once per seat and language."""
        built: dict[tuple[int, str], dict[str, Any]] = {}
        for connection in sorted(connections):
            phone = self._phones.get(connection)
            if phone is None:
                continue
            view = built.get((phone.seat, phone.language))
            if view is None:
                try:
                    view = self._view(phone.seat, phone.language)
                except Exception as exc:  # noqa: BLE001 - a view that cannot be built must not stop the table's loop
                    self._unbuildable(phone.seat, exc)
                    continue
                built[phone.seat, phone.language] = view
            self.server.send(connection, {"type": "view", "view": view})

    def _unbuildable(self, seat: int, exc: Exception) -> None:
        """Log a seat's view that could not be built: with its traceback the first time for each seat and kind of
        failure (as the table logs a listener's), in one line after that, for the view is built again at every
        change and a log written at every step would fill the card."""
        if (seat, type(exc)) in self._unbuilt:
            log.warning("the phone view of seat %d could not be built again: %s", seat, exc)
            return
        self._unbuilt.add((seat, type(exc)))
        log.error("the phone view of seat %d could not be built", seat, exc_info=exc)

    def _view(self, seat: int, language: str) -> dict[str, Any]:
        table = self.table
        if table is None:
            return no_game(language)
        with speaking(language):
            return build(table, seat, self._colours)

    @staticmethod
    def _reasons(template: str) -> dict[str, str]:
        return {code: translator(code)(template) for code in LANGUAGES}

    @staticmethod
    def _said(refusal: RuleViolation) -> dict[str, str]:
        """``refusal`` in every language, for the server to say in the one its phone reads when it is sent: the
        language the answer came in may have changed since (the table's, or the phone's own switch), and a
        refusal said in it reached a phone already drawn in the new one."""
        return {code: refusal.message(translator(code)) for code in LANGUAGES}


PROBES = ("192.0.2.1", "192.168.255.255", "10.255.255.255", "172.31.255.255")
"""Where :func:`lan_address` asks the kernel for a route to: the default route (TEST-NET-1, never routed), then
the private ranges a hotspot or a home network without internet uses."""


def lan_address() -> str:
    """This machine's address on the local network, else 127.0.0.1.

    Connecting a UDP socket sends nothing: it only asks the kernel which address it would send from. The
    default route answers on a home network; a hotspot the Pi makes has no default route, but a route to its
    own private range, which the later probes find.
    """
    for probe in PROBES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            try:
                udp.connect((probe, 9))
            except OSError:
                continue
            address = str(udp.getsockname()[0])
        if not address.startswith("127.") and address != "0.0.0.0":
            return address
    return "127.0.0.1"
