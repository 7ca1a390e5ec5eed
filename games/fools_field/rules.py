"""The Fool's Field (愚者の園, Hakushi / Kuuri Keikaku 2017): the rules.

Two kings deploy Soldiers on a 3x3 field; the first to use up their hand once the deck
has run out wins. This docstring states the rules in full; each rule is implemented in
the module named after it (setup.py, deployment.py, retreat.py, end.py; the cards and
the field's geometry in cards.py, the moves in actions.py, the events in events.py,
the position in state.py, what a seat may see in view.py). Every public name is also
importable from here.

Components: the 23 Soldier cards of `cards.py`, every card a different arrangement of
Sword, Shield and Flower on its four sides (4 Shields; 1 Sword + 3 Shields x4; 2 Swords
+ 2 Shields x6; 3 Swords + 1 Shield x4; 4 Swords; 2 Flowers + 2 Shields x6; 4 Flowers).

Orientation. The players sit facing each other with the field between them, hold
their cards with the index at the top, and place a card without changing its
orientation. So a card's top points away from the player who placed it: your cards
point away from you, your opponent's point at you. A card's sides are read from its
placer's seat ("Sword top" is a Sword on the side away from its placer). In the
table's one fixed frame (seat 0's side; cells 0-8 row by row from the upper left as
seat 0 sees them) the cards of seat 1 lie turned half a turn. A card taken back in a
retreat is held index up by its new holder, and placed by them as they hold it.
Each player sees the field from their own side.

Example: Ann opens a battle with the card "Sword top" in the centre; its Sword points
away from Ann, at Bob, and its three other sides are Shields. For Ann, "Sword bottom"
fits just beyond the centre (its Sword, on the side towards her, meets the centre's
Sword). For Bob the centre card points at him: its Sword is on his side of it. His
own "Sword bottom" would show a Shield to that Sword wherever he put it, and there is
no Flower on it for the Shields: it fits nowhere for him. Bob needs a card with a
Sword at its top, placed between himself and the centre.

Setup. The start player is chosen (option `start_player`); the loser of the previous
game starts the next one. All 23 cards are shuffled into a face-down deck (a chance
step). Starting with the start player, the players draw 6 cards each, one at a time,
alternately. Then the first battle starts.

Battle. The start player's first turn places a card from hand face up in the centre
of the field, with no condition. Then the other player moves, and the players
alternate. On each later turn a player either
- deploys: places a card from hand, without turning it, in an empty cell of the 3x3
  grid fixed around the centre card, touching (side to side) at least one card already
  there, with every touching side facing a matching side: Sword against Sword, or
  Shield against Flower (Sword-Shield, Sword-Flower, Shield-Shield and Flower-Flower
  are forbidden), each card's sides read from its placer's seat; or
- retreats: takes every card of the field into hand (held index up from now on),
  then discards face down to the Discard Area, one card at a time and of their own
  choice, until they hold 6 (nothing when they hold 6 or fewer). The other player
  draws from the deck until they hold 6, as far as the deck lasts; once the deck is
  empty nobody draws. The battle ends; the player who did not retreat starts the next.
Forced retreat: a player who cannot deploy any card must retreat; so a full grid forces
the next player to retreat, and so does a hand none of whose cards fits, read as that
player holds them. A player may also retreat when a card could be placed.

Hidden information: each player sees their own hand and discards; the opponent's hand,
the deck's order and the opponent's discards are hidden (their sizes are public), and
so is a card drawn or discarded. Cards placed on the field are public, with who placed
them.

End. Once the deck is empty, the first player to place the last card of their hand
wins. Tie race: when a battle starts after the deck ran out with both hands of the same
size, and its start player places their last card, the other player gets one more turn:
if they place their last card too, the game is a tie; if they cannot, the start player
wins. A player may resign at any time (at any of their decisions), and the players may
agree a tie at any time (one offers at their decision, the other accepts or declines).
Repetition (DESIGN.md ruling): once the deck is empty, a battle that starts with the
same hands and the same start player for the third time ends the game in a tie.
Match (option `match`): the first to 2 wins takes the match; a tie counts 1 win for
the start player and half a win for the other; the loser of a game starts the next.

Readings chosen where the rulebook leaves a gap (also in RULES_TEXT; the first four are
DESIGN.md rulings):
- Orientation as above: a card's top points away from its placer, its sides read from
  the placer's seat; a retreated card is held index up by its new holder.
- Every side of a deployed card that touches a card must match it; the first card of
  a battle goes to the centre with no condition.
- The 3x3 grid is fixed around the centre card (it never shifts); with all 9 cells
  taken, the next player must retreat.
- Repetition: counted only for battles that start with the deck empty; the third
  time, the game ends as that battle would start (it is not played), a tie scored in a
  match like any tie, with that battle's start player as the start player. A discard
  takes a card out of play for good, so starts before it never come back. How often a
  start has come is not shown: it depends on the opponent's hidden hand.
- The start player of the first game is the `start_player` option (seat 0 by
  default: "determine the start player in whatever way you like"); to let the loser
  of a single game start the next, set it when playing again. In a match the engine
  does it itself.
- The opening turn of a battle must place a card in the centre: the rulebook says the
  start player places one; retreating from an empty field is not a move. (Only a start
  player with no card at all would have to retreat; that cannot arise.)
- Retreating is always allowed once the field holds a card, even when a card could be
  placed ("choose one action between Deployment and Retreat"); it is forced only when
  no card fits.
- The other player's draw after a retreat happens at once, with the retreat; the
  retreater then discards. Both are hidden from the opponent except the counts.
- The Discard Area is one face-down pile; each player knows which cards they put
  there, and everyone sees how many each player discarded.
- A player who places their last card while the deck still has cards does not win
  and draws nothing then; they keep playing with an empty hand and must retreat on
  their next turn (taking the field), unless the opponent retreats first (then they
  draw up to 6 as usual).
- "The battle started after the deck ran out" means the deck was empty when the battle
  began (it may have been emptied by the draw that ended the previous battle). A battle
  that started while the deck still had cards cannot end in the tie race (the deck
  only changes between battles, so no draw can come within a battle).
- "The start player" of the tie race is the start player of that battle. In the tie
  race the other player's one turn offers only the placing of their last card (or a
  concession); a player without a legal cell for it loses at once.
- Match scoring of a tie, whether by the tie race, by agreement or by repetition: the
  start player of the battle being played scores 1 win, the other half a win. After a
  tie the player who scored the half starts the next game (as a loser would). If both
  players reach 2 at the same time, the higher total takes the match; equal totals
  share it.
- Resigning gives up the current game only (in a match the opponent scores the win and
  the resigner starts the next game). The engine has one player deciding at a time, so
  "at any time" means at any of your decisions: your turn, your discards, or your
  answer to a tie offer.
- Agreeing a tie: a player offers at one of their decisions; the other seat then
  answers, accepting (the game is a tie) or declining (the offerer continues). One
  offer per decision: after a declined offer, the offerer must move (or resign)
  before offering again. During an offer the other seat may accept, decline or
  resign. A computer player answers an offer itself (it usually declines) and never
  offers one.
- A retreat states to everyone whether it came from a full grid or an empty hand; a
  retreat because no card fits is told only to the retreater (the opponent cannot tell
  it from a voluntary retreat).
- Public knowledge: the cards a player took from the field at a retreat are known to
  both players until they are placed again; since discards are face down, the opponent
  only knows that each is in that hand or among that player's discards.
- Names: a card is named by its sides as its holder holds it ("Swords top & left"),
  and the game log names a cell as the player who placed the card sees the field
  ("to Ann's upper left"): the two players see the grid from opposite sides.
"""

