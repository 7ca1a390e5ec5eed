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

Actions: `Play`, `PickScale`, `ReturnToScale`, `ToPile`, `ToHand`, `FinishDivision`,
`Give`, and the chance `Shuffle` (the Trump Indicator deck once, the play cards every
round). Phases: see `PHASE_NAMES`. Explicit positions for tests, tutorials and puzzles
come from `DragonState.from_position`.
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass
from operator import attrgetter

from engine.actions import Shuffle, random_shuffle, shuffle_problem
from engine.core import (
    CHANCE,
    Action,
    Event,
    Game,
    IllegalAction,
    Option,
    State,
    View,
    max_score_winners,
)
from engine.events import GameOver, Shuffled, seat_name
from engine.tricks import trick_winner
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
from games.dragon.view import PHASE_NAMES, DragonView, make_view, sample_state

# -- phases ------------------------------------------------------------------------

PH_TRUMPS = 0        # chance: shuffle the Trump Indicator deck (start of the game)
PH_DEAL = 1          # chance: shuffle and deal the play cards (start of each round)
PH_PICK = 2          # Summoning Jutsu: take an Inverted Scale card (twice)
PH_RETURN = 3        # Summoning Jutsu: return a card to the Inverted Scale (twice)
PH_DIVIDE = 4        # Bodily Division Jutsu
PH_SOUL_GIVE = 5     # Soul-Sucking Jutsu: the others give a card each
PH_SOUL_RETURN = 6   # Soul-Sucking Jutsu: the practitioner gives a card to each
PH_PLAY = 7          # tricks
PH_OVER = 8
PHASE_INDEX = {name: i for i, name in enumerate(PHASE_NAMES)}

JUTSU_DIVISION = "division"
JUTSU_SOUL = "soul"


def _is_card(c) -> bool:
    return type(c) is int and 1 <= (c & 15) <= 12 and 0 <= c < 64


def first_leader(order, num_players: int) -> int:
    """The first lead player of the game, drawn by lot from the first deal's shuffle.

    Seat 0's hand is kept sorted, so the order in which its cards were dealt decides
    nothing else: take the first `num_players` cards dealt to seat 0 (positions 0, n, 2n,
    ... of `order`); the leader is the number of them, after the first, that came before
    the first in the unshuffled deck. In a uniform shuffle the relative order of those n
    cards is uniform, so every seat leads round 1 with probability 1/n, whatever the
    hands and the Inverted Scale hold. (Every hand has at least n cards: 11 or 9.)
    """
    n = num_players
    first = order[0]
    return sum(1 for i in range(n, n * n, n) if order[i] < first)


# -- actions -----------------------------------------------------------------------


