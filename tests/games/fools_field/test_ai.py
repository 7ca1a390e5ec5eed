"""The heuristic player and the rollout policy: legal, sensible, better than random."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, playable_actions
from games import REGISTRY
from games.fools_field.ai import policy, rollout_policy
from games.fools_field.cards import FLEX
from games.fools_field.rules import DECLINE_TIE, OFFER_TIE, RETREAT, Deploy, Discard

from .helpers import card, cards, field_cards, field_of, moves, position, rest_except

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
    placed = field_of({4: ("WWWW", 0), 1: ("SSWS", 1), 5: ("SSSW", 0)})
    hand1 = cards("SSSS", "FFFF", "WWSS", "FSFS", "WWWS")
    hand0 = cards("SWSS", "WSWS")
    state = position(hands=[hand0, hand1], field=placed)
    state.apply(RETREAT)
    view = state.view(1)
    action = policy(view, state.legal_actions(), random.Random(0))
    assert action == Discard(card("SSSS"))
    assert FLEX[card("SSSS")] == min(FLEX[c] for c in view.hand)


def flexible_hand_position(deck_size):
    """Seat 1 holds six two-Flower cards; the field holds the 4 Flowers and 4 Swords."""
    layout = {4: ("FFFF", 0), 1: ("SWSW", 1), 2: ("WWWW", 0)}
    hand1 = cards("FFSS", "FSFS", "FSSF", "SFFS", "SFSF", "SSFF")
    free = rest_except(field_cards(layout), hand1)
    return position(hands=[free[:5], hand1], field=field_of(layout),
                    deck=free[5:5 + deck_size], discards=[[], free[5 + deck_size:]])


def test_policy_retreats_for_better_cards_while_the_deck_is_long():
    state = flexible_hand_position(deck_size=6)
    assert state.to_move() == 1
    assert any(isinstance(a, Deploy) for a in state.legal_actions())
    assert policy(state.view(1), state.legal_actions(), random.Random(0)) == RETREAT


def test_policy_never_retreats_by_choice_once_the_deck_is_empty():
    state = flexible_hand_position(deck_size=0)
    action = policy(state.view(1), state.legal_actions(), random.Random(0))
    assert isinstance(action, Deploy)


# Seven cards around the centre (the table's frame; seat 1 opened): two cells stay open.
# The lower left needs a Shield at the top and a Flower at the right: seat 0's "SFFS" or
# "SFSF"; for seat 1, whose cards lie turned, "SFSF" (the same both ways up) or "FSSF"
# (on the field). The lower right needs a Flower at the top and a Shield at the left:
# seat 0's "FSFS"; for seat 1 "FSFS" or "SSFF" (on the field).
SEVEN = {0: ("SWSS", 0), 1: ("SWWW", 1), 2: ("SSSW", 0), 3: ("FFFF", 1), 4: ("WSSS", 1),
         5: ("FSSF", 0), 7: ("FFSS", 1)}


def blocking_position(deck_empty: bool):
    hand0 = cards("SFFS", "FSFS")   # fits the lower left / the lower right (equally flexible)
    hand1 = cards("SFSF", "WWWW")   # "SFSF" fits only the lower left
    rest = rest_except(field_cards(SEVEN), hand0, hand1)
    deck, discards = ([], rest) if deck_empty else (rest, [])
    return position(hands=[hand0, hand1], field=field_of(SEVEN), deck=deck,
                    discards=[[], discards],
                    start_player=1)  # 7 cards placed from seat 1's opening: seat 0 moves


def test_policy_blocks_when_it_can():
    # With the deck gone every unseen card is with the opponent; taking the lower left
    # leaves the lower right, where no card the opponent may hold fits it (as it would
    # place it): the opponent must retreat.
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


def deck_position(hand0, hand1, deck_size=6):
    hands = [cards(*hand0), cards(*hand1)]
    free = rest_except(*hands)
    return position(hands=hands, deck=free[:deck_size], discards=[free[deck_size:], []])


def test_evaluate_prefers_fewer_cards_and_a_flexible_hand_while_the_deck_lasts():
    from games.fools_field.ai import evaluate

    # Five cards of flexibility 24 against six no more flexible: seat 0 is ahead.
    five = ("SSWW", "SWSW", "SWWS", "WSSW", "WSWS")
    values = evaluate(deck_position(five, ("WWSS", "SWWW", "WSWW", "SSSW", "SSWS", "SWSS")))
    assert 0.5 < values[0] < 0.9 and sum(values) == 1.0
    # As many cards, seat 0's Flowers fit far more sides than seat 1's Shields.
    values = evaluate(deck_position(("FFSS", "FSFS", "FFFF"), ("SSSS", "WSSS", "WWSS")))
    assert values[0] > 0.5
    # Seats swapped, values swapped.
    swapped = evaluate(deck_position(("SSSS", "WSSS", "WWSS"), ("FFSS", "FSFS", "FFFF")))
    assert swapped == [values[1], values[0]]


def test_rollouts_stop_at_the_end_of_a_battle_while_the_deck_lasts():
    from games.fools_field.ai import evaluate, rollout_cutoff

    state = flexible_hand_position(deck_size=6)
    before = rollout_cutoff(state)
    state.apply(RETREAT)  # seat 1 takes the field and discards down to 6
    assert rollout_cutoff(state) == before  # still the same battle while discarding
    while state.phase_name() == "retreat":
        state.apply(moves(state)[0])
    assert rollout_cutoff(state) != before
    assert state.hand_n[1] == 6
    assert 0.1 <= evaluate(state)[0] <= 0.9


def test_search_hooks_value_the_match_and_stop_at_the_end_of_a_game():
    from games.fools_field.ai import evaluate, rollout_cutoff

    layout = {4: ("WWWW", 0), 1: ("SWWW", 1)}
    hands = [cards("SSSW"), cards("SSWS", "SSSS")]
    state = position(hands=hands, field=field_of(layout), deck=[], match=True,
                     discards=[[], rest_except(field_cards(layout), *hands)])
    before = rollout_cutoff(state)
    in_game = evaluate(state)
    assert in_game[0] > 0.5 and sum(in_game) == 1.0  # one card against two, deck gone
    state.apply(Deploy(card("SSSW"), 5))              # seat 0 wins game 1 of the match
    assert rollout_cutoff(state) != before
    assert evaluate(state) == [0.75, 0.25]           # 1-0 up, the rest a coin toss


@pytest.mark.parametrize("seed", range(6))
def test_the_heuristics_field_reading_agrees_with_the_legal_moves(seed):
    """`field_options` (the field the heuristic player imagines) reads each card from its
    placer's seat as the rules do: for the mover of every position of a random game,
    its fitting cards and cells are exactly the legal deployments."""
    from games.fools_field.deployment import field_options

    rng = random.Random(seed)
    state = GAME.new_state(2)
    checked = 0
    while not state.is_over():
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
            continue
        view = state.view(state.to_move())
        if view.phase == "play":
            frontier, allow = field_options(view.field, view.placed_by, view.seat)
            hand = set(view.hand)
            imagined = {(c, cell) for cell in range(9) if frontier >> cell & 1
                        for c in hand if allow[cell] >> c & 1}
            legal = {(a.card, a.cell) for a in state.legal_actions() if isinstance(a, Deploy)}
            assert imagined == legal
            checked += 1
        state.apply(rng.choice(playable_actions(state.legal_actions())))
    assert checked > 10


def position_along(seed: int, steps: int, match: bool):
    rng = random.Random(seed)
    state = GAME.new_state(2, {"match": match})
    for _ in range(steps):
        if state.is_over():
            break
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
        else:
            state.apply(rng.choice(playable_actions(state.legal_actions())))
    return state


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150), match=st.booleans(),
       seat=st.sampled_from([0, 1, None]), draw=st.integers(0, 10**6))
def test_every_sampled_state_shows_the_seat_the_view_it_was_given(seed, steps, match, seat,
                                                                  draw):
    """The prepared sampler (`GAME.sampler`, what the search uses) and `sample_state`
    deal only worlds the view allows, for a player and for a spectator."""
    from games.fools_field.view import make_sampler, sample_state

    state = position_along(seed, steps, match)
    view = state.view(seat)
    sample = make_sampler(GAME, view)
    rng = random.Random(draw)
    for _ in range(4):
        assert sample(rng).view(seat) == view
    assert sample_state(GAME, view, rng).view(seat) == view
    assert GAME.sampler.__func__ is make_sampler


def test_the_sampler_deals_the_unseen_cards_differently():
    state = position_along(seed=4, steps=30, match=False)
    view = state.view(0)
    sample = GAME.sampler(view)
    rng = random.Random(2)
    assert len({sample(rng).hands[1] for _ in range(30)}) > 1


@pytest.mark.parametrize("match", [False, True])
def test_every_level_decides_legally_and_the_same_way_with_a_seed(match):
    from engine.ai import make_agent

    checked = 0
    for steps in (9, 23, 41):
        state = position_along(seed=steps, steps=steps, match=match)
        if state.is_over() or state.to_move() == CHANCE:
            continue
        checked += 1
        seat = state.to_move()
        view, legal = state.view(seat), state.legal_actions()
        for name in ("easy", "normal@60", "hard@60"):
            picks = [make_agent(name).choose(GAME, view, legal, random.Random(3), None)
                     for _ in range(2)]
            assert picks[0] in legal and picks[0] == picks[1], name
    assert checked >= 2
