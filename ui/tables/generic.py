"""A plain table for a game without a table view of its own: the view as text and every
legal action as a button. Used by the tests' toy game and while a game's table is built."""

from __future__ import annotations

import dataclasses

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.tables.base import ActionButton, TableView


class GenericTable(TableView):
    MAX_BUTTONS = 16

    def buttons(self) -> list[ActionButton]:
        if self.legal is None:
            return []
        return [ActionButton(str(a), a) for a in self.legal[: self.MAX_BUTTONS]]

    def status(self) -> str:
        if self.legal is not None:
            return "Your turn: choose a move below."
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None:
            return
        box = self.rect.inflate(-self.px(80), -self.px(160))
        surface.blit(rounded_rect(box.w, box.h, self.px(12), (10, 30, 26, 160)), box)
        y = box.y + self.px(16)
        for f in dataclasses.fields(self.view):
            value = getattr(self.view, f.name)
            line = f"{f.name.replace('_', ' ')}: {value}"
            for part in textr.wrap(line, "sans", self.px(15), box.w - self.px(32)):
                if y > box.bottom - self.px(24):
                    return
                textr.blit_text(surface, part, "sans", self.px(15), theme.TEXT,
                                (box.x + self.px(16), y))
                y += self.px(21)
