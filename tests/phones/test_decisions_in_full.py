"""A phone says of a decision all that the console says of it: its question and explaining line, each option's
words and what it moves ("Take the loan" and its "+9M"), the standing bid and what the seat can pay (once), and the
range in the console's words ("$5 to $30", "1M or more").

A player who holds the phone has only the phone: a loan's button that said "Take the loan" where the console
says "Take the loan (+9M)", or a bid without the bid it must beat, made that player ask the table. Random legal
games of every game are walked, and every seat's decisions compared with what the console prints of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.console.decide import hint, question
from companion.core import ChanceSource, Table
from companion.core.decisions import Actor, Amount, Basket, Confirm, Decision, Pick, PickOption, Secret
from companion.core.i18n import say
from companion.phones.views import build, speaking
from companion.registry import spec
from companion.text.buttons import option_detail
from companion.text.i18n import _, money
from companion.text.option_words import labeller
from companion.text.ranges import amount_words, top_is_cap
from tests.walks import played_until

GAMES = ("acquire", "bigshot", "steam_barons", "mad_market")
NAMES = ["Ann", "Ben", "Cat", "Dan"]


def words(option: PickOption, game: Callable[[PickOption], str | None]) -> dict[str, str]:
    """An option as the console writes it: its label, and its detail after it unless the label ends with it; or
    the touchscreen's words for it where the game words its buttons (Mad Market's "Buy LOG-2 for 100"), which
    name what the detail says."""
    worded = game(option)
    if worded:
        return {"label": worded, "detail": ""}
    label = say(option.label, _)
    return {"label": label, "detail": option_detail(label, say(option.detail, _))}


def phone_words(shown: dict[str, Any]) -> dict[str, str]:
    return {"label": shown["label"], "detail": shown.get("detail", "")}


def check_body(table: Table[Any], decision: Decision, shown: dict[str, Any], where: str) -> None:
    """What the phone's body of ``decision`` must carry, by kind (the question is checked by the caller)."""
    game = labeller(table)
    if isinstance(decision, Secret):
        if decision.inner is not None and shown.get("inner") is not None:
            check_body(table, decision.inner, shown["inner"], where)
        return
    if isinstance(decision, Pick):
        wanted = [words(option, game) for option in (*decision.options, *getattr(decision, "others", ()))]
        assert [phone_words(option) for option in shown["options"]] == wanted, where
    if isinstance(decision, Confirm):
        # what it moves ("+9M"), said once: in its question ("+9M now"), else under its button
        detail = say(decision.detail, _)
        assert shown["detail"] == ("" if detail and detail in shown["question"] else detail), where
    if isinstance(decision, (Amount, Basket)):
        assert [phone_words(option) for option in shown["others"]] == [words(o, game) for o in decision.others], where
    if isinstance(decision, Amount) and decision.range is not None:
        assert shown["range_text"] == amount_words(decision), where
        assert shown["quick_text"] == {str(q): money(q, decision.unit) for q in shown["quick"]}, where  # "2M"
        if decision.high_bid is not None:
            assert money(decision.high_bid, decision.unit) in shown["standing"], where
            assert table.names[decision.high_bidder or 0] in shown["standing"], where
        if decision.cap is not None:  # said once: beside the bid, or by the limit under the number
            can_pay = _("can pay {amount}").format(amount=money(decision.cap, decision.unit))
            assert (can_pay in shown["standing"]) == (decision.limit is None), where
            # the limit under the number, unless the range already ends at what the seat can pay ("2 to 400")
            assert (shown["limit"] is not None) == (decision.limit is not None and not top_is_cap(decision)), where
    if isinstance(decision, Basket):
        assert shown["total_cap"] == decision.total_cap, where
        assert shown["lines"] == decision.lines, where
        assert shown["lines_note"] == (_(decision.lines_note) if decision.lines_note else ""), where
        if decision.total_cap is not None:
            assert str(decision.total_cap) in shown["cap_note"], where
        for item, row in zip(decision.items, shown["items"], strict=True):
            if item.price is not None:
                assert row["price_text"] == money(item.price, decision.unit), where
            assert row["note"] == say(item.note, _), where
            assert row["limit"] == (item.limit.say(_) if item.limit is not None else None), where


