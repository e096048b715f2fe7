"""The Big Shot panels by touch: dealt or typed layout, the bid, loans, placement with insight, pay, hidden money."""

from __future__ import annotations

import pytest

from companion.games.bigshot.actions import Bid, FirstPlayer, Layout, Loan, Pass, Place, Roll
from companion.text import i18n
from companion.text.i18n import labelled, set_language
from companion.ui import fit, theme
from companion.ui.scenes.play import play_scene_for
from tests.walks import played_until

from .driver import main_decision, open_game, play_by_touch, tap_lot, tap_space


def texts(app) -> list[str]:
    return [getattr(widget, "text", "") for widget in app.scene.widgets]


def roll(fingers, value: int) -> None:
    fingers.tap(f"die-value-{value}")
    fingers.tap("dice-confirm")


def to_auction(app, fingers, config) -> None:
    open_game(app, {"seed": 5, **config})
    fingers.tap("layout-deal")
    fingers.tap("pick-0")
    roll(fingers, 3)
    assert app.table.prompt().kind == "bid"


def test_the_layout_can_be_entered_space_by_space_and_a_bad_one_is_refused(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 2})
    dealt = next(c for c in app.table.legal_actions() if isinstance(c, Layout))
    assert f"The broker starts on space {dealt.broker + 1}." in texts(app)
    fingers.tap("layout-own")
    wrong = [list(space) for space in dealt.spaces]
    wrong[0] = ["red"] * 4
    for space in wrong:
        for color in space:
            fingers.tap(f"add-{color}")
    assert app.scene.find("add-red") is None and not app.scene.find("layout-confirm").enabled
    tap_space(fingers, 4)
    assert "The broker starts on space 5." in texts(app)
    fingers.tap("layout-confirm")
    assert app.table.prompt().kind == "layout" and app.toast is not None and "4 red" in app.toast.text
    for _ in range(4):
        fingers.tap("layout-back")  # the broker, then the last three cubes of space 18
    assert "Space 18 of 18" in texts(app)
    fingers.tap("layout-cancel")
    fingers.tap("layout-own")
    assert "Space 1 of 18" in texts(app)
    for space in dealt.spaces:
        for color in space:
            fingers.tap(f"add-{color}")
    tap_space(fingers, dealt.broker)
    fingers.tap("layout-confirm")
    assert app.table.steps[-1].action == dealt
    assert "Each player rolls the die; the highest starts." in texts(app)
    fingers.tap("chance")  # the companion rolls for the first player
    assert isinstance(app.table.steps[-1].action, FirstPlayer)


