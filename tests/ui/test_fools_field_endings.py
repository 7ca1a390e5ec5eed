"""The Fool's Field table, headless, continued: retreats (forced, explained), discards
chosen by clicking, tie offers, the end of a game and of a match, results, the info
panel, resize, edge marks; and each seat sees the field from its own side (its cards
upright, the opponent's upside down, the grid turned for seat 1, turning with the
hot-seat curtain, the preview and a retreat's cards turned right)."""

from __future__ import annotations

import random

import pygame
import pytest

from games.fools_field import rules as R
from games.fools_field.deployment import touching_sides
from games.fools_field.rules import FieldState
from tests.ui import table_util
from tests.ui.fools_field_util import (
    GAME,
    advance_until,
    busy_play,
    card,
    decision_scene,
    legal_cells,
    new_match,
    step,
    strip_point,
    synced,
    tie_race_state,
)
from tests.ui.helpers import click, click_button, frames
from tests.ui.table_util import assert_drawn, run_queue, sprite_state, table_scene
from ui.anim.tween import AnimationQueue
from ui.tables.fools_field import FoolsFieldTable, board_of, points_text

app = table_util.app  # the fixtures: the table at both sizes, and one small
small_app = table_util.small_app

# -- retreat, discards, ties --------------------------------------------------------------


def test_a_forced_retreat_is_explained(app):
    scene, match = decision_scene(
        app, 1, lambda st: st.phase == 1 and st.occupied and st.hands[0] and
        st.view(0).must_retreat)
    table = scene.table
    assert table.status().endswith("you must retreat")
    assert all(t.action is None for t in table.targets if t.kind == "card")
    buttons = table.buttons()
    retreat = next(b for b in buttons if b.label == "Retreat")
    assert retreat.primary and "must retreat" in retreat.tip
    assert_drawn(app)
    before = len(match.log)
    click_button(app, "Retreat")
    assert isinstance(match.log[before].action, R.Retreat)


def test_the_retreat_button_has_a_tip_and_resign_and_tie_are_small(small_app):
    scene, _ = decision_scene(small_app, 1, busy_play)
    table = scene.table
    buttons = {b.label: b for b in table.buttons()}
    assert "take every card of the field" in buttons["Retreat"].tip
    assert buttons["Retreat"].rect is None, "Retreat sits in the action bar"
    plate = table.plate_rect(0)
    for label in ("Offer a tie", "Resign"):
        r = buttons[label].rect
        assert r is not None and r.h < scene.px(42) and abs(r.top - plate.bottom) < scene.px(20)
    assert not buttons["Retreat"].primary


def test_discards_are_chosen_by_clicking(small_app):
    scene, match = decision_scene(small_app, 1, lambda st: st.phase == 2)
    table = scene.table
    left = match.state.to_discard
    assert table.status().startswith(f"Discard {left} more")
    while match.state.phase == 2 and match.to_move() == 0:
        target = table.enabled_targets()[0]
        assert isinstance(target.action, R.Discard)
        before = len(match.log)
        click(small_app, strip_point(target.sprite))
        assert len(match.log) == before + 1
        scene.queue.skip()
        frames(small_app, 2)
        scene.prepare_decision()
    assert match.state.hand_n[0] == 6
    # the discards lie face down; hovering over the pile shows them to their owner
    table.sync(match.view(0))
    assert all(s.flip < 0.5 for k, s in table.sprites.items() if k[0] == "disc")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.pile_rect(0).center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(small_app, 2)
    assert table.pile_rect(0).collidepoint(table.mouse)


def test_a_tie_offer_is_answered_with_buttons(app):
    scene, match = decision_scene(app, 1, lambda st: st.phase == 1 and st.occupied)
    match.play(R.Deploy(*next((a.card, a.cell) for a in match.state.legal_actions()
                              if isinstance(a, R.Deploy))), 0)
    match.play(R.OfferTie(), 1)
    scene.queue.skip()
    scene._animate_new()
    scene.queue.skip()
    frames(app, 2)
    scene.prepare_decision()
    table = scene.table
    assert "offers a tie" in table.status()
    labels = [b.label for b in table.buttons()]
    assert labels[:2] == ["Accept the tie", "Decline"] and "Resign" in labels
    assert_drawn(app)
    click_button(app, "Decline")
    assert isinstance(match.log[-1].action, R.DeclineTie)


