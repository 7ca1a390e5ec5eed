"""The heuristic player, the rollout policy and the evaluation."""

import random

import pytest

from engine.core import CHANCE
from games.makai_fuda import ai
from games.makai_fuda.cards import BLUE, RED, YELLOW
from games.makai_fuda.rules import BOOST, PLAY, PLAY_PREDICTION, PREDICT
from tests.games.makai_fuda.util import GAME, c, play, position

RNG = random.Random(0)


def choose(state):
    seat = state.to_move()
    return ai.policy(state.view(seat), state.legal_actions(), RNG)


def test_it_predicts_the_monster_its_hand_can_push_with_its_weakest_card():
    st = position(4, ["R10 R8 R7 R2 B1 B2 Y1 Y3 G1 G2 M1", "B3 B4 B5 B6 B7 B8 B9 B10 G3 G4 M2",
                      "Y2 Y4 Y5 Y6 Y7 Y8 Y9 Y10 G5 G6 M3", "R1 R3 R4 R5 R6 R9 G7 G8 G9 G10 M4"],
                  start_player=0)
    assert choose(st) == PREDICT[c("R2")]  # the weakest Red: the strong ones push Red


def test_with_the_boss_in_hand_it_keeps_its_poison():
    st = position(4, ["R10 R8 R7 R2 R9 B2 Y1 Y3 G1 G2 M1", "B3 B4 B5 B6 B7 B8 B9 B10 G3 G4 M2",
                      "Y2 Y4 Y5 Y6 Y7 Y8 Y9 Y10 G5 G6 M3", "R1 R3 R4 R5 R6 B1 G7 G8 G9 G10 M4"],
                  start_player=0)
    assert choose(st) == PREDICT[c("R7")]


def test_it_plays_a_weak_card_of_another_type_when_its_monster_is_safe():
    st = position(4, ["B1", "G1", "Y1", "B2 Y10"], predictions=["R1", "G2", "Y2", "B3"],
                  leader=0, field="B10 G3 Y4")
    # Seat 3 roots for Blue, which wins; it is last and may play anything: not Yellow 10.
    assert choose(st) == PLAY[c("B2")]


def test_it_adds_its_monster_when_that_tips_the_match():
    st = position(4, ["B1", "G1", "Y1", "R6 R3"], predictions=["R1", "G2", "Y2", "R4"],
                  leader=0, field="B7 G3 Y4")
    # Red is missing and must be played: both lose to Blue 7; the weaker is given up.
    assert choose(st) == PLAY[c("R3")]
    st = position(4, ["B1", "G1", "Y1", "R8 M1"], predictions=["R1", "G2", "Y2", "R4"],
                  leader=0, field="B7 G3 Y4")
    assert choose(st) == PLAY[c("R8")]


def test_it_saves_magic_for_a_boost_that_wins():
    st = position(4, ["B1", "G1", "Y1", "B2 M1"], predictions=["R1", "G2", "Y2", "R4"],
                  leader=0, field="R5 G3 Y7")
    # Seat 3 roots for Red (5) behind Yellow (7): Magic makes Red 8 and wins.
    assert choose(st) == PLAY[c("M1")]
    st.apply(PLAY[c("M1")])
    assert choose(st) == BOOST[RED]


def test_it_brings_the_boss_to_its_poison():
    st = position(4, ["B1", "G1", "Y1", "R9 R1"], predictions=["R2", "G2", "Y2", "Y3"],
                  leader=0, field="Y4 B10 G9")
    assert choose(st) == PLAY[c("R9")]  # Yellow 4 (Poison) + 100 wins


def test_it_changes_its_prediction_when_another_monster_runs_away():
    st = position(4, ["B1 B5", "G1 G4", "Y1 Y5", "R1 R5"], predictions=["R2", "G2", "Y2", "Y3"],
                  leader=0, dice=[6, 1, 0, 1], options={"go_that_way": True})
    # Seat 0 roots for Red (1 win) while Blue has 6 with two matches left.
    assert PLAY_PREDICTION in st.legal_actions() and choose(st) == PLAY_PREDICTION
    st.apply(PLAY_PREDICTION)
    assert choose(st) == PREDICT[c("B1")]


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("options", [{}, {"watch_here": True, "go_that_way": True}])
def test_the_heuristic_and_the_rollout_policy_always_choose_a_legal_action(n, options):
    rng = random.Random(n)
    for seed in range(2):
        state = GAME.new_state(n, options)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            fast = ai.rollout_policy(state.clone(), rng)
            assert fast in legal
            slow = ai.policy(state.view(state.to_move()), legal, rng)
            assert slow in legal
            state.apply(slow if seed else fast)


def test_evaluate_counts_gold_and_the_prize_in_progress():
    st = position(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"], predictions=["B3", "B4", "Y3", "R3"],
                  dice=[3, 0, 1, 0], chips=[10, 0, 0, 0], gold=[0, 0, 30, 0])
    assert ai.expected_prize(st) == [50, 50, 0, 0]
    values = ai.evaluate(st)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[0] == values[1] > values[2] > values[3]
    assert ai.rollout_cutoff(st) == 0


