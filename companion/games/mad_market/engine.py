"""The Mad Market engine: the roll-and-move money game, wired to the kit's contract.

A game goes: the roll-off (chance) → moves in turn from the first player:
``roll`` (chance: the dice's and the forecast's price moves, the pawn, the
lap payout, the landing's automatic effects) → the landing's offer, fight
rounds, crisis die, auctions or debt, if any → the open phase (brokers,
trades, one item, company sales) → ``end_turn`` → … until a move reaches
the target and the last moves are made. The part modules hold the rules;
:mod:`.flow` moves from one to the next.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, ClassVar

from companion.core import (
    Action,
    ActionRange,
    ActionSet,
    Actor,
    ChanceSource,
    Choice,
    DiceSet,
    Event,
    Game,
    GameOption,
    GameOver,
    Prompt,
    WrongPhase,
)
from companion.core.game import PositionFormat, SetupFormat
from companion.core.i18n import N_, Phrase, Word

from . import auctions, debts, fights, insight, invariants, landing, market, movement, position, setup, trading
from .actions import (
    Bid,
    BuyCompany,
    BuyItem,
    BuyPack,
    CrisisDie,
    Decline,
    EndTurn,
    FightRoll,
    HireBroker,
    HireGuards,
    Pass,
    PayFee,
    Roll,
    SellCompany,
    SellPack,
    StartRoll,
    Takeover,
    Trade,
    UseBroker,
    actions,
)
from .board import BOARD
from .bot import choose
from .decide import decisions
from .errors import BadSeat, NotYourTurn
from .events import events
from .help import RULES
from .log import describe
from .rules import DIRECTIONS, ITEMS, MAX_PLAYERS, MIN_PLAYERS, MOVE_DICE, ONE_DIE, STOCKS
from .state import AUCTION, CRISIS, DEBT, FIGHT, LAND, OPEN, OVER, ROLL, START_ROLL, State

Handler = Callable[[State, Any], list[Any]]
HANDLERS: dict[str, dict[type[Action], Handler]] = {
    START_ROLL: {StartRoll: setup.start_roll},
    ROLL: {Roll: movement.roll},
    LAND: {
        BuyCompany: landing.buy_company,
        HireBroker: landing.hire_broker,
        HireGuards: landing.hire_guards,
        BuyPack: landing.buy_pack,
        SellPack: landing.sell_pack,
        Takeover: fights.takeover,
        PayFee: landing.pay_fee,
        Decline: landing.decline,
    },
    FIGHT: {FightRoll: fights.fight_roll},
    CRISIS: {CrisisDie: market.crisis_die},
    AUCTION: {Bid: auctions.bid, Pass: auctions.pass_},
    DEBT: {Trade: debts.sell_shares, SellCompany: debts.sell_company},
    OPEN: {
        UseBroker: trading.use_broker,
        Trade: trading.trade,
        BuyItem: trading.buy_item,
        SellCompany: trading.sell_company,
        EndTurn: trading.end_turn,
    },
}
"""What each phase accepts, and the rule that checks and applies it (each handler checks its action fully:
the dice's faces, the offer waiting, the bidder's turn, the money …; ``apply`` checks the phase and the seat)."""
WAITING_FOR = {
    START_ROLL: N_("the roll-off for the first move"),
    ROLL: N_("the white and the black die"),
    LAND: N_("the landing's decision"),
    FIGHT: N_("a fight's dice"),
    CRISIS: N_("the crisis die"),
    AUCTION: N_("a bid or a pass"),
    DEBT: N_("a sale to pay the debt"),
    OPEN: N_("brokers, trades, an item or the end of the move"),
}
OVER_PROMPT = Prompt(None, OVER)
SIMPLE_LABELS: dict[type[Action], str] = {
    EndTurn: N_("End the move"),
    Pass: N_("Pass"),
    Takeover: N_("Take over"),
    **{kind: label for kind, label in landing.ANSWERS.items() if kind is not HireGuards},  # (guards: how many)
}
"""Menu texts of the choices without a value: whole words a screen translates (the question carries the numbers)."""
ITEM_LABELS = {
    "jet": N_("Buy a jet"),
    "yacht": N_("Buy a yacht"),
    "villa": N_("Buy a villa"),
    "limousine": N_("Buy a limousine"),
}
SIM_NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
SIM_TARGETS = (3, 7, 15, 35)
"""Targets random games play to: the table's choice, low ones so that random play reaches them too."""
SIM_ROUND_LIMIT = 400
"""Simulations only: a game not over after this many rounds stops (``end_reason`` ``round_limit``)."""


