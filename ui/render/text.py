"""Fonts by role and pixel size, and cached text surfaces.

Roles: sans, sans_bold, sans_italic, serif, serif_bold, serif_italic, jp (see
ui.theme.FONT_FILES). Rendering text every frame is slow, so surfaces are kept in a small
LRU cache keyed by (text, role, size, colour).

The player's text size (Settings.text_size: normal, large) is one factor applied here,
where fonts are made, so every label of every scene and table grows with it: `font`,
`text`, `blit_text`, `wrap`, `fit_px` all measure and draw at the scaled size (a size
asked for is the size at normal text). What is printed on a card, a token or a die is
part of its art, drawn to the piece's size: the art modules use `art_font`, `art_text`
and `art_fit_px`, which ignore the factor.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from ui.render import budget
from ui.theme import font_file

_TEXT_CACHE: OrderedDict = OrderedDict()
_TEXT_CACHE_SIZE = 2000

_scale = 1.0  # the player's text size (ui.settings.TEXT_SCALES)


def text_scale() -> float:
    return _scale


def set_text_scale(factor: float) -> bool:
    """Make every label `factor` times its normal size from now on; True if it changed.
    Every cached font, text and measure that may hold the old size is forgotten
    (`forget_cached_labels`)."""
    global _scale
    factor = min(max(float(factor), 0.5), 2.0)
    if factor == _scale:
        return False
    _scale = factor
    forget_cached_labels()
    return True


@lru_cache(maxsize=256)
@budget.costly
def art_font(role: str, px: int) -> pygame.font.Font:
    """The font at exactly `px` pixels (card and token art: never the text size)."""
    return pygame.font.Font(str(font_file(role)), max(6, int(px)))


@lru_cache(maxsize=256)
def font(role: str, px: int) -> pygame.font.Font:
    """The font for a label asked at `px` pixels, at the player's text size."""
    return art_font(role, max(6, round(int(px) * _scale)))


def art_text(string: str, role: str, px: int, colour, alpha: int = 255) -> pygame.Surface:
    """`text` at exactly `px` pixels (for card, token and die art)."""
    return _rendered(string, role, max(6, int(px)), colour, alpha, True)


def text(string: str, role: str, px: int, colour, alpha: int = 255) -> pygame.Surface:
    return _rendered(string, role, px, colour, alpha, False)


def _rendered(string: str, role: str, px: int, colour, alpha: int, art: bool):
    key = (string, role, int(px), tuple(colour), alpha, art)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    budget.spend()  # (after a resize the first picture is drawn over a few frames)
    surf = (art_font if art else font)(role, px).render(string, True, colour)
    if alpha < 255:
        surf.set_alpha(alpha)
    _TEXT_CACHE[key] = surf
    budget.filled()
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
    """The largest size <= px at which `string` fits in `width` pixels (at the player's
    text size: the answer is a size to pass to `font`, `text` or `blit_text`)."""
    return _fitted(lambda size: font(role, size).size(string)[0], px, width, minimum)


def art_fit_px(string: str, role: str, px: int, width: int, minimum: int = 8) -> int:
    """`fit_px` for art (`art_font`, `art_text`): the text size plays no part."""
    return _fitted(lambda size: art_font(role, size).size(string)[0], px, width, minimum)


def _fitted(measure, px: int, width: int, minimum: int) -> int:
    """The largest size <= px (and > minimum, else minimum) whose `measure` <= width.
    Widths grow in proportion to the size, so the first guess is nearly right: a few
    fonts made and measured, not one per size between (each costs a font file read)."""
    if px <= minimum:
        return px
    wide = measure(px)
    if wide <= width:
        return px
    size = max(minimum, min(px - 1, int(px * width / max(1, wide))))
    while size < px - 1 and measure(size + 1) <= width:
        size += 1
    while size > minimum and measure(size) > width:
        size -= 1
    return size


def forget_cached_labels() -> None:
    """After the text size changed: forget every surface and measure that may hold text
    of the old size, in every loaded ui module (each `lru_cache`d function, and each
    module-level dict or OrderedDict whose name says it is a cache). They are made again
    when next needed."""
    import sys

    for name, module in list(sys.modules.items()):
        if module is None or not (name == "ui" or name.startswith("ui.")):
            continue
        for attr, value in list(vars(module).items()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()
            elif "CACHE" in attr.upper() and isinstance(value, dict):
                value.clear()
