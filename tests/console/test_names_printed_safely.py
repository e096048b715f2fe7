"""The console prints players' names from a copied journal as text, never as terminal commands.

See ``tests/cli/test_safe_names.py`` for the commands; here the console's
own lines: the status, the log, a private view, the start-up lines.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

from companion.app import run
from companion.core import ChanceSource
from companion.storage import start_new

HOSTILE = "\x1b]0;pwned\x07Ann\x1b[2J"
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def a_copied_journal(moves: int = 4) -> Path:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 2})
    chance = ChanceSource(5)
    for _ in range(moves):
        table.submit(table.choose_random(chance))
    table.close()
    path = table.writer.path
    pieces = path.read_bytes().split(b"\n")
    header = json.loads(pieces[0])
    header["config"]["players"] = [HOSTILE, "Ben\x9b31m"]
    pieces[0] = json.dumps(header, ensure_ascii=False).encode()
    path.write_bytes(b"\n".join(pieces))
    return path


def test_the_console_prints_names_from_a_copied_journal_as_text() -> None:
    a_copied_journal()
    out = io.StringIO()
    assert run(console=True, inp=io.StringIO("status\nlog\nshow 1\nquit\n"), out=out, err=io.StringIO()) == 0
    text = out.getvalue()
    assert RAW.findall(text) == [] and "\\x1b]0;pwned\\x07Ann" in text


def test_a_damaged_journal_with_such_a_file_name_is_named_as_text_at_start() -> None:
    path = a_copied_journal()
    named = path.with_name("\x1b[2Jred.jsonl")
    path.rename(named)
    named.write_bytes(named.read_bytes() + b"junk\n")
    out = io.StringIO()
    assert run(console=True, inp=io.StringIO("n\nq\n"), out=out, err=io.StringIO()) == 0
    text = out.getvalue()
    assert RAW.findall(text) == [] and "Damaged: \\x1b[2Jred.jsonl, line 6" in text and "Left as it is." in text
