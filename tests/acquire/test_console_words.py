"""The console in Acquire's words: what a person types becomes the action it means, the engine says why not,
and the score sheet prints on demand."""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.console.decide import caps
from companion.core import PUBLIC, ChanceSource, RuleViolation, Table
from companion.front.acquire.console import chain_id, parse, sheet
from companion.front.acquire.texts import money
from companion.games import get
from companion.games.acquire.actions import (
    Buy,
    ChooseSurvivor,
    DeclareEnd,
    Dispose,
    FoundChain,
    MarketHolding,
    NoPlayableTile,
    PlaceTile,
    StartTile,
)
from companion.games.acquire.insight import chain_names
from companion.text.i18n import _ as translate
from companion.text.i18n import set_language
from companion.text.summary import render
from tests.console.sessions import play

from .helpers import line, position

GAME = get("acquire")


def table_at(kind: str, players: int = 3, seed: int = 3, chains: int = 0, **config) -> Table:
    """A game played by the companion's random choices until a ``kind`` prompt (with ``chains`` on the board)."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat", "Dan"][:players], **config}, created="x")
    chance = ChanceSource(seed)
    for _ in range(2000):
        prompt = table.prompt()
        if prompt.kind == kind and len(table.summary()["chains"]) >= chains:
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError(f"no {kind} prompt")


@pytest.mark.parametrize("names", ["classic", "1999"])
def test_every_chain_has_a_unique_initial_in_both_name_sets(names: str) -> None:
    summary = Table.new(GAME, {"players": ["Ann", "Ben"], "names": names}, created="x").summary(PUBLIC)
    display = chain_names(summary)
    assert len(display) == 7
    assert {chain_id(name[:1], summary) for name in display.values()} == set(display)


@pytest.mark.parametrize("typed", ["5c", "5C", " 5c ", "play 5c", "place 5C"])
def test_a_tile_is_typed_in_any_case(typed: str) -> None:
    table = table_at("start_tile")
    assert parse(typed, table) == StartTile(table.prompt().player, "5C")
    table = table_at("place_tile")
    assert parse(typed, table) == PlaceTile(table.prompt().player, "5C")


def test_an_occupied_square_is_answered_with_the_rules_reason() -> None:
    table = table_at("place_tile")
    taken = table.summary()["last_tile"]
    action = parse(taken.lower(), table)
    with pytest.raises(RuleViolation, match=f"{taken} is already on the board"):
        table.submit(action)
    assert table.prompt().kind == "place_tile"


@pytest.mark.parametrize("typed", ["t", "T", "tower", "Tower", "tow", "found t", "found tower"])
def test_a_chain_by_name_or_initial(typed: str) -> None:
    table = table_at("found_chain")
    seat = table.prompt().player
    assert parse(typed, table) == FoundChain(seat, "tower")


def test_a_chain_on_the_board_is_refused_by_the_engine_and_an_unknown_one_is_named() -> None:
    table = table_at("found_chain", chains=1)
    seat, active = table.prompt().player, next(iter(table.summary()["chains"]))
    action = parse(active, table)
    assert action == FoundChain(seat, active)
    with pytest.raises(RuleViolation, match="is already on the board: found one of"):
        table.submit(action)
    refusal = parse("zebra", table)
    assert isinstance(refusal, RuleViolation) and "Tower (T)" in refusal.message()


def test_the_survivor_of_a_tie_by_initial() -> None:
    table = table_at("choose_survivor", players=4, seed=2)
    survivor = table.prompt().actors[0].decision.options[0]
    assert parse(survivor.label[:1], table) == ChooseSurvivor(table.prompt().player, survivor.key)


@pytest.mark.parametrize(
    ("typed", "shares"),
    [
        ("buy 2 tower 1 luxor", {"tower": 2, "luxor": 1}),
        ("buy t t l", {"tower": 2, "luxor": 1}),
        ("BUY 3 T", {"tower": 3}),
        ("buy tower", {"tower": 1}),
        ("t l", {"tower": 1, "luxor": 1}),
        ("buy none", {}),
        ("buy", {}),
    ],
)
def test_buying_in_words(typed: str, shares: dict[str, int]) -> None:
    table = table_at("buy", chains=1)
    assert parse(typed, table) == Buy(table.prompt().player, shares)


def test_buying_too_many_is_refused_by_the_engine_with_its_reason() -> None:
    table = table_at("buy", chains=2)
    first, second = list(table.summary()["chains"])[:2]
    action = parse(f"buy 2 {first} 2 {second}", table)
    with pytest.raises(RuleViolation, match="At most 3 shares"):
        table.submit(action)
    assert isinstance(parse("buy 2 zebra", table), RuleViolation)


def test_buying_typed_before_the_tile_is_refused_with_what_the_game_waits_for() -> None:
    """ "buy 2 tower" while a tile is asked once said "not an option"; it is now the engine's "not now"."""
    table = table_at("place_tile")
    action = parse("buy 2 tower", table)
    assert action == Buy(table.prompt().player, {"tower": 2})
    shown = " ".join(play(table, "buy 2 tower", language="en").split())
    assert "Refused: That cannot be done now" in shown and "not an option" not in shown


