"""Big Shot in words, for the screen and the console alike: colour names and letters, how a lot scores, whether
a player may win. Nothing here draws (the console imports it without pygame)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.games.bigshot.rules import COLOUR_LABELS, COLOUR_WORDS
from companion.text.i18n import _, ngettext
from companion.text.signs import MINUS

COLOURS = ("red", "yellow", "black", "white")  # in the rulebook's order


def color_name(color: str | None) -> str:
    return _(COLOUR_WORDS[color]) if color in COLOUR_WORDS else _("nobody")


def color_label(color: str) -> str:
    """A cube colour standing alone on a button or a label, capitalised as every label is ("Rosso" beside
    "Azzera"); a sentence says :func:`color_name` ("il rosso")."""
    return _(COLOUR_LABELS[color]) if color in COLOUR_LABELS else color_name(color)


def sentence(line: str) -> str:
    """``line`` begun with a capital letter: a line that opens with a colour's word ("rosso 1  nero 1", "white has
    the highest count") or a lowercase phrase is read as the start of a sentence, in every language."""
    return line[:1].upper() + line[1:]


def board_note(summary: Mapping[str, Any]) -> str:
    """The board the game is played on, when its numbers are not all the box's (the packaged default board,
    which the engine's summary says is not calibrated), else nothing: the play screen says it beside the lots, in
    few words, where the console and the phones head the table with the engine's stand-in sentence."""
    if summary.get("board_calibrated", True):
        return ""
    return _("Default board: some values are placeholders")


def color_letter(color: str) -> str:
    return {"red": _("R"), "yellow": _("Y"), "black": _("B"), "white": _("W")}.get(color, "?")


def lot_score_text(score: Mapping[str, Any], lots: Mapping[str, Mapping[str, Any]]) -> str:
    """How one lot scores, from the summary: ``P1 park``, ``A9 9M ×2 = 18M`` (next to a park), ``L20 20M``."""
    lot, base, times = score["lot"], score["base"], score["times"]
    if lots[lot]["park"]:
        return _("{lot} park").format(lot=lot)
    if times > 1:
        return _("{lot} {base}M ×{times} = {value}M").format(lot=lot, base=base, times=times, value=score["value"])
    return f"{lot} {base}M"


def lots_text(mine: Mapping[str, Any], lots: Mapping[str, Mapping[str, Any]], over: bool = False) -> str:
    """One colour's lots and what they are worth: ``Lots A9 9M, L20 20M = 29M``; ``No lots yet`` while lots may
    still come, ``No lots`` once the game is ``over`` (the final scores promise nothing more).

    A park and the one lot it doubles read ``Lots P1 park, A9 9M ×2 = 18M``: the doubled lot already ends with
    what the colour's lots are worth, and the total after it read "= 18M = 18M", a sum that looked miscounted.
    """
    if not mine["scores"]:
        return _("No lots") if over else _("No lots yet")
    scores = ", ".join(lot_score_text(score, lots) for score in mine["scores"])
    valued = [score for score in mine["scores"] if not lots[score["lot"]]["park"]]
    if len(valued) == 1 and valued[0]["times"] > 1:
        return _("Lots {lots}").format(lots=scores)
    return _("Lots {lots} = {total}M").format(lots=scores, total=mine["lot_value"])


def fortune_text(fortune: int) -> str:
    """A player's fortune, named: the figure that decides the game reads as what it is, not a bare number. A fortune
    sunk in debts takes the screen's typographic minus ("Fortune −42M"), as every game's screen writes one."""
    return _("Fortune {fortune}M").format(fortune=f"{MINUS}{-fortune}" if fortune < 0 else fortune)


def money_text(mine: Mapping[str, Any]) -> str:
    """One colour's cash and debts (cash the viewer may not see reads "hidden"): a line of its own, under the lots, so
    it begins as a sentence ("Denaro 9M", not "denaro 9M"). A colour that never borrowed has "no debts": "debiti 0 x
    10M" read as a sum to work out for a player who owes nothing."""
    cash = _("hidden") if mine["cash"] is None else mine["cash"]
    if not mine["debts"]:
        return _("Cash {cash}M, no debts").format(cash=cash)
    n = mine["debts"]
    return ngettext("Cash {cash}M, {n} debt of 10M", "Cash {cash}M, {n} debts of 10M", n).format(cash=cash, n=n)


def colour_money_text(mine: Mapping[str, Any]) -> str:
    """One of a two-player seat's colours: its cash, its debts and its own fortune ("Cash 7M, debts 1 × 10M,
    fortune 49M"). The fortune stood after an equals sign ("Cash 7M, debts 1 × 10M  =  49M"), read as the sum of
    that line's cash and debts: a sum that looked wrong whenever the colour owned a lot."""
    fortune = mine["fortune"]
    if fortune is None:  # the colour's cash is hidden: so is its fortune
        return money_text(mine)
    shown = f"{MINUS}{-fortune}" if fortune < 0 else fortune
    return _("{money}, fortune {fortune}M").format(money=money_text(mine), fortune=shown)


def eligibility(player: Mapping[str, Any], over: bool = False) -> str:
    """Whether the player may win: 2 lots (with each colour, for two players). Once the game is ``over`` a
    player who had them "qualifies": "may win" beside a player who lost reads as if the game went on."""
    colours, ok = player["by_color"], player["qualifies"]
    if len(colours) == 1:
        n = len(next(iter(colours.values()))["lots"])
        if ok and over:
            return ngettext("{n} lot: qualifies", "{n} lots: qualifies", n).format(n=n)
        if ok:
            return ngettext("{n} lot: may win", "{n} lots: may win", n).format(n=n)
        return ngettext("{n} lot: needs 2 to win", "{n} lots: needs 2 to win", n).format(n=n)
    counts = ", ".join(f"{color_name(color)} {len(mine['lots'])}" for color, mine in colours.items())
    if ok and over:
        return _("lots {counts}: qualifies").format(counts=counts)
    return (_("lots {counts}: may win") if ok else _("lots {counts}: needs 2 each")).format(counts=counts)
