"""The field of the match on the Makai Fuda table (part of `MakaiTable`): the cards of the
current match in a row, in play order (the leader's first), each over its player's name
(a Magic card says which Monster it boosts); under them each Monster type's running
strength in order of appearance, the one winning ringed in gold; a Poison card shows
"+100" while the Boss is on the field; the cards of the winning type glow. Left of the
field lie the cards of the finished matches (face down), right of it the stock.

Sprite keys: ("c", card) a card on the field; ("out", i) the finished matches' pile.
"""

from __future__ import annotations

import pygame

from games.makai_fuda.cards import BOSS, MONSTER_NAMES, POISON_BONUS, POISON_MASK
from ui import theme
from ui.render import makai_fuda as art
from ui.render import text as textr
from ui.render.cards import CARD_RATIO
from ui.render.shapes import rounded_rect
from ui.tables.board import FACE
from ui.tables.makai_fuda.board import VERDICT_EMPTY, Board

FIELD_H = 100        # a card on the field
FIELD_STEP = 88      # between two cards' centres
MAT_W, MAT_H = 420, 176  # the mat the match is played on
MAT_TOP = 64         # the mat's top above the cards' centre line
OUT_DX = 262         # the finished matches' pile, left of the field's centre
OUT_H = 62
OUT_SHOWN = 5        # backs drawn in that pile (a label says how many)
TAG_DY = FIELD_H / 2 + 10   # a card's player name, under it
STRENGTH_DY = FIELD_H / 2 + 47  # the running strengths, under the names
MAGIC_RING = (186, 140, 240)  # a Magic card waiting for its target, and its choices


