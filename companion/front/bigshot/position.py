"""Big Shot's position on the form screen: the pieces of a game joined in progress, counted as a table counts them.

Five sections, in the order the pieces are counted (the format is ``docs/bigshot.md``, "Positions"):

- **Turn**: what the table waits for (the step), the turn and who rolls it;
- **Money**: each money colour's cash and debt certificates (a row per colour, named by its player and painted
  in its cube's colour), the colours that took this turn's loan, and in the hidden-money game the seats whose
  cash is shown;
- **Lots**: each lot of the board (the config's board: its names, in its order) either won by a colour (its
  deed) or holding cubes of each colour;
- **Spaces**: where the broker stands, and the 18 auction spaces clockwise, each with its 4 cubes or auctioned;
- **Auction**: the step's own details: the bids so far (``bid``), or who bought which cubes at what price
  (``pay``, ``place``).

The form's data is the position reshaped for editing (:func:`shaper`): every key a field names is there, a
space holds "4 cubes" or "0 cubes" (its cubes kept while it is empty), a lot's deed and cubes share its row.
Who speaks next in an auction is a check the table may add (the engine works it out), so it opens unset.
Sections a step does not use (the money and the lots before the first turn, the spaces at the end) are
emptied by :func:`normalize` and their rows kept aside, so switching the step back finds them as they were.
:func:`written` gives the position the engine reads; the engine alone judges it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import N_, carry_unshown
from companion.games import get
from companion.games.bigshot.rules import (
    AUCTION_SPACES,
    COLORS,
    COLOUR_LABELS,
    LOT_CAPACITY,
    MAX_BID,
    START_CASH,
    TURNS,
)
from companion.text.i18n import _
from companion.ui.forms import CHOICE, SET, Field, FieldChoice, Group, Section, Table
from companion.ui.positions import PositionEditor

from . import CUBE_COLOURS
from .texts import color_letter, color_name

Data = dict[str, Any]

LAYOUT, FIRST_PLAYER, ROLL, BID, PAY, PLACE, OVER = "layout", "first_player", "roll", "bid", "pay", "place", "over"
IN_PLAY = (ROLL, BID, PAY, PLACE)
"""The steps of a turn: they have a turn, a roller and this turn's loans."""
COUNTED = (*IN_PLAY, OVER)
"""The steps with money and lots: before the first turn every colour has its 10M and the lots are bare."""
RINGED = (FIRST_PLAYER, *IN_PLAY)
"""The steps whose position lists the 18 spaces (at the end every space is empty and the position says none)."""
STEPS = (
    FieldChoice(LAYOUT, N_("Laying out the cubes")),
    FieldChoice(FIRST_PLAYER, N_("Rolling for who starts")),
    FieldChoice(ROLL, N_("Rolling the die")),
    FieldChoice(BID, N_("Bidding")),
    FieldChoice(PAY, N_("Choosing who pays")),
    FieldChoice(PLACE, N_("Placing the cubes")),
    FieldChoice(OVER, N_("Game over")),
)
FULL, EMPTY = "full", "empty"
NOBODY = "none"
HELD = (FieldChoice(FULL, N_("4 cubes")), FieldChoice(EMPTY, N_("0 cubes")))
ASIDE = "aside"
"""The data's key for rows a step does not use, kept while the step is elsewhere."""
STOWED: dict[str, tuple[tuple[str, ...], type]] = {
    "money": (COUNTED, dict),
    "lots": (COUNTED, dict),
    "spaces": (RINGED, list),
}
"""A table's key → the steps that show it, and the empty value it holds at the others."""
COLOUR_CHOICES = tuple(FieldChoice(color, COLOUR_LABELS[color], CUBE_COLOURS[color]) for color in COLORS)
"""A colour as a chooser's button reads it: capitalised, as "Nobody" beside it and every other label."""
LOCKED_COLOUR = N_("A seat's colours are chosen when the game is set up.")


# == the seats and their colours ======================================================================================


def seat_colours(config: Data) -> list[list[str]]:
    """Each seat's money colours, as the config gives them (two players: two colours each)."""
    return [list(colors) if isinstance(colors, list | tuple) else [colors] for colors in config["colors"]]


def owners(config: Data) -> dict[str, int]:
    """Money colour → the seat that plays it, in seat order (the dummy's colour has none)."""
    return {color: seat for seat, colors in enumerate(seat_colours(config)) for color in colors}


