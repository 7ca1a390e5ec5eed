"""The computer players' knowledge of Monstermaker 5 Revised.

- `policy(view, legal, rng)`: the heuristic player (Easy, and a guide for people reading
  the code). It picks a side by the hand, attacks the weakest Jewel holder it can beat,
  protects its own Jewels by putting characters on its field, rescues when the Jail holds
  several St. Knights and its Mates can break it, sends Thieves at Jewels (or, in the
  Light, at jailed St. Knights), and in battle picks the attack with the best chance to
  defeat the most dangerous enemy.
- `rollout_policy(state, rng)`: a faster, rougher version reading a determinised state
  directly (ISMCTS rollouts).
- where rollouts stop and what a position is worth there: games/monstermaker5/evaluation.py.
- `LEVEL_SETTINGS`: Normal's and Hard's own search settings (see there).
"""

from __future__ import annotations

import math
import random
from functools import cache

from games.monstermaker5.battle import targetable
from games.monstermaker5.cards import (
    ATTACK_SPELL_KINDS,
    CAST_BONUS,
    DARK,
    DEFENCE,
    DICE,
    HOLY_LIGHT,
    IS_FIGHTER,
    IS_MATE,
    IS_PLACEABLE,
    IS_SPELL,
    JAIL,
    KIND,
    KNIGHT,
    KNIGHT_JEWEL,
    LIGHT,
    LIGHTNING,
    NEUTRAL,
    PLUS,
    SHIELD,
    SIDE,
    STORM,
    THIEF,
    THIEF_NUMBER,
    TRAP,
)
from games.monstermaker5.moves import (
    CHANGE,
    COMMIT_DONE,
    END_TURN,
    KNIGHT_TO_FIELD,
    KNIGHT_TO_JAIL,
    NO_SUPPORT,
    ORCS_DONE,
    POWER_DICE,
    POWER_GAMBLE,
    POWER_SPELL,
    POWER_STORM,
    RESCUE,
    Attack,
    ChooseAttacker,
    Commit,
    CommitSpell,
    DiscardShown,
    Free,
    JoinOrc,
    Place,
    Power,
    Steal,
    Support,
    Target,
    UseThief,
)
from games.monstermaker5.phases import (
    PH_ATTACKER,
    PH_COMMIT,
    PH_KNIGHT,
    PH_MAIN,
    PH_ORCS,
    PH_POWER,
    PH_SUPPORT,
    PH_TARGET,
    PH_THIEF,
)
from games.monstermaker5.rules import LEGAL_BY_PHASE
from games.monstermaker5.view import SIDE_CODE

# -- dice --------------------------------------------------------------------------------


@cache
def at_least(dice: int, need: int) -> float:
    """The chance that `dice` six-sided dice total at least `need`."""
    if need <= dice:
        return 1.0
    if need > 6 * dice:
        return 0.0
    ways = [1]
    for _ in range(dice):
        nxt = [0] * (len(ways) + 6)
        for total, count in enumerate(ways):
            for face in range(1, 7):
                nxt[total + face] += count
        ways = nxt
    return sum(ways[need:]) / 6 ** dice


GAMBLE_CHANCE = 1 / 36
SPELL_VALUE = {LIGHTNING: 5, HOLY_LIGHT: 6, STORM: 5, SHIELD: 3, TRAP: 4}  # others: 4
EXPECTED = tuple(3.5 * DICE[c] + PLUS[c] for c in range(JAIL + 1))


def hit_chance(dice: int, plus: int, defence: int) -> float:
    return at_least(dice, defence - plus)


def threat(c: int) -> float:
    """How dangerous a character is: its chance to defeat a typical defender (7)."""
    return hit_chance(DICE[c], PLUS[c], 7) + CAST_BONUS[c] * 0.05


THREAT = tuple(threat(c) for c in range(JAIL + 1))  # threat(c), looked up in rollouts


def card_value(c: int) -> float:
    if IS_SPELL[c]:
        return SPELL_VALUE.get(KIND[c], 4)
    if KIND[c] == THIEF:
        return 7 - THIEF_NUMBER[c]
    return EXPECTED[c] * 0.6 + DEFENCE[c] * 0.5