def _strict_eq(field: str):
    """(__eq__, __hash__) of a one-field action: equal when of the same class with the
    same value *of the same type*, so that `Play(True)` or `Play(1.0)` is never taken
    for `Play(1)`: `why_illegal` refuses them, and `a in legal_actions()` must agree."""
    getter = attrgetter(field)

    def eq(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        a = getter(self)
        b = getter(other)
        return a == b and a.__class__ is b.__class__

    def hash_(self):
        return hash((self.__class__.__name__, getter(self)))

    return eq, hash_


_card_eq, _card_hash = _strict_eq("card")


@dataclass(frozen=True, slots=True, eq=False)
class Play(Action):
    """Play a card of your (1st-half) hand to the trick."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"play {_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class PickScale(Action):
    """Summoning Jutsu: take the face-down Inverted Scale card at `position` (0-based,
    among the cards still there), without seeing it."""

    position: int
    __eq__, __hash__ = _strict_eq("position")

    def __str__(self) -> str:
        pos = self.position + 1 if type(self.position) is int else self.position
        return f"take Inverted Scale card {pos} unseen"


@dataclass(frozen=True, slots=True, eq=False)
class ReturnToScale(Action):
    """Summoning Jutsu: put a card of your hand face down into the Inverted Scale."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"return {_name(self.card)} to the Inverted Scale"


@dataclass(frozen=True, slots=True, eq=False)
class ToPile(Action):
    """Bodily Division Jutsu: move a card from the 1st-half hand to the 2nd-half pile."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"put {_name(self.card)} in the 2nd-half pile"


@dataclass(frozen=True, slots=True, eq=False)
class ToHand(Action):
    """Bodily Division Jutsu: move a card back from the 2nd-half pile to the hand."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"take {_name(self.card)} back into the 1st-half hand"


@dataclass(frozen=True, slots=True)
class FinishDivision(Action):
    """Bodily Division Jutsu: the split is made."""

    def __str__(self) -> str:
        return "finish the Bodily Division"


@dataclass(frozen=True, slots=True, eq=False)
class Give(Action):
    """Soul-Sucking Jutsu: give a card face down (to the practitioner, or, as the
    practitioner, to the next player in turn)."""

    card: int
    __eq__ = _card_eq
    __hash__ = _card_hash

    def __str__(self) -> str:
        return f"give {_name(self.card)} face down"


def _name(c) -> str:
    return card_name(c) if _is_card(c) else repr(c)


# Interned actions: legal_actions() hands out these objects, never new ones.
PLAY = [Play(c) if _is_card(c) else None for c in range(64)]
RETURN = [ReturnToScale(c) if _is_card(c) else None for c in range(64)]
TO_PILE = [ToPile(c) if _is_card(c) else None for c in range(64)]
TO_HAND = [ToHand(c) if _is_card(c) else None for c in range(64)]
GIVE = [Give(c) if _is_card(c) else None for c in range(64)]
PICK = [PickScale(i) for i in range(8)]
FINISH = FinishDivision()

# -- events ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """The Dragon is laid out (the Head and `body_tokens` Body tokens) for a new round."""

    round: int
    rounds: int
    leader: int
    summoner: int  # -1 in round 1
    body_tokens: int

    def describe(self, names):
        lot = " (drawn by lot)" if self.summoner < 0 else ""
        return (f"Round {self.round} of {self.rounds}: the Dragon is laid out (Head and "
                f"{self.body_tokens} Body tokens). {seat_name(names, self.leader)} "
                f"leads{lot}.")


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """`seat` is dealt `count` cards; `cards` only in the version that seat receives."""

    seat: int
    cards: tuple[int, ...] | None
    count: int

    def for_viewer(self, viewer):
        return self if viewer == self.seat else Dealt(self.seat, None, self.count)

    def reveals_to(self, viewer):
        return viewer == self.seat

    def describe(self, names):
        if self.cards is not None:
            return f"{seat_name(names, self.seat)} is dealt {cards_text(self.cards)}."
        return f"{seat_name(names, self.seat)} is dealt {self.count} cards."


@dataclass(frozen=True, slots=True)
class ScaleFormed(Event):
    """The cards left over lie face down under the Dragon Head as the Inverted Scale."""

    count: int

    def describe(self, names):
        return f"The Inverted Scale: {self.count} cards lie face down under the Dragon Head."


@dataclass(frozen=True, slots=True)
class TrumpRevealed(Event):
    colour: int
    round: int
    deck_left: int  # Trump Indicator cards still face down

    def reveals_to(self, viewer):
        return True

    def describe(self, names):
        return f"The Trump Indicator shows {COLOUR_NAMES[self.colour]}: it is trump this round."


@dataclass(frozen=True, slots=True)
class ScaleCardPicked(Event):
    """Summoning Jutsu: `seat` takes the face-down Inverted Scale card at `position`
    (among the cards then there) and sets it aside unseen."""

    seat: int
    position: int
    scale_left: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} takes Inverted Scale card {self.position + 1} "
                f"face down (Summoning Jutsu).")


@dataclass(frozen=True, slots=True)
class SummonedCards(Event):
    """Summoning Jutsu: the two cards taken join `seat`'s hand; only that seat sees them."""

    seat: int
    cards: tuple[int, ...] | None

    def for_viewer(self, viewer):
        return self if viewer == self.seat else SummonedCards(self.seat, None)

    def reveals_to(self, viewer):
        return viewer == self.seat

    def describe(self, names):
        if self.cards is not None:
            return f"{seat_name(names, self.seat)} summons {cards_text(self.cards)} into the hand."
        return f"{seat_name(names, self.seat)} adds the 2 summoned cards to the hand."


@dataclass(frozen=True, slots=True)
class ScaleCardReturned(Event):
    """Summoning Jutsu: `seat` puts a card face down into the Inverted Scale."""

    seat: int
    card: int | None
    scale_size: int

    def for_viewer(self, viewer):
        return self if viewer == self.seat else ScaleCardReturned(self.seat, None,
                                                                  self.scale_size)

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a card"
        return f"{seat_name(names, self.seat)} returns {what} face down to the Inverted Scale."


@dataclass(frozen=True, slots=True)
class HighestTrumpCalled(Event):
    """The count-down from 12 stopped at `number`: `seat` holds that trump card and
    performs `jutsu` ("division" or "soul")."""

    seat: int
    colour: int
    number: int
    jutsu: str

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        who = seat_name(names, self.seat)
        what = "Bodily Division" if self.jutsu == JUTSU_DIVISION else "Soul-Sucking"
        return (f"\u201cIs there anyone with the {COLOUR_NAMES[self.colour]} {self.number}?\u201d "
                f"\u2014 {who}: \u201cHere I am.\u201d {who} performs {what} Jutsu.")


@dataclass(frozen=True, slots=True)
class DivisionMove(Event):
    """Bodily Division: `seat` moves a card to the 2nd-half pile (`to_pile`) or back to
    the hand; others see only the counts."""

    seat: int
    card: int | None
    to_pile: bool
    hand_count: int
    pile_count: int

    def for_viewer(self, viewer):
        if viewer == self.seat:
            return self
        return DivisionMove(self.seat, None, self.to_pile, self.hand_count, self.pile_count)

    def describe(self, names):
        if self.card is None:
            return ""  # others learn only the result (DivisionFinished): no log line
        where = "to the 2nd-half pile" if self.to_pile else "back to the hand"
        return f"{seat_name(names, self.seat)} moves {card_name(self.card)} {where}."


