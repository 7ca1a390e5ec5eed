"""AI figures: search speed, decision times, and matches between levels.

    python -m bench.ai speed [--game G] [--players N] [--states K]
        ISMCTS iterations per second (Normal's and Hard's settings) per game and player
        count; decision times (median, p95, worst) of Normal and Hard at their real time
        budgets; the machine's pace (a fixed reference workload) before and after.
    python -m bench.ai versus --game dragon --players 4 --agents normal,random,random,random
        --deals 50 [--processes 2]
        Win shares with 95% confidence intervals; seats rotate on every deal.
    python -m bench.ai roundrobin --game G --deals 20 [--processes 2]
        Hard, Normal, Easy and Random: 4-player tables rotated (3 or 5 players: the
        levels repeated), or every ordered pair in a 2-player game.
    python -m bench.ai duplicate --game G --players N --hero hard --field heuristic
        --deals 200 [--processes 2] [--out FILE]
        The same deals with the seats rotated, so that the hero plays every hand of every
        deal against the game's heuristic (Easy without noise). Reports the hero's share
        of the victories against the fair share 1/N, and its score margin, with 95%
        confidence intervals over deals.

    python -m bench.ai paired --game G --players N --field SPEC FIRST SECOND [FILES]
        Two heroes against the same field on the deals both played in every seat (the
        same cards in the same seats): the first's victories, score margin and pairwise
        share minus the second's, with 95% intervals over those deals.

    python -m bench.ai table [FILES]
        The adjacent-level table (Hard vs Normal, Normal vs Easy, Easy vs Random) from the
        duplicate results under bench/results/: the hero's share in % of a fair share with
        its 95% interval over deals, the number of complete deals, the issue's margin and
        whether it is met (or the interval is still too wide to tell); beside it, not
        judged, the pairwise share (the share of the other seats the hero finished ahead
        of, a victory above any score, fair 0.5: every seat's result counts, so its
        variance is lower at 4 and 8 players) and the score margin.

Agents: random, easy, heuristic, normal, hard (real time budgets: 0.5 s and 1.5 s), or
normal@N / hard@N for a fixed budget of N iterations (deterministic, independent of the
machine's load: use it for long runs in the background). Prints figures; tests never
assert them.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import random
import statistics
import sys
import time

from bench.levels import mean_ci, run_paired, run_table, seat_result
from engine.ai.agents import make_agent
from engine.ai.ismcts import ISMCTS
from engine.ai.selfplay import play_game
from engine.core import CHANCE
from games import REGISTRY


def agent(spec: str):
    """An agent from a spec: a level name, or normal@N / hard@N (N iterations), optionally
    followed by search settings for experiments, "/key=value,key=value" (ISMCTS's keyword
    arguments, applied after the level's and the game's own; e.g.
    "hard@300/max_depth=1,bias=0")."""
    level, slash, extra = spec.partition("/")
    a = make_agent(level)
    a.name = spec[:20]  # a seat is named "<agent> <n>", at most 24 characters
    if slash:
        overrides = dict(_setting(item) for item in extra.split(",") if item)
        base = a.settings
        a.settings = lambda game, num_players=None: {**base(game, num_players), **overrides}
    return a


def _setting(item: str) -> tuple[str, object]:
    key, eq, text = item.partition("=")
    if not eq:
        raise ValueError(f"{item!r}: a search setting is key=value")
    value: object
    if text in ("True", "False"):
        value = text == "True"
    elif text == "None":
        value = None
    else:
        try:
            value = int(text)
        except ValueError:
            value = float(text)
    return key, value


# -- speed ----------------------------------------------------------------------------


def decision_states(game, n: int, seed: int, count: int):
    rng = random.Random(seed)
    states = []
    while len(states) < count:
        state = game.new_state(n)
        picked = []
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.15:
                picked.append(state.clone())
            state.apply(legal[int(rng.random() * len(legal))])
        states.extend(picked[: max(1, count // 4)])
    return states[:count]


def percentile(values: list[float], q: float) -> float:
    """The q-th quantile (0-1) by the nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def machine_pace() -> float:
    """Seconds for a fixed pure-Python workload (the kind of work a search does: a seeded
    shuffle, small lists, dict look-ups), the best of three: this machine's pace
    at the moment, so that iterations a second from different sessions can be compared
    (the figures scale with it; this sandbox's pace has varied about threefold)."""
    def workload():
        rng = random.Random(1)
        table = {}
        deck = list(range(52))
        for i in range(20000):
            rng.shuffle(deck)
            hand = sorted(deck[:13])
            table[i & 1023] = table.get(i & 1023, 0) + hand[0] + len(hand)
        return table

    best = math.inf
    for _ in range(3):
        started = time.perf_counter()
        workload()
        best = min(best, time.perf_counter() - started)
    return best


