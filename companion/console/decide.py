"""The console's decision widgets: each decision kind as numbered lines and questions.

The same decisions the touchscreen draws (:mod:`companion.ui.decide`)
become text: a pick is numbered options (a board pick with many squares is
typed by its square instead: nobody reads a hundred numbered lines), a draw lists the cards left on a line
or two with their counts ("Draw: 0 ×2, 2 ×2, …"), a bid asks for the number (with
the standing bid and what the seat can pay), a basket asks each quantity
in turn and shows the total, dice ask for each named die, and a sealed
choice hands the keyboard to one player, clears the screen afterwards and
asks for the next. Every answer builds its action from the decision, so
the console can only submit a choice the engine offered.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from companion.core import Prompt, RuleViolation, Table
from companion.core.decisions import (
    Actor,
    Amount,
    Basket,
    BasketItem,
    BoardPick,
    Confirm,
    Decision,
    Dice,
    Draw,
    Entry,
    Pick,
    PickOption,
    Secret,
)
from companion.core.i18n import say
from companion.core.records import Action
from companion.data_classes import dataclass
from companion.text.baskets import OVER_OWN_BUDGET, totals
from companion.text.brackets import ENDING, bracketed
from companion.text.buttons import option_detail
from companion.text.columns import DEFAULT, width
from companion.text.folding import fold
from companion.text.i18n import (
    COUNTED,
    Translator,
    _,
    labelled,
    language,
    listing,
    money,
    ngettext,
    pgettext,
    translator,
)
from companion.text.option_words import OptionWords, labeller, options_words, pick_words
from companion.text.ranges import amount_words, beside_note, cap_words, top_is_cap
from companion.text.sentence import as_sentence
from companion.text.terms import held_together

from .typed import all_words, by_number, listed_by_value, matches, nothing_words, said

if TYPE_CHECKING:
    from . import Console

Ask = Callable[[list[str]], "Action | None"]

Label = Callable[[PickOption], "str | None"]
"""An option's button in its game's own words (:func:`~companion.text.option_words.labeller`), or None where the
game has none and the engine's label stands."""


def no_words(_option: PickOption) -> str | None:
    """The :data:`Label` of a game that words no buttons: every option keeps the engine's label."""
    return None


BOARD_LIST_MAX = 12
"""A board pick with more squares than this is typed by its square, not listed."""

WIDTH = DEFAULT
"""The columns a line wraps at when the output is not a terminal (a terminal's 80, less a margin); a terminal's
own width is followed (:func:`~companion.text.columns.width`)."""


@dataclass(slots=True)
class Line:
    """One choice: its text, what choosing it does with the rest of the typed line, and the names it answers to.

    ``names`` are folded (see :func:`~companion.text.folding.fold`): the
    option's key and its label in English and in the player's language, so
    "5c", "tower" and "Torre" all find their option. ``board`` marks a square
    of a board pick, typed rather than listed when there are many. ``hint``
    marks the line of a number to type (a bid, a die) with what to type: at
    such a question a bare number is the bid or the die, never an option's
    number, so "5" at an auction bids 5 and cannot take someone's loan.
    """

    text: str
    act: Ask
    names: tuple[str, ...] = ()
    board: bool = False
    hint: str = ""
    option: bool = False
    """An offered option (its text names what choosing it does), not a question that asks for more."""
    pile: Pile | None = None
    """The draw a card's line belongs to: the cards of one draw are listed together on a line or two."""
    listed: bool = True
    """False for a line typed by its name only, never numbered (a draw's "random")."""
    about: str = ""
    """What choosing the option would do, in a few words ("grows Tower (5 tiles now)"), in a column of its own."""
    refused: bool = False
    """An option the rules refuse now whose ``about`` is the reason, not an outcome worth reading in full."""
    enabled: bool = True
    """False for an option the rules do not offer now, kept in its place ("Tower (not available)")."""
    notes: tuple[str, ...] = ()
    """What the line's parts nobody is asked about say ("Tower: sold out"), a row each under its text, in brackets."""
    entry: bool = False
    """A line that says what to type ("type it, e.g. white wood green…"): an empty line is answered with it."""


@dataclass(frozen=True, slots=True)
class Pile:
    """What the lines of one draw share: the cards left in all, and whether the companion may draw."""

    total: int
    chance: bool


def option_line(
    key: str,
    label: str,
    action: Action,
    *,
    board: bool = False,
    enabled: bool = True,
    detail: str = "",
    reason: str = "",
    words: str | None = None,
) -> Line:
    """The line of one labelled option: chosen by number, key or label (a key of digits only if it is shown).

    A disabled option keeps its place ("Tower (not available)"), so the list
    reads the same all game; choosing it still submits its action, and the
    engine answers with the rule that forbids it. One whose ``reason`` the decision gives (a tile of the hand
    the rules refuse now) says that reason beside it instead (:func:`refused_words`). The option's ``detail``
    (the money it moves: a loan's "+9M", a colour's cash, an item's price) follows its label, as on the
    touchscreen's button.

    ``words`` are the game's own for the button where it has them (its GameSpec's ``option_label``: "Buy LOG-2
    for 100", the touchscreen's and the phones' words, naming what the detail would say): they are shown instead,
    and the line answers to them as well as to the engine's label, so what a player typed before still chooses it.
    """
    said = say(label, _)  # (a label may be a Phrase: "sell CRY-1 to the state (70)" with its numbers)
    detail = option_detail(said, say(detail, _))  # (a Phrase: an amount grouped as the language writes it)
    labelled_shown = bracketed(said, detail)  # (no detail where the label ends with its price already)
    shown = words or labelled_shown
    text = shown if enabled or reason else _("{option} (not available)").format(option=shown)
    names = {fold(label), fold(labelled_shown), fold(shown)}
    if not key.isdigit() or key in names:
        # A number the line does not show (a seat's index behind its name) is not a name a player types:
        # "2" at "Ann, Ben, Cat" means the second line, never the seat the engine numbers 2.
        names.add(fold(key))
    return Line(text, lambda _rest: action, tuple(names), board, option=True, enabled=enabled)


def refused_words(option: PickOption) -> str:
    """Why the rules refuse a disabled option now, in the player's language, where the decision says it ("6F
    would found an eighth chain…"), else "": said beside the option, where its outcome would be."""
    reason = getattr(option, "reason", "")  # (an option of a game's own making may not have one)
    return say(reason, _) if reason and not getattr(option, "enabled", True) else ""


def other_line(option: PickOption, label: Label = no_words, told: Mapping[str, OptionWords] | None = None) -> Line:
    """The line of an option beside a bid, a basket or a draw (an item to buy, the end of the move): as a pick's
    option's, with its money (or in the game's own words, ``label``'s), and, where the rules refuse it now and the
    decision says why (an item too dear for the cash), that reason beside it; else what it would do, where the
    game says so (``told``, :func:`~companion.text.option_words.options_words`), as a pick's option has it."""
    refusal = refused_words(option)
    words = (told or {}).get(option.key)
    line = option_line(
        option.key,
        option.label,
        option.action,
        enabled=getattr(option, "enabled", True),
        detail=getattr(option, "detail", ""),
        reason=getattr(option, "reason", ""),
        words=label(option),
    )
    if refusal:
        return replace(line, about=refusal, refused=True)
    return replace(line, about=words.short) if words is not None else line


def others_lines(table: Table[Any], options: Sequence[PickOption], label: Label = no_words) -> list[Line]:
    """The lines of the options beside a bid, a basket or a draw, each with what it would do where the game says
    so (an item: "160 left, 1 of 35 VP"; a company sold; the end of the move), read once for them all. Every one
    has its words however many are listed: they are each on a line of their own already (a player's two brokers
    made seventeen of Mad Market's, and the limousine and the end of the move lost theirs)."""
    told = options_words(table, options, most=None)
    return [other_line(option, label, told) for option in options]


def show_lines(console: Console, lines: list[Line], indent: str = "  ") -> None:
    """The lines to choose from: numbered, or, when every option is a number, listed by their values.

    A list of numbers ("2", "3" ... "12") numbered by position would make a
    typed "3" mean the option 4; shown by value, a typed number is the value.
    The cards of a draw share a line or two ("Draw: 1 2 3 … 30 (30 cards left)"),
    never thirty lines of one card each. An option that says what it would do (a tile of a hand) has those
    words in a column after the labels, so six tiles read as a table.
    """
    pile = lines[0].pile if lines else None
    if pile is not None and all(line.pile is pile for line in lines):
        show_pile(console, lines, pile, indent)
        return
    if listed_by_value(lines):
        console.say(
            indent + _("Type the number you choose: {values}").format(values=", ".join(line.text for line in lines))
        )
        return
    width = len(str(len(lines)))
    column = max((len(line.text) for line in lines if line.about), default=0)
    for place, line in enumerate(lines, 1):
        if line.about:  # "3) 12E  grows Tower (5 tiles now)": the words in a column, wrapped under themselves
            text = f"{place:>{width}}) {line.text:<{column}}  {line.about}"
            say_wrapped(console, text, indent, " " * (width + 2 + column + 2))
            continue
        say_wrapped(console, f"{place:>{width}}) {line.text}", indent, " " * (width + 2))
        for note in line.notes:  # under the line's words, in brackets, apart from the words wrapped above
            say_wrapped(console, f"({note})", indent + " " * (width + 2), " ")


HELD = "\ue000"
"""Stands for a space no row may break at while a text is wrapped, then is a space again."""

PUNCTUATION_SPACE = re.compile(r" (?=[:;!?»])|(?<=«) ")
"""The space French writes before a colon, a semicolon, "!", "?" and "»", and after "«": a row that began ": il ne
pourra jamais être joué" read as a line of its own, its colon orphaned from the words it ends."""

