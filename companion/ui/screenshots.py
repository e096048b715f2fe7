"""Render every screen to PNG, headless, in every language (``scripts/screenshots``).

Each screen is reached the way a player reaches it (new game, a few moves,
undo dialog, log, final scores), then the canvas is saved. A game's own tour
is taken once per language; the screens whose layout depends on how many
play (new game and its options' page, play, a private view, final scores)
are taken again at every count from 2 to 6 the game allows. What does not
fit in every frame is printed, so it is seen at once: a label clipped even
at the smallest type, and what :mod:`.fit` finds (a widget off the screen,
controls touching, a button over a text, a text shrunk below its size).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from companion.core import ChanceSource  # noqa: E402
from companion.text.i18n import LANGUAGES, set_language  # noqa: E402

from . import fit  # noqa: E402
from .scratch import own_data_folder  # noqa: E402

Shot = tuple[str, Callable[[Any], Any]]
"""A screen's name and the step that reaches it; a step may instead yield several names (one shot each)."""


def save(app: Any, folder: Path, name: str) -> list[str]:
    """Draw the frame, save it as ``name``.png in ``folder``, and return its :func:`.fit.frame_problems`."""
    found = fit.frame_problems(app)
    folder.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.display.canvas, str(folder / f"{name}.png"))
    return found


def read_on(app: Any) -> None:
    """What a random move did, read as the next player's tap would: its result screen left, its card closed.

    A tour's shot shows the screen a player acts on; the result card and a
    game's result screen have their own tests and shots.
    """
    from .results import ResultScreen

    if isinstance(app.scene, ResultScreen):
        app.pop()
    dismiss = getattr(app.scene, "dismiss_result", None)
    if dismiss is not None:
        dismiss()


def start_up_notice(app: Any, name: str) -> Iterator[str]:
    """The notice told at start-up when the lights, the sound and the tile scanner are missing, over the screen
    shown: as it first appears (``name``), then opened by a tap where it came as one line (``name``-opened); the
    screen is left without it."""
    from companion.peripherals import LINK_TEXTS, MISSING_TEXTS
    from companion.text.i18n import _

    from .app import ScreenFront

    front = ScreenFront(app)
    for line in (MISSING_TEXTS["lights"], MISSING_TEXTS["sound"], LINK_TEXTS["scanner", "missing"]):
        front.notice(_(line), problem=True)
    yield name
    toast = app.toast
    if toast is not None and toast.folded(app.display.canvas.get_size(), app.scene.keep_clear()):
        toast.opened = True
        yield f"{name}-opened"
    app.toast = None


def play_until(app: Any, chance: ChanceSource, stop: Callable[[Any], bool], limit: int = 2000) -> None:
    """Random legal moves through the app until ``stop(table)``, each one's result read (:func:`read_on`)."""
    table = app.table
    for _ in range(limit):
        if stop(table) or table.over:
            return
        app.submit(table.choose_random(chance))
        read_on(app)


def moment(
    game: str,
    config: dict[str, Any],
    stop: Callable[[Any], bool],
    then: Callable[[Any], Any] | None = None,
    *,
    chance: ChanceSource | None = None,
    limit: int = 5000,
) -> Callable[[Any], None]:
    """A tour step: a new game of ``game`` with ``config``, played at random until ``stop(table)``, then ``then(app)``.

    A game's own tour lists its particular moments (a merger's preview, a debt,
    a fight) as one line each instead of scripting each one.
    """
    source = chance or ChanceSource(11)

    def step(app: Any) -> None:
        from companion.storage import start_new

        from .specs import play_scene_for

        app.open_table(start_new(game, config))
        app.reset(play_scene_for(app))
        play_until(app, source, stop, limit=limit)
        app.scene.layout()
        if then is not None:
            then(app)

    return step


def decision_moments(chance: ChanceSource, limit: int = 5000) -> Callable[[Any], Iterator[str]]:
    """A step that plays on and yields a shot at each new kind of decision (and the sealed hand-over).

    Any game's tour reaches every widget its engine asks for without a
    game-specific script: one shot per distinct (prompt kind, decision kind).
    """
    from .decide import secret

    def step(app: Any) -> Iterator[str]:
        seen: set[tuple[str, str]] = set()
        for _ in range(limit):
            table = app.table
            if table.over:
                return
            prompt = table.prompt()
            main = prompt.primary()
            kind = main.decision.kind if main is not None else "none"
            if (prompt.kind, kind) not in seen:
                seen.add((prompt.kind, kind))
                app.scene.layout()
                yield f"decide-{prompt.kind}-{kind}"
                if kind == "secret" and main is not None and main.seat is not None:
                    panel = app.scene.panel
                    secret.start(panel, main.seat)
                    yield f"decide-{prompt.kind}-handover"
                    secret.step(panel, "entry")
                    yield f"decide-{prompt.kind}-sealed-entry"
                    secret.close(panel)
            app.submit(table.choose_random(chance))
            read_on(app)

    return step


