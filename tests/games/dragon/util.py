"""Shared helpers for the Slaughter the Dragon tests: cards by name, positions, playing."""

from __future__ import annotations

import random

from engine.core import CHANCE
from games import REGISTRY
from games.dragon.cards import parse, parse_cards
from games.dragon.rules import (
    FINISH,
    PLAY,
    TO_PILE,
    DragonState,
    PickScale,
    ReturnToScale,
)

GAME = REGISTRY["dragon"]


def c(name: str) -> int:
    """One card: c("P7"), c("R12")."""
    return parse(name)


def cs(text: str) -> list[int]:
    """Cards: cs("P7 R12 B3")."""
    return parse_cards(text)


def position(n: int, hands: list[str], **kw) -> DragonState:
    """DragonState.from_position with hands, scale and piles written as card names."""
    if isinstance(kw.get("scale"), str):
        kw["scale"] = cs(kw["scale"])
    if kw.get("piles"):
        kw["piles"] = {s: cs(p) for s, p in kw["piles"].items()}
    if isinstance(kw.get("trick"), str):
        kw["trick"] = cs(kw["trick"])
    if "purple_won" in kw:
        kw["purple_won"] = [cs(p) for p in kw["purple_won"]]
    if isinstance(kw.get("set_aside"), str):
        kw["set_aside"] = cs(kw["set_aside"])
    return DragonState.from_position(n, [cs(h) for h in hands], **kw)


def play(state: DragonState, *names: str) -> list:
    """Play the named cards in turn; returns all the events."""
    events = []
    for name in names:
        events += state.apply(PLAY[c(name)])
    return events


def new_game(n: int, seed: int = 0, advanced: bool = False) -> tuple[DragonState, list]:
    """A new game with its chance steps drawn from `seed`, up to the first decision."""
    rng = random.Random(seed)
    state = GAME.new_state(n, {"advanced": advanced})
    events = []
    while state.to_move() == CHANCE:
        events += state.apply(state.chance_action(rng))
    return state, events


def finish_division_quickly(state: DragonState) -> list:
    """As the divider: put the first card of the hand in the pile and finish."""
    d = state.divider
    events = state.apply(TO_PILE[state.hands[d][0]])
    events += state.apply(FINISH)
    return events


def summon(state: DragonState, returns: list[int] | None = None) -> list:
    """Perform the Summoning Jutsu: pick positions 0, 0, return `returns` (default:
    the two lowest cards of the hand)."""
    events = state.apply(PickScale(0))
    events += state.apply(PickScale(0))
    hand = state.hands[state.summoner]
    for card in (returns if returns is not None else hand[:2]):
        events += state.apply(ReturnToScale(card))
    return events


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
