"""Decoded actions thrown at a game in a property test: a refused one changes nothing, an accepted one was legal.

Every engine's property tests throw the same kind of raw actions (some legal, most not) at states reached by
random play, and hold the engine to the gate's promise from both sides: what :func:`~companion.core.is_legal`
says of an action is exactly whether ``apply`` takes it, a refusal leaves the state as it was and gives a code
and a reason, and what is taken leaves the game's invariants true. One loop for every game, so a game's test
says only how its raw actions are drawn and how its state is compared.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from companion.core import CodecError, Game, RuleViolation, is_legal


def throw_actions(game: Game[Any], state: Any, tries: Iterable[Any], fingerprint: Callable[[Any], Any]) -> Any:
    """Decode and apply each of ``tries`` in turn (undecodable ones skipped); the state after the accepted ones.

    ``fingerprint`` gives what must not change when an action is refused (a state's own ``fingerprint``, or
    a snapshot of its fields). The state is played on in place, as the table plays it.
    """
    for raw in tries:
        try:
            action = game.actions.decode(raw)
        except CodecError:
            continue
        legal = is_legal(action, game.legal_actions(state))
        before = fingerprint(state)
        try:
            game.apply(state, action)
        except RuleViolation as refusal:
            assert not legal, f"legal action refused: {action}: {refusal}"
            assert fingerprint(state) == before, f"refused but changed the state: {action}"
            assert refusal.code and str(refusal)
        else:
            assert legal, f"an action outside legal_actions was accepted: {action}"
            game.check_invariants(state)
    return state
