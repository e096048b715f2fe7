"""The game log: each event's English template filled in for a person to read.

Besides the event's fields a template may use display forms built here from
the raw fields (which stay in the event, so a translation can rebuild its
own wording): ``player_name``, ``owner_name``, ``names_text``,
``stock_name``, ``cause_text``, ``direction_text``, ``square_name``,
``cash_text``, ``holding_text``, ``holder_text``, ``creditor_text``,
``fight_text``, ``defender_name``, ``opponents_text``, ``police_result_text``,
``returned_text``, ``item_text``, ``item_vp`` (what the item bought is worth), ``last_text``,
``reason_text`` and ``winners_text``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from companion.core import N_, Event, N_plural
from companion.core.i18n import Phrase, Word, fill, say
from companion.core.log_words import joined, winners_text

from .board import Board
from .events import CompanyOffered, CompanySold, DebtOpened, Declined, SharesTraded, WentBankrupt
from .rules import BLACK_MARKET, BROKER, BUY, COMPANY, DIRECTIONS, DOWN, GUARD, SQUARE_NAMES, START, UP

Translate = Callable[[str], str]

CAUSES = {
    "white": N_("rises with the white die"),
    "black": N_("falls with the black die"),
    "forecast": N_("moves with the forecast"),
    "broker": N_("moves with a stockbroker"),
    "buy": N_("rises after a purchase"),
    "sell": N_("falls after a sale"),
    "crisis": N_("falls to the bottom"),
}
ITEMS_BOUGHT = {
    "jet": N_("a jet"),
    "yacht": N_("a yacht"),
    "villa": N_("a villa"),
    "limousine": N_("a limousine"),
}
"""An item bought, with its article: each language's own ("uno yacht", "une villa"), which a template cannot add."""
RENT_KINDS = {
    (False, False): "",
    (False, True): N_(" (holding rent)"),
    (True, False): N_(" (double the rent)"),
    (True, True): N_(" (double the holding rent)"),
}
"""What kind of rent was paid, by (a lost takeover's double fee, a holding's rent), in one bracket."""
REASONS = {
    "target": "",  # said once, where it was reached: "Ann reaches the target with 35 VP." (:data:`TARGET_ENDS`)
    "alone": N_(": one player is left"),
    "round_limit": N_(" at the round limit (simulation)"),
}


def square_word(board: Board, square_id: str) -> str:
    """A square as a player calls it, in any language: a company square by its id (``IT-2``), any other by its
    kind (a :class:`Word`), numbered when there are several (a :class:`Phrase`, "Black market 1")."""
    if square_id not in board.squares_by_id:
        return square_id
    return square_word_among(square_id, [square.id for square in board.squares])


def square_word_among(square_id: str, square_ids: Sequence[str]) -> str:
    """:func:`square_word` from the board's square ids alone (the summary's ``squares``), for a view that reads
    only the summary: the console names a player's square as the log does, by this one rule."""
    kind = square_kind(square_id)
    if kind is None or kind == COMPANY:
        return square_id
    name = Word(SQUARE_NAMES[kind])
    same = sum(1 for other in square_ids if square_kind(other) == kind)
    return name if same <= 1 else Phrase(N_("{square} {number}"), square=name, number=square_id.rsplit("-", 1)[-1])


def square_kind(square_id: str) -> str | None:
    """The kind of the square ``square_id`` names ("police-2": police; "start"), or None for a company's
    ("IT-2": a stock's code is capitals, never a kind) or an id of no square."""
    kind = square_id if square_id == START else square_id.rpartition("-")[0]
    return kind if kind in SQUARE_NAMES else None


def square_name(board: Board, square_id: str, t: Translate) -> str:
    """:func:`square_word` in the language of ``t``."""
    return say(square_word(board, square_id), t)


