"""Mad Market's console view: players, the six stocks, the forecast, the moment, the end, in short lines."""

from __future__ import annotations

import re

import pytest

from companion.core import ChanceSource, Table
from companion.games.mad_market import BOARD, GAME, log
from companion.games.mad_market.log import square_name
from companion.text import i18n
from companion.text.i18n import set_language
from companion.text.summary import render, table_view
from tests.mad_market_positions import police_fight_against_fewer


def table(players: int = 3, board: object = "standin") -> Table:
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"][:players]
    return Table.new(GAME, {"players": names, "board": board, "seed": 2}, created="2026-01-01T00:00:00")


def test_the_start_shows_every_player_the_stocks_and_the_forecast() -> None:
    game = table()
    lines = render("mad_market", game.summary())
    assert lines[0] == " > 1. Ann        500   0 VP  at Start"
    assert lines[3] == "   Stocks: LOG 6  CRY 6  IT 6  EN 6  MED 6  PH 6"
    assert lines[4] == "   Forecast on field 1; next: LOG down"
    assert not any("stand-in" in line for line in lines)  # said above the view, in the engine's words
    assert all(len(line) <= 60 for line in lines)


def test_the_table_is_headed_by_the_stand_in_line_and_a_calibrated_board_by_none() -> None:
    assert table_view(table())[0] == "   Stand-in board (uncalibrated)"
    board = BOARD.packaged_table()
    board["calibrated"] = True
    lines = table_view(table(board=board))
    assert not any("stand-in" in line.casefold() for line in lines)


def test_shares_companies_and_kit_follow_each_player_and_the_end_names_the_winner() -> None:
    game = table(players=4)
    chance = ChanceSource(3)
    seen_holdings = False
    while not game.over:
        game.submit(game.choose_random(chance))
        lines = render("mad_market", game.summary())
        for seat, player in enumerate(game.summary()["players"]):
            if player["companies"]:
                row = next(i for i, line in enumerate(lines) if line[3:].startswith(f"{seat + 1}. "))
                assert all(company in lines[row + 1] for company in player["companies"])
                seen_holdings = True
        fight = game.summary()["fight"]
        if fight and fight["rounds"]:
            w, b = fight["rounds"][-1]
            assert any(f"white {w} black {b}" in line for line in lines)
    assert seen_holdings
    winners = [game.summary()["players"][s]["name"] for s in game.summary()["winners"]]
    assert lines[-1] in (f"   Winner: {winners[0]}", f"   Shared win: {', '.join(winners)}")


def test_an_auction_shows_the_standing_bid_and_who_is_still_in() -> None:
    game = table(players=3)
    chance = ChanceSource(4)
    while game.summary()["auction"] is None:
        assert not game.over
        game.submit(game.choose_random(chance))
    auction = game.summary()["auction"]
    lines = render("mad_market", game.summary())
    assert any(line.startswith(f"   Auction of {auction['company']} (price {auction['price']}): ") for line in lines)
    assert any("to bid; still in: " in line for line in lines)


ENGLISH = (
    "VP", "at", "start", "out", "winner", "brokers?", "guards?", "pack", "Stocks", "Forecast on field", "next",
    "up", "down", "Round", "roll-off", "dice", "landing", "fight", "crisis die", "auction", "debt",
    "trades and items", "game over", "target", "police", "officers?",
    "Held by the state", "Last round", "still to move", "nobody", "Winner", "Shared win", "Fight", "against",
    "white", "black", "Auction of", "no bid yet", "by", "to bid", "still in", "Debt", "owes", "has",
    "Offer", "buy", "take over", "or pay", "Vacation", "Casino", "Free", "Crisis", "Crash", "Black market",
    "Broker", "Guard",
)  # fmt: skip
"""Words (regular expressions) the view printed in English whatever the language."""
SAME = {"it": (), "fr": ("Casino", "police")}
"""The words a language spells as English does."""
TRANSLATED = {
    "it": ("PV  su Via", "Azioni: LOG", "Previsione sulla casella", "Obiettivo", "poliziotti", "Giro 1: i dadi"),
    "fr": ("PV  sur Départ", "Actions : LOG", "Prévision sur la case", "Objectif", "policiers", "Manche 1 : les dés"),
}


