"""The table of O Genre O: where everything lies, what may be clicked, and the frame.

Built on the shared trick table (ui/tables/tricks): the seats, the hand, the trick, the
sweep, the won piles, the plates and the score table come from there. This module keeps
where O Genre O's own things lie: the two decks of the deal (Angels and Devils), the
discards (the viewer's own under a veil, the others' as backs), the black chips and the
trump marker on the mat's suit spaces, and the life tokens flying to a life bar. The mat
and the plates' life bars are drawn by `mat.py`, the animations are in `motion.py`, the
words (status line, round-end table, results) in `words.py`.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from games.o_genre_o.actions import DISCARD, PLAY, VOTE, Vote
from games.o_genre_o.cards import ALL_CARDS
from ui.render import o_genre_o as art
from ui.render.cards import CARD_RATIO
from ui.tables.base import CardSprite, Target
from ui.tables.board import Place
from ui.tables.o_genre_o.aids import OGenreOAids
from ui.tables.o_genre_o.board import Board, Token, board_of
from ui.tables.o_genre_o.mat import (
    CHIP_D,
    DECK_H,
    DISCARD_H,
    PLAQUE_W,
    SPACE_GAP,
    SPACE_H,
    SPACE_W,
    TOKEN_D,
    TRUMP_D,
    OGenreOMat,
)
from ui.tables.o_genre_o.motion import OGenreOMotion
from ui.tables.o_genre_o.words import OGenreOWords
from ui.tables.tricks import TrickSizes, TrickTable

TOKEN_KINDS = ("chip", "trump", "token")


def suit_of(card: int) -> int:
    return card >> 4


class OGenreOTable(OGenreOAids, OGenreOMotion, OGenreOWords, OGenreOMat, TrickTable):
    # Taller plates: a life bar runs along the bottom of each.
    SIZES = TrickSizes(plate_h=76)
    SIDE_Y = {3: -232, 4: -206}  # the side plates clear of the mat's suit row
    TOP_Y = 84                   # the top plate's badges clear of the banner's undo hint
    TRICK_Y = 86                 # the trick under the mat
    face_art = staticmethod(art.card_face)
    back_art = staticmethod(art.card_back_face)
    all_cards = ALL_CARDS

    def __init__(self, host, game, names, viewer):
        super().__init__(host, game, names, viewer)
        self.gauge = LifeGauge()

    # -- geometry ---------------------------------------------------------------------------

    def max_backs(self, n: int) -> int:
        return 12

    def _geometry(self, n: int) -> dict:
        """The shared seats, and the mat: the five suit spaces in a row above the trick,
        the plaques either side of the trick, the two decks of the deal on it."""
        seats = self.seating(n)
        key = (self._seats_key, n)
        if key == self._geo_key:
            return self.geo
        self._geo_key = key
        w, h = seats.width, seats.height
        tx, ty = seats.trick_centre
        ring_w, _ = seats.ring()
        row_y = h / 2 - 90
        step = SPACE_W + SPACE_GAP
        self.geo = {
            "row_y": row_y,
            "spaces": tuple((w / 2 + (i - 2) * step, row_y) for i in range(5)),
            "left_plaque": (tx - ring_w / 2 - 14 - PLAQUE_W / 2, ty - 6),
            "right_plaque": (tx + ring_w / 2 + 14 + PLAQUE_W / 2, ty - 6),
            "angel_deck": (tx - 48, ty - 4),
            "devil_deck": (tx + 48, ty - 4),
        }
        return self.geo

    def prepare_geometry(self) -> None:
        if self.board is not None:
            self._geometry(self.board.n)

    def space_centre(self, suit: int) -> tuple[float, float]:
        return self.geo["spaces"][suit]

    def chip_centre(self, suit: int) -> tuple[float, float]:
        """Where a suit space's chip (or the trump marker) lies."""
        x, y = self.space_centre(suit)
        return x, y + 20

    def space_rect(self, suit: int) -> pygame.Rect:
        """A suit space on screen (the click target of the vote)."""
        x, y = self.space_centre(suit)
        return self.rect_at(x - SPACE_W / 2, y - SPACE_H / 2, SPACE_W, SPACE_H)

    @staticmethod
    def deck_stack(count: int) -> int:
        """How many backs a deck of `count` cards is drawn with (one per 4 cards, at most
        6), so the stack shrinks as it is dealt."""
        return min(6, math.ceil(count / 4))

    def own_discard_spot(self, i: int) -> tuple[float, float]:
        """The centre of the viewer's i-th discard (bottom right, before the viewer)."""
        x, y = self.seats.own_pile
        return x + (i - 0.5) * (DISCARD_H * CARD_RATIO + 8), y + 4

    def discard_spot(self, seat: int, i: int) -> tuple[float, float, float]:
        """(x, y, card height) of a back of another seat's discards."""
        spot = self.seats.spot(seat)
        if spot.kind == "bottom":  # a spectator's table: the bottom seat's discards
            x, y = self.own_discard_spot(i)
            return x, y, DISCARD_H
        x, y = spot.pile
        return x + i * 5, y - i * 3, self.SIZES.back_h

    def bar_rect_ref(self, seat: int) -> tuple[float, float, float, float]:
        """The life bar of a seat's plate (reference px: x, y, w, h)."""
        x, y, w, h = self.seats.spot(seat).plate
        return x + 10, y + h - 17, w - 62, 9

    def bar_point(self, seat: int, life: float, cap: int) -> tuple[float, float]:
        """The point of a seat's life bar that stands for `life` (clamped to the bar)."""
        x, y, w, h = self.bar_rect_ref(seat)
        share = max(0.0, min(1.0, life / cap)) if cap else 0.0
        return x + w * share, y + h / 2

    def token_spot(self, token: Token, b: Board) -> tuple[float, float]:
        """A life token rises from its seat's place in the trick, then flies to the bar."""
        if token.at == "bar":
            return self.bar_point(token.seat, b.lives[token.seat], b.cap)
        return self.seats.spot(token.seat).trick

    def token_place(self, x: float, y: float, d: float, alpha: float = 1.0) -> Place:
        """A round token's Place at reference (x, y)."""
        sx, sy = self.at(x, y)
        return Place(sx, sy, d * self.sc, d * self.sc, True, 0, None, alpha, shadow=False)

    # -- where everything lies --------------------------------------------------------------

    def places(self, b: Board) -> dict:
        """key -> Place (screen px) for every sprite of board `b`."""
        g = self._geometry(b.n)
        out: dict = {}
        put = self.placer(out)
        for kind, count in (("adeck", b.angel_deck), ("ddeck", b.devil_deck)):
            x, y = g["angel_deck" if kind == "adeck" else "devil_deck"]
            for i in range(self.deck_stack(count)):
                put((kind, i), x - i * 0.8, y - i * 1.3, DECK_H, False, 400 + i)
        for seat in range(b.n):
            if seat == b.seat:
                self.place_hand(put, b.hand, group_of=suit_of)
                for i, c in enumerate(b.discards):
                    put(("out", c), *self.own_discard_spot(i), DISCARD_H, True, 450 + i)
            else:
                self.place_backs(put, seat, b.hand_counts[seat])
                for i in range(b.discard_counts[seat]):
                    x, y, h = self.discard_spot(seat, i)
                    put(("dback", seat, i), x, y, h, False, 95 + seat * 20 + i * 0.1)
            self.place_won_pile(put, seat, b.won_counts[seat])
        for i, (_, suit) in enumerate(b.chips):
            put(("chip", i), *self.chip_centre(suit), CHIP_D, True, 60 + i, w=CHIP_D)
        if b.trump >= 0:
            put(("trump", b.trump), *self.chip_centre(b.trump), TRUMP_D, True, 60, w=TRUMP_D)
        self.place_trick(put, b.trick, b.winning)
        for token in b.tokens:  # large where it rises, smaller as it reaches the bar
            d = TOKEN_D * (1.5 if token.at == "pile" else 0.9)
            put(token.key, *self.token_spot(token, b), d, True, 900, w=d)
        return out

    # -- sprites ----------------------------------------------------------------------------

    def _makers(self, key):
        kind = key[0]
        if kind == "out":
            return self._sized(partial(art.discard_face, key[1])), self._back
        if kind == "chip":
            return self._sized(lambda w, h: art.chip(max(4, w)), True), None
        if kind == "trump":
            return self._sized(lambda w, h: art.trump_marker(key[1], max(4, w)), True), None
        if kind == "token":
            return self._sized(lambda w, h: art.life_token(key[2], max(4, w), key[3]),
                               True), None
        return super()._makers(key)

    def _dress(self, s: CardSprite, key) -> None:
        super()._dress(s, key)
        s.shadow = key[0] not in TOKEN_KINDS

    def board_of(self, view) -> Board:
        return board_of(view)

    def sync(self, view) -> None:
        super().sync(view)
        self.gauge.set(self.board.lives)

    # -- choices ----------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        v = self.view
        if legal is None or v is None:
            return
        if v.phase == "discard":
            for c in v.hand:
                self.offer(("c", c), DISCARD[c])
        elif v.phase == "play":
            for c in v.hand:
                self.offer(("c", c), PLAY[c])
        elif v.phase == "vote" and self.seats is not None:
            self._geometry(v.num_players)
            for suit in range(5):
                action = VOTE[suit]
                rect = self.space_rect(suit)
                if action in self._offered:
                    self.targets.append(Target(action, rect=rect, layer=50,
                                               tip="Put a black chip here"))
                else:
                    self.targets.append(Target(None, rect=rect, layer=50,
                                               candidate=Vote(suit)))
            # a card clicked during the vote says what to do instead (the hand stays
            # bright: the player reads it to choose the suits to keep off trump)
            for c in v.hand:
                s = self.sprites.get(("c", c))
                if s is not None:
                    self.targets.append(Target(None, sprite=s, candidate=PLAY[c]))

    def message_y(self) -> int:
        """Where a refusal is said: in a trick, just under the others' cards (where the
        viewer's card will go); in the vote, under the mat's suit row."""
        v = self.view
        if v is None or self.seats is None or self.board is None:
            return super().message_y()
        if v.phase == "play":
            tx, ty = self.seats.trick_centre
            return round(self.at(tx, ty + 78)[1])
        if v.phase == "vote":
            return round(self.at(0, self.geo["row_y"] + SPACE_H / 2 + 46)[1])
        return super().message_y()

    # -- the frame --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        b = self.shown
        if b is None:
            return
        self._geometry(b.n)
        self.draw_mat(surface, b)
        for seat in range(b.n):
            self.draw_seat(surface, b, seat)
        self.draw_sprites(surface)
        self.draw_won_counts(surface, b.won_counts, lambda s: self.devils_text(b, s))
        self.draw_discard_labels(surface, b)
        self.draw_deck_labels(surface, b)
        self.draw_explanation(surface, b)
        self.draw_callouts(surface)
        if b.summary is not None:
            tx, ty = self.seats.trick_centre
            self.draw_sheet(surface, self.score_sheet(b), (tx, (self.seats.hand_y + ty) / 2 - 20),
                            b.seat)


class LifeGauge:
    """The life each plate's bar shows now (tweened while a life changes)."""

    __slots__ = ("v0", "v1", "v2", "v3", "v4")

    def __init__(self):
        self.set((0,) * 5)

    def set(self, lives) -> None:
        for i in range(5):
            setattr(self, f"v{i}", float(lives[i]) if i < len(lives) else 0.0)

    def get(self, seat: int) -> float:
        return getattr(self, f"v{seat}")
