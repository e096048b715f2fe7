"""The step that ends the game is told on the play screen behind the final scores, whatever made it.

A takeover fight the companion throws can end the game: the loser owes double rent with nothing to pay it
with, goes bankrupt, and one player is left. The roll's own card lives on the decision panel, which gives
way to the Final scores button once the game is over: the step's result card (what ended the game) must
stay under that button rather than be taken away for a panel card nobody can see.
"""

from __future__ import annotations

from companion.games.mad_market.actions import Takeover
from companion.storage import start_new
from companion.ui.specs import play_scene_for


class Faces:
    """A chance source that throws the given faces in turn (the fight's white die, then its black one)."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def roll(self, sides: int) -> int:
        return self.faces.pop(0)


def test_a_bankruptcy_thrown_by_the_companion_keeps_its_card_behind_the_final_scores(app, fingers) -> None:
    position = {
        "step": "land",
        "first": 0,
        "round": 12,
        "mover": 0,
        "players": [
            {"name": "Ann", "cash": 0, "square": "CRY-3", "guards": 1},
            {"name": "Ben", "cash": 900, "square": "CRY-3", "companies": ["CRY-1", "CRY-2", "CRY-3"], "guards": 1},
        ],
    }
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "board": "standin", "position": position}))
    play = play_scene_for(app)
    app.reset(play)
    assert app.submit(Takeover(0))
    assert app.table.prompt().kind == "fight"
    play.chance = Faces(1, 6)  # Ann's white 1 against Ben's black 6: Ann's only guard falls
    fingers.tap("dice-roll")
    assert app.table.over
    assert app.scene is not play  # straight to the final scores
    app.pop()
    assert app.scene is play and play.find("final") is not None
    told = " ".join(play.result.sentences) if play.result is not None else ""
    assert "leaves the game" in told, told
