"""The score sheet: one tap from every play screen, every figure from the engine's summary, private holdings
shown only to their owner on request."""

from __future__ import annotations

import pytest
from acquire_ui import open_game, place

from companion.core import ChanceSource
from companion.front.acquire.play import AcquirePlayScene
from companion.front.acquire.sheet import AcquireSheetScene, player_cells, receivers
from companion.ui import theme
from tests.walks import played_until


def spy_text(monkeypatch) -> list[str]:
    drawn: list[str] = []
    original = theme.draw_text
    monkeypatch.setattr(
        theme,
        "draw_text",
        lambda surface, text, rect, **kw: (drawn.append(text), original(surface, text, rect, **kw))[1],
    )
    return drawn


def play_until(app, kind: str, chains: int = 0, seed: int = 3) -> None:
    played_until(
        app.table,
        lambda table: table.prompt().kind == kind and len(table.summary()["chains"]) >= chains,
        seed,
        submit=app.submit,
    )


@pytest.mark.parametrize("kind", ["start_tile", "place_tile", "found_chain", "dispose", "buy"])
def test_the_scores_button_is_on_the_play_screen_at_every_moment_and_back_returns(app, fingers, kind) -> None:
    open_game(app, players=["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], seed=3)
    play_until(app, kind)
    play = app.scene
    fingers.tap("sheet")
    assert isinstance(app.scene, AcquireSheetScene)
    app.draw()
    fingers.tap("back")
    assert app.scene is play


def test_open_holdings_show_every_chains_bonuses_and_every_players_worth(app, fingers, monkeypatch) -> None:
    open_game(app, players=["Ann", "Ben", "Cat", "Dan"], seed=5)
    play_until(app, "buy", chains=3)
    summary = app.table.summary()
    fingers.tap("sheet")
    drawn = spy_text(monkeypatch)
    app.draw()
    for info in summary["chains"].values():
        row = drawn.index(info["name"])
        assert drawn[row + 1 : row + 7] == [
            str(info["size"]),
            f"${info['price']:,}",
            str(info["available"]),
            f"${info['majority_bonus']:,}",
            f"${info['minority_bonus']:,}",
            receivers(info, summary["players"]),
        ]
    for player in summary["players"]:
        assert f"${player['worth']:,}" in drawn and f"${player['cash']:,}" in drawn
    assert any(text.startswith("Worth now = cash + shares at today's prices + the bonuses") for text in drawn)


def test_who_would_receive_a_bonus_adds_a_sole_holders_two_bonuses_and_splits_ties() -> None:
    players = [{"name": "Ann"}, {"name": "Ben"}, {"name": "Cat"}]
    sole = {
        "awards": [{"seat": 1, "amount": 3000, "kind": "majority"}, {"seat": 1, "amount": 1500, "kind": "minority"}]
    }
    assert receivers(sole, players) == "Ben $4,500"
    tied = {"awards": [{"seat": 0, "amount": 2300, "kind": "shared"}, {"seat": 2, "amount": 2300, "kind": "shared"}]}
    assert receivers(tied, players) == "Ann $2,300 · Cat $2,300"
    assert receivers({"awards": []}, players) == "nobody holds shares"
    assert receivers({"awards": None}, players) == "hidden"


def test_a_players_row_reads_shares_cash_share_value_bonuses_and_worth() -> None:
    player = {"name": "Ann", "cash": 4000, "shares": {"tower": 2}, "share_value": 600, "bonuses": 3000, "worth": 7600}
    assert player_cells(player, ["tower", "luxor"]) == ["Ann", "2", "", "$4,000", "$600", "$3,000", "$7,600"]
    own = {**player, "bonuses": None, "worth": None}  # hidden holdings: bonuses depend on the others' shares
    assert player_cells(own, ["tower"])[-2:] == ["?", "$4,600 + ?"]
    other = {"name": "Ben", "cash": None, "shares": None, "share_value": None, "bonuses": None, "worth": None}
    assert player_cells(other, ["tower"]) == ["Ben", "?", "?", "?", "?", "?"]


def test_hidden_holdings_show_the_public_part_and_a_players_own_row_only_on_request(app, fingers, monkeypatch) -> None:
    open_game(app, players=["Ann", "Ben", "Cat"], open_holdings=False, seed=3)
    for tile in ("1A", "12I", "6E", "2A"):
        place(fingers, tile)
    fingers.tap("pick-tower")  # Ann founds Tower: one free share
    fingers.tap("sheet")
    sheet = app.scene
    drawn = spy_text(monkeypatch)
    app.draw()
    assert "$6,000" not in drawn and "$2,000" in drawn and "$1,000" in drawn  # Tower's bonuses are public
    assert "hidden" in drawn and "Ann $3,000" not in drawn  # who would receive them is not
    assert any(text.startswith("Holdings are hidden: tap your name") for text in drawn)
    row, seat = sheet.player_rows[0]
    fingers.at(*row.center)
    assert sheet.private_seat == 0
    drawn.clear()
    app.draw()
    assert "$6,000" in drawn and "$6,200 + ?" in drawn  # her cash, and cash + her share at $200
    fingers.at(400, 300)  # the next tap hides it
    assert sheet.private_seat is None
    sheet.reveal(1)
    assert sheet.expire(app.clock() + 60) and sheet.private_seat is None  # and it hides by itself


def test_open_holdings_do_not_reveal_a_row_on_tap(app, fingers) -> None:
    open_game(app)
    fingers.tap("sheet")
    app.draw()
    row, _seat = app.scene.player_rows[0]
    fingers.at(*row.center)
    assert app.scene.private_seat is None


def test_the_play_screens_private_panel_leaves_bonuses_out_with_hidden_holdings(app, fingers, monkeypatch) -> None:
    scene = open_game(app, players=["Ann", "Ben", "Cat"], open_holdings=False)
    for tile in ("1A", "12I", "6E", "2A"):
        place(fingers, tile)
    fingers.tap("pick-tower")
    scene.reveal(0)
    drawn = spy_text(monkeypatch)
    app.draw()
    assert "Cash $6,000  ·  with shares $6,200" in drawn  # not $9,200: Tower's bonuses would tell who holds it


def test_hidden_holdings_a_finger_held_on_a_name_shows_the_row_until_it_lifts(app, fingers) -> None:
    open_game(app, players=["Ann", "Ben", "Cat"], open_holdings=False)
    fingers.tap("sheet")
    sheet = app.scene
    app.draw()
    now = [1000.0]
    app.clock = lambda: now[0]
    row, _seat = sheet.player_rows[1]
    sheet.press(row.center)
    assert sheet.private_seat == 1  # shown while the finger is down
    now[0] += 2.0
    sheet.release(row.center)
    assert sheet.private_seat is None  # a hold: lifting the finger hides it
    sheet.press(row.center)
    now[0] += 0.1
    sheet.release(row.center)
    assert sheet.private_seat == 1  # a quick tap: shown for a while


def test_after_the_end_the_sheet_says_worth_is_the_final_cash(app, fingers, monkeypatch) -> None:
    open_game(app, players=["Ann", "Ben", "Cat"], seed=5)
    chance = ChanceSource(5)
    while not app.table.over:
        app.submit(app.table.choose_random(chance))
    if not isinstance(app.scene, AcquirePlayScene):
        app.pop()  # the final scores came up over the play screen
    fingers.tap("sheet")
    drawn = spy_text(monkeypatch)
    app.draw()
    summary = app.table.summary()
    assert all(f"${p['cash']:,}" in drawn for p in summary["players"])
    assert "The game is over: bonuses are paid and shares sold, so worth is the final cash." in drawn


def test_six_tied_holders_stay_whole_as_seat_marks_and_initials_beside_their_share() -> None:
    """Six tied holders' names and amounts were cut short with "…": each seat now shows its colour and initial
    before the amount the group shares, all inside the column."""
    import pygame

    from companion.front.acquire.sheet import CHAIN_COLUMNS, draw_receivers
    from companion.ui import fit

    pygame.font.init()
    players = [{"name": name} for name in ("Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana")]
    tied = {"awards": [{"seat": seat, "amount": 1250, "kind": "shared"} for seat in range(6)]}
    box = pygame.Rect(552, 100, CHAIN_COLUMNS[6].width, 30)
    surface = pygame.Surface((800, 480))
    with fit.recording() as drawn:
        draw_receivers(surface, box, tied, {"players": players})
    assert [entry[1] for entry in drawn.placed if entry[0] == "text"] == ["N", "Z", "B", "A", "F", "M", "$1,250"]
    assert all(box.contains(entry[2]) for entry in drawn.placed if entry[0] == "text")
    assert fit.clipped(drawn) == [] and fit.drawn_problems(drawn, smallest=fit.SMALLEST) == []
    two = {"awards": [{"seat": 0, "amount": 3000, "kind": "majority"}, {"seat": 3, "amount": 1500, "kind": "minority"}]}
    with fit.recording() as drawn:
        draw_receivers(surface, box, two, {"players": players})
    assert [entry[1] for entry in drawn.placed if entry[0] == "text"] == ["Niccolò $3,000 · Ann $1,500"]


def test_tied_holders_with_the_same_initial_keep_apart_by_their_number_or_letters() -> None:
    """The default names all begin with one letter: four tied "Joueur n" were "J J J J" beside one amount."""
    import pygame

    from companion.front.acquire.sheet import CHAIN_COLUMNS, draw_receivers, initials
    from companion.ui import fit

    assert initials(["Joueur 1", "Joueur 2", "Joueur 3", "Joueur 4"]) == ["J1", "J2", "J3", "J4"]
    assert initials(["Ann", "Ben", "Alice", "Anton"]) == ["Ann", "B", "Al", "Ant"]
    assert initials(["Zoé", "Ben", "Cat"]) == ["Z", "B", "C"]
    pygame.font.init()
    players = [{"name": f"Giocatore {seat + 1}"} for seat in range(6)]
    tied = {"awards": [{"seat": seat, "amount": 1250, "kind": "shared"} for seat in range(6)]}
    box = pygame.Rect(552, 100, CHAIN_COLUMNS[6].width, 30)
    surface = pygame.Surface((800, 480))
    with fit.recording() as drawn:
        draw_receivers(surface, box, tied, {"players": players})
    texts = [entry[1] for entry in drawn.placed if entry[0] == "text"]
    assert texts == ["G1", "G2", "G3", "G4", "G5", "G6", "$1,250"]
    assert all(box.contains(entry[2]) for entry in drawn.placed if entry[0] == "text")
    assert fit.clipped(drawn) == []


def test_the_receivers_column_ends_inside_the_sheets_panel() -> None:
    """The last column ran 8 px past the chain table's row: the monkey found "Ben $10,000 · Ann $2,500 · Cat
    $2,500" drawn over the panel's edge, since the line was measured against the column, not the panel."""
    from companion.front.acquire.sheet import CHAIN_COLUMNS

    row_width = (800 - 16) - 12  # the panel inside the screen's margins, and the rows inside the panel
    assert all(column.left + column.width <= row_width for column in CHAIN_COLUMNS)


def test_players_paid_alike_are_named_once_when_every_name_and_amount_is_too_wide() -> None:
    """A majority and a minority shared by two: each name with its amount is too wide for the column, so those
    paid alike are named together before their amount, by name still, before falling back to seat marks."""
    import pygame

    from companion.front.acquire.sheet import CHAIN_COLUMNS, draw_receivers
    from companion.ui import fit

    pygame.font.init()
    players = [{"name": name} for name in ("Ann", "Ben", "Cat")]
    awards = [
        {"seat": 1, "amount": 10000, "kind": "majority"},
        {"seat": 0, "amount": 2500, "kind": "shared"},
        {"seat": 2, "amount": 2500, "kind": "shared"},
    ]
    box = pygame.Rect(566, 100, CHAIN_COLUMNS[6].width, 30)
    surface = pygame.Surface((800, 480))
    with fit.recording() as drawn:
        draw_receivers(surface, box, {"awards": awards}, {"players": players})
    assert [entry[1] for entry in drawn.placed if entry[0] == "text"] == ["Ben $10,000 · Ann, Cat $2,500"]
    assert all(box.contains(entry[2]) for entry in drawn.placed if entry[0] == "text")
