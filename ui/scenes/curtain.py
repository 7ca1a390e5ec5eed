"""The pass-the-device curtain between two humans' turns (hot-seat)."""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.icon import app_icon
from ui.scenes.base import Scene, draw_backdrop


class CurtainScene(Scene):
    def __init__(self, app, name: str, on_done):
        super().__init__(app)
        self.name = name
        self.on_done = on_done
        self.t = 0.0

    def build(self) -> None:
        w, h = self.app.size
        label = f"I am {self.name}: show my cards"
        # as wide as its label (the #primary font: bold, 19 reference pixels) needs
        bw = textr.font("sans_bold", self.px(19)).size(label)[0] + self.px(48)
        bw = min(max(bw, self.px(260)), w - self.px(80))
        self.button(pygame.Rect(w // 2 - bw // 2, h // 2 + self.px(70), bw, self.px(52)),
                    label, self.done, object_id="#primary")

    def done(self) -> None:
        self.app.pop()
        self.on_done()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.done()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from ui.scenes.dialogs import PauseScene

            table = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
            if table is not None and hasattr(table, "match"):
                self.app.push(PauseScene(self.app, table))

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, h = surface.get_size()
        icon = app_icon(self.px(96))
        surface.blit(icon, icon.get_rect(center=(w // 2, h // 2 - self.px(150))))
        textr.blit_text(surface, f"Pass to {self.name}", "serif_bold", self.px(54), theme.GOLD,
                        (w // 2, h // 2 - self.px(70)), "midtop")
        textr.blit_text(surface, "Everyone else, look away. Press Space when "
                        f"{self.name} is ready.", "sans", self.px(18), theme.TEXT_DIM,
                        (w // 2, h // 2 + self.px(12)), "midtop")
