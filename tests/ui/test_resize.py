"""A window resize never stalls a frame (ui/app.py): the first frame shows the old picture
scaled; the new layout is built in steps, a few a frame, and the first picture at the new
size is drawn over frames (ui.render.budget), the stand-in shown meanwhile; a burst of
resizes builds only the last size. Once built, the picture is what a build at once at the
new size draws. Clicks on the stand-in are ignored; keys wait for the new layout. A
hot-seat curtain stays up through it all. (Headless apps build at once, for repeatable
runs: the slices are turned on here.) bench/resize.py times the frames."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from tests.playouts import random_step
from tests.ui.helpers import frames, make_app, settle
from ui import app as app_module
from ui.render import budget
from ui.scenes.curtain import CurtainScene
from ui.scenes.dialogs import PauseScene
from ui.scenes.menu import MenuScene
from ui.scenes.rules import RulesScene
from ui.scenes.table import TableScene

GAMES = sorted(REGISTRY)


@pytest.fixture
def app():
    app = make_app((1280, 720))
    app.rebuild_in_slices = True  # (as on a screen; headless builds it at once)
    app.push(MenuScene(app))
    frames(app, 3)
    yield app
    app.shutdown()


def post_resize(size) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def built_at_once(app) -> bytes:
    """The picture of the same scenes built from scratch at the window's size in one go
    (a new GUI and every scene's layout), drawn with no time passing."""
    assert app.screen.get_clip() == app.screen.get_rect(), "no clip left behind"
    app.screen.set_clip(None)
    app._start_rebuild(None, new_gui=True)
    app.finish_rebuild()
    app.frame(0.0)
    return pixels(app.screen)


def solo_table(app, game_id: str, steps: int = 8, seed: int = 2) -> TableScene:
    game = REGISTRY[game_id]
    n = game.min_players
    seats = [Seat("You", HUMAN)] + [Seat(f"Computer {i}", COMPUTER, "random")
                                    for i in range(1, n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng))
    table = TableScene(app, match, autoplay=False)
    table.record_stats = False
    app.push(table)
    table.prepare_decision()
    frames(app, 2)
    table.queue.skip()
    frames(app, 2)
    return table


def count_layouts(app, monkeypatch) -> list:
    """The sizes at which any scene's layout steps were started."""
    started = []
    for scene in app.scenes:
        real = scene.layout_steps

        def steps(real=real):
            started.append(app.size)
            yield from real()

        monkeypatch.setattr(scene, "layout_steps", steps)
    return started


# -- the frames of a resize ---------------------------------------------------------------


def test_the_first_frame_shows_the_old_picture_scaled_and_builds_nothing(app, monkeypatch):
    layouts = count_layouts(app, monkeypatch)
    corner = tuple(app.screen.get_at((5, 5)))
    post_resize((1920, 1080))
    frames(app, 1)
    assert app.size == (1920, 1080) and app.rebuilding
    assert app.scene_size == (1280, 720) and layouts == []
    assert tuple(app.screen.get_at((7, 7))) == corner, "the old picture, scaled"
    settle(app)
    assert layouts == [(1920, 1080)] and app.scene_size == (1920, 1080)


def test_the_layout_is_built_a_step_a_frame_and_the_picture_over_frames(app, monkeypatch):
    """With no time to spare, each frame runs one layout step and makes one surface: a
    change that builds everything in one frame fails here."""
    solo_table(app, "makai_fuda")
    monkeypatch.setattr(app_module, "LAYOUT_BUDGET_S", 0.0)
    monkeypatch.setattr(app_module, "DRAW_BUDGET_S", 0.0)
    monkeypatch.setattr(app_module, "DRAW_TRIES", 10_000)
    post_resize((1920, 1080))
    frames(app, 1)  # the stand-in
    layout_frames = 0
    while not app.laid_out:
        frames(app, 1)
        layout_frames += 1
    # a new GUI (2 steps), the table (covering the menu): cleared, its layout, its
    # buttons, its log, the rest
    assert layout_frames >= 7
    made = []
    while app.rebuilding:
        frames(app, 1)
        made.append(budget.filled_count())
    assert len(made) > 20, "the first picture at the new size drawn over many frames"
    assert all(made), "each frame made its share of the surfaces"
    assert pixels(app.screen) == built_at_once(app)


def test_a_window_dragged_by_its_corner_is_built_once_at_the_end(app, monkeypatch):
    layouts = count_layouts(app, monkeypatch)
    sizes = [(1280 + 32 * i, 720 + 18 * i) for i in range(1, 21)]  # 20 sizes, 20 frames
    for size in sizes:
        post_resize(size)
        frames(app, 1)
        assert app.rebuilding
    assert layouts == []
    settle(app)
    assert layouts == [(1920, 1080)]
    assert app.scene_size == (1920, 1080) == app.laid_out_size
    picture = pixels(app.screen)
    assert picture == built_at_once(app)


def test_a_resize_below_the_smallest_window_keeps_the_smallest(app):
    post_resize((300, 200))
    settle(app)
    assert app.size == (960, 540) == app.scene_size


# -- the picture once built ---------------------------------------------------------------


def test_the_menu_once_built_is_what_a_build_at_once_draws(app):
    for size in ((1920, 1080), (1280, 720)):
        post_resize(size)
        settle(app)
        assert pixels(app.screen) == built_at_once(app), size


def test_the_rules_at_a_section_once_built_are_what_a_build_at_once_draws(app):
    game = REGISTRY["dragon"]
    section = next(line[2:].strip() for line in game.rules_text.splitlines()
                   if line.startswith("# "))
    app.push(RulesScene(app, "dragon", section=section))
    frames(app, 2)
    post_resize((1920, 1080))
    settle(app)
    assert pixels(app.screen) == built_at_once(app)


@pytest.mark.parametrize("start", ["setup:makai_fuda", "settings", "results:o_genre_o"])
def test_other_scenes_once_built_are_what_a_build_at_once_draws(app, start):
    from bench.monkey import push_start

    push_start(app, start, 3)  # (over a menu of its own)
    frames(app, 3)
    post_resize((1920, 1080))
    settle(app)
    assert pixels(app.screen) == built_at_once(app)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_once_built_is_what_a_build_at_once_draws(app, game_id):
    table = solo_table(app, game_id)
    post_resize((1920, 1080))
    settle(app)
    assert table.table.rect == table.table_rect and table.table_rect.h == 1080
    assert pixels(app.screen) == built_at_once(app)


def test_a_table_under_the_game_menu_once_built_is_what_a_build_at_once_draws(app):
    table = solo_table(app, "dragon")
    app.push(PauseScene(app, table))
    frames(app, 2)
    post_resize((1920, 1080))
    settle(app)
    assert table.panel_rect.right == 1920
    assert pixels(app.screen) == built_at_once(app)


def test_the_curtain_stays_up_through_a_resize_and_no_hand_is_drawn(app, monkeypatch):
    game = REGISTRY["o_genre_o"]
    seats = [Seat(f"Friend {i + 1}", HUMAN) for i in range(3)]
    table = TableScene(app, Match(game, 3, seats, seed=4))
    table.record_stats = False
    app.push(table)
    for _ in range(3000):
        if isinstance(app.top, CurtainScene):
            break
        table.queue.skip()
        frames(app, 1, dt=0.05)
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    frames(app, 25)  # (a snapshot of the picture is taken every 20 frames)
    drawn = []
    monkeypatch.setattr(table, "draw", lambda surface: drawn.append(table.viewer))
    before = pixels(app.screen)
    post_resize((1920, 1080))
    frames(app, 1)
    assert pixels(app.stand_in) == before, "the stand-in is the curtain"
    settle(app)
    frames(app, 5)
    assert app.top is curtain and not curtain.lifted and drawn == []
    assert curtain.button_rect.centerx == 960, "the curtain laid out anew"


def test_a_stand_in_is_never_a_picture_from_before_the_curtain(app):
    """A window the system resized first (the picture lost) falls back on the last
    snapshot: one taken before the curtain came must not be it."""
    solo_table(app, "dragon")
    frames(app, 25)
    assert app.snapshot is not None
    app.push(CurtainScene(app, "Friend 2", lambda: None))
    frames(app, 3)
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)  # (the system's resize)
    post_resize((1600, 900))
    frames(app, 1)
    assert app.stand_in is None, "no picture rather than one of the hand"
    settle(app)
    assert isinstance(app.top, CurtainScene)


# -- input during a rebuild ---------------------------------------------------------------


def test_a_click_on_the_stand_in_is_ignored_and_keys_wait_for_the_new_layout(app, monkeypatch):
    seen = []
    monkeypatch.setattr(app.top, "handle_event",
                        lambda event: seen.append((event.type, app.scene_size)))
    post_resize((1600, 900))
    frames(app, 1)
    assert app.rebuilding
    pos = (800, 450)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for key in (pygame.K_x, pygame.K_y):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
    frames(app, 1)
    assert app.rebuilding and seen == [], "nothing reaches a scene being built"
    settle(app)
    frames(app, 1)
    keys = [event for event in seen if event[0] == pygame.KEYDOWN]
    assert keys == [(pygame.KEYDOWN, (1600, 900))] * 2, "both keys, at the new layout"
    assert not any(kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                   for kind, _ in seen), "the click on the stand-in was dropped"
    assert not app.buttons_down, "and the button is known to be up"
