"""Why the hint suggests a move in Monstermaker 5, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view: the seat's own hand, every field and
Jewel, the Jail, the battle as the seat sees it (a face-down Spell of the other side is
unknown to it and never named). The figures are those of the heuristic player of
games/monstermaker5/ai.py: `win_chance` (a rough chance that one group of characters
beats another), `hit_chance` / the best attack (dice, Spell with the caster's bonus, or
the 2-dice gamble) against a defence, `threat` (how dangerous an enemy is), `card_value`.

Every action a seat can take gets a line:
- the turn: KnightTo, Place, ChangeOfHeart, Attack, Rescue, UseThief, Steal, Free,
  EndTurn, DiscardShown (the Whisper of Deep);
- a battle: Commit, CommitSpell, CommitDone, Support, NoSupport, TrapOn, and the
  attack's ChooseAttacker, JoinOrc, OrcsDone, Target, Power, each with the odds.
None only for a view without a seat (a spectator asks for no hint), an action that is
not one of these (the chance steps are nobody's decision), or one whose fields no legal
action has (a bool for a card, a card or seat out of range).
"""

from __future__ import annotations

from games.monstermaker5.ai import (
    GAMBLE_CHANCE,
    _best_chance,
    card_value,
    choose_side,
    hit_chance,
    threat,
    win_chance,
)
from games.monstermaker5.battle import targetable
from games.monstermaker5.cards import (
    ATTACK_SPELL_KINDS,
    CAST_BONUS,
    DARK,
    DEFENCE,
    DICE,
    IS_FIGHTER,
    IS_MATE,
    IS_PLACEABLE,
    JAIL,
    KIND,
    KNIGHT,
    KNIGHT_JEWEL,
    LIGHT,
    ORC,
    PLUS,
    QUEEN,
    SHIELD,
    SIDE,
    SIDE_NAMES,
    STORM,
    THIEF_NUMBER,
    TRAP,
    attack_text,
    card_name,
)
from games.monstermaker5.moves import (
    KNIGHT_FIELD,
    POWER_DICE,
    POWER_GAMBLE,
    POWER_SPELL,
    POWER_STORM,
    Attack,
    ChangeOfHeart,
    ChooseAttacker,
    Commit,
    CommitDone,
    CommitSpell,
    DiscardShown,
    EndTurn,
    Free,
    JoinOrc,
    KnightTo,
    NoSupport,
    OrcsDone,
    Place,
    Power,
    Rescue,
    Steal,
    Support,
    Target,
    TrapOn,
    UseThief,
    fields_have_exact_types,
)
from games.monstermaker5.view import SIDE_CODE

MAX_LEN = 90  # characters: the banner's line at 1280x720


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    seat = view.seat
    if type(seat) is not int or not 0 <= seat < view.num_players:
        return None
    reason = _REASONS.get(type(action))
    if reason is None or not _fields_fit(view, action):
        return None
    if view.battle is None and type(action) in _BATTLE:
        return None
    return reason(view, action)


def _fields_fit(view, action) -> bool:
    """The action's fields have their exact types and lie in range (a legal action's
    always do; anything else gets no line rather than an error)."""
    if not fields_have_exact_types(action):
        return False
    for name in ("card", "jewel", "knight"):
        value = getattr(action, name, 0)
        if not 0 <= value <= JAIL:
            return False
    if not 0 <= getattr(action, "target", 0) < view.num_players:
        return False
    return getattr(action, "side", 0) in (0, 1)


# -- words ---------------------------------------------------------------------------------


def _name(c: int) -> str:
    """A card's name, short enough for the banner."""
    if c == JAIL:
        return "the Jail"
    if c < JAIL and KIND[c] == QUEEN:
        return "the Queen"
    return card_name(c)


def _who(seat: int) -> str:
    return f"player {seat + 1}"


def _pct(p: float) -> str:
    if p >= 0.995:
        return "over 99%"
    if p <= 0.005:
        return "under 1%" if p > 0 else "0%"
    return f"{p:.0%}"


