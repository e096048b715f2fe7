"""Where the move stands in a Mad Market position: the step, and what the rules make of the mover's square.

The pieces are read (:mod:`.position`); this module sets the moment on them and refuses every moment the rules
cannot reach. Most of it is never written because it follows from the mover's square: a landing's offer (a
company for sale, a takeover, a broker, guards, the black market), a fight's sides, the auction's lots and
bidders, a debt's reason and creditor, who still has a last move. What is written (a fight's officers and
rounds, the bids, the amount owed, what the mover did this move) is checked against the same rules.
"""

from __future__ import annotations

from typing import Any, NoReturn

from companion.core import N_, EnglishAuction, N_plural, read_bids
from companion.core.i18n import Word
from companion.core.position_values import check_keys, listing, mapping, refuse, whole

from . import auctions, debts, end, landing
from .errors import BadItem, BrokerLimit, BuyInLastMove, Frozen
from .fights import POLICE as POLICE_FIGHT
from .fights import TAKEOVER as TAKEOVER_FIGHT
from .fights import round_result
from .position_values import company_id, seat_number, stock_key, throw
from .rules import (
    AUCTION as AUCTION_SQUARE,
)
from .rules import (
    BLACK_MARKET,
    BROKER,
    BUY,
    CASINO,
    COMPANY,
    GUARD,
    ITEM_NAMES,
    ITEMS,
    MARKET_CRISIS,
    POLICE,
    SELL,
)
from .state import (
    AUCTION,
    CRISIS,
    DEBT,
    FIGHT,
    LAND,
    OPEN,
    OVER,
    ROLL,
    STATE_HELD,
    Debt,
    Fight,
    Offer,
    State,
    TurnLog,
)


def read_moment(state: State, written: dict[str, Any], step: str) -> None:
    """Set ``step`` and its data on ``state`` (whose pieces are read), or refuse what no game reaches."""
    active = state.active()
    if not active:
        refuse(N_("Not everyone can have left the game: the last player left ends it and wins."))
    if step == OVER:
        _last_round(state, written.get("target_reached_by"), over=True)
        _over(state)
        return
    if len(active) < 2:
        refuse(
            N_("Only {name} is still in the game, so it is over: write the step 'over'."), name=state.names[active[0]]
        )
    limit = state.config["round_limit"]
    if limit is not None:
        whole(state.round, "round", 1, limit)
    mover = state.current
    if state.players[mover].out:
        refuse(N_("It cannot be {name}'s move: {name} has left the game."), name=state.names[mover])
    stopper = written.get("target_reached_by")
    state.turn = _this_move(state, written.get("this_move"), step, last_round=stopper is not None)
    _last_round(state, stopper, over=False)
    state.phase = step
    if step == LAND:
        state.offer = _offer(state)
    elif step == FIGHT:
        state.fight = _fight(state, mapping(written["fight"], "fight"))
    elif step == CRISIS:
        square = state.square(mover)
        if square.kind != MARKET_CRISIS:
            refuse(N_("The crisis die is thrown on a Stock market crisis square, not on {square}."), square=square.id)
    elif step == AUCTION:
        if "auction" not in written:
            refuse(N_("The step {step!r} needs {key!r}."), step=step, key="auction")
        _auction(state, mapping(written["auction"], "auction"))
    elif step == DEBT:
        if "debt" not in written:
            refuse(N_("The step {step!r} needs {key!r}."), step=step, key="debt")
        state.debt = _debt(state, mapping(written["debt"], "debt"))
    else:
        assert step in (ROLL, OPEN)


# -- this move, the target and the last round ------------------------------------------------------------------------


