"""Makai Fuda's actions and events.

Actions are built once and reused (`PLAY[card]`, `PREDICT[card]`, `BOOST[monster]`,
`PLAY_PREDICTION`): `legal_actions()` hands out these objects. Their equality is strict
(`Play(True)` is never `Play(1)`), so `a in legal_actions()` agrees with `why_illegal`.

Events carry what a table needs to animate; the private ones (a hand dealt, a
prediction put face down) give other seats a copy with the card left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core import Action, Event
from engine.events import is_seat, seat_name
from games.makai_fuda.cards import (
    MONSTER_NAMES,
    card_name,
    cards_text,
    is_card,
)


def _interned(table_size: int):
    """A `__new__` that hands out one shared object per valid value (see the table
    filled by `_intern`), and a new object for anything else. With identity equality
    (`eq=False`), `Play(7) == PLAY[7]` and `Play(7) is PLAY[7]`, while `Play(True)`,
    `Play(7.0)` or `Play(99)` equal no legal action: `a in legal_actions()` agrees with
    `why_illegal`, and the check costs no Python call."""

    def __new__(cls, *args, **kwargs):
        table = cls._table
        value = args[0] if args else next(iter(kwargs.values()), None)
        if type(value) is int and 0 <= value < table_size:
            shared = table[value]
            if shared is not None:
                return shared
        return object.__new__(cls)

    return __new__


def _intern(cls, values, size: int) -> list:
    """Build the shared object of `cls` for each of `values`, in a table of `size`."""
    table: list = [None] * size
    for value in values:
        obj = object.__new__(cls)
        object.__setattr__(obj, next(iter(cls.__dataclass_fields__)), value)
        table[value] = obj
    cls._table = table
    return table


def _name(c) -> str:
    return card_name(c) if is_card(c) else repr(c)


def _monster(m) -> str:
    return MONSTER_NAMES[m] if type(m) is int and 0 <= m < 4 else repr(m)


# -- actions -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class Play(Action):
    """Play a card of your hand to the field: a Monster, or a Magic card."""

    card: int
    _table: ClassVar[list] = []
    __new__ = _interned(72)

    def __str__(self) -> str:
        return f"play {_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class Boost(Action):
    """The Monster on the field that the Magic card just played boosts by +3."""

    monster: int
    _table: ClassVar[list] = []
    __new__ = _interned(4)

    def __str__(self) -> str:
        return f"Magic boosts {_monster(self.monster)}"


@dataclass(frozen=True, slots=True, eq=False)
class Predict(Action):
    """Put a Monster card of your hand face down: the Monster you root for (also the
    new prediction after Variant II's exchange)."""

    card: int
    _table: ClassVar[list] = []
    __new__ = _interned(64)

    def __str__(self) -> str:
        return f"predict {_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class PlayPrediction(Action):
    """Variant II: play your face-down prediction as your card, ignoring the playing
    rules; then put another type's Monster face down and pay 10 gold. (One shared
    object: the action has no field.)"""

    def __new__(cls):
        shared = globals().get("PLAY_PREDICTION")
        return shared if shared is not None else object.__new__(cls)

    def __str__(self) -> str:
        return "play your prediction (Let's Go That Way After All)"


PLAY = _intern(Play, [c for c in range(72) if is_card(c)], 72)
PREDICT = _intern(Predict, [c for c in range(64) if is_card(c)], 64) + [None] * 8
BOOST = tuple(_intern(Boost, range(4), 4))
PLAY_PREDICTION = PlayPrediction()

# -- events ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartPlayerDrawn(Event):
    """The first Start Player, drawn by lot."""

    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} draws the Start Player card by lot."


@dataclass(frozen=True, slots=True)
class TournamentStarted(Event):
    """A tournament begins: the dice go back to the stock; `start_player` holds the
    Start Player card. `tournaments` is Variant III's number of tournaments (0: play to
    80 gold); `doubled` when this one pays double (the last of Variant III)."""

    tournament: int
    start_player: int
    tournaments: int
    doubled: bool

    def describe(self, names):
        of = f" of {self.tournaments}" if self.tournaments else ""
        text = (f"Tournament {self.tournament}{of}: the dice go back to the stock; "
                f"{seat_name(names, self.start_player)} holds the Start Player card.")
        if self.doubled:
            text += " This last tournament pays double!"
        return text


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
class PredictionMade(Event):
    """`seat` puts a Monster face down as its prediction (`again`: the new one after
    Variant II's exchange); `card` only in the version that seat receives."""

    seat: int
    card: int | None
    again: bool

    def for_viewer(self, viewer):
        if is_seat(viewer, self.seat) or self.card is None:
            return self
        return PredictionMade(self.seat, None, self.again)

    def describe(self, names):
        who = seat_name(names, self.seat)
        what = "a new Monster" if self.again else "a Monster"
        if self.card is not None:
            what = card_name(self.card)
        return f"{who} puts {what} face down as the prediction."


