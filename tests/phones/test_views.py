"""A seat's view: its own decisions and secrets, the public state, in the phone's language, nothing of others."""

from __future__ import annotations

import json
from typing import Any

from companion.core import PUBLIC, ChanceSource, Prompt, Table
from companion.core.decisions import Actor, Amount, Basket, Confirm, Dice, Entry, Pick
from companion.core.dice import Die
from companion.core.game import ActionRange
from companion.games import get
from companion.games.bigshot.actions import Loan
from companion.games.steam_barons.actions import CompanyOrder, FirstPlayer
from companion.games.tiny.actions import Roll
from companion.phones.views import build, money_format, no_game, shape, speaking, translator, waiting
from companion.registry import spec
from companion.text.baskets import NOTHING
from companion.text.i18n import _, language
from companion.text.summary import render
from tests.mad_market_positions import short_of_a_company
from tests.walks import played_until

from .conftest import acquire_buying, mad_market_at, steam_barons_selling, tiny

KEYS = {"moment", "game", "seat", "name", "colour", "texts", "turn", "yours", "decisions", "private", "public"}


def text(view: dict[str, Any]) -> str:
    return json.dumps(view, ensure_ascii=False)


def own_lines(table: Table[Any], seat: int) -> list[str]:
    """The lines of ``seat``'s own text view that the public view does not have: what only it may see."""
    public = set(render(table.game.name, table.summary(PUBLIC), None))
    return [line.strip() for line in render(table.game.name, table.summary(seat), seat) if line not in public]


def acquire(open_holdings: bool) -> Table[Any]:
    """Acquire after Ann has bought a Tower share (the first chain founded), Ben to play."""
    table = acquire_buying(open_holdings)
    actor = table.prompt().primary()
    assert actor is not None and isinstance(actor.decision, Basket)
    table.submit(actor.decision.make({"tower": 1}))
    return table


def test_a_view_has_every_field_of_the_protocol() -> None:
    table = tiny()
    view = build(table, 1)
    assert set(view) == KEYS | {"recent", "over", "waiting", "standing"}
    assert view["seat"] == 1 and view["name"] == "Ben" and view["moment"] == table.stamp.moment
    assert view["yours"] is True and view["turn"] == "Choose in secret"
    assert json.loads(text(view)) == view  # plain JSON


def test_hidden_holdings_never_reach_another_seat() -> None:
    table = acquire(open_holdings=False)
    anns = own_lines(table, 0)
    assert anns and any("Tower" in line for line in anns)
    ann, ben, cat = (build(table, seat) for seat in range(3))
    assert ann["private"] == anns
    for other in (ben, cat):
        assert not any(line in text(other) for line in anns)
        assert other["private"] == own_lines(table, other["seat"])
    assert not any("Tower 1" in line for line in ben["public"] + ben["private"])
    assert any("hidden" in line for line in ben["public"])


def test_open_holdings_are_public_and_nobody_has_private_lines() -> None:
    table = acquire(open_holdings=True)
    views = [build(table, seat) for seat in range(3)]
    assert all(view["private"] == [] for view in views)
    assert all(view["public"] == views[0]["public"] for view in views)


def test_hidden_money_is_its_owners_only() -> None:
    table = Table.new(
        spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3, "hidden_money": True}, created="x"
    )
    views = [build(table, seat) for seat in range(3)]
    for seat, view in enumerate(views):
        assert len(view["private"]) == 1 and view["private"][0].startswith(f"{seat + 1}. ")
        assert "cash 10M" in " ".join(view["private"][0].split())  # its figure aligned under the others' "hidden"
        assert not any("cash 10M" in " ".join(line.split()) for line in view["public"])


def test_a_sealed_sale_is_its_sellers_only_until_the_reveal() -> None:
    table = steam_barons_selling()
    ann_before = build(table, 0)
    [secret] = ann_before["decisions"]
    assert secret["kind"] == "secret" and secret["sealed"] and secret["done"] is False
    assert secret["inner"]["kind"] == "basket" and [item["key"] for item in secret["inner"]["items"]] == ["orange"]
    assert [item["key"] for item in build(table, 1)["decisions"][0]["inner"]["items"]] == ["green"]
    assert build(table, 2)["decisions"] == []
    ann_actor = table.prompt().actor(0)
    assert ann_actor is not None
    table.submit(ann_actor.decision.inner.make({"orange": 1}))  # type: ignore[attr-defined]
    ann, ben, cat = (build(table, seat) for seat in range(3))
    assert ann["decisions"] == [
        {"side": False, "question": secret["question"], "sealed": True, "kind": "secret", "inner": None, "done": True}
    ]
    assert ann["yours"] is False and ann["turn"] == "Waiting for Ben to choose in secret"
    sealed_lines = own_lines(table, 0)
    assert sealed_lines and all(line in ann["private"] for line in sealed_lines)
    for other in (ben, cat):
        assert not any(line in text(other) for line in sealed_lines)
        assert other["recent"] == ann["recent"] == table.step_sentences(-1, _)
    assert ben["turn"] == "Choose in secret" and ben["yours"] is True
    kept = steam_barons_selling()  # the same game where Ann seals that she keeps her share
    kept_actor = kept.prompt().actor(0)
    assert kept_actor is not None
    kept.submit(kept_actor.decision.inner.make({"orange": 0}))  # type: ignore[attr-defined]
    assert build(kept, 1) == ben and build(kept, 2) == cat  # nothing of Ann's choice reaches the others
    assert build(kept, 0)["private"] != ann["private"]
    ben_actor = table.prompt().actor(1)
    assert ben_actor is not None
    table.submit(ben_actor.decision.inner.make({"green": 0}))  # type: ignore[attr-defined]
    revealed = build(table, 2)
    assert any("Orange" in line for line in revealed["recent"])  # the reveal shows in the recent sentences


