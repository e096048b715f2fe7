"""``companion export``: a finished game of each of the four games, and a running one, as csv, json and html."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from html.parser import HTMLParser
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core import ChanceSource, Table
from companion.export import FIGURES, open_game, sheet_of, to_html
from companion.registry import names
from companion.storage import start_new

GAMES = names(include_test=False)
NAMES = ["Ann & <b>Bo</b>", 'Cat "the Cat"', "Smith, Dan"]
FIGURE = {"acquire": "cash", "bigshot": "fortune", "steam_barons": "cash", "mad_market": "vp"}
"""The figure each shipped game ranks by, as its rulebook scores; a game added later ranks by the first of the
export's figures its summary holds (its test then checks the columns, not the choice)."""


def figure_of(game: str, player: dict[str, object]) -> str:
    return FIGURE.get(game) or next(f for f in FIGURES if f in player)


def played(game: str, seed: int, *, steps: int | None = None) -> Table:
    """A saved game of ``game`` played by random legal choices, to the end or for ``steps`` steps."""
    table = start_new(game, {"players": NAMES, "seed": seed})
    chance = ChanceSource(seed)
    while not table.over and (steps is None or len(table.steps) < steps):
        table.submit(table.choose_random(chance))
    table.close()
    return table


class Page(HTMLParser):
    """What a phone would fetch (any src or href), the tags left open, and the text."""

    VOID = {"meta", "br", "img", "link", "input", "hr"}

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.fetched: list[str] = []
        self.text: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self.fetched += [value or "" for name, value in attrs if name in ("src", "href")]
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:] or 'nothing'}"
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def page(text: str) -> Page:
    parser = Page()
    parser.feed(text)
    parser.close()
    assert parser.open == []
    return parser


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_exports_in_all_three_formats(game: str, tmp_path: Path, capsys) -> None:
    table = played(game, 5)
    assert table.over
    name = table.writer.path.name
    assert main(["export", name, "--out", str(tmp_path)]) == 0
    stem = table.writer.path.stem
    assert capsys.readouterr().out.split() == [str(tmp_path / f"{stem}.{fmt}") for fmt in ("csv", "json", "html")]
    summary = table.summary()
    winners = {NAMES[seat] for seat in summary["winners"]}

    rows = list(csv.DictReader(io.StringIO((tmp_path / f"{stem}.csv").read_text())))
    assert sorted(row["name"] for row in rows) == sorted(NAMES)
    figure = figure_of(game, summary["players"][0])
    assert list(rows[0])[:4] == ["name", "place", figure, "winner"]
    assert {row["name"] for row in rows if row["winner"] == "yes"} == winners
    assert {row["name"] for row in rows if row["place"] == "1"} == winners
    places = [int(row["place"]) for row in rows]
    assert places == sorted(places) and places[0] == 1
    for row in rows:
        assert int(row[figure]) == summary["players"][NAMES.index(row["name"])][figure]
    assert len(rows[0]) > 4  # the game's own columns

    data = json.loads((tmp_path / f"{stem}.json").read_text())
    assert data["game"] == game and data["over"] is True and data["file"] == name
    assert set(data["winners"]) == winners
    assert [step["step"] for step in data["log"]] == list(range(1, len(table.steps) + 1))
    assert data["log"][-1]["sentences"] == table.step_sentences(len(table.steps) - 1)
    assert [s["name"] for s in data["standings"]] == [row["name"] for row in rows]
    assert data["summary"]["players"][0]["name"] == NAMES[0]

    html = (tmp_path / f"{stem}.html").read_text()
    parsed = page(html)
    assert parsed.fetched == [] and "<script" not in html and "url(" not in html  # nothing to fetch
    assert ("meta", {"name": "viewport", "content": "width=device-width,initial-scale=1"}) in parsed.tags
    assert "<b>Bo</b>" not in html and "Ann &amp; &lt;b&gt;Bo&lt;/b&gt;" in html  # names are text, never markup
    text = "".join(parsed.text)
    assert "Final scores" in text and "Game log" in text
    assert sum(1 for tag, _ in parsed.tags if tag == "li") == len(table.steps)


def test_a_running_game_exports_as_it_stands(tmp_path: Path) -> None:
    table = played("acquire", 2, steps=12)
    assert not table.over
    assert main(["export", table.writer.path.stem, "--out", str(tmp_path), "--format", "csv", "--format", "html"]) == 0
    stem = table.writer.path.stem
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{stem}.csv", f"{stem}.html"]
    rows = list(csv.DictReader(io.StringIO((tmp_path / f"{stem}.csv").read_text())))
    assert [row["name"] for row in rows] == NAMES  # seat order: nobody is placed before the end
    assert all(row["place"] == "" and row["winner"] == "no" for row in rows)
    assert "still being played" in (tmp_path / f"{stem}.html").read_text()
    sheet = sheet_of(open_game(table.writer.path), table.writer.path.name)
    assert sheet.over is False and len(sheet.log) == 12 and sheet.winners == []


def test_a_running_game_shows_no_hand(tmp_path: Path) -> None:
    table = played("acquire", 2, steps=12)
    assert main(["export", table.writer.path.name, "--out", str(tmp_path), "--format", "json"]) == 0
    data = json.loads((tmp_path / f"{table.writer.path.stem}.json").read_text())
    hands = [player.get("hand") for player in data["summary"]["players"]]
    assert all(not hand for hand in hands)


