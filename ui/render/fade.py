"""Faded copies of cached surfaces, in a few alpha steps, each made once.

Never fade a cached surface in place: `set_alpha` on a shared surface changes it for every
other user, and `set_alpha(None)` on a per-pixel-alpha surface turns its blending off (its
transparent corners are then drawn black). Ask for a faded copy instead.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

_FADED: OrderedDict = OrderedDict()
STEPS = 16  # alpha is rounded to 1/16ths: a fade of a second shows no banding


def faded(surface: pygame.Surface, alpha: float) -> pygame.Surface:
    """`surface` drawn at `alpha` (0-255): the surface itself when opaque, else a copy
    kept in a small cache (keyed by the surface and the alpha step)."""
    step = max(0, min(STEPS, round(alpha * STEPS / 255)))
    if step >= STEPS:
        return surface
    key = (id(surface), step)
    cached = _FADED.get(key)
    if cached is not None and cached[0] is surface:
        _FADED.move_to_end(key)
        return cached[1]
    out = surface.copy()
    level = round(255 * step / STEPS)
    if surface.get_flags() & pygame.SRCALPHA:
        # multiply every pixel's alpha: the corners stay transparent, blending stays on
        out.fill((255, 255, 255, level), special_flags=pygame.BLEND_RGBA_MULT)
    else:
        out.set_alpha(level)
    _FADED[key] = (surface, out)
    if len(_FADED) > 256:
        _FADED.popitem(last=False)
    return out
