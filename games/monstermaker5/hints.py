"""Why the hint suggests a move in Monstermaker 5, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view. Monstermaker's heuristic weighs many
things at once (games/monstermaker5/ai.py: the dice odds of a battle, each card's
threat and value), so only the moves whose reason fits in a line are explained; the
others get no line (None), and the ring alone shows the move.
"""

from __future__ import annotations

from games.monstermaker5.moves import KNIGHT_FIELD, EndTurn, KnightTo, Place, Rescue, UseThief


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    if view.seat is None:
        return None
    kind = type(action)
    if kind is Place:
        return "more strength on your field for the battles"
    if kind is KnightTo:
        if action.where == KNIGHT_FIELD:
            return "the St. Knight on your field adds to its strength"
        return "in the Jail the St. Knight cannot fight against you"
    if kind is Rescue:
        return "St. Knights freed from the Jail fight on your side"
    if kind is UseThief:
        return "a jewel or a card taken without a battle"
    if kind is EndTurn:
        return "no attack looks worth its risk with these cards"
    return None
