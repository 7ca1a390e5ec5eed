"""Where everything lies on the Monstermaker 5 table: plain geometry, no surfaces.

Lengths are reference pixels (the table area at a 1280x720 window) from the table
area's top left. The viewer (or, between hot-seat turns, the seat that had the screen
last) sits at the bottom: its name plate bottom left, its hand fanned in the middle, its
field in a row of compact cards above the hand with its Jewels, the action buttons
bottom right. The others sit clockwise round the table in boxes (a banner with the name
and side, the backs of the hand, the field's compact cards, the Jewels): up to seven,
so at 8 players three boxes across the top and two down each side. The centre holds the
stock, the Underground Jail of Darkness (its prisoners in its window, its guards on
top) and the discard pile, and above them the stage where a drawn St. Knight or a
Thief is shown.

A battle opens a panel of its own over the table (`BattleGeometry`): the defender's
side (or the Jail's) across the top, the attacker's (or the rescuer's) across the
bottom, each with its label and its Spell's slot at the left, the dice in the strip
between them, and at the right the discard pile and the Jail where the fallen go.
"""

from __future__ import annotations

from dataclasses import dataclass

from ui.render.cards import CARD_RATIO

TOP_Y = 84          # the top boxes' top (under the status banner)
SIDE_W = 236        # a side box's width
GAP = 8
MARGIN = 10
HEADER_H = 26       # a box's banner
TILE_W, TILE_H = 98, 32   # a compact card on a field
TILE_GAP = 4
GEM = 28            # a Jewel on a field
GEM_STEP = 32
BACK_H = 24         # an opponent's hand backs (in its banner)
HAND_H = 116        # the viewer's hand
PLATE_W, PLATE_H = 206, 58
BUTTON_W = 208      # the action buttons' column (bottom right)
PILE_H = 88         # the stock and the discard pile
STAGE_H = 124       # a drawn St. Knight, a Thief at work
JAIL_W, JAIL_H = 220, 112
PRISONER_H = 26     # a St. Knight in the Jail's window
BATTLE_H = 108      # a card in a battle
SPELL_H = 96        # a battle side's Spell
LABEL_W = 150       # a battle side's label
RIGHT_W = 120       # the battle panel's column for the discard pile and the Jail

POSITIONS = {
    1: ("top",),
    2: ("left1", "right1"),
    3: ("left1", "top", "right1"),
    4: ("left1", "topleft", "topright", "right1"),
    5: ("left1", "topleft", "top", "topright", "right1"),
    6: ("left2", "left1", "topleft", "topright", "right1", "right2"),
    7: ("left2", "left1", "topleft", "top", "topright", "right1", "right2"),
}
"""The other seats' places clockwise from the viewer (left2 below left1, right2 below
right1)."""


@dataclass(frozen=True)
class Box:
    """One seat's place: x, y, w, h (reference px)."""

    seat: int
    position: str   # "bottom", or one of POSITIONS
    x: float
    y: float
    w: float
    h: float

    @property
    def rect(self) -> tuple[float, float, float, float]:
        return self.x, self.y, self.w, self.h


@dataclass(frozen=True)
class BattleGeometry:
    """The battle panel (reference px)."""

    x: float
    y: float
    w: float
    h: float
    row_y: tuple[float, float]      # the card row's centre y of battle side 0, side 1
    cards_x: tuple[float, float]    # the card area's left and right
    label_x: float                  # the labels' left
    spell_x: float                  # the Spell slots' centre x
    strip: tuple[float, float]      # the strip between the rows: top, bottom
    right_x: float                  # the right column's centre x
    discard_y: float
    jail_y: float

    def row_h(self, count: int) -> float:
        """The height of a row's cards: smaller when many, so they lie side by side
        (each card's formula and defence showing), never below 84."""
        left, right = self.cards_x
        fit = (right - left - 8 * max(0, count - 1)) / max(1, count) / CARD_RATIO
        return max(84.0, min(BATTLE_H, fit))

    def row_xs(self, count: int, h: float = BATTLE_H) -> list[float]:
        """The centres of `count` cards `h` high in a row."""
        if count <= 0:
            return []
        left, right = self.cards_x
        w = h * CARD_RATIO
        step = min(w + 8, (right - left - w) / max(1, count - 1))
        mid = (left + right) / 2
        return [mid + (i - (count - 1) / 2) * step for i in range(count)]


