"""The final screen: each player's final cash, and what the final scoring brought them."""

from __future__ import annotations

from acquire_ui import open_game

from companion.core import ChanceSource
from companion.front.acquire.standing import end_details


def test_the_final_screen_says_what_the_end_brought_each_player(app) -> None:
    open_game(app, players=["Ann", "Ben", "Cat"], seed=5)
    chance = ChanceSource(5)
    while not app.table.over:
        app.submit(app.table.choose_random(chance))
    events = [event for step in app.table.steps for event in step.events]
    last_buy = max(i for i, e in enumerate(events) if e.type == "shares_bought")
    final = events[last_buy + 1 :]
    for seat, line in enumerate(end_details(app.table.steps, 3)):
        bonuses = sum(e.amount for e in final if e.type == "bonus_paid" and e.player == seat)
        sales = sum(e.amount for e in final if e.type == "final_sale" and e.player == seat)
        assert line == f"final bonuses ${bonuses:,} · sales ${sales:,}"  # the final bonuses only: said so
    assert any(e.type == "final_sale" for e in final)
    app.draw()
