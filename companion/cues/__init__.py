"""The sound cues, shipped inside the package so that a wheel install has them.

``scripts/make-sounds`` synthesises the ``*.wav`` files here; the sound layer
finds them through this package's location (see ``SOUNDS_DIR``), never
through the checkout, so an installed companion plays the same cues as a
development one.
"""
