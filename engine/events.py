"""Event types shared by every game, and the pattern for private events.

An event is public unless it says otherwise. A private event overrides
`for_viewer` so that only the seats allowed to see its details get them; every other
seat gets the public part (or nothing). The match hands each viewer only the version
for that viewer, so the UI, the log panel and the AI never receive a hidden card.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields

from engine.core import Event


def is_seat(viewer, seat: int) -> bool:
    """Whether `viewer` is exactly seat `seat`: by exact type, so that True or 1.0 is
    never taken for seat 1 and handed its cards (every private event asks this)."""
    return type(viewer) is int and viewer == seat


def seat_name(names: list[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "nobody"
    return names[seat]


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A pile was shuffled: public, without the order."""

    pile: str
    count: int

    def describe(self, names: list[str]) -> str:
        return f"The {self.pile} ({self.count} cards) is shuffled."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    scores: tuple[float, ...]

    def describe(self, names: list[str]) -> str:
        who = " and ".join(seat_name(names, w) for w in self.winners) or "nobody"
        verb = "share the victory" if len(self.winners) > 1 else "wins"
        return f"Game over: {who} {verb}."


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    seat: int

    def describe(self, names: list[str]) -> str:
        return f"{seat_name(names, self.seat)} resigns."


SHARED_EVENT_TYPES = (Shuffled, GameOver, Resigned)


def fast_init(*classes: type) -> None:
    """Give each frozen, slotted dataclass of `classes` (events, actions) a faster
    `__init__` with the same signature and the same result.

    The `__init__` dataclasses writes for a frozen class sets each field through
    `object.__setattr__` (a global and an attribute look-up and a call per field); this one
    calls each slot's own descriptor, about twice as fast. Events are built on every move
    of every AI playout, so it counts. A class with anything more (a `__post_init__`, a
    field left out of `__init__`, a default factory, keyword-only fields, no slots) is
    left as it is.
    """
    for cls in classes:
        params = getattr(cls, "__dataclass_params__", None)
        if params is None or not params.frozen or "__slots__" not in cls.__dict__:
            continue
        if hasattr(cls, "__post_init__") or getattr(cls.__init__, "fast", False):
            continue
        found = fields(cls)
        if any(not f.init or f.kw_only or f.default_factory is not MISSING for f in found):
            continue
        names = [f.name for f in found]
        defaults = tuple(f.default for f in found if f.default is not MISSING)
        if defaults and any(f.default is MISSING for f in found[len(found) - len(defaults):]):
            continue
        scope = {f"_set_{name}": getattr(cls, name).__set__ for name in names}
        body = "".join(f"    _set_{name}(self, {name})\n" for name in names) or "    pass\n"
        exec(f"def __init__(self, {', '.join(names)}):\n{body}", scope)
        init = scope["__init__"]
        init.__defaults__ = defaults or None
        init.__qualname__ = f"{cls.__qualname__}.__init__"
        init.__module__ = cls.__module__
        init.__doc__ = cls.__init__.__doc__
        init.__annotations__ = dict(cls.__init__.__annotations__)
        init.fast = True
        cls.__init__ = init
