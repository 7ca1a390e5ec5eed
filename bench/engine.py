"""Engine speed: random playouts per second for every registered game and player count.

    python -m bench.engine [--seconds 3] [--game dragon] [--players 4]

A decision is one non-chance step: `legal_actions()`, a random choice among the
non-concession actions (random play never resigns), `apply()` (with its legality
check). Prints one line per case; nothing here is asserted by tests.
"""

from __future__ import annotations

import argparse
import random
import time

from engine.core import CHANCE, playable_actions
from games import REGISTRY


def measure(game, num_players: int, seconds: float, seed: int = 0) -> dict:
    rng = random.Random(seed)
    games = decisions = steps = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = game.new_state(num_players)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                legal = playable_actions(state.legal_actions())  # no resigning
                state.apply(legal[int(rng.random() * len(legal))])
                decisions += 1
            steps += 1
        games += 1
    elapsed = time.perf_counter() - started
    return {"game": game.id, "players": num_players, "games_per_s": games / elapsed,
            "decisions_per_s": decisions / elapsed, "decisions_per_game": decisions / games}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--game", choices=sorted(REGISTRY))
    p.add_argument("--players", type=int)
    args = p.parse_args(argv)
    for gid, game in sorted(REGISTRY.items()):
        if args.game and gid != args.game:
            continue
        for n in range(game.min_players, game.max_players + 1):
            if args.players and n != args.players:
                continue
            r = measure(game, n, args.seconds)
            print(f"{gid:14s} {n}p  {r['games_per_s']:9.1f} games/s  "
                  f"{r['decisions_per_s']:10.0f} decisions/s  "
                  f"({r['decisions_per_game']:.0f} decisions a game)", flush=True)


if __name__ == "__main__":
    main()
