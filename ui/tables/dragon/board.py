"""The Slaughter the Dragon table as plain values: one seat's knowledge (`Board`, made
from the `DragonView` by `board_of`, and advanced event by event while animating) and
the scored round shown on the table (`Summary`)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.tricks import trick_winner
from games.dragon.cards import SETUPS, TOKEN_POINTS


@dataclass(frozen=True)
class Summary:
    """A scored round, for the score table shown on the table."""

    round: int
    tokens: tuple[int, ...]
    purple_points: tuple[int, ...]
    scores: tuple[int, ...]
    moon: int
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...] = ()  # every round scored so far, this one last
    moons: tuple[int, ...] = ()                # per round: who shot the Moon (-1: nobody)
    final: bool = False                        # the game ends with this round

    def winners(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best)


@dataclass(frozen=True)
class Board:
    """What the table shows (one seat's knowledge), as plain values."""

    n: int
    seat: int | None              # the viewer (None: a spectator)
    phase: str
    round: int
    rounds: int
    trump: int
    trump_left: int
    hand: tuple[int, ...]         # the viewer's 1st-half hand
    pile: tuple[int, ...]         # the viewer's 2nd-half pile
    hand_counts: tuple[int, ...]
    pile_counts: tuple[int, ...]
    scale: int                    # Inverted Scale cards face down
    aside: int                    # Summoning: cards taken from the scale, not yet seen
    trick: tuple[tuple[int, int], ...]
    winning: int
    leader: int
    won_by: tuple[int, ...]       # the winner of each finished trick of the round
    purple: tuple[tuple[int, ...], ...]
    revealed: tuple[int, ...]     # the Inverted Scale shown at the end of the round
    deck: int                     # cards not dealt yet (only while dealing)
    summoner: int
    divider: int
    sucker: int
    called: int
    marked: tuple[int, ...]       # own cards to point out (summoned, received)
    summary: Summary | None
    picked: tuple[int, ...] = ()  # Summoning: the places (in the row as laid out before
    #                               the first pick) of the cards taken, so the others
    #                               stay where they lay

    @property
    def body_total(self) -> int:
        return SETUPS[self.n].body_tokens

    def tokens(self, seat: int) -> int:
        return sum(1 for w in self.won_by if w == seat)

    def round_score(self, seat: int) -> int:
        return TOKEN_POINTS * self.tokens(seat) - sum(c & 15 for c in self.purple[seat])

    def scale_places(self) -> list[int]:
        """The place (in the row before the first pick) of each face-down Inverted Scale
        card, in order."""
        free = [i for i in range(self.scale + len(self.picked)) if i not in self.picked]
        return free[:self.scale]


def picked_places(picks) -> tuple[int, ...]:
    """The places in the original row of the cards taken at `picks` (positions among the
    cards still there at each pick, as `PickScale` names them)."""
    places: list[int] = []
    for p in picks:
        free = [i for i in range(len(places) + p + 1) if i not in places]
        places.append(free[p])
    return tuple(places)


def summary_of(view) -> Summary | None:
    if view.phase not in ("deal", "over") or not view.round_scores or not view.round:
        return None
    n = view.num_players
    return Summary(len(view.round_scores), tuple(view.tokens),
                   tuple(-sum(c & 15 for c in view.purple_won[s]) for s in range(n)),
                   tuple(view.round_scores[-1]), view.round_moon[-1], tuple(view.totals),
                   tuple(tuple(r) for r in view.round_scores), tuple(view.round_moon),
                   view.phase == "over")


def board_of(view) -> Board:
    n = view.num_players
    own = view.seat is not None and 0 <= view.seat < n
    marked: tuple[int, ...] = ()
    if own and view.phase == "summon_return":
        marked = tuple(c for c in view.summon_taken if c in view.hand)
    elif own and view.phase in ("soul_give", "soul_return"):
        marked = tuple(c for g, r, c in view.passes if r == view.seat and c in view.hand)
    picked = picked_places(view.summon_picks) if view.phase == "summon_pick" else ()
    return Board(
        n=n, seat=view.seat if own else None, phase=view.phase, round=view.round,
        rounds=view.rounds, trump=view.trump, trump_left=view.trump_deck_left,
        hand=tuple(view.hand), pile=tuple(view.pile), hand_counts=tuple(view.hand_sizes),
        pile_counts=tuple(view.pile_sizes), scale=view.scale_size, aside=view.summon_aside,
        trick=tuple(view.trick), winning=view.trick_winning, leader=view.leader,
        won_by=tuple(w for _, _, w in view.tricks), purple=tuple(view.purple_won),
        revealed=tuple(view.scale_revealed), deck=0, summoner=view.summoner,
        divider=view.divider, sucker=view.sucker, called=view.called, marked=marked,
        summary=summary_of(view), picked=picked)


def with_item(t: tuple, i: int, value) -> tuple:
    """`t` with item `i` replaced."""
    return (*t[:i], value, *t[i + 1:])


def winning_seat(trick, trump) -> int:
    """The seat whose card wins the trick so far (-1: no card yet)."""
    if not trick:
        return -1
    return trick[trick_winner([c for _, c in trick], trump)][0]
