"""The hint's one-line reason (games/o_genre_o/hints.py): a specific line for every kind
of decision (discards, the trump vote, leads, follows), from explicit positions built by
OGenreOState.from_position; over seeded random games it never raises, fits the banner
and names no card the seat cannot see."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.o_genre_o.actions import DISCARD, PLAY, VOTE
from games.o_genre_o.cards import ARROW, FEATHER, FLOWER, SPEAR, SUIT_NAMES, card_name
from games.o_genre_o.hints import hint_reason
from games.o_genre_o.view import known_cards
from tests.games.o_genre_o.util import (
    ANGELS_BY_SEAT,
    DEVILS_BY_SEAT,
    DISCARDS4,
    GAME,
    HANDS4,
    c,
    play,
    position,
)
from tests.playouts import decisions

MAX_LEN = 90
CARD_NAME = re.compile(r"\b(Feather|Spear|Arrow|Fire|Flower) (\d+)\b")


def reason(state, action):
    assert action in state.legal_actions()
    return hint_reason(state.view(state.to_move()), action)


# -- the discards and the vote -----------------------------------------------------------


def _discarding():
    """Seat 1 discards first from its 12 dealt cards."""
    dealt = [f"{a} {d} {x}" for a, d, x in zip(ANGELS_BY_SEAT, DEVILS_BY_SEAT, DISCARDS4)]
    state = position(4, dealt, start="discard")
    assert state.to_move() == 1
    return state


def test_discarding_a_high_devil_says_it_would_cost_a_life():
    line = reason(_discarding(), DISCARD[c("Ar8")])
    assert "high Devil" in line and "life" in line


def test_discarding_one_of_two_cards_of_a_suit_leads_to_a_void():
    line = reason(_discarding(), DISCARD[c("Fi1")])
    assert "one Fire left" in line and "void" in line


def test_discarding_a_high_angel_says_it_wins_tricks():
    line = reason(_discarding(), DISCARD[c("Ar7")])
    assert "Arrow 7 would win tricks" in line


def test_discarding_a_low_card_of_a_long_suit():
    state = _discarding()
    assert "low Angel" in reason(state, DISCARD[c("Ar3")])
    assert "Devil" in reason(state, DISCARD[c("Ar4")])


def test_a_chip_goes_on_the_strongest_suit_with_its_count_and_top_card():
    state = position(4, HANDS4, start="vote", discards=DISCARDS4)
    assert state.to_move() == 1  # Flower 5 and 6 are its strongest pair
    line = reason(state, VOTE[FLOWER])
    assert line == "your strongest suit (2 cards, up to 6) must not be trump"
    line = reason(state, VOTE[SPEAR])
    assert "2 Spear" in line and "strongest" not in line


def test_a_chip_on_a_suit_not_held_says_so():
    state = position(4, HANDS4, start="vote", discards=DISCARDS4, dealer=2)
    assert state.to_move() == 3  # seat 3 holds no Arrow
    line = reason(state, VOTE[ARROW])
    assert "you hold no Arrow" in line


# -- the tricks --------------------------------------------------------------------------


def test_a_low_lead_counts_the_higher_cards_still_out():
    state = position(4, HANDS4, discards=DISCARDS4, trump=SPEAR, dealer=0)
    line = reason(state, PLAY[c("Fe1")])  # Feather 2 is its own, 4-9 are out (not 3)
    assert "6 higher Feather still out" in line


def test_a_master_lead_counts_its_own_discards_as_seen():
    state = position(4, HANDS4, discards=DISCARDS4, trump=SPEAR, dealer=3)
    line = reason(state, PLAY[c("Fi9")])  # seat 3 discarded Fire 10 itself
    assert line == "Fire 9 is the highest Fire left: you keep control of the lead"


def test_a_devil_lead_says_someone_else_takes_it():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER, dealer=0)
    state.apply(PLAY[c("Fl1")])  # no longer the first trick's Devil Break: play one
    play(state, "Fl5", "Fl7", "Fl10")  # seat 3's Devil won it: the break is over
    assert state.to_move() == 3
    line = reason(state, PLAY[c("Sp7")])
    assert line.startswith("a Devil") and "1 higher Spear out" in line


def test_ducking_counts_the_devils_in_the_trick():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER, dealer=1)
    play(state, "Fl5", "Fl8", "Fl9")  # Flower 8 is a Devil; Flower 9 wins so far
    line = reason(state, PLAY[c("Fl3")])
    assert line == "ducks under Flower 9: the trick holds 1 Devil"


def test_a_void_seat_sheds_a_devil_on_the_winner():
    state = position(4, HANDS4, discards=DISCARDS4, trump=SPEAR, dealer=2)
    play(state, "Fi3", "Fi8")
    line = reason(state, PLAY[c("Fl4")])
    assert line == "void in Fire: a Devil shed on the trick Fire 8 wins"


def test_a_forced_win_says_every_card_wins_and_what_it_costs():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER, dealer=1)
    play(state, "Fl5", "Fl8")
    line = reason(state, PLAY[c("Fl9")])  # seat 3: Flower 9 and 10 both beat Flower 8
    assert "every card you may play wins it" in line and "1 Devil" in line


def test_an_all_angel_trick_below_the_cap_gains_a_life():
    hands = ["Fe1 Fe2 Ar1 Fl1 Fl9 Sp1 Sp2 Ar2 Fl2 Fl4",
             "Fe4 Fe5 Ar3 Fi1 Fl5 Sp3 Sp4 Ar4 Fi2 Fl6",
             "Fe6 Fe7 Ar5 Fi3 Fl7 Sp5 Sp6 Ar6 Fi4 Fl8",
             "Fe8 Fi5 Fi7 Fi9 Fl3 Sp7 Sp8 Fi6 Fi8 Fl10"]
    state = position(4, hands, discards=DISCARDS4, trump=ARROW, dealer=1, round_no=2,
                     lives=[20, 30, 30, 30])
    play(state, "Fl5", "Fl7", "Fl3")
    line = reason(state, PLAY[c("Fl9")])
    assert "all-Angel trick" in line and "+1 life (20 of 30)" in line


# -- every decision of seeded random games -----------------------------------------------


def check_reasons(players: int, seed: int, steps: int) -> set[str]:
    """Random play from `seed`: every reason of every legal action at every decision is
    a short line naming only cards the seat sees; returns the action kinds met."""
    kinds = set()
    for state in decisions(GAME.new_state(players), random.Random(seed), steps):
        seat = state.to_move()
        view = state.view(seat)
        seen = known_cards(view)
        for action in state.legal_actions():
            line = hint_reason(view, action)
            kinds.add(type(action).__name__)
            assert isinstance(line, str) and 0 < len(line) <= MAX_LEN, (action, line)
            for suit, rank in CARD_NAME.findall(line):
                card = SUIT_NAMES.index(suit) << 4 | int(rank)
                assert card in seen, f"{line!r} names {card_name(card)}, hidden from {seat}"
    return kinds


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2)])
def test_every_reason_is_short_and_names_only_cards_the_seat_sees(players, seed):
    assert check_reasons(players, seed, 1500) == {"Discard", "Vote", "Play"}


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([3, 4]), st.integers(min_value=0, max_value=2**31))
def test_any_seeded_game_gives_short_reasons_naming_only_seen_cards(players, seed):
    check_reasons(players, seed, 300)


def test_a_reason_never_raises_on_foreign_input():
    state = position(4, HANDS4, discards=DISCARDS4, trump=SPEAR, dealer=0)
    view = state.view(0)
    for junk in (None, 3, "x", PLAY[c("Fi9")], DISCARD[c("Fe9")], VOTE[0], FEATHER):
        line = hint_reason(view, junk)
        assert line is None or len(line) <= MAX_LEN
    assert hint_reason(state.view(None), PLAY[c("Fe1")]) is None
    assert hint_reason(state.view(1), PLAY[c("Fe1")]) is None  # not in seat 1's hand
