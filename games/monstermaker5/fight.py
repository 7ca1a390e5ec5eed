"""The fight of every battle round: the Spells revealed (a Trap springs at once), the
initiative, the attacks one by one (an attacker, Orcs joining, a target, a power, the
dice), the end of a round and the end of the battle with its spoils and survivors
(`games.monstermaker5.battle` says how a battle goes)."""

from __future__ import annotations

from bisect import insort

from engine.core import CHANCE
from games.monstermaker5 import commit
from games.monstermaker5.battle import (
    ATTACK,
    STAGE_FIGHT,
    Battle,
    attack_bonus,
    attack_hits,
    defence_of,
    power_options,
    targetable,
)
from games.monstermaker5.cards import (
    DICE,
    GAMBLE_NEEDS,
    JAIL,
    KIND,
    KNIGHT,
    MAX_ROUNDS,
    ORC,
    RANK,
    SHIELD,
    SIDE_KEYS,
    TRAP,
    TRAP_NEEDS,
    card_name,
    is_card,
)
from games.monstermaker5.events import (
    AttackDeclared,
    AttackRolled,
    BattleEnded,
    BattleRound,
    Defeated,
    InitiativeRolled,
    JewelsTaken,
    KnightsFreed,
    Returned,
    RoundEnded,
    SideChanged,
    SpellsDiscarded,
    SpellsRevealed,
    TrapSprung,
)
from games.monstermaker5.moves import (
    CHOOSE,
    JOIN_ORC,
    ORCS_DONE,
    POWER,
    POWER_DICE,
    POWER_GAMBLE,
    POWER_SPELL,
    POWER_STORM,
    TARGET,
    TRAP_ON,
    ChooseAttacker,
    JoinOrc,
    OrcsDone,
    Power,
    Target,
    TrapOn,
)
from games.monstermaker5.phases import (
    PH_ATTACKER,
    PH_INIT,
    PH_ORCS,
    PH_POWER,
    PH_ROLL,
    PH_TARGET,
    PH_TRAP,
    PH_TRAP_ROLL,
)

# -- the reveal, Traps and the initiative -------------------------------------------------


def reveal(st, events: list) -> None:
    b = st.battle
    b.stage = STAGE_FIGHT
    b.revealed = True
    spell0, spell1 = b.spell
    if spell0 < 0 and spell1 < 0:  # the common case in playouts: nothing to reveal
        b.traps = []
        st.phase = PH_INIT  # next_trap with no Trap
        st.actor = CHANCE
        return
    spells = tuple([(s, b.caster[s], b.spell[s]) for s in (0, 1) if b.spell[s] >= 0])
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


def roll_initiative(st, roll) -> list:
    """`roll`: the initiative's two dice (the attacker's side's, the defender's)."""
    b = st.battle
    a, d = roll.faces
    if a == d:
        return [] if st.quiet else [InitiativeRolled((a, d), -1, b.kind)]
    b.first = b.turn_side = 0 if a > d else 1
    b.initiative = (a, d)
    events: list = [] if st.quiet else [InitiativeRolled((a, d), b.first, b.kind)]
    next_attack(st, events)
    return events


# -- attacks ---------------------------------------------------------------------------


def next_attack(st, events: list) -> None:
    """The side whose turn it is picks an attacker; a side with none left lets the other
    go on; when neither has one, the round ends."""
    b = st.battle
    side = b.turn_side
    avail = b.available(side)
    if not avail:
        side = b.turn_side = 1 - side
        avail = b.available(side)
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
    st.actor = b.controller(side)
    st._legal = [CHOOSE[c] for c in avail]  # fight_actions, known now


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
    st._legal = [TARGET[c] for c in targets]  # fight_actions, known now


def to_power(st, events: list) -> None:
    b = st.battle
    options = power_options(st, b)
    if len(options) == 1:
        declare(st, options[0], events)
        return
    st.phase = PH_POWER
    st.actor = b.controller(b.turn_side)
    st._legal = [POWER[k] for k in options]  # fight_actions, known now


def declare(st, power: str, events: list) -> None:
    b = st.battle
    s = b.turn_side
    b.power = power
    sel = b.sel
    spell = b.spell[s] if power in (POWER_SPELL, POWER_STORM) else -1
    if not st.quiet:
        events.append(AttackDeclared(s, tuple(sel), b.target, power, spell))
    if power == POWER_DICE:
        if len(sel) == 1:
            b.ndice = DICE[sel[0]]
        else:
            b.ndice = sum([DICE[a] for a in sel])
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


