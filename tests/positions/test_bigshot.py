"""Big Shot from a position: a game joined in progress is the same game, its end is the rules' end, and a
position no game can reach is refused in one sentence before anything is written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, ImpossiblePosition, Table
from companion.core.journal import read
from companion.games import get

from .roundtrip import round_trips, same

GAME = get("bigshot")
TWO = ["Ann", "Ben"]
THREE = ["Ann", "Ben", "Cat"]  # red, yellow, black; white is the dummy's
FOUR = ["Ann", "Ben", "Cat", "Dan"]


def ring(full: dict[int, list[str]]) -> list[list[str]]:
    """The 18 auction spaces, clockwise from index 0: the ones named still hold their cubes, the rest are empty."""
    return [full.get(index, []) for index in range(18)]


def rainbow(*, bought: int) -> list[list[str]]:
    """Every space dealt one cube of each colour; the space ``bought`` is empty (its cubes were just bought)."""
    colors = ["red", "yellow", "black", "white"]
    return [[] if i == bought else [colors[(i + k) % 4] for k in range(4)] for i in range(18)]


# Turn 17 of 18, three players, Ann to roll. Two spaces still hold cubes: the 6th and the 13th (index 5 and 12);
# the broker stands on the 4th (index 3), auctioned last turn. 16 auctions have placed 64 cubes: 15 lie on six
# undecided lots and seven lots were decided at their 7th cube (7 x 7 = 49).
NEAR_THE_END: dict[str, Any] = {
    "step": "roll",
    "turn": 17,
    "roller": 0,
    "broker": 3,
    "spaces": ring({5: ["red", "red", "yellow", "white"], 12: ["black", "yellow", "white", "red"]}),
    "cash": {"red": 6, "yellow": 9, "black": 3},
    "debts": {"red": 1, "black": 2},
    "lots": {
        "A11": {"red": 2, "yellow": 1},
        "P2": {"yellow": 2, "black": 1},
        "B9": {"black": 1},
        "B10": {"red": 1, "white": 1},
        "B11": {"yellow": 2},
        "L18": {"red": 2, "black": 2},
    },
    "deeds": {
        "P1": "red",
        "A9": "red",
        "A10": "yellow",
        "L16": "yellow",
        "L19": "black",
        "L20": "black",
        "L21": "white",
    },
}

# The same turn after Ann rolled a 1: the broker stands on the 6th space; Ben bid 2M and Cat passed.
MID_AUCTION: dict[str, Any] = {
    **NEAR_THE_END,
    "step": "bid",
    "broker": 5,
    "auction": {"high_bid": 2, "high_bidder": 1, "passed": [2]},
}

# Two players, turn 1: Ben bought the cubes of the 5th space for 7M and both his colours can pay.
BEN_PAYS: dict[str, Any] = {
    "step": "pay",
    "turn": 1,
    "roller": 0,
    "broker": 4,
    "spaces": rainbow(bought=4),
    "cash": {"red": 10, "yellow": 10, "black": 10, "white": 10},
    "bought": {"player": 1, "cubes": ["red", "yellow", "black", "white"], "price": 7},
}


def start(players: list[str], written: dict[str, Any], path: Path | None = None, **config: Any) -> Table[Any]:
    return Table.new(GAME, {"players": players, **config, "position": written}, created="x", path=path, durable=False)


def without(written: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {key: value for key, value in written.items() if key not in keys}


# -- 1. any moment of a game, written and read back, is the same game ---------------------------------------------


@pytest.mark.parametrize(
    ("players", "hidden", "every"),
    [(2, False, 1), (2, True, 1), (3, False, 2), (4, False, 2), (4, True, 2)],
)
def test_a_position_from_any_moment_is_the_same_game(players: int, hidden: bool, every: int) -> None:
    """Two players (two colours each, the pay step), three (the dummy), four; open and hidden money."""
    config = {"players": FOUR[:players], "hidden_money": hidden, "seed": 30 + players}
    assert round_trips(GAME, config, seed=players + 10 * hidden, every=every) >= 24


def test_every_step_is_written_and_read_back_as_it_was() -> None:
    """Set-up, each step of a turn, an auction repeated after a hidden over-bid, the end."""
    steps: set[str] = set()
    shown_cash = False
    for seed in range(6):
        config = GAME.random_config(2 + seed % 3, ChanceSource(seed))
        table = Table.new(GAME, {**config, "hidden_money": seed % 2 == 0}, created="x")
        chance = ChanceSource(seed)
        while True:
            written = json.loads(json.dumps(GAME.position(table.state)))
            again = GAME.from_position(table.header.config, written)
            GAME.check_invariants(again)
            assert GAME.position(again) == written
            assert GAME.summary(again) == GAME.summary(table.state)
            steps.add(written["step"])
            shown_cash = shown_cash or bool(written.get("cash_open"))
            if table.over:
                break
            table.submit(table.choose_random(chance))
    assert steps == {"layout", "first_player", "roll", "bid", "pay", "place", "over"}
    assert shown_cash


# -- 2. the last two turns from a hand-written position --------------------------------------------------------------


def test_the_last_turns_from_a_position_reach_the_rules_end(tmp_path: Path) -> None:
    table = start(THREE, NEAR_THE_END, tmp_path / "g.jsonl")
    for action in (
        # Turn 17. A 1 takes the broker to the next space with cubes, the 6th: red, red, yellow, white.
        {"type": "roll", "player": 0, "value": 1},
        {"type": "bid", "player": 1, "amount": 2},  # bidding starts left of the roller: Ben, Cat, Ann
        {"type": "pass", "player": 2},
        {"type": "bid", "player": 0, "amount": 3},
        {"type": "pass", "player": 1},  # Ann pays 3M: red 3M
        # A11 red 4 yellow 1; B9 black 1 yellow 1; L18 red 2 black 2 white 1.
        {"type": "place", "player": 0, "cubes": {"A11": ["red", "red"], "B9": ["yellow"], "L18": ["white"]}},
        # Turn 18, Ben rolls. Cat's third loan pays 10 - 3 = 7M: black 10M, 3 debt certificates.
        {"type": "loan", "player": 2},
        {"type": "roll", "player": 1, "value": 4},  # only the 13th space has cubes left: black, yellow, white, red
        {"type": "bid", "player": 2, "amount": 1},  # Cat, Ann, Ben
        {"type": "pass", "player": 0},
        {"type": "bid", "player": 1, "amount": 2},
        {"type": "bid", "player": 2, "amount": 3},
        {"type": "pass", "player": 1},  # Cat pays 3M: black 7M
        # L18's 7th cube: red 2, black 3, white 1, yellow 1: black's 3 is the highest count, black wins it.
        # B10 red 2 white 2: the two tie and cancel out.
        {"type": "place", "player": 2, "cubes": {"L18": ["black", "yellow"], "B10": ["white", "red"]}},
    ):
        table.submit(action)
    assert table.over and len(table.steps) == 14
    # The end: A11 red 4 yellow 1 goes to red; P2 yellow 2 black 1 to yellow; B11 yellow 2 to yellow;
    # B9 (1/1) and B10 (2/2) to nobody. L21 is the dummy's: nobody owns it.
    # Ann (red): P1 is hers, so A9 and A11 beside it count double: 18 + 22 = 40, + 3M cash - 10M debt = 33.
    # Ben (yellow): A10 10 (beside Ann's park: single), L16 16, P2 his park doubles B11: 22; 48 + 9M cash = 57.
    # Cat (black): L18 18 + L19 19 + L20 20 = 57, + 7M cash - 3 x 10M debts = 34.
    # All three own 2 lots or more; Ben has the highest fortune.
    summary = table.summary()
    assert [player["lots"] for player in summary["players"]] == [
        ["P1", "A9", "A11"],
        ["A10", "P2", "B11", "L16"],
        ["L18", "L19", "L20"],
    ]
    assert [player["fortune"] for player in summary["players"]] == [33, 57, 34]
    assert summary["winners"] == [1]
    assert summary["lots"]["B10"]["owner"] is None and summary["lots"]["L21"]["owner"] == "white"
    journal = read(tmp_path / "g.jsonl")
    assert journal.header.config["position"] == NEAR_THE_END  # the cubes are written: nothing to prepare
    assert same(Table.resume(GAME, journal), table)
    ended = start(THREE, json.loads(json.dumps(GAME.position(table.state))))
    assert same(ended, table) and ended.over


def test_an_auction_joined_half_way_goes_on_clockwise() -> None:
    table = start(THREE, MID_AUCTION)
    prompt = table.prompt()
    assert (prompt.kind, prompt.player, prompt.data["min_next_bid"], prompt.data["max_bid"]) == ("bid", 0, 3, 6)
    table.submit({"type": "bid", "player": 0, "amount": 4})
    assert table.prompt().player == 1  # Cat passed: Ben is next after Ann
    table.submit({"type": "pass", "player": 1})
    assert table.prompt().kind == "place" and table.summary()["players"][0]["cash"] == 2


def test_two_players_choose_the_colour_that_pays() -> None:
    table = start(TWO, BEN_PAYS)
    prompt = table.prompt()
    assert (prompt.kind, prompt.player, prompt.data["colors"]) == ("pay", 1, ["black", "white"])
    table.submit({"type": "pay", "player": 1, "color": "white"})
    assert table.prompt().kind == "place"
    assert table.summary()["players"][1]["by_color"]["white"]["cash"] == 3


def test_a_repeated_auction_keeps_the_over_bidder_s_cash_shown() -> None:
    written = {**MID_AUCTION, "cash_open": [1], "auction": {"high_bid": None, "high_bidder": None, "passed": []}}
    table = start(THREE, written, hidden_money=True)
    assert (table.prompt().player, table.prompt().data["max_bid"]) == (1, 9)  # Ben's cash is open: 9M at most
    table.submit({"type": "pass", "player": 1})
    assert (table.prompt().player, table.prompt().data["max_bid"]) == (2, 999)  # Cat's is hidden
    assert table.summary(viewer=0)["players"][1]["cash"] == 9 and table.summary(viewer=0)["players"][2]["cash"] is None
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, {**written, "auction": {"high_bid": 12, "high_bidder": 1, "passed": []}}, hidden_money=True)
    assert refused.value.message() == "Ben cannot have bid 12M: they can pay at most 9M."


# -- 3. impossible positions are refused in one sentence, and nothing is written ------------------------------------

LOTS = NEAR_THE_END["lots"]
DEEDS = NEAR_THE_END["deeds"]


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"cash": {"red": 6, "yellow": 9}}, "'cash' has no number for black."),
        (
            {"cash": {"red": 6, "yellow": 9, "black": 3, "white": 2}},
            "white is the dummy's colour: it has no money, loans or debts.",
        ),
        (
            {"cash": {"red": 25, "yellow": 9, "black": 3}},
            "red has 25M, but the 10M it started with and its 1 loan (9M) make only 19M.",
        ),
        ({"debts": {"black": 10}}, "black has 10 debt certificates: after the 9th a loan pays nothing."),
        ({"loans_this_turn": ["yellow"]}, "yellow took a loan this turn but holds no debt certificate."),
        (
            {"spaces": ring({5: ["red", "red", "red", "red"], 12: ["black", "yellow", "white", "red"]})},
            "Space 6 has 4 red cubes: no space may hold 4 of one colour.",
        ),
        (
            {"spaces": ring({5: ["red", "red", "yellow", "white"], 12: ["black", "yellow", "white"]})},
            "Space 13 holds 3 cubes: a space keeps its 4 cubes until they are auctioned.",
        ),
        (
            {"lots": {**LOTS, "A11": {"white": 6}, "P2": {"white": 6}, "B9": {"white": 3}}},
            "The white cubes on the spaces, the lots and the cubes bought come to 19, but there are 18 of each.",
        ),
        (
            {"spaces": ring({3: ["red", "yellow", "black", "white"], 5: ["red", "red", "yellow", "white"]})},
            "The broker stays on the space auctioned last, so space 4 must be empty.",
        ),
        (
            {"spaces": ring({5: ["red", "red", "yellow", "white"]})},
            "After 16 auctions, 2 of the 18 auction spaces should still have cubes, not 1.",
        ),
        (
            {"lots": {**LOTS, "L18": {"red": 4, "black": 3}}},
            "L18 has 7 cubes, so its 7th decided it: write its winner in 'deeds'.",
        ),
        (
            {"lots": {**LOTS, "A11": {"red": 3, "yellow": 1}}},
            "64 cubes have been placed (4 per auction), but the lots show 65, counting 7 for each decided lot.",
        ),
        (
            {"deeds": {**DEEDS, "A11": "red"}},
            "A11 is decided: only its winner's cube stays there, so 'lots' has none on it.",
        ),
        (
            {"lots": {**LOTS, "L17": {"red": 1}}},
            "There is no lot 'L17' on this board (lots: P1, A9, A10, A11, P2, B9, B10, B11, L16, L18, L19, L20, L21).",
        ),
        ({"step": "over"}, "'turn' has no place at the step 'over'."),
        ({"colour": "red"}, "A Big Shot position has no 'colour'."),
        ({"cash_open": [1]}, "'cash_open' is for the hidden-money game only: here all cash is open."),
        (
            {
                "step": "place",
                "broker": 5,
                "spaces": ring({12: ["black", "yellow", "white", "red"]}),
                "bought": {"player": 1, "cubes": ["red", "red", "yellow", "white"], "price": 0},
            },
            "Cubes nobody bid for go free to the roller, Ann, not to Ben.",
        ),
        ({"turn": None}, "A position at the step 'roll' needs 'turn': the turn being played, 1 to 18."),
    ],
)
def test_an_impossible_position_is_refused_in_one_sentence(tmp_path: Path, change: dict[str, Any], said: str) -> None:
    written = without({**NEAR_THE_END, **change}, *(key for key, value in change.items() if value is None))
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, written, tmp_path / "g.jsonl")
    assert said in refused.value.message()
    assert not (tmp_path / "g.jsonl").exists()


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"high_bid": 12}, "Ben cannot have bid 12M: they can pay at most 9M."),
        (
            {"high_bid": None, "high_bidder": None},
            "Nobody has bid yet, so Cat cannot have passed while Ben, who speaks first, is still in.",
        ),
        (
            {"high_bid": None, "high_bidder": None, "passed": [1, 2]},
            "Everyone has passed without a bid, so the roller, Ann, takes the cubes free: write the step after the auction.",
        ),
        ({"passed": [2, 0]}, "Everyone else has passed, so Ben has won the auction: write the step after it."),
        ({"high_bidder": 2}, "Cat holds the high bid, so cannot have passed."),
        # The position editor shows this one too: its words are the editor's, not the file's keys.
        ({"high_bidder": None}, "A standing bid needs both its amount and its bidder."),
        (
            {"to_act": 2},
            "Ann speaks next, not Cat: bidding goes clockwise from the roller's left, past those who passed.",
        ),
    ],
)
def test_an_impossible_auction_is_refused_in_one_sentence(change: dict[str, Any], said: str) -> None:
    written = {**MID_AUCTION, "auction": {**MID_AUCTION["auction"], **change}}
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, written)
    assert refused.value.message() == said


def test_the_auction_is_of_the_broker_s_space() -> None:
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, {**MID_AUCTION, "broker": 3})
    assert refused.value.message() == "The cubes on auction are those of the broker's space, but space 4 is empty."


@pytest.mark.parametrize(
    ("players", "change", "said"),
    [
        (
            TWO,
            {"cash": {"red": 10, "yellow": 10, "black": 5, "white": 10}},
            "Only white can pay 7M, so it pays at once: write the step 'place'.",
        ),
        (
            TWO,
            {"cash": {"red": 10, "yellow": 10, "black": 5, "white": 6}},
            "Neither colour of Ben can pay 7M: such a bid never wins the cubes.",
        ),
        (
            FOUR,
            {},
            "Only with two players does the buyer choose which colour pays: with 4 the price is paid at once.",
        ),
        (
            TWO,
            {"bought": {"player": 1, "cubes": ["red", "red", "red", "red"], "price": 7}},
            "The cubes bought come from one auction space: they cannot be 4 red cubes.",
        ),
    ],
)
def test_a_payment_no_game_waits_for_is_refused(players: list[str], change: dict[str, Any], said: str) -> None:
    written = {**BEN_PAYS, **change}
    if players == FOUR:
        written["cash"] = {"red": 10, "yellow": 10, "black": 10, "white": 10}
    with pytest.raises(ImpossiblePosition) as refused:
        start(players, written)
    assert refused.value.message() == said


def test_the_sentences_name_the_colours_in_the_player_s_language() -> None:
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, {**NEAR_THE_END, "loans_this_turn": ["yellow"]})
    italian = {"yellow": "giallo"}
    assert refused.value.message(lambda text: italian.get(text, text)).startswith("giallo ")


# -- 4. before the first auction the companion may deal the cubes, from the seed -------------------------------------

FIRST_ROLL: dict[str, Any] = {
    "step": "roll",
    "turn": 1,
    "roller": 2,
    "cash": {"red": 10, "yellow": 1, "black": 10},
    "debts": {"yellow": 1},
    "loans_this_turn": ["yellow"],
}


def test_prepare_position_deals_the_cubes_left_out_from_the_seed() -> None:
    config = GAME.prepare_config({"players": THREE, "seed": 7})
    dealt = GAME.legal_actions(GAME.new_game(config))[0]  # the layout the companion offers at the layout prompt
    prepared = GAME.prepare_position(config, FIRST_ROLL)
    assert prepared == {**FIRST_ROLL, "spaces": [list(space) for space in dealt.spaces], "broker": dealt.broker}
    assert GAME.prepare_position(config, FIRST_ROLL) == prepared  # the same way twice
    assert GAME.prepare_position(config, prepared) == prepared  # a prepared position prepares to itself
    other = GAME.prepare_config({"players": THREE, "seed": 8})
    assert GAME.prepare_position(other, FIRST_ROLL)["spaces"] != prepared["spaces"]
    kept = GAME.prepare_position(config, {**FIRST_ROLL, "broker": 0})
    assert kept["broker"] == 0 and kept["spaces"] == prepared["spaces"]  # a broker written stays where it is


def test_a_dealt_position_keeps_its_cubes_in_the_journal(tmp_path: Path) -> None:
    table = start(THREE, FIRST_ROLL, tmp_path / "g.jsonl", seed=7)
    header = read(tmp_path / "g.jsonl").header.config
    assert header["position"]["spaces"] == table.summary()["spaces"] and len(header["position"]["spaces"]) == 18
    assert table.prompt().kind == "roll" and table.prompt().player == 2
    assert [loan["player"] for loan in (a.to_json() for a in table.legal_actions() if a.type == "loan")] == [0, 2]
    table.submit({"type": "roll", "player": 2, "value": 3})
    assert same(Table.resume(GAME, read(tmp_path / "g.jsonl")), table)


def test_later_positions_write_their_cubes() -> None:
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, {**FIRST_ROLL, "turn": 2})
    assert refused.value.message() == (
        "A position at the step 'roll' needs 'spaces': the cubes on each of the 18 auction spaces, clockwise."
    )


def test_loans_come_one_per_colour_per_turn() -> None:
    with pytest.raises(ImpossiblePosition) as refused:
        start(TWO, {**BEN_PAYS, "debts": {"red": 2}, "cash": {"red": 10, "yellow": 10, "black": 10, "white": 10}})
    assert (
        refused.value.message()
        == "red has 2 debt certificates, but a colour takes at most one loan per turn: 0 so far."
    )


def test_at_the_end_every_lot_with_a_count_of_its_own_has_its_deed() -> None:
    table = start(THREE, NEAR_THE_END)
    while not table.over:  # everybody passes, the roller puts the cubes on the first lots with room
        prompt = table.prompt()
        if prompt.kind == "roll":
            table.submit({"type": "roll", "player": prompt.player, "value": 1})
        elif prompt.kind == "bid":
            table.submit({"type": "pass", "player": prompt.player})
        else:
            room = dict(prompt.data["room"])
            placement: dict[str, list[str]] = {}
            for color in prompt.data["cubes"]:
                lot = next(lot for lot, left in room.items() if left)
                room[lot] -= 1
                placement.setdefault(lot, []).append(color)
            table.submit({"type": "place", "player": prompt.player, "cubes": placement})
    ended = GAME.position(table.state)
    assert ended["step"] == "over" and "spaces" not in ended and ended["deeds"]["A11"] == "red"
    assert same(start(THREE, ended), table)
    undecided = {
        **ended,
        "deeds": without(ended["deeds"], "A11"),
        "lots": {**ended["lots"], "A11": {"red": 4, "yellow": 1}},
    }
    with pytest.raises(ImpossiblePosition) as refused:
        start(THREE, undecided)
    assert refused.value.message() == (
        "At the end A11 goes to red, whose count there no other colour shares: write it in 'deeds'."
    )
