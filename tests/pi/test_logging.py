"""Log lines: timestamps on a terminal, none (but a syslog priority) when journald stamps them."""

from __future__ import annotations

import io
import logging
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.service import configure_logging, under_journal

TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d")


@pytest.fixture(autouse=True)
def restore_root_logger() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def emit(environ: dict[str, str], stream: io.TextIOBase | None = None) -> str:
    stream = stream or io.StringIO()
    configure_logging(logging.DEBUG, stream=stream, environ=environ)  # type: ignore[arg-type]
    log = logging.getLogger("companion.test")
    log.debug("debugging")
    log.info("resumed %s", "acquire")
    log.warning("LED strip missing")
    log.error("serial port gone")
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        log.exception("the UI crashed")
    stream.seek(0)
    return stream.read()


def test_terminal_lines_carry_a_timestamp() -> None:
    out = emit({})
    lines = out.splitlines()
    assert TIMESTAMP.match(lines[0]) and "INFO" in lines[1] and "companion.test: resumed acquire" in lines[1]
    assert not any(line.startswith("<") for line in lines)


@pytest.mark.parametrize(
    "environ",
    [
        {"INVOCATION_ID": "0123abcd"},
        {"JOURNAL_STREAM": "8:12345"},
        {"JOURNAL_STREAM": "8:12345", "INVOCATION_ID": "0123abcd"},
    ],
)
def test_journal_lines_have_no_timestamp_and_a_priority(environ: dict[str, str]) -> None:
    out = emit(environ)
    lines = out.splitlines()
    assert lines[:4] == [
        "<7>companion.test: debugging",
        "<6>companion.test: resumed acquire",
        "<4>companion.test: LED strip missing",
        "<3>companion.test: serial port gone",
    ]
    assert not TIMESTAMP.search(out)
    # Every line of a traceback keeps the error priority.
    assert lines[4] == "<3>companion.test: the UI crashed"
    assert len(lines) > 6 and all(line.startswith("<3>") for line in lines[4:])
    assert lines[-1] == "<3>RuntimeError: boom"


def test_journal_stream_must_match_the_real_stream(tmp_path: Path) -> None:
    with open(tmp_path / "log", "w+") as handle:
        info = os.fstat(handle.fileno())
        assert under_journal({"JOURNAL_STREAM": f"{info.st_dev}:{info.st_ino}"}, handle)
        assert not under_journal({"JOURNAL_STREAM": f"{info.st_dev}:{info.st_ino + 1}"}, handle)
        # Redirected elsewhere: the variable was inherited, the stream is not the journal's.
        out = emit({"JOURNAL_STREAM": "1:1"}, handle)  # type: ignore[arg-type]
        assert TIMESTAMP.match(out)


def test_configuring_twice_does_not_duplicate_lines() -> None:
    stream = io.StringIO()
    configure_logging(stream=stream, environ={})
    configure_logging(stream=stream, environ={})
    logging.getLogger("companion.test").info("once")
    assert stream.getvalue().count("once") == 1


def test_the_default_handler_follows_sys_stderr(monkeypatch) -> None:
    """Set up once, then sys.stderr replaced (and the old one closed): records go to the new one, no logging error."""
    import io
    import logging
    import sys

    from companion import service

    first = io.StringIO()
    monkeypatch.setattr(sys, "stderr", first)
    handler = service.configure_logging(environ={})
    try:
        first.close()
        second = io.StringIO()
        monkeypatch.setattr(sys, "stderr", second)
        logging.getLogger("companion.test").warning("the card is full")
        assert "the card is full" in second.getvalue()
    finally:
        logging.getLogger().removeHandler(handler)
