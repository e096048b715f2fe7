"""The rules help shown on the help screen, rulings included, and the new-game options."""

from __future__ import annotations

from companion.core import N_, GameOption

OPTIONS: tuple[GameOption, ...] = (
    GameOption("tiles", N_("Tiles"), (("physical", N_("Physical")), ("dealt", N_("Dealt by the companion")))),
    GameOption("names", N_("Chain names"), (("classic", N_("Classic")), ("1999", N_("1999 edition")))),
    GameOption("open_holdings", N_("Holdings"), ((True, N_("Open")), (False, N_("Hidden")))),
)

RULES: tuple[str, ...] = (
    N_(
        "Set-up: everyone has $6,000. Each player places one drawn tile; the tile closest to 1A (row letter "
        "first, then number: 9A beats 1B) starts, then play goes clockwise. Start tiles stay unincorporated."
    ),
    N_("A turn: play a tile, buy 0 to 3 shares, draw back to 6 tiles."),
    N_(
        "A tile with no neighbour just sits there. Next to one chain it grows it, with every connected "
        "unincorporated tile. Next to unincorporated tiles only it founds a chain of your choice; the founder "
        "gets one free share if any are left."
    ),
    N_(
        "A tile that would found an eighth chain cannot be played for now. A tile that would merge two safe "
        "chains (11 tiles or more) can never be played."
    ),
    N_(
        "Merger: the largest chain survives (the mergemaker breaks ties); the merging tile counts for no chain. "
        "Defunct chains are settled largest first (the mergemaker orders equal ones): majority and minority "
        "bonuses, then each holder from the mergemaker clockwise sells, trades 2 for 1 (while survivor shares "
        "last) or keeps. Split bonuses are rounded up to the next $100."
    ),
    N_("Buying: up to 3 shares of chains on the board, at current prices, limited by the pool and your cash."),
    N_(
        "End: on your turn you may declare the end when a chain has 41 tiles or more, or every chain on the "
        "board is safe; you finish your turn. Bonuses are paid for every chain, shares are sold, most cash wins."
    ),
    N_(
        "Two players: in every payout the stock market holds as many shares as the number on a drawn tile; it "
        "takes part in ties and its bonus stays in the bank."
    ),
    N_("Ruling: a player with no playable tile skips the tile step but still buys."),
    N_(
        "Ruling: when the draw pile is empty play goes on without drawing. If no player can play a tile and the "
        "end cannot be declared, the game ends as if declared (with physical tiles: after a whole round of "
        "'no playable tile')."
    ),
    N_("Ruling: with two players the market draws once per defunct chain and once per chain at the end."),
    N_(
        "Dealt tiles: at the end of your turn the companion puts your dead tiles out of the game and draws "
        "replacements (once per turn; dead tiles drawn then wait for your next turn)."
    ),
)
