"""What choosing a Mad Market option would do, in words: the GameSpec's ``option_words``.

The console lists a landing's offer, the open phase's items and sales, a debt's companies by their buttons' words
("Buy CRY-1 for 140"), and a phone shows the same buttons; neither said what a player would have after. These
words do, beside each option in a few words ("360 left") and in full on demand (the console's ``? limousine``):
the money it costs or brings and the cash after, the VP gained, the shares held after, a price's move.

Every number is read from the public contract only: the option's action, the engine's preview of it (a trade's
total, an item's VP after, a company's sale price), the public summary (cash, shares, guards, the offer, the
police count) and the board the game was started with (the journal header's config: a broker's or a pack's
price). Nothing is decided here that the engine decides; where a price or a rent is the uncalibrated stand-in
board's, the full words say so, as the chart's title and the position editor's notes do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from companion.core import N_
from companion.games.mad_market.rules import ITEM_NAMES
from companion.text.i18n import _, ngettext, number
from companion.text.option_words import OptionWords

from .texts import board_of, code, preview_lines, roll_lines

STANDIN_PRICES = N_("A stand-in board: these prices and rents are not your box's.")
"""Said under a company's price or rent on the uncalibrated stand-in board (its figures are not the box's)."""
STANDIN_VALUES = N_("A stand-in board: these track values are not your box's.")
"""Said under a share's value on the stand-in board, as the position editor's market section says it."""


class Reading:
    """The public facts one option's words draw on: the seat, its name and cash, the board, the summary."""

    def __init__(self, summary: Mapping[str, Any], action: Any, config: Mapping[str, Any]) -> None:
        self.summary = summary
        self.board = board_of(config)
        self.numbers = self.board.numbers
        players = summary["players"]
        seat = getattr(action, "player", None)
        self.seat = seat if isinstance(seat, int) and 0 <= seat < len(players) else None
        self.player: Mapping[str, Any] = players[self.seat] if self.seat is not None else {}
        self.name = str(self.player.get("name", ""))
        self.cash = int(self.player.get("cash", 0))
        self.calibrated = bool((summary.get("board") or {}).get("calibrated"))

    def held(self, stock: str) -> int:
        """The seat's shares of ``stock`` now."""
        return int((self.player.get("shares") or {}).get(stock, 0))

    def stock(self, stock: Any) -> str:
        """A stock by its code (LOG, IT), as the chart and the options name it."""
        return code(self.board, stock)

    def only(self) -> str:
        """The seat's cash where an option costs more ("Ann has only 360"): no cash after is said below zero."""
        return _("{name} has only {cash}").format(name=self.name, cash=number(self.cash))

    def stand_in(self, note: str) -> tuple[str, ...]:
        """``note`` as the last line, on the stand-in board only: its figures are not the box's."""
        return () if self.calibrated else (_(note),)

    def debt_short(self, after: int) -> str:
        """The cash after a sale in a few words, and in the seat's own debt whether it covers what is owed ("211
        after, 89 short"): "211 after" beside a company sold in a debt did not say whether the debt was paid."""
        debt = self.summary.get("debt") or {}
        cash = number(after)
        if debt.get("player") != self.seat or self.seat is None:
            return _("{cash} after").format(cash=cash)
        owed = int(debt.get("amount", 0))
        if after >= owed:
            return _("{cash} after, the debt paid").format(cash=cash)
        return _("{cash} after, {short} short").format(cash=cash, short=number(owed - after))

    def debt(self, after: int) -> tuple[str, ...]:
        """In the seat's own debt, whether cash of ``after`` covers what it owes, as a line (else none)."""
        debt = self.summary.get("debt") or {}
        if debt.get("player") != self.seat or self.seat is None:
            return ()
        owed = int(debt.get("amount", 0))
        if after >= owed:
            return (_("That covers the {owed} owed.").format(owed=number(owed)),)
        return (_("{short} still short of the {owed} owed.").format(short=number(owed - after), owed=number(owed)),)


