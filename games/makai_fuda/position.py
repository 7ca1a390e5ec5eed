"""Explicit Makai Fuda positions for tests, tutorials and puzzles:
`MakaiState.from_position(...)`, checked against the rules so that a position the game
cannot reach is refused with the reason."""

from __future__ import annotations

from games.makai_fuda.cards import (
    CHIP_CAP,
    CHIP_STEP,
    GREEN,
    HAND_SIZE,
    MAGIC_BOOST,
    WATCH_MATCHES,
    card_name,
    is_card,
)
from games.makai_fuda.judging import legal_plays
from games.makai_fuda.phases import PHASE_INDEX


def _field_items(field):
    """`field` items as (card, target, from_prediction)."""
    out = []
    for item in field:
        if isinstance(item, tuple):
            if len(item) == 2:
                out.append((item[0], item[1], False))
            elif len(item) == 3:
                out.append((item[0], item[1], bool(item[2])))
            else:
                raise ValueError(f"a field item is a card, (card, target) or "
                                 f"(card, None, True), not {item!r}")
        else:
            out.append((item, None, False))
    return out


def _per_type(values, name: str, n: int) -> list[int]:
    values = list(values)
    if len(values) != 4 or any(type(v) is not int or v < 0 for v in values):
        raise ValueError(f"{name} needs 4 whole numbers (Blue, Green, Yellow, Red), not "
                         f"{values!r}")
    if n == 3 and values[GREEN]:
        raise ValueError(f"there is no Green with 3 players: {name} for Green must be 0")
    return values