LONE_LETTER = re.compile(r"(?<![\w'’])([^\W\d_]) (?=\S)")
"""A word of one letter and the space after it: a key and its colour ("N nero"), a conjunction ("e", "à", "y")
stays with the word it leads; "Cubetti: R rosso, G giallo, N" ended a row of 60 columns, "nero" the next."""

QUOTED = re.compile(r"(?:^|(?<=[\s(]))'([^'\n]{1,24}?)'(?!\w)")
"""A short thing to type, in quotes ("'torna N'", "'? 3 4'"), never an apostrophe ("l'opzione"): a row of 60
columns ended on "'correggi" and began the next on "N' per inserirlo", the command read as two."""


def wrapped(text: str, width: int, **options: Any) -> list[str]:
    """``text`` in rows of ``width`` columns (:func:`textwrap.wrap` and its ``options``), never broken at the space
    before a French colon or semicolon (or inside « » or a short quoted thing to type), nor after a word of one letter, nor before a last word of :data:`SHORT_LAST` characters or
    fewer: "… per esempio" / "3" left the example alone on a row of a 60-column terminal."""
    held = held_together(PUNCTUATION_SPACE.sub(HELD, text), HELD)  # "fuori pericolo" never "fuori" / "pericolo"
    held = QUOTED.sub(lambda found: found.group(0).replace(" ", HELD), held)
    held = LONE_LETTER.sub(lambda found: found.group(1) + HELD, held)
    before, space, last = held.rstrip().rpartition(" ")
    if space and before.strip() and len(last) <= SHORT_LAST:
        held = before + HELD + held[len(before) + 1 :]
    rows = textwrap.wrap(held, width, **options)
    return [row.replace(HELD, " ") for row in rows]


SHORT_LAST = 3
"""The longest last word of a sentence kept on the row of the word before it ("e.g. 3", "Ann 6M")."""


def say_wrapped(console: Console, text: str, indent: str, hanging: str) -> None:
    """``text`` within the console's columns, its later rows under its words (``hanging`` more than ``indent``):
    a basket that names a dozen quantities reads as lines, not as one row running off the terminal."""
    rows = wrapped(text, width() - len(indent), subsequent_indent=hanging, break_on_hyphens=False) or [""]
    for row in rows:
        console.say(indent + row)


def show_pile(console: Console, lines: list[Line], pile: Pile, indent: str) -> None:
    """A draw's cards on as few lines as read well: by value when every card is a number, else numbered."""
    by_value = listed_by_value(lines)
    shown = [line.text if by_value else f"{place}) {line.text}" for place, line in enumerate(lines, 1)]
    left = ngettext("{count} card left", "{count} cards left", pile.total).format(count=pile.total)
    glue = "\N{NO-BREAK SPACE}"  # a card and its count ("12 ×2", "3) Tower") stay on one line
    cards = (", " if by_value else "  ").join(card.replace(" ", glue) for card in shown)
    text = _("Draw: {cards} ({left})").format(cards=cards, left=left)
    for row in wrapped(text, width() - len(indent), subsequent_indent="  ", break_on_hyphens=False):
        console.say(indent + row.replace(glue, " "))
    if pile.chance and by_value:  # "0) let the companion decide" is not said for a list by value: say how
        console.say(indent + _("Type '{word}' and the companion draws a card.").format(word=_("random")))


def choose_by_number(count: int, first: int = 1) -> str:
    """What to type when a number chose no line: "Choose 1 to 4.", or with one line "Type 1" (not "1 to 1").

    ``first`` is the lowest number listed: 0 where the companion's own choice is the line "0) let the companion
    decide" above the ``count`` lines ("Choose 0 to 3." at "Who takes the first-player marker?", which said "1 to
    3" and left out the 0 printed just above)."""
    if count == 1 and first == 1:
        return _("Type 1: it is the only choice.")
    # NOTE: what to type at a numbered list; {first} is its lowest number (0 or 1), {last} its highest
    return _("Choose {first} to {last}.").format(first=first, last=count)


def which_line(console: Console, text: str, numbered: list[Line], lines: list[Line], first: int = 1) -> Line | None:
    """The line a typed number means: an option whose value it is, else the line at that position.

    A number that is both an option's value and the position of another line
    is asked about, never guessed: typing "4" where the options are cards 4
    and 16 (the fourth line) must not seal card 16 unseen. None, with the
    reason said, when the number means nothing or the player does not choose (``first``: the lowest number
    listed, see :func:`choose_by_number`).
    """
    values, position = by_number(text, numbered, lines)
    candidates = list(values)
    if position is not None and all(position is not line for line in values):
        candidates.append(position)
    if len(candidates) == 1:
        return candidates[0]
    if not candidates:
        if listed_by_value(numbered):
            console.say(_("{number} is not one of the options.").format(number=text))
        elif numbered:
            console.say(choose_by_number(len(numbered), first))
        else:
            console.say(_("There is nothing to choose."))
        return None
    console.say(_("{number} could mean more than one choice:").format(number=text))
    letters = "abcdefghijklmnopqrstuvwxyz"[: len(candidates)]
    for letter, line in zip(letters, candidates, strict=False):
        where = (
            _("line {number}").format(number=text) if line is position else _("the option {value}").format(value=text)
        )
        console.say(f"  {letter}) {line.text} ({where})")
    answer = fold(console.read_line(_("Which one? Type its letter: ")) or "")
    if len(answer) == 1 and answer in letters:
        return candidates[letters.index(answer)]
    console.say(_("Nothing chosen."))
    return None


def basket_number(console: Console, text: str) -> str:
    """Where a number beyond a menu is one its basket's number could take ("3" at a tile to build, its cost): how to
    type that ("Tile cost: 3? Type '1 3'."); "" anywhere else. "Choose 1 to 2." alone did not say how the
    cost the player meant is typed."""
    main = console.table.prompt().primary()
    decision = main.decision if main is not None else None
    if not isinstance(decision, Basket) or not text.isdigit():
        return ""
    asked = [item for item in decision.items if item.low != item.high and not item.switch]
    place = next((at for at, line in enumerate(console.numbered, 1) if not line.option and not line.hint), None)
    if len(asked) != 1 or place is None or not asked[0].low <= int(text) <= asked[0].high:
        return ""
    least = decision.least_alone(asked[0])  # a debt's line: none, or at least what the debt needs
    if least is not None and asked[0].low < int(text) < least:
        return ""  # "For sell Logistics 2, type '1 2'" offered what the line then refused
    found = ENDING.fullmatch(say(asked[0].label, _))  # "tile cost ($)": its unit is no word of it
    item = found["head"] if found else say(asked[0].label, _)
    item = item[:1].upper() + item[1:]  # the line's label begins the sentence: "Sell Logistics: 10? Type '1 10'."
    return _("{item}: {value}? Type '{number} {value}'.").format(item=item, value=text, number=place)


def sealed(prompt: Prompt, seat: int) -> bool:
    """True if ``seat`` has entered a choice that is still sealed (no text may show it)."""
    return any(isinstance(actor.decision, Secret) and seat in actor.decision.chosen for actor in prompt.actors)


def question(table: Table[Any], actor: Actor) -> str:
    """The decision's own sentence in the player's language ("Anna: name the new chain").

    A sealed choice several seats still owe is everyone's, headed as the touchscreen heads it, by what they all
    choose (:meth:`Secret.heading`): its own sentence naming one seat ("Anna: sell shares") read as Anna's turn
    above "1) Anna chooses in secret  2) Ben chooses in secret".
    """
    names = table.names
    name = names[actor.seat] if actor.seat is not None and 0 <= actor.seat < len(names) else _("Chance")
    decision = actor.decision
    if isinstance(decision, Secret):  # what they all choose ("Sealed sales: everyone chooses what to sell")
        return decision.heading(name, _) or _("Everyone chooses in secret")
    return decision.text(name, _) or name


def main_note(table: Table[Any], actor: Actor) -> str:
    """The note :func:`hint` prints under the question when ``actor`` is the main one (only its note is printed),
    else ""."""
    if table.prompt().primary() != actor:
        return ""
    names = table.names
    return actor.decision.hint(names[actor.seat] if actor.seat is not None and 0 <= actor.seat < len(names) else "", _)


def number_line(line: Line) -> str:
    """A number's line as the console prints it: "$5 to $30: type the number, e.g. 5", or its hint alone where
    the note above says the range ("the only number possible: type 5")."""
    return labelled(line.text, line.hint) if line.text else line.hint


def hint(table: Table[Any], actor: Actor) -> list[str]:
    """The line that explains the decision (its note: "Draw a tile from the draw pile…"), wrapped to the
    console's width under the question; none when the decision has no note."""
    names = table.names
    name = names[actor.seat] if actor.seat is not None and 0 <= actor.seat < len(names) else ""
    text = actor.decision.hint(name, _)
    return wrapped(text, width() - 2, break_on_hyphens=False) if text else []


def lines_for(console: Console, prompt: Prompt) -> list[Line]:
    """Every numbered line of the prompt: the main decision's, then side actions and other seats'."""
    main = prompt.primary()
    found: list[Line] = []
    if main is not None:
        found += decision_lines(console, main, main.decision)
    names = console.table.names
    for actor in prompt.actors:
        if actor is main:
            continue
        if isinstance(actor.decision, Secret):  # "Ben chooses in secret" names its seat already
            found += decision_lines(console, actor, actor.decision)
            continue
        who = names[actor.seat] if actor.seat is not None else _("Chance")
        asked = side_question(console.table, actor) or who  # "Loan for Ann: red (+9M)", else "Ann: Take the loan"
        for line in decision_lines(console, actor, actor.decision):
            seat_names = tuple(f"{fold(who)} {name}" for name in line.names)  # "ann take the loan"
            found.append(
                Line(labelled(asked, line.text), line.act, line.names + seat_names, line.board, about=line.about)
            )
    return found


