"""Set-up: the configuration, the starting cash, and every company's certificate, treasury and first share.

- Each player: $40 with 2 players, $30 with 3, $25 with 4, $20 with 5 or 6.
- Each company: $5 in its treasury, one share in Available Shares, the rest of
  its 6 (Northern England) or 8 (Eastern US) tokens unissued on the
  certificate, price $5, performance 0, no controller.
- Then chance: the order of play (drawn from the bag) and the first player.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from companion.core import BANK, ConfigError, Ledger
from companion.core.i18n import N_
from companion.core.options import check_options, check_seed
from companion.core.players import check_names

from .card import CARD, Card, packaged_card
from .holdings import Holdings
from .rules import COMPANIES, MAPS, MAX_PLAYERS, MIN_PLAYERS, START_CASH, START_TREASURY
from .state import ACCOUNTS, Company, State

OPTIONS = ("players", "map", "card", "seed")
DEFAULT_MAP = "eastern_us"


def prepare_config(config: dict[str, Any]) -> dict[str, Any]:
    """Validate ``config`` and return it complete, with the card's full content embedded.

    Idempotent: preparing a prepared config gives it back unchanged, so the
    journal header (which stores the result) replays identically, whatever
    the packaged or saved card files say later.
    """
    config = check_options(config, OPTIONS)
    players = check_names(config.get("players"))
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ConfigError(N_("Steam Barons is for 2 to 6 players, not {count}."), count=len(players))
    chosen = config.get("map", DEFAULT_MAP)
    if chosen not in MAPS:
        raise ConfigError(N_("'map' must be eastern_us or northern_england, not {map!r}."), map=chosen)
    seed = check_seed(config)
    card = config.get("card", CARD.keyword)
    return {
        "players": list(players),
        "map": chosen,
        # The packaged card, as CARD.resolve gives it, copied faster (every random game asks for it).
        "card": packaged_card() if card == CARD.keyword else CARD.resolve(card),
        "seed": seed,
    }


def new_state(config: dict[str, Any]) -> State:
    """The table after set-up, before the order of play and the first player are drawn."""
    card = Card.from_data(config["card"], validated=True)
    map_rules = card.maps[config["map"]]
    players = len(config["players"])
    ledger, shares = books(players, map_rules.shares)
    return State(
        config=config,
        names=list(config["players"]),
        card=card,
        map_rules=map_rules,
        ledger=ledger.copy(),
        shares=shares.copy(),
        companies={company: Company(company) for company in COMPANIES},
    )


@cache
def books(players: int, tokens: int) -> tuple[Ledger, Holdings]:
    """The set-up's books for ``players`` and a map of ``tokens`` tokens a company: every seat's starting cash
    and every treasury paid from the bank, the first share of each company issued.

    Made once per table size and map and never handed out: each new game takes copies (a copy of both costs
    a small part of opening the accounts, paying them one transfer at a time and checking the holdings'
    places again: about 90,000 instructions a game saved; ``tests/steam_barons/test_setup.py``).
    """
    seats = ACCOUNTS[:players]
    ledger = Ledger([*seats, *COMPANIES])
    cash = START_CASH[players]
    for seat in seats:
        ledger.transfer(BANK, seat, cash, "starting cash")
    for company in COMPANIES:
        ledger.transfer(BANK, company, START_TREASURY, "starting treasury")
    return ledger, Holdings(COMPANIES, tokens, players)
