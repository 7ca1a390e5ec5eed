"""Recovery (+1 at once, from round 2, below the cap), the round's settlement, the end."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from engine.events import GameOver
from games.o_genre_o.cards import ARROW, FEATHER, deck, is_devil, short_name
from games.o_genre_o.events import LifeRecovered, RoundSettled, RoundStarted, TrickWon
from tests.games.o_genre_o.util import DISCARDS4, HANDS4, cs, play, position, run_chance


def round_start(round_no=2, lives=None, trump=ARROW, dealer=0):
    return position(4, HANDS4, discards=DISCARDS4, trump=trump, dealer=dealer,
                    round_no=round_no, lives=lives)


def test_from_round_2_an_all_angel_trick_gives_a_player_below_the_cap_1_life_at_once():
    state = round_start(lives=[30, 30, 30, 27])
    events = play(state, "Fe1", "Fe4", "Fe6", "Fe8")
    assert isinstance(events[-2], TrickWon) and events[-2].all_angels and events[-2].seat == 3
    assert events[-1] == LifeRecovered(3, 27, 28)
    assert state.lives[3] == 28 and state.view(0).lives == (30, 30, 30, 28)
    assert state.view(1).recovered == (0, 0, 0, 1)
    assert state.view(1).round_start_lives == (30, 30, 30, 27)


def test_recovery_never_goes_above_the_cap():
    state = round_start(lives=[30, 30, 30, 29])
    events = play(state, "Fe1", "Fe4", "Fe6", "Fe8")
    assert events[-1] == LifeRecovered(3, 29, 30)
    events = play(state, "Fi5", "Fe2", "Fi1", "Fi3")  # all Angels again, won by seat 3
    assert events[-1].all_angels and events[-1].seat == 3
    assert state.lives[3] == 30 and state.recovered[3] == 1


def test_a_player_at_the_cap_does_not_recover():
    state = round_start(lives=[20, 30, 30, 30])
    events = play(state, "Fe1", "Fe4", "Fe6", "Fe8")
    assert events[-1].all_angels and not any(isinstance(e, LifeRecovered) for e in events)
    assert state.lives == [20, 30, 30, 30]


def test_no_recovery_in_round_1():
    state = round_start(round_no=1)
    events = play(state, "Fe1", "Fe4", "Fe6", "Fe8")
    assert events[-1].all_angels
    assert not any(isinstance(e, LifeRecovered) for e in events)
    with pytest.raises(ValueError, match="round 1"):
        round_start(round_no=1, lives=[30, 30, 30, 27])


def test_a_trick_with_a_devil_in_it_recovers_nothing():
    state = round_start(lives=[30, 25, 25, 25], trump=FEATHER)
    events = play(state, "Fl1", "Fl5", "Fl7", "Fl10")
    assert events[-1].seat == 3 and not events[-1].all_angels and events[-1].devils == 1
    assert state.lives == [30, 25, 25, 25]


# -- the end of a round --------------------------------------------------------------

LAST = ["Fl4", "Fl6", "Fl8", "Fl10"]


def last_trick_position(lives, dealer=0, round_no=2, recovered=None):
    """Nine tricks played (the won piles: seat 0 three tricks, seat 1 two, seat 2 four),
    seat 0 leads the last; everyone holds a Flower Devil."""
    placed = set(cs(" ".join(DISCARDS4 + LAST)))
    rest = [x for x in deck(4) if x not in placed]
    won = [rest[:12], rest[12:20], rest[20:36], []]
    state = position(4, LAST, discards=DISCARDS4, trump=FEATHER,
                     won=[" ".join(short_name(x) for x in w) for w in won], lives=lives,
                     dealer=dealer, round_no=round_no, recovered=recovered, leader=0)
    return state, won


def test_each_player_loses_1_life_per_devil_won_at_the_end_of_the_round():
    state, won = last_trick_position([30, 28, 25, 30], recovered=[0, 1, 0, 0])
    events = play(state, *LAST)  # seat 3 wins the last trick: 4 Devils
    devils = [sum(1 for x in w if is_devil(x)) for w in won]
    devils[3] += 4
    settled = events[-1]
    assert isinstance(settled, RoundSettled)
    assert settled.devils == tuple(devils)
    assert settled.recovered == (0, 1, 0, 0)
    assert settled.lives_before == (30, 27, 25, 30)
    assert settled.lives_after == tuple(life - d for life, d in zip([30, 28, 25, 30], devils))
    assert state.lives == list(settled.lives_after)
    assert state.scores() == [float(x) for x in settled.lives_after]
    assert state.view(2).history == ((settled.devils, settled.recovered,
                                      settled.lives_after),)


def test_the_dealer_passes_left_and_a_new_round_starts():
    state, _ = last_trick_position([30, 30, 30, 30], dealer=3, round_no=2)
    events = play(state, *LAST)
    assert events[-1].next_dealer == 0 and not state.is_over()
    assert state.to_move() == CHANCE and state.dealer == 0
    events = run_chance(state, random.Random(3))
    assert RoundStarted(3, 0, tuple(state.lives)) in events
    assert state.round_no == 3 and state.to_move() == 1  # discards from the dealer's left
    assert not any(state.won) and all(len(h) == 12 for h in state.hands)
    assert state.chips == [] and state.trump == -1 and state.view(1).devil_break


def test_the_game_ends_when_a_life_reaches_0_and_the_highest_life_wins():
    state, _ = last_trick_position([30, 29, 30, 4])
    events = play(state, *LAST)
    assert state.lives[3] <= 0 and state.is_over()
    assert isinstance(events[-1], GameOver)
    best = max(state.lives)
    assert state.winners() == [s for s in range(4) if state.lives[s] == best]
    assert events[-1].winners == tuple(state.winners())
    assert events[-2].next_dealer == -1
    assert state.legal_actions() == [] and state.why_illegal(state) == "The game is over."
    assert state.phase_name() == "End of the game"


def test_lives_may_go_below_0():
    state, _ = last_trick_position([30, 30, 30, 2])
    play(state, *LAST)
    assert state.lives[3] == -2 and state.scores()[3] == -2.0


def test_tied_players_share_the_victory():
    state, won = last_trick_position([10, 10, 10, 4])
    devils = [sum(1 for x in w if is_devil(x)) for w in won]
    # Give seats 0-2 the same life after the settlement.
    lives = [20 + devils[0], 20 + devils[1], 20 + devils[2], 4]
    state, _ = last_trick_position(lives)
    play(state, *LAST)
    assert state.lives[:3] == [20, 20, 20] and state.winners() == [0, 1, 2]


def test_exactly_0_ends_the_game():
    state, _ = last_trick_position([30, 30, 30, 4])
    play(state, *LAST)
    assert state.lives[3] == 0 and state.is_over()


def test_nobody_at_0_the_game_goes_on():
    state, _ = last_trick_position([30, 30, 30, 5])
    play(state, *LAST)
    assert state.lives[3] == 1 and not state.is_over() and state.winners() == []
