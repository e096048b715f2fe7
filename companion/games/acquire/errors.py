"""Acquire's refusals: one RuleViolation subclass per reason, each with a stable code.

Every template is an English sentence a player understands; the data carry
the raw values (tile, chain ids, sizes, counts) so a translator can rebuild
the sentence, plus ready-made display strings (``chain_name``) for English.
"""

from __future__ import annotations

from companion.core import N_, InvalidChoice, N_plural, RuleViolation


class UnknownTile(InvalidChoice):
    code = "unknown_tile"
    template = N_("{tile!r} is not a square of the board (1A to 12I).")


class TileTaken(RuleViolation):
    code = "tile_taken"
    template = N_("{tile} is already on the board.")


class TileNotInHand(RuleViolation):
    code = "tile_not_in_hand"
    template = N_("{tile} is not in {player_name}'s hand.")


class DeadTile(RuleViolation):
    """The tile would merge two or more safe chains: permanently unplayable."""

    code = "dead_tile"
    template = N_("{tile} would merge two safe chains ({chains_text}): it can never be played.")


class EighthChain(RuleViolation):
    """The tile would found an eighth chain: unplayable until a chain leaves the board."""

    code = "eighth_chain"
    template = N_(
        "{tile} would found an eighth chain while all seven are on the board: "
        "it can be played once a merger frees a chain."
    )


class PlayableTileHeld(RuleViolation):
    code = "playable_tile_held"
    template = N_("{player_name} can play {tile}: a tile must be played when one is playable.")


class UnknownChain(InvalidChoice):
    code = "unknown_chain"
    template = N_("{chain!r} is not a chain of this game (chains: {known}).")


class ChainOnBoard(RuleViolation):
    code = "chain_on_board"
    template = N_("{chain_name} is already on the board: found one of {available}.")


class NotLargestChain(RuleViolation):
    code = "not_largest_chain"
    template = N_plural(
        "{chain_name} ({size} tile) cannot survive: the largest chains are {candidates}.",
        "{chain_name} ({size} tiles) cannot survive: the largest chains are {candidates}.",
        "size",
    )


class NotNextDefunct(RuleViolation):
    code = "not_next_defunct"
    template = N_("{chain_name} cannot be settled next: choose one of {candidates}.")


class BadDisposal(RuleViolation):
    code = "bad_disposal"
    template = N_("Sell and trade whole numbers of shares, at least 0 each (not sell {sell}, trade {trade}).")


class OddTrade(RuleViolation):
    code = "odd_trade"
    template = N_("Shares are traded two for one: {trade} is not an even number.")


class TooManyShares(RuleViolation):
    code = "too_many_shares"
    template = N_plural(
        "{player_name} holds {held} {chain_name} share, not {wanted}.",
        "{player_name} holds {held} {chain_name} shares, not {wanted}.",
        "held",
    )


class TradePoolEmpty(RuleViolation):
    """The bank lacks the survivor's shares a trade needs. "but only 1 are left" did not agree and "but only 0 are
    left" read as if a few were there: the bank "has only N left", or "has none left" (``none_template``)."""

    code = "trade_pool_short"
    template = N_plural(
        "Trading {trade} {chain_name} shares needs {needed} {survivor_name} share; the bank has only {available} left.",
        "Trading {trade} {chain_name} shares needs {needed} {survivor_name} shares; the bank has only {available} left.",
        "needed",
    )
    none_template = N_plural(
        "Trading {trade} {chain_name} shares needs {needed} {survivor_name} share; the bank has none left.",
        "Trading {trade} {chain_name} shares needs {needed} {survivor_name} shares; the bank has none left.",
        "needed",
    )


class BuyLimit(RuleViolation):
    code = "buy_limit"
    template = N_("At most 3 shares may be bought in a turn, not {count}.")


class BadBuyCount(RuleViolation):
    code = "bad_buy_count"
    template = N_("Buy at least 1 share of each chain you name ({chain}: {count}).")


class ChainNotActive(RuleViolation):
    code = "chain_not_active"
    template = N_("{chain_name} is not on the board: its shares cannot be bought.")


class SharesSoldOut(RuleViolation):
    code = "shares_sold_out"
    template = N_plural(
        "Only {available} {chain_name} share is left, not {count}.",
        "Only {available} {chain_name} shares are left, not {count}.",
        "available",
    )


class NoSharesLeft(RuleViolation):
    """A chain's shares sold out (its code is :class:`SharesSoldOut`'s): "Only 0 Luxor shares are left, not 3."
    said a count where there is none."""

    code = "shares_sold_out"
    template = N_("No {chain_name} shares are left in the bank.")


class CannotAfford(RuleViolation):
    code = "cannot_afford"
    template = N_("{player_name} has ${cash:,} but these shares cost ${cost:,}.")


class CannotAffordHidden(RuleViolation):
    """:class:`CannotAfford` at a table that hides holdings: a refusal is read on the shared screen (and kept in
    the log), so it names no cash, neither in its sentence nor in its data; the front-ends' own sentence for it."""

    code = "cannot_afford"
    template = N_("That costs more than you have.")


class EndNotReached(RuleViolation):
    """The end may not be declared yet; the sentence says what would allow it, from where the board stands.

    With chains on the board it names the largest (how far from 41 tiles) and the chains not yet safe (how far
    each is from 11), so players see which of the two ways is closer; with none, that a chain must be founded
    first. Build it with :meth:`for_board`.
    """

    code = "end_not_reached"
    template = N_(
        "The end cannot be declared yet: it needs a chain of 41 tiles or more (the largest, {largest_name}, has "
        "{largest}), or every chain on the board safe at 11 tiles (not safe yet: {unsafe_text})."
    )
    NO_CHAIN = N_(
        "The end cannot be declared yet: no chain is on the board. It can be once a chain has 41 tiles or more, "
        "or every chain on the board is safe (11 tiles or more)."
    )

    @classmethod
    def for_board(cls, sizes: dict[str, int], display: dict[str, str], safe_size: int) -> EndNotReached:
        """The refusal for chains of ``sizes`` (chain id -> tiles, in the name set's order) shown by ``display``,
        a chain being safe from ``safe_size`` tiles."""
        if not sizes:
            return cls(cls.NO_CHAIN, sizes={})
        largest = max(sizes, key=lambda chain: sizes[chain])
        unsafe = [chain for chain, size in sizes.items() if size < safe_size]
        return cls(
            sizes=dict(sizes),
            largest=sizes[largest],
            largest_name=display.get(largest, largest),
            unsafe=unsafe,
            unsafe_text=", ".join(f"{display.get(chain, chain)} {sizes[chain]}" for chain in unsafe),
        )


class EndAlreadyDeclared(RuleViolation):
    code = "end_already_declared"
    template = N_("The end has already been declared: finish the turn.")


class BadMarketHolding(InvalidChoice):
    code = "bad_market_holding"
    template = N_("The market's holding is the number on a tile, 1 to 12, not {shares}.")


class MarketDrawMismatch(RuleViolation):
    code = "market_draw_mismatch"
    template = N_plural(
        "The companion drew {tile} for the market, so it holds {drawn} share, not {shares}.",
        "The companion drew {tile} for the market, so it holds {drawn} shares, not {shares}.",
        "drawn",
    )