def values(names: list[str], board: Board, event: Event, translate: Translate | None = None) -> dict[str, Any]:
    t: Translate = translate or str
    found: dict[str, Any] = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    kind = event.type
    if "player" in found:
        found["player_name"] = name(found["player"])
    if "owner" in found:
        found["owner_name"] = name(found["owner"])
    if isinstance(found.get("players"), tuple):
        found["names_text"] = joined([name(s) for s in found["players"]], t)
    if isinstance(found.get("stock"), str) and found["stock"] in board.stocks:
        found["stock_name"] = board.stock_name(found["stock"], t)
    if "cause" in found:
        found["cause_text"] = t(CAUSES.get(found["cause"], found["cause"]))
    if "direction" in found:
        found["direction_text"] = t(DIRECTIONS[UP]) if found["direction"] == UP else t(DIRECTIONS[DOWN])
    if isinstance(found.get("square"), str):
        found["square_name"] = square_name(board, found["square"], t)
    if kind == "lap_paid":
        found["cash_text"] = (
            fill(
                N_plural(
                    " and {cash:,} for {missing} share the bank lacks",
                    " and {cash:,} for {missing} shares the bank lacks",
                    "missing",
                ),
                {"cash": found["cash"], "missing": found["missing"]},
                translate,
            )
            if found["missing"]
            else ""
        )
    if "holding" in found and kind in ("rent_paid", "company_bought"):
        if kind == "company_bought":
            found["holding_text"] = t(N_(": a holding")) if found["holding"] else ""
        else:  # one bracket: " (double) (holding rent)" read as two remarks
            rent = RENT_KINDS[bool(found.get("double")), bool(found["holding"])]
            found["holding_text"] = t(rent) if rent else ""  # gettext's "" is the catalog's header
    if kind == "no_rent":
        found["holder_text"] = t(N_("the state")) if found["holder"] is None else name(found["holder"])
    if "creditor" in found:
        found["creditor_text"] = t(N_("the bank")) if found["creditor"] is None else name(found["creditor"])
    if kind in ("fight_started", "fight_round"):
        police = found["kind"] == "police"
        found["defender_name"] = name(found.get("defender"))
        found["fight_text"] = (
            t(N_("Police fight"))
            if police
            else t(N_("Takeover fight over {company}")).format(company=found.get("company") or "")
        )
        opponents = (
            N_plural("officer", "officers", "opponents")
            if police
            else N_plural("defending guard", "defending guards", "opponents")
        )
        found["opponents_text"] = fill(opponents, found, translate)
    if kind == "police_fight_over":
        found["police_result_text"] = (
            t(N_("{name} beats the police and keeps the pack."))
            if found["player_won"]
            else t(N_("The police win against {name}."))
        ).format(name=name(found["player"]))
    if kind == "personal_crisis":
        returned = found["returned"]
        # "150 Logistics shares": the Italian read "restituisce 150 Logistica", a count with no unit
        found["returned_text"] = joined(
            [
                fill(RETURNED, {"count": n, "stock_name": board.stock_name(s, t)}, translate)
                for s, n in returned.items()
            ],
            t,
        )
    if "item" in found:
        found["item_text"] = t(ITEMS_BOUGHT.get(found["item"], found["item"]))
        found["item_vp"] = board.items[found["item"]][0] if found["item"] in board.items else "?"
    if kind == "turn_started":
        found["last_text"] = t(N_(" (last move)")) if found["last"] else ""
    if kind == "target_reached" and found["last"]:
        found["last_text"] = t(N_("{names} have a last move.")).format(
            names=joined([name(s) for s in found["last"]], t)
        )
    if kind == "game_over":
        reason = REASONS.get(found["reason"], "")
        found["reason_text"] = t(reason) if reason else ""  # (a catalogue's "" is its header)
        found["winners_text"] = winners_text([name(s) for s in found["winners"]], t)
    return found


TARGET_ENDS = N_("{player_name} reaches the target with {vp} VP.")
"""The target reached with nobody left to move: the game ends in this step, and its next sentence says so ("The
game is over. Ann wins."). "Ann reaches 35 VP: the game ends." then "The game is over: the target is reached."
said the same thing twice in two lines; the end, once reached, is the game over's sentence alone."""
NOTHING_RETURNED = N_("Personal stock crisis: {player_name} has no shares to return.")
"""A crisis that takes nothing is its own sentence: "returns nothing" reads wrong in French ("rend rien")."""


