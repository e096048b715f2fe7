"""The benchmark code works: ``python -m bench --quick`` (what ``scripts/bench --quick`` runs) writes its JSON.

This checks the report's structure, never the speed: figures depend on the machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .conftest import REPO


def test_a_quick_benchmark_run_writes_a_complete_report(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    env = {**os.environ, "COMPANION_DATA_DIR": str(tmp_path / "data")}
    env.pop("NOTIFY_SOCKET", None)
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", "--out", str(out)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(out.read_text())
    assert report["mode"] == "quick"
    machine = report["machine"]
    for key in ("host", "platform", "python", "cpu", "cores", "memory_mb", "load_at_start"):
        assert key in machine
    names = [row["name"] for row in report["results"]]
    for expected in (
        "acquire 4p random games",
        "acquire 2p random games",
        "acquire 6p random games",
        "bigshot 4p random games",
        "steam_barons 4p random games",
        "steam_barons 6p random games",
        "mad_market 4p random games",
        "mad_market 2p random games",
        "replay of a long journal",
        "Table.submit with fsync",
        "companion play to first frame (READY=1)",
        "idle CPU on the Acquire play screen",
        "touch to frame (Acquire play screen)",
        "seat button to LED frame (Big Shot pass)",
        "peak memory, full Acquire game with LEDs and sound",
    ):
        assert expected in names, f"missing {expected!r}"
    assert any(name.startswith("render acquire/") for name in names)
    assert any(name.startswith("render bigshot/") for name in names)
    for row in report["results"]:
        assert row["group"] in ("engines", "app") and isinstance(row.get("load"), list)
    rows = {row["name"]: row for row in report["results"]}
    assert rows["replay of a long journal"]["entries"] >= 1000
    for game in ("acquire", "bigshot", "steam_barons", "mad_market"):
        assert rows[f"{game} 4p random games"]["target_games_per_s"] > 0
    assert rows["peak memory, full Acquire game with LEDs and sound"]["peak_rss_mb"] > 0
    assert rows["seat button to LED frame (Big Shot pass)"]["samples"] > 0
    assert "written to" in done.stdout
