"""A view is for a seat at the table or for a spectator: anything else is refused.

`view(-1)` once gave The Fool's Field's second hand (Python's negative index): for every
registered game, a seat outside the table, a bool or a string raises a ValueError that
names it, and never returns a view holding a hand.
"""

from __future__ import annotations

import pytest

from games import REGISTRY
from tests.playouts import playout
from tests.toygame import TINY_TRICK

GAMES = {TINY_TRICK.id: TINY_TRICK, **REGISTRY}


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_view_of_a_seat_outside_the_table_is_refused(gid):
    game = GAMES[gid]
    n = game.min_players
    _, _, states = playout(game, n, seed=2, keep_states=True)
    state = states[len(states) // 2]
    for seat in (-1, -n, n, n + 3, True, False, "0", 1.0):
        with pytest.raises(ValueError) as info:
            state.view(seat)
        assert repr(seat) in str(info.value)
    assert state.view(None).seat is None
    for seat in range(n):
        assert state.view(seat).seat == seat
