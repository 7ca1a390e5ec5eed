"""The same seeded searches of every game and player count, as a digest and a pace.

    python -m bench.same_play

For each game and player count: positions of seeded random games
(`bench.ai.decision_states`), and from each a search at Normal's and at Hard's settings
(one tree of `ITERATIONS`, as `bench.instructions` counts them) with a seeded rng. It
prints one `digest` line per game and count, a hash of every search's statistics (visit
counts and mean rewards, to the last bit), and the searches' iterations a second.

Two builds of the program that print the same digests play the same moves:
packaging/compile_hot.py --check runs this in the compiled tree and in the source.
"""

from __future__ import annotations

import hashlib
import random
import time

from bench.ai import build_kind, decision_states
from engine.ai.agents import make_agent
from engine.ai.ismcts import ISMCTS
from games import REGISTRY

ITERATIONS = 150
POSITIONS = 12
LEVELS = ("normal", "hard")


def play(game, n: int) -> tuple[str, float]:
    """(digest, iterations a second) of the searches for `game` at `n` players."""
    digest = hashlib.sha256()
    states = decision_states(game, n, 3, POSITIONS)
    iterations = 0
    seconds = 0.0
    for level in LEVELS:
        settings = dict(make_agent(level).settings(game, n))
        for cap in ("iterations", "ensemble", "tree_size"):
            settings.pop(cap, None)
        for i, s in enumerate(states):
            search = ISMCTS(iterations=ITERATIONS, **settings)
            started = time.perf_counter()
            stats = search.search(game, s.view(s.to_move()), s.legal_actions(),
                                  random.Random(i))
            seconds += time.perf_counter() - started
            iterations += search.last_iterations
            digest.update(repr(sorted((str(a), visits, mean.hex())
                                      for a, (visits, mean) in stats.items())).encode())
    return digest.hexdigest()[:20], iterations / max(seconds, 1e-9)


def main() -> None:
    print(f"search modules: {build_kind()}")
    for gid, game in sorted(REGISTRY.items()):
        for n in range(game.min_players, game.max_players + 1):
            digest, pace = play(game, n)
            print(f"digest {gid} {n}p {digest}")
            print(f"  {gid:13s} {n}p {pace:7.0f} iterations/s", flush=True)


if __name__ == "__main__":
    main()
