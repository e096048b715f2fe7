"""Mad Market from a position: a game joined in progress is the same game, its end is the rules' end, and a
position no game can reach is refused in one sentence before anything is written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, ImpossiblePosition, Table
from companion.core.journal import read
from companion.games import get
from companion.text.i18n import translator

from .roundtrip import round_trips, same

GAME = get("mad_market")
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
THREE = NAMES[:3]

# Round 31, Ann moved first. Ben (28 VP) is in the open phase of his move with 1,500 in hand; Cat (28 VP) stands
# on police-3 (the 36th square of 37) with 30 IT shares and IT-1, and the IT share is worth 11. The forecast
# marker is on field 1: its next field (2) moves Logistics down.
LAST_MOVES: dict[str, Any] = {
    "step": "open",
    "first": 0,
    "round": 31,
    "mover": 1,
    "players": [
        {
            "name": "Ann",
            "cash": 900,
            "square": "EN-1",
            "companies": ["EN-1", "EN-2"],
            "items": {"jet": 1, "villa": 1, "limousine": 2},
        },
        {
            "name": "Ben",
            "cash": 1500,
            "square": "MED-2",
            "shares": {"MED": 40},
            "companies": ["MED-1", "MED-2", "MED-3"],
            "brokers": 2,
            "guards": 3,
            "items": {"jet": 1, "yacht": 1, "villa": 2},
        },
        {
            "name": "Cat",
            "cash": 700,
            "square": "police-3",
            "shares": {"IT": 30},
            "companies": ["IT-1"],
            "items": {"jet": 1, "yacht": 1, "villa": 1, "limousine": 3},
        },
    ],
    "state_companies": ["LOG-2"],
    "prices": {"LOG": 7, "CRY": 6, "IT": 11, "EN": 9, "MED": 14, "PH": 4},
    "forecast": 1,
    "police_next": 3,
}

# Round 9, Ann first and moving. Ann carries a pack with 2 guards and a stockbroker; Ben holds all three IT
# companies (a holding) and stands on IT-2; Cat is short of cash on the Casino. The state holds PH-3, then LOG-2.
MID_GAME: dict[str, Any] = {
    "step": "open",
    "first": 0,
    "round": 9,
    "mover": 0,
    "players": [
        {
            "cash": 800,
            "square": "auction-1",
            "shares": {"LOG": 10},
            "companies": ["CRY-1"],
            "brokers": 1,
            "guards": 2,
            "pack": True,
        },
        {"cash": 400, "square": "IT-2", "shares": {"IT": 20}, "companies": ["IT-1", "IT-2", "IT-3"], "guards": 1},
        {"cash": 150, "square": "casino-1", "shares": {"EN": 5}, "companies": ["EN-1"]},
    ],
    "state_companies": ["PH-3", "LOG-2"],
    "prices": {"LOG": 7, "CRY": 6, "IT": 11, "EN": 9, "MED": 5, "PH": 4},
    "forecast": 5,
    "police_next": 3,
}


def at(base: dict[str, Any], *, seat: int | None = None, **change: Any) -> dict[str, Any]:
    """``base`` with top-level keys changed, or with ``seat``'s entry changed."""
    if seat is None:
        return {**base, **change}
    players = [dict(entry) for entry in base["players"]]
    players[seat] = {**players[seat], **change}
    return {**base, "players": players}


def start(written: dict[str, Any], path: Path | None = None, players: list[str] = THREE, **config: Any) -> Table[Any]:
    return Table.new(GAME, {"players": players, **config, "position": written}, created="x", path=path, durable=False)


# -- 1. any moment of a game, written and read back, is the same game ---------------------------------------------


@pytest.mark.parametrize(
    ("players", "options", "seeds", "least"),
    [
        (2, {}, (1, 2, 3, 4), 48),
        (2, {"target": 15, "crisis": "total", "frozen_debt_sales": True}, (1, 2, 3, 4), 48),
        (6, {"target": 7, "crisis": "total", "frozen_debt_sales": True}, (1,), 100),
        (6, {"target": 15}, (2,), 100),
    ],
)
def test_a_position_from_any_moment_is_the_same_game(
    players: int, options: dict[str, Any], seeds: tuple[int, ...], least: int
) -> None:
    """Two-player games end soon (one player goes bankrupt), so they are played from several seeds."""
    checked = 0
    for seed in seeds:
        config = {"players": NAMES[:players], "seed": seed, **options}
        checked += round_trips(GAME, config, seed=seed, every=2)
    assert checked >= least


