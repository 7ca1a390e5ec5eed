"""Slaughter the Dragon "Ha" (魔龍屠るべし 破): the rules engine.

The rules (the rulebook, ../shared/rulebooks/slaughter_the_dragon.txt, in full):

Set-up by player count
- 3 players: Purple, Red and Blue cards (36), 10 Dragon Body tokens, 11 cards a hand,
  3 cards of Inverted Scale. 4 players: all four colours (48), 10 Body tokens, 11 cards,
  4 Inverted Scale. 5 players: all four colours, 8 Body tokens, 9 cards, 3 Inverted Scale.
  There is always one Dragon Head token.
- The Trump Indicator deck holds two cards of each colour in use (6 or 8 cards). It is
  shuffled face down once, at the start of the game (a chance step).

Round flow, in this order
1. The Dragon Body tokens are laid in a row with the Dragon Head at one end.
2. The play cards are shuffled (a chance step) and dealt one at a time round the table;
   the cards left over lie face down as the Inverted Scale.
3. The top Trump Indicator card is revealed: its colour is the trump colour of the round.
   It is removed from the game at the end of the round.
4. Summoning Jutsu (from round 2): the winner of the last trick of the previous round
   takes 2 Inverted Scale cards WITHOUT seeing them first, then puts any 2 cards of their
   hand face down into the Inverted Scale.
5. The count-down: "Is there anyone with the 12 of the trump colour?", then 11, 10, ...
   until someone holds it. The number reached is public; that player performs Bodily
   Division Jutsu (the same player may perform both jutsu). Bodily Division: split the
   hand into a 1st-half hand and a face-down 2nd-half pile, each of at least one card.
   When the 1st-half hand is used up, the pile is taken up as the hand before the next
   trick. Following suit is only ever checked against the cards in hand.
6. Tricks until every hand is empty.

Tricks
- The lead player plays any card of their hand, except that Purple may not be led until
  someone has acquired a Purple card (taken it in a trick this round) or the leader holds
  only Purple cards in hand. The others follow clockwise and must play a card of the
  leading colour if they hold one in hand; otherwise any card (Purple too).
- The winner is the highest trump if any trump was played, otherwise the highest card of
  the leading colour. The winner takes a Dragon Body token (the Dragon Head on the last
  trick of the round) and every Purple card of the trick, and leads the next trick. The
  other cards are set aside.

End of the round
- The winner of the last trick reveals the Inverted Scale and takes all its Purple cards;
  they lead the next round and perform its Summoning Jutsu.
- Score: +5 for each Dragon token (Head or Body), minus the number of each Purple card
  taken. A round's scores add up to -23 (3-4 players) or -33 (5 players). Shoot the Moon:
  a player who took all 12 Purple cards scores +60 and everyone else -20; tokens and
  Purple are then ignored.
- The game ends when someone has -100 points or less, or after as many rounds as there
  are players. The highest total wins; tied players share the victory.

Advanced Variant (option `advanced`, off by default)
- When the revealed trump is Purple, the holder of the highest Purple card (found by the
  same count-down) performs Soul-Sucking Jutsu instead of Bodily Division: every other
  player gives them one card face down, then they give one card of their hand to each
  other player.

Rulings (DESIGN.md section 7, and the readings chosen here where the rulebook is silent)
- The first lead player of round 1 ("whoever used ninjutsu most recently", or "in
  whatever way you like") is drawn by lot: each seat with probability 1/n, decided by
  the first deal's shuffle (see `first_leader`). The later rounds are led by the winner
  of the previous round's last trick.
- Summoning Jutsu takes 2 Inverted Scale cards without looking at them first: the
  summoner picks two face-down cards by position, one at a time; both are shown to the
  summoner only once the second is taken. Then they return any 2 cards (the ones just
  taken too), one at a time. Nobody else learns which cards were taken or returned; the
  Inverted Scale is shown in sorted order when it is revealed at the end of the round.
- The count-down comes after the Summoning Jutsu (rulebook order) and asks about the
  cards in hands only: a trump in the Inverted Scale (also one just returned to it) is
  passed over. Its number is public, so every trump card above it is known to lie in the
  Inverted Scale.
- Bodily Division is made one card at a time: move a card from the hand to the 2nd-half
  pile (the hand must keep a card), or back into the hand, then finish (the pile must
  hold a card). At most as many cards as a hand holds (11 or 9) may be moved back in one
  Division, so that the choice always ends.
- A player with a 2nd-half pile follows suit only from the cards now in hand; a void
  shown while playing the 1st-half hand says nothing about the pile. The pile is taken
  up at the end of the trick in which the 1st-half hand ran out.
- "Someone has acquired a Purple card" means a Purple card was taken in a trick of this
  round; the lock starts again every round (the Purple cards of the previous round's
  Inverted Scale do not open it), and Purple cards that come into a hand by Summoning or
  Soul-Sucking are not "acquired". Cards in a 2nd-half pile do not count when asking
  whether the leader holds only Purple.
- Purple as trump: Purple cards are both trump and negative points.
- Soul-Sucking Jutsu: the other players give their card one after another, clockwise
  from the practitioner's left (the next seat); then the practitioner gives one card to
  each of them in the same order. A card given is seen only by its giver and receiver.
  The practitioner may give away any card, also one just received. Bodily Division is
  not performed in that round, so Soul-Sucking always meets full hands and no 2nd-half
  pile.
- Shoot the Moon counts the Purple cards from the Inverted Scale too (also those the
  Summoning Jutsu returned to it).
- The revealed Trump Indicator card stays on top of its deck during the round and is the
  card "returned to the box" when the next round starts.
- The game-end test is made after each round's scoring.
- The Ninjutsu reference cards and the Bonus card of the box play no part in the rules.

The code follows the rules' seams: `games.dragon.moves` (the phases, actions and events),
`games.dragon.setup` (the constructors and the deal of a round), `games.dragon.jutsu`
(the count-down and the three jutsu), `games.dragon.tricks` (playing and winning
tricks), `games.dragon.round_end` (the reveal, the scores, the end of the game) and this
module (the state's contract: whose move, the legal actions, why an action is illegal,
applying it, cloning; and the Game). Every public name of those modules is importable
from here. Actions: `Play`, `PickScale`, `ReturnToScale`, `ToPile`, `ToHand`,
`FinishDivision`, `Give`, and the chance `Shuffle` (the Trump Indicator deck once, the
play cards every round). Phases: see `PHASE_NAMES`. Explicit positions for tests,
tutorials and puzzles come from `DragonState.from_position`.
"""