@pytest.mark.parametrize("language", ["it", "fr"])
def test_the_view_reads_in_the_players_language_in_short_lines(language: str) -> None:
    """Seeded games played through every phase (fights, auctions, debts, the end), in Italian and French."""
    set_language(language)
    try:
        texts, phases = [], set()
        for players, seed in ((4, 3), (6, 1)):
            game, chance = table(players=players), ChanceSource(seed)
            while True:
                lines = render("mad_market", game.summary())
                assert all(len(line) <= 60 for line in lines), max(lines, key=len)
                texts.append("\n".join(lines))
                phases.add(game.summary()["phase"])
                if game.over:
                    break
                game.submit(game.choose_random(chance))
    finally:
        set_language("en")
    assert {"start_roll", "roll", "land", "fight", "crisis", "auction", "debt", "open", "over"} <= phases
    text = "\n".join(texts)
    said = sorted(
        {found.group() for word in ENGLISH if word not in SAME[language] for found in re.finditer(rf"\b{word}\b", text)}
    )
    assert not said, said
    assert all(words in text for words in TRANSLATED[language]), TRANSLATED[language]


def test_the_score_sheet_ranks_the_players_in_their_words_not_the_summarys_fields() -> None:
    """The "sheet" command once printed the summary's raw fields: "case personal_crisis-1", "vp 3", "out non"."""
    import io

    from companion.console import Console

    game = table(players=4)
    chance = ChanceSource(3)
    for _ in range(300):
        game.submit(game.choose_random(chance))
    out = io.StringIO()
    Console(game, io.StringIO("sheet\nq\n"), out, language="fr").run()
    sheet = out.getvalue().split("\n> ")[1]
    set_language("en")
    rows = [line for line in sheet.splitlines() if re.match(r"   \d\. ", line)]
    assert len(rows) == 4 and all(" PV" in row for row in rows), sheet
    assert "argent " in sheet and "avec les actions" in sheet
    assert not re.search(r"[a-z]+_[a-z]+|\bvp\b|\bout\b|\bsquare\b", sheet), sheet


def test_the_cash_and_vp_stay_in_line_beside_long_names() -> None:
    game = Table.new(
        GAME,
        {"players": ["Maximiliana", "Ann", "Zoé", "Bartholomew"], "board": "standin", "seed": 2},
        created="2026-01-01T00:00:00",
    )
    rows = [line for line in render("mad_market", game.summary()) if re.match(r" [ >] \d\. ", line)]
    assert len(rows) == 4 and len({row.index(" VP") for row in rows}) == 1, rows
    assert all(len(row) <= 60 for row in rows)


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_the_cash_is_grouped_as_the_language_writes_an_amount_and_stays_in_line(language: str) -> None:
    """Chloé's cash read "1200" beside options that said "Acheter un yacht (1 000)"; an amount of five digits keeps
    the VP of every row in one column."""
    summary = table(4).summary()
    for player, cash in zip(summary["players"], [1200, 12000, 5, 500], strict=True):
        player["cash"] = cash
    set_language(language)
    try:
        rows = [line for line in render("mad_market", summary) if re.match(r" [ >] \d\. ", line)]
        grouped = [i18n.number(1200), i18n.number(12000)]
    finally:
        set_language("en")
    assert grouped[0] in rows[0] and grouped[1] in rows[1], rows
    assert len({row.index(" 0 ") for row in rows}) == 1, rows


