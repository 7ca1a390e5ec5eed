"""The review's game log: every line the seat shown saw, the whole game long.

A line belongs to the log entry that made it; the lines up to the review's position are
lit (the newest in gold), those after it dimmed. A click on a line goes to the position
just after its entry; the wheel scrolls; the view follows the position as it moves.
Lines are wrapped once per width (not per frame) and only the visible ones are drawn.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect

SCROLLED_LINES = 3


class ReviewLog:
    def __init__(self, rect: pygame.Rect, px: int, entries: list[tuple[int, str]]):
        self.rect = pygame.Rect(rect)
        self.px = px
        self.pad = max(6, px * 3 // 4)
        self.step = round(px * 1.35)
        self.indent = px
        width = self.rect.w - 2 * self.pad - px // 2 - self.indent
        # (entry index, text, continues the line above)
        self.lines: list[tuple[int, str, bool]] = []
        for index, entry in entries:
            for i, line in enumerate(textr.wrap(entry, "sans", px, width)):
                self.lines.append((index, line, i > 0))
        self.top = 0  # the first line shown
        self.position = -1
        self.last = -1  # the newest line made before the position

    @property
    def visible(self) -> int:
        return max(1, (self.rect.h - 2 * self.pad) // self.step)

    def _last_seen(self, position: int) -> int:
        """The index of the last line made before `position` (-1: none)."""
        last = -1
        for i, (index, _, _) in enumerate(self.lines):
            if index < position:
                last = i
            else:
                break
        return last

    def follow(self, position: int) -> None:
        """The position moved: keep its newest line in view (about two thirds down)."""
        self.position = position
        self.last = last = self._last_seen(position)
        count = self.visible
        if last < self.top or last >= self.top + count:
            self.top = last - count * 2 // 3
        self.top = max(0, min(max(0, len(self.lines) - count), self.top))

    def scroll(self, lines: int) -> None:
        """Positive scrolls back towards the first line."""
        self.top = max(0, min(max(0, len(self.lines) - self.visible), self.top - lines))

    def entry_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        row = (pos[1] - self.rect.y - self.pad) // self.step
        i = self.top + row
        if row < 0 or not 0 <= i < len(self.lines) or row >= self.visible:
            return None
        return self.lines[i][0]

    def handle(self, event: pygame.event.Event, go_to) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(event.y * SCROLLED_LINES)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.entry_at(event.pos)
            if index is not None:
                go_to(index + 1)
                return True
        return False

    def draw(self, surface: pygame.Surface, hover=None) -> None:
        r = self.rect
        surface.blit(rounded_rect(r.w, r.h, self.pad, (26, 28, 42)), r)
        pygame.draw.rect(surface, (70, 66, 56), r, 1, border_radius=self.pad)
        count = self.visible
        newest = self.lines[self.last][0] if self.last >= 0 else None
        hovered = self.entry_at(hover) if hover is not None else None
        y = r.y + self.pad
        for i in range(self.top, min(len(self.lines), self.top + count)):
            index, line, continued = self.lines[i]
            if index == hovered:
                band = pygame.Rect(r.x + 2, y - 1, r.w - 4, self.step)
                surface.blit(rounded_rect(band.w, band.h, 4, (60, 56, 40, 200)), band)
            if index == newest:
                colour = theme.GOLD
            elif index < self.position:
                colour = theme.TEXT
            else:
                colour = (112, 110, 104)
            x = r.x + self.pad + (self.indent if continued else 0)
            textr.blit_text(surface, line, "sans", self.px, colour, (x, y))
            y += self.step
        if len(self.lines) > count:
            track = r.h - 2 * self.pad
            thumb = max(self.px * 2, track * count // len(self.lines))
            top = (track - thumb) * self.top // max(1, len(self.lines) - count)
            bar = pygame.Rect(r.right - self.pad // 2 - 4, r.y + self.pad + top, 4, thumb)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=2)
