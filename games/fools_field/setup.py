"""Set-up and the start of each battle.

A game: the 23 cards are shuffled into a face-down deck (a chance step, the `Shuffle`
action); starting with the game's start player, the players draw 6 cards each, one at
a time, alternately; then the first battle starts. A battle: its start player opens it
by placing a card in the centre; the field is empty and every card fits there. Once the
deck is empty, a battle that would start from the same hands with the same start
player for the third time ends the game in a tie instead (end.py).
"""

from __future__ import annotations

from engine.cards import ordered
from engine.events import Shuffled
from games.fools_field.cards import ALL_MASK, CARDS, CENTRE, NUM_CARDS, mask_of
from games.fools_field.end import end_game, repeats_for_the_last_time
from games.fools_field.events import REPETITION, BattleStarted, Dealt, GameStarted
from games.fools_field.view import PLAY

HAND_SIZE = 6


def start_battle(state, start: int) -> list:
    """The next battle, opened by `start` (or the repetition tie)."""
    if not state.deck and repeats_for_the_last_time(state, start):
        state.start = start
        return end_game(state, (0, 1), REPETITION)
    state.battle += 1
    state.start = state.turn = start
    state.phase = PLAY
    state.frontier = 1 << CENTRE
    state.allow = [ALL_MASK] * 18
    state.tie_battle = not state.deck and state.hand_n[0] == state.hand_n[1]
    state.tie_reply = False
    state.offered = False
    return [BattleStarted(state.battle, start, len(state.deck), tuple(state.hand_n),
                          state.tie_battle)]


def start_game(state, order) -> list:
    """Shuffle by `order`, deal 6 each alternately from the game's start player, and
    start the first battle."""
    start = state.game_start
    deck = ordered(CARDS, order)
    deck.reverse()  # the top card (first of the shuffled order) last, for pop()
    hands = ([], [])
    for i in range(2 * HAND_SIZE):
        hands[start if i % 2 == 0 else 1 - start].append(deck.pop())
    state.set_position(
        hands=[mask_of(hands[0]), mask_of(hands[1])], field=(), placed_by=(), deck=deck,
        discards=[0, 0], turn=start, start=start, game_start=start, battle=0,
        phase=PLAY, tie_reply=False, offered=False, known=[0, 0], score=state.score,
        results=state.results)
    number = len(state.results) + 1
    return [Shuffled("deck", NUM_CARDS),
            GameStarted(number, start, state.match, tuple(state.score)),
            Dealt(start, HAND_SIZE, (tuple(hands[0]), tuple(hands[1])), len(deck)),
            *start_battle(state, start)]
