"""Big Shot as a position: a game joined in progress, written the way the table shows it.

A group that started on paper hands the game over mid-way, and a test that needs the last turns starts there
instead of playing a hundred entries. The format (documented in ``docs/bigshot.md``, "Positions") reads like
the table: seats are 0-based numbers, money and debts belong to cube colours (``"red"``), lots have the
board's names (``"L20"``), the auction spaces are listed clockwise::

    {"step": "bid", "turn": 9, "roller": 1, "broker": 4,
     "spaces": [["red", "red", "yellow", "black"], [], ...],          # the 18 spaces, 4 cubes or none
     "cash": {"red": 6, "yellow": 12, "black": 3}, "debts": {"black": 1},
     "loans_this_turn": [], "lots": {"A9": {"red": 2, "white": 1}},  # cubes on undecided lots
     "deeds": {"L20": "yellow"},                                       # decided lots and their colour
     "auction": {"high_bid": 4, "high_bidder": 2, "passed": [0], "to_act": 1}}

``step`` says what the table waits for; ``auction`` (the bids so far: ``passed`` in the order the passes came,
and ``bids``, each seat's own bid by seat number, when others than the high bidder have bid) and ``bought``
(who bought the cubes, which, at what price) come with the steps that need them. Everything else follows from
the rules: the cubes that left the board, the room on each lot, who bids next, the winners. Whatever no game can
reach is refused in one sentence (:class:`~companion.core.ImpossiblePosition`), so a position never opens a way
around a rule.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from companion.core import BANK, N_, EnglishAuction, N_plural, TakesFree, left_of, read_bids
from companion.core.auction import written_auction
from companion.core.i18n import Word
from companion.core.position_values import refuse, seat_index, whole, within_cash

from . import scoring
from .layout import deal_layout
from .lots import award_color
from .rules import (
    AUCTION_SPACES,
    COLORS,
    CUBES_PER_COLOR,
    CUBES_PER_SPACE,
    LOAN_FACE,
    LOT_CAPACITY,
    MAX_BID,
    START_CASH,
    TOTAL_CUBES,
    TURNS,
)
from .setup import prepare_config
from .state import BID, FIRST_PLAYER, LAYOUT, OVER, PAY, PLACE, ROLL, State, blank_state, pay_starting_capital

STEPS = (LAYOUT, FIRST_PLAYER, ROLL, BID, PAY, PLACE, OVER)
"""The steps a position can be at: the engine's phases, named as the prompts name them."""
IN_PLAY = (ROLL, BID, PAY, PLACE)
TABLE_KEYS = ("broker", "spaces", "cash", "debts", "cash_open", "lots", "deeds")
TURN_KEYS = ("turn", "roller", *TABLE_KEYS, "loans_this_turn")
STEP_KEYS: dict[str, tuple[str, ...]] = {
    LAYOUT: (),
    FIRST_PLAYER: ("broker", "spaces"),
    ROLL: TURN_KEYS,
    BID: (*TURN_KEYS, "auction"),
    PAY: (*TURN_KEYS, "bought"),
    PLACE: (*TURN_KEYS, "bought"),
    OVER: TABLE_KEYS,
}
REQUIRED: dict[str, tuple[str, ...]] = {
    LAYOUT: (),
    FIRST_PLAYER: ("spaces", "broker"),
    ROLL: ("turn", "roller", "spaces", "broker", "cash"),
    BID: ("turn", "roller", "spaces", "broker", "cash", "auction"),
    PAY: ("turn", "roller", "spaces", "broker", "cash", "bought"),
    PLACE: ("turn", "roller", "spaces", "broker", "cash", "bought"),
    OVER: ("broker", "cash"),
}
KEYS = frozenset({"step"}.union(*STEP_KEYS.values()))
MEANINGS = {
    "turn": N_("the turn being played, 1 to 18"),
    "roller": N_("the seat that rolls the die this turn"),
    "broker": N_("the index in 'spaces' of the space the broker stands on, 0 to 17"),
    "spaces": N_("the cubes on each of the 18 auction spaces, clockwise"),
    "cash": N_("the money of each colour that holds money"),
    "auction": N_("the bids so far"),
    "bought": N_("who bought the cubes, which cubes, and at what price"),
}
AUCTION_KEYS = ("high_bid", "high_bidder", "passed", "to_act", "bids")
BOUGHT_KEYS = ("player", "cubes", "price")


def _word(color: str) -> Word:
    """A cube colour as a player reads it: translated with the sentence it is in."""
    return Word(color)


