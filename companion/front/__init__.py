"""Each game's presentation, one package per game beside its engine's.

A package here holds only what is truly its game's own: the board picture,
the status panel, the final screen, the console view, the LED scene and
layout, the palette of its pieces, its sound cues and its screenshot tour.
Its ``SPEC`` (a :class:`companion.registry.GameSpec`) names them for the
registry; everything else (decisions, auctions, baskets, dice, sealed
entries) is drawn by the generic widgets from the engine's prompt.
"""
