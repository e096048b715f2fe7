"""The generic decision widgets, driven by fingers on the generic play screen and on a bare panel.

The play screen has no game code: every widget here comes from the
prompt's actors, so each test also checks that a tap can only submit one
of the actions the engine offered.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from companion.core import PUBLIC, Action, ActionRange, Codec, PickOption, Prompt
from companion.core.decisions import Actor, Amount, Basket, BasketItem, BoardPick, Confirm, Pick
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.decide import DecisionPanel
from companion.ui.decide.quantity import Display
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button, Label


def texts(scene: Any) -> list[str]:
    return [w.text for w in scene.widgets if isinstance(w, Label | Button)]


@pytest.fixture
def tiny(app):
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))
    app.reset(PlayScene(app))
    return app


def seal(fingers, seat: int, parity: str) -> None:
    fingers.tap(f"secret-{seat}")
    fingers.tap("secret-show")
    fingers.tap(f"pick-{parity}")
    fingers.tap("secret-done")


# -- the sealed hand-over ------------------------------------------------------------------
def test_a_sealed_choice_takes_the_whole_screen_for_one_seat(tiny, fingers) -> None:
    fingers.tap("secret-0")
    scene = tiny.scene
    assert scene.panel.covering
    assert "Hand the companion to Ann" in texts(scene)
    assert scene.find("menu") is None and scene.find("undo") is None and scene.find("secret-1") is None
    fingers.tap("secret-show")
    assert scene.find("pick-odd") is not None and scene.find("pick-even") is not None
    assert "Hand the companion to Ann" not in texts(scene)
    fingers.tap("pick-odd")
    assert [s.action.to_json() for s in tiny.table.steps] == [{"type": "guess", "player": 0, "parity": "odd"}]
    assert texts(scene)[:2] == ["Sealed.", "Hand the companion on."] and scene.find("pick-odd") is None
    fingers.tap("secret-done")
    assert not scene.panel.covering
    assert scene.find("secret-0") is None and scene.find("secret-1") is not None
    assert "Sealed: Ann" in texts(scene) and not {"odd", "even"} & set(texts(scene))


def test_nothing_of_the_game_is_drawn_under_a_sealed_entry(tiny, fingers) -> None:
    tiny.step(0)
    fingers.tap("secret-1")
    drawn: list[str] = []
    tiny.scene.draw_status = lambda surface, area: drawn.append("status")  # type: ignore[method-assign]
    fingers.tap("secret-show")
    tiny.draw()
    assert drawn == [] and tiny.scene.player_rows  # rows from before stay inert: a tap cannot reveal a panel
    row, _seat = tiny.scene.player_rows[0]
    fingers.at(*row.center)
    assert tiny.scene.private_seat is None


def test_cancelling_a_hand_over_submits_nothing(tiny, fingers) -> None:
    fingers.tap("secret-0")
    fingers.tap("secret-cancel")
    assert tiny.table.steps == [] and tiny.scene.find("secret-0") is not None
    fingers.tap("secret-0")
    fingers.tap("secret-show")
    fingers.tap("secret-cancel")
    assert tiny.table.steps == [] and not tiny.scene.panel.covering


def test_the_public_summary_hides_a_sealed_choice_until_all_have_chosen(tiny, fingers) -> None:
    seal(fingers, 0, "even")
    assert "even" not in str(tiny.table.summary(PUBLIC)) and "even" not in str(tiny.table.summary(1))
    seal(fingers, 1, "odd")
    assert "even" in str(tiny.table.summary(PUBLIC))


# -- dice ----------------------------------------------------------------------------------
def test_two_named_dice_are_tapped_in_then_confirmed(tiny, fingers) -> None:
    seal(fingers, 0, "odd")
    seal(fingers, 1, "even")
    assert tiny.scene.find("dice-confirm") is None
    fingers.tap("die-white-6")
    assert tiny.scene.find("dice-confirm") is None  # one die is not a throw
    fingers.tap("die-black-3")
    fingers.tap("die-white-5")  # a second look at the white die
    assert tiny.scene.find("dice-confirm").text == "Enter 5 + 3"
    fingers.tap("dice-confirm")
    assert tiny.table.steps[-1].action.to_json() == {"type": "roll", "white": 5, "black": 3}


def test_the_companion_rolls_when_asked(tiny, fingers) -> None:
    seal(fingers, 0, "odd")
    seal(fingers, 1, "even")
    fingers.tap("dice-roll")
    rolled = tiny.table.steps[-1].action
    assert rolled.type == "roll" and 1 <= rolled.white <= 6 and 1 <= rolled.black <= 6


# -- the bid panel -------------------------------------------------------------------------
def test_the_bid_panel_raises_within_what_the_seat_can_pay(tiny, fingers) -> None:
    seal(fingers, 0, "odd")
    seal(fingers, 1, "even")
    fingers.tap("die-white-1")
    fingers.tap("die-black-2")
    fingers.tap("dice-confirm")
    scene = tiny.scene
    assert "No bid yet  ·  can pay 5" in texts(scene)
    fingers.tap("amount-quick-1")  # +2
    fingers.tap("amount-plus")
    assert scene.find("amount-confirm").text == "Bid 4"
    fingers.tap("amount-plus")
    assert not scene.find("amount-plus").enabled  # Ben has 5: the panel stops there
    fingers.tap("amount-confirm")
    assert tiny.table.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 5}
    assert "High bid 5 by Ben  ·  can pay 6" in texts(scene)
    fingers.tap("amount-pass")
    assert tiny.table.steps[-1].action.to_json() == {"type": "pass", "player": 0}


# -- a bare panel: board positions, baskets, side actions, paging --------------------------
actions = Codec("action")


@actions.register
class Play(Action):
    type = "play"
    player: int
    square: str


@actions.register
class Buy(Action):
    type = "buy"
    player: int
    shares: dict[str, int]


@actions.register
class Loan(Action):
    type = "loan"
    player: int


@actions.register
class Bid(Action):
    type = "bid"
    player: int
    amount: int


@actions.register
class Pass(Action):
    type = "pass"
    player: int


@dataclass
class FakeTable:
    names: list[str] = field(default_factory=lambda: ["Ann", "Ben"])

    def label(self, choice: Any) -> str:
        return f"{choice.type}"


class Host:
    """The smallest play screen: widgets, a table's words, and a record of what was submitted."""

    def __init__(self, prompt: Prompt, board: dict[str, str] | None = None) -> None:
        self.widgets: list[Any] = []
        self.table = FakeTable()
        self.size = (800, 480)
        self.prompt = prompt
        self.submitted: list[Action] = []
        self.told: list[str] = []  # what a tap on a greyed control said
        self.panel = DecisionPanel(self)
        self.layout()

    def layout(self) -> None:
        self.widgets = []
        self.panel.layout(self.prompt, pygame.Rect(400, 60, 390, 414))

    def submit(self, action: Action) -> bool:
        self.submitted.append(action)
        return True

    def name(self, seat: int | None) -> str:
        return self.table.names[seat] if seat is not None else "Chance"

    def decide_chance(self) -> None:
        raise AssertionError("no chance here")

    def option_color(self, key: str) -> tuple[int, int, int] | None:
        return (200, 0, 0) if key == "red" else None

    def option_text(self, actor: Actor, option: PickOption) -> str:
        return option.label

    def preview_lines(self, action: Action) -> list[str]:
        return [f"{action.square} would score 3"] if isinstance(action, Play) else []

    def hint(self, actor: Actor) -> str | None:
        return None

    def notify(self, text: str) -> None:
        self.told.append(text)

    def layout_entry(self, actor: Actor, area: pygame.Rect) -> bool:
        return False

    def tap(self, key: str) -> None:
        button = next((w for w in self.widgets if isinstance(w, Button) and w.key == key), None)
        assert button is not None, f"no {key}: " + ", ".join(str(getattr(w, "key", "")) for w in self.widgets)
        assert button.enabled, f"{key} is disabled"
        button.on_tap()

    def button(self, key: str) -> Button | None:
        return next((w for w in self.widgets if isinstance(w, Button) and w.key == key), None)


