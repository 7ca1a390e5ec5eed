"""Retreat: the battle ends, the retreating player takes the field, discards down to 6,
and the other player draws up to 6.

On your turn you may retreat instead of deploying once the field holds a card, and you
must when no card of your hand fits (a full grid, an empty hand, or no fitting card).
You take every card of the field into your hand: each is held index up again, the
same card read from your seat whoever placed it. Your opponent draws from the deck
until they hold 6 (as far as the deck lasts) at once; then you discard face down, one
card at a time and of your choice, until you hold 6. The player who did not retreat
starts the next battle.
"""

from __future__ import annotations

from games.fools_field.cards import mask_of
from games.fools_field.deployment import has_deploy
from games.fools_field.events import (
    BLOCKED,
    EMPTY_HAND,
    FULL,
    VOLUNTARY,
    Discarded,
    Drew,
    Retreated,
)
from games.fools_field.setup import HAND_SIZE, start_battle
from games.fools_field.view import DISCARD


def retreat_reason(state, seat: int) -> str:
    """Why `seat` retreats now: the grid is full, its hand is empty, no card of it fits,
    or by choice (VOLUNTARY)."""
    if state.occupied == 0x1FF:
        return FULL
    if not state.hands[seat]:
        return EMPTY_HAND
    if not has_deploy(state, seat):
        return BLOCKED
    return VOLUNTARY


def retreat(state) -> list:
    """The mover retreats (already checked legal)."""
    seat = state.turn
    other = 1 - seat
    field = state.field
    cells = tuple([c for c in range(9) if field[c] >= 0])
    cards = tuple([field[c] for c in cells])
    reason = retreat_reason(state, seat)
    mask = 0
    for c in cards:
        mask |= 1 << c
    state.hands[seat] |= mask
    state.hand_n[seat] += len(cards)
    state.known[seat] |= mask
    state.records[seat].append([0, state.anonymous(seat), mask])
    state.field = [-1] * 9
    state.placed_by = [-1] * 9
    state.occupied = 0
    state.offered = False
    state.to_discard = max(0, state.hand_n[seat] - HAND_SIZE)
    events: list = [Retreated(seat, cells, cards, reason, state.hand_n[seat],
                              state.to_discard)]
    count = min(max(0, HAND_SIZE - state.hand_n[other]), len(state.deck))
    if count:
        pop = state.deck.pop
        drawn = tuple([pop() for _ in range(count)])
        state.hands[other] |= mask_of(drawn)
        state.hand_n[other] += count
        events.append(Drew(other, count, drawn, len(state.deck)))
    if state.to_discard:
        state.phase = DISCARD
        return events
    return events + start_battle(state, other)


def discard(state, card: int) -> list:
    """The retreating player puts `card` face down (already checked legal). A discard
    takes a card out of play for good, so no battle start before it can come again."""
    seat = state.turn
    bit = 1 << card
    state.hands[seat] ^= bit
    state.hand_n[seat] -= 1
    state.discards[seat] |= bit
    state.discard_n[seat] += 1
    state.records[seat][-1][0] += 1
    state.to_discard -= 1
    state.offered = False
    state.starts = ()
    events: list = [Discarded(seat, card, state.to_discard)]
    if not state.to_discard:
        events += start_battle(state, 1 - seat)
    return events
