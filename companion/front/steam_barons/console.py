"""Steam Barons as text: the console's board (players, companies, the moment), from the summary only, and the
order of play typed in words (:func:`parse`).

``private_for`` is the seat whose own sealed sale may be shown (the summary
already hides everyone else's). Every word is the player's language's (the
companies by their names in it), and lines stay under 60 characters in each
language where the names allow: the companies' table has short column
headings; its controller's column grows to a long name, within 78 columns.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable
from typing import Any

from companion.console.typed import Unfinished
from companion.core import N_, PUBLIC, Entry, RuleViolation
from companion.core.i18n import NP_
from companion.core.records import Action
from companion.front.steam_barons.holdings import any_certificate, held_text, holdings
from companion.games.steam_barons.actions import CompanyOrder
from companion.games.steam_barons.choices import AnyOrder
from companion.games.steam_barons.rules import COMPANY_NAMES, MAP_NAMES, TURNS
from companion.games.steam_barons.summary import turn_under_way
from companion.text.columns import DEFAULT
from companion.text.columns import width as text_width
from companion.text.i18n import _, money, ngettext, number, pgettext, unlisted
from companion.text.summary import (
    Follows,
    flowed,
    flowed_list,
    name_width,
    named_head,
    staggered,
    together,
    winners_line,
)

CONSOLE_WIDTH = DEFAULT
"""The columns a line keeps within when a long name needs more than the usual 60 (a terminal's 80, less a margin)."""

PHASES = {
    "company_order": N_("draw the order of play"),
    "first_player": N_("draw the first player"),
    "auction": N_("buy shares"),
    "buy": N_("buy shares"),
    "build": N_("build track"),
    "deliver": N_("ship goods"),
    "sell": N_("sell shares"),
    "over": N_("game over"),
}
"""What the table does in each phase, as the turn line says it ("Turn 1 of 5: buy shares.")."""


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    players = summary.get("players", [])

    def name(seat: Any) -> str:
        return players[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(players) else "-"

    def company(key: str) -> str:
        return _(COMPANY_NAMES[key]) if key in COMPANY_NAMES else key

    lines: list[str] = []
    column = name_width(summary)  # the cash and shares of every row in line, whatever the names' length
    cash = cash_width(players)
    for seat, player in enumerate(players):
        crown = " " + _("(winner)") if seat in (summary.get("winners") or []) else ""
        marker = ">" if seat == summary.get("current_player") else " "
        *alone, head = named_head(f" {marker} {seat + 1}. ", player["name"], column)
        head += f"{money(player.get('cash', 0), '$'):<{cash}} "
        held = [held_text(company(c), count, _) for c, count in holdings(summary, player).items()] or [_("no shares")]
        lines += alone + flowed(head, [*held[:-1], held[-1] + crown], " " * len(head))
    lines = together(lines)  # the players read side by side
    if any_certificate(summary):  # the players' lines mark them: said under them
        lines.append("   " + _("* holds the company's certificate"))
    phase, game_map = PHASES.get(summary.get("phase", "")), MAP_NAMES.get(summary.get("map", ""))
    lines.append(
        "   "
        + _("Turn {turn} of {turns}: {phase}.").format(
            turn=turn_under_way(summary), turns=TURNS, phase=_(phase) if phase else ""
        )
    )
    if game_map:
        lines.append("   " + _("Map: {map}").format(map=_(game_map)))
    card = summary.get("card", {})
    if card.get("calibrated"):  # a stand-in is said above the table, in the engine's words, as every game's is
        lines.append("   " + _("Card: {name}").format(name=card.get("name")))
    if summary.get("order"):
        lines.append("   " + _("Order: {companies}").format(companies=", ".join(company(c) for c in summary["order"])))
    if summary.get("first_player") is not None:
        lines.append("   " + _("First-player marker: {name}").format(name=name(summary["first_player"])))
    lines += _companies(summary, name, company)
    if summary.get("ownerless_links"):
        lines.append("   " + _("Ownerless links: {links}").format(links=summary["ownerless_links"]))
    lines += _moment(summary, private_for, name, company)
    return [piece for line in lines + winners_line(summary) for piece in _within(line)]


def _within(line: str) -> list[str]:
    """``line``, or its words over lines of the console's columns where a long name takes it past them ("Auction
    of Orange (7 available): $14 by" and the name whole on the next line, indented under the sentence): a terminal
    broke it mid-name at its own edge, without the indent."""
    if len(line) <= text_width():
        return [line]
    indent = line[: len(line) - len(line.lstrip())]
    first, *rest = textwrap.wrap(
        line.lstrip(), text_width(), initial_indent=indent, subsequent_indent=indent + "  ", break_on_hyphens=False
    )
    return [Follows(first) if isinstance(line, Follows) else first, *(Follows(piece) for piece in rest)]


def _companies(summary: dict[str, Any], name: Callable[[Any], str], company: Callable[[str], str]) -> list[str]:
    """The companies' table: a heading of the columns' names in words, on two rows in turn (each name ends over
    its figures, or starts over a name, and may reach over its neighbour's, whose name is on the other row), then a
    row per company. Its headings were abbreviations ("disp. non em. coll.", "perf treas avail") a player had to
    decode; in two rows in turn, whole words keep the table within 60 columns."""
    # NOTE: The console's companies' table: its eight headings stand on two rows in turn (Company, Performance,
    # Controller, Unissued on the lower; Price, Treasury, On offer, Links on the upper), each may reach over its
    # neighbours' columns; whole words, no abbreviations: the table stays within 60 columns.
    headings = (
        pgettext("column", "Company"),
        pgettext("column", "Price"),
        pgettext("column", "Performance"),
        pgettext("column", "Treasury"),
        pgettext("column", "Controller"),
        pgettext("column", "On offer"),
        pgettext("column", "Unissued"),
        pgettext("column", "Links"),
    )
    wide = [
        max(len(text), least) if i in NAME_COLUMNS else least
        for i, (text, least) in enumerate(zip(headings, (8, 4, 2, 4, 8, 2, 2, 2), strict=True))
    ]
    treasuries = [len(money(firm.get("treasury", 0), "$")) for firm in summary.get("companies", {}).values()]
    wide[3] = max([wide[3], *treasuries])  # a treasury of thousands ("$2 004") stays under its heading
    staggered(
        headings, wide, NAME_COLUMNS
    )  # the columns a heading needs, before the controller's grows into what is left
    # The controller whole ("Marie-Cl" was Marie-Claire or Marie-Clotilde): the column grows as far as the row keeps
    # within 78, and a name longer still goes on under itself, in the same column, on the rows after its company's.
    controllers = [len(name(firm.get("controller"))) for firm in summary.get("companies", {}).values()]
    wide[4] = max(wide[4], min(max(controllers, default=0), text_width() - 3 - sum(wide) - len(wide) + 1 + wide[4]))

    def row(cells: tuple[Any, ...]) -> str:  # the company and its controller to the left, the figures right
        return "   " + " ".join(f"{cell:{'<' if i in (0, 4) else '>'}{wide[i]}}" for i, cell in enumerate(cells))

    lines = ["   " + text for text in staggered(headings, wide, NAME_COLUMNS)]
    for key, firm in summary.get("companies", {}).items():
        label = company(key)
        if firm.get("removed"):
            links = firm.get("links", 0)
            removed = ngettext(
                "bankrupt, removed; {links} link ownerless", "bankrupt, removed; {links} links ownerless", links
            ).format(links=links)
            lines.append(f"   {label:<{wide[0]}} {'B':>{wide[1]}} {removed}")  # B under the prices, as the others
            continue
        price = "B" if firm.get("price") is None else money(firm["price"], "$")
        controller = _pieces(name(firm.get("controller")), wide[4])
        cells = (
            label,
            price,
            firm.get("performance", 0),
            money(firm.get("treasury", 0), "$"),
            controller[0],
            firm.get("available", 0),
            firm.get("unissued", 0),
            firm.get("links", 0),
        )
        lines.append(row(cells))
        lines += [" " * (3 + sum(wide[:4]) + 4) + piece for piece in controller[1:]]
    return together(lines)  # a row's figures are read under the headings


NAME_COLUMNS = (0, 4)
"""The companies' table's columns of names (the company, its controller), aligned left; the figures' right."""


def cash_width(players: list[dict[str, Any]]) -> int:
    """The cash column: as wide as the widest cash grouped as the language writes it ("$12 020"), at least "$30 "'s
    five, so each player's shares start in line."""
    return max([5, *(len(money(player.get("cash", 0), "$")) for player in players)])


def _amount(value: Any) -> Any:
    """A whole amount grouped as the language writes it (1,200; 1.200; 1 200); anything else as it is."""
    return number(value) if isinstance(value, int) and not isinstance(value, bool) else value


def _pieces(name: str, width: int) -> list[str]:
    """``name`` in pieces of at most ``width`` letters, broken after a hyphen or at a space where it has one
    ("Bartholomew-Alexandre-" then "Jean-Christophe"): a name cut at its column ("Bartholomew-Alexandre-Je") left
    the players to guess whose company it was."""
    return textwrap.wrap(name, width, break_on_hyphens=True) or [name]


def _moment(
    summary: dict[str, Any], private_for: int | None, name: Callable[[Any], str], company: Callable[[str], str]
) -> list[str]:
    """What the table is doing now: the auction, the purchase, the building, the sealed sales, the prices moved."""
    lines = []
    at, auction, data = (
        company(summary.get("at") or ""),
        summary.get("auction") or {},
        (summary.get("prompt") or {}).get("data", {}),
    )
    if summary.get("phase") == "auction" and auction:
        high = auction.get("high_bid")
        count = int(
            auction.get("available") or 0
        )  # the shares counted with their noun: "(1 in vendita)" said 1 of what?
        standing = (
            ngettext(
                "Auction of {company} ({available} share on offer): no bid yet",
                "Auction of {company} ({available} shares on offer): no bid yet",
                count,
            )
            if high is None
            else ngettext(
                "Auction of {company} ({available} share on offer): ${high} by {name}",
                "Auction of {company} ({available} shares on offer): ${high} by {name}",
                count,
            )
        )
        lines.append(
            "   "
            + standing.format(
                company=at,
                available=auction.get("available"),
                high=None if high is None else number(high),
                name=name(auction.get("high_bidder")),
            )
        )
    elif summary.get("phase") == "buy" and auction:
        lines.append(
            "   "
            + ngettext(
                "{name} won {company} at ${price}; {available} share left",
                "{name} won {company} at ${price}; {available} shares left",
                int(auction.get("available") or 0),
            ).format(
                name=name(auction.get("winner")),
                company=at,
                price=_amount(auction.get("price")),
                available=auction.get("available"),
            )
        )
    elif summary.get("phase") == "build":
        # the tile and the tiles allowed are the question's own ("Ann builds for Orange: tile 1 of 2"): the line
        # said them again right over it
        lines.append(
            "   "
            + _("{company} builds, can pay up to ${payable}").format(company=at, payable=_amount(data.get("payable")))
        )
    sales = summary.get("sales")
    if summary.get("phase") == "sell" and sales:
        chosen = [name(s) for s in sales["chosen"]]
        if chosen:
            lines += flowed_list("   " + _("Sales chosen: {names}"), "names", chosen)
        else:
            lines.append("   " + _("Sales chosen: nobody yet"))
        lines += flowed_list("   " + _("Waiting for: {names}"), "names", [name(s) for s in sales["waiting_for"]])
        if private_for is not None and sales.get("own") is not None:
            sold = [f"{n} {company(c)}" for c, n in sales["own"].items()] or [_("nothing")]
            lines += flowed_list("   " + _("Your sealed sale: {sold}"), "sold", sold)
    adjusted = summary.get("last_adjustment") or []
    moves = [  # only the prices that moved: "Green 5→5" is no move; one token, "5->4" broke as "5-" / ">4" on a phone
        f"{company(m['company'])} {m['old']}→{'B' if m['new'] is None else m['new']}"
        for m in adjusted
        if m["new"] != m["old"]
    ]
    if moves and summary.get("phase") in ("sell", "company_order", "over"):  # none moved: the log said it once
        lines += flowed_list("   " + _("Prices moved: {moves}"), "moves", moves)
    return lines


def sheet(summary: dict[str, Any], viewer: int | None = None, table: object = None) -> list[str]:
    """The score sheet: the score is the cash, so each player's cash, then their shares (``*``: certificate) and
    what they would fetch sold at today's prices (in turn 5 every share is sold), in the player's words.

    Most cash first once the game is over; before, in seat order.
    """
    players = summary.get("players", [])
    companies = summary.get("companies", {})
    winners = summary.get("winners") or []
    lines = []
    column = name_width(summary)
    cash = cash_width(players)
    for seat in summary.get("ranking") or range(len(players)):
        player = players[seat]
        held = player.get("shares", {})
        parts = [
            held_text(_(COMPANY_NAMES[c]) if c in COMPANY_NAMES else c, count, _)
            for c, count in holdings(summary, player).items()
        ] or [_("no shares")]
        worth = sum(count * (companies.get(c, {}).get("price") or 0) for c, count in held.items())
        if held:
            parts.append(_("worth ${amount} at today's prices").format(amount=number(worth)))
        if seat in winners:
            parts[-1] += " " + _("(winner)")
        *alone, head = named_head(f"   {seat + 1}. ", player["name"], column)
        head += f"{money(player.get('cash', 0), '$'):<{cash}} "
        lines += alone + flowed(head, parts, " " * len(head))
    return lines


ORDER_WORDS = (N_("order"),)
"""The word a typed order of play may start with ("order white wood …")."""

WOOD = "wood"

NATURAL = NP_("the rest of Steam Barons' natural wood company's name, beside its word 'wood'", "natural")
"""The word the rulebook adds to the wood company's name ("legno naturale", "bois naturel", "natural wood"):
read as part of that name beside its word, where it was asked for again as a company of its own."""


class UnknownCompany(RuleViolation):
    code = "unknown_company"
    template = N_("'{text}' is not one company: the companies are {names}.")


def parse(text: str, table: Any) -> Action | RuleViolation | Unfinished | None:
    """The action a typed line means in Steam Barons' words (None: not its words; the console goes on).

    The order of play is drawn from a real bag at the table, so the console
    takes it as the companies' names in the order drawn ("white wood green
    brown black orange"), in English or the player's language, each as
    much of its name as tells it from the others ("wh wo g br bl o"). A line
    with no company's word in it and no "order" before it is not an order at
    all (a misspelt command, an option's words): the console reads it as it
    reads any other line.

    An order with a word that is no one company ("blak"), a company named twice, or companies still to place is
    :class:`Unfinished`: the console keeps what was typed and asks only for that word, or for the rest, where
    the whole order of six names had to be typed again.
    """
    main = table.prompt().primary()
    decision = main.decision if main is not None else None
    if not isinstance(decision, Entry) or decision.choice is None or decision.choice.type != "company_order":
        return None
    # "nero, bianco e legno": the list's "and" is no company (:func:`~companion.text.i18n.unlisted`)
    tokens = unlisted([token.casefold() for token in re.split(r"[\s,;:>]+", text.strip()) if token])
    ordered = bool(tokens) and tokens[0] in {
        word.casefold() for english in ORDER_WORDS for word in (english, _(english))
    }
    if ordered:
        tokens = tokens[1:]
    tokens = _wood_named_whole(tokens)
    if not tokens:
        return None
    companies = [c for c, firm in table.summary(PUBLIC)["companies"].items() if not firm.get("removed")]
    names = {c: {c.casefold(), _(COMPANY_NAMES[c]).casefold(), COMPANY_NAMES[c].casefold()} for c in companies}
    found = [
        [c for c, said in names.items() if token in said]
        or [c for c, said in names.items() if any(name.startswith(token) for name in said)]
        for token in tokens
    ]
    if not ordered and not any(found):
        return None  # no company's word ("hepl", "lascia decidere"): a command or an option, the console's to read
    chosen: list[str] = []
    for place, (token, fits) in enumerate(zip(tokens, found, strict=True)):
        if len(fits) != 1:
            listed = ", ".join(_(COMPANY_NAMES[c]) for c in companies)
            refused = UnknownCompany(text=token, names=listed).message(_)
            return retyped(tokens, place, refused, _("Type the company in place of '{text}'").format(text=token))
        if fits[0] in chosen:
            twice = _("{company} is named twice.").format(company=_(COMPANY_NAMES[fits[0]]))
            asked = _("Type the company in place of the second '{text}'").format(text=token)
            return retyped(tokens, place, twice, asked)
        chosen.append(fits[0])
    bag = decision.choice.companies if isinstance(decision.choice, AnyOrder) else tuple(companies)
    missing = [c for c in bag if c not in chosen]
    if missing and len(chosen) < len(bag):
        said = _("The order so far: {order}; still to place: {missing}.").format(
            order=", ".join(_(COMPANY_NAMES[c]) for c in chosen),
            missing=", ".join(_(COMPANY_NAMES[c]) for c in missing),
        )
        rest = tuple(missing)
        drawn = (
            (lambda chance: CompanyOrder((*chosen, *chance.shuffled(rest))))
            if main is not None and main.chance
            else None
        )
        return Unfinished(" ".join(["order", *tokens]), said, _("Type the rest of the order"), drawn=drawn)
    return CompanyOrder(tuple(chosen))


def _wood_named_whole(tokens: list[str]) -> list[str]:
    """``tokens`` without the word the rulebook adds to the wood company's name, where it stands beside "wood"
    (in English or the language): "legno naturale" is Wood, as "legno" is."""
    extra = {str(NATURAL).casefold(), NATURAL.translated(_).casefold()}
    english = COMPANY_NAMES[WOOD]  # (a literal inside _() would be read as a message by older Babel)
    wood = {english.casefold(), _(english).casefold()}

    def beside_wood(place: int) -> bool:
        return any(0 <= near < len(tokens) and tokens[near] in wood for near in (place - 1, place + 1))

    return [token for place, token in enumerate(tokens) if token not in extra or not beside_wood(place)]


def retyped(tokens: list[str], place: int, said: str, asked: str) -> Unfinished:
    """The order as typed, its word at ``place`` to type again; ``said`` says why, then the order as it stands,
    that word a "?" ("White, Wood, Green, Brown, ?, Orange")."""
    words = ["order", *tokens]
    return Unfinished(" ".join(words), f"{said} {kept_words(tokens, place)}", asked, wrong=place + 1)


def kept_words(tokens: list[str], place: int) -> str:
    """ "Kept: white wood green brown ? orange": what is kept of the typed order, the word to replace a "?"."""
    shown = [("?" if index == place else token) for index, token in enumerate(tokens)]
    return _("Kept: {words}").format(words=" ".join(shown))
