"""The short cuts the AI's search takes must not change the game: a determinisation
(`make_sampler`) is quiet (it builds no events the search would throw away) and moves
exactly like a state that tells everything; the legal actions a battle step or a support
declaration announces when it is reached are those the rules compute from scratch."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE
from games.monstermaker5.view import make_sampler, sample_state
from tests.games.monstermaker5.util import GAME, position_along, random_step


def playout_step(state, rng):
    """A move as the search's rollouts play it (the fast policy), or a random one."""
    if state.to_move() == CHANCE:
        return state.chance_action(rng)
    if rng.random() < 0.5:
        return GAME.rollout_policy(state, rng)
    return random_step(state, rng)


def everything_seen(state) -> tuple:
    n = state.num_players
    return (*[state.view(s) for s in range(n)], state.view(None), tuple(state.stock))


@settings(max_examples=20, deadline=None)
@given(n=st.sampled_from([2, 3, 4, 6, 8]), seed=st.integers(0, 10**6),
       steps=st.integers(0, 300))
def test_a_quiet_determinisation_moves_exactly_like_a_state_that_tells_everything(
        n, seed, steps):
    state = position_along(n, seed, steps)
    rng = random.Random(seed + 2)
    seat = state.to_move() if state.to_move() >= 0 else 0
    quiet = make_sampler(GAME, state.view(seat))(rng)
    assert quiet.quiet
    assert not sample_state(GAME, state.view(seat), rng).quiet  # that one tells everything
    told = quiet.clone()
    told.quiet = False  # the same deal, telling every event
    moves_a, moves_b = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(400):
        if quiet.is_over():
            break
        a = playout_step(quiet, moves_a)
        b = playout_step(told, moves_b)
        assert a == b
        said = told.apply(b)
        kept = quiet.apply(a)
        assert all(e in said for e in kept)  # a quiet state only leaves events out
        assert everything_seen(quiet) == everything_seen(told)
        assert quiet.is_over() == told.is_over()
    assert quiet.winners() == told.winners()


@pytest.mark.parametrize("n", [2, 4, 5, 8])
def test_the_legal_actions_a_step_announces_are_those_computed_from_scratch(n):
    for seed in range(3):
        rng = random.Random(100 * n + seed)
        state = GAME.new_state(n)
        while not state.is_over():
            if state.to_move() != CHANCE:
                # a clone knows nothing in advance: it computes its legal actions anew
                assert state.legal_actions() == state.clone().legal_actions()
            state.apply(playout_step(state, rng))
