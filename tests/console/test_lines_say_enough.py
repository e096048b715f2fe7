"""A console line says what the touchscreen's button and panel say: what a loan pays, what a basket's quantities
are, which colour has how much cash, the note above a decision; in every language.

Only the main question is printed above the lines, so a side decision's line (a loan), a basket's line and an
option's line must carry the rest themselves.
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.console.decide import decision_lines
from companion.core import Actor, ChanceSource, Table
from companion.core.decisions import Basket, Secret
from companion.core.i18n import say
from companion.games import get
from companion.games.bigshot.actions import Loan
from companion.text.i18n import _, labelled, set_language


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def table_at(game: str, kind: str, players: list[str], *, seed: int = 3, side: bool = False) -> Table:
    """A game played by the companion's random choices until a ``kind`` prompt (with a side decision if ``side``)."""
    table = Table.new(get(game), {"players": players}, created="x")
    chance = ChanceSource(seed)
    for _step in range(3000):
        prompt = table.prompt()
        if prompt.kind == kind and (not side or any(actor.side for actor in prompt.actors)):
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError(f"no {kind} prompt")


def shown(table: Table, language: str = "en") -> list[str]:
    """The prompt's lines as the console prints them, in ``language`` (left set for the test's own ``_``)."""
    out = io.StringIO()
    Console(table, io.StringIO(""), out, language=language).show_prompt()
    return out.getvalue().splitlines()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_loan_line_says_what_the_loan_pays(language: str) -> None:
    table = table_at("bigshot", "roll", ["Ann", "Ben", "Cat"], side=True)
    lines = shown(table, language)
    for name in ("Ann", "Ben", "Cat"):
        assert "    " + labelled(name, f"{_('Take the loan')} (+9M)") in lines  # the touchscreen's "+9M now"


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_loan_of_one_of_two_colours_says_it_is_a_loan_and_what_it_pays(language: str) -> None:
    table = table_at("bigshot", "roll", ["Ann", "Ben"], side=True)
    lines = shown(table, language)
    loan = _("Loan for {name}").format(name="Ann")
    for colour in ("Red", "Yellow"):  # each colour labelled as its button is
        assert "    " + labelled(loan, f"{_(colour)} (+9M)") in lines  # not "Ann: Red"


def test_a_loan_is_still_typed_by_its_button_with_its_seat() -> None:
    table = table_at("bigshot", "roll", ["Ann", "Ben", "Cat"], side=True)
    out = io.StringIO()
    Console(table, io.StringIO("ben take the loan\nq\n"), out).run()
    assert table.steps[-1].action.to_json() == {"type": "loan", "player": 1, "color": None}


def test_the_touchscreens_note_is_printed_under_the_question() -> None:
    table = table_at("bigshot", "bid", ["Ann", "Ben", "Cat"])
    lines = shown(table)
    question = next(index for index, line in enumerate(lines) if "to bid" in line or "cannot bid" in line)
    assert lines[question + 1].startswith("  Still in: ")


def test_an_option_shows_its_detail_as_the_touchscreens_button_does() -> None:
    table = table_at("bigshot", "pay", ["Ann", "Ben"])
    payer = table.prompt().primary()
    assert payer is not None
    options = payer.decision.options  # type: ignore[attr-defined]  # a pick of the colours that can pay
    assert all(option.detail.endswith("M") for option in options)  # each colour's cash, open in this game
    lines = shown(table)
    for place, option in enumerate(options, 1):
        assert f"  {place}) {option.label} ({option.detail})" in lines  # "black (10M)", not "black"


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_steam_barons_shipping_names_its_quantities(language: str) -> None:
    table = table_at("steam_barons", "deliver", ["Ann", "Ben", "Cat"])
    basket = table.prompt().primary().decision
    assert isinstance(basket, Basket)
    lines = shown(table, language)
    named = _("choose the quantities: {items}").format(items=_("own links"))
    assert f"  1) {named}" in lines  # not a bare "choose the quantities"
    assert f"  1) {_('choose the quantities')}" not in lines


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_steam_barons_building_names_its_cost_and_asks_yes_or_no_for_the_link(language: str) -> None:
    """ "completes a link" is not a quantity: the line says it is answered yes or no."""
    table = table_at("steam_barons", "build", ["Ann", "Ben", "Cat"])
    lines = shown(table, language)
    link = _("{label} (yes or no)").format(label=_("completes a link"))
    named = _("choose: {items}").format(items=", ".join((_("tile cost ($)"), link)))
    assert f"  1) {named}" in lines
    assert not any(_("choose the quantities") in line for line in lines)


@pytest.mark.parametrize(
    ("language", "typed", "link"),
    [
        ("en", "yes", True),
        ("it", "sì", True),
        ("it", "si", True),
        ("fr", "non", False),
        ("fr", "", False),
        ("en", "1", True),
    ],
)
def test_a_yes_or_no_line_is_answered_in_words(language: str, typed: str, link: bool) -> None:
    """The link was asked as "completes a link (0-1) [0]"; it is asked "completes a link? (yes/no) [no]" and
    takes the players' words (an Italian "si" without its accent too), 1 and 0, or Enter for what is shown."""
    table = table_at("steam_barons", "build", ["Ann", "Ben", "Cat"])
    before = len(table.steps)
    out = io.StringIO()
    Console(table, io.StringIO(f"1\n5\nmaybe\n{typed}\nq\n"), out, language=language).run()
    written = out.getvalue()
    asked = _("{label}? ({yes}/{no}) [{shown}]").format(
        label=_("completes a link"), yes=_("yes"), no=_("no"), shown=_("no")
    )
    assert asked in written and "(0-1)" not in written
    assert _("Type {yes} or {no}.").format(yes=_("yes"), no=_("no")) in written  # "maybe" asks again
    assert len(table.steps) == before + 1
    built = table.steps[-1].action
    assert (built.cost, built.completes_link) == (5, link)


