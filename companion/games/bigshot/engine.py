"""The Big Shot engine: the turn of the rulebook, wired to the kit's contract.

A game goes: layout (chance) → first player (chance) → 18 turns of
roll (chance, the roller) → auction → [pay, two players] → place → end.
Loans are side actions any seat may take while the loan window is open
(see :mod:`.loans`), so they appear in ``legal_actions`` next to the prompt,
and as side actors in the decisions (see :mod:`.decide`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar

from companion.core import (
    Action,
    ActionRange,
    ActionSet,
    Actor,
    AlreadyPassed,
    BidTooLow,
    ChanceSource,
    Choice,
    Event,
    Game,
    GameOption,
    GameOver,
    InvalidChoice,
    InvariantBroken,
    NotYourTurn,
    OpeningBidTooLow,
    Prompt,
    WrongPhase,
    check_die,
    next_seat,
)
from companion.core.game import PositionFormat
from companion.core.i18n import N_, fill, list_format, say
from companion.core.log_words import clauses

from . import auction, insight, loans, lots, position, scoring
from .actions import Bid, FirstPlayer, Layout, Loan, Pass, Pay, Place, Roll, actions
from .board import BOARD
from .broker import move_broker
from .choices import AnyLayout, Placements, random_placement
from .decide import decisions
from .errors import PayError, colour_nouns, cube_counts
from .events import (
    AuctionRepeated,
    AuctionWon,
    BidMade,
    BrokerMoved,
    FirstPlayerChosen,
    GameEnded,
    LayoutSet,
    LotAwarded,
    Passed,
    Rolled,
    TurnStarted,
    events,
)
from .help import RULES
from .layout import check_layout, deal_layout, deal_layout_with
from .rules import (
    AUCTION_SPACES,
    COLORS,
    COLOUR_WORDS,
    CUBES_PER_COLOR,
    DIE_SIDES,
    LOT_CAPACITY,
    TOTAL_CUBES,
    TURNS,
)
from .setup import prepare_config
from .state import BID, FIRST_PLAYER, LAYOUT, OVER, PAY, PLACE, ROLL, State, blank_state, pay_starting_capital
from .summary import summary

# Which actions each phase waits for (loans are handled apart: they are not prompted).
EXPECTED: dict[str, tuple[type[Action], ...]] = {
    LAYOUT: (Layout,),
    FIRST_PLAYER: (FirstPlayer,),
    ROLL: (Roll,),
    BID: (Bid, Pass),
    PAY: (Pay,),
    PLACE: (Place,),
}
#: What each phase waits for, in words: the refusal of an action of another kind says it.
WAITING_FOR: dict[str, str] = {
    LAYOUT: N_("the cubes to be laid out"),
    FIRST_PLAYER: N_("the roll for who starts"),
    ROLL: N_("the roll of the die"),
    BID: N_("a bid or a pass"),
    PAY: N_("the colour that pays"),
    PLACE: N_("the cubes to be placed"),
}
ANY_LAYOUT = AnyLayout()
OVER_PROMPT = Prompt(None, OVER)
SIM_NAMES = ("Ann", "Ben", "Cat", "Dan")
STAND_IN = N_("Default board: some lot values and neighbours are placeholders")
"""What the table is told wherever a game is started on the packaged board (``calibrated = false``: the rules
publish its parks and their 9/10/11 lots, not the 16–19 values nor the other neighbours), and what the console
and the phones say above the table (the play screen says it in fewer words beside the lots). Where the owner's
own board is typed in is each front-end's to say (:mod:`companion.text.stand_ins`): a phone has no Settings."""


