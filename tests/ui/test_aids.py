"""What a player may ask for at the table (ui/scenes/table_aids.py), in every game: the
hint (Normal's move from the seat's own view, in the worker; legal, blind to hidden
cards, counted once, only for the seat whose decision it is), the last trick / match /
retreat / battle, the played cards, the score sheet at any time and the tooltips, each
drawn; the keys H, S, P (C in Makai Fuda), T and the panel's buttons by keyboard; and
hot-seat: nothing of a seat behind its curtain."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from engine.ai.ismcts import ISMCTSAgent
from engine.core import CHANCE, playable_actions
from engine.match import HUMAN, Match, Seat
from games import REGISTRY
from tests.playouts import playout, random_step
from tests.ui.helpers import click, frames, key_down, key_up, lift_curtain, make_app, press
from tests.ui.table_util import solo, to_seat_zero
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.scenes.table_aids import TIP_DELAY_S, hint_reason
from ui.tables.aids import PlayedCards, Recap

GAMES = list(REGISTRY.values())
TRICK_GAMES = ("dragon", "o_genre_o", "makai_fuda")


def _logged(match, name: str) -> bool:
    return any(type(e).__name__ == name for entry in match.log for e in entry.events)


# Seat 0 decides, and something is finished that the recap shows.
RECAP_READY = {
    "dragon": lambda m: bool(m.view(0).tricks),
    "o_genre_o": lambda m: m.view(0).last_trick_leader >= 0,
    "makai_fuda": lambda m: bool(m.view(0).matches),
    "fools_field": lambda m: _logged(m, "Retreated"),
    "monstermaker5": lambda m: _logged(m, "BattleEnded"),
}


@pytest.fixture(scope="module")
def app():
    app = make_app((1280, 720))
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def table_at(app, game, seed: int = 3, want=None, n=None, options=None,
             tries: int = 6) -> TableScene:
    """A table of `game` at a decision of seat 0 (a human against random computers)."""
    for s in range(seed, seed + tries):
        match = solo(game, s, n, options)
        if to_seat_zero(match, random.Random(s), want):
            break
    else:
        raise AssertionError(f"{game.id}: no position found")
    while not isinstance(app.top, MenuScene):
        app.pop()
    table = TableScene(app, match, autoplay=False)
    table.record_stats = False
    app.push(table)
    table.prepare_decision()
    frames(app, 2)
    table.queue.skip()
    frames(app, 1)
    return table


def wait_for_hint(app, table, seconds: float = 20.0):
    end = time.monotonic() + seconds
    while table.aids.asked is not None and time.monotonic() < end:
        time.sleep(0.02)
        frames(app, 1)
    return table.aids.current_hint()


# -- the hint: legal, and blind to what the seat cannot see --------------------------------


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_hint_is_legal_and_the_same_whatever_the_hidden_cards(game):
    """Normal (a fixed number of iterations here, so that it is deterministic) chooses
    from the seat's view; a state re-dealt from that view by the game's sample_state
    (other hands, the deck, face-down piles) gives the same view, the same hint and the
    same reason."""
    _, _, states = playout(game, game.min_players, seed=5, keep_states=True)
    decisions = [s for s in states if s.to_move() != CHANCE and len(s.legal_actions()) > 1]
    rng = random.Random(11)
    for state in decisions[::max(1, len(decisions) // 3)][:3]:
        seat = state.to_move()
        view = state.view(seat)
        other = game.sample_state(view, rng)
        assert other.view(seat) == view
        hints = [ISMCTSAgent("normal", iterations=30).choose(
            game, s.view(seat), s.legal_actions(), random.Random(7), None)
            for s in (state, other)]
        assert hints[0] == hints[1] and type(hints[0]) is type(hints[1])
        assert hints[0] in state.legal_actions()
        assert hint_reason(game, view, hints[0]) == \
            hint_reason(game, other.view(seat), hints[1])


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_h_asks_the_worker_for_a_legal_hint_rings_it_and_counts_it_once(app, game):
    table = table_at(app, game)
    table.aids.budget_s = 0.05
    match = table.match
    legal = match.state.legal_actions()
    press(app, pygame.K_h)
    assert table.aids.asked is not None, "H asked for a hint"
    hint = wait_for_hint(app, table)
    assert hint is not None, "the hint came back from the worker"
    action, reason = hint
    assert action in legal
    # every kind of decision has a reason now (games/<id>/hints.py), short enough for
    # the banner at 1280x720
    assert isinstance(reason, str) and 0 < len(reason) <= 90, reason
    assert table.aids.hint_rects(), "the hinted card, cell or button is ringed"
    assert table.aids.hint_line().startswith("Hint: ")
    assert match.hints_used == 1
    press(app, pygame.K_h)  # the same decision: shown already, not counted again
    frames(app, 2)
    assert match.hints_used == 1


# -- the recap, the played cards, the score sheet, a tooltip: drawn in every game ------------


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_recap_played_cards_scores_and_a_tooltip_draw(app, game):
    table = table_at(app, game, want=RECAP_READY.get(game.id))
    aids = table.aids
    recap = table.table.recap()
    assert isinstance(recap, Recap) and recap.title, "something finished is shown"
    # hold T: the recap while it is held
    key_down(app, pygame.K_t)
    frames(app, 2)
    assert aids.showing() == "recap"
    key_up(app, pygame.K_t)
    frames(app, 2)
    assert aids.showing() is None
    # S opens and closes the score sheet; Esc closes it too
    press(app, pygame.K_s)
    assert aids.showing() == "scores" and aids._data("scores") is not None
    press(app, pygame.K_ESCAPE)
    assert aids.showing() is None and app.top is table, "Esc put the sheet away first"
    if game.id in TRICK_GAMES:
        press(app, table.table.PLAYED_KEY)
        assert aids.showing() == "played"
        played = aids._data("played")
        assert isinstance(played, PlayedCards) and played.rows
        mine = {r for row in played.rows for r in row.mine}
        assert mine, "the viewer's own cards are marked"
        press(app, table.table.PLAYED_KEY)
        assert aids.showing() is None
    else:
        assert not aids.has_played()
    # a tooltip: the pointer rests on a pile, token or counter of the table
    tips = table.table.tips()
    assert tips, "the table lists its piles and counters"
    rect = tips[0][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, int(TIP_DELAY_S * 60) + 4)
    assert aids.tip is not None and aids.tip[1], "a tooltip shows after a moment"
    # a click on the trick's place (the field, the match) shows the recap; one more, away
    area = table.table.recap_area()
    if area is not None and table.table.target_at(area.center) is None:
        click(app, area.center)
        assert aids.showing() == "recap"
        click(app, area.center)
        assert aids.showing() is None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_aid_buttons_are_reachable_by_keyboard(app, game):
    table = table_at(app, game)
    scores = table.aids.buttons["Scores"]
    for _ in range(len(table.ring.stops) + 1):
        if table.ring.current is scores:
            break
        press(app, pygame.K_TAB)
    assert table.ring.current is scores, "Tab reaches the Scores button"
    press(app, pygame.K_RETURN)
    assert table.aids.showing() == "scores"
    press(app, pygame.K_ESCAPE)
    assert table.aids.showing() is None


# -- hot-seat: nothing for a seat behind its curtain --------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_no_hint_and_no_hand_for_a_seat_behind_its_curtain(app, game):
    n = game.min_players
    match = Match(game, n, [Seat(f"Friend {i + 1}", HUMAN) for i in range(n)], seed=4)
    rng = random.Random(4)
    for _ in range(12):  # a few moves in (some of them public)
        if match.to_move() == CHANCE:
            match.advance_chance()
        else:
            match.play(random_step(match.state, rng))
    while match.to_move() == CHANCE:
        match.advance_chance()
    while not isinstance(app.top, MenuScene):
        app.pop()
    table = TableScene(app, match)
    table.record_stats = False
    app.push(table)
    for _ in range(600):  # the players move until the screen passes to another
        if table.curtain_for is not None:
            break
        if table.legal_now():
            table.play_human(rng.choice(playable_actions(match.state.legal_actions())))
        table.queue.skip()
        frames(app, 1, dt=0.05)
    assert table.curtain_for is not None and table.viewer is None
    aids = table.aids
    assert not aids.can_hint()
    aids.ask_hint()
    assert aids.asked is None and match.hints_used == 0
    assert aids.buttons["Hint"].is_enabled is False
    for kind in ("recap", "played", "scores"):
        aids._cache.clear()
        data = aids._data(kind)
        if isinstance(data, PlayedCards):
            assert not any(row.mine for row in data.rows), "no hand behind the curtain"
    assert table.table.view == match.view(None), "the table shows the spectator's view"
    seat = table.curtain_for
    lift_curtain(app)
    for _ in range(200):
        if table.legal_now():
            break
        table.queue.skip()
        frames(app, 1, dt=0.05)
    assert table.viewer == seat and aids.can_hint(), "once lifted, the seat may ask"


def test_a_hint_during_a_jutsu_takes_the_explanation_s_place_not_a_place_over_it(app,
                                                                                  monkeypatch):
    """The Dragon's Bodily Division explains itself in a box where the banner lines are
    said; the hint's line, once shown, is said there instead (as a refusal is), so the two
    never overlap, and the explanation comes back when the hint is gone."""
    import ui.tables.dragon.table as dragon_table

    table = table_at(app, REGISTRY["dragon"], 0, lambda m: m.view(0).phase == "divide",
                     n=4, options={"advanced": True}, tries=40)
    found = table.table.explanation_box(table.table.shown)
    assert found is not None, "Bodily Division explains itself"
    explanation = found[0]  # its lines as wrapped in the box
    drawn = []
    real = dragon_table.textr.blit_text
    monkeypatch.setattr(dragon_table.textr, "blit_text",
                        lambda surface, text, *a, **k: (drawn.append(text),
                                                        real(surface, text, *a, **k))[1])
    frames(app, 1)
    assert any(t in drawn for t in explanation), "no hint yet: the explanation is drawn"
    table.aids.budget_s = 0.05
    press(app, pygame.K_h)
    assert wait_for_hint(app, table) is not None
    drawn.clear()
    frames(app, 1)
    assert table.aids.hint_line().startswith("Hint: ")
    assert not any(t in drawn for t in explanation), "the hint's line is said in its place"
