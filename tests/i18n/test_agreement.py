"""Words agree with their nouns in Italian and French.

An English adjective alone ("hidden") stands for several French words
(caché, cachée, cachés, cachées) depending on a noun the text does not name.
Each use gets its own catalog entry (a gettext context naming the noun), and
a colour is put in a sentence as the colour's name, never as an adjective that
would have to agree with "cubes".
"""

from __future__ import annotations

import re

import pygame
import pytest

from companion.core import N_, ChanceSource
from companion.core.i18n import N_plural
from companion.front.acquire.texts import receivers
from companion.games.bigshot.errors import LayoutError, LoanError
from companion.registry import load, specs
from companion.text.i18n import _, ngettext, pgettext, set_language
from companion.ui import tables, theme

from .catalogs import po_path, read


@pytest.fixture
def language():
    yield set_language
    set_language("en")


HIDDEN_CASH = {"en": "hidden", "it": "nascosto", "fr": "caché"}  # il denaro / l'argent
HIDDEN_RECEIVERS = {"en": "hidden", "it": "nascosti", "fr": "cachés"}  # i beneficiari / les bénéficiaires


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_hidden_cash_agrees_with_cash(language, code, monkeypatch):
    """The players' table with hidden money: the cash cell reads "caché" (l'argent), not "cachées"."""
    language(code)
    drawn: list[str] = []
    monkeypatch.setattr(theme, "draw_text", lambda surface, text, *args, **kwargs: drawn.append(text))
    players = [{"name": "Ann", "cash": None, "shares": None}, {"name": "Ben", "cash": None, "shares": None}]
    tables.holdings(pygame.Surface((400, 200)), pygame.Rect(0, 0, 400, 200), players, [], current=0)
    assert drawn.count(HIDDEN_CASH[code]) == 2
    assert pgettext("cash", "hidden") == HIDDEN_CASH[code]


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_hidden_bonus_receivers_agree_with_receivers(language, code):
    language(code)
    assert receivers({"awards": None}, []) == HIDDEN_RECEIVERS[code]


@pytest.mark.parametrize("code", ["it", "fr"])
def test_one_english_word_has_an_entry_per_noun(language, code):
    language(code)
    assert pgettext("cash", "hidden") != pgettext("bonus receivers", "hidden")
    assert pgettext("items", "none") == {"it": "nessuno", "fr": "aucun"}[code]  # objets: masculine
    assert _("none") == {"it": "niente", "fr": "aucune"}[code]  # actions, entreprises: feminine


def test_the_french_all_button_agrees_with_no_noun(language):
    """One quick button takes every share (actions), every guard (vigiles)...: "tout (16)", never "toutes (16)"
    beside Mad Market's masculine guards."""
    language("fr")
    assert _("all ({count})").format(count=16) == "tout (16)"


LAYOUT = {
    "it": "La casella 3 ha 4 cubetti di colore nero: nessuna casella può averne 4 dello stesso colore.",
    "fr": "La case 3 a 4 cubes de la même couleur (noir) : aucune case ne peut en avoir 4 d'une couleur.",
}
TOTAL = {
    "it": "La disposizione ha 17 cubetti di colore bianco: ce ne sono 18 per colore.",
    "fr": "La disposition compte 17 cubes de la couleur 'blanc' : il y en a 18 de chaque couleur.",
}


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_cube_colour_is_named_not_agreed(language, code):
    """ "4 cubes noir" would be wrong (noirs): the colour reads as its name; and it is translated."""
    four = LayoutError(
        N_("Space {space} has 4 {color} cubes: no space may hold 4 of one colour."), space=3, color="black"
    )
    total = LayoutError(
        N_plural(
            "The layout has {count} {color} cube: there are 18 of each colour.",
            "The layout has {count} {color} cubes: there are 18 of each colour.",
        ),
        count=17,
        color="white",
    )
    language(code)
    assert four.message(_) == LAYOUT[code]
    assert total.message(_) == TOTAL[code]


@pytest.mark.parametrize("code, expected", [("it", "Il rosso "), ("fr", "Le rouge ")])
def test_a_loans_colour_is_translated(language, code, expected):
    refusal = LoanError(N_("{color} has already taken a loan this turn: one loan per turn."), color="red")
    language(code)
    assert refusal.message(_).startswith(expected)


