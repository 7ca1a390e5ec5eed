"""Review analysis time: the computer's view of every decision of a whole game.

    python -m bench.review [--game dragon] [--players 4] [--seats one|all] [--seed 1]
                           [--iterations N] [--min-visits M] [--in-process]

Each case plays one game to its end with Easy players (seeded), then analyses the
decisions the review would: those of one seat (a human at a table of computers: seat 1)
or of every seat (a game of computers only), one decision after another in the AI worker
process, exactly as the review screen asks for them (`--in-process`: in this process).
Prints the number of decisions, the wall time, the time per decision and the mistakes
found. The default budget is engine.review.ITERATIONS (the review's). Nothing here is
asserted by tests.
"""

from __future__ import annotations

import argparse
import random
import time

from engine import review
from engine.ai import make_agent
from engine.match import COMPUTER, Match, Seat
from games import REGISTRY

CASES = (("dragon", 4), ("fools_field", 2), ("makai_fuda", 4), ("monstermaker5", 4),
         ("o_genre_o", 4))


def finished_match(game, n: int, seed: int) -> Match:
    """A game of Easy players played to its end, as a Match (its log and seed)."""
    seats = [Seat(f"Easy {i + 1}", COMPUTER, "easy") for i in range(n)]
    match = Match(game, n, seats, seed=seed)
    agents = [make_agent("easy") for _ in range(n)]
    rngs = [random.Random(f"{seed}:bench:{i}") for i in range(n)]
    while not match.is_over():
        if match.advance_chance() is None:
            seat = match.to_move()
            state = match.state
            match.play(agents[seat].choose(game, state.view(seat), state.legal_actions(),
                                           rngs[seat], 0.0), seat)
    return match


def analyse_all(game, jobs, iterations: int, min_visits: int, in_process: bool) -> list:
    if in_process:
        return [review.analyse_job(game, job, iterations, min_visits) for job in jobs]
    from engine.ai.worker import AIWorker

    worker = AIWorker()
    out = []
    try:
        for job in jobs:  # one at a time, as the review screen sends them
            request = worker.submit_review(game, job, iterations, min_visits)
            reply = worker.wait(120)
            if reply is None or reply[0] != request or reply[2] is not None:
                raise RuntimeError(f"the worker failed: {reply}")
            out.append(review.DecisionReview.from_json(reply[1]))
    finally:
        worker.close()
    return out


def run_case(gid: str, n: int, seats: str, seed: int, iterations: int, min_visits: int,
             in_process: bool) -> None:
    game = REGISTRY[gid]
    match = finished_match(game, n, seed)
    replay = review.Replay.from_match(match)
    chosen = [0] if seats == "one" else list(range(n))
    positions = replay.decisions(chosen)
    jobs = [replay.job(p) for p in positions]
    started = time.perf_counter()
    results = analyse_all(game, jobs, iterations, min_visits, in_process)
    elapsed = time.perf_counter() - started
    big = sum(1 for r in results if r.severity == "big")
    small = sum(1 for r in results if r.severity == "mistake")
    per = elapsed / max(1, len(results))
    who = "seat 1" if seats == "one" else "every seat"
    print(f"{gid:14s} {n}p  {who:10s}  {len(results):4d} decisions  {elapsed:6.1f} s  "
          f"({per * 1000:5.0f} ms each)  big mistakes {big}, mistakes {small}  "
          f"[{len(replay)} log entries, {iterations}+{min_visits} iterations"
          f"{', in process' if in_process else ', worker'}]", flush=True)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(REGISTRY))
    p.add_argument("--players", type=int)
    p.add_argument("--seats", choices=("one", "all", "both"), default="both",
                   help="analyse seat 1's decisions, every seat's, or both (Dragon 4p "
                        "only; the others one seat)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--iterations", type=int, default=review.ITERATIONS)
    p.add_argument("--min-visits", type=int, default=review.MIN_PLAYED_VISITS)
    p.add_argument("--in-process", action="store_true")
    args = p.parse_args(argv)
    for gid, n in CASES:
        if args.game and gid != args.game:
            continue
        n = args.players or n
        kinds = ("one", "all") if args.seats == "both" and (gid, n) == ("dragon", 4) else \
            ("one",) if args.seats == "both" else (args.seats,)
        for kind in kinds:
            run_case(gid, n, kind, args.seed, args.iterations, args.min_visits,
                     args.in_process)


if __name__ == "__main__":
    main()
