"""A line of the console's prose broken at its words within a terminal's 80 columns.

The console said its events, refusals, log steps and corrections as one line each, however long: "Sales
revealed: Ann 1 Green and 1 Brown; Ben 1 Green; …" ran past the 80 columns of an ssh terminal, which broke it
wherever the column ran out, in the middle of a word ("Primo G" / "iocatore"). The question and its options
were already wrapped (:func:`~companion.console.decide.say_wrapped`); this does the same for every other line,
each later row under the words of the first, past its bullet or step number.
"""

from __future__ import annotations

import re
import textwrap

from .decide import WIDTH

_LEAD = re.compile(r"( *)((?:\*|-|\d+[.)]) +)?")
"""A line's indent, then its bullet ("* ", "- ") or number ("12. ", "3) ") if it has one."""


def fitted(text: str) -> str:
    """``text`` in rows of at most :data:`WIDTH` columns, broken between words (a longer word stays whole).

    Text of several lines (the help's two columns) and a short line are left as they are; blank lines before a
    question stay before it.
    """
    body = text.lstrip("\n")
    if len(body) <= WIDTH or "\n" in body:
        return text
    lead = _LEAD.match(body)
    assert lead is not None  # (the pattern matches the empty string)
    indent, marker = lead.group(1), lead.group(2) or ""
    hanging = " " * (len(indent) + len(marker)) if marker else indent + "  "
    rows = textwrap.wrap(
        body, WIDTH, subsequent_indent=hanging, break_long_words=False, break_on_hyphens=False, drop_whitespace=True
    )
    return text[: len(text) - len(body)] + "\n".join(rows)


_GAP = re.compile(r" {2,}")
"""The spaces between the help's columns (a command and what it does; two such pairs on one row)."""


def fitted_help(text: str) -> str:
    """The help's rows within :data:`WIDTH` columns, read as a terminal of 80 shows them.

    A row of two commands side by side ("u, undo … r, redo …") becomes two rows, and a description too long
    for its row goes on under itself, so no word is cut by the terminal's edge ("quelle é" / "tape").
    """
    rows: list[str] = []
    for line in text.split("\n"):
        if len(line) <= WIDTH:
            rows.append(line)
            continue
        parts = _GAP.split(line.strip())
        if len(parts) not in (2, 4):  # a sentence ("In this game, for example: …"): on under its first word
            indent = " " * (len(line) - len(line.lstrip()))
            rows += textwrap.wrap(line, WIDTH, subsequent_indent=indent + "  ", break_long_words=False)
            continue
        start = line.find(parts[1])  # the column the descriptions start at
        for command, does in (parts[:2], parts[2:]) if len(parts) == 4 else (parts,):
            row = ("  " + command).ljust(start - 1) + " " + does
            rows += textwrap.wrap(row, WIDTH, subsequent_indent=" " * start, break_long_words=False)
    return "\n".join(rows)
