"""The whole game by keyboard: the first choice is focused from the start (Enter plays
it), Tab and Shift+Tab reach every button at the table, the focus is drawn, and a
keyboard-only player finishes a game of each game against computers."""

from __future__ import annotations

import random

import pygame
import pytest

from games import REGISTRY
from tests.playouts import random_step
from tests.toygame import TINY_TRICK
from tests.ui.concession_game import TINY_CONCEDE
from tests.ui.helpers import frames, make_app, press
from tests.ui.table_util import solo, to_seat_zero
from ui.scenes.dialogs import ConfirmScene, PauseScene
from ui.scenes.focus import TABLE
from ui.scenes.menu import MenuScene
from ui.scenes.results import ResultsScene
from ui.scenes.rules import RulesScene
from ui.scenes.table import TableScene

GAMES = [TINY_TRICK, TINY_CONCEDE, *REGISTRY.values()]


@pytest.fixture
def app():
    app = make_app((960, 540))  # the smallest window: the fastest frames
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def tap(app, key, mod=0):
    """A key pressed and let go, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                         scancode=0))
    frames(app, 1)


def tab_to(app, table, element) -> None:
    for _ in range(len(table.ring.stops) + 1):
        if table.ring.current is element:
            return
        tap(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {getattr(element, 'text', element)!r}")


def shift_tab(app):
    tap(app, pygame.K_TAB, pygame.KMOD_SHIFT)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_enter_plays_the_first_choice_without_an_arrow_first(app, game):
    rng = random.Random(5)
    for attempt in range(6):  # a few decisions of seat 0, wherever they fall
        match = solo(game, seed=attempt + 1)
        assert to_seat_zero(match, rng)
        table = TableScene(app, match, autoplay=False)
        app.push(table)
        table.prepare_decision()
        frames(app, 2)
        assert table.ring.current is not None, "something is focused from the start"
        if table.ring.current == TABLE:
            assert table.table.focused_target() is not None
            assert table.focus_rect(TABLE) is not None, "and it is marked"
        else:
            assert not table.button_actions[table.ring.current].concession
        length = len(match.log)
        for _ in range(3):  # a choice of a card may first pick the cell (Fool's Field)
            press(app, pygame.K_RETURN)
            if len(match.log) > length:
                break
            assert app.top is table
        assert len(match.log) > length, "Enter played the focused choice"
        app.pop()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_tab_reaches_every_button_at_the_table(app, game):
    """At each of seat 0's decisions (a random game): Tab visits every action button
    (Retreat, Done, a tie, Resign...) and Menu, Undo, Rules; Shift+Tab goes back; Enter
    on a focused action button plays it (a concession asks first)."""
    rng = random.Random(3)
    match = solo(game, seed=2)
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    decisions = pressed = 0
    while decisions < 12 and to_seat_zero(match, rng):
        table.shown = len(match.log)
        table.table.sync(match.view(0))
        table.decision_at = None
        table.prepare_decision()
        frames(app, 1)
        decisions += 1
        buttons = list(table.button_actions) + [b for b in table.panel_buttons
                                                if b.is_enabled]
        visited = []
        for _ in range(len(table.ring.stops) + 1):
            tap(app, pygame.K_TAB)
            visited.append(table.ring.current)
        assert set(buttons) <= set(visited), "Tab reaches every button"
        forward = table.ring.current
        tap(app, pygame.K_TAB)
        shift_tab(app)
        assert table.ring.current is forward, "Shift+Tab goes back"
        plays = [(el, a) for el, a in table.button_actions.items()]
        if plays and pressed < 3:
            element, action = rng.choice(plays)
            tab_to(app, table, element)
            assert table.ring.rect() == element.rect, "the focused button is marked"
            length = len(match.log)
            table.queue.skip()  # (Enter while the last move animates finishes it first)
            press(app, pygame.K_RETURN)
            if action.concession:
                assert isinstance(app.top, ConfirmScene) and len(match.log) == length
                press(app, pygame.K_ESCAPE)
            else:
                assert len(match.log) == length + 1 and match.log[-1].action == action
                pressed += 1
                continue
        match.play(random_step(match.state, rng))
    assert decisions >= 1


def test_enter_on_the_panel_buttons_opens_the_menu_and_the_rules(app):
    match = solo(TINY_TRICK)
    to_seat_zero(match, random.Random(1))
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    table.prepare_decision()
    frames(app, 2)
    tab_to(app, table, table.panel_buttons[0])  # Menu
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    tab_to(app, table, table.panel_buttons[2])  # Rules (the panel was built anew)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)


def test_the_focus_ring_is_drawn(app):
    match = solo(TINY_CONCEDE)
    to_seat_zero(match, random.Random(1))
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    table.prepare_decision()
    frames(app, 2)
    element = next(iter(table.button_actions))
    table.ring.current = element
    frames(app, 1)
    ring = element.rect.inflate(app.px(8), app.px(8))
    edge = [(ring.centerx, ring.top + 1), (ring.left + 1, ring.centery)]
    with_ring = [tuple(app.screen.get_at(p))[:3] for p in edge]
    table.ring.current = None
    frames(app, 1)
    without = [tuple(app.screen.get_at(p))[:3] for p in edge]
    assert with_ring != without


def keyboard_turn(app, table, rng) -> None:
    """A keyboard-only player's turn: Enter, sometimes an arrow or Tab before it."""
    r = rng.random()
    if r < 0.15:
        press(app, rng.choice([pygame.K_LEFT, pygame.K_RIGHT]))
    elif r < 0.3:
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)


# A game this many decisions long is cut short (the rest is more of the same).
MAX_HUMAN_MOVES = 150


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_keyboard_only_player_finishes_a_game_against_computers(app, game):
    rng = random.Random(9)
    match = solo(game, seed=4, n=min(max(3, game.min_players), game.max_players))
    table = TableScene(app, match)
    app.push(table)
    moves = 0
    for _ in range(8000):
        if isinstance(app.top, ResultsScene) or moves >= MAX_HUMAN_MOVES:
            break
        if app.top is not table:  # a menu or a question opened by a stray Tab+Enter
            press(app, pygame.K_ESCAPE)
            continue
        if table.queue.busy:
            press(app, pygame.K_SPACE)
        frames(app, 1, dt=0.5)
        if table.legal_now():
            keyboard_turn(app, table, rng)
            moves += 1
    human = [e for e in match.log if e.seat == 0]
    assert human, "the keyboard player moved"
    assert match.is_over() or moves >= MAX_HUMAN_MOVES, \
        f"{game.id}: the game did not end ({len(match.log)} moves)"
    if match.is_over():
        assert isinstance(app.top, ResultsScene)
