"""Loggers made on first use (companion/loggers.py): the record a module logs is the one it logged before.

A :class:`~companion.loggers.Later` stands where ``logging.getLogger(__name__)`` stood, so each record must reach
the standard logger of that name with the same level, arguments, exception and caller's line; a command that put
off setting up the root logger must have it set up before its first record reaches a handler, and a set-up that
was never needed must not be left behind for whatever runs next.
"""

from __future__ import annotations

import io
import logging
import sys
from pathlib import Path

import pytest

from companion import loggers
from companion.__main__ import main
from companion.core.journal import Loaded

ROOT = Path(__file__).resolve().parents[1]
JOURNAL = ROOT / "tests" / "games" / "saved" / "acquire-before-decisions.jsonl"


@pytest.fixture(autouse=True)
def _nothing_put_off() -> object:
    yield
    loggers.set_up_on_first_record(None)


def test_each_level_reaches_the_standard_logger_of_that_name(caplog: pytest.LogCaptureFixture) -> None:
    log = loggers.later("companion.test.later")
    with caplog.at_level(logging.DEBUG, logger="companion.test.later"):
        log.debug("d %s", 1)
        log.info("i %s", 2)
        log.warning("w %s", 3)
        log.error("e %s", 4)
        line = sys._getframe().f_lineno - 1
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records] == [
        ("companion.test.later", logging.DEBUG, "d 1"),
        ("companion.test.later", logging.INFO, "i 2"),
        ("companion.test.later", logging.WARNING, "w 3"),
        ("companion.test.later", logging.ERROR, "e 4"),
    ]
    last = caplog.records[-1]
    assert (last.filename, last.funcName, last.lineno) == (
        Path(__file__).name,
        "test_each_level_reaches_the_standard_logger_of_that_name",
        line,
    )


def test_an_exception_is_logged_with_its_traceback_as_the_standard_logger_does(
    caplog: pytest.LogCaptureFixture,
) -> None:
    log = loggers.later("companion.test.later")
    try:
        raise ValueError("the card is full")
    except ValueError:
        log.exception("while %s", "reading")
    (record,) = caplog.records
    assert record.levelno == logging.ERROR and record.getMessage() == "while reading"
    assert record.exc_info is not None and record.exc_info[0] is ValueError
    assert record.funcName == "test_an_exception_is_logged_with_its_traceback_as_the_standard_logger_does"


def test_a_set_up_put_off_runs_once_before_the_first_record() -> None:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("set up: %(levelname)s %(message)s"))
    calls: list[int] = []

    def set_up() -> None:
        calls.append(1)
        logging.getLogger().addHandler(handler)

    loggers.set_up_on_first_record(set_up)
    assert calls == []
    log = loggers.later("companion.test.later")
    try:
        log.error("first")
        log.error("second")
    finally:
        logging.getLogger().removeHandler(handler)
    assert calls == [1]
    assert stream.getvalue() == "set up: ERROR first\nset up: ERROR second\n"


def test_a_set_up_forgotten_never_runs() -> None:
    calls: list[int] = []
    loggers.set_up_on_first_record(lambda: calls.append(1))
    loggers.set_up_on_first_record(None)
    loggers.later("companion.test.later").error("no set-up")
    assert calls == []


def test_a_replay_that_logs_nothing_leaves_no_set_up_behind(capsys: pytest.CaptureFixture[str]) -> None:
    handlers = list(logging.getLogger().handlers)
    assert main(["replay", str(JOURNAL)]) == 0
    assert "The game is over" in capsys.readouterr().out
    assert loggers._set_up == []
    assert logging.getLogger().handlers == handlers


def test_a_replay_sets_logging_up_as_every_command_does_when_it_logs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The first record of a replay goes out through the companion's handler: a timestamp, the level, the name."""
    from companion import storage

    warn = loggers.later("companion.test.replay")
    load = storage.load

    def load_and_log(path: Path) -> Loaded:
        warn.warning("a record in the middle of a replay")
        return load(path)

    monkeypatch.setattr(storage, "load", load_and_log)
    assert main(["replay", str(JOURNAL)]) == 0
    err = capsys.readouterr().err
    assert "WARNING companion.test.replay: a record in the middle of a replay" in err
    assert loggers._set_up == []
