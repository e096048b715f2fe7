"""``? N`` at any number question (a bid) says what typing N would do, for every game, in English, Italian and
French: the game log's sentence of the action the number makes and that the rules allow it now, or the rules'
own reason for refusing it, as the table would refuse it.

At a Steam Barons auction "? 7" said "Nothing to tell about '7' before it is chosen.", and at a Big Shot bid the
same: only Mad Market's guards, which the game words itself, said anything. The answer is tried on a copy of
the table (:meth:`~companion.core.table.Table.trial`): nothing is applied and nothing is journaled.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.console import Console
from companion.core import RuleViolation, Table
from companion.core.decisions import Basket, Secret
from companion.games import get
from companion.games.steam_barons import GAME as STEAM_BARONS
from companion.games.steam_barons.actions import CompanyOrder
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_mad_market_option_words import prose, said_lines
from tests.walks import played_until


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """A console run in Italian or French leaves the language it spoke: the next test starts in English."""
    yield
    set_language("en")


def auction_of_white(folder: Path) -> Table[Any]:
    """Steam Barons, journaled: Cat holds the first-player marker and opens the auction of White ($5 to $30)."""
    config = STEAM_BARONS.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 4})
    table = Table.new(STEAM_BARONS, config, created="x", path=folder / "sb.jsonl", durable=False)
    table.submit(CompanyOrder(("white", "wood", "green", "brown", "black", "orange")))
    main = table.prompt().primary()
    assert main is not None
    table.submit(next(o.action for o in main.decision.options if o.label == "Cat"))  # type: ignore[attr-defined]
    return table


def first_big_shot_bid(folder: Path, **options: Any) -> Table[Any]:
    """Big Shot, journaled: Ann (10M) bids first in the first auction."""
    config = {"players": ["Ann", "Ben", "Cat"], "seed": 4, **options}
    table = Table.new(get("bigshot"), config, created="x", path=folder / "bs.jsonl", durable=False)
    return played_until(table, "bid", 2)


def unchanged(table: Table[Any], journal: Path, *typed: str, language: str) -> str:
    """What the console says to ``typed``, having checked that the table's steps, pieces and journal are as
    they were: a preview applies nothing and writes nothing."""
    steps, summary, written = len(table.steps), table.summary(), journal.read_bytes()
    said = play(table, *typed, language=language)
    assert len(table.steps) == steps
    assert table.summary() == summary
    assert journal.read_bytes() == written
    return said


STEAM_BARONS_BID = {
    "en": (
        "    Cat bids $7 for White.",
        "  The rules allow it now.",
        "'31' is not a number asked now: $5 to $30.",
        "  Cat has $30 and cannot bid $31.",
        "  White's opening bid must be at least $5.",
    ),
    "it": (
        "    Cat offre $7 per Bianco.",
        "  Le regole lo consentono ora.",
        "'31' non è un numero chiesto ora: da $5 a $30.",
        "  Cat ha $30 e non può offrire $31.",
        "  L'offerta iniziale per Bianco deve essere almeno $5.",
    ),
    "fr": (
        "    Cat offre $7 pour Blanc.",
        "  Les règles le permettent maintenant.",
        "'31' n'est pas un nombre demandé maintenant : de $5 à $30.",
        "  Cat a $30 et ne peut pas offrir $31.",
        "  La première enchère pour Blanc doit être d'au moins $5.",
    ),
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_steam_barons_bid_says_what_it_would_do_or_the_rules_reason(code: str, tmp_path: Path) -> None:
    table = auction_of_white(tmp_path)
    said = unchanged(table, tmp_path / "sb.jsonl", "? 7", "? 31", "? 3", language=code)
    assert "Nothing to tell" not in said and "Rien à dire" not in said and "Niente da dire" not in said
    lines = said_lines(said)
    for line in STEAM_BARONS_BID[code]:
        assert line in lines, (line, said)


BIG_SHOT_BID = {
    "en": (
        "    Ann bids 7M.",
        "  The rules allow it now.",
        "Ann has 10M and cannot bid 11M: pass or take a loan.",
    ),
    "it": (
        "    Ann offre 7M.",
        "  Le regole lo consentono ora.",
        "Ann ha 10M e non può offrire 11M: passa o chiedi un prestito.",
    ),
    "fr": (
        "    Ann offre 7M.",
        "  Les règles le permettent maintenant.",
        "Ann a 10M et ne peut pas offrir 11M : passez ou empruntez.",
    ),
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_big_shot_bid_says_what_it_would_do_or_why_the_cash_refuses_it(code: str, tmp_path: Path) -> None:
    table = first_big_shot_bid(tmp_path)
    said = unchanged(table, tmp_path / "bs.jsonl", "? 7", "? 11", language=code)
    head, allowed, refused = BIG_SHOT_BID[code]
    lines = said_lines(said)
    assert head in lines and allowed in lines, said
    assert refused in prose(said), said


def test_a_number_with_its_unit_is_previewed_as_typed() -> None:
    """ "? 7M" is read as "7M" typed at the bid is: the same bid."""
    table = played_until(
        Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x"), "bid", 2
    )
    lines = said_lines(play(table, "? 7M", language="en"))
    assert "    Ann bids 7M." in lines and "  The rules allow it now." in lines


def test_a_number_in_the_range_the_rules_refuse_says_so_with_their_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the question's range holds a number the rules refuse (its limits are the front-ends' reading of
    the rules, the engine has the last word), the preview says the refusal, never that the number is allowed."""
    table = auction_of_white(tmp_path)
    refusal = RuleViolation("White is closed to bids.")

    def refused(action: Any, translate: Any = None) -> list[str]:
        raise refusal

    monkeypatch.setattr(table, "trial", refused)
    said = unchanged(table, tmp_path / "sb.jsonl", "? 7", language="en")
    lines = said_lines(said)
    assert "  The rules do not allow '7' now:" in lines, said
    assert "    White is closed to bids." in lines, said
    assert "allow it now" not in said