class BigShot(Game[State]):
    name = "bigshot"
    title = "Big Shot"
    rules = RULES
    min_players = 2
    max_players = 4
    actions = actions
    events = events
    unchanging = ("config", "board", "seating")
    """Shared by a saved state, never copied (see Game.unchanging): the prepared config, the board and the
    colours by seat read from it. With them shared, every other field is one the kit's field-by-field copy
    can make, so an undo checkpoint is a copy instead of a pickle."""
    positions: ClassVar[PositionFormat] = position
    """A game joined in progress (see :mod:`.position`; the format: docs/bigshot.md, "Positions")."""
    side_actions = frozenset({"loan"})
    options = (GameOption("hidden_money", N_("Hidden money"), ((False, N_("Off")), (True, N_("On")))),)
    """Offered on the new-game screen; the seats' colours are chosen there by the presentation package."""
    printed = (("board", BOARD, STAND_IN),)
    """Its board, a printed table: a game played on the packaged default, whose 16-19 values and neighbours
    beyond the parks are placeholders (see :mod:`.board`)."""

    # -- set-up --------------------------------------------------------------
    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
        return prepare_config(config)

    def new_game(self, config: dict[str, Any]) -> State:
        state = blank_state(prepare_config(config))
        pay_starting_capital(state)
        return state

    # -- asking --------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def prompt(self, state: State) -> Prompt:
        phase = state.phase
        if phase == OVER:
            return OVER_PROMPT
        if phase == LAYOUT:
            return Prompt(None, LAYOUT, chance=True)
        if phase == FIRST_PLAYER:
            return Prompt(None, FIRST_PLAYER, chance=True)
        if phase == ROLL:
            return Prompt(state.roller, ROLL, chance=True, data={"turn": state.turn, "roller": state.roller})
        if phase == BID:
            assert state.auction is not None
            a = state.auction
            seat = a.to_act
            assert seat is not None
            return Prompt(
                seat,
                BID,
                data={
                    "space": state.broker,
                    "cubes": state.spaces[state.broker],  # type: ignore[index]  # an auction is on the broker's space
                    "high_bid": a.high_bid,
                    "high_bidder": a.high_bidder,
                    "min_next_bid": a.min_next_bid,
                    "max_bid": auction.bid_limit(state, seat),
                },
            )
        if phase == PAY:
            return Prompt(state.winner, PAY, data={"price": state.price, "colors": auction.payers(state)})
        return Prompt(state.winner, PLACE, data={"cubes": list(state.in_hand), "room": lots.room(state)})

    def legal_actions(self, state: State) -> list[Choice]:
        phase = state.phase
        if phase == LAYOUT:
            spaces, broker = deal_layout(state.config["seed"])
            return [Layout(spaces, broker), ANY_LAYOUT]
        if phase == FIRST_PLAYER:
            return [FirstPlayer(seat) for seat in range(state.players)]
        if phase == ROLL:
            assert state.roller is not None
            return [*(Roll(state.roller, value) for value in range(1, DIE_SIDES + 1)), *loans.loan_choices(state)]
        if phase == BID:
            assert state.auction is not None
            seat = state.auction.to_act
            assert seat is not None
            choices: list[Choice] = [Pass(seat)]
            low, high = state.auction.min_next_bid, auction.bid_limit(state, seat)
            if low <= high:
                choices.append(ActionRange(Bid, "amount", low, high, {"player": seat}))
            return choices + loans.loan_choices(state)
        if phase == PAY:
            assert state.winner is not None
            return [Pay(state.winner, color) for color in auction.payers(state)]
        if phase == PLACE:
            assert state.winner is not None
            return [
                Placements(
                    state.winner,
                    state.in_hand,
                    {lot: dict(c) for lot, c in state.lots.items()},
                    dict(state.awarded),
                    lots.room(state),
                )
            ]
        return []

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """What each seat decides now (see :mod:`.decide`), built from ``legal_actions``."""
        return decisions(self, state, prompt)

    # -- acting --------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        """Check ``action`` completely, then change the state; a refusal changes nothing."""
        phase = state.phase
        if phase == OVER:
            raise GameOver()
        kind = type(action)
        if kind is Loan:
            return list(loans.take_loan(state, action))  # type: ignore[arg-type]  # kind is Loan
        if kind not in EXPECTED[phase]:
            raise WrongPhase(action=getattr(action, "type", kind.__name__), kind=phase, waiting_for=WAITING_FOR[phase])
        if phase == BID:  # the commonest action first
            self._check_turn(state, action, state.auction.to_act)  # type: ignore[union-attr]  # BID: an auction is open
            return self._bid(state, action)
        if phase == LAYOUT:
            return self._layout(state, action)  # type: ignore[arg-type]  # EXPECTED[phase] checked its class
        if phase == FIRST_PLAYER:
            return self._first_player(state, action)  # type: ignore[arg-type]  # EXPECTED[phase] checked its class
        self._check_turn(state, action, state.roller if phase == ROLL else state.winner)
        if phase == ROLL:
            return self._roll(state, action)  # type: ignore[arg-type]  # EXPECTED[phase] checked its class
        if phase == PAY:
            return self._pay(state, action)  # type: ignore[arg-type]  # EXPECTED[phase] checked its class
        return self._place(state, action)  # type: ignore[arg-type]  # EXPECTED[phase] checked its class

    @staticmethod
    def _check_turn(state: State, action: Action, expected: int | None) -> None:
        seat = getattr(action, "player", None)
        if seat != expected:
            names = state.names
            if state.phase == BID and state.auction is not None and seat in state.auction.passed:
                raise AlreadyPassed(
                    N_("{player_name} passed: passing is final for this auction."), player_name=names[seat], seat=seat
                )
            raise NotYourTurn(
                player=seat,
                expected=expected,
                player_name=names[seat] if type(seat) is int and 0 <= seat < len(names) else str(seat),
                expected_name=names[expected] if expected is not None else "nobody",
            )

    def _layout(self, state: State, action: Layout) -> list[Event]:
        check_layout(action.spaces, action.broker)
        state.spaces = [tuple(space) for space in action.spaces]
        state.broker = action.broker
        state.phase = FIRST_PLAYER
        return [LayoutSet(tuple(state.spaces), action.broker)]

    def _first_player(self, state: State, action: FirstPlayer) -> list[Event]:
        seat = action.player
        if type(seat) is not int or not 0 <= seat < state.players:
            raise InvalidChoice(
                N_("The first player is a seat from 0 to {last}, not {seat}."), last=state.players - 1, seat=seat
            )
        state.turn = 1
        state.roller = seat
        state.phase = ROLL
        return [FirstPlayerChosen(seat), TurnStarted(1, seat)]

    def _roll(self, state: State, action: Roll) -> list[Event]:
        check_die(action.value, DIE_SIDES)
        assert state.broker is not None
        space, path = move_broker(state.spaces, state.broker, action.value)
        state.broker = space
        return [
            Rolled(action.player, action.value),
            BrokerMoved(space, action.value, path),
            auction.open_auction(state),
        ]

    @staticmethod
    def _bid(state: State, action: Action) -> list[Event]:
        a = state.auction
        assert a is not None
        happened: list[Event]
        if type(action) is Bid:
            auction.check_bid(state, action)
            try:
                a.bid(action.player, action.amount)
            except BidTooLow as low:  # the kit's sentence has no unit: Big Shot's bids are millions, as shown
                raise BidTooLow(N_("A bid must beat {high_bid}M: at least {minimum}M."), **low.data) from None
            except OpeningBidTooLow as low:
                raise OpeningBidTooLow(N_("The opening bid must be at least {minimum}M."), **low.data) from None
            happened = [BidMade(action.player, action.amount)]
        else:
            a.pass_(action.player)  # type: ignore[attr-defined]  # not a Bid: EXPECTED[BID] leaves a Pass
            happened = [Passed(action.player)]  # type: ignore[attr-defined]  # a Pass, as above
        if a.done:
            happened += auction.settle(state)
        return happened

    def _pay(self, state: State, action: Pay) -> list[Event]:
        able = auction.payers(state)
        if action.color not in able:
            assert state.winner is not None
            raise PayError(
                N_("{color} cannot pay {price}M: pay from {choices:or}."),
                color=action.color,
                price=state.price,
                choices=colour_nouns(able),
            )
        return [auction.pay(state, action.color)]

    def _place(self, state: State, action: Place) -> list[Event]:
        problem = lots.placement_problem(action.cubes, state.in_hand, state.lots, state.awarded)
        if problem is not None:
            raise problem
        happened: list[Event] = lots.place(state, action.player, action.cubes)
        state.winner = None
        state.price = 0
        if state.turn == TURNS:
            happened += lots.award_the_rest(state)
            results = scoring.fortunes(state, state.awarded)
            state.winners = scoring.winners(results)
            state.phase = OVER
            state.roller = None
            happened.append(GameEnded(state.winners, tuple(result.fortune for result in results)))
            return happened
        assert state.roller is not None
        state.turn += 1
        state.roller = next_seat(state.roller, state.players)
        state.loaned.clear()
        state.phase = ROLL
        happened.append(TurnStarted(state.turn, state.roller))
        return happened

    # -- reading -------------------------------------------------------------
    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        return summary(self, state, viewer)

    def describe(self, state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
        t = translate or str

        def colour(c: Any) -> Any:
            return t(COLOUR_WORDS.get(c, c)) if isinstance(c, str) else c

        values = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}
        names = state.names

        def name(seat: Any) -> str:
            return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

        for key in ("player", "roller", "owner"):
            if key in values:
                values[f"{key}_name"] = name(values[key])
        if "space" in values:
            values["space_label"] = values["space"] + 1
        if "broker" in values:
            values["broker_label"] = values["broker"] + 1

        def counted(cubes: Any) -> str:  # "2 red and 1 white", "2 rossi e 1 bianco": the cubes, not bare colours
            return list_format(t)([say(count, t) for count in cube_counts(list(cubes))], "and")

        if "cubes" in values:
            values["cubes_text"] = counted(values["cubes"])
        if "placement" in values:
            values["placement_text"] = clauses(
                [t(N_("{cubes} on {lot}")).format(cubes=counted(c), lot=lot) for lot, c in values["placement"].items()],
                t,
            )
        if "price" in values:
            values["price_text"] = (
                t(N_("free (nobody bid)")) if values["free"] else t(N_("for {price}M")).format(price=values["price"])
            )
        if "fortunes" in values:
            values["fortunes_text"] = ", ".join(
                f"{name(seat)} {fortune}M" for seat, fortune in enumerate(values["fortunes"])
            )
        if "winners" in values:
            won = [name(seat) for seat in values["winners"]]
            values["winners_text"] = (
                (
                    t(N_("{name} wins.")).format(name=won[0])
                    if len(won) == 1
                    else t(N_("{names} share the win.")).format(
                        names=t(N_("{items} and {last}")).format(items=", ".join(won[:-1]), last=won[-1])
                    )
                )
                if won
                else t(N_("Nobody owns 2 lots: nobody wins."))
            )
        if isinstance(values.get("color"), str):
            values["color"] = colour(values["color"])
        template = event.template
        if isinstance(event, LotAwarded) and event.color is None:
            template = event.empty_template if event.empty else event.nobody_template
        elif isinstance(event, LotAwarded) and event.owner is None:
            template = event.dummy_template
        elif isinstance(event, AuctionRepeated) and not event.cash:
            template = event.broke_template
        elif isinstance(event, AuctionWon) and not event.free:
            template = event.bought_template
        player = values.get("player")
        one_colour = getattr(event, "one_colour_template", None)
        if one_colour and isinstance(player, int) and 0 <= player < len(names) and len(state.colors_of(player)) == 1:
            template = one_colour  # "Dan pays 15M to the bank", not "… from white": Dan plays white alone
        try:
            return fill(template, values, translate)
        except (KeyError, IndexError, ValueError):
            return event.type

    def preview(self, state: State, action: Action) -> Any:
        """Before a placement is confirmed: what it would do to each lot it names (see :mod:`.insight`).

        A lot named with no cubes reads as it stands now. None for anything but a placement while one is due.
        """
        if type(action) is not Place or state.phase != PLACE or not isinstance(action.cubes, dict):
            return None
        return {
            "lots": {
                lot: insight.lot_preview(state, lot, tuple(cubes))
                for lot, cubes in action.cubes.items()
                if lot in state.lots
            }
        }

    def label(self, state: State, choice: Choice) -> str:
        """A short menu text for a choice (front-ends list ``legal_actions`` with it)."""
        if isinstance(choice, ActionSet):
            return choice.describe()
        if isinstance(choice, ActionRange):
            return f"{choice.type} {choice.low}..{choice.high}M"
        if isinstance(choice, Loan):
            return f"loan for {choice.color or state.colors_of(choice.player)[0]} ({state.names[choice.player]})"
        if isinstance(choice, Roll):
            return f"roll {choice.value}"
        if isinstance(choice, FirstPlayer):
            return f"{state.names[choice.player]} starts"
        if isinstance(choice, Pay):
            return f"pay from {choice.color}"
        return choice.type

    # -- checking ------------------------------------------------------------
    def check_invariants(self, state: State) -> None:
        state.ledger.check()
        for color in COLORS:
            total = (
                sum(space.count(color) for space in state.spaces)
                + state.in_hand.count(color)
                + sum(counts.get(color, 0) for counts in state.lots.values())
                + state.removed[color]
            )
            if state.phase != LAYOUT and total != CUBES_PER_COLOR:
                raise InvariantBroken(f"{total} {color} cubes accounted for, not {CUBES_PER_COLOR}")
        for lot, counts in state.lots.items():
            held = sum(counts.values())
            if held > LOT_CAPACITY:
                raise InvariantBroken(f"{lot} holds {held} cubes")
            if lot in state.awarded:
                awarded = state.awarded[lot]
                if awarded is not None and counts != {awarded: 1}:
                    raise InvariantBroken(f"{lot} was awarded to {awarded} but holds {counts}")
            elif held == LOT_CAPACITY:
                raise InvariantBroken(f"{lot} has 7 cubes but was not awarded")
            elif state.free.get(lot) != LOT_CAPACITY - held:
                raise InvariantBroken(f"{lot} holds {held} cubes but the room kept for it is {state.free.get(lot)}")
        if set(state.free) & set(state.awarded):
            raise InvariantBroken("a decided lot still has room")
        if any(color not in state.seating.money_colors for color in state.debts):
            raise InvariantBroken("a colour without money has debts")
        if state.phase in (ROLL, BID, PAY, PLACE):
            if not 1 <= state.turn <= TURNS:
                raise InvariantBroken(f"turn {state.turn} outside 1..{TURNS}")
            done = state.turn - (1 if state.phase in (ROLL, BID) else 0)
            full = sum(1 for space in state.spaces if space)
            if full != AUCTION_SPACES - done:
                raise InvariantBroken(f"{full} spaces hold cubes in turn {state.turn} ({state.phase})")
        if state.phase == OVER:
            if state.turn != TURNS or any(state.spaces) or len(state.awarded) != len(state.board.lots):
                raise InvariantBroken("the game ended before 18 turns, with cubes on spaces or lots undecided")
        if sum(state.removed.values()) + sum(len(s) for s in state.spaces) > TOTAL_CUBES:
            raise InvariantBroken("more cubes than the game has")

    # -- random play ---------------------------------------------------------
    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        colors = chance.shuffled(COLORS)
        picked: list[Any] = [colors[:2], colors[2:]] if players == 2 else colors[:players]
        return {
            "players": list(SIM_NAMES[:players]),
            "colors": picked,
            "hidden_money": chance.randint(0, 1) == 1,
            "board": "default",
            "seed": chance.fork_seed(),
        }

    def choose_random(self, state: State, chance: ChanceSource) -> Action:
        """A random legal move, biased towards sensible play so games look like games.

        Always a member of ``legal_actions`` (``simulate`` checks it).
        """
        phase = state.phase
        if phase == LAYOUT:
            spaces, broker = deal_layout_with(chance)
            return Layout(spaces, broker)
        if phase == FIRST_PLAYER:
            return FirstPlayer(chance.randint(0, state.players - 1))
        if phase == ROLL:
            # One draw decides: a loan one time in twelve (if any is possible), else the die.
            draw = chance.randint(0, 12 * DIE_SIDES - 1)
            if draw < DIE_SIDES:
                offers = loans.loan_choices(state)
                if offers:
                    return offers[draw % len(offers)]
            assert state.roller is not None
            return Roll(state.roller, draw % DIE_SIDES + 1)
        if phase == BID:
            # One draw decides. Rarely anybody's loan (loans need not wait for one's turn); a
            # bidder who cannot raise borrows half the time if allowed, else passes; otherwise
            # a pass one time in three, or a modest raise (hidden money: now and then beyond
            # the cash, to exercise the repeated auction).
            draw = chance.randint(0, 59)
            if draw == 0:
                offers = loans.loan_choices(state)
                if offers:
                    return offers[len(offers) // 2]
            a = state.auction
            assert a is not None
            seat = a.to_act
            assert seat is not None
            low = a.min_next_bid
            cash = state.payable(seat)
            if low > cash and draw < 30 and loans.window_open(state):
                own = [loan for loan in loans.loan_choices(state) if loan.player == seat]
                if own:
                    return own[0]
            high = min(low + 5, cash + 3 if auction.cash_hidden(state, seat) else cash)
            if low > high or draw < 20:
                return Pass(seat)
            return Bid(seat, low + draw % (high - low + 1))
        if phase == PAY:
            return Pay(state.winner, chance.choice(auction.payers(state)))  # type: ignore[arg-type]  # PAY: a lot was won
        assert state.winner is not None
        return Place(state.winner, random_placement(state.in_hand, state.free, chance))


GAME = BigShot()
