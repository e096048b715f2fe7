"""A tile chosen at the console says what it would do, as the touchscreen's preview of a tapped space does.

Each tile of the hand has its outcome in a few words in a column beside it (a chain grown, one founded, a
merger and who it pays now); ``? 1B`` reads one tile's whole preview (the touchscreen's headline and its
explanation); a tile of the hand the rules refuse now, left out of the list, says why. The words are the game's
(:mod:`companion.front.acquire.preview`), in the table's language, within the console's 78 columns.
"""

from __future__ import annotations

from companion.core import Table
from companion.registry import spec
from companion.text.i18n import set_language
from tests.acquire_hands import every_outcome, seven_chains, three_chain_merger, two_safe_chains
from tests.console.sessions import play

NBSP = "\N{NO-BREAK SPACE}"  # French groups thousands with it ("$3 000"); a payee is glued to its amount


def rows(output: str) -> list[str]:
    return output.splitlines()


def session(table: Table, *typed: str, language: str = "en") -> str:
    """What the console prints for ``typed``, in ``language`` (English named: a French session before leaves
    the language set)."""
    return play(table, *typed, language=language)


def test_each_tile_of_the_hand_says_what_it_would_do() -> None:
    said = rows(session(every_outcome()))
    assert "Ann: play a tile" in said
    start = said.index("Ann: play a tile")
    assert said[start + 1 : start + 8] == [
        "  1) 6A   grows Tower (5 tiles now)",
        f"  2) 1B   merges Luxor into Tower, pays Ann{NBSP}$3,000 and Ben{NBSP}$1,500",
        "  3) 12C  stands alone",
        "  4) 10F  founds a new chain",
        "  5) 5G   stands alone",
        "  6) 8H   stands alone",
        "  Type '? 6A' to read all that 6A would do.",
    ]


def test_in_french_the_hand_reads_in_french_within_the_consoles_width() -> None:
    output = session(every_outcome(), language="fr")
    said = rows(output)
    start = said.index("Ann : jouez un pion")
    assert said[start + 1 : start + 5] == [
        "  1) 6A   agrandit Tower (5 pions à présent)",
        f"  2) 1B   fusionne Luxor dans Tower, verse Ann{NBSP}$3{NBSP}000 et Ben{NBSP}$1{NBSP}500",
        "  3) 12C  reste isolé",
        "  4) 10F  crée une nouvelle firme",
    ]
    assert all(len(line) <= 78 for line in said), [line for line in said if len(line) > 78]


def test_a_long_merger_wraps_under_its_words_within_the_consoles_width() -> None:
    english = rows(session(three_chain_merger()))
    first = english.index("  1) 7C   merges Worldwide, American and Luxor into Continental, pays")
    assert english[first + 1] == f"          Ann{NBSP}$8,800, Cat{NBSP}$3,800 and Ben{NBSP}$5,500"
    french = rows(session(three_chain_merger(), language="fr"))
    first = french.index("  1) 7C   fusionne Worldwide, American et Luxor dans Continental, verse")
    assert french[first + 1] == f"          Ann{NBSP}$8{NBSP}800, Cat{NBSP}$3{NBSP}800 et Ben{NBSP}$5{NBSP}500"
    assert all(len(line) <= 78 for line in english + french)


def test_a_question_mark_reads_a_mergers_whole_preview_and_chooses_nothing() -> None:
    table = every_outcome()
    moment = table.stamp.moment
    said = rows(session(table, "? 1B", "? 1"))
    assert said[said.index(">   If you type '1B':") : said.index(">   If you type '1B':") + 4] == [
        ">   If you type '1B':",
        "    1B merges into Tower",
        "      Tower (5 tiles) survives and absorbs Luxor (3 tiles).",
        "      Luxor bonuses: Ann $3,000 and Ben $1,500.",
    ]
    assert said[said.index(">   If you type '1':") + 1] == "    6A grows Tower"  # "? 1": the option numbered 1
    assert table.stamp.moment == moment  # nothing was placed


def test_a_mergers_preview_in_french() -> None:
    said = rows(session(every_outcome(), "? 1b", language="fr"))
    first = said.index(">   Si vous tapez '1b' :")
    assert said[first + 1 : first + 4] == [
        "    1B fusionne dans Tower",
        "      Tower (5 pions) survit et absorbe Luxor (3 pions).",
        f"      Dividendes Luxor : Ann $3{NBSP}000 et Ben $1{NBSP}500.",
    ]


def test_hidden_holdings_say_how_much_a_merger_pays_and_never_to_whom() -> None:
    said = rows(session(every_outcome(open_holdings=False), "? 1B"))
    assert "  2) 1B   merges Luxor into Tower, pays $4,500 in bonuses" in said
    assert "      Luxor pays bonuses of $3,000 and $1,500 (holdings are hidden)." in said
    assert not any("Ann" in line for line in said if "1B" in line or "bonuses" in line)


