"""FieldState.from_position builds only positions that can arise."""

import pytest

from games.fools_field.rules import FieldState

from .helpers import card, cards, lying


def test_every_card_must_be_somewhere_exactly_once():
    with pytest.raises(ValueError, match="exactly one place"):
        FieldState.from_position(hands=[[0, 1], [1, 2]])
    with pytest.raises(ValueError, match="exactly one place"):
        FieldState.from_position(hands=[[0], [1]], deck=[2, 3])


def test_the_field_must_be_legal():
    with pytest.raises(ValueError, match="centre"):
        FieldState.from_position(hands=[[], []], field={1: (card("SSWS"), 0)})
    with pytest.raises(ValueError, match="touches no other card"):
        FieldState.from_position(hands=[[], []], field={4: card("WWWW"), 0: card("SWWS")})


def test_the_field_is_checked_with_each_card_read_from_its_placers_seat():
    # Above the 4 Swords: seat 0's "Sword bottom" shows its Sword to them; seat 1's
    # "Sword top", turned, does too; the other way round, each shows a Shield.
    for placer, code in ((0, "SSWS"), (1, "WSSS")):
        state = FieldState.from_position(hands=[[], []], start_player=1 - placer,
                                         field={4: card("WWWW"), 1: (card(code), placer)})
        assert state.view(None).placed_by == (-1, placer, -1, -1, 1 - placer, -1, -1, -1, -1)
    for placer, code in ((0, "WSSS"), (1, "SSWS")):
        with pytest.raises(ValueError, match="do not match"):
            FieldState.from_position(hands=[[], []], start_player=1 - placer,
                                     field={4: card("WWWW"), 1: (card(code), placer)})


def test_who_placed_a_card_is_said_when_the_alternation_cannot_tell():
    field = {4: card("WWWW"), 1: lying("SSWS", 1), 5: card("SSSW")}
    with pytest.raises(ValueError, match="say who placed"):
        FieldState.from_position(hands=[[], []], field=field)
    # with placed_by, or as (card, seat) pairs: the same position
    a = FieldState.from_position(hands=[[], []], field=field, placed_by={1: 1, 5: 0})
    b = FieldState.from_position(hands=[[], []], field={
        4: (card("WWWW"), 0), 1: (lying("SSWS", 1), 1), 5: (card("SSSW"), 0)})
    assert a.view(0) == b.view(0)
    assert a.view(0).placed_by == (-1, 1, -1, -1, 0, 0, -1, -1, -1)
    # a card given alone in the centre is the start player's; with two cards, the other
    # is the other seat's
    two = FieldState.from_position(hands=[[], []], start_player=1,
                                   field={4: card("WWWW"), 1: card("SSWS")})
    assert two.view(0).placed_by[4] == 1 and two.view(0).placed_by[1] == 0


def test_the_start_player_opened_and_the_seats_placed_their_shares():
    with pytest.raises(ValueError, match="centre card is theirs"):
        FieldState.from_position(hands=[[], []], field={4: (card("WWWW"), 1)})
    with pytest.raises(ValueError, match="alternate"):
        FieldState.from_position(hands=[[], []], field={
            4: (card("WWWW"), 0), 1: (card("SSWS"), 0), 5: (card("SSSW"), 0)})
    with pytest.raises(ValueError, match="placed_by"):
        FieldState.from_position(hands=[[], []], field={4: card("WWWW")}, placed_by={3: 0})
    with pytest.raises(ValueError, match="seats are 0 and 1"):
        FieldState.from_position(hands=[[], []], field={4: card("WWWW")}, placed_by={4: 2})


def test_known_cards_must_be_with_their_holder():
    with pytest.raises(ValueError, match="known"):
        FieldState.from_position(hands=[[0], [1]], known=[[1], []])


def test_a_discard_phase_needs_more_than_six_cards():
    with pytest.raises(ValueError, match="discard"):
        FieldState.from_position(hands=[cards("SSSS"), []], phase="discard", to_move=0)
    state = FieldState.from_position(hands=[list(range(8)), []], phase="discard", to_move=0)
    assert state.view(0).to_discard == 2 and state.view(0).phase == "discard"


def test_default_mover_follows_the_alternation_from_the_start_player():
    one = FieldState.from_position(hands=[[0], [1]], field={4: card("WWWW")}, start_player=1)
    assert one.to_move() == 0 and one.view(0).placed_by[4] == 1
    two = FieldState.from_position(hands=[[0], [2]],
                                   field={4: card("WWWW"), 1: card("SSWS")}, start_player=1)
    assert two.to_move() == 1


def test_the_mover_follows_the_alternation_from_the_start_player():
    placed = {4: card("WWWW"), 1: card("SSWS")}
    with pytest.raises(ValueError, match="alternate"):
        FieldState.from_position(hands=[[0], [2]], field=placed, start_player=1, to_move=0)
    with pytest.raises(ValueError, match="seats"):
        FieldState.from_position(hands=[[0], [2]], start_player=2)


def test_a_hand_holds_at_most_six_cards_outside_the_discard_phase():
    with pytest.raises(ValueError, match="at most 6"):
        FieldState.from_position(hands=[list(range(7)), []])
    with pytest.raises(ValueError, match="at most 6"):
        FieldState.from_position(hands=[list(range(7)), list(range(7, 14))],
                                 phase="discard", to_move=0)


def test_tie_race_positions_need_an_empty_deck_and_an_emptied_start_player():
    with pytest.raises(ValueError, match="empty deck"):
        FieldState.from_position(hands=[[0], [1]], tie_battle=True)
    rest = [c for c in range(23) if c not in cards("WWWW", "SSWS", "SSSW")]
    with pytest.raises(ValueError, match="tie race"):
        FieldState.from_position(hands=[cards("SSSW"), cards("SSWS")], field={4: card("WWWW")},
                                 deck=[], discards=[rest, []], tie_reply=True)


def test_a_discard_position_plays_on_to_the_next_battle():
    state = FieldState.from_position(hands=[list(range(8)), list(range(8, 12))],
                                     phase="discard", to_move=0)
    state.apply(state.legal_actions()[0])
    events = state.apply(state.legal_actions()[0])
    assert [type(e).__name__ for e in events] == ["Discarded", "BattleStarted"]
    assert events[1].start_player == 1 and state.view(1).hand_sizes == (6, 4)
