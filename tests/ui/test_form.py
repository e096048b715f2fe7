"""The generic data form: a declarative description of a table, typed in field by field, checked, saved.

A made-up table stands for a game's card or board: a name (text), a pair of
signed limits with a "none" key, a list of rows (a kind chosen from a list, a
size shown only for some kinds), a list of plain values that grows at the end,
and a symmetric relation between three places.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import RuleViolation
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.forms import (
    CHOICE,
    INLINE,
    ROW,
    SET,
    TEXT,
    Field,
    FieldChoice,
    Form,
    FormSpec,
    Group,
    Section,
    Table,
    parse_field,
)
from companion.ui.scenes.form import FormScene, open_form
from companion.ui.widgets import Button


class TableError(RuleViolation):
    template = "Table field '{field}' {problem}."


def fail(field: str, problem: str) -> TableError:
    return TableError(field=field, problem=problem)


def standin() -> dict[str, Any]:
    return {
        "name": "Stand-in",
        "limits": {"low": -2, "high": 5, "cap": None},
        "rows": [
            {"kind": "start"},
            {"kind": "big", "size": 3},
            {"kind": "small"},
        ],
        "values": [1, 2, 3],
        "links": {"x": ["y"], "y": ["x"], "z": []},
    }


def validate(data: dict[str, Any]) -> None:
    if not data["name"].strip():
        raise fail("name", "must not be empty")
    if data["limits"]["low"] > data["limits"]["high"]:
        raise fail("limits.low", "must not be above the high limit")
    for index, row in enumerate(data["rows"]):
        if row["kind"] == "big" and not 1 <= row["size"] <= 9:
            raise fail(f"rows[{index}].size", "must be from 1 to 9")
    for index in range(1, len(data["values"])):
        if data["values"][index] <= data["values"][index - 1]:
            raise fail(f"values[{index}]", "must rise")
    if len(data["rows"]) > 12:
        raise fail("rows", "hold at most 12")


def normalize(data: dict[str, Any]) -> None:
    for row in data["rows"]:
        if row["kind"] == "big":
            row.setdefault("size", 1)
        else:
            row.pop("size", None)


class Store:
    """Where the test's spec saves (the data directory of a game), and what it loaded from."""

    def __init__(self, saved: dict[str, Any] | None = None, broken: bool = False) -> None:
        self.saved, self.broken = saved, broken

    def load(self) -> dict[str, Any] | None:
        if self.broken:
            raise fail("values", "cannot be read")
        return self.saved

    def save(self, data: dict[str, Any]) -> None:
        validate(data)
        self.saved = data


KINDS = (FieldChoice("big", "big", (230, 159, 0)), FieldChoice("small", "small"))


def spec(store: Store, rows_per_value: int = 5) -> FormSpec:
    return FormSpec(
        title="Test table",
        sections=(
            Section(
                "main",
                "Main",
                (
                    Group((Field(("name",), "name", TEXT),), "The table's name", columns=2),
                    Group(
                        (
                            Field(("limits", "low"), "low", low=-9, high=9, caption="low"),
                            Field(("limits", "high"), "high", low=-9, high=9, caption="high"),
                            Field(("limits", "cap"), "cap", high=50, keys=(FieldChoice(None, "none"),), caption="cap"),
                        ),
                        columns=3,
                    ),
                    Table(
                        ("rows",),
                        (
                            Field(
                                ("kind",),
                                "kind",
                                CHOICE,
                                choices=KINDS,
                                locked=lambda row: "The first row is fixed" if row["kind"] == "start" else None,
                            ),
                            Field(("size",), "size", high=99, when=lambda row: row["kind"] == "big"),
                        ),
                        row_label="row {n}",
                        caption_width=60,
                        new_row=lambda rows, after: {"kind": "small"},
                        insert=True,
                        keep=lambda row: row["kind"] == "start",
                    ),
                ),
            ),
            Section(
                "values",
                "Values",
                (
                    Table(
                        ("values",),
                        (Field((), "value", high=999),),
                        caption=INLINE,
                        columns=rows_per_value,
                        new_row=lambda values, last: values[last] + 1,
                        min_rows=2,
                    ),
                ),
                note=lambda data: f"{len(data['values'])} values",
            ),
            Section(
                "links",
                "Links",
                (
                    Table(
                        ("links",),
                        (
                            Field(
                                ("links", ROW),
                                "next to",
                                SET,
                                choices=lambda data, path: tuple(
                                    FieldChoice(place, place) for place in data["links"] if place != path[-1]
                                ),
                                symmetric=True,
                            ),
                        ),
                        row_label="{key}",
                    ),
                ),
            ),
        ),
        saved=store.load,
        standin=standin,
        validate=validate,
        save=store.save,
        warnings=lambda data: ["More than three values"] if len(data["values"]) > 3 else [],
        normalize=normalize,
        save_label="Save table",
        saved_text="Table saved",
        complete_text="The table is complete",
    )


