"""The one registry: games found through entry points, each with a complete spec, and no game named elsewhere."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import pytest

from companion import registry
from companion.core import ChanceSource, Table, is_legal
from companion.registry import GameSpec, UnknownGame

ROOT = Path(__file__).resolve().parents[2]
OWN = ("companion/games/{game}/", "companion/front/{game}/")


def test_games_come_from_the_entry_point_group() -> None:
    found = {entry.name: entry.value for entry in metadata.entry_points(group=registry.GROUP)}
    assert set(registry.names()) == set(found)
    for name, target in found.items():
        assert registry.load(target) is registry.spec(name)
    assert "tiny" in registry.names() and "tiny" not in registry.names(include_test=False)


@pytest.mark.parametrize("name", registry.names())
def test_every_named_piece_of_a_spec_loads(name: str) -> None:
    spec = registry.spec(name)
    assert spec.game.name == name
    for field in (
        "play_scene",
        "final_scene",
        "standing",
        "new_game_rows",
        "complete_config",
        "console_view",
        "light_scene",
        "tour",
    ):
        target = getattr(spec, field)
        if target is not None:
            assert spec.get(field) is not None, f"{name}: {field} {target!r} does not load"
    for _label, target in spec.settings:
        assert callable(registry.load(target))
    assert spec.layout_path().is_file()


def test_an_unknown_game_is_a_clear_error() -> None:
    with pytest.raises(UnknownGame, match="unknown game 'chess'"):
        registry.spec("chess")


def test_a_game_added_from_outside_reaches_every_front_end_without_editing_them() -> None:
    """A new spec (here registered in-process, as an entry point would) is playable everywhere."""
    from companion.lights.driver import scene_class
    from companion.sounds import cue_for
    from companion.text.summary import render

    remove = registry.register(
        GameSpec(
            name="tiny2",
            engine="companion.games.tiny:GAME",
            console_view="companion.text.summary:generic",
            cues={"lot_won": "payout"},
        )
    )
    try:
        assert "tiny2" in registry.names()
        table = Table.new(registry.spec("tiny2").game, {"players": ["Ann", "Ben"]}, created="now")
        assert render("tiny2", table.summary())[0].strip().startswith("1. Ann") or "Ann" in "".join(
            render("tiny2", table.summary())
        )
        assert scene_class("tiny2") is None  # no LED scene: a dark strip, not an error
        assert cue_for([{"type": "lot_won"}], "tiny2") == "payout"
    finally:
        remove()
    assert "tiny2" not in registry.names()


def _game_names_outside_their_packages() -> list[str]:
    pattern = re.compile("|".join(sorted(n for n in registry.names(include_test=False))), re.IGNORECASE)
    found = []
    for top in ("companion",):
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in (".py", ".toml") or "__pycache__" in path.parts:
                continue
            relative = path.relative_to(ROOT).as_posix()
            if any(relative.startswith(own.format(game=game)) for game in registry.names() for own in OWN):
                continue
            if pattern.search(path.read_text(encoding="utf-8")):
                found.append(relative)
    return found


def test_no_generic_module_names_a_game() -> None:
    """Game knowledge lives in the game's engine and presentation packages, and nowhere else."""
    assert _game_names_outside_their_packages() == []


@pytest.mark.parametrize("name", registry.names())
def test_actors_cover_exactly_the_legal_choices_through_a_game(name: str) -> None:
    """Decisions are derived from legal_actions: every actor's actions are legal, and every seat
    that has a legal choice has an actor."""
    from companion.core.decisions import seat_of

    game = registry.spec(name).game
    chance = ChanceSource(3)
    state = game.new_game(game.prepare_config(game.random_config(game.max_players, chance)))
    for _ in range(400):
        if game.is_over(state):
            break
        prompt = game.decide(state)
        legal = game.legal_actions(state)
        seats = {seat_of(c) for c in legal}
        # A chance outcome naming a seat (who takes the first-player marker) is one chance actor's pick.
        chance_pick = prompt.chance and any(a.chance and a.seat is None for a in prompt.actors)
        assert chance_pick or seats <= {a.seat for a in prompt.actors} | {prompt.player, None}
        for actor in prompt.actors:
            for action in _actions_of(actor.decision, chance):
                assert is_legal(action, legal), f"{name}: {action} offered but not legal"
        game.apply(state, game.choose_random(state, chance))


def _actions_of(decision, chance: ChanceSource) -> list:
    from companion.core import Amount, Basket, Confirm, Dice, Entry, Pick, Secret

    if isinstance(decision, Secret):
        return _actions_of(decision.inner, chance)
    if isinstance(decision, Pick):
        return [o.action for o in decision.options if o.enabled]  # a disabled option is the engine's refusal
    if isinstance(decision, Confirm):
        return [decision.action] if decision.action is not None else []
    if isinstance(decision, Amount):
        return [
            decision.make(decision.low),
            decision.make(decision.high),
            *(o.action for o in decision.others if o.enabled),
        ]
    if isinstance(decision, Basket):
        empty: dict[str, int] = {}
        offered = [o.action for o in decision.others if o.enabled]  # a disabled alternative: the engine's refusal
        return offered + ([decision.make(empty)] if decision.allows(empty) else [])
    if isinstance(decision, Dice):
        return [decision.roll(chance)]
    if isinstance(decision, Entry):
        return [decision.choice.sample(chance)] if decision.choice is not None else []
    return []


@pytest.mark.parametrize("name", registry.names())
def test_every_cue_names_an_event_the_engine_has(name: str) -> None:
    """A cue keyed on an event type the engine never emits would stay silent for ever."""
    game = registry.spec(name).game
    events = set(game.events.types)
    assert set(registry.spec(name).cues) <= events | {"game_ended"}, set(registry.spec(name).cues) - events
