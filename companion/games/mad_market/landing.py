"""The square a pawn lands on: what happens by itself and what the player is offered.

- **Company**, unowned: the player may buy it at its printed price, from cash
  in hand (ruling). Owned by another player: pay the owner its rent (half the
  price), or its holding rent (the full price) if the owner holds all three
  of its type. No rent on one's own company or on one held by the state
  (which only an Auction square sells). **Takeover**: when the owner's pawn
  stands on that square and the lander has a guard, the lander chooses to
  take it over or to pay (:mod:`.fights`).
- **Stockbroker**: hire one for 100 (at most 2, one per visit).
- **Security guard**: hire guards at 30 each, any number per visit (ruling).
- **Black market**: buy a pack for 100 (one held at most) or, holding one,
  sell it for 1000 (optional; one action per visit).
- **Police**: without a pack a free square (the officers do not advance);
  with one, a fight (:mod:`.fights`).
- **Auction**: every company sold to the state, in the order sold, else the
  first unowned company from Start (:mod:`.auctions`).
- **Personal stock crisis**: return half of each share holding, rounded in
  the player's favour (setting ``crisis = "total"``: half of all shares, the
  cheapest types returned first); returned shares go to the free supply.
- **Stock market crisis**: one die; that stock falls to the bottom field.
- **Vacation**: pay half your cash, rounded in your favour. **Casino**: pay 300
  (through the debt flow). **Start** and **free** squares: nothing.
"""

from __future__ import annotations

from companion.core import BANK, N_, POOL, Choice, Event
from companion.core.i18n import Word

from . import auctions, debts, fights, kept
from .actions import BuyCompany, BuyPack, Decline, HireBroker, HireGuards, PayFee, SellPack
from .board import Square
from .errors import BadCount, BrokerLimit, CannotAfford, NoPack, NotOffered, PackLimit
from .events import (
    BrokerHired,
    CasinoPaid,
    CompanyBought,
    CompanyOffered,
    GuardsHired,
    NoRent,
    PackBought,
    PackSold,
    PersonalCrisis,
    RentPaid,
    VacationPaid,
)
from .flow import to_open
from .log import square_word
from .rules import (
    AUCTION,
    BLACK_MARKET,
    BROKER,
    CASINO,
    COMPANY,
    GUARD,
    MARKET_CRISIS,
    PERSONAL_CRISIS,
    POLICE,
    STOCKS,
    TOTAL,
    VACATION,
)
from .state import CRISIS, LAND, STATE_HELD, Offer, State, account

TAKEOVER = "takeover"


def fee(state: State, company: str) -> tuple[int, bool]:
    """The rent a lander owes on ``company`` now, and whether it is the holding rent."""
    square = state.board.companies[company]
    owner = state.owners[company]
    assert square.stock is not None
    holding = owner is not None and owner >= 0 and state.holding_owner(square.stock) == owner
    return (square.holding_rent if holding else square.rent), holding


def can_take_over(state: State, seat: int, company: str) -> bool:
    """A takeover is offered when the owner's pawn stands on the company's square and the lander has a guard."""
    owner = state.owners[company]
    if owner is None or owner < 0 or owner == seat or state.players[seat].guards < 1:
        return False
    return state.players[owner].square == state.board.companies[company].index


def offered(state: State, seat: int) -> Offer | None:
    """The decision the seat's square puts to it now, or None when its landing asks nothing: an unowned company
    it can pay for, a takeover, a stockbroker or guards it can pay for, the black market's pack to sell or to buy.

    The landing makes this offer, and a position written at a landing step waits for this very offer.
    """
    player = state.players[seat]
    square = state.board.squares[player.square]
    kind = square.kind
    if kind == COMPANY:
        company = square.id
        owner = state.owners[company]
        if owner is None:
            return Offer(COMPANY, square.index, company) if state.cash(seat) >= square.price else None
        if can_take_over(state, seat, company):
            return Offer(TAKEOVER, square.index, company, owner, fee(state, company)[0])
        return None
    numbers = state.numbers
    if kind == BROKER:
        asks = player.brokers < numbers["max_brokers"] and state.cash(seat) >= numbers["broker_price"]
    elif kind == GUARD:
        asks = state.cash(seat) >= numbers["guard_price"]
    elif kind == BLACK_MARKET:
        asks = player.pack or state.cash(seat) >= numbers["pack_price"]
    else:
        return None
    return Offer(kind, square.index) if asks else None


