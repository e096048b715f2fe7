"""The constructors' templates shipped as source (``companion/data_class_templates.py``) are the very code
``companion.data_classes`` would compile, hold every shape the companion declares, and spare a start compiling."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from companion import data_class_templates, data_classes

ROOT = Path(__file__).resolve().parent.parent
ENV = {
    **os.environ,
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "GPIOZERO_PIN_FACTORY": "mock",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}


def _fresh(script: str) -> str:
    """What ``script`` prints in a fresh interpreter: other tests' own dataclasses add shapes to this one."""
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=ENV, capture_output=True, text=True, check=True, timeout=300
    )
    return done.stdout


def test_each_shipped_template_is_the_code_its_text_compiles_to() -> None:
    assert data_class_templates.TEMPLATES
    for shape in data_class_templates.TEMPLATES:
        assert data_classes._shipped(shape) == data_classes._template(*shape), shape


def test_a_shape_not_shipped_is_compiled_from_its_text() -> None:
    shape = ("assign", ("",) * 41, True)  # no class of the companion has 41 fields
    assert data_classes._shipped(shape) is None
    assert data_classes._template_code(shape) == data_classes._template(*shape)


def test_the_shipped_module_holds_every_shape_the_companion_declares() -> None:
    text = _fresh(
        "from companion import data_classes; print(data_classes.templates_source(data_classes.every_shape()), end='')"
    )
    shipped = (ROOT / data_classes.TEMPLATES_MODULE).read_text(encoding="utf-8")
    assert text == shipped, "a dataclass of a new shape: run scripts/data-class-templates"


def test_a_game_and_its_screens_start_without_compiling_a_constructor() -> None:
    compiled = _fresh(
        "from companion import data_classes\n"
        "made = []\n"
        "template = data_classes._template\n"
        "data_classes._template = lambda *shape: made.append(shape) or template(*shape)\n"
        "import companion.__main__, companion.games.acquire, companion.ui.app, companion.console\n"
        "print(len(made), len(data_classes._templates))\n"
    ).split()
    assert compiled[0] == "0" and int(compiled[1]) > 20
