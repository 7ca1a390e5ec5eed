"""Slaughter the Dragon "Ha": card faces, the card back, the Trump Indicator and the
Dragon tokens, drawn procedurally and cached per size.

A play card shows its number large in two corners and in the centre over its colour's
symbol (Purple = poison drop, Red = flame, Blue = wave, Green = leaf), so the colours
never have to be told apart by hue alone; a Purple card also carries its penalty
("−7"). The back is a purple seigaiha with a gold 龍 seal. The Dragon Head is a crimson
lacquer token with a gold dragon mask; a Body token is smaller, with gold scales.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import card_back, card_blank, radius_for
from ui.render.shapes import rounded_rect, supersampled
from ui.render.symbols import draw_symbol, symbol

DRAGON_PURPLE = (92, 44, 112)
BACK_ACCENT = (206, 170, 96)

# Card colours (index = games.dragon.cards colour) and their symbols.
COLOURS = ((124, 58, 150), (198, 52, 42), (36, 98, 182), (46, 138, 70))
SYMBOLS = ("drop", "flame", "wave", "leaf")
NAMES = ("Purple", "Red", "Blue", "Green")

TOKEN_RED = (150, 34, 34)
TOKEN_RED_DARK = (96, 18, 22)
TOKEN_GOLD = (226, 188, 96)


def colour_rgb(colour: int) -> tuple[int, int, int]:
    return COLOURS[colour] if 0 <= colour < len(COLOURS) else (120, 120, 120)


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def _outlined(string: str, role: str, px: int, colour, outline, width: int) -> pygame.Surface:
    """Text with a solid outline (readable over the symbol behind it)."""
    inner = textr.art_text(string, role, px, colour)
    edge = textr.art_text(string, role, px, outline)
    w, h = inner.get_size()
    out = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(edge, (width + dx, width + dy))
    out.blit(inner, (width, width))
    return out


@lru_cache(maxsize=512)
@costly
def card_face(card: int, w: int, h: int) -> pygame.Surface:
    """The face of a play card (colour = card >> 4, number = card & 15)."""
    colour, number = card >> 4, card & 15
    rgb = colour_rgb(colour)
    ink = _mix(rgb, (0, 0, 0), 0.25)
    surf = card_blank(w, h, theme.PAPER, _mix(rgb, theme.PAPER, 0.45), seed=card).copy()
    sym = SYMBOLS[colour] if 0 <= colour < len(SYMBOLS) else "star"
    # the centre: a pale symbol with the number over it
    big = symbol(sym, max(4, round(w * 0.66)), _mix(rgb, theme.PAPER, 0.68))
    surf.blit(big, big.get_rect(center=(w / 2, h * 0.5)))
    label = str(number)
    px = max(8, round(h * (0.34 if number < 10 else 0.3)))
    num = _outlined(label, "serif_bold", px, ink, theme.PAPER, max(1, round(w / 45)))
    surf.blit(num, num.get_rect(center=(w / 2, h * 0.49)))
    # the corners: number and a small symbol, top left and (turned) bottom right
    corner_px = max(7, round(h * (0.2 if number < 10 else 0.185)))
    corner = pygame.Surface((round(w * 0.34), round(h * 0.34)), pygame.SRCALPHA)
    ctext = textr.art_text(label, "serif_bold", corner_px, ink)
    cw = corner.get_width()
    corner.blit(ctext, ctext.get_rect(midtop=(cw / 2, -round(corner_px * 0.12))))
    small = symbol(sym, max(3, round(w * 0.17)), rgb)
    corner.blit(small, small.get_rect(midtop=(cw / 2, round(corner_px * 1.02))))
    pad = max(2, round(w * 0.045))
    surf.blit(corner, (pad, pad))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(w - pad, h - pad)))
    if colour == 0:
        # Purple cards are poison: their penalty in a dark pill at the bottom
        pill_px = max(7, round(h * 0.12))
        pill_text = textr.art_text(f"\u2212{number}", "sans_bold", pill_px, theme.PAPER)
        pw = pill_text.get_width() + round(h * 0.08)
        ph = round(pill_px * 1.35)
        pill = rounded_rect(pw, ph, ph // 2, (*_mix(rgb, (0, 0, 0), 0.45), 255),
                            _mix(rgb, theme.PAPER, 0.4), max(1.0, w / 80))
        cx, cy = w * 0.42, h * 0.81
        surf.blit(pill, pill.get_rect(center=(cx, cy)))
        surf.blit(pill_text, pill_text.get_rect(center=(cx, cy)))
    return surf


@lru_cache(maxsize=64)
@costly
def card_back_face(w: int, h: int) -> pygame.Surface:
    """The back of every card: purple waves and a gold 龍 seal."""
    surf = card_back(w, h, DRAGON_PURPLE, BACK_ACCENT).copy()
    if w >= 22:
        d = round(w * 0.46)

        def seal(s, f):
            c = s.get_width() / 2
            pygame.draw.circle(s, (54, 22, 66), (c, c), c - f)
            pygame.draw.circle(s, BACK_ACCENT, (c, c), c - f, max(1, round(w * 0.03 * f)))
        disc = supersampled(d, d, seal)
        surf.blit(disc, disc.get_rect(center=(w / 2, h / 2)))
        glyph = textr.art_text("\u9f8d", "jp", max(6, round(d * 0.58)), BACK_ACCENT)
        surf.blit(glyph, glyph.get_rect(center=(w / 2, h / 2)))
    return surf


@lru_cache(maxsize=32)
@costly
def trump_face(colour: int, w: int, h: int) -> pygame.Surface:
    """A Trump Indicator card: the trump colour, its symbol and 切札 ("trump")."""
    rgb = colour_rgb(colour)
    surf = card_blank(w, h, _mix(rgb, theme.PAPER, 0.82), rgb, seed=90 + colour).copy()
    d = round(w * 0.74)

    def disc(s, f):
        c = s.get_width() / 2
        pygame.draw.circle(s, rgb, (c, c), c - f)
        pygame.draw.circle(s, TOKEN_GOLD, (c, c), c - f, max(1, round(w * 0.025 * f)))
        inner = pygame.Rect(0, 0, round(c * 1.1), round(c * 1.1))
        inner.center = (round(c), round(c))
        draw_symbol(s, SYMBOLS[colour] if 0 <= colour < 4 else "star", inner, theme.PAPER)
    art = supersampled(d, d, disc)
    surf.blit(art, art.get_rect(center=(w / 2, h * 0.52)))
    top = textr.art_text("\u5207\u672d", "jp", max(6, round(h * 0.13)), _mix(rgb, (0, 0, 0), 0.3))
    surf.blit(top, top.get_rect(midtop=(w / 2, round(h * 0.07))))
    name = NAMES[colour] if 0 <= colour < 4 else "?"
    px = textr.art_fit_px(name.upper(), "sans_bold", max(6, round(h * 0.11)), round(w * 0.86), 5)
    bottom = textr.art_text(name.upper(), "sans_bold", px, _mix(rgb, (0, 0, 0), 0.3))
    surf.blit(bottom, bottom.get_rect(midbottom=(w / 2, h - round(h * 0.06))))
    return surf


def _disc_base(s: pygame.Surface, f: float, fill, rim) -> tuple[float, float]:
    size = s.get_width()
    c = size / 2
    r = c - 2 * f
    pygame.draw.circle(s, (0, 0, 0, 70), (c + f * 1.5, c + f * 2.5), r)
    pygame.draw.circle(s, rim, (c, c), r)
    pygame.draw.circle(s, fill, (c, c), r * 0.86)
    return c, r


@lru_cache(maxsize=32)
@costly
def body_token(d: int) -> pygame.Surface:
    """A Dragon Body token: crimson lacquer with rows of gold scales (uroko)."""

    def draw(s, f):
        c, r = _disc_base(s, f, TOKEN_RED, TOKEN_GOLD)
        size = s.get_width()
        scales = pygame.Surface((size, size), pygame.SRCALPHA)
        unit = r * 0.5
        row = 0
        y = c - r
        while y < c + r + unit:
            offset = unit / 2 if row % 2 else 0.0
            x = c - r - unit + offset
            while x < c + r + unit:
                pygame.draw.circle(scales, _mix(TOKEN_RED, TOKEN_GOLD, 0.28), (x, y), unit * 0.5,
                                   draw_bottom_left=True, draw_bottom_right=True)
                pygame.draw.circle(scales, TOKEN_GOLD, (x, y), unit * 0.5,
                                   max(1, round(f * d / 40)),
                                   draw_bottom_left=True, draw_bottom_right=True)
                x += unit
            y += unit * 0.45
            row += 1
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r * 0.8)
        scales.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(scales, (0, 0))
        pygame.draw.circle(s, TOKEN_RED_DARK, (c, c), r * 0.86, max(1, round(f * d / 30)))
    return supersampled(d, d, draw)


@lru_cache(maxsize=16)
@costly
def head_token(d: int) -> pygame.Surface:
    """The Dragon Head token: a gold dragon mask on crimson lacquer."""

    def draw(s, f):
        c, r = _disc_base(s, f, TOKEN_RED_DARK, TOKEN_GOLD)
        pygame.draw.circle(s, TOKEN_RED, (c, c), r * 0.78)
        box = r * 1.5
        x0, y0 = c - box / 2, c - box / 2 + r * 0.04

        def p(x, y):
            return (x0 + x * box, y0 + y * box)

        gold, dark = TOKEN_GOLD, TOKEN_RED_DARK
        # horns
        for side in (-1, 1):
            pygame.draw.polygon(s, gold, [p(0.5 + side * 0.12, 0.3), p(0.5 + side * 0.36, 0.02),
                                          p(0.5 + side * 0.3, 0.2), p(0.5 + side * 0.22, 0.34)])
            # mane spikes
            pygame.draw.polygon(s, gold, [p(0.5 + side * 0.24, 0.36), p(0.5 + side * 0.46, 0.34),
                                          p(0.5 + side * 0.3, 0.48)])
            pygame.draw.polygon(s, gold, [p(0.5 + side * 0.24, 0.5), p(0.5 + side * 0.44, 0.56),
                                          p(0.5 + side * 0.26, 0.62)])
        # the head and the snout
        pygame.draw.ellipse(s, gold, pygame.Rect(p(0.25, 0.24), (box * 0.5, box * 0.44)))
        pygame.draw.ellipse(s, gold, pygame.Rect(p(0.31, 0.52), (box * 0.38, box * 0.34)))
        # eyes, slanted
        for side in (-1, 1):
            pygame.draw.polygon(s, dark, [p(0.5 + side * 0.05, 0.44), p(0.5 + side * 0.19, 0.36),
                                          p(0.5 + side * 0.17, 0.45)])
            pygame.draw.circle(s, (250, 236, 160), p(0.5 + side * 0.135, 0.415), box * 0.018)
            # nostrils
            pygame.draw.circle(s, dark, p(0.5 + side * 0.07, 0.72), box * 0.025)
            # whiskers
            pts = [p(0.5 + side * (0.18 + 0.06 * i), 0.74 + 0.05 * math.sin(i * 1.3))
                   for i in range(6)]
            pygame.draw.lines(s, gold, False, pts, max(1, round(f * d / 36)))
        # the mouth
        pygame.draw.line(s, dark, p(0.4, 0.8), p(0.6, 0.8), max(1, round(f * d / 40)))
        pygame.draw.circle(s, TOKEN_GOLD, (c, c), r * 0.78, max(1, round(f * d / 50)))
    return supersampled(d, d, draw)


def card_radius(w: int) -> int:
    return radius_for(w)
