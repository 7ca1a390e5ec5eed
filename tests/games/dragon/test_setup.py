"""Set-up by player count, the Trump Indicator deck, the deal and round 1."""

from __future__ import annotations

import random

import pytest

from engine.actions import Shuffle
from engine.core import CHANCE
from engine.events import Shuffled
from games import REGISTRY
from games.dragon.cards import BLUE, GREEN, PURPLE, RED, SETUPS
from games.dragon.rules import (
    Dealt,
    HighestTrumpCalled,
    RoundStarted,
    ScaleFormed,
    TrumpRevealed,
)
from tests.games.dragon.util import GAME, new_game

EXPECTED = {  # players: colours, body tokens, hand, Inverted Scale
    3: ({PURPLE, RED, BLUE}, 10, 11, 3),
    4: ({PURPLE, RED, BLUE, GREEN}, 10, 11, 4),
    5: ({PURPLE, RED, BLUE, GREEN}, 8, 9, 3),
}


def test_registered_with_its_option():
    assert REGISTRY["dragon"] is GAME
    assert (GAME.min_players, GAME.max_players) == (3, 5)
    (opt,) = GAME.options
    assert opt.key == "advanced" and opt.default is False
    assert GAME.new_state(4).advanced is False
    assert GAME.new_state(4, {"advanced": True}).advanced is True
    with pytest.raises(ValueError):
        GAME.new_state(2)
    with pytest.raises(ValueError):
        GAME.new_state(6)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup_by_player_count(n):
    colours, body, hand, scale = EXPECTED[n]
    state, events = new_game(n, seed=n)
    started = next(e for e in events if isinstance(e, RoundStarted))
    assert started.body_tokens == body
    view = state.view(0)
    assert view.body_left == body
    assert view.hand_sizes == (hand,) * n
    assert view.scale_size == scale
    assert next(e for e in events if isinstance(e, ScaleFormed)).count == scale
    dealt = [c for s in range(n) for c in state.view(s).hand]
    assert {c >> 4 for c in dealt} <= colours
    # Every card of the colours in use is dealt or in the Inverted Scale, once.
    assert sorted(dealt + state.scale) == sorted(SETUPS[n].cards)
    assert len(SETUPS[n].cards) == 12 * len(colours)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_trump_indicator_deck_two_cards_per_colour_shuffled_at_the_start(n):
    colours = EXPECTED[n][0]
    state = GAME.new_state(n)
    assert state.to_move() == CHANCE and state.view(0).phase == "shuffle_trumps"
    assert state.view(0).trump_deck_left == 2 * len(colours)
    shuffle = state.chance_action(random.Random(1))
    assert isinstance(shuffle, Shuffle) and len(shuffle.order) == 2 * len(colours)
    events = state.apply(shuffle)
    assert events == [Shuffled("Trump Indicator deck", 2 * len(colours))]
    assert sorted(state.trump_deck) == sorted(c for c in colours for _ in range(2))
    # ... and the deal is the next chance step.
    assert state.to_move() == CHANCE and state.view(0).phase == "deal"
    assert state.why_illegal(Shuffle(tuple(range(5)))) is not None


def test_one_trump_indicator_revealed_per_round_and_removed_after_it():
    rng = random.Random(5)
    state = GAME.new_state(4)
    seen = []
    while not state.is_over():
        if state.to_move() == CHANCE:
            left = len(state.trump_deck) if state.view(0).phase == "deal" else None
            events = state.apply(state.chance_action(rng))
            for e in events:
                if isinstance(e, TrumpRevealed):
                    seen.append(e.colour)
                    assert e.deck_left == left - 1
                    assert state.view(1).trump == e.colour
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert state.view(0).trump_history == tuple(seen)
    assert len(seen) == 4 and state.view(0).trump_deck_left == 8 - 4
    assert all(seen.count(colour) <= 2 for colour in seen)


def test_deal_step_events_in_round_flow_order():
    _, events = new_game(4, seed=2)
    kinds = [type(e) for e in events]
    assert kinds == [Shuffled, RoundStarted, Shuffled] + [Dealt] * 4 + [
        ScaleFormed, TrumpRevealed, HighestTrumpCalled]


def test_deal_is_one_card_at_a_time_round_the_table():
    state = GAME.new_state(3)
    state.apply(Shuffle(tuple(range(6))))
    state.apply(Shuffle(tuple(range(36))))
    cards = SETUPS[3].cards
    for s in range(3):
        assert state.hands[s] == sorted(cards[s:33:3])
    assert sorted(state.scale) == sorted(cards[33:])


def test_each_seat_is_dealt_its_own_hand_and_others_only_a_count():
    _, events = new_game(4, seed=3)
    for e in events:
        if isinstance(e, Dealt):
            for viewer in [None, 0, 1, 2, 3]:
                seen = e.for_viewer(viewer)
                if viewer == e.seat:
                    assert seen.cards is not None and len(seen.cards) == 11
                else:
                    assert seen.cards is None and seen.count == 11


def _first_deal(n: int, order: list[int]):
    """A new game: the Trump Indicator deck in printed order, then the deal `order`."""
    state = GAME.new_state(n)
    state.apply(Shuffle(tuple(range(len(SETUPS[n].trump_deck)))))
    return state, state.apply(Shuffle(tuple(order)))


@pytest.mark.parametrize("n", [3, 4, 5])
def test_round_one_leader_is_drawn_by_lot_and_there_is_no_summoning(n):
    size = len(SETUPS[n].cards)
    for seat in range(n):
        # The first n cards dealt to seat 0 lie at positions 0, n, 2n, ...; put `seat`
        # of the others below the first: that seat leads round 1.
        order = list(range(size))
        firsts = [i * n for i in range(n)]
        values = [order[i] for i in firsts]
        ranked = sorted(values)
        order[0] = ranked[seat]
        rest = [v for v in values if v != ranked[seat]]
        for i, v in zip(firsts[1:], rest):
            order[i] = v
        state, events = _first_deal(n, order)
        started = next(e for e in events if isinstance(e, RoundStarted))
        assert started.leader == seat and started.summoner == -1
        assert "leads (drawn by lot)" in started.describe(["A", "B", "C", "D", "E"])
        view = state.view(None)
        assert view.leader == seat and view.summoner == -1
        assert view.phase == "divide"  # no Summoning: straight to the count-down's jutsu
        while state.view(0).phase == "divide":
            state.apply(state.legal_actions()[-1] if state.piles[state.divider]
                        else state.legal_actions()[0])
        assert state.to_move() == seat  # the drawn player leads the first trick


def test_the_lot_does_not_change_the_deal():
    # Swapping the first two cards dealt to seat 0 keeps every hand and the Inverted
    # Scale, and changes only who leads.
    order = list(range(36))
    a, _ = _first_deal(3, order)
    order[0], order[3] = order[3], order[0]
    b, _ = _first_deal(3, order)
    assert a.hands == b.hands and sorted(a.scale) == sorted(b.scale)
    assert (a.view(0).leader, b.view(0).leader) == (0, 1)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_seat_is_equally_likely_to_lead_round_one(n):
    counts = [0] * n
    games = 300 * n
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_state(n)
        state.apply(state.chance_action(rng))
        events = state.apply(state.chance_action(rng))
        counts[next(e for e in events if isinstance(e, RoundStarted)).leader] += 1
    for count in counts:
        assert abs(count / games - 1 / n) < 0.05, counts
