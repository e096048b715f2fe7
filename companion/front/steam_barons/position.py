"""Steam Barons' position on the form screen: a game joined in progress, or its pieces set by hand.

The position format of ``docs/steam-barons.md`` (Positions), in the order a
table counts its pieces: where the game stands (the turn, its phase, the
first-player marker, the order of play), each player's cash and share tokens,
the companies (price, treasury, performance, links, certificate, tokens
available and unissued, the ones that left the game), then what is under way
at the step (the company the game is at, an auction's standing bid, the offer
round, the tiles built, the delivery round, the sealed sales).

The form holds every key of every step; a field shows only at the step it
belongs to, and :func:`written` leaves out what the step does not use, so the
engine reads the position exactly as a file would give it. The engine is the
only judge: nothing here checks a rule. The last phase 4 (``last_adjustment``,
``last_results``: the payout screen and the stock chart's moves) is kept as
read, or forgotten on request when a price typed by hand no longer agrees
with it.
"""

from __future__ import annotations

import copy
from typing import Any

from companion.core import N_, carry_unshown
from companion.core.i18n import NP_
from companion.games.steam_barons.rules import COMPANIES, COMPANY_NAMES, DELIVERY_ROUNDS, TOP_PRICE, TURNS
from companion.games.steam_barons.state import AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, FIRST_PLAYER, OVER, SELL
from companion.text.i18n import _, money
from companion.ui.forms import ABOVE, CHOICE, INLINE, SET, Field, FieldChoice, Group, Section, Table
from companion.ui.positions import PositionEditor

from .palette import COMPANY_COLOURS

Data = dict[str, Any]

B = "B"
"""A company at B: bankrupt, its price off the track."""

PHASES = (
    FieldChoice(COMPANY_ORDER, N_("Order draw")),
    FieldChoice(FIRST_PLAYER, N_("First player draw")),
    FieldChoice(AUCTION, N_("Auction")),
    FieldChoice(BUY, N_("Offer round")),
    FieldChoice(BUILD, N_("Building")),
    FieldChoice(DELIVER, N_("Deliveries")),
    FieldChoice(SELL, N_("Sales")),
    FieldChoice(OVER, N_("Game over")),
)
"""The phases as the table names them (``company_order`` is the set-up's draw, or phase 7 after a turn)."""

AT_A_COMPANY = (AUCTION, BUY, BUILD, DELIVER)
"""The phases the game goes through company by company, in the order of play."""

LAST = ("last_adjustment", "last_results")
"""The last phase 4, for the payout screen and the stock chart: kept as read, or forgotten."""

KEEP_LAST = (FieldChoice(True, N_("keep")), FieldChoice(False, N_("forget")))

GONE_AT_B = N_("A company that left the game stays at B.")

NOTES = {
    COMPANY_ORDER: N_("The order of play is drawn: at set-up, or after a turn (the order of the turn played)."),
    FIRST_PLAYER: N_("The order of play is drawn; the first-player marker is drawn next."),
    AUCTION: N_("The company auctioned, the standing bid, who passed and who bids next."),
    BUY: N_("The offer round after the auction: the winning bid, its winner, who is asked now."),
    BUILD: N_("The company building and the tiles it has built this turn."),
    DELIVER: N_("The company shipping and the delivery round."),
    SELL: N_("The sealed sales so far: the referee keeps them until the last is in."),
    OVER: N_("The game is over: nothing is under way."),
}
"""What the step's own section holds, by phase."""


# -- the data the form edits -----------------------------------------------------------------
def shape(position: Data) -> Data:
    """``position`` with every key of every step present, as the form edits it.

    The keys a step does not use get a neutral value (no bid, no tile, round 1);
    a company that left the game gets the fields of one still in it (hidden while
    it is listed bankrupt); each player's shares list every company (0 for none);
    the seats whose sale is sealed are listed (``_sealed``), each sale a row of
    every company's count.
    """
    data = copy.deepcopy(position)
    players = data["players"]
    for player in players:
        player["shares"] = {company: player.get("shares", {}).get(company, 0) for company in COMPANIES}
    gone = list(data.get("bankrupt", []))
    companies = data["companies"]
    for company in COMPANIES:
        entry = companies.setdefault(company, {})
        for key in ("treasury", "performance", "available", "unissued", "links"):
            entry.setdefault(key, 0)
        entry.setdefault("controller", None)
        entry.setdefault("price", B)
    data["bankrupt"] = gone
    data["first_player"] = data.get("first_player")
    data["order"] = list(data.get("order", []))
    data["_order"] = list(data["order"])
    data["company"] = data.get("company") or (data["order"] or [c for c in COMPANIES if c not in gone] or [None])[0]
    auction = data.get("auction", {})
    data["auction"] = {
        "high_bid": auction.get("high_bid"),
        "high_bidder": auction.get("high_bidder"),
        "passed": list(auction.get("passed", [])),
        "to_act": auction.get("to_act"),
        "read": auction,  # what the form does not show (the other bids, the order of passing) comes back
    }
    offer = data.get("offer", {})
    price = companies.get(data["company"], {}).get("price")
    data["offer"] = {
        "price": offer.get("price", max(price, 1) if isinstance(price, int) else 1),
        "winner": offer.get("winner", 0),
        "to_act": offer.get("to_act"),
    }
    data.setdefault("tiles", 0)
    data.setdefault("round", 1)
    sales = data.get("sales", {})
    data["_sealed"] = sorted(int(seat) for seat in sales)
    data["sales"] = {seat: {c: sale.get(c, 0) for c in COMPANIES} for seat, sale in sales.items()}
    if any(key in data for key in LAST):
        data["_last"] = True
    normalize(data)
    return data


