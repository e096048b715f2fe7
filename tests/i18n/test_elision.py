"""French elision before a filled-in name: "le tour d'Anna", "pas de Ben" (companion.text.elision).

The catalog writes the full word ("de {name}") and the French ``_`` hands out a template that elides it when the
value begins with a vowel sound, so every sentence reads right whichever name lands in it: a player's, a chain's,
a company's. Here: the rule itself, the filling (a screen's ``.format``, an engine's ``fill``, a list flowed over the
console's lines piece by piece, a prefix joined to the template), the whole French catalog filled with vowel names on
each of those roads, and the code, which fills no translated slot any other way.
"""

from __future__ import annotations

import ast
import re
from typing import Any

import pytest

from companion.core import N_, RuleViolation
from companion.core.i18n import N_plural, fill
from companion.registry import names
from companion.text.elision import Eliding, EuphonicD, around_slot, begins_with_vowel_sound, eliding, euphonic
from companion.text.i18n import _, ngettext, pgettext, set_language
from companion.text.summary import flowed_list

from .catalogs import ROOT, po_path, read
from .played import log_sentences


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


def catalog_templates(language: str) -> list[str]:
    """Every message of ``language``'s catalog, in every plural form, as its ``_`` gives it (set that language
    first: French hands out an :class:`Eliding`, Italian a :class:`EuphonicD`, where a slot may take either)."""
    templates = []
    for message in read(po_path(language), language):
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple | list):
            templates += [ngettext(message.id[0], message.id[1], count) for count in (1, 2)]
        elif message.context:
            templates.append(pgettext(message.context, message.id))
        else:
            templates.append(_(message.id))
    return templates


NAMED_SLOT = re.compile(r"\{([a-z_]+)\}")
"""A slot a list could be flowed into piece by piece: a plain name, no spec, conversion or attribute."""


def filled_every_way(template: str, name: str) -> list[str]:
    """``template`` with every slot filled with ``name`` on each road the code fills a translated sentence: whole by
    ``format_map``, after an indent joined in front, and each named slot flowed as a list of names from ``name``."""
    try:
        sentences = [template.format_map(EveryName(name)), ("   " + template).format_map(EveryName(name))]
    except (ValueError, IndexError):  # a numbered slot "{0}" has no name to fill it
        return [template]
    for slot in dict.fromkeys(NAMED_SLOT.findall(template)):
        others = {other: name for other in NAMED_SLOT.findall(template) if other != slot}
        try:
            lines = flowed_list("   " + template, slot, [name, "Ben"], values=others)
        except (KeyError, ValueError, IndexError, AttributeError):  # another slot reads an attribute or an item
            continue
        sentences.append(" ".join(lines))
    return sentences


def french_sentences(name: str) -> list[str]:
    """Every French message filled with ``name`` on every road (:func:`filled_every_way`)."""
    return [sentence for template in catalog_templates("fr") for sentence in filled_every_way(template, name)]


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
    sentences = log_sentences(game, 2, ["Anna", "Eve", "Ugo", "Ida"])
    assert any("d'" in sentence for sentence in sentences)
    assert [sentence for sentence in sentences if UNELIDED.search(sentence)] == []


class Seat:
    name = "Anna"


def test_an_engine_template_reading_an_attribute_elides_too():
    # fill reads "{seat.name}" by Formatter.vformat, not format_map: the template is fitted on that road as well.
    assert fill("le tour de {seat.name}", {"seat": Seat()}, eliding) == "le tour d'Anna"
    assert fill("le tour de {seat.name}", {"seat": Seat()}) == "le tour de Anna"  # English: no translation, as written


def test_a_list_flowed_over_the_console_elides_before_its_first_name(french):
    # The console puts a list into "{names}" piece by piece, over several lines: the word before it elides as format's.
    sentence = eliding("En attente de {names} ; à {name} de jouer")
    assert flowed_list("   " + sentence, "names", ["Anna", "Ben"], values={"name": "Eve"}) == [
        "   En attente d'Anna, Ben ; à Eve de jouer"
    ]
    assert flowed_list("   " + sentence, "names", ["Ben", "Anna"], values={"name": "Eve"}) == [
        "   En attente de Ben, Anna ; à Eve de jouer"
    ]
    names = ["Ugo", "Beatrice", "Carolina", "Domenico", "Eleonora", "Federico", "Giovanna"]
    flowed = flowed_list(sentence, "names", names, width=40, values={"name": "Ida"})
    assert flowed[0].startswith("En attente d'Ugo, Beatrice,") and flowed[-1].endswith("Giovanna ; à Ida de jouer")
    assert len(flowed) > 1


def test_the_other_slots_of_a_flowed_sentence_elide_too(french):
    assert around_slot(eliding("Au tour de {name} ; en lice : {names}"), "names", "Ben", {"name": "Anna"}) == (
        "Au tour d'Anna ; en lice : ",
        "",
    )
    assert around_slot("{name} to bid; still in: {names}.", "names", "Anna", {"name": "Ben"}) == (
        "Ben to bid; still in: ",
        ".",
    )


def test_an_indent_joined_to_a_template_keeps_it_eliding(french):
    sentence = "   " + eliding("le tour de {name}") + "."
    assert isinstance(sentence, Eliding)
    assert sentence.format(name="Anna") == "   le tour d'Anna."


TRANSLATING = frozenset({"_", "ngettext", "pgettext"})
SPLITTING = frozenset({"partition", "rpartition", "split", "rsplit", "index", "find", "replace"})
SLOT = re.compile(r"\{\w*[}!:.\[]")


