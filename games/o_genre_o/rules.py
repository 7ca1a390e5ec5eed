"""O Genre O: the rules engine.

The rules (the rulebook, ../shared/rulebooks/o_genre_o.txt, in full, with the rulings of
DESIGN.md section 7 and the readings chosen here where the rulebook is unclear):

Goal
- Bring the other players' life to zero while keeping your own: every Devil card you
  win in a trick costs you a life point.

The cards (`games.o_genre_o.cards`)
- 48 cards in five suits: Feather 1-9, Spear 1-9, Arrow 1-10, Fire 1-10, Flower 1-10.
- Angel cards (white): every Feather and the odd Arrow, Fire and Flower. Devil cards
  (black): every Spear and the even Arrow, Fire and Flower. 24 of each.
- 4 players use all 48 cards. 3 players use 36: Feather 1-3, Spear 1-3 and the 1 and 2
  of Arrow, Fire and Flower are left out (18 Angel and 18 Devil cards; the rulebook's
  star cards are not listed, so this choice is Card Hall's).
- Life starts at 30 with 4 players and 20 with 3 players; that is also the cap.

Set-up
- The first dealer is drawn by lot: a chance step shuffles one lot per seat, and the
  seat whose lot comes out first deals the first round.

A round
1. The deal. The Angel cards and the Devil cards are shuffled apart (two chance steps)
   and each player is dealt 6 of each face down, one card at a time clockwise from the
   dealer's left, Angels first: 12 cards a hand (the whole of both decks).
2. The discards. Each player chooses 2 cards of their hand and puts them face down;
   they are not used this round. The choice is secret: it is taken seat after seat,
   clockwise from the dealer's left, one card at a time (`Discard`), and nobody else
   ever sees a discard (they are never revealed, not even at the end of the round).
3. The trump vote. One by one, clockwise, each player puts a black chip (`Vote`) on a
   suit they do not want as trump; a suit holds at most one chip. 4 players: starting
   from the player to the dealer's left, each player once. 3 players: starting from the
   dealer, who votes twice (first and last), the others once. After the 4 chips the
   suit left without a chip is trump for the round.
4. Ten tricks; the dealer leads the first.
   - The lead player plays any card of their hand face up, except Devil Break: no Devil
     may be led until a Devil has been played this round (by anyone, to any trick), or
     when the leader holds only Devils. A Devil led that way also ends the Devil Break.
   - Then each player, clockwise from the leader's left, plays one card face up. Must
     follow: a player holding a card of the suit led must play a card of that suit; an
     Angel and a Devil of one suit are the same suit. Otherwise any card.
   - The highest trump wins if a trump was played; otherwise the highest card of the
     suit led. The winner puts the cards in their won pile (kept apart from the hand,
     face up: everyone saw them played) and leads the next trick.
   - Recovery: from round 2, a player whose life is below the starting life and who
     wins a trick in which every card is an Angel recovers 1 life at once (never above
     the cap). In round 1 every life is at the cap, so nobody recovers.
5. The end of the round. Each player loses 1 life per Devil card in their won pile.
6. If any life is 0 or less, the game ends (lives may go below 0): the player with the
   highest life wins; tied players share the victory. Otherwise the dealer passes to
   the left, the chips are removed, and a new round starts.

Readings (also in the in-app rules)
- Clockwise and "to the left" are the next seat (seat + 1), as in every Card Hall game.
- A Devil played to follow suit, or on a trick of another suit when void, ends the Devil
  Break as much as a Devil led; the discards at the start of the round are not "played".
- The lot, the deal order and the discard order are Card Hall's: the rulebook leaves
  how to choose the first dealer to the players, and discards are simultaneous at a
  real table (here taken one seat after another, each seeing nothing of the others').
- The won piles are public: every card in them was played face up.

Actions: `Discard`, `Vote`, `Play`, and the chance `Shuffle` (the lots once, then the
Angel and the Devil cards every round). Explicit positions for tests, tutorials and
puzzles come from `OGenreOState.from_position` (see `games.o_genre_o.position`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.actions import Shuffle, random_shuffle, shuffle_problem
from engine.core import CHANCE, Action, Event, Game, IllegalAction, State, View, max_score_winners
from engine.events import GameOver, Shuffled, fast_init
from engine.tricks import follow_suit
from engine.tricks import trick_winner as _shared_trick_winner
from games.o_genre_o.actions import DISCARD, PLAY, VOTE, Discard, Play, Vote
from games.o_genre_o.cards import (
    ANGELS_DEALT,
    CHIPS,
    DEVIL,
    DEVILS_DEALT,
    DISCARDS,
    LIFE,
    SUIT_NAMES,
    TRICKS,
    angel_deck,
    card_name,
    deck,
    devil_deck,
    is_card,
)
from games.o_genre_o.events import (
    PLAYED,
    ChipPlaced,
    DealerDrawn,
    Dealt,
    Discarded,
    LifeRecovered,
    Played,
    RoundSettled,
    RoundStarted,
    TrickWon,
    TrumpDecided,
)
from games.o_genre_o.rules_text import RULES_TEXT
from games.o_genre_o.view import PHASE_IDS, OGenreOView, make_view, sample_state

# -- phases ------------------------------------------------------------------------

PH_LOT = 0       # chance: draw the first dealer by lot (start of the game)
PH_ANGELS = 1    # chance: shuffle the Angel cards (start of each round)
PH_DEVILS = 2    # chance: shuffle the Devil cards, then deal both
PH_DISCARD = 3   # each player discards 2 cards, seat after seat
PH_VOTE = 4      # the trump vote
PH_PLAY = 5      # ten tricks
PH_OVER = 6

PHASE_INDEX = {name: i for i, name in enumerate(PHASE_IDS)}
# The in-app rules' heading of each phase (`OGenreOState.phase_name`).
PHASE_HEADINGS = ("The deal", "The deal", "The deal", "The discards", "The trump vote",
                  "Tricks", "End of the game")

# -- small pure helpers ------------------------------------------------------------


def trick_winner(cards: Sequence[int], trump: int | None) -> int:
    """The index (in play order) of the winning card: the highest trump if a trump was
    played, otherwise the highest card of the suit led (the shared rule)."""
    return _shared_trick_winner(cards, trump)


def leadable(hand: Sequence[int], broken: bool) -> list[int]:
    """The cards a leader may lead: under the Devil Break (`broken` False) only Angels,
    unless the hand holds only Devils."""
    if broken:
        return list(hand)
    angels = [c for c in hand if not DEVIL[c]]
    return angels if angels else list(hand)


def legal_plays(hand: Sequence[int], trick: Sequence[int], broken: bool) -> list[int]:
    """The cards of `hand` that may be played to `trick` (cards in play order)."""
    if trick:
        return follow_suit(hand, trick[0] >> 4)
    return leadable(hand, broken)


def vote_order(num_players: int, dealer: int) -> tuple[int, ...]:
    """The seats that place the 4 black chips, in order: with 4 players clockwise from
    the dealer's left, each once; with 3 players from the dealer, who also votes last."""
    n = num_players
    if n == 3:
        return (dealer, (dealer + 1) % 3, (dealer + 2) % 3, dealer)
    return tuple((dealer + 1 + i) % n for i in range(n))


