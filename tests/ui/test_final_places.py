"""Final screens number players by place, ties sharing one, and Steam Barons' lists every last price move."""

from __future__ import annotations

import re
from typing import Any

from companion.core import ChanceSource, Table
from companion.games.steam_barons import GAME as STEAM_BARONS
from companion.storage import start_new
from companion.text.standing import places
from companion.ui.scenes.final import final_scene_for

from .drawn_texts import drawn


def test_ties_share_a_place_and_the_next_player_skips_it() -> None:
    assert places([60, 60, 40, 40, 10]) == [1, 1, 3, 3, 5]
    assert places([(1, 9, 30), (1, 9, 30), (1, 9, 20)]) == [1, 1, 3]
    assert places([5, 4, 3]) == [1, 2, 3]
    assert places([]) == []


def finished_steam_barons(app: Any, seed: int) -> None:
    table = Table.new(STEAM_BARONS, {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": seed}, created="now")
    chance = ChanceSource(seed)
    while not table.over:
        table.submit(table.choose_random(chance))
    app.table = table
    app.reset(final_scene_for(app))


def test_steam_barons_shows_all_six_price_moves_clear_of_the_buttons(app, monkeypatch) -> None:
    finished_steam_barons(app, 4)  # cash 51, 36, 18, 18: six companies moved in the last phase 4
    moves = app.table.summary()["last_adjustment"]
    assert len(moves) == 6
    texts = drawn(app, monkeypatch)
    lines = [(text, rect) for text, rect, _color in texts if ", from $" in text or ", stays at $" in text]
    names = {"Orange", "Green", "Brown", "Wood", "Black", "White"}
    assert {text.split(":")[0] for text, _ in lines} == names
    buttons = [widget.rect for widget in app.scene.widgets if getattr(widget, "key", None) in ("home", "log")]
    assert all(not rect.colliderect(button) for _, rect in lines for button in buttons)
    assert [text for text, _box, _color in texts if text[:1].isdigit() and ". " in text] == [
        "1. Ann",
        "2. Ben",
        "3. Cat",
        "3. Dan",
    ]


def test_steam_barons_shared_win_is_first_place_twice(app, monkeypatch) -> None:
    finished_steam_barons(app, 6)  # cash 34, 34, 23, 23
    assert app.table.summary()["winners"] == [0, 1]
    texts = [line.text for line in drawn(app, monkeypatch)]
    assert ["1. Ann", "1. Ben", "3. Cat", "3. Dan"] == [t for t in texts if t[:1].isdigit() and ". " in t]


def finished_mad_market(app) -> dict:
    """A whole Mad Market game for three played by the companion on ``app``: its real final summary."""
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 2}))
    chance = ChanceSource(2)
    while not app.table.over:
        app.submit(app.table.choose_random(chance))
    return app.table.summary()


def test_mad_market_shared_win_is_first_place_twice(app, monkeypatch) -> None:
    real = finished_mad_market(app)
    ranking = [dict(entry) for entry in real["ranking"]]
    for entry in ranking[:2]:  # the first two tie all the way: VP, cash, cash and shares
        entry.update(vp=12, cash=300, cash_and_shares=500, out=False)
    ranking[2].update(vp=4, out=False)
    tied = {**real, "ranking": ranking, "winners": [ranking[0]["player"], ranking[1]["player"]], "end_reason": "vp"}
    monkeypatch.setattr(app.table, "summary", lambda *args, **kwargs: tied)
    app.reset(final_scene_for(app))
    names = [real["players"][entry["player"]]["name"] for entry in ranking]
    texts = [line.text for line in drawn(app, monkeypatch)]
    assert [t for t in texts if t[:1].isdigit() and ". " in t] == [f"1. {names[0]}", f"1. {names[1]}", f"3. {names[2]}"]


def mad_market_ended(app, monkeypatch, vps: tuple[int, int, int]) -> tuple[list[str], str]:
    """A whole Mad Market game for three played by the companion, its final ranking set to ``vps`` with the last
    player out (bankrupt), the first the winner: the final screen's texts and the winner's name."""
    real = finished_mad_market(app)
    ranking = [dict(entry) for entry in real["ranking"]]
    for entry, vp, cash, out in zip(ranking, vps, (124, 80, 0), (False, False, True), strict=True):
        entry.update(vp=vp, cash=cash, cash_and_shares=cash, out=out)
    ended = {**real, "ranking": ranking, "winners": [ranking[0]["player"]], "end_reason": "vp"}
    monkeypatch.setattr(app.table, "summary", lambda *args, **kwargs: ended)
    app.reset(final_scene_for(app))
    return [line.text for line in drawn(app, monkeypatch)], real["players"][ranking[0]["player"]]["name"]


def test_mad_market_a_bankrupt_player_above_on_vp_is_said_to_rank_after_those_still_in(app, monkeypatch) -> None:
    """The final screen showed the winner at "0 VP" over players at "1 VP" who had gone bankrupt, under "wins
    with the most VP": the ranking is the rules' (a player who left the game ranks after those still in it), so
    the screen says so beside each of them and in its verdict."""
    texts, winner = mad_market_ended(app, monkeypatch, (0, 0, 1))
    # with the round they left in where the game's log has their bankruptcy (tests/games/mad_market/test_left_in_round.py)
    assert any(re.fullmatch(r"bankrupt( in round \d+)?: ranked after those still in", text) for text in texts), texts
    assert any(text.startswith(f"{winner} wins with the most VP of the players") for text in texts), texts
    assert f"{winner} wins with the most VP." not in texts


def test_mad_market_a_bankrupt_player_below_on_vp_leaves_the_verdict_plain(app, monkeypatch) -> None:
    texts, winner = mad_market_ended(app, monkeypatch, (7, 1, 1))
    assert f"{winner} wins with the most VP." in texts


def test_mad_market_final_scores_read_naturally_in_italian(app, monkeypatch) -> None:
    """The Italian final screen read "denaro 124 · con le azioni 124", "dopo chi è ancora in gioco" and "Ben vince
    con più PV.": the words of a form, not of a table."""
    from companion.text.i18n import set_language

    set_language("it")
    app.prefs.language = "it"
    try:
        texts, winner = mad_market_ended(app, monkeypatch, (7, 1, 1))
    finally:
        set_language("en")
    assert f"Vince {winner}: ha più PV di tutti." in texts, texts
    assert "contanti 124 · 124 contando le azioni" in texts, texts
    assert any(re.fullmatch(r"in bancarotta( al giro \d+)?: dietro a chi resta in gioco", text) for text in texts), (
        texts
    )
