"""Event types shared by every game, and the pattern for private events.

An event is public unless it says otherwise. A private event overrides
`for_viewer` so that only the seats allowed to see its details get them; every other
seat gets the public part (or nothing). The match hands each viewer only the version
for that viewer, so the UI, the log panel and the AI never receive a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event


def is_seat(viewer, seat: int) -> bool:
    """Whether `viewer` is exactly seat `seat`: by exact type, so that True or 1.0 is
    never taken for seat 1 and handed its cards (every private event asks this)."""
    return type(viewer) is int and viewer == seat


def seat_name(names: list[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "nobody"
    return names[seat]


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A pile was shuffled: public, without the order."""

    pile: str
    count: int

    def describe(self, names: list[str]) -> str:
        return f"The {self.pile} ({self.count} cards) is shuffled."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    scores: tuple[float, ...]

    def describe(self, names: list[str]) -> str:
        who = " and ".join(seat_name(names, w) for w in self.winners) or "nobody"
        verb = "share the victory" if len(self.winners) > 1 else "wins"
        return f"Game over: {who} {verb}."


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    seat: int

    def describe(self, names: list[str]) -> str:
        return f"{seat_name(names, self.seat)} resigns."


SHARED_EVENT_TYPES = (Shuffled, GameOver, Resigned)
