"""The heuristic player, the fast rollout policy and what the search needs."""

from __future__ import annotations

import random

import pytest

from engine.ai.ismcts import ISMCTS
from engine.ai.selfplay import play_game
from engine.core import CHANCE
from games.o_genre_o import playout
from games.o_genre_o.actions import DISCARD, PLAY, VOTE
from games.o_genre_o.ai import (
    FOLLOW_MISS,
    choose_chip,
    choose_discard,
    evaluate,
    observation_weight,
    policy,
    rollout_cutoff,
    rollout_policy,
)
from games.o_genre_o.cards import ARROW, FEATHER, FIRE, FLOWER, SPEAR
from tests.games.o_genre_o.util import DISCARDS4, GAME, HANDS4, c, cs, play, position


def choice(state):
    seat = state.to_move()
    return policy(state.view(seat), state.legal_actions(), random.Random(0))


def test_the_game_uses_the_heuristic_and_the_search_hooks():
    assert GAME.heuristic_policy is policy
    assert GAME.rollout_policy is rollout_policy
    assert GAME.rollout_cutoff is rollout_cutoff and GAME.evaluate is evaluate
    assert GAME.rollout is playout.rollout  # the same rollouts in the game's own loop


@pytest.mark.parametrize("n", [3, 4])
def test_policy_and_rollout_policy_always_choose_a_legal_action(n):
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.new_state(n)
        while not state.is_over():
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            if seed % 2:
                action = rollout_policy(state, rng)
            else:
                action = policy(state.view(state.to_move()), legal, rng)
            assert action in legal
            state.apply(action)


def test_forced_to_win_it_wins_with_an_angel_and_the_next_ducks_with_a_devil():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER, dealer=1)
    play(state, "Fl5", "Fl8")  # a Devil is in the trick
    # Seat 3 holds Flower 9 (Angel) and 10 (Devil), both over Flower 8: it must take the
    # lead, and takes it with the Angel (one Devil fewer if it keeps the trick).
    assert choice(state) == PLAY[c("Fl9")]
    play(state, "Fl9")
    # Seat 0 holds Flower 1-4, all under Flower 9: it sheds its highest Devil.
    assert choice(state) == PLAY[c("Fl4")]


def test_it_sheds_a_devil_on_someone_elses_trick_when_void():
    state = position(4, HANDS4, discards=DISCARDS4, trump=SPEAR, dealer=2)
    play(state, "Fi3", "Fi8")  # seat 3 is winning with Fire 8
    # Seat 0 holds no Fire: it sheds its worst Devil that is not a trump (Flower 4).
    assert choice(state) == PLAY[c("Fl4")]


def test_below_the_cap_it_takes_an_all_angel_trick_as_the_last_player():
    hands = ["Fe1 Fe2 Ar1 Fl1 Fl9 Sp1 Sp2 Ar2 Fl2 Fl4",
             "Fe4 Fe5 Ar3 Fi1 Fl5 Sp3 Sp4 Ar4 Fi2 Fl6",
             "Fe6 Fe7 Ar5 Fi3 Fl7 Sp5 Sp6 Ar6 Fi4 Fl8",
             "Fe8 Fi5 Fi7 Fi9 Fl3 Sp7 Sp8 Fi6 Fi8 Fl10"]
    state = position(4, hands, discards=DISCARDS4, trump=ARROW, dealer=1, round_no=2,
                     lives=[20, 30, 30, 30])
    play(state, "Fl5", "Fl7", "Fl3")
    assert choice(state) == PLAY[c("Fl9")]  # +1 life, no Devil in the trick
    state = position(4, hands, discards=DISCARDS4, trump=ARROW, dealer=1, round_no=2)
    play(state, "Fl5", "Fl7", "Fl3")
    assert choice(state) == PLAY[c("Fl4")]  # at the cap: shed a Devil under the Angel


def test_discard_and_vote_keep_devils_off():
    hand = cs("Fe1 Fe2 Ar1 Fl1 Fl3 Sp1 Sp2 Ar2 Fl2 Fl4 Sp9 Fi10")
    assert choose_discard(hand, random.Random(0)) == c("Fi10")  # a high Devil, alone
    assert choose_chip(cs("Fe1 Fi9 Fi10 Fi8 Ar1"), [FEATHER, ARROW, FIRE, FLOWER]) == FIRE
    state = position(4, HANDS4, discards=DISCARDS4, start="vote")
    assert choice(state) in [VOTE[s] for s in range(5)]
    assert choice(state) == VOTE[choose_chip(state.hands[1], list(range(5)))]


