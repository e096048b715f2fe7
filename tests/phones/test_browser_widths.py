"""The phone page fits a phone's width, 360 to 430 px, in every language: nothing reaches past its edge.

The table's lines ("La table") are the console's, up to some seventy letters: on a 390 px phone the rows too
wide for it scrolled sideways inside their list, and a phone shows no scroll bar, so the table read as cut off
at the right edge (a French Steam Barons table, its row of companies). Each game is played a while with long
names, in each language, and each phone's page is measured: no element past the viewport's edge, and none
with content beyond its own box (cut off, or scrolled out of sight).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from companion.core import ChanceSource
from companion.core.decisions import Basket
from companion.phones import Phones
from companion.storage import start_new
from companion.text.i18n import LANGUAGES
from tests.phones.browser import Phone, browser, phones_open, settle  # noqa: F401 (fixtures)

NAMES = ["Anne-Sophie", "Jean-Baptiste", "Marie-Claire", "Pierre-Alexandre"]
WIDTHS = (390, 360, 320, 430)

BEYOND = """() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  for (const node of document.querySelectorAll("body *")) {
    const box = node.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const name = node.tagName + (node.id ? "#" + node.id : "") + " " + (node.textContent || "").slice(0, 60);
    if (box.left < -0.5 || box.right > width + 0.5) found.push("past the edge: " + name);
    else if (node.clientWidth && node.scrollWidth > node.clientWidth + 1) found.push("beyond its box: " + name);
  }
  if (document.documentElement.scrollWidth > width) found.push("the page scrolls sideways");
  return found;
}"""
"""What of the page reaches past the viewport's right edge, or past its own box (cut or scrolled away)."""

PHRASES_CUT = """(list) => {
  const cut = [];
  for (const item of list.querySelectorAll("li.prose")) {
    const text = item.firstChild;
    if (item.offsetParent === null || !text || !text.length) continue;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const letter = range.getBoundingClientRect().width;
    const style = getComputedStyle(item);
    const room = Math.floor((item.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / letter);
    const data = text.data.replace(/\u00a0/g, " ");
    const phrases = [];
    const pattern = /[^;,]+[;,]?/g;
    for (let found; (found = pattern.exec(data)); ) phrases.push([found.index, found.index + found[0].length]);
    let top = null;
    for (let index = 0; index < text.length; index += 1) {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const box = range.getClientRects()[0];
      if (!box) continue;
      if (top !== null && box.top - top > 4 && !/[;,] *$/.test(data.slice(0, index))) {
        const phrase = phrases.find(([from, to]) => from <= index && index < to);
        if (phrase && data.slice(phrase[0], phrase[1]).trim().length <= room) cut.push(data.trim() + " | at: " + data.slice(index));
      }
      if (top === null || box.top - top > 4) top = box.top;
    }
  }
  return cut;
}"""
"""The lines of prose that wrap inside a phrase (what runs to a ";" or a ",") that would fit a row whole."""


