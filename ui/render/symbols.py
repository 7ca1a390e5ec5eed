"""Vector symbols drawn in a unit box, so that every colour on a card also has a shape
(colour-blind safe): sword, shield, flower, drop, flame, wave, leaf, star, moon, sun,
feather, spear, arrow, halo, horns.

`draw_symbol(surface, name, rect, colour)` draws straight onto a surface (use it inside
`shapes.supersampled` for smooth edges); `symbol(name, size, colour)` returns a cached,
anti-aliased surface.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ui.render.budget import costly
from ui.render.shapes import supersampled


def _pt(rect: pygame.Rect, x: float, y: float) -> tuple[float, float]:
    return rect.left + x * rect.width, rect.top + y * rect.height


def _poly(s, colour, rect, pts, width=0):
    pygame.draw.polygon(s, colour, [_pt(rect, x, y) for x, y in pts], width)


def _darker(colour, k=0.55):
    return tuple(int(c * k) for c in colour[:3]) + tuple(colour[3:])


def _lighter(colour, k=0.45):
    return tuple(int(c + (255 - c) * k) for c in colour[:3]) + tuple(colour[3:])


def sword(s, rect, colour):
    edge = _darker(colour)
    _poly(s, colour, rect, [(0.5, 0.02), (0.6, 0.16), (0.58, 0.64), (0.42, 0.64), (0.4, 0.16)])
    _poly(s, _lighter(colour), rect, [(0.5, 0.06), (0.55, 0.17), (0.5, 0.62)])
    _poly(s, edge, rect, [(0.18, 0.64), (0.82, 0.64), (0.82, 0.72), (0.18, 0.72)])
    _poly(s, edge, rect, [(0.45, 0.72), (0.55, 0.72), (0.55, 0.9), (0.45, 0.9)])
    pygame.draw.circle(s, edge, _pt(rect, 0.5, 0.93), rect.width * 0.075)


def shield(s, rect, colour):
    pts = [(0.12, 0.1), (0.5, 0.02), (0.88, 0.1), (0.88, 0.45)]
    pts += [(0.5 + 0.38 * math.cos(a), 0.45 + 0.53 * math.sin(a))
            for a in [i * math.pi / 12 for i in range(0, 13)]]
    pts += [(0.12, 0.45)]
    _poly(s, colour, rect, pts)
    inner = [(0.5 + (x - 0.5) * 0.72, 0.08 + (y - 0.02) * 0.72) for x, y in pts]
    _poly(s, _lighter(colour, 0.25), rect, inner)
    _poly(s, _darker(colour, 0.7), rect, [(0.46, 0.12), (0.54, 0.12), (0.54, 0.8), (0.46, 0.8)])
    _poly(s, _darker(colour, 0.7), rect, [(0.24, 0.36), (0.76, 0.36), (0.76, 0.44),
                                          (0.24, 0.44)])


def flower(s, rect, colour):
    r = rect.width * 0.2
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        pygame.draw.circle(s, colour,
                           _pt(rect, 0.5 + 0.25 * math.cos(a), 0.52 + 0.25 * math.sin(a)), r)
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        pygame.draw.circle(s, _lighter(colour, 0.35),
                           _pt(rect, 0.5 + 0.22 * math.cos(a), 0.52 + 0.22 * math.sin(a)), r * 0.5)
    pygame.draw.circle(s, (240, 200, 70), _pt(rect, 0.5, 0.52), rect.width * 0.13)
    pygame.draw.circle(s, (196, 140, 40), _pt(rect, 0.5, 0.52), rect.width * 0.13,
                       max(1, rect.width // 40))


def drop(s, rect, colour):
    cx, cy, r = 0.5, 0.64, 0.3
    pygame.draw.circle(s, colour, _pt(rect, cx, cy), rect.width * r)
    _poly(s, colour, rect, [(0.5, 0.02), (0.79, 0.56), (0.21, 0.56)])
    pygame.draw.circle(s, _lighter(colour, 0.5), _pt(rect, 0.4, 0.66), rect.width * 0.08)


def flame(s, rect, colour):
    """Three tongues of fire over a round base (a drop has one point: never confused)."""
    outer = [(0.5, 0.0), (0.6, 0.16), (0.65, 0.34), (0.71, 0.27), (0.82, 0.14), (0.86, 0.34),
             (0.9, 0.56), (0.86, 0.78), (0.72, 0.93), (0.5, 0.99), (0.28, 0.93), (0.14, 0.78),
             (0.1, 0.56), (0.14, 0.34), (0.18, 0.14), (0.29, 0.27), (0.35, 0.34), (0.4, 0.16)]
    _poly(s, colour, rect, outer)
    inner = [(0.5, 0.4), (0.6, 0.58), (0.66, 0.54), (0.7, 0.72), (0.62, 0.88), (0.5, 0.92),
             (0.38, 0.88), (0.3, 0.72), (0.34, 0.54), (0.4, 0.58)]
    _poly(s, _lighter(colour, 0.55), rect, inner)


def wave(s, rect, colour):
    w = rect.width
    for k, (cx, cy) in enumerate([(0.5, 0.9), (0.18, 0.98), (0.82, 0.98)]):
        for i, rad in enumerate((0.42, 0.3, 0.18)):
            c = colour if i % 2 == 0 else _lighter(colour, 0.6)
            if k:
                rad *= 0.75
            pygame.draw.circle(s, c, _pt(rect, cx, cy), w * rad, draw_top_left=True,
                               draw_top_right=True)
    pygame.draw.circle(s, colour, _pt(rect, 0.5, 0.9), w * 0.06)


def leaf(s, rect, colour):
    pts = []
    for i in range(21):
        t = i / 20
        pts.append((0.5 + 0.34 * math.sin(math.pi * t), 0.04 + 0.86 * t))
    for i in range(21):
        t = 1 - i / 20
        pts.append((0.5 - 0.34 * math.sin(math.pi * t), 0.04 + 0.86 * t))
    _poly(s, colour, rect, pts)
    pygame.draw.line(s, _darker(colour, 0.6), _pt(rect, 0.5, 0.1), _pt(rect, 0.5, 0.98),
                     max(1, rect.width // 22))
    for y in (0.3, 0.48, 0.66):
        pygame.draw.line(s, _darker(colour, 0.6), _pt(rect, 0.5, y + 0.08),
                         _pt(rect, 0.68, y - 0.04), max(1, rect.width // 30))
        pygame.draw.line(s, _darker(colour, 0.6), _pt(rect, 0.5, y + 0.08),
                         _pt(rect, 0.32, y - 0.04), max(1, rect.width // 30))


def star(s, rect, colour):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = 0.48 if i % 2 == 0 else 0.2
        pts.append((0.5 + r * math.cos(a), 0.52 + r * math.sin(a)))
    _poly(s, colour, rect, pts)


def moon(s, rect, colour):
    w = rect.width
    tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.circle(tmp, colour, (w * 0.5, rect.height * 0.5), w * 0.44)
    pygame.draw.circle(tmp, (0, 0, 0, 0), (w * 0.68, rect.height * 0.4), w * 0.36)
    s.blit(tmp, rect.topleft)


def sun(s, rect, colour):
    for i in range(12):
        a = i * math.pi / 6
        _poly(s, colour, rect, [(0.5 + 0.48 * math.cos(a), 0.5 + 0.48 * math.sin(a)),
                                (0.5 + 0.3 * math.cos(a + 0.18), 0.5 + 0.3 * math.sin(a + 0.18)),
                                (0.5 + 0.3 * math.cos(a - 0.18), 0.5 + 0.3 * math.sin(a - 0.18))])
    pygame.draw.circle(s, colour, _pt(rect, 0.5, 0.5), rect.width * 0.3)
    pygame.draw.circle(s, _lighter(colour, 0.4), _pt(rect, 0.5, 0.5), rect.width * 0.2)


def _along(points, angle, centre=(0.5, 0.5)):
    """Points given along a line (u from -0.5 to 0.5, v across it) turned by `angle`
    radians (0 = pointing up) about `centre`, in the unit box."""
    ca, sa = math.cos(angle), math.sin(angle)
    out = []
    for u, v in points:
        out.append((centre[0] + u * sa + v * ca, centre[1] - u * ca + v * sa))
    return out


def feather(s, rect, colour):
    """A quill leaning right: a vane with two notches, a quill shaft below (O Genre O's
    Feather)."""
    angle = math.radians(35)
    left = [(-0.22 + 0.7 * t, -0.2 * math.sin(math.pi * t) ** 0.8) for t in
            (i / 14 for i in range(15))]
    right = [(-0.22 + 0.7 * t, 0.2 * math.sin(math.pi * t) ** 0.8) for t in
             (i / 14 for i in range(14, -1, -1))]
    _poly(s, colour, rect, _along(left + right, angle))
    for u in (0.02, 0.2):  # notches cut into one side of the vane
        _poly(s, (0, 0, 0, 0), rect, _along([(u - 0.07, -0.24), (u + 0.05, -0.02),
                                             (u - 0.01, -0.24)], angle))
    shaft = _along([(-0.52, 0.0), (0.44, 0.0)], angle)
    pygame.draw.line(s, _darker(colour), _pt(rect, *shaft[0]), _pt(rect, *shaft[1]),
                     max(1, rect.width // 22))


def spear(s, rect, colour):
    """A spear standing upright: a long leaf-shaped head over a cross-guard and a shaft."""
    edge = _darker(colour)
    _poly(s, colour, rect, [(0.5, 0.0), (0.64, 0.2), (0.6, 0.36), (0.5, 0.42), (0.4, 0.36),
                            (0.36, 0.2)])
    _poly(s, _lighter(colour), rect, [(0.5, 0.05), (0.56, 0.2), (0.5, 0.37)])
    _poly(s, edge, rect, [(0.3, 0.42), (0.7, 0.42), (0.66, 0.48), (0.34, 0.48)])
    _poly(s, colour, rect, [(0.46, 0.48), (0.54, 0.48), (0.54, 1.0), (0.46, 1.0)])
    pygame.draw.circle(s, edge, _pt(rect, 0.5, 0.56), rect.width * 0.06)


def arrow(s, rect, colour):
    """An arrow flying up and right: a triangular head, a thin shaft and fletching."""
    a, b = (0.12, 0.88), (0.86, 0.14)  # tail, tip
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    w = 0.045
    hx, hy = b[0] - ux * 0.26, b[1] - uy * 0.26
    _poly(s, colour, rect, [(a[0] + nx * w, a[1] + ny * w), (hx + nx * w, hy + ny * w),
                            (hx - nx * w, hy - ny * w), (a[0] - nx * w, a[1] - ny * w)])
    _poly(s, colour, rect, [b, (hx + nx * 0.15, hy + ny * 0.15),
                            (hx - nx * 0.15, hy - ny * 0.15)])
    edge = _darker(colour, 0.75)
    for k in (0.0, 0.12):
        fx, fy = a[0] + ux * (0.06 + k), a[1] + uy * (0.06 + k)
        for side in (1, -1):
            _poly(s, edge, rect, [(fx, fy), (fx + ux * 0.1, fy + uy * 0.1),
                                  (fx - ux * 0.05 + side * nx * 0.14,
                                   fy - uy * 0.05 + side * ny * 0.14)])


def halo(s, rect, colour):
    """An angel's halo: a ring seen slightly from above."""
    r = pygame.Rect(0, 0, round(rect.width * 0.9), round(rect.height * 0.42))
    r.center = (round(rect.centerx), round(rect.top + rect.height * 0.5))
    pygame.draw.ellipse(s, colour, r, max(2, rect.width // 9))


def horns(s, rect, colour):
    """A devil's two horns, curving out and up to sharp points."""
    for side in (-1, 1):
        centre = []
        for i in range(13):
            t = i / 12
            centre.append((0.5 + side * (0.16 + 0.3 * math.sin(math.pi * t * 0.75)),
                           0.94 - 0.86 * t))
        outer, inner = [], []
        for i, (x, y) in enumerate(centre):
            a = centre[max(0, i - 1)]
            b = centre[min(len(centre) - 1, i + 1)]
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / length, dx / length
            w = 0.13 * (1 - i / 12)
            outer.append((x + nx * w, y + ny * w))
            inner.append((x - nx * w, y - ny * w))
        _poly(s, colour, rect, outer + inner[::-1])

SYMBOLS = {"sword": sword, "shield": shield, "flower": flower, "drop": drop, "flame": flame,
           "wave": wave, "leaf": leaf, "star": star, "moon": moon, "sun": sun,
           "feather": feather, "spear": spear, "arrow": arrow, "halo": halo, "horns": horns}


def draw_symbol(surface: pygame.Surface, name: str, rect: pygame.Rect, colour) -> None:
    SYMBOLS[name](surface, pygame.Rect(rect), colour)


@lru_cache(maxsize=512)
@costly
def symbol(name: str, size: int, colour: tuple) -> pygame.Surface:
    """A cached anti-aliased symbol `size` pixels square."""
    return supersampled(size, size, lambda s, f: draw_symbol(s, name, s.get_rect(), colour))
