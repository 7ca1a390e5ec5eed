"""Soak: seeded random games of every game, checking the legality contract at every step.

    python -m bench.soak [--seconds 60] [--game G] [--seed 0] [--sample 12]
    python -m bench.soak --game G --players N --option k=v --seed S --games 1   (one case)
    python -m bench.soak --seconds 28800 > soak.txt                             (a night)

Every game at every player count and every combination of its options takes its turn,
round after round, until the time is up. Game k of a run has the seed `seed + k`, so any
failure is replayed with the command it prints. At each step of a game:

- `legal_actions()` is not empty and lists each action once, and `why_illegal` is None
  for every legal action;
- it is a sentence (never None, never an exception) for stale actions (legal earlier in
  this game, not now), foreign actions (of the other games), junk (None, numbers,
  strings, lists, objects, chance steps out of turn) and look-alikes of a legal action (a
  bool, float, complex or int subclass for an int, a list or tuple subclass for a tuple,
  a str subclass for a str), unless the thing is really in `legal_actions()`;
- at a chance step the drawn shuffle or roll is legal and its look-alikes are not;
- now and then an illegal action is applied: it raises IllegalAction and changes no view;
- at the end, the game is over within MAX_STEPS, its winners are seats, it has a score per
  seat, nothing is legal, and replaying its actions gives the same views.

Prints one line per game id (games, steps, checks, failures) and each failure with the
command that replays it; exits 1 if anything failed. Nothing here is timed by tests, but
tests/conformance/test_soak.py runs a short pass of it in CI.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import random
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field

from engine.actions import Roll, Shuffle
from engine.core import CHANCE, IllegalAction, playable_actions
from games import REGISTRY

MAX_STEPS = 20_000
APPLY_EVERY = 9  # apply an illegal action (and compare every view) at one step in this many


class IntLike(int):
    """An int subclass: equal to the int, but not an int by exact type."""


class StrLike(str):
    pass


class TupleLike(tuple):
    pass


def lookalikes_of(value) -> list:
    """Values equal (or as good as equal) to `value` that are not of its exact type."""
    kind = type(value)
    if kind is int:
        out = [float(value), complex(value), IntLike(value)]
        if value in (0, 1):
            out.append(bool(value))
        return out
    if kind is bool:
        return [int(value), float(value)]
    if kind is str:
        return [StrLike(value)]
    if kind is tuple:
        out = [list(value), TupleLike(value)]
        for i, item in enumerate(value):
            out.extend((*value[:i], other, *value[i + 1:]) for other in lookalikes_of(item))
        return out
    return []


def lookalike_actions(action) -> list:
    """Copies of `action` with one field replaced by a look-alike value."""
    out = []
    if not dataclasses.is_dataclass(action):
        return out
    for f in dataclasses.fields(action):
        for value in lookalikes_of(getattr(action, f.name)):
            try:
                out.append(dataclasses.replace(action, **{f.name: value}))
            except Exception:  # a class that checks its own fields refused it: fine
                continue
    return out


JUNK = (None, 0, -1, 1, True, 2.5, float("nan"), "play", "", (), [], {}, ("x",), [1, 2],
        object(), Shuffle(()), Shuffle((1, 0)), Roll((7,)), Roll(()), Roll((0, 0, 0)))


def option_sets(game) -> list[dict]:
    """Every combination of the game's option values."""
    keys = [o.key for o in game.options]
    values = [[False, True] if not o.choices else list(o.choices) for o in game.options]
    return [dict(zip(keys, combo)) for combo in itertools.product(*values)]


@dataclass
class Case:
    game: object
    players: int
    options: dict

    def command(self, seed: int) -> str:
        opts = "".join(f" --option {k}={str(v).lower() if isinstance(v, bool) else v}"
                       for k, v in self.options.items())
        return (f"python -m bench.soak --game {self.game.id} --players {self.players}"
                f"{opts} --seed {seed} --games 1")


