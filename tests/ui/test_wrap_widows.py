"""Wrapped text never leaves a lone short word on its last line (a widow): the word before it comes down with it.

The Italian log of an Acquire merger read "Ann vende 3 azioni Luxor per $300, ne scambia 4 con 2 azioni Tower e ne
conserva" and, alone on the next line, "2.": a number cut off from what it counts. Every screen wraps with
:func:`companion.ui.theme.wrap`, so every game and language is kept from it alike.
"""

from __future__ import annotations

import pytest

from companion.ui import theme

BODY = theme.FONT_SIZES["body"]
DISPOSAL = "Ann vende 3 azioni Luxor per $300, ne scambia 4 con 2 azioni Tower e ne conserva 2."
SENTENCES = [
    DISPOSAL,
    "Ben vend 3 actions Luxor pour 600 $, en échange 4 contre 2 actions Tower et en garde 2.",
    "Cat sells 3 Luxor shares for $600, trades 4 for 2 Tower shares and keeps 2.",
    "Giocatore 2 vende 1 azione Verde per $6.",
    "Joueur 3 : acheter CRY-1 pour 140 ?",
]


def test_the_italian_disposal_keeps_its_last_count_with_the_verb_before_it() -> None:
    width = theme.font(BODY).size(DISPOSAL.removesuffix(" 2."))[0]  # "… e ne conserva" fills the first line
    lines = theme.wrap(DISPOSAL, width, BODY)  # in two lines of even length (test_wrap_balance)
    assert len(lines) == 2 and lines[-1].endswith(" e ne conserva 2.")


@pytest.mark.parametrize("sentence", SENTENCES)
@pytest.mark.parametrize("size", [theme.FONT_SIZES["small"], BODY])
def test_no_width_leaves_a_short_word_alone_on_the_last_line(sentence: str, size: int) -> None:
    chosen = theme.font(size)
    widest = chosen.size(sentence)[0]
    for width in range(chosen.size("Giocatore")[0] * 2, widest + 1):
        lines = theme.wrap(sentence, width, size)
        assert " ".join(lines).split() == sentence.split(), "wrapping loses, adds or reorders nothing"
        assert all(chosen.size(line)[0] <= width for line in lines), (width, lines)
        if len(lines) > 1:
            assert not (len(lines[-1]) <= theme.WIDOW and " " not in lines[-1]), (width, lines)


def test_the_widow_control_adds_no_line_and_leaves_longer_last_words_alone() -> None:
    chosen = theme.font(BODY)
    text = "Ann buys shares of Continental"
    width = chosen.size("Ann buys shares of")[0]
    assert theme.wrap(text, width, BODY) == ["Ann buys shares", "of Continental"]  # balanced, not widowed
    two = "Conserva 2."
    width = chosen.size("Conserva")[0]  # one word above: nothing to bring down without leaving an empty line
    assert theme.wrap(two, width, BODY) == ["Conserva", "2."]
    paragraphs = f"{DISPOSAL}\n\n{DISPOSAL}"
    width = chosen.size(DISPOSAL.removesuffix(" 2."))[0]
    each = theme.wrap(DISPOSAL, width, BODY)
    assert theme.wrap(paragraphs, width, BODY) == [*each, "", *each]  # each paragraph's last line, the blank kept


def test_a_word_broken_at_its_hyphen_keeps_its_pieces_in_order() -> None:
    """A name too long for the box breaks after its hyphen ("Marie-", "Jo"): its short last piece is the end of
    that word, which stays as it was broken, never "Ann Marie- Jo" or a piece lost."""
    width = theme.font(BODY).size("Marie-")[0]
    assert theme.wrap("Ann Marie-Jo", width, BODY) == ["Ann", "Marie-", "Jo"]


AMOUNTS = [
    ("Cat sells 3 Luxor shares for $300.", "$300."),
    ("Cat sells 4 Luxor shares for $1,200.", "$1,200."),
    ("Ann vende 4 azioni Luxor per $1.200.", "$1.200."),
    ("Ben paie la tuile pour 1.200 $.", "1.200 $."),
    ("Ben vend 4 actions Luxor pour $1\u00a0200.", "$1\u00a0200."),  # as the French screen groups it
    ("Ben bids 15M.", "15M."),
]


@pytest.mark.parametrize(("sentence", "amount"), AMOUNTS)
def test_an_amount_never_stands_alone_on_the_last_line_when_the_word_before_fits(sentence: str, amount: str) -> None:
    """ "$1,200." is longer than a widow, but an amount alone says nothing of what it pays: the word before it comes
    down with it, at every width where the two fit on one line."""
    assert theme.AMOUNT.fullmatch(amount)
    chosen = theme.font(BODY)
    before = sentence.removesuffix(amount).split()[-1]
    widest = max(chosen.size(word)[0] for word in sentence.split(" "))  # no word wider than its box
    for width in range(widest, chosen.size(sentence)[0] + 1):
        lines = theme.wrap(sentence, width, BODY)
        assert " ".join(lines).split() == sentence.split(), "wrapping loses, adds or reorders nothing"
        assert all(chosen.size(line)[0] <= width for line in lines), (width, lines)
        if chosen.size(f"{before} {amount}")[0] <= width and len(lines) > 1:
            assert lines[-1] != amount, (width, lines)
            assert not theme.AMOUNT.fullmatch(lines[-1]), (width, lines)


def test_the_amount_filling_the_line_above_brings_its_word_down() -> None:
    text = "Cat sells 4 Luxor shares for $1,200."
    width = theme.font(BODY).size("Cat sells 4 Luxor shares for")[0]
    assert theme.wrap(text, width, BODY) == ["Cat sells 4 Luxor", "shares for $1,200."]
    french = "Ben paie la tuile pour 1.200 $."  # "$." alone came down with "1.200": still an amount alone
    width = theme.font(BODY).size("Ben paie la tuile pour 1.200")[0]
    assert theme.wrap(french, width, BODY) == ["Ben paie la tuile", "pour 1.200 $."]


@pytest.mark.parametrize("word", ["Continental.", "Tower,", "CRY-1", "2 3", "12 actions", "$1,200 each"])
def test_a_last_line_that_is_no_amount_is_no_widow(word: str) -> None:
    assert not theme.AMOUNT.fullmatch(word)
    width = theme.font(BODY).size("Ann buys shares of")[0]
    font = theme.font(BODY)
    rows = [["Ann", " buys", " shares", " of"], [f" {piece}" for piece in word.split(" ")]]
    assert theme._widowless(rows, width, font) == rows  # the widow control leaves it where the width put it
