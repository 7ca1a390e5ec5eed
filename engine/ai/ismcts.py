"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), one for
every game.

The agent is given its seat's view and the legal actions, never a State. Each iteration:
1. determinise: `game.sample_state(view, rng)`, a full state agreeing with the view;
2. select down the tree with UCB over the actions *available in this determinisation*
   (each child counts how often it was available, so rarely-legal moves are not
   under-explored); chance steps are drawn at random and are transparent in the tree;
3. expand one untried action;
4. roll out with the game's fast policy (`Game.rollout_policy`, else random) until the
   game ends, or until the game's cut-off (`Game.rollout_cutoff`, e.g. the end of the
   round) or `max_rollout_steps`, then score the state with `Game.evaluate` (values in
   [0, 1] per seat; by default the winners share 1, else a normalised score);
5. back up: each node keeps the reward of the seat that moved into it.

The decision is the most visited root action. With an iteration budget and a seeded rng
the search is deterministic; with a time budget it stops when time is up.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from engine.core import CHANCE, Game, State, View, playable_actions


class Node:
    __slots__ = ("avail", "children", "mover", "reward", "visits")

    def __init__(self, mover: int):
        self.mover = mover  # the seat whose move led here (its reward is kept)
        self.children: dict = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


def default_evaluate(state: State) -> list[float]:
    """Values in [0, 1] per seat: the winners share 1 at the end; before the end, the
    scores scaled between the lowest (0) and the highest (1)."""
    n = state.num_players
    if state.is_over():
        winners = state.winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    scores = state.scores()
    lo, hi = min(scores), max(scores)
    if hi == lo:
        return [1.0 / n] * n
    return [(s - lo) / (hi - lo) for s in scores]


class ISMCTS:
    """The search. `exploration` is UCB's constant; rewards are in [0, 1]."""

    def __init__(self, iterations: int | None = None, time_s: float | None = None,
                 exploration: float = 0.7, max_rollout_steps: int = 200,
                 rollout_epsilon: float = 0.0, use_cutoff: bool = True):
        if iterations is None and time_s is None:
            raise ValueError("ISMCTS needs an iteration budget or a time budget")
        self.iterations = iterations
        self.time_s = time_s
        self.exploration = exploration
        self.max_rollout_steps = max_rollout_steps
        self.rollout_epsilon = rollout_epsilon
        self.use_cutoff = use_cutoff
        self.last_iterations = 0
        self.last_seconds = 0.0

    def search(self, game: Game, view: View, legal_actions: list, rng: random.Random):
        """The root action statistics: {action: (visits, mean reward)}."""
        seat = view.seat
        root = Node(mover=-2)
        policy: Callable | None = getattr(game, "rollout_policy", None)
        evaluate: Callable = getattr(game, "evaluate", None) or default_evaluate
        cutoff: Callable | None = getattr(game, "rollout_cutoff", None) if self.use_cutoff \
            else None
        legal_set = set(legal_actions)
        # Concessions (resign, offer a tie) are never searched; most games have none.
        concede = any(getattr(t, "concession", False) for t in game.action_types)
        c = self.exploration
        started = time.perf_counter()
        deadline = None if self.time_s is None else started + self.time_s
        limit = self.iterations if self.iterations is not None else 10**9
        done = 0
        while done < limit:
            if deadline is not None and done % 8 == 0 and time.perf_counter() >= deadline:
                break
            state = game.sample_state(view, rng)
            node = root
            path = [root]
            # selection and expansion
            while not state.is_over():
                mover = state.to_move()
                if mover == CHANCE:
                    state.apply(state.chance_action(rng))
                    continue
                actions = state.legal_actions()
                if node is root:
                    actions = [a for a in actions if a in legal_set]
                if concede:
                    actions = playable_actions(actions)
                if not actions:
                    break
                untried = []
                best = None
                best_value = -1.0
                for action in actions:
                    child = node.children.get((mover, action))
                    if child is None:
                        untried.append(action)
                        continue
                    child.avail += 1
                    if untried:
                        continue
                    value = child.reward / child.visits + c * math.sqrt(
                        math.log(child.avail) / child.visits)
                    if value > best_value:
                        best_value, best = value, (action, child)
                if untried:
                    action = untried[int(rng.random() * len(untried))]
                    child = Node(mover)
                    child.avail = 1
                    node.children[(mover, action)] = child
                    state.apply(action)
                    path.append(child)
                    break
                action, child = best
                state.apply(action)
                node = child
                path.append(child)
            # rollout
            if not state.is_over():
                mark = cutoff(state) if cutoff else None
                steps = 0
                eps = self.rollout_epsilon
                while not state.is_over() and steps < self.max_rollout_steps:
                    if state.to_move() == CHANCE:
                        state.apply(state.chance_action(rng))
                    else:
                        if policy is not None and (eps == 0.0 or rng.random() >= eps):
                            action = policy(state, rng)
                        else:
                            legal = state.legal_actions()
                            if concede:
                                legal = playable_actions(legal)
                            action = legal[int(rng.random() * len(legal))]
                        state._apply(action)
                        steps += 1
                    if cutoff is not None and cutoff(state) != mark:
                        break
            rewards = evaluate(state)
            # back-propagation
            for n in path:
                n.visits += 1
                if n.mover >= 0:
                    n.reward += rewards[n.mover]
            done += 1
        self.last_iterations = done
        self.last_seconds = time.perf_counter() - started
        stats = {}
        for (mover, action), child in root.children.items():
            if mover == seat and action in legal_set:
                stats[action] = (child.visits, child.reward / max(1, child.visits))
        return stats

    def choose(self, game: Game, view: View, legal_actions: list, rng: random.Random):
        candidates = playable_actions(list(legal_actions))
        if len(candidates) == 1:
            self.last_iterations, self.last_seconds = 0, 0.0
            return candidates[0]
        stats = self.search(game, view, candidates, rng)
        if not stats:
            return candidates[int(rng.random() * len(candidates))]
        # most visits; ties broken by mean reward, then by the order of legal actions
        order = {a: i for i, a in enumerate(candidates)}
        return max(stats, key=lambda a: (stats[a][0], stats[a][1], -order[a]))


class ISMCTSAgent:
    """Normal and Hard: ISMCTS with a time budget (or a fixed iteration budget, for
    reproducible tests and duplicate matches)."""

    def __init__(self, name: str, time_s: float | None = None, iterations: int | None = None,
                 **kwargs):
        self.name = name
        self.time_s = time_s
        self.iterations = iterations
        self.kwargs = kwargs
        self.last_iterations = 0
        self.last_seconds = 0.0

    def choose(self, game, view, legal_actions, rng, budget_s=None):
        time_s = None if self.iterations is not None else (budget_s or self.time_s)
        search = ISMCTS(iterations=self.iterations, time_s=time_s, **self.kwargs)
        action = search.choose(game, view, legal_actions, rng)
        self.last_iterations, self.last_seconds = search.last_iterations, search.last_seconds
        return action
