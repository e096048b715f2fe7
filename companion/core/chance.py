"""Chance made explicit: dice, shuffles and draws that replay exactly.

Engines never call a random generator. What chance decides is either fixed in
the journal header when a game is created (a shuffled tile bag, a cube layout)
or enters the game as an ordinary action (``{"type": "roll", "value": 4}``)
that a player typed from a physical die or the companion produced with a
:class:`ChanceSource`. Replaying a journal therefore needs no generator at all.

:class:`ChanceSource` is for the callers of engines (front-ends, simulate,
bots): a private ``random.Random`` seeded explicitly, never the module-level one.
"""

from __future__ import annotations

import os
import random
from _random import Random as _SeededRandom
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from math import floor
from typing import TypeVar

from .errors import InvalidChoice
from .i18n import N_

T = TypeVar("T")


def check_die(value: int, sides: int = 6) -> None:
    """Refuse a die value that the die cannot show."""
    if type(value) is not int or not 1 <= value <= sides:
        raise InvalidChoice(N_("A die shows 1 to {sides}, not {value}."), sides=sides, value=value)


def _system_seed() -> int:
    return int.from_bytes(os.urandom(4), "big")


_seed_source: Callable[[], int] = _system_seed


def fresh_seed() -> int:
    """A new game's seed: drawn from the operating system, the one place the product does so.

    Every new game (the new-game screen, ``companion new``, the console's dice) takes its seed here, so
    :func:`seeds_from` can make a whole session repeatable: a test that plays a game started by taps, or the
    tapping monkey replaying a failure from its own seed.
    """
    return _seed_source()


@contextmanager
def seeds_from(source: random.Random) -> Iterator[None]:
    """Within the block, new games' seeds come from ``source`` instead of the operating system."""
    global _seed_source
    previous = _seed_source
    _seed_source = lambda: source.getrandbits(32)  # noqa: E731 - a one-line source swapped in and out
    try:
        yield
    finally:
        _seed_source = previous


class ChanceSource:
    """A seeded generator for the companion's own dice and shuffles.

    Its draws are the random players' commonest calls (several an action in ``simulate``), so each scales
    one 53-bit float itself, in one call: ``floor`` takes the whole part of that non-negative float, the
    number ``int`` would give, without ``int``'s slower general conversion (about a third of a draw).
    """

    __slots__ = ("seed", "_rng", "random")

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        # A whole number (or None) seeds the generator's C core directly: ``random.Random`` passes it to that
        # same seeding unchanged, through two calls of Python (about a fifth of a new source's instructions;
        # a game draws several: one a game in simulate, one per order of play a random player asks for).
        # Both give the same numbers (tests/core/test_small_pieces.py); anything else keeps random.Random's
        # own handling (a text is hashed by SHA-512 there).
        self._rng = _SeededRandom(seed) if seed is None or type(seed) is int else random.Random(seed)
        self.random: Callable[[], float] = self._rng.random
        """The generator's own draw, a float in [0, 1) with 53 random bits: what every draw here scales.

        ``randint(low, high)`` is ``low + floor(random() * (high - low + 1))``. A random player that draws
        hundreds of times a game may scale it itself, in the same order, for the same numbers: a call of
        ``randint`` costs some 850 instructions under callgrind, most of it the call of Python itself.
        """

    def roll(self, sides: int = 6) -> int:
        """A die of ``sides`` faces: the draw ``randint(1, sides)`` makes."""
        return 1 + floor(self.random() * sides)

    def choice(self, options: Sequence[T]) -> T:
        return options[floor(self.random() * len(options))]

    def weighted(self, options: Sequence[T], weights: Sequence[int]) -> T:
        """One of ``options``, each as likely as its whole-number weight (a card with two copies left
        comes up twice as often as a card with one); an option of weight 0 never comes up.

        One 53-bit float scaled to the total, like :meth:`randint`, so a draw costs one number of the
        generator whatever the deck, and the same seed draws the same card.
        """
        total = sum(weights)
        if len(options) != len(weights) or total <= 0 or any(weight < 0 for weight in weights):
            raise ValueError(f"weights {list(weights)} for {len(options)} options: need one each, none negative")
        target = floor(self.random() * total)
        for option, weight in zip(options, weights, strict=True):
            if target < weight:
                return option
            target -= weight
        raise AssertionError("a target below the total falls within one weight")  # pragma: no cover

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """``items`` in the order :meth:`random.Random.shuffle` leaves them for this generator.

        The same Fisher–Yates walk from the end, each position's partner drawn as ``Random._randbelow``
        draws it (the bits of ``n``, drawn again while the number is ``n`` or more), but without a Python
        call per position: a bag of 108 tiles shuffles in 40 % fewer instructions. Games shuffle at creation
        and random players during play. ``tests/core/test_small_pieces.py``
        holds the two to the same order and the generator to the same numbers after.
        """
        return _walk(list(items), self._rng.getrandbits)

    def randint(self, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high`` inclusive.

        Scaled from one 53-bit float rather than ``Random.randint``: bots and
        ``simulate`` draw several numbers per action, and this is twice as
        fast; the bias for ranges this small is below one part in 2**40.
        """
        return low + floor(self.random() * (high - low + 1))

    def fork_seed(self) -> int:
        """A new seed drawn from this source, for a game created inside a run."""
        return self._rng.getrandbits(32)


def _walk(result: list[T], getrandbits: Callable[[int], int]) -> list[T]:
    """:meth:`ChanceSource.shuffled`'s walk over ``result``, in place, with the generator's ``getrandbits``."""
    for i in range(len(result) - 1, 0, -1):
        size = i + 1
        bits = size.bit_length()
        j = getrandbits(bits)
        while j >= size:
            j = getrandbits(bits)
        result[i], result[j] = result[j], result[i]
    return result


def shuffled(items: Sequence[T], seed: int) -> list[T]:
    """A deterministic shuffle of ``items`` for ``seed``: ``ChanceSource(seed).shuffled(items)``.

    Used at game creation, and by an engine that offers its own draw from a seed of its config (Steam Barons'
    order of play, each turn): a whole-number seed goes to the generator's core with no source around it
    (about 3,700 instructions fewer a draw).
    """
    if type(seed) is int:
        return _walk(list(items), _SeededRandom(seed).getrandbits)
    return ChanceSource(seed).shuffled(items)