def test_the_discard_choice_is_one_of_the_hand():
    rng = random.Random(3)
    state = GAME.new_state(4)
    while state.to_move() == CHANCE:
        state.apply(state.chance_action(rng))
    action = choice(state)
    assert action in state.legal_actions() and action in DISCARD


def test_evaluate_counts_the_devils_won_in_the_round_in_progress():
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER)
    assert evaluate(state) == pytest.approx([0.5] * 4)
    play(state, "Fl3", "Fl6", "Fl8", "Fl10")  # seat 3 takes 3 Devils
    values = evaluate(state)
    assert values[3] < 0.5 < values[0] and rollout_cutoff(state) == 0


def test_heuristic_beats_random_play():
    wins = 0.0
    games = 24
    for seed in range(games):
        seat = seed % 4
        agents = ["random"] * 4
        agents[seat] = "heuristic"
        result = play_game(GAME, 4, agents, seed)
        wins += (seat in result.winners) / len(result.winners)
    assert wins / games > 0.6  # a random seat wins about a quarter (measured: 0.95)


def test_ismcts_plays_it_unchanged():
    rng = random.Random(1)
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER)
    search = ISMCTS(iterations=60)
    action = search.choose(GAME, state.view(0), state.legal_actions(), rng)
    assert action in state.legal_actions() and search.last_iterations == 60


# -- Hard's weighted determinisations ------------------------------------------------

# Seat 1 led Fe5 and seat 2 followed with Fe7; seat 3 is to move. Two deals that seat 3
# cannot tell apart: seat 2 also held Fe6 (the heuristic would have followed with the
# lower winner, Fe6), or Fe7 was its only Feather (forced).
HANDS_FE6_WITH_SEAT_2 = [
    "Fe1 Fe2 Ar1 Fl1 Fl3 Sp1 Sp2 Ar2 Fl2 Fl4",
    "Fe4 Ar3 Fi1 Fl5 Sp3 Sp4 Ar4 Fi2 Fl6",
    "Fe6 Ar5 Fi3 Fl7 Sp5 Sp6 Ar6 Fi4 Fl8",
    "Fe8 Fi5 Fi7 Fi9 Fl9 Sp7 Sp8 Fi6 Fi8 Fl10",
]
HANDS_FE7_FORCED = [HANDS_FE6_WITH_SEAT_2[0].replace("Fl1", "Fe6"), HANDS_FE6_WITH_SEAT_2[1],
                    HANDS_FE6_WITH_SEAT_2[2].replace("Fe6", "Fl1"), HANDS_FE6_WITH_SEAT_2[3]]


def fe7_position(hands):
    return position(4, hands, discards=DISCARDS4, trump=FLOWER, dealer=1, trick="Fe5 Fe7")


def test_observation_weight_prefers_the_deal_where_the_play_seen_was_natural():
    natural, unlikely = fe7_position(HANDS_FE7_FORCED), fe7_position(HANDS_FE6_WITH_SEAT_2)
    view = natural.view(3)
    assert unlikely.view(3) == view  # seat 3 cannot tell the two deals apart
    assert GAME.observation_weight is observation_weight
    assert observation_weight(natural, view) == 1.0
    assert observation_weight(unlikely, view) == FOLLOW_MISS < 1.0
    # Sampled deals: those where seat 2 kept a lower Feather than Fe7 weigh less.
    sample = GAME.sampler(view)
    rng = random.Random(3)
    seen = set()
    for _ in range(60):
        deal = sample(rng)
        kept_lower = any(x >> 4 == FEATHER and x < c("Fe7") for x in deal.hands[2])
        assert observation_weight(deal, view) == (FOLLOW_MISS if kept_lower else 1.0)
        seen.add(kept_lower)
    assert seen == {True, False}


def test_the_true_deal_of_a_game_played_by_the_heuristic_weighs_one():
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_state(4)
        while True:
            if state.to_move() == CHANCE:
                state.apply(state.chance_action(rng))
                continue
            view = state.view(state.to_move())
            if view.phase == "play" and view.tricks_played == 3 + 2 * seed and \
                    len(view.trick) == 1 + seed:
                break
            state.apply(choice(state))
        assert observation_weight(state, view) == 1.0
        pool = ISMCTS(iterations=40, pool=40, weighted=True)
        pool.search(GAME, view, state.legal_actions(), random.Random(seed))
        assert 0 < pool.last_pool_ess <= 40
