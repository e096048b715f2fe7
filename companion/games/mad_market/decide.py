"""Decisions as data: what each seat decides now, in words every front-end understands.

Always built from ``legal_actions``, so a widget can only offer what the
engine accepts:

- the roll-off: a :class:`Dice` of one die for the contender (chance);
- the move: a :class:`Dice` of the white and the black die for the mover (chance);
- a fight round: a :class:`Dice` of white and black (chance, no seat);
- the stock-market crisis: a :class:`Dice` of one die (chance, no seat);
- a landing's offer: a :class:`Pick` (buy the company or decline; hire a
  broker or decline; buy or sell the pack or decline; take over or pay the
  fee), or an :class:`Amount` of guards with Decline beside it;
- an auction: an :class:`Amount` (the high bid and bidder, capped by cash) with Pass;
- the open phase: a :class:`TradeBasket` (per stock a buy and a sell line
  with the live price; frozen or already traded stocks at 0 with the reason),
  beside the stockbrokers, the items, the company sales and End the move
  (option keys, stable: ``broker-<stock>-up``/``-down``, ``item-<item>``,
  ``company-<id>``, ``end_turn``);
- a debt: a :class:`TradeBasket` of sales only (each line's least count is
  what the debt still needs), or a :class:`Pick` of companies once no share
  can be sold.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from companion.core import (
    N_,
    Action,
    ActionRange,
    Actor,
    Amount,
    Basket,
    BasketItem,
    Choice,
    Confirm,
    Dice,
    Limit,
    N_plural,
    Pick,
    Prompt,
    RuleViolation,
    is_legal,
)
from companion.core.decisions import PickOption
from companion.core.i18n import Phrase, Word
from companion.data_classes import dataclass

from . import actions, auctions, debts, trading
from .rules import BUY, ITEMS, MOVE_DICE, ONE_DIE, SELL, STOCKS
from .state import AUCTION, CRISIS, DEBT, FIGHT, LAND, OPEN, OVER, ROLL, START_ROLL, State

if TYPE_CHECKING:
    from .engine import MadMarket

WHITE_BLACK = MOVE_DICE.dice
ONE = ONE_DIE.dice
OPTION_KEYS: dict[type[Action], Callable[[Any], str]] = {
    actions.UseBroker: lambda broker: f"broker-{broker.stock}-{broker.direction}",
    actions.BuyItem: lambda item: f"item-{item.item}",
    actions.SellCompany: lambda sale: f"company-{sale.company}",
    actions.EndTurn: lambda end: "end_turn",
}
"""The open phase's choices beside the trade basket, each with its option key (stable: screens and tests name it)."""


@dataclass(frozen=True, slots=True)
class TradeBasket(Basket):
    """Per stock a buy line and a sell line; one line at a time makes one ``trade`` action.

    Item keys are ``"buy-3"`` and ``"sell-3"``. A basket with more than one
    line filled (or none) makes no legal action: :meth:`allows` says so.
    """

    def make(self, quantities: Mapping[str, int]) -> Action:
        chosen = [(item.key, quantities.get(item.key, 0)) for item in self.items if quantities.get(item.key, 0)]
        key, count = chosen[0] if chosen else (self.items[0].key if self.items else "sell-1", 0)
        side, stock = key.split("-")
        return actions.Trade(self.fixed["player"], int(stock), side, count)

    def allows(self, quantities: Mapping[str, int]) -> bool:
        if sum(1 for item in self.items if quantities.get(item.key, 0)) != 1:
            return False
        return is_legal(self.make(quantities), self.choices)


def _option(game: MadMarket, state: State, key: str, action: Action) -> PickOption:
    """A labelled option; ``detail`` carries the money it moves (an item's price, a sale's amount, a fee)."""
    return PickOption(key, game.label(state, action), action, _detail(state, action))


# Translators: an amount alone beside an option ("Buy a jet (2,000)"): keep it as it is; the number is
# grouped as the language writes it.
AMOUNT = N_("{amount:,}")