from __future__ import annotations

from engine.actions import Shuffle
from engine.core import Game, Option
from engine.events import GameOver, Resigned, Shuffled
from games.fools_field.actions import (
    ACCEPT_TIE,
    DECLINE_TIE,
    DEPLOY_BYTES,
    DEPLOYS,
    DISCARD_BYTES,
    DISCARDS,
    OFFER_TIE,
    RESIGN,
    RETREAT,
    AcceptTie,
    DeclineTie,
    Deploy,
    Discard,
    OfferTie,
    Resign,
    Retreat,
)
from games.fools_field.cards import (
    ALL_MASK,
    CARDS,
    CELL_NAMES,
    CENTRE,
    FITS,
    FITS_FOR,
    NEIGHBOURS,
    NUM_CARDS,
    OPPOSITE,
    SIDE_NAMES,
    SIDES,
    SYMBOL_NAMES,
    TURNED,
    card_name,
    cell_name,
    is_card,
    lies_as,
    mask_of,
    matches,
    sides_seen,
)
from games.fools_field.deployment import Touch, deploy_problem, has_deploy, touching_sides
from games.fools_field.end import WINS_NEEDED
from games.fools_field.events import (
    AGREED,
    BLOCKED,
    EMPTIED,
    EMPTY_HAND,
    EVENT_TYPES,
    FULL,
    REPEATS_TO_TIE,
    REPETITION,
    RESIGNED,
    TIE_RACE,
    VOLUNTARY,
    BattleStarted,
    Dealt,
    Deployed,
    Discarded,
    Drew,
    GameEnded,
    GameStarted,
    Retreated,
    TieAnswered,
    TieChance,
    TieOffered,
)
from games.fools_field.setup import HAND_SIZE
from games.fools_field.state import (
    DEPLOYMENT,
    FORCED_RETREAT,
    RETREAT_DISCARDS,
    SETUP,
    THE_END,
    TIE_OFFER,
    TIE_RACE_TURN,
    FieldState,
)
from games.fools_field.view import (
    DISCARD,
    OFFER,
    OVER,
    PLAY,
    SHUFFLE,
    FieldView,
    make_view,
    sample_state,
)

