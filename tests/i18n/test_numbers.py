"""Amounts read in the player's language: 6,000 in English, 6.000 in Italian, 6 000 in French.

The engines stay language-free: a template writes ``{cash:,}`` and
:func:`companion.core.i18n.fill` groups the digits with the number formatter the
front-end's ``_`` carries, so a refusal, a game-log sentence, a decision's
question and the UI's own money all agree with the language chosen in Settings.
"""

from __future__ import annotations

import re

import pytest

from companion.core import N_, Event, RuleViolation
from companion.core.decisions import Confirm
from companion.core.game import Game
from companion.core.i18n import english_number, fill, number_format
from companion.core.records import Codec
from companion.games.acquire import GAME as ACQUIRE
from companion.games.acquire.errors import CannotAfford
from companion.games.acquire.events import BonusPaid, MarketBonus
from companion.registry import names
from companion.text.i18n import _, number, set_language

events = Codec("event")
NNBSP = "\u202f"  # CLDR's French group separator: the narrow no-break space
NBSP = "\u00a0"  # what the screens use instead: the bundled font draws U+202F about 1 px wide
GROUPED = {"en": "6,000", "it": "6.000", "fr": f"6{NBSP}000"}


@pytest.fixture
def language():
    """Switch the UI language for one test and back to English after it."""
    yield set_language
    set_language("en")


# -- the mechanism ----------------------------------------------------------------------------


def test_without_a_translator_numbers_read_in_english():
    """Pure code (logs, tests, ``str(error)``) keeps English grouping: the engine never learns a language."""
    assert fill(N_("Pay ${amount:,}."), {"amount": 6000}) == "Pay $6,000."
    assert number_format(None) is english_number
    assert number_format(str) is english_number  # a translate callable with no ``number``


def test_a_translator_carries_its_numbers():
    def italian(text: str) -> str:
        return {"pay {amount:,} now": "paga {amount:,} ora"}[text]

    italian.number = lambda value: f"<{value}>"  # type: ignore[attr-defined]
    assert fill("pay {amount:,} now", {"amount": 6000}, italian) == "paga <6000> ora"


def test_only_grouped_whole_numbers_change():
    """Tile numbers, counts, flags and other specs are left to ``str.format``."""
    fr = _french()
    assert fill("{n} {n:,} {n:>5} {flag:,}", {"n": 1234, "flag": True}, fr) == f"1234 1{NNBSP}234  1234 1"
    assert fill("{x:,}", {"x": 1234.5}, fr) == "1,234.5"  # not an amount of the bank: left alone


def test_a_broken_translation_falls_back_to_english_words_with_local_numbers():
    """A catalog mistake must not hide the sentence: the English template, the language's numbers."""

    def broken(text: str) -> str:
        return "{nope} " + text

    broken.number = lambda value: GROUPED["it"]  # type: ignore[attr-defined]
    assert fill("Pay ${amount:,}.", {"amount": 6000}, broken) == "Pay $6.000."
    assert RuleViolation(N_("Pay ${amount:,}."), amount=6000).message(broken) == "Pay $6.000."


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_ui_groups_digits_with_babel(language, code):
    language(code)
    assert number(6000) == GROUPED[code]
    assert _.number(6000) == GROUPED[code]
    assert number(999) == "999"


def test_the_french_separator_is_a_visible_gap_in_the_screen_font(language):
    """CLDR's narrow no-break space is drawn about 1 px wide by the bundled font: "6 000" would read "6000".

    The screens use the no-break space instead: a real gap, and a number never split over two lines.
    """
    from companion.ui import theme

    font = theme.font(theme.FONT_SIZES["body"])
    plain = font.size("6000")[0]
    assert font.size(f"6{NNBSP}000")[0] - plain <= 1  # why CLDR's own separator is not used
    language("fr")
    grouped = number(6000)
    assert grouped == f"6{NBSP}000" and NNBSP not in number(1234567)
    assert font.size(grouped)[0] - plain >= 3
    gap = font.render(NBSP, True, (255, 255, 255), (0, 0, 0))  # blank, not a missing-glyph box
    assert all(gap.get_at((x, y))[:3] == (0, 0, 0) for x in range(gap.get_width()) for y in range(gap.get_height()))
    assert theme.wrap(f"Argent ${grouped}", font.size("Argent $6")[0], theme.FONT_SIZES["body"]) == [
        "Argent",
        f"${grouped}",
    ]


def _french():
    def translate(text: str) -> str:
        return text

    translate.number = lambda value: f"{value:,}".replace(",", NNBSP)  # type: ignore[attr-defined]
    return translate


# -- where the players read amounts -----------------------------------------------------------

