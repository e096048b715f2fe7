"""Tiny Auction as a position: a round in progress written down, so a game can start from it.

The format (the kit's test game: documented here only)::

    {"round": 2, "roller": 1, "cash": [5, 7, 4], "points": [5, 0, 0],
     "guesses": {"0": "odd"},                   # the round's sealed guesses so far (the guess is open)
     "revealed": ["odd", "even", "odd"],        # or: every guess, once all are in (the dice are awaited)
     "lot": 5, "bids": {"high_bid": 3, "high_bidder": 2, "passed": [0], "to_act": 1},  # the lot's auction
     "over": false}

Exactly one of ``guesses``, ``revealed`` and ``over: true`` says where the round is; ``lot`` and ``bids``
come with ``revealed`` once the dice are thrown.
"""

from __future__ import annotations

from typing import Any

from companion.core import (
    BANK,
    N_,
    EnglishAuction,
    ImpossiblePosition,
    Ledger,
    SecretChoices,
    TakesFree,
    left_of,
    read_bids,
)
from companion.core.auction import written_auction

from .actions import PARITIES, SUMS
from .state import State, account

FIELDS = {"round", "roller", "cash", "points", "guesses", "revealed", "lot", "bids", "over"}


def position(state: State) -> dict[str, Any]:
    """Everything the table can count, and the sealed guesses the referee holds."""
    written: dict[str, Any] = {
        "round": state.round,
        "roller": state.roller,
        "cash": [state.ledger[account(seat)] for seat in range(state.players)],
        "points": list(state.points),
        "over": state.over,
    }
    if state.guesses is not None:
        written["guesses"] = {
            str(seat): state.guesses.own(seat) for seat in state.guesses.seats if state.guesses.has_chosen(seat)
        }
    if state.revealed is not None:
        written["revealed"] = list(state.revealed)
    if state.auction is not None:
        written["lot"] = state.lot
        written["bids"] = written_auction(state.auction)
    return written


def _count(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"{low} to {high}" if high is not None else f"{low} or more"
        raise ImpossiblePosition(
            N_("{what} must be a whole number from {bound}, not {value!r}."), what=what, bound=bound, value=value
        )
    return value


def _seats(value: Any, what: str, players: int) -> list[int]:
    if not isinstance(value, list) or len(value) != players:
        raise ImpossiblePosition(N_("{what} needs one number per player ({players})."), what=what, players=players)
    return [_count(number, f"{what} of seat {seat + 1}") for seat, number in enumerate(value)]


def from_position(config: dict[str, Any], written: dict[str, Any]) -> State:
    """The state of ``written``; each impossibility named in one sentence."""
    unknown = sorted(set(written) - FIELDS)
    if unknown:
        raise ImpossiblePosition(N_("A Tiny Auction position has no {field!r}."), field=unknown[0])
    names = list(config["players"])
    players, rounds = len(names), config["rounds"]
    kind = config.get("guess", "parity")
    choices = PARITIES if kind == "parity" else tuple(str(total) for total in SUMS)
    ledger = Ledger(account(seat) for seat in range(players))
    for seat, cash in enumerate(_seats(written.get("cash"), "cash", players)):
        if cash:
            ledger.transfer(BANK, account(seat), cash, "position")
    state = State(
        names=names,
        rounds=rounds,
        ledger=ledger,
        guess_kind=kind,
        round=_count(written.get("round"), "round", 1, rounds),
        roller=_count(written.get("roller"), "roller", 0, players - 1),
        points=_seats(written.get("points"), "points", players),
        over=written.get("over", False) is True,
    )
    guesses, revealed = written.get("guesses"), written.get("revealed")
    if state.over:
        if guesses is not None or revealed is not None or "bids" in written:
            raise ImpossiblePosition(N_("A finished game has no round open."))
        return state
    if (guesses is None) == (revealed is None):
        raise ImpossiblePosition(N_("Say either the sealed guesses so far or every revealed guess, not both."))
    if guesses is not None:
        if "lot" in written or "bids" in written:
            raise ImpossiblePosition(N_("The lot is thrown only once every guess is in."))
        state.guesses = _sealed(guesses, players, choices)
        return state
    if not isinstance(revealed, list) or len(revealed) != players or any(guess not in choices for guess in revealed):
        raise ImpossiblePosition(N_("Every player's guess must be one of {choices}."), choices=", ".join(choices))
    state.revealed = tuple(revealed)
    if "lot" in written:
        state.lot = _count(written["lot"], "lot", 2, 12)
        state.auction = _auction(state, written.get("bids"))
    return state


def _sealed(guesses: Any, players: int, choices: tuple[str, ...]) -> SecretChoices[str]:
    sealed: SecretChoices[str] = SecretChoices(tuple(range(players)))
    if not isinstance(guesses, dict):
        raise ImpossiblePosition(N_("The sealed guesses are a JSON object of seat numbers."))
    for key, guess in guesses.items():
        if not key.isdigit() or int(key) >= players or guess not in choices:
            raise ImpossiblePosition(N_("Every player's guess must be one of {choices}."), choices=", ".join(choices))
        sealed.choose(int(key), guess)
    if sealed.complete:
        raise ImpossiblePosition(N_("With every guess in, the guesses are revealed: write them as 'revealed'."))
    return sealed


def _auction(state: State, bids: Any) -> EnglishAuction:
    if not isinstance(bids, dict):
        raise ImpossiblePosition(N_("A thrown lot is being auctioned: say its bids."))
    order = left_of(state.roller, state.players)
    high_bid, high_bidder = bids.get("high_bid"), bids.get("high_bidder")
    passed = bids.get("passed", [])
    if (high_bid is None) != (high_bidder is None):
        raise ImpossiblePosition(N_("A standing bid needs both its amount and its bidder."))
    if not isinstance(passed, list) or any(type(seat) is not int or seat not in order for seat in passed):
        raise ImpossiblePosition(N_("Only the players may have passed."))
    if high_bid is not None:
        _count(high_bid, "high bid", 1)
        bidder = _count(high_bidder, "high bidder", 0, state.players - 1)
        if high_bid > state.ledger[account(bidder)]:
            raise ImpossiblePosition(
                N_("{name} cannot have bid {bid:,}: they have {cash:,}."),
                name=state.names[bidder],
                bid=high_bid,
                cash=state.ledger[account(bidder)],
            )
        if high_bidder in passed:
            raise ImpossiblePosition(N_("The standing bid's bidder cannot have passed."))
    to_act = bids.get("to_act")
    if to_act not in order or to_act in passed or to_act == high_bidder:
        raise ImpossiblePosition(N_("The next bidder must be a player still in the auction who does not hold the bid."))
    auction = EnglishAuction(
        order,
        minimum=1,
        nobody_bid=TakesFree(state.roller),
        high_bid=high_bid,
        high_bidder=high_bidder,
        passes=list(dict.fromkeys(passed)),  # a seat written twice passed once
        _turn=order.index(to_act),
    )
    read_bids(auction, bids.get("bids"), state.names)
    if auction.done:
        raise ImpossiblePosition(N_("That auction is already over: write the round after it."))
    return auction
