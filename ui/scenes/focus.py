"""Keyboard focus: Tab / Shift+Tab move a visible ring among a scene's buttons, Enter (or
the keypad's Enter) presses the button in it.

A stop is a pygame_gui button of the scene, or a name the scene handles itself (the
table's cards: "table"). The ring is drawn over everything (after pygame_gui), a little
outside the focused element, so it never hides a label.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render.shapes import rounded_rect

TABLE = "table"  # the stop of the table's own choices (cards, cells), moved by the arrows
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def is_enabled(stop) -> bool:
    if isinstance(stop, str):
        return True
    return stop.alive() and stop.visible and stop.is_enabled


class FocusRing:
    def __init__(self, scene):
        self.scene = scene
        self.stops: list = []
        self.current = None

    def set_stops(self, stops: list, default=None) -> None:
        """The focusable things in Tab order; the focus stays where it was if it still
        exists, else goes to `default` (None: nowhere, until Tab is pressed)."""
        self.stops = list(stops)
        live = self.live()
        if self.current in live:
            return
        self.current = default if default in live else None

    def live(self) -> list:
        return [s for s in self.stops if is_enabled(s)]

    def clear(self) -> None:
        self.stops = []
        self.current = None

    def move(self, step: int) -> None:
        live = self.live()
        if not live:
            self.current = None
            return
        if self.current in live:
            self.current = live[(live.index(self.current) + step) % len(live)]
        else:
            self.current = live[0] if step > 0 else live[-1]

    def handle(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab and Enter on a focused button; True when the event was used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB and self.stops:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in ENTER_KEYS and self.current is not None \
                and not isinstance(self.current, str) and is_enabled(self.current):
            self.scene.press(self.current)
            return True
        return False

    def rect(self) -> pygame.Rect | None:
        """The focused element's rectangle on screen (None: nothing to mark)."""
        current = self.current
        if current is None or not is_enabled(current):
            return None
        if isinstance(current, str):
            return self.scene.focus_rect(current)
        return pygame.Rect(current.rect)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        if rect is None:
            return
        px = self.scene.px
        ring = rect.inflate(px(8), px(8))
        surface.blit(rounded_rect(ring.w, ring.h, px(9), (0, 0, 0, 0), theme.GOLD, 2.5), ring)
