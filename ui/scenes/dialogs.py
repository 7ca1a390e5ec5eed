"""Small overlays: a yes/no question, and the in-game menu."""

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
        w, h = self.app.size
        r = pygame.Rect(0, 0, self.px(620), self.px(240))
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        r = self.box()
        bw, bh = self.px(170), self.px(46)
        y = r.bottom - bh - self.px(22)
        self.button(pygame.Rect(r.centerx - bw - self.px(10), y, bw, bh), self.no, self.back)
        self.button(pygame.Rect(r.centerx + self.px(10), y, bw, bh), self.yes, self.confirm,
                    object_id="#primary")

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.confirm()
        else:
            super().handle_event(event)

    def draw(self, surface) -> None:
        dim(surface, 170)
        r = self.box()
        surface.blit(rounded_rect(r.w, r.h, self.px(14), (26, 28, 42, 245), theme.GOLD_DARK, 2),
                     r)
        inner = r.inflate(-self.px(48), -self.px(40))
        used = textr.blit_wrapped(surface, self.question, "sans_bold", self.px(20), theme.TEXT,
                                  pygame.Rect(inner.x, inner.y, inner.w, self.px(80)))
        textr.blit_wrapped(surface, self.detail, "sans", self.px(15), theme.TEXT_DIM,
                           pygame.Rect(inner.x, inner.y + used + self.px(8), inner.w,
                                       self.px(60)))


class PauseScene(Scene):
    """The game menu over the table: resume, undo, rules, settings, save, quit."""

    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def build(self) -> None:
        w, h = self.app.size
        items = [
            ("Resume", self.back, "#primary", None),
            ("Undo", self.undo, None, "Take back your last move, if nothing hidden was "
             "revealed since"),
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
        for label, fn, oid, tip in items:
            b = self.button(pygame.Rect(w // 2 - bw // 2, y, bw, bh), label, fn, object_id=oid,
                            tooltip=tip)
            if label == "Undo" and self.table._undo_seat() is None:
                b.disable()
            y += bh + gap

    def undo(self) -> None:
        self.app.pop()
        self.table.undo()

    def rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.match.game.id, overlay=True))

    def settings(self) -> None:
        from ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app, overlay=True))

    def save_copy(self) -> None:
        self.table.save_copy()

    def new_game(self) -> None:
        from ui.scenes.menu import MenuScene
        from ui.scenes.table import TableScene

        m = self.table.match
        options = m.game.next_game_options(m.state, m.options)
        scene = TableScene.from_start(self.app, ("new", m.game, m.num_players, m.seats,
                                                 options, None))
        self.app.reset_to(MenuScene(self.app))
        self.app.push(scene)

    def quit_to_menu(self) -> None:
        from ui.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface) -> None:
        dim(surface, 170)
        w, h = surface.get_size()
        textr.blit_text(surface, "Game menu", "serif_bold", self.px(40), theme.GOLD,
                        (w // 2, h // 2 - self.px(250)), "midtop")
