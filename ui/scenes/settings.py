"""Settings: window size, fullscreen, animation speed, sound. Applied at once and
remembered in the user config folder."""

from __future__ import annotations

import pygame
import pygame_gui

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.scenes.base import Scene, dim, draw_backdrop
from ui.settings import SPEEDS, fitting_window_sizes


def desktop_size() -> tuple[int, int] | None:
    """The size of the screen the window opens on, or None when it is not known (SDL's
    stand-in drivers, used without a screen, report a made-up one)."""
    from ui.app import STAND_IN_DRIVERS

    try:
        if pygame.display.get_driver() in STAND_IN_DRIVERS:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


def _size_label(size) -> str:
    return f"{size[0]} \u00d7 {size[1]}"


def _speed_label(speed: float) -> str:
    names = {0.5: "Slow", 0.75: "Relaxed", 1.0: "Normal", 1.5: "Brisk", 2.0: "Fast",
             3.0: "Very fast"}
    return f"{names.get(speed, '')} ({speed:g}\u00d7)"


class SettingsScene(Scene):
    def __init__(self, app, overlay: bool = False):
        super().__init__(app)
        self.overlay = overlay
        self.widgets: dict = {}

    def build(self) -> None:
        w, h = self.app.size
        s = self.app.settings
        col_x = w // 2 - self.px(40)
        label_x = w // 2 - self.px(360)
        y = self.px(150)
        row = self.px(62)
        fw, fh = self.px(320), self.px(40)

        def caption(text, sub=None):
            self.label(pygame.Rect(label_x, y, self.px(300), fh), text, object_id="#left")
            if sub:
                self.label(pygame.Rect(label_x, y + self.px(26), self.px(300), self.px(24)), sub,
                           object_id="#subheading_left")

        caption("Window size")
        current = (s.window_w, s.window_h)
        sizes = fitting_window_sizes(desktop_size())
        if current not in sizes:  # (a size the window was dragged to)
            sizes = sorted([*sizes, current])
        options = [_size_label(z) for z in sizes]
        self.widgets["size"] = self.add(pygame_gui.elements.UIDropDownMenu(
            options, _size_label(current), pygame.Rect(col_x, y, fw, fh), manager=self.app.gui))
        y += row
        caption("Fullscreen", "F11 toggles it anywhere")
        self.widgets["fullscreen"] = self.add(pygame_gui.elements.UICheckBox(
            pygame.Rect(col_x, y + self.px(8), self.px(24), self.px(24)), "",
            manager=self.app.gui, initial_state=self.app.fullscreen))
        y += row
        caption("Animation speed", "Space skips any animation")
        speed = min(SPEEDS, key=lambda v: abs(v - s.animation_speed))
        self.widgets["speed"] = self.add(pygame_gui.elements.UIDropDownMenu(
            [_speed_label(v) for v in SPEEDS], _speed_label(speed),
            pygame.Rect(col_x, y, fw, fh), manager=self.app.gui))
        y += row
        audio = self.app.audio
        caption("Sound", audio.problem or "Card sounds, chimes and your-turn cue")
        self.widgets["sound"] = self.add(pygame_gui.elements.UICheckBox(
            pygame.Rect(col_x, y + self.px(8), self.px(24), self.px(24)), "",
            manager=self.app.gui, initial_state=s.sound and audio.available))
        y += row
        caption("Volume")
        self.widgets["volume"] = self.add(pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(col_x, y, fw, fh), s.volume, (0.0, 1.0), manager=self.app.gui,
            click_increment=0.1))
        if not audio.available:  # nothing to switch on: say so instead
            self.widgets["sound"].disable()
            self.widgets["volume"].disable()
        y += row
        caption("Game log beside the table")
        self.widgets["log"] = self.add(pygame_gui.elements.UICheckBox(
            pygame.Rect(col_x, y + self.px(8), self.px(24), self.px(24)), "",
            manager=self.app.gui, initial_state=s.show_log))
        self.button(pygame.Rect(w // 2 - self.px(80), h - self.px(90), self.px(160),
                                self.px(44)), "Done", self.back, object_id="#primary")

    def on_gui(self, event) -> None:
        s = self.app.settings
        element = getattr(event, "ui_element", None)
        if element is self.widgets.get("size") and \
                event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            w, _, h = event.text.partition(" \u00d7 ")
            s.window_w, s.window_h = int(w), int(h)
            s.save()
            self.app.set_window_size((s.window_w, s.window_h))
            return
        if element is self.widgets.get("speed") and \
                event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            s.animation_speed = next(v for v in SPEEDS if _speed_label(v) == event.text)
        elif element is self.widgets.get("fullscreen") and event.type in (
                pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if (event.type == pygame_gui.UI_CHECK_BOX_CHECKED) != self.app.fullscreen:
                self.app.toggle_fullscreen()
            return
        elif element is self.widgets.get("sound") and event.type in (
                pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            s.sound = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            self.app.audio.enabled = s.sound
            self.app.audio.play("click")
        elif element is self.widgets.get("log") and event.type in (
                pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            s.show_log = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
        elif element is self.widgets.get("volume") and \
                event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            s.volume = float(event.value)
            self.app.audio.volume = s.volume
        else:
            super().on_gui(event)
            return
        problem = s.save()
        if problem:
            self.app.toast(problem, theme.BAD)

    def draw(self, surface) -> None:
        if self.overlay:
            dim(surface, 210)
        else:
            draw_backdrop(surface)
        w, _ = surface.get_size()
        panel = pygame.Rect(w // 2 - self.px(400), self.px(126), self.px(800), self.px(420))
        surface.blit(rounded_rect(panel.w, panel.h, self.px(16), (26, 28, 42, 200),
                                  (80, 74, 58), 1), panel)
        textr.blit_text(surface, "Settings", "serif_bold", self.px(44), theme.GOLD,
                        (w // 2, self.px(44)), "midtop")
