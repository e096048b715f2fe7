"""What the Acquire screens say, from the engine's previews and events: each case in words."""

from __future__ import annotations

from companion.front.acquire import preview, texts
from companion.games.acquire.events import BonusPaid, MarketBonus, MarketHoldingDrawn

NAMES = {"tower": "Tower", "luxor": "Luxor", "american": "American"}
PLAYERS = ["Ann", "Ben", "Cat"]


def merge(bonuses, survivors=("tower",), market=False) -> dict:
    return {
        "tile": "3A",
        "kind": "merge",
        "legal": True,
        "refusal": None,
        "market": market,
        "chains": [{"id": "tower", "size": 3}, {"id": "luxor", "size": 2}],
        "survivors": list(survivors),
        "bonuses": bonuses,
    }


def test_each_tile_outcome_has_its_headline() -> None:
    plain = {"tile": "5C", "legal": True, "refusal": None, "chains": [{"id": "luxor", "size": 4}], "survivors": []}
    said = {
        kind: preview.headline(dict(plain, kind=kind), NAMES, "Ann")
        for kind in ("start", "lonely", "grow", "found", "taken", "dead", "unplayable")
    }
    assert said == {
        "start": "Ann's start tile: 5C",
        "lonely": "5C stands alone",
        "grow": "5C grows Luxor",
        "found": "5C founds a new chain",
        "taken": "5C is already on the board",
        "dead": "5C can never be played",
        "unplayable": "5C cannot be played now",
    }
    assert preview.headline(merge({}), NAMES, "Ann") == "3A merges into Tower"
    assert preview.headline(merge({}, survivors=("tower", "luxor")), NAMES, "") == "3A merges chains of equal size"


def test_a_merger_names_its_bonuses_or_only_their_amounts_while_holdings_are_hidden() -> None:
    named = merge(
        {"luxor": [{"seat": 2, "amount": 2000, "kind": "majority"}, {"seat": 0, "amount": 1000, "kind": "minority"}]}
    )
    assert preview.explanation(named, NAMES, PLAYERS) == [
        "Tower (3 tiles) survives and absorbs Luxor (2 tiles).",
        "Luxor bonuses: Cat $2,000 and Ann $1,000.",
    ]
    hidden = merge(
        {
            "luxor": [
                {"seat": None, "amount": 1000, "kind": "minority"},
                {"seat": None, "amount": 2000, "kind": "majority"},
            ]
        },
        market=True,
    )
    assert preview.explanation(hidden, NAMES, PLAYERS)[1:] == [
        "Luxor pays bonuses of $2,000 and $1,000 (holdings are hidden).",
        "With two players the stock market draws its holding at the payout.",
    ]
    nobody = dict(merge({"tower": [], "luxor": []}, survivors=("tower", "luxor")))
    nobody["chains"] = [{"id": "tower", "size": 3}, {"id": "luxor", "size": 3}]
    assert preview.explanation(nobody, NAMES, PLAYERS) == [
        "Tower and Luxor tie at 3 tiles: the player of the tile chooses the survivor, which pays no bonus.",
        "Tower: nobody holds shares, no bonus.",
        "Luxor: nobody holds shares, no bonus.",
    ]


def test_players_paid_alike_are_named_together() -> None:
    """A shared bonus is split evenly: its receivers share one amount ("Ann and Ben $2,300 each"), so a three-way
    tie's preview at a table of six says every chain's bonuses in the room it has; the rest of the table paid alike
    are "the others"."""
    players = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]

    def luxor(*awards: tuple[int, int, str]) -> list[str]:
        paid = [{"seat": seat, "amount": amount, "kind": kind} for seat, amount, kind in awards]
        return preview.explanation(merge({"luxor": paid}), NAMES, players)[1:]

    assert luxor((0, 1500, "shared"), (1, 1500, "shared")) == ["Luxor bonuses: Ann and Ben $1,500 each."]
    seconds = [(seat, 300, "minority") for seat in range(1, 6)]
    assert luxor((0, 3000, "majority"), *seconds) == ["Luxor bonuses: Ann $3,000; the others $300 each."]
    assert luxor((0, 3000, "majority"), *seconds[:4]) == [  # Fay holds none: the others are not the whole rest
        "Luxor bonuses: Ann $3,000; Ben, Cat, Dan and Eve $300 each."
    ]
    assert luxor((0, 2000, "majority"), (0, 1000, "minority")) == ["Luxor bonuses: Ann $3,000."]
    assert luxor((2, 2000, "majority"), (0, 1000, "minority")) == ["Luxor bonuses: Cat $2,000 and Ann $1,000."]