def build_kind() -> str:
    """Whether the search runs from the source or compiled (packaging/compile_hot.py)."""
    import engine.ai.ismcts

    compiled = not engine.ai.ismcts.__file__.endswith(".py")
    return "compiled (packaging/compile_hot.py)" if compiled else "source (pure Python)"


def print_pace() -> None:
    print(f"machine pace: reference workload {machine_pace():.3f} s (lower is faster)",
          flush=True)


def run_speed(args) -> None:
    """Iterations a second of each level's search settings, and each level's decision
    times (median, p95, worst) at its real time budget, per game and player count; the
    machine's pace (`machine_pace`) before and after."""
    from engine.ai.agents import LEVEL_SETTINGS

    print(f"search modules: {build_kind()}")
    print_pace()
    for gid, game in sorted(REGISTRY.items()):
        if args.game and gid != args.game:
            continue
        counts = range(game.min_players, game.max_players + 1)
        if args.players:
            counts = [args.players]
        for n in counts:
            states = decision_states(game, n, 1, args.states)
            for level in LEVEL_SETTINGS:
                if level == "hard0":  # bench/'s Hard without the game's own settings
                    continue
                settings = dict(make_agent(level).settings(game, n))
                settings.pop("iterations", None)  # the search's pace, not its cap
                iterations = seconds = 0.0
                for s in states:
                    search = ISMCTS(time_s=0.25, **settings)
                    search.search(game, s.view(s.to_move()), s.legal_actions(),
                                  random.Random(1))
                    iterations += search.last_iterations
                    seconds += search.last_seconds
                print(f"{gid:13s} {n}p  {level:6s} search: "
                      f"{iterations / max(seconds, 1e-9):6.0f} iterations/s", flush=True)
            for level in ("normal", "hard"):
                if args.quick and level == "hard":
                    continue
                times = []
                for s in states:
                    # timed from the moment the AI is asked: the table has the view ready
                    view, legal = s.view(s.to_move()), s.legal_actions()
                    agent = make_agent(level)
                    started = time.perf_counter()
                    agent.choose(game, view, legal, random.Random(2), None)
                    times.append(time.perf_counter() - started)
                print(f"{gid:13s} {n}p  {level:6s} decision: median "
                      f"{statistics.median(times):.3f} s, p95 {percentile(times, 0.95):.3f} s, "
                      f"worst {max(times):.3f} s ({len(times)} decisions)", flush=True)
    print_pace()


# -- matches --------------------------------------------------------------------------


def _one_game(job):
    gid, n, specs, seed, options = job
    agents = [agent(s) for s in specs]
    result = play_game(REGISTRY[gid], n, agents, seed, options)
    return {"seed": seed, "agents": specs, "winners": result.winners, "scores": result.scores}


def run_jobs(jobs, processes: int, out=None, tag=None):
    if processes > 1:
        pool = multiprocessing.get_context("spawn").Pool(processes)
        results = pool.imap(_one_game, jobs)
    else:
        pool = None
        results = map(_one_game, jobs)
    for record in results:
        if tag:
            record.update(tag)
        if out is not None:
            out.write(json.dumps(record) + "\n")
            out.flush()
        yield record
    if pool is not None:
        pool.close()
        pool.join()


