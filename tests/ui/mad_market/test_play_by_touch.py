"""Mad Market played by taps on the generic decision widgets: whole games, then each moment's controls."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.front.mad_market.play import MODES
from companion.ui import fit, theme
from companion.ui.scenes.home import HomeScene


def start(app, fingers, players: int = 3) -> None:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-mad_market")
    while app.scene.count < players:
        fingers.at(*app.scene.widgets[[type(w).__name__ for w in app.scene.widgets].index("Stepper")].plus.rect.center)
    fingers.tap("start")
    assert type(app.scene).__name__ == "MadMarketPlayScene"


def has(app, key: str) -> bool:
    button = app.scene.find(key)
    return button is not None and button.enabled


def keys(app, prefix: str) -> list[str]:
    return [w.key for w in app.scene.widgets if getattr(w, "key", None) and w.key.startswith(prefix) and w.enabled]


def throw(app, fingers, chance: ChanceSource) -> None:
    """Dice: rolled by the companion, or each named die's face tapped in and entered."""
    if chance.randint(0, 2) == 0:
        fingers.tap("dice-roll")
        if app.scene.find("result-continue") is not None:  # the companion's roll, shown until a player has seen it
            fingers.tap("result-continue")
        return
    for die in app.table.prompt().primary().decision.dice:
        fingers.tap(f"die-{die.field}-{chance.randint(1, 6)}")
    fingers.tap("dice-confirm")


def fill(app, fingers, line: str) -> None:
    """Tap a basket line's + until the basket may be confirmed (or the line is full)."""
    while not has(app, "basket-confirm") and has(app, f"item-{line}-plus"):
        fingers.tap(f"item-{line}-plus")


def one_tap(app, fingers, chance: ChanceSource) -> None:
    """The taps a table would make for whatever the screen asks now (one action in all)."""
    prompt = app.table.prompt()
    decision = prompt.primary().decision
    kind = decision.kind
    if kind == "dice":
        throw(app, fingers, chance)
    elif kind == "pick":
        options = keys(app, "pick-")
        fingers.tap(options[chance.randint(0, len(options) - 1)])
    elif kind == "confirm":
        fingers.tap("confirm")
    elif kind == "amount":
        if has(app, "amount-confirm") and chance.randint(0, 2) == 0:
            fingers.tap("amount-confirm")
        else:
            fingers.tap(keys(app, "amount-")[-1])  # pass or decline, beside the confirm
    elif prompt.kind == "debt":
        lines = [item.key for item in decision.items if item.high]
        fill(app, fingers, lines[chance.randint(0, len(lines) - 1)])
        fingers.tap("basket-confirm")
    else:
        open_phase(app, fingers, chance)


def open_phase(app, fingers, chance: ChanceSource) -> None:
    """The open phase's tabs: a trade, a broker, an item or a company sale now and then; else End the move."""
    choice = chance.randint(0, 9)
    if choice == 0 and has(app, "mode-buy"):
        fingers.tap("mode-buy")
        lines = [k.removeprefix("item-").removesuffix("-plus") for k in keys(app, "item-buy-") if k.endswith("plus")]
        if lines:
            fingers.tap(f"item-{lines[chance.randint(0, len(lines) - 1)]}-plus")
            fingers.tap("basket-confirm")
            return
    if choice == 1 and has(app, "mode-sell"):
        fingers.tap("mode-sell")
        lines = [k.removeprefix("item-").removesuffix("-plus") for k in keys(app, "item-sell-") if k.endswith("plus")]
        if lines:
            fill(app, fingers, lines[0])
            fingers.tap("basket-confirm")
            return
    for mode, prefix in (("broker", "pick-broker-"), ("item", "pick-item-")):
        if choice in (2, 3) and has(app, f"mode-{mode}"):
            fingers.tap(f"mode-{mode}")
            options = keys(app, prefix)
            if options:
                fingers.tap(options[0])
                return
    fingers.tap("basket-end_turn")


