"""Mad Market on a phone in Italian: the trade's lines read in Italian, and two stocks at once cannot be sent:
the confirm greys with the reason ("one stock per trade"), nothing journaled.

``COMPANION_PHONE_SCREENS=1`` keeps the phone's screenshots in docs/screens (phone-mad_market-*.png).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.core import ChanceSource, Table
from companion.games.mad_market.decide import TradeBasket
from companion.phones import Phones
from companion.phones.views import translator
from companion.storage import start_new
from companion.text.baskets import totals
from tests.phones.browser import Phone, browser, flat, journaled, phones_open, settle  # noqa: F401 (fixtures)

NAMES = ["Anna", "Bruno", "Carla"]

BROKEN_WORDS = """() => [...document.querySelectorAll('.item .label')].filter((label) => {
  const style = getComputedStyle(label);
  const pen = document.createElement('canvas').getContext('2d');
  pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const widest = Math.max(...label.textContent.split(/\\s+/).map((word) => pen.measureText(word).width));
  return widest > label.clientWidth + 1;
}).map((label) => label.textContent)"""
"""The basket lines whose name has a word wider than the name's box: a word the page breaks ("Criptovalut-e")."""


def to_a_trade(folder: Path) -> tuple[Table[Any], TradeBasket]:
    """A journaled game played until a player may buy two stocks or more."""
    table = start_new("mad_market", {"players": NAMES, "seed": 5}, folder=folder)
    chance = ChanceSource(5)
    for _move in range(400):
        actor = table.prompt().primary()
        if actor is not None and isinstance(actor.decision, TradeBasket):
            if sum(1 for item in actor.decision.items if item.high > 0) > 1:
                return table, actor.decision
        table.submit(table.choose_random(chance))
    raise AssertionError("no trade of two stocks in 400 moves")


def test_an_italian_phone_trades_in_italian_and_is_told_one_stock_per_trade(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    table, basket = to_a_trade(tmp_path / "games")
    seat = basket.fixed["player"]
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[seat].url, wire=True)
        settle(hub.pump, phone.page, lambda: phone.page.locator(".kind-basket .item").count(), what="the trade")
        phone.page.locator("[data-language='it']").click()
        settle(hub.pump, phone.page, lambda: "Logistica" in phone.text(), what="the page in Italian")
        shown = flat(phone.text())
        assert "buy " not in shown and "sell " not in shown, shown
        # a dozen lines under two headings, as the touchscreen's tabs: "Compra" then its stocks by name, "Vendi"
        # then the same stocks, where twelve "compra Logistica", "vendi Logistica"… lines alternated
        listed = phone.page.evaluate(
            """() => [...document.querySelectorAll('.kind-basket .group, .kind-basket .item .label')]
                .map((node) => (node.classList.contains('group') ? '# ' : '') + node.textContent)"""
        )
        buy, sell = listed.index("# Compra"), listed.index("# Vendi")
        assert buy == 0 and sell == 7, listed
        assert listed[1:7] == listed[8:14] and "Logistica" in listed[1:7], listed
        assert phone.page.evaluate(BROKEN_WORDS) == [], "a line's name broken inside a word"
        phone.shot("phone-mad_market-trade")

        two = [item.key for item in basket.items if item.high > 0][:2]
        entries = len(journaled(table))
        for key in two:
            phone.page.locator(f".item[data-key='{key}'] .plus").click()
        # said as soon as the second line is filled, as the touchscreen says it, and the confirm greys before any tap
        said = translator("it")("one stock per trade: set the other lines back to 0")
        assert flat(phone.page.inner_text(".kind-basket .lines")) == flat(said)
        assert phone.page.locator(".kind-basket .send").is_disabled()
        assert phone.wired.answers() == [] and len(journaled(table)) == entries
        phone.shot("phone-mad_market-two-stocks")
    finally:
        hub.close()


def test_a_trades_total_says_what_is_paid_and_what_is_received_as_the_touchscreen_does(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
) -> None:
    """The trade buys and sells in one basket: the phone read a bare "Σ 300" for a purchase and for a sale alike,
    where the touchscreen says "you pay 300" or "you receive 200" (:mod:`companion.text.baskets`). The phone says
    it in the same words, filled as the counts change."""
    table, basket = to_a_trade(tmp_path / "games")
    seat = basket.fixed["player"]
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        phone = phones_open(hub.links()[seat].url)
        settle(hub.pump, phone.page, lambda: phone.page.locator(".kind-basket .item").count(), what="the trade")
        total = phone.page.locator(".kind-basket .total")
        assert flat(total.inner_text()) == flat(totals(basket, {}, " · ")) == "nothing to pay or receive"
        for item in basket.items:
            if item.high <= 0 or item.price is None:
                continue
            line = phone.page.locator(f".item[data-key='{item.key}']")
            line.locator(".plus").click()
            said = flat(totals(basket, {item.key: 1}, " · "))
            assert said.startswith("you receive" if basket.receiving(item) else "you pay"), said
            assert flat(total.inner_text()) == said and "Σ" not in total.inner_text()
            line.locator(".minus").click()
    finally:
        hub.close()
