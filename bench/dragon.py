"""Slaughter the Dragon in detail: engine speed by phase, and the AI's building blocks.

    python -m bench.dragon [--seconds 2] [--players 4]

Prints random-play decisions per second (the figure issue 3 asks for), the share of
decisions per phase, and the speed of clone(), view(), sample_state(), the heuristic
policy and playouts with the fast rollout policy (to the end of the game and to the end
of the round, the search's cut-off), games with the Advanced Variant. See bench/parts.py.
Nothing here is asserted by tests.
"""

from __future__ import annotations

import argparse

from bench.parts import report
from games import REGISTRY
from games.dragon.ai import policy, rollout_cutoff, rollout_policy
from games.dragon.rules import PHASE_NAMES

GAME = REGISTRY["dragon"]


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--players", type=int, choices=(3, 4, 5))
    args = p.parse_args(argv)
    for n in [args.players] if args.players else [3, 4, 5]:
        report(GAME, n, args.seconds, lambda state: PHASE_NAMES[state.phase], policy,
               rollout_policy, {"advanced": True}, rollout_cutoff, "the end of the round")


if __name__ == "__main__":
    main()
