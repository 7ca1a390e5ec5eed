"""Determinisations for the AI: `sample_state` agrees with everything the view proves."""

import random
from collections import Counter

import pytest

from engine.core import CHANCE
from games.makai_fuda.cards import GREEN, RED, YELLOW
from games.makai_fuda.rules import PLAY_PREDICTION, PREDICT
from tests.games.makai_fuda.util import GAME, c, places, play, position


def test_sampling_respects_shown_voids():
    st = position(4, ["B5 G1 B8", "B1 R1 G6", "Y8 Y1 B9", "R6 R2 R9"],
                  predictions=["B10", "G10", "Y10", "R10"], leader=0)
    play(st, "B5", "R1", "Y8", "R6")  # seat 3 shows it holds no Green
    view = st.view(0)
    assert view.voids == ((3, GREEN),)
    rng = random.Random(1)
    for _ in range(200):
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(0) == view
        assert not any(x < 64 and x >> 4 == GREEN for x in sampled.hands[3])
        assert +places(sampled) == Counter(st.cards)


def test_sampling_keeps_the_own_hand_and_prediction():
    st = position(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"],
                  predictions=["B3", "G3", "Y3", "R3"], leader=1)
    view = st.view(2)
    rng = random.Random(2)
    others = set()
    for _ in range(100):
        sampled = GAME.sample_state(view, rng)
        assert sampled.hands[2] == [c("Y1"), c("Y2")] and sampled.predictions[2] == c("Y3")
        others.add(tuple(sampled.predictions))
        assert all(p < 64 for p in sampled.predictions)  # never Magic
    assert len(others) > 10  # the others' predictions are really sampled


def test_sampled_predictions_respect_voids_shown_before_them():
    # Variant I: seat 1 shows it holds no Yellow and no Red before predicting: its
    # prediction can only be Blue.
    st = position(3, ["B1 B2 B3 B4 Y1 Y2 Y3 Y4 R10", "B5 B6 B7 B8 B9 B10 M1 M2 M3",
                      "R1 R2 R3 R4 R5 R6 R7 R8 R9"], leader=0, start_player=0,
                  options={"watch_here": True})
    play(st, "B4", "B5", "R1")
    for name in ("Y4", "B10", "R9"):
        st.apply(PREDICT[c(name)])
    view = st.view(2)
    rng = random.Random(3)
    for _ in range(100):
        sampled = GAME.sample_state(view, rng)
        assert sampled.predictions[1] >> 4 not in (YELLOW, RED)
        assert sampled.view(2) == view


def test_a_new_prediction_after_variant_ii_is_of_another_type():
    st = position(4, ["B1", "G3 B2", "Y4 Y6", "R1 R4"],
                  predictions=["G10", "B9", "Y10", "R10"], leader=0, field="B5",
                  options={"go_that_way": True})
    st.apply(PLAY_PREDICTION)
    st.apply(PREDICT[c("G3")])
    view = st.view(0)
    rng = random.Random(4)
    for _ in range(100):
        sampled = GAME.sample_state(view, rng)
        assert sampled.predictions[1] >> 4 != c("B9") >> 4
        assert sampled.view(0) == view and sampled.switched[1]


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("options", [{}, {"watch_here": True, "go_that_way": True}])
def test_sampled_states_agree_with_the_view_throughout_random_games(n, options):
    rng = random.Random(n)
    state = GAME.new_state(n, options)
    steps = 0
    while not state.is_over() and steps < 400:
        if state.to_move() != CHANCE:
            for seat in (None, *range(n)):
                view = state.view(seat)
                sampled = GAME.sample_state(view, rng)
                assert sampled.view(seat) == view
                assert sampled.view(None) == state.view(None)
                if state.tournament:
                    assert +places(sampled) == Counter(state.cards)
                if seat is not None and seat == state.to_move():
                    assert sampled.legal_actions() == state.legal_actions()
            legal = state.legal_actions()
            action = PLAY_PREDICTION if PLAY_PREDICTION in legal else rng.choice(legal)
        else:
            action = state.chance_action(rng)
        state.apply(action)
        steps += 1
