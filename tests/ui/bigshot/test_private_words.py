"""A player's private view says what each figure is: no lots reads as such, and the fortune is named."""

from __future__ import annotations

from companion.front.bigshot.texts import fortune_text, lots_text
from companion.ui import fit

from .test_panels import to_auction


def test_a_colour_without_lots_reads_no_lots_yet_not_an_empty_sum() -> None:
    assert lots_text({"scores": [], "lot_value": 0}, {}) == "No lots yet"
    lots = {"A9": {"park": False}}
    assert lots_text({"scores": [{"lot": "A9", "base": 9, "times": 1, "value": 9}], "lot_value": 9}, lots) == (
        "Lots A9 9M = 9M"
    )


def test_the_private_view_names_the_fortune_and_the_empty_lots(app, fingers) -> None:
    to_auction(app, fingers, {"players": ["Ann", "Ben", "Cat"]})
    rect, seat = app.scene.player_rows[0]
    fingers.at(*rect.center)
    assert app.scene.private_seat == seat
    with fit.recording() as drawn:
        app.scene.layout()
        app.draw()
    texts = [text for text, _, _ in drawn.texts]
    fortune = app.table.summary(seat)["players"][seat]["fortune"]
    assert fortune_text(fortune) == f"Fortune {fortune}M" and fortune_text(fortune) in texts
    assert "No lots yet" in texts
    assert not any("no lots" in text for text in texts)
    assert fit.drawn_problems(drawn) == []
