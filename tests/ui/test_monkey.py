"""The tapping monkey (``scripts/monkey``): a short run of every game at two and at six seats (or the game's most).

Each run taps the real app a few hundred times (enabled controls, empty space, disabled buttons, the edges,
the simulated table's buttons, undo, rewind, languages, settings, calibration, a kill-and-resume) and fails
on the first exception, a stopped app, a screen the fit check finds fault with, or a game that is not the one
its journal tells. ``scripts/monkey`` runs the long version by hand (docs/RELIABILITY.md).
"""

from __future__ import annotations

import pytest

from companion.games import get
from companion.registry import names
from companion.ui import monkey
from companion.ui.scratch import own_data_folder

GAMES = names(include_test=False)
TAPS = 400
"""Taps a run in CI: eight runs of about 5 to 10 s of CPU each (the rest of the time is the journal's fsync)."""


def seats(game: str) -> list[int]:
    engine = get(game)
    return sorted({max(engine.min_players, 2), min(engine.max_players, 6)})


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), [(g, n) for g in GAMES for n in seats(g)])
def test_random_taps_never_break_the_app(game: str, players: int) -> None:
    report = monkey.run(game, players, TAPS, seed=players, kill_every=100)
    assert report.taps == TAPS and report.resumes >= 1 and report.journal_checks >= 1
    assert report.failures == [], "\n".join(report.lines())


def test_a_seed_replays_the_same_taps() -> None:
    first = monkey.run("tiny", 2, 40, seed=5, kill_every=15)
    again = monkey.run("tiny", 2, 40, seed=5, kill_every=15)
    assert (first.kinds, first.screens, first.states) == (again.kinds, again.screens, again.states)
    assert first.resumes >= 1


def test_an_escaped_exception_is_reported_with_its_seed_and_tap(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: monkey.Monkey) -> None:
        raise RuntimeError("a widget fell over")

    monkeypatch.setattr(monkey.Monkey, "do_control", broken)
    monkeypatch.setitem(monkey.WEIGHTS, "control", 10_000)
    report = monkey.run("tiny", 2, 30, seed=9)
    assert [f.kind for f in report.failures] == ["exception"]
    assert "a widget fell over" in report.failures[0].detail
    assert f"--seed 9 --taps {report.failures[0].tap + 1}" in "\n".join(report.lines())


def test_games_are_played_to_their_end_now_and_then_and_the_final_screen_is_tapped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Random taps alone never reached the final scores in 20,000 taps: now and then a game is played out."""
    monkeypatch.setattr(monkey, "FINISH_EVERY", 20)
    report = monkey.run("tiny", 2, 120, seed=3, kill_every=1000)
    assert report.kinds["finish"] >= 2 and report.games_finished >= 2
    assert any("Final" in screen for screen in report.screens), sorted(report.screens)
    assert report.failures == [], "\n".join(report.lines())


def test_a_run_pinned_to_a_language_stays_in_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--language it`` taps the Italian screens for the whole run: its language taps switch to nothing else."""
    from companion.text import i18n

    seen: set[str] = set()
    monkeypatch.setitem(monkey.WEIGHTS, "language", 200)

    def watch(m: monkey.Monkey) -> None:
        seen.add(m.app.prefs.language)
        seen.add(i18n.language())

    with own_data_folder("companion-monkey-"):
        pinned = monkey.Monkey("tiny", 2, 4, kill_every=25, language="it")
        done = pinned.run(60, on_tap=watch)
    assert done.kinds["language"] >= 10 and done.resumes >= 1
    assert seen == {"it"}
    assert "--language it" in "\n".join(
        monkey.Report("tiny", 2, 4, "it", failures=[monkey.Failure("stuck", 3, 4, "-", "")]).lines()
    )


def test_a_warning_the_app_logs_is_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    """A layout or consistency problem the app logs (and carries on) is what the monkey is there to find."""
    import logging

    def warns(self: monkey.Monkey) -> None:
        logging.getLogger("companion.ui.widgets").warning("layout: a button too small")

    monkeypatch.setattr(monkey.Monkey, "do_control", warns)
    monkeypatch.setitem(monkey.WEIGHTS, "control", 10_000)
    report = monkey.run("tiny", 2, 5, seed=2)
    assert [f.kind for f in report.failures] == ["logged"] * 5
    assert "layout: a button too small" in report.failures[0].detail