def win_chance(ours: list[int], theirs: list[int]) -> float:
    """A rough chance that the characters `ours` beat `theirs` in a battle: who needs
    fewer rounds to defeat the other side."""
    if not theirs:
        return 1.0
    if not ours:
        return 0.0
    # hit_chance(DICE[c], PLUS[c], defence) summed in order, written out (rollouts and
    # the evaluation's safety call this often)
    d_theirs = d_ours = 0
    for c in theirs:
        d_theirs += DEFENCE[c]
    for c in ours:
        d_ours += DEFENCE[c]
    aim_theirs = round(d_theirs / len(theirs))
    aim_ours = round(d_ours / len(ours))
    rate_ours = rate_theirs = 0.0
    for c in ours:
        rate_ours += at_least(DICE[c], aim_theirs - PLUS[c])
    for c in theirs:
        rate_theirs += at_least(DICE[c], aim_ours - PLUS[c])
    rate_ours += 0.05
    rate_theirs += 0.05
    ours_need = len(theirs) / rate_ours
    theirs_need = len(ours) / rate_theirs
    return 1.0 / (1.0 + math.exp(-1.6 * (theirs_need - ours_need)))


# -- the heuristic player (from a view) ---------------------------------------------------


def _side(view, seat: int) -> int:
    return SIDE_CODE[view.sides[seat]]


def _hand_side_strength(hand, side: int) -> float:
    return sum(card_value(c) for c in hand if IS_PLACEABLE[c] and SIDE[c] == side)


def choose_side(hand) -> int:
    """The side a neutral player joins: the one its hand is stronger in."""
    light = _hand_side_strength(hand, LIGHT)
    dark = _hand_side_strength(hand, DARK)
    return LIGHT if light >= dark else DARK


def policy(view, legal: list, rng: random.Random):
    """The heuristic move for `view`'s seat among `legal`."""
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    if phase == "main":
        return _main(view, legal, rng)
    if phase == "commit":
        return _commit(view, legal)
    if phase == "support":
        return _support(view, legal)
    if phase == "knight":
        side = _side(view, view.seat)
        keep = side == LIGHT or (side == NEUTRAL and choose_side(view.hand) == LIGHT)
        return KNIGHT_TO_FIELD if keep else KNIGHT_TO_JAIL
    if phase == "thief_target":
        return _thief_target(view, legal)
    if phase in ("choose_attacker", "choose_target", "choose_power", "orcs", "trap_target"):
        return _fight(view, legal)
    return legal[int(rng.random() * len(legal))]


def _main(view, legal, rng):
    me = view.seat
    hand = view.hand
    side = _side(view, me)
    places = [a for a in legal if type(a) is Place]
    attacks = [a for a in legal if type(a) is Attack]
    thieves = [a for a in legal if type(a) is UseThief]
    discards = [a for a in legal if type(a) is DiscardShown]
    if discards:
        return min(discards, key=lambda a: card_value(a.card))
    if CHANGE in legal and not places and not attacks and not thieves and \
            END_TURN not in legal and RESCUE not in legal:
        return CHANGE  # the Whisper of Deep
    if thieves:
        others = [len(view.jewels[s]) for s in range(view.num_players) if s != me]
        if max(others, default=0) or (side != DARK and view.jail):
            return min(thieves, key=lambda a: THIEF_NUMBER[a.card])
    if RESCUE in legal and len(view.jail) >= 2:
        mates = [c for c in view.fields[me] if IS_MATE[c]] + [c for c in hand if IS_MATE[c]]
        if win_chance(mates, [JAIL, *view.guards]) > 0.5:
            return RESCUE
    best, best_value = None, 0.25
    for a in attacks:
        t = a.target
        jewels = len(view.jewels[t])
        if not jewels:
            continue
        fight_side = side or choose_side(hand)
        ours = [c for c in view.fields[me] if IS_FIGHTER[c]] + \
            [c for c in hand if IS_PLACEABLE[c] and SIDE[c] == fight_side]
        theirs = list(view.fields[t])
        if view.hand_sizes[t] and not theirs:
            theirs = [34]  # a neutral defender may put up a Monster or so from its hand
        value = jewels * win_chance(ours, theirs) - 0.3 * len(view.fields[me])
        if value > best_value:
            best, best_value = a, value
    if best is not None:
        return best
    if places:
        target_side = side or choose_side(hand)
        mine = [a for a in places if SIDE[a.card] == target_side] or places
        protect = len(view.jewels[me]) > 0 or len(view.fields[me]) < 2
        if len(hand) > 5 or protect or END_TURN not in legal:
            return max(mine, key=lambda a: card_value(a.card))
    if END_TURN in legal:
        return END_TURN
    others = [a for a in legal if a is not CHANGE] or legal
    return others[int(rng.random() * len(others))]


