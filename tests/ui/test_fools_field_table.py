"""The Fool's Field table, headless: it draws every phase at both sizes, each seat sees
the field from its own side (its cards upright, the opponent's upside down, the grid
turned for seat 1), every event animates and ends where a plain sync puts the sprites
(at the same angles), choosing a card lights exactly its legal cells, the preview
reads each side from its placer's seat, a click on a wrong cell or a dimmed card
explains the rule, a card is placed by clicks, by keys and by drag and drop, and the
opponent's hand and the deck never show a face."""
from __future__ import annotations

import random

import pygame
import pytest

from games.fools_field import rules as R
from games.fools_field.cards import NEIGHBOURS
from tests.ui import table_util
from tests.ui.fools_field_util import (
    GAME,
    advance_until,
    assert_no_hidden_face,
    busy_play,
    card,
    choose,
    decision_scene,
    face_cards,
    legal_cells,
    new_match,
    phase_snapshots,
    step,
    strip_point,
    synced,
    tie_race_state,
)
from tests.ui.helpers import click, frames
from tests.ui.table_util import assert_drawn, run_queue, sprite_state, table_scene
from ui.anim.tween import AnimationQueue
from ui.tables.fools_field import FoolsFieldTable

app = table_util.app  # the fixtures: the table at both sizes, and one small
small_app = table_util.small_app

# -- drawing ------------------------------------------------------------------------------


@pytest.mark.parametrize("viewer", [0, 1])
def test_the_table_draws_every_phase(app, viewer):
    snapshots = phase_snapshots(seed=4, viewer=viewer)
    phases = {phase for phase, _ in snapshots}
    assert {"shuffle", "play", "discard", "tie_offer", "over"} <= phases, phases
    scene = table_scene(app, new_match(1, True, humans=(viewer,)))
    table = scene.table
    rect = scene.table_rect
    for (phase, mine), (view, legal) in snapshots.items():
        table.viewer = viewer
        table.sync(view)
        table.set_choices(legal)
        assert table.status(), (phase, mine)
        assert_drawn(app)
        for key, s in table.sprites.items():
            assert rect.inflate(4, 4).contains(s.hit_rect()), (phase, key, s.hit_rect(), rect)
        plates = [table.plate_rect(seat) for seat in (0, 1)]
        assert not plates[0].colliderect(plates[1])
        for plate in plates:
            assert rect.contains(plate)
            assert plate.top > table.status_y() + app.px(16), "room for the banner"
        mat = table.mat_rect()
        assert rect.contains(mat) and mat.top > table.status_y() + app.px(16)
        # the hand and the action bar stay clear of the field
        hand = [s.hit_rect() for k, s in table.sprites.items() if k[0] == "c" and
                k[1] in view.hand]
        assert all(not mat.colliderect(r) for r in hand)
        assert mat.bottom < table.action_bar_y() - app.px(21)
        if legal is not None and phase != "over":
            assert table.targets or table.buttons()
        assert_no_hidden_face(table, view)


def test_a_spectator_sees_backs_only(small_app):
    m = new_match(2)
    rng = random.Random(2)
    advance_until(m, rng, lambda st: st.phase == 1 and st.occupied.bit_count() >= 3)
    scene = table_scene(small_app, m)
    table = scene.table
    table.viewer = None
    table.sync(m.view(None))
    assert face_cards(table) == {c for c in m.state.field if c >= 0}
    assert sum(1 for k in table.sprites if k[0] == "back") == sum(m.state.hand_n)
    assert table.status()
    assert_drawn(small_app)


# -- animation ----------------------------------------------------------------------------


@pytest.mark.parametrize("viewer, seed", [(0, 9), (1, 8), (None, 3)])
def test_every_event_animates_and_ends_where_sync_puts_it(small_app, viewer, seed):
    match = new_match(seed, True)
    rng = random.Random(seed)
    scene = table_scene(small_app, match)
    table = scene.table
    table.viewer = viewer
    table.sync(match.view(viewer))
    fresh = FoolsFieldTable(scene, GAME, match.names, viewer)
    fresh.layout(scene.table_rect)
    seen = set()
    while not match.is_over():
        before = len(match.log)
        old_view = match.view(viewer)
        step(match, rng)
        view = match.view(viewer)
        queue = AnimationQueue(1.0)
        for entry in match.log[before:]:
            for event in entry.events:
                shown = event.for_viewer(viewer)
                if shown is None:
                    continue
                seen.add(type(shown).__name__)
                table.animate(shown, queue)
        run_queue(queue, lambda a=old_view, b=view: assert_no_hidden_face(table, a, b,
                                                                        resting=False))
        animated = sprite_state(table)
        fresh.sync(view)
        assert animated == sprite_state(fresh), (len(match.log), match.log[-1])
        assert_no_hidden_face(table, view)
        table.sync(view)  # as the scene does after each entry
    expected = {"Shuffled", "GameStarted", "Dealt", "BattleStarted", "Deployed", "Retreated",
                "Drew", "Discarded", "TieOffered", "TieAnswered", "GameEnded", "GameOver"}
    assert expected <= seen, expected - seen


