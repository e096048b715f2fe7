"""Set-up: who plays which colour, the variants, the board.

- Four players: one colour each.
- Three players: the colour nobody took is the dummy's (no money, never bids,
  its cubes are placed like any others and it can win lots that then belong
  to nobody).
- Two players: two colours each, ``[["red", "white"], ["yellow", "black"]]``,
  each with its own 10M kept apart.
"""

from __future__ import annotations

from typing import Any

from companion.core import ConfigError
from companion.core.i18n import N_
from companion.core.options import check_options, check_seed
from companion.core.players import check_names
from companion.data_classes import dataclass

from .board import BOARD
from .rules import COLORS

OPTIONS = ("players", "colors", "hidden_money", "board", "seed")
DEFAULT_TWO_PLAYER_COLORS = [["red", "yellow"], ["black", "white"]]


@dataclass(frozen=True, slots=True)
class Seating:
    """Colours by seat, the owner of every colour, and the dummy (three players)."""

    seat_colors: tuple[tuple[str, ...], ...]
    owner: dict[str, int | None]
    dummy: str | None

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> Seating:
        raw = config["colors"]
        seat_colors = tuple(tuple(c) if isinstance(c, list | tuple) else (c,) for c in raw)
        owner: dict[str, int | None] = {color: None for color in COLORS}
        for seat, colors in enumerate(seat_colors):
            for color in colors:
                owner[color] = seat
        unowned = [color for color in COLORS if owner[color] is None]
        return cls(seat_colors, owner, unowned[0] if unowned else None)

    @property
    def money_colors(self) -> tuple[str, ...]:
        """Colours that hold money, in seat order (the dummy holds none)."""
        return tuple(color for colors in self.seat_colors for color in colors)


def prepare_config(config: dict[str, Any]) -> dict[str, Any]:
    """Validate ``config`` and return it complete, with the board's content embedded.

    Applying it to its own result gives the same result, so the journal header
    (which stores the result) replays identically.
    """
    config = check_options(config, OPTIONS)
    players = check_names(config.get("players"))
    if not 2 <= len(players) <= 4:
        raise ConfigError(N_("Big Shot is for 2 to 4 players, not {count}."), count=len(players))
    colors = _check_colors(config.get("colors"), len(players))
    hidden = config.get("hidden_money", False)
    if type(hidden) is not bool:
        raise ConfigError(N_("'hidden_money' must be true or false."))
    seed = check_seed(config)
    return {
        "players": list(players),
        "colors": colors,
        "hidden_money": hidden,
        "board": BOARD.resolve(config.get("board", "default")),
        "seed": seed,
    }


def _check_colors(raw: Any, players: int) -> list[Any]:
    if raw is None:
        return [list(pair) for pair in DEFAULT_TWO_PLAYER_COLORS] if players == 2 else list(COLORS[:players])
    if not isinstance(raw, list) or len(raw) != players:
        raise ConfigError(N_("'colors' must give one colour per player ({count})."), count=players)
    if players == 2:
        if not all(isinstance(pair, list) and len(pair) == 2 for pair in raw):
            raise ConfigError(
                N_(
                    "With two players each plays two colours: 'colors' is like "
                    '[["red", "white"], ["yellow", "black"]].'
                )
            )
        flat = [color for pair in raw for color in pair]
    else:
        flat = list(raw)
    for color in flat:
        if color not in COLORS:
            raise ConfigError(N_("{color!r} is not a colour of the game (red, yellow, black, white)."), color=color)
    if len(set(flat)) != len(flat):
        raise ConfigError(N_("Each colour can be played by one player only."))
    return [list(pair) for pair in raw] if players == 2 else flat