@dataclass(frozen=True)
class Layout:
    n: int
    bottom: int
    width: float
    height: float
    boxes: tuple[Box, ...]            # indexed by seat (the bottom seat's is its plate)
    centre: tuple[float, float, float, float]
    stock: tuple[float, float]
    discard: tuple[float, float]
    jail: tuple[float, float]         # the Jail board's centre
    stage: tuple[float, float]
    field_y: float                    # the viewer's field row
    field_x: tuple[float, float]      # its left and right
    hand: tuple[float, float, float]  # centre x, centre y, width
    buttons: tuple[float, float]      # the button column's left and its first row's top
    battle: BattleGeometry

    def box(self, seat: int) -> Box:
        return self.boxes[seat]


def _battle(width: float, height: float) -> BattleGeometry:
    x, y = MARGIN, 80.0
    w = width - 2 * MARGIN
    h = height - 132 - y
    top_row = y + 26 + 8 + BATTLE_H / 2
    bottom_row = y + h - 24 - BATTLE_H / 2
    label_x = x + 8
    spell_x = label_x + LABEL_W + 12 + SPELL_H * CARD_RATIO / 2
    cards_left = spell_x + SPELL_H * CARD_RATIO / 2 + 14
    right_x = x + w - RIGHT_W / 2 - 6
    return BattleGeometry(
        x, y, w, h, (bottom_row, top_row), (cards_left, right_x - RIGHT_W / 2 - 10),
        label_x, spell_x, (top_row + BATTLE_H / 2 + 20, bottom_row - BATTLE_H / 2 - 6),
        right_x, y + 30 + PILE_H / 2, y + 30 + PILE_H + 78)


def table_layout(n: int, bottom: int | None, width: float, height: float) -> Layout:
    """The table for `n` seats with seat `bottom` at the bottom, in a `width` x `height`
    table area (reference px)."""
    first = bottom if isinstance(bottom, int) and 0 <= bottom < n else 0
    m = n - 1
    positions = POSITIONS[m]
    tops = [p for p in positions if p.startswith("top")]
    lefts = [p for p in positions if p.startswith("left")]
    sides = bool(lefts)
    boxes: dict[str, tuple[float, float, float, float]] = {}
    # the top row
    if len(tops) >= 2:
        top_h = 134
        w = (width - 2 * MARGIN - GAP * (len(tops) - 1)) / len(tops)
        for i, p in enumerate(tops):
            boxes[p] = (MARGIN + i * (w + GAP), TOP_Y, w, top_h)
        side_top = TOP_Y + top_h + GAP
        centre_top = side_top + 2
    elif tops:
        w = min(440, width - 2 * (SIDE_W + 3 * MARGIN)) if sides else min(470, width - 40)
        boxes["top"] = ((width - w) / 2, TOP_Y, w, 132)
        side_top = TOP_Y
        centre_top = TOP_Y + 132 + GAP + 2
    else:
        side_top = TOP_Y + 16
        centre_top = TOP_Y + 10
    # the side columns (left2 is below left1)
    side_bottom = height - 132
    for column, x in ((lefts, MARGIN), ([p for p in positions if p.startswith("right")],
                                        width - MARGIN - SIDE_W)):
        k = len(column)
        if not k:
            continue
        h = min(210, (side_bottom - side_top - GAP * (k - 1)) / k)
        for p in column:
            row = 0 if p.endswith("1") else 1
            boxes[p] = (x, side_top + row * (h + GAP), SIDE_W, h)
    # the centre
    cx0 = SIDE_W + 3 * MARGIN if sides else 2 * MARGIN
    centre = (cx0, centre_top, width - 2 * cx0, height - 170 - centre_top)
    cx = width / 2
    # the stage over the row (stock, Jail, discard), the two centred as one block
    block = STAGE_H + 30 + JAIL_H
    if centre[3] >= block:
        top = centre[1] + (centre[3] - block) / 2
        stage_y, row_y = top + STAGE_H / 2, top + block - JAIL_H / 2
    else:  # no room: the stage lies over the Jail
        row_y = centre[1] + centre[3] - JAIL_H / 2 - 2
        stage_y = row_y - 20
    pile_dx = JAIL_W / 2 + 20 + PILE_H * CARD_RATIO / 2
    # the bottom seat
    hand_y = height - 8 - HAND_H / 2
    plate = (MARGIN + 2, height - 126, PLATE_W, PLATE_H)
    hand_w = width - 2 * (PLATE_W + 26)
    field_y = hand_y - HAND_H / 2 - 8 - TILE_H / 2
    field_x = (PLATE_W + 26, width - PLATE_W - 26) if not sides else \
        (SIDE_W + 3 * MARGIN, width - SIDE_W - 3 * MARGIN)
    seats: list[Box | None] = [None] * n
    seats[first] = Box(first, "bottom", *plate)
    for i, p in enumerate(positions):
        seat = (first + 1 + i) % n
        seats[seat] = Box(seat, p, *boxes[p])
    return Layout(n, first, width, height, tuple(seats), centre, (cx - pile_dx, row_y),
                  (cx + pile_dx, row_y), (cx, row_y), (cx, stage_y), field_y, field_x,
                  (cx, hand_y, hand_w), (width - MARGIN - BUTTON_W, height - 132),
                  _battle(width, height))