def board_prompt(squares: list[str]) -> Prompt:
    options = tuple(PickOption(s, s, Play(0, s)) for s in squares)
    return Prompt(
        0,
        "play",
        actors=(
            Actor(0, BoardPick("{name}: play", options=options, space="square")),
            Actor(1, Confirm("Loan for {name}", action=Loan(1), button="Take the loan"), side=True),
        ),
    )


def test_a_board_position_is_selected_previewed_then_confirmed() -> None:
    host = Host(board_prompt(["A1", "B2"]))
    host.tap("board-B2")
    assert host.submitted == [] and host.button("board-confirm") is not None
    assert "B2 would score 3" in [w.text for w in host.widgets if isinstance(w, Label)]
    host.tap("board-cancel")
    assert host.button("board-confirm") is None
    host.tap("board-A1")
    host.tap("board-confirm")
    assert host.submitted == [Play(0, "A1")]


def test_a_side_action_opens_in_the_panel_and_goes_back() -> None:
    host = Host(board_prompt(["A1"]))
    other = host.button("other-1")
    assert other is not None and other.text == "Ben: Take the loan"
    host.tap("other-1")
    assert host.button("board-A1") is None and host.button("confirm").text == "Take the loan"
    host.tap("opened-back")
    assert host.button("board-A1") is not None
    host.tap("other-1")
    host.tap("confirm")
    assert host.submitted == [Loan(1)]


