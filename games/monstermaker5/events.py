"""The events of Monstermaker 5 Revised: what happened, for the table and the game log.

Every event carries what a table needs to animate it (who, which card, from where to
where, the dice faces). Events are public except `Dealt` and `Drew` (a card only its
holder sees, unless it is a Jewel or a St. Knight, which go face up at once) and
`SpellCommitted` (a Spell lies face down until the reveal; only its caster sees which;
the battle's events are in battle_events.py):
`for_viewer` hides the card from everyone else. Sides are spelled "light", "dark" or
"neutral"; battle sides are 0 (the attacker's) and 1 (the defender's, or the Jail's).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event
from engine.events import GameOver, Shuffled, fast_init, is_seat, seat_name
from games.monstermaker5.battle_events import (  # re-exported: one list of events
    AttackDeclared,
    AttackRolled,
    BattleEnded,
    BattleOpened,
    BattleRound,
    Committed,
    Defeated,
    InitiativeRolled,
    JewelsTaken,
    KnightsFreed,
    Returned,
    RoundEnded,
    SpellCommitted,
    SpellsDiscarded,
    SpellsRevealed,
    SupportDeclared,
    SupportDeclined,
    TrapSprung,
)
from games.monstermaker5.cards import SPECIALS, card_name, cards_text
from games.monstermaker5.event_words import _card, _count, _side_word

# -- set-up and turns ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """`seat` is dealt `count` cards into the hand; `cards` only for that seat."""

    seat: int
    cards: tuple[int, ...] | None
    count: int

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else Dealt(self.seat, None, self.count)

    def reveals_to(self, viewer):
        return is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.cards is not None:
            return f"{who} is dealt {cards_text(self.cards)}."
        return f"{who} is dealt {self.count} cards."


@dataclass(frozen=True, slots=True)
class DealtToField(Event):
    """St. Knights and Jewels dealt go face up straight to their owner's field."""

    seat: int
    cards: tuple[int, ...]

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} was dealt {cards_text(self.cards)}: face up " \
               f"to the field."


@dataclass(frozen=True, slots=True)
class FirstPlayer(Event):
    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} plays first (drawn by lot)."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int
    stock: int
    end_turns: int  # turns still to start after this one in the end count-down; -1 before

    def describe(self, names):
        text = f"Turn {self.turn}: {seat_name(names, self.seat)}."
        if self.end_turns == 0:
            text += " (The last turn of the game.)"
        elif self.end_turns > 0:
            text += f" ({_count(self.end_turns, 'more turn')} before the end.)"
        return text


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """`seat` draws the top card of the stock (`stock` cards are left). A Jewel or a St.
    Knight is seen by everyone; any other card only by `seat`."""

    seat: int
    card: int | None
    stock: int

    def for_viewer(self, viewer):
        if is_seat(viewer, self.seat) or (self.card is not None and self.card in SPECIALS):
            return self
        return Drew(self.seat, None, self.stock)

    def reveals_to(self, viewer):
        return self.card is not None and (is_seat(viewer, self.seat) or self.card in SPECIALS)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} draws {_card(self.card)}."


@dataclass(frozen=True, slots=True)
class JewelPlaced(Event):
    """A Jewel just drawn goes to the drawer's field."""

    seat: int
    card: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} puts the Jewel {card_name(self.card)} on the " \
               f"field."


@dataclass(frozen=True, slots=True)
class KnightPlaced(Event):
    """A St. Knight just drawn goes to the field, or to the Jail (`forced` when a
    Darkness player had to jail it)."""

    seat: int
    card: int
    to_jail: bool
    forced: bool

    def describe(self, names):
        who = seat_name(names, self.seat)
        if not self.to_jail:
            return f"{who} puts {card_name(self.card)} on the field."
        why = " (a Darkness player must)" if self.forced else ""
        return f"{who} imprisons {card_name(self.card)} in the Jail{why}."


