"""Steam Barons' position editor: any moment of a game goes through the form unchanged, every section fits in
every language at every step, a last turn typed by taps plays to the end, and the pieces set by hand from the log
are journaled.

The engine is the judge of every position typed; these tests only check that the form carries what the table
says to it, shows each step's own keys at that step, and stays within the screen's rules (48-px targets, 18-px
text, nothing clipped). The card is the placeholder a new game without a saved card gets (uncalibrated): nothing
here reads its numbers.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.front.steam_barons.palette import COMPANY_COLOURS
from companion.front.steam_barons.position import editor
from companion.games import get
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui import fit
from companion.ui.headings import APART
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.play import PlayScene
from companion.ui.scenes.position import PositionScene, open_adjust
from companion.ui.specs import play_scene_for
from companion.ui.widgets import Button, Heading

GAME = get("steam_barons")
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
LONG_NAMES = ["Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana"]
PHASES = {"company_order", "first_player", "auction", "buy", "build", "deliver", "sell", "over"}


def moments(config: dict[str, Any], seed: int) -> list[dict[str, Any]]:
    """Every position of a random game of ``config``, its end included, as a file holds them."""
    table = Table.new(GAME, config, created="x")
    chance = ChanceSource(seed)
    found = []
    while True:
        found.append(json.loads(json.dumps(GAME.position(table.state))))
        if table.over:
            return found
        table.submit(table.choose_random(chance))


def through_the_form(config: dict[str, Any], position: dict[str, Any]) -> dict[str, Any]:
    """The position as the form gives it back, untouched: shaped for editing, then written for the engine."""
    edit = editor(GAME.prepare_config(config))
    return edit.written(edit.shape(copy.deepcopy(position)))


def one_of_each(names: list[str], seed: int) -> dict[str, dict[str, Any]]:
    """The first position of each step of a random game (and the first with a company gone bankrupt)."""
    config = {"players": names, "map": "eastern_us", "seed": seed}
    found: dict[str, dict[str, Any]] = {}
    for position in moments(config, seed):
        found.setdefault(position["phase"], position)
        if position.get("bankrupt"):
            found.setdefault("bankrupt", position)
    return found


# -- 1. any moment of a game goes through the form and is the same game ------------------------
@pytest.mark.parametrize("seed", range(4))
def test_every_moment_of_a_game_goes_through_the_form_and_is_the_same_game(seed: int) -> None:
    config = {"players": NAMES[: 2 + seed], "map": ("eastern_us", "northern_england")[seed % 2], "seed": seed}
    prepared = GAME.prepare_config(config)
    seen: set[str] = set()
    for position in moments(config, seed):
        back = through_the_form(config, position)
        started = GAME.from_position(prepared, GAME.prepare_position(prepared, back))
        assert GAME.position(started) == position, position["phase"]
        seen.add(position["phase"])
        if position.get("bankrupt"):
            seen.add("bankrupt")
    assert seen >= PHASES


def test_a_sale_sealed_and_kept_by_the_referee_goes_through_the_form() -> None:
    config = {"players": NAMES[:4], "map": "eastern_us", "seed": 5}
    table = Table.new(GAME, config, created="x")
    chance = ChanceSource(5)
    while not GAME.position(table.state).get("sales"):
        table.submit(table.choose_random(chance))
    sealed = GAME.position(table.state)
    assert through_the_form(config, sealed) == sealed


# -- the form itself: each step's keys at that step, the order of play a choice per place ------
def open_on(app, position: dict[str, Any], names: list[str] | None = None) -> PositionScene:
    """The editor on a table started from ``position`` (the pieces set by hand from the log)."""
    config = {"players": names or NAMES[:3], "map": "eastern_us", "seed": 1, "position": position}
    table = Table.new(GAME, config, created="x")
    scene = PositionScene(app, "steam_barons", table.header.config, table=table)
    app.push(scene)
    app.step(0)
    return scene


def keys_of(scene: PositionScene, section: str) -> set[str]:
    return {cell.key for cell in scene.form.cells(section)}


def test_each_step_shows_its_own_keys_and_writes_only_them(app, fingers) -> None:
    auction = one_of_each(NAMES[:3], 2)["auction"]
    scene = open_on(app, auction)
    step = keys_of(scene, "step")
    assert {"company", "auction-high_bid", "auction-high_bidder", "auction-passed", "auction-to_act"} <= step
    assert not step & {"tiles", "round", "offer-price", "_sealed"}
    fingers.tap("form-section-turn")
    fingers.tap("form-field-phase")
    fingers.tap("form-choice-build")
    assert keys_of(scene, "step") == {"company", "tiles"}
    written = editor(scene.config).written(scene.form.data)
    assert written["tiles"] == 0 and "auction" not in written and written["company"] == auction["company"]
    fingers.tap("form-choice-sell")
    assert keys_of(scene, "step") == {"_sealed"}
    fingers.tap("form-section-step")
    fingers.tap("form-field-_sealed")
    fingers.tap("form-toggle-1")
    assert keys_of(scene, "step") == {"_sealed", *(f"sales-1-{company}" for company in COMPANY_COLOURS)}
    type_number(fingers, "sales-1-black", "0")
    written = editor(scene.config).written(scene.form.data)
    assert written["sales"] == {"1": {}} and "company" not in written  # Ben's sale sealed: it sells nothing
    fingers.tap("form-section-turn")
    fingers.tap("form-field-phase")
    fingers.tap("form-choice-first_player")
    assert "first_player" not in keys_of(scene, "turn")  # drawn next: nobody holds the marker yet
    assert keys_of(scene, "step") == set()


def test_a_company_chosen_for_a_place_in_the_order_trades_places_with_it(app, fingers) -> None:
    auction = one_of_each(NAMES[:3], 2)["auction"]
    order = auction["order"]
    scene = open_on(app, auction)
    fingers.tap("form-field-order-0")
    fingers.tap(f"form-choice-{order[3]}")
    assert scene.form.data["order"] == [order[3], *order[1:3], order[0], *order[4:]]
    assert scene.form.problem is None
    assert scene.form.color(scene.form.find(("companies", "black", "treasury"))[1]) == COMPANY_COLOURS["black"]


def test_a_company_marked_bankrupt_leaves_the_order_and_keeps_only_its_marks(app, fingers) -> None:
    position = one_of_each(NAMES[:3], 2)["auction"]
    scene = open_on(app, position)
    fingers.tap("form-section-companies")
    fingers.tap("form-field-bankrupt")
    fingers.tap("form-toggle-wood")
    assert "wood" not in scene.form.data["order"] and len(scene.form.data["order"]) == 5
    cells = keys_of(scene, "companies")
    assert {"companies-wood-price", "companies-wood-performance", "companies-wood-links"} <= cells
    assert not cells & {"companies-wood-treasury", "companies-wood-controller", "companies-wood-available"}
    assert scene.form.problem is not None  # turn 1: the engine says no company can have gone bankrupt yet


# -- 2. every section fits, at every step, in every language ------------------------------------
def pages_fit(app, fingers, scene: PositionScene, where: str) -> int:
    """Every page of every section, with a field of each kind opened on it: no fit problem. Returns the pages."""
    pages = 0
    for section in scene.spec.sections:
        fingers.tap(f"form-section-{section.key}")
        while True:
            pages += 1
            assert fit.check(app.scene) == [], (where, section.key)
            opened: set[int] = set()
            for cell in scene.form.cells(section.key):
                shown = scene.find(f"form-field-{cell.key}")
                if shown is None or id(cell.field) in opened:
                    continue
                opened.add(id(cell.field))
                fingers.tap(f"form-field-{cell.key}")
                assert fit.check(app.scene) == [], (where, section.key, cell.key)
            ahead = scene.find("form-next")
            if ahead is None or not ahead.enabled:
                break
            fingers.tap("form-next")
    return pages


def open_editor(app, fingers, language: str = "en") -> None:
    """The position editor opened as a player opens it in ``language``: Home, New game, Steam Barons, From a
    position."""
    set_language(language)
    app.prefs.language = language
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-steam_barons")
    fingers.tap("from-position")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_editor_fits_on_the_set_up_and_at_every_step(app, fingers, language: str) -> None:
    open_editor(app, fingers, language)
    assert isinstance(app.scene, PositionScene) and app.scene.form.problem is None  # the set-up is allowed
    pages_fit(app, fingers, app.scene, "set-up")
    steps = one_of_each(LONG_NAMES, 7)
    assert set(steps) >= PHASES | {"bankrupt"}
    for where, position in steps.items():
        scene = open_on(app, position, LONG_NAMES)
        assert scene.form.problem is None, where
        assert pages_fit(app, fingers, scene, where) >= 4
        app.pop()


# -- 3. a last turn typed by taps plays to the end ----------------------------------------------
def tap_field(fingers, field: str) -> None:
    """Tap a field, turning the section's pages until it shows."""
    while fingers.app.scene.find(f"form-field-{field}") is None:
        fingers.tap("form-next")
    fingers.tap(f"form-field-{field}")


