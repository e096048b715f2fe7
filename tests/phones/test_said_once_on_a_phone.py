"""What a phone's page says once: the end and who won in its headline, not again in the last step's strip under it;
a bid in the bid's own question ("High bid 6M by Bruno"), not again in the strip above it ("Bruno bids 6M.")."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Actor, Amount
from companion.phones.views import build, speaking
from companion.registry import spec
from companion.text.i18n import translator
from tests.walks import played_until_found

NAMES = ["Ann", "Ben", "Cat"]
GAMES = ["acquire", "bigshot", "steam_barons", "mad_market"]


def finished(game: str, seed: int) -> Table[Any]:
    table = Table.new(spec(game).game, {"players": NAMES, "seed": seed}, created="x")
    chance = ChanceSource(seed)
    while not table.over:
        table.submit(table.choose_random(chance))
    return table


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_end_and_its_winner_are_said_once_in_the_headline(game: str, language: str) -> None:
    table = finished(game, 1)
    winner = NAMES[table.summary()["winners"][0]]
    over = translator(language)("The game is over.").rstrip(".")
    for seat in range(len(NAMES)):
        with speaking(language):
            view = build(table, seat)
        assert view["turn"].startswith(over) and winner in view["turn"]
        # the ending move's other sentences stay (the last sales, the last lots), its end is the headline's
        assert view["recent"], view
        assert not [line for line in view["recent"] if line.startswith(over)], view["recent"]


def test_an_undone_end_is_told_again_as_the_last_step() -> None:
    table = finished("bigshot", 1)
    table.undo()
    table.redo()
    with speaking("en"):
        view = build(table, 0)
    assert view["over"] and not any("The game is over" in line for line in view["recent"])
    table.undo()
    with speaking("en"):
        view = build(table, 0)
    assert not view["over"]


def a_bid_to_beat(game: str, seed: int) -> tuple[Table[Any], Actor]:
    table = Table.new(spec(game).game, {"players": NAMES, "seed": seed}, created="x")

    def bid(table: Table[Any]) -> Actor | None:
        return next(
            (
                actor
                for actor in table.prompt().actors
                if isinstance(actor.decision, Amount)
                and actor.decision.high_bid is not None
                and any(type(event).__name__ == "BidMade" for event in table.steps[-1].events)
            ),
            None,
        )

    return table, played_until_found(table, seed, bid, 2000, "a bid to beat")


@pytest.mark.parametrize("game", ["bigshot", "steam_barons", "mad_market"])
@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_bid_is_said_once_on_the_phone_asked_to_beat_it(game: str, language: str) -> None:
    table, actor = a_bid_to_beat(game, 3)
    assert actor.seat is not None and isinstance(actor.decision, Amount)
    with speaking(language):
        said = table.step_sentences(-1, translator(language), earlier=False)
        asked = build(table, actor.seat)
        other = build(table, next(seat for seat in range(len(NAMES)) if seat != actor.seat))
    (bid,) = [line for line in said if line in other["recent"]]  # the bid, as the seats not asked read it
    name = NAMES[actor.decision.high_bidder or 0]
    (question,) = [d for d in asked["decisions"] if d["kind"] == "amount"]
    assert name in question["standing"] and name in bid  # the question says it ("High bid 6M by Ben") ...
    assert bid not in asked["recent"]  # ... and the strip above it no more ("Ben bids 6M.")


def test_the_opening_of_an_auction_is_left_to_its_question_on_the_phone_of_the_first_bidder() -> None:
    table = Table.new(spec("mad_market").game, {"players": NAMES, "seed": 3}, created="x")

    def opened(table: Table[Any]) -> Actor | None:
        if not table.steps or not any(event.type == "auction_opened" for event in table.steps[-1].events):
            return None
        return next((actor for actor in table.prompt().actors if isinstance(actor.decision, Amount)), None)

    actor = played_until_found(table, 3, opened, 2000, "an auction opened")
    assert actor.seat is not None
    with speaking("it"):
        view = build(table, actor.seat)
    (question,) = [d for d in view["decisions"] if d["kind"] == "amount"]
    assert "100" in question["question"]  # "Ben: offerta per LOG-1 (prezzo sul tabellone 100)"
    assert view["recent"] and not any(line.startswith("Asta di") for line in view["recent"]), view["recent"]


@pytest.mark.parametrize("game", ["bigshot", "steam_barons", "mad_market"])
@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_tables_auction_line_is_left_to_the_question_on_the_phone_asked_to_bid(game: str, language: str) -> None:
    # "Auction of JNJR: 6M by Bruno" at the foot of the table said again the bid's "High bid 6M by Bruno" over it
    table, actor = a_bid_to_beat(game, 3)
    assert actor.seat is not None
    with speaking(language):
        asked = build(table, actor.seat)
        other = build(table, next(seat for seat in range(len(NAMES)) if seat != actor.seat))
    told = [line for line in other["public"] if line not in asked["public"]]
    assert told, other["public"][-3:]  # the seats not asked still read how the auction stands
    (question,) = [d for d in asked["decisions"] if d["kind"] == "amount"]
    name = NAMES[actor.decision.high_bidder or 0] if isinstance(actor.decision, Amount) else "?"
    assert any(name in line for line in told) and name in question["standing"]
