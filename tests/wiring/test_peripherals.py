"""Devices joined to the game: buttons and scanners in, lights and cues out, all on the main thread."""

from __future__ import annotations

import gettext
import threading
from typing import Any

import pytest

import companion.text.i18n as i18n
from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.hardware.commands import Pass
from companion.peripherals import Peripherals
from companion.text.i18n import set_language
from tests.walks import played_until


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Front:
    """Records what the hardware asked the screen to do."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def show_private(self, seat: int) -> None:
        self.calls.append(("show_private", seat))

    def ask_undo(self) -> bool:
        self.calls.append(("ask_undo", None))
        return True

    def confirm(self) -> bool:
        self.calls.append(("confirm", None))
        return True

    def say(self, text: str) -> None:
        self.calls.append(("say", text))


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def peripherals(clock: Clock):
    config = parse_config({"hardware": "simulated", "rfid": {"0A1B2C3D": 2}, "buttons": {"hold_time": 0.5}})
    woken: list[str] = []
    made = Peripherals.open(
        config, wake=lambda: woken.append(threading.current_thread().name), clock=clock, start_serial=False
    )
    made.woken = woken  # type: ignore[attr-defined]
    made.front = Front()
    played: list[str] = []
    made.devices.sound.play = lambda name: played.append(name) or True  # type: ignore[method-assign]
    made.played = played  # type: ignore[attr-defined]
    yield made
    made.close()


def tiny_at_auction() -> Table:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    for seat in range(3):
        table.submit({"type": "guess", "player": seat, "parity": "odd"})
    table.submit({"type": "roll", "white": 2, "black": 2})
    return table


def click(peripherals: Peripherals, name: str, clock: Clock, down: float = 0.1) -> None:
    pin = peripherals.devices.buttons.pin(name)
    pin.drive_low()
    clock.advance(down)
    pin.drive_high()
    clock.advance(0.2)


def test_a_seat_button_passes_only_when_the_main_loop_pumps(peripherals: Peripherals, clock: Clock) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    click(peripherals, "seat2", clock)  # Ben, first to bid (left of the roller)
    assert len(table.steps) == 4 and peripherals.woken  # queued and woken, not yet applied
    assert peripherals.pump() == 1
    assert table.steps[-1].action.to_json() == {"type": "pass", "player": 1}
    assert peripherals.played[-1] == "pass"


def test_a_pass_out_of_turn_is_refused_with_a_cue(peripherals: Peripherals, clock: Clock) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    click(peripherals, "seat1", clock)  # Ann is the roller: she speaks last
    peripherals.pump()
    assert len(table.steps) == 4
    assert peripherals.front.calls == [("say", "Ann cannot pass now.")]
    assert peripherals.played == ["illegal"]


def test_a_pass_button_at_an_empty_seat_says_the_seat_is_empty(peripherals: Peripherals, clock: Clock) -> None:
    """Three players, six buttons: a press at seat 5 is told as an empty seat, not as "Seat 5 cannot pass now"
    (a name nobody at the table goes by)."""
    table = tiny_at_auction()
    peripherals.attach(table)
    click(peripherals, "seat5", clock)
    peripherals.devices.serial.inject("BID 4 3\n")
    peripherals.pump()
    assert len(table.steps) == 4 and peripherals.played == ["illegal", "illegal"]
    assert peripherals.front.calls == [
        ("say", "Seat 5 is empty: its pass button does nothing in this game."),
        ("say", "Seat 4 is empty: nobody there can bid."),
    ]


def steam_barons_at_sealed_sales() -> Table:
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    played_until(table, "sell", 2)
    return table


def test_a_seat_button_at_sealed_sales_seals_that_seats_sale_of_nothing_and_a_second_press_says_why_not(
    peripherals: Peripherals, clock: Clock
) -> None:
    """Steam Barons' seat buttons meant nothing during the sealed sales ("Ann cannot pass now."): a press seals
    that seat's sale of nothing; pressed again, the table hears the rules' reason."""
    table = steam_barons_at_sealed_sales()
    seat = table.prompt().actors[0].seat
    assert seat is not None
    name = table.names[seat]
    peripherals.attach(table)
    before = len(table.steps)
    click(peripherals, f"seat{seat + 1}", clock)
    peripherals.pump()
    assert len(table.steps) == before + 1
    assert table.steps[-1].action.to_json() == {"type": "sell", "player": seat, "shares": {}}
    clock.advance(1.0)
    click(peripherals, f"seat{seat + 1}", clock)
    peripherals.pump()
    assert len(table.steps) == before + 1
    assert peripherals.front.calls[-1] == ("say", f"{name} has already chosen what to sell.")
    assert peripherals.played[-1] == "illegal"


def test_holding_a_seat_button_shows_that_players_private_panel(peripherals: Peripherals, clock: Clock) -> None:
    peripherals.attach(tiny_at_auction())
    pin = peripherals.devices.buttons.pin("seat3")
    pin.drive_low()
    clock.advance(0.6)
    peripherals.devices.buttons._held("seat3")  # gpiozero's hold timer, made explicit with the fake clock
    pin.drive_high()
    peripherals.pump()
    assert ("show_private", 2) in peripherals.front.calls


def test_undo_and_confirm_buttons_go_to_the_screen(peripherals: Peripherals, clock: Clock) -> None:
    peripherals.attach(tiny_at_auction())
    click(peripherals, "undo", clock)
    click(peripherals, "confirm", clock)
    peripherals.pump()
    assert peripherals.front.calls == [("ask_undo", None), ("confirm", None)]


def test_serial_bids_and_dice_become_the_games_actions(peripherals: Peripherals) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    peripherals.devices.serial.inject("BID 2 3\r\nPASS 3\n")
    peripherals.pump()
    assert [s.action.to_json() for s in table.steps[-2:]] == [
        {"type": "bid", "player": 1, "amount": 3},
        {"type": "pass", "player": 2},
    ]
    peripherals.devices.serial.inject("PASS 1\n")
    peripherals.pump()
    for seat in range(3):
        table.submit({"type": "guess", "player": seat, "parity": "even"})
    peripherals.devices.serial.inject("DIE 6\n")  # one die, but the game throws two: refused, saying so
    peripherals.pump()
    assert table.steps[-1].action.type == "guess"
    assert peripherals.front.calls[-1] == ("say", "Enter 2 dice for this throw.")
    assert peripherals.played[-1] == "illegal"
    peripherals.devices.serial.inject("DIE 6 3\n")  # white, then black
    peripherals.pump()
    assert table.steps[-1].action.to_json() == {"type": "roll", "white": 6, "black": 3}


def test_a_refused_serial_input_changes_nothing(peripherals: Peripherals) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    peripherals.devices.serial.inject("BID 2 99\nTILE 5C\n")
    peripherals.pump()
    assert len(table.steps) == 4
    assert ("say", "Tiny Auction (test game) has no use for that input now.") in peripherals.front.calls


def test_scanned_tiles_are_start_tiles_then_placements_in_acquire(peripherals: Peripherals) -> None:
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    peripherals.attach(table)
    peripherals.devices.serial.inject("TILE 9A\n5c\n")  # a tagged line, then a bare scanner line
    peripherals.pump()
    assert [s.action.to_json() for s in table.steps] == [
        {"type": "start_tile", "player": 0, "tile": "9A"},
        {"type": "start_tile", "player": 1, "tile": "5C"},
    ]
    assert table.prompt().player == 0  # 9A is nearer 1A than 5C: row letter first
    peripherals.devices.serial.inject("TILE 1A\n")
    peripherals.pump()
    assert table.steps[-1].action.to_json() == {"type": "place_tile", "player": 0, "tile": "1A"}


def test_player_cards_show_their_owners_panel(peripherals: Peripherals) -> None:
    peripherals.attach(tiny_at_auction())
    peripherals.devices.serial.inject("RFID 0A1B2C3D\nRFID FFFF0000\n")
    peripherals.pump()
    assert peripherals.front.calls == [("show_private", 1), ("say", "Unknown card FFFF0000.")]
    assert peripherals.played == ["illegal"]  # the unknown card is refused aloud too


def test_lights_follow_the_game_and_go_dark_at_the_menu(peripherals: Peripherals, clock: Clock) -> None:
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    peripherals.attach(table)
    assert peripherals.lights.game == "acquire"
    table.submit({"type": "start_tile", "player": 0, "tile": "9A"})
    clock.advance(1)
    assert peripherals.tick()
    frame = peripherals.devices.strip.simulated.frame
    index = peripherals.lights.layouts["acquire"].index("tiles", "9A")
    assert frame[index] != (0, 0, 0)
    peripherals.attach(None)
    assert peripherals.lights.game is None
    assert set(peripherals.devices.strip.simulated.frame) == {(0, 0, 0)}


def test_table_changes_play_cues(peripherals: Peripherals) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    table.submit({"type": "bid", "player": 1, "amount": 2})
    assert peripherals.played[-1] == "bid"


# -- the players' language -----------------------------------------------------------
class Marking(gettext.NullTranslations):
    """A catalog that wraps every translated template in brackets: an untranslated text shows at once."""

    def gettext(self, text: str) -> str:
        return f"[{text}]"


@pytest.fixture
def italian():
    set_language("it")
    yield
    set_language("en")


def test_a_seat_that_cannot_pass_is_told_in_italian(peripherals: Peripherals, clock: Clock, italian) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    click(peripherals, "seat1", clock)  # Ann is the roller: she speaks last
    peripherals.pump()
    assert peripherals.front.calls == [("say", "Ann ora non può passare.")]


@pytest.mark.parametrize(
    "language, said",
    [
        ("it", "Il posto 6 è vuoto: il suo pulsante Passo non serve a nulla in questa partita."),
        ("fr", "La place 6 est vide : son bouton Passer ne sert à rien dans cette partie."),
    ],
)
def test_an_empty_seat_is_told_in_the_players_language(
    peripherals: Peripherals, clock: Clock, language: str, said: str
) -> None:
    set_language(language)
    try:
        peripherals.attach(tiny_at_auction())
        click(peripherals, "seat6", clock)
        peripherals.pump()
    finally:
        set_language("en")
    assert peripherals.front.calls == [("say", said)]


def test_every_hardware_message_goes_through_the_catalog(peripherals: Peripherals, monkeypatch) -> None:
    monkeypatch.setattr(i18n, "_speaking", i18n.Translator("en", Marking()))
    table = tiny_at_auction()
    peripherals.attach(table)
    peripherals.devices.serial.inject("RFID FFFF0000\nTILE 5C\nBID 1 3\n")
    peripherals.pump()
    peripherals.handle(Pass(7))  # a button of a seat the game does not have
    said = [text for kind, text in peripherals.front.calls if kind == "say"]
    assert said == [
        "[Unknown card FFFF0000.]",
        "[[Tiny Auction (test game)] has no use for that input now.]",
        "[Ann cannot bid now.]",
        "[Seat 8 is empty: its pass button does nothing in this game.]",
    ]
    peripherals.devices.serial.inject("BID 6 3\n")  # a bid from a seat nobody took
    peripherals.pump()
    assert peripherals.front.calls[-1] == ("say", "[Seat 6 is empty: nobody there can bid.]")


def test_a_press_queued_behind_its_seat_s_own_move_is_refused_as_stale(peripherals: Peripherals, clock: Clock) -> None:
    """Ben presses his pass button, and before the main loop gets to it the screen takes his bid and the
    others' raises, so it is Ben's turn again: the press was for the decision his bid answered, so it is
    refused, not applied to his next one."""
    table = tiny_at_auction()
    peripherals.attach(table)
    heard: list = []
    table.listen(heard.append)
    click(peripherals, "seat2", clock)  # queued with the moment it arrived
    for seat, amount in ((1, 2), (2, 3), (0, 4)):  # the screen, meanwhile: Ben, Cat, then Ann bid
        table.submit({"type": "bid", "player": seat, "amount": amount}, answers=table.stamp)
    assert table.pass_action(1) is not None  # Ben's turn again: without the moment, the press would pass
    steps = len(table.steps)
    peripherals.pump()
    assert len(table.steps) == steps
    assert heard[-1].kind == "rejected" and heard[-1].error.code == "stale_input"


def test_a_line_sent_twice_by_a_button_box_counts_once(peripherals: Peripherals) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    heard: list = []
    table.listen(heard.append)
    steps = len(table.steps)
    peripherals.devices.serial.inject("BID 2 3\nBID 2 3\n")  # both arrive before the loop pumps
    peripherals.pump()
    assert len(table.steps) == steps + 1 and table.steps[-1].action.to_json() == {
        "type": "bid",
        "player": 1,
        "amount": 3,
    }
    assert [u.kind for u in heard] == ["applied"]  # the second line found no bid of Ben's to answer


def test_a_doubled_press_is_told_as_entered_once_not_as_a_seat_that_cannot_pass(
    peripherals: Peripherals, clock: Clock
) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    click(peripherals, "seat2", clock)  # Ben passes (passing is final) ...
    click(peripherals, "seat2", clock)  # ... and presses again before the main loop took the first
    peripherals.pump()
    assert [s.action.to_json() for s in table.steps[4:]] == [{"type": "pass", "player": 1}]
    assert peripherals.front.calls == [("say", "That was already entered once.")]
    assert peripherals.played == ["pass", "illegal"]
    click(peripherals, "seat2", clock)  # a press made after his pass was taken: he cannot pass now
    peripherals.pump()
    assert peripherals.front.calls[-1] == ("say", "Ben cannot pass now.")
    peripherals.devices.serial.inject("PASS 3\nPASS 3\n")  # the same from a button box's line
    peripherals.pump()
    assert [s.action.to_json() for s in table.steps[5:]] == [{"type": "pass", "player": 2}]
    assert peripherals.front.calls[-1] == ("say", "That was already entered once.")


def test_a_button_stuck_down_is_told_and_freed_it_does_nothing(peripherals: Peripherals, clock: Clock) -> None:
    table = tiny_at_auction()
    peripherals.attach(table)
    buttons = peripherals.devices.buttons
    for name in ("seat2", "confirm"):
        buttons.pin(name).drive_low()
    buttons._held("seat2")  # gpiozero's hold timer, made explicit with the fake clock: Ben's private panel
    clock.advance(31)
    for _repeat in range(3):  # the hold repeats while the buttons stay down: told once
        buttons._held("seat2")
        buttons._held("confirm")
    peripherals.pump()
    assert peripherals.front.calls == [
        ("show_private", 1),
        ("say", "Ben's pass button seems stuck down: it is ignored until it comes back up."),
        ("say", "The confirm button seems stuck down: it is ignored until it comes back up."),
    ]
    for name in ("seat2", "confirm"):
        buttons.pin(name).drive_high()
    peripherals.pump()
    assert peripherals.front.calls[3:] == [
        ("say", "Ben's pass button is back up."),
        ("say", "The confirm button is back up."),
    ]  # and freed, neither passed nor confirmed anything
    assert len(table.steps) == 4
