"""A data folder of its own for a headless run of the app: the monkey, the screenshot tour.

Such a run starts games, saves them and takes the data folder's lock as the
app at the table does. On the default data folder it would meet the table's
own saved games and any other run beside it: a tour taken while a monkey ran
on the same folder once stopped at "The card cannot be written". So each run
gets a temporary folder, gone when the run ends, and ``COMPANION_DATA_DIR``
points at it for the run's length (every part of the app reads the folder
from there, :func:`companion.storage.data_path`). A run that may be pointed
at a folder on purpose (the tour, to look at what it saved) keeps the one
given.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DATA_DIR_VARIABLE = "COMPANION_DATA_DIR"
"""The environment variable that names the data folder (:func:`companion.storage.data_path` reads it)."""


@contextmanager
def own_data_folder(prefix: str, *, keep_given: bool = False) -> Iterator[Path]:
    """A temporary data folder named ``prefix``…, the app's data folder until the block ends, then deleted.

    With ``keep_given``, a folder already named by ``COMPANION_DATA_DIR`` is used as it is (and kept).
    """
    given = os.environ.get(DATA_DIR_VARIABLE)
    if keep_given and given:
        yield Path(given)
        return
    with tempfile.TemporaryDirectory(prefix=prefix) as folder:
        os.environ[DATA_DIR_VARIABLE] = folder
        try:
            yield Path(folder)
        finally:
            if given is None:
                os.environ.pop(DATA_DIR_VARIABLE, None)
            else:
                os.environ[DATA_DIR_VARIABLE] = given
