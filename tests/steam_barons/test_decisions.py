"""Decisions as data: each moment's actors say what is decided, and build only legal actions."""

from __future__ import annotations

from companion.core import Amount, Basket, Entry, Pick, Secret, is_legal
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Bid, Build, Buy, Deliver, EndBuild, Pass, Sell, SkipDelivery

from .helpers import apply, end_builds, give_shares, new, set_cash, set_treasury, skip_auctions, started


def only_actor(state):
    prompt = GAME.decide(state)
    assert len(prompt.actors) == 1
    return prompt.actors[0]


def test_the_order_and_the_first_player_are_chance_actors() -> None:
    state = new(3)
    actor = only_actor(state)
    assert actor.chance and actor.seat is None and isinstance(actor.decision, Entry)
    assert actor.decision.choice is not None
    apply(state, GAME.legal_actions(state)[0])
    actor = only_actor(state)
    assert actor.chance and actor.seat is None and isinstance(actor.decision, Pick)
    assert [o.label for o in actor.decision.options] == ["Ann", "Ben", "Cat"]


def test_the_auction_is_an_amount_with_the_high_bid_the_bidder_the_cash_cap_and_pass() -> None:
    state = started(3)
    apply(state, Bid(0, 6))
    actor = only_actor(state)
    decision = actor.decision
    assert actor.seat == 1 and isinstance(decision, Amount)
    assert (decision.low, decision.high, decision.high_bid, decision.high_bidder, decision.cap) == (7, 30, 6, 0, 30)
    assert [o.action for o in decision.others] == [Pass(1)]
    assert decision.make(9) == Bid(1, 9)
    assert decision.text("Ben") == "Ben: bid for Orange"


def test_a_bidder_who_cannot_pay_the_minimum_only_confirms_a_pass() -> None:
    state = started(3)
    set_cash(state, 0, 3)
    decision = only_actor(state).decision
    assert decision.kind == "confirm" and decision.action == Pass(0)
    assert decision.text("Ann") == "Ann cannot pay $5 for Orange: pass"


def test_buying_is_an_amount_one_to_n_beside_buy_nothing_for_the_seats_that_may_decline() -> None:
    state = started(3)
    state.shares.issue("orange", 3)
    apply(state, Bid(0, 5), Pass(1), Pass(2))
    decision = only_actor(state).decision
    assert isinstance(decision, Amount) and (decision.low, decision.high) == (1, 4) and decision.others == ()
    assert decision.button == "Buy {value} for {cost}" and decision.make(2) == Buy(0, 2)
    assert (decision.price, decision.price_unit, decision.cost(3)) == (5, "$", 15)  # the button's total
    apply(state, Buy(0, 1))
    decision = only_actor(state).decision
    assert (decision.low, decision.high) == (1, 3) and decision.make(3) == Buy(1, 3)
    assert [(o.key, o.label, o.action) for o in decision.others] == [("nothing", "Buy nothing", Buy(1, 0))]


def test_a_seat_asked_that_can_afford_no_share_only_confirms_buying_nothing() -> None:
    state = started(3)
    state.shares.issue("orange", 3)
    apply(state, Bid(0, 5), Pass(1), Pass(2), Buy(0, 1))
    set_cash(state, 1, 4)  # Ben was asked while he could pay; the decision follows his cash
    decision = only_actor(state).decision
    assert decision.kind == "confirm" and decision.action == Buy(1, 0) and decision.button == "Buy nothing"
    # The question says why buying nothing is all there is: it asked "Ben: buy Orange shares at $5?".
    assert decision.text("Ben") == "Ben cannot pay $5 for a share of Orange"


