"""Why the hint suggests a move in Slaughter the Dragon, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand and 2nd-half pile, the
trick on the table, the cards gone, the seat's own jutsu secrets): the table shows it
beside the ringed card. The words follow the heuristic player of games/dragon/ai.py:

- Play: lead the highest card left of a colour (only a trump beats it) or lead low (the
  higher cards still out take the trick); win a trick with the card that beats the
  best one on it (+5 for the token against the Purple in it); duck under a trick that
  holds Purple (its minus points named); shed Purple on a trick someone else wins.
- Summoning Jutsu: PickScale - the Inverted Scale lies face down, so every position is
  as good as another (the line says so, with how many are left); ReturnToScale - give
  back the worst card: Purple (its minus points), a low trump, a low card of a short
  side colour, or the last of a colour (a void: trump it or shed Purple on it).
- Bodily Division: ToPile / ToHand - the heuristic puts the longest side colour
  (neither trump nor Purple) in the 2nd-half pile, so the 1st half is void in it; a
  card off that plan is explained by what moving it does (a void, a high card or a
  trump saved for later, the Purple left in the 1st half); FinishDivision - the split,
  counted, and the void it makes.
- Soul-Sucking: Give - a giver passes its lowest side card (it wins no trick); the
  practitioner sheds Purple while it holds much of it, else a side card.

Every action a seat can take gets a line; None only for a view without a seat (a
spectator asks for no hint), an action of another game, or a card the seat does not
hold (never a legal action).
"""

from __future__ import annotations

from engine.tricks import trick_winner
from games.dragon.ai import division_plan, is_master, outstanding
from games.dragon.cards import COLOUR_NAMES, PURPLE, card_name
from games.dragon.moves import FinishDivision, Give, PickScale, Play, ReturnToScale, ToHand, ToPile


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    if view.seat is None or type(view.seat) is not int:
        return None
    kind = type(action)
    if kind in _CARD_ACTIONS and (type(action.card) is not int or (
            action.card not in view.hand and action.card not in view.pile)):
        return None  # not a card of this seat: no legal action, nothing to explain
    if kind is Play:
        return _play(view, action.card) if view.phase == "play" else None
    if kind is PickScale:
        return _pick(view)
    if kind is ReturnToScale:
        return _return(view, action.card)
    if kind in (ToPile, ToHand, FinishDivision):
        return _divide(view, action)
    if kind is Give:
        return _give(view, action.card)
    return None


_CARD_ACTIONS = frozenset((Play, ReturnToScale, ToPile, ToHand, Give))


def _colour(card: int) -> str:
    return COLOUR_NAMES[card >> 4]


def _count(cards, colour: int) -> int:
    return sum(1 for c in cards if c >> 4 == colour)


def _play(view, card: int) -> str:
    trick = [c for _, c in view.trick]
    purple = [c for c in trick if c >> 4 == PURPLE]
    if not trick:
        out = outstanding(view)
        if is_master(card, out):
            beaten = "nobody can beat it" if card >> 4 == view.trump else "only a trump beats it"
            return f"lead the highest {_colour(card)} left: {beaten}"
        higher = sum(1 for c in out if c >> 4 == card >> 4 and c > card)
        if card & 15 <= 6:
            return f"lead low: {higher} higher {_colour(card)} may take the trick instead of you"
        return f"lead it: {higher} higher {_colour(card)} still out, someone else may take it"
    best = trick[trick_winner(trick, view.trump)]
    wins = trick_winner([*trick, card], view.trump) == len(trick)
    if wins:
        if card >> 4 == PURPLE:
            purple.append(card)  # Purple as trump: the winner takes its own card too
        if purple:
            minus = sum(c & 15 for c in purple)
            name = card_name(card)
            if minus < 5:
                return f"take it with {name}: the token's +5 outweighs -{minus} in Purple"
            return f"take it with {name}: -{minus} in Purple, +5 token, and you lead next"
        beats = f"{card_name(card)} beats {card_name(best)}"
        after = view.num_players - len(trick) - 1
        if after == 0:
            return f"{beats}: the trick and a Dragon token (+5)"
        unless = "the player after you cannot" if after == 1 else \
            f"none of the {after} after you can"
        return f"{beats}: +5 for the token if {unless} beat it"
    winning = "takes" if len(trick) == view.num_players - 1 else "is winning"
    if card >> 4 == PURPLE:
        return f"shed {card_name(card)}: {card_name(best)} {winning} the trick, not you"
    if purple:
        minus = sum(c & 15 for c in purple)
        if best in purple:
            return f"duck: {card_name(best)} {winning} it, and its -{minus} in Purple"
        return f"duck under {card_name(best)}: the trick holds -{minus} in Purple"
    return f"duck: {card_name(best)} {winning} it; keep your strong cards"