def discard_order(num_players: int, dealer: int) -> tuple[int, ...]:
    """The seats in the order they discard: clockwise from the dealer's left."""
    return tuple((dealer + 1 + i) % num_players for i in range(num_players))


ACTION_TYPES = (Shuffle, Discard, Vote, Play)
EVENT_TYPES = (Shuffled, DealerDrawn, RoundStarted, Dealt, Discarded, ChipPlaced,
               TrumpDecided, Played, TrickWon, LifeRecovered, RoundSettled, GameOver)
fast_init(*EVENT_TYPES)  # built on every move of every AI playout


# -- the state ---------------------------------------------------------------------


class OGenreOState(State):
    """A position. Cards are ints (`games.o_genre_o.cards`); hands are sorted lists.

    Public attributes are read by the views, the tests and the fast rollout policy;
    change a state only through `apply` (or build one with `from_position`).
    """

    __slots__ = (
        "game", "num_players", "cap", "cards", "angels", "devils",
        "phase", "round_no", "dealer", "turn", "over",
        "lives", "start_lives", "recovered", "history",
        "hands", "discards", "step", "voters", "chips", "chip_mask", "trump",
        "leader", "trick", "won", "devils_won", "tricks_done", "broken", "voids",
        "devil_only", "last_trick", "angel_order",
        "quiet", "_legal",
    )

    # -- construction --------------------------------------------------------------

    @classmethod
    def blank(cls, game: Game, num_players: int) -> OGenreOState:
        """A game before its first chance step (the first dealer not yet drawn)."""
        st = cls.__new__(cls)
        n = num_players
        st.game = game
        st.num_players = n
        st.cap = LIFE[n]
        st.cards = deck(n)
        st.angels = angel_deck(n)
        st.devils = devil_deck(n)
        st.phase = PH_LOT
        st.round_no = 0
        st.dealer = -1
        st.turn = CHANCE
        st.over = False
        # A determinisation for the AI's search (view.make_sampler) is quiet: its tricks
        # and round ends build no events, which the search never reads. No part of the
        # rules: every move changes the state alike.
        st.quiet = False
        st.lives = [st.cap] * n
        st.start_lives = [st.cap] * n
        st.recovered = [0] * n
        st.history = []
        st.angel_order = []
        st.reset_round()
        return st

    def reset_round(self) -> None:
        """Clear the table for a new round (lives, dealer and history stay)."""
        n = self.num_players
        self.hands = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.step = 0
        self.voters = ()
        self.chips = []
        self.chip_mask = 0
        self.trump = -1
        self.leader = self.dealer
        self.trick = []
        self.won = [[] for _ in range(n)]
        self.devils_won = [0] * n
        self.tricks_done = 0
        self.broken = False
        self.voids = [0] * n
        self.devil_only = [False] * n
        self.last_trick = None
        self.recovered = [0] * n
        self._legal = None

    @classmethod
    def from_position(cls, num_players: int, hands, **kw) -> OGenreOState:
        """An explicit position (for tests, tutorials and puzzles): see
        `games.o_genre_o.position.from_position` for the arguments."""
        from games.o_genre_o.position import from_position

        return from_position(cls, num_players, hands, **kw)

    # -- the contract --------------------------------------------------------------

    def to_move(self) -> int:
        return self.turn

    def is_over(self) -> bool:
        return self.over

    def chance_action(self, rng: random.Random) -> Action:
        ph = self.phase
        if ph == PH_ANGELS:
            return random_shuffle(rng, len(self.angels))
        if ph == PH_DEVILS:
            return random_shuffle(rng, len(self.devils))
        if ph == PH_LOT:
            return random_shuffle(rng, self.num_players)
        raise ValueError("no chance step is due")

    def legal_actions(self) -> list:
        ph = self.phase
        if ph == PH_PLAY:
            # legal_plays, with the actions built at once (a hot path)
            hand = self.hands[self.turn]
            trick = self.trick
            if trick:
                lead = trick[0] >> 4
                acts = [PLAY[c] for c in hand if c >> 4 == lead] or [PLAY[c] for c in hand]
            elif self.broken:
                acts = [PLAY[c] for c in hand]
            else:
                acts = [PLAY[c] for c in hand if not DEVIL[c]] or [PLAY[c] for c in hand]
        elif ph == PH_DISCARD:
            acts = [DISCARD[c] for c in self.hands[self.turn]]
        elif ph == PH_VOTE:
            mask = self.chip_mask
            acts = [VOTE[s] for s in range(5) if not mask >> s & 1]
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
        return self._apply(action)

    def why_illegal(self, action) -> str | None:
        ph = self.phase
        if ph == PH_OVER:
            return "The game is over."
        if ph == PH_ANGELS:
            return shuffle_problem(action, len(self.angels))
        if ph == PH_DEVILS:
            return shuffle_problem(action, len(self.devils))
        if ph == PH_LOT:
            return shuffle_problem(action, self.num_players)
        hand = self.hands[self.turn]
        if ph == PH_PLAY:
            if type(action) is not Play:
                return "Play a card from your hand to the trick."
            c = action.card
            problem = self._own_card_problem(c, hand)
            if problem:
                return problem
            trick = self.trick
            if trick:
                lead = trick[0] >> 4
                if c >> 4 != lead and any(x >> 4 == lead for x in hand):
                    suit = SUIT_NAMES[lead]
                    return (f"You must follow suit: {suit} was led and you have {suit} in "
                            f"your hand (Angel and Devil cards of a suit are the same suit).")
            elif DEVIL[c] and not self.broken and any(not DEVIL[x] for x in hand):
                return ("Devil Break: you may not lead a Devil until a Devil has been "
                        "played this round, unless you hold only Devils.")
            return None
        if ph == PH_DISCARD:
            if type(action) is not Discard:
                return "Discards: choose a card of your hand to put face down (2 cards)."
            return self._own_card_problem(action.card, hand)
        if ph == PH_VOTE:
            if type(action) is not Vote:
                return ("Trump vote: put a black chip on a suit you do not want as trump.")
            s = action.suit
            if type(s) is not int or not 0 <= s < 5:
                return (f"{s!r} is not a suit: choose Feather, Spear, Arrow, Fire or "
                        f"Flower.")
            if self.chip_mask >> s & 1:
                return (f"{SUIT_NAMES[s]} already holds a black chip: a suit takes one "
                        f"chip only.")
            return None
        return "No action is possible now."

    def _own_card_problem(self, c, hand) -> str | None:
        if not is_card(c):
            return f"{c!r} is not a card of this game."
        if c not in self.cards:  # a star card, left out with 3 players
            return f"{card_name(c)} is left out of the {self.num_players}-player deck."
        if c not in hand:
            if c in self.discards[self.turn]:
                return f"{card_name(c)} is one of your discards: it is out of play this round."
            return f"{card_name(c)} is not in your hand."
        return None

    # -- applying ------------------------------------------------------------------

    def _apply(self, action) -> list[Event]:
        self._legal = None
        ph = self.phase
        if ph == PH_PLAY:
            return self._play(action.card)
        if ph == PH_DISCARD:
            return self._discard(action.card)
        if ph == PH_VOTE:
            return self._vote(action.suit)
        if ph == PH_ANGELS:
            return self._shuffle_angels(action.order)
        if ph == PH_DEVILS:
            return self._deal(action.order)
        if ph == PH_LOT:
            return self._draw_dealer(action.order)
        raise IllegalAction("The game is over.")

    def _draw_dealer(self, order) -> list[Event]:
        self.dealer = self.leader = order[0]
        self.phase = PH_ANGELS
        return [DealerDrawn(self.dealer)]

    def _shuffle_angels(self, order) -> list[Event]:
        self.reset_round()
        self.round_no += 1
        self.start_lives = self.lives[:]
        angels = self.angels
        self.angel_order = [angels[i] for i in order]
        self.phase = PH_DEVILS
        return [RoundStarted(self.round_no, self.dealer, tuple(self.lives)),
                Shuffled("Angel deck", len(angels))]

    def _deal(self, order) -> list[Event]:
        n = self.num_players
        devils = self.devils
        shuffled_devils = [devils[i] for i in order]
        angels = self.angel_order
        self.angel_order = []
        events: list[Event] = [Shuffled("Devil deck", len(devils))]
        first = self.dealer + 1
        hands = self.hands
        for k in range(n):
            seat = (first + k) % n
            hand = angels[k::n] + shuffled_devils[k::n]
            hand.sort()
            hands[seat] = hand
        for k in range(n):
            seat = (first + k) % n
            events.append(Dealt(seat, tuple(hands[seat]), ANGELS_DEALT, DEVILS_DEALT))
        self.phase = PH_DISCARD
        self.step = 0
        self.turn = first % n
        return events

    def _discard(self, c: int) -> list[Event]:
        seat = self.turn
        self.hands[seat].remove(c)
        pile = self.discards[seat]
        pile.append(c)
        n = self.num_players
        self.step += 1
        event = Discarded(seat, c, len(pile))
        if self.step < n * DISCARDS:
            self.turn = (self.dealer + 1 + self.step // DISCARDS) % n
            return [event]
        self.phase = PH_VOTE
        self.step = 0
        self.voters = vote_order(n, self.dealer)
        self.turn = self.voters[0]
        return [event]

    def _vote(self, suit: int) -> list[Event]:
        seat = self.turn
        self.chips.append((seat, suit))
        self.chip_mask |= 1 << suit
        self.step += 1
        events: list[Event] = [ChipPlaced(seat, suit, self.step, CHIPS)]
        if self.step < CHIPS:
            self.turn = self.voters[self.step]
            return events
        trump = 0
        while self.chip_mask >> trump & 1:
            trump += 1
        self.trump = trump
        self.phase = PH_PLAY
        self.leader = self.turn = self.dealer
        events.append(TrumpDecided(trump, self.dealer))
        return events

    def _play(self, c: int) -> list[Event]:
        seat = self.turn
        self.hands[seat].remove(c)
        trick = self.trick
        if trick:
            lead = trick[0] >> 4
            if c >> 4 != lead:
                self.voids[seat] |= 1 << lead
        breaks = False
        if DEVIL[c] and not self.broken:
            if not trick:  # led under the Devil Break: the hand held only Devils
                self.devil_only[seat] = True
            self.broken = breaks = True
        trick.append(c)
        played = PLAYED[breaks][seat][c]
        if len(trick) < self.num_players:
            self.turn = (seat + 1) % self.num_players
            return [played]
        return self._finish_trick(played)

    def _finish_trick(self, played: Event) -> list[Event]:
        n = self.num_players
        trick = self.trick
        leader = self.leader
        winner = (leader + _shared_trick_winner(trick, self.trump)) % n
        devils = 0
        for c in trick:
            if DEVIL[c]:
                devils += 1
        cards = tuple(trick)
        self.won[winner].extend(cards)
        self.devils_won[winner] += devils
        self.tricks_done += 1
        self.last_trick = (leader, cards, winner)
        self.trick = []
        self.leader = self.turn = winner
        quiet = self.quiet
        events = [] if quiet else [played, TrickWon(winner, leader, cards, devils,
                                                    devils == 0, self.tricks_done)]
        if devils == 0 and self.round_no >= 2:
            life = self.lives[winner]
            if life < self.cap:
                self.lives[winner] = life + 1
                self.recovered[winner] += 1
                if not quiet:
                    events.append(LifeRecovered(winner, life, life + 1))
        if self.tricks_done == TRICKS:
            self._settle(events)
        return events

    def _settle(self, events: list) -> None:
        n = self.num_players
        devils = tuple(self.devils_won)
        lives = self.lives
        for s in range(n):
            lives[s] -= devils[s]
        over = min(lives) <= 0
        next_dealer = -1 if over else (self.dealer + 1) % n
        self.history.append((devils, tuple(self.recovered), tuple(lives)))
        if not self.quiet:
            events.append(RoundSettled(self.round_no, devils, tuple(self.recovered),
                                       tuple(self.start_lives), tuple(lives), next_dealer))
        self.turn = CHANCE
        if over:
            self.over = True
            self.phase = PH_OVER
            events.append(GameOver(tuple(self.winners()), tuple(self.scores())))
        else:
            self.dealer = next_dealer
            self.phase = PH_ANGELS

    # -- reading -------------------------------------------------------------------

    def scores(self) -> list[float]:
        return [float(life) for life in self.lives]

    def winners(self) -> list[int]:
        return max_score_winners(self.lives) if self.over else []

    def phase_name(self) -> str:
        """The in-app rules' heading of the phase in progress ("The trump vote")."""
        return PHASE_HEADINGS[self.phase]

    def rules_section(self) -> str:
        """The `# Heading` of the rules text for the phase in progress (the in-app rules
        open at it): the phase name is already that heading."""
        return self.phase_name()

    def view(self, seat: int | None) -> OGenreOView:
        return make_view(self, seat)

    def clone(self) -> OGenreOState:
        o = OGenreOState.__new__(OGenreOState)
        o.game = self.game
        o.num_players = self.num_players
        o.cap = self.cap
        o.cards = self.cards
        o.angels = self.angels
        o.devils = self.devils
        o.phase = self.phase
        o.round_no = self.round_no
        o.dealer = self.dealer
        o.turn = self.turn
        o.over = self.over
        o.lives = self.lives[:]
        o.start_lives = self.start_lives[:]
        o.recovered = self.recovered[:]
        o.history = self.history[:]
        o.hands = [h[:] for h in self.hands]
        o.discards = [d[:] for d in self.discards]
        o.step = self.step
        o.voters = self.voters
        o.chips = self.chips[:]
        o.chip_mask = self.chip_mask
        o.trump = self.trump
        o.leader = self.leader
        o.trick = self.trick[:]
        o.won = [w[:] for w in self.won]
        o.devils_won = self.devils_won[:]
        o.tricks_done = self.tricks_done
        o.broken = self.broken
        o.voids = self.voids[:]
        o.devil_only = self.devil_only[:]
        o.last_trick = self.last_trick
        o.angel_order = self.angel_order[:]
        o.quiet = self.quiet
        o._legal = None
        return o

    def __repr__(self) -> str:
        return (f"<OGenreOState {self.num_players}p round {self.round_no} "
                f"{PHASE_IDS[self.phase]} to move {self.turn}>")


# -- the game ----------------------------------------------------------------------


class OGenreOGame(Game):
    id = "o_genre_o"
    title = "O Genre O"
    title_ja = ""
    pitch = ("Must-follow trick-taking with a trump vote: angels grant wishes, devils take "
             "your life. Keep yours, drain theirs.")
    min_players = 3
    max_players = 4
    rules_version = 1
    options = ()
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    milestones = ((TrickWon, "trick"), (RoundSettled, "round"))
    view_type = OGenreOView
    rules_text = RULES_TEXT

    def new_state(self, num_players: int, options: dict | None = None) -> OGenreOState:
        self.check_new(num_players, options)
        return OGenreOState.blank(self, num_players)

    def sample_state(self, view: View, rng: random.Random) -> OGenreOState:
        return sample_state(self, view, rng)
