"""Big Shot's position editor: every moment of a game goes through the form unchanged, the form fits the
screen at every step in every language, a table that started on paper types its last turn and plays it to
the end, and the pieces set by hand from the log are journaled."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.front.bigshot.position import COLOUR_CHOICES, editor, lots_section
from companion.games import get
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui import fit
from companion.ui.positions import check, set_up
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.play import PlayScene
from companion.ui.scenes.position import PositionScene
from companion.ui.specs import play_scene_for

GAME = get("bigshot")
STEPS = {"layout", "first_player", "roll", "bid", "pay", "place", "over"}
NAMES = ["Ann", "Ben", "Cat", "Dan"]


def moments(players: int, seed: int, *, hidden: bool = False) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(config, position) at every entry of a seeded random game, as a file holds them."""
    table = Table.new(GAME, {"players": NAMES[:players], "seed": seed, "hidden_money": hidden}, created="x")
    chance = ChanceSource(seed)
    found = []
    while True:
        found.append((table.header.config, json.loads(json.dumps(GAME.position(table.state)))))
        if table.over:
            return found
        table.submit(table.choose_random(chance))


def through_the_form(config: dict[str, Any], position: dict[str, Any]) -> dict[str, Any]:
    """The position shaped for the form and written back, as the editor saves it untouched."""
    made = editor(GAME.prepare_config(config))
    return made.written(made.shape(copy.deepcopy(position)))


# -- 1. the form's shape and back: the same game ---------------------------------------------------------------------


@pytest.mark.parametrize(("players", "hidden"), [(2, True), (2, False), (3, False), (4, True)])
def test_every_moment_of_a_game_goes_through_the_form_unchanged(players: int, hidden: bool) -> None:
    """Two players (two colours each, the pay step), three (the dummy), four; open and hidden money."""
    steps = set()
    for config, position in moments(players, 40 + players, hidden=hidden):
        written = through_the_form(config, position)
        prepared = check(GAME, config, written)  # the engine accepts it, as the form's Save would
        again = GAME.from_position(prepared, prepared["position"])
        assert GAME.position(again) == position
        steps.add(position["step"])
    assert steps >= STEPS - {"pay"} and (players != 2 or "pay" in steps)


def test_the_form_writes_only_the_keys_of_the_step_and_drops_empty_ones() -> None:
    config = GAME.prepare_config({"players": NAMES[:3]})
    made = editor(config)
    data = made.shape(set_up(GAME, config))
    assert made.written(data) == {"step": "layout"}
    data["step"] = "over"
    made.normalize(data)
    over = made.written(data)
    assert set(over) == {"step", "broker", "cash"}  # no spaces at the end, no debts, lots or deeds typed
    assert over["cash"] == {"red": 10, "yellow": 10, "black": 10}


def test_a_step_that_does_not_use_a_table_keeps_its_rows_aside_for_when_it_comes_back() -> None:
    config = GAME.prepare_config({"players": NAMES[:3]})
    made = editor(config)
    _config, position = moments(3, 7)[12]
    data = made.shape(position)
    spaces, lots = copy.deepcopy(data["spaces"]), copy.deepcopy(data["lots"])
    data["step"] = "layout"
    made.normalize(data)
    assert data["spaces"] == [] and data["lots"] == {} and data["money"] == {}  # nothing of them shows
    data["step"] = position["step"]
    made.normalize(data)
    assert data["spaces"] == spaces and data["lots"] == lots
    assert made.written(data) == made.written(made.shape(position))


# -- 2. the editor fits, at every step, on every page, in every language ----------------------------------------------


