"""Steam Barons as a position: a game joined in progress, written down as the table shows it.

A group that began on paper hands the companion its table: every player's
cash and share tokens, each company's price, treasury, performance, links,
certificate holder and tokens in Available Shares, the order of play, the
first-player marker, and where the turn stands (an auction's standing bid,
the offer round after it, the tiles a company has built, the delivery round,
the sealed sales so far). The format is in ``docs/steam-barons.md``
(Positions); in short::

    {"turn": 4, "phase": "auction", "first_player": 2,
     "order": ["black", "green", "white", "orange", "brown"],
     "players": [{"cash": 22, "shares": {"black": 2}}, {"cash": 9}, {"cash": 31, "shares": {"green": 1}}],
     "companies": {"black": {"price": 6, "treasury": 3, "controller": 0, "available": 1, "links": 2}, ...,
                   "wood": {"price": "B", "performance": 1, "links": 3}},
     "bankrupt": ["wood"],
     "company": "green", "auction": {"high_bid": 7, "high_bidder": 0, "passed": [2]}}

The state is built through the game's own books (the ledger's transfers and
the holdings' moves from the set-up), so money and tokens stay conserved;
then :mod:`.position_rules` refuses whatever the rules rule out. The only
chance in Steam Barons is the order of play (and the set-up's first player),
both on the table: :func:`prepare_position` fills an order left out with the
draw the companion would have offered for that turn.
"""

from __future__ import annotations

from typing import Any

from companion.core import (
    BANK,
    N_,
    NO_SALE,
    EnglishAuction,
    N_plural,
    OfferRound,
    SecretChoices,
    clockwise_from,
    read_bids,
)
from companion.core.auction import written_auction
from companion.core.position_values import within_cash

from . import position_rules, scoring, selling, shipping
from . import position_values as value
from .holdings import AVAILABLE, UNISSUED
from .ordering import seeded_draw
from .position_values import B, company_name, refuse, shown
from .rules import COMPANIES, DELIVERY_ROUNDS, TOP_PRICE, TURNS
from .setup import new_state
from .state import (
    AUCTION,
    BUILD,
    BUY,
    COMPANY_ORDER,
    DELIVER,
    FIRST_PLAYER,
    OVER,
    SELL,
    Adjustment,
    Company,
    Result,
    State,
    account,
)

PHASES = (COMPANY_ORDER, FIRST_PLAYER, AUCTION, BUY, BUILD, DELIVER, SELL, OVER)
FIELDS = (
    "turn",
    "phase",
    "first_player",
    "order",
    "players",
    "companies",
    "bankrupt",
    "company",
    "auction",
    "offer",
    "tiles",
    "round",
    "sales",
    "last_adjustment",
    "last_results",
)
PHASE_FIELDS: dict[str, tuple[str, ...]] = {
    "company": (AUCTION, BUY, BUILD, DELIVER),
    "auction": (AUCTION,),
    "offer": (BUY,),
    "tiles": (BUILD,),
    "round": (DELIVER,),
    "sales": (SELL,),
}
"""The keys that say where a phase stands, and the phases they belong to."""
PLAYER_FIELDS = ("cash", "shares")
COMPANY_FIELDS = ("price", "treasury", "performance", "controller", "available", "unissued", "links")
REMOVED_FIELDS = ("price", "performance", "links")
"""What is left of a company phase 6 removed: its price B, its last performance and its (now ownerless) links."""
AUCTION_FIELDS = ("high_bid", "high_bidder", "passed", "to_act", "bids")
OFFER_FIELDS = ("price", "winner", "to_act")
ADJUSTMENT_FIELDS = ("company", "old", "new", "box", "modifier", "square")
RESULT_FIELDS = ("company", "performance", "dividend", "profit", "ceo_bonus", "paid")


