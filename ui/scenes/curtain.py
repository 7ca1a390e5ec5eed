"""The pass-the-device curtain between two humans' turns (hot-seat).

It must never be lifted by a key meant for something else: a player skipping animations
taps Space or Enter, and the next player's hand must not appear. So the curtain

- ignores every key and click that began before it was on screen (and for a short while
  after it appeared: a finger already on its way), including a held key's repeats and
  its release;
- asks for a deliberate act: a click on its button, or Space held for HOLD_S seconds
  while a bar fills (let go early and the bar drains). Enter does nothing here.

Esc opens the game menu, without Undo: undo belongs to the player whose move it is,
after the curtain.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.icon import app_icon
from ui.render.shapes import rounded_rect
from ui.scenes.base import Scene, draw_backdrop

HOLD_S = 0.5   # how long Space must be held
ARM_S = 0.3    # a key or click begun within this time of appearing counts as begun before
DRAIN_S = 0.25  # how fast the bar empties after Space is let go too early


class CurtainScene(Scene):
    def __init__(self, app, name: str, on_done, seat: int | None = None):
        super().__init__(app)
        self.name = name
        self.seat = seat
        self.on_done = on_done
        self.t = 0.0          # seconds on screen since last entered
        self.fill = 0.0       # the Space bar, 0..1
        self.holding = False  # Space is held by a press that began on the curtain
        self.stale_keys: set[int] = set()
        self.stale_buttons: set[int] = set()
        self.lifted = False
        self.button_rect = pygame.Rect(0, 0, 1, 1)

    # -- lifecycle ------------------------------------------------------------------------

    def on_enter(self) -> None:
        super().on_enter()
        self.arm()

    def arm(self) -> None:
        """Start afresh: whatever is held now began before the curtain was seen."""
        self.t = 0.0
        self.fill = 0.0
        self.holding = False
        self.stale_keys = set(self.app.keys_down)
        self.stale_buttons = set(self.app.buttons_down)

    def build(self) -> None:
        w, h = self.app.size
        label = self.button_label
        # as wide as its label (the #primary font: bold, 19 reference pixels) needs
        bw = textr.font("sans_bold", self.px(19)).size(label)[0] + self.px(48)
        bw = min(max(bw, self.px(300)), w - self.px(80))
        self.button_rect = pygame.Rect(w // 2 - bw // 2, h // 2 + self.px(70), bw, self.px(52))
        self.button(self.button_rect, label, self.done, object_id="#primary",
                    tooltip="Or hold Space")

    @property
    def button_label(self) -> str:
        return f"I am {self.name}: show my cards"

    def done(self) -> None:
        if self.lifted:
            return
        self.lifted = True
        self.app.pop()
        self.on_done()

    # -- input ----------------------------------------------------------------------------

    def accepts(self, event) -> bool:
        """Drop what began before the curtain was on screen, before any widget sees it."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            if event.key in self.stale_keys:
                return False  # a repeat of a key held from before
            if self.t <= ARM_S and event.key != pygame.K_ESCAPE:
                self.stale_keys.add(event.key)
                return False
        elif kind == pygame.KEYUP and event.key in self.stale_keys:
            self.stale_keys.discard(event.key)
            return False
        elif kind == pygame.MOUSEBUTTONDOWN:
            if self.t <= ARM_S or event.button in self.stale_buttons:
                self.stale_buttons.add(event.button)
                return False
        elif kind == pygame.MOUSEBUTTONUP and event.button in self.stale_buttons:
            self.stale_buttons.discard(event.button)
            return False
        return True

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.holding = True
        elif event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.holding = False
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()

    def open_menu(self) -> None:
        from ui.scenes.dialogs import PauseScene

        self.holding = False
        table = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        if table is not None and hasattr(table, "match"):
            self.app.push(PauseScene(self.app, table, allow_undo=False))

    def update(self, dt: float) -> None:
        self.t += dt
        if self.holding:
            self.fill = min(1.0, self.fill + dt / HOLD_S)
            if self.fill >= 1.0:
                self.done()
        elif self.fill > 0:
            self.fill = max(0.0, self.fill - dt / DRAIN_S)

    # -- drawing --------------------------------------------------------------------------

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, h = surface.get_size()
        icon = app_icon(self.px(96))
        surface.blit(icon, icon.get_rect(center=(w // 2, h // 2 - self.px(150))))
        title = f"Pass to {self.name}"
        size = textr.fit_px(title, "serif_bold", self.px(54), w - self.px(80))
        textr.blit_text(surface, title, "serif_bold", size, theme.GOLD,
                        (w // 2, h // 2 - self.px(70)), "midtop")
        textr.blit_text(surface, f"Everyone else, look away. {self.name}: click the button "
                        "or hold Space.", "sans", self.px(18), theme.TEXT_DIM,
                        (w // 2, h // 2 + self.px(12)), "midtop")
        self._draw_space_bar(surface)

    def _draw_space_bar(self, surface) -> None:
        """Under the button: a key cap "Space" with a bar that fills while it is held."""
        r = self.button_rect
        bar = pygame.Rect(0, 0, min(r.w, self.px(300)), self.px(30))
        bar.midtop = (r.centerx, r.bottom + self.px(18))
        surface.blit(rounded_rect(bar.w, bar.h, bar.h // 2, (16, 18, 30, 230),
                                  theme.GOLD_DARK, 1.5), bar)
        if self.fill > 0:  # in twentieths: each width is drawn once and cached
            filled = max(bar.h, round(bar.w * round(self.fill * 20) / 20))
            surface.blit(rounded_rect(filled, bar.h, bar.h // 2, (*theme.GOLD_DARK, 255)),
                         bar.topleft)
        label = "Keep holding Space\u2026" if self.holding else "Hold Space"
        textr.blit_text(surface, label, "sans_bold", self.px(14), theme.TEXT, bar.center,
                        "center")
