"""The house's floors: each layer imports only what lies below it (DESIGN.md, layers).

Engines are pure, so the kit and the games import no front-end and no pygame; the
touchscreen and the console are two front-ends side by side, so neither imports the
other, and what both say lives beneath both in :mod:`companion.text`, which draws
nothing. Every import of every module is read (relative ones resolved), including
those inside functions, so a lazy import cannot slip an arrow past the rule.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "companion"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, relative imports made absolute."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


MODULES = {module_name(path): imports(path) for path in sorted(PACKAGE.rglob("*.py"))}


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def crossings(source: str, forbidden: tuple[str, ...]) -> list[str]:
    return sorted(
        f"{module} imports {target}"
        for module, targets in MODULES.items()
        if within(module, source)
        for target in targets
        if any(within(target, package) for package in forbidden)
    )


def test_the_layers_are_read() -> None:
    # The reader itself: a relative import inside a front-end is resolved to its absolute name.
    assert "companion.text.i18n" in MODULES["companion.ui.scenes.play"]
    assert "companion.core" in MODULES["companion.games.acquire.engine"]
    assert "companion.text.summary" in MODULES["companion.console"]


@pytest.mark.parametrize(
    ("layer", "forbidden"),
    [
        ("companion.ui", ("companion.console",)),
        ("companion.console", ("companion.ui", "pygame")),
        ("companion.text", ("companion.ui", "companion.console", "companion.front", "pygame")),
        ("companion.core", ("companion.ui", "companion.console", "companion.front", "companion.text", "pygame")),
        ("companion.games", ("companion.ui", "companion.console", "companion.front", "companion.text", "pygame")),
    ],
)
def test_no_arrow_runs_up_or_across(layer: str, forbidden: tuple[str, ...]) -> None:
    assert crossings(layer, forbidden) == []


def test_a_crossing_is_seen() -> None:
    # The check would see an arrow: the touchscreen does import the shared text layer.
    assert crossings("companion.ui", ("companion.text",))