@dataclass(frozen=True, slots=True)
class Placed(Event):
    seat: int
    card: int

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} places {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class ChangedHeart(Event):
    """"Change of Heart": the field's characters are `discarded` (St. Knights `jailed`);
    Jewels stay. `whisper`: declared with more than 5 cards in hand, when the Whisper of
    Deep is heard (the hand's size is public, not what else could have helped)."""

    seat: int
    old_side: str
    discarded: tuple[int, ...]
    jailed: tuple[int, ...]
    whisper: bool

    def describe(self, names):
        who = seat_name(names, self.seat)
        text = f"{who} declares \u201cChange of Heart\u201d"
        if self.whisper:
            text = f"{who} hears the Whisper of Deep and declares \u201cChange of Heart\u201d"
        text += f", leaving {_side_word(self.old_side)}"
        if self.discarded:
            text += f"; discards {cards_text(self.discarded)}"
        if self.jailed:
            text += f"; {cards_text(self.jailed)} to the Jail"
        return text + "."


@dataclass(frozen=True, slots=True)
class SideChanged(Event):
    seat: int
    old: str
    new: str

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.new == "neutral":
            return f"{who} is now neutral."
        return f"{who} now plays {_side_word(self.new)}."


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """The Whisper of Deep with a hand that cannot get down to 5: `card` is discarded
    face up and the whole hand (`hand`, before the discard) is shown to everyone."""

    seat: int
    card: int
    hand: tuple[int, ...]

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        return (f"The Whisper of Deep: {who} cannot get down to 5 cards, shows the hand "
                f"({cards_text(self.hand)}) and discards {card_name(self.card)}.")


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int
    hand: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} ends the turn with " \
               f"{_count(self.hand, 'card')} in hand."


@dataclass(frozen=True, slots=True)
class EndCountdown(Event):
    """Every Jewel and St. Knight has been drawn: `turns` more turns, then the end."""

    turns: int

    def describe(self, names):
        return (f"Every Jewel and St. Knight has been drawn: {self.turns} more turns (two "
                f"each), then the game ends.")


# -- the Thief -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThiefPlayed(Event):
    """`seat` plays the Thief `thief` from its hand (then names what it goes for)."""

    seat: int
    thief: int

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} plays {card_name(self.thief)}."


@dataclass(frozen=True, slots=True)
class ThiefSent(Event):
    """`seat` plays the Thief `thief` (its `number`) at `target`: a Jewel on the field of
    `victim`, or a St. Knight in the Jail (`victim` -1)."""

    seat: int
    thief: int
    number: int
    target: int
    victim: int

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.victim >= 0:
            what = f"{card_name(self.target)} from {seat_name(names, self.victim)}"
            return f"{who} sends {card_name(self.thief)} to steal {what}: a die must beat " \
                   f"{self.number}."
        return f"{who} sends {card_name(self.thief)} to free {card_name(self.target)} " \
               f"from the Jail: a die must beat {self.number}."


@dataclass(frozen=True, slots=True)
class ThiefResolved(Event):
    seat: int
    thief: int
    die: int
    number: int
    success: bool
    target: int
    victim: int

    def describe(self, names):
        who = seat_name(names, self.seat)
        if not self.success:
            return f"The die shows {self.die} (needs more than {self.number}): the Thief " \
                   f"fails and is discarded."
        what = "steals" if self.victim >= 0 else "frees"
        return f"The die shows {self.die}: the Thief {what} {card_name(self.target)} for " \
               f"{who}, and is discarded."


# -- the end -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameResult(Event):
    """The end: Jewels per seat, each seat's side, the Jewels of each side (light, dark),
    the winning side ("light", "dark", or "" for a draw) and the tie-break that decided
    within it (see `games.monstermaker5.end`: "" when one player had the most Jewels)."""

    jewels: tuple[int, ...]
    sides: tuple[str, ...]
    side_jewels: tuple[int, int]
    side: str
    tiebreak: str
    winners: tuple[int, ...]

    def describe(self, names):
        light, dark = self.side_jewels
        if not self.side:
            return (f"No side holds 4 Jewels (the Light {light}, the Darkness {dark}): the "
                    f"game is a draw shared by everyone.")
        who = " and ".join(seat_name(names, w) for w in self.winners)
        text = (f"{_side_word(self.side)[0].upper()}{_side_word(self.side)[1:]} wins with "
                f"{light if self.side == 'light' else dark} Jewels; best of the side: {who}")
        if self.tiebreak == "shared":
            text += " (still tied after the tie-breaks: the victory is shared)"
        elif self.tiebreak:
            text += f" (the tie broken by {self.tiebreak})"
        return text + "."


EVENT_TYPES = (Shuffled, Dealt, DealtToField, FirstPlayer, TurnStarted, Drew, JewelPlaced,
               KnightPlaced, Placed, ChangedHeart, SideChanged, HandShown, TurnEnded,
               EndCountdown, ThiefPlayed, ThiefSent, ThiefResolved, BattleOpened,
               BattleRound, Committed, SpellCommitted, SupportDeclared, SupportDeclined,
               SpellsRevealed, TrapSprung, InitiativeRolled, AttackDeclared, AttackRolled,
               Defeated, RoundEnded, SpellsDiscarded, BattleEnded, JewelsTaken, KnightsFreed,
               Returned, GameResult, GameOver)
fast_init(*EVENT_TYPES)  # built on every move of every AI playout
