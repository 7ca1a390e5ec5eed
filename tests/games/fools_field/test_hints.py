"""The hint's one-line reason (games/fools_field/hints.py): a specific line for every kind
of decision (a placement, a retreat, forced or chosen, a discard, the tie offer and its
answers), from explicit positions built by FieldState.from_position; over seeded random
games it never raises, fits the banner and names no card the seat cannot see."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import playable_actions
from games import REGISTRY
from games.fools_field.cards import CARDS, FLEX, card_name
from games.fools_field.hints import hint_reason
from games.fools_field.rules import (
    ACCEPT_TIE,
    DECLINE_TIE,
    OFFER_TIE,
    RESIGN,
    RETREAT,
    Deploy,
    Discard,
)
from tests.playouts import decisions

from .helpers import card, cards, field_of, position
from .test_ai import blocking_position, deck_position, flexible_hand_position

GAME = REGISTRY["fools_field"]
MAX_LEN = 90


def reason(state, action):
    assert action in state.legal_actions()
    return hint_reason(state.view(state.to_move()), action)


# -- placements -------------------------------------------------------------------------


def test_a_blocking_placement_says_the_opponent_must_retreat():
    state = blocking_position(deck_empty=True)  # every unseen card is the opponent's
    line = reason(state, Deploy(card("SFFS"), 6))
    assert line == "no card they may hold fits anywhere then: they must retreat"


def test_a_block_is_certain_when_every_card_that_fits_is_in_sight():
    # The only cards the opponent could place in the lower right are on the field and in
    # seat 0's hand: the deck's unseen cards change nothing.
    state = blocking_position(deck_empty=False)
    line = reason(state, Deploy(card("SFFS"), 6))
    assert line == "no card they may hold fits anywhere then: they must retreat"


def test_a_placement_counts_the_opponents_cards_that_fit_from_the_seats_side():
    state = flexible_hand_position(deck_size=6)
    assert state.to_move() == 1
    deploys = [a for a in state.legal_actions() if type(a) is Deploy]
    action = deploys[0]
    line = reason(state, action)
    stiffest = all(FLEX[action.card] <= FLEX[c] for c in state.view(1).hand)
    if stiffest:
        assert re.fullmatch(r"~\d+ of their cards fits? then; sheds your stiffest \(\d+\)", line)
    else:
        assert re.fullmatch(r"they hold about \d+ cards? that fits? then", line), line


def test_a_placement_of_a_supple_card_counts_the_answers_only():
    state = deck_position(("FFFF", "SSWW"), ("SSSS", "WSSS"), deck_size=6)
    line = reason(state, Deploy(card("FFFF"), 4))
    assert re.fullmatch(r"they hold about \d+ cards? that fits? then", line), line
    line = reason(state, Deploy(card("SSWW"), 4))  # the stiffer of the two
    assert line.endswith(f"sheds your stiffest ({FLEX[card('SSWW')]})"), line


def test_the_last_card_with_the_deck_gone_ends_the_game():
    state = deck_position(("FFFF",), ("SSSS", "WSSS"), deck_size=0)
    line = reason(state, Deploy(card("FFFF"), 4))
    assert line == "your last card, and the deck is gone: placing it ends the game"


# -- retreats and discards --------------------------------------------------------------


def test_a_chosen_retreat_counts_the_flexibility_the_field_brings():
    state = flexible_hand_position(deck_size=6)
    # Six two-Flower cards (30 each) and a field of 4 Flowers (44), 4 Swords (32) and
    # a 24: the best six gain 44 + 32 - 30 - 30 = 16.
    line = reason(state, RETREAT)
    assert line == "the field's 3 cards: your best 6 gain 16 flexibility, 6 in the deck"


def test_a_forced_retreat_says_no_card_fits():
    state = blocking_position(deck_empty=True)
    state.apply(Deploy(card("SFFS"), 6))
    assert playable_actions(state.legal_actions()) == [RETREAT]
    assert "you must retreat" in reason(state, RETREAT)


def _discarding():
    placed = field_of({4: ("WWWW", 0), 1: ("SSWS", 1), 5: ("SSSW", 0)})
    state = position(hands=[cards("SWSS", "WSWS"),
                            cards("SSSS", "FFFF", "WWSS", "FSFS", "WWWS")], field=placed)
    state.apply(RETREAT)
    assert state.to_move() == 1 and state.view(1).phase == "discard"
    return state


def test_discarding_the_stiffest_card_names_its_flexibility():
    line = reason(_discarding(), Discard(card("SSSS")))
    assert line == f"flexibility {FLEX[card('SSSS')]}, your stiffest card: it fits the " \
                   "fewest sides"


def test_discarding_another_card_says_the_others_fit_more():
    line = reason(_discarding(), Discard(card("WWSS")))
    assert line == f"flexibility {FLEX[card('WWSS')]}: keep the cards that fit more sides"


# -- ties ---------------------------------------------------------------------------------


def test_a_tie_offer_and_its_answers_compare_the_hands():
    state = flexible_hand_position(deck_size=6)
    assert reason(state, OFFER_TIE) == "6 cards left to their 5, 6 in the deck"
    state.apply(OFFER_TIE)
    assert reason(state, DECLINE_TIE) == \
        "5 cards left to their 6: you lead the race to empty your hand"
    assert "a tie ends it safely" in reason(state, ACCEPT_TIE)


def test_accepting_a_tie_far_behind_with_the_deck_gone():
    state = deck_position(("SSWW", "SWSW"), ("WWSS", "SWWW", "WSWW", "SSSW", "SSWS", "SWSS"),
                          deck_size=0)
    state.apply(OFFER_TIE)
    line = reason(state, ACCEPT_TIE)
    assert line == "6 cards left to their 2, the deck is gone: a tie beats a likely loss"


# -- every decision of seeded random games -------------------------------------------------


def check_reasons(seed: int, match: bool, steps: int) -> set[str]:
    """Random play from `seed` (a concession now and then): every reason of every legal
    action at every decision is a short line (None only for Resign) naming no card the
    seat cannot see; returns the action kinds met."""
    kinds = set()
    for state in decisions(GAME.new_state(2, {"match": match}), random.Random(seed), steps,
                           _now_and_then_a_concession):
        seat = state.to_move()
        view = state.view(seat)
        seen = {c for c in view.field if c >= 0} | set(view.hand) | set(view.my_discards)
        legal = state.legal_actions()
        for action in legal:
            line = hint_reason(view, action)
            kinds.add(type(action).__name__)
            if action is RESIGN:
                assert line is None
                continue
            assert isinstance(line, str) and 0 < len(line) <= MAX_LEN, (action, line)
            named = {c for c in CARDS if card_name(c) in line}
            assert named <= seen, (seat, line)
    return kinds


def _now_and_then_a_concession(legal, rng):
    return rng.choice(legal) if rng.random() < 0.01 else rng.choice(playable_actions(legal))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_reason_is_short_and_names_only_cards_the_seat_sees(seed):
    kinds = check_reasons(seed, seed == 3, 600)
    assert {"Deploy", "Retreat", "Discard", "OfferTie"} <= kinds


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.booleans())
def test_any_seeded_game_gives_short_reasons_naming_only_seen_cards(seed, match):
    check_reasons(seed, match, 300)


def test_a_reason_never_raises_on_foreign_input():
    state = flexible_hand_position(deck_size=6)
    view = state.view(1)
    for junk in (None, 3, "x", Deploy(card("SSSS"), 4), Deploy(True, 4), Discard(-1),
                 Deploy(view.hand[0], 9), Deploy(view.hand[0], 4), RESIGN):
        line = hint_reason(view, junk)
        assert line is None or len(line) <= MAX_LEN
    assert hint_reason(view, RESIGN) is None
    assert hint_reason(state.view(None), RETREAT) is None
