"""A basket's greyed controls always say why when tapped, even where the engine gave no reason.

At a six-player table a seller's secret sale showed "Orange $5  − 1 +" with
the "+" greyed: the line's top was the shares she held, the engine named no
reason for it, and a tap on the "+" said nothing at all. A company's "Ship"
at 0 links was greyed just as silently.
"""

from __future__ import annotations

from dataclasses import replace

from companion.core import Basket, BasketItem, Prompt
from companion.core.decisions import Actor, PickOption
from companion.text.sentence import as_sentence

from .test_decide import Buy, Host, Pass
from .test_quantity import poke, shares


def sale(held: int) -> Prompt:
    basket = Basket(
        "{name}: choose in secret what to sell",
        items=(BasketItem("orange", "Orange", held, price=5),),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        unit="$",
        choices=tuple(Buy(0, {"orange": n}) for n in range(held + 1)),
    )
    return Prompt(0, "sell", actors=(Actor(0, basket),))


def test_a_greyed_plus_without_the_engines_reason_says_the_lines_top() -> None:
    host = Host(sale(held=1))
    host.tap("item-orange-plus")
    assert not host.button("item-orange-plus").enabled
    poke(host, "item-orange-plus")
    assert host.told == ["At most 1."]


def test_the_engines_reason_still_wins_where_it_gave_one() -> None:
    host = Host(shares(high=2))
    host.tap("item-red-plus")
    host.tap("item-red-plus")
    poke(host, "item-red-plus")
    assert host.told == ["The bank has 2 left."]


def shipment() -> Prompt:
    """Links to score: confirmed only for one or more, "Skip" beside it for none (as a company ships)."""
    basket = Basket(
        "{name} ships",
        items=(BasketItem("red", "own links", 3),),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        choices=tuple(Buy(0, {"red": n}) for n in range(1, 4)),
        button="Ship",
        others=(PickOption("skip", "Skip", Pass(0)),),
    )
    return Prompt(0, "ship", actors=(Actor(0, basket),))


def test_a_greyed_confirm_with_nothing_chosen_says_what_to_do_first() -> None:
    """ "Ship" at 0 links, "Buy 0 for $0": greyed until a line has a number, and a tap on it says so."""
    host = Host(shipment())
    assert not host.button("basket-confirm").enabled
    poke(host, "basket-confirm")
    assert host.told == ["Nothing chosen yet: set how many with +"]
    host.tap("item-red-plus")
    host.tap("basket-confirm")
    assert host.submitted == [Buy(0, {"red": 1})]


def test_a_basket_whose_lines_cannot_move_does_not_ask_for_a_plus() -> None:
    """A seller with nothing to sell: every line fixed at 0 says "none to sell"; the greyed confirm asks no "+"."""
    prompt = shipment()
    basket = prompt.actors[0].decision
    fixed = Prompt(0, "ship", actors=(Actor(0, replace(basket, items=(BasketItem("red", "own links", 0),))),))
    host = Host(fixed)
    confirm = host.button("basket-confirm")
    assert not confirm.enabled
    assert not confirm.press(confirm.rect.center)  # greyed and silent: the lines say why
    assert host.told == []


def test_a_limit_told_alone_is_said_as_a_sentence() -> None:
    """Under its number a limit is a phrase ("at most 1"); told alone, in the notice of a tap on the greyed "+",
    it begins with a capital and ends with a stop, in every language ("al massimo 3 azioni per turno" read cut
    off); a text that already ends, or ends on a sign, is left as it is."""
    host = Host(sale(held=1))
    host.tap("item-orange-plus")
    poke(host, "item-orange-plus")
    assert host.told == ["At most 1."]
    assert as_sentence("al massimo 3 azioni per turno") == "Al massimo 3 azioni per turno."
    assert as_sentence("Ann has 2M and cannot bid 3M.") == "Ann has 2M and cannot bid 3M."
    assert as_sentence("Nothing chosen yet: set how many with +") == "Nothing chosen yet: set how many with +"


