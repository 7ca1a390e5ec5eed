"""The repetition tie (DESIGN.md section 7): once the deck is empty, a battle that starts
with the same hands and the same start player for the third time ends the game in a tie;
the second time, and any number of battles without a repetition, the game goes on."""

import random

import pytest

from engine.core import CHANCE, playable_actions
from games import REGISTRY
from games.fools_field.rules import (
    REPEATS_TO_TIE,
    RETREAT,
    BattleStarted,
    Deploy,
    Discard,
    Discarded,
    FieldState,
    GameEnded,
)

from .helpers import card, cards, event_types, position, rest_except

GAME = REGISTRY["fools_field"]

# Seat 0 holds the 4 Swords and "Sword left"; seat 1 "Sword bottom", "Swords bottom &
# left" and a 4 Shields. The cycle below brings both hands and the start player back
# every two battles, without a discard.
HAND_0 = ["WWWW", "SSSW"]
HAND_1 = ["SSWS", "SSWW", "SSSS"]


def start_position(hand0=HAND_0, hand1=HAND_1, deck=(), match=False) -> FieldState:
    """A battle seat 0 is about to open, the field empty; the rest is discarded."""
    h0, h1 = cards(*hand0), cards(*hand1)
    deck = cards(*deck)
    rest = rest_except(h0, h1, deck)
    return position(hands=[h0, h1], deck=deck, discards=[rest, []], match=match)


def cycle(state) -> list:
    """Two battles that give every card back: seat 0 opens with the 4 Swords, seat 1
    puts "Sword bottom" below it (turned, its Sword up on the centre's), seat 0 retreats;
    seat 1 opens with "Swords bottom & left" (turned: Swords up and right), seat 0 puts
    "Sword bottom", now held index up (its Sword down), above it; seat 1 retreats.
    Returns the events of the last retreat."""
    state.apply(Deploy(card("WWWW"), 4))
    state.apply(Deploy(card("SSWS"), 7))
    events = state.apply(RETREAT)
    assert isinstance(events[-1], BattleStarted) and events[-1].start_player == 1
    state.apply(Deploy(card("SSWW"), 4))
    state.apply(Deploy(card("SSWS"), 1))
    return state.apply(RETREAT)


def test_the_repetition_limit_is_the_third_time():
    assert REPEATS_TO_TIE == 3


def test_the_third_time_a_battle_starts_from_the_same_hands_the_game_is_a_tie():
    state = start_position()        # the first time: hands (A, B), seat 0 starts
    events = cycle(state)           # the second time: the game goes on
    assert event_types(events) == ["Retreated", "BattleStarted"]
    assert events[-1].start_player == 0 and not state.is_over()
    assert state.view(0).hand == tuple(sorted(cards(*HAND_0)))
    assert state.view(1).hand == tuple(sorted(cards(*HAND_1)))
    events = cycle(state)           # the third time: a tie, the battle is not played
    assert event_types(events) == ["Retreated", "GameEnded", "GameOver"]
    ended = events[1]
    assert ended.reason == "repetition" and ended.winners == (0, 1)
    assert state.is_over() and state.winners() == [0, 1] and state.scores() == [0.5, 0.5]
    assert "third time" in ended.describe(["Ann", "Bob"])


def test_the_second_time_the_game_goes_on_and_can_still_be_won():
    state = start_position()
    cycle(state)                    # the same start, the second time
    # This time seat 0 plays on instead of retreating: its last card fits, it wins.
    state.apply(Deploy(card("WWWW"), 4))
    state.apply(Deploy(card("SSWS"), 7))
    events = state.apply(Deploy(card("SSSW"), 5))
    assert events[-2].reason == "emptied" and state.winners() == [0]


