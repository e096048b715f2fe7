"""Per-seat tokens: the only thing that proves a phone sits at a seat.

A token is 16 characters of Crockford's base32 drawn from :mod:`secrets` (80
bits: guessing one at the server's five tries a minute would take longer than
the universe has existed). People type it as the short code
``ABCD-EFGH-JKMN-PQRS``; reading a typed code ignores case, dashes and spaces
and folds the letters people confuse with digits (I and L are 1, O is 0), as
Crockford's alphabet intends.

A token belongs to one seat of one game, named by the game's key (its journal
path, or a fresh id for a game without one). The tokens are kept in the data
folder beside the game, readable by the companion's user only, so the phones
reconnect after a power cut; a new game makes new ones. A candidate is compared
with every seat's token in constant time (:func:`hmac.compare_digest`, and no
early exit), so the time of a refusal says nothing of how close a guess was.
Nothing here logs a token.
"""

from __future__ import annotations

import hmac
import json
import logging
import os
import secrets
from collections.abc import Sequence
from pathlib import Path

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: the digits and the letters but I, L, O and U."""

LENGTH = 16
"""Characters in a token: 80 bits."""

TYPED_LIMIT = 64
"""The longest text read as a typed code (dashes and spaces included); anything longer is no code."""

FILE_NAME = "phone-codes.json"
"""The file in the data folder that keeps the open game's tokens."""

_FOLDS = str.maketrans({"I": "1", "L": "1", "O": "0", "-": None, " ": None})

log = logging.getLogger(__name__)


def new_token() -> str:
    """A fresh token from the operating system's randomness."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def grouped(token: str) -> str:
    """The token as people type it: four groups of four (``ABCD-EFGH-JKMN-PQRS``)."""
    return "-".join(token[start : start + 4] for start in range(0, len(token), 4))


def read(text: object) -> str | None:
    """The token a typed or scanned ``text`` stands for, or None if it cannot be one.

    Case, dashes and spaces do not matter; I and L read as 1, O as 0.
    """
    if not isinstance(text, str) or len(text) > TYPED_LIMIT:
        return None
    folded = text.upper().translate(_FOLDS)
    if len(folded) != LENGTH or any(letter not in ALPHABET for letter in folded):
        return None
    return folded


class Tokens:
    """The open game's tokens, one a seat; immutable: a change makes a new object.

    The server thread reads the hub's current :class:`Tokens` while the main
    thread may replace it; an object that never changes needs no lock.
    """

    __slots__ = ("key", "_tokens")

    def __init__(self, key: str, tokens: Sequence[str]) -> None:
        self.key = key
        self._tokens = tuple(tokens)

    @classmethod
    def fresh(cls, key: str, seats: int) -> Tokens:
        return cls(key, [new_token() for _ in range(seats)])

    @property
    def seats(self) -> int:
        return len(self._tokens)

    def token(self, seat: int) -> str:
        return self._tokens[seat]

    def reissued(self, seat: int) -> Tokens:
        """These tokens with ``seat``'s replaced."""
        tokens = list(self._tokens)
        tokens[seat] = new_token()
        return Tokens(self.key, tokens)

    def seat_of(self, text: object) -> int | None:
        """The seat whose token ``text`` is (typed or not), or None; every seat is compared, in constant time."""
        candidate = read(text)
        wanted = (candidate or "").encode("ascii")
        found: int | None = None
        for seat, token in enumerate(self._tokens):
            if hmac.compare_digest(wanted, token.encode("ascii")) and candidate is not None:
                found = seat
        return found

    def same_seat(self, other: Tokens, seat: int) -> bool:
        """True if ``seat``'s token in ``other`` is still its token here (the same game, not re-issued)."""
        if other is self:
            return True
        if other.key != self.key or not (0 <= seat < self.seats and seat < other.seats):
            return False
        return hmac.compare_digest(other.token(seat).encode("ascii"), self.token(seat).encode("ascii"))

    def __repr__(self) -> str:  # never the tokens themselves: a repr may reach a log
        return f"Tokens(key=..., seats={self.seats})"

    # -- the data folder -------------------------------------------------------------
    def save(self, folder: Path) -> None:
        """Keep the tokens beside the game, readable by this user only (written whole, then renamed)."""
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / FILE_NAME
        spare = folder / (FILE_NAME + ".new")
        text = json.dumps({"key": self.key, "tokens": list(self._tokens)})
        descriptor = os.open(spare, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.fchmod(descriptor, 0o600)  # a file left by an older run keeps its mode otherwise
            os.write(descriptor, text.encode("utf-8"))
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.replace(spare, path)

    @classmethod
    def load(cls, folder: Path, key: str, seats: int) -> Tokens | None:
        """The kept tokens of game ``key`` with ``seats`` seats, or None (another game's, none, or unreadable)."""
        try:
            data = json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("key") != key:
            return None
        tokens = data.get("tokens")
        if not isinstance(tokens, list) or len(tokens) != seats:
            return None
        if not all(isinstance(token, str) and read(token) == token for token in tokens):
            log.warning("the kept phone codes are damaged; new ones are made")
            return None
        return cls(key, tokens)

    @staticmethod
    def forget(folder: Path) -> None:
        """Remove the kept tokens (no game any more: nothing to reconnect to)."""
        try:
            (folder / FILE_NAME).unlink()
        except FileNotFoundError:
            pass
