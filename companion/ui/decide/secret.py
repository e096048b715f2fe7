"""The sealed hand-over: one companion, several players choosing in secret.

Simultaneous sealed decisions (OpenSpiel's simultaneous-move node) on one
shared screen: the panel lists who has sealed their choice and who has not.
A tap on a name covers the whole screen with "hand the companion to Ann";
only when Ann says it is her does her decision appear, alone, with nothing
else of the game around it. Confirming seals it and the screen says "hand
it on" before anything else shows. Nobody's unrevealed choice is ever on
the screen for anyone but its owner; the engine reveals all at once.

A seat with a phone connected (:mod:`companion.phones`) chooses there: the
panel says "Ann is choosing on their phone" instead of her hand-over button,
and keeps a small "Here" that starts the hand-over on the screen all the same
(a phone gone flat, a player who prefers the screen). The touchscreen stays in
charge: whichever of the two seals first is the one the table takes.
"""

from __future__ import annotations

from functools import partial

import pygame

from companion.core import Prompt
from companion.core.decisions import Actor, Secret
from companion.text.i18n import _, ngettext

from .. import theme
from ..scene import TOP_BAR
from ..widgets import Note
from .panel import GAP, ROW, DecisionPanel, shrink


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    """Who has sealed, and a button for each seat still to choose."""
    decision = actor.decision
    assert isinstance(decision, Secret)
    # The top bar says what everyone chooses (the engine's heading); here, how: each seat alone, behind its name.
    area = shrink(panel.lines(area, _("Each player taps their name, then chooses alone."), size="body"), 4)
    if decision.chosen:
        names = ", ".join(panel.name(seat) for seat in decision.chosen)
        # Five long names wrap onto a second line rather than shrink out of sight.
        sealed = ngettext("Sealed: {names}", "Sealed: {names}", len(decision.chosen)).format(names=names)
        area = shrink(panel.lines(area, sealed, color=theme.CONFIRM, most=2), 2)
    waiting = [seat for seat in decision.seats if seat not in decision.chosen]
    columns = 2 if len(waiting) > 3 else 1
    width = (area.width - GAP * (columns - 1)) // columns
    for index, seat in enumerate(waiting):
        cell = pygame.Rect(
            area.left + (index % columns) * (width + GAP), area.top + (index // columns) * (ROW + GAP), width, ROW
        )
        if phones_on(panel, seat):
            # The seat chooses on its phone; the screen keeps a small way to take the choice back to it.
            # Wrapped onto two lines where two columns leave it narrow, rather than shrunk out of sight.
            panel.host.widgets.append(
                Note(
                    (cell.left + 8, cell.top, cell.width - TAKE_BACK - GAP - 8, ROW),
                    _("{name} is choosing on their phone").format(name=panel.name(seat)),
                    color=theme.ACCENT,
                )
            )
            panel.button(
                (cell.right - TAKE_BACK, cell.top, TAKE_BACK, ROW),
                _("Here"),
                partial(start, panel, seat),
                key=f"secret-{seat}",
                size=theme.FONT_SIZES["small"],
            )
            continue
        panel.button(
            cell,
            _("{name}: choose in secret").format(name=panel.name(seat)),
            partial(start, panel, seat),
            key=f"secret-{seat}",
            size=theme.FONT_SIZES["body"],
        )


TAKE_BACK = 72
"""The width of the small button that brings a seat choosing on its phone back to the screen's hand-over."""


def phones_on(panel: DecisionPanel, seat: int) -> int:
    """How many phones are on ``seat`` now (0 without phones: the hand-over is the only way)."""
    phones = getattr(getattr(panel.host, "app", None), "phones", None)
    return int(phones.connected(seat)) if phones is not None else 0


def start(panel: DecisionPanel, seat: int) -> None:
    panel.values.clear()
    panel.secret_seat = seat
    panel.secret_stage = "handover"
    panel.host.layout()


def close(panel: DecisionPanel) -> None:
    panel.values.clear()
    panel.secret_seat = None
    panel.secret_stage = None
    panel.host.layout()


def step(panel: DecisionPanel, stage: str) -> None:
    panel.secret_stage = stage
    panel.host.layout()


def sealed_actor(prompt: Prompt, seat: int | None) -> Actor | None:
    """``seat``'s sealed decision in ``prompt``, if it still has one to make."""
    for actor in prompt.actors:
        if actor.seat == seat and isinstance(actor.decision, Secret) and not actor.side:
            return actor
    return None


def cover(panel: DecisionPanel, prompt: Prompt) -> None:
    """The whole screen for one seat: the hand-over, its own entry, then "hand it on"."""
    width, height = panel.host.size
    box = pygame.Rect(24, 16, width - 48, height - 32)
    name = panel.name(panel.secret_seat)
    if panel.secret_stage == "sealed":
        panel.label((box.left, box.top + 80, box.width, 50), _("Sealed."), size="huge", align="center")
        panel.label((box.left, box.top + 140, box.width, 40), _("Hand the companion on."), size="title", align="center")
        panel.button(
            (box.centerx - 150, box.bottom - ROW - 20, 300, ROW),
            _("Done"),
            lambda: close(panel),
            color=theme.CONFIRM,
            key="secret-done",
        )
        return
    actor = sealed_actor(prompt, panel.secret_seat)
    if actor is None:  # undone, or the decision moved on: nothing of anyone's stays on the screen
        panel.secret_seat = None
        panel.secret_stage = None
        return
    if panel.secret_stage == "handover":
        panel.label(
            (box.left, box.top + 60, box.width, 50),
            _("Hand the companion to {name}").format(name=name),
            size="huge",
            align="center",
        )
        panel.label(
            (box.left, box.top + 120, box.width, 40),
            _("Everyone else, please look away."),
            size="title",
            align="center",
            color=theme.TEXT_DIM,
        )
        half = (box.width - 3 * GAP) // 3
        panel.button(
            (box.left, box.bottom - ROW - 20, half, ROW), _("Cancel"), lambda: close(panel), key="secret-cancel"
        )
        panel.button(
            (box.right - 2 * half, box.bottom - ROW - 20, 2 * half, ROW),
            _("I am {name}").format(name=name),
            lambda: step(panel, "entry"),
            color=theme.CONFIRM,
            key="secret-show",
        )
        return
    decision = actor.decision
    assert isinstance(decision, Secret) and decision.inner is not None
    inner = Actor(actor.seat, decision.inner)
    panel.label((box.left, box.top, box.width - 140, 40), panel.text(inner), size="title")
    panel.button((box.right - 130, box.top, 130, ROW - 4), _("Cancel"), lambda: close(panel), key="secret-cancel")
    panel.show(inner, pygame.Rect(box.left, box.top + TOP_BAR, box.width, box.height - TOP_BAR))
