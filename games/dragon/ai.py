"""Heuristic play for Slaughter the Dragon: the Easy level and fast AI rollouts.

`policy(view, legal_actions, rng)` sees only a seat's view:
- cards: follow cheaply (duck under the winning card, or play the lowest), win a trick
  with the cheapest winning card when it is worth it (a token outweighs the Purple in
  it) and safe, dump the highest Purple on a trick someone else is taking, lead a master
  card when nobody has shown a void in its colour, otherwise lead low;
- Summoning Jutsu: the picks are unseen (any position); return the worst cards
  (high Purple first, then low cards of short side colours);
- Bodily Division: put the longest side colour (neither trump nor Purple) in the
  2nd-half pile, to be void in it while the 1st-half hand lasts;
- Soul-Sucking: give away junk (a low side card); the practitioner sheds Purple when it
  holds much of it.

`rollout_policy(state, rng)` is a cruder and much faster version that reads the
(determinised) state directly, for AI rollouts.

`observation_weight(state, view)` (Hard's weighted determinisations) is how likely the
other players' follows seen this round were, had they held the hands of the
determinised `state` and followed like `_follow`: each follow the heuristic would have
made counts 1, any other `FOLLOW_MISS` (soft: players deviate). Leads are not weighed
(a lead depends on all that its player had seen), nor the Bodily Division's performer
(its hand changes halfway through the round).
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from types import SimpleNamespace

from engine.cards import lowest_by
from engine.tricks import beats, plays_in_order, trick_winner
from games.dragon.cards import PURPLE, SETUPS
from games.dragon.rules import (
    FINISH,
    GIVE,
    PH_DIVIDE,
    PH_PICK,
    PH_PLAY,
    PH_RETURN,
    PICK,
    PLAY,
    RETURN,
    TO_PILE,
    FinishDivision,
    Give,
    PickScale,
    Play,
    ReturnToScale,
    ToHand,
    ToPile,
)
from games.dragon.view import DragonView, known_cards

# -- reading a view ----------------------------------------------------------------


def outstanding(view: DragonView) -> set[int]:
    """Cards that someone else may still play this round: not seen by this seat and
    not known to lie in the Inverted Scale."""
    known = known_cards(view)
    out = {c for c in SETUPS[view.num_players].cards if c not in known}
    if view.called:
        out.difference_update(view.trump << 4 | r for r in range(view.called + 1, 13))
    out.difference_update(view.summon_returned)
    return out


def is_master(card: int, out: set[int]) -> bool:
    """No outstanding card of its colour is higher."""
    colour = card >> 4
    return not any(c >> 4 == colour and c > card for c in out)


def _count(cards, colour: int) -> int:
    return sum(1 for c in cards if c >> 4 == colour)


def _void_seats(view: DragonView, colour: int) -> set[int]:
    return {s for s, c in view.voids if c == colour and s != view.seat}


# -- the heuristic player ----------------------------------------------------------


def policy(view: DragonView, legal_actions: list, rng: random.Random):
    """One of `legal_actions`, chosen by the heuristics of the module docstring."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    first = legal_actions[0]
    if isinstance(first, Play):
        return _choose_play(view, legal_actions, rng)
    if isinstance(first, PickScale):
        return rng.choice(legal_actions)
    if isinstance(first, ReturnToScale):
        return _by_card(legal_actions, _return_choice(view, [a.card for a in legal_actions]))
    if isinstance(first, (ToPile, ToHand, FinishDivision)):
        return _divide(view, legal_actions)
    if isinstance(first, Give):
        return _by_card(legal_actions, _give_choice(view, [a.card for a in legal_actions]))
    return rng.choice(legal_actions)


def _by_card(actions, card):
    for a in actions:
        if getattr(a, "card", None) == card:
            return a
    return actions[0]


def _choose_play(view: DragonView, legal, rng):
    cards = [a.card for a in legal]
    out = outstanding(view)
    if not view.trick:
        return _by_card(legal, _lead(view, cards, out, rng))
    return _by_card(legal, _follow(view, cards, out))


def _lead(view: DragonView, cards: list[int], out: set[int], rng) -> int:
    trump = view.trump
    trumps_out = any(c >> 4 == trump for c in out)
    masters = []
    for c in cards:
        colour = c >> 4
        if colour == PURPLE:  # a Purple lead hands its winner the Purple of the trick
            continue
        if not is_master(c, out) or not any(o >> 4 == colour for o in out):
            continue
        if colour != trump and _void_seats(view, colour) and (trumps_out or view.purple_broken):
            continue
        masters.append(c)
    if masters:
        side = [c for c in masters if c >> 4 != trump]
        return min(side or masters, key=lambda c: c & 15)
    side = [c for c in cards if c > 15 and c >> 4 != trump]
    pool = side or [c for c in cards if c > 15] or cards
    # Low from the longest colour (others must follow it and may take the trick).
    hand = list(view.hand)
    return min(pool, key=lambda c: (c & 15, -_count(hand, c >> 4), rng.random()))