def test_the_seats_still_choosing_in_secret_are_listed_as_the_language_lists_them() -> None:
    table = steam_barons_selling()  # Ann and Ben choose their sales, Cat holds nothing to sell
    assert build(table, 2)["turn"] == "Waiting for Ann and Ben to choose in secret"
    with speaking("it"):
        assert build(table, 2)["turn"] == "In attesa che Ann e Ben scelgano in segreto"
    with speaking("fr"):
        assert build(table, 2)["turn"] == "En attente du choix secret d'Ann et Ben"


def test_a_view_speaks_the_phones_language_and_leaves_the_screens() -> None:
    table = tiny()
    with speaking("it"):
        italian = build(table, 0)
    english = build(table, 0)
    assert language() == "en"
    assert italian["texts"]["language"] == "Lingua" and english["texts"]["language"] == "Language"
    assert italian["decisions"][0]["inner"]["options"][0]["label"] == "dispari"
    assert translator("fr")("Language") != "Language" and translator("xx")("Language") == "Language"


def test_each_decision_kind_is_drawn_for_its_seat() -> None:
    table = tiny()
    for seat in (0, 1):
        table.submit(table.prompt().actor(seat).decision.inner.options[0].action)  # type: ignore[union-attr]
    table.submit(Roll(white=3, black=4))
    [bid] = build(table, 1)["decisions"]
    assert bid["kind"] == "amount" and (bid["low"], bid["high"]) == (1, 6) and bid["quick"] == [1, 6]
    assert bid["others"] == [{"key": "pass", "label": "Pass", "detail": ""}] and bid["button"] and bid["limit"] is None
    assert build(table, 0)["decisions"] == []
    start = Table.new(spec("acquire").game, {"players": ["Ann", "Ben"], "seed": 4}, created="x")
    board = build(start, 0)["decisions"][0]
    assert (
        board["kind"] == "pick"
        and board["board"] is True
        and board["options"][0]
        == {
            "key": "1A",
            "label": "1A",
            "detail": "",
            "enabled": True,
            "explained": ["Ann's start tile: 1A"],  # shown when the square is tapped, before it is sent
        }
    )
    buying = acquire_buying()
    main, side = build(buying, 0)["decisions"]
    assert main["kind"] == "basket" and main["side"] is False and main["budget"] == 6000
    assert main["items"] == [
        {
            "key": "tower",
            "label": "Tower",
            "low": 0,
            "high": 3,
            "step": 1,
            "initial": 0,
            "price": 400,
            "price_text": "$400",
            "cost": 400,
            "receives": False,
            "least": None,
            "least_note": "",
            "note": "",
            "limit": "at most 3 shares a turn",
            "quick": [],
        }
    ]
    assert main["money"] == {"before": "$", "after": "", "group": ","}
    with speaking("it"):
        assert money_format("$") == {"before": "$", "after": "", "group": "."}
    assert money_format("M") == {"before": "", "after": "M", "group": ""}
    assert main["others"] == [{"key": "none", "label": "Buy nothing", "detail": ""}]
    assert side["kind"] == "confirm" and side["side"] is True and side["button"]
    dice = Dice("{name}: roll", dice=(Die("white", "white"), Die("black", "black", 8)), cls=Roll)
    assert shape(table, dice, Actor(0, dice)) == {
        "kind": "dice",
        "dice": [
            {"key": "white", "name": "white", "label": "White die", "low": 1, "high": 6},
            {"key": "black", "name": "black", "label": "Black die", "low": 1, "high": 8},
        ],
        "button": "Confirm",
        "button_template": "Enter {faces}",
    }
    listed = Pick("{name}: choose")
    assert shape(table, listed, Actor(0, listed)) == {"kind": "pick", "board": False, "options": []}
    entry = Entry("Place the cubes")
    assert shape(table, entry, Actor(0, entry)) == {"kind": "entry", "text": "Enter this on the table's screen."}


