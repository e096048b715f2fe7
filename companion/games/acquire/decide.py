"""Decisions as data: what each seat decides now, in the words of the table.

Always derived from ``legal_actions`` (passed in as ``legal``), so a widget,
the console or a peripheral can only build what the engine accepts (an option
shown disabled carries the action the engine would refuse, with its reason):

- a start tile, a tile to play: a :class:`BoardPick` of squares (``"5C"``),
  with "No playable tile" as one more option where it is legal (alone, it is
  a :class:`Confirm`);
- founding a chain, breaking a tie for the survivor, ordering equal defunct
  chains: a :class:`Pick` keyed by chain id; founding lists every chain in
  the rulebook's order, those on the board disabled (the buttons never move);
- the two-player market's holding (chance, nobody's seat): a pick of the
  number on the tile drawn at the table (1–12), or with dealt tiles the
  companion's own draw to confirm;
- a holder's shares of a defunct chain: a :class:`Basket` of ``sell`` and
  ``trade`` (in steps of two, the trade limited by the survivor's shares
  left); what is neither sold nor traded is kept;
- buying: a :class:`Basket` of the active chains, each at its price and
  limit, three shares in all, within the buyer's cash (named as the budget
  only while holdings are open: a decision shows on the shared screen;
  hidden, it is the basket's own budget, kept to but never written);
- declaring the end: a side actor of the player on turn, beside whatever
  they are deciding; offered whether or not the rules allow it now (its
  action is None until they do), so that its showing never announces the
  end: the referee does not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.core import (
    N_,
    Action,
    ActionRange,
    Actor,
    Basket,
    BasketItem,
    BoardPick,
    Choice,
    Confirm,
    Decision,
    Limit,
    N_plural,
    Pick,
    Prompt,
    RuleViolation,
)
from companion.core.decisions import PickOption
from companion.core.i18n import Phrase

from . import actions
from .board import TILE_NAMES
from .end import end_refusal
from .placement import classify, refuse_unplayable
from .state import Phase, State
from .turn import BUY_LIMIT

NO_TILE = "no_playable_tile"
"""The key of the "No playable tile" option beside the squares."""
KEEP_ALL = "keep"
SELL_ALL = "sell_all"
BUY_NOTHING = "none"

# The notes that explain a decision (its ``note`` value): said under the question on every front-end, so a table
# learns the rule of the moment in its own language wherever it reads the question.
FOUNDER_NOTE = N_("The founder receives one free share, if any are left.")
SURVIVOR_NOTE = N_("Tie for largest: you choose which chain survives.")
DEFUNCT_NOTE = N_("{survivor} survives. Equal sizes: you choose which chain is settled first.")
NEXT_DEFUNCT_NOTE = N_("{survivor} survives. Equal sizes: you choose which chain is settled after {settled}.")
"""Both say the survivor first: chosen at a tie the moment before, it was said nowhere on the next question."""
"""Said when the chains already put in order leave equal ones to order (three of the same size, or two after a
larger one): "first" read as if the order began again."""
TRADED = N_plural("{count} {survivor} share", "{count} {survivor} shares")
"""What a 2-for-1 trade brings, one survivor's share a pair: "1 Tower share"."""
TRADE_NOTE = N_("Trade 2 for 1 {survivor}: {survivor_available} left.")
START_NOTE = N_("The start tile nearest 1A plays first (the row letter first: 9A before 1B).")
LAST_SKIP_NOTE = N_(
    "No tile placed for a round: if {name} has none either, the game ends after this turn, unless the end can be"
    " declared."
)
"""Said with physical tiles when one more "No playable tile" completes a round of them: the blockage ruling then
ends the game after the turn, and a player tapping it by mistake should know before, not from the final screen.
Worded the same whether or not the end can be declared, so the note never tells the table that it can (the
referee does not announce the end)."""


