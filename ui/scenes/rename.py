"""Renaming a saved game: a text entry over the load screen. What the player types is
checked as they type (ui.scenes.saves.rename_problem): a name that cannot be used says
why under the entry, and Rename refuses it with the same words. Esc or Cancel leaves
everything as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.save_files import NAME_LIMIT, clean_name, rename_problem, rename_save
from ui.scenes.base import Scene, dim


class RenameScene(Scene):
    overlay = True

    def __init__(self, app, path: Path, note: str, on_done: Callable[[Path], None]):
        super().__init__(app)
        self.path = path
        self.note = note
        self.on_done = on_done
        self.typed = path.name[:-5] if path.name.lower().endswith(".json") else path.name
        self.problem: str | None = None
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.ok_button = None

    def box(self) -> pygame.Rect:
        w, h = self.app.size
        width = min(w - self.px(60), self.px(640))
        inner = width - self.px(48)
        lines = 1 + (len(textr.wrap(self.note, "sans", self.px(14), inner)) if self.note else 0)
        height = (self.px(24) + round(self.px(22) * 1.3) + lines * round(self.px(14) * 1.3)
                  + self.px(14) + self.entry_h() + self.px(10) + 2 * round(self.px(14) * 1.3)
                  + self.px(16) + self.px(46) + self.px(22))
        r = pygame.Rect(0, 0, width, height)
        r.center = (w // 2, h // 2)
        return r

    def entry_h(self) -> int:
        return textr.font("sans", self.px(16)).get_linesize() + self.px(16)

    def entry_rect(self) -> pygame.Rect:
        r = self.box()
        inner = r.w - self.px(48)
        lines = 1 + (len(textr.wrap(self.note, "sans", self.px(14), inner)) if self.note else 0)
        y = r.y + self.px(24) + round(self.px(22) * 1.3) + lines * round(self.px(14) * 1.3) \
            + self.px(14)
        return pygame.Rect(r.x + self.px(24), y, inner, self.entry_h())

    def build(self) -> None:
        r = self.box()
        self.entry = self.add(pygame_gui.elements.UITextEntryLine(
            self.entry_rect(), manager=self.app.gui, initial_text=self.typed))
        self.entry.set_text_length_limit(NAME_LIMIT + 5)  # (room for a typed ".json")
        self.entry.focus()
        bw, bh = min(self.px(190), r.w // 2 - self.px(34)), self.px(46)
        y = r.bottom - bh - self.px(22)
        cancel = self.button(pygame.Rect(r.centerx - bw - self.px(10), y, bw, bh), "Cancel",
                             self.back)
        self.ok_button = self.button(pygame.Rect(r.centerx + self.px(10), y, bw, bh),
                                     "Rename", self.confirm, object_id="#primary")
        self.ring.set_stops([cancel, self.ok_button], default=None)
        self.check()

    def unchanged(self) -> bool:
        return clean_name(self.typed) + ".json" == self.path.name

    def check(self) -> None:
        self.problem = rename_problem(self.path, self.typed)
        if self.ok_button is not None:
            if self.problem is None and not self.unchanged():
                self.ok_button.enable()
            else:
                self.ok_button.disable()

    def on_gui(self, event) -> None:
        if getattr(event, "ui_element", None) is self.entry and self.entry is not None:
            if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                self.typed = self.entry.get_text()
                self.check()
                return
            if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:  # Enter in the entry
                self.typed = self.entry.get_text()
                self.confirm()
                return
        super().on_gui(event)

    def confirm(self) -> None:
        if self.app.top is not self:
            return
        new_path, problem = rename_save(self.path, self.typed)
        if problem:
            self.problem = problem
            self.app.audio.play("error")
            return
        self.app.pop()
        self.on_done(new_path)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        super().handle_event(event)

    def draw(self, surface) -> None:
        dim(surface, 170)
        r = self.box()
        surface.blit(rounded_rect(r.w, r.h, self.px(14), (26, 28, 42, 245), theme.GOLD_DARK, 2),
                     r)
        inner = r.inflate(-self.px(48), 0)
        y = r.y + self.px(24)
        title = f"Rename \u201c{self.path.name}\u201d"
        size = textr.fit_px(title, "sans_bold", self.px(20), inner.w, self.px(12))
        textr.blit_text(surface, title, "sans_bold", size, theme.TEXT, (inner.x, y))
        y += round(self.px(22) * 1.3)
        words = "Type its new name (.json is added)."
        if self.note:
            words += " " + self.note
        textr.blit_wrapped(surface, words, "sans", self.px(14), theme.TEXT_DIM,
                           pygame.Rect(inner.x, y, inner.w, r.bottom - y))
        e = self.entry_rect()
        y = e.bottom + self.px(10)
        if self.problem:
            message, colour = self.problem, theme.BAD
        elif self.unchanged():
            message, colour = "That is its name now.", theme.TEXT_DIM
        else:
            message, colour = f"It will be {clean_name(self.typed)}.json", theme.GOOD
        textr.blit_wrapped(surface, message, "sans", self.px(14), colour,
                           pygame.Rect(inner.x, y, inner.w, 2 * round(self.px(14) * 1.3)))
