"""Acquire with hidden holdings on real phones: each page shows its own shares and cash and never another's.

A three-player game with hidden holdings (the table's option: cash and shares are private) is
played through the table (random legal moves) until Anna is to buy and she and Ben hold different
shares. Anna and Ben each open their seat's link in their own headless Chromium context. Each page
shows its own holdings and nothing of the other's (on the page and in every frame it was sent);
Anna buys a share with her page's buttons, and it is journaled once; Ben's page, its network held
back while the touchscreen places his tile, answers the tile decision it still shows, and the
answer is refused with a reason, nothing journaled, before the page catches up.

In a two-player game at the stock market's draw (nobody's seat decides it), a phone in Italian reads the
question and what the table is to do, without a button of its own.

``COMPANION_PHONE_SCREENS=1`` keeps the phones' screenshots in docs/screens (phone-acquire-*.png).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Basket, Pick
from companion.core.errors import StaleInput
from companion.phones import Phones
from companion.phones.views import speaking, translator
from companion.storage import start_new
from companion.text.i18n import _, money
from tests.phones.browser import (  # noqa: F401 (fixtures)
    Phone,
    browser,
    flat,
    journaled,
    phones_open,
    secrets_of,
    settle,
)
from tests.walks import played_until, played_until_found

NAMES = ["Anna", "Ben", "Cat"]


def held(table: Table[Any], seat: int) -> dict[str, int]:
    """``seat``'s shares as the referee knows them (the whole state's summary: the test's eyes only)."""
    return {chain: count for chain, count in table.summary(None)["players"][seat]["shares"].items() if count}


def to_a_purchase(folder: Path) -> Table[Any]:
    """A journaled game with hidden holdings, played until Anna may buy and she and Ben hold different shares."""
    table = start_new("acquire", {"players": NAMES, "open_holdings": False, "seed": 3}, folder=folder)
    chance = ChanceSource(3)
    for _move in range(400):
        actor = table.prompt().primary()
        if actor is not None and actor.seat == 0 and isinstance(actor.decision, Basket):
            mine, his = held(table, 0), held(table, 1)
            if mine and his and mine != his and any(item.high > 0 for item in actor.decision.items):
                return table
        table.submit(table.choose_random(chance))
    raise AssertionError("no purchase for Anna with different holdings in 400 moves")


def frames_text(phone: Phone) -> str:
    """Everything the server sent this phone, as one flattened text."""
    return flat(" ".join(json.dumps(frame, ensure_ascii=False) for frame in phone.wired.received))


def assert_only_its_own(table: Table[Any], phone: Phone, seat: int, other: int) -> None:
    """The page shows every line of ``seat``'s private view and no line only ``other`` may see."""
    shown = flat(phone.text())
    assert "{" not in shown, f"a sentence left unfilled: {shown}"
    own = secrets_of(table, seat)
    assert own and all(line in shown for line in own), (own, shown)
    theirs = [line for line in secrets_of(table, other) if line not in own]
    assert theirs, "the other seat has something of its own to hide"
    sent = frames_text(phone)
    for line in theirs:
        assert line not in shown and line not in sent, line


