"""What the Acquire screens say beside the generic widgets: hints, holdings, the payout explained.

What a tile would do is :mod:`.preview`'s, shared by the touchscreen, the console and the phones.

All of it reads the engine's public contract (its summary, its preview of a tile with the bonuses and the
refusal it would raise, a decision's values, its events); no rule is decided here. Sentences stay whole,
with ``{slots}``, so they translate.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from companion.core import RuleViolation
from companion.games.acquire.insight import chain_names
from companion.text.i18n import _, language, ngettext, number, pgettext
from companion.text.payees import joined, paid_alike

MAJORITY, MINORITY, SHARED = "majority", "minority", "shared"  # a bonus event's ``kind`` (docs/acquire.md)


def money(amount: int) -> str:
    """``amount`` dollars as the language writes them ("$6,000", "6.000 $")."""
    return _money(amount, language())


@lru_cache(maxsize=512)
def _money(amount: int, language: str) -> str:
    """:func:`money`, kept per language: the score sheet shows some fifty amounts a frame, and grouping the digits
    by the locale's rules costs more than drawing them."""
    return _("${amount}").format(amount=number(amount))


def refused(refusal: dict[str, Any] | None) -> str:
    """The engine's refusal (code, ``N_`` template, data) as a translated sentence."""
    return RuleViolation(refusal["template"], **refusal["data"]).message(_) if refusal else ""


def outlook_word(kind: str) -> str:
    """One word under a hand tile: what it would do now."""
    words = {
        "lonely": _("alone"),
        "grow": _("grows"),
        "found": _("founds"),
        "merge": _("merges"),
        "unplayable": _("not now"),
        "dead": _("dead"),
        "taken": _("taken"),
    }
    return words.get(kind, kind)


def holdings(own: dict[str, Any], seat: int) -> str:
    """A seat's shares in its private panel: each chain's count at today's price (or off the board)."""
    chains, names = own["chains"], chain_names(own)
    held = [
        _("{chain}: {count} at {price}").format(chain=names[c], count=n, price=money(chains[c]["price"]))
        if c in chains
        else _("{chain}: {count} (off the board)").format(chain=names[c], count=n)
        for c, n in (own["players"][seat]["shares"] or {}).items()
    ]
    return "  ·  ".join(held) or _("No shares.")


def tap_hint(kind: str) -> str | None:
    """How a tile is entered on the touchscreen, where no button lists the spaces: the board picture is tapped.

    Only the touchscreen's own gesture: what the rules make of a decision is the engine's note, said under its
    question on every front-end (the console and the phones type or pick a tile their own way)."""
    texts = {
        "start_tile": _("Tap the space of your start tile."),
        "place_tile": _("Tap a space to see what it does."),
    }
    return texts.get(kind)


Payee = int | tuple[tuple[int, str], ...] | None
"""Whom a line of the payout is about: a seat, several seats paid alike (each with its name as the line writes it,
so the screen marks each name with its seat's colour), or the stock market (None), as the status panel's lines
take it (:data:`companion.ui.tables.About`)."""


def bonus_note(events: list[Any], summary: dict[str, Any], *, brief: bool = False) -> list[tuple[Payee, str]]:
    """From one update's events, the defunct chain's payout explained: a title, then a line per holder (or per
    holders paid alike); ``brief``, who receives how much without the why (where the whole explanation does not fit).

    Holders paid the same for the same reason (tied for most shares, or for second) share one line, "Ann, Ben and
    Cat receive $1,200 each": five tied at a table of six were five lines saying the same thing, one more than the
    panel beside the holder's sale holds, and the line left out was a payee's. One line reads as the tie it is, and
    fits where the five did not."""
    paid = [e for e in events if e.type in ("bonus_paid", "market_bonus")]
    if not paid:
        return []
    players, chain_id = summary["players"], paid[0].chain
    market = next((e.shares for e in events if e.type == "market_holding"), None)
    per_holder: dict[int | None, list[Any]] = {}
    for event in paid:
        per_holder.setdefault(event.player if event.type == "bonus_paid" else None, []).append(event)
    seconds = sum(1 for group in per_holder.values() if group[0].kind == MINORITY)
    name = summary["chains"].get(chain_id, {}).get("name", chain_id.title())
    alike: dict[tuple[int, str, int | None, bool], list[int | None]] = {}  # paid the same for the same reason
    for holder, group in per_holder.items():
        kinds = {e.kind for e in group}
        why = (
            _("sole holder: majority and minority bonus")
            if kinds == {MAJORITY, MINORITY}
            else _("tied for most shares: majority and minority shared")
            if SHARED in kinds
            else _("most shares: majority bonus")
            if MAJORITY in kinds
            else _("tied for second: minority bonus shared")
            if seconds > 1
            else _("second most: minority bonus")
        )
        count = market if holder is None else (players[holder]["shares"] or {}).get(chain_id)
        alike.setdefault((sum(e.amount for e in group), why, count, holder is None), []).append(holder)
    lines: list[tuple[Payee, str]] = [(None, _("{chain} bonuses paid").format(chain=name))]
    for (amount, why, count, bank), holders in alike.items():
        if len(holders) > 1:
            lines.append(_together([h for h in holders if h is not None], players, amount, why, count, brief))
            continue
        holder = holders[0]
        who = _("The stock market") if holder is None else players[holder]["name"]
        stays = _(": it stays in the bank") if bank else ""
        if brief:
            lines.append((holder, _("{who} receives {amount}").format(who=who, amount=money(amount)) + stays))
            continue
        text = _("{who} receives {amount} ({why}").format(who=who, amount=money(amount), why=why)
        if count is not None:
            text += ngettext(", {count} share", ", {count} shares", count).format(count=count)
        lines.append((holder, text + ")" + stays))
    return lines


