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
        """Every legal action as a button; concessions (resign, a tie...) apart, bottom
        left, each kind in a slot of its own that stays put when the others come and go."""
        if self.legal is None:
            return []
        plays = [a for a in self.legal if not a.concession]
        out = [ActionButton(str(a), a) for a in plays[: self.MAX_BUTTONS]]
        kinds = [t for t in self.game.action_types if getattr(t, "concession", False)]
        if kinds:
            legal = {type(a): a for a in self.legal if a.concession}
            entries = [(_label(t, legal.get(t)), legal.get(t), "") for t in kinds]
            h = self.px(30)
            out += self.slotted_buttons(self.rect.x + self.px(16),
                                        self.rect.bottom - self.px(16) - h, entries, h)
        return out

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


def _label(kind: type, action) -> str:
    """A concession button's words: the action's own ("resign" -> "Resign")."""
    if action is None:
        try:
            action = kind()
        except TypeError:  # a concession with fields: its class name in words
            return kind.__name__
    text = str(action)
    return text[:1].upper() + text[1:]
