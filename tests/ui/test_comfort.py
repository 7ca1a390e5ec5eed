"""Comfort settings: large text on every scene and table with no label out of its box,
the pause after each trick (battle, match, retreat) at each game's first milestone, the
animation speed reaching the table's own effects, and the volume reaching the mixer;
all remembered in the settings file."""

from __future__ import annotations

import math
import random

import pygame
import pygame_gui
import pytest

from engine.core import playable_actions
from engine.match import COMPUTER, HUMAN, Match, Seat
from engine.paths import config_dir
from games import REGISTRY
from tests.ui.helpers import frames, make_app
from tests.ui.text_fit import drawn_labels, watching_labels, wrapped_cuts
from ui.anim.tween import AnimationQueue, Hold
from ui.audio import Audio, close_mixer
from ui.render import text as textr
from ui.scenes.menu import MenuScene
from ui.scenes.rules import RulesScene
from ui.scenes.saves import LoadScene
from ui.scenes.settings import SettingsScene
from ui.scenes.setup import SetupScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.settings import SPEEDS, Settings

GAMES = list(REGISTRY.values())


def app_with(text_size: str = "normal", pause: bool = False, size=(1280, 720)):
    app = make_app(size)
    app.settings.text_size = text_size
    app.settings.pause_after_trick = pause
    app.apply_text_size()
    app.push(MenuScene(app))
    return app


def played(game, n, steps, seed, humans=1):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i < humans else
             Seat(f"Computer {i}", COMPUTER, "random") for i in range(n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    done = 0
    while not match.is_over() and done < steps:
        if match.advance_chance() is None:
            match.play(rng.choice(playable_actions(match.state.legal_actions())))
            done += 1
    match.run_chance()
    return match


# -- text size --------------------------------------------------------------------------


def screens():
    """(name, a function putting the screen on top of the app) for every scene and
    table the text size must fit: menu, new game, settings, statistics, saves, rules,
    and the five tables at their smallest and largest player counts."""
    out = [("menu", lambda app: None), ("settings", lambda app: app.push(SettingsScene(app))),
           ("stats", lambda app: app.push(StatsScene(app))),
           ("load", lambda app: app.push(LoadScene(app)))]
    for game in GAMES:
        out.append((f"setup {game.id}", lambda app, g=game: app.push(SetupScene(app, g))))
        out.append((f"rules {game.id}", lambda app, g=game: app.push(RulesScene(app, g.id))))
        for n in sorted({game.min_players, game.max_players}):
            for steps in (25, 60):
                def table(app, g=game, n=n, steps=steps):
                    scene = TableScene(app, played(g, n, steps, seed=steps + n),
                                       autoplay=False)
                    scene.record_stats = False
                    app.push(scene)
                    scene.prepare_decision()
                out.append((f"table {game.id} {n}p after {steps}", table))
    return out


def problems_of(text_size: str) -> dict[str, set[str]]:
    app = app_with(text_size)
    out = {}
    try:
        for name, show in screens():
            while len(app.scenes) > 1:
                app.pop()
            with watching_labels() as early:  # (what is drawn once and kept is seen here)
                show(app)
                for _ in range(2):
                    app.frame(1 / 60)
                    if hasattr(app.top, "queue"):
                        app.top.queue.skip()
            out[name] = drawn_labels(app) | wrapped_cuts(early)
    finally:
        app.shutdown()
    return out


def test_large_text_is_larger_everywhere_labels_are_made():
    app = app_with("normal")
    try:
        def button_width():
            button = next(e for e in app.top.elements if getattr(e, "text", "") == "Settings")
            return button.font.size("Settings")[0]

        normal, normal_button = textr.font("sans", 20).get_height(), button_width()
        app.settings.text_size = "large"
        app.apply_text_size()
        assert textr.font("sans", 20).get_height() > normal * 1.12
        assert textr.art_font("sans", 20).get_height() < normal * 1.05  # card art: as was
        assert button_width() > normal_button * 1.12  # pygame_gui's labels too
    finally:
        app.shutdown()


def test_large_text_draws_every_scene_and_table_with_no_label_out_of_its_box():
    """At 1280x720: every label cut by its surface, running into another, or wider than
    its widget at large text that was not so at normal text (a layout that is tight at
    both sizes is not this test's to judge)."""
    normal, large = problems_of("normal"), problems_of("large")
    grown = {name: sorted(large[name] - normal[name]) for name in large}
    assert {k: v for k, v in grown.items() if v} == {}


def test_the_text_size_changes_at_once_even_over_a_table():
    """Chosen in the game menu's settings, large text is what a restart at large would
    draw: nothing measured at the old size is left behind."""
    game = REGISTRY["dragon"]

    def picture(app):
        while len(app.scenes) > 2:
            app.pop()
        table = app.scenes[1]
        app.frame(1 / 60)  # (pygame_gui updates its widgets' pictures in a frame)
        table.queue.skip()
        table.message_t = 0
        app.draw()
        return pygame.image.tobytes(app.screen, "RGB")

    def table_at(app):
        scene = TableScene(app, played(game, 4, 30, seed=9), autoplay=False)
        scene.record_stats = False
        app.push(scene)
        scene.prepare_decision()
        frames(app, 2)

    live = app_with("normal")  # (one app at a time: the text size is the process's)
    try:
        table_at(live)
        settings = SettingsScene(live, overlay=True)
        live.push(settings)
        frames(live, 1)
        settings.on_gui(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Large",
                                           ui_element=settings.widgets["text"]))
        assert Settings.load().text_size == "large"
        switched = picture(live)
    finally:
        live.shutdown()
    fresh = app_with("large")
    try:
        table_at(fresh)
        assert switched == picture(fresh)
    finally:
        fresh.shutdown()


