"""Makai Fuda's in-app rules (`MakaiFudaGame.rules_text`), one `# Heading` per phase in
play order, and the heading of each phase (`MakaiState.phase_name()`), so that the rules
can be opened at the phase in progress."""

from __future__ import annotations

HEADING_CARDS = "The cards"
HEADING_SETUP = "Set-up"
HEADING_DEAL = "The deal"
HEADING_PREDICTION = "The prediction"
HEADING_MATCH = "A match"
HEADING_MAGIC = "Magic and Poison"
HEADING_PRIZE = "The prize"
HEADING_END = "The end"
HEADING_VARIANT_I = "Variant I: Let's Watch Here"
HEADING_VARIANT_II = "Variant II: Let's Go That Way After All"
HEADING_VARIANT_III = "Variant III: Then Let's Play For 30 Minutes"
HEADING_RULINGS = "Rulings"

HEADINGS = (HEADING_CARDS, HEADING_SETUP, HEADING_DEAL, HEADING_PREDICTION, HEADING_MATCH,
            HEADING_MAGIC, HEADING_PRIZE, HEADING_END, HEADING_VARIANT_I, HEADING_VARIANT_II,
            HEADING_VARIANT_III, HEADING_RULINGS)
"""The sections of the rules, in play order."""

PHASE_HEADINGS = {
    "lot": HEADING_SETUP,
    "deal": HEADING_DEAL,
    "predict": HEADING_PREDICTION,
    "play": HEADING_MATCH,
    "target": HEADING_MAGIC,
    "switch": HEADING_VARIANT_II,
    "over": HEADING_END,
}
"""The rules section of each phase of `games.makai_fuda.phases.PHASE_IDS`."""

