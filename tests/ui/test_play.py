"""Playing through the real UI, headless: real mouse and key events, the real loop."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import CATALOGUE, REGISTRY
from tests.toygame import TINY_TRICK
from tests.ui.helpers import click, click_button, frames, lift_curtain, make_app, press
from ui.scenes.menu import MenuScene
from ui.scenes.results import ResultsScene
from ui.scenes.setup import SetupScene
from ui.scenes.table import TableScene

GAMES = [TINY_TRICK, *REGISTRY.values()]


@pytest.fixture
def app():
    app = make_app()
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def first_playable_id():
    return sorted(REGISTRY)[0] if REGISTRY else None


@pytest.mark.skipif(not REGISTRY, reason="no game registered yet")
def test_click_through_menu_setup_table_and_back(app):
    gid = first_playable_id()
    menu = app.top
    click(app, menu.card_rects[gid].center)
    assert isinstance(app.top, SetupScene) and app.top.game.id == gid
    click_button(app, "Start game")
    assert isinstance(app.top, TableScene)
    table = app.top
    assert table.match.game.id == gid
    frames(app, 30)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Quit to menu")
    click_button(app, "Leave")  # a game in progress: asked once
    assert isinstance(app.top, MenuScene) and len(app.scenes) == 1
    # the game was autosaved: the menu now offers to continue it
    assert app.top.continue_info is not None
    click_button(app, "Continue")
    assert isinstance(app.top, TableScene)
    assert len(app.top.match.log) == len(table.match.log)


UNBUILT = [info.id for info in CATALOGUE if info.id not in REGISTRY]


@pytest.mark.skipif(not UNBUILT, reason="every game of the catalogue is built")
def test_unbuilt_game_card_says_coming_soon(app):
    menu = app.top
    click(app, menu.card_rects[UNBUILT[0]].center)
    assert app.top is menu
    assert any("coming soon" in t[0] for t in app.toasts)


def human_match(game, n, seed, humans=1):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i < humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(n)]
    return Match(game, n, seats, seed=seed)


def click_some_choice(app, table, rng):
    """Click one enabled target (a card or cell) or press an action button (never a
    concession, as random play never concedes: those ask for a confirmation first)."""
    view = table.table
    enabled = view.enabled_targets()
    buttons = [b for b, a in table.button_actions.items() if not a.concession]
    if enabled and (not buttons or rng.random() < 0.7):
        target = rng.choice(enabled)
        click(app, target.hit().center)
    elif buttons:
        click(app, rng.choice(buttons).rect.center)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_whole_game_can_be_clicked_through(app, game):
    rng = random.Random(3)
    match = human_match(game, game.min_players, seed=4)
    table = TableScene(app, match)
    app.push(table)
    for _ in range(6000):
        if isinstance(app.top, ResultsScene):
            break
        table.queue.skip()
        frames(app, 1, dt=0.5)  # long frames: computer pauses pass quickly
        if app.top is table and table.decision_at == len(match.log):
            click_some_choice(app, table, rng)
    assert match.is_over(), f"{game.id}: the game did not end ({len(match.log)} moves)"
    assert isinstance(app.top, ResultsScene)
    human_moves = [e for e in match.log if e.seat == 0]
    assert human_moves, "the human seat made its moves through clicks"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_hot_seat_shows_the_curtain_between_humans(app, game):
    match = human_match(game, game.min_players, seed=2, humans=game.min_players)
    table = TableScene(app, match)
    app.push(table)
    rng = random.Random(1)
    curtains = 0
    for _ in range(400):
        table.queue.skip()
        frames(app, 1, dt=0.5)
        if app.top is not table:
            if type(app.top).__name__ == "CurtainScene":
                curtains += 1
                assert table.viewer != match.to_move(), "the curtain hides the next hand"
                lift_curtain(app)
                assert table.viewer == match.to_move()
            else:
                break
        elif table.decision_at == len(match.log):
            click_some_choice(app, table, rng)
        if curtains >= 3:
            break
    assert curtains >= 1


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_random_input_does_not_crash(app, game):
    rng = random.Random(11)
    match = human_match(game, game.max_players, seed=5)
    app.push(TableScene(app, match))
    w, h = app.size
    keys = [pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_TAB,
            pygame.K_BACKSPACE, pygame.K_l, pygame.K_ESCAPE, pygame.K_z]
    for _ in range(500):
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.5:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif r < 0.8:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys),
                                                 mod=0, unicode="", scancode=0))
        frames(app, 1, dt=rng.choice([0.0, 0.016, 0.2]))
        if not app.running:
            break
    # whatever was clicked, the match is still a legal game
    assert match.is_over() or match.to_move() == CHANCE or match.state.legal_actions()


def test_illegal_click_explains_the_rule(app):
    match = human_match(TINY_TRICK, 2, seed=1)
    table = TableScene(app, match)
    app.push(table)
    frames(app, 3)
    table.queue.skip()
    frames(app, 3)
    table.explain("not an action")
    assert table.message and table.message_t > 0


def test_undo_takes_back_a_move_that_revealed_nothing(app):
    # the computer has not moved yet (no autoplay): nothing was revealed since
    match = human_match(TINY_TRICK, 2, seed=1, humans=1)
    match.run_chance()
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    mover = match.to_move()
    assert mover == 0 and table.viewer == 0
    table.prepare_decision()
    table.play_human(match.state.legal_actions()[0])
    assert len(match.log) == 2
    table.open_menu()
    click_button(app, "Undo")
    assert len(match.log) == 1 and match.to_move() == mover
    assert app.top is table and any("taken back" in t[0] for t in app.toasts)


def test_a_thinking_computer_never_blocks_the_table(app):
    """A Normal seat thinks in the worker process: frames keep coming meanwhile, the
    move then arrives and is played, and leaving the table stops the worker."""
    seats = [Seat("Thinker", COMPUTER, "normal"), Seat("Player 2", HUMAN)]
    match = Match(TINY_TRICK, 2, seats, seed=1)
    table = TableScene(app, match)
    app.push(table)
    frames_while_thinking = 0
    for _ in range(20000):
        table.queue.skip()
        frames(app, 1, dt=0.02)
        if table.runner.request_id is not None:
            frames_while_thinking += 1
        if any(e.seat == 0 for e in match.log):
            break
    assert any(e.seat == 0 for e in match.log), "the computer's move arrived"
    assert frames_while_thinking > 1, "the table kept drawing while the computer thought"
    worker = table.runner.worker
    assert worker is not None and worker.alive
    app.reset_to(MenuScene(app))
    assert not worker.alive


def test_a_table_with_a_thinking_computer_starts_the_worker_as_it_opens(app):
    """On a screen (`start_workers_early`) the AI worker starts with a table that has a
    Normal or Hard seat, not at its first move in the middle of the deal's animation; a
    table of humans and Easy computers (they think in the window's process) starts none,
    and neither does a headless app until a computer is asked."""
    app.start_workers_early = True
    table = TableScene(app, Match(TINY_TRICK, 2, [Seat("Player 1", HUMAN),
                                                  Seat("Thinker", COMPUTER, "hard")], seed=1))
    worker = table.runner.worker
    assert worker is not None and worker.alive and table.runner.request_id is None
    table.closed()  # leaving the table stops it
    assert not worker.alive
    easy = TableScene(app, Match(TINY_TRICK, 2, [Seat("Player 1", HUMAN),
                                                 Seat("Beginner", COMPUTER, "easy")], seed=1))
    assert easy.runner.worker is None
    app.start_workers_early = False
    headless = TableScene(app, Match(TINY_TRICK, 2, [Seat("Player 1", HUMAN),
                                                     Seat("Thinker", COMPUTER, "hard")],
                                     seed=1))
    assert headless.runner.worker is None


@pytest.mark.skipif("fools_field" not in REGISTRY, reason="needs a game with animations")
def test_a_computer_starts_thinking_while_the_last_move_still_animates(app):
    seats = [Seat("Player 1", HUMAN), Seat("Thinker", COMPUTER, "normal")]
    match = Match(REGISTRY["fools_field"], 2, seats, seed=1)
    table = TableScene(app, match)
    app.push(table)
    for _ in range(2000):
        frames(app, 1, dt=0.02)
        if table.decision_at == len(match.log) and not table.queue.busy:
            break
    assert match.to_move() == 0
    table.play_human(match.state.legal_actions()[0])
    assert match.to_move() == 1 and table.queue.busy
    frames(app, 1, dt=0.001)
    assert table.queue.busy, "the move is still animating"
    assert table.runner.busy and table.runner.request_id is not None, "and it thinks already"
    seen = len(match.log)
    for _ in range(20000):
        frames(app, 1, dt=0.02)
        if len(match.log) > seen and any(e.seat == 1 for e in match.log):
            break
    assert any(e.seat == 1 for e in match.log), "its move arrived and was played"
