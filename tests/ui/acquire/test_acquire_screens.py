"""Every Acquire screen: fits without overflow, hides what is private, offers what the rules allow."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from acquire_ui import open_game, place, shown, space

from companion.front.acquire.board import BOARD, CELL_H, SIDE
from companion.front.acquire.tour import tour
from companion.games.acquire.actions import PlaceTile
from companion.games.acquire.board import TILE_NAMES
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.scene import TOP_BAR
from tests.walks import played_until


def spy_text(monkeypatch) -> list[str]:
    drawn: list[str] = []
    original = theme.draw_text
    monkeypatch.setattr(
        theme,
        "draw_text",
        lambda surface, text, rect, **kw: (drawn.append(text), original(surface, text, rect, **kw))[1],
    )
    return drawn


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_acquire_screen_of_the_tour_fits(app, language) -> None:
    app.prefs.language = language
    set_language(language)
    seen = []
    for name, step in tour():
        result = step(app)
        for shot in result if isinstance(result, Iterator) else [name]:
            theme.REPORT.clear()
            app.draw()
            assert theme.REPORT.overflows == [], shot
            seen.append(shot)
    assert {
        "decide-dispose-basket",
        "decide-buy-basket",
        "preview-merge",
        "refused",
        "last-skip",
        "dealt-hand",
        "hidden-holdings",
        "market",
        "market-dealt",
        "buy-six-chains",
        "final",
    } <= set(seen)


def test_hidden_holdings_are_not_drawn_for_others(app, fingers, monkeypatch) -> None:
    scene = open_game(app, open_holdings=False)
    for tile in ("1A", "12I", "6E", "2A"):
        place(fingers, tile)
    fingers.tap("pick-tower")
    drawn = spy_text(monkeypatch)
    app.draw()
    assert "$6,000" not in drawn and "hidden" not in drawn and "?" not in drawn  # no cell of "hidden" and "?"
    assert "Holdings are hidden: tap your name to see yours." in drawn
    assert [drawn.index(name) for name in ("Ann", "Ben", "Cat")] == sorted(
        drawn.index(n) for n in ("Ann", "Ben", "Cat")
    )
    assert "0 of 3 shares" in drawn and not any("of $6" in text for text in drawn)  # no budget: her cash
    assert not any("you pay" in text for text in drawn)  # nothing chosen: "you pay $0" read as a sum owed
    drawn.clear()
    row, seat = scene.player_rows[0]
    fingers.at(*row.center)  # Ann taps her name: her private panel
    assert scene.private_seat == 0
    app.draw()
    assert any("Cash $6,000" in text for text in drawn)
    fingers.at(300, 300)
    assert scene.private_seat is None


def test_the_status_names_each_chains_size_price_and_shares_left(app, fingers, start_tiles, monkeypatch) -> None:
    place(fingers, "2A")
    fingers.tap("pick-tower")
    drawn = spy_text(monkeypatch)
    app.draw()
    assert ["Tower", "2", "$200", "24"] == drawn[drawn.index("Tower") : drawn.index("Tower") + 4]
    assert ["Ann", "$6,000", "1"] == drawn[drawn.index("Ann") : drawn.index("Ann") + 3]


def test_declaring_the_end_is_always_offered_to_the_player_on_turn_and_live_only_while_allowed(
    app, fingers, start_tiles
) -> None:
    """The button's showing never announces the end (the referee does not): it is there, never highlighted."""
    scene = app.scene
    button = scene.find("other-1")
    assert button.text == "Ann: Declare end" and button.color == theme.PANEL_LIGHT
    fingers.tap("other-1")
    said = " ".join(shown(app).split())  # what the panel says, its wrapped lines joined
    assert "The end cannot be declared yet: no chain is on the board. It can be once a chain has 41 tiles" in said
    assert scene.find("confirm") is None
    fingers.tap("opened-back")
    state = app.table.state
    state.safe_seen |= {"tower"}  # pretend: every chain on the board is safe (the engine decides)
    state.chains["tower"] = (0, 1)
    for tile in (0, 1):
        state.cells[tile] = "tower"
    scene._prompt = None  # a change made behind the table's back: the screen's worked-out prompt is dropped by hand
    scene.layout()
    assert scene.find("other-1").text == "Ann: Declare end"
    fingers.tap("other-1")
    assert "Ann: declare the end of the game" in shown(app)
    fingers.tap("confirm")
    assert app.table.summary()["end_declared"] is True and scene.find("other-1") is None


def test_a_dealt_hand_is_private_and_its_tiles_are_placed_from_it(app, fingers) -> None:
    scene = open_game(app, tiles="dealt", seed=8)
    assert scene.find("board-no_playable_tile") is None and not any(
        (getattr(w, "key", None) or "").startswith("board-") for w in scene.widgets
    )  # no tile of the hand shown
    fingers.tap("my-tiles")
    seat = app.table.state.turn
    assert scene.private_seat == seat
    app.draw()
    rect, tile = scene.hand[0]  # the playable tiles of the hand, as drawn
    assert tile in app.table.summary(seat)["players"][seat]["hand"]
    fingers.at(*rect.center)
    assert scene.private_seat is None and scene.panel.selected == tile
    fingers.tap("board-confirm")
    assert tile in app.table.summary()["board"]


