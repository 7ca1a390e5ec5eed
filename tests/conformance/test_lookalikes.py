"""Look-alike actions: `why_illegal(a) is None` exactly when `a in legal_actions()`.

An action whose fields hold values equal to a legal one's but of another type (a bool
for an int, 4.0 or 4+0j for 4, an int or str subclass, a list for a tuple) is neither
legal nor equal to a legal action, in every game, at every point of a game; it is refused
with a sentence, never an exception, and applying it changes nothing. Chance steps too:
a shuffle or a roll holding look-alike values is refused.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import CHANCE, IllegalAction
from games import REGISTRY
from tests.conformance.test_contract import option_sets
from tests.playouts import all_views, random_step


class IntLike(int):
    """An int subclass: equal to the int, but not an int by exact type."""


class StrLike(str):
    pass


class TupleLike(tuple):
    pass


def lookalikes_of(value) -> list:
    """Values equal (or as good as equal) to `value` that are not of its exact type."""
    kind = type(value)
    if kind is int:
        out = [float(value), complex(value), IntLike(value)]
        if value in (0, 1):
            out.append(bool(value))
        return out
    if kind is bool:
        return [int(value), float(value)]
    if kind is str:
        return [StrLike(value)]
    if kind is tuple:
        out = [list(value), TupleLike(value)]
        for i, item in enumerate(value):
            out.extend((*value[:i], other, *value[i + 1:]) for other in lookalikes_of(item))
        return out
    return []


def lookalike_actions(action) -> list:
    """Copies of `action` with one field replaced by a look-alike value."""
    out = []
    if not dataclasses.is_dataclass(action):
        return out
    for field in dataclasses.fields(action):
        for value in lookalikes_of(getattr(action, field.name)):
            try:
                out.append(dataclasses.replace(action, **{field.name: value}))
            except Exception:  # a class that checks its own fields refused it: fine
                continue
    return out


def position(game, seed: int, steps: int):
    """A point of a seeded random game of `game` (player count and options from seed)."""
    rng = random.Random(seed)
    n = rng.randint(game.min_players, game.max_players)
    options = rng.choice(option_sets(game))
    state = game.new_state(n, options)
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(random_step(state, rng))
    return state, rng


def check_lookalikes(state, rng, choose) -> int:
    """Check the look-alikes of one legal step; return how many were checked."""
    chance = state.to_move() == CHANCE
    legal = [] if chance else state.legal_actions()
    real = state.chance_action(rng) if chance else choose(legal)
    assert state.why_illegal(real) is None, real
    fakes = lookalike_actions(real)
    before = all_views(state)
    for fake in fakes:
        reason = state.why_illegal(fake)
        listed = fake in legal
        assert (reason is None) == (not chance and listed), (fake, reason, listed)
        if reason is None:
            continue
        assert isinstance(reason, str) and reason, fake
        with pytest.raises(IllegalAction):
            state.apply(fake)
        assert all_views(state) == before, f"{fake!r} changed the state"
    return len(fakes)


@pytest.mark.parametrize("gid", sorted(REGISTRY))
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 600), data=st.data())
def test_lookalikes_of_a_legal_step_are_refused(gid, seed, steps, data):
    state, rng = position(REGISTRY[gid], seed, steps)
    if state.is_over():
        assert state.legal_actions() == []
        return
    check_lookalikes(state, rng, lambda legal: data.draw(st.sampled_from(legal)))


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_every_lookalike_along_a_whole_game(gid):
    """Every legal action of every step of one seeded game, with all its look-alikes."""
    game = REGISTRY[gid]
    state, rng = position(game, 7, 0)
    checked = 0
    while not state.is_over():
        if state.to_move() == CHANCE:
            checked += check_lookalikes(state, rng, None)
        else:
            for action in state.legal_actions():
                checked += check_lookalikes(state, rng, lambda legal, a=action: a)
        state.apply(random_step(state, rng))
    assert checked > 0


def test_the_issue_examples():
    """The Fool's Field's Deploy(card, 4+0j) and Monstermaker 5's Place(27.0) beside a
    legal Deploy(card, 4) and Place(27): neither is equal to it, nor legal."""
    from games.fools_field.actions import Deploy
    from games.monstermaker5.moves import Place

    assert Deploy(1, 4 + 0j) != Deploy(1, 4) and Deploy(True, 4) != Deploy(1, 4)
    assert Place(27.0) != Place(27) and Place(IntLike(27)) != Place(27)
    assert hash(Place(27)) == hash(Place(27)) and Place(27) == Place(27)
    game = REGISTRY["monstermaker5"]
    for seed in range(40):
        state, rng = position(game, seed, 0)
        while not state.is_over():
            places = [a for a in state.legal_actions() if isinstance(a, Place)] \
                if state.to_move() != CHANCE else []
            if places:
                fake = Place(float(places[0].card))
                assert fake not in state.legal_actions()
                assert state.why_illegal(fake) is not None
                return
            state.apply(random_step(state, rng))
    raise AssertionError("no game offered a Place")