def first_basket(game: str, kind: str, seed: int = 4) -> tuple[Table[Any], Basket, dict[str, Any]]:
    """A new game of ``game`` played at random until the prompt ``kind``: its table, basket and view of it."""
    table = Table.new(spec(game).game, {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="x")
    chance = ChanceSource(seed)
    for _move in range(2000):
        actor = table.prompt().primary()
        if table.prompt().kind == kind and actor is not None and actor.seat is not None:
            assert isinstance(actor.decision, Basket)
            shown = next(d for d in build(table, actor.seat)["decisions"] if not d["side"])
            return table, actor.decision, shown
        table.submit(table.choose_random(chance))
    raise AssertionError(f"no {kind} in {game}")


def test_a_basket_says_which_confirms_the_rules_take() -> None:
    """What the touchscreen greys its basket's confirm for, a page learns: Acquire's purchase as first shown
    (nothing bought) is no answer, Mad Market's trade takes one line and says why in the phone's language,
    and Steam Barons' build counts the tile's cost chosen, not a price, in its button's cost."""
    buying = acquire_buying()
    main = build(buying, 0)["decisions"][0]
    assert main["initial_allowed"] is False and main["lines"] is None and main["lines_note"] == ""
    assert main["total_cap"] == 3 and main["cap_note"] == "at most 3 in all"
    with speaking("it"):
        assert build(buying, 0)["decisions"][0]["cap_note"] == translator("it")("at most {cap} in all").format(cap=3)
    assert all(item["cost"] == item["price"] for item in main["items"])
    table, trade, shown = first_basket("mad_market", "open")
    assert shown["initial_allowed"] is False and shown["lines"] == 1
    with speaking("it"):
        italian = next(d for d in build(table, table.prompt().player)["decisions"] if not d["side"])
    assert italian["lines_note"] == translator("it")(trade.lines_note) != trade.lines_note
    prompt, seat, debt, least = mad_market_at(debt=True)
    actor = prompt.actor(seat)
    assert actor is not None
    first = next(item for item in debt.items if item.high > item.low)
    line = next(item for item in shape(table, debt, actor)["items"] if item["key"] == first.key)
    assert line["least"] == least and line["least_note"] == f"Choose 0 or a number from {least} to {first.high}."
    _table, building, shown = first_basket("steam_barons", "build")
    costs = {item["key"]: item["cost"] for item in shown["items"]}
    assert costs == {"cost": 1, "completes_link": 0}
    tile = next(item for item in building.items if item.key == "cost")
    chips = next(item["quick"] for item in shown["items"] if item["key"] == "cost")
    assert chips and chips[0] == {"label": "+$1", "amount": 1, "adds": True} and len(chips) == len(tile.quick)
    assert [item["limit"] for item in shown["items"] if item["key"] == "cost"] == [
        tile.limit.say() if tile.limit else None
    ]
    assert shown["initial_allowed"] is building.allows({item.key: item.initial for item in building.items})


def test_a_yes_or_no_line_carries_its_toggles_words_in_the_phones_language() -> None:
    """Steam Barons' "completes a link" is a switch: the page shows one toggle, with "yes" and "no" as the
    table says them; a count's line has no such words."""
    table, _building, _shown = first_basket("steam_barons", "build")
    seat = table.prompt().player
    with speaking("fr"):
        shown = next(d for d in build(table, seat)["decisions"] if not d["side"])
    lines = {item["key"]: item for item in shown["items"]}
    link = lines["completes_link"]
    assert (link["switch"], link["yes"], link["no"]) == (True, translator("fr")("yes"), translator("fr")("no"))
    assert link["yes"] == "oui"
    assert "switch" not in lines["cost"]


def side_views_until_allowed(table: Table[Any], chance: ChanceSource) -> tuple[dict[str, Any], dict[str, Any]]:
    """The phone's side confirm of the seat on turn: the last view before the rules allow it, and the first after.

    Random legal moves, never the side action itself: the view is read before each move.
    """
    refused: dict[str, Any] | None = None
    for _move in range(2000):
        assert not table.over, "the game ended before its side confirm was allowed"
        sides = [actor for actor in table.prompt().actors if actor.side and isinstance(actor.decision, Confirm)]
        if sides:
            [actor] = sides
            assert actor.seat is not None and isinstance(actor.decision, Confirm)
            [shown] = [d for d in build(table, actor.seat)["decisions"] if d["side"]]
            shown["said"] = actor.decision.text(table.names[actor.seat], _)
            if actor.decision.action is not None:
                assert refused is not None, "allowed from its first showing: nothing was refused"
                return refused, shown
            refused = shown
        table.submit(table.choose_random(chance))
    raise AssertionError("the side confirm was never allowed in 2000 moves")


def test_a_confirm_the_rules_refuse_now_is_shown_unavailable_with_the_reason() -> None:
    # Acquire offers "Declare end" to the seat on turn before the rules allow it (its showing must not announce
    # the end): its confirm has no action then, and its question is the refusal. The touchscreen shows that
    # sentence and no button to press; the phone shows it with the button disabled, never one that only refuses.
    table = Table.new(spec("acquire").game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    before, after = side_views_until_allowed(table, ChanceSource(4))
    assert before["kind"] == "confirm" and before["button"] == "Declare end"
    assert before["enabled"] is False
    assert before["question"] == before["said"] and "cannot be declared yet" in before["question"]
    assert after["kind"] == "confirm" and after["button"] == "Declare end"
    assert after["enabled"] is True and after["question"].endswith(": declare the end of the game")
    refused = Confirm("{name}: not yet", button="Declare end")
    assert shape(table, refused, Actor(0, refused, side=True))["enabled"] is False


def test_no_game_has_the_same_fields() -> None:
    view = no_game("fr")
    assert set(view) >= KEYS and view["decisions"] == [] and view["texts"]["language"] != "Language"


def test_a_question_names_the_games_pieces_in_the_phones_language() -> None:
    """Steam Barons asks "{name}: bid for {company}" with the company's N_ name: "Bianco" on an Italian phone."""
    game = spec("steam_barons").game
    table = Table.new(game, game.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 4}), created="x")
    table.submit(
        game.actions.decode({"type": "company_order", "order": ["white", "wood", "green", "brown", "black", "orange"]})
    )
    table.submit(game.actions.decode({"type": "first_player", "player": 1}))
    with speaking("it"):
        italian = build(table, 1)
    assert [d["question"] for d in italian["decisions"]] == ["Ben: offerta per Bianco"]
    assert [d["question"] for d in build(table, 1)["decisions"]] == ["Ben: bid for White"]


