"""What a person types, matched to the choices on offer without game code.

A player at the console types what they see on the table: "5c" for the
square 5C, "tower" or the first words of an option, "pass". The console
first lets the game read the line in its own words (its GameSpec's
``console_parse``); whatever the game leaves, this module matches against
the numbered lines' names, ignoring case.

A square that is on the board but not on offer (an occupied one, a tile
that would merge two safe chains) is not simply "not an option": the
player deserves the rule that forbids it. :func:`off_board_pick` builds the
action for such a square from the shape of the offered ones, so the
engine refuses it with its own reason and nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any

from companion.core import BoardPick, ChanceSource, CodecError, Decision, Draw, Pick, Prompt, Secret
from companion.core.decisions import Actor
from companion.core.records import Action
from companion.data_classes import dataclass
from companion.text.folding import fold
from companion.text.i18n import _, pgettext

if TYPE_CHECKING:
    from .decide import Line


@dataclass(frozen=True, slots=True)
class Unfinished:
    """A line the game's words read only in part (``console_parse`` may return it): the console asks for what is
    missing or wrong, never for the whole line again.

    An entry of many words (an order of six pieces) with one misspelt ("blak") or one left out was refused whole,
    and the player typed all six again. ``kept`` is the line as it stands, ``wrong`` the place of the word in it to
    replace (None: something is to be added at its end), ``said`` why, and ``asked`` the question for the missing
    words, all in the player's language. What is typed then takes the wrong word's place (or is added), and the whole line is
    read again: an Enter or the end of input gives it up.
    """

    kept: str
    said: str
    asked: str
    wrong: int | None = None
    """The place of the word to replace among ``kept``'s words (None: the words typed are added at its end)."""
    drawn: Callable[[ChanceSource], Action] | None = None
    """The whole move with what is still to add drawn by the companion from ``chance``, where the game draws it
    (the rest of an order drawn from a bag): a 0 typed for the rest takes it, as the question's own 0 lets the
    companion decide the whole; None where nothing is left to chance."""

    def completed(self, typed: str) -> str:
        """The line with ``typed`` in the wrong word's place, or after it when nothing is wrong."""
        if self.wrong is None:
            return f"{self.kept} {typed}"
        words = self.kept.split()
        return " ".join([*words[: self.wrong], typed, *words[self.wrong + 1 :]])


def said(english: set[str], translated: str) -> frozenset[str]:
    """The words a player may type for one thing: ``english`` (always understood, whatever the language) and the
    language's own, ``translated`` being a catalog's alternatives separated by "|" ("offro|offerta|punto")."""
    words = [word for word in translated.split("|") if word.strip()]
    # Each word both folded (accents left out, as typed text is matched) and with its accents (a game's own
    # reading may compare the letters as typed: "échange").
    return frozenset(english | {fold(word) for word in words} | {" ".join(word.split()).casefold() for word in words})


NOTHING = frozenset({"none", "nothing"})
"""The English words for choosing nothing; each language adds its own (see :func:`nothing_words`)."""


def nothing_words() -> frozenset[str]:
    """ "nothing", "none" and the players' own ("niente", "rien"): a sale or a purchase of nothing, typed."""
    # NOTE: words a player types at the console, each alternative separated by "|" (no spaces around it)
    return said(set(NOTHING), pgettext("typed at the console", "none|nothing"))


ALL = frozenset({"all", "max"})
"""The English words for the most a quantity may take; each language adds its own (see :func:`all_words`)."""


def all_words() -> frozenset[str]:
    """ "all", "max" and the players' own ("tout", "tutto"): the most a quantity with a top may take, typed."""
    return said(set(ALL), pgettext("typed at the console", "all"))


def pass_words() -> frozenset[str]:
    """ "pass" and the players' own ("passo", "je passe"): passing at an auction, typed as a player says it."""
    # NOTE: words a player types at the console to pass (at an auction), each alternative separated by "|"
    return said({"pass"}, pgettext("typed at the console", "pass"))


