"""Tiny Trick with concessions, for the table tests: the generic table's concession
slots and the question asked before a concession.

Rules: Tiny Trick's (tests/toygame.py), and on your turn you may also resign (the other
player wins at once) or, leading a trick, offer a tie once per game (a gesture only: it
is logged and play goes on).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.actions import Shuffle
from engine.core import Action, Event
from engine.events import GameOver, Shuffled, seat_name
from tests.toygame import Dealt, Play, Played, TinyState, TinyTrickGame, TrickTaken


@dataclass(frozen=True, slots=True)
class Resign(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "resign"


@dataclass(frozen=True, slots=True)
class OfferTie(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "offer a tie"


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} resigns."


@dataclass(frozen=True, slots=True)
class TieOffered(Event):
    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} offers a tie."


RESIGN = Resign()
OFFER_TIE = OfferTie()


class ConcedeState(TinyState):
    __slots__ = ("resigned", "offered")

    def __init__(self, game):
        super().__init__(game)
        self.resigned: int | None = None
        self.offered = [False, False]

    def is_over(self):
        return self.resigned is not None or super().is_over()

    def legal_actions(self):
        if self.is_over() or not self.dealt:
            return []
        extra = [RESIGN]
        if not self.trick and not self.offered[self.turn]:
            extra.insert(0, OFFER_TIE)
        return super().legal_actions() + extra

    def why_illegal(self, action):
        if isinstance(action, (Resign, OfferTie)):
            return None if action in self.legal_actions() else "not now"
        return super().why_illegal(action)

    def _apply(self, action):
        seat = self.turn
        if isinstance(action, Resign):
            self.resigned = seat
            return [Resigned(seat), GameOver(tuple(self.winners()), tuple(self.scores()))]
        if isinstance(action, OfferTie):
            self.offered[seat] = True
            return [TieOffered(seat)]
        return super()._apply(action)

    def winners(self):
        if self.resigned is not None:
            return [1 - self.resigned]
        return super().winners()

    def clone(self):
        other = ConcedeState(self.game)
        copy = super().clone()
        for name in TinyState.__slots__:
            setattr(other, name, getattr(copy, name))
        other.resigned = self.resigned
        other.offered = list(self.offered)
        return other


class ConcedeGame(TinyTrickGame):
    id = "tiny_concede"
    title = "Tiny Trick with concessions"
    action_types = (Shuffle, Play, OfferTie, Resign)

    def new_state(self, num_players=2, options=None):
        self.check_new(num_players, options)
        return ConcedeState(self)


ConcedeGame.event_types = (Shuffled, Dealt, Played, TrickTaken, GameOver, Resigned,
                           TieOffered)
TINY_CONCEDE = ConcedeGame()
