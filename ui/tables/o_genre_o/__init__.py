"""The table of O Genre O (game id `o_genre_o`, 3-4 players).

The viewer sits at the bottom with the hand fanned by suit, Angels in white frames and
Devils in black ones; the others sit left, top and right (clockwise), each with a name
plate carrying a life bar (the life out of the cap and its last change), the backs of
their hand, their face-down discards and their won pile with the Devils in it counted.
Above the trick lies the mat: the five suit spaces of the trump vote, each with its own
symbol, where the black chips are placed and the trump is marked; beside the trick, the
Devil Break (in force or over) and the trick count with the trump.

It is built on the shared trick table (ui/tables/tricks): `board.py` is the table as
plain values (`Board`, from the `OGenreOView`), `table.py` where everything lies and what
may be clicked, `mat.py` the mat, the plaques and the plates' life bars, `motion.py` how
each event animates, `words.py` the status line, the round-end table and the results.
"""

from ui.tables.o_genre_o.board import Board, Summary, Token, board_of
from ui.tables.o_genre_o.table import OGenreOTable

TABLE = OGenreOTable

__all__ = ["TABLE", "Board", "OGenreOTable", "Summary", "Token", "board_of"]
