"""The Slaughter the Dragon table, headless: it draws every phase at both sizes and for
3-5 players, every event animates and ends where a plain sync puts the sprites, a click
on a dimmed card explains the rule, the jutsu are played by clicking, and a seat's table
never shows a card that seat may not see."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from games.dragon import rules as R
from games.dragon.cards import PURPLE, RED, card
from games.dragon.view import known_cards
from tests.ui import table_util
from tests.ui.helpers import click, click_button, frames
from tests.ui.table_util import assert_drawn, run_queue, sprite_state, table_scene
from tests.ui.table_util import random_step as step
from ui.anim.tween import AnimationQueue
from ui.tables.dragon import DragonTable, board_of

GAME = REGISTRY["dragon"]
app = table_util.app  # the fixtures: the table at both sizes, and one small
small_app = table_util.small_app


def new_match(n, seed, advanced=False, humans=(0,)):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i in humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(n)]
    return Match(GAME, n, seats, {"advanced": advanced}, seed=seed)


def advance_until(match, rng, predicate, limit=3000) -> bool:
    for _ in range(limit):
        if match.is_over():
            return False
        if match.to_move() != CHANCE and predicate(match.state):
            return True
        step(match, rng)
    return False


def phase_snapshots(n, seed, advanced=False, viewer=0):
    """(view, legal or None, state) at the first time each (phase, viewer to move) is
    seen in one random game, plus the end of the game."""
    match = new_match(n, seed, advanced)
    rng = random.Random(seed)
    seen = {}
    while not match.is_over():
        st = match.state
        key = (st.phase_name(), st.to_move() == viewer)
        if key not in seen:
            legal = st.legal_actions() if st.to_move() == viewer else None
            seen[key] = (match.view(viewer), legal, st.clone())
        step(match, rng)
    seen[("over", False)] = (match.view(viewer), None, match.state.clone())
    return seen


def play_on_screen(app, scene, match, rng, until, limit):
    """Drive the real scene frame by frame, the human seat playing at random."""
    for _ in range(limit):
        frames(app, 1, dt=0.05)
        if until():
            return
        if scene.decision_at == len(match.log):
            scene.play_human(rng.choice(match.state.legal_actions()))


def visible_face_cards(table) -> set[int]:
    return {key[1] for key, s in table.sprites.items()
            if key[0] == "c" and s.visible and s.alpha > 0.01 and s.flip >= 0.5}


# -- drawing ------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4, 5])
def test_the_table_draws_every_phase(app, n):
    snapshots = phase_snapshots(n, seed=10 + n)
    phases = {phase for phase, _ in snapshots}
    assert {"summon_pick", "summon_return", "divide", "play", "over"} <= phases
    scene = table_scene(app, new_match(n, 1))
    table = scene.table
    rect = scene.table_rect
    for (phase, mine), (view, legal, _) in snapshots.items():
        table.sync(view)
        table.set_choices(legal)
        assert table.status(), (phase, mine)
        assert_drawn(app)
        # every sprite lies on the table
        for key, s in table.sprites.items():
            r = s.hit_rect()
            assert rect.inflate(4, 4).contains(r), (phase, key, r, rect)
        # the seats' plates do not overlap and stay inside the table
        plates = [table.plate_rect(seat) for seat in range(n)]
        for i, a in enumerate(plates):
            assert rect.contains(a)
            assert a.top > table.status_y() + app.px(16), "the plates leave room for the banner"
            for b in plates[i + 1:]:
                assert not a.colliderect(b)
        if legal is not None and phase not in ("over",):
            assert table.targets or table.buttons()


def test_soul_sucking_draws_and_explains_itself(app):
    hands = [
        [card(PURPLE, r) for r in (12, 1, 2)] + [card(RED, r) for r in range(1, 9)],
        [card(PURPLE, r) for r in (3, 4, 5)] + [card(RED, r) for r in (9, 10, 11, 12)]
        + [card(2, r) for r in (1, 2, 3, 4)],
        [card(PURPLE, r) for r in (6, 7, 8)] + [card(2, r) for r in range(5, 13)],
        [card(PURPLE, r) for r in (9, 10, 11)] + [card(3, r) for r in range(1, 9)],
    ]
    scale = [card(3, r) for r in (9, 10, 11, 12)]
    st = R.DragonState.from_position(4, hands, trump=PURPLE, scale=scale, start="jutsu",
                                     advanced=True, game=GAME)
    assert st.phase_name() == "soul_give" and st.to_move() == 1
    scene = table_scene(app, new_match(4, 1))
    table = scene.table
    table.viewer = 1
    table.sync(st.view(1))
    table.set_choices(st.legal_actions())
    assert "Soul-Sucking" in table.status() and "Player 1" in table.status()
    assert table.explanation()
    assert len(table.enabled_targets()) == 11
    assert_drawn(app)
    # the practitioner, once everyone has given: the received cards are pointed out
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert st.phase_name() == "soul_return"
    table.viewer = 0
    table.sync(st.view(0))
    table.set_choices(st.legal_actions())
    assert len(table.board.marked) == 3
    assert "give Computer 2" in table.status() or "give Player 2" in table.status()
    assert_drawn(app)


# -- animation ----------------------------------------------------------------------------


@pytest.mark.parametrize("n, seed, advanced, viewer", [
    (3, 5, False, 0), (4, 3, True, 1), (5, 3, False, None)])
def test_every_event_animates_and_ends_where_sync_puts_it(small_app, n, seed, advanced,
                                                         viewer):
    match = new_match(n, seed, advanced)
    rng = random.Random(seed)
    scene = table_scene(small_app, match)
    table = scene.table
    table.viewer = viewer
    table.sync(match.view(viewer))
    fresh = DragonTable(scene, GAME, match.names, viewer)
    fresh.layout(scene.table_rect)
    seen = set()
    while not match.is_over():
        before = len(match.log)
        step(match, rng)
        queue = AnimationQueue(1.0)
        for entry in match.log[before:]:
            for event in entry.events:
                shown = event.for_viewer(viewer)
                if shown is None:
                    continue
                seen.add(type(shown).__name__)
                table.animate(shown, queue)
        run_queue(queue)
        view = match.view(viewer)
        animated = sprite_state(table)
        fresh.sync(view)
        assert animated == sprite_state(fresh), (len(match.log), match.log[-1])
        # nothing shows a card face the seat may not see
        assert visible_face_cards(table) <= known_cards(view)
        table.sync(view)  # as the scene does after each entry
    expected = {"Shuffled", "RoundStarted", "Dealt", "ScaleFormed", "TrumpRevealed",
                "ScaleCardPicked", "SummonedCards", "ScaleCardReturned",
                "HighestTrumpCalled", "DivisionMove", "DivisionFinished", "Played",
                "TrickWon", "ScaleRevealed", "RoundScored", "GameOver"}
    assert expected <= seen, expected - seen
    if advanced:
        assert "CardPassed" in seen, "this seed plays a Soul-Sucking Jutsu"
    assert "PileTakenUp" in seen or n == 5


def test_animations_run_through_the_real_scene(small_app):
    """Mid-animation frames draw, and the table settles on the view."""
    match = new_match(4, 7)
    match.run_chance()
    scene = table_scene(small_app, match)
    scene.autoplay = True
    play_on_screen(small_app, scene, match, random.Random(1),
                   until=lambda: len(match.state.tricks) >= 3, limit=300)
    scene.queue.skip()
    frames(small_app, 1)
    assert sprite_state(scene.table) == sprite_state(_synced(scene, match))


def _synced(scene, match):
    fresh = DragonTable(scene, GAME, match.names, scene.viewer)
    fresh.layout(scene.table_rect)
    fresh.sync(match.view(scene.viewer))
    return fresh


# -- hidden information -------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 5])
def test_the_table_never_shows_another_seats_cards(small_app, n):
    scene = table_scene(small_app, new_match(n, 1))
    table = scene.table
    for seed in (1, 2):
        for view, _, state in phase_snapshots(n, seed, advanced=True).values():
            table.sync(view)
            faces = visible_face_cards(table)
            assert faces <= known_cards(view)
            others = {c for s in range(1, n) for c in state.hands[s] + state.piles[s]}
            assert not faces & others, "no opponent card face on seat 0's table"
            assert not faces & set(state.scale)


# -- clicking -----------------------------------------------------------------------------


def decision_scene(app, n, seed, predicate, advanced=False):
    for s in range(seed, seed + 40):
        match = new_match(n, s, advanced)
        if advance_until(match, random.Random(s), lambda st: st.to_move() == 0 and
                         predicate(st)):
            scene = table_scene(app, match)
            scene.prepare_decision()
            frames(app, 1)
            return scene, match
    raise AssertionError("no seed reached the position")


def strip_point(target):
    """A point of the target's card that no other card covers (the left strip)."""
    r = target.hit()
    return r.left + max(3, r.w // 10), r.centery


def test_a_click_on_a_dimmed_card_explains_the_rule(small_app):
    def must_follow(st):
        if st.phase_name() != "play" or not st.trick:
            return False
        lead = st.trick[0] >> 4
        hand = st.hands[0]
        return any(c >> 4 == lead for c in hand) and any(c >> 4 != lead for c in hand)

    scene, match = decision_scene(small_app, 4, 1, must_follow)
    table = scene.table
    dimmed = [t for t in table.targets if t.action is None]
    assert dimmed and all(t.sprite.dimmed for t in dimmed)
    assert all(not t.sprite.dimmed for t in table.enabled_targets())
    target = dimmed[0]
    click(small_app, strip_point(target))
    assert "follow suit" in scene.message
    assert scene.message == match.state.why_illegal(target.candidate)
    assert target.sprite.shake_t >= 0 or scene.message_t > 0
    assert len(match.log) and match.to_move() == 0, "nothing was played"
    # a legal card is played by a click
    legal = table.enabled_targets()[0]
    before = len(match.log)
    click(small_app, strip_point(legal))
    assert len(match.log) == before + 1


def test_summoning_is_played_by_clicking(small_app):
    scene, match = decision_scene(small_app, 4, 1,
                                  lambda st: st.phase_name() == "summon_pick")
    table = scene.table
    assert "Summoning" in table.status() and table.explanation()
    picks = table.enabled_targets()
    assert len(picks) == 4 and all(isinstance(t.action, R.PickScale) for t in picks)
    click(small_app, picks[2].hit().center)
    scene.queue.skip()
    frames(small_app, 2)
    scene.prepare_decision()
    click(small_app, table.enabled_targets()[0].hit().center)
    scene.queue.skip()
    frames(small_app, 2)
    assert match.state.phase_name() == "summon_return"
    scene.prepare_decision()
    assert len(table.board.marked) > 0 or table.board.hand, "the summoned cards are marked"
    for _ in range(2):
        scene.prepare_decision()
        target = table.enabled_targets()[0]
        assert isinstance(target.action, R.ReturnToScale)
        click(small_app, strip_point(target))
        scene.queue.skip()
        frames(small_app, 2)
    assert match.state.phase_name() != "summon_return"


def test_bodily_division_is_played_by_clicking(small_app):
    scene, match = decision_scene(small_app, 4, 1, lambda st: st.phase_name() == "divide")
    table = scene.table
    assert table.status().startswith("Bodily Division: you hold the highest trump (")
    assert not table.buttons(), "no Done before the pile holds a card"
    for _ in range(3):
        target = next(t for t in table.enabled_targets() if isinstance(t.action, R.ToPile))
        click(small_app, strip_point(target))
        scene.queue.skip()
        frames(small_app, 2)
        scene.prepare_decision()
    assert len(match.state.piles[0]) == 3
    pile_card = next(t for t in table.enabled_targets() if isinstance(t.action, R.ToHand))
    click(small_app, strip_point(pile_card))
    scene.queue.skip()
    frames(small_app, 2)
    scene.prepare_decision()
    assert len(match.state.piles[0]) == 2
    assert [b.label for b in table.buttons()] == ["Done"]
    click_button(small_app, "Done")
    scene.queue.skip()
    frames(small_app, 2)
    assert match.state.phase_name() == "play" and match.state.divider == 0
    assert len(table.board.pile) == 2


def test_a_resize_keeps_the_table_in_place(small_app):
    scene, match = decision_scene(small_app, 5, 2, lambda st: st.phase_name() == "play")
    table = scene.table
    small_app.screen = pygame.display.set_mode((1920, 1080))
    small_app.scale = 1.5
    scene._layout()
    scene.prepare_decision()
    frames(small_app, 2)
    assert sprite_state(table) == sprite_state(_synced(scene, match))
    assert table.targets


# -- results ------------------------------------------------------------------------------


def test_results_show_every_round_and_mark_the_moon(small_app):
    match = new_match(3, 4)
    rng = random.Random(4)
    while not match.is_over():
        step(match, rng)
    scene = table_scene(small_app, match)
    view = match.view(0)
    result = scene.table.results(view)
    rounds = len(view.round_scores)
    assert result.headers == ["Player", *[f"R{i + 1}" for i in range(rounds)], "Total"]
    assert [row[-1] for row in result.rows] == [str(t) for t in view.totals]
    moon = dataclasses.replace(view, round_moon=(1, *view.round_moon[1:]))
    marked = scene.table.results(moon)
    assert marked.rows[1][1].endswith("*") and "Shoot the Moon" in marked.note
    # the round-end panel on the table
    assert board_of(view).summary is not None
    scene.table.sync(view)
    assert_drawn(small_app)


def test_the_round_table_lists_every_round_and_the_moon(small_app):
    match = new_match(3, 4)
    rng = random.Random(4)
    while not match.is_over():
        step(match, rng)
    view = match.view(0)
    summary = board_of(view).summary
    assert summary.final and summary.history == tuple(tuple(r) for r in view.round_scores)
    assert summary.moons == tuple(view.round_moon)
    assert set(summary.winners()) == set(view.winners)
    scene = table_scene(small_app, match)
    table = scene.table
    table.sync(view)
    assert "Game over" in table.status()
    moon = dataclasses.replace(summary, moon=1, moons=(1, *summary.moons[1:]))
    table.shown = dataclasses.replace(table.shown, summary=moon)
    assert_drawn(small_app)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_trick_cards_never_hide_each_other(n):
    from ui.render.cards import CARD_RATIO
    from ui.tables.dragon import TRICK_H, TRICK_SLOTS

    slots = list(TRICK_SLOTS[n].values())
    for i, (ax, ay) in enumerate(slots):
        for bx, by in slots[i + 1:]:
            assert abs(ax - bx) >= TRICK_H * CARD_RATIO or abs(ay - by) >= TRICK_H


def test_a_refusal_in_a_trick_is_said_beside_the_hand(small_app):
    match = new_match(4, 3, humans=(0, 1, 2, 3))
    rng = random.Random(3)

    def must_follow(st):
        v = st.view(st.to_move())
        return v.phase == "play" and v.trick and len(st.legal_actions()) < len(v.hand)
    assert advance_until(match, rng, must_follow)
    scene = table_scene(small_app, match)
    scene.switch_viewer(match.to_move())  # (as the hot-seat curtain does once lifted)
    scene.prepare_decision()
    table = scene.table
    dimmed = next(t for t in table.targets if t.action is None)
    click(small_app, dimmed.hit().center)
    assert scene.message and scene.message_t > 0
    y = table.message_y()
    # between the others' cards in the trick and the lifted hand, clear of every plate
    assert y > table.at(0, table.seats.trick_centre[1])[1]
    top_of_hand = min(t.hit().top for t in table.targets if t.sprite is not None)
    assert y + small_app.px(16) < top_of_hand
    for seat in range(4):
        r = table.plate_rect(seat)
        assert not (r.top - small_app.px(16) < y < r.bottom + small_app.px(16) and
                    r.left < scene.table_rect.centerx < r.right)


def test_the_round_table_waits_for_the_player_to_go_on(small_app):
    match = new_match(3, 7)
    match.run_chance()
    scene = table_scene(small_app, match)
    scene.autoplay = True
    play_on_screen(small_app, scene, match, random.Random(1),
                   until=lambda: scene.queue.holding, limit=20000)
    assert scene.queue.holding and scene.table.shown.summary is not None
    logged = len(match.log)
    frames(small_app, 400, dt=0.05)  # twenty seconds: still the score table
    assert scene.queue.holding and scene.table.shown.summary.round == 1
    assert len(match.log) == logged
    click(small_app, scene.table_rect.center)
    assert not scene.queue.holding
    frames(small_app, 200, dt=0.05)
    assert match.state.round_no == 2


# -- issue 11: the Summoning row holds still, scores say what they are ---------------------


@pytest.mark.parametrize("summoner_views", [True, False])
def test_the_face_down_scale_cards_hold_still_between_the_two_summoning_picks(
        small_app, summoner_views):
    match = new_match(4, 1)
    rng = random.Random(1)
    assert advance_until(match, rng, lambda st: st.phase_name() == "summon_pick")
    summoner = match.state.summoner
    viewer = summoner if summoner_views else (summoner + 1) % 4
    scene = table_scene(small_app, match)
    table = scene.table
    table.viewer = viewer
    table.sync(match.view(viewer))
    before = [(table.sprites[("scale", i)].x, table.sprites[("scale", i)].y) for i in range(4)]
    before_len = len(match.log)
    match.play(R.PickScale(1))  # the second card of the row
    queue = AnimationQueue(1.0)
    for entry in match.log[before_len:]:
        for event in entry.events:
            table.animate(event.for_viewer(viewer), queue)
    run_queue(queue)
    view = match.view(viewer)
    assert view.summon_picks == (1,)
    animated = [(table.sprites[("scale", i)].x, table.sprites[("scale", i)].y)
                for i in range(3)]
    assert animated == [before[0], before[2], before[3]], "the others stay where they lay"
    fresh = DragonTable(scene, GAME, match.names, viewer)  # from the view alone (a load)
    fresh.layout(scene.table_rect)
    fresh.sync(view)
    assert sprite_state(fresh) == sprite_state(table)
    if summoner_views:  # the three left still lie where the player saw them
        table.set_choices(match.state.legal_actions())
        assert [t.sprite.x for t in table.enabled_targets()] == [before[0][0], before[2][0],
                                                                 before[3][0]]


def test_the_round_score_and_the_game_total_are_labelled_and_agree(small_app):
    match = new_match(4, 2)
    rng = random.Random(2)
    # the moment the second round is scored: the table shows its score table
    while len(match.state.round_scores) < 2:
        step(match, rng)
    assert match.to_move() == CHANCE and not match.is_over()
    scene = table_scene(small_app, match)
    table = scene.table
    view = match.view(0)
    table.sync(view)
    board = table.shown
    sheet = table.score_sheet(board)
    headers = [c.header for c in sheet.columns]
    assert headers == ["Tokens", "Purple", "R1", "R2", "Game total"]
    assert [c.caption for c in sheet.columns] == ["Round 2", "Round 2", "Round scores",
                                                  "Round scores", ""]
    for seat in range(4):
        plate = table.plate_figure(board, seat)
        row = sheet.rows[seat]
        assert plate.label == "Round"
        # the plate's figure is this round's column; the game total is the panel's figure
        assert plate.value == row[3].text == (f"{view.round_scores[-1][seat]:+d}"
                                              if view.round_scores[-1][seat] else "0")
        assert row[4].text == str(view.totals[seat]) == f"{match.state.scores()[seat]:g}"
    assert_drawn(small_app)