def test_a_decision_is_known_by_the_same_identity_in_every_language() -> None:
    """A page keeps a half-set answer while the decision's identity stays: a language switched must not change it
    (the page keyed its drafts on the question as shown, and a switch to Italian lost a half-set basket)."""
    table = acquire_buying()
    with speaking("it"):
        italian = build(table, 0)["decisions"]
    english = build(table, 0)["decisions"]
    assert [d["question"] for d in italian] != [d["question"] for d in english]
    assert [d["identity"] for d in italian] == [d["identity"] for d in english]
    assert all(d["identity"] for d in english)


def test_mad_markets_trade_lines_and_guards_read_in_the_phones_language() -> None:
    """A trade's lines are phrases with the stock's name, and hiring guards counts "guards": both once reached an
    Italian phone in English ("buy Logistics", "1 – 16 guards")."""
    game = spec("mad_market").game
    table = Table.new(game, game.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 4}), created="x")
    chance = ChanceSource(4)
    seen: set[str] = set()
    while {"basket", "amount"} - seen and not table.over:
        actor = table.prompt().primary()
        if actor is not None and actor.seat is not None and actor.decision.kind in ("basket", "amount"):
            with speaking("it"):
                shown = next(d for d in build(table, actor.seat)["decisions"] if not d["side"])
            if shown["kind"] == "basket":
                labels = [item["label"] for item in shown["items"]]
                assert labels and all(label.split()[0] in ("compra", "vendi") for label in labels), labels
                assert not any("Logistics" in label or "Pharma" in label for label in labels), labels
                seen.add("basket")
            elif shown["kind"] == "amount" and "guard" in str(actor.decision.unit):
                assert shown["unit"] == "guardie"
                seen.add("amount")
        table.submit(table.choose_random(chance))
    assert seen == {"basket", "amount"}


def test_a_bid_with_hidden_cash_offers_no_chip_for_the_rules_ceiling() -> None:
    config = {"players": ["Ann", "Ben", "Cat"], "seed": 4, "hidden_money": True}
    table = Table.new(spec("bigshot").game, config, created="x")
    played_until(table, "bid", 2)
    seat = table.prompt().player
    bid = build(table, seat)["decisions"][0]
    assert bid["kind"] == "amount" and bid["high"] == 999  # hidden cash may bid beyond it: the engine's range
    assert bid["quick"] == [bid["low"]]  # a tap on "999" would bid it: no such chip


def test_an_amounts_chips_say_it_as_the_game_writes_money() -> None:
    """A French Big Shot bid read "1" and "9" on its chips beside "Offrir 1M": each chip's words are now the
    amount as the game writes it, in the phone's language, where the touchscreen and the console write "1M"."""
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    played_until(table, "bid", 2)
    seat = table.prompt().player
    with speaking("fr"):
        bid = build(table, seat)["decisions"][0]
    assert bid["kind"] == "amount" and len(bid["quick"]) == 2
    assert bid["quick_text"] == {str(amount): f"{amount}M" for amount in bid["quick"]}
    table = tiny()  # a unit of no money: the bare number, as the game writes it
    for seat in (0, 1):
        table.submit(table.prompt().actor(seat).decision.inner.options[0].action)  # type: ignore[union-attr]
    table.submit(Roll(white=3, black=4))
    [bid] = build(table, 1)["decisions"]
    assert bid["quick_text"] == {"1": "1", "6": "6"}


def test_an_amount_without_its_own_words_is_named_as_the_touchscreen_names_it() -> None:
    """The touchscreen's confirm reads "Bid 5M" (or "Confirm 3"); the phone's read "Send"."""
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    played_until(table, "bid", 2)
    seat = table.prompt().player
    bid = build(table, seat)["decisions"][0]
    assert bid["button_template"] == "Bid {amount}" and bid["money"] == {"before": "", "after": "M", "group": ""}
    with speaking("it"):
        italian = build(table, seat)["decisions"][0]
    assert italian["button_template"] == translator("it")("Bid {amount}") != "Bid {amount}"
    count = Amount("{name}: how many?", range=ActionRange(Roll, "white", 1, 6))
    assert shape(table, count, Actor(seat, count))["button_template"] == "Confirm {value}"


def test_an_amount_of_shares_at_a_price_gives_the_page_what_its_total_needs() -> None:
    """Steam Barons' purchase: "Buy {value} for {cost}", its price and how to write the total ("$"), so the page's
    button reads "Buy 2 for $18" as the touchscreen's does; a bid, its own money, has no price."""
    table = Table.new(spec("steam_barons").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="x")
    played_until(table, "buy", 3)
    seat, price = table.prompt().player, table.prompt().data["price"]
    buy = build(table, seat)["decisions"][0]
    assert buy["button_template"] == "Buy {value} for {cost}"
    assert buy["price"] == price and buy["price_money"] == money_format("$") == {
        "before": "$",
        "after": "",
        "group": ",",
    }
    with speaking("fr"):
        assert build(table, seat)["decisions"][0]["button_template"] == "Acheter {value} pour {cost}"
    bids = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    played_until(bids, "bid", 2)
    bid = build(bids, bids.prompt().player)["decisions"][0]
    assert "price" not in bid and "price_money" not in bid