@pytest.mark.parametrize("players", [3, 5])
def test_a_whole_game_by_taps(app, fingers, players: int) -> None:
    start(app, fingers, players)
    chance = ChanceSource(players)
    seen = set()
    for _ in range(6000):
        if app.table.over:
            break
        steps = len(app.table.steps)
        seen.add((app.table.prompt().kind, app.table.prompt().primary().decision.kind))
        one_tap(app, fingers, chance)
        assert len(app.table.steps) == steps + 1, f"the taps at {app.table.prompt().kind} made no single action"
        theme.REPORT.clear()
        app.draw()
        assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    assert app.table.over
    assert {("start_roll", "dice"), ("roll", "dice"), ("land", "pick"), ("open", "basket")} <= seen
    assert type(app.scene).__name__ == "MadMarketFinalScene"
    summary = app.table.summary()
    assert summary["winners"] and all(summary["players"][s]["vp"] >= 0 for s in summary["winners"])


def play_until(app, fingers, stop, seed: int = 1, limit: int = 3000) -> None:
    chance = ChanceSource(seed)
    for _ in range(limit):
        if stop(app.table):
            return
        assert not app.table.over, "the game ended first"
        one_tap(app, fingers, chance)
    raise AssertionError("not reached")


def reach(app, fingers, stop, players: int = 3) -> None:
    """Games by taps until ``stop(table)``: a game that ends first is followed by another from a new seed."""
    for seed in range(1, 30):
        start(app, fingers, players)
        chance = ChanceSource(seed)
        while not app.table.over:
            if stop(app.table):
                return
            one_tap(app, fingers, chance)
    raise AssertionError("not reached in 30 games")


def texts(app) -> list[str]:
    return [getattr(w, "text", "") for w in app.scene.widgets]


def test_the_white_and_the_black_die_show_their_price_moves_and_the_landing_before_entering(app, fingers) -> None:
    start(app, fingers, 3)
    play_until(app, fingers, lambda t: t.prompt().kind == "roll")
    fingers.tap("die-white-5")
    assert not has(app, "dice-confirm")  # both dice first
    fingers.tap("die-black-2")
    mover = app.table.prompt().player
    preview = app.table.preview(app.table.prompt().primary().decision.make({"white": 5, "black": 2}))
    scene = app.scene
    lines = scene.preview_lines(app.table.prompt().primary().decision.make({"white": 5, "black": 2}))
    assert lines[0].startswith("MED ") and "(white)" in lines[0] and "(black)" in lines[0]
    assert f"7 squares to {preview['square']}" in lines[1]
    assert app.scene.find("dice-confirm").text == "Enter 5 + 2"
    app.draw()  # the chart draws the moves as ghosts and the landing over its title
    fingers.tap("dice-confirm")
    step = app.table.steps[-1].action
    assert (step.type, step.player, step.white, step.black) == ("roll", mover, 5, 2)
    assert app.table.summary()["players"][mover]["square"] == preview["square"]


def test_a_throw_the_panel_has_no_room_to_preview_is_said_on_the_chart_and_not_left_out(app, fingers) -> None:
    """At six seats the dice leave the panel no room for the throw's preview: the chart says it (the moves as
    ghosts, the landing over its title), so the fit checks do not report it left out."""
    start(app, fingers, 6)
    play_until(app, fingers, lambda t: t.prompt().kind == "roll")
    fingers.tap("die-white-5")
    fingers.tap("die-black-2")
    assert fit.frame_problems(app) == []
    lines = app.scene.preview_lines(app.table.prompt().primary().decision.make({"white": 5, "black": 2}))
    assert app.scene.panel.left_out == [lines], "the panel has no room for the throw's preview"
    assert app.scene.chart_said == tuple(lines) and app.scene.left_out() == []


