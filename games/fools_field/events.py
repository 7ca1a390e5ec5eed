"""What happens in The Fool's Field, as events: each carries what the table needs to
animate it and `describe(names)` gives its game-log line.

Hidden information: the deal and a draw name their cards only to the seat receiving
them (`for_viewer`), a discard only to the seat discarding, and a retreat because no
card fits is told only to the retreating seat. A log line names a cell and a card's
sides as the player who placed it sees them ("to Ann's upper left"): the field has no
"upper left" both players agree on.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event
from engine.events import GameOver, Resigned, Shuffled, fast_init, is_seat, seat_name
from games.fools_field.cards import CENTRE, card_name, cell_name

# Why a retreat happened (Retreated.reason).
VOLUNTARY, FULL, EMPTY_HAND, BLOCKED = "", "full", "empty", "blocked"

# Why a game ended (GameEnded.reason).
EMPTIED, TIE_RACE, RESIGNED, AGREED, REPETITION = (
    "emptied", "tie", "resigned", "agreed", "repetition")

# Once the deck is empty, a battle that would start with the same hands and the same
# start player for this many times ends the game in a tie (DESIGN.md section 7).
REPEATS_TO_TIE = 3


def _names(cards) -> str:
    return ", ".join(card_name(c) for c in cards)


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """A game begins (the first, or the next one of a match)."""

    number: int
    start_player: int
    match: bool
    match_score: tuple[float, ...]

    def describe(self, names):
        who = seat_name(names, self.start_player)
        if self.match:
            return f"Game {self.number} of the match: {who} is the start player."
        return f"{who} is the start player."


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The deal: `count` cards each, one at a time, alternately from `first`.

    `hands[seat]` is that seat's cards in the order drawn, None for seats the viewer
    may not see."""

    first: int
    count: int
    hands: tuple[tuple[int, ...] | None, ...]
    deck_size: int

    def for_viewer(self, viewer):
        hands = tuple(h if is_seat(viewer, seat) else None for seat, h in enumerate(self.hands))
        return Dealt(self.first, self.count, hands, self.deck_size)

    def reveals_to(self, viewer):
        return any(is_seat(viewer, seat) for seat in range(len(self.hands)))

    def describe(self, names):
        first = seat_name(names, self.first)
        line = f"Each player draws {self.count} cards, {first} first."
        for seat, hand in enumerate(self.hands):
            if hand is not None:
                line += f" {seat_name(names, seat)} holds {_names(sorted(hand))}."
        return line


@dataclass(frozen=True, slots=True)
class BattleStarted(Event):
    number: int
    start_player: int
    deck_size: int
    hand_sizes: tuple[int, ...]
    tie_possible: bool  # the deck is empty and the hands are equal: the tie race applies

    def describe(self, names):
        who = seat_name(names, self.start_player)
        line = f"Battle {self.number}: {who} starts (deck {self.deck_size})."
        if self.tie_possible:
            other = seat_name(names, 1 - self.start_player)
            line += (f" The deck is out and both hold {self.hand_sizes[0]}: if {who} "
                     f"empties their hand and {other} does so on the next turn, it is a tie.")
        return line


@dataclass(frozen=True, slots=True)
class Deployed(Event):
    """`seat` placed `card` in `cell` (the table's frame), without turning it: its top
    points away from `seat`. `hand_left` cards remain in that hand."""

    seat: int
    card: int
    cell: int
    hand_left: int

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        where = "the centre" if self.cell == CENTRE else \
            f"{who}'s {cell_name(self.cell, self.seat)}"
        line = f"{who} deploys {card_name(self.card)} to {where}"
        if self.hand_left == 0:
            return line + " (last card)."
        return line + f" ({self.hand_left} left)."


@dataclass(frozen=True, slots=True)
class TieChance(Event):
    """The tie race: `seat` placed their last card; `other` may tie on this turn."""

    seat: int
    other: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} has placed their last card: "
                f"{seat_name(names, self.other)} ties by placing their last card now.")


