"""Explicit positions of O Genre O, for tests, tutorials and puzzles.

`OGenreOState.from_position(num_players, hands, ...)` (this module's `from_position`)
builds a state at the start of a round ("deal"), during the discards ("discard"), the
trump vote ("vote") or the tricks ("play"), and refuses a position the rules cannot
reach with a ValueError saying why.
"""

from __future__ import annotations

from games.o_genre_o.cards import (
    ANGELS_DEALT,
    CHIPS,
    DEVIL,
    DEVILS_DEALT,
    DISCARDS,
    LIFE,
    SUIT_NAMES,
    TRICKS,
    card_name,
    cards_text,
    deck,
    is_card,
)

STARTS = ("deal", "discard", "vote", "play")


def from_position(cls, num_players: int, hands, *, start: str = "play", dealer: int = 0,
                  round_no: int = 1, lives=None, recovered=None, history=(),
                  discards=None, chips=(), trump: int | None = None,
                  leader: int | None = None, trick=(), won=None, voids=(),
                  devils_only=(), game=None):
    """An explicit position.

    - `hands`: one list of cards per seat (sorted on the way in). `dealer`: the dealer
      of the round; `round_no`: the round (1-based).
    - `lives`: each life now (default: the cap); `recovered`: the lives each seat
      recovered earlier in this round (default none); `history`: the finished rounds as
      (Devils won, lives recovered, lives after) per seat, for the score table.
    - `start`:
      "deal": the round is about to be dealt (empty hands; the next step shuffles the
        Angel cards);
      "discard": hands as dealt (6 Angels and 6 Devils each, less any discards made);
        `discards` ({seat: cards}) holds the discards already made, in discard order
        from the dealer's left;
      "vote": hands of 10; `chips` the suits chipped so far, in vote order;
      "play": the trump vote is over: `trump` is the trump suit, `leader` leads the
        current trick (default the dealer, who leads the first), `trick` the cards
        already played to it (in order from the leader), `won` each seat's won pile
        (whole tricks), `voids` ((seat, suit) pairs) and `devils_only` (seats) what
        earlier tricks showed. For "vote" and "play", `discards` defaults to the cards
        not placed elsewhere, 2 per seat in seat order.
    The cards a seat played to earlier tricks are not checked to make its 12 dealt
    cards 6 Angels and 6 Devils (a won pile does not say who played which card).
    """
    if game is None:
        from games import REGISTRY

        game = REGISTRY.get("o_genre_o") or _unregistered_game()
    n = num_players
    if n not in LIFE:
        raise ValueError(f"O Genre O is for 3-4 players, not {n!r}")
    if start not in STARTS:
        raise ValueError(f"start must be one of {', '.join(STARTS)}, not {start!r}")
    if type(dealer) is not int or not 0 <= dealer < n:
        raise ValueError(f"dealer must be a seat 0-{n - 1}")
    if type(round_no) is not int or round_no < 1:
        raise ValueError("round_no must be 1 or more")
    st = cls.blank(game, n)
    cap = st.cap
    if len(hands) != n:
        raise ValueError(f"{n} players need {n} hands")
    hands = [sorted(h) for h in hands]
    lives = list(lives) if lives is not None else [cap] * n
    recovered = list(recovered) if recovered is not None else [0] * n
    if len(lives) != n or len(recovered) != n:
        raise ValueError("lives and recovered need one entry per seat")
    if any(type(x) is not int for x in lives + recovered) or min(recovered) < 0:
        raise ValueError("lives and recoveries are whole numbers, recoveries not negative")
    start_lives = [life - r for life, r in zip(lives, recovered)]
    if any(life > cap for life in lives):
        raise ValueError(f"no life goes above the cap of {cap}")
    if min(start_lives) <= 0:
        raise ValueError("a round starts only while every life is above 0")
    if round_no == 1 and (lives != [cap] * n or any(recovered)):
        raise ValueError(f"in round 1 every life is {cap}: none has been lost yet, and "
                         "nobody recovers")
    if start in ("deal", "discard", "vote") and any(recovered):
        raise ValueError("lives are recovered only during the tricks")
    history = [tuple(tuple(int(x) for x in part) for part in h) for h in history]
    if len(history) > round_no - 1:
        raise ValueError(f"round {round_no} has at most {round_no - 1} finished rounds")
    st.lives = lives
    st.start_lives = start_lives
    st.history = history
    st.dealer = st.leader = dealer
    cards = deck(n)

    if start == "deal":
        if any(hands) or discards or chips or trick or won:
            raise ValueError("before the deal nobody holds a card")
        st.round_no = round_no - 1
        st.phase = _R().PH_ANGELS
        return st

    st.round_no = round_no
    st.recovered = recovered
    placed_hands = [c for h in hands for c in h]
    discard_lists = _discards(discards, n)
    won = [list(w) for w in (won or [[] for _ in range(n)])]
    if len(won) != n:
        raise ValueError("won needs one pile per seat")
    trick = list(trick)
    placed = placed_hands + [c for d in discard_lists for c in d]
    placed += [c for w in won for c in w] + trick
    for c in placed:
        if not is_card(c) or c not in cards:
            raise ValueError(f"{c!r} is not a card of a {n}-player game")
    if len(set(placed)) != len(placed):
        raise ValueError("a card is placed twice")
    rest = [c for c in cards if c not in set(placed)]

    if start == "discard":
        return _discard_position(st, hands, discard_lists, rest)
    if discards is None:
        if len(rest) != n * DISCARDS:
            raise ValueError(f"{cards_text(rest)} must be placed: the discards hold "
                             f"{n * DISCARDS} cards")
        discard_lists = [rest[DISCARDS * s:DISCARDS * (s + 1)] for s in range(n)]
    elif rest:
        raise ValueError(f"{cards_text(rest)} must be placed somewhere")
    if any(len(d) != DISCARDS for d in discard_lists):
        raise ValueError(f"each player has discarded {DISCARDS} cards by now")
    st.discards = discard_lists
    if start == "vote":
        return _vote_position(st, hands, chips, trick, won)
    return _play_position(st, hands, trump, leader, trick, won, voids, devils_only)


