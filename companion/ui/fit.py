"""Does a screen fit? Widgets on the canvas, apart from each other, and labels at their own size.

:mod:`.theme` records a text that does not fit its box even at the smallest
type. That is not all a player at the table runs into: a row of buttons can
run off the bottom of the 480-px screen (and cannot be tapped), a button can
sit on another or hide a label, and a label squeezed into a box too small
for it is drawn in smaller type than its neighbours (hard to read at arm's
length, and a sign the box is too small). :func:`check` looks at the
widgets of a laid-out screen and lists each of these as a :class:`Problem`,
so the screenshot tour and the tests can fail on the first one, naming the
screen and the widget.

Only geometry is measured: the widgets' rectangles and the size their text
needs at the type size the screen asked for. Nothing is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import field
from typing import Any

import pygame

from companion.data_classes import dataclass

from . import theme
from .headings import near
from .widgets import Button, Heading, Keypad, Label, Note, Stepper, Widget

GAP = 1
"""Interactive widgets closer than this (in canvas pixels) touch: a finger meant for one lands on both."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a screen: ``kind`` is off-screen, overlap, touching (two column headings read as one),
    covers, shrunk, small (a target under 48 px), tiny (a text drawn under 18 px), clipped (a text cut short with
    "…"), drawn-over (a text drawn on another) or left-out (a text the screen had to say and did not, for lack of
    room)."""

    kind: str
    what: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.what} {self.detail}"


def describe(widget: Widget) -> str:
    """A widget as a failure message names it: its kind, its key or text, and its rectangle."""
    name = type(widget).__name__
    key = getattr(widget, "key", None)
    text = getattr(widget, "text", "")
    label = f"{key} {text!r}" if key else repr(text)
    r = widget.rect
    return f"{name} {label} at ({r.x},{r.y} {r.width}x{r.height})"


def fitted_size(text: str, width: int, height: int, size: int) -> int:
    """The type size :func:`theme.fit` draws ``text`` at in a ``width``×``height`` box (without recording)."""
    current = size
    while current > theme.MIN_FONT:
        w, h = theme.measure(theme.font(current), text)
        if w <= width and h <= height:
            return current
        current -= 1
    return theme.MIN_FONT


def note_size(note: Note) -> int:
    """The type size a :class:`Note` draws at: shrunk until its wrapped lines fit its box's height."""
    size = note.size
    while size > theme.MIN_FONT and note.height_at(size) > note.rect.height:
        size -= 1
    return size


def interactive(widgets: Iterable[Widget]) -> Iterator[Widget]:
    """The visible widgets a finger can use: buttons, steppers, and each key of a keypad."""
    return (widget for widget in parts(widgets) if isinstance(widget, Button | Stepper))


