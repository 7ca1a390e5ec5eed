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


class WithoutOwnRollout(type(GAME)):
    """The same game, but the search plays its rollouts in its own generic loop."""

    rollout = None


@settings(max_examples=25, deadline=None)
@given(n=st.sampled_from([2, 4, 6, 8]), seed=st.integers(0, 10**6),
       steps=st.integers(0, 400), epsilon=st.sampled_from([0.0, 0.3, 1.0]),
       cutoffs=st.sampled_from([0, 1, 2]), max_steps=st.sampled_from([3, 200]))
def test_the_games_own_rollout_loop_plays_what_the_searchs_loop_would(
        n, seed, steps, epsilon, cutoffs, max_steps):
    from engine.ai.ismcts import ISMCTS

    state = position_along(n, seed, steps)
    if state.is_over() or state.to_move() == CHANCE or len(state.legal_actions()) < 2:
        return
    assert GAME.rollout is not None
    seat = state.to_move()
    results = []
    for game in (GAME, WithoutOwnRollout()):
        search = ISMCTS(iterations=40, rollout_epsilon=epsilon, use_cutoff=bool(cutoffs),
                        rollout_cutoffs=max(1, cutoffs), max_rollout_steps=max_steps)
        rng = random.Random(seed)
        stats = search.search(game, state.view(seat), state.legal_actions(), rng)
        # the same visits and rewards at the root, and the same draws of the rng after
        results.append((stats, rng.getstate()))
    assert results[0] == results[1]
