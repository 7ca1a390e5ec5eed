"""O Genre O in detail: engine speed by phase, and the AI's building blocks.

    python -m bench.o_genre_o [--seconds 2] [--players 4]

Prints random-play decisions per second (compare `python -m bench.dragon`), the share of
decisions per phase, and the speed of clone(), view(), sample_state(), the heuristic
policy, and playouts with the fast rollout policy (to the end of the game and to the
end of the round, the search's cut-off). See bench/parts.py. Nothing here is asserted by
tests.
"""

from __future__ import annotations

import argparse

from bench.parts import report
from games import REGISTRY
from games.o_genre_o.ai import policy, rollout_cutoff, rollout_policy
from games.o_genre_o.view import PHASE_IDS

GAME = REGISTRY["o_genre_o"]


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--players", type=int, choices=(3, 4))
    args = p.parse_args(argv)
    for n in [args.players] if args.players else [3, 4]:
        report(GAME, n, args.seconds, lambda state: PHASE_IDS[state.phase], policy,
               rollout_policy, None, rollout_cutoff, "the end of the round")


if __name__ == "__main__":
    main()
