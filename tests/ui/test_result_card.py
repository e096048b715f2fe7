"""Nothing happens silently: after a step, the table reads what it did on a result card, in the game's sentences.

Generic over the Update the table tells its listeners (the tiny test game
here, with no word in its spec): a step that did more than was entered
shows its sentences; a minor card goes by itself after a few seconds (the
loop wakes for it, it does not poll), a major one stays until the next tap,
which still acts; a tap on the card only closes it. A sealed choice makes
no card and nothing is drawn over a sealed hand-over. The refusal toast and
the card keep clear of the buttons the player is about to press.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.storage import start_new
from companion.text.i18n import _
from companion.ui import results
from companion.ui.overlay import clear_spot
from companion.ui.scenes.play import PlayScene


@pytest.fixture
def tiny(app):
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))
    app.reset(PlayScene(app))
    return app


def guess(fingers, seat: int, parity: str) -> None:
    fingers.tap(f"secret-{seat}")
    fingers.tap("secret-show")
    fingers.tap(f"pick-{parity}")


def to_the_dice(fingers) -> None:
    for seat, parity in ((0, "odd"), (1, "even")):
        guess(fingers, seat, parity)
        fingers.tap("secret-done")
    fingers.app.scene.dismiss_result()  # the guesses' reveal (its own test below)
    assert fingers.app.scene.find("dice-roll") is not None


def type_dice(fingers, white: int, black: int) -> None:
    fingers.tap(f"die-white-{white}")
    fingers.tap(f"die-black-{black}")
    fingers.tap("dice-confirm")


def buttons_under(app: Any, rect: pygame.Rect) -> list[str]:
    return [str(getattr(w, "key", "")) for w in app.scene.widgets if rect.colliderect(w.rect) and hasattr(w, "on_tap")]


def test_typed_in_dice_show_what_they_did_in_the_games_sentences(tiny, fingers) -> None:
    to_the_dice(fingers)
    type_dice(fingers, 2, 4)
    step = tiny.table.steps[-1]
    card = tiny.scene.result
    assert card is not None and [e.type for e in step.events] == ["rolled", "guess_paid"]
    assert card.sentences == [tiny.table.describe(event, _) for event in step.events]
    tiny.step(0)  # drawn: clear of every button the next player may press (the bid panel)
    assert card.rect is not None and not buttons_under(tiny, card.rect)


def test_a_minor_card_goes_by_itself_and_the_loop_sleeps_until_then(tiny, fingers) -> None:
    tiny.clock = lambda: 100.0
    to_the_dice(fingers)
    type_dice(fingers, 2, 4)
    card = tiny.scene.result
    assert card is not None and not card.major and card.until == 100.0 + results.MINOR_SECONDS
    assert tiny.scene.deadline() == card.until  # the loop's wake-up: no busy polling meanwhile
    tiny.step(0)
    frames = tiny.frames
    for _wait in range(3):
        tiny.step(0.01)
    assert tiny.frames == frames and tiny.scene.result is card  # idle: no redraw while it stands
    later = card.until + 0.01
    tiny.clock = lambda: later
    tiny.step(0)
    assert tiny.scene.result is None and tiny.frames == frames + 1 and tiny.scene.deadline() is None


def test_a_major_card_stays_until_the_next_tap_which_still_acts(tiny, fingers, monkeypatch) -> None:
    monkeypatch.setattr(results, "levels_for", lambda game: {"rolled": results.MAJOR})
    to_the_dice(fingers)
    type_dice(fingers, 2, 4)
    card = tiny.scene.result
    assert card is not None and card.major and card.until is None and tiny.scene.deadline() is None
    later = tiny.clock() + 600
    tiny.clock = lambda: later
    tiny.step(0)
    assert tiny.scene.result is card  # ten minutes later, still there
    steps = len(tiny.table.steps)
    fingers.tap("amount-confirm")  # the next player's bid: the card goes and the bid is made
    assert tiny.scene.result is None and len(tiny.table.steps) == steps + 1


def test_a_tap_on_the_card_only_closes_it(tiny, fingers, monkeypatch) -> None:
    monkeypatch.setattr(results, "levels_for", lambda game: {"rolled": results.MAJOR})
    to_the_dice(fingers)
    type_dice(fingers, 2, 4)
    tiny.step(0)
    card = tiny.scene.result
    assert card is not None and card.rect is not None
    steps, private = len(tiny.table.steps), tiny.scene.private_seat
    fingers.at(*card.rect.center)  # over the players' names: no private view opens
    assert tiny.scene.result is None and len(tiny.table.steps) == steps and tiny.scene.private_seat == private


def test_a_lone_echo_of_an_entry_makes_no_card(tiny, fingers) -> None:
    to_the_dice(fingers)
    type_dice(fingers, 2, 4)
    fingers.tap("amount-confirm")
    assert [e.type for e in tiny.table.steps[-1].events] == ["bid_made"] and tiny.scene.result is None


def test_a_sealed_choice_makes_no_card_and_the_reveal_waits_for_the_hand_over_to_end(tiny, fingers) -> None:
    guess(fingers, 0, "odd")
    assert tiny.table.sealed_seat(-1) == 0 and tiny.scene.result is None
    fingers.tap("secret-done")
    guess(fingers, 1, "even")  # the last guess: the engine reveals them all
    card = tiny.scene.result
    assert card is not None and tiny.scene.panel.covering
    assert any("revealed" in sentence for sentence in card.sentences)
    tiny.step(0)
    assert card.rect is None  # nothing drawn over the hand-over's "hand it on"
    fingers.tap("secret-done")  # that tap belongs to the hand-over: the card is still to be read
    tiny.step(0)
    assert tiny.scene.result is card and card.rect is not None


def test_undo_takes_the_card_away(tiny, fingers) -> None:
    to_the_dice(fingers)
    type_dice(fingers, 2, 4)
    assert tiny.scene.result is not None
    tiny.table.undo()
    assert tiny.scene.result is None


def test_the_companions_roll_is_told_once_on_its_own_panel_card(tiny, fingers) -> None:
    to_the_dice(fingers)
    fingers.tap("dice-roll")
    assert tiny.scene.find("result-continue") is not None and tiny.scene.result is None


def test_the_refusal_toast_keeps_clear_of_the_buttons(tiny, fingers) -> None:
    to_the_dice(fingers)
    type_dice(fingers, 2, 4)
    tiny.scene.dismiss_result()
    tiny.notify("That bid is refused: you cannot pay it.", error=True)
    tiny.step(0)
    assert tiny.toast is not None
    spot = tiny.toast.place(tiny.display.canvas.get_size(), tiny.scene.keep_clear())
    assert not buttons_under(tiny, spot.inflate(-2, -2))
    assert tiny.scene.find("amount-confirm") is not None


def test_a_clear_spot_prefers_the_area_asked_and_else_covers_least() -> None:
    screen = pygame.Rect(0, 0, 800, 480)
    buttons = [pygame.Rect(400, 0, 400, 480)]
    status = pygame.Rect(8, 60, 380, 400)
    assert clear_spot([(300, 100)], screen, buttons, [status]).topleft == (48, 60)  # its top, centred across it
    assert clear_spot([(700, 100), (300, 100)], screen, buttons).size == (300, 100)  # the first size that is clear
    crowded = [pygame.Rect(0, 0, 800, 200), pygame.Rect(0, 300, 800, 180)]
    spot = clear_spot([(700, 120)], screen, crowded)
    assert spot.height == 120 and spot.collidelist(crowded) != -1  # nowhere clear: it must cover something
    assert 200 - 4 <= spot.top + spot.height // 2 <= 300 + 4  # the least covered: between the rows


def test_a_card_over_the_status_panel_never_ends_across_a_row_it_would_cut() -> None:
    """The card grows down to the gap under the row its sentences stopped in: no half name peeks out below it."""
    surface = pygame.Surface((800, 480))
    surface.fill((30, 30, 30))
    status = pygame.Rect(8, 60, 262, 410)
    card = results.ResultCard(["Ann rolls white 6 and black 1: 7 spaces.", "Ann lands on CRY-1."], major=True)
    natural, _size, _lines = results.layout(card, surface.get_rect(), [], [status])
    row = pygame.Rect(status.left, natural.bottom - 10, status.width, 24)  # a player's row, the card's end across it
    for x in range(row.left, row.right, 8):  # its letters
        surface.fill((200, 200, 200), (x, row.top, 4, row.height))
    drawn = results.draw(surface, card, surface.get_rect(), [], [status])
    assert drawn.top == natural.top and drawn.bottom == row.bottom  # the whole row under the card, not its top half
    assert card.rect == drawn  # a tap on the grown part closes the card too


def test_a_card_grows_only_inside_the_area_it_was_placed_in() -> None:
    surface = pygame.Surface((800, 480))
    for x in range(0, 800, 8):  # text everywhere, no plain line: nowhere to end cleanly
        surface.fill((200, 200, 200), (x, 0, 4, 480))
    status = pygame.Rect(8, 60, 262, 410)
    card = results.ResultCard(["Ann passes."], major=True)
    natural, _size, _lines = results.layout(card, surface.get_rect(), [], [status])
    assert results.draw(surface, card, surface.get_rect(), [], [status]) == natural  # at most a row: else as laid
    elsewhere = results.ResultCard(["Ann passes."], major=True)
    laid, _size, _lines = results.layout(elsewhere, surface.get_rect(), [status], [])
    assert results.draw(surface, elsewhere, surface.get_rect(), [status], []) == laid  # not over the status panel


def test_every_level_a_game_gives_is_known_and_names_one_of_its_events() -> None:
    from companion.registry import specs
    from companion.result_levels import LEVELS

    for name, spec in specs().items():
        assert set(spec.results.values()) <= set(LEVELS), name
        assert set(spec.results) <= set(spec.game.events.types), name
