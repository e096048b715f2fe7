"""Game events and board views → LED frames.

:class:`Lights` drives a strip: the app calls :meth:`Lights.update` with the
engine's summary JSON and the events of each change, and :meth:`Lights.tick`
from its main loop; both take the time explicitly (``now``, seconds on any
monotonic clock), so scenes are plain functions of their inputs and tests
need no clock. Each game has a small scene module (:mod:`.acquire`,
:mod:`.bigshot`) that knows its summary and event contract.
"""

from .driver import SCENES, Lights, Scene

__all__ = ["Lights", "Scene", "SCENES"]
