"""Heuristic play for The Fool's Field: `policy` (the Easy level, reading a view),
`rollout_policy` (AI rollouts, reading a determinised state directly, fast), and the
search's cut-off and evaluation: while the deck lasts a rollout stops at the end of the
battle in play (`rollout_cutoff`) and `evaluate` guesses each seat's chance from the
hands (fewer cards, and more flexible ones, are better; a match carries that chance to
its points); once the deck is gone rollouts play the short race to its end. The
determinisations come from `view.make_sampler` (prepared once per view).

The ideas:
- Flexibility: a card's FLEX counts the cards that may lie against its sides (a Flower
  side meets any Shield, a Sword side any Sword, a Shield side only a Flower). Keep the
  flexible cards: discard the stiffest after a retreat, and prefer shedding stiff cards.
- Blocking: a placement that leaves the opponent no card to place forces them to
  retreat (and take the field). The opponent's cards are read as they would place
  them: turned half a turn from ours (a card's top points away from its placer), so
  the same card may answer a side for one player and not for the other. Shield sides
  facing empty cells are hard to answer (only Flowers match). `policy` weighs each
  unseen card by the chance that the opponent holds it (the cards they took at a
  retreat are likelier than the others); `rollout_policy` counts the cards of the
  opponent's (sampled) hand that would still fit.
- Retreat at the right moment: only while the deck still has cards, when every card
  that could go is a flexible one and the field would improve the hand; never once the
  deck is gone (then every card placed is a step towards the win).
Figures (bench/fools_field.py, 1000 games, seats alternating): each scores about 0.95
against random play, and they are close to even against each other (0.48-0.52; the
rollout policy sees the determinised opponent hand, the policy models it).
"""

from __future__ import annotations

from functools import cache

from engine.core import playable_actions
from games.fools_field.actions import (
    ACCEPT_TIE,
    DECLINE_TIE,
    DEPLOYS,
    DISCARDS,
    RETREAT,
    Deploy,
    Discard,
)
from games.fools_field.cards import ALL_MASK, FITS_FOR, FLEX, NEIGHBOURS, cards_of, lies_as, mask_of
from games.fools_field.deployment import field_options
from games.fools_field.setup import HAND_SIZE
from games.fools_field.view import DISCARD, OFFER, OVER, PLAY, SHUFFLE

# Weights of the view policy, tuned by self-play of variants against each other (1000
# games a pair). Discarding the stiffest cards and retreating as below both matter (the
# opposite choices score 0.33 and 0.46 against this policy); among placements, leaving
# the opponent few cards that fit matters more than which card goes.
WEIGHTS = {
    "flex": 0.2,          # per point of flexibility given away
    "expected": 3.0,      # per card the opponent is expected to hold that fits somewhere
    "block_deck": 6.0,    # chance the opponent cannot place, while the deck lasts
    "block_end": 30.0,    # the same once the deck is gone
    "retreat_deck": 3,    # retreat only with at least this many cards in the deck
    "retreat_gain": 14,   # ... when the hand would gain this much flexibility
    "retreat_cost": 30,   # ... and every card I could place is at least this flexible
}


def fitting(frontier: int, allow: list[int]) -> int:
    """The cards that fit in at least one cell."""
    out = 0
    while frontier:
        low = frontier & -frontier
        out |= allow[low.bit_length() - 1]
        frontier ^= low
    return out


def opponent_odds(view) -> list[float]:
    """Per card, the chance that the opponent holds it (0 for the cards this seat sees)."""
    seat = view.seat
    opp = 1 - seat
    seen = mask_of(c for c in view.field if c >= 0) | mask_of(view.hand) | mask_of(
        view.my_discards)
    known = mask_of(view.known[opp])
    held = view.hand_sizes[opp]
    dropped = view.discard_sizes[opp]
    odds = [0.0] * len(FLEX)
    n_known = known.bit_count()
    p_known = held / (held + dropped) if held + dropped else 0.0
    expected_known = min(held, n_known * p_known)
    others = ALL_MASK & ~seen & ~known
    n_others = others.bit_count()
    p_other = max(0.0, min(1.0, (held - expected_known) / n_others)) if n_others else 0.0
    for c in cards_of(known):
        odds[c] = p_known
    for c in cards_of(others):
        odds[c] = p_other
    return odds


def _top(values: list[int], n: int) -> int:
    return sum(sorted(values, reverse=True)[:n])


def _should_retreat(view, deploys: list[Deploy], w=WEIGHTS) -> bool:
    if view.deck_size < w["retreat_deck"]:
        return False
    cheapest = min(FLEX[a.card] for a in deploys)
    if cheapest < w["retreat_cost"]:
        return False
    hand = [FLEX[c] for c in view.hand]
    board = [FLEX[c] for c in view.field if c >= 0]
    gain = _top(hand + board, HAND_SIZE) - _top(hand, HAND_SIZE)
    return gain >= w["retreat_gain"]