@pytest.mark.parametrize(
    ("typed", "sell", "trade"),
    [("sell 1", 1, 0), ("sell all", None, 0), ("keep all", 0, 0), ("trade 2 sell 0", 0, 2), ("SELL 1 keep 0", 1, 0)],
)
def test_settling_shares_in_words(typed: str, sell: int | None, trade: int) -> None:
    table = table_at("dispose", players=4, seed=5)
    held = table.prompt().data["held"]
    if typed == "SELL 1 keep 0":
        typed = f"sell 1 keep {held - 1}"
    assert parse(typed, table) == Dispose(table.prompt().player, held if sell is None else sell, trade)


@pytest.mark.parametrize(
    ("language", "typed", "sell", "trade"),
    [
        ("en", "2 trade", 0, 2),
        ("en", "1 sell 2 trade", 1, 2),
        ("it", "2 vendi", 2, 0),
        ("it", "vendo 1", 1, 0),
        ("it", "1 vendi 2 scambia", 1, 2),
        ("fr", "2 échange 1 vends", 1, 2),
    ],
)
def test_settling_shares_with_each_number_before_its_verb(language: str, typed: str, sell: int, trade: int) -> None:
    """ "2 vendi" at an Italian merger was "'2 vendi' is not an option or a command" ("vendi 2" was understood)."""
    set_language(language)
    try:
        table = table_at("dispose", players=4, seed=5)
        assert parse(typed, table) == Dispose(table.prompt().player, sell, trade)
    finally:
        set_language("en")


def test_settling_shares_that_do_not_add_up_is_refused() -> None:
    table = table_at("dispose", players=4, seed=5)
    held = table.prompt().data["held"]
    refusal = parse(f"sell 0 keep {held + 1}", table)
    assert isinstance(refusal, RuleViolation) and f"the {held} shares held" in refusal.message()


@pytest.mark.parametrize(("typed", "tile"), [("C5", "5C"), ("c 5", "5C"), ("play i12", "12I"), ("5c", "5C")])
def test_a_tile_with_its_rows_letter_first(typed: str, tile: str) -> None:
    """ "C5", the row's letter read first as on the board's left edge, was "'C5' is not an option or a command"."""
    table = table_at("place_tile")
    assert parse(typed, table) == PlaceTile(table.prompt().player, tile)
    assert parse(typed, Table.new(GAME, {"players": ["Ann", "Ben", "Cat"]}, created="x")) == StartTile(0, tile)
    market = table_at("market_holding", players=2, seed=4)
    assert parse(typed.removeprefix("play "), market) == MarketHolding(int(tile[:-1]))


def test_a_tile_with_its_letter_first_in_italian_at_the_console() -> None:
    set_language("it")
    try:
        table = table_at("place_tile")
        placed = next(o.key for o in table.prompt().primary().decision.options if o.key[-1].isalpha())
        text = play(table, f"gioca {placed[-1].lower()} {placed[:-1]}", language="it")
    finally:
        set_language("en")
    assert "non è un'opzione" not in text
    assert table.steps[-1].action.to_json()["tile"] == placed


def test_end_and_no_tile_and_the_markets_tile() -> None:
    table = table_at("place_tile")
    seat = table.prompt().player
    assert parse("end", table) == DeclareEnd(seat)  # not allowed now: the engine says why
    with pytest.raises(RuleViolation):
        table.submit(parse("declare end", table))
    assert parse("no tile", table) == NoPlayableTile(seat)
    market = table_at("market_holding", players=2, seed=4)
    assert parse("9f", market) == MarketHolding(9)


