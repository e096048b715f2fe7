"""The app's generic screens. A game's own play and final screens come from its GameSpec
(see :mod:`companion.ui.specs`)."""
