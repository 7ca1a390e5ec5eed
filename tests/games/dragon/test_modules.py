"""The rules engine is split along the game's seams (moves, set-up, jutsu, tricks, the
round end); tests, saves and benchmarks outside this repository import every public name
from `games.dragon.rules`, and the save files' codec keys on the class names."""

from __future__ import annotations

import random
from pathlib import Path

import games.dragon.rules as R
from engine.actions import from_json, to_json, type_table
from games.dragon import moves
from tests.games.dragon.util import GAME, random_step

# Every name `games/dragon/rules.py` defined before the split.
NAMES_BEFORE_THE_SPLIT = (
    "PH_TRUMPS", "PH_DEAL", "PH_PICK", "PH_RETURN", "PH_DIVIDE", "PH_SOUL_GIVE",
    "PH_SOUL_RETURN", "PH_PLAY", "PH_OVER", "PHASE_INDEX", "JUTSU_DIVISION", "JUTSU_SOUL",
    "_is_card", "first_leader", "Play", "PickScale", "ReturnToScale",
    "ToPile", "ToHand", "FinishDivision", "Give", "_name", "PLAY", "RETURN", "TO_PILE",
    "TO_HAND", "GIVE", "PICK", "FINISH", "RoundStarted", "Dealt", "ScaleFormed",
    "TrumpRevealed", "ScaleCardPicked", "SummonedCards", "ScaleCardReturned",
    "HighestTrumpCalled", "DivisionMove", "DivisionFinished", "CardPassed", "PileTakenUp",
    "Played", "TrickWon", "ScaleRevealed", "RoundScored", "PLAYED", "EVENT_TYPES",
    "ACTION_TYPES", "DragonState", "RULES_TEXT", "DragonGame",
    # ...and names it imported that callers may have taken from it
    "PHASE_NAMES", "DragonView", "Shuffle", "Shuffled", "GameOver", "COLOUR_NAMES",
    "SETUPS", "PURPLE", "card_name",
)
ACTION_CLASSES = ("Shuffle", "Play", "PickScale", "ReturnToScale", "ToPile", "ToHand",
                  "FinishDivision", "Give")
EVENT_CLASSES = ("Shuffled", "RoundStarted", "Dealt", "ScaleFormed", "TrumpRevealed",
                 "ScaleCardPicked", "SummonedCards", "ScaleCardReturned", "HighestTrumpCalled",
                 "DivisionMove", "DivisionFinished", "CardPassed", "PileTakenUp", "Played",
                 "TrickWon", "ScaleRevealed", "RoundScored", "GameOver")


def test_every_name_of_the_rules_module_is_still_importable_from_it():
    missing = [name for name in NAMES_BEFORE_THE_SPLIT if not hasattr(R, name)]
    assert not missing
    assert all(hasattr(R, name) for name in R.__all__)
    assert R.DragonGame.rules_version == 2, "the split changes no rule"


def test_the_action_and_event_classes_keep_their_names():
    assert tuple(t.__name__ for t in GAME.action_types) == ACTION_CLASSES
    assert tuple(t.__name__ for t in GAME.event_types) == EVENT_CLASSES
    assert R.Play is moves.Play and R.TrickWon is moves.TrickWon


def test_a_whole_game_round_trips_through_the_codec():
    rng = random.Random(5)
    actions, events = type_table(GAME.action_types), type_table(GAME.event_types)
    state = GAME.new_state(4, {"advanced": True})
    while not state.is_over():
        action = random_step(state, rng)
        assert from_json(to_json(action), actions) == action
        for event in state.apply(action):
            assert from_json(to_json(event), events) == event


def test_each_module_of_the_rules_is_short_enough_to_hold_at_once():
    folder = Path(R.__file__).parent
    for path in folder.glob("*.py"):
        lines = path.read_text(encoding="utf-8").count("\n")
        assert lines <= 620, f"{path.name} has {lines} lines"