def side_question(table: Table[Any], actor: Actor) -> str:
    """Another seat's pick's own question, when it has values of its own: only the main question is printed, so
    its options would say only "Ann: red (+9M)" where the touchscreen heads them "Loan for Ann". A question with
    no values ("Ann: declare the end of the game") says no more than the seat's name before its button."""
    decision = actor.decision
    if not decision.label or not decision.values or not isinstance(decision, Pick):
        return ""
    return question(table, actor)


def dice_example(decision: Dice) -> str:
    """A throw to show as an example ("3 4"): plausible faces, within each die's sides."""
    return " ".join(str(min(die.sides, 3 + index)) for index, die in enumerate(decision.dice))


def typed_examples(table: Table[Any], prompt: Prompt, most: int = 2, *, passing: bool = False) -> list[str]:
    """What a player could type now, for the help of a game that gives no examples of its own: the first
    squares or options of the main question (available ones first), the lowest bid, a throw of the dice, a
    basket's first line with a quantity ("own links 1") and its other options. ``passing``: the seat asked may
    type "pass" now, which a bid's example says beside the least bid.

    A basket gave none, so the help fell back on every example the game has: Steam Barons' shipping suggested
    "white wood green brown black orange (the companies as drawn)", the order of play drawn once a turn."""
    main = prompt.primary()
    decision = main.decision if main is not None else None
    if isinstance(decision, Pick):
        offered = sorted(decision.options, key=lambda o: not getattr(o, "enabled", True))
        board = isinstance(decision, BoardPick)
        return list(dict.fromkeys(o.key if board else _(o.label) for o in offered))[:most]
    if isinstance(decision, Amount) and decision.range is not None and decision.range.type == "bid":
        # "In this game, for example: 1" taught nothing at an auction: what the 1 is, and how to pass
        word = next((w.strip() for w in pgettext("typed at the console", "pass").split("|") if w.strip()), "pass")
        if passing:
            # NOTE: the help's example at an auction; {low} is the least bid now, {word} the word typed to pass
            return [_("{low} (the least bid now), or '{word}' to pass").format(low=decision.low, word=word)]
        # NOTE: the help's example at an auction where the seat may not pass; {low} is the least bid now
        return [_("{low} (the least bid now)").format(low=decision.low)]
    if isinstance(decision, Amount) and decision.range is not None:
        return [str(decision.low)]
    if isinstance(decision, Dice):
        return [dice_example(decision)]
    if isinstance(decision, Basket) and open_basket(decision):  # "own links 1", as basket_by_names reads it
        shown = typed_examples_of_basket(decision)
        open_others = [o for o in decision.others if getattr(o, "enabled", True)]
        return shown + [say(o.label, _) for o in open_others][: most - len(shown)]
    if isinstance(decision, Confirm) and decision.action is not None:
        return [say(decision.button or table.label(decision.action), _)]
    return []


VALUED = re.compile(r"^[^\W\d]+(?: [^\W\d]+)* \d")
"""A typed line that is an option's word, then its values ("sell 2", "offro 5"), as it reads."""


def valued_examples(prompt: Prompt, now: Sequence[str] = ()) -> list[str]:
    """An option typed by its first word with its values, in the player's language, as this moment takes it: the
    game's own words for an action on offer (``now``: translated, and filled by :func:`filled_example`), else the
    question on the table's own ("bid 5", "roll 3 4", a basket's "own links 1"). None where nothing is typed with
    values now: the help said "bid 5, roll 3 4" at every table, even where nobody bids nor rolls; then the game's
    purchase ("buy 2 tower 1 luxor") at every moment, its start tiles and its mergers too.

    Where one of ``now`` has values, it is the one example: a purchase's basket showed its first line ("Red 1")
    ahead of the game's own purchase words, two shapes of one purchase."""
    valued_now = [example for example in now if VALUED.match(example)]
    if valued_now:
        return valued_now[:1]
    main = prompt.primary()
    decision = main.decision if main is not None else None
    if isinstance(decision, Amount) and decision.range is not None and decision.range.type == "bid":
        bid = next((w.strip() for w in pgettext("typed at the console", "bid").split("|") if w.strip()), "bid")
        return [f"{bid} {decision.low}"]
    if isinstance(decision, Dice):
        roll = _("roll")
        return [f"{roll} {dice_example(decision)}"]
    if isinstance(decision, Basket) and open_basket(decision):
        return [example for example in typed_examples_of_basket(decision)[:1] if VALUED.match(example)]
    return []


FIELDS = re.compile(r"\{(\w+)\}")
"""The fields of a game's typed example that the question on the table fills ("buy {count} {item}")."""


def filled_example(example: str, prompt: Prompt, typed: str | None = None) -> str | None:
    """A game's typed example (translated) as this moment takes it: its ``{item}`` and ``{count}`` filled with the
    first line of the question's basket that can be chosen now and a quantity of it the basket accepts ("buy
    {count} {item}": "buy 1 Luxor"), its ``{typed}`` with ``typed``, the game's own words for an action it takes
    now ("A9 N N B10 B B"); as it is when it has no fields; None when the moment fills not all of them.

    A purchase example bought 2 Tower and 1 Luxor where neither was on the board; a placement placed "R R" and
    "Y" where the seat had two black and two white cubes to place."""
    fields = set(FIELDS.findall(example))
    if not fields:
        return example
    if fields - {"item", "count", "typed"} or ("typed" in fields and typed is None):
        return None
    values: dict[str, Any] = {"typed": typed}
    if fields & {"item", "count"}:
        main = prompt.primary()
        decision = main.decision if main is not None else None
        line = basket_line(decision) if isinstance(decision, Basket) and open_basket(decision) else None
        if line is None:
            return None
        values.update(item=say(line[0].label, _), count=line[1])
    return example.format(**values)


def basket_line(decision: Basket) -> tuple[BasketItem, int] | None:
    """The basket's first line that varies, with its least quantity above none that the basket accepts alone (the
    other lines at their least), or None when no line can be chosen so."""
    for item in decision.items:
        if item.low == item.high or item.switch:
            continue
        count = min(item.high, max(item.low, item.step, 1))
        if decision.allows({**{other.key: other.low for other in decision.items}, item.key: count}):
            return item, count
    return None


def number_row(prompt: Prompt, *, numbered: bool = True, lines: bool = True) -> str:
    """The help's row for a bare number, as the console takes it at this moment: the bid, the amount or the throw
    the main question asks (then every other line goes by name), else the numbered option (another seat's amount
    beside the main question is a numbered line, its number asked once it is chosen); where nothing is numbered,
    the words it is read as. The help said "when a bid or a die is asked, the number is the bid or the die" at
    every table, even where nobody bids nor rolls; then "choose that numbered option" at start tiles typed by
    their squares, where no option is numbered and "2" asks the row of a tile in column 2.

    ``numbered``: options are listed with numbers now; ``lines``: anything at all may be chosen."""
    main = prompt.primary()
    decision = main.decision if main is not None else None
    if isinstance(decision, Amount) and decision.range is not None:
        if decision.range.type == "bid":
            row = _("  NUMBER           the bid asked now, e.g. {example}; options by name")
        else:
            row = _("  NUMBER           the amount asked now, e.g. {example}; options by name")
        return row.format(example=decision.low)
    if isinstance(decision, Dice):
        chance = main is not None and main.chance  # a bare 0 is the companion's throw (:meth:`Console._pick`)
        if len(decision.dice) > 1 and chance:
            row = _(
                "  NUMBER N         the numbers rolled, asked now, e.g. {example} (0: the companion throws); options by name"
            )
        elif len(decision.dice) > 1:
            row = _("  NUMBER N         the numbers rolled, asked now, e.g. {example}; options by name")
        elif chance:
            row = _(
                "  NUMBER           the number rolled, asked now, e.g. {example} (0: the companion throws); options by name"
            )
        else:
            row = _("  NUMBER           the number rolled, asked now, e.g. {example}; options by name")
        return row.format(example=dice_example(decision).replace(" ", HELD))
    if not numbered and lines:  # a square typed ("5C"), a name: "2" is read as the start of such words
        return _("  NUMBER           no option is numbered now: a number is read as WORDS")
    if not numbered:
        return _("  NUMBER           nothing to choose now")
    return _("  NUMBER           choose that numbered option")


def typed_examples_of_basket(decision: Basket) -> list[str]:
    """A basket's first line with a quantity it accepts ("own links 1"), as :func:`basket_by_names` reads it."""
    line = basket_line(decision)
    if line is None:
        return []
    name = say(line[0].label, _)
    unit = ENDING.fullmatch(name)  # "tile cost ($)" is typed "tile cost 1": its unit is no word of it
    return [f"{unit['head'] if unit else name} {line[1]}"]


def draw_lines(console: Console, actor: Actor, decision: Draw, label: Label = no_words) -> list[Line]:
    """A line per distinct card ("15 ×2"), typed by its key or name (or the game's words for it, ``label``'s);
    "random" when the companion may draw."""
    pile = Pile(decision.total, actor.chance)
    found: list[Line] = []
    for card in decision.cards:
        line = option_line(card.key, card.label, card.action, words=label(card))
        text = _("{card} ×{count}").format(card=line.text, count=card.count) if card.count > 1 else line.text
        found.append(replace(line, text=text, pile=pile))
    if actor.chance:
        names = tuple({"random", fold(_("random")), fold(_("Draw at random"))})
        found.append(Line(_("Draw at random"), lambda _rest: decision.draw(console.chance), names, listed=False))
    return [*found, *others_lines(console.table, decision.others, label)]


