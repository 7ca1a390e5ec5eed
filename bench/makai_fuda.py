"""Makai Fuda in detail: engine speed by phase, and the AI's building blocks.

    python -m bench.makai_fuda [--seconds 2] [--players 4] [--options watch_here=true ...]

Prints random-play decisions per second (to compare with `python -m bench.dragon`), the
share of decisions per phase, and the speed of clone(), view(), sample_state(), the
heuristic policy and playouts with the fast rollout policy. Nothing here is asserted by
tests.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from engine.core import CHANCE
from games import REGISTRY
from games.makai_fuda.ai import policy, rollout_policy
from games.makai_fuda.phases import PHASE_IDS

GAME = REGISTRY["makai_fuda"]


def _timed(fn, seconds: float) -> float:
    """Calls of fn() per second."""
    count = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            fn()
        count += 20
    return count / (time.perf_counter() - started)


def random_play(n: int, seconds: float, options: dict, seed: int = 0):
    """(decisions/s, games/s, decisions per phase) of uniform random play."""
    rng = random.Random(seed)
    phases: Counter = Counter()
    games = decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = GAME.new_state(n, options)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
                decisions += 1
        games += 1
    elapsed = time.perf_counter() - started
    for _ in range(30):  # phase shares from a few counted games
        state = GAME.new_state(n, options)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                phases[PHASE_IDS[state.phase]] += 1
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
    return decisions / elapsed, games / elapsed, phases


def positions(n: int, count: int, options: dict, seed: int = 1) -> list:
    """States met in random games, at decisions."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = GAME.new_state(n, options)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                if rng.random() < 0.1:
                    out.append(state.clone())
                state.apply(rng.choice(state.legal_actions()))
    return out[:count]


def rollouts(n: int, seconds: float, options: dict, seed: int = 2):
    """(playouts/s to the end of the game, decisions/s) with rollout_policy from
    determinised mid-game states."""
    rng = random.Random(seed)
    views = [s.view(s.to_move()) for s in positions(n, 40, options, seed)]
    done = decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = GAME.sample_state(views[done % len(views)], rng)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                state.apply(rollout_policy(state, rng))
                decisions += 1
        done += 1
    elapsed = time.perf_counter() - started
    return done / elapsed, decisions / elapsed


def building_blocks(n: int, seconds: float, options: dict) -> None:
    pool = positions(n, 200, options)
    views = [s.view(s.to_move()) for s in pool]
    rng = random.Random(0)
    counter = iter(range(10**12))

    def pick():
        return pool[next(counter) % len(pool)]

    def view_of_mover():
        s = pick()
        return s.view(s.to_move())

    def sample():
        return GAME.sample_state(views[next(counter) % len(views)], rng)

    def heuristic():
        s = pick()
        return policy(s.view(s.to_move()), s.legal_actions(), rng)

    part = seconds / 4
    print(f"  clone():          {_timed(lambda: pick().clone(), part):9.0f}/s")
    print(f"  view(seat):       {_timed(view_of_mover, part):9.0f}/s")
    print(f"  sample_state():   {_timed(sample, part):9.0f}/s")
    print(f"  heuristic policy: {_timed(heuristic, part):9.0f} decisions/s (with the view)")
    pps, rdps = rollouts(n, seconds, options)
    print(f"  rollouts:         {pps:9.1f} playouts/s from sampled mid-game states "
          f"({rdps:.0f} rollout_policy decisions/s)", flush=True)


def _option(text: str) -> tuple[str, object]:
    key, _, value = text.partition("=")
    if value in ("true", "false"):
        return key, value == "true"
    return key, int(value)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--players", type=int, choices=(3, 4))
    p.add_argument("--options", nargs="*", default=[], type=_option,
                   help="game options, e.g. watch_here=true go_that_way=true tournaments=4")
    args = p.parse_args(argv)
    options = GAME.resolve_options(dict(args.options))
    counts = [args.players] if args.players else [3, 4]
    for n in counts:
        dps, gps, phases = random_play(n, args.seconds, options)
        total = sum(phases.values())
        share = ", ".join(f"{k} {100 * v / total:.0f}%" for k, v in phases.most_common())
        print(f"makai_fuda {n}p random play: {dps:9.0f} decisions/s  {gps:7.1f} games/s  "
              f"({total / 30:.0f} decisions a game: {share})", flush=True)
        building_blocks(n, args.seconds, options)


if __name__ == "__main__":
    main()
