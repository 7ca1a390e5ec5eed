"""Hard's weighted determinisations: what the others' predictions and plays tell
(games.makai_fuda.observation)."""

from __future__ import annotations

import random

from engine.core import CHANCE
from games.makai_fuda.ai import policy
from games.makai_fuda.cards import BLUE, GREEN, RED, YELLOW
from games.makai_fuda.observation import (
    PLAY_MISS,
    PREDICTION_PRIOR,
    legal_cards,
    observation_weight,
    plays_weight,
    prediction_weight,
)
from tests.games.makai_fuda.util import GAME, position

# Seat 0 led B6 and seat 1 added R8 (a strong Red, costly unless it roots for Red); seat 2
# is to move and cannot tell apart a deal where seat 1's face-down prediction is Red
# (R3) from one where it is Green (G4, and R3 lies in seat 3's hand).
HANDS_RED = [
    "B2 B4 B5 G3 G6 Y5 Y6 R5 R6",
    "B1 B7 G1 G2 Y1 Y2 Y3 R1 R4",
    "B8 B9 B10 G7 G8 Y7 Y8 R7 R10 M1",
    "G4 G9 G10 Y9 Y10 R9 M2 M3 M4 B3",
]
PREDICTIONS_RED = ["G5", "R3", "Y4", "R2"]
HANDS_GREEN = [*HANDS_RED[:3], HANDS_RED[3].replace("G4", "R3")]
PREDICTIONS_GREEN = ["G5", "G4", "Y4", "R2"]


def r8_position(hands, predictions):
    return position(4, hands, predictions=predictions, field="B6 R8", leader=0)


def test_the_legal_cards_follow_the_rules():
    state = r8_position(HANDS_RED, PREDICTIONS_RED)
    assert sorted(legal_cards(state.hands[2], 1 << 0 | 1 << RED)) == sorted(
        a.card for a in state.legal_actions())


def test_plays_weight_prefers_the_deal_where_the_play_seen_was_natural():
    rooting_red = r8_position(HANDS_RED, PREDICTIONS_RED)
    rooting_green = r8_position(HANDS_GREEN, PREDICTIONS_GREEN)
    view = rooting_red.view(2)
    assert rooting_green.view(2) == view  # seat 2 cannot tell the two deals apart
    natural = plays_weight(rooting_red, view)
    assert natural > 0.0
    # Seat 0's lead is judged alike in both deals; seat 1's R8 only fits a Red prediction.
    assert plays_weight(rooting_green, view) == natural * PLAY_MISS
    # Sampled deals: those where seat 1 roots for Red weigh more, on average.
    sample = GAME.sampler(view)
    rng = random.Random(4)
    weights: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(80):
        deal = sample(rng)
        weights[deal.predictions[1] >> 4 == RED].append(plays_weight(deal, view))
    assert weights[True] and weights[False]
    mean = {k: sum(w) / len(w) for k, w in weights.items()}
    assert mean[True] > mean[False]


def test_the_true_deal_of_a_game_played_by_the_heuristic_has_plays_weight_one():
    rng = random.Random(7)
    state = GAME.new_state(4)
    checked = 0
    while not state.is_over() and checked < 60:
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
            continue
        view = state.view(state.to_move())
        if view.phase == "play" and view.matches:
            checked += 1
            assert plays_weight(state, view) == 1.0
        state.apply(policy(view, state.legal_actions(), rng))
    assert checked == 60


def test_a_spectator_or_a_deal_before_any_play_has_plays_weight_one():
    before = position(4, [HANDS_RED[0] + " B6", HANDS_RED[1] + " R8", *HANDS_RED[2:]],
                      predictions=PREDICTIONS_RED)
    assert plays_weight(before, before.view(0)) == 1.0
    during = r8_position(HANDS_GREEN, PREDICTIONS_GREEN)
    assert observation_weight(during, during.view(None)) == 1.0


def test_each_face_down_prediction_of_another_seat_weighs_its_type_prior():
    # Seats 0 and 1 have put Red 2 and Green 4 face down; seat 2 is to predict.
    during = position(4, ["R10 R8 R7 B1 B2 Y1 Y3 G1 G2 M1", "B3 B4 B5 B6 B7 B8 B9 B10 G3 M2",
                          "Y2 Y4 Y5 Y6 Y7 Y8 Y9 Y10 G5 G6 M3", "R1 R3 R4 R5 R6 R9 G7 G8 G9 G10 M4"],
                      predictions=["R2", "G4", None, None], start_player=0)
    view = during.view(2)
    assert view.phase == "predict"
    assert prediction_weight(during, view) == PREDICTION_PRIOR[RED] * PREDICTION_PRIOR[GREEN]
    # In play: seat 2 weighs seat 0's Green, seat 1's Green and seat 3's Red, not its own.
    playing = r8_position(HANDS_GREEN, PREDICTIONS_GREEN)
    view = playing.view(2)
    expected = PREDICTION_PRIOR[GREEN] ** 2 * PREDICTION_PRIOR[RED]
    assert prediction_weight(playing, view) == expected
    assert observation_weight(playing, view) == expected * plays_weight(playing, view)
    assert PREDICTION_PRIOR[BLUE] > PREDICTION_PRIOR[GREEN] > PREDICTION_PRIOR[YELLOW] \
        > PREDICTION_PRIOR[RED] > 0.0


def test_prediction_weight_is_one_for_a_spectator_or_before_anyone_predicts():
    playing = r8_position(HANDS_RED, PREDICTIONS_RED)
    assert prediction_weight(playing, playing.view(None)) == 1.0
    before = position(4, ["R10 R8 R7 R2 B1 B2 Y1 Y3 G1 G2 M1", "B3 B4 B5 B6 B7 B8 B9 B10 G3 G4 M2",
                          "Y2 Y4 Y5 Y6 Y7 Y8 Y9 Y10 G5 G6 M3", "R1 R3 R4 R5 R6 R9 G7 G8 G9 G10 M4"],
                      start_player=0)
    assert prediction_weight(before, before.view(0)) == 1.0
