"""Slaughter the Dragon "Ha": the vocabulary of the rules, the phases, the actions a
player takes and the events the engine reports.

The rules themselves are stated in full in `games.dragon.rules` (the module docstring),
which re-exports every name defined here: import from there.

- Phases (`PH_*`): the step the round is at; `PHASE_NAMES` (in `games.dragon.view`)
  names them in views.
- Actions: `Play`, `PickScale`, `ReturnToScale`, `ToPile`, `ToHand`, `FinishDivision`,
  `Give` (and the chance `Shuffle`). They compare strictly (`Play(True)` is not
  `Play(1)`) and are interned: `legal_actions()` hands out the objects of the tables
  `PLAY`, `RETURN`, `TO_PILE`, `TO_HAND`, `GIVE`, `PICK` and `FINISH`, never new ones.
- Events: what happened, with what the table needs to animate it; an event with a
  hidden card redacts it in `for_viewer` for the seats that may not see it. The save
  files' codec keys on the class names: never rename them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Shuffle, strict_eq
from engine.core import Action, Event
from engine.events import GameOver, Shuffled, fast_init, is_seat, seat_name
from games.dragon.cards import COLOUR_NAMES, TOKEN_HEAD, card_name, cards_text
from games.dragon.view import PHASE_NAMES

# -- phases ------------------------------------------------------------------------

PH_TRUMPS = 0        # chance: shuffle the Trump Indicator deck (start of the game)
PH_DEAL = 1          # chance: shuffle and deal the play cards (start of each round)
PH_PICK = 2          # Summoning Jutsu: take an Inverted Scale card (twice)
PH_RETURN = 3        # Summoning Jutsu: return a card to the Inverted Scale (twice)
PH_DIVIDE = 4        # Bodily Division Jutsu
PH_SOUL_GIVE = 5     # Soul-Sucking Jutsu: the others give a card each
PH_SOUL_RETURN = 6   # Soul-Sucking Jutsu: the practitioner gives a card to each
PH_PLAY = 7          # tricks
PH_OVER = 8
PHASE_INDEX = {name: i for i, name in enumerate(PHASE_NAMES)}

JUTSU_DIVISION = "division"
JUTSU_SOUL = "soul"


def _is_card(c) -> bool:
    return type(c) is int and 1 <= (c & 15) <= 12 and 0 <= c < 64


# -- actions -----------------------------------------------------------------------


_card_eq, _card_hash = strict_eq("card")


@dataclass(frozen=True, slots=True, eq=False)
class Play(Action):
    """Play a card of your (1st-half) hand to the trick."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"play {_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class PickScale(Action):
    """Summoning Jutsu: take the face-down Inverted Scale card at `position` (0-based,
    among the cards still there), without seeing it."""

    position: int
    __eq__, __hash__ = strict_eq("position")

    def __str__(self) -> str:
        pos = self.position + 1 if type(self.position) is int else self.position
        return f"take Inverted Scale card {pos} unseen"


@dataclass(frozen=True, slots=True, eq=False)
class ReturnToScale(Action):
    """Summoning Jutsu: put a card of your hand face down into the Inverted Scale."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"return {_name(self.card)} to the Inverted Scale"


@dataclass(frozen=True, slots=True, eq=False)
class ToPile(Action):
    """Bodily Division Jutsu: move a card from the 1st-half hand to the 2nd-half pile."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"put {_name(self.card)} in the 2nd-half pile"


@dataclass(frozen=True, slots=True, eq=False)
class ToHand(Action):
    """Bodily Division Jutsu: move a card back from the 2nd-half pile to the hand."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"take {_name(self.card)} back into the 1st-half hand"


@dataclass(frozen=True, slots=True)
class FinishDivision(Action):
    """Bodily Division Jutsu: the split is made."""

    def __str__(self) -> str:
        return "finish the Bodily Division"


@dataclass(frozen=True, slots=True, eq=False)
class Give(Action):
    """Soul-Sucking Jutsu: give a card face down (to the practitioner, or, as the
    practitioner, to the next player in turn)."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"give {_name(self.card)} face down"


def _name(c) -> str:
    return card_name(c) if _is_card(c) else repr(c)


# Interned actions: legal_actions() hands out these objects, never new ones.
PLAY = [Play(c) if _is_card(c) else None for c in range(64)]
RETURN = [ReturnToScale(c) if _is_card(c) else None for c in range(64)]
TO_PILE = [ToPile(c) if _is_card(c) else None for c in range(64)]
TO_HAND = [ToHand(c) if _is_card(c) else None for c in range(64)]
GIVE = [Give(c) if _is_card(c) else None for c in range(64)]
PICK = [PickScale(i) for i in range(8)]
FINISH = FinishDivision()

# -- events ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """The Dragon is laid out (the Head and `body_tokens` Body tokens) for a new round."""

    round: int
    rounds: int
    leader: int
    summoner: int  # -1 in round 1
    body_tokens: int

    def describe(self, names):
        lot = " (drawn by lot)" if self.summoner < 0 else ""
        return (f"Round {self.round} of {self.rounds}: the Dragon is laid out (Head and "
                f"{self.body_tokens} Body tokens). {seat_name(names, self.leader)} "
                f"leads{lot}.")


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """`seat` is dealt `count` cards; `cards` only in the version that seat receives."""

    seat: int
    cards: tuple[int, ...] | None
    count: int

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else Dealt(self.seat, None, self.count)

    def reveals_to(self, viewer):
        return is_seat(viewer, self.seat)

    def describe(self, names):
        if self.cards is not None:
            return f"{seat_name(names, self.seat)} is dealt {cards_text(self.cards)}."
        return f"{seat_name(names, self.seat)} is dealt {self.count} cards."


@dataclass(frozen=True, slots=True)
class ScaleFormed(Event):
    """The cards left over lie face down under the Dragon Head as the Inverted Scale."""

    count: int

    def describe(self, names):
        return f"The Inverted Scale: {self.count} cards lie face down under the Dragon Head."


@dataclass(frozen=True, slots=True)
class TrumpRevealed(Event):
    colour: int
    round: int
    deck_left: int  # Trump Indicator cards still face down

    def reveals_to(self, viewer):
        return True

    def describe(self, names):
        return f"The Trump Indicator shows {COLOUR_NAMES[self.colour]}: it is trump this round."


@dataclass(frozen=True, slots=True)
class ScaleCardPicked(Event):
    """Summoning Jutsu: `seat` takes the face-down Inverted Scale card at `position`
    (among the cards then there) and sets it aside unseen."""

    seat: int
    position: int
    scale_left: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} takes Inverted Scale card {self.position + 1} "
                f"face down (Summoning Jutsu).")


