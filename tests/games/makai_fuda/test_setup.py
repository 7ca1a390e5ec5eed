"""Set-up, the first Start Player by lot, the deal, and the tournament cycle."""

import random

import pytest

from engine.actions import Shuffle
from engine.core import CHANCE
from engine.events import Shuffled
from games.makai_fuda.cards import BLUE, GREEN, HAND_SIZE, RED, YELLOW, deck
from games.makai_fuda.rules import (
    PLAY,
    Dealt,
    StartPlayerDrawn,
    StartPlayerPassed,
    TournamentStarted,
)
from tests.games.makai_fuda.util import GAME, new_game, of_type, position


def test_a_new_game_starts_by_drawing_the_start_player_by_lot():
    state = GAME.new_state(4)
    assert state.to_move() == CHANCE and state.phase_name() == "Set-up"
    events = state.apply(Shuffle((2, 0, 3, 1)))
    assert events == [StartPlayerDrawn(2)] and state.start_player == 2
    assert state.to_move() == CHANCE  # then the deal


def test_every_seat_can_be_drawn_as_the_first_start_player():
    drawn = set()
    for seed in range(40):
        state = GAME.new_state(3)
        drawn.add(state.apply(state.chance_action(random.Random(seed)))[0].seat)
    assert drawn == {0, 1, 2}


@pytest.mark.parametrize("n", [3, 4])
def test_all_cards_are_dealt_eleven_to_each_player(n):
    state, events = new_game(n, seed=3)
    hands = [state.hands[s] for s in range(n)]
    assert all(len(h) == HAND_SIZE for h in hands)
    assert sorted(x for h in hands for x in h) == sorted(deck(n))
    dealt = of_type(events, Dealt)
    assert [d.seat for d in dealt] == list(range(n))
    assert all(tuple(d.cards) == tuple(state.hands[d.seat]) for d in dealt)
    assert of_type(events, Shuffled)[0].count == len(deck(n))


def test_prize_cards_lie_in_the_order_blue_green_yellow_red():
    assert GAME.new_state(4).view(0).monsters == (BLUE, GREEN, YELLOW, RED)
    assert GAME.new_state(3).view(0).monsters == (BLUE, YELLOW, RED)  # no Green prize card


def test_the_first_tournament_starts_with_the_prediction_from_the_start_player():
    state, events = new_game(4, seed=5)
    started = of_type(events, TournamentStarted)[0]
    assert started.tournament == 1 and started.start_player == state.start_player
    assert state.phase_name() == "The prediction"
    assert state.to_move() == state.start_player
    assert state.view(0).dice == (0, 0, 0, 0) and state.view(0).gold == (0, 0, 0, 0)


def test_the_start_player_leads_the_first_match():
    state, _ = new_game(4, seed=8)
    start = state.start_player
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert state.phase_name() == "A match" and state.to_move() == start
    assert state.leader == start


def last_match(start_player: int = 1, **kw):
    """The last match of tournament 1: one card each, blue wins it."""
    return position(3, ["B10", "Y1", "R1"], predictions=["B1", "Y2", "R2"],
                    leader=0, start_player=start_player, dice=[4, 0, 3, 2], **kw)


def test_the_start_player_card_passes_clockwise_after_each_tournament():
    state = last_match(start_player=2)
    events = state.apply(PLAY[state.hands[0][0]])
    events += state.apply(PLAY[state.hands[1][0]])
    events += state.apply(PLAY[state.hands[2][0]])
    assert of_type(events, StartPlayerPassed) == [StartPlayerPassed(2, 0)]
    assert state.start_player == 0 and state.to_move() == CHANCE
    # The next deal: the dice go back to the stock and the new Start Player leads.
    assert state.view(1).dice[BLUE] == 5  # still on the cards until the deal
    events = state.apply(state.chance_action(random.Random(1)))
    assert of_type(events, TournamentStarted)[0].tournament == 2
    assert state.view(1).dice == (0, 0, 0, 0) and state.to_move() == 0


def test_a_tournament_has_ten_matches():
    state, _ = new_game(4, seed=11)
    rng = random.Random(0)
    matches = 0
    while state.tournament == 1 and not state.is_over():
        before = state.match_no
        state.apply(rng.choice(state.legal_actions()))
        matches += state.match_no == before + 1
        if state.to_move() == CHANCE:
            break
    assert matches == 10 and state.match_no == 10
