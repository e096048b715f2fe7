"""Typed text matched without game code: any case, first words, squares not on offer, disabled options, language."""

from __future__ import annotations

import io
from types import SimpleNamespace

import pytest

from companion.console import Console
from companion.console.decide import Line, decision_lines, option_line
from companion.console.typed import inside, matches, off_board_pick
from companion.core import Actor, ChanceSource, Pick, RuleViolation, Table
from companion.core.i18n import Phrase
from companion.games import get
from companion.games.mad_market.actions import SellCompany
from companion.text.folding import fold
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.walks import played_until


def line(*names: str) -> Line:
    return Line(names[0], lambda _rest: None, tuple(fold(name) for name in names))


def new_table(game: str = "tiny", players: tuple[str, ...] = ("Ann", "Ben")) -> Table:
    return Table.new(get(game), {"players": list(players)}, created="2026-01-01T00:00:00+00:00")


@pytest.fixture(autouse=True)
def english() -> None:
    yield
    set_language("en")


def test_names_match_in_any_case_and_by_their_first_or_last_words() -> None:
    tower, luxor, buy = line("Tower", "tower"), line("Luxor"), line("Buy nothing")
    lines = [tower, luxor, buy]
    assert matches("TOWER", lines) == [tower] and matches("  lux ", lines) == [luxor]
    assert matches("nothing", lines) == [buy]  # the end of a label
    assert matches("t", lines) == [tower] and matches("x", lines) == []


def test_an_exact_name_wins_over_a_longer_one_it_begins() -> None:
    short, long = line("Bid"), line("Bid and pass")
    assert matches("bid", [long, short]) == [short]


def test_a_square_not_on_offer_becomes_the_action_the_engine_refuses() -> None:
    table = new_table("acquire")
    table.submit(get("acquire").actions.decode({"type": "start_tile", "player": 0, "tile": "5C"}))
    action = off_board_pick("5c", table.prompt(), table.game.actions.decode)
    assert action is not None and action.to_json()["tile"] == "5C"
    assert off_board_pick("tower", table.prompt(), table.game.actions.decode) is None  # not a square's shape
    beyond = off_board_pick("99Z", table.prompt(), table.game.actions.decode)  # the square's shape, off the board
    with pytest.raises(RuleViolation):
        table.submit(beyond)


def test_a_disabled_option_keeps_its_place_and_says_so() -> None:
    table = new_table()
    console = Console(table, io.StringIO(), io.StringIO())
    options = (
        SimpleNamespace(key="tower", label="Tower", action="found tower", enabled=False),
        SimpleNamespace(key="luxor", label="Luxor", action="found luxor", enabled=True),
    )
    lines = decision_lines(console, Actor(0, Pick("x", options=options)), Pick("x", options=options))  # type: ignore[arg-type]
    assert [entry.text for entry in lines] == ["Tower (not available)", "Luxor"]
    assert lines[0].act([]) == "found tower"  # chosen anyway: the engine gives the reason


def test_pass_means_what_the_pass_button_means_now() -> None:
    table = new_table("acquire")
    text = play(table, "5c", "6c", "7c", "t", "pass")
    assert table.log()[-1] == "Ann buys no shares."
    assert "is not an option" not in text


@pytest.mark.parametrize(("language", "typed"), [("it", "passo"), ("it", "Passa"), ("fr", "je passe"), ("en", "pass")])
def test_pass_in_the_players_words(language: str, typed: str) -> None:
    """ "passo" at an Italian table was "not an option" (only the option's own "Passa" was)."""
    table = new_table("acquire")
    text = play(table, "5c", "6c", "7c", "t", typed, language=language)
    set_language("en")
    assert table.log()[-1] == "Ann buys no shares."
    assert "non è" not in text and "n'est ni" not in text


def test_pass_with_nothing_to_pass_falls_back_to_the_options() -> None:
    table = new_table()
    for seat in range(2):  # the sealed guesses in: the dice are to be rolled
        table.submit({"type": "guess", "player": seat, "parity": "odd"})
    text = play(table, "pass")
    assert "Nobody can pass now." in text and len(table.steps) == 2


