"""The game log: each event's English template filled in for a person to read.

Besides the event's own fields a template may use ``player_name``,
``chain_name``, ``survivor_name``, ``defunct_name`` / ``defunct_names``,
``tiles_text``, ``shares_text``, ``received_text``, ``free_share_text``, ``winner_names`` and
``win_verb``: display forms built here from the raw fields (which stay in the
event, so a translation can rebuild its own wording from them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from companion.core import N_, Event, N_plural
from companion.core.i18n import fill
from companion.core.log_words import joined

from .events import SharesDisposed
from .state import State

# Display words a template may be given; translated with the template. Every kind of bonus the payout makes
# has its word here: a kind left out reached the log as its code ("riceve il bonus di shared").
KINDS = {
    "majority": N_("majority"),
    "minority": N_("minority"),
    "shared": N_("shared majority and minority"),  # a tie for most shares: both bonuses added and split
}

#: A holder's disposal of a defunct chain's shares, by the parts that happened (sell, trade, keep): one whole
#: sentence for each mix, its plural following its first count. A line joined from one clause per part read
#: "sells 0 Luxor for $0, trades 2 for 1 Tower and keeps 0", and could not be worded as a whole in Italian or
#: French. Nothing at all done reads as keeping (what a holder's shares then are).
DISPOSALS: dict[tuple[bool, bool, bool], str] = {
    (True, True, True): SharesDisposed.template,
    (True, True, False): N_plural(
        "{player_name} sells {sell} {chain_name} share for ${proceeds:,} and trades {trade} for {received_text}.",
        "{player_name} sells {sell} {chain_name} shares for ${proceeds:,} and trades {trade} for {received_text}.",
        "sell",
    ),
    (True, False, True): N_plural(
        "{player_name} sells {sell} {chain_name} share for ${proceeds:,} and keeps {keep}.",
        "{player_name} sells {sell} {chain_name} shares for ${proceeds:,} and keeps {keep}.",
        "sell",
    ),
    (False, True, True): N_plural(
        "{player_name} trades {trade} {chain_name} share for {received_text} and keeps {keep}.",
        "{player_name} trades {trade} {chain_name} shares for {received_text} and keeps {keep}.",
        "trade",
    ),
    (True, False, False): N_plural(
        "{player_name} sells {sell} {chain_name} share for ${proceeds:,}.",
        "{player_name} sells {sell} {chain_name} shares for ${proceeds:,}.",
        "sell",
    ),
    (False, True, False): N_plural(
        "{player_name} trades {trade} {chain_name} share for {received_text}.",
        "{player_name} trades {trade} {chain_name} shares for {received_text}.",
        "trade",
    ),
    (False, False, True): N_plural(
        "{player_name} keeps {keep} {chain_name} share.",
        "{player_name} keeps {keep} {chain_name} shares.",
        "keep",
    ),
}
#: One share sold, or kept, and nothing else: said once ("sells one Luxor share for $200"), the count a word.
ONE_SOLD = N_("{player_name} sells one {chain_name} share for ${proceeds:,}.")
ONE_KEPT = N_("{player_name} keeps one {chain_name} share.")
RECEIVED = N_plural("{received} {survivor_name} share", "{received} {survivor_name} shares", "received")
"""What a trade received, in the survivor's shares: "1 Tower share", "2 Tower shares"."""
BOUGHT = N_plural("{count} {chain_name} share", "{count} {chain_name} shares", "count")
"""One chain's part of a purchase, a noun with its own plural: "1 Tower share and 2 Imperial shares" (it read
"1 Tower and 2 Imperial", which Italian and French cannot say without their word for a share)."""


def template(event: Event) -> str:
    """The event's template, or the sentence of its case: a disposal says only the parts that happened."""
    if isinstance(event, SharesDisposed):
        sold, traded, kept = event.sell > 0, event.trade > 0, event.keep > 0
        if (sold, traded, kept) == (True, False, False) and event.sell == 1:
            return ONE_SOLD
        if (sold, traded, kept) == (False, False, True) and event.keep == 1:
            return ONE_KEPT
        return DISPOSALS.get((sold, traded, kept), DISPOSALS[False, False, True])
    if getattr(event, "shares", None) == {}:
        return getattr(event, "template_nothing", event.template)
    return event.template


def event_values(state: State, event: Event, translate: Callable[[str], str] | None = None) -> dict[str, Any]:
    """The event's fields plus the display helpers its template may name."""
    t = translate or str
    values: dict[str, Any] = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}
    names = state.names
    display = state.chain_name
    player = values.get("player")
    if isinstance(player, int) and 0 <= player < len(names):
        values["player_name"] = names[player]
    for key in ("chain", "survivor"):
        if isinstance(values.get(key), str):
            values[key + "_name"] = display(values[key])
    defunct = values.get("defunct")
    if isinstance(defunct, str):
        values["defunct_name"] = display(defunct)
    elif isinstance(defunct, tuple):
        values["defunct_names"] = joined([display(chain) for chain in defunct], t)
    if isinstance(values.get("tiles"), tuple):
        values["tiles_text"] = joined(values["tiles"], t)
    if isinstance(values.get("shares"), dict):
        bought = [
            fill(BOUGHT, {"count": count, "chain_name": display(chain)}, translate)
            for chain, count in values["shares"].items()
        ]
        values["shares_text"] = joined(bought, t)
    if "free_share" in values:
        values["free_share_text"] = t(
            N_(" and receives a free founder's share")
            if values["free_share"]
            else N_(" (no founder's share left to give)")
        )
    if isinstance(values.get("winners"), tuple):
        values["winner_names"] = joined([names[seat] for seat in values["winners"]], t)
        values["win_verb"] = t(N_("wins") if len(values["winners"]) == 1 else N_("share the win"))
    if isinstance(event, SharesDisposed):
        values["received_text"] = fill(RECEIVED, values, translate)
    if values.get("kind") in KINDS:
        values["kind"] = t(KINDS[values["kind"]])
    return values


def describe_event(state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
    return fill(template(event), event_values(state, event, translate), translate)


def game_log(state: State, events: Iterable[Event], translate: Callable[[str], str] | None = None) -> str:
    """The whole log as text, one sentence per line."""
    return "\n".join(describe_event(state, event, translate) for event in events)
