"""Save files: the rules changed (cards keep their placer's orientation, the repetition
tie), so rules_version went up; a save of the older rules is refused with the reason,
since its moves were chosen under other legal placements and cannot be replayed soundly."""

import json
import random

import pytest

from engine import savefile
from engine.match import COMPUTER, Match, Seat
from games import REGISTRY
from tests.playouts import random_step

GAME = REGISTRY["fools_field"]


def played_match(steps: int = 30) -> Match:
    seats = [Seat("Ann", COMPUTER, "random"), Seat("Bob", COMPUTER, "random")]
    match = Match(GAME, 2, seats, {}, seed=12)
    rng = random.Random(1)
    for _ in range(steps):
        if match.is_over():
            break
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng), match.to_move())
    return match


def test_the_rules_version_went_up():
    assert GAME.rules_version == 2


def test_a_save_of_the_current_rules_loads_with_its_placers():
    match = played_match()
    loaded = savefile.loads(savefile.dumps(match), REGISTRY)
    assert loaded.state.view(None) == match.state.view(None)
    assert loaded.state.view(None).placed_by == match.state.view(None).placed_by


def test_a_save_of_the_older_rules_is_refused_with_the_reason():
    data = json.loads(savefile.dumps(played_match()))
    data["rules_version"] = 1
    with pytest.raises(savefile.SaveError) as info:
        savefile.loads(json.dumps(data), REGISTRY)
    message = str(info.value)
    assert "older version of the rules of The Fool's Field" in message
    assert "version 1" in message and "version 2" in message
