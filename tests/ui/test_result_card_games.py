"""The result card in each game: typed dice in Mad Market and Big Shot, Big Shot's hidden money coming out, and
Steam Barons' phase 4 on a screen of its own, its sales revealed to the whole table, its turn, order of play and
first-player marker on the play screen."""

from __future__ import annotations

from typing import Any

from companion.core import PUBLIC, ChanceSource
from companion.storage import start_new
from companion.text.i18n import _
from companion.ui.specs import play_scene_for
from tests.walks import played_until


def open_game(app: Any, game: str, config: dict[str, Any]) -> None:
    app.open_table(start_new(game, config))
    app.reset(play_scene_for(app))


def described(app: Any) -> list[str]:
    return [app.table.describe(event, _) for event in app.table.steps[-1].events]


def test_mad_market_dice_typed_in_tell_the_pawn_the_prices_and_the_money(app, fingers) -> None:
    open_game(app, "mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 2})
    chance = ChanceSource(3)
    for _step in range(400):
        if app.table.prompt().kind == "roll" and app.scene.find("die-white-3") is not None:
            break
        app.submit(app.table.choose_random(chance))
    app.scene.dismiss_result()
    fingers.tap("die-white-3")
    fingers.tap("die-black-4")
    fingers.tap("dice-confirm")
    step = app.table.steps[-1]
    kinds = {event.type for event in step.events}
    assert step.action.type == "roll" and {"rolled", "price_moved", "pawn_moved"} <= kinds
    card = app.scene.result
    assert card is not None and card.major and card.sentences == described(app)  # until the next tap
    app.step(0)
    buttons = [w.rect for w in app.scene.widgets if getattr(w, "on_tap", None) is not None and w.enabled]
    assert card.rect is not None and not any(card.rect.colliderect(rect) for rect in buttons)


def test_big_shot_a_bid_over_the_cash_restarts_the_auction_and_says_so_with_the_cash(app) -> None:
    open_game(app, "bigshot", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 5, "hidden_money": True})
    chance = ChanceSource(5)
    for _step in range(3000):
        app.submit(app.table.choose_random(chance))
        if any(event.type == "auction_repeated" for event in app.table.steps[-1].events):
            break
    repeated = next(e for e in app.table.steps[-1].events if e.type == "auction_repeated")
    card = app.scene.result
    assert card is not None and card.major
    assert app.table.describe(repeated, _) in card.sentences
    assert f"{repeated.cash}M" in " ".join(card.sentences)
    assert app.table.summary(PUBLIC)["players"][repeated.player]["cash"] == repeated.cash  # open from now on


def test_big_shot_a_roll_typed_in_tells_the_broker_and_the_auction(app) -> None:
    open_game(app, "bigshot", {"players": ["Ann", "Ben", "Cat"], "seed": 5})
    chance = ChanceSource(5)
    played_until(app.table, "roll", chance, submit=app.submit)
    app.submit(app.table.choose_random(chance))  # the faces entered, as the panel's confirm submits them
    card = app.scene.result
    assert card is not None and card.major and card.sentences == described(app)
    assert {"rolled", "broker_moved"} <= {event.type for event in app.table.steps[-1].events}


def steam_barons(app: Any) -> None:
    open_game(app, "steam_barons", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 5, "map": "eastern_us"})


def test_steam_barons_phase_four_has_a_screen_of_its_own_and_the_chart_runs_after_it(app, fingers) -> None:
    from companion.front.steam_barons.payout import PayoutScene

    steam_barons(app)
    play = app.scene
    chance = ChanceSource(5)
    for _step in range(3000):
        app.submit(app.table.choose_random(chance))
        if isinstance(app.scene, PayoutScene):
            break
    assert isinstance(app.scene, PayoutScene)
    assert any(event.type == "company_result" for event in app.table.steps[-1].events)
    results = app.table.summary(PUBLIC)["last_results"]
    assert [r["company"] for r in results] == app.table.summary(PUBLIC)["order"]
    app.step(0)  # drawn from the public summary
    app.clock = lambda: 5000.0
    fingers.tap("payout-continue")
    assert app.scene is play and play.moved_at == 5000.0 and play.animating(5000.5) and play.result is None


def test_steam_barons_sales_revealed_are_told_to_the_whole_table_after_the_hand_over(app, fingers) -> None:
    from companion.front.steam_barons.payout import PayoutScene

    steam_barons(app)
    chance = ChanceSource(5)
    for _step in range(3000):
        if isinstance(app.scene, PayoutScene):
            fingers.tap("payout-continue")
        prompt = app.table.prompt()
        if prompt.kind == "sell" and len(prompt.data["waiting_for"]) == 1:
            break
        app.submit(app.table.choose_random(chance))
    seat = prompt.data["waiting_for"][0]
    fingers.tap(f"secret-{seat}")
    fingers.tap("secret-show")
    fingers.tap("basket-confirm")  # the last seat's sale (nothing): the engine reveals them all
    revealed = next(e for e in app.table.steps[-1].events if e.type == "sales_revealed")
    card = app.scene.result
    assert card is not None and card.major and app.table.describe(revealed, _) in card.sentences
    said = app.table.describe(revealed, _)
    sellers = [name for name, sale in zip(app.table.names, revealed.sales, strict=True) if sale]
    assert sellers and all(name in said for name in sellers)  # each seat's sale, to everyone
    assert len(sellers) == len(app.table.names) or said.endswith("the others sell nothing.")  # and who sold none
    assert app.scene.panel.covering
    fingers.tap("secret-done")
    assert app.scene.result is card


def test_steam_barons_status_tells_the_turn_the_first_player_and_the_order_of_play() -> None:
    from companion.front.steam_barons.drawing import turn_line

    summary = {"turn": 2, "turns": 5, "first_player": 1, "players": [{"name": "Ann"}, {"name": "Ben"}]}
    assert turn_line(summary) == "Turn 2/5 · first player: Ben"
    assert turn_line({**summary, "first_player": None}) == "Turn 2/5"


def test_steam_barons_status_heads_the_draw_after_a_turn_with_the_turn_it_is_for() -> None:
    """ "Turn 1/5" stood over the draw for turn 2: the game counts the turn once its order is set."""
    from companion.front.steam_barons.drawing import turn_line

    summary = {"turn": 1, "phase": "company_order", "first_player": 0, "players": [{"name": "Ann"}, {"name": "Ben"}]}
    assert turn_line(summary) == "Turn 2/5 · first player: Ann"
    assert turn_line({**summary, "first_player": None}) == "Turn 1/5"  # the game's first draw
