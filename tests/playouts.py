"""Seeded random playouts shared by the conformance, AI and UI tests."""

from __future__ import annotations

import random

from engine.core import CHANCE, playable_actions

MAX_STEPS = 20_000


def random_step(state, rng: random.Random):
    """One random legal step (a chance draw when chance is to move)."""
    if state.to_move() == CHANCE:
        return state.chance_action(rng)
    return rng.choice(playable_actions(state.legal_actions()))


def playout(game, num_players: int, seed: int, options=None, keep_states: bool = False,
            max_steps: int = MAX_STEPS):
    """Play a game with random agents to its end.

    Returns (final state, actions taken, states before each action if keep_states)."""
    rng = random.Random(seed)
    state = game.new_state(num_players, options)
    actions, states = [], []
    while not state.is_over():
        if len(actions) >= max_steps:
            raise AssertionError(f"{game.id} did not end within {max_steps} steps (seed {seed})")
        action = random_step(state, rng)
        if keep_states:
            states.append(state.clone())
        state.apply(action)
        actions.append(action)
    return state, actions, states


def position_along(game, num_players: int, seed: int, steps: int, options=None):
    """The state after `steps` random steps (or at the end) of a seeded game."""
    rng = random.Random(seed)
    state = game.new_state(num_players, options)
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(random_step(state, rng))
    return state


def decisions(state, rng: random.Random, steps: int, choose=None):
    """Random play of `state` for at most `steps` steps, chance steps included: yields
    `state` at each decision, then plays `choose(legal_actions, rng)` there (a random
    legal action if `choose` is None)."""
    for _ in range(steps):
        if state.is_over():
            return
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
            continue
        yield state
        legal = state.legal_actions()
        state.apply(choose(legal, rng) if choose is not None else rng.choice(legal))


def replay(game, num_players: int, actions, options=None):
    state = game.new_state(num_players, options)
    for action in actions:
        state.apply(action)
    return state


def all_views(state):
    return [state.view(seat) for seat in range(state.num_players)] + [state.view(None)]