def decisions(state: State, prompt: Prompt, legal: Sequence[Choice]) -> tuple[Actor, ...]:
    """Every actor of ``prompt``, from the legal choices ``legal`` of ``state``."""
    phase = state.phase
    if phase == Phase.OVER:
        return ()
    side = _declare_end(legal)
    if phase == Phase.MARKET_HOLDING:
        return (Actor(None, _market(state, legal), chance=True),)
    seat = prompt.player
    assert seat is not None
    if phase == Phase.START_TILE or phase == Phase.PLACE_TILE:
        main = _tiles(state, phase, seat, legal)
    elif phase == Phase.FOUND_CHAIN:
        main = _founding(state, seat, legal)
    elif phase == Phase.CHOOSE_SURVIVOR:
        survivor = N_("{name}: choose the surviving chain")
        main = _chains(state, survivor, legal, actions.ChooseSurvivor, note=SURVIVOR_NOTE)
    elif phase == Phase.CHOOSE_DEFUNCT:
        main = _defunct(state, legal)
    elif phase == Phase.DISPOSE:
        main = _dispose(state, prompt, legal)
    else:
        assert phase == Phase.BUY
        main = _buy(state, seat, legal)
    actors = [Actor(seat, main)]
    if phase != Phase.START_TILE and seat == state.turn and not state.declared:
        actors.append(Actor(seat, _ending(state, side), side=True))
    return tuple(actors)


def _ending(state: State, side: actions.DeclareEnd | None) -> Confirm:
    """Declaring the end; when it may not be declared yet, the engine's refusal says what would allow it (a chain
    of 41, or every chain safe, with how far the board is from each), instead of a button that only refuses."""
    if side is not None:
        return Confirm(N_("{name}: declare the end of the game"), action=side, button=N_("Declare end"))
    refusal = end_refusal(state)
    return Confirm(refusal.template, refusal.data, button=N_("Declare end"))


def _declare_end(legal: Sequence[Choice]) -> actions.DeclareEnd | None:
    for choice in reversed(legal):  # the engine lists it last
        if isinstance(choice, actions.DeclareEnd):
            return choice
    return None


def _tiles(state: State, phase: str, seat: int, legal: Sequence[Choice]) -> Decision:
    """The squares a tile may go on now, and "No playable tile" where the rules accept it.

    With dealt tiles the tiles of the hand the rules refuse now (dead, an eighth chain) follow the playable
    ones, disabled, each with the engine's reason: left out, a player looking at the question saw five tiles
    of six and had to ask after the sixth. A hand of refused tiles only is such a pick too, beside "No
    playable tile", rather than a bare confirm that shows none of them.
    """
    squares = tuple(
        PickOption(c.tile, c.tile, c) for c in legal if isinstance(c, actions.PlaceTile | actions.StartTile)
    )
    if phase == Phase.START_TILE:
        # Drawn from the pile at the table ("I drew 5C"): with dealt tiles the companion draws them, unasked.
        drawn = {"note": START_NOTE, "drawn": True}
        return BoardPick(N_("{name}: place your start tile"), values=drawn, options=squares, space="tile")
    skip = [c for c in legal if isinstance(c, actions.NoPlayableTile)]
    refused = _refused_tiles(state, seat, {option.key for option in squares}) if state.dealt else ()
    # Dealt tiles: the squares are the tiles in the player's hand, which only that player may see.
    values: dict[str, Any] = {"hand": True} if state.dealt else {}
    if skip and not state.dealt and state.idle_turns + 1 >= len(state.names):
        values["note"] = LAST_SKIP_NOTE
    if not squares and not refused:
        return Confirm(N_("{name} has no playable tile"), values=values, action=skip[0], button=N_("No playable tile"))
    extra = tuple(PickOption(NO_TILE, N_("No playable tile"), c) for c in skip)
    question = N_("{name}: play a tile") if squares else N_("{name} has no playable tile")
    return BoardPick(question, values=values, options=squares + refused + extra, space="tile")


def _refused_tiles(state: State, seat: int, offered: set[str]) -> tuple[PickOption, ...]:
    """The tiles of ``seat``'s hand not among the ``offered`` squares, disabled, each with the refusal the engine
    would answer (its reason said in advance; the engine still refuses the action if it is tried)."""
    refused = []
    for index in sorted(state.hands[seat]):
        tile = TILE_NAMES[index]
        if tile in offered:
            continue
        try:
            refuse_unplayable(classify(state.cells, state.chains, index), index, state.chains, state.name_set.display)
        except RuleViolation as refusal:
            refused.append(
                PickOption(tile, tile, actions.PlaceTile(seat, tile), enabled=False, reason=refusal.phrase())
            )
    return tuple(refused)


