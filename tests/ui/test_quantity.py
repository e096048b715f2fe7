"""Quantities in seconds: steps, max, a held "+", and a keypad that refuses with the engine's reason.

Twenty shares used to take twenty taps. These drive the generic widgets as fingers do (a bare panel, and the
whole app with its clock for the held "+"), and check every greyed control says why when tapped.
"""

from __future__ import annotations

import pygame

from companion.core import ActionRange, Amount, Basket, BasketItem, Limit, Prompt
from companion.core.decisions import Actor
from companion.core.decisions import PickOption as PickOption
from companion.core.records import Action
from companion.ui.decide import quantity
from companion.ui.widgets import Button, Keypad

from .test_decide import Bid, Buy, Host, Pass, _pad, actions, seal


def poke(host: Host, key: str) -> None:
    """A finger down and up on ``key``, as the scene would hand it (a greyed button may still say why)."""
    button = host.button(key)
    assert button is not None, key
    assert button.press(button.rect.center), f"{key} takes no finger"
    button.release(button.rect.center)


def shares(high: int = 200, low: int = 0) -> Prompt:
    basket = Basket(
        "{name}: buy",
        items=(
            BasketItem("red", "Red", high, low=low, price=5, limit=Limit("the bank has {count} left", {"count": high})),
            BasketItem("blue", "Blue", 3, price=7),
        ),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        unit="$",
        choices=tuple(Buy(0, {"red": n}) for n in range(1, high + 1)) + (Buy(0, {"blue": 1}),),
        button="Buy {count} for {cost}",
        lines=1,
        lines_note="one stock per trade",
    )
    return Prompt(0, "buy", actors=(Actor(0, basket),))


def bid(low: int = 5, high: int = 250) -> Prompt:
    decision = Amount(
        "{name} bids",
        range=ActionRange(Bid, "amount", low, high, fixed={"player": 1}),
        unit="$",
        others=(PickOption("pass", "Pass", Pass(1)),),
        limit=Limit("Ben has ${cash}", {"cash": high}),
    )
    return Prompt(1, "bid", actors=(Actor(1, decision),))


def test_the_steps_follow_the_range() -> None:
    assert not quantity.wide(0, 20) and quantity.wide(0, 21)
    assert quantity.steps(0, 20) == () and quantity.steps(0, 38) == (10,) and quantity.steps(1, 200) == (10, 100)


def test_forty_of_two_hundred_shares_take_a_few_taps_and_max_takes_one() -> None:
    host = Host(shares())
    host.tap("item-red-type")  # the line on its own
    host.tap("item-red-step+10")
    host.tap("item-red-step+10")
    host.tap("item-red-step+10")
    host.tap("item-red-step+10")
    assert host.button("basket-confirm").text == "Buy 40 for $200"
    host.tap("item-red-step+100")
    host.tap("item-red-step-10")
    assert host.panel.values["item-red"] == 130
    host.tap("item-red-max")
    assert host.panel.values["item-red"] == 200
    assert not host.button("item-red-plus").enabled and not host.button("item-red-step+10").enabled
    assert "the bank has 200 left" in [getattr(w, "text", "") for w in host.widgets]  # said before any tap
    poke(host, "item-red-plus")
    assert host.told == ["The bank has 200 left."]  # the greyed "+" says the engine's reason
    host.tap("item-red-least")
    assert host.panel.values["item-red"] == 0
    host.tap("item-red-max")
    host.tap("basket-confirm")
    assert host.submitted == [Buy(0, {"red": 200})]


def test_the_keypad_refuses_a_number_past_the_top_with_the_reason_and_cancel_keeps_the_number() -> None:
    host = Host(shares())
    host.tap("item-red-type")
    host.tap("item-red-step+10")
    host.tap("item-red-keypad")
    pads = [w for w in host.widgets if isinstance(w, Keypad)]
    assert len(pads) == 1 and all(min(b.rect.size) >= 48 for b in pads[0].buttons)
    for digit in "250":
        _pad(host, digit)
    assert not host.button("keypad-ok").enabled
    assert host.panel.values["item-red"] == 25  # the last number it took: 250 is not cut to 200 behind one's back
    shown = [w for w in host.widgets if isinstance(w, quantity.Display)]
    assert shown[0].text == "Red: 250" and shown[0].caption == "the bank has 200 left"
    poke(host, "keypad-ok")
    assert host.told == ["The bank has 200 left."]
    host.tap("keypad-cancel")
    assert host.panel.values["item-red"] == 10 and host.button("item-red-keypad") is not None
    host.tap("item-red-keypad")
    for digit in "40":
        _pad(host, digit)
    host.tap("keypad-ok")
    assert host.panel.values["item-red"] == 40 and host.button("basket-confirm").text == "Buy 40 for $200"