def test_many_options_are_paged() -> None:
    squares = [f"S{n}" for n in range(30)]
    host = Host(board_prompt(squares))
    first = [w.key for w in host.widgets if isinstance(w, Button) and str(w.key).startswith("board-")]
    host.tap("more")
    second = [w.key for w in host.widgets if isinstance(w, Button) and str(w.key).startswith("board-")]
    assert first and second and not set(first) & set(second)
    assert host.button("previous").enabled
    host.tap("previous")
    assert [w.key for w in host.widgets if isinstance(w, Button) and str(w.key).startswith("board-")] == first


class ShortHost(Host):
    """A host whose panel is a play screen's lower right, under a game's chart: room for three rows of buttons."""

    panel_area = pygame.Rect(308, 225, 486, 250)

    def layout(self) -> None:
        self.widgets = []
        self.panel.layout(self.prompt, self.panel_area)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_players_to_pick_from_all_show_without_a_page_turn(seats: int) -> None:
    """Who starts (a chance pick of every seat, under "Let the companion decide"): up to six names on one page."""
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"][:seats]
    options = tuple(PickOption(str(seat), name, Loan(seat)) for seat, name in enumerate(names))
    host = ShortHost(Prompt(None, "first", actors=(Actor(None, Pick("Who starts?", options=options), chance=True),)))
    shown = [w for w in host.widgets if isinstance(w, Button) and str(w.key).startswith("pick-")]
    assert [button.text for button in shown] == names
    assert host.button("more") is None
    for button in shown:
        assert host.panel_area.contains(button.rect), button.text
    host.tap(f"pick-{seats - 1}")
    assert host.submitted == [Loan(seats - 1)]


class HintHost(Host):
    """A host that writes the decision's own hint line above it, as the generic play screen does."""

    def hint(self, actor: Actor) -> str | None:
        return actor.decision.hint() or None


def test_a_pick_of_numbers_is_a_keypad_on_one_page_under_its_hint() -> None:
    """Twelve numbers under a hint and "Let the companion decide": two columns would put 9 to 12 on a second page."""
    note = "Draw a tile from the draw pile and enter its number: the market holds that many shares. Put it back."
    options = tuple(PickOption(str(n), str(n), Bid(0, n)) for n in range(1, 13))
    pick = Pick("The market's shares", values={"note": note}, options=options)
    host = HintHost(Prompt(None, "market", actors=(Actor(None, pick, chance=True),)))
    keys = [host.button(f"pick-{n}") for n in range(1, 13)]
    assert all(key is not None for key in keys) and host.button("more") is None
    hint_bottom = max(w.rect.bottom for w in host.widgets if isinstance(w, Label))
    chance = host.button("chance")
    assert chance is not None and chance.rect.top >= hint_bottom
    area = pygame.Rect(400, 60, 390, 414)
    for key in keys:
        assert key is not None and area.contains(key.rect) and key.rect.top >= chance.rect.bottom
        assert key.rect.width >= 48  # still a finger's key
    host.tap("pick-11")
    assert host.submitted == [Bid(0, 11)]


def test_a_confirm_under_its_hint_leaves_its_question_to_the_top_bar() -> None:
    """The top bar asks the main question; under the hint the panel shows the button, not the question again. A
    confirm opened from the row below (its question in no bar) still states its own."""
    note = "Nobody else may bid now."
    main = Confirm("{name} cannot bid: pass", values={"note": note}, action=Pass(0), button="Pass")
    side = Confirm("Loan for {name}", values={"note": "One a turn."}, action=Loan(1), button="Take the loan")
    host = HintHost(Prompt(0, "bid", actors=(Actor(0, main), Actor(1, side, side=True))))
    shown = [w.text for w in host.widgets if isinstance(w, Label)]
    assert note in shown and "Ann cannot bid: pass" not in shown, shown
    assert host.button("confirm").text == "Pass"
    host.tap("other-1")
    assert "Loan for Ben" in [w.text for w in host.widgets if isinstance(w, Label)]


