"""Table Companion: the bank and rules referee beside a physical board game."""

__version__ = "0.1.0"