def test_a_purchase_in_the_buy_tab_with_the_price_it_will_cost(app, fingers) -> None:
    reach(app, fingers, lambda t: t.prompt().kind == "open" and has(app, "item-buy-3-plus"))
    seat = app.table.prompt().player
    value = app.table.summary()["stocks"]["3"]["value"]
    cash = app.table.summary()["players"][seat]["cash"]
    assert not has(app, "basket-confirm")
    for _ in range(4):
        fingers.tap("item-buy-3-plus")
    assert app.scene.find("basket-confirm").text == f"Buy 4 for {4 * value}"
    assert any(t.startswith(f"Buy 4 IT for {4 * value}; the price goes {value} »") for t in texts(app))
    fingers.tap("basket-confirm")
    step = app.table.steps[-1].action
    assert (step.type, step.player, step.stock, step.side, step.count) == ("trade", seat, 3, "buy", 4)
    summary = app.table.summary()
    assert summary["players"][seat]["cash"] == cash - 4 * value and summary["players"][seat]["shares"]["3"] >= 4
    # the type is traded for this move: its line says so and cannot move
    assert "traded this move" in texts(app) and not has(app, "item-buy-3-plus")
    if has(app, "mode-sell"):
        fingers.tap("mode-sell")
        assert "traded this move" in texts(app) and not has(app, "item-sell-3-plus")
    else:  # nothing else held to sell: the tab is greyed and says so
        fingers.at(*app.scene.find("mode-sell").rect.center)
        assert app.toast is not None and app.toast.text == "No shares to sell now."


def test_the_tabs_split_brokers_items_and_company_sales_and_end_the_move_is_always_there(app, fingers) -> None:
    reach(app, fingers, lambda t: t.prompt().kind == "open" and has(app, "mode-item"))
    fingers.tap("mode-item")
    items = keys(app, "pick-item-")
    assert items and has(app, "basket-end_turn")
    assert app.scene.find(items[-1]).text == "limousine: 1 VP for 200"
    seat = app.table.prompt().player
    fingers.tap(items[-1])
    assert app.table.summary()["players"][seat]["vp"] >= 1
    assert "No item to buy now" in texts(app)  # one item a move: the tab stays, and says so
    assert [w.key for w in app.scene.widgets if (getattr(w, "key", None) or "").startswith("mode-")] == [
        f"mode-{m}" for m, _t in MODES
    ]
    fingers.tap("basket-end_turn")
    assert app.table.steps[-1].action.type == "end_turn"


def test_a_stockbroker_moves_one_stock_in_one_tap(app, fingers) -> None:
    reach(app, fingers, lambda t: t.prompt().kind == "open" and has(app, "mode-broker"))
    fingers.tap("mode-broker")
    value = app.table.summary()["stocks"]["4"]["value"]
    assert app.scene.find("pick-broker-4-up").text == "EN +1"
    fingers.tap("pick-broker-4-up")
    assert app.table.summary()["stocks"]["4"]["value"] == value + 1
    assert app.scene.find("pick-broker-4-up") is None or not has(app, "pick-broker-4-down")  # a stock once


def opened_with_ann_first(app) -> None:
    """A three-player game on the board with a free square inserted second (so companies sit on squares 2, 4 and
    6, reached by double ones), on the play screen, Ann to roll first."""
    from companion.games.mad_market import BOARD
    from companion.storage import start_new
    from companion.ui.specs import play_scene_for

    board = BOARD.packaged_table()
    board["squares"].insert(1, {"kind": "free"})
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "board": board, "seed": 1}))
    app.reset(play_scene_for(app))
    for seat, value in ((0, 6), (1, 1), (2, 2)):
        assert app.submit({"type": "start_roll", "player": seat, "value": value})


def holding_game(app) -> None:
    """Ann owns all three LOG companies (stock 1): a board with them on squares 2, 4 and 6, reached by double ones."""
    opened_with_ann_first(app)
    for _ in range(3):
        assert app.submit({"type": "roll", "player": 0, "white": 1, "black": 1})
        assert app.submit({"type": "buy_company", "player": 0})
        assert app.submit({"type": "end_turn", "player": 0})
        while app.table.prompt().player != 0 or app.table.prompt().kind != "roll":
            prompt = app.table.prompt()
            if prompt.kind == "roll":
                assert app.submit({"type": "roll", "player": prompt.player, "white": 6, "black": 5})
            else:
                assert app.submit(app.table.pass_action(prompt.player) or app.table.choose_random(ChanceSource(1)))
    assert app.table.summary()["stocks"]["1"]["holding"] == 0