def test_evaluate_at_the_end_of_the_game_rewards_the_winner():
    st = position(3, ["B10", "Y1", "R1"], predictions=["B1", "Y2", "R2"], leader=0,
                  dice=[4, 0, 3, 2], gold=[40, 0, 70])
    play(st, "B10", "Y1", "R1")
    assert st.is_over() and st.winners() == [0]
    values = ai.evaluate(st)
    assert values[0] > 0.5 > values[2] > values[1]


def test_the_heuristic_beats_random_players():
    """Seeded games (deterministic): one heuristic seat, rotated, against 3 random ones
    wins far more than its fair share of 1/4."""
    wins = 0.0
    games = 40
    for seed in range(games):
        rng = random.Random(seed)
        hero = seed % 4
        state = GAME.new_state(4)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            if state.to_move() == hero:
                state.apply(ai.policy(state.view(hero), legal, rng))
            else:
                state.apply(rng.choice(legal))
        if hero in state.winners():
            wins += 1 / len(state.winners())
    assert wins / games > 0.45


def test_choose_prediction_avoids_the_type_just_played():
    hand = [c("B1"), c("B9"), c("Y2"), c("R3")]
    assert ai.choose_prediction(hand, (BLUE, YELLOW, RED), [0] * 4, [0] * 4, False,
                                other_than=BLUE)[0] != BLUE


# -- the search levels (Hard's own settings) ---------------------------------------


def test_hard_searches_a_pool_weighted_by_what_the_others_showed_and_normal_is_plain():
    from engine.ai import make_agent
    from games.makai_fuda.observation import observation_weight

    assert GAME.level_settings is ai.LEVEL_SETTINGS
    assert GAME.observation_weight is observation_weight
    hard = ai.LEVEL_SETTINGS["hard"]
    assert hard["weighted"] and hard["pool"] >= 32
    settings = make_agent("hard@300").settings(GAME)
    assert settings["weighted"] and settings["pool"] == hard["pool"]
    assert settings["bias"] == hard["bias"]
    # Normal is the plain search, only capped
    normal = make_agent("normal@300")
    assert normal.settings(GAME) == {**normal.kwargs, **ai.LEVEL_SETTINGS["normal"]}
    assert set(ai.LEVEL_SETTINGS["normal"]) == {"iterations"}


# The last to predict (seat 3) sees nothing of the others' face-down cards; mid-
# tournament, seat 2 has seen two matches and a lead.
PREDICTING = (["R10 R8 R7 B1 B2 Y1 Y3 G1 G2 M1", "B3 B4 B5 B6 B7 B8 B9 B10 G3 M2",
               "Y2 Y5 Y6 Y7 Y8 Y9 Y10 G5 G6 M3", "R1 R3 R4 R5 R6 R9 G7 G8 G9 G10 M4"],
              ["R2", "G4", "Y4", None])
PLAYING = (["B2 B4 B5 G3 G6 Y5 Y6 R5 R6", "B1 B7 G1 G2 Y1 Y2 Y3 R1 R4",
            "B8 B9 B10 G7 G8 Y7 Y8 R7 R10 M1", "G4 G9 G10 Y9 Y10 R9 M2 M3 M4 B3"],
           ["G5", "R3", "Y4", "R2"])


@pytest.mark.parametrize("name", ["normal@40", "hard@40"])
def test_the_search_levels_decide_legally_and_the_same_way_with_a_seed(name):
    from engine.ai import make_agent

    predicting = position(4, PREDICTING[0], predictions=PREDICTING[1], start_player=0)
    playing = position(4, PLAYING[0], predictions=PLAYING[1], field="B6 R8", leader=0)
    for state in (predicting, playing):
        seat = state.to_move()
        view, legal = state.view(seat), state.legal_actions()
        picks = [make_agent(name).choose(GAME, view, legal, random.Random(3), None)
                 for _ in range(2)]
        assert picks[0] in legal and picks[0] == picks[1]


def test_both_levels_are_capped_and_hard_thinks_three_times_as_long_as_normal():
    """More iterations made the search play no better here (see ai.LEVEL_SETTINGS): the timed
    levels stop at their caps, Hard at three times Normal's, however long they may think."""
    from engine.ai import make_agent

    normal_cap = ai.LEVEL_SETTINGS["normal"]["iterations"]
    hard_cap = ai.LEVEL_SETTINGS["hard"]["iterations"]
    assert hard_cap == 3 * normal_cap
    state = position(4, PLAYING[0], predictions=PLAYING[1], field="B6 R8", leader=0)
    seat = state.to_move()
    for name, cap in (("normal", normal_cap), ("hard", hard_cap)):
        agent = make_agent(name)
        action = agent.choose(GAME, state.view(seat), state.legal_actions(),
                              random.Random(5), budget_s=5.0)
        assert action in state.legal_actions()
        assert 0 < agent.last_iterations <= cap
