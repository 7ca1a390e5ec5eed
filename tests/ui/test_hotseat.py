"""Hot-seat keeps secrets: a seat's hand is drawn only after that seat lifted a curtain
shown for it, and no key or click meant for something else ever lifts a curtain.

The big test drives a humans-only table of every game through the real frame loop, with
Space and Enter pressed at random frames (as a player skipping animations does), keys
held from before a curtain appeared, clicks on the curtain before it is armed, and moves
made whenever allowed; on every frame it checks what the table draws from.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine import savefile
from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from tests.playouts import random_step
from tests.toygame import TINY_TRICK
from tests.ui.helpers import click_button, frames, key_down, key_up, lift_curtain, make_app, press
from ui.scenes.curtain import ARM_S, HOLD_S, CurtainScene
from ui.scenes.dialogs import ConfirmScene, PauseScene
from ui.scenes.menu import MenuScene
from ui.scenes.results import ResultsScene
from ui.scenes.rules import RulesScene
from ui.scenes.table import TableScene

GAMES = [TINY_TRICK, *REGISTRY.values()]


def players_for(game) -> int:
    """Three friends where the game seats three, else as many as it seats."""
    return min(max(3, game.min_players), game.max_players)


def friends(game, n=None, computers=()):
    n = n or players_for(game)
    return [Seat(f"Computer {i + 1}", COMPUTER, "random") if i in computers else
            Seat(f"Friend {i + 1}", HUMAN) for i in range(n)]


@pytest.fixture
def app():
    app = make_app((960, 540))  # the smallest window: the fastest frames
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def curtain_on_top(app) -> CurtainScene | None:
    return app.top if isinstance(app.top, CurtainScene) else None


def wait_for_curtain(app, table, limit=3000) -> CurtainScene:
    for _ in range(limit):
        if curtain_on_top(app):
            return app.top
        table.queue.skip()
        frames(app, 1, dt=0.05)
    raise AssertionError("no curtain came")


def post(kind, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def post_key(kind, key) -> None:
    post(kind, key=key, mod=0, unicode="", scancode=0)


class Watch:
    """Checks, frame after frame, that the table draws only from the spectator's view or
    the view of the seat that lifted the latest curtain, and that a curtain is lifted
    only by a deliberate act: a click or a Space hold begun while it was on screen."""

    def __init__(self, app, table):
        self.app = app
        self.table = table
        self.match = table.match
        self.lifted_by: int | None = None   # the seat of the latest curtain lifted
        self.deliberate: set[int] = set()   # id() of curtains we acted on deliberately
        self.lifts = 0
        self.synced: list = []
        self.last_logged = -2
        view_sync = table.table.sync
        curtain_done = table._curtain_done

        def sync(view):  # every snap of the table, queued or direct
            self.synced.append(view.seat)
            self.check_seat(view.seat, "a sync")
            view_sync(view)

        def lifted(seat):  # the curtain on top was just lifted for `seat`
            curtain = curtain_on_top(self.app) or self.app.scenes[-1]
            assert isinstance(self.last_curtain, CurtainScene)
            assert id(self.last_curtain) in self.deliberate, \
                "a curtain was lifted by a key or a click meant for something else"
            assert self.last_curtain.seat == seat and curtain is not self.last_curtain
            self.lifted_by = seat
            self.lifts += 1
            curtain_done(seat)
        table.table.sync = sync
        table._curtain_done = lifted
        self.last_curtain = None

    def check_seat(self, seat, what: str) -> None:
        assert seat is None or seat == self.lifted_by, (
            f"{what} drew seat {seat}'s view, but the latest curtain was lifted by "
            f"{self.lifted_by}")

    def frame(self, dt: float) -> None:
        self.last_curtain = curtain_on_top(self.app)
        frames(self.app, 1, dt=dt)
        self.check()

    def check(self) -> None:
        table = self.table
        seat = table.viewer
        self.check_seat(seat, "the table")
        assert table.table.viewer == seat
        assert table.table.view is not None and table.table.view.seat == seat
        if curtain_on_top(self.app) is not None:
            assert seat is None, "a hand lies under the curtain"
        if seat is not None:  # a hand shows only while its owner is the one to move
            assert not self.match.is_over() and self.match.to_move() == seat, \
                f"seat {seat}'s hand still shows after its turn passed on"
        if seat != self.last_logged:
            self.check_log()
            self.last_logged = seat

    def check_log(self) -> None:
        """The log panel holds only lines the shown seat may read."""
        box = self.table.log_box
        if box is None:
            return
        text = "\n".join(self.match.log_lines(self.table.viewer, 0))
        for line, _ in box.lines:
            assert line in text, f"log line {line!r} is not for seat {self.table.viewer}"


class Friends:
    """The players at the screen: they skip animations with Space and Enter at random
    moments, sometimes hold Space down, poke the curtain too early, lift it on purpose
    (a click, or Space held) and move when they may (Enter, or a click)."""

    def __init__(self, app, table, watch, rng):
        self.app, self.table, self.watch, self.rng = app, table, watch, rng
        self.held = None  # (frames left, the curtain it began on while armed, or None)
        self.moves = 0

    def act(self) -> float:
        """Post this frame's input; returns the frame's dt."""
        app, rng = self.app, self.rng
        curtain = curtain_on_top(app)
        armed = curtain is not None and curtain.t > ARM_S
        if self.held is not None:
            left, _ = self.held
            if left <= 0:
                post_key(pygame.KEYUP, pygame.K_SPACE)
                self.held = None
            else:
                if left % 4 == 0:
                    post_key(pygame.KEYDOWN, pygame.K_SPACE)  # the key repeats
                self.held = (left - 1, self.held[1])
            return 1 / 60
        r = rng.random()
        if r < 0.12:  # a tap, down and up at once, of the keys that skip animations
            key = pygame.K_SPACE if rng.random() < 0.6 else pygame.K_RETURN
            post_key(pygame.KEYDOWN, key)
            post_key(pygame.KEYUP, key)
        elif r < 0.16:  # Space held from now, maybe across a curtain's appearance
            post_key(pygame.KEYDOWN, pygame.K_SPACE)
            on = curtain if armed else None
            if on is not None:
                self.watch.deliberate.add(id(on))  # held on a curtain: deliberate
            self.held = (rng.randrange(20, 80), on)
        elif curtain is not None and r < 0.24:
            rect = curtain.button_rect
            if not armed:  # a click as it appears: must be ignored
                post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
                post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
            elif rng.random() < 0.5:  # on purpose: a click on its button
                post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
                self.watch.frame(1 / 60)
                if curtain_on_top(app) is curtain:
                    self.watch.deliberate.add(id(curtain))
                    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
                    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
            else:  # on purpose: Space held till the bar is full
                post_key(pygame.KEYDOWN, pygame.K_SPACE)
                self.watch.deliberate.add(id(curtain))
                self.held = (int(HOLD_S * 60) + 6, curtain)
        elif isinstance(app.top, ConfirmScene):
            post_key(pygame.KEYDOWN, pygame.K_ESCAPE)  # never concede here
        elif curtain is None and self.table.legal_now() and r < 0.5:
            self.move()
        return rng.choice([1 / 60, 0.05, 0.2])

    def move(self) -> None:
        """Enter (the focused choice), or a click on a choosable card, cell or button."""
        table, rng = self.table, self.rng
        targets = [t for t in table.table.enabled_targets() if not t.action.concession]
        buttons = [b for b, a in table.button_actions.items() if not a.concession]
        if rng.random() < 0.4 or not (targets or buttons):
            post_key(pygame.KEYDOWN, pygame.K_RETURN)
            post_key(pygame.KEYUP, pygame.K_RETURN)
        elif targets and (not buttons or rng.random() < 0.7):
            pos = rng.choice(targets).hit().center
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        else:
            pos = rng.choice(buttons).rect.center
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            self.watch.frame(1 / 60)
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.moves += 1


def drive(app, game, seed: int, max_frames: int, max_moves: int) -> Watch:
    match = Match(game, players_for(game), friends(game), seed=seed)
    table = TableScene(app, match)
    app.push(table)
    watch = Watch(app, table)
    players = Friends(app, table, watch, random.Random(seed))
    for _ in range(max_frames):
        if match.is_over() or players.moves >= max_moves:
            break
        watch.frame(players.act())
    return watch


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_friends_never_see_each_others_hands_while_skipping_animations(app, game):
    watch = drive(app, game, seed=7, max_frames=1000, max_moves=60)
    assert watch.lifts >= 2, "curtains came and were lifted"
    assert any(s is None for s in watch.synced), "the spectator's view showed between turns"
    assert len({s for s in watch.synced if s is not None}) >= 2, "two friends played"


def test_the_first_hand_of_a_new_game_waits_for_its_curtain(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    assert table.viewer is None and table.table.view.seat is None
    curtain = wait_for_curtain(app, table)
    assert curtain.seat == match.to_move() and table.viewer is None
    lift_curtain(app)
    assert table.viewer == match.to_move()


def test_a_loaded_hot_seat_game_starts_behind_a_curtain(app, tmp_path):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=5)
    rng = random.Random(5)
    for _ in range(3):
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng))
    path = tmp_path / "hot.json"
    savefile.write(match, path)
    loaded = savefile.load(path, {TINY_TRICK.id: TINY_TRICK})
    table = TableScene(app, loaded)
    app.push(table)
    assert table.viewer is None
    curtain = wait_for_curtain(app, table)
    assert curtain.seat == loaded.to_move()


def test_a_tap_of_space_or_enter_never_lifts_the_curtain(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    curtain = wait_for_curtain(app, table)
    frames(app, 30)  # armed
    for key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        press(app, key)
        frames(app, 20)
        assert app.top is curtain and table.viewer is None
    # Enter held for a second: still nothing (only Space, held, lifts it)
    key_down(app, pygame.K_RETURN)
    frames(app, 60)
    key_up(app, pygame.K_RETURN)
    frames(app, 1)
    assert app.top is curtain


def test_space_held_from_before_the_curtain_never_lifts_it(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    key_down(app, pygame.K_SPACE)  # held while the table is still dealing
    frames(app, 1)
    curtain = wait_for_curtain(app, table)
    for i in range(90):  # a second and a half, repeating, after the curtain came
        if i % 3 == 0:
            key_down(app, pygame.K_SPACE)
        frames(app, 1)
    assert app.top is curtain and curtain.fill == 0.0
    key_up(app, pygame.K_SPACE)  # its release is swallowed too
    frames(app, 2)
    assert app.top is curtain
    lift_curtain(app)  # a fresh, deliberate hold does it
    assert table.viewer == match.to_move()


def test_a_press_in_the_first_moments_counts_as_begun_before(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    curtain = wait_for_curtain(app, table)
    assert curtain.t < ARM_S
    key_down(app, pygame.K_SPACE)  # pressed as it appeared: a finger already on its way
    frames(app, 60)
    assert app.top is curtain
    key_up(app, pygame.K_SPACE)
    frames(app, 1)
    # the same for a click on its button begun in those moments
    curtain.t = 0.0
    rect = curtain.button_rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    frames(app, 30)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    frames(app, 2)
    assert app.top is curtain


def test_letting_go_of_space_early_drains_the_bar(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    curtain = wait_for_curtain(app, table)
    frames(app, 30)
    key_down(app, pygame.K_SPACE)
    frames(app, int(HOLD_S * 60 / 2))
    assert 0.3 < curtain.fill < 0.8, "the bar fills while Space is held"
    key_up(app, pygame.K_SPACE)
    frames(app, 30)
    assert app.top is curtain and curtain.fill == 0.0


def test_a_click_on_the_button_lifts_it(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    wait_for_curtain(app, table)
    lift_curtain(app, by="click")
    assert table.viewer == match.to_move()


def test_between_two_friends_turns_the_table_shows_the_spectator_view(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    wait_for_curtain(app, table)
    lift_curtain(app)
    first = table.viewer
    table.queue.skip()
    frames(app, 2)
    assert table.legal_now()
    table.play_human(match.state.legal_actions()[0])
    assert table.viewer is None and table.table.view.seat is None
    assert table.queue.busy, "the move animates, seen by the spectator"
    curtain = wait_for_curtain(app, table)
    assert curtain.seat != first and table.viewer is None


@pytest.mark.parametrize("opener", ["menu", "rules"])
def test_a_shared_screen_hides_the_hand_until_the_curtain(app, opener):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    wait_for_curtain(app, table)
    lift_curtain(app)
    seat = table.viewer
    assert seat is not None
    table.open_menu() if opener == "menu" else table.open_rules()
    assert isinstance(app.top, PauseScene if opener == "menu" else RulesScene)
    assert table.viewer is None, "the menu is looked at by everyone: no hand under it"
    frames(app, 3)
    press(app, pygame.K_ESCAPE)  # back to the table
    curtain = wait_for_curtain(app, table)
    assert curtain.seat == seat and table.viewer is None


def test_the_curtain_menu_offers_no_undo(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    wait_for_curtain(app, table)
    lift_curtain(app)
    table.queue.skip()
    frames(app, 2)
    table.play_human(match.state.legal_actions()[0])  # undoable until the other moves
    curtain = wait_for_curtain(app, table)
    frames(app, 30)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    labels = [getattr(e, "text", None) for e in app.top.elements]
    assert "Undo" not in labels and "Resume" in labels
    log_length = len(match.log)
    press(app, pygame.K_ESCAPE)
    assert app.top is curtain and len(match.log) == log_length


def test_after_an_undo_the_mover_lifts_a_curtain(app):
    # The friend to move offers a tie (their turn goes on), then takes it back.
    from tests.ui.concession_game import TINY_CONCEDE

    match = Match(TINY_CONCEDE, 2, friends(TINY_CONCEDE, 2), seed=3)
    match.run_chance()
    table = TableScene(app, match, autoplay=False)
    app.push(table)
    mover = match.to_move()
    table.switch_viewer(mover)  # (its curtain was lifted)
    table.prepare_decision()
    offer = next(a for a in match.state.legal_actions() if a.concession and
                 str(a) == "offer a tie")
    table.play_human(offer)  # the same seat moves on: still its view
    assert table.viewer == mover and match.to_move() == mover
    table.undo()
    assert len(match.log) == 1
    assert table.viewer is None, "after an undo, the next hand waits for its curtain"
    table.autoplay = True
    curtain = wait_for_curtain(app, table)
    assert curtain.seat == mover


def test_a_score_table_everyone_reads_is_followed_by_a_curtain(app):
    if "dragon" not in REGISTRY:
        pytest.skip("needs a game with round-end score tables")
    game = REGISTRY["dragon"]
    match = Match(game, 3, friends(game, 3), seed=11)
    table = TableScene(app, match)
    app.push(table)
    watch = Watch(app, table)
    rng = random.Random(2)
    held_seen = False
    for _ in range(20000):
        if table.queue.holding:
            held_seen = True
            assert table.viewer is None, "the score table is shown from no one's hand"
            press(app, pygame.K_SPACE)
            watch.check()
            break
        curtain = curtain_on_top(app)
        if curtain is not None:
            watch.deliberate.add(id(curtain))
            watch.last_curtain = curtain
            curtain.done()  # (as its button does)
            watch.lifted_by = curtain.seat
        elif app.top is table and table.legal_now():
            table.play_human(rng.choice([a for a in match.state.legal_actions()
                                         if not a.concession]))
        watch.frame(0.05)
        table.queue.update(1.0)
    assert held_seen
    for _ in range(3000):  # after it: the next hand shows only behind a curtain
        watch.frame(0.05)
        if curtain_on_top(app) or match.is_over():
            break
        table.queue.skip()
    assert table.viewer is None


def test_results_and_log_in_hot_seat_are_the_spectators(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    rng = random.Random(3)
    while not match.is_over():
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng))
    table = TableScene(app, match)
    app.push(table)
    frames(app, 2)
    assert table.viewer is None
    assert [line for line, _ in table.log_box.lines]
    Watch(app, table).check_log()
    table.show_results()
    assert isinstance(app.top, ResultsScene) and table.viewer is None


def test_one_human_against_computers_needs_no_curtain(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2, computers=(1,)), seed=3)
    table = TableScene(app, match)
    app.push(table)
    assert table.viewer == 0 and not table.hot_seat
    for _ in range(400):
        table.queue.skip()
        frames(app, 1, dt=0.1)
        assert not curtain_on_top(app)
        if match.to_move() == 0 and table.legal_now():
            break
    assert table.legal_now()


def test_leaving_from_the_curtain_menu_asks_first(app):
    match = Match(TINY_TRICK, 2, friends(TINY_TRICK, 2), seed=3)
    table = TableScene(app, match)
    app.push(table)
    wait_for_curtain(app, table)
    frames(app, 30)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Quit to menu")
    assert isinstance(app.top, ConfirmScene)
    click_button(app, "Stay")
    assert isinstance(app.top, PauseScene) and match.to_move() != CHANCE


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_results_of_a_hot_seat_game_are_drawn_from_the_spectators_view(app, game):
    n = players_for(game)
    match = Match(game, n, friends(game, n), seed=4)
    rng = random.Random(4)
    for _ in range(20000):
        if match.is_over():
            break
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng))
    assert match.is_over()
    table = TableScene(app, match)
    app.push(table)
    frames(app, 2)
    assert table.viewer is None and table.table.view.seat is None
    table.show_results()
    assert isinstance(app.top, ResultsScene) and table.viewer is None
    frames(app, 2)
    Watch(app, table).check_log()
