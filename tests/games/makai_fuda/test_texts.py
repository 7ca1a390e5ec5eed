"""The in-app rules, the phase headings, log lines and action names."""

import random
import re

import pytest

from engine.core import CHANCE
from games.makai_fuda.cards import BLUE
from games.makai_fuda.rules import BOOST, PLAY, PLAY_PREDICTION, PREDICT
from games.makai_fuda.rules_text import HEADINGS, PHASE_HEADINGS
from tests.games.makai_fuda.util import GAME, c

HEADING = re.compile(r"^# (.+)$", re.MULTILINE)


def test_the_rules_have_a_heading_per_phase_in_play_order():
    headings = HEADING.findall(GAME.rules_text)
    assert headings[1:] == list(HEADINGS)
    assert headings[1:9] == ["The cards", "Set-up", "The deal", "The prediction", "A match",
                             "Magic and Poison", "The prize", "The end"]


@pytest.mark.parametrize("options", [{}, {"watch_here": True, "go_that_way": True}])
def test_every_phase_names_a_heading_of_the_rules(options):
    headings = set(HEADING.findall(GAME.rules_text))
    assert set(PHASE_HEADINGS.values()) <= headings
    seen = set()
    rng = random.Random(1)
    state = GAME.new_state(4, options)
    while not state.is_over():
        seen.add(state.phase_name())
        legal = state.legal_actions()
        if state.to_move() == CHANCE:
            action = state.chance_action(rng)
        elif PLAY_PREDICTION in legal:
            action = PLAY_PREDICTION
        else:
            action = rng.choice(legal)
        state.apply(action)
    seen.add(state.phase_name())
    assert seen <= headings and {"The prediction", "A match", "The end"} <= seen


def test_the_rules_state_the_rulings_chosen():
    text = " ".join(GAME.rules_text.split())
    for phrase in ("drawn by lot", "80 gold end does not apply", "chips' gold included",
                   "once per tournament", "more than 6",
                   "first three matches", "same player leads again", "at most 40"):
        assert phrase in text, phrase


def test_actions_read_as_moves():
    assert str(PLAY[c("B7")]) == "play Blue 7"
    assert str(PLAY[c("M1")]) == "play Magic"
    assert str(PREDICT[c("R9")]) == "predict Red 9 (Boss)"
    assert str(BOOST[BLUE]) == "Magic boosts Blue"
    assert "prediction" in str(PLAY_PREDICTION)


def test_every_event_has_a_log_line():
    rng = random.Random(5)
    names = ["Ann", "Bo", "Cy", "Di"]
    kinds = set()
    state = GAME.new_state(4, {"go_that_way": True})
    while not state.is_over():
        legal = state.legal_actions()
        if state.to_move() == CHANCE:
            action = state.chance_action(rng)
        else:
            action = PLAY_PREDICTION if PLAY_PREDICTION in legal else rng.choice(legal)
        for event in state.apply(action):
            kinds.add(type(event))
            for viewer in (None, 0, 1):
                line = event.for_viewer(viewer).describe(names)
                assert isinstance(line, str) and line.strip()
    assert len(kinds) >= 12
