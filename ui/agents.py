"""Runs computer players for the table without ever blocking the window.

`AgentRunner.request` hands a seat's view and legal actions to an agent; `poll` returns
its action once ready. The agent gets the view only, never the State. (The table adds a
short pause of its own, in animation time, so that a computer move can be watched.)
"""

from __future__ import annotations

import random

from engine.ai import make_agent


class AgentRunner:
    def __init__(self, game):
        self.game = game
        self.pending = None

    def request(self, seat: int, view, legal: list, level: str, seed: str,
                budget_s: float) -> None:
        self.pending = (seat, view, legal, level, seed, budget_s)

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def poll(self):
        """The (seat, action) once decided, else None."""
        if self.pending is None:
            return None
        seat, view, legal, level, seed, budget_s = self.pending
        self.pending = None
        agent = make_agent(level)
        action = agent.choose(self.game, view, legal, random.Random(seed), budget_s)
        return seat, action

    def cancel(self) -> None:
        self.pending = None

    def close(self) -> None:
        self.pending = None