def test_every_step_is_written_and_read_back_as_it_was() -> None:
    """The roll-off, every phase of a move (fights, auctions, debts, crises), the last round and both ends."""
    steps: set[str] = set()
    for seed in (1, 7, 9, 11):
        config = GAME.random_config(2 + seed % 5, ChanceSource(seed))
        table = Table.new(GAME, config, created="x")
        chance = ChanceSource(seed)
        while True:
            written = json.loads(json.dumps(GAME.position(table.state)))
            again = GAME.start({**table.header.config, "position": written})
            assert GAME.position(again) == written
            if not table.over:  # the ended game's mover is nobody's business
                assert again.fingerprint() == table.state.fingerprint()
            steps.add(written["step"] + (" (last round)" if "target_reached_by" in written else ""))
            if table.over:
                steps.add(table.state.end_reason)
                break
            table.submit(table.choose_random(chance))
    assert steps >= {
        "start_roll",
        "roll",
        "land",
        "fight",
        "crisis",
        "auction",
        "debt",
        "open",
        "over",
        "roll (last round)",
        "open (last round)",
        "over (last round)",
        "alone",
        "target",
    }


@pytest.mark.parametrize(
    ("written", "prompt"),
    [
        # The roll-off: Ann and Cat tied, Ann has thrown again; Cat throws now.
        ({"step": "start_roll", "roll_off": {"contenders": [0, 2], "rolls": [4]}}, {"player": 2, "kind": "start_roll"}),
        # Mid-auction on auction-1: the state's PH-3 first (LOG-2 after it); Ben bid 40, Cat passed: Ann to bid.
        (
            at(MID_GAME, step="auction", auction={"company": "PH-3", "high_bid": 40, "high_bidder": 1, "passed": [2]}),
            {"player": 0, "kind": "auction", "company": "PH-3", "high_bid": 40, "min_next_bid": 41},
        ),
        # A pending decision: Ann lands on IT-2, where Ben's pawn stands; with guards she may take it over or pay
        # the holding rent (the full price, 180).
        (
            at(at(MID_GAME, step="land"), seat=0, square="IT-2"),
            {"player": 0, "kind": "land", "offer": "takeover", "fee": 180},
        ),
        # A police fight on police-1: the police came 2 strong (so 3 come next time); Ann lost a guard in round 1.
        (
            at(at(MID_GAME, step="fight", fight={"officers": 2, "rounds": [[2, 5]]}), seat=0, square="police-1"),
            {"player": None, "kind": "fight", "guards": 2, "opponents": 2},
        ),
        # Cat owes the Casino 300 with 150 in hand: she sells first.
        (
            at(MID_GAME, step="debt", mover=2, debt={"amount": 300, "to": "bank"}),
            {"player": 2, "kind": "debt", "owed": 300, "cash": 150},
        ),
        # The stock market crisis die on market_crisis-1.
        (at(at(MID_GAME, step="crisis"), seat=0, square="market_crisis-1"), {"player": None, "kind": "crisis"}),
        # The last round: Ben reached 37 VP; Cat, after him in the round, makes her last move.
        (
            at(at(MID_GAME, step="roll", mover=2, target_reached_by=1), seat=1, items={"jet": 2, "yacht": 1}),
            {"player": 2, "kind": "roll", "last_move": True},
        ),
        # Game over: Ben's 37 VP win.
        (
            at(
                at({k: v for k, v in MID_GAME.items() if k != "mover"}, step="over", target_reached_by=1),
                seat=1,
                items={"jet": 2, "yacht": 1},
            ),
            {"player": None, "kind": "over"},
        ),
    ],
)
def test_every_moment_starts_from_a_hand_written_position(written: dict[str, Any], prompt: dict[str, Any]) -> None:
    table = start(written)
    asked = table.prompt()
    assert {
        "player": asked.player,
        "kind": asked.kind,
        **{k: asked.data[k] for k in prompt if k not in ("player", "kind")},
    } == prompt
    again = start(json.loads(json.dumps(table.position())))  # as a file holds it
    assert same(again, table)