def test_a_basket_of_many_quantities_wraps_under_its_words() -> None:
    table = table_at("mad_market", "open", ["Ann", "Ben", "Cat"])
    lines = shown(table)
    first = next(index for index, line in enumerate(lines) if line.startswith("  1) choose the quantities: buy "))
    assert all(len(line) <= 78 for line in lines)  # a terminal's 80 columns, less a margin
    assert lines[first + 1].startswith("     ") and not lines[first + 1].strip().startswith("2)")  # under its words


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_loan_left_to_a_seat_of_two_colours_names_the_colour_that_borrows(language: str) -> None:
    table = table_at("bigshot", "roll", ["Ann", "Ben"], side=True)
    table.submit(Loan(0, "red"))  # Ann's red has borrowed this turn: only her yellow may, a confirm of its own
    lines = shown(table, language)
    ann = [line for line in lines if line.startswith("    " + labelled("Ann", ""))]
    assert len(ann) == 1 and _("yellow") in ann[0] and ann[0].endswith("(+9M)")  # not "Ann: Take the loan (+9M)"
    assert ann[0] == "    " + labelled("Ann", _("Take the loan for {color}").format(color=_("yellow")) + " (+9M)")


def test_the_loan_left_to_a_seat_of_two_colours_is_typed_by_its_words() -> None:
    table = table_at("bigshot", "roll", ["Ann", "Ben"], side=True)
    table.submit(Loan(0, "red"))
    Console(table, io.StringIO("ann take the loan for yellow\nq\n"), io.StringIO()).run()
    assert table.steps[-1].action == Loan(0, "yellow")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_sale_the_rules_fix_says_what_is_sold_rather_than_asking_for_quantities(language: str) -> None:
    """Steam Barons' last turn sells everything: the sealed line was "choose the quantities", with none to choose."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    chance = ChanceSource(5)
    for _step in range(5000):
        actor = table.prompt().primary()
        inner = getattr(actor.decision, "inner", None) if actor is not None else None
        if isinstance(inner, Basket) and inner.items and all(item.low == item.high for item in inner.items):
            break
        table.submit(table.choose_random(chance))
    else:
        raise AssertionError("no last turn's sale")
    console = Console(table, io.StringIO(""), io.StringIO(), language=language)
    [line] = decision_lines(console, Actor(actor.seat, inner), inner)
    sold = {item.key: item.low for item in inner.items}
    assert line.text == say(table.label(inner.make(sold)), _)  # "sell 1 Green and 2 Brown"
    assert not line.text.startswith(_("choose the quantities"))


def test_a_sealed_sale_several_seats_owe_is_headed_as_everyones_then_the_last_seats() -> None:
    """The heading read "Ann: sell shares" above "1) Ann chooses in secret  2) Ben chooses in secret …"; then
    only that everyone chose in secret, not what: it says what they all choose."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    chance = ChanceSource(2)
    while not isinstance(getattr(table.prompt().primary(), "decision", None), Secret):
        table.submit(table.choose_random(chance))
    lines = shown(table)
    heading = lines.index("Sealed sales: everyone chooses what to sell")
    seats = [table.names[actor.seat] for actor in table.prompt().actors if actor.seat is not None]
    assert len(seats) > 1
    listed = [f"  {place}) {name} chooses in secret" for place, name in enumerate(seats, 1)]
    assert lines[heading + 1 : heading + 1 + len(seats)] == listed
    while len(table.prompt().actors) > 1:
        table.submit(table.choose_random(chance))
    last = table.prompt().primary()
    assert last is not None and isinstance(last.decision, Secret)
    assert f"{table.names[last.seat]}: sell shares" in shown(table)  # one seat left: its own question


@pytest.mark.parametrize(
    ("language", "typed"),
    [("en", "nothing"), ("it", "niente"), ("fr", "rien"), ("it", "nulla"), ("fr", "aucune action")],
)
def test_nothing_typed_at_a_sale_that_may_sell_nothing_sells_nothing(language: str, typed: str) -> None:
    """Steam Barons' secret sale takes "no share" as an answer, but "niente" was refused with "type 1: it is the
    only choice", then each company's 0 had to be typed."""
    table = table_at("steam_barons", "sell", ["Ann", "Ben", "Cat"])
    before = len(table.steps)
    Console(table, io.StringIO(f"1\n\n{typed}\n\nq\n"), io.StringIO(), language=language).run()  # Enter seals
    assert len(table.steps) == before + 1
    sold = table.steps[-1].action
    assert sold.player == 0 and not any(sold.to_json().get("shares", {}).values())


def test_nothing_is_not_a_tile_of_the_least_cost() -> None:
    """A build's lowest quantities are a $1 tile, not "nothing": the word is not taken for it."""
    table = table_at("steam_barons", "build", ["Ann", "Ben", "Cat"])
    before = len(table.steps)
    Console(table, io.StringIO("nothing\nq\n"), io.StringIO()).run()
    assert len(table.steps) == before
