"""What the screens say beside the decisions: hints, previews, checklists, the referee's insight."""

from __future__ import annotations

import pytest

from companion.front.steam_barons import texts
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Bid, Build, Deliver, EndBuild
from companion.text.i18n import _, set_language

from .helpers import apply, end_builds, give_shares, skip_auctions, started


def hint(state) -> str | None:
    """The line under the question, the engine's note of the main decision: every front-end says it."""
    actor = GAME.decide(state).primary()
    return (actor.decision.hint() or None) if actor is not None else None


def test_the_auction_hint_says_the_shares_on_offer_only() -> None:
    """The company is the question's ("Ann: bid for Orange") and the least bid the range's ("$7 to $30") on every
    front-end: "Orange: 1 share on offer, next bid at least $7" said both a second time."""
    state = started(3)
    assert hint(state) == "1 share on offer"
    apply(state, Bid(0, 6))
    assert hint(state) == "1 share on offer"  # the high bid is the panel's own line, the least its range


def test_the_build_and_delivery_hints_leave_the_company_and_the_tile_to_the_question_above_them() -> None:
    """ "Ann construit pour Marron : tuile 1 sur 2" over "Marron : tuile 1 sur 2 ; caisse $5, …": said twice."""
    state = started(3)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    actor = GAME.decide(state).primary()
    assert actor is not None
    for code in ("en", "it", "fr"):
        set_language(code)
        try:
            question, note = actor.decision.text("Ann", _), actor.decision.hint(translate=_)
        finally:
            set_language("en")
        assert question.endswith(("tile 1 of 2", "tessera 1 di 2", "tuile 1 sur 2")), question
        assert "1" not in note.split(",")[0] and not note.startswith(("Orange", "Arancio")), note
    apply(state, Build(0, 1, True), EndBuild(0))
    assert state.phase == "deliver"
    actor = GAME.decide(state).primary()
    assert actor is not None
    for code in ("en", "it", "fr"):  # "Ann ships for Orange: round 1 of 2" over "Orange: 1 own link; …"
        set_language(code)
        try:
            question, note = actor.decision.text("Ann", _), actor.decision.hint(translate=_)
        finally:
            set_language("en")
        assert "Orange" in question or "Arancio" in question, question
        assert note.startswith("1 "), note


def test_the_build_screen_previews_the_issue_and_lists_the_map_checks() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    assert hint(state) == "Treasury $5, 7 shares to issue at $5"  # the map's costs are buttons
    assert texts.preview_lines(GAME.preview(state, Build(0, 12))) == [
        "Issues 2 shares ($10) to pay for this $12 tile; the treasury is left with $3"
    ]
    assert texts.preview_lines(GAME.preview(state, Build(0, 4))) == [
        "The treasury pays $4 for this tile and is left with $1"
    ]
    assert "cannot be paid" in texts.preview_lines(GAME.preview(state, Build(0, 99)))[0]
    assert any("port city" in line for line in texts.build_checklist("eastern_us"))
    assert not any("port city" in line for line in texts.build_checklist("northern_england"))


def test_the_delivery_screen_lists_what_the_companion_cannot_see() -> None:
    state = started(3, map="northern_england")
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    assert hint(state) == "Treasury $5, 5 shares to issue at $5"  # no surcharges here
    apply(state, Build(0, 1, True), Build(0, 1, True), Build(0, 1, True))
    assert state.phase == "deliver"
    assert hint(state) == "3 own links; no ownerless links on the map"  # nobody bankrupt yet
    state.ownerless = 2
    assert hint(state) == "3 own links, 2 ownerless; only own links add performance"
    assert texts.preview_lines(GAME.preview(state, Deliver(0, 2))) == ["Performance 0 then 2"]
    checks = " ".join(texts.delivery_checklist())
    assert "first city of its colour" in checks and "Black cubes go only to black cities" in checks


def test_the_insight_lines_give_each_companys_payouts_and_projected_price() -> None:
    state = started(3)
    lines = texts.insight_lines(GAME.summary(state))
    assert len(lines) == 6 and lines[0].startswith("Orange: perf. 0, $0/share, CEO $0, profit $1; price $5 then $5")


def test_the_sales_hint_speaks_only_of_the_last_turn() -> None:
    state = started(3, map="northern_england")
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    end_builds(state)
    assert state.phase == "sell" and hint(state) is None  # the sealed hand-over says who chooses
    state.turn = 5
    assert hint(state) == "Last turn: every share is sold, each seat in secret."


def test_a_company_already_on_the_b_square_reads_b_not_none() -> None:
    summary = {
        "insight": {
            "orange": {
                "performance": 0,
                "dividend": 0,
                "ceo_bonus": 0,
                "profit": 0,
                "price_now": None,
                "bankrupt_after": True,
            }
        }
    }
    assert texts.insight_lines(summary) == ["Orange: perf. 0, $0/share, CEO $0, profit $0; price B then B"]


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("en", "Treasury $5, no share left to issue"),
        ("it", "Cassa $5, nessuna azione non emessa"),
        ("fr", "Caisse $5, plus aucune action non émise"),
    ],
)
def test_the_build_hint_prices_no_share_when_none_is_left_to_issue(code: str, said: str) -> None:
    """ "0 azioni non emesse a $5" priced nothing: with every share issued the hint says so plainly."""
    state = started(3)
    give_shares(state, 0, "orange", 1)
    state.shares.issue("orange", state.shares.unissued["orange"])
    skip_auctions(state)
    actor = GAME.decide(state).primary()
    assert actor is not None
    set_language(code)
    try:
        hint_said = actor.decision.hint(translate=_)
    finally:
        set_language("en")
    assert hint_said == said


PAYMENT_WORDS = {
    "it": (
        "Emette 1 azione ($5) per pagare questa tessera da $8; la cassa resta con $2",
        "La cassa paga $4 per questa tessera e resta con $1",
    ),
    "fr": (
        "Émet 1 action ($5) pour payer cette tuile à $8 ; il reste $2 en caisse",
        "La caisse paie $4 pour cette tuile ; il reste $1 en caisse",
    ),
}


@pytest.mark.parametrize("language", sorted(PAYMENT_WORDS))
def test_a_tiles_preview_says_what_each_sum_is(language: str) -> None:
    """ "Paid from the treasury: $5 then $1" read as two payments, $5 and then $1: the preview names the tile's
    cost and what the treasury is left with."""
    state = started(3)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    set_language(language)
    try:
        said = [texts.preview_lines(GAME.preview(state, Build(0, cost)))[0] for cost in (8, 4)]
    finally:
        set_language("en")
    assert tuple(said) == PAYMENT_WORDS[language]
