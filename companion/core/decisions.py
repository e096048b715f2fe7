"""Decisions as data: what each seat must decide now, in words every front-end understands.

``legal_actions`` is the single source of truth of what may happen; it is a
flat list that a bot reads well and a person does not. A *decision* groups
those actions the way a table thinks of them, so that the touchscreen, the
console and the LEDs render any game without game code (OpenSpiel's
per-player observations and simultaneous-move nodes, 18xx.games' shared
auction view driven by its minimum and maximum bid):

=============  =====================================================================
``pick``       one of a few labelled options (found Tower, keep, pay from red)
``board``      a position on the board (a tile, a lot, a square) — a pick on a map
``amount``     one whole number between limits: a bid, with the high bid and a cash cap
``basket``     several quantities at once, each with its limit, a total cap and a price
``dice``       one or more named dice (white and black) entered or rolled
``draw``       a card turned up from a known deck: each distinct card once, with how many are left
``secret``     a sealed entry: each seat decides privately; nothing shows until all have
``confirm``    one action to confirm
``entry``      a game-specific entry too large to list (Big Shot's cube placement)
=============  =====================================================================

An :class:`Actor` is one seat and the decision it faces; a prompt lists all
actors that may act now, with *side* actions (a loan, declaring the end)
marked as such, so no action hides in ``legal_actions`` without a "who".

Every decision keeps the legal choices it was derived from, so whatever a
widget builds is checked with :func:`~companion.core.game.is_legal` against
them before it is submitted; the engine still has the last word.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import field
from typing import TYPE_CHECKING, Any, ClassVar

from companion.data_classes import dataclass

from .dice import DiceSet, Die
from .i18n import fill
from .records import Action

if TYPE_CHECKING:
    from .chance import ChanceSource
    from .game import ActionRange, ActionSet, Choice, Deck


def _encode(action: Action) -> dict[str, Any]:
    return action.to_json()


@dataclass(frozen=True, slots=True)
class PickOption:
    """One labelled option of a :class:`Pick`: ``key`` is stable (``"5C"``, ``"tower"``), ``label`` is for people.

    ``enabled`` False keeps an option in its place, shown but not chosen (a chain already on the board in a
    list of every chain), so the buttons of a pick do not move as the game goes on. Its ``action`` is the one
    the engine would refuse: a front-end that offers it anyway gets the rule's reason, never a wrong move.
    ``reason`` is that refusal said in advance, where the engine words it (a tile of a dealt hand the rules
    refuse now): a :class:`~companion.core.i18n.Phrase` every front-end shows beside the option it greys.
    """

    key: str
    label: str
    action: Action
    detail: str = ""
    enabled: bool = True
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "label": self.label, "action": _encode(self.action)}
        if self.detail:
            data["detail"] = self.detail
        if not self.enabled:
            data["enabled"] = False
        if self.reason:
            data["reason"] = self.reason
        return data


@dataclass(frozen=True, slots=True)
class Decision:
    """Base of the vocabulary. ``label`` is the question, an English ``N_`` template.

    The template may name ``{name}`` (the acting seat's name) and any key of
    ``values``; front-ends translate it and fill it in. A ``drawn`` value
    that is true says the answer is what the table drew (a tile from the
    pile, tokens from a bag), so a player may say so: "I drew 5C".
    """

    kind: ClassVar[str] = ""
    label: str = ""
    values: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "label": self.label}
        if self.values:
            data["values"] = dict(self.values)
        data.update(self._json())
        return data

    def _json(self) -> dict[str, Any]:
        return {}

    def text(self, name: str = "", translate: Callable[[str], str] | None = None) -> str:
        """The question as a sentence, translated by ``translate`` if given: each text among ``values`` too.

        An engine words its questions with the ``N_`` names of its pieces ("{name}: bid for {company}", the
        company "White"), so a value is translated as the template is: the touchscreen, the console and the
        phones all ask this one question, in the same words ("Bianco" in Italian, on every one of them).
        """
        return self._filled(self.label, name, translate) if self.label else ""

    def hint(self, name: str = "", translate: Callable[[str], str] | None = None) -> str:
        """The line that explains the question, or "": the ``note`` among ``values``, an ``N_`` template filled
        as the question is (:meth:`text`).

        A question alone may not tell a table what to do ("The market's Luxor shares": draw a tile and give
        its number); its note does, in the same words on the touchscreen, the console and the phones.
        """
        note = self.values.get("note")
        return self._filled(note, name, translate) if isinstance(note, str) and note else ""

    def _filled(self, template: str, name: str, translate: Callable[[str], str] | None) -> str:
        values = self.values
        if translate is not None:
            values = {key: translate(value) if type(value) is str else value for key, value in values.items()}
        return fill(template, {**values, "name": name}, translate)


@dataclass(frozen=True, slots=True)
class Pick(Decision):
    """Choose one of ``options``."""

    kind: ClassVar[str] = "pick"
    options: tuple[PickOption, ...] = ()
    button: str = ""
    """The words of the button that opens this pick where it waits beside the main decision (another seat's, a
    side action), an ``N_`` template or a :class:`~companion.core.i18n.Phrase`: the touchscreen writes the seat's
    name before them, as it does a confirm's button ("Ben: Take the loan" beside "Ann: Take the loan for
    yellow", where the question, "Loan for Ben", read as another kind of button). Without them, the question."""

    def _json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"options": [option.to_json() for option in self.options]}
        if self.button:
            data["button"] = self.button
        return data

    def find(self, text: str) -> PickOption | None:
        """The option whose key or label is ``text`` (any case), for typed and scanned input."""
        wanted = text.strip().casefold()
        for option in self.options:
            if option.key.casefold() == wanted or option.label.casefold() == wanted:
                return option
        return None


