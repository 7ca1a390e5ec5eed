"""Small overlays: a yes/no question, and the in-game menu.

Both work by keyboard: Tab / Shift+Tab move the focus ring, Enter presses the button in
it, Esc goes back. A question starts focused on its safe answer ("No", "Keep playing"),
so an Enter pressed for something else never confirms it.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.scenes.base import Scene, dim


class ConfirmScene(Scene):
    overlay = True

    def __init__(self, app, question: str, detail: str, on_yes, yes: str = "Yes",
                 no: str = "No"):
        super().__init__(app)
        self.question, self.detail, self.on_yes = question, detail, on_yes
        self.yes, self.no = yes, no

    def box(self) -> pygame.Rect:
        """As tall as its words and buttons need."""
        w, h = self.app.size
        width = self.px(620)
        inner = width - self.px(48)
        q = len(textr.wrap(self.question, "sans_bold", self.px(20), inner))
        d = len(textr.wrap(self.detail, "sans", self.px(15), inner)) if self.detail else 0
        height = (self.px(20) + q * round(self.px(20) * 1.25) + self.px(8)
                  + d * round(self.px(15) * 1.25) + self.px(28) + self.px(46) + self.px(22))
        r = pygame.Rect(0, 0, width, max(self.px(170), height))
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        r = self.box()
        font = textr.font("sans_bold", self.px(19))
        bw = max(self.px(170), max(font.size(t)[0] for t in (self.yes, self.no)) + self.px(40))
        bw = min(bw, r.w // 2 - self.px(30))
        bh = self.px(46)
        y = r.bottom - bh - self.px(22)
        no = self.button(pygame.Rect(r.centerx - bw - self.px(10), y, bw, bh), self.no,
                         self.back)
        yes = self.button(pygame.Rect(r.centerx + self.px(10), y, bw, bh), self.yes,
                          self.confirm, object_id="#primary")
        self.ring.set_stops([no, yes], default=no)

    def confirm(self) -> None:
        if self.app.top is self:
            self.app.pop()
            self.on_yes()

    def draw(self, surface) -> None:
        dim(surface, 170)
        r = self.box()
        surface.blit(rounded_rect(r.w, r.h, self.px(14), (26, 28, 42, 245), theme.GOLD_DARK, 2),
                     r)
        inner = r.inflate(-self.px(48), -self.px(40))
        used = textr.blit_wrapped(surface, self.question, "sans_bold", self.px(20), theme.TEXT,
                                  pygame.Rect(inner.x, inner.y, inner.w, inner.h))
        textr.blit_wrapped(surface, self.detail, "sans", self.px(15), theme.TEXT_DIM,
                           pygame.Rect(inner.x, inner.y + used + self.px(8), inner.w,
                                       inner.h - used))


class PauseScene(Scene):
    """The game menu over the table: resume, undo, rules, settings, save, quit.

    `undo_seat`: whose move Undo takes back (the seat whose turn it was when the menu was
    opened; None: no Undo). `allow_undo` False leaves Undo out (the hot-seat curtain's
    menu: undo belongs to the player whose move it is, after the curtain)."""

    overlay = True

    def __init__(self, app, table, undo_seat: int | None = None, allow_undo: bool = True):
        super().__init__(app)
        self.table = table
        self.undo_seat = undo_seat if allow_undo else None
        self.allow_undo = allow_undo

    def build(self) -> None:
        w, h = self.app.size
        items = [("Resume", self.back, "#primary", None)]
        if self.allow_undo:
            items.append(("Undo", self.undo, None, "Take back your last move, if nothing "
                          "hidden was revealed since"))
        items += [
            ("Rules", self.rules, None, None),
            ("Settings", self.settings, None, None),
            ("Save a copy", self.save_copy, None, "The game is saved after every move "
             "anyway; this keeps a separate copy"),
            ("New game", self.new_game, None, "The same players and options, new cards"),
            ("Quit to menu", self.quit_to_menu, None, "The game stays saved: Continue "
             "from the menu"),
        ]
        bw, bh, gap = self.px(280), self.px(46), self.px(12)
        y = h // 2 - (len(items) * (bh + gap)) // 2 + self.px(30)
        stops = []
        for label, fn, oid, tip in items:
            b = self.button(pygame.Rect(w // 2 - bw // 2, y, bw, bh), label, fn, object_id=oid,
                            tooltip=tip)
            if label == "Undo" and (self.undo_seat is None or self.table.match.is_over()):
                b.disable()
            stops.append(b)
            y += bh + gap
        self.ring.set_stops(stops, default=stops[0])

    def undo(self) -> None:
        self.app.pop()
        self.table.undo(self.undo_seat)

    def rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.match.game.id, overlay=True))

    def settings(self) -> None:
        from ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app, overlay=True))

    def save_copy(self) -> None:
        self.table.save_copy()

    def in_progress(self) -> bool:
        return not self.table.match.is_over()

    def new_game(self) -> None:
        if self.in_progress():
            self.app.push(ConfirmScene(
                self.app, "Leave this game for a new one?",
                "It is kept: Load game on the main menu lists it.", self._new_game,
                yes="New game", no="Stay"))
            return
        self._new_game()

    def _new_game(self) -> None:
        from ui.scenes.menu import MenuScene
        from ui.scenes.table import TableScene

        m = self.table.match
        options = m.game.next_game_options(m.state, m.options)
        scene = TableScene.from_start(self.app, ("new", m.game, m.num_players, m.seats,
                                                 options, None))
        self.app.reset_to(MenuScene(self.app))
        self.app.push(scene)

    def quit_to_menu(self) -> None:
        if self.in_progress():
            self.app.push(ConfirmScene(
                self.app, "Leave this game for the main menu?",
                "It stays saved: Continue on the main menu picks it up.", self._quit_to_menu,
                yes="Leave", no="Stay"))
            return
        self._quit_to_menu()

    def _quit_to_menu(self) -> None:
        from ui.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface) -> None:
        dim(surface, 170)
        w, h = surface.get_size()
        textr.blit_text(surface, "Game menu", "serif_bold", self.px(40), theme.GOLD,
                        (w // 2, h // 2 - self.px(250)), "midtop")
