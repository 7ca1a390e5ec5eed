"""The table of Makai Fuda (魔界札, game id `makai_fuda`, 3-4 players): an arena.

The viewer sits at the bottom with the hand fanned and its face-down prediction in the
corner beside it (hover it or hold P to look); the others sit left, top and right
(clockwise), each with a name plate (gold, whether they have predicted), the backs of
their hand and their face-down prediction. Across the middle lie the Prize Distribution
cards (Blue, Green, Yellow, Red; no Green at 3 players) with their dice and bonus chips,
and under them the field of the match, the cards in play order with each Monster's
running strength; the finished matches' cards lie left of it, the stock of dice and
chips right of it.

It is built on the shared trick table (ui/tables/tricks): `board.py` is the table as
plain values (`Board`, from the `MakaiView`), `prizes.py` the prize row, `field.py` the
field of the match, `table.py` the seats, the choices and the drawing, `motion.py` how
each event animates, `words.py` the status line, the explanations, the tournament-end
table and the results.
"""

from ui.tables.makai_fuda.board import Board, FieldState, Summary, board_of, field_state
from ui.tables.makai_fuda.table import MakaiTable

TABLE = MakaiTable

__all__ = ["TABLE", "Board", "FieldState", "MakaiTable", "Summary", "board_of",
           "field_state"]