def _battle_lists(view):
    b = view.battle
    return b, list(b.sides[0]), list(b.sides[1])


def _commit(view, legal):
    b, side0, side1 = _battle_lists(view)
    me = view.seat
    mine = b.commit_side
    chars = [a for a in legal if type(a) is Commit]
    spells = [a for a in legal if type(a) is CommitSpell]
    ours, theirs = (side0, side1) if mine == 0 else (side1, side0)
    principal = me in (b.attacker, b.defender)
    at_stake = principal and (mine == 0 or len(view.jewels[me]) > 0 or b.kind == "rescue")
    chance = win_chance(ours, theirs) if chars else 1.0
    if chars and ((at_stake and principal) or chance < (0.8 if principal else 0.5)):
        return max(chars, key=lambda a: card_value(a.card))
    if spells and (at_stake or not principal):
        def useful(a):
            k = KIND[a.card]
            if k == SHIELD:
                return 3.5 if mine == 1 else 2.5
            if k == STORM:
                return 2 + len(theirs)
            return SPELL_VALUE.get(k, 4)
        return max(spells, key=useful)
    if COMMIT_DONE in legal:
        return COMMIT_DONE
    return (chars or spells or legal)[0]


def _support(view, legal):
    b = view.battle
    me = view.seat
    for a in legal:
        if type(a) is Support:
            helped = b.attacker if a.side == 0 else b.defender
            mine = _side(view, me)
            if helped >= 0 and mine != NEUTRAL and len(view.jewels[helped]) >= 1 and \
                    any(IS_SPELL[c] and KIND[c] in ATTACK_SPELL_KINDS for c in view.hand):
                return a
    return NO_SUPPORT


def _thief_target(view, legal):
    steals = [a for a in legal if type(a) is Steal]
    frees = [a for a in legal if type(a) is Free]
    if steals:
        def richness(a):
            for s in range(view.num_players):
                if a.jewel in view.jewels[s]:
                    return len(view.jewels[s])
            return 0
        return max(steals, key=richness)
    return frees[0] if frees else legal[0]


def _defence(view, c: int, owner: int) -> int:
    if c < JAIL and KIND[c] == KNIGHT and owner >= 0 and KNIGHT_JEWEL[c] in view.jewels[owner]:
        return DEFENCE[c] + 1
    return DEFENCE[c]


def _best_chance(view, sel, target, owner, spell, spell_free) -> tuple[float, str]:
    """The best (chance, power) for the attack of `sel` on `target`."""
    defence = _defence(view, target, owner)
    dice = sum(DICE[a] for a in sel)
    plus = sum(PLUS[a] for a in sel)
    best = (hit_chance(dice, plus, defence), POWER_DICE)
    if len(sel) == 1 and spell_free and spell >= 0 and KIND[spell] in ATTACK_SPELL_KINDS:
        p = hit_chance(DICE[spell], PLUS[spell] + CAST_BONUS[sel[0]], defence)
        best = max(best, (p, POWER_SPELL))
    if 6 * dice + plus < defence:
        best = max(best, (GAMBLE_CHANCE, POWER_GAMBLE))
    return best


