"""Mad Market as a position: a game joined in progress, written the way the table sees it.

A group that started on paper hands the game over mid-way, and a test that needs the last moves starts there
instead of playing two hundred entries. The format (documented in ``docs/mad-market.md``, "Positions") reads
like the table: seats are 0-based numbers, share types their board codes (``"IT"``), companies and squares
their ids (``"IT-2"``, ``"police-1"``), prices the values printed on the share track::

    {"step": "open", "first": 0, "round": 12, "mover": 2,
     "players": [{"name": "Ann", "cash": 1250, "square": "IT-2", "shares": {"IT": 40}, "companies": ["IT-1"],
                  "brokers": 1, "guards": 2, "pack": false, "items": {"villa": 2}, "vp": 6, "out": false}, ...],
     "state_companies": ["MED-2"], "prices": {"LOG": 7, "CRY": 5, "IT": 12, "EN": 6, "MED": 3, "PH": 9},
     "free": {"LOG": 280, ...}, "forecast": 17, "police_next": 3, "last_roll": [4, 2],
     "this_move": {"brokers_used": ["IT"], "traded": {"LOG": "buy"}, "item": null}}

``step`` says what the table waits for; the moment adds ``fight``, ``auction`` or ``debt`` and, in the last
round, ``target_reached_by``. Everything else follows from the rules and the mover's square (the landing's
offer, the fight's sides, the debt's reason, the bidders, who still has a last move, the winners), so it is
never written and can never disagree. Whatever no game can reach is refused in one sentence
(:class:`~companion.core.ImpossiblePosition`): a position never opens a way around a rule.

Nothing in Mad Market is hidden and no chance is drawn ahead: the only thing a position may leave to chance
is who moved first, which :func:`prepare_position` draws once from the seed as the roll-off would.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from companion.core import BANK, N_, POOL, ChanceSource, Ledger, N_plural, SharePool
from companion.core.auction import written_auction
from companion.core.i18n import Word, as_written
from companion.core.position_values import check_keys, flag, listing, mapping, refuse, whole
from companion.data_classes import dataclass

from . import setup
from .board import Board
from .errors import BadItem, BrokerLimit
from .position_moment import read_moment
from .position_values import KEYS, STEP_ONLY, STEPS, company_id, seat_number, square_index, stock_key, throw
from .rules import ITEM_NAMES, ITEMS, ONE_DIE, STOCKS
from .state import FIGHT, OPEN, OVER, START_ROLL, STATE_HELD, Player, State, account

PLAYER_KEYS = ("name", "cash", "square", "shares", "companies", "brokers", "guards", "pack", "items", "vp", "out")


# == writing =========================================================================================================


def position(state: State) -> dict[str, Any]:
    """Everything the table can count, and where the move stands; what follows from the rules is left out."""
    if state.phase == START_ROLL:
        return {"step": START_ROLL, "roll_off": _roll_off(state)}
    board = state.board
    code = {stock: board.stocks[stock].code for stock in STOCKS}
    written: dict[str, Any] = {"step": state.phase, "first": state.first, "round": state.round}
    if state.phase != OVER:
        written["mover"] = state.current
    written["players"] = [_player(state, seat, code) for seat in range(state.count)]
    written["state_companies"] = list(state.pile)
    written["prices"] = {code[stock]: state.value(stock) for stock in STOCKS}
    written["free"] = {code[stock]: state.shares.pool[stock] for stock in STOCKS}
    written["forecast"] = state.forecast
    written["police_next"] = state.police_next
    written["last_roll"] = list(state.last_roll) if state.last_roll is not None else None
    if state.last_round:
        written["target_reached_by"] = state.stopper
    if state.phase in STEP_ONLY["this_move"]:
        turn = state.turn
        written["this_move"] = {
            "brokers_used": [code[stock] for stock in turn.brokers_used],
            "traded": {code[stock]: side for stock, side in turn.traded.items()},
            "item": turn.item,
        }
    if state.fight is not None:
        fight = state.fight
        written["fight"] = {"rounds": [list(throw_) for throw_ in fight.rounds]}
        if fight.defender is None:
            written["fight"] = {"officers": fight.opponents, **written["fight"]}
    if state.auction is not None:
        written["auction"] = {"company": state.lots[0], **written_auction(state.auction)}
    if state.debt is not None:
        debt = state.debt
        written["debt"] = {"amount": debt.amount, "to": "bank" if debt.creditor is None else debt.creditor}
    return written


def _roll_off(state: State) -> dict[str, Any]:
    """The roll-off so far: who contends (everyone, or the tied) and their throws, in seat order."""
    contenders = list(state.contenders)
    return {"contenders": contenders, "rolls": [state.start_rolls[s] for s in contenders if s in state.start_rolls]}


def _player(state: State, seat: int, code: dict[str, str]) -> dict[str, Any]:
    player = state.players[seat]
    held = state.shares.held[seat]
    return {
        "name": state.names[seat],
        "cash": state.cash(seat),
        "square": state.board.squares[player.square].id,
        "shares": {code[stock]: held[stock] for stock in STOCKS if held[stock]},
        "companies": state.companies_of(seat),
        "brokers": player.brokers,
        "guards": player.guards,
        "pack": player.pack,
        "items": {item: player.items[item] for item in ITEMS if player.items.get(item)},
        "vp": player.vp,
        "out": player.out,
    }


# == preparing =======================================================================================================


def prepare_position(config: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]:
    """Fix once what a table may not have written down: who moved first, thrown for as the roll-off would be,
    from the configuration's seed (a position that names ``first``, or is still at the roll-off, stays as it is).
    """
    if written.get("step") == START_ROLL or "first" in written:
        return written
    return {**written, "first": roll_off(config["seed"], len(config["players"]))}


def roll_off(seed: int, players: int) -> int:
    """The seat the roll-off makes first: a die each, the highest starts, the tied throw again among themselves."""
    chance = ChanceSource(seed)
    contenders = list(range(players))
    while True:
        throws = {seat: chance.roll(ONE_DIE.dice[0].sides) for seat in contenders}
        best = max(throws.values())
        contenders = [seat for seat in contenders if throws[seat] == best]
        if len(contenders) == 1:
            return contenders[0]


# == reading =========================================================================================================


@dataclass(slots=True)
class Seat:
    """One player's entry as written, read into plain values before anything is built from it."""

    cash: int
    square: int
    shares: dict[str, int]
    companies: list[str]
    brokers: int
    guards: int
    pack: bool
    items: dict[str, int]
    out: bool
    vp: int | None = None
    name: str | None = field(default=None)


def from_position(config: dict[str, Any], written: dict[str, Any]) -> State:
    """The state ``written`` describes for the prepared ``config``; each impossibility named in one sentence."""
    unknown = sorted(str(key) for key in set(written) - KEYS)
    if unknown:
        refuse(N_("A Mad Market position has no {key!r}."), key=unknown[0])
    step = written.get("step")
    if step not in STEPS:
        refuse(N_("'step' must be one of {steps}, not {step!r}."), steps=", ".join(STEPS), step=step)
    for key, steps in STEP_ONLY.items():
        if key in written and step not in steps:
            refuse(N_("{key!r} has no place at the step {step!r}."), key=key, step=step)
    if step == START_ROLL:
        return _at_roll_off(config, written)
    needed = ("first", "players") if step == OVER else ("first", "mover", "players")
    for key in needed:
        if key not in written:
            refuse(N_("The step {step!r} needs {key!r}."), step=step, key=key)
    if step == OVER and "mover" in written:
        refuse(N_("{key!r} has no place at the step {step!r}."), key="mover", step=step)
    if step == FIGHT and "fight" not in written:
        written = {**written, "fight": {}}
    state = _pieces(config, written)
    read_moment(state, written, step)
    return state


def _at_roll_off(config: dict[str, Any], written: dict[str, Any]) -> State:
    """Before the first move the pieces are as set up: only the roll-off's throws so far are written."""
    for key in written:
        if key not in ("step", "roll_off"):
            refuse(N_("{key!r} has no place at the step {step!r}."), key=key, step=START_ROLL)
    state = setup.new_state(config)
    raw = mapping(written.get("roll_off", {}), "roll_off")
    check_keys(raw, "roll_off", ("contenders", "rolls"))
    contenders = listing(raw.get("contenders", list(range(state.count))), "roll_off.contenders")
    seats = [seat_number(seat, f"roll_off.contenders[{i}]", state.count) for i, seat in enumerate(contenders)]
    if len(seats) < 2 or seats != sorted(set(seats)):
        refuse(N_("The roll-off's contenders are two or more different seats, in seat order."))
    rolls = listing(raw.get("rolls", []), "roll_off.rolls")
    if len(rolls) >= len(seats):
        refuse(N_("Every contender has thrown, so the roll-off is decided: write the first move instead."))
    state.contenders = tuple(seats)
    state.start_rolls = {seats[i]: whole(value, f"roll_off.rolls[{i}]", 1, 6) for i, value in enumerate(rolls)}
    return state


