"""Mad Market's amounts run into thousands (the 1000 fine, a pack sold for 1000, a jet for 2000, a rich player's
cash): every one reads grouped as the table's language writes it, 1 000 in French and 1.000 in Italian, in the log,
the decisions' questions, the buttons and the players' rows, as Acquire's do. A game by taps in French once read
"amende de 1000" and "jet : 15 PV pour 2000"."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.games.mad_market import actions
from companion.games.mad_market.engine import GAME
from companion.games.mad_market.events import DebtOpened, ItemBought, PackConfiscated, PackSold
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui.specs import play_scene_for
from tests.walks import played_until

from ..drawn_texts import drawn

GROUPED = {"en": "1,000", "it": "1.000", "fr": "1\u00a0000"}
JET = {"en": "2,000", "it": "2.000", "fr": "2\u00a0000"}


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_log_groups_the_fine_the_pack_sale_a_debt_and_an_item(language, code) -> None:
    state = GAME.new_game({"players": ["Ann", "Ben", "Cat"], "seed": 1})
    language(code)
    for event in (
        PackConfiscated(player=0, fine=1000),
        PackSold(player=0, price=1000),
        DebtOpened(player=0, amount=1000, creditor=None, cash=1000),
    ):
        sentence = GAME.describe(state, event, _)
        assert GROUPED[code] in sentence and "1000" not in sentence, sentence
    item = GAME.describe(state, ItemBought(player=0, item="jet", price=2000, vp=15), _)
    assert JET[code] in item and "2000" not in item, item


@pytest.mark.parametrize("code", ["it", "fr"])
def test_the_buttons_and_the_players_rows_group_their_amounts(app, monkeypatch, language, code) -> None:
    language(code)
    app.prefs.language = code
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 1}))
    app.reset(play_scene_for(app))
    scene = app.scene
    from companion.front.mad_market.texts import option_text

    jet = option_text("item-jet", actions.BuyItem(player=0, item="jet"), scene.board, scene.summary)
    assert jet is not None and JET[code] in jet
    scene.summary["players"][0]["cash"] = 1500
    texts = [d.text for d in drawn(app, monkeypatch)]
    assert any(text.startswith({"it": "1.500", "fr": "1\u00a0500"}[code]) for text in texts), texts


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_an_options_price_beside_it_is_grouped_at_the_console_and_on_the_touchscreen(language, code) -> None:
    """The engine's option detail (a jet's price beside "Buy a jet") read "(2000)" on a French console and phone:
    it is a phrase each front-end says in its language."""
    from companion.console.decide import option_line
    from companion.core.i18n import say
    from companion.games.mad_market.decide import _detail

    state = GAME.new_game({"players": ["Ann", "Ben", "Cat"], "seed": 1})
    buy = actions.BuyItem(player=0, item="jet")
    detail = _detail(state, buy)
    language(code)
    assert say(detail, _) == JET[code]
    assert option_line("jet", "Buy a jet", buy, detail=detail).text.endswith(f"({JET[code]})")


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_bid_of_thousands_reads_grouped_on_its_button_as_in_the_box_above_it(app, fingers, language, code) -> None:
    """A bid typed on the keypad read "1.270" in its box and "Offri 1270" on the button under it."""

    language(code)
    app.prefs.language = code
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 4}))
    app.reset(play_scene_for(app))

    def at_a_typed_bid(table: Table) -> bool:
        app.scene.layout()
        return table.prompt().kind == "auction" and app.scene.find("amount-keypad") is not None

    played_until(app.table, at_a_typed_bid, 4, submit=app.submit)
    fingers.tap("amount-keypad")
    for digit in "1270":
        fingers.tap(f"pad-{digit}")
    grouped = {"it": "1.270", "fr": "1\u00a0270"}[code]
    assert app.scene.find("amount-confirm").text.endswith(grouped), app.scene.find("amount-confirm").text
