"""Power-cut safety: kill a playing companion at random moments; nothing acknowledged is ever lost.

An automated player (``powercut_driver.py``) resumes the latest unfinished
game the way the app does on boot, plays random legal actions and prints an
``ACK`` line after each entry is durable. We SIGKILL it at random moments,
sometimes add the torn half of a line a power cut would leave, restart it,
and check after every kill:

- the journal loads (only its last line may be torn, with a warning);
- every acknowledged entry is in it, in order; at most one more complete
  entry (written, killed before the ACK was printed);
- the replayed effective history and state equal an independent replay;
- the restarted player resumes exactly that game and continues it.

SIGKILL leaves the page cache intact, so it cannot tear a line by itself;
the injected torn tails stand in for what a real power cut can do to the
last, unsynced write, and the unit-level test cuts a line at every byte.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, Table, replay
from companion.core.journal import parse, read
from companion.games import get, names

DRIVER = Path(__file__).with_name("powercut_driver.py")
REPO = Path(__file__).resolve().parents[2]


def registered_games() -> list[str]:
    """ "tiny" plus every real engine registered now (Acquire, Big Shot … as they land)."""
    games = ["tiny"]
    for name in names():
        try:
            test_only = get(name).test_only
        except Exception:  # an engine that does not import is a failure to show, not to hide
            test_only = False
        if not test_only and name not in games:
            games.append(name)
    return games


def effective(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The effective actions of journal entries, by the journal's undo/redo rules (independently of core)."""
    done: list[dict[str, Any]] = []
    withdrawn: list[dict[str, Any]] = []
    for entry in entries:
        if entry.get("undo"):
            withdrawn.append(done.pop())
        elif entry.get("redo"):
            done.append(withdrawn.pop())
        else:
            done.append(entry["action"])
            withdrawn.clear()
    return done


@dataclass
class Stats:
    cycles: int = 0
    kills: int = 0
    acks: int = 0
    resumes: int = 0
    torn: int = 0
    games: int = 0
    seconds: float = 0.0
    per_file: dict[Path, list[dict[str, Any]]] = field(default_factory=dict)

    def report(self, game: str) -> str:
        return (
            f"{game}: {self.cycles} cycles, {self.kills} SIGKILLs, {self.acks} acknowledged entries, "
            f"{self.resumes} resumes, {self.torn} torn tails injected, {self.games} games, "
            f"{self.seconds:.1f} s"
        )