def text_box(widget: Widget) -> pygame.Rect | None:
    """Where a label's or note's text actually lands (its box may be much wider than its words)."""
    if isinstance(widget, Label):
        if not widget.text:
            return None
        used = fitted_size(widget.text, widget.rect.width, widget.rect.height, widget.size)
        return theme.aligned(pygame.Rect((0, 0), theme.font(used).size(widget.text)), widget.rect, widget.align)
    if isinstance(widget, Heading):  # placed where its letters land
        return pygame.Rect(widget.rect)
    if isinstance(widget, Note):
        if not widget.text:
            return None
        height = min(widget.rect.height, widget.height_at(note_size(widget)))
        top = widget.rect.top + max(0, (widget.rect.height - height) // 2)
        return pygame.Rect(widget.rect.left, top, widget.rect.width, height)
    return None


def shrunk(widget: Widget) -> Problem | None:
    """A label drawn in smaller type than the screen asked for, because its box is too small for it."""
    if isinstance(widget, Button):
        if widget.icon is not None or not widget.text or len(widget.lines()) >= 2:  # lines at its own size
            return None
        box, size = widget.text_rect(), widget.size
    elif isinstance(widget, Stepper):
        box, size = widget.text_rect(), theme.FONT_SIZES["button"]
    elif isinstance(widget, Label):
        if not widget.text:
            return None
        box, size = widget.rect, widget.size
    elif isinstance(widget, Note):
        used = note_size(widget)
        if used < widget.size:
            return Problem("shrunk", describe(widget), f"drawn at {used} px instead of {widget.size} px")
        return None
    else:
        return None
    text = widget.text
    used = fitted_size(text, box.width, box.height, size)
    if used < size:
        need = theme.font(size).size(text)
        return Problem(
            "shrunk", describe(widget), f"drawn at {used} px instead of {size} px (needs {need[0]}x{need[1]} px)"
        )
    return None


def parts(widgets: Iterable[Widget]) -> Iterator[Widget]:
    """Every visible widget, a keypad's keys one by one."""
    for widget in widgets:
        if not widget.visible:
            continue
        if isinstance(widget, Keypad):
            yield from (button for button in widget.buttons if button.visible)
        else:
            yield widget


def check_widgets(widgets: list[Widget], size: tuple[int, int]) -> list[Problem]:
    """Everything wrong with ``widgets`` on a canvas of ``size`` (see the module's docstring)."""
    screen = pygame.Rect((0, 0), size)
    problems: list[Problem] = []
    every = list(parts(widgets))
    for widget in every:
        box = text_box(widget) if isinstance(widget, Label | Note) else widget.rect
        if box is not None and not screen.contains(box):
            problems.append(Problem("off-screen", describe(widget), f"leaves the {size[0]}x{size[1]} screen"))
        fault = shrunk(widget)
        if fault is not None:
            problems.append(fault)
    targets = list(interactive(widgets))
    for target in targets:
        if target.rect.width < theme.MIN_TARGET or target.rect.height < theme.MIN_TARGET:
            problems.append(
                Problem("small", describe(target), f"is smaller than a fingertip (targets need {theme.MIN_TARGET} px)")
            )
    for index, first in enumerate(targets):
        for second in targets[index + 1 :]:
            if first.rect.inflate(2 * GAP, 2 * GAP).colliderect(second.rect):
                problems.append(Problem("overlap", describe(first), f"touches or overlaps {describe(second)}"))
    texts = [(widget, text_box(widget)) for widget in every if isinstance(widget, Label | Note | Heading)]
    for target in targets:
        for widget, box in texts:
            if box is not None and target.rect.colliderect(box):
                problems.append(Problem("covers", describe(target), f"covers the text of {describe(widget)}"))
    for index, (first, first_box) in enumerate(texts):
        for second, second_box in texts[index + 1 :]:
            if first_box is not None and second_box is not None and first_box.colliderect(second_box):
                problems.append(Problem("overlap", describe(first), f"runs into {describe(second)}"))
    headings = [widget for widget in every if isinstance(widget, Heading)]
    for index, first in enumerate(headings):
        for second in headings[index + 1 :]:
            if near(first.rect, second.rect) and not first.rect.colliderect(second.rect):
                problems.append(Problem("touching", describe(first), f"stands too near {describe(second)}"))
    return problems


def check(scene: Any) -> list[Problem]:
    """Everything wrong with ``scene`` as laid out now: its widgets on its canvas, and what it left out
    (:func:`left_out`)."""
    return check_widgets(list(scene.widgets), scene.size) + left_out(scene)


def left_out(scene: Any) -> list[Problem]:
    """Each text ``scene`` had to say and left out for lack of room (its ``left_out``: a preview's sentence that
    no page shows, as its lines), which no widget's size betrays: a tie of four chains at a table of six long
    names dropped the last chain's bonuses with every widget shown fitting."""
    hook = getattr(scene, "left_out", None)
    missing = list(hook()) if hook is not None else []
    return [Problem("left-out", repr(" ".join(lines)), "is left out for lack of room") for lines in missing]


class _Recording:
    """A font that notes each text it renders: the size it was made at, and the size it was first asked at.

    :func:`theme.fit` measures a text at the size asked for, then one size
    smaller at a time until it fits: the run of sizes measured just before
    the text is rendered tells the size it was asked at.
    """

    def __init__(self, font: pygame.font.Font, size: int, log: Drawn) -> None:
        self._font, self._size, self._log = font, size, log

    def size(self, text: str) -> tuple[int, int]:
        self._log.measured.setdefault(text, []).append(self._size)
        return self._font.size(text)

    def render(self, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        asked = self._size
        for measured in reversed(self._log.measured.pop(text, [])):
            if measured == asked + 1:  # one size larger, just before: fit was shrinking it
                asked = measured
            elif measured != asked:
                break
        self._log.texts.append((text, self._size, asked))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


@dataclass(slots=True)
class Drawn:
    """The texts of a frame: ``(text, drawn at, asked at)``; ``measured`` is bookkeeping; ``placed`` is, in
    drawing order, each filled panel (``pygame.draw.rect``) and each line :func:`theme.draw_text` drew, with
    where its letters landed (``kind``, ``text``, box, surface); ``clipped`` the texts cut short with "…"
    (each with the text it was cut from)."""

    texts: list[tuple[str, int, int]]
    measured: dict[str, list[int]]
    placed: list[tuple[str, str, pygame.Rect, int]] = field(default_factory=list)
    clipped: list[tuple[str, str]] = field(default_factory=list)


ELLIPSIS = "…"


def _note_clipped(log: Drawn, text: str) -> None:
    """``text`` ends with "…": if a longer text it begins was measured in this frame, it was cut short to fit."""
    stem = text[: -len(ELLIPSIS)].rstrip()
    if not stem:
        return
    whole = next((m for m in log.measured if len(m) > len(stem) + 1 and m.startswith(stem) and ELLIPSIS not in m), None)
    if whole is not None:
        log.clipped.append((text, whole))


def letters(text: str, rect: pygame.Rect, size: int, align: str, font: Any) -> pygame.Rect:
    """Where :func:`theme.draw_text` puts ``text``'s letters in ``rect`` (shrunk to fit as it does)."""
    current = size
    while current > theme.MIN_FONT:
        w, h = theme.measure(font(current), text)
        if w <= rect.width and h <= rect.height:
            break
        current -= 1
    return theme.aligned(pygame.Rect((0, 0), font(current).size(text)), rect, align)


@contextmanager
def recording() -> Iterator[Drawn]:
    """While inside, every text drawn through :func:`theme.font` is noted with its type sizes, and every line
    :func:`theme.draw_text` draws and every panel ``pygame.draw.rect`` fills with where they land.

    What widgets cannot tell — a status panel's line, a board's label drawn
    straight on the canvas — is measured as drawn, after :func:`theme.fit`
    has shrunk whatever did not fit its box.
    """
    log = Drawn([], {})
    original, original_text, original_rect = theme.font, theme.draw_text, pygame.draw.rect

    def draw_text(surface: pygame.Surface, text: str, rect: pygame.Rect, **options: Any) -> None:
        if text.endswith(ELLIPSIS):
            _note_clipped(log, text)
        original_text(surface, text, rect, **options)
        if text.strip():
            size, align = options.get("size", theme.FONT_SIZES["body"]), options.get("align", "center")
            log.placed.append(("text", text, letters(text, pygame.Rect(rect), size, align, original), id(surface)))

    def draw_rect(surface: pygame.Surface, color: Any, rect: Any, width: int = 0, *args: Any, **kwargs: Any) -> Any:
        if width == 0:
            log.placed.append(("panel", "", pygame.Rect(rect), id(surface)))
        return original_rect(surface, color, rect, width, *args, **kwargs)

    def font(size: int) -> pygame.font.Font:
        recording = _Recording(original(size), size, log)
        return recording  # type: ignore[return-value]  # a Font but for its type: what it does not note it forwards

    theme.font = font
    theme.draw_text = draw_text
    pygame.draw.rect = draw_rect
    try:
        yield log
    finally:
        theme.font = original
        theme.draw_text = original_text
        pygame.draw.rect = original_rect


SMALLEST = theme.FONT_SIZES["small"]
"""The least type a play screen may use (18 px): smaller reads as a smudge at arm's length across a table."""


def drawn_problems(log: Drawn, *, smallest: int | None = None) -> list[Problem]:
    """Each text drawn smaller than asked (shrunk to fit its box), once per text and sizes; with ``smallest``,
    each text drawn under that size too (tiny)."""
    seen = dict.fromkeys((text, size, asked) for text, size, asked in log.texts if text.strip() and size < asked)
    problems = [
        Problem("shrunk", repr(text), f"drawn at {size} px instead of {asked} px") for text, size, asked in seen
    ]
    if smallest is not None:
        tiny = dict.fromkeys((text, size) for text, size, _asked in log.texts if text.strip() and size < smallest)
        problems += [
            Problem("tiny", repr(text), f"drawn at {size} px (the least is {smallest} px)") for text, size in tiny
        ]
    return problems


EDGE = 4
"""Pixels of a text's letters that may stray over a panel's edge before it counts as drawn over it."""


def drawn_over(log: Drawn) -> list[Problem]:
    """Texts drawn across the edge of a panel under them (a verdict over the last player's card), and texts
    whose letters land on another's, each once.

    A text inside a panel drawn over others (a result card over the board)
    only meets the panels drawn after its own: what lies under its card is
    covered, not crossed.
    """
    problems: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    boxes = [entry[2] for entry in log.placed]
    for index, (kind, text, box, surface) in enumerate(log.placed):
        if kind != "text":
            continue
        met = [i for i in box.collidelistall(boxes[:index]) if log.placed[i][3] == surface]  # in C: a frame is fast
        own = max((i for i in met if log.placed[i][0] == "panel" and boxes[i].contains(box)), default=-1)
        for i in met:
            if i <= own:
                continue
            other_kind, other, rect, _surface = log.placed[i]
            crossed = rect.clip(box)
            if other_kind == "panel" and not rect.contains(box) and min(crossed.width, crossed.height) > EDGE:
                where = f"the panel at ({rect.x},{rect.y} {rect.width}x{rect.height})"
            elif other_kind == "text" and min(crossed.width, crossed.height) > EDGE:
                where = f"{other!r}"
            else:
                continue
            if (text, where) not in seen:
                seen.add((text, where))
                problems.append(
                    Problem("drawn-over", f"{text!r} at ({box.x},{box.y} {box.width}x{box.height})", f"crosses {where}")
                )
    return problems


def clipped(log: Drawn, names: Iterable[str] = ()) -> list[Problem]:
    """Texts cut short with "…" to fit their box ("Crise boursièr…"), each once, but players' ``names``.

    A name is whatever a player typed, up to forty letters: a narrow column may cut it short ("Bartholo…")
    and still say whose row it is. A label or a number the product wrote must fit whole."""
    typed = set(names)
    return [
        Problem("clipped", repr(text), f"is {whole!r} cut short to fit its box")
        for text, whole in dict.fromkeys(log.clipped)
        if whole not in typed
    ]


def frame_rules(scene: Any, log: Drawn) -> list[Problem]:
    """On a play screen, the texts drawn under :data:`SMALLEST`; on any screen, the texts cut short with "…"
    (but players' names)."""
    tiny = drawn_problems(Drawn(log.texts, {}), smallest=SMALLEST) if is_play_screen(scene) else []
    table = getattr(getattr(scene, "app", None), "table", None)
    names = table.names if table is not None else ()
    return [problem for problem in tiny if problem.kind == "tiny"] + clipped(log, names)


def is_play_screen(scene: Any) -> bool:
    """A game's play screen (where :data:`SMALLEST` holds for every text drawn)."""
    from .scenes.play import PlayScene

    return isinstance(scene, PlayScene)


def check_frame(scene: Any, log: Drawn) -> list[Problem]:
    """:func:`check` of ``scene``, then what else was drawn: shrunk (its background: a status line, a chart's
    title), each text once (a widget's own text is already named with its widget); drawn across a panel's edge
    or on another text; and :func:`frame_rules`: on a play screen no text under :data:`SMALLEST`, on any
    screen none cut short with "…" but players' names."""
    problems = check(scene)
    own = [getattr(widget, "text", "") for widget in parts(scene.widgets)]
    others = Drawn([entry for entry in log.texts if not any(entry[0] and entry[0] in text for text in own)], {})
    return problems + drawn_problems(others) + drawn_over(log) + frame_rules(scene, log)


def frame_problems(app: Any) -> list[str]:
    """Draw the app's frame and list, as sentences, what does not fit: the texts :mod:`.theme` could not fit at
    its smallest type, then :func:`check_frame` of the screen (the screenshot tour and the monkey read both)."""
    theme.REPORT.clear()
    with recording() as drawn:
        app.draw()
    found = [
        f"overflow: {o.text!r} needs {o.needed[0]}x{o.needed[1]} px, box {o.box[0]}x{o.box[1]}"
        for o in theme.REPORT.overflows
    ]
    return found + [str(problem) for problem in check_frame(app.scene, drawn)]
