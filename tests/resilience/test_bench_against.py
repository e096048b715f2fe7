"""``scripts/bench --against REV``: the other revision is exported, the same games are recognised as the same.

Structure only, never speed (figures depend on the machine).
"""

from __future__ import annotations

import shutil

import pytest

from bench import against


def test_the_same_revision_plays_the_same_games_and_a_ratio_is_reported() -> None:
    rows = against.compare("HEAD", ["tiny"], rounds=1, quick=True)
    (row,) = rows
    assert row["same_actions"] and row["same_summaries"]
    assert row["base_games_per_cpu_s"] > 0 and row["games_per_cpu_s"] > 0 and row["ratio"] > 0
    assert "tiny" in against.table(rows) and "yes, yes" in against.table(rows)


def test_an_unknown_revision_is_refused_in_one_line() -> None:
    with pytest.raises(SystemExit, match="git cannot export 'no-such-revision'"):
        against.compare("no-such-revision", ["tiny"], rounds=0, quick=True)


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_instructions_per_game_are_counted_under_callgrind() -> None:
    counted = against.instructions(against.REPO, "tiny", 3)
    assert counted > 10_000
