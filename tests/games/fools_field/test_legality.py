"""why_illegal is None exactly for the legal actions, and otherwise names the rule."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Shuffle
from engine.core import CHANCE, playable_actions
from games import REGISTRY
from games.fools_field.cards import CENTRE
from games.fools_field.rules import (
    ACCEPT_TIE,
    DECLINE_TIE,
    OFFER_TIE,
    RESIGN,
    RETREAT,
    Deploy,
    Deployed,
    Discard,
)

from .helpers import FULL_FIELD, card, cards, field_cards, field_of, position
from .helpers import rest_except as rest

GAME = REGISTRY["fools_field"]
# Seat 1 opened with the 4 Swords; seat 0 put "Sword bottom" above it, seat 1 a card
# showing a Sword on its left (in the table's frame) to its right.
MID_BATTLE = {4: ("WWWW", 1), 1: ("SSWS", 0), 5: ("SSSW", 1)}


def opening():
    h0, h1 = cards("SSSS", "WWWW", "FSFS"), cards("SWSS", "WSSS")
    return position(hands=[h0, h1])


def mid_battle():
    h0, h1 = cards("SFFS", "WSSS", "FFFF"), cards("SFSF", "FSFS", "SSSS")
    return position(hands=[h0, h1], field=field_of(MID_BATTLE), start_player=1)  # seat 0


def full_grid():
    free = rest(field_cards(FULL_FIELD))
    return position(hands=[free[:3], free[3:6]], field=field_of(FULL_FIELD))


def discarding():
    free = rest()
    return position(hands=[free[:8], free[8:14]], phase="discard", to_move=0)


def offered():
    state = mid_battle()
    state.apply(OFFER_TIE)
    return state


def declined():
    state = offered()
    state.apply(DECLINE_TIE)
    return state


def tie_reply():
    pair = {4: ("WWWW", 0), 1: ("SSWS", 1)}
    h0, h1 = cards("SSSW"), cards("SSWS")
    state = position(hands=[h0, h1], field=field_of(pair), deck=[], discards=[[], rest(
        field_cards(pair), h0, h1)], tie_battle=True)
    state.apply(Deploy(card("SSSW"), 5))
    assert state.view(1).tie_reply
    return state


def empty_hand_deck_left():
    placed = field_of({4: ("WWWW", 0), 5: ("SSSW", 1)})
    return position(hands=[[], cards("FFFF")], field=placed)


def over():
    state = mid_battle()
    state.apply(RESIGN)
    return state


POSITIONS = {"opening": opening, "mid_battle": mid_battle, "full_grid": full_grid,
             "discarding": discarding, "offered": offered, "declined": declined,
             "tie_reply": tie_reply, "empty_hand": empty_hand_deck_left, "over": over}

CANDIDATES = (
    [Deploy(c, x) for c in range(-1, 24) for x in range(-1, 10)]
    + [Discard(c) for c in range(-1, 24)]
    + [RETREAT, OFFER_TIE, ACCEPT_TIE, DECLINE_TIE, RESIGN, Shuffle(tuple(range(23))),
       None, "retreat", 7, Deploy(None, None), Deploy("1", 4), Discard("x"),
       Deploy(0.5, 4), Deploy(10**30, 4)]
    # Look-alikes of int actions (a bool is not a card, a float or a complex not a
    # cell): refused, and never `in legal_actions()` (actions compare strictly).
    + [Deploy(True, 4), Deploy(False, 4.0), Deploy(1.0, 3), Discard(True), Discard(2.0)]
    + [Deploy(c, 4 + 0j) for c in range(23)] + [Deploy(c, 4.0) for c in range(23)]
    + [Deploy(c + 0j, x) for c in range(0, 23, 5) for x in range(9)]
    + [Deploy(c, x) for c in (True, False) for x in range(9)]
    + [Deploy(c, 1 + 0j) for c in range(23)] + [Discard(c + 0j) for c in range(23)]
)


@pytest.mark.parametrize("name", POSITIONS)
def test_why_illegal_is_none_exactly_for_the_legal_actions(name):
    state = POSITIONS[name]()
    legal = state.legal_actions()
    assert len(set(legal)) == len(legal)
    for action in CANDIDATES:
        reason = state.why_illegal(action)
        assert (reason is None) == (action in legal), (name, action, reason)
        if reason is not None:
            assert isinstance(reason, str) and reason[0].isupper() and reason.endswith("."), \
                (action, reason)
    for action in legal:
        state.clone().apply(action)  # never raises


def test_look_alike_fields_are_refused_by_exact_type():
    state = position(hands=[[0, 1], [2, 3]])
    assert Deploy(1, 4) in state.legal_actions()
    for action in (Deploy(True, 4), Deploy(1, 4.0), Deploy(1, 4 + 0j), Deploy(1.0, 4)):
        assert action != Deploy(1, 4) and action not in state.legal_actions()
        assert state.why_illegal(action) is not None
    assert state.why_illegal(Deploy(1, 4 + 0j)) == "Choose one of the nine cells of the field."
    assert state.why_illegal(Deploy(True, 4)) == "Choose a Soldier card from your hand."
    assert hash(Deploy(1, 4)) == hash(Deploy(*[1, 4]))
    events = state.apply(Deploy(1, 4))
    assert events == [Deployed(0, 1, CENTRE, 1)]


# Any value, of any type, in an action's fields.
ANYTHING = st.one_of(st.integers(-3, 30), st.booleans(), st.floats(allow_nan=True),
                     st.complex_numbers(max_magnitude=30), st.text(max_size=3), st.none(),
                     st.tuples(st.integers(0, 22)))


def _positions():
    """Positions of seeded random games, every decision of a few games."""
    out = []
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.new_state(2, {"match": seed % 2 == 1})
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
                continue
            out.append(state.clone())
            state.apply(rng.choice(playable_actions(state.legal_actions())))
    return out


POSITIONS_OF_PLAY = _positions()


@settings(max_examples=300, deadline=None)
@given(index=st.integers(0, 10**6), card=ANYTHING, cell=ANYTHING)
def test_why_illegal_agrees_with_legal_actions_whatever_the_fields_hold(index, card, cell):
    state = POSITIONS_OF_PLAY[index % len(POSITIONS_OF_PLAY)]
    legal = state.legal_actions()
    for action in (Deploy(card, cell), Discard(card)):
        reason = state.why_illegal(action)
        assert (reason is None) == (action in legal), (action, reason)


@pytest.mark.parametrize("name,action,words", [
    ("opening", Deploy(card("SSSS"), 0), "centre"),
    ("opening", RETREAT, "opens the battle by placing a card in the centre"),
    ("mid_battle", Deploy(card("SWSS"), 3), "not in your hand"),
    ("mid_battle", Deploy(card("SFFS"), 4), "already taken"),
    ("mid_battle", Deploy(card("SFFS"), 6), "must touch a card"),
    ("mid_battle", Deploy(card("SFFS"), 7), "Sword to Sword or Shield to Flower"),
    ("mid_battle", Deploy(card("WSSS"), 42), "nine cells"),
    ("mid_battle", Deploy("x", 3), "Soldier card"),
    ("mid_battle", Discard(card("SFFS")), "only after a retreat"),
    ("mid_battle", ACCEPT_TIE, "Nobody is offering a tie"),
    ("mid_battle", None, "not a move"),
    ("mid_battle", Shuffle(tuple(range(23))), "already been shuffled"),
    ("discarding", RETREAT, "discard 2 more"),
    ("discarding", Discard(20), "from your hand"),
    ("offered", Deploy(card("SWSS"), 3), "accept it or decline it"),
    ("offered", OFFER_TIE, "accept it or decline it"),
    ("declined", OFFER_TIE, "already offered a tie"),
    ("tie_reply", RETREAT, "only tie by placing your last card"),
    ("over", RETREAT, "game is over"),
])
def test_why_illegal_names_the_rule(name, action, words):
    state = POSITIONS[name]()
    reason = state.why_illegal(action)
    assert reason is not None and words in reason, reason
