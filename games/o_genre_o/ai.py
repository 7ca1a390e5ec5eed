"""Heuristic play for O Genre O: the Easy level and fast AI rollouts.

`policy(view, legal_actions, rng)` sees only a seat's view. Every Devil won costs a
life, so it plays to keep Devils off itself:
- discards: the cards most likely to win tricks (high numbers, high Devils above all,
  which would take themselves in) and the last cards of short suits (a void lets it
  shed Devils on other players' tricks);
- the trump vote: a chip on the suit it holds most strongly (high trumps would make
  it win tricks it cannot lose);
- leading: a low card that others can beat, never a master card or a trump if it can
  help it, a low Devil when Devils may be led (whoever takes the trick takes it);
- following: duck under the winning card with the highest card that still loses
  (a Devil first), or, when void, shed its worst Devil on someone else's trick; when
  it must win, win with an Angel; and below the cap from round 2, take an all-Angel
  trick as the last player (+1 life, nothing to lose).

`rollout_policy(state, rng)` is a cruder and much faster version that reads the
(determinised) state directly, for AI rollouts. `rollout_cutoff` stops rollouts at
the end of the round, and `evaluate` scores lives (the Devils won in the round in
progress counted as already lost).

`observation_weight(state, view)` (Hard's weighted determinisations) is how likely the
other players' follows seen this round were, had they held the hands of the
determinised `state` and followed like `choose_follow`: each follow the heuristic would
have made counts 1, any other `FOLLOW_MISS` (soft: players deviate). Leads and discards
are not weighed (a lead depends on all that its player had seen).
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from types import SimpleNamespace

from engine.cards import highest_by, lowest_by
from engine.tricks import beats, plays_in_order, trick_winner
from games.o_genre_o.actions import DISCARD, PLAY, VOTE, Discard, Play, Vote
from games.o_genre_o.cards import DEVIL, deck
from games.o_genre_o.rules import PH_DISCARD, PH_PLAY, PH_VOTE
from games.o_genre_o.view import OGenreOView, known_cards

# -- reading a view ----------------------------------------------------------------


def outstanding(view: OGenreOView) -> set[int]:
    """Cards that someone else may still hold (or have discarded): not seen by this
    seat this round."""
    known = known_cards(view)
    return {c for c in deck(view.num_players) if c not in known}


def higher_out(card: int, out: set[int]) -> int:
    """How many outstanding cards of `card`'s suit are higher."""
    suit = card >> 4
    return sum(1 for c in out if c >> 4 == suit and c > card)


def _suit_count(cards, suit: int) -> int:
    return sum(1 for c in cards if c >> 4 == suit)


def may_recover(view: OGenreOView, seat: int) -> bool:
    """Whether `seat` would recover a life by winning an all-Angel trick now."""
    return view.round >= 2 and view.lives[seat] < view.life_cap


# -- the heuristic player ----------------------------------------------------------