# -- writing -------------------------------------------------------------------------------
def position(state: State) -> dict[str, Any]:
    """Everything the table shows, the sealed sales the referee holds, and the last phase 4 for the screens."""
    written: dict[str, Any] = {"turn": state.turn, "phase": state.phase}
    if state.marker is not None:
        written["first_player"] = state.marker
    if state.order or not position_rules.at_setup(state):
        written["order"] = list(state.order)
    written["players"] = [
        {"cash": state.cash(seat), "shares": {c: n for c, n in state.shares.seats[seat].items() if n}}
        for seat in range(state.players)
    ]
    written["companies"] = {company: _company(state, company) for company in COMPANIES}
    if state.bankrupt:
        written["bankrupt"] = list(state.bankrupt)
    written.update(_moment(state))
    if state.last_adjustment:
        written["last_adjustment"] = [{**m.to_json(), "new": value.written_price(m.new)} for m in state.last_adjustment]
    if state.last_results:
        written["last_results"] = [r.to_json() for r in state.last_results]
    return written


def _company(state: State, company: str) -> dict[str, Any]:
    firm = state.companies[company]
    if firm.removed:
        return {"price": B, "performance": firm.performance, "links": firm.links}
    return {
        "price": value.written_price(firm.price),
        "treasury": state.treasury(company),
        "performance": firm.performance,
        "controller": firm.controller,
        "available": state.shares.available[company],
        "unissued": state.shares.unissued[company],
        "links": firm.links,
    }


def _moment(state: State) -> dict[str, Any]:
    """Where the phase stands: the company the game is at and what is under way there."""
    phase = state.phase
    if phase == AUCTION:
        auction = state.auction
        assert auction is not None
        written = written_auction(auction)
        if auction.high_bidder is None:  # nobody has bid: the standing bid is left out rather than written null
            del written["high_bid"], written["high_bidder"]
        return {"company": state.company, "auction": written}
    if phase == BUY:
        offer = state.offer
        assert offer is not None
        return {
            "company": state.company,
            "offer": {"price": offer.price, "winner": offer.winner, "to_act": offer.to_act},
        }
    if phase == BUILD:
        return {"company": state.company, "tiles": state.tiles}
    if phase == DELIVER:
        return {"company": state.company, "round": state.round}
    if phase == SELL:
        sales = state.sales
        assert sales is not None
        return {"sales": {str(seat): dict(sales.own(seat) or {}) for seat in sales.seats if sales.has_chosen(seat)}}
    return {}


# -- preparing -----------------------------------------------------------------------------
def prepare_position(config: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]:
    """``written`` with an order of play left out filled in: the draw the companion offers for that turn.

    The order of play is the only chance Steam Barons has after set-up, and a
    position that does not care which it was (a test, a quick set-up) may leave
    it out. Once filled, the order is part of the position: preparing it
    again gives it back unchanged. A position too broken to say which
    companies are left stays as written, for :func:`from_position` to refuse.
    """
    if "order" in written or (written.get("phase") == COMPANY_ORDER and written.get("first_player") is None):
        return written  # named already, or the set-up's draw still to come
    turn, bankrupt = written.get("turn"), written.get("bankrupt", [])
    if type(turn) is not int or not 1 <= turn <= TURNS or not isinstance(bankrupt, list):
        return written
    left = [company for company in COMPANIES if company not in bankrupt]
    return {**written, "order": list(seeded_draw(config["seed"], turn, left))}


# -- reading -------------------------------------------------------------------------------
def from_position(config: dict[str, Any], written: dict[str, Any]) -> State:
    """The state ``written`` describes, built through the books from the set-up; each impossibility in a sentence."""
    value.only(written, FIELDS)
    phase = written.get("phase")
    if phase not in PHASES:
        refuse(N_("'phase' must be one of {phases:or}, not {value}."), phases=list(PHASES), value=shown(phase))
    for key, phases in PHASE_FIELDS.items():
        if key in written and phase not in phases:
            refuse(
                N_("'{field}' is said only in the {phases:or} phase, not in '{phase}'."),
                field=key,
                phases=list(phases),
                phase=phase,
            )
    state = new_state(config)
    state.phase = phase
    state.over = phase == OVER
    state.turn = value.whole(written.get("turn"), "turn", 1, TURNS)
    bankrupt = _bankrupt(written.get("bankrupt", []))
    _arrange(state, written, bankrupt)
    _marker(state, written.get("first_player"))
    _order(state, written.get("order"))
    position_rules.check(state)
    _at_moment(state, written)
    position_rules.check_performances(state)
    state.last_adjustment = _adjustments(state, written.get("last_adjustment", []))
    state.last_results = _results(state, written.get("last_results", []))
    if (state.last_adjustment or state.last_results) and position_rules.before_first_dividends(state):
        refuse(N_("Before the first dividends there is no last price move or payout to show."))
    return state


