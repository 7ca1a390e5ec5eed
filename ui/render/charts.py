"""Small charts in the house style: a win-rate bar with its interval, and a line of
scores. Both draw onto a surface given to them; the statistics scene draws them once
into its cached page (never per frame).
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect, supersampled

TRACK = (44, 46, 66)
RATE = (196, 152, 66)        # the win rate: gold
INTERVAL = (236, 214, 160)   # the interval: pale gold whiskers over the track
LOSS_DOT = (150, 146, 138)


def win_rate_bar(surface: pygame.Surface, rect: pygame.Rect, rate: float | None,
                 interval: tuple[float, float] | None) -> None:
    """A track, the win rate filled in gold, and the 95% interval as a pale bracket over
    it (thin line from its low end to its high end, with end ticks)."""
    h = rect.h
    surface.blit(rounded_rect(rect.w, h, h // 2, (*TRACK, 255), (78, 74, 62), 1), rect)
    if rate is None:
        return
    fill_w = round(rect.w * rate)
    if fill_w >= 2:
        surface.blit(rounded_rect(max(h, fill_w), h, h // 2, (*RATE, 255)),
                     (rect.x, rect.y), pygame.Rect(0, 0, fill_w, h))
    if interval is not None:
        lo = rect.x + round(rect.w * interval[0])
        hi = rect.x + round(rect.w * interval[1])
        y = rect.centery
        line = max(1, h // 6)
        tick = max(3, h // 2 + 1)
        pygame.draw.line(surface, INTERVAL, (lo, y), (hi, y), line)
        for x in (lo, hi):
            pygame.draw.line(surface, INTERVAL, (x, y - tick), (x, y + tick), line)


def score_line(w: int, h: int, points: list[tuple[float, bool]], px, dots: bool = True,
               axis: bool = True) -> pygame.Surface:
    """The scores of the last games, oldest at the left: a line, a gold dot for a game
    won and a grey one for a game lost; with `axis`, the highest and lowest score
    written at the left and a faint line under the zero. `px` sizes labels and dots."""
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    if not points:
        return surf
    values = [p[0] for p in points]
    top, bottom = max(values), min(values)
    if top == bottom:
        top, bottom = top + 1, bottom - 1
    label_px = px(11)
    left = 0
    if axis:
        labels = [f"{top:g}", f"{bottom:g}"]
        left = max(textr.font("sans", label_px).size(t)[0] for t in labels) + px(8)
    pad = px(5)
    plot = pygame.Rect(left + pad, pad, max(2, w - left - 2 * pad), max(2, h - 2 * pad))

    def at(i: int, v: float) -> tuple[float, float]:
        x = plot.x + (plot.w * i / (len(points) - 1) if len(points) > 1 else plot.w / 2)
        return x, plot.bottom - plot.h * (v - bottom) / (top - bottom)

    r = max(2.0, px(3.2)) if dots else 0.0

    def draw(s: pygame.Surface, f: float) -> None:
        if axis:
            for y in (plot.top, plot.bottom):
                pygame.draw.line(s, (70, 68, 60), (plot.x * f, y * f), (plot.right * f, y * f),
                                 max(1, int(f)))
            if bottom < 0 < top:
                y0 = at(0, 0)[1]
                pygame.draw.line(s, (96, 92, 80), (plot.x * f, y0 * f),
                                 (plot.right * f, y0 * f), max(1, int(f)))
        pts = [(x * f, y * f) for x, y in (at(i, v) for i, (v, _) in enumerate(points))]
        if len(pts) > 1:
            pygame.draw.lines(s, (*theme.TEXT_DIM, 220), False, pts, max(1, int(f * px(1.6))))
        if r:
            for (x, y), (_, won) in zip(pts, points):
                pygame.draw.circle(s, RATE if won else LOSS_DOT, (x, y), r * f)
                pygame.draw.circle(s, (20, 20, 30), (x, y), r * f, max(1, int(f)))

    surf.blit(supersampled(w, h, draw, 3), (0, 0))
    if axis:
        textr.blit_text(surf, f"{top:g}", "sans", label_px, theme.TEXT_DIM,
                        (left - px(6), 0), "topright")
        textr.blit_text(surf, f"{bottom:g}", "sans", label_px, theme.TEXT_DIM,
                        (left - px(6), h), "bottomright")
    return surf
