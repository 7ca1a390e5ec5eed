"""Deployment: where a card may be placed, why it may not, and placing it.

A card is placed without turning it, so its top points away from the player placing
it; in the table's frame (seat 0's side, see cards.py) a card of seat 1 lies turned
half a turn and reads as `TURNED[card]`. The rule: a card goes to an empty cell of the
3x3 grid fixed around the centre card, touching at least one card side to side, and
every side that touches a card faces a matching side (Sword to Sword, Shield to
Flower). The opening card of a battle goes to the centre with no condition.

The state keeps, per seat and cell, the mask of the cards (as that seat holds them)
whose sides fit every neighbour of the cell (`allow[9 * seat + cell]`), and the mask of
the empty cells touching the field (`frontier`), so a legal placement is two bit tests.
`touching_sides` spells the same check out side by side, for the explanations and the
table's preview: both read the sides through `lies_as`, so they cannot disagree.
"""

from __future__ import annotations

from typing import NamedTuple

from games.fools_field.cards import (
    ALL_MASK,
    CENTRE,
    FITS_FOR,
    NEIGHBOURS,
    NUM_CARDS,
    OPPOSITE,
    SIDE_NAMES,
    SIDES,
    SYMBOL_NAMES,
    TURNED,
    lies_as,
    matches,
    seen_side,
)
from games.fools_field.events import Deployed


class Touch(NamedTuple):
    """One side of a card being placed that would touch a card on the field."""

    side: int        # that side of the card, as its placer names it (TOP: away from them)
    cell: int        # the cell of the card it touches
    mine: int        # the symbol on that side
    theirs: int      # the symbol facing it
    their_side: int  # which side of the touched card that is, as its own placer names it
    placer: int      # who placed the touched card
    ok: bool         # whether the two symbols match


def touching_sides(field, placed_by, seat: int, card: int, cell: int) -> list[Touch]:
    """The sides `card` would touch if `seat` placed it in `cell`, each with what faces
    it (`field`/`placed_by`: the 9 cells' cards and placers, -1 when empty)."""
    mine = SIDES[lies_as(card, seat)]
    out = []
    for other, side in NEIGHBOURS[cell]:
        neighbour = field[other]
        if neighbour < 0:
            continue
        placer = placed_by[other]
        facing = OPPOSITE[side]
        theirs = SIDES[lies_as(neighbour, placer)][facing]
        out.append(Touch(seen_side(side, seat), other, mine[side], theirs,
                         seen_side(facing, placer), placer, matches(mine[side], theirs)))
    return out


def clash_sentence(touch: Touch, seat: int) -> str:
    """Why a touching side forbids the placement, in the placer's words."""
    whose = "your" if touch.placer == seat else "your opponent's"
    return (f"Its {SIDE_NAMES[touch.side]} side ({SYMBOL_NAMES[touch.mine]}) would face the "
            f"{SIDE_NAMES[touch.their_side]} side ({SYMBOL_NAMES[touch.theirs]}) of {whose} "
            f"card: touching sides must be Sword to Sword or Shield to Flower.")


def deploy_problem(state, seat: int, card, cell) -> str | None:
    """None when `seat` may place `card` in `cell` now, else the rule that forbids it.
    Fields are checked by exact type: a bool is not a card, a float or complex not a
    cell (so this agrees with `legal_actions`, whose actions compare strictly)."""
    # The fast path (every move of a playout comes here): in hand, a cell touching the
    # field (the centre to open), and the card fits every neighbour as `seat` holds it.
    if (type(card) is int and type(cell) is int and 0 <= card < NUM_CARDS and 0 <= cell < 9
            and state.hands[seat] >> card & 1 and state.frontier >> cell & 1
            and state.allow[9 * seat + cell] >> card & 1):
        return None
    if type(card) is not int or not 0 <= card < NUM_CARDS:
        return "Choose a Soldier card from your hand."
    if type(cell) is not int or not 0 <= cell < 9:
        return "Choose one of the nine cells of the field."
    if not state.hands[seat] >> card & 1:
        return "That card is not in your hand."
    if not state.occupied:
        if cell != CENTRE:
            return "The first card of a battle goes in the centre of the field."
        return None
    if state.field[cell] >= 0:
        return "That cell is already taken."
    if not state.frontier >> cell & 1:
        return ("A card must touch a card already on the field, side to side "
                "(corners do not count).")
    if state.allow[9 * seat + cell] >> card & 1:
        return None
    for touch in touching_sides(state.field, state.placed_by, seat, card, cell):
        if not touch.ok:
            return clash_sentence(touch, seat)
    # (unreachable while the masks agree with the sides, which the tests check)
    return "That card does not fit there: touching sides must be Sword to Sword or " \
        "Shield to Flower."


def field_options(field, placed_by, seat: int) -> tuple[int, list[int]]:
    """For any field (`field`/`placed_by`: 9 cells, -1 empty): (the mask of the cells a
    card may go to, per cell the mask of the cards that fit there as `seat` holds them).
    The state keeps the same masks up to date move by move (`put`); this computes them
    afresh, for a field the heuristic player imagines."""
    allow = [ALL_MASK] * 9
    frontier = 0
    fits_for = FITS_FOR[seat]
    for cell, card in enumerate(field):
        if card >= 0:
            fits = fits_for[lies_as(card, placed_by[cell])]
            for other, side in NEIGHBOURS[cell]:
                if field[other] < 0:
                    allow[other] &= fits[side]
                    frontier |= 1 << other
    if not frontier and all(c < 0 for c in field):
        frontier = 1 << CENTRE
    return frontier, allow


def has_deploy(state, seat: int) -> bool:
    """Whether any card of `seat`'s hand fits somewhere on the field now."""
    hand = state.hands[seat]
    allow = state.allow
    base = 9 * seat
    f = state.frontier
    while f:
        low = f & -f
        if allow[base + low.bit_length() - 1] & hand:
            return True
        f ^= low
    return False


def put(state, card: int, cell: int, placer: int) -> None:
    """Lay `card` in `cell` as `placer` places it, and narrow its empty neighbours'
    masks: for each seat, the cards that seat could place against the new card's side."""
    state.field[cell] = card
    state.placed_by[cell] = placer
    bit = 1 << cell
    state.occupied |= bit
    state.frontier &= ~bit
    pattern = card if placer == 0 else TURNED[card]  # lies_as, inlined: the hot path
    fits0 = FITS_FOR[0][pattern]
    fits1 = FITS_FOR[1][pattern]
    field = state.field
    allow = state.allow
    for other, side in NEIGHBOURS[cell]:
        if field[other] < 0:
            allow[other] &= fits0[side]
            allow[9 + other] &= fits1[side]
            state.frontier |= 1 << other


def deploy(state, card: int, cell: int) -> list:
    """The mover places `card` in `cell` (already checked legal). The turn passes on
    unless that was their last card with the deck out (the state asks end.py then)."""
    seat = state.turn
    bit = 1 << card
    state.hands[seat] ^= bit
    state.hand_n[seat] -= 1
    put(state, card, cell, seat)
    state.offered = False
    if state.known[seat] & bit:
        state.known[seat] ^= bit
        for record in state.records[seat]:
            record[2] &= ~bit
    elif state.records[seat]:
        anon = state.anonymous(seat)
        for record in state.records[seat]:
            if record[1] > anon:
                record[1] = anon
    left = state.hand_n[seat]
    if left or state.deck:
        state.turn = 1 - seat
    return [Deployed(seat, card, cell, left)]