def _bankrupt(listed: Any) -> list[str]:
    """The companies phase 6 removed, first bankrupt first (the order of their boxes)."""
    companies = [value.company(item, f"bankrupt[{at}]") for at, item in enumerate(value.sequence(listed, "bankrupt"))]
    value.distinct(companies, "bankrupt")
    return companies


def _arrange(state: State, written: dict[str, Any], bankrupt: list[str]) -> None:
    """Move the set-up's money and tokens to where the position says, company by company."""
    players = value.per_player(written.get("players"), "players", state.players)
    holdings = [_player(state, entry, seat, bankrupt) for seat, entry in enumerate(players)]
    companies = value.mapping(written.get("companies"), "companies")
    value.only(companies, COMPANIES, "companies")
    for company in COMPANIES:
        if company not in companies:
            refuse(
                N_("'companies' must list all six companies: {company_name} is missing."),
                company_name=company_name(company),
            )
        entry = value.mapping(companies[company], f"companies.{company}")
        if company in bankrupt:
            _removed(state, company, entry)
        else:
            _active(state, company, entry, [held.get(company, 0) for held in holdings])
    state.bankrupt = list(bankrupt)
    state.ownerless = sum(state.companies[company].links for company in bankrupt)


def _player(state: State, entry: Any, seat: int, bankrupt: list[str]) -> dict[str, int]:
    """A seat's cash (moved to its account now) and its share tokens by company."""
    field = f"players[{seat}]"
    data = value.mapping(entry, field)
    value.only(data, PLAYER_FIELDS, field)
    _settle(state, account(seat), value.whole(data.get("cash"), f"{field}.cash"))
    shares = value.mapping(data.get("shares", {}), f"{field}.shares")
    held: dict[str, int] = {}
    for key, count in shares.items():
        company = value.company(key, f"{field}.shares")
        held[company] = value.whole(count, f"{field}.shares.{company}", 0, state.map_rules.shares)
        if held[company] and company in bankrupt:
            refuse(
                N_("{company_name} has left the game and its shares are removed: {name} cannot hold any."),
                company_name=company_name(company),
                name=state.names[seat],
            )
    return held


def _settle(state: State, name: str, amount: int) -> None:
    """Bring an account (a seat's cash, a treasury) to ``amount`` with the bank: the books stay balanced."""
    have = state.ledger[name]
    if amount > have:
        state.ledger.transfer(BANK, name, amount - have, "position")
    elif amount < have:
        state.ledger.transfer(name, BANK, have - amount, "position")


def _removed(state: State, company: str, entry: dict[str, Any]) -> None:
    """A company phase 6 removed: its tokens and treasury gone, its links ownerless, its box kept."""
    field = f"companies.{company}"
    for key in entry:
        if key not in REMOVED_FIELDS:
            refuse(
                N_(
                    "{company_name} has left the game: its entry holds only its price B, its last performance and "
                    "its links, not '{field}'."
                ),
                company_name=company_name(company),
                field=key,
            )
    if entry.get("price", B) != B:
        refuse(
            N_("{company_name} has left the game: its price is B, not {value}."),
            company_name=company_name(company),
            value=shown(entry["price"]),
        )
    state.shares.remove(company)
    _settle(state, company, 0)
    state.companies[company] = Company(
        company,
        price=None,
        performance=value.whole(entry.get("performance", 0), f"{field}.performance"),
        links=value.whole(entry.get("links", 0), f"{field}.links"),
        removed=True,
    )