def type_number(fingers, field: str, digits: str) -> None:
    tap_field(fingers, field)
    for digit in digits:
        fingers.tap(f"pad-{digit}")


def test_the_last_sales_typed_by_taps_play_to_the_end(app, fingers) -> None:
    """Turn 5's sales from the new-game screen: Player 1 holds 2 Orange, Player 2 holds 1 Green, both at the
    set-up's $5; each sells everything (the last turn), and the game ends with Orange's and Green's money paid."""
    open_editor(app, fingers)
    editor_scene = app.scene
    type_number(fingers, "turn", "5")
    fingers.tap("form-field-phase")
    fingers.tap("form-choice-sell")
    fingers.tap("form-field-first_player")
    fingers.tap("form-choice-0")
    fingers.tap("form-section-players")
    type_number(fingers, "players-0-shares-orange", "2")
    type_number(fingers, "players-1-shares-green", "1")
    fingers.tap("form-section-companies")
    type_number(fingers, "companies-orange-available", "0")
    unissued = editor_scene.form.get(("companies", "orange", "unissued"))
    type_number(fingers, "companies-orange-unissued", str(unissued - 1))  # Player 1's second token was unissued
    type_number(fingers, "companies-green-available", "0")
    tap_field(fingers, "companies-orange-controller")
    fingers.tap("form-choice-0")
    tap_field(fingers, "companies-green-controller")
    fingers.tap("form-choice-1")
    assert editor_scene.form.problem is None, editor_scene.form.problem.message(lambda text: text)
    fingers.tap("form-save")
    assert isinstance(app.scene, PlayScene)
    table = app.table
    assert table.position()["turn"] == 5 and table.position()["phase"] == "sell"
    chance = ChanceSource(5)
    for _entry in range(19):
        if table.over:
            break
        app.submit(table.choose_random(chance))  # the last turn: each seat's one sale, everything it holds
    assert table.over and len(table.steps) == 2  # a sealed sale from each of the two seats holding shares
    cash = [player["cash"] for player in table.position()["players"]]
    assert cash == [30 + 2 * 5, 30 + 5, 30]


