"""A determinisation for the AI's search (`game.sampler(view)`) is quiet: its trick,
match and round ends build no events (the search never reads them, and they cost it a
tenth of its time). Quiet must change nothing else: such a state moves exactly like one
that tells everything, and a state given out by `sample_state` tells everything.
(Monstermaker 5 has its own test: tests/games/monstermaker5/test_search_paths.py.)"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE
from games import REGISTRY

GAMES = [("dragon", (3, 4, 5)), ("o_genre_o", (3, 4)), ("makai_fuda", (3, 4))]


def step(state, rng):
    """A move as the search's rollouts play it (the fast policy), or a random one."""
    if state.to_move() == CHANCE:
        return state.chance_action(rng)
    if rng.random() < 0.5:
        return state.game.rollout_policy(state, rng)
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


def everything(state) -> dict:
    """Every field of the state but the flag itself and the legal-action cache (these
    games' states hold plain ints, lists and tuples), as text."""
    fields = {}
    for cls in type(state).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name not in ("quiet", "_legal"):
                fields[name] = repr(getattr(state, name))
    return fields


def a_position(game, n, seed, steps):
    rng = random.Random(seed)
    state = game.new_state(n, {})
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(step(state, rng))
    return state


@pytest.mark.parametrize("gid,counts", GAMES)
@settings(max_examples=12, deadline=None)
@given(pick=st.integers(0, 2), seed=st.integers(0, 10**6), steps=st.integers(0, 150))
def test_a_quiet_determinisation_moves_exactly_like_a_state_that_tells_everything(
        gid, counts, pick, seed, steps):
    game = REGISTRY[gid]
    state = a_position(game, counts[pick % len(counts)], seed, steps)
    seat = state.to_move() if state.to_move() >= 0 else 0
    quiet = game.sampler(state.view(seat))(random.Random(seed))
    assert quiet.quiet
    told = quiet.clone()
    told.quiet = False  # the same deal, telling every event
    moves_a, moves_b = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(300):
        if quiet.is_over():
            break
        a, b = step(quiet, moves_a), step(told, moves_b)
        assert a == b
        said = told.apply(b)
        kept = quiet.apply(a)
        assert all(e in said for e in kept)  # a quiet state only leaves events out
        assert everything(quiet) == everything(told)
    assert quiet.is_over() == told.is_over() and quiet.winners() == told.winners()


@pytest.mark.parametrize("gid,counts", GAMES)
def test_a_quiet_determinisation_leaves_out_the_trick_and_round_events(gid, counts):
    game = REGISTRY[gid]
    state = a_position(game, counts[0], 7, 40)
    seat = state.to_move() if state.to_move() >= 0 else 0
    quiet = game.sampler(state.view(seat))(random.Random(3))
    told = quiet.clone()
    told.quiet = False
    said = kept = 0
    rng_a, rng_b = random.Random(4), random.Random(4)
    while not quiet.is_over() and said < 200:
        said += len(told.apply(step(told, rng_b)))
        kept += len(quiet.apply(step(quiet, rng_a)))
    assert kept < said  # without quiet (or with it ignored) the two counts are equal


@pytest.mark.parametrize("gid,counts", GAMES)
def test_sample_state_gives_a_state_that_tells_its_events(gid, counts):
    game = REGISTRY[gid]
    state = a_position(game, counts[0], 11, 30)
    seat = state.to_move() if state.to_move() >= 0 else 0
    sampled = game.sample_state(state.view(seat), random.Random(5))
    assert not sampled.quiet
    assert not sampled.clone().quiet