def status(app) -> str:
    return app.scene.widgets[-1].text


def texts(app) -> list[str]:
    return [getattr(w, "text", "") for w in app.scene.widgets]


# -- the model ----------------------------------------------------------------------------------


def test_a_validators_field_name_reads_as_a_path() -> None:
    assert parse_field("performance[2].ceo_bonus") == ("performance", 2, "ceo_bonus")
    assert parse_field("lots.L16.value") == ("lots", "L16", "value")
    assert parse_field("grid[1][3]") == ("grid", 1, 3)


def test_values_read_and_write_by_path_and_read_as_their_buttons_say() -> None:
    form = Form(spec(Store()))
    cells = {cell.key: cell for section in ("main", "values", "links") for cell in form.cells(section)}
    assert form.text(cells["limits-low"]) == "−2" and form.text(cells["limits-high"]) == "+5"  # signed fields
    assert form.text(cells["limits-cap"]) == "none"  # a key's value reads as the key
    assert form.text(cells["rows-1-kind"]) == "big" and form.swatch(cells["rows-1-kind"]) == (230, 159, 0)
    assert form.text(cells["links-x"]) == "y" and form.text(cells["links-z"]) == "–"
    form.set(("limits", "cap"), 12)
    assert form.data["limits"]["cap"] == 12 and form.text(cells["limits-cap"]) == "12"


@pytest.mark.parametrize(("code", "cap", "low"), [("en", "12,000", "−12,000"), ("it", "12.000", "−12.000")])
def test_a_number_reads_grouped_on_its_button_as_every_amount_does(code: str, cap: str, low: str) -> None:
    """A price or a cash typed 12000 reads "12,000" (Italian "12.000") on its button, as the rest of the product
    writes it; a signed field keeps its sign."""
    form = Form(spec(Store()))
    cells = {cell.key: cell for cell in form.cells("main")}
    form.set(("limits", "cap"), 12000)
    form.set(("limits", "low"), -12000)
    form.set(("limits", "high"), 12000)
    set_language(code)
    try:
        assert form.text(cells["limits-cap"]) == cap
        assert form.text(cells["limits-low"]) == low and form.text(cells["limits-high"]) == f"+{cap}"
    finally:
        set_language("en")


def test_fields_that_do_not_apply_to_a_row_are_left_out_and_come_back_with_its_kind() -> None:
    form = Form(spec(Store()))
    assert [cell.key for cell in form.cells("main") if cell.table] == [
        "rows-0-kind",
        "rows-1-kind",
        "rows-1-size",
        "rows-2-kind",
    ]
    form.set(("rows", 2, "kind"), "big")  # normalize gives the new big row its size
    assert form.data["rows"][2] == {"kind": "big", "size": 1}
    assert "rows-2-size" in [cell.key for cell in form.cells("main")]


def test_the_verdict_is_kept_after_every_change_and_points_at_the_cell() -> None:
    form = Form(spec(Store()))
    assert form.problem is None and form.warnings == []
    form.set(("rows", 1, "size"), 0)
    assert form.problem is not None and form.problem.data["field"] == "rows[1].size"
    section, cell = form.fault()
    assert (section, cell.path) == ("main", ("rows", 1, "size"))
    form.set(("rows", 1, "size"), 4)
    form.add_row(form.cells("values")[0].table)  # a valid table may still differ from the usual one
    assert form.problem is None and form.warnings == ["More than three values"]


def test_a_field_name_the_form_does_not_show_points_at_the_nearest_field() -> None:
    form = Form(spec(Store()))
    assert form.locate("rows[2].colour")[1].path == ("rows", 2, "kind")  # the row's first field
    assert form.locate("rows")[1].path == ("rows", 0, "kind")
    assert form.locate("limits.low")[1].path == ("limits", "low")
    assert form.locate("nothing.here") is None