def _about(p: float) -> str:
    line = _pct(p)
    return f"about {line}" if line[0].isdigit() and line != "0%" else line


def _fit(*lines: str) -> str:
    """The first line that fits the banner (MAX_LEN), else the last (the shortest)."""
    for line in lines:
        if len(line) <= MAX_LEN:
            return line
    return lines[-1]


def _jewels(n: int) -> str:
    return f"{n} Jewel" if n == 1 else f"{n} Jewels"


def _formula(dice: int, plus: int) -> str:
    return f"{dice}D" + (f"+{plus}" if plus else "")


def _card(c: int) -> str:
    """A character with its numbers: "Warrior (2D+1, defence 7)", "Orc (1D, defence 5)"."""
    name = "Orc" if c < JAIL and KIND[c] == ORC else _name(c)
    return f"{name} ({_stats(c)})"


def _stats(c: int) -> str:
    return f"{attack_text(c)}, defence {DEFENCE[c]}"


def _side(view, seat: int) -> int:
    return SIDE_CODE[view.sides[seat]]


# -- the turn ------------------------------------------------------------------------------


def _knight(view, action) -> str:
    knight = _name(view.drawn) if view.drawn >= 0 else "the St. Knight"
    if action.where == KNIGHT_FIELD:
        return f"{_card(view.drawn) if view.drawn >= 0 else knight} fights for you"
    if view.sides[view.seat] == "light":
        return f"jailed, {knight} may still be freed by a rescue or a Thief"
    return f"jailed, {knight} cannot fight for the Light against you"


def _place(view, action) -> str:
    c = action.card
    me = view.seat
    jewels = len(view.jewels[me])
    if view.sides[me] == "neutral":
        return f"{_card(c)} takes you into the {SIDE_NAMES[SIDE[c]]}"
    if jewels:
        return f"{_card(c)} guards your {_jewels(jewels)}"
    if len(view.hand) > 5:
        return f"{_card(c)} to your field brings your hand down to 5"
    return f"{_card(c)} makes your field stronger for the battles"


def _strength(hand, side: int) -> float:
    return sum(card_value(c) for c in hand if IS_PLACEABLE[c] and SIDE[c] == side)


def _change(view, action) -> str:
    now = _side(view, view.seat)
    other = DARK if now == LIGHT else LIGHT
    mine, theirs = _strength(view.hand, now), _strength(view.hand, other)
    if theirs > mine:
        return f"your hand is stronger in the {SIDE_NAMES[other]} ({theirs:.0f} to {mine:.0f})"
    if len(view.hand) > 5:
        return "the Whisper of Deep: no other way to bring your hand down to 5"
    return f"your field goes; you may place the {SIDE_NAMES[other]} cards of your hand"


def _our_fighters(view) -> list[int]:
    me = view.seat
    side = _side(view, me) or choose_side(view.hand)
    return [c for c in view.fields[me] if IS_FIGHTER[c]] + \
        [c for c in view.hand if IS_PLACEABLE[c] and SIDE[c] == side]


def _their_fighters(view, t: int) -> list[int]:
    theirs = list(view.fields[t])
    if view.hand_sizes[t] and not theirs:
        theirs = [34]  # as the heuristic: a defender may put up a Monster or so
    return theirs


def _attack(view, action) -> str:
    t = action.target
    p = win_chance(_our_fighters(view), _their_fighters(view, t))
    jewels = len(view.jewels[t])
    if jewels:
        return f"{_who(t)} holds {_jewels(jewels)}; you win such a battle {_about(p)}"
    return f"{_who(t)} holds no Jewel, but you win such a battle {_about(p)}"


def _mates(view) -> list[int]:
    me = view.seat
    return [c for c in view.fields[me] if IS_MATE[c]] + [c for c in view.hand if IS_MATE[c]]


def _rescue(view, action) -> str:
    p = win_chance(_mates(view), [JAIL, *view.guards])
    k = len(view.jail)
    knights = f"{k} St. Knight" if k == 1 else f"{k} St. Knights"
    return f"the Jail holds {knights}; your Mates break it {_about(p)}"


