"""A lone yes or no typed at the turn's question is read through what the engine offers there, in every game.

"oui" at Steam Barons' tile to build, listed "choose: tile cost ($), completes a link (yes or no)", opened the
tile's cost question, the word found among the option's own; where the options are one thing to do and the pass
(an offer asked as a question) it is that yes or that no, a yes at a question of one option takes it, and anywhere
else the word is refused with what the question takes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from companion.console.yes_no import yes_and_no
from companion.core import ChanceSource, Pick, PickOption, Table
from companion.games import get
from companion.games.mad_market.actions import BuyCompany, Decline, HireBroker
from companion.text.i18n import set_language
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def table_at(game: str, label: str, config: dict[str, object] | None = None, seed: int = 0) -> Table:
    """A 3-player game played by the companion's random choices until the main question's template starts with
    ``label``."""
    for attempt in range(seed, seed + 6):
        settings = {"players": ["Ann", "Ben", "Cat"], "seed": attempt, **(config or {})}
        table = Table.new(get(game), settings, created="x")
        chance = ChanceSource(attempt)
        for _step in range(900):
            if table.over:
                break
            main = table.prompt().primary()
            if main is not None and main.decision.label.startswith(label):
                return table
            table.submit(table.choose_random(chance))
    raise AssertionError(f"no {label!r} in {game}")


BUILDING = "{name} builds for {company}: tile"


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("fr", "oui", "Choisissez de 1 à 2."),
        ("fr", "Non", "Choisissez de 1 à 2."),
        ("it", "sì", "Scegli da 1 a 2."),
        ("it", "si", "Scegli da 1 a 2."),
        ("en", "yes", "Choose 1 to 2."),
        ("en", "no", "Choose 1 to 2."),
    ],
)
def test_a_yes_or_no_at_a_tile_to_build_is_refused_with_what_to_type(language: str, typed: str, said: str) -> None:
    """The question is a tile's cost and link, or the end of building: no yes or no answers it, and nothing opens."""
    table = table_at("steam_barons", BUILDING)
    steps = len(table.steps)
    text = play(table, typed, language=language)
    answer = text.split(f"> {typed}\n", 1)[-1] if f"> {typed}\n" in text else text.rsplit("> ", 2)[-2]
    assert len(table.steps) == steps
    assert " ".join(answer.split()).find(said) >= 0, answer
    assert "(1-" not in answer, answer  # the cost question was never asked


def test_the_tiles_link_is_still_answered_yes_inside_its_question() -> None:
    """Inside the tile's own questions "oui" is the link's answer, as before."""
    table = table_at("steam_barons", BUILDING)
    seat = table.prompt().player
    play(table, "1", "3", "oui", language="fr")
    built = table.steps[-1].action.to_json()
    assert built["player"] == seat and built["cost"] == 3 and built["completes_link"] is True


def offered(table: Table, kind: type) -> bool:
    main = table.prompt().primary()
    decision = main.decision if main is not None else None
    return isinstance(decision, Pick) and any(isinstance(option.action, kind) for option in decision.options)


def mad_market_at(wanted: Callable[[Table], bool]) -> Table:
    table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "board": "standin", "seed": 2}, created="x")
    chance = ChanceSource(2)
    while not table.over:
        if wanted(table):
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError("no such moment")


@pytest.mark.parametrize(
    ("language", "typed", "taken"),
    [
        ("fr", "oui", True),
        ("fr", "Non", False),
        ("it", "si", True),
        ("it", "no", False),
        ("en", "Yes", True),
        ("fr", "o", True),
        ("fr", "N", False),
        ("en", "y", True),
        ("en", "n", False),
        ("it", "n", False),
    ],
)
def test_an_offer_asked_as_a_question_is_answered_yes_or_no(language: str, typed: str, taken: bool) -> None:
    """ "Benoît : acheter CRY-1 pour 140 ?" and "hire a stockbroker?" beside Decline: a yes takes the offer, a no
    declines it, a word or the language's letter ("o" at a French table, as its "[o/N]" asks)."""
    for kind in (BuyCompany, HireBroker):
        table = mad_market_at(lambda table, kind=kind: offered(table, kind))  # type: ignore[misc]
        seat = table.prompt().player
        steps = len(table.steps)
        text = play(table, typed, language=language)
        assert len(table.steps) == steps + 1, text
        assert table.steps[steps].action == (kind(seat) if taken else Decline(seat)), text