def tabs(app) -> dict[str, tuple[tuple[int, int, int, int], bool]]:
    return {
        w.key: (tuple(w.rect), w.enabled) for w in app.scene.widgets if getattr(w, "key", None) and w.key[:5] == "mode-"
    }


def test_the_tab_row_stays_put_when_the_last_company_is_sold(app, fingers) -> None:
    """Selling the last company took its tab away and widened the others under the finger. Every tab keeps its
    place: one with nothing to offer is greyed and says so when tapped; the open one says there is nothing left."""
    opened_with_ann_first(app)
    assert app.submit({"type": "roll", "player": 0, "white": 1, "black": 1})
    assert app.submit({"type": "buy_company", "player": 0})
    fingers.tap("mode-company")
    before = tabs(app)
    assert list(before) == [f"mode-{mode}" for mode, _text in MODES] and not before["mode-broker"][1]
    fingers.tap("pick-company-LOG-1")
    assert app.table.steps[-1].action.type == "sell_company"
    app.scene.dismiss_result()
    after = tabs(app)
    assert {key: rect for key, (rect, _on) in after.items()} == {key: rect for key, (rect, _on) in before.items()}
    assert app.scene.mode == "company" and "No company to sell now" in texts(app)
    fingers.at(*app.scene.find("mode-broker").rect.center)  # greyed: says why, opens nothing
    assert app.toast is not None and app.toast.text == "No stockbroker to use now."
    assert app.scene.mode == "company"
    fingers.tap("mode-buy")
    assert not tabs(app)["mode-company"][1]  # left, it greys like the others with nothing to offer


def test_sell_with_no_shares_is_greyed_as_every_empty_tab_is(app, fingers) -> None:
    """Sell with nothing to sell stayed live in dim words beside the tabs greyed when empty: it is greyed as they
    are and says why when tapped, and no tab is ever live in greyed words."""
    opened_with_ann_first(app)
    chance = ChanceSource(11)
    while app.table.prompt().kind != "open":
        assert app.submit(app.table.choose_random(chance))
    app.scene.dismiss_result()
    app.step(0)
    seat = app.table.prompt().player
    assert not any(app.table.summary(seat)["players"][seat].get("holdings", {}).values())
    row = {w.key: w for w in app.scene.widgets if getattr(w, "key", None) and w.key[:5] == "mode-"}
    assert not row["mode-sell"].enabled and row["mode-buy"].enabled
    assert all(w.text_color != theme.TEXT_DIM for w in row.values() if w.enabled)  # live words, or greyed tab
    mode = app.scene.mode
    fingers.at(*row["mode-sell"].rect.center)
    assert app.toast is not None and app.toast.text == "No shares to sell now."
    assert app.scene.mode == mode  # the tap only said why


def test_a_frozen_stock_is_greyed_with_the_holding_owner_named(app, fingers) -> None:
    holding_game(app)
    assert app.submit({"type": "roll", "player": 0, "white": 6, "black": 5})
    while app.table.prompt().kind != "open" or app.table.prompt().player != 1:
        prompt = app.table.prompt()
        if prompt.kind == "roll":
            assert app.submit({"type": "roll", "player": prompt.player, "white": 6, "black": 5})
        else:
            assert app.submit(app.table.pass_action(prompt.player) or app.table.choose_random(ChanceSource(1)))
    fingers.tap("mode-buy")
    assert "Ann holds all 3" in texts(app), " | ".join(texts(app))
    assert app.scene.find("item-buy-1-plus") is None  # a frozen line has no + at all
    assert has(app, "item-buy-2-plus")
    assert app.scene.option_color("buy-1") == app.scene.option_color("LOG-2") == app.scene.option_color("company-LOG-3")
    assert app.scene.option_color("1") == app.scene.option_color("broker-1-up") != app.scene.option_color("2")