def test_rows_are_inserted_after_the_selected_one_and_kept_rows_are_never_removed() -> None:
    form = Form(spec(Store()))
    table = form.cells("main")[-1].table
    assert form.add_row(table, after=0) == 1 and form.data["rows"][1] == {"kind": "small"}
    assert form.removable(table, 0) is None  # the first row stays
    form.remove_row(table, 1)
    assert [row["kind"] for row in form.data["rows"]] == ["start", "big", "small"]
    for _ in range(20):
        form.add_row(table, after=2)
    assert form.problem is not None and form.problem.data["field"] == "rows"


def test_a_plain_list_grows_at_the_end_and_keeps_its_least_rows() -> None:
    form = Form(spec(Store()))
    table = form.cells("values")[0].table
    form.add_row(table, after=0)  # not an inserting table: the end
    assert form.data["values"] == [1, 2, 3, 4]
    for _ in range(5):
        form.remove_row(table, 0)
    assert form.data["values"] == [1, 2]


def test_a_symmetric_set_ticks_both_ways() -> None:
    form = Form(spec(Store()))
    z = next(cell for cell in form.cells("links") if cell.key == "links-z")
    form.toggle(z, "x")
    assert form.data["links"]["z"] == ["x"] and form.data["links"]["x"] == ["y", "z"]
    form.toggle(z, "x")
    assert form.data["links"]["z"] == [] and form.data["links"]["x"] == ["y"]


def test_saving_starts_from_the_saved_copy_and_a_broken_one_falls_back_to_the_stand_in() -> None:
    store = Store()
    form = Form(spec(store))
    assert form.calibrated is False
    form.set(("name",), "Mine")
    assert form.save() is None and form.calibrated is True and store.saved["name"] == "Mine"
    assert Form(spec(store)).data["name"] == "Mine" and Form(spec(store)).calibrated
    form.set(("limits", "low"), 7)
    refusal = form.save()
    assert refusal is not None and refusal.data["field"] == "limits.low" and store.saved["limits"]["low"] == -2
    broken = Form(spec(Store(broken=True)))
    assert broken.data == standin() and not broken.calibrated
    assert broken.load_problem == "Table field 'values' cannot be read."
    form.reset()
    assert form.data == standin() and form.calibrated is False


# -- the screen ---------------------------------------------------------------------------------


def open_table(app, store: Store, **options: Any) -> FormScene:
    open_form(app, spec(store, **options))
    assert isinstance(app.scene, FormScene)
    return app.scene


def test_the_stand_in_is_marked_uncalibrated_until_saved(app, fingers) -> None:
    store = Store()
    open_table(app, store)
    assert "the uncalibrated stand-in" in texts(app) and status(app) == "The table is complete"
    fingers.tap("form-save")
    assert app.toast.text == "Table saved" and store.saved == standin()
    assert "your saved board" in texts(app)
    fingers.tap("form-standin")
    assert "the uncalibrated stand-in" in texts(app)


def test_a_broken_saved_copy_is_reported_on_opening(app) -> None:
    open_table(app, Store(broken=True))
    assert app.toast is not None and "cannot be read" in app.toast.text


def test_numbers_are_typed_on_the_keypad_within_their_limits_with_a_sign_and_keys(app, fingers) -> None:
    scene = open_table(app, Store())
    fingers.tap("form-field-limits-high")
    fingers.tap("pad-7")
    fingers.tap("pad-7")  # 77 is past the limit of 9: not taken, and said (a digit never vanishes in silence)
    assert scene.form.data["limits"]["high"] == 7 and app.toast is not None and app.toast.text == "At most 9."
    fingers.tap("form-field-limits-low")
    assert scene.find("form-sign") is not None
    fingers.tap("pad-3")  # the sign of the value stays: -2 becomes -3
    assert scene.form.data["limits"]["low"] == -3
    fingers.tap("form-sign")
    assert scene.form.data["limits"]["low"] == 3 and scene.find("form-field-limits-low").text == "low: +3"
    fingers.tap("form-field-limits-cap")
    assert scene.find("form-sign") is None  # no sign where a value cannot be negative
    fingers.tap("pad-4")
    fingers.tap("pad-2")
    assert scene.form.data["limits"]["cap"] == 42
    fingers.tap("form-set-None")
    assert scene.form.data["limits"]["cap"] is None and scene.find("form-set-None").color == theme.ACCENT
    fingers.tap("pad-5")  # typing starts afresh after a key
    assert scene.form.data["limits"]["cap"] == 5


