"""The levels: what each name builds, Easy is a player (it beats Random in a seeded
sample of every game), and the search's settings (a pool of determinisations, weighted
by the game's `observation_weight`, the heuristic's progressive bias, a depth limit)
keep the search's contract: statistics for legal root actions only, one per iteration
until the choice is settled."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.ai import make_agent
from engine.ai.agents import LEVEL_SETTINGS, LEVEL_TIME_S
from engine.ai.ismcts import ISMCTS, ISMCTSAgent
from engine.ai.selfplay import play_game
from games import REGISTRY
from tests.ai.test_ismcts import decision_states
from tests.toygame import TINY_TRICK


def test_level_names_build_their_search_settings():
    for level in ("normal", "hard"):
        agent = make_agent(level)
        assert isinstance(agent, ISMCTSAgent)
        assert agent.time_s == LEVEL_TIME_S[level] and agent.iterations is None
        fixed = make_agent(f"{level}@250")
        assert fixed.iterations == 250 and fixed.time_s is None
        assert fixed.kwargs == agent.kwargs
        for key, value in LEVEL_SETTINGS[level].items():
            assert agent.kwargs[key] == value
    assert make_agent("hard").time_s > make_agent("normal").time_s


def test_a_game_adds_its_own_settings_to_a_level_and_hard0_goes_without(monkeypatch):
    """A game's `level_settings` are added to its level's (here a weighted pool for
    Hard); Normal stays the plain level; "hard0" (bench only) is Hard without them."""
    game = TINY_TRICK
    own = {"pool": 8, "weighted": True}
    monkeypatch.setattr(type(game), "level_settings", {"hard": own}, raising=False)
    hard = make_agent("hard@300")
    assert hard.settings(game) == {**hard.kwargs, **own}
    assert make_agent("hard0@300").settings(game) == hard.kwargs
    assert make_agent("normal@300").settings(game) == make_agent("normal@300").kwargs
    assert hard.settings(REGISTRY["fools_field"]) == hard.kwargs  # no settings of its own


def test_a_games_settings_for_a_player_count_go_over_its_level_settings(monkeypatch):
    """A level's "players": {count: {...}} entry applies at that count only, over the
    level's other settings; the agent at the table reads the count from the view."""
    game = TINY_TRICK
    own = {"iterations": 40, "bias": 0.5, "players": {2: {"iterations": 7}}}
    monkeypatch.setattr(type(game), "level_settings", {"normal": own}, raising=False)
    normal = make_agent("normal")
    assert normal.settings(game, 2) == {**normal.kwargs, "iterations": 7, "bias": 0.5}
    assert normal.settings(game, 3) == {**normal.kwargs, "iterations": 40, "bias": 0.5}
    assert normal.settings(game) == {**normal.kwargs, "iterations": 40, "bias": 0.5}
    dragon = REGISTRY["dragon"]
    monkeypatch.setattr(type(dragon), "level_settings", {"normal": own}, raising=False)
    own["players"] = {4: {"iterations": 7}}
    state = decision_states(dragon, 4, seed=3, limit=1)[0]
    seat = state.to_move()
    normal.choose(dragon, state.view(seat), state.legal_actions(), random.Random(1), 5.0)
    assert 0 < normal.last_iterations <= 7


def test_a_games_iterations_cap_the_timed_level_and_a_fixed_budget_overrides_them(
        monkeypatch):
    """A game may cap a level's real search ("iterations" in its level_settings): the timed
    Normal then runs exactly that many (here with no early stop), and normal@N runs N."""
    game = TINY_TRICK
    own = {"iterations": 37, "settle": False}
    monkeypatch.setattr(type(game), "level_settings", {"normal": own}, raising=False)
    state = decision_states(game, 2, seed=4, limit=1)[0]
    seat = state.to_move()
    for name, expected in (("normal", 37), ("normal@50", 50)):
        agent = make_agent(name)
        action = agent.choose(game, state.view(seat), state.legal_actions(),
                              random.Random(1))
        assert action in state.legal_actions()
        assert agent.last_iterations == expected


CAPPED = [g for g in REGISTRY.values()
          if "iterations" in ((getattr(g, "level_settings", None) or {}).get("normal") or {})]


