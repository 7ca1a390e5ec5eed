"""Settings: window size, fullscreen, text size, the game log, animation speed, the pause
after each trick, sound and its volume. Applied at once and remembered in the user config
folder (ui/settings.py)."""

from __future__ import annotations

import time

import pygame
import pygame_gui

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.scenes.base import Scene, dim, draw_backdrop, run_steps
from ui.settings import SPEEDS, TEXT_SCALES, fitting_window_sizes

TEXT_SIZE_LABELS = {"normal": "Normal", "large": "Large"}


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


def speed_label(speed: float) -> str:
    names = {0.5: "Slow", 0.75: "Relaxed", 1.0: "Normal", 1.5: "Brisk", 2.0: "Fast",
             3.0: "Very fast"}
    return f"{names.get(speed, '')} ({speed:g}\u00d7)".strip()


def nearest_speed(speed: float) -> int:
    """The index in SPEEDS of the speed nearest `speed`."""
    return min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))


# The rows, top to bottom: (key, caption, the line under it).
ROWS = (
    ("size", "Window size", ""),
    ("fullscreen", "Fullscreen", "F11 toggles it anywhere"),
    ("text", "Text size", "Every label, at the table too"),
    ("log", "Game log beside the table", "L shows or hides it"),
    ("speed", "Animation speed", "Also the computers' pauses; Space skips"),
    ("pause", "Pause after each trick", "Or battle, match: wait for a click or Space"),
    ("sound", "Sound", "Card sounds, chimes and your-turn cue"),
    ("volume", "Volume", ""),
)


