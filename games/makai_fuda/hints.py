"""Why the hint suggests a move in Makai Fuda, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand and own prediction,
the field, the dice and chips). The words follow the heuristic player of
games/makai_fuda/ai.py: root for the Monster you predicted (push it with strong cards
and Magic), shed weak cards of the others, predict the Monster your hand is strongest in.
"""

from __future__ import annotations

from games.makai_fuda.ai import own_monster
from games.makai_fuda.cards import MONSTER_NAMES
from games.makai_fuda.moves import Boost, Play, Predict


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    if view.seat is None or not 0 <= view.seat < view.num_players:
        return None
    kind = type(action)
    if kind is Predict:
        m = action.card >> 4
        held = sum(c & 15 for c in view.hand if c >> 4 == m and c != action.card)
        return f"your hand keeps {held} strength of {MONSTER_NAMES[m]} to push it with"
    mine = own_monster(view)
    if kind is Boost:
        if action.monster == mine:
            return f"boost {MONSTER_NAMES[mine]}: the Monster you root for"
        return f"boost {MONSTER_NAMES[action.monster]}: it keeps a rival Monster down"
    if kind is not Play:
        return None
    card = action.card
    if card >= 64:
        return f"Magic adds 3 to a Monster: you root for {MONSTER_NAMES[mine]}"
    if card >> 4 == mine:
        return f"push {MONSTER_NAMES[mine]}: it backs your prediction"
    return f"shed it: you root for {MONSTER_NAMES[mine]}, not {MONSTER_NAMES[card >> 4]}"