__all__ = [
    # the cards and the field (cards.py)
    "ALL_MASK", "CARDS", "CELL_NAMES", "CENTRE", "FITS", "FITS_FOR", "NEIGHBOURS", "NUM_CARDS",
    "OPPOSITE", "SIDES", "SIDE_NAMES", "SYMBOL_NAMES", "TURNED", "card_name", "cell_name",
    "is_card", "lies_as", "mask_of", "matches", "sides_seen",
    # shared events, the view
    "GameOver", "Resigned", "Shuffled", "make_view", "sample_state",
    # the rest
    "ACCEPT_TIE", "AGREED", "BLOCKED", "DECLINE_TIE", "DEPLOYMENT", "DEPLOYS", "DEPLOY_BYTES",
    "DISCARD", "DISCARDS", "DISCARD_BYTES", "EMPTIED", "EMPTY_HAND", "EVENT_TYPES",
    "FORCED_RETREAT", "FULL", "HAND_SIZE", "OFFER", "OFFER_TIE", "OVER", "PLAY",
    "REPEATS_TO_TIE", "REPETITION", "RESIGN", "RESIGNED", "RETREAT", "RETREAT_DISCARDS",
    "RULES_SECTIONS", "RULES_TEXT", "SETUP", "SHUFFLE", "THE_END", "TIE_OFFER", "TIE_RACE",
    "TIE_RACE_TURN",
    "VOLUNTARY", "WINS_NEEDED", "AcceptTie", "BattleStarted", "Dealt", "DeclineTie",
    "Deploy", "Deployed", "Discard", "Discarded", "Drew", "FieldState", "FieldView",
    "FoolsFieldGame", "GameEnded", "GameStarted", "OfferTie", "Resign", "Retreat",
    "Retreated", "TieAnswered", "TieChance", "TieOffered", "Touch", "deploy_problem",
    "has_deploy", "touching_sides",
]


def _unwrap(text: str) -> str:
    """Join the indented continuation lines of the source to their line (the markup
    takes one line per bullet)."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("  ") and lines:
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


RULES_TEXT = _unwrap("""\
# The Fool's Field

Two kings deploy Soldiers on the field between them. **The first player to use up their hand,
  once the deck has run out, wins.**

