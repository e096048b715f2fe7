"""Every message is marked where every Python and every Babel the project allows reads it the same way.

The catalog is extracted by Babel from the code's tokens, and what it finds moved with the interpreter: Python
3.11 gives an f-string as one token, so a message marked inside one (``f"<p>{t(N_('The pieces were set by
hand:'))}</p>"``) was in no catalog and every exported page said it in English, while Python 3.12 and later give
its parts, and found it. Babel 2.14 (the oldest the project allows) also takes the text of a subscript for the
message in ``_(info["name"])`` (the text read as the message itself, not inside a call of its own), which
later versions leave alone. These tests find both in the code's syntax
tree, whatever Python runs them, so the catalog is the same on every machine that extracts it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.i18n.catalogs import KEYWORDS, ROOT

SOURCES = sorted((ROOT / "companion").rglob("*.py"))


def marked_calls(tree: ast.AST) -> list[ast.Call]:
    """The calls of a marking function (``_``, ``N_``, ``ngettext`` ...) in ``tree``."""
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in KEYWORDS
    ]


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"


def test_no_message_is_marked_inside_an_f_string() -> None:
    found = []
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for joined in (node for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)):
            for call in marked_calls(joined):
                if any(isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in call.args):
                    found.append(where(path, call))
    assert found == [], "a message marked inside an f-string: mark it outside, in a name of its own"


def test_no_marking_call_holds_a_subscript_of_a_text() -> None:
    found = []
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for call in marked_calls(tree):
            for arg in call.args[:2]:  # where a message is read (a plural's count after them is not)
                if (
                    isinstance(arg, ast.Subscript)
                    and isinstance(arg.slice, ast.Constant)
                    and isinstance(arg.slice.value, str)
                ):
                    found.append(where(path, call))
    assert found == [], "a marking call around x['key']: Babel 2.14 takes 'key' for a message; read it first"