def _detail(state: State, action: Action) -> str:
    """The money an option moves, as a :class:`Phrase` each front-end says grouped its language's way ("2 000"):
    a bare ``str`` of the number read "2000" on a French console and phone."""
    numbers = state.numbers
    price: int | None
    offer = state.offer
    if isinstance(action, actions.BuyItem) and action.item in state.board.items:
        price = state.board.items[action.item][1]
    elif isinstance(action, actions.SellCompany) and action.company in state.board.companies:
        price = debts.sale_price(state, action.company)
    elif isinstance(action, actions.PayFee) and offer is not None:
        price = offer.fee
    elif isinstance(action, actions.BuyCompany) and offer is not None and offer.company:
        price = state.board.companies[offer.company].price
    else:
        price = {
            actions.HireBroker: numbers["broker_price"],
            actions.BuyPack: numbers["pack_price"],
            actions.SellPack: numbers["pack_sale"],
        }.get(type(action))
    return "" if price is None else Phrase(AMOUNT, amount=price)


def decisions(game: MadMarket, state: State, prompt: Prompt) -> tuple[Actor, ...]:
    phase = state.phase
    if phase == OVER:
        return ()
    legal = game.legal_actions(state)
    seat = prompt.player
    if phase == START_ROLL:
        assert seat is not None
        return (
            Actor(
                seat,
                Dice(
                    N_("{name}: throw one die for the first move"),
                    values=_start_rolls(state),
                    dice=ONE,
                    cls=actions.StartRoll,
                    fixed={"player": seat},
                ),
                chance=True,
            ),
        )
    if phase == ROLL:
        assert seat is not None
        label = (
            N_("{name}: throw the white and the black die (last move)")
            if state.last_round
            else N_("{name}: throw the white and the black die")
        )
        return (Actor(seat, Dice(label, dice=WHITE_BLACK, cls=actions.Roll, fixed={"player": seat}), chance=True),)
    if phase == FIGHT:
        fight = state.fight
        assert fight is not None
        if fight.kind == "police":
            label = N_(
                "Police fight: white for {player}, black for the police (guards: {guards}, officers: {opponents})"
            )
        else:
            label = N_("Takeover fight: white for {player}, black for {owner} (guards: {guards} against {opponents})")
        values = {
            "player": state.names[fight.player],
            "guards": fight.guards,
            "opponents": fight.opponents,
            "owner": state.names[fight.defender] if fight.defender is not None else "",
        }
        return (Actor(None, Dice(label, values=values, dice=WHITE_BLACK, cls=actions.FightRoll), chance=True),)
    if phase == CRISIS:
        return (
            Actor(
                None,
                Dice(N_("Stock market crisis: throw one die"), values=CRISIS_VALUES, dice=ONE, cls=actions.CrisisDie),
                chance=True,
            ),
        )
    assert seat is not None
    if phase == LAND:
        return (Actor(seat, _landing(game, state, seat, legal)),)
    if phase == AUCTION:
        auction = state.auction
        assert auction is not None
        company = state.lots[0]
        values = {"company": company, "price": state.board.companies[company].price}
        ranges = [c for c in legal if isinstance(c, ActionRange)]
        still_in = {"names": ", ".join(state.names[s] for s in auction.active), "note": STILL_IN}
        if not ranges:  # why, in the question: "cannot bid: pass" left the player to guess
            cash = state.cash(seat)
            return (
                Actor(
                    seat,
                    Confirm(
                        N_("{name} has {cash:,} and cannot beat the bid of {bid:,} for {company}: pass")
                        if auction.high_bid is not None
                        else N_("{name} has no money to bid for {company}: pass"),
                        values={**values, **still_in, "cash": cash, "bid": auction.high_bid},
                        action=actions.Pass(seat),
                        button=N_("Pass"),
                    ),
                ),
            )
        low, _ = auctions.bid_range(state, seat)
        return (
            Actor(
                seat,
                Amount(
                    N_("{name}: bid for {company} (board price {price:,})"),
                    values={**values, "minimum": low, **still_in},
                    range=ranges[0],
                    high_bid=auction.high_bid,
                    high_bidder=auction.high_bidder,
                    cap=state.cash(seat),
                    others=(_option(game, state, "pass", actions.Pass(seat)),),
                    limit=_cash(state, seat),
                ),
            ),
        )
    if phase == DEBT:
        debt = state.debt
        assert debt is not None
        values = {"owed": debt.amount, "cash": state.cash(seat)}
        if any(isinstance(c, ActionRange) for c in legal):
            return (
                Actor(
                    seat,
                    _basket(
                        game,
                        state,
                        seat,
                        legal,
                        debt=True,
                        label=N_("{name} owes {owed:,} and has {cash:,}: sell shares"),
                        values={**values, "note": SELL_SHARES_FIRST},
                    ),
                ),
            )
        options = tuple(_option(game, state, c.company, c) for c in legal if isinstance(c, actions.SellCompany))
        # "Step 2" where shares are held or were sold in this debt; a debtor with none was told of a step 1 never had
        step_two = any(state.shares.held[seat].values()) or bool(state.turn.traded)
        return (
            Actor(
                seat,
                Pick(
                    N_("{name} owes {owed:,} and has {cash:,}: sell a company to the state"),
                    values={
                        **values,
                        "note": THEN_COMPANIES if step_two else ONLY_COMPANIES,
                    },
                    options=options,
                ),
            ),
        )
    assert phase == OPEN
    if all(isinstance(choice, actions.EndTurn) for choice in legal):  # no share, broker nor item the cash can take
        label = N_("{name}: nothing to buy or sell: end the move")
    elif state.last_round:
        label = N_("{name}: last move: sell shares, buy one item")
    elif any(isinstance(choice, actions.UseBroker) for choice in legal):
        label = N_("{name}: brokers, trades, one item, then end the move")
    else:  # no stockbroker to use now (none hired, all used, or a trade made): they are not named
        label = N_("{name}: trades, one item, then end the move")
    return (Actor(seat, _basket(game, state, seat, legal, debt=False, label=label, values={})),)


