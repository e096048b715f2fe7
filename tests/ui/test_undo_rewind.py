"""Undo names the step in the game's own sentence; the log goes back to any step, listing what it withdraws."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui import first_scene, fit, theme
from companion.ui.scene import Scene
from companion.ui.scenes.dialog import ConfirmScene
from companion.ui.scenes.log import LogScene
from companion.ui.scenes.play import PlayScene

GUESSES = [
    {"type": "guess", "player": 0, "parity": "odd"},
    {"type": "guess", "player": 1, "parity": "even"},
    {"type": "guess", "player": 2, "parity": "odd"},
    {"type": "roll", "white": 2, "black": 3},
]


def open_tiny(app: Any, actions: list[dict[str, Any]], *, rounds: int = 3, random: int = 0) -> None:
    """A Tiny Auction with ``actions`` played, then ``random`` random ones."""
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben", "Cat"], "rounds": rounds}))
    for action in actions:
        app.table.submit(action)
    chance = ChanceSource(3)
    for _step in range(random):
        if not app.table.over:
            app.table.submit(app.table.choose_random(chance))
    app.reset(first_scene(app, app.table))


def test_undo_asks_in_the_game_logs_sentence(app, fingers) -> None:
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    fingers.tap("undo")
    assert isinstance(app.scene, ConfirmScene)
    assert app.scene.message == "Undo: Ben bids 3?" and app.scene.details == []
    fingers.tap("yes")
    assert len(app.table.steps) == 4 and isinstance(app.scene, PlayScene)


@pytest.mark.parametrize(("language", "yes"), [("en", "Undo"), ("fr", "Oui, annuler"), ("it", "Sì, annulla")])
def test_the_undo_answer_is_not_read_as_the_way_out(app, fingers, language: str, yes: str) -> None:
    """French and Italian players read the undo question's "Annuler"/"Annulla" as the "cancel" that leaves it: the
    answer that undoes says yes."""
    set_language(language)
    app.prefs.language = language
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    fingers.tap("undo")
    assert isinstance(app.scene, ConfirmScene)
    assert app.scene.yes == yes and app.scene.no != yes
    with fit.recording() as drawn:
        app.draw()
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []
    fingers.tap("yes")
    assert len(app.table.steps) == 4


def test_a_plain_question_is_as_tall_as_it_needs_and_centred(app, fingers) -> None:
    """A one-line "Undo: Ben bids 3?" stood at the top of a box 320 px tall, its buttons 150 px below it: the box
    is as tall as its question and buttons, in the screen's middle; a longer question makes it taller."""
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    fingers.tap("undo")
    dialog = app.scene
    assert isinstance(dialog, ConfirmScene) and dialog.details == []
    width, height = dialog.size
    short = dialog.box
    assert short.height <= 220 and abs(short.centery - height // 2) <= 1
    assert short.top < dialog.find("yes").rect.top < dialog.find("yes").rect.bottom <= short.bottom
    dialog.message = " ".join(["Undo: Ben bids 3 and takes the lot nobody else wanted?"] * 3)
    dialog.layout()
    assert dialog.box.height > short.height and dialog.box.bottom <= height
    assert fit.check(dialog) == []


def test_an_undo_says_what_it_took_back(app, fingers) -> None:
    """The screen only went back to an earlier question: the table is told what was undone, as at the console."""
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    fingers.tap("undo")
    fingers.tap("yes")
    assert app.toast is not None and app.toast.text == "Undone: Ben bids 3." and app.toast.color == theme.CONFIRM


def test_an_undone_step_is_told_by_its_own_sentence_not_everything_it_caused(app, fingers) -> None:
    """The question listed what else the throw caused; the notice after it repeated every sentence (a Mad Market
    throw made six lines over the players and the prices): it names the step the question asked about."""
    open_tiny(app, GUESSES)
    first, *caused = app.table.step_sentences(-1)
    assert caused  # Ann and Cat guessed right
    fingers.tap("undo")
    fingers.tap("yes")
    assert app.toast is not None and app.toast.text == f"Undone: {first}"
    assert not any(sentence in app.toast.text for sentence in caused)


def test_an_undone_sealed_choice_is_told_as_whose_it_was(app, fingers) -> None:
    open_tiny(app, GUESSES[:2])
    fingers.tap("undo")
    fingers.tap("yes")
    assert app.toast is not None and app.toast.text == "Undone: Ben's sealed choice."


def test_undo_lists_what_else_the_step_caused(app, fingers) -> None:
    open_tiny(app, GUESSES)
    fingers.tap("undo")
    assert app.scene.message == "Undo: White 2, black 3: a lot worth 5 points?"
    assert app.scene.details == app.table.step_sentences(-1)[1:] and app.scene.details  # Ann and Cat guessed right


def test_undo_speaks_the_players_language(app, fingers) -> None:
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    set_language("it")
    fingers.tap("undo")
    sentence = _("{player_name} bids {amount}.").format(player_name="Ben", amount=3)
    assert sentence != "Ben bids 3."  # the catalog translates the event
    assert sentence.rstrip(".") in app.scene.message and "bids" not in app.scene.message


def test_a_sealed_choice_is_never_named(app, fingers) -> None:
    open_tiny(app, GUESSES[:2])
    fingers.tap("undo")
    assert app.scene.message == "Undo Ben's sealed choice?"
    assert "even" not in app.scene.message + " ".join(app.scene.details)


def log_line_of(app: Any, step: int) -> tuple[int, int]:
    """The centre of the first visible line of ``step`` on the log screen."""
    scene = app.scene
    assert isinstance(scene, LogScene)
    for row, (_text, of) in enumerate(scene.lines[scene.first : scene.first + scene.per_page]):
        if of == step:
            area = scene.area
            return area.centerx, area.top + 6 + row * scene.line_height + scene.line_height // 2
    raise AssertionError(f"step {step} is not on screen")


def test_the_log_goes_back_to_a_tapped_step(app, fingers) -> None:
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}, {"type": "bid", "player": 2, "amount": 4}])
    app.push(LogScene(app))
    before = [s.action for s in app.table.steps]
    fingers.at(*log_line_of(app, 3))  # the roll
    dialog = app.scene
    assert isinstance(dialog, ConfirmScene) and dialog.message == "Go back 3 steps? These are withdrawn:"
    assert dialog.details == [
        " ".join(app.table.step_sentences(3)),
        "Ben bids 3.",
        "Cat bids 4.",
    ]
    fingers.tap("no")
    assert isinstance(app.scene, LogScene) and [s.action for s in app.table.steps] == before
    fingers.at(*log_line_of(app, 3))
    fingers.tap("yes")
    assert isinstance(app.scene, PlayScene) and [s.action for s in app.table.steps] == before[:3]
    for action in before[3:]:  # redo brings them back in order
        app.table.redo()
        assert app.table.steps[-1].action == action


