"""Every registered game keeps the engine contract (DESIGN.md sections 2 and 6).

Parametrised over games.REGISTRY plus Tiny Trick (a game that lives in the tests), for
every player count and option set: random seeded playouts end; `why_illegal(a) is None`
exactly when `a` is legal; replaying the log gives the same state; a sampled state
agrees with the view it was sampled from; two states differing only in cards a seat
cannot see give it the same view; views, actions and events survive JSON; a match
survives a save and a load.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import actions as codec
from engine import savefile
from engine.core import CHANCE, Game, IllegalAction, Option, State, View
from engine.match import COMPUTER, Match, Seat
from games import CATALOGUE, REGISTRY
from tests.playouts import all_views, playout, random_step, replay
from tests.toygame import TINY_TRICK

GAMES = {TINY_TRICK.id: TINY_TRICK, **REGISTRY}
REGISTRY_FOR_LOAD = GAMES


def option_sets(game):
    """The default options, then every non-default value of each option on its own."""
    sets = [{}]
    for opt in game.options:
        values = [not opt.default] if not opt.choices else [c for c in opt.choices
                                                            if c != opt.default]
        sets.extend({opt.key: v} for v in values)
    return sets


CASES = [
    pytest.param(game, n, options, id=f"{gid}-{n}p" + "".join(f"-{k}={v}" for k, v in
                                                              options.items()))
    for gid, game in GAMES.items()
    for n in range(game.min_players, game.max_players + 1)
    for options in option_sets(game)
]
SEEDS = range(3)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_game_declares_the_contract(gid):
    game = GAMES[gid]
    assert isinstance(game, Game) and game.id == gid
    if gid in REGISTRY:
        assert gid in {info.id for info in CATALOGUE}
    assert game.title and isinstance(game.rules_version, int) and game.rules_version >= 1
    assert 1 <= game.min_players <= game.max_players
    assert isinstance(game.options, tuple) and all(isinstance(o, Option) for o in game.options)
    for opt in game.options:
        assert opt.problem(opt.default) is None, opt
    assert game.action_types and game.event_types
    state = game.new_state(game.min_players)
    assert isinstance(state, State) and state.game is game
    assert state.num_players == game.min_players
    for name in ("to_move", "is_over", "legal_actions", "why_illegal", "chance_action",
                 "apply", "scores", "winners", "view", "clone"):
        assert callable(getattr(state, name)), name
    assert isinstance(state.view(0), View) and isinstance(state.view(None), View)
    assert state.view(0).seat == 0 and state.view(None).seat is None


@pytest.mark.parametrize("game,n,options", CASES)
def test_random_playouts_end_with_winners(game, n, options):
    for seed in SEEDS:
        state, actions, _ = playout(game, n, seed, options)
        assert state.is_over()
        winners = state.winners()
        assert winners and set(winners) <= set(range(n))
        assert len(state.scores()) == n
        assert state.legal_actions() == []
        assert state.why_illegal(actions[-1]) is not None


@pytest.mark.parametrize("game,n,options", CASES)
def test_why_illegal_is_none_exactly_for_legal_actions(game, n, options):
    _, _, states = playout(game, n, seed=11, options=options, keep_states=True)
    pool = set()
    for state in states:
        if state.to_move() != CHANCE:
            pool.update(state.legal_actions())
    garbage = [None, "play", 7, ("x",), object()]
    for state in states[:: max(1, len(states) // 60)]:
        if state.to_move() == CHANCE:
            continue
        legal = state.legal_actions()
        assert legal, "a seat to move always has a legal action"
        assert len(legal) == len(set(legal)), "legal actions are listed once each"
        for action in legal:
            assert state.why_illegal(action) is None, action
        for action in pool.difference(legal):
            reason = state.why_illegal(action)
            assert isinstance(reason, str) and reason, action
        for thing in garbage:
            reason = state.why_illegal(thing)
            assert isinstance(reason, str) and reason


@pytest.mark.parametrize("game,n,options", CASES)
def test_illegal_action_raises_and_changes_nothing(game, n, options):
    _, _, states = playout(game, n, seed=5, options=options, keep_states=True)
    for state in states[:: max(1, len(states) // 20)]:
        before = all_views(state)
        with pytest.raises(IllegalAction) as info:
            state.apply("not an action")
        assert str(info.value)
        assert all_views(state) == before


@pytest.mark.parametrize("game,n,options", CASES)
def test_replaying_the_log_gives_the_same_state(game, n, options):
    state, actions, _ = playout(game, n, seed=3, options=options)
    again = replay(game, n, actions, options)
    assert all_views(again) == all_views(state)
    assert again.scores() == state.scores() and again.winners() == state.winners()


@pytest.mark.parametrize("game,n,options", CASES)
def test_clone_is_independent(game, n, options):
    _, _, states = playout(game, n, seed=8, options=options, keep_states=True)
    rng = random.Random(1)
    for state in states[:: max(1, len(states) // 15)]:
        before = all_views(state)
        copy = state.clone()
        assert all_views(copy) == before
        for _ in range(5):
            if copy.is_over():
                break
            copy.apply(random_step(copy, rng))
        assert all_views(state) == before


@pytest.mark.parametrize("game,n,options", CASES)
def test_sampled_state_agrees_with_the_view(game, n, options):
    _, _, states = playout(game, n, seed=21, options=options, keep_states=True)
    rng = random.Random(4)
    for state in states[:: max(1, len(states) // 25)]:
        for seat in range(n):
            view = state.view(seat)
            sampled = game.sample_state(view, rng)
            assert sampled.view(seat) == view
            assert sampled.to_move() == state.to_move()
            if state.to_move() == seat:
                assert sampled.legal_actions() == state.legal_actions()
    # a sampled state can be played on to the end
    for state in states[:: max(1, len(states) // 5)]:
        sampled = game.sample_state(state.view(0), rng)
        for _ in range(5000):
            if sampled.is_over():
                break
            sampled.apply(random_step(sampled, rng))
        assert sampled.is_over()


@pytest.mark.parametrize("game,n,options", CASES)
def test_views_ignore_cards_the_seat_cannot_see(game, n, options):
    """Two states that differ only in cards a seat cannot see give that seat (and a
    spectator) the same view. The pairs are two states sampled from the seat's view; the
    test also checks that such pairs really differ somewhere hidden."""
    _, _, states = playout(game, n, seed=31, options=options, keep_states=True)
    differed = False
    for k, state in enumerate(states[:: max(1, len(states) // 20)]):
        for seat in range(n):
            view = state.view(seat)
            a = game.sample_state(view, random.Random(f"{k}:{seat}:a"))
            b = game.sample_state(view, random.Random(f"{k}:{seat}:b"))
            assert a.view(seat) == b.view(seat) == view
            assert a.view(None) == b.view(None) == state.view(None)
            differed = differed or any(a.view(other) != b.view(other)
                                       for other in range(n) if other != seat)
    assert differed, "the sampled states never differed in hidden cards: nothing was tested"


@pytest.mark.parametrize("game,n,options", CASES)
def test_views_actions_and_events_survive_json(game, n, options):
    rng = random.Random(2)
    state = game.new_state(n, options)
    action_types = codec.type_table(game.action_types)
    event_types = codec.type_table(game.event_types)
    steps = 0
    while not state.is_over() and steps < 400:
        action = random_step(state, rng)
        encoded = json.loads(json.dumps(codec.to_json(action)))
        assert codec.from_json(encoded, action_types) == action
        for event in state.apply(action):
            for viewer in [None, *range(n)]:
                seen = event.for_viewer(viewer)
                if seen is None:
                    continue
                data = json.loads(json.dumps(codec.to_json(seen)))
                assert codec.from_json(data, event_types) == seen
                assert isinstance(seen.describe([f"P{i}" for i in range(n)]), str)
        for view in all_views(state):
            json.dumps(codec.to_json(view))
        steps += 1


@pytest.mark.parametrize("game,n,options", CASES)
def test_match_survives_save_and_load(game, n, options):
    seats = [Seat(f"Bot {i}", COMPUTER, "random") for i in range(n)]
    match = Match(game, n, seats, options, seed=99)
    rng = random.Random(0)
    for _ in range(120):
        if match.is_over():
            break
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng), match.to_move())
    loaded = savefile.loads(savefile.dumps(match), REGISTRY_FOR_LOAD)
    assert all_views(loaded.state) == all_views(match.state)
    assert [(e.seat, e.action) for e in loaded.log] == [(e.seat, e.action) for e in match.log]
    assert loaded.seats == match.seats and loaded.options == match.options


@pytest.mark.parametrize("game,n,options", CASES)
def test_same_seed_same_game(game, n, options):
    def run(seed):
        seats = [Seat(f"Bot {i}", COMPUTER, "random") for i in range(n)]
        match = Match(game, n, seats, options, seed=seed)
        rng = random.Random(7)
        while not match.is_over():
            if match.advance_chance() is None:
                match.play(random_step(match.state, rng))
        return [e.action for e in match.log]

    assert run(5) == run(5)


@pytest.mark.parametrize("gid", sorted(GAMES))
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_property_random_games_keep_score_lists_and_end(gid, seed):
    game = GAMES[gid]
    n = random.Random(seed).randint(game.min_players, game.max_players)
    state, _, _ = playout(game, n, seed)
    assert state.is_over() and len(state.scores()) == n
    assert set(state.winners()) <= set(range(n))


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_milestones_name_events_of_the_game_that_happen(gid):
    """Review and "pause after each trick" step by a game's milestones: each is one of
    its own event types, with a word, and a played game holds each kind."""
    game = REGISTRY[gid]
    assert game.milestones, "every game names the steps a player thinks in"
    seen = set()
    for seed in range(3):
        state = game.new_state(game.min_players)
        rng = random.Random(seed)
        while not state.is_over():
            seen.update(type(e) for e in state.apply(random_step(state, rng)))
    for event_type, word in game.milestones:
        assert event_type in game.event_types and isinstance(word, str) and word
        assert event_type in seen, f"{event_type.__name__} never happened in a game"
