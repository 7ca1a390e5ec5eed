"""Determinisations for the search: `make_sampler(view)` (prepared once per view) deals
states whose view for the seat is exactly the given view, and never touches the view's
public part; `sample_state` agrees with it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.monstermaker5.view import make_sampler, sample_state
from tests.games.monstermaker5.util import GAME, position_along


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 8), seed=st.integers(0, 10**6), steps=st.integers(0, 400),
       seat=st.integers(0, 7), draw=st.integers(0, 10**6))
def test_every_sampled_state_shows_the_seat_the_view_it_was_given(n, seed, steps, seat,
                                                                  draw):
    state = position_along(n, seed, steps)
    seat %= n
    view = state.view(seat)
    sample = make_sampler(GAME, view)
    rng = random.Random(draw)
    for _ in range(4):
        sampled = sample(rng)
        assert sampled.view(seat) == view
        assert sampled is not sample(rng)  # a fresh state every call
    assert sample_state(GAME, view, rng).view(seat) == view


def test_the_game_uses_the_prepared_sampler_and_it_varies_the_hidden_hands():
    assert GAME.sampler.__func__ is make_sampler
    state = position_along(4, seed=3, steps=40)
    seat = state.to_move() if state.to_move() >= 0 else 0
    view = state.view(seat)
    sample = GAME.sampler(view)
    rng = random.Random(1)
    other = (seat + 1) % 4
    hands = {tuple(sample(rng).hands[other]) for _ in range(30)}
    assert len(hands) > 1


def test_a_seeded_sampler_is_deterministic():
    state = position_along(3, seed=11, steps=120)
    view = state.view(0)
    first = [make_sampler(GAME, view)(random.Random(5)) for _ in range(2)]
    assert first[0].hands == first[1].hands and first[0].stock == first[1].stock
