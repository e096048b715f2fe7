"""Generic entries for a game's own decisions: a hand of pieces placed on spots, a tally entered from a palette."""

from __future__ import annotations

from typing import Any

import pygame

from companion.ui.decide.panel import DecisionPanel
from companion.ui.placing import Hand
from companion.ui.tally import Tally

AREA = pygame.Rect(0, 0, 320, 400)


class Host:
    """Just what a decision panel needs: widgets to add to, a layout to redo, a table to submit to."""

    def __init__(self) -> None:
        self.widgets: list[Any] = []
        self.submitted: list[Any] = []

    def layout(self) -> None:
        pass

    def submit(self, action: Any) -> bool:
        self.submitted.append(action)
        return True

    def find(self, key: str) -> Any:
        return next(widget for widget in self.widgets if getattr(widget, "key", None) == key)


def test_pieces_go_to_the_spots_tapped_in_hand_order_and_the_first_in_hand_is_selected() -> None:
    panel = DecisionPanel(Host())
    assert Hand(panel, ["red", "black", "red"], ["A", "B"]).selected == 0
    assert Hand(panel, ["red", "black", "red"], ["A", "B"]).stage("B", room=3)
    hand = Hand(panel, ["red", "black", "red"], ["A", "B"])
    assert hand.selected == 1 and hand.staged == ["B", None, None]
    hand.stage("A", room=3)
    hand = Hand(panel, ["red", "black", "red"], ["A", "B"])
    hand.stage("B", room=3)
    hand = Hand(panel, ["red", "black", "red"], ["A", "B"])
    assert hand.placement() == {"B": ("red", "red"), "A": ("black",)} and hand.selected is None


def test_a_full_spot_refuses_the_piece_and_changes_nothing() -> None:
    panel = DecisionPanel(Host())
    Hand(panel, ["red", "black"], ["A"]).stage("A", room=1)
    before = dict(panel.values)
    assert not Hand(panel, ["red", "black"], ["A"]).stage("A", room=1)
    assert panel.values == before


def test_a_tapped_piece_moves_and_undo_takes_the_last_back_selected_again() -> None:
    host = Host()
    panel = DecisionPanel(host)
    for spot in ("A", "B"):
        Hand(panel, ["red", "black"], ["A", "B"]).stage(spot, room=2)
    panel.set("piece", 0)  # the first piece tapped again: it moves
    Hand(panel, ["red", "black"], ["A", "B"]).stage("B", room=2)
    assert Hand(panel, ["red", "black"], ["A", "B"]).staged == ["B", "B"]
    Hand(panel, ["red", "black"], ["A", "B"]).take_back()
    hand = Hand(panel, ["red", "black"], ["A", "B"])
    assert hand.staged == ["B", None] and hand.selected == 1


def test_the_confirm_waits_for_every_piece_then_submits_the_games_action() -> None:
    host = Host()
    panel = DecisionPanel(host)
    words = ("Undo", "Clear", "Place")
    hand = Hand(panel, ["red", "black"], ["A", "B"])
    hand.controls(AREA, *words, action=hand.placement())
    assert not host.find("place-confirm").enabled and not host.find("place-back").enabled
    for spot in ("A", "B"):
        Hand(panel, ["red", "black"], ["A", "B"]).stage(spot, room=1)
    host.widgets.clear()
    hand = Hand(panel, ["red", "black"], ["A", "B"])
    hand.buttons(pygame.Rect(0, 0, 320, 56), lambda piece, spot: f"{piece} {spot}", lambda piece: (0, 0, 0))
    hand.controls(AREA, *words, action=hand.placement())
    assert host.find("piece-1").text == "black B" and host.find("place-back").enabled
    host.find("place-confirm").on_tap()
    assert host.submitted == [{"A": ("red",), "B": ("black",)}]


def test_a_tally_enters_pieces_in_order_takes_the_last_back_and_fills_up() -> None:
    host = Host()
    panel = DecisionPanel(host)
    for piece in ("black", "red", "black"):
        host.widgets.clear()
        Tally(panel, ["red", "black"], 3).buttons(AREA, str.upper, lambda piece: (0, 0, 0))
        host.find(f"add-{piece}").on_tap()
    tally = Tally(panel, ["red", "black"], 3)
    assert tally.entered == ["black", "red", "black"] and tally.full
    tally.take_back()
    assert Tally(panel, ["red", "black"], 3).entered == ["black", "red"]


def test_a_tally_of_an_order_greys_what_is_already_in() -> None:
    host = Host()
    panel = DecisionPanel(host)
    Tally(panel, ["red", "black", "white"], 3, once=True).buttons(AREA, str, lambda piece: (0, 0, 0))
    host.find("add-white").on_tap()
    host.widgets.clear()
    Tally(panel, ["red", "black", "white"], 3, once=True).buttons(AREA, str, lambda piece: (0, 0, 0))
    assert not host.find("add-white").enabled and host.find("add-red").enabled
