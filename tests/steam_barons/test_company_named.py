"""A company's own actions name their company: a doubled tap for Green is never Orange's first tile.

Two players, Ann controls Green and then Orange in turn 1. Before the
actions named their company, a stale screen's third Build after Green's
last allowed tile was accepted as a tile for Orange. Now the engine refuses
it in a sentence, the table journals nothing, and journals written before the
field existed still replay (the replay reads their company-turn actions as
the operating company's).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.core import RuleViolation, Table
from companion.core.journal import read
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Build, Deliver, EndBuild, SkipDelivery
from companion.games.steam_barons.rules import COMPANIES

from .helpers import config, started

ORDER = ("green", "orange", *(c for c in COMPANIES if c not in ("green", "orange")))


def ann_builds_for_green(tmp_path: Path) -> Table:
    """Ann wins Green and Orange (Ben passes everything), so she builds for Green, then for Orange."""
    table = Table.new(GAME, config(2), created="t", path=tmp_path / "g.jsonl", durable=False)
    table.submit({"type": "company_order", "order": list(ORDER)})
    table.submit({"type": "first_player", "player": 0})
    while table.state.phase in ("auction", "buy"):
        state = table.state
        if state.phase == "auction":
            seat = state.auction.to_act
            wanted = state.company in ("green", "orange") and seat == 0 and state.auction.high_bidder != 0
            low = next(c.low for c in table.legal_actions() if getattr(c, "type", "") == "bid") if wanted else 0
            table.submit({"type": "bid", "player": 0, "amount": low} if wanted else {"type": "pass", "player": seat})
        else:
            table.submit({"type": "buy", "player": state.buyer, "count": 1 if state.buyer == state.winner else 0})
    assert table.state.phase == "build" and table.state.company == "green"
    return table


def test_a_doubled_build_after_green_s_last_tile_is_refused_with_a_sentence(tmp_path: Path) -> None:
    table = ann_builds_for_green(tmp_path)
    for _ in range(table.state.limit()):
        table.submit(Build(0, 2, company="green"))
    assert table.state.company == "orange" and table.state.companies["orange"].controller == 0
    journal = (tmp_path / "g.jsonl").read_bytes()
    with pytest.raises(RuleViolation) as refused:
        table.submit({"type": "build", "player": 0, "cost": 2, "company": "green"})
    assert refused.value.code == "wrong_company"
    assert str(refused.value) == "That was for Green; Orange is operating now."
    with pytest.raises(RuleViolation) as unnamed:
        table.submit({"type": "build", "player": 0, "cost": 2})  # the old form: which company?
    assert unnamed.value.code == "no_company_named"
    assert str(unnamed.value) == "Say which company this is for: Orange is operating now."
    assert (tmp_path / "g.jsonl").read_bytes() == journal and table.state.tiles == 0
    table.submit(Build(0, 2, company="orange"))  # Orange's own first tile is taken
    assert table.state.tiles == 1


@pytest.mark.parametrize(
    "action",
    [Build(0, 2, company="orange"), EndBuild(0, "orange"), Deliver(0, 1, 0, "orange"), SkipDelivery(0, "orange")],
)
def test_every_company_turn_action_checks_its_company_before_its_seat(action: object) -> None:
    state = started(3, order=ORDER)
    state.phase = "deliver" if isinstance(action, Deliver | SkipDelivery) else "build"
    assert state.company == "green"
    before = state.fingerprint()
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(state, action)
    assert refused.value.code == "wrong_company" and state.fingerprint() == before


def test_the_actions_on_offer_name_the_operating_company(tmp_path: Path) -> None:
    table = ann_builds_for_green(tmp_path)
    for choice in table.legal_actions():
        company = choice.fixed["company"] if hasattr(choice, "fixed") else choice.company
        assert company == "green", choice
    assert table.pass_action(0) == EndBuild(0, "green")
    basket = table.prompt().actor(0).decision
    assert basket.make({"cost": 3}).company == "green"


def test_a_journal_written_before_actions_named_their_company_replays_the_same(tmp_path: Path) -> None:
    """Random games to the end; the same journals with every ``company`` removed replay to the same game."""
    from companion.core import ChanceSource

    for seed in range(3):
        path = tmp_path / f"new-{seed}.jsonl"
        chance = ChanceSource(seed)
        table = Table.new(GAME, GAME.random_config(3, chance), created="t", path=path, durable=False)
        while not table.over:
            table.submit(table.choose_random(chance))
        table.close()
        lines = path.read_text().splitlines()
        old = [lines[0]]
        named = 0
        for line in lines[1:]:
            entry = json.loads(line)
            action = entry.get("action", {})
            if action.get("type") in ("build", "end_build", "deliver", "skip_delivery"):
                assert action.pop("company") is not None
                named += 1
            old.append(json.dumps(entry))
        assert named
        (tmp_path / f"old-{seed}.jsonl").write_text("\n".join(old) + "\n")
        again = Table.resume(GAME, read(tmp_path / f"old-{seed}.jsonl"))
        assert again.summary() == table.summary()
        assert [s.action for s in again.steps] == [s.action for s in table.steps]
