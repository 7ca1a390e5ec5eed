"""engine.events.fast_init: a faster __init__ for frozen slotted dataclasses that builds
the same object, keeps the signature, and leaves any class it cannot mirror alone."""

from __future__ import annotations

import dataclasses
import inspect

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Event
from engine.events import fast_init


def make_classes():
    @dataclasses.dataclass(frozen=True, slots=True)
    class Moved(Event):
        seat: int
        cards: tuple[int, ...]
        lapsed: bool = False

    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked(Event):
        seat: int

        def __post_init__(self):
            if self.seat < 0:
                raise ValueError("no seat")

    @dataclasses.dataclass(frozen=True)
    class Unslotted(Event):
        seat: int

    return Moved, Checked, Unslotted


def test_same_signature_same_objects_still_frozen():
    Moved, _, _ = make_classes()
    plain = make_classes()[0]
    before = inspect.signature(Moved)
    fast_init(Moved)
    assert Moved.__init__.fast
    assert str(inspect.signature(Moved)) == str(before)
    a = Moved(1, (3, 4))
    assert (a.seat, a.cards, a.lapsed) == (1, (3, 4), False)
    assert a == Moved(seat=1, cards=(3, 4), lapsed=False) and hash(a) == hash(Moved(1, (3, 4)))
    assert repr(a) == repr(plain(1, (3, 4))).replace(plain.__qualname__, Moved.__qualname__)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.seat = 2
    with pytest.raises(TypeError):
        Moved(1)
    with pytest.raises(TypeError):
        Moved(1, (), False, 9)


def test_classes_it_cannot_mirror_are_left_alone():
    _, Checked, Unslotted = make_classes()
    inits = (Checked.__init__, Unslotted.__init__)
    fast_init(Checked, Unslotted, int)
    assert (Checked.__init__, Unslotted.__init__) == inits
    with pytest.raises(ValueError):
        Checked(-1)


@given(st.integers(), st.lists(st.integers(), max_size=4).map(tuple), st.booleans())
def test_fields_as_given(seat, cards, lapsed):
    Moved, _, _ = make_classes()
    plain = make_classes()[0]
    fast_init(Moved)
    got, want = Moved(seat, cards, lapsed), plain(seat, cards, lapsed)
    assert dataclasses.astuple(got) == dataclasses.astuple(want)
    assert Moved(seat, cards=cards) == Moved(seat, cards, False)