def normalize(data: Data) -> None:
    """After each change: the companies that left marked, the order of play kept a list of the companies still in
    (a company chosen for a place trades places with the one that held it), a row of shares for each sale sealed
    (rows only at the sales)."""
    gone = data["bankrupt"]
    for company, entry in data["companies"].items():
        entry["_gone"] = company in gone
        if entry["_gone"]:
            entry["price"] = B  # what the format says of a company that left: shown so, not typed
    if data["phase"] == COMPANY_ORDER and data.get("first_player") is None:
        data["order"] = []  # the set-up's draw: no order yet
    else:
        data["order"] = _order(data["order"], data["_order"], [c for c in COMPANIES if c not in gone])
    data["_order"] = list(data["order"])
    sealed = sorted(data["_sealed"]) if data["phase"] == SELL else []
    sales = data.get("sales", {})
    data["sales"] = {str(seat): sales.get(str(seat), dict.fromkeys(COMPANIES, 0)) for seat in sealed}


def _order(now: list[str], before: list[str], left: list[str]) -> list[str]:
    """The order of play after a place's company was chosen: the company it held goes where the chosen one was;
    companies that left the game drop out, and those back in it come last."""
    now = list(now)
    if len(now) == len(before):
        for place, (company, was) in enumerate(zip(now, before, strict=True)):
            if company != was:
                now = [was if other == company and at != place else other for at, other in enumerate(now)]
                break
    order: list[str] = []
    for company in now:
        if company in left and company not in order:
            order.append(company)
    return order + [company for company in left if company not in order]


def written(data: Data) -> Data:
    """The position the engine reads: each key the phase does not use left out, empty optional ones dropped."""
    phase = data["phase"]
    position: Data = {"turn": data["turn"], "phase": phase}
    if data.get("first_player") is not None and phase != FIRST_PLAYER:
        position["first_player"] = data["first_player"]
    if data["order"]:
        position["order"] = list(data["order"])
    position["players"] = [
        {"cash": player["cash"], "shares": {c: n for c, n in player["shares"].items() if n}}
        for player in data["players"]
    ]
    position["companies"] = {company: _company(data, company) for company in COMPANIES}
    if data["bankrupt"]:
        position["bankrupt"] = list(data["bankrupt"])
    if phase in AT_A_COMPANY:
        position["company"] = data["company"]
    if phase == AUCTION:
        position["auction"] = _auction(data["auction"])
    elif phase == BUY:
        offer = data["offer"]
        position["offer"] = {key: offer[key] for key in ("price", "winner", "to_act") if offer[key] is not None}
    elif phase == BUILD:
        position["tiles"] = data["tiles"]
    elif phase == DELIVER:
        position["round"] = data["round"]
    elif phase == SELL and data["sales"]:
        position["sales"] = {seat: {c: n for c, n in sale.items() if n} for seat, sale in data["sales"].items()}
    if data.get("_last", False):
        position.update({key: copy.deepcopy(data[key]) for key in LAST if key in data})
    return position


def _company(data: Data, company: str) -> Data:
    entry = data["companies"][company]
    if company in data["bankrupt"]:
        return {"price": B, "performance": entry["performance"], "links": entry["links"]}
    keys = ("price", "treasury", "performance", "controller", "available", "unissued", "links")
    return {key: entry[key] for key in keys}


