"""Phase 5, sell shares: sealed and simultaneous, one reveal, paid at the current price; turn 5 sells all."""

from __future__ import annotations

import pytest

from companion.core import PUBLIC
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Sell

from .helpers import (
    TEST_CARD,
    apply,
    end_builds,
    finish_turn,
    give_shares,
    of_type,
    refused,
    score,
    set_price,
    skip_auctions,
    skip_deliveries,
    started,
    types,
)


def selling(players: int = 3, holdings: dict[int, dict[str, int]] | None = None, **options):
    """Turn 1's sales with the given holdings (default: Ann 2 orange, Ben 1 green, Cat 1 orange)."""
    state = started(players, **options)
    for seat, shares in (holdings or {0: {"orange": 2}, 1: {"green": 1}, 2: {"orange": 1}}).items():
        for company, count in shares.items():
            give_shares(state, seat, company, count)
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    assert state.phase == "sell"
    return state


def test_nothing_is_paid_or_moved_until_every_seat_has_chosen() -> None:
    state = selling()
    cash = [state.cash(s) for s in range(3)]
    events = apply(state, Sell(0, {"orange": 2}))
    assert types(events) == ["sale_sealed"]
    assert [state.cash(s) for s in range(3)] == cash and state.shares.held(0, "orange") == 2
    apply(state, Sell(2, {}))
    events = apply(state, Sell(1, {"green": 1}))
    assert types(events)[:2] == ["sale_sealed", "sales_revealed"]
    assert of_type(events, "sales_revealed")[0].sales == ({"orange": 2}, {"green": 1}, {})


def test_sales_are_paid_at_the_current_price_from_the_bank_and_go_to_available_shares() -> None:
    state = selling()
    price = state.companies["orange"].price
    bank = state.ledger["bank"]
    cash = state.cash(0)
    available = state.shares.available["orange"]
    apply(state, Sell(0, {"orange": 2}), Sell(1, {}), Sell(2, {}))
    assert state.cash(0) == cash + 2 * price and state.ledger["bank"] == bank - 2 * price
    assert state.shares.available["orange"] == available + 2 and state.shares.held(0, "orange") == 0


def test_a_sale_at_price_zero_pays_zero() -> None:
    state = selling()
    set_price(state, "green", 0)
    cash = state.cash(1)
    events = apply(state, Sell(0, {}), Sell(1, {"green": 1}), Sell(2, {}))
    assert state.cash(1) == cash and of_type(events, "shares_sold")[0].amount == 0


def test_selling_more_than_held_or_unknown_companies_is_refused() -> None:
    state = selling()
    refusal = refused(state, Sell(0, {"orange": 3}), "selling_too_many")
    assert str(refusal) == "Ann holds 2 Orange shares, not 3."
    refused(state, Sell(0, {"green": 1}), "selling_too_many")
    refused(state, Sell(0, {"purple": 1}), "unknown_company")
    refused(state, Sell(0, {"orange": 0}), "bad_sale")


def test_ruling_each_seat_submits_once() -> None:
    state = selling()
    apply(state, Sell(0, {}))
    refusal = refused(state, Sell(0, {"orange": 1}), "already_chosen")
    assert "Ann has already chosen" in str(refusal)


def test_ruling_seats_with_nothing_to_sell_are_not_asked() -> None:
    state = selling(holdings={0: {"orange": 1}, 2: {"green": 1}})
    assert state.sales.seats == (0, 2)
    refused(state, Sell(1, {}), "not_selling")


def test_ruling_when_nobody_can_sell_the_phase_passes() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    state.shares.sell("orange", 0, 1)  # arranged: nobody holds any share now (Ann keeps the certificate)
    events = end_builds(state)
    assert "nothing_to_sell" in types(events) and state.phase == "company_order"


def test_ruling_shares_of_a_company_at_b_cannot_be_sold() -> None:
    state = started(3, card=TEST_CARD)
    give_shares(state, 0, "orange", 2)
    give_shares(state, 0, "green", 1)
    set_price(state, "orange", 0)
    score(state, {"green": 9, "brown": 5, "wood": 5, "black": 5, "white": 5})  # orange alone at the bottom: B
    assert state.companies["orange"].price is None and state.phase == "sell"
    refusal = refused(state, Sell(0, {"orange": 2}), "bankrupt_shares")
    assert "Orange is bankrupt" in str(refusal)
    apply(state, Sell(0, {"green": 1}))
    assert state.companies["orange"].removed  # phase 6 ran after the reveal
    assert state.shares.removed["orange"] == 8 and state.shares.held(0, "orange") == 0


