"""Monstermaker 5 Revised: the emblems in the middle of its cards, the Jewels' cuts, the
sparkle, the Jail's stones. Plain vector drawings in a unit box, supersampled and cached
(ui/render/monstermaker5.py composes the cards from them).

Emblems: a St. Knight a sword over a round shield; a Warrior a sword (red); a Magician a
staff with a star (green); a Thief a key (yellow); an Orc tusks and horns; a Monster
three claw marks; a Black Mage a pointed hat; a Dark Knight a closed helmet; the Great
Dark Knight a horned helmet; the Queen a crown; Fire Ball a flame; Lightning a bolt;
Holy Light a sun; Storm a whirl; Shield a shield; Trap jaws; a Jewel its gem; the Jail a
portcullis.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from games.monstermaker5.cards import (
    BLACK_MAGE,
    DARK_KNIGHT,
    FIRE_BALL,
    GREAT_DARK_KNIGHT,
    HOLY_LIGHT,
    JAIL,
    JEWEL,
    KIND,
    KNIGHT,
    LIGHTNING,
    MAGICIAN,
    MONSTER,
    ORC,
    QUEEN,
    SHIELD,
    STORM,
    THIEF,
    TRAP,
    WARRIOR,
)
from ui.render.budget import costly
from ui.render.shapes import supersampled
from ui.render.symbols import draw_symbol

SPELL_NOTES = {HOLY_LIGHT: "Light only", STORM: "every enemy", SHIELD: "stops 1 hit",
               TRAP: "die > 3 defeats"}

GEM_CUT = ("brilliant", "heart", "oval", "octagon", "pear", "hexagon", "pearl")


def _pts(rect: pygame.Rect, pts) -> list[tuple[float, float]]:
    return [(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in pts]


def _shade(c, k):
    return tuple(max(0, min(255, int(v * k))) for v in c[:3])


def _tint(c, k):
    return tuple(int(v + (255 - v) * k) for v in c[:3])


def sparkle(s: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """A four-pointed star (a glint; the Spells' symbol)."""
    cx, cy = rect.centerx, rect.centery
    r = rect.w / 2
    pts = []
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        rad = r * (0.98 if i % 2 == 0 else 0.22)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(s, colour, pts)


def stones(surf: pygame.Surface) -> None:
    """Faint masonry on the Jail's board."""
    w, h = surf.get_size()
    rows = 6
    for r in range(rows):
        y = h * r / rows
        pygame.draw.line(surf, (60, 56, 64), (4, y), (w - 4, y), 1)
        off = (w / 8) if r % 2 else 0
        for k in range(9):
            x = off + w * k / 4
            if 2 < x < w - 2:
                pygame.draw.line(surf, (60, 56, 64), (x, y), (x, y + h / rows), 1)


# -- the Jewels ------------------------------------------------------------------------


def _gem_outline(cut: str) -> list[tuple[float, float]]:
    if cut == "brilliant":
        return [(0.2, 0.3), (0.35, 0.14), (0.65, 0.14), (0.8, 0.3), (0.5, 0.92)]
    if cut == "heart":
        pts = []
        for i in range(40):
            t = i / 40 * 2 * math.pi
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            pts.append((0.5 + x / 36, 0.46 - y / 36))
        return pts
    if cut == "oval":
        return [(0.5 + 0.34 * math.cos(a), 0.5 + 0.44 * math.sin(a))
                for a in (i / 32 * 2 * math.pi for i in range(32))]
    if cut == "octagon":
        return [(0.3, 0.1), (0.7, 0.1), (0.86, 0.26), (0.86, 0.74), (0.7, 0.9), (0.3, 0.9),
                (0.14, 0.74), (0.14, 0.26)]
    if cut == "pear":  # a point at the top over a round bottom
        return [(0.5, 0.06)] + [(0.5 + 0.34 * math.cos(a), 0.62 + 0.3 * math.sin(a))
                                for a in (i / 20 * math.pi for i in range(21))]
    if cut == "hexagon":
        return [(0.5 + 0.42 * math.cos(a), 0.5 + 0.42 * math.sin(a))
                for a in (math.pi / 6 + i * math.pi / 3 for i in range(6))]
    return []


@lru_cache(maxsize=64)
@costly
def gem(index: int, size: int, rgb: tuple) -> pygame.Surface:
    """Jewel `index` (0 Diamond ... 6 Pearl) as a gem `size` px square."""
    cut = GEM_CUT[index % 7]

    def draw(s, f):
        r = s.get_rect().inflate(-2 * f, -2 * f)
        if cut == "pearl":
            c = r.center
            rad = r.w * 0.4
            pygame.draw.circle(s, _shade(rgb, 0.55), (c[0] + f, c[1] + 2 * f), rad)
            pygame.draw.circle(s, rgb, c, rad)
            pygame.draw.circle(s, (255, 255, 255), (c[0] - rad * 0.3, c[1] - rad * 0.3),
                               rad * 0.32)
            pygame.draw.circle(s, (190, 170, 170), c, rad, max(1, round(f)))
            return
        outline = _pts(r, _gem_outline(cut))
        shadow = [(x + f, y + 2 * f) for x, y in outline]
        pygame.draw.polygon(s, (0, 0, 0, 90), shadow)
        pygame.draw.polygon(s, rgb, outline)
        cx, cy = r.centerx, r.centery - r.h * 0.08
        # facets: alternate light and shade from the centre to each corner
        for i in range(len(outline)):
            a, b = outline[i], outline[(i + 1) % len(outline)]
            k = 1.25 if i % 2 == 0 else 0.78
            colour = _tint(rgb, 0.35) if k > 1 else _shade(rgb, k)
            pygame.draw.polygon(s, colour, [(cx, cy), a, b])
        table = [(cx + (x - cx) * 0.45, cy + (y - cy) * 0.45) for x, y in outline]
        pygame.draw.polygon(s, _tint(rgb, 0.55), table)
        pygame.draw.polygon(s, _shade(rgb, 0.45), outline, max(1, round(f * 0.8)))
    return supersampled(size, size, draw)


# -- emblems ----------------------------------------------------------------------------


def _sword(s, r, blade, hilt):
    pygame.draw.polygon(s, blade, _pts(r, [(0.5, 0.04), (0.58, 0.16), (0.56, 0.66),
                                            (0.44, 0.66), (0.42, 0.16)]))
    pygame.draw.polygon(s, _tint(blade, 0.5), _pts(r, [(0.5, 0.08), (0.53, 0.17),
                                                       (0.5, 0.62)]))
    pygame.draw.polygon(s, hilt, _pts(r, [(0.24, 0.66), (0.76, 0.66), (0.76, 0.73),
                                          (0.24, 0.73)]))
    pygame.draw.polygon(s, hilt, _pts(r, [(0.46, 0.73), (0.54, 0.73), (0.54, 0.9),
                                          (0.46, 0.9)]))
    pygame.draw.circle(s, hilt, _pts(r, [(0.5, 0.93)])[0], r.w * 0.06)


def _helmet(s, r, colour, horns=False):
    if horns:
        for side in (-1, 1):
            pygame.draw.polygon(s, (214, 206, 190), _pts(r, [
                (0.5 + side * 0.26, 0.38), (0.5 + side * 0.46, 0.06),
                (0.5 + side * 0.34, 0.42)]))
    pygame.draw.polygon(s, colour, _pts(r, [(0.22, 0.9), (0.22, 0.42), (0.3, 0.24),
                                            (0.5, 0.16), (0.7, 0.24), (0.78, 0.42),
                                            (0.78, 0.9)]))
    pygame.draw.polygon(s, (20, 16, 28), _pts(r, [(0.3, 0.48), (0.7, 0.48), (0.7, 0.56),
                                                  (0.3, 0.56)]))
    pygame.draw.line(s, (20, 16, 28), _pts(r, [(0.5, 0.56)])[0], _pts(r, [(0.5, 0.84)])[0],
                     max(1, round(r.w * 0.05)))
    pygame.draw.polygon(s, _tint(colour, 0.3), _pts(r, [(0.5, 0.18), (0.56, 0.24),
                                                        (0.56, 0.46), (0.5, 0.46)]))


def _crown(s, r, colour):
    pygame.draw.polygon(s, colour, _pts(r, [(0.12, 0.78), (0.12, 0.32), (0.3, 0.56),
                                            (0.5, 0.2), (0.7, 0.56), (0.88, 0.32),
                                            (0.88, 0.78)]))
    pygame.draw.polygon(s, _shade(colour, 0.7), _pts(r, [(0.12, 0.7), (0.88, 0.7),
                                                         (0.88, 0.8), (0.12, 0.8)]))
    for x, y in ((0.12, 0.3), (0.5, 0.18), (0.88, 0.3)):
        pygame.draw.circle(s, (220, 60, 90), _pts(r, [(x, y)])[0], r.w * 0.055)


def _bolt(s, r, colour):
    pygame.draw.polygon(s, colour, _pts(r, [(0.58, 0.02), (0.24, 0.56), (0.48, 0.56),
                                            (0.36, 0.98), (0.78, 0.4), (0.54, 0.4),
                                            (0.7, 0.02)]))


def _whirl(s, r, colour):
    cx, cy = r.center
    for k in range(3):
        pts = []
        for i in range(30):
            t = i / 29
            a = k * 2 * math.pi / 3 + t * 3.4
            rad = r.w * (0.08 + 0.38 * t)
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a) * 0.8))
        pygame.draw.lines(s, colour, False, pts, max(2, round(r.w * 0.07)))


