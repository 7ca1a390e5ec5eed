"""Summoning Jutsu, the count-down, and Bodily Division Jutsu."""

from __future__ import annotations

import random

import pytest

from engine.actions import Shuffle
from engine.core import IllegalAction
from engine.events import Shuffled
from games.dragon.cards import RED
from games.dragon.rules import (
    FINISH,
    PLAY,
    TO_HAND,
    TO_PILE,
    Dealt,
    DivisionFinished,
    DivisionMove,
    HighestTrumpCalled,
    PickScale,
    PileTakenUp,
    ReturnToScale,
    RoundStarted,
    ScaleCardPicked,
    ScaleCardReturned,
    ScaleFormed,
    SummonedCards,
    ToHand,
    TrickWon,
    TrumpRevealed,
)
from tests.games.dragon.util import GAME, c, cs, play, position, random_step

HANDS3 = [
    "P1 P2 P3 P4 R1 R2 R3 R4 B1 B2 B3",
    "P5 P6 P7 R5 R6 R7 R8 B4 B5 B6 B7",
    "P8 P9 P10 P11 R9 R10 R11 B8 B9 B10 B11",
]
SCALE3 = "P12 R12 B12"


def summoning_position():
    return position(3, HANDS3, scale=SCALE3, trump=RED, round_no=2, leader=1,
                    start="summoning")


# -- Summoning Jutsu ---------------------------------------------------------------


def test_summoning_is_performed_by_the_previous_rounds_last_trick_winner():
    rng = random.Random(8)
    state = GAME.new_state(4)
    last_winner = None
    checked = 0
    while not state.is_over():
        for e in state.apply(random_step(state, rng)):
            if isinstance(e, TrickWon) and e.token == "head":
                last_winner = e.seat
            if isinstance(e, RoundStarted) and e.round >= 2:
                assert e.summoner == last_winner and e.leader == last_winner
                assert state.view(0).phase == "summon_pick"
                assert state.to_move() == last_winner
                checked += 1
    assert checked == 3


def test_summoning_takes_two_scale_cards_without_seeing_them_first():
    state = summoning_position()
    assert state.to_move() == 1 and state.legal_actions() == [PickScale(i) for i in range(3)]
    before = state.view(1)
    events = state.apply(PickScale(0))
    assert events == [ScaleCardPicked(1, 0, 2)]
    after = state.view(1)
    # The picked card is set aside face down: not in the summoner's hand yet.
    assert after.hand == before.hand and after.summon_aside == 1 and after.scale_size == 2
    events = state.apply(PickScale(0))
    assert events[0] == ScaleCardPicked(1, 0, 1)
    assert events[1] == SummonedCards(1, (c("P12"), c("R12")))
    assert events[1].for_viewer(0) == SummonedCards(1, None)
    assert events[1].for_viewer(None) == SummonedCards(1, None)
    view = state.view(1)
    assert len(view.hand) == 13 and {c("P12"), c("R12")} <= set(view.hand)
    assert view.summon_taken == (c("P12"), c("R12")) and view.phase == "summon_return"
    assert state.view(0).summon_taken == ()


def test_every_seat_sees_where_the_first_summoned_card_was_taken_from():
    """Public: the table keeps the other face-down cards where they lay between picks."""
    state = summoning_position()
    assert all(state.view(s).summon_picks == () for s in (0, 1, 2, None))
    state.apply(PickScale(1))
    assert all(state.view(s).summon_picks == (1,) for s in (0, 1, 2, None))
    clone = state.clone()
    assert clone.view(0).summon_picks == (1,)
    state.apply(PickScale(0))  # both taken: the picks are over
    assert all(state.view(s).summon_picks == () for s in (0, 1, 2, None))
    assert clone.view(0).summon_picks == (1,), "a clone keeps its own record"


def test_summoning_picks_only_positions_of_the_scale():
    state = summoning_position()
    assert "Inverted Scale has 3 cards" in state.why_illegal(PickScale(3))
    assert state.why_illegal(PickScale(-1)) is not None
    assert "take 2 cards" in state.why_illegal(ReturnToScale(c("P5")))


