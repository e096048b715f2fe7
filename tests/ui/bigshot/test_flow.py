"""Big Shot's flow on the screen: the roll is seen before the auction; a side panel closes with its decision."""

from __future__ import annotations

from companion.games.bigshot.actions import Loan, Pass, Roll
from companion.games.bigshot.events import BrokerMoved
from companion.text.i18n import _, set_language
from companion.ui.decide.dice import DieFace
from companion.ui.scenes.log import LogScene

from .driver import open_game


def texts(app) -> list[str]:
    return [getattr(widget, "text", "") for widget in app.scene.widgets]


def to_the_roll(app, fingers, players: list[str]) -> None:
    open_game(app, {"players": players, "seed": 5})
    fingers.tap("layout-deal")
    fingers.tap("pick-0")
    assert app.table.prompt().kind == "roll"


def to_the_auction(app, fingers, players: list[str]) -> None:
    to_the_roll(app, fingers, players)
    fingers.tap("die-value-3")
    fingers.tap("dice-confirm")
    assert app.table.prompt().kind == "bid"


def test_the_companions_roll_and_the_brokers_move_show_before_the_bid_panel(app, fingers) -> None:
    to_the_roll(app, fingers, ["Ann", "Ben", "Cat"])
    fingers.tap("dice-roll")
    step, table = app.table.steps[-1], app.table
    value = step.action.value
    assert isinstance(step.action, Roll) and table.prompt().kind == "bid"
    assert f"The die shows {value}" in texts(app)
    assert [w.face for w in app.scene.widgets if isinstance(w, DieFace)] == [value]
    moved = next(event for event in step.events if isinstance(event, BrokerMoved))
    said = " ".join(texts(app))
    assert f"The broker counts {value} and stops on space {moved.space + 1}" in said
    # every sentence but the one the title and the die drawn say ("Ann rolls 4.")
    assert all(table.describe(event, _) in said for event in step.events if not event.restates(step.action))
    assert app.scene.find("amount-confirm") is None and app.scene.find("amount-pass") is None
    assert table.summary()["broker"] == moved.space  # the board already shows the pawn on its new space
    fingers.tap("result-continue")
    assert "Still in: Ben, Cat, Ann" in texts(app) and app.scene.find("amount-confirm") is not None


def test_the_roll_result_reads_in_the_players_language(app, fingers) -> None:
    app.prefs.language = "it"
    set_language("it")
    to_the_roll(app, fingers, ["Ann", "Ben", "Cat"])
    fingers.tap("dice-roll")
    step = app.table.steps[-1]
    said = " ".join(texts(app))
    told = [event for event in step.events if not event.restates(step.action)]
    assert told and all(app.table.describe(event, _) in said for event in told)
    assert "The broker counts" not in said and "Il Broker avanza di" in said


def test_a_loan_panel_left_open_under_another_screen_shows_no_other_seats_loan(app, fingers) -> None:
    to_the_auction(app, fingers, ["Ann", "Ben", "Cat"])
    fingers.tap("other-2")  # Ben's loan
    assert any("for Ben" in text for text in texts(app))
    app.push(LogScene(app))  # someone reads the log; meanwhile Ann takes her loan (her seat's button, the console)
    app.submit(Loan(0, None))
    app.pop()
    said = " ".join(texts(app))
    assert "for Cat" not in said  # the panel's place in the row now holds Cat's loan: it must not open that one
    assert "for Ben" in said  # Ben's loan is still offered, unchanged: his panel stays open
    fingers.tap("confirm")
    assert app.table.steps[-1].action == Loan(1, None)


def test_the_loans_panel_closes_when_the_auction_ends_and_the_winner_places(app, fingers) -> None:
    to_the_auction(app, fingers, ["Ann", "Ben", "Cat"])
    fingers.tap("other-1")  # Ann's loan, open while the others pass at their seats
    app.push(LogScene(app))
    while app.table.prompt().kind == "bid":
        app.submit(Pass(app.table.prompt().player))
    app.pop()
    assert app.table.prompt().kind == "place"
    assert "Turn 1 of 18: Ann places" in texts(app) and app.scene.find("opened-back") is None
    assert app.scene.find("place-confirm") is not None


def test_who_starts_by_the_companions_roll_shows_before_the_first_turn(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 5})
    fingers.tap("layout-deal")
    fingers.tap("chance")  # "Let the companion decide" who won the roll for first turn
    step = app.table.steps[-1]
    starter = app.table.names[step.action.player]
    assert f"{starter} starts" in texts(app)  # the title; "… won the roll and starts." would say it again
    assert app.scene.prompt_text() == "Who starts?"  # the question the card answers, not the card's title again
    assert app.scene.find("dice-roll") is None  # the first turn's roll waits under the card
    fingers.tap("result-continue")
    assert app.scene.find("dice-roll") is not None and f"Turn 1 of 18: {starter} rolls" in texts(app)
