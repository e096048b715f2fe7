"""Acquire played with fingers on the generic decision panel, checked against the engine's replay."""

from __future__ import annotations

import pytest
from acquire_ui import open_game, place, shown, space, toast

from companion.console.decide import hint
from companion.core import ChanceSource, Confirm, replay
from companion.core.journal import read
from companion.games import get
from companion.games.acquire.actions import Buy, NoPlayableTile
from companion.games.acquire.decide import LAST_SKIP_NOTE
from companion.phones.views import build, speaking
from companion.text import i18n
from companion.ui import fit, theme
from companion.ui.widgets import Label, Note


def journal_summary(app):
    loaded = read(app.table.writer.path)
    return get("acquire").summary(replay(get("acquire"), loaded.header, loaded.entries).state)


def test_found_grow_merge_dispose_and_buy_through_touch(app, fingers, start_tiles) -> None:
    scene = app.scene
    assert app.table.prompt().kind == "place_tile" and app.table.state.turn == 0
    # Ann founds Tower with 2A and buys two shares.
    space(fingers, "2A")
    assert scene.panel.selected == "2A" and "2A founds a new chain" in shown(app)
    fingers.tap("board-confirm")
    assert app.table.prompt().kind == "found_chain"
    fingers.tap("pick-tower")
    fingers.tap("item-tower-plus")
    fingers.tap("item-tower-plus")
    assert scene.find("basket-confirm").text == "Buy 2 for $400"
    fingers.tap("basket-confirm")
    # Ben: a lonely tile, one Tower share.
    space(fingers, "4A")
    assert "4A stands alone It touches no tile" in shown(app)
    fingers.tap("board-confirm")
    fingers.tap("item-tower-plus")
    fingers.tap("basket-confirm")
    # Cat founds Luxor with 5A and 4A, buys two.
    place(fingers, "5A")
    fingers.tap("pick-luxor")
    fingers.tap("item-luxor-plus")
    fingers.tap("item-luxor-plus")
    fingers.tap("basket-confirm")
    # Ann grows Tower and buys one Luxor.
    space(fingers, "1B")
    assert "1B grows Tower Tower is 2 tiles now" in shown(app)
    fingers.tap("board-confirm")
    fingers.tap("item-luxor-plus")
    fingers.tap("basket-confirm")
    # Ben merges Luxor (2) into Tower (3): the preview names the bonuses before he confirms.
    space(fingers, "3A")
    assert "3A merges into Tower" in shown(app)
    assert "Tower (3 tiles) survives and absorbs Luxor (2 tiles). Luxor bonuses: Cat $2,000 and Ann $1,000." in shown(
        app
    )
    fingers.tap("board-confirm")
    assert [text for _, text in scene.note] == [
        "Luxor bonuses paid",
        "Cat receives $2,000 (most shares: majority bonus, 3 shares)",
        "Ann receives $1,000 (second most: minority bonus, 1 share)",
    ]
    assert app.table.prompt().kind == "dispose" and app.table.prompt().player == 2
    assert "Sell $200" in shown(app) and "Trade 2 for 1 Tower: 21 left." in shown(app)
    # was "0 of 3  ·  $0": what was counted, and paid how? Then "· you receive $0", for a sale of nothing
    assert "you keep 3 of 3" in shown(app) and "you receive" not in shown(app)
    fingers.tap("item-trade-plus")
    fingers.tap("item-sell-plus")
    assert (scene.panel.values["item-sell"], scene.panel.values["item-trade"]) == (1, 2)
    assert "you keep 0 of 3  ·  you receive $200" in shown(app)
    assert scene.find("item-sell-plus").enabled is False  # three shares: nothing left to sell
    fingers.tap("basket-confirm")
    assert app.table.prompt().player == 0
    fingers.tap("basket-sell_all")
    assert app.table.prompt().kind == "buy" and app.table.state.turn == 1
    fingers.tap("item-tower-plus")
    fingers.tap("basket-confirm")
    live = app.table.summary()
    assert [p["cash"] for p in live["players"]] == [6600, 5200, 7800]
    assert live["chains"]["tower"]["size"] == 6 and "luxor" not in live["chains"]
    assert journal_summary(app) == live