def _active(state: State, company: str, entry: dict[str, Any], held: list[int]) -> None:
    """A company in the game: its treasury, its tokens (players', available, unissued) and its marks."""
    field = f"companies.{company}"
    value.only(entry, COMPANY_FIELDS, field)
    size = state.map_rules.shares
    available = value.whole(entry.get("available"), f"{field}.available", 0, size)
    in_hands = sum(held)
    unissued = entry.get("unissued")
    if unissued is None:
        unissued = size - in_hands - available
        if unissued < 0:
            refuse(
                N_plural(
                    "{company_name} has {size} share token in all: the players' {held} and the {available} available "
                    "are more than that.",
                    "{company_name} has {size} share tokens in all: the players' {held} and the {available} available "
                    "are more than that.",
                    "size",
                ),
                company_name=company_name(company),
                size=size,
                held=in_hands,
                available=available,
            )
    unissued = value.whole(unissued, f"{field}.unissued", 0, size - 1)  # one was issued at set-up
    if in_hands + available + unissued != size:
        refuse(
            N_plural(
                "{company_name} has {size} share token in all, not {held} with the players + {available} available + "
                "{unissued} unissued.",
                "{company_name} has {size} share tokens in all, not {held} with the players + {available} available + "
                "{unissued} unissued.",
                "size",
            ),
            company_name=company_name(company),
            size=size,
            held=in_hands,
            available=available,
            unissued=unissued,
        )
    shares = state.shares
    shares.move(company, shares.available[company], AVAILABLE, UNISSUED)
    for seat, count in enumerate(held):
        shares.move(company, count, UNISSUED, seat)
    shares.move(company, available, UNISSUED, AVAILABLE)
    _settle(state, company, value.whole(entry.get("treasury"), f"{field}.treasury"))
    controller = entry.get("controller")
    state.companies[company] = Company(
        company,
        price=value.price(entry.get("price"), f"{field}.price"),
        performance=value.whole(entry.get("performance", 0), f"{field}.performance"),
        controller=None if controller is None else value.seat(controller, f"{field}.controller", state.players),
        links=value.whole(entry.get("links", 0), f"{field}.links"),
    )


def _marker(state: State, written: Any) -> None:
    """The first-player marker: drawn at set-up after the order of play, then passed on in phase 1."""
    if state.phase == FIRST_PLAYER and state.turn != 1:
        refuse(N_("The first player is drawn at set-up, in turn 1, not in turn {turn}."), turn=state.turn)
    if state.phase == FIRST_PLAYER and written is not None:
        refuse(N_("In the 'first_player' phase nobody holds the first-player marker yet: leave 'first_player' out."))
    if written is None:
        if state.phase in (FIRST_PLAYER, OVER) or (state.phase == COMPANY_ORDER and state.turn == 1):
            return  # still to be drawn; or the game is over and nobody bids again
        refuse(N_("Say who holds the first-player marker ('first_player')."))
    state.marker = value.seat(written, "first_player", state.players)


def _order(state: State, written: Any) -> None:
    """The order of play: the companies still in the game, each once (nothing yet at set-up)."""
    if position_rules.at_setup(state) and state.phase == COMPANY_ORDER:
        if written:
            refuse(N_("At set-up the order of play is still to be drawn: leave 'order' out."))
        return
    if written is None:
        refuse(N_("Say the order of play of the companies ('order')."))
    order = value.sequence(written, "order")
    left = state.active()
    if sorted(order, key=shown) != sorted(left, key=shown):
        refuse(
            N_("'order' must list each company still in the game once ({expected}), not {value}."),
            expected=", ".join(left),
            value=shown(order),
        )
    state.order = list(order)


# -- where the turn stands -----------------------------------------------------------------
def _at_moment(state: State, written: dict[str, Any]) -> None:
    """The company the game is at and what is under way, for the phase the position is in."""
    phase = state.phase
    if phase in PHASE_FIELDS["company"]:
        _at_company(state, written.get("company"))
    if phase == AUCTION:
        _open_auction(state, written.get("auction", {}))
    elif phase == BUY:
        _open_offer(state, written.get("offer"))
    elif phase == BUILD:
        _building(state, written.get("tiles", 0))
    elif phase == DELIVER:
        _delivering(state, written.get("round"))
    elif phase == SELL:
        state.go_to(0)
        _sealed_sales(state, written.get("sales", {}))
    elif phase == COMPANY_ORDER and state.marker is not None:
        _drawing(state)
    elif phase == OVER:
        _over(state)


