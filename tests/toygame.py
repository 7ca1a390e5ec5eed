"""Tiny Trick: a two-player game that lives in the tests only.

It keeps the whole engine contract with hidden hands, a hidden stock, a shuffle, a
must-follow rule, trump, a private deal event and a public history, so the conformance
tests can run before (and besides) the real games.

Rules: 8 cards, Moon 1-4 and Sun 1-4; Sun is trump. After a shuffle each player is dealt
3 cards; the last 2 stay face down as the stock. Player 1 leads the first trick; you must
follow the suit led if you can; the highest Sun wins, else the highest card of the suit
led; the winner leads next. After 3 tricks, the player with more tricks wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.actions import Shuffle, random_shuffle, shuffle_problem
from engine.cards import SuitedDeck, deal, ordered
from engine.core import CHANCE, Action, Event, Game, State, View, check_viewer, max_score_winners
from engine.events import GameOver, Shuffled, is_seat, seat_name
from engine.tricks import follow_suit, trick_winner

DECK = SuitedDeck(("Moon", "Sun"), (1, 2, 3, 4))
CARDS = DECK.cards()
TRUMP = 1
HAND = 3


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int

    def __str__(self) -> str:
        return f"play {DECK.name(self.card)}"


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    seat: int
    cards: tuple[int, ...] | None  # None in the version other seats receive

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else Dealt(self.seat, None)

    def reveals_to(self, viewer):
        return is_seat(viewer, self.seat)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} is dealt {HAND} cards."


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} plays {DECK.name(self.card)}."


@dataclass(frozen=True, slots=True)
class TrickTaken(Event):
    seat: int
    cards: tuple[int, ...]

    def describe(self, names):
        return f"{seat_name(names, self.seat)} takes the trick."


@dataclass(frozen=True)
class TinyView(View):
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    trick: tuple[tuple[int, int], ...]  # (seat, card) in play order
    tricks_won: tuple[int, ...]
    voids: tuple[tuple[int, int], ...]  # (seat, suit) shown empty
    played: tuple[int, ...]  # cards of finished tricks, in order
    to_move: int
    dealt: bool


class TinyTrickGame(Game):
    id = "tiny_trick"
    title = "Tiny Trick"
    min_players = 2
    max_players = 2
    action_types = (Shuffle, Play)
    view_type = TinyView

    def new_state(self, num_players=2, options=None):
        self.check_new(num_players, options)
        return TinyState(self)

    def sample_state(self, view, rng):
        state = TinyState(self)
        state.dealt = view.dealt
        state.trick = list(view.trick)
        state.tricks_won = list(view.tricks_won)
        state.voids = set(view.voids)
        if not view.dealt:
            return state
        state.leader = view.trick[0][0] if view.trick else view.to_move
        state.turn = view.to_move
        seen = set(view.hand) | {c for _, c in view.trick} | set(view.played)
        unseen = [c for c in CARDS if c not in seen]
        other = 1 - view.seat
        # Give the other seat cards it has not shown itself void in; retry until it fits.
        while True:
            rng.shuffle(unseen)
            hand = unseen[:view.hand_sizes[other]]
            if all((other, c >> 4) not in state.voids for c in hand):
                break
        state.hands[view.seat] = list(view.hand)
        state.hands[other] = hand
        state.stock = unseen[view.hand_sizes[other]:]
        state.played = list(view.played)
        return state


class TinyState(State):
    __slots__ = ("game", "num_players", "dealt", "hands", "stock", "trick", "leader",
                 "turn", "tricks_won", "voids", "played")

    def __init__(self, game):
        self.game = game
        self.num_players = 2
        self.dealt = False
        self.hands = [[], []]
        self.stock = []
        self.trick = []
        self.leader = 0
        self.turn = 0
        self.tricks_won = [0, 0]
        self.voids = set()
        self.played = []

    def to_move(self):
        return CHANCE if not self.dealt else self.turn

    def is_over(self):
        return self.dealt and sum(self.tricks_won) == HAND

    def legal_actions(self):
        if self.is_over():
            return []
        if not self.dealt:
            return []  # chance: see chance_action
        hand = self.hands[self.turn]
        cards = follow_suit(hand, self.trick[0][1] >> 4) if self.trick else hand
        return [Play(c) for c in sorted(cards)]

    def why_illegal(self, action):
        if self.is_over():
            return "the game is over"
        if not self.dealt:
            return shuffle_problem(action, len(CARDS))
        if not isinstance(action, Play):
            return "play a card from your hand"
        if action.card not in self.hands[self.turn]:
            return "that card is not in your hand"
        if self.trick:
            lead = self.trick[0][1] >> 4
            if action.card >> 4 != lead and any(c >> 4 == lead for c in self.hands[self.turn]):
                return f"you must follow suit: play a {DECK.suit_names[lead]} card"
        return None

    def chance_action(self, rng):
        return random_shuffle(rng, len(CARDS))

    def _apply(self, action):
        if not self.dealt:
            hands, self.stock = deal(ordered(CARDS, action.order), [HAND, HAND])
            self.hands = hands
            self.dealt = True
            return [Shuffled("deck", len(CARDS)), Dealt(0, tuple(hands[0])),
                    Dealt(1, tuple(hands[1]))]
        seat = self.turn
        self.hands[seat].remove(action.card)
        self.trick.append((seat, action.card))
        events: list[Event] = [Played(seat, action.card)]
        if len(self.trick) < 2:
            self.turn = 1 - seat
            return events
        cards = [c for _, c in self.trick]
        lead = cards[0] >> 4
        for s, c in self.trick:
            if c >> 4 != lead:
                self.voids.add((s, lead))
        winner = self.trick[trick_winner(cards, TRUMP)][0]
        self.tricks_won[winner] += 1
        self.played.extend(cards)
        self.trick = []
        self.leader = self.turn = winner
        events.append(TrickTaken(winner, tuple(cards)))
        if self.is_over():
            events.append(GameOver(tuple(self.winners()), tuple(self.scores())))
        return events

    def scores(self):
        return [float(t) for t in self.tricks_won]

    def winners(self):
        return max_score_winners(self.scores()) if self.is_over() else []

    def view(self, seat):
        check_viewer(seat, self.num_players)
        return TinyView(
            seat=seat,
            hand=tuple(sorted(self.hands[seat])) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            stock_size=len(self.stock),
            trick=tuple(self.trick),
            tricks_won=tuple(self.tricks_won),
            voids=tuple(sorted(self.voids)),
            to_move=self.to_move(),
            dealt=self.dealt,
            played=tuple(self.played),
        )

    def clone(self):
        other = TinyState.__new__(TinyState)
        other.game = self.game
        other.num_players = 2
        other.dealt = self.dealt
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.trick = list(self.trick)
        other.leader = self.leader
        other.turn = self.turn
        other.tricks_won = list(self.tricks_won)
        other.voids = set(self.voids)
        other.played = list(self.played)
        return other


TinyTrickGame.event_types = (Shuffled, Dealt, Played, TrickTaken, GameOver)
TINY_TRICK = TinyTrickGame()


def random_playout(seed: int) -> TinyState:
    rng = random.Random(seed)
    state = TINY_TRICK.new_state(2)
    while not state.is_over():
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state
