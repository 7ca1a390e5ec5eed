"""OGenreOState.from_position: explicit positions, and refusals of unreachable ones."""

from __future__ import annotations

import pytest

from games.o_genre_o.cards import ARROW, FEATHER
from tests.games.o_genre_o.util import (
    DEVILS_BY_SEAT,
    DISCARDS4,
    HANDS4,
    c,
    only_devils_left,
    position,
)


def test_a_play_position_reads_like_the_table():
    state = position(4, HANDS4, discards=DISCARDS4, trump=ARROW, dealer=2, round_no=3,
                     lives=[12, 25, 30, 7])
    view = state.view(1)
    assert view.round == 3 and view.dealer == 2 and view.leader == 2 and view.to_move == 2
    assert view.trump == ARROW and len(view.chips) == 4
    assert ARROW not in {suit for _, suit in view.chips}
    assert view.lives == (12, 25, 30, 7) and view.phase == "play"


def test_the_current_trick_is_replayed_with_what_it_shows():
    hands = list(HANDS4)
    hands[2] = HANDS4[2].replace("Ar5 ", "")
    hands[3] = HANDS4[3].replace("Fi6 ", "")
    state = position(4, hands, discards=DISCARDS4, trump=FEATHER, dealer=2,
                     trick="Ar5 Fi6")
    view = state.view(0)
    assert view.to_move == 0 and view.trick == ((2, c("Ar5")), (3, c("Fi6")))
    assert (3, ARROW) in view.voids  # seat 3 did not follow Arrow
    assert not view.devil_break  # Fire 6 is a Devil
    assert view.trick_winning == 2


@pytest.mark.parametrize("kw,message", [
    ({"trump": None}, "trump must be a suit"),
    ({"trump": ARROW, "leader": 1}, "the dealer leads the first trick"),
    ({"trump": ARROW, "lives": [31, 30, 30, 30]}, "above the cap"),
    ({"trump": ARROW, "round_no": 2, "lives": [0, 30, 30, 30]}, "above 0"),
    ({"trump": ARROW, "round_no": 2, "recovered": [1, 0, 0, 0]}, "more lives than it won"),
    ({"trump": ARROW, "trick": "Fe3"}, "placed twice"),
    ({"trump": ARROW, "discards": ["Fe3 Sp9", "Ar7 Ar8", "Ar9 Ar10", "Fe9"]},
     "must be placed"),
])
def test_unreachable_positions_are_refused(kw, message):
    kw.setdefault("discards", DISCARDS4)
    with pytest.raises(ValueError, match=message):
        position(4, HANDS4, **kw)


def test_a_trick_that_broke_a_rule_is_refused():
    hands = list(HANDS4)
    hands[0] = HANDS4[0].replace("Sp1 ", "")
    with pytest.raises(ValueError, match="Devil Break"):
        position(4, hands, discards=DISCARDS4, trump=ARROW, trick="Sp1")
    hands = list(HANDS4)
    hands[0] = HANDS4[0].replace("Fe1 ", "")
    hands[1] = HANDS4[1].replace("Sp3 ", "")
    with pytest.raises(ValueError, match="follow suit"):
        position(4, hands, discards=DISCARDS4, trump=ARROW, trick="Fe1 Sp3")


def test_won_piles_hold_whole_tricks_and_the_leader_won_the_last():
    with pytest.raises(ValueError, match="whole tricks"):
        position(4, DEVILS_BY_SEAT, discards=DISCARDS4, trump=ARROW,
                 won=["Fe1 Fe2 Ar1 Fl1 Fl3 Fe4 Fe5 Ar3 Fi1 Fl5 Fe6 Fe7 Ar5 Fi3 Fl7 Fe8 Fi5",
                      "Fi7 Fi9 Fl9", "", ""])
    with pytest.raises(ValueError, match="won the last trick"):
        only_devils_left(leader=1)


def test_hand_sizes_must_match_the_tricks_played():
    hands = [HANDS4[0] + " Fe4", HANDS4[1].replace("Fe4 ", ""), *HANDS4[2:]]
    with pytest.raises(ValueError, match="seat 0 holds 10 cards"):
        position(4, hands, discards=DISCARDS4, trump=ARROW)


def test_bad_arguments_are_named():
    with pytest.raises(ValueError, match="3-4 players"):
        position(5, [*HANDS4, ""], trump=ARROW)
    with pytest.raises(ValueError, match="start must be"):
        position(4, HANDS4, start="tricks")
    with pytest.raises(ValueError, match="dealer must be"):
        position(4, HANDS4, trump=ARROW, dealer=4)
