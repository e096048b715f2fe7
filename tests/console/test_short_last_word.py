"""A sentence's short last word stays with the word before it: at 60 columns "… per esempio" / "3" left the
example alone on a row of its own."""

from __future__ import annotations

from companion.console.decide import wrapped


def test_a_short_last_word_is_never_alone_on_its_row() -> None:
    text = "inserisci il dado: scrivi il numero uscito, per esempio 3"
    rows = wrapped(text, 56, subsequent_indent="  ")
    assert rows == ["inserisci il dado: scrivi il numero uscito, per", "  esempio 3"], rows


def test_a_long_last_word_may_start_a_row() -> None:
    rows = wrapped("one two three four five sixteen", 20)
    assert rows == ["one two three four", "five sixteen"], rows


def test_a_line_that_fits_is_left_whole() -> None:
    assert wrapped("per esempio 3", 40) == ["per esempio 3"]