def test_the_disposal_shows_what_the_holder_ends_with_as_the_basket_changes(app, fingers, start_tiles) -> None:
    place(fingers, "2A")
    fingers.tap("pick-tower")
    fingers.tap("basket-none")
    place(fingers, "4A")
    fingers.tap("basket-none")
    place(fingers, "5A")
    fingers.tap("pick-luxor")
    fingers.tap("item-luxor-plus")
    fingers.tap("item-luxor-plus")
    fingers.tap("basket-confirm")
    place(fingers, "1B")
    fingers.tap("basket-none")
    place(fingers, "3A")  # Ben merges Luxor into Tower; Cat, sole holder of three Luxor, has her $3,000 bonus
    drawn: list[str] = []
    original = theme.draw_text
    theme.draw_text = lambda surface, text, rect, **kw: (drawn.append(text), original(surface, text, rect, **kw))
    try:
        fingers.tap("item-sell-plus")
        app.draw()
        assert {"Keep 2: worthless until Luxor returns", "Cash $8,600 + $200 = $8,800", "Tower +0"} <= set(drawn)
        drawn.clear()
        fingers.tap("item-trade-plus")
        app.draw()
        assert {"Keep no Luxor share", "Tower +1"} <= set(drawn)
    finally:
        theme.draw_text = original


def test_a_tie_for_largest_asks_the_mergemaker_for_the_survivor(app, fingers, start_tiles) -> None:
    place(fingers, "2A")
    fingers.tap("pick-tower")
    fingers.tap("basket-none")
    place(fingers, "4A")
    fingers.tap("basket-none")
    place(fingers, "5A")
    fingers.tap("pick-luxor")
    fingers.tap("basket-none")
    space(fingers, "3A")
    assert "3A merges chains of equal size Tower and Luxor tie at 2 tiles" in shown(app)
    fingers.tap("board-confirm")
    assert app.table.prompt().kind == "choose_survivor"
    assert {w.key: w.text for w in app.scene.widgets if (getattr(w, "key", None) or "").startswith("pick-")} == {
        "pick-tower": "Tower · 2 tiles",
        "pick-luxor": "Luxor · 2 tiles",
    }
    fingers.tap("pick-luxor")
    assert app.table.state.merger.survivor == "luxor"
    assert journal_summary(app) == app.table.summary()


def test_a_refused_space_says_the_engines_reason_and_selects_nothing(app, fingers, start_tiles) -> None:
    space(fingers, "6E")
    assert toast(app) == "6E is already on the board."
    assert app.scene.panel.selected is None and app.scene.find("board-confirm") is None
    space(fingers, "7E")
    assert app.scene.panel.selected == "7E"
    fingers.tap("board-cancel")
    assert app.scene.panel.selected is None and len(app.table.steps) == 3


def test_buy_panel_arithmetic_and_limits(app, fingers, start_tiles) -> None:
    scene = app.scene
    place(fingers, "2A")
    fingers.tap("pick-tower")
    assert scene.find("basket-confirm").enabled is False  # buying nothing is its own button
    for _ in range(3):
        fingers.tap("item-tower-plus")
    assert scene.find("item-tower-plus").enabled is False  # three shares a turn
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    fingers.tap("item-tower-minus")
    assert scene.find("basket-confirm").text == "Buy 2 for $400"
    fingers.tap("basket-confirm")
    assert app.table.summary()["players"][0]["cash"] == 5600


def test_physical_mode_skips_a_tile_with_no_playable_tile(app, fingers, start_tiles) -> None:
    fingers.tap("board-no_playable_tile")
    assert "No playable tile" in shown(app) and len(app.table.steps) == 3  # a tap selects, a confirm acts
    fingers.tap("board-confirm")
    assert app.table.prompt().kind == "buy"
    card = app.scene.result  # the board shows no tile: the table is told the turn went on without one
    assert card is not None and card.sentences == ["Ann has no playable tile and skips placing one."]
    assert app.scene.find("confirm").text == "Buy nothing"  # no chain on the board: nothing else to do
    fingers.tap("confirm")
    assert app.table.state.turn == 1


