"""Acquire's position on the form screen: a game handed over mid-way, or its pieces set by hand.

The sections follow the order a table counts its pieces (``docs/acquire.md``, "Positions"):

1. **Turn**: the step the table waits for, whose turn it is, the end declared, the turns without a tile
   (and, two players with dealt tiles, the market's draws);
2. **Players**: each player's cash, start tile and (dealt tiles) hand;
3. **Shares**: one row per chain in its colour, a column per player (seven chains side by side would not
   leave a finger's width for each);
4. **Board**: each chain's tiles, its price as read off the card and the bank's stack (both checks, "–"
   until counted), the unincorporated tiles, the tile lit as played last and the dead tiles put out;
5. **Step**: what the step itself holds: the tile founding a chain, the merger (its tile, the chains'
   sizes before it, the survivor, the settling order, how many are settled, who decides now), or the
   chains whose final bonuses are still to pay.

Tiles are sets of the board's 108 squares shown a board row (12 squares) at a time, each square in the
colour of the chain that holds it, so a table taps a chain's tiles row by row. A field holding one tile
(a start tile, the last tile, the founding or merging tile) is a set of at most one: the tile tapped last
replaces the other, and tapping it again clears it. The draw pile is never shown: its order is hidden,
and the engine fills it from the configuration's bag. The engine is the validator: nothing here decides
whether a position is possible.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from companion.core import N_, NP_plural
from companion.games.acquire.board import TILE_NAMES
from companion.games.acquire.chains import NAME_SETS
from companion.games.acquire.setup import DEALT
from companion.text.i18n import _
from companion.ui.forms import CHOICE, RGB, ROW, SET, Field, FieldChoice, Group, Path, Section, Table
from companion.ui.positions import Position, PositionEditor, few_or_count

from .palette import UNINCORPORATED, chain_colour
from .texts import money

START, PLACE, FOUND, MERGER, BUY, SCORING, OVER = (
    "start_tile",
    "place_tile",
    "found_chain",
    "merger",
    "buy",
    "final_scoring",
    "over",
)
STEP_LABELS = {
    START: N_("Start tiles"),
    PLACE: N_("Place a tile"),
    FOUND: N_("Found a chain"),
    MERGER: N_("Merger"),
    BUY: N_("Buy shares"),
    SCORING: N_("Final scoring"),
    OVER: N_("Game over"),
}
NO_TURN = (START, OVER)
"""Steps without a player on turn: the start tiles go in seat order, and the game is over."""
PENDING = (FOUND, MERGER)
"""Steps whose tile was just played: it is the last tile, and no tile was skipped."""
PAGE = 12
"""Squares a page of tiles shows: one board row."""
SHOWN_TILES = 3
"""A set of tiles reads as its tiles up to this many, as its count beyond (a cell holds no more); a set of
chains names this many and counts the others."""

YES_NO = (FieldChoice(True, N_("Yes")), FieldChoice(False, N_("No")))
NOT_COUNTED = (FieldChoice(None, N_("not counted")),)
NOT_MERGED = (FieldChoice(None, N_("not merged")),)
SINGLE = (("last_tile",), ("founding",), ("merger", "tile"))
"""Fields holding one tile (the start tiles too, one per seat)."""


# == the form's data and the position ================================================================================


def shaper(ids: Sequence[str], players: int, dealt: bool) -> Callable[[Position], Position]:
    """``shape`` for this configuration: every key a field names present, whatever the step."""

    def shape(position: Position) -> Position:
        step = position["step"]
        chains: dict[str, list[str]] = position.get("chains", {})
        shares = position.get("shares", [{}] * players)
        merger = position.get("merger") or {}
        sizes = dict(merger.get("sizes", {}))
        rows = {chain: {"tiles": list(chains.get(chain, [])), "price": None, "bank": None} for chain in ids}
        data: Position = {
            "step": step,
            "turn": position.get("turn", 0),
            "end_declared": position.get("end_declared", False),
            "turns_without_tile": position.get("turns_without_tile", 0),
            "cash": list(position["cash"]),
            "start_tiles": [[tile] if tile else [] for tile in position.get("start_tiles", [None] * players)],
            "holdings": {chain: [held.get(chain, 0) for held in shares] for chain in ids},
            "board": {} if step == START else rows,
            "aside": rows if step == START else {},
            "founded": list(chains),
            "loose": list(position.get("loose", [])),
            "last_tile": [position["last_tile"]] if position.get("last_tile") and step not in PENDING else [],
            "founding": [position["founding"]] if position.get("founding") else [],
            "merger": {
                "tile": [merger["tile"]] if merger.get("tile") else [],
                "sizes": {**sizes, **{chain: None for chain in ids if chain not in sizes}},
                "survivor": merger.get("survivor"),
                "defunct": list(merger.get("defunct", [])),
                "settled": merger.get("settled", 0),
                "deciding": merger.get("deciding"),
            },
            "scoring": list(position.get("scoring", [])),
        }
        if dealt:
            data["hands"] = [list(hand) for hand in position.get("hands", [[]] * players)]
            data["out_of_game"] = list(position.get("out_of_game", []))
            data["market_draws"] = position.get("market_draws", 0)
        return data

    return shape


def writer(ids: Sequence[str], players: int, dealt: bool) -> Callable[[Position], Position]:
    """``written`` for this configuration: the keys the step uses, the empty optional ones left out."""

    def written(data: Position) -> Position:
        step = data["step"]
        position: Position = {"step": step}
        if step not in NO_TURN:
            position["turn"] = data["turn"]
        position["cash"] = list(data["cash"])
        holdings = data["holdings"]
        shares = [{chain: holdings[chain][seat] for chain in ids if holdings[chain][seat]} for seat in range(players)]
        if any(shares):
            position["shares"] = shares
        rows = data["board"] or data["aside"]
        available = {chain: row["bank"] for chain, row in rows.items() if row["bank"] is not None}
        if available:
            position["available"] = available
        starts = [tiles[-1] if tiles else None for tiles in data["start_tiles"]]
        if step == START:
            if any(starts):
                position["start_tiles"] = starts
            return position
        _write_board(position, data, ids)
        _write_step(position, data, ids)
        if data["end_declared"]:
            position["end_declared"] = True
        if data["turns_without_tile"]:
            position["turns_without_tile"] = data["turns_without_tile"]
        if data["last_tile"] and step not in PENDING:
            position["last_tile"] = data["last_tile"][-1]
        if any(starts):
            position["start_tiles"] = starts
        if dealt:
            position["hands"] = [list(hand) for hand in data["hands"]]
            if data["out_of_game"]:
                position["out_of_game"] = list(data["out_of_game"])
            if players == 2 and data["market_draws"]:
                position["market_draws"] = data["market_draws"]
        return position

    return written


def _write_board(position: Position, data: Position, ids: Sequence[str]) -> None:
    """The chains on the board in the order they were founded (new ones after, cheap first), their prices
    where read, and the unincorporated tiles."""
    rows = data["board"]
    order = [chain for chain in data["founded"] if chain in rows] + [c for c in ids if c not in data["founded"]]
    chains = {chain: list(rows[chain]["tiles"]) for chain in order if rows[chain]["tiles"]}
    if chains:
        position["chains"] = chains
    prices = {chain: rows[chain]["price"] for chain in chains if rows[chain]["price"] is not None}
    if prices:
        position["prices"] = prices
    if data["loose"]:
        position["loose"] = list(data["loose"])


def _write_step(position: Position, data: Position, ids: Sequence[str]) -> None:
    """The step's own key: the founding tile, the merger as far as it has come, or the chains still to score."""
    step = data["step"]
    if step == FOUND and data["founding"]:
        position["founding"] = data["founding"][-1]
    elif step == MERGER:
        typed = data["merger"]
        merger: Position = {}
        if typed["tile"]:
            merger["tile"] = typed["tile"][-1]
        merger["sizes"] = {chain: size for chain, size in typed["sizes"].items() if size is not None}
        if typed["survivor"] is not None:
            merger["survivor"] = typed["survivor"]
        if typed["defunct"]:
            merger["defunct"] = list(typed["defunct"])
        if typed["settled"]:
            merger["settled"] = typed["settled"]
        if typed["deciding"] is not None:
            merger["deciding"] = typed["deciding"]
        position["merger"] = merger
    elif step == SCORING:
        position["scoring"] = [chain for chain in ids if chain in data["scoring"]]


