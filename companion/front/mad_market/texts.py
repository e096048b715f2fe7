"""What the Mad Market screens say beside the decisions: hints, previews, option texts, fights.

Built only from the public contract (the prompt's data, the summary,
``Table.preview``, the board the game was started with, as the journal
header holds it) and translated with ``_``: the engine's own option labels
are English sentences with numbers inside, so the screen words each option
from its action instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from companion.core import N_
from companion.core.log_words import clauses
from companion.games.mad_market.board import Board
from companion.games.mad_market.log import square_name
from companion.games.mad_market.rules import ITEM_NAMES
from companion.text.i18n import _, ngettext, number
from companion.text.signs import signed

SHORT_SQUARES = {
    "start": N_("Start square"),
    "broker": N_("Broker"),
    "guard": N_("Guard"),
    "police": N_("Police"),
    "black_market": N_("Black market"),
    "auction": N_("Auction"),
    "personal_crisis": N_("Crisis"),
    "market_crisis": N_("Crash"),
    "vacation": N_("Vacation"),
    "casino": N_("Casino"),
    "free": N_("Free"),
}
"""The squares' kinds in a word or two, where room is short (the position editor's narrow buttons):
the personal crisis a crisis, the market's a crash (both full names take three lines)."""

ARROWS = {"up": signed(1), "down": signed(-1)}
"""A direction in text (the screen font has no arrows; the chart draws triangles)."""
CAUSES = {"white": N_("white"), "black": N_("black"), "forecast": N_("forecast")}
Name = Callable[[Any], str]


def code(board: Board, stock: Any) -> str:
    """A stock's short name on the board (its code: IT, LOG), for the tight places."""
    found = board.stocks.get(str(stock))
    return found.code if found is not None else str(stock)


def place(board: Board, square: str) -> str:
    """A square as players call it: a company by its id (IT-2), any other by its translated kind."""
    return square_name(board, square, _)


def fight_rounds(fight: Mapping[str, Any]) -> list[tuple[int, int, int, int]]:
    """Each round so far as (white, black, guards left, opponents left), rebuilt from the summary's rounds."""
    rounds = [tuple(r) for r in fight.get("rounds", [])]
    guards, opponents = fight["guards"], fight["opponents"]
    for white, black in rounds:  # walk back to the numbers the fight started with
        guards += white <= black
        opponents += black <= white
    shown = []
    for white, black in rounds:
        guards -= white <= black
        opponents -= black <= white
        shown.append((white, black, guards, opponents))
    return shown


def roll_lines(preview: Mapping[str, Any], board: Board, summary: Mapping[str, Any]) -> list[str]:
    """What a throw does: the price moves, then where the pawn lands (and the lap payout)."""
    moves = ", ".join(
        f"{code(board, m['stock'])} {m['old']}»{m['new']} ({_(CAUSES.get(m['cause'], m['cause']))})"
        for m in preview.get("moves", [])
    )
    lines = [(_("Doubles: the dice move no price. ") if preview.get("doubles") else "") + moves]
    steps = preview["steps"]
    landing = ngettext("{steps} square to {square}", "{steps} squares to {square}", steps).format(
        steps=steps, square=place(board, preview["square"])
    )
    owner = preview.get("owner")
    if isinstance(owner, int) and owner >= 0:
        landing += " " + _("({owner}'s)").format(owner=summary["players"][owner]["name"])
    elif preview.get("company"):
        landing += " " + (_("(the state's)") if isinstance(owner, int) or owner is not None else _("(for sale)"))
    lap = preview.get("lap") or {}
    if preview.get("passes_start"):
        paid = ", ".join(
            f"+{v['shares']} {code(board, s)}" + (f" +{v['cash']}" if v["cash"] else "") for s, v in lap.items()
        )
        landing = clauses([landing, _("passes Start: {paid}").format(paid=paid) if paid else _("passes Start")], _)
    return [lines[0], landing]


def preview_lines(preview: Mapping[str, Any] | None, board: Board, summary: Mapping[str, Any]) -> list[str]:
    """The engine's preview of an action, in words, before it is confirmed."""
    if not preview:
        return []
    if "moves" in preview:
        return roll_lines(preview, board, summary)
    if "side" in preview and preview["side"] == "sell" and (summary.get("debt") or {}).get("player") is not None:
        return debt_sale_lines(preview, board, summary)
    if "side" in preview:
        price = preview["price"]
        text = (
            _("Buy {count} {stock} for {total}; the price goes {old} » {new}")
            if preview["side"] == "buy"
            else _("Sell {count} {stock} for {total}; the price goes {old} » {new}")
        )
        return [
            text.format(
                count=preview["count"],
                stock=code(board, preview["stock"]),
                total=number(preview["total"]),
                old=price["old"],
                new=price["new"],
            )
        ]
    if "price" in preview and "stock" in preview:
        price = preview["price"]
        return [
            _("{stock}: {old} » {new}").format(stock=code(board, preview["stock"]), old=price["old"], new=price["new"])
        ]
    if "guards" in preview:  # a side with none left is "none", as the log says it ("…, Ben none."), not 0
        if not preview["opponents"]:
            # "guards 1, against none" read as a fight against nobody: the other side is beaten
            return [_("After this throw: guards {guards}, no one left against them").format(guards=preview["guards"])]
        if not preview["guards"]:
            return [_("After this throw: no guards left, against {opponents}").format(opponents=preview["opponents"])]
        return [_("After this throw: guards {guards}, against {opponents}").format(**preview)]
    return []


