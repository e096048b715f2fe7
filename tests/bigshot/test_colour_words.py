"""A Big Shot colour in a French or Italian sentence is a noun with its article: "le rouge", "il rosso".

The loan button has always said "Emprunter pour le jaune"; the loan's line in the game log said "emprunte pour
rouge". The article is the catalog's (the colour's word is filled into "le {color}"), and the French ``_`` elides
it before a vowel as it does for every slot ("pour l'orange"), so no sentence needs a second way to add it.
"""

from __future__ import annotations

import re

import pytest

from companion.core import Pick
from companion.core.i18n import N_, Phrase, Word, fill
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, Loan, Pass, Place, Roll
from companion.games.bigshot.errors import LoanError, colour_nouns
from companion.games.bigshot.events import AuctionStarted, CubesPlaced, LoanTaken, LotAwarded
from companion.games.bigshot.rules import COLORS, COLOUR_LABELS, COLOUR_WORDS
from companion.text.i18n import _, set_language
from tests.i18n.catalogs import po_path, read

from .helpers import apply, auction_to_roller, refused, started

LOAN_LINE = {
    "fr": "Ben emprunte pour le noir : 9M et une reconnaissance de dette de 10M.",
    "it": "Ben chiede un prestito per il nero: 9M e un certificato di debito da 10M.",
}
BUTTON_WORDS = {"fr": "pour le noir", "it": "per il nero"}


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_loan_line_names_the_colour_as_the_loan_button_does(language, code):
    language(code)
    two = started(2, colors=[["red", "white"], ["yellow", "black"]])
    event = apply(two, Loan(1, "black"))[0]
    button = Phrase("Take the loan for {color}", color=Word(COLOUR_WORDS["black"])).message(_)
    assert GAME.describe(two, event, _) == LOAN_LINE[code]
    assert button.endswith(BUTTON_WORDS[code]) and BUTTON_WORDS[code] in LOAN_LINE[code]


def test_the_article_before_a_colour_elides_as_every_french_slot_does(language):
    language("fr")
    values = {"player_name": "Ann", "color": "orange", "amount": 9}
    assert fill(LoanTaken.template, values, _).startswith("Ann emprunte pour l'orange :")


BARE = {
    "fr": re.compile(r"^\{(?:color|own)\} |: \{(?:color|own)\}(?! \()(?!\.?$)|(?:pour|avec|à|Seul) \{(?:color|own)\}"),
    "it": re.compile(
        r"^\{(?:color|own)\} |: \{(?:color|own)\}(?! \()(?!\.?$)|(?:per|con|a|Solo|vince) \{(?:color|own)\}"
    ),
}
"""A colour's slot standing as a noun without its article: opening the sentence, after a preposition, or after a
colon with more to say ("7e cube : {color} l'emporte"). A colour that answers a colon at the end ("{lot} est
attribué : {color}.") may be "personne" and stays bare, as does a label ("Mort : {color} (Ann)")."""


@pytest.mark.parametrize("code", ["fr", "it"])
def test_no_big_shot_sentence_leaves_a_colour_without_its_article(code):
    catalog = read(po_path(code), code)
    bare = []
    for message in catalog:
        if not any("bigshot" in place for place, _line in message.locations):
            continue
        for text in message.string if isinstance(message.string, tuple) else (message.string,):
            if BARE[code].search(text):
                bare.append(text)
    assert bare == []


AWARDED = {
    "fr": ("P1 revient au rouge (Ann).", "P2 ne revient à personne (chaque couleur est à égalité avec une autre)."),
    "it": ("P1 va al rosso (Ann).", "P2 non va a nessuno (ogni colore è in parità con un altro)."),
}


@pytest.mark.parametrize("code", ["fr", "it"])
def test_a_lot_goes_to_the_colour_with_its_article(language, code):
    """The awarding line once read "L20 revient à rouge (Anne)": the colour came filled in after "à"."""
    state = started(4)
    language(code)
    owned, nobody = (GAME.describe(state, LotAwarded(lot, color, owner), _) for lot, color, owner in AWARDS)
    assert (owned, nobody) == AWARDED[code]


AWARDS = (("P1", "red", 0), ("P2", None, None))


NOT_YOURS = {
    "en": "Ann plays red and white, not black.",
    "fr": "Ann joue le rouge et le blanc, pas le noir.",
    "it": "Ann gioca il rosso e il bianco, non il nero.",
}


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_list_of_colours_gives_each_colour_its_article(language, code):
    """Two players: a loan naming the other player's colour read "joue rouge et blanc, pas noir"."""
    two = started(2, colors=[["red", "white"], ["yellow", "black"]])
    with pytest.raises(LoanError) as refused:
        apply(two, Loan(0, "black"))
    language(code)
    assert refused.value.message(_) == NOT_YOURS[code]