def normalize(data: Position) -> None:
    """After every tap: a one-tile field keeps the tile tapped last, and the board's chains step aside at the
    set-up (only start tiles are on the board then) and come back after it."""
    for path in SINGLE:
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        del parent[path[-1]][:-1]
    for tiles in data["start_tiles"]:
        del tiles[:-1]
    if data["step"] == START and data["board"]:
        data["board"], data["aside"] = {}, data["board"]
    elif data["step"] != START and data["aside"]:
        data["board"], data["aside"] = data["aside"], {}


# == how values read ==================================================================================================


def tiles_text(tiles: Any) -> str:
    """A set of tiles in a cell: its tiles while they fit, else how many."""
    return few_or_count(tiles, SHOWN_TILES, " ", NP_plural("Acquire tiles", "{count} tile", "{count} tiles"))


def hand_text(tiles: Any) -> str:
    """A hand in a cell: its tiles in board order (six fit the cell)."""
    order = {name: place for place, name in enumerate(TILE_NAMES)}
    return " ".join(sorted(tiles or (), key=order.__getitem__)) or "–"


def cash_text(amount: Any) -> str:
    return money(amount) if isinstance(amount, int) else "?"


def checked_text(value: Any) -> str:
    """A count typed to be checked, or "–" while not counted."""
    return "–" if value is None else str(value)