def test_a_rewind_says_how_far_the_game_went_back(app, fingers) -> None:
    """The play screen came back from the log three steps earlier without a word, where an undo says what it took
    back: the table is told, as the console tells it."""
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}, {"type": "bid", "player": 2, "amount": 4}])
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, 3))
    fingers.tap("yes")
    assert isinstance(app.scene, PlayScene)
    assert app.toast is not None and app.toast.text == "Went back 3 steps." and app.toast.color == theme.CONFIRM


def test_a_rewind_never_reveals_a_sealed_choice(app, fingers) -> None:
    open_tiny(app, GUESSES[:2])
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, 0))
    assert app.scene.details == ["Ann's sealed choice.", "Ben's sealed choice."]


def test_a_long_rewind_scrolls_and_every_line_fits(app, fingers) -> None:
    open_tiny(app, [], rounds=12, random=200)
    steps = len(app.table.steps)
    assert steps > 40
    app.push(LogScene(app))
    app.scene.scroll(-10_000)
    fingers.at(*log_line_of(app, 0))
    dialog = app.scene
    assert isinstance(dialog, ConfirmScene) and len(dialog.details) == steps
    assert dialog.scrolls and dialog.find("down").enabled and not dialog.find("up").enabled
    fingers.tap("down")
    assert dialog.first == dialog.per_page and dialog.find("up").enabled
    font = theme.font(theme.FONT_SIZES["body"])
    assert all(font.size(line)[0] <= dialog.list_area.width - 20 for line in dialog.lines)  # inside the padding
    while dialog.find("down").enabled:
        fingers.tap("down")
    assert dialog.lines[-1].endswith(app.table.step_sentences(-1)[-1])  # the latest step is last, scrolled to
    fingers.tap("yes")
    assert app.table.steps == [] and app.table.can_redo


def test_a_drag_on_the_log_scrolls_without_asking(app, fingers) -> None:
    open_tiny(app, [], rounds=12, random=200)
    scene = LogScene(app)
    app.push(scene)
    first = scene.first
    area = scene.area
    scene.press((area.centerx, area.top + 200))
    scene.release((area.centerx, area.top + 20))
    assert scene.first == first  # already at the end: a drag up cannot go further, and asks nothing
    scene.press((area.centerx, area.top + 20))
    scene.release((area.centerx, area.top + 200))
    assert scene.first < first and app.scene is scene