def _auction(auction: Data) -> Data:
    """The standing bid (both halves when either is set: the engine names the one missing), who passed, who is next."""
    result: Data = {}
    if auction["high_bid"] is not None or auction["high_bidder"] is not None:
        result = {"high_bid": auction["high_bid"], "high_bidder": auction["high_bidder"]}
    result["passed"] = sorted(auction["passed"])
    if auction["to_act"] is not None:
        result["to_act"] = auction["to_act"]
    return carry_unshown(auction.get("read"), result)


# -- how values read -------------------------------------------------------------------------
def dollars(value: Any) -> str:
    """A sum or a price as the table says it: $7; a price at B as B."""
    return B if value == B else "?" if value is None else money(value, "$") if isinstance(value, int) else f"${value}"


def company_choices(companies: tuple[str, ...] | list[str]) -> tuple[FieldChoice, ...]:
    return tuple(FieldChoice(company, COMPANY_NAMES[company], COMPANY_COLOURS[company]) for company in companies)


def in_the_game(data: Data, _path: Any) -> tuple[FieldChoice, ...]:
    """The companies still in the game (the choices of a place in the order of play)."""
    return company_choices([c for c in COMPANIES if c not in data["bankrupt"]])


def in_the_order(data: Data, _path: Any) -> tuple[FieldChoice, ...]:
    """The companies of the order of play, in that order (the company the game is at is one of them)."""
    return company_choices(data["order"] or [c for c in COMPANIES if c not in data["bankrupt"]])


def company_list(companies: list[str]) -> str:
    """Companies in their order, by name (the bankrupt ones: first bankrupt first)."""
    return ", ".join(_(COMPANY_NAMES[company]) for company in companies) or "–"


def colour_of(company: str) -> Any:
    return lambda _value: COMPANY_COLOURS[company]


def at(*phases: str) -> Any:
    """A field shown only in these phases."""
    return lambda data: data["phase"] in phases


def step_note(data: Data) -> str:
    note = NOTES[data["phase"]]  # (a literal inside _() would be read as a message by older Babel)
    return _(note)


# -- the sections ----------------------------------------------------------------------------
def editor(config: dict[str, Any]) -> PositionEditor:
    """The editor for a game of ``config``'s players; the engine judges every position typed."""
    names = list(config["players"])
    seats = tuple(FieldChoice(seat, name) for seat, name in enumerate(names))
    somebody = (FieldChoice(None, N_("nobody")), *seats)

    def seat_list(members: list[int]) -> str:
        return ", ".join(names[seat] for seat in sorted(members)) or "–"

    def seat_name(_data: Data, seat: int) -> str:
        return names[seat]

    return PositionEditor(
        sections=(
            _turn_section(seats),
            _players_section(seat_name),
            _companies_section(somebody),
            _step_section(seats, somebody, seat_list, seat_name),
        ),
        shape=shape,
        written=written,
        normalize=normalize,
    )


def _turn_section(seats: tuple[FieldChoice, ...]) -> Section:
    return Section(
        "turn",
        N_("Turn"),
        (
            Group(
                (
                    Field(("turn",), "", low=1, high=TURNS, caption=N_("Turn")),
                    Field(("phase",), "", CHOICE, choices=PHASES, caption=N_("Phase"), width=2),
                    Field(
                        ("first_player",),
                        "",
                        CHOICE,
                        choices=(FieldChoice(None, N_("not drawn")), *seats),
                        caption=N_("First player"),
                        when=lambda data: data["phase"] != FIRST_PLAYER,
                    ),
                ),
                columns=2,
            ),
            Table(
                ("order",),
                (Field((), N_("Place in the order of play"), CHOICE, choices=in_the_game),),
                N_("Order of play"),
                caption=INLINE,
                columns=3,
            ),
        ),
    )


def _players_section(seat_name: Any) -> Section:
    return Section(
        "players",
        N_("Players"),
        (
            Table(
                ("players",),
                (
                    Field(("cash",), N_("Cash"), show=dollars, width=1.3),
                    *(
                        Field(("shares", company), COMPANY_NAMES[company], high=8, color=colour_of(company))
                        for company in COMPANIES
                    ),
                ),
                row_label=seat_name,
                caption=ABOVE,
            ),
        ),
        note=N_("Each player's cash and share tokens, by company."),
    )


