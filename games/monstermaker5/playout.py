"""Monstermaker 5's rollouts, played in one loop (`Game.rollout`, engine.ai.ismcts step 4).

The search's own rollout loop asks the state through its methods at every step
(`to_move`, `_apply`, `is_over`, the cut-off); at 6-8 players a rollout runs about 40
steps, most of them the support declarations and commits of every battle round, and those
calls were about a twentieth of the search's instructions. This loop reads the same fields
directly and plays exactly the same moves with exactly the same draws of the rng as the
search's loop (tests/ai/test_ismcts.py plays both from the same positions and seeds).
"""

from __future__ import annotations

from engine.core import CHANCE
from games.monstermaker5.ai import rollout_policy
from games.monstermaker5.rules import _APPLY_BY_PHASE, LEGAL_BY_PHASE


def rollout(state, rng, epsilon: float, max_steps: int, cutoffs: int) -> None:
    """Play `state` on by `ai.rollout_policy` (with probability `epsilon` a random legal
    move instead) until the game ends, `max_steps` moves have been made, or the
    `cutoffs`-th change of `evaluation.rollout_cutoff` (0: no cut-off)."""
    if state.over:
        return
    rand = rng.random
    apply_by_phase = _APPLY_BY_PHASE
    chance_action = state.chance_action
    horizon = state.horizon  # the rules never change it: the cut-off is max(turn_no, it)
    turn_no = state.turn_no
    mark = turn_no if turn_no >= horizon else horizon
    steps = 0
    while steps < max_steps:
        if state.actor == CHANCE:
            action = chance_action(rng)
        else:
            if epsilon == 0.0 or rand() >= epsilon:
                action = rollout_policy(state, rng)
            else:
                legal = state._legal
                if legal is None:
                    legal = state._legal = LEGAL_BY_PHASE[state.phase](state)
                action = legal[int(rand() * len(legal))]
            steps += 1
        state._legal = None  # state._apply(action), written out
        apply_by_phase[state.phase](state, action)
        if state.over:
            return
        if cutoffs:
            turn_no = state.turn_no
            now = turn_no if turn_no >= horizon else horizon
            if now != mark:
                cutoffs -= 1
                if not cutoffs:
                    return
                mark = now