@functools.cache
def throws(action: type[Action], dice: DiceSet, seat: int | None = None) -> tuple[Action, ...]:
    """Every throw of ``dice`` as an ``action`` (of ``seat``, if it has one), in the kit's order.

    Built once per seat: a checked simulation asks for the 36 moves of every roll. Actions are frozen, so
    the lists :meth:`MadMarket.legal_actions` makes from these tuples share them safely.
    """
    if seat is None:
        return tuple(action(**throw) for throw in dice.throws())
    return tuple(action(seat, **throw) for throw in dice.throws())  # type: ignore[call-arg]  # a seat's roll: player is its first field


def seat_to_act(state: State) -> int | None:
    """The seat :meth:`MadMarket.prompt` names (its ``player``), without building the prompt and its data:
    ``apply`` checks every action's seat against it. None while chance acts (fights, the crisis die)."""
    phase = state.phase
    if phase == ROLL or phase == OPEN or phase == LAND:
        return state.current
    if phase == AUCTION:
        assert state.auction is not None
        return state.auction.to_act
    if phase == DEBT:
        assert state.debt is not None
        return state.debt.player
    if phase == START_ROLL:
        return setup.to_roll(state)
    return None


STAND_IN = N_("Stand-in board (uncalibrated)")
"""What the table is told wherever a game is started on the stand-in board, what the play screen's chart says, and
what the console and the phones say above the table."""


