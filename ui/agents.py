"""Runs computer players for the table without ever blocking the window.

`AgentRunner.request` hands a seat's view and legal actions to an agent; `poll` returns
(seat, action) once ready. Thinking agents (Normal, Hard) run in the AI worker process,
so the table keeps animating at full frame rate; the instant ones (Random, Easy) run
here. The agent gets the view only, never the State. (The table adds a short pause of
its own, in animation time, so that a computer move can be watched.)
"""

from __future__ import annotations

import random

from engine.ai import make_agent

IN_PROCESS = {"random", "easy", "heuristic"}


class AgentRunner:
    def __init__(self, game):
        self.game = game
        self.pending = None
        self.worker = None
        self.request_id = None
        self.problem: str | None = None

    def request(self, seat: int, view, legal: list, level: str, seed: str,
                budget_s: float) -> None:
        self.pending = (seat, view, legal, level, seed, budget_s)
        self.request_id = None
        if level in IN_PROCESS:
            return
        worker = self._worker()
        if worker is not None:
            try:
                self.request_id = worker.submit(self.game, view, legal, level, seed, budget_s)
            except (OSError, ValueError) as e:
                self.problem = f"the AI worker stopped ({e}); thinking here instead"
                self.worker = None

    def prepare(self, levels) -> None:
        """Start the worker now if one of `levels` (the table's computer seats) thinks in
        it, so that the first request does not wait for a process to start."""
        if any(level not in IN_PROCESS for level in levels):
            self._worker()

    def _worker(self):
        if self.worker is not None and not self.worker.alive:
            self.problem = "the AI worker stopped; it was restarted"
            self.worker = None
        if self.worker is None:
            from engine.ai.worker import AIWorker

            try:
                self.worker = AIWorker()
            except OSError as e:
                self.problem = f"no AI worker process ({e}); thinking here instead"
                return None
        return self.worker

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def poll(self):
        """The (seat, action) once decided, else None."""
        if self.pending is None:
            return None
        seat, view, legal, level, seed, budget_s = self.pending
        if self.request_id is not None:
            reply = self.worker.poll() if self.worker is not None else None
            while reply is not None and reply[0] != self.request_id:
                reply = self.worker.poll()  # a stale reply (from before an undo)
            if reply is None:
                if self.worker is not None and self.worker.alive:
                    return None
                self.request_id = None  # the worker died: decide here instead
            else:
                self.pending = None
                _, index, error = reply
                if index is not None:
                    return seat, legal[index]
                self.problem = f"a computer player failed: {error}"
                return seat, make_agent("random").choose(self.game, view, legal,
                                                         random.Random(seed))
        self.pending = None
        agent = make_agent(level)
        return seat, agent.choose(self.game, view, legal, random.Random(seed), budget_s)

    def cancel(self) -> None:
        self.pending = None
        self.request_id = None

    def close(self) -> None:
        self.pending = None
        if self.worker is not None:
            self.worker.close()
            self.worker = None
