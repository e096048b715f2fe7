"""Who has sealed their choice, with long names: the line wraps instead of shrinking below 18 px."""

from __future__ import annotations

from companion.storage import start_new
from companion.ui import fit
from companion.ui.specs import play_scene_for

NAMES = ["Konstantinos Papadopoulos", "Maximilian Alexander", "Anne-Sophie Delacroix", "Bartholomew"]


def test_three_long_sealed_names_wrap_and_read_at_18_px(app) -> None:
    app.open_table(start_new("tiny", {"players": NAMES, "rounds": 1}))
    for seat in range(3):
        app.table.submit({"type": "guess", "player": seat, "parity": "odd"})
    app.reset(play_scene_for(app))
    with fit.recording() as drawn:
        app.draw()
    at = [index for index, (text, _size, _asked) in enumerate(drawn.texts) if text.startswith("Sealed: ")][0]
    lines = drawn.texts[at : at + 2]  # wrapped onto a second line
    assert " ".join(text for text, _size, _asked in lines) == "Sealed: " + ", ".join(NAMES[:3])
    assert all(size >= fit.SMALLEST for _text, size, _asked in lines)
    assert [str(p) for p in fit.check_frame(app.scene, drawn) if "Sealed" in str(p)] == []
