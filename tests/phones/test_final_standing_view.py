"""A phone's last view carries the final standing, in the phone's language, its own seat marked; none before."""

from __future__ import annotations

import re

from companion.core import ChanceSource, Table
from companion.phones.views import build, speaking
from companion.registry import spec


def test_the_last_view_lists_the_standing_in_the_phones_language_and_marks_its_seat() -> None:
    table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": 2}, created="x")
    chance = ChanceSource(2)
    assert build(table, 0)["standing"] == []  # nobody is placed before the end
    while not table.over:
        table.submit(table.choose_random(chance))
    with speaking("it"):
        view = build(table, 2)
    ranking = table.summary()["ranking"]
    names = [table.names[entry["player"]] for entry in ranking]
    assert [row["name"] for row in view["standing"]] == names
    assert [row["mine"] for row in view["standing"]] == [entry["player"] == 2 for entry in ranking]
    assert [row["figure"] for row in view["standing"]] == [f"{entry['vp']} PV" for entry in ranking]
    assert view["standing"][0]["won"] and view["standing"][0]["place"] == 1
    out = [row for row in view["standing"] if row["out"]]
    said = [row["detail"] for row in out]  # each with the round the player left in, as the final screen says it
    # the two who left share second place, and each line says so (both read "2." and nothing more)
    shared = r"a pari merito · in bancarotta al giro \d+: dietro a chi resta in gioco"
    assert len(out) == 2 and all(re.fullmatch(shared, d) for d in said), said
    assert view["texts"]["standing"] == "Punteggi finali"
