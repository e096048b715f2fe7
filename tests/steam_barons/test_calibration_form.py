"""The card under calibration: every number is a field; the validator's verdict names the field at fault."""

from __future__ import annotations

from companion.front.steam_barons.calibrate import FORM, to_card, to_form
from companion.games.steam_barons import CARD
from companion.ui.forms import Form


def cell(form: Form, section: str, key: str):
    return next(c for c in form.cells(section) if c.key == key)


def test_every_number_of_the_card_is_a_field() -> None:
    form = Form(FORM)
    assert len(form.cells("price")) == 19
    assert len(form.cells("performance")) == 4 * len(CARD.packaged_table()["performance"])
    assert len(form.cells("adjustment")) == 6 + 4 + 6
    assert len(form.cells("maps")) == 2 * 5


def test_the_form_round_trips_the_card() -> None:
    card = CARD.packaged_table()
    assert to_card(to_form(card)) == {**card, "calibrated": True, "name": "Owner's card"}


def test_marks_limits_and_optional_values_read_and_write_through_the_card() -> None:
    form = Form(FORM)
    square = cell(form, "price", "price_track-2")
    assert form.get(square.path) == 1 and form.text(square) == "+1"
    form.set(square.path, -3)
    track = to_card(form.data)["price_track"]
    assert track["pink"]["2"] == 3 and "2" not in track["green"]
    form.set(square.path, 0)
    assert form.text(square) == "·"
    limit = cell(form, "maps", "maps-eastern_us-build_limit")
    assert form.text(limit) == "turn + 1"
    form.set(limit.path, 4)
    assert to_card(form.data)["maps"]["eastern_us"]["build_limit"] == 4
    link = cell(form, "maps", "maps-northern_england-city_link")
    assert form.text(link) == "–"
    form.set(link.path, 3)
    assert to_card(form.data)["maps"]["northern_england"]["city_link"] == 3
    hill = cell(form, "maps", "maps-eastern_us-surcharges-hill")
    form.set(hill.path, None)
    assert to_card(form.data)["maps"]["eastern_us"]["surcharges"] == {"mountain": 3}
    assert form.problem is None


def test_the_verdict_names_the_field_and_the_saved_card_is_calibrated() -> None:
    form = Form(FORM)
    form.set(("performance", 0, "from"), 2)
    assert form.problem is not None and form.problem.data["field"] == "performance[0].from"
    assert form.fault() == ("performance", cell(form, "performance", "performance-0-from"))
    form.set(("performance", 0, "from"), 0)
    card = to_card(form.data)
    assert card["calibrated"] is True and card["name"] == "Owner's card"
    assert CARD.validate(card)["calibrated"] is True


def test_rows_are_added_at_the_end_and_removed_but_one_always_stays() -> None:
    form = Form(FORM)
    table = cell(form, "performance", "performance-0-from").table
    rows = len(form.data["performance"])
    form.add_row(table, after=3)  # Final Performance grows at the end, whatever row is selected
    assert len(form.data["performance"]) == rows + 1 and form.problem is None
    assert form.data["performance"][-1]["from"] == form.data["performance"][-2]["from"] + 1
    for _ in range(30):
        form.remove_row(table)
    assert len(form.data["performance"]) == 1