def seat_choices(names: list[str], nobody: str | None = None) -> tuple[FieldChoice, ...]:
    """The seats by name; first ``nobody`` (an ``N_`` text) standing for None, when the field may be unset."""
    seats = tuple(FieldChoice(seat, name) for seat, name in enumerate(names))
    return ((FieldChoice(None, nobody),) if nobody else ()) + seats


def seats_text(names: list[str]) -> Callable[[Any], str]:
    """A set of seats read as their names ("Ann, Cat"), or a dash for none."""
    return lambda seats: ", ".join(names[seat] for seat in sorted(seats or ())) or "–"


def colours_text(colors: Any) -> str:
    return ", ".join(color_name(color) for color in colors or ()) or "–"


def cube(color: Any) -> str:
    """A cube on its button: its colour's letter (the button is painted in the colour), "?" while unset."""
    return color_letter(color) if color in COLORS else "?"


def paint(color: Any) -> tuple[int, int, int] | None:
    """A cube's button in the cube's colour (an unset cube in the form's own)."""
    return CUBE_COLOURS.get(color) if isinstance(color, str) else None


def painter(color: str) -> Callable[[Any], tuple[int, int, int] | None]:
    """A lot's count of ``color`` cubes, painted in that colour whatever the count."""
    return lambda _count: CUBE_COLOURS[color]


# == the position as the form edits it ================================================================================


def shaper(config: Data) -> Callable[[Data], Data]:
    """``shape`` for ``config``: the position with every key a field names present.

    Before the first auction the position may leave the cubes to the companion; the form shows them as the
    companion deals them from the config's seed (the engine's own preparation), so a table that starts from
    the set-up sees the layout it will play.
    """
    game = get("bigshot")
    lots = list(config["board"]["lots"])
    money = list(owners(config))

    def shape(position: Data) -> Data:
        step = position["step"]
        dealt = game.prepare_position(config, {"step": FIRST_PLAYER})
        spaces = position.get("spaces", dealt["spaces"] if step in (LAYOUT, FIRST_PLAYER) else None)
        cash, debts = position.get("cash", {}), position.get("debts", {})
        on_lots, deeds = position.get("lots", {}), position.get("deeds", {})
        auction = position.get("auction", {})
        bought = position.get("bought", {})
        roller = position.get("roller", 0)
        data: Data = {
            "step": step,
            "turn": position.get("turn", TURNS if step == OVER else 1),
            "roller": roller,
            "broker": position.get("broker", dealt["broker"]),
            "money": {
                color: {"colour": color, "cash": cash.get(color, START_CASH), "debts": debts.get(color, 0)}
                for color in money
            },
            "loans": list(position.get("loans_this_turn", [])),
            "cash_open": list(position.get("cash_open", [])),
            "lots": {
                lot: {
                    "deed": deeds.get(lot, NOBODY),
                    **{color: on_lots.get(lot, {}).get(color, 0) for color in COLORS},
                }
                for lot in lots
            },
            "spaces": [_space(spaces[index] if spaces else []) for index in range(AUCTION_SPACES)],
            "auction": {
                "high_bid": auction.get("high_bid"),
                "high_bidder": auction.get("high_bidder"),
                "passed": list(auction.get("passed", [])),
                "to_act": None,  # a check the table may add: who speaks next follows from the rest
                "read": auction,  # what the form does not show (the other bids, the order of passing) comes back
            },
            "bought": {
                "player": bought.get("player", roller),
                "cubes": [*bought.get("cubes", []), None, None, None, None][:4],
                "price": bought.get("price", 0),
            },
            ASIDE: {},
        }
        normalize(data)
        return data

    return shape


def _space(cubes: list[str]) -> Data:
    """A space as a row: 4 cubes, or empty (its cubes unknown: a table re-filling it chooses them)."""
    return {"held": FULL if cubes else EMPTY, "cubes": [*cubes, None, None, None, None][:4]}


def normalize(data: Data) -> None:
    """The tables the step does not use are emptied, their rows kept aside; the step coming back restores them."""
    aside = data.setdefault(ASIDE, {})
    for key, (steps, empty) in STOWED.items():
        shown = data["step"] in steps
        if shown and not data[key] and key in aside:
            data[key] = aside.pop(key)
        elif not shown and data[key]:
            aside[key] = data[key]
            data[key] = empty()


def _rows(data: Data, key: str) -> Any:
    """A table's rows, shown or kept aside."""
    return data[key] or data[ASIDE].get(key) or type(data[key])()