def test_a_game_that_does_not_move_for_many_taps_is_stuck(monkeypatch: pytest.MonkeyPatch) -> None:
    """Taps that all land on nothing that plays (a screen that swallows them) leave players stuck: a failure."""

    def nothing(self: monkey.Monkey) -> None:
        self.app.step(0)

    for kind in monkey.WEIGHTS:
        monkeypatch.setattr(monkey.Monkey, f"do_{kind}", nothing)
    monkeypatch.setattr(monkey, "STUCK", 20)
    report = monkey.run("tiny", 2, 50, seed=1, kill_every=10_000)
    assert [f.kind for f in report.failures] == ["stuck"]
    assert report.failures[0].tap == 20


def test_runs_side_by_side_serve_their_phones_on_ports_of_their_own() -> None:
    """Two monkeys at once (one per language) both opened the phones on 8737: the second logged the port taken."""
    first, second = monkey.Monkey("tiny", 2, 1), monkey.Monkey("tiny", 2, 2)
    assert first.port != second.port and 8737 not in (first.port, second.port)
    with own_data_folder("companion-monkey-"):
        first.start_app()
        try:
            assert first.app.config.phones.port == first.port
        finally:
            first.stop_app()


def test_the_screen_at_a_failure_is_saved_where_asked(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """A clipped text found at tap 3784 of a run is seen in its picture, without replaying 3784 taps."""

    def broken(self: monkey.Monkey) -> None:
        raise RuntimeError("a widget fell over")

    monkeypatch.setenv("COMPANION_MONKEY_SHOTS", str(tmp_path / "shots"))
    monkeypatch.setattr(monkey.Monkey, "do_control", broken)
    monkeypatch.setitem(monkey.WEIGHTS, "control", 10_000)
    report = monkey.run("tiny", 2, 30, seed=9)
    tap = report.failures[0].tap
    assert [p.name for p in (tmp_path / "shots").iterdir()] == [f"9-{tap}-exception.png"]


@pytest.mark.slow
def test_an_onward_run_taps_big_shot_to_its_final_scores(monkeypatch: pytest.MonkeyPatch) -> None:
    """A plain run of 600 taps steps back about as often as it moves on (an undo, a rewind to any step, a new
    game once another kind was played last) and reaches none of Big Shot's 18th auctions; an onward run
    (``--onward``) reaches the final scores by its own taps and moves, no game played out for it."""
    monkeypatch.setattr(monkey, "FINISH_EVERY", 10**9)
    report = monkey.run("bigshot", 2, 600, seed=3, kill_every=300, onward=True)
    assert report.kinds["finish"] == 0 and report.screens["BigShotFinalScene"] >= 1
    assert report.failures == [], "\n".join(report.lines())


def test_an_onward_run_rewinds_a_few_steps_at_most(monkeypatch: pytest.MonkeyPatch) -> None:
    """Going back from the log is still tapped in an onward run, but never to a step more than :data:`NEAR` back;
    its replay line keeps ``--onward``."""
    from companion.ui.scenes.log import LogScene

    back: list[int] = []
    original = LogScene.ask_rewind

    def noting(self: LogScene, step: int) -> None:
        back.append(len(self.app.table.steps) - step)
        original(self, step)

    monkeypatch.setattr(LogScene, "ask_rewind", noting)
    monkeypatch.setitem(monkey.ONWARD_WEIGHTS, "rewind", 300)
    report = monkey.run("tiny", 2, 60, seed=2, kill_every=1000, onward=True)
    assert len(back) >= 5 and max(back) <= monkey.NEAR, back
    assert report.failures == [], "\n".join(report.lines())
    failed = monkey.Report("tiny", 2, 4, onward=True, failures=[monkey.Failure("stuck", 3, 4, "-", "")])
    assert "onward" in failed.lines()[0] and failed.lines()[-1].endswith(" --onward")


def test_the_onward_option_is_told_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        monkey.main(["--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "--onward" in said and "final screens" in said
