"""The battle panel of the Monstermaker 5 table (part of `MonsterMakerTable`), the dice
and the effects.

A battle opens a panel over the table: the defender's side (or the Jail's) across the
top, the attacker's (or the rescuer's) across the bottom, each with its label (role,
player, side, supporters, a Shield waiting, the initiative) and its Spell's slot; the
discard pile and the Jail at the right; between the rows the strip where the dice land
and the last attack's reckoning stays ("4 + 3 + 1 = 8 against defence 7: defeated").
An attack is drawn as an arrow from the attacker to its target; a supporter's card
carries its owner's name under it; a card that has attacked this round is marked.

Dice are sprites thrown from a side's row into the strip, tumbling through faces and
landing on the rolled ones; they leave before the log entry's animation ends (so the
table then matches a plain sync). Defeated cards burst into shards as they leave.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from games.monstermaker5.cards import KIND, KNIGHT
from ui import theme
from ui.anim.tween import Tween, linear
from ui.render import monstermaker5 as art
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.shapes import rounded_rect
from ui.tables.base import CardSprite
from ui.tables.monstermaker5 import layout as L
from ui.tables.monstermaker5.board import Board

DIE = 40          # a die in the strip (reference px)
SMALL_DIE = 22    # the dice of the reckoning that stays
SUPPORT_FILL = (120, 84, 30, 235)


class Roller:
    """Moves rolling dice: `progress` 0 -> 1 throws them from `origins` to their spots,
    tumbling through faces, landing on `faces`."""

    def __init__(self, table, keys, faces, origins, spots):
        self.table = table
        self.keys = keys
        self.faces = faces
        self.origins = origins
        self.spots = spots
        self._p = 0.0

    @property
    def progress(self) -> float:
        return self._p

    @progress.setter
    def progress(self, p: float) -> None:
        self._p = p
        for i, key in enumerate(self.keys):
            s = self.table.sprites.get(key)
            if s is None:
                continue
            ox, oy = self.origins[i]
            tx, ty = self.spots[i]
            e = 1 - (1 - p) ** 2
            s.x = ox + (tx - ox) * e
            s.y = oy + (ty - oy) * e - math.sin(math.pi * min(1.0, p * 1.15)) * 40 * \
                self.table.sc * (1 - p)
            s.angle = 0.0 if p >= 0.86 else (1 - p) * 540 * (1 if i % 2 else -1)
            s.visible = True
            s.alpha = 1.0
            if p >= 0.86:
                self.table.die_values[key] = self.faces[i]
            else:
                self.table.die_values[key] = (int(p * 16) * 5 + i * 3 + 2) % 6 + 1


class Arena:
    """The battle panel, the dice and the effects (a mixin of MonsterMakerTable)."""

    def init_effects(self) -> None:
        self.t = 0.0
        self.callouts: list[tuple[str, int, float]] = []
        self.panel_alpha = 0.0
        self.die_values: dict = {}
        self.rolls = 0
        self.shards: list[tuple] = []     # (born, x, y, vx, vy, colour, size, spin)
        self.reckoning: tuple | None = None  # the last roll: (text, faces, style, colour)
        self.arrow: tuple | None = None   # (attacker cards, target card, colour)
        self.ticker: tuple[str, float] | None = None
        self.tally: dict = {}            # the battle so far, for its summary

    # -- the frame ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        if self.callouts:
            self.callouts = [c for c in self.callouts if c[2] > self.t]
        if self.shards:
            self.shards = [p for p in self.shards if self.t - p[0] < 0.8]

    def sync(self, view) -> None:
        super().sync(view)
        self.panel_alpha = 1.0 if self.board.battle is not None else 0.0
        self.die_values = {}
        if self.board.battle is None:
            self.reckoning = self.arrow = None
        f = self.board.battle
        if f is not None and f.target >= 0 and f.selected:
            self.arrow = (f.selected, f.target, theme.GOLD)
        elif self.arrow is not None and f is not None and f.target < 0:
            self.arrow = None

    # -- dice -----------------------------------------------------------------------------

    def die_maker(self, key):
        style = key[3]

        def make(w: int, h: int) -> pygame.Surface:
            return art.die_face(self.die_values.get(key, 1), style, max(6, min(w, h)))
        return make

    def roll_dice(self, queue, faces, styles, origins, spots, pause: float = 0.5) -> list:
        """Throw dice (reference px from `origins`, one per die or one for all, to
        `spots`) landing on `faces`; they stay `pause` seconds. Returns their keys:
        `drop_dice` takes them away."""
        self.rolls += 1
        keys = [("die", self.rolls, i, styles[i]) for i in range(len(faces))]
        sc = self.sc
        if isinstance(origins[0], (int, float)):
            origins = [origins] * len(faces)
        starts = [self.at(*o) for o in origins]
        pts = [self.at(*p) for p in spots]

        def begin():
            for key, o in zip(keys, starts):
                s = CardSprite(key, self.die_maker(key), None, *o, DIE * sc, DIE * sc)
                s.z = 2000
                s.shadow = False
                s.visible = False
                self.sprites[key] = s
            self.sound("dice")
        roller = Roller(self, keys, tuple(faces), starts, pts)
        queue.call(begin)
        queue.add(Tween(roller, 0.75, linear, progress=1.0))
        queue.wait(pause)
        return keys

    def drop_dice(self, queue, keys) -> None:
        """The dice fade and leave the table."""
        queue.add(*[Tween(_Lazy(self, k), 0.2, linear, alpha=0.0) for k in keys])

        def gone():
            for k in keys:
                self.sprites.pop(k, None)
                self.die_values.pop(k, None)
        queue.call(gone)

    def die_spots(self, count: int, centre: tuple[float, float]) -> list[tuple[float, float]]:
        cx, cy = centre
        return [(cx + (i - (count - 1) / 2) * (DIE + 10), cy) for i in range(count)]

    def strip_centre(self) -> tuple[float, float]:
        g = self.lay.battle
        left, right = g.cards_x
        return (left + right) / 2, (g.strip[0] + g.strip[1]) / 2 - 10

    # -- effects ----------------------------------------------------------------------------

    def burst(self, card: int, x: float, y: float) -> None:
        """A card shatters at (x, y) (screen px)."""
        paper, band, _ = art.style_of(card)
        for i in range(16):
            a = i / 16 * 2 * math.pi + (card % 5) * 0.3
            speed = (90 + (i * 37 % 60)) * self.sc
            colour = band if i % 3 else paper
            self.shards.append((self.t, x, y, math.cos(a) * speed, math.sin(a) * speed - 40,
                                colour, (5 + i % 4) * self.sc, i))

    def draw_effects(self, surface) -> None:
        for born, x, y, vx, vy, colour, size, spin in self.shards:
            t = self.t - born
            px, py = x + vx * t, y + vy * t + 260 * self.sc * t * t
            a = spin + t * 9
            pts = [(px + math.cos(a + k * 2.1) * size, py + math.sin(a + k * 2.1) * size)
                   for k in range(3)]
            pygame.draw.polygon(surface, colour, pts)

    # -- the panel ----------------------------------------------------------------------------

    def draw_panel(self, surface, b: Board) -> None:
        alpha = self.panel_alpha
        if alpha <= 0.01:
            return
        surface.blit(_veil(self.rect.size, round(120 * alpha / 8) * 8), self.rect)
        if alpha < 0.4:
            return
        g = self.lay.battle
        box = self.rect_at(g.x, g.y, g.w, g.h)
        surface.blit(panel_surface(box.w, box.h, self.px(16), max(1, self.px(2))), box)
        f = b.battle
        if f is None or alpha < 0.99:
            return
        self.text_at(surface, self.battle_title(b), g.x + g.w / 2, g.y + 5, 15, theme.GOLD,
                     role="serif_bold")
        # the rows' backgrounds: each side in its colours
        left, right = g.cards_x
        for side in (0, 1):
            fill, _ = art.banner_colours(f.align[side])
            row = self.rect_at(left - 8, g.row_y[side] - L.BATTLE_H / 2 - 6,
                               right - left + 16, L.BATTLE_H + 12)
            surface.blit(rounded_rect(row.w, row.h, self.px(12), (*fill, 70)), row)
            self._draw_side_label(surface, b, side)
            sx = g.spell_x
            slot = self.rect_at(sx - L.SPELL_H * 0.345, g.row_y[side] - L.SPELL_H / 2,
                                L.SPELL_H * 0.69, L.SPELL_H)
            surface.blit(rounded_rect(slot.w, slot.h, self.px(7), (0, 0, 0, 0),
                                      (150, 110, 190), 1.0), slot)
            if f.spells[side] == -1:
                self.text_at(surface, "no Spell", sx, g.row_y[side] - 8, 11)
        # the right column
        self.text_at(surface, f"Discard {len(b.discard)}", g.right_x,
                     g.discard_y + L.PILE_H * 0.45 + 2, 11)
        label = "In the Jail" if f.kind == "rescue" else "The Jail"
        self.text_at(surface, label, g.right_x, g.jail_y - 29 - 16, 11)

    def _draw_side_label(self, surface, b: Board, side: int) -> None:
        f = b.battle
        g = self.lay.battle
        x = g.label_x
        y = g.row_y[side] - L.BATTLE_H / 2
        role = ("Rescuer", "The Jail") if f.kind == "rescue" else ("Attacker", "Defender")
        turn = f.turn_side == side and f.first >= 0
        self.text_at(surface, role[side] + ("  \u00bb attacks now" if turn else ""), x, y,
                     12, theme.GOLD if turn else theme.TEXT_DIM, anchor="topleft",
                     role="sans_bold")
        seat = f.controller(side)
        banner = self.rect_at(x, y + 18, L.LABEL_W, 26)
        fill, ink = art.banner_colours(f.align[side])
        surface.blit(rounded_rect(banner.w, banner.h, self.px(8), (*fill, 240),
                                  theme.GOLD if turn else None, 2.0 if turn else 0), banner)
        icon = art.side_emblem(f.align[side], self.px(18))
        surface.blit(icon, icon.get_rect(midleft=(banner.x + self.px(5), banner.centery)))
        name = self.name(seat) if seat >= 0 else "nobody"
        if f.kind == "rescue" and side == 1:
            name = f"played by {name}"
        size = art.fit_px(name, "sans_bold", self.px(14), banner.w - self.px(32))
        textr.blit_text(surface, name, "sans_bold", size, ink,
                        (banner.x + self.px(27), banner.centery), "midleft")
        lines = []
        helpers = [self.name(s) for s, sd in f.supporters if sd == side]
        if helpers:
            lines.append(("+ " + ", ".join(helpers), (236, 200, 120)))
        if f.shields[side]:
            lines.append(("Shield ready: stops 1 hit", (190, 210, 250)))
        if f.first >= 0 and f.initiative != (0, 0):
            lines.append((f"Initiative die: {f.initiative[side]}", theme.TEXT_DIM))
        ty = y + 50
        for text, colour in lines:
            for part in _wrapped(text, self.px(12), self.px(L.LABEL_W)):
                self.text_at(surface, part, x, ty, 12, colour, anchor="topleft")
                ty += 16

    def draw_battle_marks(self, surface, b: Board) -> None:
        """Over the battle's cards: supporters' names, cards that have attacked, the
        attack's arrow, the reckoning of the last roll, the ticker."""
        f = b.battle
        if f is None or self.panel_alpha < 0.99:
            return
        for side in (0, 1):
            boss = f.controller(side) if f.kind == "attack" or side == 0 else -1
            for c, owner in zip(f.sides[side], f.owners[side]):
                s = self.sprites.get(("c", c))
                if s is None or not s.visible:
                    continue
                bottom = s.y + s.h / 2 - s.lift * s.h * 0.14
                if c in f.selected:
                    ring = pygame.Rect(0, 0, round(s.w + self.px(8)), round(s.h + self.px(8)))
                    ring.center = (round(s.x), round(bottom - s.h / 2))
                    pygame.draw.rect(surface, theme.GOLD, ring, max(2, self.px(3)),
                                     border_radius=self.px(8))
                if owner != boss and owner >= 0:
                    self._tag(surface, self.name(owner), s.x, bottom + self.px(9),
                              SUPPORT_FILL, s.w + self.px(6))
                if c != 64 and KIND[c] == KNIGHT and owner >= 0 and c + 7 in b.jewels[owner]:
                    self.badge(surface, "+1", s.x + s.w / 2 - self.px(6),
                               s.y - s.h * 0.1, fill=(40, 120, 90, 240))
                if c in f.attacked:
                    self.badge(surface, "attacked", s.x, s.y - s.h / 2 - self.px(4),
                               fill=(60, 60, 70, 235))
        if not f.revealed:  # the viewer's own Spell: shown to it, hidden from the others
            for spell in f.spells:
                s = self.sprites.get(("c", spell)) if spell >= 0 else None
                if s is not None and s.visible:
                    self.badge(surface, "face down", s.x, s.y + s.h / 2 - self.px(2),
                               fill=(70, 36, 96, 240))
        self._draw_arrow(surface, b)
        self._draw_strip(surface, b)

    def _tag(self, surface, text, x, y, fill, width) -> None:
        size = art.fit_px(text, "sans_bold", self.px(11), round(width) - self.px(8))
        w, h = textr.font("sans_bold", size).size(text)
        box = pygame.Rect(0, 0, w + self.px(8), h + self.px(2))
        box.center = (round(x), round(y))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill, theme.GOLD, 1.0), box)
        textr.blit_text(surface, text, "sans_bold", size, theme.TEXT, box.center, "center")

    def _draw_arrow(self, surface, b: Board) -> None:
        f = b.battle
        arrow = self.arrow
        v = self.view
        if (v is not None and self.legal is not None and v.phase == "choose_target"
                and self.hovered is not None and self.hovered.action is not None
                and f.selected):
            card = getattr(self.hovered.action, "card", -1)
            arrow = (f.selected, card, (240, 210, 120))
        if arrow is None:
            return
        sources, target, colour = arrow
        end = self.sprites.get(("c", target))
        if end is None or not end.visible:
            return
        for c in sources:
            start = self.sprites.get(("c", c))
            if start is None or not start.visible:
                continue
            up = 1 if end.y < start.y else -1
            draw_arrow(surface, (start.x, start.y - up * start.h * 0.3),
                       (end.x, end.y + up * end.h * 0.45), colour, max(2, self.px(4)))
        ring = pygame.Rect(0, 0, round(end.w + self.px(8)), round(end.h + self.px(8)))
        ring.center = (round(end.x), round(end.y - end.lift * end.h * 0.14))
        pygame.draw.rect(surface, (230, 80, 70), ring, max(2, self.px(3)),
                         border_radius=self.px(8))

    def _draw_strip(self, surface, b: Board) -> None:
        g = self.lay.battle
        cx, cy = self.strip_centre()
        if self.reckoning is not None:
            text, faces, styles, colour = self.reckoning
            y = cy + DIE / 2 + 16
            x0 = cx - (len(faces) - 1) * (SMALL_DIE + 6) / 2
            if not any(k[0] == "die" for k in self.sprites):
                for i, v in enumerate(faces):
                    style = styles[i] if isinstance(styles, tuple) else styles
                    die = art.die_face(v, style, self.px(SMALL_DIE))
                    surface.blit(die, die.get_rect(center=self.at(x0 + i * (SMALL_DIE + 6),
                                                                  y - 26)))
            size = art.fit_px(text, "sans_bold", self.px(17),
                                self.px(g.cards_x[1] - g.cards_x[0]))
            self.pill_at(surface, text, cx, y, size / self.sc, fill=(12, 10, 20, 225),
                         colour=colour)

    def draw_sheets(self, surface, b: Board) -> None:
        if b.summary is not None:
            self.draw_summary(surface, b.summary)
        elif b.over:
            surface.blit(_veil(self.rect.size, 120), self.rect)
            self.draw_end_sheet(surface, b)