class MadMarket(Game[State]):
    name = "mad_market"
    title = "Mad Market"
    rules = RULES
    options = (
        GameOption("target", N_("Target"), ((35, N_("35 VP")), (25, N_("25 VP")), (50, N_("50 VP")))),
        GameOption(
            "crisis",
            N_("Personal crisis"),
            (("per_type", N_("half of each share type")), ("total", N_("half of all shares"))),
        ),
        GameOption(
            "frozen_debt_sales", N_("Frozen shares in a debt"), ((False, N_("stay frozen")), (True, N_("may be sold")))
        ),
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    actions = actions
    events = events
    unchanging = ("config", "board")  # shared by a saved state, never copied (see Game.unchanging)
    positions: ClassVar[PositionFormat] = position
    """A game joined in progress (see :mod:`.position`; the format: docs/mad-market.md, "Positions")."""
    setup: ClassVar[SetupFormat] = setup
    """Its configuration and set-up (see :mod:`.setup`)."""
    printed = (("board", BOARD, STAND_IN),)
    """Its board, a printed table: a game played on the stand-in board: its numbers are no box's (see :mod:`.board`)."""

    # -- asking --------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def prompt(self, state: State) -> Prompt:
        phase = state.phase
        if phase == OVER:
            return OVER_PROMPT
        if phase == START_ROLL:
            return Prompt(
                setup.to_roll(state),
                phase,
                chance=True,
                data={"contenders": list(state.contenders), "rolls": dict(state.start_rolls)},
            )
        seat = state.current
        if phase == ROLL:
            return Prompt(seat, phase, chance=True, data={"last_move": state.last_round})
        if phase == FIGHT:
            fight = state.fight
            assert fight is not None
            return Prompt(
                None,
                phase,
                chance=True,
                data={
                    "kind": fight.kind,
                    "player": fight.player,
                    "guards": fight.guards,
                    "opponents": fight.opponents,
                    "defender": fight.defender,
                    "company": fight.company,
                },
            )
        if phase == CRISIS:
            return Prompt(None, phase, chance=True, data={"player": seat})
        if phase == LAND:
            offer = state.offer
            assert offer is not None
            return Prompt(
                seat,
                phase,
                data={
                    "offer": offer.kind,
                    "square": state.board.squares[offer.square].id,
                    "company": offer.company,
                    "owner": offer.owner,
                    "fee": offer.fee,
                },
            )
        if phase == AUCTION:
            auction = state.auction
            assert auction is not None and auction.to_act is not None
            return Prompt(
                auction.to_act,
                phase,
                data={
                    "company": state.lots[0],
                    "high_bid": auction.high_bid,
                    "high_bidder": auction.high_bidder,
                    "min_next_bid": auction.min_next_bid,
                    "max_bid": state.cash(auction.to_act),
                },
            )
        if phase == DEBT:
            debt = state.debt
            assert debt is not None
            return Prompt(
                debt.player,
                phase,
                data={"owed": debt.amount, "cash": state.cash(debt.player), "creditor": debt.creditor},
            )
        return Prompt(seat, phase, data={"last_move": state.last_round})

    def legal_actions(self, state: State) -> list[Choice]:
        phase = state.phase
        if phase == OVER:
            return []
        if phase == START_ROLL:
            return list(throws(StartRoll, ONE_DIE, setup.to_roll(state)))
        if phase == ROLL:
            return list(throws(Roll, MOVE_DICE, state.current))
        if phase == FIGHT:
            return list(throws(FightRoll, MOVE_DICE))
        if phase == CRISIS:
            return list(throws(CrisisDie, ONE_DIE))
        if phase == LAND:
            return landing.legal(state, state.current)
        if phase == AUCTION:
            assert state.auction is not None and state.auction.to_act is not None
            seat = state.auction.to_act
            low, high = auctions.bid_range(state, seat)
            choices: list[Choice] = [Pass(seat)]
            if low <= high:
                choices.append(ActionRange(Bid, "amount", low, high, {"player": seat}))
            return choices
        if phase == DEBT:
            return trading.debt_legal(state)
        return trading.legal(state, state.current)

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        return decisions(self, state, prompt)

    # -- acting --------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        """Check ``action`` completely, then change the state; a refusal changes nothing."""
        phase = state.phase
        if phase == OVER:
            raise GameOver()
        handler = HANDLERS[phase].get(type(action))
        if handler is None:
            raise WrongPhase(action=getattr(action, "type", type(action).__name__), waiting_for=WAITING_FOR[phase])
        if hasattr(action, "player"):
            seat = action.player
            if type(seat) is not int or seat != seat_to_act(state):
                self._check_seat(state, seat)  # the whole check, and its refusal (the seat expected passes)
        return handler(state, action)

    def _check_seat(self, state: State, seat: Any) -> None:
        if type(seat) is not int or not 0 <= seat < len(state.names):
            raise BadSeat(seat=seat, last=state.count - 1)
        expected = seat_to_act(state)
        if expected is not None and seat != expected:
            if state.phase == AUCTION:
                auctions.check_turn(state, seat)
            raise NotYourTurn(
                player=seat, expected=expected, player_name=state.names[seat], expected_name=state.names[expected]
            )

    # -- reading -------------------------------------------------------------
    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        from .summary import summary

        return summary(self, state, viewer)

    def describe(self, state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
        return describe(state.names, state.board, event, translate)

    def preview(self, state: State, action: Action) -> Any:
        """Referee insight before confirming: a roll's moves and landing; a trade's or broker's price after; an
        item's VP and whether it reaches the target; a company's sale or purchase and its holding."""
        kind = type(action)
        try:
            if kind is Roll and state.phase == ROLL:
                MOVE_DICE.read(action)
                return insight.roll_preview(state, state.current, action.white, action.black)  # type: ignore[attr-defined]  # kind is Roll
            if kind is Trade and state.phase in (OPEN, DEBT):
                stock = trading.stock_key(action.stock)  # type: ignore[attr-defined]  # kind is Trade
                count = action.count if type(action.count) is int else 0  # type: ignore[attr-defined]  # kind is Trade
                buy = action.side == "buy"  # type: ignore[attr-defined]  # kind is Trade
                return {
                    "stock": stock,
                    "count": count,
                    "value": state.value(stock),
                    "total": count * state.value(stock),
                    "side": action.side,  # type: ignore[attr-defined]  # kind is Trade
                    "price": insight.price_after(state, stock, +1 if buy else -1),
                }
            if kind is UseBroker and state.phase == OPEN:
                stock = trading.stock_key(action.stock)  # type: ignore[attr-defined]  # kind is UseBroker
                return {
                    "stock": stock,
                    "price": insight.price_after(
                        state,
                        stock,
                        +1 if action.direction == "up" else -1,  # type: ignore[attr-defined]  # kind is UseBroker
                    ),
                }
            if kind is FightRoll and state.phase == FIGHT and state.fight is not None:
                lost = fights.round_result(action.white, action.black)  # type: ignore[attr-defined]  # kind is FightRoll
                fight = state.fight
                return {"guards": fight.guards - lost[0], "opponents": fight.opponents - lost[1]}
            if kind is BuyItem and state.phase == OPEN:
                return insight.item_preview(state, state.current, action.item)  # type: ignore[attr-defined]  # kind is BuyItem
            if kind is SellCompany and state.phase in (OPEN, DEBT):
                return insight.company_sale_preview(state, action.company)  # type: ignore[attr-defined]  # kind is SellCompany
            if kind is BuyCompany and state.phase == LAND and state.offer is not None and state.offer.company:
                return insight.company_purchase_preview(state, state.current, state.offer.company)
            if kind is CrisisDie and state.phase == CRISIS:
                ONE_DIE.read(action)
                stock = STOCKS[action.value - 1]  # type: ignore[attr-defined]  # kind is CrisisDie
                return {"stock": stock, "price": {"old": state.value(stock), "new": state.board.value(1)}}
        except Exception:  # a malformed action has no preview
            return None
        return None

    def named_actions(self, state: State) -> list[Action]:
        """The items, a stockbroker, the pack (to sell if held, else to buy) and the end of the move for the seat
        to act (the mover while chance acts): words a player types at any moment, which the rules may refuse now
        (none left, too little cash, an item already bought, not this phase); the engine then says which."""
        if state.phase == OVER:
            return []
        seat = seat_to_act(state)
        seat = state.current if seat is None else seat
        return [
            *(BuyItem(seat, item) for item in ITEMS),
            HireBroker(seat),
            SellPack(seat) if state.players[seat].pack else BuyPack(seat),  # "pack": the one a player means
            EndTurn(seat),
        ]

    def pass_action(self, state: State, seat: int) -> Action | None:
        """A seat's pass button: pass a bid, decline an offer, end the move."""
        phase = state.phase
        if phase == AUCTION and state.auction is not None and state.auction.to_act == seat:
            return Pass(seat)
        if phase == LAND and state.current == seat and state.offer is not None:
            return PayFee(seat) if state.offer.kind == landing.TAKEOVER else Decline(seat)
        if phase == OPEN and state.current == seat:
            return EndTurn(seat)
        return None

    def label(self, state: State, choice: Choice) -> str:
        """A short menu text for a choice."""
        board = state.board
        if isinstance(choice, ActionSet):
            return choice.describe()
        if isinstance(choice, ActionRange):
            if choice.cls is Bid:
                return f"bid {choice.low}..{choice.high}"
            if choice.cls is HireGuards:
                return f"hire {choice.low}..{choice.high} guards"
            if choice.cls is Trade:
                stock = str(choice.fixed["stock"])
                return f"{choice.fixed['side']} {choice.low}..{choice.high} {board.stock_name(stock)}"
            return f"{choice.type} {choice.low}..{choice.high}"
        kind = type(choice)
        if kind is Trade:
            stock = str(choice.stock)  # type: ignore[attr-defined]  # kind is Trade
            name = board.stock_name(stock) if stock in board.stocks else stock
            return f"{choice.side} {choice.count} {name}"  # type: ignore[attr-defined]  # kind is Trade
        if kind is UseBroker:
            stock = str(choice.stock)  # type: ignore[attr-defined]  # kind is UseBroker
            name = board.stock_name(stock) if stock in board.stocks else stock
            direction = DIRECTIONS.get(choice.direction, choice.direction)  # type: ignore[attr-defined]  # UseBroker
            return Phrase(N_("broker: {stock} {direction}"), stock=Word(name), direction=Word(direction))
        if kind is BuyItem:
            item = choice.item  # type: ignore[attr-defined]  # kind is BuyItem
            return ITEM_LABELS.get(item, f"buy {item}")
        if kind is SellCompany:
            company = choice.company  # type: ignore[attr-defined]  # kind is SellCompany
            if company in board.companies:
                return Phrase(
                    N_("sell {company} to the state ({price:,})"),
                    company=company,
                    price=debts.sale_price(state, company),
                )
            return f"sell {company}"
        if kind in SIMPLE_LABELS:
            return SIMPLE_LABELS[kind]
        if kind is Bid:
            return f"bid {choice.amount}"  # type: ignore[attr-defined]  # kind is Bid
        if kind is HireGuards:
            return f"hire {choice.count} guards"  # type: ignore[attr-defined]  # kind is HireGuards
        if kind is Roll:
            return f"white {choice.white}, black {choice.black}"  # type: ignore[attr-defined]  # kind is Roll
        if kind is FightRoll:
            return f"white {choice.white}, black {choice.black}"  # type: ignore[attr-defined]  # kind is FightRoll
        if kind in (StartRoll, CrisisDie):
            return f"{choice.value}"  # type: ignore[attr-defined]  # both are one die's value
        return choice.type

    # -- checking ------------------------------------------------------------
    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    # -- random play ---------------------------------------------------------
    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        return {
            "players": list(SIM_NAMES[:players]),
            "board": "standin",
            "target": SIM_TARGETS[chance.randint(0, len(SIM_TARGETS) - 1)],
            "crisis": ("per_type", "total")[chance.randint(0, 1)],
            "frozen_debt_sales": bool(chance.randint(0, 1)),
            "round_limit": SIM_ROUND_LIMIT,
            "seed": chance.fork_seed(),
        }

    choose_random = staticmethod(choose)
    """A random legal move, biased towards sensible play (:func:`.bot.choose`, called without a wrapper)."""


GAME = MadMarket()
