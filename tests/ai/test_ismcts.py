"""The AI: deterministic with a seed and an iteration budget, never peeking (it gets a
view, and views of states that differ only in hidden cards are equal), and running in a
worker process that the table never waits for."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai import make_agent
from engine.ai.ismcts import ISMCTS, default_evaluate
from engine.ai.worker import AIWorker
from engine.core import CHANCE
from games import REGISTRY
from tests.playouts import playout, position_along
from tests.toygame import TINY_TRICK

GAMES = [TINY_TRICK, *REGISTRY.values()]


def decision_states(game, n, seed, every=7, limit=6):
    _, _, states = playout(game, n, seed, keep_states=True)
    picked = [s for s in states if s.to_move() != CHANCE and len(s.legal_actions()) > 1]
    return picked[::every][:limit]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_same_seed_and_iterations_give_the_same_decision(game):
    for state in decision_states(game, game.min_players, seed=1):
        seat = state.to_move()
        for level in ("normal@60", "hard@60"):
            picks = {make_agent(level).choose(game, state.view(seat), state.legal_actions(),
                                              random.Random(5), None) for _ in range(2)}
            assert len(picks) == 1, level
            assert picks.pop() in state.legal_actions()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_permuting_hidden_cards_never_changes_the_decision(game):
    """The AI sees its seat's view only: re-deal every card the seat cannot see (other
    hands, the deck, face-down piles) and its decision stays the same."""
    rng = random.Random(9)
    for n in (game.min_players, game.max_players):
        for state in decision_states(game, n, seed=2, every=5, limit=4):
            seat = state.to_move()
            other = game.sample_state(state.view(seat), rng)  # same view, other hidden cards
            assert other.view(seat) == state.view(seat)
            for level in ("random", "easy", "heuristic", "normal@40", "hard@40"):
                agent_a, agent_b = make_agent(level), make_agent(level)
                a = agent_a.choose(game, state.view(seat), state.legal_actions(),
                                   random.Random(3), None)
                b = agent_b.choose(game, other.view(seat), other.legal_actions(),
                                   random.Random(3), None)
                assert a == b, (game.id, level)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_level_plays_legal_moves_to_the_end(game):
    from engine.ai.selfplay import play_game

    n = game.min_players
    names = (["easy", "random", "heuristic"] * 3)[:n]
    result = play_game(game, n, names, seed=4)
    assert result.winners and len(result.scores) == n


def test_default_evaluation_is_in_unit_range():
    state, _, _ = playout(TINY_TRICK, 2, seed=3)
    values = default_evaluate(state)
    assert sum(values) == pytest.approx(1.0)
    assert all(0.0 <= v <= 1.0 for v in values)


def test_search_reports_root_statistics_for_legal_actions_only():
    state = decision_states(TINY_TRICK, 2, seed=6, every=1, limit=1)[0]
    seat = state.to_move()
    stats = ISMCTS(iterations=100).search(TINY_TRICK, state.view(seat),
                                          state.legal_actions(), random.Random(1))
    assert set(stats) <= set(state.legal_actions())
    assert sum(v for v, _ in stats.values()) == 100


@pytest.mark.parametrize("game", [REGISTRY["dragon"], REGISTRY["o_genre_o"]],
                         ids=lambda g: g.id)
def test_an_ensemble_splits_its_budget_over_separate_trees_of_legal_root_actions(game):
    """ensemble=k: k searches, each a share of the iterations, their root visits summed;
    the choice is a legal action, the same with the same seed."""
    state = decision_states(game, 4, seed=5, limit=1)[0]
    view, legal = state.view(state.to_move()), state.legal_actions()
    picks = set()
    for _ in range(2):
        search = ISMCTS(iterations=200, ensemble=3, rollout_epsilon=0.3)
        picks.add(search.choose(game, view, legal, random.Random(9)))
        assert search.last_iterations == 200
    assert len(picks) == 1 and picks.pop() in legal
    stats = ISMCTS(iterations=200, ensemble=3)._ensemble_search(game, view, legal,
                                                                random.Random(9))
    assert set(stats) <= set(legal)
    assert sum(v for v, _ in stats.values()) == 200
    assert all(0.0 <= mean <= 1.0 for _, mean in stats.values())


def _trees_grown(monkeypatch, search, game, view, legal):
    """The iteration cap and the iterations done of each tree that `search` grows."""
    trees = []
    one_tree = ISMCTS.search

    def recorded(self, *args):
        stats = one_tree(self, *args)
        trees.append((self.iterations, self.last_iterations))
        return stats

    monkeypatch.setattr(ISMCTS, "search", recorded)
    search.choose(game, view, legal, random.Random(4))
    return trees


@pytest.mark.parametrize("iterations,ensemble,tree_size,sizes", [
    (3000, 2, 500, [500] * 6),     # the budget holds 6 trees of 500: 6, not 2 deeper ones
    (3100, 2, 500, [517] * 4 + [516] * 2),  # the rest shared out, no tree of 100
    (600, 3, 500, [200] * 3),      # fewer than `ensemble` trees' worth: `ensemble` trees
])
def test_a_tree_size_spends_a_larger_budget_on_more_trees_not_deeper_ones(
        monkeypatch, iterations, ensemble, tree_size, sizes):
    game = TINY_TRICK
    state = decision_states(game, 2, seed=2, every=1, limit=1)[0]
    view, legal = state.view(state.to_move()), state.legal_actions()
    search = ISMCTS(iterations=iterations, ensemble=ensemble, tree_size=tree_size)
    trees = _trees_grown(monkeypatch, search, game, view, legal)
    assert [cap for cap, _ in trees] == sizes
    assert search.last_iterations == iterations


def test_a_timed_search_with_a_tree_size_grows_trees_of_that_size_while_time_lasts(
        monkeypatch):
    """On a time budget, `tree_size` caps every tree and the time left grows more trees
    than `ensemble`; without it the time is shared over exactly `ensemble` trees."""
    game = TINY_TRICK
    state = decision_states(game, 2, seed=2, every=1, limit=1)[0]
    view, legal = state.view(state.to_move()), state.legal_actions()
    trees = _trees_grown(monkeypatch, ISMCTS(time_s=0.3, ensemble=2, tree_size=20),
                         game, view, legal)
    assert len(trees) > 2
    assert all(cap == 20 and 0 < done <= 20 for cap, done in trees)
    monkeypatch.undo()
    trees = _trees_grown(monkeypatch, ISMCTS(time_s=0.05, ensemble=2), game, view, legal)
    assert [cap for cap, _ in trees] == [None, None]


def test_a_timed_search_with_a_cap_and_a_tree_size_grows_the_fixed_budgets_trees(
        monkeypatch):
    """A level's cap on a timed search with a tree size (the Dragon's Hard): with time to
    spare it grows exactly the trees of the fixed budget and decides as it does; with
    little time its first `ensemble` trees share the time, as without the cap, rather
    than the many smaller shares of every tree the cap holds."""
    game = TINY_TRICK
    state = decision_states(game, 2, seed=2, every=1, limit=1)[0]
    view, legal = state.view(state.to_move()), state.legal_actions()
    timed = ISMCTS(iterations=100, time_s=30.0, ensemble=2, tree_size=20)
    trees = _trees_grown(monkeypatch, timed, game, view, legal)
    assert trees == [(20, 20)] * 5 and timed.last_iterations == 100
    monkeypatch.undo()
    assert timed.choose(game, view, legal, random.Random(4)) == \
        ISMCTS(iterations=100, ensemble=2, tree_size=20).choose(game, view, legal,
                                                                  random.Random(4))
    shares = []
    one_tree = ISMCTS.search

    def recorded(self, *args):
        shares.append(self.time_s)
        return one_tree(self, *args)

    monkeypatch.setattr(ISMCTS, "search", recorded)
    ISMCTS(iterations=10**6, time_s=0.2, ensemble=2, tree_size=10**5).choose(
        game, view, legal, random.Random(4))
    assert shares[0] > 0.09  # half the time, not a tenth (10 trees of 100,000)


def test_a_timed_search_leaves_the_budgets_last_share_for_freeing_its_tree(monkeypatch):
    """The tree is freed after the search's clock stops (about 0.3% of its time): a timed
    search ends its iterations before the last RELEASE_SHARE of the budget, so the whole
    decision keeps to it. A fake clock, 1 ms a reading, makes the pace exact."""
    import time

    from engine.ai import ismcts

    game = TINY_TRICK
    state = decision_states(game, 2, seed=2, every=1, limit=1)[0]
    view, legal = state.view(state.to_move()), state.legal_actions()
    readings = iter(range(10**7))
    monkeypatch.setattr(time, "perf_counter", lambda: next(readings) / 1000)
    search = ISMCTS(time_s=1.0)
    search.search(game, view, legal, random.Random(3))
    assert ismcts.RELEASE_SHARE >= 0.005  # freeing takes about 0.3% of the search
    # one reading an iteration: it stops about two iterations short of the reserve
    end = 1.0 - ismcts.RELEASE_SHARE
    assert end - 0.005 < search.last_seconds < end
    assert end * 1000 - 5 < search.last_iterations < end * 1000


@pytest.mark.parametrize("cutoffs", [1, 2, 3])
def test_rollouts_run_on_to_the_kth_cut_off_with_rollout_cutoffs_k(cutoffs):
    """rollout_cutoffs=k: a rollout passes k - 1 of the game's cut-offs (here: the end of
    each trick) and is scored at the k-th, or at the end of the game."""
    from tests.toygame import TinyTrickGame

    scored_after_tricks = []

    class TrickCutoff(TinyTrickGame):
        def rollout_cutoff(self, state):
            return sum(state.tricks_won)

        def evaluate(self, state):
            scored_after_tricks.append(sum(state.tricks_won))
            return default_evaluate(state)

    game = TrickCutoff()
    state = game.new_state(2)
    state.apply(state.chance_action(random.Random(4)))  # the deal: 3 tricks to play
    seat = state.to_move()
    search = ISMCTS(iterations=60, max_depth=1, rollout_cutoffs=cutoffs)
    search.search(game, state.view(seat), state.legal_actions(), random.Random(1))
    # the tree holds one card of the first trick; the rollout does the rest
    assert max(scored_after_tricks) == cutoffs
    assert min(scored_after_tricks) == cutoffs


def test_search_needs_a_budget():
    with pytest.raises(ValueError, match="budget"):
        ISMCTS()


def test_worker_process_answers_with_a_legal_action_and_stops_cleanly():
    state = decision_states(TINY_TRICK, 2, seed=6, every=1, limit=1)[0]
    seat = state.to_move()
    worker = AIWorker()
    try:
        legal = state.legal_actions()
        first = worker.submit(TINY_TRICK, state.view(seat), legal, "normal", "s", 0.05)
        second = worker.submit(TINY_TRICK, state.view(seat), legal, "random", "s", None)
        replies = [worker.wait(20), worker.wait(20)]
        assert [r[0] for r in replies] == [first, second]
        assert all(r[2] is None and 0 <= r[1] < len(legal) for r in replies)
        bad = worker.submit(TINY_TRICK, state.view(seat), legal, "no-such-agent", "s", None)
        reply = worker.wait(20)
        assert reply[0] == bad and reply[1] is None and "unknown agent" in reply[2]
        assert worker.alive, "a failing agent does not kill the worker"
    finally:
        worker.close()
    assert not worker.alive


# The games that play the search's rollouts in their own loop (`Game.rollout`).
OWN_ROLLOUT = [g for g in REGISTRY.values() if getattr(g, "rollout", None) is not None]


def test_the_games_that_need_it_have_their_own_rollout_loop():
    assert {g.id for g in OWN_ROLLOUT} == {"monstermaker5", "o_genre_o"}


@pytest.mark.parametrize("game", OWN_ROLLOUT, ids=lambda g: g.id)
@pytest.mark.parametrize("cutoffs", [0, 1, 2])
@pytest.mark.parametrize("max_steps", [3, 200])
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), extra=st.integers(0, 8), steps=st.integers(0, 400),
       epsilon=st.sampled_from([0.0, 0.3, 1.0]))
def test_a_games_own_rollout_loop_plays_what_the_searchs_loop_would(
        game, seed, extra, steps, epsilon, cutoffs, max_steps):
    """The same searches from the same position and seed, with the game's rollout loop
    and with the search's own: the same root statistics, the same draws of the rng."""
    n = game.min_players + extra % (game.max_players - game.min_players + 1)
    state = position_along(game, n, seed, steps)
    if state.is_over() or state.to_move() == CHANCE or len(state.legal_actions()) < 2:
        return
    plain = copy.copy(game)
    plain.rollout = None  # the search's own loop
    seat = state.to_move()
    results = []
    for searched in (game, plain):
        search = ISMCTS(iterations=40, rollout_epsilon=epsilon, use_cutoff=bool(cutoffs),
                        rollout_cutoffs=max(1, cutoffs), max_rollout_steps=max_steps)
        rng = random.Random(seed)
        stats = search.search(searched, state.view(seat), state.legal_actions(), rng)
        results.append((stats, rng.getstate()))
    assert results[0] == results[1]