def _this_move(state: State, raw: Any, step: str, *, last_round: bool) -> TurnLog:
    """What the mover has done in the open phase (or sold in a debt): one broker a stock, one trade a type, one item."""
    if raw is None:
        return TurnLog()
    written = mapping(raw, "this_move")
    check_keys(written, "this_move", ("brokers_used", "traded", "item"))
    seat = state.current
    name = state.names[seat]
    player = state.players[seat]
    board = state.board
    used = [
        stock_key(board, stock, "this_move.brokers_used")
        for stock in listing(written.get("brokers_used", []), "this_move.brokers_used")
    ]
    if len(used) > player.brokers:
        refuse(
            N_plural(
                "{name} has {brokers} stockbroker and cannot have used {used}.",
                "{name} has {brokers} stockbrokers and cannot have used {used}.",
                "brokers",
            ),
            name=name,
            brokers=player.brokers,
            used=len(used),
        )
    if len(set(used)) != len(used):
        refuse(N_("Each stockbroker moves a different share type: 'brokers_used' names one twice."))
    traded: dict[str, str] = {}
    for key, side in mapping(written.get("traded", {}), "this_move.traded").items():
        stock = stock_key(board, key, "this_move.traded")
        if side not in (BUY, SELL):
            refuse(N_("{key!r} must be 'buy' or 'sell', not {value!r}."), key=f"this_move.traded.{key}", value=side)
        if side == BUY and last_round:
            refuse(BuyInLastMove.template)
        owner = debts.frozen_for(state, seat, stock)
        if owner is not None and not (step == DEBT and side == SELL and state.config["frozen_debt_sales"]):
            stock_name = Word(board.stock_name(stock))
            refuse(Frozen.template, owner_name=state.names[owner], stock_name=stock_name)
        traded[stock] = side
    item = written.get("item")
    if item is not None:
        if item not in ITEMS:
            refuse(BadItem.template, item=item)
        if not player.items.get(item):
            refuse(
                N_("{name} has no {item}, so they cannot have bought one this move."),
                name=name,
                item=Word(ITEM_NAMES[item]),
            )
    if step == DEBT and (used or item is not None or BUY in traded.values()):
        refuse(N_("Until a debt is paid only shares are sold: 'this_move' can hold nothing else then."))
    return TurnLog(used, traded, item)


def _last_round(state: State, stopper_raw: Any, *, over: bool) -> None:
    """The last round, if a player has reached the target, and who may have how many VP (only moves add VP)."""
    target, names = state.target, state.names
    place = {seat: end.position(state, seat) for seat in range(state.count)}
    bought = state.board.items[state.turn.item][0] if state.turn.item is not None else 0
    if stopper_raw is None:
        for seat, player in enumerate(state.players):
            vp = player.vp - (bought if seat == state.current and not over else 0)
            if vp >= target:
                refuse(
                    N_(
                        "{name} has {vp:,} VP and the target is {target:,}: the move that reached it began the last round ('target_reached_by')."
                    ),
                    name=names[seat],
                    vp=player.vp,
                    target=target,
                )
        return
    stopper = seat_number(stopper_raw, "target_reached_by", state.count)
    if state.players[stopper].vp < target:
        refuse(
            N_("{name} has {vp:,} VP, short of the target of {target:,}, so they have not reached it."),
            name=names[stopper],
            vp=state.players[stopper].vp,
            target=target,
        )
    if state.players[stopper].out:
        refuse(
            N_("{name} reached the target and cannot have left the game since: only a mover pays debts."),
            name=names[stopper],
        )
    state.last_round = True
    state.stopper = stopper
    mover = state.current
    if not over:
        movers = end.last_movers(state, stopper)
        if mover not in movers:
            refuse(
                N_(
                    "{name} has no last move: only the players after {stopper} in the round, counted from {first}, move once more."
                ),
                name=names[mover],
                stopper=names[stopper],
                first=names[state.first],
            )
        left = [s for s in range(state.count) if state.players[s].out and place[stopper] < place[s] < place[mover]]
        if len(state.active()) + len(left) <= 2:
            refuse(N_("With two players the game ends as soon as one reaches the target: there is no last move."))
        state.last_movers = [seat for seat in movers if place[seat] >= place[mover]]
    for seat, player in enumerate(state.players):
        if seat == stopper:
            continue
        moved = place[seat] > place[stopper] and (over or place[seat] < place[mover])
        vp = player.vp - (bought if seat == mover and not over else 0)
        if not moved and vp >= target:
            refuse(
                N_(
                    "{name} cannot have {vp:,} VP: only {stopper}, who first reached the target of {target:,}, and the players who have made their last move since may have that many."
                ),
                name=names[seat],
                vp=player.vp,
                stopper=names[stopper],
                target=target,
            )