def test_hidden_holdings_on_two_phones(phones_open: Callable[..., Phone], tmp_path: Path) -> None:  # noqa: F811
    table = to_a_purchase(tmp_path / "games")
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        links = hub.links()
        anna, ben = (phones_open(links[seat].url, wire=True) for seat in (0, 1))
        settle(hub.pump, anna.page, lambda: anna.page.locator(".kind-basket .item").count(), what="Anna's purchase")
        settle(hub.pump, ben.page, lambda: ben.page.locator("#private-lines li").count(), what="Ben's holdings")
        assert_only_its_own(table, anna, 0, 1)
        assert_only_its_own(table, ben, 1, 0)
        anna.shot("phone-acquire-buy")

        # Anna buys one share of a chain she may buy, with her page's buttons
        actor = table.prompt().primary()
        assert actor is not None and isinstance(actor.decision, Basket)
        chain = next(item.key for item in actor.decision.items if item.high > 0)
        before = held(table, 0).get(chain, 0)
        entries = len(journaled(table))
        anna.page.locator(f".item[data-key='{chain}'] .plus").click()
        anna.page.locator(".kind-basket .send").click()
        settle(hub.pump, anna.page, lambda: len(journaled(table)) > entries, what="Anna's purchase journaled")
        assert journaled(table)[entries:] == [{"type": "buy", "player": 0, "shares": {chain: 1}}]
        assert held(table, 0)[chain] == before + 1
        settle(
            hub.pump,
            anna.page,
            lambda: all(line in flat(anna.text()) for line in secrets_of(table, 0)),
            what="Anna's new holdings on her page",
        )
        assert_only_its_own(table, anna, 0, 1)
        assert_only_its_own(table, ben, 1, 0)
        anna.page.locator("#private").scroll_into_view_if_needed()
        anna.shot("phone-acquire-holdings")

        # Ben's turn: his page shows his tile decision; then his network stalls while the touchscreen places his tile
        tile = table.prompt().primary()
        assert tile is not None and tile.seat == 1 and isinstance(tile.decision, Pick)
        settle(hub.pump, ben.page, lambda: ben.page.locator(".option:enabled").count() >= 2, what="Ben's tiles")
        offered = [option for option in tile.decision.options if option.enabled]
        placed, other = offered[0], offered[1]
        ben.wired.hold()
        table.submit(placed.action, answers=table.stamp.on_screen())
        hub.pump()
        entries = len(journaled(table))
        moment = table.stamp.moment
        ben.page.locator(f".option[data-key='{other.key}']").click()  # the square chosen, its preview shown
        ben.page.locator(".look .send").click()  # and confirmed
        settle(hub.pump, ben.page, lambda: ben.wired.results(), what="the stale answer's result")
        result = ben.wired.results()[-1]
        assert result["ok"] is False and result["reason"] == StaleInput().message(_), result
        assert len(journaled(table)) == entries and table.stamp.moment == moment
        assert ben.wired.answers()[-1]["answer"] == {"pick": other.key}
        ben.wired.release()
        settle(
            hub.pump,
            ben.page,
            lambda: ben.page.locator(f".option[data-key='{other.key}']").count() == 0,
            what="Ben's page catching up",
        )
        # The refusal came after the view it was behind: the player reads why his tap did nothing.
        settle(hub.pump, ben.page, lambda: ben.page.locator("#refusal").is_visible(), what="the refusal on the page")
        assert flat(ben.page.inner_text("#refusal")) == flat(StaleInput().message(_))
        assert_only_its_own(table, ben, 1, 0)
    finally:
        hub.close()


def test_the_markets_draw_reads_on_a_phone_in_its_language(phones_open: Callable[..., Phone], tmp_path: Path) -> None:  # noqa: F811
    """Nobody's seat decides the two-player market's holding: a phone said only "The table decides". It reads
    the question and what the table does (draw a tile, enter its number on the table's screen), with no button
    of its own, in the phone's language."""
    table = start_new("acquire", {"players": NAMES[:2], "seed": 4}, folder=tmp_path / "games")
    played_until(table, "market_holding", 11)
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[1].url)
        settle(hub.pump, phone.page, lambda: phone.page.locator(".kind-entry").count(), what="the market's question")
        phone.page.locator("[data-language='it']").click()
        say = translator("it")
        settle(hub.pump, phone.page, lambda: say("The table decides") in phone.text(), what="the page in Italian")
        decision = table.prompt().primary()
        assert decision is not None
        shown = flat(phone.page.inner_text(".kind-entry"))
        assert shown.startswith(flat(decision.decision.text("", say))), shown
        assert (
            flat(decision.decision.hint("", say)) in shown and flat(say("Enter this on the table's screen.")) in shown
        )
        assert phone.page.locator(".kind-entry .hint").count() == 1
        assert phone.page.locator(".kind-entry button").count() == 0
        phone.shot("phone-acquire-market")
    finally:
        hub.close()


