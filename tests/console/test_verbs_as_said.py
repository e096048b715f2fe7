"""A move typed with its verb as a player says it at the table: the pronoun, the first person, the button's verb."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.core import Basket, ChanceSource, Confirm, Table
from companion.games import get
from companion.text.i18n import _ as translate
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_yes_no_words import table_at


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("language", "typed"),
    [("fr", "je mise 8"), ("fr", "j'offre 8"), ("fr", "J’offre 8"), ("fr", "mise 8"), ("it", "io offro 8")],
)
def test_a_bid_said_as_a_player_says_it(language: str, typed: str) -> None:
    """ "je mise 8" and "j'offre 8" at a French auction were "not an option or a command"; "mise 8" alone was read."""
    table = table_at("steam_barons", "{name}: bid for")
    seat, steps = table.prompt().player, len(table.steps)
    text = play(table, typed, language=language)
    assert table.steps[steps].action.to_json() == {"type": "bid", "player": seat, "amount": 8}, text


@pytest.mark.parametrize(
    ("language", "typed", "link"),
    [("fr", ["construire 2", "non"], False), ("fr", ["Construire 2 oui"], True), ("it", ["costruisci 2 sì"], True)],
)
def test_a_tile_built_by_its_buttons_verb_and_cost(language: str, typed: list[str], link: bool) -> None:
    """ "construire 2" (the button reads "Construire 2") was "Finir de construire ne prend pas de nombre"."""
    table = table_at("steam_barons", "{name} builds for {company}: tile")
    seat, steps = table.prompt().player, len(table.steps)
    text = play(table, *typed, language=language)
    built = table.steps[steps].action.to_json()
    assert (built["player"], built["cost"], built["completes_link"]) == (seat, 2, link), text


def test_a_delivery_by_its_buttons_verb() -> None:
    """ "livrer 1" (the button reads "Livrer") was "not an option or a command"."""
    table = table_at("steam_barons", "{name} ships for {company}")
    steps = len(table.steps)
    text = play(table, "livrer 1", language="fr")
    assert len(table.steps) == steps + 1 and "ni une option" not in text, text


@pytest.mark.parametrize(
    ("language", "verb"), [("it", "compro"), ("it", "acquisto"), ("fr", "j'achète"), ("fr", "J’achete")]
)
def test_a_purchase_said_in_the_first_person(language: str, verb: str) -> None:
    """ "compro 2 luxor" at an Italian table was "not an option or a command"; only "compra" was read."""
    table = table_at("acquire", "{name}: buy up to")
    main = table.prompt().primary()
    chain = next(item.key for item in main.decision.items if item.low != item.high)  # type: ignore[union-attr]
    steps = len(table.steps)
    text = play(table, f"{verb} 2 {chain}", language=language)
    assert table.steps[steps].action.to_json()["shares"] == {chain: 2}, text


@pytest.mark.parametrize(
    ("language", "typed"),
    [("it", "fondo la tower"), ("it", "Fondo Tower"), ("fr", "je fonde la tower"), ("it", "io fondo tower")],
)
def test_a_chain_founded_in_the_first_person(language: str, typed: str) -> None:
    """ "fondo la tower" at "scegli la nuova società" was "not an option or a command"; "fonda tower" was read."""
    table = table_at("acquire", "{name}: name the new chain")
    seat, steps = table.prompt().player, len(table.steps)
    text = play(table, typed, language=language)
    assert table.steps[steps].action.to_json() == {"type": "found_chain", "player": seat, "chain": "tower"}, text


@pytest.mark.parametrize(("language", "joining"), [("it", "e"), ("fr", "et"), ("en", "and")])
def test_a_purchase_of_two_chains_joined_by_and(language: str, joining: str) -> None:
    """ "compro 1 american e 1 luxor" was "'e' is not a chain of this game"."""
    table, chains = buying_from_two_chains()
    steps = len(table.steps)
    text = play(table, f"buy 1 {chains[0]} {joining} 1 {chains[1]}", language=language)
    assert table.steps[steps].action.to_json()["shares"] == {chains[0]: 1, chains[1]: 1}, text


def buying_from_two_chains() -> tuple[Table, list[str]]:
    """An Acquire purchase where two chains may be bought from."""
    for seed in range(10):
        table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="x")
        chance = ChanceSource(seed)
        for _step in range(300):
            main = table.prompt().primary()
            if table.over or main is None:
                break
            if isinstance(main.decision, Basket) and main.decision.label.startswith("{name}: buy up to"):
                chains = [item.key for item in main.decision.items if item.low != item.high and item.high >= 1]
                if len(chains) >= 2:
                    return table, chains
            table.submit(table.choose_random(chance))
    raise AssertionError("no purchase from two chains")


@pytest.mark.parametrize(("language", "typed"), [("it", "non compro niente"), ("fr", "je n'achète rien")])
def test_buying_nothing_said_whole(language: str, typed: str) -> None:
    """ "non compro niente" beside the option "Non compro" was "not an option or a command"."""
    table = table_at("acquire", "{name}: buy up to")
    seat, steps = table.prompt().player, len(table.steps)
    text = play(table, typed, language=language)
    assert table.steps[steps].action.to_json() == {"type": "buy", "player": seat, "shares": {}}, text


@pytest.mark.parametrize(
    ("language", "typed"), [("it", "gioco la {tile}"), ("fr", "je pose le pion {tile}"), ("en", "I play the {tile}")]
)
def test_a_tile_played_with_its_article(language: str, typed: str) -> None:
    """ "gioco la 3C" was "not an option or a command"; "gioco 3C" was read."""
    table = table_at("acquire", "{name}: play a tile")
    main = table.prompt().primary()
    tile = next(option.key for option in main.decision.options if option.enabled)  # type: ignore[union-attr]
    seat, steps = table.prompt().player, len(table.steps)
    text = play(table, typed.format(tile=tile), language=language)
    assert table.steps[steps].action.to_json() == {"type": "place_tile", "player": seat, "tile": tile}, text


@pytest.mark.parametrize(("language", "typed"), [("it", "tengo"), ("fr", "je garde"), ("fr", "garde"), ("en", "keep")])
def test_keeping_said_alone_keeps_every_share(language: str, typed: str) -> None:
    """ "tengo" at a merger's shares was "not an option or a command"."""
    table = table_at("acquire", "{name}: your {chain} shares")
    seat, steps = table.prompt().player, len(table.steps)
    text = play(table, typed, language=language)
    assert table.steps[steps].action.to_json() == {"type": "dispose", "player": seat, "sell": 0, "trade": 0}, text