def decision_lines(console: Console, actor: Actor, decision: Decision) -> list[Line]:
    """The lines of one decision, by its kind.

    Options are worded as the touchscreen's buttons and the phones' where the game words them (its GameSpec's
    ``option_label``): the console listed Mad Market's "Buy the company (100)" where both read "Buy LOG-2 for
    100" for the same decision."""
    table = console.table
    worded = labeller(table)
    if isinstance(decision, Draw):  # a pick of cards, with their counts: before the pick
        return draw_lines(console, actor, decision, worded)
    if isinstance(decision, Pick):  # also a board position
        board = isinstance(decision, BoardPick)
        told = pick_words(table, decision)  # a hand's tiles: what each would do (none for a whole board)
        return [
            replace(
                option_line(
                    o.key,
                    o.label,
                    o.action,
                    board=board,
                    enabled=getattr(o, "enabled", True),
                    detail=getattr(o, "detail", ""),
                    reason=getattr(o, "reason", ""),
                    words=worded(o),
                ),
                about=refused_words(o) or (told[o.key].short if o.key in told else ""),
                refused=bool(refused_words(o)),
            )
            for o in decision.options
        ]
    if isinstance(decision, Confirm):
        if decision.action is None:
            return []
        label = decision.button or table.label(decision.action)
        return [option_line(label, label, decision.action, detail=decision.detail)]  # "Take the loan (+9M)"
    if isinstance(decision, Amount) and decision.range is not None:
        # The range in the player's words and unit ("$5 to $30", "da 1 a 3 azioni"): the question above it says
        # what the number is for; the engine's menu name of the range ("bid $5..$30") is still a name to type.
        unit = decision.unit
        # "1 share" for a range of one; "1M or more" when the top is a ceiling; the least left to the note printed
        # over the main question where it says it ("opening bid at least $5": "up to $30", not "$5 to $30")
        text = beside_note(decision, main_note(table, actor))
        # A bid's line answers to the verb in the player's language too ("offro 9", "enchère 9"); "bid 9" always.
        # NOTE: words a player types at the console before a bid's number, alternatives separated by "|".
        bidding = said({"bid"}, pgettext("typed at the console", "bid")) if decision.range.type == "bid" else ()
        remarks = []  # one bracket for both: "3 to 6 (high bid 2 by Ben, can pay 6)", never two in a row
        if decision.high_bid is not None:
            remarks.append(
                _("high bid {amount} by {name}").format(
                    amount=money(decision.high_bid, unit), name=table.names[decision.high_bidder or 0]
                )
            )
        if decision.cap is not None and not top_is_cap(decision):  # never the range's own top again
            remarks.append(cap_words(decision))  # "can afford 16 guards", as the touchscreen says it
        if remarks:
            text = f"{text} ({', '.join(remarks)})" if text else ", ".join(remarks)
        by_text = (fold(text),) if text else ()
        return [
            Line(
                text,
                lambda rest: ask_amount(console, decision, rest),
                (*by_text, fold(table.label(decision.range)), fold(decision.field.replace("_", " ")), *bidding),
                # an example of the one number there is ("1 share: type the number, e.g. 1") said it twice
                hint=(
                    _("type the number, e.g. {example}")
                    if decision.high > decision.low
                    else _("the only number possible: type {example}")
                ).format(example=decision.low),
            ),
            *others_lines(table, decision.others, worded),
        ]
    if isinstance(decision, Basket):
        others = others_lines(table, decision.others, worded)
        if not open_basket(decision):  # every line fixed (sold out, no cash): why, under what is left to do
            return [replace(others[0], notes=fixed_notes(decision, shut=True)), *others[1:]] if others else []
        text = basket_text(table, decision)
        # the words before the names still choose it
        words = (fold(text), fold(_("choose the quantities")), fold(_("choose")), *button_word(decision))
        basket = Line(text, lambda rest: ask_basket(console, decision, rest), words, notes=fixed_notes(decision))
        return [basket, *others, *nothing_line(decision)]
    if isinstance(decision, Dice):
        named = listing([_(die.name) for die in decision.dice])  # "bianco e nero" on an Italian screen
        text = _("enter the {dice} dice").format(dice=named) if len(decision.dice) > 1 else _("enter the die")
        example = dice_example(decision)
        hint = (  # what to type, which the question ("enter the die") does not say: the number, not "die" again
            _("type the numbers rolled, e.g. {example}")
            if len(decision.dice) > 1
            else _("type the number rolled, e.g. {example}")
        )
        names = (fold(text), "roll", "dice", fold(_("roll")))
        return [Line(text, lambda rest: ask_dice(console, decision, rest), names, hint=hint.format(example=example))]
    if isinstance(decision, Secret):
        if actor.seat is None:
            return []
        name = table.names[actor.seat]
        text = _("{name} chooses in secret").format(name=name)
        return [Line(text, lambda _rest: ask_secret(console, actor), (fold(text), fold(name)))]
    if isinstance(decision, Entry) and decision.choice is not None:
        entry = decision.choice
        typed = console.example_for(entry.type)
        if typed is not None:  # the game reads its own words for it: say what to type, not JSON
            text = _("type it, e.g. {example}").format(example=typed)  # (the question above says what it is)
        else:
            text = f"{entry.describe()} (as JSON)"
        return [Line(text, lambda _rest: console.ask_member(entry, actor.chance), (fold(text),), entry=True)]
    return []


def nothing_line(decision: Basket) -> list[Line]:
    """ "niente" typed at a basket that takes nothing as an answer (a secret sale of no share): that answer at
    once, not each line's 0 in turn. Unlisted, and only where no option of its own already chooses nothing (a
    "Buy nothing" beside the basket answers to the word itself)."""
    if any(item.low for item in decision.items):  # a tile's least cost is $1: its lowest is not "nothing"
        return []
    none = {item.key: 0 for item in decision.items}
    if not decision.allows(none):
        return []
    action = decision.make(none)
    if any(option.action == action for option in decision.others):
        return []
    return [Line(_("nothing"), lambda _rest: action, tuple(nothing_words()), option=True, listed=False)]


def zero_line(decision: Decision, label: Label = no_words) -> Line | None:
    """What a bare 0 typed at ``decision`` chooses, where the decision says that nothing is an answer: the option
    beside a basket that makes what its quantities at 0 make (a "Buy nothing"), else that empty basket
    itself where the rules take it; None anywhere else (a 0 is then no line's number). The option is worded as
    it is listed (``label``: the game's own words for it, where it has them).

    A 0 typed at "1) choose the quantities: Tower  2) Buy nothing" meant to buy nothing, and was answered "Choose
    1 to 2."."""
    if not isinstance(decision, Basket) or any(item.low for item in decision.items):
        return None
    none = {item.key: 0 for item in decision.items}
    try:
        action = decision.make(none)
    except (ValueError, TypeError):  # an action the rules cannot even make (a trade of nothing)
        return None
    option = next((o for o in decision.others if o.action == action and getattr(o, "enabled", True)), None)
    if option is not None:
        return other_line(option, label)
    if decision.allows(none):
        return Line(_("nothing"), lambda _rest: action, tuple(nothing_words()), option=True, listed=False)
    return None


BEFORE_SLOT = re.compile(r"[^{]*")
"""A template's words before its first slot ("Construire " of "Construire {cost}")."""


def button_word(decision: Basket) -> tuple[str, ...]:
    """The verb of the basket's button ("Build {cost}" → "build", "construire"), folded, where the basket asks one
    number (beside yes-or-no lines): "construire 2" is that number, as the touchscreen's button says it, where it
    was read as "Finir de construire" given a number. None where several numbers are asked ("buy 2" would not
    say which)."""
    asked = [item for item in decision.items if item.low != item.high]
    if not decision.button or sum(not item.switch for item in asked) != 1:
        return ()
    # The words before the button's first slot, to be typed, never filled: no slot is filled here, so nothing elides.
    verb = BEFORE_SLOT.match(_(decision.button))
    return (fold(verb[0]),) if verb and verb[0].strip() else ()


def basket_text(table: Table[Any], decision: Basket) -> str:
    """A basket's line, naming the quantities it asks for as the touchscreen's rows do: "choose the quantities:
    tile cost ($), completes a link" (a question such as "Ann builds for Brown" does not say what is chosen).

    Quantities the rules fix (a last turn's sale of everything) leave nothing to choose: the line says what they
    do, "sell 1 Green and 2 Brown", where a bare "choose the quantities" asked a choice there was not.
    """
    asked = [
        _("{label} (yes or no)").format(label=say(item.label, _)) if item.switch else say(item.label, _)
        for item in decision.items
        if item.low != item.high
    ]
    if not asked:
        return say(table.label(decision.make({item.key: item.low for item in decision.items})), _)
    if any(item.switch for item in decision.items):  # "completes a link" is not a quantity
        return _("choose: {items}").format(items=", ".join(asked))
    return _("choose the quantities: {items}").format(items=", ".join(asked))


