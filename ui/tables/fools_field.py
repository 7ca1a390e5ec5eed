"""The table of The Fool's Field (game id `fools_field`, 2 players).

The field lies in the middle of the table: a lacquered tray with its 3x3 grid, the
centre cell marked. The viewer's hand is fanned at the bottom, their name plate at the
bottom left (with the small Offer a tie and Resign buttons under it) and their face-down
discard pile at the bottom right (hover over it to look at your discards). The opponent
sits at the top left: name plate and the backs of their hand; their discard pile is at
the top right. The deck lies at the left of the field; at the field's right a small
panel tells the game and battle, the start player, the end race once the deck is out,
and the standstill counter when it gets close. In match mode the match score is on the
name plates, and a banner sums up each game before the next one is dealt.

Deploying: click a card of your hand (or use Left/Right and Enter): the cells where it
may go light up; click one (or drag the card onto it) to place it. (Opening a battle,
the centre is the only cell: a click on a card places it there.) A card that fits
nowhere is dimmed; clicking it, or an unlit cell while a card is chosen, tells which
side does not match (the engine's why_illegal). While a card is chosen, hovering over a
cell shows the card there and marks each touching edge green (the sides match) or red
(they do not). The Retreat button is red when no card fits (a forced retreat); after a
retreat, a click on a card discards it face down.

How it works (as the Dragon table): a `Board` is the table as the viewer sees it, built
from the `FieldView` and advanced event by event while animating; `places(board)` says
where each sprite lies; `sync` snaps the sprites there, `animate` tweens every sprite
from its place on the old board to its place on the new one (a deck card becomes a card
of a hand, a back of the opponent's hand becomes the card they deploy, the field's cards
become backs of the retreating opponent's hand...). So an animation always ends where a
plain `sync` puts the sprites.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import partial

import pygame

from engine.events import GameOver, Shuffled
from games.fools_field import rules as R
from games.fools_field.cards import CELL_NAMES, NEIGHBOURS, OPPOSITE, SIDES, card_name, matches
from ui import theme
from ui.anim.tween import Hold, Tween, ease_in_out_cubic
from ui.render import fools_field as art
from ui.render import text as textr
from ui.render.cards import CARD_RATIO, highlight_ring
from ui.render.shapes import rounded_rect
from ui.tables.base import ActionButton, CardSprite, ResultsTable, Target
from ui.tables.board import BoardTable, Place

# -- the board ---------------------------------------------------------------------------


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
    field: tuple[int, ...]       # 9 cells, -1 empty
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
    standstill: int
    ending: Ending | None
    retreater: int = -1          # the seat discarding after its retreat
    note: str = ""               # what just happened (the status while animating)


EMPTY_FIELD = (-1,) * 9


def _with(t: tuple, i: int, value) -> tuple:
    return (*t[:i], value, *t[i + 1:])


def points_text(value: float) -> str:
    """1.5 -> "1½", 0.5 -> "½"."""
    whole = int(value)
    half = value - whole >= 0.5
    if half:
        return f"{whole}\u00bd" if whole else "\u00bd"
    return str(whole)


def _ending_from_view(view) -> Ending:
    points = tuple(view.results[-1])
    if (points[0] > 0 and points[1] > 0) or points[0] == points[1]:
        winners: tuple[int, ...] = (0, 1)
    else:
        winners = (0 if points[0] > points[1] else 1,)
    more = view.phase == "shuffle"
    reason = ""
    if view.phase == "over":  # (the GameEnded was not seen: a loaded or rebuilt table)
        hands = view.hand_sizes
        if len(winners) == 1:
            reason = R.EMPTIED if hands[winners[0]] == 0 else R.RESIGNED
        elif all(h == 0 for h in hands):
            reason = R.TIE_RACE
        else:
            reason = R.AGREED
    return Ending(len(view.results), winners, reason, points, tuple(view.match_score),
                  view.game_start if more else -1, view.match)


def board_of(view, ending: Ending | None = None) -> Board:
    """The board of a view; `ending` is the last game's GameEnded, if the table saw it."""
    own = view.seat is not None and 0 <= view.seat < 2
    shown_end = None
    if view.results and view.phase in ("shuffle", "over"):
        shown_end = ending if ending is not None and ending.number == len(view.results) \
            else _ending_from_view(view)
    return Board(
        seat=view.seat if own else None, phase=view.phase, field=tuple(view.field),
        hand=tuple(view.hand), hand_counts=tuple(view.hand_sizes), deck=view.deck_size,
        discards=tuple(view.discard_sizes), my_discards=tuple(view.my_discards),
        start=view.start_player, battle=view.battle, game=view.game_number,
        match=view.match, score=tuple(view.match_score), to_discard=view.to_discard,
        tie_battle=view.tie_battle, tie_reply=view.tie_reply, offer_by=view.tie_offer_by,
        standstill=0, ending=shown_end,
        retreater=view.to_move if view.phase == "discard" else -1)


@dataclass
class FieldTarget(Target):
    """A target of this table: a hand card ("card"), a cell ("cell") or a card to
    discard ("discard")."""

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


# Sizes, in reference pixels (1280x720)
FIELD_H = 112      # a card on the field
GAP = 6            # between cells
MAT_PAD = 16       # the tray's rim around the grid
HAND_H = 124       # the viewer's hand
BACK_H = 70        # the opponent's hand
DECK_H = 92
DISC_H = 70
POPUP_H = 96       # the viewer's discards, shown on hover
PLATE_W = 196
PLATE_H = 58
MARGIN = 16
INFO_W = 210

DEAL_STAGGER = 0.085
REASON_WORDS = {
    R.EMPTIED: "by using up their hand",
    R.RESIGNED: "by resignation",
}
TIE_WORDS = {
    R.TIE_RACE: "both emptied their hands in the tie race",
    R.AGREED: "agreed by both players",
    R.REPETITION: "a battle would start from the same hands for the third time",
}


