"""Table Companion: the bank and rules referee beside a physical board game."""

from importlib.metadata import PackageNotFoundError, version

try:
    # One version, declared in pyproject.toml: the installed distribution's metadata says it.
    __version__ = version("table-companion")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0+unknown"