@dataclass(frozen=True, slots=True)
class DivisionFinished(Event):
    seat: int
    hand_count: int
    pile_count: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} divides the hand: {self.hand_count} cards in "
                f"the 1st half, {self.pile_count} face down as the 2nd-half pile.")


@dataclass(frozen=True, slots=True)
class CardPassed(Event):
    """Soul-Sucking Jutsu: `giver` gives a card face down to `receiver`; only those two
    see which card."""

    giver: int
    receiver: int
    card: int | None

    def for_viewer(self, viewer):
        if viewer == self.giver or viewer == self.receiver:
            return self
        return CardPassed(self.giver, self.receiver, None)

    def reveals_to(self, viewer):
        return viewer == self.receiver

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a card"
        return (f"{seat_name(names, self.giver)} gives {what} face down to "
                f"{seat_name(names, self.receiver)}.")


@dataclass(frozen=True, slots=True)
class PileTakenUp(Event):
    """Bodily Division: the 1st-half hand is used up; the 2nd-half pile becomes the hand."""

    seat: int
    count: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} has used up the 1st-half hand and takes up "
                f"the 2nd-half pile ({self.count} cards).")


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        return f"{seat_name(names, self.seat)} plays {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """Trick number `trick` (1-based), led by `leader` (`cards` in play order from the
    leader), goes to `seat`, who takes a `token` ("body" or "head") and the `purple`
    cards of the trick."""

    seat: int
    leader: int
    cards: tuple[int, ...]
    token: str
    purple: tuple[int, ...]
    trick: int

    def describe(self, names):
        token = "the Dragon Head" if self.token == TOKEN_HEAD else "a Dragon Body token"
        text = f"{seat_name(names, self.seat)} wins trick {self.trick} and takes {token}"
        if self.purple:
            text += f" and {cards_text(self.purple)}"
        return text + "."


@dataclass(frozen=True, slots=True)
class ScaleRevealed(Event):
    """End of the round: the last trick's winner `seat` reveals the Inverted Scale
    (`cards`, sorted) and takes its `purple` cards."""

    seat: int
    cards: tuple[int, ...]
    purple: tuple[int, ...]

    def reveals_to(self, viewer):
        return True

    def describe(self, names):
        text = f"The Inverted Scale is revealed: {cards_text(self.cards)}."
        if self.purple:
            text += f" {seat_name(names, self.seat)} takes {cards_text(self.purple)}."
        return text


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """Per seat: Dragon tokens won, Purple points (zero or negative), the round's score
    (after Shoot the Moon, if `moon` is a seat) and the running totals."""

    round: int
    tokens: tuple[int, ...]
    purple_points: tuple[int, ...]
    scores: tuple[int, ...]
    moon: int  # the seat that shot the moon, or -1
    totals: tuple[int, ...]

    def describe(self, names):
        parts = [f"{seat_name(names, s)} {sc:+d} ({t})" if sc else
                 f"{seat_name(names, s)} 0 ({t})" for s, (sc, t)
                 in enumerate(zip(self.scores, self.totals))]
        text = f"Round {self.round} scores: " + ", ".join(parts) + "."
        if self.moon >= 0:
            text = f"{seat_name(names, self.moon)} shoots the moon! " + text
        return text


PLAYED = [[Played(s, c) if _is_card(c) else None for c in range(64)] for s in range(5)]

EVENT_TYPES = (Shuffled, RoundStarted, Dealt, ScaleFormed, TrumpRevealed, ScaleCardPicked,
               SummonedCards, ScaleCardReturned, HighestTrumpCalled, DivisionMove,
               DivisionFinished, CardPassed, PileTakenUp, Played, TrickWon, ScaleRevealed,
               RoundScored, GameOver)
ACTION_TYPES = (Shuffle, Play, PickScale, ReturnToScale, ToPile, ToHand, FinishDivision, Give)


# -- the state ---------------------------------------------------------------------


class DragonState(State):
    """A position. Cards are ints (`games.dragon.cards`); hands and piles are sorted lists.

    Public attributes are read by the views and by the fast rollout policy; change a
    state only through `apply` (or build one with `from_position`).
    """

    __slots__ = (
        "game", "num_players", "advanced", "setup", "cards", "hand_size", "body_total",
        "phase", "round_no", "turn", "leader", "over",
        "trump", "trump_deck", "trump_history",
        "hands", "piles", "scale", "pick",
        "trick", "tricks", "set_aside", "tokens", "head", "body_left", "purple_won",
        "broken", "voids",
        "summoner", "summon_taken", "summon_returned",
        "divider", "sucker", "called", "backs", "passes",
        "scale_revealed", "totals", "round_scores", "round_moon",
        "_legal",
    )

    # -- construction --------------------------------------------------------------

    @classmethod
    def blank(cls, game: Game, num_players: int, advanced: bool = False) -> DragonState:
        """A game before its first chance step (the Trump Indicator deck unshuffled)."""
        st = cls.__new__(cls)
        n = num_players
        setup = SETUPS[n]
        st.game = game
        st.num_players = n
        st.advanced = bool(advanced)
        st.setup = setup
        st.cards = setup.cards
        st.hand_size = setup.hand
        st.body_total = setup.body_tokens
        st.phase = PH_TRUMPS
        st.round_no = 0
        st.turn = CHANCE
        st.leader = 0
        st.over = False
        st.trump = -1
        st.trump_deck = list(setup.trump_deck)
        st.trump_history = []
        st.totals = [0] * n
        st.round_scores = []
        st.round_moon = []
        st._reset_round()
        return st

    def _reset_round(self) -> None:
        n = self.num_players
        self.hands = [[] for _ in range(n)]
        self.piles = [[] for _ in range(n)]
        self.scale = []
        self.pick = []
        self.trick = []
        self.tricks = []
        self.set_aside = []
        self.tokens = [0] * n
        self.head = -1
        self.body_left = self.body_total
        self.purple_won = [[] for _ in range(n)]
        self.broken = False
        self.voids = [0] * n
        self.summoner = -1
        self.summon_taken = []
        self.summon_returned = []
        self.divider = -1
        self.sucker = -1
        self.called = 0
        self.backs = 0
        self.passes = []
        self.scale_revealed = ()
        self._legal = None

    @classmethod
    def from_position(cls, num_players: int, hands, *, trump: int, scale=(),
                      round_no: int = 1, leader: int = 0, start: str = "play",
                      advanced: bool = False, piles=None, trick=(), purple_won=None,
                      tokens=None, totals=None, past_trumps=None, set_aside=None,
                      called: int = 0, game: Game | None = None) -> DragonState:
        """An explicit position (for tests, tutorials and puzzles).

        - `hands`: one list of cards per seat (the 1st-half hands when there are piles);
          `scale`: the Inverted Scale; `trump`: the trump colour of the round.
        - `round_no` (1-based) and `leader`: who leads the current trick (in round 2 on
          with `start="summoning"`, the winner of the previous round's last trick).
        - `start`:
          "summoning": the leader performs the Summoning Jutsu, then the count-down;
          "jutsu": the count-down from these hands, then Bodily Division (or, with
          `advanced` and Purple trump, Soul-Sucking);
          "play": tricks. `trick` holds the cards already played to the current trick,
          in order from the leader; `piles` ({seat: cards}) gives a 2nd-half pile (its
          seat is the Bodily Division performer, and `called` the number its count-down
          reached, 0 if unknown).
        - `purple_won` / `tokens`: per seat, the Purple cards and Dragon Body tokens
          already won this round. `totals`: the scores of the earlier rounds.
        - `past_trumps`: the colours revealed in rounds before this one (default: taken
          from the Trump Indicator deck in its printed order).
        - `set_aside`: the non-Purple cards played in earlier tricks of this round
          (default: every card of the round not placed anywhere else; every Purple card
          must be placed somewhere).
        A position that the rules cannot reach raises ValueError saying why.
        """
        if game is None:
            from games import REGISTRY

            game = REGISTRY["dragon"]
        if num_players not in SETUPS:
            raise ValueError(f"Slaughter the Dragon is for 3-5 players, not {num_players}")
        st = cls.blank(game, num_players, advanced)
        n = num_players
        setup = st.setup
        if start not in ("summoning", "jutsu", "play"):
            raise ValueError(f"start must be 'summoning', 'jutsu' or 'play', not {start!r}")
        if trump not in setup.colours:
            raise ValueError(f"trump {trump!r} is not a colour in use")
        if not 1 <= round_no <= n:
            raise ValueError(f"round_no must be 1-{n}")
        if not 0 <= leader < n:
            raise ValueError(f"leader must be a seat 0-{n - 1}")
        if len(hands) != n:
            raise ValueError(f"{n} players need {n} hands")
        piles = {int(s): list(p) for s, p in (piles or {}).items()}
        trick = list(trick)
        purple_won = [list(p) for p in (purple_won or [[] for _ in range(n)])]
        tokens = list(tokens or [0] * n)
        if len(purple_won) != n or len(tokens) != n:
            raise ValueError("purple_won and tokens need one entry per seat")
        placed = [c for h in hands for c in h] + [c for p in piles.values() for c in p]
        placed += list(scale) + trick + [c for p in purple_won for c in p]
        placed += list(set_aside or ())
        for c in placed:
            if not _is_card(c) or c >> 4 not in setup.colours:
                raise ValueError(f"{c!r} is not a card of a {n}-player game")
        if len(set(placed)) != len(placed):
            raise ValueError("a card is placed twice")
        rest = [c for c in setup.cards if c not in set(placed)]
        if set_aside is None:
            missing_purple = [c for c in rest if c < 16]
            if missing_purple:
                raise ValueError(f"{cards_text(missing_purple)} must be placed somewhere")
            set_aside = rest
        elif rest:
            raise ValueError(f"{cards_text(rest)} must be placed somewhere")
        if any(c >= 16 for p in purple_won for c in p):
            raise ValueError("only Purple cards are won as cards")
        if any(c < 16 for c in set_aside):
            raise ValueError("Purple cards are never set aside: they go to a trick's winner")
        # The Trump Indicator deck.
        deck = list(setup.trump_deck)
        deck.remove(trump)
        if past_trumps is None:
            past_trumps = deck[:round_no - 1]
        past_trumps = list(past_trumps)
        if len(past_trumps) != round_no - 1:
            raise ValueError(f"round {round_no} needs {round_no - 1} past trumps")
        for c in past_trumps:
            if c not in deck:
                raise ValueError(f"the Trump Indicator deck has no more {c!r} cards")
            deck.remove(c)
        st.trump_deck = deck
        st.trump_history = [*past_trumps, trump]
        st.trump = trump
        st.round_no = round_no
        st.leader = leader
        if totals is not None:
            if len(totals) != n:
                raise ValueError("totals need one entry per seat")
            st.totals = [int(t) for t in totals]
            st.round_scores = []
            st.round_moon = []
        st.hands = [sorted(h) for h in hands]
        st.scale = list(scale)
        if start in ("summoning", "jutsu"):
            if piles or trick or any(purple_won) or any(tokens) or set_aside:
                raise ValueError("the jutsu come before the first trick of a round")
            if any(len(h) != setup.hand for h in hands) or len(scale) != setup.scale:
                raise ValueError(f"each hand holds {setup.hand} cards and the Inverted "
                                 f"Scale {setup.scale} at the start of a round")
            events: list[Event] = []
            if start == "summoning":
                if round_no < 2:
                    raise ValueError("there is no Summoning Jutsu in round 1")
                st.summoner = leader
                st.phase = PH_PICK
                st.turn = leader
            else:
                st._count_down(events)
            return st
        # start == "play"
        if len(scale) != setup.scale:
            raise ValueError(f"the Inverted Scale holds {setup.scale} cards")
        if len(trick) >= n:
            raise ValueError("a trick holds fewer cards than there are players")
        for s, p in piles.items():
            if not 0 <= s < n or not p:
                raise ValueError("piles are given as {seat: non-empty list of cards}")
            if not hands[s]:
                raise ValueError("a 2nd-half pile is taken up as soon as the hand is empty")
        if len(piles) > 1:
            raise ValueError("only one player performs Bodily Division")
        held = [len(hands[s]) + len(piles.get(s, ())) for s in range(n)]
        played_now = [0] * n
        for i in range(len(trick)):
            played_now[(leader + i) % n] = 1
        remaining = {held[s] + played_now[s] for s in range(n)}
        if len(remaining) != 1:
            raise ValueError("every player holds the same number of cards between tricks")
        done = setup.hand - remaining.pop()
        if not 0 <= done < setup.hand:
            raise ValueError("the round has ended")
        if sum(tokens) != done:
            raise ValueError(f"{done} tricks were played, so {done} tokens were won")
        if len(set_aside) + sum(len(p) for p in purple_won) != done * n:
            raise ValueError(f"{done} tricks put {done * n} cards out of play")
        for s, p in piles.items():
            st.piles[s] = sorted(p)
            st.divider = s
            st.called = called
        st.tokens = tokens
        st.body_left = st.body_total - done
        st.purple_won = purple_won
        st.broken = any(purple_won)
        st.set_aside = list(set_aside)
        st.phase = PH_PLAY
        st.turn = (leader + len(trick)) % n
        # Replay the current trick's cards into the position, with what they show.
        hands_then = [list(h) for h in st.hands]
        for i, c in enumerate(trick):
            s = (leader + i) % n
            hands_then[s].append(c)
            st._note_voids(s, c, hands_then[s], trick[0] if i else None)
            hands_then[s].remove(c)
        st.trick = trick
        return st

    def _note_voids(self, seat: int, c: int, hand_before, lead_card) -> None:
        if lead_card is None:
            if c < 16 and not self.broken and all(x < 16 for x in hand_before):
                self.voids[seat] |= self.setup.non_purple_mask
        elif c >> 4 != lead_card >> 4:
            self.voids[seat] |= 1 << (lead_card >> 4)

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
        seat = self.turn
        if ph == PH_PLAY:
            if not isinstance(action, Play):
                return "Play a card from your hand to the trick."
            c = action.card
            if not _is_card(c) or c >> 4 not in self.setup.colours:
                return f"{c!r} is not a card of this game."
            hand = self.hands[seat]
            if c not in hand:
                if c in self.piles[seat]:
                    return (f"{card_name(c)} is in your 2nd-half pile: you play from your "
                            f"1st-half hand until it is used up.")
                return f"{card_name(c)} is not in your hand."
            trick = self.trick
            if trick:
                lead = trick[0] >> 4
                if c >> 4 != lead and any(x >> 4 == lead for x in hand):
                    return (f"You must follow suit: you hold a {COLOUR_NAMES[lead]} card, "
                            f"and {COLOUR_NAMES[lead]} was led.")
            elif c < 16 and not self.broken and any(x > 15 for x in hand):
                return ("You may not lead a Purple card until someone has acquired a Purple "
                        "card, unless you hold only Purple cards.")
            return None
        if ph == PH_PICK:
            if not isinstance(action, PickScale):
                return ("Summoning Jutsu: first take 2 cards from the Inverted Scale, "
                        "without looking at them.")
            p = action.position
            if type(p) is not int or not 0 <= p < len(self.scale):
                return f"The Inverted Scale has {len(self.scale)} cards: take one of them."
            return None
        if ph == PH_RETURN:
            if not isinstance(action, ReturnToScale):
                return "Summoning Jutsu: return 2 cards of your hand to the Inverted Scale."
            return self._own_card_problem(action.card, self.hands[seat])
        if ph == PH_DIVIDE:
            d = self.divider
            hand = self.hands[d]
            pile = self.piles[d]
            if isinstance(action, ToPile):
                problem = self._own_card_problem(action.card, hand)
                if problem:
                    if _is_card(action.card) and action.card in pile:
                        return f"{card_name(action.card)} is already in the 2nd-half pile."
                    return problem
                if len(hand) < 2:
                    return "Your 1st-half hand must keep at least one card."
                return None
            if isinstance(action, ToHand):
                c = action.card
                if not _is_card(c) or c not in pile:
                    return f"{_name(c)} is not in your 2nd-half pile."
                if self.backs >= self.hand_size:
                    return (f"You have already moved {self.backs} cards back: finish the "
                            f"division, or move more cards to the pile.")
                return None
            if isinstance(action, FinishDivision):
                if not pile:
                    return "Your 2nd-half pile must hold at least one card."
                return None
            return ("Bodily Division Jutsu: move cards between your 1st-half hand and your "
                    "2nd-half pile, then finish.")
        if ph in (PH_SOUL_GIVE, PH_SOUL_RETURN):
            if not isinstance(action, Give):
                return "Soul-Sucking Jutsu: give a card of your hand face down."
            return self._own_card_problem(action.card, self.hands[seat])
        return "No action is possible now."

    @staticmethod
    def _own_card_problem(c, hand) -> str | None:
        if not _is_card(c):
            return f"{c!r} is not a card of this game."
        if c not in hand:
            return f"{card_name(c)} is not in your hand."
        return None

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

    def _deal(self, order) -> list[Event]:
        n = self.num_players
        self._reset_round()
        self.round_no += 1
        cards = self.cards
        shuffled = [cards[i] for i in order]
        h = self.hand_size
        total = n * h
        hands = self.hands = [sorted(shuffled[s:total:n]) for s in range(n)]
        self.scale = shuffled[total:]
        self.trump = self.trump_deck.pop(0)
        self.trump_history.append(self.trump)
        if self.round_no == 1:
            self.leader = first_leader(order, n)
        summoner = self.leader if self.round_no >= 2 else -1
        events: list[Event] = [
            RoundStarted(self.round_no, n, self.leader, summoner, self.body_total),
            Shuffled("deck", len(cards)),
        ]
        events += [Dealt(s, tuple(hands[s]), h) for s in range(n)]
        events.append(ScaleFormed(len(self.scale)))
        events.append(TrumpRevealed(self.trump, self.round_no, len(self.trump_deck)))
        if summoner >= 0:
            self.summoner = summoner
            self.phase = PH_PICK
            self.turn = summoner
        else:
            self._count_down(events)
        return events

    def _count_down(self, events: list) -> None:
        """Ask for the trump 12, 11, ... and start the jutsu of the player who has it."""
        t = self.trump
        hands = self.hands
        holder = -1
        number = 12
        while number > 0:
            c = t << 4 | number
            for s, hand in enumerate(hands):
                if c in hand:
                    holder = s
                    break
            if holder >= 0:
                break
            number -= 1
        self.called = number
        soul = self.advanced and t == PURPLE
        events.append(HighestTrumpCalled(holder, t, number,
                                         JUTSU_SOUL if soul else JUTSU_DIVISION))
        if soul:
            self.sucker = holder
            self.phase = PH_SOUL_GIVE
            self.turn = (holder + 1) % self.num_players
        else:
            self.divider = holder
            self.phase = PH_DIVIDE
            self.backs = 0
            self.turn = holder

    def _pick(self, position: int) -> list[Event]:
        s = self.summoner
        self.pick.append(self.scale.pop(position))
        events: list[Event] = [ScaleCardPicked(s, position, len(self.scale))]
        if len(self.pick) == 2:
            taken = sorted(self.pick)
            self.pick = []
            self.summon_taken = taken
            hand = self.hands[s]
            for c in taken:
                insort(hand, c)
            events.append(SummonedCards(s, tuple(taken)))
            self.phase = PH_RETURN
        return events

    def _return(self, c: int) -> list[Event]:
        s = self.summoner
        self.hands[s].remove(c)
        self.scale.append(c)
        self.summon_returned.append(c)
        events: list[Event] = [ScaleCardReturned(s, c, len(self.scale))]
        if len(self.summon_returned) == 2:
            self._count_down(events)
        return events

    def _to_pile(self, c: int) -> list[Event]:
        d = self.divider
        hand = self.hands[d]
        hand.remove(c)
        pile = self.piles[d]
        insort(pile, c)
        return [DivisionMove(d, c, True, len(hand), len(pile))]

    def _to_hand(self, c: int) -> list[Event]:
        d = self.divider
        pile = self.piles[d]
        pile.remove(c)
        hand = self.hands[d]
        insort(hand, c)
        self.backs += 1
        return [DivisionMove(d, c, False, len(hand), len(pile))]

    def _finish_division(self) -> list[Event]:
        d = self.divider
        self.phase = PH_PLAY
        self.turn = self.leader
        return [DivisionFinished(d, len(self.hands[d]), len(self.piles[d]))]

    def _give(self, c: int) -> list[Event]:
        n = self.num_players
        p = self.sucker
        step = len(self.passes)
        if step < n - 1:
            giver, receiver = (p + 1 + step) % n, p
        else:
            giver, receiver = p, (p + 2 + step - n) % n
        self.hands[giver].remove(c)
        insort(self.hands[receiver], c)
        self.passes.append((giver, receiver, c))
        step += 1
        if step == 2 * (n - 1):
            self.phase = PH_PLAY
            self.turn = self.leader
        elif step < n - 1:
            self.turn = (p + 1 + step) % n
        else:
            self.phase = PH_SOUL_RETURN
            self.turn = p
        return [CardPassed(giver, receiver, c)]

    def _play(self, c: int) -> list[Event]:
        seat = self.turn
        hand = self.hands[seat]
        hand.remove(c)
        trick = self.trick
        if trick:
            lead = trick[0] >> 4
            if c >> 4 != lead:
                self.voids[seat] |= 1 << lead
        elif c < 16 and not self.broken:
            # Purple led while locked: the hand held nothing else.
            self.voids[seat] |= self.setup.non_purple_mask
        trick.append(c)
        n = self.num_players
        if len(trick) < n:
            self.turn = seat + 1 if seat + 1 < n else 0
            return [PLAYED[seat][c]]
        return self._finish_trick(PLAYED[seat][c])

    def _finish_trick(self, played: Event) -> list[Event]:
        n = self.num_players
        trick = self.trick
        leader = self.leader
        winner = (leader + trick_winner(trick, self.trump)) % n
        cards = tuple(trick)
        self.tricks.append((leader, cards, winner))
        purple = [c for c in cards if c < 16]
        if purple:
            if len(purple) > 1:
                purple.sort()
            purple = tuple(purple)
            self.purple_won[winner].extend(purple)
            self.broken = True
            self.set_aside.extend([c for c in cards if c > 15])
        else:
            purple = ()
            self.set_aside.extend(cards)
        self.trick = []
        self.leader = self.turn = winner
        self.tokens[winner] += 1
        last = not self.hands[winner] and not self.piles[winner]
        if last:
            self.head = winner
            events: list[Event] = [played, TrickWon(winner, leader, cards, TOKEN_HEAD, purple,
                                                    len(self.tricks))]
            self._end_round(winner, events)
            return events
        self.body_left -= 1
        events = [played, TrickWon(winner, leader, cards, TOKEN_BODY, purple, len(self.tricks))]
        d = self.divider
        if d >= 0 and not self.hands[d] and self.piles[d]:
            self.hands[d] = self.piles[d]
            self.piles[d] = []
            self.voids[d] = 0
            events.append(PileTakenUp(d, len(self.hands[d])))
        return events

    def _end_round(self, winner: int, events: list) -> None:
        n = self.num_players
        scale = tuple(sorted(self.scale))
        purple = tuple(c for c in scale if c < 16)
        self.purple_won[winner].extend(purple)
        self.scale = []
        self.scale_revealed = scale
        events.append(ScaleRevealed(winner, scale, purple))
        moon = -1
        for s in range(n):
            if len(self.purple_won[s]) == 12:
                moon = s
        purple_points = tuple(-sum(c & 15 for c in won) for won in self.purple_won)
        if moon >= 0:
            scores = tuple(MOON_BONUS if s == moon else MOON_PENALTY for s in range(n))
        else:
            scores = tuple(TOKEN_POINTS * self.tokens[s] + purple_points[s] for s in range(n))
        totals = self.totals
        for s in range(n):
            totals[s] += scores[s]
        self.round_scores.append(scores)
        self.round_moon.append(moon)
        events.append(RoundScored(self.round_no, tuple(self.tokens), purple_points, scores,
                                  moon, tuple(totals)))
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

    def view(self, seat: int | None) -> DragonView:
        return make_view(self, seat)

    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

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
        o._legal = None
        return o

    def __repr__(self) -> str:
        return (f"<DragonState {self.num_players}p round {self.round_no} "
                f"{PHASE_NAMES[self.phase]} to move {self.turn}>")


# -- the game ----------------------------------------------------------------------

RULES_TEXT = """\
# Slaughter the Dragon \u201cHa\u201d

Cut up the dragon and bring its body home, but beware its poison. A trick-taking game for 3-5 players in which a few players bend their hand with ninjutsu.

## The cards
- 48 cards: Purple, Red, Blue and Green, 1 to 12. With 3 players Green is left out.
- Each **Dragon token** (Head or Body) you win is worth **+5**. Each **Purple** card you take costs its number in points.
- Hands: 11 cards with 3 or 4 players, 9 with 5. The cards left over lie face down as the **Inverted Scale** (3, 4 and 3 cards).
- Dragon Body tokens: 10 with 3 or 4 players, 8 with 5, plus the Dragon Head.
- The **Trump Indicator** deck has two cards of each colour in use; it is shuffled once at the start.

## A round
- The Dragon is laid out, the cards are dealt, and the top Trump Indicator card is turned up: its colour is **trump** for this round (the card is then out of the game).
- **Summoning Jutsu** (from round 2): the winner of the last trick of the previous round takes 2 Inverted Scale cards without looking at them first, then returns any 2 cards of their hand face down.
- The count-down: \u201cIs there anyone with the trump 12?\u201d, then 11, 10... The player who has the highest trump says \u201cHere I am\u201d (everybody hears the number) and performs **Bodily Division Jutsu**: they split their hand into a **1st-half hand** and a face-down **2nd-half pile**, each of at least one card. When the 1st-half hand is used up, the pile is taken up before the next trick. The same player may perform both jutsu.
- Then tricks are played until all hands are empty.

## Tricks
- The lead player plays any card, but **Purple may not be led** until someone has taken a Purple card this round, unless the leader holds only Purple cards in hand (a 2nd-half pile does not count).
- The others follow clockwise and **must follow the leading colour** if they hold it in hand (cards in a 2nd-half pile do not count). Otherwise they may play any card, Purple too.
- The highest trump wins; with no trump, the highest card of the leading colour.
- The winner takes a Dragon Body token (the **Dragon Head** on the last trick) and every Purple card of the trick, and leads next.

## End of the round
- The winner of the last trick reveals the Inverted Scale, takes its Purple cards, leads the next round and performs its Summoning Jutsu.
- Score +5 per token, minus the number of each Purple card. All scores of a round add up to -23 (-33 with 5 players).
- **Shoot the Moon**: whoever takes all 12 Purple cards scores **+60** and everyone else **-20**; tokens and Purple are ignored.
- The game ends when someone has **-100 or less**, or after as many rounds as there are players. The highest total wins; ties share the victory.

## Advanced Variant
- When the trump is Purple, the holder of the highest Purple card performs **Soul-Sucking Jutsu** instead of Bodily Division: every other player gives them a card face down, then they give one card to each other player (it may be their highest Purple).

## Rulings
- Round 1 is led by a player drawn by lot when the cards are first dealt.
- Summoning: you pick 2 face-down cards one at a time and see them only when both are taken. You may return the cards you just took. Nobody else learns which cards were returned; the Inverted Scale is shown sorted at the end of the round.
- The count-down comes after the Summoning and asks about the cards in hands, so every trump above the number called lies in the Inverted Scale.
- \u201cSomeone has acquired a Purple card\u201d means taken in a trick of this round: Purple in the previous round\u2019s Inverted Scale, or received by Summoning or Soul-Sucking, does not count.
- Bodily Division is made card by card: move cards to the pile or back, then finish. You may move at most as many cards back as a hand holds.
- A void you show while playing your 1st-half hand says nothing about your 2nd-half pile.
- Purple as trump: Purple cards are both trump and negative points.
- Soul-Sucking: the others give their card one after another, starting at the practitioner's left; then the practitioner gives a card to each in the same order. Only the giver and the receiver see a card given. No Bodily Division is made in that round.
- Shoot the Moon counts the Purple cards of the Inverted Scale too, also those returned to it by the Summoning.
- The game-end conditions are checked after each round's scoring.
"""  # noqa: E501


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
    view_type = DragonView
    rules_text = RULES_TEXT

    def new_state(self, num_players: int, options: dict | None = None) -> DragonState:
        opts = self.check_new(num_players, options)
        return DragonState.blank(self, num_players, opts["advanced"])

    def sample_state(self, view: View, rng: random.Random) -> DragonState:
        return sample_state(self, view, rng)