@pytest.mark.parametrize(
    ("language", "counted"),
    [
        ("en", ["2 yachts, 2 villas,", "3 limousines", "1 jet, 1 villa"]),
        ("it", ["2 yacht,", "2 ville, 3 limousine", "1 jet, 1 villa"]),
        ("fr", ["2 yachts, 2 villas,", "3 limousines", "1 jet, 1 villa"]),
    ],
)
def test_the_score_sheet_counts_each_item_in_words_that_agree_with_the_number(language: str, counted: list) -> None:
    """The sheet read "2 villa, 3 limousine" in every language: a count glued to the item's name."""
    from companion.front.mad_market.console import sheet

    position = {
        "step": "open",
        "mover": 0,
        "players": [
            {"name": "Ann", "cash": 100, "items": {"yacht": 2, "villa": 2, "limousine": 3}},
            {"name": "Ben", "cash": 100, "items": {"jet": 1, "villa": 1}},
        ],
    }
    game = Table.new(GAME, {"players": ["Ann", "Ben"], "position": position}, created="2026-01-01T00:00:00")
    set_language(language)
    try:
        text = "\n".join(sheet(game.summary()))
    finally:
        set_language("en")
    assert all(words in text for words in counted), text


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "next police fight: 3 officers"),
        ("it", "prossimo scontro: 3 poliziotti"),
        ("fr", "prochain combat de police : 3 policiers"),
    ],
)
def test_the_police_count_is_said_to_be_the_next_fights_beside_a_fight_against_fewer(language: str, said: str) -> None:
    """During a fight against 2 officers the view read "police 3 officers": the next fight's count, unnamed."""
    position = police_fight_against_fewer()
    game = Table.new(GAME, {"players": ["Ann", "Ben"], "position": position}, created="2026-01-01T00:00:00")
    set_language(language)
    try:
        lines = render("mad_market", game.summary())
    finally:
        set_language("en")
    assert any(line.endswith(said) for line in lines), lines
    assert all(len(line) <= 60 for line in lines), lines


def test_a_finished_game_counts_no_next_police_fight() -> None:
    """The police line stayed under the winners: a game over has no next fight."""
    summary = {**table().summary(), "over": True}
    lines = render("mad_market", summary)
    assert "   Target 35 VP" in lines, lines
    assert not any("police" in line for line in lines), lines


@pytest.mark.parametrize(
    ("square", "english", "italian"),
    [
        ("casino-1", "at Casino", "su Casinò"),
        ("vacation-1", "at Vacation", "su Vacanza"),
        ("police-2", "at Police 2", "su Polizia 2"),
        ("IT-2", "at IT-2", "su IT-2"),
    ],
)
def test_a_square_is_named_as_the_log_names_it(square: str, english: str, italian: str) -> None:
    """A number only where the board has several squares of that kind: the view once wrote "Casino 1" and
    "Vacation 1" where the log wrote "Casino", the board having one of each."""
    summary = table().summary()
    summary["players"][0]["square"] = square
    assert render("mad_market", summary)[0].endswith(english)
    set_language("it")
    try:
        assert render("mad_market", summary)[0].endswith(italian)
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_square_but_start_is_named_as_the_log_names_it(language: str) -> None:
    """Start is the view's short "Start" (the log's "Start square" does not fit the line); every other square of
    the board reads as in the log, in each language."""
    game = table()
    board = game.state.board
    summary = game.summary()
    set_language(language)
    try:
        for square in board.squares[1:]:
            summary["players"][0]["square"] = square.id
            assert render("mad_market", summary)[0].endswith(" " + square_name(board, square.id, i18n._)), square.id
    finally:
        set_language("en")


def test_the_view_names_a_square_by_the_logs_own_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """The view named a square by a copy of the log's rule (its kind's word, numbered where the board has several):
    a word changed in the log's rule stayed the old one in the console. It now asks the log's rule itself."""
    monkeypatch.setattr(log, "SQUARE_NAMES", {**log.SQUARE_NAMES, "casino": "Gambling hall"})
    summary = table().summary()
    summary["players"][0]["square"] = "casino-1"
    assert render("mad_market", summary)[0].endswith("at Gambling hall")