def roll_words() -> frozenset[str]:
    """ "rolled", "I rolled" and the players' own ("ho fatto", "j'ai fait"): what a player says before the dice."""
    # NOTE: words a player may say before typing the dice ("I rolled 5 2"), each alternative separated by "|"
    return said({"rolled", "i rolled", "i got", "got"}, pgettext("typed at the console", "rolled|I rolled|I got"))


def draw_words() -> frozenset[str]:
    """ "drew", "I drew" and the players' own ("ho pescato", "j'ai tiré"): what a player says before what they drew.

    Said at a question that asks what was drawn (:func:`asks_drawn`): "I drew 5C" at the start tile, whatever the
    game, as "I rolled" is said before the dice.
    """
    # NOTE: words a player may say before typing what they drew from a pile or a bag ("I drew 5C"), each
    # alternative separated by "|"
    return said(
        {"drew", "i drew", "i got", "got", "i picked", "picked"},
        pgettext("typed at the console", "drew|I drew|I got"),
    )


def who_words() -> frozenset[str]:
    """ "takes it", "goes first" and the players' own ("la prend", "lo prende"): what a player says beside the name
    that answers a question of who (:func:`asks_who`), "Ben takes it" at "Who takes the first-player marker?".

    The question's own words are left out already ("Ben starts" at "Who starts?"); these are the ones a question
    never holds: the pronoun standing for what is taken, "first" for "starts".
    """
    # NOTE: words a player may say beside a player's name to answer who starts or takes something
    # ("Ben takes it", "Ben goes first"), each alternative separated by "|"
    english = {"takes it", "take it", "has it", "starts", "begins", "goes first", "first", "it's", "it is"}
    return said(english, pgettext("typed at the console", "takes it|goes first|it's"))


def asks_drawn(decision: Decision) -> bool:
    """True for a question answered with what was drawn: a card turned up (a :class:`Draw`), or one whose game
    marks it ``drawn`` among its values (a tile drawn from the pile at the table, a bag's tokens)."""
    return isinstance(decision, Draw) or bool(decision.values.get("drawn"))


def asks_who(decision: Decision, players: Collection[str]) -> bool:
    """True for a pick of players, each option one of ``players``' names ("Who starts?"): answered with a name."""
    return (
        isinstance(decision, Pick)
        and bool(decision.options)
        and all(option.label in players for option in decision.options)
    )


def _words(text: str) -> list[str]:
    # fold() reads a typographic apostrophe (a phone's keyboard: "j’ai tiré") as the catalogue's "j'ai tiré"
    return re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", fold(text))


def _said_words(text: str) -> list[str]:
    """The words of ``text`` as a player's phrase is matched: folded letters, a word holding a digit ("5D", a tile)
    kept as an empty place, so its letter is never read as a word ("a" of "9A") nor a phrase runs across it."""
    words: list[str] = []
    for token in text.split():
        words.extend([""] if any(char.isdigit() for char in token) else _words(token))
    return words


def _holds(words: Sequence[str], part: Sequence[str]) -> bool:
    return bool(part) and any(
        list(words[at : at + len(part)]) == list(part) for at in range(len(words) - len(part) + 1)
    )


def seats_named(text: str, players: Sequence[str], names: Collection[str] = ()) -> list[int]:
    """The seats whose player's whole name ``text`` says ("Ben drew 5D" names Ben), in seat order.

    A name one of the options is called by (``names``: a chain, a player at a question of who) is an answer, never
    a player named beside one; an option that only holds a name ("Anna: Take the loan") leaves it a name.
    """
    words = _said_words(text)
    called = {" ".join(_words(name)) for name in names}
    return [
        seat
        for seat, player in enumerate(players)
        if (own := _words(player)) and " ".join(own) not in called and _holds(words, own)
    ]


def after_name(text: str, player: str) -> str | None:
    """``text`` without ``player``'s name said first ("Ann ha pescato 5D" → "ha pescato 5D"), or None where it does
    not start with it or nothing follows it: a player answering for themself, or someone typing for them."""
    own = _words(player)
    kept = text.split()
    for size in range(1, len(kept)):
        said_first = _said_words(" ".join(kept[:size]))
        if said_first == own:
            return " ".join(kept[size:])
        if len(said_first) >= len(own):
            break
    return None


