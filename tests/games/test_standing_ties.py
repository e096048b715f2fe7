"""The final standing every front-end shows: places as each game's rules break ties, figures in its words.

The touchscreen's final screen, the console and the phones all read :func:`companion.text.standing.standing`;
these tests hold it to each rule digest's tie rule (a shared place where the rules share the win or cannot
tell players apart, the next place skipped) and to the generic ranking of a game with no standing of its own.
"""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.standing import Ranked, lines, standing

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def finished(game: str, seed: int, config: dict[str, Any] | None = None) -> Table[Any]:
    table = Table.new(spec(game).game, config or {"players": NAMES, "seed": seed}, created="now")
    chance = ChanceSource(seed)
    while not table.over:
        table.submit(table.choose_random(chance))
    return table


def summarised(monkeypatch: pytest.MonkeyPatch, table: Table[Any], summary: dict[str, Any]) -> None:
    """The table's public summary made ``summary`` (a finish the random games do not reach: a tie)."""
    monkeypatch.setattr(table, "summary", lambda *args, **kwargs: summary)


def seen(rows: list[Ranked]) -> list[tuple[int, str, str, bool]]:
    return [(row.place, row.name, row.label, row.won) for row in rows]


def test_steam_barons_players_on_the_same_cash_share_a_place_and_the_win() -> None:
    table = finished("steam_barons", 6)  # cash 34, 34, 23, 23
    assert seen(standing(table)) == [
        (1, "Ann", "$34", True),
        (1, "Ben", "$34", True),
        (3, "Cat", "$23", False),
        (3, "Dan", "$23", False),
    ]


def test_acquire_ties_on_cash_share_a_place_and_each_line_says_what_the_end_brought(monkeypatch) -> None:
    table = finished("acquire", 3, {"players": NAMES[:3], "seed": 3})
    summary = copy.deepcopy(table.summary())
    for seat, cash in enumerate((40000, 52000, 52000)):
        summary["players"][seat]["cash"] = cash
    summary["winners"] = [1, 2]
    summarised(monkeypatch, table, summary)
    rows = standing(table)
    assert seen(rows) == [(1, "Ben", "$52,000", True), (1, "Cat", "$52,000", True), (3, "Ann", "$40,000", False)]
    assert all(row.detail.startswith("final bonuses $") and " · sales $" in row.detail for row in rows)


def test_mad_market_breaks_ties_on_cash_then_on_cash_and_shares_and_shares_a_tie_all_the_way(monkeypatch) -> None:
    table = finished("mad_market", 2, {"players": NAMES[:3], "seed": 2})
    real = table.summary()
    ranking = [dict(entry, out=False) for entry in real["ranking"]]
    first, second, third = (entry["player"] for entry in ranking)
    names = [real["players"][seat]["name"] for seat in (first, second, third)]
    ranking[0].update(vp=12, cash=300, cash_and_shares=500)
    ranking[1].update(vp=12, cash=300, cash_and_shares=500)  # level all the way: a shared win
    ranking[2].update(vp=12, cash=300, cash_and_shares=450)  # level on VP and cash, behind on shares
    summarised(monkeypatch, table, {**real, "ranking": ranking, "winners": [first, second]})
    rows = standing(table)
    assert [(row.place, row.name, row.won) for row in rows] == [
        (1, names[0], True),
        (1, names[1], True),
        (3, names[2], False),
    ]
    assert rows[2].label == "12 VP" and rows[2].detail == "cash 300 · with shares 450"
    ranking[1].update(cash_and_shares=450)  # the second now level with the third: the win is the first's alone
    summarised(monkeypatch, table, {**real, "ranking": ranking, "winners": [first]})
    assert [row.place for row in standing(table)] == [1, 2, 2]


def test_mad_market_a_bankrupt_player_is_out_and_says_so(monkeypatch) -> None:
    table = finished("mad_market", 2, {"players": NAMES[:3], "seed": 2})
    real = table.summary()
    ranking = [dict(entry) for entry in real["ranking"]]
    for index, entry in enumerate(ranking):
        entry.update(vp=5, cash=100, cash_and_shares=100, out=index == 2)
    summarised(
        monkeypatch, table, {**real, "ranking": ranking, "winners": [ranking[0]["player"], ranking[1]["player"]]}
    )
    rows = standing(table)
    assert [row.place for row in rows] == [1, 1, 3]  # the same figures, but out of the game: behind
    # with the round they left in where the game's log has their bankruptcy (tests/games/mad_market/test_left_in_round.py)
    assert rows[2].out and re.fullmatch(r"bankrupt( in round \d+)?: ranked after those still in", rows[2].detail)


def test_big_shot_the_players_who_may_win_come_first_and_a_fortune_tie_shares_the_place(monkeypatch) -> None:
    table = finished("bigshot", 3)
    summary = copy.deepcopy(table.summary())
    players = summary["players"]
    for seat, (fortune, qualifies) in enumerate(((50, False), (20, True), (20, True), (-5, True))):
        players[seat].update(fortune=fortune, qualifies=qualifies)
    summary.update(ranking=[0, 1, 2, 3], winners=[1, 2])
    summarised(monkeypatch, table, summary)
    rows = standing(table)
    assert seen(rows) == [
        (1, "Ben", "Fortune 20M", True),
        (1, "Cat", "Fortune 20M", True),
        (3, "Dan", "Fortune −5M", False),
        (4, "Ann", "Fortune 50M", False),  # the richest, short of 2 lots: after every player who may win
    ]
    assert "needs 2 to win" in rows[3].detail and "qualifies" in rows[0].detail
    assert " · lots " in rows[0].detail and "cash " in rows[0].detail


def test_a_game_without_a_standing_of_its_own_ranks_by_its_score_ties_sharing_a_place() -> None:
    table = finished("tiny", 3, {"players": NAMES[:3], "rounds": 1})
    players = table.summary()["players"]
    rows = standing(table)
    assert [row.value for row in rows] == sorted((player["score"] for player in players), reverse=True)
    assert [row.place for row in rows] == [1, 2, 2]  # 11, 5, 5
    assert {row.seat for row in rows if row.won} == set(table.summary()["winners"])


def test_the_lines_keep_their_columns_within_80() -> None:
    rows = [
        Ranked(0, "Ann", 9, "$9", "bonuses $0 · sales $0", place=2),
        Ranked(1, "Bartholomew", 36800, "$36,800", "bonuses $11,500 · sales $13,400", place=1, won=True),
        Ranked(2, "Cat", 7, "$7", "a detail far too long to stand beside the figure on one line " * 2, place=3),
    ]
    said = lines(sorted(rows, key=lambda row: row.place))
    assert all(len(line) <= 78 for line in said)
    # one detail too long to stand beside its figure: every detail is under its name, one layout for all
    assert said[:4] == [
        "  *1. Bartholomew  $36,800",
        "      bonuses $11,500 · sales $13,400",
        "   2. Ann               $9",
        "      bonuses $0 · sales $0",
    ]
    assert said[4] == "   3. Cat               $7"
    assert said[5].startswith("      a detail") and said[6].startswith("      ")
