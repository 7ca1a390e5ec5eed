"""Monstermaker 5 Revised, 2-8 players: see `rules` for the rules."""

from games import register
from games.monstermaker5.rules import MonsterMakerGame, MonsterMakerState
from games.monstermaker5.view import MonsterMakerView

GAME = register(MonsterMakerGame())

__all__ = ["GAME", "MonsterMakerGame", "MonsterMakerState", "MonsterMakerView"]