@dataclass(frozen=True, slots=True)
class BoardPick(Pick):
    """Choose a position on the board; ``space`` names what the keys are (``tile``, ``lot``, ``square``)."""

    kind: ClassVar[str] = "board"
    space: str = "square"

    def _json(self) -> dict[str, Any]:
        return {"space": self.space, "options": [option.to_json() for option in self.options]}


@dataclass(frozen=True, slots=True)
class Confirm(Decision):
    """One action to confirm (or leave, if it is a side action)."""

    kind: ClassVar[str] = "confirm"
    action: Action | None = None
    button: str = ""
    """The button's words: an ``N_`` template, or a :class:`~companion.core.i18n.Phrase` when they name a value
    ("Take the loan for yellow"), which every front-end says with :func:`~companion.core.i18n.say`."""
    detail: str = ""
    """What confirming moves, as a pick's option says it ("+9M" for a loan): where only the button is shown
    (the console's line of a side decision, without its question) it follows the button."""

    def _json(self) -> dict[str, Any]:
        return {"action": _encode(self.action) if self.action else None, "button": self.button}


@dataclass(frozen=True, slots=True)
class Limit:
    """Why a quantity stops where it does, as data: an ``N_`` template and the values it names.

    A front-end that greys a "+" or a confirm says this instead of going grey
    silently ("the treasury and the shares left to issue pay at most $38"):
    the reason is the engine's, because only the rules know which of several
    bounds (cash, the bank's shares, a holding) is the one that binds.
    """

    text: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def say(self, translate: Callable[[str], str] | None = None) -> str:
        """The reason as a sentence, translated by ``translate`` if given, its values filled in."""
        return fill(self.text, self.values, translate)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"text": self.text}
        if self.values:
            data["values"] = dict(self.values)
        return data


def _beside(data: dict[str, Any], unit: str, others: tuple[PickOption, ...], button: str) -> None:
    """Add to ``data`` what an amount and a basket write alike: the unit their numbers read in, the alternatives
    beside them (a pass) and their own confirm button, if any."""
    data["unit"] = unit
    data["others"] = [option.to_json() for option in others]
    if button:
        data["button"] = button


