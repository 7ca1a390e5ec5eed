"""`main.py --screenshot`: render any screen to a PNG without a display.

With --game it shows a table after K actions of random agents (animations finished);
--scene picks another screen (menu, setup, settings, rules, stats, load, results,
curtain, pause, confirm, focus, resized). It uses SDL's dummy video driver, so it works
on a machine with no screen.

Table scenes: `curtain` the hot-seat curtain with its Space bar half full; `pause` the
game menu over the table; `confirm` the question before a concession (Resign...) when
the table offers one, else before leaving the game; `focus` the keyboard focus ring on
the first button (Tab pressed); `resized` the game menu over a table whose window was
resized under it (from another size to --size).

--aid opens what a player may ask for at the table (ui/scenes/table_aids.py): `hint` (the
play goes on with random agents until the viewer has a decision, then the hint is asked
and waited for), `recap` (the last trick, battle, match or field), `played` (the played
cards), `scores` (the score sheet) or `tip` (the tooltip of the last pile or counter the
table lists).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass

from engine.core import CHANCE, playable_actions
from engine.match import COMPUTER, HUMAN, Match, Seat


@dataclass
class ScreenshotRequest:
    out: str
    size: tuple[int, int] = (1280, 720)
    scene: str | None = None
    start: tuple | None = None
    steps: int = 0
    viewer: int | None = None
    aid: str | None = None  # open an aid on a table: hint, recap, played, scores, tip


def _match_for(request: ScreenshotRequest) -> Match | None:
    start = request.start
    if start is None:
        return None
    if start[0] == "match":
        match = start[1]
        match.save_path = None
        return match
    _, game, n, seats, options, seed = start
    viewer = request.viewer if request.viewer is not None else 0
    if not 0 <= viewer < n:
        raise ValueError(f"--viewer must be between 1 and {n}")
    if all(not s.is_human for s in seats) or seats[viewer].kind != HUMAN:
        seats = [Seat(s.name, HUMAN if i == viewer else COMPUTER, "" if i == viewer else "easy")
                 for i, s in enumerate(seats)]
    return Match(game, n, seats, options, seed=0 if seed is None else seed)


def _advance(match: Match, steps: int, seed: int, to_end: bool = False) -> None:
    rng = random.Random(seed)
    done = 0
    while not match.is_over() and (to_end or done < steps):
        if match.to_move() == CHANCE:
            match.advance_chance()
            continue
        match.play(rng.choice(playable_actions(match.state.legal_actions())))
        done += 1
    match.run_chance()


AIDS = ("hint", "recap", "played", "scores", "tip")


def _to_decision(match: Match, seat: int, seed: int) -> None:
    """Random agents play on until `seat` has a decision (a hint needs one)."""
    rng = random.Random(seed)
    for _ in range(2000):
        if match.is_over() or match.to_move() == seat:
            break
        if match.to_move() == CHANCE:
            match.advance_chance()
        else:
            match.play(rng.choice(playable_actions(match.state.legal_actions())))
    match.run_chance()


def _open_aid(app, table, aid: str, seed: int) -> None:
    """Open `aid` on the table scene (see the module docstring)."""
    import time

    aids = table.aids
    if aid == "hint":
        app.frame(1 / 60)
        table.queue.skip()
        aids.ask_hint()
        end = time.monotonic() + 30
        while aids.asked is not None and time.monotonic() < end:
            time.sleep(0.05)
            aids.poll()
    elif aid == "tip":
        app.frame(1 / 60)
        table.queue.skip()
        app.frame(1 / 60)
        tips = table.table.tips()
        piles = [t for t in tips if "face down" in t[1] or "face up" in t[1]]
        if tips:  # a pile's, when the table lists one (the last: the smallest)
            rect, words = (piles or tips)[-1]
            aids.mouse = rect.center
            aids.tip = (rect.center, aids.tip_words(rect.center) or words)
    else:
        aids.overlay = aid


TABLE_SCENES = ("table", "results", "curtain", "pause", "confirm", "focus", "resized")
MATCH_SCENES = (*TABLE_SCENES, "review")


def _table_scene(app, table, scene_name: str, size: tuple[int, int]) -> None:
    """Put the named screen over (or onto) the table scene."""
    import pygame

    from ui.scenes.curtain import HOLD_S, CurtainScene
    from ui.scenes.dialogs import PauseScene

    if scene_name == "results":
        table.show_results()
    elif scene_name == "curtain":
        seat = table.viewer if table.viewer is not None else 0
        curtain = CurtainScene(app, table.match.names[seat], lambda: None, seat=seat)
        app.push(curtain)
        curtain.t = 1.0  # on screen a while, then Space held half way
        curtain.holding = True
        curtain.update(HOLD_S / 2)
        curtain.t = 1.0
    elif scene_name in ("pause", "resized"):
        app.push(PauseScene(app, table, undo_seat=table._undo_seat()))
        if scene_name == "resized":
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                                 size=size))
    elif scene_name == "confirm":
        concessions = [b for b in table.table.buttons() if table.table.confirmation(b)]
        if concessions:
            table.choose(concessions[-1])
        else:
            pause = PauseScene(app, table)
            app.push(pause)
            pause.quit_to_menu()
    elif scene_name == "focus":
        app.frame(1 / 60)
        table.queue.skip()
        buttons = list(table.button_actions)
        table.ring.current = buttons[0] if buttons else table.panel_buttons[0]


def take_screenshot(request: ScreenshotRequest) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ui.app import App
    from ui.scenes.menu import MenuScene

    match = _match_for(request)
    scene_name = request.scene or ("table" if match is not None else "menu")
    if scene_name in MATCH_SCENES and match is None:
        raise ValueError(f"--scene {scene_name} needs --game (or --load)")
    size = request.size
    if scene_name == "resized":  # open at another size, then resize under the menu
        size = (1920, 1080) if request.size[0] < 1600 else (1280, 720)
    app = App(size=size, fullscreen=False, headless=True)
    app.push(MenuScene(app))
    if scene_name == "setup":
        from games import REGISTRY
        from ui.scenes.setup import SetupScene

        game = match.game if match else REGISTRY[sorted(REGISTRY)[0]]
        app.push(SetupScene(app, game))
    elif scene_name == "settings":
        from ui.scenes.settings import SettingsScene

        app.push(SettingsScene(app))
    elif scene_name == "rules":
        from ui.scenes.rules import RulesScene

        app.push(RulesScene(app, match.game.id if match else "controls"))
    elif scene_name == "stats":
        from ui.scenes.stats import StatsScene

        app.push(StatsScene(app, match.game.id if match else None))
    elif scene_name == "load":
        from ui.scenes.saves import LoadScene

        app.push(LoadScene(app))
    elif scene_name == "review":  # a game of random agents played to its end, at move K
        from ui.scenes.review.scene import review_for_screenshot

        if request.start and request.start[0] == "new":
            _advance(match, 0, match.seed, to_end=True)
        review_for_screenshot(app, match, request.steps, request.viewer)
    elif scene_name in TABLE_SCENES:
        from ui.scenes.table import TableScene

        if request.start and request.start[0] == "new":
            _advance(match, request.steps, match.seed, to_end=scene_name == "results")
        if request.aid == "hint":
            _to_decision(match, request.viewer or 0, match.seed)
        table = TableScene(app, match, autoplay=False)
        table.record_stats = False  # a picture is not a game played
        app.push(table)
        table.prepare_decision()
        _table_scene(app, table, scene_name, request.size)
        if request.aid:
            _open_aid(app, table, request.aid, match.seed)
    app.frame(1 / 60)
    for _ in range(400):  # a resize is built a slice a frame (ui/app.py)
        if not app.rebuilding:
            break
        app.frame(1 / 60)
    for _ in range(3):
        app.frame(1 / 60)
        top = app.top
        if hasattr(top, "queue"):
            top.queue.skip()
    app.frame(1 / 60)
    try:
        pygame.image.save(app.screen, request.out)
    except (pygame.error, OSError) as e:
        raise ValueError(f"cannot write {request.out}: {e}") from None
    finally:
        app.shutdown(save_settings=False)
