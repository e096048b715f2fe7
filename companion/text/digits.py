"""Whole numbers written as each language groups their digits, without loading its whole locale at start-up.

Every amount on the table is a whole number, and writing one takes only four
facts from CLDR: the group separator, the minus sign, and how many digits
each group holds (the one nearest the units, then the others). Babel knows
them, but asking it loads the language's whole locale data (some 400 KB
unpickled, about 58 million instructions, a twentieth of a start-up), and the
first frame already shows money. So the three languages' facts are written
down here; ``tests/i18n/test_digits.py`` checks them against Babel's own
formatting for thousands of numbers, so a new Babel with other data fails
that test instead of changing a screen. A locale not written here is asked of
Babel (:func:`from_babel`).
"""

from __future__ import annotations

from typing import NamedTuple


class Digits(NamedTuple):
    """How one locale writes a whole number."""

    group: str
    """Between groups of digits: "," in English, "." in Italian, a narrow no-break space in French."""
    minus: str
    """Before a negative number."""
    first: int
    """Digits in the group nearest the units."""
    then: int
    """Digits in each group after it (India's 2 after a first 3)."""


WRITTEN: dict[str, Digits] = {
    "en_US": Digits(",", "-", 3, 3),
    "it_IT": Digits(".", "-", 3, 3),
    "fr_FR": Digits("\u202f", "-", 3, 3),
}
"""The locales of :data:`companion.text.i18n.NUMBER_LOCALES`, as Babel's data has them."""


def grouped(value: int, digits: Digits) -> str:
    """``value`` written with its digits grouped (what ``babel.numbers.format_decimal`` gives a whole number)."""
    text = str(abs(value))
    size = digits.first
    groups: list[str] = []
    while len(text) > size:
        groups.append(text[-size:])
        text = text[:-size]
        size = digits.then
    groups.append(text)
    written = digits.group.join(reversed(groups))
    return digits.minus + written if value < 0 else written


def from_babel(locale: str) -> Digits:
    """The facts of ``locale`` as Babel has them (loads the locale's data)."""
    from babel import Locale

    data = Locale.parse(locale)
    pattern = data.decimal_formats[None]
    symbols = data.number_symbols[data.default_numbering_system]
    return Digits(symbols["group"], symbols["minusSign"], pattern.grouping[0], pattern.grouping[1])