def _follow(view: DragonView, cards: list[int], out: set[int]) -> int:
    trump = view.trump
    n = view.num_players
    trick = [c for _, c in view.trick]
    lead = trick[0] >> 4
    best = trick[trick_winner(trick, trump)]
    purple_in = sum(c & 15 for c in trick if c < 16)
    after = n - len(trick) - 1
    risk = 0.0
    later_void = set()
    if after:
        later = {(view.seat + i) % n for i in range(1, after + 1)}
        later_void = _void_seats(view, lead) & later
        risk = 1.5 * after + 3.0 * len(later_void)
    if len(view.tricks) == view.tricks_per_round - 1:
        risk += 1.5 * view.scale_size  # the Inverted Scale's Purple goes to this winner
    value = 5 - purple_in - risk

    def worth(c: int) -> float:
        return value - (c & 15 if c < 16 else 0)

    winners = [c for c in cards if beats(c, best, lead, trump)]
    losers = [c for c in cards if c not in winners]
    following = cards[0] >> 4 == lead
    if following:
        good = [c for c in winners if worth(c) > 0]
        if good:
            if after == 0:
                return min(good)
            safe = [c for c in good if is_master(c, out)
                    and (lead == trump or not _void_seats(view, lead))]
            if safe:
                return min(safe)
        if losers:
            return max(losers)
        return max(cards) if after == 0 else min(cards)
    # Void in the colour led.
    good = [c for c in winners if worth(c) > 0]
    if good:
        cheapest = min(good, key=lambda c: c & 15)
        # Safe unless a later player, also void, may overtrump.
        if not later_void or is_master(cheapest, out):
            return cheapest
    purple = [c for c in losers if c < 16]
    if purple:
        return max(purple)
    if losers:
        side = [c for c in losers if c >> 4 != trump] or losers
        hand = list(view.hand)
        return min(side, key=lambda c: (_count(hand, c >> 4), c & 15))
    return min(cards, key=lambda c: c & 15)


def _return_choice(view: DragonView, cards: list[int]) -> int:
    trump = view.trump
    hand = list(view.hand)

    def badness(c: int) -> float:
        colour, rank = c >> 4, c & 15
        if colour == PURPLE:
            return 30 + rank
        if colour == trump:
            return -rank
        return 12 - rank - 2 * _count(hand, colour)

    return max(cards, key=badness)


def division_plan(cards: list[int], trump: int) -> set[int]:
    """The cards to put in the 2nd-half pile: the longest side colour (neither trump
    nor Purple), keeping at least one card in hand."""
    by_colour: dict[int, list[int]] = {}
    for c in cards:
        colour = c >> 4
        if colour != PURPLE and colour != trump:
            by_colour.setdefault(colour, []).append(c)
    if by_colour:
        best = max(by_colour.values(), key=lambda cs: (len(cs), -sum(c & 15 for c in cs)))
        target = list(best)
    else:
        target = [min(cards, key=lambda c: c & 15)]
    if len(target) >= len(cards):
        target = target[:len(cards) - 1]
    return set(target)


def _divide(view: DragonView, legal):
    target = division_plan(sorted(view.hand + view.pile), view.trump)
    for a in legal:
        if isinstance(a, ToPile) and a.card in target:
            return a
    for a in legal:
        if isinstance(a, ToHand) and a.card not in target:
            return a
    for a in legal:
        if isinstance(a, FinishDivision):
            return a
    return legal[0]


def _give_choice(view: DragonView, cards: list[int]) -> int:
    purple = [c for c in cards if c < 16]
    side = [c for c in cards if c > 15]
    if view.seat == view.sucker and len(purple) >= 3:
        return max(purple)
    if side:
        return min(side, key=lambda c: c & 15)
    return min(purple)


# -- the fast rollout policy -------------------------------------------------------


