"""Moving the broker: clockwise, as many spaces as the die shows, not counting empty ones."""

from __future__ import annotations

from collections.abc import Sequence


def move_broker(spaces: Sequence[Sequence[str]], start: int, steps: int) -> tuple[int, tuple[int, ...]]:
    """Where the broker stops, and every space it crosses on the way (empty ones too).

    Empty spaces are skipped: they are crossed but not counted. There is always
    somewhere to stop while cubes remain, because one space empties per turn
    and the game ends with the 18th.
    """
    count = len(spaces)
    if not any(spaces):
        raise ValueError("the broker cannot move: every auction space is empty")
    position, path, counted = start, [], 0
    while counted < steps:
        position = (position + 1) % count
        path.append(position)
        if spaces[position]:
            counted += 1
    return position, tuple(path)
