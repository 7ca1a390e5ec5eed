"""Why the hint suggests a move in Makai Fuda, in one line, from the seat's view.

`hint_reason(view, action)` reads only the view (the seat's hand and own face-down
prediction, the field and its strengths, the dice and chips): it names the Monsters and
numbers that make the move good. The table prints the move before it ("Hint: play Blue 5
- <reason>"), so a reason never starts by repeating the move. The words follow the
heuristic player of games/makai_fuda/ai.py (root for the Monster you predicted; in
Variant I's first matches, before the prediction, for the one the hand would predict,
called "your likely prediction"):

- Predict: the Monster the rest of the hand can push (how many of its cards stay in
  hand and their strength, its wins so far and the gold in chips on its card, the Boss
  with its Poison); as Variant II's new prediction, the dice it leads by.
- Play, a card of the predicted Monster: the strength it brings the Monster to against
  the best rival on the field (+100 for a Poison with the Boss), or what it adds when a
  rival stays ahead.
- Play, the Boss: the +100 it gives a Poison on the field, or the strength it brings.
- Play, another Monster: shed a weak card of a type not predicted, keeping the
  predicted Monster's cards; said when it leads the match too.
- Play, Magic: the +3 it gives the predicted Monster on the field (and whether that
  wins), or, with no Monster on the field, that it is thrown away without effect.
- Boost (Magic's target): +3 to the predicted Monster with its new strength, or to the
  weakest Monster here (it helps no rival to a win).
- PlayPrediction (Variant II): another Monster leads the dice (both counts named), and
  the face-down card joins the match.

Every action of the game gets a line. None only for a spectator's view, a seat outside
the table, or an action the seat cannot make (a card it does not hold, an action of
another game): there is no move to explain.
"""

from __future__ import annotations

from games.makai_fuda.ai import own_monster
from games.makai_fuda.cards import (
    BOSS,
    MAGIC_BOOST,
    MATCHES,
    MONSTER_NAMES,
    POISON,
    POISON_BONUS,
)
from games.makai_fuda.judging import legal_plays
from games.makai_fuda.moves import Boost, Play, PlayPrediction, Predict


def hint_reason(view, action) -> str | None:
    """One line on why `action` is a good move for the seat of `view`, or None."""
    seat = view.seat
    if type(seat) is not int or not 0 <= seat < view.num_players:
        return None
    kind = type(action)
    if kind is PlayPrediction:
        return _switch(view)
    if kind is Boost:
        if action.monster not in view.monsters:
            return None
        return _boost(view, action.monster)
    if kind not in (Predict, Play) or action.card not in view.hand:
        return None
    if kind is Predict:
        return _predict(view, action.card)
    if action.card >= 64:
        return _magic(view)
    return _play(view, action.card)


def _field_types(view) -> list[int]:
    """The Monster types on the field, in the order they appeared."""
    order: list[int] = []
    for _, c, _, _ in view.plays:
        if c < 64 and c >> 4 not in order:
            order.append(c >> 4)
    return order


def _best_rival(view, mine: int, strengths) -> tuple[int, int]:
    """(type, strength) of the strongest type on the field other than `mine`, or (-1, 0)."""
    rivals = [m for m in _field_types(view) if m != mine]
    if not rivals:
        return -1, 0
    best = max(rivals, key=lambda m: strengths[m])
    return best, strengths[best]


def _yours(view) -> str:
    """The predicted Monster in words; before a prediction (Variant I's first matches)
    the one the hand would predict."""
    return "your Monster" if view.predictions[view.seat] >= 0 else "your likely prediction"


def _boss_on_field(view) -> bool:
    return any(c == BOSS for _, c, _, _ in view.plays)


# -- the prediction -----------------------------------------------------------------


def _predict(view, card: int) -> str:
    m = card >> 4
    name = MONSTER_NAMES[m]
    rest = [c for c in view.hand if c != card]
    own = [c for c in rest if c < 64 and c >> 4 == m]
    strength = sum(c & 15 for c in own)
    if view.phase == "switch":
        lead = view.dice[m]
        line = f"{name} has {_plural(lead, 'win')} so far"
        return f"{line}, {len(own)} more in hand" if own else line
    extras = []
    if BOSS in rest and POISON[m] in rest:
        extras.append("Boss and Poison held")
    if view.dice[m]:
        extras.append(_plural(view.dice[m], "win"))
    if view.chips[m]:
        extras.append(f"{view.chips[m]} gold on its card")
    line = f"{len(own)} more {name} in hand to push it ({strength} strength)"
    for extra in extras:
        if len(line) + len(extra) + 2 > 90:
            break
        line += f", {extra}"
    return line


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _switch(view) -> str | None:
    mine_card = view.predictions[view.seat]
    if mine_card < 0:
        return None
    mine = mine_card >> 4
    lead = max(view.monsters, key=lambda m: (view.dice[m], m == mine))
    if lead == mine:
        return "it joins the match; then you predict another Monster"
    ahead, own = view.dice[lead], view.dice[mine]
    left = MATCHES - view.match
    return (f"{MONSTER_NAMES[lead]} leads the dice {ahead}-{own} over your "
            f"{MONSTER_NAMES[mine]}, {left} matches left")


# -- the matches --------------------------------------------------------------------