@pytest.mark.parametrize("tiles", ["physical", "dealt"])
def test_two_player_market_holding(app, fingers, tiles) -> None:

    open_game(app, players=["Ann", "Ben"], tiles=tiles, seed=4)
    table = played_until(app.table, "market_holding", 11, submit=app.submit)
    steps = len(table.steps)
    if tiles == "physical":
        assert app.scene.find("chance") is not None
        fingers.tap("pick-7")
        assert table.steps[-1].action.shares == 7
    else:
        assert app.scene.find("pick-7") is None
        assert app.scene.find("confirm").text == "Let the companion draw"
        fingers.tap("confirm")
    assert len(table.steps) == steps + 1


def test_the_board_fills_the_height_under_the_top_bar() -> None:
    assert CELL_H == (480 - TOP_BAR - 1) // 9  # as large as the screen allows: a tap selects, a confirm places
    assert BOARD.top >= TOP_BAR and BOARD.bottom <= 480 and SIDE.right <= 800 and SIDE.left > BOARD.right


def notes_of(app) -> list[str]:
    """Every message the screen shows, in order (a toast replaced by the next one still counts)."""
    said: list[str] = []
    original = app.notify
    app.notify = lambda text, **kw: (said.append(text), original(text, **kw))[1]
    return said


def dealt_turn(app, steps: int = 12):
    """A dealt game some moves in, a tile to place: (scene, seat on turn, their hand)."""

    scene = open_game(app, tiles="dealt", seed=8)
    played_until(
        app.table, lambda table: len(table.steps) >= steps and table.prompt().kind == "place_tile", 3, submit=app.submit
    )
    scene.layout()
    seat = app.table.prompt().player
    return scene, seat, app.table.summary(seat)["players"][seat]["hand"]


def test_dealt_tiles_a_tap_on_the_space_of_a_tile_in_hand_chooses_it(app, fingers) -> None:
    scene, seat, hand = dealt_turn(app)
    said = notes_of(app)
    tile = next(t for t in hand if app.table.preview(PlaceTile(seat, t))["legal"])
    space(fingers, tile)
    assert scene.panel.selected == tile and said == []
    fingers.tap("board-confirm")
    assert app.table.summary()["board"].get(tile, False) is not False


def test_dealt_tiles_a_free_space_not_in_hand_says_so_once(app, fingers) -> None:
    scene, seat, hand = dealt_turn(app)
    board = app.table.summary()["board"]
    free = next(
        t for t in TILE_NAMES if t not in board and t not in hand and app.table.preview(PlaceTile(seat, t))["legal"]
    )
    said = notes_of(app)
    space(fingers, free)
    name = app.table.names[seat]
    assert said == [f"{free} is not in {name}'s hand."] and scene.panel.selected is None


@pytest.mark.parametrize("tiles", ["physical", "dealt"])
def test_an_occupied_space_is_refused_once_with_the_rules_reason(app, fingers, tiles) -> None:
    if tiles == "dealt":
        scene, _seat, _hand = dealt_turn(app)
    else:
        scene = open_game(app)
        for tile in ("1A", "12I", "6E"):
            place(fingers, tile)
    taken = app.table.summary()["last_tile"]
    said = notes_of(app)
    space(fingers, taken)
    assert said == [f"{taken} is already on the board."] and scene.panel.selected is None


def test_a_refused_tile_of_the_hand_is_greyed_and_a_tap_on_it_says_the_engines_reason(app, fingers) -> None:
    from companion.ui.scenes.play import play_scene_for
    from tests.acquire_hands import two_safe_chains

    app.open_table(two_safe_chains())
    app.reset(play_scene_for(app))
    app.step(0)
    scene = app.scene
    space(fingers, "2C")  # its space on the board says why, and selects nothing
    assert app.toast is not None
    assert app.toast.text == "2C would merge two safe chains (Tower 12, Luxor 12): it can never be played."
    assert scene.panel.selected is None and app.scene.find("board-confirm") is None
    app.toast = None
    fingers.tap("my-tiles")
    app.draw()
    assert [tile for _rect, tile in scene.hand] == ["8G", "10H", "12I"]  # the playable ones, tapped to place
    rect, reason = scene.refused[0]
    assert reason == "1C would merge two safe chains (Tower 12, Luxor 12): it can never be played."
    fingers.at(*rect.center)
    assert app.toast is not None and app.toast.text == reason
    assert scene.panel.selected is None and len(app.table.steps) == 0  # nothing selected, nothing placed