def fixed_notes(decision: Basket, *, shut: bool = False) -> tuple[str, ...]:
    """What the notes of the lines nobody is asked about say, each note once after the lines it is about ("Tower:
    sold out", "buy Logistics and sell Logistics: already traded this move"), shown under the basket's line; a
    line without a note says the engine's reason for its top ("Tower: $0 buys at most 0 at $400"), as the
    touchscreen does under a line that cannot move.

    A line the rules fix (a chain sold out) is never asked, so its note, beside it on the touchscreen and the
    phones, was nowhere at the console: the chain was simply missing from "choose the quantities". A basket whose
    every line is fixed (a last turn's sale of everything) says what it does instead, and needs none; one that
    can then do nothing at all (``shut``: every chain sold out) has its notes said under what is left ("Buy
    nothing"), which alone said nothing of why.
    """
    if not shut and all(item.low == item.high for item in decision.items):
        return ()
    fixed: dict[str, list[str]] = {}
    for item in decision.items:
        if item.low != item.high:
            continue
        note = say(item.note, _) if item.note else ""
        if not note and item.limit is not None and not item.switch:
            note = item.limit.say(_)
        if note:
            fixed.setdefault(note, []).append(say(item.label, _))
    return tuple(labelled(listing(labels), note) for note, labels in fixed.items())


def asked_words(decision: Basket, item: BasketItem, span: str, note: bool = True) -> str:
    """What a line's question says in brackets after its name: the range it takes, its price, and its ``note``, as
    the touchscreen and the phones show it beside the line ("0-4 in steps of 2, 2 for 1", "0-3, $5 each, you hold
    3 shares")."""
    price = _("{price} each").format(price=money(item.price, decision.unit)) if item.price is not None else ""
    return ", ".join(part for part in (span, price, say(item.note, _) if note else "") if part)


YES = ("y", "yes", "1")
NO = ("n", "no", "0")


def yes_or_no(text: str) -> int | None:
    """A switch line's answer as typed: 1 for yes, 0 for no (in English, the players' language, or 1 and 0),
    None for anything else; accents may be left out."""
    word = fold(text)
    if word in YES or word in (fold(_("y")), fold(_("yes"))):
        return 1
    if word in NO or word in (fold(_("n")), fold(_("no"))):
        return 0
    return None


def ask_switch(console: Console, item: BasketItem, given: list[str]) -> int | None:
    """A yes-or-no line: "completes a link? (yes/no) [no]"; Enter keeps what is shown, None is cancelled."""
    shown = _("yes") if item.initial else _("no")
    refused = False
    while True:
        text = (
            given.pop(0)
            if given and not refused  # a refused answer is asked again here, not replaced by the next line's
            else console.read_line(
                labelled(
                    _("{label}? ({yes}/{no}) [{shown}]").format(
                        label=say(item.label, _), yes=_("yes"), no=_("no"), shown=shown
                    ),
                    "",
                )
            )
        )
        if text is None:
            return None
        answer = yes_or_no(text) if text else item.initial
        if answer is not None:
            return answer
        console.say(_("Type {yes} or {no}.").format(yes=_("yes"), no=_("no")))
        refused = True


def ask_amount(console: Console, decision: Amount, rest: list[str]) -> Action | None:
    """The amount typed after the line's word, or asked for: the words after it are one amount ("bid 1 200" is
    1,200 written the French way), never its first group with the rest dropped (a bid of 1)."""
    assert decision.range is not None
    given = " ".join(rest) if rest else None
    return console.ask_number(decision.range, given, amount_words(decision), decision.unit, most_of(decision))


def most_of(decision: Amount) -> int | None:
    """The most ``decision`` takes, which "all" typed means ("tout", "tutto"): its top, within what the seat can
    pay; None where the top is only the rules' ceiling (a bid with hidden money), a number nobody means."""
    if decision.field == "amount" and not decision.top_known:
        return None
    return decision.high if decision.cap is None else max(decision.low, min(decision.high, decision.cap))


def die_name(name: str) -> str:
    """A die as players call it: "white die", and a die the game calls "die" just "die" (never "die die")."""
    shown = _(name)
    word = _("die")
    return shown if fold(shown).split()[-1:] == [fold(word)] else _("{colour} die").format(colour=shown)


THROW = re.compile(r"\d+(?:\s*[,;/]\s*\d+|\s+\d+)*")
"""Numbers typed for a throw or a bid, apart by spaces, commas, semicolons or slashes ("5, 2", "5/2", "3 4")."""


CURRENCY = re.compile(r"[$€£]")
"""A currency sign typed with an amount as the screen writes it ("$9", "9$"): the number is the amount."""


GROUPED = re.compile(r"\d{1,3}([,.'\s])\d{3}(?:\1\d{3})*")
"""A whole amount with its thousands grouped as a language writes it ("1,200", "1.200", "1 200", "12'000"), one
separator throughout: one number, where "1 200" was read as two and bid 1."""


def typed_amount(text: str) -> int | None:
    """The one whole amount a typed text is ("1200", "$1,200", "1.200 $", "1 200", "−3"), or None: every
    language's grouping is read, as a whole amount has no other reading of "1.200" or "1,200"."""
    bare = CURRENCY.sub("", text).strip().replace("\u2212", "-")  # "−3" copied from a screen, "$9" typed
    sign, digits = ("-", bare[1:].lstrip()) if bare.startswith("-") else ("", bare)
    if GROUPED.fullmatch(digits):
        digits = re.sub(r"\D", "", digits)
    return int(sign + digits) if digits.isascii() and digits.isdigit() else None


UNIT_AFTER = re.compile(r"(.*?(\d+))\s*([^\d\s][^\d]*?)\s*")
"""A line ending with a number and the words after it ("5M", "bid 5 m", "2 actions"): all up to the number, the
number, and the words."""


def unit_words(count: int, unit: str, translate: Translator) -> str:
    """The words ``unit`` is written with beside ``count`` in ``translate``'s language, folded: "m" for 7M,
    "actions" for 2 shares in French, "azione" for 1 in Italian."""
    return fold(re.sub(r"[\d\s.,\u00a0\u202f]+", " ", translate.money(count, unit)))


def without_unit(text: str, unit: str) -> str:
    """``text`` without the ``unit`` written after its last number ("5M" → "5", "offro 5 m" → "offro 5",
    "2 actions" → "2"), in the player's language or in English, one or many; ``text`` itself when the words after
    its number are not the unit.

    The screen writes a bid "10M" and a purchase "de 1 à 2 actions": "5M" was "not an option or a command", and
    "2 actions" was taken for the line "de 1 à 2 actions" and its number asked again.
    """
    found = UNIT_AFTER.fullmatch(text)
    if found is None or not unit:
        return text
    if fold(found[3]) in spelled(unit):  # "12 dollars", "3 milioni": the unit as it is said
        return found[1]
    if unit == "$":  # a currency sign is read wherever a number is (CURRENCY)
        return text
    count = int(found[2])
    forms = {
        unit_words(n, unit, speaker) for n in (1, 2, count) for speaker in (translator("en"), translator(language()))
    }
    return found[1] if fold(found[3]) in forms else text


def spelled(unit: str) -> frozenset[str]:
    """The words a money ``unit`` is said with after an amount, in English and the player's language ("dollars",
    "milioni"), folded; none for any other unit. "12 dollars" and "3 milioni" were "not an option or a command",
    where "12$" and "3M" were taken."""
    if unit == "$":
        # NOTE: the dollar as a player types it after an amount ("12 dollars"), each alternative separated by "|"
        return said({"dollar", "dollars"}, pgettext("typed at the console", "dollar|dollars"))
    if unit == "M":
        # NOTE: millions as a player types them after an amount ("3 millions" for 3M), alternatives separated by "|"
        return said({"million", "millions", "mln"}, pgettext("typed at the console", "million|millions"))
    return frozenset()


def typed_numbers(text: str) -> list[str] | None:
    """The numbers of a line made of numbers only ("5, 2" → ["5", "2"], "$9" → ["9"]), or None: a throw or a
    bid typed as people write it, where "5, 2" and "$9" were "not an option or a command"."""
    bare = CURRENCY.sub("", text).strip()
    return re.findall(r"\d+", bare) if THROW.fullmatch(bare) else None


def dice_by_name(decision: Dice, text: str) -> list[str] | None:
    """The faces of a throw typed with each die's name beside its number, before or after it ("blanc 5 noir 2",
    "5 white 2 black", "nero 2, bianco 5"), in the decision's order of dice; None unless every die is named once
    with one number. A die's name is read in English and in the player's language, accents optional."""
    if len(decision.dice) < 2:
        return None
    words = fold(re.sub(r"[,;/]", " ", text)).split()
    names = {fold(word): index for index, die in enumerate(decision.dice) for word in (die.name, _(die.name))}
    numbered = [word for word in words if word.isdigit()]
    named = [word for word in words if not word.isdigit()]
    if len(named) != len(decision.dice) or len(numbered) != len(named) or len(words) != 2 * len(named):
        return None
    first_named = not words[0].isdigit()
    pairs = list(zip(words[::2], words[1::2], strict=True))
    faces: dict[int, str] = {}
    for name, number in ((a, b) if first_named else (b, a) for a, b in pairs):
        index = names.get(name)
        if index is None or index in faces or not number.isdigit():
            return None
        faces[index] = number
    return [faces[index] for index in range(len(decision.dice))]


def too_many_faces(decision: Dice, count: int) -> str | None:
    """Why ``count`` numbers are no throw of ``decision``'s dice, or None: more numbers than dice ("5 2" at one die
    rolled 5, the 2 dropped without a word)."""
    dice = len(decision.dice)
    if count <= dice:
        return None
    return ngettext(
        "One die is thrown here: type one number, e.g. {example}.",
        "{count} dice are thrown here: type {count} numbers, e.g. {example}.",
        dice,
    ).format(count=dice, example=dice_example(decision))


def companion_throws(console: Console, decision: Dice) -> bool:
    """True where the companion may throw ``decision``'s dice: it is the table's chance decision."""
    main = console.table.prompt().primary()
    return main is not None and main.chance and main.decision == decision


