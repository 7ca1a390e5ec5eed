"""The Fool's Field: engine and heuristic figures.

    python -m bench.fools_field [--seconds 3] [--games 400]
    python -m bench.fools_field --search [--positions 12]
        only the search (bench.parts.search_figures): ISMCTS iterations per second and
        the decision times of Normal and Hard (median, p95, worst), single games and
        matches

- random playouts (never a concession, as the conformance tests and the AI play):
  games and decisions per second; bench/engine.py draws uniformly among all legal
  actions, resign included, so its games end after a handful of moves;
- playouts with the fast rollout policy (both seats);
- clone, legal_actions, view and sample_state rates in mid-game positions;
- how random games end (by an emptied hand, the tie race, or the repetition tie: once
  the deck is empty, a battle starting a third time from the same hands and start
  player), and their longest run of battles without a discard;
- win rates: the heuristic `policy` against random play and against the rollout policy
  (seats alternate; a tie counts a half).
Prints figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import random
import time

from bench.parts import search_figures
from engine.core import CHANCE, playable_actions
from games import REGISTRY
from games.fools_field.ai import policy, rollout_policy
from games.fools_field.rules import BattleStarted, Discarded, GameEnded

GAME = REGISTRY["fools_field"]


def _rate(seconds: float, step) -> tuple[float, float]:
    """Run `step()` (returning a count of decisions) for `seconds`; (calls/s, decisions/s)."""
    calls = decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        decisions += step()
        calls += 1
    elapsed = time.perf_counter() - started
    return calls / elapsed, decisions / elapsed


def random_game(rng) -> int:
    state = GAME.new_state(2)
    decisions = 0
    while not state.is_over():
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
        else:
            legal = playable_actions(state.legal_actions())
            state.apply(legal[int(rng.random() * len(legal))])
            decisions += 1
    return decisions


def rollout_game(rng) -> int:
    """A game played by the rollout policy, applied as ISMCTS does (`_apply`, unchecked)."""
    state = GAME.new_state(2)
    state.apply(state.chance_action(rng))
    decisions = 0
    while not state.is_over():
        state._apply(rollout_policy(state, rng))
        decisions += 1
    return decisions


def midgame_states(count: int, rng) -> list:
    states = []
    while len(states) < count:
        state = GAME.new_state(2)
        state.apply(state.chance_action(rng))
        for _ in range(rng.randrange(4, 40)):
            if state.is_over():
                break
            state.apply(rng.choice(playable_actions(state.legal_actions())))
        if not state.is_over():
            states.append(state)
    return states


def endings(games: int, seed: int = 0) -> tuple[dict, int]:
    """How `games` random games end ({reason: count}), and the longest run of battles
    started without a discard in any of them."""
    reasons: dict = {}
    longest = 0
    for index in range(games):
        rng = random.Random(f"{seed}:{index}")
        state = GAME.new_state(2)
        quiet = 0
        while not state.is_over():
            if state.to_move() == CHANCE:
                action = state.chance_action(rng)
            else:
                action = rng.choice(playable_actions(state.legal_actions()))
            for event in state.apply(action):
                if isinstance(event, BattleStarted):
                    quiet += 1
                    longest = max(longest, quiet)
                elif isinstance(event, Discarded):
                    quiet = 0
                elif isinstance(event, GameEnded):
                    reasons[event.reason] = reasons.get(event.reason, 0) + 1
    return reasons, longest


def duel(first, second, games: int, seed: int = 0) -> float:
    """The share of points `first` scores against `second` (each a function of
    (state, seat, rng) -> action), seats alternating."""
    points = 0.0
    for index in range(games):
        rng = random.Random(f"{seed}:{index}")
        seat_of_first = index % 2
        players = [first, second] if seat_of_first == 0 else [second, first]
        state = GAME.new_state(2)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
            else:
                seat = state.to_move()
                state.apply(players[seat](state, seat, rng))
        winners = state.winners()
        if seat_of_first in winners:
            points += 1.0 / len(winners)
    return points / games


def heuristic(state, seat, rng):
    return policy(state.view(seat), state.legal_actions(), rng)


def rollout(state, seat, rng):
    return rollout_policy(state, rng)


def randomly(state, seat, rng):
    return rng.choice(playable_actions(state.legal_actions()))


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--search", action="store_true",
                   help="only the search: iterations per second and the levels' decision times")
    p.add_argument("--positions", type=int, default=12)
    args = p.parse_args(argv)
    if args.search:
        search_figures(GAME, 2, args.positions)
        search_figures(GAME, 2, args.positions, options={"match": True})
        return
    rng = random.Random(0)
    games, decisions = _rate(args.seconds, lambda: random_game(rng))
    print(f"random playouts      {games:9.1f} games/s  {decisions:10.0f} decisions/s", flush=True)
    games, decisions = _rate(args.seconds, lambda: rollout_game(rng))
    print(f"rollout-policy games {games:9.1f} games/s  {decisions:10.0f} decisions/s", flush=True)
    states = midgame_states(200, rng)
    views = [s.view(s.turn) for s in states]
    counter = iter(range(1 << 62))
    per = args.seconds / 4

    def each(fn):
        def step():
            fn(next(counter) % len(states))
            return 1
        return _rate(per, step)[0]

    print(f"clone                {each(lambda i: states[i].clone()):9.0f} /s")
    print(f"legal_actions        {each(lambda i: states[i].legal_actions()):9.0f} /s")
    print(f"view                 {each(lambda i: states[i].view(states[i].turn)):9.0f} /s")
    print(f"sample_state         {each(lambda i: GAME.sample_state(views[i], rng)):9.0f} /s")
    reasons, longest = endings(args.games * 5)
    told = ", ".join(f"{reason} {count}" for reason, count in sorted(reasons.items()))
    print(f"random games end     {told} (of {args.games * 5}); longest run without a "
          f"discard {longest} battles", flush=True)
    for label, first, second in (("heuristic vs random ", heuristic, randomly),
                                 ("heuristic vs rollout", heuristic, rollout),
                                 ("rollout vs random   ", rollout, randomly)):
        share = duel(first, second, args.games)
        print(f"{label} {share:9.3f} of the points", flush=True)


if __name__ == "__main__":
    main()
