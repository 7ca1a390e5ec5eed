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


# The search levels' settings (ISMCTS's keyword arguments) and real time budgets.
# Normal: plain ISMCTS, rollouts by the game's policy with 30% random moves (a player who
# reads the position roughly). Hard: three times Normal's time, rollouts by the policy
# alone, and a progressive bias towards the heuristic's move at the root (good moves are
# explored first, the statistics overrule the bias as they grow).
# A game may add to (or override) a level's settings with a class attribute
# `level_settings = {"hard": {...}}` (e.g. a pool of determinisations weighted by its
# `observation_weight`). "hard0" is Hard without the game's own settings, for bench/
# (Hard against Hard without them); it is not offered to players.
LEVEL_SETTINGS = {
    "normal": {"rollout_epsilon": 0.3},
    "hard": {"rollout_epsilon": 0.0, "bias": 1.0},
    "hard0": {"rollout_epsilon": 0.0, "bias": 1.0},
}
LEVEL_TIME_S = {"normal": 0.5, "hard": 1.5, "hard0": 1.5}


def search_agent(name: str, iterations: int | None = None):
    """Normal or Hard (`name`, or "normal@N" / "hard@N": the level's settings with a fixed
    budget of N iterations, deterministic and independent of the machine's load)."""
    from engine.ai.ismcts import ISMCTSAgent

    level, at, budget = name.partition("@")
    if at:
        if not budget.isdigit() or int(budget) < 1:
            raise ValueError(f"{name!r}: the budget after @ is a positive number of "
                             "iterations")
        iterations = int(budget)
    settings = dict(LEVEL_SETTINGS[level])
    game_level = None if level == "hard0" else level
    if iterations is not None:
        return ISMCTSAgent(name, iterations=iterations, level=game_level, **settings)
    return ISMCTSAgent(name, time_s=LEVEL_TIME_S[level], level=game_level, **settings)


_FACTORIES = {
    "random": RandomAgent,
    "easy": lambda: HeuristicAgent("easy", noise=0.1),
    "heuristic": lambda: HeuristicAgent("heuristic", noise=0.0),
    "normal": lambda: search_agent("normal"),
    "hard": lambda: search_agent("hard"),
}


def agent_names() -> tuple[str, ...]:
    return tuple(_FACTORIES)


def register(name: str, factory) -> None:
    _FACTORIES[name] = factory


def make_agent(name: str) -> Agent:
    """An agent by level name; "normal@N" and "hard@N" are the level with N iterations."""
    level, at, _ = name.partition("@") if isinstance(name, str) else (name, "", "")
    if at and level in LEVEL_SETTINGS:
        return search_agent(name)
    try:
        return _FACTORIES[name]()
    except KeyError:
        known = ", ".join(_FACTORIES)
        raise ValueError(f"unknown agent {name!r} (known: {known})") from None