def test_each_colour_of_a_list_elides_as_a_single_one_does(language):
    language("fr")
    refusal = LoanError(N_("Say which colour takes the loan: {choices:or}."), choices=colour_nouns(["orange", "red"]))
    assert refusal.message(_) == "Indiquez quelle couleur emprunte : l'orange ou le rouge."


WRONG_CUBES = {
    "en": "Place exactly the 4 cubes won (2 red, 1 yellow and 1 black), not 1 red, 1 yellow, 1 black and 1 white.",
    "fr": "Placez exactement les 4 cubes gagnés (2 rouges, 1 jaune et 1 noir), pas 1 rouge, 1 jaune, 1 noir et 1 blanc.",
    "it": "Piazza esattamente i 4 cubetti vinti (2 rossi, 1 giallo e 1 nero), non 1 rosso, 1 giallo, 1 nero e 1 bianco.",
}
NO_CUBES = {
    "en": "Place the 4 cubes won (2 red, 1 yellow and 1 black).",
    "fr": "Placez les 4 cubes gagnés (2 rouges, 1 jaune et 1 noir).",
    "it": "Piazza i 4 cubetti vinti (2 rossi, 1 giallo e 1 nero).",
}


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_placement_refusal_counts_the_cubes_of_each_colour(language, code):
    """The cubes in hand and the cubes typed once read "rouge, rouge, blanc et jaune, pas rouge, blanc...": bare
    colours, one per cube, that the player had to count. Each colour now comes with its number of cubes, the colour
    agreeing with them ("2 rouges", "2 rossi"), in the game's colour order."""
    state = started(spaces={1: ("red", "red", "yellow", "black")})
    auction_to_roller(state, 1)
    wrong = refused(state, Place(0, {"L20": ("white", "black", "yellow", "red")}), "placement")
    empty = refused(state, Place(0, {"L20": ()}), "placement")
    language(code)
    assert (wrong.message(_), empty.message(_)) == (WRONG_CUBES[code], NO_CUBES[code])


CUBES_IN_THE_LOG = {
    "en": (
        "Auction on space 4: 1 red, 1 yellow and 2 white. Ann speaks last.",
        "Ann places 2 white on L20; 1 red and 1 yellow on A10.",
    ),
    "fr": (
        "Enchère sur la case 4 : 1 rouge, 1 jaune et 2 blancs. Ann parle en dernier.",
        "Ann place 2 blancs sur L20 ; 1 rouge et 1 jaune sur A10.",
    ),
    "it": (
        "Asta sulla casella 4: 1 rosso, 1 giallo e 2 bianchi. L'ultima parola spetta ad Ann.",
        "Ann piazza 2 bianchi su L20; 1 rosso e 1 giallo su A10.",
    ),
}


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_the_log_counts_the_cubes_of_an_auction_and_of_a_placement(language, code):
    """The log listed a cube per colour word, "Ann piazza bianco, bianco su L20; giallo, rosso su A10": bare
    colours to count, as the placement refusal did."""
    state = started(4)
    language(code)
    auction = GAME.describe(state, AuctionStarted(3, ("white", "white", "yellow", "red"), 0), _)
    placed = GAME.describe(state, CubesPlaced(0, {"L20": ("white", "white"), "A10": ("yellow", "red")}), _)
    assert (auction, placed) == CUBES_IN_THE_LOG[code]


CUBE_BUTTONS = {
    "en": ["Red", "Yellow", "Black", "White"],
    "fr": ["Rouge", "Jaune", "Noir", "Blanc"],
    "it": ["Rosso", "Giallo", "Nero", "Bianco"],
}


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_colour_on_a_button_is_capitalised_as_every_label(language, code):
    """Two players, both colours able to pay: the buttons read "giallo" and "nero" beside "Passa" and "Prestito";
    a colour standing alone as a label is capitalised, the sentence's word ("il giallo") stays as it was."""
    two = started(2, colors=[["red", "white"], ["yellow", "black"]])
    apply(two, Roll(0, 1), Bid(1, 3), Pass(0))
    language(code)
    pay = next(actor for actor in GAME.decide(two).actors if not actor.side).decision
    assert isinstance(pay, Pick)
    assert [_(option.label) for option in pay.options] == CUBE_BUTTONS[code][1:3]
    assert [_(COLOUR_LABELS[color]) for color in COLORS] == CUBE_BUTTONS[code]
    assert all(_(COLOUR_WORDS[color]).islower() for color in COLORS)
