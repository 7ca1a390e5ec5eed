"""Hidden information: no view, event or log line shows a seat another hand or discard."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from engine.core import CHANCE
from games.o_genre_o.cards import parse
from games.o_genre_o.view import known_cards
from tests.games.o_genre_o.util import DISCARDS4, GAME, HANDS4, position

CARD_FIELDS = ("card", "cards")
CARD_NAME = re.compile(r"\b(Feather|Spear|Arrow|Fire|Flower) (\d+)\b")
NAMES = ["Ann", "Bo", "Cy", "Di"]


def event_cards(event) -> set[int]:
    out = set()
    for f in dataclasses.fields(event):
        if f.name in CARD_FIELDS:
            value = getattr(event, f.name)
            if isinstance(value, tuple):
                out.update(value)
            elif isinstance(value, int):
                out.add(value)
    return out


def seen_events(n: int, seed: int):
    """Play one random game; yield (viewer, event as seen, viewer's knowledge after it)."""
    rng = random.Random(seed)
    state = GAME.new_state(n)
    while not state.is_over():
        action = (state.chance_action(rng) if state.to_move() == CHANCE
                  else rng.choice(state.legal_actions()))
        events = state.apply(action)
        for viewer in [None, *range(n)]:
            allowed = known_cards(state.view(viewer))
            for event in events:
                seen = event.for_viewer(viewer)
                if seen is not None:
                    yield viewer, seen, allowed


@pytest.mark.parametrize("n", [3, 4])
def test_no_event_shows_a_seat_a_card_outside_its_knowledge(n):
    kinds = set()
    for seed in range(4):
        for viewer, seen, allowed in seen_events(n, seed):
            kinds.add(type(seen).__name__)
            leaked = event_cards(seen) - allowed
            assert not leaked, (viewer, seen)
    assert {"Dealt", "Discarded", "Played", "TrickWon"} <= kinds


@pytest.mark.parametrize("n", [3, 4])
def test_no_log_line_names_a_card_outside_the_viewers_knowledge(n):
    for seed in range(3):
        for viewer, seen, allowed in seen_events(n, 100 + seed):
            line = seen.describe(NAMES[:n])
            named = {parse(f"{suit} {number}") for suit, number in CARD_NAME.findall(line)}
            assert not named - allowed, (viewer, line)


def view_cards(view) -> set[int]:
    cards = set(view.hand) | set(view.discards) | set(view.last_trick)
    cards.update(card for _, card in view.trick)
    for pile in view.won:
        cards.update(pile)
    return cards


@pytest.mark.parametrize("n", [3, 4])
def test_views_hold_no_other_hand_and_no_other_discards(n):
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_state(n)
        while not state.is_over():
            for seat in [None, *range(n)]:
                view = state.view(seat)
                secret = set()
                for s in range(n):
                    if s != seat:
                        secret.update(state.hands[s])
                        secret.update(state.discards[s])
                assert not view_cards(view) & secret, (seat, view)
                if seat is None:
                    assert view.hand == () and view.discards == ()
                else:
                    assert view.hand == tuple(state.hands[seat])
                    assert view.discards == tuple(state.discards[seat])
                assert view.hand_sizes == tuple(len(h) for h in state.hands)
                assert view.discard_counts == tuple(len(d) for d in state.discards)
            action = (state.chance_action(rng) if state.to_move() == CHANCE
                      else rng.choice(state.legal_actions()))
            state.apply(action)


def test_discards_stay_hidden_after_the_round():
    rng = random.Random(5)
    state = position(4, HANDS4, discards=DISCARDS4, trump=0)
    while state.phase_name() == "Tricks":
        state.apply(rng.choice(state.legal_actions()))
    assert state.to_move() == CHANCE  # the round is settled, the next not yet dealt
    for seat in range(4):
        view = state.view(seat)
        others = {card for s in range(4) if s != seat for card in state.discards[s]}
        assert not view_cards(view) & others
        assert view.discard_counts == (2, 2, 2, 2)


@pytest.mark.parametrize("seat", [-1, 4, 7, "x", True, 1.0])
def test_a_seat_outside_the_table_gets_no_view(seat):
    state = position(4, HANDS4, discards=DISCARDS4, trump=0)
    with pytest.raises(ValueError, match="no seat"):
        state.view(seat)


def test_the_spectator_sees_public_facts_only():
    state = position(4, HANDS4, discards=DISCARDS4, trump=0)
    view = state.view(None)
    assert view.seat is None and view.hand == () and view.discards == ()
    assert view.hand_sizes == (10, 10, 10, 10) and view.discard_counts == (2, 2, 2, 2)


def test_two_states_differing_only_in_hidden_cards_look_the_same_to_a_seat():
    # Seats 1 and 2 swap one card each between hand and discards; seat 0 sees no change.
    hands_b = list(HANDS4)
    hands_b[1] = HANDS4[1].replace("Fe4", "Ar7")
    discards_b = list(DISCARDS4)
    discards_b[1] = DISCARDS4[1].replace("Ar7", "Fe4")
    a = position(4, HANDS4, discards=DISCARDS4, trump=0)
    b = position(4, hands_b, discards=discards_b, trump=0)
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)
    assert a.view(1) != b.view(1)
