"""Long results fit the 800×480 screen: the whole of an end card, read on the card, never "the rest is in the Log".

At a table of six with long names the end of an Acquire game told thirty-six payouts and sales, and a Steam Barons
turn's sales eighteen, a sentence each: the card stopped after a dozen lines with "… the rest is in the Log". A game
now says a run of payouts as one sentence, players paid alike named together (its GameSpec's
``result_sentences``), and a card longer than its usual place takes the whole screen beside the buttons, in
columns of whole sentences.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text import i18n
from companion.ui import fit, results
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.specs import play_scene_for

LONG = ["Alessandrina", "Bartholomews", "Christophers", "Dominiquette", "Evangelinaaa", "Fitzgeraldss"]
"""Six names as long as the on-screen keyboard types them."""
LOG_POINTER = "… the rest is in the Log"


def every_line(columns: list[results.Lines]) -> list[str]:
    return [piece for lines in columns for piece, _first in lines]


def laid_out(app: Any) -> list[str]:
    """The lines of the play screen's result card as it was drawn last."""
    width, height = app.display.canvas.get_size()
    bounds = pygame.Rect(4, TOP_BAR + 2, width - 8, height - TOP_BAR - 6)  # as the play screen draws it
    _rect, _size, columns = results.layout(
        app.scene.result, bounds, Scene.keep_clear(app.scene), [app.scene.card_area()]
    )
    return every_line(columns)


