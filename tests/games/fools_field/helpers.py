"""Shared helpers for The Fool's Field tests: cards by their index letters, fields by
what they show, positions.

Two ways to name a card, kept apart on purpose:
- `card("WSSS")` is the card whose index reads top, right, bottom, left = Sword,
  Shield, Shield, Shield *as its holder holds it* (W Sword, S Shield, F Flower);
- `lying("WSSS", by)` is the card that, placed by seat `by`, shows Sword, Shield,
  Shield, Shield in the table's frame (seat 0's side): for seat 0 the same card, for
  seat 1 the card that reads so once turned half a turn (here "SSWS", its Sword at
  its own bottom, pointing at seat 1, i.e. to the top of the table's frame).
A field layout is written in the table's frame, {cell: (code, by)}, so its matching
sides can be read off the page.
"""

from __future__ import annotations

from engine.core import playable_actions
from games.fools_field.cards import CARDS, TURNED, card_code
from games.fools_field.rules import FieldState

BY_CODE = {card_code(c): c for c in CARDS}

# A full, legal 3x3 field in the table's frame (every touching pair matches): seat 0
# opened and placed the corners, seat 1 the middles of the edges (its cards lie turned).
FULL_FIELD = {0: ("SWWS", 0), 1: ("SWWW", 1), 2: ("SSWW", 0), 3: ("WWWS", 1),
              4: ("WWWW", 0), 5: ("WSWW", 1), 6: ("WWSS", 0), 7: ("WWSW", 1),
              8: ("WSSW", 0)}


def card(code: str) -> int:
    """The card whose index reads `code` as its holder holds it (top, right, bottom,
    left; W Sword, S Shield, F Flower), e.g. card("WWWW") is the 4 Swords."""
    return BY_CODE[code]


def cards(*codes: str) -> list[int]:
    return [card(c) for c in codes]


def lying(code: str, by: int) -> int:
    """The card that, placed by seat `by`, shows `code` in the table's frame."""
    return card(code) if by == 0 else TURNED[card(code)]


def field_of(layout: dict[int, tuple[str, int]]) -> dict[int, tuple[int, int]]:
    """A from_position field from {cell: (code in the table's frame, placer)}."""
    return {cell: (lying(code, by), by) for cell, (code, by) in layout.items()}


def field_cards(layout: dict[int, tuple[str, int]]) -> list[int]:
    return [lying(code, by) for code, by in layout.values()]


def rest_except(*zones) -> list[int]:
    """The cards in none of `zones` (iterables of cards), lowest first."""
    used = {c for zone in zones for c in zone}
    return [c for c in CARDS if c not in used]


def position(**kwargs) -> FieldState:
    return FieldState.from_position(**kwargs)


def moves(state) -> list:
    """The legal actions without concessions (what a player chooses among)."""
    return playable_actions(state.legal_actions())


def event_types(events) -> list[str]:
    return [type(e).__name__ for e in events]
