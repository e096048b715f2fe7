"""Whole numbers are written exactly as Babel writes them, without loading Babel's locale data.

``companion.text.digits`` holds, for each language's number locale, the four facts Babel's data gives; these
tests hold them to Babel itself, so a new Babel whose data differs fails here rather than on a screen.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from babel import Locale
from babel.numbers import format_decimal

from companion.text.digits import WRITTEN, Digits, from_babel, grouped
from companion.text.i18n import NUMBER_LOCALES, SCREEN_SPACES, number, set_language

SAMPLES = sorted(
    {0, 1, -1, 7, -7}
    | {sign * (10**k + delta) for k in range(1, 16) for delta in (-1, 0, 1) for sign in (1, -1)}
    | {random.Random(seed).randint(-(10**12), 10**12) for seed in range(2000)}
)


@pytest.mark.parametrize("locale", sorted(NUMBER_LOCALES.values()))
def test_every_language_is_written_down_as_babel_has_it(locale: str) -> None:
    assert WRITTEN[locale] == from_babel(locale)


@pytest.mark.parametrize("locale", sorted(NUMBER_LOCALES.values()))
def test_whole_numbers_read_as_babel_writes_them(locale: str) -> None:
    babel = Locale.parse(locale)
    for value in SAMPLES:
        assert grouped(value, WRITTEN[locale]) == format_decimal(value, locale=babel), value


def test_other_groupings_follow_the_rule() -> None:
    """India's lakh and crore: three digits, then twos; a locale not written down is asked of Babel."""
    indian = from_babel("hi_IN")
    assert indian == Digits(",", "-", 3, 2)
    assert grouped(-123456789, indian) == format_decimal(-123456789, locale="hi_IN") == "-12,34,56,789"


@pytest.mark.parametrize("code", sorted(NUMBER_LOCALES))
def test_the_screen_number_in_each_language(code: str) -> None:
    set_language(code)
    try:
        for value in SAMPLES[::50]:
            assert number(value) == format_decimal(value, locale=NUMBER_LOCALES[code]).translate(SCREEN_SPACES)
        assert number(2.5) == format_decimal(2.5, locale=NUMBER_LOCALES[code]).translate(SCREEN_SPACES)
    finally:
        set_language("en")


def test_an_english_table_never_loads_babel() -> None:
    """Start-up writes money in English without importing Babel at all (about 75 million instructions)."""
    code = (
        "import sys; from companion.text.i18n import number, listing; "
        "print(number(-1234567), listing(['a', 'b', 'c']), 'babel' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["-1,234,567", "a,", "b", "and", "c", "False"]
