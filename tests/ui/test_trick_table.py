"""The shared trick table (ui/tables/tricks), headless, through a small table built on it
the way O Genre O's and Makai Fuda's are: seats round the table at 3, 4 and 5 players and
two window sizes, a hand fanned by suit with only the legal cards lifted, a click on a
dimmed card that explains the rule, trick slots that never overlap, the deal, the sweep
to a won pile with its counts, and the score table that waits for the player, every
animation ending in the same picture as a plain sync."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import pairwise

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Action, Event
from tests.ui.helpers import make_app
from tests.ui.table_util import run_queue, sprite_state
from ui.anim.tween import AnimationQueue
from ui.render import dragon as art
from ui.render.cards import CARD_RATIO
from ui.tables.board import FACE
from ui.tables.tricks import (
    POSITIONS,
    SIZES,
    TRICK_SLOTS,
    Cell,
    Column,
    PlateFigure,
    ScoreSheet,
    TrickTable,
    fan_xs,
    seat_layout,
    slots_overlap,
)

SIZES_PX = [(1280, 720), (1920, 1080)]
PANEL = 300  # the side panel's width at 1280x720 (the table area is what is left)


def card(suit: int, rank: int) -> int:
    return suit << 4 | rank


# -- a small trick game's table, built on the shared pieces -------------------------------


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    seat: int
    cards: tuple[int, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: int
    cards: tuple[int, ...]
    devils: int


@dataclass(frozen=True, slots=True)
class Scored(Event):
    final: bool


@dataclass(frozen=True)
class ToyView:
    """What one seat sees (the table's board is the view itself)."""

    seat: int | None
    num_players: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[int, int], ...] = ()
    won: tuple[int, ...] = ()           # cards in each won pile
    devils: tuple[int, ...] = ()        # the game's own count in each pile
    deck: int = 0
    scored: bool = False


class ToyTable(TrickTable):
    face_art = staticmethod(art.card_face)
    back_art = staticmethod(art.card_back_face)

    def board_of(self, view):
        return view

    def prepare_geometry(self) -> None:
        if self.board is not None:
            self.seating(self.board.num_players)

    def places(self, b: ToyView) -> dict:
        self.seating(b.num_players)
        out: dict = {}
        put = self.placer(out)
        self.place_deck(put, b.deck)
        for seat in range(b.num_players):
            if seat == b.seat:
                self.place_hand(put, b.hand, group_of=lambda c: c >> 4)
            else:
                self.place_backs(put, seat, b.hand_counts[seat])
            self.place_won_pile(put, seat, b.won[seat])
        self.place_trick(put, b.trick, b.trick[0][0] if b.trick else -1)
        return out

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        if legal is not None and self.view is not None:
            for c in self.view.hand:
                self.offer((FACE, c), Play(c))

    def _on_Dealt(self, e, queue) -> None:
        b = self.board
        counts = list(b.hand_counts)
        counts[e.seat] = e.count
        after = replace(b, hand_counts=tuple(counts), deck=max(0, b.deck - e.count))
        if e.seat == b.seat:
            after = replace(after, hand=tuple(sorted(e.cards)))
            keys = [(FACE, c) for c in after.hand]
        else:
            keys = [("back", e.seat, i) for i in range(e.count)]
        self.deal(queue, after, e.seat, keys)

    def _on_Played(self, e, queue) -> None:
        b = self.board
        counts = list(b.hand_counts)
        counts[e.seat] -= 1
        after = replace(b, trick=(*b.trick, (e.seat, e.card)), hand_counts=tuple(counts))
        if e.seat == b.seat:
            self.play_card(queue, replace(after, hand=tuple(c for c in b.hand if c != e.card)),
                           e.card)
        else:
            self.play_card(queue, after, e.card, from_key=("back", e.seat, counts[e.seat]))

    def _on_TrickWon(self, e, queue) -> None:
        b = self.board
        won = list(b.won)
        devils = list(b.devils)
        won[e.seat] += len(e.cards)
        devils[e.seat] += e.devils
        after = replace(b, trick=(), won=tuple(won), devils=tuple(devils))
        target = self.won_pile_place(e.seat, b.won[e.seat])
        self.sweep_trick(queue, after, e.seat, e.cards,
                         exits={(FACE, c): target for c in e.cards})

    def _on_Scored(self, e, queue) -> None:
        self.show_score_sheet(queue, replace(self.board, scored=True), e.final)

    def draw(self, surface) -> None:
        b = self.shown
        self.draw_trick_ring(surface)
        for seat in range(b.num_players):
            self.draw_seat_plate(surface, seat, [f"Hand {b.hand_counts[seat]}"],
                                 active=seat == 0, figure=PlateFigure("Life", "27"),
                                 badges=[("Lead", (120, 92, 40, 235))] if seat == 1 else [])
        self.draw_sprites(surface)
        self.draw_won_counts(surface, b.won, lambda s: f"{b.devils[s]} Devils"
                             if b.devils[s] else None)
        self.draw_callouts(surface)
        if b.scored:
            self.draw_sheet(surface, sheet(b.num_players), self.seats.trick_centre, b.seat)


