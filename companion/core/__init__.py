"""The engine kit: pure, game-agnostic pieces every engine is built from.

Nothing here touches pygame, GPIO, clocks or global random state; the journal
is the only file access. Engines and their tests import from this package.

- ``game``, ``records``, ``decisions``: the engine contract, actions and events,
  decisions as data; ``table`` and ``journal``: a game in progress, saved.
- ``ledger`` (money), ``holdings`` and ``shares`` (certificates in named places),
  ``auction`` and ``offer`` (selling a lot, then offering its shares round the
  table), ``secret`` (sealed simultaneous choices), ``dice`` and ``chance``,
  ``turns``: the pieces a rule set is built from, each moving what it keeps
  through one method so its conservation law is checkable.
- ``errors``: every refusal with its stable code.
"""

import importlib
from typing import TYPE_CHECKING, Any

from .chance import ChanceSource, check_die, fresh_seed, seeds_from, shuffled
from .correction import Correction, Fate, Later
from .decisions import (
    Actor,
    Amount,
    Basket,
    BasketItem,
    BoardPick,
    Confirm,
    Decision,
    Dice,
    Draw,
    DrawCard,
    Entry,
    Limit,
    Pick,
    PickOption,
    Quick,
    Secret,
)
from .dice import DiceSet, Die
from .errors import (
    AlreadyPassed,
    AuctionClosed,
    AuctionError,
    BadDieValue,
    BadOfferCount,
    BadShareCount,
    BidNotWhole,
    BidOverCap,
    BidTooLow,
    CodecError,
    ConfigError,
    GameOver,
    HoldingsError,
    ImpossiblePosition,
    InsufficientFunds,
    InvalidChoice,
    InvariantBroken,
    JournalError,
    MissingDie,
    NoPositions,
    NotBidding,
    NotEnoughShares,
    NothingToRedo,
    NothingToUndo,
    NotYourOffer,
    NotYourTurn,
    NotYourTurnToBid,
    OfferClosed,
    OfferError,
    OfferOverCash,
    OpeningBidTooLow,
    RuleViolation,
    SamePlace,
    TableError,
    UnknownCompany,
    UnknownDie,
    UnknownPlace,
    WrongPhase,
)
from .game import OVER, PUBLIC, ActionRange, ActionSet, Choice, Deck, Game, GameOption, Prompt, is_legal, pick_random
from .holdings import Holdings, Place
from .i18n import N_, N_plural, NP_plural
from .ledger import BANK, Ledger, Transfer
from .records import Action, Codec, Event, Record
from .shares import POOL, SharePool
from .table import ListenerFault, Step, Table, Update, replay
from .turns import clockwise_from, left_of, next_seat

if TYPE_CHECKING:
    from .auction import NO_SALE, EnglishAuction, NobodyBid, NoSale, TakesFree, carry_unshown, read_bids, written_bids
    from .offer import OfferRound
    from .secret import SecretChoices

_LATER = {
    "auction": (
        "NO_SALE",
        "EnglishAuction",
        "NobodyBid",
        "NoSale",
        "TakesFree",
        "carry_unshown",
        "read_bids",
        "written_bids",
    ),
    "offer": ("OfferRound",),
    "secret": ("SecretChoices",),
}
"""The pieces only some games use, imported when a game first asks for one of their names: a game without
auctions, offers or sealed choices starts without them (about 10 M instructions of ``companion replay``)."""

_MODULE_OF = {name: module for module, names in _LATER.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # found directly from now on
    return value


__all__ = [
    # decisions
    "Actor",
    "Amount",
    "Basket",
    "BasketItem",
    "BoardPick",
    "Confirm",
    "Decision",
    "Dice",
    "Die",
    "Draw",
    "DrawCard",
    "Entry",
    "Limit",
    "Pick",
    "Quick",
    "PickOption",
    "Secret",
    # games, tables, journals
    "OVER",
    "PUBLIC",
    "Action",
    "ActionRange",
    "ActionSet",
    "Choice",
    "Codec",
    "Deck",
    "Event",
    "Game",
    "ListenerFault",
    "GameOption",
    "Prompt",
    "Record",
    "Step",
    "Correction",
    "Fate",
    "Later",
    "Table",
    "Update",
    "is_legal",
    "pick_random",
    "replay",
    "N_",
    "N_plural",
    "NP_plural",
    # money, shares, auctions, offers, dice and chance, turns
    "BANK",
    "POOL",
    "ChanceSource",
    "DiceSet",
    "EnglishAuction",
    "NO_SALE",
    "NobodyBid",
    "NoSale",
    "TakesFree",
    "carry_unshown",
    "read_bids",
    "written_bids",
    "Holdings",
    "Ledger",
    "OfferRound",
    "Place",
    "SecretChoices",
    "SharePool",
    "Transfer",
    "check_die",
    "clockwise_from",
    "fresh_seed",
    "left_of",
    "next_seat",
    "seeds_from",
    "shuffled",
    # refusals and errors
    "AlreadyPassed",
    "AuctionClosed",
    "AuctionError",
    "BadDieValue",
    "BadOfferCount",
    "BadShareCount",
    "BidNotWhole",
    "BidOverCap",
    "BidTooLow",
    "CodecError",
    "ConfigError",
    "GameOver",
    "HoldingsError",
    "ImpossiblePosition",
    "InsufficientFunds",
    "InvalidChoice",
    "InvariantBroken",
    "JournalError",
    "MissingDie",
    "NotBidding",
    "NotEnoughShares",
    "NotYourOffer",
    "NotYourTurn",
    "NotYourTurnToBid",
    "NothingToRedo",
    "NothingToUndo",
    "NoPositions",
    "OfferClosed",
    "OfferError",
    "OfferOverCash",
    "OpeningBidTooLow",
    "RuleViolation",
    "SamePlace",
    "TableError",
    "UnknownCompany",
    "UnknownDie",
    "UnknownPlace",
    "WrongPhase",
]