def test_a_refused_tile_says_the_engines_reason() -> None:
    refusal = {"code": "tile_taken", "template": "{tile} is already on the board.", "data": {"tile": "6E"}}
    shown = {"tile": "6E", "kind": "taken", "legal": False, "refusal": refusal, "chains": [], "survivors": []}
    assert preview.explanation(shown, NAMES, PLAYERS) == ["6E is already on the board."]


def test_the_payout_says_who_received_what_and_why() -> None:
    summary = {
        "chains": {},
        "players": [
            {"name": "Ann", "shares": {"luxor": 2}},
            {"name": "Ben", "shares": None},
            {"name": "Cat", "shares": {"luxor": 1}},
        ],
    }
    sole = texts.bonus_note([BonusPaid("luxor", 0, 2000, "majority"), BonusPaid("luxor", 0, 1000, "minority")], summary)
    assert sole == [
        (None, "Luxor bonuses paid"),
        (0, "Ann receives $3,000 (sole holder: majority and minority bonus, 2 shares)"),
    ]
    tied = texts.bonus_note([BonusPaid("luxor", 0, 1500, "shared"), BonusPaid("luxor", 1, 1500, "shared")], summary)
    assert tied[1:] == [
        (0, "Ann receives $1,500 (tied for most shares: majority and minority shared, 2 shares)"),
        (1, "Ben receives $1,500 (tied for most shares: majority and minority shared)"),
    ]
    seconds = texts.bonus_note(
        [
            BonusPaid("luxor", 0, 2000, "majority"),
            BonusPaid("luxor", 1, 500, "minority"),
            BonusPaid("luxor", 2, 500, "minority"),
        ],
        summary,
    )
    assert seconds[3] == (2, "Cat receives $500 (tied for second: minority bonus shared, 1 share)")
    market = texts.bonus_note(
        [
            MarketHoldingDrawn("luxor", 7),
            MarketBonus("luxor", 2000, "majority"),
            BonusPaid("luxor", 0, 1000, "minority"),
        ],
        summary,
    )
    assert market[1] == (
        None,
        "The stock market receives $2,000 (most shares: majority bonus, 7 shares): it stays in the bank",
    )
    assert texts.bonus_note([], summary) == []


def test_holders_paid_alike_share_one_line_that_names_each_with_their_seat() -> None:
    """Five tied for most shares at a table of six: one line, each payee's seat and name beside it (the screen marks
    each name with its colour); the holder paid otherwise keeps a line of their own."""
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    summary = {
        "chains": {},
        "players": [{"name": name, "shares": {"luxor": 1 if seat == 3 else 2}} for seat, name in enumerate(names)],
    }
    tied = [0, 1, 2, 4, 5]
    events = [BonusPaid("luxor", seat, 1200, "shared") for seat in tied]
    seats = tuple((seat, names[seat]) for seat in tied)
    assert texts.bonus_note(events, summary) == [
        (None, "Luxor bonuses paid"),
        (
            seats,
            "Ann, Ben, Cat, Eve and Fay receive $1,200 each "
            "(tied for most shares: majority and minority shared, 2 shares each)",
        ),
    ]
    assert texts.bonus_note(events, summary, brief=True)[1:] == [
        (seats, "Ann, Ben, Cat, Eve and Fay receive $1,200 each")
    ]
    seconds = [BonusPaid("luxor", 3, 3000, "majority")] + [BonusPaid("luxor", seat, 400, "minority") for seat in tied]
    summary["players"][3]["shares"] = {"luxor": 3}
    assert texts.bonus_note(seconds, summary, brief=True)[1:] == [
        (3, "Dan receives $3,000"),
        (seats, "Ann, Ben, Cat, Eve and Fay receive $400 each"),
    ]


def test_a_holder_sees_what_they_end_with_and_only_their_gain_while_cash_is_hidden() -> None:
    values = {"chain": "Luxor", "survivor": "Tower", "held": 5, "price": 300, "survivor_available": 4}
    assert [text for _, text in texts.disposal(values, 1, 2, 1000)] == [
        "Keep 2: worthless until Luxor returns",
        "Cash $1,000 + $300 = $1,300",
        "Tower +1",
    ]
    assert texts.disposal(values, 1, 2, None)[1] == (None, "Cash +$300")
    assert texts.disposal(values, 1, 4, 1000)[0] == (None, "Keep no Luxor share")  # not "Keep 0: worthless until"


def test_a_private_panel_lists_shares_at_todays_price_and_those_off_the_board() -> None:
    own = {
        "names": "classic",
        "chains": {"tower": {"name": "Tower", "price": 300}},
        "players": [{"shares": {"tower": 3, "luxor": 2}}, {"shares": {}}],
    }
    assert texts.holdings(own, 0) == "Tower: 3 at $300  ·  Luxor: 2 (off the board)"
    assert texts.holdings(own, 1) == "No shares."