def test_in_turn_five_every_player_must_sell_everything() -> None:
    state = selling()
    for _ in range(4):
        finish_turn(state)
    assert state.turn == 5
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    assert state.phase == "sell"
    refusal = refused(state, Sell(0, {"orange": 1}), "must_sell_everything")
    assert "In the last turn Ann must sell every share: 1 Orange" in str(refusal)
    refused(state, Sell(0, {}), "must_sell_everything")
    apply(state, Sell(0, {"orange": 2}), Sell(1, {"green": 1}), Sell(2, {"orange": 1}))
    assert state.phase == "over"
    assert all(not any(held.values()) for held in state.shares.seats)


def test_a_seats_pass_button_seals_its_sale_of_nothing() -> None:
    """ "Each player chooses what to sell": nothing is a choice, and a seat's pass button made none (it meant
    nothing during the sealed sales). It seals that seat's sale of nothing, only that seat's, once."""
    state = selling()
    assert GAME.pass_action(state, 1) == Sell(1, {})
    events = apply(state, GAME.pass_action(state, 1))
    assert types(events) == ["sale_sealed"] and state.sales is not None and state.sales.has_chosen(1)
    assert GAME.pass_action(state, 1) is None  # sealed already: the second press is no new choice
    assert "Ben has already chosen what to sell." in str(GAME.pass_refusal(state, 1))
    assert GAME.pass_action(state, 0) == Sell(0, {}) and GAME.pass_refusal(state, 0) is None
    apply(state, Sell(0, {"orange": 1}), GAME.pass_action(state, 2))
    assert state.sales is None and state.phase != "sell"  # the last seat sealed by its button: revealed


def test_a_seat_with_nothing_to_sell_or_bound_to_sell_everything_cannot_pass_and_is_told_why() -> None:
    state = selling(holdings={0: {"orange": 1}, 2: {"green": 1}})
    assert GAME.pass_action(state, 1) is None
    assert "Ben has no shares to sell in this phase." in str(GAME.pass_refusal(state, 1))
    state = selling()
    for _ in range(4):
        finish_turn(state)
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    assert state.turn == 5 and state.phase == "sell"
    assert GAME.pass_action(state, 0) is None  # the last turn sells every share: no sale of nothing
    assert "In the last turn Ann must sell every share: 2 Orange" in str(GAME.pass_refusal(state, 0))


def test_outside_the_sales_or_at_an_empty_seat_the_pass_button_gives_no_reason_of_its_own() -> None:
    state = started(3)
    assert GAME.pass_refusal(state, 0) is None
    state = selling()
    assert GAME.pass_action(state, 4) is None and GAME.pass_refusal(state, 4) is None  # no player at seat 5


def test_a_sealed_sale_shows_only_to_its_own_seat_and_never_in_the_log() -> None:
    state = selling()
    events = apply(state, Sell(0, {"orange": 2}))
    line = GAME.describe(state, events[0])
    assert line == "Ann has chosen what to sell." and "orange" not in line.lower()
    assert GAME.summary(state, 0)["sales"]["own"] == {"orange": 2}
    for viewer in (1, 2, PUBLIC, None):
        summary = GAME.summary(state, viewer)
        assert summary["sales"]["own"] is None and summary["sales"]["chosen"] == [0]
        assert "'orange': 2" not in repr(summary["sales"]) and 'orange": 2' not in repr(summary["prompt"])
    prompt = GAME.decide(state)
    assert {a.seat for a in prompt.actors} == {1, 2}  # one secret actor per seat still to choose
    assert all(a.decision.kind == "secret" and a.decision.chosen == (0,) for a in prompt.actors)


SALE_WORDS = {
    "en": ("Ann sells 2 Orange shares for $10 ($5 each).", "Ben sells one Green share for $5."),
    "it": ("Ann vende 2 azioni Arancio per $10 ($5 l'una).", "Ben vende un'azione Verde per $5."),
    "fr": ("Ann vend 2 actions Orange pour $10 ($5 chacune).", "Ben vend une action Vert pour $5."),
}


@pytest.mark.parametrize("language", sorted(SALE_WORDS))
def test_the_log_says_a_one_share_sale_s_price_once_and_a_larger_sale_s_amount(language: str) -> None:
    """One share's price is the amount: once read "Giocatore 3 vende 1 azione Verde a $6: $6". Several shares read
    in the same shape as one ("sells … for $…"), not "sells 2 Orange shares at $5: $10"."""
    from companion.text.i18n import translator

    state = selling()
    happened = apply(state, Sell(0, {"orange": 2}), Sell(1, {"green": 1}), Sell(2, {}))
    told = tuple(GAME.describe(state, event, translator(language)) for event in of_type(happened, "shares_sold"))
    assert told == SALE_WORDS[language]


