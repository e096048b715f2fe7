"""Acquire's position editor: every moment of a game goes through the form and back as the same game, every
section fits in every language, a table types its last turn by taps and plays it to the end, and the pieces
set by hand from the log are journaled."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from positions.test_acquire import MID_MERGER, NEAR_THE_END

from companion.core import ChanceSource, Table
from companion.front.acquire.palette import UNINCORPORATED, chain_colour
from companion.front.acquire.position import editor
from companion.games import get
from companion.games.acquire.actions import DeclareEnd
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import first_scene, fit
from companion.ui.forms import Form
from companion.ui.positions import position_form
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.play import PlayScene
from companion.ui.scenes.position import PositionScene

GAME = get("acquire")
STEPS = {"start_tile", "place_tile", "found_chain", "merger", "buy", "final_scoring", "over"}
MERGER_PHASES = {"choose_survivor", "dispose", "market_holding"}
CONFIGS = (
    {"players": ["Ann", "Ben", "Cat"], "tiles": "physical", "names": "classic", "seed": 1},
    {"players": ["Ann", "Ben"], "tiles": "dealt", "names": "classic", "seed": 2},
    {"players": ["Ann", "Ben", "Cat", "Dan"], "tiles": "dealt", "names": "1999", "seed": 3},
    {"players": ["Ann", "Ben"], "tiles": "physical", "names": "1999", "seed": 4},
    {"players": [f"Player {n}" for n in range(1, 7)], "tiles": "physical", "names": "classic", "seed": 5},
)


def through_the_form(config: dict[str, Any], position: dict[str, Any]) -> dict[str, Any]:
    """The position as the editor opens it and saves it untouched (after a tap's normalising, too)."""
    made = editor(config)
    data = made.shape(copy.deepcopy(position))
    assert made.normalize is not None
    made.normalize(data)
    return made.written(data)


def moments(config: dict[str, Any], seed: int) -> list[tuple[Table[Any], str]]:
    """A table at the last moment of each step kind (each merger decision apart) of a seeded random game: the
    fullest board each kind is seen with."""
    table = Table.new(GAME, config, created="x")
    chance = ChanceSource(seed)
    last: dict[str, dict[str, Any]] = {}
    while not table.over:
        position = GAME.position(table.state)
        last[table.state.phase if position["step"] == "merger" else position["step"]] = position
        table.submit(table.choose_random(chance))
    started = [(Table.new(GAME, {**table.header.config, "position": p}, created="x"), k) for k, p in last.items()]
    return [*started, (table, "over")]


# -- 1. the round trip --------------------------------------------------------------------------------------------


def test_every_moment_of_random_games_goes_through_the_form_as_the_same_game() -> None:
    """Each step (each merger decision too) of seeded random games, with every player count's and tile mode's
    fields: what the form saves untouched, the engine reads as the very game it was written from."""
    steps: set[str] = set()
    phases: set[str] = set()
    for seed, config in enumerate(CONFIGS):
        table = Table.new(GAME, config, created="x")
        chance = ChanceSource(seed)
        while True:
            position = json.loads(json.dumps(GAME.position(table.state)))
            saved = through_the_form(table.header.config, position)
            again = Table.new(GAME, {**table.header.config, "position": saved}, created="x")
            assert GAME.position(again.state) == position, f"{config['players']}: {position['step']}"
            steps.add(position["step"])
            phases.add(table.state.phase)
            if table.over:
                break
            table.submit(table.choose_random(chance))
    assert steps == STEPS
    assert phases >= MERGER_PHASES


def test_a_written_position_comes_back_as_written_the_checks_left_out_until_counted() -> None:
    """A merger half settled, written by hand, comes back key for key; the bank's stacks and the prices are
    checks the form leaves at "–" (the engine computes them), so they are left out until a table counts them."""
    four = {"players": ["Ann", "Ben", "Cat", "Dan"], "tiles": "physical", "names": "classic", "open_holdings": True}
    assert through_the_form(four, MID_MERGER) == MID_MERGER
    three = {**four, "players": ["Ann", "Ben", "Cat"]}
    expected = {key: value for key, value in NEAR_THE_END.items() if key not in ("available", "prices")}
    assert through_the_form(three, NEAR_THE_END) == expected


def test_a_count_typed_is_checked_by_the_engine_and_a_one_tile_field_keeps_the_last_tapped() -> None:
    three = {"players": ["Ann", "Ben", "Cat"], "tiles": "physical", "names": "classic", "open_holdings": True}
    made = editor(three)
    form = Form(position_form(GAME, three, made, lambda _p: None, current=NEAR_THE_END))
    assert form.problem is None
    form.set(("board", "tower", "bank"), 12)  # the players hold 12: 13 are at the bank
    assert form.problem is not None and "25" in form.problem.message(str)
    form.set(("board", "tower", "bank"), 13)
    form.set(("board", "tower", "price"), 700)
    assert form.problem is None
    last = next(cell for cell in form.cells("board") if cell.path == ("last_tile",))
    form.toggle(last, "6E")
    form.toggle(last, "12E")
    assert form.get(("last_tile",)) == ["12E"]
    assert made.written(form.data)["last_tile"] == "12E" and made.written(form.data)["available"] == {"tower": 13}


def test_the_set_up_keeps_the_board_aside_until_the_first_turn() -> None:
    """At the set-up only start tiles are on the board: the chains' rows step aside, and come back after."""
    three = {"players": ["Ann", "Ben", "Cat"], "tiles": "physical", "names": "classic", "open_holdings": True}
    form = Form(position_form(GAME, three, editor(three), lambda _p: None))
    assert form.get(("step",)) == "start_tile" and form.problem is None
    assert not any(cell.path[0] == "board" for cell in form.cells("board"))
    form.set(("step",), "place_tile")
    assert any(cell.path == ("board", "tower", "tiles") for cell in form.cells("board"))


# -- 2. the editor fits -----------------------------------------------------------------------------------------------


def every_page(app: Any, fingers: Any) -> list[str]:
    """fit.check's problems on every page of every section of the editor open on the screen."""
    problems: list[str] = []
    editor_scene = app.scene
    for section in editor_scene.spec.sections:
        fingers.tap(f"form-section-{section.key}")
        while True:
            problems += [f"{section.key} p{app.scene.page}: {problem}" for problem in fit.check(app.scene)]
            following = app.scene.find("form-next")
            if following is None or not following.enabled:
                break
            fingers.tap("form-next")
    return problems


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_editor_fits_on_every_page_at_every_step(app, fingers, language: str) -> None:
    set_language(language)
    app.prefs.language = language
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-acquire")
    fingers.tap("from-position")
    assert isinstance(app.scene, PositionScene)
    problems = every_page(app, fingers)
    fingers.tap("form-section-players")
    fingers.tap("form-field-start_tiles-0")  # a board row of squares in the field's editor
    problems += [f"set-up start tile: {problem}" for problem in fit.check(app.scene)]
    kinds: set[str] = set()
    for seed, config in enumerate(CONFIGS[1:3] + CONFIGS[4:]):
        for table, kind in moments(config, seed):
            kinds.add(kind)
            app.reset(HomeScene(app))
            app.push(PositionScene(app, "acquire", table.header.config, table=table))
            assert app.scene.form.problem is None, kind
            problems += [f"{len(config['players'])} {kind} {problem}" for problem in every_page(app, fingers)]
    assert problems == []
    assert kinds >= (STEPS - {"merger"}) | MERGER_PHASES


def test_a_tile_field_shows_a_board_row_a_page_with_each_square_in_its_chains_colour(app, fingers) -> None:
    app.open_table(start_new("acquire", {"players": ["Ann", "Ben", "Cat"], "position": NEAR_THE_END}))
    app.push(PositionScene(app, "acquire", app.table.header.config, table=app.table))
    fingers.tap("form-section-board")
    fingers.tap("form-field-board-luxor-tiles")
    squares = [w for w in app.scene.widgets if getattr(w, "key", "").startswith("form-toggle-")]
    assert [w.key for w in squares] == [f"form-toggle-{n}C" for n in range(1, 13)]  # Luxor's first tile's row
    assert [w.swatch for w in squares] == [chain_colour("luxor")] * 3 + [None] * 9
    fingers.tap("form-choices-next")
    fingers.tap("form-choices-next")  # row E: the two unincorporated tiles, in grey
    squares = [w for w in app.scene.widgets if getattr(w, "key", "").startswith("form-toggle-")]
    assert [w.key for w in squares if w.swatch == UNINCORPORATED] == ["form-toggle-6E", "form-toggle-12E"]
    assert fit.check(app.scene) == []


# -- 3. by taps only: the last turn typed, started and played to the end ---------------------------------------------


def tap_number(fingers: Any, field: str, digits: str) -> None:
    fingers.tap(f"form-field-{field}")
    for digit in digits:
        fingers.tap(f"pad-{digit}")


def test_a_table_types_its_last_turn_and_plays_it_to_the_end(app, fingers) -> None:
    """Tower safe with 11 tiles (every chain on the board safe, so the end may be declared), Ann to play."""
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-acquire")
    fingers.tap("from-position")
    fingers.tap("form-field-step")
    fingers.tap("form-choice-place_tile")
    fingers.tap("form-section-players")
    tap_number(fingers, "cash-1", "4500")
    fingers.tap("form-section-shares")
    tap_number(fingers, "holdings-tower-0", "5")
    tap_number(fingers, "holdings-tower-1", "3")
    fingers.tap("form-section-board")
    fingers.tap("form-field-board-tower-tiles")
    for number in range(1, 12):
        fingers.tap(f"form-toggle-{number}A")
    editor_scene = app.scene
    assert editor_scene.form.problem is None
    fingers.tap("form-save")
    table = app.table
    assert isinstance(app.scene, PlayScene) and table is not None and not table.steps
    assert table.position()["chains"] == {"tower": [f"{n}A" for n in range(1, 12)]}
    assert table.position()["cash"][1] == 4500
    table.submit(DeclareEnd(player=table.prompt().player))
    while not table.over and len(table.steps) < 20:
        table.submit(table.legal_actions()[0])
    assert table.over and len(table.steps) < 20
    assert table.position()["step"] == "over" and table.position()["end_declared"] is True


# -- 4. the pieces set by hand from the log ---------------------------------------------------------------------------


def test_the_pieces_set_by_hand_from_the_log_are_journaled(app, fingers) -> None:
    app.open_table(start_new("acquire", {"players": ["Ann", "Ben", "Cat"], "tiles": "dealt", "seed": 7}))
    chance = ChanceSource(7)
    while len(app.table.state.chains) < 2 or GAME.position(app.table.state)["step"] != "place_tile":
        app.table.submit(app.table.choose_random(chance))
    table = app.table
    before = table.position()
    app.reset(first_scene(app, table))
    fingers.tap("log")
    fingers.tap("adjust")
    assert isinstance(app.scene, PositionScene)
    fingers.tap("form-section-players")
    tap_number(fingers, "cash-2", "7300")
    fingers.tap("form-save")
    assert isinstance(app.scene, KeyboardScene)
    app.scene.text = "Counted again"
    fingers.tap("done")
    assert isinstance(app.scene, PlayScene)
    after = table.position()
    assert table.adjustments == ["Counted again"]
    assert after["cash"][2] == 7300 and before["cash"][2] != 7300
    assert {key: value for key, value in after.items() if key != "cash"} == {
        key: value for key, value in before.items() if key != "cash"
    }
