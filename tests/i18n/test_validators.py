"""A printed table's problems read in the owner's language; the English stays for logs.

Big Shot's board, Mad Market's board and Steam Barons' card are checked by
their engines, which know no language: each problem is a
:class:`~companion.core.i18n.Phrase` (an ``N_`` template and its data), and the
refusal translates it with its own sentence at display. Mad Market's warnings
(a valid board that differs from the rulebook) are Phrases too.
"""

from __future__ import annotations

import copy

import pytest

from companion.core import RuleViolation
from companion.core.i18n import Phrase, say
from companion.games.bigshot import BOARD
from companion.games.mad_market import board_warnings
from companion.games.mad_market.board import BOARD as MARKET_BOARD
from companion.games.steam_barons import CARD
from companion.text.i18n import _, set_language

NBSP = "\u00a0"


@pytest.fixture
def language():
    yield set_language
    set_language("en")


def refusal(validate, data) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        validate(data)
    return refused.value


def bad_lot_value():
    board = copy.deepcopy(BOARD.packaged_table())
    lot = next(lot for lot, spec in board["lots"].items() if "value" in spec)
    board["lots"][lot]["value"] = 0
    return lot, board


def bad_ceo_bonus():
    card = copy.deepcopy(CARD.packaged_table())
    card["performance"][0]["ceo_bonus"] = 5
    return card


def bad_price():
    board = copy.deepcopy(MARKET_BOARD.packaged_table())
    square = next(i for i, s in enumerate(board["squares"]) if s.get("kind") == "company")
    board["squares"][square]["price"] = 0
    return square, board


def test_the_english_sentence_is_unchanged_for_logs():
    lot, board = bad_lot_value()
    error = refusal(BOARD.validate, board)
    assert str(error) == f"Board field 'lots.{lot}.value' must be a whole number of millions from 1 to 999, not 0."
    assert error.message() == str(error)
    assert isinstance(error.data["problem"], Phrase) and error.data["problem"].data == {"high": 999, "value": 0}


BOARD_VALUE = {
    "it": "Campo del tavoliere 'lots.{lot}.value': deve essere un numero intero di milioni da 1 a 999, non 0.",
    "fr": "Champ du plateau 'lots.{lot}.value' : doit être un nombre entier de millions de 1 à 999, pas 0.",
}
CEO_BONUS = {
    "it": "Campo 'performance[0].ceo_bonus' della scheda: deve essere 0: il bonus CEO si paga solo oltre il "
    "rendimento 9.",
    "fr": "Champ 'performance[0].ceo_bonus' de la fiche : doit être 0 : le bonus PDG n'est versé qu'au-delà du "
    "rendement 9.",
}
PRICE = {
    "it": "Campo del tavoliere 'squares[{square}].price': deve essere un numero intero da 1 a 1.000.000, non 0.",
    "fr": f"Champ du plateau 'squares[{{square}}].price' : doit être un nombre entier de 1 à 1{NBSP}000{NBSP}000, "
    "pas 0.",
}


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_board_problem_reads_in_the_language(language, code):
    lot, board = bad_lot_value()
    error = refusal(BOARD.validate, board)
    language(code)
    assert error.message(_) == BOARD_VALUE[code].format(lot=lot)


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_card_problem_reads_in_the_language(language, code):
    error = refusal(CARD.validate, bad_ceo_bonus())
    language(code)
    assert error.message(_) == CEO_BONUS[code]


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_market_board_problem_reads_in_the_language_with_its_numbers(language, code):
    square, board = bad_price()
    error = refusal(MARKET_BOARD.validate, board)
    language(code)
    assert error.message(_) == PRICE[code].format(square=square)


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_file_problem_of_the_kit_reads_in_the_language(language, code):
    """The shared reading of a table file (bad TOML) names its problem in the table's words too."""
    with pytest.raises(RuleViolation) as refused:
        MARKET_BOARD.parse("name = [")
    language(code)
    text = refused.value.message(_)
    assert {"it": "non è TOML valido", "fr": "n'est pas du TOML valide"}[code] in text
    assert "is not valid TOML" not in text


@pytest.mark.parametrize("code", ["it", "fr"])
def test_market_warnings_read_in_the_language(language, code):
    data = MARKET_BOARD.packaged_table()
    data["numbers"]["casino"] = 250
    (warning,) = [w for w in board_warnings(data) if "casino" in w]
    assert warning == f"numbers.casino: 250, the rulebook says {MARKET_BOARD.packaged_table()['numbers']['casino']}"
    language(code)
    said = say(warning, _)
    assert said.startswith("numbers.casino") and {"it": "il regolamento dice", "fr": "la règle dit"}[code] in said


BROKEN = [
    ("bigshot board", BOARD.validate, lambda: bad_lot_value()[1]),
    ("steam barons card", CARD.validate, bad_ceo_bonus),
    ("mad market board", MARKET_BOARD.validate, lambda: bad_price()[1]),
]


@pytest.mark.parametrize("code", ["it", "fr"])
@pytest.mark.parametrize("name, validate, broken", BROKEN, ids=[b[0] for b in BROKEN])
def test_no_english_problem_words_are_left(language, code, name, validate, broken):
    error = refusal(validate, broken())
    language(code)
    text = error.message(_)
    for english in ("must be", "Board field", "Card field", " not "):
        assert english not in text, text


@pytest.mark.parametrize("code", ["it", "fr"])
def test_the_form_screen_shows_the_problem_in_the_language(app, fingers, language, code):
    """Settings → Big Shot board: a wrong lot value is named at once, in the table's language."""
    from companion.front.bigshot.calibrate import FORM
    from companion.ui.scenes.form import open_form

    language(code)
    open_form(app, FORM)
    lot = next(iter(app.scene.form.data["lots"]))
    app.scene.form.set(("lots", lot, "value"), 0)
    app.scene.layout()
    status = app.scene.widgets[-1].text
    assert status == BOARD_VALUE[code].format(lot=lot)
