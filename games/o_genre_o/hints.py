"""Why the hint suggests a move in O Genre O, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand and discards, the
trick, the won piles, the cards gone): it names the cards and numbers that make the
move good. The table prints the move before it ("Hint: play Fire 7 - <reason>"), so a
reason never starts by repeating the move. The words follow the heuristic player of
games/o_genre_o/ai.py (every Devil won costs a life):

- Discard: a high Devil would take itself in; the last cards of a short suit leave a
  void to shed Devils in; a high card would win tricks (and the Devils shed on them);
  a low Angel is what the hand can spare.
- Vote: a chip on the suit the hand is strongest in (held count and top card), so it
  cannot become trump; a chip on a suit the hand holds none of is not the heuristic's
  (it never helps the hand directly), so the line says it is the search's finding.
- Play, leading: how many higher cards of the suit are still out (someone else should
  win it), a Devil led low goes to whoever wins, a master card takes the trick.
- Play, following: a card under the winning one ducks (with the Devils in the trick
  counted), a Devil shed when void goes to the winner, a winning card says what it
  costs (the Devils in the trick) or gains (+1 life from an all-Angel trick from round
  2 below the cap), and "you must win it" when every card the seat may play wins.

Every action of the game gets a line. None only for a spectator's view, a seat
outside the table, or an action the seat's hand cannot make (a card it does not hold,
an action of another game): there is no move to explain.
"""

from __future__ import annotations

from engine.tricks import beats, follow_suit, trick_winner
from games.o_genre_o.actions import Discard, Play, Vote
from games.o_genre_o.ai import higher_out, may_recover, outstanding, suit_strength
from games.o_genre_o.cards import DEVIL, SUIT_NAMES, card_name


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    seat = view.seat
    if type(seat) is not int or not 0 <= seat < view.num_players:
        return None
    kind = type(action)
    if kind is Vote:
        if type(action.suit) is not int or not 0 <= action.suit < len(SUIT_NAMES):
            return None
        return _vote(view, action.suit)
    if kind not in (Discard, Play) or action.card not in view.hand:
        return None
    if kind is Discard:
        return _discard(view, action.card)
    if view.trick:
        return _follow(view, action.card)
    return _lead(view, action.card)


def _side(card: int) -> str:
    return "Devil" if DEVIL[card] else "Angel"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _suit_count(cards, suit: int) -> int:
    return sum(1 for c in cards if c >> 4 == suit)


# -- before the tricks ---------------------------------------------------------------


def _discard(view, card: int) -> str:
    name, suit = card_name(card), SUIT_NAMES[card >> 4]
    rank = card & 15
    left = _suit_count(view.hand, card >> 4) - 1
    if DEVIL[card] and rank >= 6:
        return "a high Devil would win its trick and cost you a life"
    if left == 0:
        return f"it leaves you void in {suit}: shed Devils when {suit} is led"
    if left == 1:
        return f"one {suit} left after it: soon a void to shed Devils in"
    if rank >= 7:
        return f"{name} would win tricks, and the Devils shed on them"
    if DEVIL[card]:
        return "a Devil discarded can never end up in your won pile"
    return "a low Angel: the card your hand misses least"


def _vote(view, suit: int) -> str:
    hand = list(view.hand)
    name = SUIT_NAMES[suit]
    held = [c for c in hand if c >> 4 == suit]
    if not held:
        return f"you hold no {name}: the search finds your own suits safer as trump"
    chipped = {s for _, s in view.chips}
    open_suits = [s for s in range(len(SUIT_NAMES)) if s not in chipped]
    top = max(held) & 15
    strongest = all(suit_strength(hand, suit) >= suit_strength(hand, s) for s in open_suits)
    if strongest:
        return f"your strongest suit ({len(held)} cards, up to {top}) must not be trump"
    return f"your {len(held)} {name} (up to {top}) must not be trump"


# -- the tricks ----------------------------------------------------------------------


def _lead(view, card: int) -> str:
    name, suit = card_name(card), SUIT_NAMES[card >> 4]
    higher = higher_out(card, outstanding(view))
    if higher == 0:
        return f"{name} is the highest {suit} left: you keep control of the lead"
    trump = " (trump)" if card >> 4 == view.trump else ""
    if DEVIL[card]:
        return f"a Devil{trump}, {higher} higher {suit} out: someone else should take it"
    return f"{higher} higher {suit}{trump} still out: someone else should win it"


def _follow(view, card: int) -> str:
    trick = [c for _, c in view.trick]
    trump = view.trump
    lead = trick[0] >> 4
    best = trick[trick_winner(trick, trump)]
    best_name = card_name(best)
    devils = sum(1 for c in trick if DEVIL[c])
    if beats(card, best, lead, trump):
        return _win(view, card, trick, devils)
    if DEVIL[card]:
        if card >> 4 != lead:
            return f"void in {SUIT_NAMES[lead]}: a Devil shed on the trick {best_name} wins"
        return f"under {best_name}: a Devil for whoever wins the trick"
    if devils:
        return f"ducks under {best_name}: the trick holds {_plural(devils, 'Devil')}"
    return f"ducks under {best_name}: the trick is not yours"


def _win(view, card: int, trick: list[int], devils: int) -> str:
    name = card_name(card)
    last = len(trick) == view.num_players - 1
    lead = trick[0] >> 4
    playable = follow_suit(view.hand, lead)
    best = trick[trick_winner(trick, view.trump)]
    forced = all(beats(c, best, lead, view.trump) for c in playable)
    taken = devils + DEVIL[card]
    if not taken:
        if last and may_recover(view, view.seat):
            life = view.lives[view.seat]
            return f"it takes an all-Angel trick: +1 life ({life} of {view.life_cap})"
        if last:
            return "it takes a trick of Angels only: it costs you no life"
        return f"{name} beats {card_name(best)}; no Devil in the trick so far"
    cost = f"{_plural(taken, 'Devil')}, -{taken} {'life' if taken == 1 else 'lives'}"
    if forced:
        return f"every card you may play wins it; this {_side(card)} takes {cost}"
    return f"it wins ({cost}) and gives you the next lead"
