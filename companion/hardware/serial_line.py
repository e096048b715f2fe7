"""The serial line protocol for peripherals, as a pure parser.

Peripherals (a tile or QR scanner, an RFID reader, a microcontroller button
box) send one ASCII line per message, ended by ``\\n``, ``\\r\\n`` or ``\\r``.
Words are separated by spaces; command words are case-insensitive.

==================  ===============================================
``TILE 5C``          a tile was scanned or announced      → ``Tile("5C")``
``PASS 3``           seat 3 passes (seats count from 1)   → ``Pass(2)``
``BID 3 12``         seat 3 bids 12                       → ``Bid(2, 12)``
``DIE 4``            a physical die shows 4 (1–6)         → ``Die(4)``
``DIE 6 3``          dice thrown together, in game order  → ``Die(6, (3,))``
``RFID 0A1B2C3D``    an RFID tag (4–32 hex digits)        → ``Rfid("0A1B2C3D")``
``5C``               scanner mode only: a bare tile name  → ``Tile("5C")``
==================  ===============================================

A scanner configured without an end of line (a common factory setting) marks
the end of a scan only by falling silent: the reader takes a part of a line
followed by a pause as a whole line (:meth:`LineParser.end_partial`).

Empty lines and lines starting with ``#`` (a peripheral's own chatter) are
ignored. Anything else (unknown words, bad numbers, non-printable bytes,
invalid UTF-8, lines longer than ``max_line`` bytes) becomes a :class:`Reject`
naming the problem; the parser never raises on input. A tile is any
``<number><letter>`` name: whether it exists is the game's business.

The parser is a byte-at-a-time state machine in effect (implemented a chunk
at a time), so however the bytes are split across reads the same commands
and rejects come out.
"""

from __future__ import annotations

import re

from companion.data_classes import dataclass

from .commands import Bid, Command, Die, Pass, Rfid, Tile

MAX_DICE = 4
MAX_SIDES = 6

_TERMINATOR = re.compile(rb"[\r\n]")
_TILE = re.compile(r"([1-9][0-9]?)([A-Za-z])")
_HEX = re.compile(r"[0-9A-Fa-f]{4,32}")
MAX_SEAT = 8
MAX_AMOUNT = 999_999


@dataclass(frozen=True, slots=True)
class Reject:
    """A line that is not a command: what it said (decoded leniently) and why it was refused."""

    text: str
    reason: str


class LineParser:
    """Feed it bytes as they arrive; it returns the commands and rejects they complete."""

    def __init__(self, *, scanner: bool = True, max_line: int = 80) -> None:
        self.scanner = scanner
        self.max_line = max_line
        self._buffer = bytearray()
        self._discarding = False

    def reset(self) -> None:
        """Forget a partial line (after a reconnect, what came before is lost)."""
        self._buffer.clear()
        self._discarding = False

    @property
    def partial(self) -> bool:
        """Whether part of a line is waiting for its end."""
        return bool(self._buffer) or self._discarding

    def end_partial(self, why: str) -> Command | Reject | None:
        """Take the part of a line waiting for its end as a whole line (a scanner configured without an end of
        line marks the end of a scan by falling silent); a refusal names ``why`` the line ended there. None:
        nothing waited, an empty or comment line, or an over-long line already refused."""
        if self._discarding or not self._buffer:
            self.reset()
            return None
        raw = bytes(self._buffer)
        self._buffer.clear()
        result = parse_line(raw, scanner=self.scanner)
        if isinstance(result, Reject):
            return Reject(result.text, f"{result.reason} ({why})")
        return result

    def feed(self, data: bytes) -> list[Command | Reject]:
        out: list[Command | Reject] = []
        pos = 0
        while True:
            match = _TERMINATOR.search(data, pos)
            end = match.start() if match else len(data)
            self._take(data[pos:end], out)
            if match is None:
                return out
            self._end_line(out)
            pos = match.end()

    def _take(self, part: bytes, out: list[Command | Reject]) -> None:
        if self._discarding or not part:
            return
        self._buffer += part
        if len(self._buffer) > self.max_line:
            preview = bytes(self._buffer[: self.max_line]).decode("utf-8", "replace")
            out.append(Reject(preview, f"line longer than {self.max_line} bytes"))
            self._buffer.clear()
            self._discarding = True

    def _end_line(self, out: list[Command | Reject]) -> None:
        if self._discarding:
            self._discarding = False
            return
        raw = bytes(self._buffer)
        self._buffer.clear()
        result = parse_line(raw, scanner=self.scanner)
        if result is not None:
            out.append(result)


def parse_line(raw: bytes, *, scanner: bool = True) -> Command | Reject | None:
    """One line without its terminator → a command, a reject, or None for nothing to do."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return Reject(raw.decode("utf-8", "replace"), "not valid UTF-8")
    if not text.isprintable():
        return Reject(text, "contains control characters")
    words = text.split()
    if not words or words[0].startswith("#"):
        return None
    verb, args = words[0].upper(), words[1:]
    try:
        if verb == "TILE":
            _arity(args, 1, "TILE <tile>")
            return Tile(_tile(args[0]))
        if verb == "PASS":
            _arity(args, 1, "PASS <seat>")
            return Pass(_seat(args[0]))
        if verb == "BID":
            _arity(args, 2, "BID <seat> <amount>")
            return Bid(_seat(args[0]), _number(args[1], 0, MAX_AMOUNT, "amount"))
        if verb == "DIE":
            if not 1 <= len(args) <= MAX_DICE:
                raise ValueError(f"expected DIE <1-{MAX_SIDES}> [<1-{MAX_SIDES}> ...] (at most {MAX_DICE} dice)")
            values = [_number(arg, 1, MAX_SIDES, "die value") for arg in args]
            return Die(values[0], tuple(values[1:]))
        if verb == "RFID":
            _arity(args, 1, "RFID <hex>")
            if not _HEX.fullmatch(args[0]):
                raise ValueError(f"RFID tag must be 4-32 hex digits, got {args[0]!r}")
            return Rfid(args[0].upper())
        if scanner and not args and _TILE.fullmatch(words[0]):
            return Tile(_tile(words[0]))
    except ValueError as exc:
        return Reject(text, str(exc))
    return Reject(text, f"unknown command {words[0]!r}")


def _arity(args: list[str], count: int, usage: str) -> None:
    if len(args) != count:
        raise ValueError(f"expected {usage}")


def _tile(word: str) -> str:
    match = _TILE.fullmatch(word)
    if not match:
        raise ValueError(f"not a tile name: {word!r}")
    return f"{match.group(1)}{match.group(2).upper()}"


def _number(word: str, low: int, high: int, what: str) -> int:
    if not word.isascii() or not word.isdigit():
        raise ValueError(f"{what} must be a whole number, got {word!r}")
    value = int(word)
    if not low <= value <= high:
        raise ValueError(f"{what} must be {low}-{high}, got {value}")
    return value


def _seat(word: str) -> int:
    return _number(word, 1, MAX_SEAT, "seat") - 1
