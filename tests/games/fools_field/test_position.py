"""FieldState.from_position builds only positions that can arise."""

import pytest

from games.fools_field.rules import FieldState

from .helpers import card, cards


def test_every_card_must_be_somewhere_exactly_once():
    with pytest.raises(ValueError, match="exactly one place"):
        FieldState.from_position(hands=[[0, 1], [1, 2]])
    with pytest.raises(ValueError, match="exactly one place"):
        FieldState.from_position(hands=[[0], [1]], deck=[2, 3])


def test_the_field_must_be_legal():
    with pytest.raises(ValueError, match="centre"):
        FieldState.from_position(hands=[[], []], field={1: card("SSWS")})
    with pytest.raises(ValueError, match="do not match"):
        FieldState.from_position(hands=[[], []], field={4: card("WWWW"), 1: card("WSSS")})
    with pytest.raises(ValueError, match="touches no other card"):
        FieldState.from_position(hands=[[], []], field={4: card("WWWW"), 0: card("SWWS")})


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
    assert one.to_move() == 0
    two = FieldState.from_position(hands=[[0], [2]],
                                   field={4: card("WWWW"), 1: card("SSWS")}, start_player=1)
    assert two.to_move() == 1


def test_the_mover_follows_the_alternation_from_the_start_player():
    placed = {4: card("WWWW"), 1: card("SSWS")}
    with pytest.raises(ValueError, match="alternate"):
        FieldState.from_position(hands=[[0], [2]], field=placed, to_move=1)
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
