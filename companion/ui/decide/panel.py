"""The decision panel: what is being entered, and which widgets show the decision of the moment.

The panel is owned by a play screen (its :class:`Host`) and rebuilt on
every layout. It keeps only entry in progress — a number typed, a basket
filled, a tile selected, whose sealed entry is open — and forgets it when
the table changes, so a new decision always starts from its own defaults.

Several seats may act at once: the prompted seat's decision fills the
panel; side actions (a loan, declaring the end) and other seats' decisions
sit in a row of buttons at the bottom that open them in the panel, each
with a way back. Sealed decisions hand the whole screen to one seat at a
time (:mod:`.secret`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from companion.core.decisions import Actor, Basket, BoardPick, Confirm, Decision, PickOption, Secret
from companion.core.errors import RuleViolation
from companion.core.i18n import say
from companion.core.records import Action
from companion.text.i18n import _, labelled
from companion.text.sentence import as_sentence

from .. import theme
from ..widgets import Button, Label, RectLike, Widget

if TYPE_CHECKING:
    from companion.core import ChanceSource, Prompt, Table

GAP = 6
ROW = 52
PREVIEW_LINE, PREVIEW_STEP = 26, 28
"""A preview line's height, and the distance from one to the next."""
PREVIEW_TIGHT = 20
"""The least distance from one preview line to the next: the small type's letters (15 px) and a gap that keeps the
lines apart at arm's length. A preview closes up to it only where it would otherwise leave a sentence out."""
SMALL_PX = theme.FONT_SIZES["small"]
NOTE_PAD, WRAPPED_GAP = 8, 2
"""A note's label is its type's line and ``NOTE_PAD`` (the letters centred in it); a note's own wrapped lines
follow each other ``WRAPPED_GAP`` apart, and the next note comes ``WRAPPED_GAP`` under the last one's label: so
two notes stand a whole ``NOTE_PAD`` further apart than the lines of one. A hint wrapped with the gap between
notes ("Ancora in gara: Giocatore 3," over "Giocatore 1, Giocatore 2") read as two notes."""
RGB = tuple[int, int, int]


class Host(Protocol):
    """What a play screen offers the panel (the generic :class:`PlayScene` implements all of it)."""

    widgets: list[Widget]
    chance: ChanceSource  # the explicit random source the companion rolls and draws with

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def table(self) -> Table[Any]: ...

    def layout(self) -> None: ...

    def submit(self, action: Action) -> bool: ...

    def name(self, seat: int | None) -> str: ...

    def decide_chance(self) -> None: ...

    def option_color(self, key: str) -> RGB | None: ...

    def option_text(self, actor: Actor, option: PickOption) -> str: ...

    def preview_lines(self, action: Action) -> list[str]: ...

    def layout_entry(self, actor: Actor, area: pygame.Rect) -> bool: ...

    def hint(self, actor: Actor) -> str | None: ...

    def notify(self, text: str) -> None: ...

    def dismiss_result(self) -> None: ...


SENTENCE_ENDS = (".", "!", "?", "…", ".)", '."', "»")


def sentences(texts: list[str]) -> list[list[str]]:
    """``texts`` grouped by sentence: a host may give its preview wrapped to lines already (so that a basket
    shows it a line a label), and a line that does not end a sentence goes on in the next."""
    grouped: list[list[str]] = []
    going_on = False
    for text in texts:
        if going_on:
            grouped[-1].append(text)
        else:
            grouped.append([text])
        going_on = not text.rstrip().endswith(SENTENCE_ENDS)
    return grouped