def _over(state: State) -> None:
    """The end: one player left, the target's last round done, or (simulations) the round limit passed."""
    limit = state.config["round_limit"]
    if len(state.active()) == 1:
        reason = "alone"
    elif state.last_round:
        reason = "target"
    elif limit is not None and state.round == limit + 1:
        reason = "round_limit"
    else:
        refuse(N_("A game is over only once a player has reached the target, or when one player is left."))
    state.phase = OVER
    state.current = state.stopper if state.stopper is not None else state.first
    state.winners = end.winners(state)
    state.end_reason = reason


# -- the landing's decisions -----------------------------------------------------------------------------------------


PRICES = {BROKER: "broker_price", GUARD: "guard_price", BLACK_MARKET: "pack_price"}
"""What a stockbroker, a guard and a pack cost (keys of the board's numbers): a square that cannot be paid for
offers nothing."""


def _offer(state: State) -> Offer:
    """The offer the mover's square makes (:func:`.landing.offered`); when it makes none, the refusal says why."""
    seat = state.current
    offer = landing.offered(state, seat)
    if offer is not None:
        return offer
    name, cash = state.names[seat], state.cash(seat)
    player, numbers = state.players[seat], state.numbers
    square = state.square(seat)
    kind = square.kind
    if kind == COMPANY:
        owner = state.owners[square.id]
        if owner is None:
            _too_dear(name, cash, square.price, square.id)
        if owner == STATE_HELD:
            refuse(
                N_("{company} belongs to the state: no rent is due and only an Auction square sells it."),
                company=square.id,
            )
        if owner == seat:
            refuse(N_("{company} is {name}'s own: landing on it asks nothing."), company=square.id, name=name)
        refuse(
            N_("{name} pays the rent on {company} at once: a takeover needs a guard and {owner}'s pawn on {company}."),
            name=name,
            company=square.id,
            owner=state.names[owner],
        )
    if kind == BROKER and player.brokers >= numbers["max_brokers"]:
        refuse(BrokerLimit.template, player_name=name, brokers=player.brokers, limit=numbers["max_brokers"])
    if kind in PRICES:
        _too_dear(name, cash, numbers[PRICES[kind]], square.id)
    refuse(
        N_(
            "Nothing is decided on {square}: a landing asks only on a company, Stockbroker, Security guard or Black market square."
        ),
        square=square.id,
    )


def _too_dear(name: str, cash: int, price: int, square: str) -> NoReturn:
    """The refusal when the mover cannot pay what the square asks: the rules offer only what can be taken."""
    refuse(
        N_("With {cash:,} {name} cannot pay the {price:,} that {square} asks, so it offers nothing."),
        cash=cash,
        name=name,
        price=price,
        square=square,
    )


# -- fights ----------------------------------------------------------------------------------------------------------


def _fight(state: State, written: dict[str, Any]) -> Fight:
    """A police fight on a Police square or a takeover fight on a rival's company, both sides with cards left."""
    check_keys(written, "fight", ("officers", "rounds"))
    seat = state.current
    rounds = [
        throw(value, f"fight.rounds[{i}]") for i, value in enumerate(listing(written.get("rounds", []), "fight.rounds"))
    ]
    lost = [round_result(white, black) for white, black in rounds]
    guards = state.players[seat].guards
    square = state.square(seat)
    if square.kind == POLICE:
        return _police_fight(state, written, rounds, sum(black for _, black in lost))
    if square.kind != COMPANY:
        refuse(
            N_("A fight is fought on a Police square or over a company taken over, not on {square}."), square=square.id
        )
    if "officers" in written:
        refuse(N_("'officers' is for a police fight: in a takeover the owner's guards fight."))
    company = square.id
    owner = state.owners[company]
    if owner is None or owner < 0 or owner == seat:
        refuse(N_("{company} is not a rival's company: there is nothing to take over."), company=company)
    _takeover_possible(state, company, owner)
    for fighter in (seat, owner):
        if state.players[fighter].guards < 1:
            refuse(
                N_("{name} has no guards left, so the fight is over: write the moment after it."),
                name=state.names[fighter],
            )
    fee = landing.fee(state, company)[0]
    return Fight(TAKEOVER_FIGHT, seat, guards, state.players[owner].guards, owner, company, fee, rounds)