def cases_of(game) -> list[Case]:
    return [Case(game, n, opts) for n in range(game.min_players, game.max_players + 1)
            for opts in option_sets(game)]


@dataclass
class Tally:
    games: int = 0
    steps: int = 0
    checks: int = 0
    failures: list[str] = field(default_factory=list)


def all_views(state) -> list:
    return [state.view(seat) for seat in range(state.num_players)] + [state.view(None)]


class Soak:
    """Plays and checks games; `foreign[gid]` holds actions of game `gid` met so far."""

    def __init__(self, sample: int = 12):
        self.sample = sample
        self.foreign: dict[str, list] = defaultdict(list)

    def play(self, case: Case, seed: int, tally: Tally) -> None:
        game = case.game
        rng = random.Random(seed)
        check_rng = random.Random(f"{seed}:checks")
        state = game.new_state(case.players, case.options)
        seen: dict = {}  # every action legal at some step of this game (a dict keeps order)
        taken = []
        step = 0

        def fail(what: str) -> None:
            tally.failures.append(f"{game.id} {case.players}p {case.options} seed {seed} "
                                  f"step {step}: {what}\n    replay: {case.command(seed)}")

        def expect(state, thing, legal: bool, kind: str) -> None:
            tally.checks += 1
            try:
                reason = state.why_illegal(thing)
            except Exception as e:
                fail(f"why_illegal({thing!r}) raised {e!r} ({kind})")
                return
            if legal and reason is not None:
                fail(f"why_illegal({thing!r}) is {reason!r} for a legal action ({kind})")
            elif not legal and not (isinstance(reason, str) and reason.strip()):
                fail(f"why_illegal({thing!r}) is {reason!r} for an illegal action ({kind})")

        while not state.is_over():
            if step >= MAX_STEPS:
                fail(f"the game did not end within {MAX_STEPS} steps")
                return
            if state.to_move() == CHANCE:
                action = state.chance_action(rng)
                expect(state, action, True, "the chance step")
                for fake in lookalike_actions(action):
                    expect(state, fake, False, "a look-alike chance step")
            else:
                legal = state.legal_actions()
                if not legal:
                    fail("a seat is to move but nothing is legal")
                    return
                if len(set(legal)) != len(legal):
                    fail(f"an action is listed twice: {legal}")
                for action in legal:
                    expect(state, action, True, "legal")
                self.check_illegal(state, legal, seen, check_rng, expect)
                if step % APPLY_EVERY == 0:
                    self.check_apply_refused(state, legal, seen, check_rng, fail)
                for action in legal:
                    seen.setdefault(action, None)
                action = rng.choice(playable_actions(legal))
            try:
                state.apply(action)
            except Exception as e:
                fail(f"apply({action!r}) raised {e!r}")
                return
            taken.append(action)
            step += 1
            tally.steps += 1
        self.check_end(case, state, taken, fail, tally)
        pool = self.foreign[game.id]
        if len(pool) < 400:
            pool.extend(itertools.islice(seen, 0, 400 - len(pool)))
        tally.games += 1

    def check_illegal(self, state, legal, seen, rng, expect) -> None:
        listed = set(legal)
        stale = [a for a in seen if a not in listed]
        for action in rng.sample(stale, min(self.sample, len(stale))):
            expect(state, action, False, "stale")
        for gid, pool in self.foreign.items():
            if gid != state.game.id and pool:
                for action in rng.sample(pool, min(3, len(pool))):
                    expect(state, action, False, f"foreign ({gid})")
        for thing in JUNK:
            expect(state, thing, thing in legal, "junk")
        for action in rng.sample(legal, min(3, len(legal))):
            for fake in lookalike_actions(action):
                expect(state, fake, fake in legal, "look-alike")

    @staticmethod
    def check_apply_refused(state, legal, seen, rng, fail) -> None:
        listed = set(legal)
        candidates = [a for a in seen if a not in listed] + list(JUNK[:6])
        thing = rng.choice(candidates)
        before = all_views(state)
        try:
            state.apply(thing)
        except IllegalAction as e:
            if not str(e).strip():
                fail(f"apply({thing!r}) raised IllegalAction without a reason")
        except Exception as e:
            fail(f"apply({thing!r}) raised {e!r}, not IllegalAction")
        else:
            fail(f"apply({thing!r}) accepted an illegal action")
        if all_views(state) != before:
            fail(f"refusing {thing!r} changed the state")

    @staticmethod
    def check_end(case, state, taken, fail, tally) -> None:
        n = case.players
        tally.checks += 1
        winners = state.winners()
        if not winners or not set(winners) <= set(range(n)):
            fail(f"winners {winners} are not seats of {n}")
        if len(state.scores()) != n:
            fail(f"scores {state.scores()} are not one per seat")
        if state.legal_actions():
            fail("actions are legal after the end")
        again = case.game.new_state(n, case.options)
        for action in taken:
            again.apply(action)
        if all_views(again) != all_views(state):
            fail("replaying the game's actions gave other views")


