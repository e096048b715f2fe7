"""The fit check: widgets off the 800x480 canvas, touching or covering each other, and labels shrunk to fit.

The first case is the layout players met: six Acquire seats, then the options' rows under them, the
Holdings row below the bottom edge and Start over "Dealt by the companion".
"""

from __future__ import annotations

import pygame
import pytest

from companion.ui import fit, headings, theme
from companion.ui.widgets import Button, Heading, Keypad, Label, Note, Stepper

SIZE = (800, 480)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def kinds(problems: list[fit.Problem]) -> list[str]:
    return [problem.kind for problem in problems]


def reported_new_game() -> list:
    """The new-game screen as it was: seats in three columns, then every option row, Start bottom right."""
    widgets: list = [
        Button((16 + i % 3 * 261, 194 + i // 3 * 62, 245, 56), f"{i + 1}. Player", key=f"seat-{i}") for i in range(6)
    ]
    y = 322
    for key, label, choices in (
        ("tiles", "Tiles", ("Physical", "Dealt by the companion")),
        ("names", "Chain names", ("Classic", "1999 edition")),
        ("open_holdings", "Holdings", ("Open", "Hidden")),
    ):
        widgets.append(Label((16, y, 200, 52), label))
        widgets += [
            Button((224 + i * 188, y, 180, 52), text, key=f"option-{key}-{i}") for i, text in enumerate(choices)
        ]
        y += 58
    widgets.append(Button((564, 410, 220, 60), "Start", key="start"))
    return widgets


def test_the_reported_new_game_screen_is_caught():
    problems = fit.check_widgets(reported_new_game(), SIZE)
    text = "\n".join(map(str, problems))
    assert "off-screen: Button option-open_holdings-0" in text  # the Holdings row below the bottom edge
    assert "off-screen: Button option-open_holdings-1" in text
    assert any(p.kind == "overlap" and "option-names-1" in p.what and "start" in p.detail for p in problems)
    assert "Dealt by the companion" not in text  # too long for one line, it takes two at its size


def test_touching_buttons_are_reported_and_apart_ones_are_not():
    touching = [Button((16, 100, 100, 52), "A"), Button((116, 100, 100, 52), "B")]
    apart = [Button((16, 100, 100, 52), "A"), Button((122, 100, 100, 52), "B")]
    assert kinds(fit.check_widgets(touching, SIZE)) == ["overlap"]
    assert fit.check_widgets(apart, SIZE) == []


def test_a_button_over_a_label_covers_it_but_not_over_the_empty_part_of_its_box():
    label = Label((16, 100, 600, 40), "Short", align="left")
    assert kinds(fit.check_widgets([label, Button((40, 90, 100, 52), "Go")], SIZE)) == ["covers"]
    assert fit.check_widgets([label, Button((400, 90, 100, 52), "Go")], SIZE) == []


def test_texts_running_into_each_other_are_reported():
    first = Label((16, 100, 300, 30), "A rather long first label")
    second = Label((120, 100, 300, 30), "Second")
    assert kinds(fit.check_widgets([first, second], SIZE)) == ["overlap"]


def test_off_the_right_edge_too():
    assert kinds(fit.check_widgets([Button((760, 10, 60, 52), "X")], SIZE)) == ["off-screen"]


def test_a_label_drawn_smaller_than_its_size_is_reported_with_the_sizes():
    (problem,) = fit.check_widgets([Button((16, 16, 80, 52), "Annuncia fine")], SIZE)
    assert problem.kind == "shrunk"
    assert f"instead of {theme.FONT_SIZES['button']} px" in problem.detail
    assert fit.check_widgets([Button((16, 16, 200, 52), "Annuncia fine")], SIZE) == []
    long_note = Note((16, 100, 100, 20), "a note far too long for two lines in this box")
    assert kinds(fit.check_widgets([long_note], SIZE)) == ["shrunk"]


def test_inner_controls_count_one_by_one():
    """A keypad's keys are apart from each other; a stepper is one control; invisible widgets are not drawn."""
    pad = Keypad((400, 100, 300, 240), lambda text: None)
    stepper = Stepper((16, 100, 230, 56), 3, 2, 6)
    hidden = Button((400, 100, 100, 52), "Hidden")
    hidden.visible = False
    assert fit.check_widgets([pad, stepper, hidden], SIZE) == []
    assert kinds(fit.check_widgets([pad, Button((500, 150, 60, 52), "X")], SIZE)).count("overlap") >= 1


def test_a_text_drawn_straight_on_the_canvas_shrunk_to_fit_is_reported_once():
    """A status line or a chart's title is no widget: it is measured as drawn, after theme.fit shrank it."""
    surface = pygame.Surface(SIZE)
    with fit.recording() as drawn:
        theme.draw_text(surface, "Cours des actions", pygame.Rect(0, 0, 100, 22), size=theme.FONT_SIZES["small"])
        theme.draw_text(surface, "Cours des actions", pygame.Rect(0, 30, 100, 22), size=theme.FONT_SIZES["small"])
        theme.draw_text(surface, "Share price", pygame.Rect(0, 60, 200, 22), size=theme.FONT_SIZES["small"])
    (problem,) = fit.drawn_problems(drawn)
    assert problem.kind == "shrunk" and "'Cours des actions'" in problem.what
    assert f"instead of {theme.FONT_SIZES['small']} px" in problem.detail
    assert theme.font is not None and not isinstance(theme.font(20), fit._Recording)  # the font is itself again


def test_a_size_chosen_on_purpose_is_not_a_shrink():
    """Measuring at one size, then drawing at a smaller size chosen for the box, is no shrink (a form's cell)."""
    surface = pygame.Surface(SIZE)
    with fit.recording() as drawn:
        theme.font(theme.FONT_SIZES["body"]).size("Personal crisis")
        theme.draw_text(surface, "Personal crisis", pygame.Rect(0, 0, 200, 22), size=theme.FONT_SIZES["small"])
    assert fit.drawn_problems(drawn) == []


def test_the_frame_check_names_a_widget_once():
    class Screen:
        size = SIZE
        widgets = [Button((16, 16, 80, 52), "Annuncia fine")]

    surface = pygame.Surface(SIZE)
    with fit.recording() as drawn:
        for widget in Screen.widgets:
            widget.draw(surface)
    assert kinds(fit.check_frame(Screen(), drawn)) == ["shrunk"]


def test_a_label_two_lines_can_hold_keeps_its_size():
    """ "Crise personnelle" in a narrow cell: two lines at 18 px, not one squeezed to 15."""
    small = theme.FONT_SIZES["small"]
    two = Button((16, 16, 112, 48), "Crise personnelle", size=small)
    assert two.lines() == ["Crise", "personnelle"]
    assert fit.check_widgets([two], SIZE) == []
    surface = pygame.Surface(SIZE)
    with fit.recording() as drawn:
        two.draw(surface)
    assert [(text, size) for text, size, _asked in drawn.texts] == [("Crise", small), ("personnelle", small)]
    one_word = Button((16, 16, 60, 48), "Personnelle", size=small)
    assert one_word.lines() == ["Personnelle"] and kinds(fit.check_widgets([one_word], SIZE)) == ["shrunk"]


def test_two_column_headings_nearer_than_apart_touch() -> None:
    """A position editor's headings four pixels apart read as one ("Marrone Legno"): the check names them; ten
    apart, or one on the line below the other, they read as two."""
    marrone = Heading((100, 10, 56, 14), ["Marrone"])
    legno = Heading((160, 10, 40, 14), ["Legno"])
    assert kinds(fit.check_widgets([marrone, legno], SIZE)) == ["touching"]
    assert fit.check_widgets([marrone, Heading((100 + 56 + headings.APART, 10, 40, 14), ["Legno"])], SIZE) == []
    assert fit.check_widgets([marrone, Heading((160, 24, 40, 14), ["Legno"])], SIZE) == []


def test_headings_too_wide_for_one_line_take_two_and_then_turns() -> None:
    """Centred over narrow columns, one-word headings wider than their columns cannot wrap: they take turns on the
    two lines, each still centred over its column; a heading of several words wraps within its column first."""
    columns = [(100 + i * 50, 46) for i in range(4)]
    size = theme.FONT_SIZES["small"]
    placed = headings.place(["Quotazione", "Rendimento", "Collegamenti", "Quotazione"], columns, 0, 32, size, (0, 800))
    rects = [rect for rect, _lines in placed]
    assert not headings.touching(rects)
    assert [rect.centerx for rect in rects] == [x + width // 2 for x, width in columns]
    assert rects[0].top < rects[1].top and rects[0].top == rects[2].top and rects[1].top == rects[3].top
    wide = [(100, 60), (164, 60)]
    placed = headings.place(["holding rent", "Cash flow today"], wide, 0, 32, size, (0, 800))
    assert [len(lines) for _rect, lines in placed] == [2, 2] and not headings.touching([r for r, _l in placed])