def _pieces(config: dict[str, Any], written: dict[str, Any]) -> State:
    """The players' pieces, the companies and the share market: read, checked against the rules' totals, built."""
    board = Board.from_data(config["board"], validated=True)
    names = list(config["players"])
    count = len(names)
    entries = written["players"]
    if not isinstance(entries, list) or len(entries) != count:
        refuse(N_("'players' needs one entry per player ({count}), in seat order."), count=count)
    seats = [_seat(board, names, seat, entry) for seat, entry in enumerate(entries)]
    pile = [
        company_id(board, company, f"state_companies[{i}]")
        for i, company in enumerate(listing(written.get("state_companies", []), "state_companies"))
    ]
    _check_counts(board, names, seats, pile, written.get("free"))
    ledger = Ledger(account(seat) for seat in range(count))
    shares = SharePool(STOCKS, board.numbers["shares_per_stock"], count)
    owners: dict[str, int | None] = dict.fromkeys(board.companies, None)
    players: list[Player] = []
    for seat, entry in enumerate(seats):
        if entry.cash:
            ledger.transfer(BANK, account(seat), entry.cash, "position")
        for stock, held in entry.shares.items():
            shares.move(stock, held, POOL, seat)
        for company in entry.companies:
            owners[company] = seat
        vp = sum(board.items[item][0] * n for item, n in entry.items.items())
        players.append(Player(entry.square, entry.brokers, entry.guards, entry.pack, dict(entry.items), vp, entry.out))
    for company in pile:
        owners[company] = STATE_HELD
    first = seat_number(written["first"], "first", count)
    return State(
        config=config,
        names=names,
        board=board,
        ledger=ledger,
        shares=shares,
        fields=_fields(board, written.get("prices")),
        forecast=whole(written.get("forecast", board.forecast_start), "forecast", 1, len(board.forecast)),
        police_next=whole(
            written.get("police_next", board.numbers["police_first"]),
            "police_next",
            board.numbers["police_first"],
            board.numbers["police_max"],
        ),
        owners=owners,
        players=players,
        phase=OPEN,  # the moment is read next
        contenders=(),
        first=first,
        current=seat_number(written["mover"], "mover", count) if "mover" in written else first,
        round=whole(written.get("round", 1), "round", 1),
        pile=pile,
        last_roll=_last_roll(written.get("last_roll")),
    )


def _seat(board: Board, names: list[str], seat: int, raw: Any) -> Seat:
    where = f"players[{seat}]"
    entry = mapping(raw, where)
    check_keys(entry, where, PLAYER_KEYS)
    if "name" in entry and entry["name"] != names[seat]:
        refuse(
            N_("Seat {seat} is {name} in this game, not {written!r}."),
            seat=seat,
            name=names[seat],
            written=entry["name"],
        )
    if "cash" not in entry:
        refuse(N_("{where!r} needs {key!r}."), where=where, key="cash")
    shares: dict[str, int] = {}
    for key, count in mapping(entry.get("shares", {}), f"{where}.shares").items():
        stock = stock_key(board, key, f"{where}.shares")
        if stock in shares:
            refuse(
                N_("{key!r} names the share type {stock} twice."), key=f"{where}.shares", stock=board.stocks[stock].code
            )
        held = whole(count, f"{where}.shares.{key}", 0)
        if held:
            shares[stock] = held
    items: dict[str, int] = {}
    for item, count in mapping(entry.get("items", {}), f"{where}.items").items():
        if item not in ITEMS:
            refuse(BadItem.template, item=item)
        owned = whole(count, f"{where}.items.{item}", 0)
        if owned:
            items[item] = owned
    companies = [
        company_id(board, company, f"{where}.companies[{i}]")
        for i, company in enumerate(listing(entry.get("companies", []), f"{where}.companies"))
    ]
    return Seat(
        cash=whole(entry["cash"], f"{where}.cash", 0),
        square=square_index(board, entry.get("square", "start"), f"{where}.square"),
        shares=shares,
        companies=companies,
        brokers=whole(entry.get("brokers", 0), f"{where}.brokers", 0),
        guards=whole(entry.get("guards", 0), f"{where}.guards", 0),
        pack=flag(entry.get("pack", False), f"{where}.pack"),
        items=items,
        out=flag(entry.get("out", False), f"{where}.out"),
        vp=whole(entry["vp"], f"{where}.vp", 0) if "vp" in entry else None,
    )