def to_a_wide_purchase(folder: Path) -> tuple[Table[Any], int, Basket]:
    """A journaled game played until a seat may buy, and could afford, more shares in all than the three a turn
    allows."""
    table = start_new("acquire", {"players": NAMES, "seed": 5}, folder=folder)

    def wide(table: Table[Any]) -> tuple[int, Basket] | None:
        actor = table.prompt().primary()
        if actor is None or actor.seat is None or not isinstance(actor.decision, Basket):
            return None
        basket = actor.decision
        room = sum(item.high for item in basket.items)
        cost = basket.total_cap * max((item.price or 0) for item in basket.items) if basket.total_cap else 0
        affordable = basket.budget is None or cost <= basket.budget  # the cash does not stop it first
        if table.prompt().kind == "buy" and basket.total_cap and room > basket.total_cap and affordable:
            return actor.seat, basket
        return None

    seat, basket = played_until_found(table, 5, wide, 600, "purchase from two chains")
    return table, seat, basket


def test_a_phones_purchase_stops_at_three_shares_in_all_and_says_so(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    # The touchscreen greys every "+" at three shares in all and says "at most 3 in all"; the phone let a player
    # set four and learnt the rule only from the refusal after Send.
    table, seat, basket = to_a_wide_purchase(tmp_path / "games")
    cap = basket.total_cap
    assert cap is not None
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[seat].url, language="it")
        page = phone.page
        settle(hub.pump, page, lambda: page.locator(".kind-basket .item").count(), what="the purchase")
        page.locator("[data-language='it']").click()
        with speaking("it"):
            asked = basket.text(NAMES[seat], _)
        question = page.locator(".kind-basket .question")
        settle(hub.pump, page, lambda: flat(question.inner_text()) == flat(asked), what="the page in Italian")
        assert page.locator(".kind-basket .cap").count() == 0  # nothing greyed yet: nothing to explain
        open_items = [item for item in basket.items if item.high > 0]
        taps = 0
        for item in open_items * cap:  # round the open chains, one "+" at a time, until nothing more may be added
            plus = page.locator(f".item[data-key='{item.key}'] .plus")
            if plus.is_enabled():
                plus.click()
                taps += 1
        assert taps == cap  # the items alone would take more
        assert page.locator(".kind-basket .plus:enabled").count() == 0  # every "+" greyed at the cap
        said = translator("it")("at most {cap} in all").format(cap=cap)
        assert flat(page.locator(".kind-basket .cap").inner_text()) == said  # and why
        assert page.locator(".kind-basket .send").is_enabled()
        phone.shot("phone-acquire-cap")
        entries = len(journaled(table))
        page.locator(".kind-basket .send").click()
        settle(hub.pump, page, lambda: len(journaled(table)) > entries, what="the purchase journaled")
        assert sum(journaled(table)[-1]["shares"].values()) == taps
    finally:
        hub.close()


def to_a_disposal(folder: Path) -> tuple[Table[Any], int, Basket]:
    """A journaled game played until a seat disposes of a defunct chain's shares and may trade them 2 for 1."""
    table = start_new("acquire", {"players": NAMES, "seed": 5}, folder=folder)

    def disposal(table: Table[Any]) -> tuple[int, Basket] | None:
        actor = table.prompt().primary()
        if actor is None or actor.seat is None or not isinstance(actor.decision, Basket):
            return None
        trade = next((item for item in actor.decision.items if item.key == "trade"), None)
        return (actor.seat, actor.decision) if trade is not None and trade.high > 0 else None

    seat, basket = played_until_found(table, 5, disposal, 900, "trade of a defunct chain's shares")
    return table, seat, basket


