"""Battles: an attack on a player, or a rescue at the Underground Jail of Darkness.

A battle has two sides: 0, the attacker's (or the rescuer's), and 1, the defender's (or
the Jail's). Every round:
1. Commit, one card at a time then "done": the attacker (its field's characters stand
   in it from the start; in a rescue only its Monster Maker Mates), the defender (its
   field's characters likewise), then every other player in seat order from the
   attacker's left may declare support for a side of its own (a neutral player for
   either) and commit hand characters; at most one Spell per side a round, face down.
2. The Spells are revealed: a Trap springs at once (its caster picks an enemy
   character it could attack; a die greater than 3 defeats it); a Shield waits.
3. Initiative: each side rolls a die (ties are rolled again); the higher attacks first.
4. The sides alternate; a side with no character left to attack lets the other go on.
   An attack is: an attacker that has not attacked this round (Orcs may join it), a
   target the rank rules allow, and a power (its dice, the side's attack Spell once,
   the side's Storm once, or 2 dice for a 12 when its best roll cannot reach).
5. The round ends when no character is left to attack; its Spells are discarded. The
   battle ends when a side has no character standing, or after 10 rounds (no winner).
The pure helpers `attack_hits`, `targetable`, `defence_of` and `attack_bonus` say who may
be hit and how hard; the rest moves a state (`rules.MonsterMakerState`) step by step.
"""

from __future__ import annotations

from bisect import insort

from engine.core import CHANCE
from games.monstermaker5.cards import (
    ATTACK_SPELL_KINDS,
    CAST_BONUS,
    DARK,
    DEFENCE,
    DICE,
    GAMBLE_NEEDS,
    HOLY_LIGHT,
    IS_MATE,
    IS_PLACEABLE,
    IS_SPELL,
    JAIL,
    KIND,
    KNIGHT,
    KNIGHT_JEWEL,
    LIGHT,
    MAX_HAND,
    MAX_ROUNDS,
    NEUTRAL,
    ORC,
    PLUS,
    RANK,
    SHIELD,
    SIDE,
    SIDE_KEYS,
    SIDE_NAMES,
    STORM,
    TRAP,
    TRAP_NEEDS,
    card_name,
    is_card,
)
from games.monstermaker5.events import (
    AttackDeclared,
    AttackRolled,
    BattleEnded,
    BattleOpened,
    BattleRound,
    Committed,
    Defeated,
    InitiativeRolled,
    JewelsTaken,
    KnightsFreed,
    Returned,
    RoundEnded,
    SideChanged,
    SpellCommitted,
    SpellsDiscarded,
    SpellsRevealed,
    SupportDeclared,
    SupportDeclined,
    TrapSprung,
)
from games.monstermaker5.moves import (
    CHOOSE,
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    JOIN_ORC,
    NO_SUPPORT,
    ORCS_DONE,
    POWER,
    POWER_DICE,
    POWER_GAMBLE,
    POWER_SPELL,
    POWER_STORM,
    SUPPORT,
    TARGET,
    TRAP_ON,
    ChooseAttacker,
    Commit,
    CommitDone,
    CommitSpell,
    JoinOrc,
    OrcsDone,
    Power,
    Support,
    Target,
    TrapOn,
)
from games.monstermaker5.phases import (
    PH_ATTACKER,
    PH_COMMIT,
    PH_INIT,
    PH_ORCS,
    PH_POWER,
    PH_ROLL,
    PH_SUPPORT,
    PH_TARGET,
    PH_TRAP,
    PH_TRAP_ROLL,
)

ATTACK = "attack"
RESCUE = "rescue"
# Who commits now: the attacker, the defender, or the supporters in turn; then the fight.
STAGE_ATTACKER, STAGE_DEFENDER, STAGE_SUPPORT, STAGE_FIGHT = range(4)


