"""Drawing the Monstermaker 5 table (part of `MonsterMakerTable`): the seats' boxes with
their side's banner (colour and symbol), the viewer's plate, the centre's labels, the
Jail's bars, a St. Knight's +1 with her own Jewel, the Jewels' glints, speech bubbles,
and the large card shown while the pointer rests on a small one. The battle panel is
`arena.py`'s."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ui import theme
from ui.render import monstermaker5 as art
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.fade import faded
from ui.render.shapes import rounded_rect
from ui.tables.monstermaker5 import layout as L
from ui.tables.monstermaker5.board import Board, knights_with_jewel


@lru_cache(maxsize=32)
@costly
def _wrapped(text: str, px: int, width: int) -> tuple[str, ...]:
    return tuple(textr.wrap(text, "sans_bold", px, width))


def _over_panel(key, sprite, panel_z: float) -> bool:
    """Whether a sprite is drawn over the battle panel: what lies in the battle (and the
    hand), and cards in flight (a hand's backs closing up in a seat's banner stay under
    it)."""
    if sprite.z >= 1000:
        return key[0] in ("c", "spell", "die")
    return sprite.z >= panel_z


PREVIEW_H = 230   # the card shown under the pointer
PREVIEW_BELOW = 100  # cards drawn smaller than this (reference px) are shown large


class TableDrawing:
    """The drawing of the table (a mixin of MonsterMakerTable)."""

    callouts: list
    t: float

    # -- the frame -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        b = self.shown
        if b is None:
            return
        self.prepare_geometry()
        self._draw_boxes(surface, b)
        self._draw_centre(surface, b)
        if b.battle is None and not self.panel_alpha:
            self.draw_sprites(surface)
            self._draw_marks(surface, b)
        else:
            from ui.tables.monstermaker5.table import PANEL_Z

            self.draw_layer(surface, lambda k, s: not _over_panel(k, s, PANEL_Z))
            self._draw_marks(surface, b)
            self.draw_panel(surface, b)
            self.draw_layer(surface, lambda k, s: _over_panel(k, s, PANEL_Z))
            self.draw_battle_marks(surface, b)
        self.draw_effects(surface)
        self.draw_callouts(surface)
        self.draw_sheets(surface, b)
        self._draw_preview(surface)

    def draw_layer(self, surface, keep) -> None:
        """The sprites `keep(key, sprite)` accepts, as `draw_sprites` draws them (the
        hovered card on top, the turn's ripple)."""
        every = self.sprites
        self.sprites = {k: s for k, s in every.items() if keep(k, s)}
        try:
            self.draw_sprites(surface)
        finally:
            self.sprites = every

    # -- the seats ---------------------------------------------------------------------------

    def _active_seat(self, b: Board) -> int:
        """Whose decision the shown board waits for (-1: none known)."""
        if b is not self._synced or b.over or b.to_move < 0:
            return b.turn if b.battle is None and not b.over else -1
        return b.to_move

    def _banner(self, surface, rect: pygame.Rect, seat: int, b: Board, active: bool,
                right_room: int = 0) -> None:
        side = b.side_of(seat)
        fill, ink = art.banner_colours(side)
        r = self.px(8)
        surface.blit(rounded_rect(rect.w, rect.h, r, (*fill, 240),
                                  theme.GOLD if active else None, 2.0 if active else 0), rect)
        icon = art.side_emblem(side, self.px(18))
        surface.blit(icon, icon.get_rect(midleft=(rect.x + self.px(5), rect.centery)))
        x = rect.x + self.px(27)
        room = rect.right - x - right_room - self.px(6)
        name = self.name(seat)
        word = art.SIDE_LABEL[side]
        size = art.fit_px(name, "sans_bold", self.px(15), room)
        shown = textr.blit_text(surface, name, "sans_bold", size, ink, (x, rect.centery),
                                "midleft")
        left = room - shown.w - self.px(8)
        if textr.font("sans", self.px(12)).size(word)[0] <= left:
            textr.blit_text(surface, word, "sans", self.px(12), ink,
                            (shown.right + self.px(7), rect.centery + self.px(1)), "midleft")
        if self.host.thinking_seat == seat:
            for i in range(3):
                a = 0.35 + 0.65 * max(0.0, math.sin(self.host.clock * 6 - i * 0.9))
                pygame.draw.circle(surface, theme.GOLD,
                                   (rect.right - right_room - self.px(14) + i * self.px(6),
                                    rect.y - self.px(5)), max(2, round(self.px(3) * a)))

    def _draw_boxes(self, surface, b: Board) -> None:
        lay = self.lay
        active = self._active_seat(b)
        for seat in range(b.n):
            box = lay.box(seat)
            rect = self.rect_at(*box.rect)
            if box.position == "bottom":
                self._draw_own_plate(surface, b, seat, rect, seat == active)
                continue
            surface.blit(rounded_rect(rect.w, rect.h, self.px(10), (10, 26, 24, 150),
                                      (60, 92, 80), 1.0), rect)
            banner = self.plate_rect(seat)
            self._banner(surface, banner, seat, b, seat == active, self.px(66))
            count = b.hand_counts[seat]
            textr.blit_text(surface, str(count), "sans_bold", self.px(13), theme.TEXT,
                            (banner.right - self.px(8), banner.centery), "midright")
            if not b.fields[seat] and not b.jewels[seat]:
                textr.blit_text(surface, "no card on the field", "sans_italic", self.px(12),
                                theme.TEXT_DIM, (rect.centerx, rect.centery + self.px(8)),
                                "center")
            if b.shown[seat]:
                words = "Hand shown: " + ", ".join(art.short_name(c) for c in b.shown[seat])
                lines = _wrapped(words, self.px(12), rect.w - self.px(16))
                y = rect.bottom - self.px(4) - self.px(16) * (len(lines) - 1)
                for line in lines:
                    textr.blit_text(surface, line, "sans_bold", self.px(12), (236, 200, 140),
                                    (rect.right - self.px(8), y), "bottomright")
                    y += self.px(16)

    def _draw_own_plate(self, surface, b: Board, seat: int, rect: pygame.Rect,
                        active: bool) -> None:
        surface.blit(rounded_rect(rect.w, rect.h, self.px(10), (20, 22, 36, 225),
                                  theme.GOLD if active else (96, 90, 70),
                                  2.0 if active else 1.0), rect)
        banner = pygame.Rect(rect.x, rect.y, rect.w, self.px(28))
        self._banner(surface, banner, seat, b, False)
        jewels = len(b.jewels[seat])
        line = f"Hand {b.hand_counts[seat]} \u00b7 Jewels {jewels}"
        if b.seat is None:
            line += " \u00b7 (hidden)"
        textr.blit_text(surface, line, "sans", self.px(13), theme.TEXT_DIM,
                        (rect.x + self.px(10), rect.bottom - self.px(7)), "bottomleft")

    # -- the centre ----------------------------------------------------------------------------

    def _draw_centre(self, surface, b: Board) -> None:
        lay = self.lay
        sx, sy = lay.stock
        if b.battle is None:
            label = f"Stock {b.stock}" if b.stock else "Stock empty"
            self.text_at(surface, label, sx, sy + L.PILE_H / 2 + 4)
            if b.end_turns >= 0 and not b.over:
                left = b.end_turns + 1
                self.pill_at(surface, f"The end: {left} turn{'s' if left > 1 else ''} left",
                             sx, sy + L.PILE_H / 2 + 32, 11, fill=(110, 40, 40, 235))
            dx, dy = lay.discard
            self.text_at(surface, f"Discard {len(b.discard)}", dx, dy + L.PILE_H / 2 + 4)
            if not b.discard:
                box = self.rect_at(dx - L.PILE_H * 0.345, dy - L.PILE_H / 2,
                                   L.PILE_H * 0.69, L.PILE_H)
                surface.blit(rounded_rect(box.w, box.h, self.px(6), (0, 0, 0, 0),
                                          (80, 110, 96), 1.0), box)
            if b.drawn >= 0 or b.thief >= 0:
                x, y = lay.stage
                self.pill_at(surface, self.stage_caption(b), x, y + 124 / 2 + 14,
                             fill=(40, 30, 60, 235))

    def _draw_marks(self, surface, b: Board) -> None:
        """Over the table's sprites: the Jail's bars, the +1 of a St. Knight with her own
        Jewel, the Jewels' glints."""
        if b.battle is None:
            jail = self.sprites.get(("c", 64))
            if jail is not None and jail.w > jail.h and jail.alpha > 0.5:
                win = art.jail_window(round(jail.w), round(jail.h))
                bars = art.jail_bars(win.w, win.h)
                surface.blit(bars, (round(jail.x - jail.w / 2) + win.x,
                                    round(jail.y - jail.h / 2) + win.y))
        for seat in range(b.n):
            for k in knights_with_jewel(b, seat):
                s = self.sprites.get(("c", k))
                if s is None or not s.visible or s.w < s.h:
                    continue
                self.badge(surface, "+1", s.x + s.w / 2 - self.px(4), s.y - s.h / 2)
        if b.thief >= 0 and b.thief_target >= 0:
            start = self.sprites.get(("c", b.thief))
            end = self.sprites.get(("c", b.thief_target))
            if start is not None and end is not None and end.visible:
                from ui.tables.monstermaker5.arena import draw_arrow

                draw_arrow(surface, (start.x, start.y), (end.x, end.y), (236, 200, 110),
                       max(2, self.px(4)))
        size = self.px(14)
        glint = art.sparkle_face(size)
        for seat in range(b.n):
            for j in b.jewels[seat]:
                s = self.sprites.get(("c", j))
                if s is None or not s.visible or abs(s.w - s.h) > 2:
                    continue
                phase = (self.t * 0.5 + j * 0.61 + seat * 0.23) % 2.4
                if phase < 0.6:
                    a = math.sin(math.pi * phase / 0.6)
                    surface.blit(faded(glint, 255 * a),
                                 glint.get_rect(center=(round(s.x + s.w * 0.22),
                                                        round(s.y - s.h * 0.22))))

    def badge(self, surface, text: str, x: float, y: float,
              fill=(40, 120, 90, 240)) -> None:
        """A small round badge centred on (x, y) in screen px."""
        w, h = textr.font("sans_bold", self.px(11)).size(text)
        box = pygame.Rect(0, 0, w + self.px(8), h)
        box.center = (round(x), round(y))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill, theme.GOLD, 1.0), box)
        textr.blit_text(surface, text, "sans_bold", self.px(11), theme.TEXT, box.center,
                        "center")

    # -- text helpers -----------------------------------------------------------------------------

    def text_at(self, surface, string, x, y, px=12, colour=theme.TEXT_DIM, anchor="midtop",
                role="sans") -> pygame.Rect:
        return textr.blit_text(surface, string, role, self.px(px), colour, self.at(x, y),
                               anchor)

    def pill_at(self, surface, string, x, y, px=12, fill=(12, 14, 22, 210),
                colour=theme.TEXT, anchor="center") -> pygame.Rect:
        w, h = textr.font("sans_bold", self.px(px)).size(string)
        box = pygame.Rect(0, 0, w + self.px(14), h + self.px(4))
        sx, sy = self.at(x, y)
        setattr(box, anchor, (round(sx), round(sy)))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill), box)
        textr.blit_text(surface, string, "sans_bold", self.px(px), colour, box.center,
                        "center")
        return box

    # -- speech bubbles ----------------------------------------------------------------------------

    def say(self, queue, seat: int, text: str, seconds: float = 2.2, sound=None) -> None:
        def begin():
            self.callouts = [c for c in self.callouts if c[1] != seat]
            self.callouts.append((text, seat, self.t + seconds))
            if sound:
                self.sound(sound)
        queue.call(begin)

    def bubble_rect(self, seat: int, w: int, h: int) -> pygame.Rect:
        box = pygame.Rect(0, 0, w, h)
        plate = self.plate_rect(seat)
        b = self.shown
        if b is not None and b.battle is not None:
            g = self.lay.battle
            f = b.battle
            for side in (0, 1):
                if seat in (f.controller(side), f.helped(side)):
                    x, y = self.at(g.label_x + L.LABEL_W / 2, g.row_y[side] - 30)
                    box.center = (round(x), round(y))
                    box.clamp_ip(self.rect)
                    return box
            x, y = self.at(g.x + g.w / 2, g.strip[0] + 44)
            box.center = (round(x), round(y))
            return box
        if self.lay.box(seat).position == "bottom":
            box.midbottom = (plate.centerx, plate.top - self.px(8))
        else:
            box.midtop = (plate.centerx, plate.bottom + self.px(4))
        box.clamp_ip(self.rect)
        return box

    def draw_callouts(self, surface) -> None:
        n = self.shown.n if self.shown is not None else 0
        for text, seat, until in self.callouts:
            if not 0 <= seat < n:
                continue
            alpha = max(0.0, min(1.0, (until - self.t) / 0.4))
            box = self.bubble_rect(seat, *self.bubble_size(text))
            self.draw_bubble(surface, box, text, alpha)

    # -- the card under the pointer --------------------------------------------------------------

    def pointed_card(self) -> int | None:
        """The card under the pointer, if it is drawn small (a field's, the Jail's)."""
        pos = self.mouse
        if not self.rect.collidepoint(pos):
            return None
        best = None
        for key, s in self.sprites.items():
            if key[0] != "c" or not s.visible or s.alpha < 0.5 or s.flip < 0.5:
                continue
            if s.hit_rect().collidepoint(pos) and (best is None or s.z > best[0]):
                best = (s.z, key[1], s)
        if best is None or (best[1] == 64 and best[2].w > best[2].h):
            return None
        s = best[2]
        return best[1] if s.h < PREVIEW_BELOW * self.sc else None

    def _draw_preview(self, surface) -> None:
        if self.host.queue.busy:
            return
        card = self.pointed_card()
        if card is None:
            return
        h = self.px(PREVIEW_H)
        w = round(h * 0.69)
        image = art.card_face(card, w, h)
        box = image.get_rect()
        mx, my = self.mouse
        box.midleft = (mx + self.px(24), my)
        if box.right > self.rect.right - self.px(6):
            box.midright = (mx - self.px(24), my)
        room = self.rect.inflate(-self.px(8), -self.px(8))
        room.top = self.rect.y + self.px(80)  # (clear of the status banner)
        room.h = self.rect.bottom - self.px(4) - room.top
        box.clamp_ip(room)
        shadow = rounded_rect(box.w + self.px(8), box.h + self.px(8), self.px(12),
                              (0, 0, 0, 120))
        surface.blit(shadow, (box.x - self.px(2), box.y + self.px(2)))
        surface.blit(image, box)