# -- the end of a game and of the match ---------------------------------------------------


def test_the_games_of_a_match_end_with_a_banner(small_app):
    match = new_match(5, True)
    rng = random.Random(5)
    scene = table_scene(small_app, match)
    table = scene.table
    ended = False
    while not match.is_over():
        before = len(match.log)
        step(match, rng)
        queue = AnimationQueue(1.0)
        for entry in match.log[before:]:
            for event in entry.events:
                table.animate(event.for_viewer(0), queue)
        if any(isinstance(e, R.GameEnded) for e in match.log[-1].events) and \
                not match.is_over():
            run_queue(queue)
            assert table.shown.ending is not None
            assert "Next: game" in table.status()
            assert_drawn(small_app)
            ended = True
        run_queue(queue)
        table.sync(match.view(0))
        if ended and table.shown.ending is None:
            assert table.status()
    assert ended
    view = match.view(0)
    assert table.shown.ending is not None and "match" in table.status()
    result = table.results(view)
    games = len(view.results)
    assert result.headers == ["Player", *[f"Game {i + 1}" for i in range(games)], "Total"]
    assert [row[-1] for row in result.rows] == [points_text(s) for s in view.match_score]
    assert "first to win 2 games" in result.note
    assert board_of(view).ending is not None


def test_results_of_a_single_game(small_app):
    match = new_match(6)
    rng = random.Random(6)
    while not match.is_over():
        step(match, rng)
    scene = table_scene(small_app, match)
    result = scene.table.results(match.view(0))
    assert result.headers == ["Player", "Result", "Cards left", "Points"]
    assert {row[1] for row in result.rows} in ({"Won", "Lost"}, {"Tie"})
    view = match.view(0)
    assert [row[2] for row in result.rows] == [str(n) for n in view.hand_sizes]
    # the reason is told even when the table did not see the game end (a loaded game)
    assert result.note.rstrip(".").endswith(("hand", "resignation", "race", "both players",
                                              "third time", "wins"))
    assert points_text(1.5) == "1\u00bd" and points_text(0.5) == "\u00bd"
    assert_drawn(small_app)


def test_the_info_panel_tells_the_repetition_tie_and_the_orientation(small_app):
    scene = table_scene(small_app, new_match(1))
    table = scene.table
    st = tie_race_state()
    table.sync(st.view(0))
    lines = [t for t, _, _ in table._info_lines(table.shown)]
    assert any("third time" in t for t in lines)  # the deck is out
    assert any("Your cards point up, away from you" in t for t in lines)
    assert not any("Standstill" in t for t in lines)
    assert_drawn(small_app)


def test_a_resize_keeps_the_table_in_place(small_app):
    scene, match = decision_scene(small_app, 2, busy_play)
    table = scene.table
    c = next(iter(legal_cells(match.state)))
    table.select(c)
    small_app.screen = pygame.display.set_mode((1920, 1080))
    small_app.scale = 1.5
    scene._layout()
    frames(small_app, 2)
    assert sprite_state(table) == sprite_state(synced(scene, match))
    assert table.selected == c and table.lit_cells()
    lit = table.lit_cells()[0]
    target = next(t for t in table.enabled_targets() if t.kind == "cell" and t.cell == lit)
    assert target.rect == table.cell_rect(lit)


def test_edge_marks_differ_in_shape_not_only_colour(small_app):
    from ui.render import fools_field as art

    def grey(surface):
        w, h = surface.get_size()
        return [round(sum(surface.get_at((x, y))[:3]) / 3 * surface.get_at((x, y))[3] / 255
                      / 40) for x in range(w) for y in range(h)]
    for length, thick in ((60, 7), (7, 60)):
        good, bad = art.edge_mark(length, thick, True), art.edge_mark(length, thick, False)
        assert good.get_size() == bad.get_size()
        assert grey(good) != grey(bad)


