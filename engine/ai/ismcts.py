"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), one for
every game.

The agent is given its seat's view and the legal actions, never a State. Each iteration:
1. determinise: a full state agreeing with the view. The game's `sampler(view)` (when it
   has one) prepares what the view proves once per search and deals the hidden cards
   fast; otherwise `game.sample_state(view, rng)`. With `pool` > 0 the search draws that
   many determinisations first and each iteration plays a copy of one of them; with
   `weighted`, a determinisation is drawn in proportion to `game.observation_weight(
   state, view)`: how likely the opponents' plays seen so far were, had they held those
   cards and played like the game's heuristic (a Bayesian reading of their play);
2. select down the tree with UCB over the actions *available in this determinisation*
   (each child counts how often it was available, so rarely-legal moves are not
   under-explored); chance steps are drawn at random and are transparent in the tree.
   With `bias` > 0 the root action the game's heuristic would play (`heuristic_policy`
   on the view) gets a progressive bias, `bias / (visits + 1)`, which fades as the
   statistics grow; with `expand_by_policy` an untried action is expanded heuristic-first;
3. expand one untried action (not below `max_depth` decisions from the root: deeper,
   the rollout decides);
4. roll out with the game's fast policy (`Game.rollout_policy`, else random; with
   probability `rollout_epsilon` a random legal move instead) until the game ends, or
   until the game's cut-off (`Game.rollout_cutoff`, e.g. the end of the round) or
   `max_rollout_steps`, then score the state with `Game.evaluate` (values in [0, 1] per
   seat that know the game's score; by default the winners share 1, else a normalised
   score). With `rollout_cutoffs` = k the rollout runs on past k - 1 cut-offs and stops
   at the k-th (a longer look ahead: e.g. the next player's turn too). A game with a
   `rollout(state, rng, epsilon, max_steps, cutoffs)` (cutoffs 0: no cut-off) plays this
   step in its own loop: the same moves with the same draws of rng, only faster;
5. back up: each node keeps the reward of the seat that moved into it.

The decision is the most visited root action. With `ensemble` = k the budget is split
over k separate searches whose root statistics are summed (many shallow trees instead of
one deep one); with `tree_size` too, a budget of more than k trees of that size grows more
trees, not deeper ones, so a faster machine spends its speed on more determinisations at
the root and each tree stays as deep as it was measured. With an iteration budget and a
seeded rng the search is deterministic; with a time budget it stops while two more
iterations (at the mean pace so far) would still end before the budget's last
`RELEASE_SHARE` (left for freeing the tree, after the search's clock stops), so decisions
keep to the budget. `choose` also stops as soon as no other action could overtake the most
visited one in the iterations left: the decision is the same, found sooner.

Speed: actions are keyed by identity (the games hand out interned action objects; an
equal action met as another object is mapped to the same key once), children by an int,
and rollouts apply moves with `_apply` (legal by construction) without re-checking.
"""

from __future__ import annotations

import copy
import math
import random
import time
from bisect import bisect
from collections.abc import Callable
from functools import partial
from itertools import accumulate

from engine.core import CHANCE, Game, State, View, playable_actions

MOVER_BITS = 4  # a child's key: action key << 4 | mover (seats 0-15)
# The share of a time budget left for freeing the search tree when the search returns (a
# node an iteration: about 0.3% of the search's time in The Fool's Field, whose
# iterations are the cheapest; without it a 1.5 s Hard decision took 1.504 s at p95).
RELEASE_SHARE = 0.01


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


def sampler_for(game: Game, view: View) -> Callable[[random.Random], State]:
    """A function rng -> determinisation of `view` (the game's prepared sampler if it
    has one, else its `sample_state`)."""
    make = getattr(game, "sampler", None)
    if make is not None:
        return make(view)
    return partial(game.sample_state, view)


class ISMCTS:
    """The search. `exploration` is UCB's constant; rewards are in [0, 1]. See the module
    docstring for the other settings."""

    def __init__(self, iterations: int | None = None, time_s: float | None = None,
                 exploration: float = 0.7, max_rollout_steps: int = 200,
                 rollout_epsilon: float = 0.0, use_cutoff: bool = True,
                 bias: float = 0.0, expand_by_policy: bool = False, pool: int = 0,
                 weighted: bool = False, max_depth: int | None = None,
                 settle: bool = False, ensemble: int = 1, rollout_cutoffs: int = 1,
                 tree_size: int | None = None):
        if iterations is None and time_s is None:
            raise ValueError("ISMCTS needs an iteration budget or a time budget")
        self.ensemble = max(1, int(ensemble))
        self.tree_size = max(1, int(tree_size)) if tree_size else None
        self.iterations = iterations
        self.time_s = time_s
        self.exploration = exploration
        self.max_rollout_steps = max_rollout_steps
        self.rollout_epsilon = rollout_epsilon
        self.use_cutoff = use_cutoff
        self.rollout_cutoffs = max(1, int(rollout_cutoffs))
        self.bias = bias
        self.expand_by_policy = expand_by_policy
        self.pool = pool
        self.weighted = weighted
        self.max_depth = max_depth if max_depth is not None else 10**9
        self.settle = settle
        self.last_iterations = 0
        self.last_seconds = 0.0
        self.last_pool_ess = 0.0  # effective size of a weighted pool (for bench/)

    # -- determinisations ----------------------------------------------------------

    def _drawer(self, game: Game, view: View, rng: random.Random):
        """rng -> a fresh determinisation to play (see `pool` and `weighted`)."""
        sample = sampler_for(game, view)
        size = self.pool
        if self.iterations is not None:
            size = min(size, self.iterations)
        if size <= 1:
            return sample
        states = [sample(rng) for _ in range(size)]
        weigh = getattr(game, "observation_weight", None) if self.weighted else None
        if weigh is None:
            self.last_pool_ess = float(size)
            return lambda r: states[int(r.random() * size)].clone()
        weights = [weigh(s, view) for s in states]
        total = sum(weights)
        if total <= 0.0:  # nothing fits the model: every determinisation counts alike
            self.last_pool_ess = float(size)
            return lambda r: states[int(r.random() * size)].clone()
        self.last_pool_ess = total * total / sum(w * w for w in weights)
        cumulative = list(accumulate(weights))
        last = size - 1

        def draw(r):
            return states[min(last, bisect(cumulative, r.random() * total))].clone()

        return draw

    # -- the search ----------------------------------------------------------------

    def search(self, game: Game, view: View, legal_actions: list, rng: random.Random):
        """The root action statistics: {action: (visits, mean reward)}."""
        started = time.perf_counter()
        seat = view.seat
        root = Node(mover=-2)
        policy: Callable | None = getattr(game, "rollout_policy", None)
        evaluate: Callable = getattr(game, "evaluate", None) or default_evaluate
        cutoff: Callable | None = getattr(game, "rollout_cutoff", None) if self.use_cutoff \
            else None
        # Concessions (resign, offer a tie) are never searched; most games have none.
        concede = any(getattr(t, "concession", False) for t in game.action_types)

        # Action keys: by identity, an equal action met as another object mapped once.
        by_id: dict[int, int] = {}
        by_value: dict = {}
        keep: list = []  # holds every keyed object, so that no id is ever reused

        def intern(a) -> int:
            k = by_value.get(a)
            if k is None:
                k = by_value[a] = len(by_value)
            by_id[id(a)] = k
            keep.append(a)
            return k

        key_of = by_id.get
        root_action: dict[int, object] = {}
        for a in legal_actions:
            root_action[key_of(id(a)) if id(a) in by_id else intern(a)] = a
        root_hint = -1
        if self.bias or self.expand_by_policy:
            heuristic = getattr(game, "heuristic_policy", None)
            if heuristic is not None and len(legal_actions) > 1:
                pick = heuristic(view, list(legal_actions), rng)
                k = key_of(id(pick))
                root_hint = k if k is not None else by_value.get(pick, -1)
        # The game's own rollout loop, when it has one (see the module docstring).
        fast_rollout = getattr(game, "rollout", None) \
            if policy is not None and not concede else None
        bias = self.bias
        expand_by_policy = self.expand_by_policy and policy is not None

        draw = self._drawer(game, view, rng)
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        rand = rng.random
        eps = self.rollout_epsilon
        max_steps = self.max_rollout_steps
        rollout_cutoffs = self.rollout_cutoffs
        max_depth = self.max_depth
        deadline = None if self.time_s is None \
            else started + self.time_s * (1.0 - RELEASE_SHARE)
        limit = self.iterations if self.iterations is not None else 10**9
        settle = self.settle and len(root_action) > 1
        done = 0
        clock = time.perf_counter
        while done < limit:
            if done:
                # With a time budget: stop when two more iterations (at the mean pace so
                # far) would end past the deadline, so that decisions keep to it at p95
                # even where iterations vary widely in length (a battle's rollout).
                if deadline is not None:
                    now = clock()
                    if now + 2 * (now - started) / done >= deadline:
                        break
                if settle and done & 31 == 0 and self._settled(root, done, limit, started,
                                                               deadline):
                    break
            state = draw(rng)
            node = root
            path = [root]
            depth = 0
            # selection and expansion
            while not state.is_over():
                mover = state.to_move()
                if mover == CHANCE:
                    state._apply(state.chance_action(rng))
                    continue
                if depth >= max_depth:
                    break
                actions = state.legal_actions()
                if concede:
                    actions = playable_actions(actions)
                at_root = node is root
                children = node.children
                untried = None
                best = None
                best_value = -1e18
                for a in actions:
                    k = key_of(id(a))
                    if k is None:
                        k = intern(a)
                    if at_root and k not in root_action:
                        continue
                    ck = k << MOVER_BITS | mover
                    child = children.get(ck)
                    if child is None:
                        if untried is None:
                            untried = [(a, ck)]
                        else:
                            untried.append((a, ck))
                        continue
                    child.avail += 1
                    if untried is not None:
                        continue
                    v = child.visits
                    value = child.reward / v + c * sqrt(log(child.avail) / v)
                    if k == root_hint and at_root:
                        value += bias / (v + 1)
                    if value > best_value:
                        best_value = value
                        best = (a, child)
                if untried is not None:
                    chosen = None
                    if at_root and root_hint >= 0:
                        hk = root_hint << MOVER_BITS | mover
                        for pair in untried:
                            if pair[1] == hk:
                                chosen = pair
                                break
                    elif expand_by_policy:
                        pick = policy(state, rng)
                        for pair in untried:
                            if pair[0] == pick:
                                chosen = pair
                                break
                    if chosen is None:
                        chosen = untried[int(rand() * len(untried))]
                    action, ck = chosen
                    child = Node(mover)
                    child.avail = 1
                    children[ck] = child
                    state._apply(action)
                    path.append(child)
                    break
                if best is None:
                    break
                action, node = best
                state._apply(action)
                path.append(node)
                depth += 1
            # rollout (the state's methods bound once: a rollout runs dozens of steps)
            if fast_rollout is not None:
                fast_rollout(state, rng, eps, max_steps, rollout_cutoffs if cutoff else 0)
            elif not state.is_over():
                is_over = state.is_over
                to_move = state.to_move
                advance = state._apply
                mark = cutoff(state) if cutoff is not None else None
                cutoffs_left = rollout_cutoffs
                steps = 0
                while steps < max_steps:
                    if to_move() == CHANCE:
                        advance(state.chance_action(rng))
                    else:
                        if policy is not None and (eps == 0.0 or rand() >= eps):
                            action = policy(state, rng)
                        else:
                            legal = state.legal_actions()
                            if concede:
                                legal = playable_actions(legal)
                            action = legal[int(rand() * len(legal))]
                        advance(action)
                        steps += 1
                    if is_over():
                        break
                    if cutoff is not None and cutoff(state) != mark:
                        cutoffs_left -= 1
                        if not cutoffs_left:
                            break
                        mark = cutoff(state)
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
        for ck, child in root.children.items():
            k, mover = ck >> MOVER_BITS, ck & ((1 << MOVER_BITS) - 1)
            if mover == seat and k in root_action:
                stats[root_action[k]] = (child.visits, child.reward / max(1, child.visits))
        return stats

    def _ensemble_search(self, game, view, legal_actions, rng):
        """`ensemble` independent searches, each with its share of the budget, their root
        visits and rewards summed: many shallow trees rather than one deep one, so that
        no single tree's plan (made with the cards its determinisations put in the
        others' hands) decides alone. With `tree_size`, no tree grows past that size
        while the budget holds more trees: an iteration budget makes
        max(ensemble, iterations // tree_size) trees; a time budget shares its time over
        the first `ensemble` trees (each stopping at `tree_size`) and then grows more
        trees of that size while the time left holds half of one at the pace so far.
        With both (a level's cap at the table), the time grows trees as the time budget
        does, up to the trees the cap holds, each as large as under the cap alone: a
        fast machine plays exactly the fixed budget, a slow one its first `ensemble`
        trees of that size, as far as the time goes."""
        k, size, cap = self.ensemble, self.tree_size, self.iterations
        timed = self.time_s is not None
        most = None  # the most trees: no bound for a timed search by tree size alone
        if cap is not None:
            most = max(k, cap // size) if size else k
            if not timed:
                k = most
        elif not size:
            most = k
        started = time.perf_counter()
        totals: dict = {}
        done = i = 0
        while True:
            left = None if not timed else self.time_s - (time.perf_counter() - started)
            if i >= k:
                if most is not None and i >= most:
                    break
                pace = done / max(time.perf_counter() - started, 1e-9)
                if left * pace < size / 2:
                    break
            part = copy.copy(self)  # the same settings, one tree
            part.ensemble, part.tree_size = 1, None
            part.iterations = size if cap is None else cap // most + (i < cap % most)
            if left is not None:
                part.time_s = max(left / max(1, k - i), 1e-3)
            i += 1
            if part.iterations is not None and part.iterations < 1:
                continue
            for action, (visits, mean) in part.search(game, view, legal_actions,
                                                      rng).items():
                v, total = totals.get(action, (0, 0.0))
                totals[action] = (v + visits, total + visits * mean)
            done += part.last_iterations
        self.last_iterations = done
        self.last_seconds = time.perf_counter() - started
        return {a: (v, total / v if v else 0.0) for a, (v, total) in totals.items()}

    @staticmethod
    def _settled(root: Node, done: int, limit: int, started: float, deadline) -> bool:
        """No other root action can overtake the most visited one in what is left."""
        first = second = 0
        for child in root.children.values():
            v = child.visits
            if v > first:
                first, second = v, first
            elif v > second:
                second = v
        left = limit - done
        if deadline is not None:
            now = time.perf_counter()
            rate = done / max(now - started, 1e-9)
            left = min(left, int(rate * max(0.0, deadline - now)) + 1)
        return first - second > left

    def choose(self, game: Game, view: View, legal_actions: list, rng: random.Random):
        candidates = playable_actions(list(legal_actions))
        if len(candidates) == 1:
            self.last_iterations, self.last_seconds = 0, 0.0
            return candidates[0]
        stats = self.search(game, view, candidates, rng) \
            if self.ensemble == 1 and not self.tree_size \
            else self._ensemble_search(game, view, candidates, rng)
        if not stats:
            return candidates[int(rng.random() * len(candidates))]
        # most visits; ties broken by mean reward, then by the order of legal actions
        order = {a: i for i, a in enumerate(candidates)}
        return max(stats, key=lambda a: (stats[a][0], stats[a][1], -order[a]))


def game_level_settings(game, level: str | None, num_players: int | None = None) -> dict:
    """`game`'s own settings for `level` (`game.level_settings[level]`, none if it has
    none), with those for `num_players` over them: a level's settings may hold
    "players": {count: {setting: value}} for the player counts that play otherwise."""
    own = (getattr(game, "level_settings", None) or {}).get(level) if level else None
    if not own:
        return {}
    own = dict(own)
    by_count = own.pop("players", None) or {}
    own.update(by_count.get(num_players, {}))
    return own


class ISMCTSAgent:
    """Normal and Hard: ISMCTS with a time budget (or a fixed iteration budget, for
    reproducible tests and duplicate matches). The settings are `ISMCTS`'s; with a
    `level`, the game's own settings for the level and the player count
    (`game_level_settings`) are added to them. Among those, "iterations" caps the timed
    search (see `choose`)."""

    def __init__(self, name: str, time_s: float | None = None, iterations: int | None = None,
                 level: str | None = None, **kwargs):
        self.name = name
        self.time_s = time_s
        self.iterations = iterations
        self.level = level
        kwargs.setdefault("settle", True)
        self.kwargs = kwargs
        self.last_iterations = 0
        self.last_seconds = 0.0

    def settings(self, game, num_players: int | None = None) -> dict:
        """The search's settings for `game` at `num_players`: the level's, then the
        game's own."""
        own = game_level_settings(game, self.level, num_players)
        return {**self.kwargs, **own} if own else self.kwargs

    def choose(self, game, view, legal_actions, rng, budget_s=None):
        settings = dict(self.settings(game, getattr(view, "num_players", None)))
        # A level's "iterations" in a game's settings caps its real (timed) search: the
        # level thinks that much, or less on a slow machine. A fixed budget (normal@N)
        # overrides it.
        cap = settings.pop("iterations", None)
        if self.iterations is not None:
            iterations, time_s = self.iterations, None
        else:
            iterations, time_s = cap, budget_s or self.time_s
        search = ISMCTS(iterations=iterations, time_s=time_s, **settings)
        action = search.choose(game, view, legal_actions, rng)
        self.last_iterations, self.last_seconds = search.last_iterations, search.last_seconds
        return action