def test_an_auction_is_bid_on_the_bid_panel(app, fingers) -> None:
    # a bidder who can still raise: one whose cash stops at the standing bid has "+" greyed (a game's seed is the
    # app's own, so the auction reached differs from run to run)
    reach(
        app, fingers, lambda t: t.prompt().kind == "auction" and has(app, "amount-confirm") and has(app, "amount-plus")
    )
    seat = app.table.prompt().player
    fingers.tap("amount-plus")
    fingers.tap("amount-confirm")
    step = app.table.steps[-1].action
    assert step.type == "bid" and step.player == seat and step.amount >= 2
    assert app.table.summary()["auction"] is None or app.table.summary()["auction"]["high_bidder"] == seat


def others_move(app) -> None:
    """Everyone but Ann throws 6 and 5 and passes whatever it offers, until Ann throws again."""
    while app.table.prompt().player != 0 or app.table.prompt().kind != "roll":
        prompt = app.table.prompt()
        if prompt.kind == "roll":
            assert app.submit({"type": "roll", "player": prompt.player, "white": 6, "black": 5})
        else:
            assert app.submit(app.table.pass_action(prompt.player) or app.table.choose_random(ChanceSource(1)))


def test_a_police_fight_is_thrown_round_by_round_on_the_dice(app, fingers) -> None:
    from companion.front.mad_market.texts import fight_rounds
    from companion.games.mad_market import BOARD
    from companion.storage import start_new
    from companion.ui.specs import play_scene_for

    board = BOARD.packaged_table()
    board["squares"][1:1] = [
        {"kind": "free"},
        {"kind": "black_market"},
        {"kind": "free"},
        {"kind": "guard"},
        {"kind": "free"},
        {"kind": "police"},
    ]
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "board": board, "seed": 1}))
    app.reset(play_scene_for(app))
    assert app.submit({"type": "start_roll", "player": 0, "value": 6})
    assert app.submit({"type": "start_roll", "player": 1, "value": 1})
    for landing in ({"type": "buy_pack", "player": 0}, {"type": "hire_guards", "player": 0, "count": 3}):
        assert app.submit({"type": "roll", "player": 0, "white": 1, "black": 1})
        assert app.submit(landing)
        assert app.submit({"type": "end_turn", "player": 0})
        others_move(app)
    assert app.submit({"type": "roll", "player": 0, "white": 1, "black": 1})
    assert app.table.prompt().kind == "fight"
    assert app.scene.hint(app.table.prompt().primary()) is None  # the chart shows the fight; the dice need room
    fingers.tap("die-white-5")
    fingers.tap("die-black-2")
    action = app.table.prompt().primary().decision.make({"white": 5, "black": 2})
    assert app.scene.preview_lines(action) == ["After this throw: guards 3, against 1"]
    fingers.tap("dice-confirm")
    fight = app.table.summary()["fight"]
    assert fight["rounds"] == [[5, 2]] and (fight["guards"], fight["opponents"]) == (3, 1)
    assert fight_rounds(fight) == [(5, 2, 3, 1)]  # the fight board's round 1: white, black, what each has left
    fingers.tap("die-white-2")
    fingers.tap("die-black-2")
    fingers.tap("dice-confirm")  # equal throws cost both one: the police run out, the player wins
    assert app.table.summary()["fight"] is None
    assert app.table.summary()["players"][0]["guards"] == 2 and app.table.summary()["players"][0]["pack"]


def test_the_status_panel_names_a_player_in_full_on_a_tap(app, fingers) -> None:
    start(app, fingers, 3)
    row, seat = app.scene.player_rows[1]
    fingers.at(*row.center)
    assert app.scene.private_seat == seat
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    fingers.at(*row.center)  # the next tap hides it
    assert app.scene.private_seat is None