def test_the_auction_sells_the_lots_after_it_on_the_same_square() -> None:
    written = at(MID_GAME, step="auction", auction={"company": "PH-3", "high_bid": 40, "high_bidder": 1, "passed": [2]})
    table = start(written)
    assert table.summary()["auction"]["lots"] == ["PH-3", "LOG-2"]
    table.submit({"type": "pass", "player": 0})  # Ben buys PH-3 for 40; LOG-2 is auctioned next
    summary = table.summary()
    assert summary["companies"]["PH-3"]["owner"] == 1 and summary["players"][1]["cash"] == 360
    assert summary["auction"]["company"] == "LOG-2" and summary["auction"]["to_act"] == 0


# -- 2. the last moves from a hand-written position -----------------------------------------------------------------


def test_the_end_of_a_game_from_a_position_in_seven_entries(tmp_path: Path) -> None:
    table = start(LAST_MOVES, tmp_path / "g.jsonl")
    for action in (
        {"type": "buy_item", "player": 1, "item": "yacht"},  # Ben: 28 + 7 = 35 VP, 1,500 - 1,000 = 500 in hand
        {"type": "end_turn", "player": 1},  # the target: Cat, after Ben in the round from Ann, moves once more
        # Cat's last move: IT (white 3) up 11 -> 12, Logistics (black 1) down 7 -> 6; the forecast's field 2 moves
        # Logistics down 6 -> 5; 4 squares from police-3 pass Start (5 IT shares for IT-1) to broker-1.
        {"type": "roll", "player": 2, "white": 3, "black": 1},
        {"type": "decline", "player": 2},  # no stockbroker
        {"type": "trade", "player": 2, "stock": 3, "side": "sell", "count": 35},  # 35 x 12 = 420: 1,120 in hand
        {"type": "buy_item", "player": 2, "item": "yacht"},  # 28 + 7 = 35 VP, 120 in hand
        {"type": "end_turn", "player": 2},
    ):
        table.submit(action)
    assert table.over and len(table.steps) == 7
    summary = table.summary()
    # The rules by hand: Ben and Cat both have 35 VP; the tie goes to cash, 500 against 120; Ann has 20 VP.
    assert [p["vp"] for p in summary["players"]] == [15 + 3 + 2, 15 + 7 + 7 + 6, 15 + 7 + 7 + 3 + 3]
    assert [p["cash"] for p in summary["players"]] == [900, 1500 - 1000, 700 + 35 * 12 - 1000]
    assert summary["winners"] == [1] and summary["end_reason"] == "target"
    assert [row["player"] for row in summary["ranking"]] == [1, 2, 0]
    assert summary["stocks"]["3"]["value"] == 11 and summary["stocks"]["1"]["value"] == 5  # IT sold: 12 -> 11
    assert summary["players"][2]["shares"] == {} and summary["players"][2]["square"] == "broker-1"
    journal = read(tmp_path / "g.jsonl")
    again = Table.resume(GAME, journal)  # the header's position is the game's starting point
    assert same(again, table) and journal.header.config["position"] == LAST_MOVES


