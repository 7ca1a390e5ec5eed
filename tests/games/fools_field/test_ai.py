"""The heuristic player and the rollout policy: legal, sensible, better than random."""

import random

import pytest

from engine.core import CHANCE, playable_actions
from games import REGISTRY
from games.fools_field.ai import policy, rollout_policy
from games.fools_field.cards import FLEX
from games.fools_field.rules import DECLINE_TIE, OFFER_TIE, RETREAT, Deploy, Discard

from .helpers import card, cards, position

GAME = REGISTRY["fools_field"]


def play(chooser, seed, options=None):
    rng = random.Random(seed)
    state = GAME.new_state(2, options)
    while not state.is_over():
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
            continue
        legal = state.legal_actions()
        action = chooser(state, rng)
        assert action in legal
        assert not action.concession
        state.apply(action)
    return state


@pytest.mark.parametrize("options", [{}, {"match": True}])
def test_policy_and_rollout_policy_always_choose_legal_moves(options):
    for seed in range(6):
        play(lambda s, rng: policy(s.view(s.to_move()), s.legal_actions(), rng), seed, options)
        play(lambda s, rng: rollout_policy(s, rng), seed, options)


def test_policy_beats_random_play():
    wins = 0
    games = 60
    for seed in range(games):
        heuristic_seat = seed % 2

        def chooser(state, rng, heuristic_seat=heuristic_seat):
            legal = state.legal_actions()
            if state.to_move() == heuristic_seat:
                return policy(state.view(heuristic_seat), legal, rng)
            return rng.choice(playable_actions(legal))

        state = play(chooser, 1000 + seed)
        wins += heuristic_seat in state.winners()
    assert wins >= 0.8 * games


def test_policy_discards_the_least_flexible_card():
    placed = {4: card("WWWW"), 1: card("SSWS"), 5: card("SSSW")}
    hand1 = cards("SSSS", "FFFF", "WWSS", "FSFS", "WWWS")
    hand0 = cards("WSSS", "SWSS")
    state = position(hands=[hand0, hand1], field=placed)
    state.apply(RETREAT)
    view = state.view(1)
    action = policy(view, state.legal_actions(), random.Random(0))
    assert action == Discard(card("SSSS"))
    assert FLEX[card("SSSS")] == min(FLEX[c] for c in view.hand)


def flexible_hand_position(deck_size):
    """Seat 1 holds six two-Flower cards; the field holds the 4 Flowers and 4 Swords."""
    placed = {4: card("FFFF"), 1: card("SWSW"), 2: card("WWWW")}
    hand1 = cards("FFSS", "FSFS", "FSSF", "SFFS", "SFSF", "SSFF")
    free = [c for c in range(23) if c not in placed.values() and c not in hand1]
    return position(hands=[free[:5], hand1], field=placed, deck=free[5:5 + deck_size],
                    discards=[[], free[5 + deck_size:]])


def test_policy_retreats_for_better_cards_while_the_deck_is_long():
    state = flexible_hand_position(deck_size=6)
    assert state.to_move() == 1
    assert any(isinstance(a, Deploy) for a in state.legal_actions())
    assert policy(state.view(1), state.legal_actions(), random.Random(0)) == RETREAT


def test_policy_never_retreats_by_choice_once_the_deck_is_empty():
    state = flexible_hand_position(deck_size=0)
    action = policy(state.view(1), state.legal_actions(), random.Random(0))
    assert isinstance(action, Deploy)


# Seven cards around the centre: two cells stay open, the lower left (the unseen cards
# "SFFS" and "SFSF" fit there) and the lower right (only "FSFS" fits).
SEVEN = {0: "SWSS", 1: "SWWW", 2: "SSSW", 3: "FFFF", 4: "WSSS", 5: "FSSF", 7: "FFSS"}


def blocking_position(deck_empty: bool):
    placed = {cell: card(code) for cell, code in SEVEN.items()}
    hand0 = cards("SFFS", "FSFS")   # fits the lower left / the lower right (equally flexible)
    hand1 = cards("SFSF", "WWWW")   # "SFSF" fits only the lower left
    used = set(hand0) | set(hand1) | set(placed.values())
    rest = [c for c in range(23) if c not in used]
    deck, discards = ([], rest) if deck_empty else (rest, [])
    return position(hands=[hand0, hand1], field=placed, deck=deck, discards=[[], discards],
                    start_player=1)  # 7 cards placed from seat 1's opening: seat 0 moves


def test_policy_blocks_when_it_can():
    # With the deck gone every unseen card is with the opponent; taking the lower left
    # leaves the lower right, where no unseen card fits: the opponent must retreat.
    state = blocking_position(deck_empty=True)
    action = policy(state.view(0), state.legal_actions(), random.Random(0))
    assert action == Deploy(card("SFFS"), 6)
    state.apply(action)
    assert playable_actions(state.legal_actions()) == [RETREAT]


def test_policy_declines_a_tie_while_the_game_is_open():
    state = flexible_hand_position(deck_size=6)
    state.apply(OFFER_TIE)
    assert policy(state.view(0), state.legal_actions(), random.Random(0)) == DECLINE_TIE
    assert rollout_policy(state, random.Random(0)) == DECLINE_TIE


def test_rollout_policy_forces_a_retreat_when_it_sees_one():
    # In a determinised state the opponent's hand is known: only taking the lower left
    # leaves it without a cell.
    state = blocking_position(deck_empty=False)
    for seed in range(10):
        assert rollout_policy(state, random.Random(seed)) == Deploy(card("SFFS"), 6)


def test_search_hooks_value_the_match_and_stop_at_the_end_of_a_game():
    from games.fools_field.ai import evaluate, rollout_cutoff

    state = flexible_hand_position(deck_size=6)
    values = evaluate(state)  # 5 cards against 6 while the deck lasts: a small edge
    assert 0.5 < values[0] < 0.6 and sum(values) == 1.0
    state = position(hands=[[card("SSSW")], cards("SSWS", "SSSS")],
                     field={4: card("WWWW"), 1: card("SWWW")}, deck=[], match=True,
                     discards=[[], [c for c in range(23) if c not in cards(
                         "SSSW", "SSWS", "SSSS", "WWWW", "SWWW")]])
    before = rollout_cutoff(state)
    in_game = evaluate(state)
    assert in_game[0] > 0.5 and sum(in_game) == 1.0  # one card against two, deck gone
    state.apply(Deploy(card("SSSW"), 5))              # seat 0 wins game 1 of the match
    assert rollout_cutoff(state) != before
    assert evaluate(state) == [0.75, 0.25]           # 1-0 up, the rest a coin toss