def test_a_phones_trade_says_two_for_one_under_its_name(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    # The touchscreen writes "2 for 1" under "Trade"; the phone showed "Trade" and a "+" that jumped by two.
    table, seat, basket = to_a_disposal(tmp_path / "games")
    trade = next(item for item in basket.items if item.key == "trade")
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[seat].url, language="fr")
        page = phone.page
        settle(hub.pump, page, lambda: page.locator(".kind-basket .item").count(), what="the disposal")
        page.locator("[data-language='fr']").click()
        say = translator("fr")
        note = page.locator(".item[data-key='trade'] .note")
        settle(hub.pump, page, lambda: note.count() and flat(note.inner_text()) == say(trade.note), what="the note")
        assert say(trade.note) != trade.note  # in French
        phone.shot("phone-acquire-trade")
    finally:
        hub.close()


@contextmanager
def disposal_on_a_phone(
    opened: Callable[..., Phone], tmp_path: Path, language: str
) -> Iterator[tuple[Phones, Phone, Basket]]:
    """The disposing seat's phone (``opened`` by the ``phones_open`` fixture), in ``language``, showing its
    disposal of a defunct chain's shares."""
    table, seat, basket = to_a_disposal(tmp_path / "games")
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language=language)
    try:
        hub.attach(table)
        phone = opened(hub.links()[seat].url, language=language)
        page = phone.page
        settle(hub.pump, page, lambda: page.locator(".kind-basket .item").count(), what="the disposal")
        yield hub, phone, basket
    finally:
        hub.close()


