"""The app's screens. Per-game play and final screens register themselves in
:data:`companion.ui.scenes.play.PLAY_SCENES` and :data:`companion.ui.scenes.final.FINAL_SCENES`."""
