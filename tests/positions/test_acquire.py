"""Acquire from a position: a game joined in progress is the same game, its end is the rules' end, and a
position no game can reach is refused in one sentence before anything is written."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from companion.__main__ import main
from companion.core import ChanceSource, ImpossiblePosition, Table
from companion.core.journal import read
from companion.games import get
from companion.games.acquire.board import TILE_NAMES
from companion.storage import games_dir

from .roundtrip import round_trips, same

GAME = get("acquire")
THREE = ["Ann", "Ben", "Cat"]
FOUR = ["Ann", "Ben", "Cat", "Dan"]


def row(letter: str, last: int) -> list[str]:
    """The tiles 1 to ``last`` of a row: ``row("A", 3)`` is 1A, 2A, 3A."""
    return [f"{number}{letter}" for number in range(1, last + 1)]


# Ann to play. Tower (12 tiles, safe) and Luxor (3) are one square apart at 2B; Imperial (11) is safe.
NEAR_THE_END: dict[str, Any] = {
    "step": "place_tile",
    "turn": 0,
    "cash": [2000, 3500, 1200],
    "shares": [
        {"tower": 6, "luxor": 4, "imperial": 2},
        {"tower": 4, "luxor": 4, "imperial": 5},
        {"tower": 2, "luxor": 1, "imperial": 5},
    ],
    "available": {
        "tower": 13,
        "luxor": 16,
        "american": 25,
        "worldwide": 25,
        "festival": 25,
        "imperial": 13,
        "continental": 25,
    },
    "chains": {"tower": row("A", 12), "luxor": ["1C", "2C", "3C"], "imperial": row("I", 11)},
    "prices": {"tower": 700, "luxor": 300, "imperial": 900},
    "loose": ["6E", "12E"],
}

# Ben (seat 1) played 5E between Continental (6 tiles, east), Luxor (3, west) and American (3, south) and put
# Luxor first of the two equal ones; Luxor is settled (its tiles are Continental's now), American's bonuses are
# paid, Ben has sold his one American share and Cat decides now. Dan kept 2 Luxor shares.
MID_MERGER: dict[str, Any] = {
    "step": "merger",
    "turn": 1,
    "cash": [3000, 4500, 2500, 6100],
    "shares": [
        {"continental": 3, "american": 2},
        {"continental": 4},
        {"continental": 2, "american": 3},
        {"luxor": 2},
    ],
    "chains": {
        "continental": ["2E", "3E", "4E", "6E", "7E", "8E", "9E", "10E", "11E"],
        "american": ["5F", "5G", "5H"],
    },
    "merger": {
        "tile": "5E",
        "sizes": {"continental": 6, "luxor": 3, "american": 3},
        "survivor": "continental",
        "defunct": ["luxor", "american"],
        "settled": 1,
        "deciding": 2,
    },
}


def start(players: list[str], written: dict[str, Any], path: Path | None = None, **config: Any) -> Table[Any]:
    return Table.new(GAME, {"players": players, **config, "position": written}, created="x", path=path, durable=False)


# -- 1. any moment of a game, written and read back, is the same game ---------------------------------------------


@pytest.mark.parametrize(
    ("players", "tiles", "names"),
    [(2, "physical", "classic"), (2, "dealt", "1999"), (6, "physical", "1999"), (6, "dealt", "classic")],
)
def test_a_position_from_any_moment_is_the_same_game(players: int, tiles: str, names: str) -> None:
    config = {"players": FOUR[:2] + [f"P{i}" for i in range(3, players + 1)], "tiles": tiles, "names": names}
    checked = round_trips(GAME, {**config, "seed": 40 + players}, seed=players, every=3)
    assert checked >= 24


def test_every_step_is_written_and_read_back_as_it_was() -> None:
    """Set-up, each kind of turn step, a merger at each of its decisions, the two-player final scoring, the end."""
    steps: set[str] = set()
    phases: set[str] = set()
    for seed in range(8):
        players = 2 if seed % 2 else 3
        config = GAME.random_config(players, ChanceSource(seed))
        table = Table.new(GAME, config, created="x")
        chance = ChanceSource(seed)
        while True:
            written = json.loads(json.dumps(GAME.position(table.state)))
            again = GAME.from_position({**table.header.config}, written)
            assert GAME.position(again) == written
            steps.add(written["step"])
            phases.add(table.state.phase)
            if table.over:
                break
            table.submit(table.choose_random(chance))
    assert steps == {"start_tile", "place_tile", "found_chain", "merger", "buy", "final_scoring", "over"}
    assert {"choose_survivor", "dispose", "market_holding"} <= phases


# -- 2. the last turns from a hand-written position -----------------------------------------------------------------


def test_the_last_turns_from_a_position_reach_the_rules_end(tmp_path: Path) -> None:
    table = start(THREE, NEAR_THE_END, tmp_path / "g.jsonl")
    for action in (
        # 2B merges Luxor (3 tiles: $300, bonuses 3,000 and 1,500) into Tower. Ann and Ben tie with 4 Luxor:
        # they share 4,500, 2,250 each, rounded up to 2,300. Ann 4,300, Ben 5,800.
        {"type": "place_tile", "player": 0, "tile": "2B"},
        {"type": "dispose", "player": 0, "sell": 0, "trade": 4},  # Ann: 4 Luxor for 2 Tower (8 Tower)
        {"type": "dispose", "player": 1, "sell": 4, "trade": 0},  # Ben: 4 x 300 = 1,200 (7,000)
        {"type": "dispose", "player": 2, "sell": 0, "trade": 0},  # Cat keeps her Luxor share: worthless now
        # Tower has 16 tiles ($700), Imperial 11 ($900): Ann pays 1,600 (2,700), holds 9 Tower and 3 Imperial.
        {"type": "buy", "player": 0, "shares": {"tower": 1, "imperial": 1}},
        {"type": "declare_end", "player": 1},  # every chain on the board is safe
        {"type": "place_tile", "player": 1, "tile": "6F"},  # next to 6E: founds a chain, after the declaration
        {"type": "found_chain", "player": 1, "chain": "festival"},  # Ben's free share
        # Festival, 2 tiles: $300. Ben pays 600 + 900 (5,500) and holds 3 Festival and 6 Imperial.
        {"type": "buy", "player": 1, "shares": {"festival": 2, "imperial": 1}},
    ):
        table.submit(action)
    assert table.over and len(table.steps) == 9
    # Final bonuses. Tower (16, $700): Ann 9 most, 7,000; Ben 4 second, 3,500. Festival (2, $300): Ben alone,
    # 3,000 + 1,500. Imperial (11, $900): Ben 6 most, 9,000; Cat 5 second, 4,500.
    # Then the sale. Ann: 2,700 + 7,000 + 9 x 700 + 3 x 900 = 18,700.
    # Ben: 5,500 + 3,500 + 4,500 + 9,000 + 4 x 700 + 3 x 300 + 6 x 900 = 31,600.
    # Cat: 1,200 + 4,500 + 2 x 700 + 5 x 900 = 11,600 (her Luxor share is worth nothing).
    summary = table.summary()
    assert [player["cash"] for player in summary["players"]] == [18700, 31600, 11600]
    assert summary["winners"] == [1]
    journal = read(tmp_path / "g.jsonl")
    assert journal.header.config["position"] == NEAR_THE_END  # physical tiles: nothing to prepare
    assert same(Table.resume(GAME, journal), table)
    ended = start(THREE, json.loads(json.dumps(GAME.position(table.state))))
    assert same(ended, table) and ended.over


def test_the_console_plays_the_last_turns_from_a_position_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "end.json").write_text(json.dumps(NEAR_THE_END), encoding="utf-8")
    typed = ["2b", "trade 4", "sell 4", "keep all", "buy tower imperial", "end", "6f", "festival"]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join([*typed, "buy 2 festival 1 imperial", "q", ""])))
    code = main(
        ["play", "--console", "--game", "acquire", "--players", *THREE, "--position", str(tmp_path / "end.json")]
    )
    assert code == 0 and "The game is over: Ben wins with $31,600." in capsys.readouterr().out
    (journal,) = games_dir().glob("*.jsonl")
    assert read(journal).header.config["position"] == NEAR_THE_END and len(read(journal).entries) == 9


def test_a_bad_position_file_is_one_line_and_starts_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "end.json").write_text(json.dumps({**NEAR_THE_END, "prices": {"tower": 400}}), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main(
        ["play", "--console", "--game", "acquire", "--players", *THREE, "--position", str(tmp_path / "end.json")]
    )
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "Tower's price says $400, but at its size, 12, it is $700." in err
    assert list(games_dir().glob("*.jsonl")) == []


def test_a_merger_joined_half_way_goes_on_clockwise_from_the_deciding_holder() -> None:
    table = start(FOUR, MID_MERGER)
    prompt = table.prompt()
    assert (prompt.kind, prompt.player, prompt.data["chain"], prompt.data["price"]) == ("dispose", 2, "american", 400)
    table.submit({"type": "dispose", "player": 2, "sell": 1, "trade": 2})  # 1 x $400, 2 for 1 Continental
    assert table.prompt().player == 0  # Dan holds no American share: Ann is next, clockwise from Ben
    table.submit({"type": "dispose", "player": 0, "sell": 2, "trade": 0})
    summary = table.summary()
    assert table.prompt().kind == "buy" and table.prompt().player == 1
    assert summary["chains"]["continental"]["size"] == 6 + 3 + 3 + 1 and "american" not in summary["chains"]
    assert [player["cash"] for player in summary["players"]] == [3800, 4500, 2900, 6100]
    assert summary["players"][2]["shares"] == {"continental": 3} and summary["players"][3]["shares"] == {"luxor": 2}


# -- 3. impossible positions are refused in one sentence, and nothing is written ------------------------------------


def without(written: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {key: value for key, value in written.items() if key not in keys}


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"prices": {"tower": 400}}, "Tower's price says $400, but at its size, 12, it is $700."),
        (
            {"available": {**NEAR_THE_END["available"], "luxor": 12}},
            "Luxor: the players hold 9 shares and the bank has 12, but there are 25 in all.",
        ),
        (
            {"shares": [{"tower": 14}, {"tower": 10}, {"tower": 2}]},
            "Tower: the shares the players hold come to 26, but there are only 25.",
        ),
        ({"cash": [2050, 3500, 1200]}, "Ann has $2,050, but every amount in Acquire is a multiple of $100."),
        ({"cash": [2000, 3500]}, "'cash' must be a list with one entry per player, in seat order (3)."),
        (
            {"chains": {**NEAR_THE_END["chains"], "luxor": ["1C", "3C"]}},
            "Luxor's tiles are not all connected: 3C is cut off from 1C.",
        ),
        (
            {"chains": {**NEAR_THE_END["chains"], "luxor": ["1B", "2B", "3B"]}},
            "Tower and Luxor touch (1A and 1B): touching chains would have merged.",
        ),
        (
            {"loose": ["6E", "12E", "4C"]},
            "4C touches Luxor: an unincorporated tile next to a chain belongs to it.",
        ),
        (
            {"loose": ["6E", "6F"], "start_tiles": ["12A", "1C", "1I"]},
            "6E and 6F touch but belong to no chain: only start tiles stay that way.",
        ),
        ({"loose": ["6E", "1A"]}, "1A is written twice: a tile is in one place only."),
        (
            {"shares": [{"tower": 6}, {"tower": 4, "luxor": 4}, {"tower": 2}], "available": None},
            "Imperial is on the board but nobody holds its shares: its founder got one, and nobody sells a chain on the board.",
        ),
        (
            {"end_declared": True},
            "The end cannot have been declared: it needs a chain of 41 tiles or more, or every chain on the board safe.",
        ),
        (
            {"turns_without_tile": 3},
            "Nobody can play a tile and the end cannot be declared: the game would have ended.",
        ),
        ({"last_tile": "5E"}, "The last tile played, 5E, is not on the board."),
        ({"step": "over"}, "'turn' has no place at the step 'over'."),
        ({"step": "found_chain", "founding": "9F"}, "9F touches no unincorporated tile, so it founds no chain."),
        (
            {"step": "merger", "merger": {"tile": "4B", "sizes": {"tower": 12, "luxor": 3}, "survivor": "tower"}},
            "4B does not touch Luxor, so it cannot merge it.",
        ),
        (
            {"step": "merger", "merger": {"tile": "2B", "sizes": {"tower": 12, "luxor": 3, "imperial": 11}}},
            "2B would merge two safe chains (Tower 12, Imperial 11): it can never be played.",
        ),
        (
            {"step": "final_scoring", "scoring": ["imperial"]},
            "The final scoring waits only for the two-player market's draw: with more players the game ends at once.",
        ),
        (
            {"hands": [[], [], []]},
            "'hands' is only for dealt tiles: with physical tiles the players hold and draw real tiles.",
        ),
        ({"colour": "red"}, "An Acquire position has no 'colour'."),
        ({"chains": {"hilton": ["5E", "6E"]}}, "'hilton' is not a chain of this game (chains: tower, luxor,"),
    ],
)
def test_an_impossible_position_is_refused_in_one_sentence(tmp_path: Path, change: dict[str, Any], said: str) -> None:
    written = without({**NEAR_THE_END, **change}, *(key for key, value in change.items() if value is None))
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, written, tmp_path / "g.jsonl")
    assert said in refused.value.message()
    assert not (tmp_path / "g.jsonl").exists()


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"settled": 0}, "Luxor is in the merger but not on the board."),
        (
            {"sizes": {"continental": 7, "luxor": 3, "american": 3}},
            "Continental's size is 9, but 7 before the merger and 3 from the chains settled since make 10.",
        ),
        (
            {"sizes": {"continental": 6, "luxor": 3, "american": 4}},
            "Luxor cannot be settled next: defunct chains go largest first, so the next is American.",
        ),
        ({"survivor": "luxor"}, "Luxor (3 tiles) cannot survive: the largest chains are Continental."),
        (
            {"defunct": ["luxor"]},
            "Every defunct chain is put in order before the first is settled: complete 'defunct' first.",
        ),
        ({"deciding": 3}, "Dan holds no American shares, so they have nothing to decide."),
        (
            {"deciding": None},
            "With more than two players the bonuses of American are paid at once: say in 'deciding' who decides about their shares now.",
        ),
    ],
)
def test_an_impossible_merger_is_refused_in_one_sentence(tmp_path: Path, change: dict[str, Any], said: str) -> None:
    written = {**MID_MERGER, "merger": {**MID_MERGER["merger"], **change}}
    with pytest.raises(ImpossiblePosition) as refused:
        start(FOUR, written, tmp_path / "g.jsonl")
    assert said in refused.value.message()
    assert not (tmp_path / "g.jsonl").exists()


# -- 4. dealt tiles: the hidden pile is fixed once, from the seed ---------------------------------------------------

DEALT: dict[str, Any] = {
    "step": "place_tile",
    "turn": 1,
    "cash": [5400, 6000],
    "shares": [{"tower": 3}, {}],
    "chains": {"tower": ["1A", "2A", "3A"]},
    "loose": ["9F", "12I"],
    "hands": [row("C", 6), row("D", 6)],
}


def test_prepare_position_fills_the_draw_pile_from_the_seed_once() -> None:
    config = GAME.prepare_config({"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 7})
    prepared = GAME.prepare_position(config, DEALT)
    named = {"1A", "2A", "3A", "9F", "12I", *row("C", 6), *row("D", 6)}
    assert prepared == {**DEALT, "draw_pile": [tile for tile in config["tile_bag"] if tile not in named]}
    assert set(prepared["draw_pile"]) == set(TILE_NAMES) - named  # every other tile, in the seed's order
    assert GAME.prepare_position(config, DEALT) == prepared  # the same way twice
    assert GAME.prepare_position(config, prepared) == prepared  # a prepared position prepares to itself
    other = GAME.prepare_config({"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 8})
    assert GAME.prepare_position(other, DEALT)["draw_pile"] != prepared["draw_pile"]


def test_a_dealt_position_keeps_its_pile_in_the_journal(tmp_path: Path) -> None:
    table = start(["Ann", "Ben"], DEALT, tmp_path / "g.jsonl", tiles="dealt", seed=7)
    header = read(tmp_path / "g.jsonl").header.config
    assert header["position"]["draw_pile"][:3] == GAME.position(table.state)["draw_pile"][:3]
    assert table.summary()["draw_pile"] == 108 - 5 - 12
    table.submit({"type": "place_tile", "player": 1, "tile": "5D"})
    table.submit({"type": "buy", "player": 1, "shares": {}})
    assert table.summary(viewer=1)["players"][1]["hand"][-1] == header["position"]["draw_pile"][0]  # drawn on top
    assert same(Table.resume(GAME, read(tmp_path / "g.jsonl")), table)


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (
            {"hands": [row("C", 5), row("D", 6)]},
            "Ann holds 5 tiles while the draw pile still has 92: hands are drawn back to 6.",
        ),
        (
            {"out_of_game": ["4A"]},
            "4A is out of the game but could still be played: only tiles that would merge two safe chains go out.",
        ),
        ({"hands": [["1A", *row("C", 6)[1:]], row("D", 6)]}, "1A is written twice: a tile is in one place only."),
        (
            {"draw_pile": ["4A"]},
            "is nowhere: every tile is on the board, in a hand, out of the game or in the draw pile.",
        ),
        ({"hands": None}, "With dealt tiles a position needs 'hands': the tiles each player holds, in seat order."),
    ],
)
def test_an_impossible_dealt_position_is_refused(tmp_path: Path, change: dict[str, Any], said: str) -> None:
    written = without({**DEALT, **change}, *(key for key, value in change.items() if value is None))
    with pytest.raises(ImpossiblePosition) as refused:
        start(["Ann", "Ben"], written, tmp_path / "g.jsonl", tiles="dealt", seed=7)
    assert said in refused.value.message()
    assert not (tmp_path / "g.jsonl").exists()