def attack_hits(power: int, defence: int) -> bool:
    """An attack (or magic attack) succeeds when its power reaches the target's defence
    (DESIGN.md: "defence or more", as the Japanese rules say)."""
    return power >= defence


class Battle:
    """The battle in progress (at most one at a time)."""

    __slots__ = ("kind", "attacker", "defender", "jailer", "round", "align", "sides",
                 "owner", "attacked", "spell", "caster", "revealed", "spell_used", "shield",
                 "stage", "committer", "commit_side", "queue", "supporters", "traps",
                 "trap_target", "turn_side", "first", "initiative", "sel", "target", "power",
                 "ndice", "sides_before")

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
        self.stage = STAGE_ATTACKER
        self.committer = self.attacker
        self.commit_side = 0
        self.queue: list[int] = []      # supporters still to be asked this round
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
        return [c for c in self.sides[side] if c not in attacked]

    def side_of_card(self, c: int) -> int:
        return 0 if c in self.sides[0] else 1

    def clone(self) -> Battle:
        o = Battle.__new__(Battle)
        for name in ("kind", "attacker", "defender", "jailer", "round", "revealed", "stage",
                     "committer", "commit_side", "trap_target", "turn_side", "first",
                     "initiative", "target", "power", "ndice", "sides_before"):
            setattr(o, name, getattr(self, name))
        o.align = self.align[:]
        o.sides = [self.sides[0][:], self.sides[1][:]]
        o.owner = dict(self.owner)
        o.attacked = set(self.attacked)
        o.spell = self.spell[:]
        o.caster = self.caster[:]
        o.spell_used = self.spell_used[:]
        o.shield = self.shield[:]
        o.queue = self.queue[:]
        o.supporters = self.supporters[:]
        o.traps = self.traps[:]
        o.sel = self.sel[:]
        return o


# -- pure helpers ----------------------------------------------------------------------


def targetable(standing: list[int]) -> list[int]:
    """The characters of one side (`standing`) an enemy may attack (or Trap): a Darkness
    rank 2 only while no rank 1 of its side stands, rank 3 only with no rank 2, the Queen
    only with no rank 3; the Jail only when nothing else stands in front of it."""
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
    return DEFENCE[c] + knight_bonus(st, b, c)


def attack_bonus(st, b: Battle, power: str) -> int:
    """What is added to the dice of the attack chosen in `b` (`b.sel`, `power`)."""
    sel = b.sel
    if power == POWER_GAMBLE:
        return 0
    if power == POWER_DICE:
        return sum(PLUS[a] for a in sel) + (knight_bonus(st, b, sel[0]) if len(sel) == 1 else 0)
    spell = b.spell[b.turn_side]
    return PLUS[spell] + CAST_BONUS[sel[0]] + knight_bonus(st, b, sel[0])


def power_options(st, b: Battle) -> list[str]:
    s = b.turn_side
    sel = b.sel
    out = [POWER_DICE]
    spell = b.spell[s]
    if len(sel) == 1 and b.revealed and spell >= 0 and not b.spell_used[s]:
        if KIND[spell] in ATTACK_SPELL_KINDS:
            out.append(POWER_SPELL)
        elif KIND[spell] == STORM:
            out.append(POWER_STORM)
    best = 6 * sum(DICE[a] for a in sel) + attack_bonus(st, b, POWER_DICE)
    if best < defence_of(st, b, b.target):
        out.append(POWER_GAMBLE)
    return out


# -- opening and committing ----------------------------------------------------------


