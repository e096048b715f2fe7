"""The phone page in a real browser, against a canned server: what it shows and exactly what it sends.

Each test hands the page VIEW frames written here (every decision kind of the protocol) and reads the frames
the page sent back: an answer in the protocol's form with the moment of the view it answers, one answer per
tap however often it is tapped, the token out of the address bar and sent first, the code box, a refusal
shown, the reconnect, the language and theme switches. Debian's Chromium, headless (tests/phones/browser.py).
"""

from __future__ import annotations

import os
import re
import shutil
import struct
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.phones.browser import SCREENS, browser, flat  # noqa: F401  (the session's Chromium, a fixture)
from tests.phones.page_server import CannedServer, canned
from tests.phones.test_browser_widths import BEYOND
from tests.waiting import wait_until

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Response

TOKEN = "7QKD4MZP2W8XRTBN"
TEXTS = {
    "title": "Your seat at the table",
    "your_turn": "Your turn",
    "waiting": "Waiting for the others",
    "confirm": "Confirm",
    "cancel": "Cancel",
    "private": "Only you see this",
    "table": "The table",
    "sealed": "Sealed: nobody sees it until everyone has chosen.",
    "code_prompt": "Type the code shown on the table's screen for your seat",
    "connected": "Connected",
    "lost": "Connection lost: trying again",
    "language": "Language",
}

PICK = {
    "side": False,
    "question": "Anna, which company do you found?",
    "sealed": False,
    "kind": "pick",
    "options": [
        {"key": "tower", "label": "Tower", "detail": "3 tiles, $300 a share", "enabled": True},
        {"key": "luxor", "label": "Luxor", "detail": "", "enabled": True},
        {"key": "imperial", "label": "Imperial", "detail": "Not on the board", "enabled": False},
    ],
}
AMOUNT = {
    "side": False,
    "question": "Anna, your bid for the Coal Works?",
    "sealed": False,
    "kind": "amount",
    "low": 10,
    "high": 90,
    "unit": "£",
    "quick": [10, 60],
    "others": [{"key": "pass", "label": "Pass"}],
    "button": "Bid",
    "limit": "You can spend at most £60.",
}
BASKET = {
    "side": False,
    "question": "Anna, buy shares (at most 3)",
    "sealed": False,
    "kind": "basket",
    "items": [
        {"key": "tower", "label": "Tower", "low": 0, "high": 3, "initial": 0, "price": 300},
        {"key": "luxor", "label": "Luxor", "low": 0, "high": 2, "initial": 1, "price": 400},
    ],
    "button": "Buy",
    "budget": 1000,
}
CONFIRM = {
    "side": False,
    "question": "Anna, end your turn?",
    "sealed": False,
    "kind": "confirm",
    "button": "End turn",
    "enabled": True,
}
DICE = {
    "side": False,
    "question": "Anna, what did the dice show?",
    "sealed": False,
    "kind": "dice",
    "dice": [{"name": "White", "low": 1, "high": 6}, {"name": "Red", "low": 1, "high": 6}],
}
SECRET = {
    "side": False,
    "question": "Anna, how many crates do you sell? Nobody sees it until everyone has chosen.",
    "sealed": True,
    "kind": "secret",
    "inner": {**AMOUNT, "question": "Crates to sell", "sealed": True, "others": [], "button": "Seal", "limit": None},
    "done": False,
}
ENTRY = {
    "side": False,
    "question": "Anna, lay the new track",
    "sealed": False,
    "kind": "entry",
    "text": "Enter this on the table's screen.",
}