# -- inside a box ------------------------------------------------------------------------


def tile_columns(w: float) -> int:
    return max(1, int((w - 8 + TILE_GAP) // (TILE_W + TILE_GAP)))


def box_tiles(box: Box, count: int) -> list[tuple[float, float]]:
    """The centres of a box's `count` field cards: a grid under the banner, rows closing
    up when there is no room (each card's name line still shows)."""
    if count <= 0:
        return []
    cols = tile_columns(box.w)
    rows = (count + cols - 1) // cols
    top = box.y + HEADER_H + 4 + TILE_H / 2
    room = box.h - HEADER_H - 4 - GEM - 8 - TILE_H
    step = TILE_H + TILE_GAP if rows <= 1 else min(TILE_H + TILE_GAP, room / (rows - 1))
    step = max(15.0, step)
    span = cols * TILE_W + (cols - 1) * TILE_GAP
    left = box.x + (box.w - span) / 2 + TILE_W / 2
    return [(left + (i % cols) * (TILE_W + TILE_GAP), top + (i // cols) * step)
            for i in range(count)]


def box_gems(box: Box, count: int) -> list[tuple[float, float]]:
    """The centres of a box's Jewels, in a row along its bottom."""
    step = min(GEM_STEP, (box.w - 16 - GEM) / max(1, count - 1))
    y = box.y + box.h - GEM / 2 - 5
    return [(box.x + 8 + GEM / 2 + i * step, y) for i in range(count)]


def box_backs(box: Box, count: int) -> list[tuple[float, float]]:
    """The centres of a box's hand backs, in its banner at the right."""
    step = 7.0
    w = BACK_H * CARD_RATIO
    right = box.x + box.w - 8 - w / 2 - 24  # (room for the count after them)
    return [(right - (count - 1 - i) * step, box.y + HEADER_H / 2) for i in range(count)]


def row_of(count: int, centre_x: float, width: float, item_w: float,
           gap: float = TILE_GAP) -> list[float]:
    """Centres of `count` items in a row centred on `centre_x`, closing up to fit."""
    if count <= 0:
        return []
    step = min(item_w + gap, (width - item_w) / max(1, count - 1))
    return [centre_x + (i - (count - 1) / 2) * step for i in range(count)]


def fan(count: int, centre_x: float, card_w: float, width: float) -> list[float]:
    """The centres of the viewer's hand: side by side when they fit, overlapping when
    not."""
    if count <= 0:
        return []
    step = min(card_w + 6, (width - card_w) / max(1, count - 1))
    return [centre_x + (i - (count - 1) / 2) * step for i in range(count)]
