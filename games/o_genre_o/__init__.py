"""O Genre O, 3-4 players: see `rules` for the rules."""

from games import register
from games.o_genre_o import ai, playout, view
from games.o_genre_o.rules import OGenreOGame, OGenreOState
from games.o_genre_o.view import OGenreOView

OGenreOGame.heuristic_policy = staticmethod(ai.policy)
OGenreOGame.rollout_policy = staticmethod(ai.rollout_policy)
OGenreOGame.rollout_cutoff = staticmethod(ai.rollout_cutoff)
OGenreOGame.rollout = staticmethod(playout.rollout)  # the same rollouts, faster
OGenreOGame.evaluate = staticmethod(ai.evaluate)
OGenreOGame.sampler = view.make_sampler  # game.sampler(view) -> rng -> a determinisation
OGenreOGame.observation_weight = staticmethod(ai.observation_weight)
OGenreOGame.level_settings = ai.LEVEL_SETTINGS  # Normal's cap (see ai.LEVEL_SETTINGS)

GAME = register(OGenreOGame())

__all__ = ["GAME", "OGenreOGame", "OGenreOState", "OGenreOView"]