def test_the_loan_left_to_a_seat_of_two_colours_names_its_colour_on_the_phone() -> None:
    """Two players: once Ann's red has borrowed, her yellow's loan is a confirm of its own; its button names yellow."""
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben"], "seed": 4}, created="x")
    played_until(table, "roll", 3)
    table.submit(Loan(0, "red"))
    for code in ("en", "it", "fr"):
        with speaking(code):
            [loan] = [d for d in build(table, 0)["decisions"] if d["side"]]
            words = translator(code)("Take the loan for {color}").format(color=translator(code)("yellow"))
        assert loan["kind"] == "confirm" and loan["button"] == words
        assert translator(code)("yellow") in loan["button"]


def test_a_takeover_rounds_sentence_names_the_defender_on_every_phone_language() -> None:
    """A phone's "what just happened" reads the log's sentence, which names whose guards defend the company."""
    from companion.games.mad_market import GAME
    from companion.games.mad_market import actions as mm

    table = Table.new(GAME, {"players": ["Zoé", "Bruno"], "board": "standin", "seed": 1}, created="2026-01-01")
    for action in (
        *(mm.StartRoll(0, 6), mm.StartRoll(1, 1)),
        *(step for seat in (0, 1) for step in (mm.Roll(seat, 3, 3), mm.HireGuards(seat, 2), mm.EndTurn(seat))),
        *(mm.Roll(0, 2, 4), mm.BuyCompany(0), mm.EndTurn(0)),  # Zoé buys IT-1 and stands on it
        *(mm.Roll(1, 1, 5), mm.Takeover(1), mm.FightRoll(5, 2)),  # Bruno lands there and fights for it
    ):
        table.submit(action)
    said = {}
    for code in ("en", "fr", "it"):
        with speaking(code):
            said[code] = build(table, 0)["recent"]
    assert said["en"] == ["White 5, black 2: Bruno has 2 guards left, Zoé 1 defending guard left."]
    assert said["fr"] == ["Blanc 5, noir 2 : il reste 2 vigiles à Bruno et 1 vigile en défense à Zoé."]
    assert said["it"] == ["Bianco 5, nero 2: restano 2 guardie a Bruno e 1 guardia in difesa a Zoé."]


def test_the_tables_lines_keep_every_players_fields_in_one_column_with_long_names() -> None:
    # The phone shows the console's lines in one width of letter: "Marie-Hélène" overflowed Big Shot's 10-letter
    # column there too, her colour and cash one column right of everyone else's.
    names = ["Maximilienne", "Bo", "Marie-Hélène", "Bartholomew-Alexandre"]
    table = Table.new(get("bigshot"), {"players": names}, created="x")
    chance = ChanceSource(5)
    for _step in range(60):
        table.submit(table.choose_random(chance))
    public = build(table, 1)["public"]
    cash = _("cash {cash}").split("{")[0]
    rows = [
        next(line for line in public if line[3:].startswith(f"{seat + 1}. {name}")) for seat, name in enumerate(names)
    ]
    rows[-1] = public[public.index(rows[-1]) + 1]  # the longest name on a row of its own, its fields below
    assert len({row.index(cash) for row in rows}) == 1, public


def test_an_alternative_the_rules_refuse_now_is_greyed_with_its_reason() -> None:
    """Mad Market's items beside the trade basket: one too dear for the cash is sent disabled with the engine's
    reason, in the phone's language; one the cash pays is sent as before."""
    table, _basket, shown = first_basket("mad_market", "open")
    seat = table.prompt().player
    name = table.names[seat]
    cash = table.summary(seat)["players"][seat]["cash"]
    others = {other["key"]: other for other in shown["others"]}
    assert others["item-jet"]["enabled"] is False
    assert others["item-jet"]["preview"] == f"{name} has {cash:,} and cannot pay 2,000."
    # one the cash pays is live, with what it would do under it (the game's words), as the console lists it
    assert "enabled" not in others["item-limousine"]
    assert others["item-limousine"]["preview"] == f"{cash - 200:,} left, 1 of 35 VP"
    with speaking("it"):
        italian = {o["key"]: o for o in next(d for d in build(table, seat)["decisions"] if not d["side"])["others"]}
    assert italian["item-jet"]["preview"] != others["item-jet"]["preview"] and "2.000" in italian["item-jet"]["preview"]


def test_the_phones_translator_speaks_its_language_whole() -> None:
    # A bare catalog's gettext, it gave an Italian phone "3 shares" and "6,000" in Italian sentences.
    from companion.core.i18n import fill
    from companion.text import i18n
    from companion.text.i18n import COUNTED

    assert translator("it") is i18n.translator("it") and translator("xx") is i18n.translator("en")
    assert fill(COUNTED["shares"], {"count": 3}, translator("it")) == "3 azioni"
    assert fill("{cash:,}", {"cash": 6000}, translator("it")) == "6.000"
    assert i18n.language() == "en"


def test_a_game_on_a_stand_in_says_so_at_the_head_of_the_tables_lines_in_the_phones_language() -> None:
    """A phone reads the table's numbers as the console does: a game on a stand-in (a board or a card whose numbers
    are not the box's) heads them with the engine's own words, in the phone's language; the owner's tables, none."""
    for name in ("mad_market", "steam_barons", "bigshot"):
        game = get(name)
        table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
        (words,) = game.stand_ins(table.header.config)
        for code in ("en", "fr", "it"):
            with speaking(code):
                view = build(table, 1)
            assert view["public"][0] == "   " + translator(code)(words), (name, code)
            assert translator(code)(words) not in " ".join(view["private"])  # said once, with the numbers
        assert language() == "en"
        ((key, printed, _words),) = game.printed
        owners = printed.packaged_table()
        owners["calibrated"] = True
        calibrated = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "seed": 4, key: owners}, created="x")
        with speaking("fr"):
            shown = text(build(calibrated, 1))
        assert translator("fr")(words) not in shown and "provisoire" not in shown


