"""The events of O Genre O: everything the table animates and the game log tells.

Public unless marked: `Dealt` and `Discarded` show their cards only to their own seat
(`for_viewer` gives the others the counts). Every event carries what a table needs to
animate it (who, which card or suit, from where to where, life before and after).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event
from engine.events import is_seat, seat_name
from games.o_genre_o.cards import ALL_CARDS, SUIT_NAMES, card_label, card_name, cards_text


@dataclass(frozen=True, slots=True)
class DealerDrawn(Event):
    """The first dealer is drawn by lot (the first step of a game)."""

    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} is drawn by lot as the first dealer."


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round `round` begins: `dealer` deals (and will lead the first trick); `lives` are
    every seat's life now."""

    round: int
    dealer: int
    lives: tuple[int, ...]

    def describe(self, names):
        return f"Round {self.round}: {seat_name(names, self.dealer)} deals."


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """`seat` is dealt `angels` Angel and `devils` Devil cards; `cards` (sorted) only in
    the version that seat receives."""

    seat: int
    cards: tuple[int, ...] | None
    angels: int
    devils: int

    def for_viewer(self, viewer):
        if is_seat(viewer, self.seat):
            return self
        return Dealt(self.seat, None, self.angels, self.devils)

    def reveals_to(self, viewer):
        return is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.cards is not None:
            return f"{who} is dealt {cards_text(self.cards)}."
        return f"{who} is dealt {self.angels} Angel and {self.devils} Devil cards."


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """`seat` puts a card face down as a discard (`count`: its discards so far); `card`
    only in the version that seat receives."""

    seat: int
    card: int | None
    count: int

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else Discarded(self.seat, None, self.count)

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a card"
        return f"{seat_name(names, self.seat)} discards {what} face down."


@dataclass(frozen=True, slots=True)
class ChipPlaced(Event):
    """Trump vote: `seat` puts a black chip on `suit` (not trump); `placed` chips of
    `total` are down now."""

    seat: int
    suit: int
    placed: int
    total: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} puts a black chip on {SUIT_NAMES[self.suit]} "
                f"({self.placed} of {self.total}).")


@dataclass(frozen=True, slots=True)
class TrumpDecided(Event):
    """The suit left without a chip is trump; `leader` (the dealer) leads the first trick."""

    suit: int
    leader: int

    def describe(self, names):
        return (f"{SUIT_NAMES[self.suit]} is left without a chip: it is trump this round. "
                f"{seat_name(names, self.leader)} leads.")


@dataclass(frozen=True, slots=True)
class Played(Event):
    """`seat` plays `card` face up; `breaks` when it is the round's first Devil played
    (from now on Devils may be led)."""

    seat: int
    card: int
    breaks: bool

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        text = f"{seat_name(names, self.seat)} plays {card_label(self.card)}."
        if self.breaks:
            text += " The Devil Break is over: Devils may be led."
        return text


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """Trick number `trick` (1-based), led by `leader` (`cards` in play order from the
    leader), goes to `seat`'s won pile: `devils` Devil cards; `all_angels` when every
    card was an Angel."""

    seat: int
    leader: int
    cards: tuple[int, ...]
    devils: int
    all_angels: bool
    trick: int

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.devils:
            kind = "a Devil" if self.devils == 1 else f"{self.devils} Devils"
            return f"{who} wins trick {self.trick} with {kind} in it."
        if self.all_angels:
            return f"{who} wins trick {self.trick}: all Angels."
        return f"{who} wins trick {self.trick}."


@dataclass(frozen=True, slots=True)
class LifeRecovered(Event):
    """`seat` won an all-Angel trick below the starting life: +1 life at once."""

    seat: int
    life_before: int
    life: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} recovers 1 life for an all-Angel trick "
                f"(now {self.life}).")


@dataclass(frozen=True, slots=True)
class RoundSettled(Event):
    """End of round `round`, per seat: Devil cards won, lives recovered during the
    round, life at the round's start and after the settlement
    (`lives_after = lives_before + recovered - devils`), and the next dealer (-1 when
    the game ends)."""

    round: int
    devils: tuple[int, ...]
    recovered: tuple[int, ...]
    lives_before: tuple[int, ...]
    lives_after: tuple[int, ...]
    next_dealer: int

    def describe(self, names):
        parts = []
        for s, (d, life) in enumerate(zip(self.devils, self.lives_after)):
            parts.append(f"{seat_name(names, s)} -{d} ({life})" if d else
                         f"{seat_name(names, s)} 0 ({life})")
        text = f"Round {self.round}: lives lost for the Devils won: " + ", ".join(parts) + "."
        if self.next_dealer >= 0:
            text += f" {seat_name(names, self.next_dealer)} deals next."
        return text


# Interned: the play events of every seat and card (PLAYED[breaks][seat][card]).
PLAYED = [[[Played(s, c, b) if c in ALL_CARDS else None for c in range(80)]
           for s in range(4)] for b in (False, True)]
