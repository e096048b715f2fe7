"""Each game's words stay the same on every screen of that game, in Italian and French.

Steam Barons' two rounds of shipping are "round" in Italian, as its rulebook says them, and "manche" in French, on
the log, the decisions, the rules help and the position editor alike.

French Acquire calls its pieces "pions" and its hotel chains "firmes", Italian Acquire its chains "società" (the
words on its play screens, its refusals and its log); the position editor said "tuile" and "chaîne", "catena", so a
player fixing a position read other names for the pieces on the board. And a page turner's two buttons agree with the one noun they leave out ("page": Précédente,
Suivante), on every screen that pages. A Steam Barons company's money is "caisse" and "cassa" wherever it is named,
and its shares not issued yet "non émises" and "non emesse", as the rulebook's "emettere azioni" says them.
"""

from __future__ import annotations

import re

import pytest

from .catalogs import po_path, read

ACQUIRE = ("companion/front/acquire/", "companion/games/acquire/")
NOT_ACQUIRES_WORDS = {"fr": re.compile(r"\b(tuiles?|cha[iî]nes?)\b", re.I), "it": re.compile(r"\bcaten[ae]\b", re.I)}
"""Acquire's pieces and chains under another name than its screens give them ("pion", "firme"; "società")."""


STEAM_BARONS = ("companion/front/steam_barons/", "companion/games/steam_barons/")
SHIPPING_ROUND = {"it": "round", "fr": "manche"}
"""Steam Barons' two shipping rounds as its box calls them: the Italian rulebook's "due round di spedizioni: in ogni
round" (its "turno" is one of the game's five turns), and French "manche" ("tour" is the turn too)."""
NOT_SHIPPING_WORDS = {
    "it": re.compile(r"\b(giro|giri|consegn\w*)\b", re.I),
    "fr": re.compile(r"\btours? de livraison\b", re.I),
}

TREASURY = {"it": "cassa", "fr": "caisse"}
"""A Steam Barons company's money as its screens, log and help name it."""
NOT_TREASURY_WORDS = {"it": re.compile(r"\btesor\w*", re.I), "fr": re.compile(r"\b(tr[ée]sorerie|fonds)\b", re.I)}

UNISSUED = {"it": re.compile(r"\bnon em(ess[aei]|\.)", re.I), "fr": re.compile(r"\bnon [ée]m(is(es?)?|\.)", re.I)}
"""A Steam Barons company's shares still on its certificate, not issued yet: "non emesse", "non émises" (the rulebook's
"emettere azioni": a share issued goes to Available Shares), in a column's heading "non em.", "non ém."."""
NOT_UNISSUED_WORDS = {
    "it": re.compile(r"\b(riserva|da emettere)\b", re.I),
    "fr": re.compile(r"\b(r[ée]serve|[àa] [ée]mettre)\b", re.I),
}

MAD_MARKET = ("companion/front/mad_market/", "companion/games/mad_market/")
FIGHT_ROUND = {"it": re.compile(r"\btir[oi]\b", re.I), "fr": re.compile(r"\blancers?\b", re.I)}
"""One throw of a Mad Market fight (white die against black, the lower side loses a card): the table's word for a
throw of the dice, Italian "tiro", French "lancer", as the entered dice above the preview say it ("Questo tiro",
"Ce lancer") and as English says "throw"."""
NOT_FIGHT_ROUND = {"it": re.compile(r"\bround\b", re.I), "fr": re.compile(r"\bassauts?\b", re.I)}
"""A fight's throw once called a boxing match's round ("Dopo questo round", "Après cet assaut") right beside "Questo
tiro", "Ce lancer" on the same panel."""
GAME_ROUND = {"it": re.compile(r"\bgir[oi]\b", re.I), "fr": re.compile(r"\bmanches?\b", re.I)}
"""A round of the game, every seat moving once: French "manche", Italian "giro"."""
FIGHT = re.compile(r"\bwhite\b|\bthrown\b|\bguards\b|fight round|^Round \{n\}$")
"""A Mad Market message about a fight's rounds (its dice, its cards left, its table of throws) by its English."""

FIGHT_THROW = re.compile(
    r"^[Tt]hrow \{n\}|This throw|After this throw|No throw yet|Throws so far|the throws so far|At each throw"
)
"""A Mad Market message about a fight's throws (its dice, its cards left, its table of throws) by its English."""

TYPED = "typed at the console"
"""The context of the words the console reads from players: what a player may say ("la tuile" for a piece), not
what the screens say, so they may hold other names."""


def only(code: str, folders: tuple[str, ...]) -> dict[str, list[str]]:
    """Every message only the game in ``folders`` uses (a message another game shares keeps its own words), less
    the words the console reads (:data:`TYPED`): its forms in ``code``."""
    found = {}
    for message in read(po_path(code), code):
        places = [place for place, _line in message.locations]
        if message.context == TYPED:
            continue
        if message.id and places and all(place.startswith(folders) for place in places):
            forms = message.string if isinstance(message.string, tuple | list) else [message.string]
            found[str(message.id)] = [form for form in forms if form]
    return found


