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

from .auction import EnglishAuction
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
    UnknownCompany,
    UnknownDie,
    UnknownPlace,
    WrongPhase,
)
from .game import OVER, PUBLIC, ActionRange, ActionSet, Choice, Game, GameOption, Prompt, is_legal, pick_random
from .holdings import Holdings, Place
from .i18n import N_, N_plural
from .ledger import BANK, Ledger, Transfer
from .offer import OfferRound
from .records import Action, Codec, Event, Record
from .secret import SecretChoices
from .shares import POOL, SharePool
from .table import ListenerFault, Step, Table, Update, replay
from .turns import clockwise_from, left_of, next_seat

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
    # money, shares, auctions, offers, dice and chance, turns
    "BANK",
    "POOL",
    "ChanceSource",
    "DiceSet",
    "EnglishAuction",
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
    "UnknownCompany",
    "UnknownDie",
    "UnknownPlace",
    "WrongPhase",
]