def test_summoning_returns_any_two_cards_even_those_just_taken():
    state = summoning_position()
    state.apply(PickScale(0))
    state.apply(PickScale(0))
    assert state.why_illegal(ReturnToScale(c("R12"))) is None
    assert state.why_illegal(ReturnToScale(c("P1"))) == "Purple 1 is not in your hand."
    events = state.apply(ReturnToScale(c("P12")))
    assert events == [ScaleCardReturned(1, c("P12"), 2)]
    assert events[0].for_viewer(2) == ScaleCardReturned(1, None, 2)
    events = state.apply(ReturnToScale(c("B4")))
    assert events[0].for_viewer(0).card is None
    view = state.view(1)
    assert view.summon_returned == (c("P12"), c("B4")) and len(view.hand) == 11
    assert state.view(0).summon_returned == () and state.view(0).summon_returns == 2
    assert sorted(state.scale) == sorted(cs("B12 P12 B4"))


def test_which_cards_were_returned_is_hidden_from_the_others():
    a, b = summoning_position(), summoning_position()
    for s in (a, b):
        s.apply(PickScale(0))
        s.apply(PickScale(0))
    a.apply(ReturnToScale(c("P12")))
    b.apply(ReturnToScale(c("P5")))
    a.apply(ReturnToScale(c("B4")))
    b.apply(ReturnToScale(c("B5")))
    for seat in (0, 2, None):
        assert a.view(seat) == b.view(seat)
    assert a.view(1) != b.view(1)


def test_the_same_player_may_perform_both_jutsu():
    state = summoning_position()
    events = play_summoning(state, keep="R12")
    called = events[-1]
    assert called == HighestTrumpCalled(1, RED, 12, "division")
    assert state.view(0).divider == 1 and state.view(0).summoner == 1
    assert state.to_move() == 1 and state.view(1).phase == "divide"


def play_summoning(state, keep):
    events = state.apply(PickScale(0))
    events += state.apply(PickScale(0))
    for name in ("P12", "B4") if keep == "R12" else ("R12", "B4"):
        events += state.apply(ReturnToScale(c(name)))
    return events


# -- the count-down ----------------------------------------------------------------


def test_count_down_comes_after_summoning_and_finds_the_highest_trump_in_hands():
    state = summoning_position()
    events = play_summoning(state, keep="nothing")
    # R12 went back to the Inverted Scale: the count-down stops at 11 (seat 2).
    assert events[-1] == HighestTrumpCalled(2, RED, 11, "division")
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view.called == 11 and view.divider == 2


def test_count_down_in_round_one_right_after_the_deal():
    state = position(3, HANDS3, scale=SCALE3, trump=RED, start="jutsu")
    assert state.view(0).called == 11 and state.divider == 2 and state.to_move() == 2
    hands = [h.replace("R1 ", "R12 ") for h in HANDS3]
    state = position(3, hands, scale="P12 R1 B12", trump=RED, start="jutsu")
    assert state.view(1).called == 12 and state.divider == 0


# -- Bodily Division Jutsu ---------------------------------------------------------


def division_position():
    return position(3, HANDS3, scale=SCALE3, trump=RED, start="jutsu")  # seat 2 divides


def test_division_splits_into_two_non_empty_halves():
    state = division_position()
    hand = list(state.hands[2])
    assert FINISH not in state.legal_actions()
    assert "must hold at least one card" in state.why_illegal(FINISH)
    for card in hand[:-1]:
        state.apply(TO_PILE[card])
    # The 1st-half hand must keep one card.
    assert state.legal_actions() == [TO_HAND[x] for x in hand[:-1]] + [FINISH]
    assert "must keep at least one card" in state.why_illegal(TO_PILE[hand[-1]])
    events = state.apply(FINISH)
    assert events == [DivisionFinished(2, 1, 10)]
    assert state.view(2).hand == (hand[-1],) and state.view(2).pile == tuple(hand[:-1])
    assert state.view(2).phase == "play" and state.to_move() == 0


