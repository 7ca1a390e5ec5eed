"""The hint's one-line reason (games/makai_fuda/hints.py): a specific line for every kind
of decision (the prediction, a card of your Monster, of another, the Boss, Magic and its
target, Variant II's switch and new prediction), from explicit positions built by
MakaiState.from_position; over seeded random games it never raises, fits the banner and
names no card the seat cannot see."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.makai_fuda.cards import BLUE, RED, YELLOW, parse
from games.makai_fuda.hints import hint_reason
from games.makai_fuda.rules import BOOST, PLAY, PLAY_PREDICTION, PREDICT
from tests.games.makai_fuda.test_hidden_info import knowledge
from tests.games.makai_fuda.util import GAME, c, position
from tests.playouts import decisions

MAX_LEN = 90
CARD_NAME = re.compile(r"\b(Blue|Green|Yellow|Red) (\d+)\b")
PREDS = ["B10", "G10", "Y10", "R10"]


def reason(state, action):
    assert action in state.legal_actions()
    return hint_reason(state.view(state.to_move()), action)


def test_a_prediction_counts_what_the_hand_keeps_to_push_it():
    state = position(4, ["R10 R8 R7 R2 R9 B2 Y1 Y3 G1 G2 M1", "B3 B4 B5 B6 B7 B8 B9 B10 G3 G4 M2",
                         "Y2 Y4 Y5 Y6 Y7 Y8 Y9 Y10 G5 G6 M3", "B1 R1 R3 R4 R5 R6 G7 G8 G9 G10 M4"],
                     start_player=0, chips=[0, 0, 0, 20])
    line = reason(state, PREDICT[c("R7")])
    # Red 10, 8, 2 and the Boss stay in hand: 29 strength, the Boss with its Poison.
    assert line.startswith("4 more Red in hand to push it (29 strength)")
    assert "Boss and Poison held" in line and "20 gold on its card" in line


def test_a_card_of_your_monster_names_the_strength_it_reaches_over_the_rival():
    state = position(4, ["B1", "G1", "Y1 Y9", "R1 R5"], predictions=["R3", "G2", "Y2", "R4"],
                     leader=0, field="B6 G3")
    line = reason(state, PLAY[c("Y9")])  # seat 2 predicted Yellow
    assert line == "brings Yellow to 9, over Blue at 6"


def test_a_card_of_your_monster_that_stays_behind_says_so():
    state = position(4, ["B1", "G1", "Y1 Y5", "R1 R5"], predictions=["R3", "G2", "Y2", "R4"],
                     leader=0, field="B6 G3")
    line = reason(state, PLAY[c("Y5")])
    assert line == "adds 5: Yellow at 5, Blue at 6"


def test_a_card_of_another_monster_is_shed_keeping_yours():
    state = position(4, ["B1", "G1", "R6 Y8", "R1 R5"],
                     predictions=["R3", "G2", "Y2", "R4"], leader=0, field="B6 G3")
    line = reason(state, PLAY[c("R6")])  # seat 2 roots for Yellow, holds Yellow 8
    assert line == "Yellow is your Monster; your 1 Yellow wait"


def test_a_card_that_lifts_a_rival_over_yours_says_so_and_whether_any_card_would_not():
    hands = ["G5 G8", "B6", "B7", "B8"]
    state = position(4, hands, predictions=["Y3", "B3", "B4", "B5"], leader=1, field="G4 Y7 R5")
    line = reason(state, PLAY[c("G8")])  # Green 4 + 5 or + 8: over Yellow 7 either way
    assert line == "every card you may play puts a rival over your Yellow (7)"
    hands = ["G1 G8", "B6", "B7", "B8"]
    state = position(4, hands, predictions=["Y3", "B3", "B4", "B5"], leader=1, field="G4 Y7 R5")
    assert reason(state, PLAY[c("G8")]) == "Green goes to 12, over your Yellow at 7"
    assert reason(state, PLAY[c("G1")]).startswith("Yellow is on the field at 7 and stays ahead")


def test_a_lead_of_another_monster_keeps_yours():
    state = position(4, ["B1 Y8 Y9", "G1 G4 G5", "Y1 Y5 Y6", "R1 R5 R6"],
                     predictions=["Y3", "G2", "Y2", "R4"], leader=0)
    line = reason(state, PLAY[c("B1")])
    assert line == "not Yellow, your Monster; your 2 Yellow wait"


def test_the_boss_gives_a_poison_on_the_field_its_hundred():
    state = position(4, ["B1", "G1", "Y1", "R9 R1"], predictions=["R2", "G2", "Y5", "B4"],
                     leader=0, field="B2 G3 Y4")
    line = reason(state, PLAY[c("R9")])  # Yellow 4 is Yellow's Poison
    assert line == "Yellow's Poison gets +100 in this match"
    state = position(4, ["B1", "G1", "Y1", "R9 R1"], predictions=["R2", "G2", "Y5", "Y3"],
                     leader=0, field="B2 G3 Y4")
    assert hint_reason(state.view(3), PLAY[c("R9")]) == \
        "Yellow's Poison gets +100: your Yellow at 104"


def test_magic_names_the_strength_it_gives_your_monster():
    state = position(4, ["B1", "G1", "Y1", "R8 M1"], predictions=["R1", "G2", "Y2", "R4"],
                     leader=0, field="B7 G3 R5")
    line = reason(state, PLAY[c("M1")])
    assert line == "+3 brings Red to 8, against Blue at 7"


def test_magic_with_nothing_on_the_field_says_it_has_no_effect():
    state = position(4, ["B1 M1", "G1 G2", "Y1 Y2", "R1 R2"], predictions=PREDS, leader=0)
    line = reason(state, PLAY[c("M1")])
    assert "no effect" in line


def test_a_boost_on_your_monster_names_its_new_strength():
    state = position(4, ["B1", "G1", "Y1", "R8 M1"], predictions=["R1", "G2", "Y2", "R4"],
                     leader=0, field="B7 G3 R5")
    state.apply(PLAY[c("M1")])
    line = reason(state, BOOST[RED])
    assert line == "your Monster: 8 against Blue at 7"


def test_a_boost_elsewhere_goes_to_the_weakest():
    state = position(4, ["B1", "G1", "Y1", "R8 M1"], predictions=["R1", "G2", "Y2", "R4"],
                     leader=0, field="B7 G6 Y3")
    state.apply(PLAY[c("M1")])
    line = reason(state, BOOST[YELLOW])
    assert line == "the weakest here (3 to 6): no rival gains"
    assert "overtakes Yellow" not in reason(state, BOOST[BLUE])


def _switching():
    return position(4, ["B1", "G3 B2", "Y4 Y6", "R1 R4"],
                    predictions=["G10", "B9", "Y10", "R10"], leader=0, field="B5",
                    dice=[0, 0, 3, 0], options={"go_that_way": True})


def test_the_switch_says_which_monster_leads_the_dice():
    line = reason(_switching(), PLAY_PREDICTION)
    assert line == "Yellow leads the dice 3-0 over your Blue, 2 matches left"


def test_the_new_prediction_counts_the_wins_of_its_monster():
    state = _switching()
    state.apply(PLAY_PREDICTION)
    line = reason(state, PREDICT[c("G3")])
    assert line == "Green has 0 wins so far"


def check_reasons(players: int, options, seed: int, steps: int) -> set[str]:
    """Random play from `seed` (taking Variant II's switch now and then): every reason of
    every legal action at every decision is a short line naming only cards the seat
    knows; returns the action kinds met."""
    kinds = set()
    for state in decisions(GAME.new_state(players, options), random.Random(seed), steps,
                           _now_and_then_the_switch):
        seat = state.to_move()
        view = state.view(seat)
        seen = knowledge(view)
        legal = state.legal_actions()
        for action in legal:
            line = hint_reason(view, action)
            kinds.add(type(action).__name__)
            assert isinstance(line, str) and 0 < len(line) <= MAX_LEN, (action, line)
            for colour, number in CARD_NAME.findall(line):
                assert parse(f"{colour} {number}") in seen, (seat, line)
    return kinds


def _now_and_then_the_switch(legal, rng):
    switch = [a for a in legal if a is PLAY_PREDICTION]
    return switch[0] if switch and rng.random() < 0.3 else rng.choice(legal)


@pytest.mark.parametrize(("players", "options", "seed"), [
    (4, {"go_that_way": True}, 1), (3, {"watch_here": True, "go_that_way": True}, 2)])
def test_every_reason_is_short_and_names_only_cards_the_seat_sees(players, options, seed):
    kinds = check_reasons(players, options, seed, 1500)
    assert {"Predict", "Play", "Boost", "PlayPrediction"} <= kinds


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([3, 4]), st.booleans(), st.booleans(),
       st.integers(min_value=0, max_value=2**31))
def test_any_seeded_game_gives_short_reasons_naming_only_seen_cards(players, watch, switch,
                                                                    seed):
    check_reasons(players, {"watch_here": watch, "go_that_way": switch}, seed, 300)


def test_a_reason_never_raises_on_foreign_input():
    state = position(4, ["B1 M1", "G1 G2", "Y1 Y2", "R1 R2"], predictions=PREDS, leader=0)
    view = state.view(0)
    for junk in (None, 3, "x", PLAY[c("G1")], PREDICT[c("B1")], BOOST[BLUE], PLAY_PREDICTION):
        line = hint_reason(view, junk)
        assert line is None or len(line) <= MAX_LEN
    assert hint_reason(state.view(None), PLAY[c("B1")]) is None