def open_battle(st, kind: str, attacker: int, defender: int, jailer: int = -1) -> list:
    b = Battle(kind, attacker, defender, jailer)
    if kind == ATTACK:
        b.sides_before = (st.side_of(attacker), st.side_of(defender))
        b.align = [st.side_of(attacker), st.side_of(defender)]
        for side, seat in ((0, attacker), (1, defender)):
            b.sides[side] = list(st.chars[seat])
            st.chars[seat] = []
            for c in b.sides[side]:
                b.owner[c] = seat
    else:
        b.sides_before = (st.side_of(attacker), NEUTRAL)
        b.align = [LIGHT, DARK]
        field = st.chars[attacker]
        b.sides[0] = [c for c in field if IS_MATE[c]]
        st.chars[attacker] = [c for c in field if not IS_MATE[c]]
        for c in b.sides[0]:
            b.owner[c] = attacker
        b.sides[1] = [JAIL, *st.guards]
        st.guards = []
        for c in b.sides[1]:
            b.owner[c] = -1
    st.battle = b
    events: list = [BattleOpened(kind, attacker, defender, jailer,
                                 (tuple(b.sides[0]), tuple(b.sides[1])), tuple(st.jail))]
    ask_committer(st, events)
    return events


def ask_committer(st, events: list) -> None:
    b = st.battle
    if not st.hands[b.committer]:
        commit_done(st, events)  # nothing to commit: the step passes (a public fact)
        return
    st.phase = PH_COMMIT
    st.actor = b.committer


def commit_alignments(st, b: Battle, seat: int, side: int) -> tuple[int, ...]:
    """The sides whose characters `seat` may commit for battle side `side`."""
    align = b.align[side]
    if align:
        return (align,)
    if side == 0:  # a neutral attacker takes the side of the characters it commits
        lock = st.lock if seat == st.turn else NEUTRAL
        target_side = st.side_of(b.defender)
        return tuple(a for a in ((lock,) if lock else (LIGHT, DARK))
                     if not (a == LIGHT and target_side == LIGHT))
    # a neutral defender: either side against the Darkness, the Darkness against the Light
    return (LIGHT, DARK) if b.align[0] == DARK else (DARK,)


def done_allowed(st, b: Battle, seat: int) -> bool:
    if b.stage == STAGE_ATTACKER and not b.sides[0]:
        return False
    return not (seat == st.turn and len(st.hands[seat]) > MAX_HAND)


def commit_actions(st) -> list:
    b = st.battle
    seat = b.committer
    side = b.commit_side
    hand = st.hands[seat]
    aligns = commit_alignments(st, b, seat, side)
    mates_only = b.kind == RESCUE and side == 0
    out = [COMMIT[c] for c in hand if IS_PLACEABLE[c] and SIDE[c] in aligns
           and (not mates_only or IS_MATE[c])]
    if b.spell[side] < 0:
        light = b.align[side] == LIGHT
        out.extend(COMMIT_SPELL[c] for c in hand
                   if IS_SPELL[c] and (KIND[c] != HOLY_LIGHT or light))
    if done_allowed(st, b, seat):
        out.append(COMMIT_DONE)
    return out


def apply_commit(st, action) -> list:
    b = st.battle
    seat = b.committer
    side = b.commit_side
    kind = type(action)
    if kind is Commit:
        c = action.card
        st.hands[seat].remove(c)
        st.forget_shown(seat, c)
        b.sides[side].append(c)
        b.owner[c] = seat
        if not b.align[side]:
            b.align[side] = SIDE[c]
        return [Committed(seat, side, c)]
    if kind is CommitSpell:
        c = action.card
        st.hands[seat].remove(c)
        st.forget_shown_spells(seat)
        b.spell[side] = c
        b.caster[side] = seat
        return [SpellCommitted(seat, side, c)]
    events: list = []
    commit_done(st, events)
    return events


def commit_done(st, events: list) -> None:
    b = st.battle
    if b.stage == STAGE_ATTACKER and b.kind == ATTACK:
        b.stage = STAGE_DEFENDER
        b.committer = b.defender
        b.commit_side = 1
        ask_committer(st, events)
        return
    if b.stage == STAGE_DEFENDER and not b.sides[1]:
        end_battle(st, 0, "surrender", events)
        return
    if b.stage != STAGE_SUPPORT:
        n = st.num_players
        b.stage = STAGE_SUPPORT
        b.queue = [s for s in ((b.attacker + i) % n for i in range(1, n))
                   if s != b.defender]
    next_supporter(st, events)


