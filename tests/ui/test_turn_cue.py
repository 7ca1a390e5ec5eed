"""A "your turn" cue that does not depend on reading the banner: a short sound (when
sound is on) and a gentle ripple over the choosable cards, once per turn."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from tests.playouts import random_step
from tests.toygame import TINY_TRICK
from tests.ui.concession_game import TINY_CONCEDE
from tests.ui.helpers import frames, make_app
from ui.audio import Audio, close_mixer
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.tables.base import TURN_CUE_S

GAMES = [TINY_TRICK, *REGISTRY.values()]


@pytest.fixture
def app():
    app = make_app((960, 540))
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def heard(app) -> list[str]:
    sounds: list[str] = []
    play = app.audio.play
    app.audio.play = lambda name: (sounds.append(name), play(name))
    return sounds


def solo(game, seed=1):
    n = game.min_players
    seats = [Seat("Player 1", HUMAN)] + [Seat(f"Computer {i}", COMPUTER, "random")
                                          for i in range(1, n)]
    return Match(game, n, seats, seed=seed)


def to_a_turn_of_seat_zero(match, rng) -> None:
    """Play on until seat 0 decides right after another seat moved."""
    last = None
    for _ in range(5000):
        if match.to_move() == CHANCE:
            match.advance_chance()
            continue
        if match.to_move() == 0 and last not in (None, 0):
            return
        last = match.to_move()
        match.play(random_step(match.state, rng))
    raise AssertionError("seat 0 never got a turn")


def test_the_turn_sound_is_made(monkeypatch):
    close_mixer()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    audio = Audio(enabled=True)
    if audio.available:
        assert "turn" in audio.sounds and audio.sounds["turn"].get_length() < 0.6
    close_mixer()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_your_turn_is_heard_and_rippled_over_your_hand(app, game):
    match = solo(game, seed=2)
    to_a_turn_of_seat_zero(match, random.Random(2))
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    sounds = heard(app)
    table.prepare_decision()
    assert sounds.count("turn") == 1, "a short sound says it is your turn"
    view = table.table
    assert view.cue_time() is not None
    if any(t.sprite is not None for t in view.enabled_targets()):
        raised = set()
        for _ in range(int(TURN_CUE_S * 60)):
            frames(app, 1)
            raised |= set(view._ripple())
        assert raised, "the choosable cards rise in a ripple"
    frames(app, int(TURN_CUE_S * 60) + 5)
    assert view.cue_time() is None and not view._ripple(), "and settle"


def test_no_cue_for_the_next_step_of_the_same_turn(app):
    match = solo(TINY_CONCEDE)
    match.run_chance()
    assert match.to_move() == 0
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    sounds = heard(app)
    table.prepare_decision()
    assert sounds.count("turn") == 1
    offer = next(a for a in match.state.legal_actions() if str(a) == "offer a tie")
    table.play_human(offer)  # the turn goes on
    table.queue.skip()
    table.step()
    table.prepare_decision()
    assert table.legal_now() and sounds.count("turn") == 1


class FakeSound:
    def __init__(self, played):
        self.played = played

    def set_volume(self, volume):
        pass

    def play(self):
        self.played.append(self)


@pytest.mark.parametrize("sound_on", [True, False])
def test_the_turn_sound_plays_only_when_sound_is_on(app, sound_on):
    played = []
    app.audio.available = True
    app.audio.sounds = {"turn": FakeSound(played)}
    app.audio.enabled = sound_on
    match = solo(TINY_TRICK)
    to_a_turn_of_seat_zero(match, random.Random(1))
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    table.prepare_decision()
    assert len(played) == (1 if sound_on else 0)
    assert table.table.cue_time() is not None  # the ripple shows either way
