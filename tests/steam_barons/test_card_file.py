"""The stock-market card as data: the placeholder, validation naming the field, saving, embedding."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from companion.core import Table
from companion.core.journal import read as load
from companion.games.steam_barons import CARD, GAME, card_to_toml
from companion.games.steam_barons.card import Card
from companion.games.steam_barons.errors import CardError

from .helpers import TEST_CARD, config


def test_the_placeholder_is_marked_uncalibrated_and_keeps_the_rules_shape() -> None:
    card = CARD.packaged_table()
    assert card["calibrated"] is False and "placeholder" in card["name"].lower()
    built = Card.from_data(card)
    assert all(row.ceo_bonus == 0 for row in built.rows if row.start <= 9)
    assert any(row.ceo_bonus > 0 for row in built.rows)
    assert {1, 0, -1} <= set(built.modifiers) and list(built.modifiers) == [3, 2, 1, 0, -1, -2]
    assert [built.modifiers[box] for box in built.bankrupt[:3]] == [0, -1, 1]  # "0", then "-1", then "+1"
    assert all(0 <= square <= 18 for square in [*built.green, *built.pink])
    assert built.maps["eastern_us"].shares == 8 and built.maps["northern_england"].shares == 6
    assert built.maps["eastern_us"].limit(1) == 2 and built.maps["eastern_us"].limit(5) == 6
    assert built.maps["northern_england"].limit(5) == 3
    assert built.maps["eastern_us"].city_link == 3
    assert built.maps["eastern_us"].surcharges == {"hill": 2, "mountain": 3}


def test_a_row_applies_until_the_next_and_the_last_row_beyond() -> None:
    card = Card.from_data(CARD.validate(TEST_CARD))
    assert card.row(0).dividend == 0 and card.row(4).dividend == 1 and card.row(5).dividend == 2
    assert card.row(99) == card.rows[-1]
    assert card.ceo_bonus(9) == 0 and card.ceo_bonus(10) == 5


def bad(path: str, value) -> dict:
    """TEST_CARD with the field at ``path`` (dotted; list indexes as numbers) set to ``value`` (None: removed)."""
    card = copy.deepcopy(TEST_CARD)
    keys = path.split(".")
    where = card
    for key in keys[:-1]:
        where = where[int(key)] if isinstance(where, list) else where[key]
    last = keys[-1]
    if value is None:
        del where[last]
    elif isinstance(where, list):
        where[int(last)] = value
    else:
        where[last] = value
    return card


@pytest.mark.parametrize(
    "card, field",
    [
        (bad("calibrated", "yes"), "calibrated"),
        (bad("colour", "red"), "colour"),
        (bad("price_track.green.19", 1), "price_track.green.19"),
        (bad("price_track.green.4", 0), "price_track.green.4"),
        (bad("price_track.pink.5", 1), "price_track.pink.5"),  # 5 is green already
        (bad("price_track.blue", {}), "price_track.blue"),
        (bad("performance.0.from", 1), "performance[0].from"),
        (bad("performance.2.from", 2), "performance[2].from"),
        (bad("performance.2.ceo_bonus", 1), "performance[2].ceo_bonus"),
        (bad("performance.2", {"from": 9, "dividend": 2, "profit": 3, "ceo_bonus": 1}), "performance[2].ceo_bonus"),
        (bad("performance.1.dividend", -1), "performance[1].dividend"),
        (bad("performance.1.profit", None), "performance[1].profit"),
        (bad("performance", []), "performance"),
        (bad("adjustment.modifiers", [3, 2, 1, 0, -1]), "adjustment.modifiers"),
        (bad("adjustment.modifiers", [3, 2, 2, 1, 5, -2]), "adjustment.modifiers"),
        (bad("adjustment.modifiers", [4, 3, 2, 2, -2, -3]), "adjustment.modifiers"),  # no 0, +1, -1
        (bad("adjustment.start.2-3", 9), "adjustment.start.2-3"),
        (bad("adjustment.start.7", 1), "adjustment.start.7"),
        (bad("adjustment.start.6", None), "adjustment.start.6"),
        (bad("adjustment.bankrupt", [4, 5, 3]), "adjustment.bankrupt"),
        (bad("adjustment.bankrupt", [4, 4, 3, 6, 2, 1]), "adjustment.bankrupt[1]"),
        # The rulebook names the first three bankrupt boxes: "0", then "-1", then "+1".
        (bad("adjustment.bankrupt", [5, 4, 3, 6, 2, 1]), "adjustment.bankrupt[0]"),
        (bad("adjustment.bankrupt", [4, 3, 5, 6, 2, 1]), "adjustment.bankrupt[1]"),
        (bad("adjustment.bankrupt", [4, 5, 6, 3, 2, 1]), "adjustment.bankrupt[2]"),
        (bad("adjustment.start.4-5", 4), "adjustment"),  # 4 stacks from box 4 run out of boxes
        (bad("maps.northern_england", None), "maps.northern_england"),
        (bad("maps.eastern_us.shares", 0), "maps.eastern_us.shares"),
        (bad("maps.eastern_us.build_limit", "turn+2"), "maps.eastern_us.build_limit"),
        (bad("maps.eastern_us.city_link", 0), "maps.eastern_us.city_link"),
        (bad("maps.eastern_us.surcharges", {"Hill!": 2}), "maps.eastern_us.surcharges.Hill!"),
        (bad("maps.moon", {}), "maps.moon"),
    ],
)
def test_validation_names_the_field(card, field: str) -> None:
    with pytest.raises(CardError) as info:
        CARD.validate(card)
    assert info.value.data["field"] == field
    assert f"Card field '{field}'" in str(info.value)


def test_the_normal_form_is_stable_and_the_file_round_trips() -> None:
    normal = CARD.validate(TEST_CARD)
    assert CARD.validate(normal) == normal
    assert CARD.parse(card_to_toml(normal)) == normal
    assert CARD.parse(card_to_toml(CARD.packaged_table())) == CARD.packaged_table()
    with pytest.raises(CardError, match="not valid TOML"):
        CARD.parse("name = ")


def test_the_owners_card_is_saved_in_the_data_folder_and_used_by_new_games(tmp_path: Path) -> None:
    assert CARD.saved(tmp_path) is None and CARD.for_new_game(tmp_path) == CARD.packaged_table()
    path = CARD.save(tmp_path, TEST_CARD)
    assert path.parent == tmp_path and CARD.read(path) == CARD.validate(TEST_CARD)
    assert CARD.for_new_game(tmp_path)["calibrated"] is True
    with pytest.raises(CardError):
        CARD.save(tmp_path, bad("calibrated", 1))
    assert CARD.read(path) == CARD.validate(TEST_CARD)  # a refused save leaves the saved card alone
    path.write_text("calibrated = true\n", encoding="utf-8")
    with pytest.raises(CardError) as info:
        CARD.read(path)
    assert "price_track" in str(info.value)


def test_the_prepared_config_embeds_the_full_card_and_a_config_may_carry_one_inline() -> None:
    prepared = GAME.prepare_config(config(3))
    assert prepared["card"] == CARD.packaged_table()
    inline = GAME.prepare_config(config(3, card=TEST_CARD))
    assert inline["card"] == CARD.validate(TEST_CARD)
    state = GAME.new_game(inline)
    assert state.card.calibrated and state.card.green == {5: 2, 9: 1}


def test_a_game_replays_exactly_after_the_owner_recalibrates(tmp_path: Path) -> None:
    from companion.core import ChanceSource
    from companion.core.table import replay

    folder = tmp_path / "data"
    folder.mkdir()
    CARD.save(folder, TEST_CARD)
    table = Table.new(
        GAME, config(3, card=CARD.for_new_game(folder)), created="now", path=tmp_path / "g.jsonl", durable=False
    )
    chance = ChanceSource(4)
    while not table.over:
        table.submit(table.choose_random(chance))
    final = table.summary()
    table.close()
    recalibrated = bad("performance.3.dividend", 30)
    CARD.save(folder, recalibrated)  # the owner corrects their card afterwards
    loaded = load(tmp_path / "g.jsonl")
    assert loaded.header.config["card"] == CARD.validate(TEST_CARD)
    again = replay(GAME, loaded.header, loaded.entries)
    assert GAME.summary(again.state) == final
    assert json.loads(json.dumps(loaded.header.config))["card"]["calibrated"] is True


def test_a_new_game_from_the_touchscreen_uses_the_owners_saved_card(tmp_path: Path, monkeypatch) -> None:
    from companion.front.steam_barons.setup import complete_config

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    base = {"players": ["Ann", "Ben"], "map": "northern_england"}
    assert complete_config(base)["card"] == CARD.packaged_table()
    CARD.save(tmp_path, TEST_CARD)
    completed = complete_config(base)
    assert completed["card"] == CARD.validate(TEST_CARD) and completed["map"] == "northern_england"
    assert GAME.new_game(GAME.prepare_config(completed)).card.calibrated
    inline = complete_config({**base, "card": CARD.packaged_table()})
    assert inline["card"] == CARD.packaged_table()  # an inline card is kept
    (tmp_path / "steam-barons-card.toml").write_text("calibrated = maybe\n", encoding="utf-8")
    assert complete_config(base)["card"] == CARD.packaged_table()  # a broken file never stops a game


def test_the_ceo_bonus_starts_above_nine_even_if_a_card_row_said_otherwise() -> None:
    # The validator refuses a bonus in a row starting at 9 (above); the look-up keeps the rule on its own too.
    data = CARD.validate(TEST_CARD)  # the normal form, then a row no valid card has
    data["performance"][2] = {"from": 9, "dividend": 2, "profit": 3, "ceo_bonus": 4}
    card = Card.from_data(data, validated=True)
    assert card.row(9).ceo_bonus == 4 and card.ceo_bonus(9) == 0
    assert card.ceo_bonus(10) == 5


def test_a_prepared_card_is_a_fresh_copy_every_time() -> None:
    """Cards are resolved once per content and copied afterwards: changing one config's card changes no other."""
    from companion.games.steam_barons.setup import prepare_config

    first = prepare_config({"players": ["A", "B"]})
    second = prepare_config({"players": ["A", "B"]})
    assert first["card"] == second["card"] and first["card"] is not second["card"]
    first["card"]["performance"][0]["dividend"] = 99
    again = prepare_config(second)
    assert again["card"] == second["card"] and again["card"]["performance"][0]["dividend"] != 99
    assert prepare_config(again) == again  # idempotent