def test_a_greyed_confirm_says_one_stock_goes_per_trade() -> None:
    host = Host(shares())
    host.tap("item-blue-plus")
    host.tap("item-red-type")
    host.tap("item-red-step+10")
    confirm = host.button("basket-confirm")
    assert not confirm.enabled
    assert "one stock per trade" in [getattr(w, "text", "") for w in host.widgets]
    poke(host, "basket-confirm")
    assert host.told == ["One stock per trade."]
    host.tap("item-back")
    assert "one stock per trade" in [getattr(w, "text", "") for w in host.widgets]  # said under the lines too
    host.tap("item-blue-minus")
    assert host.button("basket-confirm").enabled


def test_a_wide_bid_has_raises_max_and_a_keypad_with_confirm_and_cancel() -> None:
    host = Host(bid())
    assert [host.button(f"amount-quick-{i}").text for i in range(3)] == ["+1", "+5", "+10"]  # 390 px: three fit
    host.tap("amount-quick-2")
    assert host.button("amount-confirm").text == "Bid $15"
    host.tap("amount-max")
    assert host.button("amount-confirm").text == "Bid $250" and not host.button("amount-quick-0").enabled
    poke(host, "amount-quick-0")
    poke(host, "amount-plus")
    assert host.told == ["Ben has $250.", "Ben has $250."]
    host.tap("amount-keypad")
    for digit in "300":
        _pad(host, digit)
    confirm = host.button("amount-confirm")
    assert not confirm.enabled and confirm.text == "Bid $300"  # the typed number is seen refused
    assert host.button("amount-pass") is None and host.button("keypad-cancel") is not None
    host.tap("keypad-cancel")
    assert host.button("amount-confirm").text == "Bid $250"  # the number before the keypad
    host.tap("amount-keypad")
    for digit in "42":
        _pad(host, digit)
    host.tap("amount-confirm")
    assert host.submitted == [Bid(1, 42)]


def test_a_number_below_the_bottom_is_refused_too() -> None:
    host = Host(bid(low=20))
    host.tap("amount-keypad")
    _pad(host, "7")
    assert not host.button("amount-confirm").enabled
    poke(host, "amount-confirm")
    assert host.told == ["At least $20."]


def shown(host: Host) -> quantity.Display:
    return next(w for w in host.widgets if isinstance(w, quantity.Display))


def test_a_digit_past_the_keypads_length_is_refused_aloud_never_dropped_in_silence() -> None:
    """1, 0, 1, 6 typed where the top is 16 showed "101" and the 6 went without a word: the table could not tell
    which keys had been taken. The number already refused stays on the display, and the press says the top."""
    host = Host(bid(low=1, high=16))
    host.tap("amount-keypad")
    for digit in "101":
        _pad(host, digit)
    assert shown(host).text == "$101" and shown(host).caption == "Ben has $16" and host.told == []
    _pad(host, "6")
    assert shown(host).text == "$101" and host.told == ["Ben has $16."]  # said, with the refusal's cue
    assert host.button("amount-confirm").text == "Bid $101"
    _pad(host, "DEL")
    _pad(host, "DEL")
    _pad(host, "6")
    assert shown(host).text == "$16" and host.told == ["Ben has $16."]  # within the keys: taken as before


def test_a_million_amount_is_typed_and_refused_in_millions() -> None:
    """Big Shot's hidden money: a typed bid over the rules' ceiling said "At most 999." and the box showed 1,999:
    the amount reads in the decision's unit, as everywhere else."""
    decision = Amount("{name} bids", range=ActionRange(Bid, "amount", 1, 999, fixed={"player": 1}), unit="M")
    host = Host(Prompt(1, "bid", actors=(Actor(1, decision),)))
    host.tap("amount-keypad")
    for digit in "1999":
        _pad(host, digit)
    assert shown(host).text == "1,999M" and shown(host).caption == "at most 999M"
    poke(host, "amount-confirm")
    assert host.told == ["At most 999M."]
    _pad(host, "9")
    assert host.told == ["At most 999M.", "At most 999M."]


def test_a_narrow_amount_keeps_its_quick_counts_and_no_steps() -> None:
    host = Host(bid(low=5, high=12))
    assert host.button("amount-max") is None and host.button("amount-quick-3") is None
    assert host.button("amount-keypad") is None  # fewer than ten: "+" is enough


