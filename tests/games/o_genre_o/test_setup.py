"""Set-up and the deal: lives, the first dealer by lot, two decks shuffled apart."""

from __future__ import annotations

import random

import pytest

from engine.actions import Shuffle
from engine.core import CHANCE, IllegalAction
from engine.events import Shuffled
from games.o_genre_o.cards import deck, is_devil
from games.o_genre_o.events import DealerDrawn, Dealt, RoundStarted
from games.o_genre_o.rules import OGenreOState
from tests.games.o_genre_o.util import GAME, new_game, position


@pytest.mark.parametrize("n,life", [(3, 20), (4, 30)])
def test_life_starts_at_30_with_4_players_and_20_with_3(n, life):
    state = GAME.new_state(n)
    assert state.scores() == [float(life)] * n
    assert state.view(0).life_cap == life and state.view(0).lives == (life,) * n


def test_only_3_or_4_players():
    for n in (2, 5):
        with pytest.raises(ValueError):
            GAME.new_state(n)
    with pytest.raises(ValueError):
        GAME.new_state(4, {"advanced": True})  # the rulebook has no variants


@pytest.mark.parametrize("n", [3, 4])
def test_the_first_dealer_is_drawn_by_lot(n):
    state = GAME.new_state(n)
    assert state.to_move() == CHANCE and state.view(None).dealer == -1
    # The lot is a shuffle of one lot per seat; the seat whose lot comes first deals.
    order = tuple([n - 1, *list(range(n - 1))])
    events = state.apply(Shuffle(order))
    assert events == [DealerDrawn(n - 1)] and state.dealer == n - 1
    dealers = set()
    for seed in range(40):
        dealers.add(new_game(n, seed)[0].dealer)
    assert dealers == set(range(n))


def test_a_bad_lot_is_refused():
    state = GAME.new_state(4)
    for bad in (Shuffle((0, 1, 2)), Shuffle((0, 0, 1, 2)), "lots", None):
        assert state.why_illegal(bad)
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.dealer == -1


@pytest.mark.parametrize("n", [3, 4])
def test_angels_and_devils_are_shuffled_apart_and_6_of_each_dealt(n):
    state = GAME.new_state(n)
    state.apply(Shuffle(tuple(range(n))))  # seat 0 deals
    angels, devils = state.angels, state.devils
    assert state.why_illegal(Shuffle(tuple(range(len(deck(n)))))) is not None
    events = state.apply(Shuffle(tuple(range(len(angels)))))
    assert RoundStarted(1, 0, (state.cap,) * n) in events
    assert Shuffled("Angel deck", len(angels)) in events
    assert state.to_move() == CHANCE and not any(state.hands)  # the Devils come next
    events = state.apply(Shuffle(tuple(range(len(devils)))))
    assert Shuffled("Devil deck", len(devils)) in events
    for s in range(n):
        hand = state.hands[s]
        assert len(hand) == 12
        assert sum(1 for x in hand if is_devil(x)) == 6
    assert sorted(x for h in state.hands for x in h) == sorted(deck(n))
    # One card at a time clockwise from the dealer's left: seat 1 gets the top cards.
    assert angels[0] in state.hands[1] and devils[0] in state.hands[1]
    assert angels[n - 1] in state.hands[0]
    dealt = [e for e in events if isinstance(e, Dealt)]
    assert [e.seat for e in dealt] == [(1 + k) % n for k in range(n)]
    assert all(e.angels == 6 and e.devils == 6 for e in dealt)


def test_the_deal_starts_a_round_with_the_discards_from_the_dealers_left():
    state = position(4, [""] * 4, start="deal", dealer=2, round_no=3,
                     lives=[12, 30, 4, 20])
    rng = random.Random(1)
    state.apply(state.chance_action(rng))
    state.apply(state.chance_action(rng))
    assert state.round_no == 3 and state.dealer == 2
    assert state.phase_name() == "The discards" and state.to_move() == 3
    assert state.lives == [12, 30, 4, 20]


def test_a_new_state_is_a_blank_game():
    state = GAME.new_state(3)
    assert isinstance(state, OGenreOState)
    assert state.round_no == 0 and state.phase_name() == "The deal"
    assert state.legal_actions() == [] and not state.is_over()
