"""Decisions as data: what each seat decides at each moment of a Big Shot turn.

Built from ``legal_actions`` alone, so a widget can only make what the engine
accepts; :meth:`BigShot.prompt` stays cheap for bots and ``simulate``, and the
front-ends ask for these through ``Game.decide``:

- the layout: a chance :class:`LayoutEntry`: the layout the companion dealt, or
  any valid one typed in from the table;
- the first player: a chance pick of the seats (rolled at the table or by the companion);
- the roll: the roller's one die, a chance actor (the real die typed in, or the
  companion rolls);
- the bid: an :class:`~companion.core.Amount` with the high bid and bidder, the
  next minimum, and as cap what the seat can pay (none where the cash is hidden:
  such a bid may go beyond it), with Pass beside it; a seat that cannot raise
  only confirms its pass, its note naming the high bid and its bidder (no
  amount widget shows them there);
- paying (two players, both colours can pay): a pick of the colour, each with
  its cash as the option's detail unless the cash is hidden;
- placing: an :class:`~companion.core.Entry` of the placements (the board
  picture collects it);
- loans: a *side* actor per seat that may borrow now, confirming its one loan
  (three or four players: its question states the terms, what it pays now and
  what it costs at the end) or picking which colour borrows (two players); the
  values give each loan's number and what it pays.

The questions of a turn name it ("Turn 3 of 18: Ann rolls"): the top of the
screen is where the players look for where the game stands. A decision may
carry a ``note`` value: one line that explains the moment (when
loans may be taken, who is still bidding), an ``N_`` template over the same
values as the question. The rules decide what the note says, so it lives here
beside the decision, not in each front-end.
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any

from companion.core import Action, ActionRange, Actor, Amount, Confirm, Dice, Die, Entry, Pick, Prompt
from companion.core.decisions import Decision, PickOption
from companion.core.dice import LONE
from companion.core.i18n import N_, Phrase, Word
from companion.data_classes import dataclass

from . import auction, loans
from .actions import FirstPlayer, Layout, Loan, Pass, Pay, Roll
from .choices import AnyLayout, Placements
from .rules import COLOUR_LABELS, COLOUR_WORDS, DIE_SIDES, LOAN_FACE
from .state import BID, FIRST_PLAYER, LAYOUT, OVER, PAY, PLACE, ROLL, State

if TYPE_CHECKING:
    from .engine import BigShot

DIE = (Die(LONE, "value", DIE_SIDES),)
"""The one die of a Big Shot turn (a serial ``DIE 4`` is a roll of 4)."""


@dataclass(frozen=True, slots=True)
class LayoutEntry(Entry):
    """The cubes on the 18 spaces: ``dealt`` is the companion's layout; ``choice`` takes any valid one.

    ``notes`` say how to read the dealt layout (``N_`` templates over the values: the broker's space, the
    dummy's colour), line by line, beside the picture of it."""

    dealt: Action | None = None
    notes: tuple[str, ...] = ()

    def _json(self) -> dict[str, Any]:
        data = super(LayoutEntry, self)._json()  # noqa: UP008 - slots=True makes the class anew: a bare super() names the old one
        data["dealt"] = self.dealt.to_json() if self.dealt is not None else None
        data["notes"] = list(self.notes)
        return data


def _layout(state: State, legal: list[Any]) -> LayoutEntry:
    """The dealt layout proposed, any valid one accepted; the notes name the broker's space and the dummy."""
    dealt = next(c for c in legal if isinstance(c, Layout))
    every = next(c for c in legal if isinstance(c, AnyLayout))
    dummy = state.seating.dummy
    notes = (
        N_("The companion dealt the layout on the left:"),
        N_("4 cubes on each space, as shown."),
        N_("The broker starts on space {broker}."),
        *((N_("The dummy: {dummy}"),) if dummy else ()),
    )
    values = {"broker": dealt.broker + 1, "dummy": COLOUR_WORDS.get(dummy or "", "")}
    # what a phone says of it: anyone at the table's screen takes the dealt layout there or enters the table's own
    entered = N_("Lay out the cubes as the table's screen shows them, then take that layout there, or enter your own.")
    return LayoutEntry(N_("Lay out the cubes"), values=values, choice=every, dealt=dealt, notes=notes, entered=entered)


def colour_option(color: str, action: Action, detail: str = "") -> PickOption:
    """An option keyed by a cube colour (front-ends show its swatch), labelled with the colour's word as a label
    reads ("Red", as "Pass" beside it: the sentence's "red" made a lowercase button)."""
    return PickOption(color, COLOUR_LABELS.get(color, color), action, detail)


def decisions(game: BigShot, state: State, prompt: Prompt) -> tuple[Actor, ...]:
    phase = state.phase
    if phase == OVER:
        return ()
    legal = game.legal_actions(state)
    main = _main_actor(state, prompt, phase, legal)
    return (main, *_loan_actors(state, legal))


def _main_actor(state: State, prompt: Prompt, phase: str, legal: list[Any]) -> Actor:
    seat = prompt.player
    if phase == LAYOUT:
        return Actor(None, _layout(state, legal), chance=True)
    if phase == FIRST_PLAYER:
        options = tuple(
            PickOption(str(c.player), state.names[c.player], c) for c in legal if isinstance(c, FirstPlayer)
        )
        note = N_("Each player rolls the die; the highest starts.")
        return Actor(None, Pick(N_("Who starts?"), values={"note": note}, options=options), chance=True)
    assert seat is not None
    if phase == ROLL:
        assert any(isinstance(c, Roll) for c in legal)
        if loans.loans_before_auction(state):
            note = N_("Loans now, before the roll (below).")
        else:
            note = N_("Loans: any time until the auction ends.")
        values = {"turn": state.turn, "note": note}
        die = Dice(N_("Turn {turn} of 18: {name} rolls"), values=values, dice=DIE, cls=Roll, fixed={"player": seat})
        return Actor(seat, die, chance=True)
    if phase == BID:
        return Actor(seat, _bid(state, seat, legal))
    if phase == PAY:
        hidden = auction.cash_hidden(state, seat)  # the detail: each colour's cash, where everyone may see it
        options = tuple(
            colour_option(c.color, c, "" if hidden else f"{state.ledger[c.color]}M")
            for c in legal
            if isinstance(c, Pay)
        )
        values = {"turn": state.turn, "price": state.price, "note": N_("Both colours can pay: which one pays?")}
        return Actor(seat, Pick(N_("Turn {turn} of 18: {name} pays {price}M"), values=values, options=options))
    assert phase == PLACE
    placements = next(c for c in legal if isinstance(c, Placements))
    values = {"turn": state.turn, "count": len(placements.in_hand)}
    # a phone cannot take the cubes' spaces: it says what the table's screen waits for, and that the player enters it
    entered = N_("Put the cubes you won on the board's spaces, then enter on the table's screen where each went.")
    question = N_("Turn {turn} of 18: {name} places")
    return Actor(seat, Entry(question, values=values, choice=placements, entered=entered))


def _bid(state: State, seat: int, legal: list[Any]) -> Decision:
    a = state.auction
    assert a is not None and state.broker is not None
    names = ", ".join(state.names[s] for s in a.active)  # still in, in bidding order
    values = {
        "turn": state.turn,
        "space": state.broker + 1,
        "minimum": a.min_next_bid,
        "names": names,
        "note": N_("Still in: {names}"),
    }
    bids = next((c for c in legal if isinstance(c, ActionRange)), None)
    passing = next(c for c in legal if isinstance(c, Pass))
    if bids is None:  # the seat's cash is open here: hidden cash may always bid
        if _loan_lets_bid(state, seat, legal, a.min_next_bid):  # its button is beside the pass
            question = N_("Turn {turn} of 18: {name} cannot bid {minimum}M: pass or take a loan")
        else:
            question = N_("Turn {turn} of 18: {name} cannot bid {minimum}M: pass")
        if a.high_bidder is not None:  # no raise and no widget showing the standing bid: the note says whose it is
            values["note"] = N_("High bid {high}M by {bidder}. Still in: {names}")
            values |= {"high": a.high_bid, "bidder": state.names[a.high_bidder]}
        return Confirm(
            question,
            values={**values, "cash": state.payable(seat)},
            action=passing,
            button=N_("Pass"),
        )
    cap = None if auction.cash_hidden(state, seat) else state.payable(seat)
    return Amount(
        N_("Turn {turn} of 18: {name} to bid"),
        values=values,
        range=bids,
        high_bid=a.high_bid,
        high_bidder=a.high_bidder,
        cap=cap,
        unit="M",
        others=(PickOption("pass", N_("Pass"), passing),),
    )


def _loan_lets_bid(state: State, seat: int, legal: list[Any], minimum: int) -> bool:
    """True if a loan open to ``seat`` now would pay enough to bid ``minimum``: the question then says so, as the
    refusal of a bid too high does ("pass or take a loan"), rather than leave only "pass" beside the loan."""
    for choice in legal:
        if isinstance(choice, Loan) and choice.player == seat:
            color = choice.color or state.colors_of(seat)[0]
            if state.ledger[color] + loans.loan_payout(state.debts[color]) >= minimum:
                return True
    return False


def _loan_button(state: State, seat: int, color: str) -> str:
    """A loan's button: "Take the loan", naming the colour that borrows when the seat plays two (two players:
    once one colour has borrowed this turn, the other's loan is a confirm of its own, and "Ann: Take the loan"
    would not tell the table which of Ann's colours borrows). A :class:`Phrase`, so every front-end says it in
    the players' language, the colour's word with it."""
    if len(state.colors_of(seat)) < 2:
        return N_("Take the loan")
    return Phrase(N_("Take the loan for {color}"), color=Word(COLOUR_WORDS.get(color, color)))


def _loan_actors(state: State, legal: list[Any]) -> list[Actor]:
    offers: dict[int, list[Loan]] = defaultdict(list)
    for choice in legal:
        if isinstance(choice, Loan):
            offers[choice.player].append(choice)
    actors = []
    for seat in sorted(offers):
        colours = [(loan, loan.color or state.colors_of(seat)[0]) for loan in offers[seat]]
        if len(colours) == 1:
            loan, color = colours[0]
            debts = state.debts[color]
            # A seat of one colour borrows once a turn: naming its colour and "per colour" only raised a question
            decision: Decision = Confirm(
                N_(
                    "Loan number {number} for {name} ({color}): +{amount}M now, {cost}M owed at the end "
                    "(a debt certificate). One loan per colour per turn."
                )
                if len(state.colors_of(seat)) > 1
                else N_(
                    "Loan number {number} for {name}: +{amount}M now, {cost}M owed at the end "
                    "(a debt certificate). One loan per turn."
                ),
                values={"color": color, "number": debts + 1, "amount": loans.loan_payout(debts), "cost": LOAN_FACE},
                action=loan,
                button=_loan_button(state, seat, color),
                detail=f"+{loans.loan_payout(debts)}M",  # as a loan of one of two colours says it ("red (+9M)")
            )
        else:
            terms = {
                color: {"number": state.debts[color] + 1, "amount": loans.loan_payout(state.debts[color])}
                for _loan, color in colours
            }
            options = tuple(colour_option(color, loan, f"+{terms[color]['amount']}M") for loan, color in colours)
            # its side button says who takes it, as a one-colour loan's does ("Ben: Take the loan")
            decision = Pick(N_("Loan for {name}"), values={"loans": terms}, options=options, button=N_("Take the loan"))
        actors.append(Actor(seat, decision, side=True))
    return actors
