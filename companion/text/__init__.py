"""What both front-ends say: plain text below the touchscreen and the console alike.

The touchscreen (:mod:`companion.ui`) and the console (:mod:`companion.console`)
render the same engines in the same words, so the modules they share live here,
beneath both, and neither front-end imports the other:

- :mod:`.i18n`: the languages, numbers and lists the player's way;
- :mod:`.summary`: a game's summary as lines of text (the console's board, the
  touchscreen's generic status panel);
- :mod:`.corrections`: what an undo, a rewind or a correction withdraws or changes,
  in the game log's sentences.

Nothing here imports pygame.
"""