def rollout_policy(state, rng: random.Random):
    """A quick heuristic move for `state` (a determinised DragonState), for rollouts.

    It reads the state directly (hands, trick, trump) and never builds a view. The
    rollouts spend a fifth of the search's time here, so `beats` is written out for a
    trick's winning card (the trump is always a colour in play), and card keys are
    table lookups."""
    ph = state.phase
    if ph == PH_PLAY:
        seat = state.turn
        hand = state.hands[seat]
        trick = state.trick
        if not trick:
            if state.broken:
                pool = hand
            else:  # hands are sorted: the Purple cards (below 16) come first
                pool = hand[bisect_left(hand, 16):] or hand
            if rng.random() < 0.5:
                return PLAY[pool[int(rng.random() * len(pool))]]
            return PLAY[lowest_by(pool, _RANK)]
        lead = trick[0] >> 4
        # hands are sorted, so the cards of the suit led lie together
        low = bisect_left(hand, lead << 4)
        same = hand[low:bisect_left(hand, (lead + 1) << 4, low)]
        if len(same) == 1 or len(hand) == 1:  # no choice (every branch below agrees)
            return PLAY[hand[0] if len(hand) == 1 else same[0]]
        trump = state.trump
        best = trick[trick_winner(trick, trump)] if len(trick) > 1 else trick[0]
        best_is_trump = best >> 4 == trump
        last = len(trick) == state.num_players - 1
        purple_in = min(trick) < 16
        if same:
            # a card of the suit led beats the best card when it is higher, unless a
            # trump of another colour holds the trick
            trumped = best_is_trump and lead != trump
            if purple_in:
                under = same if trumped else [c for c in same if c < best]
                return PLAY[max(under) if under else min(same)]
            if last and not trumped:
                for c in same:  # sorted: the lowest winning card
                    if c > best:
                        return PLAY[c]
            return PLAY[same[0]]
        # void in the suit led: only a trump can win
        purple = hand[:bisect_left(hand, 16)]
        if trump == PURPLE:  # a Purple card wins only as a higher trump
            purple = [c for c in purple if best_is_trump and c < best]
        if purple:
            return PLAY[purple[-1]]
        if last and not purple_in:
            for c in hand:
                if c >> 4 == trump and (not best_is_trump or c > best):
                    return PLAY[c]
        return PLAY[lowest_by(hand, _RANK)]
    if ph == PH_DIVIDE:
        d = state.divider
        hand = state.hands[d]
        pile = state.piles[d]
        if pile and (len(hand) < 2 or rng.random() < 0.35):
            return FINISH
        return TO_PILE[hand[int(rng.random() * len(hand))]]
    if ph == PH_PICK:
        return PICK[int(rng.random() * len(state.scale))]
    if ph == PH_RETURN:
        hand = state.hands[state.summoner]
        if hand[0] < 16:
            return RETURN[max(c for c in hand if c < 16)]
        return RETURN[lowest_by(hand, _RANK)]
    legal = state.legal_actions()
    if legal and isinstance(legal[0], Give):
        hand = state.hands[state.turn]
        side = [c for c in hand if c > 15]
        return GIVE[lowest_by(side, _RANK) if side else hand[0]]
    return legal[int(rng.random() * len(legal))]


_RANK = [c & 15 for c in range(64)]  # a card's number, as a table for lowest_by


# -- what the AI's search needs besides a policy ---------------------------------------

SCORE_SCALE = 12.0  # points of lead that count as a clear advantage


def rollout_cutoff(state) -> int:
    """Rollouts stop when this changes: at the end of the round being played."""
    return len(state.round_scores)


def evaluate(state) -> list[float]:
    """Each seat's value in [0, 1]: its total (with the round in progress, if it is not
    scored yet) against the mean of the others, squashed; at the end of the game, half
    of it is the share of the victory."""
    n = state.num_players
    scores = list(state.totals)
    if not state.over and len(state.round_scores) < state.round_no:
        for s in range(n):
            scores[s] += 5 * state.tokens[s] - sum(c & 15 for c in state.purple_won[s])
    total = sum(scores)
    values = []
    for s in range(n):
        lead = scores[s] - (total - scores[s]) / (n - 1)
        values.append(1.0 / (1.0 + math.exp(-lead / SCORE_SCALE)))
    if state.over:
        winners = state.winners()
        values = [0.5 * v + (0.5 / len(winners) if s in winners else 0.0)
                  for s, v in enumerate(values)]
    return values


# -- how likely the others' plays were (Hard's weighted determinisations) ----------

FOLLOW_MISS = 0.3  # the weight of a follow the heuristic would not have made

