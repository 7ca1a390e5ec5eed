"""sample_state: determinisations agree with the view and with what it proves."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given
from hypothesis import strategies as st

from engine.core import CHANCE
from games.dragon.ai import rollout_policy
from games.dragon.cards import BLUE, PURPLE, RED, SETUPS
from games.dragon.rules import GIVE, PickScale, ReturnToScale
from games.dragon.view import hidden_constraints
from tests.games.dragon.util import GAME, c, play, play_until, position, random_step

HANDS = [
    "P1 P2 P3 R1 R2 R3 B1 B2 B3 B4 B5",
    "P4 P5 P6 R4 R5 B6 B7 B8 B9 B10 B11",
    "P7 P8 P9 P10 P11 R6 R7 R8 R9 R10 R11",
]


def samples(state, seat, k=150, seed=0):
    rng = random.Random(seed)
    view = state.view(seat)
    out = []
    for _ in range(k):
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(seat) == view
        out.append(sampled)
    return out


def test_a_shown_void_keeps_that_colour_out_of_the_hand():
    state = position(3, HANDS, scale="P12 R12 B12", trump=RED)
    play(state, "B1", "B6", "P7")  # seat 2 shows it holds no Blue
    hands2 = [set(s.hands[2]) for s in samples(state, 0)]
    assert all(not any(x >> 4 == BLUE for x in h) for h in hands2)
    assert len({frozenset(h) for h in hands2}) > 20  # and yet the samples vary


def test_a_void_in_the_first_half_does_not_bind_the_pile():
    state = position(3, ["R5 B9 P12", "B1 P1", "R1 R2 B8"], piles={1: "R12"},
                     scale="B10 B11 B12", trump=RED, tokens=[3, 2, 3],
                     purple_won=["P2 P3 P4 P5 P6 P7 P8 P9 P10 P11", "", ""])
    play(state, "R5", "B1")  # seat 1 shows no Red in hand
    found_red_in_pile = False
    for s in samples(state, 0):
        assert not any(x >> 4 == RED for x in s.hands[1])
        found_red_in_pile |= any(x >> 4 == RED for x in s.piles[1])
    assert found_red_in_pile


def test_the_count_down_number_places_the_higher_trumps_in_the_scale():
    state = position(3, HANDS, scale="P12 R12 B12", trump=RED, start="jutsu")
    assert state.called == 11 and state.divider == 2
    state.apply(state.legal_actions()[0])  # seat 2 moves a card to its pile
    state.apply(state.legal_actions()[-1])  # and finishes
    for s in samples(state, 0):
        assert c("R12") in s.scale
        assert c("R11") in s.hands[2] + s.piles[2]


def test_the_summoner_knows_its_returned_cards_are_in_the_scale():
    state = position(3, HANDS, scale="P12 R12 B12", trump=BLUE, round_no=2, leader=0,
                     start="summoning")
    state.apply(PickScale(2))
    # One card picked and not yet seen: the summoner's samples vary it.
    picked = {tuple(s.pick) for s in samples(state, 0)}
    assert len(picked) > 5
    state.apply(PickScale(0))
    state.apply(ReturnToScale(c("P1")))
    state.apply(ReturnToScale(c("B5")))
    for s in samples(state, 0):
        assert {c("P1"), c("B5")} <= set(s.scale)
    # The others know nothing of it.
    assert any(c("P1") not in s.scale for s in samples(state, 1))


def soul_state():
    # P12 in the Inverted Scale: seat 2 (P11) performs Soul-Sucking.
    return position(3, HANDS, scale="P12 R12 B12", trump=PURPLE, start="jutsu", advanced=True)


def test_a_giver_knows_its_gift_is_with_the_practitioner():
    state = soul_state()
    state.apply(GIVE[c("B5")])
    for s in samples(state, 0):
        assert c("B5") in s.hands[2]
        assert c("P11") in s.hands[2]
        assert c("P12") in s.scale


def test_after_the_practitioner_gives_a_gift_may_have_moved_on_but_not_twice():
    state = soul_state()
    state.apply(GIVE[c("B5")])
    state.apply(GIVE[c("B11")])
    state.apply(GIVE[c("R10")])   # to seat 0
    state.apply(GIVE[c("P11")])   # to seat 1
    moved = False
    for s in samples(state, 0, k=300):
        assert c("B5") in s.hands[1] + s.hands[2]
        assert c("P11") in s.hands[1] + s.hands[2]
        # Seat 1 got one card from the practitioner: not both known ones.
        assert not {c("B5"), c("P11")} <= set(s.hands[1])
        moved |= c("B5") in s.hands[1] or c("P11") in s.hands[1]
    assert moved


def test_the_practitioner_knows_where_its_gifts_went():
    state = soul_state()
    for name in ("B5", "B11", "R10", "P11"):
        state.apply(GIVE[c(name)])
    for s in samples(state, 2):
        assert c("R10") in s.hands[0] and c("P11") in s.hands[1]


def test_unconstrained_cards_are_dealt_evenly():
    state = position(4, ["P1 P2 R1 R2 R3 B1 B2 B3 G1 G2 G3",
                         "P11 P3 R4 R5 R6 B4 B5 B6 G4 G5 G6",
                         "P4 P5 R7 R8 R9 B7 B8 B9 G7 G8 G9",
                         "P6 P7 P8 P9 R10 R11 B10 B11 G10 G11 G12"],
                     scale="P10 P12 R12 B12", trump=RED)
    counts = {"scale": 0, 1: 0, 2: 0, 3: 0}
    k = 2000
    for s in samples(state, 0, k=k, seed=3):
        card = c("G12")
        where = "scale" if card in s.scale else next(i for i in (1, 2, 3) if card in s.hands[i])
        counts[where] += 1
    assert abs(counts["scale"] / k - 4 / 37) < 0.03
    for i in (1, 2, 3):
        assert abs(counts[i] / k - 11 / 37) < 0.04


def test_an_inconsistent_view_falls_back_without_looping():
    state = position(3, HANDS, scale="P12 R12 B12", trump=RED)
    view = state.view(0)
    impossible = tuple((s, colour) for s in (1, 2) for colour in (PURPLE, RED, BLUE))
    bad = dataclasses.replace(view, voids=impossible)
    sampled = GAME.sample_state(bad, random.Random(0))
    assert [len(h) for h in sampled.hands] == [11, 11, 11] and len(sampled.scale) == 3
    placed = [x for h in sampled.hands for x in h] + sampled.scale
    assert sorted(placed) == sorted(SETUPS[3].cards)  # every card, once


def test_sampled_states_of_random_games_agree_and_play_on():
    rng = random.Random(12)
    for n in (3, 4, 5):
        for advanced in (False, True):
            state = GAME.new_state(n, {"advanced": advanced})
            while not state.is_over():
                if state.to_move() != CHANCE and rng.random() < 0.15:
                    seat = rng.randrange(n)
                    view = state.view(seat)
                    sampled = GAME.sample_state(view, rng)
                    assert sampled.view(seat) == view
                    others = [sampled.view(s) for s in range(n)]
                    assert all(v.hand_sizes == view.hand_sizes for v in others)
                    this_round = state.round_no
                    play_until(sampled, rng, lambda s, r=this_round: s.round_no > r)
                state.apply(random_step(state, rng))


def test_rollout_policy_plays_sampled_states_to_the_end():
    rng = random.Random(3)
    state = GAME.new_state(4, {"advanced": True})
    play_until(state, rng, lambda s: s.round_no == 2 and s.phase_name() == "play")
    sampled = GAME.sample_state(state.view(1), rng)
    while not sampled.is_over():
        if sampled.to_move() == CHANCE:
            sampled.apply(sampled.chance_action(rng))
        else:
            action = rollout_policy(sampled, rng)
            assert action in sampled.legal_actions()
            sampled.apply(action)
    assert len(sampled.winners()) >= 1


def _true_locations(state, n, seat):
    """Where each card the seat cannot see really lies (location numbers of
    `hidden_constraints`)."""
    where = {}
    for s in range(n):
        if s == seat:
            continue
        for x in state.hands[s]:
            where[x] = s
        for x in state.piles[s]:
            where[x] = n + s
    for x in state.scale:
        where[x] = 2 * n
    for x in state.pick:
        where[x] = 2 * n + 1
    return where


def _random_positions(seed: int, every: float = 0.2):
    rng = random.Random(seed)
    n = rng.choice([3, 4, 5])
    state = GAME.new_state(n, {"advanced": rng.random() < 0.7})
    while not state.is_over():
        if state.to_move() != CHANCE and rng.random() < every:
            yield state, rng
        state.apply(random_step(state, rng))


@given(seed=st.integers(0, 2**31))
def test_what_a_view_proves_is_true_of_the_real_state(seed):
    """Soundness: the real position always satisfies the constraints sampling uses."""
    for state, rng in _random_positions(seed):
        n = state.num_players
        seat = rng.randrange(n)
        hidden, caps, masks, groups = hidden_constraints(state.view(seat))
        where = _true_locations(state, n, seat)
        assert set(hidden) == set(where)
        for x in hidden:
            assert masks[x] >> where[x] & 1, (x, where[x])
        for loc, cap in enumerate(caps):
            assert cap == sum(1 for x in hidden if where[x] == loc)
        for group in groups:
            for s in range(n):
                if s != state.sucker:
                    assert sum(1 for x in state.hands[s] if x in group) <= 1


@given(seed=st.integers(0, 2**31))
def test_sampled_states_respect_voids_count_down_and_known_places(seed):
    for state, rng in _random_positions(seed, every=0.1):
        n = state.num_players
        seat = rng.randrange(n)
        view = state.view(seat)
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(seat) == view
        for s, colour in view.voids:
            assert not any(x >> 4 == colour for x in sampled.hands[s])
        if view.called:
            for r in range(view.called + 1, 13):
                assert (view.trump << 4 | r) not in (
                    [x for s in range(n) for x in sampled.hands[s] + sampled.piles[s]])
            if view.divider >= 0:
                k = view.trump << 4 | view.called
                d = view.divider
                played = {x for _, cards, _ in view.tricks for x in cards}
                played |= {x for _, x in view.trick}
                assert k in played or k in sampled.hands[d] + sampled.piles[d]
        for x in view.summon_returned:
            assert x in sampled.scale or x in view.scale_revealed


def test_a_spectator_view_can_be_sampled_too():
    rng = random.Random(5)
    state = GAME.new_state(4, {"advanced": True})
    while not state.is_over():
        view = state.view(None)
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(None) == view
        assert [len(h) for h in sampled.hands] == list(view.hand_sizes)
        state.apply(random_step(state, rng))
