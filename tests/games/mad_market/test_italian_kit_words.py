"""Italian names a stockbroker and a police officer with two words: "1 agente" on a player's kit line beside "2
agenti" on the police line read as one thing. A stockbroker is an "agente di borsa" and an officer a "poliziotto"."""

from __future__ import annotations

import re

from companion.text.i18n import ngettext, set_language
from tests.i18n.catalogs import po_path, read

BROKER = re.compile(r"\b(?:stock)?brokers?\b", re.I)
OFFICER = re.compile(r"\bofficers?\b", re.I)
AGENT = re.compile(r"\bagent[ei]\b(?! di borsa)", re.I)
"""An Italian "agente" standing alone: the word a stockbroker and a police officer shared."""


def mad_market_messages():
    for message in read(po_path("it"), "it"):
        if not any("mad_market" in place for place, _line in message.locations):
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        yield message.context, " ".join(ids), strings


def test_an_officer_is_never_called_an_agente():
    shared = [text for _c, english, strings in mad_market_messages() if OFFICER.search(english) for text in strings]
    assert shared and [text for text in shared if "agent" in text.lower()] == []


def test_a_stockbroker_is_an_agente_di_borsa_never_a_bare_agente():
    """Words typed at the console ("agente IT al rialzo") are the players' shorthand and may stay short."""
    said = [
        text
        for context, english, strings in mad_market_messages()
        if BROKER.search(english) and context != "typed at the console"
        for text in strings
    ]
    assert said and [text for text in said if AGENT.search(text)] == []


def test_the_kit_line_and_the_police_line_name_two_things():
    set_language("it")
    try:
        kit = ngettext("{count} broker", "{count} brokers", 1).format(count=1)
        police = ngettext("officer", "officers", 2)
    finally:
        set_language("en")
    assert (kit, police) == ("1 agente di borsa", "poliziotti")