STAYED = {
    "bottom": N_("{stock_name} stays on the bottom field: {new_value}."),
    "top": N_("{stock_name} stays on the top field: {new_value}."),
}
"""A move the track's end stops: "IT falls with the black die: from 1 to 1" said nothing a player could use."""
BROKER_MOVE = N_("{stock_name} goes from {old_value} to {new_value}.")
"""A stockbroker's price move, said right after the broker's own sentence ("Ann's stockbroker moves Logistics
up."): "Logistics moves with a stockbroker: from 6 to 7." said the stockbroker twice in two lines."""
UNGUARDED = N_("{fight_text}: {player_name} has no guards against {opponents} {opponents_text}.")
"""A fight without a guard ("Bruno's 0 guards against 2 officers" read oddly)."""
TAKEOVER_FIGHT = {
    "fight_started": N_plural(
        "{fight_text}: {player_name}'s {guards} guard against {defender_name}'s {opponents} {opponents_text}.",
        "{fight_text}: {player_name}'s {guards} guards against {defender_name}'s {opponents} {opponents_text}.",
        "guards",
    ),
    "fight_round": N_plural(
        "White {white}, black {black}: {player_name} has {guards} guard left, "
        "{defender_name} {opponents} {opponents_text} left.",
        "White {white}, black {black}: {player_name} has {guards} guards left, "
        "{defender_name} {opponents} {opponents_text} left.",
        "guards",
    ),
}
"""A takeover's start and rounds name the owner who defends: "2 defending guards left" did not say whose."""
RETURNED = N_plural("{count} {stock_name} share", "{count} {stock_name} shares", "count")
"""One holding a personal crisis takes back, in the words a lap payout gives shares ("30 Logistics shares")."""
DEFENDERS_GONE = N_plural(
    "White {white}, black {black}: {player_name} has {guards} guard left, {defender_name} none.",
    "White {white}, black {black}: {player_name} has {guards} guards left, {defender_name} none.",
    "guards",
)
"""A takeover round that leaves the owner without a guard: "Ben 0 defending guards left" read as a misprint."""
BOTH_GONE = N_("White {white}, black {black}: neither {player_name} nor {defender_name} has a guard left.")
"""A takeover round that leaves neither side a guard (an equal throw on their last ones)."""
ATTACKERS_GONE = N_plural(
    "White {white}, black {black}: {player_name} has no guard left, {defender_name} {opponents} {opponents_text} left.",
    "White {white}, black {black}: {player_name} has no guards left, {defender_name} {opponents} {opponents_text} "
    "left.",
    "opponents",
)
"""A takeover round that leaves the attacker without a guard: "Ann has 0 guards left" (the owner's and both
sides' last guards had words of their own, the attacker's had not)."""
POLICE_ROUND = {
    "guards": N_plural(
        "White {white}, black {black}: {player_name} has no guard left, {opponents} {opponents_text} left.",
        "White {white}, black {black}: {player_name} has no guards left, {opponents} {opponents_text} left.",
        "opponents",
    ),
    "officers": N_plural(
        "White {white}, black {black}: {player_name} has {guards} guard left, no officer left.",
        "White {white}, black {black}: {player_name} has {guards} guards left, no officer left.",
        "guards",
    ),
}
"""A police fight's round that leaves one side with nothing, by the side: "0 guards left", "0 officers left"."""
UNFOUGHT = N_("{owner_name} has no guards: {player_name} takes {company} over without a fight.")
"""A takeover without a fight says why there was none: "Ann takes CRY-3 over from Ben." alone did not."""


