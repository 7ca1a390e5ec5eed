"""Look-alike actions: `why_illegal(a) is None` exactly when `a in legal_actions()`.

An action whose fields hold values equal to a legal one's but of another type (a bool
for an int, 4.0 or 4+0j for 4, an int or str subclass, a list for a tuple) is neither
legal nor equal to a legal action, in every game, at every point of a game; it is refused
with a sentence, never an exception, and applying it changes nothing, while a fresh copy
of a legal action (decoded from JSON, as a save file makes it) is equal to it and legal.
Chance steps too:
a shuffle or a roll holding look-alike values is refused. The look-alikes are the ones
bench/soak.py tries at every step (CI runs a minute of it: .ci/run); a short soak here
finds no failure in the registered games, and does find them in a game that is lax.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bench import soak
from bench.soak import IntLike, lookalike_actions
from engine import actions as codec
from engine.core import CHANCE, IllegalAction
from games import REGISTRY
from tests.conformance.test_contract import option_sets
from tests.playouts import all_views, random_step


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
    # a copy made afresh (as a save file's decoder makes it) is the same action
    twin = codec.from_json(json.loads(json.dumps(codec.to_json(real))),
                           codec.type_table(state.game.action_types))
    assert twin == real and hash(twin) == hash(real) and state.why_illegal(twin) is None
    assert chance or twin in legal, twin
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


def test_a_short_soak_of_every_game_finds_nothing():
    tallies = soak.run(seconds=60, games=2 * len(REGISTRY), sample=4)
    assert set(tallies) == set(REGISTRY)
    for gid, tally in tallies.items():
        assert tally.games >= 1 and tally.checks > 1000, gid
        assert tally.failures == [], tally.failures[:3]


def test_the_soak_finds_a_lax_why_illegal():
    """Tiny Trick (a test game) compares cards with ==, so Play(True) passes for Play(1):
    the soak reports it with the command that replays it, and exits 1."""
    from tests.toygame import TINY_TRICK

    tallies = soak.run(seconds=60, games=1, registry={TINY_TRICK.id: TINY_TRICK}, sample=4)
    failures = tallies[TINY_TRICK.id].failures
    assert failures and any("look-alike" in f for f in failures)
    assert "replay: python -m bench.soak --game tiny_trick --players 2 --seed 0" in failures[0]
    lines = []
    assert soak.report(tallies, 1.0, out=type("Out", (), {"write": lambda self, t:
                                                          lines.append(t)})()) == 1
    assert any(line.startswith("FAIL ") for line in lines)
