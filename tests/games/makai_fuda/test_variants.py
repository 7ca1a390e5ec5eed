"""The variants: I "Let's Watch Here", II "Let's Go That Way After All", III "Then Let's
Play For 30 Minutes"."""

import random

import pytest

from engine.core import CHANCE
from engine.events import GameOver
from games.makai_fuda.cards import BLUE, RED, YELLOW
from games.makai_fuda.rules import (
    PLAY,
    PLAY_PREDICTION,
    PREDICT,
    GoldPaid,
    MatchWon,
    Played,
    PredictionMade,
    TournamentStarted,
    TournamentWon,
)
from tests.games.makai_fuda.util import GAME, c, new_game, of_type, play, position

WATCH = {"watch_here": True}
SWITCH = {"go_that_way": True}

# -- Variant I ------------------------------------------------------------------------


def test_variant_i_plays_three_matches_before_the_prediction():
    state, _ = new_game(4, seed=2, options=WATCH)
    start = state.start_player
    assert state.phase_name() == "A match" and state.to_move() == start
    assert not any(a for a in state.legal_actions() if a is PLAY_PREDICTION)
    rng = random.Random(1)
    while state.match_no < 3:
        assert state.view(0).predicted == (False,) * 4
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase_name() == "The prediction" and state.to_move() == start
    assert all(len(h) == 8 for h in state.hands)
    leader = state.leader
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert state.phase_name() == "A match" and state.to_move() == leader
    assert all(len(h) == 7 for h in state.hands)
    while state.tournament == 1 and state.to_move() != CHANCE and not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    assert state.match_no == 10


def test_variant_i_the_third_match_is_followed_by_the_prediction():
    st = position(4, ["B1 B2 B3 B4 B5 B6 B7 B8 B9", "G1 G2 G3 G4 G5 G6 G7 G8 G9",
                      "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9", "R1 R2 R3 R4 R5 R6 R7 R8 R9"],
                  leader=1, start_player=3, options=WATCH)
    assert st.phase_name() == "A match" and st.to_move() == 1 and st.match_no == 2
    events = play(st, "G9", "Y1", "R1", "B1")
    assert of_type(events, MatchWon)[0].leader == 1
    assert st.phase_name() == "The prediction" and st.to_move() == 3
    for s in (3, 0, 1, 2):
        assert st.to_move() == s
        st.apply(st.legal_actions()[0])
    assert st.phase_name() == "A match" and st.to_move() == 1


def test_variant_i_voids_shown_before_the_prediction_hold_for_it():
    st = position(3, ["B1 B2 B3 B4 Y1 Y2 Y3 Y4 R10", "B5 B6 B7 B8 B9 B10 M1 M2 M3",
                      "R1 R2 R3 R4 R5 R6 R7 R8 R9"], leader=0, start_player=0,
                  options=WATCH)
    play(st, "B4", "B5", "R1")  # seat 1 holds neither Yellow nor Red
    assert st.phase_name() == "The prediction" and st.leader == 1
    for name in ("Y4", "B10", "R9"):
        st.apply(PREDICT[c(name)])
    assert st.view(0).prediction_voids == ((1, YELLOW), (1, RED))
    play(st, "M1", "R2", "Y3")  # Yellow wins: seat 0 leads
    play(st, "R10", "B6", "R3")  # seat 2 shows no Yellow, after its prediction
    view = st.view(0)
    assert (2, YELLOW) in view.voids and (2, YELLOW) not in view.prediction_voids


def test_variant_i_refuses_predictions_before_the_fourth_match():
    with pytest.raises(ValueError, match="fourth match"):
        position(3, ["B1 B2 B3 B4 B5 B6 B7 B8 B9 M1", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 M2",
                     "R1 R2 R3 R4 R5 R6 R7 R8 R9 M3"], predictions=["B10", "Y10", "R10"],
                 options=WATCH)


# -- Variant II -----------------------------------------------------------------------


def switch_position(gold=25, **kw):
    """Seat 1 to play after Blue 5; it predicted Blue 9 and holds Green 3 and Blue 2."""
    return position(4, ["B1", "G3 B2", "Y4 Y6", "R1 R4"],
                    predictions=["G10", "B9", "Y10", "R10"], leader=0, field="B5",
                    gold=[0, gold, 0, 0], options={**SWITCH, **kw.pop("options", {})}, **kw)


def test_variant_ii_plays_the_prediction_ignoring_the_playing_rules():
    st = switch_position()
    assert st.legal_actions() == [PLAY[c("G3")], PLAY_PREDICTION]  # Blue is on the field
    events = st.apply(PLAY_PREDICTION)
    assert events == [Played(1, c("B9"), None, True)]
    assert events[0].reveals_to(0) and events[0].for_viewer(3) == events[0]
    assert st.phase_name() == "Variant II: Let's Go That Way After All"
    assert st.to_move() == 1 and st.strengths()[BLUE] == 14 and st.last[BLUE] == 1
    assert st.view(0).plays[-1] == (1, c("B9"), None, True)


def test_variant_ii_the_new_prediction_is_a_monster_of_another_type():
    st = switch_position()
    st.apply(PLAY_PREDICTION)
    assert st.legal_actions() == [PREDICT[c("G3")]]
    assert "another type" in st.why_illegal(PREDICT[c("B2")])
    assert st.why_illegal(PLAY[c("G3")]).startswith("Put a Monster of another type")
    events = st.apply(PREDICT[c("G3")])
    assert events == [PredictionMade(1, c("G3"), True), GoldPaid(1, 10, 15)]
    hidden = events[0].for_viewer(0)
    assert hidden.card is None and "Green" not in hidden.describe(["A", "B", "C", "D"])
    assert st.view(1).predictions[1] == c("G3") and st.view(0).predictions[1] == -1
    assert st.view(2).switched == (False, True, False, False)
    assert st.view(2).switch_from == (-1, c("B9"), -1, -1)
    assert st.to_move() == 2 and st.gold[1] == 15


