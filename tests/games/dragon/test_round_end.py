"""End of the round: the Inverted Scale, scoring, Shoot the Moon, the end of the game."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import CHANCE
from engine.events import GameOver
from games.dragon.cards import RED, SETUPS
from games.dragon.rules import (
    PLAY,
    DragonState,
    RoundScored,
    RoundStarted,
    ScaleRevealed,
    TrickWon,
)
from tests.games.dragon.util import GAME, c, cs, play, play_until, position, summon

WON = ["P2 P3 P4 P5", "P6 P7 P8 P9", "P10 P11 P12"]


def last_trick(round_no=1, totals=None, purple_won=WON, scale="P1 R12 B12"):
    """One card each; seat 2 wins the last trick with B3 (Red is trump, none is left)."""
    return position(3, ["B1", "B2", "B3"], scale=scale, trump=RED, leader=0,
                    tokens=[4, 3, 3], purple_won=purple_won, round_no=round_no,
                    totals=totals)


def test_last_trick_winner_reveals_the_scale_and_takes_its_purple():
    state = last_trick()
    events = play(state, "B1", "B2", "B3")
    revealed = next(e for e in events if isinstance(e, ScaleRevealed))
    assert revealed == ScaleRevealed(2, tuple(cs("P1 R12 B12")), (c("P1"),))
    view = state.view(0)
    assert view.scale_revealed == tuple(cs("P1 R12 B12")) and view.scale_size == 0
    assert view.purple_won[2] == tuple(cs("P1 P10 P11 P12"))


def test_scoring_five_per_token_minus_each_purple_number():
    state = last_trick()
    events = play(state, "B1", "B2", "B3")
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.tokens == (4, 3, 4)
    assert scored.purple_points == (-14, -30, -34)
    assert scored.scores == (6, -15, -14) and scored.moon == -1
    assert sum(scored.scores) == -23
    assert scored.totals == (6, -15, -14) and state.scores() == [6.0, -15.0, -14.0]
    assert state.view(1).round_scores == ((6, -15, -14),)


def test_scores_add_to_the_running_totals():
    state = last_trick(round_no=2, totals=[10, 20, -5])
    play(state, "B1", "B2", "B3")
    assert state.view(0).totals == (16, 5, -19)


def test_shoot_the_moon_scores_60_and_minus_20_and_ignores_tokens_and_purple():
    state = last_trick(purple_won=["", "", "P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12"])
    events = play(state, "B1", "B2", "B3")
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.moon == 2 and scored.scores == (-20, -20, 60)
    assert scored.purple_points == (0, 0, -78)  # shown, but not counted
    assert state.view(0).round_moon == (2,)


def test_shoot_the_moon_counts_the_purple_of_the_inverted_scale():
    # Seat 2 holds 11 Purple; the 12th lies in the Inverted Scale and comes with the last trick.
    state = last_trick(purple_won=["", "", "P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12"],
                       scale="P1 R12 B12")
    events = play(state, "B1", "B2", "B3")
    assert next(e for e in events if isinstance(e, RoundScored)).moon == 2
    # Without the scale's Purple it is no moon: here P1 is with seat 0.
    state = last_trick(purple_won=["P1", "", "P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12"],
                       scale="R11 R12 B12")
    events = play(state, "B1", "B2", "B3")
    assert next(e for e in events if isinstance(e, RoundScored)).moon == -1


def test_last_trick_winner_leads_the_next_round_and_summons():
    state = last_trick()
    play(state, "B1", "B2", "B3")
    assert state.to_move() == CHANCE and state.view(0).phase == "deal"
    events = state.apply(state.chance_action(random.Random(0)))
    started = next(e for e in events if isinstance(e, RoundStarted))
    assert started.round == 2 and started.leader == 2 and started.summoner == 2
    view = state.view(0)
    assert view.leader == 2 and view.summoner == 2 and view.phase == "summon_pick"
    assert view.tokens == (0, 0, 0) and view.purple_won == ((), (), ())
    assert view.body_left == 10 and view.head == -1 and not view.purple_broken


def test_game_ends_when_someone_reaches_minus_100():
    state = last_trick(totals=[0, -85, 0])
    events = play(state, "B1", "B2", "B3")
    assert state.is_over() and state.view(0).phase == "over"
    assert events[-1] == GameOver((0,), (6.0, -100.0, -14.0))
    assert state.winners() == [0] and state.legal_actions() == []
    state = last_trick(totals=[0, -84, 0])
    play(state, "B1", "B2", "B3")
    assert not state.is_over() and state.to_move() == CHANCE


def test_game_ends_after_as_many_rounds_as_players():
    state = last_trick(round_no=2)
    play(state, "B1", "B2", "B3")
    assert not state.is_over()
    state = last_trick(round_no=3)
    play(state, "B1", "B2", "B3")
    assert state.is_over() and state.winners() == [0]
    assert state.why_illegal(None) == "The game is over."


def test_highest_total_wins_and_ties_share_the_victory():
    state = last_trick(round_no=3, totals=[0, 0, 20])
    events = play(state, "B1", "B2", "B3")
    assert state.scores() == [6.0, -15.0, 6.0]
    assert state.winners() == [0, 2]
    assert events[-1] == GameOver((0, 2), (6.0, -15.0, 6.0))
    assert "share the victory" in events[-1].describe(["A", "B", "C"])


def _round_scores_of_random_game(n: int, seed: int, advanced: bool):
    rng = random.Random(seed)
    state = GAME.new_state(n, {"advanced": advanced})
    scored = []
    while not state.is_over():
        if state.to_move() == CHANCE:
            action = state.chance_action(rng)
        else:
            action = rng.choice(state.legal_actions())
        scored += [e for e in state.apply(action) if isinstance(e, RoundScored)]
    return state, scored


@given(seed=st.integers(0, 2**31), n=st.sampled_from([3, 4, 5]), advanced=st.booleans())
def test_a_rounds_scores_sum_to_minus_23_or_minus_33_except_shoot_the_moon(seed, n, advanced):
    state, scored = _round_scores_of_random_game(n, seed, advanced)
    expected = -23 if n < 5 else -33
    assert SETUPS[n].round_total() == expected
    for e in scored:
        if e.moon < 0:
            assert sum(e.scores) == expected
            assert sum(e.tokens) == SETUPS[n].tricks
            assert sum(e.purple_points) == -78
        else:
            assert sum(e.scores) == 60 - 20 * (n - 1)
    # The game ends after n rounds unless someone fell to -100 first.
    assert len(scored) == n or min(state.view(0).totals) <= -100
    assert state.view(0).totals == tuple(sum(e.scores[s] for e in scored) for s in range(n))


def test_seeded_games_keep_the_round_identity_at_every_player_count():
    for n in (3, 4, 5):
        for seed in range(20):
            _, scored = _round_scores_of_random_game(n, seed, advanced=seed % 2 == 0)
            for e in scored:
                if e.moon < 0:
                    assert sum(e.scores) == SETUPS[n].round_total()


def test_purple_returned_to_the_scale_by_summoning_goes_to_the_last_trick_winner():
    hands = ["P1 P2 P3 P4 R1 R2 R3 R4 B1 B2 B3",
             "P5 P6 P7 R5 R6 R7 R8 B4 B5 B6 B7",
             "P8 P9 P10 P11 R9 R10 R11 B8 B9 B10 B11"]
    for seed in range(6):
        state = position(3, hands, scale="P12 R12 B12", trump=RED, round_no=2, leader=1,
                         start="summoning")
        summon(state, returns=cs("P5 P6"))
        assert sorted(state.scale) == sorted(cs("P5 P6 B12"))
        # The rest of the round (Bodily Division and tricks) at random.
        events = play_until(state, random.Random(seed), lambda s: s.to_move() == CHANCE)
        head = next(e for e in events if isinstance(e, TrickWon) and e.token == "head")
        revealed = next(e for e in events if isinstance(e, ScaleRevealed))
        assert revealed.seat == head.seat
        assert revealed.cards == tuple(cs("P5 P6 B12"))
        assert revealed.purple == tuple(cs("P5 P6"))
        assert {c("P5"), c("P6")} <= set(state.view(0).purple_won[head.seat])
        scored = next(e for e in events if isinstance(e, RoundScored))
        assert sum(scored.scores) == -23 or scored.moon >= 0


@pytest.mark.parametrize("n", [3, 4, 5])
def test_body_tokens_run_out_and_the_last_trick_takes_the_head(n):
    setup = SETUPS[n]
    others = [x for x in setup.cards if x >= 16]
    hands = [[others[s]] for s in range(n)]
    scale = others[n:n + setup.scale]
    done = setup.tricks - 1
    tokens = [done // n + (s < done % n) for s in range(n)]
    purple = [x for x in setup.cards if x < 16]
    won = [purple[:6], purple[6:]] + [[] for _ in range(n - 2)]  # no Shoot the Moon
    state = DragonState.from_position(n, hands, trump=RED, scale=scale, tokens=tokens,
                                      purple_won=won)
    assert state.view(0).body_left == 0 and sum(state.view(0).tokens) == setup.body_tokens
    events = []
    for s in range(n):
        events += state.apply(PLAY[hands[s][0]])
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.token == "head" and state.view(0).head == won.seat
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert sum(scored.tokens) == setup.body_tokens + 1 == setup.tricks
    assert sum(scored.scores) == setup.round_total()
