"""The rules help for the help screen, rulings and the companion's decisions included."""

from __future__ import annotations

from companion.core import N_

RULES: tuple[str, ...] = (
    N_(
        "Set-up: each company has $5 in its treasury, one share in Available Shares, price $5 and performance 0. "
        "Players start with $40 (2 players), $30 (3), $25 (4) or $20 (5-6). The order of play of the companies is "
        "drawn, then the first player. The game lasts 5 turns; the most cash wins, a tie shares the win."
    ),
    N_(
        "At the table before the first turn: add the 16 black goods cubes to the bag, draw as many cubes for "
        "each city as its value and one for each town, put none on Goods Supply, then put the grey cubes back in "
        "the box. Goods are never replenished."
    ),
    N_(
        "The map stays yours: track must be continuous, no new cities are built, on the Eastern US map track "
        "starts from a port city, a city linked to one, or the company's own track. A cube stops at the first city "
        "of its colour, never visits a city or uses a link twice; black cubes go only to black cities. The "
        "companion records only costs and links."
    ),
    N_(
        "1 Buy shares: one auction per company with available shares, in order of play. The first-player marker's "
        "holder bids first, then clockwise; a pass is final. The opening bid is at least the price ($1 at price 0). "
        "The winner buys 1 or more shares at the winning bid; then each other player, clockwise from the winner, "
        "may buy the rest once at that price. The marker then passes one seat clockwise; if nobody bid it stays."
    ),
    N_(
        "Control: the first buyer takes the certificate. Another player takes it only by holding strictly more "
        "shares; it is checked after every purchase and after the sales are revealed."
    ),
    N_(
        "2 Build track: in order of play the controller builds for the company, paid from its treasury only. A "
        "shortfall is covered by issuing the fewest shares needed, $5 each whatever the price, while unissued "
        "tokens remain. Eastern US: turn + 1 tiles, city links $3, hills +$2, mountains +$3."
    ),
    N_(
        "3 Ship goods: two rounds; in each, every company ships at most one cube over its own and ownerless links. "
        "Performance rises by the own links used."
    ),
    N_(
        "4 Dividends and prices: every share held by a player pays the dividend for its company's performance, the "
        "controller gets the CEO bonus above 9, the treasury the profit. Then equal performances stack; the stacks "
        "take boxes on the Share Adjustment Table and prices move, with green and pink squares; above $18 is $18, "
        "below $0 is B. Performance returns to 0."
    ),
    N_(
        "5 Sell shares: everyone chooses in secret; all sales are revealed together and paid at the current "
        "price. In turn 5 everyone sells everything. 6 A company at B leaves the game: its shares are removed, its "
        "links become ownerless. 7 A new order of play is drawn (not in turn 5)."
    ),
    N_(
        "Ruling: bids and purchases are limited by the player's cash. Players who cannot pay a share are not "
        "offered any; the offer round stops when no share is left."
    ),
    N_(
        "Ruling: a company nobody has bought builds and ships nothing, stacks with the others at performance 0, "
        "receives the profit for 0 and moves with its stack."
    ),
    N_(
        "Ruling: when several players tie above the controller, the first of them clockwise from the controller "
        "takes the certificate. A holder with 0 shares keeps it until someone holds one."
    ),
    N_(
        "Ruling: shares of a company at B cannot be sold. A bankrupt company's treasury returns to the bank, its "
        "certificate is removed, and its token keeps a box of the adjustment table (0, then -1, then +1, then the "
        "card's next) for the rest of the game."
    ),
    N_(
        "Ruling: Northern England builds at most 3 tiles a turn. Reaching the limit ends the company's building. "
        "A delivery uses at least one link; a company with no usable link is not asked to ship."
    ),
    N_(
        "Ruling: in the sales, seats with nothing to sell are not asked; each seat submits once and nothing is "
        "shown until the last has chosen."
    ),
    N_(
        "The stock-market card's numbers are data: until the owner enters their card, a placeholder card (not the "
        "printed numbers) is used and shown as uncalibrated."
    ),
)