def land(state: State, seat: int) -> list[Event]:
    """The landing's automatic effects, or the offer it makes (phase ``land``)."""
    made = offered(state, seat)
    if made is not None:
        state.offer = made
        state.phase = LAND
        if made.kind == COMPANY:
            square = state.board.squares[made.square]
            return [kept.CompanyOffered(square.id, square.price)]
        return []
    square = state.square(seat)
    kind = square.kind
    if kind == COMPANY:
        return _company(state, seat, square)
    if kind == POLICE:
        if not state.players[seat].pack:
            return [kept.PoliceQuiet(seat)] + to_open(state)
        return fights.police(state, seat)
    elif kind == AUCTION:
        return auctions.open_lots(state, seat)
    elif kind == PERSONAL_CRISIS:
        return personal_crisis(state, seat) + to_open(state)
    elif kind == MARKET_CRISIS:
        state.phase = CRISIS
        return []
    elif kind == VACATION:
        amount = state.cash(seat) // 2
        state.ledger.transfer(account(seat), BANK, amount, "vacation")
        return [VacationPaid(seat, amount)] + to_open(state)
    elif kind == CASINO:
        amount = state.numbers["casino"]
        return debts.charge(state, seat, amount, None, "casino", CasinoPaid(seat, amount))
    return to_open(state)


def _company(state: State, seat: int, square: Square) -> list[Event]:
    """A company square that offers nothing: its price announced when the lander cannot pay it, no rent on the
    lander's own or the state's, else the rent (through the debt flow)."""
    company = square.id
    owner = state.owners[company]
    if owner is None:
        return [CompanyOffered(company, square.price, seat, state.cash(seat))] + to_open(state)
    if owner == STATE_HELD or owner == seat:
        return [NoRent(company, None if owner == STATE_HELD else owner)] + to_open(state)
    amount, holding = fee(state, company)
    return debts.charge(state, seat, amount, owner, "rent", RentPaid(seat, owner, company, amount, holding))


