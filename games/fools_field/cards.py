"""The 23 Soldier cards of The Fool's Field, as data, and the geometry of the field.

A card is an int 0-22. `SIDES[card]` is its four sides in the order top, right,
bottom, left *as its holder holds it*, index up, each side one of SWORD, SHIELD,
FLOWER.

The rulebook's composition is exactly every possible arrangement of each group, so the
23 cards are all different:

    card  0      4 Shields
    cards 1-4    1 Sword, 3 Shields   (the Sword top, right, bottom, left)
    cards 5-10   2 Swords, 2 Shields  (every pair of sides)
    cards 11-14  3 Swords, 1 Shield
    card  15     4 Swords
    cards 16-21  2 Flowers, 2 Shields (every pair of sides)
    card  22     4 Flowers

Orientation. The players sit facing each other, hold their cards index up and place
them without turning them, so a card's top points away from the player who placed it.
The field has one fixed frame, the table's: seat 0 sits below the grid, seat 1 above
it, and cells are numbered 0-8 row by row from the upper left *as seat 0 sees them*
(4 is the centre). In that frame a card placed by seat 1 lies turned half a turn.
Because the deck holds every arrangement of each group, a card turned half a turn
shows exactly the pattern of another card (or of itself): `TURNED[card]`. So a card
lying on the field reads, in the table's frame, as the card `lies_as(card, placer)`,
and one fitting table (`FITS`) serves both seats. A card taken back in a retreat is
held index up by its new holder: it is the same card, read from the new holder's seat.

Touching sides match when they are Sword against Sword, or Shield against Flower.
"""

from __future__ import annotations

from itertools import combinations

SWORD, SHIELD, FLOWER = 0, 1, 2
SYMBOL_NAMES = ("Sword", "Shield", "Flower")
SYMBOL_PLURALS = ("Swords", "Shields", "Flowers")
SYMBOL_LETTERS = ("W", "S", "F")  # the index in one line: sWord, Shield, Flower

TOP, RIGHT, BOTTOM, LEFT = 0, 1, 2, 3
SIDE_NAMES = ("top", "right", "bottom", "left")
OPPOSITE = (BOTTOM, LEFT, TOP, RIGHT)


def _group(symbol: int, count: int) -> list[tuple[int, int, int, int]]:
    """Every card with `count` sides of `symbol` and Shields elsewhere, in a fixed order."""
    cards = []
    for sides in combinations(range(4), count):
        cards.append(tuple(symbol if d in sides else SHIELD for d in range(4)))
    return cards


SIDES: tuple[tuple[int, int, int, int], ...] = tuple(
    _group(SWORD, 0) + _group(SWORD, 1) + _group(SWORD, 2) + _group(SWORD, 3)
    + _group(SWORD, 4) + _group(FLOWER, 2) + _group(FLOWER, 4)
)
NUM_CARDS = len(SIDES)
CARDS: tuple[int, ...] = tuple(range(NUM_CARDS))
ALL_MASK = (1 << NUM_CARDS) - 1
SEATS = (0, 1)