@dataclass(frozen=True, slots=True)
class SummonedCards(Event):
    """Summoning Jutsu: the two cards taken join `seat`'s hand; only that seat sees them."""

    seat: int
    cards: tuple[int, ...] | None

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else SummonedCards(self.seat, None)

    def reveals_to(self, viewer):
        return is_seat(viewer, self.seat)

    def describe(self, names):
        if self.cards is not None:
            return f"{seat_name(names, self.seat)} summons {cards_text(self.cards)} into the hand."
        return f"{seat_name(names, self.seat)} adds the 2 summoned cards to the hand."


@dataclass(frozen=True, slots=True)
class ScaleCardReturned(Event):
    """Summoning Jutsu: `seat` puts a card face down into the Inverted Scale."""

    seat: int
    card: int | None
    scale_size: int

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else ScaleCardReturned(self.seat, None,
                                                                  self.scale_size)

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a card"
        return f"{seat_name(names, self.seat)} returns {what} face down to the Inverted Scale."


@dataclass(frozen=True, slots=True)
class HighestTrumpCalled(Event):
    """The count-down from 12 stopped at `number`: `seat` holds that trump card and
    performs `jutsu` ("division" or "soul")."""

    seat: int
    colour: int
    number: int
    jutsu: str

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        what = "Bodily Division" if self.jutsu == JUTSU_DIVISION else "Soul-Sucking"
        return (f"\u201cIs there anyone with the {COLOUR_NAMES[self.colour]} {self.number}?\u201d "
                f"\u2014 {who}: \u201cHere I am.\u201d {who} performs {what} Jutsu.")


