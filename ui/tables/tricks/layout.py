"""Where things lie round a trick-taking table: plain geometry, no surfaces.

Every length here is in reference pixels (the table area at a 1280x720 window) measured
from the table area's top left; `TrickTable.at` turns them into screen pixels. The viewer
sits at the bottom with the hand fanned in the middle; the others sit clockwise round the
table: left, (top | top-left, top-right), right.

- `seat_layout(n, viewer, width, height, ...)` -> `TableLayout`: a `SeatSpot` per seat
  (its plate, the centre of its hand backs, a spot for a face-down pile, the corner
  where its won cards go, and its slot in the trick), the trick's centre, the hand row.
- `TRICK_SLOTS`: where each position's card lands in the trick; the slots of one table
  never overlap (a card's width apart sideways or its height apart up and down), so no
  card hides another's number, also at 5 players.
- `fan_xs(...)`: the centres of a hand's cards, optionally in groups (suits) with a gap.
- `backs_xs(...)`: the centres of an opponent's hand backs.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from ui.render.cards import CARD_RATIO

POSITIONS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right"),
             5: ("bottom", "left", "topleft", "topright", "right")}
"""The positions round the table in play order (clockwise) from the viewer."""

# Where each position's card lands in the trick, from the trick's centre, for a trick card
# `TrickSizes.trick_h` (100) high: at least a card's width apart sideways or a card's
# height apart up and down.
TRICK_SLOTS = {
    3: {"bottom": (0, 56), "left": (-80, -26), "right": (80, -26)},
    4: {"bottom": (0, 56), "left": (-92, 0), "top": (0, -56), "right": (92, 0)},
    5: {"bottom": (0, 58), "left": (-124, 4), "topleft": (-42, -54), "topright": (42, -54),
        "right": (124, 4)},
}
# The soft oval the trick is played on (width, height), per player count.
TRICK_RING = {3: (300, 200), 4: (320, 214), 5: (380, 220)}
# Where the top seats' blocks are centred, from the middle of the table.
TOP_OFFSETS = {"top": 0, "topleft": -218, "topright": 218}


@dataclass(frozen=True)
class TrickSizes:
    """The sizes of a trick table's things (reference px; card sizes are heights)."""

    plate_w: float = 184     # a seat's name plate
    plate_h: float = 58
    margin: float = 14       # between a plate and the table's edge
    hand_h: float = 128      # the viewer's hand
    back_h: float = 58       # an opponent's hand backs
    trick_h: float = 100     # a card in the trick
    won_h: float = 44        # a won card (shown small under the plate)
    back_step: float = 10    # between an opponent's hand backs...
    backs_width: float = 100  # ...which never spread wider than this (plus a card)

    @property
    def back_w(self) -> float:
        return self.back_h * CARD_RATIO


SIZES = TrickSizes()


@dataclass(frozen=True)
class SeatSpot:
    """One seat's places (reference px from the table's top left)."""

    seat: int
    position: str                # "bottom", "left", "right", "top", "topleft", "topright"
    kind: str                    # "bottom" (the viewer), "side" (backs under the plate),
    #                              "top" (backs beside the plate)
    plate: tuple[float, float, float, float]  # x, y, w, h of the name plate
    fan: tuple[float, float]     # centre of the hand (backs; the viewer's hand row)
    pile: tuple[float, float]    # a spot beside the backs for a face-down pile
    won: tuple[float, float]     # top left of the corner under the plate for won cards
    trick: tuple[float, float]   # centre of its card in the trick


@dataclass(frozen=True)
class TableLayout:
    """The seats round the table and the shared places (reference px)."""

    n: int
    bottom: int                  # the seat at the bottom (the viewer's)
    width: float
    height: float
    seats: tuple[SeatSpot, ...]  # indexed by seat
    trick_centre: tuple[float, float]
    hand_y: float                # the centre line of the viewer's hand
    hand_width: float            # how wide the viewer's hand may spread
    own_pile: tuple[float, float]  # the viewer's spot for a face-down pile (bottom right)
    sizes: TrickSizes = SIZES

    def spot(self, seat: int) -> SeatSpot:
        return self.seats[seat]

    def ring(self) -> tuple[float, float]:
        """The size of the oval the trick is played on."""
        return TRICK_RING[self.n]


def backs_width(count: int, sizes: TrickSizes = SIZES) -> float:
    """How wide an opponent's fan of `count` backs is."""
    return sizes.back_w + max(0, count - 1) * min(sizes.back_step,
                                                  sizes.backs_width / max(1, count - 1))


def backs_xs(count: int, centre_x: float, step: float = 10.0,
             width: float = 100.0) -> list[float]:
    """The centres of an opponent's `count` hand backs: `step` apart, never spreading
    wider than `width` (centre to centre)."""
    if count <= 1:
        return [centre_x] * count
    gap = min(step, width / (count - 1))
    return [centre_x + (i - (count - 1) / 2) * gap for i in range(count)]