def _thief_odds(card: int) -> str:
    n = THIEF_NUMBER[card]
    return f"a die above {n} ({_pct((6 - n) / 6)})"


def _richest(view) -> int:
    others = [s for s in range(view.num_players) if s != view.seat]
    return max(others, key=lambda s: len(view.jewels[s]), default=-1)


def _use_thief(view, action) -> str:
    rich = _richest(view)
    odds = _thief_odds(action.card)
    if rich >= 0 and view.jewels[rich]:
        return f"{_who(rich)} holds {_jewels(len(view.jewels[rich]))}: {odds} takes one, no battle"
    if view.jail:
        return f"{odds} frees a jailed St. Knight without a battle"
    return f"{_name(action.card)} leaves your hand: {odds} would have won a card"


def _steal(view, action) -> str:
    owner = next((s for s in range(view.num_players) if action.jewel in view.jewels[s]), -1)
    odds = _thief_odds(view.thief) if view.thief >= 0 else "a die"
    if owner < 0:
        return f"{_name(action.jewel)} to your field if {odds} comes up"
    held = len(view.jewels[owner])
    return f"{_who(owner)} holds {_jewels(held)}: {odds} takes {_name(action.jewel)}"


def _free(view, action) -> str:
    odds = _thief_odds(view.thief) if view.thief >= 0 else "a die"
    return f"{odds} frees {_name(action.knight)} (2D+2, defence 9) to your field"


def _end_turn(view, action) -> str:
    me = view.seat
    ours = _our_fighters(view)
    rich = [s for s in range(view.num_players) if s != me and view.jewels[s]]
    if not rich:
        return "nobody else holds a Jewel: nothing worth attacking for"
    if view.sides[me] == "light":  # the Light never attacks the Light
        rich = [s for s in rich if view.sides[s] != "light"]
    best = max(rich, key=lambda s: win_chance(ours, _their_fighters(view, s)), default=-1)
    p = win_chance(ours, _their_fighters(view, best)) if best >= 0 else 0.0
    if best >= 0 and p < 0.5:
        return f"your best attack ({_who(best)}) wins only {_about(p)}: keep your cards"
    guards = len(view.fields[me])
    held = len(view.hand)
    return f"no attack this turn: {guards} on your field, {held} card{'s' * (held != 1)} in hand"


def _discard_shown(view, action) -> str:
    c = action.card
    if card_value(c) <= min(card_value(x) for x in view.hand):
        return f"{_name(c)} is the least useful card in your hand"
    return f"{_name(c)} goes: nothing else brings your hand down to 5"


# -- a battle: committing and support ------------------------------------------------------


def _lines(view) -> tuple[list[int], list[int]]:
    """(our side's characters, the other side's) for the side the seat commits to."""
    b = view.battle
    mine = b.commit_side if b.commit_side in (0, 1) else 0
    return list(b.sides[mine]), list(b.sides[1 - mine])


def _commit(view, action) -> str:
    c = action.card
    ours, theirs = _lines(view)
    before, after = win_chance(ours, theirs), win_chance([*ours, c], theirs)
    if after - before >= 0.01:
        return _fit(f"{_card(c)}: your side's odds from {_pct(before)} to "
                    f"{_pct(after)}", f"{_name(c)}: your odds from {_pct(before)} to {_pct(after)}")
    return _fit(f"{_card(c)} joins your side: one more to take the hits",
                f"{_name(c)} joins your side: one more to take the hits")