@dataclass(frozen=True, slots=True)
class Played(Event):
    """`seat` plays `card` to the field: a Monster, or a Magic card boosting `target`
    (None: no Monster on the field, no effect). `from_prediction`: Variant II, the
    seat's face-down prediction is played."""

    seat: int
    card: int
    target: int | None
    from_prediction: bool

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.from_prediction:
            return (f"{who} changes their mind: plays the prediction, "
                    f"{card_name(self.card)}.")
        if self.card >= 64:
            if self.target is None:
                return f"{who} plays Magic: no Monster on the field, no effect."
            return f"{who} plays Magic on {MONSTER_NAMES[self.target]}: +3."
        return f"{who} plays {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class MagicRaised(Event):
    """`seat` plays a Magic card while several Monsters are on the field (`choices`,
    in order of appearance); its target is chosen next."""

    seat: int
    card: int
    choices: tuple[int, ...]

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} plays Magic and chooses a Monster to "
                f"boost.")


@dataclass(frozen=True, slots=True)
class MagicAimed(Event):
    """The Magic card `seat` just played boosts `monster` by +3."""

    seat: int
    card: int
    monster: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)}'s Magic boosts "
                f"{MONSTER_NAMES[self.monster]}: +3.")


@dataclass(frozen=True, slots=True)
class GoldPaid(Event):
    """Variant II: `seat` pays `amount` gold (10, or what it has) for its exchange."""

    seat: int
    amount: int
    gold: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} pays {self.amount} gold for the exchange "
                f"(now {self.gold}).")


@dataclass(frozen=True, slots=True)
class MatchWon(Event):
    """Match number `match` (1-based) of the tournament: `monster` wins (None: no
    Monster was played) with `strengths` per type (Poison included; 0 for a type not
    on the field); `dice` after its die went up; `leader` leads the next match (the
    player who last added to the winner, or the same leader)."""

    match: int
    monster: int | None
    strengths: tuple[int, ...]
    dice: tuple[int, ...]
    leader: int

    def describe(self, names):
        who = seat_name(names, self.leader)
        if self.monster is None:
            return f"Match {self.match}: no Monster on the field, no winner. {who} leads again."
        m = self.monster
        return (f"Match {self.match}: {MONSTER_NAMES[m]} wins with "
                f"{self.strengths[m]} (its die: {self.dice[m]}). {who} leads next.")


@dataclass(frozen=True, slots=True)
class PredictionsRevealed(Event):
    """The prize phase: every face-down prediction is turned up (`predictions` per seat)."""

    predictions: tuple[int, ...]

    def reveals_to(self, viewer):
        return True

    def describe(self, names):
        parts = [f"{seat_name(names, s)} {card_name(c)}" for s, c in
                 enumerate(self.predictions) if c >= 0]
        return "The predictions are revealed: " + ", ".join(parts) + "."


@dataclass(frozen=True, slots=True)
class TournamentWon(Event):
    """The tournament's winner `monster` (highest die, ties Blue > Green > Yellow > Red)
    with the final `dice`; `predictors` who rooted for it; `prizes` per seat (the gold
    paid, `bonus` of it from the chips on the card, doubled when `doubled`); `gold` the
    totals after."""

    tournament: int
    monster: int
    dice: tuple[int, ...]
    predictors: tuple[int, ...]
    prizes: tuple[int, ...]
    bonus: int
    doubled: bool
    gold: tuple[int, ...]

    def describe(self, names):
        m = MONSTER_NAMES[self.monster]
        text = f"{m} wins tournament {self.tournament} ({self.dice[self.monster]} matches)."
        if not self.predictors:
            return text + " Nobody predicted it: nobody is paid."
        paid = self.prizes[self.predictors[0]]
        who = " and ".join(seat_name(names, s) for s in self.predictors)
        extra = f", {self.bonus} of it from the chips" if self.bonus else ""
        double = " (doubled)" if self.doubled else ""
        return f"{text} {who} get{'s' if len(self.predictors) == 1 else ''} " \
               f"{paid} gold{double}{extra}."


@dataclass(frozen=True, slots=True)
class ChipsMoved(Event):
    """The winner's chips (`returned` gold) go back to the stock; every other Monster's
    card gets 10 more (at most 40): `chips` per type after."""

    winner: int
    returned: int
    chips: tuple[int, ...]

    def describe(self, names):
        others = "other Monster's card gets a 10 gold chip (at most 40 a card)."
        if not self.returned:
            return "Every " + others
        return (f"The {self.returned} gold of chips on {MONSTER_NAMES[self.winner]} go back "
                f"to the stock; every {others}")


@dataclass(frozen=True, slots=True)
class StartPlayerPassed(Event):
    """The Start Player card passes clockwise to `seat`."""

    previous: int
    seat: int

    def describe(self, names):
        return f"The Start Player card passes to {seat_name(names, self.seat)}."


PLAYED = [[Played(s, c, None, False) if is_card(c) else None for c in range(72)]
          for s in range(4)]
"""The shared event of seat s playing card c with no Magic target: `PLAYED[s][c]`."""
MAGIC_PLAYED = [{(c, t): Played(s, c, t, False) for c in range(65, 69)
                 for t in (None, 0, 1, 2, 3)} for s in range(4)]
"""The shared event of seat s playing Magic card c on target t: `MAGIC_PLAYED[s][c, t]`."""
