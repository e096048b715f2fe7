"""What placing a tile would do, in words: the one wording of the engine's tile preview on every front-end.

The touchscreen titles a tapped space with :func:`headline` and explains it with :func:`explanation`; the
console and the phones, where a tile is chosen from a list, say :func:`outcome` beside each tile of the hand
and the whole preview on demand (:func:`words`, the GameSpec's ``option_words``). All of it reads the engine's
preview (``Table.preview``: the chains a tile touches, a merger's survivor and the bonuses it pays now, the
refusal it would raise) and the public summary; no rule is decided here.
"""

from __future__ import annotations

from typing import Any

from companion.games.acquire.insight import chain_names
from companion.text.i18n import _, ngettext
from companion.text.option_words import OptionWords
from companion.text.payees import joined, payees

from .texts import money, refused
from .texts import paid as paid_per_seat


def headline(shown: dict[str, Any], names: dict[str, str], player: str) -> str:
    """What a tile would do, in a few words (the title above its preview)."""
    tile, kind, survivors = shown["tile"], shown["kind"], shown["survivors"]
    titles = {
        "start": _("{name}'s start tile: {tile}"),
        "lonely": _("{tile} stands alone"),
        "grow": _("{tile} grows {chain}"),
        "found": _("{tile} founds a new chain"),
        "merge": _("{tile} merges into {chain}") if len(survivors) == 1 else _("{tile} merges chains of equal size"),
        "taken": _("{tile} is already on the board"),
        "dead": _("{tile} can never be played"),
        "unplayable": _("{tile} cannot be played now"),
    }
    chain = names.get(survivors[0] if survivors else shown["chains"][0]["id"], "") if shown["chains"] else ""
    return titles.get(kind, "{tile}").format(tile=tile, chain=chain, name=player)


def explanation(shown: dict[str, Any], names: dict[str, str], players: list[str]) -> list[str]:
    """Why, from the engine's preview: the chains involved and, for a merger, the bonuses it pays now."""
    kind, sizes = shown["kind"], {chain["id"]: chain["size"] for chain in shown["chains"]}

    def sized(chain_id: str) -> str:
        return ngettext("{chain} ({size} tile)", "{chain} ({size} tiles)", sizes[chain_id]).format(
            chain=names[chain_id], size=sizes[chain_id]
        )

    if not shown["legal"]:
        return [refused(shown["refusal"])]
    if kind == "grow":
        chain_id = shown["chains"][0]["id"]
        grows = ngettext(
            "{chain} is {size} tile now; this tile and any loose tiles it connects join it.",
            "{chain} is {size} tiles now; this tile and any loose tiles it connects join it.",
            sizes[chain_id],
        )
        return [grows.format(chain=names[chain_id], size=sizes[chain_id])]
    if kind != "merge":
        return {
            "lonely": [_("It touches no tile: no chain grows or is founded.")],
            "found": [_("You choose which chain; its founder receives one free share if any are left.")],
        }.get(kind, [])
    survivors = shown["survivors"]
    if len(survivors) == 1:
        defunct = joined([sized(c) for c in sizes if c != survivors[0]])
        lines = [_("{survivor} survives and absorbs {defunct}.").format(survivor=sized(survivors[0]), defunct=defunct)]
    else:
        # Tied chains are the same size: said once, not after each name, and the headline above says already that
        # they are the largest ("merges chains of equal size"). A three-way tie's sentence took five lines in
        # French, and the last chain's bonuses had no room left at a table of six.
        size = sizes[survivors[0]]
        # The bonuses of every tied chain follow, though the survivor's are not paid: said here, once, or the
        # table read that the survivor's holders would be paid too.
        tie = ngettext(
            "{chains} tie at {size} tile: the player of the tile chooses the survivor, which pays no bonus.",
            "{chains} tie at {size} tiles: the player of the tile chooses the survivor, which pays no bonus.",
            size,
        )
        lines = [tie.format(chains=joined([names[c] for c in survivors]), size=size)]
    for chain_id, paid in shown["bonuses"].items():
        chain = names[chain_id]
        if not paid:
            lines.append(_("{chain}: nobody holds shares, no bonus.").format(chain=chain))
        elif any(award["seat"] is None for award in paid):  # hidden holdings: amounts only
            amounts = joined([money(a) for a in sorted({a["amount"] for a in paid}, reverse=True)])
            lines.append(
                _("{chain} pays bonuses of {amounts} (holdings are hidden).").format(chain=chain, amounts=amounts)
            )
        else:
            lines.append(_("{chain} bonuses: {parts}.").format(chain=chain, parts=receiving(paid, players)))
    if shown["market"]:
        lines.append(_("With two players the stock market draws its holding at the payout."))
    return lines


