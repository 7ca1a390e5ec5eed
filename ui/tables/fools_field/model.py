"""The table's picture of one seat's knowledge: a `Board` of plain values made from the
`FieldView` (and advanced event by event while animating), with the small records the
table keeps beside it (a decided game, a click target, a drag)."""

from __future__ import annotations

from dataclasses import dataclass

from games.fools_field import rules as R
from ui.tables.base import Target


@dataclass(frozen=True)
class Ending:
    """A decided game, for the banner on the table."""

    number: int
    winners: tuple[int, ...]
    reason: str                 # rules.EMPTIED, TIE_RACE, ... ("" when not known)
    points: tuple[float, ...]
    match_score: tuple[float, ...]
    next_start: int             # -1: no game follows
    match: bool


@dataclass(frozen=True)
class Board:
    """What the table shows (one seat's knowledge), as plain values."""

    seat: int | None             # the viewer (None: a spectator)
    phase: str
    field: tuple[int, ...]       # 9 cells in the table's frame, -1 empty
    placed_by: tuple[int, ...]   # who placed each (its top points away from them), -1
    hand: tuple[int, ...]        # the viewer's hand
    hand_counts: tuple[int, ...]
    deck: int
    discards: tuple[int, ...]    # per seat
    my_discards: tuple[int, ...]
    start: int                   # start player of the battle
    battle: int
    game: int
    match: bool
    score: tuple[float, ...]
    to_discard: int
    tie_battle: bool
    tie_reply: bool
    offer_by: int
    ending: Ending | None
    retreater: int = -1          # the seat discarding after its retreat
    note: str = ""               # what just happened (the status while animating)


EMPTY_FIELD = (-1,) * 9

REASON_WORDS = {
    R.EMPTIED: "by using up their hand",
    R.RESIGNED: "by resignation",
}
TIE_WORDS = {
    R.TIE_RACE: "both emptied their hands in the tie race",
    R.AGREED: "agreed by both players",
    R.REPETITION: "a battle would have started from the same hands, with the same start "
                  "player, for the third time",
}


def with_(t: tuple, i: int, value) -> tuple:
    """`t` with item `i` replaced."""
    return (*t[:i], value, *t[i + 1:])


def points_text(value: float) -> str:
    """1.5 -> "1½", 0.5 -> "½"."""
    whole = int(value)
    half = value - whole >= 0.5
    if half:
        return f"{whole}\u00bd" if whole else "\u00bd"
    return str(whole)


def ending_from_view(view) -> Ending:
    """The last game's ending as far as a view tells it (a loaded or rebuilt table that
    did not see the GameEnded event)."""
    points = tuple(view.results[-1])
    if (points[0] > 0 and points[1] > 0) or points[0] == points[1]:
        winners: tuple[int, ...] = (0, 1)
    else:
        winners = (0 if points[0] > points[1] else 1,)
    more = view.phase == "shuffle"
    reason = ""
    if view.phase == "over":
        hands = view.hand_sizes
        if len(winners) == 1:
            reason = R.EMPTIED if hands[winners[0]] == 0 else R.RESIGNED
        elif all(h == 0 for h in hands):
            reason = R.TIE_RACE
        else:  # agreed or by repetition: the view does not say which
            reason = ""
    return Ending(len(view.results), winners, reason, points, tuple(view.match_score),
                  view.game_start if more else -1, view.match)


def board_of(view, ending: Ending | None = None) -> Board:
    """The board of a view; `ending` is the last game's GameEnded, if the table saw it."""
    own = view.seat is not None and 0 <= view.seat < 2
    shown_end = None
    if view.results and view.phase in ("shuffle", "over"):
        shown_end = ending if ending is not None and ending.number == len(view.results) \
            else ending_from_view(view)
    return Board(
        seat=view.seat if own else None, phase=view.phase, field=tuple(view.field),
        placed_by=tuple(view.placed_by), hand=tuple(view.hand),
        hand_counts=tuple(view.hand_sizes), deck=view.deck_size,
        discards=tuple(view.discard_sizes), my_discards=tuple(view.my_discards),
        start=view.start_player, battle=view.battle, game=view.game_number,
        match=view.match, score=tuple(view.match_score), to_discard=view.to_discard,
        tie_battle=view.tie_battle, tie_reply=view.tie_reply, offer_by=view.tie_offer_by,
        ending=shown_end, retreater=view.to_move if view.phase == "discard" else -1)


@dataclass
class FieldTarget(Target):
    """A target of this table: a hand card ("card"; "open" when the centre is its only
    cell), a cell ("cell") or a card to discard ("discard")."""

    kind: str = ""
    card: int = -1
    cell: int = -1


@dataclass
class Drag:
    card: int
    start: tuple[int, int]
    offset: tuple[float, float]
    was_selected: bool
    dragging: bool = False
