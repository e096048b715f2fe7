"""The engine contract every game implements.

A game is a set of pure functions over a mutable state object that only the
engine touches (OpenSpiel's shape, python-chess's value-object moves):

- ``prepare_config(config)`` validates a configuration and fills in what is
  decided once at creation (defaults, a shuffled bag from the seed). Its
  result is what the journal header stores, so replays need no generator.
- ``new_game(config)`` builds the initial state.
- ``prompt(state)`` says who must act and what kind of decision is wanted.
- ``legal_actions(state)`` lists the legal actions; a numeric choice (a bid)
  appears as one :class:`ActionRange`. It is the single source of truth that
  front-ends, bots and ``simulate`` read.
- ``apply(state, action)`` changes the state and returns events, or raises a
  :class:`~companion.core.errors.RuleViolation` and changes nothing.
- ``summary(state, viewer)`` is the JSON view (``companion replay --json``);
  with ``viewer`` set, other players' hidden information is left out.
"""

from __future__ import annotations

import dataclasses
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from companion.data_classes import dataclass

from .chance import ChanceSource
from .decisions import Actor, derive
from .errors import GameOver, ImpossiblePosition, InvariantBroken, NoPositions, NotYourTurn, RuleViolation, WrongPhase
from .i18n import N_, fill
from .printed import PrintedTable
from .records import Action, Codec, Event
from .state_copy import copier

S = TypeVar("S")

PUBLIC = -1
"""The viewer seat meaning "nobody in particular": a summary for it hides all private information."""


