"""The end of a game: the last card, the tie race, the repetition tie, concessions, and
the match.

- Once the deck is empty, the first player to place the last card of their hand wins.
- Tie race: a battle that starts after the deck ran out with both hands the same size;
  if its start player places their last card, the other player gets one more turn,
  in which placing their own last card ties the game (with no cell for it, they lose).
- Repetition (DESIGN.md section 7): once the deck is empty, a battle that would start
  with the same hands and the same start player for the third time ends the game in a
  tie instead. Nothing leaves play then but discards, and a discard makes every earlier
  start impossible to meet again (fewer cards in the hands), so only the starts since
  the deck ran out or the last discard are kept. A game that can still be won goes on
  however long it takes: only a true repetition ends it.
- Resigning, and a tie offered by one player and accepted by the other.
- Match (option): first to 2 wins; a tie scores 1 for the start player of the battle
  being played and a half for the other; the loser (or the half) starts the next game.
"""

from __future__ import annotations

from engine.events import GameOver, Resigned
from games.fools_field.deployment import has_deploy
from games.fools_field.events import (
    AGREED,
    EMPTIED,
    REPEATS_TO_TIE,
    RESIGNED,
    TIE_RACE,
    GameEnded,
    TieAnswered,
    TieChance,
    TieOffered,
)
from games.fools_field.view import DISCARD, OFFER, OVER, PLAY, SHUFFLE

WINS_NEEDED = 2


def start_key(hands, start: int) -> int:
    """One int for the position a battle starts from: both hands and the start player."""
    return hands[0] | hands[1] << 23 | start << 46


def repeats_for_the_last_time(state, start: int) -> bool:
    """Record the start of a battle by `start` with the deck empty; True when this start
    (same hands, same start player) is reached for the third time."""
    key = start_key(state.hands, start)
    starts = (*state.starts, key)
    state.starts = starts
    return starts.count(key) >= REPEATS_TO_TIE


def can_tie(state, seat: int) -> bool:
    """Whether `seat` holds one card and can place it now (the tie race's answer)."""
    return state.hand_n[seat] == 1 and has_deploy(state, seat)


def last_card_placed(state, seat: int) -> list:
    """`seat` has just placed its last card with the deck out: a win, the tie race's
    turn for the other player, or the tie."""
    other = 1 - seat
    if state.tie_reply:
        return end_game(state, (0, 1), TIE_RACE)
    if state.tie_battle and seat == state.start and can_tie(state, other):
        state.tie_reply = True
        state.turn = other
        return [TieChance(seat, other)]
    return end_game(state, (seat,), EMPTIED)


def resign(state) -> list:
    """The mover gives up the game (in a match, only this game)."""
    seat = state.turn
    return [Resigned(seat), *end_game(state, (1 - seat,), RESIGNED)]


def offer_tie(state) -> list:
    """The mover offers a tie: the other seat answers before anything else happens."""
    seat = state.turn
    state.offered = True
    state.phase = OFFER
    state.turn = 1 - seat
    return [TieOffered(seat)]


def answer_tie(state, accepted: bool) -> list:
    """The other seat accepts (the game is a tie) or declines (the offerer goes on with
    the decision it was at: a move, or its discards)."""
    seat = state.turn
    if accepted:
        return [TieAnswered(seat, True), *end_game(state, (0, 1), AGREED)]
    state.phase = DISCARD if state.to_discard else PLAY
    state.turn = 1 - seat
    return [TieAnswered(seat, False)]


def end_game(state, winners: tuple[int, ...], reason: str) -> list:
    """Score a decided game; in a match, go on to the next game's shuffle unless someone
    has 2 wins."""
    if len(winners) == 2:
        points = [0.5, 0.5]
        if state.match:
            points[state.start] = 1.0
        next_start = 1 - state.start
    else:
        points = [0.0, 0.0]
        points[winners[0]] = 1.0
        next_start = 1 - winners[0]
    state.score = [s + p for s, p in zip(state.score, points)]
    state.results.append((points[0], points[1]))
    number = len(state.results)
    state.tie_reply = False
    state.offered = False
    if state.match and max(state.score) < WINS_NEEDED:
        state.phase = SHUFFLE
        state.game_start = next_start
        return [GameEnded(number, winners, reason, tuple(points), tuple(state.score),
                          next_start, True)]
    state.phase = OVER
    if state.match:
        best = max(state.score)
        state.final = tuple(s for s in (0, 1) if state.score[s] == best)
    else:
        state.final = winners
    return [GameEnded(number, winners, reason, tuple(points), tuple(state.score), -1,
                      state.match),
            GameOver(state.final, tuple(state.score))]
