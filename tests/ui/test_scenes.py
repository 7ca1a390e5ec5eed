"""Every scene draws at 1280x720 and 1920x1080, headless, and its widgets fit the window."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from engine import savefile
from engine.match import COMPUTER, HUMAN, Match, Seat
from engine.paths import autosave_path, saves_dir
from games import CATALOGUE, REGISTRY
from tests.playouts import random_step
from tests.toygame import TINY_TRICK
from tests.ui.helpers import frames, make_app, settle
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
    settle(app)
    assert app.size == (1600, 900)
    assert_drawn(app)


def test_autosave_continue_appears_on_menu(app, private_home):
    match = played_match(TINY_TRICK, 2, 2)
    savefile.write(match, autosave_path("tiny_trick"))
    # Tiny Trick is not a registered game, so its autosave cannot be continued
    app.replace(MenuScene(app))
    assert_drawn(app)
    assert app.top.continue_info is None



def test_curtain_button_fits_a_long_name(app):
    name = "Bartholomew Longname-Smi"
    app.push(CurtainScene(app, name, lambda: None))
    assert_drawn(app)
    button = next(e for e in app.top.elements if name in getattr(e, "text", ""))
    from ui.render import text as textr

    label_w = textr.font("sans_bold", app.px(19)).size(button.text)[0]
    assert button.rect.w >= label_w + app.px(20)


def test_the_table_says_before_a_move_until_when_it_can_be_taken_back(app):
    seats = [Seat("Ann", HUMAN), Seat("Bot", COMPUTER, "random")]
    match = Match(TINY_TRICK, 2, seats, seed=1)
    match.advance_chance()
    while match.to_move() != 0:
        match.play(match.state.legal_actions()[0])
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    table.prepare_decision()
    from ui.scenes.table_panel import undo_hint

    hint = undo_hint(table, match.state.legal_actions()[0])
    assert hint == "You can take this move back (Ctrl+Z) until Bot moves."


def test_in_hot_seat_the_hint_says_the_move_ends_the_turn(app):
    from ui.scenes.table_panel import undo_hint

    seats = [Seat("Ann", HUMAN), Seat("Bo", HUMAN)]
    match = Match(TINY_TRICK, 2, seats, seed=1)
    match.advance_chance()
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    table.switch_viewer(match.to_move())  # (its curtain was lifted)
    table.prepare_decision()
    hint = undo_hint(table, match.state.legal_actions()[0])
    assert "ends your turn" in hint


def test_a_loaded_hot_seat_game_starts_behind_the_curtain(app):
    """Continuing a hot-seat game: the curtain comes first, then the game goes on."""
    match = played_match(TINY_TRICK, 2, steps=2, humans=2)
    assert match.log and not match.is_over()
    table = TableScene(app, match)
    app.push(table)
    frames(app, 3)
    assert isinstance(app.top, CurtainScene)
    assert app.top.name == match.names[match.to_move()]
    app.top.done()
    frames(app, 3)
    assert app.top is table and table.curtain_for is None
    assert table.viewer == match.to_move() and table.decision_at == len(match.log)


@pytest.mark.parametrize("text", [
    '{"%s": {"players": "x", "seats": 5, "options": [1]}}',
    '{"%s": {"seats": ["human", {"name": 3}], "options": {"nope": 1}}}',
    '{"%s": []}', "[1]", "{broken",
])
def test_setup_survives_a_damaged_memory_of_last_choices(app, private_home, text):
    from engine.paths import config_dir

    game = next(iter(REGISTRY.values()), None)
    if game is None:
        pytest.skip("no game registered yet")
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "setup.json").write_text(text.replace("%s", game.id))
    app.push(SetupScene(app, game))
    assert_drawn(app)
    assert app.top.players == game.min_players


def test_f11_toggles_fullscreen_and_remembers_it(private_home):
    from ui.app import App
    from ui.settings import Settings

    assert os.environ.get("SDL_VIDEODRIVER") == "dummy"  # asked for: allowed as a screen
    app = App(size=(1280, 720), settings=Settings())
    app.push(MenuScene(app))
    try:
        for expected in (True, False):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                                 unicode="", scancode=0))
            frames(app, 2)
            assert app.fullscreen is expected and Settings.load().fullscreen is expected
        assert app.size == (1280, 720)
    finally:
        app.shutdown()


@pytest.mark.skipif(not REGISTRY, reason="no game registered yet")
def test_a_new_game_keeps_the_unfinished_game_of_its_autosave_slot(app, private_home):
    game = REGISTRY[sorted(REGISTRY)[0]]
    unfinished = played_match(game, game.min_players, steps=6)
    slot = autosave_path(game.id)
    savefile.write(unfinished, slot)
    before = slot.read_text()
    seats = [Seat("Ann", HUMAN)] + [Seat(f"Bot {i}", COMPUTER, "random")
                                     for i in range(1, game.min_players)]
    table = TableScene.from_start(app, ("new", game, game.min_players, seats, {}, 7))
    assert table.match.save_path == slot
    kept = sorted(saves_dir().glob(f"unfinished-{game.id}-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == before
    assert savefile.load(slot, REGISTRY).seed == 7  # the slot now holds the new game
    assert any(kept[0].name in t[0] for t in app.toasts)


@pytest.mark.skipif(not REGISTRY, reason="no game registered yet")
def test_continuing_the_autosave_or_replacing_a_finished_game_moves_nothing(app, private_home):
    game = REGISTRY[sorted(REGISTRY)[0]]
    slot = autosave_path(game.id)
    savefile.write(played_match(game, game.min_players, steps=6), slot)
    TableScene.from_start(app, ("match", savefile.load(slot, REGISTRY), slot))
    finished = played_match(game, game.min_players, steps=100000)
    assert finished.is_over()
    savefile.write(finished, slot)
    seats = [Seat("Ann", HUMAN)] + [Seat(f"Bot {i}", COMPUTER, "random")
                                     for i in range(1, game.min_players)]
    TableScene.from_start(app, ("new", game, game.min_players, seats, {}, 7))
    assert not list(saves_dir().glob("unfinished-*.json"))
