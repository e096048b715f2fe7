"""A line of the console's prose broken at its words within a terminal's 80 columns.

The console said its events, refusals, log steps and corrections as one line each, however long: "Sales
revealed: Ann 1 Green and 1 Brown; Ben 1 Green; …" ran past the 80 columns of an ssh terminal, which broke it
wherever the column ran out, in the middle of a word ("Primo G" / "iocatore"). The question and its options
were already wrapped (:func:`~companion.console.decide.say_wrapped`); this does the same for every other line,
each later row under the words of the first, past its bullet or step number.
"""

from __future__ import annotations

import re

from companion.text.columns import width

from .decide import wrapped

ANSWER_ROOM = 16
"""The columns a question leaves after it for the answer ("non", "1 000", "blanc 3 vert 2"): a question of 78
columns ("Appuyez sur Entrée pour le sceller, ou tapez « non » pour choisir à nouveau : ") had its answer run
past the terminal's 80 columns, broken mid-word."""
NAMES_ROOM = 36
"""The columns the new game's question leaves for the players' names ("Marco, Giulia, Lucia e Alessandro")."""

_LEAD = re.compile(r"( *)((?:\*|-|\d+[.)]) +)?")
"""A line's indent, then its bullet ("* ", "- ") or number ("12. ", "3) ") if it has one."""


def fitted(text: str) -> str:
    """``text`` in rows of at most :func:`~companion.text.columns.width` columns, broken between words (a longer word stays whole).

    Text of several lines (the help's two columns) and a short line are left as they are; blank lines before a
    question stay before it.
    """
    body = text.lstrip("\n")
    if len(body) <= width() or "\n" in body:
        return text
    lead = _LEAD.match(body)
    assert lead is not None  # (the pattern matches the empty string)
    indent, marker = lead.group(1), lead.group(2) or ""
    hanging = " " * (len(indent) + len(marker)) if marker else indent + "  "
    rows = wrapped(
        body, width(), subsequent_indent=hanging, break_long_words=False, break_on_hyphens=False, drop_whitespace=True
    )
    return text[: len(text) - len(body)] + "\n".join(rows)


def asking(question: str, room: int = ANSWER_ROOM) -> str:
    """``question`` as it is asked, waiting on its last row: broken at its words within :func:`~companion.text.columns.width` columns
    (:func:`fitted`), its last row broken again, if need be, so that ``room`` columns stay for the answer typed
    after it (a longer answer, the players' names, asks for more). The spaces it ends with stay after its last
    word."""
    asked = question.rstrip(" ")
    tail = question[len(asked) :]
    shown = fitted(asked)
    head, newline, last = shown.rpartition("\n")
    if len(last) + len(tail) <= width() - room or " " not in last.strip():
        return shown + tail
    lead = _LEAD.match(last)
    assert lead is not None  # (the pattern matches the empty string)
    hanging = lead.group(1) if newline else lead.group(1) + "  "  # a first row's later rows two columns in
    clause = at_clause(last, hanging, width() - room - len(tail))
    if clause is not None:
        return head + newline + clause + tail
    rows = wrapped(
        last,
        width() - room,
        subsequent_indent=hanging,
        break_long_words=False,
        break_on_hyphens=False,
        drop_whitespace=True,
    )
    return head + newline + "\n".join(rows) + tail


def at_clause(row: str, hanging: str, room: int) -> str | None:
    """``row`` broken in two after its last comma, colon or semicolon that leaves a first row within
    :func:`~companion.text.columns.width` and a second, after ``hanging``, within ``room``; None when no such break is there.

    Broken only at its words, "Appuyez sur Entrée pour le sceller, ou tapez « non » pour" left "choisir à
    nouveau :" alone on a row; broken after its comma, each row reads as a clause.
    """
    best = None
    for found in re.finditer(r"[,;:] ", row.rstrip()):
        first, second = row[: found.start() + 1], hanging + row[found.end() :]
        if len(first) <= width() and len(second) <= room:
            best = first + "\n" + second
    return best