def _jaws(s, r, colour):
    for top in (True, False):
        y0, y1 = (0.22, 0.46) if top else (0.78, 0.54)
        pts = [(0.1, y0)]
        for i in range(6):
            x = 0.1 + (i + 0.5) * 0.8 / 6
            pts += [(x, y1), (0.1 + (i + 1) * 0.8 / 6, y0)]
        pygame.draw.polygon(s, colour, _pts(r, pts))
    pygame.draw.arc(s, _shade(colour, 0.6), r.inflate(-r.w * 0.1, -r.h * 0.3), 0, math.pi * 2,
                    max(1, round(r.w * 0.04)))


def _key(s, r, colour):
    pygame.draw.circle(s, colour, _pts(r, [(0.5, 0.24)])[0], r.w * 0.18,
                       max(2, round(r.w * 0.07)))
    pygame.draw.polygon(s, colour, _pts(r, [(0.46, 0.4), (0.54, 0.4), (0.54, 0.94),
                                            (0.46, 0.94)]))
    for y in (0.72, 0.86):
        pygame.draw.polygon(s, colour, _pts(r, [(0.54, y), (0.7, y), (0.7, y + 0.07),
                                                (0.54, y + 0.07)]))


def _staff(s, r, wood, star):
    pygame.draw.line(s, wood, _pts(r, [(0.36, 0.96)])[0], _pts(r, [(0.58, 0.34)])[0],
                     max(2, round(r.w * 0.07)))
    sparkle(s, pygame.Rect(r.x + r.w * 0.4, r.y, r.w * 0.46, r.w * 0.46), star)