@dataclass(frozen=True, slots=True)
class Amount(Decision):
    """A whole number from ``range``: a bid, a count.

    ``high_bid``/``high_bidder`` describe an auction's standing bid;
    ``cap`` is what the seat could pay (shown as the limit of the stepper
    when it is lower than the range's top: hidden money may bid beyond it);
    ``others`` are the alternatives beside the number (pass); ``button`` is
    the confirm button's ``N_`` template, filled with ``{value}`` (the
    number, with its unit where the template wants it: ``Buy {value}``)
    and, for a number of things at a ``price`` each, ``{cost}``: the number
    times the price, written in ``price_unit`` ("Buy 3 for $270", as a
    basket's button gives its total);
    ``limit`` says why the number can go no higher than the range's top.
    """

    kind: ClassVar[str] = "amount"
    range: ActionRange | None = None
    high_bid: int | None = None
    high_bidder: int | None = None
    cap: int | None = None
    unit: str = ""
    others: tuple[PickOption, ...] = ()
    button: str = ""
    limit: Limit | None = None
    price: int | None = None
    price_unit: str = ""

    @property
    def low(self) -> int:
        assert self.range is not None
        return self.range.low

    @property
    def high(self) -> int:
        assert self.range is not None
        return self.range.high

    @property
    def field(self) -> str:
        assert self.range is not None
        return self.range.field

    @property
    def top_known(self) -> bool:
        """True if the range's top is what the seat can give (a ``cap`` or a ``limit`` says so). Without either,
        the top is only the rules' ceiling (a bid with hidden cash: 999M), a number nobody means: front-ends
        then offer no "max" for it."""
        return self.cap is not None or self.limit is not None

    def make(self, value: int) -> Action:
        assert self.range is not None
        return self.range.make(value)

    def cost(self, value: int) -> int | None:
        """What ``value`` of the things counted costs at :attr:`price` each, in :attr:`price_unit`; None for a
        number with no price (a bid is its own money)."""
        return None if self.price is None else value * self.price

    def _json(self) -> dict[str, Any]:
        assert self.range is not None
        data = {
            "action": self.range.type,
            "field": self.range.field,
            "low": self.range.low,
            "high": self.range.high,
            "fixed": dict(self.range.fixed),
            "high_bid": self.high_bid,
            "high_bidder": self.high_bidder,
            "cap": self.cap,
        }
        _beside(data, self.unit, self.others, self.button)
        if self.limit is not None:
            data["limit"] = self.limit.to_json()
        if self.price is not None:
            data["price"] = self.price
            data["price_unit"] = self.price_unit
        return data


@dataclass(frozen=True, slots=True)
class Quick:
    """A quick button beside a quantity: ``label`` (an ``N_`` template that may name ``{amount}``) adds
    ``amount`` to the quantity, or with ``adds`` false sets it (a hill adds $2; a city link costs $3)."""

    label: str
    amount: int
    adds: bool = True

    def apply(self, value: int) -> int:
        return value + self.amount if self.adds else self.amount

    def to_json(self) -> dict[str, Any]:
        return {"label": self.label, "amount": self.amount, "adds": self.adds}