def receiving(awards: list[dict[str, Any]], players: list[str]) -> str:
    """Who a chain's bonuses pay and how much, in the awards' order ("Ann $3,000 and Ben $1,500"), a sole holder's
    two bonuses as one amount; players paid the same are named together ("Ann, Ben and Cat $1,500 each"), as a
    shared bonus is split evenly between them, and the rest of the table is "the others" (:func:`payees`)."""
    return payees(paid_per_seat(awards), players, money)


def outcome(shown: dict[str, Any], names: dict[str, str], players: list[str]) -> str:
    """What a tile would do, in the few words that fit beside it in a list (its name is the option's label).

    A player at a busy table reads six of these at once to choose a tile: each says the chain it grows and
    how big that chain is now, and a merger who would be paid and how much at once (the amounts only while
    holdings are hidden), as the bonuses are what a merger is played for. Why, and each chain's bonus apart,
    is the whole preview (:func:`explanation`), read on demand."""
    kind, chains = shown["kind"], shown["chains"]
    if kind == "grow":
        size = chains[0]["size"]
        return ngettext("grows {chain} ({size} tile now)", "grows {chain} ({size} tiles now)", size).format(
            chain=names.get(chains[0]["id"], chains[0]["id"]), size=size
        )
    if kind == "merge":
        return merger(shown, names, players)
    words = {
        "start": _("a start tile"),
        "lonely": _("stands alone"),
        "found": _("founds a new chain"),
        "taken": _("already on the board"),
        "dead": _("can never be played"),
        "unplayable": _("cannot be played now"),
    }
    return words.get(kind, kind)


def merger(shown: dict[str, Any], names: dict[str, str], players: list[str]) -> str:
    """A merger in a few words: the chains absorbed into the survivor and who is paid now, the bonuses of every
    absorbed chain added up per player ("merges Luxor into Tower, pays Ann $3,000 and Ben $1,500")."""
    survivors = shown["survivors"]
    if len(survivors) != 1:  # a tie: which chain goes, and so whose bonus, is the mergemaker's choice
        tied = joined([names.get(chain, chain) for chain in survivors])
        return _("merges {chains} of equal size: you choose the survivor").format(chains=tied)
    defunct = joined([names.get(c["id"], c["id"]) for c in shown["chains"] if c["id"] != survivors[0]])
    merged = {"defunct": defunct, "survivor": names.get(survivors[0], survivors[0])}
    awards = [award for paid in shown["bonuses"].values() for award in paid]
    if not awards:
        return _("merges {defunct} into {survivor}, no bonus").format(**merged)
    if any(award["seat"] is None for award in awards):  # hidden holdings: how much, never to whom
        total = money(sum(award["amount"] for award in awards))
        return _("merges {defunct} into {survivor}, pays {amount} in bonuses").format(**merged, amount=total)
    per_seat = paid_per_seat(awards)  # in the awards' order (the majority first)
    glue = "\N{NO-BREAK SPACE}"  # a name and its amount stay on one line where the words are wrapped
    paid = joined(
        [_("{name} {amount}").format(name=players[s], amount=money(a)).replace(" ", glue) for s, a in per_seat.items()]
    )
    return _("merges {defunct} into {survivor}, pays {paid}").format(**merged, paid=paid)


def words(
    shown: dict[str, Any] | None, summary: dict[str, Any], action: object = None, config: object = None
) -> OptionWords | None:
    """A tile's preview as the console and the phones say it: :func:`outcome` beside the tile, and in full the
    touchscreen's headline over its explanation (the GameSpec's ``option_words``). Only a tile has a preview;
    any other option (a chain to found, shares to buy) has no words: its label says it all."""
    if shown is None:
        return None
    names, players = chain_names(summary), [player["name"] for player in summary["players"]]
    seat = summary["prompt"].get("player")
    player = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else ""
    full = (headline(shown, names, player), *explanation(shown, names, players))
    return OptionWords(outcome(shown, names, players), full, allowed=shown["legal"])
