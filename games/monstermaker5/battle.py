"""Battles: an attack on a player, or a rescue at the Underground Jail of Darkness.

A battle has two sides: 0, the attacker's (or the rescuer's), and 1, the defender's (or
the Jail's). Every round:
1. Support is declared first ("declare before players put cards for the turn"): every
   other player, in seat order from the attacker's left, may declare support for a side
   of its own (a neutral player for either; a supporter keeps to one side in a battle).
   Then cards are committed, one at a time then "done": the attacker (its field's
   characters stand in it from the start; in a rescue only its Monster Maker Mates), the
   defender (its field's characters likewise), then the declared supporters, from their
   hands; at most one Spell per side a round, face down.
2. The Spells are revealed: a Trap springs at once (its caster picks an enemy
   character it could attack; a die greater than 3 defeats it); a Shield waits.
3. Initiative: each side rolls a die (ties are rolled again); the higher attacks first.
4. The sides alternate; a side with no character left to attack lets the other go on.
   An attack is: an attacker that has not attacked this round (Orcs may join it), a
   target the rank rules allow, and a power (its dice, the side's attack Spell once,
   the side's Storm once, or 2 dice for a 12 when its best roll cannot reach).
5. The round ends when no character is left to attack; its Spells are discarded. The
   battle ends when a side has no character standing, or after 10 rounds (no winner).
Here: the `Battle` record and the pure helpers (`attack_hits`, `targetable`,
`defence_of`, `attack_bonus`, `power_options`) saying who may be hit and how hard. The
steps that move a state (`rules.MonsterMakerState`) are in `games.monstermaker5.commit`
(opening, commits, support) and `games.monstermaker5.fight` (the rest).
"""

from __future__ import annotations

from games.monstermaker5.cards import (
    ATTACK_SPELL_KINDS,
    CAST_BONUS,
    DEFENCE,
    DICE,
    JAIL,
    KIND,
    KNIGHT,
    KNIGHT_JEWEL,
    NEUTRAL,
    PLUS,
    RANK,
    STORM,
)
from games.monstermaker5.moves import (
    POWER_DICE,
    POWER_GAMBLE,
    POWER_SPELL,
    POWER_STORM,
)

ATTACK = "attack"
RESCUE = "rescue"
# Who commits now: the attacker, the defender, or the declared supporters in turn; then
# the fight. Each round opens with the support declarations (STAGE_DECLARE).
STAGE_ATTACKER, STAGE_DEFENDER, STAGE_SUPPORT, STAGE_FIGHT, STAGE_DECLARE = range(5)


def attack_hits(power: int, defence: int) -> bool:
    """An attack (or magic attack) succeeds when its power reaches the target's defence
    (DESIGN.md: "defence or more", as the Japanese rules say)."""
    return power >= defence


class Battle:
    """The battle in progress (at most one at a time)."""

    __slots__ = ("kind", "attacker", "defender", "jailer", "round", "align", "sides",
                 "owner", "attacked", "spell", "caster", "revealed", "spell_used", "shield",
                 "stage", "committer", "commit_side", "queue", "helpers", "supporters", "traps",
                 "trap_target", "turn_side", "first", "initiative", "sel", "target", "power",
                 "ndice", "sides_before", "support_from")

    def __init__(self, kind: str, attacker: int, defender: int, jailer: int):
        self.kind = kind
        self.attacker = attacker
        self.defender = defender        # -1 in a rescue
        self.jailer = jailer            # who plays the Jail in a rescue, else -1
        self.round = 1
        self.align = [NEUTRAL, NEUTRAL]  # the side (Light/Darkness) of each battle side
        self.sides: list[list[int]] = [[], []]  # characters standing, in order of entry
        self.owner: dict[int, int] = {}  # card -> the seat that put it in (-1: the Jail's)
        self.sides_before = (NEUTRAL, NEUTRAL)
        self.supporters: list[tuple[int, int]] = []  # (seat, side) declared this battle
        self.new_round()

    def new_round(self) -> None:
        self.attacked: set[int] = set()
        self.spell = [-1, -1]           # this round's Spell of each side
        self.caster = [-1, -1]          # who put it
        self.revealed = False
        self.spell_used = [False, False]
        self.shield = [False, False]    # a revealed Shield still waiting
        self.stage = STAGE_DECLARE
        # commit.supporter_sides, remembered while support is declared (nothing it
        # depends on changes before the commits): None until asked.
        self.support_from: tuple | None = None
        self.committer = -1             # who commits (or declares support) now
        self.commit_side = 0
        self.queue: list[int] = []      # players still to be asked about support this round
        self.helpers: list[int] = []    # who declared support this round, yet to commit
        self.traps: list[int] = []      # sides whose Trap has yet to spring
        self.trap_target = -1
        self.turn_side = -1
        self.first = -1
        self.initiative = (0, 0)
        self.sel: list[int] = []        # the attacker(s) chosen (Orcs together)
        self.target = -1
        self.power = ""
        self.ndice = 0

    def controller(self, side: int) -> int:
        if side == 0:
            return self.attacker
        return self.defender if self.kind == ATTACK else self.jailer

    def helped(self, side: int) -> int:
        """The player a supporter of `side` helps (-1: the Jail)."""
        return self.attacker if side == 0 else self.defender

    def available(self, side: int) -> list[int]:
        """The characters of `side` that may still attack this round."""
        attacked = self.attacked
        if not attacked:  # the first attack of a round
            return self.sides[side][:]
        return [c for c in self.sides[side] if c not in attacked]

    def side_of_card(self, c: int) -> int:
        return 0 if c in self.sides[0] else 1

    def clone(self) -> Battle:
        o = Battle.__new__(Battle)
        o.kind = self.kind
        o.attacker = self.attacker
        o.defender = self.defender
        o.jailer = self.jailer
        o.round = self.round
        o.revealed = self.revealed
        o.stage = self.stage
        o.committer = self.committer
        o.commit_side = self.commit_side
        o.trap_target = self.trap_target
        o.turn_side = self.turn_side
        o.first = self.first
        o.initiative = self.initiative
        o.target = self.target
        o.power = self.power
        o.ndice = self.ndice
        o.sides_before = self.sides_before
        o.support_from = self.support_from
        o.align = self.align[:]
        o.sides = [self.sides[0][:], self.sides[1][:]]
        o.owner = dict(self.owner)
        o.attacked = set(self.attacked)
        o.spell = self.spell[:]
        o.caster = self.caster[:]
        o.spell_used = self.spell_used[:]
        o.shield = self.shield[:]
        o.queue = self.queue[:]
        o.helpers = self.helpers[:]
        o.supporters = self.supporters[:]
        o.traps = self.traps[:]
        o.sel = self.sel[:]
        return o