from __future__ import annotations

import random

from engine.actions import Shuffle, random_shuffle, shuffle_problem
from engine.core import CHANCE, Action, Event, Game, IllegalAction, Option, State, View
from engine.events import GameOver, Shuffled
from games.dragon.cards import (
    COLOUR_NAMES,
    GAME_END_SCORE,
    MOON_BONUS,
    MOON_PENALTY,
    PURPLE,
    SETUPS,
    TOKEN_BODY,
    TOKEN_HEAD,
    TOKEN_POINTS,
    card_name,
    cards_text,
)
from games.dragon.jutsu import JutsuSteps
from games.dragon.moves import (
    ACTION_TYPES,
    EVENT_TYPES,
    FINISH,
    GIVE,
    JUTSU_DIVISION,
    JUTSU_SOUL,
    PH_DEAL,
    PH_DIVIDE,
    PH_OVER,
    PH_PICK,
    PH_PLAY,
    PH_RETURN,
    PH_SOUL_GIVE,
    PH_SOUL_RETURN,
    PH_TRUMPS,
    PHASE_INDEX,
    PICK,
    PLAY,
    PLAYED,
    RETURN,
    TO_HAND,
    TO_PILE,
    CardPassed,
    Dealt,
    DivisionFinished,
    DivisionMove,
    FinishDivision,
    Give,
    HighestTrumpCalled,
    PickScale,
    PileTakenUp,
    Play,
    Played,
    ReturnToScale,
    RoundScored,
    RoundStarted,
    ScaleCardPicked,
    ScaleCardReturned,
    ScaleFormed,
    ScaleRevealed,
    SummonedCards,
    ToHand,
    ToPile,
    TrickWon,
    TrumpRevealed,
    _is_card,
    _name,
)
from games.dragon.round_end import RoundEnd
from games.dragon.setup import SetUp, first_leader
from games.dragon.tricks import TrickPlay
from games.dragon.view import PHASE_NAMES, DragonView, make_view, sample_state

