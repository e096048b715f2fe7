"""Dice: the faces the table threw, tapped in per named die, or a roll by the companion, and then its result.

Each die has its row of faces under its name (white, black), so two dice
thrown together are entered in two taps and never confused. Once every
die has a face, the game's preview says what the throw will do (where the
pawn lands, which prices move) before the confirm button commits it.

When the companion rolls, nobody at the table has seen the dice: the
result stays on the panel (the faces drawn, and what the roll did in the
game's own sentences, from the events it caused) until a player taps
Continue, so the next decision (an auction, a move) never replaces it
unseen. A tap, not a timer: a player with wet fingers or looking away
still gets to read it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import pygame

from companion.core.decisions import Actor, Dice
from companion.core.records import Action
from companion.data_classes import dataclass
from companion.result_levels import levels_for, unsaid
from companion.text.buttons import ENTER_FACES
from companion.text.buttons import faces as faces_text
from companion.text.dice import die_label
from companion.text.i18n import _

from .. import theme
from ..widgets import Label, Widget
from .panel import GAP, ROW, DecisionPanel, shrink

FACE = 64
"""A drawn die's side on the result card."""

PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}
"""Where a face's pips sit on a 3×3 grid (column, row), as on a real die."""


class DieFace(Widget):
    """A die showing ``face``: pips for 1 to 6, the number itself for larger dice."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], face: int) -> None:
        super().__init__(rect)
        self.face = face

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        pygame.draw.rect(surface, theme.TEXT, rect, border_radius=rect.width // 6)
        pygame.draw.rect(surface, theme.TEXT_DIM, rect, width=2, border_radius=rect.width // 6)
        pips = PIPS.get(self.face)
        if pips is None:
            theme.draw_text(surface, str(self.face), rect, size=theme.FONT_SIZES["huge"], color=theme.BACKGROUND)
            return
        step, radius = rect.width // 4, max(3, rect.width // 10)
        for column, row in pips:
            centre = (rect.left + step * (column + 1), rect.top + step * (row + 1))
            pygame.draw.circle(surface, theme.BACKGROUND, centre, radius)


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Dice)
    # The dice themselves are rolled: the table's random move at this moment might be a side action. Not where a
    # step is fixed (its moment leaves nothing to chance): a fix is of what the physical dice showed, never a new throw.
    if actor.chance:
        panel.button(
            (area.left, area.top, area.width, ROW),
            _("Roll for me"),
            lambda: roll(panel, decision),
            color=theme.ACCENT,
            text_color=theme.BACKGROUND,
            key="dice-roll",
        )
        area = shrink(area, ROW + GAP)
    faces: dict[str, int] = {}
    for die in decision.dice:
        chosen = panel.values.get(f"die-{die.field}")
        if chosen is not None:
            faces[die.field] = chosen
        if len(decision.dice) > 1:
            panel.label((area.left, area.top, area.width, 24), die_label(die), size="small", color=theme.TEXT_DIM)
            area = shrink(area, 24)
        width = (area.width - GAP * (die.sides - 1)) // die.sides
        for face in range(1, die.sides + 1):
            picked = chosen == face
            panel.button(
                (area.left + (face - 1) * (width + GAP), area.top, width, ROW),
                str(face),
                partial(panel.set, f"die-{die.field}", face),
                key=f"die-{die.field}-{face}",
                color=theme.ACCENT if picked else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if picked else theme.TEXT,
            )
        area = shrink(area, ROW + GAP)
    if len(faces) < len(decision.dice):
        return
    action = decision.make(faces)
    # What these faces would do, before they are entered: down to the Enter button, the one control under it. Where
    # it does not fit whole (a long French auction beside four seats' loans), none of it is shown: the table says
    # it whole once the faces are entered, and a preview never drops a sentence unseen.
    # A game's own preview of the throw keeps its room and its way (Mad Market's chart says what the panel cannot).
    if panel.host.preview_lines(action) or panel.option_words(action):
        area = panel.preview(action, area)
    else:
        widgets, left_out = len(panel.host.widgets), len(panel.left_out)
        previewed = panel.preview(action, area, area.bottom - ROW - GAP, tried=True)
        if len(panel.left_out) > left_out:
            del panel.host.widgets[widgets:]
            del panel.left_out[left_out:]
        else:
            area = previewed
    panel.button(
        (area.left, max(area.top, area.bottom - ROW), area.width, ROW),
        _(ENTER_FACES).format(faces=faces_text(faces[d.field] for d in decision.dice)),
        lambda: panel.choose(action),
        color=theme.CONFIRM,
        key="dice-confirm",
    )


def roll(panel: DecisionPanel, decision: Dice) -> None:
    """The companion rolls; once the table takes the roll, its result card stays until tapped."""
    action = decision.roll(panel.host.chance)
    if panel.choose(action):
        faces = [getattr(action, die.field) for die in decision.dice]
        seat = getattr(action, "player", None)
        rolled = _("{name} rolled").format(name=panel.name(seat)) if isinstance(seat, int) else None
        show_result(panel, headline(decision, faces), faces, said(panel, action), heading=rolled)


def said(panel: DecisionPanel, action: Action) -> list[str]:
    """What ``action``, just taken by the table, did: its events in the game's sentences, in the player's language.

    An event that only says again what the action's own fields hold ("Ann rolls 2." under the die showing 2,
    "Ann won the roll and starts." under "Ann starts") is left out: the card's title and its faces say it; so is
    one the question after the card says (the game's ``asked`` events, :mod:`companion.result_levels`)."""
    table = panel.host.table
    events = table.steps[-1].events if table.steps and table.steps[-1].action == action else []
    levels = levels_for(table.game.name)  # an event the next question says again is left to it
    return [table.describe(event, _) for event in events if not event.restates(action) and not unsaid(event, levels)]


@dataclass(frozen=True, slots=True)
class RollCard:
    """A roll the companion made, on the panel until Continue (the step's result card for the whole table is
    :class:`companion.ui.results.ResultCard`). ``heading`` is what the top bar says meanwhile: the result's own
    words, not the next decision's (the next roller's name above the last roll's die tells the table the wrong
    thing: whose die it is)."""

    panel: DecisionPanel
    title: str
    faces: tuple[int, ...]
    sentences: tuple[str, ...]
    heading: str

    def __call__(self, area: pygame.Rect) -> None:
        result_card(self.panel, self.title, self.faces, list(self.sentences), area)


def show_result(
    panel: DecisionPanel, title: str, faces: Sequence[int], sentences: list[str], *, heading: str | None = None
) -> None:
    """Put a result card on the panel (until Continue, or until the table changes): a chance outcome nobody at the
    table has seen, because the companion decided it. The top bar reads ``heading`` (else ``title``) meanwhile.

    A roll that ended the game (a fight lost, a debt nobody can pay, one player left) puts nothing on the panel:
    the Final scores button has taken the panel's place, so a card there is never drawn, and taking the step's
    result card away for it left what ended the game only in the log. The result card stays, under that button.
    """
    if panel.host.table.over:
        return
    panel.card = RollCard(panel, title, tuple(faces), tuple(sentences), heading or title)
    panel.host.dismiss_result()  # the same sentences are on the panel: no second card over the screen
    panel.host.layout()


def headline(decision: Dice, faces: Sequence[int]) -> str:
    """What the dice show, in words: "The die shows 4", or each named die's face."""
    if len(decision.dice) == 1:
        return _("The die shows {face}").format(face=faces[0])
    shown = ", ".join(f"{_(die.name)} {face}" for die, face in zip(decision.dice, faces, strict=True))
    return _("The dice show: {faces}").format(faces=shown)


def result_card(
    panel: DecisionPanel, title: str, faces: Sequence[int], sentences: list[str], area: pygame.Rect
) -> None:
    """The result: what it is, the dice drawn (if any), what it did, and Continue (which closes it)."""
    panel.label((area.left, area.top, area.width, 34), title, size="title")
    area = shrink(area, 40)
    size, side = fitting(sentences, area, len(faces))
    if side:
        for index, face in enumerate(faces):
            panel.add(DieFace((area.left + index * (side + GAP * 3), area.top, side, side), face))
        area = shrink(area, side + GAP * 2)
    room = pygame.Rect(area.left, area.top, area.width, area.height - ROW - GAP)
    line = line_height(size)
    y = room.top
    for piece in (piece for sentence in sentences for piece in theme.wrap(sentence, room.width, size)):
        if y + line > room.bottom:
            break
        panel.add(Label((room.left, y, room.width, line), piece, size=size))
        y += line
    panel.button(
        (area.left, area.bottom - ROW, area.width, ROW),
        _("Continue"),
        lambda: close(panel),
        color=theme.CONFIRM,
        key="result-continue",
    )


SMALLEST_FACE = 36
"""The least a die's face is drawn on a result card to give its sentences room (its pips still read)."""


def fitting(sentences: list[str], area: pygame.Rect, dice: int) -> tuple[int, int]:
    """The type size and the dice's side that let every sentence of a result card fit under its title in
    ``area`` (Continue below): the faces shrink before a sentence is lost (a roll that moves four prices and
    lands on a square once lost its landing, the line the table most needed), and go (the title names them)
    when even that is not enough; a side of 0 draws no faces."""
    largest = min(FACE, (area.width - 3 * GAP * (dice - 1)) // dice) if dice else 0
    sides = [largest, *(s for s in (48, SMALLEST_FACE) if s < largest), 0] if dice else [0]

    def fits(size: int, side: int) -> bool:
        height = area.height - (side + GAP * 2 if side else 0) - ROW - GAP
        return sum(len(theme.wrap(s, area.width, size)) for s in sentences) * line_height(size) <= height

    for size, side in ((theme.FONT_SIZES["body"], largest), *((theme.FONT_SIZES["small"], side) for side in sides)):
        if fits(size, side):
            return size, side
    return theme.FONT_SIZES["small"], 0


def line_height(size: int) -> int:
    """A line of the card at ``size``: the font's line spacing and 2 px more, so a capital with an accent
    ("Énergie") stands inside its line instead of shrinking it."""
    return theme.font(size).get_linesize() + 2


def close(panel: DecisionPanel) -> None:
    panel.card = None
    panel.host.layout()