def test_the_bid_panel_shows_limits_raises_and_passes(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat"]})
    assert app.table.prompt().player == 1  # left of the roller
    assert "Turn 1 of 18: Ben to bid" in texts(app) and "Still in: Ben, Cat, Ann" in texts(app)  # in bidding order
    assert "If nobody bids, Ann takes them free" in texts(app)
    fingers.tap("amount-quick-1")  # +2
    assert app.scene.find("amount-confirm").text == "Bid 3M"
    fingers.tap("amount-confirm")
    assert app.table.steps[-1].action == Bid(1, 3)
    assert "High bid 3M by Ben  ·  can pay 10M" in texts(app)
    fingers.tap("amount-quick-2")  # +5: 9M
    assert not app.scene.find("amount-quick-1").enabled  # +2 would pass Cat's 10M: greyed, kept in its place
    fingers.tap("amount-quick-0")
    assert app.scene.find("amount-confirm").text == "Bid 10M" and not app.scene.find("amount-plus").enabled
    fingers.tap("amount-minus")
    fingers.tap("amount-confirm")
    assert app.table.steps[-1].action == Bid(2, 9)
    assert app.scene.find("amount-confirm").text == "Bid 10M"  # Ann's lowest bid is all she has
    fingers.tap("amount-confirm")
    assert app.table.steps[-1].action == Bid(0, 10)
    assert "Turn 1 of 18: Ben cannot bid 11M: pass or take a loan" in texts(app)  # Ben has 10M, a loan would pay 9M
    fingers.tap("confirm")
    assert app.table.steps[-1].action == Pass(1)
    fingers.tap("confirm")  # Cat cannot raise either: Ann wins and places
    assert app.table.prompt().kind == "place" and app.table.prompt().player == 0


def test_a_hidden_cash_bid_is_typed_on_the_keypad_and_may_go_beyond_the_cash(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat"], "hidden_money": True})
    assert "can pay" not in " ".join(texts(app))  # hidden cash: no cap shows
    assert app.scene.find("amount-max") is None  # nor a "max" that would bid the rules' ceiling, 999M
    fingers.tap("amount-keypad")
    assert app.scene.find("other-1") is None  # no side row while typing
    fingers.tap("pad-1")
    fingers.tap("pad-2")
    fingers.tap("pad-DEL")
    fingers.tap("pad-5")
    assert app.scene.find("amount-confirm").text == "Bid 15M"
    fingers.tap("amount-confirm")
    assert app.table.steps[-1].action == Bid(1, 15)


def test_a_loan_shows_its_cost_and_is_offered_only_while_the_window_is_open(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben"], "seed": 4})
    fingers.tap("layout-deal")
    fingers.tap("pick-0")
    assert "Loans now, before the roll (below)." in texts(app)
    fingers.tap("other-2")  # two players: Ben picks which colour borrows, before the roll
    assert "Loan for Ben" in texts(app) and "Black (+9M)" in texts(app)
    fingers.tap("opened-back")
    roll(fingers, 3)
    assert app.scene.find("other-1") is None and app.scene.find("other-2") is None  # bidding: the window closed
    assert not any(isinstance(step.action, Loan) for step in app.table.steps)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_loan_left_to_a_seat_of_two_colours_names_its_colour_on_its_button(app, fingers, language) -> None:
    app.prefs.language = language
    set_language(language)
    open_game(app, {"players": ["Ann", "Ben"], "seed": 4})
    fingers.tap("layout-deal")
    fingers.tap("pick-0")
    app.submit(Loan(0, "red"))  # Ann's red borrows (typed at the console): her yellow's loan is left, a confirm
    words = i18n._("Take the loan for {color}").format(color=i18n._("yellow"))
    assert i18n._("yellow") in words  # the colour's word in the players' language, inside the button's words
    assert app.scene.find("other-1").text == labelled("Ann", words)  # not "Ann: Take the loan"
    fingers.tap("other-1")
    assert app.scene.find("confirm").text == words
    fingers.tap("confirm")
    assert app.table.steps[-1].action == Loan(0, "yellow")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_seats_loan_button_says_who_takes_it_and_fits(app, fingers, language) -> None:
    """Two players: a seat whose two colours may both borrow (a pick of the colour) read "Loan for Ben" beside
    "Ann: Take the loan for yellow"; each says who takes it, as the other does, and a long name's French words
    ("Massimiliano :" over "Emprunter pour le" over "jaune") keep their size."""
    app.prefs.language = language
    set_language(language)
    open_game(app, {"players": ["Massimiliano", "Bartholomeus"], "seed": 4})
    fingers.tap("layout-deal")
    fingers.tap("pick-0")
    take = i18n._("Take the loan")
    assert [app.scene.find(f"other-{i}").text for i in (1, 2)] == [
        labelled("Massimiliano", take),
        labelled("Bartholomeus", take),
    ]
    app.submit(Loan(0, "red"))
    yellow = i18n._("Take the loan for {color}").format(color=i18n._("yellow"))
    assert [app.scene.find(f"other-{i}").text for i in (1, 2)] == [
        labelled("Massimiliano", yellow),
        labelled("Bartholomeus", take),
    ]
    assert fit.frame_problems(app) == []
    fingers.tap("other-2")
    assert i18n._("Loan for {name}").format(name="Bartholomeus") in texts(app)  # opened: the pick's question


def test_a_loan_in_the_standard_game_pays_and_counts(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat", "Dan"]})
    assert app.scene.find("other-3").text == "Cat: Take the loan"
    fingers.tap("other-3")
    terms = "Loan number 1 for Cat: +9M now, 10M owed at the end (a debt certificate). One loan per turn."
    assert terms in " ".join(texts(app))  # the question, wrapped over a few lines
    fingers.tap("confirm")
    assert app.table.steps[-1].action == Loan(2, None)
    assert app.table.summary()["players"][2]["cash"] == 19
    assert all(key != "Cat: Take the loan" for key in texts(app))  # one loan per turn
    while app.table.prompt().kind != "roll":
        if app.table.prompt().kind == "bid":
            fingers.tap("amount-pass")
        else:
            play_by_touch(fingers, seed=1, stop=lambda t: t.prompt().kind == "roll")
    fingers.tap("other-3")
    assert "Loan number 2 for Cat: +8M now" in " ".join(texts(app))


def test_a_tap_on_the_greyed_place_button_says_how_many_cubes_are_still_to_place(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat", "Dan"]})
    for _ in range(3):
        fingers.tap("amount-pass")
    tap_lot(fingers, "L20")
    confirm = app.scene.find("place-confirm")
    assert not confirm.enabled
    fingers.at(*confirm.rect.center)
    assert app.toast is not None and app.toast.text == "3 cubes still to place."
    for _ in range(2):
        tap_lot(fingers, "L20")
    fingers.at(*app.scene.find("place-confirm").rect.center)
    assert app.toast.text == "1 cube still to place."


def test_placing_by_tapping_cube_and_lot_with_local_undo_and_the_seventh_cube(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat", "Dan"]})
    for _ in range(3):
        fingers.tap("amount-pass")
    table = app.table
    hand = main_decision(app).choice.in_hand
    tap_lot(fingers, "L20")  # the first cube is selected already
    tap_lot(fingers, "L20")
    assert app.scene.find("piece-0").text.endswith("L20") and app.scene.find("piece-1").text.endswith("L20")
    assert "L20: 2 of 7 cubes after this." in texts(app)
    fingers.tap("place-back")
    assert app.scene.find("piece-1").color == theme.ACCENT and app.scene.find("piece-0").text.endswith("L20")
    assert app.scene.find("piece-1").text in ("Red", "Yellow", "Black", "White")  # in hand again, selected
    fingers.tap("piece-0")
    tap_lot(fingers, "L21")
    assert app.scene.find("piece-0").text.endswith("L21")
    tap_lot(fingers, "L21")
    tap_lot(fingers, "L21")
    assert not app.scene.find("place-confirm").enabled
    fingers.tap("place-clear")
    assert not app.scene.find("place-back").enabled and not app.scene.find("place-confirm").enabled
    for _ in hand:
        tap_lot(fingers, "A9")
    fingers.tap("place-confirm")
    assert table.steps[-1].action == Place(0, {"A9": tuple(hand)})
    # Later turns: put cubes on A9 until one placement would bring it to 7.
    while True:
        prompt, decision = table.prompt(), main_decision(app)
        if prompt.kind == "roll":
            roll(fingers, 1)
        elif prompt.kind == "bid":
            fingers.tap("amount-pass" if app.scene.find("amount-pass") else "confirm")
        elif prompt.kind == "place":
            room = decision.choice.room["A9"]
            if room <= len(decision.choice.in_hand):
                break
            for _ in decision.choice.in_hand:
                tap_lot(fingers, "A9" if room else "L16")
                room = max(0, room - 1)
            fingers.tap("place-confirm")
    for _ in range(room):
        tap_lot(fingers, "A9")
    assert any(text.startswith("7th cube: ") and "wins it" in text for text in texts(app))
    if room < len(decision.choice.in_hand):  # A9 is full: the next cube is refused, naming the room left
        tap_lot(fingers, "A9")
        assert app.toast.text == (  # the room left named as taken, where "has room for 2 more: it is full" was not
            "A9 is full: a cube already takes its last free place."
            if room == 1
            else f"A9 is full: cubes already take its last {room} free places."
        )
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []


def test_a_lot_tapped_outside_placing_is_marked_and_tapped_again_unmarked(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat"]})
    tap_lot(fingers, "A9")
    assert app.scene.panel.values["focus"] == app.scene.lots.index("A9")
    tap_lot(fingers, "A9")
    assert app.scene.panel.values["focus"] == -1 and app.table.prompt().kind == "bid"


def test_two_players_choose_which_colour_pays(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben"], "colors": [["red", "white"], ["yellow", "black"]]})
    fingers.tap("amount-quick-1")
    fingers.tap("amount-confirm")  # Ben (left of Ann, the roller) bids 3; Ann passes
    fingers.tap("amount-pass")
    table = app.table
    assert table.prompt().kind == "pay"
    assert app.scene.find("pick-yellow").text == "Yellow (10M)"  # each colour's cash, open in this game
    assert app.scene.find("pick-black").swatch is not None
    fingers.tap("pick-black")
    assert table.steps[-1].action.color == "black" and table.prompt().kind == "place"


def test_hidden_money_is_hidden_on_the_strip_and_shown_in_the_private_panel(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat"], "hidden_money": True})
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    rect, seat = app.scene.player_rows[2]
    fingers.at(*rect.center)
    assert app.scene.private_seat == 2
    app.draw()
    assert theme.REPORT.overflows == []
    fingers.at(400, 300)  # the next tap hides it
    assert app.scene.private_seat is None
    assert app.table.summary(-1)["players"][2]["cash"] is None


def test_rolls_by_companion_and_by_the_real_die(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 9})
    fingers.tap("layout-deal")
    fingers.tap("pick-2")
    fingers.tap("dice-roll")
    assert isinstance(app.table.steps[-1].action, Roll) and app.table.steps[-1].action.player == 2
    fingers.tap("result-continue")  # the companion's roll is shown until a player has seen it
    play_by_touch(fingers, seed=3, stop=lambda t: t.prompt().kind == "roll")
    roll(fingers, 6)
    assert app.table.steps[-1].action == Roll(0, 6)


def test_a_decided_lot_tapped_while_placing_is_refused_and_says_who_won_it(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 3})
    table = played_until(
        app.table, lambda t: t.prompt().kind == "place" and any(i["decided"] for i in t.summary()["lots"].values()), 3
    )
    app.reset(play_scene_for(app))
    app.step(0)
    lot = next(lot for lot, info in table.summary()["lots"].items() if info["decided"])
    tap_lot(fingers, lot)  # a cube is selected: the lot takes no more, and its preview says so
    assert f"{lot} is decided: it takes no more cubes." in app.toast.text
    assert any(text.startswith(f"{lot} is decided: ") for text in texts(app))


@pytest.mark.parametrize(
    ("language", "one"), [("fr", "L20 : 1 sur 7 cubes après cela."), ("it", "L20: 1 dei 7 cubetti dopo questo.")]
)
def test_one_cube_on_a_lot_is_said_with_the_seven_counted_in_french_and_italian(app, fingers, language, one) -> None:
    """ "L20 : 1 cubes sur 7" counted the one cube in the plural: the lot's count reads against its seven."""
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat", "Dan"]})
    for _ in range(3):
        fingers.tap("amount-pass")
    set_language(language)
    app.scene.layout()
    tap_lot(fingers, "L20")
    assert one in texts(app)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_auctions_result_card_leaves_every_lot_seen_while_the_winner_places(app, fingers, language) -> None:
    """The auction's result card lay over the lots while the winner placed: a tap there only closed it, or chose
    a lot nobody could see. It goes beside the cubes in hand, clear of every lot and button, and the first tap
    on a lot places the selected cube there (and closes the card)."""
    set_language(language)
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat", "Dan"]})
    for _ in range(3):
        fingers.tap("amount-pass")
    scene = app.scene
    card = scene.result
    assert app.table.prompt().kind == "place" and card is not None and card.rect is not None
    assert not any(card.rect.colliderect(cell) for cell in scene.cells.values())
    assert card.rect.colliderect(scene.decision_area())
    assert not any(card.rect.colliderect(button.rect) for button in scene.widgets if getattr(button, "on_tap", None))
    fingers.at(*scene.cells["L20"].center)  # one tap: the card goes and the cube is placed
    assert scene.result is None and app.scene.find("piece-0").text.endswith("L20")
