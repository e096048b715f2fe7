"""Fixing a sealed choice from the log: the hand-over and the seat's secret entry own the whole screen, as on
the play screen, with no button of the fixing screen left over them.

The fixing screen put its own Cancel back in the top-left corner after the play screen's layout: over
"Hand the companion to Ben" it was a second Cancel beside the hand-over's own, and over Ben's secret entry
it lay across the words "Ben: choose".
"""

from __future__ import annotations

from companion.ui import fit
from companion.ui.scenes.correct import FixStep

from .test_fix_step import open_fix
from .test_undo_rewind import GUESSES, open_tiny


def overlapping(scene) -> list[tuple[str, str]]:
    """Pairs of widgets whose rectangles cross (by key, else by kind)."""
    widgets = scene.widgets
    return [
        (getattr(a, "key", None) or type(a).__name__, getattr(b, "key", None) or type(b).__name__)
        for index, a in enumerate(widgets)
        for b in widgets[index + 1 :]
        if a.rect.colliderect(b.rect)
    ]


def test_a_sealed_step_being_fixed_is_handed_over_and_entered_on_a_clear_screen(app, fingers) -> None:
    open_tiny(app, GUESSES[:2])  # Ann and Ben sealed, Cat still to choose
    open_fix(app, fingers, 1)  # Ben's sealed guess
    scene = app.scene
    assert isinstance(scene, FixStep) and scene.find("fix-cancel") is not None  # the list of seats: Cancel
    fingers.tap("secret-1")
    assert scene.panel.covering
    assert scene.find("fix-cancel") is None
    assert overlapping(scene) == []
    fingers.tap("secret-show")
    assert scene.find("fix-cancel") is None and scene.find("pick-odd") is not None
    assert overlapping(scene) == []
    with fit.recording() as drawn:
        app.draw()
    assert [str(p) for p in fit.check_frame(scene, drawn)] == []
