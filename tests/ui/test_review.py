"""The review screen, headless, on every registered game: stepped forward to the end and
back to the start it shows, at each step, the views of the original play (for a seat and
for a spectator); milestones and keys step to the right places; a seat's review never
shows another seat's choices unless every hand is asked for; the analysis runs in the
worker and is cached beside the save (used the second time, ignored when damaged); the
results and the screenshot option open it."""

from __future__ import annotations

import random

import pygame
import pytest

import main
from engine import review, savefile
from engine.core import CHANCE, playable_actions
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from tests.ui.helpers import click, click_button, frames, make_app, press
from tests.ui.helpers import settle as settle_resize
from ui.scenes.menu import MenuScene
from ui.scenes.review import ReviewScene, open_review

GAMES = list(REGISTRY.values())
TINY = {"iterations": 16, "min_visits": 6}


def players(game) -> int:
    return min(max(3, game.min_players), game.max_players)


def played_game(game, n=None, seed=1, human=0) -> tuple[Match, dict]:
    """A finished game (seat `human` a human, the others computers, random moves) and
    the views each seat and a spectator had after every log entry, as it was played."""
    n = n or players(game)
    seats = [Seat(f"Seat {i + 1}", HUMAN if i == human else COMPUTER,
                  "" if i == human else "random") for i in range(n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    views = {len(match.log): {v: match.view(v) for v in (*range(n), None)}}
    while not match.is_over():
        if match.advance_chance() is None:
            match.play(rng.choice(playable_actions(match.state.legal_actions())))
        views[len(match.log)] = {v: match.view(v) for v in (*range(n), None)}
    return match, views


@pytest.fixture
def app():
    app = make_app((960, 540))
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def open_scene(app, match, **kw) -> ReviewScene:
    scene = ReviewScene(app, match, **kw)
    app.push(scene)
    frames(app, 1)
    return scene


def settle(app, scene) -> None:
    scene.queue.skip()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_forward_to_the_end_and_back_shows_the_views_of_the_original_play(app, game):
    match, views = played_game(game)
    scene = open_scene(app, match, analyse=False)
    assert scene.viewer == 0  # the only human's seat first
    for viewer in (0, None):
        scene.set_viewer(viewer)
        scene.go_to(0)
        assert scene.table.view == views[0][viewer]
        seen = [0]
        while scene.position < scene.replay.end:
            scene.step("move+")  # played out through the table's own animations
            settle(app, scene)
            seen.append(scene.position)
            assert scene.table.view == views[scene.position][viewer], scene.position
            if len(seen) % 40 == 0:
                frames(app, 1)  # drawn now and then, mid-game
        assert seen == scene.replay.stops
        frames(app, 1)
        while scene.position > 0:
            scene.step("move-")
            assert scene.table.view == views[scene.position][viewer], scene.position
            seen.pop()
            assert scene.position == seen[-1]
        frames(app, 1)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_milestone_keys_step_to_the_ends_of_tricks_and_rounds(app, game):
    match, views = played_game(game, seed=2)
    scene = open_scene(app, match, analyse=False)
    replay = scene.replay
    levels = len(game.milestones)
    for mod, level in ((pygame.KMOD_SHIFT, 0), (pygame.KMOD_CTRL, levels - 1)):
        press(app, pygame.K_HOME)
        assert scene.position == 0
        expected = replay.milestones(level)
        for stop in expected[:6]:
            press(app, pygame.K_RIGHT, mod)
            settle(app, scene)
            assert scene.position == stop
            assert scene.table.view == views[stop][0]
        press(app, pygame.K_LEFT, mod)
        assert scene.position == ([0, *expected])[min(5, len(expected) - 1)]
    press(app, pygame.K_END)
    assert scene.position == replay.end and scene.table.view == views[replay.end][0]
    press(app, pygame.K_LEFT)
    assert scene.position == replay.previous_stop(replay.end)
    press(app, pygame.K_RIGHT)
    settle(app, scene)
    assert scene.position == replay.end


def test_buttons_the_timeline_and_the_log_move_the_review(app):
    match, views = played_game(REGISTRY["dragon"], 4, seed=3)
    scene = open_scene(app, match, analyse=False)
    click_button(app, "Move \u203a")
    settle(app, scene)
    assert scene.position == scene.replay.stops[1]
    click_button(app, "Trick \u00bb")
    settle(app, scene)
    assert scene.position == scene.replay.milestones(0)[0]
    click_button(app, "End")
    assert scene.position == scene.replay.end
    # the middle of the timeline: the step nearest to the middle of the game
    track = scene.timeline.track
    click(app, (track.centerx, track.centery))
    assert scene.position == scene.replay.nearest_stop(
        round((track.centerx - track.x) / track.w * scene.replay.end))
    assert scene.table.view == views[scene.position][0]
    # a line of the log: the table just after the move it tells
    log = scene.log
    row = log.visible // 2
    index = log.lines[log.top + row][0]
    click(app, (log.rect.centerx, log.rect.y + log.pad + row * log.step + log.step // 2))
    assert scene.position == index + 1
    assert scene.table.view == views[index + 1][0]
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_another_seat_and_every_hand(app):
    game = REGISTRY["dragon"]
    match, views = played_game(game, 4, seed=4)
    scene = open_scene(app, match, analyse=False)
    scene.go_to(scene.replay.stops[len(scene.replay.stops) // 2])
    press(app, pygame.K_3)  # seat 3
    assert scene.viewer == 2 and scene.table.view == views[scene.position][2]
    assert scene.seat_menu.selected_option[0].startswith("3.")
    press(app, pygame.K_0)
    assert scene.viewer is None and scene.table.view == views[scene.position][None]
    state = scene.replay.state(scene.position)
    press(app, pygame.K_h)
    assert scene.show_all
    rows = dict(scene.every_hand())
    for seat in range(4):
        zones = dict(rows[seat])
        assert zones.get("hand", ()) == state.view(seat).hand
    assert scene.table.view == views[scene.position][None]  # the table keeps its view
    frames(app, 2)
    press(app, pygame.K_h)
    assert not scene.show_all


def test_a_seats_review_never_shows_another_seats_choices(app):
    """Seen from seat 1, a decision of seat 2 says nothing of the moves open to it (its
    hand), not even how many there were; under "every hand" it does."""
    game = REGISTRY["dragon"]
    match, _ = played_game(game, 4, seed=5, human=0)
    scene = open_scene(app, match, seats=[0, 1], **TINY)
    replay = scene.replay
    theirs = [p for p in replay.decisions([1])][:3]
    scene.analysis.run_here(theirs)
    for position in theirs:
        scene.go_to(position)
        words = scene.computer_view().words()
        for action in replay.state(position).legal_actions():
            assert str(action) not in words
        assert "hidden" in words and "Only one" not in words
        assert scene.table.legal is None and scene.shown_result() is None
        frames(app, 1)
        scene.toggle_hands()
        shown = scene.computer_view().words()
        assert str(replay.actions[position]) in shown
        scene.toggle_hands()
    forced = [p for p in range(replay.end) if replay.seat(p) == 1
              and len(replay.state(p).legal_actions()) == 1]
    assert forced
    for position in forced[:3]:  # one move only: that too is seat 2's secret
        scene.go_to(position)
        assert "Only one" not in scene.computer_view().words()
    # the seat's own decision, analysed: the played move and Hard's are on the panel,
    # and the table lays the seat's choices out (nothing can be played)
    mine = replay.decisions([0])[0]
    scene.analysis.run_here([mine])
    scene.go_to(mine)
    result = scene.shown_result()
    legal = replay.state(mine).legal_actions()
    assert result is not None and scene.table.legal == legal
    words = scene.computer_view().words()
    assert str(legal[result.best]) in words and str(legal[result.played]) in words
    frames(app, 2)
    # every analysed decision lists the move played, however little Hard thought of it
    scene.analysis.run_here(replay.decisions([0]))
    for position in replay.decisions([0]):
        scene.go_to(position)
        rows = scene.computer_view().rows
        assert len(rows) <= 5 and [r.played for r in rows].count(True) == 1
        assert [r.best for r in rows].count(True) == 1


def test_the_analysis_runs_in_the_worker_and_a_second_review_is_instant(app, tmp_path):
    game = REGISTRY["dragon"]
    match, _ = played_game(game, 3, seed=6)
    path = tmp_path / "dragon game.json"
    savefile.write(match, path)
    scene = open_scene(app, savefile.load(path, REGISTRY), save_path=path, **TINY)
    runner = scene.analysis
    assert runner.total == len(scene.replay.decisions([0])) > 0
    for _ in range(6000):  # the window goes on drawing while the worker thinks
        frames(app, 1)
        if runner.finished:
            break
    assert runner.finished and runner.worker is not None and not runner.failed
    assert set(runner.results) == scene.analysed
    for p, result in runner.results.items():
        legal = scene.replay.state(p).legal_actions()
        assert 0 <= result.best < len(legal) and result.seat == 0
    press(app, pygame.K_ESCAPE)  # leaving writes the cache and stops the worker
    assert not runner.worker or not runner.worker.alive
    sidecar = review.sidecar_path(path)
    assert sidecar.exists()
    again = open_scene(app, savefile.load(path, REGISTRY), save_path=path, **TINY)
    assert again.analysis.finished and again.analysis.worker is None
    assert again.analysis.from_cache == runner.total
    assert again.analysis.results == runner.results
    press(app, pygame.K_ESCAPE)
    # damaged: ignored without a word, and everything is to be worked out again
    sidecar.write_text('{"format": "cardhall-review", "version": 1, "key": ')
    damaged = open_scene(app, savefile.load(path, REGISTRY), save_path=path, **TINY)
    assert damaged.analysis.from_cache == 0
    assert len(damaged.analysis.pending) + (damaged.analysis.in_flight is not None) == \
        runner.total
    press(app, pygame.K_ESCAPE)


def test_open_review_takes_a_save_file_and_refuses_what_it_cannot_review(app, tmp_path):
    game = REGISTRY["fools_field"]
    match, _ = played_game(game, seed=7)
    path = tmp_path / "ff.json"
    savefile.write(match, path)
    assert open_review(app, path)
    assert isinstance(app.top, ReviewScene) and app.top.replay.end == len(match.log)
    press(app, pygame.K_ESCAPE)
    unfinished = Match(game, 2, match.seats, seed=1)
    assert not open_review(app, unfinished)
    (tmp_path / "bad.json").write_text("nonsense")
    assert not open_review(app, tmp_path / "bad.json")
    assert isinstance(app.top, MenuScene)


def test_the_results_screen_opens_the_review_and_esc_comes_back(app):
    from ui.scenes.results import ResultsScene
    from ui.scenes.table import TableScene

    match, _ = played_game(REGISTRY["o_genre_o"], 3, seed=8)
    table = TableScene(app, match, autoplay=False)
    table.record_stats = False
    app.push(table)
    table.show_results()
    frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    click_button(app, "Review")
    assert isinstance(app.top, ReviewScene)
    frames(app, 3)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ResultsScene)


def test_every_scene_size_draws(app):
    match, _ = played_game(REGISTRY["monstermaker5"], 8, seed=9)
    scene = open_scene(app, match, analyse=False)
    for size in ((1280, 720), (1920, 1080), (960, 540)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                             size=size))
        settle_resize(app)
        scene.go_to(scene.replay.stops[len(scene.replay.stops) // 3])
        scene.toggle_hands()
        frames(app, 2)
        scene.toggle_hands()
    assert scene.table_rect.right == scene.panel_rect.x


def test_the_screenshot_option_renders_a_review(tmp_path, capsys):
    out = tmp_path / "review.png"
    assert main.main(["--screenshot", str(out), "--scene", "review", "--game", "o_genre_o",
                      "--players", "3", "--seed", "2", "--steps", "12",
                      "--size", "1280x720"]) == 0
    assert out.exists() and pygame.image.load(str(out)).get_size() == (1280, 720)


def test_chance_steps_are_no_stops():
    match, _ = played_game(REGISTRY["makai_fuda"], 3, seed=10)
    replay = review.Replay.from_match(match)
    for p in replay.stops[1:-1]:
        assert replay.seat(p) != CHANCE
