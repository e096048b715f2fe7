"""The help's rows say alike what alike they do: in French "annule … (demande avant)" stood over "saisir à
nouveau … (demande d'abord)", one row a verb of the command, the next an infinitive, and "asks first" said two
ways."""

from __future__ import annotations

from companion.console import MOVING, help_lines, help_text
from companion.text.i18n import set_language

INFINITIVES = ("passer", "saisir", "remettre", "quitter", "annuler", "revenir")


def test_the_french_help_rows_say_what_each_command_does_alike() -> None:
    set_language("fr")
    try:
        text = help_text(previews=True, working=MOVING)
    finally:
        set_language("en")
    joined = " ".join(" ".join(help_lines(text)).split())
    assert "demande avant" not in joined and joined.count("(demande d'abord") == 3, joined
    said = [" ".join(line.split()[1:]) for line in text.splitlines() if line.startswith("  ")]
    assert said and not [row for row in said if any(f" {verb} " in f" {row} " for verb in INFINITIVES)], said
