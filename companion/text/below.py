"""A line of the table's view that the question written right under it says again is left out of the view.

The view's last lines say what the table is doing now ("Ann won Black at $5; 1 share left"), for whoever reads
the table (a phone's table lines show them to the players not asked; the asked one's phone, its question over
them, leaves them out too). At the console the question comes right under them and says the same ("Ann won Black: buy shares at $5", "Black at $5 a share: 1 left"): the same facts
twice, a line apart. The view's trailing lines whose facts (their numbers and the names in them) the question and
its note all say are left out; a line with a fact of its own ("can pay up to $40") stays.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from .folding import fold

NUMBER = re.compile(r"\d+(?:[.,\u00a0\u202f ]\d{3})*")
"""A number as the table writes it, its thousands grouped ("6,000", "6 000", "6.000")."""

WORD = re.compile(r"[^\W\d_][\w'’-]*")

LEAST_FACTS = 2
"""The facts a line must have to be left out, one of them a name: its numbers alone ("Turn 1 of 5", "Tiles left:
50") may be the question's by chance."""


def facts(text: str, names: Collection[str] = ()) -> set[str]:
    """What ``text`` says that another sentence can say again: its numbers (without their grouping) and its
    capitalised words after its first (its first only when it is one of ``names``, a player's)."""
    found = {re.sub(r"\D", "", number) for number in NUMBER.findall(text)}
    words = WORD.findall(text)
    for index, word in enumerate(words):
        if word[:1].isupper() and (index > 0 or word in names):
            found.add(word)
    return found


def unrepeated(
    view: Sequence[str], below: Sequence[str], names: Collection[str] = (), whole: Sequence[str] = ()
) -> list[str]:
    """``view`` without its last lines whose facts ``below`` (the question and its note, written right under it)
    all say: from its end up, as long as each is so; the first line that says something more stops it.

    ``whole``: the whole view ``view`` is (some) of. A line whose numbers and names the question says but for a
    name another line of the view holds is said too: "Auction of GBBN: 4M by Cat" under the board that marks
    GBBN, above "5M to 10M (high bid 4M by Cat)", said the bid twice. Its numbers must all be the question's
    (a number found elsewhere may be another's by chance: a cash, a lot's value)."""
    said = set().union(*(facts(line, names) for line in below)) if below else set()
    lines = list(view)
    while lines and lines[-1].strip():
        own = facts(lines[-1], names)
        if len(own) < LEAST_FACTS or own.isdisjoint(WORD.findall(lines[-1])):
            break
        rest = own - said
        if rest and (len(own & said) < LEAST_FACTS or not rest <= named_elsewhere(whole, lines[-1])):
            break
        lines.pop()
    return lines


def named_elsewhere(whole: Sequence[str], line: str) -> set[str]:
    """The words (never the numbers) that the lines of ``whole`` other than ``line`` hold."""
    return {word for other in whole if other != line for word in WORD.findall(other)}


SAID_WORDS = re.compile(r"\w+")

LEAST_WORDS = 4
"""The words a view line must have to be read as a sentence's: "Turn 1 of 5" (and fewer) may be a part of any."""


def said_in(line: str, sentences: Sequence[str]) -> bool:
    """True when one of ``sentences`` (the events just written) says ``line`` of the view, its words in their
    order with others between them: Steam Barons' "* Turn 1 of 5 begins: buy shares." over the view's "Turn 1 of
    5: buy shares.", the French "Début du tour 1 sur 5 : achat d'actions." over "Tour 1 sur 5 : achat d'actions.".
    A line of at least :data:`LEAST_WORDS` words and a number (never a heading, a player's row without one)."""
    words = SAID_WORDS.findall(fold(line))
    if len(words) < LEAST_WORDS or not any(word.isdigit() for word in words):
        return False
    for sentence in sentences:
        remaining = iter(SAID_WORDS.findall(fold(sentence)))
        if all(word in remaining for word in words):  # a subsequence: each word found after the one before
            return True
    return False