# -- 3. impossible positions ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ({**LAST_MOVES, "colour": "red"}, "A Mad Market position has no 'colour'."),
        (
            at(LAST_MOVES, step="bidding"),
            "'step' must be one of start_roll, roll, land, fight, crisis, auction, debt, open, over, not 'bidding'.",
        ),
        (at(LAST_MOVES, seat=0, name="Bob"), "Seat 0 is Ann in this game, not 'Bob'."),
        (
            at(LAST_MOVES, seat=0, shares={"IT": 280}),
            "The IT shares the players hold come to 310, but there are only 300.",
        ),
        (
            at(LAST_MOVES, free={"IT": 250}),
            "The players hold 30 IT shares and the bank 250, but there are 300 in all.",
        ),
        (
            at(LAST_MOVES, seat=0, companies=["EN-1", "IT-1"]),
            "IT-1 is written twice: a company has one owner, the state or nobody.",
        ),
        (at(LAST_MOVES, seat=1, brokers=3), "Ben already has 3 stockbrokers: 2 at most."),
        (at(LAST_MOVES, seat=0, items={"jet": 5}), "jet: the players have 7, but the supply holds only 4."),
        (at(LAST_MOVES, seat=0, vp=21), "Ann's items are worth 20 VP, not 21."),
        (
            at(LAST_MOVES, seat=0, out=True),
            "Ann has left the game, so they hold no cash, shares, companies, guards, stockbrokers or pack.",
        ),
        (
            at(LAST_MOVES, prices={"LOG": 7, "CRY": 6, "IT": 17, "EN": 9, "MED": 14, "PH": 4}),
            "No field of the share track is worth 17 (IT): the fields are worth 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 and 16.",
        ),
        (at(LAST_MOVES, prices={"LOG": 7}), "'prices' needs the value of all six share types, or none"),
        (at(LAST_MOVES, seat=1, cash=-5), "'players[1].cash' must be a whole number of at least 0, not -5."),
        (
            at(LAST_MOVES, seat=2, items={"jet": 2, "yacht": 1}),
            "Cat has 37 VP and the target is 35: the move that reached it began the last round ('target_reached_by').",
        ),
        (
            at(LAST_MOVES, this_move={"traded": {"MED": "buy"}, "item": "limousine"}),
            "Ben has no limousine, so they cannot have bought one this move.",
        ),
        (
            at(LAST_MOVES, mover=0, this_move={"traded": {"MED": "sell"}}),
            "Ben owns all three Media companies: only Ben can trade Media shares.",
        ),
        (
            at(at(LAST_MOVES, step="land"), seat=1, square="free-1"),
            "Nothing is decided on free-1: a landing asks only on a company, Stockbroker, Security guard or Black market square.",
        ),
        (
            at(at(LAST_MOVES, step="land", mover=2), seat=2, square="PH-1", cash=250),
            "With 250 Cat cannot pay the 300 that PH-1 asks, so it offers nothing.",
        ),
        (
            at(at(LAST_MOVES, step="debt", mover=2, debt={"amount": 300}), seat=2, square="casino-1"),
            "Cat has 700, enough for the 300 owed: a debt stays open only while the cash falls short.",
        ),
        (
            at(at(LAST_MOVES, step="debt", mover=2, debt={"amount": 100}), seat=2, square="MED-1", cash=50),
            "On MED-1 Cat owes Ben 260 (the rent) or 520 (a double fee after a lost takeover), not 100.",
        ),
        (
            at(
                at(LAST_MOVES, step="debt", mover=2, debt={"amount": 300}),
                seat=2,
                square="casino-1",
                cash=0,
                shares={},
                companies=[],
            ),
            "Cat owes 300, has 0 and nothing left to sell: they would have left the game.",
        ),
        (
            at(at(LAST_MOVES, step="fight", mover=2, fight={"officers": 2}), seat=2, square="police-3", pack=True),
            "Cat has no guards left, so the fight is over: write the moment after it.",
        ),
        (
            at(
                at(LAST_MOVES, step="fight", mover=2, fight={"officers": 4}),
                seat=2,
                square="police-3",
                pack=True,
                guards=2,
            ),
            "The police came 4 strong to this fight (4 left, 0 lost), which does not fit the 3 expected at the next fight.",
        ),
        (
            at(LAST_MOVES, step="auction", mover=0, auction={"company": "LOG-2", "high_bid": 950, "high_bidder": 0}),
            "An auction runs on an Auction square, not on EN-1.",
        ),
        (
            at(
                at(
                    LAST_MOVES, step="auction", mover=2, auction={"company": "LOG-2", "high_bid": 950, "high_bidder": 0}
                ),
                seat=2,
                square="auction-2",
            ),
            "Ann cannot have bid 950: they have 900.",
        ),
        (
            at(at(LAST_MOVES, step="auction", mover=2, auction={"company": "PH-1"}), seat=2, square="auction-2"),
            "The Auction square sells the state's companies first, in the order they were sold: PH-1 is not one of them.",
        ),
        (
            at(at(LAST_MOVES, step="roll", mover=0, target_reached_by=1), seat=1, items={"jet": 2, "yacht": 1}),
            "Ann has no last move: only the players after Ben in the round, counted from Ann, move once more.",
        ),
        (
            at(at(LAST_MOVES, step="debt", mover=2, debt={"amount": 200}), seat=2, square="casino-1", cash=50),
            "On casino-1 Cat owes 300, not 200.",
        ),
        (
            at(
                at(LAST_MOVES, step="auction", mover=2, auction={"company": "LOG-2", "passed": [2], "to_act": 2}),
                seat=2,
                square="auction-2",
            ),
            "After these bids and passes it is Ann's turn to bid, not 2.",
        ),
        (
            at(
                at(LAST_MOVES, step="auction", mover=2, auction={"company": "LOG-2", "passed": [0]}),
                seat=2,
                square="auction-2",
            ),
            "Nobody has bid yet, so only the first players in turn from Cat can have passed, one after another.",
        ),
        (
            at(at(LAST_MOVES, step="land", mover=2), seat=2, square="MED-1", guards=2),
            "Cat pays the rent on MED-1 at once: a takeover needs a guard and Ben's pawn on MED-1.",
        ),
        (
            at(
                at(LAST_MOVES, target_reached_by=0, mover=2, this_move={"traded": {"IT": "buy"}}),
                seat=0,
                items={"jet": 2, "yacht": 1},
            ),
            "In the last move shares may only be sold.",
        ),
        (
            at(
                at(LAST_MOVES, seat=0, out=True, cash=0, companies=[]),
                seat=2,
                out=True,
                cash=0,
                shares={},
                companies=[],
            ),
            "Only Ben is still in the game, so it is over: write the step 'over'.",
        ),
        (
            at(LAST_MOVES, step="over"),
            "'mover' has no place at the step 'over'.",
        ),
        (
            at({k: v for k, v in LAST_MOVES.items() if k != "mover"}, step="over"),
            "A game is over only once a player has reached the target, or when one player is left.",
        ),
    ],
)
def test_an_impossible_position_is_refused_in_one_sentence(tmp_path: Path, written: dict[str, Any], said: str) -> None:
    with pytest.raises(ImpossiblePosition) as refused:
        start(written, tmp_path / "g.jsonl")
    assert refused.value.message().startswith(said)
    assert not (tmp_path / "g.jsonl").exists()  # nothing written


