"""Tricks: the dealer leads, Devil Break, must follow, the winner, won piles."""

from __future__ import annotations

from games.o_genre_o.actions import PLAY, Play
from games.o_genre_o.cards import ARROW, FEATHER, FIRE, FLOWER, SPEAR, card
from games.o_genre_o.events import Played, TrickWon
from games.o_genre_o.rules import legal_plays, trick_winner
from tests.games.o_genre_o.util import (
    ANGELS_BY_SEAT,
    DEVILS_BY_SEAT,
    DISCARDS4,
    HANDS4,
    c,
    cs,
    only_devils_left,
    play,
    position,
)


def round_start(trump=FEATHER, dealer=0):
    return position(4, HANDS4, discards=DISCARDS4, trump=trump, dealer=dealer)


def legal_cards(state):
    return sorted(a.card for a in state.legal_actions())


def test_devil_break_no_devil_may_be_led_at_the_start():
    state = round_start()
    assert legal_cards(state) == sorted(cs(ANGELS_BY_SEAT[0]))
    assert state.view(0).devil_break and state.view(2).devil_break
    assert state.why_illegal(PLAY[c("Sp1")]) == (
        "Devil Break: you may not lead a Devil until a Devil has been played this round, "
        "unless you hold only Devils.")


def test_a_devil_played_to_follow_ends_the_devil_break():
    state = round_start()
    events = play(state, "Ar1", "Ar4")
    assert events == [Played(0, c("Ar1"), False), Played(1, c("Ar4"), True)]
    assert not state.view(3).devil_break
    events = play(state, "Ar5", "Fi6")  # seat 3 holds no Arrow
    assert events[-1] == TrickWon(2, 0, tuple(cs("Ar1 Ar4 Ar5 Fi6")), 2, False, 1)
    assert state.to_move() == 2
    assert PLAY[c("Sp5")] in state.legal_actions()  # a Devil may be led now
    assert state.why_illegal(PLAY[c("Sp5")]) is None


def test_a_devil_shed_when_void_ends_the_devil_break():
    state = round_start(trump=ARROW)
    play(state, "Fe1", "Fe4", "Fe6", "Fe8")  # all Angels: seat 3 wins, nothing broken
    assert state.to_move() == 3 and state.view(0).devil_break
    assert legal_cards(state) == cs("Fi5 Fi7 Fi9 Fl9")
    events = play(state, "Fi5", "Sp1")  # seat 0 holds no Fire
    assert events[-1].breaks and not state.view(2).devil_break


def test_a_leader_holding_only_devils_may_lead_one_and_that_ends_the_break():
    state = only_devils_left()
    assert state.view(0).devil_break
    assert legal_cards(state) == sorted(cs(DEVILS_BY_SEAT[0]))
    events = play(state, "Ar2")
    assert events == [Played(0, c("Ar2"), True)]
    assert not state.view(1).devil_break
    assert state.view(1).devils_only == (0,)  # what the lead showed everyone


def test_must_follow_suit_angel_and_devil_of_a_suit_are_one_suit():
    state = round_start()
    play(state, "Ar1")  # an Angel of Arrow led
    assert legal_cards(state) == cs("Ar3 Ar4")  # Angel or Devil of Arrow
    assert state.why_illegal(PLAY[c("Fe4")]) == (
        "You must follow suit: Arrow was led and you have Arrow in your hand (Angel and "
        "Devil cards of a suit are the same suit).")
    state = only_devils_left(trump=SPEAR)
    play(state, "Fl2")  # a Devil of Flower led
    assert legal_cards(state) == cs("Fl6")
    play(state, "Fl6")
    assert legal_cards(state) == cs("Fl8")


def test_a_player_without_the_suit_led_may_play_any_card():
    state = round_start()
    play(state, "Ar1", "Ar3", "Ar5")
    assert legal_cards(state) == sorted(cs(HANDS4[3]))
    play(state, "Fl10")
    assert (3, ARROW) in state.view(0).voids


def test_the_highest_card_of_the_suit_led_wins_without_trump():
    assert trick_winner([card(ARROW, 1), card(ARROW, 9), card(FIRE, 10), card(ARROW, 3)],
                        FEATHER) == 1
    state = round_start(trump=FEATHER)
    events = play(state, "Fl3", "Fl6", "Fl8", "Fl10")
    assert events[-1].seat == 3 and events[-1].devils == 3


def test_the_highest_trump_wins_if_any_trump_was_played():
    assert trick_winner([card(ARROW, 9), card(FEATHER, 1), card(ARROW, 10)], FEATHER) == 1
    assert trick_winner([card(ARROW, 9), card(FEATHER, 1), card(FEATHER, 2)], FEATHER) == 2
    assert trick_winner([card(FIRE, 2), card(FIRE, 9), card(FIRE, 5)], FIRE) == 1
    state = round_start(trump=FLOWER)
    play(state, "Ar1", "Ar3", "Ar5")
    events = play(state, "Fl9")  # seat 3 trumps in
    assert events[-1].seat == 3 and state.to_move() == 3


def test_the_winner_keeps_the_cards_in_a_won_pile_apart_from_the_hand():
    state = round_start()
    play(state, "Ar1", "Ar4", "Ar5", "Fi6")
    assert state.won[2] == cs("Ar1 Ar4 Ar5 Fi6")
    assert c("Ar1") not in state.hands[2] and len(state.hands[2]) == 9
    for viewer in (None, 0, 1, 2, 3):
        view = state.view(viewer)
        assert view.won == ((), (), tuple(cs("Ar1 Ar4 Ar5 Fi6")), ())
        assert view.devils_won == (0, 0, 2, 0) and view.tricks_played == 1
        assert view.last_trick == tuple(cs("Ar1 Ar4 Ar5 Fi6"))
        assert view.last_trick_winner == 2 and view.last_trick_leader == 0


def test_ten_tricks_a_round():
    state = round_start()
    tricks = 0
    while state.phase_name() == "Tricks":
        events = state.apply(state.legal_actions()[0])
        tricks += sum(1 for e in events if isinstance(e, TrickWon))
    assert tricks == 10 and sum(len(w) for w in state.won) == 40


def test_legal_plays_is_the_pure_rule():
    hand = cs("Fe1 Sp3 Ar2")
    assert legal_plays(hand, [], broken=False) == cs("Fe1")
    assert legal_plays(hand, [], broken=True) == hand
    assert legal_plays(cs("Sp3 Ar2"), [], broken=False) == cs("Sp3 Ar2")
    assert legal_plays(hand, cs("Ar9"), broken=False) == cs("Ar2")
    assert legal_plays(hand, cs("Fi9"), broken=False) == hand


def test_play_checks_its_card_by_exact_type():
    state = round_start()
    for bad in (Play(True), Play(1.0), Play(-1), Play(card(FEATHER, 10)), Play("Fe1")):
        assert bad not in state.legal_actions()
        assert "not a card of this game" in state.why_illegal(bad)
    assert state.why_illegal(PLAY[c("Fe4")]) == "Feather 4 is not in your hand."
