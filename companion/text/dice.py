"""The label over a die's row of faces, one for every front-end that draws one: the touchscreen and the phones.

The touchscreen read "Dado bianco" over the white die's faces where a phone read "bianco", the die's own name,
the word a sentence uses, alone and in lowercase among capitalised labels.
"""

from __future__ import annotations

from companion.core.dice import LONE, Die

from .i18n import _, pgettext


def die_label(die: Die) -> str:
    """The label over one die's row of faces, capitalised like every label on a screen, in the rulebook's words:
    "White die" ("Dado bianco", "Dé blanc"). The die's own name is the word a sentence uses ("the white die shows
    1 to 6"): alone over its row, "bianco" and "nero" were the only labels that began with a small letter."""
    # NOTE: over the row of one die's faces; {die} is its name, a sentence's word ("white"): "Dado bianco"
    if die.name == LONE:  # a game's only die is called "the die": its row is "Die", not "Die die"
        label = _(die.name)
    else:
        label = pgettext("a die's row of faces", "{die} die").format(die=_(die.name))
    return label[:1].upper() + label[1:]
