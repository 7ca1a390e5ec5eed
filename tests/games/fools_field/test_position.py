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
