"""`MakaiState.from_position` builds the positions the rules can reach, and refuses the
others with the reason."""

import pytest

from games.makai_fuda.cards import BLUE, RED
from tests.games.makai_fuda.util import c, position

HANDS = ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"]
PREDS = ["B3", "G3", "Y3", "R3"]


def test_a_position_in_a_match():
    st = position(4, ["B1 B2", "G1", "Y1", "R1 R2"], predictions=PREDS, leader=1,
                  field=["G4", ("M1", None)],
                  dice=[2, 1, 0, 3], chips=[10, 0, 40, 20], gold=[5, 0, 0, 70])
    assert st.to_move() == 3 and st.match_no == 8 and st.phase_name() == "A match"
    assert st.strengths()[1] == 7 and st.view(0).out == tuple(sorted(st.out))
    assert len(st.out) == 32 and st.plays[1] == (2, c("M1"), 1, False)


@pytest.mark.parametrize("kw,reason", [
    ({"hands": ["B1 B2", "G1 G2", "Y1 Y2"]}, "4 players need 4 hands"),
    ({"hands": ["B1 B2", "G1 G2", "Y1 Y2", "R1 B1"]}, "placed twice"),
    ({"hands": ["B1 B2", "G1 G2", "Y1 Y2", "R1"]}, "same number of cards"),
    ({"predictions": ["M1", "G3", "Y3", "R3"]}, "never Magic"),
    ({"hands": ["B1", "G1", "Y1 Y2", "R1 R2"], "field": ["B4", ("M1", RED)]},
     "not on the field"),
    ({"hands": ["B1", "G1", "Y1", "R1 R2"], "field": ["B4", "G4", ("M1", None)]},
     "give its target"),
    ({"predictions": [None, None, None, None]}, "predictions are made before this match"),
    ({"dice": [5, 5, 0, 0]}, "at most 8"),
    ({"chips": [5, 0, 0, 0]}, "0, 10, 20, 30 or 40"),
    ({"chips": [50, 0, 0, 0]}, "0, 10, 20, 30 or 40"),
    ({"gold": [-1, 0, 0, 0]}, "at least 0"),
    ({"switched": {0: "B4"}}, "Variant II"),
    ({"leader": 4}, "leader must be a seat"),
    ({"tournament": 0}, "number from 1"),
])
def test_unreachable_positions_are_refused(kw, reason):
    args = {"hands": HANDS, "predictions": PREDS, **kw}
    hands = args.pop("hands")
    with pytest.raises(ValueError, match=reason):
        position(4, hands, **args)


def test_a_follower_who_ignored_a_fresh_type_is_refused():
    # Seat 1 held Green 1 when it followed Blue 5 with Blue 4.
    with pytest.raises(ValueError, match="could not play Blue 4"):
        position(4, ["B1", "G1", "Y1 Y2", "R1 R2"], predictions=PREDS, leader=0,
                 field="B5 B4")


def test_predictions_are_made_clockwise_from_the_start_player():
    hands = ["B1 B2 B3 B4 B5 B6 B7 B8 B9 M1", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10 M2",
             "R1 R2 R3 R4 R5 R6 R7 R8 R9 M3"]
    st = position(3, hands, predictions=["B10", None, "R10"], start_player=2)
    assert st.to_move() == 1 and st.phase_name() == "The prediction"
    with pytest.raises(ValueError, match="clockwise from the Start Player"):
        position(3, hands, predictions=["B10", None, "R10"], start_player=0)


def test_green_is_not_a_card_of_a_3_player_game():
    with pytest.raises(ValueError, match="not a card of a 3-player game"):
        position(3, ["B1 B2", "G1 G2", "Y1 Y2"])
    with pytest.raises(ValueError, match="no Green with 3 players"):
        position(3, ["B1 B2", "R1 R2", "Y1 Y2"], predictions=["B3", "R3", "Y3"],
                 dice=[0, 1, 0, 0])


def test_the_end_of_a_tournament_is_not_a_position():
    with pytest.raises(ValueError, match="tournament is over"):
        position(4, ["", "", "", ""], predictions=PREDS)


def test_variant_iii_limits_the_tournament_number():
    with pytest.raises(ValueError, match="3 tournaments"):
        position(4, HANDS, predictions=PREDS, tournament=4, options={"tournaments": 3})
    assert position(4, HANDS, predictions=PREDS, tournament=3,
                    options={"tournaments": 3}).view(0).doubled


def test_a_variant_ii_exchange_in_the_field():
    st = position(4, ["B1", "G1 G2", "Y1 Y2", "R1 R2"], predictions=["Y3", "G3", "Y4", "R3"],
                  leader=0, field=[("B5", None, True)], switched={0: "B5"},
                  options={"go_that_way": True})
    assert st.view(1).switch_from == (c("B5"), -1, -1, -1) and st.strength[BLUE] == 5
    assert st.view(1).voids == ()
