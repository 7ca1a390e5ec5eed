"""Property tests over seeded random games: invariants that hold at every step."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from engine.core import CHANCE
from games.o_genre_o.cards import DISCARDS, deck, is_devil
from games.o_genre_o.events import LifeRecovered, RoundSettled, RoundStarted
from tests.games.o_genre_o.util import GAME, random_step

games = st.tuples(st.sampled_from([3, 4]), st.integers(min_value=0, max_value=2**31))


def card_places(state) -> Counter:
    """Every place a card of the round may be: hands, discards, won piles, the trick,
    and (between the two shuffles) the shuffled Angel cards."""
    places = Counter()
    for s in range(state.num_players):
        places.update(state.hands[s])
        places.update(state.discards[s])
        places.update(state.won[s])
    places.update(state.trick)
    places.update(state.angel_order)
    return places


@given(games)
def test_every_card_is_in_exactly_one_place(case):
    n, seed = case
    rng = random.Random(seed)
    state = GAME.new_state(n)
    cards = Counter(deck(n))
    while not state.is_over():
        places = card_places(state)
        phase = state.view(None).phase
        if phase in ("discard", "vote", "play") or (phase == "shuffle_angels"
                                                     and state.round_no > 0):
            assert places == cards
        elif phase == "shuffle_devils":
            assert places == Counter(state.angels)  # the Devils are still a deck
        else:
            assert not places
        state.apply(random_step(state, rng))


@given(games)
def test_lives_change_only_by_the_rules(case):
    """+1 only for an all-Angel trick from round 2 below the cap, -1 per Devil won only
    at the settlement; never above the cap."""
    n, seed = case
    rng = random.Random(seed)
    state = GAME.new_state(n)
    cap = state.cap
    round_no = 0
    while not state.is_over():
        before = list(state.lives)
        won_before = [list(w) for w in state.won]
        events = state.apply(random_step(state, rng))
        expected = list(before)
        for event in events:
            if isinstance(event, RoundStarted):
                round_no = event.round
            elif isinstance(event, LifeRecovered):
                assert round_no >= 2 and event.life_before < cap
                assert event.life == event.life_before + 1 == expected[event.seat] + 1
                expected[event.seat] += 1
                new_cards = state.won[event.seat][len(won_before[event.seat]):]
                assert len(new_cards) == n and not any(is_devil(x) for x in new_cards)
            elif isinstance(event, RoundSettled):
                lost = [sum(1 for x in w if is_devil(x)) for w in state.won]
                assert list(event.devils) == lost
                expected = [life - d for life, d in zip(expected, lost)]
                assert list(event.lives_after) == expected
                assert [b + r - d for b, r, d in zip(event.lives_before, event.recovered,
                                                     event.devils)] == expected
        assert state.lives == expected
        assert max(state.lives) <= cap


@given(games)
def test_every_devil_not_discarded_is_lost_or_the_game_is_over(case):
    n, seed = case
    rng = random.Random(seed)
    state = GAME.new_state(n)
    while not state.is_over():
        events = state.apply(random_step(state, rng))
        for event in events:
            if isinstance(event, RoundSettled):
                discarded = sum(1 for d in state.discards for x in d if is_devil(x))
                assert sum(event.devils) == len(deck(n)) // 2 - discarded
    assert min(state.lives) <= 0
    assert state.winners() == [s for s in range(n) if state.lives[s] == max(state.lives)]


@given(games)
def test_every_round_has_the_same_shape(case):
    """Per round: 2 discards a seat, 4 chips, 10 tricks, the dealer passing left."""
    n, seed = case
    rng = random.Random(seed)
    state = GAME.new_state(n)
    dealers = []
    while not state.is_over():
        if state.to_move() != CHANCE and state.phase_name() == "Tricks" \
                and state.tricks_done == 0 and not state.trick:
            assert all(len(d) == DISCARDS for d in state.discards)
            assert len(state.chips) == 4 and state.to_move() == state.dealer
            dealers.append(state.dealer)
        state.apply(random_step(state, rng))
    assert all(b == (a + 1) % n for a, b in itertools.pairwise(dealers))