def test_a_trial_raises_the_rules_refusal_and_changes_nothing(tmp_path: Path) -> None:
    """The table's trial is the gate and the rules on a copy: the refusal submit would raise, nothing applied."""
    table = auction_of_white(tmp_path)
    main = table.prompt().primary()
    assert main is not None
    bid = main.decision.make(31)  # type: ignore[attr-defined]
    with pytest.raises(RuleViolation) as refused:
        table.trial(bid)
    with pytest.raises(RuleViolation) as submitted:
        table.submit(bid)
    assert refused.value.message() == submitted.value.message()
    assert table.trial(main.decision.make(7)) == ["Cat bids $7 for White."]  # type: ignore[attr-defined]
    assert len(table.steps) == 2


IF_TYPED = {"en": "  If you type '{text}':", "it": "  Se scrivi '{text}':", "fr": "  Si vous tapez '{text}' :"}


BIG_SHOT_ROLL = {
    "en": (
        "    Cat rolls 5.",
        "Auction on space 17: 1 red and 3 black. Cat speaks last.",
        "  The rules allow it now.",
        "  The die shows 1 to 6, not 9.",
        "  0: the companion rolls",
    ),
    "it": (
        "    Cat tira 5.",
        "Asta sulla casella 17: 1 rosso e 3 neri. L'ultima parola spetta a Cat.",
        "  Le regole lo consentono ora.",
        "  Il dado mostra da 1 a 6, non 9.",
        "  0: tira il companion",
    ),
    "fr": (
        "    Cat fait 5.",
        "Enchère sur la case 17 : 1 rouge et 3 noirs. Cat parle en dernier.",
        "  Les règles le permettent maintenant.",
        "  Le dé indique de 1 à 6, pas 9.",
        "  0 : le compagnon lance",
    ),
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_die_says_what_its_face_would_do_or_the_faces_it_has(code: str, tmp_path: Path) -> None:
    """ "? 5" at Big Shot's roll said "'5' is not an option now." though 5 is the answer asked: the roll and
    the auction it opens are said; a face the die has not, the die's own refusal; "? 0", the companion's throw."""
    config = {"players": ["Ann", "Ben", "Cat"], "seed": 4}
    table = Table.new(get("bigshot"), config, created="x", path=tmp_path / "roll.jsonl", durable=False)
    played_until(table, "roll", 2)
    said = unchanged(table, tmp_path / "roll.jsonl", "? 5", "? 9", "? 0", language=code)
    rolled, auction, allowed, refused, companion = BIG_SHOT_ROLL[code]
    lines = said_lines(said)
    assert rolled in lines and allowed in lines and refused in lines and companion in lines, said
    # read as a preview: "Cat rolls 5." alone read as if the die had been thrown
    assert lines[lines.index(rolled) - 1] == IF_TYPED[code].format(text="5"), said
    assert auction in prose(said), said
    assert "not an option" not in said


def test_a_game_that_words_its_throws_keeps_its_words() -> None:
    """Mad Market says what a throw moves (the stocks, the square): its words, not the log's sentences."""
    config = {"players": ["Ann", "Ben", "Cat"], "seed": 4}
    table = played_until(Table.new(get("mad_market"), config, created="x"), "roll", 2)
    lines = said_lines(play(table, "? 3 4", "? 3", language="en"))
    assert lines[lines.index("    IT 6»7 (white), EN 6»5 (black), LOG 6»5 (forecast)") - 1] == "  If you type '3 4':"
    assert "      7 squares to CRY-1 (for sale)" in lines, lines
    assert "  Enter the black die too." in lines, lines
    assert "allow it now" not in "\n".join(lines)


def acquire_purchase(folder: Path) -> Table[Any]:
    """Acquire, journaled: Ann has founded Tower ($200 a share) and buys up to 3 shares; Luxor is not on the board."""

    def buying(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        return main is not None and isinstance(main.decision, Basket) and table.prompt().kind == "buy"

    config = {"players": ["Ann", "Ben", "Cat"], "seed": 4}
    table = Table.new(get("acquire"), config, created="x", path=folder / "aq.jsonl", durable=False)
    return played_until(table, buying, 2)


ACQUIRE_PURCHASE = {
    "en": (
        "    Ann buys 2 Tower shares for $400.",
        "  The rules allow it now.",
        "  The rules do not allow 'tower 4' now:",
        "    At most 3 shares may be bought in a turn, not 4.",
        "    Ann buys no shares.",
    ),
    "it": (
        "    Ann compra 2 azioni Tower per $400.",
        "  Le regole lo consentono ora.",
        "  Le regole non consentono 'tower 4' ora:",
        "    Si possono comprare al massimo 3 azioni per turno, non 4.",
        "    Ann non compra azioni.",
    ),
    "fr": (
        "    Ann achète 2 actions Tower pour $400.",
        "  Les règles le permettent maintenant.",
        "  Les règles ne permettent pas 'tower 4' maintenant :",
        "    On peut acheter au plus 3 actions par tour, pas 4.",
        "    Ann n'achète aucune action.",
    ),
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_an_acquire_share_count_says_what_it_would_buy_or_the_rules_reason(code: str, tmp_path: Path) -> None:
    """ "? tower 2" said "'tower 2' is not an option now." and "? 2" (Buy nothing) "Nothing to tell about '2'
    before it is chosen.": the purchase, the limit of three a turn, and buying nothing are said, nothing bought."""
    table = acquire_purchase(tmp_path)
    said = unchanged(table, tmp_path / "aq.jsonl", "? tower 2", "? tower 4", "? 2", language=code)
    lines = said_lines(said)
    for line in ACQUIRE_PURCHASE[code]:
        assert line in lines, (line, said)
    assert said.count("'tower 2'") == 1  # only in "If you type 'tower 2':", never "not an option"


def test_an_option_without_words_says_what_choosing_it_would_do(tmp_path: Path) -> None:
    """ "? 3" at Steam Barons' first-player marker said "Nothing to tell about '3' before it is chosen."."""
    config = STEAM_BARONS.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 4})
    table = Table.new(STEAM_BARONS, config, created="x", path=tmp_path / "sb.jsonl", durable=False)
    table.submit(CompanyOrder(("white", "wood", "green", "brown", "black", "orange")))
    lines = said_lines(unchanged(table, tmp_path / "sb.jsonl", "? 3", language="en"))
    assert "    Cat takes the first-player marker." in lines, lines
    assert "  The rules allow it now." in lines, lines


def test_nothing_is_tried_while_a_seat_chooses_in_secret(tmp_path: Path) -> None:
    """A sealed round's last choice, tried, would tell the others' sealed choices in its sentences."""
    config = STEAM_BARONS.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 4})

    def sealed(table: Table[Any]) -> bool:
        return any(isinstance(actor.decision, Secret) for actor in table.prompt().actors)

    table = played_until(Table.new(STEAM_BARONS, config, created="x"), sealed, 3)
    console = Console(table, io.StringIO(""), io.StringIO(), language="en")
    assert console._sealed()


def test_the_help_says_how_to_read_an_option_in_every_game(tmp_path: Path) -> None:
    """The help listed "? WORDS" only where the game words its options: a Steam Barons table never learnt it."""
    said = play(auction_of_white(tmp_path), "help", language="en")
    rows = [" ".join(line.split()) for line in said.splitlines()]
    assert "? WORDS all that an option would do, without choosing it" in rows, said
