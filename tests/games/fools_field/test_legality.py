"""why_illegal is None exactly for the legal actions, and otherwise names the rule."""

import pytest

from engine.actions import Shuffle
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

from .helpers import card, cards, position

FULL_FIELD = {0: "SWWS", 1: "SWWW", 2: "SSWW", 3: "WWWS", 4: "WWWW", 5: "WSWW",
              6: "WWSS", 7: "WWSW", 8: "WSSW"}


def rest(*zones) -> list[int]:
    used = {c for zone in zones for c in zone}
    return [c for c in range(23) if c not in used]


def layout(cells: dict[int, str]) -> dict[int, int]:
    return {cell: card(code) for cell, code in cells.items()}


def opening():
    h0, h1 = cards("SSSS", "WWWW", "FSFS"), cards("SWSS", "WSSS")
    return position(hands=[h0, h1])


def mid_battle():
    placed = layout({4: "WWWW", 1: "SSWS", 5: "SSSW"})
    h0, h1 = cards("SFFS", "WSSS", "FFFF"), cards("SWSS", "FSFS", "SSSS")
    return position(hands=[h0, h1], field=placed, start_player=1)  # seat 0 moves


def full_grid():
    placed = layout(FULL_FIELD)
    free = rest(placed.values())
    return position(hands=[free[:3], free[3:6]], field=placed)


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
    placed = layout({4: "WWWW", 1: "SSWS"})
    h0, h1 = cards("SSSW"), cards("WSSS")
    state = position(hands=[h0, h1], field=placed, deck=[], discards=[[], rest(
        placed.values(), h0, h1)], tie_battle=True)
    state.apply(Deploy(card("SSSW"), 5))
    assert state.view(1).tie_reply
    return state


def empty_hand_deck_left():
    placed = layout({4: "WWWW", 5: "SSSW"})
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
    # Equal to int actions, so `in legal_actions()` holds for them exactly when it
    # holds for the ints.
    + [Deploy(True, 4), Deploy(False, 4.0), Deploy(1.0, 3), Discard(True), Discard(2.0)]
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


def test_an_action_equal_to_a_legal_one_is_applied_as_that_one():
    state = position(hands=[[0, 1], [2, 3]])
    assert state.why_illegal(Deploy(True, 4.0)) is None
    events = state.apply(Deploy(True, 4.0))
    assert events == [Deployed(0, 1, CENTRE, 1)]
    assert type(events[0].card) is int and type(events[0].cell) is int
    assert state.view(0).field[CENTRE] == 1 and type(state.view(0).field[CENTRE]) is int


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