def test_a_held_plus_counts_on_by_the_apps_clock_and_nothing_wakes_the_app_once_it_is_lifted(app) -> None:
    from companion.ui.scene import REPEAT_DELAY, REPEAT_EVERY

    now = [100.0]
    app.clock = lambda: now[0]
    scene = _plus_scene(app)
    plus = scene.find("amount-plus")
    scene.press(plus.rect.center)
    assert scene.deadline() == now[0] + REPEAT_DELAY
    now[0] += REPEAT_DELAY
    assert scene.expire(now[0]) and scene.panel.values["amount"] == 6
    for _ in range(4):
        now[0] += REPEAT_EVERY
        scene.expire(now[0])
    assert scene.panel.values["amount"] == 10
    assert scene.find("amount-plus").pressed  # the button of the new layout is the one held
    scene.release(scene.find("amount-plus").rect.center)
    assert scene.panel.values["amount"] == 10  # the lift is not one step more
    assert scene.deadline() is None  # no finger down: nothing to wake for


def test_a_held_plus_stops_at_the_top(app) -> None:
    from companion.ui.scene import REPEAT_DELAY

    now = [0.0]
    app.clock = lambda: now[0]
    scene = _plus_scene(app, high=7)
    scene.press(scene.find("amount-plus").rect.center)
    for _ in range(10):
        now[0] += REPEAT_DELAY
        scene.expire(now[0])
    assert scene.panel.values["amount"] == 7 and scene.deadline() is None


def _plus_scene(app, high: int = 250):
    """A plain scene holding a bid panel, on top of the app (its clock drives the repeat)."""
    from companion.ui.decide import DecisionPanel
    from companion.ui.scene import Scene

    prompt = bid(high=high)

    class Bare(Scene):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.table = None
            self.told: list[str] = []
            self.panel = DecisionPanel(self)

        def layout(self) -> None:
            self.widgets = []
            self.panel.layout(prompt, pygame.Rect(400, 60, 390, 414))

        def submit(self, action) -> bool:
            return True

        def name(self, seat):
            return "Ben"

        def option_text(self, actor, option):
            return option.label

        def preview_lines(self, action):
            return []

        def hint(self, actor):
            return None

        def notify(self, text: str) -> None:
            self.told.append(text)

    scene = Bare(app)
    app.push(scene)
    assert isinstance(scene.find("amount-plus"), Button)
    return scene


class ShortHost(Host):
    """A play screen whose board leaves the panel only the bottom half (Steam Barons' building)."""

    def layout(self) -> None:
        self.widgets = []
        self.panel.layout(self.prompt, pygame.Rect(308, 250, 486, 224))


def test_a_short_panel_puts_the_steps_max_and_type_in_one_row_and_nothing_overlaps() -> None:
    from companion.ui import fit

    host = ShortHost(shares(high=40))
    host.tap("item-red-type")
    row = [host.button(key) for key in ("item-red-step-10", "item-red-step+10", "item-red-max", "item-red-keypad")]
    assert all(row) and len({button.rect.top for button in row}) == 1
    assert host.button("item-red-least") is None  # a held "−" takes it there
    host.tap("item-red-max")
    assert host.panel.values["item-red"] == 40
    wrong = [p for p in fit.check_widgets(host.widgets, (800, 480)) if p.kind in ("overlap", "off-screen", "small")]
    assert wrong == []
    host.tap("item-red-keypad")
    pads = [w for w in host.widgets if isinstance(w, Keypad)]
    assert pads and all(min(b.rect.size) >= 48 for b in pads[0].buttons)  # Cancel and OK moved up beside the number
    wrong = [p for p in fit.check_widgets(host.widgets, (800, 480)) if p.kind in ("overlap", "off-screen", "small")]
    assert wrong == [] and host.button("keypad-ok").rect.top == host.button("keypad-cancel").rect.top


def test_a_narrow_bid_panel_keeps_fewer_raises_and_every_word_its_size() -> None:
    from companion.ui.decide.amount import CELL, raises_for

    assert raises_for(486, most=True) == (1, 2, 5, 10)
    assert raises_for(390, most=True) == (1, 5, 10)
    assert raises_for(320, most=True) == (1, 10)
    assert raises_for(320, most=False) == (1, 2, 5)
    cells = len(raises_for(320, most=True)) + 2
    assert (320 - 6 * (cells - 1)) // cells >= CELL


