"""Slaughter the Dragon "Ha": setting up a game and a round (part of `DragonState`).

`SetUp` holds the state's constructors, `blank` (a game before its first shuffle) and
`from_position` (an explicit position for tests, tutorials and puzzles), and the deal
that starts every round: shuffle, hands, the Inverted Scale, the Trump Indicator, then
the Summoning Jutsu (from round 2) or the count-down. The rules are stated in full in
`games.dragon.rules`; `first_leader` is the reading chosen for round 1's lead player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import CHANCE, Event, Game
from engine.events import Shuffled
from games.dragon.cards import SETUPS, cards_text
from games.dragon.moves import (
    PH_PICK,
    PH_PLAY,
    PH_TRUMPS,
    Dealt,
    RoundStarted,
    ScaleFormed,
    TrumpRevealed,
    _is_card,
)

if TYPE_CHECKING:
    from games.dragon.rules import DragonState


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


class SetUp:
    """The set-up part of `DragonState` (a mixin: the state's slots are declared there)."""

    __slots__ = ()

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
        # A determinisation for the AI's search (view.make_sampler) is quiet: its tricks
        # and round ends build no events, which the search never reads (they cost a
        # tenth of its time). No part of the rules: every move changes the state alike.
        st.quiet = False
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
        self.pick_positions = ()
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


    # -- the deal of a round --------------------------------------------------------

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

