"""Wrapped text never starts a line with the mark French sets after a space ("noir 1 : 7 cases", "140 ?")."""

from __future__ import annotations

import pytest

from companion.ui import theme

SENTENCES = [
    "Joueur 3 lance blanc 6 et noir 1 : 7 cases.",
    "Joueur 3 : acheter CRY-1 pour 140 ?",
    "Encore en lice : Joueur 3, Joueur 1, Joueur 2 ; qui passe est hors de l'enchère !",
    "« Joueur 1 » gagne : tous les autres ont fait faillite.",
]


@pytest.mark.parametrize("sentence", SENTENCES)
@pytest.mark.parametrize("size", [theme.FONT_SIZES["small"], theme.FONT_SIZES["body"], theme.FONT_SIZES["title"]])
def test_no_line_starts_with_a_closing_mark_at_any_width(sentence: str, size: int) -> None:
    widest = theme.font(size).size(sentence)[0]
    for width in range(60, widest + 1, 3):
        lines = theme.wrap(sentence, width, size)
        assert "".join(lines).replace(" ", "") == sentence.replace(" ", ""), "wrapping loses or adds nothing"
        assert not [line for line in lines if line[:1] in ":;!?»"], (width, lines)


def test_a_mark_stays_with_its_word_only_where_a_space_came_before_it() -> None:
    small = theme.FONT_SIZES["small"]
    width = theme.font(small).size("Joueur 3 lance blanc 6 et noir 1")[0]
    for narrower in range(width - 60, width + 1):  # wherever the line breaks, "1 :" stays one
        lines = theme.wrap("Joueur 3 lance blanc 6 et noir 1 : 7 cases.", narrower, small)
        assert not any(line.startswith(":") for line in lines) and any("1 :" in line for line in lines), lines
    assert theme.wrap("Player 3 rolls white 6 and black 1: 7 spaces.", width, small)[0].startswith("Player 3")
