"""A line typed at a prompt that is no longer the game's moment for its seat is refused, not applied.

The console reads a line while the buttons and the serial line go on being
pumped: if Ben's button box bids for him meanwhile and the bidding comes
round to him again, his "pass" typed at the old prompt was meant for the
decision his bid already answered.
"""

from __future__ import annotations

import io

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get


def at_the_auction() -> Table:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    table.submit({"type": "guess", "player": 1, "parity": "even"})
    table.submit({"type": "roll", "white": 1, "black": 2})
    return table


def test_a_line_typed_before_its_seat_acted_elsewhere_is_refused() -> None:
    table = at_the_auction()
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out, chance=ChanceSource(1))
    console.show_prompt()  # Ben to bid: what the line he types answers
    assert table.prompt().player == 1
    table.submit({"type": "bid", "player": 1, "amount": 2}, answers=table.stamp)  # his button box, meanwhile
    table.submit({"type": "bid", "player": 0, "amount": 3}, answers=table.stamp)  # Ann raises: Ben's turn again
    steps = len(table.steps)
    assert console.handle("pass") is False
    assert len(table.steps) == steps
    assert "earlier moment" in out.getvalue()
    console.show_prompt()  # the prompt shown anew: now his line counts
    assert console.handle("pass") is True and table.steps[-1].action.to_json() == {"type": "pass", "player": 1}


class Meanwhile(io.StringIO):
    """The typed lines, with a seat's button box playing ``action`` while the first one is typed."""

    def __init__(self, table: Table, action: dict[str, object], typed: str) -> None:
        super().__init__(typed)
        self.table, self.action = table, action

    def readline(self, size: int | None = -1) -> str:
        if self.action:
            self.table.submit(self.action, answers=self.table.stamp)
            self.action = {}
        return super().readline(size)


def test_an_undo_or_a_rewind_answered_after_the_game_went_on_does_nothing() -> None:
    """ "Undo: Ben bids 2? [y/N]" waits for its answer while Ann's button box passes: the "y" took back her pass,
    which nobody was asked about. Now nothing is undone and the console says why."""
    for command in ("undo", "rewind 4"):
        table = at_the_auction()
        table.submit({"type": "bid", "player": 1, "amount": 2})
        out = io.StringIO()
        console = Console(table, Meanwhile(table, {"type": "pass", "player": 0}, "y\n"), out, chance=ChanceSource(1))
        assert console.handle(command) is False
        assert [step.action.type for step in table.steps[3:]] == ["bid", "pass"]
        assert "The game went on while that was asked: nothing was done. Ask again." in out.getvalue()
