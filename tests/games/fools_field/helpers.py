"""Shared helpers for The Fool's Field tests: card lookup by index letters, positions."""

from __future__ import annotations

from engine.core import playable_actions
from games.fools_field.cards import CARDS, card_code
from games.fools_field.rules import FieldState

BY_CODE = {card_code(c): c for c in CARDS}


def card(code: str) -> int:
    """The card whose index reads `code` (top, right, bottom, left; W Sword, S Shield,
    F Flower), e.g. card("WWWW") is the 4 Swords."""
    return BY_CODE[code]


def cards(*codes: str) -> list[int]:
    return [card(c) for c in codes]


def position(**kwargs) -> FieldState:
    return FieldState.from_position(**kwargs)


def moves(state) -> list:
    """The legal actions without concessions (what a player chooses among)."""
    return playable_actions(state.legal_actions())


def event_types(events) -> list[str]:
    return [type(e).__name__ for e in events]