@dataclass(frozen=True, slots=True)
class BasketItem:
    """One line of a basket: a quantity from ``low`` to ``high`` in steps of ``step``, at ``price`` each.

    ``start`` is where the widget begins (a plain tile's usual cost) when it
    is not ``low``; ``note`` says what a player needs beside the line (why it
    is limited: frozen shares, "2 for 1"): an ``N_`` text, or a
    :class:`~companion.core.i18n.Phrase` when it names a number ("you hold 3
    shares", plural as the language says it), which every front-end says with
    :func:`~companion.core.i18n.say`;
    ``quick`` offers buttons that add or set a known amount (a map's surcharges);
    ``limit`` says why the quantity can go no higher than ``high`` (the bank's
    last shares, what the cash buys), for a "+" that greys there.
    ``switch`` marks a yes-or-no line (0 no, 1 yes: a tile that completes a
    link): front-ends show one toggle and ask "yes or no", where − 0 + and a
    typed "0-1" read as a count of something there is at most one of.
    ``receives`` marks a line whose price is paid to the player (a sale beside
    purchases in one basket), where the basket's :attr:`Basket.receives` says
    it of every line.
    ``gives`` says what the line brings the player besides money (a 2-for-1 trade: the survivor's shares), an
    ``N_`` or ``N_plural`` template over the decision's values and ``count``, the steps chosen (the pairs), filled
    by :meth:`Basket.given`: the basket's total says it beside the money received, where a trade alone read as
    bringing nothing.
    ``group`` is the heading a front-end may list the line under (an ``N_`` text: "Buy", "Sell"), with ``member``
    its name there (the stock's name, where its label says "buy Logistics"): a basket of a dozen lines, a buy and
    a sell per stock, reads as two short lists, as the touchscreen's tabs show it.
    """

    key: str
    label: str
    high: int
    low: int = 0
    step: int = 1
    price: int | None = None
    note: str = ""
    start: int | None = None
    quick: tuple[Quick, ...] = ()
    limit: Limit | None = None
    switch: bool = False
    receives: bool = False
    gives: str = ""
    group: str = ""
    member: str = ""

    def __post_init__(self) -> None:
        if self.switch and (self.low, self.high, self.step) != (0, 1, 1):
            raise ValueError(f"a switch line is 0 or 1, not {self.low}..{self.high} by {self.step}")

    @property
    def initial(self) -> int:
        """The quantity a widget shows first: ``start`` within the limits, else ``low``."""
        return self.low if self.start is None else min(max(self.start, self.low), self.high)

    def accepts(self, quantity: int) -> bool:
        """True if ``quantity`` is one this line offers: a whole number within its limits, on one of its steps."""
        return type(quantity) is int and self.low <= quantity <= self.high and (quantity - self.low) % self.step == 0

    def to_json(self) -> dict[str, Any]:
        data = {
            "key": self.key,
            "label": self.label,
            "low": self.low,
            "high": self.high,
            "step": self.step,
            "price": self.price,
        }
        if self.note:
            data["note"] = self.note
        if self.start is not None:
            data["start"] = self.start
        if self.quick:
            data["quick"] = [quick.to_json() for quick in self.quick]
        if self.limit is not None:
            data["limit"] = self.limit.to_json()
        if self.switch:
            data["switch"] = True
        if self.receives:
            data["receives"] = True
        return data


