"""A seat's name is never split between lines on the touchscreen ("… ; Joueur" / "3 vend 1 action …").

A seat nobody named plays as "Player 3", "Giocatore 3" or "Joueur 3"; the French log wrapped an entry with "Joueur"
at the end of one line and "3" at the start of the next. The app tells the wrap the open table's names
(:func:`companion.ui.theme.keep_names`) and every screen that wraps keeps each of them whole, wherever the width
falls; the names themselves stay as the table has them (journal, config, console), with an ordinary space.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.core.i18n import fill
from companion.games.acquire.events import FinalSale
from companion.text.i18n import translator
from companion.ui import theme

from .test_default_names import start_in_french

BODY = theme.FONT_SIZES["body"]
LANGUAGES = ("en", "it", "fr")


@pytest.fixture
def kept() -> Iterator[None]:
    yield
    theme.keep_names(())


def default_names(code: str, count: int = 4) -> list[str]:
    """The names of seats nobody named, as the New game screen gives them in ``code``."""
    say = translator(code)
    return [say("Player {n}").format(n=seat + 1) for seat in range(count)]


def log_entry(code: str) -> str:
    """Two sales of the end of an Acquire game, the second by seat 3, in ``code``: "…; Joueur 3 vend 1 action …"."""
    say, names = translator(code), default_names(code)
    sales = [
        fill(FinalSale.template, {"player_name": names[1], "shares": 4, "chain_name": "Luxor", "amount": 2400}, say),
        fill(FinalSale.template, {"player_name": names[2], "shares": 1, "chain_name": "Tower", "amount": 300}, say),
    ]
    return f"{sales[0].removesuffix('.')}; {sales[1]}"


def splits(lines: list[str], name: str) -> bool:
    """Whether ``name`` is cut between two of ``lines``."""
    pairs = zip(lines, lines[1:], strict=False)
    return any(f"{above} {below}".count(name) > above.count(name) + below.count(name) for above, below in pairs)


def widths(text: str, narrowest: str, size: int = BODY) -> range:
    chosen = theme.font(size)
    return range(chosen.size(narrowest)[0], chosen.size(text)[0] + 1)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("size", [theme.FONT_SIZES["small"], BODY])
def test_a_default_name_is_never_split_at_any_width(code: str, size: int, kept: None) -> None:
    names, entry = default_names(code), log_entry(code)
    assert names[2] in entry and " " in names[2]
    theme.keep_names(names)
    chosen = theme.font(size)
    for width in widths(entry, names[2], size):
        lines = theme.wrap(entry, width, size)
        assert " ".join(lines).split() == entry.split(), "wrapping loses, adds or reorders nothing"
        assert all(chosen.size(line)[0] <= width for line in lines), (width, lines)
        assert not any(splits(lines, name) for name in names), (width, lines)
        assert theme.balanced_width(entry, width, size) <= width


@pytest.mark.parametrize("code", LANGUAGES)
def test_without_the_names_some_width_splits_one(code: str, kept: None) -> None:
    """The sentences above do meet the fault: told no names, the wrap cuts "Joueur 3" at some width."""
    names, entry = default_names(code), log_entry(code)
    theme.keep_names(())
    assert any(splits(theme.wrap(entry, width, BODY), names[2]) for width in widths(entry, names[2]))


def test_a_typed_name_of_two_words_is_kept_and_breaks_only_in_a_box_narrower_than_it(kept: None) -> None:
    assert theme.keep_names(["Ann", "Anna Maria", "Ben"]) == ("Anna Maria",)  # one word: nothing to keep
    chosen = theme.font(BODY)
    text = "Ben pays $300 to Anna Maria for the lot."
    for width in widths(text, "Anna Maria"):
        assert not splits(theme.wrap(text, width, BODY), "Anna Maria")
    narrow = chosen.size("Anna Mari")[0]  # no line holds the name: it breaks at its space rather than overflow
    assert theme.wrap("Anna Maria", narrow, BODY) == ["Anna", "Maria"]
    assert theme.wrap("Anna Maria-Christina", chosen.size("Maria-")[0], BODY) == ["Anna", "Maria-", "Christina"]


def test_a_name_is_kept_only_where_it_stands_whole(kept: None) -> None:
    """ "Player 1" is not the start of "Player 12", nor a name its own letters run on from."""
    theme.keep_names(["Player 1"])
    chosen = theme.font(BODY)
    assert theme.wrap("Player 12 wins", chosen.size("Player 12")[0] - 1, BODY) == ["Player", "12 wins"]
    assert theme.wrap("Player 1 wins", chosen.size("Player 1 wins")[0] - 1, BODY) == ["Player 1", "wins"]
    assert theme.wrap("Player 1: wins", chosen.size("Player 1: wins")[0] - 1, BODY) == ["Player 1:", "wins"]


def test_the_open_table_tells_the_wrap_its_names_and_keeps_them_as_they_are(app, fingers) -> None:
    start_in_french(app, fingers)
    names = list(app.table.names)
    assert names[2] == "Joueur 3"  # journalled and typed with an ordinary space: the console still matches it
    assert "Joueur 3" in theme.KEPT_NAMES and set(theme.KEPT_NAMES) == set(names)
    app.close_table()
    assert theme.KEPT_NAMES == ()
