"""Monstermaker 5 Revised, 2-8 players: see `rules` for the rules."""

from games import register
from games.monstermaker5 import ai, evaluation, playout, view
from games.monstermaker5.rules import MonsterMakerGame, MonsterMakerState
from games.monstermaker5.view import MonsterMakerView

MonsterMakerGame.heuristic_policy = staticmethod(ai.policy)
MonsterMakerGame.rollout_policy = staticmethod(ai.rollout_policy)
MonsterMakerGame.rollout_cutoff = staticmethod(evaluation.rollout_cutoff)
MonsterMakerGame.rollout = staticmethod(playout.rollout)  # the same rollouts, faster
MonsterMakerGame.evaluate = staticmethod(evaluation.evaluate)
MonsterMakerGame.sampler = view.make_sampler  # game.sampler(view) -> rng -> a determinisation
MonsterMakerGame.level_settings = ai.LEVEL_SETTINGS  # see ai.LEVEL_SETTINGS

GAME = register(MonsterMakerGame())

__all__ = ["GAME", "MonsterMakerGame", "MonsterMakerState", "MonsterMakerView"]
