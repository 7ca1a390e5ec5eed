"""Slaughter the Dragon "Ha" (魔龍屠るべし 破), 3-5 players: see `rules` for the rules."""

from games import register
from games.dragon import ai, view
from games.dragon.rules import DragonGame, DragonState
from games.dragon.view import DragonView

DragonGame.heuristic_policy = staticmethod(ai.policy)
DragonGame.rollout_policy = staticmethod(ai.rollout_policy)
DragonGame.rollout_cutoff = staticmethod(ai.rollout_cutoff)
DragonGame.evaluate = staticmethod(ai.evaluate)
DragonGame.sampler = view.make_sampler  # game.sampler(view) -> rng -> a determinisation
DragonGame.observation_weight = staticmethod(ai.observation_weight)
DragonGame.level_settings = ai.LEVEL_SETTINGS  # Normal's cap (see ai.LEVEL_SETTINGS)

GAME = register(DragonGame())

__all__ = ["GAME", "DragonGame", "DragonState", "DragonView"]