@dataclass(frozen=True, slots=True)
class Basket(Decision):
    """Several quantities decided at once (buy 2 Tower and 1 Luxor; sell 3, trade 4).

    ``make`` builds the action: with ``into`` set, the non-zero quantities
    become that dict field of ``cls`` (``Buy(shares={...})``); otherwise each
    item's key is a field of ``cls``. ``total_cap`` bounds the sum of the
    quantities, ``budget`` the sum of quantity × price. :meth:`allows` asks
    the legal choices the basket was made from, so every combination the
    widget offers is exactly one the engine accepts. ``button`` is the
    confirm button's ``N_`` template, filled with ``{count}`` and ``{cost}``;
    ``idle`` (an ``N_`` text, the template's plain verb: "Buy") is what that
    button reads while nothing is chosen and it is greyed, where "Buy 0 for
    $0" read as an offer. ``lines`` is the most items that may be non-zero at one confirm (one
    stock per trade), and ``lines_note`` (an ``N_`` text) says so when more
    are filled, so a greyed confirm tells why. With ``receives`` the prices
    are paid to the player (a sale), not by them, and the total is money
    received (a line's own :attr:`BasketItem.receives` says it of that line
    alone: a trade's sales beside its purchases); ``counted`` (an ``N_`` text,
    or an ``N_plural`` one chosen by ``{count}``, with ``{count}``, ``{cap}``
    and ``{rest}``, the cap less the count) says what the count against
    ``total_cap`` is where a bare "3 of 4" would not ("you keep {rest} of
    {cap}" beside a sale and a trade, "{count} of {cap} shares" beside a
    purchase). ``own_budget`` is the most the deciding seat may spend where its money is hidden from the table
    (holdings hidden from the table): front-ends keep within it as within ``budget``, but never write the amount (the
    decision shows on a shared screen) and say "That costs more than you have." (:data:`companion.text.baskets.OVER_OWN_BUDGET`) where a
    quantity would pass it; it is left out of :meth:`to_json`, which may be read by every seat.
    """

    kind: ClassVar[str] = "basket"
    items: tuple[BasketItem, ...] = ()
    cls: type[Action] | None = None
    fixed: Mapping[str, Any] = field(default_factory=dict)
    into: str | None = None
    total_cap: int | None = None
    budget: int | None = None
    own_budget: int | None = None
    unit: str = ""
    choices: tuple[Any, ...] = ()
    others: tuple[PickOption, ...] = ()
    button: str = ""
    lines: int | None = None
    lines_note: str = ""
    receives: bool = False
    counted: str = ""
    idle: str = ""

    def make(self, quantities: Mapping[str, int]) -> Action:
        assert self.cls is not None
        if self.into is not None:
            chosen = {item.key: quantities.get(item.key, 0) for item in self.items if quantities.get(item.key, 0)}
            return self.cls(**self.fixed, **{self.into: chosen})
        values = {item.key: quantities.get(item.key, 0) for item in self.items}
        return self.cls(**self.fixed, **values)

    def cost(self, quantities: Mapping[str, int]) -> int:
        return sum((item.price or 0) * quantities.get(item.key, 0) for item in self.items)

    def receiving(self, item: BasketItem) -> bool:
        """True if ``item``'s price is paid to the player: the whole basket is a sale, or the line is."""
        return self.receives or item.receives

    def given(self, item: BasketItem, quantity: int, translate: Callable[[str], str] | None = None) -> str:
        """What ``quantity`` of ``item`` brings the player besides money (:attr:`BasketItem.gives`: "1 Tower share"),
        in the language of ``translate``; "" for none."""
        steps = quantity // item.step if item.step else quantity
        if not item.gives or steps <= 0:
            return ""
        values = dict(self.values)
        if translate is not None:
            values = {key: translate(value) if type(value) is str else value for key, value in values.items()}
        return fill(item.gives, {**values, "count": steps}, translate)

    def flows(self, quantities: Mapping[str, int]) -> tuple[int, int]:
        """The money ``quantities`` move: what the player pays, and what the player receives, each line at its
        price in the direction it goes (:meth:`receiving`)."""
        paid = received = 0
        for item in self.items:
            amount = (item.price or 0) * quantities.get(item.key, 0)
            if self.receiving(item):
                received += amount
            else:
                paid += amount
        return paid, received

    def over_budget(self, quantities: Mapping[str, int]) -> bool:
        """True if ``quantities`` cost more than the budget the table sees (:attr:`budget`)."""
        return self.budget is not None and self.cost(quantities) > self.budget

    def over_own_budget(self, quantities: Mapping[str, int]) -> bool:
        """True if ``quantities`` cost more than the deciding seat has, its money hidden (:attr:`own_budget`)."""
        return self.own_budget is not None and self.cost(quantities) > self.own_budget

    def filled(self, quantities: Mapping[str, int]) -> int:
        """How many items have a quantity other than 0."""
        return sum(1 for item in self.items if quantities.get(item.key, 0))

    def too_many_lines(self, quantities: Mapping[str, int]) -> bool:
        """True if more items are filled than one confirm takes (:attr:`lines`)."""
        return self.lines is not None and self.filled(quantities) > self.lines

    def allows(self, quantities: Mapping[str, int]) -> bool:
        from .game import is_legal

        if self.too_many_lines(quantities):
            return False
        return is_legal(self.make(quantities), self.choices)

    def least_alone(self, item: BasketItem) -> int | None:
        """The least quantity above ``item.low`` the line may hold as the basket's one line, when that is more
        than its first step (a Mad Market debt's sale must raise what the debt still needs, or sell them all);
        else None. Only for a basket of one line at a time (:attr:`lines` 1), where a line alone is the whole
        answer, so a front-end can say the range the rules take rather than refuse one within the line's limits.
        """
        if self.lines != 1:
            return None
        first = item.low + item.step
        least = next((q for q in range(first, item.high + 1, item.step) if self.allows({item.key: q})), None)
        return least if least is not None and least > first else None

    def _json(self) -> dict[str, Any]:
        assert self.cls is not None
        data = {
            "action": self.cls.type,
            "fixed": dict(self.fixed),
            "into": self.into,
            "items": [item.to_json() for item in self.items],
            "total_cap": self.total_cap,
            "budget": self.budget,
        }
        _beside(data, self.unit, self.others, self.button)
        if self.lines is not None:
            data["lines"] = self.lines
            if self.lines_note:
                data["lines_note"] = self.lines_note
        if self.receives:
            data["receives"] = True
        if self.counted:
            data["counted"] = self.counted
        return data