def from_position(cls, num_players: int, hands, *, predictions=None, field=(),
                  leader: int = 0, start_player: int | None = None, dice=None, chips=None,
                  gold=None, tournament: int = 1, switched=None, options=None, game=None):
    """An explicit position in a tournament (for tests, tutorials and puzzles).

    - `hands`: one list of cards per seat.
    - `predictions`: per seat, its face-down Monster card, or None when it has not
      predicted yet. All None: before the prediction (or, with Variant I, during the
      first three matches). Some None: the prediction is under way, clockwise from the
      Start Player. Default: nobody has predicted.
    - `field`: the current match's plays in order from `leader`: a card; a Magic card
      as (card, target), target None when no Monster was on the field (or when exactly
      one type was, which it then boosts); a prediction played by Variant II as
      (card, None, True).
    - `leader`: who led the current match, or leads the next; `start_player`: who holds
      the Start Player card (default: `leader`).
    - `dice` and `chips`: per Monster type, 4 whole numbers (Blue, Green, Yellow, Red;
      Green 0 with 3 players); `gold`: per seat. Default: all 0.
    - `tournament`: its number (1-based); `options`: as for `new_state`.
    - `switched`: {seat: the prediction card it played by Variant II in this tournament}
      (in `field`, or in an earlier match).
    Every card of the deck not placed is one played in the earlier matches of this
    tournament. A position that the rules cannot reach raises ValueError saying why.
    """
    if game is None:
        from games import REGISTRY
        from games.makai_fuda.rules import MakaiFudaGame

        game = REGISTRY.get("makai_fuda") or MakaiFudaGame()
    opts = game.check_new(num_players, options)
    st = cls.blank(game, num_players, opts)
    n = num_players
    deck = st.cards
    if len(hands) != n:
        raise ValueError(f"{n} players need {n} hands")
    hands = [list(h) for h in hands]
    predictions = list(predictions) if predictions is not None else [None] * n
    if len(predictions) != n:
        raise ValueError("predictions need one entry per seat (None: not yet)")
    items = _field_items(field)
    switched = {s: c for s, c in (switched or {}).items()}
    if type(leader) is not int or not 0 <= leader < n:
        raise ValueError(f"leader must be a seat 0-{n - 1}")
    start = leader if start_player is None else start_player
    if type(start) is not int or not 0 <= start < n:
        raise ValueError(f"start_player must be a seat 0-{n - 1}")
    if type(tournament) is not int or tournament < 1:
        raise ValueError("tournament is a number from 1")
    if st.tournaments and tournament > st.tournaments:
        raise ValueError(f"Variant III is set to {st.tournaments} tournaments")
    if switched and not st.go_that_way:
        raise ValueError("switched needs Variant II (option go_that_way)")
    for s in switched:
        if type(s) is not int or not 0 <= s < n:
            raise ValueError(f"switched: {s!r} is not a seat")

    placed = [c for h in hands for c in h] + [c for c in predictions if c is not None]
    placed += [c for c, _, _ in items]
    for c in placed:
        if not is_card(c) or c not in deck:
            raise ValueError(f"{c!r} is not a card of a {n}-player game")
    if len(set(placed)) != len(placed):
        raise ValueError("a card is placed twice")
    out = [c for c in deck if c not in set(placed)]
    for s, c in switched.items():
        if not is_card(c) or c >= 64:
            raise ValueError(f"switched: {c!r} is not a Monster card")
        if c not in out and (c, None, True) not in items:
            raise ValueError(f"switched: {card_name(c)} was not played")
        p = predictions[s]
        if p is None:
            raise ValueError("a player who changed their prediction has a new one")
        if p >> 4 == c >> 4:
            raise ValueError("a new prediction is of another type than the one played")

    # How many matches are finished: every seat has the same number of cards left.
    in_field = [0] * n
    for i in range(len(items)):
        in_field[(leader + i) % n] += 1
    left = {len(hands[s]) + (predictions[s] is not None) + in_field[s] for s in range(n)}
    if len(items) >= n:
        raise ValueError("a match holds fewer plays than there are players")
    if len(left) != 1:
        raise ValueError("every player holds the same number of cards between matches "
                         "(hand, prediction and the card played to this match)")
    done = HAND_SIZE - left.pop()
    if not 0 <= done < HAND_SIZE - 1:
        raise ValueError("the tournament is over: deal a new one")
    if len(out) != done * n:
        raise ValueError(f"{done} matches were played, so {done * n} cards are out of play")

    # The phase.
    made = [p is not None for p in predictions]
    for p in predictions:
        if p is not None and p >= 64:
            raise ValueError("a prediction is a Monster card, never Magic")
    watch = st.watch_here
    predict_at = WATCH_MATCHES if watch else 0
    if not any(made):
        if watch and done < WATCH_MATCHES:
            phase, turn = "play", (leader + len(items)) % n
        elif done == predict_at and not items:
            phase, turn = "predict", start
        else:
            raise ValueError("the predictions are made before this match")
    else:
        if done < predict_at:
            raise ValueError("with Variant I nobody predicts before the fourth match")
        if not all(made):
            if items or done != predict_at:
                raise ValueError("the matches start once everyone has predicted")
            k = sum(made)
            if made != [((s - start) % n) < k for s in range(n)]:
                raise ValueError("predictions are made clockwise from the Start Player")
            phase, turn = "predict", (start + k) % n
        else:
            phase, turn = "play", (leader + len(items)) % n
    if phase == "predict" and not any(c < 64 for c in hands[turn]):
        raise ValueError("a player about to predict holds a Monster")

    # The field, replayed with what it shows.
    for i, (c, target, from_prediction) in enumerate(items):
        s = (leader + i) % n
        if from_prediction:
            if switched.get(s) != c:
                raise ValueError(f"{card_name(c)} played from a prediction: give it in "
                                 f"switched for seat {s}")
            st._add_monster(s, c)
            st.plays.append((s, c, None, True))
            continue
        if c >= 64:
            if target is None and len(st.order) == 1:
                target = st.order[0]
            if target is None:
                if st.order:
                    raise ValueError("Magic must boost a Monster on the field: give its "
                                     "target as (card, target)")
            elif target not in st.order:
                raise ValueError(f"Magic cannot boost {target!r}: not on the field")
            else:
                st.strength[target] += MAGIC_BOOST
                st.last[target] = s
            st.plays.append((s, c, target, False))
            continue
        if target is not None:
            raise ValueError("only Magic cards have a target")
        hand_then = sorted([*hands[s], c])
        if c not in legal_plays(hand_then, st.field_mask, i == 0):
            raise ValueError(f"seat {s} could not play {card_name(c)}: a Monster not yet "
                             f"on the field was in that hand")
        fm = st.field_mask
        if i and fm >> (c >> 4) & 1 and st.monster_mask & ~fm:
            st.voids[s] |= st.monster_mask & ~fm
        st._add_monster(s, c)
        st.plays.append((s, c, None, False))

    dice = _per_type(dice if dice is not None else [0] * 4, "dice", n)
    if sum(dice) > done:
        raise ValueError(f"{done} matches were played: the dice add up to at most {done}")
    chips = _per_type(chips if chips is not None else [0] * 4, "chips", n)
    if any(c % CHIP_STEP or c > CHIP_CAP for c in chips):
        raise ValueError("chips are 0, 10, 20, 30 or 40 gold a card")
    gold = list(gold) if gold is not None else [0] * n
    if len(gold) != n or any(type(g) is not int or g < 0 for g in gold):
        raise ValueError("gold needs a whole number of at least 0 per seat")

    st.phase = PHASE_INDEX[phase]
    st.turn = turn
    st.tournament = tournament
    st.start_player = start
    st.leader = leader
    st.match_no = done
    st.hands = [sorted(h) for h in hands]
    st.predictions = [-1 if p is None else p for p in predictions]
    for s, c in switched.items():
        st.switched[s] = True
        st.switch_from[s] = c
    st.out = out
    st.dice = dice
    st.chips = chips
    st.gold = gold
    return st

