"""The Advanced Variant: Soul-Sucking Jutsu when Purple is trump."""

from __future__ import annotations

from games.dragon.cards import BLUE, PURPLE, RED
from games.dragon.rules import GIVE, PLAY, CardPassed, Give, HighestTrumpCalled
from tests.games.dragon.util import c, new_game, position

HANDS = [
    "P1 P2 P3 R1 R2 R3 B1 B2 B3 B4 B5",
    "P4 P5 P6 R4 R5 B6 B7 B8 B9 B10 B11",
    "P7 P8 P9 P10 P11 R6 R7 R8 R9 R10 R11",
]


def soul_position(advanced=True, trump=PURPLE, leader=0):
    # P12 lies in the Inverted Scale: seat 2 holds the highest Purple (11).
    return position(3, HANDS, scale="P12 R12 B12", trump=trump, start="jutsu",
                    advanced=advanced, leader=leader)


def test_soul_sucking_replaces_division_when_purple_is_trump():
    state = soul_position()
    view = state.view(0)
    assert view.phase == "soul_give" and view.sucker == 2 and view.called == 11
    assert view.divider == -1  # no Bodily Division this round
    assert state.to_move() == 0  # the seat after the practitioner gives first


def test_without_the_variant_purple_trump_brings_bodily_division():
    state = soul_position(advanced=False)
    view = state.view(0)
    assert view.phase == "divide" and view.divider == 2 and view.sucker == -1


def test_the_variant_changes_nothing_when_trump_is_not_purple():
    state = soul_position(trump=RED)
    assert state.view(0).phase == "divide" and state.view(0).divider == 2
    state = soul_position(trump=BLUE)
    assert state.view(0).phase == "divide" and state.view(0).divider == 1


def test_a_dealt_purple_trump_starts_soul_sucking_in_a_real_game():
    for seed in range(60):
        state, events = new_game(3, seed=seed, advanced=True)
        if state.trump == PURPLE:
            break
    else:
        raise AssertionError("no Purple trump in 60 seeded games")
    called = events[-1]
    assert isinstance(called, HighestTrumpCalled) and called.jutsu == "soul"
    assert called.colour == PURPLE and called.seat == state.sucker
    assert "performs Soul-Sucking Jutsu" in called.describe(["A", "B", "C"])
    assert state.to_move() == (called.seat + 1) % 3


def test_everyone_else_gives_a_card_then_the_practitioner_gives_one_to_each():
    state = soul_position()
    assert state.legal_actions() == [GIVE[x] for x in state.hands[0]]
    assert state.apply(GIVE[c("B5")]) == [CardPassed(0, 2, c("B5"))]
    assert state.to_move() == 1
    assert state.apply(GIVE[c("B11")]) == [CardPassed(1, 2, c("B11"))]
    assert state.to_move() == 2 and state.view(0).phase == "soul_return"
    assert state.view(2).hand_sizes == (10, 10, 13)
    assert c("B5") in state.view(2).hand and c("B11") in state.view(2).hand
    # The practitioner gives to seat 0, then seat 1, any card: here its highest Purple.
    assert state.apply(GIVE[c("P11")]) == [CardPassed(2, 0, c("P11"))]
    assert state.to_move() == 2
    assert state.apply(GIVE[c("B5")]) == [CardPassed(2, 1, c("B5"))]  # a card just received
    view = state.view(0)
    assert view.hand_sizes == (11, 11, 11) and view.phase == "play"
    assert state.to_move() == 0  # the round's leader leads the first trick
    assert c("P11") in state.view(0).hand and c("B5") in state.view(1).hand


def test_giving_order_starts_at_the_practitioners_left_with_four_players():
    hands = ["P1 P2 R1 R2 R3 B1 B2 B3 G1 G2 G3",
             "P11 P3 R4 R5 R6 B4 B5 B6 G4 G5 G6",
             "P4 P5 R7 R8 R9 B7 B8 B9 G7 G8 G9",
             "P6 P7 P8 P9 R10 R11 B10 B11 G10 G11 G12"]
    state = position(4, hands, scale="P10 P12 R12 B12", trump=PURPLE, start="jutsu",
                     advanced=True)
    assert state.sucker == 1
    order = []
    while state.view(0).phase in ("soul_give", "soul_return"):
        mover = state.to_move()
        (event,) = state.apply(state.legal_actions()[0])
        assert event.giver == mover
        order.append((event.giver, event.receiver))
    assert order == [(2, 1), (3, 1), (0, 1), (1, 2), (1, 3), (1, 0)]


def test_cards_given_face_down_are_seen_only_by_giver_and_receiver():
    state = soul_position()
    (event,) = state.apply(GIVE[c("B5")])
    assert event.for_viewer(0) == event and event.for_viewer(2) == event
    assert event.for_viewer(1) == CardPassed(0, 2, None)
    assert event.for_viewer(None) == CardPassed(0, 2, None)
    assert event.reveals_to(2) and not event.reveals_to(1)
    assert state.view(0).passes == ((0, 2, c("B5")),)
    assert state.view(1).passes == ((0, 2, -1),)
    other = soul_position()
    other.apply(GIVE[c("B4")])
    assert other.view(1) == state.view(1) and other.view(None) == state.view(None)
    assert other.view(0) != state.view(0)


def test_a_giver_cannot_give_a_card_it_does_not_hold():
    state = soul_position()
    assert state.why_illegal(Give(c("P7"))) == "Purple 7 is not in your hand."
    assert "Soul-Sucking" in state.why_illegal(None)


def test_purple_received_in_soul_sucking_is_not_acquired():
    state = soul_position()
    for name in ("B5", "B11", "P11", "P10"):  # seat 2 gives its two highest Purple away
        state.apply(GIVE[c(name)])
    view = state.view(0)
    assert view.phase == "play" and state.to_move() == 0
    assert not view.purple_broken and c("P11") in view.hand
    assert PLAY[c("P11")] not in state.legal_actions()
    assert "may not lead a Purple card" in state.why_illegal(PLAY[c("P11")])
