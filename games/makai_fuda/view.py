"""What one seat of Makai Fuda may know, and determinisations for the AI.

`MakaiView` holds the seat's own hand and own face-down prediction, and everything
public: the field of the match in play order (with each Magic card's target), the
matches finished in this tournament, the cards played, the dice, the chips, the gold,
who has a prediction face down, who used Variant II and which prediction they played,
the shown voids, and the results of the finished tournaments (with every prediction,
revealed at each prize). Other hands and other predictions are only counted.

A shown void is exactly what the playing rules prove: a player who (not leading, not by
Variant II) played a Monster of a type already on the field, while some type in use was
missing from it, holds no Monster of any missing type. Hands never gain a card during a
tournament, so a void lasts until the next deal. A prediction was taken from the hand,
so the voids shown before it was put face down (`prediction_voids`) hold for it too;
voids shown later say nothing about it. A prediction is always a Monster, and a new
prediction after Variant II is never of the type of the prediction just played.

`sample_state(game, view, rng)` deals the cards the seat cannot see at random within
those facts, by `engine.ai.sampling.ConstrainedDeal` (most constrained cards first, then
augmenting paths), so it never loops; `make_sampler(game, view)` prepares that once per
view for the AI's search.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.ai.sampling import ConstrainedDeal, deal_by_count
from engine.core import View, check_viewer
from games.makai_fuda.cards import DECKS, MAGIC_BOOST
from games.makai_fuda.phases import PH_OVER, PHASE_IDS, PHASE_INDEX

MAGIC_KIND = 4  # a Magic card's `card >> 4`


@dataclass(frozen=True)
class MakaiView(View):
    num_players: int
    monsters: tuple[int, ...]      # the Monster types in use (no Green with 3 players)
    watch_here: bool               # Variant I
    go_that_way: bool              # Variant II
    tournaments: int               # Variant III: the number of tournaments, 0 = off
    phase: str                     # see games.makai_fuda.phases.PHASE_IDS
    to_move: int                   # a seat, or -1 (chance)
    tournament: int                # 1-based; 0 before the first deal
    doubled: bool                  # this tournament pays double (Variant III's last)
    start_player: int              # holder of the Start Player card, -1 before the lot
    hand: tuple[int, ...]          # own hand, sorted (Magic last); () for a spectator
    hand_sizes: tuple[int, ...]
    predictions: tuple[int, ...]   # per seat: the face-down card if this seat may see it
    #                                (its own; everyone's once revealed), else -1
    predicted: tuple[bool, ...]    # per seat: a prediction lies face down
    revealed: bool                 # the predictions were revealed (the prize is done)
    switched: tuple[bool, ...]     # per seat: Variant II used this tournament
    switch_from: tuple[int, ...]   # per seat: the prediction it played (Variant II), -1
    match: int                     # matches finished in this tournament
    leader: int                    # leader of the current (or next) match
    plays: tuple[tuple[int, int, int | None, bool], ...]  # the field: (seat, card,
    #                                Magic target or None, played from the prediction)
    pending_magic: int             # a Magic card waiting for its target, -1
    strengths: tuple[int, ...]     # per type on the field now (Poison included)
    winning: int                   # the Monster winning the field so far, -1
    matches: tuple[tuple[int, tuple[tuple[int, int, int | None, bool], ...], int | None,
                         int], ...]  # finished this tournament: (leader, plays, winner,
    #                                  next leader)
    out: tuple[int, ...]           # cards of the finished matches of this tournament, sorted
    dice: tuple[int, ...]          # per type: matches won this tournament
    chips: tuple[int, ...]         # per type: bonus gold on its Prize Distribution card
    gold: tuple[int, ...]          # per seat
    voids: tuple[tuple[int, int], ...]  # (seat, monster): shown to hold none in hand
    prediction_voids: tuple[tuple[int, int], ...]  # (seat, monster) shown before that
    #                                seat's face-down card was put down
    results: tuple[tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...]
    #                                per finished tournament: (number, winner, dice,
    #                                predictions, gold paid per seat)
    winners: tuple[int, ...]       # once the game is over


def _pairs(masks, monsters) -> tuple[tuple[int, int], ...]:
    return tuple((s, m) for s, mask in enumerate(masks) for m in monsters if mask >> m & 1)


def make_view(st, seat) -> MakaiView:
    n = st.num_players
    own = check_viewer(seat, n) is not None
    preds = st.predictions
    if st.revealed:
        shown = tuple(preds)
    elif own:
        shown = tuple(p if s == seat else -1 for s, p in enumerate(preds))
    else:
        shown = (-1,) * n
    winning = st.winning()
    return MakaiView(
        seat=seat,
        num_players=n,
        monsters=st.monsters,
        watch_here=st.watch_here,
        go_that_way=st.go_that_way,
        tournaments=st.tournaments,
        phase=PHASE_IDS[st.phase],
        to_move=st.turn,
        tournament=st.tournament,
        doubled=st.tournaments > 0 and st.tournament == st.tournaments,
        start_player=st.start_player,
        hand=tuple(st.hands[seat]) if own else (),
        hand_sizes=tuple(len(h) for h in st.hands),
        predictions=shown,
        predicted=tuple(p >= 0 for p in preds),
        revealed=st.revealed,
        switched=tuple(st.switched),
        switch_from=tuple(st.switch_from),
        match=st.match_no,
        leader=st.leader,
        plays=tuple(st.plays),
        pending_magic=st.pending,
        strengths=tuple(st.strengths()),
        winning=-1 if winning is None else winning,
        matches=tuple(st.matches),
        out=tuple(sorted(st.out)),
        dice=tuple(st.dice),
        chips=tuple(st.chips),
        gold=tuple(st.gold),
        voids=_pairs(st.voids, st.monsters),
        prediction_voids=_pairs(st.pred_voids, st.monsters),
        results=tuple(st.results),
        winners=tuple(st.winners()),
    )


# -- what a view proves ------------------------------------------------------------


def seen_cards(view: MakaiView) -> set[int]:
    """The cards of this tournament whose place the seat sees: its hand, its own
    prediction, the field, the finished matches, and any revealed prediction."""
    seen = set(view.hand)
    seen.update(c for c in view.predictions if c >= 0)
    seen.update(view.out)
    seen.update(p[1] for p in view.plays)
    if view.pending_magic >= 0:
        seen.add(view.pending_magic)
    return seen


def hidden_places(view: MakaiView):
    """(hidden cards, capacities, allowed kinds) for `view`'s seat.

    Locations: the hand of seat s is 2s, its face-down prediction 2s + 1. A card's kind
    is `card >> 4` (Monster type 0-3, Magic 4); `allowed[loc]` has a bit per kind the
    location may hold (see the module docstring)."""
    n = view.num_players
    if view.tournament == 0 or view.revealed:
        return [], [0] * (2 * n), [0] * (2 * n)
    seen = seen_cards(view)
    hidden = [c for c in DECKS[n] if c not in seen]
    caps = [0] * (2 * n)
    allowed = [0] * (2 * n)
    voids = [0] * n
    pred_voids = [0] * n
    for s, m in view.voids:
        voids[s] |= 1 << m
    for s, m in view.prediction_voids:
        pred_voids[s] |= 1 << m
    every = 0b11111
    for s in range(n):
        if s == view.seat:
            continue
        caps[2 * s] = view.hand_sizes[s]
        allowed[2 * s] = every & ~voids[s]
        if view.predicted[s]:
            caps[2 * s + 1] = 1
            kinds = 0b01111 & ~pred_voids[s]
            if view.switch_from[s] >= 0:
                kinds &= ~(1 << (view.switch_from[s] >> 4))
            allowed[2 * s + 1] = kinds
    return hidden, caps, allowed


class _HiddenDeal:
    """What `view` proves about the hidden cards (see `hidden_places`), prepared once:
    `deal(rng)` gives the cards per location (a list per location)."""

    __slots__ = ("caps", "constrained", "hidden")

    def __init__(self, view: MakaiView):
        hidden, caps, allowed = hidden_places(view)
        self.hidden = hidden
        self.caps = caps
        by_kind = [0] * 5
        for loc, cap in enumerate(caps):
            if cap:
                for kind in range(5):
                    if allowed[loc] >> kind & 1:
                        by_kind[kind] |= 1 << loc
        self.constrained = ConstrainedDeal(hidden, caps, {c: by_kind[c >> 4] for c in hidden})

    def deal(self, rng: random.Random) -> list[list[int]]:
        members = self.constrained.deal(rng)
        if members is None:
            # An inconsistent view (never one of a real game): place by count alone.
            if sum(self.caps) != len(self.hidden):
                raise ValueError("the view has more hidden places than hidden cards")
            members = deal_by_count(self.hidden, self.caps, rng)
        return members


def deal_hidden(view: MakaiView, rng: random.Random) -> list[list[int]]:
    """Cards per location (see `hidden_places`) agreeing with the view."""
    return _HiddenDeal(view).deal(rng)


def sample_state(game, view: MakaiView, rng: random.Random):
    """A full state whose `view(view.seat)` is `view`, with the hidden cards dealt at
    random within what the view proves (see the module docstring)."""
    st = make_sampler(game, view)(rng)
    st.quiet = False  # the search's are quiet; a state given out tells its events
    return st


def make_sampler(game, view: MakaiView):
    """rng -> `sample_state(game, view, rng)`, with the public part of the state and what
    the view proves about the hidden cards prepared once (the AI samples thousands of
    states of one view)."""
    template = _public_state(game, view)
    template.quiet = True  # the search never reads the events of its playouts
    n = view.num_players
    me = view.seat
    hidden = _HiddenDeal(view)
    own_hand = list(view.hand)
    predicted = [s != me and not view.revealed and view.predicted[s] for s in range(n)]

    def sample(rng):
        st = template.clone()
        members = hidden.deal(rng)
        hands = st.hands
        predictions = st.predictions
        for s in range(n):
            if s == me:
                hands[s] = own_hand[:]
                continue
            if predicted[s]:
                predictions[s] = members[2 * s + 1][0]
            hand = members[2 * s]
            hand.sort()
            hands[s] = hand
        return st

    return sample


def _public_state(game, view: MakaiView):
    """The state with everything `view` shows and no hidden card placed yet."""
    from games.makai_fuda import state as S

    n = view.num_players
    st = S.MakaiState.blank(game, n, {"watch_here": view.watch_here,
                                      "go_that_way": view.go_that_way,
                                      "tournaments": view.tournaments})
    st.phase = PHASE_INDEX[view.phase]
    st.turn = view.to_move
    st.over = st.phase == PH_OVER
    st.start_player = view.start_player
    st.tournament = view.tournament
    st.match_no = view.match
    st.leader = view.leader
    st.revealed = view.revealed
    st.switched = list(view.switched)
    st.switch_from = list(view.switch_from)
    st.matches = list(view.matches)
    st.out = list(view.out)
    st.dice = list(view.dice)
    st.chips = list(view.chips)
    st.gold = list(view.gold)
    st.results = list(view.results)
    for s, m in view.voids:
        st.voids[s] |= 1 << m
    for s, m in view.prediction_voids:
        st.pred_voids[s] |= 1 << m
    for seat, c, target, _ in view.plays:
        if c < 64:
            st._add_monster(seat, c)
        elif target is not None:
            st.strength[target] += MAGIC_BOOST
            st.last[target] = seat
    st.plays = list(view.plays)
    st.pending = view.pending_magic
    for s in range(n):
        if s == view.seat or view.revealed:
            st.predictions[s] = view.predictions[s]
    return st