def generic_tour(game: str, players: list[str], options: dict[str, Any] | None = None) -> list[Shot]:
    """Home → new game → play → undo dialog → log → final → the play screen behind it, for any game."""
    from companion.storage import start_new

    from .scenes.help import RulesHelpScene
    from .scenes.home import HomeScene
    from .scenes.log import LogScene
    from .scenes.new_game import NewGameScene
    from .scenes.settings import SettingsScene
    from .specs import play_scene_for

    chance = ChanceSource(7)

    def home(app: Any) -> None:
        app.reset(HomeScene(app))

    def new_game(app: Any) -> None:
        scene = NewGameScene(app)
        app.push(scene)
        scene.choose_game(game)

    def new_game_notice(app: Any) -> Iterator[str]:
        """The new-game screen as it is at start-up on a table whose devices did not all start (then without)."""
        yield from start_up_notice(app, "new-game-notice")

    def options_page(app: Any) -> Iterator[str]:
        """The new-game options' own page, for a game whose options do not fit beside the seats."""
        scene = app.scene
        for count in range(scene.engine.min_players, scene.engine.max_players + 1):
            scene.set_count(count)
            if scene.find("more-options") is not None:
                scene.show_page(1)
                yield f"new-game-options-{count}"
                scene.show_page(0)
                return

    def keyboard(app: Any) -> None:
        """The keyboard as a player opens it: a seat's name tapped on the new-game screen (its title translated)."""
        app.scene.rename(0)

    def play(app: Any) -> None:
        app.open_table(start_new(game, {"players": players, **(options or {})}))
        app.reset(play_scene_for(app))
        play_until(app, chance, lambda t: len(t.steps) >= 6)

    def undo(app: Any) -> None:
        app.scene.ask_undo()

    def private(app: Any) -> None:
        app.pop()
        app.scene.reveal(0)

    def log(app: Any) -> None:
        app.scene.hide_private()
        app.push(LogScene(app))

    def rewind(app: Any) -> Iterator[str]:
        """Going back from the log: the question listing the steps it withdraws (then the log again)."""
        app.scene.ask_rewind(max(0, len(app.table.steps) - 4))
        yield "rewind"
        app.pop()

    def positions(app: Any) -> Iterator[str]:
        """The pieces set by hand from the log: the position editor on the game as it stands, each section's
        pages (then the log again)."""
        from .scenes.position import open_adjust
        from .specs import has_position_editor

        if not has_position_editor(game):
            return
        open_adjust(app)
        editor = app.scene
        for section in editor.spec.sections:
            editor.open_section(section.key)
            for page in range(len(editor.pages(section.key))):
                editor.page = page
                editor.layout()
                yield f"position-{section.key}" + (f"-{page + 1}" if page else "")
        app.pop()

    def settings(app: Any) -> Iterator[str]:
        app.push(SettingsScene(app))
        yield "settings"
        yield from start_up_notice(app, "settings-notice")

    def phones(app: Any) -> Iterator[str]:
        """Settings → Phones, off, then on with the game's first seat shown (then back to the settings)."""
        from .scenes.phones import PhonesScene

        scene = PhonesScene(app)
        app.push(scene)
        yield "phones-off"
        app.prefs.phones = True  # not saved: a tour leaves the preferences as it found them
        app.follow_phones()
        scene.layout()
        yield "phones"
        app.prefs.back_to_file("phones")
        app.follow_phones()
        app.pop()

    def selftest(app: Any) -> None:
        from .scenes.selftest import SelfTestScene

        app.push(SelfTestScene(app))
        if app.peripherals is not None:
            app.peripherals.devices.buttons.press(0)
            app.peripherals.devices.buttons.click("undo")
            app.peripherals.devices.serial.inject("TILE 5C\nBID 3 12\n")
            app.step(0)

    def help_(app: Any) -> None:
        app.pop()
        app.push(RulesHelpScene(app, game))

    def final(app: Any) -> None:
        app.pop()
        app.pop()
        app.pop()
        play_until(app, chance, lambda t: False, limit=20000)

    def behind(app: Any) -> None:
        """Back from the final scores: the play screen of the game over, its last step's card (how the game
        ended) beside the board, the final scores one tap away."""
        app.pop()

    def moments(app: Any) -> Iterator[str]:
        """Every kind of decision from the game's very first one (a set-up, a roll-off) to its end."""
        app.open_table(start_new(game, {"players": players, **(options or {})}))
        app.reset(play_scene_for(app))
        return decision_moments(ChanceSource(11))(app)

    def restart(app: Any) -> Iterator[str]:
        """A fresh game in mid-play again (the moments may have played to the end): no shot of its own."""
        play(app)
        return iter(())

    return [
        ("home", home),
        ("new-game", new_game),
        ("new-game-notice", new_game_notice),
        ("options", options_page),
        ("keyboard", keyboard),
        ("play", play),
        ("decide", moments),
        ("restart", restart),
        ("undo", undo),
        ("private", private),
        ("log", log),
        ("rewind", rewind),
        ("positions", positions),
        ("settings", settings),
        ("phones", phones),
        ("selftest", selftest),
        ("help", help_),
        ("final", final),
        ("final-behind", behind),
    ]