def personal_crisis(state: State, seat: int) -> list[Event]:
    held = state.shares.held[seat]
    returned: dict[str, int] = {}
    if state.config["crisis"] == TOTAL:
        left = sum(held.values()) // 2
        for stock in sorted(STOCKS, key=lambda s: (state.value(s), s)):
            take = min(left, held[stock])
            if take:
                returned[stock] = take
                left -= take
    else:
        returned = {stock: held[stock] // 2 for stock in STOCKS if held[stock] // 2}
    for stock, count in returned.items():
        state.shares.move(stock, count, seat, POOL)
    return [PersonalCrisis(seat, returned)]


# -- the offers' answers ----------------------------------------------------------------------
def expect_offer(state: State, kind: str, action: object) -> Offer:
    """The offer waiting, if it is of ``kind``; else the refusal naming the action and the square."""
    offer_ = state.offer
    assert offer_ is not None
    if offer_.kind != kind:
        raise not_offered(state, action, offer_)
    return offer_


ANSWERS: dict[type, str] = {
    BuyCompany: N_("Buy the company"),
    HireBroker: N_("Hire a stockbroker"),
    HireGuards: N_("Hire security guards"),
    BuyPack: N_("Buy a pack"),
    SellPack: N_("Sell the pack"),
    PayFee: N_("Pay the fee"),
    Decline: N_("Decline"),
}
"""The answers to a landing's offer, as a player's menu names them (the engine's labels and a refusal's words)."""


def not_offered(state: State, action: object, offer_: Offer) -> NotOffered:
    """The refusal of an answer the offer waiting does not take, naming the answer and the square in words."""
    answer = ANSWERS.get(type(action))
    return NotOffered(
        action=Word(answer) if answer else getattr(action, "type", "?"),
        square=square_word(state.board, state.board.squares[offer_.square].id),
    )


def buy_company(state: State, action: BuyCompany) -> list[Event]:

    offer_ = expect_offer(state, COMPANY, action)
    seat = action.player
    company = offer_.company
    assert company is not None
    price = state.board.companies[company].price
    if price > state.cash(seat):
        raise CannotAfford(player=seat, player_name=state.names[seat], cash=state.cash(seat), cost=price)
    state.ledger.transfer(account(seat), BANK, price, "company")
    state.owners[company] = seat
    stock = state.board.companies[company].stock
    assert stock is not None
    return [CompanyBought(seat, company, price, state.holding_owner(stock) == seat)] + to_open(state)


def hire_broker(state: State, action: HireBroker) -> list[Event]:

    expect_offer(state, BROKER, action)
    seat, numbers = action.player, state.numbers
    player = state.players[seat]
    if player.brokers >= numbers["max_brokers"]:
        raise BrokerLimit(
            player=seat, player_name=state.names[seat], brokers=player.brokers, limit=numbers["max_brokers"]
        )
    price = numbers["broker_price"]
    if price > state.cash(seat):
        raise CannotAfford(player=seat, player_name=state.names[seat], cash=state.cash(seat), cost=price)
    state.ledger.transfer(account(seat), BANK, price, "stockbroker")
    player.brokers += 1
    return [BrokerHired(seat, price, player.brokers)] + to_open(state)


def guards_limit(state: State, seat: int) -> int:
    return state.cash(seat) // state.numbers["guard_price"]


def hire_guards(state: State, action: HireGuards) -> list[Event]:

    expect_offer(state, GUARD, action)
    seat = action.player
    if type(action.count) is not int or action.count < 1:
        raise BadCount(count=action.count)
    price = action.count * state.numbers["guard_price"]
    if price > state.cash(seat):
        raise CannotAfford(player=seat, player_name=state.names[seat], cash=state.cash(seat), cost=price)
    state.ledger.transfer(account(seat), BANK, price, "security guards")
    player = state.players[seat]
    player.guards += action.count
    return [GuardsHired(seat, action.count, price, player.guards)] + to_open(state)


def buy_pack(state: State, action: BuyPack) -> list[Event]:

    expect_offer(state, BLACK_MARKET, action)
    seat = action.player
    player = state.players[seat]
    if player.pack:
        raise PackLimit(player=seat, player_name=state.names[seat])
    price = state.numbers["pack_price"]
    if price > state.cash(seat):
        raise CannotAfford(player=seat, player_name=state.names[seat], cash=state.cash(seat), cost=price)
    state.ledger.transfer(account(seat), BANK, price, "black-market pack")
    player.pack = True
    return [PackBought(seat, price)] + to_open(state)


def sell_pack(state: State, action: SellPack) -> list[Event]:

    expect_offer(state, BLACK_MARKET, action)
    seat = action.player
    player = state.players[seat]
    if not player.pack:
        raise NoPack(player=seat, player_name=state.names[seat])
    price = state.numbers["pack_sale"]
    state.ledger.transfer(BANK, account(seat), price, "black-market pack sold")
    player.pack = False
    return [PackSold(seat, price)] + to_open(state)


def decline(state: State, action: Decline) -> list[Event]:
    """Leave the offer; a takeover offer is not declined but answered with ``pay_fee``."""
    offer_ = state.offer
    assert offer_ is not None
    if offer_.kind == TAKEOVER:
        raise not_offered(state, action, offer_)
    return [kept.Declined(action.player, state.board.squares[offer_.square].id)] + to_open(state)


def pay_fee(state: State, action: PayFee) -> list[Event]:
    offer_ = expect_offer(state, TAKEOVER, action)
    assert offer_.company is not None and offer_.owner is not None
    state.offer = None
    _, holding = fee(state, offer_.company)
    return debts.charge(
        state,
        action.player,
        offer_.fee,
        offer_.owner,
        "rent",
        RentPaid(action.player, offer_.owner, offer_.company, offer_.fee, holding),
    )


def legal(state: State, seat: int) -> list[Choice]:
    """The answers the offer now waiting allows."""
    from companion.core import ActionRange

    from .actions import Takeover

    offer_ = state.offer
    assert offer_ is not None
    kind = offer_.kind
    if kind == TAKEOVER:
        return [Takeover(seat), PayFee(seat)]
    if kind == COMPANY:
        return [BuyCompany(seat), Decline(seat)]
    if kind == BROKER:
        return [HireBroker(seat), Decline(seat)]
    if kind == GUARD:
        return [ActionRange(HireGuards, "count", 1, guards_limit(state, seat), {"player": seat}), Decline(seat)]
    if state.players[seat].pack:
        return [SellPack(seat), Decline(seat)]
    return [BuyPack(seat), Decline(seat)]
