"""A time budget for filling caches, so the first picture at a new size is drawn over a
few frames instead of in one long one (ui/app.py, after a window resize).

Every costly surface is made once and cached (per size); after a resize nearly all of
them are missed at once. While a budget is armed (`armed(deadline)`), each cache miss of
a costly maker (`@costly`, or `spend()`/`filled()` around a hand-kept cache) checks the
clock first: past the deadline it raises `OutOfTime`, and the app drops that drawing
(showing its stand-in picture) and tries again next frame, when what was made is cached.
So the picture is built in the order it is drawn: what is on screen first.

Each attempt makes at least one entry before it may be stopped (the check passes until
one has been filled), so a drawing always gets there. `OutOfTime` is a BaseException:
a scene's `except Exception` must not swallow it. Unarmed (every other frame), the
checks cost one comparison.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import TypeVar

F = TypeVar("F", bound=Callable)


class OutOfTime(BaseException):
    """The frame's time for making surfaces is spent: draw the rest next frame."""


_deadline: float | None = None
_filled = 0  # entries made since the budget was armed
_depth = 0   # makers under way: one that has started is let finish (its parts unchecked)


@contextmanager
def armed(deadline: float | None) -> Iterator[None]:
    """Within: cache misses past `deadline` (a time.perf_counter() value) raise OutOfTime
    once an entry has been made. None: no limit."""
    global _deadline, _filled, _depth
    _deadline, _filled, _depth = deadline, 0, 0
    try:
        yield
    finally:
        _deadline, _depth = None, 0


def filled_count() -> int:
    """Entries made since the budget was last armed (tests: the work is sliced)."""
    return _filled


def spend() -> None:
    """Call before making a cache entry: OutOfTime if the armed deadline has passed and
    this attempt has already made one (never inside another maker: that one finishes)."""
    if (_deadline is not None and _depth == 0 and _filled
            and time.perf_counter() > _deadline):
        raise OutOfTime


def filled() -> None:
    """Call once a cache entry has been made and kept."""
    global _filled
    _filled += 1


def costly(maker: F) -> F:
    """For a maker under a cache (`@lru_cache` above `@costly`): it runs only on a miss,
    so it checks the budget first and counts the entry made. Makers it calls are part of
    it: they are never stopped half way through it."""

    @wraps(maker)
    def make(*args, **kwargs):
        global _depth
        spend()
        _depth += 1
        try:
            result = maker(*args, **kwargs)
        finally:
            _depth -= 1
        filled()
        return result

    return make  # type: ignore[return-value]