def said_instead(text: str, asked: Collection[str], kinds: dict[str, frozenset[str]]) -> str | None:
    """The kind of answer (a key of ``kinds``: "rolled", "drew") whose words ``text`` says though the question does
    not ask it, or None: "Ann rolled 5D" at a start tile drawn from the bag, "I drew 9E" at a tile played.

    ``asked`` are the phrases the question takes (its "I drew" before a tile). A phrase the kinds share ("tiré",
    both a draw and a throw in French) says the first kind holding it; one that only begins another kind's ("ho"
    of "ho fatto", said before a draw too) says nothing for sure, and is passed over.
    """
    words = _said_words(text)
    phrases = {tuple(phrase.split()) for phrase in asked} | {
        tuple(phrase.split()) for phrases in kinds.values() for phrase in phrases
    }
    taken = {tuple(phrase.split()) for phrase in asked}
    at = 0
    while at < len(words):
        found = max((p for p in phrases if p and tuple(words[at : at + len(p)]) == p), key=len, default=None)
        if found is None:
            at += 1
            continue
        at += len(found)
        if found in taken:
            continue
        holding = [kind for kind, said in kinds.items() if " ".join(found) in said]
        begins_other = any(
            len(other.split()) > len(found) and tuple(other.split()[: len(found)]) == found
            for kind, said in kinds.items()
            if kind not in holding
            for other in said
        )
        if holding and not begins_other:
            return holding[0]
    return None


def for_another(
    text: str, actor: Actor, players: Sequence[str], names: Collection[str], acting: Collection[int] = ()
) -> str | None:
    """Why ``text`` is no answer to ``actor``'s question: it names another player ("Ben drew 5D" at Ann's start
    tile, "Ben sell 2 trade 2" at Ann's shares); None where it names nobody else.

    A name is the answer where the question asks who, and a sealed choice is everyone's; a seat ``acting`` beside
    the question (a loan any player may take, "Anna takes the loan" at Bruno's bid) may be named. ``names`` are the
    words the question's lines are called: a player's name one of them is called is an answer.
    """
    seat, decision = actor.seat, actor.decision
    if seat is None or not 0 <= seat < len(players) or isinstance(decision, Secret) or asks_who(decision, players):
        return None
    others = [other for other in seats_named(text, players, names) if other != seat and other not in acting]
    if not others:
        return None
    return _("'{text}' names {named}, but this question is for {player}.").format(
        text=text, named=players[others[0]], player=players[seat]
    )


def named_first(text: str, players: Sequence[str]) -> int | None:
    """The seat whose player's name ``text`` starts with ("Ben sells 2"), the longest name first, or None."""
    found = [(len(player), seat) for seat, player in enumerate(players) if after_name(text, player) is not None]
    return max(found)[1] if found else None


def said_amiss(
    text: str,
    actor: Actor,
    players: Sequence[str],
    asked: str,
    taken: Collection[str],
    names: Collection[str],
    acting: Collection[int] = (),
) -> str | None:
    """Why ``text``, said as a player speaks, is no answer to ``actor``'s question ``asked``; None where nothing
    in it says so.

    Read only where nothing else read the line. "Ben drew 5D" at Ann's start tile named another player
    (:func:`for_another`), and "Ann rolled 5D" or "I drew 9E" said what the question does not ask: each was "not an
    option or a command", which does not say what is wrong. ``taken`` are the phrases the question takes ("I
    drew" before a drawn tile), ``names`` the words its lines are called, ``acting`` the seats acting beside it.
    """
    # A seat acting beside the question may be named ("Bruno takes the loan"), unless the line says the question's
    # own answer: "Bruno rolled 4" is the roll asked of Anna, not Bruno's loan.
    words = _said_words(text)
    answering = any(_holds(words, phrase.split()) for phrase in taken)
    another = for_another(text, actor, players, names, () if answering else acting)
    if another is not None:
        return another
    kind = said_instead(text, taken, {"drew": draw_words(), "rolled": roll_words()})
    if kind == "drew":
        return _("'{text}' says what was drawn, but no draw is asked here: {question}").format(
            text=text, question=asked
        )
    if kind == "rolled":
        return _("'{text}' says what was rolled, but no dice are asked here: {question}").format(
            text=text, question=asked
        )
    return None


