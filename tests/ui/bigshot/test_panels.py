"""The Big Shot panels by touch: auction limits and passing, loans, placement with insight, pay, hidden money."""

from __future__ import annotations

from companion.games.bigshot.actions import Bid, FirstPlayer, Layout, Loan, Pass, Place, Roll
from companion.ui import theme

from .driver import open_game, play_by_touch


def to_auction(app, fingers, config) -> None:
    open_game(app, {"seed": 5, **config})
    fingers.tap("layout-deal")
    fingers.tap("first-0")
    fingers.tap("die-3")
    assert app.table.prompt().kind == "bid"


def test_the_layout_can_be_entered_space_by_space_and_a_bad_one_is_refused(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 2})
    dealt = next(c for c in app.table.legal_actions() if isinstance(c, Layout))
    fingers.tap("layout-own")
    wrong = [list(space) for space in dealt.spaces]
    wrong[0][0], wrong[0][1] = "red", "red"
    wrong[0][2], wrong[0][3] = "red", "red"
    for space in wrong:
        for color in space:
            fingers.tap(f"add-{color}")
    fingers.tap("space-4")
    fingers.tap("layout-confirm")
    assert app.table.prompt().kind == "layout" and app.toast is not None and "4 red" in app.toast.text
    for _ in range(4):
        fingers.tap("layout-back")  # the broker, then the last three cubes of space 18
    fingers.tap("layout-cancel")
    fingers.tap("layout-own")
    for space in dealt.spaces:
        for color in space:
            fingers.tap(f"add-{color}")
    fingers.tap(f"space-{dealt.broker}")
    fingers.tap("layout-confirm")
    assert app.table.steps[-1].action == dealt
    fingers.tap("chance")  # the companion rolls for the first player
    assert isinstance(app.table.steps[-1].action, FirstPlayer)


