"""What the fit check did not see, each shown caught: a keypad with keys too small, a verdict drawn over the
sixth player's card on the final scores, texts under 18 px on a play screen, a label cut short with "…"."""

from __future__ import annotations

import pygame
import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.ui import fit, theme
from companion.ui.scenes.final import final_scene_for
from companion.ui.specs import play_scene_for
from companion.ui.strips import clip
from companion.ui.widgets import Keypad

SIZE = (800, 480)
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def frame(draw) -> fit.Drawn:
    surface = pygame.Surface(SIZE)
    with fit.recording() as drawn:
        draw(surface)
    return drawn


def test_a_keypad_squeezed_into_a_short_panel_is_caught_key_by_key() -> None:
    """The keypad Steam Barons' share auction opened: twelve keys 158x17 (the app closed at once)."""
    pad = Keypad((310, 330, 486, 84), lambda typed: None)
    problems = fit.check_widgets([pad], SIZE)
    assert [p.kind for p in problems].count("small") == 12
    assert "pad-1" in problems[0].what


def test_a_text_across_a_cards_edge_is_caught_and_one_inside_its_card_is_not() -> None:
    def draw(surface: pygame.Surface) -> None:
        card = pygame.Rect(8, 344, 300, 52)
        pygame.draw.rect(surface, theme.PANEL, card)
        theme.draw_text(surface, "6. Dan", card, size=30, align="left")  # inside its card: fine
        theme.draw_text(surface, "Ann wins with the most cash.", pygame.Rect(8, 384, 300, 26), align="left")

    problems = fit.drawn_over(frame(draw))
    assert len(problems) == 1 and "Ann wins" in problems[0].what and "8,344 300x52" in problems[0].detail


def test_a_card_drawn_over_the_board_covers_what_is_under_it() -> None:
    """A result card over the board: its texts meet only what is drawn after its own panel."""

    def draw(surface: pygame.Surface) -> None:
        for x in range(0, 400, 40):
            pygame.draw.rect(surface, theme.PANEL, (x, 100, 36, 36))
            theme.draw_text(surface, str(x), pygame.Rect(x, 100, 36, 36), size=18)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, (20, 90, 300, 80))
        theme.draw_text(surface, "Ben won the roll and starts.", pygame.Rect(30, 110, 280, 30), align="left")

    assert fit.drawn_over(frame(draw)) == []


def test_texts_under_18_px_and_texts_cut_short_are_caught() -> None:
    """Steam Barons' column headings were 14 px; Mad Market's "Crise boursière" was "Crise boursièr…"."""

    def draw(surface: pygame.Surface) -> None:
        theme.draw_text(surface, "treas.", pygame.Rect(100, 10, 60, 20), size=14)
        theme.draw_text(surface, clip("Crise boursière", 80, theme.FONT_SIZES["small"])[0], pygame.Rect(10, 40, 82, 24))

    drawn = frame(draw)
    tiny = [p for p in fit.drawn_problems(drawn, smallest=fit.SMALLEST) if p.kind == "tiny"]
    assert "'treas.'" in [p.what for p in tiny]
    cut = fit.clipped(drawn)
    assert len(cut) == 1 and "Crise boursière" in cut[0].detail


@pytest.mark.parametrize("game", ["steam_barons", "mad_market"])
def test_six_players_final_scores_keep_the_verdict_off_the_last_card(app, game: str) -> None:
    app.open_table(start_new(game, {"players": NAMES, "seed": 6}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(6)
    for _ in range(20000):
        if app.table.over:
            break
        app.submit(app.table.choose_random(chance))
    assert app.table.over
    if app.scene.__class__.__name__.endswith("PlayScene"):
        app.push(final_scene_for(app))
    with fit.recording() as drawn:
        app.draw()
    assert [str(p) for p in fit.drawn_over(drawn)] == []
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []
