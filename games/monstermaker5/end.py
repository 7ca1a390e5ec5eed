"""The end of the game and its winner.

Once every Jewel and St. Knight has been drawn from the stock, each player takes two
more turns (two full rounds of the table from the next player), then the game ends (the
stock is never rebuilt). The side whose players hold 4 or more Jewels together wins
(only one side can: there are 7); within it, the player with the most Jewels wins. Ties
in the Light go to more St. Knights with their own Jewel, then to more St. Knights, else
the victory is shared; ties in the Darkness go to the highest rank on the field, else
shared. Neutral players never win. If no side holds 4, the game is a draw shared by
everyone. `scores` is each player's Jewels.
"""

from __future__ import annotations

from engine.events import GameOver
from games.monstermaker5.cards import (
    DARK,
    KIND,
    KNIGHT,
    KNIGHT_JEWEL,
    LIGHT,
    RANK,
    SIDE_KEYS,
    WIN_JEWELS,
)
from games.monstermaker5.events import GameResult
from games.monstermaker5.phases import PH_OVER

TIE_NONE = ""                  # one player had the most Jewels
TIE_KNIGHTS_JEWELS = "St. Knights with their own Jewel"
TIE_KNIGHTS = "St. Knights"
TIE_RANK = "the highest rank on the field"
TIE_SHARED = "shared"          # still tied: the victory is shared
TIE_DRAW = "draw"              # no side holds 4 Jewels


def knights_with_jewel(chars, jewels) -> int:
    return sum(1 for c in chars if KIND[c] == KNIGHT and KNIGHT_JEWEL[c] in jewels)


def knights(chars) -> int:
    return sum(1 for c in chars if KIND[c] == KNIGHT)


def highest_rank(chars) -> int:
    return max((RANK[c] for c in chars), default=0)


def side_jewels(sides, jewels) -> tuple[int, int]:
    light = sum(len(j) for s, j in zip(sides, jewels) if s == LIGHT)
    dark = sum(len(j) for s, j in zip(sides, jewels) if s == DARK)
    return light, dark


def decide(sides, chars, jewels) -> tuple[int, list[int], str]:
    """(winning side or 0, the winners, the tie-break used) from each seat's side, field
    characters and Jewels."""
    n = len(sides)
    light, dark = side_jewels(sides, jewels)
    if light >= WIN_JEWELS:
        side = LIGHT
    elif dark >= WIN_JEWELS:
        side = DARK
    else:
        return 0, list(range(n)), TIE_DRAW
    members = [s for s in range(n) if sides[s] == side]
    most = max(len(jewels[s]) for s in members)
    best = [s for s in members if len(jewels[s]) == most]
    if len(best) == 1:
        return side, best, TIE_NONE
    if side == LIGHT:
        keys = ((TIE_KNIGHTS_JEWELS, lambda s: knights_with_jewel(chars[s], jewels[s])),
                (TIE_KNIGHTS, lambda s: knights(chars[s])))
    else:
        keys = ((TIE_RANK, lambda s: highest_rank(chars[s])),)
    for name, key in keys:
        top = max(key(s) for s in best)
        best = [s for s in best if key(s) == top]
        if len(best) == 1:
            return side, best, name
    return side, best, TIE_SHARED


def finish_game(st, events: list) -> None:
    n = st.num_players
    sides = [st.side_of(s) for s in range(n)]
    side, winners, tiebreak = decide(sides, st.chars, st.jewels)
    st.over = True
    st.phase = PH_OVER
    st.actor = st.turn
    st.result = (side, tiebreak)
    st.winner_seats = winners
    events.append(GameResult(tuple(len(j) for j in st.jewels),
                             tuple(SIDE_KEYS[s] for s in sides),
                             side_jewels(sides, st.jewels), SIDE_KEYS[side] if side else "",
                             tiebreak, tuple(winners)))
    events.append(GameOver(tuple(winners), tuple(float(len(j)) for j in st.jewels)))
