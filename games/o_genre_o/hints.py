"""Why the hint suggests a move in O Genre O, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand and discards, the
trick, the cards gone). The words follow the heuristic player of games/o_genre_o/ai.py:
every Devil won costs a life, so duck under a trick that holds Devils, shed Devils on
someone else's trick, take a trick of Angels only; discard the cards that would win
tricks; put a chip on your strongest suit so it cannot become trump.
"""

from __future__ import annotations

from engine.tricks import trick_winner
from games.o_genre_o.actions import Discard, Play, Vote
from games.o_genre_o.cards import DEVIL, SUIT_NAMES, card_name


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    if view.seat is None:
        return None
    kind = type(action)
    if kind is Vote:
        return f"{SUIT_NAMES[action.suit]} is your strongest suit: it must not be trump"
    if kind is Discard:
        c = action.card
        if DEVIL[c]:
            return "a Devil discarded is one nobody can make you win"
        return "a high card that would win tricks (and their Devils)"
    if kind is not Play:
        return None
    card = action.card
    trick = [c for _, c in view.trick]
    devils = [c for c in trick if DEVIL[c]]
    if not trick:
        if DEVIL[card]:
            return "lead a Devil: someone else may have to take it"
        return "lead low: an Angel unlikely to win the trick"
    best = trick[trick_winner(trick, view.trump)]
    wins = trick_winner([*trick, card], view.trump) == len(trick)
    if wins:
        if not devils and not DEVIL[card]:
            return "take it: the trick holds only Angels"
        n = len(devils) + DEVIL[card]
        return f"take it, with {n} Devil{'s' if n > 1 else ''}: ducking would cost more later"
    if DEVIL[card]:
        return f"shed a Devil: {card_name(best)} takes the trick"
    if devils:
        n = len(devils)
        return f"duck: the trick holds {n} Devil{'s' if n > 1 else ''} ({card_name(best)} wins)"
    return f"duck: {card_name(best)} wins it"
