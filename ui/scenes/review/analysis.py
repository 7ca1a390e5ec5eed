"""The computer's view of a review's decisions, computed without ever blocking the window.

Cached answers come first (`<save>.review.json`, engine/review.py: a damaged or stale
file is ignored quietly). The rest are asked of the AI worker process one decision at a
time (so leaving the review stops it at once), the one on screen first, then the
reviewed seat's, then the others in the order of play. The answers are written back to
the cache every few decisions and when the review closes, so a second review of the
same game is instant and an interrupted one goes on where it stopped.

No pygame here: the scene polls `update()` once a frame and reads `results`.
"""

from __future__ import annotations

from pathlib import Path

from engine import review

SAVE_EVERY = 8  # new answers between two writes of the cache
RESTARTS = 2    # a worker that dies is started again this many times, then the review says so


class AnalysisRunner:
    def __init__(self, game, replay: review.Replay, positions: list[int],
                 sidecar: Path | None, iterations: int = review.ITERATIONS,
                 min_visits: int = review.MIN_PLAYED_VISITS):
        self.game = game
        self.replay = replay
        self.positions = list(positions)
        self.sidecar = sidecar
        self.iterations = iterations
        self.min_visits = min_visits
        self.key = review.cache_key(replay, iterations, min_visits)
        self.results: dict[int, review.DecisionReview] = {}
        if sidecar is not None:
            self.results = review.read_sidecar(sidecar, self.key, replay)
        wanted = set(self.positions)
        self.from_cache = sum(1 for p in self.results if p in wanted)
        self.pending = [p for p in self.positions if p not in self.results]
        self.failed: set[int] = set()
        self.in_flight: tuple[int, int] | None = None  # (request id, position)
        self.worker = None
        self.restarts = 0
        self.unsaved = 0
        self.problem: str | None = None

    # -- progress ---------------------------------------------------------------------

    @property
    def total(self) -> int:
        return len(self.positions)

    @property
    def done(self) -> int:
        return sum(1 for p in self.positions if p in self.results or p in self.failed)

    @property
    def finished(self) -> bool:
        return not self.pending and self.in_flight is None

    @property
    def working(self) -> bool:
        return not self.finished and self.problem is None

    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0

    # -- order ------------------------------------------------------------------------

    def prefer(self, position: int) -> None:
        """Analyse this decision next (the one on screen)."""
        if position in self.pending:
            self.pending.remove(position)
            self.pending.insert(0, position)

    def prefer_seat(self, seat: int | None) -> None:
        """This seat's decisions before the others' (the seat the review is seen from)."""
        if seat is None:
            return
        mine = [p for p in self.pending if self.replay.seat(p) == seat]
        self.pending = mine + [p for p in self.pending if self.replay.seat(p) != seat]

    # -- running ----------------------------------------------------------------------

    def update(self) -> None:
        """Collect an answer if one is waiting, and send the next question."""
        if self.problem is not None:
            return
        if self.in_flight is not None:
            self._collect()
        if self.in_flight is None and self.pending:
            self._send(self.pending.pop(0))

    def _collect(self) -> None:
        request_id, position = self.in_flight
        worker = self.worker
        reply = worker.poll() if worker is not None else None
        while reply is not None and reply[0] != request_id:
            reply = worker.poll()  # an answer to an older question (never expected)
        if reply is None:
            if worker is not None and worker.alive:
                return
            self.in_flight = None  # the worker died with the question: ask again
            self.pending.insert(0, position)
            self._lost_worker("the analysis process stopped")
            return
        self.in_flight = None
        _, data, error = reply
        if error is not None:
            self.failed.add(position)
            return
        try:
            result = review.DecisionReview.from_json(data)
            review.check_review(result, self.replay)
        except ValueError:
            self.failed.add(position)
            return
        self._record(result)

    def _record(self, result: review.DecisionReview) -> None:
        self.results[result.position] = result
        self.unsaved += 1
        if self.unsaved >= SAVE_EVERY or self.finished:
            self.save()

    def _send(self, position: int) -> None:
        worker = self._worker()
        if worker is None:
            self.pending.insert(0, position)
            return
        job = self.replay.job(position)
        try:
            request_id = worker.submit_review(self.game, job, self.iterations, self.min_visits)
        except (OSError, ValueError) as e:
            self.pending.insert(0, position)
            self._lost_worker(f"the analysis process stopped ({e})")
            return
        self.in_flight = (request_id, position)

    def _worker(self):
        if self.worker is None:
            from engine.ai.worker import AIWorker

            try:
                self.worker = AIWorker()
            except OSError as e:
                self.problem = f"The analysis could not start: {e}."
                return None
        return self.worker

    def _lost_worker(self, why: str) -> None:
        if self.worker is not None:
            self.worker.close(timeout=0.1)
            self.worker = None
        self.restarts += 1
        if self.restarts > RESTARTS:
            self.problem = f"The analysis stopped: {why}."

    def run_here(self, positions: list[int] | None = None) -> None:
        """Answer in this process, now (a screenshot: nothing is drawn meanwhile)."""
        for position in list(positions if positions is not None else self.pending):
            if position in self.pending:
                self.pending.remove(position)
            if position in self.results:
                continue
            try:
                result = review.analyse_job(self.game, self.replay.job(position),
                                            self.iterations, self.min_visits)
            except Exception:  # a bug in a game's search: this decision says so, no crash
                self.failed.add(position)
                continue
            self._record(result)

    # -- the cache --------------------------------------------------------------------

    def save(self) -> None:
        if self.sidecar is None or not self.unsaved:
            return
        try:
            review.write_sidecar(self.sidecar, self.key, self.results)
        except OSError:
            return  # a folder that cannot be written: the review works, uncached
        self.unsaved = 0

    def close(self) -> None:
        self.save()
        self.pending = []
        self.in_flight = None
        if self.worker is not None:
            self.worker.close()
            self.worker = None
