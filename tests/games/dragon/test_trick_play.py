"""Tricks: leading Purple, following the colour led, the winner, tokens and Purple."""

from __future__ import annotations

from engine.actions import Shuffle
from games.dragon.cards import BLUE, PURPLE, RED
from games.dragon.rules import PLAY, Played, TrickWon
from tests.games.dragon.util import c, cs, finish_division_quickly, play, position, summon

# Seat 2 holds no Blue.
HANDS = [
    "P1 P2 P3 R1 R2 R3 B1 B2 B3 B4 B5",
    "P4 P5 P6 R4 R5 B6 B7 B8 B9 B10 B11",
    "P7 P8 P9 P10 P11 R6 R7 R8 R9 R10 R11",
]


def round_start(trump=RED, leader=0):
    return position(3, HANDS, scale="P12 R12 B12", trump=trump, leader=leader)


def locked_position(seat0: str, piles=None, scale="P12 R8 B1"):
    """Five tricks played and no Purple taken yet; seat 0 leads."""
    return position(3, [seat0, "P7 P8 R1 R2 R3 R4", "P9 P10 P11 R5 R6 R7"],
                    scale=scale, trump=RED, leader=0, tokens=[2, 2, 1], piles=piles)


def test_purple_may_not_be_led_at_the_start_of_a_round():
    state = round_start()
    assert {a.card for a in state.legal_actions()} == set(cs("R1 R2 R3 B1 B2 B3 B4 B5"))
    assert "may not lead a Purple card" in state.why_illegal(PLAY[c("P1")])


def test_purple_may_be_led_once_someone_has_acquired_a_purple_card():
    state = round_start()
    play(state, "B1", "B6")
    assert not state.view(0).purple_broken
    events = play(state, "P7")  # seat 2 is void in Blue and dumps Purple on seat 1
    assert events[-1].seat == 1 and events[-1].purple == (c("P7"),)
    assert state.view(0).purple_broken
    assert state.to_move() == 1 and PLAY[c("P4")] in state.legal_actions()
    assert state.why_illegal(PLAY[c("P4")]) is None


def test_purple_may_be_led_when_the_leader_holds_only_purple():
    state = locked_position("P1 P2 P3 P4 P5 P6")
    assert not state.view(0).purple_broken
    assert {a.card for a in state.legal_actions()} == set(cs("P1 P2 P3 P4 P5 P6"))
    play(state, "P1")
    # Leading Purple while it is locked shows a hand of nothing but Purple.
    assert {(0, RED), (0, BLUE)} <= set(state.view(1).voids)


def test_cards_in_the_pile_do_not_count_for_leading_purple():
    state = locked_position("P1 P2 P3 P4 P5", piles={0: "R9"}, scale="P12 P6 B1")
    assert {a.card for a in state.legal_actions()} == set(cs("P1 P2 P3 P4 P5"))
    state = locked_position("P1 P2 P3 P4 R9", piles={0: "P5"}, scale="P12 P6 B1")
    assert state.legal_actions() == [PLAY[c("R9")]]


def test_must_follow_the_leading_colour():
    state = round_start()
    play(state, "B1")
    assert {a.card for a in state.legal_actions()} == set(cs("B6 B7 B8 B9 B10 B11"))
    assert state.why_illegal(PLAY[c("R5")]) == (
        "You must follow suit: you hold a Blue card, and Blue was led.")


def test_a_void_player_may_play_any_card_purple_too():
    state = round_start()
    play(state, "B1", "B6")
    assert {a.card for a in state.legal_actions()} == set(state.hands[2])
    events = play(state, "P11")
    assert events[0] == Played(2, c("P11"))
    assert (2, BLUE) in state.view(0).voids


def test_highest_trump_wins_when_any_trump_is_played():
    state = round_start(trump=RED)
    events = play(state, "B1", "B11", "R6")
    assert events[-1].seat == 2  # the only trump beats the higher Blue
    events = play(state, "R7", "R1", "R4")  # seat 2 leads trump: R7 is highest
    assert events[-1].seat == 2


def test_highest_card_of_the_leading_colour_wins_without_trump():
    state = round_start(trump=RED)
    events = play(state, "B1", "B6", "P11")  # P11 is higher but not the leading colour
    assert events[-1].seat == 1


def test_winner_takes_a_body_token_and_the_purple_cards_and_leads_next():
    state = round_start(trump=RED)
    events = play(state, "B1", "B6", "P11")
    assert events[-1] == TrickWon(1, 0, tuple(cs("B1 B6 P11")), "body", (c("P11"),), 1)
    view = state.view(2)
    assert view.tokens == (0, 1, 0) and view.body_left == 9
    assert view.purple_won == ((), (c("P11"),), ())
    assert view.set_aside == tuple(cs("B1 B6"))  # the other cards are put aside
    assert view.leader == 1 and state.to_move() == 1
    assert view.tricks == ((0, tuple(cs("B1 B6 P11")), 1),)


def test_the_last_trick_takes_the_dragon_head():
    state = position(3, ["B1", "B2", "B3"], scale="B10 B11 B12", trump=RED, leader=0,
                     tokens=[4, 3, 3],
                     purple_won=["P1 P2 P3 P4", "P5 P6 P7 P8", "P9 P10 P11 P12"])
    events = play(state, "B1", "B2", "B3")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.token == "head" and won.seat == 2
    assert state.view(0).head == 2 and state.view(0).tokens == (4, 3, 4)


def test_purple_trump_is_both_trump_and_negative_points():
    state = position(3, ["B1 R1", "P2 R2", "B3 R3"], scale="B10 B11 B12", trump=PURPLE,
                     leader=0, tokens=[3, 3, 3],
                     purple_won=["P1 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12", "", ""])
    events = play(state, "B1", "P2", "B3")
    assert events[-1].seat == 1 and events[-1].purple == (c("P2"),)
    assert state.view(0).purple_won[1] == (c("P2"),)


def test_purple_from_the_previous_rounds_scale_does_not_open_purple_leads():
    # Round 1's last trick: seat 2 wins and takes Purple 1 from the Inverted Scale.
    state = position(3, ["B1", "B2", "B3"], scale="P1 R12 B12", trump=RED, leader=0,
                     tokens=[4, 3, 3], purple_won=["P2 P3 P4 P5", "P6 P7 P8 P9", "P10 P11 P12"])
    play(state, "B1", "B2", "B3")
    assert c("P1") in state.view(0).purple_won[2]
    state.apply(Shuffle(tuple(range(36))))  # seat 2 is dealt P3 P6 P9 P12 and more
    summon(state)
    finish_division_quickly(state)
    assert state.to_move() == 2 and not state.view(0).purple_broken
    purple = [x for x in state.hands[2] if x < 16]
    assert purple and any(x > 15 for x in state.hands[2])
    for x in purple:
        assert PLAY[x] not in state.legal_actions()
        assert "may not lead a Purple card" in state.why_illegal(PLAY[x])