def written(data: Data) -> Data:
    """The position the engine reads: the keys the step uses, the empty optional ones left out."""
    step = data["step"]
    position: Data = {"step": step}
    if step == LAYOUT:
        return position
    if step in IN_PLAY:
        position["turn"], position["roller"] = data["turn"], data["roller"]
    position["broker"] = data["broker"]
    if step in RINGED:
        position["spaces"] = [
            [color for color in space["cubes"] if color] if space["held"] == FULL else []
            for space in _rows(data, "spaces")
        ]
    if step == FIRST_PLAYER:
        return position
    money = _rows(data, "money")
    position["cash"] = {color: row["cash"] for color, row in money.items()}
    debts = {color: row["debts"] for color, row in money.items() if row["debts"]}
    if debts:
        position["debts"] = debts
    if step in IN_PLAY and data["loans"]:
        position["loans_this_turn"] = list(data["loans"])
    if data["cash_open"]:
        position["cash_open"] = sorted(data["cash_open"])  # the engine refuses it where money is open
    lots = _rows(data, "lots")
    deeds = {lot: row["deed"] for lot, row in lots.items() if row["deed"] != NOBODY}
    cubes = {
        lot: {color: row[color] for color in COLORS if row[color]}
        for lot, row in lots.items()
        if row["deed"] == NOBODY and any(row[color] for color in COLORS)
    }
    if cubes:
        position["lots"] = cubes
    if deeds:
        position["deeds"] = deeds
    if step == BID:
        position["auction"] = _auction(data["auction"])
    elif step in (PAY, PLACE):
        bought = data["bought"]
        position["bought"] = {
            "player": bought["player"],
            "cubes": [color for color in bought["cubes"] if color],
            "price": bought["price"],
        }
    return position


def _auction(bids: Data) -> Data:
    auction: Data = {}
    if bids["high_bid"] is not None or bids["high_bidder"] is not None:
        auction["high_bid"], auction["high_bidder"] = bids["high_bid"], bids["high_bidder"]
    if bids["passed"]:
        auction["passed"] = list(bids["passed"])
    if bids["to_act"] is not None:
        auction["to_act"] = bids["to_act"]
    return carry_unshown(bids.get("read"), auction)


# == the sections =====================================================================================================


def at(*steps: str) -> Callable[[Data], bool]:
    """A group's field shown at ``steps`` only."""
    return lambda data: data["step"] in steps


def note_unless(steps: tuple[str, ...], text: str) -> Callable[[Data], str]:
    """A section's note, translated, at the steps that do not use the section (empty otherwise)."""
    return lambda data: "" if data["step"] in steps else _(text)


def turn_section(names: list[str]) -> Section:
    return Section(
        "turn",
        N_("Turn"),
        (
            Group(
                (
                    Field(("step",), "", CHOICE, choices=STEPS, caption=N_("Step")),
                    Field(("turn",), "", low=1, high=TURNS, when=at(*IN_PLAY), caption=N_("Turn")),
                    Field(
                        ("roller",), "", CHOICE, choices=seat_choices(names), when=at(*IN_PLAY), caption=N_("Roller")
                    ),
                ),
                columns=1,
            ),
        ),
        note=note_unless(IN_PLAY, N_("Between the turns: no turn or roller to set.")),
    )


def money_section(config: Data, names: list[str]) -> Section:
    owner = owners(config)
    fields: list[Field] = [
        Field(
            ("loans",),
            "",
            SET,
            choices=tuple(choice for choice in COLOUR_CHOICES if choice.value in owner),
            show=colours_text,
            when=at(*IN_PLAY),
            caption=N_("Loans this turn"),
        )
    ]
    if config["hidden_money"]:
        fields.append(
            Field(
                ("cash_open",),
                "",
                SET,
                choices=seat_choices(names),
                show=seats_text(names),
                when=at(*COUNTED),
                caption=N_("Cash shown"),
            )
        )
    return Section(
        "money",
        N_("Money"),
        (
            Table(
                ("money",),
                (
                    Field(
                        ("colour",),
                        N_("Colour"),
                        CHOICE,
                        choices=COLOUR_CHOICES,
                        color=paint,
                        locked=lambda _row: LOCKED_COLOUR,
                        width=1.2,
                    ),
                    Field(("cash",), N_("Cash"), high=MAX_BID, show=lambda cash: f"{cash}M"),
                    Field(("debts",), N_("Debts"), high=99),
                ),
                row_label=lambda _data, color: names[owner[color]],
                caption_width=96,
            ),
            Group(tuple(fields), columns=1),
        ),
        note=note_unless(COUNTED, N_("Before the first turn every colour has its 10M.")),
    )