# The search levels' own settings here (added to engine.ai.agents.LEVEL_SETTINGS).
# In the Dragon one deep tree plays worse the longer it thinks. Against a search of the
# true deal, regret falls with iterations (54 decisions of 4-player games: Easy 0.050,
# 100 iterations 0.050, 300: 0.038, 1,950: 0.030, 5,600: 0.016), but in play it does not:
# by score in the same seat of the same deals against Normal at 300, Normal at 1,950 was
# -32.8 (4 seats) and the engine's Hard at 1,950 -18.8 +- 17.9 (16); the heuristic's bias
# hurt (-14.6 +- 14.3 with it, +1.9 +- 19.7 without, in an ensemble). A deep tree plans
# with the cards each determinisation deals the others (strategy fusion).
# So Hard spends its time on many shallow trees instead: an ensemble of 18 searches (each
# about 300 iterations of the 5,600 that 1.5 s gives on a quiet core), rollouts with 30%
# random moves, no bias. Normal is one such tree of 100 iterations (+68.8% of a fair share
# against Easy, 64 deals). Hard against it, by score in the same seat: +36.2 +- 21.6 (one
# deal at 5,600), and +15.4 +- 18.0 with 6 trees at 1,950 (3 deals).
# Measured again at the reference machine's real budget (hard@9200: 18 trees of about 510), Hard
# beats Normal (+33.8% of a fair share [+28.8, +38.8], 1,155 deals), as does hard@5600 (a slower
# machine's 1.5 s: +34.3% [+29.3, +39.3], 1,091 deals), and the two are level in the same
# seats of the same deals (-0.5 +- 7.0%, +1.1 +- 1.3 points, 1,091 deals): a deeper tree did not
# help. So a tree grows no larger than that (`tree_size`): a faster machine spends its speed on more
# trees. 29 trees of 500 (hard@14500, a 1.5 s 1.75 times as fast as the reference's) beat Normal too
# (+42.9% [+10.7, +75.0], 42 deals) and, in the same seats of those deals, hard@9200 by +32.1
# +- 42.1% of a fair share (+3.3 +- 8.6 points): no worse, perhaps better, not beyond the interval.
# More trees than that were never measured (and in Monstermaker 5 more trees than measured did not
# help), so at the table Hard thinks at most those 29 trees (an "iterations" cap of 14,500): on a
# machine that fast it is hard@14500; on the reference machine its 1.5 s grow 18 trees of 500 (about
# hard@9200, 18 of 511); on a slower one 18 trees share the time.
# Hard's pool of determinisations weighted by `observation_weight` ({"pool": 128,
# "weighted": True}) was measured against Hard without it (300 iterations each, 10 deals:
# share 0.175, pairwise 0.49, and no lower regret against the true deal), so it is off.
LEVEL_SETTINGS: dict = {
    "normal": {"iterations": 100},
    "hard": {"ensemble": 18, "tree_size": 500, "rollout_epsilon": 0.3, "bias": 0.0,
             "iterations": 14500},
}


def observed_follows(view: DragonView) -> list[tuple[int, tuple, int]]:
    """(seat, the trick before it as (seat, card) pairs, card) of every card another
    seat played this round, in play order (a lead has an empty trick before it)."""
    tricks = [(leader, cards) for leader, cards, _ in view.tricks]
    if view.trick:
        tricks.append((view.leader, tuple(c for _, c in view.trick)))
    return plays_in_order(tricks, view.num_players)


def observation_weight(state, view: DragonView) -> float:
    """How likely the others' follows this round were with `state`'s hands (see the
    module docstring): the product of 1 per follow `_follow` would have made and
    `FOLLOW_MISS` per other follow. Each follower's knowledge is rebuilt as it was then:
    its hand (now, and what it played since), the cards played before, the voids shown
    before."""
    if view.phase != "play" or view.trump < 0:
        return 1.0
    plays = observed_follows(view)
    if len(plays) < 2:
        return 1.0
    n = view.num_players
    me = view.seat
    trump = view.trump
    still: dict[int, list[int]] = {}  # each seat's cards played from each play on
    for s, _, card in plays:
        still.setdefault(s, []).append(card)
    every = set(SETUPS[n].cards)
    if view.called:  # the trumps above the count-down's number lie in the Inverted Scale
        every.difference_update(trump << 4 | r for r in range(view.called + 1, 13))
    played: set[int] = set()
    voids: set[tuple[int, int]] = set()
    tricks_done = 0
    weight = 1.0
    for s, before, card in plays:
        since = still[s]
        hand = state.hands[s] + since  # its hand then: now, and what it played since
        since.pop(0)
        if before and s != me and s != view.divider:
            lead = before[0][1] >> 4
            legal = [c for c in hand if c >> 4 == lead] or hand
            if len(legal) > 1:
                seen = SimpleNamespace(
                    seat=s, num_players=n, trump=trump, trick=before, voids=tuple(voids),
                    tricks=range(tricks_done), tricks_per_round=view.tricks_per_round,
                    scale_size=view.scale_size, hand=hand)
                out = every.difference(hand, played)
                if _follow(seen, sorted(legal), out) != card:
                    weight *= FOLLOW_MISS
        if before and card >> 4 != before[0][1] >> 4:
            voids.add((s, before[0][1] >> 4))
        played.add(card)
        if len(before) == n - 1:
            tricks_done += 1
    return weight