# == writing =========================================================================================================


def position(state: State) -> dict[str, Any]:
    """Everything the table can count, and the cash the companion keeps hidden in the hidden-money game."""
    step = state.phase
    written: dict[str, Any] = {"step": step}
    if step == LAYOUT:
        return written
    if step in IN_PLAY:
        written["turn"] = state.turn
        written["roller"] = state.roller
    written["broker"] = state.broker
    if step != OVER:
        written["spaces"] = [list(space) for space in state.spaces]
    if step == FIRST_PLAYER:
        return written
    money = state.seating.money_colors
    written["cash"] = {color: state.ledger[color] for color in money}
    written["debts"] = {color: state.debts[color] for color in money}
    if step in IN_PLAY:
        written["loans_this_turn"] = [color for color in money if color in state.loaned]
    if state.hidden:
        written["cash_open"] = sorted(state.open_cash)
    written["lots"] = {
        lot: {color: state.lots[lot][color] for color in COLORS if state.lots[lot].get(color)}
        for lot in state.board.lots
        if state.awarded.get(lot) is None and any(state.lots[lot].values())
    }
    written["deeds"] = {lot: state.awarded[lot] for lot in state.board.lots if state.awarded.get(lot) is not None}
    if step == BID:
        assert state.auction is not None
        written["auction"] = written_auction(state.auction)
    elif step in (PAY, PLACE):
        written["bought"] = {"player": state.winner, "cubes": list(state.in_hand), "price": state.price}
    return written


# == preparing =======================================================================================================


def prepare_position(config: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]:
    """Before the first auction the cubes may be left to the companion: a position at ``first_player``, or at
    the roll of turn 1, without ``spaces`` gets the layout the companion deals from the configuration's seed
    (the one it offers at the layout prompt), and the broker's start with it unless the position says it.
    Anything else stays as it is, so a prepared position prepares to itself."""
    if "spaces" in written:
        return written
    step = written.get("step")
    if step != FIRST_PLAYER and not (step == ROLL and written.get("turn") == 1):
        return written
    spaces, broker = deal_layout(config["seed"])
    return {"broker": broker, **written, "spaces": [list(space) for space in spaces]}


# == reading =========================================================================================================


def from_position(config: dict[str, Any], written: dict[str, Any]) -> State:
    """The state ``written`` describes, for ``config``; whatever no game can reach is refused in one sentence."""
    config = prepare_config({key: value for key, value in config.items() if key != "position"})
    if not isinstance(written, dict):
        refuse(N_("A position is a JSON object of the game's pieces."))
    step = _step(written)
    state = blank_state(config)
    if step in (LAYOUT, FIRST_PLAYER):  # before the first turn every colour that holds money has its 10M
        pay_starting_capital(state)
    if step == LAYOUT:
        return state
    state.phase = step
    state.turn = _turn(written, step)
    done = _auctions_done(state)
    state.spaces = _spaces(written.get("spaces"), done)
    state.broker = _broker(written.get("broker"), state)
    if step == FIRST_PLAYER:
        _count_cubes(state)
        return state
    if step in IN_PLAY:
        state.roller = seat_index(written["roller"], "roller", state.players)
    _money(state, written)
    if step == BID:
        state.auction = _bids(state, written["auction"])
    elif step in (PAY, PLACE):
        _bought(state, written["bought"])
    _lots(state, written.get("lots", {}), written.get("deeds", {}))
    _count_cubes(state)
    if step == OVER:
        state.winners = scoring.winners(scoring.fortunes(state, state.awarded))
    return state


def _step(written: dict[str, Any]) -> str:
    """The step, after the keys: every key known, allowed at this step, and the needed ones there."""
    step = written.get("step")
    if step not in STEPS:
        refuse(N_("'step' must be one of {steps}, not {step!r}."), steps=", ".join(STEPS), step=step)
    for key in written:
        if key not in KEYS:
            refuse(N_("A Big Shot position has no {key!r}."), key=key)
        if key != "step" and key not in STEP_KEYS[step]:
            refuse(N_("{key!r} has no place at the step {step!r}."), key=key, step=step)
    for key in REQUIRED[step]:
        if key not in written:
            refuse(
                N_("A position at the step {step!r} needs {key!r}: {meaning}."),
                step=step,
                key=key,
                meaning=Word(MEANINGS[key]),
            )
    return step


def _colour(value: Any) -> str:
    if value not in COLORS:
        refuse(N_("{value!r} is not a cube colour (red, yellow, black, white)."), value=value)
    return str(value)


