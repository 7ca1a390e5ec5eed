"""sample_state: determinisations agree with the view and with what it proves."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from games.o_genre_o.cards import ARROW, FEATHER, FIRE, deck, is_devil
from tests.games.o_genre_o.util import (
    ANGELS_BY_SEAT,
    DEVILS_BY_SEAT,
    DISCARDS4,
    GAME,
    HANDS4,
    c,
    cs,
    only_devils_left,
    play,
    play_until,
    position,
    random_step,
)


def samples(state, seat, k=150, seed=0):
    rng = random.Random(seed)
    view = state.view(seat)
    out = []
    for _ in range(k):
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(seat) == view
        out.append(sampled)
    return out


def test_a_shown_void_keeps_that_suit_out_of_the_hand_but_not_the_discards():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER)
    play(state, "Ar1", "Ar4", "Ar5", "Fi6")  # seat 3 shows it holds no Arrow
    in_discards = False
    hands3 = set()
    for s in samples(state, 0):
        assert not any(x >> 4 == ARROW for x in s.hands[3])
        in_discards |= any(x >> 4 == ARROW for x in s.discards[3])
        hands3.add(frozenset(s.hands[3]))
    assert in_discards  # a discard was chosen before the void was shown
    assert len(hands3) > 20  # and yet the samples vary


def test_a_devil_led_under_the_break_shows_a_hand_of_only_devils():
    state = only_devils_left()
    play(state, "Sp1")  # led under the Devil Break: seat 0 holds only Devils
    for s in samples(state, 2):
        assert all(is_devil(x) for x in s.hands[0])


def test_the_seat_keeps_its_own_hand_and_discards():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FIRE)
    for s in samples(state, 1, k=40):
        assert s.hands[1] == sorted(cs(HANDS4[1])) and s.discards[1] == cs(DISCARDS4[1])


def test_others_discards_are_dealt_among_the_unseen_cards():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FIRE)
    own = set(cs(HANDS4[0])) | set(cs(DISCARDS4[0]))
    seen_in_discards = set()
    for s in samples(state, 0):
        for seat in (1, 2, 3):
            assert len(s.discards[seat]) == 2
            seen_in_discards.update(s.discards[seat])
    assert not seen_in_discards & own
    assert seen_in_discards == set(deck(4)) - own


def test_cards_known_out_are_never_dealt():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER)
    play(state, "Ar1", "Ar4", "Ar5", "Fi6", "Sp5")
    out = set(cs("Ar1 Ar4 Ar5 Fi6 Sp5"))
    for s in samples(state, 1, k=60):
        for seat in range(4):
            assert not out & set(s.hands[seat]) and not out & set(s.discards[seat])
        assert s.won[2] == cs("Ar1 Ar4 Ar5 Fi6") and s.trick == [c("Sp5")]


def test_a_spectator_sample_deals_every_hand_and_discard():
    state = only_devils_left()
    unseen = sorted(cs(" ".join(DEVILS_BY_SEAT + DISCARDS4)))
    hands = set()
    for s in samples(state, None, k=30):
        assert sorted(x for seat in range(4) for x in s.hands[seat] + s.discards[seat]) \
            == unseen
        assert not set(cs(" ".join(ANGELS_BY_SEAT))) & {x for h in s.hands for x in h}
        hands.add(tuple(map(tuple, s.hands)))
    assert len(hands) > 20


@pytest.mark.parametrize("n", [3, 4])
def test_samples_at_every_phase_play_on_to_the_end(n):
    rng = random.Random(n)
    state = GAME.new_state(n)
    phases = set()
    while not state.is_over():
        phases.add(state.phase_name())
        seat = state.to_move() if state.to_move() != CHANCE else rng.randrange(n)
        sampled = GAME.sample_state(state.view(seat), rng)
        assert sampled.view(seat) == state.view(seat)
        if state.to_move() == seat:
            assert sampled.legal_actions() == state.legal_actions()
        play_until(sampled, rng, lambda st: False)
        assert sampled.is_over()
        for _ in range(3):
            if not state.is_over():
                state.apply(random_step(state, rng))
    assert phases >= {"The deal", "The discards", "The trump vote", "Tricks"}


def test_between_the_two_shuffles_the_sample_holds_shuffled_angels():
    state = GAME.new_state(4)
    rng = random.Random(2)
    state.apply(state.chance_action(rng))
    state.apply(state.chance_action(rng))
    assert state.phase_name() == "The deal" and state.to_move() == CHANCE
    for s in samples(state, 1, k=10):
        assert sorted(s.angel_order) == sorted(state.angels)
        s.apply(s.chance_action(rng))
        assert all(len(h) == 12 for h in s.hands)
