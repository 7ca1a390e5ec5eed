"""The JSON codec for actions, events and views, and the shared chance actions.

An action or event is a frozen dataclass whose fields are ints, bools, strings, None,
tuples of those, or nested dataclasses. In JSON it is an object with a "type" (the class
name) and its fields; tuples become lists. Decoding checks the type name against the
game's own list of classes, the field names, and every value against the field's
annotation, so a hand-edited save file is refused with a message instead of crashing.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from operator import attrgetter
from typing import Any

from engine.core import Action
from engine.events import fast_init


class CodecError(ValueError):
    """A JSON value that is not a valid action, event or view."""


@dataclass(frozen=True, slots=True)
class Shuffle(Action):
    """Chance: the new order of a pile, as a permutation of its positions."""

    order: tuple[int, ...]

    def __str__(self) -> str:
        return f"shuffle {len(self.order)} cards"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Chance: the faces shown by the dice rolled."""

    faces: tuple[int, ...]

    def __str__(self) -> str:
        return "roll " + " ".join(str(f) for f in self.faces)


fast_init(Shuffle, Roll)  # a die is rolled at every attack of every Monstermaker playout


def strict_eq(*fields: str):
    """(__eq__, __hash__) for a game's action class (a dataclass with eq=False): equal only
    to an action of the same class whose fields hold equal values *of the same types*, so
    `Play(True)`, `Play(1.0)` or `Play(1+0j)` is never `Play(1)`, and `a in
    legal_actions()` agrees with a `why_illegal` that checks fields by exact type."""
    if len(fields) == 1:
        getter = attrgetter(fields[0])

        def eq(self, other):
            if other.__class__ is not self.__class__:
                return NotImplemented
            a = getter(self)
            b = getter(other)
            return a.__class__ is b.__class__ and a == b

        def hash_(self):
            return hash((self.__class__.__name__, getter(self)))

        return eq, hash_
    getters = [attrgetter(name) for name in fields]

    def eq_many(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        for get in getters:
            a = get(self)
            b = get(other)
            if a.__class__ is not b.__class__ or a != b:
                return False
        return True

    def hash_many(self):
        return hash((self.__class__.__name__, *(get(self) for get in getters)))

    return eq_many, hash_many


def is_permutation(order: Any, size: int) -> bool:
    return (type(order) is tuple and len(order) == size
            and all(type(i) is int for i in order) and sorted(order) == list(range(size)))


def shuffle_problem(action: Any, size: int) -> str | None:
    """Why `action` is not a shuffle of a pile of `size` cards, or None."""
    if not isinstance(action, Shuffle):
        return "the cards must be shuffled now"
    if not is_permutation(action.order, size):
        return f"a shuffle must put the {size} cards in a new order, each exactly once"
    return None


def random_shuffle(rng, size: int) -> Shuffle:
    order = list(range(size))
    rng.shuffle(order)
    return Shuffle(tuple(order))


# -- encoding -----------------------------------------------------------------------


def to_json(obj: Any) -> Any:
    """A dataclass (action, event, view) or plain value as JSON-ready data."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out = {"type": type(obj).__name__}
        for f in dataclasses.fields(obj):
            out[f.name] = to_json(getattr(obj, f.name))
        return out
    if isinstance(obj, (tuple, list)):
        return [to_json(x) for x in obj]
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    raise TypeError(f"cannot encode {obj!r} as JSON")


def type_table(classes: Iterable[type]) -> dict[str, type]:
    return {cls.__name__: cls for cls in classes}


def from_json(data: Any, classes: Mapping[str, type]) -> Any:
    """Decode `data` into one of `classes` (by name), checking every field."""
    if not isinstance(data, dict):
        raise CodecError(f"expected an object with a 'type', got {_short(data)}")
    name = data.get("type")
    if not isinstance(name, str) or name not in classes:
        known = ", ".join(sorted(classes))
        raise CodecError(f"unknown type {_short(name)} (expected one of: {known})")
    cls = classes[name]
    hints = _field_hints(cls)
    given = set(data) - {"type"}
    if given != set(hints):
        missing = sorted(set(hints) - given)
        extra = sorted(given - set(hints))
        parts = []
        if missing:
            parts.append("missing " + ", ".join(missing))
        if extra:
            parts.append("unexpected " + ", ".join(extra))
        raise CodecError(f"{name}: " + "; ".join(parts))
    values = {}
    for field_name, hint in hints.items():
        try:
            values[field_name] = _decode_value(data[field_name], hint, classes)
        except CodecError as e:
            raise CodecError(f"{name}.{field_name}: {e}") from None
    try:
        return cls(**values)
    except Exception as e:  # a class that checks its own fields refused them
        raise CodecError(f"{name}: {e}") from None


@cache
def _field_hints(cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    return {f.name: hints[f.name] for f in dataclasses.fields(cls)}


def _decode_value(value: Any, hint: Any, classes: Mapping[str, type]) -> Any:
    origin = typing.get_origin(hint)
    if hint is Any:
        return _plain(value)
    if origin in (typing.Union, types.UnionType):
        errors = []
        for option in typing.get_args(hint):
            try:
                return _decode_value(value, option, classes)
            except CodecError as e:
                errors.append(str(e))
        raise CodecError(" or ".join(errors))
    if hint is type(None) or hint is None:
        if value is None:
            return None
        raise CodecError(f"expected null, got {_short(value)}")
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise CodecError(f"expected true or false, got {_short(value)}")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise CodecError(f"expected a whole number, got {_short(value)}")
    if hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise CodecError(f"expected a number, got {_short(value)}")
    if hint is str:
        if isinstance(value, str):
            return value
        raise CodecError(f"expected text, got {_short(value)}")
    if origin is tuple:
        if not isinstance(value, list):
            raise CodecError(f"expected a list, got {_short(value)}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode_value(v, args[0], classes) for v in value)
        if len(args) != len(value):
            raise CodecError(f"expected {len(args)} items, got {len(value)}")
        return tuple(_decode_value(v, a, classes) for v, a in zip(value, args))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        decoded = from_json(value, {**classes, hint.__name__: hint})
        if not isinstance(decoded, hint):
            raise CodecError(f"expected {hint.__name__}, got {type(decoded).__name__}")
        return decoded
    raise CodecError(f"cannot decode a field annotated {hint!r}")


def _plain(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_plain(v) for v in value)
    return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
