"""The JSON codec: actions, events and views round-trip; bad JSON is refused clearly."""

import json
from dataclasses import dataclass

import pytest

from engine import actions as codec
from engine.actions import CodecError, Roll, Shuffle, is_permutation, shuffle_problem
from engine.core import Action
from tests.toygame import Dealt, Play, TinyView


@dataclass(frozen=True, slots=True)
class Pick(Action):
    card: int
    target: int | None
    cards: tuple[int, ...]
    flag: bool


TYPES = codec.type_table([Pick, Shuffle, Roll, Play])


def roundtrip(obj, types=TYPES):
    return codec.from_json(json.loads(json.dumps(codec.to_json(obj))), types)


def test_actions_round_trip_through_json():
    for action in [Pick(3, None, (1, 2), True), Pick(0, 2, (), False), Shuffle((2, 0, 1)),
                   Roll((6, 1)), Play(17)]:
        assert roundtrip(action) == action


def test_event_with_redacted_field_round_trips():
    types = codec.type_table([Dealt])
    assert roundtrip(Dealt(1, (1, 2, 3)), types) == Dealt(1, (1, 2, 3))
    assert roundtrip(Dealt(1, None), types) == Dealt(1, None)


def test_view_encodes_to_plain_json():
    view = TinyView(seat=0, hand=(1, 2), hand_sizes=(2, 2), stock_size=2, trick=((1, 3),),
                    tricks_won=(0, 1), voids=(), played=(), to_move=0, dealt=True)
    data = json.loads(json.dumps(codec.to_json(view)))
    assert data["type"] == "TinyView" and data["trick"] == [[1, 3]]
    assert roundtrip(view, codec.type_table([TinyView])) == view


@pytest.mark.parametrize("data,message", [
    ([1, 2], "expected an object"),
    ({"type": "Nope"}, "unknown type"),
    ({"type": "Pick", "card": 1, "target": None, "cards": []}, "missing flag"),
    ({"type": "Pick", "card": 1, "target": None, "cards": [], "flag": True, "x": 1},
     "unexpected x"),
    ({"type": "Pick", "card": True, "target": None, "cards": [], "flag": True},
     "expected a whole number"),
    ({"type": "Pick", "card": "1", "target": None, "cards": [], "flag": True},
     "expected a whole number"),
    ({"type": "Pick", "card": 1, "target": None, "cards": [1, "a"], "flag": True},
     "Pick.cards"),
    ({"type": "Pick", "card": 1, "target": None, "cards": 5, "flag": True},
     "expected a list"),
    ({"type": "Pick", "card": 1, "target": 2.5, "cards": [], "flag": True}, "Pick.target"),
    ({"type": "Pick", "card": 1, "target": None, "cards": [], "flag": 1},
     "expected true or false"),
])
def test_bad_json_is_refused_with_a_reason(data, message):
    with pytest.raises(CodecError) as info:
        codec.from_json(data, TYPES)
    assert message in str(info.value)


def test_shuffle_must_be_a_permutation():
    assert is_permutation((1, 0, 2), 3)
    assert not is_permutation((1, 1, 2), 3)
    assert not is_permutation((0, 1), 3)
    assert shuffle_problem(Shuffle((0, 1, 2)), 3) is None
    assert "each exactly once" in shuffle_problem(Shuffle((0, 0, 2)), 3)
    assert "shuffled" in shuffle_problem(Play(1), 3)


@dataclass(frozen=True, slots=True)
class Checked(Action):
    n: int

    def __post_init__(self):
        assert self.n >= 0, "n must not be negative"


def test_a_class_that_refuses_its_fields_gives_a_codec_error():
    with pytest.raises(CodecError, match="Checked: n must not be negative"):
        codec.from_json({"type": "Checked", "n": -1}, codec.type_table([Checked]))
