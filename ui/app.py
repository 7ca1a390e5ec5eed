"""The window, the scene stack and the main loop (events, update(dt), draw, 60 FPS).

No loop here ever blocks: the AI thinks in another process, animations advance by dt,
and saving is a small atomic write.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pygame

from ui import theme
from ui.audio import Audio, close_mixer, quiet_stderr
from ui.render import budget
from ui.render import text as textr
from ui.render.fade import faded
from ui.render.shapes import rounded_rect
from ui.settings import Settings

if TYPE_CHECKING:
    import pygame_gui

FPS = 60
MIN_SIZE = (960, 540)
# A resize never stalls a frame. The frame that brings it shows the last picture scaled
# to the new size (the stand-in); while the window is being dragged (a resize every
# frame) nothing more is done, so only the last size is built. Then the new layout is
# built in steps (`Scene.layout_steps`: the GUI library's theme, each scene's widgets),
# a few a frame until LAYOUT_BUDGET_S is spent, the stand-in still shown; then the first
# picture at the new size is drawn, its cached surfaces made until DRAW_BUDGET_S of the
# frame is spent (ui.render.budget: a drawing out of time is dropped for the stand-in
# and tried again next frame, what it made kept). The new picture appears whole.
# Meanwhile the pointer's events are ignored (they point at a stand-in, not at the
# widgets that will be there), and keys and the rest wait, in order, for the new layout.
# A headless app (tests, screenshots, bench/monkey.py's replays) builds it all on the
# frame after the stand-in instead, so that a run is the same frame for frame whatever
# the machine's speed (`App.rebuild_in_slices`; tests/ui/test_resize.py and
# bench/resize.py turn the slices on).
LAYOUT_BUDGET_S = 0.008  # a step starts only this early in a frame (the longest ~25 ms)
DRAW_BUDGET_S = 0.016    # surfaces are made until this far into a frame
DRAW_TRIES = 120         # then it is drawn whole (a cache too small to hold it?)
SNAPSHOT_EVERY = 20  # frames between copies of the picture (the stand-in of a resize)
POINTER_EVENTS = frozenset((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                            pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.FINGERDOWN,
                            pygame.FINGERUP, pygame.FINGERMOTION))


class NoDisplayError(RuntimeError):
    pass


# SDL's stand-in drivers: with no screen it silently falls back to "offscreen", and the
# window would then be invisible. They are used only when asked for (tests, screenshots).
STAND_IN_DRIVERS = ("offscreen", "dummy")


def check_real_display(headless: bool) -> None:
    """NoDisplayError if SDL found no screen and fell back to a stand-in driver."""
    driver = pygame.display.get_driver()
    asked = [d.strip().lower() for d in os.environ.get("SDL_VIDEODRIVER", "").split(",")]
    if not headless and driver in STAND_IN_DRIVERS and driver not in asked:
        pygame.display.quit()
        raise NoDisplayError(f"no screen was found; SDL could only offer its {driver!r} "
                             "driver")


class App:
    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None,
                 settings: Settings | None = None, headless: bool = False,
                 first_frame: Callable[[App], None] | None = None):
        """`first_frame(app)`: drawn as soon as the window is open, before the GUI library
        is loaded (the splash of run_app)."""
        self.settings = settings or Settings.load()
        self.headless = headless
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            with quiet_stderr():
                pygame.display.init()
            pygame.font.init()
        except pygame.error as e:
            raise NoDisplayError(str(e)) from None
        check_real_display(headless)
        self.audio = Audio(self.settings.sound, self.settings.volume)
        self.windowed_size = size or self.settings.window_size
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        if headless:
            self.fullscreen = False
        self.screen = self._open_window()
        pygame.display.set_caption("Card Hall")
        self._set_icon()
        pygame.key.set_repeat(350, 40)
        self.scale = theme.scale_for(self.screen.get_size())
        textr.set_text_scale(self.settings.text_scale)
        if first_frame is not None:
            first_frame(self)
        self.gui = self._make_gui()
        self.scenes: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.toasts: list[list] = []  # [text, seconds left, colour]
        # What is held down now, from the events seen (posted events too, unlike
        # pygame.key.get_pressed): a curtain ignores a key or a click begun before it.
        self.keys_down: set[int] = set()
        self.buttons_down: set[int] = set()
        self.frame_times: list[float] = []
        self.exit_code = 0
        # a resize being built (see LAYOUT_BUDGET_S): the steps left (None: none under
        # way), whether they are all done (the picture is being drawn), the picture shown
        # meanwhile (and scaled), the events that wait for the new layout
        self.rebuild: Iterator[None] | None = None
        self.rebuild_in_slices = not headless
        # A table with computers that think in the AI worker starts it as it opens, in the
        # scene change, not at the first computer move in the middle of the deal's
        # animation (starting a process takes a few frames' time); a headless app
        # starts it when it is first asked, as tests and screenshots need no process.
        self.start_workers_early = not headless
        self.laid_out = False
        self.draw_tries = 0
        self.resized_this_frame = False
        self.gui_stale = False  # a rebuild under way owes a new GUI (theme) at its scale
        self.laid_out_size = self.screen.get_size()
        self.held: list[pygame.event.Event] = []
        self.snapshot: pygame.Surface | None = None
        self.frames_drawn = 0
        self.stand_in: pygame.Surface | None = None
        self.stand_in_scaled: pygame.Surface | None = None

    # -- window -------------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        try:
            if self.fullscreen:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        except pygame.error as e:
            raise NoDisplayError(str(e)) from None

    def _set_icon(self) -> None:
        from ui.render.icon import app_icon

        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(app_icon(64))

    def _make_gui(self) -> pygame_gui.UIManager:
        import pygame_gui  # (here: a third of a second to load, after the first frame)

        return pygame_gui.UIManager(self.screen.get_size(),
                                    theme.gui_theme(self.scale, textr.text_scale()),
                                    enable_live_theme_updates=False)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def px(self, n: float) -> int:
        """A length in reference pixels (at 1280x720) scaled to the window."""
        return max(1, round(n * self.scale))

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        picture = self._picture_now()
        self.fullscreen = not self.fullscreen
        try:
            self.screen = self._open_window()
        except NoDisplayError as e:  # the screen refused the mode: stay as we were
            self.fullscreen = not self.fullscreen
            self.screen = self._open_window()
            self.toast(f"Cannot switch the screen mode: {e}", theme.BAD, 5)
            return
        self.settings.fullscreen = self.fullscreen
        self.settings.save()
        self._start_rebuild(picture)

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.windowed_size = size
        if not self.fullscreen:
            picture = self._picture_now()
            try:
                self.screen = self._open_window()
            except NoDisplayError as e:
                self.toast(f"Cannot change the window size: {e}", theme.BAD, 5)
                return
            self._start_rebuild(picture)

    def apply_text_size(self) -> None:
        """Show every label at settings.text_size now (fonts, cached labels, widgets):
        a choice in the settings, built at once."""
        if textr.set_text_scale(self.settings.text_scale):
            self._start_rebuild(None, new_gui=True)
            self.finish_rebuild()

    @property
    def scene_size(self) -> tuple[int, int]:
        """The size the scenes are laid out for (the GUI's), which lags the window's for
        a few frames after a resize."""
        return self.gui.window_resolution

    @property
    def rebuilding(self) -> bool:
        """A new size is being built (the stand-in is on screen)."""
        return self.rebuild is not None

    # -- a resize, built a slice a frame -----------------------------------------------

    def _picture_now(self) -> pygame.Surface | None:
        """A copy of the picture on screen (None if it is not a picture of the scenes)."""
        if self.rebuild is not None:
            return self.stand_in or self.snapshot
        if self.screen.get_size() != self.laid_out_size:
            return self.snapshot  # (the system resized the window and lost its picture)
        return self.screen.copy()

    def _on_resize(self, event: pygame.event.Event) -> None:
        w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
        picture = self.stand_in if self.rebuild is not None else None
        if pygame.display.get_surface().get_size() != (w, h):
            if picture is None:
                picture = self._picture_now()  # the last frame, before it is lost
            pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.windowed_size = (w, h)
        self.settings.window_w, self.settings.window_h = w, h
        self._start_rebuild(picture or self.snapshot)
        self.resized_this_frame = True

    def _start_rebuild(self, picture: pygame.Surface | None, new_gui: bool = False) -> None:
        """Build the scenes for the window's size from the start (a rebuild under way is
        dropped: only the last size is built)."""
        self.screen = pygame.display.get_surface()
        self.stand_in = picture
        self.stand_in_scaled = None
        self.gui_stale = self.gui_stale or new_gui
        self.rebuild = self._layout_steps()
        self.laid_out = False
        self.draw_tries = 0

    def _layout_steps(self) -> Iterator[None]:
        """The new layout in steps: a new GUI if the scale changed (the theme's fonts
        are sized by it), then each scene's own steps, from the bottom of the stack."""
        size = self.screen.get_size()
        new_scale = theme.scale_for(size)
        if self.gui_stale or abs(new_scale - self.scale) > 0.01:
            self.gui_stale = True
            self.scale = new_scale
            for scene in self.scenes:
                if scene.active:
                    scene.clear()
            yield
            self.gui = self._make_gui()
            self.gui_stale = False
            yield
        else:
            self.gui.set_window_resolution(size)
        for scene in list(self.scenes):
            yield from scene.layout_steps()
        self.laid_out_size = size

    def _go_on_rebuilding(self, started: float) -> None:
        """This frame's share of the rebuild (see LAYOUT_BUDGET_S); draws the frame."""
        if self.resized_this_frame:  # the window is still being resized: wait
            self.resized_this_frame = False
            self._draw_stand_in()
            return
        if not self.rebuild_in_slices:
            self.finish_rebuild()
            self.draw()
            return
        if not self.laid_out:
            while True:  # at least one step a frame, more while the budget lasts
                try:
                    next(self.rebuild)
                except StopIteration:
                    self.laid_out = True
                    self.gui.update(0.0)
                    break
                if time.perf_counter() - started >= LAYOUT_BUDGET_S:
                    break
            self._draw_stand_in()  # (the picture is drawn from the next frame on)
            return
        self.draw_tries += 1
        deadline = started + DRAW_BUDGET_S if self.draw_tries < DRAW_TRIES else None
        try:
            with budget.armed(deadline):
                self.draw()
        except budget.OutOfTime:
            self.screen.set_clip(None)  # (a drawing stopped half way keeps its clip)
            self._draw_stand_in()
            return
        self._rebuilt()

    def _rebuilt(self) -> None:
        self.rebuild = None
        self.laid_out = False
        self.stand_in = self.stand_in_scaled = None
        self.snapshot = None

    def finish_rebuild(self) -> None:
        """Build what is left of a rebuild at once (a text size chosen in the settings)."""
        if self.rebuild is None:
            return
        for _ in self.rebuild:
            pass
        self.gui.update(0.0)
        self._rebuilt()

    def _draw_stand_in(self) -> None:
        """The picture from before the resize, scaled to the window (cached per size)."""
        size = self.screen.get_size()
        if self.stand_in is None:
            self.screen.fill(theme.INK)
            return
        if self.stand_in.get_size() == size:
            self.screen.blit(self.stand_in, (0, 0))
            return
        if self.stand_in_scaled is None or self.stand_in_scaled.get_size() != size:
            # nearest-neighbour: a third of smoothscale's cost, for a picture shown briefly
            self.stand_in_scaled = pygame.transform.scale(self.stand_in, size)
        self.screen.blit(self.stand_in_scaled, (0, 0))

    def _keep_snapshot(self) -> None:
        """Every SNAPSHOT_EVERY frames, copy the picture (into the same surface): a window
        resized by the system may lose its picture before the resize event arrives. It is
        forgotten whenever the scene on top changes (a curtain must never be replaced by
        a picture from before it)."""
        self.frames_drawn += 1
        if self.frames_drawn % SNAPSHOT_EVERY:
            return
        if self.snapshot is None or self.snapshot.get_size() != self.screen.get_size():
            self.snapshot = self.screen.copy()
        else:
            self.snapshot.blit(self.screen, (0, 0))

    # -- scenes -------------------------------------------------------------------------

    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self.snapshot = None  # (a picture of what was on top: never a stand-in now)
        if self.top:
            self.top.on_exit()
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self):
        self.snapshot = None
        scene = self.scenes.pop()
        scene.on_exit()
        scene.closed()
        if self.top:
            self.top.on_enter()
        else:
            self.running = False
        return scene

    def replace(self, scene) -> None:
        self.snapshot = None
        old = self.scenes.pop()
        old.on_exit()
        old.closed()
        self.scenes.append(scene)
        scene.on_enter()

    def reset_to(self, scene) -> None:
        """Close every scene and show `scene` alone (e.g. back to the menu)."""
        self.snapshot = None
        while self.scenes:
            old = self.scenes.pop()
            old.on_exit()
            old.closed()
        self.scenes.append(scene)
        scene.on_enter()

    def toast(self, message: str, colour=theme.TEXT, seconds: float = 3.0) -> None:
        self.toasts.append([message, seconds, colour])
        self.toasts = self.toasts[-3:]

    # -- loop ---------------------------------------------------------------------------

    def _track(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.keys_down.add(event.key)
        elif event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.buttons_down.add(event.button)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.buttons_down.discard(event.button)
        elif event.type == pygame.WINDOWFOCUSLOST:  # the key-ups go to another window
            self.keys_down.clear()
            self.buttons_down.clear()

    def handle(self, event: pygame.event.Event) -> None:
        self._track(event)
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self._on_resize(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()  # (a resize too: at once, even during one)
            return
        if self.rebuild is not None:  # (see LAYOUT_BUDGET_S)
            if event.type not in POINTER_EVENTS:
                self.held.append(event)
            return
        self._dispatch(event)

    def _dispatch(self, event: pygame.event.Event) -> None:
        top = self.top
        if top is not None and not top.accepts(event):
            return  # e.g. a key held down from before a curtain appeared
        consumed = self.gui.process_events(event)
        if top is None:
            return
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            top.on_gui(event)
        elif not consumed:
            top.handle_event(event)

    def frame(self, dt: float) -> None:
        """One frame: events, update(dt), draw. Tests and screenshots call it directly."""
        started = time.perf_counter()
        if self.held and self.rebuild is None:  # what waited for the new layout
            held, self.held = self.held, []
            for i, event in enumerate(held):
                self._dispatch(event)
                if not self.running:
                    return
                if self.rebuild is not None:  # (a key that resized the window again)
                    self.held.extend(held[i + 1:])
                    break
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        top = self.top
        if top is None:
            return
        if self.rebuild is not None:
            self._go_on_rebuilding(started)
            return
        for scene in list(self.scenes):
            scene.update(dt) if scene is top else scene.background_update(dt)
        self.gui.update(dt)
        self.draw()
        self._keep_snapshot()
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]

    def draw(self) -> None:
        # Draw from the last opaque scene up, so overlays show what lies under them.
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(self.screen)
        self.gui.draw_ui(self.screen)
        if self.top is not None:
            self.top.draw_over(self.screen)
        self._draw_toasts()

    def toast_area(self) -> pygame.Rect:
        """Where notices stack: the top scene's own place for them (a table keeps its
        turn banner clear), looking through overlays; else the top of the window."""
        for scene in reversed(self.scenes):
            area = scene.toast_area()
            if area is not None:
                return area
            if not scene.overlay:
                break
        w = min(self.size[0] - self.px(40), self.px(720))
        return pygame.Rect((self.size[0] - w) // 2, self.px(16), w, self.size[1] // 2)

    def _draw_toasts(self) -> None:
        area = self.toast_area()
        y = area.y
        px = self.px(16) if area.w >= self.px(400) else self.px(14)
        for message, left, colour in self.toasts:
            alpha = int(255 * min(1.0, left / 0.4))
            lines = textr.wrap(message, "sans_bold", px, area.w - self.px(28))
            step = round(px * 1.3)
            width = max(textr.font("sans_bold", px).size(line)[0] for line in lines)
            box = pygame.Rect(0, y, width + self.px(28), step * len(lines) + self.px(14))
            box.centerx = area.centerx
            # a few fading steps, each cached once (never a surface built per frame)
            fade = min(255, round(alpha / 32) * 32)
            panel = rounded_rect(box.w, box.h, self.px(10), (14, 14, 24, 235),
                                 theme.GOLD_DARK, 1)
            self.screen.blit(faded(panel, fade), box)
            ty = box.y + self.px(7)
            for line in lines:
                textr.blit_text(self.screen, line, "sans_bold", px, colour,
                                (box.centerx, ty), "midtop", alpha=fade)
                ty += step
            y = box.bottom + self.px(8)

    def run(self) -> int:
        last = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            dt = min(0.1, now - last)  # a stall never makes animations jump
            last = now
            started = time.perf_counter()
            self.frame(dt)
            pygame.display.flip()
            self.frame_times.append(time.perf_counter() - started)
            if len(self.frame_times) > 600:
                del self.frame_times[:300]
            self.clock.tick(FPS)
        self.shutdown()
        return self.exit_code

    def quit(self) -> None:
        self.running = False

    def shutdown(self, save_settings: bool = True) -> None:
        while self.scenes:
            scene = self.scenes.pop()
            scene.on_exit()
            scene.closed()
        if save_settings:
            self.settings.save()
        from ui.render import reset_caches

        reset_caches()
        close_mixer()
        pygame.quit()


# Set, the program prints "first frame" when its first picture is on screen and "menu"
# when the menu is, then exits: packaging/build.py times the start-up of the executable.
STARTUP_PROBE = "CARDHALL_STARTUP_PROBE"


def draw_splash(app: App) -> None:
    """The first frame, on screen while the GUI and the games load: the hall's backdrop
    (ui.scenes.base.draw_backdrop's) and its name where the menu will show it."""
    from ui.render.shapes import radial_vignette

    w, h = app.size
    app.screen.blit(radial_vignette(w, h, theme.INK_LIGHT, (10, 10, 18)), (0, 0))
    textr.blit_text(app.screen, "Card Hall", "serif_bold", app.px(66), theme.GOLD,
                    (w // 2, app.px(30)), "midtop")
    pygame.display.flip()
    if os.environ.get(STARTUP_PROBE):
        print("first frame", flush=True)


def run_app(start=None, size=None, fullscreen: bool = False) -> int:
    """Open the window and play; `start` is None (menu), ("new", ...) or ("match", m)."""
    try:
        app = App(size=size, fullscreen=fullscreen or None, first_frame=draw_splash)
    except NoDisplayError as e:
        print("main.py: error: Card Hall needs a display to open its window "
              f"({e}). Without one, try --screenshot OUT.png to render a screen.",
              file=sys.stderr)
        return 1
    probe = bool(os.environ.get(STARTUP_PROBE))
    from ui.scenes.menu import MenuScene  # (this loads the five games)

    app.push(MenuScene(app))
    if probe:
        app.frame(1 / 60)
        pygame.display.flip()
        print("menu", flush=True)
        app.shutdown(save_settings=False)
        return 0
    if start is not None:
        from ui.scenes.table import TableScene

        try:
            scene = TableScene.from_start(app, start)
        except ValueError as e:
            app.toast(str(e), theme.BAD, 6)
        else:
            app.push(scene)
    return app.run()