def test_a_short_logs_arrows_are_drawn_greyed_and_do_nothing(app, fingers) -> None:
    """A log of five steps does not scroll, yet its arrows were solid triangles that read as keys to press: a
    greyed arrow is now drawn hollow, and a tap on it changes nothing."""
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    scene = LogScene(app)
    app.push(scene)
    app.draw()
    canvas = app.display.canvas
    for key in ("up", "down"):
        arrow = scene.find(key)
        assert not arrow.enabled
        assert canvas.get_at(arrow.rect.center)[:3] == theme.DISABLED  # only the outline: the middle is the fill
        fingers.at(*arrow.rect.center)
        assert app.scene is scene and scene.first == 0 and len(app.table.steps) == 5
    open_tiny(app, [], rounds=12, random=200)  # a long one: the arrow that can move is solid
    scene = LogScene(app)
    app.push(scene)
    app.draw()
    assert scene.find("up").enabled and app.display.canvas.get_at(scene.find("up").rect.center)[:3] == theme.TEXT


# -- still frames are drawn once -----------------------------------------------------


def pixels(surface: Any) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_question_draws_the_screen_below_once_and_the_same_pixels(app, fingers) -> None:
    open_tiny(app, [], rounds=12, random=200)
    app.push(LogScene(app))
    app.scene.scroll(-10_000)
    fingers.at(*log_line_of(app, 0))
    dialog = app.scene
    below, drawn = dialog.below, []
    original = below.draw
    below.draw = lambda surface, now: (drawn.append(now), original(surface, now))  # type: ignore[method-assign]
    dialog.layout()  # the app has drawn it already: start again from a new layout
    size = app.display.canvas.get_size()
    first, again = pygame.Surface(size), pygame.Surface(size)
    dialog.draw(first, 0.0)
    dialog.draw(again, 1.0)
    assert len(drawn) == 1 and pixels(first) == pixels(again)
    fingers.tap("down")  # a scroll draws the list again, and only then
    scrolled = pygame.Surface(size)
    dialog.draw(scrolled, 2.0)
    assert len(drawn) == 2 and pixels(scrolled) != pixels(first)
    uncached = pygame.Surface(size)
    dialog.draw_static(uncached, 2.0)
    for widget in dialog.widgets:
        widget.draw(uncached)
    assert pixels(uncached) == pixels(scrolled)


def test_a_private_view_is_drawn_once_until_the_table_changes(app) -> None:
    open_tiny(app, GUESSES)
    scene = app.scene
    assert isinstance(scene, PlayScene)
    scene.reveal(1)
    size = app.display.canvas.get_size()

    def uncached() -> bytes:
        surface = pygame.Surface(size)
        Scene.draw(scene, surface, 0.0)
        scene.draw_private(surface, 1)
        return pixels(surface)

    cached, again = pygame.Surface(size), pygame.Surface(size)
    scene.draw(cached, 0.0)
    frame = scene._private_frame
    scene.draw(again, 1.0)
    assert scene._private_frame is frame and pixels(cached) == pixels(again) == uncached()
    app.table.submit({"type": "bid", "player": 1, "amount": 2})  # the table changes under the private view
    after = pygame.Surface(size)
    scene.draw(after, 2.0)
    assert scene._private_frame is not frame and pixels(after) == uncached() != pixels(cached)


def test_a_long_prompt_takes_two_lines_in_the_top_bar_instead_of_shrinking(app) -> None:
    from companion.ui.fit import note_size
    from companion.ui.widgets import Note

    open_tiny(app, GUESSES[:3])  # the roll: "Throw the white and the black die: their sum is the lot."
    prompt = next(w for w in app.scene.widgets if isinstance(w, Note) and w.text == app.scene.prompt_text())
    assert theme.font(theme.FONT_SIZES["title"]).size(prompt.text)[0] > prompt.rect.width  # one line is not enough
    assert note_size(prompt) == theme.FONT_SIZES["title"]
    assert len(theme.wrap(prompt.text, prompt.rect.width, theme.FONT_SIZES["title"])) == 2


def test_a_rewind_from_the_final_scores_goes_back_to_the_game(app, fingers) -> None:
    from companion.ui.scenes.final import FinalScene

    open_tiny(app, [], rounds=1, random=60)
    assert app.table.over
    if not isinstance(app.scene, FinalScene):
        app.scene.show_final()
    assert isinstance(app.scene, FinalScene)
    fingers.tap("log")
    fingers.at(*log_line_of(app, len(app.table.steps) - 1))
    fingers.tap("yes")
    assert isinstance(app.scene, PlayScene) and not app.table.over and app.table.can_redo


