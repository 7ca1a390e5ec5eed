"""Shared helpers for the Makai Fuda tests: cards by name, positions, playing."""

from __future__ import annotations

import random
from collections import Counter

from engine.core import CHANCE
from games import REGISTRY
from games.makai_fuda.cards import parse, parse_cards
from games.makai_fuda.rules import PLAY, MakaiState

GAME = REGISTRY["makai_fuda"]


def c(name: str) -> int:
    """One card: c("B7"), c("R9"), c("M1")."""
    return parse(name)


def cs(text: str) -> list[int]:
    """Cards: cs("B7 R9 M1")."""
    return parse_cards(text)


def position(n: int, hands: list[str], predictions=None, field=(), **kw) -> MakaiState:
    """MakaiState.from_position with cards written as names: `predictions` a list of
    names or None; `field` a string of names, or a list of names and (name, target)."""
    if predictions is not None:
        predictions = [None if p is None else c(p) for p in predictions]
    if isinstance(field, str):
        field = cs(field)
    else:
        field = [(c(f[0]), *f[1:]) if isinstance(f, tuple) else c(f) for f in field]
    if "switched" in kw:
        kw["switched"] = {s: c(name) for s, name in kw["switched"].items()}
    return MakaiState.from_position(n, [cs(h) for h in hands], predictions=predictions,
                                    field=field, **kw)


def play(state: MakaiState, *names: str) -> list:
    """Play the named cards in turn; returns all the events."""
    events = []
    for name in names:
        events += state.apply(PLAY[c(name)])
    return events


def new_game(n: int, seed: int = 0, options=None) -> tuple[MakaiState, list]:
    """A new game with its chance steps drawn from `seed`, up to the first decision."""
    rng = random.Random(seed)
    state = GAME.new_state(n, options)
    events = []
    while state.to_move() == CHANCE:
        events += state.apply(state.chance_action(rng))
    return state, events


def of_type(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def places(state) -> Counter:
    """Every card of the state by place (the deck must be covered exactly once)."""
    cards = Counter()
    for h in state.hands:
        cards.update(h)
    cards.update(p for p in state.predictions if p >= 0)
    cards.update(p[1] for p in state.plays)
    cards.update(state.out)
    if state.pending >= 0:
        cards[state.pending] += 1
    return cards
