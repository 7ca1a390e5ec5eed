"""Property tests over random games: invariants that hold at every step."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE
from games.makai_fuda.cards import CHIP_CAP, CHIP_STEP
from games.makai_fuda.rules import PLAY_PREDICTION, legal_plays
from tests.games.makai_fuda.util import GAME, places

OPTIONS = st.fixed_dictionaries({
    "watch_here": st.booleans(),
    "go_that_way": st.booleans(),
    "tournaments": st.sampled_from((0, 2, 3)),
})


def games(seed: int, n: int, options: dict):
    """Every state of one random game (Variant II's exchange taken often)."""
    rng = random.Random(seed)
    state = GAME.new_state(n, options)
    yield state
    while not state.is_over():
        if state.to_move() == CHANCE:
            action = state.chance_action(rng)
        else:
            legal = state.legal_actions()
            action = (PLAY_PREDICTION if PLAY_PREDICTION in legal and rng.random() < 0.3
                      else rng.choice(legal))
        state.apply(action)
        yield state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), n=st.sampled_from((3, 4)), options=OPTIONS)
def test_gold_is_never_negative(seed, n, options):
    for state in games(seed, n, options):
        assert min(state.gold) >= 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), n=st.sampled_from((3, 4)), options=OPTIONS)
def test_every_card_is_in_exactly_one_place(seed, n, options):
    for state in games(seed, n, options):
        if state.tournament:
            assert +places(state) == Counter(state.cards)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), n=st.sampled_from((3, 4)), options=OPTIONS)
def test_dice_chips_and_hands_stay_in_bounds(seed, n, options):
    for state in games(seed, n, options):
        assert sum(state.dice) <= state.match_no <= 10
        assert all(ch % CHIP_STEP == 0 and 0 <= ch <= CHIP_CAP for ch in state.chips)
        if not state.plays and state.phase_name() == "A match":
            assert len({len(h) for h in state.hands}) == 1
        if state.is_over():
            assert state.winners() and max(state.gold) == state.gold[state.winners()[0]]
            if not options["tournaments"]:
                assert max(state.gold) >= 80
            else:
                assert state.tournament == options["tournaments"]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31), n=st.sampled_from((3, 4)), options=OPTIONS)
def test_the_legal_plays_are_those_of_the_playing_rules(seed, n, options):
    for state in games(seed, n, options):
        if state.phase_name() == "A match":
            hand = state.hands[state.to_move()]
            cards = [a.card for a in state.legal_actions() if a is not PLAY_PREDICTION]
            assert cards == legal_plays(hand, state.field_mask, not state.plays)
