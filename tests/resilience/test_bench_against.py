"""``scripts/bench --against REV``: the other revision is exported, the same games are recognised as the same.

Structure only, never speed (figures depend on the machine).
"""

from __future__ import annotations

import shutil
from pathlib import Path

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


FAKE_VALGRIND = """#!/bin/sh
# Stands in for valgrind: runs the program, then reports instructions as callgrind does (on stderr).
shift 2
"$@" || exit $?
case "$*" in *" 0") echo "==1== Collected : 1000" >&2 ;; *) echo "==1== Collected : 31000" >&2 ;; esac
"""


def test_instructions_per_game_take_off_the_start_up_and_divide_by_the_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without valgrind: a stand-in prints callgrind's total; a run of 0 games is the start-up taken off."""
    fake = tmp_path / "valgrind"
    fake.write_text(FAKE_VALGRIND)
    fake.chmod(0o755)
    monkeypatch.setattr(against, "CALLGRIND", (str(fake), "--tool=callgrind", "--callgrind-out-file=/dev/null"))
    assert against.instructions(against.REPO, "tiny", 3) == (31000 - 1000) // 3


def test_a_failing_callgrind_run_is_one_refusal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "valgrind"
    fake.write_text("#!/bin/sh\necho 'valgrind: no such tool' >&2\nexit 1\n")
    fake.chmod(0o755)
    monkeypatch.setattr(against, "CALLGRIND", (str(fake),))
    with pytest.raises(SystemExit, match="callgrind failed"):
        against.instructions(against.REPO, "tiny", 3)