def rotations(specs: list[str]) -> list[list[str]]:
    return [specs[i:] + specs[:i] for i in range(len(specs))]


def summarise_shares(records, names: list[str]) -> None:
    """Win share of each agent name (ties split), with 95% CIs over deals."""
    by_deal: dict = {}
    for r in records:
        shares = by_deal.setdefault(r["seed"], {name: [] for name in names})
        for seat, spec in enumerate(r["agents"]):
            win = 1.0 / len(r["winners"]) if seat in r["winners"] else 0.0
            shares[spec].append(win)
    for name in names:
        per_deal = [statistics.fmean(d[name]) for d in by_deal.values() if d[name]]
        mean, half = mean_ci(per_deal)
        print(f"  {name:12s} win share {mean:.3f} \u00b1 {half:.3f}  ({len(per_deal)} deals)")


def run_versus(args) -> None:
    game = REGISTRY[args.game]
    specs = args.agents.split(",")
    n = len(specs)
    jobs = [(game.id, n, rot, args.seed + d, {}) for d in range(args.deals)
            for rot in rotations(specs)]
    started = time.perf_counter()
    records = list(run_jobs(jobs, args.processes))
    print(f"{game.id} {n}p, {args.deals} deals x {n} rotations "
          f"({time.perf_counter() - started:.0f} s): fair share {1 / n:.3f}")
    summarise_shares(records, sorted(set(specs)))


def run_roundrobin(args) -> None:
    game = REGISTRY[args.game]
    levels = args.levels.split(",")
    jobs = []
    if game.max_players == 2:
        for a, b in itertools.permutations(levels, 2):
            jobs += [(game.id, 2, [a, b], args.seed + d, {}) for d in range(args.deals)]
        n = 2
    else:
        n = args.players or max(game.min_players, min(game.max_players, len(levels)))
        table = (levels * n)[:n]
        jobs = [(game.id, n, rot, args.seed + d, {}) for d in range(args.deals)
                for rot in rotations(table)]
    started = time.perf_counter()
    records = list(run_jobs(jobs, args.processes))
    print(f"{game.id} round robin, {n} players, {len(records)} games "
          f"({time.perf_counter() - started:.0f} s)")
    if n == 2:
        for a, b in itertools.combinations(levels, 2):
            games = [r for r in records if set(r["agents"]) == {a, b}]
            wins = [1.0 / len(r["winners"]) if r["agents"].index(a) in r["winners"] else 0.0
                    for r in games]
            mean, half = mean_ci(wins)
            print(f"  {a:8s} vs {b:8s}: {a} wins {mean:.3f} \u00b1 {half:.3f} "
                  f"({len(games)} games)")
    else:
        summarise_shares(records, sorted(set(levels)))


def run_duplicate(args) -> None:
    game = REGISTRY[args.game]
    n = args.players or game.min_players
    base = [args.field] * n
    jobs = []
    for d in range(args.deals):
        for seat in range(n):
            specs = base[:]
            specs[seat] = args.hero
            jobs.append((game.id, n, specs, args.seed + d, {}))
    deals: dict = {}
    if args.out and args.resume:
        # Games already in the file are counted, not replayed: a long run can stop and go on.
        earlier = load_records(args.out, args.hero)
        for job in jobs:
            if (job[3], tuple(job[2])) in earlier:
                add_duplicate_record(deals, earlier[job[3], tuple(job[2])], args.hero)
        jobs = [job for job in jobs if (job[3], tuple(job[2])) not in earlier]
    out = open(args.out, "a") if args.out else None  # noqa: SIM115 (closed below)
    started = time.perf_counter()
    tag = {"game": game.id, "players": n, "hero": args.hero, "field": args.field}
    for record in run_jobs(jobs, args.processes, out, tag):
        deal = add_duplicate_record(deals, record, args.hero)
        done = sum(len(v) == n for v in deals.values())
        if args.progress and done and len(deal) == n and done % args.progress == 0:
            report_duplicate(game, n, args, deals, time.perf_counter() - started)
    if out is not None:
        out.close()
    report_duplicate(game, n, args, deals, time.perf_counter() - started)


