"""The console's commands ("undo", "log", "help") as a player types them, in English and in their own language.

The commands were English words only: at an Italian table "annulla" was "not an option or a command", and a
French one typing "annuler" or "aide" was told to type "help". Each command keeps its English words (always
understood, whatever the language) and adds the language's own from the catalog ("annulla", "annuler",
"aiuto"), accents optional ("etat" for "état").

A word of the language is a command only where no option on offer is called so: the options a game lists
are the players' first words, and a command in their language must never hide one (the English words are
the commands as they always were).
"""

from __future__ import annotations

from companion.text.folding import fold
from companion.text.i18n import pgettext

ENGLISH = {
    "help": ("h", "help", "?"),
    "status": ("s", "status"),
    "board": ("b", "board"),
    "sheet": ("sheet", "score", "scores"),
    "log": ("l", "log"),
    "rewind": ("rewind",),
    "fix": ("fix",),
    "add": ("add", "insert"),
    "adjust": ("adjust",),
    "undo": ("u", "undo"),
    "redo": ("r", "redo"),
    "show": ("show",),
    "json": ("json",),
    "quit": ("q", "quit", "exit"),
}
"""Each command's English words, the first word of a typed line (the command's own name among them)."""


def own_words() -> dict[str, str]:
    """Each command's words in the console's language, as the catalog gives them ("annulla|annullare")."""
    # NOTE: the console's commands as a player types them in your language, each alternative separated by "|"
    # (no spaces around it, one word each). English words always work too: give only your language's own.
    return {
        "help": pgettext("console command", "help"),
        "status": pgettext("console command", "status"),
        "board": pgettext("console command", "board"),
        "sheet": pgettext("console command", "sheet|score"),
        "log": pgettext("console command", "log"),
        "rewind": pgettext("console command", "rewind"),
        "fix": pgettext("console command", "fix"),
        "add": pgettext("console command", "add"),
        "adjust": pgettext("console command", "adjust"),
        "undo": pgettext("console command", "undo"),
        "redo": pgettext("console command", "redo"),
        "show": pgettext("console command", "show"),
        "quit": pgettext("console command", "quit"),
    }


def own_word(command: str) -> str:
    """The first word of ``command`` in the console's language ("annulla" for "undo"), or its English name."""
    words = own_words().get(command, "")
    return next((word.strip() for word in words.split("|") if word.strip()), command)


def translated(word: str) -> str | None:
    """The command a word of the console's language names ("annulla" → "undo"), or None (English words are the
    caller's: they are commands everywhere)."""
    wanted = fold(word)
    if not wanted:
        return None
    for command, words in own_words().items():
        if wanted in {fold(alternative) for alternative in words.split("|") if alternative.strip()}:
            return command
    return None


def english_command(word: str) -> str | None:
    """The command an English first word names ("u", "undo", "Log"), or None."""
    folded = word.casefold()
    return next((name for name, words in ENGLISH.items() if folded in words), None)


def with_own_word(shown: str) -> str:
    """A help line's command as the help shows it ("u, undo", "rewind N") with the first word of the console's
    language added when it is not there yet ("u, undo, annulla", "rewind, torna N"), so the help names the word
    a player of that language would type; any other line's first column is left as it is."""
    names = shown.split(", ")
    first = names[0].partition(" ")[0]
    name = english_command(first)
    if first == "pass":  # not a command but a word typed as the pass button: "passer" worked, the help said "pass"
        words = pgettext("typed at the console", "pass")
    elif first == "?" or name is None or name not in own_words():  # "? WORDS" is no help's name
        return shown
    else:
        words = own_words()[name]
    own = next((word.strip() for word in words.split("|") if word.strip()), "")
    if not own or fold(own) in {fold(part.partition(" ")[0]) for part in names}:
        return shown
    last, _sp, argument = names[-1].partition(" ")
    return ", ".join([*names[:-1], last, own]) + (f" {argument}" if argument else "")
