"""Takeovers: offered on a rival's company where its owner's pawn stands, to a lander with a guard."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import Decline, FightRoll, PayFee, Takeover
from companion.text.i18n import _, set_language

from .helpers import apply, index, land, of_type, own, place, refused, started


def arranged(attacker_guards: int, owner_guards: int, *, holding: bool = False):
    state = started()
    own(state, 1, *(("IT-1", "IT-2", "IT-3") if holding else ("IT-2",)))
    place(state, 1, "IT-2")
    state.players[0].guards = attacker_guards
    state.players[1].guards = owner_guards
    return state


def test_offered_when_the_owners_pawn_stands_there_and_the_lander_has_a_guard() -> None:
    state = arranged(1, 2)
    land(state, "IT-2")
    assert state.phase == "land" and state.offer.kind == "takeover" and state.offer.fee == 90
    assert {a.type for a in GAME.legal_actions(state)} == {"takeover", "pay_fee"}
    refused(state, Decline(0), "not_offered")


def test_not_offered_without_a_guard_or_when_the_owner_is_elsewhere() -> None:
    state = arranged(0, 2)
    assert of_type(land(state, "IT-2"), "rent_paid")
    state = arranged(3, 2)
    place(state, 1, "IT-3")
    assert of_type(land(state, "IT-2"), "rent_paid")


def test_paying_the_fee_instead_pays_the_normal_rent() -> None:
    state = arranged(1, 2)
    land(state, "IT-2")
    happened = apply(state, PayFee(0))
    assert of_type(happened, "rent_paid")[0].amount == 90 and state.owners["IT-2"] == 1


def test_an_owner_without_guards_loses_the_company_without_a_fight() -> None:
    state = arranged(1, 0)
    land(state, "IT-2")
    happened = apply(state, Takeover(0))
    assert of_type(happened, "takeover")[0].fought is False
    assert state.owners["IT-2"] == 0 and state.cash(0) == 500 and state.players[0].guards == 1


def test_the_attacker_throws_white_the_owner_black_and_the_lower_loses_a_guard() -> None:
    state = arranged(3, 3)
    land(state, "IT-2")
    apply(state, Takeover(0))
    assert GAME.prompt(state).kind == "fight" and GAME.prompt(state).chance
    apply(state, FightRoll(2, 5))
    assert (state.players[0].guards, state.players[1].guards) == (2, 3)
    apply(state, FightRoll(6, 1))
    assert (state.players[0].guards, state.players[1].guards) == (2, 2)
    apply(state, FightRoll(4, 4))
    assert (state.players[0].guards, state.players[1].guards) == (1, 1)


def test_the_attacker_wins_when_the_owner_runs_out_alone() -> None:
    state = arranged(2, 1)
    land(state, "IT-2")
    apply(state, Takeover(0))
    happened = apply(state, FightRoll(5, 2))
    assert of_type(happened, "takeover")[0].fought and state.owners["IT-2"] == 0
    assert state.players[0].guards == 2 and state.players[1].guards == 0 and state.cash(0) == 500


def test_both_running_out_together_costs_the_attacker_double() -> None:
    state = arranged(1, 1)
    land(state, "IT-2")
    apply(state, Takeover(0))
    happened = apply(state, FightRoll(3, 3))
    assert of_type(happened, "takeover_failed") and state.owners["IT-2"] == 1
    rent = of_type(happened, "rent_paid")[0]
    assert rent.amount == 180 and rent.double and state.cash(1) == 680
    assert state.players[0].guards == 0 and state.players[1].guards == 0  # lost guards stay lost


def test_the_attacker_running_out_pays_double_the_holding_rent() -> None:
    state = arranged(1, 3, holding=True)
    land(state, "IT-2")
    apply(state, Takeover(0))
    happened = apply(state, FightRoll(1, 6))
    assert of_type(happened, "rent_paid")[0].amount == 360 and state.cash(0) == 140


def test_a_takeover_breaks_the_holding() -> None:
    state = arranged(1, 0, holding=True)
    land(state, "IT-2")
    apply(state, Takeover(0))
    assert state.holding_owner("3") is None and state.owners["IT-1"] == 1
    assert index(state, "IT-2") == state.players[0].square


def test_the_double_fee_beyond_cash_goes_through_the_debt_flow_to_the_owner() -> None:
    from companion.games.mad_market.actions import Trade

    from .helpers import give_shares, set_cash

    state = arranged(1, 3)
    set_cash(state, 0, 100)
    give_shares(state, 0, "2", 100)
    land(state, "IT-2")
    apply(state, Takeover(0))
    happened = apply(state, FightRoll(1, 6))
    opened = of_type(happened, "debt_opened")[0]
    assert (opened.amount, opened.creditor) == (180, 1) and state.phase == "debt"
    happened = apply(state, Trade(0, 2, "sell", 14))  # 14 x 6 = 84: 184 in hand
    assert of_type(happened, "debt_paid")[0].creditor == 1
    assert state.cash(1) == 680 and state.cash(0) == 4 and state.owners["IT-2"] == 1


def test_a_takeover_fight_names_its_defender_at_the_start_and_in_every_round() -> None:
    """The rounds said "Ann has 2 guards left, 1 defending guard left" without naming whose guards defend."""
    state = arranged(2, 2)
    land(state, "IT-2")
    begun = of_type(apply(state, Takeover(0)), "fight_started")[0]
    round_ = of_type(apply(state, FightRoll(5, 2)), "fight_round")[0]
    assert (begun.defender, round_.defender) == (1, 1)
    assert GAME.describe(state, begun) == "Takeover fight over IT-2: Ann's 2 guards against Ben's 2 defending guards."
    assert GAME.describe(state, round_) == "White 5, black 2: Ann has 2 guards left, Ben 1 defending guard left."
    try:
        set_language("fr")
        assert GAME.describe(state, begun, _).endswith("contre 2 vigiles en défense de Ben.")
        assert (
            GAME.describe(state, round_, _)
            == "Blanc 5, noir 2 : il reste 2 vigiles à Ann et 1 vigile en défense à Ben."
        )
        set_language("it")
        assert GAME.describe(state, begun, _).endswith("contro 2 guardie in difesa di Ben.")
        assert (
            GAME.describe(state, round_, _) == "Bianco 5, nero 2: restano 2 guardie ad Ann e 1 guardia in difesa a Ben."
        )
    finally:
        set_language("en")


def test_a_police_fight_round_has_no_defender() -> None:
    state = started()
    state.players[0].pack, state.players[0].guards = True, 2
    land(state, "police-1")
    round_ = of_type(apply(state, FightRoll(5, 2)), "fight_round")[0]
    assert round_.defender is None
    assert GAME.describe(state, round_) == "White 5, black 2: Ann has 2 guards left, 1 officer left."


def said(state, event, language: str) -> str:
    set_language(language)
    try:
        return GAME.describe(state, event, _)
    finally:
        set_language("en")


def test_a_takeover_without_a_fight_says_why_there_was_none() -> None:
    """ "Ann takes IT-2 over from Ben." did not say why no guard fought for it."""
    state = arranged(1, 0)
    land(state, "IT-2")
    taken = of_type(apply(state, Takeover(0)), "takeover")[0]
    assert GAME.describe(state, taken) == "Ben has no guards: Ann takes IT-2 over without a fight."
    assert said(state, taken, "it") == "Ben non ha guardie: Ann rileva IT-2 senza combattere."
    assert said(state, taken, "fr") == "Ben n'a aucun vigile : Ann reprend IT-2 sans combat."


def test_a_fought_takeover_still_reads_as_before() -> None:
    state = arranged(2, 1)
    land(state, "IT-2")
    apply(state, Takeover(0))
    happened = apply(state, FightRoll(5, 2))
    assert GAME.describe(state, of_type(happened, "takeover")[0]) == "Ann takes IT-2 over from Ben."


def test_a_round_that_leaves_the_owner_no_guard_says_none() -> None:
    """ "Ben 0 defending guards left" read as a misprint."""
    state = arranged(2, 1)
    land(state, "IT-2")
    apply(state, Takeover(0))
    round_ = of_type(apply(state, FightRoll(5, 2)), "fight_round")[0]
    assert GAME.describe(state, round_) == "White 5, black 2: Ann has 2 guards left, Ben none."
    assert said(state, round_, "it") == "Bianco 5, nero 2: restano 2 guardie ad Ann, nessuna a Ben."
    assert said(state, round_, "fr") == "Blanc 5, noir 2 : il reste 2 vigiles à Ann, aucun à Ben."


def test_a_round_that_leaves_neither_side_a_guard_says_so() -> None:
    state = arranged(1, 1)
    land(state, "IT-2")
    apply(state, Takeover(0))
    round_ = of_type(apply(state, FightRoll(4, 4)), "fight_round")[0]
    assert GAME.describe(state, round_) == "White 4, black 4: neither Ann nor Ben has a guard left."
    assert said(state, round_, "it") == "Bianco 4, nero 4: né Ann né Ben hanno più guardie."
    assert said(state, round_, "fr") == "Blanc 4, noir 4 : ni Ann ni Ben n'ont plus de vigile."


def test_the_takeover_question_says_what_the_owners_guards_mean() -> None:
    """ "Ben has 0 guards: with none, the company changes hands at once" stated a rule beside a count that had
    already settled it."""
    state = arranged(1, 0)
    land(state, "IT-2")
    assert GAME.decide(state).actors[0].decision.hint("Ann", _) == (
        "Ben has no guards: taking it over gets the company at once"
    )
    state = arranged(1, 2)
    land(state, "IT-2")
    assert GAME.decide(state).actors[0].decision.hint("Ann", _) == (
        "Ben has 2 guards to defend it: taking it over means a fight"
    )


def test_a_lost_takeovers_double_fee_is_said_in_one_bracket() -> None:
    """ "Ann pays Ben 360 rent for IT-2 (double) (holding rent)." read as two remarks."""
    state = arranged(1, 1, holding=True)
    land(state, "IT-2")
    apply(state, Takeover(0))
    paid = of_type(apply(state, FightRoll(1, 6)), "rent_paid")[0]
    assert GAME.describe(state, paid) == "Ann pays Ben 360 rent for IT-2 (double the holding rent)."
    assert said(state, paid, "it") == "Ann paga a Ben 360 di affitto per IT-2 (il doppio dell'affitto da holding)."
    assert said(state, paid, "fr") == "Ann paie à Ben 360 de loyer pour IT-2 (le double du loyer de holding)."
    state = arranged(1, 1)
    land(state, "IT-2")
    apply(state, Takeover(0))
    paid = of_type(apply(state, FightRoll(1, 6)), "rent_paid")[0]
    assert GAME.describe(state, paid) == "Ann pays Ben 180 rent for IT-2 (double the rent)."


def test_a_rent_paid_outright_reads_as_before() -> None:
    state = arranged(0, 0)
    paid = of_type(land(state, "IT-2"), "rent_paid")[0]
    assert GAME.describe(state, paid) == "Ann pays Ben 90 rent for IT-2."
    state = arranged(0, 0, holding=True)
    paid = of_type(land(state, "IT-2"), "rent_paid")[0]
    assert GAME.describe(state, paid) == "Ann pays Ben 180 rent for IT-2 (holding rent)."


def test_a_round_that_leaves_the_attacker_no_guard_says_none() -> None:
    """ "Ann has 0 guards left" ("restano 0 guardie ad Ann"): the owner's and both sides' last guards had words of
    their own, the attacker's had not."""
    state = arranged(1, 2)
    land(state, "IT-2")
    apply(state, Takeover(0))
    round_ = of_type(apply(state, FightRoll(2, 5)), "fight_round")[0]
    assert (round_.guards, round_.opponents) == (0, 2)
    assert GAME.describe(state, round_) == "White 2, black 5: Ann has no guards left, Ben 2 defending guards left."
    assert said(state, round_, "it") == (
        "Bianco 2, nero 5: non resta nessuna guardia ad Ann, restano 2 guardie in difesa a Ben."
    )
    assert said(state, round_, "fr") == (
        "Blanc 2, noir 5 : il ne reste aucun vigile à Ann, il reste 2 vigiles en défense à Ben."
    )