# The cards
- 23 Soldier cards, each with a Sword, Shield or Flower on each of its four sides. Every card is
  different: 4 Shields; 1 Sword and 3 Shields (4 cards); 2 Swords and 2 Shields (6); 3 Swords
  and 1 Shield (4); 4 Swords; 2 Flowers and 2 Shields (6); 4 Flowers.
- The players sit facing each other and hold their cards with the index at the top. A card's
  name lists its sides that are not Shields, as you hold it: "Swords top & left".
- **Your cards point away from you; your opponent's point at you.** You place a card without
  turning it, so its top points away from you; your opponent's cards lie turned, their tops
  towards you. A card's sides are always read from the seat of the player who placed it. The
  table shows the field from your side: your cards upright, your opponent's upside down.
- A card you take back in a retreat is yours: you hold it index up, like any card of your hand.

## Example
- Ann opens a battle with "Sword top" in the centre: its Sword points away from Ann, at Bob;
  its other three sides are Shields.
- For Ann, "Sword bottom" fits just beyond the centre: its Sword, on the side towards her,
  meets the centre card's Sword.
- For Bob the centre card points at him: its Sword is on his side. His own "Sword bottom" would
  show a Shield to that Sword, and has no Flower for the Shields: **the same card fits for Ann
  and nowhere for Bob.** Bob needs a card with a Sword at its top, placed between himself and
  the centre.

# Set-up
- The loser of the previous game is the start player (for the first game, choose in the options).
- The cards are shuffled into a face-down deck. Starting with the start player, each player
  draws 6 cards, one at a time, alternately.

# A battle: deployment
- The start player places a card from hand in the **centre** of the field, with no condition.
  Then the other player moves, and the players take turns.
- On your turn, **deploy** or **retreat**.
- **Deploy**: put a card from your hand, without turning it, in an empty cell of the 3x3 grid
  around the centre card. It must touch at least one card side to side, and **every side that
  touches a card must face a matching side**: Sword against Sword, or Shield against Flower.
  Sword-Shield, Sword-Flower, Shield-Shield and Flower-Flower may not touch.
- While you choose a cell, the table marks each touching side with a tick (they match) or a
  cross (they clash), for your card as you would place it.

# Retreat
- Instead of deploying, you may **retreat** once the field holds a card, even when a card would
  fit.
- Take every card of the field into your hand, then discard face down, one by one and your
  choice, until you hold 6. Your opponent draws from the deck until they hold 6, as far as the
  deck lasts. The battle ends, and **the player who did not retreat starts the next battle**.

# Forced retreat
- If you cannot deploy any card, you must retreat: when the field is full, when your hand is
  empty, or when none of your cards fits anywhere, read as you hold them.

# The end
- Once the deck is empty, nobody draws any more, and the first player to place the last card of
  their hand wins.
- Tie: if a battle starts after the deck ran out with both hands the same size, and the start
  player places their last card, the other player has one more turn: placing their last card too
  ties the game; otherwise the start player wins.
- Repetition: once the deck is empty, a battle that starts with the same hands and the same
  start player for the third time ends the game in a tie.
- You may resign at any time, and both players may agree a tie at any time: offer a tie, and your
  opponent accepts or declines.

# Match mode
- An option: the first player to win 2 games wins the match. A tie counts as a win for the start
  player and half a win for the other. The loser of a game starts the next one.

# Rulings
## The cards
- A card's top points away from the player who placed it, and its sides are read from that
  player's seat; a card taken back in a retreat is held index up by its new holder. Each player
  sees the field from their own side.
## Set-up
- The start player of the first game is set in the options (Seat 1 unless you choose otherwise).
  When you play again, choose the loser of the last game. In a match this is done for you.
## A battle: deployment
- Every side that touches a card must match it; the first card of a battle goes to the centre
  with no condition.