def test_a_confirm_without_a_hint_leaves_its_question_to_the_top_bar_too() -> None:
    """No hint changes nothing: the top bar asks the main question, and the panel shows only the button under it
    ("Cat: no chain to buy from" twice, once in the bar and once above "Buy nothing", read as a stutter)."""
    bare = Confirm("{name}: no chain to buy from", action=Pass(0), button="Buy nothing")
    host = Host(Prompt(0, "buy", actors=(Actor(0, bare),)))
    assert "Ann: no chain to buy from" not in [w.text for w in host.widgets if isinstance(w, Label)]
    assert host.button("confirm").text == "Buy nothing"
    host.tap("confirm")
    assert host.submitted == [Pass(0)]


def test_a_long_pick_of_names_still_pages() -> None:
    """Only numbers become a keypad: names need the width of two columns, and page as before."""
    names = [f"Company {n}" for n in range(1, 13)]
    options = tuple(PickOption(str(n), name, Bid(0, n)) for n, name in enumerate(names))
    pick = Pick("Which company?", values={"note": "One line of explanation."}, options=options)
    host = HintHost(Prompt(None, "company", actors=(Actor(None, pick, chance=True),)))
    assert host.button("more") is not None


def basket_prompt() -> Prompt:
    choices = tuple(Buy(0, shares) for shares in ({}, {"red": 1}, {"red": 2}, {"blue": 1}, {"red": 1, "blue": 1}))
    basket = Basket(
        "{name}: buy",
        items=(BasketItem("red", "Red", 2, price=300), BasketItem("blue", "Blue", 2, price=500)),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        total_cap=2,
        budget=800,
        unit="$",
        choices=choices,
        others=(PickOption("none", "Buy nothing", Buy(0, {})),),
        button="Buy {count} for {cost}",
    )
    return Prompt(0, "buy", actors=(Actor(0, basket),))


def test_a_basket_keeps_within_its_caps_and_confirms_only_an_offered_combination() -> None:
    host = Host(basket_prompt())
    assert host.button("basket-confirm").text == "Buy 0 for $0"
    host.tap("item-blue-plus")
    assert not host.button("item-blue-plus").enabled  # a second blue would cost $1000 of $800
    host.tap("item-red-plus")
    assert not host.button("item-red-plus").enabled  # two shares in all
    assert "2 of 2  ·  $800 of $800" in [w.text for w in host.widgets if isinstance(w, Label)]
    host.tap("basket-confirm")
    assert host.submitted == [Buy(0, {"red": 1, "blue": 1})]


def test_a_basket_combination_the_engine_did_not_offer_cannot_be_confirmed() -> None:
    host = Host(basket_prompt())
    host.tap("item-blue-plus")
    host.tap("item-blue-minus")
    host.tap("item-red-plus")
    host.tap("item-red-plus")
    assert host.button("basket-confirm").enabled  # red 2 is offered
    host.prompt = Prompt(
        0,
        "buy",
        actors=(
            Actor(
                0,
                Basket(
                    "{name}: buy",
                    items=(BasketItem("red", "Red", 2, price=300),),
                    cls=Buy,
                    fixed={"player": 0},
                    into="shares",
                    choices=(Buy(0, {"red": 1}),),
                ),
            ),
        ),
    )
    host.layout()
    assert not host.button("basket-confirm").enabled  # two reds are no longer among the legal choices


def test_an_amount_with_a_wide_range_takes_typed_digits() -> None:
    decision = Amount(
        "{name} bids",
        range=ActionRange(Bid, "amount", 5, 250, fixed={"player": 1}),
        high_bid=4,
        high_bidder=0,
        unit="M",
        others=(PickOption("pass", "Pass", Pass(1)),),
    )
    host = Host(Prompt(1, "bid", actors=(Actor(1, decision),)))
    assert "High bid 4M by Ann" in [w.text for w in host.widgets if isinstance(w, Label)]
    host.tap("amount-keypad")
    for digit in "120":
        _pad(host, digit)
    assert host.button("amount-confirm").text == "Bid 120M"
    host.tap("amount-confirm")
    assert host.submitted == [Bid(1, 120)]


@pytest.mark.parametrize(
    ("unit", "language", "shown"),
    [("M", "en", "1,250M"), ("$", "en", "$1,250"), ("", "en", "1,250"), ("M", "it", "1.250M"), ("$", "fr", "$1 250")],
)
def test_the_bid_between_minus_and_plus_carries_the_decisions_unit(unit: str, language: str, shown: str) -> None:
    """Big Shot's − n + row showed "1250" while its standing bid, its keypad and its button said "M": the row
    writes the bid as the decision's unit and the language write money, as the keypad does."""
    decision = Amount(
        "{name} bids",
        range=ActionRange(Bid, "amount", 1250, 2000, fixed={"player": 1}),
        high_bid=1249,
        high_bidder=0,
        unit=unit,
        others=(PickOption("pass", "Pass", Pass(1)),),
    )
    set_language(language)
    try:
        host = Host(Prompt(1, "bid", actors=(Actor(1, decision),)))
        minus, plus = host.button("amount-minus"), host.button("amount-plus")
        assert minus is not None and plus is not None
        between = [
            w for w in host.widgets if isinstance(w, Label) and minus.rect.right < w.rect.centerx < plus.rect.left
        ]
        assert [
            w.text.replace("\u202f", " ").replace("\xa0", " ") for w in between if w.rect.top == minus.rect.top
        ] == [shown]
    finally:
        set_language("en")