def _pick(view) -> str:
    left = max(view.scale_size, 1)
    which = "both" if left == 2 else f"all {left}"
    return f"{which} lie face down, unseen: any one is as good a pick as another"


def _return(view, card: int) -> str:
    if card >> 4 == PURPLE:
        return f"give back {card_name(card)}: {card & 15} minus points you cannot take"
    if card >> 4 == view.trump:
        if card & 15 <= 6:
            return f"{card_name(card)} is a low trump: it would win little"
        kept = _count(view.hand, card >> 4) - 1
        return f"{card_name(card)} goes back: {kept} other trumps stay in your hand"
    held = _count(view.hand, card >> 4) - 1
    if held <= 0:
        return f"without {card_name(card)} you are void in {_colour(card)}: trump it or shed Purple"
    if card & 15 <= 6:
        return f"{card_name(card)} is low, with only {held} other {_colour(card)}: it wins nothing"
    return f"{card_name(card)} goes back; you keep {held} other {_colour(card)}"


def _divide(view, action) -> str:
    cards = sorted(view.hand + view.pile)
    plan = division_plan(cards, view.trump) if len(cards) > 1 else set()
    colours = sorted({c >> 4 for c in plan})
    named = " and ".join(COLOUR_NAMES[c] for c in colours) or "low"
    kind = type(action)
    if kind is ToPile:
        c = action.card
        if c in plan and c >> 4 not in (PURPLE, view.trump):
            colour = _colour(c)
            n = len(plan)
            return f"your {n} {colour} to the 2nd half: void in {colour}, trump or shed Purple"
        return _to_pile(view, c)
    if kind is ToHand:
        c = action.card
        if c in plan:
            return f"the 1st half needs {card_name(c)} back: {len(view.hand)} cards in it now"
        return f"keep {card_name(c)} for the 1st half: the pile is for your {named} cards"
    hand, pile = len(view.hand), len(view.pile)
    pile_colours = {c >> 4 for c in view.pile}
    if len(pile_colours) == 1:
        colour = COLOUR_NAMES[next(iter(pile_colours))]
        return f"split made: {hand} in hand, void in {colour}; its {pile} wait for the 2nd half"
    cards_word = "card" if hand == 1 else "cards"
    return f"split made: {hand} {cards_word} for the 1st half, {pile} in the 2nd-half pile"


def _to_pile(view, card: int) -> str:
    """A card the heuristic's plan would not move: what moving it does to the 1st half."""
    colour = _colour(card)
    left = _count(view.hand, card >> 4) - 1
    if card >> 4 == PURPLE:
        if left == 0:
            return f"{card_name(card)} waits: no Purple left in your 1st half"
        return f"{card_name(card)} waits: the 1st half keeps {left} Purple to take or shed"
    if card >> 4 == view.trump:
        return f"trump {card_name(card)} saved for the 2nd half, when fewer trumps are out"
    if left == 0:
        return f"your last {colour} out of the 1st half: void in {colour}, trump or shed Purple"
    if card & 15 >= 10:
        return f"{card_name(card)} saved for the 2nd half, when fewer {colour} can beat it"
    return f"{left} {colour} left in the 1st half: nearer a void in {colour}"


def _give(view, card: int) -> str:
    hand = view.hand
    if view.seat == view.sucker:
        purple = _count(hand, PURPLE)
        if card >> 4 == PURPLE:
            return f"pass on {card_name(card)}: {card & 15} minus points, of your {purple} Purple"
        return _side_card(view, card)
    if card >> 4 == PURPLE:
        return f"hand {card_name(card)} to the practitioner: {card & 15} minus points gone"
    return _side_card(view, card)


def _side_card(view, card: int) -> str:
    side = [c for c in view.hand if c >> 4 not in (PURPLE, view.trump)]
    if card >> 4 == view.trump:
        return f"give {card_name(card)}: your other trumps still rule the {_colour(card)} tricks"
    if side and card & 15 == min(c & 15 for c in side):
        return f"{card_name(card)} is your lowest side card: it would win you no trick"
    if _count(view.hand, card >> 4) == 1:
        return f"without {card_name(card)} you are void in {_colour(card)}: trump it or shed Purple"
    return f"give {card_name(card)}: a side card, so you keep your trumps"
