"""Game events and board views → LED frames.

:class:`Lights` drives a strip: the app calls :meth:`Lights.update` with the
engine's summary JSON and the events of each change, and :meth:`Lights.tick`
from its main loop; both take the time explicitly (``now``, seconds on any
monotonic clock), so scenes are plain functions of their inputs and tests
need no clock. Each game's presentation package holds its scene (named by
its :class:`~companion.registry.GameSpec`), which knows that game's summary
and event contract; a game without one still shows whose turn it is on the seat
lights (the kit's ``seats.toml`` layout when the game ships none).
"""

from .driver import Lights, Scene, scene_class
from .turn import Turn, button_levels, turn_of

__all__ = ["Lights", "Scene", "Turn", "button_levels", "scene_class", "turn_of"]