def _together(
    seats: list[int], players: list[dict[str, Any]], amount: int, why: str, count: int | None, brief: bool
) -> tuple[Payee, str]:
    """One line for holders paid alike ("Ann, Ben and Cat receive $1,200 each"), with each seat and its name as the
    line writes it (the screen marks each name with its seat's colour)."""
    names = [players[seat]["name"] for seat in seats]
    who, paid = joined(names), money(amount)
    if brief:
        text = ngettext("{who} receives {amount} each", "{who} receive {amount} each", len(seats))
        return tuple(zip(seats, names, strict=True)), text.format(who=who, amount=paid)
    text = ngettext("{who} receives {amount} each ({why}", "{who} receive {amount} each ({why}", len(seats))
    text = text.format(who=who, amount=paid, why=why)
    if count is not None:
        text += ngettext(", {count} share each", ", {count} shares each", count).format(count=count)
    return tuple(zip(seats, names, strict=True)), text + ")"


def disposal(values: dict[str, Any], sell: int, trade: int, cash: int | None) -> list[tuple[int | None, str]]:
    """What a holder ends with, live as the basket changes (their cash only when holdings are open)."""
    receive, keep = sell * values["price"], values["held"] - sell - trade
    sum_up = _("Cash {before} + {amount} = {after}") if cash is not None else _("Cash +{amount}")
    cash_line = sum_up.format(before=money(cash or 0), amount=money(receive), after=money((cash or 0) + receive))
    kept = (  # nothing kept is nothing waiting: "Keep 0: worthless until Luxor returns" promised nothing
        _("Keep {count}: worthless until {chain} returns").format(count=keep, chain=values["chain"])
        if keep
        else _("Keep no {chain} share").format(chain=values["chain"])
    )
    return [
        (None, kept),
        (None, cash_line),
        (None, _("{chain} +{count}").format(chain=values["survivor"], count=trade // 2)),
    ]


def receivers(info: dict[str, Any], players: list[dict[str, Any]]) -> str:
    """Who would receive a chain's bonuses if it were sold now, and how much ("hidden" with hidden holdings)."""
    awards = info["awards"]
    if awards is None:
        return pgettext("bonus receivers", "hidden")
    if not awards:
        return _("nobody holds shares")
    return " · ".join(f"{players[seat]['name']} {money(amount)}" for seat, amount in paid(awards).items())


def receivers_alike(info: dict[str, Any], players: list[dict[str, Any]]) -> str:
    """:func:`receivers` with the players paid alike named once before their amount ("Ben $10,000 · Ann, Cat
    $2,500"), as the score sheet's marks group them when even that is too wide."""
    return " · ".join(
        f"{', '.join(players[seat]['name'] for seat in seats)} {money(amount)}"
        for amount, seats in paid_alike(paid(info["awards"] or [])).items()
    )


def paid(awards: list[dict[str, Any]]) -> dict[int, int]:
    """What each receiving seat would be paid, in the awards' order: a sole holder receives both bonuses, one
    amount per player."""
    amounts: dict[int, int] = {}
    for award in awards:
        amounts[award["seat"]] = amounts.get(award["seat"], 0) + award["amount"]
    return amounts


def player_cells(player: dict[str, Any], ids: list[str]) -> list[str]:
    """A player's row: shares per chain (blank for none), cash, share value, bonuses, worth ("?" if hidden)."""
    shares = player["shares"]
    cells = [player["name"]]
    cells += ["?" if shares is None else str(shares.get(chain, 0) or "") for chain in ids]
    for key in ("cash", "share_value", "bonuses"):
        cells.append("?" if player[key] is None else money(player[key]))
    if player["worth"] is not None:
        cells.append(money(player["worth"]))
    elif player["cash"] is not None and player["share_value"] is not None:
        # Their own row with hidden holdings: bonuses depend on the others' shares, so they stay out.
        cells.append(_("{amount} + ?").format(amount=money(player["cash"] + player["share_value"])))
    else:
        cells.append("?")
    return cells