def _at_company(state: State, written: Any) -> None:
    if written is None:
        refuse(N_("In the '{phase}' phase say which company the game is at ('company')."), phase=state.phase)
    if written not in state.order:
        refuse(
            N_("'company' must be one of the order of play ({expected}), not {value}."),
            expected=", ".join(state.order),
            value=shown(written),
        )
    state.go_to(state.order.index(written))


def _open_auction(state: State, written: Any) -> None:
    """The auction of the company the game is at: the standing bid, who passed, and so who bids next."""
    company = state.company
    data = value.mapping(written, "auction")
    value.only(data, AUCTION_FIELDS, "auction")
    if not state.shares.available[company]:
        refuse(
            N_(
                "{company_name} has no share available, so it has no auction: the game has gone on to the next company."
            ),
            company_name=company_name(company),
        )
    assert state.marker is not None
    order = clockwise_from(state.marker, state.players)
    passed = [
        value.seat(seat, f"auction.passed[{at}]", state.players)
        for at, seat in enumerate(value.sequence(data.get("passed", []), "auction.passed"))
    ]
    value.distinct(passed, "auction.passed")
    high_bid, high_bidder = data.get("high_bid"), data.get("high_bidder")
    if (high_bid is None) != (high_bidder is None):
        refuse(N_("A standing bid needs both its amount and its bidder."))  # the editor says it too: no file keys
    price = state.companies[company].price
    assert price is not None
    minimum = max(price, 1)
    if high_bidder is None:
        to_act = _first_to_speak(state, order, passed)
    else:
        bidder = value.seat(high_bidder, "auction.high_bidder", state.players)
        _standing_bid(state, value.whole(high_bid, "auction.high_bid", 1), bidder, minimum, passed)
        to_act = next(seat for seat in (*order[order.index(bidder) + 1 :], *order) if seat not in passed)
    given = data.get("to_act")
    if given is not None and given != to_act:
        refuse(
            N_("The next to bid is {expected}, the first player clockwise who is still in, not {name}."),
            expected=state.names[to_act],
            name=state.names[value.seat(given, "auction.to_act", state.players)],
        )
    state.auction = EnglishAuction(
        order,
        minimum=minimum,
        nobody_bid=NO_SALE,
        high_bid=high_bid,
        high_bidder=high_bidder,
        passes=passed,
        _turn=order.index(to_act),
    )
    read_bids(state.auction, data.get("bids"), state.names, "auction.bids")


def _first_to_speak(state: State, order: tuple[int, ...], passed: list[int]) -> int:
    """With no bid yet the players have passed in turn from the marker: the next of them speaks."""
    speaking = len(passed)
    if speaking >= len(order):
        refuse(N_("That auction is over: write the position after it."))
    if set(passed) != set(order[:speaking]):
        waiting = next(seat for seat in order if seat not in passed)
        early = next(seat for seat in order[order.index(waiting) :] if seat in passed)
        refuse(
            N_(
                "Nobody has bid yet, so the players pass in turn from {first}, who holds the first-player marker: "
                "{name} cannot have passed before {other}."
            ),
            first=state.names[order[0]],
            name=state.names[early],
            other=state.names[waiting],
        )
    return order[speaking]


def _standing_bid(state: State, bid: int, bidder: int, minimum: int, passed: list[int]) -> None:
    """A standing bid: at least the opening minimum, within the bidder's cash, its bidder still in."""
    if bid < minimum:
        refuse(
            N_("A bid for {company_name} must be at least ${minimum:,} (its price, and at least $1), not ${bid:,}."),
            company_name=company_name(state.company),
            minimum=minimum,
            bid=bid,
        )
    within_cash(
        bid, state.cash(bidder), state.names[bidder], N_("{name} cannot have bid ${bid:,}: they have ${cash:,}.")
    )
    if bidder in passed:
        refuse(N_("{name} holds the standing bid and cannot have passed."), name=state.names[bidder])
    if len(passed) == state.players - 1:
        refuse(N_("That auction is over: write the position after it."))