def acquire_only(code: str) -> dict[str, list[str]]:
    """Every message only Acquire uses: its forms in ``code``."""
    return only(code, ACQUIRE)


@pytest.mark.parametrize("code", ["fr", "it"])
def test_acquire_names_its_pieces_and_chains_as_its_screens_do(code):
    messages, other_name = acquire_only(code), NOT_ACQUIRES_WORDS[code]
    assert len(messages) > 100  # Acquire's own messages were read
    assert {key: forms for key, forms in messages.items() if any(other_name.search(f) for f in forms)} == {}


def test_italian_acquire_calls_a_safe_chain_fuori_pericolo_as_its_rulebook_does():
    """The rulebook's "Società fuori pericolo": a refusal said "due società fuori pericolo" under a view that
    marked the same chains "sicura" and an end that waited for chains "sicure"."""
    messages = acquire_only("it")
    safe = {key: forms for key, forms in messages.items() if re.search(r"\bsafe\b", key)}
    assert len(safe) >= 4, safe
    assert {key: forms for key, forms in messages.items() if any(re.search(r"\bsicur[aei]\b", f) for f in forms)} == {}
    assert all(any("fuori pericolo" in form for form in forms) for forms in safe.values()), safe


@pytest.mark.parametrize("code", ["fr", "it"])
def test_steam_barons_names_its_shipping_rounds_as_its_box_does(code):
    """The log said "round 1 di 2" and "manche 1 sur 2", the position editor "Giro di consegne" and "Tour de
    livraison" for the same two rounds of shipping (and "consegne" where the box and every other Italian sentence
    of the game say "spedire"). Every Steam Barons sentence about a shipping round uses the box's word."""
    messages = only(code, STEAM_BARONS)
    rounds = {
        key: forms
        for key, forms in messages.items()
        if re.search(r"\brounds?\b", key, re.I) and "offer round" not in key.lower()
    }
    assert len(rounds) >= 5  # the log's, the step's, the help's and the position editor's
    assert {
        key: forms for key, forms in rounds.items() if not all(SHIPPING_ROUND[code] in f.lower() for f in forms)
    } == {}
    shipping = {
        key: forms for key, forms in messages.items() if re.search(r"\b(ship|shipping|deliver\w*)\b", key, re.I)
    }
    assert {
        key: forms for key, forms in shipping.items() if any(NOT_SHIPPING_WORDS[code].search(f) for f in forms)
    } == {}


@pytest.mark.parametrize("code", ["fr", "it"])
def test_steam_barons_names_a_companys_treasury_with_one_word(code):
    """French Steam Barons headed the companies' table "fonds" and the position editor's field "Trésorerie" while
    the line under it, the log and the help said "caisse $5": a player fixing a company's money, or reading the
    table beside the build step, met three names for it. Every sentence about a treasury says the one word."""
    messages = only(code, STEAM_BARONS)
    treasuries = {
        key: forms
        for key, forms in messages.items()
        if re.search(r"\btreas", re.sub(r"\{[^}]*\}", "", key), re.I)  # the word, not a {treasury} placeholder
    }
    assert len(treasuries) >= 10  # the table's heading, the editor's field, the build step's lines, the log, the help
    assert {
        key: forms for key, forms in treasuries.items() if not all(TREASURY[code] in f.lower() for f in forms)
    } == {}
    assert {
        key: forms for key, forms in messages.items() if any(NOT_TREASURY_WORDS[code].search(f) for f in forms)
    } == {}


@pytest.mark.parametrize("code", ["fr", "it"])
def test_steam_barons_names_its_unissued_shares_with_one_term(code):
    """French Steam Barons headed the console's column "réserve", the position editor's field "Non émises" and the
    build step's line "actions à émettre"; Italian "riserva" and "Non emesse": a player counting a company's shares
    left to issue met three names for them. Every sentence about them says the one term."""
    messages = only(code, STEAM_BARONS)
    unissued = {
        key: forms
        for key, forms in messages.items()
        if re.search(r"\b(unissued|left to issue|to issue at)\b", re.sub(r"\{[^}]*\}", "", key), re.I)
    }
    assert len(unissued) >= 6  # the console's heading, the editor's field and its rules, the build step's lines
    assert {key: forms for key, forms in unissued.items() if not all(UNISSUED[code].search(f) for f in forms)} == {}
    assert {
        key: forms for key, forms in messages.items() if any(NOT_UNISSUED_WORDS[code].search(f) for f in forms)
    } == {}


