"""A tile that merges two chains of equal size, previewed at a table of five: every sentence whole, in every language.

Under "4A merges chains of equal size" the preview says the tie's rule, then each chain's bonuses. In French the
headline took three title lines and the Luxor bonuses were left out; in Italian they stopped mid-sentence ("Bonus
Luxor: Ben $3.000 e"), Cat's minority bonus cut off as if there were none. The headline now takes body type when
the preview would not fit under it in title type, the preview uses the room down to the buttons, and a sentence
that still does not fit is left out whole, never cut.

A tile that merges three chains of equal size at a table of six then left the third chain's bonuses out whole in
every language: money the table did not see. The tie is said once with its size ("Tower, Luxor and American tie at
3 tiles"), players paid alike are named together ("Ann and Ben $2,300 each"), and the preview's lines close up
before a sentence is left out.

With six twelve-letter names (the most the keyboard types) the third chain's bonuses were still left out whole: five
names paid alike took four lines of the side column per chain. Three or more players who are the rest of the table
are "the others" ("Ann $3,000; the others $300 each"), the whole table "everyone"; and where four names paid alike
still leave no room, the headline above the preview ("4A merges chains of equal size", which the tie's sentence says
again) gives way to it.
"""

from __future__ import annotations

import pytest
from acquire_ui import open_game, space

from companion.front.acquire.preview import receiving
from companion.front.acquire.texts import money
from companion.front.acquire.tour import FOUR_WAY, LONG
from companion.games.acquire.actions import PlaceTile
from companion.text import i18n
from companion.ui import fit
from companion.ui.decide import panel
from companion.ui.decide.panel import GAP, PREVIEW_LINE, PREVIEW_STEP, PREVIEW_TIGHT, ROW, DecisionPanel, sentences
from companion.ui.widgets import Label

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]
AMERICAN = [f"{column}I" for column in range(1, 13)]
TIED = {
    "step": "place_tile",
    "turn": 0,
    "cash": [6000] * 5,
    "shares": [{"tower": 3, "luxor": 1}, {"tower": 3, "luxor": 4}, {"luxor": 2}, {"tower": 1}, {"american": 2}],
    "chains": {"tower": ["1A", "2A", "3A"], "luxor": ["5A", "6A", "7A"], "american": AMERICAN},
}
"""Tower and Luxor, three tiles each, either side of 4A; Ann and Ben tie for most Tower shares."""


THREE_WAY = {"tower": ["1A", "2A", "3A"], "luxor": ["5A", "6A", "7A"], "american": ["4B", "4C", "4D"]}
"""Tower, Luxor and American, three tiles each, around 4A."""
SIX = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
SHARED = [
    {"tower": 3, "luxor": 2, "american": 1},
    {"tower": 3, "luxor": 2, "american": 1},
    {"luxor": 2, "american": 4},
    {"tower": 1, "american": 4},
    {"luxor": 1},
    {"tower": 1, "american": 2},
]
"""Every chain's majority shared: Ann and Ben tie in Tower, Ann, Ben and Cat in Luxor, Cat and Dan in American."""
SECONDS = [
    {chain: 6 if seat == first else 2 for chain, first in (("tower", 0), ("luxor", 5), ("american", 4))}
    for seat in range(6)
]
"""Each chain with one majority holder and the five others tied for second: the longest sentences six can make."""
EVERYONE = [{"tower": 2, "luxor": 2, "american": 2}] * 6
"""Every chain's majority shared by the whole table of six."""
FOUR_ALIKE = [
    {"tower": 5, "luxor": 2, "american": 2},
    {"tower": 2, "luxor": 2, "american": 2},
    {"tower": 2, "luxor": 2, "american": 2},
    {"tower": 2, "luxor": 2, "american": 2},
    {"tower": 2, "american": 5},
    {"luxor": 5},
]
"""Each chain with one majority holder and four of the five others tied for second: four names each, not "the
others" (one player holds none of it)."""
TWO = [{"tower": 5, "luxor": 3, "american": 6}, {"tower": 3, "luxor": 5, "american": 2}]
"""Two players, each chain's bonuses split between them, and the stock market's draw said too."""


