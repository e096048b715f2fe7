"""Steam Barons played by taps on the generic decision widgets: a whole game, then each moment's controls."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from companion.core import ChanceSource
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.scenes.home import HomeScene

SHOTS = Path("/tmp/steam-barons-shots")


def start(app, fingers, players: int = 3, game_map: int = 0) -> None:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-steam_barons")
    while app.scene.count < players:
        fingers.at(*app.scene.widgets[[type(w).__name__ for w in app.scene.widgets].index("Stepper")].plus.rect.center)
    fingers.tap(f"option-map-{game_map}")
    fingers.tap("start")
    assert type(app.scene).__name__ == "SteamBaronsPlayScene"


def has(app, key: str) -> bool:
    button = app.scene.find(key)
    return button is not None and button.enabled


def tap_up(app, fingers, key: str, times: int) -> None:
    for _ in range(times):
        if has(app, f"{key}-plus"):
            fingers.tap(f"{key}-plus")


def one_tap(app, fingers, chance: ChanceSource) -> None:
    """The taps a table would make for whatever the screen asks now (one action in all)."""
    if app.scene.find("payout-continue") is not None:  # phase 4's own screen, read, then back to the game
        fingers.tap("payout-continue")
    prompt = app.table.prompt()
    kind = prompt.kind
    if kind == "company_order":
        if chance.randint(0, 1):
            fingers.tap("chance")
        else:
            for company in prompt.data["companies"]:
                fingers.tap(f"order-{company}")
            fingers.tap("order-confirm")
    elif kind == "first_player":
        fingers.tap(f"pick-{chance.randint(0, len(app.table.names) - 1)}")
    elif kind == "auction":
        if has(app, "amount-confirm") and prompt.data["high_bid"] is None and chance.randint(0, 2):
            if chance.randint(0, 1) and has(app, "amount-quick-0"):  # +1 (when the cash allows it)
                fingers.tap("amount-quick-0")
            fingers.tap("amount-confirm")
        else:
            fingers.tap("amount-pass" if has(app, "amount-pass") else "confirm")
    elif kind == "buy":
        if has(app, "amount-nothing") and chance.randint(0, 2) == 0:
            fingers.tap("amount-nothing")
        elif has(app, "amount-confirm"):
            tap_up(app, fingers, "amount", chance.randint(0, 2))
            fingers.tap("amount-confirm")
        else:
            fingers.tap("confirm")
    elif kind == "build":
        if has(app, "basket-confirm") and chance.randint(0, 2):
            tap_up(app, fingers, "item-cost", chance.randint(0, 4))
            if chance.randint(0, 1):
                fingers.tap("item-completes_link-switch")
            fingers.tap("basket-confirm")
        else:
            fingers.tap("basket-end_build" if has(app, "basket-end_build") else "confirm")
    elif kind == "deliver":
        tap_up(app, fingers, "item-own_links", chance.randint(0, 3))
        tap_up(app, fingers, "item-ownerless_links", chance.randint(0, 1))
        fingers.tap("basket-confirm" if has(app, "basket-confirm") else "basket-skip_delivery")
    elif kind == "sell":
        seat = prompt.data["waiting_for"][0]
        fingers.tap(f"secret-{seat}")
        fingers.tap("secret-show")
        for company in app.table.summary(seat)["players"][seat]["shares"]:
            tap_up(app, fingers, f"item-{company}", chance.randint(0, 1))
        fingers.tap("basket-confirm")
        if not app.table.over:  # the last sale of the game opens the final scores at once
            fingers.tap("secret-done")
    else:
        raise AssertionError(f"unexpected prompt {kind}")


@pytest.mark.parametrize("players, game_map", [(3, 0), (5, 1)])
def test_a_whole_game_by_taps(app, fingers, players: int, game_map: int) -> None:
    start(app, fingers, players, game_map)
    chance = ChanceSource(players)
    seen = set()
    for _ in range(4000):
        if app.table.over:
            break
        steps = len(app.table.steps)
        seen.add(app.table.prompt().kind)
        one_tap(app, fingers, chance)
        assert len(app.table.steps) == steps + 1, f"the taps at {app.table.prompt().kind} made no single action"
        theme.REPORT.clear()
        app.draw()
        assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    assert app.table.over and app.table.summary()["turn"] == 5
    assert {"company_order", "first_player", "auction", "buy", "build", "deliver", "sell"} <= seen
    assert type(app.scene).__name__ == "SteamBaronsFinalScene"
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.display.canvas, str(SHOTS / f"touch-final-{players}.png"))


def play_until(app, fingers, stop, seed: int = 1) -> None:
    chance = ChanceSource(seed)
    while not stop(app.table.prompt()):
        assert not app.table.over
        one_tap(app, fingers, chance)
    if app.scene.find("payout-continue") is not None:  # phase 4's own screen read: back to the play screen
        fingers.tap("payout-continue")


def play_to(app, fingers, kind: str, seed: int = 1) -> None:
    play_until(app, fingers, lambda prompt: prompt.kind == kind, seed)


def test_a_physical_draw_of_the_order_is_tapped_in_token_by_token(app, fingers) -> None:
    start(app, fingers, 3)
    order = ["white", "black", "wood", "brown", "green", "orange"]
    for company in order[:3]:
        fingers.tap(f"order-{company}")
    assert not has(app, "order-white") and not has(app, "order-confirm")  # a token is drawn once; all must be
    assert app.scene.find("order-black").text == "2. Black"
    fingers.tap("order-clear")
    assert has(app, "order-white")
    for company in order:
        fingers.tap(f"order-{company}")
    fingers.tap("order-confirm")
    assert app.table.summary()["order"] == order


def test_a_tap_on_the_greyed_order_buttons_says_what_is_missing(app, fingers) -> None:
    start(app, fingers, 3)
    fingers.at(*app.scene.find("order-clear").rect.center)  # nothing drawn yet
    assert app.toast is not None and app.toast.text == "No token tapped in yet: nothing to clear."
    for company in ["white", "black", "wood"]:
        fingers.tap(f"order-{company}")
    app.toast = None
    fingers.at(*app.scene.find("order-confirm").rect.center)  # three of six drawn: the last needs no tap
    assert app.toast is not None
    assert app.toast.text == "Tap the tokens in as they come out of the bag: 2 more tokens to tap."
    assert len(app.table.steps) == 0


def test_the_last_token_in_the_bag_needs_no_tap_of_its_own(app, fingers) -> None:
    start(app, fingers, 3)
    order = ["white", "black", "wood", "brown", "green", "orange"]
    for company in order[:4]:
        fingers.tap(f"order-{company}")
    assert not has(app, "order-confirm")  # two tokens left: their order is the table's to say
    fingers.tap("order-green")
    assert has(app, "order-confirm")  # one token left: it comes out last
    fingers.tap("order-confirm")
    assert app.table.summary()["order"] == order


def test_the_first_player_is_picked_and_the_auction_bids_on_the_bid_panel(app, fingers) -> None:
    start(app, fingers, 3)
    fingers.tap("chance")
    fingers.tap("pick-1")
    assert app.table.summary()["first_player"] == 1
    seat = app.table.prompt().player
    assert app.scene.find("amount-confirm").text == "Bid $5"
    fingers.tap("amount-quick-1")  # +2
    fingers.tap("amount-confirm")
    step = app.table.steps[-1].action
    assert (step.type, step.player, step.amount) == ("bid", seat, 7)
    shown = " ".join(getattr(w, "text", "") for w in app.scene.widgets if getattr(w, "visible", True))
    bidder = app.table.names[seat]
    assert shown.count(f"$7 by {bidder}") == 1, shown  # the panel's "High bid $7 by …"
    # the least is the number the panel starts at ("Bid $8"): the note said "next bid at least $8" over it too
    assert "1 share on offer" in shown and "at least" not in shown, shown
    assert app.scene.find("amount-confirm").text == "Bid $8"
    fingers.tap("amount-pass")
    assert app.table.steps[-1].action.type == "pass"


def test_the_winner_buys_at_least_one_share_on_the_bid_panel(app, fingers) -> None:
    start(app, fingers, 3)
    play_to(app, fingers, "buy", seed=3)
    winner = app.table.prompt().player
    assert not has(app, "amount-nothing") and not has(app, "amount-minus")  # 1 is the least
    price = app.table.prompt().data["price"]
    assert app.scene.find("amount-confirm").text == f"Buy 1 for ${price}"
    fingers.tap("amount-confirm")
    step = app.table.steps[-1].action
    assert (step.type, step.player, step.count) == ("buy", winner, 1)


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "Buy 1 for ${}", "Buy 2 for ${}"),
        ("it", "Compra 1 per ${}", "Compra 2 per ${}"),
        ("fr", "Acheter 1 pour ${}", "Acheter 2 pour ${}"),
    ],
)
def test_the_buy_button_gives_the_total_as_the_shares_change(app, fingers, language, one, two) -> None:
    """It read "Buy 1", "Compra 2": the number without its price, where every other game's purchase reads
    "Buy 3 for $900"."""
    start(app, fingers, 3)
    play_until(app, fingers, lambda prompt: prompt.kind == "buy" and prompt.data["high"] >= 2)
    app.prefs.language = language
    set_language(language)
    app.scene.layout()
    price = app.table.prompt().data["price"]
    assert app.scene.find("amount-confirm").text == one.format(price)
    fingers.tap("amount-plus")
    assert app.scene.find("amount-confirm").text == two.format(2 * price)


def test_the_other_seats_are_offered_the_shares_left_and_may_buy_nothing(app, fingers) -> None:
    start(app, fingers, 3)
    play_until(app, fingers, lambda p: p.kind == "buy" and p.player != p.data["winner"])
    seat = app.table.prompt().player
    cash = app.table.summary()["players"][seat]["cash"]
    fingers.tap("amount-nothing")
    step = app.table.steps[-1].action
    assert (step.type, step.player, step.count) == ("buy", seat, 0)
    assert app.table.summary()["players"][seat]["cash"] == cash


def test_a_tile_is_entered_in_the_basket_with_the_maps_surcharges_as_quick_buttons_and_the_issue_previewed(
    app, fingers
) -> None:
    start(app, fingers, 3)
    play_to(app, fingers, "build", seed=2)
    data = app.table.prompt().data
    assert app.scene.find("basket-confirm").text == "Build $2"  # a plain tile's cost to start from
    quick = [app.scene.find(f"item-cost-quick-{i}").text for i in range(4)]
    assert quick == ["+$1", "city link $3", "hill +$2", "mountain +$3"]  # the Eastern US map's costs
    fingers.tap("item-cost-quick-1")  # a city link costs $3 ...
    fingers.tap("item-cost-quick-2")  # ... on a hill, $2 more
    assert app.scene.find("basket-confirm").text == "Build $5"
    link = app.scene.find("item-completes_link-switch")  # yes or no: one toggle, not − 0 +
    assert link.text == "no" and app.scene.find("item-completes_link-plus") is None
    fingers.tap("item-completes_link-switch")
    assert app.scene.find("item-completes_link-switch").text == "yes"
    assert app.scene.find("basket-confirm").text == "Build $5"
    expected = "Issues" if 5 > data["treasury"] else "The treasury pays $5"
    # the basket shows what the tile will do before it is confirmed: the issue, or the treasury paying
    assert any(getattr(w, "text", "").startswith(expected) for w in app.scene.widgets)
    company = data["company"]
    links = app.table.summary()["companies"][company]["links"]
    fingers.tap("basket-confirm")
    step = app.table.steps[-1].action
    assert step.type == "build" and step.cost == 5 and step.completes_link is True
    assert app.table.summary()["companies"][company]["links"] == links + 1


def test_a_delivery_is_entered_in_the_basket_and_can_be_skipped(app, fingers) -> None:
    start(app, fingers, 3)
    chance = ChanceSource(4)
    while not (app.table.prompt().kind == "deliver" and app.table.prompt().data["links"]):
        one_tap(app, fingers, chance)
    assert not has(app, "basket-confirm")  # a cube travels at least one link
    fingers.tap("item-own_links-plus")
    performance = app.table.summary()["companies"][app.table.prompt().data["company"]]["performance"]
    # the basket previews the delivery before it is confirmed: the performance it will reach
    assert any(getattr(w, "text", "").endswith(f"then {performance + 1}") for w in app.scene.widgets)
    fingers.tap("basket-confirm")
    step = app.table.steps[-1].action
    assert (step.type, step.own_links, step.ownerless_links) == ("deliver", 1, 0)
    assert app.table.prompt().kind == "deliver"  # the next company ships
    fingers.tap("basket-skip_delivery")
    assert app.table.steps[-1].action.type == "skip_delivery"


def test_a_sealed_sale_is_handed_over_shown_only_to_its_seat_and_cancel_changes_nothing(app, fingers) -> None:
    start(app, fingers, 3)
    play_to(app, fingers, "sell")
    seat = app.table.prompt().data["waiting_for"][0]
    steps = len(app.table.steps)
    fingers.tap(f"secret-{seat}")
    assert app.scene.panel.covering and app.scene.find("menu") is None  # nothing of the game around it
    fingers.tap("secret-show")
    assert has(app, "basket-confirm") and app.scene.find("basket-confirm").text == "Confirm sealed sale"
    fingers.tap("secret-cancel")
    assert not app.scene.panel.covering and len(app.table.steps) == steps
    fingers.tap(f"secret-{seat}")
    fingers.tap("secret-show")
    held = app.table.summary(seat)["players"][seat]["shares"]
    for company in held:
        fingers.tap(f"item-{company}-plus")
    price = sum(app.table.summary()["companies"][company]["price"] for company in held)
    shown = [getattr(w, "text", "") for w in app.scene.widgets]
    assert f"you receive ${price}" in shown  # a sale's money comes in: was "Total $…" as for a purchase
    fingers.tap("basket-confirm")
    assert app.scene.find("secret-done") is not None  # "hand it on" before anything else shows
    fingers.tap("secret-done")
    summary = app.table.summary()
    assert summary["phase"] == "sell" and seat in summary["sales"]["chosen"] and summary["sales"]["own"] is None
    assert app.table.summary(seat)["sales"]["own"] == {company: 1 for company in held}


def test_a_tap_on_the_chart_shows_the_referees_view_and_a_tap_on_a_name_the_private_panel(app, fingers) -> None:
    start(app, fingers, 3)
    fingers.tap("chance")
    fingers.tap("chance")
    assert app.table.prompt().kind == "auction"
    fingers.at(*app.scene.board_rect().center)
    assert app.scene.show_insight and app.table.prompt().kind == "auction"  # the tap selected nothing
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    fingers.at(*app.scene.board_rect().center)
    assert not app.scene.show_insight
    row, seat = app.scene.player_rows[1]
    fingers.at(*row.center)
    assert app.scene.private_seat == seat


def test_phase_4_runs_the_markers_to_their_new_squares_then_stops_animating(app, fingers) -> None:
    start(app, fingers, 3)
    play_to(app, fingers, "deliver")
    assert app.scene.moved_at is None
    play_until(app, fingers, lambda prompt: prompt.kind != "deliver", seed=5)
    assert any(event.type == "price_moved" for event in app.table.steps[-1].events)
    moved = app.scene.moved_at
    assert moved is not None and app.scene.animating(moved + 0.5) and not app.scene.animating(moved + 5)
    fingers.tap(f"secret-{app.table.prompt().data['waiting_for'][0]}")
    fingers.tap("secret-show")
    fingers.tap("basket-confirm")
    assert app.scene.moved_at is None  # the next change ends the run at once
