"""The data files shipped inside a package (a game's price card, a printed table as the box prints it).

They are read through the package's own loader with :func:`pkgutil.get_data`, so a package imported from a
folder or from a zip reads the same way, as with :func:`importlib.resources.files`. That library costs about
25 M instructions to import (it brings ``tempfile``, ``zipfile`` and ``shutil`` for extracting to a real path,
which reading a shipped text never needs) against under 2 M for :mod:`pkgutil`: one fiftieth of a start.
"""

from __future__ import annotations

import pkgutil


def packaged_text(package: str, name: str) -> str:
    """The UTF-8 text of ``name`` (``"data/prices.toml"``, ``/``-separated) inside ``package``."""
    data = pkgutil.get_data(package, name)
    if data is None:  # a loader that cannot read data files: never one of Python's own
        raise FileNotFoundError(f"{name} cannot be read from package {package!r}")
    return data.decode("utf-8")
