"""Instructions an ISMCTS iteration costs, counted by valgrind's callgrind: the same
count on every run, so a change to the search or to a game can be compared before and
after even on a machine whose speed moves (in this sandbox wall-clock iterations a second
have moved ±15% from one minute to the next, and its pace threefold between sessions).

    python -m bench.instructions [--game monstermaker5] [--players 8] [--level normal]
        [--iterations 100] [--states 12]

It counts a run with the searches and one without them (the imports and the positions
cost the same in both) and prints the difference per iteration: a level's settings
(without its iteration cap, ensemble or tree size: one tree of `--iterations`) from
`--states` positions of seeded random games (`bench.ai.decision_states`). Needs valgrind
(Debian: valgrind); it runs about fifty times slower under it.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import subprocess
import sys


def workload(game_id: str, n: int, level: str, iterations: int, count: int) -> None:
    """The searches counted (none with `iterations` 0)."""
    from bench.ai import decision_states
    from engine.ai.agents import make_agent
    from engine.ai.ismcts import ISMCTS
    from games import REGISTRY

    game = REGISTRY[game_id]
    states = decision_states(game, n, 1, count)
    settings = dict(make_agent(level).settings(game, n))
    for cap in ("iterations", "ensemble", "tree_size"):
        settings.pop(cap, None)
    if not iterations:
        return
    for s in states:
        ISMCTS(iterations=iterations, **settings).search(
            game, s.view(s.to_move()), s.legal_actions(), random.Random(1))


def counted(args, iterations: int) -> int:
    """Instructions of one run of the workload under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               sys.executable, "-m", "bench.instructions", "--inner", "--game", args.game,
               "--players", str(args.players), "--level", args.level,
               "--iterations", str(iterations), "--states", str(args.states)]
    run = subprocess.run(command, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise SystemExit(f"callgrind printed no count:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def main(argv=None) -> None:
    p = argparse.ArgumentParser(prog="python -m bench.instructions",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="monstermaker5")
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--level", default="normal", choices=("normal", "hard"))
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--states", type=int, default=12)
    p.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.inner:
        workload(args.game, args.players, args.level, args.iterations, args.states)
        return
    if shutil.which("valgrind") is None:
        p.exit(2, "bench.instructions needs valgrind (Debian: apt install valgrind)\n")
    searched = counted(args, args.iterations)
    base = counted(args, 0)
    per = (searched - base) / (args.states * args.iterations)
    print(f"{args.game} {args.players}p {args.level}: {per / 1e6:.3f} M instructions an "
          f"iteration ({args.states} positions x {args.iterations} iterations)", flush=True)


if __name__ == "__main__":
    main()
