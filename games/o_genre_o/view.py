"""What one seat of O Genre O may know, and determinisations for the AI.

`OGenreOView` holds the seat's own hand and own discards, and everything public: lives,
the dealer, the chips of the trump vote (votes are public) and the trump, the current
trick, every won pile (all its cards were played face up), the Devil Break, and what
the play has shown: a seat that did not follow the suit led holds none of it (a void),
and a seat that led a Devil under the Devil Break holds only Devils. Other hands and
other players' discards are only counted: no view ever names them.

`sample_state(game, view, rng)` deals the cards the seat cannot see (the other hands
and discards) at random within what the view proves: voids and "only Devils" bind a
hand (never a discard pile, chosen before any play), the seat's own hand and discards
are its own, and every card played is where the view shows it. The cards are placed by
`engine.ai.sampling.ConstrainedDeal` (most constrained first, then augmenting paths),
so it never loops.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.ai.sampling import ConstrainedDeal, deal_by_count, shuffle_in_place
from engine.core import View, check_viewer
from engine.tricks import trick_winner
from games.o_genre_o.cards import DEVIL, deck

PHASE_IDS = ("lot", "shuffle_angels", "shuffle_devils", "discard", "vote", "play", "over")
"""The phases, in the order of `games.o_genre_o.rules.PH_*`; a view names its phase."""

@dataclass(frozen=True)
class OGenreOView(View):
    num_players: int
    phase: str                    # see games.o_genre_o.rules.PHASE_IDS
    to_move: int                  # a seat, or -1 (chance, or the game is over)
    round: int                    # 1-based; 0 before the first deal
    dealer: int                   # this round's dealer (after a round: the next), -1
    life_cap: int                 # the starting life, also the cap (30 or 20)
    lives: tuple[int, ...]
    round_start_lives: tuple[int, ...]  # each life when this round began
    recovered: tuple[int, ...]    # lives recovered this round (all-Angel tricks)
    hand: tuple[int, ...]         # own hand, sorted; () for a spectator
    hand_sizes: tuple[int, ...]
    discards: tuple[int, ...]     # own discards, in the order put down
    discard_counts: tuple[int, ...]
    vote_order: tuple[int, ...]   # the seats placing the chips, in order; () before
    chips: tuple[tuple[int, int], ...]  # (seat, suit) of each chip placed, in order
    trump: int                    # the trump suit, -1 until the vote is over
    leader: int                   # leader of the current (or next) trick
    trick: tuple[tuple[int, int], ...]  # (seat, card) played to the current trick
    trick_winning: int            # seat winning the current trick so far, -1
    tricks_played: int            # tricks finished this round
    last_trick: tuple[int, ...]   # the cards of the last finished trick, in play order
    last_trick_leader: int        # -1 before the first trick of a round ends
    last_trick_winner: int
    won: tuple[tuple[int, ...], ...]  # each seat's won pile this round, in trick order
    devils_won: tuple[int, ...]   # the Devil cards in each won pile
    devil_break: bool             # True while no Devil has been played this round
    voids: tuple[tuple[int, int], ...]  # (seat, suit): shown to hold none of that suit
    devils_only: tuple[int, ...]  # seats shown to hold only Devils (led one under the break)
    history: tuple[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...]
    # per finished round: (Devils won, lives recovered, lives after), per seat
    winners: tuple[int, ...]      # once the game is over


def make_view(st, seat: int | None) -> OGenreOView:
    n = st.num_players
    own = check_viewer(seat, n) is not None
    trick = st.trick
    leader = st.leader
    if trick:
        trick_pairs = tuple(((leader + i) % n, c) for i, c in enumerate(trick))
        winning = (leader + trick_winner(trick, st.trump)) % n
    else:
        trick_pairs = ()
        winning = -1
    last = st.last_trick
    voids = st.voids
    return OGenreOView(
        seat=seat,
        num_players=n,
        phase=PHASE_IDS[st.phase],
        to_move=st.turn,
        round=st.round_no,
        dealer=st.dealer,
        life_cap=st.cap,
        lives=tuple(st.lives),
        round_start_lives=tuple(st.start_lives),
        recovered=tuple(st.recovered),
        hand=tuple(st.hands[seat]) if own else (),
        hand_sizes=tuple(map(len, st.hands)),
        discards=tuple(st.discards[seat]) if own else (),
        discard_counts=tuple(map(len, st.discards)),
        vote_order=tuple(st.voters),
        chips=tuple(st.chips),
        trump=st.trump,
        leader=leader,
        trick=trick_pairs,
        trick_winning=winning,
        tricks_played=st.tricks_done,
        last_trick=last[1] if last else (),
        last_trick_leader=last[0] if last else -1,
        last_trick_winner=last[2] if last else -1,
        won=tuple(map(tuple, st.won)),
        devils_won=tuple(st.devils_won),
        devil_break=not st.broken,
        voids=tuple((s, suit) for s in range(n) if voids[s] for suit in range(5)
                    if voids[s] >> suit & 1),
        devils_only=tuple(s for s in range(n) if st.devil_only[s]),
        history=tuple(st.history),
        winners=tuple(st.winners()),
    )


# -- what a view proves ------------------------------------------------------------


def known_cards(view: OGenreOView) -> set[int]:
    """The cards of this round whose place the seat sees: its own hand and discards,
    every won pile and the current trick."""
    known = set(view.hand)
    known.update(view.discards)
    for pile in view.won:
        known.update(pile)
    known.update(c for _, c in view.trick)
    return known


def cards_in_hands_or_discards(view: OGenreOView) -> bool:
    """Whether cards lie in hands or discards now (not before the first deal, nor
    between a new round's two shuffles)."""
    return view.round > 0 and view.phase != "shuffle_devils"


def hidden_constraints(view: OGenreOView):
    """(hidden cards, capacities, allowed-location masks) for `view`'s seat.

    Location s is the hand of seat s, location n + s its discards (the seat's own are
    given capacity 0: it knows them). `masks[card]` has a bit per location the card
    may be in."""
    n = view.num_players
    seat = view.seat
    if not cards_in_hands_or_discards(view):
        return [], [0] * (2 * n), {}
    known = known_cards(view)
    hidden = [c for c in deck(n) if c not in known]
    caps = [0] * (2 * n)
    for s in range(n):
        if s != seat:
            caps[s] = view.hand_sizes[s]
            caps[n + s] = view.discard_counts[s]
    full = 0
    for loc, cap in enumerate(caps):
        if cap:
            full |= 1 << loc
    masks = dict.fromkeys(hidden, full)
    for s, suit in view.voids:
        if s != seat:
            off = ~(1 << s)
            for c in hidden:
                if c >> 4 == suit:
                    masks[c] &= off
    for s in view.devils_only:
        if s != seat:
            off = ~(1 << s)
            for c in hidden:
                if not DEVIL[c]:
                    masks[c] &= off
    return hidden, caps, masks


def deal_hidden(view: OGenreOView, rng: random.Random):
    """Cards per location (see `hidden_constraints`) agreeing with the view."""
    return _HiddenDeal(view).deal(rng)


class _HiddenDeal:
    """What `view` proves about the hidden cards, prepared once; `deal(rng)` places
    them (a list of cards per location, see `hidden_constraints`)."""

    __slots__ = ("caps", "constrained", "hidden")

    def __init__(self, view: OGenreOView):
        hidden, caps, masks = hidden_constraints(view)
        self.hidden = hidden
        self.caps = caps
        self.constrained = ConstrainedDeal(hidden, caps, masks)

    def deal(self, rng: random.Random):
        members = self.constrained.deal(rng)
        if members is None:
            # An inconsistent view (never one of a real game): place by count alone.
            if sum(self.caps) != len(self.hidden):
                raise ValueError("the view's hidden places and hidden cards do not add up")
            members = deal_by_count(self.hidden, self.caps, rng)
        return members


def sample_state(game, view: OGenreOView, rng: random.Random):
    """A full state whose `view(view.seat)` is `view`, with the hidden cards dealt at
    random within what the view proves (see the module docstring)."""
    st = make_sampler(game, view)(rng)
    st.quiet = False  # the search's are quiet; a state given out tells its events
    return st


def make_sampler(game, view: OGenreOView):
    """rng -> `sample_state(game, view, rng)`, with the public part of the state and what
    the view proves about the hidden cards prepared once (the AI samples thousands of
    states of one view)."""
    from games.o_genre_o import rules as R

    template = _public_state(game, view)
    template.quiet = True  # the search never reads the events of its playouts
    n = view.num_players
    seat = view.seat
    between_shuffles = template.phase == R.PH_DEVILS
    hidden = _HiddenDeal(view)
    own_hand = list(view.hand)
    own_discards = list(view.discards)

    def sample(rng):
        st = template.clone()
        if between_shuffles:
            # Between the two shuffles: the Angel cards lie shuffled, face down.
            st.angel_order = list(st.angels)
            shuffle_in_place(st.angel_order, rng.random)
        members = hidden.deal(rng)
        hands = st.hands
        discards = st.discards
        for s in range(n):
            if s == seat:
                hands[s] = own_hand[:]
                discards[s] = own_discards[:]
            else:
                hand = members[s]
                hand.sort()
                hands[s] = hand
                pile = members[n + s]
                shuffle_in_place(pile, rng.random)
                discards[s] = pile
        return st

    return sample


def _public_state(game, view: OGenreOView):
    """The state with everything `view` shows and no hidden card placed yet."""
    from games.o_genre_o import rules as R

    n = view.num_players
    st = R.OGenreOState.blank(game, n)
    phase = R.PHASE_INDEX[view.phase]
    st.phase = phase
    st.round_no = view.round
    st.dealer = view.dealer
    st.turn = view.to_move
    st.over = phase == R.PH_OVER
    st.lives = list(view.lives)
    st.start_lives = list(view.round_start_lives)
    st.recovered = list(view.recovered)
    st.history = list(view.history)
    st.voters = view.vote_order
    st.chips = list(view.chips)
    for _, suit in view.chips:
        st.chip_mask |= 1 << suit
    if phase == R.PH_DISCARD:
        st.step = sum(view.discard_counts)
    elif phase == R.PH_VOTE or phase == R.PH_PLAY:
        st.step = len(view.chips)
    st.trump = view.trump
    st.leader = view.leader
    st.trick = [c for _, c in view.trick]
    st.won = [list(w) for w in view.won]
    st.devils_won = list(view.devils_won)
    st.tricks_done = view.tricks_played
    if view.last_trick:
        st.last_trick = (view.last_trick_leader, view.last_trick, view.last_trick_winner)
    st.broken = not view.devil_break
    for s, suit in view.voids:
        st.voids[s] |= 1 << suit
    for s in view.devils_only:
        st.devil_only[s] = True
    return st