@dataclass(frozen=True, slots=True)
class Retreated(Event):
    """`seat` retreats and takes the field (`cards[i]` from `cells[i]`) into hand.

    `reason`: "" voluntary (or not told), "full" the grid was full, "empty" no card in
    hand, "blocked" no card fitted (told to the retreater only). `hand_size` is the
    hand after taking the field; `to_discard` cards must then be discarded."""

    seat: int
    cells: tuple[int, ...]
    cards: tuple[int, ...]
    reason: str
    hand_size: int
    to_discard: int

    def for_viewer(self, viewer):
        if self.reason == BLOCKED and not is_seat(viewer, self.seat):
            return Retreated(self.seat, self.cells, self.cards, VOLUNTARY, self.hand_size,
                             self.to_discard)
        return self

    def describe(self, names):
        who = seat_name(names, self.seat)
        why = {FULL: " (the field is full)", EMPTY_HAND: " (no card in hand)",
               BLOCKED: " (no card fits)"}.get(self.reason, "")
        plural = "card" if len(self.cards) == 1 else "cards"
        line = f"{who} retreats{why} and takes {len(self.cards)} {plural} from the field"
        if self.to_discard:
            return line + f"; {who} must discard {self.to_discard}."
        return line + "."


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """`seat` draws `count` cards from the deck (`cards` only for that seat)."""

    seat: int
    count: int
    cards: tuple[int, ...] | None
    deck_size: int  # left after the draw

    def for_viewer(self, viewer):
        if is_seat(viewer, self.seat):
            return self
        return Drew(self.seat, self.count, None, self.deck_size)

    def reveals_to(self, viewer):
        return is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        what = f": {_names(self.cards)}" if self.cards is not None else ""
        plural = "card" if self.count == 1 else "cards"
        left = "the deck is now empty" if self.deck_size == 0 else f"{self.deck_size} left"
        return f"{who} draws {self.count} {plural}{what} ({left})."


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """`seat` discards a card face down (`card` only for that seat); `left` still to go."""

    seat: int
    card: int | None
    left: int

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else Discarded(self.seat, None, self.left)

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a card"
        return f"{seat_name(names, self.seat)} discards {what} face down."


@dataclass(frozen=True, slots=True)
class TieOffered(Event):
    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} offers a tie."


@dataclass(frozen=True, slots=True)
class TieAnswered(Event):
    seat: int
    accepted: bool

    def describe(self, names):
        verb = "accepts" if self.accepted else "declines"
        return f"{seat_name(names, self.seat)} {verb} the tie."


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """One game is decided (in a match, more may follow).

    `reason`: "emptied", "tie" (the tie race), "resigned", "agreed", "repetition".
    `points` is what this game scored per seat, `match_score` the totals after it,
    `next_start` the start player of the next game of the match (-1 when none follows)."""

    number: int
    winners: tuple[int, ...]
    reason: str
    points: tuple[float, ...]
    match_score: tuple[float, ...]
    next_start: int
    match: bool

    def describe(self, names):
        game = f"game {self.number}" if self.match else "the game"
        if len(self.winners) == 1:
            who = seat_name(names, self.winners[0])
            why = {EMPTIED: " by using up their hand", RESIGNED: " by resignation"}.get(
                self.reason, "")
            line = f"{who} wins {game}{why}."
        else:
            how = {AGREED: "by agreement",
                   REPETITION: "(a battle would start with the same hands and the same "
                               "start player for the third time)",
                   }.get(self.reason, "(both emptied their hands)")
            line = f"{game[0].upper()}{game[1:]} is a tie {how}."
        if self.match:
            score = ", ".join(f"{seat_name(names, s)} {_points(p)}"
                              for s, p in enumerate(self.match_score))
            line += f" Match score: {score}."
            if self.next_start >= 0:
                line += f" {seat_name(names, self.next_start)} starts the next game."
        return line


def _points(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


EVENT_TYPES = (Shuffled, GameStarted, Dealt, BattleStarted, Deployed, TieChance, Retreated,
               Drew, Discarded, TieOffered, TieAnswered, Resigned, GameEnded, GameOver)
fast_init(*EVENT_TYPES)  # built on every move of every AI playout


