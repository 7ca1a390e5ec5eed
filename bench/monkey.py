"""Monkey: random clicks, drags, wheel turns, keys and resizes through the real frame loop.

    python -m bench.monkey [--seconds 120] [--frames 600] [--seed 0] [--start table:dragon]
    python -m bench.monkey --start S --seed K --frames F          (replays one run)
    python -m bench.monkey --worker                               (the real AI worker)

A run opens the app headless (ui.app.App, the dummy video driver), puts one start scene
on it (the menu, a new game of each game, the rules, statistics, the load screen with
saves in it, settings, a table of each game alone and hot-seat, the results and the
review of each game) and then, frame after frame, posts what a careless player does:
clicks (on the scene's buttons or anywhere), drags, wheel turns, keys (Esc, Space held
and tapped, Enter, Tab, arrows, Home/End, Page Up/Down, Delete, Backspace, Ctrl+Z, F11,
L, H, S, P, T, Y, N, digits, typed letters), focus lost, and window resizes (below the
smallest size too). Every event goes through App.handle and every frame through
App.frame, exactly as in the window. Wherever the monkey wanders (a quit starts the run
again from its start scene), no exception may escape; at the end every scene on the
stack must still draw, and the top one must draw something.

Run k of a pass has the seed `seed + k`; the events depend on that seed only, so a
failure replays with the command printed beside it. By default the computer players and
the review's analysis answer at once in this process (a stand-in for the AI worker, the
same answers every time); --worker uses the real worker process instead (closer to the
game, but the timing of its answers then varies between runs).

Prints runs, events, frames, the scenes visited and every failure; exits 1 on a failure.
tests/ui/test_monkey.py runs a short pass of it in CI.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

GAME_IDS = ("dragon", "fools_field", "o_genre_o", "makai_fuda", "monstermaker5")
STARTS = ("menu", *(f"setup:{g}" for g in GAME_IDS), "rules", "stats", "load", "settings",
          *(f"table:{g}" for g in GAME_IDS), *(f"hotseat:{g}" for g in GAME_IDS),
          *(f"results:{g}" for g in GAME_IDS), *(f"review:{g}" for g in GAME_IDS))
SIZES = ((1280, 720), (1920, 1080), (960, 540), (1024, 768), (1600, 900), (640, 400),
         (2560, 1080), (1366, 768))

K = pygame
TAP_KEYS = (K.K_ESCAPE, K.K_SPACE, K.K_RETURN, K.K_KP_ENTER, K.K_TAB, K.K_LEFT, K.K_RIGHT,
            K.K_UP, K.K_DOWN, K.K_HOME, K.K_END, K.K_PAGEUP, K.K_PAGEDOWN, K.K_DELETE,
            K.K_BACKSPACE, K.K_F11, K.K_l, K.K_h, K.K_s, K.K_p, K.K_t, K.K_y, K.K_n, K.K_z,
            K.K_0, K.K_1, K.K_2, K.K_9, K.K_a, K.K_q)
# (what a careless player does, how often in a hundred)
WEIGHTS = (("click_button", 22), ("click", 18), ("key", 24), ("ctrl_z", 4), ("hold_space", 4),
           ("drag", 6), ("wheel", 7), ("motion", 6), ("text", 3), ("resize", 3),
           ("focus_lost", 1), ("quit", 0.3), ("idle", 1))


@dataclass
class Failure:
    start: str
    seed: int
    frame: int
    size: tuple[int, int]
    error: str

    def replay(self, worker: bool) -> str:
        return (f"python -m bench.monkey --start {self.start} --seed {self.seed} "
                f"--frames {self.frame + 1} --size {self.size[0]}x{self.size[1]}"
                + (" --worker" if worker else ""))


@dataclass
class Tally:
    runs: int = 0
    events: int = 0
    frames: int = 0
    restarts: int = 0
    scenes: Counter = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)


# -- the computer players' stand-in -----------------------------------------------------

class InlineWorker:
    """engine.ai.worker.AIWorker's interface, answered in this process at once: a move by
    the Easy agent, a review's analysis at a tiny budget. Deterministic and cheap."""

    alive = True

    def __init__(self):
        self.replies: list = []
        self.next_id = 0

    def submit(self, game, view, legal, agent_name, seed, budget_s) -> int:
        from engine.ai import make_agent

        self.next_id += 1
        action = make_agent("easy").choose(game, view, legal, random.Random(str(seed)), 0.0)
        self.replies.append((self.next_id, legal.index(action), None))
        return self.next_id

    def submit_review(self, game, job, iterations, min_visits) -> int:
        from engine.ai.worker import _review

        self.next_id += 1
        self.replies.append(_review(("review", self.next_id, game, job, min(iterations, 24),
                                     min(min_visits, 4))))
        return self.next_id

    def poll(self):
        return self.replies.pop(0) if self.replies else None

    def wait(self, timeout: float):
        return self.poll()

    def close(self, timeout: float = 0.5) -> None:
        self.replies.clear()


