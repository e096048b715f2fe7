"""The refusals particular to Big Shot, each with a stable code and a sentence for players."""

from __future__ import annotations

from companion.core import InvalidChoice, RuleViolation, TableError
from companion.core.i18n import N_, NP_, Phrase, Word

from .rules import COLOUR_WORDS

COLOUR_NOUN = NP_("a Big Shot colour as a noun, with its article", "{color}")
"""One colour of a list a sentence names ("plays {choices:and}"): "red" in English, "le {color}" in French and
"il {color}" in Italian, as the catalog writes the article before a single ``{color}`` ("pour le {color}"). A
list slot cannot carry an article for each of its items, so each item brings its own (eliding like every slot)."""


def colour_nouns(colors: tuple[str, ...] | list[str]) -> tuple[Phrase, ...]:
    """``colors`` as nouns for a ``{choices:and}`` or ``{choices:or}`` slot: "le rouge et le blanc", "red and white"."""
    return tuple(Phrase(COLOUR_NOUN, color=Word(COLOUR_WORDS.get(color, color))) for color in colors)


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
    translated = ("won", "placed")  # the cubes' colours, in the sentence's language


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