def said_before(text: str, leading: Collection[str], names: Collection[str] = ()) -> str | None:
    """``text`` without the one of the ``leading`` phrases it starts with ("I drew", "ho estratto"), or None where
    it starts with none, nothing follows it, or a word of it is one an option is called (``names``).

    A game reads a long answer in its own words before the console does (an order of six companies drawn from a
    bag): "I drew white wood …" reached it whole, and its "I" was asked again as a company that does not exist.
    What a player says before the answer is left out first, so the game reads only the answer; a number is never
    part of such a phrase, and a word an option answers to is kept, being the player's choice.
    """
    kept = text.split()
    folded = ["" if any(char.isdigit() for char in word) else " ".join(_words(word)) for word in kept]
    named = {word for name in names for word in _words(name)}
    for phrase in sorted(leading, key=len, reverse=True):
        words = phrase.split()
        if len(words) < len(kept) and folded[: len(words)] == words and not named & set(words):
            return " ".join(kept[len(words) :])
    return None


def echo_stripped(
    text: str, asked: str, leading: Collection[str], names: Collection[str], around: Collection[str] = ()
) -> str | None:
    """``text`` without what a player says around the answer, or None where nothing of it is there or only it is.

    Players answer as they speak: "inizia Bruno" at "Chi inizia?", "ho fatto 4" at a die, "Ben la prend" at "Qui
    prend le marqueur ?". The words of the question ``asked`` (letters only: a number in it is an example, never
    an echo), one of the ``leading`` phrases at the start and the ``around`` phrases wherever they are said are
    left out, unless a word is one an option is called (``names``): what is left is read as the answer. Only a
    line nothing else reads is read again this way.
    """
    kept = text.split()
    # A word holding a digit ("9A", a tile) is an answer's, never an echo: its letters alone ("a") are no word.
    folded = ["" if any(char.isdigit() for char in word) else " ".join(_words(word)) for word in kept]
    for phrase in sorted(leading, key=len, reverse=True):
        size = len(phrase.split())
        if size < len(kept) and " ".join(folded[:size]) == phrase:
            kept, folded = kept[size:], folded[size:]
            break
    named = {word for name in names for word in name.split()}
    # Longest first: "takes it" before "it's"; a phrase holding a word an option is called is never one said around.
    for phrase in sorted(around, key=lambda words: len(words.split()), reverse=True):
        words = phrase.split()
        if named & set(words):
            continue
        start = 0
        while start + len(words) <= len(folded):
            if folded[start : start + len(words)] == words:
                del kept[start : start + len(words)], folded[start : start + len(words)]
            else:
                start += 1
    echoed = set(_words(asked)) - named
    answer = [word for word, plain in zip(kept, folded, strict=True) if not plain or plain not in echoed]
    answer = [word for word in answer if _words(word) or any(char.isdigit() for char in word)]
    shorter = " ".join(answer)
    return shorter if shorter and shorter.split() != text.split() else None


def matches(text: str, lines: Sequence[Line]) -> list[Line]:
    """The lines ``text`` names: an exact name first, else a name ending with it, else one starting with it."""
    wanted = fold(text)
    if not wanted:
        return []
    exact = [line for line in lines if wanted in line.names]
    if exact:
        return exact
    ending = [line for line in lines if any(name.endswith(" " + wanted) for name in line.names)]
    if ending:
        return ending
    starting = [line for line in lines if any(name.startswith(wanted) for name in line.names)]
    shown = [line for line in starting if fold(line.text).startswith(wanted)]
    # "p" begins "Passa" on the screen and "punto", a word a bid may be typed with but never shown: the line the
    # player reads is the one meant, rather than "'p' fits 2 options" under a list of one.
    if len(starting) > 1 and not shown:
        # "IT" alone began the items' codes ("item-jet", never shown) and "fit 4 options (2, 3, 4, 5)", while one
        # line reads "buy IT": a word the player reads whole in one line is that line.
        shown = [line for line in lines if wanted in re.findall(r"[\w-]+", fold(line.text))]
    return shown if len(starting) > 1 and shown else starting