def ask_dice(console: Console, decision: Dice, rest: list[str]) -> Action | None:
    """Each named die in turn (or all at once: ``1 6 3``); a face out of range asks again, and more numbers than
    dice are refused, never read as the first ones. ``? 3`` there is read as at the turn's question, then the die
    asked again: it said "The die shows 1 to 6." to a face the die shows."""
    refused_throw = too_many_faces(decision, len(rest))
    if refused_throw is not None:
        console.say(refused_throw)
        return None
    faces: dict[str, int] = {}
    given = list(rest)
    for die in decision.dice:
        refused = False
        while True:
            text = (
                given.pop(0)
                if given and not refused  # a refused face is asked again, not replaced by the next die's
                else console.read_line(_("{die} (1-{sides}): ").format(die=die_name(die.name), sides=die.sides))
            )
            if text is None or text == "":
                console.say(_("Cancelled."))
                return None
            text = unit_stripped(text.strip())  # "5 dés", as the line's own words say dice
            mark, _space, asked = text.partition(" ")
            if mark == "?" and asked.strip():  # "? 3" asked again here: the preview, as at the turn's question
                console._explain(asked.strip())
                refused = True
                continue
            if text.isdigit() and 1 <= int(text) <= die.sides:
                faces[die.field] = int(text)
                break
            if text == "0" and companion_throws(console, decision):
                # "0" at a die's own question, as at the turn's ("0: the companion rolls"): the companion throws
                # the dice not yet entered, where it was refused "The die shows 1 to 6."
                rolled = {
                    left.field: console.chance.roll(left.sides) for left in decision.dice if left.field not in faces
                }
                return decision.make({**faces, **rolled})
            console.say(_("The {die} shows 1 to {sides}.").format(die=die_name(die.name), sides=die.sides))
            refused = True
    return decision.make(faces)


def ask_basket(
    console: Console, decision: Basket, rest: list[str], only: Collection[str] | None = None
) -> Action | None:
    """Each item's quantity in turn (``only`` those of these keys, the others at none: the lines a name typed
    alone names, :func:`basket_named`), then the total; an answer beyond a limit asks again.

    A basket that takes only so many lines at once (Mad Market's one stock per trade) stops asking when they are
    filled, rather than asking every other line only to refuse an answer there; a basket left empty that makes
    no move is cancelled, and a refusal says the basket's own reason when it has one. Prices and the total are
    written in the decision's unit, as on the touchscreen ("$300 each", "Total: $600.", not "300", "600"); a
    basket whose money is paid to the player ends on the touchscreen's words ("You keep 1 of 4, you receive
    $1,200.", where a sale said "Total: $1,200." as for a purchase). A yes-or-no line asks yes or no
    (:func:`ask_switch`).
    """
    quantities: dict[str, int] = {}
    given = list(rest)
    for item in decision.items:
        if item.low == item.high or (only is not None and item.key not in only):
            quantities[item.key] = item.low
            continue
        if decision.lines is not None and decision.filled(quantities) >= decision.lines:
            break
        if item.switch:
            answer = ask_switch(console, item, given)
            if answer is None:
                console.say(_("Cancelled."))
                return None
            quantities[item.key] = answer
            continue
        high = room(decision, item, quantities)
        if high == item.low and not given:  # the lines before took the whole cap or budget: nothing left to ask
            quantities[item.key] = item.low
            continue
        least = decision.least_alone(item)
        if least is None or least > high:
            span = (  # "Trade (0-4 in steps of 2)": the step said before a 3 is typed and refused
                _("{low}-{high} in steps of {step}").format(low=item.low, high=high, step=item.step)
                if item.step > 1 and high > item.low
                else f"{item.low}-{high}"
            )
            again = (
                _("Type a number from {low} to {high} in steps of {step}.").format(
                    low=item.low, high=high, step=item.step
                )
                if item.step > 1
                else _("Type a number from {low} to {high}.").format(low=item.low, high=high)
            )
        elif least == high:  # a debt that takes every share of the type: none or all
            span = _("{none} or {all}").format(none=item.low, all=high)
            again = (
                _("Type {none} or {all}: {reason}.").format(none=item.low, all=high, reason=say(item.note, _))
                if item.note
                else _("Type {none} or {all}.").format(none=item.low, all=high)
            )
        else:
            span = _("{none} or {low}-{high}").format(none=item.low, low=least, high=high)
            again = (
                _("Type {none} or a number from {low} to {high}: {reason}.").format(
                    none=item.low, low=least, high=high, reason=say(item.note, _)
                )
                if item.note
                else _("Type {none} or a number from {low} to {high}.").format(none=item.low, low=least, high=high)
            )
        # The range the rules take said once: "0 or 75-80, 3 each", where the line's note said it again in words
        # ("enough to cover the debt, or all") and the question wrapped; the note is the reason said
        # when a number outside it is typed.
        narrowed = least is not None and least <= high
        shown = min(item.initial, high)
        refused = False
        while True:
            text = (
                given.pop(0)
                if given and not refused  # asked again here: the next line's answer is not this one's
                else console.read_line(
                    labelled(
                        f"{bracketed(say(item.label, _), asked_words(decision, item, span, not narrowed))} [{shown}]",
                        "",
                    )
                )
            )
            if text is None:
                console.say(_("Cancelled."))
                return None
            if fold(text) in all_words():  # "tout", "tutto": the most this line may take beside the lines before
                text = str(high)
            text = counted(line_count(text, item) or str(shown))  # Enter keeps the quantity shown in brackets
            if (
                text.isdigit()
                and item.accepts(int(text))
                and int(text) <= high
                and (least is None or int(text) == item.low or int(text) >= least)
            ):
                quantities[item.key] = int(text)
                break
            reason = beyond(decision, item, quantities, int(text)) if text.isdigit() and int(text) > high else ""
            if reason == _(OVER_OWN_BUDGET):  # a sentence of its own, the amount never said (hidden money)
                console.say(f"{reason} {again}")
            elif reason and (least is None or least > high):  # beyond the top: what stops it there, said
                again_why = (
                    _("Type a number from {low} to {high} in steps of {step}: {reason}.")
                    if item.step > 1
                    else _("Type a number from {low} to {high}: {reason}.")
                )
                console.say(again_why.format(low=item.low, high=high, step=item.step, reason=reason))
            else:
                console.say(again)
            refused = True
    if not decision.allows(quantities):
        if not decision.filled(quantities):
            beside = option_making(decision, quantities)
            # Without an option that does nothing, say that nothing was done: a bare "Cancelled." after twelve
            # lines of a trade at 0 did not say whether anything was traded.
            console.say(
                _("Cancelled: every quantity is 0. To do that, type '{option}'.").format(option=beside)
                if beside
                else _("Cancelled: every quantity is 0, so nothing is done.")
            )
        elif decision.too_many_lines(quantities) and decision.lines_note:
            console.say(_(decision.lines_note))
        elif decision.over_own_budget(quantities):
            console.say(_(OVER_OWN_BUDGET))
        else:
            console.say(_("That combination is not possible: {limits}.").format(limits=caps(decision)))
        return None
    action = decision.make(quantities)
    priced = [item for item in decision.items if item.price is not None]
    if (
        decision.lines == 1
    ):  # one line at a time is one trade: its log line says its money ("You pay 100." said it twice)
        return action
    if any(decision.receiving(item) for item in priced):  # money paid to the player: said as the touchscreen says it
        console.say(as_sentence(totals(decision, quantities, ", ")))
    elif priced and not total_logged(console.table, action, money(decision.cost(quantities), decision.unit)):
        console.say(_("Total: {cost}.").format(cost=money(decision.cost(quantities), decision.unit)))
    return action


def total_logged(table: Table[Any], action: Action, cost: str) -> bool:
    """True where the log line ``action`` makes says its total ``cost`` ("Ben buys 2 Tower shares for $400."):
    "Total: $400." said right above it said the same sum twice. A purchase the rules refuse is said its total."""
    try:
        sentences = table.trial(action, _)
    except RuleViolation:
        return False
    return any(re.search(rf"(?<![\d.,]){re.escape(cost)}(?![\d]|[.,]\d)", sentence) for sentence in sentences)


def line_count(text: str, item: BasketItem) -> str:
    """A quantity typed at a basket's line with the line's own name beside it ("3 liaisons", "liaisons 3" at
    "liaisons propres (0-3) [0] : ") as its number alone; ``text`` itself otherwise. "3 liaisons", as the
    question before had been answered, was "Type a number from 0 to 3.", the number typed inside that range."""
    words = fold(text).split()
    numbers = [word for word in words if word.isdigit()]
    named = " ".join(word for word in words if not word.isdigit())
    if len(numbers) != 1 or not named or not begins(fold(say(item.label, _)), named):
        return text
    return numbers[0]


def begins(label: str, wanted: str) -> bool:
    """True if the folded words ``wanted`` begin the folded ``label``, each word whole or the start of the label's,
    a word in its singular or plural where one letter at its end is all that differs ("1 collegamento proprio" at
    "collegamenti propri", "azione" at "azioni"): only "collegamenti", the line's own plural, was read."""
    if label.startswith(wanted):
        return True
    said, named = wanted.split(), label.split()
    if not said or len(said) > len(named):
        return False
    return all(
        word == name
        or (index == len(said) - 1 and name.startswith(word))
        or (min(len(word), len(name)) >= 4 and len(shared(word, name)) >= max(len(word), len(name)) - 1)
        for index, (word, name) in enumerate(zip(said, named, strict=False))
    )


def shared(one: str, other: str) -> str:
    """The letters ``one`` and ``other`` begin with alike ("propri" for "proprio" and "propri")."""
    return one[
        : next((at for at, (a, b) in enumerate(zip(one, other, strict=False)) if a != b), min(len(one), len(other)))
    ]