def _has_slot(node: ast.AST) -> bool:
    """Whether ``node`` is a text that holds a slot, or is built from one ("{" + slot + "}")."""
    return any(
        isinstance(part, ast.Constant) and isinstance(part.value, str) and ("{" in part.value)
        for part in ast.walk(node)
    )


def _translated_template(node: ast.AST) -> bool:
    """Whether ``node`` is ``_(...)``, ``ngettext(...)`` or ``pgettext(...)`` of a template with a slot."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in TRANSLATING
        and any(isinstance(a, ast.Constant) and isinstance(a.value, str) and SLOT.search(a.value) for a in node.args)
    )


def unfitted_fills(source: str) -> list[tuple[int, str]]:
    """Where ``source`` fills a translated sentence's slot on a road that does not elide, with what it does there.

    A template split at a slot (``partition("{names}")``), a slot filled with itself to be filled later
    (``format(names="{names}")``), a translated template put into an f-string or ``%``: each gives a plain ``str``
    whose "de {names}" no longer elides. :func:`companion.text.elision.around_slot` (through
    :func:`companion.text.summary.flowed_list`) is the road for a slot filled piece by piece.
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in SPLITTING and node.args and _has_slot(node.args[0]):
                found.append((node.lineno, f"{node.func.attr} at a slot"))
            if node.func.attr in ("format", "format_map") and any(
                isinstance(k.value, ast.Constant) and isinstance(k.value.value, str) and SLOT.fullmatch(k.value.value)
                for k in node.keywords
            ):
                found.append((node.lineno, "a slot filled with a slot"))
        if isinstance(node, ast.JoinedStr) and any(
            isinstance(v, ast.FormattedValue) and _translated_template(v.value) for v in node.values
        ):
            found.append((node.lineno, "a template in an f-string"))
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and _translated_template(node.left):
            found.append((node.lineno, "a template filled by %"))
    return sorted(found)


def test_the_code_fills_no_translated_slot_on_a_road_that_does_not_elide():
    found = {
        str(path.relative_to(ROOT)): places
        for path in sorted((ROOT / "companion").rglob("*.py"))
        if path != ROOT / "companion" / "text" / "elision.py"  # the one place a template is split at its slot
        and (places := unfitted_fills(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_each_road_that_does_not_elide_is_seen():
    source = """
head, _slot, tail = sentence.partition("{" + slot + "}")
head = sentence.split("{names}")[0]
line = _("{name} to bid; still in: {names}").format(name=name, names="{names}")
shown = f"   {_('En attente de {names}')}"
old = _("Waiting for %s {names}") % names
fine = "   " + _("Waiting for {names}").format(names=names)
also_fine = flowed_list("   " + _("Waiting for {names}"), "names", names)
"""
    assert [what for _line, what in unfitted_fills(source)] == [
        "partition at a slot",
        "split at a slot",
        "a slot filled with a slot",
        "a template in an f-string",
        "a template filled by %",
    ]


@pytest.mark.parametrize(
    "template, expected",
    [
        ("Passa la tastiera a {a}, poi a {u}", "Passa la tastiera ad Anna, poi a Ugo"),
        ("{b} e {e}, {e} e {a}", "Ben ed Eve, Eve e Anna"),
        ("A {a}; E {e}", "Ad Anna; Ed Eve"),
        ("da {a}, casa {a}, a {n}, a {{a}}", "da Anna, casa Anna, a 8, a {a}"),  # only "a" and "e" alone, no digits
        ("tocca a {x}", "tocca ad Àlvaro"),  # an accented vowel is its vowel
    ],
)
def test_an_italian_a_or_e_takes_a_d_before_its_own_vowel(template, expected):
    values = {"a": "Anna", "b": "Ben", "e": "Eve", "u": "Ugo", "n": 8, "x": "Àlvaro"}
    assert euphonic(template).format(**values) == expected
    assert isinstance(euphonic(template), EuphonicD) and type(euphonic("di {a}")) is str


@pytest.fixture
def italian():
    set_language("it")
    yield
    set_language("en")


def italian_sentences(name: str) -> list[str]:
    """Every Italian message filled with ``name`` on every road the code fills a slot (:func:`filled_every_way`)."""
    return [sentence for template in catalog_templates("it") for sentence in filled_every_way(template, name)]


WITHOUT_D = re.compile(r"(?<![\w'’-])(a [AÀaà]|e [EÈÉeèé])")
WRONG_D = re.compile(r"(?<![\w'’-])(ad|ed) Ben\b", re.I)


@pytest.mark.parametrize("name", ["Anna", "Eve", "Arancio", "Energia"])
def test_no_italian_message_leaves_a_before_a_or_e_before_e(italian, name):
    assert [sentence for sentence in italian_sentences(name) if WITHOUT_D.search(sentence)] == []


def test_no_italian_message_writes_ad_before_a_consonant(italian):
    sentences = italian_sentences("Ben")
    assert [sentence for sentence in sentences if WRONG_D.search(sentence)] == []
    assert len(sentences) > 1000


def test_an_italian_console_hands_the_keyboard_ad_anna_and_flows_ben_ed_eve(italian):
    assert _("Hand the keyboard to {name}; the others look away. Press Enter, {name}: ").format(name="Anna") == (
        "Passa la tastiera ad Anna; gli altri non guardano. Premi Invio, Anna: "
    )
    assert flowed_list("   " + _("{items} and {last}"), "last", ["Eve"], values={"items": "Ben"}) == ["   Ben ed Eve"]


@pytest.mark.parametrize("game", names(include_test=False))
def test_a_whole_italian_game_log_takes_its_d_before_vowel_names(italian, game):
    sentences = log_sentences(game, 2, ["Anna", "Eve", "Ugo", "Ada"])
    assert [sentence for sentence in sentences if WITHOUT_D.search(sentence)] == []
