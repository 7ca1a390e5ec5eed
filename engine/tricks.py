"""Trick-taking helpers shared by Slaughter the Dragon, O Genre O and Makai Fuda.

Cards are ints from `engine.cards` (suit = card >> 4, rank = card & 15). These are
small pure functions, written for speed: they run inside every AI playout.
"""

from __future__ import annotations

from collections.abc import Sequence


def follow_suit(hand: Sequence[int], lead_suit: int) -> list[int]:
    """The cards of `hand` a player may play to a trick led in `lead_suit`:
    the cards of that suit if there are any, otherwise the whole hand."""
    same = [c for c in hand if c >> 4 == lead_suit]
    return same if same else list(hand)


def leadable(hand: Sequence[int], restricted_suit: int, broken: bool) -> list[int]:
    """The cards a leader may lead when `restricted_suit` may not be led until it is
    broken, unless the hand holds nothing else."""
    if broken:
        return list(hand)
    others = [c for c in hand if c >> 4 != restricted_suit]
    return others if others else list(hand)


def trick_winner(cards: Sequence[int], trump: int | None) -> int:
    """The index (in play order) of the card that wins the trick: the highest trump if
    any trump was played, otherwise the highest card of the suit led (the first card)."""
    best = 0
    best_card = cards[0]
    lead_suit = best_card >> 4
    best_trump = trump is not None and lead_suit == trump
    for i in range(1, len(cards)):
        card = cards[i]
        suit = card >> 4
        if best_trump:
            if suit == trump and card > best_card:
                best, best_card = i, card
        elif trump is not None and suit == trump:
            best, best_card, best_trump = i, card, True
        elif suit == lead_suit and card > best_card:
            best, best_card = i, card
    return best


def suits_shown_void(cards: Sequence[int], seats: Sequence[int]) -> list[tuple[int, int]]:
    """(seat, suit) pairs a finished trick proves: a seat that did not follow the
    suit led has none of it in hand."""
    lead_suit = cards[0] >> 4
    return [(seat, lead_suit) for card, seat in zip(cards, seats) if card >> 4 != lead_suit]


def beats(card: int, best: int, lead_suit: int, trump: int | None) -> bool:
    """Whether `card`, played now, would take the lead of a trick whose winning card so
    far is `best` (led in `lead_suit`): a higher trump, the first trump, or a higher
    card of the suit led while no trump is in."""
    suit = card >> 4
    best_suit = best >> 4
    if trump is not None and best_suit == trump:
        return suit == trump and card > best
    if trump is not None and suit == trump:
        return True
    return suit == lead_suit and best_suit == lead_suit and card > best


def winning_card(cards: Sequence[int], trump: int | None) -> int:
    """The card currently winning a (possibly unfinished) trick."""
    return cards[trick_winner(cards, trump)]


def legal_plays(hand: Sequence[int], trick: Sequence[int], restricted_suit: int | None = None,
                broken: bool = True) -> list[int]:
    """The cards of `hand` that may be played to `trick` (cards in play order): follow the
    suit led if possible; a leader may not lead `restricted_suit` until it is `broken`,
    unless the hand holds nothing else."""
    if trick:
        return follow_suit(hand, trick[0] >> 4)
    if restricted_suit is None:
        return list(hand)
    return leadable(hand, restricted_suit, broken)


def has_suit(hand: Sequence[int], suit: int) -> bool:
    """Whether `hand` holds a card of `suit`."""
    return any(c >> 4 == suit for c in hand)


def plays_in_order(tricks: Sequence[tuple[int, Sequence[int]]], num_players: int
                   ) -> list[tuple[int, tuple, int]]:
    """(seat, the trick before it as (seat, card) pairs, card) of every card of `tricks`
    ((leader, cards) in play order, clockwise from the leader), in play order: what the
    search's observation weights read (a lead has an empty trick before it)."""
    plays = []
    for leader, cards in tricks:
        before: list = []
        for i, card in enumerate(cards):
            seat = (leader + i) % num_players
            plays.append((seat, tuple(before), card))
            before.append((seat, card))
    return plays