def policy(view: OGenreOView, legal_actions: list, rng: random.Random):
    """One of `legal_actions`, chosen by the heuristics of the module docstring."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    first = legal_actions[0]
    if isinstance(first, Play):
        cards = [a.card for a in legal_actions]
        if view.trick:
            return _by_card(legal_actions, choose_follow(view, cards))
        return _by_card(legal_actions, choose_lead(view, cards, rng))
    if isinstance(first, Discard):
        return _by_card(legal_actions, choose_discard(list(view.hand), rng))
    if isinstance(first, Vote):
        suit = choose_chip(list(view.hand), [a.suit for a in legal_actions])
        return next(a for a in legal_actions if a.suit == suit)
    return rng.choice(legal_actions)


def _by_card(actions, card):
    for a in actions:
        if a.card == card:
            return a
    return actions[0]


def discard_badness(card: int, hand: list[int]) -> float:
    """How much a card should go: high numbers win tricks, high Devils take
    themselves in, and the last cards of a short suit leave a void to shed Devils in."""
    rank = card & 15
    bad = float(rank)
    if DEVIL[card] and rank >= 6:
        bad += 4
    if _suit_count(hand, card >> 4) <= 2:
        bad += 3
    return bad


def choose_discard(hand: list[int], rng: random.Random) -> int:
    return max(hand, key=lambda c: (discard_badness(c, hand), rng.random()))


def suit_strength(hand: list[int], suit: int) -> float:
    """How many tricks a suit would make its holder win as trump."""
    return sum(2 + max(0, (c & 15) - 4) for c in hand if c >> 4 == suit)


def choose_chip(hand: list[int], suits: list[int]) -> int:
    """The suit to keep from being trump: the strongest in the hand."""
    return max(suits, key=lambda s: (suit_strength(hand, s), -s))


def choose_lead(view: OGenreOView, cards: list[int], rng: random.Random) -> int:
    out = outstanding(view)
    trump = view.trump
    seat = view.seat
    void_suits = {suit for s, suit in view.voids if s != seat}

    def risk(c: int) -> float:
        suit = c >> 4
        higher = higher_out(c, out)
        r = float(c & 15)
        if higher == 0:
            r += 20  # a master card wins its trick, with whatever Devils are shed on it
        if suit == trump:
            r += 8
        elif suit in void_suits:
            r += 3  # someone void may shed a Devil (or trump in)
        if DEVIL[c]:
            r -= 2.5  # a Devil led and lost goes to the winner
        return r

    return min(cards, key=lambda c: (risk(c), rng.random()))


def choose_follow(view: OGenreOView, cards: list[int]) -> int:
    trump = view.trump
    n = view.num_players
    trick = [c for _, c in view.trick]
    lead = trick[0] >> 4
    best = trick[trick_winner(trick, trump)]
    last = len(trick) == n - 1
    all_angels = not any(DEVIL[c] for c in trick)
    winners = [c for c in cards if beats(c, best, lead, trump)]
    losers = [c for c in cards if c not in winners]
    if last and all_angels and may_recover(view, view.seat):
        angel_winners = [c for c in winners if not DEVIL[c]]
        if angel_winners:
            return min(angel_winners)  # +1 life, and no Devil in it
    if losers:
        # Shed the worst: a Devil before an Angel, then the highest number; when void,
        # never waste a trump that loses anyway before a side card.
        return max(losers, key=lambda c: (DEVIL[c], c >> 4 != trump or lead == trump,
                                          c & 15))
    # Every legal card wins for now: win with an Angel, the highest if last (shed it),
    # else the lowest (a later player may still take it).
    if last:
        return max(cards, key=lambda c: (not DEVIL[c], c & 15))
    return min(cards, key=lambda c: (DEVIL[c], c & 15))


# -- the fast rollout policy -------------------------------------------------------

# The rollout policy's card keys as tables (its choices, looked up rather than computed).
# The card to shed when losing: a Devil before an Angel, then the highest number.
_SHED_KEY = [16 * DEVIL[c] + (c & 15) for c in range(80)]
# A lead's cost by trump suit: trumps last, then by number, a Devil counted 2 lower.
_LEAD_KEY = [[64 * (c >> 4 == trump) + (c & 15) - 2 * DEVIL[c] + 2 for c in range(80)]
             for trump in range(5)]
# The card to discard: the highest number, a Devil counted 4 higher.
_DISCARD_KEY = [(c & 15) + 4 * DEVIL[c] for c in range(80)]
# A card's part of its suit's strength as trump (`suit_strength`).
_TRUMP_WORTH = [2 + max(0, (c & 15) - 4) for c in range(80)]


def has_devil(cards) -> bool:
    """Whether `cards` hold a Devil. A loop, not any() of a generator, because the
    release build compiles `rollout_policy` with its position typed, which Cython allows
    only in a function holding no closure (packaging/write_pxd.py)."""
    for c in cards:  # noqa: SIM110
        if DEVIL[c]:
            return True
    return False


def rollout_policy(state, rng: random.Random):
    """A quick heuristic move for `state` (a determinised OGenreOState), for rollouts.

    It reads the state directly (hands, trick, trump) and never builds a view. The
    rollouts spend a third of the search's time here, so `beats` is written out for a
    trick's winning card (trump is always a suit in play) and card keys are ints."""
    ph = state.phase
    if ph == PH_PLAY:
        seat = state.turn
        hand = state.hands[seat]
        trick = state.trick
        trump = state.trump
        if not trick:
            pool = hand if state.broken else ([c for c in hand if not DEVIL[c]] or hand)
            if rng.random() < 0.3:
                return PLAY[pool[int(rng.random() * len(pool))]]
            # the lowest non-trump, a Devil counted 2 lower (shed it while it is safe)
            return PLAY[lowest_by(pool, _LEAD_KEY[trump])]
        lead = trick[0] >> 4
        # hands are sorted, so the cards of the suit led lie together
        low = bisect_left(hand, lead << 4)
        pool = hand[low:bisect_left(hand, (lead + 1) << 4, low)] or hand
        if len(pool) == 1:  # no choice (every branch below agrees)
            return PLAY[pool[0]]
        best = trick[trick_winner(trick, trump)] if len(trick) > 1 else trick[0]
        best_is_trump = best >> 4 == trump
        under = -1
        under_key = -1
        for c in pool:
            suit = c >> 4
            if best_is_trump:
                wins = suit == trump and c > best
            else:  # the best card is of the suit led
                wins = suit == trump or (suit == lead and c > best)
            if not wins:
                key = _SHED_KEY[c]
                if key > under_key:
                    under, under_key = c, key
        if under >= 0:
            if len(trick) == state.num_players - 1 and state.round_no >= 2 \
                    and state.lives[seat] < state.cap and not has_devil(trick):
                for c in pool:
                    if DEVIL[c]:
                        continue
                    suit = c >> 4
                    if best_is_trump:
                        wins = suit == trump and c > best
                    else:
                        wins = suit == trump or (suit == lead and c > best)
                    if wins:
                        return PLAY[c]
            return PLAY[under]
        for c in pool:
            if not DEVIL[c]:
                return PLAY[c]
        return PLAY[pool[0]]
    if ph == PH_DISCARD:
        hand = state.hands[state.turn]
        return DISCARD[highest_by(hand, _DISCARD_KEY)]
    if ph == PH_VOTE:
        # choose_chip in one pass: each suit's strength (suit_strength), then the
        # strongest suit not chipped yet, the lowest suit among equals
        strength = [0, 0, 0, 0, 0]
        for c in state.hands[state.turn]:
            strength[c >> 4] += _TRUMP_WORTH[c]
        mask = state.chip_mask
        best = -1
        for suit in range(5):
            if not mask >> suit & 1 and (best < 0 or strength[suit] > strength[best]):
                best = suit
        return VOTE[best]
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


