"""Vector symbols drawn in a unit box, so that every colour on a card also has a shape
(colour-blind safe): sword, shield, flower, drop, flame, wave, leaf, star, moon, sun.

`draw_symbol(surface, name, rect, colour)` draws straight onto a surface (use it inside
`shapes.supersampled` for smooth edges); `symbol(name, size, colour)` returns a cached,
anti-aliased surface.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

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


SYMBOLS = {"sword": sword, "shield": shield, "flower": flower, "drop": drop, "flame": flame,
           "wave": wave, "leaf": leaf, "star": star, "moon": moon, "sun": sun}


def draw_symbol(surface: pygame.Surface, name: str, rect: pygame.Rect, colour) -> None:
    SYMBOLS[name](surface, pygame.Rect(rect), colour)


@lru_cache(maxsize=512)
def symbol(name: str, size: int, colour: tuple) -> pygame.Surface:
    """A cached anti-aliased symbol `size` pixels square."""
    return supersampled(size, size, lambda s, f: draw_symbol(s, name, s.get_rect(), colour))
