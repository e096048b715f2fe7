"""Steam Barons' own texts write their amounts as the language groups them: $12,000, $12.000, $12 000.

A bid typed as 12000 read "$12000" in the game's refusals, log and questions, where the kit's own refusals and
every other game's amounts read grouped. The sentences here go through the engine's public texts (a refusal's
message, ``describe``, a decision's question), in English, Italian and French.
"""

from __future__ import annotations

import re

import pytest

from companion.core import PUBLIC
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Bid, Buy, Pass
from companion.games.steam_barons.events import GameEnded
from companion.text.i18n import _, pgettext, set_language, translator
from companion.text.summary import render

from .helpers import apply, of_type, refused, set_cash, set_treasury, started

LANGUAGES = ("en", "it", "fr")

REFUSED = {
    "en": "Ann has $1,500 and cannot bid $12,000.",
    "it": "Ann ha $1.500 e non può offrire $12.000.",
    "fr": "Ann a $1\xa0500 et ne peut pas offrir $12\xa0000.",
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_bid_of_12000_refused_for_lack_of_cash_groups_both_amounts(code: str) -> None:
    state = started(4)
    set_cash(state, 0, 1500)
    refusal = refused(state, Bid(0, 12000), "bid_beyond_cash")
    assert refusal.message(translator(code)) == REFUSED[code]


LOGGED = {
    "en": (
        "Ann bids $1,200 for Orange.",
        "Ann wins the Orange auction at $1,200 a share.",
        "Ann buys one Orange share for $1,200.",
    ),
    "it": (
        "Ann offre $1.200 per Arancio.",
        "Ann vince l'asta per Arancio a $1.200 per azione.",
        "Ann compra un'azione Arancio per $1.200.",
    ),
    "fr": (
        "Ann offre $1\xa0200 pour Orange.",
        "Ann remporte l'enchère pour Orange à $1\xa0200 l'action.",
        "Ann achète une action Orange pour $1\xa0200.",
    ),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_big_bid_won_and_paid_is_logged_with_its_amount_grouped(code: str) -> None:
    state = started(4)
    set_cash(state, 0, 1500)
    happened = apply(state, Bid(0, 1200), Pass(1), Pass(2), Pass(3), Buy(0, 1))
    events = [of_type(happened, kind)[0] for kind in ("bid_made", "auction_won", "shares_bought")]
    assert tuple(GAME.describe(state, event, translator(code)) for event in events) == LOGGED[code]


QUESTION = {
    "en": "Ben cannot pay $1,201 for Orange: pass",
    "it": "Ben non può pagare $1.201 per Arancio: passa",
    "fr": "Ben ne peut pas payer $1\xa0201 pour Orange : passez",
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_next_bidders_question_groups_the_bid_to_beat(code: str) -> None:
    state = started(4)
    set_cash(state, 0, 1500)
    apply(state, Bid(0, 1200))
    decision = GAME.decide(state).actors[0].decision
    assert decision.text("Ben", translator(code)) == QUESTION[code]


CASH = {
    "en": "The game is over. Cash: Ann $300, Ben $12,000, Cat $5. Ben wins.",
    "it": "La partita è finita. Denaro: Ann $300, Ben $12.000, Cat $5. Vince Ben.",
    "fr": "La partie est terminée. Argent : Ann $300, Ben $12\xa0000, Cat $5. Ben gagne.",
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_last_line_of_the_log_groups_each_players_cash(code: str) -> None:
    state = started(3)
    assert GAME.describe(state, GameEnded(winners=(1,), cash=(300, 12000, 5)), translator(code)) == CASH[code]


@pytest.mark.parametrize(("code", "cash", "treasury"), [("en", "$12,000", "$2,004"), ("fr", "$12\xa0000", "$2\xa0004")])
def test_the_console_view_groups_cash_and_treasuries_and_keeps_their_columns(
    code: str, cash: str, treasury: str
) -> None:
    """A player's cash and a company's treasury in thousands, grouped, and the columns after them still in line:
    every player's shares start in one column, every treasury ends under its heading."""
    state = started(3)
    set_cash(state, 1, 12000)
    set_treasury(state, "orange", 2004)
    set_language(code)
    try:
        lines = render("steam_barons", GAME.summary(state, PUBLIC))
        shares, heading = _("no shares"), pgettext("column", "Treasury")
    finally:
        set_language("en")
    players = lines[:3]
    assert players[1] == f"   2. Ben      {cash} {shares}", players
    assert len({line.index(shares) for line in players}) == 1, players
    table = lines[lines.index(next(line for line in lines if heading in line.split())) :][:8]  # headings on two rows
    end = table[0].index(heading) + len(heading)
    treasuries = [list(re.finditer(r"\$[\d,\xa0]+", line))[1] for line in table[2:]]  # after each price
    assert {found.end() for found in treasuries} == {end}, table
    assert treasuries[0].group() == treasury, table


@pytest.mark.parametrize(("code", "treasury"), [("en", "2,004"), ("it", "2.004"), ("fr", "2\xa0004")])
def test_the_touchscreens_companies_table_groups_a_treasury(code: str, treasury: str) -> None:
    from companion.front.steam_barons.drawing import _company_values

    set_language(code)
    try:
        assert _company_values({"price": 5, "treasury": 2004, "performance": 3}) == ("5", treasury, "3")
    finally:
        set_language("en")