def support_sides(st, b: Battle, seat: int) -> list[int]:
    """The battle sides `seat` may support (same side, or neutral), if it holds cards."""
    if not st.hands[seat]:
        return []
    mine = st.side_of(seat)
    return [s for s in (0, 1) if mine == NEUTRAL or mine == b.align[s]]


def next_supporter(st, events: list) -> None:
    b = st.battle
    while b.queue:
        seat = b.queue.pop(0)
        if support_sides(st, b, seat):
            b.committer = seat
            st.phase = PH_SUPPORT
            st.actor = seat
            return
    reveal(st, events)


def support_actions(st) -> list:
    b = st.battle
    return [SUPPORT[s] for s in support_sides(st, b, st.actor)] + [NO_SUPPORT]


def apply_support(st, action) -> list:
    b = st.battle
    seat = st.actor
    if type(action) is Support:
        side = action.side
        if (seat, side) not in b.supporters:
            b.supporters.append((seat, side))
        b.committer = seat
        b.commit_side = side
        st.phase = PH_COMMIT
        return [SupportDeclared(seat, side, b.helped(side))]
    events: list = [SupportDeclined(seat)]
    next_supporter(st, events)
    return events


# -- the reveal, Traps and the initiative -------------------------------------------------


def reveal(st, events: list) -> None:
    b = st.battle
    b.stage = STAGE_FIGHT
    b.revealed = True
    spells = tuple((s, b.caster[s], b.spell[s]) for s in (0, 1) if b.spell[s] >= 0)
    if spells:
        events.append(SpellsRevealed(spells))
    for s in (0, 1):
        if b.spell[s] >= 0 and KIND[b.spell[s]] == SHIELD:
            b.shield[s] = True
    b.traps = [s for s in (0, 1) if b.spell[s] >= 0 and KIND[b.spell[s]] == TRAP]
    next_trap(st, events)


def next_trap(st, events: list) -> None:
    b = st.battle
    while b.traps:
        s = b.traps[0]
        targets = targetable(b.sides[1 - s])
        if len(targets) == 1:
            b.trap_target = targets[0]
            st.phase = PH_TRAP_ROLL
            st.actor = CHANCE
            return
        st.phase = PH_TRAP
        st.actor = b.caster[s]
        return
    st.phase = PH_INIT
    st.actor = CHANCE


def trap_actions(st) -> list:
    b = st.battle
    return [TRAP_ON[c] for c in targetable(b.sides[1 - b.traps[0]])]


def aim_trap(st, action: TrapOn) -> list:
    st.battle.trap_target = action.card
    st.phase = PH_TRAP_ROLL
    st.actor = CHANCE
    return []


def spring_trap(st, faces) -> list:
    b = st.battle
    s = b.traps.pop(0)
    b.spell_used[s] = True
    target = b.trap_target
    b.trap_target = -1
    die = faces[0]
    hit = die > TRAP_NEEDS
    events: list = [TrapSprung(b.caster[s], s, target, die, hit)]
    if hit:
        defeat(st, b, target, events)
        if not b.sides[0] or not b.sides[1]:
            finish_by_defeat(st, events)
            return events
    next_trap(st, events)
    return events


def roll_initiative(st, faces) -> list:
    b = st.battle
    a, d = faces
    if a == d:
        return [InitiativeRolled((a, d), -1, b.kind)]
    b.first = b.turn_side = 0 if a > d else 1
    b.initiative = (a, d)
    events: list = [InitiativeRolled((a, d), b.first, b.kind)]
    next_attack(st, events)
    return events


# -- attacks ---------------------------------------------------------------------------


