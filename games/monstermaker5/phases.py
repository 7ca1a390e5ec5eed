"""The phases of a game of Monstermaker 5 Revised, and the rules heading of each.

A phase says what the player to move decides now (or which chance step is due). Its key
is what a view shows; its heading is the `# Heading` of `Game.rules_text` that explains
it, so a table can open the rules at the phase in progress (`State.phase_name()`).
"""

from __future__ import annotations

(PH_DEAL, PH_LOT, PH_KNIGHT, PH_MAIN, PH_THIEF, PH_THIEF_ROLL, PH_COMMIT, PH_SUPPORT,
 PH_TRAP, PH_TRAP_ROLL, PH_INIT, PH_ATTACKER, PH_ORCS, PH_TARGET, PH_POWER, PH_ROLL,
 PH_OVER) = range(17)

PHASE_KEYS = ("deal", "lot", "knight", "main", "thief_target", "thief_roll", "commit",
              "support", "trap_target", "trap_roll", "initiative", "choose_attacker", "orcs",
              "choose_target", "choose_power", "attack_roll", "over")
PHASE_INDEX = {key: i for i, key in enumerate(PHASE_KEYS)}
CHANCE_PHASES = frozenset((PH_DEAL, PH_LOT, PH_THIEF_ROLL, PH_TRAP_ROLL, PH_INIT, PH_ROLL))
BATTLE_PHASES = frozenset((PH_COMMIT, PH_SUPPORT, PH_TRAP, PH_TRAP_ROLL, PH_INIT,
                           PH_ATTACKER, PH_ORCS, PH_TARGET, PH_POWER, PH_ROLL))

# The headings of the in-app rules, in play order (games.monstermaker5.rules_text).
H_CARDS = "The cards"
H_SETUP = "Set-up"
H_TURN = "A turn"
H_SIDES = "Sides and Change of Heart"
H_WHISPER = "Whisper of Deep"
H_ATTACKING = "Attacking"
H_BATTLE = "A battle"
H_ROUNDS = "Battle rounds"
H_SPELLS = "Spells"
H_RESCUE = "Rescue"
H_THIEF = "Thief"
H_END = "The end"
H_WINNER = "The winner"
H_RULINGS = "Rulings"
HEADINGS = (H_CARDS, H_SETUP, H_TURN, H_SIDES, H_WHISPER, H_ATTACKING, H_BATTLE, H_ROUNDS,
            H_SPELLS, H_RESCUE, H_THIEF, H_END, H_WINNER, H_RULINGS)