def test_pass_at_a_sealed_choice_seals_nobodys_choice_and_says_where_each_seat_chooses() -> None:
    """A typed "pass" names no seat: at Steam Barons' sealed sales it would have sealed the first seat's sale of
    nothing (the seats' pass buttons do that, each for its own seat); it says where a seat chooses instead."""
    table = new_table("steam_barons", ("Ann", "Ben", "Cat"))
    played_until(table, "sell", 2)
    before = len(table.steps)
    text = play(table, "pass")
    said = " ".join(text.split())  # the console wraps it at its width
    assert "A sealed choice is each player's own: type the number before their name, then choose." in said
    assert len(table.steps) == before


def test_a_number_out_of_range_says_which_numbers_there_are() -> None:
    table = new_table()
    text = play(table, "9")
    assert "Choose 1 to" in text and len(table.steps) == 0


def test_the_console_speaks_the_configured_language() -> None:
    from companion.text.i18n import _

    table = new_table("acquire")
    text = play(table, "5c", "6c", "5c", language="it")
    set_language("it")
    question = _("{name}: place your start tile").format(name="Ann")
    refusal = _("{tile} is already on the board.").format(tile="5C")
    assert question != "Ann: place your start tile" and question in text  # the decision's question
    assert refusal != "5C is already on the board." and refusal in text  # the rule's reason
    assert "Ann draws 5C" not in text  # the events are told in Italian too


def test_a_decision_is_typed_by_its_word_and_its_values() -> None:
    # Sealed guesses typed by name ("odd", "even"), the dice as "roll 1 2", a bid as "bid 2", then "pass".
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    text = play(table, "1", "", "odd", "", "1", "", "EVEN", "", "roll 1 2", "bid 2", "pass")
    assert "Ben bids 2." in text and "Ben wins the lot of 3 for 2." in text
    assert table.over and "is not an option" not in text


@pytest.mark.parametrize(("language", "roll", "bid"), [("it", "tira", "offro"), ("fr", "lance", "enchère")])
def test_a_decision_is_typed_by_its_word_in_the_language(language: str, roll: str, bid: str) -> None:
    # The help's example at the throw ("roll 3 4") is in the language, and what it shows is understood: an Italian
    # table types "offro 2", a French one "enchère 2"; English's "bid 2" is understood everywhere.
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    text = play(table, "1", "", "odd", "", "1", "", "EVEN", "", "help", f"{roll} 1 2", f"{bid} 2", language=language)
    assert f"{roll} 3 4" in text and "roll 3" not in text and "bid 5" not in text  # the help's example
    assert table.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 2}
    english = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    play(english, "1", "", "odd", "", "1", "", "EVEN", "", f"{roll} 1 2", "bid 2", language=language)
    assert english.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 2}


def test_a_line_in_another_encoding_is_asked_again_not_a_crash() -> None:
    table = new_table()
    raw = io.BytesIO(b"caf\xe9\nq\n")
    out = io.StringIO()
    assert Console(table, io.TextIOWrapper(raw, encoding="utf-8"), out).run() == 0
    assert "That line is not readable text: type it again." in out.getvalue()


def test_an_options_label_that_is_a_phrase_is_listed_in_the_language_and_typed_in_either() -> None:
    label = Phrase("sell {company} to the state ({price:,})", company="IT-2", price=90)
    set_language("it")
    try:
        line = option_line("company-IT-2", label, SellCompany(0, "IT-2"))
    finally:
        set_language("en")
    assert line.text == "vendi IT-2 allo Stato (90)"
    assert {"sell it-2 to the state (90)", "vendi it-2 allo stato (90)"} <= set(line.names)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_line_typed_for_the_games_words_is_never_answered_with_a_json_error(language: str) -> None:
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="2026-01-01T00:00:00")
    text = play(table, "1", "hello there", language=language)  # "type it": no layout at all
    assert "Expecting value" not in text and "JSON" not in text
    flat = " ".join(text.split())  # (a line past 80 columns is broken at its words)
    said = flat[flat.index("'hello there'") :].partition(" > ")[0]  # what answers it, up to the next question
    example = "RYBW RRYB … (18 spaces of four colours), then the broker's space."
    if language == "en":  # then the question asked again
        assert said == f"'hello there' is not understood here: type it like {example} Lay out the cubes"
    else:
        assert "RJNB RRJN" in said.partition("'hello there'")[2]  # the example in the player's language
    assert table.prompt().kind == "layout"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_layout_too_short_says_how_many_spaces_it_read(language: str) -> None:
    """ "RYBW RRRR 3" was "not understood here": the layout is read, and what is wrong with it said."""
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="2026-01-01T00:00:00")
    short = {"en": "RYBW RRRR 3", "fr": "RJNB RRRR 3"}[language]  # the letters the screen prints on the cubes
    text = " ".join(play(table, "1", short, language=language).split())
    assert "Expecting value" not in text and "JSON" not in text and f"'{short}'" not in text
    typed = {"en": "2 spaces typed: type the 18 spaces", "fr": "2 cases tapées : tapez les 18 cases"}[language]
    assert typed in text and table.prompt().kind == "layout"


