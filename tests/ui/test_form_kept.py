"""What a form screen keeps while it lays itself out: a cell's choices asked once per layout (its button reads
them for its text and its swatch), worked out afresh at the next layout, so a change of the data shows at once;
and a table's row named once when its lines are made."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.ui.forms import CHOICE, Field, FieldChoice, Form, FormSpec, Section, Table
from companion.ui.scenes.form import FormScene, open_form
from companion.ui.widgets import Button

if TYPE_CHECKING:
    from companion.ui.app import App


class Counted:
    """A choices callable and a row label callable that count their calls."""

    def __init__(self) -> None:
        self.choices = 0
        self.labels = 0

    def colours(self, data: dict[str, Any], _path: Any) -> tuple[FieldChoice, ...]:
        self.choices += 1
        return tuple(FieldChoice(name, f"{name} ({data['shade']})", (200, 40, 40)) for name in ("red", "blue"))

    def label(self, data: dict[str, Any], index: Any) -> str:
        self.labels += 1
        return f"piece {index + 1}"


def spec(counted: Counted) -> FormSpec:
    return FormSpec(
        title="Pieces",
        sections=(
            Section(
                "pieces",
                "Pieces",
                (
                    Table(
                        ("pieces",),
                        (Field(("colour",), "colour", CHOICE, choices=counted.colours),),
                        row_label=counted.label,
                    ),
                ),
            ),
        ),
        saved=lambda: None,
        standin=lambda: {"shade": "light", "pieces": [{"colour": "red"}, {"colour": "blue"}, {"colour": "red"}]},
        validate=lambda data: None,
        save=lambda data: None,
    )


def test_a_row_is_named_once_when_the_lines_are_made() -> None:
    counted = Counted()
    form = Form(spec(counted))
    lines = form.lines("pieces")
    assert [label for line in lines for label, _cells in line.rows] == ["piece 1", "piece 2", "piece 3"]
    assert [cells[0].row for line in lines for _label, cells in line.rows if cells[0]] == [
        "piece 1",
        "piece 2",
        "piece 3",
    ]
    assert counted.labels == 3


def test_choices_are_asked_once_a_layout_and_afresh_at_the_next(app: App) -> None:
    counted = Counted()
    open_form(app, spec(counted))
    scene = app.scene
    assert isinstance(scene, FormScene)
    counted.choices = 0
    scene.layout()
    assert counted.choices == 3  # one per cell, though each button reads its text and its swatch
    assert scene.form.kept_choices is None  # outside a layout every ask works them out
    texts = [widget.text for widget in scene.widgets if isinstance(widget, Button)]
    assert "red (light)" in texts
    scene.form.set(("shade",), "dark")
    scene.layout()
    texts = [widget.text for widget in scene.widgets if isinstance(widget, Button)]
    assert "red (dark)" in texts and "red (light)" not in texts
    cell = scene.form.cells("pieces")[0]
    before = counted.choices
    assert scene.form.choices(cell) == scene.form.choices(cell)
    assert counted.choices == before + 2