def seats_tour(game: str, count: int) -> list[Shot]:
    """The screens whose layout depends on how many play, at ``count`` players: the new-game screen (and its
    options' page), the play screen a few moves in, a private view, and the final scores."""
    from companion.storage import start_new

    from .scenes.home import HomeScene
    from .scenes.new_game import NewGameScene
    from .specs import play_scene_for

    chance = ChanceSource(count)
    players = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"][:count]

    def new_game(app: Any) -> Iterator[str]:
        app.close_table()
        app.reset(HomeScene(app))
        scene = NewGameScene(app)
        app.push(scene)
        scene.choose_game(game)
        scene.set_count(count)
        yield f"new-game-{count}"
        if scene.find("more-options") is not None:
            scene.show_page(1)
            yield f"new-game-options-{count}"

    def play(app: Any) -> None:
        app.open_table(start_new(game, {"players": players, "seed": count}))
        app.reset(play_scene_for(app))
        play_until(app, chance, lambda t: len(t.steps) >= 3 * count)

    def private(app: Any) -> None:
        app.scene.reveal(count - 1)

    def final(app: Any) -> None:
        app.scene.hide_private()
        play_until(app, chance, lambda t: False, limit=20000)

    return [
        (f"new-game-{count}", new_game),
        (f"play-{count}", play),
        (f"private-{count}", private),
        (f"final-{count}", final),
    ]


def tours() -> dict[str, Callable[[], list[Shot]]]:
    """Game → its screenshot tour: the game's own (its GameSpec's ``tour``) or the generic one."""
    from companion.registry import specs

    found: dict[str, Callable[[], list[Shot]]] = {}
    for name, spec in specs().items():
        own = spec.get("tour")
        found[name] = own if own is not None else _generic(name)
    return found


def _generic(game: str) -> Callable[[], list[Shot]]:
    """The generic tour of ``game``, with three players."""
    return lambda: generic_tour(game, ["Ann", "Ben", "Cat"])


def tour_app(show_test_games: bool = True) -> Any:
    """The app as a PC shows it, with a simulated table's devices (closed by :func:`close_tour_app`); phones, when
    the tour turns them on, on a free port (several tours may run at once). ``show_test_games=False`` is the menu
    a table sees: the pictures of a shipped game (the README's among them) show no test game's button."""
    from dataclasses import replace

    from companion.config import PhonesSettings, parse_config
    from companion.peripherals import Peripherals

    from . import build_app

    config = replace(parse_config({"hardware": "simulated"}), phones=PhonesSettings(port=0))
    peripherals = Peripherals.open(config, start_serial=False)
    return build_app(show_test_games=show_test_games, peripherals=peripherals, config=config)


def close_tour_app(app: Any) -> None:
    app.stop_phones()
    app.close_table()
    if app.peripherals is not None:
        app.peripherals.close()


SEATS = range(2, 7)
"""The player counts the seats tour is taken at (those a game allows)."""


def full_tour(game: str) -> list[Shot]:
    """``game``'s own tour once, then the screens that depend on the number of players at every count it allows."""
    from companion.games import get

    engine = get(game)
    counts = [n for n in SEATS if engine.min_players <= n <= engine.max_players]
    return [*tours()[game](), *(shot for count in counts for shot in seats_tour(game, count))]


def walk(app: Any, shots: list[Shot]) -> Iterator[str]:
    """Take each step of ``shots`` in ``app`` and yield the name of every screen reached (draw it then)."""
    for name, step in shots:
        result = step(app)
        yield from result if isinstance(result, Iterator) else [name]


def run(out: Path, games: list[str], languages: list[str]) -> int:
    """Take every tour of ``games`` in each of ``languages`` into ``out``; print what does not fit.

    The tours play and save games in a data folder of their own (the one ``COMPANION_DATA_DIR`` names, else a
    temporary one), never beside the table's saved games or another run's (:mod:`.scratch`).
    """
    from companion.games import get

    count = 0
    with own_data_folder("companion-tour-", keep_given=True):
        for language in languages:
            for game in games:
                app = tour_app(show_test_games=get(game).test_only)
                app.prefs.language = language
                set_language(language)
                for shot in walk(app, full_tour(game)):
                    for problem in save(app, out / language / game, shot):
                        count += 1
                        print(f"{language}/{game}/{shot}: {problem}")
                close_tour_app(app)
    print(f"screens written to {out}; {count} problem(s)")
    return 1 if count else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("out/screenshots"))
    parser.add_argument("--game", action="append", choices=sorted(tours()))
    parser.add_argument("--language", action="append", choices=sorted(LANGUAGES))
    args = parser.parse_args(argv)
    return run(args.out, args.game or sorted(tours()), args.language or list(LANGUAGES))


if __name__ == "__main__":
    sys.exit(main())