def _fight(view, legal):
    b = view.battle
    phase = view.phase
    if phase == "trap_target":
        return max(legal, key=lambda a: threat(a.card) + DEFENCE[a.card] * 0.01)
    s = b.turn_side
    enemy = list(b.sides[1 - s])
    owners = dict(zip(b.sides[1 - s], b.owners[1 - s]))
    spell = b.spells[s]
    spell_free = spell >= 0 and not b.spell_used[s]
    targets = targetable(enemy)
    if phase == "choose_power":
        if POWER_STORM in {a.kind for a in legal if type(a) is Power}:
            storm = next(a for a in legal if a.kind == POWER_STORM)
            if len(enemy) >= 2:
                return storm
        _, power = _best_chance(view, list(b.selected), b.target, owners.get(b.target, -1),
                                spell, spell_free)
        for a in legal:
            if a.kind == power:
                return a
        return legal[0]
    if phase == "orcs":
        sel = list(b.selected)
        target = max(targets, key=lambda t: threat(t))
        p, _ = _best_chance(view, sel, target, owners.get(target, -1), spell, False)
        joins = [a for a in legal if type(a) is JoinOrc]
        return joins[0] if p < 0.7 and joins else ORCS_DONE
    if phase == "choose_target":
        sel = list(b.selected)
        return max((a for a in legal if type(a) is Target),
                   key=lambda a: _best_chance(view, sel, a.card, owners.get(a.card, -1),
                                              spell, spell_free)[0] * (0.5 + threat(a.card)))
    # choose_attacker: the pair (attacker, target) with the best chance on the most danger
    best, best_value = legal[0], -1.0
    for a in legal:
        if type(a) is not ChooseAttacker:
            continue
        for t in targets:
            p, _ = _best_chance(view, [a.card], t, owners.get(t, -1), spell, spell_free)
            value = p * (0.5 + threat(t)) - 0.01 * EXPECTED[a.card]
            if value > best_value:
                best, best_value = a, value
    return best


# -- rollouts (from a determinised state) --------------------------------------------------


def _state_attack(state, seat: int, legal, r: float):
    """The attack worth making in a rollout, if any: the richest target it can beat."""
    hand = state.hands[seat]
    side = state.side_of(seat)
    best, best_value = None, 0.3
    ours = None  # the same for every target: built at the first one worth a look
    for a in legal:
        if type(a) is not Attack:
            continue
        t = a.target
        jewels = len(state.jewels[t])
        if not jewels:
            continue
        if ours is None:
            fight = side or choose_side(hand)
            ours = state.chars[seat] + [c for c in hand if IS_PLACEABLE[c] and SIDE[c] == fight]
        theirs = state.chars[t] or ([34] if state.hands[t] else [])
        value = jewels * win_chance(ours, theirs)
        if value > best_value:
            best, best_value = a, value
    return best


def _state_fight(state, legal, phase):
    """Attacker, target and power in a rollout: the best chance on the most danger."""
    b = state.battle
    s = b.turn_side
    if phase == PH_POWER:  # legal: dice, then the side's Spell or Storm, then the gamble
        second = legal[1]
        if second.kind == POWER_STORM and len(b.sides[1 - s]) >= 2:
            return second
        if second.kind == POWER_SPELL:
            return second
        dice = plus = 0
        for a in b.sel:
            dice += DICE[a]
            plus += PLUS[a]
        last = legal[-1]
        if 6 * dice + plus < DEFENCE[b.target] and last.kind == POWER_GAMBLE:
            return last
        return legal[0]
    if phase == PH_TARGET:
        dice = plus = 0
        for a in b.sel:
            dice += DICE[a]
            plus += PLUS[a]
        best, best_value = None, -1.0
        for a in legal:  # the first of the best, as max() would pick
            c = a.card
            value = at_least(dice, DEFENCE[c] - plus) * (0.5 + THREAT[c])  # hit_chance
            if best is None or value > best_value:
                best, best_value = a, value
        return best
    # PH_ATTACKER: the character with the best chance against its easiest target
    low = 99
    for t in targetable(b.sides[1 - s]):
        if DEFENCE[t] < low:
            low = DEFENCE[t]
    spell = b.spell[s] if b.revealed and not b.spell_used[s] else -1
    magic = spell >= 0 and KIND[spell] in ATTACK_SPELL_KINDS
    best, best_value = None, -1.0
    for a in legal:
        c = a.card
        p = at_least(DICE[c], low - PLUS[c])  # hit_chance(DICE[c], PLUS[c], low)
        if magic:
            q = at_least(DICE[spell], low - (PLUS[spell] + CAST_BONUS[c]))
            if q > p:
                p = q
        if best is None or p > best_value:
            best, best_value = a, p
    return best


