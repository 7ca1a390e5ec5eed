"""The actions of O Genre O: discard a card, place a black chip, play a card.

Each is a one-field frozen dataclass with strict equality (a bool or a float is never
taken for a card or a suit). `legal_actions()` hands out the interned objects of
`PLAY`, `DISCARD` and `VOTE`, never new ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import strict_eq
from engine.core import Action
from games.o_genre_o.cards import ALL_CARDS, SUIT_NAMES, card_name, is_card

# -- actions -----------------------------------------------------------------------


def _name(c) -> str:
    return card_name(c) if is_card(c) else repr(c)


@dataclass(frozen=True, slots=True, eq=False)
class Discard(Action):
    """Put a card of your hand face down as one of your 2 discards."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"discard {_name(self.card)} face down"


@dataclass(frozen=True, slots=True, eq=False)
class Vote(Action):
    """Trump vote: put a black chip on `suit` (a suit you do not want as trump)."""

    suit: int
    __eq__, __hash__ = strict_eq("suit")

    def __str__(self) -> str:
        s = self.suit
        name = SUIT_NAMES[s] if type(s) is int and 0 <= s < 5 else repr(s)
        return f"put a black chip on {name}"


@dataclass(frozen=True, slots=True, eq=False)
class Play(Action):
    """Play a card of your hand to the trick."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"play {_name(self.card)}"


# Interned actions: legal_actions() hands out these objects, never new ones.
PLAY = [Play(c) if c in ALL_CARDS else None for c in range(80)]
DISCARD = [Discard(c) if c in ALL_CARDS else None for c in range(80)]
VOTE = [Vote(s) for s in range(5)]
