"""Fonts by role and pixel size, and cached text surfaces.

Roles: sans, sans_bold, sans_italic, serif, serif_bold, serif_italic, jp (see
ui.theme.FONT_FILES). Rendering text every frame is slow, so surfaces are kept in a small
LRU cache keyed by (text, role, size, colour).
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from ui.theme import font_file

_TEXT_CACHE: OrderedDict = OrderedDict()
_TEXT_CACHE_SIZE = 2000


@lru_cache(maxsize=256)
def font(role: str, px: int) -> pygame.font.Font:
    return pygame.font.Font(str(font_file(role)), max(6, int(px)))


def text(string: str, role: str, px: int, colour, alpha: int = 255) -> pygame.Surface:
    key = (string, role, int(px), tuple(colour), alpha)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    surf = font(role, px).render(string, True, colour)
    if alpha < 255:
        surf.set_alpha(alpha)
    _TEXT_CACHE[key] = surf
    if len(_TEXT_CACHE) > _TEXT_CACHE_SIZE:
        _TEXT_CACHE.popitem(last=False)
    return surf


def blit_text(target: pygame.Surface, string: str, role: str, px: int, colour, pos,
              anchor: str = "topleft", alpha: int = 255) -> pygame.Rect:
    surf = text(string, role, px, colour, alpha)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    target.blit(surf, rect)
    return rect


def wrap(string: str, role: str, px: int, width: int) -> list[str]:
    """Split `string` into lines no wider than `width` pixels (words kept whole)."""
    f = font(role, px)
    lines: list[str] = []
    for paragraph in string.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_wrapped(target: pygame.Surface, string: str, role: str, px: int, colour,
                 rect: pygame.Rect, line_gap: float = 1.25, align: str = "left") -> int:
    """Draw wrapped text inside `rect`; returns the height used."""
    y = rect.top
    step = round(px * line_gap)
    for line in wrap(string, role, px, rect.width):
        if y + step > rect.bottom + step * 0.3:
            break
        surf = text(line, role, px, colour)
        if align == "center":
            target.blit(surf, surf.get_rect(midtop=(rect.centerx, y)))
        else:
            target.blit(surf, (rect.left, y))
        y += step
    return y - rect.top


def fit_px(string: str, role: str, px: int, width: int, minimum: int = 8) -> int:
    """The largest size <= px at which `string` fits in `width` pixels."""
    while px > minimum and font(role, px).size(string)[0] > width:
        px -= 1
    return px