def test_the_auction_panel_shows_limits_raises_and_passes(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat"]})
    seat = app.table.prompt().player
    assert seat == 1  # left of the roller
    fingers.tap("raise-2")
    assert app.scene.find("bid").text == "Bid 3M"
    fingers.tap("bid")
    assert app.table.steps[-1].action == Bid(1, 3)
    fingers.tap("keypad")  # Cat types more than her 10M: the engine says why
    fingers.tap("pad-1")
    fingers.tap("pad-2")
    assert app.scene.find("bid").text == "Bid 12M"
    fingers.tap("bid")
    assert app.table.steps[-1].action == Bid(1, 3)
    assert "cannot bid 12M" in app.toast.text
    fingers.tap("pad-DEL")
    fingers.tap("pad-DEL")
    fingers.tap("pad-9")
    fingers.tap("bid")
    assert app.table.steps[-1].action == Bid(2, 9)
    for _ in range(3):
        fingers.tap("raise-5")
    assert app.scene.bid_value == 10  # Ann: clamped to her cash
    fingers.tap("bid")
    assert app.table.steps[-1].action == Bid(0, 10)
    assert not app.scene.find("bid").enabled and app.scene.find("bid").text == "Cannot bid 11M"
    fingers.tap("pass")
    assert app.table.steps[-1].action == Pass(1)
    fingers.tap("pass")  # Cat passes too: Ann wins and places
    assert app.table.prompt().kind == "place" and app.table.prompt().player == 0
    assert app.scene.pass_for(1) is False and "cannot pass" in app.toast.text


def test_a_loan_shows_its_cost_and_is_offered_only_while_the_window_is_open(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben"], "seed": 4})
    fingers.tap("layout-deal")
    fingers.tap("first-0")
    fingers.tap("loans")  # two players: loans before the roll
    fingers.tap("loan-1-black")
    texts = [getattr(w, "text", "") for w in app.scene.widgets]
    assert "Loan number 1 for black." in texts and "Pays 9M now." in texts
    assert "Costs 10M at the end (a debt certificate)." in texts
    fingers.tap("loan-cancel")
    fingers.tap("loan-close")
    fingers.tap("die-3")
    fingers.tap("loans")  # bidding: the window has closed
    texts = [getattr(w, "text", "") for w in app.scene.widgets]
    assert "No loans now." in texts and app.scene.find("loan-1-black") is None
    assert not any(isinstance(step.action, Loan) for step in app.table.steps)


def test_a_loan_in_the_standard_game_pays_and_counts(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat", "Dan"]})
    fingers.tap("loans")
    assert app.scene.find("loan-2-black").text == "Cat: loan 1, +9M"
    fingers.tap("loan-2-black")
    fingers.tap("loan-confirm")
    assert app.table.steps[-1].action == Loan(2, None)
    assert app.table.summary()["players"][2]["cash"] == 19
    fingers.tap("loans")
    assert app.scene.find("loan-2-black") is None  # one loan per turn
    fingers.tap("loan-close")
    while app.table.prompt().kind != "roll":
        fingers.tap("pass") if app.table.prompt().kind == "bid" else play_by_touch(
            fingers, seed=1, stop=lambda t: t.prompt().kind == "roll")
    fingers.tap("loans")
    assert app.scene.find("loan-2-black").text == "Cat: loan 2, +8M"


def test_placing_by_tapping_cube_and_lot_with_local_undo_and_the_seventh_cube(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat", "Dan"]})
    for _ in range(3):
        fingers.tap("pass")
    table = app.table
    assert table.prompt().kind == "place"
    hand = table.prompt().data["cubes"]
    fingers.tap("lot-L20")  # the first cube is selected already
    fingers.tap("lot-L20")
    assert app.scene.placement() == {"L20": tuple(hand[:2])}
    fingers.tap("place-back")
    assert app.scene.placement() == {"L20": (hand[0],)}
    fingers.tap("cube-1")
    fingers.tap("lot-L21")
    fingers.tap("lot-L21")
    fingers.tap("lot-L21")
    assert app.scene.find("place-confirm").enabled
    fingers.tap("place-clear")
    assert app.scene.placement() == {} and not app.scene.find("place-confirm").enabled
    for _ in hand:
        fingers.tap("lot-A9")
    fingers.tap("place-confirm")
    assert table.steps[-1].action == Place(0, {"A9": tuple(hand)})
    # Later turns: put cubes on A9 until one placement would bring it to 7.
    while True:
        prompt = table.prompt()
        if prompt.kind == "roll":
            fingers.tap("die-1")
        elif prompt.kind == "bid":
            fingers.tap("pass")
        elif prompt.kind == "place":
            room = prompt.data["room"]["A9"]
            if room <= len(prompt.data["cubes"]):
                break
            for _ in prompt.data["cubes"]:
                fingers.tap("lot-A9" if room else "lot-L16")
                room = max(0, room - 1)
            fingers.tap("place-confirm")
    for _ in range(room):
        fingers.tap("lot-A9")
    lines = [text for text, _color in app.scene.lot_insight("A9")]
    assert lines[0].startswith("7th cube: ") and "wins it" in lines[0]
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []


def test_two_players_choose_which_colour_pays(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben"], "colors": [["red", "white"], ["yellow", "black"]]})
    fingers.tap("raise-2")
    fingers.tap("bid")  # Ben (left of Ann, the roller) bids 3; Ann passes
    fingers.tap("pass")
    table = app.table
    assert table.prompt().kind == "pay"
    winner = table.prompt().player
    colors = table.summary()["players"][winner]["colors"]
    assert {f"pay-{c}" for c in colors} <= {w.key for w in app.scene.widgets if getattr(w, "key", None)}
    fingers.tap(f"pay-{colors[1]}")
    assert table.steps[-1].action.color == colors[1]
    assert table.prompt().kind == "place"


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
    fingers.tap("first-2")
    fingers.tap("roll")
    assert isinstance(app.table.steps[-1].action, Roll) and app.table.steps[-1].action.player == 2
    play_by_touch(fingers, seed=3, stop=lambda t: t.prompt().kind == "roll")
    fingers.tap("die-6")
    assert app.table.steps[-1].action == Roll(0, 6)
