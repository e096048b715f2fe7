"""The engine kit: pure, game-agnostic pieces every engine is built from.

Nothing here touches pygame, GPIO, clocks or global random state; the journal
is the only file access. Engines and their tests import from this package.
"""

from .auction import EnglishAuction
from .chance import ChanceSource, check_die, shuffled
from .decisions import (
    Actor,
    Amount,
    Basket,
    BasketItem,
    BoardPick,
    Confirm,
    Decision,
    Dice,
    Die,
    Entry,
    Pick,
    Secret,
)
from .decisions import Choice_ as PickOption
from .errors import (
    AuctionError,
    CodecError,
    ConfigError,
    GameOver,
    InsufficientFunds,
    InvalidChoice,
    InvariantBroken,
    JournalError,
    NothingToRedo,
    NothingToUndo,
    NotYourTurn,
    RuleViolation,
    WrongPhase,
)
from .game import OVER, PUBLIC, ActionRange, ActionSet, Choice, Game, Option, Prompt, is_legal, pick_random
from .i18n import N_
from .ledger import BANK, Ledger, Transfer
from .records import Action, Codec, Event, Record
from .secret import SecretChoices
from .shares import POOL, SharePool
from .table import Step, Table, Update, replay
from .turns import clockwise_from, left_of, next_seat

__all__ = [
    "Actor", "Amount", "Basket", "BasketItem", "BoardPick", "Confirm", "Decision", "Dice", "Die", "Entry", "Pick",
    "PickOption", "PUBLIC", "Secret",
    "BANK", "OVER", "POOL", "Action", "ActionRange", "ActionSet", "AuctionError", "ChanceSource", "Choice",
    "Codec", "CodecError", "ConfigError", "EnglishAuction", "Event", "Game", "GameOver",
    "InsufficientFunds", "InvalidChoice", "InvariantBroken", "JournalError", "Ledger", "N_",
    "NotYourTurn", "NothingToRedo", "Option", "NothingToUndo", "Prompt", "Record", "RuleViolation",
    "SecretChoices", "SharePool", "Step", "Table", "Transfer", "Update", "WrongPhase",
    "check_die", "clockwise_from", "is_legal", "left_of", "next_seat", "pick_random", "replay",
    "shuffled",
]
