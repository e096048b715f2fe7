"""The palette for every player: seats apart from pieces, and every pair that must be told apart on one screen or
strip stays apart for normal, protan and deutan vision.

The colour maths is checked first against published values, so the palette checks rest on something."""

from __future__ import annotations

import itertools

import pytest

from companion.colour_vision import VISIONS, ciede2000, contrast_ratio, delta_e, simulate, worst_delta_e
from companion.core import Table
from companion.front.acquire.palette import CHAIN_COLOURS, chain_led
from companion.front.bigshot import CUBE_COLOURS, CUBE_LEDS
from companion.front.mad_market.palette import STOCK_LEDS
from companion.front.steam_barons.palette import COMPANY_LEDS
from companion.palette import (
    MIN_DISTANCE,
    MIN_LED_DISTANCE,
    ORANGE,
    SEATS,
    VERMILLION,
    YELLOW,
    apparent_led,
    choose_seats,
    follow,
    seat_colours,
    work_out_seats,
)
from companion.registry import names, spec
from companion.seats_worked_out import WORKED_OUT, written

GAMES = names(include_test=False)

# Sharma, Wu & Dalal (2005), Table 1: pairs 1, 7, 17, 25, 34 (L*a*b* pairs and their CIEDE2000).
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_sharmas_published_pairs(lab1, lab2, expected) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_merges_red_and_green_for_dichromats_only() -> None:
    red, green = (200, 40, 40), (40, 160, 40)
    assert delta_e(red, green) > 60
    for vision in ("protanopia", "deuteranopia"):
        assert delta_e(red, green, vision) < delta_e(red, green) / 2
    assert delta_e((0, 0, 255), (255, 255, 0), "deuteranopia") > 60  # the blue-yellow axis survives
    assert simulate((255, 255, 255), "protanopia") == (255, 255, 255)  # white stays white (Machado's rows sum to 1)
    assert simulate((255, 0, 0), "protanopia")[0] < 128  # a protanope sees red dark


def test_contrast_ratio_matches_wcag() -> None:
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


def pieces(game: str) -> list[tuple[int, int, int]]:
    return list(dict.fromkeys(spec(game).palette.values()))


PIECE_LEDS = {
    "acquire": [chain_led(chain) for chain in CHAIN_COLOURS],
    "bigshot": list(CUBE_LEDS.values()),
    "mad_market": list(STOCK_LEDS.values()),
    "steam_barons": list(COMPANY_LEDS.values()),
}


def too_close(colours, distance, minimum):
    return [
        (a, b, round(distance(a, b), 1))
        for a, b in itertools.combinations(dict.fromkeys(colours), 2)
        if distance(a, b) < minimum
    ]


def led_distance(a, b) -> float:
    return worst_delta_e(apparent_led(a), apparent_led(b))


@pytest.mark.parametrize("game", GAMES)
def test_pieces_stay_apart_on_the_screen(game: str) -> None:
    assert too_close(pieces(game), worst_delta_e, MIN_DISTANCE) == []


@pytest.mark.parametrize("game", GAMES)
def test_seats_stay_apart_on_the_screen(game: str) -> None:
    assert too_close(seat_colours(game), worst_delta_e, MIN_DISTANCE) == []


@pytest.mark.parametrize("game", [g for g in GAMES if spec(g).seat_colours is None])
def test_seats_stay_apart_from_every_piece_on_the_screen(game: str) -> None:
    close = [
        (seat, piece, round(worst_delta_e(seat, piece), 1))
        for seat in seat_colours(game)
        for piece in pieces(game)
        if worst_delta_e(seat, piece) < MIN_DISTANCE
    ]
    assert close == []


def piece_leds(game: str) -> list[tuple[int, int, int]]:
    """The colours a game's pieces show on the strip: its LED scene's own table where it converts its palette
    for the LEDs (above), else the palette of its GameSpec as it is."""
    return PIECE_LEDS.get(game) or list(spec(game).palette.values())


@pytest.mark.parametrize("game", GAMES)
def test_pieces_stay_apart_on_the_leds(game: str) -> None:
    assert too_close(piece_leds(game), led_distance, MIN_LED_DISTANCE) == []


@pytest.mark.parametrize("game", GAMES)
def test_seat_lights_stay_apart(game: str) -> None:
    assert too_close(seat_colours(game, leds=True), led_distance, MIN_LED_DISTANCE) == []


