"""The moves of The Fool's Field: deploy, retreat, discard, and the concessions.

Actions are small frozen dataclasses, built once and handed out by `legal_actions()`
(`DEPLOYS[card][cell]`, `DISCARDS[card]` and the singletons below), so listing the legal
actions allocates almost nothing.

Equality is strict: an action equals a legal one only when its fields hold the same
values *of the same types*. `Deploy(True, 4)`, `Deploy(1, 4.0)` and `Deploy(1, 4+0j)`
are not `Deploy(1, 4)` (a bool is not a card, a complex is not a cell), so
`why_illegal(a) is None` exactly when `a in legal_actions()`, whatever `a` holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.actions import strict_eq
from engine.core import Action
from games.fools_field.cards import CARDS, CELL_NAMES, CENTRE, NUM_CARDS, card_name


def _cell_label(cell: object) -> str:
    if type(cell) is not int or not 0 <= cell < 9:
        return f"the cell {cell!r}"
    if cell == CENTRE:
        return "the centre"
    return f"the {CELL_NAMES[cell]} (as Seat 1 sees the field)"


@dataclass(frozen=True, slots=True, eq=False)
class Deploy(Action):
    """Place `card` from hand in `cell`, without turning it (its top points away from the
    player placing it). Cells are numbered in the table's frame: 0-8 row by row from
    the upper left as the first seat (seat 0) sees the field; 4 is the centre."""

    card: int
    cell: int
    __eq__, __hash__ = strict_eq("card", "cell")

    def __str__(self) -> str:
        return f"deploy {card_name(self.card)} to {_cell_label(self.cell)}"


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    """Take every field card into hand; the battle ends."""

    def __str__(self) -> str:
        return "retreat"


@dataclass(frozen=True, slots=True, eq=False)
class Discard(Action):
    """After a retreat, put one card of the hand face down on the discard pile."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"discard {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class OfferTie(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "offer a tie"


@dataclass(frozen=True, slots=True)
class AcceptTie(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "accept the tie"


@dataclass(frozen=True, slots=True)
class DeclineTie(Action):
    def __str__(self) -> str:
        return "decline the tie"


@dataclass(frozen=True, slots=True)
class Resign(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "resign"


DEPLOYS: tuple[tuple[Deploy, ...], ...] = tuple(
    tuple(Deploy(c, x) for x in range(9)) for c in CARDS)
DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in CARDS)
# The same actions by byte of a card mask, for legal_actions: DEPLOY_BYTES[cell][k][b] are
# the deployments to `cell` of the cards whose bits, shifted down by 8*k, are set in b.
DEPLOY_BYTES = tuple(
    tuple(tuple(tuple(DEPLOYS[8 * k + i][cell] for i in range(8) if b >> i & 1
                      and 8 * k + i < NUM_CARDS) for b in range(256)) for k in range(3))
    for cell in range(9))
DISCARD_BYTES = tuple(
    tuple(tuple(DISCARDS[8 * k + i] for i in range(8) if b >> i & 1 and 8 * k + i < NUM_CARDS)
          for b in range(256)) for k in range(3))
RETREAT = Retreat()
OFFER_TIE = OfferTie()
ACCEPT_TIE = AcceptTie()
DECLINE_TIE = DeclineTie()
RESIGN = Resign()
