"""The Fool's Field table (see table.py); `TABLE` is what ui/tables/__init__.py loads."""

from ui.tables.fools_field.model import Board, Ending, board_of, points_text
from ui.tables.fools_field.table import TABLE, FoolsFieldTable

__all__ = ["TABLE", "Board", "Ending", "FoolsFieldTable", "board_of", "points_text"]
