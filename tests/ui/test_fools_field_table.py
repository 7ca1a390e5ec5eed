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

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from games.fools_field import rules as R
from games.fools_field.cards import NEIGHBOURS, card_code
from games.fools_field.deployment import touching_sides
from games.fools_field.rules import FieldState
from tests.ui.helpers import click, click_button, frames, make_app
from ui.anim.tween import AnimationQueue
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.tables.fools_field import FoolsFieldTable, board_of, points_text

GAME = REGISTRY["fools_field"]
SIZES = [(1280, 720), (1920, 1080)]
BY_CODE = {card_code(c): c for c in range(23)}


def card(code: str) -> int:
    return BY_CODE[code]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    app = make_app(request.param)
    app.push(MenuScene(app))
    yield app
    app.shutdown()


@pytest.fixture
def small_app():
    app = make_app()
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def new_match(seed, match=False, humans=(0,)):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i in humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(2)]
    return Match(GAME, 2, seats, {"match": match}, seed=seed)


def choose(state, rng):
    """A random move that seldom concedes: ties are offered now and then (and mostly
    declined), a resignation is rare, so games run long and every event shows up."""
    legal = state.legal_actions()
    kinds = {type(a): a for a in legal}
    if R.DeclineTie in kinds:
        return kinds[R.AcceptTie] if rng.random() < 0.25 else kinds[R.DeclineTie]
    r = rng.random()
    if R.OfferTie in kinds and r < 0.02:
        return kinds[R.OfferTie]
    if r > 0.998:
        return kinds[R.Resign]
    moves = [a for a in legal if not isinstance(a, (R.OfferTie, R.Resign))]
    return rng.choice(moves)


def step(match, rng):
    if match.to_move() == CHANCE:
        match.advance_chance()
    else:
        match.play(choose(match.state, rng))


def advance_until(match, rng, predicate, limit=4000) -> bool:
    for _ in range(limit):
        if match.is_over():
            return False
        if match.to_move() != CHANCE and predicate(match.state):
            return True
        step(match, rng)
    return False


def phase_snapshots(seed, match=True, viewer=0):
    """(view, legal or None) at the first time each (phase, viewer to move) is seen in
    one random match, plus the shuffle between games and the end."""
    m = new_match(seed, match)
    rng = random.Random(seed)
    seen = {}
    while not m.is_over():
        st = m.state
        key = (m.view(viewer).phase, st.to_move() == viewer)
        if key not in seen:
            legal = st.legal_actions() if st.to_move() == viewer else None
            seen[key] = (m.view(viewer), legal)
        step(m, rng)
    seen[("over", False)] = (m.view(viewer), None)
    return seen


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


def face_cards(table) -> set[int]:
    return {key[1] for key, s in table.sprites.items()
            if key[0] == "c" and s.visible and s.alpha > 0.01 and s.flip >= 0.5}


def seen_cards(view) -> set[int]:
    """What the viewer may see face up: its hand, its discards and the field."""
    return set(view.hand) | set(view.my_discards) | {c for c in view.field if c >= 0}


def assert_no_hidden_face(table, *views, resting=True):
    """Every face showing is one of the viewer's own cards or a field card (of the view
    before or after the step animated): never the opponent's hand, the deck or the
    opponent's discards."""
    allowed = set().union(*(seen_cards(v) for v in views))
    assert face_cards(table) <= allowed
    for key, s in table.sprites.items():
        if s.face is not None and s.visible and s.alpha > 0.01 and s.flip >= 0.5:
            assert s.card in allowed, (key, s.card)
        if key[0] != "c" and resting:
            assert s.face is None, f"{key} lies face down and has no face to show"


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


def sprite_state(table) -> dict:
    return {key: (round(s.x, 1), round(s.y, 1), round(s.w, 1), round(s.h, 1),
                  round(s.flip), round(s.alpha, 2), s.visible, round(s.angle, 1))
            for key, s in table.sprites.items()}


def run_queue(queue, check=None, dt=0.07):
    for i in range(4000):
        if not queue.busy:
            return
        if queue.holding:  # a score table waits for the player: go on
            queue.advance()
        queue.update(dt)
        if check is not None and i % 3 == 0:
            check()
    raise AssertionError("the animation did not end")


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


def tie_race_state() -> FieldState:
    """The deck is out and the battle started with one card in each hand: seat 0 (the
    start player) holds the 4 Shields, seat 1 a card with Flowers right and left, which
    fits beside it."""
    hands = [[card("SSSS")], [card("SFSF")]]
    rest = [c for c in range(23) if c not in (card("SSSS"), card("SFSF"))]
    return FieldState.from_position(hands=hands, deck=(), discards=(rest[:11], rest[11:]),
                                    tie_battle=True, start_player=0)


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
    assert sprite_state(scene.table) == sprite_state(_synced(scene, match))


def _synced(scene, match):
    fresh = FoolsFieldTable(scene, GAME, match.names, scene.viewer)
    fresh.layout(scene.table_rect)
    fresh.sync(match.view(scene.viewer))
    return fresh


# -- choosing and placing -----------------------------------------------------------------


def decision_scene(app, seed, predicate, match_mode=False):
    for s in range(seed, seed + 60):
        match = new_match(s, match_mode)
        if advance_until(match, random.Random(s), lambda st: st.to_move() == 0 and
                         predicate(st)):
            scene = table_scene(app, match)
            scene.prepare_decision()
            frames(app, 1)
            return scene, match
    raise AssertionError("no seed reached the position")


def legal_cells(state) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {}
    for a in state.legal_actions():
        if isinstance(a, R.Deploy):
            out.setdefault(a.card, set()).add(a.cell)
    return out


def busy_play(st) -> bool:
    return st.phase == 1 and st.occupied.bit_count() >= 3 and len(legal_cells(st)) >= 2 \
        and any(c not in legal_cells(st) for c in range(23) if st.hands[0] >> c & 1)


def strip_point(sprite):
    """A point of a hand card that no other card covers (its left strip)."""
    r = sprite.hit_rect()
    return r.left + max(3, r.w // 10), r.centery


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
    assert sprite_state(table) == sprite_state(_synced(scene, match))
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