def test_the_tie_race_and_a_resignation_animate(small_app):
    st = tie_race_state()
    match = new_match(1)
    scene = table_scene(small_app, match)
    table = scene.table
    fresh = FoolsFieldTable(scene, GAME, match.names, 0)
    fresh.layout(scene.table_rect)
    for viewer in (0, 1):
        s = st.clone()
        table.viewer = fresh.viewer = viewer
        table.sync(s.view(viewer))
        names = []
        for action in (R.Deploy(card("SSSS"), 4), R.Deploy(card("SFSF"), 3)):
            assert action in s.legal_actions()
            queue = AnimationQueue(1.0)
            for event in s.apply(action):
                shown = event.for_viewer(viewer)
                names.append(type(shown).__name__)
                table.animate(shown, queue)
            run_queue(queue)
            fresh.sync(s.view(viewer))
            assert sprite_state(table) == sprite_state(fresh)
            table.sync(s.view(viewer))
        assert "TieChance" in names and names[-2:] == ["GameEnded", "GameOver"]
        assert s.winners() == [0, 1]
        assert "tie" in table.status().lower()
    # a resignation
    s = st.clone()
    table.viewer = 0
    table.sync(s.view(0))
    queue = AnimationQueue(1.0)
    for event in s.apply(R.Resign()):
        table.animate(event.for_viewer(0), queue)
    run_queue(queue)
    assert "Computer 2 wins" in table.status()


def test_animations_run_through_the_real_scene(small_app):
    """Mid-animation frames draw, and the table settles on the view."""
    match = new_match(7, True)
    scene = table_scene(small_app, match)
    scene.autoplay = True
    rng = random.Random(1)
    for _ in range(600):
        frames(small_app, 1, dt=0.05)
        if scene.decision_at == len(match.log):
            scene.play_human(choose(match.state, rng))
        if match.state.battle >= 3:
            break
    scene.queue.skip()
    frames(small_app, 1)
    assert sprite_state(scene.table) == sprite_state(synced(scene, match))


# -- choosing and placing -----------------------------------------------------------------


def test_choosing_a_card_lights_exactly_its_legal_cells(app):
    scene, match = decision_scene(app, 1, busy_play)
    table = scene.table
    cells = legal_cells(match.state)
    for c in match.view(0).hand:
        sprite = table.sprites[("c", c)]
        click(app, strip_point(sprite))
        if c in cells:
            assert table.selected == c
            assert set(table.lit_cells()) == cells[c]
            lit = {t.cell for t in table.enabled_targets() if t.kind == "cell"}
            assert lit == cells[c]
            assert all(t.action == R.Deploy(c, t.cell) for t in table.enabled_targets()
                       if t.kind == "cell")
            assert "lit cell" in table.status()
            assert_drawn(app)
        else:
            assert sprite.dimmed and table.selected is None
    assert len(match.log) and match.to_move() == 0, "choosing plays nothing"
    # a click on a lit cell places the chosen card there
    c = next(iter(cells))
    if table.selected != c:
        click(app, strip_point(table.sprites[("c", c)]))
    assert table.selected == c
    cell = min(cells[c])
    before = len(match.log)
    click(app, table.cell_rect(cell).center)
    assert len(match.log) == before + 1
    assert match.state.field[cell] == c


def test_a_second_click_puts_the_card_back(small_app):
    scene, match = decision_scene(small_app, 1, busy_play)
    table = scene.table
    c = next(iter(legal_cells(match.state)))
    click(small_app, strip_point(table.sprites[("c", c)]))
    assert table.selected == c
    click(small_app, strip_point(table.sprites[("c", c)]))
    assert table.selected is None and not table.lit_cells()


def test_a_click_on_a_wrong_cell_explains_which_side_does_not_match(small_app):
    scene, match = decision_scene(small_app, 1, busy_play)
    table = scene.table
    st = match.state
    cells = legal_cells(st)
    c = next(iter(cells))
    click(small_app, strip_point(table.sprites[("c", c)]))
    # an open cell (touching the field) where this card does not fit, if any, else a
    # cell touching nothing
    field = st.field
    wrong = [x for x in range(9) if field[x] < 0 and x not in cells[c]]
    touching = [x for x in wrong if any(field[o] >= 0 for o, _ in NEIGHBOURS[x])]
    cell = (touching or wrong)[0]
    click(small_app, table.cell_rect(cell).center)
    reason = st.why_illegal(R.Deploy(c, cell))
    assert reason and scene.message == reason
    if touching:
        assert "side" in reason
    assert match.to_move() == 0 and table.selected == c, "nothing was played"
    # a taken cell says so
    taken = next(x for x in range(9) if field[x] >= 0)
    click(small_app, table.cell_rect(taken).center)
    assert scene.message == "That cell is already taken."


