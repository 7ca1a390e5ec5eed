"""The Victory Judgement of a match: `match_result`, with the rulebook's Examples 1-4,
and the same matches played at the table from explicit positions."""

import pytest

from games.makai_fuda.cards import BLUE, RED, YELLOW
from games.makai_fuda.rules import BOOST, PLAY, MatchWon, match_result
from tests.games.makai_fuda.util import c, cs, of_type, play, position


def plays(*items):
    """(seat, card, target) from (seat, name) or (seat, name, target)."""
    return [(s, c(name), *(rest or (None,))) for s, name, *rest in items]


# -- the rulebook's examples, as match_result calls ------------------------------------


def test_example_1_a_match_in_which_various_monsters_fight():
    # Red 7, Blue 3, Yellow 4, then Green 7: red and green tie, red appeared first.
    result = match_result(plays((0, "R7"), (1, "B3"), (2, "Y4"), (3, "G7")))
    assert result == (RED, 0)


def test_example_2_the_same_monster_joins_forces():
    # Red 7, Blue 3, Yellow 8, then Blue 6: blue adds up to 9 and wins; the player who
    # played blue later starts the next match.
    result = match_result(plays((0, "R7"), (1, "B3"), (2, "Y8"), (3, "B6")))
    assert result == (BLUE, 3)


def test_example_3_lets_use_magic():
    # Red 5, Blue 3, Magic on blue (6), Yellow 4: blue wins; the Magic player leads next.
    result = match_result(plays((0, "R5"), (1, "B3"), (2, "M1", BLUE), (3, "Y4")))
    assert result == (BLUE, 2)


def test_example_4_poison_should_be_handled_with_care():
    # Red 9 (Boss), Blue 3 (Poison), Yellow 4 (Poison), Green 4: blue 103, yellow 104.
    result = match_result(plays((0, "R9"), (1, "B3"), (2, "Y4"), (3, "G4")))
    assert result == (YELLOW, 2)


# -- the same examples at the table ---------------------------------------------------

def test_example_1_at_the_table_a_green_in_hand_must_be_played():
    st = position(4, ["R1 R3", "G1 G3", "Y1 Y3", "G7 B10 M1"],
                  predictions=["R2", "G2", "Y2", "B9"],
                  field="R7 B3 Y4")
    assert st.to_move() == 3
    assert {a.card for a in st.legal_actions()} == {c("G7"), c("M1")}
    assert "Green" in st.why_illegal(PLAY[c("B10")])
    events = play(st, "G7")
    won = of_type(events, MatchWon)[0]
    assert won.monster == RED and won.leader == 0 and won.strengths[RED] == 7


def test_example_2_at_the_table_without_green_anything_may_be_played():
    st = position(4, ["R1", "G1", "Y1", "B6 R2"], predictions=["R3", "G2", "Y2", "B9"],
                  field="R7 B3 Y8")
    assert {a.card for a in st.legal_actions()} == set(cs("B6 R2"))
    won = of_type(play(st, "B6"), MatchWon)[0]
    assert won.monster == BLUE and won.strengths[BLUE] == 9 and won.leader == 3
    assert st.leader == 3 and st.to_move() == 3


def test_example_3_at_the_table_magic_chooses_blue():
    st = position(4, ["R1", "G1", "G7 M1", "Y4 Y5"], predictions=["R3", "G2", "Y2", "B9"],
                  field="R5 B3")
    assert st.why_illegal(PLAY[c("M1")]) is None  # Magic instead of the green
    st.apply(PLAY[c("M1")])
    assert [a.monster for a in st.legal_actions()] == [RED, BLUE]
    st.apply(BOOST[BLUE])
    won = of_type(play(st, "Y4"), MatchWon)[0]
    assert won.monster == BLUE and won.strengths[BLUE] == 6 and won.leader == 2


def test_example_4_at_the_table_poison_with_the_boss():
    st = position(4, ["R1", "B1", "Y1", "G4 G8"], predictions=["R3", "G2", "Y2", "B9"],
                  field="R9 B3 Y4")
    won = of_type(play(st, "G4"), MatchWon)[0]
    assert won.monster == YELLOW and won.strengths[BLUE] == 103
    assert won.strengths[YELLOW] == 104 and won.leader == 2


# -- more of the judgement -------------------------------------------------------------


def test_strengths_of_a_type_add_together():
    assert match_result(plays((0, "B2"), (1, "R10"), (2, "B5"), (3, "B4"))) == (BLUE, 3)


def test_a_tie_goes_to_the_type_that_appeared_first():
    assert match_result(plays((0, "Y5"), (1, "R8"), (2, "Y3"))) == (YELLOW, 2)
    assert match_result(plays((0, "R8"), (1, "Y5"), (2, "Y3"))) == (RED, 0)


def test_magic_does_not_make_a_type_appear_first():
    # Magic is played before red appears... it cannot be: Magic needs a Monster on the
    # field; a Magic card led has no effect, and the first Monster played appears first.
    assert match_result(plays((0, "M1"), (1, "R4"), (2, "B4"))) == (RED, 1)


def test_magic_with_no_monster_on_the_field_has_no_effect():
    assert match_result(plays((0, "M1"), (1, "B2"), (2, "Y1"))) == (BLUE, 1)


def test_a_match_with_no_monster_has_no_winner_and_the_same_leader():
    assert match_result(plays((2, "M1"), (0, "M2"), (1, "M3"))) == (None, 2)


def test_the_next_leader_is_who_last_added_to_the_winner():
    # Magic on blue after the second blue card: the Magic player added last.
    result = match_result(plays((0, "B5"), (1, "R9"), (2, "B2"), (3, "M1", BLUE)))
    assert result == (BLUE, 3)
    # Magic on the loser does not make its player the leader.
    result = match_result(plays((0, "B5"), (1, "R9"), (2, "M2", BLUE), (3, "Y1")))
    assert result == (RED, 1)


def test_poison_without_the_boss_is_an_ordinary_card():
    assert match_result(plays((0, "B3"), (1, "R8"), (2, "Y4"))) == (RED, 1)


def test_reds_own_poison_counts_with_the_boss():
    assert match_result(plays((0, "B10"), (1, "R9"), (2, "Y4"), (3, "R2"))) == (RED, 3)


def test_two_poisons_with_the_boss_compare_their_totals():
    # Blue 3 + 100 + Blue 8 beats Yellow 4 + 100.
    assert match_result(plays((0, "Y4"), (1, "B3"), (2, "R9"), (3, "B8"))) == (BLUE, 3)


def test_a_magic_target_must_be_on_the_field():
    with pytest.raises(ValueError):
        match_result(plays((0, "B5"), (1, "M1", RED)))
    with pytest.raises(ValueError):
        match_result(plays((0, "B5"), (1, "M1")))
    with pytest.raises(ValueError):
        match_result([])