def labels(app) -> list[str]:
    app.draw()
    return [widget.text for widget in app.scene.widgets if isinstance(widget, Label)]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_tied_mergers_preview_says_every_chains_bonuses_whole(app, fingers, language: str) -> None:
    app.prefs.language = language
    i18n.set_language(language)
    open_game(app, players=NAMES, position=TIED, tiles="physical")
    space(fingers, "4A")
    pieces = app.scene.preview_lines(PlaceTile(0, "4A"))
    assert len(sentences(pieces)) == 3  # the tie's rule, Tower's bonuses, Luxor's bonuses
    assert " ".join(pieces) in " ".join(labels(app)), "every sentence of the preview is shown, whole"
    confirm = app.scene.find("board-confirm").rect
    assert all(w.rect.bottom <= confirm.top for w in app.scene.widgets if isinstance(w, Label) and w.text in pieces)
    assert fit.frame_problems(app) == []


def test_a_preview_wrapped_by_its_game_is_read_by_sentence() -> None:
    """A line that ends no sentence goes on in the next: a sentence that does not fit is left out whole."""
    wrapped = ["Tie for largest: the player of the", "tile chooses.", "Tower bonuses: Ann", "$2,300.", "(a stand-in)"]
    assert sentences(wrapped) == [wrapped[:2], wrapped[2:4], wrapped[4:]]
    assert sentences(["Luxor bonuses: Ben $3,000 and", "Cat $1,500."]) == [
        ["Luxor bonuses: Ben $3,000 and", "Cat $1,500."]
    ]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize(
    ("names", "shares"),
    [
        (SIX, SHARED),
        (SIX, SECONDS),
        (SIX[:2], TWO),
        (LONG, SHARED),
        (LONG, SECONDS),
        (LONG, EVERYONE),
        (LONG, FOUR_ALIKE),
    ],
    ids=["six-shared", "six-seconds", "two", "long-shared", "long-seconds", "long-everyone", "long-four-alike"],
)
def test_a_three_way_tie_says_every_chains_bonuses(
    app, fingers, language: str, names: list[str], shares: list[dict[str, int]]
) -> None:
    app.prefs.language = language
    i18n.set_language(language)
    seats = len(names)
    position = {"step": "place_tile", "turn": 0, "cash": [6000] * seats, "shares": shares, "chains": THREE_WAY}
    open_game(app, players=names, position=position, tiles="physical")
    space(fingers, "4A")
    said = sentences(app.scene.preview_lines(PlaceTile(0, "4A")))
    market = 1 if seats == 2 else 0  # with two players, the stock market's draw at the payout
    assert len(said) == 1 + 3 + market  # the tie's rule, then Tower's, Luxor's and American's bonuses
    shown = " ".join(labels(app))
    for chain, sentence in zip(("Tower", "Luxor", "American"), said[1:4], strict=True):
        assert chain in sentence[0] and " ".join(sentence) in shown, f"{chain}'s bonuses are shown, whole"
    assert " ".join(text for sentence in said for text in sentence) in shown, "every sentence is shown"
    confirm = app.scene.find("board-confirm").rect
    texts = {text for sentence in said for text in sentence}
    assert all(w.rect.bottom <= confirm.top for w in app.scene.widgets if isinstance(w, Label) and w.text in texts)
    assert fit.frame_problems(app) == []