def test_a_click_on_a_dimmed_card_explains_the_rule(small_app):
    scene, match = decision_scene(small_app, 1, busy_play)
    table = scene.table
    dimmed = [t for t in table.targets if t.kind == "card" and t.action is None]
    assert dimmed and all(t.sprite.dimmed for t in dimmed)
    assert all(not t.sprite.dimmed for t in table.enabled_targets())
    target = dimmed[0]
    click(small_app, strip_point(target.sprite))
    reason = match.state.why_illegal(target.candidate)
    assert reason and reason[1:] in scene.message and "would face" in scene.message
    assert target.sprite.shake_t >= 0 or scene.message_t > 0
    assert table.selected is None and match.to_move() == 0


def test_a_cell_clicked_before_choosing_a_card_says_what_to_do(small_app):
    scene, match = decision_scene(small_app, 1, busy_play)
    table = scene.table
    empty = next(x for x in range(9) if match.state.field[x] < 0)
    click(small_app, table.cell_rect(empty).center)
    assert "choose a card" in scene.message.lower()


def drag(app, start, end) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    for k in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 2)


def test_drag_and_drop_places_a_card(app):
    scene, match = decision_scene(app, 1, busy_play)
    table = scene.table
    st = match.state
    cells = legal_cells(st)
    c = next(iter(cells))
    sprite = table.sprites[("c", c)]
    home = (sprite.x, sprite.y)
    # dropped on a cell where it does not fit: explained, and it goes back to the hand
    wrong = next(x for x in range(9) if st.field[x] < 0 and x not in cells[c])
    drag(app, strip_point(sprite), table.cell_rect(wrong).center)
    assert len(match.log) and match.to_move() == 0
    assert scene.message == st.why_illegal(R.Deploy(c, wrong))
    frames(app, 30)
    assert (round(sprite.x), round(sprite.y)) == (round(home[0]), round(home[1]))
    # dropped on a lit cell: placed
    cell = min(cells[c])
    before = len(match.log)
    drag(app, strip_point(sprite), table.cell_rect(cell).center)
    assert len(match.log) == before + 1
    assert match.log[before].action == R.Deploy(c, cell)
    scene.queue.skip()
    frames(app, 2)
    placed = table.sprites[("c", c)]
    centre = table.cell_rect(cell).center
    assert abs(placed.x - centre[0]) <= 1 and abs(placed.y - centre[1]) <= 1


def test_keys_choose_a_card_then_a_cell(small_app):
    scene, match = decision_scene(small_app, 1, busy_play)
    table = scene.table
    cells = legal_cells(match.state)
    from tests.ui.helpers import press

    press(small_app, pygame.K_RIGHT)
    focused = table.hovered
    assert focused is not None and focused.kind == "card" and focused.card in cells
    press(small_app, pygame.K_RETURN)
    assert table.selected == focused.card and table.focus_cells
    press(small_app, pygame.K_DOWN)  # back to the hand
    assert table.selected is None and not table.focus_cells
    press(small_app, pygame.K_RETURN)
    assert table.selected == focused.card
    press(small_app, pygame.K_RIGHT)
    cell = table.hovered.cell
    assert cell in cells[focused.card]
    before = len(match.log)
    press(small_app, pygame.K_RETURN)
    assert len(match.log) == before + 1
    assert match.state.field[cell] == focused.card


def test_the_opening_card_goes_to_the_centre(small_app):
    scene, match = decision_scene(small_app, 1, lambda st: st.phase == 1 and not st.occupied)
    table = scene.table
    assert "open the battle in the centre" in table.status()
    # a cell clicked first says what to do
    click(small_app, table.cell_rect(0).center)
    assert "choose a card" in scene.message.lower()
    # the only cell is the centre: hovering a card shows it there, a click places it
    c = match.view(0).hand[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=strip_point(
        table.sprites[("c", c)]), rel=(0, 0), buttons=(0, 0, 0)))
    frames(small_app, 1)
    assert table._preview_cell() == 4 and table._preview_card() == c
    before = len(match.log)
    click(small_app, strip_point(table.sprites[("c", c)]))
    assert len(match.log) == before + 1 and match.state.field[4] == c
