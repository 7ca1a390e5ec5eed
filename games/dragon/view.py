"""What one seat of Slaughter the Dragon may know, and determinisations for the AI.

`DragonView` holds a seat's own hand and 2nd-half pile, everything public (trump, the
count-down number, tricks played this round, shown voids, tokens, Purple cards won, the
score table) and the seat's own secrets (the cards it summoned and returned, the cards it
gave and received in Soul-Sucking). Other hands, other piles, the Inverted Scale and the
cards passed face down between others are only counted.

`sample_state(game, view, rng)` deals the cards the seat cannot see at random, within
what the view proves:
- a void shown this round (not following the colour led, or leading Purple while it was
  locked) means that seat's hand holds none of that colour; it says nothing about a
  2nd-half pile (voids are forgotten when the pile is taken up);
- the count-down number N: that player held the trump N (it is in their hand or pile,
  or, after Soul-Sucking, in some hand), and every trump above N is in the Inverted Scale;
- the summoner knows the cards it returned are in the Inverted Scale;
- in Soul-Sucking, a giver knows the card it gave is in the practitioner's hand or in the
  hand of a player the practitioner has since given a card to (at most one such card
  each), and the practitioner knows where each card it gave went.
The cards are placed by `engine.ai.sampling.ConstrainedDeal` (most constrained first,
then augmenting paths), so it never loops: if a view is inconsistent it falls back to
placing the cards by count alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.ai.sampling import ConstrainedDeal, deal_by_count, shuffle_in_place
from engine.core import View, check_viewer
from engine.tricks import trick_winner

PHASE_NAMES = ("shuffle_trumps", "deal", "summon_pick", "summon_return", "divide",
               "soul_give", "soul_return", "play", "over")
"""The phases, in the order of `games.dragon.rules.PH_*`; a view names its phase."""


@dataclass(frozen=True)
class DragonView(View):
    num_players: int
    advanced: bool
    phase: str                    # see games.dragon.rules.PHASE_NAMES
    to_move: int                  # a seat, or -1 (chance)
    round: int                    # 1-based; 0 before the first deal
    rounds: int                   # the most rounds (= players)
    tricks_per_round: int
    trump: int                    # colour, -1 before the first reveal
    trump_history: tuple[int, ...]  # the colours revealed, round by round (this one last)
    trump_deck_left: int
    hand: tuple[int, ...]         # own (1st-half) hand, sorted; () for a spectator
    pile: tuple[int, ...]         # own 2nd-half pile, sorted
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    scale_size: int               # Inverted Scale cards face down
    leader: int                   # leader of the current (or next) trick
    trick: tuple[tuple[int, int], ...]  # (seat, card) played to the current trick
    trick_winning: int            # seat winning the current trick so far, -1
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]  # (leader, cards, winner) this round
    set_aside: tuple[int, ...]    # non-Purple cards of finished tricks this round, sorted
    tokens: tuple[int, ...]       # Dragon tokens (Body and Head) won this round
    head: int                     # who took the Dragon Head this round, -1
    body_left: int                # Dragon Body tokens still in the row
    purple_won: tuple[tuple[int, ...], ...]  # Purple cards taken this round, per seat
    purple_broken: bool           # someone has acquired a Purple card this round
    voids: tuple[tuple[int, int], ...]  # (seat, colour): shown to hold none in hand
    summoner: int                 # Summoning Jutsu performer this round, -1
    summon_aside: int             # Inverted Scale cards picked and not yet seen (0/1)
    summon_picks: tuple[int, ...]  # where they were taken from (PickScale positions)
    summon_returns: int           # cards returned to the Inverted Scale so far
    summon_taken: tuple[int, ...]     # own: the 2 cards summoned (summoner only)
    summon_returned: tuple[int, ...]  # own: the cards returned (summoner only)
    divider: int                  # Bodily Division performer this round, -1
    sucker: int                   # Soul-Sucking performer this round, -1
    called: int                   # number the count-down stopped at, 0 before it
    division_backs: int           # cards moved back to the hand during the Division
    passes: tuple[tuple[int, int, int], ...]  # Soul-Sucking (giver, receiver, card or -1)
    scale_revealed: tuple[int, ...]  # the Inverted Scale shown at the end of this round
    round_scores: tuple[tuple[int, ...], ...]  # per finished round, per seat
    round_moon: tuple[int, ...]   # per finished round: who shot the moon, -1
    totals: tuple[int, ...]
    winners: tuple[int, ...]      # once the game is over


def make_view(st, seat: int | None) -> DragonView:
    n = st.num_players
    own = check_viewer(seat, n) is not None
    summoner = st.summoner
    is_summoner = own and seat == summoner
    trick = st.trick
    leader = st.leader
    if trick:
        trick_pairs = tuple(((leader + i) % n, c) for i, c in enumerate(trick))
        winning = (leader + trick_winner(trick, st.trump)) % n
    else:
        trick_pairs = ()
        winning = -1
    voids = st.voids
    return DragonView(
        seat=seat,
        num_players=n,
        advanced=st.advanced,
        phase=PHASE_NAMES[st.phase],
        to_move=st.turn,
        round=st.round_no,
        rounds=n,
        tricks_per_round=st.hand_size,
        trump=st.trump,
        trump_history=tuple(st.trump_history),
        trump_deck_left=len(st.trump_deck),
        hand=tuple(st.hands[seat]) if own else (),
        pile=tuple(st.piles[seat]) if own else (),
        hand_sizes=tuple(len(h) for h in st.hands),
        pile_sizes=tuple(len(p) for p in st.piles),
        scale_size=len(st.scale),
        leader=leader,
        trick=trick_pairs,
        trick_winning=winning,
        tricks=tuple(st.tricks),
        set_aside=tuple(sorted(st.set_aside)),
        tokens=tuple(st.tokens),
        head=st.head,
        body_left=st.body_left,
        purple_won=tuple(tuple(sorted(p)) for p in st.purple_won),
        purple_broken=st.broken,
        voids=tuple((s, c) for s in range(n) for c in range(4) if voids[s] >> c & 1),
        summoner=summoner,
        summon_aside=len(st.pick),
        summon_picks=st.pick_positions,
        summon_returns=len(st.summon_returned),
        summon_taken=tuple(st.summon_taken) if is_summoner else (),
        summon_returned=tuple(sorted(st.summon_returned)) if is_summoner else (),
        divider=st.divider,
        sucker=st.sucker,
        called=st.called,
        division_backs=st.backs,
        passes=tuple((g, r, c if own and seat in (g, r) else -1)
                     for g, r, c in st.passes),
        scale_revealed=st.scale_revealed,
        round_scores=tuple(st.round_scores),
        round_moon=tuple(st.round_moon),
        totals=tuple(st.totals),
        winners=tuple(st.winners()),
    )




# -- what a view proves ------------------------------------------------------------


def known_cards(view: DragonView) -> set[int]:
    """The cards of this round whose place the seat sees: its own hand and pile, and
    every card shown on the table (played, set aside, won, the revealed scale)."""
    known = set(view.hand)
    known.update(view.pile)
    known.update(view.set_aside)
    for won in view.purple_won:
        known.update(won)
    known.update(c for _, c in view.trick)
    known.update(view.scale_revealed)
    return known


def round_cards(view: DragonView) -> tuple[int, ...]:
    from games.dragon.cards import SETUPS

    return SETUPS[view.num_players].cards if view.round > 0 else ()


def hidden_constraints(view: DragonView):
    """(hidden cards, capacities, allowed-location masks, groups) for `view`'s seat.

    Locations: the hand of seat s is s, its 2nd-half pile n + s, the Inverted Scale 2n,
    the summoner's unseen picked card 2n + 1. `masks[card]` has a bit per location the
    card may be in; `groups` are sets of cards of which at most one may lie in any one
    hand other than the Soul-Sucking practitioner's.
    """
    n = view.num_players
    seat = view.seat
    known = known_cards(view)
    hidden = [c for c in round_cards(view) if c not in known]
    size = 2 * n + 2
    caps = [0] * size
    for s in range(n):
        if s != seat:
            caps[s] = view.hand_sizes[s]
            caps[n + s] = view.pile_sizes[s]
    caps[2 * n] = view.scale_size
    caps[2 * n + 1] = view.summon_aside
    full = 0
    for loc in range(size):
        if caps[loc]:
            full |= 1 << loc
    masks = dict.fromkeys(hidden, full)
    scale_bit = 1 << (2 * n)
    trump = view.trump
    groups = []
    if view.called:
        for r in range(view.called + 1, 13):
            c = trump << 4 | r
            if c in masks:
                masks[c] &= scale_bit
        called_card = trump << 4 | view.called
        d = view.divider
        if d >= 0 and called_card in masks:
            masks[called_card] &= (1 << d) | (1 << (n + d))
    if seat is not None and seat == view.summoner:
        for c in view.summon_returned:
            if c in masks:
                masks[c] &= scale_bit
    p = view.sucker
    if p >= 0:
        if seat == p:
            for g, r, c in view.passes:
                if g == p and c in masks:
                    masks[c] &= 1 << r
        else:
            with_p = [c for g, r, c in view.passes if g == seat and r == p and c in masks]
            called_card = trump << 4 | view.called
            if view.called and called_card in masks:
                with_p.append(called_card)
            allowed = 1 << p
            for g, r, _ in view.passes:
                if g == p and r != seat:
                    allowed |= 1 << r
            for c in with_p:
                masks[c] &= allowed
            if len(with_p) > 1:
                groups.append(frozenset(with_p))
    for s, colour in view.voids:
        if s != seat:
            off = ~(1 << s)
            for c in hidden:
                if c >> 4 == colour:
                    masks[c] &= off
    return hidden, caps, masks, groups


def _groups_ok(members, groups, n: int, sucker: int) -> bool:
    for group in groups:
        for s in range(n):
            if s != sucker and sum(1 for c in members[s] if c in group) > 1:
                return False
    return True


def deal_hidden(view: DragonView, rng: random.Random, attempts: int = 8):
    """Cards per location (see `hidden_constraints`) agreeing with the view."""
    return _HiddenDeal(view).deal(rng, attempts)


class _HiddenDeal:
    """What `view` proves about the hidden cards, prepared once; `deal(rng)` places
    them (a list of cards per location, see `hidden_constraints`)."""

    __slots__ = ("caps", "constrained", "groups", "hidden", "n", "sucker")

    def __init__(self, view: DragonView):
        hidden, caps, masks, groups = hidden_constraints(view)
        self.hidden = hidden
        self.caps = caps
        self.groups = groups
        self.n = view.num_players
        self.sucker = view.sucker
        self.constrained = ConstrainedDeal(hidden, caps, masks)

    def deal(self, rng: random.Random, attempts: int = 8):
        members = None
        for _ in range(attempts):
            members = self.constrained.deal(rng)
            if members is None or not self.groups or _groups_ok(members, self.groups,
                                                                  self.n, self.sucker):
                break
        if members is None:
            # An inconsistent view (never one of a real game): place by count alone.
            full = 0
            for loc, cap in enumerate(self.caps):
                if cap:
                    full |= 1 << loc
            members = ConstrainedDeal(self.hidden, self.caps,
                                      dict.fromkeys(self.hidden, full)).deal(rng)
            if members is None:  # more hidden cards than places: drop the extra ones
                members = deal_by_count(self.hidden, self.caps, rng)
        return members


def sample_state(game, view: DragonView, rng: random.Random):
    """A full state whose `view(view.seat)` is `view`, with the hidden cards dealt at
    random within what the view proves (see the module docstring)."""
    st = make_sampler(game, view)(rng)
    st.quiet = False  # the search's are quiet; a state given out tells its events
    return st


def make_sampler(game, view: DragonView):
    """rng -> `sample_state(game, view, rng)`, with the public part of the state and what
    the view proves about the hidden cards prepared once (the AI samples thousands of
    states of one view)."""
    template = _public_state(game, view)
    template.quiet = True  # the search never reads the events of its playouts
    n = view.num_players
    seat = view.seat
    deck_left = view.trump_deck_left
    shuffle_deck = view.phase != "shuffle_trumps"
    if view.round == 0:
        def sample_before_the_deal(rng):
            st = template.clone()
            if shuffle_deck:
                shuffle_in_place(st.trump_deck, rng.random)
                del st.trump_deck[deck_left:]
            return st

        return sample_before_the_deal
    hidden = _HiddenDeal(view)
    own_hand = list(view.hand)
    own_pile = list(view.pile)
    secrets = view.summoner >= 0 or bool(view.passes)

    def sample(rng):
        st = template.clone()
        if shuffle_deck:
            shuffle_in_place(st.trump_deck, rng.random)
            del st.trump_deck[deck_left:]
        members = hidden.deal(rng)
        hands = st.hands
        piles = st.piles
        for s in range(n):
            if s == seat:
                hands[s] = own_hand[:]
                piles[s] = own_pile[:]
            else:
                hand = members[s]
                hand.sort()
                hands[s] = hand
                pile = members[n + s]
                pile.sort()
                piles[s] = pile
        scale = members[2 * n]
        shuffle_in_place(scale, rng.random)
        st.scale = scale
        st.pick = members[2 * n + 1]
        if secrets:
            _fill_secrets(st, view, rng)
        return st

    return sample


def _public_state(game, view: DragonView):
    """The state with everything `view` shows and no hidden card placed yet."""
    from games.dragon import rules as R

    n = view.num_players
    st = R.DragonState.blank(game, n, view.advanced)
    phase = R.PHASE_INDEX[view.phase]
    st.phase = phase
    st.round_no = view.round
    st.turn = view.to_move
    st.leader = view.leader
    st.over = phase == R.PH_OVER
    st.trump = view.trump
    st.trump_history = list(view.trump_history)
    if phase != R.PH_TRUMPS:
        deck = st.trump_deck
        for colour in view.trump_history:
            if colour in deck:
                deck.remove(colour)
    st.totals = list(view.totals)
    st.round_scores = list(view.round_scores)
    st.round_moon = list(view.round_moon)
    st.tricks = list(view.tricks)
    st.set_aside = list(view.set_aside)
    st.tokens = list(view.tokens)
    st.head = view.head
    st.body_left = view.body_left
    st.purple_won = [list(p) for p in view.purple_won]
    st.broken = view.purple_broken
    for s, colour in view.voids:
        st.voids[s] |= 1 << colour
    st.summoner = view.summoner
    st.divider = view.divider
    st.sucker = view.sucker
    st.called = view.called
    st.backs = view.division_backs
    st.scale_revealed = view.scale_revealed
    st.trick = [c for _, c in view.trick]
    st.pick_positions = tuple(view.summon_picks)
    return st


def _played_by(view: DragonView, seat: int) -> list[int]:
    n = view.num_players
    out = [cards[(seat - leader) % n] for leader, cards, _ in view.tricks]
    out += [c for s, c in view.trick if s == seat]
    return out


def _fill_secrets(st, view: DragonView, rng: random.Random) -> None:
    """Plausible values for the other seats' own secrets (what they summoned, returned
    and passed), so that their views of the sampled state make sense too."""
    seat = view.seat
    s = view.summoner
    if s >= 0:
        if s == seat:
            st.summon_taken = list(view.summon_taken)
            st.summon_returned = list(view.summon_returned)
        else:
            returned = st.scale + list(view.scale_revealed)
            rng.shuffle(returned)
            st.summon_returned = returned[:view.summon_returns]
            if view.phase != "summon_pick":
                pool = st.hands[s] + st.piles[s] + _played_by(view, s)
                rng.shuffle(pool)
                st.summon_taken = sorted(pool[:2])
    used: set[int] = set()
    passes = []
    for g, r, c in view.passes:
        if c < 0:
            pool = [x for x in st.hands[r] + _played_by(view, r) if x not in used]
            if not pool:
                pool = [x for x in st.cards if x not in used] or list(st.cards)
            c = rng.choice(pool)
        used.add(c)
        passes.append((g, r, c))
    st.passes = passes
