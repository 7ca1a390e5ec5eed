"""Readable actions, log lines, the in-app rules, refusals, positions and the codec."""

from __future__ import annotations

import json
import random

import pytest

from engine import actions as codec
from engine.core import CHANCE, IllegalAction
from games.dragon import rules as R
from games.dragon.cards import RED, card_name, parse, short_name
from games.dragon.rules import (
    FINISH,
    DragonState,
    Give,
    PickScale,
    Play,
    ReturnToScale,
    ToHand,
    ToPile,
)
from games.dragon.view import DragonView
from tests.games.dragon.util import GAME, c, cs, position

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


def test_actions_read_as_moves():
    assert str(Play(c("R7"))) == "play Red 7"
    assert str(PickScale(0)) == "take Inverted Scale card 1 unseen"
    assert str(ReturnToScale(c("P12"))) == "return Purple 12 to the Inverted Scale"
    assert str(ToPile(c("B3"))) == "put Blue 3 in the 2nd-half pile"
    assert str(ToHand(c("B3"))) == "take Blue 3 back into the 1st-half hand"
    assert str(FINISH) == "finish the Bodily Division"
    assert str(Give(c("G1"))) == "give Green 1 face down"


def test_card_names():
    assert card_name(c("G12")) == "Green 12" and short_name(c("P7")) == "P7"
    assert parse("Purple 7") == parse("P7") == 7
    with pytest.raises(ValueError):
        parse("X3")


def test_every_event_of_a_game_has_a_log_line_for_every_viewer():
    rng = random.Random(9)
    state = GAME.new_state(4, {"advanced": True})
    kinds = set()
    lines = []
    while not state.is_over():
        action = (state.chance_action(rng) if state.to_move() == CHANCE
                  else rng.choice(state.legal_actions()))
        for event in state.apply(action):
            kinds.add(type(event).__name__)
            for viewer in (None, 0, 1):
                seen = event.for_viewer(viewer)
                line = seen.describe(NAMES[:4])
                if not line:  # a hidden division step: no log line for other seats
                    assert type(seen).__name__ == "DivisionMove" and seen.card is None
                    continue
                assert line[0].isupper() or line[0] == "\u201c"
                assert line.rstrip()[-1] in ".!\u201d"
                lines.append(line)
    assert {"Dealt", "Played", "TrickWon", "RoundScored", "ScaleRevealed",
            "HighestTrumpCalled", "GameOver"} <= kinds
    assert any(line.startswith("Ann plays ") for line in lines)


def test_log_lines_name_what_a_viewer_may_know():
    e = R.Dealt(1, tuple(cs("R1 R2")), 2)
    assert e.describe(NAMES) == "Bo is dealt Red 1, Red 2."
    assert e.for_viewer(0).describe(NAMES) == "Bo is dealt 2 cards."
    e = R.RoundStarted(1, 3, 2, -1, 10)
    assert e.describe(NAMES) == ("Round 1 of 3: the Dragon is laid out (Head and 10 Body "
                                 "tokens). Cy leads (drawn by lot).")
    e = R.RoundStarted(2, 3, 1, 1, 10)
    assert e.describe(NAMES).endswith("Bo leads.")
    e = R.HighestTrumpCalled(2, RED, 11, "division")
    assert "Is there anyone with the Red 11?" in e.describe(NAMES)
    assert "Cy performs Bodily Division Jutsu" in e.describe(NAMES)
    e = R.TrickWon(0, 2, tuple(cs("B1 B6 P11")), "body", (c("P11"),), 1)
    assert e.describe(NAMES) == "Ann wins trick 1 and takes a Dragon Body token and Purple 11."
    e = R.TrickWon(0, 2, tuple(cs("B1 B6 B7")), "head", (), 11)
    assert e.describe(NAMES) == "Ann wins trick 11 and takes the Dragon Head."
    e = R.RoundScored(1, (4, 3, 4), (-14, -30, -34), (6, -15, -14), -1, (6, -15, -14))
    assert e.describe(NAMES) == "Round 1 scores: Ann +6 (6), Bo -15 (-15), Cy -14 (-14)."
    e = R.RoundScored(1, (4, 3, 4), (0, 0, -78), (-20, -20, 60), 2, (-20, -20, 60))
    assert e.describe(NAMES).startswith("Cy shoots the moon!")
    e = R.CardPassed(0, 2, c("B5"))
    assert e.describe(NAMES) == "Ann gives Blue 5 face down to Cy."
    assert e.for_viewer(1).describe(NAMES) == "Ann gives a card face down to Cy."
    e = R.PileTakenUp(1, 4)
    assert "takes up the 2nd-half pile (4 cards)" in e.describe(NAMES)


