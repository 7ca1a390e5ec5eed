"""What Monstermaker 5's search needs besides a policy: where rollouts stop
(`rollout_cutoff`) and what a position is worth there (`evaluate`).

A position is worth a softmax over the seats of each player's side value (`side_value`:
the chance that its side gathers 4 Jewels times its share of the side's lead, plus its
share of a draw) corrected by its field's strength, its cards in hand and its place in its
side, with weights fitted on Easy's games (`eval_weights`). At the end of the game it is
exactly each seat's share of the victory, as `winners()` rewards it.
"""

from __future__ import annotations

import math
from functools import cache

from games.monstermaker5.ai import EXPECTED, win_chance
from games.monstermaker5.cards import DARK, LIGHT, SIDE, WIN_JEWELS


def rollout_cutoff(state) -> int:
    """Rollouts stop when this changes: at the end of the turn in progress, or, when the
    search began in an earlier turn, at the end of the turn after it (`state.horizon`,
    set by `sample_state`), so that the next player's answer is seen."""
    turn_no = state.turn_no  # max() written out: called twice at every rollout step
    horizon = state.horizon
    return turn_no if turn_no >= horizon else horizon


def safety(state, seat: int, sides, fields=None) -> float:
    """How safe `seat`'s Jewels are: 1 minus the best chance of any player who may attack
    it to win the battle with its field (a rough guide, not a forecast). `fields`: every
    seat's field characters as tuples, when the caller has them already."""
    if not state.jewels[seat]:
        return 1.0
    if fields is None:
        fields = [tuple(f) for f in state.chars]
    mine = fields[seat]
    # win_chance(theirs, mine) remembered per defending field: fields change slowly and
    # searches meet the same ones again and again.
    against = _WIN_CHANCES.get(mine)
    if against is None:
        if len(_WIN_CHANCES) > 5_000:  # bounded
            _WIN_CHANCES.clear()
        against = _WIN_CHANCES[mine] = {}
    light = sides[seat] == LIGHT
    worst = 0.0
    for e in range(state.num_players):
        theirs = fields[e]
        if e == seat or not theirs or (light and sides[e] == LIGHT):
            continue
        p = against.get(theirs)
        if p is None:
            p = against[theirs] = win_chance(theirs, mine)
        if p > worst:
            worst = p
    return 1.0 - 0.5 * worst


_WIN_CHANCES: dict[tuple, dict[tuple, float]] = {}  # mine -> theirs -> win_chance, for safety


def _side_chance(jewels: float) -> float:
    """A side's chance to hold 4 Jewels at the end, from what it holds now."""
    return 1.0 / (1.0 + math.exp(-1.5 * (jewels - (WIN_JEWELS - 0.5))))


def side_value(state) -> list[float]:
    """Each seat's value from the sides alone, in [0, 1]: at the end, its share of the
    victory; before, the chance its side gathers 4 Jewels times its share of the side's
    lead, plus its share of a draw. Jewels count less when an enemy field could take them
    (`safety`), and a strong field weighs a little in the share. It is overconfident
    early and blind to cards in hand: `evaluate` corrects it."""
    n = state.num_players
    if state.over:
        winners = state.winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    sides, power = _sides_and_power(state)
    return _side_values(state, sides, power)


def _sides_and_power(state) -> tuple[list[int], list[float]]:
    """Each seat's side (`state.side_of`) and its field characters' expected attack,
    summed, in one pass over the fields."""
    sides = []
    powers = []
    for seat, chars in enumerate(state.chars):
        power = 0.0
        if chars:
            sides.append(SIDE[chars[0]])
            for c in chars:
                power += EXPECTED[c]
        else:
            sides.append(state.side_of(seat))  # in a battle, the side it fights for
        powers.append(power)
    return sides, powers