def _answers(view, action: Deploy, odds: list[float]) -> tuple[float, float]:
    """After `action`: (the chance the opponent has no card to place, the number of
    cards they are expected to hold that fit somewhere)."""
    field = list(view.field)
    field[action.cell] = action.card
    placed_by = list(view.placed_by)
    placed_by[action.cell] = view.seat
    frontier, allow = field_options(field, placed_by, 1 - view.seat)
    blocked = 1.0
    expected = 0.0
    for c in cards_of(fitting(frontier, allow)):
        p = odds[c]
        if p:
            blocked *= 1.0 - p
            expected += p
    return blocked, expected


def _score_deploy(view, action: Deploy, odds: list[float], w=WEIGHTS) -> float:
    blocked, expected = _answers(view, action, odds)
    block = w["block_end"] if view.deck_size == 0 else w["block_deck"]
    return block * blocked - w["expected"] * expected - w["flex"] * FLEX[action.card]


def policy(view, legal_actions: list, rng, weights=WEIGHTS):
    """The heuristic player (Easy level): one of `legal_actions` for `view`'s seat."""
    if view.phase == "tie_offer":
        # Accept only when clearly behind in the race to empty the hand.
        behind = view.deck_size == 0 and len(view.hand) >= view.hand_sizes[1 - view.seat] + 4
        if behind and ACCEPT_TIE in legal_actions:
            return ACCEPT_TIE
        return DECLINE_TIE if DECLINE_TIE in legal_actions else legal_actions[0]
    if view.phase == "discard":
        discards = [a for a in legal_actions if type(a) is Discard]
        if discards:
            return min(discards, key=lambda a: (FLEX[a.card], rng.random()))
    deploys = [a for a in legal_actions if type(a) is Deploy]
    if not deploys:
        choices = playable_actions(legal_actions)
        return RETREAT if RETREAT in choices else choices[0]
    odds = opponent_odds(view)
    best = max(deploys, key=lambda a: _score_deploy(view, a, odds, weights)
               + rng.random() * 1e-6)
    if (RETREAT in legal_actions and _should_retreat(view, deploys, weights)
            and _answers(view, best, odds)[0] < 0.5):
        return RETREAT
    return best


# -- rollouts -----------------------------------------------------------------------

# ANSWERS[seat][card]: per side of `card` laid by `seat`, the cards the other seat could
# put against it, as it holds them (FITS_FOR read through lies_as, once for all).
ANSWERS = tuple(tuple(FITS_FOR[1 - seat][lies_as(card, seat)] for card in range(len(FLEX)))
                for seat in (0, 1))

# The cards by flexibility, stiffest first: one mask per value of FLEX.
STIFFEST_FIRST = tuple(mask_of(c for c in range(len(FLEX)) if FLEX[c] == f)
                       for f in sorted(set(FLEX)))

ROLLOUT_RETREAT_DECK = 3
ROLLOUT_RETREAT_COST = 30
ROLLOUT_FLEX_WEIGHT = 4


def rollout_policy(state, rng):
    """A fast heuristic move for the state's mover (never a concession when it has a
    choice). In a determinised state the opponent's hand is known, so a placement is
    scored by how many of the opponent's cards would still fit somewhere (none: they
    must retreat), then by the flexibility it gives away; discard the stiffest card;
    retreat when forced, or while the deck is long when only flexible cards could go;
    decline ties."""
    phase = state.phase
    seat = state.turn
    if phase == PLAY:
        hand = state.hands[seat]
        theirs = state.hands[1 - seat]
        allow = state.allow
        mine_at = 9 * seat               # allow[mine_at + cell]: my cards that fit there
        theirs_at = 9 * (1 - seat)       # and the opponent's, as they hold them
        their_fits = ANSWERS[seat]
        field = state.field
        frontier = state.frontier
        # The opponent's cards that fit in the cells this placement leaves alone.
        fit_cells = [0] * 9
        f = frontier
        while f:
            low = f & -f
            cell = low.bit_length() - 1
            f ^= low
            fit_cells[cell] = allow[theirs_at + cell] & theirs
        best = None
        best_score = 1 << 30
        best_flex = 0
        best_blocks = False
        f = frontier
        while f:
            low = f & -f
            cell = low.bit_length() - 1
            f ^= low
            m = allow[mine_at + cell] & hand
            if not m:
                continue
            elsewhere = 0
            g = frontier & ~low
            while g:
                lg = g & -g
                elsewhere |= fit_cells[lg.bit_length() - 1]
                g ^= lg
            while m:
                lc = m & -m
                card = lc.bit_length() - 1
                m ^= lc
                fits = their_fits[card]
                answers = elsewhere
                for other, side in NEIGHBOURS[cell]:
                    if field[other] < 0:
                        answers |= allow[theirs_at + other] & fits[side] & theirs
                score = ((answers.bit_count() * 16 + FLEX[card] * ROLLOUT_FLEX_WEIGHT) * 4
                         + int(rng.random() * 4))
                if score < best_score:
                    best_score = score
                    best_flex = FLEX[card]
                    best_blocks = not answers
                    best = DEPLOYS[card][cell]
        if best is None:
            return RETREAT
        if (best_flex >= ROLLOUT_RETREAT_COST and not best_blocks and state.occupied
                and len(state.deck) >= ROLLOUT_RETREAT_DECK):
            return RETREAT
        return best
    if phase == DISCARD:  # one of the stiffest cards, at random
        hand = state.hands[seat]
        for group in STIFFEST_FIRST:
            held = group & hand
            if held:
                if held & (held - 1):
                    stiff = cards_of(held)
                    return DISCARDS[stiff[int(rng.random() * len(stiff))]]
                return DISCARDS[held.bit_length() - 1]
    if phase == OFFER:
        return DECLINE_TIE
    raise ValueError("rollout_policy: nobody is to move (shuffle the deck or the game is over)")


