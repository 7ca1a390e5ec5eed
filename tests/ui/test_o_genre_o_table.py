"""The O Genre O table, headless: it draws every phase (deal, discards, vote, tricks,
round end, game end) at both sizes, for 3 and 4 players and for a spectator; every
event animates and ends in the same picture as a plain sync; a click on a dimmed card
says the rule (Devil Break, must follow); the discards, the vote (by click and by keys)
and the tricks are played by clicking; the round-end table waits for the player; an
all-Angel recovery flies +1 to the life bar; and no seat's table ever shows a card that
seat may not see."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from games.o_genre_o.actions import Discard, Play, Vote
from games.o_genre_o.cards import ARROW, FEATHER, FIRE, FLOWER, SPEAR, card, is_devil
from games.o_genre_o.rules import OGenreOState
from games.o_genre_o.view import known_cards
from tests.ui import table_util
from tests.ui.helpers import click, frames, press
from tests.ui.table_util import assert_drawn, run_queue, sprite_state, table_scene
from tests.ui.table_util import random_step as step
from ui.anim.tween import AnimationQueue
from ui.scenes.table import TableScene
from ui.tables import table_class
from ui.tables.o_genre_o import OGenreOTable, board_of
from ui.tables.o_genre_o.board import last_changes

GAME = REGISTRY["o_genre_o"]
app = table_util.app  # the fixtures: the table at both sizes, and one small
small_app = table_util.small_app
PANEL = 300  # the side panel's width at 1280x720 (the table area is what is left)


def new_match(n, seed, humans=(0,)):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i in humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(n)]
    return Match(GAME, n, seats, seed=seed)


def advance_until(match, rng, predicate, limit=6000) -> bool:
    for _ in range(limit):
        if match.is_over():
            return False
        if match.to_move() != CHANCE and predicate(match.state):
            return True
        step(match, rng)
    return False


def phase_of(view) -> str:
    """The table's phases: deal, discard, vote, play, round_end, over."""
    if view.phase == "shuffle_devils":
        return "deal"
    if view.phase == "shuffle_angels":
        return "round_end" if view.history else "lot"
    return view.phase


def phase_snapshots(n, seed, viewer=0):
    """(view, legal or None, state) the first time each (phase, viewer to move) is seen
    in one random game, and its end."""
    match = new_match(n, seed)
    rng = random.Random(seed)
    seen = {}
    while True:
        st = match.state
        view = match.view(viewer)
        mine = viewer is not None and st.to_move() == viewer
        key = (phase_of(view), mine)
        if key not in seen:
            seen[key] = (view, st.legal_actions() if mine else None, st.clone())
        if match.is_over():
            return seen
        step(match, rng)


def visible_faces(table) -> set[int]:
    """Every card whose face the table shows (in the hand, the trick, the discards)."""
    return {key[1] for key, s in table.sprites.items()
            if key[0] in ("c", "out") and s.visible and s.alpha > 0.01 and s.flip >= 0.5}


def public_cards(view) -> set[int]:
    return {c for _, c in view.trick}


class Host:
    """What a table needs of the scene around it (for tables built from positions)."""

    def __init__(self, app):
        self.app = app
        self.thinking_seat = None
        self.clock = 0.0
        self.message = ""
        self.message_t = 0.0
        self.explained: list = []

    def explain(self, candidate, sprite=None) -> None:
        self.explained.append(candidate)
        if sprite is not None:
            sprite.shake()


def position_table(app, state, viewer=0):
    host = Host(app)
    table = OGenreOTable(host, GAME, [f"Player {i + 1}" for i in range(state.num_players)],
                         viewer)
    w, h = app.size
    table.layout(pygame.Rect(0, 0, w - app.px(PANEL), h))
    table.sync(state.view(viewer))
    mine = viewer is not None and state.to_move() == viewer
    table.set_choices(state.legal_actions() if mine else None)
    return host, table