def _pad(host: Host, digit: str) -> None:
    for widget in host.widgets:
        for button in getattr(widget, "buttons", ()):
            if button.key == f"pad-{digit}":
                button.on_tap()
                return
    raise AssertionError(f"no key {digit}")


def test_a_pick_shows_the_games_colour_swatch() -> None:
    options = (PickOption("red", "Red", Play(0, "red")), PickOption("blue", "Blue", Play(0, "blue")))
    host = Host(Prompt(0, "pick", actors=(Actor(0, Pick("{name}: a colour", options=options)),)))
    assert host.button("pick-red").swatch == (200, 0, 0) and host.button("pick-blue").swatch is None
    host.tap("pick-blue")
    assert host.submitted == [Play(0, "blue")]


def forty_shares(name: str) -> Basket:
    """A basket of one line, ``name``, of up to 40 shares at $5 (a keypad's worth)."""
    return Basket(
        "{name}: buy",
        items=(BasketItem("red", name, 40, price=5),),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        unit="$",
        choices=tuple(Buy(0, {"red": n}) for n in range(0, 41)),
        button="Buy {count} for {cost}",
    )


def test_tens_of_shares_are_typed_on_a_keypad_then_the_basket_comes_back() -> None:
    basket = forty_shares("Red")
    host = Host(Prompt(0, "buy", actors=(Actor(0, basket),)))
    host.tap("item-red-type")  # the line on its own: steps, max, and the keypad
    host.tap("item-red-keypad")
    assert host.button("basket-confirm") is None  # the keypad has the panel until OK or Cancel
    for digit in "47":
        _pad(host, digit)
    assert not host.button("keypad-ok").enabled  # 47 is past the item's 40: refused, not cut to 40
    _pad(host, "DEL")
    _pad(host, "DEL")
    _pad(host, "2")
    _pad(host, "5")
    host.tap("keypad-ok")
    host.tap("item-back")
    assert host.button("basket-confirm").text == "Buy 25 for $125"
    host.tap("basket-confirm")
    assert host.submitted == [Buy(0, {"red": 25})]


def test_a_keypad_names_its_line_with_the_languages_colon() -> None:
    """Mad Market's keypad showed "LOG: 250" on a French screen whose every other label writes "LOG : 250": the
    line's name goes before the typed number as every label does, with the language's punctuation."""
    basket = forty_shares("LOG")
    set_language("fr")
    try:
        host = Host(Prompt(0, "buy", actors=(Actor(0, basket),)))
        host.tap("item-red-type")
        host.tap("item-red-keypad")
        _pad(host, "2")
        (shown,) = [w for w in host.widgets if isinstance(w, Display)]
        assert shown.text.replace("\u202f", " ").replace("\xa0", " ") == "LOG : 2"
    finally:
        set_language("en")


@actions.register
class Take(Action):
    type = "take"
    player: int
    count: int


@pytest.mark.parametrize(("language", "shown"), [("en", "1 share"), ("it", "1 azione"), ("fr", "1 action")])
def test_an_amount_with_one_number_possible_shows_it_without_minus_and_plus(language: str, shown: str) -> None:
    """Exactly one share could be bought: "−" and "+" stood greyed either side of a bare "1", two buttons that
    did nothing around a number with no word. The one number is said with its unit, and confirmed as it is."""
    decision = Amount(
        "{name} buys",
        range=ActionRange(Take, "count", 1, 1, fixed={"player": 1}),
        unit="shares",
        others=(PickOption("nothing", "Buy nothing", Take(1, 0)),),
        button="Buy {value}",
    )
    set_language(language)
    try:
        host = Host(Prompt(1, "buy", actors=(Actor(1, decision),)))
        labels = [w.text for w in host.widgets if isinstance(w, Label)]
    finally:
        set_language("en")
    assert host.button("amount-minus") is None and host.button("amount-plus") is None
    assert shown in labels, labels
    host.tap("amount-confirm")
    assert host.submitted == [Take(1, 1)]
