"""A line of the console's prose broken at its words within a terminal's 80 columns.

The console said its events, refusals, log steps and corrections as one line each, however long: "Sales
revealed: Ann 1 Green and 1 Brown; Ben 1 Green; …" ran past the 80 columns of an ssh terminal, which broke it
wherever the column ran out, in the middle of a word ("Primo G" / "iocatore"). The question and its options
were already wrapped (:func:`~companion.console.decide.say_wrapped`); this does the same for every other line,
each later row under the words of the first, past its bullet or step number.
"""

from __future__ import annotations

import re

from .decide import WIDTH, wrapped

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
    rows = wrapped(
        body, WIDTH, subsequent_indent=hanging, break_long_words=False, break_on_hyphens=False, drop_whitespace=True
    )
    return text[: len(text) - len(body)] + "\n".join(rows)