def test_start_tiles_are_tapped_on_the_board(app, fingers) -> None:
    scene = open_game(app)
    assert app.table.prompt().kind == "start_tile"
    assert "Tap the space of your start tile." in shown(app)  # the screen's gesture, not the engine's question
    space(fingers, "9A")
    assert "Ann's start tile: 9A" in shown(app)
    fingers.tap("board-confirm")
    space(fingers, "9A")
    assert toast(app) == "9A is already on the board." and scene.panel.selected is None
    place(fingers, "1B")
    place(fingers, "3C")
    assert app.table.prompt().kind == "place_tile" and app.table.state.turn == 0  # 9A is closer to 1A than 1B


def test_the_founding_buttons_keep_their_places_and_a_chain_on_the_board_is_disabled(app, fingers, start_tiles) -> None:
    scene = app.scene
    place(fingers, "2A")  # Ann founds with her start tile 1A
    first = {key: scene.find(f"pick-{key}").rect.copy() for key in ("tower", "luxor", "continental")}
    fingers.tap("pick-tower")
    fingers.tap("basket-none")
    place(fingers, "7E")  # Ben founds with Cat's start tile 6E
    assert app.table.prompt().kind == "found_chain"
    assert {key: scene.find(f"pick-{key}").rect for key in first} == first  # nothing moved
    assert not scene.find("pick-tower").enabled and scene.find("pick-luxor").enabled


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_with_no_chain_to_buy_from_the_question_is_said_once(app, fingers, start_tiles, language) -> None:
    """A tile that founds nothing leaves no chain to buy from: the top bar asks "Ann: no chain to buy from" and
    the panel shows "Buy nothing" under it, not the question a second time."""
    app.prefs.language = language
    i18n.set_language(language)
    place(fingers, "9C")  # touches no tile
    actor = app.table.prompt().primary()
    assert app.table.prompt().kind == "buy" and isinstance(actor.decision, Confirm)
    question = actor.decision.text("Ann", i18n._)
    texts = [w.text for w in app.scene.widgets if isinstance(w, Label | Note)]
    assert texts.count(question) == 1, texts
    assert app.scene.find("confirm").text == i18n._("Buy nothing")
    assert fit.frame_problems(app) == []


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_note_that_explains_a_decision_is_said_on_the_touchscreen_the_console_and_the_phones(app, language) -> None:
    """Founding ("The founder receives one free share…"), a tie for the survivor, a holder's defunct shares ("Trade
    2 for 1 Tower: 21 left."): the engine's note, the same words in the same language on every front-end. They were
    the touchscreen's own, and a console or a phone player never read them."""
    app.prefs.language = language
    i18n.set_language(language)
    open_game(app, seed=5007)
    chance = ChanceSource(5007)
    said: dict[str, str] = {}
    while not {"found_chain", "choose_survivor", "dispose"} <= said.keys() and len(app.table.steps) < 200:
        prompt = app.table.prompt()
        actor = prompt.primary()
        if prompt.kind in ("found_chain", "choose_survivor", "choose_defunct", "dispose") and actor is not None:
            console = " ".join(hint(app.table, actor))
            assert console, prompt.kind
            with speaking(language):
                phone = build(app.table, actor.seat)["decisions"][0]["hint"]
            assert " ".join(phone.split()) == console, prompt.kind
            assert console in " ".join(shown(app).split()), prompt.kind  # its wrapped lines join back
            said[prompt.kind] = console
        app.submit(app.table.choose_random(chance))
    assert {"found_chain", "choose_survivor", "dispose"} <= said.keys(), said
    english = {"found_chain": "The founder receives one free share", "dispose": "Trade 2 for 1 "}
    for kind, start in english.items():
        assert said[kind].startswith(start) == (language == "en"), said[kind]  # translated


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_start_tile_says_which_tile_plays_first_on_every_front_end(app, language) -> None:
    """Who starts was said only once the start tiles were down ("… placed the tile nearest 1A and starts"): the rule
    is the start tile's note, so every front-end says it as the tiles are drawn; the touchscreen adds its tap."""
    app.prefs.language = language
    i18n.set_language(language)
    open_game(app)
    actor = app.table.prompt().primary()
    assert app.table.prompt().kind == "start_tile" and actor is not None
    console = " ".join(hint(app.table, actor))
    assert console == i18n._("The start tile nearest 1A plays first (the row letter first: 9A before 1B).")
    with speaking(language):
        assert " ".join(build(app.table, actor.seat)["decisions"][0]["hint"].split()) == console
    screen = " ".join(shown(app).split())
    assert console in screen and i18n._("Tap the space of your start tile.") in screen
    assert fit.frame_problems(app) == []


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_last_no_playable_tile_of_a_round_is_warned_on_every_front_end(app, language) -> None:
    """Physical tiles: a round of "No playable tile" ends the game (the blockage ruling). The player whose skip
    would complete the round reads so before tapping, on every front-end; with six players' rows in the side
    column the warning takes the tap hint's place, and "No playable tile" stays a whole button."""
    app.prefs.language = language
    i18n.set_language(language)
    open_game(app, players=["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], seed=3)
    chance = ChanceSource(3)
    while app.table.prompt().kind != "place_tile":
        app.submit(app.table.choose_random(chance))
    for _ in range(5):
        seat = app.table.prompt().player
        app.submit(NoPlayableTile(seat))
        app.submit(Buy(seat, {}))
    app.step(0)
    actor = app.table.prompt().primary()
    assert actor is not None and app.table.prompt().kind == "place_tile"
    console = " ".join(hint(app.table, actor))
    name = app.table.names[actor.seat]
    assert console == i18n._(LAST_SKIP_NOTE).format(name=name)
    with speaking(language):
        assert " ".join(build(app.table, actor.seat)["decisions"][0]["hint"].split()) == console
    screen = " ".join(shown(app).split())
    assert console in screen and i18n._("Tap a space to see what it does.") not in screen
    assert app.scene.find("board-no_playable_tile") is not None
    assert fit.frame_problems(app) == []


def test_a_long_payout_beside_a_disposal_names_every_payee_and_amount(app, monkeypatch) -> None:
    """In French at four seats the payout's whys wrapped to three rows a payee: the panel beside the disposal
    showed the first payee and half the second, and the third, paid too, was not there. Where the whys do not fit,
    each payee is told in one row with the amount; the whys stay in the result card and the log. Holders paid alike
    share one line, which leaves room for the whys here."""
    from tests.ui.drawn_texts import drawn

    i18n.set_language("fr")
    open_game(app, players=["Joueur 1", "Joueur 2", "Joueur 3", "Joueur 4"], seed=5)
    chance, table = ChanceSource(1), app.table
    while len(table.steps) < 110:  # Continental sold: Joueur 2 and Joueur 4 tied for most, a long why each
        app.submit(table.choose_random(chance))
    assert table.prompt().kind == "dispose"
    app.scene.result = None  # the step's card read and closed
    shown_texts = [d.text for d in drawn(app, monkeypatch)]
    assert "Dividendes Continental versés" in shown_texts
    # The two tied, paid alike, share one line (drawn in runs between their colour marks), and its whys fit now.
    assert "Joueur 2 et Joueur 4 reçoivent $3\xa0800 chacun" in "".join(shown_texts)
    assert not any(text.endswith("…") for text in shown_texts)


@pytest.mark.parametrize(
    ("language", "none", "two"),
    [
        ("en", "0 of 3 shares  ·  $0 of $6,000", "2 of 3 shares  ·  $400 of $6,000"),
        ("it", "0 azioni su 3  ·  $0 su $6.000", "2 azioni su 3  ·  $400 su $6.000"),
        ("fr", "0 action sur 3  ·  $0 sur $6\xa0000", "2 actions sur 3  ·  $400 sur $6\xa0000"),
    ],
)
def test_the_purchase_line_says_it_counts_shares_bought_and_the_money_to_spend(
    app, fingers, start_tiles, language, none, two
) -> None:
    """The line under the purchase read "0 sur 3  ·  $0 sur $6 000": three of what, and which money? It names the
    shares, in the form the count takes ("1 action", "2 actions"), beside the cash they are bought from."""
    app.prefs.language = language
    i18n.set_language(language)
    place(fingers, "2A")
    fingers.tap("pick-tower")
    assert app.table.prompt().kind == "buy"
    assert none in shown(app)
    fingers.tap("item-tower-plus")
    fingers.tap("item-tower-plus")
    assert two in shown(app)
    assert fit.frame_problems(app) == []