- The game log names a cell as the player who placed the card sees the field ("to Ann's upper
  left"), and a card by its sides as its holder holds it.
## Retreat
- The start player must open a battle in the centre; retreating from an empty field is not a
  move. Once a card is on the field you may retreat on any turn, even when a card would fit.
- Your opponent draws at once when you retreat; you then choose your discards. The Discard Area
  is one face-down pile; everyone sees how many cards each player discards.
- The opponent sees that you retreated, not whether a card could have been placed (a full field
  or an empty hand is told to both). Cards you took from the field stay known to both players
  until placed again; your discards are face down, so your opponent never knows which of them
  you kept.
## Forced retreat
- The 3x3 grid is fixed around the centre card. When all 9 cells are taken, the next player must
  retreat.
## The end
- Placing your last card while the deck still has cards does not win, and you draw nothing then:
  with an empty hand you must retreat on your next turn, unless your opponent retreats first (then
  you draw up to 6).
- A battle "starts after the deck ran out" when the deck is empty at its start (it may have run
  out in the draw that ended the battle before). The tie's "start player" is the start player of
  that battle.
- In the tie race the other player may only place their last card (or concede); with no cell for
  it, they lose at once.
- Repetition counts only battles that start with the deck empty. The third time, the game ends
  as that battle would start; in a match it scores like any tie, with that battle's start player
  as the start player. A discard takes a card out of play for good, so starts before it never
  come again. The table does not count repetitions for you: they depend on your opponent's
  hidden hand.
- "At any time" means at any of your decisions: your turn, your discards, or your answer to a tie
  offer. Resigning gives up the current game (in a match, the next game goes on).
- A tie offer is answered by the other player; after a refusal, make a move before offering
  again. A computer player answers offers itself (it usually declines) and never offers one.
## Match mode
- A tie in a match, by the tie race, by agreement or by repetition, scores 1 for the start player
  of the battle being played and half for the other; the player who scored the half starts the
  next game. If both reach 2 at once, the higher total wins the match; equal totals share it.
""")

# FieldState.phase_name() -> the `# Heading` of RULES_TEXT that covers it.
RULES_SECTIONS = {
    SETUP: "Set-up",
    DEPLOYMENT: "A battle: deployment",
    FORCED_RETREAT: "Forced retreat",
    RETREAT_DISCARDS: "Retreat",
    TIE_RACE_TURN: "The end",
    TIE_OFFER: "The end",
    THE_END: "The end",
}


class FoolsFieldGame(Game):
    id = "fools_field"
    title = "The Fool's Field"
    title_ja = "愚者の園"
    pitch = ("Deploy four-sided Soldiers on a 3\u00d73 field so that every side meets its "
             "match, or retreat and regroup. First to empty their hand wins.")
    min_players = 2
    max_players = 2
    # 2: cards keep their placer's orientation (the opponent's lie turned), and the
    # repetition tie replaces "20 battles without a discard". A version-1 save replays
    # other legal moves, so it is refused (engine/savefile.py says why).
    rules_version = 2
    options = (
        Option("match", "Match: first to 2 wins", False,
               help="Play games until one player has won 2. A tie counts 1 for the start "
                    "player and a half for the other; the loser starts the next game."),
        Option("start_player", "Start player", 0, choices=(0, 1),
               labels=("Seat 1", "Seat 2"),
               help="Who starts the (first) game. The rulebook: any way you like, but the "
                    "loser of the previous game starts the next one."),
    )
    action_types = (Shuffle, Deploy, Retreat, Discard, OfferTie, AcceptTie, DeclineTie,
                    Resign)
    event_types = EVENT_TYPES
    milestones = ((Retreated, "battle"), (GameEnded, "game"))
    view_type = FieldView
    rules_text = RULES_TEXT
    rules_sections = RULES_SECTIONS

    def new_state(self, num_players: int = 2, options: dict | None = None) -> FieldState:
        resolved = self.check_new(num_players, options)
        return FieldState(self, match=resolved["match"], start_player=resolved["start_player"])

    def next_game_options(self, state: FieldState, options: dict) -> dict:
        """The loser of the previous game (or match) starts the next one; after a tie
        nobody lost, and the start player stays."""
        options = dict(options)
        winners = state.winners()
        if state.is_over() and len(winners) == 1:
            options["start_player"] = 1 - winners[0]
        return options

    def sample_state(self, view: FieldView, rng) -> FieldState:
        return sample_state(self, view, rng)