def _hat(s, r, colour):
    pygame.draw.polygon(s, colour, _pts(r, [(0.5, 0.04), (0.74, 0.7), (0.26, 0.7)]))
    pygame.draw.ellipse(s, _shade(colour, 0.75),
                        pygame.Rect(r.x + r.w * 0.08, r.y + r.h * 0.64, r.w * 0.84, r.h * 0.18))
    pygame.draw.polygon(s, (230, 200, 90), _pts(r, [(0.3, 0.6), (0.7, 0.6), (0.72, 0.66),
                                                    (0.28, 0.66)]))


def _claws(s, r, colour):
    for k in range(3):
        x = 0.28 + k * 0.22
        pygame.draw.polygon(s, colour, _pts(r, [(x - 0.04, 0.12), (x + 0.06, 0.14),
                                                (x + 0.02, 0.9), (x - 0.1, 0.84)]))


def _orc(s, r, colour):
    draw_symbol(s, "horns", pygame.Rect(r.x, r.y, r.w, r.h * 0.5), (214, 206, 190))
    pygame.draw.ellipse(s, colour, pygame.Rect(r.x + r.w * 0.18, r.y + r.h * 0.26,
                                               r.w * 0.64, r.h * 0.66))
    for side in (-1, 1):
        pygame.draw.polygon(s, (244, 238, 220), _pts(r, [
            (0.5 + side * 0.14, 0.76), (0.5 + side * 0.2, 0.76), (0.5 + side * 0.17, 0.58)]))
        pygame.draw.circle(s, (240, 200, 60), _pts(r, [(0.5 + side * 0.13, 0.5)])[0],
                           r.w * 0.05)


