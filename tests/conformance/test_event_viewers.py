"""A private event is shown to its owner only, by exact seat: a look-alike of a seat
(True, False, 1.0, 0.0, 1+0j, "1") is a stranger, and gets what a spectator gets.

`Dealt(1, cards).for_viewer(True)` once handed seat 1's cards to a viewer that merely
compared equal to 1 (True == 1 in Python). Every event of seeded random games of every
registered game is asked, for every look-alike of every seat.
"""

from __future__ import annotations

import random

import pytest

from games import REGISTRY
from tests.playouts import random_step
from tests.toygame import TINY_TRICK

GAMES = {TINY_TRICK.id: TINY_TRICK, **REGISTRY}


def lookalikes(seat: int) -> tuple:
    out = [float(seat), complex(seat), str(seat)]
    if seat in (0, 1):
        out.append(bool(seat))
    return tuple(out)


def events_of_a_game(game, n: int, seed: int) -> list:
    rng = random.Random(seed)
    state = game.new_state(n)
    events = []
    while not state.is_over():
        events.extend(state.apply(random_step(state, rng)))
    return events


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_seat_lookalike_sees_what_a_spectator_sees(gid):
    game = GAMES[gid]
    private = 0
    for n in sorted({game.min_players, game.max_players}):
        for event in events_of_a_game(game, n, seed=5):
            public = event.for_viewer(None)
            private += any(event.for_viewer(seat) != public for seat in range(n))
            for seat in range(n):
                for look in lookalikes(seat):
                    assert event.for_viewer(look) == public, (type(event).__name__, look)
                    assert event.reveals_to(look) == event.reveals_to(None), \
                        (type(event).__name__, look)
    if gid != TINY_TRICK.id:
        assert private, "the games deal hidden cards: some event must be private"