def check_seat(table: Table[Any], seat: int, noted: set[str] | None = None) -> int:
    """Compare ``seat``'s phone with the console at this moment; the number of decisions compared. The prompt's
    kind goes into ``noted`` when one of them has an explaining line (said alike by both)."""
    mine = sorted((actor for actor in table.prompt().actors if actor.seat == seat), key=lambda actor: actor.side)
    shown = [entry for entry in build(table, seat)["decisions"] if entry["kind"] != "entry" or entry.get("side")]
    compared = 0
    for actor, entry in zip(mine, shown, strict=False):
        where = f"{table.game.name}, step {len(table.steps)}, {actor.decision.kind}: {entry}"
        if isinstance(actor.decision, Secret) and entry.get("done"):
            continue
        asked = question(table, actor)
        secret = actor.decision
        several = isinstance(secret, Secret) and len(set(secret.seats) - set(secret.chosen)) > 1
        if several and "{name}" in secret.label and actor.seat is not None:
            # the console heads a secret several seats owe as everyone's; a phone is its seat's, with its sentence
            asked = actor.decision.text(table.names[actor.seat], _) or asked
        assert entry["question"] == asked, where
        assert entry["hint"].split() == " ".join(hint(table, actor)).split(), where  # (the console wraps it)
        if entry["hint"] and noted is not None:
            noted.add(table.prompt().kind)
        check_body(table, actor.decision, entry, where)
        compared += 1
    return compared


def walk(
    game: str, players: int, seed: int, language: str, moves: int = 250, noted: set[str] | None = None
) -> set[str]:
    """Play ``moves`` random legal moves, comparing every seat's phone before each; the kinds compared (and in
    ``noted`` the prompts' kinds whose explaining line both said)."""
    table = Table.new(spec(game).game, {"players": NAMES[:players], "seed": seed}, created="x")
    chance = ChanceSource(seed)
    kinds: set[str] = set()
    with speaking(language):
        for _move in range(moves):
            if table.over:
                break
            for seat in range(players):
                if check_seat(table, seat, noted):
                    kinds |= {actor.decision.kind for actor in table.prompt().actors if actor.seat == seat}
            table.submit(table.choose_random(chance))
    return kinds


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("players", "seed", "language"), [(2, 5011, "en"), (3, 5023, "it"), (4, 5037, "fr")])
def test_every_decision_on_a_phone_says_what_the_console_says(
    game: str, players: int, seed: int, language: str
) -> None:
    noted: set[str] = set()
    kinds = walk(game, players, seed, language, noted=noted)
    assert kinds, "no seat's decision was compared"
    assert EXPLAINED[game] <= noted, noted  # the lines that were once the touchscreen's alone


EXPLAINED = {
    "acquire": {"found_chain", "dispose"},
    "bigshot": {"bid", "roll"},
    "steam_barons": {"auction", "buy", "build", "deliver"},
    "mad_market": {"start_roll", "land"},
}
"""Prompts whose decision a note explains in every walk (founding's free share, a trade's 2 for 1 and the
survivor's shares left, an auction's shares on offer, a build's treasury, a landing's rents…): the phone and
the console both say it, in the walk's language, as the touchscreen does above the decision."""


def loan(table: Table[Any], chance: ChanceSource) -> Actor:
    """Big Shot played at random until a seat is offered a loan of one colour (a confirm with its "+9M")."""
    for _move in range(500):
        for actor in table.prompt().actors:
            if isinstance(actor.decision, Confirm) and actor.decision.detail:
                return actor
        table.submit(table.choose_random(chance))
    raise AssertionError("no loan offered in 500 moves")


@pytest.mark.parametrize(("language", "button"), [("en", "Take the loan"), ("it", "Prestito"), ("fr", "Emprunter")])
def test_a_loans_confirm_says_what_it_pays_once_on_the_phone(language: str, button: str) -> None:
    """Its question says "+9M now"; its button says "Take the loan" without "+9M" under it again."""
    table = Table.new(spec("bigshot").game, {"players": NAMES[:3], "seed": 3}, created="x")
    actor = loan(table, ChanceSource(3))
    assert actor.seat is not None and isinstance(actor.decision, Confirm)
    with speaking(language):
        [shown] = [entry for entry in build(table, actor.seat)["decisions"] if entry["kind"] == "confirm"]
    pays = actor.decision.detail
    assert pays.startswith("+") and pays.endswith("M")
    assert shown["button"] == button and shown["question"].count(pays) == 1 and shown["detail"] == ""


def test_a_bid_with_hidden_cash_names_no_top_on_the_phone() -> None:
    # The phone's line under its number read "1 – 999 M": 999M is only the rules' ceiling, a sum nobody has.
    config = {"players": NAMES[:3], "seed": 4, "hidden_money": True}
    table = Table.new(spec("bigshot").game, config, created="x")
    played_until(table, "bid", 2)
    seat = table.prompt().player
    assert seat is not None
    for language, words in (("en", "{least}M or more"), ("it", "{least}M o più"), ("fr", "{least}M ou plus")):
        with speaking(language):
            bid = build(table, seat)["decisions"][0]
        assert bid["high"] == 999 and bid["range_text"] == words.format(least=bid["low"]), bid
