"""The Steam Barons engine: the stock-market game's turn, wired to the kit's contract.

A game goes: order of play (chance) → first player (chance) → five turns of
1 auctions and offer rounds → 2 builds → 3 two rounds of deliveries →
4 dividends and prices (by itself) → 5 sealed sales → 6 bankruptcy (by
itself) → 7 a new order of play (chance; not after turn 5) → 8 the end.
The phase modules hold the rules; :mod:`.flow` moves from one to the next.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from companion.core import (
    Action,
    ActionRange,
    ActionSet,
    Actor,
    ChanceSource,
    Choice,
    Event,
    Game,
    GameOption,
    GameOver,
    Prompt,
    WrongPhase,
)
from companion.core.i18n import N_

from . import building, buying, invariants, ordering, position, selling
from .actions import (
    Bid,
    Build,
    Buy,
    CompanyOrder,
    Deliver,
    EndBuild,
    FirstPlayer,
    Pass,
    Sell,
    SkipDelivery,
    actions,
)
from .bot import CHOOSERS
from .choices import AnyOrder, Deliveries, Sales
from .decide import build_preview, decisions
from .events import events
from .flow import STEPS
from .help import RULES
from .log import company_name, describe
from .rules import COMPANY_NAMES, MAPS, MAX_PLAYERS, MIN_PLAYERS
from .setup import new_state, prepare_config
from .state import AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, FIRST_PLAYER, OVER, SELL, State
from .summary import summary

WAITING_FOR = {
    COMPANY_ORDER: N_("the order of play"),
    FIRST_PLAYER: N_("the first player"),
    AUCTION: N_("a bid or a pass"),
    BUY: N_("a purchase"),
    BUILD: N_("a tile or the end of building"),
    DELIVER: N_("a delivery or a skip"),
    SELL: N_("the sealed sales"),
}
OVER_PROMPT = Prompt(None, OVER)
SIM_NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


class SteamBarons(Game[State]):
    name = "steam_barons"
    title = "Steam Barons"
    rules = RULES
    options = (
        GameOption("map", N_("Map"), (("eastern_us", N_("Eastern US")), ("northern_england", N_("Northern England")))),
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    actions = actions
    events = events

    # -- set-up --------------------------------------------------------------
    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
        return prepare_config(config)

    def new_game(self, config: dict[str, Any]) -> State:
        return new_state(prepare_config(config))

    # -- a game joined in progress (the format: docs/steam-barons.md, Positions) --------------
    def position(self, state: State) -> dict[str, Any]:
        return position.position(state)

    def from_position(self, config: dict[str, Any], written: dict[str, Any]) -> State:
        return position.from_position(config, written)

    def prepare_position(self, config: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]:
        return position.prepare_position(config, written)

    # -- asking --------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def prompt(self, state: State) -> Prompt:
        phase = state.phase
        if phase == OVER:
            return OVER_PROMPT
        if phase == COMPANY_ORDER:
            return Prompt(
                None,
                phase,
                chance=True,
                data={"turn": state.turn + (0 if state.marker is None else 1), "companies": ordering.to_draw(state)},
            )
        if phase == FIRST_PLAYER:
            return Prompt(None, phase, chance=True)
        if phase == SELL:
            assert state.sales is not None
            waiting = state.sales.waiting_for
            return Prompt(
                waiting[0],
                phase,
                data={
                    "waiting_for": list(waiting),
                    "seats": list(state.sales.seats),
                    "last_turn": selling.last_turn(state),
                },
            )
        company = state.company
        if phase == AUCTION:
            auction = state.auction
            assert auction is not None and auction.to_act is not None
            seat = auction.to_act
            return Prompt(
                seat,
                phase,
                data={
                    "company": company,
                    "available": state.shares.available[company],
                    "high_bid": auction.high_bid,
                    "high_bidder": auction.high_bidder,
                    "min_next_bid": auction.min_next_bid,
                    "max_bid": state.cash(seat),
                },
            )
        if phase == BUY:
            assert state.buyer is not None
            low, high = buying.buy_limits(state, state.buyer)
            return Prompt(
                state.buyer,
                phase,
                data={
                    "company": company,
                    "price": state.price,
                    "winner": state.winner,
                    "available": state.shares.available[company],
                    "low": low,
                    "high": high,
                },
            )
        controller = state.companies[company].controller
        if phase == BUILD:
            rules = state.map_rules
            return Prompt(
                controller,
                phase,
                data={
                    "company": company,
                    "tiles": state.tiles,
                    "limit": state.limit(),
                    "treasury": state.treasury(company),
                    "unissued": state.shares.unissued[company],
                    "payable": building.payable(state, company),
                    "city_link": rules.city_link,
                    "surcharges": dict(rules.surcharges),
                },
            )
        return Prompt(
            controller,
            phase,
            data={
                "company": company,
                "round": state.round,
                "links": state.companies[company].links,
                "ownerless": state.ownerless,
            },
        )

    def legal_actions(self, state: State) -> list[Choice]:
        phase = state.phase
        if phase == OVER:
            return []
        if phase == COMPANY_ORDER:
            return [CompanyOrder(ordering.drawn(state)), AnyOrder(tuple(ordering.to_draw(state)))]
        if phase == FIRST_PLAYER:
            return [FirstPlayer(seat) for seat in range(state.players)]
        if phase == SELL:
            assert state.sales is not None
            last = selling.last_turn(state)
            return [Sales(seat, selling.sellable(state, seat), last) for seat in state.sales.waiting_for]
        if phase == AUCTION:
            assert state.auction is not None
            seat = state.auction.to_act
            assert seat is not None
            choices: list[Choice] = [Pass(seat)]
            low, high = buying.bid_range(state, seat)
            if low <= high:
                choices.append(ActionRange(Bid, "amount", low, high, {"player": seat}))
            return choices
        if phase == BUY:
            assert state.buyer is not None
            low, high = buying.buy_limits(state, state.buyer)
            return [ActionRange(Buy, "count", low, high, {"player": state.buyer})]
        company = state.company
        controller = state.companies[company].controller
        assert controller is not None
        if phase == BUILD:
            most = building.payable(state, company)
            built: list[Choice] = []
            if most >= 1:
                built = [
                    ActionRange(
                        Build, "cost", 1, most, {"player": controller, "completes_link": link, "company": company}
                    )
                    for link in (False, True)
                ]
            return [*built, EndBuild(controller, company)]
        return [
            Deliveries(controller, state.companies[company].links, state.ownerless, company),
            SkipDelivery(controller, company),
        ]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        return decisions(self, state, prompt)

    # -- acting --------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        """Check ``action`` completely, then change the state; a refusal changes nothing."""
        phase = state.phase
        step = STEPS.get(type(action))
        if step is None or step[0] != phase:  # no action is accepted once the game is over
            if phase == OVER:
                raise GameOver()
            raise WrongPhase(action=getattr(action, "type", type(action).__name__), waiting_for=WAITING_FOR[phase])
        _, handle, then = step
        happened, finished = handle(state, action)
        return happened + then(state) if finished else happened

    # -- reading -------------------------------------------------------------
    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        return summary(self, state, viewer)

    def insight(self, state: State) -> dict[str, dict[str, Any]]:
        """The referee's insight per company (also in the summary under ``insight``)."""
        from .insight import insight

        return insight(state)

    def describe(self, state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
        return describe(state.names, event, translate)

    def preview(self, state: State, action: Action) -> Any:
        """Before confirming: a tile's issue and treasury after; a delivery's performance after."""
        if type(action) is Build and state.phase == BUILD and type(action.cost) is int:
            return build_preview(state, action.cost)
        if type(action) is Deliver and state.phase == DELIVER and type(action.own_links) is int:
            firm = state.companies[state.company]
            return {
                "company": state.company,
                "performance": firm.performance,
                "performance_after": firm.performance + max(0, action.own_links),
            }
        return None

    def upgrade(self, state: State, action: Action) -> Action:
        """A company-turn action from a journal written before it named its company: the operating one's."""
        if isinstance(action, COMPANY_TURN) and action.company is None and state.phase in (BUILD, DELIVER):
            return dataclasses.replace(action, company=state.company)
        return action

    def pass_action(self, state: State, seat: int) -> Action | None:
        """A seat's pass button: pass a bid, buy nothing, end building, skip a delivery."""
        phase = state.phase
        if phase == AUCTION and state.auction is not None and state.auction.to_act == seat:
            return Pass(seat)
        if phase == BUY and state.buyer == seat and seat != state.winner:
            return Buy(seat, 0)
        if phase in (BUILD, DELIVER) and state.companies[state.company].controller == seat:
            company = state.company
            return EndBuild(seat, company) if phase == BUILD else SkipDelivery(seat, company)
        return None

    def label(self, state: State, choice: Choice) -> str:
        """A short menu text for a choice."""
        if isinstance(choice, ActionSet):
            return choice.describe()
        if isinstance(choice, ActionRange):
            if choice.cls is Bid:
                return f"bid ${choice.low}..${choice.high}"
            if choice.cls is Buy:
                return f"buy {choice.low}..{choice.high} {company_name(state.company)}"
            if choice.cls is Build:
                link = " completing a link" if choice.fixed.get("completes_link") else ""
                return f"tile ${choice.low}..${choice.high}{link}"
            return f"{choice.type} {choice.low}..{choice.high}"
        kind = type(choice)
        if kind is Pass:
            return "pass"
        if kind is Bid:
            return f"bid ${choice.amount}"  # type: ignore[attr-defined]
        if kind is Buy:
            return f"buy {choice.count}"  # type: ignore[attr-defined]
        if kind is FirstPlayer:
            return f"{state.names[choice.player]} takes the marker"  # type: ignore[attr-defined]
        if kind is CompanyOrder:
            return "order: " + ", ".join(COMPANY_NAMES.get(c, c) for c in choice.order)  # type: ignore[attr-defined]
        if kind is Build:
            return f"tile ${choice.cost}" + (" completing a link" if choice.completes_link else "")  # type: ignore[attr-defined]
        if kind is EndBuild:
            return "end building"
        if kind is Deliver:
            return f"deliver {choice.own_links} own + {choice.ownerless_links} ownerless links"  # type: ignore[attr-defined]
        if kind is SkipDelivery:
            return "skip delivery"
        if kind is Sell:
            shares = choice.shares  # type: ignore[attr-defined]
            return "sell " + (", ".join(f"{n} {COMPANY_NAMES.get(c, c)}" for c, n in shares.items()) or "nothing")
        return choice.type

    # -- checking ------------------------------------------------------------
    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    # -- random play ---------------------------------------------------------
    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        return {
            "players": list(SIM_NAMES[:players]),
            "map": MAPS[chance.randint(0, len(MAPS) - 1)],
            "card": "placeholder",
            "seed": chance.fork_seed(),
        }

    def choose_random(self, state: State, chance: ChanceSource) -> Action:
        """A random legal move, biased towards sensible play (always a member of ``legal_actions``)."""
        return CHOOSERS[state.phase](state, chance)  # bot.choose, one call fewer per move


COMPANY_TURN = (Build, EndBuild, Deliver, SkipDelivery)
"""The actions of a company's own turn, which name the company they are for."""

GAME = SteamBarons()
