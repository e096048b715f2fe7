"""What happened in Steam Barons: these ``type`` tags drive the lights, sounds and game log.

Templates are English sentences; :mod:`.log` fills the display slots
(``player_name``, ``company_name``, ``order_text`` …) from the raw fields.
A sealed sale shows only *that* a seat has chosen (``sale_sealed``); what it
sold appears in ``sales_revealed`` once every seat has chosen.
"""

from __future__ import annotations

from companion.core import N_, Codec, Event, N_plural, auction_events

events = Codec("event")


@events.register
class OrderDrawn(Event):
    type = "order_drawn"
    template = N_("Order of play for turn {turn}: {order_text}.")
    turn: int
    order: tuple[str, ...]


@events.register
class FirstPlayerChosen(Event):
    type = "first_player"
    template = N_("{player_name} takes the first-player marker.")
    player: int


@events.register
class TurnStarted(Event):
    type = "turn_started"
    template = N_("Turn {turn} of 5 begins: buy shares.")
    turn: int


@events.register
class NoShares(Event):
    """Companies next to each other in the order of play with no share to auction, said together."""

    type = "no_shares"
    template = N_plural(
        "{companies_text} has no shares available: no auction.",
        "{companies_text} have no shares available: no auction.",
        "companies_count",
    )
    companies: tuple[str, ...]


@events.register
class AuctionOpened(Event):
    type = "auction_opened"
    template = N_(
        "Auction of {company_name} ({available_text} on offer): {player_name} bids first, at least ${minimum:,}."
    )
    company: str
    available: int
    minimum: int
    player: int


@events.register
class BidMade(auction_events.CompanyBidMade):
    template = N_("{player_name} bids ${amount:,} for {company_name}.")


Passed = events.register(auction_events.CompanyPassed)


@events.register
class AuctionWon(auction_events.CompanyAuctionWon):
    template = N_("{player_name} wins the {company_name} auction at ${price:,} a share.")


@events.register
class NobodyBid(auction_events.CompanyNobodyBid):
    template = N_("Nobody bids for {company_name}: its shares stay available.")


@events.register
class SharesBought(Event):
    type = "shares_bought"
    #: A whole sentence with the count in it, as a plural message; one share is a sentence of its own
    #: (``one_template``): "buys one Green share", where "buys {count_text}" put a translated "1 Green share" into
    #: another translated sentence. Several shares say the total and then the price of each, in the shape of a
    #: sale's sentence (:class:`SharesSold`), so that a purchase and a sale read alike in the log.
    template = N_plural(
        "{player_name} buys {count} {company_name} share for ${cost:,} (${price:,} each).",
        "{player_name} buys {count} {company_name} shares for ${cost:,} (${price:,} each).",
    )
    one_template = N_("{player_name} buys one {company_name} share for ${cost:,}.")
    player: int
    company: str
    count: int
    price: int
    cost: int


@events.register
class PurchaseDeclined(Event):
    type = "purchase_declined"
    template = N_("{player_name} buys no {company_name} shares.")
    player: int
    company: str


@events.register
class CertificateTaken(Event):
    """``previous`` is None for the first buyer."""

    type = "certificate_taken"
    template = N_("{player_name} takes the {company_name} certificate and controls it{previous_text}.")
    company: str
    player: int
    previous: int | None


@events.register
class MarkerMoved(Event):
    type = "marker_moved"
    template = N_("The first-player marker passes to {player_name}.")
    player: int


@events.register
class BuildingStarted(Event):
    type = "building_started"
    template = N_plural(
        "Build track: companies build in order of play, up to {limit} tile each.",
        "Build track: companies build in order of play, up to {limit} tiles each.",
        "limit",
    )
    limit: int


@events.register
class CompanyBuilds(Event):
    type = "company_builds"
    template = N_("{company_name} builds; {player_name} decides.")
    company: str
    player: int


@events.register
class NoController(Event):
    """Ruling: a company nobody has bought builds and ships nothing. Companies next to each other in the order of
    play that nobody controls are said together."""

    type = "no_controller"
    template = N_plural(
        "Nobody controls {companies_text}: it builds and ships nothing.",
        "Nobody controls {companies_text}: they build and ship nothing.",
        "companies_count",
    )
    companies: tuple[str, ...]


@events.register
class SharesIssued(Event):
    type = "shares_issued"
    template = N_("{company_name} issues {issued_text}: ${amount:,} into its treasury.")
    company: str
    count: int
    amount: int


@events.register
class TileBuilt(Event):
    type = "tile_built"
    template = N_("{company_name} builds a ${cost:,} tile{link_text} ({tiles} of {limit}).")
    company: str
    cost: int
    completes_link: bool
    tiles: int
    limit: int


@events.register
class BuildEnded(Event):
    type = "build_ended"
    template = N_("{company_name} ends its building with {tiles_text}; treasury ${treasury:,}.")
    #: No tile at all is said as nothing built, not "ends its building with 0 tiles".
    nothing_template = N_("{company_name} builds nothing this turn; treasury ${treasury:,}.")
    company: str
    tiles: int
    treasury: int


@events.register
class ShippingRound(Event):
    type = "shipping_round"
    template = N_("Ship goods, round {round} of 2.")
    round: int


@events.register
class Delivered(Event):
    type = "delivered"
    #: ``links_text`` names only the kinds of link used: "own links: 3", "own links: 2, ownerless links: 1"
    #: ("ownerless links: 0" was said of nearly every delivery)
    template = N_("{company_name} ships a cube ({links_text}): performance {performance}.")
    company: str
    player: int
    own_links: int
    ownerless_links: int
    performance: int


