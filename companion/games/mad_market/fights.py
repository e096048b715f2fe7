"""Fights, round by round: the police against a pack carrier, and a takeover against a company's owner.

Each round both dice are thrown together (a ``fight_roll``): white for the
player (the attacker), black for the police (the owner). The lower throw
loses one card (a guard or an officer); equal throws cost each side one.

- **Police**: the officers are 2 at the first fight of the game, then 3, 4
  and 5 (at most 5), counted across all players and all Police squares; the
  count advances with every fight, won or lost. The fight ends when a side
  runs out; if both run out together the player wins. A winner keeps the
  pack and the surviving guards; a loser has the pack confiscated and pays
  the 1000 fine through the debt flow. Ruling: a pack carrier without guards
  loses at once (the officers still count as a fight).
- **Takeover** (on a rival's company where its owner's pawn stands, with at
  least one guard): an owner without guards loses the company without a
  fight. Otherwise the lander chooses to fight or to pay; the attacker wins
  only if the owner runs out of guards and the attacker still has one; any
  other end costs the attacker double the fee he would have paid. Lost
  guards stay lost; a company changing hands breaks its holding.
"""

from __future__ import annotations

from companion.core import Event

from . import debts
from .actions import FightRoll, Takeover
from .events import FightRound, FightStarted, PackConfiscated, PoliceWon, TakeoverDone, TakeoverFailed
from .flow import to_open
from .rules import check_move_dice
from .state import FIGHT, Fight, State

POLICE, TAKEOVER = "police", "takeover"


def police(state: State, seat: int) -> list[Event]:
    """A pack carrier on a Police square: the officers come, and the count advances."""
    officers = state.police_next
    state.police_next = min(state.numbers["police_max"], officers + 1)
    guards = state.players[seat].guards
    happened: list[Event] = [FightStarted(POLICE, seat, guards, officers)]
    if guards == 0:
        return happened + police_over(state, seat, won=False)
    state.fight = Fight(POLICE, seat, guards, officers)
    state.phase = FIGHT
    return happened


def takeover(state: State, action: Takeover) -> list[Event]:
    """The lander takes the company over: at once if the owner has no guards, else by a fight."""
    from .landing import TAKEOVER as OFFER
    from .landing import expect_offer

    offer = expect_offer(state, OFFER, action)
    seat = action.player
    company, owner = offer.company, offer.owner
    assert company is not None and owner is not None
    state.offer = None
    defenders = state.players[owner].guards
    if defenders == 0:
        state.owners[company] = seat
        return [TakeoverDone(seat, owner, company, False)] + to_open(state)
    guards = state.players[seat].guards
    state.fight = Fight(TAKEOVER, seat, guards, defenders, owner, company, offer.fee)
    state.phase = FIGHT
    return [FightStarted(TAKEOVER, seat, guards, defenders, owner, company)]


def round_result(white: int, black: int) -> tuple[int, int]:
    """Cards lost by (white's side, black's side) in one round."""
    if white == black:
        return 1, 1
    return (1, 0) if white < black else (0, 1)


def fight_roll(state: State, action: FightRoll) -> list[Event]:
    check_move_dice(action)
    fight = state.fight
    assert fight is not None
    lost_white, lost_black = round_result(action.white, action.black)
    fight.guards -= lost_white
    fight.opponents -= lost_black
    fight.rounds.append((action.white, action.black))
    state.players[fight.player].guards = fight.guards
    if fight.defender is not None:
        state.players[fight.defender].guards = fight.opponents
    happened: list[Event] = [
        FightRound(fight.kind, fight.player, action.white, action.black, fight.guards, fight.opponents, fight.defender)
    ]
    if fight.guards > 0 and fight.opponents > 0:
        return happened
    state.fight = None
    if fight.kind == POLICE:
        return happened + police_over(state, fight.player, won=fight.opponents == 0)
    return happened + takeover_over(state, fight)


def police_over(state: State, seat: int, *, won: bool) -> list[Event]:

    happened: list[Event] = [PoliceWon(seat, won)]
    if won:
        return happened + to_open(state)
    state.players[seat].pack = False
    fine = state.numbers["fine"]
    return happened + [PackConfiscated(seat, fine)] + debts.charge(state, seat, fine, None, "police fine", None)


def takeover_over(state: State, fight: Fight) -> list[Event]:

    seat, owner, company = fight.player, fight.defender, fight.company
    assert owner is not None and company is not None
    if fight.opponents == 0 and fight.guards > 0:
        state.owners[company] = seat
        return [TakeoverDone(seat, owner, company, True)] + to_open(state)
    double = 2 * fight.fee
    from .events import RentPaid
    from .landing import fee

    _, holding = fee(state, company)
    return [TakeoverFailed(seat, owner, company)] + debts.charge(
        state, seat, double, owner, "double fee", RentPaid(seat, owner, company, double, holding, True)
    )
