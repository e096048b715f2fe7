"""A detail said in brackets after a name that may end in brackets of its own.

A line's name may carry its unit in brackets ("tile cost ($)"); a console question adds the range it takes in
brackets after the name, and the two read as a double bracket: "costo tessera ($) (1-40)". The name's own
bracket becomes a part set off by a comma, so the line has one bracket, the detail's: "costo tessera, $ (1-40)".
"""

from __future__ import annotations

import re

ENDING = re.compile(r"(?P<head>.*\S)\s*\((?P<inner>[^()]+)\)")
"""A name that ends in one bracketed part: "tile cost ($)"."""


def bracketed(name: str, detail: str) -> str:
    """``name`` followed by ``detail`` in brackets, with a bracket the name ends in set off by a comma instead:
    "tile cost ($)" and "1-40" make "tile cost, $ (1-40)"; "tile cost" and "1-40" make "tile cost (1-40)"; no
    detail leaves the name as it is."""
    if not detail:
        return name
    found = ENDING.fullmatch(name)
    if found is None:
        return f"{name} ({detail})"
    return f"{found['head']}, {found['inner']} ({detail})"
