"""Slaughter the Dragon "Ha": the end of a round and of the game (part of `DragonState`).

`RoundEnd` reveals the Inverted Scale to the last trick's winner (who takes its Purple
cards), scores the round (+5 a Dragon token, minus each Purple card's number; Shoot the
Moon: +60 and -20 for everyone else), and ends the game after as many rounds as players
or once someone has -100 or less. The rules are stated in full in `games.dragon.rules`.
"""

from __future__ import annotations

from engine.core import CHANCE, max_score_winners
from engine.events import GameOver
from games.dragon.cards import GAME_END_SCORE, MOON_BONUS, MOON_PENALTY, TOKEN_POINTS
from games.dragon.moves import PH_DEAL, PH_OVER, RoundScored, ScaleRevealed


class RoundEnd:
    """The round-end part of `DragonState` (a mixin: the state's slots are declared there)."""

    __slots__ = ()

    def _end_round(self, winner: int, events: list) -> None:
        n = self.num_players
        scale = tuple(sorted(self.scale))
        purple = tuple([c for c in scale if c < 16])
        self.purple_won[winner].extend(purple)
        self.scale = []
        self.scale_revealed = scale
        quiet = self.quiet
        if not quiet:
            events.append(ScaleRevealed(winner, scale, purple))
        moon = -1
        for s in range(n):
            if len(self.purple_won[s]) == 12:
                moon = s
        # list comprehensions, not generators: this ends every AI playout
        purple_points = tuple([-sum([c & 15 for c in won]) for won in self.purple_won])
        if moon >= 0:
            scores = tuple([MOON_BONUS if s == moon else MOON_PENALTY for s in range(n)])
        else:
            tokens = self.tokens
            scores = tuple([TOKEN_POINTS * tokens[s] + purple_points[s] for s in range(n)])
        totals = self.totals
        for s in range(n):
            totals[s] += scores[s]
        self.round_scores.append(scores)
        self.round_moon.append(moon)
        if not quiet:
            events.append(RoundScored(self.round_no, tuple(self.tokens), purple_points,
                                      scores, moon, tuple(totals)))
        if self.round_no >= n or min(totals) <= GAME_END_SCORE:
            self.over = True
            self.phase = PH_OVER
            events.append(GameOver(tuple(self.winners()), tuple(self.scores())))
        else:
            self.phase = PH_DEAL
            self.turn = CHANCE

    # -- reading -------------------------------------------------------------------

    def scores(self) -> list[float]:
        return [float(t) for t in self.totals]

    def winners(self) -> list[int]:
        return max_score_winners(self.totals) if self.over else []

