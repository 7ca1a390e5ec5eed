"""The Fool's Field (愚者の園): two kings deploy four-sided Soldiers on a 3x3 field."""

from games import register
from games.fools_field import ai, view
from games.fools_field.rules import FieldState, FoolsFieldGame
from games.fools_field.view import FieldView

FoolsFieldGame.heuristic_policy = staticmethod(ai.policy)
FoolsFieldGame.rollout_policy = staticmethod(ai.rollout_policy)
FoolsFieldGame.rollout_cutoff = staticmethod(ai.rollout_cutoff)
FoolsFieldGame.evaluate = staticmethod(ai.evaluate)
FoolsFieldGame.sampler = view.make_sampler  # game.sampler(view) -> rng -> a determinisation
FoolsFieldGame.level_settings = ai.LEVEL_SETTINGS  # Normal's cap (see ai.LEVEL_SETTINGS)

GAME = register(FoolsFieldGame())

__all__ = ["GAME", "FieldState", "FieldView", "FoolsFieldGame"]