@dataclass(frozen=True, slots=True)
class Dice(Decision):
    """One or more dice thrown together, typed from the table or rolled by the companion."""

    kind: ClassVar[str] = "dice"
    dice: tuple[Die, ...] = ()
    cls: type[Action] | None = None
    fixed: Mapping[str, Any] = field(default_factory=dict)

    def make(self, values: Mapping[str, int]) -> Action:
        assert self.cls is not None
        return self.cls(**self.fixed, **{die.field: values[die.field] for die in self.dice})

    def check(self, values: Mapping[str, Any]) -> None:
        """Refuse values typed from the table before an action is made of them, naming the die at fault."""
        DiceSet(self.dice).check(values)

    def roll(self, chance: ChanceSource) -> Action:
        """The companion throws the dice (the caller's explicit generator; the engine never rolls)."""
        return self.make(DiceSet(self.dice).roll(chance))

    def _json(self) -> dict[str, Any]:
        assert self.cls is not None
        return {
            "action": self.cls.type,
            "fixed": dict(self.fixed),
            "dice": [{"name": d.name, "field": d.field, "sides": d.sides} for d in self.dice],
        }


@dataclass(frozen=True, slots=True)
class DrawCard(PickOption):
    """One distinct card of a :class:`Draw`: its key, label and drawing action, and ``count``, how many are left."""

    count: int = 1

    def to_json(self) -> dict[str, Any]:
        return {**PickOption.to_json(self), "count": self.count}


@dataclass(frozen=True, slots=True)
class Draw(Pick):
    """A card turned up from a known deck: say which came up, or let the companion draw one.

    A pick whose options are the distinct cards left (each with its count), made from a
    :class:`~companion.core.game.Deck`, the legal choice that keeps the weights: :meth:`draw` turns up a
    card as a blind draw would, a card with two copies left twice as often as a card with one. A pick
    still, so what reads a pick (a typed key, a scanned card) reads a draw; ``others`` are the
    alternatives beside the deck (none in most games).
    """

    kind: ClassVar[str] = "draw"
    options: tuple[DrawCard, ...] = ()
    deck: Deck | None = None
    others: tuple[PickOption, ...] = ()

    @property
    def cards(self) -> tuple[DrawCard, ...]:
        """The distinct cards left, in the deck's order."""
        return self.options

    @property
    def total(self) -> int:
        """How many cards are left in all."""
        return sum(card.count for card in self.options)

    def draw(self, chance: ChanceSource) -> Action:
        """The companion turns up a card (the caller's explicit generator; the engine never draws)."""
        assert self.deck is not None
        return self.deck.sample(chance)

    def find(self, text: str) -> PickOption | None:
        """The card (or other option) whose key or label is ``text`` (any case), for typed and scanned input."""
        wanted = text.strip().casefold()
        for option in (*self.options, *self.others):
            if option.key.casefold() == wanted or option.label.casefold() == wanted:
                return option
        return None

    def _json(self) -> dict[str, Any]:
        assert self.deck is not None
        data = {
            "action": self.deck.type,
            "total": self.total,
            "options": [card.to_json() for card in self.options],
        }
        if self.others:
            data["others"] = [option.to_json() for option in self.others]
        return data


