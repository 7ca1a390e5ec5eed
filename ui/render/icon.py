"""The Card Hall icon: three fanned cards with a vermilion seal."""

from __future__ import annotations

import pygame

from ui import theme
from ui.render.shapes import supersampled


def app_icon(size: int) -> pygame.Surface:
    def draw(s: pygame.Surface, f: float) -> None:
        w, h = s.get_size()
        for i, (angle, colour) in enumerate(((-16, (92, 46, 110)), (0, (30, 92, 76)),
                                             (16, theme.PAPER))):
            card = pygame.Surface((w * 0.5, h * 0.72), pygame.SRCALPHA)
            pygame.draw.rect(card, colour, card.get_rect(), border_radius=int(w * 0.06))
            pygame.draw.rect(card, theme.GOLD, card.get_rect(), max(1, int(w * 0.025)),
                             border_radius=int(w * 0.06))
            if i == 2:
                pygame.draw.circle(card, theme.VERMILION,
                                   (card.get_width() / 2, card.get_height() / 2), w * 0.11)
            rot = pygame.transform.rotate(card, angle)
            centre = (w / 2 + angle * w / 160, h / 2 + abs(angle) * h / 400)
            s.blit(rot, rot.get_rect(center=centre))
    return supersampled(size, size, draw)
