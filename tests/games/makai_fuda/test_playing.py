"""Rules for playing cards, Magic's target, and what a play shows (voids)."""

from games.makai_fuda.cards import BLUE, GREEN, RED, YELLOW
from games.makai_fuda.rules import (
    BOOST,
    PLAY,
    PLAY_PREDICTION,
    PREDICT,
    Boost,
    MagicAimed,
    MagicRaised,
    MatchWon,
    Play,
    Played,
)
from tests.games.makai_fuda.util import c, cs, of_type, play, position

PREDS = ["B10", "G10", "Y10", "R10"]


def test_the_leader_may_play_any_card():
    st = position(4, ["B1 G2 Y3 M1", "G3 G4 G5 G6", "Y4 Y5 Y6 Y7", "R1 R3 R4 R5"],
                  predictions=PREDS, leader=0)
    assert {a.card for a in st.legal_actions()} == set(cs("B1 G2 Y3 M1"))


def test_a_follower_must_play_a_monster_not_on_the_field_if_they_hold_one():
    st = position(4, ["B1 G2 G7", "B3 R3 Y5 M1", "Y4 Y6 Y7 Y8", "R1 R4 R5 R7"],
                  predictions=PREDS, leader=0, field="B2")
    assert {a.card for a in st.legal_actions()} == set(cs("R3 Y5 M1"))
    reason = st.why_illegal(PLAY[c("B3")])
    assert "Blue is already on the field" in reason and "Yellow and Red" in reason


def test_a_follower_whose_monsters_are_all_on_the_field_plays_anything():
    st = position(4, ["B1 G2 G7", "B3 B4 B6 M1", "Y4 Y6 Y7 Y8", "R1 R4 R5 R7"],
                  predictions=PREDS, leader=0, field="B2")
    assert {a.card for a in st.legal_actions()} == set(cs("B3 B4 B6 M1"))


def test_magic_may_be_played_at_any_time_and_is_never_forced():
    st = position(4, ["B1", "G3 M1", "Y4 Y6", "R1 R4"], predictions=PREDS,
                  leader=0, field="B2")
    assert {a.card for a in st.legal_actions()} == set(cs("G3 M1"))
    st2 = position(4, ["B1", "B3 M1", "Y4 Y6", "R1 R4"], predictions=PREDS,
                   leader=0, field="B2")
    assert {a.card for a in st2.legal_actions()} == set(cs("B3 M1"))


def test_after_a_led_magic_the_next_player_must_play_a_monster():
    st = position(3, ["M1 B5 B6", "B1 R2 M2", "Y4 Y6 Y7"], predictions=["B10", "Y10", "R10"],
                  leader=0)
    events = play(st, "M1")
    assert events == [Played(0, c("M1"), None, False)]  # no Monster: no effect
    assert {a.card for a in st.legal_actions()} == set(cs("B1 R2 M2"))


def test_magic_with_one_monster_on_the_field_boosts_it_at_once():
    st = position(3, ["B5 B6", "M1 R2", "Y4 Y6"], predictions=["B10", "Y10", "R10"],
                  leader=0)
    play(st, "B5")
    events = play(st, "M1")
    assert events == [Played(1, c("M1"), BLUE, False)]
    assert st.strengths()[BLUE] == 8 and st.last[BLUE] == 1


def test_magic_with_several_monsters_on_the_field_chooses_its_target():
    st = position(4, ["B5 B6", "R7 R1", "M1 Y2", "Y4 Y6"], predictions=PREDS, leader=0)
    play(st, "B5", "R7")
    events = play(st, "M1")
    assert events == [MagicRaised(2, c("M1"), (BLUE, RED))]
    assert st.phase_name() == "Magic and Poison" and st.to_move() == 2
    assert st.legal_actions() == [BOOST[BLUE], BOOST[RED]]
    assert "not on the field" in st.why_illegal(Boost(YELLOW))
    assert st.why_illegal(Boost(True)) and st.why_illegal(PLAY[c("Y2")])
    assert st.view(3).pending_magic == c("M1")
    events = st.apply(BOOST[BLUE])
    assert events == [MagicAimed(2, c("M1"), BLUE)]
    assert st.to_move() == 3 and st.strengths()[BLUE] == 8
    won = of_type(play(st, "Y4"), MatchWon)[0]
    assert won.monster == BLUE and won.leader == 2


