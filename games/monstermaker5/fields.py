"""The fields of a Monstermaker 5 position (`rules.MonsterMakerState` adds its methods).

A module of their own, importing nothing of the game's, so that the modules `rules.py`
imports can name the position's type in the compiled build (packaging/write_pxd.py)."""

from __future__ import annotations

from engine.core import State


class MonsterMakerFields(State):
    """What a position holds."""

    __slots__ = ("game", "num_players", "phase", "actor", "hands", "chars", "jewels",
                 "stock", "discard", "jail", "guards", "shown", "turn", "turn_no", "first",
                 "lock", "placed", "changed", "drawn", "thief", "thief_target",
                 "thief_victim", "specials_left", "end_turns", "over", "result",
                 "winner_seats", "battle", "horizon", "quiet", "_legal")
