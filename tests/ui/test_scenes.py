"""Every scene draws at 1280x720 and 1920x1080, headless, and its widgets fit the window."""

from __future__ import annotations

import random

import pygame
import pytest

from engine import savefile
from engine.match import COMPUTER, HUMAN, Match, Seat
from engine.paths import autosave_path, saves_dir
from games import CATALOGUE, REGISTRY
from tests.playouts import random_step
from tests.toygame import TINY_TRICK
from tests.ui.helpers import frames, make_app
from ui.scenes.curtain import CurtainScene
from ui.scenes.dialogs import ConfirmScene, PauseScene
from ui.scenes.menu import MenuScene
from ui.scenes.results import ResultsScene
from ui.scenes.rules import RulesScene
from ui.scenes.saves import LoadScene
from ui.scenes.settings import SettingsScene
from ui.scenes.setup import SetupScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene

SIZES = [(1280, 720), (1920, 1080)]
GAMES = [TINY_TRICK, *REGISTRY.values()]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    app = make_app(request.param)
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def played_match(game, n, steps, seed=1, humans=1):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i < humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng))
    return match


def assert_drawn(app):
    frames(app, 3)
    surface = app.screen
    assert surface.get_size() == app.size
    colours = {tuple(surface.get_at((x, y))) for x in range(0, app.size[0], 97)
               for y in range(0, app.size[1], 89)}
    assert len(colours) > 4, "the scene drew something"
    for element in app.top.elements:
        rect = element.rect
        assert rect.right <= app.size[0] + 1 and rect.bottom <= app.size[1] + 1, \
            (type(app.top).__name__, getattr(element, "text", element), rect)


def test_menu_draws(app):
    assert_drawn(app)


@pytest.mark.parametrize("game", list(REGISTRY.values()), ids=lambda g: g.id)
def test_setup_draws_for_every_game(app, game):
    app.push(SetupScene(app, game))
    assert_drawn(app)


@pytest.mark.parametrize("topic", [info.id for info in CATALOGUE] + ["controls"])
def test_rules_draw_for_every_topic(app, topic):
    app.push(RulesScene(app, topic))
    assert_drawn(app)


def test_settings_stats_and_load_draw(app, private_home):
    app.push(SettingsScene(app))
    assert_drawn(app)
    app.pop()
    app.push(StatsScene(app))
    assert_drawn(app)
    app.pop()
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "broken.json").write_text("{not json")
    savefile.write(played_match(TINY_TRICK, 2, 3), saves_dir() / "toy.json")
    app.push(LoadScene(app))
    assert_drawn(app)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_table_draws_for_every_game_and_player_count(app, game):
    for n in range(game.min_players, game.max_players + 1):
        match = played_match(game, n, steps=12 * n)
        app.push(TableScene(app, match, autoplay=False))
        assert_drawn(app)
        app.pop()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_results_curtain_pause_and_confirm_draw(app, game):
    match = played_match(game, game.min_players, steps=100_000)
    assert match.is_over()
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    app.push(ResultsScene(app, table))
    assert_drawn(app)
    app.pop()
    app.push(CurtainScene(app, "Player 2", lambda: None))
    assert_drawn(app)
    app.pop()
    app.push(PauseScene(app, table))
    assert_drawn(app)
    app.pop()
    app.push(ConfirmScene(app, "Allow?", "Details.", lambda: None))
    assert_drawn(app)


def test_window_resize_rebuilds_widgets(app):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    frames(app, 2)
    assert app.size == (1600, 900)
    assert_drawn(app)


def test_autosave_continue_appears_on_menu(app, private_home):
    match = played_match(TINY_TRICK, 2, 2)
    savefile.write(match, autosave_path("tiny_trick"))
    # Tiny Trick is not a registered game, so its autosave cannot be continued
    app.replace(MenuScene(app))
    assert_drawn(app)
    assert app.top.continue_info is None