# -- the pause after each trick ---------------------------------------------------------------


def drive(table, app, rng, until, max_frames=4000, stop=lambda: False):
    """Play the human's moves at random and press Space at every hold, calling
    `until(hold_note_or_None)` at each hold; stop when it says so (or `stop()` does)."""
    for _ in range(max_frames):
        app.frame(1 / 60)
        if (table.match.is_over() or stop()) and not table.queue.busy:
            return
        if table.queue.holding:
            note = table.queue.hold_note if table.queue.holding_pause else None
            assert table.queue.steps, "the milestone's own animation comes after the pause"
            if until(note):
                return
            table.go_on()
        elif table.queue.busy:
            table.go_on()  # Space: finish the animations, up to the next hold
        elif table.legal_now():
            table.play_human(rng.choice(playable_actions(table.match.state.legal_actions())))


def test_the_pause_waits_before_the_events_own_animation():
    log = []
    queue = AnimationQueue()
    queue.call(lambda: log.append("last card played"))
    mark = len(queue.steps)
    queue.call(lambda: log.append("trick swept"))  # the milestone event's animation
    assert queue.pause_at(mark, "Ann wins trick 3.")
    queue.advance()  # Space: finishes up to the pause, which waits
    assert log == ["last card played"] and queue.holding and queue.holding_pause
    assert queue.hold_note == "Ann wins trick 3."
    queue.update(100.0)  # however long it takes
    assert log == ["last card played"]
    queue.advance()
    assert log == ["last card played", "trick swept"] and not queue.busy


def test_no_second_wait_where_the_table_waits_itself():
    queue = AnimationQueue()
    mark = len(queue.steps)
    queue.add(Hold())  # e.g. a battle's summary, held by the table
    assert not queue.pause_at(mark, "The battle ends.")
    assert len(queue.steps) == 1
    queue.advance()
    assert queue.holding and not queue.holding_pause and queue.hold_note == ""


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_pause_holds_at_each_of_the_games_first_milestones(game):
    kind = game.milestones[0][0]
    app = app_with(pause=True)
    try:
        match = played(game, game.min_players, 0, seed=4)
        table = TableScene(app, match)
        table.record_stats = False
        app.push(table)
        holds: list[str | None] = []

        def until(note):
            holds.append(note)
            return sum(n is not None for n in holds) >= 2 or len(holds) >= 6

        drive(table, app, random.Random(7), until)
        milestones = [e.describe(match.names) for _, e in match.events_for(0)
                      if isinstance(e, kind)]
        pauses = [n for n in holds if n is not None]
        assert milestones, "the game reached its first milestone"
        own_hold = any(n is None for n in holds)  # the table holds there itself
        if pauses:
            assert pauses == milestones[:len(pauses)]
        else:
            assert own_hold, "a hold at the milestone, the table's own"
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", [REGISTRY["dragon"], REGISTRY["o_genre_o"]],
                         ids=lambda g: g.id)
def test_no_pause_when_it_is_off_or_nobody_is_at_the_table(game):
    kind = game.milestones[0][0]
    for pause, humans in ((False, 1), (True, 0)):
        app = app_with(pause=pause)
        try:
            match = played(game, game.min_players, 0, seed=4, humans=humans)
            table = TableScene(app, match, watch_seat=0 if not humans else None)
            table.record_stats = False
            app.push(table)
            paused: list[str | None] = []

            def until(note, paused=paused):
                paused.append(note)
                return note is not None

            def two_milestones(match=match):
                return sum(isinstance(e, kind) for _, e in match.events_for(None)) >= 2

            drive(table, app, random.Random(7), until, max_frames=3000, stop=two_milestones)
            assert any(isinstance(e, kind) for _, e in match.events_for(None))
            assert [n for n in paused if n is not None] == []
        finally:
            app.shutdown()


# -- animation speed ----------------------------------------------------------------------


@pytest.mark.parametrize("speed, still_shaking", [(3.0, False), (0.5, True)])
def test_the_tables_own_effects_run_at_the_animation_speed(speed, still_shaking):
    app = app_with()
    try:
        app.settings.animation_speed = speed
        table = TableScene(app, played(REGISTRY["dragon"], 3, 10, seed=2), autoplay=False)
        app.push(table)
        frames(app, 2)
        sprite = next(iter(table.table.sprites.values()))
        sprite.shake()  # an illegal click's shake: 0.45 s at normal speed
        frames(app, 15)  # a quarter of a second
        assert (sprite.shake_t >= 0) == still_shaking
    finally:
        app.shutdown()


