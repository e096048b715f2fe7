"""Pick one of a few options, a position on the board, or confirm a single action.

Options are buttons with the game's colour swatch (a chain, a cube, a
company), one or two columns, paged when they do not fit; numbers that two
columns would page are a keypad of three or more columns on one page. A
board position is chosen on the board picture or from the same buttons,
then confirmed with the game's preview of what it will do above the confirm
button, which stays at the foot of the panel: a tile placed on the real
board by mistake is much harder to undo than a tap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from companion.core.decisions import Actor, BoardPick, Confirm, Pick, PickOption
from companion.core.i18n import say
from companion.text.i18n import _

from .. import theme
from .panel import GAP, PREVIEW_STEP, PREVIEW_TIGHT, ROW, DecisionPanel, shrink

PADDING = 14
"""What a button's text leaves of its width (its rounded corners, :meth:`companion.ui.widgets.Button.text_rect`)."""


def pick(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Pick)
    if actor.chance:
        area = panel.chance_button(area)
    options_grid(panel, actor, list(decision.options), area, lambda option: panel.choose(option.action))


def board(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    """Tap a position (on the board picture or below), see what it does, confirm it."""
    decision = actor.decision
    assert isinstance(decision, BoardPick)
    # A disabled position (a tile of the hand the rules refuse now) is never selected: its Confirm would only refuse.
    chosen = next((o for o in decision.options if o.key == panel.selected and o.enabled), None)
    if chosen is None:
        panel.selected = None
        if actor.chance:
            area = panel.chance_button(area)
        options_grid(
            panel,
            actor,
            listed(panel, actor, list(decision.options)),
            area,
            lambda option: select(panel, option.key),
            prefix="board",
        )
        return
    # Cancel and Confirm keep one place, the foot of the area, however long the preview: a finger that learnt
    # where Confirm is never lands on another option that a shorter explanation would have put there.
    bottom = area.bottom - ROW
    headline = panel.option_text(actor, chosen)
    size = headline_size(panel, headline, chosen, area.width, bottom - GAP - area.top - 2)
    below = panel.lines(area, headline, size=size) if size else area
    rest = panel.preview(chosen.action, shrink(below, 2), bottom=bottom - GAP)
    half = (area.width - GAP) // 2
    panel.button((area.left, bottom, half, ROW), _("Cancel"), lambda: select(panel, None), key="board-cancel")
    panel.button(
        (area.left + half + GAP, bottom, half, ROW),
        _("Confirm"),
        lambda: panel.choose(chosen.action),
        color=theme.CONFIRM,
        key="board-confirm",
    )
    others = [option for option in listed(panel, actor, list(decision.options)) if option.key != chosen.key]
    room = pygame.Rect(area.left, rest.top + GAP, area.width, bottom - GAP - rest.top - GAP)
    if others and room.height >= ROW:  # the other positions, between the preview and the buttons, if they fit
        options_grid(panel, actor, others, room, lambda option: select(panel, option.key), prefix="board")


def headline_size(panel: DecisionPanel, headline: str, chosen: PickOption, width: int, free: int) -> str | None:
    """The type of a chosen position's headline above its preview in ``free`` pixels, or None for no headline.

    Title type, unless the preview then does not fit above the buttons: a merger's tie at a table of five, in
    French, left a chain's bonuses out under a headline of three title lines. Body type while the preview fits
    under it with its lines closed up; else none: the preview says what the headline does and more (a tie of
    three chains at a table of six long names left the last chain's bonuses out under "4A merges chains of
    equal size", which the tie's own sentence says again), and the position is marked on the board.
    """
    needed = panel.preview_height(chosen.action, width)
    if panel.lines_height(headline, width, "title") + needed <= free:
        return "title"
    count = needed // PREVIEW_STEP
    tight = PREVIEW_TIGHT * count if count else 0
    return "body" if panel.lines_height(headline, width, "body") + tight <= free else None


def listed(panel: DecisionPanel, actor: Actor, options: list[PickOption]) -> list[PickOption]:
    """The positions also shown as buttons: the host's ``listed_options`` (a board may keep its squares), else all."""
    hook = getattr(panel.host, "listed_options", None)
    return hook(actor, options) if hook is not None else options


def select(panel: DecisionPanel, key: str | None) -> None:
    """Select a board position (also called by a tap on the board picture)."""
    panel.selected = key
    panel.host.layout()


def confirm(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    """The confirm's question (it may state terms: a few lines), the game's preview, and the button.

    A confirm opened from the row below (a loan) states its own question: the top bar asks another. The main
    one does not, with or without a hint: the top bar asks it already; the question again above its button
    read as the same words twice ("Cat: no chain to buy from" in the bar and under it; the market's draw:
    "The market's Luxor shares" in the bar, the companion's draw explained, then the question again).
    """
    decision = actor.decision
    assert isinstance(decision, Confirm)
    stated = panel.headed is actor
    lines = [] if stated else theme.wrap(panel.text(actor), area.width, theme.FONT_SIZES["body"])
    for index, line in enumerate(lines):
        panel.label((area.left, area.top + index * 30, area.width, 30), line, size="body")
    if decision.action is None:
        return
    action = decision.action
    area = panel.preview(action, shrink(area, len(lines) * 30 + 6) if lines else area)
    text = say(decision.button, _) if decision.button else panel.host.table.label(action)  # a Phrase too
    panel.button(
        (area.left, area.top, area.width, ROW), text, lambda: panel.choose(action), color=theme.CONFIRM, key="confirm"
    )


def options_grid(
    panel: DecisionPanel,
    actor: Actor,
    options: Sequence[PickOption],
    area: pygame.Rect,
    on_pick: Callable[[PickOption], object],
    prefix: str = "pick",
) -> None:
    """Options as buttons, two columns when there are many or one column would page, paged when they do not fit
    (numbers first take more columns: :func:`number_columns`).

    Four names under "Let the companion decide" leave room for three rows: in one column the fourth name
    waited behind "More", a page turn to reach a player at a busy table; in two columns all four show.
    """
    rows = max(1, (area.height + GAP) // (ROW + GAP))
    columns = 2 if len(options) > min(4, rows) else 1
    if len(options) > rows * columns:
        columns = number_columns([panel.option_text(actor, option) for option in options], area, rows) or columns
    per_page = rows * columns
    if len(options) > per_page:
        per_page = max(columns, (rows - 1) * columns)
    pages = max(1, -(-len(options) // per_page))
    panel.page = min(panel.page, pages - 1)
    shown = options[panel.page * per_page : (panel.page + 1) * per_page]
    notes = option_notes(panel, shown) if prefix != "board" else {}  # a board's square: previewed when selected
    width = (area.width - GAP * (columns - 1)) // columns
    for index, option in enumerate(shown):
        x = area.left + (index % columns) * (width + GAP)
        y = area.top + (index // columns) * (ROW + GAP)
        panel.button(
            (x, y, width, ROW),
            panel.option_text(actor, option),
            partial(on_pick, option),
            key=f"{prefix}-{option.key}",
            swatch=panel.host.option_color(option.key),
            enabled=getattr(option, "enabled", True),  # an option the rules close now keeps its place, greyed
            refused=partial(say_reason, panel, option) if getattr(option, "reason", "") else None,
            note=notes.get(option.key, ""),
        )
    if pages > 1:
        bottom = area.top + (rows - 1) * (ROW + GAP)
        half = (area.width - GAP) // 2
        panel.button(
            (area.left, bottom, half, ROW),
            _("Previous"),
            lambda: turn(panel, -1),
            enabled=panel.page > 0,
            key="previous",
        )
        panel.button(
            (area.left + half + GAP, bottom, half, ROW),
            _("More"),
            lambda: turn(panel, 1),
            enabled=panel.page < pages - 1,
            key="more",
        )


def option_notes(panel: DecisionPanel, options: Sequence[PickOption]) -> dict[str, str]:
    """What each option the rules allow now would do, in the game's few words, by key: the host's
    ``option_notes`` (the generic play screen's: the game's option words), none for a host without it. Under its
    button, as the console lists it beside the option and a phone under it ("Buy CRY-1 for 140" over "360 left";
    an item over "160 left, 1 of 35 VP"). A greyed option says its reason when tapped."""
    hook = getattr(panel.host, "option_notes", None)
    return dict(hook(options)) if hook is not None else {}


def say_reason(panel: DecisionPanel, option: PickOption) -> None:
    """A tap on a greyed option: the engine's reason the decision gives for it (too dear, none left), said as a
    refusal is, so a greyed button is never silent."""
    panel.say(say(option.reason, _))


def number_columns(texts: Sequence[str], area: pygame.Rect, rows: int) -> int | None:
    """The columns that show every option on one page as a keypad, when every option is a number; else None.

    Numbers are short keys (the market's share count is a tile's number, 1 to 12): two columns would page them
    ("More" behind 9 to 12, a number the table looks for in vain), while three or four keys a row still leave
    each wider than a finger. None when a key would be too narrow for its number or a finger (the list pages).
    """
    if not texts or not all(text.strip().isdigit() for text in texts):
        return None
    columns = -(-len(texts) // rows)
    width = (area.width - GAP * (columns - 1)) // columns
    widest = max(theme.font(theme.FONT_SIZES["button"]).size(text)[0] for text in texts) + PADDING
    return columns if width >= max(theme.MIN_TARGET, widest) else None


def turn(panel: DecisionPanel, delta: int) -> None:
    panel.page += delta
    panel.host.layout()
