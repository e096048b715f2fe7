"""Colours, type sizes and text fitting for the touchscreen.

Made for a busy table: high contrast, big type, targets of at least 48 px,
and no text that silently runs out of its box. :func:`fit` shrinks a label
until it fits and records a :class:`Overflow` when even the smallest size
does not, so a test can render every screen in every language and fail on
the first clipped word.

Two themes (:data:`THEMES`), chosen on the settings screen and applied by
:func:`apply`, which sets this module's colour names, so every screen drawn
after it (screens lay themselves out again on entering) uses the new ones:

* ``normal``: body text at least 4.5:1 against every surface it sits on
  (WCAG 2 AA), button labels at least 3:1 on coloured buttons (AA for text of
  24 px and more, which every button label is);
* ``high``: black surfaces, white text, deeper button colours: body text and
  button labels at least 7:1 (WCAG 2 AAA), for glare, a dim room or low vision.

Colours read by name at drawing time (``theme.TEXT``) follow the theme; a
default argument would keep the theme it was defined under, so the drawing
helpers here take ``None`` for "the theme's".

A screen drawn again after a tap draws mostly the same words in the same
boxes, and on a Pi Zero measuring and rendering them is most of a frame: the
size a text fits its box at, its rendered line and a paragraph's lines are
kept between frames (bounded, the least recently used let go first; the
rendered lines, in the theme's colours, let go at a theme switch). Each is
keyed by all it depends on, the words themselves included, so a language
switch finds other keys. While something watches each
text as it is measured and drawn (:func:`watched`: :func:`ui.fit.recording`,
a test's recording font or ``draw_text``), everything is measured and drawn
afresh, so the watcher sees every one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import field
from functools import lru_cache

import pygame

from companion.data_classes import dataclass

MIN_TARGET = 48
"""The smallest touch target, in canvas pixels (a fingertip on a 7" screen)."""

RGB = tuple[int, int, int]

THEMES: dict[str, dict[str, RGB]] = {
    "normal": {
        "BACKGROUND": (24, 26, 31),
        "PANEL": (38, 41, 49),
        "PANEL_LIGHT": (56, 60, 71),
        "TEXT": (236, 238, 242),
        "TEXT_DIM": (160, 166, 178),
        "ACCENT": (86, 180, 233),  # Okabe–Ito sky blue
        "CONFIRM": (0, 130, 95),  # Okabe–Ito bluish green, deepened so its label reads 4:1
        "DANGER": (213, 94, 0),  # Okabe–Ito vermillion
        "WARNING": (230, 159, 0),  # Okabe–Ito orange
        "PRESSED": (255, 255, 255),
        "DISABLED": (33, 36, 43),  # below PANEL_LIGHT: a greyed control is dimmer than a live one, never lit
    },
    "high": {
        "BACKGROUND": (0, 0, 0),
        "PANEL": (14, 14, 14),
        "PANEL_LIGHT": (44, 44, 44),
        "TEXT": (255, 255, 255),
        "TEXT_DIM": (226, 226, 226),
        "ACCENT": (140, 210, 255),
        "CONFIRM": (0, 92, 64),
        "DANGER": (150, 50, 0),
        "WARNING": (255, 196, 64),
        "PRESSED": (255, 255, 255),
        "DISABLED": (24, 24, 24),
    },
}
"""Theme name → colour name → RGB."""

THEME_NAMES = ("normal", "high")
current = "normal"

BACKGROUND = THEMES["normal"]["BACKGROUND"]
PANEL = THEMES["normal"]["PANEL"]
PANEL_LIGHT = THEMES["normal"]["PANEL_LIGHT"]
TEXT = THEMES["normal"]["TEXT"]
TEXT_DIM = THEMES["normal"]["TEXT_DIM"]
ACCENT = THEMES["normal"]["ACCENT"]
CONFIRM = THEMES["normal"]["CONFIRM"]
DANGER = THEMES["normal"]["DANGER"]
WARNING = THEMES["normal"]["WARNING"]
PRESSED = THEMES["normal"]["PRESSED"]
DISABLED = THEMES["normal"]["DISABLED"]


def apply(name: str) -> str:
    """Make ``name`` the theme every screen draws with from now on (an unknown name: ``normal``)."""
    global current
    current = name if name in THEMES else "normal"
    globals().update(THEMES[current])
    line_image.cache_clear()
    return current


FONT_SIZES = {"small": 18, "body": 22, "button": 24, "title": 30, "huge": 44}
MIN_FONT = 14


@dataclass(frozen=True, slots=True)
class Overflow:
    text: str
    box: tuple[int, int]
    needed: tuple[int, int]


@dataclass(slots=True)
class FitReport:
    """Collects texts that did not fit while a screen was drawn."""

    overflows: list[Overflow] = field(default_factory=list)

    def clear(self) -> None:
        self.overflows.clear()


REPORT = FitReport()
_fonts: dict[int, pygame.font.Font] = {}


def _loaded(size: int) -> pygame.font.Font:
    cached = _fonts.get(size)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = _fonts[size] = pygame.font.Font(None, size)
    return cached


def font(size: int) -> pygame.font.Font:
    return _loaded(size)


def watched() -> bool:
    """True while something watches each text measured or drawn (it has put its own :func:`font` or
    :func:`draw_text` in this module's): kept lines and pictures step aside, so it sees every one."""
    return font is not _FONT or draw_text is not _DRAW_TEXT


def text_size(text: str, size: int) -> tuple[int, int]:
    """The width and height ``text`` takes at ``size`` (a button measures its label at every frame: kept)."""
    return font(size).size(text) if watched() else _kept_size(text, size)


@lru_cache(maxsize=1024)
def _kept_size(text: str, size: int) -> tuple[int, int]:
    width, height = _loaded(size).size(text)
    return width, height


def measure(chosen: pygame.font.Font, text: str) -> tuple[int, int]:
    """The room ``text`` needs in ``chosen``: its width, and the height of a line of that type.

    The rendered height grows with the tallest glyph (an accented capital, "Énergie", stands above the
    ascent), but a line of type is one line whatever letters it holds: a box as tall as the font's line
    takes it, and a capital's accent may reach a pixel above, as it does in print."""
    w, h = chosen.size(text)
    return w, min(h, max(chosen.get_linesize(), chosen.get_height()))


def fitted(text: str, width: int, height: int, size: int) -> tuple[int, Overflow | None]:
    """The largest type size of at most ``size`` at which ``text`` fits ``width``×``height``, and the overflow
    if even the smallest does not."""
    current = size
    while True:
        w, h = measure(font(current), text)
        if (w <= width and h <= height) or current <= MIN_FONT:
            return current, (Overflow(text, (width, height), (w, h)) if w > width or h > height else None)
        current -= 1


def fit(text: str, width: int, height: int, size: int) -> pygame.font.Font:
    """The largest font of at most ``size`` in which ``text`` fits ``width``×``height`` (recording an overflow)."""
    current, overflow = fitted(text, width, height, size)
    if overflow is not None:
        REPORT.overflows.append(overflow)
    return font(current)


kept_fit = lru_cache(maxsize=1024)(fitted)
""":func:`fitted`, remembered: it depends on the words, the box and the type only."""


@lru_cache(maxsize=768)
def line_image(text: str, size: int, ink: tuple[int, ...]) -> pygame.Surface:
    """``text`` rendered at ``size`` in ``ink``, kept: a busy play screen draws about 160 lines, and a few
    screens' worth stay (some megabytes at most). Callers draw on it, never into it."""
    return _loaded(size).render(text, True, ink)


def draw_text(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    *,
    size: int = FONT_SIZES["body"],
    color: tuple[int, int, int] | None = None,
    align: str = "center",
) -> None:
    """Draw one line of text inside ``rect``, shrinking it to fit (``color`` None: the theme's text colour)."""
    ink = color if color is not None else TEXT
    if watched():
        image = fit(text, rect.width, rect.height, size).render(text, True, ink)
    else:
        used, overflow = kept_fit(text, rect.width, rect.height, size)
        if overflow is not None:  # reported at every drawing, as when measured afresh
            REPORT.overflows.append(overflow)
        image = line_image(text, used, tuple(ink))
    surface.blit(image, aligned(image.get_rect(), rect, align))


def aligned(box: pygame.Rect, rect: pygame.Rect, align: str) -> pygame.Rect:
    """``box`` moved into ``rect`` as :func:`draw_text` places a line: centred top to bottom, and ``"left"``,
    ``"right"`` or (any other word) centred across."""
    box.centery = rect.centery
    if align == "left":
        box.left = rect.left
    elif align == "right":
        box.right = rect.right
    else:
        box.centerx = rect.centerx
    return box


def clip(text: str, width: int, size: int, least: int = FONT_SIZES["small"]) -> tuple[str, int]:
    """``text`` and the largest type from ``size`` down to ``least`` it fits ``width`` at; if even ``least`` is too
    wide, the text cut short with an ellipsis at ``least``. A long name in a narrow card stays readable at arm's
    length ("Bartolo…") instead of shrinking out of sight."""
    for current in range(size, least - 1, -1):
        # Chosen here, from ``size`` down to ``least``: the size drawn is the one asked, not a shrink to fit
        # (the fit check measures through ``font`` to see what :func:`fit` shrinks).
        if _loaded(current).size(text)[0] <= width:
            return text, current
    chosen = font(least)
    chosen.size(text)  # measured whole, so the fit check sees it was cut short
    while len(text) > 1 and chosen.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…", least


def wrap(text: str, width: int, size: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` at ``size`` (a page of rules is measured word by word:
    the lines are worked out once and kept). A seat's name of several words (:func:`keep_names`) stays on one
    line."""
    return _wrap(text, width, size, KEPT_NAMES) if watched() else list(_kept_wrap(text, width, size, KEPT_NAMES))


@lru_cache(maxsize=256)
def _kept_wrap(text: str, width: int, size: int, names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(_wrap(text, width, size, names))


KEPT_NAMES: tuple[str, ...] = ()
"""The open table's seat names of more than one word, longest first ("Giocatore 3", "Anna Maria"): the wrap keeps
each whole (:func:`keep_names`)."""


def keep_names(names: Iterable[str]) -> tuple[str, ...]:
    """Make the wrap keep each of ``names`` (the open table's seats) on one line, and return those it keeps.

    A seat nobody named plays as "Joueur 3", and the French log read "… ; Joueur" at the end of one line and
    "3 vend 1 action …" at the start of the next. The wrap is told the table's names rather than the names being
    written with a no-break space for the screen: a name is stored, journalled and typed at the console exactly
    as the table has it, so "Joueur 3" typed still matches; every screen that wraps (log, prompts, notices)
    keeps it without each one changing the name it shows; the drawn line holds an ordinary space, whatever glyphs
    the font has; and a typed name of two words ("Anna Maria") is kept as well. A name wider than the whole box
    still breaks at its spaces rather than overflow. The names are part of each kept wrap's key, so another
    table's names wrap afresh."""
    global KEPT_NAMES
    KEPT_NAMES = tuple(sorted({name for name in names if " " in name.strip()}, key=lambda name: (-len(name), name)))
    return KEPT_NAMES


@lru_cache(maxsize=16)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """``names`` found whole in a paragraph ("Joueur 3", never the start of "Joueur 30"), longest first."""
    if not names:
        return None
    return re.compile(rf"(?<![\w-])(?:{'|'.join(re.escape(name) for name in names)})(?![\w-])")


CLOSING_MARKS = frozenset(":;!?»")
"""Marks French sets after a space ("noir 1 : 7 cases", "pour 140 ?"): never the start of a line."""

_JOINED = "\x00"
"""A space inside a kept name while a paragraph is cut at its other spaces."""


def _words(paragraph: str, names: tuple[str, ...] = ()) -> list[str]:
    """``paragraph``'s words, a lone mark that follows a space ("1 :", "140 ?") kept with the word before it: a
    line never starts with a colon or a question mark, wherever the width falls. Each of ``names`` found in it is
    one word ("Joueur 3"), its spaces kept."""
    pattern = _names_pattern(names)
    if pattern is not None:
        paragraph = pattern.sub(lambda found: found[0].replace(" ", _JOINED), paragraph)
    words: list[str] = []
    for word in paragraph.split(" "):
        word = word.replace(_JOINED, " ")
        if words and words[-1] and word and set(word) <= CLOSING_MARKS:
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


WIDOW = 4
"""The most characters a paragraph's last line may hold as a word alone ("2.", "$6.", "sì."): such a widow brings
the word before it down with it."""

AMOUNT = re.compile(r"[-−]?[$€£]?\d[\d.,'\u00a0\u202f]*(?:[ \u00a0\u202f]?[$€£]|M)?(?:[ \u00a0\u202f]?[.,;:!?)\]»]+)?")
"""A number or an amount alone, as a last line may hold it: digits with their group separators, a currency sign
before or after, closing punctuation ("$300.", "$1,200.", "1.200 $.", "12 000 ?", "15M."). However long, it too
brings the word before it down: an amount is never read cut off from what it pays for."""


def _wrap(text: str, width: int, size: int, names: tuple[str, ...]) -> list[str]:
    chosen = font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _words(paragraph, names)
        lines += [_line(row) for row in _widowless(_balanced(words, width, chosen), width, chosen)]
    return lines


def _rows(words: list[str], width: int, chosen: pygame.font.Font) -> list[list[str]]:
    """``words`` set line by line, each line as full as ``width`` allows: each line's pieces, a word's first piece
    led by its space."""
    rows: list[list[str]] = [[]]
    for word in words:
        for index, piece in enumerate(_pieces(word, width, chosen)):
            spaced = f"{' ' if index == 0 else ''}{piece}"
            if not piece.strip() and rows[-1]:  # a second space between words: nothing to set
                continue
            if not _line(rows[-1]) or chosen.size(_line(rows[-1] + [spaced]))[0] <= width:
                rows[-1].append(spaced)
            else:
                rows.append([spaced])
    return rows


def _balanced(words: list[str], width: int, chosen: pygame.font.Font) -> list[list[str]]:
    """``words`` in as many lines as ``width`` needs for them, each line as long as the others: set at the
    narrowest width that needs no more lines, a paragraph's last line is not one short word under full ones
    ("Il cubo si ferma alla prima città del suo" / "colore"). A paragraph of more than three lines is set full
    to the box but its last two, evened alike (all its lines narrowed, a page of rules read as paragraphs of
    different widths). A word wider than ``width`` is set as before."""
    rows = _rows(words, width, chosen)
    if len(rows) < 2:
        return rows
    sizes = [chosen.size(word)[0] for word in words]
    widest = max(sizes)
    if widest > width:  # broken at its hyphens or spaces: each line as full as it holds
        return rows
    if len(rows) > 3:  # a long paragraph keeps the box's measure (a page of rules): its last two lines are evened
        return rows[:-2] + _balanced([piece.removeprefix(" ") for piece in rows[-2] + rows[-1]], width, chosen)
    # The search counts lines by the words' own widths added up (each word measured once, not every line at every
    # trial); the lines found are then set by the font's own measure, a few pixels wider where a line measures
    # more than its words' sum, and kept only if they need no more lines than the box's whole width.
    space = chosen.size(" ")[0]
    total = sum(sizes) + space * (len(sizes) - 1)
    low, high = max(widest, total // len(rows)), width  # ``high`` needs no more lines; no word broken from ``low``
    while low < high:
        middle = (low + high) // 2
        if _count(sizes, space, middle) <= len(rows):
            high = middle
        else:
            low = middle + 1
    for trial in range(high, width, 3):  # a line a few pixels off its words' sum (kerning): a little wider
        balanced = _rows(words, trial, chosen)
        if len(balanced) <= len(rows):
            return balanced
        if trial >= high + 12:
            break
    return rows


def _count(sizes: list[int], space: int, width: int) -> int:
    """How many lines words of ``sizes`` (each no wider than ``width``) fill, each line as full as it holds."""
    count, used = 1, -space
    for size in sizes:
        if used + space + size > width and used >= 0:
            count, used = count + 1, size
        else:
            used += space + size
    return count


def _line(pieces: list[str]) -> str:
    return "".join(pieces).strip()


def _widowless(rows: list[list[str]], width: int, chosen: pygame.font.Font) -> list[list[str]]:
    """``rows`` with a lone short word ("… e ne conserva" / "2.") or an amount ("… pour" / "1.200 $.") on the last
    line joined by the word before it, where the line above keeps a word and the two fit together: a reader sees
    the end of the sentence, not a number cut off from what it counts. An amount made whole that way ("$." then
    "1.200 $.") is still alone: the word before it comes down too."""
    while len(rows) > 1 and _widowed(rows[-1]):
        above, last = rows[-2], rows[-1]
        words = [i for i, piece in enumerate(above) if piece.startswith(" ") and _line(above[:i])]
        if not words or not last[0].startswith(" "):  # one word above, or the widow the end of a broken word
            break
        start = words[-1]  # the last word above, with every piece of it
        joined = above[start:] + last
        if chosen.size(_line(joined))[0] > width:
            break
        rows = [*rows[:-2], above[:start], joined]
    return rows


def _widowed(row: list[str]) -> bool:
    """Whether ``row``, a paragraph's last line, stands too short alone: one word of :data:`WIDOW` characters at
    most, or an :data:`AMOUNT`."""
    text = _line(row)
    return (len(row) == 1 and len(text) <= WIDOW) or AMOUNT.fullmatch(text) is not None


def _pieces(word: str, width: int, chosen: pygame.font.Font) -> list[str]:
    """``word``, or if it is wider than ``width`` its parts: a kept name at its spaces ("Anna", " Maria"), a part
    still too wide after each hyphen ("Jean-", "Christophe"). A long hyphenated name wraps where a reader expects,
    where it stayed whole and its box shrank it out of sight; a mark kept after its space ("1 :") stays with it."""
    if ("-" not in word.strip("-") and " " not in word) or chosen.size(word)[0] <= width:
        return [word]
    return [
        piece
        for part in re.split(r"(?= [^ :;!?»])", word)
        for piece in (
            [part] if "-" not in part.strip(" -") or chosen.size(part)[0] <= width else re.split(HYPHEN_BREAK, part)
        )
    ]


HYPHEN_BREAK = re.compile(r"(?<=[^-]-)(?=[^-])")
"""Where a word too wide for its box breaks: after a hyphen between two letters."""


def balanced_width(text: str, width: int, size: int) -> int:
    """The narrowest width up to ``width`` that wraps ``text`` in no more lines than ``width`` does: a prompt in
    two lines splits near its middle ("Joueur 2 construit pour / Orange : tuile 1 sur 2"), never a full line and
    a lone "2" under it."""
    if watched():
        return _balanced_width(text, width, size, KEPT_NAMES)
    return _kept_balanced_width(text, width, size, KEPT_NAMES)


@lru_cache(maxsize=256)
def _kept_balanced_width(text: str, width: int, size: int, names: tuple[str, ...]) -> int:
    return _balanced_width(text, width, size, names)


def _balanced_width(text: str, width: int, size: int, names: tuple[str, ...]) -> int:
    count = len(_wrap(text, width, size, names))
    if count < 2:
        return width

    def holds(trial: int) -> bool:
        lines = _wrap(text, trial, size, names)
        return len(lines) <= count and all(text_size(line, size)[0] <= trial for line in lines)

    if not holds(width):  # a word wider than the box: as it is, the overflow reported as before
        return width
    low, high = 1, width  # high always holds
    while low < high:
        middle = (low + high) // 2
        if holds(middle):
            high = middle
        else:
            low = middle + 1
    return high


def draw_paragraph(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    *,
    size: int = FONT_SIZES["body"],
    color: tuple[int, int, int] | None = None,
) -> int:
    """Draw wrapped text from the top of ``rect``; returns the height used. Records overflow."""
    lines = wrap(text, rect.width, size)
    chosen = font(size)
    height = chosen.get_linesize()
    ink = color if color is not None else TEXT
    plain = not watched()
    for index, line in enumerate(lines):
        y = rect.top + index * height
        surface.blit(line_image(line, size, tuple(ink)) if plain else chosen.render(line, True, ink), (rect.left, y))
        needed = text_size(line, size)
        if needed[0] > rect.width:
            REPORT.overflows.append(Overflow(line, rect.size, needed))
    used = len(lines) * height
    if used > rect.height:
        REPORT.overflows.append(Overflow(text, rect.size, (rect.width, used)))
    return used


def draw_icon(
    surface: pygame.Surface, icon: str, rect: pygame.Rect, color: tuple[int, int, int], *, hollow: bool = False
) -> None:
    """Simple shapes instead of symbol glyphs, which the bundled font lacks.

    ``hollow`` draws only the outline: a greyed button's icon. Solid in the dim text colour, a big arrow still
    read as a key to press (the log's arrows on a log that does not scroll), where a greyed word reads faint."""
    import math

    cx, cy = rect.center
    r = min(rect.width, rect.height) // 3
    width = max(2, r // 8) if hollow else 0
    if icon == "up":
        pygame.draw.polygon(surface, color, [(cx - r, cy + r // 2), (cx + r, cy + r // 2), (cx, cy - r)], width)
    elif icon == "down":
        pygame.draw.polygon(surface, color, [(cx - r, cy - r // 2), (cx + r, cy - r // 2), (cx, cy + r)], width)
    elif icon == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        pygame.draw.polygon(surface, color, points, width)
    else:
        raise ValueError(f"unknown icon {icon!r}")


_FONT, _DRAW_TEXT = font, draw_text
"""This module's own, as :func:`watched` compares them."""
