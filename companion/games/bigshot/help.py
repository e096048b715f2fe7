"""The rules help for the help screen, rulings and the companion's decisions included."""

from __future__ import annotations

from companion.core import N_

RULES: tuple[str, ...] = (
    N_(
        "Set-up: each player owns one colour and starts with 10M. The 72 cubes lie 4 to a space on the 18 "
        "auction spaces, never 4 of one colour on a space. The broker starts on any space; the highest roll "
        "starts. The game lasts 18 turns."
    ),
    N_(
        "A turn: the roller moves the broker clockwise as many spaces as the die shows, skipping empty spaces. "
        "The 4 cubes there are auctioned; the die then passes to the left."
    ),
    N_(
        "Auction: bidding goes clockwise from the roller's left, so the roller speaks last. Raise by whole "
        "millions or pass; a pass is final. The last bidder pays the bank and takes the cubes. If nobody bids, "
        "the roller takes them free. Nobody may bid more than they can pay."
    ),
    N_("Placing: the winner puts all 4 cubes, of any colours, on lots with room; a lot holds at most 7."),
    N_(
        "A lot is awarded when its 7th cube arrives: the colour with the highest count that no other colour "
        "shares wins it (3/3/1 and 2/2/2/1 go to the single cube). The other cubes leave; the lot takes no more."
    ),
    N_(
        "Loans: once per turn a player may take a loan: a debt certificate that costs 10M at the end, paying "
        "9M for the first loan, 8M for the second, and so on; a loan that would pay nothing is refused."
    ),
    N_(
        "End: after the 18th placement every unfinished lot goes to the highest unique count (2/1/1 to the 2, "
        "2/2/1 to the 1); with no unique count or no cubes it goes to nobody. A lot next to a park is worth "
        "double to the owner of both. Fortune = lots + cash − 10M per debt."
    ),
    N_("Only players owning at least 2 lots can win; the highest fortune among them wins, even if negative."),
    N_(
        "Ruling: parks count as lots for the 2-lot condition. A lot next to two parks of the same owner is "
        "doubled twice. A tie for the highest fortune shares the win; if nobody owns 2 lots, nobody wins and "
        "the ranking is shown."
    ),
    N_(
        "Ruling: in the standard game a loan may be taken by any player from the start of the turn until the "
        "auction ends; in the hidden-money and two-player games only before the die is rolled."
    ),
    N_(
        "Hidden money: cash is secret (a player sees their own). A winner who bid more than they have makes the "
        "auction start again, and their cash is open for the rest of the game."
    ),
    N_(
        "Three players: the fourth colour is a dummy with no money that never bids; its cubes are bought and "
        "placed like the others and it can win lots, which then belong to nobody."
    ),
    N_(
        "Two players: each runs two colours of 10M each, kept apart. The auction winner chooses which colour "
        "pays (no mixing). Lots belong to colours; parks double only lots of the same colour. To win a player "
        "needs 2 lots with each colour; their fortune is the two colours' sum."
    ),
)