@events.register
class DeliverySkipped(Event):
    type = "delivery_skipped"
    #: Companies next to each other in the order of play that ship nothing, said together. Said without "this
    #: round": the round's own sentence is left to the delivery's question that follows ("Ann ships for Orange:
    #: round 2 of 2"), and a run of round 1 said right above round 2's question read as round 2's.
    template = N_plural(
        "{companies_text} has no link to ship on.", "{companies_text} have no link to ship on.", "companies_count"
    )
    companies: tuple[str, ...]


@events.register
class CompanyResult(Event):
    """Phase 4, one company: what its performance pays (before any price moves).

    A company with no CEO bonus (a performance of 9 or less, or nobody in control) says none
    (``no_bonus_template``): "CEO bonus $0" was said of nearly every company in every phase 4.
    """

    type = "company_result"
    template = N_(
        "{company_name}, performance {performance}: ${dividend:,} a share, profit ${profit:,}, CEO bonus ${ceo_bonus:,}."
    )
    no_bonus_template = N_("{company_name}, performance {performance}: ${dividend:,} a share, profit ${profit:,}.")
    company: str
    performance: int
    dividend: int
    profit: int
    ceo_bonus: int


@events.register
class DividendPaid(Event):
    type = "dividend_paid"
    template = N_("{player_name} receives ${amount:,} for {shares_text}.")
    company: str
    player: int
    shares: int
    amount: int


@events.register
class CeoBonusPaid(Event):
    type = "ceo_bonus_paid"
    template = N_("{player_name} receives the {company_name} CEO bonus: ${amount:,}.")
    company: str
    player: int
    amount: int


@events.register
class ProfitPaid(Event):
    type = "profit_paid"
    template = N_("{company_name}'s treasury receives ${amount:,} profit.")
    company: str
    amount: int


@events.register
class PriceMoved(Event):
    """``box`` is 1-based; ``square`` the green (+) or pink (−) mark applied; ``new`` null: bankrupt."""

    type = "price_moved"
    #: ``modifier_text`` is " (+1)", " (-2)", or nothing for a box that moves no price ("box 4 (0)" was noise)
    template = N_("{company_name}: box {box}{modifier_text}{square_text}, {price_text}.")
    company: str
    old: int
    new: int | None
    box: int
    modifier: int
    square: int


@events.register
class PricesHeld(Event):
    """Phase 4: companies in a box that moves no price (off any pink square), said together in one sentence
    rather than one "price stays" each; ``box`` is 1-based. A price held at the top of the track for all its
    box's plus is a :class:`PriceMoved` (its box says why it did not rise)."""

    type = "prices_held"
    template = N_plural(
        "{companies_text}: box {box}, price unchanged.",
        "{companies_text}: box {box}, prices unchanged.",
        "companies_count",
    )
    companies: tuple[str, ...]
    box: int


@events.register
class WentBankrupt(Event):
    type = "went_bankrupt"
    template = N_("{company_name}'s price falls below $0: it goes bankrupt (B).")
    company: str


@events.register
class SellingStarted(Event):
    type = "selling_started"
    template = N_("Sell shares: {names_text} choose in secret{last_text}.")
    players: tuple[int, ...]
    last: bool


@events.register
class NothingToSell(Event):
    type = "nothing_to_sell"
    template = N_("Nobody holds shares that can be sold.")


@events.register
class SaleSealed(Event):
    type = "sale_sealed"
    template = N_("{player_name} has chosen what to sell.")
    player: int


@events.register
class SalesRevealed(Event):
    """Every seat's sale at once, by seat (``{}``: nothing).

    ``sales_text`` is one clause a sale, each a sentence of its own ("Ann sells 1 Green share and 2 Orange shares;
    Ben sells nothing"): it read "Ann 1 Green; Ben nothing", names and numbers with no verb in any language. Seats
    that sell alike are named together ("Ann and Ben sell 1 Green share each"), those that sell nothing last ("the
    others sell nothing"). When nobody sells anything the sentence says so once (``nobody_template``)."""

    type = "sales_revealed"
    template = N_("Sales revealed: {sales_text}.")
    nobody_template = N_("Sales revealed: nobody sells anything.")
    sales: tuple[dict[str, int], ...]


@events.register
class SharesSold(Event):
    type = "shares_sold"
    #: Several shares say the amount and then the price of each; one share is a sentence of its own
    #: (``one_template``): its price is the amount, which "1 Green share at $6: $6" said twice. Both read as
    #: "sells … for $…" like a purchase: "sells 2 Green shares at $12: $24." beside "sells one White share for
    #: $10." read as two different sentences for the same deal.
    template = N_plural(
        "{player_name} sells {count} {company_name} share for ${amount:,} (${price:,} each).",
        "{player_name} sells {count} {company_name} shares for ${amount:,} (${price:,} each).",
    )
    one_template = N_("{player_name} sells one {company_name} share for ${price:,}.")
    player: int
    company: str
    count: int
    price: int
    amount: int


@events.register
class CompanyRemoved(Event):
    type = "company_removed"
    template = N_plural(
        "{company_name} leaves the game: {shares_text} removed, ${treasury:,} back to the bank, "
        "its {links} link is ownerless.",
        "{company_name} leaves the game: {shares_text} removed, ${treasury:,} back to the bank, "
        "its {links} links are ownerless.",
        "links",
    )
    company: str
    shares: int
    treasury: int
    links: int


@events.register
class GameEnded(Event):
    type = "game_over"
    template = N_("The game is over. Cash: {cash_text}. {winners_text}")
    winners: tuple[int, ...]
    cash: tuple[int, ...]