# -- the packaged card, copied and recognised without a key ---------------------------------------------
def _containers(value: object) -> list[object]:
    """Every dict and list inside ``value``, itself included."""
    if isinstance(value, dict):
        return [value, *(inner for item in value.values() for inner in _containers(item))]
    if isinstance(value, list):
        return [value, *(inner for item in value for inner in _containers(item))]
    return []


def test_a_new_games_copy_of_the_packaged_card_is_the_printed_tables_copy_type_and_order() -> None:
    from companion.core.printed import table_key
    from companion.games.steam_barons.card import copy_normal, packaged_card

    for normal in (CARD.packaged_table(), CARD.validate(TEST_CARD)):
        copied = copy_normal(normal)
        assert table_key(copied) == table_key(normal)  # marshal's bytes: every type and every order
        assert not {id(c) for c in _containers(copied)} & {id(c) for c in _containers(normal)}
    first, second = packaged_card(), packaged_card()
    assert table_key(first) == table_key(CARD.packaged_table())
    assert not {id(c) for c in _containers(first)} & {id(c) for c in _containers(second)}
    first["performance"][0]["dividend"] = 99  # a game's copy changed: no other game sees it
    first["maps"]["eastern_us"]["surcharges"]["hill"] = 99
    assert packaged_card() == CARD.packaged_table() == second
    assert GAME.prepare_config(config(3))["card"] == CARD.packaged_table()


def test_the_packaged_card_is_recognised_by_its_content_and_anything_else_is_keyed() -> None:
    shared = Card.from_data(CARD.packaged_table())
    assert Card.from_data(CARD.packaged_table(), validated=True) is shared
    changed = CARD.packaged_table()
    changed["performance"][-1]["dividend"] += 1
    assert Card.from_data(changed, validated=True).rows[-1].dividend == shared.rows[-1].dividend + 1
    reordered = CARD.packaged_table()  # the same surcharges written in another order: another table's key
    spec = reordered["maps"]["eastern_us"]
    spec["surcharges"] = dict(reversed(spec["surcharges"].items()))
    built = Card.from_data(reordered, validated=True)
    assert built is not shared and list(built.maps["eastern_us"].surcharges) == ["mountain", "hill"]