class FoolsFieldTable(BoardTable):
    COUNTS_CHANGE_AFTER = 0.8  # the counts change as the last card lands
    FLIGHT_SHADOW = True       # cards lying flat on the field lift as they move
    FLIGHT = 0.4

    def __init__(self, host, game, names, viewer):
        super().__init__(host, game, names, viewer)
        self._back_maker = self._sized(art.back_face)
        self.callouts: list[tuple[str, int, float]] = []  # (text, seat, until)
        self.t = 0.0
        self.selected: int | None = None
        self.deploys: dict[int, dict[int, R.Deploy]] = {}
        self.drag: Drag | None = None
        self.returning: dict = {}         # key -> (x, y): a dropped card going home
        self.focus_cells = False          # keyboard: choosing among the lit cells
        self.last_cell = -1               # the cell of the last card deployed
        self.ending: Ending | None = None  # the last GameEnded seen
        self.endings: dict[int, Ending] = {}

    # -- geometry ---------------------------------------------------------------------------

    @property
    def sc(self) -> float:
        return self.app.scale

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer in (0, 1) else 0

    def _geometry(self) -> dict:
        key = (tuple(self.rect), self.viewer, self.sc)
        if key == self._geo_key:
            return self.geo
        self._geo_key = key
        sc = self.sc
        r = self.rect
        rw, rh = r.w / sc, r.h / sc
        extra = max(0.0, rh - 720)

        def at(x, y):  # reference px from the table's top left -> screen px
            return r.x + x * sc, r.y + y * sc

        g: dict = {"at": at, "rw": rw, "rh": rh}
        fw = FIELD_H * CARD_RATIO
        g["fw"], g["fh"] = fw, FIELD_H
        grid_w, grid_h = 3 * fw + 2 * GAP, 3 * FIELD_H + 2 * GAP
        mat_w, mat_h = grid_w + 2 * MAT_PAD, grid_h + 2 * MAT_PAD
        mat_top = 74 + extra * 0.3
        cx, cy = rw / 2, mat_top + mat_h / 2
        g["mat"] = (cx, cy, mat_w, mat_h)
        g["cells"] = [(cx + (i % 3 - 1) * (fw + GAP), cy + (i // 3 - 1) * (FIELD_H + GAP))
                      for i in range(9)]
        g["hand_y"] = rh - 80 - extra * 0.15
        g["hand_w"] = rw - 2 * (MARGIN + PLATE_W + 22)
        top = 70
        g["opp_plate"] = (MARGIN, top)
        g["opp_fan"] = (MARGIN + BACK_H * CARD_RATIO / 2 + 2, top + PLATE_H + 12 + BACK_H / 2)
        g["me_plate"] = (MARGIN, g["hand_y"] - 70)
        left_mid = (MARGIN + cx - mat_w / 2) / 2
        right_mid = (cx + mat_w / 2 + rw - MARGIN) / 2
        g["deck"] = (left_mid + 14, cy + 28)
        pile_x = rw - MARGIN - 58
        g["disc"] = {1 - self.bottom_seat(): (pile_x, g["opp_fan"][1]),
                     self.bottom_seat(): (pile_x, g["hand_y"])}
        g["info"] = (right_mid, cy + 10)
        g["message_y"] = cy + mat_h / 2 + 22
        g["bar_y"] = (cy + mat_h / 2 + g["hand_y"] - HAND_H / 2) / 2 + 18
        self.geo = g
        return g

    def _screen_rect(self, x, y, w, h) -> pygame.Rect:
        sx, sy = self.geo["at"](x - w / 2, y - h / 2)
        return pygame.Rect(round(sx), round(sy), round(w * self.sc), round(h * self.sc))

    def cell_rect(self, cell: int) -> pygame.Rect:
        x, y = self.geo["cells"][cell]
        return self._screen_rect(x, y, self.geo["fw"], FIELD_H)

    def mat_rect(self) -> pygame.Rect:
        cx, cy, w, h = self.geo["mat"]
        return self._screen_rect(cx, cy, w, h)

    def plate_rect(self, seat: int) -> pygame.Rect:
        x, y = self.geo["me_plate" if seat == self.bottom_seat() else "opp_plate"]
        sx, sy = self.geo["at"](x, y)
        return pygame.Rect(round(sx), round(sy), round(PLATE_W * self.sc),
                           round(PLATE_H * self.sc))

    def pile_rect(self, seat: int) -> pygame.Rect:
        x, y = self.geo["disc"][seat]
        return self._screen_rect(x, y, DISC_H * CARD_RATIO + 8, DISC_H + 8)

    def action_bar_y(self) -> int:
        if not self.geo:
            return super().action_bar_y()
        return round(self.geo["at"](0, self.geo["bar_y"])[1])

    def message_y(self) -> int:
        if not self.geo:
            return super().message_y()
        return round(self.geo["at"](0, self.geo["message_y"])[1])

    # -- where everything lies --------------------------------------------------------------

    def places(self, b: Board) -> dict:
        """key -> Place (screen px) for every sprite of board `b`."""
        g = self._geometry()
        sc = self.sc
        out: dict = {}
        sizes = self._card_sizes

        def put(key, x, y, h, face_up=True, z=0.0, shadow=True):
            sx, sy = g["at"](x, y)
            out[key] = Place(sx, sy, h * CARD_RATIO * sc, h * sc, face_up, z, shadow=shadow)
            sizes.add((max(2, round(h * CARD_RATIO * sc)), max(2, round(h * sc))))

        # the deck: a squared stack
        dx, dy = g["deck"]
        for i in range(b.deck):
            put(("deck", i), dx - i * 0.3, dy - i * 0.5, DECK_H, False, 10 + i * 0.01,
                shadow=i == 0)
        # the discard piles
        for seat in (0, 1):
            px, py = g["disc"][seat]
            for i in range(b.discards[seat]):
                put(("disc", seat, i), px - i * 0.3, py - i * 0.5, DISC_H, False,
                    20 + seat + i * 0.01, shadow=i == 0)
        # the field
        for cell, c in enumerate(b.field):
            if c >= 0:
                x, y = g["cells"][cell]
                put(("c", c), x, y, FIELD_H, True, 100 + cell * 0.01)
        # the hands
        bottom = self.bottom_seat()
        for seat in (0, 1):
            if seat == b.seat:
                for (x, y), c in zip(self._hand_slots(len(b.hand)), b.hand):
                    put(("c", c), x, y, HAND_H, True, 500 + x * 0.001)
            elif seat == bottom:  # a spectator: the bottom hand as backs
                n = b.hand_counts[seat]
                for i, (x, y) in enumerate(self._hand_slots(n, HAND_H * 0.8)):
                    put(("back", seat, i), x, y, HAND_H * 0.8, False, 500 + i * 0.01)
            else:
                for i, (x, y) in enumerate(self._fan_slots(b.hand_counts[seat])):
                    put(("back", seat, i), x, y, BACK_H, False, 200 + i * 0.01)
        return out

    def _hand_slots(self, n: int, h: float = HAND_H) -> list[tuple[float, float]]:
        g = self.geo
        w = h * CARD_RATIO
        spacing = min(w + 6, (g["hand_w"] - w) / max(1, n - 1))
        x0 = g["rw"] / 2 - (n - 1) * spacing / 2
        return [(x0 + i * spacing, g["hand_y"]) for i in range(n)]

    def _fan_slots(self, n: int) -> list[tuple[float, float]]:
        x0, y = self.geo["opp_fan"]
        step = min(22.0, (PLATE_W + 20 - BACK_H * CARD_RATIO) / max(1, n - 1))
        return [(x0 + i * step, y) for i in range(n)]

    # -- sprites ------------------------------------------------------------------------------

    def _makers(self, key):
        if key[0] == "c":
            return self._sized(partial(art.soldier_face, key[1])), self._back
        return None, self._back

    def _dress(self, s: CardSprite, key) -> None:
        """Give a sprite the face and back of `key` (`s.card`: the card its face shows,
        -1 for a back)."""
        super()._dress(s, key)
        s.card = key[1] if key[0] == "c" else -1

    def board_of(self, view) -> Board:
        return board_of(view, self.ending)

    def prepare_geometry(self) -> None:
        self._geometry()

    def sync(self, view) -> None:
        super().sync(view)
        board = self.board
        self.drag = None
        self.returning = {}
        if self.last_cell >= 0 and board.field[self.last_cell] < 0:
            self.last_cell = -1

    # -- animation ----------------------------------------------------------------------------

    def _callout(self, queue, seat: int, text: str, seconds: float = 2.2,
                 sound: str | None = None) -> None:
        def say():
            self.callouts = [c for c in self.callouts if c[1] != seat]
            self.callouts.append((text, seat, self.t + seconds))
            if sound:
                self.sound(sound)
        queue.call(say)

    # one method per event type ------------------------------------------------------------

    def _on_Shuffled(self, e: Shuffled, queue) -> None:
        b = self.board
        # every card comes back to the deck (between the games of a match)
        keys = [k for k in self._plan if k[0] != "deck"]
        keys.sort(key=lambda k: (k[0] != "c", str(k)))
        renames = {k: ("deck", b.deck + i) for i, k in enumerate(keys)}
        after = replace(b, phase="shuffle", field=EMPTY_FIELD, hand=(), hand_counts=(0, 0),
                        deck=e.count, discards=(0, 0), my_discards=(), to_discard=0,
                        tie_battle=False, tie_reply=False, offer_by=-1, standstill=0,
                        ending=None)
        if renames:
            delays = {("deck", b.deck + i): i * 0.02 for i in range(len(keys))}
            self._transition(queue, after, 0.5, renames=renames, delays=delays,
                             ease=ease_in_out_cubic, sound="sweep")
        else:
            self._show(queue, after)
        places = self.places(self.board)
        pairs = [(self._plan[k], places[k]) for k in places if k[0] == "deck" and k in self._plan]
        pairs = pairs[-8:]
        if not pairs:
            return
        queue.call(lambda: self.sound("deal"))
        for k in range(3):  # a quick riffle
            queue.add(*[Tween(s, 0.09, ease_in_out_cubic,
                              x=p.x + (1 if (i + k) % 2 else -1) * p.w * 0.3)
                        for i, (s, p) in enumerate(pairs)])
        queue.add(*[Tween(s, 0.09, ease_in_out_cubic, x=p.x) for s, p in pairs])

    def _on_GameStarted(self, e, queue) -> None:
        b = self.board
        self._show(queue, replace(b, game=e.number, start=e.start_player, match=e.match,
                                  score=tuple(e.match_score), ending=None, battle=0,
                                  phase="shuffle"))

    def _on_Dealt(self, e, queue) -> None:
        self._show(queue, replace(self.board, phase="deal"))
        b = self.board
        me = b.seat
        renames = {}
        delays = {}
        counts = [0, 0]
        for i in range(2 * e.count):
            seat = e.first if i % 2 == 0 else 1 - e.first
            j = i // 2
            src = ("deck", b.deck - 1 - i)
            if seat == me and e.hands[seat] is not None:
                dst = ("c", e.hands[seat][j])
            else:
                dst = ("back", seat, b.hand_counts[seat] + j)
            renames[src] = dst
            delays[dst] = i * DEAL_STAGGER
            counts[seat] += 1
        hand = b.hand
        if me is not None and e.hands[me] is not None:
            hand = tuple(sorted((*b.hand, *e.hands[me])))
        after = replace(b, hand=hand, deck=e.deck_size, phase="deal",
                        hand_counts=tuple(b.hand_counts[s] + counts[s] for s in (0, 1)))
        self._transition(queue, after, 0.4, renames=renames, delays=delays, sound="deal")

    def _on_BattleStarted(self, e, queue) -> None:
        b = self.board
        self._show(queue, replace(b, battle=e.number, start=e.start_player, phase="play",
                                  tie_battle=e.tie_possible, tie_reply=False, offer_by=-1,
                                  deck=e.deck_size, note="", retreater=-1))

    def _on_Deployed(self, e, queue) -> None:
        b = self.board
        s = e.seat
        note = f"{self._who(s, 'deploy')} {card_name(e.card)} to the {CELL_NAMES[e.cell]}"
        after = replace(b, field=_with(b.field, e.cell, e.card),
                        hand_counts=_with(b.hand_counts, s, e.hand_left), phase="play",
                        offer_by=-1, note=note)
        renames = {}
        if s == b.seat and e.card in b.hand:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card))
        else:  # a back of that hand turns into the card deployed
            renames = {("back", s, b.hand_counts[s] - 1): ("c", e.card)}

        def mark():
            self.last_cell = e.cell
        self._transition(queue, after, 0.45, renames=renames, ease=ease_in_out_cubic,
                         sound="place", on_begin=mark)

    def _on_TieChance(self, e, queue) -> None:
        b = self.board
        self._callout(queue, e.seat, "Last card!", 2.4, "chime")
        self._show(queue, replace(b, tie_reply=True))

    def _on_Retreated(self, e, queue) -> None:
        b = self.board
        s = e.seat
        why = {R.FULL: "the field is full", R.EMPTY_HAND: "no card left",
               R.BLOCKED: "no card fits"}.get(e.reason, "")
        self._callout(queue, s, f"Retreat! ({why})" if why else "Retreat!", 2.2)
        # the field gathers on the centre cell...
        cx, cy = self.geo["cells"][4]
        gather = []
        for i, c in enumerate(e.cards):
            spr = self._plan.get(("c", c))
            if spr is None:
                continue
            sx, sy = self.geo["at"](cx + i * 1.2, cy - i * 1.6)
            gather.append(Tween(spr, 0.28, ease_in_out_cubic, x=sx, y=sy))
        if gather:
            queue.add(*gather)
        # ...then sweeps into the retreating hand
        deck_was_empty = b.deck == 0
        taken = len(e.cards)
        note = f"{self._who(s, 'retreat')}" + (f" ({why})" if why else "") + \
            f" and take{'' if s == self.viewer else 's'} the {taken} " \
            f"card{'s' if taken != 1 else ''} of the field"
        after = replace(b, field=EMPTY_FIELD, to_discard=e.to_discard,
                        retreater=s if e.to_discard else -1, note=note,
                        hand_counts=_with(b.hand_counts, s, e.hand_size),
                        phase="discard" if e.to_discard else b.phase, offer_by=-1,
                        tie_reply=False,
                        standstill=0 if e.to_discard else (b.standstill + 1 if deck_was_empty
                                                           else 0))
        renames = {}
        if s == b.seat:
            after = replace(after, hand=tuple(sorted((*b.hand, *e.cards))))
        else:
            n = b.hand_counts[s]
            renames = {("c", c): ("back", s, n + i) for i, c in enumerate(e.cards)}

        def clear():
            self.last_cell = -1
        self._transition(queue, after, 0.5, renames=renames, ease=ease_in_out_cubic,
                         sound="sweep", on_begin=clear)

    def _on_Drew(self, e, queue) -> None:
        b = self.board
        s = e.seat
        renames = {}
        delays = {}
        for i in range(e.count):
            src = ("deck", b.deck - 1 - i)
            if s == b.seat and e.cards is not None:
                dst = ("c", e.cards[i])
            else:
                dst = ("back", s, b.hand_counts[s] + i)
            renames[src] = dst
            delays[dst] = i * DEAL_STAGGER
        plural = "s" if e.count != 1 else ""
        note = f"{self._who(s, 'draw')} {e.count} card{plural} from the deck"
        after = replace(b, deck=e.deck_size, note=note,
                        hand_counts=_with(b.hand_counts, s, b.hand_counts[s] + e.count))
        if s == b.seat and e.cards is not None:
            after = replace(after, hand=tuple(sorted((*b.hand, *e.cards))))
        self._transition(queue, after, 0.4, renames=renames, delays=delays, sound="deal")

    def _on_Discarded(self, e, queue) -> None:
        b = self.board
        s = e.seat
        n = b.discards[s]
        after = replace(b, discards=_with(b.discards, s, n + 1), to_discard=e.left,
                        hand_counts=_with(b.hand_counts, s, b.hand_counts[s] - 1),
                        phase="discard" if e.left else b.phase, standstill=0,
                        retreater=s if e.left else -1, note="")
        if s == b.seat and e.card is not None and e.card in b.hand:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            my_discards=tuple(sorted((*b.my_discards, e.card))))
            renames = {("c", e.card): ("disc", s, n)}
        else:
            renames = {("back", s, b.hand_counts[s] - 1): ("disc", s, n)}
        self._transition(queue, after, 0.42, renames=renames, ease=ease_in_out_cubic,
                         sound="place")

    def _on_TieOffered(self, e, queue) -> None:
        b = self.board
        self._callout(queue, e.seat, "I offer a tie", 2.6, "chime")
        self._show(queue, replace(b, offer_by=e.seat, phase="tie_offer", note=""))

    def _on_TieAnswered(self, e, queue) -> None:
        b = self.board
        self._callout(queue, e.seat, "Tie accepted" if e.accepted else "Tie declined", 2.2)
        verb = "accept" if e.accepted else "decline"
        self._show(queue, replace(b, offer_by=-1, phase="discard" if b.to_discard else "play",
                                  note=f"{self._who(e.seat, verb)} the tie"))

    def _on_Resigned(self, e, queue) -> None:
        self._callout(queue, e.seat, "I resign", 2.4)
        self._show(queue, replace(self.board, note=self._who(e.seat, "resign")))

    def _on_GameEnded(self, e, queue) -> None:
        b = self.board
        ending = Ending(e.number, tuple(e.winners), e.reason, tuple(e.points),
                        tuple(e.match_score), e.next_start, e.match)
        self.ending = ending
        self.endings[e.number] = ending
        queue.wait(0.35)
        self._show(queue, replace(b, ending=ending, score=tuple(e.match_score),
                                  phase="shuffle" if e.next_start >= 0 else "over"),
                   on_begin=lambda: self.sound("chime"))
        if e.next_start >= 0:  # between the games of a match: the next deal waits
            queue.add(Hold())
        else:
            queue.wait(1.0)

    def _on_GameOver(self, e: GameOver, queue) -> None:
        self.board = replace(self.board, phase="over")

    # -- choices ------------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        for s in self.sprites.values():
            s.dimmed = False
            s.glow = None
        self.drag = None
        v = self.view
        if legal is None or v is None:
            self.selected = None
            self.deploys = {}
            self.focus_cells = False
            self.focus = None
            self.hovered = None
            return
        self._geometry()
        deploys: dict[int, dict[int, R.Deploy]] = {}
        for a in legal:
            if isinstance(a, R.Deploy):
                deploys.setdefault(a.card, {})[a.cell] = a
        self.deploys = deploys
        if v.phase == "play":
            opening = all(c < 0 for c in v.field)
            if self.selected not in deploys or opening:
                self.selected = None
                self.focus_cells = False
            for c in v.hand:
                s = self.sprites.get(("c", c))
                if s is None:
                    continue
                cells = deploys.get(c)
                if cells and opening:  # the only cell is the centre: a click places it
                    self.targets.append(FieldTarget(cells[min(cells)], sprite=s, kind="open",
                                                    card=c))
                elif cells:
                    self.targets.append(FieldTarget(cells[min(cells)], sprite=s, kind="card",
                                                    card=c))
                else:
                    s.dimmed = True
                    self.targets.append(FieldTarget(None, sprite=s, kind="card", card=c,
                                                    candidate=self._candidate(c)))
            self._cell_targets()
        elif v.phase == "discard":
            self.selected = None
            chosen = {a: a for a in legal}
            for c in v.hand:
                s = self.sprites.get(("c", c))
                if s is None:
                    continue
                a = chosen.get(R.Discard(c))
                self.targets.append(FieldTarget(a, sprite=s, kind="discard", card=c,
                                                candidate=None if a else R.Discard(c)))
        else:
            self.selected = None
        if self.hovered is not None and self.hovered not in self.targets:
            self.hovered = None

    def _cell_targets(self) -> None:
        self.targets = [t for t in self.targets if t.kind != "cell"]
        sel = self.selected
        lit = self.deploys.get(sel, {}) if sel is not None else {}
        for cell in range(9):
            action = lit.get(cell)
            candidate = R.Deploy(sel, cell) if sel is not None and action is None else None
            self.targets.append(FieldTarget(action, rect=self.cell_rect(cell), kind="cell",
                                            cell=cell, candidate=candidate, layer=50))

    def _candidate(self, card: int) -> R.Deploy:
        """The Deploy whose refusal explains why `card` fits nowhere: to the first open
        cell (one that touches the field)."""
        field = self.view.field
        if all(c < 0 for c in field):
            return R.Deploy(card, 4)
        for cell in range(9):
            if field[cell] < 0 and any(field[o] >= 0 for o, _ in NEIGHBOURS[cell]):
                return R.Deploy(card, cell)
        return R.Deploy(card, 4)

    def select(self, card: int | None) -> None:
        """Choose a card of the hand (client-side): its cells light up."""
        if card is not None and card not in self.deploys:
            card = None
        if card != self.selected:
            self.selected = card
            self._cell_targets()
            if card is not None:
                self.sound("token")

    def lit_cells(self) -> list[int]:
        if self.selected is None or self.legal is None:
            return []
        return sorted(self.deploys.get(self.selected, {}))

    def _explain(self, candidate, sprite=None, prefix: str = "") -> None:
        self.host.explain(candidate, sprite)
        if prefix and self.host.message:
            message = self.host.message
            self.host.message = f"{prefix} {message[0].lower()}{message[1:]}"

    def _explain_card(self, target: FieldTarget) -> None:
        v = self.view
        cand = target.candidate
        if v is not None and v.phase == "play" and isinstance(cand, R.Deploy):
            if all(c >= 0 for c in v.field):
                self.host.explain(cand, target.sprite)
                self.host.message = "The field is full: you must retreat."
                return
            if any(c >= 0 for c in v.field):
                where = CELL_NAMES[cand.cell]
                self._explain(cand, target.sprite, f"At the {where},")
                return
        self.host.explain(cand, target.sprite)

    def activate(self, target: Target):
        kind = getattr(target, "kind", "")
        if kind == "card":
            if target.action is None:
                self.select(None)
                self._explain_card(target)
                return None
            self.select(None if self.selected == target.card else target.card)
            return None
        if kind == "cell":
            if target.action is not None:
                return target.action
            if target.candidate is not None:
                self._explain(target.candidate, self.sprites.get(("c", self.selected)))
            elif self.view is not None and self.view.phase == "play":
                self.host.say("First choose a card of your hand: the cells where it may go "
                              "light up.")
            return None
        return super().activate(target)

    # -- input ----------------------------------------------------------------------------------

    def cell_at(self, pos) -> int | None:
        for cell in range(9):
            if self.cell_rect(cell).collidepoint(pos):
                return cell
        return None

    def handle(self, event: pygame.event.Event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.legal is None:
            return None
        playing = self.view is not None and self.view.phase == "play"
        if event.type == pygame.MOUSEMOTION:
            d = self.drag
            if d is not None and not getattr(event, "buttons", (1,))[0]:
                # the button was let go where we did not hear it (outside the window)
                self.drag = None
                if d.dragging:
                    self._send_home(d.card)
                d = None
            if d is not None:
                if not d.dragging and math.dist(event.pos, d.start) > self.px(8):
                    d.dragging = True
                if d.dragging:
                    s = self.sprites.get(("c", d.card))
                    if s is not None:
                        s.x, s.y = event.pos[0] + d.offset[0], event.pos[1] + d.offset[1]
                        s.z = 2000
                        s.lift = 0.0
                return None
            self.hovered = self.target_at(event.pos)
            if self.hovered is not None:
                enabled = self._key_targets()
                self.focus = enabled.index(self.hovered) if self.hovered in enabled else None
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target_at(event.pos)
            if target is None:
                if playing and self.selected is not None and \
                        not self.mat_rect().collidepoint(event.pos):
                    self.select(None)
                return None
            if playing and target.kind == "card" and target.action is not None:
                s = target.sprite
                was = self.selected == target.card
                self.select(target.card)
                self.focus_cells = False
                drawn_y = s.y - s.lift * s.h * 0.14
                self.drag = Drag(target.card, event.pos,
                                 (s.x - event.pos[0], drawn_y - event.pos[1]), was)
                return None
            return self.activate(target)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            d = self.drag
            self.drag = None
            if not d.dragging:
                if d.was_selected:
                    self.select(None)
                return None
            cell = self.cell_at(event.pos)
            action = self.deploys.get(d.card, {}).get(cell) if cell is not None else None
            if action is not None:
                return action
            self._send_home(d.card)
            if cell is not None:
                self._explain(R.Deploy(d.card, cell), self.sprites.get(("c", d.card)))
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return None

    def _key_targets(self) -> list[Target]:
        """What Left/Right move among: the lit cells while choosing a cell, else the
        choosable cards."""
        if self.focus_cells:
            return [t for t in self.targets if t.kind == "cell" and t.action is not None]
        return [t for t in self.targets if t.kind != "cell" and t.action is not None]

    def _key(self, key: int):
        playing = self.view is not None and self.view.phase == "play"
        if playing and key in (pygame.K_DOWN,) and self.focus_cells:
            self.focus_cells = False
            card = self.selected
            self.select(None)
            cards = self._key_targets()
            self.focus = next((i for i, t in enumerate(cards) if t.card == card), None)
            self.hovered = cards[self.focus] if self.focus is not None else None
            return None
        enabled = self._key_targets()
        if not enabled:
            return None
        if key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            step = 1 if key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN) else -1
            if self.focus is None or self.focus >= len(enabled):
                self.focus = 0 if step > 0 else len(enabled) - 1
            else:
                self.focus = (self.focus + step) % len(enabled)
            self.hovered = enabled[self.focus]
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus is None or self.focus >= len(enabled):
                return None
            target = enabled[self.focus]
            if playing and target.kind == "card":
                self.select(target.card)
                self.focus_cells = True
                cells = self._key_targets()
                self.focus = 0 if cells else None
                self.hovered = cells[0] if cells else None
                return None
            return self.activate(target)
        return None

    def _send_home(self, card: int) -> None:
        """A dragged card not placed glides back to its place in the hand."""
        s = self.sprites.get(("c", card))
        if s is None or self.board is None:
            return
        p = self.places(self.board).get(("c", card))
        if p is not None:
            self.returning[("c", card)] = (p.x, p.y, p.z)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.callouts:
            self.callouts = [c for c in self.callouts if c[2] > self.t]
        for s in self.sprites.values():
            s.update(dt)
        for key, (x, y, z) in list(self.returning.items()):
            s = self.sprites.get(key)
            if s is None:
                del self.returning[key]
                continue
            k = min(1.0, dt * 14)
            s.x += (x - s.x) * k
            s.y += (y - s.y) * k
            if abs(s.x - x) < 0.5 and abs(s.y - y) < 0.5:
                s.x, s.y, s.z = x, y, z
                del self.returning[key]
        hovered = self.hovered if self.legal is not None else None
        wants: dict = {}
        if self.legal is not None:
            for target in self.targets:
                if target.sprite is None:
                    continue
                if target.action is None:
                    want = 0.0
                elif target is hovered or (target.kind == "card" and
                                           target.card == self.selected):
                    want = 1.0
                else:
                    want = 0.4
                wants[id(target.sprite)] = want
        dragged = ("c", self.drag.card) if self.drag is not None and self.drag.dragging else None
        for key, s in self.sprites.items():
            if key == dragged:
                continue
            want = wants.get(id(s), 0.0)
            if s.lift != want:
                s.lift += (want - s.lift) * min(1.0, dt * 16)
                if abs(s.lift - want) < 0.01:
                    s.lift = want
        sel = ("c", self.selected) if self.selected is not None and self.legal is not None \
            else None
        for key, s in self.sprites.items():
            glow = theme.GOLD if key == sel else None
            if s.glow != glow:
                s.glow = glow

    # -- buttons and words ------------------------------------------------------------------------

    def buttons(self) -> list[ActionButton]:
        if self.legal is None:
            return []
        out = []
        v = self.view
        other = self.name(1 - self.bottom_seat())
        concessions = []
        for a in self.legal:
            if isinstance(a, R.Retreat):
                forced = v is not None and v.must_retreat
                out.append(ActionButton(
                    "Retreat", a,
                    "Retreat: take every card of the field into your hand, then discard face "
                    f"down until you hold 6. {other} draws up to 6 from the deck and starts "
                    "the next battle." + (" None of your cards fits: you must retreat."
                                          if forced else ""), forced))
            elif isinstance(a, R.AcceptTie):
                out.append(ActionButton("Accept the tie", a,
                                        f"End this game as a tie, as {other} offers"))
            elif isinstance(a, R.DeclineTie):
                out.append(ActionButton("Decline", a, "Play on"))
            elif isinstance(a, R.OfferTie):
                concessions.append(("Offer a tie", a,
                                    f"Propose to end this game as a tie; {other} accepts or "
                                    "declines"))
            elif isinstance(a, R.Resign):
                concessions.append(("Resign", a, "Give up this game"))
        if concessions and self.geo:
            plate = self.plate_rect(self.bottom_seat())
            gap = self.px(8)
            h = self.px(30)
            x = plate.x
            font = textr.font("sans", self.px(17))
            for label, a, tip in concessions:
                w = font.size(label)[0] + self.px(24)
                out.append(ActionButton(label, a, tip, False,
                                        pygame.Rect(x, plate.bottom + self.px(8), w, h)))
                x += w + gap
        return out

    def _to_move(self) -> int:
        """Whose turn the shown board is at (-1: nobody's, or not known while animating)."""
        v = self.view
        b = self.shown
        if v is None or b is None or b is not self._synced:
            return -1
        if v.phase in ("play", "discard", "tie_offer"):
            return v.to_move
        return -1

    def _ending_title(self, e: Ending) -> str:
        game = f"Game {e.number}: " if e.match else ""
        if len(e.winners) == 1:
            return f"{game}{self.name(e.winners[0])} wins"
        return f"{game}a tie" if game else "A tie"

    def _ending_reason(self, e: Ending) -> str:
        if len(e.winners) == 1:
            return REASON_WORDS.get(e.reason, "")
        return TIE_WORDS.get(e.reason, "")

    def status(self) -> str:
        v = self.view
        b = self.shown
        if v is None or b is None:
            return ""
        name = self.name
        if b.ending is not None:
            head = self._ending_title(b.ending)
            if b.ending.next_start >= 0:
                return f"{head}. Next: game {b.ending.number + 1} (click to go on)"
            return f"{head}." if b.phase != "over" or not v.winners else self._over_line(v)
        if b.phase in ("shuffle", "deal"):
            return "Shuffling the deck\u2026" if b.phase == "shuffle" else \
                "Dealing 6 cards each, one at a time\u2026"
        if b is not self._synced:
            return self._animating_status(b)
        me = v.seat
        mine = me is not None and v.to_move == me and self.legal is not None
        other = name(1 - me) if me in (0, 1) else ""
        ph = v.phase
        if ph == "over":
            return self._over_line(v)
        if ph == "tie_offer":
            if mine:
                return f"{name(v.tie_offer_by)} offers a tie: accept it, or decline and play on"
            return f"{self._who(v.tie_offer_by, 'offer')} a tie; {name(v.to_move)} answers\u2026"
        if ph == "discard":
            if mine:
                return (f"Discard {v.to_discard} more: click a card to put it face down "
                        f"(down to 6)")
            return f"{name(v.to_move)} retreated and discards {v.to_discard} more face down"
        if not mine:
            if all(c < 0 for c in v.field):
                return f"Battle {v.battle}: {name(v.to_move)} opens in the centre"
            if v.tie_reply:
                return f"Tie race: {name(v.to_move)} ties by placing their last card now"
            return f"{name(v.to_move)} deploys or retreats"
        if v.must_retreat:
            if all(c >= 0 for c in v.field):
                return "The field is full: you must retreat"
            if not v.hand:
                return "Your hand is empty: you must retreat"
            return "None of your cards fits: you must retreat"
        if v.tie_reply:
            return f"Tie race: {other} is out of cards. Place your last card to tie"
        if self.selected is not None:
            n = len(self.deploys.get(self.selected, {}))
            where = "the lit cell" if n == 1 else f"one of the {n} lit cells"
            return f"{card_name(self.selected)}: click {where}, or drag the card there"
        if all(c < 0 for c in v.field):
            return f"Battle {v.battle}: you start. Click a card to open the battle in the centre"
        return "Your turn: choose a card to deploy (its cells light up), or retreat"

    def _animating_status(self, b: Board) -> str:
        if b.note:
            return b.note
        if b.phase == "discard":
            who = b.retreater
            if who == b.seat:
                return f"You retreat: discard {b.to_discard} more face down"
            if who >= 0:
                return f"{self.name(who)} retreated and discards {b.to_discard} more face down"
        if b.offer_by >= 0:
            return f"{self.name(b.offer_by)} offers a tie"
        if all(c < 0 for c in b.field):
            return f"Battle {b.battle}: {self.name(b.start)} starts"
        return f"Battle {b.battle}"

    def _who(self, seat: int, verb: str) -> str:
        """"You deploy" or "Computer 2 deploys"."""
        if seat == self.viewer and seat in (0, 1):
            return f"You {verb}"
        return f"{self.name(seat)} {verb}s"

    def _over_line(self, v) -> str:
        if not v.winners:
            return "Game over."
        if v.match:
            score = " \u2013 ".join(points_text(s) for s in v.match_score)
            if len(v.winners) == 2:
                return f"The match is shared ({score})."
            return f"{self.name(v.winners[0])} wins the match ({score})."
        if len(v.winners) == 2:
            return "Game over: a tie."
        return f"Game over: {self.name(v.winners[0])} wins."

    # -- results ------------------------------------------------------------------------------

    def results(self, view) -> ResultsTable:
        games = len(view.results)
        if not view.match:
            headers = ["Player", "Result", "Cards left", "Points"]
            rows = []
            for s in (0, 1):
                pts = view.results[-1][s] if games else 0.0
                other = view.results[-1][1 - s] if games else 0.0
                word = "Tie" if pts == other or (pts > 0 and other > 0) else (
                    "Won" if pts > other else "Lost")
                rows.append([self.name(s), word, str(view.hand_sizes[s]), points_text(pts)])
            e = self.endings.get(games)
            if e is None and games and view.phase == "over":
                e = _ending_from_view(view)
            note = ("Once the deck has run out, the first to place the last card of their "
                    "hand wins.")
            if e is not None and e.reason:
                note = self._ending_title(e) + (f" {self._ending_reason(e)}"
                                                if len(e.winners) == 1 else
                                                f": {self._ending_reason(e)}")
                note = note.rstrip(": ") + "."
            return ResultsTable(headers, rows, note)
        headers = ["Player"] + [f"Game {i + 1}" for i in range(games)] + ["Total"]
        rows = []
        for s in (0, 1):
            rows.append([self.name(s)] + [points_text(r[s]) for r in view.results] +
                        [points_text(view.match_score[s])])
        note = ("The first to win 2 games takes the match. A tie scores 1 for the start "
                "player of the battle and \u00bd for the other.")
        return ResultsTable(headers, rows, note)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        b = self.shown
        if b is None:
            return
        self._geometry()
        self._draw_field(surface, b)
        self._draw_zones(surface, b)
        self._draw_preview_under(surface, b)
        self.draw_sprites(surface)
        self._draw_preview_over(surface, b)
        self._draw_counts(surface, b)
        self._draw_guidance(surface, b)
        self._draw_callouts(surface)
        self._draw_discard_popup(surface, b)
        if b.ending is not None:
            self._draw_ending(surface, b)

    def _pill(self, surface, string, pos, px=12, fill=(12, 14, 22, 215), colour=theme.TEXT,
              anchor="center", role="sans_bold") -> pygame.Rect:
        f = textr.font(role, self.px(px))
        w, h = f.size(string)
        box = pygame.Rect(0, 0, w + self.px(14), h + self.px(3))
        setattr(box, anchor, (round(pos[0]), round(pos[1])))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill), box)
        textr.blit_text(surface, string, role, self.px(px), colour, box.center, "center")
        return box

    def _draw_field(self, surface, b: Board) -> None:
        g = self.geo
        mat = self.mat_rect()
        board = art.field_board(mat.w, mat.h, round(g["fw"] * self.sc), round(FIELD_H * self.sc),
                                round(GAP * self.sc), self.sc)
        surface.blit(board, mat)
        # the last card deployed: a soft ring, once it lies in its cell
        if 0 <= self.last_cell < 9 and b.field[self.last_cell] >= 0:
            r = self.cell_rect(self.last_cell)
            s = self.sprites.get(("c", b.field[self.last_cell]))
            if s is not None and abs(s.x - r.centerx) < 2 and abs(s.y - r.centery) < 2:
                ring = highlight_ring(r.w, r.h, (250, 236, 190), max(2.0, self.px(2)))
                surface.blit(ring, ring.get_rect(center=r.center))
        # the cells the chosen card may go to
        lit = self.lit_cells()
        if lit:
            r0 = self.cell_rect(lit[0])
            glow = art.lit_cell(r0.w, r0.h, self.sc)
            pulse = 0.5 + 0.5 * math.sin(self.t * 5)
            hovered = self._preview_cell()
            for cell in lit:
                r = self.cell_rect(cell)
                glow.set_alpha(255 if cell == hovered else round(150 + 90 * pulse))
                surface.blit(glow, glow.get_rect(center=r.center))
            glow.set_alpha(255)

    def _preview_cell(self) -> int | None:
        """The cell the pointer (or the keyboard) is on while a card is chosen."""
        if self.legal is None:
            return None
        t = self.hovered
        if t is not None and getattr(t, "kind", "") == "open":
            return 4
        if self.selected is None:
            return None
        if self.drag is not None and self.drag.dragging:
            return self.cell_at(self.mouse)
        if t is not None and getattr(t, "kind", "") == "cell":
            return t.cell
        return None

    def _preview_card(self) -> int | None:
        t = self.hovered
        if t is not None and getattr(t, "kind", "") == "open":
            return t.card
        return self.selected

    def _draw_preview_under(self, surface, b: Board) -> None:
        cell = self._preview_cell()
        card = self._preview_card()
        if cell is None or card is None or b.field[cell] >= 0:
            return
        r = self.cell_rect(cell)
        if cell in self.deploys.get(card, {}):
            surface.blit(art.ghost(card, r.w, r.h), r)
        elif any(b.field[o] >= 0 for o, _ in NEIGHBOURS[cell]):
            # a cell it may not go to: faintly, so the red marks show which sides clash
            surface.blit(art.ghost(card, r.w, r.h, 90), r)

    def _draw_preview_over(self, surface, b: Board) -> None:
        """Green and red marks on the edges the chosen card would touch."""
        cell = self._preview_cell()
        v = self.view
        if cell is None or v is None or v.field[cell] >= 0:
            return
        card = self._preview_card()
        r = self.cell_rect(cell)
        thick = max(4, self.px(7))
        gap = self.px(GAP)
        for other, side in NEIGHBOURS[cell]:
            nb = v.field[other]
            if nb < 0:
                continue
            good = matches(SIDES[card][side], SIDES[nb][OPPOSITE[side]])
            if side in (0, 2):
                mark = art.edge_mark(round(r.w * 0.56), thick, good)
                y = r.top - gap / 2 if side == 0 else r.bottom + gap / 2
                surface.blit(mark, mark.get_rect(center=(r.centerx, round(y))))
            else:
                mark = art.edge_mark(thick, round(r.h * 0.44), good)
                x = r.right + gap / 2 if side == 1 else r.left - gap / 2
                surface.blit(mark, mark.get_rect(center=(round(x), r.centery)))

    def _draw_zones(self, surface, b: Board) -> None:
        g = self.geo
        at = g["at"]
        turn = self._to_move()
        bottom = self.bottom_seat()
        for seat in (0, 1):
            rect = self.plate_rect(seat)
            lines = [f"Hand {b.hand_counts[seat]} \u00b7 Discards {b.discards[seat]}"]
            self.draw_plate(surface, rect, seat, lines, turn == seat)
            if b.match:
                score = points_text(b.score[seat])
                textr.blit_text(surface, score, "sans_bold", self.px(20), theme.GOLD,
                                (rect.right - self.px(10), rect.bottom - self.px(5)),
                                "bottomright")
            if b.phase in ("play", "tie_offer") and b.start == seat and b.battle:
                self._badge(surface, rect, "Starts" if seat != bottom or b.seat is None
                            else "You start")
        # labels: the deck and the discard piles
        dx, dy = g["deck"]
        x, y = at(dx, dy + DECK_H / 2 + 10)
        deck = self._deck_count(b)
        if not deck:
            slot = self._screen_rect(dx, dy, DECK_H * CARD_RATIO, DECK_H)
            surface.blit(rounded_rect(slot.w, slot.h, self.px(7), (0, 0, 0, 40),
                                      (110, 80, 60), 1.0), slot)
        deck_text = f"Deck {deck}" if deck else "Deck out"
        self._pill(surface, deck_text, (x, y), 13, anchor="midtop",
                   fill=(12, 14, 22, 215) if deck else (110, 40, 30, 230))
        for seat in (0, 1):
            px, py = g["disc"][seat]
            x, y = at(px, py - DISC_H / 2 - 8)
            mine = seat == b.seat
            label = "Your discards" if mine else "Discards"
            textr.blit_text(surface, label, "sans", self.px(12), theme.TEXT_DIM, (x, y),
                            "midbottom")
            slot = self._screen_rect(px, py, DISC_H * CARD_RATIO, DISC_H)
            if not b.discards[seat]:
                surface.blit(rounded_rect(slot.w, slot.h, self.px(6), (0, 0, 0, 40),
                                          (90, 120, 100), 1.0), slot)
            if mine and b.phase == "discard" and b.retreater == seat and self.legal is not None:
                ring = highlight_ring(slot.w, slot.h, theme.GOLD, max(2.0, self.px(2)))
                surface.blit(ring, ring.get_rect(center=slot.center))
        self._draw_info(surface, b)

    def _deck_count(self, b: Board) -> int:
        """The cards lying on the deck now: while cards are dealt or drawn, the count
        goes down as each one leaves."""
        if b is self._synced:
            return b.deck
        x, y = self.geo["at"](*self.geo["deck"])
        h = DECK_H * self.sc
        return sum(1 for s in self.sprites.values()
                   if s.visible and abs(s.x - x) < 12 and abs(s.y - y) < 16 and
                   abs(s.h - h) < 1 and s.flip < 0.5)

    def _badge(self, surface, rect: pygame.Rect, text: str) -> None:
        f = textr.font("sans_bold", self.px(11))
        w = f.size(text)[0] + self.px(12)
        box = pygame.Rect(0, 0, w, self.px(18))
        box.bottomright = (rect.right - self.px(6), rect.top + self.px(7))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, (120, 92, 40, 235), theme.GOLD,
                                  1.0), box)
        textr.blit_text(surface, text, "sans_bold", self.px(11), theme.TEXT, box.center,
                        "center")

    def _info_lines(self, b: Board) -> list[tuple[str, tuple, str]]:
        """(text, colour, font role) for the panel at the right of the field."""
        lines: list[tuple[str, tuple, str]] = []
        if b.battle:
            head = f"Game {b.game} \u00b7 Battle {b.battle}" if b.match else f"Battle {b.battle}"
            lines.append((head, theme.GOLD, "sans_bold"))
            lines.append((f"Start player: {self.name(b.start)}", theme.TEXT, "sans"))
        elif b.match:
            lines.append((f"Game {b.game}", theme.GOLD, "sans_bold"))
        if b.match:
            lines.append(("Match: the first to win 2 games", theme.TEXT_DIM, "sans"))
            for s in (0, 1):
                lines.append((f"Games won by {self.name(s)}: {points_text(b.score[s])}",
                              theme.TEXT, "sans"))
        if b.deck == 0 and b.battle:
            lines.append(("The deck is out: the first to place their last card wins",
                          theme.GOLD, "sans"))
            if b.tie_battle:
                lines.append(("This battle began with equal hands: if both empty them on "
                              "consecutive turns, the game is a tie", theme.TEXT_DIM, "sans"))
            pass
        return lines

    def _draw_info(self, surface, b: Board) -> None:
        lines = self._info_lines(b) if b.ending is None else []
        if not lines:
            return
        g = self.geo
        px = self.px(13)
        width = round(INFO_W * self.sc)
        pad = self.px(10)
        wrapped = [(part, colour, role) for text, colour, role in lines
                   for part in textr.wrap(text, role, px, width - 2 * pad)]
        step = self.px(18)
        height = len(wrapped) * step + 2 * pad
        cx, cy = g["at"](*g["info"])
        box = pygame.Rect(0, 0, width, height)
        box.center = (round(cx), round(cy))
        pile = self.pile_rect(1 - self.bottom_seat())
        box.top = max(box.top, pile.bottom + self.px(14))
        surface.blit(art.panel(box.w, box.h, self.px(10)), box)
        y = box.y + pad
        for text, colour, role in wrapped:
            textr.blit_text(surface, text, role, px, colour, (box.x + pad, y))
            y += step

    def _draw_counts(self, surface, b: Board) -> None:
        g = self.geo
        at = g["at"]
        bottom = self.bottom_seat()
        for seat in (0, 1):
            n = b.hand_counts[seat]
            if seat == b.seat:
                continue
            if seat == bottom:
                slots = self._hand_slots(n, HAND_H * 0.8)
                x, y = (slots[-1] if slots else (g["rw"] / 2, g["hand_y"]))
                pos = at(x + HAND_H * 0.8 * CARD_RATIO / 2 + 6, y)
            else:
                slots = self._fan_slots(n)
                x, y = slots[-1] if slots else g["opp_fan"]
                pos = at(x + BACK_H * CARD_RATIO / 2 + 6, y)
            if n:
                self._pill(surface, f"{n} in hand", pos, 12, anchor="midleft")
        for seat in (0, 1):
            n = b.discards[seat]
            if n:
                px, py = g["disc"][seat]
                self._pill(surface, str(n), at(px, py + DISC_H / 2 - 4), 12,
                           fill=(20, 40, 30, 230))

    def _draw_guidance(self, surface, b: Board) -> None:
        """The forced retreat and the discards, said near the field."""
        v = self.view
        if v is None or self.legal is None or b is not self._synced:
            return
        text = ""
        fill = (120, 40, 30, 235)
        if v.phase == "play" and v.must_retreat:
            taken = sum(1 for c in v.field if c >= 0)
            held = len(v.hand) + taken
            what = "the card" if taken == 1 else f"the {taken} cards"
            text = f"Retreat: you take {what} of the field into your hand"
            if held > R.HAND_SIZE:
                text += f", then discard {held - R.HAND_SIZE} face down"
            fill = (70, 50, 20, 235)
        elif v.phase == "discard":
            text = f"Discard {v.to_discard} more"
            fill = (70, 50, 20, 235)
        elif v.phase == "play" and self.selected is None and any(c >= 0 for c in v.field) \
                and self.deploys:
            return
        if not text:
            return
        y = self.message_y()
        if self.host.message_t > 0:
            return  # the scene shows an explanation there now
        self._pill(surface, text, (self.rect.centerx, y), 16, fill=fill)

    def _draw_callouts(self, surface) -> None:
        for text, seat, until in self.callouts:
            if seat not in (0, 1):
                continue
            rect = self.plate_rect(seat)
            alpha = max(0.0, min(1.0, (until - self.t) / 0.4))
            box = pygame.Rect((0, 0), self.bubble_size(text))
            if seat == self.bottom_seat():
                box.midbottom = (rect.centerx, rect.top - self.px(10))
                box.left = max(box.left, rect.left)
            else:
                box.midleft = (rect.right + self.px(10), rect.centery)
            self.draw_bubble(surface, box, text, alpha)

    def _draw_discard_popup(self, surface, b: Board) -> None:
        """Hovering over your discard pile shows what you discarded (only you know)."""
        if b.seat is None or not b.my_discards:
            return
        pile = self.pile_rect(b.seat)
        if not pile.collidepoint(self.mouse):
            return
        cards = b.my_discards
        h = round(POPUP_H * self.sc)
        w = round(h * CARD_RATIO)
        step = min(w + self.px(6), round(self.px(420) / max(1, len(cards))))
        pad = self.px(12)
        title = "Your discards (face down: only you know them)"
        title_w = textr.font("sans", self.px(12)).size(title)[0]
        width = max(w + step * (len(cards) - 1), title_w) + 2 * pad
        height = h + 2 * pad + self.px(22)
        box = pygame.Rect(0, 0, width, height)
        box.bottomright = (pile.right, pile.top - self.px(22))
        box.right = min(box.right, self.rect.right - self.px(6))
        surface.blit(art.panel(box.w, box.h, self.px(10), (16, 20, 30, 240), theme.GOLD_DARK),
                     box)
        textr.blit_text(surface, title, "sans", self.px(12), theme.TEXT_DIM,
                        (box.x + pad, box.y + self.px(6)))
        for i, c in enumerate(cards):
            face = art.soldier_face(c, w, h)
            surface.blit(face, (box.x + pad + i * step, box.y + pad + self.px(18)))

    def _draw_ending(self, surface, b: Board) -> None:
        e = b.ending
        mat = self.mat_rect()
        width = min(self.rect.w - self.px(40), self.px(470))
        lines: list[tuple[str, str, int, tuple]] = []
        reason = self._ending_reason(e)
        if reason:
            lines.append((reason[0].upper() + reason[1:], "sans", 15, theme.TEXT))
        if e.match:
            pts = ", ".join(f"{self.name(s)} +{points_text(p)}" for s, p in enumerate(e.points))
            lines.append((f"This game: {pts}", "sans", 14, theme.TEXT_DIM))
            score = f"{self.name(0)} {points_text(e.match_score[0])} \u2013 " \
                    f"{points_text(e.match_score[1])} {self.name(1)}"
            lines.append((f"Match: {score}", "sans_bold", 16, theme.GOLD))
            if e.next_start >= 0:
                lines.append((f"{self.name(e.next_start)} starts game {e.number + 1}",
                              "sans", 14, theme.TEXT))
            else:
                best = max(e.match_score)
                won = [s for s in (0, 1) if e.match_score[s] == best]
                text = f"{self.name(won[0])} wins the match" if len(won) == 1 else \
                    "The match is shared"
                lines.append((text, "sans_bold", 15, theme.TEXT))
        height = self.px(64) + sum(self.px(px + 10) for _, _, px, _ in lines) + self.px(10)
        box = pygame.Rect(0, 0, width, height)
        box.center = mat.center
        surface.blit(rounded_rect(box.w, box.h, self.px(14), (20, 24, 30, 240), theme.GOLD,
                                  2.0), box)
        title = self._ending_title(e)
        size = textr.fit_px(title, "serif_bold", self.px(26), box.w - self.px(30))
        textr.blit_text(surface, title, "serif_bold", size, theme.GOLD,
                        (box.centerx, box.y + self.px(14)), "midtop")
        y = box.y + self.px(60)
        for text, role, px, colour in lines:
            size = textr.fit_px(text, role, self.px(px), box.w - self.px(30))
            textr.blit_text(surface, text, role, size, colour, (box.centerx, y), "midtop")
            y += self.px(px + 10)


TABLE = FoolsFieldTable
