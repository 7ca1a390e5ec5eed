"""Card blanks, card backs and shadows, drawn procedurally and cached per size.

A game's card faces start from `card_blank` (washi paper with a thin inner frame) and
draw their own marks on it; backs use `card_back` (a seigaiha wave pattern in the game's
colours). Sizes come from the table layout, so cards stay crisp at any window size.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ui.render.budget import costly
from ui.render.shapes import paper_grain, rounded_rect, soft_shadow, supersampled
from ui.theme import PAPER

CARD_RATIO = 0.69  # width / height of a playing card


def card_size_for_height(h: float) -> tuple[int, int]:
    return max(8, round(h * CARD_RATIO)), max(12, round(h))


def radius_for(w: int) -> int:
    return max(3, round(w * 0.075))


def clip_to_card(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """Cut a surface to the rounded card outline."""
    w, h = surface.get_size()
    mask = rounded_rect(w, h, radius, (255, 255, 255, 255))
    out = surface.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


@lru_cache(maxsize=64)
@costly
def card_blank(w: int, h: int, fill: tuple = PAPER, frame: tuple | None = (196, 170, 120),
               seed: int = 1) -> pygame.Surface:
    """An empty card face: paper, grain, a thin frame inset from the edge."""
    r = radius_for(w)
    base = rounded_rect(w, h, r, fill, (120, 104, 80), max(1.0, w / 110)).copy()
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    paper_grain(grain, seed)
    base.blit(clip_to_card(grain, r), (0, 0))
    if frame:
        inset = max(3, round(w * 0.06))
        inner = rounded_rect(w - 2 * inset, h - 2 * inset, max(2, r - inset // 2), (0, 0, 0, 0),
                             frame, max(1.0, w / 150))
        base.blit(inner, (inset, inset))
    return base


@lru_cache(maxsize=32)
@costly
def card_back(w: int, h: int, colour: tuple, accent: tuple, seed: int = 0) -> pygame.Surface:
    """A card back: a seigaiha (blue-sea wave) pattern framed by a paper border."""
    r = radius_for(w)

    def draw(s: pygame.Surface, f: float) -> None:
        sw, sh = s.get_size()
        s.fill(colour)
        unit = sw / 5.0
        rows = int(sh / (unit * 0.5)) + 3
        for row in range(rows):
            y = row * unit * 0.5
            offset = (unit / 2) if row % 2 else 0
            for col in range(-1, 7):
                cx = col * unit + offset
                for k, rr in enumerate((0.5, 0.38, 0.26, 0.14)):
                    c = accent if k % 2 == 0 else colour
                    pygame.draw.circle(s, c, (cx, y), unit * rr,
                                       draw_top_left=True, draw_top_right=True)
        border = max(2, int(sw * 0.07))
        pygame.draw.rect(s, PAPER, s.get_rect(), width=border, border_radius=int(r * f))
        pygame.draw.rect(s, accent, s.get_rect().inflate(-border * 2, -border * 2),
                         width=max(1, int(f)), border_radius=int(r * f * 0.6))

    surf = supersampled(w, h, draw, factor=2)
    surf = clip_to_card(surf, r)
    edge = rounded_rect(w, h, r, (0, 0, 0, 0), (70, 60, 50), max(1.0, w / 110))
    surf.blit(edge, (0, 0))
    return surf


def card_shadow(w: int, h: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The soft shadow of a card and the offset at which to draw it."""
    blur = max(2, w // 18)
    surf = soft_shadow(w, h, radius_for(w), blur, 90)
    pad = blur * 2
    return surf, (-pad + max(1, w // 40), -pad + max(2, w // 22))


@lru_cache(maxsize=64)
@costly
def highlight_ring(w: int, h: int, colour: tuple, width: float) -> pygame.Surface:
    r = radius_for(w)
    pad = int(width * 2)
    return rounded_rect(w + pad * 2, h + pad * 2, r + pad, (0, 0, 0, 0), colour, width)


def rotated(surface: pygame.Surface, angle: float) -> pygame.Surface:
    if abs(angle) < 0.01:
        return surface
    return pygame.transform.rotozoom(surface, angle, 1.0)


def arc_positions(count: int, centre_x: float, y: float, spacing: float, curve: float = 0.0,
                  max_angle: float = 8.0) -> list[tuple[float, float, float]]:
    """(x, y, angle) for `count` cards fanned in a gentle arc centred on centre_x."""
    out = []
    for i in range(count):
        t = 0.0 if count == 1 else (i - (count - 1) / 2) / ((count - 1) / 2)
        angle = -t * max_angle if curve else 0.0
        out.append((centre_x + (i - (count - 1) / 2) * spacing,
                    y + curve * t * t, angle))
    return out


def fan_spacing(count: int, card_w: float, max_width: float, preferred: float = 0.62) -> float:
    """Distance between card centres so `count` cards fit in `max_width`."""
    if count <= 1:
        return 0.0
    return min(card_w * preferred, (max_width - card_w) / (count - 1))


def angle_between(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