def test_the_app_loop_wakes_for_a_held_plus_and_not_after(app) -> None:
    """The app's own step: a finger held on "+" is repeated at the scene's deadline; once lifted, the app has
    no deadline to wake for (no redraw while nothing changes)."""
    from companion.ui.scene import REPEAT_DELAY

    now = [50.0]
    app.clock = lambda: now[0]
    scene = _plus_scene(app)
    g = app.display.geometry
    wx, wy = g.to_window(*scene.find("amount-plus").rect.center)
    touch = {"touch_id": 1, "finger_id": 0, "x": wx / g.window[0], "y": wy / g.window[1], "dx": 0.0, "dy": 0.0}
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, {**touch, "pressure": 1.0}))
    app.step(0)
    assert scene.panel.values["amount"] == 5 and scene.deadline() == now[0] + REPEAT_DELAY
    now[0] += REPEAT_DELAY
    app.step(0)
    assert scene.panel.values["amount"] == 6
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, {**touch, "pressure": 0.0}))
    app.step(0)
    assert scene.panel.values["amount"] == 6 and scene.deadline() is None
    app.step(0)
    assert not app.dirty  # drawn once, then idle


def test_the_play_screen_repeats_a_held_plus_and_keeps_its_private_view_deadline(app, fingers) -> None:
    """The play screen's own deadline (a private view that hides itself) and a held "+" share the clock."""
    from companion.storage import start_new
    from companion.ui.scene import REPEAT_DELAY, REPEAT_EVERY
    from companion.ui.scenes.play import PlayScene

    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))
    app.reset(PlayScene(app))
    seal(fingers, 0, "odd")
    seal(fingers, 1, "even")
    fingers.tap("die-white-1")
    fingers.tap("die-black-2")
    fingers.tap("dice-confirm")
    now = [10.0]
    app.clock = lambda: now[0]
    scene = app.scene
    start = scene.panel.values["amount"]
    scene.reveal(0)
    assert scene.deadline() == scene.private_until  # the private view's own deadline still counts
    scene.hide_private()
    scene.press(scene.find("amount-plus").rect.center)
    assert scene.deadline() == now[0] + REPEAT_DELAY
    now[0] += REPEAT_DELAY
    assert scene.expire(now[0]) and scene.panel.values["amount"] == start + 1
    now[0] += REPEAT_EVERY
    scene.expire(now[0])
    assert scene.panel.values["amount"] == start + 2
    scene.release(scene.find("amount-plus").rect.center)
    assert scene.deadline() is None


def test_a_line_that_cannot_move_says_why_under_its_name() -> None:
    """No cash: the line is fixed at 0 with no − and +, and the engine's reason for its top is written under it."""
    basket = Basket(
        "{name}: buy",
        items=(BasketItem("red", "Red", 0, price=400, limit=Limit("${cash} buys at most 0", {"cash": 0})),),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        unit="$",
        choices=(),
        button="Buy {count} for {cost}",
    )
    host = Host(Prompt(0, "buy", actors=(Actor(0, basket),)))
    assert host.button("item-red-plus") is None
    assert "$0 buys at most 0" in [getattr(widget, "text", "") for widget in host.widgets]


def test_a_count_of_things_bought_says_what_the_seat_can_afford_not_pay() -> None:
    """Mad Market's guards read "can pay 16 guards" beside the count, as if the guards were the money: a count of
    things bought says what the seat can afford, money still what it can pay."""

    def hire(unit: str) -> Host:
        count = ActionRange(Bid, "amount", 1, 20, fixed={"player": 1})
        return Host(Prompt(1, "hire", actors=(Actor(1, Amount("{name}: hire", range=count, cap=16, unit=unit)),)))

    guards = hire("guards")
    texts = [getattr(w, "text", "") for w in guards.widgets]
    assert any("can afford 16 guards" in text for text in texts) and not any("can pay" in text for text in texts)
    guards.tap("amount-keypad")
    for digit in "18":
        _pad(guards, digit)
    poke(guards, "amount-confirm")
    assert guards.told == ["Ben can afford at most 16 guards."]
    assert any("can pay 16M" in getattr(w, "text", "") for w in hire("M").widgets)


@actions.register
class Hire(Action):
    type = "hire"
    player: int
    count: int


def test_what_the_seat_can_afford_alone_on_its_line_begins_with_a_capital() -> None:
    """Mad Market's guards: "can afford 10 guards" stood alone on its line, lower case, where a bid's "No bid
    yet  ·  can pay 6" reads on."""
    count = ActionRange(Hire, "count", 1, 20, fixed={"player": 1})
    guards = Host(Prompt(1, "hire", actors=(Actor(1, Amount("{name}: hire", range=count, cap=16, unit="guards")),)))
    assert "Can afford 16 guards" in [getattr(w, "text", "") for w in guards.widgets]
