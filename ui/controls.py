"""The keyboard and mouse controls, shown in the in-app rules (and listed in README)."""

CONTROLS = """
# Controls
## Everywhere
- **Mouse**: click a card, a cell or a button. Hover over a button for a tip.
- **F11**: fullscreen on or off.
- **Esc**: back; at the table, the game menu.
## At the table
- **Click a lifted card** to play it. Dimmed cards cannot be played now: click one to
  read which rule forbids it.
- **Left / Right** (or Tab) move between the things you may choose; **Enter** chooses.
- **Space** (or a click): finish the animations at once; at a score table between
  rounds, go on; on the "pass the device" curtain, show your cards.
- **Ctrl+Z** or **Backspace**: undo your last move, when nothing hidden has been
  revealed since.
- **L**: show or hide the game log.
## Computer players
Computer players only see what their seat may see. They think while the cards keep
moving; a small sign by their name shows it.
"""
