"""What every game's table tests share: the app at both sizes, a table scene on a match,
a check that the table drew something, random steps, and running an animation queue to
its end with the state of every sprite to compare against a plain sync."""

from __future__ import annotations

import pytest

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from tests.playouts import random_step as random_state_step
from tests.ui.helpers import frames, make_app
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    """The app at 1280x720 and at 1920x1080, on the menu."""
    app = make_app(request.param)
    app.push(MenuScene(app))
    yield app
    app.shutdown()


@pytest.fixture
def small_app():
    """The app at 1280x720, on the menu."""
    app = make_app()
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def table_scene(app, match):
    scene = TableScene(app, match, autoplay=False)
    app.push(scene)
    frames(app, 1)
    return scene


def assert_drawn(app):
    frames(app, 2)
    surface = app.screen
    colours = {tuple(surface.get_at((x, y))) for x in range(0, app.size[0], 61)
               for y in range(0, app.size[1], 53)}
    assert len(colours) > 12, "the table drew something"


def random_step(match, rng):
    """One step of the match: the chance step, or a random legal action."""
    if match.to_move() == CHANCE:
        match.advance_chance()
    else:
        match.play(rng.choice(match.state.legal_actions()))


def sprite_state(table) -> dict:
    """Where and how every sprite of the table rests (to compare two tables)."""
    return {key: (round(s.x, 1), round(s.y, 1), round(s.w, 1), round(s.h, 1),
                  round(s.flip), round(s.alpha, 2), s.visible, round(s.angle, 1))
            for key, s in table.sprites.items()}


def run_queue(queue, check=None, dt=0.07, limit=4000):
    """Runs the animation queue to its end, going on past the tables that wait for the
    player (a score table, a battle's summary); `check()` every third step if given."""
    for i in range(limit):
        if not queue.busy:
            return
        if queue.holding:
            queue.advance()
        queue.update(dt)
        if check is not None and i % 3 == 0:
            check()
    raise AssertionError("the animation did not end")


def solo(game, seed=1, n=None, options=None) -> Match:
    """A match of one human (seat 0) against random computers."""
    n = n or game.min_players
    seats = [Seat("Player 1", HUMAN)] + [Seat(f"Computer {i}", COMPUTER, "random")
                                          for i in range(1, n)]
    return Match(game, n, seats, options=options, seed=seed)


def to_seat_zero(match, rng, want=None, limit=4000) -> bool:
    """Play on at random until seat 0 decides (and `want(match)` holds, if given)."""
    for _ in range(limit):
        if match.is_over():
            return False
        if match.to_move() == CHANCE:
            match.advance_chance()
        elif match.to_move() == 0 and (want is None or want(match)):
            return True
        else:
            match.play(random_state_step(match.state, rng))
    return False