def strip_point(target):
    """A point of the target's card that no other card covers (its left strip)."""
    r = target.hit()
    return r.left + max(3, r.w // 10), r.centery


def mouse_down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


# -- drawing ------------------------------------------------------------------------------


def test_o_genre_o_has_its_own_table():
    assert table_class("o_genre_o") is OGenreOTable


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("viewer", [0, None], ids=["seat", "spectator"])
def test_the_table_draws_every_phase(app, n, viewer):
    snapshots = phase_snapshots(n, seed=20 + n, viewer=viewer)
    phases = {phase for phase, _ in snapshots}
    assert {"deal", "discard", "vote", "play", "round_end", "over"} <= phases
    scene = table_scene(app, new_match(n, 1))
    table = scene.table
    rect = scene.table_rect
    for (phase, mine), (view, legal, _) in snapshots.items():
        table.show_view(viewer, view)
        table.set_choices(legal)
        assert table.status(), (phase, mine)
        assert_drawn(app)
        for key, s in table.sprites.items():
            assert rect.inflate(4, 4).contains(s.hit_rect()), (phase, key)
        plates = [table.plate_rect(seat) for seat in range(n)]
        for i, a in enumerate(plates):
            assert rect.contains(a)
            assert a.top > table.status_y() + app.px(16), "the plates leave room for the banner"
            assert not any(a.colliderect(b) for b in plates[i + 1:])
        # the mat's suit spaces stay clear of every plate, and of the trick's cards
        spaces = [table.space_rect(suit) for suit in range(5)]
        trick = [s.hit_rect() for key, s in table.sprites.items()
                 if key[0] == "c" and any(key[1] == c for _, c in view.trick)]
        for space in spaces:
            assert rect.contains(space)
            assert not any(space.colliderect(p) for p in plates)
            assert not any(space.colliderect(t) for t in trick), phase
        faces = visible_faces(table)
        if viewer is None:
            assert faces <= public_cards(view), "a spectator sees no hand and no discard"
            assert not view.hand
        else:
            assert faces <= known_cards(view)
        board = table.board
        if phase == "deal":
            assert board.angel_deck and board.devil_deck
            assert any(k[0] == "adeck" for k in table.sprites)
            assert any(k[0] == "ddeck" for k in table.sprites)
        if phase == "discard" and mine:
            assert len(table.enabled_targets()) == len(view.hand)
            assert all(isinstance(t.action, Discard) for t in table.enabled_targets())
        if phase == "vote" and mine:
            assert len([t for t in table.targets if t.rect is not None]) == 5
            assert {t.action.suit for t in table.enabled_targets()} == \
                {s for s in range(5) if s not in {x for _, x in view.chips}}
        if phase == "play" and mine:
            assert table.enabled_targets()
        if phase in ("round_end", "over"):
            assert board.summary is not None and board.summary.final == (phase == "over")
            assert table.score_sheet(board).rows


def test_a_spectator_between_hot_seat_turns_sees_no_hand(small_app):
    """Hot-seat: after the first player's discard the table shows the spectator's view
    (no hand at the bottom, the bottom seat's cards as backs) until the curtain."""
    match = new_match(4, 3, humans=(0, 1, 2, 3))
    scene = TableScene(small_app, match)
    small_app.push(scene)
    for _ in range(400):
        scene.queue.skip()
        frames(small_app, 1, dt=0.5)
        if type(small_app.top).__name__ == "CurtainScene":
            break
    assert scene.table.viewer is None
    table = scene.table
    view = match.view(None)
    assert not table.board.hand and table.board.seat is None
    assert not visible_faces(table)
    bottom = table.seats.bottom
    assert any(k[:2] == ("back", bottom) for k in table.sprites), "the bottom seat's backs"
    assert_drawn(small_app)
    assert view.phase in ("discard", "vote")


# -- animation ----------------------------------------------------------------------------


@pytest.mark.parametrize("n, seed, viewer", [(4, 5, 0), (3, 6, 1), (4, 7, None)])
def test_every_event_animates_and_ends_where_sync_puts_it(small_app, n, seed, viewer):
    match = new_match(n, seed)
    rng = random.Random(seed)
    scene = table_scene(small_app, match)
    table = scene.table
    table.show_view(viewer, match.view(viewer))
    fresh = OGenreOTable(scene, GAME, match.names, viewer)
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
        fresh.sync(view)
        assert sprite_state(table) == sprite_state(fresh), (len(match.log), match.log[-1])
        # the life bars show the lives the view holds
        assert [table.gauge.get(s) for s in range(n)] == [float(x) for x in view.lives]
        faces = visible_faces(table)
        assert faces <= (known_cards(view) if viewer is not None else public_cards(view))
        table.sync(view)  # as the scene does after each entry
    expected = {type_.__name__ for type_ in GAME.event_types}
    assert expected <= seen, expected - seen


def test_the_two_decks_are_dealt_angels_first(small_app):
    match = new_match(4, 2)
    rng = random.Random(2)
    while match.state.phase_name() != "The deal" or match.view(0).phase != "shuffle_devils":
        step(match, rng)
    scene = table_scene(small_app, match)
    table = scene.table
    table.sync(match.view(0))
    decks = {k for k in table.sprites if k[0] in ("adeck", "ddeck")}
    assert {k[0] for k in decks} == {"adeck", "ddeck"}
    angel_x = table.sprites[("adeck", 0)].x
    devil_x = table.sprites[("ddeck", 0)].x
    before = len(match.log)
    step(match, rng)  # the Devils are shuffled and both decks dealt
    queue = AnimationQueue(1.0)
    for entry in match.log[before:]:
        for event in entry.events:
            table.animate(event.for_viewer(0), queue)
    # a moment into the deal (after the Devils' riffle): the Angels are on their way,
    # the Devils still wait
    for _ in range(55):
        queue.update(0.01)
    hand = match.state.hands[0]
    moving = [c for c in hand if ("c", c) in table.sprites and table.sprites[("c", c)].visible]
    assert moving and all(not is_devil(c) for c in moving)
    assert ("ddeck", 0) in table.sprites and abs(table.sprites[("ddeck", 0)].x - devil_x) < 1
    run_queue(queue)
    assert not any(k[0] in ("adeck", "ddeck") for k in table.sprites), "both decks dealt"
    assert angel_x < devil_x


def test_an_all_angel_trick_flies_plus_one_to_the_life_bar(small_app):
    """Round 2: seat 1, below the cap, wins a trick of four Angels: +1 rises in the
    trick and flies to its life bar, which then shows the new life and the change."""
    hands = [[card(FIRE, 3)], [card(FIRE, 9)], [card(FIRE, 5)], [card(FIRE, 7)]]
    won = [[], [], [], []]
    # nine tricks already played (36 cards), all won by seat 0
    rest = [c for c in GAME.new_state(4).cards if c not in {h[0] for h in hands}]
    won[0] = rest[:36]
    st = OGenreOState.from_position(
        4, hands, round_no=2, lives=[30, 25, 28, 30], won=won, trump=SPEAR, leader=0,
        history=(((0, 5, 2, 0), (0, 0, 0, 0), (30, 25, 28, 30)),), game=GAME)
    _, table = position_table(small_app, st, viewer=2)
    queue = AnimationQueue(1.0)
    events = []
    for _ in range(4):
        events += st.apply(st.legal_actions()[0])
    names = [type(e).__name__ for e in events]
    assert "LifeRecovered" in names and names.index("LifeRecovered") > names.index("TrickWon")
    recovered = next(e for e in events if type(e).__name__ == "LifeRecovered")
    assert recovered.seat == 1 and recovered.life == 26
    upto = names.index("RoundSettled")
    for e in events[:upto]:
        table.animate(e.for_viewer(2), queue)
    token = ("token", 1, "+1", True)
    seen_token = False
    bar_y = table.at(*table.bar_point(1, 25, 30))[1]
    ys = []
    for _ in range(600):
        if not queue.busy:
            break
        queue.update(0.02)
        if token in table.sprites and table.sprites[token].visible:
            seen_token = True
            ys.append(table.sprites[token].y)
    assert seen_token, "the +1 token was shown"
    assert abs(ys[-1] - bar_y) < abs(ys[0] - bar_y), "it flew to the life bar"
    assert token not in table.sprites
    assert table.gauge.get(1) == 26.0 and table.board.lives[1] == 26
    assert table.board.changes[1] == 1


def test_the_life_bar_shows_the_last_change():
    history = (((2, 0, 0, 0), (0, 0, 0, 0), (28, 30, 30, 30)),
               ((0, 3, 0, 0), (1, 0, 0, 0), (29, 27, 30, 30)))
    st = OGenreOState.from_position(4, _ten_card_hands(), start="vote", round_no=3,
                                    lives=[29, 27, 30, 30], history=history, game=GAME)
    view = st.view(0)
    # seat 0: its last change was round 2's recovery (+1, no Devils then); seat 1 lost 3
    assert last_changes(view) == (1, -3, 0, 0)
    assert board_of(view).changes == (1, -3, 0, 0)


def _ten_card_hands():
    """Four hands of 10 cards (a vote position): two discards each are the rest."""
    cards = list(GAME.new_state(4).cards)
    return [cards[10 * s:10 * (s + 1)] for s in range(4)]


# -- clicking -----------------------------------------------------------------------------


def test_a_click_on_a_devil_under_the_devil_break_says_the_rule(small_app):
    hands = [
        [card(FEATHER, 9), card(SPEAR, 9), card(ARROW, 8), card(FIRE, 5)] + [
            card(FLOWER, r) for r in (1, 2, 3, 4, 5, 6)],
        [card(FEATHER, r) for r in (1, 2, 3, 4, 5, 6, 7, 8)] + [card(SPEAR, 1), card(SPEAR, 2)],
        [card(SPEAR, r) for r in (3, 4, 5, 6, 7, 8)] + [card(ARROW, r) for r in (1, 2, 3, 4)],
        [card(ARROW, r) for r in (5, 6, 7, 9, 10)] + [card(FIRE, r) for r in (1, 2, 3, 4, 6)],
    ]
    st = OGenreOState.from_position(4, hands, trump=FIRE, dealer=0, game=GAME)
    assert st.to_move() == 0
    host, table = position_table(small_app, st)
    assert "Devil Break" in table.status()
    devil = card(SPEAR, 9)
    target = next(t for t in table.targets if t.candidate == Play(devil))
    assert target.action is None and target.sprite.dimmed
    assert table.handle(mouse_down(strip_point(target))) is None
    assert host.explained == [Play(devil)]
    assert "Devil Break" in st.why_illegal(Play(devil))
    assert target.sprite.shake_t >= 0
    angel = next(t for t in table.enabled_targets() if t.action == Play(card(FEATHER, 9)))
    assert not angel.sprite.dimmed
    assert table.handle(mouse_down(strip_point(angel))) == Play(card(FEATHER, 9))


def test_a_click_on_a_card_that_does_not_follow_suit_says_the_rule(small_app):
    hands = [
        [card(FEATHER, 9), card(SPEAR, 9), card(ARROW, 8), card(FIRE, 5)] + [
            card(FLOWER, r) for r in (1, 2, 3, 4, 5, 6)],
        [card(FEATHER, r) for r in (1, 2, 3, 4, 5, 6, 7, 8)] + [card(SPEAR, 1), card(SPEAR, 2)],
        [card(SPEAR, r) for r in (3, 4, 5, 6, 7, 8)] + [card(ARROW, r) for r in (1, 2, 3, 4)],
        [card(ARROW, r) for r in (5, 6, 7, 10)] + [card(FIRE, r) for r in (1, 2, 3, 4, 6)],
    ]
    st = OGenreOState.from_position(4, hands, trump=SPEAR, dealer=3, leader=3,
                                    trick=[card(ARROW, 9)], game=GAME)
    assert st.to_move() == 0
    host, table = position_table(small_app, st)
    assert "must follow with Arrow" in table.status()
    legal = table.enabled_targets()
    assert [t.action for t in legal] == [Play(card(ARROW, 8))]
    other = next(t for t in table.targets if t.candidate == Play(card(FLOWER, 3)))
    assert table.handle(mouse_down(strip_point(other))) is None
    assert "must follow suit" in st.why_illegal(host.explained[-1])


def decision_scene(app, n, seed, predicate, humans=(0,)):
    for s in range(seed, seed + 40):
        match = new_match(n, s, humans)
        if advance_until(match, random.Random(s),
                         lambda st: st.to_move() == 0 and predicate(st)):
            scene = table_scene(app, match)
            scene.prepare_decision()
            frames(app, 1)
            return scene, match
    raise AssertionError("no seed reached the position")


def settle(app, scene):
    scene.queue.skip()
    frames(app, 2)
    scene.prepare_decision()


def test_the_discards_are_made_by_clicking_cards(small_app):
    scene, match = decision_scene(small_app, 4, 1,
                                  lambda st: st.phase_name() == "The discards")
    table = scene.table
    assert table.status().startswith("Discards: click a card")
    for _ in range(2):
        target = table.enabled_targets()[0]
        chosen = target.action.card
        click(small_app, strip_point(target))
        settle(small_app, scene)
        assert chosen in match.state.discards[0]
        assert ("out", chosen) in table.sprites, "it lies face down before the viewer"
        assert ("c", chosen) not in table.sprites
    assert len(match.state.discards[0]) == 2


def test_the_vote_is_made_by_clicking_a_suit_space(small_app):
    scene, match = decision_scene(small_app, 4, 1, lambda st: st.phase_name() ==
                                  "The trump vote" and len(st.chips) >= 1)
    table = scene.table
    chipped = match.state.chips[0][1]
    placed = len(match.state.chips)
    # a suit that already holds a chip: the click says why
    click(small_app, table.space_rect(chipped).center)
    assert scene.message == match.state.why_illegal(Vote(chipped))
    assert "already holds a black chip" in scene.message
    assert len(match.state.chips) == placed
    # a card of the hand is not played now: the click says what to do
    card_target = next(t for t in table.targets if t.sprite is not None)
    assert not card_target.sprite.dimmed, "the hand stays readable during the vote"
    click(small_app, strip_point(card_target))
    assert "Trump vote" in scene.message and len(match.state.chips) == placed
    free = next(s for s in range(5) if not match.state.chip_mask >> s & 1)
    click(small_app, table.space_rect(free).center)
    assert (0, free) in match.state.chips


def test_the_vote_is_reachable_by_keys(small_app):
    scene, match = decision_scene(small_app, 4, 2, lambda st: st.phase_name() ==
                                  "The trump vote")
    table = scene.table
    free = [s for s in range(5) if not match.state.chip_mask >> s & 1]
    assert [t.action.suit for t in table.key_targets()] == free
    press(small_app, pygame.K_RIGHT)
    press(small_app, pygame.K_RIGHT)
    focused = table.focused_target()
    assert focused is not None and focused.rect is not None
    suit = focused.action.suit
    press(small_app, pygame.K_RETURN)
    assert (0, suit) in match.state.chips


def test_a_trick_is_played_by_clicking_and_a_dimmed_card_says_why(small_app):
    def must_follow(st):
        if st.phase_name() != "Tricks" or not st.trick:
            return False
        lead = st.trick[0] >> 4
        hand = st.hands[0]
        return any(c >> 4 == lead for c in hand) and any(c >> 4 != lead for c in hand)

    scene, match = decision_scene(small_app, 4, 1, must_follow)
    table = scene.table
    dimmed = next(t for t in table.targets if t.action is None)
    click(small_app, strip_point(dimmed))
    assert scene.message == match.state.why_illegal(dimmed.candidate)
    assert "follow suit" in scene.message
    before = len(match.log)
    click(small_app, strip_point(table.enabled_targets()[0]))
    assert len(match.log) == before + 1


def test_the_round_end_table_waits_for_the_player(small_app):
    match = new_match(3, 7)
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
    assert scene.queue.holding and scene.table.shown.summary is not None
    summary = scene.table.shown.summary
    assert summary.round == 1 and not summary.final
    sheet = scene.table.score_sheet(scene.table.shown)
    assert [c.header for c in sheet.columns] == ["Devils won", "Recovered", "Start",
                                                 "Change", "Now"]
    for seat, row in enumerate(sheet.rows):
        assert row[0].text == str(summary.devils[seat])
        assert row[4].text == str(summary.after[seat])
    logged = len(match.log)
    frames(small_app, 300, dt=0.05)  # fifteen seconds: still the round-end table
    assert scene.queue.holding and len(match.log) == logged
    click(small_app, scene.table_rect.center)
    assert not scene.queue.holding
    frames(small_app, 200, dt=0.05)
    assert match.state.round_no == 2


# -- results ------------------------------------------------------------------------------


def test_the_results_list_each_life_after_every_round(small_app):
    match = new_match(4, 4)
    rng = random.Random(4)
    while not match.is_over():
        step(match, rng)
    scene = table_scene(small_app, match)
    view = match.view(0)
    result = scene.table.results(view)
    rounds = len(view.history)
    shown = min(rounds, 8)
    assert result.headers[0] == "Player" and result.headers[-2:] == ["Devils", "Life"]
    assert len(result.headers) == shown + 3
    for seat, row in enumerate(result.rows):
        assert row[-1] == (str(view.lives[seat]) if view.lives[seat] >= 0 else
                           f"\u2212{-view.lives[seat]}")
        assert row[-2] == str(sum(h[0][seat] for h in view.history))
    assert "highest life wins" in result.note
    scene.table.sync(view)
    assert scene.table.shown.summary.final
    assert "Game over" in scene.table.status()
    assert_drawn(small_app)
