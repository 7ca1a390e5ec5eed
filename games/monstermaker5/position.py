"""Explicit positions of Monstermaker 5 Revised, for tests, tutorials and puzzles.

`MonsterMakerState.from_position(num_players, hands, fields, ...)` (this module's
`from_position`) builds a state at the start of a turn or in its main step, and refuses a
position the rules cannot reach with a ValueError saying why.
"""

from __future__ import annotations

from games.monstermaker5 import turns
from games.monstermaker5.cards import (
    IS_PLACEABLE,
    JEWELS,
    KIND,
    KNIGHT,
    LIGHT,
    MAX_HAND,
    SIDE,
    SPECIALS,
    STOCK_SIZE,
    card_name,
)
from games.monstermaker5.phases import PH_MAIN


def from_position(cls, num_players: int, hands, fields=None, *, jewels=None, jail=(),
                  guards=(), discard=(), stock=None, turn: int = 0, start: str = "main",
                  turn_no: int = 1, end_turns: int | None = None, shown=None, game=None):
    """An explicit position (for tests, tutorials and puzzles), at the turn of `turn`.

    - `hands`, `fields` (characters), `jewels`: one list of cards per seat; `jail`:
      the jailed St. Knights; `guards`: Darkness cards left on the Jail; `discard`:
      the discard pile (face up, in order).
    - `stock`: the stock, the top card first; None: every card placed nowhere else,
      lowest id on top. If a stock is given, the cards placed nowhere go to the
      discard pile (so a Jewel or St. Knight must be placed).
    - `start`: "turn" (the turn begins with its draw) or "main" (drawn already; the
      player places, acts, or ends the turn).
    - `end_turns`: turns still to start after this one in the end count-down (None:
      -1, or 2n if no Jewel or St. Knight is left in the stock).
    - `shown`: per seat, cards of its hand the Whisper of Deep showed to everyone.
    Hands hold at most 5 cards (6 for the player in turn with `start="main"`). A
    position the rules cannot reach raises ValueError saying why.
    """
    if game is None:
        from games.monstermaker5.rules import default_game

        game = default_game()
    n = num_players
    if type(n) is not int or not 2 <= n <= 8:
        raise ValueError(f"Monstermaker 5 is for 2-8 players, not {n!r}")
    st = cls.blank(game, n)

    def per_seat(value, what):
        value = [[] for _ in range(n)] if value is None else [list(v) for v in value]
        if len(value) != n:
            raise ValueError(f"{what}: one list per seat ({n}) needed")
        return value

    hands = per_seat(hands, "hands")
    fields = per_seat(fields, "fields")
    jewels = per_seat(jewels, "jewels")
    shown = per_seat(shown, "shown")
    if start not in ("turn", "main"):
        raise ValueError(f"start must be 'turn' or 'main', not {start!r}")
    if type(turn) is not int or not 0 <= turn < n:
        raise ValueError(f"turn must be a seat 0-{n - 1}")
    placed = [c for zone in (*hands, *fields, *jewels) for c in zone]
    placed += [*jail, *guards, *discard, *(stock or ())]
    for c in placed:
        if type(c) is not int or not 0 <= c < STOCK_SIZE:
            raise ValueError(f"{c!r} is not a card of the stock (0-{STOCK_SIZE - 1})")
    if len(set(placed)) != len(placed):
        raise ValueError("a card is placed twice")
    for s in range(n):
        if any(c in SPECIALS for c in hands[s]):
            raise ValueError("St. Knights and Jewels are never held in a hand")
        limit = MAX_HAND + 1 if s == turn and start == "main" else MAX_HAND
        if len(hands[s]) > limit:
            raise ValueError(f"seat {s} holds {len(hands[s])} cards (at most {limit})")
        if any(c not in JEWELS for c in jewels[s]):
            raise ValueError("only Jewels go in `jewels`")
        field = fields[s]
        if any(not (KIND[c] == KNIGHT or IS_PLACEABLE[c]) for c in field):
            raise ValueError(f"seat {s}: a field holds only characters (no Thief)")
        if len({SIDE[c] for c in field}) > 1:
            raise ValueError(f"seat {s}: a field holds one side's characters only")
        if not set(shown[s]) <= set(hands[s]):
            raise ValueError(f"seat {s}: shown cards must be in its hand")
    if any(KIND[c] != KNIGHT for c in jail):
        raise ValueError("only St. Knights are jailed")
    if any(SIDE[c] == LIGHT or not IS_PLACEABLE[c] for c in guards):
        raise ValueError("the Jail's guards are Darkness characters")
    if any(c in SPECIALS for c in discard):
        raise ValueError("Jewels and St. Knights are never discarded")
    rest = [c for c in range(STOCK_SIZE) if c not in set(placed)]
    if stock is None:
        stock = rest
    else:
        if any(c in SPECIALS for c in rest):
            raise ValueError(f"{card_name(next(c for c in rest if c in SPECIALS))} "
                             f"must be placed somewhere")
        discard = [*discard, *rest]
    st.hands = [sorted(h) for h in hands]
    st.chars = [sorted(f) for f in fields]
    st.jewels = [sorted(j) for j in jewels]
    st.shown = [sorted(s) for s in shown]
    st.jail = sorted(jail)
    st.guards = sorted(guards)
    st.discard = list(discard)
    st.stock = list(reversed(stock))
    st.specials_left = sum(1 for c in st.stock if c in SPECIALS)
    st.first = turn
    if end_turns is None:
        end_turns = -1 if st.specials_left else 2 * n
    st.end_turns = end_turns
    events: list = []
    if start == "turn":
        st.turn_no = turn_no - 1
        turns.start_turn(st, turn, events)
    else:
        st.turn = turn
        st.turn_no = turn_no
        st.phase = PH_MAIN
        st.actor = turn
    return st

