"""Every message with a number of things in it has a plural form: no "1 shares", no "1 guards left".

The rule, so a writer knows which messages it asks a plural form of: a slot
holds a count when a counted noun follows it, at once or after one more word
or one name slot, one space apart ("{count} shares", "{links} own links",
"{shares} {chain_name} shares", "{count} security guards"); an amount
("${cost} tile", "a {price} share") and a word like "in" or "a" between ("{high}
in steps") are not counts, nor is a column of a table ("cash {cash}  debts") or
the end of a range ("{low} to {high} players" is never one player). The
counted nouns are :data:`COUNTED`, in the singular and the plural ("{count}
share" is half of a pair built by hand). A slot that names a thing ("{company}
shares", "{chain} bonuses") is not a count: its name is one of :data:`NAMES`
or ends with ``name``, ``names`` or ``_text``. English's "tile(s)" is a plural
written by hand and is flagged too. Such a message must be a plural message:
``ngettext`` on a screen, ``N_plural`` in pure code (an event's, a refusal's
template; see docs/translating.md). The scan reads the messages Babel
extracts, so it sees every marked sentence of the code base: events,
refusals, validators, screens.
"""

from __future__ import annotations

import pickle
import re

import pytest

from companion.core.i18n import N_plural, NP_plural, Plural, fill
from companion.front.acquire.position import tiles_text
from companion.games.steam_barons.events import BuildEnded
from companion.games.steam_barons.log import describe
from companion.text.i18n import _, set_language

from .catalogs import extract

_NOUNS = """share tile cube guard officer link step option player square point lot debt stack box stockbroker
    broker LED byte move coin round certificate company chain turn space card seat game action item vote good bid
    pack"""
COUNTED = frozenset(
    [noun for noun in _NOUNS.split()]
    + [noun + ("es" if noun.endswith("x") else "s") for noun in _NOUNS.split() if not noun.endswith("y")]
    + ["companies", "dice", "die"]
)
"""Nouns a number counts in the companion's sentences, singular and plural (the scan reads English)."""

NAMES = frozenset(
    """company chain chains stock color colour lot tile tiles player owner other who die item place square
    space defunct survivor what game kind side label dice""".split()
)
"""Slots that hold a name, never a number ("{company} shares" is the company's shares)."""

SLOT = r"\{(\w+)(?:![rsa])?(?::[^{}]*)?\}"
COUNT_SLOT = re.compile(r"(?<![$\w])(?<!\ba )(?<!\ban )" + SLOT)
NEXT = re.compile(r" (" + r"\{\w+(?:![rsa])?(?::[^{}]*)?\}" + r"|[A-Za-z]+)")
NOT_BETWEEN = frozenset("a an the in of per each at for and or to".split())
RANGE_END = re.compile(r"\} to $")


def is_name(slot: str) -> bool:
    return slot in NAMES or slot.endswith(("name", "names", "_text"))


def counts(text: str) -> list[str]:
    """The slots of ``text`` that hold a number of things, by the rule above ("(s)": every slot)."""
    found = set()
    for match in COUNT_SLOT.finditer(text):
        slot = match.group(1)
        if is_name(slot) or RANGE_END.search(text, 0, match.start()):
            continue  # a name, or the end of a range ("{low} to {high} players": never one)
        first = NEXT.match(text, match.end())
        if first is None:
            continue
        if first.group(1) in COUNTED:
            found.add(slot)
            continue
        between = first.group(1)
        if between in NOT_BETWEEN or (between.startswith("{") and not is_name(re.sub(r"[{}]|[!:].*", "", between))):
            continue  # "{high} in steps", "{guards} {opponents} officers": not what this number counts
        second = NEXT.match(text, first.end())
        if second is not None and second.group(1) in COUNTED:
            found.add(slot)
    if "(s)" in text:
        found.update(slot for slot in re.findall(SLOT, text) if not is_name(slot))
    return sorted(found)


def singular_messages_with_counts() -> list[tuple[str, list[str], str]]:
    problems = []
    for message in extract():
        if not message.id or isinstance(message.id, tuple):
            continue
        slots = counts(message.id)
        if slots:
            problems.append((message.id, slots, message.locations[0][0]))
    return problems


