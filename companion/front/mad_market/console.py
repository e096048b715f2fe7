"""Mad Market as text: the console's board and the touchscreen's private panel.

Drawn from the summary only, in short lines (under 60 characters where the
names allow, in every language): each player (cash, VP, square, shares by
stock, companies, brokers, guards, pack), the six stocks with their values,
the forecast and its next field, the police count, then what the table is
doing now (the offer, the fight round by round, the auction, the debt) and
the end. Every word is the player's language's; a company is its id (IT-2),
as on the board. Nothing in Mad Market is hidden, so ``private_for`` changes
nothing.

Then what a person types in the game's words ("compra 5 IT", "vendre 3 LOG",
"agente IT al rialzo", "assumi 2 guardie"), read as the action the basket or
the offer would make, for the engine to accept or refuse with its reason.
"""

from __future__ import annotations

from typing import Any

from companion.console.near import SHORTEST, corrected
from companion.console.typed import Unfinished, said
from companion.core import N_, PUBLIC, Amount, Basket, Pick, RuleViolation, Table
from companion.core.i18n import say
from companion.core.records import Action
from companion.data_classes import dataclass
from companion.games.mad_market import actions
from companion.games.mad_market.log import square_word_among
from companion.games.mad_market.rules import DIRECTIONS, ITEM_NAMES
from companion.text.folding import fold
from companion.text.i18n import LANGUAGES, _, ngettext, number, pgettext, translator
from companion.text.standing import places
from companion.text.summary import NAME_COLUMN, flowed, flowed_list, name_width, named_head, together, winners_line
from companion.text.terms import term

from .standing import out_detail, rounds_left
from .texts import fight_rounds

PHASES = {
    "start_roll": N_("the roll-off"),
    "roll": N_("the dice"),
    "land": N_("the landing"),
    "fight": N_("a fight"),
    "crisis": N_("the crisis die"),
    "auction": N_("an auction"),
    "debt": N_("a debt"),
    "open": N_("trades and items"),
    "over": N_("game over"),
}
"""What the table is doing in each phase, as the round line says it ("Round 4: the dice")."""


OFFERS = {
    "takeover": N_("Offer: take over {square} or pay {fee}"),
    "black_market": N_("Offer: a pack"),
    "broker": N_("Offer: a stockbroker"),
    "guard": N_("Offer: guards"),
}
"""What a square offers the player who landed on it: a company by its id; what any other square offers alone, the
square being named on the player's line above ("Offer: a guard, Security guard 1 square" offered one guard where
several may be hired, and named the square twice). A company for sale has no line: the log's "LOG-3 is for sale at
120." says it just above on the console and among every phone's last sentences, and the lander's question says it again
("Offer: buy LOG-3" over "Ann: buy LOG-3 for 120?" said one thing three times)."""
SELL_PACK = N_("Offer: sell the pack")
"""The black market's offer to a player who holds a pack: it buys it back."""