def sheet(n: int) -> ScoreSheet:
    columns = (Column("Devils", 56, caption="Round 1"), Column("Life", 60, "right"))
    rows = tuple((Cell(str(s)), Cell(str(30 - s), bold=True)) for s in range(n))
    return ScoreSheet("Round 1 scored", columns, tuple(f"P{s}" for s in range(n)), rows,
                      starred=(0,), notes=(("star", "A note under the table."),))


class Host:
    """What a table needs of the scene around it."""

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


HANDS = {  # a hand of each seat: suits mixed, so grouping by suit shows
    3: 9, 4: 8, 5: 7,
}


def deal_view(n: int, seat: int | None, trick_len: int = 0) -> ToyView:
    """A position: every seat holds HANDS[n] cards (the viewer's by suit), `trick_len`
    cards in the trick led by seat 1, some cards won."""
    size = HANDS[n]
    hands = [[card(s % 4, 1 + (s * 3 + i * 5) % 12 + 0) for i in range(size)] for s in range(n)]
    hands = [sorted(set(h)) for h in hands]
    trick = tuple(((1 + i) % n, card((i + 1) % 4, 12 - i)) for i in range(trick_len))
    counts = tuple(len(h) - (1 if any(s == t for t, _ in trick) else 0)
                   for s, h in enumerate(hands))
    own = tuple(sorted(card(i % 4, 1 + i) for i in range(size))) if seat is not None else ()
    return ToyView(seat, n, own, counts, trick, tuple(s % 3 * n for s in range(n)),
                   tuple(s % 2 for s in range(n)))


def make_table(size, n, seat=0):
    app = make_app(size)
    host = Host(app)
    table = ToyTable(host, None, [f"Player {i + 1}" for i in range(n)], seat)
    w, h = app.size
    table.layout(pygame.Rect(0, 0, w - app.px(PANEL), h))
    return app, host, table


@pytest.fixture(params=SIZES_PX, ids=lambda s: f"{s[0]}x{s[1]}")
def size(request):
    return request.param


# -- seats ----------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4, 5])
def test_the_table_draws_every_seat_at_both_sizes(size, n):
    app, _, table = make_table(size, n)
    try:
        table.sync(deal_view(n, 0, trick_len=n - 1))
        app.screen.fill((0, 0, 0))
        table.draw(app.screen)
        colours = {tuple(app.screen.get_at((x, y))) for x in range(0, table.rect.w, 37)
                   for y in range(0, table.rect.h, 31)}
        assert len(colours) > 12, "the table drew something"
        rect = table.rect
        plates = [table.plate_rect(s) for s in range(n)]
        for i, a in enumerate(plates):
            assert rect.contains(a), (i, a)
            assert not any(a.colliderect(b) for b in plates[i + 1:])
        cards = [s.hit_rect() for s in table.sprites.values()]
        assert all(rect.inflate(4, 4).contains(r) for r in cards)
        # no card of the table lies on a plate
        for key, s in table.sprites.items():
            assert not any(s.hit_rect().colliderect(p) for p in plates), key
        # the viewer sits at the bottom, the others clockwise from the left
        spots = [table.seats.spot(s) for s in range(n)]
        assert [sp.position for sp in spots] == list(POSITIONS[n])
        assert spots[0].kind == "bottom" and spots[1].position == "left"
    finally:
        app.shutdown()