def test_a_french_phones_sale_says_what_is_kept_and_what_is_received(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    # The touchscreen says "you keep 1 of 4 · you receive $1,200" under a sale; the phone wrote "Σ $1,200", as if
    # the seat were to pay it.
    with disposal_on_a_phone(phones_open, tmp_path, "fr") as (hub, phone, basket):
        sell = next(item for item in basket.items if item.key == "sell")
        assert basket.total_cap is not None and sell.price is not None and sell.high >= 1
        page = phone.page
        page.locator(".item[data-key='sell'] .plus").click()
        say = translator("fr")
        with speaking("fr"):
            received = money(sell.price, basket.unit)
        kept = say("you keep {rest} of {cap}").format(rest=basket.total_cap - 1, cap=basket.total_cap)
        wanted = kept + " · " + say("you receive {amount}").format(amount=received)
        total = page.locator(".kind-basket .total")
        settle(hub.pump, page, lambda: flat(total.inner_text()) == flat(wanted), what=f"the total reading {wanted}")
        assert "Σ" not in total.inner_text()
        phone.shot("phone-acquire-sale")


def test_an_italian_phones_trade_says_the_survivors_shares_it_brings_and_no_zero_sum(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    # A trade alone brought nothing, on the phone's total: not a word of the survivor's shares the seat receives.
    with disposal_on_a_phone(phones_open, tmp_path, "it") as (hub, phone, basket):
        survivor = basket.values["survivor"]
        assert basket.total_cap is not None and basket.total_cap >= 2
        page = phone.page
        page.locator(".item[data-key='trade'] .plus").click()
        say = translator("it")
        kept = say("you keep {rest} of {cap}").format(rest=basket.total_cap - 2, cap=basket.total_cap)
        wanted = f"{kept} · ricevi 1 azione {survivor}"
        total = page.locator(".kind-basket .total")
        settle(hub.pump, page, lambda: flat(total.inner_text()) == flat(wanted), what=f"the total reading {wanted}")
        assert "$0" not in total.inner_text()
        if basket.total_cap >= 3:
            page.locator(".item[data-key='sell'] .plus").click()
            sell = next(item for item in basket.items if item.key == "sell")
            assert sell.price is not None
            with speaking("it"):
                received = money(sell.price, basket.unit)
            both = f"ricevi {received} e 1 azione {survivor}"
            settle(hub.pump, page, lambda: flat(total.inner_text()).endswith(flat(both)), what=f"the total: {both}")
        phone.shot("phone-acquire-trade-total")


def test_a_phones_purchase_past_hidden_cash_is_greyed_and_says_so(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    # With holdings hidden the basket names no budget, and the page let Tower 1 and American 2 ($800 with $700) be
    # set and sent, to be refused after the tap; now the "+" past the cash is greyed, the page says why (the cash
    # unwritten) and the purchase within it is sent.
    from tests.acquire.test_own_budget import buying

    table = buying()
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[0].url, language="fr")
        page = phone.page
        settle(hub.pump, page, lambda: page.locator(".kind-basket .item").count(), what="the purchase")
        page.locator("[data-language='fr']").click()
        american = page.locator(".item[data-key='american'] .plus")
        with speaking("fr"):
            asked = table.prompt().actors[0].decision.text("Ann", _)
        question = page.locator(".kind-basket .question")
        settle(hub.pump, page, lambda: flat(question.inner_text()) == flat(asked), what="the page in French")
        assert page.locator(".kind-basket .cap").count() == 0
        american.click()
        american.click()
        tower = page.locator(".item[data-key='tower'] .plus")
        assert not tower.is_enabled()  # $600 chosen: one Tower more would be $800
        said = translator("fr")("That costs more than you have.")
        assert flat(page.locator(".kind-basket .cap").inner_text()) == said
        assert "700" not in flat(page.inner_text(".kind-basket"))
        assert page.locator(".kind-basket .send").is_enabled()
        phone.shot("phone-acquire-own-budget")
        page.locator(".kind-basket .send").click()
        settle(hub.pump, page, lambda: len(table.steps) > 1, what="the purchase entered")
        assert table.steps[-1].action.to_json() == {"type": "buy", "player": 0, "shares": {"american": 2}}
    finally:
        hub.close()


@pytest.mark.parametrize(("code", "words"), [("en", "{} too much"), ("it", "{} di troppo"), ("fr", "{} de trop")])
def test_a_phones_purchase_stops_at_the_cash_the_table_sees(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    code: str,
    words: str,
) -> None:
    # With holdings open the budget is written in the total, and a "+" took the basket past it: "$800 of $700",
    # the total red and Send grey. Now the "+" stops at the cash, as the touchscreen's, and the page says why
    # under the total ("$700 to spend in all"), in the page's language; a number typed past it says by how much.
    from tests.acquire.test_own_budget import buying

    table = buying(open_holdings=True)
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[0].url, language=code)
        page = phone.page
        settle(hub.pump, page, lambda: page.locator(".kind-basket .item").count(), what="the purchase")
        page.locator(f"[data-language='{code}']").click()
        with speaking(code):
            asked = table.prompt().actors[0].decision.text("Ann", _)
            over = words.format(money(100, "$"))
            cost = [money(800, "$"), money(700, "$")]
            why = _("{budget} to spend in all").format(budget=money(700, "$"))
        question = page.locator(".kind-basket .question")
        settle(hub.pump, page, lambda: flat(question.inner_text()) == flat(asked), what=f"the page in {code}")
        total = page.locator(".kind-basket .total")
        tower = page.locator(".item[data-key='tower'] .plus")
        assert tower.is_enabled() and page.locator(".kind-basket .cap").count() == 0
        page.locator(".item[data-key='american'] .plus").click()
        page.locator(".item[data-key='american'] .plus").click()  # $600 of $700: one Tower more would be $800
        assert not tower.is_enabled()
        assert flat(page.locator(".kind-basket .cap").inner_text()) == why
        assert page.locator(".kind-basket .over-by").count() == 0
        assert page.locator(".kind-basket .send").is_enabled()
        phone.shot(f"phone-acquire-at-the-cash-{code}")
        page.locator(".item[data-key='tower'] input.value").fill("1")  # typed past it: $800 of $700
        assert flat(page.locator(".kind-basket .over-by").inner_text()) == over
        assert all(amount in flat(total.inner_text()) for amount in cost)  # the total and the cash, as before
        assert flat(why) not in flat(page.inner_text(".kind-basket"))  # said once: by how much, not the cash again
        assert not page.locator(".kind-basket .send").is_enabled()
        page.locator(".item[data-key='american'] .minus").click()  # $500 of $700
        assert page.locator(".kind-basket .over-by").count() == 0
        assert page.locator(".kind-basket .send").is_enabled()
    finally:
        hub.close()
