"""O Genre O's rollouts, played in one loop (`Game.rollout`, engine.ai.ismcts step 4).

A rollout plays out the round: some 40 cards, each a step in which the search's own loop
asks the state through four methods (`to_move`, `_apply`, `is_over`, the cut-off) around a
policy that costs little more. This loop reads the same fields directly and plays a card
straight into the trick; it plays exactly the same moves with exactly the same draws of
the rng as the search's loop (tests/ai/test_ismcts.py plays both from the same positions
and seeds).
"""

from __future__ import annotations

from engine.core import CHANCE
from games.o_genre_o.ai import rollout_policy
from games.o_genre_o.rules import PH_PLAY


def rollout(state, rng, epsilon: float, max_steps: int, cutoffs: int) -> None:
    """Play `state` on by `ai.rollout_policy` (with probability `epsilon` a random legal
    move instead) until the game ends, `max_steps` moves have been made, or the
    `cutoffs`-th end of a round (`ai.rollout_cutoff`; 0: no cut-off)."""
    if state.over:
        return
    rand = rng.random
    history = state.history  # one list for the game, a round's result appended at its end
    mark = len(history)
    steps = 0
    while steps < max_steps:
        if state.turn == CHANCE:
            action = state.chance_action(rng)
        else:
            if epsilon == 0.0 or rand() >= epsilon:
                action = rollout_policy(state, rng)
            else:
                legal = state.legal_actions()
                action = legal[int(rand() * len(legal))]
            steps += 1
        if state.phase == PH_PLAY:  # state._apply(action), written out for a card
            state._legal = None
            state._play(action.card)
        else:
            state._apply(action)
        if state.over:
            return
        if cutoffs and len(history) != mark:
            cutoffs -= 1
            if not cutoffs:
                return
            mark = len(history)