def next_attack(st, events: list) -> None:
    """The side whose turn it is picks an attacker; a side with none left lets the other
    go on; when neither has one, the round ends."""
    b = st.battle
    avail = b.available(b.turn_side)
    if not avail:
        b.turn_side = 1 - b.turn_side
        avail = b.available(b.turn_side)
        if not avail:
            end_round(st, events)
            return
    b.sel = []
    b.target = -1
    b.power = ""
    if len(avail) == 1:
        choose_attacker(st, avail[0], events)
        return
    st.phase = PH_ATTACKER
    st.actor = b.controller(b.turn_side)


def other_orcs(b: Battle) -> list[int]:
    sel = b.sel
    return [c for c in b.available(b.turn_side) if KIND[c] == ORC and c not in sel]


def choose_attacker(st, c: int, events: list) -> None:
    b = st.battle
    b.sel = [c]
    if KIND[c] == ORC and other_orcs(b):
        st.phase = PH_ORCS
        st.actor = b.controller(b.turn_side)
        return
    to_target(st, events)


def to_target(st, events: list) -> None:
    b = st.battle
    targets = targetable(b.sides[1 - b.turn_side])
    if len(targets) == 1:
        b.target = targets[0]
        to_power(st, events)
        return
    st.phase = PH_TARGET
    st.actor = b.controller(b.turn_side)


def to_power(st, events: list) -> None:
    b = st.battle
    options = power_options(st, b)
    if len(options) == 1:
        declare(st, options[0], events)
        return
    st.phase = PH_POWER
    st.actor = b.controller(b.turn_side)


def declare(st, power: str, events: list) -> None:
    b = st.battle
    s = b.turn_side
    b.power = power
    spell = b.spell[s] if power in (POWER_SPELL, POWER_STORM) else -1
    events.append(AttackDeclared(s, tuple(b.sel), b.target, power, spell))
    if power == POWER_DICE:
        b.ndice = sum(DICE[a] for a in b.sel)
    elif power == POWER_GAMBLE:
        b.ndice = 2
    else:
        b.ndice = DICE[spell]
    st.phase = PH_ROLL
    st.actor = CHANCE


def fight_actions(st) -> list:
    b = st.battle
    ph = st.phase
    if ph == PH_ATTACKER:
        return [CHOOSE[c] for c in b.available(b.turn_side)]
    if ph == PH_ORCS:
        return [JOIN_ORC[c] for c in other_orcs(b)] + [ORCS_DONE]
    if ph == PH_TARGET:
        return [TARGET[c] for c in targetable(b.sides[1 - b.turn_side])]
    return [POWER[k] for k in power_options(st, b)]


def apply_fight(st, action) -> list:
    b = st.battle
    events: list = []
    kind = type(action)
    if kind is ChooseAttacker:
        choose_attacker(st, action.card, events)
    elif kind is JoinOrc:
        b.sel.append(action.card)
        if not other_orcs(b):
            to_target(st, events)
    elif kind is OrcsDone:
        to_target(st, events)
    elif kind is Target:
        b.target = action.card
        to_power(st, events)
    else:
        declare(st, action.kind, events)
    return events


def resolve_attack(st, faces) -> list:
    b = st.battle
    s = b.turn_side
    enemy = 1 - s
    power = b.power
    b.attacked.update(b.sel)
    bonus = attack_bonus(st, b, power)
    total = sum(faces) + bonus
    spell = b.spell[s] if power in (POWER_SPELL, POWER_STORM) else -1
    if spell >= 0:
        b.spell_used[s] = True
    standing = b.sides[enemy]
    if power == POWER_STORM:
        targets = [c for c in standing if c != JAIL or len(standing) == 1]
    else:
        targets = [b.target]
    defences = [defence_of(st, b, t) for t in targets]
    if power == POWER_GAMBLE:
        hits = [total == GAMBLE_NEEDS for _ in targets]
    else:
        hits = [attack_hits(total, d) for d in defences]
    outcomes = ["hit" if h else "miss" for h in hits]
    if any(hits) and b.shield[enemy]:
        b.shield[enemy] = False
        outcomes = ["shielded" if h else "miss" for h in hits]
    events: list = [AttackRolled(s, tuple(b.sel), power, spell, tuple(faces), bonus, total,
                                 tuple(targets), tuple(defences), tuple(outcomes))]
    for t, outcome in zip(targets, outcomes):
        if outcome == "hit":
            defeat(st, b, t, events)
    if not b.sides[0] or not b.sides[1]:
        finish_by_defeat(st, events)
        return events
    b.turn_side = enemy
    next_attack(st, events)
    return events


