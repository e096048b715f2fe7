"""A translator bound to one language says exactly what the screen's ``_`` says in it, and never moves the screen.

A phone, a score sheet exported in another language, a refusal said in every language at once: each is filled
through :func:`companion.text.i18n.translator`, while the screen keeps its own language. What it carries
(``number``, ``listing``, ``ngettext``, ``npgettext``, ``pgettext``, the French elision and the Italian euphonic
"d") is the same implementation as the screen's functions, checked here over every message of the catalogs.
"""

from __future__ import annotations

import threading

import pytest

from companion.core import N_, RuleViolation
from companion.core.i18n import NP_plural, fill
from companion.text.elision import Eliding
from companion.text.i18n import (
    COUNTED,
    LANGUAGES,
    Translator,
    _,
    labelled,
    language,
    listing,
    money,
    ngettext,
    npgettext,
    number,
    pgettext,
    set_language,
    translator,
)

from .catalogs import po_path, read

COUNTS = (0, 1, 2, 3, 5, 11, 21, 101, 1000, 1001)
"""Numbers that pick every form of the catalogs' plural rules (French 0 and 1 alike, Italian 0 plural)."""

AMOUNTS = (0, 7, 999, 1000, 6000, 12345, 1234567, -2500)


@pytest.fixture
def screen():
    """Switch the screen's language for a test; English again afterwards."""
    yield set_language
    set_language("en")


def plural_messages(code: str) -> list[tuple[str | None, str, str]]:
    """Every plural message of ``code``'s catalog: its context, its singular and its plural."""
    found = []
    for message in read(po_path(code), code):
        if message.id and isinstance(message.id, tuple | list):
            found.append((message.context, message.id[0], message.id[1]))
    return found


def one_form_messages(code: str) -> list[tuple[str | None, str]]:
    return [
        (message.context, message.id)
        for message in read(po_path(code), code)
        if message.id and isinstance(message.id, str)
    ]


@pytest.mark.parametrize("code", ["it", "fr"])
def test_every_plural_of_the_catalog_reads_the_same_through_the_bound_translator(screen, code: str) -> None:
    plurals = plural_messages(code)
    assert len(plurals) > 100, "the catalog's plural messages were not found"
    bound = translator(code)
    screen(code)
    for context, singular, plural in plurals:
        for count in COUNTS:
            if context is None:
                said, shown = bound.ngettext(singular, plural, count), ngettext(singular, plural, count)
            else:
                said, shown = (
                    bound.npgettext(context, singular, plural, count),
                    npgettext(context, singular, plural, count),
                )
            assert (said, type(said)) == (shown, type(shown)), (singular, count)
    # the same plural filled with its count and grouped amounts: the engine's road (fill), not only the form
    for count in COUNTS:
        values = {"count": count, "cash": count * 1000}
        assert fill(COUNTED["shares"], values, bound) == fill(COUNTED["shares"], values, _)


@pytest.mark.parametrize("code", ["it", "fr"])
def test_every_one_form_message_reads_the_same_and_elides_the_same(screen, code: str) -> None:
    bound = translator(code)
    screen(code)
    for context, text in one_form_messages(code):
        said, shown = (
            (bound(text), _(text)) if context is None else (bound.pgettext(context, text), pgettext(context, text))
        )
        assert (said, type(said)) == (shown, type(shown)), text


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_numbers_lists_money_and_labels_are_the_screens(screen, code: str) -> None:
    bound = translator(code)
    screen(code)
    for amount in AMOUNTS:
        assert bound.number(amount) == number(amount)
        for unit in ("$", "M", "shares", "guards", "votes"):
            assert bound.money(amount, unit) == money(amount, unit)
    for items in ([], ["rosso"], ["rosso", "bianco"], ["red", "white", "black"]):
        for style in ("and", "or"):
            assert bound.listing(items, style) == listing(items, style)
    assert bound.labelled("Ann", "6") == labelled("Ann", "6")


def test_the_issue_a_phone_met_amounts_and_plurals_in_its_language() -> None:
    """The bare catalog gave "3 shares" and "6,000" to an Italian phone."""
    italian = translator("it")
    assert fill(COUNTED["shares"], {"count": 3}, italian) == "3 azioni"
    assert fill(COUNTED["shares"], {"count": 1}, italian) == "1 azione"
    assert fill("{cash:,}", {"cash": 6000}, italian) == "6.000"
    assert fill("{choices:or}", {"choices": ("rosso", "bianco", "nero")}, italian) == "rosso, bianco o nero"
    assert fill(NP_plural("track tiles", "{count} tile", "{count} tiles"), {"count": 2}, translator("fr")) == (
        translator("fr").npgettext("track tiles", "{count} tile", "{count} tiles", 2).format(count=2)
    )


def test_a_bound_translator_never_moves_the_screens_language(screen) -> None:
    screen("fr")
    refusal = RuleViolation(
        N_("It is {expected_name}'s turn, not {player_name}'s."), expected_name="Cat", player_name="Ann"
    )
    assert refusal.message(translator("it")) == "È il turno di Cat, non di Ann."
    assert refusal.message(translator("en")) == "It is Cat's turn, not Ann's."
    assert language() == "fr" and refusal.message(_) == "C'est au tour de Cat, pas d'Ann."


def test_one_translator_a_language_read_only() -> None:
    assert translator("it") is translator("it") and translator("it").code == "it"
    assert isinstance(translator("fr")("It is {expected_name}'s turn, not {player_name}'s."), Eliding)
    with pytest.raises(AttributeError):
        translator("it").code = "fr"  # type: ignore[misc]
    with pytest.raises(ValueError, match="unknown language"):
        translator("xx")
    assert isinstance(translator("en"), Translator)


def test_a_thread_translates_while_the_screen_switches_its_language(screen) -> None:
    """The phones' server thread says refusals while the main thread borrows languages to build views."""
    refusal = RuleViolation(
        N_("{player_name} has ${cash:,} but these shares cost ${cost:,}."), player_name="Ann", cash=1200, cost=1500
    )
    heard: list[str] = []
    stop = threading.Event()

    def phone() -> None:
        italian = translator("it")
        while not stop.is_set() and len(heard) < 2000:
            heard.append(refusal.message(italian))

    thread = threading.Thread(target=phone)
    thread.start()
    try:
        for _round in range(300):
            for code in ("fr", "en"):
                screen(code)
    finally:
        stop.set()
        thread.join()
    assert heard and set(heard) == {"Ann ha $1.200 ma queste azioni costano $1.500."}
