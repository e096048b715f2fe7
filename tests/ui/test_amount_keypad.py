"""Tapping "Type" on an amount panel opens a keypad a finger can use, on every game that asks for amounts.

It used to close the app at once: the keypad was squeezed into what the panel had left under the standing
bid (keys 17 px tall), and a key smaller than a fingertip was a fatal error. Now the keypad picks a grid
whose keys are fingertip-sized in its room (two rows of six in a short panel), the standing bid's line gives
way to it when needed, and the fit check fails any screen with a smaller target.
"""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.ui import fit, theme
from companion.ui.specs import play_scene_for
from companion.ui.widgets import Keypad

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


def to_typed_amount(app, game: str, players: int) -> None:
    """A new game played at random until its panel offers "Type" (a share auction, a market auction)."""
    app.open_table(start_new(game, {"players": NAMES[:players], "seed": players}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(players)
    for _ in range(3000):
        app.scene.layout()
        if app.scene.find("amount-keypad") is not None:
            return
        assert not app.table.over, f"{game} ended without an amount to type"
        app.submit(app.table.choose_random(chance))
    raise AssertionError(f"{game} never offered Type")


@pytest.mark.parametrize(("game", "players"), [("steam_barons", 3), ("steam_barons", 6), ("mad_market", 6)])
def test_type_opens_a_keypad_a_finger_can_use(app, fingers, game: str, players: int) -> None:
    to_typed_amount(app, game, players)
    fingers.tap("amount-keypad")
    assert app.running
    pads = [w for w in app.scene.widgets if isinstance(w, Keypad)]
    assert len(pads) == 1
    keys = pads[0].buttons
    assert all(k.rect.width >= theme.MIN_TARGET and k.rect.height >= theme.MIN_TARGET for k in keys), [
        k.rect for k in keys
    ]
    app.draw()
    wrong = [p for p in fit.check(app.scene) if p.kind in ("small", "overlap", "off-screen", "covers")]
    assert wrong == []
    low = app.scene.panel.values["amount"]
    fingers.tap("pad-9")
    assert app.scene.panel.values["amount"] >= min(9, low)  # the key acted: the typed number is shown
    assert app.scene.find("amount-confirm") is not None


def test_a_keypad_in_a_short_panel_takes_two_rows_of_six() -> None:
    assert Keypad.grid((0, 0, 490, 240)) == (3, 4)
    assert Keypad.grid((0, 0, 490, 110)) == (6, 2)
    assert Keypad.grid((0, 0, 490, 84)) is None  # no grid fits: the panel must give it more room
    pad = Keypad((0, 0, 490, 110), lambda typed: None)
    assert {(b.rect.width >= 48, b.rect.height >= 48) for b in pad.buttons} == {(True, True)}


def test_a_raise_past_the_cap_is_greyed_not_removed(app, fingers) -> None:
    """A "+5" that vanished as the bid neared the seat's cash slid "Type" under the finger about to tap it."""
    to_typed_amount(app, "steam_barons", 3)
    before = app.scene.find("amount-keypad").rect.copy()
    plus = app.scene.find("amount-plus")
    while plus is not None and plus.enabled:
        fingers.tap("amount-plus")
        plus = app.scene.find("amount-plus")
    assert not app.scene.find("amount-quick-2").enabled  # +5 is still there, greyed
    assert app.scene.find("amount-keypad").rect == before


def test_a_greyed_raise_says_whose_cash_stops_it(app, fingers) -> None:
    """Big Shot's greyed "+" said "Can pay 27M." over the board, and a bid typed too big the same: whose cash, the
    table had to guess. The reason names the bidder."""
    app.open_table(start_new("bigshot", {"players": NAMES[:3], "seed": 3}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(3)
    while app.scene.find("amount-plus") is None:
        assert not app.table.over
        app.submit(app.table.choose_random(chance))
        app.scene.dismiss_result()
        app.scene.layout()
    decision = app.table.prompt().primary().decision
    bidder = app.table.names[app.table.prompt().primary().seat]
    while app.scene.find("amount-plus").enabled:
        fingers.tap("amount-plus")
    fingers.at(*app.scene.find("amount-plus").rect.center)
    assert app.toast is not None and app.toast.text.startswith(f"{bidder} can pay at most {decision.cap}M")


def test_a_greyed_lower_at_the_least_bid_says_the_least(app, fingers) -> None:
    """The opening bid's greyed "−" did nothing a bidder could see when tapped, where the greyed "+" says why."""
    to_typed_amount(app, "steam_barons", 3)
    least = app.scene.panel.values.get("amount", app.table.prompt().primary().decision.low)
    minus = app.scene.find("amount-minus")
    assert minus is not None and not minus.enabled
    fingers.at(*minus.rect.center)
    assert app.toast is not None and app.toast.text == f"At least ${least}."


@pytest.mark.parametrize(("game", "players"), [("steam_barons", 3), ("bigshot", 3)])
def test_the_bid_between_minus_and_plus_is_written_as_the_confirm_writes_it(
    app, monkeypatch, game: str, players: int
) -> None:
    """Steam Barons' bid read "$ 5" between − and +, under "Bid $5"; Big Shot's a bare "5" for 5M: the number is
    written as the language writes the amount, with its unit where the confirm has it."""
    from companion.text.i18n import money
    from tests.ui.drawn_texts import drawn

    app.open_table(start_new(game, {"players": NAMES[:players], "seed": players}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(players)
    while app.scene.find("amount-minus") is None:
        assert not app.table.over
        app.submit(app.table.choose_random(chance))
        getattr(app.scene, "dismiss_result", lambda: None)()
        app.scene.layout()
    decision = app.table.prompt().primary().decision
    value = app.scene.panel.values.get("amount", decision.low)
    minus, plus = app.scene.find("amount-minus").rect, app.scene.find("amount-plus").rect
    between = [d.text for d in drawn(app, monkeypatch) if minus.right <= d.box.left and d.box.right <= plus.left]
    assert money(value, decision.unit) in between, between
    assert f"$ {value}" not in between