def test_a_start_before_the_deck_ran_out_does_not_count():
    # The same hands and start player, first with one card left in the deck. Seat 1
    # draws it at the first retreat, and must discard it to get its hand back: the
    # count begins once the deck is empty (after that discard).
    hand1 = ["SSWS", "SSWW", "SSSS", "FSFS", "SFSF", "FFSS"]
    state = start_position(hand1=hand1, deck=["SFFS"])
    state.apply(Deploy(card("WWWW"), 4))
    state.apply(Deploy(card("SSWS"), 7))
    events = state.apply(RETREAT)
    assert events[1].count == 1 and events[1].deck_size == 0
    state.apply(Deploy(card("SSWW"), 4))
    state.apply(Deploy(card("SSWS"), 1))
    state.apply(RETREAT)
    events = state.apply(Discard(card("SFFS")))
    assert event_types(events) == ["Discarded", "BattleStarted"]
    start = (state.view(0).hand, state.view(1).hand, state.view(0).start_player)
    assert start == (tuple(sorted(cards(*HAND_0))), tuple(sorted(cards(*hand1))), 0)
    # That start is the first since the deck ran out; twice more makes the tie.
    assert event_types(cycle(state))[-1] == "BattleStarted"
    assert not state.is_over()
    assert event_types(cycle(state))[-2:] == ["GameEnded", "GameOver"]


def test_a_repetition_tie_in_a_match_counts_for_the_start_player():
    state = start_position(match=True)
    cycle(state)
    events = cycle(state)
    assert events[1].reason == "repetition" and events[1].points == (1.0, 0.5)
    assert events[1].next_start == 1 and state.view(0).phase == "shuffle"


def test_a_long_game_without_a_discard_is_not_cut_short():
    # 22 battles in a row without a discard, none starting a third time the same way:
    # the game goes on to a winner. (The seed was picked for a long quiet game; the old
    # "20 battles without a discard" tie would have cut it short.)
    h0 = cards("WWWW", "SSWS", "FFFF", "FFSS", "WSWS")
    h1 = cards("SSWW", "WSSS", "FSFS", "SSFF", "SWSW")
    state = position(hands=[h0, h1], deck=[], discards=[rest_except(h0, h1), []])
    rng = random.Random(410)
    quiet = longest = 0
    while not state.is_over():
        legal = playable_actions(state.legal_actions())
        deploys = [a for a in legal if isinstance(a, Deploy)]
        if deploys and (RETREAT not in legal or rng.random() > 0.5):
            action = rng.choice(deploys)
        else:
            action = RETREAT if RETREAT in legal else rng.choice(legal)
        for event in state.apply(action):
            if isinstance(event, BattleStarted):
                quiet += 1
                longest = max(longest, quiet)
            elif isinstance(event, Discarded):
                quiet = 0
            elif isinstance(event, GameEnded):
                assert event.reason == "emptied"
    assert longest > 20 and len(state.winners()) == 1


# Seeds 2, 125, 314 and 1008 end by repetition; the others mostly by an empty hand.
@pytest.mark.parametrize("seed", [*range(30), 125, 314, 1008])
def test_random_games_end_by_repetition_exactly_at_a_third_start(seed):
    """An invariant over seeded random games, read from the public views of both seats:
    a game ends by repetition exactly when a battle would start, with the deck empty,
    for the third time since the last discard from the same hands and start player."""
    rng = random.Random(seed)
    state = GAME.new_state(2)
    counts: dict = {}
    while not state.is_over():
        if state.to_move() == CHANCE:
            action = state.chance_action(rng)
        else:
            action = rng.choice(playable_actions(state.legal_actions()))
        events = state.apply(action)
        if any(isinstance(e, Discarded) for e in events):
            counts = {}
        ends = [e for e in events if isinstance(e, GameEnded)]
        starts = [e for e in events if isinstance(e, BattleStarted)]
        if starts or (ends and ends[0].reason == "repetition"):
            if state.view(0).deck_size:
                continue
            key = (state.view(0).hand, state.view(1).hand, state.view(0).start_player)
            counts[key] = counts.get(key, 0) + 1
            assert (counts[key] == 3) == bool(ends and ends[0].reason == "repetition")
    if seed in (2, 125, 314, 1008):
        assert state.view(0).results and max(counts.values()) == 3