# -- 4. the pieces set by hand from the log are journaled ----------------------------------------
def test_the_pieces_set_by_hand_from_the_log_are_journaled(app, fingers) -> None:
    table = start_new("steam_barons", {"players": NAMES[:3], "seed": 4})
    chance = ChanceSource(4)
    while table.state.turn < 2 or table.state.phase != "auction":
        table.submit(table.choose_random(chance))
    app.open_table(table)
    app.reset(play_scene_for(app))
    before = table.position()
    fingers.tap("log")
    fingers.tap("adjust")
    assert isinstance(app.scene, PositionScene) and app.scene.form.problem is None
    fingers.tap("form-section-players")
    type_number(fingers, "players-1-cash", str(before["players"][1]["cash"] + 7))
    fingers.tap("form-save")
    assert isinstance(app.scene, KeyboardScene)
    app.scene.text = "Counted again"
    fingers.tap("done")
    assert isinstance(app.scene, PlayScene)
    assert table.adjustments == ["Counted again"]
    after = table.position()
    assert after["players"][1]["cash"] == before["players"][1]["cash"] + 7
    assert {key: value for key, value in after.items() if key != "players"} == {
        key: value for key, value in before.items() if key != "players"
    }


def test_the_editor_opens_from_the_log_on_the_game_as_it_stands(app) -> None:
    table = start_new("steam_barons", {"players": NAMES[:4], "seed": 8})
    chance = ChanceSource(8)
    while table.state.phase != "build":
        table.submit(table.choose_random(chance))
    app.open_table(table)
    app.reset(play_scene_for(app))
    open_adjust(app)
    scene = app.scene
    assert scene.form.data["tiles"] == table.position()["tiles"]
    assert editor(scene.config).written(scene.form.data) == table.position()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_column_headings_stand_centred_over_their_columns_and_apart(app, fingers, language: str) -> None:
    """Each heading was written from its column's left edge, in the column's width: Italian read "Quotazione Cassa"
    and "Marrone Legno", four pixels between words of two headings. Each is centred over its column's fields now,
    at least :data:`~companion.ui.headings.APART` from the next, and the fit check names two that touch."""
    open_editor(app, fingers, language)
    scene = app.scene
    for section in ("players", "companies"):
        scene.open_section(section)
        scene.layout()
        heads = [w for w in scene.widgets if isinstance(w, Heading)]
        assert len(heads) >= 4, section
        for head in heads:  # over a field of the first line, its centre on the field's
            fields = (w for w in scene.widgets if isinstance(w, Button) and str(w.key).startswith("form-field-"))
            under = [field for field in fields if field.rect.top > head.rect.bottom]
            column = min(under, key=lambda b: (b.rect.top, abs(b.rect.centerx - head.rect.centerx)))
            assert abs(column.rect.centerx - head.rect.centerx) <= 1, (section, head.text)
        for first, second in zip(heads, heads[1:], strict=False):
            if first.rect.top == second.rect.top:
                assert second.rect.left - first.rect.right >= APART, (section, first.text, second.text)
        assert fit.check(scene) == [], section