class MatchField:
    """The field's places and drawing (a mixin of `MakaiTable`)."""

    # -- geometry ---------------------------------------------------------------------------

    def field_slot(self, b: Board, i: int) -> tuple[float, float]:
        """The centre of the i-th card played to the match (one slot per player)."""
        tx, ty = self.seats.trick_centre
        return tx + (i - (b.n - 1) / 2) * FIELD_STEP, ty

    def out_spot(self, i: int = 0) -> tuple[float, float]:
        tx, ty = self.seats.trick_centre
        return tx - OUT_DX + i * 1.2, ty - i * 1.6

    def out_place(self, count: int):
        """Where a card swept off the field lands: the top of the finished matches' pile."""
        x, y = self.out_spot(min(count, OUT_SHOWN - 1))
        return self.point(x, y, OUT_H, False)

    def mat_rect(self) -> pygame.Rect:
        tx, ty = self.seats.trick_centre
        return self.rect_at(tx - MAT_W / 2, ty - MAT_TOP, MAT_W, MAT_H)

    # -- placing ----------------------------------------------------------------------------

    def place_field(self, put, b: Board) -> None:
        """The match's cards in play order (the cards of the winning type, and the Magic
        on it, in gold once a second card is down), a Magic card waiting for its target in
        the next slot, and the finished matches' pile."""
        f = b.field
        glowing = len(b.plays) > 1 or b.verdict >= 0
        # the viewer's Magic waits for its target: the Monsters it may boost are ringed
        aiming = b.pending >= 0 and b.seat is not None and \
            (b.leader + len(b.plays)) % b.n == b.seat
        for i, (_, c, target, _) in enumerate(b.plays):
            kind = c >> 4 if c < 64 else target
            glow = theme.GOLD if glowing and kind is not None and kind == f.winning else None
            if aiming:
                glow = MAGIC_RING if c < 64 else None
            x, y = self.field_slot(b, i)
            put((FACE, c), x, y, FIELD_H, True, 200 + i, glow)
        if b.pending >= 0:
            x, y = self.field_slot(b, len(b.plays))
            put((FACE, b.pending), x, y, FIELD_H, True, 200 + len(b.plays), MAGIC_RING)
        for i in range(min(b.out, OUT_SHOWN)):
            x, y = self.out_spot(i)
            put(("out", i), x, y, OUT_H, False, 20 + i * 0.01)

    # -- drawing ----------------------------------------------------------------------------

    def draw_field_mat(self, surface, b: Board) -> None:
        mat = self.mat_rect()
        active = b.phase in ("play", "target", "switch") or b.plays
        fill = (10, 34, 30, 150) if active else (10, 34, 30, 90)
        surface.blit(rounded_rect(mat.w, mat.h, self.px(22), fill, (60, 100, 80), 1.0), mat)
        if b.out:
            x, y = self.out_spot(0)
            self.label(surface, f"Played: {b.out}", x, y + OUT_H / 2 + 6, 12)
        if active and not b.plays and b.pending < 0 and b.verdict < 0 and not b.sheet:
            tx, ty = self.seats.trick_centre
            who = "Your lead" if b.leader == b.seat else f"{self.name(b.leader)} leads"
            self.label(surface, who, tx, ty - 10, 15, theme.TEXT_DIM, role="sans_bold")

    def draw_field(self, surface, b: Board) -> None:
        """Over the field's cards: who played each, a Poison card's +100, and the running
        strength of each type on the field."""
        if not b.plays and b.pending < 0:
            return
        f = b.field
        for i, (seat, c, target, from_prediction) in enumerate(b.plays):
            s = self.sprites.get((FACE, c))
            if s is None or not self._rests(s, FIELD_H):
                continue
            x, y = self.field_slot(b, i)
            self._tag(surface, b, seat, c, target, from_prediction, x, y + TAG_DY)
            if c < 64 and POISON_MASK >> c & 1 and f.boss:
                self.pill(surface, f"+{POISON_BONUS}", x, y - FIELD_H / 2 + 2, 12,
                          fill=(112, 44, 140, 245), colour=theme.TEXT)
            elif c == BOSS:
                self.pill(surface, "Boss", x, y - FIELD_H / 2 + 2, 12,
                          fill=(120, 20, 30, 245), colour=theme.GOLD)
        if b.pending >= 0:
            x, y = self.field_slot(b, len(b.plays))
            seat = (b.leader + len(b.plays)) % b.n
            colour = theme.GOLD if seat == b.seat else theme.TEXT_DIM
            self.label(surface, self.short_name(seat), x, y + TAG_DY - 8, 12, colour,
                       role="sans_bold" if seat == b.seat else "sans")
            self.label(surface, "+3 to\u2026", x, y + TAG_DY + 8, 11, (200, 170, 230))
        self._draw_strengths(surface, b)

    def _rests(self, s, h: float) -> bool:
        """Whether a sprite has landed (not flying in at another size)."""
        return s.visible and abs(s.h - h * self.sc) < 2 and s.alpha > 0.9

    def short_name(self, seat: int) -> str:
        name = self.name(seat)
        return name if len(name) <= 11 else name[:10] + "\u2026"

    def _tag(self, surface, b, seat, c, target, from_prediction, x, y) -> None:
        name = self.short_name(seat)
        colour = theme.GOLD if seat == b.seat else theme.TEXT_DIM
        self.label(surface, name, x, y - 8, 12, colour,
                   role="sans_bold" if seat == b.seat else "sans")
        if c >= 64:
            if target is None:
                self.label(surface, "no effect", x, y + 8, 11, theme.TEXT_DIM)
            else:
                self._boost_tag(surface, target, x, y + 8)
        elif from_prediction:
            self.label(surface, "its prediction", x, y + 8, 11, (200, 170, 230))

    def _boost_tag(self, surface, target: int, x, y) -> None:
        icon = art.monster_symbol(target, self.px(11), art.MONSTER_TEXT[target])
        text = f"+3 {MONSTER_NAMES[target]}"
        rect = self.label(surface, text, x + 7, y, 11, art.MONSTER_TEXT[target],
                          role="sans_bold")
        surface.blit(icon, icon.get_rect(midright=(rect.left - self.px(3), rect.centery)))

    def _draw_strengths(self, surface, b: Board) -> None:
        """A pill per type on the field, in order of appearance: its shape, name and
        running strength; the winning one in gold."""
        f = b.field
        if not f.order:
            return
        tx, ty = self.seats.trick_centre
        px = self.px(13)
        font = textr.font("sans_bold", px)
        icon_px = self.px(13)
        entries = []
        for m in f.order:
            text = f"{MONSTER_NAMES[m]} {f.strengths[m]}"
            entries.append((m, text, font.size(text)[0] + icon_px + self.px(22)))
        gap = self.px(8)
        total = sum(e[2] for e in entries) + gap * (len(entries) - 1)
        cx, cy = self.at(tx, ty + STRENGTH_DY)
        x = cx - total / 2
        h = px + self.px(10)
        for m, text, width in entries:
            lead = m == f.winning
            box = pygame.Rect(round(x), round(cy - h / 2), width, h)
            fill = (92, 70, 24, 240) if lead else (12, 14, 22, 215)
            border = theme.GOLD if lead else art.MONSTER_TEXT[m]
            surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill, border, 1.5), box)
            icon = art.monster_symbol(m, icon_px, art.MONSTER_TEXT[m])
            surface.blit(icon, icon.get_rect(midleft=(box.x + self.px(9), box.centery)))
            textr.blit_text(surface, text, "sans_bold", px,
                            theme.GOLD if lead else theme.TEXT,
                            (box.x + self.px(13) + icon_px, box.centery), "midleft")
            x += width + gap

    def verdict_text(self, b: Board) -> str:
        if b.verdict == VERDICT_EMPTY:
            return (f"no Monster on the field, nobody wins \u00b7 {self.name(b.leader)} "
                    f"leads again")
        m = b.verdict
        return f"{MONSTER_NAMES[m]} wins the match with {b.field.strengths[m]}"

    def field_card_width(self) -> float:
        return FIELD_H * CARD_RATIO