def _commit_spell(view, action) -> str:
    c = action.card
    ours, theirs = _lines(view)
    k = KIND[c]
    if k == SHIELD:
        return "a Shield cancels the first hit on your side this round"
    if k == STORM:
        return f"Storm rolls 2D once against every enemy: {len(theirs)} standing"
    if k == TRAP:
        return "a Trap: a die above 3 (50%) defeats the enemy you pick"
    casters = [x for x in ours if x != JAIL and CAST_BONUS[x]]
    bonus = max((CAST_BONUS[x] for x in casters), default=0)
    targets = targetable(theirs)
    if not targets:
        return f"{_name(c)} ({attack_text(c)}): an attack besides the dice this round"
    low = min(DEFENCE[t] for t in targets)
    p = hit_chance(DICE[c], PLUS[c] + bonus, low)
    return f"{_name(c)} at {_formula(DICE[c], PLUS[c] + bonus)} hits a defence {low} {_about(p)}"


def _commit_done(view, action) -> str:
    ours, theirs = _lines(view)
    p = win_chance(ours, theirs)
    return f"{len(ours)} against {len(theirs)}, {_about(p)} to win: keep the rest of your hand"


def _helped(b, side: int) -> int:
    return b.attacker if side == 0 else b.defender


def _support(view, action) -> str:
    b = view.battle
    h = _helped(b, action.side)
    align = SIDE_CODE[b.align[action.side]]
    fights = f"fights for the {SIDE_NAMES[align]}" if align else "is neutral"
    spells = [c for c in view.hand if c < JAIL and KIND[c] in ATTACK_SPELL_KINDS]
    tip = f"your {_name(spells[0])} can tip it" if spells else "your cards can tip it"
    if h < 0:
        return f"the Jail's side {fights}: {tip}"
    held = len(view.jewels[h])
    jewels = _jewels(held) if held else "no Jewel"
    return f"{_who(h)} ({jewels}) {fights}: {tip}"


def _no_support(view, action) -> str:
    if view.sides[view.seat] == "neutral":
        return "you are neutral: neither side of this battle is yours"
    held = len(view.hand)
    return f"keep your {held} card{'s' * (held != 1)} for your own turn"


def _trap_on(view, action) -> str:
    c = action.card
    b = view.battle
    enemies = b.sides[1] if c in b.sides[1] else b.sides[0]
    if len(enemies) > 1 and threat(c) >= max(threat(x) for x in enemies):
        return f"the most dangerous enemy ({attack_text(c)}): a die above 3 (50%) defeats it"
    return f"it attacks with {attack_text(c)}: a die above 3 (50%) defeats it"


# -- a battle: the attack ------------------------------------------------------------------


def _fight_context(view):
    b = view.battle
    s = b.turn_side if b.turn_side in (0, 1) else 0
    owners = dict(zip(b.sides[1 - s], b.owners[1 - s]))
    spell = b.spells[s]
    spell_free = spell >= 0 and not b.spell_used[s]
    return b, s, owners, spell, spell_free


def _how(power: str, sel, spell: int) -> str:
    if power == POWER_SPELL and spell >= 0:
        return f"with {_name(spell)}"
    if power == POWER_GAMBLE:
        return "needing a 12 on 2 dice"
    dice = sum(DICE[x] for x in sel)
    plus = sum(PLUS[x] for x in sel)
    return f"with {dice}D" + (f"+{plus}" if plus else "")


def _choose_attacker(view, action) -> str:
    b, s, owners, spell, spell_free = _fight_context(view)
    targets = targetable(list(b.sides[1 - s]))
    if not targets:
        return f"{_name(action.card)} ({attack_text(action.card)}) attacks this round"
    best = max(targets, key=lambda t: _best_chance(view, [action.card], t, owners.get(t, -1),
                                                   spell, spell_free)[0] * (0.5 + threat(t)))
    p, power = _best_chance(view, [action.card], best, owners.get(best, -1), spell, spell_free)
    return f"its best target is {_name(best)}, {_how(power, [action.card], spell)}: {_about(p)}"


def _orc_target(view, sel):
    b, s, owners, spell, _ = _fight_context(view)
    targets = targetable(list(b.sides[1 - s]))
    if not targets:
        return None, 0.0
    target = max(targets, key=threat)
    return target, _best_chance(view, sel, target, owners.get(target, -1), spell, False)[0]


