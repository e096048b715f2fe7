"""A seat's private view asked for (its Info button, its card) while another seat enters a sealed choice waits:
it neither lies hidden under the secret entry nor eats that seat's next tap.

At a six-player Steam Barons table Ann pressed her Info button while Ben was choosing his secret sale: nothing
showed (the secret owns the screen), but the view was open underneath, so Ben's next tap on "+" only closed it,
and his sale stayed at 0 with no word why.
"""

from __future__ import annotations

from companion.storage import start_new
from companion.ui.app import ScreenFront
from companion.ui.scenes.play import PlayScene


def test_an_info_press_during_a_sealed_entry_leaves_the_entry_s_taps_alone(app, fingers) -> None:
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))
    scene = PlayScene(app)
    app.reset(scene)
    fingers.tap("secret-0")
    fingers.tap("secret-show")
    assert scene.panel.covering
    ScreenFront(app).show_private(1)  # Ben's Info button, while Ann chooses
    assert scene.private_seat is None
    assert app.toast is not None and "secret" in app.toast.text
    fingers.tap("pick-odd")
    assert [s.action.to_json() for s in app.table.steps] == [{"type": "guess", "player": 0, "parity": "odd"}]
