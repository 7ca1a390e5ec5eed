"""Hands stay sorted, in play and in the search's determinisations: the rollout
policies of the Dragon, O Genre O and Makai Fuda find a suit's cards by bisection, and
Makai Fuda's finds its Magic cards at the end."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from games import REGISTRY

CASES = [("dragon", 3, {}), ("dragon", 4, {"advanced": True}), ("dragon", 5, {}),
         ("o_genre_o", 3, {}), ("o_genre_o", 4, {}),
         ("makai_fuda", 3, {"go_that_way": True}), ("makai_fuda", 4, {})]


def piles_of(state) -> list:
    return [*state.hands, *getattr(state, "piles", [])]


@pytest.mark.parametrize("gid,n,options", CASES)
def test_hands_stay_sorted_through_play_and_in_determinisations(gid, n, options):
    game = REGISTRY[gid]
    for seed in range(4):
        rng = random.Random(seed)
        state = game.new_state(n, options)
        moves = 0
        while not state.is_over() and moves < 600:
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
                continue
            if moves % 25 == 0:
                sampled = game.sampler(state.view(state.to_move()))(rng)
                assert all(h == sorted(h) for h in piles_of(sampled))
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            moves += 1
            assert all(h == sorted(h) for h in piles_of(state)), (seed, moves)
