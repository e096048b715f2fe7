"""French elision before a filled-in name: "le tour d'Anna", "pas de Ben" (companion.text.elision).

The catalog writes the full word ("de {name}") and the French ``_`` hands out a template that elides it when the
value begins with a vowel sound, so every sentence reads right whichever name lands in it: a player's, a chain's,
a company's. Here: the rule itself, the filling (a screen's ``.format``, an engine's ``fill``), and the whole French
catalog filled with vowel names.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from companion.core import N_, ChanceSource, RuleViolation
from companion.core.i18n import N_plural, fill
from companion.registry import load, names, specs
from companion.text.elision import Eliding, begins_with_vowel_sound, eliding
from companion.text.i18n import _, ngettext, pgettext, set_language

from .catalogs import po_path, read


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


@pytest.mark.parametrize(
    "value",
    ["Anna", "Eve", "Orient", "Imperial", "Ulysse", "anna", "Énergie", "Éloïse", "Île", "Œdipe", "Âme", "Yves", "Y"],
)
def test_a_vowel_begins_a_vowel_sound(value):
    assert begins_with_vowel_sound(value)


@pytest.mark.parametrize("value", ["Hélène", "Hugo", "Hydra", "henri"])
def test_an_h_before_a_vowel_is_taken_as_mute(value):
    # Decided: most French words and given names have a mute h; a list of the aspirated ones is not kept.
    assert begins_with_vowel_sound(value)


@pytest.mark.parametrize("value", ["Ben", "Tower", "Yann", "yacht", "Hr", "8", "11", "$8", "'Anna'", " Anna", "", "-"])
def test_a_consonant_a_y_before_a_vowel_and_a_non_letter_do_not(value):
    assert not begins_with_vowel_sound(value)


@pytest.mark.parametrize(
    "template, expected",
    [
        ("C'est au tour de {a}, pas de {b}.", "C'est au tour d'Anna, pas de Ben."),
        ("De {a} à {b}", "D'Anna à Ben"),
        ("il n'y a que {a}", "il n'y a qu'Anna"),
        ("lorsque {a}, puisque {a}, quoique {a}", "lorsqu'Anna, puisqu'Anna, quoiqu'Anna"),
        ("le {a}, la {a}, Le {a}, La {b}", "l'Anna, l'Anna, L'Anna, La Ben"),
        ("le prix du {a}, Au {a}, au {b}", "le prix de l'Anna, À l'Anna, au Ben"),
        ("Garde {a}, tapez-la {a}, l'un de {b}", "Garde Anna, tapez-la Anna, l'un de Ben"),  # not a word of its own
        ("de {{a}} de {n} de {n:,}", "de {a} de 8000 de 8,000"),  # an escaped brace, digits
        ("de {a!r}, de {a!s}", "de 'Anna', d'Anna"),
        ("pas de\u00a0{a}", "pas de\u00a0Anna"),  # only an ordinary space joins a word to its slot
    ],
)
def test_a_word_before_a_slot_elides_to_the_value(template, expected):
    values = {"a": "Anna", "b": "Ben", "n": 8000}
    assert eliding(template).format(**values) == expected
    assert eliding(template).format_map(values) == expected


def test_only_a_template_that_may_elide_is_an_eliding_string():
    assert isinstance(eliding("le tour de {name}"), Eliding)
    assert type(eliding("{name} : le tour")) is str
    assert type(eliding("de Anna")) is str  # no slot: the catalog's own words are the translator's


def test_a_slot_that_cannot_be_filled_raises_as_str_format_does():
    with pytest.raises(KeyError):
        eliding("le tour de {name}").format(other="Anna")
    with pytest.raises(IndexError):
        eliding("le tour de {0}").format()
    assert eliding("le tour de {0}").format("Anna") == "le tour d'Anna"


def test_the_french_screens_and_engines_elide(french):
    assert _("{name}'s private view (tap to hide)").format(name="Anna") == "Vue privée d'Anna (touchez pour masquer)"
    assert _("{name}'s private view (tap to hide)").format(name="Ben") == "Vue privée de Ben (touchez pour masquer)"
    refusal = RuleViolation(
        N_("It is {expected_name}'s turn, not {player_name}'s."), expected_name="Ben", player_name="Eve"
    )
    assert refusal.message(_) == "C'est au tour de Ben, pas d'Eve."
    # A plural template, with an amount grouped the French way in the same sentence.
    plural = N_plural(
        "{survivor_name} absorbs {defunct_name}'s {size} tile.",
        "{survivor_name} absorbs {defunct_name}'s {size} tiles.",
        "size",
    )
    assert fill(plural, {"survivor_name": "Tower", "size": 1, "defunct_name": "Imperial"}, _) == (
        "Tower absorbe le 1 pion d'Imperial."
    )


@pytest.mark.parametrize(
    "code, expected", [("en", "It is Anna's turn, not Eve's."), ("it", "È il turno di Anna, non di Eve.")]
)
def test_english_and_italian_templates_are_left_as_written(code, expected):
    set_language(code)
    try:
        template = _("It is {expected_name}'s turn, not {player_name}'s.")
        assert type(template) is str
        assert template.format(expected_name="Anna", player_name="Eve") == expected
    finally:
        set_language("en")


class Named:
    """A value that fills any slot as one name, whatever its format spec, conversion, attribute or item."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __format__(self, spec: str) -> str:
        return self.name

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return repr(self.name)

    def __getattr__(self, attribute: str) -> Named:
        return self

    def __getitem__(self, key: Any) -> Named:
        return self