# -- what the AI's search needs besides a policy -----------------------------------

LIFE_SCALE = 6.0  # lives of lead that count as a clear advantage


def rollout_cutoff(state) -> int:
    """Rollouts stop when this changes: at the end of the round being played."""
    return len(state.history)


def evaluate(state) -> list[float]:
    """Each seat's value in [0, 1]: its life (less the Devils it has won in a round not
    yet settled) against the mean of the others, squashed; at the end of the game,
    half of it is the share of the victory."""
    n = state.num_players
    lives = list(state.lives)
    if not state.over and state.phase == PH_PLAY:
        for s in range(n):
            lives[s] -= state.devils_won[s]
    total = sum(lives)
    values = []
    for s in range(n):
        lead = lives[s] - (total - lives[s]) / (n - 1)
        values.append(1.0 / (1.0 + math.exp(-lead / LIFE_SCALE)))
    if state.over:
        winners = state.winners()
        values = [0.5 * v + (0.5 / len(winners) if s in winners else 0.0)
                  for s, v in enumerate(values)]
    return values


# -- how likely the others' plays were (Hard's weighted determinisations) ----------

FOLLOW_MISS = 0.3  # the weight of a follow the heuristic would not have made

# The search levels' own settings here (added to engine.ai.agents.LEVEL_SETTINGS).
# Normal thinks 300 iterations (about 0.04 s), Hard its full 1.5 s (about 11,000: `bench.ai
# speed` gives 7,405 a second at 4 players, machine pace 0.24 s). The search is near its
# best by about 1,000 iterations: regret against a search of
# the true deal on the same 299 decisions of 4-player games: Easy 0.027, 100 iterations
# 0.025, 300: 0.020, 1,000: 0.014, Hard at 1,950: 0.013, at 5,750: 0.014. So Normal at
# 0.5 s (1,950) could not be told from Hard; at 300 it is a step between them (against
# Easy: +78.1% [+73.4, +82.9] of a fair share over 1,350 deals; at 100 it was Easy's
# equal). Hard beats Normal by +88.7% [+80.7, +96.8] at the reference machine's 1.5 s
# (10,900; 452 deals) and by +77.3% [+72.4, +82.3] at a slower one's (1,950; 1,198 deals).
# In the same seats of the 437 deals both played, 10,900 ends +1.11 +- 0.52 lives and
# +0.033 +- 0.018 pairwise share ahead of 1,950 (in victories +10.3 +- 10.7%, not beyond
# zero): the longer think is worth a little (bench/results/o_genre_o-4p-*).
# Hard's pool of determinisations weighted by `observation_weight` ({"pool": 128,
# "weighted": True}) was measured against Hard without it (300 iterations each, 6 deals:
# about 3 lives a game worse, and no lower regret against the true deal), so it is off.
LEVEL_SETTINGS: dict = {"normal": {"iterations": 300}}