def _police_fight(state: State, written: dict[str, Any], rounds: list[tuple[int, int]], police_lost: int) -> Fight:
    seat = state.current
    name = state.names[seat]
    numbers = state.numbers
    if not state.players[seat].pack:
        refuse(N_("{name} fights the police only while carrying a pack."), name=name)
    if "officers" not in written:
        refuse(N_("A police fight needs the officers the police still have ('officers' in 'fight')."))
    officers = whole(written["officers"], "fight.officers", 1, numbers["police_max"])
    if state.players[seat].guards < 1:
        refuse(N_("{name} has no guards left, so the fight is over: write the moment after it."), name=name)
    came = officers + police_lost
    if came < numbers["police_first"] or min(numbers["police_max"], came + 1) != state.police_next:
        refuse(
            N_(
                "The police came {came} strong to this fight ({officers} left, {lost} lost), which does not fit the {next} expected at the next fight."
            ),
            came=came,
            officers=officers,
            lost=police_lost,
            next=state.police_next,
        )
    return Fight(POLICE_FIGHT, seat, state.players[seat].guards, officers, rounds=rounds)


def _takeover_possible(state: State, company: str, owner: int) -> None:
    """A takeover (and its double fee) happens only where the owner's pawn stands on the company."""
    if state.players[owner].square != state.board.companies[company].index:
        refuse(N_("A takeover of {company} needs {owner}'s pawn on it."), company=company, owner=state.names[owner])


# -- auctions --------------------------------------------------------------------------------------------------------


def _auction(state: State, written: dict[str, Any]) -> None:
    """The auction running on the mover's Auction square: its lot, the lots after it, the bids and passes."""
    check_keys(written, "auction", ("company", "high_bid", "high_bidder", "passed", "to_act", "bids"))
    square = state.square(state.current)
    if square.kind != AUCTION_SQUARE:
        refuse(N_("An auction runs on an Auction square, not on {square}."), square=square.id)
    if "company" not in written:
        refuse(N_("{where!r} needs {key!r}."), where="auction", key="company")
    company = company_id(state.board, written["company"], "auction.company")
    if state.pile:
        if company not in state.pile:
            refuse(
                N_(
                    "The Auction square sells the state's companies first, in the order they were sold: {company} is not one of them."
                ),
                company=company,
            )
        state.lots = state.pile[state.pile.index(company) :]
    else:
        lots = auctions.lots(state)
        if not lots:
            refuse(N_("Every company has an owner and the state holds none: there is nothing to auction."))
        if company != lots[0]:
            refuse(
                N_(
                    "With no company held by the state, the Auction square sells the first unowned company from Start: {first}, not {company}."
                ),
                first=lots[0],
                company=company,
            )
        state.lots = lots
    state.auction = _bids(state, written)


def _bids(state: State, written: dict[str, Any]) -> EnglishAuction:
    names = state.names
    order = auctions.bidders(state)
    high_bid, high_bidder = written.get("high_bid"), written.get("high_bidder")
    if (high_bid is None) != (high_bidder is None):
        refuse(N_("A standing bid needs both its amount and its bidder."))
    passed = [
        _bidder(state, order, value, f"auction.passed[{i}]")
        for i, value in enumerate(listing(written.get("passed", []), "auction.passed"))
    ]
    if len(set(passed)) != len(passed):
        refuse(N_("{key!r} names a seat twice."), key="auction.passed")
    if high_bidder is not None:
        bidder = _bidder(state, order, high_bidder, "auction.high_bidder")
        bid = whole(high_bid, "auction.high_bid", auctions.MINIMUM)
        if bid > state.cash(bidder):
            refuse(
                N_("{name} cannot have bid {bid:,}: they have {cash:,}."),
                name=names[bidder],
                bid=bid,
                cash=state.cash(bidder),
            )
        if bidder in passed:
            refuse(N_("{name} holds the bid, so they have not passed."), name=names[bidder])
        high_bidder, high_bid = bidder, bid
    elif set(passed) != set(order[: len(passed)]):
        refuse(
            N_(
                "Nobody has bid yet, so only the first players in turn from {lander} can have passed, one after another."
            ),
            lander=names[state.current],
        )
    left = [seat for seat in order if seat not in passed]
    if not left or (len(left) == 1 and high_bidder is not None):
        refuse(N_("Everyone else has passed, so that auction is over: write the moment after it."))
    if high_bidder is None:
        to_act = left[0]
    else:
        start = order.index(high_bidder)
        to_act = next(
            order[(start + k) % len(order)] for k in range(1, len(order)) if order[(start + k) % len(order)] in left
        )
    if "to_act" in written and written["to_act"] != to_act:
        refuse(
            N_("After these bids and passes it is {expected}'s turn to bid, not {written!r}."),
            expected=names[to_act],
            written=written["to_act"],
        )
    auction = EnglishAuction(
        order,
        minimum=auctions.MINIMUM,
        high_bid=high_bid,
        high_bidder=high_bidder,
        passes=passed,
        _turn=order.index(to_act),
    )
    read_bids(auction, written.get("bids"), names, "auction.bids")
    return auction