@dataclass(frozen=True, slots=True)
class Secret(Decision):
    """A sealed, simultaneous entry: each seat in ``seats`` decides ``inner`` privately.

    ``chosen`` lists who has already entered (never what). The engine keeps
    each entry sealed until the last seat has entered, then reveals all in
    one event; a summary for any viewer shows only who has chosen.
    """

    kind: ClassVar[str] = "secret"
    inner: Decision | None = None
    seats: tuple[int, ...] = ()
    chosen: tuple[int, ...] = ()

    def _json(self) -> dict[str, Any]:
        assert self.inner is not None
        return {"inner": self.inner.to_json(), "seats": list(self.seats), "chosen": list(self.chosen)}

    def heading(self, name: str = "", translate: Callable[[str], str] | None = None) -> str:
        """What the table chooses in secret, as the heading over every seat's choice, or "" if the engine does
        not say (a front-end then says only that everyone chooses in secret).

        A question that names no seat is everyone's already ("Everyone guesses in secret: odd or even?"). One
        that names its seat ("{name}: sell shares") heads the choice once that seat is the last to owe it; while
        several seats owe it, the ``everyone`` among ``values`` says what they all choose, an ``N_`` template
        filled as the question is ("Sealed sales: everyone chooses what to sell").
        """
        if "{name}" not in self.label:
            return self.text(name, translate)
        if len(set(self.seats) - set(self.chosen)) > 1:
            everyone = self.values.get("everyone")
            return self._filled(everyone, name, translate) if isinstance(everyone, str) and everyone else ""
        return self.text(name, translate)


@dataclass(frozen=True, slots=True)
class Entry(Decision):
    """A game-specific entry with too many legal forms to list (an :class:`ActionSet`).

    The game's own board picture collects it; the console takes it as JSON.
    """

    kind: ClassVar[str] = "entry"
    choice: ActionSet | None = None
    entered: str = ""
    """What is entered and by whom, for a front-end that cannot take it (a phone): an ``N_`` template over the
    values, filled as the question is ("Put your {count} cubes on the board, then enter…"); "" says only where."""

    def where(self, name: str = "", translate: Callable[[str], str] | None = None) -> str:
        """:attr:`entered` filled for ``name`` (the deciding seat's), or ""."""
        return self._filled(self.entered, name, translate) if self.entered else ""

    def _json(self) -> dict[str, Any]:
        assert self.choice is not None
        return {"action": self.choice.type, "describe": self.choice.describe()}


@dataclass(frozen=True, slots=True)
class Actor:
    """A seat that may act now and the decision it faces.

    ``seat`` is None when anyone may enter the outcome (chance with no
    roller). ``chance`` marks outcomes of dice or draws that the companion
    may decide; ``side`` marks actions open beside the main decision (a loan
    to raise money, declaring that the game ends).
    """

    seat: int | None
    decision: Decision
    side: bool = False
    chance: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "decision": self.decision.to_json()}
        if self.side:
            data["side"] = True
        if self.chance:
            data["chance"] = True
        return data