RULES_TEXT = f"""\
# Makai Fuda

Colossa, a city of immorality, holds betting matches day and night. You are a gang of thugs: bet
  on the Monster that will win the tournament, then favour it with poison and magic. It does not
  matter which player wins a match: it matters which Monster wins. The goal is gold. A game for
  3-4 players from konbou club.

# {HEADING_CARDS}
- Four Monsters, **Blue**, **Green**, **Yellow** and **Red**, each with cards of strength 1 to
  10, and 4 **Magic** cards: 44 cards.
- With 3 players all Green cards and one Magic card are left out: 33 cards, and there is no
  Green prize card.
- **Boss**: Red 9. It has no effect of its own.
- **Poison**: Blue 3, Yellow 4, Green 5 and Red 2.
- Four **Prize Distribution cards**, one per Monster, hold the Monster's die (its wins in this
  tournament) and its bonus chips.

# {HEADING_SETUP}
- The Prize Distribution cards lie in a row: Blue, Green, Yellow, Red. The dice and the chips
  start in the stock; everyone starts with 0 gold.
- The first **Start Player** is drawn by lot.

# {HEADING_DEAL}
- A tournament starts: every die goes back to the stock, and all the cards are shuffled and
  dealt, **11 to each player**. Nobody sees another player's hand.

# {HEADING_PREDICTION}
- Every player puts one **Monster** card of their hand (never Magic) **face down**: the Monster
  they root for. Players choose one after another, clockwise from the Start Player, without
  seeing each other's choice.
- You may look at your own prediction at any time; nobody else sees it until the prize.
- The prediction leaves the hand: 10 cards are left, so a tournament has **10 matches**.

# {HEADING_MATCH}
- The Start Player leads the first match. Clockwise, every player plays one card face up to the
  field.
- The **leader** may play any card.
- Every other player **must play a Monster of a type that is not on the field yet**, if they
  hold one. When every Monster in their hand is already on the field, they may play any card.
- **Magic** may be played at any time instead, ignoring these rules, and is never forced.
- When everyone has played, the strongest Monster wins: cards of the same type **add together**;
  **ties go to the type that appeared first**.
- The winner's **die goes up by one** (a new die starts at 1).
- The **next leader** is the player who last added to the winning Monster: who played it, or a
  later card of its type, or a Magic card on it.
- Matches go on until the hands are empty.

# {HEADING_MAGIC}
- **Magic** must choose a Monster on the field and add **+3** to its strength. When several
  Monsters are on the field, you choose which one right after playing it; with only one, Magic
  boosts it at once.
- With no Monster on the field (as the leader, or when only Magic has been played), Magic has no
  effect.
- **Poison**: while the **Boss** (Red 9) is on the field, each Poison card adds **+100** to its
  Monster. Without the Boss, Poison is an ordinary card.

# {HEADING_PRIZE}
- After the last match all predictions are revealed.
- The Monster with the **highest die** wins the tournament; ties go to **Blue, then Green, then
  Yellow, then Red**.
- Everyone who predicted it is paid: **50 gold** alone, **40 gold** each when two, **30 gold**
  each when three or four, **plus** the gold of the chips on its card (each of them gets the
  full amount).
- If nobody predicted it, nobody is paid.
- Then the winner's chips go back to the stock, and every other Monster's card gets a **10 gold
  chip** (at most 40 gold a card).
- The Start Player card passes clockwise, and the next tournament starts with the deal.

# {HEADING_END}
- The game ends after a prize phase in which anyone has **80 gold or more** (with Variant III,
  after the chosen number of tournaments instead).
- The player with the most gold wins; tied players share the victory.

# {HEADING_VARIANT_I}
- The first **three matches** of each tournament are played before anyone predicts. Then
  everyone puts a Monster face down, and the other seven matches follow. Nothing else changes.

# {HEADING_VARIANT_II}
- **Once per tournament**, on your turn, instead of playing a card from your hand you may **play
  your face-down prediction** face up, ignoring the playing rules.
- Then put a Monster card of your hand **of another type** face down as your new prediction, and
  **pay 10 gold** (you cannot go below 0).

# {HEADING_VARIANT_III}
- The game lasts a number of tournaments chosen before it starts (2 to 6; a tournament takes
  about 7 minutes), and the **last tournament pays double**.

# {HEADING_RULINGS}
## {HEADING_SETUP}
- The first Start Player is drawn by lot when the game starts.
## {HEADING_PREDICTION}
- The simultaneous prediction is taken one player after another, clockwise from the Start
  Player, each behind the curtain; nobody sees another's card before the prize.
## {HEADING_MATCH}
- A type is \u201con the field\u201d when a Monster card of it has been played in this match;
  Magic never puts a type on the field.
- A player who plays a Monster of a type already on the field, while some type is missing, shows
  everyone that their hand holds no Monster of the missing types, for the rest of the tournament
  (hands never gain cards); the computer players take it into account.
- The dice only count wins: a Monster may win more than 6 matches.
## {HEADING_MAGIC}
- Magic boosts a Monster type: all its cards on the field count together. A match in which
  nobody played a Monster has no winner, no die moves, and the same player leads again.
- Poison counts only while the Boss is on the field in the same match; Red's own Poison (Red 2)
  counts too.
## {HEADING_VARIANT_I}
- Variant I reads the rulebook's \u201cthree games\u201d as the first three matches of each
  tournament. The predictions then start with the Start Player, and the fourth match is led as
  usual, by the player who last added to the Monster that won the third.
## {HEADING_VARIANT_II}
- Variant II: each player may do it once per tournament, only while a prediction lies face down
  (not during Variant I's first three matches) and only with a Monster of another type in hand.
  The revealed prediction counts as an ordinary Monster played on your turn: its type is on the
  field, it may win the match and make you the next leader, and it shows nothing about your hand.
  With less than 10 gold you pay what you have; Variant III's double tournament does not double
  the fee.
## {HEADING_VARIANT_III}
- Variant III: the rulebook asks for a time agreed in advance; Card Hall asks for a number of
  tournaments instead. The game then lasts exactly that many tournaments: the 80 gold end does
  not apply. \u201cDouble\u201d doubles everything paid in the last tournament, the chips' gold
  included; the chips still move as usual.
"""