def test_the_speed_slider_sets_every_speed_and_is_remembered():
    app = app_with()
    try:
        scene = SettingsScene(app)
        app.push(scene)
        frames(app, 1)
        slider = scene.widgets["speed"]
        for index, speed in enumerate(SPEEDS):
            scene.on_gui(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=index,
                                            ui_element=slider))
            assert app.settings.animation_speed == speed == Settings.load().animation_speed
    finally:
        app.shutdown()


# -- volume -------------------------------------------------------------------------------------


def test_the_volume_reaches_the_mixer(monkeypatch):
    close_mixer()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    audio = Audio(enabled=True, volume=0.6)
    if not audio.available:
        pytest.skip("this SDL has no dummy audio driver")
    audio.set_volume(0.25)
    assert all(math.isclose(s.get_volume(), 0.25, abs_tol=0.01) for s in audio.sounds.values())
    audio.set_volume(7)  # out of range: the loudest, not an error
    assert audio.volume == 1.0
    close_mixer()


def test_the_volume_slider_sets_the_sounds_and_is_remembered():
    app = app_with()
    try:
        scene = SettingsScene(app)
        app.push(scene)
        frames(app, 1)
        if not app.audio.available:
            assert not scene.widgets["volume"].is_enabled  # silence says so; nothing to set
            return
        scene.on_gui(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=35,
                                        ui_element=scene.widgets["volume"]))
        assert app.audio.volume == pytest.approx(0.35) == Settings.load().volume
        assert all(math.isclose(s.get_volume(), 0.35, abs_tol=0.01)
                   for s in app.audio.sounds.values())
    finally:
        app.shutdown()


def test_with_no_sound_device_the_volume_is_silence_not_a_crash(monkeypatch):
    close_mixer()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio")
    audio = Audio(enabled=True, volume=0.5)
    assert not audio.available
    audio.set_volume(0.2)
    audio.play("chime")
    close_mixer()


# -- remembered ---------------------------------------------------------------------------------


def test_the_comfort_settings_are_remembered_and_garbage_is_refused():
    app = app_with()
    try:
        scene = SettingsScene(app)
        app.push(scene)
        frames(app, 1)
        scene.on_gui(pygame.event.Event(pygame_gui.UI_CHECK_BOX_CHECKED,
                                        ui_element=scene.widgets["pause"]))
        scene = app.top
        scene.on_gui(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Large",
                                        ui_element=scene.widgets["text"]))
        scene = app.top  # built again at the new size
        scene.on_gui(pygame.event.Event(pygame_gui.UI_CHECK_BOX_UNCHECKED,
                                        ui_element=scene.widgets["sound"]))
        saved = Settings.load()
        assert (saved.pause_after_trick, saved.text_size, saved.sound) == (True, "large", False)
        assert saved.text_scale == 1.2
    finally:
        app.shutdown()
    path = config_dir() / "settings.json"
    path.write_text('{"text_size": "enormous", "pause_after_trick": 1, "volume": NaN, '
                    '"animation_speed": Infinity}')
    loaded = Settings.load()
    assert (loaded.text_size, loaded.pause_after_trick) == ("normal", False)
    assert loaded.volume == Settings().volume and loaded.animation_speed == 1.0
    path.write_text('{"window_w": 99999, "animation_speed": 0}')
    loaded = Settings.load()
    assert loaded.window_w == 7680 and loaded.animation_speed == 0.25


def frames_until_the_computer_moves(speed: float) -> int:
    game = REGISTRY["dragon"]
    probe = Match(game, 3, [Seat("A", HUMAN), Seat("B", HUMAN), Seat("C", HUMAN)], seed=5)
    probe.run_chance()
    first = probe.to_move()  # the seat the lot chose to lead: a computer sits there
    seats = [Seat(f"Computer {i}", COMPUTER, "random") if i == first else
             Seat(f"Player {i}", HUMAN) if i == (first + 1) % 3 else
             Seat(f"Computer {i}", COMPUTER, "random") for i in range(3)]
    app = app_with()
    try:
        app.settings.animation_speed = speed
        match = Match(game, 3, seats, seed=5)
        table = TableScene(app, match)
        table.record_stats = False
        app.push(table)
        moves = lambda: sum(1 for e in match.log if e.seat >= 0)  # noqa: E731
        for n in range(1, 600):
            app.frame(1 / 60)
            table.queue.skip()  # (only the computer's pause is timed)
            if moves():
                return n
        raise AssertionError("the computer never moved")
    finally:
        app.shutdown()


def test_the_computers_pause_before_a_move_follows_the_animation_speed():
    slow, fast = frames_until_the_computer_moves(0.5), frames_until_the_computer_moves(3.0)
    assert fast * 3 < slow, (fast, slow)
