"""The console's ``json`` command: a line that is no action says what is wrong in the player's language, and shows
a line the table would take now, where Python's English alone was said ("Expecting value: line 1 column 1 (char
0)", "action has no 'type'")."""

from __future__ import annotations

import json

import pytest

from companion.core import Table
from companion.games import get
from tests.console.sessions import play

START = '  json {"type": "start_tile", "player": 0, "tile": "1A"}\n'
"""A line Ann may type at Acquire's first tile: the example every refusal below shows, on its own line."""


def acquire() -> Table:
    return Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "seed": 2}, created="x")


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("json", "Scrivi l'azione dopo json, come oggetto JSON. Per esempio:\n"),
        ("json hello", "Non è un'azione: questo non è JSON. Per esempio:\n"),
        ('json {"player": 0}', "Non è un'azione: l'oggetto non ha \"type\". Per esempio:\n"),
        ("json [1]", "Non è un'azione: un'azione è un oggetto JSON, tra { e }. Per esempio:\n"),
    ],
)
def test_a_json_line_that_is_no_action_says_why_in_the_players_language_and_what_would_do(
    typed: str, said: str
) -> None:
    table = acquire()
    text = play(table, typed, language="it")
    assert said + START in text, text
    assert "Expecting" not in text and "has no 'type'" not in text and "must be a JSON object" not in text
    assert not table.steps


def test_json_cut_short_says_from_where_in_json_s_own_words() -> None:
    text = " ".join(play(acquire(), 'json {"type": "start_tile", "player": 0', language="it").split())
    assert "Non è un'azione: questo non è JSON dalla colonna 35 in poi (Expecting ',' delimiter)." in text


def test_a_field_at_fault_keeps_the_codecs_words_after_the_players_own() -> None:
    text = play(acquire(), 'json {"type": "start_tile", "player": 0}', language="fr")
    said = "Ce n'est pas une action de ce jeu : start_tile: missing field 'tile'. Par exemple :"
    assert said in " ".join(text.split()) and START in text, text


def test_the_example_is_an_action_the_table_takes() -> None:
    table = acquire()
    play(table, "json", START.strip())
    assert table.steps and table.steps[0].action.to_json() == json.loads(START.strip()[len("json ") :])


def test_no_example_past_reading_length() -> None:
    # Big Shot's layout is 18 spaces of four cubes: too long to read as an example; the reason is said alone.
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    text = play(table, "json {}")
    assert 'Not an action: the object has no "type".\n' in text and "For example" not in text