def declarable() -> Table:
    """An Acquire game where the player to move may declare the end (a chain of 41 tiles), its tiles played by the
    companion's random choices over the whole board."""
    for seed in range(40):
        table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="x")
        chance = ChanceSource(seed)
        while not table.over:
            if any(
                isinstance(actor.decision, Confirm) and getattr(actor.decision.action, "type", "") == "declare_end"
                for actor in table.prompt().actors
            ):
                return table
            table.submit(table.choose_random(chance))
    raise AssertionError("no end to declare")


@pytest.mark.parametrize(
    ("language", "typed"),
    [("it", "dichiaro la fine"), ("it", "fine partita"), ("fr", "je déclare la fin"), ("fr", "fin de partie")],
)
def test_the_end_declared_as_players_say_it(language: str, typed: str) -> None:
    """ "dichiaro la fine" and "fine partita" beside "Annuncia fine" were "not an option or a command"."""
    table = declarable()
    text = play(table, typed, language=language)
    assert table.steps[-1].action.type == "declare_end" or table.over, text


@pytest.mark.parametrize(
    ("language", "verb"), [("fr", "je vends"), ("fr", "vends"), ("it", "vendo"), ("it", "io vendo"), ("en", "sells")]
)
def test_a_sealed_sale_said_in_the_first_person(language: str, verb: str) -> None:
    """ "je vends 1 noir" at a sealed sale was "'je vends 1 noir' ne désigne aucun de ces choix"; "vendre 1 noir",
    the verb as the sale is said back, was read."""
    table = table_at("steam_barons", "{name}: sell shares")
    main = table.prompt().primary()
    seat = main.seat  # type: ignore[union-attr]
    inner = main.decision.inner  # type: ignore[union-attr]
    item = next(item for item in inner.items if item.high >= 1)
    set_language(language)
    company = translate(item.label)  # the company as the seat reads it ("Marron")
    steps = len(table.steps)
    text = play(table, str(seat + 1), "", f"{verb} 1 {company}", "", language=language)
    assert len(table.steps) == steps + 1 and "ne désigne" not in text and "names none" not in text, text


@pytest.mark.parametrize(
    ("language", "said"), [("fr", "Tapez '1 3'"), ("it", "Scrivi '1 3'"), ("en", "Tile cost: 3? Type '1 3'")]
)
def test_a_cost_typed_alone_at_the_tile_menu_says_how_to_type_it(language: str, said: str) -> None:
    """ "3" at "1) choose: tile cost ($), completes a link  2) End building" was "Choose 1 to 2." alone."""
    table = table_at("steam_barons", "{name} builds for {company}: tile")
    steps = len(table.steps)
    text = play(table, "3", language=language)
    assert len(table.steps) == steps and said in " ".join(text.split()), text