def test_a_tap_on_the_chart_shows_every_players_worth_and_another_brings_it_back(app, fingers) -> None:
    from companion.front.mad_market.chart import FULL_H

    start(app, fingers, 3)
    chart = app.scene.board_rect()
    assert chart.height == FULL_H  # the roll-off: the whole chart
    fingers.at(*chart.center)
    assert app.scene.show_worth and app.table.steps == []  # it selects nothing
    worth = app.table.summary()["insight"]["worth"]
    assert worth[0] == {"cash": 500, "shares": 0, "companies": 0, "total": 500}
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    fingers.at(*chart.center)
    assert not app.scene.show_worth


def test_a_debt_with_one_way_out_starts_at_what_it_needs(app, fingers) -> None:
    reach(
        app,
        fingers,
        lambda t: (
            t.prompt().kind == "debt"
            and t.prompt().primary().decision.kind == "basket"
            and len([i for i in t.prompt().primary().decision.items if i.high]) == 1
        ),
    )
    decision = app.table.prompt().primary().decision
    item = next(i for i in decision.items if i.high)
    least = next(c.low for c in decision.choices if getattr(c, "fixed", {}).get("stock") == int(item.key[5:]))
    assert app.scene.find("basket-confirm").text == f"Sell {least}"  # its money said once, by "you receive"
    seat = app.table.prompt().player
    fingers.tap("basket-confirm")
    step = app.table.steps[-1].action
    assert (step.type, step.player, step.side, step.count) == ("trade", seat, "sell", least)


def test_a_game_to_a_small_target_ends_with_the_last_moves_and_the_ranking_by_vp(app, fingers) -> None:
    from companion.storage import start_new
    from companion.ui.specs import play_scene_for

    for seed in range(1, 40):
        app.open_table(
            start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "board": "standin", "target": 3, "seed": seed})
        )
        app.reset(play_scene_for(app))
        chance = ChanceSource(seed)
        last_round = False
        while not app.table.over:
            one_tap(app, fingers, chance)
            if app.table.summary()["last_round"] and app.table.summary()["last_movers"] and not app.table.over:
                last_round = True
                theme.REPORT.clear()
                app.draw()  # the status panel's "Last moves: …" line
                assert theme.REPORT.overflows == []
        if app.table.summary()["end_reason"] == "target" and last_round:
            break
        app.close_table()
    else:
        raise AssertionError("no game reached the target with last moves")
    summary = app.table.summary()
    ranking = [entry["vp"] for entry in summary["ranking"]]
    assert ranking == sorted(ranking, reverse=True) and ranking[0] >= 3
    assert type(app.scene).__name__ == "MadMarketFinalScene"
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    app.pop()  # back to the play screen under the final scores: its status no longer calls this the last round
    app.draw()
    footer = [text for text, _colour in app.scene.status_footer(app.scene.summary, 240)]
    assert footer and not [text for text in footer if text.startswith(("Last round", "Last moves"))], footer


def test_the_trade_line_says_which_way_the_money_goes(app, fingers) -> None:
    """A trade's buy and sell lines in one total read "Total 240" whether the seat paid it or was paid it: the line
    says what the seat pays for a purchase and receives for a sale, from each line's price and direction."""
    from companion.text.i18n import money

    reach(app, fingers, lambda t: t.prompt().kind == "open" and has(app, "mode-sell"))
    summary = app.table.summary()
    fingers.tap("mode-buy")
    assert not any("you pay" in text for text in texts(app))  # nothing chosen: "you pay 0" read as a sum owed
    line = next(k for k in keys(app, "item-buy-") if k.endswith("-plus"))
    stock = line.split("-")[2]
    fingers.tap(line)
    bought = 1
    if has(app, line):  # a second share where the cash and the stock allow it (a new game's seed is drawn afresh)
        fingers.tap(line)
        bought = 2
    assert f"you pay {money(bought * summary['stocks'][stock]['value'], '')}" in texts(app)
    for _share in range(bought):
        fingers.tap(line.replace("-plus", "-minus"))
    fingers.tap("mode-sell")
    line = next(k for k in keys(app, "item-sell-") if k.endswith("-plus"))
    stock = line.split("-")[2]
    fingers.tap(line)
    assert f"you receive {money(summary['stocks'][stock]['value'], '')}" in texts(app)
    assert not any("Total" in text for text in texts(app))