# -- deriving decisions from legal actions ---------------------------------------------

Labeler = Callable[[Any], str]


def seat_of(choice: Any) -> int | None:
    """The seat a legal choice belongs to (its ``player`` field), or None."""
    from .game import ActionRange

    if isinstance(choice, ActionRange):
        seat = choice.fixed.get("player")
    else:
        seat = getattr(choice, "player", None)
    return seat if isinstance(seat, int) else None


def key_of(action: Action) -> str:
    """A stable key for an option: the values of its fields other than the seat, joined."""
    import dataclasses

    parts = [str(getattr(action, f.name)) for f in dataclasses.fields(action) if f.name != "player"]
    return " ".join(parts) if parts else action.type


def options(
    actions: Iterable[Action], labeler: Labeler, key: Callable[[Action], str] = key_of
) -> tuple[PickOption, ...]:
    return tuple(PickOption(key(action), labeler(action), action) for action in actions)


def cards(deck: Deck, labeler: Labeler, key: Callable[[Action], str] = key_of) -> tuple[DrawCard, ...]:
    """The distinct cards of ``deck`` as a draw's options, each with its count, labelled by ``labeler``."""
    return tuple(DrawCard(key(action), labeler(action), action, count=count) for action, count in deck.cards)


def decision_for(choices: Sequence[Choice], labeler: Labeler, label: str = "") -> Decision:
    """The generic decision for one seat's choices: a number, a card drawn, a game entry, a confirm or a pick."""
    from .game import ActionRange, ActionSet, Deck

    ranges = [c for c in choices if isinstance(c, ActionRange)]
    sets = [c for c in choices if isinstance(c, ActionSet)]
    plain = [c for c in choices if not isinstance(c, ActionRange | ActionSet)]
    if len(sets) == 1 and isinstance(sets[0], Deck) and not ranges:
        return Draw(label, options=cards(sets[0], labeler), deck=sets[0], others=options(plain, labeler))
    if ranges and len(ranges) == 1:
        return Amount(label, range=ranges[0], others=options(plain, labeler))
    if sets and not ranges and not plain:
        return Entry(label, choice=sets[0])
    if len(plain) == 1 and not ranges and not sets:
        return Confirm(label, action=plain[0], button=labeler(plain[0]))
    # Several ranges (a family of numbers): list them as picks of their own bounds.
    listed: list[Action] = [*plain]
    for choice in ranges:
        listed.extend(choice)
    return Pick(label, options=options(listed, labeler))


def derive(
    player: int | None,
    chance: bool,
    choices: Sequence[Choice],
    labeler: Labeler,
    *,
    side_types: Iterable[str] = (),
    label: str = "",
) -> tuple[Actor, ...]:
    """Group ``choices`` by seat into actors: the prompted seat first, then side actions.

    Choices whose type is in ``side_types`` become side actors of their
    seat; choices without a seat belong to ``player`` (chance, any caller).
    """
    side = set(side_types)
    main: dict[int | None, list[Choice]] = {}
    extra: dict[int | None, list[Choice]] = {}
    for choice in choices:
        seat = seat_of(choice)
        if seat is None:
            seat = player
        (extra if choice.type in side else main).setdefault(seat, []).append(choice)
    actors: list[Actor] = []
    order = sorted(main, key=lambda s: (s != player, -1 if s is None else s))
    for seat in order:
        actors.append(Actor(seat, decision_for(main[seat], labeler, label), chance=chance and seat == player))
    for seat in sorted(extra, key=lambda s: -1 if s is None else s):
        actors.append(Actor(seat, decision_for(extra[seat], labeler), side=True))
    return tuple(actors)


def actor_for(actors: Sequence[Actor], seat: int | None, *, side: bool = False) -> Actor | None:
    """The actor of ``seat`` (its main decision, or its side action with ``side``)."""
    for actor in actors:
        if actor.seat == seat and actor.side == side:
            return actor
    return None
