"""Every name the kit exports resolves, those imported on first use included (``companion.core._LATER``).

The later names are written twice, for the type checker (under ``TYPE_CHECKING``) and for the first use: the
two lists must agree, or mypy would check one name while the program imports another.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import companion.core as core

SOURCE = Path(core.__file__).read_text(encoding="utf-8")


def test_every_exported_name_resolves() -> None:
    missing = [name for name in core.__all__ if getattr(core, name, None) is None]
    assert missing == []


def test_the_later_names_are_the_ones_the_type_checker_reads() -> None:
    checked: dict[str, tuple[str, ...]] = {}
    for node in ast.walk(ast.parse(SOURCE)):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for imported in node.body:
                assert isinstance(imported, ast.ImportFrom) and imported.module is not None
                checked[imported.module] = tuple(alias.name for alias in imported.names)
    assert checked == core._LATER
    assert set(core._MODULE_OF) <= set(core.__all__)


def test_a_later_name_comes_from_its_module_and_stays() -> None:
    from companion.core.auction import EnglishAuction

    assert core.EnglishAuction is EnglishAuction and "EnglishAuction" in vars(core)


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="NoSuchPiece"):
        getattr(core, "NoSuchPiece")  # noqa: B009 - the refusal is what is tested


def test_the_kit_alone_imports_none_of_them() -> None:
    code = "import sys, companion.core; print(sorted(m for m in sys.modules if m.startswith('companion.core.')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = done.stdout
    for module in core._LATER:
        assert f"'companion.core.{module}'" not in loaded
