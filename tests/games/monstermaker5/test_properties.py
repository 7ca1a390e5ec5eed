"""Properties of random games: the 7 Jewels and 7 St. Knights are never created or lost,
every card is in exactly one place at every step, and every game ends."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from games.monstermaker5.cards import JEWELS, KNIGHTS
from tests.games.monstermaker5.util import GAME, random_step

JEWEL_PLACES = ("stock", "jewels")
KNIGHT_PLACES = ("stock", "field", "jail", "battle", "drawn")


@given(seed=st.integers(min_value=0, max_value=2**31), n=st.integers(min_value=2, max_value=8))
def test_jewels_and_knights_are_never_created_or_lost(seed, n):
    rng = random.Random(seed)
    state = GAME.new_state(n)
    steps = 0
    while not state.is_over():
        state.apply(random_step(state, rng))
        places = state.card_places()  # raises if a card is in two places
        assert sorted(places) == list(range(64))
        for j in JEWELS:
            assert places[j].split()[0] in JEWEL_PLACES, (j, places[j])
        for k in KNIGHTS:
            assert places[k].split()[0] in KNIGHT_PLACES, (k, places[k])
        held = sum(len(j) for j in state.jewels)
        assert held + sum(1 for c in state.stock if c in JEWELS) == 7
        for hand in state.hands:
            assert not set(hand) & set(JEWELS + KNIGHTS)
        steps += 1
        assert steps < 20_000
    assert sum(state.scores()) == 7.0
    assert set(state.winners()) <= set(range(n)) and state.winners()


@given(seed=st.integers(min_value=0, max_value=2**31))
def test_a_hand_never_holds_more_than_six_cards_and_ends_a_turn_with_five(seed):
    from games.monstermaker5.events import TurnEnded

    rng = random.Random(seed)
    state = GAME.new_state(rng.randint(2, 8))
    while not state.is_over():
        events = state.apply(random_step(state, rng))
        assert max(len(h) for h in state.hands) <= 6
        for e in events:
            if isinstance(e, TurnEnded):
                assert e.hand <= 5