def test_two_players_have_no_last_round() -> None:
    written = {
        "step": "roll",
        "first": 0,
        "mover": 1,
        "target_reached_by": 0,
        "players": [{"cash": 100, "items": {"jet": 2, "yacht": 1}}, {"cash": 100}],
    }
    with pytest.raises(ImpossiblePosition) as refused:
        start(written, players=["Ann", "Ben"])
    assert (
        refused.value.message()
        == "With two players the game ends as soon as one reaches the target: there is no last move."
    )


# -- 4. what the table may leave out ----------------------------------------------------------------------------------


def test_who_moved_first_is_thrown_for_from_the_seed_when_left_out(tmp_path: Path) -> None:
    written = {k: v for k, v in LAST_MOVES.items() if k != "first"}
    config = GAME.prepare_config({"players": THREE, "seed": 5})
    prepared = GAME.prepare_position(config, written)
    assert "first" not in written and prepared["first"] in (0, 1, 2)
    assert GAME.prepare_position(config, written) == prepared  # the same way twice
    assert GAME.prepare_position(config, prepared) == prepared  # a prepared position prepares to itself
    thrown = {GAME.prepare_position({**config, "seed": seed}, written)["first"] for seed in range(12)}
    assert len(thrown) > 1  # the seed decides, as the roll-off's dice would
    table = start(written, tmp_path / "g.jsonl", seed=5)
    header = read(tmp_path / "g.jsonl").header.config["position"]
    assert header == prepared and table.summary()["first_player"] == prepared["first"]
    assert same(Table.resume(GAME, read(tmp_path / "g.jsonl")), table)