def played_to(app: Any, game: str, seed: int, stop: Any) -> None:
    """A game of six long names played at random through the app until ``stop(events)`` (or its end)."""
    app.open_table(start_new(game, {"players": LONG}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(seed)
    while not app.table.over:
        app.submit(app.table.choose_random(chance))
        if stop(app.table.steps[-1].events) or app.table.over:
            return
        if isinstance(app.scene, results.ResultScreen):
            app.pop()
        app.scene.dismiss_result()


def told_whole(app: Any) -> None:
    """The card on the play screen says every sentence, none cut, and the frame has no fault."""
    if not hasattr(app.scene, "result"):
        app.pop()  # the final scores: the card is on the play screen behind them
    card = app.scene.result
    assert card is not None
    assert fit.frame_problems(app) == []
    lines = laid_out(app)
    assert i18n._(LOG_POINTER) not in lines
    shown = " ".join(lines)
    for sentence in card.sentences:
        assert " ".join(sentence.split()) in " ".join(shown.split()), sentence


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("seed", [1, 3])
def test_acquires_end_card_at_six_long_names_says_everything(app, language: str, seed: int) -> None:
    app.prefs.language = language
    i18n.set_language(language)
    played_to(app, "acquire", seed, lambda events: False)
    events = app.table.steps[-1].events
    assert len(events) > 20  # the bonuses of every chain, every player's sale of every chain
    told_whole(app)
    card = app.scene.result
    assert len(card.sentences) < 12  # a chain's bonuses in one sentence, the final sale in one
    for name in LONG:  # every player's takings at the end are on the card
        assert name in " ".join(card.sentences)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_steam_barons_sales_card_at_six_long_names_says_everything(app, language: str) -> None:
    app.prefs.language = language
    i18n.set_language(language)
    played_to(app, "steam_barons", 2, lambda events: sum(e.type == "shares_sold" for e in events) >= 10)
    told_whole(app)
    card = app.scene.result
    sold = [e for e in app.table.steps[-1].events if e.type == "shares_sold"]
    assert len(card.sentences) == len(app.table.steps[-1].events) - len(sold) + 1  # the sales' takings in one
    sellers = {app.table.names[event.player] for event in sold}
    assert any(all(name in sentence for name in sellers) for sentence in card.sentences)  # each seller's takings


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_steam_barons_end_card_says_everything(app, language: str) -> None:
    app.prefs.language = language
    i18n.set_language(language)
    played_to(app, "steam_barons", 2, lambda events: False)
    assert app.table.over
    told_whole(app)


def test_a_card_longer_than_its_place_takes_the_screen_in_columns_of_whole_sentences() -> None:
    """Twenty-four sentences beside a status panel: in columns over the screen, clear of the buttons, none cut."""
    said = [f"Player {n} receives a minority bonus of $1,{n:03d} for Continental." for n in range(24)]
    card = results.ResultCard(said, major=True)
    screen = pygame.Rect(4, 62, 792, 414)
    status = pygame.Rect(8, 64, 262, 410)
    buttons = [pygame.Rect(586, 66, 210, 56)]  # the final scores' button
    rect, size, columns = results.layout(card, screen, buttons, [status])
    assert size == 18 and len(columns) >= 2
    assert LOG_POINTER not in every_line(columns)
    assert " ".join(every_line(columns)).split() == " ".join(said).split()  # every sentence, in order
    assert all(lines[0][1] for lines in columns)  # each column starts a sentence: none is split across two
    assert screen.contains(rect) and rect.collidelist(buttons) == -1
    assert all(results.height_of(lines, size) + 2 * results.PAD <= rect.height for lines in columns)


def test_a_card_that_fits_its_place_keeps_one_column_there() -> None:
    card = results.ResultCard(["Ann rolls white 6 and black 1: 7 spaces.", "Ann lands on CRY-1."], major=True)
    status = pygame.Rect(8, 64, 262, 410)
    rect, _size, columns = results.layout(card, pygame.Rect(4, 62, 792, 414), [], [status])
    assert len(columns) == 1 and status.contains(rect)


def test_columns_never_split_a_sentence_and_are_as_even_as_the_sentences_allow() -> None:
    lines = [("a", True), ("a2", False), ("b", True), ("c", True), ("c2", False), ("c3", False), ("d", True)]
    columns = results.split(lines, 2, 18)
    assert [[piece for piece, _first in column] for column in columns] == [["a", "a2", "b"], ["c", "c2", "c3", "d"]]
    assert results.split(lines, 3, 18)[0][0] == ("a", True)
    assert len(results.split([("one", True)], 3, 18)) == 1
    assert results.split([], 2, 18) == [[]]


def test_a_games_card_sentences_that_fail_leave_the_logs_words(app, monkeypatch) -> None:
    """The game's own sentences for the card raise: the card says each event as the log does; play goes on."""
    from companion.front.acquire import card as acquire_card

    def broken(*_args: Any) -> list[str]:
        raise RuntimeError("a slip in the game's card")

    monkeypatch.setattr(acquire_card, "sentences", broken)
    played_to(app, "acquire", 1, lambda events: False)
    app.pop()
    card = app.scene.result
    assert card is not None
    assert card.sentences == [app.table.describe(event, i18n._) for event in app.table.steps[-1].events]


SEVEN = {
    "continental": [f"{column}{row}" for row in "ABC" for column in range(1, 13)] + [f"{c}D" for c in range(1, 6)],
    **dict(
        zip(
            ("tower", "luxor", "american", "worldwide", "festival", "imperial"),
            (["1F", "2F"], ["4F", "5F"], ["7F", "8F"], ["10F", "11F"], ["1H", "2H"], ["4H", "5H"]),
            strict=True,
        )
    ),
}
"""Seven chains on the board, Continental of 41 tiles: the end may be declared at once."""
HELD = [{chain: 5 if place % 6 == seat else 2 for place, chain in enumerate(SEVEN)} for seat in range(6)]
"""Every player holds every chain: each chain pays a majority and five minority bonuses, and everyone sells all."""


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_acquires_end_with_seven_chains_and_six_long_names_says_everything(app, language: str) -> None:
    from companion.games.acquire.actions import DeclareEnd

    app.prefs.language = language
    i18n.set_language(language)
    position = {"step": "place_tile", "turn": 0, "cash": [6000] * 6, "shares": HELD, "chains": SEVEN}
    app.open_table(start_new("acquire", {"players": LONG, "position": position, "tiles": "physical"}))
    app.reset(play_scene_for(app))
    app.submit(DeclareEnd(0))
    chance = ChanceSource(1)
    while not app.table.over:
        app.submit(app.table.choose_random(chance))
        if not app.table.over:
            app.scene.dismiss_result()
    assert len(app.table.steps[-1].events) > 70  # seven chains' bonuses, six players' sales of seven chains
    told_whole(app)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_acquires_merger_payout_card_says_each_chains_bonuses_in_one_sentence(app, language: str) -> None:
    from companion.games.acquire.insight import chain_names

    app.prefs.language = language
    i18n.set_language(language)
    played_to(app, "acquire", 1, lambda events: sum(e.type == "bonus_paid" for e in events) >= 3)
    assert not app.table.over
    events = app.table.steps[-1].events
    paid = [event for event in events if event.type == "bonus_paid"]
    card = app.scene.result
    names = chain_names(app.table.summary(0))
    others = i18n._("the others {amount} each").split("{")[0]
    for chain in {event.chain for event in paid}:
        head = i18n._("{chain} bonuses: {parts}.").format(chain=names[chain], parts="").rstrip(".")
        said = [sentence for sentence in card.sentences if sentence.startswith(head)]
        assert len(said) == 1, card.sentences  # the chain's bonuses in one sentence
        receivers = {app.table.names[event.player] for event in paid if event.chain == chain}
        assert all(name in said[0] for name in receivers) or others in said[0]
    told_whole(app)