class SettingsScene(Scene):
    def __init__(self, app, overlay: bool = False):
        super().__init__(app)
        self.overlay = overlay
        self.widgets: dict = {}
        self.value_at: dict[str, tuple[int, int]] = {}  # where a slider's value is written
        self.heard_at = 0.0

    # -- layout -------------------------------------------------------------------------

    def row_h(self) -> int:
        lines = (textr.font("sans", self.px(16)).get_linesize()
                 + textr.font("sans", self.px(13)).get_linesize())
        return max(self.px(56), lines + self.px(10))

    def panel(self) -> pygame.Rect:
        w, _ = self.app.size
        top = self.px(14) + textr.font("serif_bold", self.px(40)).get_linesize() + self.px(6)
        return pygame.Rect(w // 2 - self.px(420), top, self.px(840),
                           len(ROWS) * self.row_h() + self.px(28))

    def build(self) -> None:
        run_steps(self.build_steps())

    def build_steps(self):
        """The widgets, a row a step (a resize builds them a few a frame)."""
        _, h = self.app.size
        audio = self.app.audio
        panel = self.panel()
        label_x = panel.x + self.px(40)
        col_x = panel.x + self.px(430)
        fw = self.px(300)
        fh = max(self.px(36), textr.font("sans", self.px(16)).get_linesize() + self.px(10))
        box = self.px(24)
        caption_w = col_x - label_x - self.px(16)
        y = panel.y + self.px(14)
        self.widgets = {}
        self.value_at = {}
        for key, caption, sub in ROWS:
            cap_h = textr.font("sans", self.px(16)).get_linesize()
            sub_h = textr.font("sans", self.px(13)).get_linesize() if sub else 0
            top = y + (self.row_h() - cap_h - sub_h) // 2
            self.label(pygame.Rect(label_x, top, caption_w, cap_h), caption, object_id="#left")
            if key == "sound" and audio.problem:
                sub = audio.problem
            if sub:
                self.label(pygame.Rect(label_x, top + cap_h, caption_w, sub_h), sub,
                           object_id="#subheading_left")
            mid = y + self.row_h() // 2
            field = pygame.Rect(col_x, mid - fh // 2, fw, fh)
            tick = pygame.Rect(col_x, mid - box // 2, box, box)
            slider = pygame.Rect(col_x, mid - fh // 2, fw - self.px(110), fh)
            self.widgets[key] = self.add(self._widget(key, field, tick, slider))
            if key in ("speed", "volume"):
                self.value_at[key] = (slider.right + self.px(14), mid)
            y += self.row_h()
            yield
        if not audio.available:  # nothing to switch on: say so instead
            self.widgets["sound"].disable()
            self.widgets["volume"].disable()
        done = self.button(pygame.Rect(panel.centerx - self.px(80),
                                       min(h - self.px(64), panel.bottom + self.px(16)),
                                       self.px(160), self.px(44)),
                           "Done", self.back, object_id="#primary")
        self.ring.set_stops([done], default=None)

    def _widget(self, key: str, field: pygame.Rect, tick: pygame.Rect, slider: pygame.Rect):
        s = self.app.settings
        gui = self.app.gui
        if key == "size":
            current = (s.window_w, s.window_h)
            sizes = fitting_window_sizes(desktop_size())
            if current not in sizes:  # (a size the window was dragged to)
                sizes = sorted([*sizes, current])
            return pygame_gui.elements.UIDropDownMenu(
                [_size_label(z) for z in sizes], _size_label(current), field, manager=gui)
        if key == "text":
            return pygame_gui.elements.UIDropDownMenu(
                [TEXT_SIZE_LABELS[k] for k in TEXT_SCALES],
                TEXT_SIZE_LABELS.get(s.text_size, "Normal"), field, manager=gui)
        if key == "speed":
            return pygame_gui.elements.UIHorizontalSlider(
                slider, nearest_speed(s.animation_speed), (0, len(SPEEDS) - 1), manager=gui,
                click_increment=1)
        if key == "volume":
            return pygame_gui.elements.UIHorizontalSlider(
                slider, round(s.volume * 100), (0, 100), manager=gui, click_increment=5)
        state = {"fullscreen": self.app.fullscreen, "log": s.show_log,
                 "pause": s.pause_after_trick,
                 "sound": s.sound and self.app.audio.available}[key]
        return pygame_gui.elements.UICheckBox(tick, "", manager=gui, initial_state=state)

    # -- changes ------------------------------------------------------------------------

    def on_gui(self, event) -> None:
        s = self.app.settings
        element = getattr(event, "ui_element", None)
        key = next((k for k, w in self.widgets.items() if w is element), None)
        checked = event.type in (pygame_gui.UI_CHECK_BOX_CHECKED,
                                 pygame_gui.UI_CHECK_BOX_UNCHECKED)
        on = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
        changed = event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED
        moved = event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED
        if key == "size" and changed:
            w, _, h = event.text.partition(" \u00d7 ")
            s.window_w, s.window_h = int(w), int(h)
            self._save()
            self.app.set_window_size((s.window_w, s.window_h))
            return
        if key == "fullscreen" and checked:
            if on != self.app.fullscreen:
                self.app.toggle_fullscreen()
            return
        if key == "text" and changed:
            s.text_size = next(k for k, v in TEXT_SIZE_LABELS.items() if v == event.text)
            self._save()
            self.app.apply_text_size()  # every scene is built again at the new size
            return
        if key == "speed" and moved:
            s.animation_speed = SPEEDS[min(max(int(event.value), 0), len(SPEEDS) - 1)]
        elif key == "pause" and checked:
            s.pause_after_trick = on
        elif key == "sound" and checked:
            s.sound = on
            self.app.audio.enabled = on
            self.app.audio.play("click")
        elif key == "log" and checked:
            s.show_log = on
        elif key == "volume" and moved:
            s.volume = min(max(float(event.value) / 100, 0.0), 1.0)
            self.app.audio.set_volume(s.volume)
            now = time.monotonic()
            if now - self.heard_at > 0.25:  # (a sample of the new volume, not a buzz)
                self.heard_at = now
                self.app.audio.play("token")
        else:
            super().on_gui(event)
            return
        self._save()

    def _save(self) -> None:
        problem = self.app.settings.save()
        if problem:
            self.app.toast(problem, theme.BAD)

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface) -> None:
        if self.overlay:
            dim(surface, 210)
        else:
            draw_backdrop(surface)
        w, _ = surface.get_size()
        panel = self.panel()
        surface.blit(rounded_rect(panel.w, panel.h, self.px(16), (26, 28, 42, 200),
                                  (80, 74, 58), 1), panel)
        textr.blit_text(surface, "Settings", "serif_bold", self.px(40), theme.GOLD,
                        (w // 2, self.px(14)), "midtop")
        s = self.app.settings
        values = {"speed": speed_label(SPEEDS[nearest_speed(s.animation_speed)]),
                  "volume": f"{round(s.volume * 100)}%"}
        for key, (x, y) in self.value_at.items():
            colour = theme.TEXT if self.widgets[key].is_enabled else theme.TEXT_DIM
            textr.blit_text(surface, values[key], "sans", self.px(15), colour, (x, y),
                            "midleft")
