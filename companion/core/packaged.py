"""The data files shipped inside a package (a game's price card, a printed table as the box prints it).

They are read through the package's own loader, as :func:`pkgutil.get_data` reads them, so a package imported
from a folder or from a zip reads the same way, as with :func:`importlib.resources.files`. That library costs
about 25 M instructions to import (it brings ``tempfile``, ``zipfile`` and ``shutil`` for extracting to a real
path, which reading a shipped text never needs); :mod:`pkgutil` itself, with the ``importlib.util`` it brings,
costs about 2 M more than the few lines of it used here: half a percent of a replay's start.
"""

from __future__ import annotations

import importlib
import os
import sys


def packaged_text(package: str, name: str) -> str:
    """The UTF-8 text of ``name`` (``"data/prices.toml"``, ``/``-separated) inside ``package``."""
    module = sys.modules.get(package) or importlib.import_module(package)
    spec = module.__spec__
    loader = spec.loader if spec is not None else None
    get_data = getattr(loader, "get_data", None)
    if get_data is None or module.__file__ is None:  # a loader that cannot read data files: never one of Python's
        raise FileNotFoundError(f"{name} cannot be read from package {package!r}")
    data: bytes = get_data(os.path.join(os.path.dirname(module.__file__), *name.split("/")))
    return data.decode("utf-8")