def inside(text: str, lines: Sequence[Line]) -> list[Line]:
    """The lines with a word that begins with ``text`` ("limo" in "Buy a limousine (200)", "une limo"), for typed
    text that no name begins or ends with: the first letters of the word a player reads in the middle of an option.

    Only letters are looked for this way (a number is an option's, a bid's or a die's), at least two of them.
    """
    wanted = fold(text)
    if len(wanted) < 2 or not wanted[0].isalpha():
        return []
    start = re.compile(r"(?:^|[^\w])" + re.escape(wanted))
    return [line for line in lines if any(start.search(name) for name in (*line.names, fold(line.text)))]


def numeric(line: Line) -> bool:
    """True if the line's option is a number ("16", a card's value): typing that number names it."""
    return any(name.isdigit() for name in line.names)


def listed_by_value(lines: Sequence[Line]) -> bool:
    """True if every line is a number: such a list is shown and typed by its values, never by position.

    Numbering "1) 2  2) 3  3) 4" would make "3" mean the option 4; listing the
    values alone leaves a typed number one meaning.
    """
    return bool(lines) and all(numeric(line) for line in lines)


def by_number(text: str, numbered: Sequence[Line], lines: Sequence[Line]) -> tuple[list[Line], Line | None]:
    """What the typed number ``text`` may mean: the lines whose value it is, and the line at that position.

    The position counts only in a numbered list (see :func:`listed_by_value`).
    """
    values = [line for line in lines if text in line.names]
    number = int(text)
    position = numbered[number - 1] if 1 <= number <= len(numbered) and not listed_by_value(numbered) else None
    return values, position


def _shape(key: str) -> str:
    """A key's shape as a pattern: "5C" → digits then letters, so "12i" has the same shape."""
    parts = re.findall(r"\d+|[^\W\d_]+|.", key)
    return "".join(r"\d+" if part.isdigit() else r"[^\W\d_]+" if part.isalpha() else re.escape(part) for part in parts)


def board_picks(prompt: Prompt) -> list[BoardPick]:
    """Every board decision of the prompt (a seat may face one beside other decisions)."""
    return [actor.decision for actor in prompt.actors if isinstance(actor.decision, BoardPick)]


def off_board_pick(text: str, prompt: Prompt, decode: Any) -> Action | None:
    """The action a board pick would make for ``text``, a square of the offered squares' shape, or None.

    The first offered option whose action holds its key in one field gives
    the template: that field becomes the typed square (in the keys' case).
    ``decode`` is the game's action codec; a square the codec refuses is
    not a square, and None is returned.
    """
    typed = "".join(text.split())
    for decision in board_picks(prompt):
        for option in decision.options:
            if not re.fullmatch(_shape(option.key), typed, flags=re.IGNORECASE):
                continue
            square = _in_case_of(typed, [o.key for o in decision.options])
            data = option.action.to_json()
            fields = [name for name, value in data.items() if value == option.key]
            if len(fields) != 1:
                continue
            try:
                return decode({**data, fields[0]: square})
            except (CodecError, ValueError, TypeError, KeyError):
                return None
    return None


def _in_case_of(text: str, keys: Sequence[str]) -> str:
    """``text`` in the letter case the keys use ("5c" → "5C" when every key is upper case)."""
    letters = "".join(ch for key in keys for ch in key if ch.isalpha())
    if letters and letters.isupper():
        return text.upper()
    if letters and letters.islower():
        return text.lower()
    return text
