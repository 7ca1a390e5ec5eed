"""Where everything lies on the table, seen from the seat at the bottom of the screen.

The field lies in the middle: a lacquered tray with its 3x3 grid. The bottom seat (the
viewer; between two hot-seat turns, the seat that had the screen last) sees the grid
from its side, as at a real table: the engine numbers the cells in one fixed frame (as
seat 0 sees them), so for seat 1 the grid is drawn turned half a turn (cell c at
8 - c). Each field card stands the way its placer put it down: the bottom seat's
cards upright, the opponent's upside down (their tops point at the bottom seat). The
opponent's hand and discard pile lie upside down too, as they would across a table.

The viewer's hand is fanned at the bottom, their name plate at the bottom left (with
the small Offer a tie and Resign buttons under it) and their face-down discard pile at
the bottom right. The opponent sits at the top left: name plate and the backs of their
hand; their discard pile is at the top right. The deck lies at the left of the field;
at the field's right a small panel tells the game and battle.

Sprites: a `FieldPlace` is a board place with an angle (0 or 180); the sprites tween
it like x and y, so a card the viewer takes back in a retreat turns upright on its
way to the hand (held index up by its new holder). A `FieldSprite` draws the half
turn exactly, from the cached upright surface turned (no resampling).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.fools_field.cards import seen_cell
from ui.render import fools_field as art
from ui.render.cards import CARD_RATIO
from ui.tables.base import CardSprite
from ui.tables.board import Place

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

UPRIGHT, UPSIDE_DOWN = 0.0, 180.0


@dataclass(frozen=True)
class FieldPlace(Place):
    """A place with the angle the card lies at (UPRIGHT or UPSIDE_DOWN)."""

    angle: float = UPRIGHT


class FieldSprite(CardSprite):
    """A card sprite whose half turn is drawn exactly: at 180 degrees it draws its
    faces turned by `art.half_turn` (cached) instead of resampling them each frame."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.angle != UPSIDE_DOWN:
            super().draw(surface)
            return
        face, back = self.face, self.back
        self.face = _turned(face) if face is not None else None
        self.back = _turned(back) if back is not None else None
        self.angle = UPRIGHT
        try:
            super().draw(surface)
        finally:
            self.face, self.back, self.angle = face, back, UPSIDE_DOWN


def _turned(maker):
    return lambda w, h: art.half_turn(maker(w, h))


class FieldLayout:
    """The geometry of the table (a mixin of FoolsFieldTable, on a BoardTable)."""

    # -- whose side is down -------------------------------------------------------------

    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer; for a spectator (hot-seat between
        two turns) the seat that had the screen last; seat 0 otherwise."""
        if self.viewer in (0, 1):
            return self.viewer
        home = getattr(self, "home_seat", None)
        return home if home in (0, 1) else 0

    def card_angle(self, placer: int) -> float:
        """How a card placed (or held) by `placer` lies on screen: upright for the
        bottom seat, upside down for the seat across the table."""
        return UPRIGHT if placer == self.bottom_seat() else UPSIDE_DOWN

    @property
    def sc(self) -> float:
        return self.app.scale

    # -- geometry ---------------------------------------------------------------------------

    def _geometry(self) -> dict:
        key = (tuple(self.rect), self.bottom_seat(), self.sc)
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
        # the grid as the bottom seat sees it, by screen position (row by row from the
        # upper left of the screen)
        g["spots"] = [(cx + (i % 3 - 1) * (fw + GAP), cy + (i // 3 - 1) * (FIELD_H + GAP))
                      for i in range(9)]
        bottom = self.bottom_seat()
        g["cells"] = [g["spots"][seen_cell(cell, bottom)] for cell in range(9)]
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
        g["disc"] = {1 - bottom: (pile_x, g["opp_fan"][1]), bottom: (pile_x, g["hand_y"])}
        g["info"] = (right_mid, cy + 10)
        g["message_y"] = cy + mat_h / 2 + 22
        g["bar_y"] = (cy + mat_h / 2 + g["hand_y"] - HAND_H / 2) / 2 + 18
        self.geo = g
        return g

    def _screen_rect(self, x, y, w, h) -> pygame.Rect:
        sx, sy = self.geo["at"](x - w / 2, y - h / 2)
        return pygame.Rect(round(sx), round(sy), round(w * self.sc), round(h * self.sc))

    def cell_rect(self, cell: int) -> pygame.Rect:
        """The screen rect of `cell` (numbered in the table's frame, as the engine and
        its actions number it), wherever the bottom seat sees it."""
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

    def prepare_geometry(self) -> None:
        self._geometry()

    # -- where everything lies --------------------------------------------------------------

    def places(self, b) -> dict:
        """key -> FieldPlace (screen px) for every sprite of board `b`."""
        g = self._geometry()
        sc = self.sc
        out: dict = {}
        sizes = self._card_sizes

        def put(key, x, y, h, face_up=True, z=0.0, shadow=True, angle=UPRIGHT):
            sx, sy = g["at"](x, y)
            out[key] = FieldPlace(sx, sy, h * CARD_RATIO * sc, h * sc, face_up, z,
                                  shadow=shadow, angle=angle)
            sizes.add((max(2, round(h * CARD_RATIO * sc)), max(2, round(h * sc))))

        bottom = self.bottom_seat()
        across = 1 - bottom
        # the deck: a squared stack
        dx, dy = g["deck"]
        for i in range(b.deck):
            put(("deck", i), dx - i * 0.3, dy - i * 0.5, DECK_H, False, 10 + i * 0.01,
                shadow=i == 0)
        # the discard piles (the opponent's lies their way round)
        for seat in (0, 1):
            px, py = g["disc"][seat]
            for i in range(b.discards[seat]):
                put(("disc", seat, i), px - i * 0.3, py - i * 0.5, DISC_H, False,
                    20 + seat + i * 0.01, shadow=i == 0, angle=self.card_angle(seat))
        # the field: each card as its placer put it down
        for cell, c in enumerate(b.field):
            if c >= 0:
                x, y = g["cells"][cell]
                put(("c", c), x, y, FIELD_H, True, 100 + cell * 0.01,
                    angle=self.card_angle(b.placed_by[cell]))
        # the hands
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
                    put(("back", seat, i), x, y, BACK_H, False, 200 + i * 0.01,
                        angle=self.card_angle(across))
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

    # -- sprites at an angle ----------------------------------------------------------------

    def _new_sprite(self, key) -> CardSprite:
        s = FieldSprite(key, None, None)
        self._dress(s, key)
        return s

    def _apply(self, s: CardSprite, p: Place) -> None:
        super()._apply(s, p)
        s.angle = getattr(p, "angle", UPRIGHT)

    def _tween(self, s, start, end, duration, delay, ease, remove_key=None):
        """The board's tween, turning the card too: from the angle it has (or its
        start's) to its end place's angle."""
        tween = super()._tween(s, start, end, duration, delay, ease, remove_key)
        begin = tween.on_begin

        def on_begin():
            angle = getattr(start, "angle", UPRIGHT) if start is not None else s.angle
            if begin is not None:
                begin()  # (the board puts the start place and levels the card)
            s.angle = angle

        tween.on_begin = on_begin
        if end is not None:
            tween.values["angle"] = getattr(end, "angle", UPRIGHT)
        return tween