def _open_offer(state: State, written: Any) -> None:
    """The offer round after the auction: the winner buys first, then each other player once, clockwise."""
    company = state.company
    if written is None:
        refuse(
            N_("In the 'buy' phase say the offer round ('offer'): the winning bid, its winner and who is asked now.")
        )
    data = value.mapping(written, "offer")
    value.only(data, OFFER_FIELDS, "offer")
    price = value.whole(data.get("price"), "offer.price", 1)
    winner = value.seat(data.get("winner"), "offer.winner", state.players)
    to_act = value.seat(data.get("to_act", winner), "offer.to_act", state.players)
    minimum = max(state.companies[company].price or 0, 1)
    if price < minimum:
        refuse(
            N_("A bid for {company_name} must be at least ${minimum:,} (its price, and at least $1), not ${bid:,}."),
            company_name=company_name(company),
            minimum=minimum,
            bid=price,
        )
    left = state.shares.available[company]
    if not left:
        refuse(
            N_("No {company_name} share is left on offer, so its offer round is over: write the position after it."),
            company_name=company_name(company),
        )
    cash = state.cash(to_act)
    if to_act == winner and cash < price:
        refuse(
            N_("{name} cannot have bid ${bid:,}: they have ${cash:,}."), name=state.names[winner], bid=price, cash=cash
        )
    if to_act != winner and not state.shares.held(winner, company):
        refuse(
            N_("{name} won {company_name}'s auction and buys first, so they hold at least one of its shares."),
            name=state.names[winner],
            company_name=company_name(company),
        )
    if to_act != winner and cash < price:
        refuse(
            N_(
                "{name} cannot pay one {company_name} share at ${price:,} with ${cash:,}: the offer round passes them by."
            ),
            name=state.names[to_act],
            company_name=company_name(company),
            price=price,
            cash=cash,
        )
    order = OfferRound.after_auction(winner, price, left, state.players).order
    state.offer = OfferRound(order, price, left, _at=order.index(to_act))


def _building(state: State, written: Any) -> None:
    """The controller of the company the game is at builds; ``tiles`` it has built this turn."""
    company = state.company
    _controlled(state, company)
    tiles = value.whole(written, "tiles")
    limit = state.limit()
    if tiles >= limit:
        refuse(
            N_plural(
                "{company_name} may build {limit} tile a turn: with {tiles} built its building is over.",
                "{company_name} may build {limit} tiles a turn: with {tiles} built its building is over.",
                "limit",
            ),
            company_name=company_name(company),
            limit=limit,
            tiles=tiles,
        )
    state.tiles = tiles


def _controlled(state: State, company: str) -> None:
    if state.companies[company].controller is None:
        refuse(
            N_(
                "Nobody controls {company_name}: it builds and ships nothing, so the game is never at it in the "
                "'{phase}' phase."
            ),
            company_name=company_name(company),
            phase=state.phase,
        )


def _delivering(state: State, written: Any) -> None:
    """The company the game is at ships (or skips) its cube of delivery round 1 or 2."""
    company = state.company
    _controlled(state, company)
    state.round = value.whole(written, "round", 1, DELIVERY_ROUNDS)
    if not shipping.can_ship(state, company):
        refuse(
            N_(
                "{company_name} has no link of its own and no bankrupt company left links on the map: it ships nothing "
                "and is not asked."
            ),
            company_name=company_name(company),
        )


def _sealed_sales(state: State, written: Any) -> None:
    """The sales sealed so far: seat → company → shares (the referee holds them until the last is in)."""
    seats = tuple(seat for seat in range(state.players) if selling.sellable(state, seat))
    if not seats:
        refuse(N_("Nobody holds a share that can be sold, so there are no sales this turn."))
    sales: SecretChoices[dict[str, int]] = SecretChoices(seats)
    for key, sale in value.mapping(written, "sales").items():
        number = int(key) if isinstance(key, str) and key.isdigit() else key
        seat = value.seat(number, "sales", state.players)
        if seat not in seats:
            refuse(N_("{name} holds no share that can be sold, so they have no sealed sale."), name=state.names[seat])
        sales.choose(seat, _sale(state, seat, value.mapping(sale, f"sales.{key}")))
    if sales.complete:
        refuse(N_("With every sale in they are revealed at once: write the position after the sales."))
    state.sales = sales


