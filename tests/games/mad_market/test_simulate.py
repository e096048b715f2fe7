"""``companion simulate --game mad_market``: 2-6 players, the invariants after every action, games that end."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from companion.__main__ import main
from companion.core import ChanceSource, Table
from companion.core.journal import Header, dumps, read
from companion.games.mad_market import GAME
from companion.games.mad_market.engine import SIM_ROUND_LIMIT
from companion.simulate import play_one, simulate


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_runs_every_player_count_with_invariants_after_every_action(players: int) -> None:
    totals = simulate(GAME, players, 15, seed=players)
    assert totals.games == totals.over == 15 and totals.checked


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_games_end_by_the_target_or_by_bankruptcies_and_the_round_cap_is_reported(players: int) -> None:
    reasons: Counter[str] = Counter()
    master = ChanceSource(100 + players)
    for _ in range(30):
        config = GAME.prepare_config(GAME.random_config(players, master))
        assert config["round_limit"] == SIM_ROUND_LIMIT  # the cap exists in simulations only
        state, _ = play_one(GAME, config, ChanceSource(master.fork_seed()))
        reasons[state.end_reason] += 1
        if state.end_reason == "target":
            assert max(p.vp for p in state.players) >= state.target
        if state.end_reason == "alone":
            assert len(state.active()) == 1
    print(f"{players} players: {dict(reasons)}")  # the report: how many games hit the round cap
    assert reasons["target"] > 0 and reasons["round_limit"] == 0


def test_a_real_game_has_no_round_cap() -> None:
    assert GAME.prepare_config({"players": ["Ann", "Ben"]})["round_limit"] is None


def test_random_games_use_every_part_of_the_game() -> None:
    seen: set[str] = set()
    for seed in range(40):
        config = GAME.prepare_config(GAME.random_config(2 + seed % 5, ChanceSource(seed)))
        state = GAME.new_game(config)
        chance = ChanceSource(seed)
        while not GAME.is_over(state):
            seen |= {event.type for event in GAME.apply(state, GAME.choose_random(state, chance))}
    assert {
        "start_tie",
        "doubles",
        "lap_paid",
        "rent_paid",
        "company_bought",
        "broker_hired",
        "guards_hired",
        "pack_bought",
        "pack_sold",
        "police_quiet",
        "fight_round",
        "pack_confiscated",
        "auction_won",
        "nobody_bid",
        "personal_crisis",
        "market_crisis",
        "vacation_paid",
        "casino_paid",
        "debt_opened",
        "debt_paid",
        "company_sold",
        "went_bankrupt",
        "broker_used",
        "shares_traded",
        "item_bought",
        "target_reached",
        "game_over",
    } <= seen


def test_a_journal_replays_to_the_same_summary(tmp_path) -> None:
    config = GAME.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 3, "target": 7})
    state, played = play_one(GAME, config, ChanceSource(11))
    path = tmp_path / "game.jsonl"
    lines = [dumps(Header(game="mad_market", config=config, created="now").to_json())]
    lines += [dumps({"n": i + 1, "action": GAME.actions.encode(a)}) for i, a in enumerate(played)]
    path.write_bytes(b"".join(lines))
    table = Table.resume(GAME, read(path))
    replayed = GAME.new_game(config)
    for action in played:
        GAME.apply(replayed, GAME.actions.decode(GAME.actions.encode(action)))
    assert GAME.summary(replayed) == GAME.summary(state)
    for viewer in (None, 0, 2):
        assert table.summary(viewer) == GAME.summary(state, viewer)


def test_the_command_line_simulates_and_replays_mad_market(capsys, tmp_path) -> None:
    code = main(
        [
            "simulate",
            "--game",
            "mad_market",
            "--players",
            "5",
            "--games",
            "3",
            "--seed",
            "2",
            "--json",
            "--journal-dir",
            str(tmp_path),
        ]
    )
    out = capsys.readouterr().out
    assert code == 0 and "mad_market: 3 games of 5 players" in out
    assert json.loads(out.splitlines()[-1])["games"] == 3
    journal = sorted(tmp_path.glob("mad_market-*.jsonl"))[0]
    assert main(["replay", str(journal), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "mad_market" and summary["over"] is True and summary["winners"]
