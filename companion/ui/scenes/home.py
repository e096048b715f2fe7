"""Home: resume, new game, saved games, settings, rules help."""

from __future__ import annotations

from companion.games import get
from companion.storage import SavedGame, latest_unfinished, open_saved, saved_games

from .. import theme
from ..i18n import _
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label


class HomeScene(Scene):
    def layout(self) -> None:
        width, height = self.size
        self.widgets = [Label((16, 4, width - 32, TOP_BAR), _("Table Companion"), size=theme.FONT_SIZES["huge"])]
        unfinished = latest_unfinished()
        column = (width - 48) // 2
        top = TOP_BAR + 24
        if unfinished is not None:
            names = ", ".join(unfinished.players)
            text = _("Resume {game}: {players}").format(game=_(get(unfinished.game).title), players=names)
            self.widgets.append(
                Button(
                    (16, top, width - 32, 80), text, lambda: self.resume(unfinished), color=theme.CONFIRM, key="resume"
                )
            )
            top += 96
        self.widgets += [
            Button(
                (16, top, column, 80),
                _("New game"),
                self.new_game,
                color=theme.ACCENT,
                text_color=theme.BACKGROUND,
                key="new",
            ),
            Button((32 + column, top, column, 80), _("Saved games"), self.saved, key="saved"),
            Button((16, top + 96, column, 80), _("Settings"), self.settings, key="settings"),
            Button((32 + column, top + 96, column, 80), _("Rules help"), self.help, key="help"),
        ]

    def resume(self, saved: SavedGame) -> None:
        from ..specs import play_scene_for

        self.app.open_table(open_saved(saved.path))
        self.app.push(play_scene_for(self.app))

    def new_game(self) -> None:
        from .new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def saved(self) -> None:
        self.app.push(SavedGamesScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def help(self) -> None:
        from .help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app))


class SavedGamesScene(Scene):
    """Every saved game, newest first; a game in progress can be resumed, a finished one reviewed."""

    PAGE = 5

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.games = [g for g in saved_games() if g.problem is None and _known(g.game)]

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Saved games"))
        shown = self.games[self.page * self.PAGE : (self.page + 1) * self.PAGE]
        for index, saved in enumerate(shown):
            status = _("finished") if saved.over else _("in progress")
            text = f"{_(get(saved.game).title)} · {', '.join(saved.players)} · {status}"
            self.widgets.append(
                Button(
                    (16, TOP_BAR + 8 + index * 64, width - 32, 56),
                    text,
                    (lambda s=saved: self.open(s)),
                    key=f"game-{index}",
                )
            )
        if not self.games:
            self.widgets.append(
                Label((16, TOP_BAR + 16, width - 32, 48), _("No saved games yet."), color=theme.TEXT_DIM)
            )
        pages = max(1, -(-len(self.games) // self.PAGE))
        if pages > 1:
            self.widgets += [
                Button((16, height - 64, 160, 56), _("Previous"), lambda: self.turn(-1), enabled=self.page > 0),
                Button(
                    (width - 176, height - 64, 160, 56), _("Next"), lambda: self.turn(1), enabled=self.page < pages - 1
                ),
            ]

    def turn(self, delta: int) -> None:
        self.page += delta
        self.layout()

    def open(self, saved: SavedGame) -> None:
        from ..specs import play_scene_for

        self.app.open_table(open_saved(saved.path))
        self.app.push(play_scene_for(self.app))


def _known(game: str) -> bool:
    try:
        get(game)
    except ValueError:
        return False
    return True