class DecisionPanel:
    """Lays out the prompt's decisions inside a rectangle of a :class:`Host`."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.values: dict[str, int] = {}
        self.selected: str | None = None  # a board or pick option awaiting its confirm
        self.keypad = False  # the keypad is open (for the amount, or for the basket item in focus)
        self.typed = ""  # digits typed on the keypad so far
        self.before: int | None = None  # the number the keypad may change, as it was when it opened (Cancel)
        self.focus: str | None = None  # the basket item opened on its own with steps, max and the keypad
        self.page = 0
        self.previewed: Action | None = None  # the action whose preview is shown, and which of its pages
        self.preview_page = 0
        self.left_out: list[list[str]] = []  # a preview's sentences (their lines) that no page shows (:meth:`preview`)
        self.opened: int | None = None  # index into prompt.actors of a side or other seat's decision
        self.opened_actor: Actor | None = None  # that decision: closed once the prompt no longer holds it
        self.card: Callable[[pygame.Rect], None] | None = None  # an outcome shown until tapped (a roll's result)
        self.actors: list[Actor] = []  # the prompt's actors as last laid out (what "other-N" opens)
        self.headed: Actor | None = None  # the decision whose question is already said above it (the top bar's)
        self.secret_seat: int | None = None
        self.secret_stage: str | None = None  # "handover", "entry", "sealed"

    # -- state --------------------------------------------------------------------------
    def reset(self, *, keep_secret: bool = False) -> None:
        """Forget what was being entered (the table changed: a new decision has its own defaults)."""
        self.values.clear()
        self.selected = None
        self.keypad = False
        self.typed = ""
        self.before = None
        self.focus = None
        self.page = 0
        self.previewed, self.preview_page = None, 0
        self.opened = None
        self.opened_actor = None
        self.card = None
        if not keep_secret:
            self.secret_seat = None
            self.secret_stage = None

    @property
    def covering(self) -> bool:
        """True while a sealed hand-over owns the whole screen (nothing else may show)."""
        return self.secret_stage is not None

    def value(self, key: str, default: int, low: int, high: int) -> int:
        """The number entered for ``key``, kept within ``low..high`` (the limits move as the game does)."""
        value = min(max(self.values.get(key, default), low), high)
        self.values[key] = value
        return value

    def quantities(self, basket: Basket) -> dict[str, int]:
        """The basket's quantities as entered so far (each item's starting quantity until touched)."""
        return {item.key: self.value(f"item-{item.key}", item.initial, item.low, item.high) for item in basket.items}

    def set(self, key: str, value: int) -> None:
        self.values[key] = value
        self.host.layout()

    def bump(self, key: str, delta: int, low: int, high: int) -> None:
        self.set(key, min(max(self.values.get(key, low) + delta, low), high))

    def say(self, text: str) -> None:
        """Tell the table why a greyed control is greyed (a tap on it): the host's message, like a refusal's.

        A limit is often a phrase ("at most 3 shares a turn"), a note under its number; told alone it is said as
        a sentence (:func:`~companion.text.sentence.as_sentence`)."""
        if text:
            self.host.notify(as_sentence(text))

    # -- acting -------------------------------------------------------------------------
    def choose(self, action: Action) -> bool:
        """Submit ``action``; a sealed entry that is accepted turns the screen to "hand it on"."""
        sealing = self.secret_stage == "entry"
        accepted = self.host.submit(action)
        if accepted and sealing:
            self.secret_stage = "sealed"
            self.host.layout()
        return accepted

    def open(self, index: int | None) -> None:
        self.values.clear()
        self.selected = None
        self.keypad = False
        self.focus = None
        self.opened = index
        shown = self.actors
        self.opened_actor = shown[index] if index is not None and index < len(shown) else None
        self.host.layout()

    # -- words --------------------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        return self.host.name(seat)

    def text(self, actor: Actor, decision: Decision | None = None) -> str:
        """The decision's question in the player's language, with its values filled in."""
        decision = decision or actor.decision
        return decision.text(self.name(actor.seat) if actor.seat is not None else "", _)

    def option_text(self, actor: Actor, option: PickOption) -> str:
        return self.host.option_text(actor, option)

    # -- widget helpers -----------------------------------------------------------------
    def add(self, widget: Widget) -> Widget:
        self.host.widgets.append(widget)
        return widget

    def button(self, rect: RectLike, text: str, on_tap: Callable[[], object] | None, **options: Any) -> Button:
        button = Button(rect, text, on_tap, **options)
        self.host.widgets.append(button)
        return button

    def label(
        self, rect: RectLike, text: str, *, size: str = "body", color: RGB | None = None, align: str = "left"
    ) -> Label:
        label = Label(rect, text, size=theme.FONT_SIZES[size], color=color, align=align)
        self.host.widgets.append(label)
        return label

    def lines(
        self,
        area: pygame.Rect,
        text: str,
        *,
        size: str = "small",
        color: RGB | None = None,
        align: str = "left",
        most: int | None = None,
    ) -> pygame.Rect:
        """``text`` wrapped to ``area``'s width at its own type size, a label a line (at most ``most`` lines);
        returns the area left below it. A long hint or question in another language takes a second line instead
        of shrinking to a size nobody reads at arm's length."""
        px = theme.FONT_SIZES[size]
        height = theme.font(px).get_linesize() + NOTE_PAD
        fits = theme.font(px).size(text)[0] <= area.width
        wrapped = [text] if fits else theme.wrap(text, area.width, px)
        if most is not None and len(wrapped) > most:  # what does not fit the lines allowed is shrunk on the last
            wrapped = [*wrapped[: most - 1], " ".join(wrapped[most - 1 :])]
        for index, line in enumerate(wrapped):  # the note's lines close together; the next note a gap under them
            self.label((area.left, area.top, area.width, height), line, size=size, color=color, align=align)
            last = index == len(wrapped) - 1
            area = shrink(area, height + WRAPPED_GAP if last else height - NOTE_PAD + WRAPPED_GAP)
        return area

    def number_row(
        self,
        key: str,
        shown: str,
        value: int,
        low: int,
        high: int,
        rect: pygame.Rect,
        step: int = 1,
        why: str = "",
        floor: str = "",
    ) -> None:
        """− value +, each end greyed at its limit (wet fingers: no typing needed); both count on while held,
        and a greyed "+" says ``why`` (the engine's reason for the top) when tapped, a greyed "−" ``floor`` (the
        least: a tap on the opening bid's "−" did nothing a bidder could see). ``shown`` is ``value`` as the
        language writes it with its unit ("$7", "7M", "1 250"): "$ 7" stood between − and +, and "Bid $7" under."""
        side = max(theme.MIN_TARGET, min(rect.height, ROW))
        self.button(
            (rect.left, rect.top, side, rect.height),
            "−",
            lambda: self.bump(key, -step, low, high),
            key=f"{key}-minus",
            enabled=value - step >= low,
            repeat=True,
            refused=(lambda: self.say(floor)) if floor else None,
        )
        self.label(
            (rect.left + side + GAP, rect.top, rect.width - 2 * side - 2 * GAP, rect.height),
            shown,
            size="button",
            align="center",
        )
        self.button(
            (rect.right - side, rect.top, side, rect.height),
            "+",
            lambda: self.bump(key, step, low, high),
            key=f"{key}-plus",
            enabled=value + step <= high,
            repeat=True,
            refused=(lambda: self.say(why)) if why else None,
        )

    def chance_button(self, area: pygame.Rect) -> pygame.Rect:
        """ "Let the companion decide" on top of a chance decision; returns the area left below it."""
        self.button(
            (area.left, area.top, area.width, ROW),
            _("Let the companion decide"),
            self.host.decide_chance,
            color=theme.ACCENT,
            text_color=theme.BACKGROUND,
            key="chance",
        )
        return shrink(area, ROW + GAP)

    def preview(
        self, action: Action, area: pygame.Rect, bottom: int | None = None, *, tried: bool = False
    ) -> pygame.Rect:
        """The referee's insight for ``action`` (the game's words, wrapped to the panel), above what follows.

        Its lines end above ``bottom`` (by default the room of two rows is left below them), each sentence whole:
        a tie's merger in Italian read "Bonus Luxor: Ben $3.000 e" and stopped, Cat's bonus cut off mid-sentence
        as if there were none. The lines close up before they page (:func:`preview_pages`): a tie of four chains at
        a table of six long names had more sentences than the side column holds even closed up, and the last
        chain's bonuses were left out, money the table did not see; they are a page down, turned with the Up and
        Down of the game log, the page shown between them ("1/2"). The lines are :meth:`preview_sentences`. Only a
        sentence longer than a whole page, or one in a room too short for Up and Down, is still left out: it is
        noted in :attr:`left_out`, which the fit checks report. With ``tried``, an action the screen and the game's
        option words say nothing of is tried on the table (:meth:`preview_sentences`).
        """
        limit = area.bottom - 2 * ROW + PREVIEW_LINE if bottom is None else bottom
        lines = self.preview_sentences(action, tried=tried)
        said = wrapped(lines, area.width)
        if action != self.previewed:  # another action's preview opens on its first page
            self.previewed, self.preview_page = action, 0
        pages = preview_pages([len(pieces) for pieces in said], limit - area.top)
        self.preview_page = min(self.preview_page, len(pages) - 1)
        if len(pages) > 1:
            limit -= ROW + GAP
        page = pages[self.preview_page]
        shown = [said[index] for index in page]
        step, height = self.preview_spacing(sum(len(pieces) for pieces in shown), limit - area.top)
        for place, pieces in enumerate(shown):
            if area.top + step * (len(pieces) - 1) + height > limit:
                self.left_out += [lines[index] for index in page[place:]]
                break
            for piece in pieces:
                self.label((area.left, area.top, area.width, height), piece, size="small", color=theme.ACCENT)
                area = shrink(area, step)
        if len(pages) == 1:
            return area
        third, pager = (area.width - 2 * GAP) // 3, limit + GAP
        self.button(
            (area.left, pager, third, ROW),
            _("Up"),
            lambda: self.turn_preview(-1),
            icon="up",
            enabled=self.preview_page > 0,
            key="preview-up",
        )
        where = f"{self.preview_page + 1}/{len(pages)}"
        self.label((area.left + third + GAP, pager, area.width - 2 * (third + GAP), ROW), where, align="center")
        self.button(
            (area.right - third, pager, third, ROW),
            _("Down"),
            lambda: self.turn_preview(1),
            icon="down",
            enabled=self.preview_page < len(pages) - 1,
            key="preview-down",
        )
        return pygame.Rect(area.left, pager + ROW, area.width, max(0, area.bottom - pager - ROW))

    def turn_preview(self, delta: int) -> None:
        """Show the preview's next (or previous) page."""
        self.preview_page = max(0, self.preview_page + delta)
        self.host.layout()

    @staticmethod
    def preview_spacing(count: int, room: int) -> tuple[int, int]:
        """The distance from one of ``count`` preview lines to the next, and a line's height, within ``room`` pixels.

        The lines keep their ease while they fit; else they close up, down to :data:`PREVIEW_TIGHT`, before a
        sentence is left out: a three-way tie's merger at a table of six, in French, left the last chain's bonuses
        out, money the table did not see, under lines spaced wider than their letters need.
        """
        if count <= 0 or PREVIEW_STEP * (count - 1) + PREVIEW_LINE <= room:
            return PREVIEW_STEP, PREVIEW_LINE
        step = max(PREVIEW_TIGHT, min(PREVIEW_STEP, room // count))
        return step, min(PREVIEW_LINE, step)

    def preview_height(self, action: Action, width: int) -> int:
        """How tall :meth:`preview` draws ``action``'s lines at ``width``, all of them."""
        return PREVIEW_STEP * sum(len(pieces) for pieces in wrapped(self.preview_sentences(action), width))

    def preview_sentences(self, action: Action, *, tried: bool = False) -> list[list[str]]:
        """What :meth:`preview` says of ``action``, by sentence: the screen's own preview, else what the game's
        option words say it would do, as the console's "? 2" and a phone say it (Mad Market's guards: "Dan hires 2
        guards for 60 (30 each): 240 left", where the number stood alone above its Confirm), a line each.

        With ``tried``, where neither says anything, what the table would say once ``action`` is taken, tried on
        a copy (:meth:`companion.core.Table.trial`) without the sentence that only repeats it: the faces of a die
        picked but not yet entered show where the broker would stop and what it would auction."""
        own = self.host.preview_lines(action)
        if own:
            return sentences(own)
        words = self.option_words(action)
        if words or not tried:
            return [[line] for line in words]
        try:
            return [[line] for line in self.host.table.trial(action, _, restated=False)]
        except RuleViolation:  # the faces the rules refuse now: their Enter says why when tapped
            return []

    def lines_height(self, text: str, width: int, size: str) -> int:
        """How tall :meth:`lines` draws ``text`` at ``width`` and type ``size``."""
        px = theme.FONT_SIZES[size]
        count = 1 if theme.font(px).size(text)[0] <= width else len(theme.wrap(text, width, px))
        return note_height(count, px)

    def option_words(self, action: Action) -> list[str]:
        """All that ``action`` would do in the game's option words: the host's ``option_words`` (the generic play
        screen's), none for a host without it or an action the game has no words for."""
        hook = getattr(self.host, "option_words", None)
        return list(hook(action)) if hook is not None else []

    # -- layout -------------------------------------------------------------------------
    def layout(self, prompt: Prompt, area: pygame.Rect) -> None:
        """The decision of the moment inside ``area`` (or, for a sealed hand-over, the whole screen)."""
        from . import secret

        self.left_out = []
        if self.secret_stage is not None:
            secret.cover(self, prompt)
            return
        if self.card is not None:  # what the table must see first (a roll's result), until tapped
            self.card(area)
            return
        self.headed = None
        actors = self.actors = list(prompt.actors)
        if not actors:
            return
        main = prompt.primary()
        if self.opened is not None:  # a side panel closes with its decision (the table moved on meanwhile)
            self.opened = next((i for i, a in enumerate(actors) if a == self.opened_actor and a is not main), None)
        others = [
            (index, actor)
            for index, actor in enumerate(actors)
            if actor is not main and not (isinstance(actor.decision, Secret) and not actor.side)
        ]
        if self.opened is not None:
            actor = actors[self.opened]
            back = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
            self.button(back, _("Back"), lambda: self.open(None), key="opened-back")
            top = area.top
            if not isinstance(actor.decision, Confirm):  # a confirm states its own question
                top = (
                    self.lines(
                        pygame.Rect(area.left, top, area.width, area.height),
                        self.text(actor),
                        size="body",
                        color=theme.WARNING,
                    ).top
                    + 2
                )
            self.show(actor, pygame.Rect(area.left, top, area.width, area.bottom - top - ROW - GAP))
            return
        height = grid(len(others), area.width)[0] * (ROW + GAP) - GAP if others else 0
        # The keypad needs the room (side actions come back with the stepper), and so does a long preview of a
        # position chosen (they come back with its Cancel).
        if others and not self.keypad and not self.preview_crowds(main, area, height):
            self.other_row(others, pygame.Rect(area.left, area.bottom - height, area.width, height))
            area = pygame.Rect(area.left, area.top, area.width, area.height - height - GAP)
        if main is not None:
            hint = self.host.hint(main)
            if hint:
                area = self.lines(area, hint, color=theme.TEXT_DIM)
            self.headed = main  # the top bar asks its question, hint or not
            self.show(main, area)

    def preview_crowds(self, actor: Actor | None, area: pygame.Rect, row: int) -> bool:
        """Whether the preview of the board position chosen needs the room of the side actions' ``row`` height.

        A tie of three chains at a table of six long names, four of them paid alike in each chain, left the last
        chain's bonuses out above a "declare the end" the player was not about to press; its lines closed up as
        far as they can, the preview takes that row's room until the position is confirmed or cancelled.
        """
        if actor is None or not isinstance(actor.decision, BoardPick) or self.selected is None:
            return False
        chosen = next((o for o in actor.decision.options if o.key == self.selected and o.enabled), None)
        if chosen is None:
            return False
        count = self.preview_height(chosen.action, area.width) // PREVIEW_STEP
        return count * PREVIEW_TIGHT > area.height - (ROW + GAP) - (row + GAP)

    def show(self, actor: Actor, area: pygame.Rect) -> None:
        """One actor's decision, by its kind."""
        from . import LAYOUTS

        LAYOUTS[actor.decision.kind](self, actor, area)

    def other_row(self, others: list[tuple[int, Actor]], area: pygame.Rect) -> None:
        """Side actions and other seats' decisions: one button each, opening it in the panel."""
        rows, columns = grid(len(others), area.width)
        width = (area.width - GAP * (columns - 1)) // columns
        height = (area.height - GAP * (rows - 1)) // rows
        for place, (index, actor) in enumerate(others):
            button = getattr(actor.decision, "button", "") or ""
            # a Phrase too: "Ann: Take the loan for yellow" beside "Ben: Take the loan" (a pick of his two colours)
            words = say(button, _)
            text = labelled(self.name(actor.seat), words) if button and actor.seat is not None else self.text(actor)
            x, y = area.left + place % columns * (width + GAP), area.top + place // columns * (height + GAP)
            opener = self.button(
                (x, y, width, height),
                text,
                partial(self.open, index),
                key=f"other-{index}",
                size=theme.FONT_SIZES["small"],
                color=theme.PANEL_LIGHT,
                text_color=theme.WARNING if actor.side else theme.TEXT,
            )
            # the seat's name on a line of its own, then the words: "Massimiliano :" over "Emprunter pour le" over
            # "jaune" was shrunk to a size nobody reads, where three small lines fit the row
            opener.most_lines = 3


def note_height(count: int, px: int) -> int:
    """How far :meth:`DecisionPanel.lines` moves what follows down for a note of ``count`` lines at ``px``: each
    line its type's height and :data:`WRAPPED_GAP`, and the note's :data:`NOTE_PAD` once."""
    return count * (theme.font(px).get_linesize() + WRAPPED_GAP) + NOTE_PAD


def wrapped(sentences: list[list[str]], width: int) -> list[list[str]]:
    """Each sentence's lines wrapped to ``width`` in the preview's type, by sentence."""
    return [[piece for text in sentence for piece in theme.wrap(text, width, SMALL_PX)] for sentence in sentences]


def preview_pages(counts: list[int], room: int) -> list[list[int]]:
    """A preview's sentences of ``counts`` lines each, by page, within ``room`` pixels: all on one page while
    their lines fit closed up (:data:`PREVIEW_TIGHT`); else as many whole sentences a page as fit above the row of
    Up and Down, in order, at least one a page. A room too short for Up and Down and a line above them keeps one
    page: what it leaves out is the panel's ``left_out``, reported by the fit checks."""
    capacity = (room - ROW - GAP) // PREVIEW_TIGHT
    if PREVIEW_TIGHT * sum(counts) <= room or capacity < 1:  # it fits, or no room for a line above Up and Down
        return [list(range(len(counts)))]
    pages: list[list[int]] = [[]]
    used = 0
    for index, count in enumerate(counts):
        if pages[-1] and used + count > capacity:
            pages.append([])
            used = 0
        pages[-1].append(index)
        used += count
    return pages


def grid(count: int, width: int) -> tuple[int, int]:
    """Rows and columns for ``count`` side buttons: up to three a row, none narrower than 150 px."""
    columns = max(1, min(count, 3, width // 150))
    rows = -(-count // columns)
    return rows, -(-count // rows)


def shrink(area: pygame.Rect, top: int) -> pygame.Rect:
    """``area`` without its first ``top`` pixels."""
    return pygame.Rect(area.left, area.top + top, area.width, max(0, area.height - top))