# -- pure helpers ----------------------------------------------------------------------


def targetable(standing: list[int]) -> list[int]:
    """The characters of one side (`standing`) an enemy may attack (or Trap): a Darkness
    rank 2 only while no rank 1 of its side stands, rank 3 only with no rank 2, the Queen
    only with no rank 3; the Jail only when nothing else stands in front of it."""
    top = 0
    for c in standing:
        if RANK[c] > top:
            top = RANK[c]
    if top < 2:  # no rank 2 or higher and no Jail (rank 5): every one may be attacked
        return list(standing)
    ranks = {RANK[c] for c in standing}
    out = []
    for c in standing:
        r = RANK[c]
        if c == JAIL:
            if len(standing) == 1:
                out.append(c)
        elif r < 2 or r - 1 not in ranks:
            out.append(c)
    return out


def knight_bonus(st, b: Battle, c: int) -> int:
    """+1 for a St. Knight whose own Jewel lies on its owner's field."""
    if KIND[c] != KNIGHT:
        return 0
    owner = b.owner.get(c, -1)
    return 1 if owner >= 0 and KNIGHT_JEWEL[c] in st.jewels[owner] else 0


def defence_of(st, b: Battle, c: int) -> int:
    if KIND[c] == KNIGHT:
        return DEFENCE[c] + knight_bonus(st, b, c)
    return DEFENCE[c]


def attack_bonus(st, b: Battle, power: str) -> int:
    """What is added to the dice of the attack chosen in `b` (`b.sel`, `power`)."""
    sel = b.sel
    if power == POWER_GAMBLE:
        return 0
    if power == POWER_DICE:
        if len(sel) == 1:
            a = sel[0]
            return PLUS[a] + knight_bonus(st, b, a) if KIND[a] == KNIGHT else PLUS[a]
        return sum([PLUS[a] for a in sel])
    spell = b.spell[b.turn_side]
    return PLUS[spell] + CAST_BONUS[sel[0]] + knight_bonus(st, b, sel[0])


def power_options(st, b: Battle) -> list[str]:
    s = b.turn_side
    sel = b.sel
    out = [POWER_DICE]
    if len(sel) == 1:
        a = sel[0]
        spell = b.spell[s]
        if spell >= 0 and b.revealed and not b.spell_used[s]:
            if KIND[spell] in ATTACK_SPELL_KINDS:
                out.append(POWER_SPELL)
            elif KIND[spell] == STORM:
                out.append(POWER_STORM)
        # attack_bonus(st, b, POWER_DICE), written out for one attacker
        best = 6 * DICE[a] + PLUS[a]
        if KIND[a] == KNIGHT:
            best += knight_bonus(st, b, a)
    else:
        best = 0
        for a in sel:
            best += 6 * DICE[a] + PLUS[a]
    target = b.target
    defence = DEFENCE[target]
    if KIND[target] == KNIGHT:
        defence += knight_bonus(st, b, target)
    if best < defence:
        out.append(POWER_GAMBLE)
    return out