def test_division_moves_are_single_cards_and_may_be_taken_back():
    state = division_position()
    r9 = c("R9")
    events = state.apply(TO_PILE[r9])
    assert events == [DivisionMove(2, r9, True, 10, 1)]
    assert events[0].for_viewer(0) == DivisionMove(2, None, True, 10, 1)
    assert state.view(0).pile_sizes == (0, 0, 1) and state.view(0).pile == ()
    assert state.why_illegal(TO_PILE[r9]) == "Red 9 is already in the 2nd-half pile."
    events = state.apply(ToHand(r9))
    assert events == [DivisionMove(2, r9, False, 11, 0)]
    assert state.view(2).division_backs == 1 and r9 in state.view(2).hand


def test_division_allows_only_so_many_moves_back_so_it_always_ends():
    state = division_position()
    r9 = c("R9")
    for _ in range(11):
        state.apply(TO_PILE[r9])
        state.apply(TO_HAND[r9])
    state.apply(TO_PILE[r9])
    assert ToHand(r9) not in state.legal_actions()
    assert "already moved 11 cards back" in state.why_illegal(ToHand(r9))
    assert FINISH in state.legal_actions()


def test_random_division_ends_quickly():
    for seed in range(30):
        rng = random.Random(seed)
        state = division_position()
        steps = 0
        while state.view(0).phase == "divide":
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
        assert steps <= 3 * 11 + 1


FAR_SCALE = "B10 B11 B12"
SPENT = ["P2 P3 P4 P5 P6 P7 P8 P9 P10 P11", "", ""]


def pile_position():
    """Three cards each; seat 1 holds B1 P1 in hand and R12 in its 2nd-half pile."""
    return position(3, ["R5 B9 P12", "B1 P1", "R1 R2 B8"], piles={1: "R12"}, scale=FAR_SCALE,
                    trump=RED, tokens=[3, 2, 3], leader=0, purple_won=SPENT)


def test_pile_is_taken_up_when_the_hand_is_empty_before_the_next_trick():
    state = position(3, ["R5 R6", "B1", "R1 R2"], piles={1: "B2"}, scale=FAR_SCALE,
                     trump=RED, tokens=[3, 3, 3], leader=0,
                     purple_won=["P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12", "", ""])
    events = play(state, "R5", "B1")
    assert not any(isinstance(e, PileTakenUp) for e in events)
    assert state.view(1).hand == () and state.view(1).pile == (c("B2"),)
    events = play(state, "R1")
    # Trick over: the 1st-half hand ran out, the pile becomes the hand before the next trick.
    assert isinstance(events[-2], TrickWon) and events[-1] == PileTakenUp(1, 1)
    assert state.view(1).hand == (c("B2"),) and state.view(1).pile == ()
    assert state.view(0).pile_sizes == (0, 0, 0) and state.view(0).hand_sizes == (1, 1, 1)
    # The pile's card is played in the last trick, which ends the round as usual.
    events = play(state, "R6", "B2", "R2")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.token == "head" and state.view(0).scale_revealed == tuple(cs(FAR_SCALE))


def test_follow_suit_only_from_the_cards_in_hand():
    state = pile_position()
    play(state, "R5")
    legal = {a.card for a in state.legal_actions()}
    assert legal == {c("B1"), c("P1")}
    assert "in your 2nd-half pile" in state.why_illegal(PLAY[c("R12")])


def test_a_void_shown_in_the_first_half_says_nothing_about_the_pile():
    state = pile_position()
    play(state, "R5", "B1")
    assert (1, RED) in state.view(0).voids
    play(state, "R1")
    play(state, "B9", "P1", "B8")  # seat 1's hand runs out: the pile is taken up
    assert state.view(1).hand == (c("R12"),)
    assert (1, RED) not in state.view(0).voids