def _landing(game: MadMarket, state: State, seat: int, legal: list[Choice]) -> Pick | Amount:
    offer = state.offer
    assert offer is not None
    square = state.board.squares[offer.square]
    values = {
        "square": square.id,
        "company": offer.company or "",
        "fee": offer.fee,
        "price": square.price,
        "owner": state.names[offer.owner] if offer.owner is not None else "",
    }
    plain = [c for c in legal if isinstance(c, Action)]
    ranges = [c for c in legal if isinstance(c, ActionRange)]
    if ranges:
        guard = ranges[0]
        assert guard.cls is actions.HireGuards
        return Amount(
            N_("{name}: hire security guards at {each} each"),
            values={**values, "each": state.numbers["guard_price"], "note": GUARDS_NOTE},
            range=guard,
            cap=guard.high,
            unit=N_("guards"),
            others=tuple(_option(game, state, c.type, c) for c in plain),
            button=N_("Hire {value} for {cost}"),  # the total, as a purchase's button says it
            price=state.numbers["guard_price"],
            limit=Limit(
                N_("{cash:,} pays for at most {count} at {price:,}"),
                {"cash": state.cash(seat), "count": guard.high, "price": state.numbers["guard_price"]},
            ),
        )
    labels = {
        "company": N_("{name}: buy {company} for {price:,}?"),
        "broker": N_("{name}: hire a stockbroker?"),
        "black_market": N_("{name}: the black market"),
        "takeover": N_("{name}: take {company} over from {owner}, or pay {fee:,}?"),
    }
    values.update(_landing_note(state, offer))
    return Pick(labels[offer.kind], values=values, options=tuple(_option(game, state, c.type, c) for c in plain))


# The notes that explain a decision (its ``note`` value), said under the question on every front-end.
CRISIS_VALUES = {"note": N_("The stock of the die's number falls to the bottom field")}
STILL_IN = N_("Still in: {names}; passing is final")
SELL_SHARES_FIRST = N_("Step 1: sell shares (one type at a time) until {owed:,} is covered")
THEN_COMPANIES = N_("Step 2: no share can be sold; each company goes to the state at half its price")
ONLY_COMPANIES = N_("Each company goes to the state at half its price")
"""A debtor who holds no share: "Step 2" came with no step 1, and "No shares to sell: only companies can pay" said
again what the log's line just said ("…: with no share to sell, only companies can pay it") and the question asks
("sell a company to the state"): the note says only what neither says, what a company fetches."""
GUARDS_NOTE = N_("Guards fight the police and win takeovers")