@lru_cache(maxsize=64)
@costly
def _wrapped(text: str, px: int, width: int) -> tuple[str, ...]:
    return tuple(textr.wrap(text, "sans", px, width))


class _Lazy:
    """A sprite found when its step begins (a tween's target made before it exists)."""

    def __init__(self, table, key):
        self.__dict__["_table"] = table
        self.__dict__["_key"] = key

    def _sprite(self):
        return self._table.sprites.get(self._key) or _NOWHERE

    def __getattr__(self, name):
        return getattr(self._sprite(), name)

    def __setattr__(self, name, value):
        setattr(self._sprite(), name, value)


class _Nowhere:
    alpha = 0.0


_NOWHERE = _Nowhere()

_VEIL: dict = {}
_PANEL: dict = {}


def panel_surface(w: int, h: int, radius: int, line: int) -> pygame.Surface:
    """The battle panel (large: drawn straight, not supersampled, and kept)."""
    key = (w, h, radius, line)
    panel = _PANEL.get(key)
    if panel is None:
        _PANEL.clear()
        panel = _PANEL[key] = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(panel, (26, 20, 38, 255), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(panel, theme.GOLD_DARK, panel.get_rect(), line, border_radius=radius)
    return panel


def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark veil over the table (no per-pixel alpha: its own alpha is set, cheaply)."""
    veil = _VEIL.get(size)
    if veil is None:
        _VEIL.clear()
        veil = _VEIL[size] = pygame.Surface(size)
        veil.fill((4, 8, 10))
    if veil.get_alpha() != alpha:
        veil.set_alpha(alpha)
    return veil


def draw_arrow(surface, a, b, colour, width: int) -> None:
    ax, ay = a
    bx, by = b
    mx, my = (ax + bx) / 2 + (by - ay) * 0.15, (ay + by) / 2 - abs(bx - ax) * 0.1
    pts = []
    for i in range(17):
        t = i / 16
        x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * mx + t * t * bx
        y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * my + t * t * by
        pts.append((x, y))
    pygame.draw.lines(surface, (20, 14, 10), False, pts, width + 3)
    pygame.draw.lines(surface, colour, False, pts, width)
    (x1, y1), (x2, y2) = pts[-3], pts[-1]
    ang = math.atan2(y2 - y1, x2 - x1)
    size = width * 3.6
    head = [(x2, y2), (x2 - size * math.cos(ang - 0.45), y2 - size * math.sin(ang - 0.45)),
            (x2 - size * math.cos(ang + 0.45), y2 - size * math.sin(ang + 0.45))]
    pygame.draw.polygon(surface, colour, head)