@pytest.mark.parametrize(
    ("language", "buy", "nothing", "dispose", "end", "no_tile"),
    [
        (
            "it",
            "compra 2 {first} 1 {second}",
            "compra niente",
            "vendi 1 scambia 2 tieni {rest}",
            "fine",
            "nessuna tessera",
        ),
        ("fr", "achète 2 {first} 1 {second}", "acheter rien", "vends 1 echange 2 garde {rest}", "fin", "aucun pion"),
    ],
)
def test_a_table_types_in_its_own_language_and_english_still_works(
    language: str, buy: str, nothing: str, dispose: str, end: str, no_tile: str
) -> None:
    """An Italian or French table types its own verbs ("compra 2 tower", "vendi 1 scambia 2"); they were English
    only, and "compra 2 luxor 1 tower" was answered "not an option nor a command"."""
    set_language(language)
    try:
        table = table_at("buy", chains=2)
        first, second = list(table.summary()["chains"])[:2]
        seat = table.prompt().player
        typed = buy.format(first=chain_names(table.summary())[first], second=second[0])
        assert parse(typed, table) == Buy(seat, {first: 2, second: 1})
        assert parse(nothing, table) == Buy(seat, {}) and parse("buy none", table) == Buy(seat, {})
        disposing = table_at("dispose", players=4, seed=5)
        held = disposing.prompt().data["held"]
        assert held >= 3
        assert parse(dispose.format(rest=held - 3), disposing) == Dispose(disposing.prompt().player, 1, 2)
        assert parse(dispose.split()[0] + " " + ("tutte" if language == "it" else "tout"), disposing) == Dispose(
            disposing.prompt().player, held, 0
        )
        placing = table_at("place_tile")
        assert parse(end, placing) == DeclareEnd(placing.prompt().player)
        assert parse(no_tile, placing) == NoPlayableTile(placing.prompt().player)
    finally:
        set_language("en")


def test_other_words_are_left_to_the_console() -> None:
    table = table_at("buy", chains=1)
    assert parse("hello there", table) is None and parse("7", table) is None


# -- the score sheet in text ---------------------------------------------------------------


def test_the_sheet_lists_each_chains_bonuses_and_each_players_worth() -> None:
    table = table_at("buy", players=4, seed=5, chains=3)
    summary = table.summary(PUBLIC)
    lines = sheet(summary, None)
    for info in summary["chains"].values():
        line = next(line for line in lines if line.strip().startswith(info["name"]))
        assert f"${info['majority_bonus']:,}" in line and f"${info['minority_bonus']:,}" in line
    for player in summary["players"]:
        line = next(line for line in lines if line[3:].startswith(player["name"]))
        assert line.rstrip().endswith(f"${player['worth']:,}")
    assert any("Worth now = cash + shares at today's prices" in line for line in lines)


def test_the_sheet_of_a_game_over_says_the_cash_is_final_and_nobody_would_receive_anything_now() -> None:
    # Once the game was over, every chain read "Would receive now: nobody holds shares" and the worth was "the
    # bonuses due if every chain were sold now", though every bonus was paid and every share sold.
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "seed": 7}, created="x")
    chance = ChanceSource(7)
    while not table.over:
        table.submit(table.choose_random(chance))
    lines = sheet(table.summary(PUBLIC), None)
    assert not any("Would receive now" in line or "Worth now =" in line for line in lines)
    said = " ".join(" ".join(lines).split())  # (the note is wrapped within the sheet's width)
    assert "The game is over: every bonus is paid and every share sold; the cash is final." in said
    for player in table.summary(PUBLIC)["players"]:
        line = next(line for line in lines if line[3:].startswith(player["name"]))
        assert line.rstrip().endswith(f"${player['cash']:,}")  # its worth is its cash


def test_hidden_holdings_the_public_sheet_shows_no_players_figures_and_the_private_one_only_the_viewers() -> None:
    table = table_at("buy", players=3, seed=3, chains=2, open_holdings=False)
    public = sheet(table.summary(PUBLIC), None)
    rows = [line for line in public if line[3:].startswith(("Ann", "Ben", "Cat"))]
    assert rows and all("$" not in row for row in rows)
    own = sheet(table.summary(1), 1)
    ben = next(line for line in own if line[3:].startswith("Ben"))
    cash = table.summary(1)["players"][1]["cash"]
    assert f"${cash:,}" in ben and ben.rstrip().endswith("+ ?")
    assert all("$" not in line for line in own if line[3:].startswith(("Ann", "Cat")))