def test_a_preview_closes_up_its_lines_before_it_leaves_a_sentence_out() -> None:
    """Lines keep their ease while they fit; else they close up to fit, never under the tightest spacing."""
    assert DecisionPanel.preview_spacing(8, PREVIEW_STEP * 7 + PREVIEW_LINE) == (PREVIEW_STEP, PREVIEW_LINE)
    assert DecisionPanel.preview_spacing(12, 250) == (250 // 12, 250 // 12)
    assert DecisionPanel.preview_spacing(30, 250) == (PREVIEW_TIGHT, PREVIEW_TIGHT)
    assert DecisionPanel.preview_spacing(0, 0) == (PREVIEW_STEP, PREVIEW_LINE)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_rest_of_the_table_paid_alike_is_the_others_and_the_whole_table_everyone(language: str) -> None:
    i18n.set_language(language)
    others = i18n._("the others {amount} each").format(amount=money(300))
    everyone = i18n._("everyone {amount} each").format(amount=money(750))
    seconds = [{"seat": 0, "amount": 3000}] + [{"seat": seat, "amount": 300} for seat in range(1, 6)]
    assert receiving(seconds, LONG).endswith(others) and LONG[0] in receiving(seconds, LONG)
    assert receiving([{"seat": seat, "amount": 750} for seat in range(6)], LONG) == everyone
    some = [{"seat": 0, "amount": 3000}] + [{"seat": seat, "amount": 300} for seat in range(1, 5)]
    assert all(name in receiving(some, LONG) for name in LONG[:5]), "not the whole table: each one named"
    pair = [{"seat": 0, "amount": 1500}, {"seat": 1, "amount": 1500}]
    assert all(name in receiving(pair, LONG[:2]) for name in LONG[:2]), "two players are named, never 'everyone'"


def four_way(app, fingers, language: str) -> list[list[str]]:
    """The four-way tie at a table of six long names, 4D tapped; the preview's sentences."""
    app.prefs.language = language
    i18n.set_language(language)
    open_game(app, players=LONG, position=FOUR_WAY, tiles="physical")
    space(fingers, "4D")
    return sentences(app.scene.preview_lines(PlaceTile(0, "4D")))


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_four_way_tie_pages_its_preview_and_leaves_no_chains_bonuses_out(app, fingers, language: str) -> None:
    """Six long names, four chains of equal size: more sentences than the side column holds even closed up. The
    last chain's bonuses were left out whole; the preview pages instead, each page whole sentences, and Up and
    Down turn them without moving Cancel and Confirm."""
    said = four_way(app, fingers, language)
    assert len(said) == 1 + 4  # the tie's rule, then each chain's bonuses
    confirm = app.scene.find("board-confirm").rect
    seen: list[str] = []
    pages = 0
    while True:
        assert fit.frame_problems(app) == [], f"page {pages + 1} fits and leaves nothing out"
        pages += 1
        shown = " ".join(labels(app))
        seen += [" ".join(sentence) for sentence in said if " ".join(sentence) in shown]
        assert app.scene.find("board-confirm").rect == confirm, "Confirm keeps its place on every page"
        down = app.scene.find("preview-down")
        assert down is not None, "a preview too long for the column pages"
        if not down.enabled:
            break
        fingers.tap("preview-down")
    assert pages == 2
    assert seen == [" ".join(sentence) for sentence in said], "each sentence on one page, whole, in order"
    fingers.tap("preview-up")
    assert " ".join(said[0]) in " ".join(labels(app)), "Up turns back to the first page"
    space(fingers, "4D")  # the same space again: still the preview, on the page it was
    fingers.tap("board-cancel")
    space(fingers, "4D")
    assert app.scene.panel.preview_page == 0, "a preview opened anew starts on its first page"


def test_the_fit_checks_report_a_preview_sentence_left_out(app, fingers, monkeypatch) -> None:
    """Without its pages the four-way tie's preview leaves the last chain's bonuses out: the frame's fit problems
    name the sentence, though every widget shown fits."""
    said = four_way(app, fingers, "en")
    monkeypatch.setattr(panel, "preview_pages", lambda counts, room: [list(range(len(counts)))])
    app.scene.layout()
    problems = fit.frame_problems(app)
    assert problems == [f"left-out: {' '.join(said[-1])!r} is left out for lack of room"]
    assert "Festival" in said[-1][0]


def test_a_preview_pages_whole_sentences_only_where_its_lines_do_not_fit_closed_up() -> None:
    """One page while the lines fit closed up; else whole sentences a page above Up and Down, in order; a room too
    short for Up, Down and a line keeps one page (what it leaves out, the fit checks report)."""
    assert panel.preview_pages([3, 4, 4], PREVIEW_TIGHT * 11) == [[0, 1, 2]]
    room = ROW + GAP + PREVIEW_TIGHT * 8  # eight lines above Up and Down
    assert panel.preview_pages([3, 4, 4, 5], room) == [[0, 1], [2], [3]]
    assert panel.preview_pages([12, 2], room) == [[0], [1]], "a sentence longer than a page has a page of its own"
    assert panel.preview_pages([2, 2], ROW + GAP + PREVIEW_TIGHT - 1) == [[0, 1]]
