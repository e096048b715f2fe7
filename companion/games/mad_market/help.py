"""The rules help for the help screen, rulings and the companion's decisions included."""

from __future__ import annotations

from companion.core import N_

RULES: tuple[str, ...] = (
    N_(
        "2 to 6 players, 500 each. One die each decides who starts (highest; the tied throw again). Six share "
        "types of 300 shares, numbered 1 to 6 like the die faces; every marker starts on field 6; a share is worth "
        "its field's value. Pawns move on the board; the companion works out where they land."
    ),
    N_(
        "A move: throw the white and the black die together. The white die's share rises one field, the black "
        "die's falls one (equal dice move nothing, and give no extra move). The forecast marker advances one field "
        "(wrapping round) and moves the share its field names, doubles or not. The pawn moves the sum."
    ),
    N_(
        "Passing or landing on Start: 5 shares of a type per company you own, 30 for a holding (all three of a "
        "type) instead of 15, from the bank's free shares; the missing ones in cash at the current value."
    ),
    N_(
        "Company squares: buy an unowned one at its price with cash in hand. On a rival's company pay its rent "
        "(half the price), or the holding rent (the full price) if the owner has all three of the type. No rent on "
        "your own company or one held by the state. A holding's owner alone may trade its shares."
    ),
    N_(
        "Takeover: on a rival's company where its owner's pawn stands, with at least one guard, you may take it "
        "over instead of paying. An owner without guards loses it; otherwise you fight (white you, black the "
        "owner; the lower throw loses a guard, equal both). You win only if the owner runs out and you still have "
        "a guard; otherwise you pay double the rent."
    ),
    N_(
        "Stockbroker: hire one for 100, at most 2, one per visit. Security guard: hire any number at 30 each. "
        "Black market: buy one pack for 100 (one at a time), or sell the one you hold for 1000 (optional)."
    ),
    N_(
        "Police: nothing without a pack. With one, fight 2 officers at the game's first fight, then 3, 4, 5 (at "
        "most 5), whoever fights. White is you, black the police; the lower throw loses a card, equal both. If "
        "both run out together you win. A carrier without guards loses at once. Losing: the pack is confiscated "
        "and the fine of 1000 is paid, selling if need be."
    ),
    N_(
        "Auction: every company sold to the state is auctioned, in the order sold; if none, the first unowned "
        "company from Start. Open bidding from the lander, clockwise; passing is final; at least 1, never above "
        "your cash; no bid, no change. Personal crisis: return half of each holding of shares (rounded in your "
        "favour). Market crisis: one die; that share falls to the bottom. Vacation: pay half your cash. Casino: "
        "pay 300."
    ),
    N_(
        "After the landing: your stockbrokers (each once, different shares, before any trade), then trades: per "
        "type one buy or one sale of any size at the current value, then its marker moves one field. One item per "
        "move: jet 15 VP for 2000, yacht 7 for 1000, villa 3 for 500, limousine 1 for 200, while the supply lasts. "
        "You may sell a company to the state for half its price."
    ),
    N_(
        "Debts: who cannot pay sells shares (at least what the debt needs, or the whole type), then companies to "
        "the state at half price, until it is paid; with nothing left they pay all they have and leave the game."
    ),
    N_(
        "The end: the move in which a player reaches the target (35 VP) ends the game; with more than two players "
        "the players after them in the round, counted from the first player, have a last move (sell shares, buy "
        "one item, no company sales). Most VP wins; then cash; then cash plus shares; then a shared win."
    ),
    N_(
        "Ruling: a move goes dice, forecast, pawn, lap payout (at the values after those moves), the landing and "
        "its decision, then the open phase. A company is bought with cash in hand; a square offers only what can be "
        "taken (a broker below two and with 100, guards with 30, a pack with 100 or a pack to sell)."
    ),
    N_(
        "Ruling: a pack carrier without guards loses to the police at once, and that counts as a fight. A takeover's "
        "double fee is twice the rent the lander would have paid, paid to the owner."
    ),
    N_(
        "Ruling: auctions are among the players still in the game; a bidder without the minimum passes. With the "
        "'half of all shares' setting a personal crisis returns the cheapest types first. Half a company's price is "
        "rounded up for the seller."
    ),
    N_(
        "Ruling: a debt sale of a type sells at least what the rest of the debt needs, or all of it, and is that "
        "type's transaction of the move; shares frozen by someone else's holding stay frozen unless the table's "
        "setting allows their sale. A player who leaves the game keeps their items but is ranked last; the last "
        "player left wins."
    ),
    N_(
        "Ruling: company sales to the state happen in the open phase of one's own move, never in a last move. "
        "'More than two players' counts the players still in the game. A last move is a whole move (landing and "
        "its purchases included) in which shares are only sold."
    ),
    N_(
        "The board's squares, prices, share track and forecast are data: until the owner enters their box's "
        "board, a stand-in board (not the printed one) is used, and the screens say so."
    ),
)