def check_journal(path: Path, acked: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Everything acked is there and replays to the independent replay; returns the file's entries."""
    loaded = read(path)
    assert all("incomplete last line" in w for w in loaded.warnings), loaded.warnings
    entries = [e.to_json() for e in loaded.entries]
    assert entries[: len(acked)] == acked, f"{path.name}: an acknowledged entry is missing or changed"
    assert len(entries) - len(acked) in (0, 1), f"{path.name}: {len(entries) - len(acked)} unacknowledged entries"
    engine = get(loaded.header.game)
    result = replay(engine, loaded.header, loaded.entries, str(path))
    expected = effective(entries)
    assert [engine.actions.encode(step.action) for step in result.steps] == expected
    state = engine.new_game(loaded.header.config)
    for action in expected:
        engine.apply(state, engine.actions.decode(action))
    assert engine.summary(result.state) == engine.summary(state)
    return entries


def tear(path: Path, rng: random.Random) -> None:
    """Leave what a power cut in the middle of the next append would: part of a line, no newline."""
    lines = path.read_bytes().split(b"\n")
    model = lines[-2] if len(lines) > 2 else b'{"n":1,"action":{"type":"pass","player":0}}'
    obj = json.loads(model)
    obj["n"] = obj.get("n", 0) + 1  # the header has no "n": then this is entry 1
    text = json.dumps(obj, separators=(",", ":")).encode()
    with open(path, "ab") as handle:
        handle.write(text[: rng.randint(1, len(text) - 1)])


def wait_until_playing(out_path: Path, proc: subprocess.Popen[bytes], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while out_path.stat().st_size == 0 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.002)


def run_cycles(game: str, data_dir: Path, cycles: int, seed: int, max_delay: float) -> Stats:
    rng = random.Random(seed)
    stats = Stats()
    env = {
        **os.environ,
        "COMPANION_DATA_DIR": str(data_dir),
        "PYTHONPATH": str(REPO),
        "PYTHONDONTWRITEBYTECODE": "1",
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    history = stats.per_file
    archive = data_dir / "finished"
    archive.mkdir()
    current: Path | None = None  # the game the next start must resume, if unfinished
    current_over = True
    start = time.perf_counter()
    for cycle in range(cycles + 1):
        last = cycle == cycles  # a final run that is not killed: the game goes on and ends cleanly
        out_path = data_dir / f"driver-{cycle}.out"
        command = [sys.executable, str(DRIVER), "--game", game, "--seed", str(rng.getrandbits(32))]
        if last:
            command += ["--max-entries", "25"]
        with open(out_path, "wb") as out:
            proc = subprocess.Popen(command, stdout=out, stderr=subprocess.PIPE, env=env, cwd=data_dir)
            if last:
                _, err = proc.communicate(timeout=120)
                assert proc.returncode == 0, err.decode()
            else:
                if rng.random() < 0.7:
                    wait_until_playing(out_path, proc)  # mostly mid-game
                # else also while starting: importing, resuming, cutting off a torn line
                time.sleep(rng.uniform(0, max_delay))
                proc.kill()
                _, err = proc.communicate(timeout=60)
                assert proc.returncode in (-9, 0), err.decode()
                stats.kills += proc.returncode == -9
        # Only whole lines count: each was written by one flush, after its entry was durable.
        for line in out_path.read_text().split("\n")[:-1]:
            word, _, rest = line.partition(" ")
            if word == "FILE":
                name, how, count, _warnings = rest.rsplit(" ", 3)
                path = Path(name)
                if how == "RESUMED":
                    stats.resumes += 1
                    if path in history:
                        assert path == current and not current_over, f"resumed {path.name}, not the unfinished game"
                        assert len(history[path]) == int(count), "resumed with a different number of entries"
                    else:  # created, then killed before it could say so
                        assert int(count) == 0
                        history[path] = []
                else:
                    assert current is None or current_over, f"started a new game while {current} was unfinished"
                    assert path not in history
                    history[path] = []
                    stats.games += 1
                current, current_over = path, False
            elif word == "ACK":
                n, _, entry = rest.partition(" ")
                assert current is not None
                assert int(n) == len(history[current]) + 1, "entry numbers must continue the journal"
                history[current].append({"n": int(n), **json.loads(entry)})
                stats.acks += 1
            elif word == "OVER":
                current_over = True
        if current is not None:
            history[current] = check_journal(current, history[current])
            engine = get(game)
            loaded = read(current)
            current_over = engine.prompt(replay(engine, loaded.header, loaded.entries).state).over
            if not last and not current_over and rng.random() < 0.3:
                tear(current, rng)
                stats.torn += 1
        # Finished games are checked once more and moved out of the way, so the
        # start-up scan of saved games stays short however many cycles run.
        for path in [p for p in history if p != current]:
            check_journal(path, history.pop(path))
            path.rename(archive / path.name)
        stats.cycles += 0 if last else 1
    stats.seconds = time.perf_counter() - start
    for path, acked in history.items():
        check_journal(path, acked)
    assert read(current).warnings == [], "the final run left a torn line"
    return stats


GAMES = registered_games()


@pytest.mark.parametrize("game", GAMES)
def test_random_kills_lose_nothing_acknowledged(game: str, tmp_path: Path) -> None:
    stats = run_cycles(game, tmp_path, cycles=30 if game == "tiny" else 15, seed=20261121, max_delay=0.15)
    print(stats.report(game))
    assert stats.kills >= (20 if game == "tiny" else 10) and stats.acks > 0 and stats.resumes > 0


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_many_random_kills_lose_nothing_acknowledged(game: str, tmp_path: Path) -> None:
    stats = run_cycles(game, tmp_path, cycles=150, seed=7, max_delay=0.3)
    print(stats.report(game))
    assert stats.kills >= 120 and stats.torn > 10 and stats.resumes > 50


# -- the unit level: a line cut at every byte ---------------------------------
def journal_bytes(tmp_path: Path) -> bytes:
    """A real tiny game's journal with actions, an undo and a redo, written through Table."""
    engine = get("tiny")
    chance = ChanceSource(3)
    path = tmp_path / "game.jsonl"
    table = Table.new(engine, engine.random_config(3, chance), created="2026-01-01T00:00:00+00:00", path=path)
    for _ in range(12):
        table.submit(engine.choose_random(table.state, chance))
    table.undo()
    table.redo()
    table.submit(engine.choose_random(table.state, chance))
    table.close()
    return path.read_bytes()


@pytest.mark.parametrize("lines_kept", [2, 14, 15, 16])  # after an action, an undo, a redo, the last action
def test_a_torn_last_line_is_never_loaded(tmp_path: Path, lines_kept: int) -> None:
    full = journal_bytes(tmp_path)
    lines = full.split(b"\n")[:-1]
    sound = b"".join(line + b"\n" for line in lines[: lines_kept - 1])
    last = lines[lines_kept - 1]
    whole = parse(sound + last + b"\n")
    engine = get("tiny")
    for cut in range(len(last) + 1):
        data = sound + last[:cut]
        loaded = parse(data, "torn")
        if cut < len(last):
            # Half a line: ignored with a warning, everything before it loads.
            assert len(loaded.entries) == lines_kept - 2
            assert len(loaded.warnings) == (1 if cut else 0)
            assert loaded.sound_length == len(sound)
        else:
            # Every byte but the newline: the entry is whole and loads.
            assert [e.to_json() for e in loaded.entries] == [e.to_json() for e in whole.entries]
        # Resuming cuts the torn part off, and the next entry follows on a clean line.
        path = tmp_path / f"cut-{cut}.jsonl"
        path.write_bytes(data)
        table = Table.resume(engine, loaded, path)
        table.submit(engine.choose_random(table.state, ChanceSource(cut)))
        table.close()
        again = read(path)
        assert again.warnings == []
        assert [e.to_json() for e in again.entries][:-1] == [e.to_json() for e in loaded.entries]
        check_journal(path, [e.to_json() for e in again.entries])