def test_a_tile_of_the_hand_refused_now_says_why_in_english_and_french() -> None:
    english = rows(session(seven_chains(), "? 6F"))
    assert "  6) 6F   6F would found an eighth chain while all seven are on the board: it" in english  # listed
    assert ">   6F cannot be played now" in english
    assert any("6F would found an eighth chain while all seven are on the board" in line for line in english)
    french = rows(session(seven_chains(), "? 6F", language="fr"))
    assert ">   6F ne peut pas être joué maintenant" in french
    assert "  1) 3A   agrandit Tower (2 pions à présent)" in french
    assert all(len(line) <= 78 for line in french)


def test_every_tile_of_the_hand_is_listed_the_refused_ones_with_the_engines_reason() -> None:
    # Left out, a tile the rules refuse now was nowhere in the list: a player counted five tiles of six.
    said = rows(session(two_safe_chains()))
    start = said.index("Ann: play a tile")
    assert said[start + 1 : start + 10] == [
        "  1) 8G   stands alone",
        "  2) 10H  stands alone",
        "  3) 12I  stands alone",
        "  4) 1C   1C would merge two safe chains (Tower 12, Luxor 12): it can never be",
        "          played.",
        "  5) 2C   2C would merge two safe chains (Tower 12, Luxor 12): it can never be",
        "          played.",
        "  6) 3C   3C would merge two safe chains (Tower 12, Luxor 12): it can never be",
        "          played.",
    ]
    assert "  Type '? 8G' to read all that 8G would do." in said  # a playable tile is the example, not 1C


def test_a_refused_tile_chosen_by_its_number_or_its_name_is_refused_with_its_reason() -> None:
    table = two_safe_chains()
    moment = table.stamp.moment
    said = rows(session(table, "4", "2c"))
    refusals = [line for line in said if line.startswith("> Refused: ")]
    assert refusals == [
        "> Refused: 1C would merge two safe chains (Tower 12, Luxor 12): it can never be",
        "> Refused: 2C would merge two safe chains (Tower 12, Luxor 12): it can never be",
    ]
    assert table.stamp.moment == moment  # nothing was placed


def test_a_hand_of_refused_tiles_only_is_listed_beside_no_playable_tile_in_french() -> None:
    said = rows(session(two_safe_chains(playable=False), language="fr"))
    start = said.index("Ann n'a aucun pion jouable")
    listed = said[start + 1 : start + 14]
    assert listed[0] == "  1) 1C  1C relierait deux firmes protégées (Tower 12, Luxor 12) : il ne"
    assert [line[:8] for line in listed if ")" in line[:6]] == [
        "  1) 1C ",
        "  2) 2C ",
        "  3) 3C ",
        "  4) 4C ",
        "  5) 5C ",
        "  6) 6C ",
        "  7) Auc",
    ]
    assert not any(line.startswith("  Tapez '?") for line in said)  # no outcome to read in full
    assert all(len(line) <= 78 for line in said)


def test_a_square_the_hand_does_not_hold_is_no_option_to_read() -> None:
    # The preview leaves hands out: "7H stands alone" would read as if 7H were Ann's tile.
    said = rows(session(every_outcome(), "? 7H"))
    assert "> '7H' is not an option now." in said


def test_a_board_typed_by_its_squares_reads_any_square() -> None:
    table = Table.new(spec("acquire").game, {"players": ["Ann", "Ben", "Cat"]}, created="x")
    said = rows(session(table, "1a", "2a", "4a", "? 3A", "? 1a"))
    assert "  Type '? 9E' to read all that 9E would do." in said
    assert said[said.index(">   If you type '3A':") + 1] == "    3A founds a new chain"
    assert ">   1A is already on the board" in said


def test_the_help_says_how_to_read_an_option_in_full() -> None:
    shown = [" ".join(row.split()) for row in rows(session(every_outcome(), "help")) if row.startswith("  ? WORDS ")]
    assert shown == ["? WORDS all that an option would do, without choosing it"]  # in the column of the others


def test_a_french_line_is_never_broken_before_its_colon() -> None:
    # French writes a space before a colon; the refusal of 6F was wrapped there, its next row reading ": il pourra
    # être joué quand une fusion en libérera une." as a line of its own.
    try:
        said = rows(session(seven_chains(), "6", "? 6F", language="fr"))
    finally:
        set_language("en")  # (the console leaves its language set for the tests after)
    assert not [line for line in said if line.lstrip().startswith((":", ";"))]
    assert "> Refusé. 6F créerait une huitième firme alors que les sept sont sur le" in said
    assert "  plateau : il pourra être joué quand une fusion en libérera une." in said
    assert all(len(line) <= 78 for line in said)
