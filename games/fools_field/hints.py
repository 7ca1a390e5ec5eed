"""Why the hint suggests a move in The Fool's Field, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand and discards, the
field with who placed each card, the hand sizes, the deck's size, the cards publicly
taken at a retreat). The table prints the move before the reason ("Hint: Deploy 4 Swords
to the centre - <reason>"), so a reason never repeats the move. The opponent's cards
are weighed as games/fools_field/ai.py weighs them (`opponent_odds`: the chance they
hold each card the seat cannot see), so no line names a card the seat cannot see. The
words follow that heuristic:

- Deploy: the chance the opponent is left with no card that fits (they must retreat
  and take the field), or how many of their cards are expected to fit; the last card
  of the hand ends the game once the deck is gone; shedding the hand's stiffest card
  (its flexibility) is said.
- Retreat: forced when no card fits; otherwise what the field's cards bring to the
  best 6 cards of the hand (flexibility: how many cards fit a card's sides).
- Discard: the card's flexibility, and whether it is the hand's stiffest.
- OfferTie, AcceptTie, DeclineTie: the race to empty the hand, both hand sizes and the
  deck (accepting when clearly behind with the deck gone, as the heuristic does).

None for Resign (a hint never proposes giving up, and there is nothing to say for it
beyond the move), for a spectator's view or a seat outside the table, and for an
action the seat cannot make (a card it does not hold, an action of another game).
"""

from __future__ import annotations

from games.fools_field.actions import (
    AcceptTie,
    DeclineTie,
    Deploy,
    Discard,
    OfferTie,
    Retreat,
)
from games.fools_field.ai import _answers, opponent_odds
from games.fools_field.cards import FLEX
from games.fools_field.setup import HAND_SIZE

BEHIND = 4  # the heuristic accepts a tie with the deck gone and this many cards more


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    seat = view.seat
    if type(seat) is not int or seat not in (0, 1):
        return None
    kind = type(action)
    if kind is Retreat:
        return _retreat(view)
    if kind in (OfferTie, AcceptTie, DeclineTie):
        return _tie(view, kind)
    if kind not in (Deploy, Discard) or action.card not in view.hand:
        return None
    if kind is Discard:
        return _discard(view, action.card)
    if type(action.cell) is not int or not 0 <= action.cell < 9 or view.field[action.cell] >= 0:
        return None
    return _deploy(view, action)


def _stiffest(view, card: int) -> bool:
    return all(FLEX[card] <= FLEX[c] for c in view.hand)


def _deploy(view, action) -> str:
    if view.deck_size == 0 and len(view.hand) == 1:
        return "your last card, and the deck is gone: placing it ends the game"
    blocked, expected = _answers(view, action, opponent_odds(view))
    if blocked >= 0.995:
        return "no card they may hold fits anywhere then: they must retreat"
    if blocked >= 0.5:
        return f"{blocked:.0%} that they then hold no card that fits, and must retreat"
    n = round(expected)
    answers = "1 card that fits" if n == 1 else f"{n} cards that fit"
    if _stiffest(view, action.card) and len(view.hand) > 1:
        flex = FLEX[action.card]
        fit = "fits" if n == 1 else "fit"
        return f"~{n} of their cards {fit} then; sheds your stiffest ({flex})"
    return f"they hold about {answers} then"


def _retreat(view) -> str:
    if view.must_retreat:
        return "no card of your hand fits the field: you must retreat and take it"
    board = [FLEX[c] for c in view.field if c >= 0]
    hand = [FLEX[c] for c in view.hand]
    gain = _top(hand + board) - _top(hand)
    k = len(board)
    if gain > 0:
        return (f"the field's {_cards(k)}: your best {HAND_SIZE} gain {gain} flexibility, "
                f"{view.deck_size} in the deck")
    return f"you take the field's {_cards(k)} and keep the {HAND_SIZE} that fit most"


def _cards(n: int) -> str:
    return f"{n} card{'' if n == 1 else 's'}"


def _top(values: list[int]) -> int:
    return sum(sorted(values, reverse=True)[:HAND_SIZE])


def _discard(view, card: int) -> str:
    flex = FLEX[card]
    if _stiffest(view, card):
        return f"flexibility {flex}, your stiffest card: it fits the fewest sides"
    return f"flexibility {flex}: keep the cards that fit more sides"


def _tie(view, kind) -> str:
    mine = len(view.hand)
    theirs = view.hand_sizes[1 - view.seat]
    deck = view.deck_size
    race = f"{_cards(mine)} left to their {theirs}"
    deck_text = "the deck is gone" if deck == 0 else f"{deck} in the deck"
    behind = deck == 0 and mine >= theirs + BEHIND
    if kind is AcceptTie:
        if behind:
            return f"{race}, {deck_text}: a tie beats a likely loss"
        return f"{race}, {deck_text}: a tie ends it safely"
    if kind is DeclineTie:
        if mine <= theirs:
            return f"{race}: you lead the race to empty your hand"
        return f"{race}, {deck_text}: the race is still open"
    return f"{race}, {deck_text}"