def _bidder(state: State, order: tuple[int, ...], value: Any, key: str) -> int:
    seat = seat_number(value, key, state.count)
    if seat not in order:
        refuse(N_("{name} has left the game and takes no part in the auction."), name=state.names[seat])
    return seat


# -- debts -----------------------------------------------------------------------------------------------------------


def _debt(state: State, written: dict[str, Any]) -> Debt:
    """A payment the mover's cash does not cover: its reason and creditor follow from the square."""
    check_keys(written, "debt", ("amount", "to"))
    seat = state.current
    name, cash = state.names[seat], state.cash(seat)
    numbers = state.numbers
    if "amount" not in written:
        refuse(N_("{where!r} needs {key!r}."), where="debt", key="amount")
    amount = whole(written["amount"], "debt.amount", 1)
    square = state.square(seat)
    creditor: int | None = None
    if square.kind == COMPANY and state.owners[square.id] not in (None, STATE_HELD, seat):
        company = square.id
        creditor = state.owners[company]
        assert creditor is not None
        rent = landing.fee(state, company)[0]
        if amount == rent:
            reason = "rent"
        elif amount == 2 * rent:
            reason = "double fee"
            _takeover_possible(state, company, creditor)
        else:
            refuse(
                N_(
                    "On {company} {name} owes {owner} {rent:,} (the rent) or {double:,} (a double fee after a lost takeover), not {amount:,}."
                ),
                company=company,
                name=name,
                owner=state.names[creditor],
                rent=rent,
                double=2 * rent,
                amount=amount,
            )
    elif square.kind in (CASINO, POLICE):
        reason = "casino" if square.kind == CASINO else "police fine"
        expected = numbers["casino"] if square.kind == CASINO else numbers["fine"]
        if amount != expected:
            refuse(
                N_("On {square} {name} owes {expected:,}, not {amount:,}."),
                square=square.id,
                name=name,
                expected=expected,
                amount=amount,
            )
        if square.kind == POLICE:
            _fined(state, seat)
    else:
        refuse(
            N_(
                "Nothing on {square} is paid through a debt: a debt comes from rent, a double fee, the Casino or the police fine."
            ),
            square=square.id,
        )
    to = "bank" if creditor is None else creditor
    if "to" in written and written["to"] != to:
        refuse(
            N_("The debt on {square} is owed to {expected!r}, not {written!r}."),
            square=square.id,
            expected=to,
            written=written["to"],
        )
    if cash >= amount:
        refuse(
            N_(
                "{name} has {cash:,}, enough for the {amount:,} owed: a debt stays open only while the cash falls short."
            ),
            name=name,
            cash=cash,
            amount=amount,
        )
    if not debts.sellable_stocks(state, seat) and not state.companies_of(seat):
        refuse(
            N_("{name} owes {amount:,}, has {cash:,} and nothing left to sell: they would have left the game."),
            name=name,
            amount=amount,
            cash=cash,
        )
    return Debt(seat, amount, creditor, reason)


def _fined(state: State, seat: int) -> None:
    """The police fine follows a lost fight: the pack is gone, and the officers' count has moved."""
    numbers = state.numbers
    if state.players[seat].pack:
        refuse(
            N_("{name} pays the police fine, so their pack was confiscated: 'pack' is false."), name=state.names[seat]
        )
    if state.police_next == numbers["police_first"] < numbers["police_max"]:
        refuse(
            N_("A police fine follows a fight, but 'police_next' ({next}) says there has been none yet."),
            next=state.police_next,
        )
