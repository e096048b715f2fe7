"""A card turned up from a known deck: one key per distinct card, its count left, and a blind draw.

The table turns up a real card and taps it; or, playing without the cards, the companion draws one
at random, as likely as a real deck would turn it up (a card with two copies left twice as often).
Each distinct card is one key ("15 ×2": two left), all on one screen as a grid of number keys sized
to the deck, so thirty property cards are one keypad of thirty keys, not three pages of ten. Only a
deck too large for any grid the panel holds falls back to the paged list of a pick.

A card the companion draws is unseen at the table: like a roll, it stays on the panel with what it
did until a player taps Continue.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from companion.core.decisions import Actor, Draw, DrawCard
from companion.core.records import Action
from companion.text.i18n import _, ngettext

from .. import theme
from .choice import PADDING, options_grid
from .dice import said, show_result
from .panel import GAP, ROW, DecisionPanel, grid, shrink


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Draw)
    if actor.chance:
        panel.button(
            (area.left, area.top, area.width, ROW),
            _("Draw at random"),
            lambda: draw(panel, actor, decision),
            color=theme.ACCENT,
            text_color=theme.BACKGROUND,
            key="draw-random",
        )
        area = shrink(area, ROW + GAP)
    left = ngettext("{count} card left", "{count} cards left", decision.total).format(count=decision.total)
    area = panel.lines(area, left, color=theme.TEXT_DIM)
    if decision.others:  # the alternatives beside the deck, in a row at the foot
        rows, _columns = grid(len(decision.others), area.width)
        height = rows * (ROW + GAP)
        options_grid(
            panel,
            actor,
            list(decision.others),
            pygame.Rect(area.left, area.bottom - height + GAP, area.width, height - GAP),
            lambda option: panel.choose(option.action),
            prefix="draw-other",
        )
        area = pygame.Rect(area.left, area.top, area.width, area.height - height)
    texts = [card_text(panel, actor, card) for card in decision.cards]
    shape = keys(texts, area)
    if shape is None:  # more cards than any grid holds at a finger's size: pages, as a long pick
        options_grid(
            panel, actor, list(decision.cards), area, lambda option: panel.choose(option.action), prefix="draw"
        )
        return
    columns, width, height = shape
    for index, (card, text) in enumerate(zip(decision.cards, texts, strict=True)):
        x = area.left + index % columns * (width + GAP)
        y = area.top + index // columns * (height + GAP)
        panel.button(
            (x, y, width, height),
            text,
            chooser(panel, card.action),
            key=f"draw-{card.key}",
            swatch=panel.host.option_color(card.key),
        )


def chooser(panel: DecisionPanel, action: Action) -> Callable[[], None]:
    """What a card's key does: submit the action that records drawing that card."""

    def choose() -> None:
        panel.choose(action)

    return choose


def card_text(panel: DecisionPanel, actor: Actor, card: DrawCard) -> str:
    """A card's key: its name, and "×2" when more than one of it is left."""
    text = panel.option_text(actor, card)
    return _("{card} ×{count}").format(card=text, count=card.count) if card.count > 1 else text


def keys(texts: list[str], area: pygame.Rect) -> tuple[int, int, int] | None:
    """The fewest columns (the widest keys) whose rows fit ``area`` with every text whole on its key.

    Returns the columns and a key's width and height (a row's height up to :data:`ROW`), or None if no
    grid of keys a finger can hit holds them all.
    """
    size = theme.FONT_SIZES["button"]
    widest = max((theme.font(size).size(text)[0] for text in texts), default=0) + PADDING
    for columns in range(1, len(texts) + 1):
        rows = -(-len(texts) // columns)
        width = (area.width - GAP * (columns - 1)) // columns
        height = min(ROW, (area.height - GAP * (rows - 1)) // rows)
        if width < max(theme.MIN_TARGET, widest):
            return None  # more columns only narrow the keys further
        if height >= theme.MIN_TARGET:
            return columns, width, height
    return None


def draw(panel: DecisionPanel, actor: Actor, decision: Draw) -> None:
    """The companion draws a card blind; once the table takes it, the card stays on the panel until tapped."""
    action = decision.draw(panel.host.chance)
    if not panel.choose(action):
        return
    card = next((card for card in decision.cards if card.action == action), None)
    shown = panel.option_text(actor, card) if card is not None else panel.host.table.label(action)
    seat = getattr(action, "player", None)
    heading = _("{name} drew").format(name=panel.name(seat)) if isinstance(seat, int) else None
    show_result(panel, _("Drawn: {card}").format(card=shown), [], said(panel, action), heading=heading)