# -- search hooks (engine/ai/ismcts.py) -------------------------------------------------

# The search levels' own settings (added to engine.ai.agents.LEVEL_SETTINGS): Normal
# thinks 100 iterations, Hard its full 1.5 s (about 17,000 on the reference machine). The
# field's search is close to its best after a few hundred iterations (Hard at 12,900
# against Normal at 0.5 s, 4,350: +10.5% of a fair share over 19 deals, too close to
# tell), so Normal is the short search that is still clearly stronger than Easy (100
# iterations: +42.3% [+37.6, +47.0] over 750 deals) and clearly weaker than Hard (300
# iterations with Hard's settings already win +58.3% [+29.2, +87.5] against it; hard@17000
# +64.1% [+59.1, +69.0] over 434 deals, within +-5%; bench/results/fools_field-2p-*).
LEVEL_SETTINGS: dict = {"normal": {"iterations": 100}}


def rollout_cutoff(state) -> tuple[int, int]:
    """Rollouts stop when this changes: while the deck lasts, at the end of the battle in
    play (when its retreat is made; `evaluate` reads the hands then: a battle is about 6
    moves, a game about 10 battles); once the deck is empty, at the end of the game (the
    race to the last card is short, and decided by the play)."""
    return len(state.results), (state.battle if state.deck else -1)


@cache
def _match_chance(mine: float, theirs: float) -> float:
    """The chance of taking the match from these points if every game is a coin toss."""
    if mine >= 2 or theirs >= 2:
        return 1.0 if mine > theirs else 0.0 if theirs > mine else 0.5
    return 0.5 * _match_chance(mine + 1, theirs) + 0.5 * _match_chance(mine, theirs + 1)


# evaluate's weights: per card of lead in the race (the deck gone, or still there), per
# point of mean flexibility of the hand (the 6 most flexible cards: a retreating player
# keeps those), and the ceiling of a guess.
LEAD_EMPTY = 0.08
LEAD_DECK = 0.03
FLEX_WEIGHT = 0.01
SURE = 0.9


def _hand_flex(hand: int, keep: int) -> float:
    """The mean flexibility of the `keep` most flexible cards of `hand` (remembered: a
    search meets the same hands again and again)."""
    if keep <= 0:
        return 0.0
    key = hand << 5 | keep
    mean = _FLEX_MEANS.get(key)
    if mean is None:
        flex = sorted((FLEX[c] for c in cards_of(hand)), reverse=True)[:keep]
        mean = sum(flex) / len(flex) if flex else 0.0
        if len(_FLEX_MEANS) > 100_000:
            _FLEX_MEANS.clear()
        _FLEX_MEANS[key] = mean
    return mean


_FLEX_MEANS: dict[int, float] = {}


def game_chance(state) -> float:
    """Seat 0's chance of winning the game in play, guessed from the hands: fewer cards
    is better (much more so once the deck is gone); while the deck lasts, a flexible
    hand is better (it can answer more of the field). A retreating player still
    discarding is counted with the hand it will keep."""
    counts = state.hand_n[:]
    if state.phase == DISCARD:
        counts[state.turn] -= state.to_discard
    lead = counts[1] - counts[0]
    if not state.deck:
        p = 0.5 + LEAD_EMPTY * lead
    else:
        quality = (_hand_flex(state.hands[0], counts[0])
                   - _hand_flex(state.hands[1], counts[1]))
        p = 0.5 + LEAD_DECK * lead + FLEX_WEIGHT * quality
    return min(SURE, max(1.0 - SURE, p))


def evaluate(state) -> list[float]:
    """Each seat's value in [0, 1]. At the end the winners share 1. In a game cut short,
    the chance of winning it is `game_chance`; in a match that chance is carried to the
    match points."""
    if state.phase == OVER:
        winners = state.final
        return [1.0 / len(winners) if s in winners else 0.0 for s in (0, 1)]
    in_game = state.phase != SHUFFLE  # not between two games of a match
    p = game_chance(state) if in_game else 0.5
    if not state.match:
        return [p, 1.0 - p]
    a, b = state.score
    if in_game:
        v = p * _match_chance(a + 1, b) + (1 - p) * _match_chance(a, b + 1)
    else:
        v = _match_chance(a, b)
    return [v, 1.0 - v]
