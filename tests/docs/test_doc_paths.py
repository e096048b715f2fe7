"""Every file and link the guide points at is there: the repository paths it names in code, the pictures of
the README's screenshot table, and the pages and sections it links to."""

from __future__ import annotations

import re
from pathlib import Path

from .guide import PAGES, REPO, code, where

_PATH = re.compile(r"(?<![\w/.~$-])((?:companion|scripts|tests|docs|systemd|requirements|bench)/[\w./*<>-]*)")
_LINK = re.compile(r"\]\(([^)\s]+)\)")


def _exists(path: str, base: Path = REPO) -> bool:
    """Whether ``path`` names something in the repository; ``<game>`` and ``*`` stand for any name."""
    path = path.rstrip(".")
    if "<" in path or "*" in path:
        pattern = re.sub(r"<[^>]*>", "*", path).rstrip("/")
        return any(base.glob(pattern)) or (base / pattern.split("*")[0]).exists()
    return (base / path).exists()


def missing_paths(lines: list[tuple[str, str]]) -> list[str]:
    """Each repository path named in ``lines`` that is not there."""
    return [f"{place}: {path}" for place, line in lines for path in _PATH.findall(line) if not _exists(path)]


def test_every_repository_path_the_guide_names_exists() -> None:
    lines = [(place, line) for page in PAGES for place, line in code(page)]
    assert len([path for _, line in lines for path in _PATH.findall(line)]) > 100, "the guide's paths were found"
    missing = missing_paths(lines)
    assert not missing, "paths the repository does not have:\n" + "\n".join(missing)


def test_a_path_that_is_not_there_is_seen() -> None:
    lines = [
        ("a:1", "companion/ui/scenes/settings.py and companion/front/<game>/palette.py"),
        ("a:2", "tests/games/test_tiny*.py, ~/table-companion/scripts/install-pi, /var/lib/companion/exports/"),
        ("a:3", "companion/ui/scenes/preferences.py and docs/screens/home-it.png"),
    ]
    assert missing_paths(lines) == ["a:3: companion/ui/scenes/preferences.py", "a:3: docs/screens/home-it.png"]


def slug(heading: str) -> str:
    """The anchor a Markdown renderer gives a heading (GitHub's rule): lower case, punctuation dropped, spaces
    as dashes."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    return {slug(h) for h in re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), re.M)}


def broken_links(page: Path) -> list[str]:
    """Each link of ``page`` to a file that is not there, or to a section its page does not have."""
    text, broken = page.read_text(encoding="utf-8"), []
    for match in _LINK.finditer(text):
        target = match.group(1)
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        file, _, anchor = target.partition("#")
        linked = (page.parent / file).resolve() if file else page
        if not linked.exists():
            broken.append(f"{where(page, match.start())}: {target}")
        elif anchor and linked.suffix == ".md" and anchor not in _anchors(linked):
            broken.append(f"{where(page, match.start())}: {target} (no such section)")
    return broken


def test_every_link_and_picture_of_the_guide_is_there() -> None:
    pictures = re.findall(r"!\[[^]]*\]\((docs/screens/[^)]+\.png)\)", (REPO / "README.md").read_text("utf-8"))
    assert len(pictures) >= 18, "the README's screenshot table was found"
    broken = [link for page in PAGES for link in broken_links(page)]
    assert not broken, "links to nothing:\n" + "\n".join(broken)


def test_a_broken_link_or_section_is_seen(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Other\n\n## 10. Building an SD image\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "See [it](other.md#10-building-an-sd-image), [gone](gone.md), ![shot](screens/none.png),\n"
        "[no section](other.md#11-going-back), [the web](https://example.org/x) and [here](#page).\n"
        "# Page\n",
        encoding="utf-8",
    )
    broken = [link.split(": ", 1)[1] for link in broken_links(page)]
    assert broken == ["gone.md", "screens/none.png", "other.md#11-going-back (no such section)"]
