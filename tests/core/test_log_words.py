"""The game logs' shared words: a list joined with "and" or by semicolons, and the winners' sentence, in the reader's
language."""

from __future__ import annotations

from companion.core.log_words import clauses, joined, winners_text

CATALOG = {
    "{items} and {last}": "{items} e {last}",
    "{name} wins.": "Vince {name}.",
    "{names} share the win.": "{names} vincono.",
}


def translate(text: str) -> str:
    return CATALOG.get(text, text)


def test_a_list_is_joined_with_and_in_the_readers_language() -> None:
    assert joined([]) == "" and joined(["Ann"]) == "Ann"
    assert joined(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"
    assert joined(("Ann", "Bob"), translate) == "Ann e Bob"


def test_one_winner_wins_and_a_tie_shares_the_win() -> None:
    assert winners_text(["Ann"]) == "Ann wins."
    assert winners_text(["Ann", "Bob"]) == "Ann and Bob share the win."
    assert winners_text(["Ann", "Bob"], translate) == "Ann e Bob vincono."
    assert winners_text(["Ann"], translate) == "Vince Ann."


def test_clauses_take_a_semicolon_spaced_as_the_language_spaces_it() -> None:
    french = {"{clauses}; {clause}": "{clauses} ; {clause}"}
    assert clauses([]) == "" and clauses(["Ann 2 Brown"]) == "Ann 2 Brown"
    assert clauses(["Ann 2 Brown", "Bob nothing", "Cy 1 Red"]) == "Ann 2 Brown; Bob nothing; Cy 1 Red"
    assert clauses(["Ann 2 Marron", "Bob rien"], lambda text: french.get(text, text)) == "Ann 2 Marron ; Bob rien"


def test_keys_alike_are_grouped_by_their_value_in_the_order_given() -> None:
    from companion.core.log_words import grouped

    assert grouped({2: "x", 0: "y", 3: "x"}) == {"x": [2, 3], "y": [0]}
    assert list(grouped({"b": 1, "a": 2, "c": 1})) == [1, 2]
    assert grouped({}) == {}
