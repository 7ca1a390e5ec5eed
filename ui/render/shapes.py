"""Anti-aliased procedural drawing: shapes are drawn at 4x and smoothly scaled down.

Everything returned is cached by its arguments, so a card face is drawn once per size.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache

import pygame

from ui.render.budget import costly

SS = 4  # supersampling factor


def supersampled(w: int, h: int, draw: Callable[[pygame.Surface, float], None],
                 factor: int = SS) -> pygame.Surface:
    """Call draw(big_surface, factor) on a factor-times larger transparent surface and
    return it smoothly scaled down to w x h."""
    w, h = max(1, int(w)), max(1, int(h))
    big = pygame.Surface((w * factor, h * factor), pygame.SRCALPHA)
    draw(big, factor)
    return pygame.transform.smoothscale(big, (w, h))


SLICED_FROM = 60_000  # px: a larger rounded rectangle is cut from a small one (below)


@lru_cache(maxsize=512)
@costly
def rounded_rect(w: int, h: int, radius: int, fill: tuple, border: tuple | None = None,
                 border_w: float = 0) -> pygame.Surface:
    c = int(radius) + math.ceil(border_w) + 2  # a corner's square: its curve, its border
    if w * h > SLICED_FROM and min(w, h) > 2 * c + 2:
        return _nine_sliced(w, h, c, rounded_rect(2 * c + 1, 2 * c + 1, radius, fill, border,
                                                  border_w))

    def draw(s: pygame.Surface, f: float) -> None:
        r = pygame.Rect(0, 0, s.get_width(), s.get_height())
        pygame.draw.rect(s, fill, r, border_radius=int(radius * f))
        if border and border_w:
            pygame.draw.rect(s, border, r, width=max(1, int(border_w * f)),
                             border_radius=int(radius * f))
    return supersampled(w, h, draw)


def _nine_sliced(w: int, h: int, c: int, small: pygame.Surface) -> pygame.Surface:
    """`small` ((2c+1) square) grown to w x h: its c x c corners as they are, its middle
    row and column (straight edges, the same all along) stretched, the centre filled. The
    same picture as drawing it 4x larger and scaling it down, without the cost (a panel
    of the window's size: 160 ms)."""
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    add = pygame.BLEND_RGBA_ADD  # (onto the empty surface: an exact copy, alpha and all)
    far_x, far_y = w - c, h - c
    for (sx, sy), (dx, dy) in (((0, 0), (0, 0)), ((c + 1, 0), (far_x, 0)),
                               ((0, c + 1), (0, far_y)), ((c + 1, c + 1), (far_x, far_y))):
        out.blit(small, (dx, dy), pygame.Rect(sx, sy, c, c), special_flags=add)
    edges = (((c, 0, 1, c), (w - 2 * c, c), (c, 0)),
             ((c, c + 1, 1, c), (w - 2 * c, c), (c, far_y)),
             ((0, c, c, 1), (c, h - 2 * c), (0, c)),
             ((c + 1, c, c, 1), (c, h - 2 * c), (far_x, c)))
    for area, size, at in edges:
        out.blit(pygame.transform.scale(small.subsurface(area), size), at, special_flags=add)
    out.fill(small.get_at((c, c)), pygame.Rect(c, c, w - 2 * c, h - 2 * c))
    return out


@lru_cache(maxsize=256)
@costly
def soft_shadow(w: int, h: int, radius: int, blur: int, alpha: int = 120) -> pygame.Surface:
    """A blurred dark rounded rectangle, `blur` pixels larger on each side.

    A wide blur is made at a half or a quarter of the size and scaled up: the same soft
    edge for a tenth of the work (a large card's shadow cost up to 300 ms after a resize).
    """
    pad = blur * 2
    size = (w + pad * 2, h + pad * 2)
    half = 4 if blur >= 12 else 2 if blur >= 6 else 1  # the blur's radius stays >= 3
    surf = pygame.Surface((size[0] // half, size[1] // half), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), pygame.Rect(pad // half, pad // half, w // half,
                                                         h // half),
                     border_radius=radius // half)
    if blur > 0:
        surf = pygame.transform.gaussian_blur(surf, max(1, blur // half))
    if half > 1:
        surf = pygame.transform.smoothscale(surf, size)
    return surf


def polygon(s: pygame.Surface, colour, points, f: float = 1.0, width: float = 0) -> None:
    pygame.draw.polygon(s, colour, [(x * f, y * f) for x, y in points],
                        max(0, int(width * f)) if width else 0)


def circle(s: pygame.Surface, colour, centre, radius, f: float = 1.0, width: float = 0) -> None:
    pygame.draw.circle(s, colour, (centre[0] * f, centre[1] * f), radius * f,
                       max(1, int(width * f)) if width else 0)


def paper_grain(s: pygame.Surface, seed: int, colour=(120, 100, 70), amount: float = 1.0) -> None:
    """A few faint fibres, so a card face reads as paper and not as flat plastic."""
    rng = random.Random(seed)
    w, h = s.get_size()
    n = int(w * h / 900 * amount)
    for _ in range(n):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        a = rng.uniform(0, math.pi)
        length = rng.uniform(2, 9) * w / 300
        c = (*colour, rng.randint(6, 18))
        pygame.draw.line(s, c, (x, y), (x + math.cos(a) * length, y + math.sin(a) * length),
                         max(1, w // 400))


def vertical_gradient(w: int, h: int, top: tuple, bottom: tuple) -> pygame.Surface:
    surf = pygame.Surface((1, 2), pygame.SRCALPHA)
    surf.set_at((0, 0), top)
    surf.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(surf, (max(1, w), max(1, h)))


@lru_cache(maxsize=16)
@costly
def radial_vignette(w: int, h: int, centre_colour: tuple, edge_colour: tuple) -> pygame.Surface:
    """A smooth radial gradient (a lit table fading into the dark)."""
    small_w, small_h = 64, max(2, int(64 * h / max(1, w)))
    small = pygame.Surface((small_w, small_h))
    cx, cy = small_w / 2, small_h / 2
    maxd = math.hypot(cx, cy)
    for y in range(small_h):
        for x in range(small_w):
            d = min(1.0, math.hypot((x - cx), (y - cy) * 1.15) / maxd)
            t = d * d
            small.set_at((x, y), tuple(int(a + (b - a) * t)
                                       for a, b in zip(centre_colour, edge_colour)))
    return pygame.transform.smoothscale(small, (w, h))
