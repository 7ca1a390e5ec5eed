"""The O Genre O table as plain values: one seat's knowledge (`Board`, made from the
`OGenreOView` by `board_of`, and advanced event by event while animating) and the
settled round shown on the table (`Summary`)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.tricks import trick_winner
from games.o_genre_o.cards import angel_deck, devil_deck


@dataclass(frozen=True)
class Summary:
    """A settled round, for the round-end table."""

    round: int
    devils: tuple[int, ...]        # Devil cards won this round, per seat
    recovered: tuple[int, ...]     # lives recovered this round (all-Angel tricks)
    before: tuple[int, ...]        # life at the round's start
    after: tuple[int, ...]         # life after the settlement
    next_dealer: int               # -1 when the game ends with this round
    final: bool

    def winners(self) -> tuple[int, ...]:
        best = max(self.after)
        return tuple(s for s, life in enumerate(self.after) if life == best)


@dataclass(frozen=True)
class Token:
    """A life token on its way to a life bar (only while animating): "+1" for an
    all-Angel trick's recovery, "-3" for the Devils won at the round's end."""

    seat: int
    text: str
    gain: bool
    at: str                        # "pile" (beside the won pile) or "bar" (on the bar)

    @property
    def key(self) -> tuple:
        return ("token", self.seat, self.text, self.gain)


@dataclass(frozen=True)
class Board:
    """What the table shows (one seat's knowledge), as plain values."""

    n: int
    seat: int | None               # the viewer (None: a spectator)
    phase: str                     # the view's phase ("deal" while animating a deal)
    round: int
    dealer: int
    cap: int
    lives: tuple[int, ...]
    changes: tuple[int, ...]       # each life's last change (+1, -4; 0: none yet)
    hand: tuple[int, ...]          # the viewer's hand
    hand_counts: tuple[int, ...]
    discards: tuple[int, ...]      # the viewer's own discards
    discard_counts: tuple[int, ...]
    vote_order: tuple[int, ...]
    chips: tuple[tuple[int, int], ...]  # (seat, suit) of each chip placed
    trump: int                     # -1 until the vote is over
    leader: int
    trick: tuple[tuple[int, int], ...]  # (seat, card) in play order
    winning: int
    tricks_played: int
    won_counts: tuple[int, ...]
    devils_won: tuple[int, ...]
    devil_break: bool              # True while no Devil may be led
    angel_deck: int = 0            # cards in the Angel deck (only while dealing)
    devil_deck: int = 0
    summary: Summary | None = None
    tokens: tuple[Token, ...] = ()

    @property
    def chipped(self) -> frozenset:
        return frozenset(suit for _, suit in self.chips)

    def to_move_in_trick(self) -> int:
        """Whose card the trick waits for (-1: the trick is full)."""
        if len(self.trick) >= self.n:
            return -1
        return (self.leader + len(self.trick)) % self.n


def last_changes(view) -> tuple[int, ...]:
    """Each seat's last change of life: a recovery (+1) or a round's settlement (minus
    the Devils won), the most recent one that changed anything; 0 before any."""
    n = view.num_players
    settled = len(view.history)
    in_round = view.round > settled  # a round is being played (not settled yet)
    out = []
    for s in range(n):
        change = 0
        if in_round and view.recovered[s]:
            change = 1
        else:
            for devils, recovered, _ in reversed(view.history):
                if devils[s]:
                    change = -devils[s]
                    break
                if recovered[s]:
                    change = 1
                    break
        out.append(change)
    return tuple(out)


def summary_of(view) -> Summary | None:
    """The round just settled, while the table waits for the next deal (or the end)."""
    if view.phase not in ("shuffle_angels", "over") or not view.history or \
            len(view.history) != view.round:
        return None
    devils, recovered, after = view.history[-1]
    final = view.phase == "over"
    return Summary(view.round, tuple(devils), tuple(recovered), tuple(view.round_start_lives),
                   tuple(after), -1 if final else view.dealer, final)


def board_of(view) -> Board:
    n = view.num_players
    own = view.seat is not None and 0 <= view.seat < n
    dealing = view.phase == "shuffle_devils"  # the Angel deck shuffled, the Devils next
    return Board(
        n=n, seat=view.seat if own else None, phase=view.phase, round=view.round,
        dealer=view.dealer, cap=view.life_cap, lives=tuple(view.lives),
        changes=last_changes(view), hand=tuple(view.hand),
        hand_counts=tuple(view.hand_sizes), discards=tuple(view.discards),
        discard_counts=tuple(view.discard_counts), vote_order=tuple(view.vote_order),
        chips=tuple(view.chips), trump=view.trump, leader=view.leader,
        trick=tuple(view.trick), winning=view.trick_winning,
        tricks_played=view.tricks_played, won_counts=tuple(map(len, view.won)),
        devils_won=tuple(view.devils_won), devil_break=view.devil_break,
        angel_deck=len(angel_deck(n)) if dealing else 0,
        devil_deck=len(devil_deck(n)) if dealing else 0,
        summary=summary_of(view))


def with_item(t: tuple, i: int, value) -> tuple:
    """`t` with item `i` replaced."""
    return (*t[:i], value, *t[i + 1:])


def winning_seat(trick, trump: int) -> int:
    """The seat whose card wins the trick so far (-1: no card yet)."""
    if not trick:
        return -1
    return trick[trick_winner([c for _, c in trick], trump)][0]