def test_a_seats_line_and_a_typed_entry_take_the_languages_colon() -> None:
    """French writes a space before a colon: a line offered to another seat reads "Ann : Emprunter", and the
    question of a typed entry ends "… : " (both were written "Ann: …" in every language)."""
    game = get("bigshot")
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="x")
    chance = ChanceSource(3)
    for _step in range(400):
        prompt = table.prompt()
        main = prompt.primary()
        others = [a for a in prompt.actors if a is not main and a.seat is not None]
        if others and main is not None and main.decision.kind != "secret":
            break
        table.submit(table.choose_random(chance))
    else:
        raise AssertionError("no side seat's line")
    name = table.names[others[0].seat]
    text = play(table, language="fr")
    assert f"{name} : " in text and f"{name}: " not in text
    barons = get("steam_barons")
    drawing = Table.new(barons, barons.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 4}), created="x")
    asked = play(drawing, "1", language="fr")  # the order of play, typed after its option
    assert "(vide : le compagnon décide) : " in asked and "décide): " not in asked


def test_a_number_then_words_is_a_count_in_the_games_words_never_the_numbered_option() -> None:
    # At Acquire's buy the options are "1) choose the quantities" and "2) Buy nothing": "2 tower" once took the
    # second option with "tower" dropped, and the player bought nothing.
    table = new_table("acquire", ("Ann", "Ben", "Cat"))
    play(table, "5c", "6c", "1a", "7c", "t", "2 tower")
    assert table.steps[-1].action.to_json() == {"type": "buy", "player": 2, "shares": {"tower": 2}}
    assert table.log()[-1] == "Cat buys 2 Tower shares for $600."  # Cat's 1A is nearest to 1A: she starts


def test_a_number_then_words_that_no_game_reads_is_refused_not_taken_as_the_numbered_option() -> None:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    text = play(table, "1 odd")
    assert "'1 odd' is not an option or a command." in text and len(table.steps) == 0


def test_a_letter_that_names_an_option_answers_the_question_before_the_command_of_that_letter() -> None:
    # Acquire's board marks Luxor "L": typed at "choose the new chain", "l" printed the log instead.
    table = new_table("acquire", ("Ann", "Ben", "Cat"))
    text = play(table, "5c", "6c", "1a", "7c", "l", "l")
    assert table.steps[-1].action.to_json() == {"type": "found_chain", "player": 2, "chain": "luxor"}
    assert "Type 'rewind N'" in text  # the second "l", at the buy, is the log as ever


def test_the_first_letters_of_the_option_shown_win_over_a_word_typed_only_before_a_bid() -> None:
    """Italian bids may be typed "punto 9": "p" at an auction still passes, as "Passa" is the only line shown."""
    table = new_table("steam_barons", ("Anna", "Bruno", "Carla"))
    text = play(table, "bianco legno verde marrone nero arancio", "Anna", "p", language="it")
    assert "corrisponde a" not in text
    assert table.log()[-1] == "Anna passes."


def test_the_first_letters_of_a_word_inside_an_option_choose_it() -> None:
    limousine, villa = line("Buy a limousine (200)", "Acheter une limousine (200)"), line("Buy a villa (500)")
    lines = [limousine, villa, line("End the turn")]
    assert matches("limo", lines) == []  # no name begins or ends with it
    assert inside("limo", lines) == [limousine] and inside("une lim", lines) == [limousine]
    assert inside("buy", lines) == [limousine, villa]  # two options: the console asks for more
    assert inside("2", lines) == [] and inside("l", lines) == []  # numbers and single letters are never looked for