def test_the_viewer_sits_at_the_bottom_and_a_spectator_keeps_a_seat_there():
    layout = seat_layout(4, 2, 980, 720)
    assert layout.spot(2).position == "bottom" and layout.spot(3).position == "left"
    assert layout.spot(0).position == "top" and layout.spot(1).position == "right"
    assert seat_layout(4, None, 980, 720).spot(0).position == "bottom"


# -- the hand -------------------------------------------------------------------------------


def test_the_hand_is_grouped_by_suit_and_lifts_only_the_legal_cards(size):
    app, _, table = make_table(size, 4)
    try:
        view = deal_view(4, 0, trick_len=1)
        table.sync(view)
        lead = view.trick[0][1] >> 4
        legal = [Play(c) for c in view.hand if c >> 4 == lead]
        assert legal and len(legal) < len(view.hand)
        table.set_choices(legal)
        for _ in range(30):
            table.update(1 / 30)
        for c in view.hand:
            s = table.sprites[(FACE, c)]
            if Play(c) in legal:
                assert s.lift > 0.3 and not s.dimmed
            else:
                assert s.lift < 0.05 and s.dimmed
        assert [t.action for t in table.enabled_targets()] == legal
        # the suits lie apart: a gap between two suits is wider than within one
        xs = [table.sprites[(FACE, c)].x for c in view.hand]
        suits = [c >> 4 for c in view.hand]
        steps = [b - a for a, b in pairwise(xs)]
        within = [d for d, a, b in zip(steps, suits, suits[1:]) if a == b]
        between = [d for d, a, b in zip(steps, suits, suits[1:]) if a != b]
        assert within and between and min(between) > max(within)
    finally:
        app.shutdown()