__all__ = [  # (the names this module had before its split, and the cards' constants)
    "CHANCE", "COLOUR_NAMES", "GAME_END_SCORE", "MOON_BONUS", "MOON_PENALTY", "PURPLE",
    "SETUPS", "TOKEN_BODY", "TOKEN_HEAD", "TOKEN_POINTS", "card_name", "cards_text",
    "IllegalAction", "ACTION_TYPES", "EVENT_TYPES", "FINISH", "GIVE", "JUTSU_DIVISION",
    "JUTSU_SOUL",
    "PHASE_INDEX", "PHASE_NAMES", "PH_DEAL", "PH_DIVIDE", "PH_OVER", "PH_PICK", "PH_PLAY",
    "PH_RETURN", "PH_SOUL_GIVE", "PH_SOUL_RETURN", "PH_TRUMPS", "PICK", "PLAY", "PLAYED",
    "RETURN", "RULES_TEXT", "TO_HAND", "TO_PILE", "CardPassed", "Dealt", "DivisionFinished",
    "DivisionMove", "DragonGame", "DragonState", "DragonView", "FinishDivision", "GameOver",
    "Give", "HighestTrumpCalled", "PickScale", "PileTakenUp", "Play", "Played",
    "ReturnToScale", "RoundScored", "RoundStarted", "ScaleCardPicked", "ScaleCardReturned",
    "ScaleFormed", "ScaleRevealed", "Shuffle", "Shuffled", "SummonedCards", "ToHand",
    "ToPile", "TrickWon", "TrumpRevealed", "_is_card", "_name", "first_leader",
]

# -- the state ---------------------------------------------------------------------


class DragonState(SetUp, JutsuSteps, TrickPlay, RoundEnd, State):
    """A position. Cards are ints (`games.dragon.cards`); hands and piles are sorted lists.

    Public attributes are read by the views and by the fast rollout policy; change a
    state only through `apply` (or build one with `from_position`). The methods of each
    part of a round live in its own module (the mixins `SetUp`, `JutsuSteps`, `TrickPlay`
    and `RoundEnd`); this class declares the slots and keeps the contract.
    """

    __slots__ = (
        "game", "num_players", "advanced", "setup", "cards", "hand_size", "body_total",
        "phase", "round_no", "turn", "leader", "over",
        "trump", "trump_deck", "trump_history",
        "hands", "piles", "scale", "pick", "pick_positions",
        "trick", "tricks", "set_aside", "tokens", "head", "body_left", "purple_won",
        "broken", "voids",
        "summoner", "summon_taken", "summon_returned",
        "divider", "sucker", "called", "backs", "passes",
        "scale_revealed", "totals", "round_scores", "round_moon",
        "quiet", "_legal",
    )

    # -- the contract --------------------------------------------------------------

    def to_move(self) -> int:
        return self.turn

    def is_over(self) -> bool:
        return self.over

    def chance_action(self, rng: random.Random) -> Action:
        if self.phase == PH_TRUMPS:
            return random_shuffle(rng, len(self.trump_deck))
        if self.phase == PH_DEAL:
            return random_shuffle(rng, len(self.cards))
        raise ValueError("no chance step is due")

    def legal_actions(self) -> list:
        ph = self.phase
        if ph == PH_PLAY:
            hand = self.hands[self.turn]
            trick = self.trick
            if trick:
                lead = trick[0] >> 4
                acts = [PLAY[c] for c in hand if c >> 4 == lead] or [PLAY[c] for c in hand]
            elif self.broken:
                acts = [PLAY[c] for c in hand]
            else:
                acts = [PLAY[c] for c in hand if c > 15] or [PLAY[c] for c in hand]
        elif ph == PH_DIVIDE:
            d = self.divider
            hand = self.hands[d]
            pile = self.piles[d]
            acts = [TO_PILE[c] for c in hand] if len(hand) > 1 else []
            if self.backs < self.hand_size:
                acts += [TO_HAND[c] for c in pile]
            if pile:
                acts.append(FINISH)
        elif ph == PH_PICK:
            acts = PICK[:len(self.scale)]
        elif ph == PH_RETURN:
            acts = [RETURN[c] for c in self.hands[self.summoner]]
        elif ph in (PH_SOUL_GIVE, PH_SOUL_RETURN):
            acts = [GIVE[c] for c in self.hands[self.turn]]
        else:
            return []
        self._legal = acts
        return acts[:]

    def apply(self, action) -> list[Event]:
        legal = self._legal
        if legal is None or action not in legal:
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason)
        self._legal = None
        if self.phase == PH_PLAY:
            return self._play(action.card)
        return self._apply_other(action)

    def why_illegal(self, action) -> str | None:
        ph = self.phase
        if ph == PH_OVER:
            return "The game is over."
        if ph == PH_TRUMPS:
            return shuffle_problem(action, len(self.trump_deck))
        if ph == PH_DEAL:
            return shuffle_problem(action, len(self.cards))
        if ph == PH_PLAY:
            return self._play_problem(action)
        return self._jutsu_problem(action)

    # -- applying ------------------------------------------------------------------

    def _apply(self, action) -> list[Event]:
        self._legal = None
        if self.phase == PH_PLAY:
            return self._play(action.card)
        return self._apply_other(action)

    def _apply_other(self, action) -> list[Event]:
        ph = self.phase
        if ph == PH_DIVIDE:
            t = type(action)
            if t is ToPile:
                return self._to_pile(action.card)
            if t is ToHand:
                return self._to_hand(action.card)
            return self._finish_division()
        if ph == PH_DEAL:
            return self._deal(action.order)
        if ph == PH_PICK:
            return self._pick(action.position)
        if ph == PH_RETURN:
            return self._return(action.card)
        if ph in (PH_SOUL_GIVE, PH_SOUL_RETURN):
            return self._give(action.card)
        if ph == PH_TRUMPS:
            self.trump_deck = [self.trump_deck[i] for i in action.order]
            self.phase = PH_DEAL
            return [Shuffled("Trump Indicator deck", len(self.trump_deck))]
        raise ValueError("the game is over")

    # -- reading -------------------------------------------------------------------

    def view(self, seat: int | None) -> DragonView:
        return make_view(self, seat)

    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def rules_section(self) -> str:
        """The `# Heading` of RULES_TEXT for the step in progress (the in-app rules open
        at it)."""
        return RULES_SECTIONS[self.phase]

    def clone(self) -> DragonState:
        o = DragonState.__new__(DragonState)
        o.game = self.game
        o.num_players = self.num_players
        o.advanced = self.advanced
        o.setup = self.setup
        o.cards = self.cards
        o.hand_size = self.hand_size
        o.body_total = self.body_total
        o.phase = self.phase
        o.round_no = self.round_no
        o.turn = self.turn
        o.leader = self.leader
        o.over = self.over
        o.trump = self.trump
        o.trump_deck = self.trump_deck[:]
        o.trump_history = self.trump_history[:]
        o.hands = [h[:] for h in self.hands]
        o.piles = [p[:] for p in self.piles]
        o.scale = self.scale[:]
        o.pick = self.pick[:]
        o.pick_positions = self.pick_positions
        o.trick = self.trick[:]
        o.tricks = self.tricks[:]
        o.set_aside = self.set_aside[:]
        o.tokens = self.tokens[:]
        o.head = self.head
        o.body_left = self.body_left
        o.purple_won = [p[:] for p in self.purple_won]
        o.broken = self.broken
        o.voids = self.voids[:]
        o.summoner = self.summoner
        o.summon_taken = self.summon_taken[:]
        o.summon_returned = self.summon_returned[:]
        o.divider = self.divider
        o.sucker = self.sucker
        o.called = self.called
        o.backs = self.backs
        o.passes = self.passes[:]
        o.scale_revealed = self.scale_revealed
        o.totals = self.totals[:]
        o.round_scores = self.round_scores[:]
        o.round_moon = self.round_moon[:]
        o.quiet = self.quiet
        o._legal = None
        return o

    def __repr__(self) -> str:
        return (f"<DragonState {self.num_players}p round {self.round_no} "
                f"{PHASE_NAMES[self.phase]} to move {self.turn}>")