def _R():
    from games.o_genre_o import rules

    return rules


def _unregistered_game():
    from games.o_genre_o.rules import OGenreOGame

    return OGenreOGame()


def _discards(discards, n: int) -> list[list[int]]:
    if discards is None:
        return [[] for _ in range(n)]
    if isinstance(discards, dict):
        out = [[] for _ in range(n)]
        for s, cards in discards.items():
            if type(s) is not int or not 0 <= s < n:
                raise ValueError(f"discards are given per seat 0-{n - 1}, not {s!r}")
            out[s] = list(cards)
        return out
    out = [list(d) for d in discards]
    if len(out) != n:
        raise ValueError("discards need one list per seat")
    return out


def _discard_position(st, hands, discard_lists, rest):
    R = _R()
    n = st.num_players
    if rest:
        raise ValueError(f"{cards_text(rest)} must be placed: every card is dealt")
    for s in range(n):
        dealt = hands[s] + discard_lists[s]
        angels = sum(1 for c in dealt if not DEVIL[c])
        if len(dealt) != ANGELS_DEALT + DEVILS_DEALT or angels != ANGELS_DEALT:
            raise ValueError(f"seat {s} was dealt 6 Angel and 6 Devil cards (hand and "
                             f"discards together)")
    order = R.discard_order(n, st.dealer)
    counts = [len(discard_lists[s]) for s in order]
    done = sum(counts)
    expected = [min(DISCARDS, max(0, done - DISCARDS * i)) for i in range(n)]
    if counts != expected or done >= n * DISCARDS:
        raise ValueError("the discards are made 2 by 2 from the dealer's left: give the "
                         "seats that have discarded in that order (not all of them)")
    st.hands = hands
    st.discards = discard_lists
    st.step = done
    st.phase = R.PH_DISCARD
    st.turn = order[done // DISCARDS]
    return st


def _vote_position(st, hands, chips, trick, won):
    R = _R()
    n = st.num_players
    if trick or any(won):
        raise ValueError("the trump vote comes before the first trick")
    if any(len(h) != TRICKS for h in hands):
        raise ValueError(f"after the discards every hand holds {TRICKS} cards")
    chips = list(chips)
    if any(type(s) is not int or not 0 <= s < 5 for s in chips):
        raise ValueError("chips are suits 0-4")
    if len(set(chips)) != len(chips) or len(chips) >= CHIPS:
        raise ValueError(f"a suit takes one chip, and the vote ends at {CHIPS} chips")
    st.hands = hands
    st.voters = R.vote_order(n, st.dealer)
    st.chips = [(st.voters[i], s) for i, s in enumerate(chips)]
    for s in chips:
        st.chip_mask |= 1 << s
    st.step = len(chips)
    st.phase = R.PH_VOTE
    st.turn = st.voters[len(chips)]
    return st


def _play_position(st, hands, trump, leader, trick, won, voids, devils_only):
    R = _R()
    n = st.num_players
    if type(trump) is not int or not 0 <= trump < 5:
        raise ValueError("trump must be a suit 0-4 once the vote is over")
    leader = st.dealer if leader is None else leader
    if type(leader) is not int or not 0 <= leader < n:
        raise ValueError(f"leader must be a seat 0-{n - 1}")
    if any(len(w) % n for w in won):
        raise ValueError(f"a won pile holds whole tricks ({n} cards each)")
    done = sum(len(w) for w in won) // n
    if done >= TRICKS:
        raise ValueError("the round has ended")
    if done == 0 and leader != st.dealer:
        raise ValueError("the dealer leads the first trick")
    if done and not won[leader]:
        raise ValueError("the leader won the last trick, so its won pile is not empty")
    if len(trick) >= n:
        raise ValueError("a trick holds fewer cards than there are players")
    for s in range(n):
        played_now = 1 if (s - leader) % n < len(trick) else 0
        if len(hands[s]) != TRICKS - done - played_now:
            raise ValueError(f"after {done} tricks seat {s} holds "
                             f"{TRICKS - done - played_now} cards")
    for s, r in enumerate(st.recovered):
        if r > len(won[s]) // n:
            raise ValueError(f"seat {s} recovered more lives than it won tricks")
    st.hands = hands
    st.won = won
    st.devils_won = [sum(1 for c in w if DEVIL[c]) for w in won]
    st.tricks_done = done
    st.trump = trump
    st.voters = R.vote_order(n, st.dealer)
    st.chips = [(seat, s) for seat, s in zip(st.voters, [x for x in range(5) if x != trump])]
    st.chip_mask = 31 & ~(1 << trump)
    st.step = CHIPS
    st.broken = any(DEVIL[c] for w in won for c in w)
    for s, suit in voids:
        if not 0 <= s < n or not 0 <= suit < 5:
            raise ValueError("voids are (seat, suit) pairs")
        if any(c >> 4 == suit for c in hands[s]):
            raise ValueError(f"seat {s} holds a {SUIT_NAMES[suit]} card: no void there")
        st.voids[s] |= 1 << suit
    for s in devils_only:
        if not st.broken or any(not DEVIL[c] for c in hands[s]):
            raise ValueError(f"seat {s} cannot have shown it holds only Devils")
        st.devil_only[s] = True
    # Replay the current trick's cards into the position, with what they show.
    for i, c in enumerate(trick):
        s = (leader + i) % n
        if i == 0:
            if DEVIL[c] and not st.broken:
                if any(not DEVIL[x] for x in hands[s]):
                    raise ValueError(f"Devil Break: seat {s} led {card_name(c)} while "
                                     "holding an Angel")
                st.devil_only[s] = True
        elif c >> 4 != trick[0] >> 4:
            lead = trick[0] >> 4
            if any(x >> 4 == lead for x in hands[s]):
                raise ValueError(f"seat {s} holds a {SUIT_NAMES[lead]} card and had to "
                                 "follow suit")
            st.voids[s] |= 1 << lead
        if DEVIL[c]:
            st.broken = True
    st.trick = trick
    st.leader = leader
    st.phase = R.PH_PLAY
    st.turn = (leader + len(trick)) % n
    return st