def _check_counts(board: Board, names: list[str], seats: list[Seat], pile: list[str], free: Any) -> None:
    """What the rules' totals allow: 300 shares of a type, one owner a company, the items' supply, two brokers."""
    total = board.numbers["shares_per_stock"]
    counted = dict.fromkeys(STOCKS, 0)
    for entry in seats:
        for stock, held in entry.shares.items():
            counted[stock] += held
    for stock in STOCKS:
        if counted[stock] > total:
            refuse(
                N_("The {stock} shares the players hold come to {held:,}, but there are only {total:,}."),
                held=counted[stock],
                stock=Word(board.stock_name(stock)),
                total=total,
            )
    if free is not None:
        for key, count in mapping(free, "free").items():
            stock = stock_key(board, key, "free")
            bank = whole(count, f"free.{key}", 0)
            if bank + counted[stock] != total:
                refuse(
                    N_plural(
                        "The players hold {held:,} {stock} share and the bank {free:,}, but there are {total:,} in all.",
                        "The players hold {held:,} {stock} shares and the bank {free:,}, but there are {total:,} in all.",
                        "held",
                    ),
                    held=counted[stock],
                    stock=Word(board.stock_name(stock)),
                    free=bank,
                    total=total,
                )
    seen: set[str] = set()
    for company in [c for entry in seats for c in entry.companies] + pile:
        if company in seen:
            refuse(N_("{company} is written twice: a company has one owner, the state or nobody."), company=company)
        seen.add(company)
    for item in ITEMS:
        bought = sum(entry.items.get(item, 0) for entry in seats)
        if bought > board.items[item][2]:
            refuse(
                N_("{item}: the players have {count:,}, but the supply holds only {supply:,}."),
                item=Word(ITEM_NAMES[item]),
                count=bought,
                supply=board.items[item][2],
            )
    for seat, entry in enumerate(seats):
        name = names[seat]
        if entry.brokers > board.numbers["max_brokers"]:
            refuse(BrokerLimit.template, player_name=name, brokers=entry.brokers, limit=board.numbers["max_brokers"])
        vp = sum(board.items[item][0] * n for item, n in entry.items.items())
        if entry.vp is not None and entry.vp != vp:
            refuse(N_("{name}'s items are worth {vp:,} VP, not {written:,}."), name=name, vp=vp, written=entry.vp)
        if entry.out and (entry.cash or entry.shares or entry.companies or entry.guards or entry.brokers or entry.pack):
            refuse(
                N_("{name} has left the game, so they hold no cash, shares, companies, guards, stockbrokers or pack."),
                name=name,
            )


def _fields(board: Board, prices: Any) -> dict[str, int]:
    """Each stock's field on the share track, from the value printed on it (the values rise strictly)."""
    if prices is None:
        return dict.fromkeys(STOCKS, board.start_field)
    written = mapping(prices, "prices")
    fields: dict[str, int] = {}
    for key, value in written.items():
        stock = stock_key(board, key, "prices")
        if stock in fields:
            refuse(N_("{key!r} names the share type {stock} twice."), key="prices", stock=board.stocks[stock].code)
        if value not in board.track or type(value) is not int:
            refuse(
                N_("No field of the share track is worth {value} ({stock}): the fields are worth {values:and}."),
                value=as_written(value),
                stock=Word(board.stock_name(stock)),
                values=board.track,
            )
        fields[stock] = board.track.index(value) + 1
    missing = [board.stocks[stock].code for stock in STOCKS if stock not in fields]
    if missing:
        refuse(
            N_(
                "'prices' needs the value of all six share types, or none (every marker on its start): {missing} is missing."
            ),
            missing=missing[0],
        )
    return fields


def _last_roll(value: Any) -> tuple[int, int] | None:
    return None if value is None else throw(value, "last_roll")