def test_acquire_seats_share_no_chain_colour() -> None:
    """The reported clash: Tower was seat 4's yellow, Festival seat 3's green, Continental seat 2's blue."""
    seats = set(seat_colours("acquire"))
    assert not seats & set(CHAIN_COLOURS.values())
    assert YELLOW not in seats and ORANGE not in seats


def test_a_game_without_pieces_keeps_the_okabe_ito_seats_first() -> None:
    assert choose_seats(())[:3] == seat_colours(None)[:3]


def test_the_rule_keeps_its_distances_for_any_declared_pieces() -> None:
    """A new game declaring the seven Okabe–Ito colours still gets six seats at the minimum distance."""
    okabe_ito = tuple(seat_colours(None)) + (VERMILLION,)
    seats = choose_seats(okabe_ito)
    assert len(seats) == 6
    assert min(worst_delta_e(s, p) for s in seats for p in okabe_ito) >= MIN_DISTANCE
    assert choose_seats(okabe_ito) == seats  # deterministic


def test_big_shot_seats_are_their_cube_colours() -> None:
    table = Table.new(
        spec("bigshot").game,
        {"players": ["Ann", "Ben", "Cat", "Dan"], "colors": ["white", "red", "yellow", "black"]},
        created="x",
    )
    summary = table.summary()
    seats = seat_colours("bigshot", summary)
    assert seats[0] == CUBE_COLOURS["white"] and seats[2] == CUBE_COLOURS["yellow"]
    assert seats[1] == CUBE_COLOURS["red"]  # the red cubes' seat: a red light enough to show (it was orange)
    assert worst_delta_e(seats[1], ORANGE) > MIN_DISTANCE
    assert seats[3] != CUBE_COLOURS["black"] and max(seats[3]) - min(seats[3]) < 16  # black, drawn so it shows
    assert seat_colours("bigshot", summary, leds=True) == tuple(
        CUBE_LEDS[c] for c in ("white", "red", "yellow", "black")
    )


def test_big_shot_red_is_drawn_red_not_orange() -> None:
    import colorsys

    red = CUBE_COLOURS["red"]
    hue = colorsys.rgb_to_hsv(*(channel / 255 for channel in red))[0] * 360
    assert hue < 10 or hue > 350, hue  # Okabe-Ito's vermillion, drawn before, is 26 degrees: an orange
    assert worst_delta_e(red, ORANGE) > MIN_DISTANCE
    assert seat_colours("bigshot", {"players": [{"colors": ["red"]}]})[0] == red


def test_opening_a_table_switches_every_screens_seat_colours() -> None:
    try:
        follow("acquire")
        assert tuple(SEATS) == seat_colours("acquire")
        assert SEATS[0] == seat_colours("acquire")[0] and len(SEATS) == 6
        follow("bigshot", {"players": [{"colors": ["red"]}, {"colors": ["yellow"]}]})
        assert SEATS[1] == CUBE_COLOURS["yellow"] and len(SEATS) == 2
    finally:
        follow(None)


@pytest.mark.parametrize("vision", VISIONS)
def test_seat_colours_show_on_the_panels(vision: str) -> None:
    from companion.ui import theme

    for game in GAMES:
        for colour in seat_colours(game):
            assert contrast_ratio(simulate(colour, vision), theme.PANEL) >= 3.0, (game, colour)


@pytest.mark.parametrize("game", ["acquire", "bigshot"])
def test_the_new_game_screen_shows_the_chosen_games_seat_colours(game: str) -> None:
    import pygame

    from companion.ui import build_app
    from companion.ui.scenes.new_game import NewGameScene

    app = build_app()
    try:
        scene = NewGameScene(app)
        app.push(scene)
        scene.choose_game(game)
        assert scene.find("seat-0").swatch == seat_colours(game)[0]
        assert scene.find("seat-1").swatch == seat_colours(game)[1]
    finally:
        pygame.display.quit()


def test_the_seats_written_down_are_the_rules_answer() -> None:
    """Start-up reads the shipped games' seats from a table; each entry must be what the rule works out."""
    for (pieces, count), seats in WORKED_OUT.items():
        assert work_out_seats(pieces, count) == seats, pieces


def test_every_game_finds_its_seats_written_down() -> None:
    """A palette changed without the table changing would silently cost start-up the long way.

    Print the table to paste with ``python -m companion.seats_worked_out``."""
    for game in names():
        pieces = tuple(dict.fromkeys(spec(game).palette.values()))
        assert (pieces, 6) in WORKED_OUT, f"{game}: run python -m companion.seats_worked_out"
    assert "WORKED_OUT" in written() and len(written().splitlines()) == 2 + len(WORKED_OUT)