def lots_section() -> Section:
    def loose(row: Data) -> bool:
        return bool(row["deed"] == NOBODY)

    counts = tuple(
        Field((color,), COLOUR_LABELS[color], high=LOT_CAPACITY, color=painter(color), when=loose) for color in COLORS
    )
    return Section(
        "lots",
        N_("Lots"),
        (
            Table(
                ("lots",),
                (
                    Field(
                        ("deed",),
                        N_("Won by"),
                        CHOICE,
                        choices=(FieldChoice(NOBODY, N_("Nobody")), *COLOUR_CHOICES),
                        width=1.8,
                    ),
                    *counts,
                ),
                row_label="{key}",
            ),
        ),
        note=note_unless(COUNTED, N_("Before the first turn the lots are bare.")),
    )


def spaces_section() -> Section:
    def full(row: Data) -> bool:
        return bool(row["held"] == FULL)

    cubes = tuple(
        Field(("cubes", place), N_("Cube"), CHOICE, choices=COLOUR_CHOICES, show=cube, color=paint, when=full)
        for place in range(4)
    )
    spaces = tuple(FieldChoice(index, str(index + 1)) for index in range(AUCTION_SPACES))
    return Section(
        "spaces",
        N_("Spaces"),
        (
            Group(
                (
                    Field(
                        ("broker",),
                        "",
                        CHOICE,
                        choices=spaces,
                        when=lambda data: data["step"] != LAYOUT,
                        caption=N_("Broker's space"),
                    ),
                ),
                columns=1,
            ),
            Table(
                ("spaces",),
                (Field(("held",), N_("Auction space"), CHOICE, choices=HELD, width=1.6), *cubes),
                row_label="{n}",
                caption_width=30,
                headings=False,
            ),
        ),
        note=lambda data: (
            _("The cubes are not laid out yet.")
            if data["step"] == LAYOUT
            else _("At the end every space is empty.")
            if data["step"] == OVER
            else ""
        ),
    )


def auction_section(names: list[str]) -> Section:
    bidding, bought = at(BID), at(PAY, PLACE)
    return Section(
        "auction",
        N_("Auction"),
        (
            Group(
                (
                    Field(
                        ("auction", "high_bid"),
                        N_("High bid"),
                        low=1,
                        high=MAX_BID,
                        keys=(FieldChoice(None, N_("no bid")),),
                        show=lambda bid: _("no bid") if bid is None else f"{bid}M",
                        caption=N_("High bid"),
                        when=bidding,
                    ),
                    Field(
                        ("auction", "high_bidder"),
                        "",
                        CHOICE,
                        choices=seat_choices(names, N_("Nobody")),
                        when=bidding,
                        caption=N_("High bidder"),
                    ),
                    Field(
                        ("auction", "passed"),
                        "",
                        SET,
                        choices=seat_choices(names),
                        show=seats_text(names),
                        when=bidding,
                        caption=N_("Passed"),
                    ),
                    Field(
                        ("auction", "to_act"),
                        "",
                        CHOICE,
                        choices=seat_choices(names, N_("not checked")),
                        when=bidding,
                        caption=N_("Speaks next"),
                    ),
                ),
                title=N_("The bids so far"),
                columns=1,
            ),
            Group(
                (
                    Field(
                        ("bought", "player"),
                        "",
                        CHOICE,
                        choices=seat_choices(names),
                        when=bought,
                        caption=N_("Bought by"),
                    ),
                    Field(
                        ("bought", "price"),
                        "",
                        high=MAX_BID,
                        show=lambda price: f"{price}M",
                        when=bought,
                        caption=N_("Price"),
                    ),
                ),
                title=N_("The cubes bought"),
                columns=2,
            ),
            Group(
                tuple(
                    Field(
                        ("bought", "cubes", place),
                        N_("Cube"),
                        CHOICE,
                        choices=COLOUR_CHOICES,
                        show=cube,
                        color=paint,
                        when=bought,
                    )
                    for place in range(4)
                ),
                columns=4,
            ),
        ),
        note=note_unless((BID, PAY, PLACE), N_("No auction is under way at this step.")),
    )


def editor(config: Data) -> PositionEditor:
    """Big Shot's position editor for the prepared ``config`` (its players, their colours, its board)."""
    names = list(config["players"])
    return PositionEditor(
        sections=(
            turn_section(names),
            money_section(config, names),
            lots_section(),
            spaces_section(),
            auction_section(names),
        ),
        shape=shaper(config),
        written=written,
        normalize=normalize,
    )