BROKE_DEBTS = {
    True: N_("{player_name} owes {amount:,} to {creditor_text} and has no cash: shares, then companies, must be sold."),
    False: N_("{player_name} owes {amount:,} to {creditor_text}, with no cash and nothing to sell."),
}
"""A debt opened on an empty purse, by whether anything can be sold: "and has 0" read as if a little were there
("ha solo 0" in Italian)."""
RENT_DEBTS = {
    (True, True): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company} and has {cash:,}: shares, then companies, "
        "must be sold."
    ),
    (True, False): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company} and has no cash: shares, then companies, "
        "must be sold."
    ),
    (False, True): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company} and has {cash:,}, with nothing to sell."
    ),
    (False, False): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company}, with no cash and nothing to sell."
    ),
}
"""A rent that opens a debt, by (anything to sell, any cash): "Ben owes 70 to Ann" did not say what for."""
COMPANIES_ONLY = {
    (False, True): N_(
        "{player_name} owes {amount:,} to {creditor_text} and has {cash:,}: with no share to sell, only companies "
        "can pay it."
    ),
    (False, False): N_(
        "{player_name} owes {amount:,} to {creditor_text} and has no cash: with no share to sell, only companies "
        "can pay it."
    ),
    (True, True): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company} and has {cash:,}: with no share to sell, "
        "only companies can pay it."
    ),
    (True, False): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company} and has no cash: with no share to sell, "
        "only companies can pay it."
    ),
}
"""A debt only companies can pay, by (a rent, any cash): "shares, then companies, must be sold" told a player
with no share to sell shares first."""
SHARES_ONLY = {
    (False, True): N_("{player_name} owes {amount:,} to {creditor_text} and has {cash:,}: shares must be sold."),
    (False, False): N_("{player_name} owes {amount:,} to {creditor_text} and has no cash: shares must be sold."),
    (True, True): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company} and has {cash:,}: shares must be sold."
    ),
    (True, False): N_(
        "{player_name} owes {creditor_text} {amount:,} rent for {company} and has no cash: shares must be sold."
    ),
}
"""A debt a player with shares but no company pays, by (a rent, any cash): "then companies" told of companies the
player did not have."""
LEFT_WITH_NOTHING = N_("{player_name} cannot pay {creditor_text} anything and leaves the game.")
"""A bankruptcy with no cash to hand over: "pays 0 to Ben and leaves the game" paid nobody anything."""

FREE_VACATION = N_("Vacation: {player_name} has too little money to pay anything.")
"""A vacation on 0 or 1 in hand: "pays 0, half their money" paid nothing."""


DECLINED = {
    COMPANY: N_("{player_name} does not buy {square}."),
    BROKER: N_("{player_name} hires no stockbroker."),
    GUARD: N_("{player_name} hires no security guards."),
    BLACK_MARKET: N_("{player_name} does no business at the black market."),
}
"""An offer left, by what the square offered: "Ann declines." alone did not say what was declined."""


DEBT_SALES = {
    ("shares", "short"): N_plural(
        "{player_name} sells {count} {stock_name} share at {value}, {total:,} in all: "
        "still {short:,} short of the {owed:,} owed to {creditor_text}.",
        "{player_name} sells {count} {stock_name} shares at {value}, {total:,} in all: "
        "still {short:,} short of the {owed:,} owed to {creditor_text}.",
    ),
    ("shares", "enough"): N_plural(
        "{player_name} sells {count} {stock_name} share at {value}, {total:,} in all: "
        "enough for the {owed:,} owed to {creditor_text}.",
        "{player_name} sells {count} {stock_name} shares at {value}, {total:,} in all: "
        "enough for the {owed:,} owed to {creditor_text}.",
    ),
    ("one", "short"): N_(
        "{player_name} sells one {stock_name} share for {value}: still {short:,} short of the {owed:,} owed to "
        "{creditor_text}."
    ),
    ("one", "enough"): N_(
        "{player_name} sells one {stock_name} share for {value}: enough for the {owed:,} owed to {creditor_text}."
    ),
    ("company", "short"): N_(
        "{player_name} sells {company} to the state for {amount:,}: still {short:,} short of the {owed:,} owed to "
        "{creditor_text}."
    ),
    ("company", "enough"): N_(
        "{player_name} sells {company} to the state for {amount:,}: enough for the {owed:,} owed to {creditor_text}."
    ),
}
"""A sale made to pay a debt, with its outcome: "Ann sells 10 Logistics shares at 6, 60 in all." said what came in
but not whether the debt was now covered, nor by how much it was still short."""


