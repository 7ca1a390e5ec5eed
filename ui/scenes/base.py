"""The scene base: a screen with its own widgets, drawn by the app's scene stack.

The app calls `on_enter()` when a scene becomes the top of the stack, `on_exit()` when it
is covered or closed (then `closed()` once it is gone for good), `handle_event(event)` for
each input event, `update(dt)` every frame and `draw(surface)`. A scene builds its
pygame_gui widgets in `build()` on entering (and after a resize), and they are removed
when it exits; its own state lives on. `overlay` scenes are drawn over the scene beneath.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

import pygame
import pygame_gui

from ui import theme
from ui.render.shapes import radial_vignette
from ui.scenes.focus import FocusRing


class Scene:
    overlay = False

    def __init__(self, app):
        self.app = app
        self.active = False
        self.elements: list = []
        self.callbacks: dict = {}
        self.ring = FocusRing(self)

    # -- lifecycle (called by the app) ---------------------------------------------------

    def on_enter(self) -> None:
        self.active = True
        self.build()

    def on_exit(self) -> None:
        self.clear()
        self.active = False

    def resized(self) -> None:
        """Lay the scene out again for the window's size, at once."""
        run_steps(self.layout_steps())

    def layout_steps(self) -> Iterator[None]:
        """`resized` in steps (each `yield` ends one): after a window resize the app runs
        a few a frame under a time budget, showing the old picture meanwhile (ui/app.py).
        No step should take more than about 15 ms; the scene is not drawn before the
        last. The default: the widgets cleared, then `build_steps`."""
        if self.active:
            self.clear()
            yield
            yield from self.build_steps()

    def closed(self) -> None:
        """The scene is gone for good (stop workers, let go of resources)."""

    # -- widgets --------------------------------------------------------------------------

    def build(self) -> None:
        """Make the widgets (on entering). A scene whose widgets are costly makes them in
        `build_steps` and builds with `run_steps(self.build_steps())`."""

    def build_steps(self) -> Iterator[None]:
        """`build` in steps (the layout after a resize); by default in one."""
        self.build()
        yield

    def clear(self) -> None:
        for element in self.elements:
            element.kill()
        self.elements.clear()
        self.callbacks.clear()
        self.ring.clear()

    def add(self, element):
        self.elements.append(element)
        return element

    def button(self, rect: pygame.Rect, label: str, on_press: Callable[[], None],
               object_id: str | None = None, tooltip: str | None = None,
               enabled: bool = True, container=None) -> pygame_gui.elements.UIButton:
        kwargs = {}
        if object_id:
            kwargs["object_id"] = pygame_gui.core.ObjectID(object_id=object_id)
        b = pygame_gui.elements.UIButton(pygame.Rect(rect), label, manager=self.app.gui,
                                         tool_tip_text=tooltip, container=container, **kwargs)
        if not enabled:
            b.disable()
        self.callbacks[b] = on_press
        return self.add(b)

    def label(self, rect: pygame.Rect, text: str, object_id: str | None = None,
              container=None) -> pygame_gui.elements.UILabel:
        kwargs = {}
        if object_id:
            kwargs["object_id"] = pygame_gui.core.ObjectID(object_id=object_id)
        return self.add(pygame_gui.elements.UILabel(pygame.Rect(rect), text,
                                                    manager=self.app.gui, container=container,
                                                    **kwargs))

    # -- events ---------------------------------------------------------------------------

    def accepts(self, event: pygame.event.Event) -> bool:
        """Whether the scene (and its widgets) should see `event` at all (a curtain
        drops the keys and clicks that began before it was on screen)."""
        return True

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.callbacks:
            if event.ui_element in self.ring.stops:
                self.ring.current = event.ui_element
            self.press(event.ui_element)

    def press(self, element) -> None:
        """A button of this scene was pressed (a click, or Enter on the focused one)."""
        callback = self.callbacks.get(element)
        if callback is not None:
            self.app.audio.play("click")
            callback()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.ring.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()

    def update(self, dt: float) -> None:
        pass

    def background_update(self, dt: float) -> None:
        """Called every frame while another scene covers this one."""

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn after the widgets, on the top scene only: the keyboard focus ring."""
        self.ring.draw(surface)

    def focus_rect(self, stop: str) -> pygame.Rect | None:
        """The rectangle of a named focus stop (see FocusRing)."""
        return None

    def toast_area(self) -> pygame.Rect | None:
        """Where notices go over this scene (None: the top of the window)."""
        return None

    # -- layout helpers -------------------------------------------------------------------

    def px(self, n: float) -> int:
        return self.app.px(n)


def run_steps(steps: Iterable[None]) -> None:
    """Run a scene's steps (`build_steps`, `layout_steps`) to their end, at once."""
    for _ in steps:
        pass


def draw_backdrop(surface: pygame.Surface) -> None:
    """The hall's night-blue backdrop, lit in the middle."""
    w, h = surface.get_size()
    surface.blit(radial_vignette(w, h, theme.INK_LIGHT, (10, 10, 18)), (0, 0))


_VEILS: dict = {}


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (a modal over the table, the log included)."""
    key = (surface.get_size(), alpha)
    veil = _VEILS.get(key)
    if veil is None:  # made once per window size and strength, not every frame
        if len(_VEILS) > 8:
            _VEILS.clear()
        veil = _VEILS[key] = pygame.Surface(key[0], pygame.SRCALPHA)
        veil.fill((6, 6, 12, alpha))
    surface.blit(veil, (0, 0))