def test_an_italian_count_left_reads_right_at_one(language):
    """ "ne restano {left}" reads "ne restano 1" when one is left: a count the message's form does not follow is
    written as a label ("rimaste: 1", "disponibili 1"), which agrees with any number."""
    unagreed = [
        message.id
        for message in read(po_path("it"), "it")
        for form in (message.string if isinstance(message.string, tuple | list) else [message.string])
        if form and re.search(r"\bne (restano|rimangono) \{", form)
    ]
    assert unagreed == []
    language("it")
    singular, plural = (
        "{available} share left, up to {high} affordable",
        "{available} shares left, up to {high} affordable",
    )
    assert ngettext(singular, plural, 1).format(available=1, high=1) == "1 azione rimasta, puoi pagarne fino a 1"
    assert ngettext(singular, plural, 4).format(available=4, high=2) == "4 azioni rimaste, puoi pagarne fino a 2"


MOVES = {
    "fr": r"(?<!L'action )\b(Cryptomonnaies|Médias) (monte|baisse|bouge|tombe|reste)\b",
    "it": r"(?<!L'azione )\bCriptovalute (sale|scende|resta)\b",
}
"""A plural stock name as the subject of a singular verb."""


@pytest.mark.parametrize("code", ["fr", "it"])
def test_a_mad_market_stock_moves_as_a_share_whatever_its_names_number(language, code):
    """A stock's name may be plural ("Cryptomonnaies", "Médias"): the log moves "l'action Cryptomonnaies", which a
    singular verb agrees with, not "Cryptomonnaies monte"."""
    language(code)
    engine = load(specs()["mad_market"].engine)
    chance = ChanceSource(5)
    state = engine.new_game(engine.random_config(4, chance))
    events = []
    for _move in range(400):
        if engine.is_over(state):
            break
        events += engine.apply(state, engine.choose_random(state, chance))
    sentences = [engine.describe(state, event, _) for event in events if event.type == "price_moved"]
    assert len(sentences) > 20
    assert all(sentence.startswith(("L'action ", "L'azione ")) for sentence in sentences)
    assert [sentence for sentence in sentences if re.search(MOVES[code], sentence)] == []


PLAYER_SLOT = re.compile(r"\{(?:name|names|player_name|owner_name|roller_name|stopper|expected|expected_name)\}")
"""Slots a player's name fills in the games' sentences: a name that says nothing of its player's gender."""

AGREES_WITH_A_PLAYER = {
    "fr": re.compile(
        r"\b(?:éliminée?s?|ruinée?s?|gagnante?s?|Seule? \{|seule? \{|Le prochain à|qui a atteint le premier)"
        r"|: il (?!faut|y a|ne reste|reste|manque)|\bs'il\b|, il en |\bil a \{",
        re.I,
    ),
    "it": re.compile(
        r"\b(?:[Ee]liminat[oa]|[Ff]allit[oa]$|[Rr]ovinat[oa]|uscito dal gioco|per (?:primo|ultimo)\b"
        r"|Il prossimo a)"
    ),
}
"""Words that take a player's gender: "éliminé" (éliminée), "seul Anna", "qui a atteint le premier", a pronoun
"il" for a player (the impersonal "il reste", "il manque", "il faut" are none); "uscito dal gioco", "offre per
primo", "Fallito". A table cannot know whether Anna or Ben is meant, so these are written without agreement:
"hors jeu", "il ne reste que {name}", "la prima offerta spetta a".
"""

PLAYER_LABELS = ("(out)", "(winner)", "out", "Bankrupt", "Winner: {names}")
"""Words shown beside a player's name (Mad Market's bankrupt player, the winner of a game)."""


@pytest.mark.parametrize("code", ["it", "fr"])
def test_nothing_said_of_a_player_agrees_with_the_players_gender(code):
    catalog = read(po_path(code), code)
    agreeing = []
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if not ids[0] or not (ids[0] in PLAYER_LABELS or PLAYER_SLOT.search(ids[0])):
            continue
        if not any(place.startswith(("companion/games", "companion/front")) for place, _line in message.locations):
            continue
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        agreeing += [text for text in texts if AGREES_WITH_A_PLAYER[code].search(text)]
    assert agreeing == []
