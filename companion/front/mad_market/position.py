"""Mad Market's position on the form screen: a game joined in progress, or its pieces set by hand.

Five sections, in the order a table counts its pieces: where the game stands
(the step the table waits for, the round, who moved first, whose move it is,
who reached the target, the last throw), each player's money, pawn, guards,
stockbrokers, pack and items, their shares and companies, the market (the
share prices as printed on the track, the bank's shares if counted, the
forecast marker, the police count, the state's companies in the order sold),
and the step's own details (the roll-off's throws, what the mover did this
move, a fight's officers and rounds, the auction's bids, the debt's amount).

The format is ``docs/mad-market.md``'s "Positions"; the engine reads and
judges it (:func:`companion.games.mad_market.position.from_position`), so
nothing here knows a rule. The form's data is the position with every key a
field names present: every share type, item and step's keys at their blanks
(``None`` for what is not written, such as the checked ``vp`` or ``to_act``);
:func:`written` gives back what the engine reads, each step's own keys only at
that step and the blanks dropped.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from typing import Any

from companion.core import N_, N_plural, carry_unshown
from companion.games.mad_market import GAME
from companion.games.mad_market.board import Board
from companion.games.mad_market.rules import COMPANY, ITEM_NAMES, ITEMS, STOCKS
from companion.games.mad_market.state import AUCTION, CRISIS, DEBT, FIGHT, LAND, OPEN, OVER, ROLL, START_ROLL
from companion.text.i18n import _, language, ngettext
from companion.ui.forms import CHOICE, INT, SET, Field, FieldChoice, Group, Path, Section, Table
from companion.ui.positions import PositionEditor, few_or_count

from .palette import stock_colour
from .texts import SHORT_SQUARES

Data = dict[str, Any]

STEPS = (
    FieldChoice(START_ROLL, N_("Roll-off")),
    FieldChoice(ROLL, N_("Dice")),
    FieldChoice(LAND, N_("Landing")),
    FieldChoice(FIGHT, N_("Fight")),
    FieldChoice(CRISIS, N_("Crisis die")),
    FieldChoice(AUCTION, N_("Auction")),
    FieldChoice(DEBT, N_("Debt")),
    FieldChoice(OPEN, N_("Open phase")),
    FieldChoice(OVER, N_("Game over")),
)
"""What the table waits for, as the docs name the steps."""
MOVE_STEPS = (OPEN, DEBT)
"""The steps that carry ``this_move`` (what the mover did in the open phase, or sold in a debt)."""
FACES = tuple(FieldChoice(face, str(face)) for face in range(1, 7))
NOT_THROWN = FieldChoice(None, "–")
SIDES = (FieldChoice(None, "–"), FieldChoice("buy", N_("Buy")), FieldChoice("sell", N_("Sell")))
STATUS = (FieldChoice(False, N_("In game")), FieldChoice(True, N_("Bankrupt")))
YES_NO = (FieldChoice(False, N_("No")), FieldChoice(True, N_("Yes")))
NOT_WRITTEN = FieldChoice(None, "–")
"""A checked value left out (``vp``, ``free``, ``to_act``, ``debt.to``): the engine works it out."""
MOST_IDS = 4
"""Companies listed on a button by their ids; more are counted instead (a button holds two short lines)."""
MOST_LETTERS = 18
"""Names listed on a half-width button; longer lists are counted instead."""


# == the form's data and the position ================================================================================


def set_up_pieces(config: Data) -> Data:
    """The pieces of a new game of ``config`` as the engine writes them, the first seat to throw the dice.

    At the roll-off a position writes no pieces (they are as set up); the form still shows them, so a table
    that changes the step starts from the set-up's counts: each player's starting cash and nothing else, which
    the engine reads and writes out in full (the prices on the track's start, the forecast, the police).
    """
    board = Board.from_data(config["board"], validated=True)
    cash = board.numbers["start_cash"]
    start = {"step": ROLL, "first": 0, "mover": 0, "players": [{"cash": cash} for _name in config["players"]]}
    return GAME.position(GAME.from_position(config, start))


def shaper(config: Data) -> Callable[[Data], Data]:
    """``shape`` for ``config``'s board and players: every key a field names present."""
    board = Board.from_data(config["board"], validated=True)
    codes = [board.stocks[stock].code for stock in STOCKS]
    count = len(config["players"])

    def shape(position: Data) -> Data:
        written = copy.deepcopy(position)
        step = written["step"]
        pieces = set_up_pieces(config) if step == START_ROLL else written
        data: Data = {
            "step": step,
            "first": pieces.get("first"),
            "round": pieces.get("round", 1),
            "mover": pieces.get("mover", pieces.get("first", 0)),
            "players": [_player(entry, codes) for entry in pieces["players"]],
            "state_companies": list(pieces.get("state_companies", [])),
            "prices": dict(pieces.get("prices") or {code: board.value(board.start_field) for code in codes}),
            "free": dict.fromkeys(codes),
            "forecast": pieces.get("forecast", board.forecast_start),
            "police_next": pieces.get("police_next", board.numbers["police_first"]),
            "last_roll": list(pieces.get("last_roll") or [None, None]),
            "target_reached_by": pieces.get("target_reached_by"),
        }
        data["prices"] = {_code(board, key): value for key, value in data["prices"].items()}
        move = written.get("this_move") or {}
        traded = {_code(board, key): side for key, side in (move.get("traded") or {}).items()}
        data["this_move"] = {
            "brokers_used": [_code(board, key) for key in move.get("brokers_used", [])],
            "traded": {code: traded.get(code) for code in codes},
            "item": move.get("item"),
        }
        fight = written.get("fight") or {}
        data["fight"] = {"officers": fight.get("officers"), "rounds": [list(r) for r in fight.get("rounds", [])]}
        auction = written.get("auction") or {}
        data["auction"] = {
            "company": auction.get("company"),
            "high_bid": auction.get("high_bid"),
            "high_bidder": auction.get("high_bidder"),
            "passed": list(auction.get("passed", [])),
            "to_act": None,  # checked, never needed: the next bidder follows from the bids and passes
            "read": auction,  # what the form does not show (the other bids, the order of passing) comes back
        }
        debt = written.get("debt") or {}
        data["debt"] = {"amount": debt.get("amount"), "to": None}
        roll_off = written.get("roll_off") or {}
        contenders = list(roll_off.get("contenders", range(count)))
        throws: dict[int, int | None] = dict.fromkeys(range(count))
        throws.update(zip(contenders, roll_off.get("rolls", []), strict=False))
        data["roll_off"] = {"contenders": contenders, "throws": throws}
        normalize(data)
        return data

    return shape


def _code(board: Board, key: str) -> str:
    """A share type as the position writes it (its code), also when given by its number (``"3"``)."""
    return board.stocks[key].code if key in board.stocks else key


def _player(entry: Data, codes: list[str]) -> Data:
    shares = entry.get("shares", {})
    items = entry.get("items", {})
    return {
        "name": entry.get("name"),
        "cash": entry["cash"],
        "square": entry.get("square", "start"),
        "shares": {code: shares.get(code, 0) for code in codes},
        "companies": list(entry.get("companies", [])),
        "brokers": entry.get("brokers", 0),
        "guards": entry.get("guards", 0),
        "pack": entry.get("pack", False),
        "items": {item: items.get(item, 0) for item in ITEMS},
        "vp": None,  # checked against the items when typed; the items say it already
        "out": entry.get("out", False),
    }


def normalize(data: Data) -> None:
    """A fight's rounds end on one blank round to throw next; no rounds are kept at any other step."""
    fight = data["fight"]
    if data["step"] != FIGHT:
        fight["rounds"] = []
        return
    rounds = [r for r in fight["rounds"] if r != [None, None]]
    fight["rounds"] = [*rounds, [None, None]]


def written(data: Data) -> Data:
    """The position the engine reads: the step's own keys only at that step, blanks and zeros left out."""
    step = data["step"]
    if step == START_ROLL:
        return {"step": step, "roll_off": _roll_off(data["roll_off"])}
    position: Data = {"step": step}
    for key in ("first", "round"):
        if data[key] is not None:
            position[key] = data[key]
    if step != OVER:
        position["mover"] = data["mover"]
    position["players"] = [_written_player(entry) for entry in data["players"]]
    position["state_companies"] = list(data["state_companies"])
    position["prices"] = dict(data["prices"])
    free = {code: count for code, count in data["free"].items() if count is not None}
    if free:
        position["free"] = free
    position["forecast"] = data["forecast"]
    position["police_next"] = data["police_next"]
    if data["last_roll"] != [None, None]:
        position["last_roll"] = list(data["last_roll"])  # half a throw is the engine's to refuse
    if data["target_reached_by"] is not None:
        position["target_reached_by"] = data["target_reached_by"]
    if step in MOVE_STEPS:
        move = _this_move(data["this_move"])
        if move:
            position["this_move"] = move
    if step == FIGHT:
        position["fight"] = _fight(data["fight"])
    if step == AUCTION:
        shown = {key: value for key, value in data["auction"].items() if key != "read"}
        position["auction"] = carry_unshown(data["auction"].get("read"), _present(shown, sort="passed"))
    if step == DEBT:
        position["debt"] = _present(data["debt"])
    return position


def _roll_off(roll_off: Data) -> Data:
    """The contenders in seat order, and their throws so far in that order (up to the first still to throw)."""
    contenders = sorted(roll_off["contenders"])
    rolls: list[int] = []
    for seat in contenders:
        throw = roll_off["throws"].get(seat)
        if throw is None:
            break
        rolls.append(throw)
    return {"contenders": contenders, "rolls": rolls}


def _written_player(entry: Data) -> Data:
    player: Data = {"name": entry["name"], "cash": entry["cash"], "square": entry["square"]}
    shares = {code: count for code, count in entry["shares"].items() if count}
    items = {item: count for item, count in entry["items"].items() if count}
    optional: Data = {
        "shares": shares,
        "companies": list(entry["companies"]),
        "brokers": entry["brokers"],
        "guards": entry["guards"],
        "pack": entry["pack"],
        "items": items,
        "vp": entry["vp"],
        "out": entry["out"],
    }
    player.update({key: value for key, value in optional.items() if value})
    if entry["vp"] == 0:
        player["vp"] = 0  # typed: checked like any other count
    return player


def _this_move(move: Data) -> Data:
    traded = {code: side for code, side in move["traded"].items() if side is not None}
    found: Data = {"brokers_used": list(move["brokers_used"]), "traded": traded, "item": move["item"]}
    return found if any(value for value in found.values()) else {}


def _fight(fight: Data) -> Data:
    rounds = [list(r) for r in fight["rounds"] if r != [None, None]]
    return {"rounds": rounds} if fight["officers"] is None else {"officers": fight["officers"], "rounds": rounds}


def _present(values: Data, *, sort: str = "") -> Data:
    """The keys given a value (an empty list, a blank: left out; the engine names a missing one)."""
    found = {key: value for key, value in values.items() if value is not None and value != []}
    if sort in found:
        found[sort] = sorted(found[sort])
    return found


# == how values read ================================================================================================


class Reading:
    """How the board and the seats read on the buttons: names, square names, companies in their colours."""

    def __init__(self, config: Data) -> None:
        self.board = Board.from_data(config["board"], validated=True)
        self.names: list[str] = list(config["players"])
        self.codes = {self.board.stocks[stock].code: stock for stock in STOCKS}
        self.kinds = Counter(square.kind for square in self.board.squares)
        self._squares: tuple[str, tuple[FieldChoice, ...]] | None = None  # the language they were worded in

    def seats(self) -> tuple[FieldChoice, ...]:
        return tuple(FieldChoice(seat, name) for seat, name in enumerate(self.names))

    def seat_list(self, seats: Any) -> str:
        """Seats by name in seat order; everyone, or a count when the names would not fit a button."""
        chosen = sorted(seats or ())
        if not chosen:
            return "–"
        if len(chosen) == len(self.names):
            return _("Everyone")
        text = ", ".join(self.names[seat] for seat in chosen)
        if len(text) <= MOST_LETTERS:
            return text
        return ngettext("{count} player", "{count} players", len(chosen)).format(count=len(chosen))

    def square(self, square_id: Any) -> str:
        """A square as players call it: a company by its id (IT-2), any other by its short kind, numbered."""
        square = self.board.squares_by_id.get(square_id) if isinstance(square_id, str) else None
        if square is None:
            return "?"
        if square.kind == COMPANY:
            return square.id
        name = short_square(square.kind)
        return name if self.kinds[square.kind] == 1 else f"{name} {square.id.rsplit('-', 1)[-1]}"

    def squares(self, _data: Data, _path: Path) -> tuple[FieldChoice, ...]:
        """Every square from Start, companies in their share type's colour (worded in today's language). Kept
        until the language changes: the board does not, and a pawn's button reads its square's name twice a
        frame (its text and its swatch), a five-player position thirty times over a board's 37 squares."""
        if self._squares is None or self._squares[0] != language():
            choices = tuple(
                FieldChoice(square.id, self.square(square.id), stock_colour(square.stock) if square.stock else None)
                for square in self.board.squares
            )
            self._squares = (language(), choices)
        return self._squares[1]

    def companies(self) -> tuple[FieldChoice, ...]:
        return tuple(
            FieldChoice(ident, ident, stock_colour(square.stock)) for ident, square in self.board.companies.items()
        )

    def company_list(self, ids: Any) -> str:
        """Companies by id in the order given (the state's in the order sold), counted when too many to list."""
        return few_or_count(ids, MOST_IDS, ", ", N_plural("{count} company", "{count} companies"))

    def stocks(self) -> tuple[FieldChoice, ...]:
        return tuple(FieldChoice(code, code, stock_colour(stock)) for code, stock in self.codes.items())

    def code_list(self, codes: Any) -> str:
        return ", ".join(codes or ()) or "–"

    def colour(self, code: str) -> Callable[[Any], tuple[int, int, int]]:
        """A share type's field is filled with its colour, whatever its value (the board's LOG is orange)."""
        colour = stock_colour(self.codes[code])
        return lambda _value: colour


def short_square(kind: str) -> str:
    """A square's kind in a word or two: a pawn's square is chosen among 37 buttons a third of the editor wide."""
    return _(SHORT_SQUARES[kind])


def step_is(*steps: str) -> Callable[[Data], bool]:
    return lambda data: data["step"] in steps


def named(path: Path, caption: str, kind: str = INT, label: str = "", **more: Any) -> Field:
    """A group's field: its button reads ``caption: value``; the editor's title adds ``label`` if the caption
    alone does not say what is typed ("LOG · Price")."""
    return Field(path, label, kind, caption=caption, **more)


def pieces_note(text: str = "") -> Callable[[Data], str]:
    """The section's note; at the roll-off, that nothing of it is written (the pieces are as set up)."""

    def note(data: Data) -> str:
        if data["step"] == START_ROLL:
            return _("At the roll-off the pieces are as set up: nothing here is written.")
        return _(text) if text else ""

    return note


# == the sections ===================================================================================================


def turn_section(reading: Reading) -> Section:
    """Where the game stands: the step the table waits for, the round, whose move, the target, the last throw."""
    seats = reading.seats()
    later = step_is(*(choice.value for choice in STEPS if choice.value != START_ROLL))
    throw = (NOT_THROWN, *FACES)
    return Section(
        "turn",
        N_("Turn"),
        (
            Group(
                (
                    named(("step",), N_("Step"), CHOICE, choices=STEPS),
                    named(("round",), N_("Round"), low=1, when=later),
                    named(("first",), N_("Moved first"), CHOICE, choices=(*seats, FIRST_THROWN), when=later),
                    named(("mover",), N_("Moving"), CHOICE, choices=seats, when=step_is(*MOVER_STEPS)),
                ),
                columns=2,
            ),
            Group(  # a line of its own: "Obiettivo raggiunto da: Non ancora" wrapped small in half of one
                (
                    named(
                        ("target_reached_by",), N_("Target reached by"), CHOICE, choices=reached_by(seats), when=later
                    ),
                ),
                columns=1,
            ),
            Group(
                (
                    named(("last_roll", 0), N_("White die"), CHOICE, choices=throw, when=later),
                    named(("last_roll", 1), N_("Black die"), CHOICE, choices=throw, when=later),
                ),
                title=N_("The last throw"),
                columns=2,
            ),
        ),
        note=turn_note,
    )


def reached_by(seats: tuple[FieldChoice, ...]) -> Callable[[Data, Path], tuple[FieldChoice, ...]]:
    """Who reached the target, the move that began the last round (``target_reached_by``), or nobody: "not yet"
    while the game goes on, "nobody" once it is over (the last player left, or the rounds run out).

    The button read "Target: Nobody", as if the game had no target or nobody could reach it.
    """

    def choices(data: Data, _path: Path) -> tuple[FieldChoice, ...]:
        return (NOBODY_YET if data["step"] != OVER else NOBODY, *seats)

    return choices


NOBODY_YET = FieldChoice(None, N_("Not yet"))
NOBODY = FieldChoice(None, N_("Nobody"))
FIRST_THROWN = FieldChoice(None, N_("Thrown for"))
"""``first`` left out: the roll-off is thrown once from the game's seed."""
MOVER_STEPS = tuple(choice.value for choice in STEPS if choice.value not in (START_ROLL, OVER))


def turn_note(data: Data) -> str:
    if data["step"] == START_ROLL:
        return _("Before the first move: the throws are under This step.")
    return _("What the table waits for, and whose move it is.")


def players_section(reading: Reading) -> Section:
    """Each player's money, pawn and pieces, a table each (a page holds one or two of them)."""
    board = reading.board
    items = tuple(Field(("items", item), ITEM_NAMES[item], width=1.2 if item == "limousine" else 1.0) for item in ITEMS)
    return Section(
        "players",
        N_("Players"),
        (
            players_table(
                reading,
                N_("Money and pawns"),
                (
                    Field(("cash",), N_("Cash"), high=9_999_999),
                    Field(("square",), N_("Square"), CHOICE, choices=reading.squares, page=12, width=1.3),
                    Field(("out",), N_("In the game"), CHOICE, choices=STATUS),
                ),
            ),
            players_table(
                reading,
                N_("Guards, stockbrokers, pack"),
                (
                    Field(("guards",), N_("Guards")),
                    Field(("brokers",), N_("Stockbrokers"), high=board.numbers["max_brokers"] + 9),
                    Field(("pack",), N_("Pack"), CHOICE, choices=YES_NO),
                ),
            ),
            players_table(reading, N_("Items"), (*items, Field(("vp",), N_("VP"), keys=(NOT_WRITTEN,)))),
        ),
        note=pieces_note(),
    )


CAPTION_W = 90
"""A player's name left of their row ("Bartholomew" fits)."""


def players_table(reading: Reading, title: str, fields: tuple[Field, ...]) -> Table:
    """A table of one row a player, in seat order, each row named by its player."""
    names = reading.names
    return Table(
        ("players",),
        fields,
        title=title,
        row_label=lambda _data, seat: names[seat],
        caption_width=CAPTION_W,
        max_rows=len(names),
    )


def holdings_section(reading: Reading) -> Section:
    """Each player's shares (three types a table: six would be narrower than a fingertip) and companies."""
    codes = list(reading.codes)
    shares_per_stock = reading.board.numbers["shares_per_stock"]

    def shares(part: list[str]) -> Table:
        return players_table(
            reading,
            N_("Shares"),
            tuple(Field(("shares", code), code, high=shares_per_stock, color=reading.colour(code)) for code in part),
        )

    companies = Field(
        ("companies",), N_("Companies"), SET, choices=reading.companies(), show=reading.company_list, page=12
    )
    return Section(
        "holdings",
        N_("Holdings"),
        (shares(codes[:3]), shares(codes[3:]), players_table(reading, N_("Companies"), (companies,))),
        note=pieces_note(),
    )


STANDIN_NOTE = N_("A stand-in board: these track values are not your box's.")


def market_section(reading: Reading) -> Section:
    """The share market: the prices as printed, the forecast, the police, the state's companies, the bank."""
    board = reading.board
    codes = list(reading.codes)
    police = tuple(
        FieldChoice(officers, str(officers))
        for officers in range(board.numbers["police_first"], board.numbers["police_max"] + 1)
    )
    prices = tuple(
        named(("prices", code), code, label=N_("Price"), high=999_999, color=reading.colour(code)) for code in codes
    )
    free = tuple(
        named(("free", code), code, label=N_("Bank"), keys=(NOT_WRITTEN,), high=board.numbers["shares_per_stock"])
        for code in codes
    )
    return Section(
        "market",
        N_("Market"),
        (
            Group(prices, title=N_("Prices, as printed on the share track"), columns=3),
            Group(
                (
                    named(("forecast",), N_("Forecast"), label=N_("Field"), low=1, high=len(board.forecast)),
                    named(("police_next",), N_("Police"), CHOICE, label=N_("Next fight"), choices=police),
                ),
                columns=2,
            ),
            Group(
                (
                    named(
                        ("state_companies",),
                        N_("State"),
                        SET,
                        label=N_("In the order sold"),
                        choices=reading.companies(),
                        show=reading.company_list,
                        page=12,
                    ),
                ),
                columns=1,
            ),
            Group(free, title=N_("The bank's shares, if counted"), columns=3),
        ),
        note=pieces_note("" if board.calibrated else STANDIN_NOTE),
    )


def step_section(reading: Reading) -> Section:
    """The step's own details, each shown at its step only (the rules give the rest)."""
    return Section(
        "step",
        N_("This step"),
        (
            roll_off_group(reading),
            this_move_group(reading),
            Group(
                (
                    named(
                        ("fight", "officers"),
                        N_("Officers"),
                        label=N_("Left"),
                        keys=(FieldChoice(None, N_("Takeover")),),
                        high=99,
                        when=step_is(FIGHT),
                    ),
                ),
                columns=1,
            ),
            Table(
                ("fight", "rounds"),
                (
                    Field((0,), N_("White die"), CHOICE, choices=(NOT_THROWN, *FACES)),
                    Field((1,), N_("Black die"), CHOICE, choices=(NOT_THROWN, *FACES)),
                ),
                title=N_("Throws so far"),
                row_label=N_("Throw {n}"),
                caption_width=CAPTION_W,
                max_rows=99,
            ),
            auction_group(reading),
            Group(
                (
                    named(("debt", "amount"), N_("Owed"), high=9_999_999, when=step_is(DEBT)),
                    named(
                        ("debt", "to"),
                        N_("Owed to"),
                        CHOICE,
                        choices=(NOT_WRITTEN, FieldChoice("bank", N_("Bank")), *reading.seats()),
                        when=step_is(DEBT),
                    ),
                ),
                title=N_("The debt"),
                columns=2,
            ),
        ),
        note=step_note,
    )


def roll_off_group(reading: Reading) -> Group:
    """Who throws in the roll-off (everyone, or the tied), and each one's throw so far."""

    def contender(seat: int) -> Callable[[Data], bool]:
        return lambda data: data["step"] == START_ROLL and seat in data["roll_off"]["contenders"]

    throws = tuple(
        named(
            ("roll_off", "throws", seat),
            name,
            CHOICE,
            label=N_("Throw"),
            choices=(NOT_THROWN, *FACES),
            when=contender(seat),
        )
        for seat, name in enumerate(reading.names)
    )
    throwing = named(
        ("roll_off", "contenders"),
        N_("Throwing"),
        SET,
        choices=reading.seats(),
        show=reading.seat_list,
        when=step_is(START_ROLL),
    )
    return Group((throwing, *throws), columns=2)


def this_move_group(reading: Reading) -> Group:
    """What the mover did in the open phase (or sold in a debt): brokers, one trade a type, an item."""
    moving = step_is(*MOVE_STEPS)
    items = (FieldChoice(None, "–"), *(FieldChoice(item, ITEM_NAMES[item]) for item in ITEMS))
    traded = tuple(
        named(
            ("this_move", "traded", code),
            code,
            CHOICE,
            label=N_("Traded"),
            choices=SIDES,
            color=reading.colour(code),
            when=moving,
        )
        for code in reading.codes
    )
    return Group(
        (
            named(
                ("this_move", "brokers_used"),
                N_("Brokers"),
                SET,
                label=N_("Used"),
                choices=reading.stocks(),
                show=reading.code_list,
                when=moving,
            ),
            named(("this_move", "item"), N_("Item"), CHOICE, label=N_("Bought"), choices=items, when=moving),
            *traded,
        ),
        title=N_("This move"),
        columns=2,
    )


def auction_group(reading: Reading) -> Group:
    """The company on sale, the standing bid and its bidder, who has passed (the lots and bidders follow)."""
    seats = reading.seats()
    auction = step_is(AUCTION)
    return Group(
        (
            named(("auction", "company"), N_("Lot"), CHOICE, choices=reading.companies(), page=12, when=auction),
            named(
                ("auction", "high_bid"),
                N_("Bid"),
                label=N_("Highest"),
                keys=(FieldChoice(None, N_("No bid")),),
                high=9_999_999,
                when=auction,
            ),
            named(
                ("auction", "high_bidder"), N_("Bidder"), CHOICE, choices=(FieldChoice(None, "–"), *seats), when=auction
            ),
            named(("auction", "passed"), N_("Passed"), SET, choices=seats, show=reading.seat_list, when=auction),
            named(("auction", "to_act"), N_("Next to bid"), CHOICE, choices=(NOT_WRITTEN, *seats), when=auction),
        ),
        title=N_("The auction"),
        columns=2,
    )


STEP_NOTES = {
    START_ROLL: N_("The roll-off: who throws, and what each has thrown so far."),
    ROLL: N_("Nothing more to write: the mover throws the dice next."),
    LAND: N_("Nothing more to write: the mover's square says what is offered."),
    FIGHT: N_("The officers the police have left (none in a takeover), the throws so far."),
    CRISIS: N_("Nothing more to write: the crisis die is thrown next."),
    AUCTION: N_("The company on sale, the standing bid and who has passed."),
    DEBT: N_("What the mover owes, and what they sold this move."),
    OPEN: N_("What the mover did this move: brokers, trades, an item."),
    OVER: N_("Nothing more to write: the pieces say who has won."),
}
"""The step section's note: what the table writes at that step (most of a moment follows from the square)."""


def step_note(data: Data) -> str:
    note = STEP_NOTES[data["step"]]  # (a literal inside _() would be read as a message by older Babel)
    return _(note)


# == the editor =====================================================================================================


def editor(config: Data) -> PositionEditor:
    """Mad Market's position editor for the prepared ``config`` (its players and its board)."""
    reading = Reading(config)
    return PositionEditor(
        sections=(
            turn_section(reading),
            players_section(reading),
            holdings_section(reading),
            market_section(reading),
            step_section(reading),
        ),
        shape=shaper(config),
        written=written,
        normalize=normalize,
    )
