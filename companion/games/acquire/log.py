"""The game log: each event's English template filled in for a person to read.

Besides the event's own fields a template may use ``player_name``,
``chain_name``, ``survivor_name``, ``defunct_name`` / ``defunct_names``,
``tiles_text``, ``shares_text``, ``disposal_text``, ``free_share_text``, ``winner_names`` and
``win_verb``: display forms built here from the raw fields (which stay in the
event, so a translation can rebuild its own wording from them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from companion.core import N_, Event
from companion.core.i18n import fill
from companion.core.log_words import joined

from .state import State

# Display words a template may be given; translated with the template. Every kind of bonus the payout makes
# has its word here: a kind left out reached the log as its code ("riceve il bonus di shared").
KINDS = {
    "majority": N_("majority"),
    "minority": N_("minority"),
    "shared": N_("shared majority and minority"),  # a tie for most shares: both bonuses added and split
}

#: A holder's disposal of a defunct chain's shares, in the parts that happened: a line that said every part
#: read "sells 0 Luxor for $0, trades 2 for 1 Tower and keeps 0".
DISPOSAL_PARTS = (
    ("sell", N_("sells {sell} {chain_name} for ${proceeds:,}")),
    ("trade", N_("trades {trade} {chain_name} for {received} {survivor_name}")),
    ("keep", N_("keeps {keep} {chain_name}")),
)


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
        bought = [f"{count} {display(chain)}" for chain, count in values["shares"].items()]
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
    if event.type == "shares_disposed":
        done = [text for key, text in DISPOSAL_PARTS if values[key]] or [DISPOSAL_PARTS[-1][1]]
        values["disposal_text"] = joined([fill(text, values, translate) for text in done], t)
    if values.get("kind") in KINDS:
        values["kind"] = t(KINDS[values["kind"]])
    return values


def describe_event(state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
    english = event.template
    if getattr(event, "shares", None) == {}:
        english = getattr(event, "template_nothing", english)
    return fill(english, event_values(state, event, translate), translate)


def game_log(state: State, events: Iterable[Event], translate: Callable[[str], str] | None = None) -> str:
    """The whole log as text, one sentence per line."""
    return "\n".join(describe_event(state, event, translate) for event in events)