def _chains(state: State, label: str, legal: Sequence[Choice], cls: type[Action], note: str) -> Pick:
    """A pick of chains keyed by id, named as the edition names them, with the ``note`` that explains it."""
    options = tuple(
        PickOption(c.chain, state.chain_name(c.chain), c)  # type: ignore[attr-defined]  # each cls has a chain
        for c in legal
        if isinstance(c, cls)
    )
    values: dict[str, Any] = {}
    if state.founding is not None:
        values["tile"] = TILE_NAMES[state.founding]
    if state.merger is not None and state.merger.survivor is not None:
        values["survivor"] = state.chain_name(state.merger.survivor)
    values["note"] = note
    return Pick(label, values=values, options=options)


def _defunct(state: State, legal: Sequence[Choice]) -> Pick:
    """Which of the equal defunct chains is settled first, or next once some are put in order (the one settled
    before them named)."""
    merger = state.merger
    if merger is None or not merger.order:
        first = N_("{name}: choose which chain is settled first")
        return _chains(state, first, legal, actions.ChooseDefunct, note=DEFUNCT_NOTE)
    following = N_("{name}: choose which chain is settled next")
    picked = _chains(state, following, legal, actions.ChooseDefunct, note=NEXT_DEFUNCT_NOTE)
    return Pick(
        picked.label, values={**picked.values, "settled": state.chain_name(merger.order[-1])}, options=picked.options
    )


def _founding(state: State, seat: int, legal: Sequence[Choice]) -> Pick:
    """Every chain of the edition, in the rulebook's order; those on the board are shown but not offered.

    The buttons keep their places game after game (Tower is always first), so a player finds a chain where
    it was; one on the board is disabled, its action the founding the engine would refuse.
    """
    picked = _chains(state, N_("{name}: name the new chain"), legal, actions.FoundChain, note=FOUNDER_NOTE)
    offered = {option.key: option for option in picked.options}
    options = tuple(
        offered.get(chain) or PickOption(chain, state.chain_name(chain), actions.FoundChain(seat, chain), enabled=False)
        for chain in state.name_set.ids
    )
    return Pick(picked.label, values=picked.values, options=options)


def _market(state: State, legal: Sequence[Choice]) -> Decision:
    """The market's holding: the number on the tile drawn at the table, or the companion's draw.

    The question alone ("The market's Luxor shares") does not tell a table that it is asked to draw a tile:
    its note says so, and what the tile's number means, on every front-end.
    """
    chain = state.merger.defunct if state.merger is not None else state.scoring[0]
    label = N_("The market's {chain} shares")
    ranges = [c for c in legal if isinstance(c, ActionRange)]
    if ranges:
        span = ranges[0]
        note = N_(
            "Draw a tile from the draw pile and enter its number (9F: 9): the market holds that many shares. "
            "Then shuffle the tile back into the pile."
        )
        return Pick(
            label,
            values={"chain": state.chain_name(chain), "note": note, "drawn": True},
            options=tuple(PickOption(str(n), str(n), span.make(n)) for n in range(span.low, span.high + 1)),
        )
    drawn = next(c for c in legal if isinstance(c, actions.MarketHolding))
    note = N_("The companion draws a tile from the draw pile: the market holds as many shares as its number (9F: 9).")
    values = {"chain": state.chain_name(chain), "note": note}
    return Confirm(label, values=values, action=drawn, button=N_("Let the companion draw"))