def debt_sale_lines(preview: Mapping[str, Any], board: Board, summary: Mapping[str, Any]) -> list[str]:
    """A sale to pay a debt: the shares and their price move, then what it covers of which debt. The money it
    brings is said once, by the basket's "you receive" line: the preview said it again ("Sell 10 LOG for 30"),
    and the button a third time, but not what the 30 did for the 300 owed."""
    debt = summary["debt"]
    price = preview["price"]
    creditor = debt.get("creditor")
    players = summary.get("players", [])
    to = players[creditor]["name"] if isinstance(creditor, int) and 0 <= creditor < len(players) else _("the bank")
    owed, after = int(debt.get("amount", 0)), int(debt.get("cash", 0)) + int(preview.get("total", 0))
    covers = (
        _("Enough for the {owed} owed to {creditor}.").format(owed=number(owed), creditor=to)
        if after >= owed
        else _("Toward the {owed} owed to {creditor}: {short} still short.").format(
            owed=number(owed), creditor=to, short=number(owed - after)
        )
    )
    sale = _("Sell {count} {stock}; the price goes {old} » {new}").format(
        count=preview["count"], stock=code(board, preview["stock"]), old=price["old"], new=price["new"]
    )
    return [sale, covers]


def option_text(key: str, action: Any, board: Board, summary: Mapping[str, Any]) -> str | None:
    """An option's button, worded from its action (None: keep the engine's label)."""
    kind = getattr(action, "type", "")
    offer = summary.get("offer") or {}
    if kind == "buy_company":
        company = board.companies[offer["company"]]
        return _("Buy {company} for {price}").format(company=company.id, price=number(company.price))
    if kind == "hire_broker":
        return _("Hire a broker for {price}").format(price=number(board.numbers["broker_price"]))
    if kind == "buy_pack":
        return _("Buy a pack for {price}").format(price=number(board.numbers["pack_price"]))
    if kind == "sell_pack":
        return _("Sell the pack for {price}").format(price=number(board.numbers["pack_sale"]))
    if kind == "takeover":
        return _("Take over")
    if kind == "pay_fee":
        return _("Pay {fee}").format(fee=number(offer.get("fee", 0)))
    simple = {"decline": N_("Decline"), "pass": N_("Pass"), "end_turn": N_("End the move")}
    if kind in simple:
        return _(simple[kind])
    if kind == "use_broker":
        return f"{code(board, action.stock)} {ARROWS[action.direction]}"
    if kind == "buy_item":
        vp, price, _count = board.items[action.item]
        return _("{item}: {vp} VP for {price}").format(item=_(ITEM_NAMES[action.item]), vp=vp, price=number(price))
    if kind == "sell_company":
        company = board.companies[action.company]
        return _("Sell {company} for {price}").format(company=company.id, price=number((company.price + 1) // 2))
    return None


BOARDS_KEPT = 8
"""How many games' boards :func:`board_of` keeps: a few tables' worth (tests open many games in one process)."""

_boards: dict[int, tuple[Any, Board]] = {}
"""The board built for a game's config, by the identity of its ``board`` table (kept with it, so the identity is
never another's while the entry lives)."""


def board_of(config: Mapping[str, Any]) -> Board:
    """The board of a game's ``config`` (the journal header's), built once per configuration.

    The option words and labels are asked for every option at every listing (a phone's view, the console's list,
    each ``? …``); :meth:`Board.from_data` keyed its shared board by the whole board table's bytes each time. A
    game's config is written once with its journal and never changed, so its board table's identity names it.
    """
    data = config["board"]
    kept = _boards.get(id(data))
    if kept is not None and kept[0] is data:
        return kept[1]
    board = Board.from_data(data, validated=True)
    if len(_boards) >= BOARDS_KEPT:
        _boards.clear()
    _boards[id(data)] = (data, board)
    return board


def option_label(key: str, action: Any, config: Mapping[str, Any], summary: Mapping[str, Any]) -> str | None:
    """The GameSpec's ``option_label``: :func:`option_text` for a front-end with no board of its own at hand (a
    phone), the board read from the game's config as the touchscreen reads it."""
    return option_text(key, action, board_of(config), summary)


def basket_note(stock: str, summary: Mapping[str, Any], seat: int, side: str, high: int) -> str:
    """Why a stock's line cannot move, in a few words (frozen by a holding, traded already, no money)."""
    holder = summary["stocks"][stock].get("holding")
    if isinstance(holder, int) and holder != seat:
        return _("{name} holds all 3").format(name=summary["players"][holder]["name"])
    if stock in (summary.get("turn") or {}).get("traded", {}):
        return _("traded this move")
    if high == 0:
        if side == "buy" and summary.get("last_round"):
            return _("not in a last move")
        return _("none to sell") if side == "sell" else _("none affordable")
    return _("max {most}").format(most=high)  # as the line's own "max" says it, short enough beside − n +