REVEAL_WORDS = {
    "en": (
        "Sales revealed: Player 1 sells 1 Green share; Player 2 sells nothing.",
        "Sales revealed: Ann sells 2 Orange shares and 1 Green share; Cat sells 1 Orange share; Ben sells nothing.",
        "Sales revealed: nobody sells anything.",
    ),
    "it": (
        "Vendite rivelate: Giocatore 1 vende 1 azione Verde; Giocatore 2 non vende nulla.",
        "Vendite rivelate: Ann vende 2 azioni Arancio e 1 azione Verde; Cat vende 1 azione Arancio; Ben non vende "
        "nulla.",
        "Vendite rivelate: nessuno vende nulla.",
    ),
    "fr": (
        "Ventes révélées : Joueur 1 vend 1 action Vert ; Joueur 2 ne vend rien.",
        "Ventes révélées : Ann vend 2 actions Orange et 1 action Vert ; Cat vend 1 action Orange ; Ben ne vend rien.",
        "Ventes révélées : personne ne vend rien.",
    ),
}
DEFAULT_NAMES = {"en": "Player", "it": "Giocatore", "fr": "Joueur"}


@pytest.mark.parametrize("language", sorted(REVEAL_WORDS))
def test_the_revealed_sales_are_a_clause_a_seat_with_its_verb_and_its_shares_counted(language: str) -> None:
    """The reveal read "Vendite rivelate: Giocatore 1 1 Verde": a default name's number ran into the count, with no
    verb and no word for a share in any language. Each seat's sale is now a clause of its own, the shares counted
    with their plural, and nobody selling anything is said once."""
    from companion.games.steam_barons.events import SalesRevealed
    from companion.games.steam_barons.log import describe
    from companion.text.i18n import translator

    _ = translator(language)
    defaults, mixed, nobody = REVEAL_WORDS[language]
    names = [f"{DEFAULT_NAMES[language]} {seat}" for seat in (1, 2)]
    assert describe(names, SalesRevealed(({"green": 1}, {})), _) == defaults
    holdings = {0: {"orange": 2, "green": 1}, 1: {"green": 1}, 2: {"orange": 1}}
    state = selling(holdings=holdings)
    happened = apply(state, Sell(0, {"orange": 2, "green": 1}), Sell(1, {}), Sell(2, {"orange": 1}))
    assert GAME.describe(state, of_type(happened, "sales_revealed")[0], _) == mixed
    state = selling()
    happened = apply(state, Sell(0, {}), Sell(1, {}), Sell(2, {}))
    assert GAME.describe(state, of_type(happened, "sales_revealed")[0], _) == nobody


GROUPED_WORDS = {
    "en": (
        "Sales revealed: Ann and Ben sell 1 Green share each; the others sell nothing.",
        "Sales revealed: Ann sells 1 Green share; Cat sells 2 Orange shares; the others sell nothing.",
        "Sales revealed: Ann, Ben and Cat sell 1 Green share each.",
    ),
    "it": (
        "Vendite rivelate: Ann e Ben vendono 1 azione Verde ciascuno; gli altri non vendono nulla.",
        "Vendite rivelate: Ann vende 1 azione Verde; Cat vende 2 azioni Arancio; gli altri non vendono nulla.",
        "Vendite rivelate: Ann, Ben e Cat vendono 1 azione Verde ciascuno.",
    ),
    "fr": (
        "Ventes révélées : Ann et Ben vendent 1 action Vert chacun ; les autres ne vendent rien.",
        "Ventes révélées : Ann vend 1 action Vert ; Cat vend 2 actions Orange ; les autres ne vendent rien.",
        "Ventes révélées : Ann, Ben et Cat vendent 1 action Vert chacun.",
    ),
}


@pytest.mark.parametrize("language", sorted(GROUPED_WORDS))
def test_seats_that_sell_alike_are_named_together_and_those_that_sell_nothing_last(language: str) -> None:
    """One clause a seat said "Ann sells 1 Green share; Ben sells 1 Green share; Cat sells nothing; Dan sells
    nothing": seats that sell the same are now named once, those that sell nothing last, "the others" when they
    are several."""
    from companion.games.steam_barons.events import SalesRevealed
    from companion.games.steam_barons.log import describe
    from companion.text.i18n import translator

    _ = translator(language)
    alike, apart, everyone = GROUPED_WORDS[language]
    names = ["Ann", "Ben", "Cat", "Dan"]
    green, orange = {"green": 1}, {"orange": 2}
    assert describe(names, SalesRevealed((green, green, {}, {})), _) == alike
    assert describe(names, SalesRevealed((green, {}, orange, {})), _) == apart
    assert describe(names[:3], SalesRevealed((green, green, green)), _) == everyone


@pytest.mark.parametrize("viewer", [1, 2, PUBLIC, None])
def test_no_summary_but_the_sellers_own_holds_a_trace_of_the_sealed_sale(viewer) -> None:
    state = selling()
    before = GAME.summary(state, viewer)
    apply(state, Sell(0, {"orange": 1}))
    after = GAME.summary(state, viewer)
    after["sales"]["chosen"] = []
    after["sales"]["waiting_for"] = before["sales"]["waiting_for"]
    after["prompt"] = before["prompt"]
    after["current_player"] = before["current_player"]
    assert after == before
