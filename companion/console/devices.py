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


def device_notes(missing: Sequence[str]) -> list[str]:
    """The sentences for the ``missing`` devices, in the players' language, each once (a kind without a
    sentence of its own is left to the log)."""
    return [_(DEVICE_NOTES[kind]) for kind in dict.fromkeys(missing) if kind in DEVICE_NOTES]