@dataclass(frozen=True, slots=True)
class Prompt:
    """What the game waits for.

    ``player`` is the seat that must act, or None when nobody does (the game is
    over, or chance decides: then ``chance`` is true and any caller may enter
    the outcome, typed from a physical die or produced by a ChanceSource).
    ``kind`` names the decision (``"place_tile"``, ``"bid"``, ``"over"``);
    ``data`` carries what a screen needs to ask it (the chain being settled,
    the high bid).
    """

    player: int | None
    kind: str
    chance: bool = False
    data: dict[str, Any] = field(default_factory=dict)
    actors: tuple[Actor, ...] = ()
    """Every seat that may act now with the decision it faces (filled by :meth:`Game.decide`)."""

    @property
    def over(self) -> bool:
        return self.kind == "over"

    def primary(self) -> Actor | None:
        """The decision shown first: the prompted seat's, else the first that is not a side action."""
        for actor in self.actors:
            if actor.seat == self.player and not actor.side:
                return actor
        for actor in self.actors:
            if not actor.side:
                return actor
        return None

    def actor(self, seat: int | None, *, side: bool = False) -> Actor | None:
        """The actor of ``seat``: its main decision, or with ``side`` its side action."""
        for actor in self.actors:
            if actor.seat == seat and actor.side == side:
                return actor
        return None

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats with a main decision now (several during a sealed, simultaneous entry)."""
        return tuple(a.seat for a in self.actors if not a.side and a.seat is not None)

    def to_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"player": self.player, "kind": self.kind}
        if self.chance:
            result["chance"] = True
        if self.data:
            result["data"] = self.data
        if self.actors:
            result["actors"] = [actor.to_json() for actor in self.actors]
        return result


OVER = Prompt(None, "over")


@dataclass(frozen=True, slots=True)
class ActionRange:
    """A family of legal actions differing in one whole-number field, ``low..high`` inclusive."""

    cls: type[Action]
    field: str
    low: int
    high: int
    fixed: dict[str, Any] = dataclasses.field(default_factory=dict)  # the class's own ``field`` shadows the function

    @property
    def type(self) -> str:
        return self.cls.type

    def make(self, value: int) -> Action:
        return self.cls(**self.fixed, **{self.field: value})

    def __contains__(self, action: object) -> bool:
        if type(action) is not self.cls:
            return False
        value = getattr(action, self.field)
        if not (type(value) is int and self.low <= value <= self.high):
            return False
        return all(getattr(action, key) == item for key, item in self.fixed.items())

    def __iter__(self) -> Iterator[Action]:
        return (self.make(value) for value in range(self.low, self.high + 1))

    def __len__(self) -> int:
        return max(0, self.high - self.low + 1)


class ActionSet(ABC):
    """A family of legal actions too large to list, answered by membership and a random draw.

    Some decisions have thousands of legal forms (Big Shot: every way to put
    four cubes on thirteen lots, every valid cube layout). Listing them would
    make ``legal_actions`` slow and useless to a screen, yet ``legal_actions``
    must stay the single source of truth. A game returns an ``ActionSet``
    instead: ``action in choice`` checks legality exactly as ``apply`` would,
    and ``sample`` draws a legal member for random players. ``type`` is the
    action tag; ``describe`` is a short text for menus and logs.
    """

    type: ClassVar[str] = ""

    @abstractmethod
    def __contains__(self, action: object) -> bool: ...

    @abstractmethod
    def sample(self, chance: ChanceSource) -> Action: ...

    def describe(self) -> str:
        return self.type


class Deck(ActionSet):
    """The cards that may be turned up from a known deck: each distinct card once, with how many are left.

    Turning up a card is chance with weights: two cheques of 5 left make a 5 twice as likely as a 4 of which
    one is left. Listing the draw as thirty plain actions would lose that (a random player picks among
    choices uniformly) and would ask the table a thirty-option question; a deck keeps one legal action per
    distinct card (the one that records drawing it) with its count, so :meth:`sample` draws with the
    weights and the decision shows each card once with "×2". ``cards`` are ``(action, count)`` pairs in the
    order to show them; equal actions add up and cards with none left are dropped. ``type`` is the tag of
    the cards' actions: ``draw`` here, a one-line subclass for another (as every :class:`ActionSet` names
    its own); a card of another type is refused at once rather than offered under the wrong name.
    """

    type: ClassVar[str] = "draw"

    def __init__(self, cards: Iterable[tuple[Action, int]]) -> None:
        actions: list[Action] = []
        counts: list[int] = []
        for action, count in cards:
            if type(count) is not int or count < 0:
                raise ValueError(f"{action!r}: a count of cards is a whole number, not {count!r}")
            if action.type != self.type:
                raise ValueError(f"{action!r} in a deck of {self.type!r} actions")
            if action in actions:  # by equality: an action with a dict field has no hash
                counts[actions.index(action)] += count
            else:
                actions.append(action)
                counts.append(count)
        self.cards: tuple[tuple[Action, int], ...] = tuple(
            (action, count) for action, count in zip(actions, counts, strict=True) if count
        )

    @classmethod
    def of(cls, actions: Iterable[Action]) -> Deck:
        """The deck of ``actions`` as they lie, one entry a card: equal cards are counted together."""
        return cls((action, 1) for action in actions)

    @property
    def total(self) -> int:
        """How many cards are left in all."""
        return sum(count for _action, count in self.cards)

    def count(self, action: object) -> int:
        """How many of the card ``action`` records drawing are left (0 for anything else)."""
        return next((count for card, count in self.cards if card == action), 0)

    def __contains__(self, action: object) -> bool:
        return self.count(action) > 0

    def __iter__(self) -> Iterator[Action]:
        """Each distinct card's action once, in the deck's order."""
        return (action for action, _count in self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def sample(self, chance: ChanceSource) -> Action:
        """A card as drawn blind from the deck: each distinct card as likely as its count."""
        return chance.weighted([action for action, _count in self.cards], [count for _action, count in self.cards])

    def describe(self) -> str:
        return f"{self.type} ({self.total} left)"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and type(other) is type(self) and other.cards == self.cards

    def __hash__(self) -> int:
        return hash((type(self), len(self.cards), self.total))  # not the actions: one with a dict has no hash

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self.cards)!r})"


Choice = Action | ActionRange | ActionSet


def is_legal(action: Action, choices: Sequence[Choice]) -> bool:
    """True if ``action`` is one of ``choices`` (or inside one of its ranges or sets)."""
    for choice in choices:
        if isinstance(choice, ActionRange | ActionSet):
            if action in choice:
                return True
        elif choice == action:
            return True
    return False


def pick_random(choices: Sequence[Choice], chance: ChanceSource) -> Action:
    """A uniformly chosen choice; a range or set counts once and then picks a member.

    A :class:`Deck` picks its member as a blind draw does, each distinct card as likely as its count, so
    ``simulate``, the bots and the companion's "draw for us" turn up repeated cards as often as a real deck.
    """
    choice = chance.choice(choices)
    if isinstance(choice, ActionRange):
        return choice.make(chance.randint(choice.low, choice.high))
    if isinstance(choice, ActionSet):
        return choice.sample(chance)
    return choice


@dataclass(frozen=True, slots=True)
class GameOption:
    """A game option a new-game screen can offer: a config key and its allowed values.

    ``label`` and each choice's text are English templates marked with ``N_``;
    the front-end translates them. The first choice is the default.
    """

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]

    @property
    def default(self) -> Any:
        return self.choices[0][0]


def _label_value(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_label_value(v)}" for k, v in value.items()) or "nothing"
    if isinstance(value, tuple | list):
        return "/".join(_label_value(v) for v in value)
    return str(value)


class PositionFormat(Protocol):
    """A game's module of positions (``games/<game>/position.py``): the functions :class:`Game`'s position
    methods hand over to when the game names the module as its :attr:`Game.positions`."""

    def position(self, state: Any) -> dict[str, Any]: ...

    def from_position(self, config: dict[str, Any], written: dict[str, Any]) -> Any: ...

    def prepare_position(self, config: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]: ...


class SetupFormat(Protocol):
    """A game's module of set-up (``games/<game>/setup.py``): the functions :meth:`Game.prepare_config` and
    :meth:`Game.new_game` hand over to when the game names the module as its :attr:`Game.setup`."""

    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]: ...

    def new_state(self, config: dict[str, Any]) -> Any: ...


class Game(ABC, Generic[S]):
    """Base class of the engines: the contract plus helpers every game needs."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    test_only: ClassVar[bool] = False
    options: ClassVar[tuple[GameOption, ...]] = ()
    """Choices a new-game screen offers (beyond the players), with their defaults."""
    rules: ClassVar[tuple[str, ...]] = ()
    """The rules help: short paragraphs (``N_``-marked), rulings included, for the help screen."""
    actions: ClassVar[Codec]
    events: ClassVar[Codec]
    side_actions: ClassVar[frozenset[str]] = frozenset()
    """Action types open beside the main decision (a loan, declaring the end): shown as side actors."""
    waiting_for: ClassVar[Mapping[str, str]] = {}
    """What each prompt kind waits for, in words (``N_`` phrases: "a tile to be played"): :meth:`expect`'s
    refusal of an action the game is not asking for says it in the player's language, never the kind's tag."""
    positions: ClassVar[PositionFormat | None] = None
    """The game's module of positions, which the position methods below hand over to; None: the game offers
    none (or writes those methods itself)."""
    setup: ClassVar[SetupFormat | None] = None
    """The game's module of set-up, which :meth:`prepare_config` and :meth:`new_game` hand over to; None: the
    game writes those two methods itself."""
    printed: ClassVar[tuple[tuple[str, PrintedTable, str], ...]] = ()
    """The printed tables a config chooses (a board, a card): each one's config key, the table, and the ``N_``
    text :meth:`stand_ins` says when a game is played on a stand-in of it ("Stand-in board (uncalibrated)")."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Refuse, when it is written, a game that neither names its set-up module nor writes both methods it
        would hand over to: it would fail only once a table starts a game."""
        super().__init_subclass__(**kwargs)
        if cls.setup is None and (cls.prepare_config is Game.prepare_config or cls.new_game is Game.new_game):
            raise TypeError(f"{cls.__name__} names no set-up module and does not write prepare_config and new_game")

    # -- the contract ----------------------------------------------------
    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
        """Validate ``config`` and fix what is decided once (defaults, a shuffled bag from its seed).

        Deterministic and idempotent: the same config always prepares the same
        way, and a prepared config prepares to itself, so a journal's header
        replays as written. Default: the set-up module's ``prepare_config``.
        """
        assert self.setup is not None  # checked when the game's class was written
        return self.setup.prepare_config(config)

    def new_game(self, config: dict[str, Any]) -> S:
        """The state before the first action, from a config raw or prepared (it is prepared here). Default: the
        set-up module's ``new_state`` of the prepared config."""
        assert self.setup is not None  # checked when the game's class was written
        state: S = self.setup.new_state(self.prepare_config(config))
        return state

    def stand_ins(self, config: dict[str, Any]) -> tuple[str, ...]:
        """What a game of ``config`` (raw or prepared) is played with that is not the box's own, each an ``N_``
        text: a printed table the owner has not typed in, whose numbers are stand-ins ("Stand-in board
        (uncalibrated)"). Every front-end says these where a new game is started, before a move is played, and the
        console's and the phones' table open with them, so a table never takes a stand-in's numbers for its box's.
        The text of each of :attr:`printed` whose choice in ``config`` (its packaged table when the config says
        none) is a stand-in (:meth:`~companion.core.printed.PrintedTable.stand_in`)."""
        return tuple(words for table, words in self._stand_in_tables(config))

    def stand_in_files(self, config: dict[str, Any]) -> tuple[str, ...]:
        """The file name, in the data directory, of the owner's own copy of each printed table :meth:`stand_ins`
        names (its ``saved_name``), in the same order: where a front-end without the touchscreen's Settings
        tells its owner their box's numbers go, for new games to use them."""
        return tuple(table.saved_name for table, _words in self._stand_in_tables(config))

    def _stand_in_tables(self, config: dict[str, Any]) -> list[tuple[PrintedTable, str]]:
        return [(table, words) for key, table, words in self.printed if table.stand_in(config.get(key, table.keyword))]

    @abstractmethod
    def prompt(self, state: S) -> Prompt: ...

    @abstractmethod
    def legal_actions(self, state: S) -> list[Choice]: ...

    @abstractmethod
    def apply(self, state: S, action: Action) -> list[Event]: ...

    @abstractmethod
    def summary(self, state: S, viewer: int | None = None) -> dict[str, Any]: ...

    # -- positions: a game joined in progress -----------------------------
    def position(self, state: S) -> dict[str, Any]:
        """``state`` as a position: the JSON a table can read, count and edit (cash, shares, the board, whose
        turn), with what chance already fixed; :meth:`from_position` of it is the same game. A game that
        offers positions documents the format in ``docs/<game>.md``."""
        if self.positions is None:
            raise NoPositions(game=self.title)
        return self.positions.position(state)

    def from_position(self, config: dict[str, Any], position: dict[str, Any]) -> S:
        """The state ``position`` describes, for the prepared ``config`` (the players, the options); anything
        no game can be in is refused with :class:`~companion.core.errors.ImpossiblePosition`, in one
        sentence that names it."""
        if self.positions is None:
            raise NoPositions(game=self.title)
        state: S = self.positions.from_position(config, position)
        return state

    def prepare_position(self, config: dict[str, Any], position: dict[str, Any]) -> dict[str, Any]:
        """``position`` with what a table cannot see fixed once, as :meth:`prepare_config` fixes a new game's
        chance (the order of the tiles still in the bag, from the config's seed). Default: as it is."""
        if self.positions is None:
            return position
        return self.positions.prepare_position(config, position)

    def prepare(self, config: dict[str, Any]) -> dict[str, Any]:
        """:meth:`prepare_config`, with a ``position`` kept as the game's starting point.

        The position is prepared and a game is built from it here, so an impossible one is refused before
        any journal is written, and the header replays as written."""
        position = config.get("position")
        if position is None:
            return self.prepare_config(config)
        prepared = self.prepare_config({key: value for key, value in config.items() if key != "position"})
        if not isinstance(position, dict):
            raise ImpossiblePosition(N_("A position is a JSON object of the game's pieces."))
        prepared["position"] = self.prepare_position(prepared, position)
        self.start(prepared)
        return prepared

    def start(self, config: dict[str, Any]) -> S:
        """The state a journal's game starts from: its set-up, or the position its (prepared) config holds."""
        position = config.get("position")
        if position is None:
            return self.new_game(config)
        rest = {key: value for key, value in config.items() if key != "position"}
        state = self.from_position(rest, position)
        try:
            self.check_invariants(state)
        except InvariantBroken as exc:
            raise ImpossiblePosition(N_("That position is impossible: {reason}"), reason=str(exc)) from None
        return state

    # -- decisions as data ------------------------------------------------
    def decisions(self, state: S, prompt: Prompt) -> tuple[Actor, ...]:
        """Who may act now and what each decides, derived from ``legal_actions``.

        The default groups the legal choices by seat (see
        :func:`companion.core.decisions.derive`); games override it to say
        more (a basket of shares, a tile on the board, named dice) but
        always from the same legal choices.
        """
        if prompt.over:
            return ()
        return derive(
            prompt.player,
            prompt.chance,
            self.legal_actions(state),
            lambda choice: self.label(state, choice),
            side_types=self.side_actions,
        )

    def decide(self, state: S) -> Prompt:
        """The prompt with its actors: what front-ends read (``prompt`` stays cheap for bots)."""
        prompt = self.prompt(state)
        return dataclasses.replace(prompt, actors=self.decisions(state, prompt))

    # -- optional hooks with sensible defaults ---------------------------
    def is_over(self, state: S) -> bool:
        """True once the game has ended. Engines override it with a direct check: bots and
        ``simulate`` ask it after every action, and building a whole prompt for it is waste."""
        return self.prompt(state).over

    def upgrade(self, state: S, action: Action) -> Action:
        """``action`` as read from an older journal, in the form the rules take today (default: as it is).

        A game that adds a field to an action (Steam Barons' company-turn
        actions now name their company) keeps its old journals playable: the
        replay hands every journaled action through here, with the state it is
        applied to, and the game fills in what the action meant when it was
        written. Only replay calls it; live input must be complete.
        """
        return action

    unchanging: ClassVar[tuple[str, ...]] = ()
    """The state's fields that never change once a game has started, neither replaced nor changed in place: the
    prepared config, the board or card built from a printed table, a set of names. A saved state (an undo
    checkpoint, :meth:`copy_state`) shares them with the live one instead of copying them, which for a game
    with a large board is most of what saving costs. A game that names any keeps its state a dataclass."""

    def save_state(self, state: S) -> Any:
        """``state`` kept for later (:meth:`load_state` gives it back as a live state).

        A state whose dataclass declares only types :mod:`~companion.core.state_copy`
        can copy is kept as a copy made field by field (a tenth of pickle's
        cost, for five times the memory: the history keeps one per few
        actions); any other is pickled, but for the :attr:`unchanging` fields,
        which are kept as they are beside the bytes.
        """
        copy = copier(type(state), self.unchanging)
        if copy is not None:
            return _Copied(copy(state), copy)
        import pickle  # here: a game whose states are all copied field by field never loads it (7 M at start)

        if not self.unchanging:
            return pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
        kind: type[Any] = type(state)
        changing = _changing_fields(kind, self.unchanging)
        values = tuple(getattr(state, name) for name in changing)
        return kind, pickle.dumps(values, pickle.HIGHEST_PROTOCOL), tuple(getattr(state, n) for n in self.unchanging)

    def load_state(self, saved: Any) -> S:
        """A new live state from what :meth:`save_state` kept (each call a new one: the kept state stays)."""
        if type(saved) is _Copied:
            return typing.cast(S, saved.copy(saved.state))
        import pickle

        if not self.unchanging:
            loaded: S = pickle.loads(saved)
            return loaded
        kind, data, shared = saved
        state = object.__new__(kind)
        for name, value in zip(_changing_fields(kind, self.unchanging), pickle.loads(data), strict=True):
            setattr(state, name, value)
        for name, value in zip(self.unchanging, shared, strict=True):
            setattr(state, name, value)
        return typing.cast(S, state)

    def copy_state(self, state: S) -> S:
        """An independent copy of ``state``: the table's undo checkpoints (see :mod:`companion.core.history`).

        Undo restores a saved copy instead of replaying the game from its start,
        so the copy must behave exactly like the original: the same actions
        applied to both give the same events, summaries and legal actions. The
        default goes through pickle (:meth:`save_state`), 4-8 times faster than
        ``copy.deepcopy`` on the engines' states, sharing the :attr:`unchanging`
        fields; a game whose state holds something pickle cannot carry overrides it.
        """
        return self.load_state(self.save_state(state))

    def player_names(self, state: S) -> Sequence[str]:
        return state.names  # type: ignore[attr-defined]  # the engines' states name their players; others override

    def check_invariants(self, state: S) -> None:
        """Raise :class:`~companion.core.errors.InvariantBroken` if the state is inconsistent."""

    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        """A configuration for ``simulate``: ``players`` seats, options drawn from ``chance``."""
        return {"players": [f"P{i + 1}" for i in range(players)], "seed": chance.fork_seed()}

    def choose_random(self, state: S, chance: ChanceSource) -> Action:
        """The move of the random player used by ``simulate``; games may bias it."""
        return pick_random(self.legal_actions(state), chance)

    def describe(self, state: S, event: Event, translate: Callable[[str], str] | None = None) -> str:
        """The game-log sentence for ``event``: its template filled with its fields.

        Fields named ``player`` also provide ``player_name`` from the seat names.
        """
        values = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}
        names = self.player_names(state)
        for key, value in list(values.items()):
            if (key == "player" or key.endswith("_player")) and isinstance(value, int) and 0 <= value < len(names):
                values[key + "_name" if key != "player" else "player_name"] = names[value]
        try:
            return fill(event.template, values, translate)
        except (KeyError, IndexError, ValueError):
            return event.type

    def named_actions(self, state: S) -> Sequence[Action]:
        """The actions a player may name by a word at any moment, whether or not the rules allow them now (an
        item for sale, a stockbroker, the end of a move), labelled like choices (:meth:`label`).

        A typed word that names none of the choices on offer but one of these
        is submitted all the same, so the engine refuses it with its own reason
        ("none left", "not enough cash", "not now") rather than the front-end's
        "not an option". None by default.
        """
        return ()

    def preview(self, state: S, action: Action) -> Any:
        """Referee insight for ``action`` before it is confirmed (what a tile would do), or None.

        Games override it; the result is JSON-like data a screen can show.
        """
        return None

    def pass_action(self, state: S, seat: int) -> Action | None:
        """What ``seat``'s pass button means now, or None if that seat cannot pass.

        The default is the legal ``pass`` action of that seat (an auction).
        Games where "pass" reads differently at the table (buy nothing and
        end the turn) override it.
        """
        for choice in self.legal_actions(state):
            if isinstance(choice, Action) and choice.type == "pass" and getattr(choice, "player", None) == seat:
                return choice
        return None

    def pass_refusal(self, state: S, seat: int) -> RuleViolation | None:
        """Why ``seat``'s pass button means nothing now, in the rules' words, or None (no reason of the game's:
        the front-ends then say that the seat cannot pass now). Asked only when :meth:`pass_action` is None.

        A seat's button is pressed at any moment; where the game knows why a pass is no answer (a sealed choice
        already made, a choice the rules force), the table hears that reason rather than a bare "cannot".
        """
        return None

    def label(self, state: S, choice: Choice) -> str:
        """A short name for a choice on a menu: ``place_tile 5C``, ``bid 3..12``.

        Games override this for friendlier wording; the default names the
        action type and every field except the acting seat.
        """
        if isinstance(choice, ActionSet):
            return choice.describe()
        if isinstance(choice, ActionRange):
            fixed = " ".join(_label_value(v) for k, v in choice.fixed.items() if k != "player")
            return " ".join(p for p in (choice.type, fixed, f"{choice.low}..{choice.high}") if p)
        values = [_label_value(getattr(choice, f.name)) for f in dataclasses.fields(choice) if f.name != "player"]
        return " ".join([choice.type, *values])

    # -- helpers for engines ---------------------------------------------
    def expect(self, state: S, action: Action, kinds: Sequence[str]) -> Prompt:
        """Refuse ``action`` unless the game waits for one of ``kinds`` from its player.

        Returns the current prompt so the caller can use its data.
        """
        prompt = self.prompt(state)
        if prompt.over:
            raise GameOver()
        if action.type not in kinds:
            raise self.wrong_phase(action, prompt)
        seat = getattr(action, "player", None)
        if seat is not None and prompt.player is not None and seat != prompt.player:
            names = self.player_names(state)
            raise NotYourTurn(
                player=seat,
                expected=prompt.player,
                player_name=names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat),
                expected_name=names[prompt.player] if prompt.player is not None else "nobody",
            )
        return prompt

    def wrong_phase(self, action: Action, prompt: Prompt) -> WrongPhase:
        """The refusal of ``action`` while the game waits for ``prompt``: what it waits for, in words
        (:attr:`waiting_for`); a kind without words gets a plain "not now" rather than its tag."""
        waiting_for = self.waiting_for.get(prompt.kind)
        if waiting_for is None:
            return WrongPhase(
                N_("That cannot be done at this moment of the game."), action=action.type, kind=prompt.kind
            )
        return WrongPhase(action=action.type, kind=prompt.kind, waiting_for=waiting_for)


@dataclass(frozen=True, slots=True)
class _Copied:
    """A state kept by :meth:`Game.save_state` as a copy, with the function that copies it again."""

    state: Any
    copy: Callable[[Any], Any]


_CHANGING: dict[tuple[type[Any], tuple[str, ...]], tuple[str, ...]] = {}


def _changing_fields(kind: type[Any], unchanging: tuple[str, ...]) -> tuple[str, ...]:
    """The fields of the state class ``kind`` a saved state copies: all but the ``unchanging`` ones (worked
    out once per class: every checkpoint asks)."""
    found = _CHANGING.get((kind, unchanging))
    if found is None:
        names = tuple(field.name for field in dataclasses.fields(kind))
        missing = set(unchanging) - set(names)
        if missing:
            raise TypeError(f"{kind.__name__} has no field {sorted(missing)[0]!r} to keep unchanged")
        found = _CHANGING[kind, unchanging] = tuple(name for name in names if name not in unchanging)
    return found
