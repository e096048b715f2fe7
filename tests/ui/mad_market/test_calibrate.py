"""Settings → Mad Market board: entered field by field, validated naming the field, saved, used by new games."""

from __future__ import annotations

from companion.front.mad_market import setup
from companion.front.mad_market.calibrate import square_id, to_board
from companion.games.mad_market import BOARD
from companion.storage import data_dir
from companion.text.summary import table_view
from companion.ui import theme
from companion.ui.scenes.home import HomeScene


def open_board(app, fingers) -> None:
    app.reset(HomeScene(app))
    fingers.tap("settings")
    entry = next(w for w in app.scene.widgets if getattr(w, "text", "") == "Mad Market board")
    fingers.tap(entry.key)
    assert type(app.scene).__name__ == "FormScene" and app.scene.spec.title == "Mad Market board"


def status(app) -> str:
    return app.scene.widgets[-1].text


def no_overflow(app) -> None:
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]


def test_the_stand_in_loads_complete_and_saving_marks_it_calibrated(app, fingers) -> None:
    open_board(app, fingers)
    assert "complete" in status(app)
    assert "the uncalibrated stand-in" in [getattr(w, "text", "") for w in app.scene.widgets]
    no_overflow(app)
    fingers.tap("form-save")
    assert "saved" in app.toast.text
    board = BOARD.saved(data_dir())
    assert board["calibrated"] is True and board["name"] == "Owner's board"
    assert board["squares"] == BOARD.packaged_table()["squares"]
    open_board(app, fingers)
    assert "your saved board" in [getattr(w, "text", "") for w in app.scene.widgets]


def test_a_company_square_takes_its_stock_price_rent_and_holding_rent(app, fingers) -> None:
    open_board(app, fingers)
    fingers.tap("form-field-squares-1-price")  # square 2 (index 1): LOG-1
    fingers.tap("pad-C")
    for digit in "130":
        fingers.tap(f"pad-{digit}")
    fingers.tap("form-field-squares-1-rent")
    fingers.tap("pad-C")
    for digit in "70":
        fingers.tap(f"pad-{digit}")
    no_overflow(app)
    fingers.tap("form-save")
    square = BOARD.saved(data_dir())["squares"][1]
    assert (square["stock"], square["number"], square["price"], square["rent"], square["holding_rent"]) == (
        1,
        1,
        130,
        70,
        100,
    )


def test_a_square_changes_kind_and_the_stocks_count_is_named_until_it_is_right(app, fingers) -> None:
    open_board(app, fingers)
    fingers.tap("form-field-squares-2-kind")  # the stockbroker after LOG-1
    fingers.tap("form-choice-company")  # a fourth LOG company
    assert app.scene.form.data["squares"][2] == {
        "kind": "company",
        "stock": 1,
        "number": 2,
        "price": 100,
        "rent": 50,
        "holding_rent": 100,
    }
    assert square_id(app.scene.form.data, 3) == "LOG-3"  # the companies after it are renumbered in board order
    assert "squares[5].number" in status(app)  # the fourth LOG square
    fingers.tap("form-save")
    assert app.toast is not None and "squares[5].number" in app.toast.text
    assert BOARD.saved(data_dir()) is None
    assert app.scene.selected == ("squares", 5, "kind")  # the refused save showed the square at fault
    fingers.tap("form-previous")
    fingers.tap("form-field-squares-2-stock")
    fingers.tap("form-choice-4")  # now a fourth EN company instead
    assert "'squares[22].number' must be a whole number from 1 to 3, not 4" in status(app)  # EN's fourth
    fingers.tap("form-field-squares-2-kind")
    fingers.tap("form-choice-broker")
    assert "complete" in status(app)


def test_squares_are_inserted_and_removed_but_start_stays_first(app, fingers) -> None:
    open_board(app, fingers)
    count = len(app.scene.form.data["squares"])
    fingers.tap("form-field-squares-0-kind")
    assert app.scene.find("form-choice-company") is None  # Start is always the first square
    assert not app.scene.find("form-remove").enabled
    fingers.tap("form-add")
    assert len(app.scene.form.data["squares"]) == count + 1 and app.scene.form.data["squares"][1] == {"kind": "free"}
    fingers.tap("form-field-squares-1-kind")
    fingers.tap("form-remove")
    assert len(app.scene.form.data["squares"]) == count