def counted(text: str) -> str:
    """A quantity typed at a basket's line as the digits of the number it is: "$3" for a tile's cost, as the screen
    writes money; "2 shares", "5 actions" with the unit a count is written with, in English or the player's
    language; "1 200", "1.200" grouped as a language writes it. ``text`` itself when it is no such number.

    "5 actions" at "vendre IT (0 ou 5-10, 7 chacune)" was answered "Tapez 0 ou un nombre de 5 à 10", the
    number typed inside the range said; "1 200" was refused as if no number had been typed, never as too many.
    """
    amount = typed_amount(unit_stripped(text))
    return str(amount) if amount is not None else text


def unit_stripped(text: str) -> str:
    """``text`` without a unit a count is written with after its last number ("5 dés" → "5", "10 actions" → "10"),
    in English or the player's language (:data:`~companion.text.i18n.COUNTED`); ``text`` itself when it has none."""
    for unit in COUNTED:
        text = without_unit(text, unit)
    return text


def counts_unworded(text: str) -> str:
    """``text`` without the unit words a count is written with after each of its numbers ("buy 3 shares luxor" →
    "buy 3 luxor", "luxor 3 actions" → "luxor 3"), in English or the player's language; ``text`` itself when none.

    A purchase typed "luxor 3 actions", as the screen writes shares, was refused: "'actions' is not a chain of this
    game"."""
    forms = {
        unit_words(count, unit, speaker)
        for unit in COUNTED
        for count in (1, 2)
        for speaker in (translator("en"), translator(language()))
    }
    words = text.split()
    kept = [word for at, word in enumerate(words) if not (at and words[at - 1].isdigit() and fold(word) in forms)]
    return " ".join(kept) if len(kept) < len(words) else text


def counts_read(text: str, lines: Sequence[Line], basket: Basket | None) -> str:
    """``text`` with the nouns of what is counted left out after its counts, where counts are asked: a basket's
    ("luxor 3 actions" → "luxor 3", :func:`counts_unworded`), or a list of numbers ("3 azioni" → "3" at the market's
    draw, whose options are the counts 1 to 12); ``text`` itself anywhere else.

    A count typed with its noun was read at an amount and at a basket's line, but "3 actions" at the market's draw
    was "'3 actions' is not an option or a command"."""
    if basket is not None:
        return counts_unworded(text)
    bare = unit_stripped(text.strip())
    return bare if bare != text.strip() and bare.isdigit() and listed_by_value(lines) else text


def option_making(decision: Basket, quantities: dict[str, int]) -> str:
    """The label of the option beside the basket that makes what ``quantities`` would (a "Buy nothing" for
    0 of every chain), or "": a basket left at 0 said only "Cancelled." and the player, who meant to buy nothing,
    was left at a bare prompt."""
    try:
        action = decision.make(quantities)
    except (ValueError, TypeError):  # an action the rules cannot even make (a trade of nothing)
        return ""
    return next((say(option.label, _) for option in decision.others if option.action == action), "")


def beyond(decision: Basket, item: BasketItem, quantities: dict[str, int], wanted: int) -> str:
    """Why ``wanted`` is more than ``item`` may take beside the ``quantities`` of the lines before it: the engine's
    reason for the line's top ("$300 buys at most 1 at $300"), else the basket's cap or budget that the lines
    before used up ("at most 3 in all"); empty when none is known.

    "Type a number from 0 to 1." answered 2 shares wanted, and the player was left to guess whether the cash, the
    bank or the three a turn stopped them.
    """
    if wanted > item.high:
        return item.limit.say(_) if item.limit is not None else ""
    if decision.total_cap is not None and sum(quantities.values()) + wanted > decision.total_cap:
        return _("at most {count} in all").format(count=decision.total_cap)
    more = dict(quantities, **{item.key: wanted})
    if decision.over_budget(more):
        return _("at most {amount} to spend").format(amount=money(decision.budget or 0, decision.unit))
    if decision.over_own_budget(more):  # the seat's money hidden from the table: its amount never said
        return _(OVER_OWN_BUDGET)
    return ""


def answer_word(decision: Basket, word: str) -> bool:
    """True if ``word`` answers one of the basket's lines: a number, "all" (the most the line takes), or a yes or a no
    where a line is asked yes or no ("1 4 oui", "complète une liaison oui", as the question "(oui/non)" asks it;
    only "1 4 1" was read)."""
    if word.isdigit() or fold(word) in all_words():  # "luxor tout": the most the line may take
        return True
    return any(item.switch for item in decision.items) and yes_or_no(word) is not None


def basket_by_names(decision: Basket, text: str) -> list[str] | None:
    """A basket typed as each line's name and its number, in either order ("own links 1", "1 own links", "tile
    cost 3 completes a link 1"): the answers in the order :func:`ask_basket` asks them (a line not named is 0, and
    must take 0), or None unless every group of words names one line (by its name or the start of it) with one
    number.

    Only the option's number then the quantities ("1 1") was read: "own links 1", what the question names, was
    "not an option or a command". A word for the most alone ("tutto", "max") is the most of the one line asked,
    where only one is.
    """
    asked = [item for item in decision.items if item.low != item.high]
    if len(asked) == 1 and fold(text) in all_words():
        return [fold(text)]  # "tutto" where one line is asked: its most, as "own links tutto" is
    groups = named_groups(decision, text) if asked else None
    if groups is None:
        return None
    answers: dict[str, str] = {}
    for wanted, number in groups:
        chosen = named_items(asked, wanted)
        if len(chosen) != 1 or chosen[0].key in answers:
            return None
        answers[chosen[0].key] = number
    if any(item.key not in answers and item.low != 0 for item in asked):
        return None  # a line not named that has no "none" (a tile's cost): never chosen for the player
    return [answers.get(item.key, "0") for item in asked]


def basket_named(decision: Basket, text: str) -> list[str] | None:
    """The keys of the lines ``text`` names when it is a name typed alone, without a number ("energy", "IT" at
    Mad Market's trades: its buy and sell lines), for :func:`ask_basket` to ask those alone; None where it names
    none of the lines asked, or all of them, or where a line it leaves out has no "none" to be left at.

    A stock's name alone opened the basket at its first line: "energy" asked "buy Logistics (0-100) [0]:".
    A line is named by the words of its name, or by the start of one of them ("log" for Logistics)."""
    wanted = fold(text)
    if not wanted or len(wanted) < 2 or any(char.isdigit() for char in wanted) or wanted in all_words():
        return None
    asked = [item for item in decision.items if item.low != item.high]
    starts = re.compile(r"(?:^|[^\w])" + re.escape(wanted))
    named = [item for item in asked if starts.search(fold(say(item.label, _)))]
    if not named or len(named) == len(asked) or any(item.low != 0 for item in asked if item not in named):
        return None
    return [item.key for item in named]


def named_groups(decision: Basket, text: str) -> list[tuple[str, str]] | None:
    """``text`` read as groups of a name and its number, in either order ("own links 1", "1 own links"), each name
    folded; None unless it is names and numbers only, each name with one number."""
    words = fold(text.replace(",", " ")).split()
    if not words or not any(answer_word(decision, word) for word in words):
        return None
    groups: list[tuple[str, str]] = []
    first = answer_word(decision, words[0])
    pending = list(reversed(words)) if first else list(words)  # "1 own links" read as "links own 1"
    while pending:
        named = []
        while pending and not answer_word(decision, pending[0]):
            named.append(pending.pop(0))
        if not pending or not named:
            return None
        groups.append((" ".join(named if not first else list(reversed(named))), pending.pop(0)))
    return groups


def named_items(items: Sequence[BasketItem], wanted: str) -> list[BasketItem]:
    """The lines among ``items`` that ``wanted`` (folded words) names: the one named whole, else those it begins,
    else those with a word it begins ("collegamento" in "chiude il collegamento", "cost" in "tile cost ($)").

    Only a line's first words were read: "costo 4 collegamento sì" at "costo tessera ($), chiude il collegamento"
    was "'collegamento' is not among the quantities asked here", the word read on the line itself."""
    labels = [(item, fold(say(item.label, _))) for item in items]
    found = [item for item, label in labels if wanted and begins(label, wanted)]
    if not found and len(wanted) >= 3:
        inner = re.compile(r"(?:^|[^\w])" + re.escape(wanted))
        found = [item for item, label in labels if inner.search(label)]
    return [item for item, label in labels if item in found and label == wanted] or found


def basket_not_on_offer(decision: Basket, text: str) -> Action | str | None:
    """A basket typed by its lines' names (as :func:`basket_by_names` reads it) that names what cannot be chosen:
    the move it means, for the engine to refuse with its own reason, when it gives a number to a line held at
    its quantity ("tower 2 luxor 1" with Luxor sold out); else, when it names some lines and words that are none
    of them, what to say ("'american' is not among the quantities asked here: Tower."); else None.

    Both were "'tower 2 luxor 1' is not an option or a command", which did not say what could not be had."""
    groups = named_groups(decision, text)
    if groups is None:
        return None
    quantities = {item.key: item.low for item in decision.items if item.low == item.high}
    strays: list[str] = []
    refused = False
    for wanted, number in groups:
        chosen = named_items(decision.items, wanted)
        if len(chosen) != 1:
            strays.append(wanted)
            continue
        item = chosen[0]
        if not number.isdigit() or (item.low == item.high and int(number) == item.low):
            return None  # a yes or a no, or a held line given its own quantity: another line is at fault
        refused = refused or item.low == item.high
        quantities[item.key] = int(number)
    if strays and len(strays) < len(groups):
        names = listing([say(item.label, _) for item in decision.items if item.low != item.high])
        return _("'{words}' is not among the quantities asked here: {names}.").format(words=strays[0], names=names)
    return decision.make(quantities) if refused and not strays else None