def words(
    shown: Mapping[str, Any] | None, summary: Mapping[str, Any], action: Any, config: Mapping[str, Any]
) -> OptionWords | None:
    """What choosing ``action`` would do, from the engine's preview of it (``shown``, None where there is none),
    the public summary and the game's config; None for an option with nothing to tell."""
    kind = getattr(action, "type", "")
    wording = WORDINGS.get(kind)
    if wording is not None:
        reading = Reading(summary, action, config)
        return wording(reading, action, shown or {})
    if shown:  # a throw being entered, a fight round, the crisis die: the touchscreen's own lines
        board = board_of(config)
        lines = roll_lines(shown, board, summary) if "moves" in shown else preview_lines(shown, board, summary)
        if lines:
            return OptionWords(lines[-1], tuple(lines))
    return None


def buy_company(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """The company offered: its price, the cash after, its rents, a holding it completes, the lap shares."""
    company = shown.get("company") or (reading.summary.get("offer") or {}).get("company")
    square = reading.board.companies.get(str(company))
    if square is None or square.stock is None:
        return None
    price, after, stock = square.price, reading.cash - square.price, reading.stock(square.stock)
    values = {"name": reading.name, "company": square.id, "stock": stock, "price": number(price)}
    values |= {"cash": number(after), "rent": number(square.rent), "holding": number(square.holding_rent)}
    short = _("{cash} left").format(**values)
    if shown.get("makes_holding"):
        short = _("{cash} left, all three {stock}").format(**values)
        shares = reading.numbers["holding_lap_shares"]
        why = ngettext(
            "It completes {name}'s {stock} holding: a rival landing on any {stock} company pays its full rent"
            " ({holding} here), passing Start brings {shares} {stock} share, and nobody else may trade {stock}.",
            "It completes {name}'s {stock} holding: a rival landing on any {stock} company pays its full rent"
            " ({holding} here), passing Start brings {shares} {stock} shares, and nobody else may trade {stock}.",
            shares,
        ).format(**values, shares=shares)
    else:
        shares = reading.numbers["lap_shares"]
        why = ngettext(
            "A rival landing on {company} pays {name} {rent} ({holding} once one player holds all three {stock});"
            " passing Start brings {shares} more {stock} share.",
            "A rival landing on {company} pays {name} {rent} ({holding} once one player holds all three {stock});"
            " passing Start brings {shares} more {stock} shares.",
            shares,
        ).format(**values, shares=shares)
    head = _("{name} buys {company} for {price}: {cash} left").format(**values)
    if after < 0:
        short = head = reading.only()
    return OptionWords(short, (head, why, *reading.stand_in(STANDIN_PRICES)))


def decline(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords:
    """Leaving a landing's offer alone: nothing is paid; what stays as it was."""
    offer = reading.summary.get("offer") or {}
    values = {"name": reading.name, "cash": number(reading.cash), "company": offer.get("company") or ""}
    kind = offer.get("kind")
    if kind == "company" and values["company"]:
        short = _("{company} stays for sale").format(**values)
        head = _("{name} leaves {company} for sale and keeps {cash}").format(**values)
    elif kind == "broker":
        brokers = int(reading.player.get("brokers", 0))
        short = _("no broker, {cash} kept").format(**values)
        head = _("{name} hires no stockbroker and keeps {cash}").format(**values)
        kept = ngettext("{name} keeps {count} broker.", "{name} keeps {count} brokers.", brokers)
        return OptionWords(short, (head, kept.format(name=reading.name, count=brokers)) if brokers else (head,))
    elif kind == "guard":
        guards = int(reading.player.get("guards", 0))
        short = _("no guards, {cash} kept").format(**values)
        head = _("{name} hires no guards and keeps {cash}").format(**values)
        kept = ngettext("{name} keeps {count} guard.", "{name} keeps {count} guards.", guards)
        return OptionWords(short, (head, kept.format(name=reading.name, count=guards)) if guards else (head,))
    elif kind == "black_market":
        short = _("nothing paid, {cash} kept").format(**values)
        head = _("{name} leaves the black market and keeps {cash}").format(**values)
        if reading.player.get("pack"):
            return OptionWords(
                short, (head, _("{name} keeps the pack: Police squares still mean a fight.").format(**values))
            )
    else:
        short = _("nothing paid, {cash} kept").format(**values)
        head = _("{name} declines and keeps {cash}").format(**values)
    return OptionWords(short, (head,))


def hire_broker(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords:
    """A stockbroker: its price, the cash after, how many the seat will have of the most allowed."""
    price = reading.numbers["broker_price"]
    count, most = int(reading.player.get("brokers", 0)) + 1, reading.numbers["max_brokers"]
    values = {"name": reading.name, "price": number(price), "cash": number(reading.cash - price)}
    short = ngettext("{cash} left, {count} of {most} broker", "{cash} left, {count} of {most} brokers", most).format(
        **values, count=count, most=most
    )
    head = _("{name} hires a stockbroker for {price}: {cash} left").format(**values)
    if reading.cash < price:
        short = head = reading.only()
    # what a broker does is the question's hint ("Each broker moves one stock a field per move, before any
    # trade"), said beside these words on every front-end: said here too, a screen read it twice
    why = ngettext(
        "{name} will have {count} broker (at most {most}).",
        "{name} will have {count} brokers (at most {most}).",
        count,
    ).format(name=reading.name, count=count, most=most)
    return OptionWords(short, (head, why))


def hire_guards(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """Security guards: what they cost at the board's price each, the cash after, the guards the seat will have."""
    count = getattr(action, "count", None)
    if not isinstance(count, int) or count < 1:
        return None
    each = reading.numbers["guard_price"]
    total = int(reading.player.get("guards", 0)) + count
    values = {"name": reading.name, "count": count, "each": number(each), "price": number(count * each)}
    values |= {"cash": number(reading.cash - count * each), "total": total}
    short = ngettext("{cash} left, {total} guard", "{cash} left, {total} guards", total).format(**values)
    head = ngettext(
        "{name} hires {count} guard for {price} ({each} each): {cash} left",
        "{name} hires {count} guards for {price} ({each} each): {cash} left",
        count,
    ).format(**values)
    if reading.cash < count * each:
        short = head = reading.only()
    # what guards do is the question's hint ("Guards fight the police and win takeovers"), shown above these
    # words: said here too, the amount's panel read it twice
    why = ngettext("{name} will have {total} guard.", "{name} will have {total} guards.", total).format(**values)
    return OptionWords(short, (head, why))


def buy_pack(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords:
    """A pack: its price, the cash after, the next police fight it means and what it sells for later."""
    price = reading.numbers["pack_price"]
    values = {"name": reading.name, "price": number(price), "cash": number(reading.cash - price)}
    officers = int(reading.summary.get("police_next") or reading.numbers["police_first"])
    head = _("{name} buys a pack for {price}: {cash} left").format(**values)
    fight = ngettext(
        "With a pack, a Police square means a fight against {officers} officer; losing it costs the pack and a"
        " {fine} fine.",
        "With a pack, a Police square means a fight against {officers} officers; losing it costs the pack and a"
        " {fine} fine.",
        officers,
    ).format(officers=officers, fine=number(reading.numbers["fine"]))
    sale = _("A later black market buys the pack for {sale}.").format(sale=number(reading.numbers["pack_sale"]))
    short = _("{cash} left").format(**values)
    if reading.cash < price:
        short = head = reading.only()
    return OptionWords(short, (head, fight, sale))


def sell_pack(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords:
    """The pack sold: what it brings and the cash after; Police squares are free again."""
    sale = reading.numbers["pack_sale"]
    values = {"name": reading.name, "price": number(sale), "cash": number(reading.cash + sale)}
    head = _("{name} sells the pack for {price}: {cash} after").format(**values)
    return OptionWords(_("{cash} after").format(**values), (head, _("Without a pack, Police squares are free.")))


def takeover(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """A takeover: at once against an owner with no guards, else a fight whose loss costs double the fee."""
    offer = reading.summary.get("offer") or {}
    owner = offer.get("owner")
    players = reading.summary["players"]
    if not isinstance(owner, int) or not 0 <= owner < len(players):
        return None
    theirs = int(players[owner].get("guards", 0))
    guards = int(reading.player.get("guards", 0))
    company = str(offer.get("company") or "")
    values = {"name": reading.name, "owner": players[owner]["name"], "company": company}
    values |= {"guards": guards, "theirs": theirs, "double": number(2 * int(offer.get("fee") or 0))}
    square = reading.board.companies.get(company)
    held = square is not None and square.stock is not None
    broken = (
        (_("That breaks {owner}'s {stock} holding.").format(**values, stock=reading.stock(square.stock)),)
        if held and square is not None and reading.summary["stocks"][square.stock].get("holding") == owner
        else ()
    )
    if theirs == 0:
        short = _("{company} at once: {owner} has no guards").format(**values)
        head = _("{name} takes {company} from {owner} at once: {owner} has no guards").format(**values)
        return OptionWords(short, (head, *broken))
    short = ngettext(
        "a fight: {guards} guard against {theirs}", "a fight: {guards} guards against {theirs}", guards
    ).format(**values)
    head = ngettext(
        "{name} fights {owner} for {company}: {guards} guard against {theirs}",
        "{name} fights {owner} for {company}: {guards} guards against {theirs}",
        guards,
    ).format(**values)
    rounds = _(
        "At each throw white is for {name}, black for {owner}: the lower die loses a guard, an equal throw costs"
        " each one; lost guards stay lost."
    ).format(**values)
    stakes = _(
        "{name} takes {company} only if {owner}'s guards run out first; any other end costs {name} double the fee:"
        " {double}."
    ).format(**values)
    return OptionWords(short, (head, rounds, stakes, *broken))


def pay_fee(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """The rent paid to the owner, and the cash after."""
    offer = reading.summary.get("offer") or {}
    owner, fee = offer.get("owner"), int(offer.get("fee") or 0)
    players = reading.summary["players"]
    if not isinstance(owner, int) or not 0 <= owner < len(players):
        return None
    values = {"name": reading.name, "owner": players[owner]["name"], "fee": number(fee)}
    values |= {"cash": number(reading.cash - fee)}
    head = _("{name} pays {owner} {fee}: {cash} left").format(**values)
    short = _("to {owner}, {cash} left").format(**values)
    lines = [head]
    if reading.cash < fee:  # the rest is owed: the debt is paid by selling shares, then companies
        short = head = lines[0] = _("{name} pays {owner} {fee} with only {cash}").format(
            **values | {"cash": number(reading.cash)}
        )
        lines.append(_("The rest is a debt: shares are sold first, then companies to the state."))
    return OptionWords(short, (*lines, *reading.stand_in(STANDIN_PRICES)))


def pass_bid(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """Leaving an auction: final; nothing is paid. Nothing beside the Pass button: the note over it says "passing
    is final" and the question names the company, and "out of the bidding for LOG-1" under it said both again."""
    auction = reading.summary.get("auction") or {}
    if not auction:
        return None
    values = {"name": reading.name, "company": auction.get("company", ""), "cash": number(reading.cash)}
    short = ""
    head = _("{name} leaves the bidding for {company} and keeps {cash}").format(**values)
    return OptionWords(short, (head, _("Passing is final: no more bids from {name} for {company}.").format(**values)))


def bid(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """A bid: what the seat pays and has left if nobody bids more."""
    auction = reading.summary.get("auction") or {}
    amount = getattr(action, "amount", None)
    if not auction or not isinstance(amount, int):
        return None
    values = {"name": reading.name, "company": auction.get("company", ""), "amount": number(amount)}
    values |= {"cash": number(reading.cash - amount), "price": number(int(auction.get("price", 0)))}
    short = _("{cash} left if it wins").format(**values) if amount <= reading.cash else reading.only()
    # the question above names the board price ("Cat: bid for LOG-1 (board price 100)"): not again here
    head = _("{name} bids {amount} for {company}").format(**values)
    why = _("If nobody bids more, {name} pays {amount} to the bank and has {cash} left.").format(**values)
    return OptionWords(short, (head, why, *reading.stand_in(STANDIN_PRICES)))


def use_broker(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """A broker at work: the price's move, what the seat's shares of it are worth then, the brokers left."""
    price, stock = shown.get("price"), shown.get("stock")
    if not isinstance(price, Mapping) or stock is None:
        return None
    held = reading.held(str(stock))
    values = {"name": reading.name, "stock": reading.stock(stock), "old": price["old"], "new": price["new"]}
    values |= {"count": held, "worth": number(held * price["new"])}
    # the option's label names the stock and the direction ("LOG +1"): its few words say only where the price
    # goes, for "LOG +1  LOG 5 » 6" said the stock twice on one line
    short = _("price {old} » {new}").format(**values)
    lines = [_("{name}'s broker moves {stock} one field: {old} » {new}").format(**values)]
    if held:
        short = _("price {old} » {new}, {count} held worth {worth}").format(**values)
        lines.append(
            ngettext(
                "{name}'s {count} {stock} share is then worth {worth}.",
                "{name}'s {count} {stock} shares are then worth {worth}.",
                held,
            ).format(**values)
        )
    used = len((reading.summary.get("turn") or {}).get("brokers_used") or ())
    left = max(0, int(reading.player.get("brokers", 0)) - used - 1)
    lines.append(
        ngettext(
            "{count} broker left for this move, on another stock.",
            "{count} brokers left for this move, each on another stock.",
            left,
        ).format(count=left)
        if left
        else _("No broker left for this move.")
    )
    return OptionWords(short, (*lines, *reading.stand_in(STANDIN_VALUES)))


def trade(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """Shares bought or sold: the money, the cash after, the shares held after and their worth at the new price."""
    price, stock = shown.get("price"), shown.get("stock")
    count = int(shown.get("count") or 0)
    if not isinstance(price, Mapping) or stock is None or count < 1:
        return None
    buy = shown.get("side") == "buy"
    total = int(shown.get("total") or 0)
    after = reading.cash - total if buy else reading.cash + total
    held = reading.held(str(stock)) + (count if buy else -count)
    values = {"name": reading.name, "stock": reading.stock(stock), "count": count, "value": shown.get("value")}
    values |= {"total": number(total), "cash": number(after), "held": held, "old": price["old"], "new": price["new"]}
    values |= {"worth": number(max(held, 0) * price["new"])}
    if buy:
        short = _("{cash} left, {held} {stock} held").format(**values)
        head = _("{name} buys {count} {stock} at {value} for {total}: {cash} left").format(**values)
        if after < 0:
            wanted = _("{name} buys {count} {stock} at {value} for {total}").format(**values)
            return OptionWords(reading.only(), (wanted, reading.only()), allowed=False)
    else:
        short = _("{cash} after, {held} {stock} left").format(**values)
        head = _("{name} sells {count} {stock} at {value} for {total}: {cash} after").format(**values)
        if held < 0:
            holds = ngettext("{name} holds {count} {stock} share", "{name} holds {count} {stock} shares", held + count)
            said = holds.format(**values | {"count": held + count})
            return OptionWords(said, (said,), allowed=False)
    then = (
        _("Then {stock} goes {old} » {new}.").format(**values)
        if held <= 0
        else ngettext(
            "Then {stock} goes {old} » {new}: {name}'s {held} {stock} share is worth {worth}.",
            "Then {stock} goes {old} » {new}: {name}'s {held} {stock} shares are worth {worth}.",
            held,
        ).format(**values)
    )
    owed = reading.debt(after)
    # the open phase's rule; a debt's sales are said by what they cover
    once = () if owed else (_("One trade per stock in a move: no more {stock} trades this move.").format(**values),)
    return OptionWords(short, (head, then, *owed, *once, *reading.stand_in(STANDIN_VALUES)))


def buy_item(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """An item: its price and the cash after, the VP after against the target, and whether it stops the game."""
    item = getattr(action, "item", None)
    if item not in reading.board.items:
        return None
    vp, price, _count = reading.board.items[item]
    now = int(reading.player.get("vp", 0))
    after, target = int(shown.get("vp_after", now + vp)), int(reading.summary.get("target") or 0)
    values = {"name": reading.name, "item": _(ITEM_NAMES[item]), "price": number(price), "vp": now}
    values |= {"after": after, "target": target, "cash": number(reading.cash - price), "gain": vp}
    lines = [_("{name}: {item} for {price}, {cash} left").format(**values)]
    short = _("{cash} left, {after} of {target} VP").format(**values)
    if reading.cash < price:  # the option is greyed with the engine's reason; asked about, the cash is said
        short = lines[0] = reading.only()
    lines.append(_("{name} goes from {vp} to {after} VP (+{gain}); the target is {target}.").format(**values))
    if shown.get("reaches_target") and not reading.summary.get("last_round"):
        active = sum(1 for player in reading.summary["players"] if not player.get("out"))
        lines.append(
            _(
                "That reaches the target: the game stops after this move, and the players after {name} in this round"
                " get one last move."
            ).format(**values)
            if active > 2
            else _("That reaches the target: the game ends after this move.")
        )
    return OptionWords(short, tuple(lines))


def sell_company(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords | None:
    """A company sold to the state: what it brings, the cash after, a debt covered or not, a holding broken."""
    square = reading.board.companies.get(str(getattr(action, "company", "")))
    amount = shown.get("amount")
    if square is None or square.stock is None or not isinstance(amount, int):
        return None
    after = reading.cash + amount
    values = {"name": reading.name, "company": square.id, "amount": number(amount), "cash": number(after)}
    values |= {"stock": reading.stock(square.stock)}
    head = _("{name} sells {company} to the state for {amount}: {cash} after").format(**values)
    lines = [head, *reading.debt(after)]
    lines.append(
        _("{company} joins the state's auction pile: its rent and its Start shares no longer come to {name}.").format(
            **values
        )
    )
    if shown.get("breaks_holding"):
        lines.append(_("That breaks {name}'s {stock} holding.").format(**values))
    return OptionWords(reading.debt_short(after), (*lines, *reading.stand_in(STANDIN_PRICES)))


def end_turn(reading: Reading, action: Any, shown: Mapping[str, Any]) -> OptionWords:
    """The end of the move: nothing more until the seat's next move; a broker not used is said."""
    used = len((reading.summary.get("turn") or {}).get("brokers_used") or ())
    idle = max(0, int(reading.player.get("brokers", 0)) - used)
    values = {"name": reading.name, "cash": number(reading.cash), "count": idle}
    head = _("{name} ends the move with {cash}").format(**values)
    lines = [head]
    if idle:
        short = ngettext("{count} broker not used", "{count} brokers not used", idle).format(**values)
        lines.append(
            ngettext(
                "{name}'s {count} broker stays unused this move.",
                "{name}'s {count} brokers stay unused this move.",
                idle,
            ).format(**values)
        )
    else:
        short = _("ends with {cash}").format(**values)
    return OptionWords(short, tuple(lines))


Wording = Callable[[Reading, Any, Mapping[str, Any]], OptionWords | None]

WORDINGS: dict[str, Wording] = {
    "buy_company": buy_company,
    "decline": decline,
    "hire_broker": hire_broker,
    "hire_guards": hire_guards,
    "buy_pack": buy_pack,
    "sell_pack": sell_pack,
    "takeover": takeover,
    "pay_fee": pay_fee,
    "pass": pass_bid,
    "bid": bid,
    "use_broker": use_broker,
    "trade": trade,
    "buy_item": buy_item,
    "sell_company": sell_company,
    "end_turn": end_turn,
}
"""Each action type's words (the others, a throw or a fight round, are said from the engine's preview)."""