@pytest.mark.parametrize("code", ["fr", "it"])
def test_mad_market_names_a_fights_rounds_apart_from_the_games(code):
    """French Mad Market said "Manche 3" for the game's third round and "Manche 2 : blanc 5, noir 3" for a police
    fight's second throw, side by side on the play screen: each kind of round has its own word."""
    messages = only(code, MAD_MARKET)
    rounds = {key: forms for key, forms in messages.items() if re.search(r"\brounds?\b(?<!wrapping round)", key, re.I)}
    # English says a fight's "throw" and the game's "round" (it once said "round" for both)
    assert {key for key in rounds if FIGHT.search(key)} == set()
    fights = {key: forms for key, forms in messages.items() if FIGHT_THROW.search(key)}
    games = rounds
    assert len(fights) >= 6 and len(games) >= 4  # the chart, the console, the editor, the log; the status lines
    fight_word, game_word = FIGHT_ROUND[code], GAME_ROUND[code]
    fights = {key: [re.sub(r"\{[^}]*\}", "", form) for form in forms] for key, forms in fights.items()}  # "{round}"
    games = {key: [re.sub(r"\{[^}]*\}", "", form) for form in forms] for key, forms in games.items()}
    assert {
        key: f for key, f in fights.items() if not all(fight_word.search(x) and not game_word.search(x) for x in f)
    } == {}
    assert {
        key: f for key, f in games.items() if not all(game_word.search(x) and not fight_word.search(x) for x in f)
    } == {}
    stripped = {key: [re.sub(r"\{[^}]*\}", "", form) for form in forms] for key, forms in messages.items()}
    assert {key: f for key, f in stripped.items() if any(NOT_FIGHT_ROUND[code].search(x) for x in f)} == {}


@pytest.mark.parametrize(
    "code, previous, following", [("fr", "Précédente", "Suivante"), ("it", "Precedente", "Successiva")]
)
def test_a_page_turners_buttons_agree_with_each_other(code, previous, following):
    catalog = {str(message.id): message.string for message in read(po_path(code), code) if message.id}
    assert catalog["Previous"] == previous and catalog["Next"] == following
    assert catalog["Next ({page}/{pages})"].split(" ")[0] in (following, "Avanti")  # Italian's "Avanti" is no noun's


def test_the_tile_scanner_names_the_tiles_as_french_acquire_does():
    """The scanner reads Acquire's tiles: its French sentences said "lecteur de tuiles", "tapez les tuiles" beside a
    board and a rack of "pions"."""
    said = {
        str(message.id): str(message.string)
        for message in read(po_path("fr"), "fr")
        if "tile scanner" in str(message.id)
    }
    assert len(said) >= 5
    assert {key: text for key, text in said.items() if NOT_ACQUIRES_WORDS["fr"].search(text)} == {}
    assert all("pions" in text for text in said.values())


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_settings_name_every_games_own_screen_alike(code) -> None:
    """The settings' row of game screens read "Plateau de Big Shot", "Plateau Mad Market", "Fiche Steam Barons": one
    game's name joined with "de", the others' stuck on. Every label joins its game's name the same way."""
    from companion.games import get
    from companion.registry import specs

    labels = {get(name).title: label for name, spec in specs().items() for label, _opener in spec.settings}
    forms = {str(m.id): m.string for m in read(po_path(code), code)}
    joins = set()
    for title, label in labels.items():
        translated = forms[label]
        assert translated.endswith(title), (label, translated)
        joins.add(translated[: -len(title)].split()[-1])
    assert len(joins) == 1, joins


@pytest.mark.parametrize(("code", "word"), [("it", "prezzo sul tabellone"), ("fr", "prix du plateau")])
def test_mad_market_names_a_companys_board_price_with_one_word(code, word):
    """The Italian console announced "Asta di LOG-1 (prezzo stampato 100)", then asked "Ben: offerta per LOG-1
    (listino 100)" for the same price: every sentence about a company's price on the board says it in the same
    words. Not "printed": on the stand-in board (labelled as such) the number is not the box's."""
    messages = only(code, MAD_MARKET)
    printed = {key: forms for key, forms in messages.items() if "board price" in key}
    assert len(printed) >= 2  # the auction's opening, its question (a bid's preview leaves it to the question)
    assert {key: forms for key, forms in printed.items() if not all(word in form for form in forms)} == {}


@pytest.mark.parametrize(("code", "printed"), [("it", "stampato"), ("fr", "imprimé")])
def test_mad_market_never_calls_a_board_price_printed(code, printed):
    """A Mad Market game is played on a stand-in board unless its owner typed in the box's (Settings → Mad Market
    board): an auction's "printed price 100" presented a stand-in number as the box's. The price is the board's."""
    messages = only(code, MAD_MARKET)
    called = {key for key, forms in messages.items() if "price {" in key and any(printed in form for form in forms)}
    assert called == set()
    assert not [key for key in messages if "printed price" in key]
