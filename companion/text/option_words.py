"""What choosing an option would do, in words, for the front-ends that list options: the console and the phones.

The touchscreen shows what a tile would do when it is tapped (the engine's ``preview`` hook, read through
:meth:`Table.preview`); a player at the console or on a phone chose blind. A game's front package that words
its options names a function in its GameSpec's ``option_words``::

    words(preview, summary, action, config) -> OptionWords | None

``preview`` is the engine's data for one option's action (None where the engine previews nothing for it),
``summary`` the public one (the names of its pieces and players), ``action`` the option's action itself and
``config`` the game's (the journal header's). An option the engine does not preview still has words where its
action and the summary say enough: a Decline, a stockbroker hired, a fee paid move money whose before and after
the summary's cash shows, though no preview of the engine's speaks of them. The words are the game's own,
shared with its touchscreen; this module only fetches them, so the console and the phones never name a game,
and any game with those words gets the same lines. What the preview may tell is the engine's to decide (hidden
holdings: amounts, no names); who sees an option at all is the front-end's (a phone shows a seat only its own
decisions).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from companion.core import PUBLIC, Table
from companion.core.decisions import Pick, PickOption
from companion.core.records import Action
from companion.data_classes import dataclass

PREVIEWED_MOST = 12
"""A pick of more options than this gets no words beside each option.

A hand of tiles is six; the board's hundred and eight squares (physical tiles: the tile is in the player's
hand, not the companion's) would bury the options under sentences. Any one option is still read on demand (the
console's ``? 5C``, a square tapped on the touchscreen or on the deciding seat's phone)."""


@dataclass(frozen=True, slots=True)
class OptionWords:
    """One option's outcome in words, in the language :func:`_` speaks now."""

    short: str
    """A few words beside the option ("grows Tower (5 tiles now)"): its label already names it."""
    full: tuple[str, ...]
    """Everything the touchscreen's preview says: its headline, then why (the chains, a merger's bonuses)."""
    allowed: bool = True
    """False if the rules would refuse it now (``full`` says why): a tile of the hand that is not offered."""


Describe = Callable[[Action], OptionWords | None]


def describer(table: Table[Any]) -> Describe | None:
    """The words of any action's preview at ``table`` now, or None if its game words no previews.

    The public summary is read once, so a hand's six options cost six previews and one summary."""
    from companion.registry import part

    words = part(table.game.name, "option_words")
    if words is None:
        return None
    summary, config = table.summary(PUBLIC), table.header.config

    def describe(action: Action) -> OptionWords | None:
        found: OptionWords | None = words(table.preview(action), summary, action, config)
        return found

    return describe


def labeller(table: Table[Any]) -> Callable[[PickOption], str | None]:
    """An option's button words in the game's own words at ``table`` now (its GameSpec's ``option_label``, the
    touchscreen's words for the same button), or None where the game has none (the engine's label stands then).

    A phone and the console showed Mad Market's engine labels ("Buy the company", with its price apart) where the
    touchscreen read "Buy LOG-2 for 100" for the same decision. The public summary is read once, at the first option
    that needs it.
    """
    from companion.registry import part

    words = part(table.game.name, "option_label")
    read: list[dict[str, Any]] = []

    def label(option: PickOption) -> str | None:
        if words is None:
            return None
        if not read:
            read.append(table.summary(PUBLIC))
        worded = words(option.key, option.action, table.header.config, read[0])
        return str(worded) if worded else None

    return label


def pick_words(table: Table[Any], pick: Pick, most: int | None = PREVIEWED_MOST) -> dict[str, OptionWords]:
    """The words of each option of ``pick`` that has any, by its key (none for a pick of more than ``most``
    options, :data:`PREVIEWED_MOST` unless told, or a game that words no previews).

    ``most=None`` words every option: a phone hands the board's squares their words for the deciding seat to
    read one at a time, on a tap, as the touchscreen shows a tapped square's preview."""
    return options_words(table, pick.options, most)


def options_words(
    table: Table[Any], options: Sequence[PickOption], most: int | None = PREVIEWED_MOST
) -> dict[str, OptionWords]:
    """The words of each of ``options`` that has any, by its key: a pick's, or the alternatives beside a number,
    a basket or a draw (an item to buy, a company to sell, the end of the move), so the console and the phones
    say what those would do wherever they list them, as they do a pick's (Mad Market's open phase listed
    "limousine: 1 VP for 200" bare where its landing's offer said "360 left"). None for more than ``most``
    options (:data:`PREVIEWED_MOST` unless told) or a game that words no previews."""
    if not options or (most is not None and len(options) > most):
        return {}
    describe = describer(table)
    if describe is None:
        return {}
    found = {option.key: describe(option.action) for option in options}
    return {key: words for key, words in found.items() if words is not None}