def fan_xs(cards: Sequence[Hashable], centre_x: float, card_w: float, max_width: float,
           group_of: Callable[[Hashable], Hashable] | None = None,
           group_gap: float = 0.22, spread_base: float = 0.64) -> list[float]:
    """The centres of a hand's cards (in the given order), fanned round `centre_x`.

    A long hand overlaps; a short one opens up until the cards lie side by side (never
    wider than `max_width`, card edges included; `spread_base` is how much of a card
    shows when the hand is long). With `group_of` (e.g. a card's suit), a gap of
    `group_gap` card widths parts two neighbours of different groups.
    """
    count = len(cards)
    if count == 0:
        return []
    breaks = 0
    if group_of is not None:
        groups = [group_of(c) for c in cards]
        breaks = sum(1 for a, b in pairwise(groups) if a != b)
    gap = group_gap * card_w
    spread = min(1.06, spread_base + 0.07 * max(0, 8 - count))
    room = max(0.0, max_width - card_w - breaks * gap)
    spacing = min(card_w * spread, room / max(1, count - 1))
    xs = []
    x = 0.0
    for i in range(count):
        if i and group_of is not None and groups[i] != groups[i - 1]:
            x += gap
        xs.append(x)
        x += spacing
    shift = centre_x - (xs[0] + xs[-1]) / 2
    return [x + shift for x in xs]


def seat_layout(n: int, bottom: int | None, width: float, height: float, *,
                sizes: TrickSizes = SIZES, side_y: dict | None = None, top_y: float = 70,
                trick_y: float = 68, max_backs: int = 13) -> TableLayout:
    """The seats of an `n`-player table (3-5) with seat `bottom` at the bottom (the
    viewer; None: seat 0), in a table area `width` x `height`.

    side_y: per player count, the top of the left and right plates from the table's
    vertical centre (default: {3: -232, 4: -206, 5: -96}, leaving the middle for the
    game's own mat); top_y: the top of the top plates; trick_y: the trick's centre below
    the vertical centre; max_backs: the most backs a top seat's fan must hold.
    """
    if n not in POSITIONS:
        raise ValueError(f"a trick table seats 3-5 players, not {n}")
    s = sizes
    cy = height / 2
    side = (side_y or {3: -232, 4: -206, 5: -96})[n]
    first = bottom if bottom is not None and 0 <= bottom < n else 0
    trick_centre = (width / 2, cy + trick_y)
    hand_y = height - 84
    own_pile = (width - s.margin - s.plate_w / 2, hand_y + 6)
    fan_w = backs_width(max_backs, s)
    spots: list[SeatSpot | None] = [None] * n
    for i, position in enumerate(POSITIONS[n]):
        seat = (first + i) % n
        slot_dx, slot_dy = TRICK_SLOTS[n][position]
        trick = (trick_centre[0] + slot_dx, trick_centre[1] + slot_dy)
        if position == "bottom":
            x, y = s.margin, height - 150
            fan = (width / 2, hand_y)
            pile = own_pile
            kind = "bottom"
        elif position in ("left", "right"):
            x = s.margin if position == "left" else width - s.margin - s.plate_w
            y = cy + side
            backs_y = y + s.plate_h + 8 + s.back_h / 2
            fan = (x + 66, backs_y)
            pile = (x + s.plate_w - s.back_w / 2 - 2, backs_y)
            kind = "side"
        else:
            total = s.plate_w + 14 + fan_w + 14 + s.back_w
            x, y = width / 2 + TOP_OFFSETS[position] - total / 2, top_y
            fan = (x + s.plate_w + 14 + fan_w / 2, y + s.plate_h / 2 + 2)
            pile = (x + s.plate_w + 14 + fan_w + 14 + s.back_w / 2, y + s.plate_h / 2 + 2)
            kind = "top"
        won_top = y + s.plate_h + 4 + (s.back_h + 6 if kind == "side" else 0)
        spots[seat] = SeatSpot(seat, position, kind, (x, y, s.plate_w, s.plate_h), fan, pile,
                               (x, won_top), trick)
    return TableLayout(n, first, width, height, tuple(spots), trick_centre, hand_y,
                       width - 2 * (s.margin + s.plate_w + 16), own_pile, s)


def slots_overlap(n: int, card_h: float = SIZES.trick_h) -> list[tuple[str, str]]:
    """The pairs of positions whose trick cards (`card_h` high) would overlap."""
    card_w = card_h * CARD_RATIO
    slots = list(TRICK_SLOTS[n].items())
    return [(a, b) for i, (a, (ax, ay)) in enumerate(slots) for b, (bx, by) in slots[i + 1:]
            if abs(ax - bx) < card_w and abs(ay - by) < card_h]
