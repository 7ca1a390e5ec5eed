"""The game log beside the table: newest line at the bottom, the mouse wheel scrolls back.

pygame_gui's UITextBox lays its whole text out again on every append, which cost over 100 ms
a frame once a game's log reached a few hundred lines. Here each entry is wrapped once when
it arrives and only the visible lines are drawn (their surfaces come from the text cache), so
a long game costs the same per frame as a short one.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect

SCROLLED_LINES = 3  # lines moved by one notch of the mouse wheel


class LogPanel:
    def __init__(self, rect: pygame.Rect, px: int) -> None:
        self.rect = pygame.Rect(rect)
        self.px = px
        self.pad = max(6, px * 3 // 4)
        self.step = round(px * 1.35)
        self.indent = px  # continuation lines hang under the first, so entries stand apart
        self.lines: list[tuple[str, bool]] = []  # (text, continues the entry above)
        self.back = 0  # how many lines the view is scrolled up from the newest

    @property
    def visible(self) -> int:
        return max(1, (self.rect.h - 2 * self.pad) // self.step)

    def append(self, entry: str) -> None:
        width = self.rect.w - 2 * self.pad - self.px // 2 - self.indent  # and the scroll bar
        new = textr.wrap(entry, "sans", self.px, width)
        self.lines += [(line, i > 0) for i, line in enumerate(new)]
        if self.back:  # a reader scrolled back keeps their place while new lines arrive
            self.back += len(new)

    def scroll(self, lines: int) -> None:
        """Positive scrolls back towards the first line."""
        self.back = max(0, min(len(self.lines) - self.visible, self.back + lines))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(event.y * SCROLLED_LINES)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        surface.blit(rounded_rect(r.w, r.h, self.pad, (26, 28, 42)), r)
        pygame.draw.rect(surface, (70, 66, 56), r, 1, border_radius=self.pad)
        count = self.visible
        end = len(self.lines) - self.back
        shown = self.lines[max(0, end - count):end]
        y = r.y + self.pad
        for line, continued in shown:
            x = r.x + self.pad + (self.indent if continued else 0)
            textr.blit_text(surface, line, "sans", self.px, theme.TEXT, (x, y))
            y += self.step
        if len(self.lines) > count:  # a thin bar shows where the view is in the whole log
            track = r.h - 2 * self.pad
            thumb = max(self.px * 2, track * count // len(self.lines))
            top = (track - thumb) * max(0, end - count) // max(1, len(self.lines) - count)
            bar = pygame.Rect(r.right - self.pad // 2 - 4, r.y + self.pad + top, 4, thumb)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=2)