def parse_option(text: str) -> tuple[str, object]:
    key, _, raw = text.partition("=")
    low = raw.lower()
    if low in ("true", "false"):
        return key, low == "true"
    try:
        return key, int(raw)
    except ValueError:
        return key, raw


def run(seconds: float, seed: int = 0, games: int | None = None, only: str | None = None,
        players: int | None = None, options: dict | None = None, sample: int = 12,
        registry=None) -> dict[str, Tally]:
    """Soak for `seconds` (or `games` games); return the tally per game id."""
    registry = REGISTRY if registry is None else registry
    ids = [only] if only else sorted(registry)
    plans = {}
    for gid in ids:
        cases = [c for c in cases_of(registry[gid])
                 if (players is None or c.players == players)
                 and (options is None or all(c.options.get(k) == v for k, v in options.items()))]
        if not cases:
            raise SystemExit(f"no case of {gid} matches --players/--option")
        plans[gid] = cases
    tallies = {gid: Tally() for gid in ids}
    soak = Soak(sample)
    deadline = time.perf_counter() + seconds
    number = 0
    for round_no in itertools.count():
        for gid in ids:
            cases = plans[gid]
            soak.play(cases[round_no % len(cases)], seed + number, tallies[gid])
            number += 1
            if (games is not None and number >= games) or time.perf_counter() >= deadline:
                return tallies
    return tallies


def report(tallies: dict[str, Tally], elapsed: float, out=None) -> int:
    out = out or sys.stdout
    total = Tally()
    for gid, t in tallies.items():
        print(f"{gid:14s} {t.games:7d} games {t.steps:10d} steps {t.checks:11d} checks "
              f"{len(t.failures):5d} failures", file=out)
        total.games += t.games
        total.steps += t.steps
        total.checks += t.checks
        total.failures += t.failures
    print(f"{'all':14s} {total.games:7d} games {total.steps:10d} steps {total.checks:11d} "
          f"checks {len(total.failures):5d} failures in {elapsed:.0f} s", file=out)
    for line in total.failures[:50]:
        print("FAIL " + line, file=out)
    if len(total.failures) > 50:
        print(f"... and {len(total.failures) - 50} more failures", file=out)
    return 1 if total.failures else 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--seed", type=int, default=0, help="the first game's seed")
    p.add_argument("--games", type=int, help="stop after this many games")
    p.add_argument("--game", choices=sorted(REGISTRY))
    p.add_argument("--players", type=int)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--sample", type=int, default=12,
                   help="stale actions checked at each step (default 12)")
    args = p.parse_args(argv)
    options = dict(parse_option(o) for o in args.option) or None
    started = time.perf_counter()
    tallies = run(args.seconds, args.seed, args.games, args.game, args.players, options,
                  args.sample)
    return report(tallies, time.perf_counter() - started)


if __name__ == "__main__":
    sys.exit(main())