def test_a_phone_says_where_the_owners_numbers_go_not_a_settings_it_has_not() -> None:
    """A phone has no Settings: under a stand-in's words it says the owner types the box's numbers on the table's
    screen, in the phone's language, and nothing of a "Settings" of its own; the owner's tables, neither."""
    where = "The owner types the box's numbers under Settings on the table's screen; new games use them."
    for name in ("mad_market", "steam_barons", "bigshot"):
        game = get(name)
        table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
        for code in ("en", "fr", "it"):
            with speaking(code):
                public = build(table, 1)["public"]
            said = translator(code)(where)
            assert said != "" and (code == "en" or said != where), code
            assert public[1] == "   " + said, (name, code)
            assert sum(translator(code)("Settings") in line for line in public) == 1, (name, code)
        ((key, printed, _words),) = game.printed
        owners = printed.packaged_table()
        owners["calibrated"] = True
        calibrated = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "seed": 4, key: owners}, created="x")
        assert not any("Settings" in line for line in build(calibrated, 1)["public"])


def test_a_sealed_sales_lines_say_the_sellers_own_holding_in_the_phones_language() -> None:
    """A basket line's note that names a number (a Phrase) is said in the phone's language with its plural, where it
    was looked up as a bare text: "you hold 1 share" on an Italian phone, or its English wording."""
    table = steam_barons_selling()
    held = table.state.shares.seats[0]["orange"]
    [item] = build(table, 0)["decisions"][0]["inner"]["items"]
    assert item["note"] == ("you hold 1 share" if held == 1 else f"you hold {held} shares")
    with speaking("it"):
        [item] = build(table, 0)["decisions"][0]["inner"]["items"]
    assert item["note"] == ("possiedi 1 azione" if held == 1 else f"possiedi {held} azioni")


def test_a_sales_total_says_what_is_kept_and_received_in_the_phones_language() -> None:
    """A sale's basket hands the page the touchscreen's words for its total ("you keep {rest} of {cap}", "you
    receive {amount}"), in the phone's language; a purchase has neither, and keeps its plain sum."""
    table, sale, shown = first_basket("acquire", "dispose")
    assert sale.receives
    cap = sale.total_cap
    assert cap is not None
    assert shown["sums"] == {"receive": "you receive {amount}"}
    assert shown["counted"] == [f"you keep {cap - n} of {cap}" for n in range(cap + 1)]
    with speaking("fr"):
        french = next(d for d in build(table, table.prompt().primary().seat)["decisions"] if not d["side"])  # type: ignore[union-attr]
    assert french["sums"]["receive"] == translator("fr")("you receive {amount}") != shown["sums"]["receive"]
    assert french["counted"][0] == f"vous en gardez {cap} sur {cap}"
    buying = build(acquire_buying(), 0)["decisions"][0]
    assert buying["sums"] == {"budget": "{cost} of {budget}"}  # a purchase against the cash, as the touchscreen


def test_a_purchases_count_is_said_with_the_languages_plural_for_each_count() -> None:
    """The page cannot choose a language's plural: a purchase's "2 of 3 shares" comes said for each count, "1
    action sur 3" and "2 actions sur 3" on a French phone, where one template would read "1 actions"."""
    table = acquire_buying()
    assert build(table, 0)["decisions"][0]["counted"] == [
        "0 of 3 shares",
        "1 of 3 shares",
        "2 of 3 shares",
        "3 of 3 shares",
    ]
    with speaking("fr"):
        assert build(table, 0)["decisions"][0]["counted"][1:3] == ["1 action sur 3", "2 actions sur 3"]


def test_the_end_says_who_won_in_the_phones_language() -> None:
    """At the end a phone's headline said "La partita è finita" and no more: the winner was a line at the foot of
    the table's view, forty lines down. It says who won, in the phone's language."""
    table = Table.new(spec("bigshot").game, {"players": ["Anna", "Bruno", "Carla"], "seed": 7}, created="x")
    played_until(table, lambda table: table.over, 7)
    [winner] = table.summary(PUBLIC)["winners"]
    name = table.names[winner]
    assert build(table, 1)["turn"] == f"The game is over. {name} wins."
    with speaking("it"):
        assert build(table, 1)["turn"] == f"La partita è finita. Vince {name}."


