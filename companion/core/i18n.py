"""Marking strings for translation without importing gettext into pure code.

Engines must stay free of global state, so they cannot call ``gettext``
themselves: the language is a front-end setting. Instead every sentence a
player may read is written as an English template wrapped in :func:`N_`, which
returns it unchanged. Babel's extractor finds ``N_("...")`` calls, and the
front-end translates the template before formatting it with the data that came
with the message.
"""

from __future__ import annotations


def N_(template: str) -> str:
    """Return ``template`` unchanged; marks it for the message catalog."""
    return template