def test_what_is_left_out_is_the_set_up() -> None:
    """Markers on their start fields, the police at 2, pawns on Start, nothing held: only cash must be written."""
    table = start({"step": "roll", "first": 1, "mover": 1, "players": [{"cash": 500}] * 3})
    fresh = Table.new(GAME, {"players": THREE}, created="x")
    for seat in (0, 1, 2):  # the roll-off: Ben throws 6, the others 1
        fresh.submit({"type": "start_roll", "player": seat, "value": 6 if seat == 1 else 1})
    assert GAME.position(table.state) == GAME.position(fresh.state)


NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("written", "said"),
    [
        (
            at(LAST_MOVES, seat=0, cash=-12000),
            {
                "en": "'players[0].cash' must be a whole number of at least 0, not -12,000.",
                "it": "'players[0].cash' deve essere un numero intero di almeno 0, non -12.000.",
                "fr": f"'players[0].cash' doit être un nombre entier d'au moins 0, et non -12{NBSP}000.",
            },
        ),
        (
            at(
                at(
                    LAST_MOVES,
                    step="auction",
                    mover=2,
                    auction={"company": "LOG-2", "high_bid": 12000, "high_bidder": 0},
                ),
                seat=2,
                square="auction-2",
            ),
            {
                "en": "Ann cannot have bid 12,000: they have 900.",
                "it": "Ann non può aver offerto 12.000: ha 900.",
                "fr": f"Ann ne peut pas avoir enchéri 12{NBSP}000 : son argent est de 900.",
            },
        ),
        (
            at(
                at(
                    LAST_MOVES,
                    step="auction",
                    mover=2,
                    auction={"company": "LOG-2", "high_bid": 500, "high_bidder": 0, "bids": {"1": 1500}},
                ),
                seat=2,
                square="auction-2",
            ),
            {
                "en": "Ben cannot have bid 1,500: bids here run from 1 to the high bid, 500.",
                "it": "Ben non può aver offerto 1.500: qui le offerte vanno da 1 all'offerta più alta, 500.",
                "fr": f"Ben ne peut pas avoir enchéri 1{NBSP}500 : ici les enchères vont de 1 à la meilleure enchère, 500.",
            },
        ),
        (
            at(at(LAST_MOVES, step="debt", mover=2, debt={"amount": 2000}), seat=2, square="casino-1", cash=50),
            {
                "en": "On casino-1 Cat owes 300, not 2,000.",
                "it": "Su casino-1 Cat deve 300, non 2.000.",
                "fr": f"Sur casino-1, Cat doit 300, pas 2{NBSP}000.",
            },
        ),
        (
            at(at(LAST_MOVES, step="debt", mover=2, debt={"amount": 300}), seat=2, square="casino-1", cash=7000),
            {
                "en": "Cat has 7,000, enough for the 300 owed",
                "it": "Cat ha 7.000, abbastanza per i 300 dovuti",
                "fr": f"Cat a 7{NBSP}000, assez pour les 300 dus",
            },
        ),
        (
            at(LAST_MOVES, prices={**LAST_MOVES["prices"], "IT": 1200}),
            {
                "en": "No field of the share track is worth 1,200 (IT): the fields are worth 1, 2, 3,",
                "it": "Nessuna casella del tracciato azioni vale 1.200 (IT): le caselle valgono 1, 2, 3,",
                "fr": f"Aucune case de la piste des actions ne vaut 1{NBSP}200 (IT) : les cases valent 1, 2, 3,",
            },
        ),
    ],
)
def test_an_amount_in_a_refusal_is_grouped_as_the_readers_language_writes_it(
    written: dict[str, Any], said: dict[str, str]
) -> None:
    """The amounts a table typed read "12,000", "12.000", "12 000" in the refusal, as everywhere else; they read
    "12000" whatever the language."""
    with pytest.raises(ImpossiblePosition) as refused:
        start(written)
    for code, sentence in said.items():
        assert refused.value.message(translator(code)).startswith(sentence), code
