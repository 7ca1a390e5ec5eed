"""The Agent protocol and the simple agents: Random, and Easy (the game's heuristic)."""

from __future__ import annotations

import random
from typing import Protocol

from engine.core import Action, Game, View, playable_actions


class Agent(Protocol):
    name: str

    def choose(self, game: Game, view: View, legal_actions: list, rng: random.Random,
               budget_s: float) -> Action: ...


class RandomAgent:
    """Plays a uniformly random legal action (never a concession when it has a choice)."""

    name = "random"

    def choose(self, game, view, legal_actions, rng, budget_s=0.0):
        return rng.choice(playable_actions(legal_actions))


class HeuristicAgent:
    """The game's own heuristic (`Game.heuristic_policy`), with a little noise:
    with probability `noise` it plays a random legal action instead."""

    def __init__(self, name: str = "easy", noise: float = 0.1):
        self.name = name
        self.noise = noise

    def choose(self, game, view, legal_actions, rng, budget_s=0.0):
        policy = getattr(game, "heuristic_policy", None)
        if policy is None or (self.noise and rng.random() < self.noise):
            return rng.choice(playable_actions(legal_actions))
        return policy(view, legal_actions, rng)


def _normal():
    from engine.ai.ismcts import ISMCTSAgent

    return ISMCTSAgent("normal", time_s=0.5, rollout_epsilon=0.3)


def _hard():
    from engine.ai.ismcts import ISMCTSAgent

    return ISMCTSAgent("hard", time_s=1.5, rollout_epsilon=0.0)


_FACTORIES = {
    "random": RandomAgent,
    "easy": lambda: HeuristicAgent("easy", noise=0.1),
    "heuristic": lambda: HeuristicAgent("heuristic", noise=0.0),
    "normal": _normal,
    "hard": _hard,
}


def agent_names() -> tuple[str, ...]:
    return tuple(_FACTORIES)


def register(name: str, factory) -> None:
    _FACTORIES[name] = factory


def make_agent(name: str) -> Agent:
    try:
        return _FACTORIES[name]()
    except KeyError:
        known = ", ".join(_FACTORIES)
        raise ValueError(f"unknown agent {name!r} (known: {known})") from None
