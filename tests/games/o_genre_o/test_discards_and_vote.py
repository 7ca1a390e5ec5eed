"""The discards (2 each, secret, seat after seat) and the trump vote."""

from __future__ import annotations

import pytest

from games.o_genre_o.actions import DISCARD, VOTE, Discard, Play, Vote
from games.o_genre_o.cards import ARROW, FEATHER, FIRE, FLOWER, SPEAR
from games.o_genre_o.events import ChipPlaced, Discarded, TrumpDecided
from games.o_genre_o.rules import vote_order
from tests.games.o_genre_o.util import DISCARDS4, HANDS4, c, discard, position, vote

# 12-card hands as dealt (6 Angels and 6 Devils each).
DEALT4 = [h + " " + d for h, d in zip(HANDS4, DISCARDS4)]


def dealt_position(dealer=0, **kw):
    return position(4, DEALT4, start="discard", dealer=dealer, **kw)


def test_each_player_discards_2_one_card_at_a_time_from_the_dealers_left():
    state = dealt_position(dealer=1)
    seats = []
    for _ in range(8):
        seats.append(state.to_move())
        state.apply(state.legal_actions()[0])
    assert seats == [2, 2, 3, 3, 0, 0, 1, 1]
    assert all(len(h) == 10 for h in state.hands)
    assert all(len(d) == 2 for d in state.discards)
    assert state.phase_name() == "The trump vote"


def test_a_discard_is_secret():
    state = dealt_position()
    events = discard(state, "Ar7")
    assert events == [Discarded(1, c("Ar7"), 1)]
    seen = events[0].for_viewer(2)
    assert seen == Discarded(1, None, 1) and events[0].for_viewer(None) == seen
    assert state.view(1).discards == (c("Ar7"),)
    assert state.view(2).discards == () and state.view(2).discard_counts == (0, 1, 0, 0)
    assert "a card" in seen.describe(["A", "B", "C", "D"])


def test_only_cards_of_your_hand_can_be_discarded():
    state = dealt_position()
    assert state.why_illegal(Discard(c("Fe1"))) == "Feather 1 is not in your hand."
    discard(state, "Ar7")
    assert "one of your discards" in state.why_illegal(Discard(c("Ar7")))
    assert state.why_illegal(Discard(True)) == "True is not a card of this game."
    assert Discard(True) not in state.legal_actions()
    assert state.why_illegal(Vote(FIRE)).startswith("Discards:")


def test_discards_are_out_of_play_for_the_round():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER)
    assert state.why_illegal(Play(c("Fe3"))) == ("Feather 3 is one of your discards: it is "
                                                 "out of play this round.")
    assert Play(c("Fe3")) not in state.legal_actions()


def test_four_players_vote_clockwise_from_the_dealers_left_each_once():
    assert vote_order(4, 0) == (1, 2, 3, 0)
    assert vote_order(4, 2) == (3, 0, 1, 2)
    state = position(4, HANDS4, discards=DISCARDS4, start="vote", dealer=2)
    voters = []
    for suit in (FIRE, SPEAR, FEATHER, ARROW):
        voters.append(state.to_move())
        vote(state, suit)
    assert voters == [3, 0, 1, 2]


def test_three_players_vote_from_the_dealer_who_also_votes_last():
    assert vote_order(3, 0) == (0, 1, 2, 0)
    assert vote_order(3, 1) == (1, 2, 0, 1)
    assert vote_order(3, 2) == (2, 0, 1, 2)
    hands = ["Fe4 Fe5 Fe6 Sp4 Sp5 Ar3 Ar4 Fi3 Fi4 Fl3",
             "Fe7 Fe8 Sp6 Sp7 Ar5 Ar6 Fi5 Fi6 Fl4 Fl5",
             "Fe9 Sp8 Sp9 Ar7 Ar8 Fi7 Fi8 Fl6 Fl7 Fl8"]
    state = position(3, hands, start="vote", dealer=1)
    voters = []
    for suit in (FLOWER, FIRE, ARROW, SPEAR):
        voters.append(state.to_move())
        vote(state, suit)
    assert voters == [1, 2, 0, 1]
    assert state.trump == FEATHER


def test_a_suit_takes_one_chip_and_the_chipless_suit_is_trump():
    state = position(4, HANDS4, discards=DISCARDS4, start="vote", dealer=0)
    events = vote(state, FIRE)
    assert events == [ChipPlaced(1, FIRE, 1, 4)]
    assert VOTE[FIRE] not in state.legal_actions() and len(state.legal_actions()) == 4
    assert state.why_illegal(VOTE[FIRE]) == ("Fire already holds a black chip: a suit takes "
                                             "one chip only.")
    assert "not a suit" in state.why_illegal(Vote(5))
    assert "not a suit" in state.why_illegal(Vote(True))
    assert Vote(True) not in state.legal_actions()
    vote(state, SPEAR, ARROW)
    assert state.trump == -1 and state.view(0).chips == ((1, FIRE), (2, SPEAR), (3, ARROW))
    events = vote(state, FEATHER)
    assert events[-1] == TrumpDecided(FLOWER, 0)
    assert state.trump == FLOWER and state.view(3).trump == FLOWER


def test_the_dealer_leads_the_first_trick():
    state = position(4, HANDS4, discards=DISCARDS4, start="vote", dealer=3)
    vote(state, FIRE, SPEAR, ARROW, FEATHER)
    assert state.phase_name() == "Tricks" and state.to_move() == 3 and state.leader == 3


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_votes_are_public(dealer):
    state = position(4, HANDS4, discards=DISCARDS4, start="vote", dealer=dealer)
    vote(state, FIRE)
    views = [state.view(s) for s in (None, 0, 1, 2, 3)]
    assert {v.chips for v in views} == {(((dealer + 1) % 4, FIRE),)}
    assert {v.vote_order for v in views} == {vote_order(4, dealer)}


def test_discard_positions_are_checked():
    swapped = [DEALT4[0].replace("Fe1", "Sp3"), DEALT4[1].replace("Sp3", "Fe1"), *DEALT4[2:]]
    with pytest.raises(ValueError, match="6 Angel and 6 Devil"):
        position(4, swapped, start="discard")
    with pytest.raises(ValueError, match="from the dealer's left"):
        position(4, HANDS4[:1] + DEALT4[1:], start="discard",
                 discards={0: DISCARDS4[0]})
    state = position(4, DEALT4[:1] + HANDS4[1:2] + DEALT4[2:], start="discard",
                     discards={1: DISCARDS4[1]})
    assert state.to_move() == 2 and DISCARD[c("Fe6")] in state.legal_actions()
