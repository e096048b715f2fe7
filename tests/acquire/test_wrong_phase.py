"""An action of a kind the game is not asking for: the refusal says, in the player's language, what the game
waits for, never the action's journal tag or the phase's name (a player enters them with ``json`` at the
console, or a phone's page sends one after the game moved on)."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table, WrongPhase
from companion.games import get
from companion.games.acquire.engine import WAITING_FOR
from companion.games.acquire.state import Phase
from companion.text.i18n import LANGUAGES, _, set_language

GAME = get("acquire")
TAGS = ("place_tile", "start_tile", "buy", "dispose", "found_chain", "choose_survivor", "market_holding", "_")


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    set_language("en")


def table_at(kind: str, players: int = 3, seed: int = 5) -> Table:
    """A game played by the companion's random choices until a ``kind`` prompt."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat", "Dan"][:players]}, created="x")
    chance = ChanceSource(seed)
    for _step in range(3000):
        if table.prompt().kind == kind:
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError(f"no {kind} prompt")


def test_every_phase_a_game_waits_in_has_its_words() -> None:
    phases = {value for name, value in vars(Phase).items() if name.isupper()} - {Phase.OVER}
    assert set(WAITING_FOR) == phases


@pytest.mark.parametrize(
    "kind, wrong, players",
    [
        ("start_tile", {"type": "buy", "player": 0, "shares": {}}, 3),
        ("place_tile", {"type": "buy", "player": 0, "shares": {}}, 3),
        ("buy", {"type": "place_tile", "player": 0, "tile": "1A"}, 3),
        ("dispose", {"type": "buy", "player": 0, "shares": {}}, 3),
        ("found_chain", {"type": "no_playable_tile", "player": 0}, 3),
        ("market_holding", {"type": "buy", "player": 0, "shares": {}}, 2),
    ],
)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_refusal_says_what_the_game_waits_for_in_the_players_language(
    kind: str, wrong: dict, players: int, language: str, speaking: None
) -> None:
    table = table_at(kind, players)
    action = GAME.actions.decode({**wrong, "player": table.prompt().player or 0})
    with pytest.raises(WrongPhase) as refused:
        GAME.apply(table.state, action)
    set_language(language)
    said = refused.value.message(_)
    assert _(WAITING_FOR[kind]) in said
    assert not any(tag in said for tag in TAGS)
    if language != "en":
        assert said != str(refused.value) and _(WAITING_FOR[kind]) != WAITING_FOR[kind]


def test_the_console_refuses_a_json_action_of_another_moment_in_italian(speaking: None) -> None:
    table = table_at("place_tile")
    seat = table.prompt().player
    set_language("it")
    out = io.StringIO()
    typed = f'json {{"type": "buy", "player": {seat}, "shares": {{}}}}\nquit\n'
    Console(table, io.StringIO(typed), out, chance=ChanceSource(1)).run()
    said = next(line for line in out.getvalue().splitlines() if "Rifiutato" in line)
    assert _(WAITING_FOR["place_tile"]) in said and "buy" not in said and "place_tile" not in said