def test_the_sheet_speaks_the_language_asked(tmp_path: Path) -> None:
    from companion.text.i18n import _, set_language

    table = played("steam_barons", 4)
    try:
        set_language("it")
        html = to_html(sheet_of(open_game(table.writer.path), "x.jsonl", _), _, "it")
        assert '<html lang="it">' in html and _("Final scores") in html and _("Final scores") != "Final scores"
    finally:
        set_language("en")


def test_pieces_set_by_hand_are_noted_in_the_language_asked(tmp_path: Path) -> None:
    """The page's note over the reasons was written inside an f-string, where Python 3.11's message extractor does
    not look: it was in no catalog, and every page said it in English."""
    from companion.text.i18n import _, set_language

    table = start_new("steam_barons", {"players": NAMES, "seed": 4})
    chance = ChanceSource(4)
    while len(table.steps) < 20:
        table.submit(table.choose_random(chance))
    table.adjust(table.position(), "a share counted twice")
    table.close()
    try:
        for language in ("it", "fr"):
            set_language(language)
            html = to_html(sheet_of(open_game(table.writer.path), "x.jsonl", _), _, language)
            note = _("The pieces were set by hand:")
            assert note != "The pieces were set by hand:" and f'<p class="note">{note}</p>' in html
            assert "<li>a share counted twice</li>" in html
    finally:
        set_language("en")


def test_an_unknown_game_or_folder_is_one_line(tmp_path: Path, capsys) -> None:
    assert main(["export", "no-such-game", "--out", str(tmp_path)]) == 2
    assert "no saved game of that name" in capsys.readouterr().err
    table = played("bigshot", 1, steps=3)
    assert main(["export", table.writer.path.name, "--out", str(tmp_path / "missing" / "deeper")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("export: ") and "is not a folder" in err and err.count("\n") == 1
    assert not (tmp_path / "missing").exists()
    (tmp_path / "a-file").write_text("kept")
    assert main(["export", table.writer.path.name, "--out", str(tmp_path / "a-file")]) == 2
    assert "is not a folder" in capsys.readouterr().err and (tmp_path / "a-file").read_text() == "kept"


def test_a_new_folder_named_in_an_existing_one_is_made_for_the_export(tmp_path: Path, capsys) -> None:
    """``--out ~/league/2026`` when ``~/league`` exists: the folder is made, as ``mkdir`` would, and the
    export written into it; only a name whose parent is missing is refused (a typo in the path)."""
    table = played("bigshot", 1, steps=3)
    out = tmp_path / "league-2026"
    assert main(["export", table.writer.path.name, "--out", str(out), "--format", "csv"]) == 0
    written = list(out.iterdir())
    assert len(written) == 1 and written[0].suffix == ".csv" and written[0].read_text().count("\n") >= 2


def test_a_shared_win_names_its_winners_as_the_final_screen_does(tmp_path: Path) -> None:
    """Tied winners read "Ann and Ben share the win." as on the final screen, not "Ann, Ben share the win."."""
    from companion.text.i18n import _, set_language

    played_sheet = sheet_of(open_game(played("steam_barons", 4).writer.path), "x.jsonl")
    sheet = dataclasses.replace(played_sheet, over=True, winners=["Ann", "Ben", "Cat"])
    assert "Ann, Ben and Cat share the win." in to_html(sheet)
    try:
        set_language("it")
        assert "Ann, Ben e Cat" in to_html(sheet, _, "it")
    finally:
        set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_the_page_ranks_players_in_the_final_standings_words_not_the_summarys_keys(game: str, tmp_path: Path) -> None:
    """The page is for people (the group chat): each line is the place, the name and the figure as the final
    screen writes it, then what made it. It showed the summary's keys as headings ("cash_open", "qualifies") and
    its raw values ("yes", "red"), in English whatever the language, in columns so narrow that a phone broke
    every word letter by letter."""
    from companion.text.i18n import speaking
    from companion.text.standing import standing

    table = played(game, 5)
    assert main(["export", table.writer.path.name, "--out", str(tmp_path), "--format", "html", "--language", "it"]) == 0
    html = (tmp_path / f"{table.writer.path.stem}.html").read_text()
    with speaking("it"):
        rows = standing(open_game(table.writer.path))
    text = "".join(page(html).text)
    for row in rows:
        line = f"{row.place}.{'★ ' if row.won else ''}{row.name}{row.label}"
        assert line in text, line
        assert not row.detail or row.detail in text
    for key in table.summary()["players"][0]:
        if "_" in key:  # a key of the summary's, never a word of the page's
            assert key not in text
    assert "overflow-wrap:break-word" in html.split("td{", 1)[1].split("}", 1)[0]  # a cell breaks between words


def test_the_page_says_when_the_game_began_in_local_time(tmp_path: Path) -> None:
    table = played("bigshot", 1, steps=3)
    html = to_html(sheet_of(open_game(table.writer.path), "x.jsonl"))
    from companion.storage import local_time

    began = local_time(open_game(table.writer.path).header.created)
    assert f'<p class="meta">{began} · x.jsonl</p>' in html and "T" not in began
