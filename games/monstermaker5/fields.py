"""The fields of a Monstermaker 5 position (`rules.MonsterMakerState` adds its methods)
and `side_of`, which every step of the rules asks.

A module of their own, importing nothing of the game's but its card tables, so that the
modules `rules.py` imports can name the position's type in the compiled build
(packaging/write_pxd.py), and call `side_of` there without a Python method lookup."""

from __future__ import annotations

from engine.core import State
from games.monstermaker5.cards import NEUTRAL, SIDE


class MonsterMakerFields(State):
    """What a position holds."""

    __slots__ = ("game", "num_players", "phase", "actor", "hands", "chars", "jewels",
                 "stock", "discard", "jail", "guards", "shown", "turn", "turn_no", "first",
                 "lock", "placed", "changed", "drawn", "thief", "thief_target",
                 "thief_victim", "specials_left", "end_turns", "over", "result",
                 "winner_seats", "battle", "horizon", "quiet", "_legal")

    def side_of(self, seat: int) -> int:
        """LIGHT, DARK or NEUTRAL: the side of the characters on `seat`'s field (in a
        battle, of those it fights with)."""
        chars = self.chars[seat]
        if chars:
            return SIDE[chars[0]]
        b = self.battle
        if b is not None:
            if seat == b.attacker:
                return b.align[0]
            if seat == b.defender:
                return b.align[1]
        return NEUTRAL