def test_rules_text_and_docstring_state_the_rulings():
    text = GAME.rules_text
    assert text.startswith("# Slaughter the Dragon")
    for needle in ("# Rulings", "Round 1 is led by a player drawn by lot",
                   "Purple in the previous round\u2019s Inverted Scale",
                   "or received by Summoning or Soul-Sucking, does not count",
                   "(a 2nd-half pile does not count)",
                   "without looking at them first", "cards in a 2nd-half pile do not count",
                   "1st-half hand says nothing", "Purple cards are both trump",
                   "Shoot the Moon", "-100", "Soul-Sucking"):
        assert needle in text, needle
    doc = R.__doc__
    for needle in ("is drawn by lot", "WITHOUT seeing them first", "follows suit only from "
                   "the cards now in hand", "Purple as trump: Purple cards are both trump and "
                   "negative", "the Purple cards of the previous round's Inverted Scale do "
                   "not open it", "asks about the cards in hands only"):
        assert needle in " ".join(doc.split()), needle


def test_why_illegal_explains_and_never_raises():
    state = position(3, ["R5 B9 P12", "B1 P1", "R1 R2 B8"], piles={1: "R12"},
                     scale="B10 B11 B12", trump=RED, tokens=[3, 2, 3],
                     purple_won=["P2 P3 P4 P5 P6 P7 P8 P9 P10 P11", "", ""])
    weird = [None, "x", 3, Play("x"), Play(99), Play(0), Play(True), PickScale("a"),
             ToHand(None), Give(-1), FINISH, Play(c("B1"))]
    for action in weird:
        reason = state.why_illegal(action)
        assert isinstance(reason, str) and reason
    assert state.why_illegal(Play(c("B1"))) == "Blue 1 is not in your hand."
    assert state.why_illegal(FINISH) == "Play a card from your hand to the trick."


def test_from_position_refuses_unreachable_positions():
    hands = ["P1 P2 P3 R1 R2 R3 B1 B2 B3 B4 B5", "P4 P5 P6 R4 R5 B6 B7 B8 B9 B10 B11",
             "P7 P8 P9 P10 P11 R6 R7 R8 R9 R10 R11"]
    with pytest.raises(ValueError, match="placed twice"):
        position(3, hands, scale="P1 R12 B12", trump=RED)
    with pytest.raises(ValueError, match="Purple 12 must be placed"):
        position(3, hands, scale="R12 B12", trump=RED)
    with pytest.raises(ValueError, match="no Summoning Jutsu in round 1"):
        position(3, hands, scale="P12 R12 B12", trump=RED, start="summoning")
    with pytest.raises(ValueError, match="not a card of a 3-player game"):
        position(3, hands, scale="P12 R12 G12", trump=RED)
    with pytest.raises(ValueError, match="same number of cards"):
        position(3, ["B1", "B2 B3", "B4"], scale="B10 B11 B12", trump=RED,
                 purple_won=["P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12", "", ""])
    with pytest.raises(ValueError, match="3-5 players"):
        DragonState.from_position(2, [[], []], trump=RED)


def test_views_survive_the_json_codec():
    rng = random.Random(1)
    state = GAME.new_state(5, {"advanced": True})
    table = {"DragonView": DragonView}
    steps = 0
    while not state.is_over() and steps < 300:
        action = (state.chance_action(rng) if state.to_move() == CHANCE
                  else rng.choice(state.legal_actions()))
        state.apply(action)
        steps += 1
        for seat in (None, 0, 3):
            view = state.view(seat)
            data = json.loads(json.dumps(codec.to_json(view)))
            assert codec.from_json(data, table) == view


def test_lookalike_actions_are_neither_legal_nor_applied():
    """`why_illegal(a)` is None exactly when `a in legal_actions()`: a card given as a
    bool or a float is not the card (True == 1 in Python, so equality is strict)."""
    state = position(3, ["P1 R5", "B1 R1", "R2 B2"], scale="B10 B11 B12", trump=RED,
                     tokens=[3, 3, 3], purple_won=["P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12",
                                                   "", ""])
    real = Play(c("P1"))  # the int 1
    assert real in state.legal_actions() and state.why_illegal(real) is None
    for fake in (Play(True), Play(1.0)):
        assert fake != real and fake not in state.legal_actions()
        assert state.why_illegal(fake) == f"{fake.card!r} is not a card of this game."
        before = state.view(0)
        with pytest.raises(IllegalAction):
            state.apply(fake)
        assert state.view(0) == before
    summoning = position(3, ["P1 P2 P3 R1 R2 R3 B1 B2 B3 B4 B5",
                             "P4 P5 P6 R4 R5 B6 B7 B8 B9 B10 B11",
                             "P7 P8 P9 P10 P11 R6 R7 R8 R9 R10 R11"],
                         scale="P12 R12 B12", trump=RED, round_no=2, start="summoning")
    assert PickScale(1) in summoning.legal_actions()
    assert PickScale(True) not in summoning.legal_actions()
    assert summoning.why_illegal(PickScale(True)) is not None
    with pytest.raises(IllegalAction):
        summoning.apply(PickScale(True))
    assert summoning.view(0).summon_aside == 0
