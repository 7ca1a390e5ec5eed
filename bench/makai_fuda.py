"""Makai Fuda in detail: engine speed by phase, and the AI's building blocks.

    python -m bench.makai_fuda [--seconds 2] [--players 4] [--options watch_here=true ...]

Prints random-play decisions per second (to compare with `python -m bench.dragon`), the
share of decisions per phase, and the speed of clone(), view(), sample_state(), the
heuristic policy and playouts with the fast rollout policy (to the end of the game and
to the end of the tournament, the search's cut-off). See bench/parts.py. Nothing here is
asserted by tests.
"""

from __future__ import annotations

import argparse

from bench.parts import report
from games import REGISTRY
from games.makai_fuda.ai import policy, rollout_cutoff, rollout_policy
from games.makai_fuda.phases import PHASE_IDS

GAME = REGISTRY["makai_fuda"]


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
    for n in [args.players] if args.players else [3, 4]:
        report(GAME, n, args.seconds, lambda state: PHASE_IDS[state.phase], policy,
               rollout_policy, options, rollout_cutoff, "the end of the tournament")


if __name__ == "__main__":
    main()
