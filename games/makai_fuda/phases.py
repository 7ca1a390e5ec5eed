"""Makai Fuda's phases: the steps of a game, in `MakaiState.phase` (an int) and in a
view (`PHASE_IDS`, a short name); `rules_text.PHASE_HEADINGS` names their rules section."""

PH_LOT = 0       # chance: draw the first Start Player by lot (a shuffle of the seats)
PH_DEAL = 1      # chance: shuffle and deal the cards (start of each tournament)
PH_PREDICT = 2   # each seat in turn puts a Monster face down
PH_PLAY = 3      # a match: each seat in turn plays a card
PH_TARGET = 4    # the Magic card just played chooses the Monster it boosts
PH_SWITCH = 5    # Variant II: the new face-down prediction
PH_OVER = 6
PHASE_IDS = ("lot", "deal", "predict", "play", "target", "switch", "over")
PHASE_INDEX = {name: i for i, name in enumerate(PHASE_IDS)}