def _turn(written: dict[str, Any], step: str) -> int:
    if step in IN_PLAY:
        return whole(written["turn"], "turn", 1, TURNS)
    return TURNS if step == OVER else 0


def _auctions_done(state: State) -> int:
    """How many auctions are over: one per turn, the current one once its cubes are bought."""
    if state.phase == OVER:
        return TURNS
    if state.phase in (PAY, PLACE):
        return state.turn
    return max(0, state.turn - 1)


# -- the auction spaces and the broker -------------------------------------------------------------------------------


def _spaces(raw: Any, done: int) -> list[tuple[str, ...]]:
    """Each space holds its 4 dealt cubes (never 4 of one colour) until auctioned; one space empties per auction."""
    if raw is None and done == TURNS:
        return [() for _ in range(AUCTION_SPACES)]  # the game is over: every space was auctioned
    if not isinstance(raw, list) or len(raw) != AUCTION_SPACES or not all(isinstance(s, list) for s in raw):
        refuse(N_("'spaces' must list the 18 auction spaces clockwise, each with its cubes (or none)."))
    spaces: list[tuple[str, ...]] = []
    for index, space in enumerate(raw):
        cubes = tuple(_colour(cube) for cube in space)
        if len(cubes) not in (0, CUBES_PER_SPACE):
            refuse(
                N_plural(
                    "Space {space} holds {count} cube: a space keeps its 4 cubes until they are auctioned.",
                    "Space {space} holds {count} cubes: a space keeps its 4 cubes until they are auctioned.",
                ),
                space=index + 1,
                count=len(cubes),
            )
        if cubes and len(set(cubes)) == 1:
            refuse(
                N_("Space {space} has 4 {color} cubes: no space may hold 4 of one colour."),
                space=index + 1,
                color=_word(cubes[0]),
            )
        spaces.append(cubes)
    full = sum(1 for space in spaces if space)
    if full != AUCTION_SPACES - done:
        refuse(
            N_plural(
                "After {done} auction, {expected} of the 18 auction spaces should still have cubes, not {count}.",
                "After {done} auctions, {expected} of the 18 auction spaces should still have cubes, not {count}.",
                "done",
            ),
            done=done,
            expected=AUCTION_SPACES - done,
            count=full,
        )
    return spaces


def _broker(raw: Any, state: State) -> int:
    """The broker stands on the space auctioned last (empty), or on the one being auctioned (full)."""
    broker = whole(raw, "broker", 0, AUCTION_SPACES - 1)
    full = bool(state.spaces[broker])
    phase = state.phase
    if phase == BID and not full:
        refuse(
            N_("The cubes on auction are those of the broker's space, but space {space} is empty."), space=broker + 1
        )
    if phase in (PAY, PLACE) and full:
        refuse(
            N_("The cubes of the broker's space have been bought, so space {space} must be empty."), space=broker + 1
        )
    if phase == ROLL and state.turn > 1 and full:
        refuse(N_("The broker stays on the space auctioned last, so space {space} must be empty."), space=broker + 1)
    return broker


# -- money: cash, debts, loans, open cash ----------------------------------------------------------------------------


def _money(state: State, written: dict[str, Any]) -> None:
    """Debts first (they bound the cash: only the start and the loans bring money), then the cash."""
    money = state.seating.money_colors
    loaned = _colours(state, written.get("loans_this_turn", []), "loans_this_turn")
    debts = _amounts(state, written.get("debts", {}), "debts", required=False)
    most_loans = state.turn if state.phase == OVER else state.turn - 1
    for color in money:
        count = debts.get(color, 0)
        if count > LOAN_FACE - 1:
            refuse(
                N_plural(
                    "{color} has {debts} debt certificate: after the 9th a loan pays nothing.",
                    "{color} has {debts} debt certificates: after the 9th a loan pays nothing.",
                    "debts",
                ),
                color=_word(color),
                debts=count,
            )
        most = most_loans + (1 if color in loaned else 0)
        if count > most:
            refuse(
                N_plural(
                    "{color} has {debts} debt certificate, but a colour takes at most one loan per turn: {most} so far.",
                    "{color} has {debts} debt certificates, but a colour takes at most one loan per turn: {most} so far.",
                    "debts",
                ),
                color=_word(color),
                debts=count,
                most=most,
            )
        if color in loaned and not count:
            refuse(N_("{color} took a loan this turn but holds no debt certificate."), color=_word(color))
        state.debts[color] = count
    state.loaned = set(loaned)
    cash = _amounts(state, written["cash"], "cash", required=True)
    for color in money:
        loans = sum(LOAN_FACE - (number + 1) for number in range(state.debts[color]))
        if cash[color] > START_CASH + loans:
            refuse(
                N_plural(
                    "{color} has {cash}M, but the 10M it started with and its {debts} loan ({loans}M) make only {most}M.",
                    "{color} has {cash}M, but the 10M it started with and its {debts} loans ({loans}M) make only {most}M.",
                    "debts",
                ),
                color=_word(color),
                cash=cash[color],
                debts=state.debts[color],
                loans=loans,
                most=START_CASH + loans,
            )
        if cash[color]:
            state.ledger.transfer(BANK, color, cash[color], "position")
    state.open_cash = _open_cash(state, written)


