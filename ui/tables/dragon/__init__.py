"""The table of Slaughter the Dragon "Ha" (game id `dragon`, 3-5 players).

The viewer sits at the bottom with the hand fanned; the others sit left, top and right
(clockwise), each with a name plate, the backs of their hand, their 2nd-half pile and
what they have won this round (Dragon tokens and Purple cards) with this round's score.
In the centre lies the Dragon: the Head with the Inverted Scale under it and the Body
tokens in a row that shrinks as tricks are won, beside the Trump Indicator and its deck.
Tricks are played on an oval below it, each card in front of its player's side.

It is built on the shared trick table (ui/tables/tricks): `board.py` is the table as
plain values (`Board`, from the `DragonView`), `table.py` where everything lies, what
may be clicked and the drawing, `motion.py` how each event animates, `words.py` the
status line, the explanations and the score tables.
"""

from ui.tables.dragon.board import Board, Summary, board_of
from ui.tables.dragon.table import DragonTable
from ui.tables.tricks.layout import SIZES, TRICK_SLOTS

TRICK_H = SIZES.trick_h
TABLE = DragonTable

__all__ = ["TABLE", "TRICK_H", "TRICK_SLOTS", "Board", "DragonTable", "Summary", "board_of"]