def _side_values(state, sides, power) -> list[float]:
    n = state.num_players
    fields = None  # built for `safety` only when a seat holds Jewels
    held = []
    light = dark = 0.0
    for s, j in enumerate(state.jewels):
        if j:
            if fields is None:
                fields = [tuple(f) for f in state.chars]
            h = len(j) * safety(state, s, sides, fields)
        else:
            h = 0.0
        held.append(h)
        side = sides[s]
        if side == LIGHT:
            light += h
        elif side == DARK:
            dark += h
    p_light, p_dark = _side_chance(light), _side_chance(dark)
    if p_light + p_dark > 1.0:
        total = p_light + p_dark
        p_light, p_dark = p_light / total, p_dark / total
    draw = max(0.0, 1.0 - p_light - p_dark) / n
    exp = math.exp
    weights = []
    light_weight = dark_weight = 0.0
    for s in range(n):
        weight = exp(1.5 * held[s] + 0.03 * power[s])
        weights.append(weight)
        side = sides[s]
        if side == LIGHT:
            light_weight += weight
        elif side == DARK:
            dark_weight += weight
    values = []
    for s in range(n):
        side = sides[s]
        if side == LIGHT:
            values.append(p_light * weights[s] / light_weight + draw)
        elif side == DARK:
            values.append(p_dark * weights[s] / dark_weight + draw)
        else:
            values.append(draw)
    return values


# The evaluation's weights (`evaluate`), fitted by a softmax regression (cross-entropy
# against each seat's final share of the victory) on the turn starts of games among Easy
# players: 4 players, 800 games (38,800 positions), 8 players, 800 games (29,300). On
# positions held out, the squared error of the values per position fell from 0.60 (the
# side value alone) to 0.51 at 4 players and to 0.56 at 8. In order: log side value, the
# most Jewels of its side, neutral, its side's Jewels, the other side's Jewels, cards in
# hand, its field's expected attack per 10 points, its field's characters.
EVAL_WEIGHTS_4 = (0.316, -0.04, 0.389, 0.14, 0.114, 0.134, 0.774, -0.182)
EVAL_WEIGHTS_8 = (0.539, 0.263, 0.152, 0.112, 0.204, 0.278, 1.521, -0.721)


@cache
def eval_weights(n: int) -> tuple[float, ...]:
    """The weights for `n` players: the 4-player ones up to 4, the 8-player ones from 8,
    in proportion between."""
    t = min(1.0, max(0.0, (n - 4) / 4))
    return tuple(a * (1.0 - t) + b * t for a, b in zip(EVAL_WEIGHTS_4, EVAL_WEIGHTS_8))


def evaluate(state) -> list[float]:
    """Each seat's value in [0, 1], summing to 1: at the end, its share of the victory;
    before, a softmax over the seats of the side value (`side_value`, its log) corrected by
    what the side value does not see: a strong field and cards in hand are worth Jewels
    later (fighting and defending), the most Jewels of a side is the one who wins in it,
    and a neutral player can still join the side that wins. See EVAL_WEIGHTS_4."""
    n = state.num_players
    if state.over:
        winners = state.winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    sides, power = _sides_and_power(state)
    values = _side_values(state, sides, power)
    w_value, w_top, w_neutral, w_side, w_other, w_hand, w_power, w_chars = eval_weights(n)
    counts = [len(j) for j in state.jewels]
    light = dark = top_light = top_dark = 0
    for side, j in zip(sides, counts):
        if side == LIGHT:
            light += j
            if j > top_light:
                top_light = j
        elif side == DARK:
            dark += j
            if j > top_dark:
                top_dark = j
    most = light if light >= dark else dark
    log = math.log
    hands = state.hands
    chars = state.chars
    logits = []
    for s in range(n):
        side, j = sides[s], counts[s]
        if side == LIGHT:
            z = w_side * light + w_other * dark + (w_top if j and j == top_light else 0.0)
        elif side == DARK:
            z = w_side * dark + w_other * light + (w_top if j and j == top_dark else 0.0)
        else:
            z = w_neutral + w_other * most
        value = values[s]
        z += w_value * log(value if value >= 1e-4 else 1e-4) + w_hand * len(hands[s]) + \
            w_power * 0.1 * power[s] + w_chars * len(chars[s])
        logits.append(z)
    top = max(logits)
    exp = math.exp
    weights = [exp(z - top) for z in logits]
    total = sum(weights)
    return [w / total for w in weights]