def _start_rolls(state: State) -> dict[str, Any]:
    """Who throws first, and what each seat threw so far (a tie throws again)."""
    if not state.start_rolls:
        return {"note": N_("Highest throw moves first; ties throw again.")}
    # "Player 1 (5)": a throw beside a name that ends on a number ("Player 1 5") read as one number
    rolls = ", ".join(f"{state.names[seat]} ({value})" for seat, value in state.start_rolls.items())
    return {"rolls": rolls, "note": N_("Highest throw moves first; ties throw again. Thrown so far: {rolls}")}


def _landing_note(state: State, offer: Any) -> dict[str, Any]:
    """What is at stake on the square landed on: a company's rents, the owner's guards against a takeover, what
    a pack sells for, what a broker does (the question names the price)."""
    if offer.kind == "company" and offer.company in state.board.companies:
        square = state.board.companies[offer.company]
        note = N_("Rent {rent:,}, {holding:,} when one player holds all three")
        return {"rent": square.rent, "holding": square.holding_rent, "note": note}
    if offer.kind == "takeover" and offer.owner is not None:
        # what the owner's guards mean for this takeover: "Ben has 0 guards: with none, the company changes hands
        # at once" stated the rule beside a count that already settled it
        guards = state.players[offer.owner].guards
        note = (
            N_plural(
                "{owner} has {guards} guard to defend it: taking it over means a fight",
                "{owner} has {guards} guards to defend it: taking it over means a fight",
                "guards",
            )
            if guards
            else N_("{owner} has no guards: taking it over gets the company at once")
        )
        return {"guards": guards, "note": note}
    if offer.kind == "black_market":
        note = N_("A pack sells for {sale:,} at a later black market; with one, Police squares mean a fight.")
        return {"sale": state.numbers["pack_sale"], "note": note}
    if offer.kind == "broker":
        return {"note": N_("Each broker moves one stock a field per move, before any trade.")}
    return {"note": GUARDS_NOTE}


def _basket(
    game: MadMarket, state: State, seat: int, legal: list[Choice], *, debt: bool, label: str, values: dict[str, Any]
) -> TradeBasket:
    ranges = {(c.fixed["side"], str(c.fixed["stock"])): c for c in legal if isinstance(c, ActionRange)}
    items: list[BasketItem] = []
    board = state.board
    for stock in STOCKS:
        name = Word(board.stock_name(stock))  # "Logistica" on an Italian screen
        price = state.value(stock)
        note = _note(state, seat, stock)
        for side in (SELL,) if debt else (BUY, SELL):
            found = ranges.get((side, stock))
            if debt and found is None:
                continue
            high = found.high if found is not None else 0
            line_note = note if found is None else ""  # a frozen type sellable in a debt is open, not frozen
            if found is None and not line_note:
                line_note = _closed(state, stock, side)
            if found is not None and found.low > 1:
                line_note = N_("enough to cover the debt, or all")
            items.append(
                BasketItem(
                    f"{side}-{stock}",
                    Phrase(N_("buy {stock}") if side == BUY else N_("sell {stock}"), stock=name),
                    high=high,
                    price=price,
                    note=line_note,
                    limit=_limit(state, seat, stock, side, high) if found is not None else None,
                    receives=side == SELL,  # a sale's value is paid to the seller, a purchase's by the buyer
                    group=N_("Buy") if side == BUY else N_("Sell"),  # as the touchscreen's tabs list them
                    member=name,
                )
            )
    others = _others(game, state, seat, legal, debt=debt)
    return TradeBasket(
        label,
        values=values,
        items=tuple(items),
        cls=actions.Trade,
        fixed={"player": seat},
        choices=tuple(legal),
        unit="",
        others=others,
        lines=1,
        lines_note=N_("one stock per trade: set the other lines back to 0"),
        receives=debt,  # a debt's lines are sales only: their price comes to the debtor
    )