def every_page(app: Any, fingers: Any) -> list[str]:
    """Each section and each of its pages, as tapped; the fit problems found on them."""
    scene = app.scene
    found = []
    for section in scene.spec.sections:
        fingers.tap(f"form-section-{section.key}")
        while True:
            found += [f"{section.key} p{scene.page + 1}: {problem}" for problem in fit.check(app.scene)]
            button = scene.find("form-next")
            if button is None or not button.enabled:
                break
            fingers.tap("form-next")
    return found


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_editor_fits_on_the_set_up_and_at_every_step(app, fingers, language: str) -> None:
    set_language(language)
    app.prefs.language = language
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-bigshot")
    fingers.tap("from-position")
    problems = every_page(app, fingers)
    seen: set[str] = set()
    for players, hidden in ((2, True), (3, False)):  # the pay step comes with two players only
        table = start_new("bigshot", {"players": NAMES[:players], "seed": 5, "hidden_money": hidden})
        app.open_table(table)
        chance = ChanceSource(5)
        while True:
            step = table.position()["step"]
            if (players, step) not in seen:
                seen.add((players, step))
                app.push(PositionScene(app, "bigshot", table.header.config, table=table))
                problems += [f"{players} players, {step}: {problem}" for problem in every_page(app, fingers)]
                app.pop()
            if table.over:
                break
            table.submit(table.choose_random(chance))
    assert {step for _players, step in seen} == STEPS
    assert problems == []


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_number_in_words_too_wide_beside_its_title_gets_a_line_of_its_own(app, fingers, language: str) -> None:
    """The high bid's keypad, at an auction with no bid yet: "nessuna offerta" needs more than half the editor.
    It was drawn shrunk beside a title that said its name twice ("Offerta più alta · Offerta più alta")."""
    set_language(language)
    app.prefs.language = language
    try:
        table = start_new("bigshot", {"players": NAMES[:3], "seed": 5})
        chance = ChanceSource(5)
        while table.position()["step"] != "bid":
            table.submit(table.choose_random(chance))
        app.open_table(table)
        app.push(PositionScene(app, "bigshot", table.header.config, table=table))
        Typist(app, fingers).reach("auction", "auction-high_bid")
        scene = app.scene
        assert fit.check(scene) == []
        texts = [getattr(widget, "text", "") for widget in scene.widgets]
        title = _("High bid")
        assert title in texts and f"{title} · {title}" not in texts
        assert _("no bid") in texts
        fingers.tap("pad-7")
        assert "7M" in [getattr(widget, "text", "") for widget in app.scene.widgets]
        # "7M" fits beside the title again: the keypad moves up with it, off the "no bid" key under it
        assert fit.check(app.scene) == []
        fingers.tap("pad-5")
        assert "75M" in [getattr(widget, "text", "") for widget in app.scene.widgets]  # the digits add up
    finally:
        set_language("en")


# -- 3. the last turn typed on the touchscreen, played to the end ----------------------------------------------------


class Typist:
    """Taps on the position editor: fields found across a section's pages, choices chosen, numbers typed."""

    def __init__(self, app: Any, fingers: Any) -> None:
        self.app, self.fingers = app, fingers

    def reach(self, section: str, field: str) -> None:
        """Open ``section`` and turn its pages until the field shows."""
        self.fingers.tap(f"form-section-{section}")
        while self.app.scene.find(f"form-field-{field}") is None:
            self.fingers.tap("form-next")
        self.fingers.tap(f"form-field-{field}")

    def choose(self, section: str, field: str, value: Any) -> None:
        self.reach(section, field)
        self.fingers.tap(f"form-choice-{value}")

    def type(self, section: str, field: str, digits: str) -> None:
        self.reach(section, field)
        for digit in digits:
            self.fingers.tap(f"pad-{digit}")