@contextlib.contextmanager
def inline_worker():
    import engine.ai.worker as worker

    real = worker.AIWorker
    worker.AIWorker = InlineWorker
    try:
        yield
    finally:
        worker.AIWorker = real


# -- start scenes ------------------------------------------------------------------------

def played_match(game_id: str, seed: int, humans: int, steps: int | None,
                 thinking: bool = False):
    """A match of `game_id` (its player count by the seed), `humans` human seats and
    computers (Random, or Easy and Normal in turn if `thinking`), played `steps` random
    steps (None: to the end)."""
    from engine.core import playable_actions
    from engine.match import COMPUTER, HUMAN, Match, Seat
    from games import REGISTRY

    game = REGISTRY[game_id]
    n = max(humans, game.min_players + seed % (game.max_players - game.min_players + 1))
    seats = [Seat(f"Player {i + 1}", HUMAN) if i < humans
             else Seat(f"Computer {i + 1}", COMPUTER,
                       ("easy" if i % 2 else "normal") if thinking else "random")
             for i in range(n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    taken = 0
    while not match.is_over() and (steps is None or taken < steps):
        if match.advance_chance() is None:
            match.play(rng.choice(playable_actions(match.state.legal_actions())))
        taken += 1
    return match


def finished_match(game_id: str, seed: int):
    return played_match(game_id, seed, 1, None)


def new_match(game_id: str, seed: int, humans: int, steps: int):
    return played_match(game_id, seed, humans, steps, thinking=True)


def write_saves(seed: int) -> None:
    """A few saves for the load screen: two games under way, one finished, one damaged."""
    from engine import savefile
    from engine.paths import autosave_path, saves_dir

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    savefile.write(new_match("dragon", seed, 1, 25), autosave_path("dragon"))
    savefile.write(new_match("makai_fuda", seed, 2, 15), folder / "Evening game.json")
    savefile.write(finished_match("fools_field", seed), folder / "Finished.json")
    (folder / "Damaged.json").write_text('{"format": 1, "log": [', encoding="utf-8")


def push_start(app, start: str, seed: int) -> None:
    from ui.scenes.menu import MenuScene

    app.push(MenuScene(app))
    kind, _, game_id = start.partition(":")
    if kind == "menu":
        return
    if kind == "setup":
        from games import REGISTRY
        from ui.scenes.setup import SetupScene

        app.push(SetupScene(app, REGISTRY[game_id]))
    elif kind == "rules":
        from ui.scenes.rules import RulesScene

        app.push(RulesScene(app, "controls"))
    elif kind == "stats":
        from ui.scenes.stats import StatsScene

        app.push(StatsScene(app))
    elif kind == "load":
        from ui.scenes.saves import LoadScene

        write_saves(seed)
        app.push(LoadScene(app))
    elif kind == "settings":
        from ui.scenes.settings import SettingsScene

        app.push(SettingsScene(app))
    elif kind in ("table", "hotseat"):
        from ui.scenes.table import TableScene

        humans = 2 if kind == "hotseat" else 1
        app.push(TableScene(app, new_match(game_id, seed, humans, seed % 7)))
    elif kind in ("results", "review"):
        from ui.scenes.results import ResultsScene
        from ui.scenes.table import TableScene

        table = TableScene(app, finished_match(game_id, seed), autoplay=False)
        app.push(table)
        app.push(ResultsScene(app, table))
        if kind == "review":
            from ui.scenes.review import open_review

            open_review(app, table.match)
    else:
        raise ValueError(f"no start scene {start!r}; the starts are: {', '.join(STARTS)}")


# -- the monkey --------------------------------------------------------------------------

class Monkey:
    """Turns a seeded random stream into input events, posted a few frames at a time."""

    def __init__(self, app, rng: random.Random):
        self.app = app
        self.rng = rng
        self.pending: list[list] = []  # frames to come, each a list of events
        kinds, weights = zip(*WEIGHTS, strict=True)
        self.kinds, self.weights = kinds, weights

    def plan(self, *frames: list) -> None:
        for i, events in enumerate(frames):
            if i < len(self.pending):
                self.pending[i].extend(events)
            else:
                self.pending.append(list(events))

    def point(self) -> tuple[int, int]:
        w, h = self.app.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def button_point(self) -> tuple[int, int]:
        top = self.app.top
        rects = [e.rect for e in getattr(top, "elements", ())
                 if getattr(e, "visible", False) and hasattr(e, "rect")] if top else []
        if not rects:
            return self.point()
        r = self.rng.choice(rects)
        return (r.x + self.rng.randrange(max(1, r.w)), r.y + self.rng.randrange(max(1, r.h)))

    def next_frame_events(self) -> list:
        if not self.pending and self.rng.random() < 0.6:
            self.invent()
        return self.pending.pop(0) if self.pending else []

    def invent(self) -> None:
        E = pygame.event.Event
        kind = self.rng.choices(self.kinds, self.weights)[0]
        if kind in ("click", "click_button"):
            pos = self.point() if kind == "click" else self.button_point()
            button = self.rng.choice((1, 1, 1, 1, 3, 2))
            self.plan([E(K.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
                      [E(K.MOUSEBUTTONDOWN, pos=pos, button=button)],
                      [E(K.MOUSEBUTTONUP, pos=pos, button=button)])
        elif kind == "drag":
            start, end = self.button_point(), self.point()
            steps = self.rng.randrange(2, 8)
            frames = [[E(K.MOUSEBUTTONDOWN, pos=start, button=1)]]
            for i in range(1, steps + 1):
                pos = (start[0] + (end[0] - start[0]) * i // steps,
                       start[1] + (end[1] - start[1]) * i // steps)
                frames.append([E(K.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))])
            frames.append([E(K.MOUSEBUTTONUP, pos=end, button=1)])
            self.plan(*frames)
        elif kind == "wheel":
            pos = self.point()
            y = self.rng.choice((-3, -1, 1, 3))
            self.plan([E(K.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       E(K.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                         precise_y=float(y), which=0)])
        elif kind == "motion":
            self.plan([E(K.MOUSEMOTION, pos=self.point(), rel=(3, 2), buttons=(0, 0, 0))])
        elif kind in ("key", "ctrl_z"):
            key = K.K_z if kind == "ctrl_z" else self.rng.choice(TAP_KEYS)
            mod = K.KMOD_CTRL if kind == "ctrl_z" else self.rng.choice(
                (0, 0, 0, 0, K.KMOD_SHIFT, K.KMOD_CTRL))
            char = chr(key) if 32 <= key < 127 and not mod & K.KMOD_CTRL else ""
            self.plan([E(K.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)],
                      [E(K.KEYUP, key=key, mod=mod, unicode=char, scancode=0)])
        elif kind == "hold_space":  # long enough to lift a hot-seat curtain
            held = self.rng.randrange(20, 90)
            self.plan([E(K.KEYDOWN, key=K.K_SPACE, mod=0, unicode=" ", scancode=0)],
                      *([] for _ in range(held)),
                      [E(K.KEYUP, key=K.K_SPACE, mod=0, unicode=" ", scancode=0)])
        elif kind == "text":
            word = self.rng.choice(("Ann", "x" * 40, "é/\\:*?", " ", "名前", "..", "con"))
            self.plan([E(K.TEXTINPUT, text=word)])
        elif kind == "resize":
            w, h = self.rng.choice(SIZES)
            self.plan([E(K.VIDEORESIZE, w=w, h=h, size=(w, h))])
        elif kind == "focus_lost":
            self.plan([E(K.WINDOWFOCUSLOST)])
        elif kind == "quit":
            self.plan([E(K.QUIT)])


SENTINEL = (255, 0, 255)


def colours_drawn(surface) -> set:
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(0, w, 97)
            for y in range(0, h, 89)} - {SENTINEL}


def check_every_scene_draws(app) -> None:
    """Each scene on the stack draws on its own, on a blank of one odd colour: a screen
    covers it with a picture (two colours at least), an overlay at least dims it (its
    panel's widgets are pygame_gui's); then the app's frames go on."""
    for scene in list(app.scenes):
        app.screen.fill(SENTINEL)
        scene.draw(app.screen)
        if len(colours_drawn(app.screen)) < (1 if scene.overlay else 2):
            raise AssertionError(f"{type(scene).__name__} drew nothing after the monkey")
    for _ in range(3):
        app.frame(1 / 60)


def monkey_run(start: str, seed: int, frames: int, size: tuple[int, int],
               tally: Tally) -> None:
    from ui.app import App
    from ui.audio import close_mixer
    from ui.render import reset_caches
    from ui.settings import Settings

    rng = random.Random(f"{start}:{seed}")
    tally.runs += 1
    app = None
    frame = 0
    try:
        while frame < frames:
            settings = Settings()
            settings.animation_speed = 4.0
            settings.sound = True  # the (silent, dummy-driver) audio path too
            app = App(size=size, fullscreen=False, settings=settings, headless=True)
            push_start(app, start, seed)
            monkey = Monkey(app, rng)
            while frame < frames and app.running:
                for event in monkey.next_frame_events():
                    pygame.event.post(event)
                    tally.events += 1
                app.frame(1 / 60)
                frame += 1
                tally.frames += 1
                if app.top is not None:
                    tally.scenes[type(app.top).__name__] += 1
            if app.running:
                check_every_scene_draws(app)
                app.shutdown(save_settings=False)
            else:  # it quit: what the window does on closing, then open it again
                app.shutdown()
                tally.restarts += 1
            app = None
    except Exception:
        tally.failures.append(Failure(start, seed, frame, size,
                                      traceback.format_exc(limit=-6)))
        if app is not None:
            with contextlib.suppress(Exception):
                app.shutdown(save_settings=False)
        with contextlib.suppress(Exception):
            reset_caches()
            close_mixer()
            pygame.quit()


def run_pass(starts, seed: int, frames: int, seconds: float | None, sizes, worker: bool,
             out=sys.stdout) -> Tally:
    """Each start in turn with seeds seed, seed+1, ... until `seconds` are up (one round
    if None). Saves and settings go to a temporary home unless CARDHALL_HOME is set."""
    tally = Tally()
    deadline = None if seconds is None else time.monotonic() + seconds
    k = 0
    guard = contextlib.nullcontext() if worker else inline_worker()
    with guard:
        while True:
            for start in starts:
                size = sizes[k % len(sizes)]
                with tempfile.TemporaryDirectory() as home:
                    old = os.environ.get("CARDHALL_HOME")
                    os.environ["CARDHALL_HOME"] = home
                    try:
                        monkey_run(start, seed + k, frames, size, tally)
                    finally:
                        if old is None:
                            del os.environ["CARDHALL_HOME"]
                        else:
                            os.environ["CARDHALL_HOME"] = old
                k += 1
                if deadline is not None and time.monotonic() > deadline:
                    return tally
            if deadline is None:
                return tally


def report(tally: Tally, seconds: float, worker: bool, out=sys.stdout) -> None:
    print(f"runs {tally.runs}  events {tally.events}  frames {tally.frames}  "
          f"quits {tally.restarts}  failures {len(tally.failures)}  ({seconds:.0f} s)",
          file=out)
    print("scenes visited (frames on top): " + ", ".join(
        f"{name} {n}" for name, n in tally.scenes.most_common()), file=out)
    for f in tally.failures:
        print(f"\nFAILURE from {f.start}, seed {f.seed}, frame {f.frame}:\n"
              f"  replay: {f.replay(worker)}\n{f.error}", file=out)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=None,
                   help="keep going round the starts this long (default: one round)")
    p.add_argument("--frames", type=int, default=600, help="frames per run")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--start", action="append", choices=STARTS,
                   help="start scene (repeatable; default: all of them)")
    p.add_argument("--size", default=None, help="window size WxH (default: a few in turn)")
    p.add_argument("--worker", action="store_true", help="the real AI worker process")
    args = p.parse_args(argv)
    sizes = ((tuple(int(v) for v in args.size.split("x")),) if args.size
             else ((1280, 720), (1920, 1080), (1024, 576)))
    os.environ.setdefault("CARDHALL_HOME", tempfile.mkdtemp(prefix="cardhall-monkey-"))
    started = time.monotonic()
    tally = run_pass(args.start or STARTS, args.seed, args.frames, args.seconds, sizes,
                     args.worker)
    report(tally, time.monotonic() - started, args.worker)
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
