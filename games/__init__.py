"""The games Card Hall plays.

`REGISTRY` maps a game id to its `Game` (the engine contract); only games that are
built are in it. `CATALOGUE` describes all five for the menu, built or not.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Game

REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    REGISTRY[game.id] = game
    return game


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    title_ja: str
    min_players: int
    max_players: int
    minutes: str
    pitch: str
    short: str = ""

    @property
    def players(self) -> str:
        if self.min_players == self.max_players:
            return f"{self.min_players} players"
        return f"{self.min_players}-{self.max_players} players"


CATALOGUE: tuple[GameInfo, ...] = (
    GameInfo("dragon", "Slaughter the Dragon \u201cHa\u201d", "魔龍屠るべし 破", 3, 5, "30 min",
             "Trick-taking with trump: carve up the dragon, dodge its purple poison, "
             "and bend your hand with ninjutsu.", "Dragon"),
    GameInfo("fools_field", "The Fool's Field", "愚者の園", 2, 2, "20-30 min",
             "Deploy four-sided Soldiers on a 3\u00d73 field so that every side meets its "
             "match, or retreat and regroup. First to empty their hand wins.", "Fool's Field"),
    GameInfo("makai_fuda", "Makai Fuda", "魔界札", 3, 4, "40 min",
             "Bet on the Monster that wins the tournament, then poison, boost or bewitch "
             "its matches. It is the Monster that must win, not you."),
    GameInfo("monstermaker5", "Monstermaker 5 Revised", "モンスターメーカー5", 2, 8, "30-60 min",
             "Light against Darkness: knights, mates and monsters roll dice in battle "
             "for the seven Jewels.", "Monstermaker 5"),
    GameInfo("o_genre_o", "O Genre O", "", 3, 4, "20-60 min",
             "Must-follow trick-taking with a trump vote: angels grant wishes, devils take "
             "your life. Keep yours, drain theirs."),
)

CATALOGUE_BY_ID = {info.id: info for info in CATALOGUE}


def _load_games() -> None:
    """Import the built games (each module registers its Game)."""
    import importlib

    for info in CATALOGUE:
        try:
            importlib.import_module(f"games.{info.id}")
        except ModuleNotFoundError as e:
            if e.name != f"games.{info.id}":
                raise


_load_games()
