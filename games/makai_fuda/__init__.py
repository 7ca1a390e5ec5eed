"""Makai Fuda (魔界札), 3-4 players: see `rules` for the rules."""

from games import register
from games.makai_fuda import ai, observation, view
from games.makai_fuda.rules import MakaiFudaGame, MakaiState
from games.makai_fuda.view import MakaiView

MakaiFudaGame.heuristic_policy = staticmethod(ai.policy)
MakaiFudaGame.rollout_policy = staticmethod(ai.rollout_policy)
MakaiFudaGame.rollout_cutoff = staticmethod(ai.rollout_cutoff)
MakaiFudaGame.evaluate = staticmethod(ai.evaluate)
MakaiFudaGame.sampler = view.make_sampler  # game.sampler(view) -> rng -> a determinisation
MakaiFudaGame.observation_weight = staticmethod(observation.observation_weight)  # Hard's pool
MakaiFudaGame.level_settings = ai.LEVEL_SETTINGS  # see ai.LEVEL_SETTINGS

GAME = register(MakaiFudaGame())

__all__ = ["GAME", "MakaiFudaGame", "MakaiState", "MakaiView"]