def test_the_winners_die_goes_up_by_one_and_is_not_capped():
    st = position(3, ["B9 B1", "Y1 Y2", "R1 R3"], predictions=["B10", "Y10", "R10"],
                  leader=0, dice=[7, 0, 0, 0])
    won = of_type(play(st, "B9", "Y1", "R1"), MatchWon)[0]
    assert won.dice[BLUE] == 8 and st.dice[BLUE] == 8


def test_a_match_with_no_monster_gives_no_die_and_the_same_leader():
    st = position(4, ["M1 B1", "M2 B2", "M3 G1", "M4 G2"], predictions=PREDS, leader=2,
                  dice=[1, 0, 0, 0])
    events = play(st, "M3", "M4", "M1", "M2")
    won = of_type(events, MatchWon)[0]
    assert won.monster is None and won.dice == (1, 0, 0, 0) and won.leader == 2
    assert st.to_move() == 2


def test_the_player_who_played_a_second_card_of_the_winner_leads():
    st = position(4, ["B5 G1", "R7 R1", "Y8 Y1", "B6 B1"], predictions=PREDS, leader=0)
    play(st, "B5", "R7", "Y8")
    # Seat 3 holds no Green: it may add a second Blue.
    won = of_type(play(st, "B6"), MatchWon)[0]
    assert won.monster == BLUE and won.leader == 3 and st.to_move() == 3


def test_playing_a_type_on_the_field_while_one_is_missing_shows_a_void():
    st = position(4, ["B5 G1", "B1 R1", "Y8 Y1", "R6 R2"], predictions=PREDS, leader=0)
    play(st, "B5", "R1")
    assert st.view(0).voids == ()
    play(st, "Y8", "R6")  # Green is missing and seat 3 plays Red: no Green in hand
    assert st.view(0).voids == ((3, GREEN),)


def test_a_forced_card_of_a_type_on_the_field_shows_every_missing_type():
    st = position(4, ["B5 G1", "B4 B1", "Y8 Y1", "R6 R2"], predictions=PREDS, leader=0)
    play(st, "B5", "B4")
    assert st.view(2).voids == ((1, GREEN), (1, YELLOW), (1, RED))


def test_the_leader_and_magic_show_no_void():
    st = position(4, ["B5 G1", "M1 R1", "Y8 Y1", "R6 R2"], predictions=PREDS, leader=0)
    play(st, "B5", "M1", "Y8", "R6")
    assert st.view(0).voids == ()


def test_illegal_plays_say_why():
    st = position(4, ["B5 G1", "B4 R1", "Y8 Y1", "R6 R2"], predictions=PREDS, leader=0)
    assert "not in your hand" in st.why_illegal(PLAY[c("B4")])
    assert "no card" in st.why_illegal(Play(True))
    assert "no card" in st.why_illegal(Play(1.0))
    assert "no card" in st.why_illegal(Play(999))
    assert "lies face down already" in st.why_illegal(PREDICT[c("B5")])
    assert "not in play" in st.why_illegal(PLAY_PREDICTION)
    for thing in (None, "B5", 5, (c("B5"),), object()):
        assert isinstance(st.why_illegal(thing), str)


def test_a_3_player_game_has_no_green():
    st = position(3, ["B5 B6", "Y1 R2", "Y4 Y6"], predictions=["B10", "Y10", "R10"],
                  leader=0)
    play(st, "B5", "R2")
    assert st.view(0).voids == ()  # Yellow missing, but seat 1 played a fresh Red
    play(st, "Y4")
    assert st.match_no == 9 and GREEN not in st.monsters and RED in st.monsters