def _money_colour(state: State, value: Any) -> str:
    color = _colour(value)
    if color == state.seating.dummy:
        refuse(N_("{color} is the dummy's colour: it has no money, loans or debts."), color=_word(color))
    return color


def _colours(state: State, raw: Any, key: str) -> list[str]:
    if not isinstance(raw, list):
        refuse(N_('{key!r} must be a list of colours such as ["red"].'), key=key)
    colors = [_money_colour(state, value) for value in raw]
    if len(set(colors)) != len(colors):
        refuse(N_("{key!r} names a colour twice."), key=key)
    return colors


def _amounts(state: State, raw: Any, key: str, *, required: bool) -> dict[str, int]:
    """Colour → whole number for the colours that hold money; with ``required`` every one of them."""
    money = state.seating.money_colors
    if not isinstance(raw, dict):
        refuse(
            N_("{key!r} must give each colour that holds money ({colors:and}) a whole number."),
            key=key,
            colors=[_word(color) for color in money],
        )
    amounts: dict[str, int] = {}
    for color, value in raw.items():
        color = _money_colour(state, color)
        if type(value) is not int or value < 0:
            refuse(N_("{key!r} must be a whole number, 0 or more, not {value!r}."), key=f"{key}.{color}", value=value)
        amounts[color] = value
    if required:
        for color in money:
            if color not in amounts:
                refuse(N_("{key!r} has no number for {color}."), key=key, color=_word(color))
    return amounts


def _open_cash(state: State, written: dict[str, Any]) -> set[int]:
    """Hidden money: the seats whose cash was shown after an over-bid that won."""
    if "cash_open" not in written:
        return set()
    if not state.hidden:
        refuse(N_("'cash_open' is for the hidden-money game only: here all cash is open."))
    raw = written["cash_open"]
    if not isinstance(raw, list):
        refuse(N_("'cash_open' must be a list of seats."))
    seats = [seat_index(value, "cash_open", state.players) for value in raw]
    if len(set(seats)) != len(seats):
        refuse(N_("{key!r} names a seat twice."), key="cash_open")
    return set(seats)


# -- the turn in progress: the auction, or the cubes bought ----------------------------------------------------------


