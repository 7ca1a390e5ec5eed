"""The prediction: a Monster face down, seat after seat, secret until the prize."""

from games.makai_fuda.rules import PLAY, PREDICT, Predict, PredictionMade
from tests.games.makai_fuda.util import c, cs, position

HANDS = ["B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 M1",
         "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 M2",
         "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10 M3",
         "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 M4"]


def test_the_prediction_is_a_monster_never_magic():
    st = position(4, HANDS, start_player=0)
    assert st.phase_name() == "The prediction" and st.to_move() == 0
    assert {a.card for a in st.legal_actions()} == set(cs("B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"))
    assert "never Magic" in st.why_illegal(Predict(c("M1")))
    assert "not in your hand" in st.why_illegal(PREDICT[c("G1")])
    assert st.why_illegal(PLAY[c("B1")]).startswith("Everyone first puts a Monster")


def test_predictions_are_taken_clockwise_from_the_start_player():
    st = position(4, HANDS, start_player=2, leader=2)
    order = []
    for _ in range(4):
        order.append(st.to_move())
        st.apply(st.legal_actions()[0])
    assert order == [2, 3, 0, 1]
    assert st.phase_name() == "A match" and st.to_move() == 2


def test_a_prediction_leaves_the_hand_and_stays_hidden_from_the_others():
    st = position(4, HANDS, start_player=0)
    events = st.apply(PREDICT[c("B2")])
    assert events == [PredictionMade(0, c("B2"), False)]
    for viewer in (1, 2, 3, None):
        seen = events[0].for_viewer(viewer)
        assert seen.card is None and "B2" not in seen.describe(["A", "B", "C", "D"])
        assert "Blue 2" not in seen.describe(["A", "B", "C", "D"])
        view = st.view(viewer)
        assert view.predictions == (-1, -1, -1, -1) and view.predicted[0]
    own = st.view(0)
    assert own.predictions[0] == c("B2") and c("B2") not in own.hand
    assert len(own.hand) == 10 and st.view(1).hand_sizes == (10, 11, 11, 11)


def test_a_player_may_look_at_their_own_prediction_at_any_time():
    st = position(4, ["B1 B2", "G1", "Y1 Y2", "R1 R2"],
                  predictions=["B3", "G3", "Y3", "R3"], leader=1, field="G4")
    for seat, name in enumerate(["B3", "G3", "Y3", "R3"]):
        assert st.view(seat).predictions[seat] == c(name)
        assert sum(p >= 0 for p in st.view(seat).predictions) == 1
