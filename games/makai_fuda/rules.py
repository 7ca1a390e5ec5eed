"""Makai Fuda (魔界札): the rules engine.

The rules (the rulebook, ../shared/rulebooks/makai_fuda.txt, in full):

The cards
- 44 cards: Blue, Green, Yellow and Red Monsters of strength 1-10, and 4 Magic cards.
  The Boss is Red 9 (no effect of its own). Poison: Blue 3, Yellow 4, Green 5, Red 2.
- 3 players leave out every Green card and one Magic card (33 cards; no Green prize
  card). 4 players use all 44.

Set-up
- The Prize Distribution cards lie in the order Blue, Green, Yellow, Red. Dice and
  bonus chips start in the stock; every player has 0 gold.
- The first Start Player is drawn by lot (a chance step: a shuffle of the seats).

A tournament (repeated until the game ends)
A. The deal: every die goes back to the stock; the cards are shuffled (a chance step)
   and all dealt, 11 to each player.
B. The prediction: every player puts a Monster card (never Magic) of their hand face
   down: the Monster they root for. It is secret until D; its owner may look at it.
C. Matches (10 a tournament, until the hands are empty). Clockwise from the leader each
   player plays one card face up:
   - the leader plays any card;
   - every other player must play a Monster of a type not yet on the field if they hold
     one; when every Monster they hold is on the field, they play any card;
   - Magic may be played at any time instead (ignoring the above) and is never forced.
     It must boost a Monster on the field by +3; with no Monster on the field it has no
     effect.
   Judgement: the cards of a type add together; a Poison card adds +100 while the Boss
   is on the field; the highest strength wins, ties to the type that appeared first.
   The winner's die goes up by one (a new die shows 1). The Start Player leads the first
   match; the player who last added to the winner (played it, a later card of its type,
   or a Magic card on it) leads the next.
D. The prize: the predictions are revealed. The Monster with the highest die wins the
   tournament (ties: Blue > Green > Yellow > Red). Each player who predicted it gets 50
   gold alone, 40 each when two, 30 each when three or four, plus the gold of the chips
   on its card. Then the winner's chips go back to the stock and every other Monster's
   card gets a 10 gold chip. The Start Player card passes clockwise.
The end: after a prize phase in which anyone has 80 gold or more. The most gold wins;
ties share the victory.

Variants (options of the new-game screen)
- I "Let's Watch Here" (`watch_here`): the first three matches of each tournament are
  played before the prediction; then the prediction; then the other seven matches.
- II "Let's Go That Way After All" (`go_that_way`): once per tournament, on your turn,
  instead of playing a hand card, play your face-down prediction (ignoring the playing
  rules); then put a Monster of your hand of another type face down as the new
  prediction, and pay 10 gold (not below 0).
- III "Then Let's Play For 30 Minutes" (`tournaments`: 0 = off, or 2-6): the game lasts
  that many tournaments; the last one pays double.

Rulings (DESIGN.md section 7, and the readings chosen here where the rulebook is silent)
- 11 cards are dealt and one becomes the prediction, so a tournament has 10 matches.
- The simultaneous prediction is taken seat after seat, clockwise from the Start Player;
  no view, event or log line shows a prediction to another seat before the reveal.
- A type is "on the field" when a Monster card of it was played in this match; Magic
  never puts a type on the field, and never counts as "appearing" for ties. A Magic
  card's target is a Monster type (all its cards count together); when more than one
  type is on the field the target is a separate choice (`Boost`) right after the play;
  with one type on the field the Magic boosts it at once.
- A follower who plays a Monster of a type already on the field while some type is
  missing shows that their hand holds no Monster of any missing type (a public void,
  remembered until the next deal: hands never gain cards during a tournament).
- The next leader is the player who last added to the winner; a match in which no
  Monster was played (only Magic) has no winner, no die moves, and the same leader
  leads again.
- Poison counts only while the Boss is on the field of the same match (Red 2 too).
- Chips: each losing Monster's card gets 10 gold more, at most 40 a card; the winner's
  chips go back. Each correct predictor gets the whole chip amount (the rulebook's
  example: 40 + 20 each for two). If nobody predicted the winner, nobody is paid and
  the chips move as usual.
- Win counts on the dice are not capped at 6.
- The end is checked after each prize phase; the Start Player card passes only when the
  game goes on.
- Variant I: "play three games without the prediction" is read as the first three
  matches of every tournament. The predictions are then taken clockwise from the Start
  Player, and the fourth match is led by the winner of the third as usual.
- Variant II: once per tournament for each player, only while their prediction lies
  face down (so not during Variant I's first three matches) and only with a Monster of
  another type in hand. The revealed prediction counts as a Monster played by that
  player (it may win the match and make them the next leader); it shows no void. The
  match is judged after the new prediction is down. The fee is 10 gold, or all the
  player has when that is less.
- Variant III: the engine cannot know the time, so the option is a number of
  tournaments (2-6, about 7 minutes each). The game lasts exactly that many: the 80
  gold end does not apply. "Double" doubles everything paid in the last tournament
  (the 50/40/30 and the chips' gold; Variant II's fee stays 10); the chips still move
  as usual.

Actions: `Play(card)`, `Boost(monster)` (Magic's target), `Predict(card)` (also Variant
II's new prediction), `PlayPrediction()` (Variant II), and the chance `Shuffle` (the
seats for the first Start Player, then the cards every tournament). Explicit positions
for tests, tutorials and puzzles come from `MakaiState.from_position`.
"""

