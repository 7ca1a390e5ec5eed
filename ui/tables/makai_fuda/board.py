"""The Makai Fuda table as plain values: one seat's knowledge (`Board`, made from the
`MakaiView` by `board_of`, and advanced event by event while animating), the field's
running strengths (`FieldState`, from the plays alone) and the finished tournament shown
on the table (`Summary`)."""

from __future__ import annotations

from dataclasses import dataclass

from games.makai_fuda.cards import (
    BOSS,
    CHIP_CAP,
    MAGIC_BOOST,
    POISON_MASK,
    PRIZES,
)
from games.makai_fuda.judging import effective, leading_monster

VERDICT_NONE = -1   # no match being judged
VERDICT_EMPTY = -2  # a match with no Monster: no winner


@dataclass(frozen=True)
class Summary:
    """A finished tournament: the tournament-end table's figures."""

    tournament: int
    tournaments: int              # Variant III's number of tournaments (0: to 80 gold)
    winner: int                   # the Monster that won it
    dice: tuple[int, ...]
    predictions: tuple[int, ...]  # per seat: its revealed card (-1: none)
    prizes: tuple[int, ...]       # gold paid per seat
    gold: tuple[int, ...]         # totals after
    doubled: bool
    final: bool = False           # the game ends with it
    winners: tuple[int, ...] = ()  # the game's winners, once final

    @property
    def predictors(self) -> tuple[int, ...]:
        return tuple(s for s, p in enumerate(self.predictions)
                     if p >= 0 and p >> 4 == self.winner)

    @property
    def bonus(self) -> int:
        """The chips' gold in each predictor's prize (0 when nobody predicted)."""
        k = len(self.predictors)
        if not k:
            return 0
        return self.prizes[self.predictors[0]] - PRIZES[k] * (2 if self.doubled else 1)


@dataclass(frozen=True)
class FieldState:
    """The running judgement of a match's field."""

    strengths: tuple[int, ...]  # per type, Poison included (0: not on the field)
    order: tuple[int, ...]      # the types in order of appearance
    winning: int                # the type winning so far (-1: no Monster)
    boss: bool                  # the Boss is on the field: Poison counts +100
    poison: int                 # a bit per type whose Poison card is on the field


def field_state(plays) -> FieldState:
    """The strengths of a field of `plays` ((seat, card, target, from_prediction), in
    play order), as the rules judge them (see games.makai_fuda.judging)."""
    strength = [0, 0, 0, 0]
    order: list[int] = []
    poison = 0
    boss = False
    for _, c, target, _ in plays:
        if c >= 64:
            if target is not None:
                strength[target] += MAGIC_BOOST
            continue
        m = c >> 4
        if m not in order:
            order.append(m)
        strength[m] += c & 15
        if c == BOSS:
            boss = True
        elif POISON_MASK >> c & 1:
            poison |= 1 << m
    winning = leading_monster(order, strength, poison, boss)
    return FieldState(tuple(effective(strength, poison, boss)), tuple(order),
                      -1 if winning is None else winning, boss, poison)


