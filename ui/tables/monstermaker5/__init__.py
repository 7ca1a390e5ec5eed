"""The table of Monstermaker 5 Revised (game id `monstermaker5`, 2-8 players).

The viewer sits at the bottom (name plate, hand, field and Jewels); the others sit
clockwise round the table in boxes whose banners show their side by colour and symbol
(the Light gold with a sun, the Darkness violet with a moon, neutral grey with a split
disc), their hand as backs and a count, their field as compact cards and their Jewels,
which glint. In the centre lie the stock, the Underground Jail of Darkness (its
prisoners behind bars, its guards on top) and the discard pile; above them the stage
for a St. Knight just drawn or a Thief at work. A battle opens a panel of its own: the
two sides face each other, Spells flip on the reveal, dice are thrown and land on the
rolled faces, each attack is an arrow with its reckoning, the fallen shatter; its
summary waits for the player, then the survivors and the Jewels go home. The game's end
shows a table of Jewels, sides and tie-breaks before the results.

The pieces: `board.py` (the table as plain values, from the view), `layout.py` (where
things lie for 2 to 8 seats), `table.py` (the sprites' places, the choices, the
buttons), `motion.py` (one animation per event), `arena.py` (the battle panel, the dice,
the effects), `drawing.py` (the seats, the centre, the hover preview), `words.py` (the
status line, the summaries, the results). Card art: ui/render/monstermaker5.py.
"""

from ui.tables.monstermaker5.board import Board, Fight, Summary, board_of
from ui.tables.monstermaker5.table import MonsterMakerTable

TABLE = MonsterMakerTable

__all__ = ["TABLE", "Board", "Fight", "MonsterMakerTable", "Summary", "board_of"]
