"""The prize phase: the tournament's winner, the prize table, the chips, and the end."""

import pytest

from engine.core import CHANCE
from engine.events import GameOver
from games.makai_fuda.cards import BLUE, GREEN, RED, YELLOW
from games.makai_fuda.rules import (
    PLAY,
    ChipsMoved,
    PredictionsRevealed,
    TournamentWon,
    chips_after,
    prize,
    tournament_winner,
)
from tests.games.makai_fuda.util import c, of_type, play, position


def final(predictions, dice=(4, 2, 2, 1), hands=("B10", "G1", "Y1", "R1"), **kw):
    """The last match of a 4-player tournament, Blue 10 led by seat 0 (it wins it)."""
    st = position(4, list(hands), predictions=list(predictions), leader=0,
                  dice=list(dice), **kw)
    events = []
    for s in range(4):
        events += st.apply(PLAY[st.hands[s][0]])
    return st, events


def won(events) -> TournamentWon:
    return of_type(events, TournamentWon)[0]


def test_the_predictions_are_revealed_after_the_last_match():
    st, events = final(["B1", "G2", "Y2", "R2"])
    revealed = of_type(events, PredictionsRevealed)[0]
    assert revealed.predictions == (c("B1"), c("G2"), c("Y2"), c("R2"))
    assert revealed.reveals_to(1) and revealed.for_viewer(2) is revealed
    assert st.view(3).predictions == revealed.predictions


def test_one_correct_predictor_gets_50_gold():
    st, events = final(["B1", "G2", "Y2", "R2"])
    result = won(events)
    assert result.monster == BLUE and result.predictors == (0,)
    assert result.prizes == (50, 0, 0, 0) and st.gold == [50, 0, 0, 0]


def test_two_correct_predictors_get_40_gold_each():
    st, events = final(["B1", "B2", "Y2", "R2"])
    assert won(events).prizes == (40, 40, 0, 0) and st.scores() == [40.0, 40.0, 0.0, 0.0]


def test_three_correct_predictors_get_30_gold_each():
    _, events = final(["B1", "B2", "B3", "R2"])
    assert won(events).prizes == (30, 30, 30, 0)


def test_four_correct_predictors_get_30_gold_each():
    _, events = final(["B1", "B2", "B3", "B4"])
    assert won(events).prizes == (30, 30, 30, 30)


def test_nobody_is_paid_when_nobody_predicted_the_winner_and_chips_move_as_usual():
    st, events = final(["G2", "G3", "Y2", "R2"], chips=[20, 0, 30, 40])
    result = won(events)
    assert result.monster == BLUE and result.predictors == () and result.prizes == (0,) * 4
    assert st.gold == [0, 0, 0, 0]
    assert of_type(events, ChipsMoved)[0] == ChipsMoved(BLUE, 20, (0, 10, 40, 40))


def test_the_chips_on_the_winners_card_are_paid_to_each_predictor():
    # The rulebook's example: two guessed Blue, a 20 gold chip on it: 60 gold each.
    st, events = final(["B1", "B2", "Y2", "R2"], chips=[20, 10, 0, 0])
    result = won(events)
    assert result.prizes == (60, 60, 0, 0) and result.bonus == 20 and st.gold[:2] == [60, 60]


def test_the_winners_chips_go_back_and_every_other_card_gets_10_at_most_40():
    st, events = final(["B1", "G2", "Y2", "R2"], chips=[30, 40, 30, 0])
    moved = of_type(events, ChipsMoved)[0]
    assert moved.winner == BLUE and moved.returned == 30
    assert moved.chips == (0, 40, 40, 10) and st.view(0).chips == (0, 40, 40, 10)
    assert chips_after([0, 40, 20, 10], RED, (BLUE, GREEN, YELLOW, RED)) == [10, 40, 30, 0]


def test_prize_table():
    assert [prize(k) for k in range(5)] == [0, 50, 40, 30, 30]


@pytest.mark.parametrize("dice,winner", [
    ((5, 5, 0, 0), BLUE), ((0, 5, 5, 0), GREEN), ((0, 0, 5, 5), YELLOW),
    ((1, 0, 4, 5), RED), ((3, 3, 3, 3), BLUE)])
def test_a_tie_of_dice_goes_blue_green_yellow_red(dice, winner):
    assert tournament_winner(dice, (BLUE, GREEN, YELLOW, RED)) == winner


def test_a_tie_of_dice_at_the_table():
    # Yellow 10 wins the last match: Yellow and Red then have 5 wins each; Yellow wins.
    st, events = final(["B1", "G2", "Y2", "R2"], dice=(0, 0, 4, 5),
                       hands=("Y10", "G1", "B5", "R1"))
    assert st.dice == [0, 0, 5, 5] and won(events).monster == YELLOW
    assert won(events).predictors == (2,)


def test_the_game_goes_on_below_80_gold():
    st, events = final(["B1", "G2", "Y2", "R2"], gold=[29, 70, 79, 0])
    assert not st.is_over() and st.gold == [79, 70, 79, 0] and st.to_move() == CHANCE
    assert not of_type(events, GameOver)


def test_the_game_ends_after_a_prize_phase_where_anyone_has_80_gold():
    st, events = final(["B1", "G2", "Y2", "R2"], gold=[30, 70, 79, 0])
    assert st.is_over() and st.winners() == [0] and st.phase_name() == "The end"
    assert of_type(events, GameOver) == [GameOver((0,), (80.0, 70.0, 79.0, 0.0))]
    assert st.legal_actions() == [] and st.why_illegal(PLAY[c("B5")]) == "The game is over."


def test_the_most_gold_wins_even_if_someone_else_reached_80_first():
    st, _ = final(["B1", "G2", "Y2", "R2"], gold=[40, 85, 0, 0])
    assert st.is_over() and st.gold == [90, 85, 0, 0] and st.winners() == [0]


def test_tied_players_share_the_victory():
    st, _ = final(["B1", "B2", "Y2", "R2"], gold=[40, 40, 10, 0])
    assert st.is_over() and st.winners() == [0, 1]


def test_the_prize_phase_in_a_3_player_game():
    st = position(3, ["R10", "Y1", "B1"], predictions=["R2", "R3", "Y2"], leader=0,
                  dice=[3, 0, 3, 3], chips=[10, 0, 10, 40])
    events = play(st, "R10", "Y1", "B1")
    result = won(events)
    assert result.monster == RED and result.prizes == (80, 80, 0)
    assert of_type(events, ChipsMoved)[0].chips == (20, 0, 20, 0)  # no Green card