def test_variant_ii_costs_10_gold_but_never_below_0():
    st = switch_position(gold=4)
    st.apply(PLAY_PREDICTION)
    events = st.apply(PREDICT[c("G3")])
    assert events[-1] == GoldPaid(1, 4, 0) and st.gold[1] == 0


def test_variant_ii_is_once_per_tournament():
    st = switch_position()
    st.apply(PLAY_PREDICTION)
    st.apply(PREDICT[c("G3")])
    play(st, "Y4", "R1")  # Blue 14 wins; seat 1 added last and leads
    assert st.to_move() == 1 and PLAY_PREDICTION not in st.legal_actions()
    assert "already changed" in st.why_illegal(PLAY_PREDICTION)


def test_variant_ii_needs_a_monster_of_another_type_in_hand():
    st = position(4, ["B1", "B2 M1", "Y4 Y6", "R1 R4"],
                  predictions=["G10", "B9", "Y10", "R10"], leader=0, field="B5",
                  options=SWITCH)
    assert PLAY_PREDICTION not in st.legal_actions()
    assert "no Monster of another type" in st.why_illegal(PLAY_PREDICTION)


def test_variant_ii_is_off_without_the_option():
    st = switch_position(options={"go_that_way": False})
    assert PLAY_PREDICTION not in st.legal_actions()
    assert "not in play" in st.why_illegal(PLAY_PREDICTION)


def test_variant_ii_waits_for_the_prediction_under_variant_i():
    state, _ = new_game(3, seed=4, options={**WATCH, **SWITCH})
    assert PLAY_PREDICTION not in state.legal_actions()
    assert "no prediction" in state.why_illegal(PLAY_PREDICTION)


def test_variant_ii_the_match_is_judged_after_the_new_prediction():
    st = position(4, ["B1", "G1", "Y1", "R2 G4"], predictions=["B9", "G9", "Y9", "Y10"],
                  leader=0, field="B3 G2 Y2", options=SWITCH)
    events = st.apply(PLAY_PREDICTION)  # seat 3 plays Yellow 10: Yellow 12 leads
    assert not of_type(events, MatchWon)
    events = st.apply(PREDICT[c("R2")])
    assert [type(e) for e in events][:2] == [PredictionMade, GoldPaid]
    won = of_type(events, MatchWon)[0]
    assert won.monster == YELLOW and won.leader == 3 and st.to_move() == 3


def test_variant_ii_the_prize_goes_by_the_new_prediction():
    st = position(3, ["B10", "B1", "R1"], predictions=["Y2", "Y3", "R2"], leader=0,
                  dice=[4, 0, 3, 2], options=SWITCH)
    events = play(st, "B10")
    events += st.apply(PLAY_PREDICTION)  # seat 1 plays its Yellow 3
    events += st.apply(PREDICT[c("B1")])  # and now roots for Blue
    events += play(st, "R1")
    won = of_type(events, TournamentWon)[0]
    assert won.monster == BLUE and won.predictors == (1,) and won.prizes == (0, 50, 0)


# -- Variant III ----------------------------------------------------------------------


def test_variant_iii_offers_a_number_of_tournaments():
    option = {o.key: o for o in GAME.options}["tournaments"]
    assert option.default == 0 and option.choices == (0, 2, 3, 4, 5, 6)
    assert "80 gold" in option.label_of(0) and "min" in option.label_of(4)


def last_match(tournament, tournaments, gold, chips=(20, 0, 0, 0)):
    """The last match of a 3-player tournament: Blue 10 wins it and the tournament."""
    st = position(3, ["B10", "Y1", "R1"], predictions=["B1", "Y2", "R2"], leader=0,
                  dice=[4, 0, 3, 2], chips=list(chips), gold=list(gold),
                  tournament=tournament, options={"tournaments": tournaments})
    return st, play(st, "B10", "Y1", "R1")


def test_variant_iii_the_80_gold_end_does_not_apply():
    st, events = last_match(1, 2, gold=[70, 0, 0])
    assert st.gold[0] == 140 and not st.is_over() and st.to_move() == CHANCE
    events = st.apply(st.chance_action(random.Random(3)))
    started = of_type(events, TournamentStarted)[0]
    assert started.tournament == 2 and started.tournaments == 2 and started.doubled
    assert st.view(0).doubled


def test_variant_iii_ends_after_the_last_tournament_which_pays_double():
    st, events = last_match(3, 3, gold=[0, 10, 20])
    won = of_type(events, TournamentWon)[0]
    assert won.doubled and won.prizes == (140, 0, 0) and won.bonus == 40
    assert st.is_over() and st.winners() == [0]
    assert of_type(events, GameOver)[0].scores == (140.0, 10.0, 20.0)


def test_variant_iii_only_the_last_tournament_pays_double():
    st, events = last_match(2, 3, gold=[0, 0, 0])
    won = of_type(events, TournamentWon)[0]
    assert not won.doubled and won.prizes == (70, 0, 0) and not st.is_over()


def test_variant_iii_may_end_below_80_gold():
    st, _ = last_match(2, 2, gold=[0, 0, 0], chips=(0, 0, 0, 0))
    assert st.is_over() and st.gold == [100, 0, 0]
    st, _ = position_with_no_winner()
    assert st.is_over() and st.winners() == [0, 1, 2]


def position_with_no_winner():
    st = position(3, ["B10", "Y1", "R1"], predictions=["Y3", "Y2", "R2"], leader=0,
                  dice=[4, 0, 3, 2], tournament=2, options={"tournaments": 2})
    return st, play(st, "B10", "Y1", "R1")