REFUSAL = {
    "en": "Ann has $1,200 but these shares cost $1,500.",
    "it": "Ann ha $1.200 ma queste azioni costano $1.500.",
    "fr": f"Ann a $1{NBSP}200 mais ces actions coûtent $1{NBSP}500.",
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_refusal_names_amounts_in_the_language(language, code):
    refusal = CannotAfford(player_name="Ann", cash=1200, cost=1500)
    language(code)
    assert refusal.message(_) == REFUSAL[code]
    assert refusal.message() == REFUSAL["en"]  # the log's English is unchanged
    assert str(refusal) == REFUSAL["en"]


LOG = {
    "en": "Ann receives a majority bonus of $6,000 for Tower.",
    "it": "Ann riceve il bonus di maggioranza di $6.000 per Tower.",
    "fr": f"Ann reçoit le dividende majoritaire de $6{NBSP}000 pour Tower.",
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_log_sentence_names_amounts_in_the_language(language, code):
    state = ACQUIRE.new_game({"players": ["Ann", "Ben", "Cat"], "seed": 1})
    language(code)
    event = BonusPaid(chain="tower", player=0, amount=6000, kind="majority")
    assert ACQUIRE.describe(state, event, _) == LOG[code]
    market = ACQUIRE.describe(state, MarketBonus(chain="tower", amount=12000, kind="minority"), _)
    assert {"en": "$12,000", "it": "$12.000", "fr": f"$12{NBSP}000"}[code] in market
    assert ACQUIRE.describe(state, event) == LOG["en"]


@events.register
class Paid(Event):
    type = "test_paid"
    template = N_("{player_name} pays ${amount:,}.")
    player: int
    amount: int


class Names:
    """Just enough of a game for the kit's default ``describe``."""

    def player_names(self, state: object) -> list[str]:
        return ["Ann", "Ben"]


@pytest.mark.parametrize("code", ["it", "fr"])
def test_the_kits_describe_and_a_question_group_amounts(language, code):
    """The kit's default ``describe`` and a decision's question go through the same filling."""
    language(code)
    assert Game.describe(Names(), None, Paid(player=0, amount=6000), _) == f"Ann pays ${GROUPED[code]}."
    assert Game.describe(Names(), None, Paid(player=0, amount=6000)) == "Ann pays $6,000."
    question = Confirm(label="{name}: pay ${amount:,}?", values={"amount": 6000})
    assert question.text("Ann", _) == f"Ann: pay ${GROUPED[code]}?"
    assert question.text("Ann") == "Ann: pay $6,000?"


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_screens_money_follows_the_language(language, code):
    from companion.front.acquire.texts import money as acquire_money
    from companion.text.i18n import money

    language(code)
    assert money(6000, "$") == f"${GROUPED[code]}"
    assert GROUPED[code] in acquire_money(6000)


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_an_amount_with_a_short_unit_or_none_is_grouped(language, code):
    """Big Shot's "M" and Mad Market's bare amounts are money too: "6.000M", not "6000M"."""
    from companion.text.i18n import money

    language(code)
    assert money(6000, "M") == f"{GROUPED[code]}M"
    assert money(6000, "") == GROUPED[code]


@pytest.mark.parametrize(
    "code, one, three", [("en", "1 share", "3 shares"), ("it", "1 azione", "3 azioni"), ("fr", "1 action", "3 actions")]
)
def test_a_unit_word_agrees_with_its_number(language, code, one, three):
    # "min 1 share" on the touchscreen's stepper, "1 share" at the console (it read "1 shares")
    from companion.text.i18n import money

    language(code)
    assert money(1, "shares") == one and money(3, "shares") == three
    assert money(1_000, "shares").endswith(three.split()[1]) and money(1_000, "shares")[0] == "1"


@pytest.mark.parametrize(
    "code, expected", [("en", "Ann: Declare end"), ("it", "Ann: Declare end"), ("fr", "Ann : Declare end")]
)
def test_a_label_and_its_value_take_the_languages_colon(language, code, expected):
    from companion.text.i18n import labelled

    language(code)
    assert labelled("Ann", "Declare end") == expected


ENGLISH_GROUPING = re.compile(r"\d,\d{3}")


@pytest.mark.parametrize("code", ["it", "fr"])
@pytest.mark.parametrize("game", names(include_test=False))
def test_no_log_sentence_of_a_whole_game_groups_digits_the_english_way(language, code, game):
    """Every game's log, played out by the random player, reads its amounts in the table's language."""
    from companion.core import ChanceSource
    from companion.registry import load, specs

    engine = load(specs()[game].engine)
    chance = ChanceSource(7)
    state = engine.new_game(engine.random_config(3, chance))
    events = []
    for _move in range(3000):
        if engine.is_over(state):
            break
        events += engine.apply(state, engine.choose_random(state, chance))
    assert events
    language(code)
    sentences = [engine.describe(state, event, _) for event in events]
    assert not [s for s in sentences if ENGLISH_GROUPING.search(s)]
    if game == "acquire":  # its bonuses and sales run into thousands: they must show the language's grouping
        assert any(GROUPED[code][1] in s for s in sentences)
