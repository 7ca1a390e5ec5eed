"""The Makai Fuda table, headless: it draws every phase at both sizes, at 3 and 4 players,
with each variant and for a spectator; every event animates and ends where a plain sync
puts the sprites; a click on a dimmed card explains the rule; Magic's target is chosen
by clicking a Monster on the field; Variant II is played with its button; every choice
is reachable; the tournament-end table waits for the player; a seat's table never shows
a card that seat may not see, and only its owner peeks at a prediction."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from games.makai_fuda.cards import BLUE, GREEN, RED, YELLOW, parse, parse_cards
from games.makai_fuda.moves import BOOST, PLAY, PREDICT, MatchWon
from games.makai_fuda.rules import MakaiState
from games.makai_fuda.view import seen_cards
from tests.ui import table_util
from tests.ui.helpers import click, click_button, frames
from tests.ui.table_util import assert_drawn, sprite_state, table_scene
from tests.ui.table_util import random_step as step
from ui.anim.tween import AnimationQueue
from ui.render import makai_fuda as art
from ui.tables.makai_fuda import MakaiTable, board_of, field_state

GAME = REGISTRY["makai_fuda"]
app = table_util.app  # the fixtures: the table at both sizes, and one small
small_app = table_util.small_app
ALL = {"watch_here": True, "go_that_way": True, "tournaments": 2}
VARIANTS = [{}, {"watch_here": True, "tournaments": 2}, {"go_that_way": True, "tournaments": 2},
            {"tournaments": 3}]


def new_match(n, seed, options=None, humans=(0,)):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i in humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(n)]
    return Match(GAME, n, seats, options or {}, seed=seed)


def position_match(n, hands, options=None, **kw):
    """A match whose game starts from an explicit position (MakaiState.from_position)."""
    match = new_match(n, 1, options)
    hands = [parse_cards(h) for h in hands]
    match.state = MakaiState.from_position(n, hands, options=options, **kw)
    return match


def advance_until(match, rng, predicate, limit=5000) -> bool:
    for _ in range(limit):
        if match.is_over():
            return False
        if match.to_move() != CHANCE and predicate(match.state):
            return True
        step(match, rng)
    return False


def phase_snapshots(n, seed, options=None, viewer=0):
    """(view, legal or None, state) at the first time each (phase, viewer to move) is
    seen in one random game, the end of a tournament and the end of the game."""
    match = new_match(n, seed, options)
    rng = random.Random(seed)
    seen = {}
    while not match.is_over():
        st = match.state
        view = match.view(viewer)
        mine = viewer is not None and st.to_move() == viewer
        key = ("sheet" if view.revealed else view.phase, mine)
        if key not in seen:
            seen[key] = (view, st.legal_actions() if mine else None, st.clone())
        step(match, rng)
    seen[("over", False)] = (match.view(viewer), None, match.state.clone())
    return seen


def visible_face_cards(table) -> set[int]:
    return {key[1] for key, s in table.sprites.items()
            if key[0] == "c" and s.visible and s.alpha > 0.01 and s.flip >= 0.5}


def known_cards(view) -> set[int]:
    """The cards whose faces the view's seat may see: its hand, its prediction, the field,
    the revealed predictions (not the finished matches: they lie face down)."""
    return seen_cards(view) - set(view.out)


def strip_point(target):
    """A point of the target's card that no other card covers (its left strip)."""
    r = target.hit()
    return r.left + max(3, r.w // 10), r.centery


# -- drawing ------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("options", VARIANTS, ids=["basic", "I+III", "II+III", "III"])
def test_the_table_draws_every_phase(app, n, options):
    snapshots = phase_snapshots(n, seed=10 + n, options=options)
    phases = {phase for phase, _ in snapshots}
    assert {"predict", "play", "target", "sheet", "over"} <= phases
    if options.get("go_that_way"):
        assert "switch" in phases
    scene = table_scene(app, new_match(n, 1, options))
    table = scene.table
    rect = scene.table_rect
    for (phase, mine), (view, legal, _) in snapshots.items():
        table.sync(view)
        table.set_choices(legal)
        assert table.status(), (phase, mine)
        assert_drawn(app)
        for key, s in table.sprites.items():  # every sprite lies on the table
            assert rect.inflate(4, 4).contains(s.hit_rect()), (phase, key, s.hit_rect())
        plates = [table.plate_rect(seat) for seat in range(n)]
        for i, a in enumerate(plates):
            assert rect.contains(a)
            assert a.top > table.status_y() + app.px(16), "the plates leave room for the banner"
            assert not any(a.colliderect(b) for b in plates[i + 1:])
        if legal is not None:
            assert table.targets or table.buttons(), phase


@pytest.mark.parametrize("n", [3, 4])
def test_a_spectators_table_draws_every_phase(small_app, n):
    """Between two friends' turns the table is given the spectator's view: no hand, no
    prediction's face, and every phase still draws."""
    snapshots = phase_snapshots(n, seed=3, options=ALL, viewer=None)
    scene = table_scene(small_app, new_match(n, 1, ALL, humans=tuple(range(n))))
    table = scene.table
    assert table.viewer is None
    for (phase, _), (view, _, state) in snapshots.items():
        table.sync(view)
        table.set_choices(None)
        assert table.status(), phase
        assert table.board.seat is None and table.board.hand == ()
        assert not table.peeking()
        assert_drawn(small_app)
        faces = visible_face_cards(table)
        assert faces <= known_cards(view), phase
        if not view.revealed:
            assert not faces & {p for p in state.predictions if p >= 0}


def test_dice_above_six_show_their_number(small_app):
    six, seven = art.die_face(6, 32, 32), art.die_face(7, 32, 32)
    assert pygame.image.tobytes(six, "RGBA") != pygame.image.tobytes(seven, "RGBA")
    assert pygame.image.tobytes(art.die_face(7, 32, 32), "RGBA") != \
        pygame.image.tobytes(art.die_face(8, 32, 32), "RGBA")


def test_a_die_counts_past_six_on_its_prize_card(small_app):
    match = position_match(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"],
                           predictions=[parse("B3"), parse("G3"), parse("Y3"), parse("R3")],
                           dice=[7, 1, 0, 0])
    scene = table_scene(small_app, match)
    table = scene.table
    assert ("die", BLUE, 7) in table.sprites and ("die", GREEN, 1) in table.sprites
    assert ("die", YELLOW, 0) in table.sprites, "an unused die rests in the stock"
    die = table.sprites[("die", BLUE, 7)]
    assert table.prize_rect(table.board, BLUE).collidepoint(die.x, die.y)
    assert_drawn(small_app)


# -- the field ----------------------------------------------------------------------------


def test_the_field_shows_running_strengths_with_poison_and_the_boss(small_app):
    """The rulebook's Example 4: Red 9 (Boss), Blue 3 (Poison), Yellow 4 (Poison), then
    Green 4: Yellow wins with 104."""
    match = position_match(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2 G4"],
                           predictions=[parse("B4"), parse("G3"), parse("Y3"), parse("R3")],
                           field=[parse("R9"), parse("B3"), parse("Y4")], leader=0,
                           dice=[1, 0, 0, 1])
    f = field_state(match.state.view(3).plays)
    assert f.boss and f.order == (RED, BLUE, YELLOW)
    assert (f.strengths[BLUE], f.strengths[YELLOW], f.strengths[RED]) == (103, 104, 9)
    assert f.winning == YELLOW
    scene = table_scene(small_app, match)
    table = scene.table
    table.viewer = 3
    table.sync(match.view(3))
    glowing = {key[1] for key, s in table.sprites.items() if key[0] == "c" and s.glow}
    assert glowing == {parse("Y4")}, "the winning card is highlighted"
    slots = [table.sprites[("c", parse(n))].x for n in ("R9", "B3", "Y4")]
    assert slots == sorted(slots), "the field lies in play order"
    assert_drawn(small_app)


def test_a_magic_target_is_chosen_by_clicking_a_monster_on_the_field(small_app):
    match = position_match(4, ["R1 R2", "G1 G2", "Y1 Y2", "M1 G4 G6"],
                           predictions=[parse("R3"), parse("G3"), parse("Y3"), parse("B4")],
                           field=[parse("B5"), parse("R5"), parse("Y5")], leader=0)
    match.seats[3] = Seat("Player 4", HUMAN)
    match.seats[0] = Seat("Computer 1", COMPUTER, "random")
    scene = table_scene(small_app, match)
    scene.switch_viewer(3)
    scene.prepare_decision()
    frames(small_app, 1)
    table = scene.table
    magic = next(t for t in table.enabled_targets() if t.action is PLAY[parse("M1")])
    click(small_app, strip_point(magic))
    scene.queue.skip()
    frames(small_app, 2)
    scene.prepare_decision()
    assert match.state.view(3).phase == "target"
    assert "click the Monster on the field" in table.status()
    assert table.explanation()
    choices = table.enabled_targets()
    assert {t.action for t in choices} == {BOOST[BLUE], BOOST[RED], BOOST[YELLOW]}
    assert {t.sprite.key for t in choices} == {("c", parse(n)) for n in ("B5", "R5", "Y5")}
    assert all(t.sprite.y < small_app.size[1] * 0.75 for t in choices), "on the field"
    red = next(t for t in choices if t.action is BOOST[RED])
    before = len(match.log)
    click(small_app, red.hit().center)
    assert len(match.log) == before + 1
    events = match.log[-1].events
    winner = next(e for e in events if isinstance(e, MatchWon))
    assert winner.monster == RED and winner.leader == 3, "Red 5 + 3 beats Blue 5"


# -- clicking -----------------------------------------------------------------------------


def test_a_click_on_a_dimmed_card_explains_the_rule(small_app):
    match = position_match(4, ["B1 G7 R2 M1", "G1 G2 G3", "Y1 Y2 Y3", "R3 R4 R5"],
                           predictions=[parse("B2"), parse("G5"), parse("Y5"), parse("R7")],
                           field=[parse("R1"), parse("G6"), parse("Y6")], leader=1)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    frames(small_app, 1)
    table = scene.table
    assert "Play a Monster not on the field yet (you hold Blue), or Magic" in table.status()
    dimmed = {t.sprite.key[1]: t for t in table.targets if t.action is None}
    assert set(dimmed) == {parse("G7"), parse("R2")}
    assert all(t.sprite.dimmed for t in dimmed.values())
    assert {t.action for t in table.enabled_targets()} == {PLAY[parse("B1")],
                                                           PLAY[parse("M1")]}
    target = dimmed[parse("G7")]
    click(small_app, strip_point(target))
    assert "Green is already on the field" in scene.message
    assert scene.message == match.state.why_illegal(target.candidate)
    assert not match.log, "nothing was played"
    # a legal card is played by a click
    click(small_app, strip_point(table.enabled_targets()[0]))
    assert len(match.log) == 1


def test_magic_is_never_a_prediction_and_a_click_says_so(small_app):
    hands = [" ".join([f"{letter}{k}" for k in range(1, 11)] + [f"M{i + 1}"])
             for i, letter in enumerate("BGYR")]
    match = position_match(4, hands, start_player=0)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    frames(small_app, 1)
    table = scene.table
    assert table.status().startswith("The prediction: put a Monster of your hand face down")
    magic = next(t for t in table.targets if t.action is None)
    assert magic.sprite.key == ("c", parse("M1"))
    click(small_app, magic.hit().center)
    assert scene.message == "Your prediction must be a Monster card, never Magic."
    blue = next(t for t in table.enabled_targets() if t.action is PREDICT[parse("B2")])
    click(small_app, strip_point(blue))
    scene.queue.skip()
    frames(small_app, 2)
    assert match.state.predictions[0] == parse("B2")
    assert table.board.own_prediction == parse("B2")
    assert ("pred", 0) in table.sprites and table.sprites[("pred", 0)].flip < 0.5


def test_variant_ii_plays_the_prediction_with_its_button(small_app):
    options = {"go_that_way": True}
    match = position_match(4, ["B1 G7 R2", "G1 G2 G3", "Y1 Y2 Y3", "R3 R4 R5"],
                           predictions=[parse("B2"), parse("G5"), parse("Y5"), parse("R7")],
                           gold=[30, 0, 0, 0], options=options, leader=0)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    frames(small_app, 1)
    table = scene.table
    assert [b.label for b in table.buttons()] == ["Play it instead (10 gold)"]
    button = table.buttons()[0]
    own = table.sprites[("pred", 0)].hit_rect()
    assert button.rect.bottom <= own.top and abs(button.rect.centerx - own.centerx) < \
        small_app.px(80), "beside the face-down prediction"
    click_button(small_app, "Play it instead (10 gold)")
    scene.queue.skip()
    frames(small_app, 2)
    scene.prepare_decision()
    assert match.state.view(0).phase == "switch"
    assert "another type than Blue" in table.status()
    blue = next(t for t in table.targets if t.sprite.key == ("c", parse("B1")))
    assert blue.action is None, "not the type just revealed"
    click(small_app, strip_point(blue))
    assert "another type than the Blue you just revealed" in scene.message
    red = next(t for t in table.enabled_targets() if t.action is PREDICT[parse("R2")])
    click(small_app, red.hit().center)
    scene.queue.skip()
    frames(small_app, 2)
    assert match.state.predictions[0] == parse("R2") and match.state.gold[0] == 20
    assert table.board.own_prediction == parse("R2") and table.board.switched[0]


@pytest.mark.parametrize("n, options", [(3, ALL), (4, ALL)])
def test_every_choice_is_reachable(small_app, n, options):
    """At every decision of a game, each legal action is a lifted card or a button."""
    match = new_match(n, 5, options)
    scene = table_scene(small_app, match)
    table = scene.table
    rng = random.Random(5)
    decisions = 0
    while not match.is_over():
        if match.to_move() == 0:
            table.sync(match.view(0))
            legal = match.state.legal_actions()
            table.set_choices(legal)
            reachable = {t.action for t in table.enabled_targets()}
            reachable |= {b.action for b in table.buttons()}
            assert set(legal) == reachable, (match.view(0).phase, legal)
            decisions += 1
        step(match, rng)
    assert decisions > 20


def test_peeking_at_your_prediction(small_app):
    match = position_match(4, ["B1 G7 R2", "G1 G2 G3", "Y1 Y2 Y3", "R3 R4 R5"],
                           predictions=[parse("B2"), parse("G5"), parse("Y5"), parse("R7")])
    scene = table_scene(small_app, match)
    table = scene.table
    assert not table.peeking()
    own = table.sprites[("pred", 0)]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=own.hit_rect().center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(small_app, 2)
    assert table.peeking(), "the pointer on it"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(small_app, 1)
    assert not table.peeking()
    small_app.keys_down.add(pygame.K_p)
    try:
        assert table.peeking(), "P held"
        assert_drawn(small_app)
        # another seat's table peeks at that seat's own card, never at seat 0's
        table.show_view(1, match.view(1))
        assert table.peeking() and table.board.own_prediction == parse("G5")
        assert ("pred", 0) in table.sprites and table.sprites[("pred", 0)].flip < 0.5
        table.show_view(None, match.view(None))
        assert not table.peeking() and table.board.own_prediction == -1
    finally:
        small_app.keys_down.discard(pygame.K_p)


# -- animation ----------------------------------------------------------------------------


EVENTS = {"StartPlayerDrawn", "TournamentStarted", "Shuffled", "Dealt", "PredictionMade",
          "Played", "MagicRaised", "MagicAimed", "MatchWon", "PredictionsRevealed",
          "TournamentWon", "ChipsMoved", "StartPlayerPassed", "GameOver"}


@pytest.mark.parametrize("n, seed, options, viewer", [
    (3, 5, {"tournaments": 2}, 0), (4, 3, ALL, 1), (4, 7, {"go_that_way": True}, None)])
def test_every_event_animates_and_ends_where_sync_puts_it(small_app, n, seed, options,
                                                         viewer):
    match = new_match(n, seed, options)
    rng = random.Random(seed)
    scene = table_scene(small_app, match)
    table = scene.table
    table.viewer = viewer
    table.sync(match.view(viewer))
    fresh = MakaiTable(scene, GAME, match.names, viewer)
    fresh.layout(scene.table_rect)
    seen = set()
    while not match.is_over():
        before = len(match.log)
        earlier = seen_cards(match.view(viewer))
        step(match, rng)
        queue = AnimationQueue(1.0)
        for entry in match.log[before:]:
            for event in entry.events:
                shown = event.for_viewer(viewer)
                if shown is None:
                    continue
                seen.add(type(shown).__name__)
                table.animate(shown, queue)
        view = match.view(viewer)
        for _ in range(3000):  # mid-animation frames show only what was or is now seen
            if not queue.busy:
                break
            if queue.holding:
                queue.advance()
            queue.update(0.07)
            assert visible_face_cards(table) <= seen_cards(view) | earlier
        table.draw(small_app.screen)
        assert table.status()
        fresh.sync(view)
        assert sprite_state(table) == sprite_state(fresh), (len(match.log), match.log[-1])
        assert visible_face_cards(table) <= known_cards(view)
        table.sync(view)  # as the scene does after each entry
    expected = EVENTS | ({"GoldPaid"} if options.get("go_that_way") else set())
    assert expected <= seen, expected - seen


def test_animations_run_through_the_real_scene(small_app):
    match = new_match(4, 7, ALL)
    match.run_chance()
    scene = table_scene(small_app, match)
    scene.autoplay = True
    rng = random.Random(1)
    for _ in range(400):
        frames(small_app, 1, dt=0.05)
        if match.state.match_no >= 4:
            break
        if scene.decision_at == len(match.log):
            scene.play_human(rng.choice(match.state.legal_actions()))
    scene.queue.skip()
    frames(small_app, 1)
    fresh = MakaiTable(scene, GAME, match.names, scene.viewer)
    fresh.layout(scene.table_rect)
    fresh.sync(match.view(scene.viewer))
    assert sprite_state(scene.table) == sprite_state(fresh)


def test_the_tournament_end_table_waits_for_the_player(small_app):
    match = new_match(3, 7, {"tournaments": 2})
    match.run_chance()
    scene = table_scene(small_app, match)
    scene.autoplay = True
    rng = random.Random(1)
    for _ in range(20000):
        frames(small_app, 1, dt=0.05)
        if scene.queue.holding:
            break
        if scene.decision_at == len(match.log):
            scene.play_human(rng.choice(match.state.legal_actions()))
    table = scene.table
    assert scene.queue.holding and table.shown.sheet and table.shown.summary.tournament == 1
    sheet = table.score_sheet(table.shown)
    assert [c.header for c in sheet.columns] == ["Predicted", "Prize", "Gold"]
    view = match.view(0)
    assert [r[2].text for r in sheet.rows] == [str(g) for g in view.gold]
    logged = len(match.log)
    frames(small_app, 300, dt=0.05)  # fifteen seconds: still the table
    assert scene.queue.holding and len(match.log) == logged
    click(small_app, scene.table_rect.center)
    assert not scene.queue.holding
    frames(small_app, 200, dt=0.05)
    assert match.state.tournament == 2


def test_a_resize_keeps_the_table_in_place(small_app):
    match = new_match(4, 2, ALL)
    assert advance_until(match, random.Random(2), lambda st: st.to_move() == 0 and
                         st.view(0).phase == "play" and st.plays)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    small_app.screen = pygame.display.set_mode((1920, 1080))
    small_app.scale = 1.5
    scene._layout()
    scene.prepare_decision()
    frames(small_app, 2)
    fresh = MakaiTable(scene, GAME, match.names, 0)
    fresh.layout(scene.table_rect)
    fresh.sync(match.view(0))
    assert sprite_state(scene.table) == sprite_state(fresh)
    assert scene.table.targets


# -- hidden information -------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4])
def test_the_table_never_shows_another_seats_cards(small_app, n):
    scene = table_scene(small_app, new_match(n, 1))
    table = scene.table
    for seed in (1, 2):
        for view, _, state in phase_snapshots(n, seed, options=ALL).values():
            table.sync(view)
            faces = visible_face_cards(table)
            assert faces <= known_cards(view)
            others = {c for s in range(1, n) for c in state.hands[s]}
            if not view.revealed:
                others |= {p for s, p in enumerate(state.predictions) if s and p >= 0}
            assert not faces & others, "no other seat's card face on seat 0's table"


# -- words --------------------------------------------------------------------------------


def test_status_names_the_rule_in_force(small_app):
    match = position_match(4, ["B1 G7 R2 M1", "G1 G2 G3 G4", "Y1 Y2 Y3 Y4", "R3 R4 R5 R6"],
                           predictions=[parse("B2"), parse("G5"), parse("Y5"), parse("R7")],
                           leader=0)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    assert scene.table.status() == "Match 7 of 10 \u00b7 Your lead: play any card"
    match = position_match(4, ["G7 R2 M1", "G1 G2", "Y1 Y2", "R3 R4"],
                           predictions=[parse("B2"), parse("G5"), parse("Y5"), parse("R7")],
                           field=[parse("R1"), parse("G6"), parse("Y6")], leader=1)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    assert scene.table.status() == ("Match 8 of 10 \u00b7 Every Monster you hold is on the "
                                    "field: play any card")


def test_results_list_every_tournament(small_app):
    match = new_match(4, 4, {"tournaments": 3})
    rng = random.Random(4)
    while not match.is_over():
        step(match, rng)
    scene = table_scene(small_app, match)
    view = match.view(0)
    result = scene.table.results(view)
    assert result.headers == ["Player", "T1", "T2", "T3", "Gold"]
    assert [row[-1] for row in result.rows] == [str(g) for g in view.gold]
    for seat, row in enumerate(result.rows):
        for t, (_, _, _, predictions, prizes) in enumerate(view.results):
            cell = row[1 + t]
            assert cell.startswith(("Blue", "Green", "Yellow", "Red")[predictions[seat] >> 4])
            assert cell.endswith(f"+{prizes[seat]}") == bool(prizes[seat])
    # the last tournament's table is on the table, final, with the winners starred
    b = board_of(view)
    assert b.sheet and b.summary.final and set(b.summary.winners) == set(view.winners)
    sheet = scene.table.score_sheet(b)
    assert set(sheet.starred) == set(view.winners)
    assert "Game over" in scene.table.status()
    assert_drawn(small_app)


def test_the_chips_stack_as_10s_and_20s(small_app):
    match = position_match(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"],
                           predictions=[parse("B3"), parse("G3"), parse("Y3"), parse("R3")],
                           chips=[0, 10, 30, 40])
    scene = table_scene(small_app, match)
    chips = {k for k in scene.table.sprites if k[0] == "chip"}
    assert chips == {("chip", GREEN, 0, 10), ("chip", YELLOW, 0, 20), ("chip", YELLOW, 1, 10),
                     ("chip", RED, 0, 20), ("chip", RED, 1, 20)}
    stock = [k for k in scene.table.sprites if k[0] == "schip"]
    assert len(stock) == 8 - len(chips), "the box holds 8 chips"


def test_a_match_with_only_magic_has_no_winner_on_the_table(small_app):
    match = position_match(3, ["B1 B2", "Y1 Y2", "M3 R1 R2"],
                           predictions=[parse("B3"), parse("Y3"), parse("R3")],
                           field=[(parse("M1"), None), (parse("M2"), None)], leader=0)
    match.seats[2] = Seat("Player 3", HUMAN)
    scene = table_scene(small_app, match)
    table = scene.table
    table.viewer = 2
    table.sync(match.view(2))
    queue = AnimationQueue(1.0)
    before = len(match.log)
    match.play(PLAY[parse("M3")])
    for event in match.log[before].events:
        table.animate(event.for_viewer(2), queue)
    won = next(e for e in match.log[before].events if isinstance(e, MatchWon))
    assert won.monster is None and won.leader == 0
    statuses = set()
    for _ in range(200):
        if not queue.busy:
            break
        queue.update(0.05)
        statuses.add(table.status())
    assert ("Match 8: no Monster on the field, nobody wins \u00b7 Player 1 leads again"
            in statuses)