def test_the_italian_s_stays_the_status_at_an_offer() -> None:
    table = mad_market_at(lambda table: offered(table, BuyCompany))
    steps = len(table.steps)
    play(table, "s", language="it")
    assert len(table.steps) == steps


@pytest.mark.parametrize(("language", "typed"), [("fr", "oui"), ("fr", "non"), ("it", "sì"), ("en", "no")])
def test_a_yes_or_no_at_a_question_of_one_pass_passes(language: str, typed: str) -> None:
    """ "Ben cannot pay $11 for Black: pass", its one option the pass: a yes takes it, and a no is that pass too."""
    table = table_at("steam_barons", "{name} cannot pay")
    seat = table.prompt().player
    assert seat is not None
    passing, steps = table.pass_action(seat), len(table.steps)
    text = play(table, typed, language=language)
    assert passing is not None and table.steps[steps].action == passing, text


@pytest.mark.parametrize(("language", "typed", "said"), [("fr", "non", "rien d'autre"), ("en", "no", "nothing else")])
def test_a_no_where_the_one_option_is_no_pass_says_there_is_nothing_else(language: str, typed: str, said: str) -> None:
    """The auction's winner buying the one share left: "non" is refused with the one thing to do, "oui" buys it."""
    table = table_at("steam_barons", "{name}: how many {company}")
    steps = len(table.steps)
    text = play(table, typed, language=language)
    assert len(table.steps) == steps and said in text, text
    play(table, "oui", language="fr")
    assert len(table.steps) == steps + 1


@pytest.mark.parametrize(("game", "label"), [("acquire", "{name}: choose the surviving"), ("bigshot", "Who starts")])
def test_a_yes_at_a_choice_of_several_things_is_refused_with_the_numbers(game: str, label: str) -> None:
    table = table_at(game, label)
    steps = len(table.steps)
    text = play(table, "oui", language="fr")
    assert len(table.steps) == steps
    numbers = "Choisissez de 0 à" if label == "Who starts" else "Choisissez de 1 à"  # 0: the companion throws
    assert "'oui'" in text and numbers in text and "ni une option" not in text, text


def test_an_either_or_question_is_no_yes_or_no() -> None:
    """ "take Logistics over from Ben, or pay 40?" names both answers: a yes would be a guess."""
    take, pay = Decline(0), BuyCompany(0)
    options = (PickOption("take", "Take over", take), PickOption("pay", "Pay", pay))
    assert yes_and_no(Pick("{name}: take {company} over, or pay {fee}?", options=options), pay) is None
    assert yes_and_no(Pick("{name}: buy {company}?", options=options), pay) == (pay, take)


def test_a_yes_at_a_sealed_question_of_one_choice_takes_it() -> None:
    """A last turn's sealed sale of everything, its one line "sell 1 Green and 1 Brown": "oui" was "'oui' names none
    of these choices"."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    chance = ChanceSource(1)
    while not table.over:
        main = table.prompt().primary()
        inner = getattr(main.decision, "inner", None) if main is not None else None
        if main is not None and inner is not None and "everything" in inner.label and main.seat is not None:
            break
        table.submit(table.choose_random(chance))
    else:  # the seeded game is the test's premise: a game that no longer reaches the sale fails, never skips
        raise AssertionError("the seeded game no longer reaches a last turn's sealed sale of everything")
    steps = len(table.steps)
    text = play(table, str(main.seat + 1), "", "oui", "", language="fr")
    assert len(table.steps) == steps + 1 and "ne désigne" not in text, text