def _others(game: MadMarket, state: State, seat: int, legal: list[Choice], *, debt: bool) -> tuple[PickOption, ...]:
    """The choices beside the trade basket, in the rules' order; in a move that has bought no item yet, every item
    of the supply among them in its place, one the rules refuse now (too dear for the cash, none left) greyed
    with the engine's reason.

    Only the items the cash paid for were offered, so at a busy table the villa, the yacht or the jet
    vanished from the screen without a word, and with no cash the whole Item tab went: a player looking for
    them did not know whether they were sold out, too dear, or not there at all.
    """
    found: list[PickOption] = []
    items = not debt and state.turn.item is None and state.phase == OPEN
    for choice in legal:
        if not isinstance(choice, Action):
            continue
        key = OPTION_KEYS.get(type(choice))
        if key is None:
            continue
        if items and isinstance(choice, actions.BuyItem | actions.SellCompany | actions.EndTurn):
            found += _items(game, state, seat, legal)  # where the items come among the rules' choices
            items = False
        if not isinstance(choice, actions.BuyItem):
            found.append(_option(game, state, key(choice), choice))
    return tuple(found)


def _items(game: MadMarket, state: State, seat: int, legal: list[Choice]) -> list[PickOption]:
    """Every item of the supply for ``seat`` to buy, in the rules' order: open (among the ``legal`` choices), or
    greyed with the refusal the engine gives (asked of the rules only for an item they do not offer)."""
    offered = {choice.item for choice in legal if isinstance(choice, actions.BuyItem)}
    found = []
    for item in ITEMS:
        action = actions.BuyItem(seat, item)
        option = _option(game, state, OPTION_KEYS[actions.BuyItem](action), action)
        if item not in offered:
            try:
                trading.check_item(state, seat, item)
            except RuleViolation as refusal:
                option = PickOption(
                    option.key, option.label, action, option.detail, enabled=False, reason=refusal.phrase()
                )
        found.append(option)
    return found


def _limit(state: State, seat: int, stock: str, side: str, high: int) -> Limit:
    """Why a line's "+" stops at ``high``: the shares held, the bank's last shares, or what the cash buys."""
    values: dict[str, Any] = {"count": high, "stock": Word(state.board.stock_name(stock))}
    if side == SELL:
        return Limit(N_("{stock} held by {name}: {count}"), {**values, "name": state.names[seat]})
    if state.shares.pool[stock] <= high:  # the bank runs out before the cash does
        return Limit(N_("{stock} left at the bank: {count}"), values)
    return Limit(
        N_("{cash:,} buys at most {count} at {price:,}"),
        {**values, "cash": state.cash(seat), "price": state.value(stock)},
    )


def _cash(state: State, seat: int) -> Limit:
    """Why a bid stops where it does: nobody bids more than their cash. Said as what it means for the bid ("Ann can
    pay at most 270"), as the other refusals are: "Ann has 270." alone left the table to work out why."""
    return Limit(N_("{name} can pay at most {cash:,}"), {"name": state.names[seat], "cash": state.cash(seat)})


def _closed(state: State, stock: str, side: str) -> str:
    """Why a line no holding and no earlier trade closes cannot move: nothing held to sell, no buying in a last
    move, the bank's last share gone, or too little cash for one. A phone's greyed "+" said nothing at all, where
    the touchscreen's line says "none to sell"."""
    if side == SELL:
        return N_("none to sell")
    if state.last_round:
        return N_("not in a last move")
    if state.shares.pool[stock] == 0:
        return Phrase(N_("{stock} left at the bank: {count}"), stock=Word(state.board.stock_name(stock)), count=0)
    return N_("none affordable")


def _note(state: State, seat: int, stock: str) -> str:
    """Why a line is closed (an ``N_`` text without values: the summary says who holds the holding)."""
    if debts.frozen_for(state, seat, stock) is not None:
        return N_("frozen: its holding's owner alone trades it")
    if stock in state.turn.traded:
        return N_("already traded this move")
    return ""


def trading_limits(state: State, seat: int) -> dict[str, dict[str, int]]:
    """Per stock the buy and sell limits now (for screens that draw their own basket)."""
    return {
        stock: {"buy": trading.buy_limit(state, seat, stock), "sell": trading.sell_limit(state, seat, stock)}
        for stock in STOCKS
    }
