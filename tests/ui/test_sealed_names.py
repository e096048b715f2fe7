"""Who has sealed their choice, with long names: the line wraps instead of shrinking below 18 px."""

from __future__ import annotations

from companion.storage import start_new
from companion.ui import fit
from companion.ui.specs import play_scene_for
from companion.ui.widgets import Label

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


def test_who_has_sealed_agrees_in_number_in_italian_and_french(app) -> None:
    """ "Hanno scelto: Ann" said one player as several: one seat that has chosen is "Ha scelto", "A choisi"."""
    from companion.text.i18n import set_language

    said = {}
    for language in ("it", "fr"):
        set_language(language)
        try:
            for count in (1, 2):
                app.open_table(start_new("tiny", {"players": ["Ann", "Ben", "Cat"], "rounds": 1}))
                for seat in range(count):
                    app.table.submit({"type": "guess", "player": seat, "parity": "odd"})
                app.reset(play_scene_for(app))
                app.scene.layout()
                said[language, count] = [w.text for w in app.scene.widgets if isinstance(w, Label) and "Ann" in w.text]
        finally:
            set_language("en")
    assert said == {
        ("it", 1): ["Ha scelto: Ann"],
        ("it", 2): ["Hanno scelto: Ann, Ben"],
        ("fr", 1): ["A choisi : Ann"],
        ("fr", 2): ["Ont choisi : Ann, Ben"],
    }
