"""What the Acquire screens say: prompts, tile previews, bonus explanations.

Everything here reads the engine's public contract (its summary, its
preview of a tile with the bonuses and the refusal the engine itself would
raise, and its events); no rule is decided in the UI. Sentences stay whole, with ``{slots}``, so they translate.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.games.acquire.events import BonusPaid, MarketBonus
from companion.games.acquire.insight import chain_names
from companion.ui.i18n import _

# The ``kind`` of a bonus event (docs/acquire.md), and the stock market as a holder in these texts.
MAJORITY, MINORITY, SHARED = "majority", "minority", "shared"
MARKET = -1


def money(amount: int) -> str:
    return _("${amount}").format(amount=f"{amount:,}")


def joined(items: list[str]) -> str:
    """``a, b and c`` (translated conjunction)."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def prompt_text(summary: dict[str, Any], names: list[str]) -> str:
    """The side panel's headline: who acts and what is wanted."""
    prompt = summary["prompt"]
    kind = prompt["kind"]
    seat = prompt["player"]
    name = names[seat] if isinstance(seat, int) else ""
    data = prompt.get("data", {})
    chains = summary["chains"]

    def chain_name(chain_id: str) -> str:
        return chains.get(chain_id, {}).get("name", chain_id.title())

    texts = {
        "start_tile": _("{name}: tap the space of your start tile"),
        "place_tile": _("{name}: play a tile"),
        "found_chain": _("{name}: name the new chain"),
        "choose_survivor": _("{name}: choose the surviving chain"),
        "choose_defunct": _("{name}: choose which chain is settled first"),
        "market_holding": _("The market's {chain} shares"),
        "dispose": _("{name}: your {chain} shares"),
        "buy": _("{name}: buy up to 3 shares"),
        "over": _("The game is over"),
    }
    return texts.get(kind, kind).format(name=name, chain=chain_name(data.get("chain", "")))


@dataclass(slots=True)
class Preview:
    """What a tapped space would do: a headline, explanations, and whether it may be placed."""

    tile: str
    kind: str
    title: str
    lines: list[str] = field(default_factory=list)
    playable: bool = False


def preview(shown: dict[str, Any], summary: dict[str, Any]) -> Preview:
    """The outcome of playing a tile now, in words, from the engine's preview of it (``Table.preview``)."""
    tile = shown["tile"]
    kind = shown["kind"]
    sizes = {chain["id"]: chain["size"] for chain in shown["chains"]}
    names = chain_names(summary)

    def sized(chain_id: str) -> str:
        return _("{chain} ({size} tiles)").format(chain=names[chain_id], size=sizes[chain_id])

    if not shown["legal"]:
        refusal = shown["refusal"]
        reason = refused(refusal)
        titles = {"taken": _("{tile} is already on the board"), "dead": _("{tile} can never be played"),
                  "unplayable": _("{tile} cannot be played now")}
        return Preview(tile, kind, titles.get(kind, "{tile}").format(tile=tile), [reason] if reason else [])
    if kind == "lonely":
        return Preview(tile, kind, _("{tile} stands alone").format(tile=tile),
                       [_("It touches no tile: no chain grows or is founded.")], True)
    if kind == "grow":
        chain_id = shown["chains"][0]["id"]
        return Preview(tile, kind, _("{tile} grows {chain}").format(tile=tile, chain=names[chain_id]),
                       [_("{chain} is {size} tiles now; this tile and any loose tiles it connects join it.").format(
                           chain=names[chain_id], size=sizes[chain_id])], True)
    if kind == "found":
        return Preview(tile, kind, _("{tile} founds a new chain").format(tile=tile),
                       [_("You choose which chain; its founder receives one free share if any are left.")], True)
    # A merger: who survives, who is absorbed, and the bonuses each defunct chain pays.
    lines: list[str] = []
    survivors = shown["survivors"]
    if len(survivors) == 1:
        survivor = survivors[0]
        title = _("{tile} merges into {chain}").format(tile=tile, chain=names[survivor])
        lines.append(_("{survivor} survives and absorbs {defunct}.").format(
            survivor=sized(survivor), defunct=joined([sized(c) for c in sizes if c != survivor])))
    else:
        title = _("{tile} merges chains of equal size").format(tile=tile)
        lines.append(_("Tie for largest: the player of the tile chooses the survivor among {chains}.").format(
            chains=joined([sized(c) for c in survivors])))
    for chain_id, paid in shown["bonuses"].items():
        lines.append(bonus_preview(names[chain_id], paid, summary))
    if shown["market"]:
        lines.append(_("With two players the stock market draws its holding at the payout."))
    return Preview(tile, kind, title, lines, True)


