"""Why the hint suggests a move in The Fool's Field, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand, the field, the cards
the opponent may hold weighed as games/fools_field/ai.py weighs them). The words follow
that heuristic: a placement is good when it leaves the opponent few cards that fit (or
none: they must retreat); keep flexible cards, shed stiff ones.
"""

from __future__ import annotations

from games.fools_field.actions import Deploy, Discard, Retreat
from games.fools_field.ai import _answers, opponent_odds
from games.fools_field.cards import FLEX


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    if view.seat is None or view.seat not in (0, 1):
        return None
    kind = type(action)
    if kind is Retreat:
        return "the field's cards would make your hand more flexible"
    if kind is Discard:
        return f"few cards fit its sides (flexibility {FLEX[action.card]}): keep the supple ones"
    if kind is not Deploy:
        return None
    blocked, expected = _answers(view, action, opponent_odds(view))
    if blocked >= 0.5:
        return f"it may leave your opponent no card to place ({blocked:.0%}): they retreat"
    n = round(expected)
    return f"it leaves your opponent about {n} {'card that fits' if n == 1 else 'cards that fit'}"