@pytest.mark.parametrize("game", CAPPED, ids=lambda g: g.id)
def test_normal_at_the_table_thinks_no_more_than_its_games_cap(game):
    cap = game.level_settings["normal"]["iterations"]
    state = decision_states(game, game.min_players, seed=2, limit=1)[0]
    agent = make_agent("normal")
    action = agent.choose(game, state.view(state.to_move()), state.legal_actions(),
                          random.Random(3))
    assert action in state.legal_actions()
    assert 0 < agent.last_iterations <= cap


@pytest.mark.parametrize("name", ["hard@", "hard@x", "normal@0", "normal@-3", "easy@5",
                                  "expert"])
def test_a_wrong_level_name_says_what_is_known(name):
    with pytest.raises(ValueError, match=r"iterations|unknown agent"):
        make_agent(name)


# (game, players, deals): a few seeded deals, each played with Easy in every seat in turn.
EASY_SAMPLES = [("dragon", 4, 3), ("fools_field", 2, 6), ("makai_fuda", 4, 3),
                ("monstermaker5", 4, 3), ("o_genre_o", 4, 3)]


@pytest.mark.parametrize("gid,n,deals", EASY_SAMPLES)
def test_easy_beats_random_in_a_seeded_sample(gid, n, deals):
    """Easy in one seat, Random in the others, every seat of every deal: Easy's share of
    the victories is well above a fair one (a random player would sit near 1/n)."""
    game = REGISTRY[gid]
    wins = 0.0
    games = 0
    for deal in range(deals):
        for seat in range(n):
            names = ["random"] * n
            names[seat] = "easy"
            result = play_game(game, n, names, seed=500 + deal)
            if seat in result.winners:
                wins += 1.0 / len(result.winners)
            games += 1
    assert wins / games >= 1.5 / n, (gid, wins, games)


def _position(seed=6):
    state = decision_states(TINY_TRICK, 2, seed=seed, every=1, limit=1)[0]
    seat = state.to_move()
    return state, seat, state.view(seat), state.legal_actions()


@pytest.mark.parametrize("settings", [
    {"pool": 8}, {"pool": 8, "weighted": True}, {"bias": 1.0}, {"expand_by_policy": True},
    {"max_depth": 1}, {"bias": 1.0, "pool": 4, "weighted": True, "max_depth": 2}])
def test_every_setting_keeps_the_search_contract(settings):
    _, _, view, legal = _position()
    stats = ISMCTS(iterations=120, **settings).search(TINY_TRICK, view, legal,
                                                      random.Random(2))
    assert stats and set(stats) <= set(legal)
    assert sum(v for v, _ in stats.values()) == 120
    assert all(0.0 <= r <= 1.0 for _, r in stats.values())


def test_a_weighted_pool_draws_only_the_determinisations_its_weights_allow(monkeypatch):
    """`observation_weight` zero for every determinisation but one: every draw is a copy
    of that one (its hidden cards), never the pooled object itself."""
    _, seat, view, legal = _position()
    other = 1 - seat
    pool = [TINY_TRICK.sample_state(view, random.Random(k)) for k in range(40)]
    hands = {repr(s.view(other)) for s in pool}
    assert len(hands) > 1, "the position hides cards"
    chosen = pool[3]
    feed = itertools.cycle(pool)
    monkeypatch.setattr(type(TINY_TRICK), "sampler",
                        staticmethod(lambda v: lambda rng: next(feed)), raising=False)
    monkeypatch.setattr(type(TINY_TRICK), "observation_weight",
                        staticmethod(lambda state, v: 1.0 if state is chosen else 0.0),
                        raising=False)
    search = ISMCTS(iterations=40, pool=40, weighted=True)
    draw = search._drawer(TINY_TRICK, view, random.Random(1))
    assert search.last_pool_ess == pytest.approx(1.0)
    for _ in range(20):
        state = draw(random.Random(_))
        assert state is not chosen
        assert repr(state.view(other)) == repr(chosen.view(other))
    stats = search.search(TINY_TRICK, view, legal, random.Random(1))
    assert sum(v for v, _ in stats.values()) == 40


def test_the_early_stop_keeps_the_decision_of_the_full_budget():
    for state in decision_states(TINY_TRICK, 2, seed=3, every=1, limit=4):
        seat = state.to_move()
        view, legal = state.view(seat), state.legal_actions()
        full = ISMCTS(iterations=300, settle=False).choose(TINY_TRICK, view, legal,
                                                           random.Random(4))
        settled = ISMCTS(iterations=300, settle=True)
        pick = settled.choose(TINY_TRICK, view, legal, random.Random(4))
        assert pick == full
        assert settled.last_iterations <= 300