def test_a_greyed_minus_at_nothing_says_there_is_none_to_take_back() -> None:
    """A line at 0 (a buy, a shipment, a sale) had a greyed "−" that did nothing when tapped, where the greyed "+"
    says its limit and the auction's greyed "−" its least bid."""
    host = Host(sale(held=2))
    assert not host.button("item-orange-minus").enabled
    poke(host, "item-orange-minus")
    assert host.told == ["None to take back."]


def test_a_greyed_minus_says_why_on_a_line_opened_alone_and_at_a_least_above_nothing() -> None:
    host = Host(shares(high=200))
    host.tap("item-red-type")  # two hundred shares: the line on its own, its "−" as greyed at 0 ("at least 0")
    poke(host, "item-red-minus")
    assert host.told == ["None to take back."]
    least = Host(shares(high=200, low=2))
    poke(least, "item-red-minus")
    assert least.told == ["At least 2."]


def test_a_greyed_confirm_with_nothing_chosen_reads_what_to_do_not_an_offer() -> None:
    """ "Buy 0 for $0", greyed while nothing was chosen, read as a real offer of nothing: it reads the basket's
    plain verb ("Buy"), or "Confirm" where the game gave none, and the tap still says what to do first; once a
    line has a number the template is filled again."""
    host = Host(replace_basket(shares(high=3), idle="Buy"))
    assert not host.button("basket-confirm").enabled
    assert host.button("basket-confirm").text == "Buy"
    poke(host, "basket-confirm")
    assert host.told == ["Nothing chosen yet: set how many with +"]
    host.tap("item-red-plus")
    assert host.button("basket-confirm").text == "Buy 1 for $5"
    assert Host(shares(high=3)).button("basket-confirm").text == "Confirm"


def debt(least: int, high: int) -> Prompt:
    """A sale that must raise what a debt needs: nothing, or ``least`` up to ``high`` of one line at a time."""
    basket = Basket(
        "{name}: sell to pay the debt",
        items=(BasketItem("red", "Red", high, price=5), BasketItem("blue", "Blue", 4, price=7)),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        receives=True,
        choices=tuple(Buy(0, {"red": n}) for n in range(least, high + 1)) + (Buy(0, {"blue": 4}),),
        button="Sell {count} for {cost}",
        lines=1,
    )
    return Prompt(0, "debt", actors=(Actor(0, basket),))


def replace_basket(prompt: Prompt, **changes: object) -> Prompt:
    actor = prompt.actors[0]
    return replace(prompt, actors=(replace(actor, decision=replace(actor.decision, **changes)),))


def test_a_line_that_takes_at_least_some_goes_there_from_nothing_in_one_tap_and_back() -> None:
    """A debt's sale "at least 36, up to 116" started its "+" at 1, refused, and only typing or the steps reached
    36: "+" from nothing goes to the least, on to the top one by one, and "−" from the least back to nothing, on
    the line and on the line opened alone (the phones' page does the same)."""
    host = Host(debt(least=36, high=116))
    host.tap("item-red-plus")
    assert host.panel.values["item-red"] == 36 and host.button("basket-confirm").enabled
    host.tap("item-red-plus")
    assert host.panel.values["item-red"] == 37
    host.tap("item-red-minus")
    host.tap("item-red-minus")
    assert host.panel.values["item-red"] == 0
    host.tap("item-blue-plus")  # all 4 or none: one tap each way
    assert host.panel.values["item-blue"] == 4
    host.tap("item-blue-minus")
    assert host.panel.values["item-blue"] == 0
    host.tap("item-red-type")  # the line on its own: its own "−" and "+" jump the same way
    host.tap("item-red-plus")
    assert host.panel.values["item-red"] == 36
    host.tap("item-red-minus")
    assert host.panel.values["item-red"] == 0