def test_a_click_on_a_dimmed_card_explains_the_rule_and_plays_nothing():
    app, host, table = make_table((1280, 720), 4)
    try:
        view = deal_view(4, 0, trick_len=1)
        table.sync(view)
        lead = view.trick[0][1] >> 4
        table.set_choices([Play(c) for c in view.hand if c >> 4 == lead])
        dimmed = next(t for t in table.targets if t.action is None)
        r = dimmed.hit()
        pos = (r.left + max(3, r.w // 10), r.centery)  # its own strip, not a neighbour's
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        assert table.handle(click) is None
        assert host.explained == [dimmed.candidate] == [Play(dimmed.sprite.key[1])]
        assert dimmed.sprite.shake_t >= 0
        legal = table.enabled_targets()[0]
        r = legal.hit()
        pos = (r.left + max(3, r.w // 10), r.centery)
        assert table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos,
                                               button=1)) == legal.action
    finally:
        app.shutdown()


@given(st.lists(st.integers(0, 63), min_size=1, max_size=16, unique=True),
       st.floats(200, 900), st.booleans())
def test_a_fanned_hand_stays_in_order_and_within_its_width(cards, width, grouped):
    card_w = SIZES.hand_h * CARD_RATIO
    cards = sorted(cards)
    xs = fan_xs(cards, 500, card_w, width, (lambda c: c >> 4) if grouped else None)
    assert len(xs) == len(cards)
    assert all(b > a for a, b in pairwise(xs)) or len(cards) == 1
    assert abs((xs[0] + xs[-1]) / 2 - 500) < 1e-6
    if width > card_w * 4:  # (a very narrow row overlaps the cards, but never widens)
        assert xs[-1] - xs[0] <= max(0.0, width - card_w) + 1e-6


# -- the trick ------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4, 5])
def test_the_trick_slots_never_overlap(size, n):
    assert slots_overlap(n) == []
    assert set(TRICK_SLOTS[n]) == set(POSITIONS[n])
    app, _, table = make_table(size, n)
    try:
        trick = tuple((s, card(s % 4, 12 - s)) for s in range(n))
        table.sync(replace(deal_view(n, 0), trick=trick))
        rects = [table.sprites[(FACE, c)].hit_rect() for _, c in trick]
        for i, a in enumerate(rects):
            assert not any(a.colliderect(b) for b in rects[i + 1:])
        # in play order: each card lies over the ones played before it
        zs = [table.sprites[(FACE, c)].z for _, c in trick]
        assert zs == sorted(zs)
    finally:
        app.shutdown()


@pytest.mark.parametrize("n, viewer", [(3, 0), (4, 2), (5, None)])
def test_the_deal_a_trick_and_its_sweep_end_in_the_same_picture_as_a_sync(n, viewer):
    app, host, table = make_table((1280, 720), n, viewer)
    fresh = ToyTable(host, None, table.names, viewer)
    fresh.layout(table.rect)
    try:
        full = deal_view(n, viewer)
        start = replace(full, hand=(), hand_counts=(0,) * n, won=(0,) * n, devils=(0,) * n,
                        deck=40)
        table.sync(start)
        queue = AnimationQueue(1.0)
        for s in range(n):
            mine = s == viewer
            table.animate(Dealt(s, full.hand if mine else None, HANDS[n]), queue)
        leader_cards = []
        for i in range(n):
            s = (1 + i) % n
            c = full.hand[0] if s == viewer else card(3, 12 - i)
            leader_cards.append(c)
            table.animate(Played(s, c), queue)
        table.animate(TrickWon(2, tuple(leader_cards), 1), queue)
        table.animate(Scored(False), queue)
        assert queue.busy
        run_queue(queue)
        end = replace(start, hand=tuple(c for c in full.hand if c not in leader_cards),
                      hand_counts=(HANDS[n] - 1,) * n,
                      won=tuple(n if s == 2 else 0 for s in range(n)),
                      devils=tuple(1 if s == 2 else 0 for s in range(n)),
                      deck=max(0, 40 - n * HANDS[n]), scored=True)
        fresh.sync(end)
        assert sprite_state(table) == sprite_state(fresh)
        assert table.shown == end
    finally:
        app.shutdown()


def test_the_score_table_waits_for_the_player_and_the_last_one_does_not():
    app, _, table = make_table((1280, 720), 4)
    try:
        table.sync(deal_view(4, 0))
        queue = AnimationQueue(1.0)
        table.animate(Scored(False), queue)
        for _ in range(200):
            queue.update(0.05)
        assert queue.holding and table.shown.scored, "ten seconds later: still waiting"
        app.screen.fill((0, 0, 0))
        table.draw(app.screen)
        queue.advance()
        assert not queue.busy
        table.animate(Scored(True), queue)
        for _ in range(40):
            queue.update(0.05)
        assert not queue.busy, "the results follow the last round by themselves"
    finally:
        app.shutdown()


# -- won piles and plates -------------------------------------------------------------------


def test_won_piles_show_a_count_and_the_games_own_count():
    app, _, table = make_table((1280, 720), 4)
    try:
        view = deal_view(4, 0)
        table.sync(view)
        for seat in range(4):
            backs = [k for k in table.sprites if k[:2] == ("won", seat)]
            assert len(backs) == min(view.won[seat], table.WON_SHOWN)
            assert all(table.sprites[k].flip == 0 for k in backs), "won cards lie face down"
        asked = []
        table.draw_won_counts(app.screen, view.won, lambda s: asked.append(s) or "2 Devils")
        assert asked == [s for s in range(4) if view.won[s]]
    finally:
        app.shutdown()