def test_a_police_round_that_leaves_a_side_with_nothing_says_none() -> None:
    """A police fight's last round: "Ann has 0 guards left" or "0 officers left" read as a misprint."""
    state = started()
    state.players[0].pack, state.players[0].guards = True, 1
    land(state, "police-1")
    lost = of_type(apply(state, FightRoll(2, 5)), "fight_round")[0]
    assert (lost.guards, lost.opponents) == (0, 2)
    assert GAME.describe(state, lost) == "White 2, black 5: Ann has no guards left, 2 officers left."
    assert said(state, lost, "it") == "Bianco 2, nero 5: non resta nessuna guardia ad Ann, restano 2 poliziotti."
    assert said(state, lost, "fr") == "Blanc 2, noir 5 : il ne reste aucun vigile à Ann, il reste 2 policiers."
    state = started()
    state.players[0].pack, state.players[0].guards = True, 2
    land(state, "police-1")
    apply(state, FightRoll(5, 2))
    won = of_type(apply(state, FightRoll(5, 2)), "fight_round")[0]
    assert (won.guards, won.opponents) == (2, 0)
    assert GAME.describe(state, won) == "White 5, black 2: Ann has 2 guards left, no officer left."
    assert said(state, won, "it") == "Bianco 5, nero 2: restano 2 guardie ad Ann, nessun poliziotto."
    assert said(state, won, "fr") == "Blanc 5, noir 2 : il reste 2 vigiles à Ann, plus aucun policier."
