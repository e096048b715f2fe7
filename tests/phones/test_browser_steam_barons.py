"""Steam Barons' sealed sales on real phones: each page keeps its own secret, each sale lands once, the table sees the reveal.

A three-player game is played through the table (random legal moves) to its first sealed-sales
round. Anna and Ben each open their seat's link in their own headless Chromium context; Cat has
nothing to do with a phone and enters her sale on the touchscreen. Each phone sells through its
page's buttons. Before the reveal, Ben's page (and every frame sent to it) holds nothing of
Anna's sealed sale; Ben's doubled tap and a resent answer still make one sale; after the reveal
both pages and the touchscreen's play screen show what everyone sold, in the game's sentences.

``COMPANION_PHONE_SCREENS=1`` keeps the phones' screenshots in docs/screens (phone-steam-barons-*.png).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Secret
from companion.games.steam_barons.actions import Sell
from companion.phones import Phones
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui import build_app, fit
from companion.ui.results import sentences_for
from companion.ui.specs import play_scene_for
from tests.phones.browser import Phone, browser, flat, journaled, phones_open, secrets_of, settle, shows_the_table  # noqa: F401 (fixtures)

NAMES = ["Anna", "Ben", "Cat"]


def to_sealed_sales(folder: Path) -> Table[Any]:
    """A journaled game played by legal moves until every seat must choose its sale in secret."""
    table = start_new("steam_barons", {"players": NAMES, "seed": 1}, folder=folder)
    chance = ChanceSource(1)
    for _move in range(500):
        prompt = table.prompt()
        if prompt.actors and all(isinstance(a.decision, Secret) for a in prompt.actors if not a.side):
            assert prompt.seats == (0, 1, 2), "every seat holds a share to sell in this game"
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError("no sealed sales in 500 moves")


def sale_items(phone: Phone) -> int:
    """How many companies the phone's open sale offers."""
    return phone.page.locator(".kind-secret .item").count()


def recent(phone: Phone) -> list[str]:
    """What the phone says the last step did."""
    return [flat(line) for line in phone.page.locator("#recent-lines li").all_inner_texts()]


def sales(table: Table[Any]) -> list[dict[str, Any]]:
    return [action for action in journaled(table) if action["type"] == "sell"]


@pytest.fixture
def touchscreen() -> Any:
    """The touchscreen's app, headless (SDL's dummy driver), for the table the test opens on it."""
    app = build_app()
    pygame.event.clear()
    yield app
    app.close_table()
    set_language("en")
    pygame.display.quit()


def test_sealed_sales_on_two_phones(phones_open: Callable[..., Phone], touchscreen: Any, tmp_path: Path) -> None:  # noqa: F811
    table = to_sealed_sales(tmp_path / "games")
    touchscreen.open_table(table)
    touchscreen.reset(play_scene_for(touchscreen))
    touchscreen.draw()
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    try:
        hub.attach(table)
        links = hub.links()
        assert [link.name for link in links] == NAMES
        anna, ben = (phones_open(links[seat].url, wire=True) for seat in (0, 1))
        for seat, phone in ((0, anna), (1, ben)):
            settle(hub.pump, phone.page, partial(sale_items, phone), what="the sale")
            assert phone.page.locator("#seat-name").inner_text() == NAMES[seat]
            shown = flat(phone.text())
            companies = [label.title() for label in table.summary(seat)["players"][seat]["shares"]]
            assert all(company in shown for company in companies), (companies, shown)
        assert "#" not in anna.page.url, "the token left the address bar"
        anna.shot("phone-steam-barons-sell")
        before = len(sales(table))

        # Cat sells nothing, on the touchscreen
        table.submit(Sell(2, {}), answers=table.stamp.on_screen())

        # Anna sells one share of her first company on her phone
        company = next(iter(table.summary(0)["players"][0]["shares"]))
        anna.page.locator(f".item[data-key='{company}'] .plus").click()
        anna.page.locator(".kind-secret .send").click()
        settle(hub.pump, anna.page, lambda: len(sales(table)) == before + 2, what="Anna's sale journaled")
        assert sales(table)[before:] == [
            {"type": "sell", "player": 2, "shares": {}},
            {"type": "sell", "player": 0, "shares": {company: 1}},
        ]
        hers = [line for line in secrets_of(table, 0) if company.title() in line]
        assert hers, f"Anna's own view names her sealed sale: {secrets_of(table, 0)}"
        settle(
            hub.pump,
            anna.page,
            lambda: (
                all(line in flat(anna.text()) for line in hers) and not anna.page.locator(".kind-secret .item").count()
            ),
            what="Anna's sealed sale on her page, and no sale left to make",
        )
        anna.shot("phone-steam-barons-sealed")

        # Ben's page, and every frame it was sent, holds nothing of Anna's sale
        settle(hub.pump, ben.page, lambda: shows_the_table(ben, table), what="Ben's view after Anna's sale")
        wire_text = flat(" ".join(json.dumps(frame, ensure_ascii=False) for frame in ben.wired.received))
        for line in hers:
            assert line not in flat(ben.text()) and line not in wire_text
        assert not set(secrets_of(table, 0)) & set(flat(line) for line in ben.page.locator("li").all_inner_texts())

        # Ben sells with a doubled tap: one answer leaves the page, one sale is journaled, and the reveal comes
        ben_company = next(iter(table.summary(1)["players"][1]["shares"]))
        ben.page.locator(f".item[data-key='{ben_company}'] .plus").click()
        ben.page.locator(".kind-secret .send").evaluate("button => { button.click(); button.click(); }")
        settle(hub.pump, ben.page, lambda: table.prompt().kind != "sell", what="the reveal")
        assert len(ben.wired.answers()) == 1
        assert sales(table)[before:] == [
            {"type": "sell", "player": 2, "shares": {}},
            {"type": "sell", "player": 0, "shares": {company: 1}},
            {"type": "sell", "player": 1, "shares": {ben_company: 1}},
        ]

        # the same answer sent again on Ben's connection (a retry after a drop): refused, nothing journaled
        resent = dict(ben.wired.answers()[0], id="again")
        ben.wired.resend(resent)
        result = settle(
            hub.pump,
            ben.page,
            lambda: [r for r in ben.wired.results() if r["id"] == "again"],
            what="the resend's result",
        )[0]
        assert result["ok"] is False and result["reason"]
        assert len(sales(table)) == before + 3 and [s.action for s in table.steps].count(Sell(1, {ben_company: 1})) == 1

        # the reveal: the step's sentences on both phones and on the touchscreen
        revealed = table.step_sentences(-1, _)
        assert any("Anna" in sentence for sentence in revealed), revealed
        for phone in (anna, ben):
            settle(
                hub.pump,
                phone.page,
                lambda: recent(phone) == [flat(s) for s in revealed],  # noqa: B023 (called at once, in this turn)
                what="the reveal on the phone",
            )
            assert phone.page.locator(".kind-secret").count() == 0
        ben.page.locator("#recent").scroll_into_view_if_needed()
        ben.shot("phone-steam-barons-revealed")
        scene = touchscreen.scene
        assert scene.result is not None and scene.result.sentences == sentences_for(table, table.steps[-1].events, _)
        told = [s for s, e in zip(revealed, table.steps[-1].events, strict=True) if e.type != "shares_sold"]
        assert all(sentence in scene.result.sentences for sentence in told)  # the sales' takings are one sentence
        with fit.recording() as drawn:
            touchscreen.draw()
        written = flat(" ".join(text for text, _size, _asked in drawn.texts))
        assert all(flat(sentence) in written for sentence in told[:2]), written
    finally:
        hub.close()
