"""Tiny Auction's position on the form screen: the round, the roller, each seat's cash and points.

The kit's worked example of a :class:`~companion.ui.positions.PositionEditor`:
a position at the start of a round (no guess sealed yet) or at the end of the
game. A round further on (sealed guesses, a lot being auctioned) is written
in a position file; the editor keeps what it does not show as it was read.
"""

from __future__ import annotations

from typing import Any

from companion.core import N_
from companion.ui.forms import CHOICE, ROW, Field, FieldChoice, Group, Section, Table
from companion.ui.positions import PositionEditor

STEPS = (FieldChoice("guess", N_("Guessing")), FieldChoice("over", N_("Game over")))
MIDWAY = ("guesses", "revealed", "lot", "bids")


def shape(position: dict[str, Any]) -> dict[str, Any]:
    """The position with its step named: a round's guesses opened (the ones sealed kept), or the game over."""
    return {**position, "step": "over" if position.get("over") else "guess"}


def written(data: dict[str, Any]) -> dict[str, Any]:
    """The position the engine reads: the step as ``over``, a round's guesses kept or opened afresh."""
    position = {key: value for key, value in data.items() if key != "step"}
    position["over"] = data["step"] == "over"
    if position["over"]:
        for key in MIDWAY:
            position.pop(key, None)
    elif not any(key in position for key in ("guesses", "revealed")):
        position["guesses"] = {}
    return position


def editor(config: dict[str, Any]) -> PositionEditor:
    rounds = int(config["rounds"])
    players = len(config["players"])
    names = list(config["players"])
    return PositionEditor(
        sections=(
            Section(
                "round",
                N_("Round"),
                (
                    Group(
                        (
                            Field(("step",), N_("Step"), CHOICE, choices=STEPS),
                            Field(("round",), N_("Round"), low=1, high=rounds),
                            Field(
                                ("roller",),
                                N_("Roller"),
                                CHOICE,
                                choices=tuple(FieldChoice(seat, name) for seat, name in enumerate(names)),
                            ),
                        ),
                        columns=3,
                    ),
                ),
            ),
            Section(
                "players",
                N_("Players"),
                (
                    Table(
                        ("cash",),
                        (Field((), N_("Cash")), Field(("points", ROW), N_("Points"))),
                        row_label=lambda _data, seat: names[seat],
                        caption_width=120,
                        max_rows=players,
                    ),
                ),
            ),
        ),
        shape=shape,
        written=written,
    )