def rollout_policy(state, rng: random.Random):
    """A quick heuristic move for `state`, reading it directly (no view)."""
    # The state's own list of legal actions, read and never changed (legal_actions()
    # hands out a copy): this runs at every step of every rollout.
    legal = state._legal
    if legal is None:
        legal = state._legal = LEGAL_BY_PHASE[state.phase](state)
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    r = rng.random()
    if phase == PH_SUPPORT:  # the commonest step with many players
        if r < 0.85:
            return NO_SUPPORT
    elif phase == PH_COMMIT:  # the principals commit their characters and a Spell
        b = state.battle
        seat = b.committer
        principal = seat == b.attacker or seat == b.defender
        if principal and type(legal[0]) is Commit:  # characters come first in `legal`
            return legal[0]
        if principal or r < 0.3:
            for a in legal:
                if type(a) is CommitSpell and KIND[a.card] in ATTACK_SPELL_KINDS:
                    return a
        if legal[-1] is COMMIT_DONE:  # "done" comes last when it is allowed
            return COMMIT_DONE
    elif phase == PH_MAIN:
        seat = state.turn
        hand = state.hands[seat]
        # One pass over `legal`, by identity: its actions are the interned ones (`x in
        # legal` would call each action's __eq__).
        places = []
        thieves = []
        rescue = change = False
        for a in legal:
            kind = type(a)
            if kind is Place:
                places.append(a)
            elif kind is UseThief:
                thieves.append(a)
            elif a is RESCUE:
                rescue = True
            elif a is CHANGE:
                change = True
        can_end = legal[-1] is END_TURN  # ending the turn comes last when it is legal
        if thieves and r < 0.9:
            return min(thieves, key=_thief_number)
        attack = _state_attack(state, seat, legal, r)
        if attack is not None:
            return attack
        if rescue and len(state.jail) >= 2 and r < 0.6:
            return RESCUE
        if places and (len(hand) > 5 or state.jewels[seat] or len(state.chars[seat]) < 2
                       or not can_end):
            side = state.side_of(seat)
            mine = [a for a in places if SIDE[a.card] == side] or places
            return max(mine, key=_expected_attack)
        if can_end:
            return END_TURN
        if change:
            return CHANGE
    elif phase in (PH_ATTACKER, PH_TARGET, PH_POWER):
        return _state_fight(state, legal, phase)
    elif phase == PH_ORCS:  # all the Orcs join
        return legal[0]
    elif phase == PH_KNIGHT:
        return KNIGHT_TO_FIELD
    elif phase == PH_THIEF:
        return _richest_steal(state, legal)
    return legal[int(rng.random() * len(legal))]


# rollout_policy's helpers are functions, not lambdas: the compiled build types the
# state in rollout_policy (games/monstermaker5/ai.pxd), which a closure would forbid.
def _thief_number(a) -> int:
    return THIEF_NUMBER[a.card]


def _expected_attack(a) -> float:
    return EXPECTED[a.card]


def _richest_steal(state, legal):
    """The Steal from the seat with the most Jewels (the first of the best, as max() picks);
    legal actions that are not Steals count as 0."""
    best, best_value = None, 0
    for a in legal:
        value = len(state.jewels[_owner(state, a.jewel)]) if type(a) is Steal else 0
        if best is None or value > best_value:
            best, best_value = a, value
    return best


def _owner(state, jewel: int) -> int:
    for s in range(state.num_players):
        if jewel in state.jewels[s]:
            return s
    return 0