def room(decision: Basket, item: BasketItem, quantities: dict[str, int]) -> int:
    """The most ``item`` may take beside the ``quantities`` of the lines asked before it, within the basket's
    total cap and budget (on one of the line's steps, never below its least).

    Each line was asked with its own range whatever the lines before took: a merger asked "Sell
    (0-4)", then "Trade (0-4)" after 2 were sold, and a trade of 4 was refused at the end with "at most 4 in
    all", the sale typed before it lost. The touchscreen greys its "+" at the same limits.
    """
    high = item.high
    if decision.total_cap is not None:
        high = min(high, decision.total_cap - sum(quantities.values()))
    for budget in (decision.budget, decision.own_budget):
        if budget is not None and item.price:
            high = min(high, (budget - decision.cost(quantities)) // item.price)
    if high <= item.low:
        return item.low
    return item.low + (high - item.low) // item.step * item.step


def open_basket(decision: Basket) -> bool:
    """True if choosing quantities can lead somewhere: an item that varies, or fixed quantities the rules
    take. A basket of sold-out items ("Tower: sold out") leaves only its other options (buy nothing), rather
    than a "choose the quantities" line that could only be answered "that combination is not possible"."""
    if any(item.low != item.high for item in decision.items):
        return True
    return decision.allows({item.key: item.low for item in decision.items})


def caps(decision: Basket) -> str:
    parts = []
    if decision.total_cap is not None:
        parts.append(_("at most {count} in all").format(count=decision.total_cap))
    if decision.budget is not None:
        parts.append(_("at most {amount} to spend").format(amount=money(decision.budget, decision.unit)))
    return ", ".join(parts) or _("check each limit")


def ask_secret(console: Console, actor: Actor) -> Action | None:
    """Hand the keyboard to one seat, take the sealed choice, then clear it away.

    A sealed choice is what nobody else sees until all have chosen, so nobody can catch a slip: one stray key
    ("e" for "even", "1" where the only option is "sell nothing") sealed it at once. A lone letter that is only
    the start of an option's name now chooses nothing, and what is chosen is said back and sealed only when the
    seat confirms it (Enter); "no" chooses again.
    """
    decision = actor.decision
    assert isinstance(decision, Secret) and decision.inner is not None and actor.seat is not None
    name = console.table.names[actor.seat]
    answer = console.read_line(
        _("Hand the keyboard to {name}; the others look away. Press Enter, {name}: ").format(name=name)
    )
    if answer is None:
        return None
    inner = Actor(actor.seat, decision.inner)
    lines = decision_lines(console, inner, decision.inner)
    console.say(question(console.table, inner))
    show_lines(console, lines)
    basket = decision.inner if isinstance(decision.inner, Basket) else None
    while True:
        text = console.read_line(_("{name}, in secret: ").format(name=name))
        if text is None:
            unsealed(console)
            return None
        if not text.strip():  # an Enter gave the choice up unseen, the screen cleared: what to type instead
            nothing_typed_in_secret(console, lines)
            continue
        text = counts_read(text, lines, basket)  # "green 2 shares": the count without its noun, as at the turn
        if basket is not None:
            text = without_verb(console.table, basket, text)  # "vendi tutto marrone", as the choice is said back
        parts = text.split()
        chosen: Line | None = None
        by_names = basket_by_names(basket, text) if basket is not None else None
        if basket is not None and by_names is not None:  # "green 1": a sealed sale typed by its lines' names
            chosen, rest = Line(text, lambda given: ask_basket(console, basket, given)), by_names
        elif len(lines) == 1 and len(fold(text)) > 1 and (yes_or_no(text) == 1 or fold(text) in all_words()):
            # "oui", or "tutto" at "vendi in segreto (tutto, ultimo turno)", where one choice is all there is (a
            # last turn's sale of everything): that choice, read back before it is sealed
            chosen, rest = lines[0], []
        elif parts == ["0"] and zero_line(decision.inner) is not None and not matches("0", lines):
            # "0" at a sealed sale: its "sell nothing", as listed
            chosen, rest = zero_line(decision.inner, labeller(console.table)), []
        elif parts[0].isdigit():
            chosen = which_line(console, parts[0], lines, lines)
            rest = parts[1:]
        else:
            found = matches(text, lines)
            chosen, rest = (found[0], []) if len(found) == 1 else (None, [])
            if chosen is not None and len(fold(text)) == 1 and fold(text) not in chosen.names:
                chosen = None  # a lone letter, the start of a name: a slip, never a sealed choice
                console.say(_("Type the whole word or its number."))
            elif chosen is None:
                stray = basket_not_on_offer(basket, text) if basket is not None else None
                what = _("Type one of the numbers shown.") if listed_by_value(lines) else choose_by_number(len(lines))
                # Words that name no choice are said so before the numbers: "vendi tutto" (no company) was answered
                # "Choose 1 to 2." alone, as if a number had been typed.
                # NOTE: said at a sealed choice when the words typed name none of its lines; {what} says what to type
                unread = _("'{text}' names none of these choices. {what}").format(text=text, what=what)
                console.say_prose(stray if isinstance(stray, str) else unread)
        if chosen is not None:
            action = chosen.act(rest)
            if action is None:  # a quantity left blank or Ctrl-D
                break
            # (in the seat's language) an option as listed; else the game's words for the move: a bare "0" at a
            # sealed sale was said back as "nothing" ("vous scellez : rien"), nothing of what
            shown = chosen.text if chosen.option and chosen.listed else say(console.table.label(action), _)
            sure = confirmed(console, name, shown)
            if sure is None:
                break
            if sure:
                console.clear()
                console.say(_("Sealed. Hand the keyboard on, {name}.").format(name=name))
                return action
            show_lines(console, lines)
    unsealed(console)  # a quantity left blank, Ctrl-D, or the choice given up
    return None


def without_verb(table: Table[Any], basket: Basket, text: str) -> str:
    """``text`` without the verb its basket's move is said with ("vendi" of "vendi 1 Marrone", "sell" of "sell 1
    Green", in English or the player's language) when it starts the line and the rest names the basket's lines;
    ``text`` itself otherwise.

    "vendi tutto marrone" at a sealed sale was "Choose 1 to 2.", while "tutto marrone" sold, and the sale is said
    back as "vendi 1 Marrone"."""
    words = text.split()
    if len(words) < 2 or basket_by_names(basket, text) is not None:
        return text
    try:
        action = basket.make({item.key: item.high for item in basket.items})
    except (ValueError, TypeError):  # a move the rules cannot even make
        return text
    verbs = {fold(say(table.label(action), speak)).split()[0] for speak in (_, translator("en"))}
    if len(words) > 2 and fold(words[0]) in i_words():  # "je vends 1 noir", "io vendo 1 nero"
        words = words[1:]
    rest = " ".join(words[1:])
    return rest if said_verb(fold(words[0]), verbs) and basket_by_names(basket, rest) is not None else text


STEM = 4
"""The letters two forms of one verb share at least ("vend" of "vendre" and "vends", "vendi" and "vendo")."""


def said_verb(word: str, verbs: Collection[str]) -> bool:
    """True if ``word`` is one of ``verbs`` or another form of one (the same first :data:`STEM` letters, a verb of
    that many at least): "vends" and "vendo" for "vendre" and "vendi", as a player says the move."""
    return any(word == verb or (len(verb) >= STEM and word[:STEM] == verb[:STEM]) for verb in verbs)


def i_words() -> frozenset[str]:
    """ "I" and the language's own ("je", "io"), said before a verb in the first person, folded."""
    # NOTE: the word a player may say before a verb in the first person ("I sell 1 Green"), alternatives
    # separated by "|"
    return said({"i"}, pgettext("typed at the console", "I"))


def nothing_typed_in_secret(console: Console, lines: list[Line]) -> None:
    """An empty line at a sealed question: what to type, and how to leave the choice for now (the console's undo
    word, which leaves a question inside a decision). An Enter gave the choice up and cleared the screen, unsaid,
    where "1) sell 2 White" was the only choice and the seat had meant to take it."""
    what = _("Type one of the numbers shown.") if listed_by_value(lines) else choose_by_number(len(lines))
    undo = next((word.strip() for word in pgettext("console command", "undo").split("|") if word.strip()), "undo")
    # NOTE: said under a sealed choice's question after an empty line; {word} is the console's "undo" command
    console.say(what + " " + _("To leave the choice for now, type '{word}'.").format(word=undo))


def confirmed(console: Console, name: str, shown: str) -> bool | None:
    """The seat reads what it is sealing before it is hidden: True when it confirms (Enter or yes), False to choose
    again (no), None when it leaves (end of input)."""
    console.say(_("{name}, you are sealing: {choice}.").format(name=name, choice=shown))  # seen before it is hidden
    while True:
        answer = console.read_line(_("Press Enter to seal it, or type '{no}' to choose again: ").format(no=_("no")))
        if answer is None:
            return None
        sure = yes_or_no(answer) if answer else 1
        if sure is not None:
            return bool(sure)
        console.say(_("Type {yes} or {no}.").format(yes=_("yes"), no=_("no")))


def unsealed(console: Console) -> None:
    """A sealed choice given up: what the seat typed is wiped, then the table and its question come back.

    Wiped and nothing more, the next player faced an empty screen and a bare "> ", with even the "Cancelled."
    cleared away, and had to guess that 'status' would bring the question back.
    """
    console.clear()
    console.say(_("Cancelled."))
    console.show_table()
    console.show_prompt()
