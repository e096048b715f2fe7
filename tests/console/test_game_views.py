"""The console's board views for Acquire and Big Shot, drawn from the engines' summaries."""

from __future__ import annotations

from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.summary import PUBLIC, render


def played(game: str, config: dict, moves: int, seed: int = 3) -> Table:
    table = Table.new(get(game), config, created="x")
    chance = ChanceSource(seed)
    for _ in range(moves):
        table.submit(table.game.choose_random(table.state, chance))
    return table


def test_acquire_board_shows_chains_by_letter_and_the_last_tile() -> None:
    table = played("acquire", {"players": ["Ann", "Ben", "Cat"], "tiles": "dealt", "seed": 4}, 40)
    summary = table.summary(PUBLIC)
    lines = render("acquire", summary)
    assert lines[0].split() == [str(n) for n in range(1, 13)]
    assert [line.split()[0] for line in lines[1:10]] == list("ABCDEFGHI")
    last = summary["last_tile"]
    row = lines[1 + "ABCDEFGHI".index(last[-1])]
    cell = row[5 + 3 * (int(last[:-1]) - 1) : 8 + 3 * (int(last[:-1]) - 1)]
    assert cell.startswith("[") and cell.endswith("]")
    for info in summary["chains"].values():
        assert any(line.strip().startswith(f"{info['name'][0]} {info['name']}") for line in lines)
    board_cells = sum(row[5:].count(mark) for row in lines[1:10] for mark in "#TLAWFIC")
    assert board_cells == len(summary["board"])


def test_acquire_hand_only_in_its_owners_view() -> None:
    table = played("acquire", {"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 5}, 10)
    assert not any("tiles in hand" in line for line in render("acquire", table.summary(PUBLIC)))
    mine = render("acquire", table.summary(1), private_for=1)
    hand = ", ".join(table.summary(1)["players"][1]["hand"])
    assert f"        tiles in hand: {hand}" in mine


def test_acquire_hidden_holdings_read_hidden() -> None:
    table = played("acquire", {"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 5, "open_holdings": False}, 10)
    lines = render("acquire", table.summary(PUBLIC))
    assert sum("hidden" in line for line in lines) == 2


def test_bigshot_ring_marks_the_broker_and_lots_list_cubes() -> None:
    table = played("bigshot", {"players": ["Ann", "Ben", "Cat"], "colors": ["red", "yellow", "black"], "seed": 2}, 30)
    summary = table.summary(PUBLIC)
    lines = render("bigshot", summary)
    ring = " ".join(lines[1:4])
    assert f">{summary['broker'] + 1:>2} " in ring and ring.count(">") == 1
    for lot, info in summary["lots"].items():
        line = next(line for line in lines if line.split()[:1] == [lot])
        for colour, count in info["cubes"].items():
            assert f"{colour[0].upper()}{count}" in line


def test_bigshot_hidden_money_reads_hidden() -> None:
    table = played(
        "bigshot",
        {"players": ["Ann", "Ben", "Cat"], "colors": ["red", "yellow", "black"], "hidden_money": True, "seed": 2},
        30,
    )
    lines = render("bigshot", table.summary(PUBLIC))
    assert not any("None" in line for line in lines)


def test_acquire_chains_prices_are_aligned_right_so_their_shares_left_stay_in_line() -> None:
    # "$600 l'action  reste  0" beside "$1 000 l'action  reste  0": the count of shares left moved two columns.
    table = played("acquire", {"players": ["Ann", "Ben", "Cat"], "tiles": "dealt", "seed": 4}, 40)
    summary = table.summary(PUBLIC)
    assert len(summary["chains"]) >= 2
    for info, price in zip(summary["chains"].values(), (600, 1000, 12000, 900, 1100, 700, 800), strict=False):
        info["price"] = price
    rows = [line for line in render("acquire", summary) if " a share " in line]
    assert len(rows) == len(summary["chains"]) and len({row.index(" a share ") for row in rows}) == 1, rows


def test_acquire_shares_of_chains_off_the_board_read_worthless_at_the_end() -> None:
    """After the end every share of a chain on the board is sold; those of a chain not on the board are worthless
    (rules: "Shares of chains not on the board are worthless") and were listed as if they still counted."""
    from companion.text.i18n import set_language

    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    table = Table.new(get("acquire"), {"players": names, "seed": 5}, created="x")
    chance = ChanceSource(5)
    while not table.over:
        table.submit(table.choose_random(chance))
    summary = table.summary(PUBLIC)
    lost = [(seat, chain) for seat, p in enumerate(summary["players"]) for chain in p["shares"]]
    assert lost and all(chain not in summary["chains"] for _seat, chain in lost)
    lines = render("acquire", summary)
    eve = next(line for line in lines if "Eve" in line)
    assert eve.endswith("worthless: Tower 1, Festival 1"), eve
    set_language("fr")
    try:
        assert any(line.endswith("sans valeur : Tower 1, Festival 1") for line in render("acquire", summary))
    finally:
        set_language("en")


def test_acquire_shares_of_chains_off_the_board_are_not_worthless_during_the_game() -> None:
    summary = played("acquire", {"players": ["Ann", "Ben", "Cat"], "seed": 4}, 40).summary(PUBLIC)
    summary["players"][0]["shares"] = {"tower": 2, **summary["players"][0]["shares"]}
    summary["chains"].pop("tower", None)
    assert not any("worthless" in line for line in render("acquire", summary))