class EveryName(dict[str, Any]):
    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name

    def __missing__(self, key: str) -> Named:
        return Named(self.name)


UNELIDED = re.compile(r"(?<![\w'’-])(de|que|le|la|du|au) [AEIOUaeiouÉéÈèÊêÎîÔôŒœ]", re.I)
WRONGLY_ELIDED = re.compile(r"(?<![\w])(d|qu|l)['’]Ben\b", re.I)


def french_sentences(name: str) -> list[str]:
    """Every French message, in every plural form, as the French ``_`` gives it, each slot filled with ``name``."""
    catalog = read(po_path("fr"), "fr")
    sentences = []
    for message in catalog:
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple | list):
            templates = [ngettext(message.id[0], message.id[1], count) for count in (1, 2)]
        elif message.context:
            templates = [pgettext(message.context, message.id)]
        else:
            templates = [_(message.id)]
        for template in templates:
            try:
                sentences.append(template.format_map(EveryName(name)))
            except (ValueError, IndexError):  # a numbered slot "{0}" has no name to fill it
                sentences.append(template)
    return sentences


@pytest.mark.parametrize("name", ["Anna", "Eve", "Orient", "Imperial", "Énergie"])
def test_no_french_message_leaves_de_before_a_vowel_name(french, name):
    unelided = [sentence for sentence in french_sentences(name) if UNELIDED.search(sentence)]
    assert unelided == []


def test_no_french_message_elides_before_a_consonant_name(french):
    # A translator writing "d'{name}" by hand would give "d'Ben": the catalog says "de {name}" and lets it elide.
    wrong = [sentence for sentence in french_sentences("Ben") if WRONGLY_ELIDED.search(sentence)]
    assert wrong == []
    assert len(french_sentences("Ben")) > 1000  # the whole catalog was read


@pytest.mark.parametrize("game", names(include_test=False))
def test_a_whole_french_game_log_elides_before_vowel_names(french, game):
    """Every game played out by the random player with vowel names: its chains', companies' and shares' names too."""
    engine = load(specs()[game].engine)
    chance = ChanceSource(2)
    config = engine.random_config(4, chance)
    config["players"] = ["Anna", "Eve", "Ugo", "Ida"][: len(config["players"])]
    state = engine.new_game(config)
    events = []
    for _move in range(3000):
        if engine.is_over(state):
            break
        events += engine.apply(state, engine.choose_random(state, chance))
    sentences = [engine.describe(state, event, _) for event in events]
    assert any("d'" in sentence for sentence in sentences)
    assert [sentence for sentence in sentences if UNELIDED.search(sentence)] == []


class Seat:
    name = "Anna"


def test_an_engine_template_reading_an_attribute_elides_too():
    # fill reads "{seat.name}" by Formatter.vformat, not format_map: the template is fitted on that road as well.
    assert fill("le tour de {seat.name}", {"seat": Seat()}, eliding) == "le tour d'Anna"
    assert fill("le tour de {seat.name}", {"seat": Seat()}) == "le tour de Anna"  # English: no translation, as written
