"""Monstermaker 5 Revised: engine speed and the AI's building blocks.

    python -m bench.monstermaker5 [--seconds 2] [--players 2 4 8]
    python -m bench.monstermaker5 --search [--positions 12] [--players 2 4 8]
        only the search (bench.parts.search_figures): ISMCTS iterations per second and
        the decision times of Normal and Hard (median, p95, worst) per player count

Prints, per player count: random-play games per second and decisions per second, the
median length of a game (decisions, chance steps not counted) with its quartiles, the
share of decisions by phase, how games end (a side's victory or a draw), and the speed
of clone(), view(), sample_state(), the heuristic policy and rollouts (rollout_policy to
the search's cut-off, then evaluate). Nothing here is asserted by tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from bench.parts import building_blocks, search_figures
from engine.core import CHANCE
from games import REGISTRY
from games.monstermaker5.ai import policy, rollout_policy
from games.monstermaker5.evaluation import evaluate, rollout_cutoff
from games.monstermaker5.phases import PHASE_KEYS

GAME = REGISTRY["monstermaker5"]


def random_play(n: int, seconds: float, seed: int = 0):
    """(games/s, decisions/s, game lengths) of uniform random play."""
    rng = random.Random(seed)
    lengths = []
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline or len(lengths) < 5:
        state = GAME.new_state(n)
        decisions = 0
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
                decisions += 1
        lengths.append(decisions)
    elapsed = time.perf_counter() - started
    return len(lengths) / elapsed, sum(lengths) / elapsed, lengths


def phases_and_endings(n: int, games: int = 40, seed: int = 1):
    rng = random.Random(seed)
    phases: Counter = Counter()
    endings: Counter = Counter()
    for _ in range(games):
        state = GAME.new_state(n)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                phases[PHASE_KEYS[state.phase]] += 1
                state.apply(rng.choice(state.legal_actions()))
        side = state.view(None).result_side
        endings[f"{side} wins" if side else "draw"] += 1
    return phases, endings


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--players", type=int, nargs="*", default=[2, 4, 8])
    p.add_argument("--search", action="store_true",
                   help="only the search: iterations per second and the levels' decision times")
    p.add_argument("--positions", type=int, default=12)
    args = p.parse_args(argv)
    if args.search:
        for n in args.players:
            search_figures(GAME, n, args.positions)
        return
    for n in args.players:
        gps, dps, lengths = random_play(n, args.seconds)
        q1, median, q3 = statistics.quantiles(lengths, n=4)
        phases, endings = phases_and_endings(n)
        total = sum(phases.values())
        share = ", ".join(f"{k} {100 * v / total:.0f}%" for k, v in phases.most_common(6))
        ends = ", ".join(f"{k} {v}" for k, v in endings.most_common())
        print(f"monstermaker5 {n}p random play: {gps:6.1f} games/s {dps:8.0f} decisions/s; "
              f"median game {median:.0f} decisions (quartiles {q1:.0f}-{q3:.0f}, "
              f"{len(lengths)} games)", flush=True)
        print(f"  decisions by phase: {share}")
        print(f"  40 random games end: {ends}")
        building_blocks(GAME, n, args.seconds, policy, rollout_policy, None, rollout_cutoff,
                        "the search's cut-off", evaluate, to_the_end=False)


if __name__ == "__main__":
    main()