def _join_orc(view, action) -> str:
    sel = list(view.battle.selected)
    target, before = _orc_target(view, sel)
    if target is None:
        return f"{_name(action.card)} adds its {attack_text(action.card)} to the Orcs' attack"
    _, after = _orc_target(view, [*sel, action.card])
    return f"together the Orcs hit {_name(target)} {_about(after)}, alone {_pct(before)}"


def _orcs_done(view, action) -> str:
    sel = list(view.battle.selected)
    target, p = _orc_target(view, sel)
    if target is None:
        return "the Orcs chosen attack now"
    return f"the Orcs chosen already hit {_name(target)} {_about(p)}"


def _target(view, action) -> str:
    b, s, owners, spell, spell_free = _fight_context(view)
    t = action.card
    sel = list(b.selected)
    p, power = _best_chance(view, sel, t, owners.get(t, -1), spell, spell_free)
    line = f"its defence {_defence(view, t, owners.get(t, -1))} falls {_about(p)} " \
        f"{_how(power, sel, spell)}"
    others = targetable(list(b.sides[1 - s]))
    if len(others) > 1 and threat(t) >= max(threat(x) for x in others):
        return _fit(f"{line}; it attacks with {attack_text(t)}, the worst threat",
                    f"{line}; the worst threat")
    return line


def _defence(view, t: int, owner: int) -> int:
    if t < JAIL and KIND[t] == KNIGHT and owner >= 0 and KNIGHT_JEWEL[t] in view.jewels[owner]:
        return DEFENCE[t] + 1  # a St. Knight with its own Jewel on the field
    return DEFENCE[t]


def _power(view, action) -> str:
    b, s, owners, spell, _ = _fight_context(view)
    sel = list(b.selected)
    t = b.target
    kind = action.kind
    if kind == POWER_STORM:
        n = len(b.sides[1 - s])
        return f"Storm rolls once against all {n} enemies standing"
    if t < 0 or t > JAIL:
        return "the best of your ways to attack this round"
    d = _defence(view, t, owners.get(t, -1))
    if kind == POWER_GAMBLE:
        dice = sum(DICE[x] for x in sel)
        plus = sum(PLUS[x] for x in sel)
        if 6 * dice + plus < d:
            return f"the dice cannot reach defence {d}: only a 12 on 2 dice wins (1 in 36)"
        return f"a 12 on 2 dice defeats {_name(t)}: 1 in {round(1 / GAMBLE_CHANCE)}"
    if kind == POWER_SPELL and spell >= 0:
        bonus = CAST_BONUS[sel[0]] if len(sel) == 1 and sel[0] < JAIL else 0
        p = hit_chance(DICE[spell], PLUS[spell] + bonus, d)
        at = _formula(DICE[spell], PLUS[spell] + bonus)
        return f"{_name(spell)} at {at} against defence {d}: {_about(p)}"
    if kind == POWER_DICE:
        dice = sum(DICE[x] for x in sel)
        plus = sum(PLUS[x] for x in sel)
        p = hit_chance(dice, plus, d)
        formula = f"{dice}D" + (f"+{plus}" if plus else "")
        return f"{formula} against defence {d}: {_about(p)} to defeat {_name(t)}"
    return f"your side's Spell against {_name(t)}, defence {d}"


_REASONS = {
    KnightTo: _knight, Place: _place, ChangeOfHeart: _change, Attack: _attack,
    Rescue: _rescue, UseThief: _use_thief, Steal: _steal, Free: _free, EndTurn: _end_turn,
    DiscardShown: _discard_shown, Commit: _commit, CommitSpell: _commit_spell,
    CommitDone: _commit_done, Support: _support, NoSupport: _no_support, TrapOn: _trap_on,
    ChooseAttacker: _choose_attacker, JoinOrc: _join_orc, OrcsDone: _orcs_done,
    Target: _target, Power: _power,
}
_BATTLE = frozenset((Commit, CommitSpell, CommitDone, Support, NoSupport, TrapOn,
                     ChooseAttacker, JoinOrc, OrcsDone, Target, Power))
