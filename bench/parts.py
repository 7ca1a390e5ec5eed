"""What the per-game benches share: engine speed by phase, and the AI's building blocks.

`report(game, n, seconds, ...)` prints, for one player count, random-play decisions and
games per second with the share of decisions per phase, then the speed of clone(),
view(), sample_state(), the heuristic policy, and playouts with the fast rollout policy
from determinised mid-game states (to the end of the game and, given the game's
`rollout_cutoff`, to the search's cut-off). bench/dragon.py, bench/o_genre_o.py and
bench/makai_fuda.py are this with their game's names. Nothing here is asserted by tests.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from engine.core import CHANCE, Game


def timed(fn: Callable[[], object], seconds: float) -> float:
    """Calls of fn() per second."""
    count = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            fn()
        count += 20
    return count / (time.perf_counter() - started)


def play_randomly(state, rng: random.Random, on_decision=None) -> int:
    """Plays `state` to its end with uniform random choices; the decisions made."""
    decisions = 0
    while not state.is_over():
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
        else:
            if on_decision is not None:
                on_decision(state)
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            decisions += 1
    return decisions


def random_play(game: Game, n: int, seconds: float, options: dict | None,
                phase_of: Callable[[object], str], counted: int = 50,
                seed: int = 0) -> tuple[float, float, Counter, int]:
    """(decisions/s, games/s, decisions per phase, games counted) of uniform random play."""
    rng = random.Random(seed)
    games = decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        decisions += play_randomly(game.new_state(n, options), rng)
        games += 1
    elapsed = time.perf_counter() - started
    # Phase shares from a few counted games (counting would slow the timed loop).
    phases: Counter = Counter()
    for _ in range(counted):
        play_randomly(game.new_state(n, options), rng,
                      lambda state: phases.update((phase_of(state),)))
    return decisions / elapsed, games / elapsed, phases, counted


def positions(game: Game, n: int, count: int, options: dict | None = None,
              seed: int = 1) -> list:
    """States met in random games, at decisions."""
    rng = random.Random(seed)
    out: list = []
    while len(out) < count:
        state = game.new_state(n, options)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                if rng.random() < 0.1:
                    out.append(state.clone())
                state.apply(rng.choice(state.legal_actions()))
    return out[:count]


def rollouts(game: Game, rollout_policy, pool: list, seconds: float,
             cutoff: Callable | None = None, seed: int = 2,
             evaluate: Callable | None = None) -> tuple[float, float]:
    """(playouts/s, decisions/s) with `rollout_policy` from determinisations of the
    movers' views of `pool`, to the end of the game, or to the cut-off when given (the
    playout stops when `cutoff(state)` changes, as the search's do), then `evaluate`
    (the search's scoring at the cut-off) when given."""
    rng = random.Random(seed)
    views = [s.view(s.to_move()) for s in pool]
    done = decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = game.sample_state(views[done % len(views)], rng)
        mark = cutoff(state) if cutoff is not None else None
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                state._apply(rollout_policy(state, rng))
                decisions += 1
            if cutoff is not None and cutoff(state) != mark:
                break
        if evaluate is not None:
            evaluate(state)
        done += 1
    elapsed = time.perf_counter() - started
    return done / elapsed, decisions / elapsed


def building_blocks(game: Game, n: int, seconds: float, policy, rollout_policy,
                    options: dict | None = None, cutoff: Callable | None = None,
                    cutoff_words: str = "the cut-off", evaluate: Callable | None = None,
                    to_the_end: bool = True) -> None:
    """Prints the speed of clone(), view(), sample_state(), the heuristic and rollouts
    (to the end of the game unless `to_the_end` is False, and to the cut-off if given;
    `evaluate` scores each playout as the search does)."""
    pool = positions(game, n, 200, options)
    views = [s.view(s.to_move()) for s in pool]
    rng = random.Random(0)
    counter = iter(range(10**12))

    def pick():
        return pool[next(counter) % len(pool)]

    def view_of_mover():
        s = pick()
        return s.view(s.to_move())

    def sample():
        return game.sample_state(views[next(counter) % len(views)], rng)

    def heuristic():
        s = pick()
        return policy(s.view(s.to_move()), s.legal_actions(), rng)

    part = seconds / 4
    print(f"  clone():          {timed(lambda: pick().clone(), part):9.0f}/s")
    print(f"  view(seat):       {timed(view_of_mover, part):9.0f}/s")
    print(f"  sample_state():   {timed(sample, part):9.0f}/s")
    print(f"  heuristic policy: {timed(heuristic, part):9.0f} decisions/s (with the view)")
    starts = pool[:40]
    ends = [(None, "the end of the game")] if to_the_end else []
    if cutoff is not None:
        ends.append((cutoff, cutoff_words))
    for stop, words in ends:
        pps, rdps = rollouts(game, rollout_policy, starts, seconds, stop, evaluate=evaluate)
        print(f"  rollouts:         {pps:9.1f} playouts/s to {words} from sampled mid-game "
              f"states ({rdps:.0f} rollout_policy decisions/s)", flush=True)


def report(game: Game, n: int, seconds: float, phase_of: Callable[[object], str],
           policy, rollout_policy, options: dict | None = None,
           cutoff: Callable | None = None, cutoff_words: str = "the cut-off") -> None:
    """Random play with its phases, then the building blocks, for `n` players."""
    dps, gps, phases, counted = random_play(game, n, seconds, options, phase_of)
    total = sum(phases.values())
    share = ", ".join(f"{k} {100 * v / total:.0f}%" for k, v in phases.most_common())
    print(f"{game.id} {n}p random play: {dps:9.0f} decisions/s  {gps:7.1f} games/s  "
          f"({total / counted:.0f} decisions a game: {share})", flush=True)
    building_blocks(game, n, seconds, policy, rollout_policy, options, cutoff, cutoff_words)


def search_figures(game: Game, n: int, count: int = 12, levels=("normal", "hard"),
                   options: dict | None = None) -> None:
    """The search in `count` decision positions of random games: ISMCTS iterations per
    second (0.25 s a position, rollouts by the policy alone and with Normal's 30% random
    moves), then each level's real decision time: median, 95th percentile, worst."""
    from engine.ai.agents import make_agent
    from engine.ai.ismcts import ISMCTS

    states = [s for s in positions(game, n, count * 2, options, seed=7)
              if len(s.legal_actions()) > 1][:count]
    for eps in (0.0, 0.3):
        iterations = seconds = 0.0
        for s in states:
            search = ISMCTS(time_s=0.25, rollout_epsilon=eps)
            search.choose(game, s.view(s.to_move()), s.legal_actions(), random.Random(1))
            iterations += search.last_iterations
            seconds += search.last_seconds
        print(f"{game.id} {n}p search, rollout epsilon {eps:.1f}: "
              f"{iterations / max(seconds, 1e-9):7.0f} iterations/s", flush=True)
    for level in levels:
        times = []
        for i, s in enumerate(states):
            agent = make_agent(level)
            started = time.perf_counter()
            agent.choose(game, s.view(s.to_move()), s.legal_actions(), random.Random(i), None)
            times.append(time.perf_counter() - started)
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"{game.id} {n}p {level:6s} decision: median {times[len(times) // 2]:.2f} s, "
              f"p95 {p95:.2f} s, worst {times[-1]:.2f} s ({len(times)} positions)",
              flush=True)
