"""The card under calibration: every number is a field; the validator's verdict names the field at fault."""

from __future__ import annotations

from companion.front.steam_barons.calibration import CardForm
from companion.games.steam_barons import placeholder_card, validate_card


def field(form: CardForm, section: str, key: str):
    return next(f for f in form.fields(section) if f.key == key)


def test_every_number_of_the_card_is_a_field() -> None:
    form = CardForm()
    assert len(form.fields("price")) == 19
    assert len(form.fields("performance")) == 4 * len(placeholder_card()["performance"])
    assert len(form.fields("adjustment")) == 6 + 4 + 6
    assert len(form.fields("maps")) == 2 * 5


def test_marks_limits_and_optional_values_read_and_write_through_the_card() -> None:
    form = CardForm()
    square = field(form, "price", "price-2")
    assert form.get(square) == 1 and form.text(square) == "+1"
    form.set(square, -3)
    assert form.data["price_track"]["pink"]["2"] == 3 and "2" not in form.data["price_track"]["green"]
    form.set(square, 0)
    assert form.text(square) == "·"
    limit = field(form, "maps", "maps-eastern_us-build_limit")
    assert form.text(limit) == "turn+1"
    form.set(limit, 4)
    assert form.data["maps"]["eastern_us"]["build_limit"] == 4
    link = field(form, "maps", "maps-northern_england-city_link")
    assert form.text(link) == "–"
    form.set(link, 3)
    assert form.data["maps"]["northern_england"]["city_link"] == 3
    assert form.problem() is None


def test_the_verdict_names_the_field_and_the_saved_card_is_calibrated() -> None:
    form = CardForm()
    form.set(field(form, "performance", "performance-0-from"), 2)
    problem = form.problem()
    assert problem is not None and problem.data["field"] == "performance[0].from"
    form.set(field(form, "performance", "performance-0-from"), 0)
    card = form.card()
    assert card["calibrated"] is True and card["name"] == "Owner's card"
    assert validate_card(card)["calibrated"] is True


def test_rows_are_added_and_removed_but_one_always_stays() -> None:
    form = CardForm()
    rows = len(form.data["performance"])
    form.add_row()
    assert len(form.data["performance"]) == rows + 1 and form.problem() is None
    for _ in range(30):
        form.remove_row()
    assert len(form.data["performance"]) == 1