@pytest.mark.parametrize(
    ("language", "companies", "businesses"), [("fr", "Compagnies", "Entreprises"), ("it", "Compagnie", "Aziende")]
)
def test_the_companies_tab_names_the_railway_companies_as_the_game_does(
    app, fingers, language: str, companies: str, businesses: str
) -> None:
    """The editor's tab shared Mad Market's word for its businesses: "Entreprises" above a section headed "les
    compagnies sorties du jeu", "Aziende" beside every other Italian "compagnia". Each game keeps its own word."""
    open_editor(app, fingers, language)
    assert isinstance(app.scene, PositionScene)
    tab = next(w for w in app.scene.widgets if getattr(w, "key", None) == "form-section-companies")
    assert tab.text == companies
    assert _("Companies") == businesses  # Mad Market's tab and field keep theirs


@pytest.mark.parametrize(
    ("language", "price", "bankrupt", "others_price", "others_bankrupt"),
    [("fr", "Cours", "En faillite", "Prix", "En faillite"), ("it", "Quotazione", "Fallite", "Prezzo", "In bancarotta")],
)
def test_the_companies_tab_says_a_share_price_and_a_bankruptcy_as_the_game_does(
    app, fingers, language: str, price: str, bankrupt: str, others_price: str, others_bankrupt: str
) -> None:
    """The price column shared Acquire's and Mad Market's "Prix"/"Prezzo" where every other French line of the game
    says a share's "cours" and every Italian one its "quotazione"; the bankrupt companies were "in bancarotta" where
    the game and its rulebook say a company "fallita". The other games keep their words."""
    open_editor(app, fingers, language)
    assert isinstance(app.scene, PositionScene)
    fingers.tap("form-section-companies")
    texts = [getattr(widget, "text", "") for widget in app.scene.widgets]
    assert price in texts and others_price not in texts
    assert any(text.startswith(bankrupt) for text in texts), texts
    assert (_("Price"), _("Bankrupt")) == (others_price, others_bankrupt)


@pytest.mark.parametrize(("language", "step", "phase"), [("fr", "En cours", "Phase"), ("it", "In corso", "Fase")])
def test_the_tab_of_what_is_under_way_is_not_named_as_the_phase_field(
    app, fingers, language: str, step: str, phase: str
) -> None:
    """The Turn tab's field says the phase ("Fase: Asta"); the tab of the step's own things was "Fase" too in
    Italian, where a player looked for the phase and found the auction's bids. It says what is under way."""
    open_editor(app, fingers, language)
    assert isinstance(app.scene, PositionScene)
    tab = next(w for w in app.scene.widgets if getattr(w, "key", None) == "form-section-step")
    assert tab.text == step
    texts = [getattr(widget, "text", "") for widget in app.scene.widgets]
    assert any(text.startswith(phase) for text in texts) and step != phase
    fingers.tap("form-section-step")
    assert not any(text.startswith(phase) for text in (getattr(w, "text", "") for w in app.scene.widgets))
