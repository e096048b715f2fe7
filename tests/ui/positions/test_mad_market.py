"""Mad Market's position editor: every key of the format on the form, the same game after the round trip through
the form's data, every section fitting the screen at every step in three languages, an end-game typed by taps and
played out, and the pieces set by hand from the log."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.front.mad_market.position import editor
from companion.games import get
from companion.games.mad_market.position import PLAYER_KEYS
from companion.games.mad_market.position_values import KEYS, STEPS
from companion.storage import start_new
from companion.text.i18n import set_language, translator
from companion.ui import fit
from companion.ui.forms import Group
from companion.ui.forms import Table as FormTable
from companion.ui.positions import check
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.play import PlayScene
from companion.ui.scenes.position import PositionScene, open_adjust
from companion.ui.specs import play_scene_for

GAME = get("mad_market")
NAMES = ["Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana"]
GAMES = ((3, 11), (4, 4), (2, 3), (6, 1))
"""Seeded games (players, seed) whose random play reaches every step: fights come in the first two."""


def config_of(players: int, seed: int) -> dict[str, Any]:
    return GAME.prepare_config({"players": NAMES[:players], "seed": seed, "target": 35})


@cache
def moments(players: int, seed: int) -> tuple[tuple[int, str], ...]:
    """Every moment of a seeded random game, as (entry number, position in JSON): what a file would hold."""
    table = Table.new(GAME, config_of(players, seed), created="x")
    chance = ChanceSource(seed)
    found = []
    while True:
        found.append((len(table.steps), json.dumps(GAME.position(table.state))))
        if table.over:
            return tuple(found)
        table.submit(table.choose_random(chance))


def first_of_each_step() -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    """One (config, position) for every step, the first the seeded games reach (the set-up's roll-off included)."""
    found: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
    for players, seed in GAMES:
        for _entry, text in moments(players, seed):
            position = json.loads(text)
            found.setdefault(position["step"], (config_of(players, seed), position))
    return found


def started(config: dict[str, Any], position: dict[str, Any]) -> Table[Any]:
    return Table.new(GAME, {**config, "position": copy.deepcopy(position)}, created="x")


# -- the format on the form -----------------------------------------------------------------------------------------


def field_paths(config: dict[str, Any]) -> set[tuple[Any, ...]]:
    """Every path a field of the editor writes to, a table's rows written as their table's path and ROW."""
    paths: set[tuple[Any, ...]] = set()
    for section in editor(config).sections:
        for block in section.blocks:
            if isinstance(block, Group):
                paths |= {field.path for field in block.fields}
            else:
                assert isinstance(block, FormTable)
                paths |= {(*block.path, "ROW", *field.path) for field in block.fields}
    return paths


def test_every_key_of_the_format_has_a_field() -> None:
    """The docs' keys (the engine's KEYS and a player's entry) each have a field: nothing is left to a file."""
    config = config_of(3, 1)
    paths = field_paths(config)
    tops = {path[0] for path in paths}
    assert tops == set(KEYS)  # every top-level key, the steps' own ones included
    player = {path[2] for path in paths if path[:2] == ("players", "ROW")} | {"name"}
    assert player == set(PLAYER_KEYS)
    nested = {path[:2] for path in paths if path[0] in ("this_move", "fight", "auction", "debt", "roll_off")}
    assert nested == {
        ("this_move", "brokers_used"),
        ("this_move", "traded"),
        ("this_move", "item"),
        ("fight", "officers"),
        ("fight", "rounds"),
        ("auction", "company"),
        ("auction", "high_bid"),
        ("auction", "high_bidder"),
        ("auction", "passed"),
        ("auction", "to_act"),
        ("debt", "amount"),
        ("debt", "to"),
        ("roll_off", "contenders"),
        ("roll_off", "throws"),  # the rolls, a contender's throw each
    }
    board_codes = {code for *_rest, code in (path for path in paths if path[0] == "prices")}
    assert board_codes == {"LOG", "CRY", "IT", "EN", "MED", "PH"}


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_form_gives_back_the_same_game_at_every_moment(players: int, seed: int) -> None:
    """``written(shape(p))`` at every third moment of a random game is accepted and is that game again."""
    config = config_of(players, seed)
    positions = editor(config)
    steps = set()
    for entry, text in moments(players, seed)[::3]:
        position = json.loads(text)
        again = positions.written(positions.shape(copy.deepcopy(position)))
        assert GAME.position(started(config, again).state) == position, f"entry {entry} ({position['step']})"
        steps.add(position["step"])
    assert len(steps) >= 6


def test_every_step_of_the_format_is_met_by_the_round_trip() -> None:
    found = first_of_each_step()
    assert set(found) == set(STEPS)
    for step, (config, position) in found.items():
        positions = editor(config)
        again = positions.written(positions.shape(copy.deepcopy(position)))
        assert GAME.position(started(config, again).state) == position, step


def test_a_changed_step_writes_only_its_own_keys_and_no_blanks() -> None:
    config, auction = first_of_each_step()["auction"]
    positions = editor(config)
    data = positions.shape(copy.deepcopy(auction))
    assert data["auction"]["company"] == auction["auction"]["company"] and data["auction"]["to_act"] is None
    data["step"] = "roll"
    positions.normalize(data)
    position = positions.written(data)
    assert not {"auction", "fight", "debt", "this_move", "roll_off", "free"} & set(position)
    assert all("vp" not in entry for entry in position["players"])  # the checked VP is left to the items
    check(GAME, config, position)  # a position the engine reads: the mover throws next
    data["step"] = "fight"
    positions.normalize(data)
    assert data["fight"]["rounds"] == [[None, None]]  # one blank round to throw next
    data["fight"]["rounds"][0] = [5, 2]
    positions.normalize(data)
    assert data["fight"]["rounds"] == [[5, 2], [None, None]]
    assert positions.written(data)["fight"] == {"rounds": [[5, 2]]}


def test_the_roll_off_writes_the_contenders_throws_in_seat_order_up_to_the_first_still_to_throw() -> None:
    config = config_of(3, 1)
    positions = editor(config)
    data = positions.shape({"step": "start_roll", "roll_off": {"contenders": [0, 2], "rolls": [4]}})
    assert data["roll_off"]["throws"] == {0: 4, 1: None, 2: None}
    assert data["players"][0]["cash"] == 500 and data["prices"]["IT"] == 6  # the set-up's pieces, as written by it
    data["roll_off"]["contenders"] = [2, 1, 0]
    data["roll_off"]["throws"][1] = 3
    assert positions.written(data) == {"step": "start_roll", "roll_off": {"contenders": [0, 1, 2], "rolls": [4, 3]}}
    check(GAME, config, positions.written(data))


# -- on the screen ----------------------------------------------------------------------------------------------------


def every_page(app: Any, fingers: Any, scene: PositionScene, *, fields: bool) -> list[str]:
    """What does not fit, on every section and page of the editor (and, with ``fields``, in each field's
    editor: the keypad, the choices, the squares a page at a time)."""
    problems: list[str] = []
    for section in scene.spec.sections:
        fingers.tap(f"form-section-{section.key}")
        while True:
            problems += [f"{section.key} p{scene.page}: {problem}" for problem in fit.check(scene)]
            if fields:
                for cell in scene.form.cells(section.key):
                    if scene.page_of(section.key, cell.path) == scene.page:
                        scene.select(cell.path)
                        problems += [f"{cell.key}: {problem}" for problem in fit.check(scene)]
                scene.selected = None
                scene.layout()
            button = scene.find("form-next")
            if button is None or not button.enabled:
                break
            fingers.tap("form-next")
    return problems


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_editor_fits_at_every_step_in_every_language(app, fingers, language: str) -> None:
    set_language(language)
    app.prefs.language = language
    app.reset(HomeScene(app))
    scene = PositionScene(app, "mad_market", {"players": NAMES, "seed": 1})
    app.push(scene)
    assert every_page(app, fingers, scene, fields=True) == []
    app.pop()
    for step, (config, position) in first_of_each_step().items():
        app.push(PositionScene(app, "mad_market", config, table=started(config, position)))
        assert app.scene.form.problem is None, step
        detailed = step in ("start_roll", "open", "fight", "auction", "debt")  # their own fields' editors too
        assert every_page(app, fingers, app.scene, fields=detailed) == [], step
        app.pop()


# -- by taps ----------------------------------------------------------------------------------------------------------


def open_editor(app, fingers) -> PositionScene:
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-mad_market")
    fingers.tap("from-position")
    assert isinstance(app.scene, PositionScene)
    return app.scene


def tap_field(fingers, scene: PositionScene, section: str, key: str) -> None:
    """Open ``section`` and page on until the field ``key`` shows, then tap it."""
    fingers.tap(f"form-section-{section}")
    while scene.find(f"form-field-{key}") is None:
        fingers.tap("form-next")
    fingers.tap(f"form-field-{key}")


def type_number(fingers, scene: PositionScene, section: str, key: str, digits: str) -> None:
    tap_field(fingers, scene, section, key)
    for digit in digits:
        fingers.tap(f"pad-{digit}")


def choose(fingers, scene: PositionScene, section: str, key: str, value: Any) -> None:
    tap_field(fingers, scene, section, key)
    fingers.tap(f"form-choice-{value}")


PREFERRED = ("end_turn", "pass", "decline", "pay_fee")
"""What a last move does when nothing else is asked: end it, pass a bid, decline an offer, pay a fee."""


def last_move_action(actions: list[Any]) -> Any:
    """The limousine that reaches the target, else the quickest way on (a throw: the first one offered)."""
    for action in actions:
        if getattr(action, "item", None) == "limousine":
            return action
    for kind in PREFERRED:
        for action in actions:
            if getattr(action, "type", "") == kind:
                return action
    return actions[0]


def test_an_end_game_typed_by_taps_is_played_to_its_end(app, fingers) -> None:
    """Player 2 is in the open phase of round 24 with 34 VP; the limousine reaches the target of 35, and Player 3,
    last in the round, has one last move: then the game is over."""
    scene = open_editor(app, fingers)
    assert scene.form.problem is None  # the set-up: the roll-off, nobody has thrown
    choose(fingers, scene, "turn", "step", "open")
    type_number(fingers, scene, "turn", "round", "24")
    choose(fingers, scene, "turn", "mover", 1)
    type_number(fingers, scene, "players", "players-1-cash", "900")
    type_number(fingers, scene, "players", "players-1-items-jet", "2")
    type_number(fingers, scene, "players", "players-1-items-villa", "1")
    type_number(fingers, scene, "players", "players-1-items-limousine", "1")
    type_number(fingers, scene, "holdings", "players-0-shares-IT", "40")
    tap_field(fingers, scene, "holdings", "players-2-companies")
    fingers.tap("form-choices-next")  # the companies a page of 12 at a time: Media's on the second
    fingers.tap("form-toggle-MED-1")
    assert scene.form.problem is None, scene.form.problem.message(str)
    fingers.tap("form-save")
    assert isinstance(app.scene, PlayScene)
    table = app.table
    position = table.header.config["position"]
    assert position["round"] == 24 and position["mover"] == 1 and position["players"][1]["items"]["jet"] == 2
    assert position["players"][2]["companies"] == ["MED-1"] and not table.steps
    for _ in range(19):
        if table.over:
            break
        app.submit(last_move_action(table.legal_actions()))
        if len(table.steps) == 2:  # the limousine bought, the move ended with 35 VP: the last round is on
            assert table.summary()["last_round"] and not table.over
    assert table.over and len(table.steps) < 20
    summary = table.summary()
    assert summary["players"][1]["vp"] == 35 and summary["winners"] == [1]
    assert table.position()["players"][2]["square"] != "start"  # Player 3 made their last move


def test_who_reached_the_target_reads_not_yet_while_the_game_goes_on_and_nobody_once_it_is_over(app, fingers) -> None:
    """The Turn page read "Target: Nobody", as if nobody could reach the target: the field is who reached it, the
    move that began the last round."""
    scene = open_editor(app, fingers)
    choose(fingers, scene, "turn", "step", "open")
    assert scene.find("form-field-target_reached_by").text == "Target reached by: Not yet"
    tap_field(fingers, scene, "turn", "target_reached_by")
    assert scene.find("form-choice-None").text == "Not yet"
    fingers.tap("form-choice-None")
    choose(fingers, scene, "turn", "step", "over")
    assert scene.find("form-field-target_reached_by").text == "Target reached by: Nobody"


def test_the_pieces_set_by_hand_from_the_log_are_journaled(app, fingers) -> None:
    table = start_new("mad_market", {"players": NAMES[:3], "seed": 11})
    chance = ChanceSource(11)
    while not (table.state.phase == "roll" and len(table.steps) > 40):
        table.submit(table.choose_random(chance))
    app.open_table(table)
    app.reset(play_scene_for(app))
    before = table.position()
    fingers.tap("log")
    fingers.tap("adjust")
    scene = app.scene
    assert isinstance(scene, PositionScene) and scene.form.problem is None
    type_number(fingers, scene, "players", "players-1-cash", "1234")
    type_number(fingers, scene, "players", "players-1-guards", "3")
    fingers.tap("form-save")
    assert isinstance(app.scene, KeyboardScene)
    app.scene.text = "Counted again"
    fingers.tap("done")
    assert table.adjustments == ["Counted again"]
    after = table.position()
    assert after["players"][1]["cash"] == 1234 and after["players"][1]["guards"] == 3
    assert after["players"][0] == before["players"][0] and after["step"] == before["step"] == "roll"


def test_the_editor_opens_on_the_game_as_it_stands(app) -> None:
    config, position = first_of_each_step()["fight"]
    table = started(config, position)
    app.open_table(table)
    open_adjust(app)
    scene = app.scene
    assert isinstance(scene, PositionScene)
    assert scene.form.get(("step",)) == "fight" and scene.form.get(("fight", "rounds"))[-1] == [None, None]
    assert scene.form.problem is None


@pytest.mark.parametrize(
    ("code", "cash", "refused"), [("en", "12,000", "worth 1,200 (IT)"), ("it", "12.000", "vale 1.200 (IT)")]
)
def test_the_amounts_typed_and_the_verdict_read_grouped_in_the_tables_language(
    app, fingers, code: str, cash: str, refused: str
) -> None:
    """Cash typed 12000 reads "12,000" ("12.000") on its button and beside the keypad, and the engine's verdict
    under the form groups its amounts as every screen does: they read "12000" in every language."""
    table = start_new("mad_market", {"players": NAMES[:3], "seed": 11})
    chance = ChanceSource(11)
    while not (table.state.phase == "roll" and len(table.steps) > 40):
        table.submit(table.choose_random(chance))
    set_language(code)
    app.open_table(table)
    app.reset(play_scene_for(app))
    fingers.tap("log")
    fingers.tap("adjust")
    scene = app.scene
    type_number(fingers, scene, "players", "players-1-cash", "12000")
    assert scene.find("form-field-players-1-cash").text == cash
    assert cash in [getattr(widget, "text", "") for widget in scene.widgets]  # beside the keypad
    type_number(fingers, scene, "market", "prices-IT", "1200")
    assert scene.form.problem is not None
    assert refused in scene.form.problem.message(translator(code)), scene.form.problem.message()
    assert refused in " ".join(getattr(widget, "text", "") for widget in scene.widgets)  # the verdict on the screen
