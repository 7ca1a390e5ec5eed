"""What cannot be taken back is asked once: a concession (Resign, a tie), leaving a game in
progress, quitting from the main menu; and a button never moves under the pointer."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from tests.playouts import random_step
from tests.ui.concession_game import TINY_CONCEDE
from tests.ui.helpers import button_named, click, click_button, frames, make_app, press
from ui.scenes.dialogs import ConfirmScene, PauseScene
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene


def conceding_games():
    games = [TINY_CONCEDE, *REGISTRY.values()]
    return [g for g in games if any(getattr(t, "concession", False) for t in g.action_types)]


@pytest.fixture
def app():
    app = make_app()
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def solo(game, seed=1):
    n = game.min_players
    seats = [Seat("Player 1", HUMAN)] + [Seat(f"Computer {i}", COMPUTER, "random")
                                          for i in range(1, n)]
    return Match(game, n, seats, seed=seed)


def to_a_concession(match, rng, limit=3000) -> None:
    """Play on (no concessions) until seat 0 may concede."""
    for _ in range(limit):
        if match.is_over():
            break
        if match.to_move() == CHANCE:
            match.advance_chance()
        elif match.to_move() == 0 and any(a.concession for a in match.state.legal_actions()):
            return
        else:
            match.play(random_step(match.state, rng))
    pytest.skip(f"{match.game.id}: seat 0 was never offered a concession")


def table_at(app, match) -> TableScene:
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    table.prepare_decision()
    frames(app, 2)
    return table


@pytest.mark.parametrize("game", conceding_games(), ids=lambda g: g.id)
def test_a_concession_asks_once_and_plays_only_when_confirmed(app, game):
    match = solo(game)
    to_a_concession(match, random.Random(2))
    table = table_at(app, match)
    buttons = {el: a for el, a in table.button_actions.items() if a.concession}
    assert buttons, "the concession is offered as a button"
    element, action = next(iter(buttons.items()))
    length = len(match.log)
    click(app, element.rect.center)
    assert isinstance(app.top, ConfirmScene), "a concession asks first"
    assert len(match.log) == length
    if type(action).__name__ == "Resign":
        assert app.top.question == "Resign this game?" and "loss" in app.top.detail
    press(app, pygame.K_RETURN)  # Enter takes the safe answer it is focused on
    assert app.top is table and len(match.log) == length
    click(app, button_named(app, element.text).rect.center)
    assert isinstance(app.top, ConfirmScene)
    click_button(app, "Keep playing")
    assert app.top is table and len(match.log) == length
    click(app, button_named(app, element.text).rect.center)
    click_button(app, app.top.yes)
    assert len(match.log) == length + 1 and match.log[-1].action == action


@pytest.mark.parametrize("game", conceding_games(), ids=lambda g: g.id)
def test_concession_buttons_keep_their_places(app, game):
    """Each concession button sits in the same place at every decision it is offered,
    whatever other buttons come and go (a declined tie leaves Resign where it was)."""
    match = solo(game, seed=3)
    rng = random.Random(4)
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    places: dict[str, set] = {}
    sets = set()
    for _ in range(400):
        if match.is_over():
            break
        if match.to_move() == CHANCE:
            match.advance_chance()
        elif match.to_move() == 0:
            table.shown = len(match.log)
            table.table.sync(match.view(0))
            table.prepare_decision()
            shown = {el.text: tuple(el.rect) for el, a in table.button_actions.items()
                     if a.concession}
            sets.add(tuple(sorted(shown)))
            for label, rect in shown.items():
                places.setdefault(label, set()).add(rect)
            offers = [a for a in match.state.legal_actions()
                      if type(a).__name__ == "OfferTie"]
            if offers and rng.random() < 0.3:  # offered, and declined: Resign stays put
                match.play(offers[0])
            else:
                match.play(random_step(match.state, rng))
        else:
            match.play(random_step(match.state, rng))
        table.decision_at = None
    assert places, "concessions were offered"
    if any(t.__name__ == "OfferTie" for t in game.action_types):
        assert len(sets) > 1, "with and without the tie offer"
    for label, rects in places.items():
        assert len(rects) == 1, f"{label!r} moved between decisions: {rects}"


def test_leaving_a_game_in_progress_asks_once(app):
    match = solo(TINY_CONCEDE)
    table = table_at(app, match)
    for item, yes in (("Quit to menu", "Leave"), ("New game", "New game")):
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, PauseScene)
        click_button(app, item)
        assert isinstance(app.top, ConfirmScene) and app.top.yes == yes
        press(app, pygame.K_RETURN)  # the focused answer is the safe one: Stay
        assert isinstance(app.top, PauseScene)
        press(app, pygame.K_ESCAPE)
        assert app.top is table
    press(app, pygame.K_ESCAPE)
    click_button(app, "Quit to menu")
    click_button(app, "Leave")
    assert isinstance(app.top, MenuScene) and len(app.scenes) == 1


def test_a_finished_game_leaves_without_a_question(app):
    match = solo(TINY_CONCEDE)
    rng = random.Random(1)
    while not match.is_over():
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng))
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    app.push(PauseScene(app, table))
    click_button(app, "Quit to menu")
    assert isinstance(app.top, MenuScene)


def test_escape_on_the_main_menu_asks_before_quitting(app):
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and app.running
    press(app, pygame.K_RETURN)  # Stay is focused
    assert isinstance(app.top, MenuScene) and app.running
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)  # Esc on the question: no
    assert isinstance(app.top, MenuScene) and app.running
    press(app, pygame.K_ESCAPE)
    click_button(app, "Quit")
    assert not app.running


def test_the_generic_table_gives_concessions_fixed_slots(app):
    match = solo(TINY_CONCEDE)
    match.run_chance()
    table = table_at(app, match)
    view = table.table
    leader = {b.label: b.rect for b in view.buttons() if b.rect is not None}
    assert set(leader) == {"Offer a tie", "Resign"}
    assert leader["Offer a tie"].right < leader["Resign"].x
    assert view.rect.contains(leader["Resign"])
    rects = view.slotted_buttons(10, 20, [("Offer a tie", None, ""), ("Resign", object(), "")])
    full = view.slotted_buttons(10, 20, [("Offer a tie", object(), ""),
                                         ("Resign", object(), "")])
    assert [b.label for b in rects] == ["Resign"] and rects[0].rect == full[1].rect