def _companies_section(somebody: tuple[FieldChoice, ...]) -> Section:
    def still_in(entry: Data) -> bool:
        return not entry["_gone"]

    def company_name(_data: Data, company: str) -> str:
        return _(COMPANY_NAMES[company])

    def company_colour(_data: Data, company: str) -> Any:
        return COMPANY_COLOURS[company]

    return Section(
        "companies",
        NP_("Steam Barons railway companies", "Companies"),  # Mad Market's "Companies" are others (entreprises)
        (
            Group(
                (
                    Field(
                        ("bankrupt",),
                        "",
                        SET,
                        choices=company_choices(COMPANIES),
                        caption=NP_("Steam Barons companies that left the game", "Bankrupt"),  # "fallite"
                        show=company_list,
                        width=2,
                    ),
                    Field(
                        ("_last",),
                        "",
                        CHOICE,
                        choices=KEEP_LAST,
                        caption=N_("Last payout"),
                        when=lambda data: "_last" in data,
                    ),
                ),
                columns=2,
            ),
            Table(
                ("companies",),
                (
                    Field(
                        ("price",),
                        NP_("Steam Barons share price", "Price"),  # the game's word: "cours", "quotazione"
                        high=TOP_PRICE,
                        keys=(FieldChoice(B, N_("B (bankrupt)")),),
                        show=dollars,
                        locked=lambda entry: GONE_AT_B if entry["_gone"] else None,
                        width=1.05,  # "Quotazione" whole at 18 px
                    ),
                    Field(("treasury",), N_("Treasury"), show=dollars, when=still_in, width=0.85),
                    Field(("performance",), N_("Performance"), width=1.2),
                    Field(("links",), N_("Links"), width=1.25),
                ),
                row_label=company_name,
                caption_width=64,
                row_color=company_colour,
            ),
            Table(
                ("companies",),
                (
                    Field(("controller",), N_("Certificate"), CHOICE, choices=somebody, when=still_in, width=2),
                    Field(("available",), N_("Available"), high=8, when=still_in),
                    Field(("unissued",), N_("Unissued"), high=8, when=still_in),
                ),
                row_label=company_name,
                caption_width=64,
                row_color=company_colour,
            ),
        ),
        note=N_("Bankrupt: the companies that left the game, first bankrupt first."),
    )


def _step_section(
    seats: tuple[FieldChoice, ...], somebody: tuple[FieldChoice, ...], seat_list: Any, seat_name: Any
) -> Section:
    return Section(
        "step",
        # Not the Turn tab's "Phase" field: Italian said both "Fase", and the phase was looked for under this tab.
        NP_("Steam Barons position editor's tab: what is under way at the step", "Step"),
        (
            Group(
                (
                    Field(
                        ("company",),
                        "",
                        CHOICE,
                        choices=in_the_order,
                        caption=N_("Company in turn"),
                        when=at(*AT_A_COMPANY),
                    ),
                    Field(
                        ("auction", "high_bid"),
                        "",
                        keys=(FieldChoice(None, N_("none")),),
                        show=lambda value: "–" if value is None else dollars(value),
                        caption=N_("High bid"),
                        when=at(AUCTION),
                    ),
                    Field(
                        ("auction", "high_bidder"),
                        "",
                        CHOICE,
                        choices=somebody,
                        caption=N_("Bidder"),
                        when=at(AUCTION),
                    ),
                    Field(
                        ("auction", "passed"),
                        "",
                        SET,
                        choices=seats,
                        show=seat_list,
                        caption=N_("Passed"),
                        when=at(AUCTION),
                    ),
                    Field(
                        ("auction", "to_act"),
                        "",
                        CHOICE,
                        choices=(FieldChoice(None, N_("by the rules")), *seats),
                        caption=N_("Bids next"),
                        when=at(AUCTION),
                    ),
                    Field(("offer", "price"), "", low=1, show=dollars, caption=N_("Winning bid"), when=at(BUY)),
                    Field(("offer", "winner"), "", CHOICE, choices=seats, caption=N_("Winner"), when=at(BUY)),
                    Field(
                        ("offer", "to_act"),
                        "",
                        CHOICE,
                        choices=(FieldChoice(None, N_("the winner")), *seats),
                        caption=N_("Asked now"),
                        when=at(BUY),
                    ),
                    Field(("tiles",), "", caption=N_("Tiles built"), when=at(BUILD)),
                    Field(
                        ("round",),
                        "",
                        low=1,
                        high=DELIVERY_ROUNDS,
                        caption=N_("Delivery round"),
                        when=at(DELIVER),
                    ),
                    Field(
                        ("_sealed",),
                        "",
                        SET,
                        choices=seats,
                        show=seat_list,
                        caption=N_("Sealed sales"),
                        when=at(SELL),
                    ),
                ),
                columns=2,
            ),
            Table(
                ("sales",),
                tuple(
                    Field((company,), COMPANY_NAMES[company], high=8, color=colour_of(company)) for company in COMPANIES
                ),
                N_("Shares each sealed sale sells"),
                row_label=lambda _data, seat: seat_name(_data, int(seat)),
                caption=ABOVE,
            ),
        ),
        note=step_note,
    )
