"""A lone yes or no typed at the turn's question, read through what the engine offers there.

Players answer a question as they would across the table: "oui", "sì", "no". Where the options are one thing to
do and the seat's own pass (an offer: "buy CRY-1 for 140?" beside Decline), that is a yes or a no; anywhere else
the word was read as the first option whose words held it: "oui" at a tile to build, listed as "choose: tile cost
($), completes a link (yes or no)", opened the tile's cost question. Only the engine's public contract is read
(the decision, its options and the seat's pass), so every game's questions are read alike.
"""

from __future__ import annotations

from companion.core import BoardPick, Pick
from companion.core.decisions import Decision
from companion.core.records import Action

EITHER = " or "
"""What an English question template says where it names both of its answers ("take Logistics over from Ben, or pay
40?"): a yes or a no answers neither of them."""


def yes_and_no(decision: Decision, passing: Action | None) -> tuple[Action, Action] | None:
    """What a no and a yes do at ``decision``, in that order: the seat's pass (``passing``) and the one other
    option, where the question offers just those two and does not name them both ("hire a stockbroker?", "the black
    market" beside Decline); else None.

    A pick of two things to do (two chains to survive), a board of squares or a question naming its two answers
    (an either-or) is not asked yes or no: a yes there would be a guess.
    """
    if not isinstance(decision, Pick) or isinstance(decision, BoardPick) or passing is None:
        return None
    if EITHER in decision.label:
        return None
    options = [option for option in decision.options if option.enabled]
    declines = [option for option in options if option.action == passing]
    if len(options) != 2 or len(declines) != 1:
        return None
    taken = next(option for option in options if option is not declines[0])
    return declines[0].action, taken.action