def test_a_players_holdings_are_spaced_evenly() -> None:
    """ "CRY 5 IT 10  CRY-1": one space between two stocks and two before the companies read as two groups; every
    holding is now two spaces from the next, one inside it."""
    summary = table().summary()
    summary["players"][0]["shares"] = {"2": 5, "3": 10}
    summary["players"][0]["companies"] = ["CRY-1"]
    lines = render("mad_market", summary)
    assert lines[1] == "      CRY 5  IT 10  CRY-1", lines


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_a_stock_whose_name_is_its_code_is_listed_once(language: str) -> None:
    """The stocks a refusal lists read "…, IT (IT), …" where the name is the code."""
    from companion.core import RuleViolation
    from companion.front.mad_market.console import parse
    from companion.text.i18n import _

    game = table()
    chance = ChanceSource(2)
    while not (game.summary()["phase"] == "open" and game.prompt().primary() is not None):
        game.submit(game.choose_random(chance))
    set_language(language)
    try:
        verb = {"en": "buy", "fr": "acheter", "it": "compra"}[language]
        refusal = parse(f"{verb} 5 zebra", game)
        assert isinstance(refusal, RuleViolation)
        said = refusal.message(_)
    finally:
        set_language("en")
    assert "IT (IT)" not in said and ", IT," in said and "(LOG)" in said, said


def test_the_score_sheet_places_players_level_on_every_figure_together() -> None:
    """Two players bankrupt on the same VP read "2." and "3." on the sheet under final scores that placed both
    second."""
    from companion.front.mad_market.console import sheet

    game = table(players=3)
    summary = game.summary()
    for seat, (vp, cash, out) in enumerate([(1, 196, False), (2, 0, True), (2, 0, True)]):
        summary["players"][seat].update(vp=vp, cash=cash, out=out, shares={})
    summary["insight"] = {"worth": [{"cash": p["cash"], "shares": 0} for p in summary["players"]]}
    summary["ranking"] = None
    rows = [line.split()[0] for line in sheet(summary) if re.match(r"   \d\. ", line)]
    assert rows == ["1.", "2.", "2."]


@pytest.mark.parametrize(
    ("kind", "pack", "english", "italian"),
    [
        ("guard", False, "   Offer: guards", "   Offerta: guardie"),
        ("broker", False, "   Offer: a stockbroker", "   Offerta: un agente di borsa"),
        ("black_market", False, "   Offer: a pack", "   Offerta: un pacco"),
        ("black_market", True, "   Offer: sell the pack", "   Offerta: vendere il pacco"),
    ],
)
def test_an_offer_says_what_is_offered_without_naming_the_square_again(
    kind: str, pack: bool, english: str, italian: str
) -> None:
    """ "Offer: a guard at Security guard 1" offered one guard where several may be hired, and named the square
    the player's line already names."""
    summary = table().summary()
    summary["offer"] = {"kind": kind, "square": f"{kind}-1", "company": None, "owner": None, "fee": 0}
    summary["players"][summary["current_player"]]["pack"] = pack
    assert english in render("mad_market", summary)
    set_language("it")
    try:
        assert italian in render("mad_market", summary)
    finally:
        set_language("en")


def test_a_company_for_sale_is_said_by_the_log_and_the_question_not_again_by_the_table() -> None:
    """ "* LOG-3 is for sale at 120." then "Offer: buy LOG-3" then "Ann: buy LOG-3 for 120?": the table's line
    said again what the log had just said to everyone and the question says to the lander."""
    summary = table().summary()
    summary["offer"] = {"kind": "company", "square": "LOG-3", "company": "LOG-3", "owner": None, "fee": 0}
    for language in ("en", "it", "fr"):
        set_language(language)
        try:
            lines = render("mad_market", summary)
        finally:
            set_language("en")
        assert not any("LOG-3" in line for line in lines), (language, lines)
    summary["offer"]["kind"] = "guard"  # what no sentence of the log says stays on the table's lines
    assert "   Offer: guards" in render("mad_market", summary)


def test_a_fights_throws_are_not_called_rounds_beside_the_games_round() -> None:
    """ "Round 3: a fight" above "round 1: white 5 black 2": the game's round and the fight's throw had one word."""
    position = police_fight_against_fewer()
    position["fight"] = {"officers": 1, "rounds": [[5, 2]]}  # the police came 2 strong and lost one
    game = Table.new(GAME, {"players": ["Ann", "Ben"], "position": position}, created="2026-01-01T00:00:00")
    lines = render("mad_market", game.summary())
    assert any(line.strip().startswith("throw 1: white 5 black 2") for line in lines), lines
    assert [line for line in lines if "round" in line.casefold()] == ["   Round 1: a fight"], lines
