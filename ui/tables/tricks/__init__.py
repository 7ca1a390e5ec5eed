"""The pieces every trick game's table is built from (Slaughter the Dragon, O Genre O,
Makai Fuda): seats round the table, a fanned hand with the choosable cards lifted and
the others dimmed, the trick with a slot per seat, the sweep to the winner, won piles
with counts, speech bubbles, the deal, and the round-end score table that waits for the
player. ui/tables/README.md ("Trick games") says how a table composes them.

- `layout`: the geometry (reference px, no surfaces): `seat_layout`, `TableLayout`,
  `SeatSpot`, `TrickSizes`, `TRICK_SLOTS`, `fan_xs`, `backs_xs`.
- `table`: `TrickTable`, a `BoardTable` with the placing, choosing, animating and drawing
  helpers; `PlateFigure`, the labelled figure on a seat's plate.
- `score_sheet`: `ScoreSheet`, `Column`, `Cell` (a round-end table as data) and its drawing.
"""

from ui.tables.tricks.layout import (
    POSITIONS,
    SIZES,
    TRICK_RING,
    TRICK_SLOTS,
    SeatSpot,
    TableLayout,
    TrickSizes,
    backs_xs,
    fan_xs,
    seat_layout,
    slots_overlap,
)
from ui.tables.tricks.score_sheet import Cell, Column, ScoreSheet, draw_score_sheet
from ui.tables.tricks.table import PlateFigure, TrickTable

__all__ = [
    "POSITIONS", "SIZES", "TRICK_RING", "TRICK_SLOTS", "Cell", "Column", "PlateFigure",
    "ScoreSheet", "SeatSpot", "TableLayout", "TrickSizes", "TrickTable", "backs_xs",
    "draw_score_sheet", "fan_xs", "seat_layout", "slots_overlap",
]
