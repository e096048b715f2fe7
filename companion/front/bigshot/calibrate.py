"""Settings → Big Shot board: the owner corrects the packaged board from their own box, on the data form.

One row per lot: its value in millions (or "park"), and the lots next to it
(for a park, any lot; for a lot, the parks, which are what scoring needs).
Adjacency goes both ways: ticking L16 beside P2 ticks P2 beside L16. The form
holds every lot's neighbours (an empty list for none) and a park as the value
"park"; :func:`to_board` turns it back into the engine's board, which the
engine's validator judges, naming the field at fault (``lots.L16.value``).
Saving writes it to the data directory, where new games take it from; until
then new games use the packaged default board, the uncalibrated stand-in.
"""

from __future__ import annotations

import copy
from typing import Any

from companion.core import N_
from companion.core.i18n import NP_
from companion.games.bigshot import BOARD
from companion.text.i18n import _
from companion.ui.forms import ROW, SET, Field, FieldChoice, FormSpec, Path, Section, Table, table_hooks
from companion.ui.scenes.form import open_form

from .drawing import PARK

IS_PARK = "park"


def to_form(board: dict[str, Any]) -> dict[str, Any]:
    """The board in the form's shape: a park's value is "park"; every lot lists its neighbours, both ways."""
    data = copy.deepcopy(board)
    data["lots"] = {
        lot: {"value": IS_PARK if spec.get("park") else spec.get("value")} for lot, spec in board["lots"].items()
    }
    near: dict[str, list[str]] = {lot: [] for lot in board["lots"]}
    for lot, others in board["adjacency"].items():
        for other in others:
            for a, b in ((lot, other), (other, lot)):
                if b not in near[a]:
                    near[a].append(b)
    data["adjacency"] = near
    return data


def to_board(data: dict[str, Any]) -> dict[str, Any]:
    """The engine's board from the form (lots with no neighbours left out of the adjacency), marked calibrated:
    the owner read it off their own box, even when they kept the default board's numbers."""
    board = copy.deepcopy(data)
    board["calibrated"] = True
    board["lots"] = {
        lot: {"park": True} if spec["value"] == IS_PARK else {"value": spec["value"]}
        for lot, spec in data["lots"].items()
    }
    board["adjacency"] = {lot: near for lot, near in data["adjacency"].items() if near}
    return board


def neighbours(data: dict[str, Any], path: Path) -> tuple[FieldChoice, ...]:
    """What may border a lot: any other lot for a park, the parks for a lot."""
    lots, lot = data["lots"], path[-1]
    park = lots[lot]["value"] == IS_PARK
    return tuple(
        FieldChoice(other, other, PARK if lots[other]["value"] == IS_PARK else None)
        for other in lots
        if other != lot and (park or lots[other]["value"] == IS_PARK)
    )


def value(value: Any) -> str:
    return _("park") if value == IS_PARK else "?" if value is None else f"{value}M"


FORM = FormSpec(
    title=N_("Big Shot board"),
    sections=(
        Section(
            "lots",
            N_("Lots"),
            (
                Table(
                    ("lots",),
                    (
                        Field(
                            ("value",),
                            N_("value"),
                            high=999,
                            keys=(FieldChoice(IS_PARK, N_("park"), PARK),),
                            show=value,
                            color=lambda value: PARK if value == IS_PARK else None,
                        ),
                        Field(("adjacency", ROW), N_("next to"), SET, choices=neighbours, symmetric=True, width=2),
                    ),
                    row_label="{key}",
                    caption_width=34,
                    columns=2,
                ),
            ),
            note=N_("Each lot's value in millions, or park; and the parks next to it (a park: its lots)"),
        ),
    ),
    **table_hooks(BOARD, to_form, to_board),
    # the board in Big Shot's own word ("tavoliere" in Italian, as its rulebook says), not Mad Market's
    save_label=NP_("Big Shot's board", "Save board"),
    standin_label=N_("Default board"),
    saved_text=N_("Board saved: new Big Shot games use it."),
    complete_text=NP_("Big Shot's board", "The board is complete: save it for new games."),
    origin_saved=NP_("Big Shot's board", "your saved board"),
    # what the form starts from without a saved board: the default board, as its button and the new game call it
    # ("the uncalibrated stand-in" ran over two lines, "stand-in" alone on the second)
    origin_standin=NP_("Big Shot's board", "the default board"),
)


def open_board_scene(app: Any) -> None:
    open_form(app, FORM)