def test_a_debts_sale_says_its_money_is_received_and_a_trade_says_each_way() -> None:
    """Mad Market's debt is paid by selling shares: its total is money the debtor receives ("you receive 30"), where
    the phone and the touchscreen wrote a bare total as if the debtor paid it. The open trade buys and sells: the
    phone read a plain "Σ 300" where the touchscreen says "you pay 300" or "you receive 200"; it has the same words
    now, each of its lines saying which way its money goes."""
    table, trade, shown = first_basket("mad_market", "open")
    assert not trade.receives
    assert shown["sums"] == {"pay": "you pay {amount}", "receive": "you receive {amount}", "nothing": NOTHING}
    assert {item["receives"] for item in shown["items"]} == {True, False}
    assert all(
        item["receives"] == trade.receiving(line) for item, line in zip(shown["items"], trade.items, strict=True)
    )
    with speaking("it"):
        seat = table.prompt().primary().seat  # type: ignore[union-attr]
        italian = next(d for d in build(table, seat)["decisions"] if not d["side"])  # type: ignore[arg-type]
    assert italian["sums"]["pay"] == translator("it")("you pay {amount}") != "you pay {amount}"
    prompt, seat, debt, _least = mad_market_at(debt=True)
    actor = prompt.actor(seat)
    assert actor is not None and debt.receives
    assert shape(table, debt, actor)["sums"] == {"receive": "you receive {amount}"}


def test_a_phone_with_nothing_to_do_names_whom_it_waits_for_once() -> None:
    """The phone read "Waiting for the others" under "Ann to play", then "Waiting for Ann" under it: the name said
    twice. Where the headline names whom the table waits for, the line under it says nothing; it names the one seat
    waited for only where the headline does not ("Waiting for Cat"), "the others" for several."""
    table = Table.new(spec("acquire").game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    chance = ChanceSource(4)
    while len(table.prompt().seats) != 1:
        table.submit(table.choose_random(chance))
    [mover] = table.prompt().seats
    other = (mover + 1) % 3
    name = table.names[mover]
    shown = build(table, other)
    assert shown["turn"] == f"{name} to play" and shown["waiting"] == ""
    with speaking("it"):
        shown = build(table, other)
        assert name in shown["turn"] and shown["waiting"] == ""
    table = tiny()  # both seats choose in secret: the one that has chosen waits for the other, named once
    table.submit(table.prompt().actor(0).decision.inner.options[0].action)  # type: ignore[union-attr]
    shown = build(table, 0)
    assert shown["turn"] == f"Waiting for {table.names[1]} to choose in secret" and shown["waiting"] == ""
    several = Prompt(1, "move", actors=(Actor(1, Confirm("go")), Actor(2, Confirm("go"))))
    assert waiting(several, ["Ann", "Ben", "Cat"], 0) == ""  # "Ben, Cat to play" names them
    assert waiting(several, ["Ann", "Ben", "Cat"], 1) == "Waiting for Cat"  # not for itself
    assert translator("it")("Waiting for {name}") != "Waiting for {name}"
    table_decides = Prompt(1, "move", actors=())
    assert waiting(table_decides, ["Ann", "Ben", "Cat"], 0) == "Waiting for the others"


def test_a_bid_says_once_what_the_seat_can_pay() -> None:
    """A Mad Market bid read "High bid 1 by Ben · can pay 400" above the number and "Cat can pay at most 400" under
    it, then "da 2 a 400" and "può pagare al massimo 400": the same 400 said twice. The range ends at what the seat
    can pay, so it says it alone, as the touchscreen leaves its "can pay at most" line out when the cap is the top;
    the line above names the bid to beat. A bid without a limit (Big Shot's) keeps "can pay" beside the bid."""
    table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    chance = ChanceSource(4)
    while True:
        actor = table.prompt().primary()
        if actor is not None and isinstance(actor.decision, Amount) and actor.decision.high_bid is not None:
            break
        table.submit(table.choose_random(chance))
    assert actor.seat is not None and actor.decision.cap is not None and actor.decision.limit is not None
    for code in ("en", "it", "fr"):
        with speaking(code):
            bid = build(table, actor.seat)["decisions"][0]
            assert bid["range_text"] == _("{low} to {high}").format(low="2", high="400"), code
            assert bid["limit"] is None, code
            said = " ".join((bid["standing"], bid["range_text"]))
            assert said.count("400") == 1, said
            bidder = table.names[actor.decision.high_bidder or 0]
            assert bid["standing"] == _("High bid {amount} by {name}").format(amount="1", name=bidder)
    big_shot = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    played_until(big_shot, "bid", 2)
    first = build(big_shot, big_shot.prompt().player or 0)["decisions"][0]
    assert first["limit"] is None and first["standing"] == "No bid yet  ·  can pay 10M"


def test_a_company_its_lander_cannot_pay_for_says_why_on_every_phone_language() -> None:
    """A phone's "what just happened" said only "MED-1 est à vendre pour 260.", not why nobody was asked."""
    from companion.games.mad_market import GAME
    from companion.games.mad_market import actions as mm

    position = short_of_a_company()
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "board": "standin", "position": position}, created="x")
    table.submit(mm.Roll(0, 4, 3))
    said = {}
    for code in ("en", "fr", "it"):
        with speaking(code):
            said[code] = build(table, 1)["recent"][-1]
    assert said["en"] == "IT-2 is for sale at 180; Ann has only 100 and cannot buy it."
    assert said["fr"] == "IT-2 est à vendre pour 180 ; Ann n'a que 100 et ne peut pas l'acheter."
    assert said["it"] == "IT-2 è in vendita a 180; Ann ha solo 100 e non può comprarla."


