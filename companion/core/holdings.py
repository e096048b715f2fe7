"""Holdings: every company's certificates, each in one named place or with one seat.

A share game keeps a fixed number of certificates per company (25 per hotel
chain, 6 or 8 tokens per railway, sizes that may differ by company) and moves
them between *places*: the seats of the players, and named places the game
chooses ("available", "unissued", "removed", a bank pool). Like money in the
:class:`~.ledger.Ledger`, certificates only move through one method,
:meth:`Holdings.move`, so "every certificate is somewhere, exactly once" is a
law :meth:`Holdings.check` can test after every action.

A place is a seat (an ``int``, 0-based) or a name (a ``str``). Moves that
cannot happen are refused with a :class:`~.errors.HoldingsError` carrying a
stable code (``unknown_company``, ``unknown_place``, ``bad_share_count``,
``same_place``, ``not_enough_shares``) and change nothing. A game checks its
own rules first (who may buy, at what price) and words its own refusals; the
kit's refusals are the last line, for counts that are simply not there.

Games give their places and moves their own names in a thin subclass
(``buy`` is a move from "available" to a seat), so their code reads like the
rulebook while the bookkeeping lives here once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar

from .errors import (
    BadShareCount,
    CodecError,
    InvariantBroken,
    NotEnoughShares,
    SamePlace,
    UnknownCompany,
    UnknownPlace,
)

Place = int | str
"""A seat (0-based ``int``) or a named place (``str``)."""

_PLACE_TYPES = (int, str)
"""The exact types of a place: ``True`` and ``1.0`` equal seat 1 as keys, but are no place."""

H = TypeVar("H", bound="Holdings")


class Holdings:
    """Certificate counts per company: ``places[name][company]`` and ``seats[seat][company]``.

    ``sizes`` fixes how many certificates each company has; at the start all of
    them are in ``start`` (the first named place unless said otherwise).
    """

    __slots__ = ("sizes", "places", "seats", "_where")

    derived: ClassVar[tuple[str, ...]] = ("_where",)
    """Slots made from the others when first needed (a copy leaves them unset): not a part of what it holds."""

    def __init__(
        self, sizes: Mapping[str, int], places: Sequence[str], seats: int, *, start: str | None = None
    ) -> None:
        if not places:
            raise ValueError("holdings need at least one named place")
        if len(set(places)) != len(places) or not all(isinstance(p, str) and p for p in places):
            raise ValueError(f"named places must be distinct non-empty strings, not {list(places)}")
        if type(seats) is not int or seats < 0:
            raise ValueError(f"the number of seats must be a whole number of at least 0, not {seats!r}")
        for company, size in sizes.items():
            if type(size) is not int or size < 0:
                raise ValueError(f"{company}: a size is a whole number of at least 0, not {size!r}")
        start = places[0] if start is None else start
        if start not in places:
            raise ValueError(f"the starting place {start!r} is not one of {list(places)}")
        self.sizes: dict[str, int] = dict(sizes)
        self.places: dict[str, dict[str, int]] = {name: dict.fromkeys(self.sizes, 0) for name in places}
        self.places[start] = dict(self.sizes)
        self.seats: list[dict[str, int]] = [dict.fromkeys(self.sizes, 0) for _ in range(seats)]
        self._index()

    @classmethod
    def uniform(
        cls: type[H],
        companies: Iterable[str],
        size: int,
        places: Sequence[str],
        seats: int,
        *,
        start: str | None = None,
    ) -> H:
        """Holdings where every company has the same number of certificates."""
        return cls(dict.fromkeys(companies, size), places, seats, start=start)

    def copy(self: H) -> H:
        """An independent copy (an undo checkpoint, made every few actions).

        The seats' counts are copied by one ``map`` (the loop in C). The look-up table of :meth:`_index` is
        left to be made when the copy is first moved on or asked about a place (:meth:`_table`): most copies
        are checkpoints, kept aside and never played on (a restore copies them again), and making the table
        was a quarter of copying the tile-laying game's shares (3,300 instructions of 11,900). What is left
        is mostly the dicts a copy must make, about 700 instructions each.
        """
        other = object.__new__(type(self))
        other.sizes = self.sizes  # never changed after creation
        other.seats = list(map(dict.copy, self.seats))
        other.places = {name: counts.copy() for name, counts in self.places.items()}
        return other

    # -- questions -------------------------------------------------------
    @property
    def companies(self) -> tuple[str, ...]:
        return tuple(self.sizes)

    @property
    def names(self) -> tuple[str, ...]:
        """The named places, in the order they were given."""
        return tuple(self.places)

    def count(self, company: str, place: Place) -> int:
        """How many certificates of ``company`` are in ``place``."""
        counts = self._counts(place)
        if company not in counts:
            raise UnknownCompany(company=company)
        return counts[company]

    def holders(self, company: str) -> list[int]:
        """Every seat's count of ``company``, by seat."""
        return [held[company] for held in self.seats]

    def owners(self, company: str) -> dict[int, int]:
        """The seats holding at least one certificate of ``company``, with their counts."""
        return {seat: held[company] for seat, held in enumerate(self.seats) if held[company]}

    def in_seats(self, company: str) -> int:
        """Certificates of ``company`` in the players' hands."""
        return sum(held[company] for held in self.seats)

    # -- moves -----------------------------------------------------------
    def check_move(self, company: str, count: int, source: Place, target: Place) -> None:
        """Raise a :class:`~.errors.HoldingsError` unless the move can happen; changes nothing."""
        self._checked(company, count, source, target)

    def move(self, company: str, count: int, source: Place, target: Place) -> None:
        """Move ``count`` certificates of ``company`` from ``source`` to ``target``, or refuse and change nothing."""
        # The commonest call of a share game: the usual case (seats or known places,
        # a count that is there) is recognised inline, places looked up as _lookup
        # does without its call; anything else goes through _checked, which raises
        # the precise refusal.
        try:
            where = self._where
        except AttributeError:  # a copy not played on before (copy()): its table made now
            where = self._table()
        giving = where.get(source) if type(source) in _PLACE_TYPES else None
        taking = where.get(target) if type(target) in _PLACE_TYPES else None
        if (
            giving is None
            or taking is None
            or giving is taking
            or (have := giving.get(company)) is None
            or type(count) is not int
            or not 0 <= count <= have
        ):
            have, giving, taking = self._checked(company, count, source, target)
        giving[company] = have - count
        taking[company] += count

    def move_all(self, company: str, target: Place) -> int:
        """Move every certificate of ``company`` that is elsewhere into ``target``; returns how many moved."""
        taking = self._counts(target)
        if company not in taking:
            raise UnknownCompany(company=company)
        moved = self.sizes[company] - taking[company]
        for counts in (*self.places.values(), *self.seats):
            counts[company] = 0
        taking[company] = self.sizes[company]
        return moved

    def _checked(
        self, company: str, count: int, source: Place, target: Place
    ) -> tuple[int, dict[str, int], dict[str, int]]:
        giving = self._counts(source)
        taking = self._counts(target)
        have = giving.get(company)
        if have is None:
            raise UnknownCompany(company=company)
        if type(count) is not int or count < 0:
            raise BadShareCount(company=company, count=count)
        if giving is taking:
            raise SamePlace(place=source)
        if count > have:
            raise NotEnoughShares(company=company, have=have, count=count, place=source)
        return have, giving, taking

    def _index(self) -> None:
        """Keep every place's counts by place, seats and names in one table (the same dicts, not copies), so a
        place is found by one look-up whether it is a seat or a name; run whenever the counts are made (a
        subclass that keeps its own names for them extends it). A copy leaves it to :meth:`_table`."""
        self._table()

    def _table(self) -> dict[Place, dict[str, int]]:
        """The look-up table of :meth:`_index`, made from the counts this holdings has now, and kept."""
        where: dict[Place, dict[str, int]] = dict(enumerate(self.seats))
        where.update(self.places)
        self._where = where
        return where

    def _lookup(self, place: Place) -> dict[str, int] | None:
        """The counts of ``place``, or None for anything that is not a seat or a named place."""
        try:
            where = self._where
        except AttributeError:  # a copy not asked before (copy()): its table made now
            where = self._table()
        return where.get(place) if type(place) in _PLACE_TYPES else None

    def _counts(self, place: Place) -> dict[str, int]:
        counts = self._lookup(place)
        if counts is None:
            raise UnknownPlace(place=place)
        return counts

    # -- the law ---------------------------------------------------------
    def check(self) -> None:
        """Raise :class:`~.errors.InvariantBroken` unless every certificate is in exactly one place."""
        everywhere = (*self.places.values(), *self.seats)
        for counts in everywhere:
            if counts.keys() != self.sizes.keys():
                raise InvariantBroken(f"a place lists companies {sorted(counts)}, expected {sorted(self.sizes)}")
        for company, size in self.sizes.items():
            found = [counts[company] for counts in everywhere]
            if any(type(n) is not int or n < 0 for n in found):
                raise InvariantBroken(f"{company}: a negative or broken count in {found}")
            if sum(found) != size:
                raise InvariantBroken(f"{company}: {sum(found)} certificates accounted for, expected {size}")

    # -- comparing and saving --------------------------------------------
    def fingerprint(self) -> tuple[object, ...]:
        return (
            tuple((name, tuple(sorted(counts.items()))) for name, counts in self.places.items()),
            tuple(tuple(sorted(held.items())) for held in self.seats),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Holdings):
            return NotImplemented
        return self.sizes == other.sizes and self.places == other.places and self.seats == other.seats

    __hash__ = None  # type: ignore[assignment]  # mutable and compared by value: never a set member

    def __repr__(self) -> str:
        return f"{type(self).__name__}(places={self.places!r}, seats={self.seats!r})"

    def to_json(self) -> dict[str, Any]:
        return {
            "sizes": dict(self.sizes),
            "places": {name: dict(c) for name, c in self.places.items()},
            "seats": [dict(held) for held in self.seats],
        }

    @classmethod
    def from_json(cls: type[H], data: Any) -> H:
        """Rebuild holdings saved by :meth:`to_json`, or raise :class:`~.errors.CodecError` naming what is wrong."""
        if not isinstance(data, dict) or set(data) != {"sizes", "places", "seats"}:
            raise CodecError("holdings must be an object with 'sizes', 'places' and 'seats'")
        sizes, places, seats = data["sizes"], data["places"], data["seats"]
        if not isinstance(places, dict) or not places or not isinstance(seats, list):
            raise CodecError("holdings: 'places' must be a non-empty object and 'seats' a list")
        if not isinstance(sizes, dict):
            raise CodecError("holdings: 'sizes' must be an object")

        def counts(value: Any, where: str) -> dict[str, int]:
            if not isinstance(value, dict) or not all(type(n) is int for n in value.values()):
                raise CodecError(f"holdings: {where} must map companies to whole numbers")
            return dict(value)

        other = cls.__new__(cls)
        other.sizes = counts(sizes, "'sizes'")
        other.places = {str(name): counts(value, f"place {name!r}") for name, value in places.items()}
        other.seats = [counts(value, f"seat {seat}") for seat, value in enumerate(seats)]
        other._index()
        try:
            other.check()
        except InvariantBroken as exc:
            raise CodecError(f"holdings: {exc}") from None
        return other
