"""Headless games between agents: the driver behind `main.py --selfplay` and bench/."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from engine.ai.agents import make_agent
from engine.core import Game
from engine.match import COMPUTER, Match, Seat

MAX_STEPS = 100_000  # a safety net: every game here ends long before this


@dataclass
class GameResult:
    game: str
    seed: int
    players: int
    agents: list[str]
    winners: list[int]
    scores: list[float]
    steps: int

    def to_json(self) -> dict:
        return {"game": self.game, "seed": self.seed, "players": self.players,
                "agents": self.agents, "winners": self.winners, "scores": self.scores,
                "steps": self.steps}


def play_game(game: Game, num_players: int, agent_names: list, seed: int,
              options: dict | None = None, budget_s: float | None = None,
              on_decision=None) -> GameResult:
    """Play one game to its end; every seat's agent sees only its own view.

    `agent_names` holds agent names or agent objects; `on_decision(seat, seconds)` is
    called after each decision (for timing figures)."""
    agents = [make_agent(a) if isinstance(a, str) else a for a in agent_names]
    names = [a if isinstance(a, str) else a.name for a in agent_names]
    seats = [Seat(f"{name} {i + 1}", COMPUTER, "easy") for i, name in enumerate(names)]
    match = Match(game, num_players, seats, options, seed=seed)
    rngs = [random.Random(f"{seed}:agent:{i}") for i in range(num_players)]
    steps = 0
    while not match.is_over():
        if steps >= MAX_STEPS:
            raise RuntimeError(f"{game.id} seed {seed} did not end in {MAX_STEPS} steps")
        if match.advance_chance() is None:
            seat = match.to_move()
            state = match.state
            started = time.perf_counter()
            action = agents[seat].choose(game, state.view(seat), state.legal_actions(),
                                         rngs[seat], budget_s)
            if on_decision is not None:
                on_decision(seat, time.perf_counter() - started)
            match.play(action, seat)
        steps += 1
    return GameResult(game.id, seed, num_players, names,
                      match.state.winners(), [float(s) for s in match.state.scores()], steps)