def load_records(path: str, hero: str) -> dict:
    """The games of an earlier run of the same hero, keyed by (seed, seat agents)."""
    records = {}
    try:
        with open(path) as lines:
            for line in lines:
                if line.strip():
                    record = json.loads(line)
                    if hero in record["agents"]:
                        records[(record["seed"], tuple(record["agents"]))] = record
    except FileNotFoundError:
        pass
    return records


def add_duplicate_record(deals: dict, record: dict, hero_spec: str) -> list:
    deal = deals.setdefault(record["seed"], [])
    deal.append(seat_result(record, record["agents"].index(hero_spec)))
    return deal


def report_duplicate(game, n, args, deals, seconds) -> None:
    complete = [v for v in deals.values() if len(v) == n]
    shares = [statistics.fmean(w for w, _ in v) for v in complete]
    margins = [statistics.fmean(m for _, m in v) for v in complete]
    fair = 1 / n
    share, share_half = mean_ci(shares)
    margin, margin_half = mean_ci(margins)
    excess = share / fair - 1
    print(f"{game.id} {n}p duplicate: {args.hero} against {args.field}, {len(complete)} "
          f"deals x {n} seats ({seconds:.0f} s)")
    print(f"  win share {share:.3f} \u00b1 {share_half:.3f} (fair {fair:.3f}): "
          f"{100 * excess:+.1f}% of a fair share, 95% CI "
          f"[{100 * ((share - share_half) / fair - 1):+.1f}%, "
          f"{100 * ((share + share_half) / fair - 1):+.1f}%]")
    print(f"  score margin over the others' mean {margin:+.2f} \u00b1 {margin_half:.2f}",
          flush=True)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("speed")
    s.add_argument("--game", choices=sorted(REGISTRY))
    s.add_argument("--players", type=int)
    s.add_argument("--states", type=int, default=12, help="decisions timed per count")
    s.add_argument("--quick", action="store_true", help="no Hard timing")
    for name in ("versus", "roundrobin", "duplicate"):
        q = sub.add_parser(name)
        q.add_argument("--game", choices=sorted(REGISTRY), required=True)
        q.add_argument("--deals", type=int, default=20)
        q.add_argument("--seed", type=int, default=1000)
        q.add_argument("--processes", type=int, default=1)
        q.add_argument("--players", type=int)
    sub.choices["versus"].add_argument("--agents", required=True)
    sub.choices["roundrobin"].add_argument("--levels", default="hard,normal,easy,random")
    d = sub.choices["duplicate"]
    d.add_argument("--hero", default="hard")
    d.add_argument("--field", default="heuristic")
    d.add_argument("--out", help="append one JSON line per game to this file")
    d.add_argument("--progress", type=int, default=0, help="report every K deals")
    d.add_argument("--resume", action="store_true",
                   help="count the games already in --out and play only the rest")
    c = sub.add_parser("paired", help="two heroes on the deals both played (default files: "
                       "bench/results/*.jsonl)")
    c.add_argument("--game", choices=sorted(REGISTRY), required=True)
    c.add_argument("--players", type=int)
    c.add_argument("--field", required=True)
    c.add_argument("first")
    c.add_argument("second")
    c.add_argument("files", nargs="*")
    t = sub.add_parser("table", help="the adjacent-level table from bench/results/*.jsonl")
    t.add_argument("files", nargs="*", help="result files (default: bench/results/*.jsonl)")
    args = p.parse_args(argv)
    {"table": run_table, "paired": run_paired, "speed": run_speed, "versus": run_versus,
     "roundrobin": run_roundrobin, "duplicate": run_duplicate}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