def test_a_pc_keyboard_types_into_the_selected_number(app, fingers) -> None:
    import pygame

    scene = open_table(app, Store())
    assert scene.key(pygame.K_5) is False  # no field selected
    fingers.tap("form-field-limits-low")
    for key in (pygame.K_4, pygame.K_MINUS):
        assert scene.key(key)
    assert scene.form.data["limits"]["low"] == 4  # -4, then the sign flipped
    scene.key(pygame.K_BACKSPACE)
    assert scene.form.data["limits"]["low"] == 0
    assert scene.key(pygame.K_a) is False


def test_a_choice_reshapes_its_row_and_a_locked_field_says_why(app, fingers) -> None:
    scene = open_table(app, Store())
    fingers.tap("form-field-rows-2-kind")
    fingers.tap("form-choice-big")
    assert scene.form.data["rows"][2] == {"kind": "big", "size": 1}
    assert scene.find("form-field-rows-2-size") is not None
    fingers.tap("form-field-rows-0-kind")
    assert scene.find("form-choice-big") is None and "The first row is fixed" in texts(app)
    assert not scene.find("form-remove").enabled
    fingers.tap("form-add")  # inserted after the selected row, and selected
    assert scene.form.data["rows"][1] == {"kind": "small"} and scene.selected == ("rows", 1, "kind")
    fingers.tap("form-remove")
    assert [row["kind"] for row in scene.form.data["rows"]] == ["start", "big", "big"]


def test_a_set_is_ticked_on_toggles(app, fingers) -> None:
    scene = open_table(app, Store())
    fingers.tap("form-section-links")
    fingers.tap("form-field-links-z")
    fingers.tap("form-toggle-y")
    assert scene.find("form-toggle-y").color == theme.ACCENT
    assert scene.form.data["links"]["y"] == ["x", "z"]
    assert scene.find("form-field-links-y").text == "x, z"


def test_a_text_is_typed_on_the_keyboard(app, fingers) -> None:
    scene = open_table(app, Store())
    fingers.tap("form-field-name")
    fingers.tap("form-type")
    assert type(app.scene).__name__ == "KeyboardScene"
    for _ in range(len("Stand-in")):
        fingers.tap("delete")
    for key in "BOX":
        fingers.tap(f"key-{key}")
    fingers.tap("done")
    assert app.scene is scene and scene.form.data["name"] == "Box"
    assert scene.find("form-field-name").text == "Box"


def test_a_long_section_is_paged_and_a_new_value_shows_on_its_page(app, fingers) -> None:
    scene = open_table(app, Store(), rows_per_value=1)
    fingers.tap("form-section-values")
    assert scene.find("form-next") is None  # three values fit one page
    for _ in range(5):
        fingers.tap("form-add")
    assert scene.form.data["values"] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert scene.page == 1 and scene.find("form-field-values-7") is not None  # the new last value's page
    assert scene.find("form-field-values-0") is None
    fingers.tap("form-previous")
    assert scene.find("form-field-values-0") is not None and not scene.find("form-previous").enabled
    assert scene.find("form-next").text == "Next (1/2)"


def test_a_refused_save_names_the_field_jumps_to_it_and_outlines_it(app, fingers) -> None:
    store = Store()
    scene = open_table(app, store, rows_per_value=1)
    fingers.tap("form-section-values")
    for _ in range(5):
        fingers.tap("form-add")
    fingers.tap("form-previous")
    fingers.tap("form-field-values-1")
    fingers.tap("pad-9")  # values[2] (3) no longer rises above 9
    assert status(app) == "Table field 'values[2]' must rise."
    assert scene.find("form-field-values-2").outline == theme.DANGER
    assert scene.find("form-field-values-1").outline is None
    fingers.tap("form-section-main")
    fingers.tap("form-save")
    assert app.toast.text == "Table field 'values[2]' must rise." and store.saved is None
    assert scene.section == "values" and scene.selected == ("values", 2)
    assert scene.find("form-field-values-2").color == theme.ACCENT  # opened in the editor


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("section", ["main", "values", "links"])
def test_every_target_is_big_enough_and_nothing_is_clipped(app, fingers, language: str, section: str) -> None:
    set_language(language)
    scene = open_table(app, Store())
    fingers.tap(f"form-section-{section}")
    for cell in scene.form.cells(section):
        scene.show(section, cell.path)
        theme.REPORT.clear()
        app.draw()
        assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
        buttons = [w for w in scene.widgets if isinstance(w, Button)]
        buttons += [b for w in scene.widgets for b in getattr(w, "buttons", ())]
        assert all(min(b.rect.size) >= theme.MIN_TARGET for b in buttons)
        assert all(scene.app.display.canvas.get_rect().contains(b.rect) for b in buttons)
