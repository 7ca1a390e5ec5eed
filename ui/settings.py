"""The player's settings, remembered as JSON in the user config folder."""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, fields

from engine.paths import config_dir, write_atomic

WINDOW_SIZES = ((1024, 576), (1152, 648), (1280, 720), (1366, 768), (1600, 900),
                (1920, 1080), (2560, 1440), (3200, 1800), (3840, 2160))
# A window's title bar and the desktop's task bar take some of the screen's height.
WINDOW_FRAME_H = 64


def fitting_window_sizes(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes that fit on a desktop of this size (with room for the window's
    frame); all of them when the desktop is not known. Never empty: the smallest size
    stays on offer on a tiny screen."""
    if desktop is None:
        return [z for z in WINDOW_SIZES if z[0] <= 2560]
    dw, dh = desktop
    fitting = [z for z in WINDOW_SIZES if z[0] <= dw and z[1] + WINDOW_FRAME_H <= dh]
    return fitting or [WINDOW_SIZES[0]]
SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
# The text sizes on offer, and the factor each applies to every label (ui.render.text).
TEXT_SCALES = {"normal": 1.0, "large": 1.2}


@dataclass
class Settings:
    window_w: int = 1280
    window_h: int = 720
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    volume: float = 0.6
    show_log: bool = True
    confirm_quit: bool = True
    text_size: str = "normal"           # a key of TEXT_SCALES
    pause_after_trick: bool = False     # wait for the player after each trick / battle

    @property
    def text_scale(self) -> float:
        return TEXT_SCALES.get(self.text_size, 1.0)

    @property
    def window_size(self) -> tuple[int, int]:
        return self.window_w, self.window_h

    @classmethod
    def load(cls) -> Settings:
        """The saved settings; anything missing or unreadable falls back to defaults."""
        path = config_dir() / "settings.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        settings = cls()
        for f in fields(cls):
            value = data.get(f.name)
            default = getattr(settings, f.name)
            if isinstance(value, type(default)) and not (
                    isinstance(value, bool) and not isinstance(default, bool)):
                setattr(settings, f.name, value)
            elif isinstance(default, float) and isinstance(value, int) \
                    and not isinstance(value, bool):
                setattr(settings, f.name, float(value))
        for name in ("animation_speed", "volume"):  # NaN and infinity are no setting
            if not math.isfinite(getattr(settings, name)):
                setattr(settings, name, getattr(cls(), name))
        settings.window_w = min(max(settings.window_w, 960), 7680)
        settings.window_h = min(max(settings.window_h, 540), 4320)
        settings.animation_speed = min(max(settings.animation_speed, 0.25), 4.0)
        settings.volume = min(max(settings.volume, 0.0), 1.0)
        if settings.text_size not in TEXT_SCALES:
            settings.text_size = "normal"
        return settings

    def save(self) -> str | None:
        """Write the settings; returns a message if they could not be written."""
        try:
            write_atomic(config_dir() / "settings.json", json.dumps(asdict(self), indent=2))
        except OSError as e:
            return f"Settings could not be saved: {e.strerror or e}"
        return None


def pauses_after(settings: Settings, game, event) -> bool:
    """Whether the table waits for the player after `event` ("pause after each trick /
    battle"): an event of the game's first milestone kind (`Game.milestones[0]`: the
    trick, the battle, the match), when the player asked for it."""
    milestones = getattr(game, "milestones", ())
    return bool(settings.pause_after_trick and milestones
                and isinstance(event, milestones[0][0]))