# -- the game ----------------------------------------------------------------------

RULES_TEXT = """\
# Slaughter the Dragon \u201cHa\u201d

Cut up the dragon and bring its body home, but beware its poison. A trick-taking game for 3-5 players in which a few players bend their hand with ninjutsu.

# The cards
- 48 cards: Purple, Red, Blue and Green, 1 to 12. With 3 players Green is left out.
- Each **Dragon token** (Head or Body) you win is worth **+5**. Each **Purple** card you take costs its number in points.
- Hands: 11 cards with 3 or 4 players, 9 with 5. The cards left over lie face down as the **Inverted Scale** (3, 4 and 3 cards).
- Dragon Body tokens: 10 with 3 or 4 players, 8 with 5, plus the Dragon Head.
- The **Trump Indicator** deck has two cards of each colour in use; it is shuffled once at the start.

# A round
- The Dragon is laid out, the cards are dealt, and the top Trump Indicator card is turned up: its colour is **trump** for this round (the card is then out of the game).
- From round 2 the **Summoning Jutsu** comes first; then the count-down and the **Bodily Division Jutsu**; then tricks are played until all hands are empty.

# Summoning Jutsu
- **Summoning Jutsu** (from round 2): the winner of the last trick of the previous round takes 2 Inverted Scale cards without looking at them first, then returns any 2 cards of their hand face down.

# Bodily Division Jutsu
- The count-down: \u201cIs there anyone with the trump 12?\u201d, then 11, 10... The player who has the highest trump says \u201cHere I am\u201d (everybody hears the number) and performs **Bodily Division Jutsu**: they split their hand into a **1st-half hand** and a face-down **2nd-half pile**, each of at least one card. When the 1st-half hand is used up, the pile is taken up before the next trick. The same player may perform both jutsu.

# Tricks
- The lead player plays any card, but **Purple may not be led** until someone has taken a Purple card this round, unless the leader holds only Purple cards in hand (a 2nd-half pile does not count).
- The others follow clockwise and **must follow the leading colour** if they hold it in hand (cards in a 2nd-half pile do not count). Otherwise they may play any card, Purple too.
- The highest trump wins; with no trump, the highest card of the leading colour.
- The winner takes a Dragon Body token (the **Dragon Head** on the last trick) and every Purple card of the trick, and leads next.

# End of the round
- The winner of the last trick reveals the Inverted Scale, takes its Purple cards, leads the next round and performs its Summoning Jutsu.
- Score +5 per token, minus the number of each Purple card. All scores of a round add up to -23 (-33 with 5 players).
- **Shoot the Moon**: whoever takes all 12 Purple cards scores **+60** and everyone else **-20**; tokens and Purple are ignored.
- The game ends when someone has **-100 or less**, or after as many rounds as there are players. The highest total wins; ties share the victory.

# Advanced Variant: Soul-Sucking Jutsu
- When the trump is Purple, the holder of the highest Purple card performs **Soul-Sucking Jutsu** instead of Bodily Division: every other player gives them a card face down, then they give one card to each other player (it may be their highest Purple).

# Rulings
Where the rulebook is silent or unclear, Card Hall rules as follows (each ruling also shows with the rules of its step when the rules are opened from the table).
## A round
- Round 1 is led by a player drawn by lot when the cards are first dealt.
## Summoning Jutsu
- Summoning: you pick 2 face-down cards one at a time and see them only when both are taken. You may return the cards you just took. Nobody else learns which cards were returned; the Inverted Scale is shown sorted at the end of the round.
## Bodily Division Jutsu
- The count-down comes after the Summoning and asks about the cards in hands, so every trump above the number called lies in the Inverted Scale.
- Bodily Division is made card by card: move cards to the pile or back, then finish. You may move at most as many cards back as a hand holds.
## Tricks
- \u201cSomeone has acquired a Purple card\u201d means taken in a trick of this round: Purple in the previous round\u2019s Inverted Scale, or received by Summoning or Soul-Sucking, does not count.
- A void you show while playing your 1st-half hand says nothing about your 2nd-half pile.
- Purple as trump: Purple cards are both trump and negative points.
## End of the round
- Shoot the Moon counts the Purple cards of the Inverted Scale too, also those returned to it by the Summoning.
- The game-end conditions are checked after each round's scoring.
## Advanced Variant: Soul-Sucking Jutsu
- Soul-Sucking: the others give their card one after another, starting at the practitioner's left; then the practitioner gives a card to each in the same order. Only the giver and the receiver see a card given. No Bodily Division is made in that round.
"""  # noqa: E501


