"""The AI worker process: computer players think here while the window animates.

The parent sends (request id, game, view, legal actions, agent name, seed, budget) and
later polls for (request id, index of the chosen action, error). A review's analysis job
(`submit_review`) sends ("review", request id, game, `engine.review.DecisionJob`: the
deciding seat's view, the legal actions and the move played, iterations, minimum visits of
the played move) and gets back (request id, the `DecisionReview` as JSON, error).
The Game travels by pickled reference (its module and class), the view and the actions as
small frozen dataclasses: the worker never sees a State, so it cannot see a hidden card.
The process is spawned (not forked), which works the same on every platform and inside a
PyInstaller executable (main.py calls multiprocessing.freeze_support()).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import random
import traceback


def _serve(conn) -> None:
    from engine.ai.agents import make_agent

    agents: dict = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None:
            return
        if message[0] == "review":
            reply = _review(message)
            try:
                conn.send(reply)
            except (BrokenPipeError, OSError):
                return
            continue
        request_id, game, view, legal, agent_name, seed, budget_s = message
        try:
            agent = agents.get(agent_name) or agents.setdefault(agent_name,
                                                                make_agent(agent_name))
            action = agent.choose(game, view, legal, random.Random(seed), budget_s)
            reply = (request_id, legal.index(action), None)
        except Exception:  # a bug in an agent must not kill the worker or the table
            reply = (request_id, None, traceback.format_exc(limit=3))
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


def _review(message) -> tuple:
    """The computer's view of one decision of a finished game (engine/review.py)."""
    from engine.review import analyse_job

    _, request_id, game, job, iterations, min_visits = message
    try:
        review = analyse_job(game, job, iterations, min_visits)
        return request_id, review.to_json(), None
    except Exception:  # a bug in a game's search must not kill the worker or the review
        return request_id, None, traceback.format_exc(limit=3)


class AIWorker:
    def __init__(self):
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child,), daemon=True,
                                   name="cardhall-ai")
        self.process.start()
        child.close()
        self.next_id = 0

    def submit(self, game, view, legal: list, agent_name: str, seed, budget_s) -> int:
        self.next_id += 1
        self.conn.send((self.next_id, game, view, legal, agent_name, seed, budget_s))
        return self.next_id

    def submit_review(self, game, job, iterations: int, min_visits: int) -> int:
        """Ask for the computer's view of a decision (`engine.review.analyse_job`)."""
        self.next_id += 1
        self.conn.send(("review", self.next_id, game, job, iterations, min_visits))
        return self.next_id

    def poll(self):
        """(request id, action index or None, error or None) if a reply is waiting."""
        try:
            if self.conn.poll():
                return self.conn.recv()
        except (EOFError, OSError):
            return None
        return None

    def wait(self, timeout: float):
        try:
            if self.conn.poll(timeout):
                return self.conn.recv()
        except (EOFError, OSError):
            return None
        return None

    @property
    def alive(self) -> bool:
        return self.process.is_alive()

    def close(self, timeout: float = 0.5) -> None:
        with contextlib.suppress(OSError, BrokenPipeError, ValueError):
            self.conn.send(None)
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(timeout)
        with contextlib.suppress(OSError):
            self.conn.close()