def price_text(value: Any) -> str:
    return "–" if value is None else money(value)


# == the fields =======================================================================================================


def tile_choices(data: Position, _path: Path) -> list[FieldChoice]:
    """The 108 squares in board order, each in the colour of what holds it now (a chain, or grey when
    unincorporated), so a chain's tiles are typed beside what is already on the board."""
    held: dict[str, Any] = {}
    for chain, row in (data["board"] or {}).items():
        for tile in row["tiles"]:
            held[tile] = chain_colour(chain)
    for tile in data["loose"]:
        held.setdefault(tile, UNINCORPORATED)
    return [FieldChoice(name, name, held.get(name)) for name in TILE_NAMES]


def tiles_field(path: Path, label: str, **more: Any) -> Field:
    return Field(path, label, SET, choices=tile_choices, page=PAGE, show=more.pop("show", tiles_text), **more)


def in_colour(chain: str) -> Callable[[Any], RGB]:
    """A field's colour: its chain's, whatever its value."""
    return lambda _value: chain_colour(chain)


def step_is(*steps: str) -> Callable[[Any], bool]:
    return lambda data: data["step"] in steps


def step_not(*steps: str) -> Callable[[Any], bool]:
    return lambda data: data["step"] not in steps


class Editor:
    """The sections for one configuration: its players, its chain names, its tiles (physical or dealt).

    A group's field is named by its caption alone (its label is empty): the field's editor is headed by the
    caption, not by the same word twice; a table's field is named by its column's label."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.names: list[str] = list(config["players"])
        self.players = len(self.names)
        self.name_set = NAME_SETS[config["names"]]
        self.ids: tuple[str, ...] = self.name_set.ids
        self.dealt = config["tiles"] == DEALT
        self.seats = tuple(FieldChoice(seat, name) for seat, name in enumerate(self.names))

    def chain_name(self, chain: str) -> str:
        return self.name_set.display[chain]

    def chains_text(self, chains: Any) -> str:
        """Chains in a cell, in their order: the first three by name, how many more after them."""
        names = [self.chain_name(chain) for chain in chains or ()]
        more = f" +{len(names) - SHOWN_TILES}" if len(names) > SHOWN_TILES else ""
        return ", ".join(names[:SHOWN_TILES]) + more or "–"

    def steps(self) -> tuple[FieldChoice, ...]:
        """The steps this table can be at: start tiles are placed by hand only with physical tiles, and the
        final scoring waits for the market's draw only with two players."""
        shown = [step for step in STEP_LABELS if not (step == START and self.dealt)]
        return tuple(FieldChoice(step, STEP_LABELS[step]) for step in shown if step != SCORING or self.players == 2)

    def chain_choices(self, data: Position, _path: Path) -> list[FieldChoice]:
        """The chains of the merger (those given a size), in their colours."""
        sizes = data["merger"]["sizes"]
        return [FieldChoice(c, self.chain_name(c), chain_colour(c)) for c in self.ids if sizes.get(c) is not None]

    def survivor_choices(self, data: Position, path: Path) -> list[FieldChoice]:
        return [*self.chain_choices(data, path), FieldChoice(None, N_("not chosen yet"))]

    def on_board(self, data: Position, _path: Path) -> list[FieldChoice]:
        rows = data["board"] or {}
        return [FieldChoice(c, self.chain_name(c), chain_colour(c)) for c in self.ids if rows.get(c, {}).get("tiles")]

    # -- sections ---------------------------------------------------------------------------------------------------
    def turn(self) -> Section:
        fields = [
            Field(("step",), "", CHOICE, choices=self.steps(), caption=N_("Step")),
            Field(("turn",), "", CHOICE, choices=self.seats, caption=N_("Turn"), when=step_not(*NO_TURN)),
            Field(
                ("end_declared",),
                "",
                CHOICE,
                choices=YES_NO,
                caption=N_("End declared"),
                when=step_not(START),
            ),
            Field(
                ("turns_without_tile",),
                "",
                high=99,
                caption=N_("Turns without a tile"),
                when=step_not(START, *PENDING),
            ),
        ]
        if self.dealt and self.players == 2:
            fields.append(
                Field(
                    ("market_draws",),
                    "",
                    high=999,
                    caption=N_("Market's draws"),
                    when=step_not(START),
                )
            )
        note = N_("What the table waits for, and whose turn it is (the mergemaker's during a merger).")
        return Section("turn", N_("Turn"), (Group(tuple(fields), columns=1),), note=note)

    def players_section(self) -> Section:
        fields = [
            Field((), N_("Cash"), high=999_900, show=cash_text),
            tiles_field(("start_tiles", ROW), N_("Start tile"), width=0.8),
        ]
        if self.dealt:
            fields.append(tiles_field(("hands", ROW), N_("Hand"), show=hand_text, width=1.7))
        table = Table(
            ("cash",),
            tuple(fields),
            row_label=lambda _data, seat: self.names[seat],
            caption_width=96,
            max_rows=self.players,
        )
        return Section("players", N_("Players"), (table,), note=N_("Each player's cash in dollars, as counted."))

    def shares(self) -> Section:
        table = Table(
            ("holdings",),
            tuple(Field((seat,), name, high=25) for seat, name in enumerate(self.names)),
            row_label=lambda _data, chain: self.chain_name(chain),
            caption_width=80,
            row_color=lambda _data, chain: chain_colour(chain),
        )
        note = N_("Each player's shares of each chain, kept shares of chains off the board too.")
        return Section("shares", N_("Shares"), (table,), note=note)

    def board(self) -> Section:
        chains = Table(
            ("board",),
            (
                tiles_field(("tiles",), N_("Tiles"), width=1.4),
                Field(("price",), N_("Price"), high=9999, keys=NOT_COUNTED, show=price_text),
                Field(("bank",), N_("Bank"), high=25, keys=NOT_COUNTED, show=checked_text, width=0.8),
            ),
            row_label=lambda _data, chain: self.chain_name(chain),
            caption_width=80,
            row_color=lambda _data, chain: chain_colour(chain),
        )
        fields = [
            tiles_field(("loose",), "", caption=N_("Unincorporated"), when=step_not(START)),
            tiles_field(("last_tile",), "", caption=N_("Last tile"), when=step_not(START, *PENDING)),
        ]
        if self.dealt:
            fields.append(tiles_field(("out_of_game",), "", caption=N_("Out of the game")))
        note = N_("Price and bank are checks: type what the card and the bank's stack say, or leave them –.")
        return Section("board", N_("Board"), (chains, Group(tuple(fields), columns=1)), note=self.board_note(note))

    @staticmethod
    def board_note(note: str) -> Callable[[Position], str]:
        def said(data: Position) -> str:
            if data["step"] == START:
                return _("At the set-up the board holds only the start tiles: they are on the Players page.")
            return _(note)

        return said

    def step(self) -> Section:
        merging = step_is(MERGER)
        deciding = FieldChoice(None, N_("the market's draw") if self.players == 2 else N_("nobody yet"))
        merger = Group(
            (
                tiles_field(("merger", "tile"), "", caption=N_("Tile"), when=merging),
                Field(
                    ("merger", "survivor"),
                    "",
                    CHOICE,
                    choices=self.survivor_choices,
                    caption=N_("Survivor"),
                    when=merging,
                ),
                Field(
                    ("merger", "defunct"),
                    "",
                    SET,
                    choices=self.chain_choices,
                    show=self.chains_text,
                    caption=N_("Settling order"),
                    when=merging,
                ),
                Field(("merger", "settled"), "", high=5, caption=N_("Settled"), when=merging),
                Field(
                    ("merger", "deciding"),
                    "",
                    CHOICE,
                    choices=(*self.seats, deciding),
                    caption=N_("Deciding"),
                    when=merging,
                ),
            ),
            title=N_("The merger"),
            columns=2,
        )
        sizes = Group(
            tuple(
                Field(
                    ("merger", "sizes", chain),
                    "",
                    high=108,
                    keys=NOT_MERGED,
                    show=checked_text,
                    caption=self.chain_name(chain),
                    color=in_colour(chain),
                    when=merging,
                )
                for chain in self.ids
            ),
            title=N_("Sizes before the merger"),
            columns=2,
        )
        founding = Group(
            (tiles_field(("founding",), "", caption=N_("Founding tile"), when=step_is(FOUND)),),
            columns=1,
        )
        scoring = Group(
            (
                Field(
                    ("scoring",),
                    "",
                    SET,
                    choices=self.on_board,
                    show=self.chains_text,
                    caption=N_("Still to score"),
                    when=step_is(SCORING),
                ),
            ),
            columns=1,
        )
        return Section("step", N_("Step"), (founding, merger, sizes, scoring), note=step_note)

    def editor(self) -> PositionEditor:
        return PositionEditor(
            sections=(self.turn(), self.players_section(), self.shares(), self.board(), self.step()),
            shape=shaper(self.ids, self.players, self.dealt),
            written=writer(self.ids, self.players, self.dealt),
            normalize=normalize,
        )


STEP_NOTES = {
    FOUND: N_("The tile just played, waiting for its player to name the chain."),
    MERGER: N_("The merger as far as it has come: the order is the defunct chains tapped largest first."),
    SCORING: N_("The chains whose final bonuses are still to pay."),
}


def step_note(data: Position) -> str:
    """What the step section holds at this step, or that this step holds nothing more."""
    note = STEP_NOTES.get(data["step"])
    return _(note) if note else _("Nothing more to set at this step.")


def editor(config: dict[str, Any]) -> PositionEditor:
    """The position editor of a game of ``config`` (prepared: its players, chain names and tiles)."""
    return Editor(config).editor()


__all__ = ["editor"]