def resolve_attack(st, roll) -> list:
    """`roll`: the dice of the attack declared (`declare`)."""
    faces = roll.faces
    b = st.battle
    s = b.turn_side
    enemy = 1 - s
    power = b.power
    sel = b.sel
    b.attacked.update(sel)
    bonus = attack_bonus(st, b, power)
    total = sum(faces) + bonus
    spell = b.spell[s] if power in (POWER_SPELL, POWER_STORM) else -1
    if spell >= 0:
        b.spell_used[s] = True
    if power == POWER_STORM:
        standing = b.sides[enemy]
        targets = tuple([c for c in standing if c != JAIL or len(standing) == 1])
    else:
        targets = (b.target,)
    gamble = power == POWER_GAMBLE
    if len(targets) == 1:  # every attack but a Storm
        t = targets[0]
        d = defence_of(st, b, t)
        any_hit = total == GAMBLE_NEEDS if gamble else attack_hits(total, d)
        defences = (d,)
        hits = (any_hit,)
    else:
        defences = []
        hits = []
        any_hit = False
        for t in targets:
            d = defence_of(st, b, t)
            defences.append(d)
            hit = total == GAMBLE_NEEDS if gamble else attack_hits(total, d)
            hits.append(hit)
            if hit:
                any_hit = True
    shielded = any_hit and b.shield[enemy]
    if shielded:
        b.shield[enemy] = False
    if st.quiet:
        events: list = []
    else:
        word = "shielded" if shielded else "hit"
        events = [AttackRolled(s, tuple(sel), power, spell, tuple(faces), bonus, total,
                               targets, tuple(defences),
                               tuple([word if h else "miss" for h in hits]))]
    if any_hit and not shielded:
        if len(targets) == 1:
            defeat(st, b, targets[0], events)
        else:
            for t, h in zip(targets, hits):
                if h:
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
    if not st.quiet:
        events.append(Defeated(c, b.owner.get(c, -1), side, to))


# -- the end of a round and of the battle --------------------------------------------------


def end_round(st, events: list) -> None:
    b = st.battle
    spell0, spell1 = b.spell
    spells = () if spell0 < 0 and spell1 < 0 else tuple([c for c in b.spell if c >= 0])
    if spells:
        st.discard.extend(spells)
    if not st.quiet:
        events.append(RoundEnded(b.round, spells))
    b.spell = [-1, -1]
    if b.round >= MAX_ROUNDS:
        end_battle(st, -1, "rounds", events)
        return
    b.round += 1
    b.new_round()
    if not st.quiet:
        events.append(BattleRound(b.round))
    commit.start_round(st, events)


def finish_by_defeat(st, events: list) -> None:
    b = st.battle
    # Checked after every Trap and attack, so only one side can have fallen.
    end_battle(st, 0 if b.sides[0] else 1, "defeated", events)


def end_battle(st, winner: int, reason: str, events: list) -> None:
    """Spells left go to the discard pile; a winning attacker takes the defender's
    Jewels, a winning rescuer the jailed St. Knights; survivors go back to the fields
    (a supporter's to the player it helped), the Jail's stay on it as guards."""
    b = st.battle
    spell0, spell1 = b.spell
    if spell0 >= 0 or spell1 >= 0:
        left = tuple([c for c in b.spell if c >= 0])
        st.discard.extend(left)
        events.append(SpellsDiscarded(left))
    if not st.quiet:
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
            events.append(Returned(-1, tuple(guards), tuple([b.owner[c] for c in guards])))
    st.battle = None
    if not st.quiet:
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
    field = st.chars[seat]
    if field:
        for c in cards:
            insort(field, c)
    else:  # the usual case: the field went into the battle
        st.chars[seat] = sorted(cards)
    if not st.quiet:
        owner = b.owner
        events.append(Returned(seat, tuple(cards), tuple([owner[c] for c in cards])))


# -- why not -----------------------------------------------------------------------------


def fight_reason(st, action) -> str:
    """Why `action` is not allowed at this step of the fight."""
    b = st.battle
    ph = st.phase
    kind = type(action)
    if ph == PH_TRAP:
        if kind is TrapOn:
            c = action.card
            if c not in b.sides[1 - b.traps[0]]:
                return f"{card_name(c)} is not an enemy character standing in the battle."
            return (f"{card_name(c)} cannot be picked: the Trap springs on an enemy "
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
            if len(b.sel) > 1 and p in (POWER_SPELL, POWER_STORM):
                return "Orcs attacking together use their dice, not a Spell."
            if p == POWER_SPELL:
                return "Your side has no revealed attack Spell left to cast this round."
            if p == POWER_STORM:
                return "Your side has no revealed Storm left to cast this round."
            if p == POWER_GAMBLE:
                return ("The 2-dice attack is only for an attacker whose best roll cannot "
                        "reach the target's defence.")
            return f"{p!r} is not a way to attack: dice, spell, storm or gamble."
        return "Choose how to attack: the dice, the side's Spell, or 2 dice for a 12."
    return "Wait for the dice."
