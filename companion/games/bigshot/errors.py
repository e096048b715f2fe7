"""The refusals particular to Big Shot, each with a stable code and a sentence for players."""

from __future__ import annotations

from companion.core import InvalidChoice, RuleViolation, TableError
from companion.core.i18n import N_, NP_, NP_plural, Phrase, Word

from .rules import COLORS, COLOUR_WORDS

COLOUR_NOUN = NP_("a Big Shot colour as a noun, with its article", "{color}")
"""One colour of a list a sentence names ("plays {choices:and}"): "red" in English, "le {color}" in French and
"il {color}" in Italian, as the catalog writes the article before a single ``{color}`` ("pour le {color}"). A
list slot cannot carry an article for each of its items, so each item brings its own (eliding like every slot)."""


def colour_nouns(colors: tuple[str, ...] | list[str]) -> tuple[Phrase, ...]:
    """``colors`` as nouns for a ``{choices:and}`` or ``{choices:or}`` slot: "le rouge et le blanc", "red and white"."""
    return tuple(Phrase(COLOUR_NOUN, color=Word(COLOUR_WORDS.get(color, color))) for color in colors)


CUBE_COUNTS = {
    "red": NP_plural("Big Shot cubes of one colour, counted", "{count} red", "{count} red"),
    "yellow": NP_plural("Big Shot cubes of one colour, counted", "{count} yellow", "{count} yellow"),
    "black": NP_plural("Big Shot cubes of one colour, counted", "{count} black", "{count} black"),
    "white": NP_plural("Big Shot cubes of one colour, counted", "{count} white", "{count} white"),
}
"""A number of cubes of one colour ("2 red"): the colour agrees with the cubes it counts in French and Italian
("2 rouges", "2 rossi"), so each colour has its own plural entry rather than a word filled into one."""


def cube_counts(colors: tuple[str, ...] | list[str]) -> tuple[Phrase, ...]:
    """Cubes as a ``{won:and}`` slot reads them: "1 red, 2 white and 1 yellow", one count per colour.

    A list of bare colours, one per cube ("red, white, white and yellow"), made players count the repeats and,
    in French and Italian, read adjectives standing alone where every other Big Shot sentence has a noun
    ("le rouge"). A count and a colour read as the cubes they are ("2 blancs", "2 bianchi")."""
    order = [color for color in COLORS if color in colors] + sorted({c for c in colors if c not in COLORS})
    return tuple(
        Phrase(CUBE_COUNTS[color], count=colors.count(color))
        if color in CUBE_COUNTS
        else Phrase("{count} {color}", count=colors.count(color), color=color)  # no colour of this game
        for color in order
    )


class BoardError(TableError):
    code = "board"
    template = N_("Board field '{field}' {problem}.")


class LayoutError(InvalidChoice):
    """A cube layout the rules do not allow (wrong totals, four of one colour on a space)."""

    code = "layout"
    translated = ("color",)  # a cube colour's word, in the sentence's language


class PlacementError(InvalidChoice):
    """Cubes that cannot go where the winner wants them."""

    code = "placement"


class PayError(InvalidChoice):
    """Two players: a colour that cannot pay the winning bid (the colours that can are named)."""

    translated = ("color", "choices")


class LoanError(RuleViolation):
    code = "loan"
    translated = ("color", "own", "choices")  # cube colours' words (a list of them, too), in the sentence's language


class BidTooHigh(RuleViolation):
    """A bid the bidder could not pay (refused except in the hidden-money variant)."""

    code = "bid_too_high"
    template = N_("{player_name} has {cash}M and cannot bid {amount}M: pass or take a loan.")
