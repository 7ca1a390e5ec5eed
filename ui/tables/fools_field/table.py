"""The table of The Fool's Field (game id `fools_field`, 2 players), put together.

Each human sees the field from their own side, as at a real table: their cards point
away from them (upright on screen), the opponent's point at them (upside down); in
hot-seat the field turns when the screen passes to the other player (`sync` with the
new viewer's view, after `show_view`). The pieces, one file each:
- model.py: the `Board` (one seat's knowledge as plain values) and small records;
- layout.py: where everything lies, for the seat at the bottom (the grid turned for
  seat 1), and the sprites that lie at an angle;
- flow.py: one animation per event, the status line, the buttons, the results;
- hand.py: choosing a card and a cell (clicks, drag and drop, keys), discarding;
- field.py: drawing the field, the placement preview and everything around it.

How it works (as the Dragon table): a `Board` is the table as the viewer sees it,
built from the `FieldView` and advanced event by event while animating; `places(board)`
says where each sprite lies (and at which angle); `sync` snaps the sprites there,
`animate` tweens every sprite from its place on the old board to its place on the new
one. So an animation always ends where a plain `sync` puts the sprites.
"""

from __future__ import annotations

from functools import partial

from games.fools_field import rules as R
from ui.render import fools_field as art
from ui.tables.base import CardSprite
from ui.tables.board import BoardTable
from ui.tables.fools_field.aids import FieldAids
from ui.tables.fools_field.field import FieldDrawing
from ui.tables.fools_field.flow import FieldFlow
from ui.tables.fools_field.hand import FieldHand
from ui.tables.fools_field.layout import FieldLayout
from ui.tables.fools_field.model import Board, Drag, Ending, board_of


class FoolsFieldTable(FieldAids, FieldFlow, FieldHand, FieldDrawing, FieldLayout, BoardTable):
    COUNTS_CHANGE_AFTER = 0.8  # the counts change as the last card lands
    FLIGHT_SHADOW = True       # cards lying flat on the field lift as they move
    FLIGHT = 0.4

    def __init__(self, host, game, names, viewer):
        super().__init__(host, game, names, viewer)
        self._back_maker = self._sized(art.back_face)
        self.callouts: list[tuple[str, int, float]] = []  # (text, seat, until)
        self.t = 0.0
        self.selected: int | None = None
        self.deploys: dict[int, dict[int, R.Deploy]] = {}
        self.drag: Drag | None = None
        self.returning: dict = {}         # key -> (x, y): a dropped card going home
        self.focus_cells = False          # keyboard: choosing among the lit cells
        self.last_cell = -1               # the cell of the last card deployed
        self.ending: Ending | None = None  # the last GameEnded seen
        self.endings: dict[int, Ending] = {}

    def _makers(self, key):
        if key[0] == "c":
            return self._sized(partial(art.soldier_face, key[1])), self._back
        return None, self._back

    def _dress(self, s: CardSprite, key) -> None:
        """Give a sprite the face and back of `key` (`s.card`: the card its face shows,
        -1 for a back)."""
        super()._dress(s, key)
        s.card = key[1] if key[0] == "c" else -1

    def board_of(self, view) -> Board:
        return board_of(view, self.ending)

    def sync(self, view) -> None:
        super().sync(view)
        board = self.board
        self.drag = None
        self.returning = {}
        if self.last_cell >= 0 and board.field[self.last_cell] < 0:
            self.last_cell = -1


TABLE = FoolsFieldTable
