"""Text for a terminal: names and file names made safe to print.

What the console and the ``companion`` command print includes text nobody
at this table wrote: players' names from ``--players`` or from a journal
copied from another card, file names in the games folder. A control
character in such text is a command to the terminal, not a letter: ``ESC ]
0 ; … BEL`` retitles the window, ``ESC [ 2 J`` clears the screen, the 8-bit
``CSI`` (U+009B) does the same on some terminals, and a carriage return
writes over what was printed. :func:`printable` shows each one as a visible
escape (``\\x1b``) instead, so the name reads as what it holds and the
terminal stays as it was. Newlines and tabs are kept: the companion's own
lines use them.
"""

from __future__ import annotations

_CONTROLS = {code: f"\\x{code:02x}" for code in (*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0))}
"""C0 controls but tab and newline, DEL, and the C1 controls (8-bit CSI, OSC and the rest), each with its escape
(a translation table: every line the command prints passes here, and a pattern would be compiled at start)."""

_C1 = {code: f"\\u{code:04x}" for code in range(0x7F, 0xA0)}


def printable(text: str) -> str:
    """``text`` with every control character but newline and tab shown as ``\\xNN``."""
    return text.translate(_CONTROLS)


def printable_json(text: str) -> str:
    """JSON text with the C1 controls escaped as ``\\u00NN`` (JSON escapes C0 itself): still the same JSON.

    They can only stand inside strings, where ``\\u009b`` means the same
    character, so a tool reading the output gets the same data.
    """
    return text.translate(_C1)