def test_a_company_sold_to_the_state_says_its_price_once_on_every_phone_language() -> None:
    """Mad Market's "sell IT-1 to the state (90)" beside a trade had "90" again under it on a phone: the option's
    money is said once, in its label, as the touchscreen words it ("Sell IT-1 for 90")."""
    table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "seed": 5}, created="x")

    def selling(table: Table[Any]) -> bool:
        actor = table.prompt().primary()
        return actor is not None and any(o.key.startswith("company-") for o in getattr(actor.decision, "others", ()))

    played_until(table, selling, 5)
    seat = table.prompt().primary().seat  # type: ignore[union-attr]
    for code in ("en", "it", "fr"):
        with speaking(code):
            shown = next(d for d in build(table, seat)["decisions"] if not d["side"])  # type: ignore[arg-type]
        sale = next(o for o in shown["others"] if o["key"].startswith("company-"))
        item = next(o for o in shown["others"] if o["key"] == "item-limousine")
        # in the touchscreen's words, "Sell LOG-1 for 50", "Limousine: 1 VP for 200": the price in the label only
        for option, price in ((sale, sale["label"].rsplit(" ", 1)[-1]), (item, "200")):
            assert price.isdigit() and (option["label"] + " " + option["detail"]).count(price) == 1, (code, option)
            assert option["detail"] == "", (code, option)


def test_a_trades_line_that_cannot_move_says_why_on_every_phone_language() -> None:
    """Mad Market's trade on a phone: a sell line of a stock the seat holds none of had its "+" greyed and nothing
    beside it, where the touchscreen's line says "none to sell"; a line that can move says nothing of the kind."""
    table, trade, shown = first_basket("mad_market", "open")
    seat = trade.fixed["player"]
    for code in ("en", "it", "fr"):
        with speaking(code):
            view = next(d for d in build(table, seat)["decisions"] if not d["side"])
        lines = {item["key"]: item for item in view["items"]}
        closed = [line for line in trade.items if line.key.startswith("sell-") and line.high == 0]
        assert closed, "a new game's seat holds no share"
        for line in closed:
            assert lines[line.key]["note"] == translator(code)("none to sell"), (code, lines[line.key])
        assert all(lines[line.key]["note"] == "" for line in trade.items if line.high > 0), code


def test_a_wrapped_share_list_goes_on_under_its_first_share_on_the_holders_phone() -> None:
    """ "Continental 1", the end of a share list wrapped, stood at the edge under "> 1. Anna": a line of its own."""
    table = Table.new(
        get("acquire"), {"players": ["Anna", "Ben", "Cat", "Dan"], "seed": 4, "open_holdings": False}, created="x"
    )

    def wrapped(table: Table[Any]) -> bool:
        lines = build(table, 0)["private"]
        return len(lines) > 1 and lines[1].startswith(" ")

    def played(action: Any) -> None:
        if action.to_json()["type"] != "declare_end":  # played on until the lists are long
            table.submit(action)

    played_until(table, wrapped, 2, submit=played)
    first, then = build(table, 0)["private"][:2]
    assert not first.startswith(" ")
    shares = first.index(first.split("  ")[-1].strip())  # where the list of shares begins on the seat's line
    assert len(then) - len(then.lstrip()) == shares, (first, then)


def test_a_corrected_latest_step_is_named_on_a_phone_by_what_it_is_now() -> None:
    """The console and the touchscreen name a corrected step by what it does now; a phone's latest step read
    "Corrected; it was: Ben bids 3." over the bid of 5 it had become."""
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 3}, created="x")
    for seat, parity in ((0, "odd"), (1, "even"), (2, "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    table.submit({"type": "bid", "player": 1, "amount": 3})
    table.correct(5, {"type": "bid", "player": 1, "amount": 5})
    assert build(table, 0)["recent"] == build(table, 1)["recent"] == ["Ben bids 5."]
    (bid,) = build(table, 2)["decisions"]  # Cat, asked to beat it, reads it in her question alone
    assert bid["standing"].startswith("High bid 5 by Ben") and build(table, 2)["recent"] == []
    assert table.log()[-2] == "Corrected; it was: Ben bids 3."  # the log keeps it on record


def test_the_bidders_phone_leaves_the_auctions_opening_to_its_question() -> None:
    """ "Auction of Orange (1 share on offer): Ben bids first, at least $5." stood over Ben's "Ben: bid for Orange",
    "1 share on offer" and "$5 to $30" on his phone: the bidder's phone leaves to the question what it says again, as
    the touchscreen's card and the console do; the others' phones, with no such question, keep the sentence."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    table.submit(CompanyOrder(("orange", "green", "brown", "wood", "black", "white")))
    table.submit(FirstPlayer(1))
    bidder = table.prompt().primary().seat
    assert bidder == 1
    said = table.step_sentences(-1)
    opening = [sentence for sentence in said if sentence.startswith("Auction of Orange")]
    assert opening, said
    for seat in range(3):
        recent = build(table, seat)["recent"]
        if seat == bidder:
            assert recent and not set(opening) & set(recent), recent  # what the step did else is still said
        else:
            assert set(opening) <= set(recent), recent


def test_a_sellers_phone_leaves_the_sales_opening_to_its_question() -> None:
    """ "Sell shares: Ann and Ben choose in secret." stood over "Choose in secret" and "Ann: sell shares" on Ann's
    phone: the sale's question says it, and the phone leaves it to the question, as the touchscreen's card and the
    console do."""
    table = steam_barons_selling()
    said = table.step_sentences(-1)
    opening = [sentence for sentence in said if sentence.startswith("Sell shares:")]
    assert opening, said
    view = build(table, 0)
    assert view["decisions"][0]["kind"] == "secret"
    assert not set(opening) & set(view["recent"]), view["recent"]