def test_the_share_track_must_rise_field_by_field(app, fingers) -> None:
    open_board(app, fingers)
    fingers.tap("form-section-track")
    fingers.tap("form-field-track-values-3")
    fingers.tap("pad-C")
    fingers.tap("pad-2")
    assert "track.values[3]" in status(app)  # 2 is not above field 3's value
    fingers.tap("pad-C")
    fingers.tap("pad-4")
    assert "complete" in status(app)
    fingers.tap("form-add")
    assert app.scene.form.data["track"]["values"][-1] == 17
    no_overflow(app)
    fingers.tap("form-save")
    assert BOARD.saved(data_dir())["track"]["values"][-2:] == [16, 17]


def test_a_forecast_field_takes_a_stock_and_a_direction(app, fingers) -> None:
    open_board(app, fingers)
    fingers.tap("form-section-forecast")
    fingers.tap("form-field-forecast-fields-2-stock")
    fingers.tap("form-choice-6")
    fingers.tap("form-field-forecast-fields-2-direction")
    fingers.tap("form-choice-down")
    no_overflow(app)
    fingers.tap("form-save")
    assert BOARD.saved(data_dir())["forecast"]["fields"][2] == {"stock": 6, "direction": "down"}


def test_an_item_supply_that_is_not_150_vp_is_warned_of_but_saved(app, fingers) -> None:
    open_board(app, fingers)
    fingers.tap("form-section-items")
    fingers.tap("form-field-items-jet-count")
    fingers.tap("pad-C")
    fingers.tap("pad-3")
    assert "135 VP" in status(app) and "150" in status(app)
    fingers.tap("form-save")
    assert BOARD.saved(data_dir())["items"]["jet"]["count"] == 3


def test_a_saved_board_is_used_by_new_games_unless_the_table_picks_the_stand_in(app, fingers) -> None:
    board = to_board(BOARD.packaged_table())
    board["squares"][1]["price"] = 111
    BOARD.save(data_dir(), board)
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-mad_market")
    fingers.tap("more-options")  # the options and the board have a page of their own
    assert app.scene.find("board-owner").text == "Your board"
    no_overflow(app)
    fingers.tap("start")
    config = app.table.header.config
    assert config["board"]["calibrated"] is True and config["board"]["squares"][1]["price"] == 111
    assert app.table.summary()["board"]["calibrated"] is True
    app.close_table()
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-mad_market")
    fingers.tap("more-options")
    fingers.tap("board-standin")
    fingers.tap("start")
    assert app.table.header.config["board"]["calibrated"] is False


def test_without_a_saved_board_new_games_use_the_stand_in_marked_uncalibrated(app, fingers) -> None:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-mad_market")
    fingers.tap("more-options")
    assert not app.scene.find("board-owner").enabled
    assert app.scene.find("board-standin").text == "Stand-in (uncalibrated)"
    fingers.tap("start")
    assert app.table.summary()["board"]["calibrated"] is False
    from companion.front.mad_market.chart import title

    assert title(app.table.summary()) == ("Stand-in board (uncalibrated)", theme.WARNING)  # the chart's title
    assert table_view(app.table)[0] == "   Stand-in board (uncalibrated)"  # and the console's and the phones'


def test_a_saved_board_that_no_longer_validates_starts_the_screen_from_the_stand_in(app, fingers) -> None:
    (data_dir() / "mad-market-board.toml").write_text("name = 'broken'\ncalibrated = true\n", encoding="utf-8")
    open_board(app, fingers)
    assert app.scene.form.data["squares"] == BOARD.packaged_table()["squares"]
    assert app.toast is not None and "Board field" in app.toast.text
    assert setup.complete_config({"players": ["A", "B"]})["board"] == "standin"


def first_page_says(app) -> str:
    return "\n".join(getattr(w, "text", "") for w in app.scene.widgets)


def test_the_first_page_calls_the_board_a_stand_in_only_when_the_game_is_played_on_it(app, fingers) -> None:
    """With the owner's board saved the first page says nothing of a stand-in; once the table picks the stand-in
    for this game on the options' page, the first page says so beside Start."""
    board = to_board(BOARD.packaged_table())
    BOARD.save(data_dir(), board)
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-mad_market")
    assert "Stand-in board (uncalibrated)" not in first_page_says(app)
    fingers.tap("more-options")
    fingers.tap("board-standin")
    fingers.tap("back")
    assert "Stand-in board (uncalibrated)" in first_page_says(app)
    no_overflow(app)