@dataclass(frozen=True, slots=True)
class DivisionMove(Event):
    """Bodily Division: `seat` moves a card to the 2nd-half pile (`to_pile`) or back to
    the hand; others see only the counts."""

    seat: int
    card: int | None
    to_pile: bool
    hand_count: int
    pile_count: int

    def for_viewer(self, viewer):
        if is_seat(viewer, self.seat):
            return self
        return DivisionMove(self.seat, None, self.to_pile, self.hand_count, self.pile_count)

    def describe(self, names):
        if self.card is None:
            return ""  # others learn only the result (DivisionFinished): no log line
        where = "to the 2nd-half pile" if self.to_pile else "back to the hand"
        return f"{seat_name(names, self.seat)} moves {card_name(self.card)} {where}."


@dataclass(frozen=True, slots=True)
class DivisionFinished(Event):
    seat: int
    hand_count: int
    pile_count: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} divides the hand: {self.hand_count} cards in "
                f"the 1st half, {self.pile_count} face down as the 2nd-half pile.")


@dataclass(frozen=True, slots=True)
class CardPassed(Event):
    """Soul-Sucking Jutsu: `giver` gives a card face down to `receiver`; only those two
    see which card."""

    giver: int
    receiver: int
    card: int | None

    def for_viewer(self, viewer):
        if viewer == self.giver or viewer == self.receiver:
            return self
        return CardPassed(self.giver, self.receiver, None)

    def reveals_to(self, viewer):
        return viewer == self.receiver

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a card"
        return (f"{seat_name(names, self.giver)} gives {what} face down to "
                f"{seat_name(names, self.receiver)}.")


@dataclass(frozen=True, slots=True)
class PileTakenUp(Event):
    """Bodily Division: the 1st-half hand is used up; the 2nd-half pile becomes the hand."""

    seat: int
    count: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} has used up the 1st-half hand and takes up "
                f"the 2nd-half pile ({self.count} cards).")


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} plays {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """Trick number `trick` (1-based), led by `leader` (`cards` in play order from the
    leader), goes to `seat`, who takes a `token` ("body" or "head") and the `purple`
    cards of the trick."""

    seat: int
    leader: int
    cards: tuple[int, ...]
    token: str
    purple: tuple[int, ...]
    trick: int

    def describe(self, names):
        token = "the Dragon Head" if self.token == TOKEN_HEAD else "a Dragon Body token"
        text = f"{seat_name(names, self.seat)} wins trick {self.trick} and takes {token}"
        if self.purple:
            text += f" and {cards_text(self.purple)}"
        return text + "."


@dataclass(frozen=True, slots=True)
class ScaleRevealed(Event):
    """End of the round: the last trick's winner `seat` reveals the Inverted Scale
    (`cards`, sorted) and takes its `purple` cards."""

    seat: int
    cards: tuple[int, ...]
    purple: tuple[int, ...]

    def reveals_to(self, viewer):
        return True

    def describe(self, names):
        text = f"The Inverted Scale is revealed: {cards_text(self.cards)}."
        if self.purple:
            text += f" {seat_name(names, self.seat)} takes {cards_text(self.purple)}."
        return text


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """Per seat: Dragon tokens won, Purple points (zero or negative), the round's score
    (after Shoot the Moon, if `moon` is a seat) and the running totals."""

    round: int
    tokens: tuple[int, ...]
    purple_points: tuple[int, ...]
    scores: tuple[int, ...]
    moon: int  # the seat that shot the moon, or -1
    totals: tuple[int, ...]

    def describe(self, names):
        parts = [f"{seat_name(names, s)} {sc:+d} ({t})" if sc else
                 f"{seat_name(names, s)} 0 ({t})" for s, (sc, t)
                 in enumerate(zip(self.scores, self.totals))]
        text = f"Round {self.round} scores: " + ", ".join(parts) + "."
        if self.moon >= 0:
            text = f"{seat_name(names, self.moon)} shoots the moon! " + text
        return text


PLAYED = [[Played(s, c) if _is_card(c) else None for c in range(64)] for s in range(5)]

EVENT_TYPES = (Shuffled, RoundStarted, Dealt, ScaleFormed, TrumpRevealed, ScaleCardPicked,
               SummonedCards, ScaleCardReturned, HighestTrumpCalled, DivisionMove,
               DivisionFinished, CardPassed, PileTakenUp, Played, TrickWon, ScaleRevealed,
               RoundScored, GameOver)
fast_init(*EVENT_TYPES)  # built on every move of every AI playout
ACTION_TYPES = (Shuffle, Play, PickScale, ReturnToScale, ToPile, ToHand, FinishDivision, Give)