def _play(view, card: int) -> str:
    mine = own_monster(view)
    m = card >> 4
    strengths = list(view.strengths)
    boss = _boss_on_field(view) or card == BOSS
    if card == BOSS:
        poisoned = [p >> 4 for _, p, _, _ in view.plays if p < 64 and p == POISON[p >> 4]]
        if mine in poisoned:
            now = strengths[mine] + POISON_BONUS + (card & 15 if m == mine else 0)
            mine_name = MONSTER_NAMES[mine]
            return f"{mine_name}'s Poison gets +{POISON_BONUS}: your {mine_name} at {now}"
        if poisoned:
            target = MONSTER_NAMES[poisoned[0]]
            return f"{target}'s Poison gets +{POISON_BONUS} in this match"
    if m != mine:
        return _shed(view, card, mine)
    gain = card & 15
    if card == POISON[m] and boss and strengths[m] < POISON_BONUS:
        gain += POISON_BONUS
    now = strengths[m] + gain
    rival, rival_strength = _best_rival(view, mine, strengths)
    mine_name = MONSTER_NAMES[mine]
    if rival < 0:
        still = view.num_players - len(view.plays) - 1
        if not still:
            return f"{mine_name} at {now}, no rival and nobody left to play: it wins"
        to_come = _plural(still, "player")
        return f"{mine_name}, {_yours(view)}, on the field at {now}: {to_come} to come"
    rival_name = MONSTER_NAMES[rival]
    first = _field_types(view).index(rival) < [*_field_types(view), m].index(m)
    if now > rival_strength or (now == rival_strength and not first):
        return f"brings {mine_name} to {now}, over {rival_name} at {rival_strength}"
    return f"adds {card & 15}: {mine_name} at {now}, {rival_name} at {rival_strength}"


def _shed(view, card: int, mine: int) -> str:
    mine_name = MONSTER_NAMES[mine]
    kept = sum(1 for c in view.hand if c < 64 and c >> 4 == mine)
    held = f"your {kept} {mine_name} wait" if kept else f"you hold no more {mine_name}"
    if not view.plays:
        return f"not {mine_name}, {_yours(view)}; {held}"
    types = _field_types(view)
    if mine in types:
        at = view.strengths[mine]
        if _overtakes(view, card, mine) is not None:
            mask = sum(1 << t for t in types)
            legal = [c for c in legal_plays(view.hand, mask, False) if c < 64]
            if all(_overtakes(view, c, mine) is not None for c in legal):
                return f"every card you may play puts a rival over your {mine_name} ({at})"
            rival, now = _overtakes(view, card, mine)
            return f"{MONSTER_NAMES[rival]} goes to {now}, over your {mine_name} at {at}"
        return f"{mine_name} is on the field at {at} and stays ahead; {held}"
    return f"{mine_name} is {_yours(view)}; {held}"


def _overtakes(view, card: int, mine: int) -> tuple[int, int] | None:
    """(type, strength) when `card` lifts its type over `mine` on the field, else None."""
    m = card >> 4
    types = _field_types(view)
    now = view.strengths[m] + (card & 15)
    boss = _boss_on_field(view)
    if card == POISON[m] and boss:
        now += POISON_BONUS
    if card == BOSS and any(p < 64 and p == POISON[p >> 4] and p >> 4 == m
                            for _, p, _, _ in view.plays):
        now += POISON_BONUS
    at = view.strengths[mine]
    first = m in types and types.index(m) < types.index(mine)
    return (m, now) if now > at or (now == at and first) else None


def _magic(view) -> str:
    mine = own_monster(view)
    types = _field_types(view)
    if not types:
        return "no Monster on the field: no effect, one card fewer to hold"
    strengths = view.strengths
    mine_name = MONSTER_NAMES[mine]
    if mine in types:
        now = strengths[mine] + MAGIC_BOOST
        rival, rival_strength = _best_rival(view, mine, strengths)
        if rival < 0:
            return f"+{MAGIC_BOOST} puts {mine_name}, {_yours(view)}, at {now}"
        return (f"+{MAGIC_BOOST} brings {mine_name} to {now}, against "
                f"{MONSTER_NAMES[rival]} at {rival_strength}")
    weakest = min(types, key=lambda t: strengths[t])
    return (f"your {mine_name} cards are kept; the +{MAGIC_BOOST} can go to "
            f"{MONSTER_NAMES[weakest]} ({strengths[weakest]}), the weakest")


def _boost(view, monster: int) -> str:
    mine = own_monster(view)
    strengths = view.strengths
    now = strengths[monster] + MAGIC_BOOST
    if monster == mine:
        rival, rival_strength = _best_rival(view, mine, strengths)
        if rival < 0:
            return f"{_yours(view)}: now {now}"
        return (f"{_yours(view)}: {now} against "
                f"{MONSTER_NAMES[rival]} at {rival_strength}")
    types = _field_types(view)
    if all(strengths[monster] <= strengths[t] for t in types):
        return f"the weakest here ({strengths[monster]} to {now}): no rival gains"
    winner = view.winning
    if winner >= 0 and winner != monster and now > strengths[winner]:
        return (f"from {strengths[monster]} to {now}: it overtakes "
                f"{MONSTER_NAMES[winner]} at {strengths[winner]}")
    return (f"from {strengths[monster]} to {now}: it keeps a rival "
            f"of {MONSTER_NAMES[mine]} down")
