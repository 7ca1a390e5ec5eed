"""Shared helpers for the Monstermaker 5 tests: cards by name, positions, dice, playing."""

from __future__ import annotations

import random

from engine.actions import Roll
from engine.core import CHANCE
from games.monstermaker5 import GAME
from games.monstermaker5.cards import ids_of
from games.monstermaker5.moves import (
    ATTACK,
    CHOOSE,
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    POWER,
    TARGET,
)
from games.monstermaker5.rules import MonsterMakerState
from tests import playouts

ALIASES = {"Orc1": "Orc (1D+1)", "Orc0": "Orc (1D)", "GDK": "Great Dark Knight",
           "Queen": "Queen of the Darkness"}


class Cards:
    """Hands out distinct cards by name: `take("Warrior", "Warrior")` gives two different
    Warriors; each call goes on where the last one stopped."""

    def __init__(self):
        self.used: set[int] = set()

    def __call__(self, *names: str) -> list[int]:
        out = []
        for name in names:
            for c in ids_of(ALIASES.get(name, name)):
                if c not in self.used:
                    self.used.add(c)
                    out.append(c)
                    break
            else:
                raise ValueError(f"no {name} left")
        return out

    def one(self, name: str) -> int:
        return self(name)[0]


def position(n: int, hands, fields=None, **kw) -> MonsterMakerState:
    return MonsterMakerState.from_position(n, hands, fields, game=GAME, **kw)


def roll(st: MonsterMakerState, *faces: int) -> list:
    assert st.to_move() == CHANCE, (st.phase_name(), st.to_move())
    return st.apply(Roll(tuple(faces)))


def act(st: MonsterMakerState, *actions) -> list:
    events = []
    for a in actions:
        events += st.apply(a)
    return events


def attack(st, target: int, commits=(), spell=None) -> list:
    """The player in turn attacks `target`, commits `commits` and `spell`, then done (an
    attacker with an empty hand is not asked)."""
    seat = st.turn
    events = st.apply(ATTACK[target])
    for c in commits:
        events += st.apply(COMMIT[c])
    if spell is not None:
        events += st.apply(COMMIT_SPELL[spell])
    if st.battle is not None and st.battle.committer == seat and st.to_move() == seat:
        events += st.apply(COMMIT_DONE)
    return events


def strike(st, attacker=None, target=None, power=None) -> list:
    """Make the choices of one attack that are asked (an attacker, a target, a power)."""
    events = []
    legal = st.legal_actions()
    if attacker is not None and CHOOSE[attacker] in legal:
        events += st.apply(CHOOSE[attacker])
        legal = st.legal_actions()
    if target is not None and TARGET[target] in legal:
        events += st.apply(TARGET[target])
        legal = st.legal_actions()
    if power is not None and POWER[power] in legal:
        events += st.apply(POWER[power])
    return events


def of_type(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def random_step(state, rng):
    if state.to_move() == CHANCE:
        return state.chance_action(rng)
    return rng.choice(state.legal_actions())


def position_along(n: int, seed: int, steps: int):
    """The state after `steps` random moves (or at the end) of a seeded n-player game."""
    return playouts.position_along(GAME, n, seed, steps)


def random_states(n: int, seed: int, every: int = 1):
    """(state before, action, events) along one random game."""
    rng = random.Random(seed)
    state = GAME.new_state(n)
    k = 0
    while not state.is_over():
        action = random_step(state, rng)
        before = state.clone() if k % every == 0 else None
        events = state.apply(action)
        yield before, action, events, state
        k += 1


def stock_with(top, *placed) -> list[int]:
    """A stock with `top` first (drawn first), then every card not in `placed` zones."""
    taken = set(top)
    for zone in placed:
        for part in zone:
            taken.update(part if isinstance(part, (list, tuple)) else [part])
    return list(top) + [c for c in range(64) if c not in taken]