# -- each seat sees the field from its own side -----------------------------------------------


def both_sides_state() -> FieldState:
    """Seat 1 opened with "Sword top" (on the field its Sword points down, at seat 0) and
    put "Flowers top & bottom" above it; seat 0 put "Flowers top & right" at its left
    (as seat 0 sees the grid). Seat 0 is to move, holding two cards."""
    field = {4: (card("WSSS"), 1), 3: (card("FFSS"), 0), 1: (card("FSFS"), 1)}
    hands = [[card("SSWS"), card("WWSS")], [card("SWSW"), card("SFSF"), card("SSSS")]]
    return FieldState.from_position(hands=hands, field=field, start_player=1)


def screen_region(app, rect: pygame.Rect) -> list:
    return [tuple(app.screen.get_at((x, y))) for x in range(rect.left, rect.right, 3)
            for y in range(rect.top, rect.bottom, 3)]


@pytest.mark.parametrize("viewer", [0, 1])
def test_each_seat_sees_its_cards_upright_and_the_opponents_upside_down(app, viewer):
    from ui.render import fools_field as art

    st = both_sides_state()
    scene = table_scene(app, new_match(1, humans=(0, 1)))
    table = scene.table
    table.viewer = viewer
    table.layout(scene.table_rect)
    view = st.view(viewer)
    table.sync(view)
    table.set_choices(st.legal_actions() if st.to_move() == viewer else None)
    frames(app, 1)
    app.screen.fill((0, 0, 0))
    table.draw(app.screen)
    for cell, c in enumerate(view.field):
        if c < 0:
            continue
        sprite = table.sprites[("c", c)]
        mine = view.placed_by[cell] == viewer
        assert sprite.angle == (0.0 if mine else 180.0), (cell, c)
        # the pixels on screen are the upright face, or the upright face turned
        w, h = round(sprite.w), round(sprite.h)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(sprite.x), round(sprite.y))
        assert abs(r.centerx - table.cell_rect(cell).centerx) <= 1
        face = art.soldier_face(c, w, h)
        expected = face if mine else art.half_turn(face)
        inner = r.inflate(-r.w // 4, -r.h // 4)
        drawn = screen_region(app, inner)
        wanted = [(*tuple(expected.get_at((x - r.left, y - r.top)))[:3], 255)
                  for x in range(inner.left, inner.right, 3)
                  for y in range(inner.top, inner.bottom, 3)]
        assert drawn == wanted, (viewer, cell)
    for key, sprite in table.sprites.items():
        if key[0] == "c" and key[1] in view.hand:
            assert sprite.angle == 0.0           # own hand: index up
        if key[0] == "back":
            assert sprite.angle == 180.0         # the opponent's hand, across the table


def test_seat_one_sees_the_grid_turned_half_a_turn(small_app):
    st = both_sides_state()
    scene = table_scene(small_app, new_match(1, humans=(0, 1)))
    table = scene.table
    rects = {}
    for viewer in (0, 1):
        table.viewer = viewer
        table.layout(scene.table_rect)
        table.sync(st.view(viewer))
        rects[viewer] = [table.cell_rect(c) for c in range(9)]
    assert rects[1] == [rects[0][8 - c] for c in range(9)]
    assert rects[0][4] == rects[1][4]
    # seat 0 sees its card at the centre's left, seat 1 at the centre's right
    assert rects[0][3].centerx < rects[0][4].centerx < rects[1][3].centerx


def test_in_hot_seat_the_field_turns_when_the_screen_passes(small_app):
    match = new_match(4, humans=(0, 1))
    rng = random.Random(4)
    advance_until(match, rng, lambda st: st.phase == 1 and len(set(
        p for p in st.placed_by if p >= 0)) == 2)
    scene = table_scene(small_app, match)
    table = scene.table
    angles = {}
    for viewer in (0, 1):
        if hasattr(table, "show_view"):
            table.show_view(viewer, match.view(viewer))
        else:
            table.viewer = viewer
            table.layout(scene.table_rect)
            table.sync(match.view(viewer))
        assert table.bottom_seat() == viewer
        field = match.view(viewer).field
        angles[viewer] = {c: table.sprites[("c", c)].angle for c in field if c >= 0}
        for cell, c in enumerate(field):
            if c >= 0:
                sprite, spot = table.sprites[("c", c)], table.cell_rect(cell).center
                assert abs(sprite.x - spot[0]) <= 1 and abs(sprite.y - spot[1]) <= 1
    assert angles[0] and all(angles[0][c] != angles[1][c] for c in angles[0])
    assert {0.0, 180.0} == set(angles[0].values())


def test_the_preview_reads_the_opponents_card_turned(small_app):
    # Seat 1's "Sword top" in the centre points its Sword at seat 0. Below it (between
    # seat 0 and the centre) seat 0's "Swords top & right" meets that Sword: a tick;
    # its "Sword bottom" shows a Shield to it: a cross. (Read unturned, the centre
    # card would show a Shield there and both marks would be wrong.)
    st = both_sides_state()
    scene = table_scene(small_app, new_match(1, humans=(0, 1)))
    table = scene.table
    table.viewer = 0
    table.layout(scene.table_rect)
    table.sync(st.view(0))
    table.set_choices(st.legal_actions())
    up_right, down = card("WWSS"), card("SSWS")
    assert R.Deploy(up_right, 7) in st.legal_actions()
    assert R.Deploy(down, 7) not in st.legal_actions()
    edge_y = (table.cell_rect(7).top + table.cell_rect(4).bottom) // 2
    for c, ok in ((up_right, True), (down, False)):
        marks = table.preview_marks(c, 7)
        assert [(x, abs(y - edge_y) <= 1, across, good) for x, y, across, good in marks] == \
            [(table.cell_rect(7).centerx, True, True, ok)]
    # and they agree with the rule, side by side, in every open cell
    view = st.view(0)
    for c in view.hand:
        for cell in range(9):
            if view.field[cell] < 0:
                touches = touching_sides(view.field, view.placed_by, 0, c, cell)
                assert [m[3] for m in table.preview_marks(c, cell)] == [t.ok for t in touches]
    # the cells lit for a chosen card are where it fits, as seat 0 holds it
    table.select(up_right)
    assert table.lit_cells() == sorted(a.cell for a in st.legal_actions()
                                       if isinstance(a, R.Deploy) and a.card == up_right)
    assert_drawn(small_app)


def test_a_card_taken_back_in_a_retreat_turns_upright_into_the_hand(small_app):
    st = both_sides_state()
    assert st.to_move() == 0
    scene = table_scene(small_app, new_match(1, humans=(0, 1)))
    table = scene.table
    table.viewer = 0
    table.layout(scene.table_rect)
    table.sync(st.view(0))
    theirs = [c for cell, c in enumerate(st.view(0).field)
              if c >= 0 and st.view(0).placed_by[cell] == 1]
    assert theirs and all(table.sprites[("c", c)].angle == 180.0 for c in theirs)
    queue = AnimationQueue(1.0)
    for event in st.apply(R.RETREAT):
        table.animate(event.for_viewer(0), queue)
    seen_turning = set()
    for _ in range(400):
        if not queue.busy:
            break
        queue.update(0.03)
        for c in theirs:
            angle = table.sprites[("c", c)].angle
            if 0.0 < angle < 180.0:
                seen_turning.add(c)
    assert seen_turning == set(theirs)
    for c in theirs:
        assert c in st.view(0).hand and table.sprites[("c", c)].angle == 0.0
    fresh = FoolsFieldTable(scene, GAME, ["A", "B"], 0)
    fresh.layout(scene.table_rect)
    fresh.sync(st.view(0))
    assert sprite_state(table) == sprite_state(fresh)
