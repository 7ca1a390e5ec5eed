"""Hidden information: no view, event or log line shows a seat a hand card or a
face-down prediction of another seat before the reveal."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from engine.core import CHANCE
from games.makai_fuda.cards import parse
from games.makai_fuda.rules import PLAY, PLAY_PREDICTION, PREDICT
from tests.games.makai_fuda.util import GAME, c, play, position

CARD_FIELDS = ("card", "cards", "predictions")
OPTION_SETS = [{}, {"watch_here": True, "go_that_way": True}, {"go_that_way": True}]


def event_cards(event) -> set[int]:
    out = set()
    for f in dataclasses.fields(event):
        if f.name in CARD_FIELDS:
            value = getattr(event, f.name)
            if isinstance(value, tuple):
                out.update(v for v in value if v >= 0)
            elif isinstance(value, int):
                out.add(value)
    return out


def knowledge(view) -> set[int]:
    """Every card whose place `view`'s seat knows: its hand, its prediction, the field,
    the cards played this tournament, revealed predictions, Variant II's played ones."""
    known = set(view.hand)
    known.update(p for p in view.predictions if p >= 0)
    known.update(view.out)
    known.update(p[1] for p in view.plays)
    known.update(p for p in view.switch_from if p >= 0)
    if view.pending_magic >= 0:
        known.add(view.pending_magic)
    return known


def hidden_from(state, seat) -> set[int]:
    """The cards `seat` may not see now: other hands and unrevealed predictions."""
    hidden = set()
    for s in range(state.num_players):
        if s != seat:
            hidden.update(state.hands[s])
            if not state.revealed and state.predictions[s] >= 0:
                hidden.add(state.predictions[s])
    return hidden


def switching_step(state, rng):
    """A random step that takes Variant II's exchange whenever it is offered."""
    if state.to_move() == CHANCE:
        return state.chance_action(rng)
    legal = state.legal_actions()
    if PLAY_PREDICTION in legal and rng.random() < 0.5:
        return PLAY_PREDICTION
    return rng.choice(legal)


def seen_events(n: int, options: dict, seed: int):
    """Play one random game; yield (viewer, state, event as seen, viewer's knowledge)."""
    rng = random.Random(seed)
    state = GAME.new_state(n, options)
    while not state.is_over():
        events = state.apply(switching_step(state, rng))
        for viewer in [None, *range(n)]:
            allowed = knowledge(state.view(viewer))
            for event in events:
                seen = event.for_viewer(viewer)
                if seen is not None:
                    yield viewer, state, seen, allowed


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_no_event_shows_a_seat_a_card_outside_its_knowledge(n, options):
    for seed in range(3):
        for viewer, _, seen, allowed in seen_events(n, options, seed):
            leaked = event_cards(seen) - allowed
            assert not leaked, (viewer, seen)


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_views_hold_no_hidden_card(n, options):
    rng = random.Random(n)
    state = GAME.new_state(n, options)
    while not state.is_over():
        for seat in [None, *range(n)]:
            view = state.view(seat)
            assert not knowledge(view) & hidden_from(state, seat), (seat, view)
            for result in view.results:
                # The predictions of a finished tournament were revealed at its prize.
                assert len(result[3]) == n
        state.apply(switching_step(state, rng))


CARD_NAME = re.compile(r"\b(Blue|Green|Yellow|Red) (\d+)\b")


@pytest.mark.parametrize("n", [3, 4])
def test_no_log_line_names_a_card_outside_the_viewers_knowledge(n):
    names = ["Ann", "Bo", "Cy", "Di"][:n]
    for seed in range(3):
        for viewer, _, seen, allowed in seen_events(n, {"go_that_way": True}, 50 + seed):
            line = seen.describe(names)
            named = {parse(f"{colour} {number}") for colour, number in CARD_NAME.findall(line)}
            assert not named - allowed, (viewer, line)


def test_a_spectator_sees_no_hand_and_no_prediction():
    state = position(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"],
                     predictions=["B3", "G3", "Y3", "R3"])
    view = state.view(None)
    assert view.hand == () and view.predictions == (-1, -1, -1, -1)
    assert view.predicted == (True,) * 4 and view.hand_sizes == (2, 2, 2, 2)


@pytest.mark.parametrize("seat", [-1, 4, 7, "x", True, 1.0])
def test_a_seat_outside_the_table_gets_no_view(seat):
    state = position(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"],
                     predictions=["B3", "G3", "Y3", "R3"])
    with pytest.raises(ValueError, match="no seat"):
        state.view(seat)


def test_two_states_differing_only_in_hidden_cards_look_the_same_to_a_seat():
    a = position(4, ["B1 B2 M1", "G1 G2 Y4", "Y1 Y2 R4", "R1 R2 G4"],
                 predictions=["B3", "G3", "Y3", "R3"])
    b = position(4, ["B1 B2 M1", "G1 R4 Y4", "Y1 Y2 G4", "R1 R2 G2"],
                 predictions=["B3", "R3", "Y3", "G3"])
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)
    assert a.view(1) != b.view(1)
    for s in (a, b):
        play(s, "B1", "G1", "Y1", "R1")
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)


def test_the_prediction_events_of_a_whole_prediction_phase_name_no_card_to_others():
    state = position(3, ["B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 M1",
                         "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10 M2",
                         "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 M3"])
    events = []
    for name in ("B5", "Y7", "R9"):
        events += state.apply(PREDICT[c(name)])
    for viewer in (None, 0, 1, 2):
        named = set().union(*(event_cards(e.for_viewer(viewer)) for e in events))
        own = {None: set(), 0: {c("B5")}, 1: {c("Y7")}, 2: {c("R9")}}[viewer]
        assert named == own
    assert state.apply(PLAY[c("B1")])  # the matches begin