def test_a_scripted_console_session_in_acquire_words() -> None:
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"]}, created="x")
    typed = ["1a", "12i", "6e", "1A", "2a", "t", "sheet", "buy 2 t", "quit"]
    out = io.StringIO()
    console = Console(table, io.StringIO("".join(f"{line}\n" for line in typed)), out, chance=ChanceSource(1))
    console.run()
    text = out.getvalue()
    assert text.count("1A is already on the board.") == 1  # Ann typed her own start square again: said once
    assert table.summary()["chains"]["tower"]["size"] == 2
    assert table.summary()["players"][0]["shares"] == {"tower": 3}  # the founder's share and two bought
    assert "Would receive now" in text and "Worth now" in text


def test_with_every_chain_sold_out_the_buy_offers_only_buying_nothing() -> None:
    """Nothing to choose: no "choose the quantities" line that could only answer "that combination is not
    possible"."""
    state = position(2, chains={"tower": line("A", 1, 3)}, holdings={0: {"tower": 13}, 1: {"tower": 12}})
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "position": GAME.position(state)}, created="x")
    table.submit(PlaceTile(0, "9I"))
    out = io.StringIO()
    Console(table, io.StringIO("1\n"), out, chance=ChanceSource(1)).run()
    text = out.getvalue()
    assert "choose the quantities" not in text and "1) Buy nothing" in text
    assert table.steps[-1].action == Buy(0, {})


def test_a_baskets_spending_cap_is_said_as_money() -> None:
    state = position(2, chains={"tower": line("A", 1, 3)}, holdings={1: {"tower": 1}}, cash={0: 1500})
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "position": GAME.position(state)}, created="x")
    table.submit(PlaceTile(0, "9I"))
    assert caps(table.prompt().actors[0].decision) == "at most 3 in all, at most $1,500 to spend"


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_sheet_stays_within_78_columns_in_every_language(language: str) -> None:
    # The Italian sheet ran to 91 columns ("Riceverebbe ora" beside three receivers), the French one to 103.
    table = Table.new(GAME, {"players": ["Anna", "Ben", "Carla", "Ugo"]}, created="x")
    chance = ChanceSource(11)
    while len([info for info in table.summary()["chains"].values() if info["safe"]]) < 2:
        table.submit(table.choose_random(chance))
    set_language(language)
    try:
        lines = sheet(table.summary(PUBLIC), None)
        label = translate("Would receive now")
    finally:
        set_language("en")
    assert all(len(line) <= 78 for line in lines), [line for line in lines if len(line) > 78]
    assert sum(line.strip().startswith(label) for line in lines) == len(table.summary()["chains"])  # one a chain


TWELVE = ["Maximilienne", "Marie-Claire", "Marie-Hélène", "Jean-Charles", "Marie-Louise", "Pierre-Henri"]
"""Six names as long as the touchscreen's keyboard types (12 letters)."""


def six_long_names(names: list[str], chains: int) -> Table:
    table = Table.new(GAME, {"players": names}, created="x")
    chance = ChanceSource(3)
    while len(table.summary()["chains"]) < chains:
        table.submit(table.choose_random(chance))
    return table


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_six_twelve_letter_names_keep_the_sheet_within_78_columns_with_every_figure(language: str) -> None:
    # French: "   Maximilienne   1  1  .  1  6  3  2       $0   $8 500      $5 700          $14 200" ran to 84.
    table = six_long_names(TWELVE, chains=4)
    summary = table.summary(PUBLIC)
    set_language(language)
    try:
        lines = sheet(summary, None)
        view = render("acquire", summary)
        headings = [translate(text) for text in ("Cash", "Shares", "Bonuses", "Worth now")]
        worth = [money(player["worth"]) for player in summary["players"]]
    finally:
        set_language("en")
    assert all(len(line) <= 78 for line in lines + view), [line for line in lines + view if len(line) > 78]
    for name, amount in zip(TWELVE, worth, strict=True):  # each name whole, its worth at the end of its row
        assert next(line for line in lines if line[3:].startswith(name + " ")).endswith(" " + amount)
    at = next(index for index, line in enumerate(lines) if line[3:].startswith(TWELVE[0]))
    heading = " ".join(lines[at - 2 : at])  # a heading too wide for its figures goes on two rows
    assert all(all(word in heading.split() for word in text.split()) for text in headings), heading
    rows = [line for line in lines if line[3:].startswith(tuple(TWELVE))]
    assert len({len(row) for row in rows}) == 1  # the figures right-aligned, in the same columns


