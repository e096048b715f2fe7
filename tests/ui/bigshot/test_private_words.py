"""A player's private view says what each figure is: no lots reads as such, and the fortune is named."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.front.bigshot.texts import colour_money_text, fortune_text, lots_text, money_text
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.scenes.final import final_scene_for

from .test_panels import to_auction


def test_a_colour_without_lots_reads_no_lots_yet_not_an_empty_sum() -> None:
    assert lots_text({"scores": [], "lot_value": 0}, {}) == "No lots yet"
    assert lots_text({"scores": [], "lot_value": 0}, {}, over=True) == "No lots"  # the final scores: none, not "yet"
    lots = {"A9": {"park": False}}
    assert lots_text({"scores": [{"lot": "A9", "base": 9, "times": 1, "value": 9}], "lot_value": 9}, lots) == (
        "Lots A9 9M = 9M"
    )


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_park_and_the_one_lot_it_doubles_say_their_worth_once(language: str) -> None:
    """The final scores and the console's sheet read "Lots P2 park, B9 9M ×2 = 18M = 18M": the doubled lot already
    says what the colour's lots are worth. With a second lot the sum is said again, as for any two lots."""
    lots = {"P2": {"park": True}, "B9": {"park": False}, "L20": {"park": False}}
    park = {"lot": "P2", "base": 0, "times": 1, "value": 0}
    doubled = {"lot": "B9", "base": 9, "times": 2, "value": 18}
    set_language(language)
    try:
        alone = lots_text({"scores": [park, doubled], "lot_value": 18}, lots, over=True)
        lone = lots_text({"scores": [doubled], "lot_value": 18}, lots)
        more = lots_text(
            {"scores": [park, doubled, {**doubled, "lot": "L20", "base": 20, "times": 1, "value": 20}]}
            | {"lot_value": 38},
            lots,
        )
    finally:
        set_language("en")
    assert alone.endswith("B9 9M ×2 = 18M") and alone.count("18M") == 1, alone
    assert lone.endswith("B9 9M ×2 = 18M") and lone.count("18M") == 1, lone
    assert more.endswith("L20 20M = 38M"), more


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


def test_the_final_scores_say_no_lots_not_no_lots_yet(app, monkeypatch) -> None:
    app.open_table(start_new("bigshot", {"players": ["Ann", "Ben", "Cat"], "seed": 3}))
    chance = ChanceSource(3)
    while not app.table.over:
        app.table.submit(app.table.choose_random(chance))
    summary = app.table.summary()
    players = [dict(p) for p in summary["players"]]
    players[0]["by_color"] = {c: {**mine, "scores": [], "lots": []} for c, mine in players[0]["by_color"].items()}
    monkeypatch.setattr(app.table, "summary", lambda viewer=None: {**summary, "players": players})  # Ann won none
    app.reset(final_scene_for(app))
    with fit.recording() as drawn:
        app.draw()
    texts = [text for text, _, _ in drawn.texts]
    assert "No lots" in texts and "No lots yet" not in texts
    assert not any("may win" in text for text in texts)  # the game is over: who had 2 lots "qualifies"
    assert any(text.endswith("lots: qualifies") for text in texts)


def test_a_fortune_sunk_in_debts_takes_the_screens_minus() -> None:
    """The final scores read "Fortune -42M" with a hyphen, where every game's screen writes the typographic minus."""
    from companion.text.signs import MINUS

    assert fortune_text(-42) == f"Fortune {MINUS}42M" and "-" not in fortune_text(-42)
    assert fortune_text(0) == "Fortune 0M" and fortune_text(6) == "Fortune 6M"


@pytest.mark.parametrize(("language", "word"), [("en", "fortune"), ("it", "patrimonio"), ("fr", "fortune")])
def test_a_two_player_colours_fortune_is_named_not_summed(language: str, word: str) -> None:
    """A two-player seat's final card read "Denaro 7M, debiti 1 × 10M  =  49M" for a colour with lots: an equals
    sign after the cash and the debts, as if 7 less 10 made 49. The colour's fortune is named instead."""
    from companion.text.signs import MINUS

    set_language(language)
    try:
        rich = colour_money_text({"cash": 7, "debts": 1, "fortune": 49})
        sunk = colour_money_text({"cash": 0, "debts": 3, "fortune": -30})
        hidden = colour_money_text({"cash": None, "debts": 1, "fortune": None})
        plain = money_text({"cash": None, "debts": 1})
    finally:
        set_language("en")
    assert "=" not in rich and rich.endswith(f"{word} 49M"), rich
    assert sunk.endswith(f"{word} {MINUS}30M"), sunk
    assert hidden == plain and "None" not in hidden