# -- the search levels' own settings (added to engine.ai.agents.LEVEL_SETTINGS) ------------

# With the fitted `evaluate` the search is near its best after about a hundred
# iterations: more from one tree adds little (normal@100 against normal@30, same seat of the
# same deal: +0.8 +- 1.0 at 4 players, +0.2 +- 0.7 at 8), and neither Hard's heuristic bias
# nor three times the budget beat Normal at 100 (hard@300, bias 1, policy rollouts: +0.5
# +- 1.0 at 4 players, -0.1 +- 0.4 at 8). Normal at 0.5 s (1,350 iterations at 4 players)
# left Hard nothing to gain.
# So Normal is one short tree of 30 iterations. It beats Easy widely (seed 5000, 24 deals:
# +58% of a fair share [+30, +87] at 4 players), and Hard at its real budget beats it at
# 4 players (hard@3600, 16 deals: +75% [+29, +121]).
# At 8 players a tree of 30 is already as good as the search gets: every Hard tried was
# level with it (hard@2500: -0.2 +- 0.4 Jewels in the same seat of the same deal, 6
# deals; longer rollouts, through the next turn or two, -0.1 +- 0.6 and +0.0 +- 0.8),
# while below 30 iterations the search is weaker (seeds 9200+, against Easy: normal@8
# +33% [-1, +68], 40 deals; normal@15 +76% [+48, +104], 60 deals). With more players a
# search gains less from its iterations (at 8 players nothing past 30), so for Hard to
# lead, Normal thinks less: its cap is 120 / players from 5 players on (24, 20, 17, 15;
# 5 to 7 players are interpolated, not measured), 30 below. At 8 players (seed 5000,
# bench/results/monstermaker5-8p-*normal@15*) normal@15 keeps a clear step above Easy
# (+67% [+62, +72], 1,900 deals) and Hard leads it (hard@2500: +72% [+63, +81], 576
# deals; +0.5 +- 0.1 Jewels over the others' mean; in its first 30 deals +0.4 +- 0.3
# Jewels in the same seat of the same deal).
# Hard, as in the Dragon, spends its time on more determinisations at the root rather than
# on a deeper tree (one tree plans with the cards its determinisations put in the others'
# hands: strategy fusion): 12 separate trees, rollouts with 30% random moves like
# Normal's, and no bias towards the heuristic (it did not help the search here: with it,
# normal@100 against Easy at 8 players was +0.9 +- 0.4 points a seat, without +0.9 +-
# 0.3). Past the 12 trees that were measured, more thinking was never shown to help: in
# the same seats of the same deals (bench.ai paired) every figure was behind, though none
# beyond its interval. 12 trees of about 650 were -1.6 +- 2.4 Jewels behind 12 of 300 (6
# deals, bench/results/superseded); 26 trees of 300 (hard@7850, the reference machine's
# 1.5 s) were -0.6 +- 0.9 Jewels and -32% +- 42% of a fair share behind them (37 deals,
# seeds 5000+ and 5100+), and against Normal only +33% [+0, +66] (too wide to tell). So
# Hard thinks what was measured and no more, on any machine: 12 trees of 300 up to 4
# players (hard@3600 against normal@30: +47% [+42, +52], 1,210 deals) and 12 of about 208
# from 5 (hard@2500: +63% [+51, +75] at 6 players, 241 deals; +72% [+63, +81] at 8,
# 576 deals). That is about 0.7 s on the reference machine and 0.4 s on one 1.75 times
# as fast; on a slow one, 1.5 s at most (each tree gets its share of the time).
# `tree_size` keeps a tree at 300 when a fixed budget (hard@N in bench/) holds more trees.
LEVEL_SETTINGS: dict = {
    "normal": {"iterations": 30,
               "players": {n: {"iterations": round(120 / n)} for n in range(5, 9)}},
    "hard": {"ensemble": 12, "tree_size": 300, "rollout_epsilon": 0.3, "bias": 0.0,
             "iterations": 3600, "players": {n: {"iterations": 2500} for n in range(5, 9)}},
}