def test_after_an_undo_the_undo_button_offers_redo_too(app, fingers) -> None:
    """The top bar has one button for both: right after an undo its question also offers Redo, naming the step."""
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    fingers.tap("undo")
    assert app.scene.find("other") is None  # nothing undone yet: the usual two answers
    fingers.tap("yes")
    fingers.tap("undo")
    assert app.scene.message == "Undo: White 2, black 3: a lot worth 5 points?"
    assert app.scene.details[-1] == "Redo instead brings back: Ben bids 3."
    fingers.tap("other")
    assert isinstance(app.scene, PlayScene) and len(app.table.steps) == 5 and not app.table.can_redo
    assert app.table.step_sentences(-1) == ["Ben bids 3."]


def test_with_everything_undone_the_button_only_redoes(app, fingers) -> None:
    open_tiny(app, GUESSES[:1])
    app.table.undo()
    app.reset(first_scene(app, app.table))
    assert app.scene.find("undo").enabled  # nothing to undo, but a redo to offer
    fingers.tap("undo")
    assert app.scene.message == f"Redo: {app.table.redo_sentences()[0].rstrip('. ')}?"
    fingers.tap("yes")
    assert len(app.table.steps) == 1


def test_a_redo_never_reveals_a_sealed_choice(app, fingers) -> None:
    open_tiny(app, GUESSES[:2])
    app.table.undo()  # Ben's sealed "even" is withdrawn
    fingers.tap("undo")
    assert "even" not in app.scene.message + " ".join(app.scene.details)


def test_the_three_answers_fit_in_every_language(app, fingers) -> None:
    from companion.text.i18n import LANGUAGES

    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    app.table.undo()
    try:
        for language in LANGUAGES:
            set_language(language)
            app.reset(first_scene(app, app.table))
            fingers.tap("undo")
            assert app.scene.find("other") is not None
            assert fit.check(app.scene) == [], language
    finally:
        set_language("en")


def test_an_undo_confirmed_after_the_game_went_on_undoes_nothing(app, fingers) -> None:
    """A seat's button or a phone plays while "Undo: Ben bids 3?" is open: its Undo took back Cat's bid, which
    nobody had asked about. Now nothing is taken back, and the table is told why."""
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    fingers.tap("undo")
    assert app.scene.message == "Undo: Ben bids 3?"
    app.table.submit({"type": "bid", "player": 2, "amount": 4})  # Cat's button box, meanwhile
    fingers.tap("yes")
    assert [getattr(s.action, "amount", None) for s in app.table.steps[4:]] == [3, 4]
    assert app.toast is not None and "nothing was done" in app.toast.text
    assert isinstance(app.scene, PlayScene)
    fingers.tap("undo")  # asked again, the question names the step it takes back
    assert app.scene.message == "Undo: Cat bids 4?"
    fingers.tap("yes")
    assert len(app.table.steps) == 5


def test_a_rewind_or_a_redo_confirmed_after_the_game_went_on_does_nothing(app, fingers) -> None:
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, 3))  # back to before the roll: the roll and Ben's bid listed
    assert len(app.scene.details) == 2 and app.scene.details[-1] == "Ben bids 3."
    app.table.submit({"type": "bid", "player": 2, "amount": 4})
    fingers.tap("yes")
    assert len(app.table.steps) == 6 and app.toast is not None and "nothing was done" in app.toast.text
    app.table.undo()
    app.reset(first_scene(app, app.table))
    fingers.tap("undo")
    assert app.scene.details[-1] == "Redo instead brings back: Cat bids 4."
    app.table.submit({"type": "bid", "player": 2, "amount": 5})  # the redo is gone; so is what it named
    fingers.tap("other")
    assert app.table.steps[-1].action.amount == 5 and len(app.table.steps) == 6
    assert app.toast is not None and "nothing was done" in app.toast.text


def test_the_log_shows_what_happened_while_it_was_open(app, fingers) -> None:
    """A seat's button or a phone plays while the log is open: the log kept the steps it opened with, so the new
    step was missing and a tap on an undone one did nothing at all."""
    open_tiny(app, [*GUESSES, {"type": "bid", "player": 1, "amount": 3}])
    app.push(LogScene(app))
    app.table.submit({"type": "bid", "player": 2, "amount": 4})
    assert app.scene.lines[-1] == ("6. Cat bids 4.", 5)
    app.table.undo()
    app.table.undo()
    assert {step for _text, step in app.scene.lines} == {0, 1, 2, 3}