def _sale(state: State, seat: int, written: dict[str, Any]) -> dict[str, int]:
    """One sealed sale, within what the seat holds; everything sellable in the last turn."""
    name = state.names[seat]
    have = selling.sellable(state, seat)
    sale: dict[str, int] = {}
    for key, count in written.items():
        company = value.company(key, f"sales.{seat}")
        sale[company] = value.whole(count, f"sales.{seat}.{company}", 1)
        if state.companies[company].price is None:
            refuse(N_("{company_name} is at B: its shares cannot be sold."), company_name=company_name(company))
        if sale[company] > have.get(company, 0):
            refuse(
                N_plural(
                    "{name}'s sealed sale sells {count} {company_name} share, but they hold {held}.",
                    "{name}'s sealed sale sells {count} {company_name} shares, but they hold {held}.",
                    "count",
                ),
                name=name,
                count=sale[company],
                company_name=company_name(company),
                held=have.get(company, 0),
            )
    if selling.last_turn(state) and sale != have:
        kept = ", ".join(
            f"{count - sale.get(c, 0)} {company_name(c)}" for c, count in have.items() if sale.get(c, 0) != count
        )
        refuse(
            N_("In the last turn every share is sold, but {name}'s sealed sale keeps {missing}."),
            name=name,
            missing=kept,
        )
    return sale


def _drawing(state: State) -> None:
    """Phase 7: the order of the next turn is drawn, after turns 1-4, when two companies or more are left."""
    if state.turn == TURNS:
        refuse(N_("After turn 5 the game is over: there is no order of play to draw."))
    if len(state.active()) <= 1:
        refuse(
            N_(
                "With one company or none left the order of play is set without a draw: write the position at the "
                "start of the next turn."
            )
        )


def _over(state: State) -> None:
    """After turn 5 every share was sold: the most cash wins."""
    if state.turn != TURNS:
        refuse(N_("The game ends after turn 5, not in turn {turn}."), turn=state.turn)
    for seat in range(state.players):
        for company, count in state.shares.seats[seat].items():
            if count:
                refuse(
                    N_plural(
                        "The game is over, so every share was sold in the last turn, but {name} still holds {count} "
                        "{company_name} share.",
                        "The game is over, so every share was sold in the last turn, but {name} still holds {count} "
                        "{company_name} shares.",
                        "count",
                    ),
                    name=state.names[seat],
                    count=count,
                    company_name=company_name(company),
                )
    state.winners = scoring.winners(state)


# -- the last phase 4, for the payout screen and the stock chart ---------------------------
def _adjustments(state: State, written: Any) -> tuple[Adjustment, ...]:
    moves: list[Adjustment] = []
    for field, data in value.records(written, "last_adjustment", ADJUSTMENT_FIELDS):
        company = value.company(data.get("company"), f"{field}.company")
        new = value.price(data.get("new"), f"{field}.new")
        price = state.companies[company].price
        if new != price:
            refuse(
                N_("The last price move took {company_name} to {new}, but its price is {price}."),
                company_name=company_name(company),
                new=_dollars(new),
                price=_dollars(price),
            )
        moves.append(
            Adjustment(
                company,
                value.whole(data.get("old"), f"{field}.old", 0, TOP_PRICE),
                new,
                value.whole(data.get("box"), f"{field}.box", 1, len(state.card.modifiers)) - 1,
                value.whole(data.get("modifier"), f"{field}.modifier", None),
                value.whole(data.get("square"), f"{field}.square", None),
            )
        )
    return tuple(moves)


def _dollars(price: int | None) -> str:
    return B if price is None else f"${price}"


def _results(state: State, written: Any) -> tuple[Result, ...]:
    results: list[Result] = []
    for field, data in value.records(written, "last_results", RESULT_FIELDS):
        paid = value.per_player(data.get("paid"), f"{field}.paid", state.players)
        results.append(
            Result(
                value.company(data.get("company"), f"{field}.company"),
                value.whole(data.get("performance"), f"{field}.performance"),
                value.whole(data.get("dividend"), f"{field}.dividend"),
                value.whole(data.get("profit"), f"{field}.profit"),
                value.whole(data.get("ceo_bonus"), f"{field}.ceo_bonus"),
                tuple(value.whole(amount, f"{field}.paid[{seat}]") for seat, amount in enumerate(paid)),
            )
        )
    return tuple(results)
