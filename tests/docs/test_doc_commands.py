"""Every command the guide shows exists as written: each ``companion`` command with its options, and each
``scripts/...`` with the options it is shown with. A command renamed or an option dropped fails here, naming
the page and line that still tell it."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from companion.__main__ import COMMANDS, build_parser

from .guide import PAGES, REPO, code

_COMPANION = re.compile(r"(?:^|(?<=\s)|(?<=/bin/))companion(?=((?: [^\s|;&#`]+)*))")
_SCRIPT = re.compile(r"(?<![\w.-])scripts/([\w.-]+)((?: [^|;&#`]*)?)")
_FLAG = re.compile(r"(?<![\w-])(--[a-z][\w-]*)")

PASSED_ON = {"test": "pytest", "check-latest": "pytest", "typecheck": "mypy"}
"""Scripts whose options are another tool's (pytest's, mypy's): the guide's examples of them are that tool's."""


def _options(parser: argparse.ArgumentParser) -> set[str]:
    return {option for action in parser._actions for option in action.option_strings}


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    chooser = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return {"": parser, **chooser.choices}


def _said() -> list[tuple[str, str]]:
    return [(place, line) for page in PAGES for place, line in code(page)]


def wrong_commands(lines: list[tuple[str, str]]) -> tuple[list[str], int]:
    """Each ``companion COMMAND --option`` in ``lines`` whose option that command does not take, and how many
    commands were read. A word that is no command is the service's name (``systemctl restart companion``)."""
    commands, wrong, seen = _commands(), [], 0
    for place, line in lines:
        for match in _COMPANION.finditer(line):
            words = match.group(1).split()
            program = match.start() == 0 or line[: match.start()].endswith("/bin/")
            if not words or not (words[0] in COMMANDS or (program and words[0].startswith("--"))):
                continue
            seen += 1
            command = "" if words[0].startswith("--") else words[0]
            taken = _options(commands[command])
            wrong += [
                f"{place}: companion {command} {flag}" for flag in _FLAG.findall(" ".join(words)) if flag not in taken
            ]
    return wrong, seen


def test_every_companion_command_and_option_in_the_guide_exists() -> None:
    wrong, seen = wrong_commands(_said())
    assert seen > 40, "the guide's commands were found"
    assert not wrong, "options the command does not take:\n" + "\n".join(wrong)


def test_an_option_the_command_does_not_take_is_seen() -> None:
    lines = [
        ("a:1", "companion export NAME --formats csv"),
        ("a:2", "sudo -u companion /opt/companion/current/.venv/bin/companion selftest --timeout 5 --wait"),
        ("a:3", "systemctl restart companion --now"),
    ]
    assert wrong_commands(lines) == (["a:1: companion export --formats", "a:2: companion selftest --wait"], 2)


def _accepted(script: Path) -> str:
    """The text whose option names the script takes: its own, and the Python module it hands its arguments to."""
    text = script.read_text(encoding="utf-8")
    for module in re.findall(r'python"? -m ([\w.]+) "\$@"', text):
        path = REPO / Path(*module.split("."))
        for source in (path.with_suffix(".py"), path / "__main__.py"):
            text += source.read_text(encoding="utf-8") if source.exists() else ""
    if re.search(r'companion" play "\$@"', text):
        text += " ".join(f'"{option}"' for option in _options(_commands()["play"]))
    return text


def _takes(text: str, flag: str) -> bool:
    """Whether ``flag`` is one of the options in ``text``: an argparse name or a case pattern of a shell loop."""
    return bool(re.search(rf'"{flag}"|(?:^|\s|\|){flag}(?:\)|\|)', text, re.M))


def wrong_scripts(lines: list[tuple[str, str]]) -> tuple[list[str], set[str]]:
    """Each ``scripts/NAME --option`` in ``lines`` that names no script or an option it does not take, and the
    scripts named."""
    wrong, seen = [], set()
    for place, line in lines:
        for match in _SCRIPT.finditer(line):
            name, rest = match.groups()
            script = REPO / "scripts" / name
            if not script.exists():
                wrong.append(f"{place}: scripts/{name} does not exist")
                continue
            seen.add(name)
            if name in PASSED_ON or script.suffix:
                continue
            text = _accepted(script)
            wrong += [f"{place}: scripts/{name} {flag}" for flag in _FLAG.findall(rest) if not _takes(text, flag)]
    return wrong, seen


def test_every_script_and_option_in_the_guide_exists() -> None:
    wrong, seen = wrong_scripts(_said())
    assert {"play", "test", "install-pi", "update-pi", "i18n", "monkey", "screenshots"} <= seen
    assert not wrong, "scripts or options that do not exist:\n" + "\n".join(wrong)


def test_a_script_or_option_that_does_not_exist_is_seen() -> None:
    lines = [
        ("a:1", "sudo scripts/update-pi --roll"),
        ("a:2", "scripts/monkey --game acquire --kill-every 300"),
        ("a:3", "scripts/play --console --new"),
        ("a:4", "scripts/setup-pi"),
        ("a:5", "scripts/test -k journal --lf"),
    ]
    wrong, seen = wrong_scripts(lines)
    assert wrong == ["a:1: scripts/update-pi --roll", "a:4: scripts/setup-pi does not exist"]
    assert seen == {"update-pi", "monkey", "play", "test"}


@pytest.mark.parametrize("name", sorted(p.name for p in (REPO / "scripts").iterdir() if not p.suffix))
def test_every_script_the_guide_may_name_runs(name: str) -> None:
    """What the guide tells a reader to run can be run: no script is left without its executable bit."""
    path = REPO / "scripts" / name
    assert path.stat().st_mode & 0o111, f"scripts/{name} is not executable"


_VARIABLE = re.compile(r"\bCOMPANION_[A-Z][A-Z_]*\b")


def unread_variables(guide: str, sources: str) -> list[str]:
    """The ``COMPANION_*`` environment variables ``guide`` names that no source reads."""
    return sorted(set(_VARIABLE.findall(guide)) - set(_VARIABLE.findall(sources)))


def test_every_environment_variable_the_guide_names_is_read() -> None:
    guide = "\n".join(page.read_text(encoding="utf-8") for page in PAGES)
    folders = ("companion", "scripts", "systemd", "bench")
    sources = "\n".join(
        path.read_text(encoding="utf-8", errors="replace")
        for folder in folders
        for path in (REPO / folder).rglob("*")
        if path.is_file() and path.suffix not in (".png", ".wav", ".mo", ".po", ".pot", ".ttf", ".json", ".pyc")
    )
    named = set(_VARIABLE.findall(guide))
    assert {"COMPANION_DATA_DIR", "COMPANION_CONFIG", "COMPANION_HARDWARE"} <= named
    unread = unread_variables(guide, sources)
    assert not unread, f"variables the guide names and nothing reads: {unread}"


def test_a_variable_nothing_reads_is_seen() -> None:
    assert unread_variables("`COMPANION_DATA_DIR`, `$COMPANION_THEME`", 'os.environ["COMPANION_DATA_DIR"]') == [
        "COMPANION_THEME"
    ]
