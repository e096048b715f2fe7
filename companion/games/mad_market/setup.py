"""Set-up: the configuration, 500 for everyone, the markers on field 6, the pawns on Start, and the roll-off.

- 2-6 players, each with the board's start cash (500) from the bank.
- Six share types of 300 each, all in the bank's free supply; every stock's
  marker on the track's start field (6); the forecast marker on its start.
- The police count starts at 2 (no officers until the first fight).
- A die is thrown by each player; the highest starts; the tied throw again
  (chance actions ``start_roll``, one per contender in seat order).
"""

from __future__ import annotations

from typing import Any

from companion.core import BANK, ConfigError, Ledger, SharePool
from companion.core.i18n import N_
from companion.core.options import check_options, check_seed
from companion.core.players import check_names

from .actions import StartRoll
from .board import BOARD, Board
from .events import FirstPlayer, StartRolled, StartTie
from .flow import turn_started
from .rules import CRISIS_MODES, MAX_PLAYERS, MIN_PLAYERS, ONE_DIE, PER_TYPE, STOCKS
from .state import ROLL, Player, State, account

OPTIONS = ("players", "board", "target", "crisis", "frozen_debt_sales", "round_limit", "seed")


def prepare_config(config: dict[str, Any]) -> dict[str, Any]:
    """Validate ``config`` and return it complete, with the board's whole content embedded.

    Idempotent: preparing a prepared config gives it back unchanged, so the
    journal header replays identically whatever the packaged or saved board
    files say later.
    """
    config = check_options(config, OPTIONS)
    players = check_names(config.get("players"))
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ConfigError(N_("Mad Market is for 2 to 6 players, not {count}."), count=len(players))
    board = BOARD.resolve(config.get("board", "standin"))
    target = config.get("target", board["numbers"]["target"])
    if type(target) is not int or not 1 <= target <= 10_000:
        raise ConfigError(
            N_("'target' must be a whole number of victory points from 1 to 10000, not {target!r}."), target=target
        )
    crisis = config.get("crisis", PER_TYPE)
    if crisis not in CRISIS_MODES:
        raise ConfigError(N_("'crisis' must be per_type or total, not {crisis!r}."), crisis=crisis)
    frozen = config.get("frozen_debt_sales", False)
    if type(frozen) is not bool:
        raise ConfigError(N_("'frozen_debt_sales' must be true or false, not {value!r}."), value=frozen)
    limit = config.get("round_limit")
    if limit is not None and (type(limit) is not int or limit < 1):
        raise ConfigError(N_("'round_limit' must be a whole number of rounds of at least 1, or null."))
    seed = check_seed(config)
    return {
        "players": [p for p in players],
        "board": board,
        "target": target,
        "crisis": crisis,
        "frozen_debt_sales": frozen,
        "round_limit": limit,
        "seed": seed,
    }


def new_state(config: dict[str, Any]) -> State:
    """The table after set-up, before the roll-off."""
    board = Board.from_data(config["board"], validated=True)
    players = len(config["players"])
    ledger = Ledger(account(seat) for seat in range(players))
    for seat in range(players):
        ledger.transfer(BANK, account(seat), board.numbers["start_cash"], "starting cash")
    return State(
        config=config,
        names=list(config["players"]),
        board=board,
        ledger=ledger,
        shares=SharePool(STOCKS, board.numbers["shares_per_stock"], players),
        fields=dict.fromkeys(STOCKS, board.start_field),
        forecast=board.forecast_start,
        police_next=board.numbers["police_first"],
        owners=dict.fromkeys(board.companies, None),
        players=[Player() for _ in range(players)],
        contenders=tuple(range(players)),
    )


def to_roll(state: State) -> int:
    """The contender who throws next in the roll-off."""
    return next(seat for seat in state.contenders if seat not in state.start_rolls)


def start_roll(state: State, action: StartRoll) -> list[Any]:
    """One contender's throw; once all have thrown, the highest starts or the tied throw again."""
    ONE_DIE.read(action)
    state.start_rolls[action.player] = action.value
    happened: list[Any] = [StartRolled(action.player, action.value)]
    if len(state.start_rolls) < len(state.contenders):
        return happened
    best = max(state.start_rolls.values())
    tied = tuple(seat for seat in state.contenders if state.start_rolls[seat] == best)
    state.start_rolls = {}
    if len(tied) > 1:
        state.contenders = tied
        return happened + [StartTie(tied, best)]
    state.contenders = ()
    state.first = state.current = tied[0]
    state.phase = ROLL

    return happened + [FirstPlayer(tied[0]), turn_started(state)]