def debt_sale(event: SharesTraded | CompanySold) -> str:
    """The :data:`DEBT_SALES` wording of a sale made in a debt."""
    what = "company" if isinstance(event, CompanySold) else "one" if event.count == 1 else "shares"
    return DEBT_SALES[what, "short" if event.short else "enough"]


def template(event: Event) -> str:
    """The event's template, or the wording of a case it reads badly in: a sale made in a debt (which says
    whether it covers the debt), a personal crisis that returns nothing, a price move the end of the track stops,
    a stockbroker's price move (whose cause the line before said), a fight its player starts without a guard, a
    takeover fight (whose sentences name the defending owner, and say when a side has no guard left), the target
    reached with nobody left to move (the game over's sentence says the end), a takeover
    without a fight (which says why), a sale rather than a purchase and a trade of one share (whose value is its
    total: see :class:`.events.SharesTraded`) and a company its lander cannot pay for (which says why they are not
    asked to buy it), a debt opened with no cash or for a rent, a bankruptcy with nothing to pay and a vacation
    that costs nothing."""
    kind = event.type
    if isinstance(event, SharesTraded | CompanySold) and event.owed:
        return debt_sale(event)
    if isinstance(event, SharesTraded):
        bought = event.side == BUY
        if event.count == 1:
            return SharesTraded.one_template if bought else SharesTraded.one_sale_template
        return event.template if bought else SharesTraded.sale_template
    if isinstance(event, CompanyOffered) and event.player is not None:
        return CompanyOffered.broke_template if not getattr(event, "cash", 0) else CompanyOffered.unpaid_template
    if isinstance(event, Declined):
        return DECLINED.get(square_kind(event.square) or COMPANY, event.template)  # a company's square has no kind
    if isinstance(event, DebtOpened):
        if getattr(event, "companies_only", False):
            return COMPANIES_ONLY[event.company is not None, bool(event.cash)]
        if getattr(event, "shares_only", False):
            return SHARES_ONLY[event.company is not None, bool(event.cash)]
        if event.company is not None:
            return RENT_DEBTS[event.sellable, bool(event.cash)]
        if not event.cash:
            return BROKE_DEBTS[event.sellable]
        if not event.sellable:
            return DebtOpened.bare_template
    if isinstance(event, WentBankrupt) and not event.paid:
        return LEFT_WITH_NOTHING
    if kind == "vacation_paid" and not getattr(event, "amount", 1):
        return FREE_VACATION
    if kind == "target_reached" and not getattr(event, "last", ()):
        return TARGET_ENDS
    if kind == "personal_crisis" and not getattr(event, "returned", None):
        return NOTHING_RETURNED
    if kind == "price_moved" and getattr(event, "old_field", 0) == getattr(event, "new_field", 0):
        return STAYED["bottom"] if getattr(event, "new_field", 0) == 1 else STAYED["top"]
    if kind == "price_moved" and getattr(event, "cause", None) == "broker":
        return BROKER_MOVE
    if kind == "fight_started" and getattr(event, "guards", None) == 0:
        return UNGUARDED
    if kind in TAKEOVER_FIGHT and getattr(event, "kind", None) == "takeover":
        if kind == "fight_round" and getattr(event, "opponents", None) == 0:
            return BOTH_GONE if getattr(event, "guards", None) == 0 else DEFENDERS_GONE
        if kind == "fight_round" and getattr(event, "guards", None) == 0:
            return ATTACKERS_GONE
        return TAKEOVER_FIGHT[kind]
    if kind == "fight_round" and getattr(event, "guards", None) == 0:
        return POLICE_ROUND["guards"]
    if kind == "fight_round" and getattr(event, "opponents", None) == 0:
        return POLICE_ROUND["officers"]
    if kind == "takeover" and getattr(event, "fought", True) is False:
        return UNFOUGHT
    return event.template


def describe(names: list[str], board: Board, event: Event, translate: Translate | None = None) -> str:
    try:
        return fill(template(event), values(names, board, event, translate), translate)
    except (KeyError, IndexError, ValueError):
        return event.type