def past_tricks(view: OGenreOView) -> list[tuple[int, tuple[int, ...]]]:
    """(leader, cards in play order) of each finished trick of this round, read from
    the won piles: the dealer leads the first trick, each trick's winner the next, and
    a pile holds its tricks whole, in order."""
    n = view.num_players
    trump = view.trump
    taken = [0] * n
    leader = view.dealer
    tricks = []
    for _ in range(view.tricks_played):
        for s in range(n):
            cards = view.won[s][taken[s]:taken[s] + n]
            if len(cards) == n and (leader + trick_winner(cards, trump)) % n == s:
                break
        else:
            break  # piles that no sequence of tricks explains (never in a real game)
        tricks.append((leader, cards))
        taken[s] += n
        leader = s
    return tricks


def observed_plays(view: OGenreOView) -> list[tuple[int, tuple, int]]:
    """(seat, the trick before it as (seat, card) pairs, card) of every card another
    seat played this round, in play order (a lead has an empty trick before it)."""
    tricks = past_tricks(view)
    if view.trick:
        tricks.append((view.leader, tuple(c for _, c in view.trick)))
    return [p for p in plays_in_order(tricks, view.num_players) if p[0] != view.seat]


def observation_weight(state, view: OGenreOView) -> float:
    """How likely the others' follows this round were with `state`'s hands (see the
    module docstring): the product of 1 per follow `choose_follow` would have made and
    `FOLLOW_MISS` per other follow."""
    if view.phase != "play" or view.trump < 0:
        return 1.0
    plays = observed_plays(view)
    if not plays:
        return 1.0
    still: dict[int, list[int]] = {}  # each seat's cards played from each play on
    for s, _, card in plays:
        still.setdefault(s, []).append(card)
    weight = 1.0
    for s, before, card in plays:
        since = still[s]
        # Its hand then, sorted as the legal actions are (ties go to the first card).
        hand = sorted(state.hands[s] + since)
        since.pop(0)
        if not before:
            continue  # a lead: not weighed
        lead = before[0][1] >> 4
        legal = [c for c in hand if c >> 4 == lead] or hand
        if len(legal) == 1:
            continue
        seen = SimpleNamespace(seat=s, num_players=view.num_players, trump=view.trump,
                               trick=before, round=view.round, lives=view.lives,
                               life_cap=view.life_cap)
        if choose_follow(seen, legal) != card:
            weight *= FOLLOW_MISS
    return weight
