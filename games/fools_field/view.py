"""What one seat of The Fool's Field may know, and sample_state for the AI.

A seat sees the field (each card with the seat that placed it: its top points away from
that seat), its own hand and discards, the sizes of every hidden zone, and the public
history: which cards each player took from the field at a retreat (they stay
known until placed again, though each may since have been discarded face down), and
per retreat how many cards were discarded after it.

`sample_state` deals the cards the seat cannot see at random, consistently with all
of that. The one subtle constraint comes from the face-down discards: a card taken at a
retreat can only have been discarded at that retreat or a later one, and a player can
only have discarded as many unknown cards (drawn ones) as they held at the time and did
not place later. Each retreat record keeps `cap`, the largest number of unknown cards
that can have been discarded up to that retreat (the fewest unknown cards the player
has held since, counting discarded ones). Replaying the discards in order, each one
picked at random among the cards it could have been, yields a consistent world.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ai.sampling import shuffle_in_place
from engine.core import CHANCE, View, check_viewer
from games.fools_field.cards import ALL_MASK, cards_of, mask_of
from games.fools_field.deployment import has_deploy

SHUFFLE, PLAY, DISCARD, OFFER, OVER = range(5)
PHASE_NAMES = ("shuffle", "play", "discard", "tie_offer", "over")


@dataclass(frozen=True)
class FieldView(View):
    """One seat's knowledge (`seat` None: a spectator, who sees no hand).

    - `phase`: "shuffle" (a game is about to be dealt), "play" (the mover deploys or
      retreats), "discard" (the mover retreated and discards down to 6), "tie_offer"
      (the mover answers a tie offer), "over".
    - `to_move`: the seat deciding, -1 while shuffling.
    - `field`: the 9 cells in the table's frame, row by row from the upper left as
      seat 0 sees the field (4 = centre; seat 1 sees cell 8 - i where seat 0 sees i),
      -1 when empty; `placed_by`: per cell the seat that placed its card (-1 empty).
      A card's top points away from its placer: seat 1's cards lie turned half a turn
      in this frame, and each card's sides are read from its placer's seat.
    - `hand`, `my_discards`: this seat's own cards (sorted); `hand_sizes`, `deck_size`,
      `discard_sizes`: the counts of every pile.
    - `start_player`: of the battle; `game_start`: of the game (while shuffling between
      the games of a match: of the next game); `battle`, `game_number`: counters.
    - `to_discard`: cards the retreating player still has to discard.
    - `tie_battle`: the tie race applies to this battle; `tie_reply`: it is on, the mover
      ties by placing their last card; `tie_offer_by`: the seat offering a tie (-1);
      `tie_offered`: a tie has been offered since the last move (the offerer may not
      offer again before moving; during an offer, the offer being answered).
    - `must_retreat`: (own view of the mover only) no card of the hand can be placed.
    - `known[s]`: cards publicly known to be in seat s's hand or discard pile.
    - `retreats`: per retreat (seat, discarded after it, cap, cards still known) for
      sample_state.
    - `match`, `match_score`, `results` (points per finished game), `winners` (once over).
    """

    phase: str
    to_move: int
    match: bool
    game_number: int
    battle: int
    game_start: int
    start_player: int
    field: tuple[int, ...]
    placed_by: tuple[int, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard_sizes: tuple[int, ...]
    my_discards: tuple[int, ...]
    to_discard: int
    tie_battle: bool
    tie_reply: bool
    tie_offer_by: int
    tie_offered: bool
    must_retreat: bool
    known: tuple[tuple[int, ...], ...]
    retreats: tuple[tuple[int, ...], ...]
    match_score: tuple[float, ...]
    results: tuple[tuple[float, ...], ...]
    winners: tuple[int, ...]


def make_view(state, seat: int | None) -> FieldView:
    phase = state.phase
    mover = state.turn
    own = check_viewer(seat, 2) is not None
    must_retreat = own and seat == mover and phase == PLAY and not has_deploy(state, seat)
    return FieldView(
        seat=seat,
        phase=PHASE_NAMES[phase],
        to_move=CHANCE if phase == SHUFFLE else mover,
        match=state.match,
        game_number=len(state.results) + (0 if phase == OVER else 1),
        battle=state.battle,
        game_start=state.game_start,
        start_player=state.start,
        field=tuple(state.field),
        placed_by=tuple(state.placed_by),
        hand=tuple(cards_of(state.hands[seat])) if own else (),
        hand_sizes=tuple(state.hand_n),
        deck_size=len(state.deck),
        discard_sizes=tuple(state.discard_n),
        my_discards=tuple(cards_of(state.discards[seat])) if own else (),
        to_discard=state.to_discard,
        tie_battle=state.tie_battle,
        tie_reply=state.tie_reply,
        tie_offer_by=1 - mover if phase == OFFER else -1,
        tie_offered=state.offered,
        must_retreat=must_retreat,
        known=(tuple(cards_of(state.known[0])), tuple(cards_of(state.known[1]))),
        retreats=tuple((s, r[0], r[1], *cards_of(r[2]))
                       for s in (0, 1) for r in state.records[s]),
        match_score=tuple(state.score),
        results=tuple(state.results),
        winners=tuple(state.final),
    )


def split_known(records: list[list[int]], rng) -> tuple[int, int, int]:
    """A random consistent split of one player's known cards between hand and discards.

    `records` is that player's retreats in order, each [discarded, cap, cohort mask].
    Returns (known cards in hand, known cards discarded, how many unknown cards are
    among the discards), replaying each discard as a uniform choice among the cards it
    could have been."""
    pool: list[int] = []
    unknown_discarded = 0
    discarded = 0
    for count, cap, mask in records:
        pool.extend(cards_of(mask))
        unknown_free = cap - unknown_discarded
        for _ in range(count):
            pick = rng.randrange(len(pool) + unknown_free)
            if pick < len(pool):
                pool[pick], pool[-1] = pool[-1], pool[pick]
                discarded |= 1 << pool.pop()
            else:
                unknown_free -= 1
                unknown_discarded += 1
    return mask_of(pool), discarded, unknown_discarded


def sample_state(game, view: FieldView, rng):
    """A full state whose `view(view.seat)` is `view`, the unseen cards dealt at random
    consistently with what the view proves. (The battle starts kept for the repetition
    tie are not in the view: they involve the hidden hand, so a sampled state starts
    counting afresh.)"""
    state = game.new_state(2, {"match": view.match})
    seat = view.seat
    hands = [0, 0]
    discards = [0, 0]
    visible = mask_of(c for c in view.field if c >= 0)
    if seat is not None:
        hands[seat] = mask_of(view.hand)
        discards[seat] = mask_of(view.my_discards)
        visible |= hands[seat] | discards[seat]
    records: list[list[list[int]]] = [[], []]
    for s, count, cap, *cards in view.retreats:
        records[s].append([count, cap, mask_of(cards)])
    known = [mask_of(view.known[0]), mask_of(view.known[1])]
    hidden = (0, 1) if seat is None else (1 - seat,)
    unknown = ALL_MASK & ~visible
    plan = []
    for s in hidden:
        unknown &= ~known[s]
        in_hand, in_discards, unknown_discarded = split_known(records[s], rng)
        hands[s] = in_hand
        discards[s] = in_discards
        plan.append((s, view.hand_sizes[s] - in_hand.bit_count(), unknown_discarded))
    pool = cards_of(unknown)
    rng.shuffle(pool)
    at = 0
    for s, to_hand, to_discards in plan:
        hands[s] |= mask_of(pool[at:at + to_hand])
        at += to_hand
        discards[s] |= mask_of(pool[at:at + to_discards])
        at += to_discards
    deck = pool[at:]
    if len(deck) != view.deck_size:
        raise ValueError("the view's card counts do not add up to 23")
    phase = PHASE_NAMES.index(view.phase)
    state.set_position(
        hands=hands, field=view.field, placed_by=view.placed_by, deck=deck, discards=discards,
        turn=view.to_move if phase != SHUFFLE else view.game_start,
        start=view.start_player, game_start=view.game_start, battle=view.battle,
        phase=phase, tie_reply=view.tie_reply, tie_battle=view.tie_battle,
        offered=view.tie_offered, to_discard=view.to_discard,
        known=known,
        records=records, score=view.match_score, results=view.results,
        final=view.winners)
    return state


def make_sampler(game, view: FieldView):
    """rng -> a state like `sample_state(game, view, rng)`, with what the view proves
    prepared once (the AI's search samples thousands of states of one view): the public
    part of the state is built once and cloned; each call replays the hidden seat's
    discards (`split_known`) and shuffles the unseen cards into its hand, its discards
    and the deck."""
    import random

    template = sample_state(game, view, random.Random(0))
    if view.phase == "over":
        return lambda rng: template.clone()
    seat = view.seat
    hidden = (0, 1) if seat is None else (1 - seat,)
    visible = mask_of(c for c in view.field if c >= 0)
    if seat is not None:
        visible |= mask_of(view.hand) | mask_of(view.my_discards)
    unknown = ALL_MASK & ~visible
    for s in hidden:
        unknown &= ~mask_of(view.known[s])
    unseen = cards_of(unknown)
    records: list[list[tuple[int, int, int]]] = [[], []]
    for s, count, cap, *cards in view.retreats:
        records[s].append((count, cap, mask_of(cards)))
    plan = [(s, view.hand_sizes[s], records[s]) for s in hidden]

    def sample(rng):
        st = template.clone()
        pool = unseen[:]
        shuffle_in_place(pool, rng.random)
        hands = st.hands
        discards = st.discards
        at = 0
        for s, size, recs in plan:
            if recs:
                in_hand, in_discards, to_discards = split_known(recs, rng)
            else:
                in_hand = in_discards = to_discards = 0
            to_hand = size - in_hand.bit_count()
            for c in pool[at:at + to_hand]:
                in_hand |= 1 << c
            at += to_hand
            for c in pool[at:at + to_discards]:
                in_discards |= 1 << c
            at += to_discards
            hands[s] = in_hand
            discards[s] = in_discards
        st.deck = pool[at:]
        return st

    return sample