@pytest.mark.parametrize("game", ["acquire", "bigshot", "steam_barons", "mad_market"])
def test_the_page_fits_a_phones_width_in_every_language(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    game: str,
) -> None:
    table = start_new(game, {"players": NAMES, "seed": 11}, folder=tmp_path / "games")
    chance = ChanceSource(11)
    for _move in range(120):  # well into the game: every company, lot or chain on the table's lines
        if table.over:
            break
        table.submit(table.choose_random(chance))
    for language in LANGUAGES:
        hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / f"phones-{language}", language=language)
        try:
            hub.attach(table)
            page = phones_open(hub.links()[0].url).page
            settle(hub.pump, page, partial(page.is_visible, "#public-lines li"), what="the table's lines")
            for width in WIDTHS:  # opened at 390 px, then turned narrower and wider: fitted again each time
                page.set_viewport_size({"width": width, "height": 844})
                page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
                assert page.evaluate(BEYOND) == [], f"{game} in {language} at {width} px"
                # between whole phrases: "Previsione sulla casella 13; prossima: IT" over "al ribasso" at 390 px
                for lines in ("#public-lines", "#private-lines"):
                    cut = page.locator(lines).evaluate(PHRASES_CUT)
                    assert cut == [], f"{game} in {language} at {width} px: {cut}"
        finally:
            hub.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tile_pick_fits_a_small_phone(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    language: str,
) -> None:
    # At 320 px (a small phone) the board's six squares a row left each about 45 px: "10A", "11A", "12A" at their
    # 20 px ran past their buttons' edges, cut off, and the grid with them.
    table = start_new("acquire", {"players": NAMES[:3], "seed": 7}, folder=tmp_path / "games")
    chance = ChanceSource(7)
    while table.prompt().kind != "place_tile":
        table.submit(table.choose_random(chance))
    seat = table.prompt().primary().seat
    assert seat is not None
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language=language)
    try:
        hub.attach(table)
        page = phones_open(hub.links()[seat].url).page
        settle(hub.pump, page, partial(page.is_visible, ".options.board .option"), what="the tile pick")
        page.set_viewport_size({"width": 320, "height": 640})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        assert page.locator(".options.board .option", has_text="12A").count() == 1
        # (the grid itself reaches into its box's padding on purpose: only the squares and the page's edge count)
        cut = [found for found in page.evaluate(BEYOND) if "BUTTON" in found or "past the edge" in found]
        assert cut == [], f"{language} at 320 px"
    finally:
        hub.close()


@pytest.mark.parametrize("width", [320, 360, 390])
def test_a_whole_code_shows_in_the_code_box(browser: Browser, tmp_path: Path, width: int) -> None:  # noqa: F811
    # The code box's 26 px letters held 16 of a code's 19 at 320 px (17 at 360): "ABCD-EFGH-JKMN-P", the rest
    # scrolled out of sight, as a player typed it and checked it against the table's screen.
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones")
    context = browser.new_context(viewport={"width": width, "height": 700}, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{hub.port}/")
        page.wait_for_selector("#join:not([hidden])")
        code = page.locator("#code")
        placeholder = code.get_attribute("placeholder")
        assert placeholder is not None and len(placeholder) == 19
        code.fill(placeholder)  # a code typed whole, in the shape the box shows
        assert code.evaluate("(box) => box.scrollWidth <= box.clientWidth"), f"cut at {width} px"
        assert page.evaluate(BEYOND) == []
    finally:
        context.close()
        hub.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_small_phones_header_keeps_its_switches_on_one_row(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    language: str,
) -> None:
    # At 320 px "Connected" and the three languages left the light-or-dark switch a row of its own under them,
    # some 50 px of the first screen taken from the decision for one button.
    table = start_new("acquire", {"players": NAMES[:3], "seed": 7}, folder=tmp_path / "games")
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language=language)
    try:
        hub.attach(table)
        page = phones_open(hub.links()[0].url).page
        page.set_viewport_size({"width": 320, "height": 640})
        settle(hub.pump, page, lambda: page.get_attribute("#status", "data-state") == "connected", what="joined")
        tops = page.evaluate("() => [...document.querySelectorAll('.tools .tool')].map((b) => b.offsetTop)")
        status = page.evaluate("() => document.querySelector('#status').getBoundingClientRect().top")
        assert len(tops) == 4 and len(set(tops)) == 1, f"{language}: {tops}"
        assert status < page.evaluate("() => document.querySelector('#theme').getBoundingClientRect().bottom")
    finally:
        hub.close()