def test_ones_own_sheet_with_hidden_holdings_keeps_twelve_letter_names_beside_their_figures() -> None:
    # Her worth "$14 800 + ?" widened the last column: every 12-letter name stood alone above its row of "?".
    table = Table.new(GAME, {"players": TWELVE, "open_holdings": False, "tiles": "dealt", "seed": 3}, created="x")
    chance = ChanceSource(7)
    for _step in range(120):
        table.submit(table.choose_random(chance))
    set_language("fr")
    try:
        lines = sheet(table.summary(1), 1)
    finally:
        set_language("en")
    assert all(len(line) <= 78 for line in lines), [line for line in lines if len(line) > 78]
    rows = [line for line in lines if line[3:].startswith(tuple(TWELVE))]
    assert len(rows) == 6 and all(row.rstrip().endswith("?") for row in rows), rows  # a name beside its figures
    assert any(row.endswith("+ ?") for row in rows)


def test_a_name_longer_than_the_room_left_has_a_row_of_its_own_above_its_figures() -> None:
    names = [*TWELVE[:5], "Bartholomew-Alexandre"]  # typed at the console, which takes any name
    table = six_long_names(names, chains=4)
    summary = table.summary(PUBLIC)
    set_language("fr")
    try:
        lines = sheet(summary, None)
        worth = money(summary["players"][5]["worth"])
    finally:
        set_language("en")
    assert all(len(line) <= 78 for line in lines), [line for line in lines if len(line) > 78]
    at = next(index for index, line in enumerate(lines) if line[3:].startswith(names[5]))
    assert lines[at].strip() == names[5] and lines[at + 1].endswith(" " + worth)
    first = next(line for line in lines if line[3:].startswith(names[0]))
    assert len(lines[at + 1]) == len(first)  # its figures under everyone else's


@pytest.mark.parametrize(("language", "nothing"), [("en", "nothing"), ("it", "niente"), ("fr", "rien")])
def test_nothing_alone_buys_nothing_in_every_language(language: str, nothing: str) -> None:
    # A French table typed "rien" at the buy: "'rien' n'est ni une option ni une commande".
    table = table_at("buy", chains=1)
    set_language(language)
    try:
        assert parse(nothing, table) == Buy(table.prompt().player, {})
    finally:
        set_language("en")


@pytest.mark.parametrize("typed", ["6a", "play 6a", "I play 6A"])
def test_a_tile_typed_while_shares_are_asked_is_answered_with_what_the_game_waits_for(typed: str) -> None:
    """ "I play 6A" (the tile said again at the buy) was "not an option or a command"; "6a" said what was asked."""
    table = table_at("buy", chains=1)
    out = io.StringIO()
    Console(table, io.StringIO(f"{typed}\nq\n"), out).run()
    said = " ".join(out.getvalue().split())
    assert "the game is waiting for shares to be bought, or none." in said
    assert "is not an option or a command" not in said and table.prompt().kind == "buy"


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "I play 2A"),
        ("en", "Cat places 2A"),
        ("en", "i placed 2a"),
        ("fr", "je pose 2A"),
        ("fr", "Cat a posé 2A"),
        ("it", "gioco 2A"),
        ("it", "Cat ha giocato 2A"),
    ],
)
def test_a_tile_laid_as_a_player_says_it(language: str, typed: str) -> None:
    """ "I play 2A", "Cat places 2A", "je pose 2A", "gioco 2A" were "not an option or a command" (the verbs alone
    were read: "play 2A", "pose 2A", "gioca 2A")."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat", "Dan", "Eve"], "tiles": "physical"}, created="x")
    play(table, "5D", "6D", "1A", "8D", "9D")  # Cat's 1A is nearest 1A: Cat plays first
    out = play(table, typed, language=language)
    assert table.steps[-1].action == PlaceTile(2, "2A"), out


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "Cat has no tile"),
        ("en", "I have no playable tile"),
        ("en", "I can't play"),
        ("fr", "Cat n'a aucun pion jouable"),
        ("fr", "Cat n\u2019a aucun pion jouable"),  # a phone's keyboard types a typographic apostrophe
        ("fr", "je ne peux pas jouer"),
        ("it", "Cat non ha tessere giocabili"),
        ("it", "non posso giocare"),
    ],
)
def test_no_playable_tile_said_as_a_player_says_it(language: str, typed: str) -> None:
    """ "Cat has no tile" was "not an option or a command": only "no tile" itself was read."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat", "Dan", "Eve"], "tiles": "physical"}, created="x")
    play(table, "5D", "6D", "1A", "8D", "9D")  # Cat's 1A is nearest 1A: Cat plays first
    out = play(table, typed, language=language)
    assert table.steps[-1].action == NoPlayableTile(2), out