def defeat(st, b: Battle, c: int, events: list) -> None:
    side = b.side_of_card(c)
    b.sides[side].remove(c)
    if c == JAIL:
        to = "stays"
    elif KIND[c] == KNIGHT:
        insort(st.jail, c)
        to = "jail"
    else:
        st.discard.append(c)
        to = "discard"
    events.append(Defeated(c, b.owner.get(c, -1), side, to))


# -- the end of a round and of the battle --------------------------------------------------


def end_round(st, events: list) -> None:
    b = st.battle
    spells = tuple(c for c in b.spell if c >= 0)
    st.discard.extend(spells)
    events.append(RoundEnded(b.round, spells))
    b.spell = [-1, -1]
    if b.round >= MAX_ROUNDS:
        end_battle(st, -1, "rounds", events)
        return
    b.round += 1
    b.new_round()
    events.append(BattleRound(b.round))
    ask_committer(st, events)


def finish_by_defeat(st, events: list) -> None:
    b = st.battle
    winner = 0 if b.sides[0] else (1 if b.sides[1] else -1)
    end_battle(st, winner, "defeated", events)


def end_battle(st, winner: int, reason: str, events: list) -> None:
    """Spells left go to the discard pile; a winning attacker takes the defender's
    Jewels, a winning rescuer the jailed St. Knights; survivors go back to the fields
    (a supporter's to the player it helped), the Jail's stay on it as guards."""
    b = st.battle
    left = tuple(c for c in b.spell if c >= 0)
    if left:
        st.discard.extend(left)
        events.append(SpellsDiscarded(left))
    events.append(BattleEnded(b.kind, winner, reason, b.attacker, b.defender))
    attacker = b.attacker
    if b.kind == ATTACK:
        defender = b.defender
        if winner == 0 and st.jewels[defender]:
            taken = st.jewels[defender]
            st.jewels[defender] = []
            for j in taken:
                insort(st.jewels[attacker], j)
            events.append(JewelsTaken(attacker, defender, tuple(taken)))
        survivors_back(st, b, 0, attacker, events)
        survivors_back(st, b, 1, defender, events)
    else:
        if winner == 0 and st.jail:
            freed = st.jail
            st.jail = []
            for k in freed:
                insort(st.chars[attacker], k)
            events.append(KnightsFreed(attacker, tuple(freed)))
        survivors_back(st, b, 0, attacker, events)
        guards = [c for c in b.sides[1] if c != JAIL]
        if guards:
            st.guards = sorted(guards)
            events.append(Returned(-1, tuple(guards), tuple(b.owner[c] for c in guards)))
    st.battle = None
    before = b.sides_before
    principals = (attacker, b.defender) if b.kind == ATTACK else (attacker,)
    for i, seat in enumerate(principals):
        now = st.side_of(seat)
        if now != before[i]:
            events.append(SideChanged(seat, SIDE_KEYS[before[i]], SIDE_KEYS[now]))
    st.finish_action(events)


def survivors_back(st, b: Battle, side: int, seat: int, events: list) -> None:
    cards = b.sides[side]
    if not cards:
        return
    for c in cards:
        insort(st.chars[seat], c)
    events.append(Returned(seat, tuple(cards), tuple(b.owner[c] for c in cards)))


# -- why not -----------------------------------------------------------------------------