def view(moment: int, *decisions: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """A seat's view as the server sends it, with ``decisions`` and any field changed."""
    shown: dict[str, Any] = {
        "moment": moment,
        "game": "Steam Barons",
        "seat": 1,
        "name": "Anna",
        "colour": "#d04040",
        "texts": TEXTS,
        "turn": "Your turn",
        "yours": bool(decisions),
        "decisions": list(decisions),
        "private": ["Cash: £140", "Hand: 2 coal, 1 steel"],
        "public": ["Round 3 of 6", "Ben: £95, 4 crates", "Carla: £120, 2 crates"],
        "recent": ["Ben bought the Iron Mine for £40."],
        "over": False,
    }
    shown.update(changes)
    return shown


EPOCH = 1_767_225_600
"""Where a ``paused`` page's clock is installed: any fixed moment (2026-01-01, in Unix seconds)."""
PAUSED_AT = EPOCH + 86_400
"""Where it stands still, a day on: the installed clock runs until it is paused, and a pause at the very moment it was
installed is in its past (an error) as soon as a loaded machine takes a millisecond between the two calls."""
SOCKET_LEDGER = """
(() => {
  const Socket = window.WebSocket;
  const opened = [];
  window.__openedSockets = opened;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      opened.push(this);
    }
  };
})();
"""
"""A ``paused`` page notes every websocket it opens, as it makes it: the test reads the list, never waits on it."""
LONGEST_BACKOFF_MS = 8000 * 5 // 4
"""The longest the page waits before it tries again: phone.js's MAX_BACKOFF_MS, stretched by its jitter."""


@pytest.fixture
def server() -> Iterator[tuple[CannedServer, str]]:
    with canned() as started:
        yield started


@pytest.fixture
def canned_server(server: tuple[CannedServer, str]) -> CannedServer:
    """The canned server itself, for a test that needs no address."""
    return server[0]


@pytest.fixture
def open_page(
    browser: Browser,  # noqa: F811  (the fixture imported above)
    server: tuple[CannedServer, str],
) -> Iterator[Callable[..., Page]]:
    """Open the page at a phone's size, showing ``shown`` once joined: ``open_page(view(3), scheme="dark")``.

    ``paused=True``: the page's clock stands still until the test runs it, and its websockets are noted in the
    page (:func:`never_reconnects`).
    """
    contexts = []
    problems: list[str] = []
    canned_server, url = server
    origin = url.rstrip("/")

    def open_phone(
        shown: dict[str, Any] | None = None,
        fragment: str = "#" + TOKEN,
        scheme: str = "light",
        scale: float = 1,
        paused: bool = False,
    ) -> Page:
        context = browser.new_context(
            viewport={"width": 390, "height": 844},
            device_scale_factor=scale,
            is_mobile=True,
            has_touch=True,
            color_scheme=scheme,  # type: ignore[arg-type]  # "light" or "dark", as Playwright spells them
        )
        contexts.append(context)
        page = context.new_page()
        # a script or style the policy refused, a script error, a request elsewhere, a file missing (but the
        # browser's own look for a favicon, which the server has none of)
        page.on("console", lambda message: problems.append(message.text) if refused(message.text) else None)
        page.on("pageerror", lambda error: problems.append(str(error)))
        page.on("request", lambda request: None if request.url.startswith(origin) else problems.append(request.url))
        page.on("response", lambda response: problems.append(response.url) if missing(response) else None)
        if paused:
            # the page's timers (its reconnect backoff) fire only when the test runs the page's clock, and
            # every websocket it opens is noted in the page (see never_reconnects)
            context.clock.install(time=EPOCH)
            context.clock.pause_at(PAUSED_AT)
            context.add_init_script(script=SOCKET_LEDGER)
        if shown is not None:
            canned_server.view = shown
        page.goto(url + fragment)
        if shown is not None:
            joined(page, canned_server, shown)
        return page

    yield open_phone
    for context in contexts:
        context.close()
    assert problems == [], "the page broke its policy, failed or reached elsewhere"


def refused(console_text: str) -> bool:
    """A console line that tells of a problem: a policy refusal or an error (a missing file is its response)."""
    return "Content Security Policy" in console_text or (
        "error" in console_text.lower() and not console_text.startswith("Failed to load resource")
    )


def missing(response: Response) -> bool:
    """A file the page asked for and did not get (but the browser's own look for a favicon)."""
    return response.status >= 400 and not response.url.endswith("/favicon.ico")


def joined(page: Page, canned_server: CannedServer, shown: dict[str, Any]) -> None:
    """Give the page ``shown`` as its view and wait until it is on screen."""
    canned_server.view = shown
    if canned_server.connected():
        canned_server.show(shown)
    page.wait_for_selector("#play:not([hidden])")
    # (selectors, not wait_for_function: the page's policy forbids evaluating a string, the test's own too)
    page.wait_for_selector(f"body[data-moment='{shown['moment']}']")
    wait_until(lambda: "Connected" in page.inner_text("#status") or not canned_server.connected(), "the status")


def never_reconnects(page: Page) -> None:
    """The stopped page (opened ``paused``) opens no other websocket, however long it is left.

    Read in the page, not awaited at the server: a connection the page tried would reach the server only some
    time later, and no window the test sat through would be long enough on a loaded machine. Once the page's
    one socket is closed its close handler has run (the state and the event come in the same task), so any
    reconnect is a timer on the page's paused clock; running that clock past the longest backoff fires it at
    once, and its ``new WebSocket`` would be in the ledger before ``run_for`` returns.
    """
    wait_until(
        lambda: page.evaluate("window.__openedSockets.every((socket) => socket.readyState === WebSocket.CLOSED)"),
        "the page's socket closed",
    )
    page.clock.run_for(6 * LONGEST_BACKOFF_MS)  # a minute of the page's time, gone at once
    assert page.evaluate("window.__openedSockets.length") == 1, "the page tried to connect again"


def answers(canned_server: CannedServer, count: int = 1) -> list[dict[str, Any]]:
    """The page's answer frames, once there are ``count`` of them."""
    return wait_until(lambda: len(found := canned_server.sent("answer")) >= count and found, "an answer")


def answered(frame: dict[str, Any], body: dict[str, Any], moment: int) -> None:
    """``frame`` is the protocol's answer ``body`` to the view of ``moment``, with a fresh id."""
    assert set(frame) == {"answer", "moment", "id"}
    assert frame["answer"] == body
    assert frame["moment"] == moment
    assert isinstance(frame["id"], str) and 0 < len(frame["id"]) <= 32


# ---- joining ------------------------------------------------------------------------------------------------
def test_the_token_leaves_the_address_bar_and_is_the_first_frame(
    open_page: Callable[..., Page], server: tuple[CannedServer, str]
) -> None:
    canned_server, url = server
    page = open_page(view(3))
    assert TOKEN not in page.url and page.url == url
    assert canned_server.frames[0] == {"hello": TOKEN, "language": None}
    assert page.evaluate("sessionStorage.getItem('companion.token')") == TOKEN
    page.reload()  # the same tab after a reload still knows its seat, with nothing in the address
    wait_until(lambda: canned_server.hellos == 2, "the second hello")
    assert canned_server.sent("hello")[1] == {"hello": TOKEN, "language": None}


def test_another_seats_link_in_the_same_tab_joins_that_seat(
    open_page: Callable[..., Page], server: tuple[CannedServer, str]
) -> None:
    canned_server, url = server
    page = open_page(view(3, PICK))
    canned_server.view = view(4, name="Ben", private=["Cash: £95"])
    page.goto(url + "#BBBBCCCCDDDDEEEE")  # the fragment alone changes: the same page goes on
    page.wait_for_selector("body[data-moment='4']")
    assert canned_server.sent("hello")[1] == {"hello": "BBBBCCCCDDDDEEEE", "language": None}
    assert page.url == url and page.evaluate("sessionStorage.getItem('companion.token')") == "BBBBCCCCDDDDEEEE"
    assert page.inner_text("#seat-name") == "Ben" and "£140" not in page.inner_text("body")


def test_without_a_token_the_code_box_takes_the_short_code(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(fragment="")
    assert page.is_visible("#code") and "Type the code" in page.inner_text("#join")
    page.fill("#code", "")
    page.type("#code", "7qkd 4mzp-2w8x rtbn")
    assert page.input_value("#code") == "7QKD-4MZP-2W8X-RTBN"
    page.click("#join-button")
    joined(page, canned_server, view(5))
    assert canned_server.frames[0] == {"hello": "7QKD-4MZP-2W8X-RTBN", "language": None}
    assert page.is_hidden("#join")


def test_a_refused_code_shows_the_reason_and_the_box_again(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    canned_server.refuse[TOKEN] = "This code is not valid for the game on the table."
    page = open_page(paused=True)
    page.wait_for_selector("#join:not([hidden])")
    assert "This code is not valid" in page.inner_text("#notice")
    assert page.evaluate("sessionStorage.getItem('companion.token')") is None
    never_reconnects(page)  # a refused page does not try again by itself


# ---- what the page shows -------------------------------------------------------------------------------
def test_the_seat_the_turn_and_the_lines_are_shown(open_page: Callable[..., Page]) -> None:
    page = open_page(view(4, PICK))
    shown = page.inner_text("body")
    for words in ("Anna", "Steam Barons", "Your turn", "Only you see this", "Cash: £140", "The table"):
        assert words in shown
    assert "Ben bought the Iron Mine for £40." in page.inner_text("#recent")
    assert "Hand: 2 coal, 1 steel" in page.inner_text("#private")
    assert page.evaluate("getComputedStyle(document.querySelector('#seat')).backgroundColor") == "rgb(208, 64, 64)"
    top = page.locator(".option").first.bounding_box()
    assert top is not None and top["y"] + top["height"] <= 844, "the first option is on the first screen"


GAP_ABOVE = """() => {
  const box = document.querySelector('#decisions');
  let above = box.previousElementSibling;
  while (above && !above.getBoundingClientRect().height) above = above.previousElementSibling;
  return box.getBoundingClientRect().top - above.getBoundingClientRect().bottom;
}"""
"""The empty height between the decisions and what is shown above them (the headline, the last step, a refusal)."""


@pytest.mark.parametrize(("width", "height"), [(320, 568), (320, 900), (390, 844), (430, 932)])
def test_a_short_decision_follows_the_headline_with_no_empty_gap(
    open_page: Callable[..., Page], canned_server: CannedServer, width: int, height: int
) -> None:
    """A short decision was pushed to the first screen's foot, "under the thumb": a Pass alone (Big Shot's "cannot
    bid: pass") stood under some 300 px of nothing, at 320 px wide as at 390, and read as a page half drawn. It
    follows the headline and the last step as every other part of the page follows the one above it, and its
    refusal stands just above it."""
    page = open_page(view(4, CONFIRM))
    page.set_viewport_size({"width": width, "height": height})
    assert 0 <= page.evaluate(GAP_ABOVE) <= 16
    canned_server.results = "You cannot end your turn yet."
    page.click(".send")
    page.wait_for_selector("#refusal:not([hidden])")
    assert 0 <= page.evaluate(GAP_ABOVE) <= 16


BOARD = ["     1  2  3  4  5  6  7  8  9 10 11 12"] + [f"  {row}  " + "  ".join("." * 12) for row in "ABCDEFGHI"]
PROSE = "A sentence of the table's that says at some length what happened and must wrap on a phone's narrow screen."


def test_the_consoles_lines_keep_their_columns_and_prose_wraps(open_page: Callable[..., Page]) -> None:
    page = open_page(view(4, public=[*BOARD, PROSE], private=["1. Anna           $5,400  Tower 2"]))
    for lines in ("#public-lines", "#private-lines"):
        width, inner = page.evaluate(
            f"[document.querySelector('{lines}').scrollWidth, document.querySelector('{lines}').clientWidth]"
        )
        assert width <= inner, f"{lines} fits the phone's width"
    heights = page.locator("#public-lines li").evaluate_all("items => items.map(item => item.offsetHeight)")
    assert len(set(heights[: len(BOARD)])) == 1, "every row of the board on one line"
    assert heights[-1] > 2 * heights[0], "the prose wraps"
    assert page.get_attribute("#public-lines li:last-child", "class") == "prose"


def test_a_row_of_columns_too_wide_folds_at_the_same_column_as_its_heading(open_page: Callable[..., Page]) -> None:
    """A table wider than the phone scrolled sideways inside its list, with no scroll bar on a phone: it read as
    cut off at the right edge. Its rows fold as a terminal folds them, each at the same column, so the numbers
    stay under their heading (a French heading, single-spaced, folds with its rows)."""
    heading = "   Company  price perf treas control  avail unissued links"
    row = "   Orange      $6     0    $2 Ben          2         6     1"
    french = "   Compagnie cours rend. fonds contrôle dispo réserve liais."
    page = open_page(view(5, public=[heading, row, row.replace("Orange", "Green "), french, row]))
    classes = page.locator("#public-lines li").evaluate_all("items => items.map(item => item.className)")
    assert classes == ["folded"] * 5, "no row of columns is taken for prose, and each folds"
    heights = page.locator("#public-lines li").evaluate_all("items => items.map(item => item.offsetHeight)")
    assert len(set(heights)) == 1, "each row folds into as many lines as the others"
    width, inner = page.evaluate(
        "[document.querySelector('#public-lines').scrollWidth, document.querySelector('#public-lines').clientWidth]"
    )
    assert width <= inner, "nothing is left beyond the phone's edge"
    folds = page.locator("#public-lines li").evaluate_all(FOLDS)
    assert len(set(folds)) == 1 and folds[0] < len(row), "every row folds after the same number of letters"


def test_a_folded_row_of_columns_is_folded_between_words_not_inside_one(open_page: Callable[..., Page]) -> None:
    """Mad Market's players on a 390 px phone read "at Stock market crisi" / "s 2 (winner)" and "at Security gua" /
    "rd 1": every row of a table folded at the last letter that fits, inside a word. The rows fold between words,
    and what a row's last column does not hold goes on under that column, so the columns stay in line."""
    rows = [
        "   1. Ann          5   2 VP  at Stock market crisis 2 (winner)",
        "   2. Ben          0   3 VP  at Security guard 1 (out)",
        "   3. Cat        470   0 VP  at Black market 1",
        "   4. Dan          0   1 VP  at CRY-1 (out) and a little more",
    ]
    page = open_page(view(5, public=rows))
    shown = page.locator("#public-lines li").evaluate_all(SHOWN_LINES)
    folded = [lines for lines in shown if len(lines) > 1]
    assert folded, "the rows are too wide for the phone and fold"
    for lines, row in zip(shown, rows, strict=True):
        assert flat(" ".join(lines)) == flat(row), "nothing of a row is lost, no word is cut, at a fold"
        assert lines[0] == row[: len(lines[0])], "the row's first line is the row's own start"
        for line in lines[1:]:
            assert len(line) - len(line.lstrip()) == row.index(" at ") + 1, f"{line!r} goes on under the column"
    width, inner = page.evaluate(
        "[document.querySelector('#public-lines').scrollWidth, document.querySelector('#public-lines').clientWidth]"
    )
    assert width <= inner, "nothing is left beyond the phone's edge"


COMPANIES = [
    "   Company  price perf treas control          avail unissued links",
    "   Orange      $6    0    $2 Jean-Baptiste        2        6     3",
    "   Green       $4    0    $2 Marie-Claire         2        3     3",
    "   Black       $5    0    $6 Pierre-Alexandre     4        1     2",
]
"""Steam Barons' companies as the console prints them: a heading, and its rows as long as it."""


def test_a_table_too_wide_reads_as_groups_of_its_columns_each_row_on_one_line(open_page: Callable[..., Page]) -> None:
    """At 360 px Steam Barons' companies folded, each row onto two lines, the second starting at the list's edge
    under nobody's heading. A table under its heading too wide for the phone is shown as groups of its columns,
    each with its first column again (the company), one group under the other: every row of a group one line.
    The rows as sent stay on the page for a screen reader (and a search), out of sight."""
    page = open_page(view(5, public=["   Turn 3 of 5: build track.", *COMPANIES]))
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    [block] = page.locator("#public-lines li.groups").evaluate_all(SHOWN_LINES)
    text = page.locator("#public-lines li.groups").inner_text()
    groups = [group.splitlines() for group in text.split("\n\n")]
    assert len(groups) >= 2, text
    assert len(block) == sum(len(group) for group in groups), "no row of a group folds: one line each"
    for group in groups:
        assert [line.split()[0] for line in group] == ["Company", "Orange", "Green", "Black"], group
    cells = " ".join(flat(" ".join(line.split()[1:])) for group in groups for line in group)
    for row in COMPANIES:
        for cell in row.split()[1:]:
            assert cell in cells, f"{cell} of {row!r} is in a group"
    assert page.get_attribute("#public-lines li.groups", "aria-hidden") == "true"
    kept = page.locator("#public-lines li.grouped").all_text_contents()
    assert kept == COMPANIES, "the rows as sent, for a screen reader"
    assert page.evaluate(BEYOND) == []
    page.set_viewport_size({"width": 700, "height": 740})  # room enough: the table as sent, no groups
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert page.locator("#public-lines li.groups").count() == 0
    assert page.locator("#public-lines li").all_inner_texts()[1:] == COMPANIES


def test_a_players_list_of_shares_goes_on_under_its_column(open_page: Callable[..., Page]) -> None:
    """A Steam Barons player's shares at 360 px read "Orange 0*, Brown" and "1*, Wood 1*," at the list's edge: the
    list goes on under its own column, an entry whole where it fits ("Brown 1*,"). The name the console put alone
    on its row (longer than its column) has its figures beside it again."""
    rows = ["   2. Jean-Baptiste", "                   $4    Orange 0*, Brown 1*, Wood 1*, Green 1"]
    page = open_page(view(5, public=rows))
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert not page.locator("#public-lines li").last.is_visible(), "the figures' line as sent, out of sight"
    [lines] = page.locator("#public-lines li").first.evaluate_all(SHOWN_LINES)
    row = "   2. Jean-Baptiste  " + rows[1].strip()
    column = row.index("Orange")
    assert len(lines) > 1 and lines[0].startswith(row[:column] + "Orange 0*,")
    for line in lines[1:]:
        assert len(line) - len(line.lstrip()) == column, f"{line!r} goes on under the shares"
    assert flat(" ".join(line[column:] for line in lines)) == flat(row[column:]), "no entry lost"
    assert "Brown 1*" in " ".join(line[column:] for line in lines), "an entry is not cut in two"
    assert page.evaluate(BEYOND) == []


ROWS_STARTS = """([item, word]) => {
  const node = item.firstChild;
  const left = (at) => {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getBoundingClientRect();
  };
  const edge = item.getBoundingClientRect().left;
  const starts = [];
  let top = null;
  for (let at = 0; at < node.textContent.length; at += 1) {
    if (node.textContent[at] === " ") continue;
    const box = left(at);
    if (top !== null && box.top <= top + 2) continue;
    starts.push(Math.round(box.left - edge));
    top = box.top;
  }
  return [Math.round(left(word).left - edge), starts];
}"""
"""Where a line's first word starts, and each of its rows' letters, in pixels from the line's left edge."""


@pytest.mark.parametrize(
    "line",
    [
        "   Prévision sur la case 11 ; suivante : MED à la baisse, puis LOG à la hausse",
        "   * détient le certificat de la compagnie et en choisit le directeur quand il le faut",
    ],
)
def test_a_line_of_prose_wraps_under_its_own_first_word(open_page: Callable[..., Page], line: str) -> None:
    """Mad Market's "   Prévision sur la case 11 ; suivante :" went on at the list's edge at 360 px ("MED à la
    baisse" under nothing, read as a line of its own): its later rows now start under its first word, past its
    indent and a mark before it."""
    page = open_page(view(5, public=["   1. Anna           $5,400  Tower 2", line]))
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    item = page.locator("#public-lines li").last
    # the line as sent, its phrases' spaces unbreakable (see test_a_line_of_prose_wraps_between_its_phrases)
    assert item.get_attribute("class") == "prose" and item.text_content().replace("\xa0", " ") == line
    word, starts = page.evaluate(ROWS_STARTS, [item.element_handle(), len(line) - len(line.lstrip(" *"))])
    assert len(starts) > 1, "the line wraps at 360 px"
    assert starts[0] > 0, "its indent kept"
    assert all(abs(start - word) <= 1 for start in starts[1:]), f"{starts}: every row under {word}, its first word"
    assert page.evaluate(BEYOND) == []


@pytest.mark.parametrize("width", [320, 390])
def test_a_line_of_prose_wraps_between_its_phrases(open_page: Callable[..., Page], width: int) -> None:
    """Mad Market's Italian "Previsione sulla casella 13; prossima: IT al ribasso" went on "al ribasso" under "IT" at
    390 px, and "Obiettivo 35 PV; prossimo scontro: 2" over "poliziotti": a line wraps between its phrases (at a ";"
    or a ","), each phrase that fits a row kept whole; one longer than a row wraps at its spaces."""
    lines = [
        "   Previsione sulla casella 13; prossima: IT al ribasso",
        "   Obiettivo 35 PV; prossimo scontro: 2 poliziotti",
        "   Il proprietario inserisce i numeri della scatola in Impostazioni sullo schermo del tavolo; le nuove "
        "partite li usano.",
    ]
    page = open_page(view(5, public=["   1. Anna           $5,400  Tower 2", *lines]))
    page.set_viewport_size({"width": width, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    shown = [[row.strip() for row in rows] for rows in page.locator("#public-lines li").evaluate_all(SHOWN_LINES)]
    flat_rows = [[" ".join(row.split()) for row in rows] for rows in shown[1:]]
    if width == 390:
        assert flat_rows[0] == ["Previsione sulla casella 13;", "prossima: IT al ribasso"], flat_rows
        assert flat_rows[1] == ["Obiettivo 35 PV;", "prossimo scontro: 2 poliziotti"], flat_rows
    assert flat_rows[2][-1] == "le nuove partite li usano.", flat_rows  # its first phrase wrapped at its spaces
    assert len(flat_rows[2]) > 2, flat_rows
    assert page.evaluate(BEYOND) == []


def test_a_line_of_prose_never_starts_a_row_with_a_mark(open_page: Callable[..., Page]) -> None:
    """Big Shot's French "Le propriétaire saisit les nombres de la boîte dans Réglages sur l'écran de la table ; les
    nouvelles parties les utilisent." went on "; les nouvelles parties" at 390 px: the space before a French mark
    never breaks, in a phrase too long for a row as in any other."""
    line = (
        "   Le propriétaire saisit les nombres de la boîte dans Réglages sur l'écran de la table ; les nouvelles "
        "parties les utilisent."
    )
    lines = [line.replace("Le propriétaire", "Le propriétaire " + "x" * pad) for pad in range(1, 30)]  # every place
    row = (
        "   1. Anna           $5,400  Tower 2  Luxor 3  American 4  Festival 5  Imperial 6"  # the table's letters small
    )
    page = open_page(view(5, public=[row, *lines]))
    page.set_viewport_size({"width": 390, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    for shown, sent in zip(page.locator("#public-lines li").evaluate_all(SHOWN_LINES)[1:], lines, strict=True):
        rows = [row.strip() for row in shown]
        assert not any(row[:1] in ";:!?" for row in rows), rows
        assert "".join("".join(rows).split()) == "".join(sent.split())  # every letter, in its order


def test_a_rows_own_next_line_goes_on_with_its_row(open_page: Callable[..., Page]) -> None:
    """The console carries a long row of shares on to a line of its own under its column ("<29 spaces>Imperial 4,
    Continental 1"); at 360 px that line wrapped at the list's edge, "Continental 1" under the players' numbers, and
    at 320 px "Imperial" / "1". Where the phone folds the row, the line is the row's again: the shares go on
    together under the player's name, its line as sent kept out of sight."""
    row = "   2. Bruno         $18.400  Luxor 3, American 3, Worldwide 1, Festival 6,"
    rest = " " * row.index("Luxor") + "Imperial 4, Continental 1"
    for width in (360, 320):
        page = open_page(view(5, public=["   1. Anna          $14.000  Tower 6", row, rest]))
        page.set_viewport_size({"width": width, "height": 740})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        items = page.locator("#public-lines li")
        assert items.last.text_content() == rest and not items.last.is_visible(), "the line as sent, out of sight"
        [lines] = items.nth(1).evaluate_all(SHOWN_LINES)
        assert flat(" ".join(lines)) == flat(row + " " + rest), width
        column = row.index("Bruno")
        assert len(lines) > 1 and all(len(line) - len(line.lstrip()) == column for line in lines[1:]), lines
        assert page.evaluate(BEYOND) == []


TOKENS_BROKEN = """(item) => {
  const text = item.firstChild, range = document.createRange(), broken = [];
  for (const found of text.data.matchAll(/\\d+(?:->|\u2192)(?:\\d+|B)/g)) {
    range.setStart(text, found.index);
    range.setEnd(text, found.index + found[0].length);
    const tops = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
    if (tops.size > 1) broken.push(found[0]);
  }
  return broken;
}"""
"""The price changes ("5→4") of a line drawn on two rows or more, broken inside themselves."""


def test_a_price_change_is_never_broken_inside_itself(open_page: Callable[..., Page]) -> None:
    """Steam Barons' French "Prix modifiés : Vert 5->4" broke after the hyphen at 360 px ("Vert 5-" / ">4"): the
    change is written with an arrow, "5→4", one token a line breaks before or after, never inside."""
    names = ["Vert", "Bois", "Brun", "Noir", "Orange", "Blanc"]
    lines = [  # each change in turn at every place near the phone's edge
        "   Prix modifiés : "
        + ", ".join(f"{names[(shift + n) % 6]} {5 + n}→{4 + n if n % 3 else 'B'}" for n in range(6))
        for shift in range(6)
    ]
    lines += [line.replace("Prix", "Prix " + "x" * pad) for line in lines[:2] for pad in range(1, 9)]
    page = open_page(view(5, public=["   1. Anna           $5,400  Tower 2", *lines]))
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    items = page.locator("#public-lines li").all()[1:]
    assert [item.text_content().replace("\xa0", " ") for item in items] == lines
    assert all(item.get_attribute("class") == "prose" for item in items), "each line wraps at 360 px"
    broken = [page.evaluate(TOKENS_BROKEN, item.element_handle()) for item in items]
    assert not any(broken), broken


def test_a_players_figures_go_on_under_the_first_of_them(open_page: Callable[..., Page]) -> None:
    """Big Shot's players in French at 360 px: "dettes 0  fortune 10M  aucun lot" went on at the list's edge, under
    the players' numbers. Where the column a row breaks in starts too far right for a few words under it, the row
    goes on under its second column (the colour, the first of the figures), between two columns."""
    row = "   1. Zoé          rouge  argent 10M  dettes 0  fortune 10M  aucun lot"
    page = open_page(view(5, public=[row]))
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    [lines] = page.locator("#public-lines li").evaluate_all(SHOWN_LINES)
    column = row.index("rouge")
    assert len(lines) > 1 and lines[0].rstrip() == row[: len(lines[0].rstrip())]
    for line in lines[1:]:
        assert len(line) - len(line.lstrip()) == column, f"{line!r} goes on under the colour"
    assert [line.strip() for line in lines[1:]][-1].endswith("aucun lot")
    assert not any(line.strip().startswith(("10M", "0", "lot")) for line in lines), "no column cut in two"
    assert flat(" ".join(lines)) == flat(row)


def test_a_baskets_notes_take_the_whole_line_under_its_name(open_page: Callable[..., Page]) -> None:
    """A Mad Market debt's sale at 360 px: its two notes stood beside the − n +, a word or two a line, six lines
    high. They take the whole line under the name and the stepper."""
    debt = {
        **BASKET,
        "items": [
            {
                "key": "log",
                "label": "sell Logistics",
                "low": 0,
                "high": 5,
                "initial": 0,
                "price": 1,
                "least": 5,
                "least_note": "Choose 0 or 5.",
                "note": "at least what the debt still needs, or all",
            }
        ],
        "budget": None,
    }
    page = open_page(view(5, debt))
    page.set_viewport_size({"width": 360, "height": 740})
    row = page.locator(".item[data-key=log]").bounding_box()
    notes = page.locator(".item[data-key=log] .item-notes").bounding_box()
    assert row is not None and notes is not None
    assert notes["width"] >= row["width"] - 1, "the notes take the line's whole width"
    said = page.locator(".item[data-key=log] .item-notes .note").all_inner_texts()
    assert said == ["Choose 0 or 5.", "at least what the debt still needs, or all"]
    assert notes["height"] < 4 * 26, "a few lines, not a word or two each"


def test_a_window_with_no_width_left_folds_without_hanging_the_page(open_page: Callable[..., Page]) -> None:
    """A phone's tab resized to almost nothing while in the background left a list room for one letter, and the
    fold between words looked for a column forever: the page hung (and its screenshots with it) and threw."""
    rows = ["   1. Ann        500   0 VP  at Start", "   2. Ben        500   0 VP  at Personal stock crisis"]
    page = open_page(view(5, public=rows))
    page.set_viewport_size({"width": 4, "height": 844})
    assert page.evaluate("document.body.dataset.moment") == "5", "the page answers"
    page.set_viewport_size({"width": 390, "height": 844})
    wanted = [flat(row) for row in rows]

    def fitted() -> list[str]:
        return [flat(" ".join(lines)) for lines in page.locator("#public-lines li").evaluate_all(SHOWN_LINES)]

    # The page folds its rows again on the window's resize event, which the browser sends after the resize
    # returns: on a busy machine the rows were read before it came (1 run in 3 under load).
    for _look in range(50):
        if fitted() == wanted:
            break
        page.wait_for_timeout(100)
    assert fitted() == wanted, "the rows fitted again"


SHOWN_LINES = """items => items.map((item) => {
  const text = item.firstChild, range = document.createRange(), lines = [];
  let top = null;
  for (let index = 0; index < text.length; index += 1) {
    if (text.data[index] === "\\n") continue;
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    const at = range.getClientRects()[0].top;
    if (top === null || at - top > 4) lines.push("");
    if (top === null || at - top > 4) top = at;
    lines[lines.length - 1] += text.data[index];
  }
  return lines;
})"""
"""Each line as the phone shows it: its letters one visual line after another (a folded row is two or more)."""


FOLDS = """items => items.map((item) => {
  const text = item.firstChild, range = document.createRange(), top = item.getBoundingClientRect().top;
  for (let index = 0; index < text.length; index += 1) {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    if (range.getBoundingClientRect().top - top > item.offsetHeight / 4) return index;
  }
  return text.length;
})"""
"""Where each line folds: the index of its first letter on the second line."""


def test_a_side_action_alone_stays_in_place(open_page: Callable[..., Page]) -> None:
    side = {**CONFIRM, "side": True, "question": "Anna, declare the end?", "button": "Declare end"}
    page = open_page(view(6, side, yours=False, turn="Ben to play"))
    box = page.locator(".decision").bounding_box()
    assert box is not None and box["y"] < 844 / 2


def test_server_text_is_shown_as_text_never_as_markup(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    hostile = '<img src="x" onerror="window.hacked=1">'
    shown = view(4, {**PICK, "question": hostile}, name=hostile, private=[hostile], colour="red;background:url(x)")
    canned_server.view = shown
    page = open_page()
    page.wait_for_selector("#play:not([hidden])")
    assert page.locator("img").count() == 0
    assert page.evaluate("window.hacked") is None
    assert hostile in page.inner_text("#seat-name") and hostile in page.inner_text("#private")


def test_every_tap_target_is_at_least_48_pixels(open_page: Callable[..., Page]) -> None:
    page = open_page(view(4, PICK, AMOUNT, BASKET, DICE))
    sizes = page.evaluate(
        "[...document.querySelectorAll('button, input')].filter(e => e.offsetParent)"
        ".map(e => [e.textContent, e.getBoundingClientRect().width, e.getBoundingClientRect().height])"
    )
    small = [size for size in sizes if size[1] < 48 or size[2] < 48]
    assert sizes and small == []


# ---- every decision kind, answered in the protocol's form ----------------------------------------------
def test_a_pick_sends_the_option_and_a_disabled_option_cannot_be_tapped(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(view(17, PICK))
    assert "3 tiles, $300 a share" in page.inner_text(".options")
    assert page.is_disabled(".option[data-key=imperial]") and "Not on the board" in page.inner_text(".options")
    page.click(".option[data-key=tower]")
    answered(answers(canned_server)[0], {"pick": "tower"}, 17)


def test_a_board_pick_is_a_grid_of_squares(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    squares = [
        {"key": f"{column}{row}", "label": f"{column}{row}", "detail": "", "enabled": row != "B"}
        for row in "ABCDEFGHI"
        for column in range(1, 13)
    ]
    board = {"side": False, "question": "Anna, place a tile", "sealed": False, "kind": "pick", "board": True}
    page = open_page(view(23, {**board, "options": squares}))
    boxes = [page.locator(f".option[data-key='{key}']").bounding_box() for key in ("1A", "2A", "3A", "1C")]
    assert all(box is not None for box in boxes)
    first, second, third, below = (box for box in boxes if box is not None)
    assert first["y"] == second["y"] == third["y"] and first["x"] < second["x"] < third["x"]  # a row of squares
    assert below["y"] > first["y"] and min(first["width"], first["height"]) >= 48
    assert page.is_disabled(".option[data-key='1B']")
    page.click(".option[data-key='7C']")
    answered(answers(canned_server)[0], {"pick": "7C"}, 23)


@pytest.mark.parametrize("width", [360, 390, 430])
def test_a_board_of_squares_is_half_a_row_of_the_board_across(open_page: Callable[..., Page], width: int) -> None:
    """Acquire's hundred start squares stood four across a phone, 1A to 4A then 5A to 8A: the board's rows of twelve
    broken in three, 27 rows to scroll. Six across, a row of the board is two of the grid's, 1A over 7A."""
    squares = [
        {"key": f"{column}{row}", "label": f"{column}{row}", "detail": "", "enabled": True}
        for row in "ABCDEFGHI"
        for column in range(1, 13)
    ]
    board = {"side": False, "question": "Anna: place your start tile", "sealed": False, "kind": "pick", "board": True}
    page = open_page(view(23, {**board, "options": squares}))
    page.set_viewport_size({"width": width, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    boxes = {key: page.locator(f".option[data-key='{key}']").bounding_box() for key in ("1A", "6A", "7A", "12A", "1B")}
    assert all(box is not None for box in boxes.values())
    one, six, seven, twelve, next_row = (boxes[key] for key in ("1A", "6A", "7A", "12A", "1B"))
    assert one["y"] == six["y"] < seven["y"] == twelve["y"] < next_row["y"], boxes  # type: ignore[index]
    assert seven["x"] == one["x"] and twelve["x"] == six["x"], boxes  # type: ignore[index]
    assert min(one["width"], one["height"]) >= 48, one  # type: ignore[index]
    assert page.evaluate(BEYOND) == []


@pytest.mark.parametrize("words", ["No playable tile", "Nessuna tessera giocabile"])
def test_an_option_of_a_board_pick_that_is_no_square_takes_the_grids_width(
    open_page: Callable[..., Page], words: str
) -> None:
    """Acquire's "No playable tile" sat in a square of the tile grid at 360 px, its words spilling over the square's
    edges ("Nessuna / tessera / giocabile" across the next square's room): an option that is no square takes a row
    of the grid to itself."""
    squares = [{"key": f"{column}A", "label": f"{column}A", "detail": "", "enabled": True} for column in range(1, 13)]
    none = {"key": "none", "label": words, "detail": "", "enabled": True}
    board = {"side": False, "question": "Anna: play a tile", "sealed": False, "kind": "pick", "board": True}
    page = open_page(view(23, {**board, "options": [*squares, none]}))
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    grid, square, wide = (
        page.locator(selector).bounding_box()
        for selector in (".options.board", ".option[data-key='1A']", ".option[data-key='none']")
    )
    assert grid is not None and square is not None and wide is not None
    assert abs(wide["width"] - grid["width"]) <= 1 and wide["height"] < 2 * square["height"], (wide, grid)
    assert page.evaluate(BEYOND) == []


def test_an_amount_steps_takes_quick_values_and_sends_the_number(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(view(21, AMOUNT))
    shown = page.inner_text(".kind-amount")
    assert "10 – 90 £" in shown and "You can spend at most £60." in shown
    assert page.input_value(".number") == "10" and page.is_disabled(".amount-line .minus")
    page.click(".quick .chip >> text=60")
    page.click(".amount-line .plus")
    page.click(".amount-line .plus")
    page.click(".amount-line .minus")
    assert page.input_value(".number") == "61"
    page.click(".send")
    answered(answers(canned_server)[0], {"amount": 61}, 21)


def test_an_amount_with_one_value_offers_no_chip_for_it(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """A Steam Barons bid at the whole of the cash ("de $6 à $6") read "6", "$6", a chip "$6" and "Offrir $6": the
    chip sets what the field already holds. With one amount only, no chips; the field, its range and the button."""
    only = {**AMOUNT, "low": 6, "high": 6, "quick": [6], "button_template": "Bid {amount}", "range_text": "£6"}
    page = open_page(view(21, only))
    assert page.locator(".kind-amount .quick .chip").count() == 0
    assert page.input_value(".number") == "6" and page.inner_text(".kind-amount .range") == "£6"
    assert page.is_disabled(".amount-line .minus") and page.is_disabled(".amount-line .plus")
    page.click(".send")
    answered(answers(canned_server)[0], {"amount": 6}, 21)


def test_a_typed_amount_is_sent_and_the_others_are_picks(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    canned_server.results = "ok"
    page = open_page(view(22, AMOUNT))
    pressed = ".quick .chip[aria-pressed=true]"
    assert page.locator(pressed).all_inner_texts() == ["10"], "the least, as first shown"
    page.fill(".number", "45")
    assert page.locator(pressed).count() == 0, "a quick value marked beside another number typed"
    page.fill(".number", "60")
    assert page.locator(pressed).all_inner_texts() == ["60"]
    page.fill(".number", "45")
    page.click(".send")
    answered(answers(canned_server)[0], {"amount": 45}, 22)
    page.wait_for_selector(".others button:not([disabled])")
    page.click(".others button[data-key=pass]")
    answered(answers(canned_server, 2)[1], {"pick": "pass"}, 22)


def test_an_amount_out_of_its_range_is_not_sent(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    # The button named the last number within the range ("Bid 10" beside a typed 500) and its tap brought the
    # field to 90 without a word: now the range is marked while the number is past it, and the button names 90.
    page = open_page(view(23, {**AMOUNT, "button_template": "Bid {value}"}))
    assert page.locator(".kind-amount .range.over").count() == 0
    page.fill(".number", "500")
    assert page.locator(".kind-amount .range.over").count() == 1  # why the button does not say 500
    page.click(".send")
    assert page.input_value(".number") == "90"  # brought back within the range, for a second look
    assert page.inner_text(".send") == "Bid 90"  # what a second tap sends
    assert page.locator(".kind-amount .range.over").count() == 1
    # no waiting to see that nothing comes: another bid sent now is the first answer the server hears, for the
    # page sends in order and an answer on its way would leave the button waiting for its result
    page.fill(".number", "50")
    assert page.locator(".kind-amount .range.over").count() == 0
    page.click(".send")
    answered(answers(canned_server)[0], {"amount": 50}, 23)


def test_a_basket_keeps_each_item_in_bounds_and_its_total_within_the_budget(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(view(30, BASKET))
    tower, luxor = ".item[data-key=tower]", ".item[data-key=luxor]"
    assert page.inner_text(".total") == "Σ 400 / 1000"  # the initial Luxor share counted
    assert page.is_disabled(f"{tower} .minus")
    page.click(f"{luxor} .plus")
    assert page.is_disabled(f"{luxor} .plus")  # its high is 2
    assert page.inner_text(".total") == "Σ 800 / 1000"
    assert page.is_disabled(f"{tower} .plus"), "one Tower more passes the budget: its + stops, as the screen's"
    page.fill(f"{tower} .value", "1")  # typed past it
    assert page.inner_text(".total") == "Σ 1100 / 1000"
    assert page.is_disabled(".kind-basket .send"), "over the budget: nothing to send"
    page.click(f"{luxor} .minus")
    assert page.inner_text(".total") == "Σ 700 / 1000"
    page.click(".kind-basket .send")
    answered(answers(canned_server)[0], {"basket": {"tower": 1, "luxor": 1}}, 30)


def test_a_half_set_answer_outlives_a_reload_of_the_tab_and_goes_with_its_decision(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """A phone drops a tab left in the background and loads it again when the player comes back (a reload does
    the same): the basket half set and the number half typed were lost, and the player set them again from the
    start. They come back as they were while their decision is on offer, and go with it."""
    page = open_page(view(30, BASKET, AMOUNT))
    page.click(".item[data-key=tower] .plus")
    page.click(".item[data-key=tower] .plus")
    page.fill(".number", "4")  # on its way to 45, below the least: kept as typed
    page.reload()
    page.wait_for_selector("body[data-moment='30']")
    assert page.input_value(".item[data-key=tower] .value") == "2"
    assert page.inner_text(".total") == "Σ 1000 / 1000"
    assert page.input_value(".number") == "4"
    page.click(".kind-basket .send")
    answered(answers(canned_server)[0], {"basket": {"tower": 2, "luxor": 1}}, 30)
    canned_server.show(view(31, BASKET))  # the amount is answered elsewhere: its draft goes with it
    page.wait_for_selector("body[data-moment='31']")
    page.reload()
    page.wait_for_selector("body[data-moment='31']")
    canned_server.show(view(32, AMOUNT))
    page.wait_for_selector("body[data-moment='32']")
    assert page.input_value(".number") == "10", "a draft outlived its decision"


def test_a_basket_confirms_only_what_the_rules_take(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """Buying nothing is not an answer to Acquire's purchase ("Buy nothing" is), and a Mad Market trade takes one
    line: the page's confirm was live for both, and the tap came back "That combination is not possible."."""
    items = [{**item, "initial": 0} for item in BASKET["items"]]
    page = open_page(view(35, {**BASKET, "items": items, "initial_allowed": False}))
    assert page.is_disabled(".kind-basket .send"), "the basket as first shown is no answer"
    page.click(".item[data-key=tower] .plus")
    assert page.is_enabled(".kind-basket .send")
    page.click(".item[data-key=tower] .minus")
    assert page.is_disabled(".kind-basket .send")
    note = "one stock per trade: set the other lines back to 0"
    trade = {**BASKET, "items": items, "initial_allowed": False, "lines": 1, "lines_note": note, "budget": None}
    page = open_page(view(36, trade))
    page.click(".item[data-key=tower] .plus")
    page.click(".item[data-key=luxor] .plus")
    assert page.is_disabled(".kind-basket .send") and page.inner_text(".kind-basket .limit") == note
    page.click(".item[data-key=tower] .minus")
    assert page.is_enabled(".kind-basket .send") and page.locator(".kind-basket .limit").count() == 0
    page.click(".kind-basket .send")
    answered(answers(canned_server)[0], {"basket": {"tower": 0, "luxor": 1}}, 36)


def test_a_basket_keeps_within_its_total_cap(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    """Acquire's purchase is at most 3 shares a turn: the page let 2 Tower and 2 Luxor be chosen, read "Buy 4 for
    $1,400" and was refused "That combination is not possible." after the tap. Its "+" stops at the cap and says
    why, as the touchscreen's does."""
    capped = {**BASKET, "budget": 5000, "total_cap": 3, "cap_note": "at most 3 in all"}
    page = open_page(view(38, capped))
    tower, luxor = ".item[data-key=tower]", ".item[data-key=luxor]"
    assert page.locator(".kind-basket .limit").count() == 0
    page.click(f"{tower} .plus")
    page.click(f"{tower} .plus")  # with the initial Luxor share: 3 in all
    assert page.is_disabled(f"{tower} .plus") and page.is_disabled(f"{luxor} .plus")
    assert page.inner_text(".kind-basket .limit") == "at most 3 in all"
    page.click(f"{luxor} .minus")
    assert page.is_enabled(f"{tower} .plus") and page.locator(".kind-basket .limit").count() == 0
    page.click(f"{luxor} .plus")
    page.click(".kind-basket .send")
    answered(answers(canned_server)[0], {"basket": {"tower": 2, "luxor": 1}}, 38)


def test_a_line_that_takes_a_least_alone_goes_straight_to_it(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """A Mad Market debt's sale must raise what the debt needs: selling 1 of 9 was sent and refused "Choose 0 or
    a number from 5 to 9." after the tap. The line goes from 0 to 5 and back, and says the rule."""
    note = "Choose 0 or a number from 5 to 9."
    line = {"key": "sell-3", "label": "sell Energy", "low": 0, "high": 9, "initial": 0, "price": 40}
    debt = {**BASKET, "items": [{**line, "least": 5, "least_note": note}], "budget": None, "lines": 1}
    page = open_page(view(39, {**debt, "initial_allowed": False}))
    row = ".item[data-key='sell-3']"
    assert note in page.inner_text(row)
    page.click(f"{row} .plus")
    assert page.input_value(f"{row} .value") == "5"
    page.click(f"{row} .plus")
    assert page.input_value(f"{row} .value") == "6"
    page.click(f"{row} .minus")
    page.click(f"{row} .minus")
    assert page.input_value(f"{row} .value") == "0"
    page.click(f"{row} .plus")
    page.click(".kind-basket .send")
    answered(answers(canned_server)[0], {"basket": {"sell-3": 5}}, 39)


def test_a_baskets_line_says_its_note_its_limit_and_offers_its_quick_buttons(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """What the touchscreen says beside a line was not on the phone: Acquire's "sold out" or "2 for 1", why its "+"
    stops ("$900 buys at most 2"), and Steam Barons' quick buttons for a tile's cost ("hill +$2", "city link
    $3"), so a $12 tile took ten taps on "+"."""
    tile = {"key": "cost", "label": "tile cost ($)", "low": 1, "high": 40, "initial": 2, "price": None, "cost": 1}
    quick = [
        {"label": "+$1", "amount": 1, "adds": True},
        {"label": "city link $3", "amount": 3, "adds": False},
        {"label": "colline +$2", "amount": 2, "adds": True},
        {"label": "montagne +$3", "amount": 3, "adds": True},
    ]
    shares = {"key": "tower", "label": "Tower", "low": 0, "high": 2, "initial": 0, "price": 400}
    items = [
        {**tile, "quick": quick},
        {**shares, "note": "sold out soon", "limit": "$900 buys at most 2"},
    ]
    page = open_page(view(43, {**BASKET, "items": items, "budget": None}))
    tower = ".item[data-key=tower]"
    assert "sold out soon" in page.inner_text(tower) and "$900 buys at most 2" not in page.inner_text(tower)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "a quick button's words spill sideways"
    page.click(f"{tower} .plus")
    page.click(f"{tower} .plus")
    assert "$900 buys at most 2" in page.inner_text(tower), "at its top the line says why"
    page.click(".item[data-key=cost] .chip >> text='city link $3'")
    assert page.input_value(".item[data-key=cost] .value") == "3"
    page.click(".item[data-key=cost] .chip >> text='+$1'")
    assert page.input_value(".item[data-key=cost] .value") == "4"
    page.click(".kind-basket .send")
    answered(answers(canned_server)[0], {"basket": {"cost": 4, "tower": 2}}, 43)


def test_a_baskets_button_counts_the_cost_as_the_game_does(open_page: Callable[..., Page]) -> None:
    """Steam Barons' build: the tile's cost is the number chosen, and no line has a price; the button read
    "Build $0" where the touchscreen read "Build $2"."""
    money = {"before": "$", "after": "", "group": ","}
    items = [
        {"key": "cost", "label": "tile cost ($)", "low": 1, "high": 40, "initial": 2, "price": None, "cost": 1},
        {"key": "completes_link", "label": "completes the link", "low": 0, "high": 1, "initial": 0, "cost": 0},
    ]
    build = {**BASKET, "items": items, "budget": None, "button": "Confirm", "button_template": "Build {cost}"}
    page = open_page(view(37, {**build, "money": money, "others": [{"key": "end_build", "label": "End building"}]}))
    assert page.inner_text(".kind-basket .send") == "Build $2"
    page.click(".item[data-key=cost] .plus")
    page.click(".item[data-key=completes_link] .plus")
    assert page.inner_text(".kind-basket .send") == "Build $3"
    assert page.locator(".kind-basket .total").count() == 0, "no price, no budget: no sum to show"


def test_a_yes_or_no_line_is_one_toggle_in_the_tables_words(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """Steam Barons' "completes a link" was a count from 0 to 1 with − and +; it is one button that says "no"
    or "yes" in the table's language, and a tap turns it over."""
    items = [
        {"key": "cost", "label": "costo tessera ($)", "low": 1, "high": 40, "initial": 2, "price": None, "cost": 1},
        {
            "key": "completes_link",
            "label": "chiude il collegamento",
            "low": 0,
            "high": 1,
            "initial": 0,
            "cost": 0,
            "switch": True,
            "yes": "sì",
            "no": "no",
        },
    ]
    page = open_page(view(47, {**BASKET, "items": items, "budget": None}))
    row = ".item[data-key=completes_link]"
    assert page.locator(f"{row} .plus").count() == 0, "a yes-or-no line has no − and +"
    assert page.inner_text(f"{row} .switch") == "no"
    assert page.get_attribute(f"{row} .switch", "aria-pressed") == "false"
    page.click(f"{row} .switch")
    assert page.inner_text(f"{row} .switch") == "sì"
    assert page.get_attribute(f"{row} .switch", "aria-pressed") == "true"
    page.click(".kind-basket .send")
    answered(answers(canned_server)[0], {"basket": {"cost": 2, "completes_link": 1}}, 47)


def test_a_baskets_prices_and_sum_are_written_as_money(open_page: Callable[..., Page]) -> None:
    items = [{**item, "price_text": f"${item['price']}"} for item in BASKET["items"]]
    money = {"before": "$", "after": "", "group": "."}
    page = open_page(view(31, {**BASKET, "items": items, "money": money, "budget": 2000}))
    assert page.inner_text(".item[data-key=tower] .price") == "$300"
    page.click(".item[data-key=tower] .plus")
    page.click(".item[data-key=luxor] .plus")
    assert page.inner_text(".total") == "Σ $1.100 / $2.000"


def test_a_button_that_names_the_number_chosen_is_filled_as_it_changes(open_page: Callable[..., Page]) -> None:
    money = {"before": "$", "after": "", "group": ","}
    basket = {**BASKET, "button": "Confirm", "button_template": "Buy {count} for {cost}", "money": money}
    page = open_page(view(32, basket))
    assert page.inner_text(".kind-basket .send") == "Buy 1 for $400"  # the initial Luxor share
    page.click(".item[data-key=tower] .plus")
    assert page.inner_text(".kind-basket .send") == "Buy 2 for $700"
    bid = {**AMOUNT, "unit": "$", "button": "Confirm", "button_template": "Raise to {value}", "money": money}
    page = open_page(view(33, bid))
    before = page.inner_text(".kind-amount .send")
    page.click(".amount-line .plus")
    after = page.inner_text(".kind-amount .send")
    assert before.startswith("Raise to $") and after.startswith("Raise to $") and before != after
    shares = {**AMOUNT, "low": 1, "high": 3, "unit": "shares", "button": "Confirm", "money": money}
    shares |= {"button_template": "Buy {value} for {cost}", "price": 900, "price_money": money}
    page = open_page(view(35, shares))
    assert page.inner_text(".kind-amount .send") == "Buy 1 for $900"  # the total, as a basket's purchase says it
    page.click(".amount-line .plus")
    assert page.inner_text(".kind-amount .send") == "Buy 2 for $1,800"
    odd = {**bid, "button_template": "Raise to {value:,}"}
    page = open_page(view(34, odd))
    assert page.inner_text(".kind-amount .send") == "Confirm", "a template it cannot fill keeps the plain word"


def test_an_amount_writes_its_range_and_its_bid_as_money(open_page: Callable[..., Page]) -> None:
    """A Steam Barons bid read "5 – 25 $" and "Send" on the phone where the touchscreen reads "$5" and "Bid $5",
    and the console "$5 to $25"; Big Shot's read "1 – 10 M" and "Send" for "Bid 1M". The range is the view's
    ``range_text``, the console's words."""
    dollars = {"before": "$", "after": "", "group": ","}
    bid = {**AMOUNT, "low": 5, "high": 25, "unit": "$", "quick": [5, 25], "limit": None, "money": dollars}
    page = open_page(
        view(40, {**bid, "range_text": "$5 to $25", "button": "Confirm", "button_template": "Bid {amount}"})
    )
    assert page.inner_text(".kind-amount .range") == "$5 to $25"
    assert page.inner_text(".kind-amount .send") == "Bid $5"
    page.click(".amount-line .plus")
    assert page.inner_text(".kind-amount .send") == "Bid $6"
    page.fill(".number", "20")
    assert page.inner_text(".kind-amount .send") == "Bid $20", "the button names what a tap sends"
    millions = {"before": "", "after": "M", "group": ""}
    big = {**bid, "low": 1, "high": 10, "unit": "M", "quick": [1, 10], "money": millions, "range_text": "1M to 10M"}
    page = open_page(view(41, {**big, "button": "Confirm", "button_template": "Bid {amount}"}))
    assert page.inner_text(".kind-amount .range") == "1M to 10M"
    assert page.inner_text(".kind-amount .send") == "Bid 1M"
    assert page.locator(".kind-amount .quick .chip").all_inner_texts() == ["1M", "10M"], "chips as money too"
    page = open_page(view(43, {**big, "quick_text": {"1": "1M", "10": "10M"}, "money": {}, "range_text": ""}))
    assert page.locator(".kind-amount .quick .chip").all_inner_texts() == ["1M", "10M"], "the view's words first"
    page.click(".quick .chip >> text=10M")
    assert page.input_value(".number") == "10"
    guards = {**AMOUNT, "low": 1, "high": 16, "unit": "guards", "limit": None, "money": {"after": " guards"}}
    page = open_page(view(42, {**guards, "range_text": "1 to 16 guards"}))
    assert page.inner_text(".kind-amount .range") == "1 to 16 guards", "a word stays after the range"


def test_an_alternatives_long_word_stays_inside_its_button(open_page: Callable[..., Page]) -> None:
    """Mad Market's brokers sit two to a row beside a trade: "broker: Cryptocurrency up" ran out of its half-row
    button, across its neighbour and past the card's edge. A button whose word does not fit half a row takes the
    whole row; the short ones stay two to a row."""
    brokers = [
        {"key": f"broker-{stock}-{way}", "label": f"broker: {name} {way}"}
        for stock, name in (("log", "Logistics"), ("cry", "Cryptocurrency"), ("it", "IT"))
        for way in ("up", "down")
    ]
    page = open_page(view(40, {**BASKET, "others": brokers}))
    spilt = page.locator(".others button").evaluate_all(
        "buttons => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent)"
    )
    assert spilt == [], "words run out of their buttons"
    rows = page.locator(".others button").evaluate_all(
        "buttons => buttons.map((b) => Math.round(b.getBoundingClientRect().top))"
    )
    assert rows[0] == rows[1] and rows[4] == rows[5], "short alternatives stay two to a row"


def test_a_confirmation_sends_true(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    page = open_page(view(8, CONFIRM))
    page.click("text=End turn")
    answered(answers(canned_server)[0], {"confirm": True}, 8)


def test_dice_send_each_die_by_name_once_every_die_has_a_face(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(view(9, DICE))
    page.click(".die[data-name=White] .face >> text=3")
    assert page.is_disabled(".kind-dice .send"), "the red die has no face yet"
    page.click(".die[data-name=Red] .face >> text=5")
    page.click(".kind-dice .send")
    answered(answers(canned_server)[0], {"dice": {"White": 3, "Red": 5}}, 9)


def test_dice_are_entered_with_the_faces_named_as_on_the_touchscreen(open_page: Callable[..., Page]) -> None:
    """The touchscreen's button reads "Enter 3 + 5" once both dice have a face; the phone's read "Send"."""
    page = open_page(view(9, {**DICE, "button": "Confirm", "button_template": "Enter {faces}"}))
    page.click(".die[data-name=White] .face >> text=3")
    assert page.inner_text(".kind-dice .send") == "Confirm" and page.is_disabled(".kind-dice .send")
    page.click(".die[data-name=Red] .face >> text=5")
    assert page.inner_text(".kind-dice .send") == "Enter 3 + 5"


def test_a_single_die_is_not_named_above_its_faces(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    """Mad Market's roll-off once read "single" ("unique" in French) above the one die's faces."""
    one = {**DICE, "question": "Anna: roll a die to start", "dice": [{"name": "single", "low": 1, "high": 6}]}
    page = open_page(view(9, one))
    assert page.locator(".die-name").count() == 0 and "single" not in page.inner_text(".kind-dice")
    page.click(".die[data-name=single] .face >> text=4")
    page.click(".kind-dice .send")
    answered(answers(canned_server)[0], {"dice": {"single": 4}}, 9)
    two = open_page(view(10, DICE))
    assert two.locator(".die-name").count() == 2


def test_a_die_is_labelled_over_its_faces_as_on_the_touchscreen(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """ "bianco" alone over the faces, in lowercase, where the touchscreen reads "Dado bianco"; still sent by name."""
    named = [
        {"name": "bianco", "label": "Dado bianco", "low": 1, "high": 6},
        {"name": "nero", "label": "Dado nero", "low": 1, "high": 6},
    ]
    page = open_page(view(11, {**DICE, "dice": named}))
    assert page.locator(".die-name").all_inner_texts() == ["Dado bianco", "Dado nero"]
    page.click(".die[data-name=bianco] .face >> text=2")
    page.click(".die[data-name=nero] .face >> text=6")
    page.click(".kind-dice .send")
    answered(answers(canned_server)[0], {"dice": {"bianco": 2, "nero": 6}}, 11)


def test_a_side_decision_is_answered_as_the_side_one(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    side = {**CONFIRM, "side": True, "question": "Anna, sell a share out of turn?", "button": "Sell one"}
    page = open_page(view(10, PICK, side))
    page.click("text=Sell one")
    answered(answers(canned_server)[0], {"confirm": True, "side": True}, 10)


def test_a_confirm_the_rules_refuse_now_says_why_and_cannot_be_tapped(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    reason = "The end cannot be declared yet: it needs a chain of 41 tiles or more."
    refused = {**CONFIRM, "side": True, "question": reason, "button": "Declare end", "enabled": False}
    page = open_page(view(11, PICK, refused))
    assert reason in page.inner_text(".decision.side")
    assert page.is_disabled(".decision.side .send")
    page.click(".decision.side .send", force=True)  # a tap on it sends nothing ...
    page.click(".option[data-key=tower]")  # ... so the first answer is the pick
    answered(answers(canned_server)[0], {"pick": "tower"}, 11)


def test_a_side_action_not_allowed_yet_is_its_button_alone_and_says_why_at_a_tap(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    # "The end cannot be declared yet: it needs …" stood in a box of its own under every turn's question.
    reason = "The end cannot be declared yet: it needs a chain of 41 tiles or more."
    refused = {**CONFIRM, "side": True, "question": reason, "button": "Declare end", "enabled": False, "brief": True}
    page = open_page(view(11, PICK, refused))
    side = page.locator(".decision.side")
    assert flat(side.inner_text()) == "Declare end"  # the button alone, the why not shown
    assert side.bounding_box()["height"] < 100  # type: ignore[index]
    side.locator("button").click()
    assert reason in side.inner_text()  # said at a tap
    page.click(".option[data-key=tower]")  # the tap sent nothing: the first answer is the pick
    answered(answers(canned_server)[0], {"pick": "tower"}, 11)


def test_a_secret_is_answered_in_its_inner_form_then_shows_only_sealed(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(view(40, SECRET))
    assert page.inner_text(".kind-secret h2") == SECRET["question"]
    page.fill(".number", "")
    page.keyboard.type("3")
    canned_server.show(view(41, SECRET, recent=["Ben has sealed."]))  # another seat sealed meanwhile
    page.wait_for_selector("body[data-moment='41']")
    page.keyboard.type("7")  # the number keeps its place and its focus: the typing goes on
    assert page.input_value(".number") == "37"
    page.click("#decisions button:has-text('Seal')")  # not "Ben has sealed." above it
    answered(answers(canned_server)[0], {"amount": 37}, 41)
    canned_server.push({"type": "result", "id": answers(canned_server)[0]["id"], "ok": True})
    canned_server.show(view(42, {**SECRET, "done": True}, yours=False, turn="Everyone chooses in secret"))
    page.wait_for_selector(".sealed-mark")
    assert "Sealed: nobody sees it" in page.inner_text(".kind-secret")
    assert "37" not in page.inner_text("#decisions")
    assert page.locator("#decisions button, #decisions input").count() == 0


def test_a_secret_says_its_question_once(open_page: Callable[..., Page]) -> None:
    # Steam Barons' sale read "Choose in secret" (the headline), "Ann: sell shares" (the secret's question) and "Ann:
    # choose in secret what to sell" (its inner question): the same thing three times. The secret's question alone
    # shows; the inner one only where the secret has none.
    sale = {
        **SECRET,
        "question": "Ann: sell shares",
        "inner": {**SECRET["inner"], "question": "Ann: choose in secret what to sell"},
    }
    page = open_page(view(40, sale, turn="Choose in secret"))
    shown = page.inner_text(".kind-secret")
    assert "Ann: sell shares" in shown and "what to sell" not in shown
    assert page.locator(".kind-secret .inner-question").count() == 0
    page = open_page(view(41, {**sale, "question": ""}, turn="Choose in secret"))
    assert page.inner_text(".kind-secret .inner-question") == "Ann: choose in secret what to sell"


def test_an_entry_shows_its_text_only(open_page: Callable[..., Page]) -> None:
    page = open_page(view(11, ENTRY))
    assert "Enter this on the table's screen." in page.inner_text(".kind-entry")
    assert page.locator("#decisions button, #decisions input").count() == 0


def test_without_a_decision_the_page_says_it_waits(open_page: Callable[..., Page]) -> None:
    page = open_page(view(12, turn="Ben to play"))
    assert "Waiting for the others" in page.inner_text("#top") and "Ben to play" in page.inner_text("#turn")
    assert "Your turn" not in page.inner_text("#turn")


def test_a_page_waiting_for_one_seat_names_it(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    """Under "Ben to play" the page said "Waiting for the others": it shows the server's words for whom it waits."""
    page = open_page(view(12, turn="Ben to play", waiting="Waiting for Ben"))
    assert page.inner_text("#waiting") == "Waiting for Ben" and "the others" not in page.inner_text("#top")
    canned_server.show(view(13, turn="Ben, Carla to play", waiting="Waiting for the others"))
    page.wait_for_selector("body[data-moment='13']")
    assert page.inner_text("#waiting") == "Waiting for the others"


def test_a_headline_that_names_the_seat_waited_for_stands_alone(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """ "Anna to play" sat right above "Waiting for Anna": the server sends no waiting words where its headline names
    the seat, and the page then shows no line of its own ("Waiting for the others") under it."""
    page = open_page(view(12, turn="Ben to play", waiting="", recent=[]))
    assert page.is_hidden("#waiting")
    assert flat(page.inner_text("#top")) == "Ben to play"


# ---- one answer at a time, a refusal, a new view --------------------------------------------------------
def test_a_pending_answer_cannot_be_sent_twice(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    page = open_page(view(17, PICK))
    page.click(".option[data-key=tower]")
    page.click(".option[data-key=tower]", force=True)  # a second tap at once, on the waiting button
    page.click(".option[data-key=luxor]", force=True)
    assert page.is_disabled(".option[data-key=tower]") and page.is_disabled(".option[data-key=luxor]")
    assert page.locator(".option.sent").all_inner_texts() == ["Tower\n3 tiles, $300 a share"]  # the one sent, marked
    canned_server.show(view(18, PICK, recent=["Ben took a tile."]))  # a newer view: still waiting for the result
    page.wait_for_selector("body[data-moment='18']")
    assert page.is_disabled(".option[data-key=luxor]")
    canned_server.push({"type": "result", "id": answers(canned_server)[0]["id"], "ok": True})
    page.wait_for_selector(".option[data-key=luxor]:not([disabled])")
    # no waiting to see that the taps on the waiting buttons sent nothing: the page sends in order, so the
    # answer to the view of 18 is the second the server hears
    page.click(".option[data-key=luxor]")
    heard = answers(canned_server, 2)
    answered(heard[0], {"pick": "tower"}, 17)
    answered(heard[1], {"pick": "luxor"}, 18)


def test_what_the_last_move_did_is_on_the_first_screen(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """The last move's sentences sat at the page's foot, under a table of forty lines: a phone waiting for another
    seat, or given its turn, never showed on its first screen that Ben had just passed."""
    board = [f"Lot {n}: empty" for n in range(40)]
    page = open_page(view(30, public=board, recent=["Ben passed."], turn="Carla to play"))
    page.wait_for_selector("#recent li:has-text('Ben passed.')")
    box = page.locator("#recent").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 844, "what Ben did is below the first screen"
    # a long step (a merger's bonuses, paid one by one) still leaves the seat's decision under the thumb
    step = [f"Carla receives a bonus of ${n}0 for the merger of the lots." for n in range(1, 9)]
    canned_server.show(view(31, AMOUNT, public=board, recent=["Carla bid $30.", *step]))
    page.wait_for_selector("#recent li:has-text('Carla bid $30.')")
    box, send = page.locator("#recent").bounding_box(), page.locator(".send").bounding_box()
    assert box is not None and send is not None
    assert box["y"] + box["height"] <= 844 and box["y"] < send["y"] and send["y"] + send["height"] <= 844


def test_a_last_move_strip_that_scrolls_shows_it_has_more(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """At the seat's turn a long step (a merger's bonuses) scrolls in a strip of a fifth of the screen; nothing
    showed there was more under its edge, and a strip cut at a whole line read as the whole step. At a phone's
    360 px it fades out at its edge over a mark, until it is scrolled to its end; a short step has neither."""
    step = [f"Carla receives a bonus of ${n}0 for the merger of the lots." for n in range(1, 9)]
    page = open_page(view(30, AMOUNT, recent=["Carla bid $30.", *step]))
    page.set_viewport_size({"width": 360, "height": 740})
    page.wait_for_selector("#recent.more")
    mark = page.evaluate("getComputedStyle(document.querySelector('#recent'), '::after').content")
    fade = page.evaluate("getComputedStyle(document.querySelector('#recent-lines')).maskImage")
    assert mark not in ("none", "normal", "") and "gradient" in fade, (mark, fade)
    page.evaluate(
        "(() => { const list = document.querySelector('#recent-lines'); list.scrollTop = list.scrollHeight; })()"
    )
    page.wait_for_selector("#recent:not(.more)")  # scrolled to the end: no more to show
    assert page.evaluate("getComputedStyle(document.querySelector('#recent-lines')).maskImage") == "none"
    canned_server.show(view(31, AMOUNT, recent=["Ben passed."]))
    page.wait_for_selector("#recent li:has-text('Ben passed.')")
    assert page.locator("#recent.more").count() == 0


def test_a_refusal_is_shown_until_the_next_change(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    canned_server.results = "You cannot afford that bid."
    page = open_page(view(21, AMOUNT))
    page.click(".send")
    page.wait_for_selector("#refusal:not([hidden])")
    assert page.inner_text("#refusal") == "You cannot afford that bid."
    assert page.is_enabled(".send"), "answered: the buttons are free again"
    canned_server.show(view(21, AMOUNT, public=["Round 3 of 6", "Carla is thinking"]))  # the same moment
    page.wait_for_selector("#public-lines li:has-text('Carla is thinking')")  # that view is on screen
    assert page.is_visible("#refusal")
    canned_server.show(view(22, AMOUNT, recent=["Ben passed."]))
    page.wait_for_selector("#refusal", state="hidden")
    assert "Ben passed." in page.inner_text("#recent")


def test_a_refusal_comes_into_view_on_a_page_scrolled_to_its_decision(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """The refusal sits above the decision: at 360 x 740, scrolled down to a long basket's button, the tap did
    nothing a player could see. It comes into view as it arrives, just above the decision it refuses."""
    canned_server.results = "You cannot afford that purchase."
    items = [
        {"key": f"company{n}", "label": f"Company {n}", "low": 0, "high": 5, "initial": 0, "price": 100 * n}
        for n in range(1, 9)
    ]
    page = open_page(view(21, {**BASKET, "items": items, "budget": None}, public=[f"Lot {n}" for n in range(30)]))
    page.set_viewport_size({"width": 360, "height": 740})
    page.locator(".item[data-key=company8] .plus").click()
    page.locator(".send").scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 400)")  # scrolled on, as a thumb does
    page.locator(".send").click()
    page.wait_for_selector("#refusal:not([hidden])")
    page.wait_for_function(
        "(() => { const box = document.querySelector('#refusal').getBoundingClientRect();"
        " return box.top >= 0 && box.bottom <= window.innerHeight; })()"
    )
    refusal, first = page.locator("#refusal").bounding_box(), page.locator("#decisions").bounding_box()
    assert refusal is not None and first is not None
    assert first["y"] - (refusal["y"] + refusal["height"]) < 24, "the refusal stands just above its decision"
    # a short decision, brought down under the thumb: its refusal goes down with it, not left at the screen's top
    canned_server.show(view(22, CONFIRM))
    page.wait_for_selector("#refusal", state="hidden")
    page.evaluate("window.scrollTo(0, 0)")
    page.locator(".send").click()
    page.wait_for_selector("#refusal:not([hidden])")
    refusal, first = page.locator("#refusal").bounding_box(), page.locator("#decisions").bounding_box()
    assert refusal is not None and first is not None
    assert 0 <= first["y"] - (refusal["y"] + refusal["height"]) < 24, (refusal, first)


def test_a_page_scrolled_to_its_decision_goes_back_up_when_the_turn_or_the_game_is_over(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """At 360 x 740 a seat scrolled down to a long sale's button, once the sale was taken (or the game over), was
    left looking at the foot of the table: the headline and what the step did were above the screen."""
    canned_server.results = "ok"
    items = [
        {"key": f"company{n}", "label": f"Company {n}", "low": 0, "high": 5, "initial": 0, "price": 10 * n}
        for n in range(1, 9)
    ]
    board = [f"Lot {n}" for n in range(30)]
    page = open_page(view(21, {**BASKET, "items": items, "budget": None}, public=board))
    page.set_viewport_size({"width": 360, "height": 740})
    page.locator(".send").scroll_into_view_if_needed()
    page.locator(".send").click()
    page.wait_for_function("window.scrollY > 0")
    canned_server.show(view(22, public=board, turn="Ben to play", waiting="", recent=["Anna sells nothing."]))
    page.wait_for_selector("body[data-moment='22']")
    turn = page.locator("#turn").bounding_box()
    assert turn is not None and turn["y"] >= 0, "the headline is in view"

    def shown_from_the_foot(moment: int) -> None:
        """The game's end shown to a page scrolled to the table's foot (a player reading it while waiting)."""
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        page.wait_for_function("window.scrollY > 0")
        over = view(moment, public=board, turn="The game is over. Ben wins.", over=True, recent=["Ben wins."])
        canned_server.show(over)
        page.wait_for_selector(f"body[data-moment='{moment}']")

    shown_from_the_foot(23)  # the game's end brings the headline that says who won into view
    turn = page.locator("#turn").bounding_box()
    assert turn is not None and turn["y"] >= 0, "who won is in view"
    shown_from_the_foot(24)  # and a view of the same ended page does not move it
    assert page.evaluate("window.scrollY") > 0


# ---- the connection -----------------------------------------------------------------------------------
def test_after_a_drop_the_last_view_stays_marked_and_the_page_reconnects(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(view(50, PICK))
    canned_server.view = None  # the next connection gets its view only when the test gives one
    canned_server.drop()
    page.wait_for_selector("body[data-connection=lost]")
    assert "Connection lost: trying again" in page.inner_text("#status")
    assert "Cash: £140" in page.inner_text("#private") and page.is_disabled(".option[data-key=tower]")
    wait_until(lambda: canned_server.hellos == 2, "the page's own reconnect")
    assert canned_server.sent("hello")[1] == {"hello": TOKEN, "language": None}
    canned_server.show(view(51, PICK))
    page.wait_for_selector(".option[data-key=tower]:not([disabled])")
    assert page.inner_text("#status") == "Connected"
    page.click(".option[data-key=luxor]")
    answered(answers(canned_server)[0], {"pick": "luxor"}, 51)


def test_an_ended_game_says_why_and_stops(open_page: Callable[..., Page], canned_server: CannedServer) -> None:
    page = open_page(view(60, PICK), paused=True)
    canned_server.push({"type": "ended", "reason": "The game has ended."})
    canned_server.drop()
    page.wait_for_selector("#notice:not([hidden])")
    assert page.inner_text("#notice") == "The game has ended."
    assert page.is_hidden("#play") and "Cash" not in page.inner_text("body")
    never_reconnects(page)


def test_a_phone_cut_off_offers_its_code_box_in_its_language(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """A new code for the seat said "scan it again" and left no box: a phone that cannot scan had to reload the
    page to type the new code, and the page kept the seat's colour. The box comes back, in the frame's words."""
    page = open_page(view(62, PICK), paused=True)
    texts = {"code_prompt": "Tapez le code affiché pour votre place", "join": "Rejoindre"}
    canned_server.push({"type": "ended", "reason": "Un nouveau code a été créé.", "texts": texts})
    canned_server.drop()
    page.wait_for_selector("#join:not([hidden])")
    assert page.inner_text("#notice") == "Un nouveau code a été créé."
    assert page.inner_text("#code-prompt") == texts["code_prompt"]
    assert page.inner_text("#join-button") == texts["join"]
    assert page.evaluate("document.getElementById('seat').style.getPropertyValue('--seat')") == ""
    assert page.inner_text("#seat-name") != "Anna"
    never_reconnects(page)  # until a code is typed


# ---- the switches ---------------------------------------------------------------------------------------
def test_the_language_switch_sends_its_frame_and_is_kept(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    page = open_page(view(5))
    assert page.locator("[data-language][aria-pressed=true]").count() == 0  # the seat's language until one is chosen
    page.click("[data-language=it]")
    wait_until(lambda: canned_server.sent("language") and canned_server.frames[-1] == {"language": "it"}, "it")
    assert page.get_attribute("[data-language=it]", "aria-pressed") == "true"
    assert page.evaluate("document.documentElement.lang") == "it"
    canned_server.drop()
    wait_until(lambda: canned_server.hellos == 2, "the reconnect")
    assert canned_server.sent("hello")[1] == {"hello": TOKEN, "language": "it"}


def background(page: Page) -> str:
    return str(page.evaluate("getComputedStyle(document.body).backgroundColor"))


def test_the_theme_follows_the_system_and_the_switch_is_kept(open_page: Callable[..., Page]) -> None:
    night = open_page(view(5, PICK), scheme="dark")
    assert background(night) == "rgb(13, 13, 13)"
    page = open_page(view(5, PICK), scheme="light")
    assert background(page) == "rgb(255, 255, 255)"
    page.click("#theme")
    assert background(page) == "rgb(13, 13, 13)"
    assert page.evaluate("localStorage.getItem('companion.theme')") == "dark"
    page.reload()
    page.wait_for_selector("#play:not([hidden])")
    assert background(page) == "rgb(13, 13, 13)"
    page.click("#theme")
    assert background(page) == "rgb(255, 255, 255)"


# ---- how it looks ---------------------------------------------------------------------------------------
KINDS = {
    "pick": (PICK,),
    "amount": (AMOUNT,),
    "basket": (BASKET,),
    "confirm": (CONFIRM, {**ENTRY, "question": "Anna, place your station"}),
    "dice": (DICE,),
    "secret": (SECRET,),
    "sealed": ({**SECRET, "done": True},),
}
KEPT = {
    "amount-light": "phone-page-bid",
    "secret-dark": "phone-page-secret-dark",
    "basket-dark": "phone-page-basket-dark",
}
"""The pictures kept in docs/screens when COMPANION_SAVE_SCREENS=1 (the rest stay in the test's folder)."""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_every_kind_at_a_phones_size(
    open_page: Callable[..., Page], canned_server: CannedServer, tmp_path: Path, scheme: str
) -> None:
    page = open_page(view(70, PICK), scheme=scheme, scale=2)
    for moment, (kind, decisions) in enumerate(KINDS.items(), 71):
        canned_server.show(view(moment, *decisions))
        page.wait_for_selector(f"body[data-moment='{moment}']")
        path = tmp_path / f"{kind}-{scheme}.png"
        page.screenshot(path=str(path))
        head = path.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", head[16:24]) == (780, 1688)
        kept = KEPT.get(f"{kind}-{scheme}")
        if kept and os.environ.get("COMPANION_SAVE_SCREENS") == "1":
            shutil.copyfile(path, SCREENS / f"{kept}.png")


def test_an_alternative_the_rules_refuse_now_is_greyed_with_its_reason_under_it(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """Mad Market's items beside a trade: one the cash cannot pay is shown in its place, greyed, with the engine's
    reason under its words and price; it sends nothing. One the cash pays is sent as a pick."""
    items = [
        {
            "key": "item-jet",
            "label": "Buy a jet",
            "detail": "2000",
            "enabled": False,
            "preview": "Ann has 500 and cannot pay 2000.",
        },
        {"key": "item-villa", "label": "Buy a villa", "detail": "500"},
    ]
    canned_server.results = "ok"
    page = open_page(view(41, {**BASKET, "others": items}))
    jet = page.locator(".others button[data-key='item-jet']")
    assert jet.is_disabled()
    assert flat(jet.locator(".preview").inner_text()) == "Ann has 500 and cannot pay 2000."
    assert "2000" in flat(jet.inner_text())
    villa = page.locator(".others button[data-key='item-villa']")
    assert not villa.is_disabled() and villa.locator(".preview").count() == 0
    villa.click()
    answered(answers(canned_server)[0], {"pick": "item-villa"}, 41)


def test_a_baskets_count_is_typed_on_the_phones_keypad_as_well_as_stepped(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """Selling twelve shares on a phone was twelve taps of "+": the number between − and + is a field the phone's
    numeric keypad types. Each key typed moves the total and the confirm at once; what it stands for stays in
    the line's range and on its steps (13 where 12 is the most: 12; 7 in twos: 6), and a debt's least holds."""
    sell = {"key": "sell", "label": "Sell", "low": 0, "high": 12, "initial": 0, "price": 300}
    trade = {"key": "trade", "label": "Trade", "low": 0, "high": 12, "initial": 0, "step": 2}
    owed = {"key": "owed", "label": "sell Energy", "low": 0, "high": 9, "initial": 0, "price": 40, "least": 5}
    basket = {**BASKET, "items": [sell, trade, owed], "budget": None, "total_cap": None}
    page = open_page(view(40, basket))
    field = ".item[data-key=sell] .value"
    assert page.get_attribute(field, "inputmode") == "numeric"
    page.click(field)  # a tap selects the number: the digit typed replaces the 0
    page.keyboard.type("1")
    assert page.input_value(field) == "1" and page.inner_text(".kind-basket .total") == "Σ 300"
    page.keyboard.type("3")  # past the most: the field keeps the focus and what was typed, the total the most
    assert page.input_value(field) == "13" and page.inner_text(".kind-basket .total") == "Σ 3600"
    assert page.evaluate("document.activeElement.dataset.draft").endswith("/sell")
    assert page.is_disabled(".item[data-key=sell] .plus")
    page.click(".item[data-key=trade] .value")
    page.keyboard.type("7")
    page.click(".item[data-key=owed] .value")  # leaving a field shows the count it stands for
    assert page.input_value(field) == "12" and page.input_value(".item[data-key=trade] .value") == "6"
    page.keyboard.type("2")
    page.click(".kind-basket .send")  # straight from the field to the confirm: the tap lands on it
    answered(answers(canned_server)[0], {"basket": {"sell": 12, "trade": 6, "owed": 5}}, 40)


def test_a_greyed_confirm_with_nothing_chosen_reads_its_verb(
    open_page: Callable[..., Page], canned_server: CannedServer
) -> None:
    """ "Sell 0 for 0" on a greyed confirm read as a real offer: with nothing chosen where nothing is no answer, the
    confirm reads its verb, as the touchscreen's; a count chosen brings its words back."""
    line = {"key": "sell-3", "label": "sell Energy", "low": 0, "high": 9, "initial": 0, "price": 40}
    sale = {**BASKET, "items": [line], "budget": None, "initial_allowed": False, "idle": "Sell"}
    sale |= {"button_template": "Sell {count} for {cost}", "button": "Confirm"}
    page = open_page(view(41, sale))
    send = page.locator(".kind-basket .send")
    assert send.inner_text() == "Sell" and send.is_disabled()
    page.click(".item[data-key='sell-3'] .plus")
    assert send.inner_text() == "Sell 1 for 40" and send.is_enabled()


@pytest.mark.parametrize(
    ("line", "sums", "counted", "after"),
    [
        ({"receives": False}, {"pay": "you pay {amount}"}, None, "you pay 40"),
        ({"receives": True}, {"receive": "you receive {amount}"}, ["you keep 9 of 9"] * 10, "you receive 40"),
    ],
)
def test_a_one_way_baskets_total_says_no_money_while_none_moves(
    open_page: Callable[..., Page],
    line: dict[str, Any],
    sums: dict[str, str],
    counted: list[str] | None,
    after: str,
) -> None:
    """ "you pay 0" with nothing chosen read as a sum owed, and a sale's "you receive 0" as money on its way: with
    nothing chosen the total says only the count against the cap, if any (no "Σ 0" instead), as the touchscreen's;
    a count chosen brings the money back."""
    item = {"key": "buy-3", "label": "Energy", "low": 0, "high": 9, "initial": 0, "price": 40, **line}
    basket = {**BASKET, "items": [item], "budget": None, "sums": sums, "money": {"before": "", "after": ""}}
    if counted:
        basket["counted"] = counted
    page = open_page(view(42, basket))
    total = page.locator(".kind-basket .total")
    assert (total.inner_text() if total.count() else None) == (counted[0] if counted else None)
    page.click(".item[data-key='buy-3'] .plus")
    assert page.locator(".kind-basket .total").inner_text().replace("\n", "").endswith(after)


def test_a_total_wider_than_a_narrow_phone_wraps_inside_it(open_page: Callable[..., Page]) -> None:
    """A trade of no line read "nothing to pay or receive" on one line, past the edge of a 360 px phone (the page
    scrolled sideways). A part wider than the row wraps inside the total; parts that fit stay whole each."""
    line = {"key": "buy-3", "label": "buy Energy", "low": 0, "high": 9, "initial": 0, "price": 7, "receives": False}
    sums = {"pay": "you pay {amount}", "receive": "you receive {amount}", "nothing": "nothing to pay or receive"}
    trade = {**BASKET, "items": [line], "budget": None, "sums": sums, "money": {"before": "", "after": ""}}
    trade["counted"] = ["you keep 9 of 9 and a long while more"] * 10
    page = open_page(view(42, trade))
    page.set_viewport_size({"width": 360, "height": 740})
    total = page.locator(".kind-basket .total")
    assert flat(total.inner_text()) == "you keep 9 of 9 and a long while more · nothing to pay or receive"
    width = page.evaluate("document.documentElement.clientWidth")
    for part in total.locator(".part").all():
        box = part.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width, part.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page scrolls sideways"


@pytest.mark.parametrize(("width", "rows"), [(360, [3, 3]), (390, [6])])
def test_a_dies_six_faces_stand_in_even_rows_on_a_narrow_phone(
    open_page: Callable[..., Page], width: int, rows: list[int]
) -> None:
    """At 360 px a die's faces went five on a row and the "6" alone under them: six faces stand three and three
    where a row has no room for six at a thumb's 48 px, and on one row where it has."""
    page = open_page(view(43, DICE))
    page.set_viewport_size({"width": width, "height": 740})
    for die in page.locator(".kind-dice .die").all():
        boxes = [box for box in (face.bounding_box() for face in die.locator(".face").all()) if box is not None]
        tops = sorted({round(box["y"]) for box in boxes})
        assert [sum(1 for box in boxes if round(box["y"]) == top) for top in tops] == rows
        assert min(min(box["width"], box["height"]) for box in boxes) >= 48
        faces = die.locator(".faces")
        assert faces.evaluate("(node) => node.scrollWidth <= node.clientWidth"), "none past the die's row"


def test_an_amounts_minus_and_plus_count_on_from_the_number_typed(open_page: Callable[..., Page]) -> None:
    """A bid typed on the keypad, then "+": the page counted from the number drawn last (a typed 50 and "+" made
    11), and a number typed past the top, brought back to it by Send, left "−" grey and "+" live beside it."""
    page = open_page(view(40, AMOUNT))
    page.fill(".number", "50")
    page.click(".amount-line .plus")
    assert page.input_value(".number") == "51"
    page.click(".amount-line .minus")
    page.click(".amount-line .minus")
    assert page.input_value(".number") == "49"
    page.fill(".number", "500")  # past the top: Send brings it back to 90
    page.click(".kind-amount .send")
    assert page.input_value(".number") == "90"
    assert page.is_disabled(".amount-line .plus") and page.is_enabled(".amount-line .minus")
    page.click(".amount-line .minus")
    assert page.input_value(".number") == "89"


def test_a_basket_lines_name_of_a_few_words_keeps_its_words_together(open_page: Callable[..., Page]) -> None:
    """Steam Barons' French build at 320 px: "coût de la tuile ($)" beside its − n + stood a word a line, four lines
    high. A name of a few words takes the line's width over its − n +; a short one stays beside them."""
    build = {
        **BASKET,
        "items": [
            {"key": "cost", "label": "coût de la tuile ($)", "low": 1, "high": 9, "initial": 2},
            {"key": "short", "label": "Blanc", "low": 0, "high": 3, "initial": 0},
        ],
        "budget": None,
    }
    page = open_page(view(41, build))
    page.set_viewport_size({"width": 320, "height": 700})
    label = page.locator(".item[data-key=cost] .item-name .label")
    rows = label.evaluate(
        "(node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight))"
    )
    assert rows <= 2, f"the name stands {rows} lines high"
    stepper = page.locator(".item[data-key=cost] .stepper").bounding_box()
    name = label.bounding_box()
    assert stepper is not None and name is not None and stepper["y"] >= name["y"] + name["height"] - 1
    short = page.locator(".item[data-key=short] .item-name").bounding_box()
    beside = page.locator(".item[data-key=short] .stepper").bounding_box()
    assert short is not None and beside is not None and abs(short["y"] - beside["y"]) < beside["height"]


def test_a_figure_set_right_stays_with_its_word_when_a_row_folds(open_page: Callable[..., Page]) -> None:
    """Big Shot's French players at 320 px: "jaune  argent" / "0M  2 dettes  fortune  9M", the money cut from its
    word and read as nobody's, and "lots A10*, B9*," / "B10*". A figure set right in its column goes on with the
    word before it, and a column that fits a line whole goes on whole."""
    row = " > 2. Jean-Baptiste  jaune  argent  0M  2 dettes  fortune  9M  lots A10*, B9*, B10*"
    page = open_page(view(5, public=[row]))
    page.set_viewport_size({"width": 320, "height": 700})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    [lines] = page.locator("#public-lines li").evaluate_all(SHOWN_LINES)
    assert len(lines) > 1 and flat(" ".join(lines)) == flat(row)
    assert not any(line.strip().startswith(("0M", "9M")) for line in lines), lines
    assert any("argent  0M" in line for line in lines) and any("fortune  9M" in line for line in lines), lines
    assert any(line.strip() == "lots A10*, B9*, B10*" for line in lines), lines
    assert page.evaluate(BEYOND) == []


def test_a_row_of_equal_cells_too_wide_is_laid_out_as_a_grid(open_page: Callable[..., Page]) -> None:
    """A track's row of numbered squares, each as wide as the others ("1 -", "2 WRWY"), went on under its second
    square at 320 px, a square or two a line under nothing. Any row of equal cells too wide (whatever the game) is
    shown as a grid: as many cells a line as fit, the lines of a row as even as they can be, each cell under the
    one above it; the row's words are all there, in their order."""
    cells = [
        f"{number:>3} {word:<8}" for number, word in enumerate(["-", "Ann", "Ben,Cat", "-", "Dan", "-", "Eve", "-"])
    ]
    rows = ["  " + "".join(cells).rstrip(), "  " + "".join(reversed(cells)).rstrip()]
    page = open_page(view(5, public=rows))
    shown = page.locator("#public-lines li").evaluate_all(SHOWN_LINES)
    for lines, row in zip(shown, rows, strict=True):
        assert flat(" ".join(lines)) == flat(row), "nothing of a row is lost or moved"
        assert [len(line.split()) // 2 for line in lines] == [3, 3, 2], lines  # 8 cells: three, three and two
        starts = [[found.start() for found in re.finditer(r"(?<!\S)\d", line)] for line in lines]
        assert starts[1] == starts[0] and starts[2] == starts[0][:2], "each cell under the one above it"
    width, inner = page.evaluate(
        "[document.querySelector('#public-lines').scrollWidth, document.querySelector('#public-lines').clientWidth]"
    )
    assert width <= inner, "nothing is left beyond the phone's edge"


WORDS_WHOLE = """() => Array.from(document.querySelectorAll('#standing .name, #standing .detail, #standing .figure'))
  .filter((node) => {
    const probe = document.createElement('span');
    const style = getComputedStyle(node);
    for (const key of ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'fontVariantNumeric', 'letterSpacing']) {
      probe.style[key] = style[key];
    }
    probe.style.whiteSpace = 'nowrap';
    probe.style.position = 'absolute';
    document.body.append(probe);
    let widest = 0;
    for (const word of node.textContent.split(/\\s+/).flatMap((part) => part.split(/(?<=-)/))) {
      probe.textContent = word;
      widest = Math.max(widest, probe.getBoundingClientRect().width);
    }
    probe.remove();
    return node.getBoundingClientRect().width + 0.5 < widest;
  })
  .map((node) => node.textContent)"""
"""The final standing's names, details and figures narrower than one of their words: broken inside it."""

FINAL = [
    {"place": 1, "name": "Jean-Baptiste", "figure": "Fortune 6M", "won": True, "out": False, "mine": False,
     "detail": "3 lots : condition remplie · lots 29M · argent 7M · 3 dettes"},
    {"place": 2, "name": "Anne-Sophie", "figure": "Fortune −2M", "won": False, "out": False, "mine": True,
     "detail": "3 lots : condition remplie · lots 48M · argent 0M · 5 dettes"},
    {"place": 3, "name": "Marie-Claire", "figure": "Fortune −12M", "won": False, "out": False, "mine": False,
     "detail": "3 lots : condition remplie · lots 27M · argent 11M · 5 dettes"},
    {"place": 4, "name": "Pierre-Alexandre", "figure": "Éliminé", "won": False, "out": True, "mine": False,
     "detail": "ruiné au tour 12"},
]  # fmt: skip


@pytest.mark.parametrize("width", [320, 360, 390])
def test_the_final_standing_breaks_no_word_on_a_small_phone(open_page: Callable[..., Page], width: int) -> None:
    """At 320 px a French Big Shot's standing left a name and what made its figure some 80 px beside the figure
    ("Fortune −12M"): "Jean-Baptist" over "e", "conditio" over "n". What made the figure runs under the name and
    the figure both, the name keeps the room of its longest word (breaking at its hyphen), the figure goes on two
    lines at its space if it must, and the row stays within the phone."""
    page = open_page(view(40, over=True, standing=FINAL, turn="La partie est terminée. Jean-Baptiste gagne."))
    page.set_viewport_size({"width": width, "height": 780})
    page.wait_for_selector("#standing li")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert page.evaluate(WORDS_WHOLE) == []
    assert page.evaluate(BEYOND) == []
    name, detail = (
        page.locator("#standing li").first.locator(".name"),
        page.locator("#standing li").first.locator(".detail"),
    )
    name_box, detail_box = name.bounding_box(), detail.bounding_box()
    assert name_box is not None and detail_box is not None
    assert detail_box["width"] > name_box["width"], "what made the figure runs under the figure too"
    colour = "(node) => getComputedStyle(node).color"
    names = page.locator("#standing .name")
    playing, out = names.nth(2).evaluate(colour), names.nth(3).evaluate(colour)
    assert playing == page.evaluate("() => getComputedStyle(document.body).color") != out, "an out player is greyed"


DETAIL_ROWS = """(node) => {
  const text = node.firstChild, range = document.createRange(), rows = [];
  let top = null;
  for (let index = 0; index < text.length; index += 1) {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    const at = range.getClientRects()[0].top;
    if (top === null || at - top > 4) rows.push("");
    if (top === null || at - top > 4) top = at;
    rows[rows.length - 1] += text.data[index];
  }
  return rows.map((row) => row.replace(/\\u00a0/g, " ").trim());
}"""


@pytest.mark.parametrize("width", [320, 390])
def test_what_made_a_final_figure_breaks_between_its_parts(open_page: Callable[..., Page], width: int) -> None:
    """An Italian Acquire's standing at 390 px read "bonus finali $19.500 · vendite" over "$11.900": what made the
    figure breaks only between its parts (" · "), each part whole on its row."""
    final = [
        {"place": 1, "name": "Cat", "figure": "$49.300", "won": True, "out": False, "mine": False,
         "detail": "bonus finali $19.500 · vendite $11.900"},
        {"place": 2, "name": "Ann", "figure": "$34.100", "won": False, "out": False, "mine": True,
         "detail": "bonus finali $12.600 · vendite $11.000"},
    ]  # fmt: skip
    page = open_page(view(40, over=True, standing=final, turn="La partita è finita. Vince Cat."))
    page.set_viewport_size({"width": width, "height": 780})
    page.wait_for_selector("#standing li")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    for detail, row in zip(page.locator("#standing .detail").all(), final, strict=True):
        rows = detail.evaluate(DETAIL_ROWS)
        parts = row["detail"].split(" · ")
        assert rows in ([row["detail"]], [parts[0] + " ·", parts[1]]), rows
    assert page.evaluate(BEYOND) == []


def test_a_basket_line_that_cannot_change_is_a_short_row_without_its_stepper(open_page: Callable[..., Page]) -> None:
    """A line whose number cannot change (Mad Market: none of a stock in the seat's means, none held to sell) kept
    its − n +, both greyed: at 320 px, a name too long to stand beside them put them on a row of their own, and a
    turn with nothing to trade was twelve lines of three rows, some 2,000 px to scroll before the end of the turn.
    It is its name, its price and why, in two short rows; a line that can change keeps its stepper."""
    items = [
        {"key": "buy-LOG", "label": "buy Logistics", "group": "Buy", "member": "Logistics", "low": 0, "high": 2,
         "initial": 0, "price": 6, "price_text": "6"},
        *({"key": f"buy-{n}", "label": f"buy Cryptocurrency {n}", "group": "Buy", "member": "Cryptocurrency",
           "low": 0, "high": 0, "initial": 0, "price": 4, "price_text": "4", "note": "none you can afford"}
          for n in range(6)),
    ]  # fmt: skip
    page = open_page(view(21, {**BASKET, "items": items, "budget": None}))
    page.set_viewport_size({"width": 320, "height": 700})
    fixed = page.locator(".item[data-key='buy-0']")
    assert fixed.locator(".step").count() == 0 and "fixed" in (fixed.get_attribute("class") or "")
    assert "none you can afford" in fixed.inner_text() and "4" in fixed.locator(".price").inner_text()
    box = fixed.bounding_box()
    assert box is not None and box["height"] < 80, box
    assert page.locator(".item[data-key='buy-LOG'] .plus").is_enabled()
    page.click(".item[data-key='buy-LOG'] .plus")
    assert page.locator(".item[data-key='buy-LOG'] .value").input_value() == "1"
    assert page.evaluate(BEYOND) == []


@pytest.mark.parametrize("width", [320, 360])
def test_a_refused_code_leaves_the_join_button_on_a_small_phones_first_screen(
    open_page: Callable[..., Page], canned_server: CannedServer, width: int
) -> None:
    """At 320 x 568 the French refusal of a code, the four lines of the prompt and the air above the box pushed
    "Rejoindre" below the first screen: the player read why and saw nothing to try again with."""
    code = "ABCD-EFGH-JKMN-PQRS"
    canned_server.refuse[code] = "Ce code n'est pas l'un de ceux de cette table."
    page = open_page(fragment="")
    page.set_viewport_size({"width": width, "height": 568})
    page.evaluate(
        """() => { document.querySelector('#code-prompt').textContent =
        "Tapez le code affiché sur l'écran de la table pour votre place"; }"""
    )
    page.fill("#code", code)
    page.click("#join-button")
    page.wait_for_selector("#notice:not([hidden])")
    page.wait_for_selector("#join:not([hidden])")
    box = page.locator("#join-button").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 568, box
