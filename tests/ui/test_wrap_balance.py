"""A paragraph of several lines is set in lines of even length: its last line is never one word under full ones.

The Steam Barons card's help read "Il cubo si ferma alla prima città del suo" and, alone under it, "colore"; a
Mad Market hint left "casella" alone under two full lines. The wrap now sets a paragraph at the narrowest width that
needs no more lines than the box's whole width: the same number of lines, each about as long as the others.
"""

from __future__ import annotations

import pytest

from companion.ui import theme

SMALL = theme.FONT_SIZES["small"]
BODY = theme.FONT_SIZES["body"]
TEXTS = [
    "Il cubo si ferma alla prima città del suo colore",
    "Un pacco si vende a 1.000 a un mercato nero successivo; con un pacco, una casella Polizia vuol dire scontro.",
    "Tocca un passo per tornare a prima di esso, correggerlo o aggiungerne uno dimenticato prima.",
    "Ben vend 3 actions Luxor pour 600 $, en échange 4 contre 2 actions Tower et en garde 2.",
    "Cat sells 3 Luxor shares for $600, trades 4 for 2 Tower shares and keeps 2.",
]


def greedy(text: str, width: int, size: int) -> list[str]:
    """Each line as full as the width allows: how the wrap set every paragraph before."""
    chosen = theme.font(size)
    lines = [""]
    for word in text.split(" "):
        trial = f"{lines[-1]} {word}".strip()
        if lines[-1] and chosen.size(trial)[0] > width:
            lines.append(word)
        else:
            lines[-1] = trial
    return lines


def test_the_last_word_alone_comes_down_with_others_to_an_even_second_line() -> None:
    text = TEXTS[0]
    chosen = theme.font(SMALL)
    width = chosen.size(text.removesuffix(" colore"))[0]
    assert greedy(text, width, SMALL)[-1] == "colore"
    lines = theme.wrap(text, width, SMALL)
    assert len(lines) == 2 and lines[-1] != "colore"
    assert abs(chosen.size(lines[0])[0] - chosen.size(lines[1])[0]) < chosen.size("alla prima")[0]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("size", [SMALL, BODY])
def test_balanced_lines_never_need_more_lines_and_end_no_shorter_than_a_third(text: str, size: int) -> None:
    chosen = theme.font(size)
    widest = max(chosen.size(word)[0] for word in text.split(" "))
    for width in range(widest * 3, chosen.size(text)[0] + 40, 7):  # a few words a line, at the least
        lines = theme.wrap(text, width, size)
        assert " ".join(lines).split() == text.split(), "wrapping loses, adds or reorders nothing"
        assert all(chosen.size(line)[0] <= width for line in lines), (width, lines)
        assert len(lines) <= len(greedy(text, width, size)), (width, lines)
        if len(lines) > 1:
            longest = max(chosen.size(line)[0] for line in lines)
            assert chosen.size(lines[-1])[0] * 3 >= longest or len(lines[-1].split()) > 1, (width, lines)


def test_one_line_and_separate_paragraphs_are_each_set_alone() -> None:
    chosen = theme.font(BODY)
    assert theme.wrap("Ann passa.", 400, BODY) == ["Ann passa."]
    text = TEXTS[0]
    width = chosen.size(text.removesuffix(" colore"))[0]
    each = theme.wrap(text, width, BODY)
    assert theme.wrap(f"{text}\n\nAnn passa.", width, BODY) == [*each, "", "Ann passa."]


def test_a_long_paragraph_keeps_the_boxs_measure_and_evens_its_last_two_lines() -> None:
    """A page of rules set every paragraph at its own narrowest width: paragraphs of different widths, one under
    the other. A paragraph of four lines or more keeps its lines full but the last two."""
    text = " ".join([TEXTS[1], TEXTS[2], TEXTS[0]])
    chosen = theme.font(BODY)
    width = next(  # a width that leaves the last word alone: "… colore" under full lines
        width
        for width in range(chosen.size(TEXTS[1])[0] // 2, chosen.size(TEXTS[1])[0])
        if greedy(text, width, BODY)[-1] == "colore"
    )
    full = greedy(text, width, BODY)
    lines = theme.wrap(text, width, BODY)
    assert len(full) > 3 and len(lines) == len(full)
    assert lines[:-2] == full[:-2]
    assert greedy(" ".join(full[-2:]), width, BODY)[-1] == full[-1]
    ends = [chosen.size(line)[0] for line in lines[-2:]]
    assert abs(ends[0] - ends[1]) < chosen.size("aggiungerne")[0], lines[-2:]