def battle_reason(st, action) -> str:
    """Why `action` is not allowed at this step of the battle."""
    b = st.battle
    ph = st.phase
    kind = type(action)
    if ph == PH_COMMIT:
        seat = b.committer
        hand = st.hands[seat]
        if kind in (Commit, CommitSpell):
            c = action.card
            if not is_card(c) or c not in hand:
                return f"{card_name(c)} is not in your hand."
            if kind is CommitSpell:
                if not IS_SPELL[c]:
                    return f"{card_name(c)} is not a Spell."
                if b.spell[b.commit_side] >= 0:
                    return "Your side already has a Spell this round: never two Spells on " \
                           "one side in a round."
                return "Holy Light can only be used by the Force of Light."
            if IS_SPELL[c]:
                return f"{card_name(c)} is a Spell: put it face down instead."
            if not IS_PLACEABLE[c]:
                return "A Thief never fights in a battle: it is only sent as an action."
            if b.kind == RESCUE and b.commit_side == 0:
                return "Only Monster Maker Mates (Warriors and Magicians) rescue."
            aligns = commit_alignments(st, b, seat, b.commit_side)
            if len(aligns) == 1:
                return f"This side fights for {SIDE_NAMES[aligns[0]]}: " \
                       f"{card_name(c)} cannot join it."
            return f"{card_name(c)} cannot join this side."
        if kind is CommitDone:
            if not b.sides[0]:
                return "Commit at least one character to attack with."
            return f"You hold {len(hand)} cards: commit cards until you hold {MAX_HAND}."
        return "Commit characters or a face-down Spell from your hand, then say done."
    if ph == PH_SUPPORT:
        if kind is Support:
            if action.side not in (0, 1):
                return "Support side 0 (the attacker) or side 1 (the defender)."
            return "You may support only a side of your own (a neutral player either)."
        return "Declare support for a side, or do not support."
    if ph == PH_TRAP:
        if kind is TrapOn:
            return (f"{card_name(action.card)} cannot be picked: the Trap springs on an enemy "
                    f"character the rank rules allow to be attacked.")
        return "Pick the enemy character your Trap springs on."
    if ph == PH_ATTACKER:
        if kind is ChooseAttacker:
            c = action.card
            if is_card(c) and c in b.sides[b.turn_side] and c in b.attacked:
                return f"{card_name(c)} has already attacked this round."
            return f"{card_name(c)} is not one of your characters standing in the battle."
        return "Choose which of your characters attacks."
    if ph == PH_ORCS:
        if kind is JoinOrc:
            return f"{card_name(action.card)} is not an Orc of yours that may still attack."
        return "Choose Orcs to join the attack, or say that no more join."
    if ph == PH_TARGET:
        if kind is Target:
            c = action.card
            enemy = b.sides[1 - b.turn_side]
            if c not in enemy:
                return f"{card_name(c)} is not an enemy character standing in the battle."
            if c == JAIL:
                return ("You cannot attack the Jail before every Darkness card standing in "
                        "front of it is defeated.")
            return (f"{card_name(c)} is shielded by lower ranks: defeat the Darkness "
                    f"card{'s' if RANK[c] > 2 else ''} of rank {RANK[c] - 1} first.")
        return "Choose the enemy character to attack."
    if ph == PH_POWER:
        if kind is Power:
            p = action.kind
            if p == POWER_SPELL:
                return "Your side has no revealed attack Spell left to cast this round."
            if p == POWER_STORM:
                return "Your side has no revealed Storm left to cast this round."
            if p == POWER_GAMBLE:
                return ("The 2-dice attack is only for an attacker whose best roll cannot "
                        "reach the target's defence.")
            if len(b.sel) > 1:
                return "Orcs attacking together use their dice."
            return f"{p!r} is not a way to attack: dice, spell, storm or gamble."
        return "Choose how to attack: the dice, the side's Spell, or 2 dice for a 12."
    return "Wait for the dice."

