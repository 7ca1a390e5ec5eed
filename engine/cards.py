"""Cards as small ints, and the deck helpers the card games share.

A suited card is `suit * 16 + rank` (rank 0-15), so the suit is `card >> 4` and the
rank `card & 15`: cheap enough for millions of playouts, and readable through
`SuitedDeck.name`. Decks are plain tuples of ints.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


def make_card(suit: int, rank: int) -> int:
    return (suit << 4) | rank


def suit_of(card: int) -> int:
    return card >> 4


def rank_of(card: int) -> int:
    return card & 15


@dataclass(frozen=True)
class SuitedDeck:
    """Suit names (and symbols for colour-blind players) with the ranks in play."""

    suit_names: tuple[str, ...]
    ranks: tuple[int, ...]

    def cards(self, suits: Iterable[int] | None = None) -> tuple[int, ...]:
        chosen = range(len(self.suit_names)) if suits is None else suits
        return tuple(make_card(s, r) for s in chosen for r in self.ranks)

    def name(self, card: int) -> str:
        return f"{self.suit_names[card >> 4]} {card & 15}"

    def is_card(self, card: object) -> bool:
        return (type(card) is int and 0 <= card >> 4 < len(self.suit_names)
                and (card & 15) in self.ranks)


def ordered(cards: Sequence[int], order: Sequence[int]) -> list[int]:
    """`cards` rearranged by a Shuffle's order (order[i] = old position of new i)."""
    return [cards[i] for i in order]


def deal(cards: Sequence[int], hand_sizes: Sequence[int]) -> tuple[list[list[int]], list[int]]:
    """Deal hands of the given sizes from the top (front) of `cards`, one card at a
    time round the table as a dealer would; the rest is returned as the remainder."""
    hands: list[list[int]] = [[] for _ in hand_sizes]
    position = 0
    for round_index in range(max(hand_sizes, default=0)):
        for seat, size in enumerate(hand_sizes):
            if round_index < size:
                hands[seat].append(cards[position])
                position += 1
    return hands, list(cards[position:])


# -- choosing a card by a table, for the AI's rollout policies ------------------------
# `min(cards, key=table.__getitem__)` costs twice these loops: a rollout policy picks
# a card at every step of millions of playouts.


def lowest_by(cards: Sequence[int], cost: Sequence[int]) -> int:
    """The first card of `cards` (not empty) with the lowest `cost[card]`, as
    `min(cards, key=cost.__getitem__)` gives it."""
    best = cards[0]
    best_cost = cost[best]
    for c in cards:
        k = cost[c]
        if k < best_cost:
            best, best_cost = c, k
    return best


def highest_by(cards: Sequence[int], worth: Sequence[int]) -> int:
    """The first card of `cards` (not empty) with the highest `worth[card]`, as
    `max(cards, key=worth.__getitem__)` gives it."""
    best = cards[0]
    best_worth = worth[best]
    for c in cards:
        k = worth[c]
        if k > best_worth:
            best, best_worth = c, k
    return best
