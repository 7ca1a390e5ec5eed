"""Hidden information: no event or view shows a seat a card it may not know."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from engine.core import CHANCE
from games.dragon.cards import RED, parse
from games.dragon.rules import (
    GIVE,
    PLAY,
    TO_PILE,
    HighestTrumpCalled,
    PickScale,
    ReturnToScale,
)
from games.dragon.view import known_cards
from tests.games.dragon.util import GAME, c, position

CARD_FIELDS = ("card", "cards", "purple")


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


def knowledge(view) -> set[int]:
    """Every card whose place `view`'s seat knows or has known this round."""
    known = known_cards(view)
    known.update(view.summon_taken)
    known.update(view.summon_returned)
    known.update(card for _, _, card in view.passes if card >= 0)
    for _, cards, _ in view.tricks:
        known.update(cards)
    return known


def seen_events(n: int, advanced: bool, seed: int):
    """Play one random game; yield (viewer, event as seen, viewer's knowledge)."""
    rng = random.Random(seed)
    state = GAME.new_state(n, {"advanced": advanced})
    while not state.is_over():
        action = (state.chance_action(rng) if state.to_move() == CHANCE
                  else rng.choice(state.legal_actions()))
        events = state.apply(action)
        for viewer in [None, *range(n)]:
            allowed = knowledge(state.view(viewer))
            for event in events:
                seen = event.for_viewer(viewer)
                if seen is not None:
                    yield viewer, seen, allowed


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("advanced", [False, True])
def test_no_event_shows_a_seat_a_card_outside_its_knowledge(n, advanced):
    for seed in range(4):
        for viewer, seen, allowed in seen_events(n, advanced, seed):
            leaked = event_cards(seen) - allowed
            assert not leaked, (viewer, seen)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_views_hold_no_hidden_card(n):
    rng = random.Random(n)
    state = GAME.new_state(n, {"advanced": True})
    while not state.is_over():
        if state.to_move() != CHANCE:
            for seat in [None, *range(n)]:
                view = state.view(seat)
                others = set(state.scale) | set(state.pick)
                for s in range(n):
                    if s != seat:
                        others.update(state.hands[s])
                        others.update(state.piles[s])
                # Only the seat's own secrets (cards it summoned, returned, gave or
                # received) may name a card that now lies hidden from it.
                secrets = set(view.summon_taken) | set(view.summon_returned)
                secrets.update(card for _, _, card in view.passes if card >= 0)
                assert not (knowledge(view) & others) - secrets
                if seat is None:
                    assert not secrets
        action = (state.chance_action(rng) if state.to_move() == CHANCE
                  else rng.choice(state.legal_actions()))
        state.apply(action)


def test_a_spectator_sees_no_hand():
    state = position(3, ["R5 B9 P12", "B1 P1", "R1 R2 B8"], piles={1: "R12"},
                     scale="B10 B11 B12", trump=RED, tokens=[3, 2, 3],
                     purple_won=["P2 P3 P4 P5 P6 P7 P8 P9 P10 P11", "", ""])
    view = state.view(None)
    assert view.hand == () and view.pile == () and view.seat is None
    assert view.hand_sizes == (3, 2, 3) and view.pile_sizes == (0, 1, 0)


HANDS_A = [
    "P1 P2 P3 R1 R2 R3 B1 B2 B3 B4 B5",
    "P4 P5 P6 R4 R5 B6 B7 B8 B9 B10 B11",
    "P7 P8 P9 P10 P11 R6 R7 R8 R9 R10 R11",
]
# The same deal for seat 0, with hidden cards swapped between seat 1, seat 2 and the scale.
HANDS_B = [
    "P1 P2 P3 R1 R2 R3 B1 B2 B3 B4 B5",
    "P4 P5 P10 R4 B12 B6 B7 B8 B9 B10 B11",
    "P7 P8 P9 P6 P11 R6 R7 R8 R9 R10 R11",
]


def test_two_states_differing_only_in_hidden_cards_look_the_same_to_a_seat():
    a = position(3, HANDS_A, scale="P12 R12 B12", trump=RED, start="jutsu")
    b = position(3, HANDS_B, scale="P12 R12 R5", trump=RED, start="jutsu")
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)
    assert a.view(1) != b.view(1)
    # Seat 2 divides (R11 is the highest trump held in both); then the same public play.
    for s in (a, b):
        s.apply(TO_PILE[c("R6")])
        s.apply(s.legal_actions()[-1])
    assert a.view(0) == b.view(0)
    a.apply(PLAY[c("B1")])
    b.apply(PLAY[c("B1")])
    a.apply(PLAY[c("B6")])
    b.apply(PLAY[c("B6")])
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)


def test_summoning_and_division_steps_show_others_counts_only():
    hands = HANDS_A
    state = position(3, hands, scale="P12 R12 B12", trump=RED, round_no=2, leader=0,
                     start="summoning")
    views_before = state.view(1)
    events = state.apply(PickScale(1)) + state.apply(PickScale(0))
    events += state.apply(ReturnToScale(c("P1"))) + state.apply(ReturnToScale(c("R12")))
    for e in events:
        assert not event_cards(e.for_viewer(1)) and not event_cards(e.for_viewer(None))
    assert state.view(1).hand == views_before.hand
    assert state.view(1).scale_size == 3 and state.view(1).summon_returns == 2


def test_soul_gifts_stay_between_giver_and_receiver():
    state = position(3, HANDS_A, scale="P12 R12 B12", trump=0, start="jutsu", advanced=True)
    events = state.apply(GIVE[c("B5")]) + state.apply(GIVE[c("B6")])
    events += state.apply(GIVE[c("P11")]) + state.apply(GIVE[c("R11")])
    assert [event_cards(e.for_viewer(1)) for e in events] == [set(), {c("B6")}, set(),
                                                                {c("R11")}]
    assert state.view(1).passes == ((0, 2, -1), (1, 2, c("B6")), (2, 0, -1),
                                    (2, 1, c("R11")))
    assert c("B6") not in state.view(1).hand and c("R11") in state.view(1).hand


CARD_NAME = re.compile(r"\b(Purple|Red|Blue|Green) (\d+)\b")


@pytest.mark.parametrize("n", [3, 4, 5])
def test_no_log_line_names_a_card_outside_the_viewers_knowledge(n):
    names = ["Ann", "Bo", "Cy", "Di", "Ed"][:n]
    for seed in range(3):
        for viewer, seen, allowed in seen_events(n, True, 100 + seed):
            line = seen.describe(names)
            named = {parse(f"{colour} {number}")
                     for colour, number in CARD_NAME.findall(line)}
            if isinstance(seen, HighestTrumpCalled):
                # The count-down's number is public by the rules.
                named.discard(seen.colour << 4 | seen.number)
            assert not named - allowed, (viewer, line)