def test_building_is_a_basket_of_cost_and_completes_link_beside_end_build() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    actor = only_actor(state)
    decision = actor.decision
    assert actor.seat == 0 and isinstance(decision, Basket)
    assert [(i.key, i.low, i.high) for i in decision.items] == [("cost", 1, 40), ("completes_link", 0, 1)]
    action = decision.make({"cost": 7, "completes_link": 1})
    assert action == Build(0, 7, True, "orange") and action.completes_link is True and decision.allows({"cost": 7})
    assert not decision.allows({"cost": 41})
    assert [o.action for o in decision.others] == [EndBuild(0, "orange")]
    assert decision.cost({"cost": 7, "completes_link": 1}) == 7 and decision.button == "Build {cost}"
    assert GAME.preview(state, Build(0, 12)) == {
        "company": "orange",
        "cost": 12,
        "treasury": 5,
        "unissued": 7,
        "payable": 40,
        "can_pay": True,
        "issue": 2,
        "issue_value": 10,
        "treasury_after": 3,
        "tiles": 0,
        "limit": 2,
    }


def test_a_company_that_can_pay_nothing_only_ends_building() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    set_treasury(state, "orange", 0)
    state.shares.issue("orange", state.shares.unissued["orange"])
    decision = only_actor(state).decision
    assert decision.kind == "confirm" and decision.action == EndBuild(0, "orange") and decision.button == "End building"
    # The top bar says whose building it is, as every other building prompt does.
    assert decision.text("Ann") == "Ann builds for Orange: no money and no share left to issue"


def test_delivering_is_a_basket_of_own_and_ownerless_links_beside_skip() -> None:
    state = started(3, map="northern_england")
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    apply(state, Build(0, 1, True), Build(0, 1, True), Build(0, 1, False))  # the third tile ends the build
    state.ownerless = 3  # a bankrupt company's links
    decision = only_actor(state).decision
    assert isinstance(decision, Basket)
    assert [(i.key, i.high) for i in decision.items] == [("own_links", 2), ("ownerless_links", 3)]
    assert decision.make({"own_links": 2}) == Deliver(0, 2, 0, "orange") and decision.allows({"own_links": 2})
    assert decision.make({"own_links": 1, "ownerless_links": 2}) == Deliver(0, 1, 2, "orange")
    assert not decision.allows({}) and [o.action for o in decision.others] == [SkipDelivery(0, "orange")]


def test_a_kind_of_link_the_company_has_none_of_is_left_out_of_the_delivery() -> None:
    """On a map where nobody has gone bankrupt, the basket showed "ownerless links" with a bare 0 and nothing to
    tap, which read like a fault: the line is left out (its count is 0 in the delivery), and the note says in words
    that there are none. A company with no track of its own ships on ownerless links alone."""
    state = started(3, map="northern_england")
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    apply(state, Build(0, 1, True), Build(0, 1, True), Build(0, 1, False))
    decision = only_actor(state).decision
    assert isinstance(decision, Basket)
    assert [(i.key, i.high) for i in decision.items] == [("own_links", 2)]
    assert decision.make({"own_links": 2}) == Deliver(0, 2, 0, "orange") and decision.allows({"own_links": 2})
    assert decision.values["note"].plural == "{links} own links; no ownerless links on the map"
    state.ownerless, state.companies["orange"].links = 2, 0
    decision = only_actor(state).decision
    assert isinstance(decision, Basket)
    assert [(i.key, i.high) for i in decision.items] == [("ownerless_links", 2)]
    assert decision.make({"ownerless_links": 1}) == Deliver(0, 0, 1, "orange") and decision.allows(
        {"ownerless_links": 1}
    )


def test_the_sealed_sales_are_one_secret_actor_per_seat_still_to_choose() -> None:
    state = started(3, map="northern_england")
    give_shares(state, 0, "orange", 2)
    give_shares(state, 2, "green", 1)
    skip_auctions(state)
    end_builds(state)
    prompt = GAME.decide(state)
    assert [a.seat for a in prompt.actors] == [0, 2]
    for actor in prompt.actors:
        secret = actor.decision
        assert isinstance(secret, Secret) and secret.seats == (0, 2) and secret.chosen == ()
        inner = secret.inner
        assert isinstance(inner, Basket) and inner.into == "shares"
    inner = prompt.actors[0].decision.inner
    assert [(i.key, i.low, i.high, i.price) for i in inner.items] == [("orange", 0, 2, 5)]
    assert inner.make({"orange": 1}) == Sell(0, {"orange": 1}) and inner.allows({})
    apply(state, Sell(2, {}))
    prompt = GAME.decide(state)
    assert [a.seat for a in prompt.actors] == [0] and prompt.actors[0].decision.chosen == (2,)


