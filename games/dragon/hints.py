"""Why the hint suggests a move in Slaughter the Dragon, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand, the trick on the table,
the cards gone): the table shows it beside the ringed card. The words follow the
heuristic player of games/dragon/ai.py: take a trick with a card nobody can beat, duck
under a trick that holds Purple (minus points), shed Purple on a trick someone else wins.
None where the heuristic has nothing to say in a line (the Division, the Soul-Sucking).
"""

from __future__ import annotations

from engine.tricks import trick_winner
from games.dragon.ai import is_master, outstanding
from games.dragon.cards import COLOUR_NAMES, PURPLE, card_name
from games.dragon.moves import Play


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    if type(action) is not Play or view.seat is None or view.phase != "play":
        return None
    card = action.card
    trick = [c for _, c in view.trick]
    purple = [c for c in trick if c >> 4 == PURPLE]
    if not trick:
        if is_master(card, outstanding(view)):
            return f"lead: the highest {COLOUR_NAMES[card >> 4]} left, nobody can beat it"
        return "lead low: let someone else take the trick"
    best = trick[trick_winner(trick, view.trump)]
    wins = trick_winner([*trick, card], view.trump) == len(trick)
    if wins:
        if purple:
            return f"take it: the trick holds {card_name(purple[0])}, but the token is worth it"
        return "win: the trick and a Dragon token"
    if card >> 4 == PURPLE:
        return f"shed Purple: {card_name(best)} takes the trick and its minus points"
    if purple:
        return f"duck: the trick holds {card_name(purple[0])}"
    return f"duck: {card_name(best)} wins it; keep your strong cards"