def _dispose(state: State, prompt: Prompt, legal: Sequence[Choice]) -> Basket:
    """Sell and trade (2 for 1) from the engine's ranges; the rest is kept."""
    data = prompt.data
    seat = prompt.player
    assert seat is not None
    ranges = [c for c in legal if isinstance(c, ActionRange) and c.cls is actions.Dispose]
    trade_high = max(r.fixed["trade"] for r in ranges)
    sell_high = max(r.high for r in ranges)
    held = data["held"]
    values = {
        "chain": state.chain_name(data["chain"]),
        "survivor": state.chain_name(data["survivor"]),
        "held": held,
        "price": data["price"],
        "survivor_available": data["survivor_available"],
        "note": TRADE_NOTE,
    }
    items = (
        BasketItem("sell", N_("Sell"), high=sell_high, price=data["price"]),
        BasketItem(
            "trade",
            N_("Trade"),
            high=trade_high,
            step=2,
            note=_trade_note(state, data, trade_high),
            gives=TRADED,  # the survivor's shares, said with the money received: a trade alone read as nothing
        ),
    )
    others = (
        PickOption(KEEP_ALL, N_("Keep all"), actions.Dispose(seat, 0, 0)),
        PickOption(SELL_ALL, N_("Sell all"), actions.Dispose(seat, sell_high, 0)),
    )
    return Basket(
        N_("{name}: your {chain} shares"),
        values=values,
        items=items,
        cls=actions.Dispose,
        fixed={"player": seat},
        total_cap=held,
        choices=tuple(ranges),
        unit="$",
        others=others,
        receives=True,  # the sale's price is paid to the seat
        counted=N_("you keep {rest} of {cap}"),  # the shares neither sold nor traded
    )


def _trade_note(state: State, data: dict[str, Any], trade_high: int) -> str:
    """The note beside the trade: "2 for 1", or why no trade can be made: the survivor has no share left at the
    bank for the seat's pairs, or the seat holds a single share, which makes no pair ("2 for 1" alone stood beside
    a trade nobody could make, and read as offered)."""
    if trade_high == 0 and data["held"] < 2:
        return N_("needs 2 shares")
    if trade_high == 0 and data["survivor_available"] == 0:
        return Phrase(N_("no {chain} share left to trade for"), chain=state.chain_name(data["survivor"]))
    return N_("2 for 1")


def _buy_limit(state: State, chain: str, cash: int, price: int) -> Limit:
    """Why a chain's shares stop where they do: the bank's last shares, three a turn, or the cash, which is
    named only when holdings are open (the decision shows on the shared screen)."""
    left = state.shares.pool[chain]
    most = min(left, BUY_LIMIT, cash // price)
    if left == most:
        return Limit(N_("{chain} left at the bank: {count}"), {"chain": state.chain_name(chain), "count": left})
    if most == BUY_LIMIT:
        return Limit(N_plural("at most {count} share a turn", "at most {count} shares a turn"), {"count": BUY_LIMIT})
    if state.open_holdings:
        return Limit(N_("${cash:,} buys at most {count} at ${price:,}"), {"cash": cash, "count": most, "price": price})
    return Limit(N_("no more than the cash buys"))


def _buy(state: State, seat: int, legal: Sequence[Choice]) -> Decision:
    """Up to three shares of the active chains, each at today's price, within the buyer's cash.

    Buying nothing is its own button (the basket's confirm is live only for
    one share or more); with no chain on the board it is all there is.
    """
    cash = state.cash(seat)
    pool = state.shares.pool
    items = []
    for chain in state.name_set.ids:
        if chain in state.chains:
            price = state.price(chain)
            items.append(
                BasketItem(
                    chain,
                    state.chain_name(chain),
                    high=min(pool[chain], BUY_LIMIT, cash // price),
                    price=price,
                    note="" if pool[chain] else N_("sold out"),
                    limit=_buy_limit(state, chain, cash, price),
                )
            )
    nothing = actions.Buy(seat, {})
    if not items:
        return Confirm(N_("{name}: no chain to buy from"), action=nothing, button=N_("Buy nothing"))
    choices = tuple(c for c in legal if isinstance(c, actions.Buy) and c.shares)
    return Basket(
        N_("{name}: buy up to 3 shares"),
        items=tuple(items),
        cls=actions.Buy,
        fixed={"player": seat},
        into="shares",
        total_cap=BUY_LIMIT,
        budget=cash if state.open_holdings else None,
        own_budget=None if state.open_holdings else cash,  # kept within, never written: "costs more than you have"
        choices=choices,
        unit="$",
        others=(PickOption(BUY_NOTHING, N_("Buy nothing"), nothing),),
        button=N_("Buy {count} for {cost}"),
        idle=N_("Buy"),  # greyed at 0, where "Buy 0 for $0" read as an offer
        # "2 of 3 shares", the form chosen by the count: "1 action sur 3", "2 actions sur 3"
        counted=N_plural("{count} of {cap} shares", "{count} of {cap} shares"),
    )