from __future__ import annotations

import random

from engine.core import Game, Option, View
from games.makai_fuda.cards import (
    BLUE,
    GREEN,
    MAGIC,
    RED,
    YELLOW,
    card,
    deck,
)
from games.makai_fuda.judging import (
    chips_after,
    effective,
    leading_monster,
    legal_plays,
    match_result,
    prize,
    tournament_winner,
)
from games.makai_fuda.moves import (
    BOOST,
    PLAY,
    PLAY_PREDICTION,
    PREDICT,
    Boost,
    ChipsMoved,
    Dealt,
    GoldPaid,
    MagicAimed,
    MagicRaised,
    MatchWon,
    Play,
    Played,
    PlayPrediction,
    Predict,
    PredictionMade,
    PredictionsRevealed,
    StartPlayerDrawn,
    StartPlayerPassed,
    TournamentStarted,
    TournamentWon,
)
from games.makai_fuda.rules_text import PHASE_HEADINGS, RULES_TEXT
from games.makai_fuda.state import (
    ACTION_TYPES,
    EVENT_TYPES,
    PH_DEAL,
    PH_LOT,
    PH_OVER,
    PH_PLAY,
    PH_PREDICT,
    PH_SWITCH,
    PH_TARGET,
    PHASE_IDS,
    MakaiState,
)
from games.makai_fuda.view import MakaiView, sample_state

TOURNAMENT_CHOICES = (0, 2, 3, 4, 5, 6)
TOURNAMENT_LABELS = ("off: play to 80 gold", "2 tournaments, ~15 min", "3 tournaments, ~20 min",
                     "4 tournaments, ~30 min", "5 tournaments, ~35 min", "6 tournaments, ~45 min")


class MakaiFudaGame(Game):
    id = "makai_fuda"
    title = "Makai Fuda"
    title_ja = "魔界札"
    pitch = ("Bet on the Monster that wins the tournament, then poison, boost or bewitch "
             "its matches. It is the Monster that must win, not you.")
    min_players = 3
    max_players = 4
    rules_version = 1
    options = (
        Option("watch_here", "Variant I: Let's Watch Here", False,
               help="The first three matches of each tournament are played before anyone "
                    "predicts."),
        Option("go_that_way", "Variant II: Let's Go That Way After All", False,
               help="Once per tournament, play your face-down prediction and put another "
                    "type's Monster face down instead, for 10 gold."),
        Option("tournaments", "Variant III: Then Let's Play For 30 Minutes", 0,
               choices=TOURNAMENT_CHOICES, labels=TOURNAMENT_LABELS,
               help="A fixed number of tournaments instead of the 80 gold end; the last "
                    "one pays double."),
    )
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    milestones = ((MatchWon, "match"), (TournamentWon, "tournament"))
    view_type = MakaiView
    rules_text = RULES_TEXT

    def new_state(self, num_players: int, options: dict | None = None) -> MakaiState:
        opts = self.check_new(num_players, options)
        return MakaiState.blank(self, num_players, opts)

    def sample_state(self, view: View, rng: random.Random) -> MakaiState:
        return sample_state(self, view, rng)


__all__ = [
    "ACTION_TYPES", "BLUE", "BOOST", "EVENT_TYPES", "GREEN", "MAGIC", "PHASE_HEADINGS",
    "PHASE_IDS", "PH_DEAL", "PH_LOT", "PH_OVER", "PH_PLAY", "PH_PREDICT", "PH_SWITCH",
    "PH_TARGET", "PLAY", "PLAY_PREDICTION", "PREDICT", "RED", "YELLOW", "Boost",
    "ChipsMoved", "Dealt", "GoldPaid", "MagicAimed", "MagicRaised", "MakaiFudaGame",
    "MakaiState", "MakaiView", "MatchWon", "Play", "PlayPrediction", "Played", "Predict",
    "PredictionMade", "PredictionsRevealed", "StartPlayerDrawn", "StartPlayerPassed",
    "TournamentStarted", "TournamentWon", "card", "chips_after", "deck", "effective",
    "leading_monster", "legal_plays", "match_result", "prize", "tournament_winner",
]