def refused(refusal: dict[str, Any] | None) -> str:
    """The engine's refusal (code, ``N_`` template, data) as a translated sentence."""
    if not refusal:
        return ""
    try:
        return _(refusal["template"]).format(**refusal["data"])
    except (KeyError, IndexError, ValueError):
        return str(refusal["template"]).format(**refusal["data"])


def bonus_preview(chain_name: str, paid: list[dict[str, Any]], summary: dict[str, Any]) -> str:
    """The bonuses a chain would pay if it were absorbed now (names only when the preview gives them)."""
    if not paid:
        return _("{chain}: nobody holds shares, no bonus.").format(chain=chain_name)
    if any(award["seat"] is None for award in paid):
        amounts = sorted({award["amount"] for award in paid}, reverse=True)
        return _("{chain} pays bonuses of {amounts} (holdings are hidden).").format(
            chain=chain_name, amounts=joined([money(a) for a in amounts]))
    names = [p["name"] for p in summary["players"]]
    per_seat: dict[int, int] = {}
    for award in paid:
        per_seat[award["seat"]] = per_seat.get(award["seat"], 0) + award["amount"]
    parts = [_("{name} {amount}").format(name=names[h], amount=money(a)) for h, a in per_seat.items()]
    return _("{chain} bonuses: {parts}.").format(chain=chain_name, parts=joined(parts))


@dataclass(slots=True)
class BonusNote:
    """A payout to explain before holders decide: who got what, and why."""

    chain: str
    title: str
    lines: list[tuple[int | None, str]]


def bonus_note(events: list[Any], summary: dict[str, Any]) -> BonusNote | None:
    """From the events of one update, the bonus payout of the defunct chain (None if none was paid)."""
    paid = [e for e in events if isinstance(e, BonusPaid | MarketBonus)]
    if not paid:
        return None
    chain_id = paid[0].chain
    players = summary["players"]
    chain_name = summary["chains"].get(chain_id, {}).get("name", chain_id.title())
    market = next((e.shares for e in events if getattr(e, "type", "") == "market_holding"), None)
    per_holder: dict[int, list[Any]] = {}
    for event in paid:
        holder = event.player if isinstance(event, BonusPaid) else MARKET
        per_holder.setdefault(holder, []).append(event)
    lines: list[tuple[int | None, str]] = []
    seconds = sum(1 for group in per_holder.values() if group[0].kind == MINORITY)
    for holder, group in per_holder.items():
        kinds = {e.kind for e in group}
        amount = sum(e.amount for e in group)
        if holder == MARKET:
            who, count = _("The stock market"), market
        else:
            who = players[holder]["name"]
            count = (players[holder].get("shares") or {}).get(chain_id)
        if kinds == {MAJORITY, MINORITY}:
            why = _("sole holder: majority and minority bonus")
        elif SHARED in kinds:
            why = _("tied for most shares: majority and minority shared")
        elif MAJORITY in kinds:
            why = _("most shares: majority bonus")
        else:
            why = _("tied for second: minority bonus shared") if seconds > 1 else _("second most: minority bonus")
        text = _("{who} receives {amount} ({why}").format(who=who, amount=money(amount), why=why)
        if count is not None:
            text += (_(", {count} share") if count == 1 else _(", {count} shares")).format(count=count)
        text += ")"
        if holder == MARKET:
            text += _(": it stays in the bank")
        lines.append((None if holder == MARKET else holder, text))
    title = _("{chain} bonuses paid").format(chain=chain_name)
    return BonusNote(chain_id, title, lines)
