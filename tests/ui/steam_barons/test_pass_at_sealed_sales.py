"""The screen's pass for a seat at Steam Barons' sealed sales: that seat's sale of nothing, then the rules' reason."""

from __future__ import annotations

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.specs import play_scene_for


def test_a_seats_pass_seals_its_sale_of_nothing_and_a_second_says_it_has_chosen(app) -> None:
    set_language("en")
    table = start_new("steam_barons", {"players": ["Ann", "Ben", "Cat"]})
    chance = ChanceSource(2)
    while table.prompt().kind != "sell":
        table.submit(table.choose_random(chance))
    app.open_table(table)
    app.reset(play_scene_for(app))
    seat = table.prompt().actors[0].seat
    assert seat is not None
    assert app.scene.pass_for(seat)
    assert table.steps[-1].action.to_json() == {"type": "sell", "player": seat, "shares": {}}
    assert not app.scene.pass_for(seat)
    assert app.toast is not None and app.toast.text == f"{table.names[seat]} has already chosen what to sell."
