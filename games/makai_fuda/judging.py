"""Small pure helpers of Makai Fuda: who may play what, who wins a match, who wins a
tournament and what it pays. They read plain ints and tuples and run inside every AI
playout, so they are written for speed. `games.makai_fuda.rules` re-exports them.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.makai_fuda.cards import (
    BOSS,
    CHIP_CAP,
    CHIP_STEP,
    MAGIC_BOOST,
    MONSTER_NAMES,
    POISON_BONUS,
    POISON_MASK,
    PRIZES,
)


def legal_plays(hand: Sequence[int], field_mask: int, leading: bool) -> list[int]:
    """The cards of `hand` (sorted, Magic last) that may be played to a match whose
    Monster types on the field are the bits of `field_mask`: the leader plays anything;
    the others must play a Monster of a type not yet on the field if they hold one
    (Magic may always be played instead), otherwise anything."""
    if leading:
        return list(hand)
    fresh = [c for c in hand if c < 64 and not field_mask >> (c >> 4) & 1]
    if not fresh:
        return list(hand)
    return fresh + [c for c in hand if c >= 64]


def effective(strength: Sequence[int], poison: int, boss: bool) -> list[int]:
    """Per Monster type: the strengths added together, with +100 for a type whose
    Poison card is on the field while the Boss is too."""
    if not boss or not poison:
        return list(strength)
    return [s + POISON_BONUS if poison >> m & 1 else s for m, s in enumerate(strength)]


def leading_monster(order: Sequence[int], strength: Sequence[int], poison: int,
                    boss: bool) -> int | None:
    """The Monster winning a field on which the types of `order` appeared in that order:
    the highest strength, ties to the type that appeared first; None with no Monster."""
    best = None
    best_value = -1
    for m in order:
        value = strength[m]
        if boss and poison >> m & 1:
            value += POISON_BONUS
        if value > best_value:
            best, best_value = m, value
    return best


def match_result(plays) -> tuple[int | None, int]:
    """(winning Monster, next leader) of a finished match.

    `plays` is a sequence of `(seat, card, target)` in play order (the leader first);
    `target` is the Monster type a Magic card boosts, None for a Monster card or for a
    Magic card played while no Monster was on the field. The winner is the type with
    the highest strength (its cards added, +3 per Magic on it, +100 for its Poison while
    the Boss is on the field), ties to the type that appeared first. The next leader is
    the player who last added to the winner (a card of its type or a Magic on it); with
    no Monster on the field the winner is None and the same player leads again.
    A Magic target not on the field when the Magic is played raises ValueError.
    """
    plays = list(plays)
    if not plays:
        raise ValueError("a match has at least one play")
    strength = [0, 0, 0, 0]
    last = [-1, -1, -1, -1]
    order: list[int] = []
    poison = 0
    boss = False
    for seat, card, target in plays:
        if card >= 64:
            if target is None:
                if order:
                    raise ValueError("Magic must boost a Monster on the field")
                continue
            if target not in order:
                raise ValueError(f"Magic cannot boost {target!r}: that Monster is not on "
                                 f"the field")
            strength[target] += MAGIC_BOOST
            last[target] = seat
            continue
        m = card >> 4
        if m not in order:
            order.append(m)
        strength[m] += card & 15
        last[m] = seat
        if card == BOSS:
            boss = True
        elif POISON_MASK >> card & 1:
            poison |= 1 << m
    winner = leading_monster(order, strength, poison, boss)
    if winner is None:
        return None, plays[0][0]
    return winner, last[winner]


def tournament_winner(dice: Sequence[int], monsters: Sequence[int]) -> int:
    """The Monster with the highest die among `monsters` (in Blue, Green, Yellow, Red
    order); ties go to the earlier one: Blue > Green > Yellow > Red."""
    best = monsters[0]
    for m in monsters[1:]:
        if dice[m] > dice[best]:
            best = m
    return best


def prize(predictors: int) -> int:
    """Gold each correct predictor gets before the chips: 50 alone, 40 each when two,
    30 each when three or four; 0 when nobody predicted the winner."""
    return PRIZES[predictors]


def chips_after(chips: Sequence[int], winner: int, monsters: Sequence[int]) -> list[int]:
    """The bonus chips after a prize phase: the winner's go back to the stock, every
    other Monster's card gets 10 more, at most 40 a card."""
    out = list(chips)
    for m in monsters:
        out[m] = 0 if m == winner else min(CHIP_CAP, out[m] + CHIP_STEP)
    return out


def monsters_text(monsters) -> str:
    return " and ".join(MONSTER_NAMES[m] for m in monsters) or "none"
