"""Easing, tweens and the animation queue.

Events from the engine become *steps* in one queue. A step is a group of tweens that play
together; steps play one after another. Start values are read when a step begins (not
when it is queued), so a queued move starts from wherever the sprite is by then.
`advance()` is the player's "go on" (Space, a click): it finishes everything up to the
next `Hold` (a step that waits for the player, such as a round's score table);
`skip()` finishes everything, holds too (screenshots, tests); `speed` scales time (the
player's animation speed: the table also runs its own effects and the computers' pause
at this speed).

The player's "pause after each trick / battle" is a `Hold` too, put by `pause_at` just
before the animation of the event that closes the trick (the trick still lies on the
table, complete), with a note saying what happened ("Ann wins trick 3").
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1, c3 = 1.4, 2.4
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_cubic(t: float) -> float:
    return t * t * t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Tween:
    """Moves named attributes of `target` to new values over `duration` seconds."""

    def __init__(self, target, duration: float, ease: Callable[[float], float] = ease_out_cubic,
                 delay: float = 0.0, on_begin: Callable[[], None] | None = None,
                 on_end: Callable[[], None] | None = None, **values: float):
        self.target = target
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = delay
        self.values = values
        self.on_begin = on_begin
        self.on_end = on_end
        self.elapsed = 0.0
        self.started = False
        self.done = False
        self.starts: dict[str, float] = {}

    def _begin(self) -> None:
        self.started = True
        if self.on_begin:
            self.on_begin()
        self.starts = {name: getattr(self.target, name) for name in self.values}

    def step(self, dt: float) -> bool:
        """Advance by dt; True once finished."""
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if not self.started:
            self._begin()
        t = 1.0 if self.duration == 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        e = self.ease(t)
        for name, end in self.values.items():
            setattr(self.target, name, lerp(self.starts[name], end, e))
        if t >= 1.0:
            self.finish()
        return self.done

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self._begin()
        for name, end in self.values.items():
            setattr(self.target, name, end)
        self.done = True
        if self.on_end:
            self.on_end()


class Wait(Tween):
    def __init__(self, duration: float, on_end: Callable[[], None] | None = None):
        super().__init__(None, duration, on_end=on_end)

    def _begin(self) -> None:
        self.started = True


class Call(Tween):
    """Runs a function when its step begins (zero duration)."""

    def __init__(self, fn: Callable[[], None]):
        super().__init__(None, 0.0, on_begin=fn)

    def _begin(self) -> None:
        self.started = True
        if self.on_begin:
            self.on_begin()


class Hold(Tween):
    """A step that lasts until the player goes on (a click, Space): a round's scores
    read at leisure. `AnimationQueue.advance` releases it; `skip` finishes it too.
    `note`: what the table says meanwhile; `pause`: True for the player's pause after a
    trick (a look at the table, not a screen shown to everyone such as a score table)."""

    def __init__(self, on_begin: Callable[[], None] | None = None,
                 on_end: Callable[[], None] | None = None, note: str = "",
                 pause: bool = False):
        super().__init__(None, math.inf, on_begin=on_begin, on_end=on_end)
        self.note = note
        self.pause = pause

    def step(self, dt: float) -> bool:
        if not self.started:
            self._begin()
        return self.done

    def _begin(self) -> None:
        self.started = True
        if self.on_begin:
            self.on_begin()


def _holds(step: list[Tween]) -> bool:
    return any(isinstance(t, Hold) and not t.done for t in step)


class AnimationQueue:
    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.steps: deque[list[Tween]] = deque()
        self.current: list[Tween] | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.steps)

    def add(self, *tweens: Tween) -> None:
        """Queue a step: these tweens play together after the steps before them."""
        if tweens:
            self.steps.append(list(tweens))

    def call(self, fn: Callable[[], None]) -> None:
        self.add(Call(fn))

    def pause_at(self, index: int, note: str = "") -> bool:
        """The player's pause after a trick: a Hold queued as step `index` (counted in
        `steps`, e.g. `len(steps)` taken before an event's animation was queued), unless
        a Hold already waits from there on (a table that holds at that event itself, as
        at a battle's summary). True if one was put."""
        index = max(0, min(index, len(self.steps)))
        if any(_holds(step) for step in list(self.steps)[index:]):
            return False
        self.steps.insert(index, [Hold(note=note, pause=True)])
        return True

    def wait(self, seconds: float) -> None:
        self.add(Wait(seconds))

    def update(self, dt: float) -> None:
        budget = dt * self.speed
        # Several short steps may finish within one frame; carry the time over.
        for _ in range(64):
            if self.current is None:
                if not self.steps:
                    return
                self.current = self.steps.popleft()
            for tween in self.current:
                tween.step(budget)
            if not all(t.done for t in self.current):
                return
            spent = max((t.delay + t.duration for t in self.current), default=0.0)
            elapsed = max((t.elapsed for t in self.current), default=0.0)
            budget = max(0.0, elapsed - spent)
            self.current = None
            if budget <= 0:
                return

    @property
    def holding(self) -> bool:
        """True while a Hold waits for the player to go on."""
        return self.current is not None and _holds(self.current)

    def _hold(self) -> Hold | None:
        if self.current is None:
            return None
        return next((t for t in self.current if isinstance(t, Hold) and not t.done), None)

    @property
    def holding_pause(self) -> bool:
        """True while the player's pause after a trick waits (see `pause_at`)."""
        hold = self._hold()
        return hold is not None and hold.pause

    @property
    def hold_note(self) -> str:
        """What the waiting Hold has to say ("" if nothing, or nothing waits)."""
        hold = self._hold()
        return hold.note if hold is not None else ""

    def advance(self) -> None:
        """The player's "go on" (Space, a click): release the Hold that waits, then finish
        the animations up to the next Hold, which begins and waits in its turn."""
        if self.current is not None:
            for tween in self.current:
                tween.finish()
            self.current = None
        while self.steps:
            if _holds(self.steps[0]):
                self.current = self.steps.popleft()
                for tween in self.current:
                    tween.step(0.0)
                return
            for tween in self.steps.popleft():
                tween.finish()

    def skip(self) -> None:
        """Finish every queued animation now, running their callbacks in order."""
        while self.busy:
            if self.current is None:
                self.current = self.steps.popleft()
            for tween in self.current:
                tween.finish()
            self.current = None

    def clear(self) -> None:
        self.steps.clear()
        self.current = None


def wobble(t: float, cycles: float = 3.0) -> float:
    """A decaying side-to-side shake in [-1, 1] (the illegal-move shake)."""
    return math.sin(t * cycles * 2 * math.pi) * (1 - t)
