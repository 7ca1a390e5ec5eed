"""The keyboard and mouse controls, shown in the in-app rules (and listed in README)."""

CONTROLS = """
# Controls
## Everywhere
- **Mouse**: click a card, a cell or a button. Hover over a button for a tip.
- **Tab / Shift+Tab** move a gold ring through the buttons; **Enter** presses the one in
  it. A question starts on its safe answer (No, Stay, Keep playing).
- **F11**: fullscreen on or off.
- **Esc**: back; at the table, the game menu; on the main menu, quit (it asks first).
## At the table
- **Click a lifted card** to play it. Dimmed cards cannot be played now: click one to
  read which rule forbids it.
- **Left / Right** (or Up / Down) move between the cards or cells you may choose;
  **Enter** plays the one in the gold ring. Your first choice is in it from the start.
- **Tab** reaches every button too: Retreat, Done, a tie, Resign, Menu, Undo, Rules.
- **Space** (or a click): finish the animations at once; at a score table between
  rounds, go on.
- **Ctrl+Z** or **Backspace**: undo your last move, when nothing hidden has been
  revealed since.
- **L**: show or hide the game log.
- **H**: a hint, the Normal computer's move from what you see, ringed, with why.
  **S**: the score sheet at any time. **P**: the played cards of a trick game (**C** in
  Makai Fuda, where P peeks at your prediction). Hold **T** (or click the trick's
  place) for the last trick, match, retreat or battle. The **?** beside the banner
  (**F1**) opens the rules of this step. The same are buttons in the side panel.
- Rest the pointer on a pile, token or counter to read what it is.
- Resigning, a tie, and leaving a game that is not over ask once before they happen.
- When it becomes your turn, a short chime sounds (if sound is on) and a ripple runs
  over your hand.
## Hot-seat (friends at one screen)
- Between two players' turns the table shows only what everyone may see; the next
  player's cards appear only after their curtain.
- To lift the curtain, its player **clicks its button** or **holds Space** until the bar
  is full. A tap of Space or Enter (meant for the animations), or a key held from
  before, never lifts it.
- The game menu, the rules, a score table and an undo are seen by everyone: a curtain
  comes again after them. Undo belongs to the player whose turn it is, after their
  curtain.
## Computer players
Computer players only see what their seat may see. They think while the cards keep
moving; a small sign by their name shows it.
"""