def test_each_line_of_a_sealed_sale_says_how_many_shares_its_own_seat_holds() -> None:
    """The sale's screen said nothing of what the seller holds: only a greyed "+" told there were no more."""
    from companion.core.i18n import Phrase, say
    from companion.text.i18n import translator

    state = started(3)
    give_shares(state, 0, "orange", 3)
    give_shares(state, 0, "green", 1)
    give_shares(state, 2, "green", 2)
    skip_auctions(state)
    end_builds(state)
    baskets = {actor.seat: actor.decision.inner for actor in GAME.decide(state).actors}
    notes = {seat: {item.key: item.note for item in basket.items} for seat, basket in baskets.items()}
    assert notes == {0: {"orange": "you hold 3 shares", "green": "you hold 1 share"}, 2: {"green": "you hold 2 shares"}}
    assert all(isinstance(note, Phrase) for held in notes.values() for note in held.values())
    italian = translator("it")
    assert [say(note, italian) for note in notes[0].values()] == ["possiedi 3 azioni", "possiedi 1 azione"]
    apply(state, Sell(0, {"orange": 1}))  # sealed: Cat's screen says her own holding, nothing of Ann's sale
    (actor,) = GAME.decide(state).actors
    assert actor.seat == 2 and [item.note for item in actor.decision.inner.items] == ["you hold 2 shares"]


def test_every_decision_builds_only_legal_actions_through_random_games() -> None:
    from companion.core import ChanceSource

    for seed in range(4):
        chance = ChanceSource(seed)
        state = GAME.new_game(GAME.prepare_config(GAME.random_config(3 + seed, chance)))
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            for actor in GAME.decide(state).actors:
                decision = actor.decision.inner if isinstance(actor.decision, Secret) else actor.decision
                if isinstance(decision, Amount):
                    assert is_legal(decision.make(decision.low), legal) and is_legal(
                        decision.make(decision.high), legal
                    )
                if isinstance(decision, Basket):
                    highs = {item.key: item.high for item in decision.items}
                    lows = {item.key: item.low for item in decision.items}
                    for quantities in (highs, lows):
                        assert decision.allows(quantities) == is_legal(decision.make(quantities), legal)
            GAME.apply(state, GAME.choose_random(state, chance))


def test_pass_buttons_mean_pass_buy_nothing_end_building_or_skip() -> None:
    state = started(3)
    assert GAME.pass_action(state, 0) == Pass(0) and GAME.pass_action(state, 1) is None
    state.shares.issue("orange", 2)
    apply(state, Bid(0, 5), Pass(1), Pass(2))
    assert GAME.pass_action(state, 0) is None  # the winner must buy one
    apply(state, Buy(0, 1))
    assert GAME.pass_action(state, 1) == Buy(1, 0)


def test_a_tiles_cost_offers_the_maps_costs_as_quick_buttons() -> None:
    """One more dollar, the city link's fixed cost, each terrain's surcharge: from the map, not the screen."""
    from companion.core import Quick
    from companion.games.steam_barons import GAME

    from .helpers import give_shares, skip_auctions, started

    for game_map, expected in (
        (
            "eastern_us",
            (
                Quick("+${amount}", 1),
                Quick("city link ${amount}", 3, adds=False),
                Quick("hill +${amount}", 2),
                Quick("mountain +${amount}", 3),
            ),
        ),
        ("northern_england", (Quick("+${amount}", 1),)),
    ):
        state = started(3, map=game_map)
        give_shares(state, 0, "orange", 1)
        skip_auctions(state)
        basket = GAME.decide(state).actors[0].decision
        cost = next(item for item in basket.items if item.key == "cost")
        assert cost.quick == expected, game_map
        assert [quick.apply(4) for quick in expected][:2] == [5, 3][: len(expected)]