def test_the_last_turn_typed_by_taps_plays_to_the_end(app, fingers) -> None:
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-bigshot")
    fingers.tap("from-position")
    scene = app.scene
    assert isinstance(scene, PositionScene)
    typist = Typist(app, fingers)
    typist.choose("turn", "step", "roll")
    typist.type("turn", "turn", "18")
    # 17 auctions are over: every space but one is empty, the broker on the one auctioned last.
    broker = scene.form.get(("broker",))
    left = (broker + 1) % 18
    for space in range(18):
        if space != left:
            typist.choose("spaces", f"spaces-{space}-held", "empty")
    # Their 68 cubes: nine lots decided at their 7th cube (63), five cubes on a tenth.
    lots = list(scene.form.get(("lots",)))
    for number, lot in enumerate(lots[:9]):
        typist.choose("lots", f"lots-{lot}-deed", ("red", "yellow", "black", "white")[number % 4])
    typist.type("lots", f"lots-{lots[9]}-red", "2")
    typist.type("lots", f"lots-{lots[9]}-yellow", "3")
    assert scene.form.problem is None, scene.form.problem.message(str)
    fingers.tap("form-save")
    assert isinstance(app.scene, PlayScene)
    table = app.table
    assert table.position()["turn"] == 18 and not table.steps
    chance = ChanceSource(18)
    while not table.over and len(table.steps) < 19:
        table.submit(table.choose_random(chance))
    assert table.over and len(table.steps) < 20


def test_an_impossible_position_shows_the_engines_sentence_and_starts_nothing(app, fingers) -> None:
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-bigshot")
    fingers.tap("from-position")
    scene = app.scene
    typist = Typist(app, fingers)
    typist.choose("turn", "step", "roll")
    typist.type("turn", "turn", "5")  # 4 auctions over, but every space still holds its cubes
    assert scene.form.problem is not None
    assert "4 auctions" in scene.form.problem.message(str)
    fingers.tap("form-save")
    assert app.scene is scene and app.table is None


# -- 4. the pieces set by hand from the log ---------------------------------------------------------------------------


def test_cash_set_by_hand_from_the_log_is_journaled_with_the_reason(app, fingers) -> None:
    table = start_new("bigshot", {"players": NAMES[:3], "seed": 9})
    chance = ChanceSource(9)
    while table.position()["step"] != "bid" or table.position()["turn"] < 3:
        table.submit(table.choose_random(chance))
    before = table.position()
    app.open_table(table)
    app.reset(play_scene_for(app))
    fingers.tap("log")
    fingers.tap("adjust")
    assert isinstance(app.scene, PositionScene)
    cash = 1 if before["cash"]["yellow"] != 1 else 0
    Typist(app, fingers).type("money", "money-yellow-cash", str(cash))
    fingers.tap("form-save")
    assert isinstance(app.scene, KeyboardScene)
    app.scene.text = "Counted again"
    fingers.tap("done")
    assert isinstance(app.scene, PlayScene)
    after = table.position()
    assert table.adjustments == ["Counted again"]
    assert after["cash"]["yellow"] == cash
    assert {**after, "cash": before["cash"]} == before  # nothing else moved


# -- 5. a colour on a button reads as every label --------------------------------------------------------------------

CUBE_BUTTONS = {
    "en": ["Red", "Yellow", "Black", "White"],
    "fr": ["Rouge", "Jaune", "Noir", "Blanc"],
    "it": ["Rosso", "Giallo", "Nero", "Bianco"],
}


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_a_colour_is_chosen_on_capitalised_buttons_under_capitalised_heads(language: str) -> None:
    """A lot's "Won by" chooser offered "nessuno, rosso, giallo..." and the counts' columns read "rosso giallo nero
    bianco" beside "Vinto da": a colour standing alone as a label is capitalised, as every other label."""
    set_language(language)
    try:
        assert [_(choice.label) for choice in COLOUR_CHOICES] == CUBE_BUTTONS[language]
        table = lots_section().blocks[0]
        heads = [_(field.label) for field in table.fields]  # type: ignore[union-attr]
        assert heads[0][:1].isupper() and heads[1:] == CUBE_BUTTONS[language]
        deed = table.fields[0].choices  # type: ignore[union-attr]
        assert all(_(choice.label)[:1].isupper() for choice in deed)  # type: ignore[union-attr]
    finally:
        set_language("en")
