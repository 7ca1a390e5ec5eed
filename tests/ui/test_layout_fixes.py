"""Layout and messages: a resize under an overlay, window sizes that fit the screen,
notices clear of the turn banner, speech bubbles that fade cleanly, human names for
human seats, a plain word when there is no sound device, menu titles clear of their
emblems, a hovered card on top of its neighbours, modals that dim the whole table, and
game options in a grid of their own."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from engine.match import COMPUTER, HUMAN, Match, Seat
from games import CATALOGUE, REGISTRY
from tests.playouts import random_step
from tests.toygame import TINY_TRICK
from tests.ui.helpers import frames, make_app, settle
from ui import theme
from ui.audio import Audio, close_mixer
from ui.render import text as textr
from ui.scenes import settings as settings_scene
from ui.scenes.dialogs import ConfirmScene, PauseScene
from ui.scenes.menu import MenuScene, band_layout
from ui.scenes.results import ResultsScene
from ui.scenes.rules import RulesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.setup import SetupScene
from ui.scenes.table import TableScene
from ui.settings import WINDOW_SIZES, fitting_window_sizes
from ui.tables.base import CardSprite, Target

GAMES = [TINY_TRICK, *REGISTRY.values()]


@pytest.fixture
def app():
    app = make_app()
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def solo(game, steps=6, seed=1):
    import random

    n = game.min_players
    seats = [Seat("Player 1", HUMAN)] + [Seat(f"Computer {i}", COMPUTER, "random")
                                          for i in range(1, n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng))
    return match


def resize(app, size) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    settle(app)


@pytest.mark.parametrize("overlay", ["menu", "rules", "settings"])
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_table_lays_out_again_when_resized_under_an_overlay(app, game, overlay):
    table = TableScene(app, solo(game), autoplay=False)
    app.push(table)
    frames(app, 2)
    if overlay == "menu":
        app.push(PauseScene(app, table))
    elif overlay == "rules":
        app.push(RulesScene(app, game.id, overlay=True))
    else:
        app.push(PauseScene(app, table))
        app.push(SettingsScene(app, overlay=True))
    resize(app, (1600, 900))
    assert app.size == (1600, 900)
    assert table.table_rect.h == 900 and table.panel_rect.right == 1600
    assert table.table.rect == table.table_rect, "the table itself was laid out again"
    while app.top is not table:
        app.pop()
    frames(app, 2)
    for element in table.elements:  # and its buttons sit in the new window
        assert element.rect.right <= 1601 and element.rect.bottom <= 901


def test_only_window_sizes_that_fit_the_display_are_offered():
    assert (1600, 900) in fitting_window_sizes((1920, 1080))
    assert all(w <= 1920 and h < 1080 for w, h in fitting_window_sizes((1920, 1080)))
    assert (1920, 1080) not in fitting_window_sizes((1920, 1080))  # its frame would not fit
    laptop = fitting_window_sizes((1366, 768))
    assert laptop and all(w <= 1366 and h < 768 for w, h in laptop)
    assert fitting_window_sizes((640, 480)) == [WINDOW_SIZES[0]], "never an empty list"
    unknown = fitting_window_sizes(None)  # the dummy driver: something sensible
    assert (1280, 720) in unknown and (1920, 1080) in unknown


def test_the_settings_list_the_sizes_that_fit(app, monkeypatch):
    monkeypatch.setattr(settings_scene, "desktop_size", lambda: (1600, 1000))
    scene = SettingsScene(app)
    app.push(scene)
    frames(app, 1)
    options = [o[0] if isinstance(o, tuple) else o for o in scene.widgets["size"].options_list]
    sizes = [tuple(int(v) for v in o.split(" \u00d7 ")) for o in options]
    current = (app.settings.window_w, app.settings.window_h)
    assert all(z == current or (z[0] <= 1600 and z[1] < 1000) for z in sizes)
    assert (1920, 1080) not in sizes


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_notices_never_cover_the_turn_banner(app, game):
    table = TableScene(app, solo(game), autoplay=False)
    app.push(table)
    table.prepare_decision()
    app.toast("Move taken back.")
    app.toast("Saved as a-rather-long-file-name-20260101-101010.json")
    frames(app, 1)
    area = app.toast_area()
    assert not area.colliderect(table.table_rect), "notices sit in the side panel"
    assert table.panel_rect.contains(area.clip(table.panel_rect))
    app.push(PauseScene(app, table))  # over an overlay of the table: the same place
    assert app.toast_area() == area


def test_speech_bubbles_fade_without_dark_corners(app):
    table = TableScene(app, solo(TINY_TRICK), autoplay=False)
    app.push(table)
    view = table.table
    box = pygame.Rect(40, 40, 120, 32)
    surface = pygame.Surface((200, 120))
    for alpha in (0.5, 0.2, 1.0, 0.7, 1.0):  # fading, then a fresh one at full strength
        surface.fill(theme.FELT)
        view.draw_bubble(surface, box, "Here I am", alpha)
        for corner in (box.topleft, (box.right - 1, box.top), (box.left, box.bottom - 1),
                       (box.right - 1, box.bottom - 1)):
            colour = tuple(surface.get_at(corner))[:3]
            assert sum(colour) >= sum(theme.FELT) - 6, f"a dark corner {colour} at {alpha}"


def test_a_seat_switched_to_human_gets_a_human_name(app):
    game = REGISTRY.get("dragon", TINY_TRICK)
    if game is TINY_TRICK:
        pytest.skip("needs a registered game")
    scene = SetupScene(app, game)
    app.push(scene)
    frames(app, 1)
    names = [e.get_text() for e in scene.entries]
    assert names[1].startswith("Computer")

    def switch(i, label):
        scene.on_gui(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                        ui_element=scene.kinds[i], text=label))
    switch(1, "Human")
    assert scene.entries[1].get_text() == "Player 2"
    switch(1, "Computer \u00b7 Easy")
    assert scene.entries[1].get_text().startswith("Computer")
    scene.entries[2].set_text("Ann")
    switch(2, "Human")
    assert scene.entries[2].get_text() == "Ann", "a name the player typed is kept"


def test_with_no_sound_device_the_settings_say_so(app, monkeypatch):
    close_mixer()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio")
    app.audio = Audio(enabled=True)
    assert app.audio.problem == "No sound device found" and app.audio.detail
    scene = SettingsScene(app)
    app.push(scene)
    frames(app, 1)
    texts = [getattr(e, "text", "") for e in scene.elements]
    assert "No sound device found" in texts
    assert not any("audio" in t.lower() and "device" in t.lower() and t !=
                   "No sound device found" for t in texts), "no driver's words"
    assert not scene.widgets["sound"].is_enabled
    close_mixer()


@pytest.mark.parametrize("width", [150, 190, 216, 300, 420])
def test_menu_titles_never_run_into_their_emblems(width):
    pygame.font.init()
    h = int(width * 1.55)
    for info in CATALOGUE:
        band = band_layout(info, width, h)
        pad = max(6, width // 14)
        for rect in (*band.line_rects, band.ja):
            assert not rect.colliderect(band.emblem), (info.id, width, rect, band.emblem)
            assert rect.right <= width - pad + 1, (info.id, width, "inside the card")
        assert band.emblem.right <= width and band.emblem.bottom <= int(h * 0.36)
        if band.ja.h:
            assert band.ja.bottom <= band.line_rects[0].top + 2, (info.id, width)


def test_a_hovered_card_is_drawn_above_its_neighbours(app):
    table = TableScene(app, solo(TINY_TRICK), autoplay=False)
    app.push(table)
    view = table.table

    def solid(colour):
        def face(w, h):
            s = pygame.Surface((w, h))
            s.fill(colour)
            return s
        return face

    left = CardSprite("left", solid((200, 0, 0)), None, x=100, y=100, w=60, h=90, z=1)
    right = CardSprite("right", solid((0, 0, 200)), None, x=130, y=100, w=60, h=90, z=2)
    for s in (left, right):
        s.shadow = False
    view.sprites = {"left": left, "right": right}
    view.legal = ["a", "b"]
    view.targets = [Target("a", sprite=left), Target("b", sprite=right)]
    surface = pygame.Surface((300, 200))
    view.hovered = view.targets[0]
    view.draw_sprites(surface)
    assert tuple(surface.get_at((120, 120)))[:3] == (200, 0, 0), "the hovered card on top"
    view.hovered = None
    view.draw_sprites(surface)
    assert tuple(surface.get_at((120, 120)))[:3] == (0, 0, 200)


@pytest.mark.parametrize("modal", ["confirm", "menu", "rules", "results"])
def test_a_modal_dims_the_whole_table_and_the_log(app, modal):
    match = solo(TINY_TRICK, steps=200)
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    frames(app, 2)
    points = [(x, y) for x in range(5, app.size[0], 41) for y in range(5, app.size[1], 37)]
    before = [sum(tuple(app.screen.get_at(p))[:3]) for p in points]
    log = table.log_box.rect
    if modal == "confirm":
        app.push(ConfirmScene(app, "Resign this game?", "It counts as a loss.", lambda: None))
    elif modal == "menu":
        app.push(PauseScene(app, table))
    elif modal == "rules":
        app.push(RulesScene(app, TINY_TRICK.id, overlay=True))
    else:
        app.push(ResultsScene(app, table))
    frames(app, 2)
    after = [sum(tuple(app.screen.get_at(p))[:3]) for p in points]
    in_log = [i for i, p in enumerate(points) if log.collidepoint(p)]
    assert in_log
    widgets = [e.rect for e in app.top.elements]
    if modal == "rules":  # its text panel is drawn by the scene, not a widget
        widgets.append(app.top.text.rect)
    free = [i for i, p in enumerate(points) if not any(r.collidepoint(p) for r in widgets)]
    dimmed = [i for i in free if after[i] < before[i] or before[i] < 30]
    assert len(dimmed) >= 0.8 * len(free), "the table is dimmed"
    assert all(after[i] < before[i] or before[i] < 30 for i in in_log if i in free), \
        "the game log is dimmed too"


@pytest.mark.parametrize("game", [g for g in REGISTRY.values() if g.options],
                         ids=lambda g: g.id)
def test_game_options_sit_in_a_grid_of_their_own(app, game):
    scene = SetupScene(app, game)
    app.push(scene)
    frames(app, 1)
    labels = scene.option_labels
    controls = [scene.option_widgets[o.key] for o in game.options]
    assert len({lb.rect.x for lb in labels}) == 1, "the labels in one column"
    assert len({c.rect.x for c in controls}) == 1, "the controls in the next"
    font = textr.font("sans", scene.px(16))
    for lb in labels:
        assert font.size(lb.text)[0] <= lb.rect.w, f"{lb.text!r} fits its column"
        assert lb.rect.right <= controls[0].rect.x, "no label runs into a control"
    for c in controls:
        assert not any(lb.rect.colliderect(c.rect) for lb in labels)