def test_a_debts_line_that_must_sell_all_goes_to_all_in_one_tap(app, fingers) -> None:
    """A debt's line whose only sale is every share ("all 5") went 1, 2, 3, 4 with "+", the sale refused at each
    count until the last: a tap sells all of it, and "−" takes all of it back."""

    def lines(table) -> list[tuple[str, int]]:  # the all-or-nothing lines of a debt with more than one way out
        decision = table.prompt().primary().decision
        if len([item for item in decision.items if item.high]) < 2:
            return []  # one way out starts at what it needs
        return [(f"sell-{c.fixed['stock']}", c.high) for c in decision.choices if getattr(c, "low", 0) == c.high > 1]

    reach(
        app,
        fingers,
        lambda t: t.prompt().kind == "debt" and t.prompt().primary().decision.kind == "basket" and bool(lines(t)),
    )
    key, every = lines(app.table)[0]
    assert app.scene.panel.values.get(f"item-{key}", 0) == 0
    fingers.tap(f"item-{key}-plus")
    assert app.scene.panel.values[f"item-{key}"] == every
    assert has(app, "basket-confirm") and app.scene.find("basket-confirm").text == f"Sell {every}"
    fingers.tap(f"item-{key}-minus")
    assert app.scene.panel.values[f"item-{key}"] == 0
    assert app.scene.find("basket-confirm").text == "Sell"  # greyed at nothing: no "Sell 0 for 0" offer


def at_the_guards(app: Any) -> Any:
    """Ann landed on a guards' square of a board with one after a free square: the guards' amount, and its actor."""
    from companion.games.mad_market import BOARD
    from companion.storage import start_new
    from companion.ui.specs import play_scene_for

    board = BOARD.packaged_table()
    board["squares"][1:1] = [{"kind": "free"}, {"kind": "guard"}]
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "board": board, "seed": 1}))
    app.reset(play_scene_for(app))
    assert app.submit({"type": "start_roll", "player": 0, "value": 6})
    assert app.submit({"type": "start_roll", "player": 1, "value": 1})
    assert app.submit({"type": "roll", "player": 0, "white": 1, "black": 1})
    return app.table.prompt().primary()


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "Hire 1 for {}", "Hire 2 for {}"),
        ("it", "Assumi 1 per {}", "Assumi 2 per {}"),
        ("fr", "Engager 1 pour {}", "Engager 2 pour {}"),
    ],
)
def test_the_guards_button_gives_the_total(app, fingers, language: str, one: str, two: str) -> None:
    """It read "Confirm 1": the number without its price, where a purchase's button reads "Buy 3 for 270"."""
    from companion.text.i18n import set_language

    price = at_the_guards(app).decision.price
    app.prefs.language = language
    set_language(language)
    app.scene.layout()
    assert app.scene.find("amount-confirm").text == one.format(price)
    fingers.tap("amount-plus")
    assert app.scene.find("amount-confirm").text == two.format(2 * price)


def test_hiring_guards_says_what_guards_do_once(app) -> None:
    """The guards' amount read "Guards fight the police and win takeovers" above the stepper, then again under it
    in the words of the number chosen ("Dan will have 1 guard: guards fight the police and win takeovers."): the
    words under it say how many guards the seat will have, the hint above says what they do."""
    actor = at_the_guards(app)
    hint = app.scene.hint(actor)
    assert hint == "Guards fight the police and win takeovers"
    words = app.scene.option_words(actor.decision.make(1))
    assert words[-1] == "Ann will have 1 guard."
    assert not any(hint.lower() in line.lower() for line in words)