def test_pile_cannot_be_played_from_and_illegal_moves_change_nothing():
    state = pile_position()
    play(state, "R5")
    before = [state.view(s) for s in range(3)]
    with pytest.raises(IllegalAction, match="2nd-half pile"):
        state.apply(PLAY[c("R12")])
    assert [state.view(s) for s in range(3)] == before


def test_division_everything_else_is_refused_while_dividing():
    state = division_position()
    assert "Bodily Division" in state.why_illegal(PLAY[c("R9")])
    assert state.why_illegal(TO_PILE[c("P1")]) == "Purple 1 is not in your hand."
    assert state.why_illegal(ToHand(c("P8"))) == "Purple 8 is not in your 2nd-half pile."


def test_round_two_flow_dragon_deal_trump_summoning_count_down_division():
    # The last trick of round 1: seat 2 wins it with B3.
    state = position(3, ["B1", "B2", "B3"], scale="P1 R12 B12", trump=RED, leader=0,
                     tokens=[4, 3, 3], purple_won=["P2 P3 P4 P5", "P6 P7 P8 P9", "P10 P11 P12"])
    play(state, "B1", "B2", "B3")
    events = state.apply(Shuffle(tuple(range(36))))
    kinds = [type(e) for e in events]
    assert kinds == [RoundStarted, Shuffled] + [Dealt] * 3 + [ScaleFormed, TrumpRevealed]
    assert events[0].round == 2 and events[0].leader == 2 and events[0].summoner == 2
    trump = events[-1].colour
    assert state.view(0).trump == trump and state.view(0).phase == "summon_pick"
    events = state.apply(PickScale(0)) + state.apply(PickScale(0))
    assert [type(e) for e in events] == [ScaleCardPicked, ScaleCardPicked, SummonedCards]
    hand = state.hands[2]
    events = state.apply(ReturnToScale(hand[0])) + state.apply(ReturnToScale(hand[1]))
    assert [type(e) for e in events] == [ScaleCardReturned, ScaleCardReturned,
                                         HighestTrumpCalled]
    called = events[-1]
    # The count-down found the highest trump held in a hand, after the Summoning.
    held = [x for h in state.hands for x in h if x >> 4 == trump]
    assert called.colour == trump and called.number == max(held) & 15
    assert called.seat == next(s for s in range(3) if max(held) in state.hands[s])
    assert state.view(0).phase == "divide" and state.to_move() == called.seat


def test_count_down_passes_over_every_trump_in_the_scale():
    hands = ["P1 P2 R1 R2 R3 B1 B2 B3 G1 G2 G3",
             "P3 P4 R4 R5 R6 B4 B5 B6 G4 G5 G6",
             "P5 P6 R7 R8 R9 B7 B8 B9 G7 G8 G9",
             "P7 P8 R10 P9 P10 B10 B11 G10 G11 G12 P11"]
    state = position(4, hands, scale="P12 R11 R12 B12", trump=RED, start="jutsu")
    called = state.view(1).called
    assert called == 10 and state.divider == 3 and state.to_move() == 3


def test_divider_who_wins_as_the_first_half_runs_out_leads_from_the_pile():
    # 4 players, 3 cards each, no Purple taken yet (Purple may not be led).
    state = position(4, ["R1 P3 P4", "R12", "R2 P5 P6", "R3 P7 P8"], piles={1: "P1 P2"},
                     scale="P9 P10 P11 P12", trump=RED, leader=0, tokens=[2, 2, 2, 2])
    events = play(state, "R1", "R12", "R2", "R3")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.seat == 1 and won.token == "body"  # not the last trick: the pile is left
    assert events[-1] == PileTakenUp(1, 2)
    assert state.to_move() == 1 and state.view(1).hand == tuple(cs("P1 P2"))
    # The taken-up pile is the hand: it holds only Purple, so Purple may be led.
    assert not state.view(0).purple_broken
    assert {a.card for a in state.legal_actions()} == set(cs("P1 P2"))