def _portcullis(s, r, colour):
    pygame.draw.rect(s, _shade(colour, 0.5), r.inflate(-r.w * 0.1, -r.h * 0.1),
                     border_radius=round(r.w * 0.1))
    for i in range(5):
        x = r.x + r.w * (0.15 + i * 0.175)
        pygame.draw.line(s, colour, (x, r.y + r.h * 0.08), (x, r.bottom - r.h * 0.05),
                         max(2, round(r.w * 0.05)))
    for y in (0.35, 0.65):
        pygame.draw.line(s, colour, (r.x + r.w * 0.06, r.y + r.h * y),
                         (r.right - r.w * 0.06, r.y + r.h * y), max(2, round(r.w * 0.05)))


@lru_cache(maxsize=400)
@costly
def emblem(card: int, size: int) -> pygame.Surface:
    """The picture in the middle of `card`, `size` px square."""
    kind = KIND[card] if card != JAIL else -1

    def draw(s, f):
        r = s.get_rect().inflate(-s.get_width() * 0.08, -s.get_height() * 0.08)
        if kind == KNIGHT:
            draw_symbol(s, "shield", r.inflate(-r.w * 0.1, -r.h * 0.1), (60, 150, 120))
            _sword(s, r, (236, 236, 244), (184, 140, 50))
        elif kind == WARRIOR:
            _sword(s, r, (226, 228, 236), (190, 50, 40))
        elif kind == MAGICIAN:
            _staff(s, r, (120, 86, 50), (60, 170, 90))
        elif kind == THIEF:
            _key(s, r, (210, 160, 30))
        elif kind == ORC:
            _orc(s, r, (104, 122, 84))
        elif kind == MONSTER:
            _claws(s, r, (200, 196, 214))
        elif kind == BLACK_MAGE:
            _hat(s, r, (30, 26, 40))
            sparkle(s, pygame.Rect(r.x + r.w * 0.58, r.y, r.w * 0.3, r.w * 0.3),
                    (200, 170, 250))
        elif kind == DARK_KNIGHT:
            _helmet(s, r, (120, 120, 136))
        elif kind == GREAT_DARK_KNIGHT:
            _helmet(s, r, (88, 84, 104), horns=True)
        elif kind == QUEEN:
            _crown(s, r, (200, 170, 240))
        elif kind == FIRE_BALL:
            draw_symbol(s, "flame", r, (244, 120, 50))
        elif kind == LIGHTNING:
            _bolt(s, r, (250, 226, 90))
        elif kind == HOLY_LIGHT:
            draw_symbol(s, "sun", r, (252, 226, 120))
        elif kind == STORM:
            _whirl(s, r, (190, 230, 250))
        elif kind == SHIELD:
            draw_symbol(s, "shield", r, (200, 210, 236))
        elif kind == TRAP:
            _jaws(s, r, (226, 220, 236))
        elif kind == -1:
            _portcullis(s, r, (150, 146, 158))
    if kind == JEWEL:
        from ui.render.monstermaker5 import gem_face

        return gem_face(card, size)
    return supersampled(size, size, draw)