def _name(summary: dict[str, Any], seat: Any) -> str:
    players = summary.get("players", [])
    return players[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(players) else "-"


def _code(summary: dict[str, Any], stock: Any) -> str:
    return (summary.get("stocks", {}).get(str(stock)) or {}).get("code", str(stock))


def _square(summary: dict[str, Any], square: Any) -> str:
    """A square as the log names it (:func:`square_word_among`: a company by its id, IT-2, any other by its kind,
    numbered only where the board has several of that kind), but Start short: the line has no room for the log's
    "Start square"."""
    text = str(square)
    if text == "start":
        return pgettext("square", "Start")
    return say(square_word_among(text, summary.get("squares") or []), _)


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    lines: list[str] = []
    current = summary.get("current_player")
    winners = summary.get("winners") or []
    # the names' column as wide as the longest name (8 to 12 letters), so the cash and VP stay in line; a longer
    # name is a row of its own above them
    width = name_width(summary)
    # the cash grouped as the language writes an amount ("1 200", "1,200"; it read "1200" beside options that say
    # "2 000"), its column as wide as the widest amount so the VP stay in line
    cash = [number(int(player.get("cash", 0))) for player in summary.get("players", [])]
    cash_width = max([5, *(len(amount) for amount in cash)])
    for seat, player in enumerate(summary.get("players", [])):
        marker = ">" if seat == current else " "
        state = " " + _(OUT) if player.get("out") else " " + _("(winner)") if seat in winners else ""
        vp = player.get("vp", 0)
        standing = ngettext("{vp} VP  at {square}", "{vp} VP  at {square}", vp).format(
            vp=f"{vp:>2}", square=_square(summary, player.get("square", "?"))
        )
        *alone, head = named_head(f" {marker} {seat + 1}. ", str(player.get("name", "?")), width)
        lines += [*alone, f"{head}{cash[seat]:>{cash_width}}  {standing}{state}"]
        held = [f"{_code(summary, s)} {n}" for s, n in player.get("shares", {}).items()]
        brokers, guards = player.get("brokers") or 0, player.get("guards") or 0
        kit = [
            part
            for part in (
                ngettext("{count} broker", "{count} brokers", brokers).format(count=brokers) if brokers else "",
                ngettext("{count} guard", "{count} guards", guards).format(count=guards) if guards else "",
                _("pack") if player.get("pack") else "",
            )
            if part
        ]
        # two spaces between any two holdings, one inside a holding: "CRY 5  IT 10  CRY-1" (it read "CRY 5 IT 10
        # CRY-1", the stocks run together and the companies apart)
        parts = [part for group in (held, list(player.get("companies", [])), kit) for part in group]
        if parts:
            lines += flowed("      ", parts, "      ", separator="  ")
    lines = together(lines)  # the players read side by side
    stocks = summary.get("stocks", {})
    values = "  ".join(f"{_code(summary, s)} {info['value']}" for s, info in stocks.items())
    lines.append("   " + _("Stocks: {values}").format(values=values))
    upcoming = (summary.get("insight") or {}).get("forecast_next") or {}
    if upcoming:
        direction = upcoming["direction"]
        lines.append(
            "   "
            + _("Forecast on field {field}; next: {stock} {direction}").format(
                field=summary.get("forecast"),
                stock=_code(summary, upcoming["stock"]),
                direction=_(DIRECTIONS.get(direction, direction)),
            )
        )
    phase = PHASES.get(summary.get("phase", ""))
    lines.append(
        "   " + _("Round {round}: {phase}").format(round=summary.get("round", 1), phase=_(phase) if phase else "-")
    )
    police = summary.get("police_next") or 0
    # (during a fight, its own count is on its line; once the game is over there is no next fight to count)
    if summary.get("over"):
        lines.append("   " + _("Target {target} VP").format(target=summary.get("target")))
    else:
        lines.append(
            "   "
            + ngettext(
                "Target {target} VP; next police fight: {police} officer",
                "Target {target} VP; next police fight: {police} officers",
                police,
            ).format(target=summary.get("target"), police=police)
        )
    if summary.get("state_companies"):
        pile = "   " + _("Held by the state: {companies}")
        lines += flowed_list(pile, "companies", summary["state_companies"], separator=" ")
    lines += _moment(summary)
    if summary.get("last_round") and not summary.get("over"):
        movers = [_name(summary, s) for s in summary.get("last_movers", [])]
        if movers:
            lines += flowed_list("   " + _("Last round: {names} still to move"), "names", movers)
        else:
            lines.append("   " + _("Last round: nobody still to move"))
    return lines + winners_line(summary)


def _moment(summary: dict[str, Any]) -> list[str]:
    """What the table is doing now: the offer, the fight, the auction, the debt."""
    offer, fight, auction, debt = (summary.get(k) for k in ("offer", "fight", "auction", "debt"))
    if fight:
        other = _("the police") if fight["kind"] == "police" else _name(summary, fight.get("defender"))
        lines = [
            "   "
            + ngettext(
                "Fight: {player} {guards} guard against {other} {opponents}",
                "Fight: {player} {guards} guards against {other} {opponents}",
                fight["guards"],
            ).format(
                player=_name(summary, fight["player"]),
                guards=fight["guards"],
                other=other,
                opponents=fight["opponents"],
            )
        ]
        lines += [
            "     "
            + _("throw {n}: white {white} black {black} → {guards} to {opponents}").format(
                n=n, white=w, black=b, guards=g, opponents=o
            )
            for n, (w, b, g, o) in enumerate(fight_rounds(fight), start=1)
        ]
        return lines
    if auction:
        high = auction.get("high_bid")
        standing = (
            _("Auction of {company} (price {price}): no bid yet")
            if high is None
            else _("Auction of {company} (price {price}): {high} by {name}")
        )
        return [
            "   "
            + standing.format(
                company=auction["company"],
                price=number(auction["price"]),
                high=number(high) if high is not None else high,
                name=_name(summary, auction.get("high_bidder")),
            ),
            *flowed_list(
                "   " + _("{name} to bid; still in: {names}"),
                "names",
                [_name(summary, s) for s in auction.get("still_in", [])],
                values={"name": _name(summary, auction.get("to_act"))},
            ),
        ]
    if debt:
        return [
            "   "
            + _("Debt: {name} owes {amount}, has {cash}").format(
                name=_name(summary, debt["player"]), amount=number(debt["amount"]), cash=number(debt["cash"])
            )
        ]
    if offer and offer["kind"] != "company":
        what = offer.get("company") or _square(summary, offer.get("square"))
        kind = offer["kind"]
        players, seat = summary.get("players", []), summary.get("current_player")
        holds = isinstance(seat, int) and 0 <= seat < len(players) and bool(players[seat].get("pack"))
        text = (
            _(SELL_PACK)
            if kind == "black_market" and holds
            else _(OFFERS[kind])
            if kind in OFFERS
            else kind.replace("_", " ") + " {square}"
        )
        return ["   " + text.format(square=what, fee=offer.get("fee"))]
    return []


def sheet(summary: dict[str, Any], viewer: int | None = None, table: Table[Any] | None = None) -> list[str]:
    """The score sheet: every player as the end would rank them now (VP, then cash, then cash with the shares at
    their values), each with the items that gave the VP; nothing is hidden, so ``viewer`` changes nothing. A
    bankrupt player's line says the round they left in, read from ``table``'s log as the final scores read it:
    the sheet said only "bankrupt: ranked after those still in" where the final scores said "bankrupt in round
    13: …".

    Without it the console printed the summary's raw fields ("case personal_crisis-1", "vp 3", "out non").
    """
    players = summary.get("players", [])
    winners = summary.get("winners") or []
    worths = (summary.get("insight") or {}).get("worth") or [{} for _player in players]  # the engine's own sums

    def worth(seat: int) -> int:
        return int(worths[seat].get("cash", 0)) + int(worths[seat].get("shares", 0))

    def key(seat: int) -> tuple[int, ...]:  # the end's ranking key (games/mad_market/end.key), from the summary
        player = players[seat]
        return (0 if player.get("out") else 1, player.get("vp", 0), player.get("cash", 0), worth(seat))

    order = [entry["player"] for entry in summary.get("ranking") or []] or sorted(
        range(len(players)), key=lambda seat: tuple(-k for k in key(seat))
    )
    left = rounds_left(table) if table is not None and any(player.get("out") for player in players) else {}
    lines = []
    # players level on every figure share a place, as the final scores place them ("2. Ann", "2. Ben", bankrupt
    # alike): the sheet numbered them 2 and 3 under final scores that said 2 and 2
    for place, seat in zip(places([key(seat) for seat in order]), order, strict=True):
        player = players[seat]
        crown = " " + _("(winner)") if seat in winners else ""
        vp = _("{vp} VP").format(vp=player.get("vp", 0))
        *alone, head = named_head(f"   {place}. ", str(player.get("name", "?")), NAME_COLUMN)  # a longer name alone
        lines += [*alone, f"{head}{vp:>6}{crown}"]
        detail = (
            out_detail(seat, left)
            if player.get("out")
            else _("cash {cash} · with shares {total}").format(
                cash=number(player.get("cash", 0)), total=number(worth(seat))
            )
        )
        items = [item_count(item, n) for item, n in (player.get("items") or {}).items() if n]
        lines += flowed("      " + detail, [("  " if i == 0 else "") + part for i, part in enumerate(items)], "      ")
    return lines


def item_count(item: str, count: int) -> str:
    """How many of one victory-point item, the word agreeing with its number ("2 villas", "2 ville"): the sheet
    read "2 villa", "3 limousine" in every language, a count glued to the item's name."""
    if item == "jet":
        return ngettext("{count} jet", "{count} jets", count).format(count=count)
    if item == "yacht":
        return ngettext("{count} yacht", "{count} yachts", count).format(count=count)
    if item == "villa":
        return ngettext("{count} villa", "{count} villas", count).format(count=count)
    if item == "limousine":
        return ngettext("{count} limousine", "{count} limousines", count).format(count=count)
    return f"{count} {_(ITEM_NAMES.get(item, item))}"  # an item a newer board names


# -- what a person types -------------------------------------------------------------------

OUT = term(N_("(out)"))
"""A player out of the game, beside the name: "(hors jeu)" kept on one row."""
TRADE_FORM = N_("Type a trade as '{buy} 5 {code}' or '{sell} 3 {code}': one stock and how many shares.")
NOTHING_TO_SELL = N_("{name} holds no {stock} shares to sell.")
UNKNOWN_STOCK = N_("'{word}' is not a stock (stocks: {known}).")
# NOTE: {word} is a stock's name typed a letter off; {meant} is the whole trade typed, with the stock put right
STOCK_MEANT = N_("'{word}' is not a stock: did you mean '{meant}'?")
ONE_ITEM = N_("One item per turn: type '{buy} {item}'.")


@dataclass(frozen=True, slots=True)
class Words:
    """The words a player may type, in English and in the console's language, accents optional: an Italian table
    types "compra 5 IT", "vendi tutte LOG", "agente"; English always works too."""

    buy: frozenset[str]
    sell: frozenset[str]
    every: frozenset[str]
    broker: frozenset[str]
    hire: frozenset[str]
    guards: frozenset[str]
    up: frozenset[str]
    down: frozenset[str]
    filler: frozenset[str]
    shown_buy: str
    shown_sell: str

    @classmethod
    def now(cls) -> Words:
        """The words of the language the console speaks now (asked at each line: the language may change)."""
        # NOTE: words a player types at the console, each alternative separated by "|" (no spaces around it);
        # accented words may be given without their accents, which the console ignores anyway.
        buy = pgettext("typed at the console", "buy|purchase")
        # NOTE: words a player types at the console for selling shares, alternatives separated by "|".
        sell = pgettext("typed at the console", "sell")
        # NOTE: words a player types at the console for hiring the stockbroker a square offers (the option
        # reads "Hire a stockbroker"), alternatives separated by "|".
        broker = pgettext("typed at the console", "broker|stockbroker|hire broker|hire a broker")
        return cls(
            buy=_plain_words({"buy", "purchase"}, buy),
            sell=_plain_words({"sell"}, sell),
            every=_plain_words({"all"}, pgettext("typed at the console", "all")),
            broker=_plain_words({"broker", "stockbroker", "hire broker", "hire a broker"}, broker),
            # NOTE: a verb a player types before the security guards they hire ("hire 2 guards"), alternatives
            # separated by "|".
            hire=_plain_words({"hire"}, pgettext("typed at the console", "hire")),
            # NOTE: the single words a player may type for security guards ("2 security guards"), alternatives
            # separated by "|".
            guards=_plain_words(
                {"guard", "guards", "security"}, pgettext("typed at the console", "guard|guards|security")
            ),
            # NOTE: words a player types for moving a share up with a stockbroker ("broker IT up"), alternatives
            # separated by "|".
            up=_plain_words({"up", "rise", "raise"}, pgettext("typed at the console", "up|rise|raise")),
            # NOTE: words a player types for moving a share down with a stockbroker ("broker IT down"),
            # alternatives separated by "|".
            down=_plain_words({"down", "fall", "lower"}, pgettext("typed at the console", "down|fall|lower")),
            # NOTE: words a player may put between a count and a stock ("buy 5 shares of IT", "sell all the IT
            # shares"), which the console skips; its articles and "my" too; alternatives separated by "|".
            filler=_plain_words(
                {"shares", "share", "of", "the", "my"}, pgettext("typed at the console", "shares|share|of")
            ),
            shown_buy=buy.split("|")[0],
            shown_sell=sell.split("|")[0],
        )


def _plain_words(english: set[str], translated: str) -> frozenset[str]:
    return frozenset(fold(word) for word in said(english, translated))


def stock_names(summary: dict[str, Any]) -> dict[str, str]:
    """Every way a stock may be typed (without accents, in any case) → the stock: its code ("IT", "LOG") and its
    name in each language the companion speaks ("Logistics", "Logistica", "Logistique"), whatever the console's."""
    names: dict[str, str] = {}
    for stock, info in (summary.get("stocks") or {}).items():
        name = str(info.get("name") or "")
        for word in (info.get("code"), name, *(translator(code)(name) for code in LANGUAGES if name)):
            if word:
                names[fold(str(word))] = stock
    return names


def one_named(word: str, names: dict[str, str]) -> str | None:
    """The thing ``word`` names: a code or a name whole, else the one thing whose name starts with it ("logi",
    "limo"), at least three letters of it."""
    if word in names:
        return names[word]
    starts = {thing for name, thing in names.items() if len(word) >= 3 and name.startswith(word)}
    return starts.pop() if len(starts) == 1 else None


def parse(text: str, table: Any) -> Action | RuleViolation | Unfinished | None:
    """A line typed in Mad Market's words, as the action the offer or the basket would make (the engine then
    accepts it or says why not).

    "buy 5 IT", "compra 5 azioni it", "acheter 5 Logistique", "sell 3 LOG", "vendi tutte LOG" (every share
    held): one stock per trade, as the basket's one line; "compra limousine", "achète villa" for an item (the
    line reads "Compra una limousine"); "compra LOG-3" for the company offered, "vendi LOG-3" for one's own;
    "broker" (and "agente", "courtier") for the stockbroker a square offers; "vendre IT" without its count asks how
    many (:func:`count_asked`). Anything else is left to the console's generic matching (None).
    """
    prompt = table.prompt()
    seat = prompt.player
    typed = Words.now()
    said_words = text.replace(",", " ").split()
    if not said_words or prompt.over or seat is None:
        return None
    main = prompt.primary()
    decision = main.decision if main is not None else None
    if fold(text) in typed.broker and isinstance(decision, Pick):
        return next((o.action for o in decision.options if isinstance(o.action, actions.HireBroker)), None)
    guards = guards_action(fold(text).split(), seat, typed)
    if guards is not None:
        return guards
    hiring = guards_count_asked(fold(text).split(), said_words, decision, typed)
    if hiring is not None:
        return hiring
    broker = broker_action(fold(text).split(), seat, table.summary(PUBLIC), typed)
    if broker is not None:
        return broker
    shown = said_words[:1] + [word for word in said_words[1:] if fold(word) not in typed.filler]
    words = fold(" ".join(shown)).split()
    basket = isinstance(decision, Basket) and decision.cls is actions.Trade
    meant = stock_meant(words, shown, table.summary(PUBLIC), typed) if basket else None
    if meant is not None:
        return meant
    if len(words) < 2 or not (words[0] in typed.buy or words[0] in typed.sell):
        summary = table.summary(PUBLIC)
        return trade_form(summary, typed) if basket and count_and_stock(words, summary, typed) else None
    summary = table.summary(PUBLIC)
    thing = " ".join(words[1:])
    item = one_named(thing, item_names()) if words[0] in typed.buy else None
    if item is not None:
        return actions.BuyItem(seat, item)  # not on offer now: the engine says why
    counted_item = items_counted(words) if words[0] in typed.buy else None
    if counted_item is not None:
        count, item = counted_item
        if count == 1:
            return actions.BuyItem(seat, item)  # "achète 1 villa": the one item, as "achète villa"
        return RuleViolation(ONE_ITEM, buy=typed.shown_buy, item=_(ITEM_NAMES[item]))
    company = next((c for c in summary.get("companies") or {} if fold(c) == thing), None)
    if company is not None and words[0] in typed.sell:
        return actions.SellCompany(seat, company)  # not one's own, or not now: the engine says why
    if company is not None:
        offered = (summary.get("offer") or {}).get("company") == company and isinstance(decision, Pick)
        options = decision.options if isinstance(decision, Pick) and offered else ()
        return next((o.action for o in options if isinstance(o.action, actions.BuyCompany)), None)
    asked = count_asked(words, shown, seat, summary, decision, typed) if basket else None
    if asked is not None:
        return asked
    lines = decision if basket and isinstance(decision, Basket) else None
    return trade_action(words, shown, seat, summary, typed, basket=basket, lines=lines)


BUY_HOW_MANY = N_("How many {stock} shares to buy ({span})")
SELL_HOW_MANY = N_("How many {stock} shares to sell ({span})")


def count_asked(
    words: list[str], shown: list[str], seat: int, summary: dict[str, Any], decision: Any, typed: Words
) -> Action | RuleViolation | Unfinished | None:
    """ "vendre IT", "buy Logistics": a trade whose count is missing, asked for as the basket's line asks it ("How
    many IT shares to sell (1-10)"), its range the one the line takes now. Where the line takes no share at all, the
    trade of one, for the engine to say why (no cash, already traded), or, with none held, that there is none to
    sell. None for anything else.

    "vendre IT" was answered "Tapez une transaction comme 'achète 5 LOG' ou 'vends 3 LOG'", the stock it named
    forgotten: a table asks how many."""
    rest = words[1:]
    if not rest or any(word.isdigit() or word in typed.every for word in rest):
        return None
    stock = one_named(" ".join(rest), stock_names(summary))
    side = "buy" if words[0] in typed.buy else "sell"
    items = {item.key: item for item in getattr(decision, "items", ())}
    item = items.get(f"{side}-{stock}") if stock is not None else None
    if item is None or stock is None:
        return None
    if item.high <= item.low:
        player = summary["players"][seat]
        if side == "sell" and not int(player.get("shares", {}).get(stock, 0)):
            stock_name = summary["stocks"][stock]["name"]  # (taken out first: see trade_action)
            return RuleViolation(NOTHING_TO_SELL, name=player["name"], stock=_(stock_name))
        return actions.Trade(seat, int(stock), side, 1)  # refused: the engine says why
    least = decision.least_alone(item) or item.low + item.step
    span = f"{least}-{item.high}" if least < item.high else str(least)
    template = BUY_HOW_MANY if side == "buy" else SELL_HOW_MANY
    asked = _(template).format(stock=_code(summary, stock), span=span)
    return Unfinished(" ".join(shown), "", asked)


def items_counted(words: list[str]) -> tuple[int, str] | None:
    """The count and the item of "buy 1 villa", "achète 2 villas" (the item named by its start, a plural's last
    letter let go), or None: "acheter 1 villa" was "'villa' n'est pas une action", the item taken for a stock."""
    if len(words) < 3 or not words[1].isdigit():
        return None
    thing = " ".join(words[2:])
    names = item_names()
    item = one_named(thing, names) or (one_named(thing[:-1], names) if len(thing) > 3 else None)
    return (int(words[1]), item) if item is not None else None


def broker_action(words: list[str], seat: int, summary: dict[str, Any], typed: Words) -> Action | None:
    """``broker IT up``, ``agente IT al rialzo``, ``courtier LOG baisse``: one of one's stockbrokers moving a share
    (the options read "stockbroker: IT up"); the engine says whether it may now."""
    directions = [word for word in words if word in typed.up or word in typed.down]
    if len(directions) != 1 or not any(word in _tokens(typed.broker) for word in words):
        return None
    rest = [word for word in words if word not in _tokens(typed.broker) and word not in typed.filler]
    rest.remove(directions[0])
    stock = one_named(" ".join(rest), stock_names(summary)) if rest else None
    if stock is None:
        return None
    return actions.UseBroker(seat, int(stock), "up" if directions[0] in typed.up else "down")


def _tokens(phrases: frozenset[str]) -> set[str]:
    return {word for phrase in phrases for word in phrase.split()}


def guards_action(words: list[str], seat: int, typed: Words) -> Action | None:
    """``hire 2 guards``, ``assumi 2 guardie``, ``2 vigiles``: the number of security guards with their word (a
    bare number is the console's own); offered or not, the engine says whether they can be hired now."""
    said = [word for word in words if word not in typed.hire and word not in typed.filler]
    count = [word for word in said if word.isdigit()]
    if len(count) != 1 or not any(word in typed.guards for word in said):
        return None
    if any(word not in typed.guards for word in said if word not in count):
        return None
    return actions.HireGuards(seat, int(count[0]))


HIRE_HOW_MANY = N_("How many guards to hire ({span})")


def guards_count_asked(words: list[str], shown: list[str], decision: Any, typed: Words) -> Unfinished | None:
    """ "hire guards", "assumi guardie" where guards are offered: the count is asked, with the range the offer takes
    ("How many guards to hire (1-4)"), as "buy IT" asks how many shares. It was "'hire guards' is not an option
    or a command", while "guards" alone asked for the number."""
    if not isinstance(decision, Amount) or decision.range is None or decision.range.cls is not actions.HireGuards:
        return None
    said = [word for word in words if word not in typed.filler]
    if len(said) < 2 or not any(word in typed.guards for word in said):
        return None
    if any(word not in typed.guards and word not in _tokens(typed.hire) for word in said):
        return None
    low, high = decision.range.low, decision.range.high
    span = f"{low}-{high}" if low < high else str(low)
    return Unfinished(" ".join(shown), "", _(HIRE_HOW_MANY).format(span=span))


def item_names() -> dict[str, str]:
    """Every way an item may be typed (without accents, any case) → the item: its name in each language."""
    return {fold(translator(code)(name)): item for item, name in ITEM_NAMES.items() for code in LANGUAGES} | {
        item: item for item in ITEM_NAMES
    }


def trade_form(summary: dict[str, Any], typed: Words) -> RuleViolation:
    """How to type a trade, in the console's words ("Type a trade as 'buy 5 LOG' or 'sell 3 LOG': …")."""
    return RuleViolation(
        TRADE_FORM,
        buy=typed.shown_buy,
        sell=typed.shown_sell,
        code=_code(summary, next(iter(summary.get("stocks") or {"3": {}}))),
    )


def stock_listed(name: str, code: str) -> str:
    """A stock as a list of stocks names it: "Logistics (LOG)", and "IT" once where its name is its code (the list
    read "IT (IT)")."""
    return name if fold(name) == fold(code) else f"{name} ({code})"


def near_stock(word: str, names: dict[str, str]) -> str | None:
    """The stock ``word`` is a letter or two off ("itt", "lgo", "energi"), or None: the words of
    :mod:`companion.console.near`, among the stocks' codes and names."""
    if len(word) < SHORTEST or word in names or any(char.isdigit() for char in word):
        return None
    close = corrected(word, frozenset(names))
    return names[close] if close is not None and close in names else None


def stock_meant(words: list[str], shown: list[str], summary: dict[str, Any], typed: Words) -> RuleViolation | None:
    """A trade typed with its stock a letter or two off ("buy 2 itt", "vendi itt"): the line with the
    stock put right, offered and never taken, as the console offers a mistyped option; None for anything else.
    A trade is a buy or sell word (and its count) beside the one word amiss; a word alone is left to the options.

    "compra 2 itt" was "'itt' is not a stock (stocks: …)", and "compra itt" not an option at all."""
    names = stock_names(summary)
    sides = typed.buy | typed.sell
    counted = [word for word in words if word.isdigit() or word in typed.every]
    sided = [word for word in words if word in sides]
    rest = [(at, word) for at, word in enumerate(words) if word not in counted and word not in sided]
    if len(rest) != 1 or len(sided) != 1 or len(counted) > 1:
        return None
    at, word = rest[0]
    stock = near_stock(word, names)
    if stock is None or one_named(word, names) is not None:
        return None
    meant = " ".join(_code(summary, stock) if place == at else said for place, said in enumerate(shown))
    return RuleViolation(STOCK_MEANT, word=shown[at], meant=meant)


def count_and_stock(words: list[str], summary: dict[str, Any], typed: Words) -> bool:
    """True if ``words`` are a count and a stock without the verb ("2 IT", "LOG 3", "all LOG"): a trade that does
    not say whether it buys or sells, answered with how to type one rather than "not an option"."""
    counts = [word for word in words if word.isdigit() or word in typed.every]
    rest = [word for word in words if word not in counts]
    return len(counts) == 1 and bool(rest) and one_named(" ".join(rest), stock_names(summary)) is not None


def trade_action(
    words: list[str],
    shown: list[str],
    seat: int,
    summary: dict[str, Any],
    typed: Words,
    *,
    basket: bool,
    lines: Basket | None = None,
) -> Action | RuleViolation | None:
    """``buy 5 IT``, ``buy IT 5``, ``sell all IT``, ``buy all IT``: one trade as the basket makes it ("all" to
    buy is the most its line takes, ``lines`` being the basket; "buy all IT" was told how to type a trade).
    Outside the basket a line is taken only when it is a whole trade (the engine then says what the game waits
    for); inside it, a trade typed wrong is answered with how to type one, a stock it does not know with the
    stocks."""
    side = "buy" if words[0] in typed.buy else "sell"
    counts = [word for word in words[1:] if word.isdigit() or word in typed.every]
    rest = [word for word in words[1:] if word not in counts]
    typed_rest = [said for said, word in zip(shown[1:], words[1:], strict=True) if word not in counts]
    names = stock_names(summary)
    stock = one_named(" ".join(rest), names) if rest else None
    form = trade_form(summary, typed)
    if counts and counts[0] in typed.every and not rest and lines is not None:
        # "vendi tutte" where one stock alone may be sold (a debt's sale of the one stock held): that stock, as the
        # basket's one line says; it was told how to type a trade, that one line in sight.
        open_lines = [item.key for item in lines.items if item.key.startswith(f"{side}-") and item.high > item.low]
        stock = open_lines[0].removeprefix(f"{side}-") if len(open_lines) == 1 else None
    if len(counts) == 1 and stock is not None:
        count = counts[0]
        if count.isdigit():
            return actions.Trade(seat, int(stock), side, int(count))
        if side == "sell":
            player = summary["players"][seat]
            held = int(player.get("shares", {}).get(stock, 0))
            if not held:  # "sell all" of nothing: a trade of 0 would be refused as a count, not as what it is
                stock_name = summary["stocks"][stock]["name"]
                return RuleViolation(NOTHING_TO_SELL, name=player["name"], stock=_(stock_name))
            return actions.Trade(seat, int(stock), side, held)
        line = next((item for item in lines.items if item.key == f"{side}-{stock}"), None) if lines else None
        if line is not None and line.high > 0:
            return actions.Trade(seat, int(stock), side, line.high)
        return form if basket else None
    if not basket:
        return None
    if stock is not None or len(counts) > 1 or sum(1 for word in rest if one_named(word, names)) > 1:
        return form  # a count missing, two counts, or two stocks in one trade
    if counts and not rest:
        return form  # "compra 3": the stock missing (the console's matching took it for "Compra una limousine")
    if counts and rest:
        # The name taken out first: Babel 2.14 reads _(info["name"]) as the message "name" (and, on Python 3.12 and
        # later, inside an f-string too).
        stocks = [(info["name"], info["code"]) for info in summary["stocks"].values()]
        known = ", ".join(stock_listed(_(name), code) for name, code in stocks)
        return RuleViolation(UNKNOWN_STOCK, word=" ".join(typed_rest), known=known)
    return None  # "compra villa", "vendi IT-2": an item, a company, for the generic matching
