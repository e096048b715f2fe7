"""Table Companion: the bank and rules referee beside a physical board game."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    """``companion.__version__``, read from the installed distribution's metadata when first asked.

    One version, declared in pyproject.toml. Looked up lazily because
    importlib.metadata costs about 20 ms to import, which every start-up
    would pay for a number that only ``--version`` prints.
    """
    if name != "__version__":
        raise AttributeError(f"module 'companion' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("table-companion")
    except PackageNotFoundError:  # running from a checkout that was never installed
        found = "0+unknown"
    globals()["__version__"] = found
    return found
