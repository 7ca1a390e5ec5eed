"""Shared helpers for the O Genre O tests: cards by name, positions, playing."""

from __future__ import annotations

import random

from engine.core import CHANCE
from games import REGISTRY
from games.o_genre_o.actions import DISCARD, PLAY, VOTE
from games.o_genre_o.cards import FEATHER, parse, parse_cards
from games.o_genre_o.rules import OGenreOState

GAME = REGISTRY["o_genre_o"]


def c(name: str) -> int:
    """One card: c("Fi7"), c("Sp9"), c("Fe1")."""
    return parse(name)


def cs(text: str) -> list[int]:
    """Cards: cs("Fi7 Sp9 Fe1")."""
    return parse_cards(text)


def position(n: int, hands: list[str], **kw) -> OGenreOState:
    """OGenreOState.from_position with hands, trick, won piles and discards as names."""
    if isinstance(kw.get("trick"), str):
        kw["trick"] = cs(kw["trick"])
    if "won" in kw:
        kw["won"] = [cs(w) for w in kw["won"]]
    if isinstance(kw.get("discards"), dict):
        kw["discards"] = {s: cs(d) for s, d in kw["discards"].items()}
    elif isinstance(kw.get("discards"), list):
        kw["discards"] = [cs(d) for d in kw["discards"]]
    return OGenreOState.from_position(n, [cs(h) for h in hands], **kw)


def play(state: OGenreOState, *names: str) -> list:
    """Play the named cards in turn; returns all the events."""
    events = []
    for name in names:
        events += state.apply(PLAY[c(name)])
    return events


def discard(state: OGenreOState, *names: str) -> list:
    events = []
    for name in names:
        events += state.apply(DISCARD[c(name)])
    return events


def vote(state: OGenreOState, *suits: int) -> list:
    events = []
    for suit in suits:
        events += state.apply(VOTE[suit])
    return events


def run_chance(state, rng) -> list:
    events = []
    while not state.is_over() and state.to_move() == CHANCE:
        events += state.apply(state.chance_action(rng))
    return events


def new_game(n: int, seed: int = 0) -> tuple[OGenreOState, list]:
    """A new game with its chance steps drawn from `seed`, up to the first decision."""
    state = GAME.new_state(n)
    return state, run_chance(state, random.Random(seed))


def random_step(state, rng):
    if state.to_move() == CHANCE:
        return state.chance_action(rng)
    return rng.choice(state.legal_actions())


def play_until(state, rng, stop) -> list:
    """Random legal steps until `stop(state)` or the game ends; returns the events."""
    events = []
    for _ in range(20_000):
        if state.is_over() or stop(state):
            return events
        events += state.apply(random_step(state, rng))
    raise AssertionError("did not stop")


# Four hands of a 4-player round after the discards (10 cards each), and the discards:
# every card of the 48 once, each seat dealt 6 Angels and 6 Devils. Seat 0 holds no
# Fire; seat 3 holds no Arrow.
HANDS4 = [
    "Fe1 Fe2 Ar1 Fl1 Fl3 Sp1 Sp2 Ar2 Fl2 Fl4",
    "Fe4 Fe5 Ar3 Fi1 Fl5 Sp3 Sp4 Ar4 Fi2 Fl6",
    "Fe6 Fe7 Ar5 Fi3 Fl7 Sp5 Sp6 Ar6 Fi4 Fl8",
    "Fe8 Fi5 Fi7 Fi9 Fl9 Sp7 Sp8 Fi6 Fi8 Fl10",
]
DISCARDS4 = ["Fe3 Sp9", "Ar7 Ar8", "Ar9 Ar10", "Fe9 Fi10"]

# The same deal by side: each seat's Angels and Devils in hand.
ANGELS_BY_SEAT = ["Fe1 Fe2 Ar1 Fl1 Fl3", "Fe4 Fe5 Ar3 Fi1 Fl5", "Fe6 Fe7 Ar5 Fi3 Fl7",
                  "Fe8 Fi5 Fi7 Fi9 Fl9"]
DEVILS_BY_SEAT = ["Sp1 Sp2 Ar2 Fl2 Fl4", "Sp3 Sp4 Ar4 Fi2 Fl6", "Sp5 Sp6 Ar6 Fi4 Fl8",
                  "Sp7 Sp8 Fi6 Fi8 Fl10"]


def only_devils_left(trump=FEATHER, **kw):
    """Five all-Angel tricks are over (all won by seat 0): every hand holds only Devils."""
    won = [" ".join(ANGELS_BY_SEAT), "", "", ""]
    return position(4, DEVILS_BY_SEAT, discards=DISCARDS4, trump=trump, won=won, **kw)
