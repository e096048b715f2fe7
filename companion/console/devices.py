"""What the console tells the players about the table's devices that are missing.

A device that cannot start never stops a game (it falls back to its simulated backend), and the players
should know once what they will not get: no sound, no lights on the board, no pass buttons. The log has
the device's own error, in English, for whoever looks after the machine; at the console that log is a file
(:func:`companion.service.logging_to_file`), since the terminal is the players' screen. These are the
console's own words, said before the first question, where they interrupt nobody.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core.i18n import N_
from companion.text.i18n import _

DEVICE_NOTES: dict[str, str] = {
    "sound": N_("No audio device: cues are silent."),
    "lights": N_("The board's lights are not working: play goes on without them."),
    "buttons": N_("The pass buttons are not working: type 'pass' instead."),
}
"""A sentence per kind of device :meth:`companion.hardware.devices.Devices.missing` names."""

LINK_WORDS: dict[tuple[str, str], str] = {
    ("scanner", "missing"): N_("The tile scanner is not connected: type the tiles here."),
    ("scanner", "lost"): N_("The tile scanner was unplugged: type the tiles here."),
    ("reader", "missing"): N_("The card reader is not connected: type 'show' and your name to see your cards."),
    ("reader", "lost"): N_("The card reader was unplugged: type 'show' and your name to see your cards."),
    ("box", "missing"): N_("The table's button box is not connected: type the moves here."),
    ("box", "lost"): N_("The table's button box was unplugged: type the moves here."),
}
"""A scanner, card reader or button box missing or unplugged, with what to type at the console instead (the
touchscreen's sentences say what to tap; a console has no screen to tap). Coming back is said as it is
everywhere (:data:`companion.peripherals.LINK_TEXTS`)."""


def device_notes(missing: Sequence[str]) -> list[str]:
    """The sentences for the ``missing`` devices, in the players' language, each once (a kind without a
    sentence of its own is left to the log)."""
    return [_(DEVICE_NOTES[kind]) for kind in dict.fromkeys(missing) if kind in DEVICE_NOTES]


def link_words(kind: str, state: str) -> str | None:
    """The console's sentence for a device of ``kind`` (any but a scanner or reader is the button box) that is
    ``state`` ("missing", "lost"), in the players' language; None when the shared sentence says it ("back")."""
    device = kind if kind in ("scanner", "reader") else "box"
    words = LINK_WORDS.get((device, state))
    return _(words) if words is not None else None