def _fields(raw: Any, key: str, fields: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(raw, dict):
        refuse(N_("{key!r} must be an object with {fields}."), key=key, fields=", ".join(fields))
    for field in raw:
        if field not in fields:
            refuse(N_("{key!r} has no {field!r} (it has {fields})."), key=key, field=field, fields=", ".join(fields))
    return raw


def _bids(state: State, raw: Any) -> EnglishAuction:
    """The bids so far: clockwise from the roller's left, the roller last; who speaks next follows from them."""
    bids = _fields(raw, "auction", AUCTION_KEYS)
    assert state.roller is not None
    order = left_of(state.roller, state.players)
    high_bid, high_bidder = bids.get("high_bid"), bids.get("high_bidder")
    if (high_bid is None) != (high_bidder is None):
        refuse(N_("A standing bid needs both its amount and its bidder."))  # the editor says it too: no file keys
    passed_raw = bids.get("passed", [])
    if not isinstance(passed_raw, list):
        refuse(N_("'passed' must be a list of seats."))
    passed = [seat_index(seat, "passed", state.players) for seat in passed_raw]
    if len(set(passed)) != len(passed):
        refuse(N_("{key!r} names a seat twice."), key="passed")
    names = state.names
    if high_bidder is not None:
        _standing_bid(
            state, whole(high_bid, "high_bid", 1, MAX_BID), seat_index(high_bidder, "high_bidder", state.players)
        )
        if high_bidder in passed:
            refuse(N_("{name} holds the high bid, so cannot have passed."), name=names[high_bidder])
        if len(passed) == len(order) - 1:
            refuse(
                N_("Everyone else has passed, so {name} has won the auction: write the step after it."),
                name=names[high_bidder],
            )
        start = order.index(high_bidder) + 1
        following = [order[(start + k) % len(order)] for k in range(len(order))]
        to_act = next(seat for seat in following if seat not in passed)
    else:
        spoken = order[: len(passed)]
        for seat in spoken:
            if seat not in passed:
                other = next(s for s in passed if s not in spoken)
                refuse(
                    N_(
                        "Nobody has bid yet, so {other} cannot have passed while {name}, who speaks first, is still in."
                    ),
                    name=names[seat],
                    other=names[other],
                )
        if len(passed) >= len(order) - 1:
            refuse(
                N_(
                    "Everyone has passed without a bid, so the roller, {name}, takes the cubes free: "
                    "write the step after the auction."
                ),
                name=names[state.roller],
            )
        to_act = order[len(passed)]
    said = bids.get("to_act")
    if said is not None and said != to_act:
        refuse(
            N_(
                "{name} speaks next, not {other}: bidding goes clockwise from the roller's left, past those who passed."
            ),
            name=names[to_act],
            other=names[said] if type(said) is int and 0 <= said < state.players else repr(said),
        )
    auction = EnglishAuction(
        order,
        minimum=1,
        nobody_bid=TakesFree(state.roller),
        high_bid=high_bid,
        high_bidder=high_bidder,
        passes=passed,
        _turn=order.index(to_act),
    )
    read_bids(auction, bids.get("bids"), names)
    return auction


def _standing_bid(state: State, amount: int, seat: int) -> None:
    """Nobody bids more than they can pay from one colour, unless their cash is hidden (the hidden-money game)."""
    if state.hidden and seat not in state.open_cash:
        return
    within_cash(
        amount,
        state.payable(seat),
        state.names[seat],
        N_("{name} cannot have bid {bid}M: they can pay at most {cash}M."),
    )


def _bought(state: State, raw: Any) -> None:
    """The auction is over: its cubes are in the buyer's hand, paid for (``place``) or still to pay (``pay``)."""
    bought = _fields(raw, "bought", BOUGHT_KEYS)
    for key in BOUGHT_KEYS:
        if key not in bought:
            refuse(N_("'bought' needs {key!r}."), key=key)
    seat = seat_index(bought["player"], "bought.player", state.players)
    price = whole(bought["price"], "bought.price", 0, MAX_BID)
    cubes = bought["cubes"]
    if not isinstance(cubes, list) or len(cubes) != CUBES_PER_SPACE:
        refuse(N_('\'bought.cubes\' must be the 4 cubes bought, such as ["red", "red", "yellow", "black"].'))
    in_hand = tuple(_colour(cube) for cube in cubes)
    if len(set(in_hand)) == 1:
        refuse(
            N_("The cubes bought come from one auction space: they cannot be 4 {color} cubes."),
            color=_word(in_hand[0]),
        )
    assert state.roller is not None
    if price == 0 and seat != state.roller:
        refuse(
            N_("Cubes nobody bid for go free to the roller, {name}, not to {other}."),
            name=state.names[state.roller],
            other=state.names[seat],
        )
    if state.phase == PAY:
        _still_to_pay(state, seat, price)
    state.winner, state.price, state.in_hand = seat, price, in_hand


def _still_to_pay(state: State, seat: int, price: int) -> None:
    """Two players only: the buyer chooses which colour pays, and only when both could."""
    if state.players != 2:
        refuse(
            N_(
                "Only with two players does the buyer choose which colour pays: with {count} the price is paid at once."
            ),
            count=state.players,
        )
    if price == 0:
        refuse(N_("Cubes taken free cost nothing: write the step 'place'."))
    able = [color for color in state.colors_of(seat) if state.ledger[color] >= price]
    if not able:
        refuse(
            N_("Neither colour of {name} can pay {price}M: such a bid never wins the cubes."),
            name=state.names[seat],
            price=price,
        )
    if len(able) == 1:
        refuse(
            N_("Only {color} can pay {price}M, so it pays at once: write the step 'place'."),
            color=_word(able[0]),
            price=price,
        )


# -- the lots and the cubes ------------------------------------------------------------------------------------------


def _lot(state: State, lot: Any) -> str:
    if lot not in state.board.values:
        refuse(N_("There is no lot {lot!r} on this board (lots: {lots})."), lot=lot, lots=", ".join(state.board.lots))
    return str(lot)


def _lots(state: State, cubes: Any, deeds: Any) -> None:
    """Decided lots keep their winner's cube under a deed; the others hold up to 6 cubes (the 7th decides)."""
    if not isinstance(deeds, dict):
        refuse(N_('\'deeds\' must give each decided lot the colour that won it, such as "L20": "red".'))
    if not isinstance(cubes, dict):
        refuse(N_('\'lots\' must give each lot with cubes their colours and numbers, such as "A9": {{"red": 2}}.'))
    for lot, color in deeds.items():
        lot, color = _lot(state, lot), _colour(color)
        state.awarded[lot] = color
        state.lots[lot] = {color: 1}
        del state.free[lot]
    for lot, counts in cubes.items():
        lot = _lot(state, lot)
        held = _counts(lot, counts)
        if lot in state.awarded:
            if held:
                refuse(N_("{lot} is decided: only its winner's cube stays there, so 'lots' has none on it."), lot=lot)
            continue
        size = sum(held.values())
        if size > LOT_CAPACITY:
            refuse(N_("{lot} holds more than 7 cubes: a lot holds at most 7."), lot=lot, count=size)
        if size == LOT_CAPACITY and state.phase != OVER:
            refuse(N_("{lot} has 7 cubes, so its 7th decided it: write its winner in 'deeds'."), lot=lot)
        state.lots[lot] = held
        state.free[lot] = LOT_CAPACITY - size
    if state.phase == OVER:
        _decided_at_the_end(state)


def _counts(lot: str, raw: Any) -> dict[str, int]:
    if not isinstance(raw, dict):
        refuse(N_('The cubes on {lot} must be given by colour, such as {{"red": 2}}.'), lot=lot)
    held: dict[str, int] = {}
    for color, count in raw.items():
        color = _colour(color)
        if type(count) is not int or count < 0:
            refuse(N_("{key!r} must be a whole number, 0 or more, not {value!r}."), key=f"{lot}.{color}", value=count)
        if count:
            held[color] = count
    return held


def _decided_at_the_end(state: State) -> None:
    """After the 18th placement every lot is decided: a lot without a deed is one no colour's count won alone."""
    for lot in state.board.lots:
        if lot in state.awarded:
            continue
        color = award_color(state.lots[lot])
        if color is not None:
            refuse(
                N_("At the end {lot} goes to {color}, whose count there no other colour shares: write it in 'deeds'."),
                lot=lot,
                color=_word(color),
            )
        state.awarded[lot] = None
        del state.free[lot]


def _count_cubes(state: State) -> None:
    """18 cubes of each colour: on the spaces, in hand, on the lots, or off the board after a lot was decided.

    During play a lot is decided only at its 7th cube, so every cube placed is on a lot or came off one of 7.
    At the end the lots decided then may have held fewer, but never more than 7 each.
    """
    shown: Counter[str] = Counter()
    for space in state.spaces:
        shown.update(space)
    shown.update(state.in_hand)
    for counts in state.lots.values():
        shown.update(counts)
    for color in COLORS:
        if shown[color] > CUBES_PER_COLOR:
            refuse(
                N_(
                    "The {color} cubes on the spaces, the lots and the cubes bought come to {count}, but there are 18 of each."
                ),
                count=shown[color],
                color=_word(color),
            )
        state.removed[color] = CUBES_PER_COLOR - shown[color]
    deeds = sum(1 for color in state.awarded.values() if color is not None)
    on_lots = sum(sum(counts.values()) for counts in state.lots.values())
    placed = TOTAL_CUBES - sum(len(space) for space in state.spaces) - len(state.in_hand)
    if state.phase == OVER:
        loose = sum(sum(state.lots[lot].values()) for lot, color in state.awarded.items() if color is None)
        if loose + LOT_CAPACITY * deeds < TOTAL_CUBES:
            refuse(
                N_(
                    "All 72 cubes are placed by the end, but the decided lots (7 at most each) and the cubes "
                    "left on the others make only {most}."
                ),
                most=loose + LOT_CAPACITY * deeds,
            )
        return
    accounted = on_lots - deeds + LOT_CAPACITY * deeds
    if accounted != placed:
        refuse(
            N_plural(
                "{placed} cube has been placed (4 per auction), but the lots show {accounted}, "
                "counting 7 for each decided lot.",
                "{placed} cubes have been placed (4 per auction), but the lots show {accounted}, "
                "counting 7 for each decided lot.",
                "placed",
            ),
            placed=placed,
            accounted=accounted,
        )
