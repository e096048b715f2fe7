"""Random legal playouts to the end of the game, checking invariants on the way.

OpenSpiel's generic test, run from the command line: any engine that plays
thousands of random games with every invariant intact and every action
surviving its JSON round trip is an engine the front-ends can trust.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from companion.core import ChanceSource, Game, InvariantBroken, RuleViolation, is_legal
from companion.core.journal import Header, atomic_write, dumps
from companion.data_classes import dataclass

MAX_ACTIONS = 200_000


class SimulationFailed(AssertionError):
    def __init__(self, message: str, journal: Path | None = None) -> None:
        super().__init__(message + (f" (journal: {journal})" if journal else ""))
        self.journal = journal


@dataclass(slots=True)
class Totals:
    game: str
    players: int
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    over: int = 0
    checked: bool = True
    per_game_actions: list[int] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    def report(self) -> str:
        mean = self.actions / self.games if self.games else 0.0
        check = "invariants checked after every action" if self.checked else "invariants not checked (--no-check)"
        return (
            f"{self.game}: {self.games} games of {self.players} players, {self.actions} actions "
            f"({mean:.1f} per game) in {self.seconds:.3f} s: {self.games_per_second:.1f} games/s, "
            f"{self.actions_per_second:.0f} actions/s; {check}"
        )


SIMULATED = "1970-01-01T00:00:00+00:00"
"""The creation time a simulated journal's header carries: a fixed one, so that journals of the same seed stay
byte-identical. ``companion games`` shows such a game as "simulated", not as made on 1970-01-01."""


def _write_journal(path: Path, game: Game[Any], config: dict[str, Any], actions: list[Any]) -> None:
    header = Header(game=game.name, config=config, created=SIMULATED)
    lines = [dumps(header.to_json())]
    lines += [dumps({"n": i + 1, "action": game.actions.encode(a)}) for i, a in enumerate(actions)]
    atomic_write(path, b"".join(lines))


def play_one(
    game: Game[Any],
    config: dict[str, Any],
    chance: ChanceSource,
    *,
    check: bool = True,
    on_action: Callable[[Any, Any], None] | None = None,
    actions: list[Any] | None = None,
) -> tuple[Any, list[Any]]:
    """Play one random game from ``config``; returns the final state and the actions.

    ``actions`` (if given) is filled as the game goes, so a caller still has
    them when an invariant breaks half-way.
    """
    state = game.new_game(config)
    actions = [] if actions is None else actions
    if check:
        game.check_invariants(state)
    is_over, choose, apply = game.is_over, game.choose_random, game.apply  # bound once: this loop is the benchmark
    if not check and on_action is None:
        return state, _play_unchecked(state, actions, is_over, choose, apply, chance)
    while not is_over(state):
        if len(actions) >= MAX_ACTIONS:
            raise InvariantBroken(f"no end after {MAX_ACTIONS} actions")
        if check:
            choices = game.legal_actions(state)
            if not choices:
                raise InvariantBroken(f"no legal action at prompt {game.prompt(state).to_json()}")
        action = choose(state, chance)
        if check:
            if not is_legal(action, choices):
                raise InvariantBroken(f"random player chose an action not in legal_actions: {action}")
            if game.actions.decode(game.actions.encode(action)) != action:
                raise InvariantBroken(f"action does not survive its JSON round trip: {action}")
        try:
            apply(state, action)
        except RuleViolation as exc:
            raise InvariantBroken(f"a legal action was refused: {action}: {exc}") from exc
        actions.append(action)
        if on_action:
            on_action(state, action)
        if check:
            game.check_invariants(state)
    return state, actions


def _play_unchecked(
    state: Any,
    actions: list[Any],
    is_over: Callable[[Any], bool],
    choose: Callable[[Any, ChanceSource], Any],
    apply: Callable[[Any, Any], Any],
    chance: ChanceSource,
) -> list[Any]:
    """The playout loop with nothing to check and nobody to tell: what ``--no-check`` and bots time."""
    append = actions.append
    action = None
    try:
        for _ in range(MAX_ACTIONS - len(actions)):
            if is_over(state):
                return actions
            action = choose(state, chance)
            apply(state, action)
            append(action)
    except RuleViolation as exc:
        raise InvariantBroken(f"a legal action was refused: {action}: {exc}") from exc
    if is_over(state):
        return actions
    raise InvariantBroken(f"no end after {MAX_ACTIONS} actions")


def simulate(
    game: Game[Any], players: int, games: int, seed: int | None, *, check: bool = True, journal_dir: Path | None = None
) -> Totals:
    """Play ``games`` random games; raise :class:`SimulationFailed` on any broken invariant."""
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game.name} is for {game.min_players} to {game.max_players} players, not {players}")
    if games < 0:
        raise ValueError(f"--games must be 0 or more, not {games}")
    master = ChanceSource(seed)
    totals = Totals(game.name, players, checked=check)
    if journal_dir:
        journal_dir.mkdir(parents=True, exist_ok=True)
    for index in range(games):
        # new_game prepares the config itself; prepared again only for a journal (the same
        # result: preparing is deterministic), so a playout prepares once.
        config = game.random_config(players, master)
        chance = ChanceSource(master.fork_seed())
        start = time.perf_counter()
        actions: list[Any] = []
        try:
            state, actions = play_one(game, config, chance, check=check, actions=actions)
        except InvariantBroken as exc:
            path = (journal_dir or Path.cwd()) / f"failed-{game.name}-{index + 1}.jsonl"
            _write_journal(path, game, game.prepare_config(config), actions)
            raise SimulationFailed(f"{game.name} game {index + 1}: invariant broken: {exc}", path) from exc
        totals.seconds += time.perf_counter() - start
        totals.games += 1
        totals.actions += len(actions)
        totals.per_game_actions.append(len(actions))
        totals.over += bool(game.is_over(state))
        if journal_dir:
            _write_journal(
                journal_dir / f"{game.name}-{index + 1:05d}.jsonl", game, game.prepare_config(config), actions
            )
    return totals


def totals_json(totals: Totals) -> str:
    return json.dumps(
        {
            "game": totals.game,
            "players": totals.players,
            "games": totals.games,
            "actions": totals.actions,
            "seconds": round(totals.seconds, 6),
            "games_per_second": round(totals.games_per_second, 2),
            "actions_per_second": round(totals.actions_per_second, 1),
            "checked": totals.checked,
        }
    )