def test_every_counted_message_has_a_plural_form():
    """A message whose number counts things is a plural message (ngettext or N_plural)."""
    assert singular_messages_with_counts() == []


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("{player_name} hires {count} security guards for {price}.", ["count"]),
        ("{company_name} has {links} own links", ["links"]),
        ("{player_name} sells {shares} {chain_name} shares", ["shares"]),
        ("{player_name} has {guards} guards left, {opponents} {opponents_text} left.", ["guards"]),
        ("Went back {count} step.", ["count"]),
        ("{player_name} draws {count} tile(s)", ["count"]),
        ("{guards} guards against {opponents} {opponents_text}", ["guards"]),
        ("Cash {cash}  debts {debts}", []),
        ("Choose 1 to {count}.", []),
        ("builds a ${cost} tile ({tiles} of {limit})", []),
        ("{name} won {company}: buy shares at ${price}", []),
        ("a number from {low} to {high} in steps of {step}", []),
        ("{game} is for {low} to {high} players.", []),
        ("{name}: buy {company} shares at ${price}?", []),
        ("{chain} bonuses paid", []),
        ("{player_name} passes.", []),
    ],
)
def test_the_rule_finds_counts_and_leaves_names(text, slots):
    assert counts(text) == slots


def test_a_plural_template_takes_the_form_of_its_number():
    """English without a translator; the translator's ngettext with one (its rule, its forms)."""
    template = N_plural("{name} holds {have} share", "{name} holds {have} shares", "have")
    assert isinstance(template, Plural)
    assert fill(template, {"name": "Cat", "have": 1}) == "Cat holds 1 share"
    assert fill(template, {"name": "Cat", "have": 2}) == "Cat holds 2 shares"

    def translate(text: str) -> str:
        return text.upper()

    asked = []

    def ngettext(singular: str, plural: str, count: int) -> str:
        asked.append(count)
        return "{name} a {have} action" if count <= 1 else "{name} a {have} actions"

    translate.ngettext = ngettext  # type: ignore[attr-defined]
    assert fill(template, {"name": "Cat", "have": 0}, translate) == "Cat a 0 action"
    assert asked == [0]


def test_refusals_and_events_take_the_form_of_their_number() -> None:
    """The kit's refusal and a game's event sentence, filled through the same ``fill``: "1 share", "2 shares"."""
    import pickle

    from companion.core.errors import NotEnoughShares
    from companion.games import get
    from companion.games.mad_market.events import GuardsHired, SharesTraded
    from companion.games.steam_barons.errors import SellingTooMany

    assert str(NotEnoughShares(have=1, company="Wood", count=2)) == "Only 1 share of Wood is there, not 2."
    assert str(NotEnoughShares(have=3, company="Wood", count=4)) == "Only 3 shares of Wood are there, not 4."
    refused = SellingTooMany(player_name="Cat", held=1, company_name="Wood", count=2)
    assert str(refused) == "Cat holds 1 Wood share, not 2."
    again = pickle.loads(pickle.dumps(refused.template))  # a Phrase or a journal entry may carry it
    assert isinstance(again, Plural) and (again.singular, again.plural, again.field) == (
        "{player_name} holds {held} {company_name} share, not {count}.",
        "{player_name} holds {held} {company_name} shares, not {count}.",
        "held",
    )

    game = get("mad_market")
    state = game.new_game({"players": ["Ann", "Ben"], "seed": 1})
    assert game.describe(state, GuardsHired(0, 1, 30, 1)) == "Ann hires 1 security guard for 30 (1 now)."
    assert game.describe(state, GuardsHired(0, 2, 60, 2)) == "Ann hires 2 security guards for 60 (2 now)."
    assert (
        game.describe(state, SharesTraded(0, "1", "sell", 2, 6, 12)) == "Ann sells 2 Logistics shares at 6, 12 in all."
    )
    assert game.describe(state, SharesTraded(0, "1", "sell", 1, 6, 6)) == "Ann sells one Logistics share for 6."


TILES = {
    "fr": ("12 pions", "termine sa construction avec 2 tuiles ;"),
    "it": ("12 tessere", "termina la costruzione con 2 tessere di binario;"),
}
"""Acquire's tiles and Steam Barons' track tiles: one English "tile", two words in French ("pion", "tuile") and
in Italian ("tessera", "tessera di binario"), so each use has its own catalog context (``NP_plural``)."""


@pytest.mark.parametrize("code", ["fr", "it"])
def test_one_english_plural_for_two_games_words_has_a_context_each(code):
    set_language(code)
    try:
        acquire = tiles_text([f"{n}A" for n in range(1, 13)])
        built = describe(["Ann", "Ben"], BuildEnded("green", 2, 7), _)
    finally:
        set_language("en")
    counted, sentence = TILES[code]
    assert acquire == counted
    assert sentence in built


def test_a_plural_with_a_context_keeps_it_when_copied():
    tiles = NP_plural("track tiles", "{count} tile", "{count} tiles")
    copied = pickle.loads(pickle.dumps(tiles))
    assert (copied.context, copied.singular, copied.plural) == ("track tiles", "{count} tile", "{count} tiles")
    assert fill(copied, {"count": 1}) == "1 tile"