# The phase (`PH_*`) -> the `# Heading` of RULES_TEXT that covers it.
RULES_SECTIONS = ("A round", "A round", "Summoning Jutsu", "Summoning Jutsu",
                  "Bodily Division Jutsu", "Advanced Variant: Soul-Sucking Jutsu",
                  "Advanced Variant: Soul-Sucking Jutsu", "Tricks", "End of the round")


class DragonGame(Game):
    id = "dragon"
    title = "Slaughter the Dragon \u201cHa\u201d"
    title_ja = "魔龍屠るべし 破"
    pitch = ("Trick-taking with trump: carve up the dragon, dodge its purple poison, "
             "and bend your hand with ninjutsu.")
    min_players = 3
    max_players = 5
    rules_version = 2  # 2: the first lead player is drawn by lot (was seat 0)
    options = (
        Option("advanced", "Advanced Variant", False,
               help="When Purple is trump, the highest Purple holder performs Soul-Sucking "
                    "Jutsu instead of Bodily Division."),
    )
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    milestones = ((TrickWon, "trick"), (RoundScored, "round"))
    view_type = DragonView
    rules_text = RULES_TEXT

    def new_state(self, num_players: int, options: dict | None = None) -> DragonState:
        opts = self.check_new(num_players, options)
        return DragonState.blank(self, num_players, opts["advanced"])

    def sample_state(self, view: View, rng: random.Random) -> DragonState:
        return sample_state(self, view, rng)