ROWS_SHOWN = """(list) => [...list.children].filter((item) => item.offsetParent !== null).map((item) => {
  const text = item.firstChild, range = document.createRange(), lines = [];
  let top = null;
  for (let index = 0; text && index < text.length; index += 1) {
    if (text.data[index] === "\\n") continue;
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    const at = range.getClientRects()[0].top;
    if (top === null || at - top > 4) {
      lines.push("");
      top = at;
    }
    lines[lines.length - 1] += text.data[index];
  }
  return lines;
})"""
"""Each line of a list shown, as the rows the phone draws it on (each row's letters, its leading spaces kept)."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_acquires_board_and_players_read_well_on_a_small_phone(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    language: str,
) -> None:
    # At 320 px each row of Acquire's board left its last square alone on a row of its own (a "." under the "A"),
    # the numbers over it broke after 8, and a player's shares went on at the list's edge ("Imperial" / "1"). The
    # board is shown whole, a row a row; a player's row goes on under its name, never at the edge.
    table = start_new("acquire", {"players": NAMES[:3], "seed": 11}, folder=tmp_path / "games")
    chance = ChanceSource(11)
    for _move in range(60):  # chains founded, shares bought: rows the console carries on to a second line
        table.submit(table.choose_random(chance))
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language=language)
    try:
        hub.attach(table)
        page = phones_open(hub.links()[0].url).page
        settle(hub.pump, page, partial(page.is_visible, "#public-lines li"), what="the table's lines")
        for width in (320, 390):
            page.set_viewport_size({"width": width, "height": 844})
            page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
            assert page.evaluate(BEYOND) == [], f"{language} at {width} px"
            shown = page.locator("#public-lines").evaluate(ROWS_SHOWN)
            board = [rows for rows in shown if re.match(r"   [A-I]  ", rows[0])]
            numbers = [rows for rows in shown if rows[0].split()[:3] == ["1", "2", "3"]]
            assert len(board) == 9 and len(numbers) == 1, shown
            assert all(len(rows) == 1 for rows in board + numbers), f"{language} at {width} px: {board + numbers}"
            players = [rows for rows in shown if rows[0][:6].strip(" >").rstrip(".").isdigit()]
            assert len(players) == 3, shown
            for rows in players:
                name = len(rows[0]) - len(rows[0].lstrip(" >0123456789."))
                for row in rows[1:]:  # each of a row's later rows under its name or further right
                    assert len(row) - len(row.lstrip()) >= name, f"{language} at {width} px: {rows}"
                    assert len(row.split()) > 1 or row.strip().endswith(","), f"a word alone: {rows}"
            indents = {len(row) - len(row.lstrip()) for rows in players for row in rows[1:]}
            assert len(indents) <= 1, f"{language} at {width} px: the players' rows go on under one column: {players}"
    finally:
        hub.close()


ROWS_OF_A_BASKET = """() => [...document.querySelectorAll(".item:not(.fixed):not(.long)")].map((row) => {
  const name = row.querySelector(".item-name").getBoundingClientRect();
  const stepper = row.querySelector(".stepper").getBoundingClientRect();
  const label = row.querySelector(".item-name .label");
  const said = row.querySelector(".stepper .value").getAttribute("aria-label");
  return {
    name: label.textContent.replace(/\\u00ad/g, ""),
    whole: said.includes(label.textContent.replace(/\\u00ad/g, "")),
    beside: stepper.left >= name.right - 1 && stepper.top < name.bottom,
    size: parseFloat(getComputedStyle(label).fontSize),
  };
})"""
"""Each basket line that can change: its name (whole), whether its − n + stand beside it, its letters' size."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_baskets_long_names_keep_their_buttons_beside_them(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    language: str,
) -> None:
    # At 320 to 390 px a long stock's name ("Criptovalute", "Cryptomonnaies") put its − and + on a line of their
    # own under it, among rows with them beside the name: every row now has them beside its name, the name in
    # smaller letters or broken with a hyphen, and still whole.
    table = start_new("mad_market", {"players": NAMES[:3], "seed": 1}, folder=tmp_path / "games")
    chance = ChanceSource(1)
    while not isinstance(table.prompt().primary().decision, Basket):
        table.submit(table.choose_random(chance))
    seat = table.prompt().primary().seat
    assert seat is not None
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language=language)
    try:
        hub.attach(table)
        page = phones_open(hub.links()[seat].url).page
        settle(hub.pump, page, partial(page.is_visible, ".item .stepper"), what="the basket")
        for width in (320, 360, 390):
            page.set_viewport_size({"width": width, "height": 844})
            page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
            rows = page.evaluate(ROWS_OF_A_BASKET)
            assert len(rows) >= 6 and all(row["beside"] for row in rows), f"{language} at {width} px: {rows}"
            assert len({row["size"] for row in rows}) == 1, f"{language} at {width} px: {rows}"  # all alike
            assert all(row["whole"] for row in rows), rows  # the name shown is the whole name
            assert page.evaluate(BEYOND) == [], f"{language} at {width} px"
    finally:
        hub.close()
