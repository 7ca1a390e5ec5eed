"""The table of Slaughter the Dragon "Ha" (game id `dragon`, 3-5 players).

The viewer sits at the bottom with the hand fanned; the others sit left, top and right
(clockwise), each with a name plate, the backs of their hand, their 2nd-half pile and
what they have won this round (Dragon tokens and Purple cards) with a running round
score. In the centre lies the Dragon: the Head with the Inverted Scale under it and the
Body tokens in a row that shrinks as tricks are won, beside the Trump Indicator and its
deck. Tricks are played in front of each player's position.

How it works: a `Board` is the table as one seat sees it (built from the `DragonView`,
and advanced event by event while animating). `places(board)` says where every sprite
lies on that board. `sync` snaps the sprites to `places(board_of(view))`; `animate`
advances the board by one event and tweens every sprite from its place on the old board
to its place on the new one (new sprites fly in from where the event says, removed ones
fly off and fade, and a few sprites change identity: a card back becomes the card an
opponent plays). So an animation always ends where a plain `sync` puts the sprites.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from functools import lru_cache, partial

import pygame

from engine.events import GameOver, Shuffled
from engine.tricks import trick_winner
from games.dragon import rules as R
from games.dragon.cards import (
    COLOUR_NAMES,
    DECK,
    GAME_END_SCORE,
    MOON_BONUS,
    MOON_PENALTY,
    SETUPS,
    TOKEN_POINTS,
)
from ui import theme
from ui.anim.tween import Hold, Tween, ease_in_out_cubic
from ui.render import dragon as art
from ui.render import text as textr
from ui.render.cards import CARD_RATIO
from ui.render.shapes import rounded_rect, supersampled
from ui.render.symbols import symbol
from ui.tables.base import ActionButton, CardSprite, ResultsTable, Target
from ui.tables.board import BoardTable, Place

# -- the board ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    """A scored round, for the panel shown on the table."""

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

    @property
    def body_total(self) -> int:
        return SETUPS[self.n].body_tokens

    def tokens(self, seat: int) -> int:
        return sum(1 for w in self.won_by if w == seat)

    def round_score(self, seat: int) -> int:
        return TOKEN_POINTS * self.tokens(seat) - sum(c & 15 for c in self.purple[seat])


def _summary_of(view) -> Summary | None:
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
    return Board(
        n=n, seat=view.seat if own else None, phase=view.phase, round=view.round,
        rounds=view.rounds, trump=view.trump, trump_left=view.trump_deck_left,
        hand=tuple(view.hand), pile=tuple(view.pile), hand_counts=tuple(view.hand_sizes),
        pile_counts=tuple(view.pile_sizes), scale=view.scale_size, aside=view.summon_aside,
        trick=tuple(view.trick), winning=view.trick_winning, leader=view.leader,
        won_by=tuple(w for _, _, w in view.tricks), purple=tuple(view.purple_won),
        revealed=tuple(view.scale_revealed), deck=0, summoner=view.summoner,
        divider=view.divider, sucker=view.sucker, called=view.called, marked=marked,
        summary=_summary_of(view))


def _with(t: tuple, i: int, value) -> tuple:
    return (*t[:i], value, *t[i + 1:])


def _winning(trick, trump) -> int:
    if not trick:
        return -1
    return trick[trick_winner([c for _, c in trick], trump)][0]


POSITIONS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right"),
             5: ("bottom", "left", "topleft", "topright", "right")}
# Where each position's card lands in the trick, from the trick's centre (reference px).
# A trick card is 68 x 100: the slots sit at least a card's width apart sideways or a
# card's height apart up and down, so no card hides another's number.
TRICK_SLOTS = {
    3: {"bottom": (0, 56), "left": (-80, -26), "right": (80, -26)},
    4: {"bottom": (0, 56), "left": (-92, 0), "top": (0, -56), "right": (92, 0)},
    5: {"bottom": (0, 58), "left": (-124, 4), "topleft": (-42, -54), "topright": (42, -54),
        "right": (124, 4)},
}
# The oval the trick is played on (reference px), per player count.
TRICK_RING = {3: (300, 200), 4: (320, 214), 5: (380, 220)}

# Sizes, in reference pixels (1280x720)
BLOCK_W = 184
PLATE_H = 58
HAND_H = 128
ALL_CARDS = DECK.cards()  # every face the warm-up renders
TRICK_H = 100
BACK_H = 58
MINI_H = 44
SCALE_H = 50
TDECK_H = 64
TRUMP_H = 72
HEAD_D = 54
BODY_D = 31
BODY_STEP = 32
WON_TOKEN_D = 22
PILE_H = 90      # the viewer's own 2nd-half pile
SUMMON_H = 120   # the Inverted Scale cards to pick from (Summoning, the viewer)
DIVIDE_H = 100   # the 2nd-half pile row of Bodily Division (the viewer)
REVEAL_H = 66    # the Inverted Scale revealed at the end of the round

DEAL_STAGGER = 0.028


@lru_cache(maxsize=8)
def _trick_ring(w: int, h: int, line: int) -> pygame.Surface:
    """The soft oval the trick is played on."""
    def draw(s, f):
        r = s.get_rect()
        pygame.draw.ellipse(s, (20, 62, 52, 255), r)
        pygame.draw.ellipse(s, (44, 96, 80, 255), r, max(1, round(line * f)))
    return supersampled(w, h, draw)


class DragonTable(BoardTable):
    def __init__(self, host, game, names, viewer):
        super().__init__(host, game, names, viewer)
        self.callouts: list[tuple[str, int, float]] = []  # (text, seat, until)
        self.t = 0.0
        self._face_sizes: set = set()   # the sizes faces rest at: what the warm-up renders
        self._warm_done: set = set()
        self._back_maker = self._sized(art.card_back_face)

    # -- geometry ---------------------------------------------------------------------------

    @property
    def sc(self) -> float:
        return self.app.scale

    def _geometry(self, n: int) -> dict:
        key = (tuple(self.rect), n, self.viewer, self.sc)
        if key == self._geo_key:
            return self.geo
        self._geo_key = key
        sc = self.sc
        r = self.rect
        rw, rh = r.w / sc, r.h / sc

        def at(x, y):  # reference px from the table's top left -> screen px
            return r.x + x * sc, r.y + y * sc

        cyr = rh / 2
        g: dict = {"n": n}
        order = self.seats_around(n)
        names = POSITIONS[n]
        g["pos"] = {seat: names[i] for i, seat in enumerate(order)}
        blocks = {}
        left_y = {3: cyr - 232, 4: cyr - 206, 5: cyr - 96}[n]
        for seat, pos in g["pos"].items():
            if pos == "bottom":
                bx, by, kind = 14, rh - 150, "bottom"
            elif pos == "left":
                bx, by, kind = 14, left_y, "v"
            elif pos == "right":
                bx, by, kind = rw - 14 - BLOCK_W, left_y, "v"
            else:
                off = {"top": 0, "topleft": -218, "topright": 218}[pos]
                fan_w = self._fan_width(SETUPS[n].hand + 2)
                total = BLOCK_W + 14 + fan_w + 14 + BACK_H * CARD_RATIO
                bx, by, kind = rw / 2 + off - total / 2, 70, "h"
            blocks[seat] = (bx, by, kind)
        g["blocks"] = blocks
        g["at"] = at
        g["rw"], g["rh"], g["cyr"] = rw, rh, cyr
        # the centre: Trump deck, Trump Indicator, the Head (over the Inverted Scale), Body
        body = SETUPS[n].body_tokens
        dy = cyr - 112
        widths = [TDECK_H * CARD_RATIO, 10, TRUMP_H * CARD_RATIO, 30, HEAD_D, 8,
                  BODY_STEP * (body - 1) + BODY_D]
        x0 = rw / 2 - sum(widths) / 2
        g["tdeck"] = (x0 + widths[0] / 2, dy)
        g["trump"] = (x0 + widths[0] + widths[1] + widths[2] / 2, dy)
        hx = x0 + sum(widths[:4]) + HEAD_D / 2
        g["head"] = (hx, dy - 4)
        g["body0"] = (hx + HEAD_D / 2 + 8 + BODY_D / 2, dy)
        g["row_y"] = dy
        g["trick"] = (rw / 2, cyr + 68)
        g["hand_y"] = rh - 84
        g["hand_w"] = rw - 2 * (14 + BLOCK_W + 16)
        g["own_pile"] = (rw - 14 - BLOCK_W / 2, rh - 84 + 6)
        self.geo = g
        return g

    @staticmethod
    def _fan_width(count: int) -> float:
        w = BACK_H * CARD_RATIO
        return w + max(0, count - 1) * min(10, 100 / max(1, count - 1))

    def block_rect(self, seat: int) -> pygame.Rect:
        """The name plate of a seat, on screen."""
        bx, by, _ = self.geo["blocks"][seat]
        x, y = self.geo["at"](bx, by)
        return pygame.Rect(round(x), round(y), round(BLOCK_W * self.sc), round(PLATE_H * self.sc))

    def _fan_centre(self, seat: int) -> tuple[float, float]:
        bx, by, kind = self.geo["blocks"][seat]
        if kind == "v":
            return bx + 66, by + PLATE_H + 8 + BACK_H / 2
        if kind == "h":
            fan_w = self._fan_width(SETUPS[self.geo["n"]].hand + 2)
            return bx + BLOCK_W + 14 + fan_w / 2, by + PLATE_H / 2 + 2
        return self.geo["rw"] / 2, self.geo["hand_y"]

    def _pile_spot(self, seat: int) -> tuple[float, float]:
        bx, by, kind = self.geo["blocks"][seat]
        if kind == "v":
            return bx + BLOCK_W - BACK_H * CARD_RATIO / 2 - 2, by + PLATE_H + 8 + BACK_H / 2
        if kind == "h":
            fan_w = self._fan_width(SETUPS[self.geo["n"]].hand + 2)
            return (bx + BLOCK_W + 14 + fan_w + 14 + BACK_H * CARD_RATIO / 2,
                    by + PLATE_H / 2 + 2)
        return self.geo["own_pile"]

    def _won_rows(self, seat: int) -> tuple[float, float, float]:
        """(left x, tokens' centre y, Purple cards' centre y) of what a seat has won."""
        bx, by, kind = self.geo["blocks"][seat]
        top = by + PLATE_H + 4
        if kind == "v":
            top += BACK_H + 6
        token_y = top + WON_TOKEN_D / 2 + 2
        return bx, token_y, token_y + WON_TOKEN_D / 2 + 3 + MINI_H / 2

    def trick_slot(self, seat: int) -> tuple[float, float]:
        tx, ty = self.geo["trick"]
        dx, dy = TRICK_SLOTS[self.geo["n"]][self.geo["pos"][seat]]
        return tx + dx, ty + dy

    # -- where everything lies --------------------------------------------------------------

    def places(self, b: Board) -> dict:
        """key -> Place (screen px) for every sprite of board `b`."""
        g = self._geometry(b.n)
        sc = self.sc
        out: dict = {}

        sizes, token_sizes = self._card_sizes, self._token_sizes

        def put(key, x, y, h, face_up=True, z=0.0, glow=None, w=None, alpha=1.0):
            sx, sy = g["at"](x, y)
            ww = (w if w is not None else h * CARD_RATIO) * sc
            out[key] = Place(sx, sy, ww, h * sc, face_up, z, glow, alpha, shadow=w is None)
            size = (max(2, round(ww)), max(2, round(h * sc)))
            (token_sizes if w is not None else sizes).add(size)
            if face_up and w is None:
                self._face_sizes.add(size)

        # the dealing deck
        tx, ty = g["trick"]
        for i in range(min(b.deck, 6)):
            put(("deck", i), tx - i * 1.0, ty - i * 1.5, HAND_H * 0.8, False, 400 + i)
        # the Trump deck and the Trump Indicator
        dx, dy = g["tdeck"]
        for i in range(b.trump_left):
            put(("tdeck", i), dx - i * 0.8, dy - i * 1.2, TDECK_H, False, 10 + i)
        if b.trump >= 0 and b.round > 0:
            x, y = g["trump"]
            put(("trump", b.round, b.trump), x, y, TRUMP_H, True, 20)
        # the Dragon: the Head (over the Inverted Scale) and the Body row
        tricks_done = len(b.won_by)
        body = b.body_total
        hx, hy = g["head"]
        if tricks_done <= body:
            put(("head",), hx, hy, HEAD_D, True, 60, w=HEAD_D)
        bx0, by0 = g["body0"]
        for k in range(body - tricks_done):
            put(("body", k), bx0 + k * BODY_STEP, by0, BODY_D, True, 50 + k * 0.01, w=BODY_D)
        summoning = b.phase == "summon_pick" and b.seat is not None and b.seat == b.summoner
        if summoning:
            step = SUMMON_H * CARD_RATIO + 22
            for i in range(b.scale):
                put(("scale", i), tx + (i - (b.scale - 1) / 2) * step, ty + 20, SUMMON_H, False,
                    300 + i)
        else:
            spread = min(11.0, 40 / max(1, b.scale - 1))
            for i in range(b.scale):
                put(("scale", i), hx + (i - (b.scale - 1) / 2) * spread, hy + 14, SCALE_H, False,
                    40 + i * 0.1)
        # the Inverted Scale revealed at the end of the round (its Purple cards go to the
        # winner; the rest stay here, face up)
        taken = {c for p in b.purple for c in p}
        shown = [c for c in b.revealed if c not in taken]
        for i, c in enumerate(shown):  # on the mat, where the Dragon lay
            put(("c", c), self._reveal_x(i), g["row_y"] - 2, REVEAL_H, True, 70 + i)
        # hands, piles, cards set aside for Summoning
        for seat in range(b.n):
            self._place_seat(b, seat, put)
        # the trick
        for i, (seat, c) in enumerate(b.trick):
            x, y = self.trick_slot(seat)
            glow = theme.GOLD if seat == b.winning and len(b.trick) > 1 else None
            put(("c", c), x, y, TRICK_H, True, 200 + i, glow)
        # what each seat has won: tokens, and under them the Purple cards
        for seat in range(b.n):
            lx, token_y, purple_y = self._won_rows(seat)
            keys = [("body", body - 1 - i) if i < body else ("head",)
                    for i, w in enumerate(b.won_by) if w == seat]
            tstep = min(19.0, (BLOCK_W - 30) / max(1, len(keys) - 1))
            for j, key in enumerate(keys):
                d = WON_TOKEN_D + (6 if key == ("head",) else 0)
                put(key, lx + 13 + j * tstep, token_y, d, True, 80 + j * 0.01, w=d)
            cards = b.purple[seat]
            mini_w = MINI_H * CARD_RATIO
            pstep = min(mini_w * 0.62, (BLOCK_W - 44 - mini_w) / max(1, len(cards) - 1))
            for j, c in enumerate(cards):
                put(("c", c), lx + 2 + mini_w / 2 + j * pstep, purple_y, MINI_H, True,
                    90 + j * 0.01)
        return out

    def _place_seat(self, b: Board, seat: int, put) -> None:
        g = self.geo
        if seat == b.seat:
            rw = g["rw"]
            hand_y = g["hand_y"]
            w = HAND_H * CARD_RATIO
            dividing = b.phase == "divide" and b.divider == seat
            cards = b.hand
            # a long hand overlaps; a short one opens up until the cards lie side by side
            spread = min(1.06, 0.64 + 0.07 * max(0, 8 - len(cards)))
            spacing = min(w * spread, (g["hand_w"] - w) / max(1, len(cards) - 1))
            for i, c in enumerate(cards):
                x = rw / 2 + (i - (len(cards) - 1) / 2) * spacing
                put(("c", c), x, hand_y, HAND_H, True, 500 + i)
            if dividing:
                ph = DIVIDE_H
                pw = ph * CARD_RATIO
                pspread = min(1.06, 0.7 + 0.07 * max(0, 8 - len(b.pile)))
                pspace = min(pw * pspread, (g["hand_w"] - pw) / max(1, len(b.pile) - 1))
                for i, c in enumerate(b.pile):
                    x = rw / 2 + (i - (len(b.pile) - 1) / 2) * pspace
                    put(("c", c), x, self._division_row_y(), ph, True, 450 + i)
            else:
                px, py = g["own_pile"]
                pw = PILE_H * CARD_RATIO
                pspace = min(pw * 0.42, (BLOCK_W - pw) / max(1, len(b.pile) - 1))
                for i, c in enumerate(b.pile):
                    x = px + (i - (len(b.pile) - 1) / 2) * pspace
                    put(("c", c), x, py, PILE_H, True, 450 + i)
            px, py = g["own_pile"]
            for i in range(b.aside if b.summoner == seat else 0):
                put(("aside", i), px + (i - 0.5) * 40, py, PILE_H, False, 460 + i)
            return
        fx, fy = self._fan_centre(seat)
        count = b.hand_counts[seat]
        bottom = g["blocks"][seat][2] == "bottom"
        h = BACK_H * 1.3 if bottom else BACK_H
        step = min(10.0 * (1.3 if bottom else 1), 100 / max(1, count - 1)) if count > 1 else 0
        for i in range(count):
            put(("back", seat, i), fx + (i - (count - 1) / 2) * step, fy, h, False,
                100 + seat * 20 + i * 0.1)
        px, py = self._pile_spot(seat)
        for i in range(b.pile_counts[seat]):
            put(("pile", seat, i), px - i * 0.5, py - i * 0.7, h, False, 100 + seat * 20 + 5 + i *
                0.1)
        for i in range(b.aside if b.summoner == seat else 0):
            put(("aside", i), px + (i - 0.5) * 14, py, h, False, 100 + seat * 20 + 8 + i * 0.1)

    def _reveal_x(self, i: int) -> float:
        """The centre x of the i-th Inverted Scale card shown at the end of the round."""
        hx, _ = self.geo["head"]
        w = REVEAL_H * CARD_RATIO
        return hx - HEAD_D / 2 + w / 2 + i * (w + 8)

    def _division_row_y(self) -> float:
        return self.geo["hand_y"] - HAND_H / 2 - 18 - DIVIDE_H / 2

    # -- sprites ------------------------------------------------------------------------------

    def _makers(self, key):
        kind = key[0]
        if kind == "c":
            return self._sized(partial(art.card_face, key[1])), self._back
        if kind == "trump":
            return self._sized(partial(art.trump_face, key[2])), self._back
        if kind == "head":
            return self._sized(lambda w, h: art.head_token(max(4, w)), True), None
        if kind == "body":
            return self._sized(lambda w, h: art.body_token(max(4, w)), True), None
        return None, self._back

    def board_of(self, view) -> Board:
        return board_of(view)

    def prepare_geometry(self) -> None:
        if self.board is not None:
            self._geometry(self.board.n)

    def _dress(self, s: CardSprite, key) -> None:
        super()._dress(s, key)
        s.shadow = key[0] not in ("head", "body")

    def layout(self, rect: pygame.Rect) -> None:
        self._face_sizes.clear()
        self._warm_done.clear()
        super().layout(rect)

    # -- animation ----------------------------------------------------------------------------

    def _point(self, x, y, h, face_up=False, alpha=1.0) -> Place:
        """A Place at reference coordinates."""
        sx, sy = self.geo["at"](x, y)
        return Place(sx, sy, h * CARD_RATIO * self.sc, h * self.sc, face_up, 0, None, alpha)

    # one method per event type ------------------------------------------------------------

    def _on_Shuffled(self, e: Shuffled, queue) -> None:
        b = self.board
        if e.pile == "deck":
            after = replace(b, deck=e.count)
            tx, ty = self.geo["trick"]
            origin = self._point(tx, ty - 40, HAND_H * 0.8, False, 0.0)
            self._transition(queue, after, 0.3, origins={("deck", i): origin for i in range(6)})
            keys = [("deck", i) for i in range(min(6, e.count))]
        else:
            keys = [("tdeck", i) for i in range(b.trump_left)]
        places = self.places(self.board)
        pairs = [(self._plan[k], places[k]) for k in keys if k in self._plan and k in places]
        if not pairs:
            return
        queue.call(lambda: self.sound("deal"))
        for k in range(3):  # a quick riffle: the cards jostle left and right
            queue.add(*[Tween(s, 0.09, ease_in_out_cubic,
                              x=p.x + (1 if (i + k) % 2 else -1) * p.w * 0.28)
                        for i, (s, p) in enumerate(pairs)])
        queue.add(*[Tween(s, 0.09, ease_in_out_cubic, x=p.x) for s, p in pairs])

    def _on_RoundStarted(self, e, queue) -> None:
        b = self.board
        n = b.n
        after = replace(b, phase="deal", round=e.round, rounds=e.rounds, hand=(), pile=(),
                        hand_counts=(0,) * n, pile_counts=(0,) * n, scale=0, aside=0, trick=(),
                        winning=-1, leader=e.leader, won_by=(), purple=((),) * n, revealed=(),
                        deck=0, summoner=e.summoner, divider=-1, sucker=-1, called=0,
                        marked=(),                        summary=None, trump=-1)
        self._transition(queue, after, 0.5, ease=ease_in_out_cubic)

    def _on_Dealt(self, e, queue) -> None:
        b = self.board
        n = b.n
        tx, ty = self.geo["trick"]
        origin = self._point(tx, ty, HAND_H * 0.8, False)
        after = replace(b, hand_counts=_with(b.hand_counts, e.seat, e.count),
                        deck=max(0, b.deck - e.count))
        if e.seat == b.seat and e.cards is not None:
            after = replace(after, hand=tuple(sorted(e.cards)))
            keys = [("c", c) for c in after.hand]
        else:
            keys = [("back", e.seat, i) for i in range(e.count)]
        first = 0 if b.seat is None else b.seat
        order = (e.seat - first) % n
        delays = {k: (j * n + order) * DEAL_STAGGER for j, k in enumerate(keys)}
        self._transition(queue, after, 0.32, origins=dict.fromkeys(keys, origin), delays=delays,
                         merge=True, sound="deal" if order == 0 else None)

    def _on_ScaleFormed(self, e, queue) -> None:
        b = self.board
        tx, ty = self.geo["trick"]
        origin = self._point(tx, ty, HAND_H * 0.8, False)
        after = replace(b, scale=e.count, deck=0)
        self._transition(queue, after, 0.4,
                         origins={("scale", i): origin for i in range(e.count)},
                         delays={("scale", i): i * 0.05 for i in range(e.count)})

    def _on_TrumpRevealed(self, e, queue) -> None:
        b = self.board
        after = replace(b, trump=e.colour, trump_left=e.deck_left, round=e.round)
        self._transition(queue, after, 0.7, renames={("tdeck", e.deck_left):
                                                     ("trump", e.round, e.colour)},
                         ease=ease_in_out_cubic, sound="place")
        queue.wait(0.25)
        if after.summoner >= 0:
            # the Summoning Jutsu comes next (the Inverted Scale is laid out to pick from)
            self._transition(queue, replace(after, phase="summon_pick"), 0.45,
                             ease=ease_in_out_cubic)

    def _on_ScaleCardPicked(self, e, queue) -> None:
        b = self.board
        renames = {("scale", e.position): ("aside", b.aside)}
        for i in range(e.position + 1, b.scale):
            renames[("scale", i)] = ("scale", i - 1)
        after = replace(b, scale=e.scale_left, aside=b.aside + 1, phase="summon_pick")
        self._transition(queue, after, 0.45, renames=renames, sound="place")

    def _on_SummonedCards(self, e, queue) -> None:
        b = self.board
        s = e.seat
        count = b.hand_counts[s] + b.aside
        after = replace(b, aside=0, phase="summon_return",
                        hand_counts=_with(b.hand_counts, s, count))
        if s == b.seat and e.cards is not None:
            cards = tuple(sorted(e.cards))
            after = replace(after, hand=tuple(sorted(b.hand + cards)), marked=cards)
            renames = {("aside", i): ("c", c) for i, c in enumerate(cards)}
        else:
            renames = {("aside", i): ("back", s, b.hand_counts[s] + i) for i in range(b.aside)}
        self._transition(queue, after, 0.55, renames=renames, ease=ease_in_out_cubic,
                         sound="deal")

    def _on_ScaleCardReturned(self, e, queue) -> None:
        b = self.board
        s = e.seat
        count = b.hand_counts[s] - 1
        after = replace(b, scale=e.scale_size, hand_counts=_with(b.hand_counts, s, count))
        if s == b.seat and e.card is not None:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            marked=tuple(c for c in b.marked if c != e.card))
            renames = {("c", e.card): ("scale", e.scale_size - 1)}
        else:
            renames = {("back", s, count): ("scale", e.scale_size - 1)}
        self._transition(queue, after, 0.45, renames=renames, sound="place")

    def _on_HighestTrumpCalled(self, e, queue) -> None:
        b = self.board
        soul = e.jutsu == R.JUTSU_SOUL
        after = replace(b, called=e.number, phase="soul_give" if soul else "divide",
                        divider=-1 if soul else e.seat, sucker=e.seat if soul else -1,
                        marked=())
        colour = COLOUR_NAMES[e.colour] if 0 <= e.colour < 4 else "?"
        text = f"Here I am! ({colour} {e.number})"

        def say():
            self.callouts.append((text, e.seat, self.t + 2.6))
            self.sound("chime")
        queue.call(say)
        self._transition(queue, after, 0.45, ease=ease_in_out_cubic)
        queue.wait(0.6)

    def _on_DivisionMove(self, e, queue) -> None:
        b = self.board
        s = e.seat
        after = replace(b, hand_counts=_with(b.hand_counts, s, e.hand_count),
                        pile_counts=_with(b.pile_counts, s, e.pile_count))
        renames = {}
        if s == b.seat and e.card is not None:
            if e.to_pile:
                after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                                pile=tuple(sorted((*b.pile, e.card))))
            else:
                after = replace(after, pile=tuple(c for c in b.pile if c != e.card),
                                hand=tuple(sorted((*b.hand, e.card))))
        elif e.to_pile:
            renames = {("back", s, e.hand_count): ("pile", s, e.pile_count - 1)}
        else:
            renames = {("pile", s, e.pile_count): ("back", s, e.hand_count - 1)}
        self._transition(queue, after, 0.3, renames=renames, sound="place")

    def _on_DivisionFinished(self, e, queue) -> None:
        b = self.board
        after = replace(b, phase="play")
        self._transition(queue, after, 0.45, ease=ease_in_out_cubic, sound="place")

    def _on_CardPassed(self, e, queue) -> None:
        b = self.board
        g, r = e.giver, e.receiver
        gc, rc = b.hand_counts[g], b.hand_counts[r]
        counts = _with(_with(b.hand_counts, g, gc - 1), r, rc + 1)
        after = replace(b, hand_counts=counts)
        if g == b.seat and e.card is not None:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            marked=tuple(c for c in b.marked if c != e.card))
            renames = {("c", e.card): ("back", r, rc)}
        elif r == b.seat and e.card is not None:
            after = replace(after, hand=tuple(sorted((*b.hand, e.card))),
                            marked=(*b.marked, e.card))
            renames = {("back", g, gc - 1): ("c", e.card)}
        else:
            renames = {("back", g, gc - 1): ("back", r, rc)}
        self._transition(queue, after, 0.5, renames=renames, ease=ease_in_out_cubic,
                         sound="place")

    def _on_PileTakenUp(self, e, queue) -> None:
        b = self.board
        s = e.seat
        after = replace(b, hand_counts=_with(b.hand_counts, s, e.count),
                        pile_counts=_with(b.pile_counts, s, 0))
        renames = {}
        if s == b.seat:
            after = replace(after, hand=tuple(sorted(b.hand + b.pile)), pile=())
        else:
            renames = {("pile", s, i): ("back", s, i) for i in range(b.pile_counts[s])}

        def say():
            self.callouts.append(("2nd half taken up", s, self.t + 1.8))
        queue.call(say)
        self._transition(queue, after, 0.5, renames=renames, ease=ease_in_out_cubic,
                         sound="deal")

    def _on_Played(self, e, queue) -> None:
        b = self.board
        s = e.seat
        trick = (*b.trick, (s, e.card))
        after = replace(b, trick=trick, winning=_winning(trick, b.trump), phase="play")
        count = b.hand_counts[s] - 1
        after = replace(after, hand_counts=_with(b.hand_counts, s, count))
        renames = {}
        if s == b.seat:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card))
        else:  # the back of the hand turns into the card played
            renames = {("back", s, count): ("c", e.card)}
        self._transition(queue, after, 0.36, renames=renames, sound="play")

    def _on_TrickWon(self, e, queue) -> None:
        b = self.board
        s = e.seat
        queue.wait(0.5)
        # the trick gathers in front of its winner...
        wx, wy = self.trick_slot(s)
        gather = []
        for i, (_, c) in enumerate(b.trick):
            spr = self._plan.get(("c", c))
            if spr is None:
                continue
            p = self._point(wx + (i - len(b.trick) / 2) * 3, wy + i * 1.5, TRICK_H, True)
            gather.append(Tween(spr, 0.24, ease_in_out_cubic, x=p.x, y=p.y))
        if gather:
            queue.add(*gather)
        # ...then sweeps to the winner: the Purple cards and a token stay with them
        purple = list(b.purple)
        purple[s] = tuple(sorted((*purple[s], *e.purple)))
        token_after = (*b.won_by, s)
        after = replace(b, trick=(), winning=-1, won_by=token_after, purple=tuple(purple),
                        leader=s, phase="play" if e.token != "head" else "deal")
        lx, token_y, _ = self._won_rows(s)
        target = self._point(lx + BLOCK_W / 2, token_y, MINI_H, True, 0.0)
        exits = {("c", c): target for _, c in b.trick if c not in e.purple}
        self._transition(queue, after, 0.5, exits=exits, ease=ease_in_out_cubic,
                         sound="sweep")
        queue.call(lambda: self.sound("token"))

    def _on_ScaleRevealed(self, e, queue) -> None:
        b = self.board
        queue.wait(0.3)
        cards = tuple(sorted(e.cards))
        renames = {("scale", i): ("c", c) for i, c in enumerate(cards) if i < b.scale}
        shown = replace(b, scale=0, revealed=cards)
        self._transition(queue, shown, 0.6, renames=renames, ease=ease_in_out_cubic,
                         sound="deal")
        queue.wait(0.7)
        purple = list(shown.purple)
        purple[e.seat] = tuple(sorted((*purple[e.seat], *e.purple)))
        after = replace(shown, purple=tuple(purple))
        self._transition(queue, after, 0.55, ease=ease_in_out_cubic,
                         sound="sweep" if e.purple else None)

    def _on_RoundScored(self, e, queue) -> None:
        b = self.board
        v = self.view  # synced before this round ended: it holds the rounds before
        earlier = tuple(tuple(r) for r in v.round_scores)[:e.round - 1] if v else ()
        moons = tuple(v.round_moon)[:e.round - 1] if v else ()
        earlier += ((0,) * b.n,) * (e.round - 1 - len(earlier))
        moons += (-1,) * (e.round - 1 - len(moons))
        final = e.round >= b.rounds or min(e.totals) <= GAME_END_SCORE
        summary = Summary(e.round, tuple(e.tokens), tuple(e.purple_points), tuple(e.scores),
                          e.moon, tuple(e.totals), (*earlier, tuple(e.scores)),
                          (*moons, e.moon), final)
        after = replace(b, summary=summary, phase="deal")
        self._transition(queue, after, 0.2, sound="chime")
        if final:  # the results come next, with the whole table
            queue.wait(1.0)
        else:  # read at leisure: the next deal waits for a click or Space
            queue.add(Hold())

    def _on_GameOver(self, e: GameOver, queue) -> None:
        self.board = replace(self.board, phase="over")

    # -- choices ------------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        for s in self.sprites.values():
            s.dimmed = False
        v = self.view
        if legal is None or v is None:
            return
        chosen = {a: a for a in legal}

        def offer(key, action):
            s = self.sprites.get(key)
            if s is None:
                return
            real = chosen.get(action)
            if real is not None:
                self.targets.append(Target(real, sprite=s))
            else:
                s.dimmed = True
                self.targets.append(Target(None, sprite=s, candidate=action))

        phase = v.phase
        if phase == "play":
            for c in v.hand:
                offer(("c", c), R.Play(c))
            for c in v.pile:
                offer(("c", c), R.Play(c))
        elif phase == "summon_pick":
            for i in range(v.scale_size):
                offer(("scale", i), R.PickScale(i))
        elif phase == "summon_return":
            for c in v.hand:
                offer(("c", c), R.ReturnToScale(c))
        elif phase == "divide":
            for c in v.hand:
                offer(("c", c), R.ToPile(c))
            for c in v.pile:
                offer(("c", c), R.ToHand(c))
        elif phase in ("soul_give", "soul_return"):
            for c in v.hand:
                offer(("c", c), R.Give(c))

    def buttons(self) -> list[ActionButton]:
        if self.legal is None:
            return []
        out = []
        for a in self.legal:
            if isinstance(a, R.FinishDivision):
                out.append(ActionButton("Done", a,
                                        "Finish the Bodily Division: keep this 1st-half hand "
                                        "and 2nd-half pile", True))
        return out

    def action_bar_y(self) -> int:
        v = self.view
        if v is not None and v.phase == "divide" and v.divider == self.viewer and self.geo:
            y = self._division_row_y() - DIVIDE_H / 2 - 6 - 25
            return round(self.geo["at"](0, y)[1])
        return super().action_bar_y()

    def message_y(self) -> int:
        """Where a refusal is said: in a trick, just under the cards of the others (where
        the viewer's card will go); during a jutsu, in place of its explanation; else
        under the status line."""
        v, b = self.view, self.shown
        if v is None or b is None or not self.geo:
            return super().message_y()
        if v.phase == "play":
            tx, ty = self.geo["trick"]
            return round(self.geo["at"](tx, ty + 78)[1])
        found = self._explanation_box(b)
        if found is not None:
            return found[1].centery
        return super().message_y()

    # -- words ----------------------------------------------------------------------------------

    def _cname(self, colour: int) -> str:
        return COLOUR_NAMES[colour] if 0 <= colour < len(COLOUR_NAMES) else "?"

    def status(self) -> str:
        v = self.view
        if v is None:
            return ""
        if self.shown is not None and self.shown.summary is not None:
            s = self.shown.summary
            last = s.round
            if v.phase == "over" or s.final:
                return self._over_line(s.winners())
            return f"Round {last} is scored. Next: round {last + 1} (click to go on)"
        if self.shown is not None and len(self.shown.won_by) > self.shown.body_total:
            return (f"{self.name(self.shown.won_by[-1])} takes the Dragon Head and reveals the "
                    f"Inverted Scale")
        sh = self.shown
        if sh is not None and sh is not self._synced and sh.called and \
                sh.phase in ("divide", "soul_give"):
            holder = sh.divider if sh.phase == "divide" else sh.sucker
            colour = self._cname(sh.trump)
            jutsu = "Bodily Division" if sh.phase == "divide" else "Soul-Sucking"
            return (f"\u201cAnyone with the {colour} 12?\u201d \u2026 {self.name(holder)} holds "
                    f"the {colour} {sh.called} and performs {jutsu} Jutsu")
        if self.shown is not None and self.shown.round > v.round:
            return f"Round {self.shown.round} of {self.shown.rounds}: the cards are dealt\u2026"
        me = v.seat
        mine = me is not None and v.to_move == me
        name = self.name
        ph = v.phase
        trump = self._cname(v.trump)
        if ph == "shuffle_trumps":
            return "Shuffling the Trump Indicator deck\u2026"
        if ph == "deal":
            return "Dealing\u2026" if not v.round_scores else \
                f"Round {len(v.round_scores)} is scored. The next round is dealt\u2026"
        if ph == "over":
            return self._over_line(v.winners)
        if ph == "summon_pick":
            k = 2 - (v.summon_aside == 0) if v.summon_aside else 1
            if mine:
                return (f"Summoning Jutsu: you won the last trick. Take 2 Inverted Scale cards "
                        f"unseen (card {k} of 2)")
            return f"Summoning Jutsu: {name(v.summoner)} takes 2 Inverted Scale cards unseen"
        if ph == "summon_return":
            k = v.summon_returns + 1
            if mine:
                return (f"Summoning Jutsu: put 2 cards of your hand face down into the "
                        f"Inverted Scale (card {k} of 2)")
            return (f"Summoning Jutsu: {name(v.summoner)} returns 2 cards face down to the "
                    f"Inverted Scale")
        if ph == "divide":
            held = f"{trump} {v.called}"
            if mine:
                return (f"Bodily Division: you hold the highest trump ({held}). Split your hand "
                        f"into a 1st half and a 2nd half")
            return (f"Bodily Division: {name(v.divider)} holds the highest trump ({held}) and "
                    f"splits the hand")
        if ph == "soul_give":
            if mine:
                return (f"Soul-Sucking Jutsu: give {name(v.sucker)} one card of your hand, "
                        f"face down")
            return f"Soul-Sucking Jutsu: {name(v.to_move)} gives {name(v.sucker)} a card face down"
        if ph == "soul_return":
            receiver = self._soul_receiver(v)
            k = len(v.passes) - (v.num_players - 1) + 1
            if mine:
                return (f"Soul-Sucking Jutsu: give {name(receiver)} a card face down "
                        f"({k} of {v.num_players - 1})")
            return f"Soul-Sucking Jutsu: {name(v.sucker)} gives {name(receiver)} a card face down"
        # tricks: told from the board shown (it runs ahead of the view while animating)
        b = self.shown if self.shown is not None and self.shown.phase == "play" else board_of(v)
        if len(b.trick) >= b.n:
            return f"{name(b.winning)} wins the trick"
        trick_no = len(b.won_by) + 1
        head = f"Trick {trick_no} of {v.tricks_per_round} \u00b7 Trump {trump}"
        to_move = (b.leader + len(b.trick)) % b.n
        if to_move != me:
            if not b.trick:
                return f"{head} \u00b7 {name(to_move)} leads"
            return f"{head} \u00b7 {name(to_move)} to play"
        hand = b.hand
        if not b.trick:
            if not any(b.purple) and any(c >= 16 for c in hand) and any(c < 16 for c in hand):
                return (f"{head} \u00b7 Your lead: Purple may not be led until someone has "
                        f"taken a Purple card")
            return f"{head} \u00b7 Your lead: play any card"
        lead = b.trick[0][1] >> 4
        if any(c >> 4 == lead for c in hand):
            colour = self._cname(lead)
            return f"{head} \u00b7 {colour} was led: follow with a {colour} card"
        return f"{head} \u00b7 You have no {self._cname(lead)} in hand: play any card"

    def _over_line(self, winners) -> str:
        names = " and ".join(self.name(w) for w in winners) or "nobody"
        if len(winners) > 1:
            return f"Game over: {names} share the victory."
        return f"Game over: {names} wins."

    @staticmethod
    def _soul_receiver(v) -> int:
        n = v.num_players
        step = len(v.passes)
        return (v.sucker + 2 + step - n) % n

    def explanation(self) -> list[str]:
        """A few short sentences about the jutsu the viewer performs now (empty otherwise)."""
        v = self.view
        if v is None or v.seat is None or v.to_move != v.seat or self.legal is None:
            return []
        ph = v.phase
        if ph == "summon_pick":
            return ["Click a face-down card to take it: you see both once you hold two.",
                    "Then you put any 2 cards of your hand back, face down."]
        if ph == "summon_return":
            return ["The 2 summoned cards are starred. Click a card to return it face down: "
                    "any card may go back, the summoned ones too. Nobody sees which."]
        if ph == "divide":
            return ["Click a card to move it between your 1st-half hand and your 2nd-half "
                    "pile. The pile is taken up when the hand runs out; until then you "
                    "follow suit only from your hand."]
        if ph == "soul_give":
            return [f"{self.name(v.sucker)} holds the highest Purple ({v.called}): everyone "
                    f"gives them a card face down, then they give one card back to each "
                    f"player. Click the card to give."]
        if ph == "soul_return":
            return ["You received a card from each player (starred). Give one card to each, "
                    "in turn from your left: click the card to give. Purple spreads the poison."]
        return []

    # -- results ------------------------------------------------------------------------------

    def results(self, view) -> ResultsTable:
        n = view.num_players
        rounds = len(view.round_scores)
        headers = ["Player"] + [f"R{i + 1}" for i in range(rounds)] + ["Total"]
        rows = []
        moon = False
        for s in range(n):
            row = [self.name(s)]
            for r in range(rounds):
                score = view.round_scores[r][s]
                mark = ""
                if view.round_moon[r] == s:
                    mark = " *"
                    moon = True
                row.append(f"{score:+d}{mark}" if score else f"0{mark}")
            row.append(f"{view.totals[s]:d}")
            rows.append(row)
        note = "* Shoot the Moon: all 12 Purple cards (+60, everyone else \u221220)." if moon \
            else "Each round: +5 per Dragon token, minus the number of each Purple card taken."
        return ResultsTable(headers, rows, note)

    # -- drawing ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        self._warm_faces()
        if self.callouts:
            self.callouts = [c for c in self.callouts if c[2] > self.t]

    def _warm_faces(self, budget: float = 0.003) -> None:
        """Render card faces ahead of need, a few milliseconds a frame: a new round's deal
        turns a whole hand face up at once, and drawing eleven new faces in that frame
        would stall it."""
        if len(self._warm_done) >= len(self._face_sizes) * len(ALL_CARDS):
            return
        start = time.perf_counter()
        for size in sorted(self._face_sizes, reverse=True):
            for c in ALL_CARDS:
                if (c, size) not in self._warm_done:
                    self._warm_done.add((c, size))
                    art.card_face(c, *size)
                    if time.perf_counter() - start > budget:
                        return

    def draw(self, surface: pygame.Surface) -> None:
        b = self.shown
        if b is None:
            return
        self._geometry(b.n)
        self._draw_zones(surface, b)
        for seat in range(b.n):
            self._draw_seat(surface, b, seat)
        self.draw_sprites(surface)
        self._draw_counts(surface, b)
        self._draw_explanation(surface, b)
        self._draw_receiver(surface, b)
        self._draw_callouts(surface)
        if b.summary is not None:
            self._draw_summary(surface, b)

    def _label(self, surface, string, x, y, px=12, colour=theme.TEXT_DIM, anchor="midtop",
               role="sans"):
        sx, sy = self.geo["at"](x, y)
        return textr.blit_text(surface, string, role, self.px(px), colour, (sx, sy), anchor)

    def _pill(self, surface, string, x, y, px=12, fill=(12, 14, 22, 210), colour=theme.TEXT,
              anchor="center"):
        f = textr.font("sans_bold", self.px(px))
        w, h = f.size(string)
        box = pygame.Rect(0, 0, w + self.px(12), h + self.px(2))
        sx, sy = self.geo["at"](x, y)
        setattr(box, anchor, (round(sx), round(sy)))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill), box)
        textr.blit_text(surface, string, "sans_bold", self.px(px), colour, box.center, "center")
        return box

    def _draw_zones(self, surface, b: Board) -> None:
        g = self.geo
        sc = self.sc
        # a soft lacquer mat under the Dragon and the trick
        tx, ty = g["trick"]
        hx, _ = g["head"]
        dx, _ = g["tdeck"]
        bx0, _ = g["body0"]
        left = dx - TDECK_H * CARD_RATIO / 2 - 18
        right = bx0 + BODY_STEP * (b.body_total - 1) + BODY_D / 2 + 18
        x0, y0 = g["at"](left, g["row_y"] + 8 - (HEAD_D + 50) / 2)
        x1, y1 = g["at"](right, g["row_y"] + 8 + (HEAD_D + 50) / 2)
        mat = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        surface.blit(rounded_rect(mat.w, mat.h, self.px(18), (10, 30, 26, 110),
                                  (60, 90, 70), 1.0), mat)
        if b.phase == "play" or b.trick:
            rw_, rh_ = TRICK_RING[b.n]
            ring = _trick_ring(round(rw_ * sc), round(rh_ * sc), max(1, self.px(1)))
            surface.blit(ring, ring.get_rect(center=tuple(map(round, g["at"](tx, ty)))))
        # labels under the row
        ly = g["row_y"] + HEAD_D / 2 + 6
        if b.round > 0 and b.trump >= 0:
            x, _ = g["trump"]
            self._label(surface, "Trump", x, ly, 12, theme.GOLD, role="sans_bold")
        self._label(surface, f"{b.trump_left} left" if b.trump_left else "", dx, ly, 12)
        if b.scale and not (b.phase == "summon_pick" and b.seat is not None and
                            b.seat == b.summoner):
            self._label(surface, f"Inverted Scale: {b.scale}", hx, ly + 6, 12)
        if b.revealed:
            taken = {c for p in b.purple for c in p}
            left = sum(1 for c in b.revealed if c not in taken)
            if left:
                x = self._reveal_x(0) - REVEAL_H * CARD_RATIO / 2
                self._label(surface, "Inverted Scale revealed", x, ly + 6, 12, anchor="topleft")
        # the Division rows
        if b.phase == "divide" and b.seat is not None and b.divider == b.seat:
            rw = g["rw"]
            right = rw / 2 + g["hand_w"] / 2 + 10
            row_y = self._division_row_y()
            ph = DIVIDE_H
            slot = pygame.Rect(0, 0, round((g["hand_w"] + 12) * sc), round((ph + 12) * sc))
            sx, sy = g["at"](rw / 2, row_y)
            slot.center = (round(sx), round(sy))
            surface.blit(rounded_rect(slot.w, slot.h, self.px(12), (30, 16, 40, 90),
                                      (150, 110, 170), 1.5), slot)
            if not b.pile:
                self._label(surface, "Click cards of your hand to move them into the "
                            "2nd-half pile", rw / 2, row_y - 9, 14, theme.TEXT_DIM)
            self._pill(surface, f"2nd-half pile: {len(b.pile)}", right, row_y, 13,
                       anchor="midleft", fill=(70, 36, 84, 235))
            self._pill(surface, f"1st-half hand: {len(b.hand)}", right, g["hand_y"], 13,
                       anchor="midleft", fill=(70, 36, 84, 235))
        # the viewer's own 2nd-half pile
        if b.seat is not None and b.pile and not (b.phase == "divide" and b.divider == b.seat):
            px, py = g["own_pile"]
            self._label(surface, f"2nd-half pile ({len(b.pile)})", px, py - PILE_H / 2 - 18, 12)

    def _draw_seat(self, surface, b: Board, seat: int) -> None:
        rect = self.block_rect(seat)
        active = self._to_move(b) == seat
        hand = b.hand_counts[seat]
        pile = b.pile_counts[seat]
        line = f"Hand {hand}" + (f" \u00b7 Pile {pile}" if pile else "")
        self.draw_plate(surface, rect, seat, [line], active)
        # the round score so far
        score = b.summary.scores[seat] if b.summary is not None else b.round_score(seat)
        if b.round > 0:
            colour = theme.GOOD if score > 0 else (theme.BAD if score < 0 else theme.TEXT_DIM)
            textr.blit_text(surface, f"{score:+d}" if score else "0", "sans_bold", self.px(18),
                            colour,
                            (rect.right - self.px(10), rect.bottom - self.px(6)), "bottomright")
        # badges: the lead, the jutsu performers
        badges = []
        if b.phase == "play" and not b.trick and b.leader == seat:
            badges.append(("Lead", (120, 92, 40, 235)))
        if b.summoner == seat and b.phase in ("summon_pick", "summon_return"):
            badges.append(("Summoning", (70, 40, 100, 235)))
        if b.divider == seat and b.phase in ("divide", "play"):
            badges.append(("Bodily Division", (70, 40, 100, 235)))
        if b.sucker == seat and b.phase in ("soul_give", "soul_return", "play"):
            badges.append(("Soul-Sucking", (70, 40, 100, 235)))
        x = rect.right - self.px(6)
        for text, fill in badges:
            f = textr.font("sans_bold", self.px(11))
            w = f.size(text)[0] + self.px(12)
            box = pygame.Rect(0, 0, w, self.px(18))
            box.bottomright = (x, rect.top + self.px(7))
            surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill, theme.GOLD, 1.0), box)
            textr.blit_text(surface, text, "sans_bold", self.px(11), theme.TEXT, box.center,
                            "center")
            x = box.left - self.px(4)

    def _to_move(self, b: Board) -> int:
        """Whose turn the shown board is at (-1: nobody's, or not known while animating)."""
        v = self.view
        if v is None or b.summary is not None:
            return -1
        if b.phase == "play":
            return (b.leader + len(b.trick)) % b.n if len(b.trick) < b.n else -1
        if b is self._synced and v.phase not in ("deal", "over", "shuffle_trumps"):
            return v.to_move
        return -1

    def _draw_counts(self, surface, b: Board) -> None:
        for seat in range(b.n):
            if seat == b.seat:
                continue
            if b.pile_counts[seat]:
                px, py = self._pile_spot(seat)
                if self.geo["blocks"][seat][2] == "bottom":
                    px, py = self.geo["own_pile"]
                self._pill(surface, str(b.pile_counts[seat]), px, py + BACK_H / 2 - 2, 11,
                           fill=(60, 30, 70, 230))
        # the viewer's own cards to point out (summoned, received): a gold star on each
        star = symbol("star", self.px(18), theme.GOLD)
        for c in b.marked:
            s = self.sprites.get(("c", c))
            if s is None or not s.visible or s.h < HAND_H * self.sc * 0.8:
                continue
            top = s.y - s.h / 2 - s.lift * s.h * 0.14
            surface.blit(star, star.get_rect(center=(round(s.x - s.w / 2 + self.px(12)),
                                                     round(top - self.px(9)))))
        # Summoning: the Inverted Scale cards taken and not seen yet
        if b.aside and b.summoner >= 0:
            if b.summoner == b.seat:
                px, py = self.geo["own_pile"]
                self._label(surface, "Taken, unseen", px, py - PILE_H / 2 - 18, 12)
            else:
                px, py = self._pile_spot(b.summoner)
                self._pill(surface, "unseen", px, py + BACK_H / 2 + 4, 10,
                           fill=(60, 30, 70, 230))
        # the Purple penalty after each row of Purple cards
        for seat in range(b.n):
            cards = b.purple[seat]
            if not cards:
                continue
            last = self.sprites.get(("c", cards[-1]))
            lx, _, purple_y = self._won_rows(seat)
            mini_w = MINI_H * CARD_RATIO
            pstep = min(mini_w * 0.62, (BLOCK_W - 44 - mini_w) / max(1, len(cards) - 1))
            x = lx + 2 + mini_w + (len(cards) - 1) * pstep + 5
            if last is not None and last.h > MINI_H * self.sc * 1.2:
                continue  # still flying in
            self._pill(surface, f"\u2212{sum(c & 15 for c in cards)}", x, purple_y, 12,
                       fill=(90, 30, 100, 235), anchor="midleft")

    def _explanation_box(self, b: Board):
        """(wrapped lines, screen rect) of the jutsu explanation, or None."""
        lines = self.explanation()
        if not lines or not self.geo:
            return None
        g = self.geo
        px = self.px(14)
        limit = round(min(g["hand_w"], 560) * self.sc) - self.px(32)
        lines = [part for line in lines for part in textr.wrap(line, "sans", px, limit)]
        width = max(textr.font("sans", px).size(line)[0] for line in lines) + self.px(32)
        height = len(lines) * self.px(20) + self.px(16)
        tx, ty = g["trick"]
        if b.phase == "summon_pick":
            cy = ty + 20 - SUMMON_H / 2 - 14 - len(lines) * 10 - 8
        elif b.phase == "divide":
            cy = self._division_row_y() - DIVIDE_H / 2 - 6 - 42 - 8 - len(lines) * 10 - 8
        else:  # (the trick area is empty during the other jutsu)
            cy = ty + 30
        sx, sy = g["at"](tx, cy)
        box = pygame.Rect(0, 0, width, height)
        box.center = (round(sx), round(sy))
        return lines, box

    def _draw_explanation(self, surface, b: Board) -> None:
        if getattr(self.host, "message_t", 0) > 0 and getattr(self.host, "message", ""):
            return  # the refusal is said in its place (see message_y)
        found = self._explanation_box(b)
        if found is None:
            return
        lines, box = found
        px = self.px(14)
        surface.blit(rounded_rect(box.w, box.h, self.px(10), (30, 16, 40, 225), theme.GOLD_DARK,
                                  1.0), box)
        y = box.y + self.px(8)
        for line in lines:
            textr.blit_text(surface, line, "sans", px, theme.TEXT, (box.centerx, y), "midtop")
            y += self.px(20)

    def _bubble_rect(self, seat: int, w: int, h: int) -> pygame.Rect:
        """Where a speech bubble of a seat goes: beside its name plate, towards the
        middle of the table."""
        rect = self.block_rect(seat)
        box = pygame.Rect(0, 0, w, h)
        kind = self.geo["blocks"][seat][2]
        pos = self.geo["pos"][seat]
        if kind == "bottom":
            box.midbottom = (rect.centerx, rect.top - self.px(14))
        elif pos in ("left", "right"):
            y = rect.centery
            if self.geo["n"] == 5:  # the plate is level with the Dragon: beside the fan
                y = round(self.geo["at"](0, self._fan_centre(seat)[1])[1])
            if pos == "left":
                box.midleft = (rect.right + self.px(10), y)
            else:
                box.midright = (rect.left - self.px(10), y)
        else:
            box.midtop = (rect.centerx, rect.bottom + self.px(6))
        return box

    def _draw_callouts(self, surface) -> None:
        for text, seat, until in self.callouts:
            if seat < 0 or seat not in self.geo.get("blocks", {}):
                continue
            alpha = max(0.0, min(1.0, (until - self.t) / 0.4))
            box = self._bubble_rect(seat, *self.bubble_size(text))
            self.draw_bubble(surface, box, text, alpha)

    def _draw_receiver(self, surface, b: Board) -> None:
        """Soul-Sucking: who gets the card the viewer gives now."""
        v = self.view
        if v is None or self.legal is None or v.seat is None or v.to_move != v.seat or \
                b is not self._synced:
            return
        if v.phase == "soul_give":
            seat = v.sucker
        elif v.phase == "soul_return":
            seat = self._soul_receiver(v)
        else:
            return
        if seat not in self.geo.get("blocks", {}) or any(c[1] == seat for c in self.callouts):
            return
        text = "Gets your card"
        f = textr.font("sans_bold", self.px(14))
        w, h = f.size(text)
        box = self._bubble_rect(seat, w + self.px(22), h + self.px(12))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, (70, 40, 100, 240), theme.GOLD,
                                  1.5), box)
        textr.blit_text(surface, text, "sans_bold", self.px(14), theme.TEXT, box.center,
                        "center")

    def _draw_summary(self, surface, b: Board) -> None:
        """The score table at the end of a round: this round's Dragon tokens and Purple
        points, every round's score so far (this one bright), the running totals."""
        s = b.summary
        n = b.n
        g = self.geo
        px = self.px
        history = s.history or (s.scores,)
        moons = s.moons or (s.moon,)
        rounds = len(history)
        # columns, in reference px: name, tokens, purple, one per round, total
        name_w, tok_w, pur_w, round_w, total_w, pad = 142, 60, 56, 44, 56, 18
        width_ref = max(440, pad * 2 + name_w + tok_w + pur_w + round_w * rounds + total_w)
        row_h = px(26)
        moon_lines: list[str] = []
        shots = [(r, m) for r, m in enumerate(moons) if m >= 0]
        if shots:
            r, who = shots[-1]
            text = (f"Shoot the Moon in round {r + 1}: {self.name(who)} took all 12 Purple "
                    f"cards (+{MOON_BONUS}, everyone else \u2212{-MOON_PENALTY})")
            moon_lines = textr.wrap(text, "sans_bold", px(13), px(width_ref) - px(64))
        height = px(96) + row_h * n + px(19) * len(moon_lines) + (px(6) if moon_lines else 0)
        tx, ty = g["trick"]
        sx, sy = g["at"](tx, (g["hand_y"] + ty) / 2)
        box = pygame.Rect(0, 0, px(width_ref), height)
        box.center = (round(sx), round(sy))
        box.clamp_ip(self.rect.inflate(-px(8), -px(8)))
        panel = rounded_rect(box.w, box.h, px(14), (20, 18, 32, 238), theme.GOLD, 2.0)
        surface.blit(panel, box)
        if s.final:
            winners = s.winners()
            who = " and ".join(self.name(w) for w in winners)
            title = f"Final scores: {who} {'share the victory' if len(winners) > 1 else 'wins'}"
        else:
            title = f"Round {s.round} of {b.rounds} scored"
        size = textr.fit_px(title, "serif_bold", px(20), box.w - px(30))
        textr.blit_text(surface, title, "serif_bold", size, theme.GOLD,
                        (box.centerx, box.y + px(8)), "midtop")
        x0 = box.x + px(pad)
        c_tok = x0 + px(name_w + tok_w / 2)
        c_pur = x0 + px(name_w + tok_w + pur_w / 2)
        c_rounds = [x0 + px(name_w + tok_w + pur_w + round_w * (i + 0.5)) for i in range(rounds)]
        c_total = box.right - px(pad)
        # a caption over this round's breakdown, and a line between it and the rounds
        y = box.y + px(42)
        cap = f"Round {s.round}"
        textr.blit_text(surface, cap, "sans", px(11), theme.TEXT_DIM,
                        ((c_tok + c_pur) // 2, y), "midtop")
        if rounds > 1:
            textr.blit_text(surface, "Every round", "sans", px(11), theme.TEXT_DIM,
                            ((c_rounds[0] + c_rounds[-1]) // 2, y), "midtop")
        y += px(16)
        heads = [("Tokens", c_tok, "midtop"), ("Purple", c_pur, "midtop")]
        heads += [(f"R{i + 1}", c, "midtop") for i, c in enumerate(c_rounds)]
        heads.append(("Total", c_total, "topright"))
        for text, x, anchor in heads:
            textr.blit_text(surface, text, "sans_bold", px(12), theme.TEXT_DIM, (x, y), anchor)
        sep_x = x0 + px(name_w + tok_w + pur_w) - px(2)
        pygame.draw.line(surface, (90, 80, 110), (sep_x, y), (sep_x, y + px(20) + row_h * n), 1)
        y += px(22)
        pygame.draw.line(surface, (70, 64, 90), (x0, y - px(3)), (c_total, y - px(3)), 1)
        moon_icon = symbol("moon", px(13), theme.GOLD)
        best = max(s.totals)
        for seat in range(n):
            lead = s.final and s.totals[seat] == best
            colour = theme.GOLD if lead else theme.TEXT
            name = self.name(seat) + (" (you)" if seat == b.seat else "")
            if lead:
                star = symbol("star", px(13), theme.GOLD)
                surface.blit(star, (x0 - px(16), y + px(2)))
            name_px = textr.fit_px(name, "sans", px(14), px(name_w - 8))
            textr.blit_text(surface, name, "sans", name_px, colour, (x0, y))
            if s.moon >= 0:
                tokens = "—"
            else:
                tokens = f"{s.tokens[seat]} × {TOKEN_POINTS}"
            textr.blit_text(surface, tokens, "sans", px(14), theme.TEXT, (c_tok, y), "midtop")
            pp = s.purple_points[seat]
            textr.blit_text(surface, "—" if s.moon >= 0 else (f"−{-pp}" if pp else "0"),
                            "sans", px(14), (214, 160, 230) if pp else theme.TEXT_DIM,
                            (c_pur, y), "midtop")
            for r, (scores, c) in enumerate(zip(history, c_rounds)):
                sc = scores[seat]
                text = f"{sc:+d}" if sc else "0"
                this = r == rounds - 1
                if this:
                    tint = theme.GOOD if sc > 0 else (theme.BAD if sc < 0 else theme.TEXT)
                    rr = textr.blit_text(surface, text, "sans_bold", px(14), tint, (c, y),
                                         "midtop")
                else:
                    rr = textr.blit_text(surface, text, "sans", px(13), theme.TEXT_DIM,
                                         (c, y + px(1)), "midtop")
                if r < len(moons) and moons[r] == seat:
                    surface.blit(moon_icon, (rr.right + px(2), rr.y + px(1)))
            textr.blit_text(surface, f"{s.totals[seat]:d}", "sans_bold", px(14), colour,
                            (c_total, y), "topright")
            y += row_h
        if moon_lines:
            moon = symbol("moon", px(16), theme.GOLD)
            y += px(4)
            for i, line in enumerate(moon_lines):
                rr = textr.blit_text(surface, line, "sans_bold", px(13), theme.GOLD,
                                     (box.centerx + px(10), y), "midtop")
                if i == 0:
                    surface.blit(moon, (rr.x - px(22), rr.y))
                y += px(19)


TABLE = DragonTable