def test_a_half_word_from_the_middle_of_an_option_is_understood_at_the_table() -> None:
    table = new_table("mad_market", ("Ann", "Ben"))
    text = play(table, "6", "1", "3 4", "2", "limo", language="fr")
    assert "n'est ni une option" not in text
    assert "limousine" in table.log()[-1]


def test_an_option_is_found_by_its_words_typed_without_their_accents() -> None:
    """ "echanger" beside the option "Échanger", "piu" for "Più": the accents a keyboard left out."""
    trade, more = line("Échanger"), line("Più tessere")
    assert matches("echanger", [trade, more]) == [trade] and matches("ÉCHANGER", [trade, more]) == [trade]
    assert matches("piu", [trade, more]) == [more] and inside("tesse", [trade, more]) == [more]


def test_a_french_merger_settled_with_an_option_typed_without_its_accent() -> None:
    from tests.console.test_basket_lines import at_a_merger_of_four_shares

    table = at_a_merger_of_four_shares()
    try:
        text = play(table, "tout vendre", language="fr")  # "Tout vendre": no accent to leave out, as a control
        assert table.steps[-1].action.to_json()["sell"] == 4, text
        table.undo()
        text = play(table, "choisissez les quantites", "0", "4", language="fr")  # "quantités"
    finally:
        set_language("en")
    assert table.steps[-1].action.to_json() == {"type": "dispose", "player": 0, "sell": 0, "trade": 4}, text


@pytest.mark.parametrize(
    ("language", "said", "asked"),
    [
        ("en", "2 is a column: type a tile such as 2E.", "The row of 2 (A to I): "),
        ("it", "2 è una colonna: scrivi una tessera come 2E.", "La riga di 2 (da A a I): "),
        ("fr", "2 est une colonne : tapez un pion tel que 2E.", "La rangée pour la colonne 2 (lettre A à I) : "),
    ],
)
def test_a_column_alone_at_a_physical_tile_says_what_to_type_and_asks_its_row(
    language: str, said: str, asked: str
) -> None:
    # "2" was read as the start of nine tiles: "'2' fits 9 options: type more of it", which said no more than that.
    table = new_table("acquire", ("Ann", "Ben", "Cat"))
    try:
        text = play(table, "2", "c", "play 12", "", language=language)
    finally:
        set_language("en")  # (the console leaves its language set for the tests after)
    assert said in text and asked in text
    assert "fits 9" not in text and "9 options" not in text
    assert table.log()[0].startswith("Ann") and "2C" in table.log()[0]  # the row typed after it: 2C
    assert "12 is a column" in text or "12 è una colonna" in text or "12 est une colonne" in text
    assert len(table.steps) == 1  # Enter at the row's question gave the second one up


def test_the_commands_in_the_players_language_work_at_a_question_of_chains() -> None:
    # Every word at a chain's question was read as a chain's name: "état" and "annuler" were "not a chain".
    table = new_table("acquire", ("Ann", "Ben", "Cat"))
    try:
        text = play(table, "5c", "6c", "1a", "7c", "état", "annuler", "o", language="fr")
    finally:
        set_language("en")  # (the console leaves its language set for the tests after)
    assert "n'est pas une firme" not in text
    assert text.count("Cat : nommez la nouvelle firme") == 2  # asked, then shown again by "état"
    assert [step.action.type for step in table.steps] == ["start_tile", "start_tile", "start_tile"]  # 7C undone


def test_words_that_fit_several_options_say_which() -> None:
    """ "take the loan" at Big Shot's bid fits every seat's loan: "fits 4 options: type more of it" did not say
    that the more to type was a name."""
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    chance = ChanceSource(4)
    while table.prompt().kind != "bid":
        table.submit(table.choose_random(chance))
    steps = len(table.steps)
    text = " ".join(play(table, "take the loan").split())
    said = "'take the loan' fits 2 options: Ann: Take the loan (+9M); Cat: Take the loan (+9M)."  # (Ben took one)
    assert said in text and "Type more of one." in text, text
    assert len(table.steps) == steps