@dataclass(frozen=True)
class Board:
    """What the table shows (one seat's knowledge), as plain values."""

    n: int
    seat: int | None               # the viewer (None: a spectator)
    monsters: tuple[int, ...]      # the types in use (no Green with 3 players)
    watch_here: bool               # Variant I
    go_that_way: bool              # Variant II
    tournaments: int               # Variant III (0: off)
    phase: str                     # as the view's, plus "prize" while it is paid
    tournament: int
    doubled: bool
    start_player: int
    leader: int
    match: int                     # matches finished this tournament
    hand: tuple[int, ...]          # the viewer's hand
    hand_counts: tuple[int, ...]
    predicted: tuple[bool, ...]    # a prediction lies face down
    own_prediction: int            # the viewer's face-down card (-1: none)
    revealed: tuple[int, ...]      # per seat, its prediction turned up at the prize (-1)
    switched: tuple[bool, ...]     # Variant II used this tournament
    switch_from: tuple[int, ...]   # the prediction it played (-1)
    plays: tuple[tuple[int, int, int | None, bool], ...]  # the field, in play order
    pending: int                   # a Magic card waiting for its target (-1)
    dice: tuple[int, ...]          # per type: wins this tournament
    chips: tuple[int, ...]         # per type: bonus gold on its prize card
    gold: tuple[int, ...]
    out: int                       # cards of the finished matches (face down, aside)
    deck: int = 0                  # cards not dealt yet (only while dealing)
    verdict: int = VERDICT_NONE    # the type that just won the match (while it is swept)
    payout: tuple[tuple[int, int], ...] = ()  # (seat, coins) flying to the predictors
    summary: Summary | None = None  # the finished tournament
    sheet: bool = False            # the tournament-end table is up

    @property
    def field(self) -> FieldState:
        return field_state(self.plays)

    def to_move(self) -> int:
        """Whose turn the board is at, as far as the board itself tells (-1: nobody's)."""
        if self.sheet or self.verdict != VERDICT_NONE:
            return -1
        if self.phase in ("play", "target") and len(self.plays) < self.n:
            return (self.leader + len(self.plays)) % self.n
        if self.phase == "switch" and self.plays:
            return self.plays[-1][0]
        if self.phase == "predict":
            for i in range(self.n):
                seat = (self.start_player + i) % self.n
                if not self.predicted[seat]:
                    return seat
        return -1

    def leading_type(self) -> int:
        """The type leading the tournament now (highest die, ties Blue > ... > Red), or -1
        before any match is won."""
        best = -1
        for m in self.monsters:
            if self.dice[m] and (best < 0 or self.dice[m] > self.dice[best]):
                best = m
        return best


def chip_stack(amount: int) -> tuple[int, ...]:
    """The chips that make up `amount` gold on a prize card, bottom first: 20s, then a 10
    (the rulebook's 8 two-sided 10/20 chips)."""
    amount = max(0, min(CHIP_CAP, amount))
    return (20,) * (amount // 20) + ((10,) if amount % 20 else ())


def summary_of(view) -> Summary | None:
    """The finished tournament, while its predictions lie revealed (until the next deal)."""
    if not view.revealed or not view.results:
        return None
    number, winner, dice, predictions, prizes = view.results[-1]
    over = view.phase == "over"
    return Summary(number, view.tournaments, winner, tuple(dice), tuple(predictions),
                   tuple(prizes), tuple(view.gold),
                   view.tournaments > 0 and number == view.tournaments, over,
                   tuple(view.winners) if over else ())


def board_of(view) -> Board:
    n = view.num_players
    own = view.seat is not None and type(view.seat) is int and 0 <= view.seat < n
    me = view.seat if own else None
    own_prediction = view.predictions[me] if me is not None and not view.revealed else -1
    revealed = tuple(view.predictions) if view.revealed else (-1,) * n
    summary = summary_of(view)
    return Board(
        n=n, seat=me, monsters=tuple(view.monsters), watch_here=view.watch_here,
        go_that_way=view.go_that_way, tournaments=view.tournaments, phase=view.phase,
        tournament=view.tournament, doubled=view.doubled, start_player=view.start_player,
        leader=view.leader, match=view.match, hand=tuple(view.hand),
        hand_counts=tuple(view.hand_sizes), predicted=tuple(view.predicted),
        own_prediction=own_prediction, revealed=revealed, switched=tuple(view.switched),
        switch_from=tuple(view.switch_from), plays=tuple(view.plays),
        pending=view.pending_magic, dice=tuple(view.dice), chips=tuple(view.chips),
        gold=tuple(view.gold), out=len(view.out), summary=summary,
        sheet=summary is not None)


def with_item(t: tuple, i: int, value) -> tuple:
    """`t` with item `i` replaced."""
    return (*t[:i], value, *t[i + 1:])
