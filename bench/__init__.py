"""Benchmarks of the engines and the app: ``scripts/bench`` (``python -m bench``) runs them all."""
