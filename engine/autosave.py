"""Autosave off the main thread: the window never waits on the disk for a move.

Every move is saved (DESIGN.md section 3) with an atomic write and an fsync, which takes
about a millisecond on a quiet SSD but tens of milliseconds on a busy or slow disk:
enough to stutter an animation if the frame loop wrote it. A `BackgroundSaver` set as
`match.saver` makes `Match.autosave()` hand the write to one writer thread instead:

- the main thread only takes a snapshot (a shallow copy of the match with its own copy of
  the log list: the entries and actions themselves never change) and returns;
- writes happen one at a time, in order; a new move waits only if the previous move's
  write is still going on (a disk slower than the game), so when move k is handed over,
  moves 1..k-1 are on disk: a kill -9 loses at most the move being written;
- `flush()` returns once everything handed over is on disk (or failed): the table calls
  it before it offers a human a decision and when it closes, so a human's move is on
  disk before the next human decision and before the program exits normally;
- a write that fails sets `match.save_error` (the game goes on, the last good file
  stays), exactly as a direct write does.

No pygame here: this is engine code, used by ui/scenes/table.py.
"""

from __future__ import annotations

import copy
import threading
import time
from pathlib import Path


def snapshot(match):
    """What the save file of `match` says now, safe to serialise on another thread: the
    match's fields with the lists and dicts that later moves change copied."""
    snap = copy.copy(match)
    snap.log = list(match.log)
    snap.options = dict(match.options)
    snap.seats = list(match.seats)
    snap.saver = None
    return snap


class BackgroundSaver:
    """One writer thread for one match's save file (started at the first write)."""

    def __init__(self):
        self._cond = threading.Condition()
        self._job: tuple | None = None  # (match, snapshot, path) not yet started
        self._busy = False  # a write is in progress
        self._thread: threading.Thread | None = None
        self._closed = False
        # figures (bench/autosave.py): writes done, and how often and how long a move
        # waited for the previous move's write
        self.writes = 0
        self.waits = 0
        self.waited_s = 0.0
        self.write_s = 0.0

    def submit(self, match) -> None:
        """Save `match` to `match.save_path` on the writer thread."""
        job = (match, snapshot(match), Path(match.save_path))
        with self._cond:
            if self._job is not None or self._busy:
                started = time.perf_counter()
                self.waits += 1
                while self._job is not None or self._busy:
                    self._cond.wait()
                self.waited_s += time.perf_counter() - started
            if self._closed:
                raise RuntimeError("this saver was closed")
            self._job = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every write handed over is done; False if `timeout` ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy,
                                       timeout)

    @property
    def idle(self) -> bool:
        with self._cond:
            return self._job is None and not self._busy

    def close(self) -> None:
        """Finish the writes handed over, then stop the thread."""
        with self._cond:
            self._cond.wait_for(lambda: self._job is None and not self._busy)
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._job is not None or self._closed)
                if self._job is None:
                    return
                match, snap, path = self._job
                self._job = None
                self._busy = True
            started = time.perf_counter()
            try:
                match.write_save(snap, path)
            except Exception as e:  # never leave the table waiting on a dead thread
                match.save_error = f"could not save to {path}: {e!r}"
            finally:
                with self._cond:
                    self.write_s += time.perf_counter() - started
                    self.writes += 1
                    self._busy = False
                    self._cond.notify_all()