def _half_turn(sides: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Sides (top, right, bottom, left) of a card turned half a turn: the bottom comes
    to the top, the left to the right."""
    return (sides[2], sides[3], sides[0], sides[1])


_BY_SIDES = {sides: card for card, sides in enumerate(SIDES)}
# TURNED[card]: the card whose sides are `card`'s turned half a turn (a KeyError here
# would mean the deck is not closed under the half turn; tests check it is, and that
# TURNED is its own inverse).
TURNED: tuple[int, ...] = tuple(_BY_SIDES[_half_turn(sides)] for sides in SIDES)

COMPOSITION: tuple[tuple[str, int], ...] = (
    ("4 Shields", 1),
    ("1 Sword and 3 Shields", 4),
    ("2 Swords and 2 Shields", 6),
    ("3 Swords and 1 Shield", 4),
    ("4 Swords", 1),
    ("2 Flowers and 2 Shields", 6),
    ("4 Flowers", 1),
)


def matches(a: int, b: int) -> bool:
    """Whether two symbols may face each other: Sword-Sword or Shield-Flower."""
    return (a == SWORD and b == SWORD) or (a == SHIELD and b == FLOWER) or (
        a == FLOWER and b == SHIELD)


def is_card(card: object) -> bool:
    return type(card) is int and 0 <= card < NUM_CARDS


def card_code(card: int) -> str:
    """The index as four letters, top, right, bottom, left (W Sword, S Shield, F Flower)."""
    return "".join(SYMBOL_LETTERS[s] for s in SIDES[card])


def card_name(card: int) -> str:
    """A short name: the sides that are not Shields ("Swords top & left"), or "4 X"."""
    if not is_card(card):
        return f"card {card!r}"
    sides = SIDES[card]
    kinds = set(sides)
    if len(kinds) == 1:
        return f"4 {SYMBOL_PLURALS[sides[0]]}"
    symbol = SWORD if SWORD in kinds else FLOWER
    where = [SIDE_NAMES[d] for d in range(4) if sides[d] == symbol]
    if len(where) == 1:
        return f"{SYMBOL_NAMES[symbol]} {where[0]}"
    listed = ", ".join(where[:-1]) + " & " + where[-1]
    return f"{SYMBOL_PLURALS[symbol]} {listed}"


def describe_card(card: int) -> str:
    """Every side spelled out: "top Sword, right Shield, bottom Shield, left Sword"."""
    return ", ".join(f"{SIDE_NAMES[d]} {SYMBOL_NAMES[s]}" for d, s in enumerate(SIDES[card]))


def cards_of(mask: int) -> list[int]:
    """The cards of a bitmask (bit `c` set for card `c`), ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


# -- the 3x3 field ------------------------------------------------------------------

CENTRE = 4
CELL_NAMES = ("upper left", "upper middle", "upper right",
              "middle left", "centre", "middle right",
              "lower left", "lower middle", "lower right")


def seen_cell(cell: int, seat: int) -> int:
    """Where `cell` (numbered in the table's frame, as seat 0 sees it) lies as `seat`
    sees the field from its side: seat 1 sees the grid turned half a turn."""
    return cell if seat == 0 else 8 - cell


def cell_name(cell: int, seat: int = 0) -> str:
    """The cell's name as `seat` sees the field ("upper left" is seat 1's lower right)."""
    return CELL_NAMES[seen_cell(cell, seat)]


def seen_side(side: int, seat: int) -> int:
    """A side of the table's frame (TOP is the side towards seat 1) as `seat` names it
    (for seat 1, the table's top is its bottom, the side towards itself)."""
    return side if seat == 0 else OPPOSITE[side]


def lies_as(card: int, placer: int) -> int:
    """The card whose index shows how `card`, placed by `placer`, reads in the table's
    frame: itself for seat 0, turned half a turn for seat 1."""
    return card if placer == 0 else TURNED[card]


def sides_seen(card: int, placer: int, seat: int) -> tuple[int, int, int, int]:
    """The sides (top, right, bottom, left) of `card`, placed by `placer`, as `seat`
    sees them: its own card as it holds it; the opponent's turned half a turn (its top
    points at `seat`)."""
    return SIDES[card] if placer == seat else SIDES[TURNED[card]]


def turn_mask(mask: int) -> int:
    """A mask of cards, each replaced by the card it reads as when turned half a turn."""
    return _TURN_BYTES[0][mask & 255] | _TURN_BYTES[1][mask >> 8 & 255] | \
        _TURN_BYTES[2][mask >> 16 & 255]


def _neighbours(cell: int) -> tuple[tuple[int, int], ...]:
    """(neighbour cell, side of `cell` that faces it) for each orthogonal neighbour."""
    row, col = divmod(cell, 3)
    out = []
    if row > 0:
        out.append((cell - 3, TOP))
    if col < 2:
        out.append((cell + 1, RIGHT))
    if row < 2:
        out.append((cell + 3, BOTTOM))
    if col > 0:
        out.append((cell - 1, LEFT))
    return tuple(out)


NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_neighbours(c) for c in range(9))

# _TURN_BYTES[k][b]: the half-turned cards of the cards whose bits, shifted down by 8*k,
# are set in b (turn_mask reads a 23-bit mask in three bytes).
_TURN_BYTES = tuple(
    tuple(mask_of(TURNED[8 * k + i] for i in range(8) if b >> i & 1 and 8 * k + i < NUM_CARDS)
          for b in range(256)) for k in range(3))

# FITS[pattern][side]: in the table's frame, the patterns that may lie against `side`
# of a card reading as `pattern` (their opposite side faces it and matches).
FITS: tuple[tuple[int, int, int, int], ...] = tuple(
    tuple(mask_of(x for x in CARDS if matches(SIDES[c][d], SIDES[x][OPPOSITE[d]]))
          for d in range(4))
    for c in CARDS
)

# FITS_FOR[seat][pattern][side]: the cards, as `seat` holds them, that `seat` may place
# against `side` of a card reading as `pattern` in the table's frame. Seat 1's cards
# read turned, so its masks are seat 0's turned.
FITS_FOR: tuple[tuple[tuple[int, int, int, int], ...], ...] = (
    FITS,
    tuple(tuple(turn_mask(m) for m in fits) for fits in FITS),
)

# How many cards may lie against a card, summed over its sides: a Flower side meets any
# Shield (11 sides of each direction), a Sword side any Sword (8), a Shield side only a
# Flower (4). The heuristic calls this flexibility. The deck holds every arrangement of
# each group, so it is the same whichever way the card is turned.
FLEX: tuple[int, ...] = tuple(sum(m.bit_count() for m in FITS[c]) for c in CARDS)
