"""UI figures, headless: frame times of the table while it animates and while a computer
player thinks in the worker process, and the start-up time.

    python -m bench.ui [--game dragon] [--players 4] [--size 1280x720] [--frames 600]

A frame is one pass of the real loop (events, update, draw) with the dummy video driver;
the budget for 60 FPS is 16.7 ms. Prints figures; nothing here is asserted by tests.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def summarise(label: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(len(ms) * 0.95) - 1]
    over = sum(1 for t in ms if t > 1000 / 60) / len(ms) * 100
    return (f"{label:38s} frames {len(ms):5d}  median {statistics.median(ms):6.2f} ms  "
            f"p95 {p95:6.2f} ms  max {ms[-1]:6.2f} ms  over 16.7 ms: {over:4.1f}%")


def table_frames(game_id: str, players: int, size, frames: int, level: str) -> list[float]:
    from engine.match import COMPUTER, Match, Seat
    from games import REGISTRY
    from ui.app import App
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene
    from ui.settings import Settings

    settings = Settings()
    settings.animation_speed = 1.0
    app = App(size=size, settings=settings, headless=True)
    app.start_workers_early = True  # as on a screen: the AI worker starts with the table
    app.push(MenuScene(app))
    game = REGISTRY[game_id]
    # everyone a computer, so the table keeps moving, watched from seat 0's view
    seats = [Seat(f"Computer {i + 1}", COMPUTER, level) for i in range(players)]
    match = Match(game, players, seats, seed=7)
    table = TableScene(app, match, watch_seat=0)
    app.push(table)
    times = []
    dt = 1 / 60
    for _ in range(frames):
        started = time.perf_counter()
        app.frame(dt)
        times.append(time.perf_counter() - started)
        if match.is_over():
            break
    app.shutdown(save_settings=False)
    return times


def startup_seconds() -> float:
    """From starting the program to the menu drawn (a --screenshot run, best of 3)."""
    best = float("inf")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CARDHALL_HOME=home)
        for _ in range(3):
            started = time.perf_counter()
            subprocess.run([sys.executable, "main.py", "--screenshot",
                            os.path.join(home, "m.png")], check=True, env=env,
                           capture_output=True)
            best = min(best, time.perf_counter() - started)
    return best


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="dragon")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--size", default="1280x720")
    p.add_argument("--frames", type=int, default=900)
    args = p.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    print(f"table of {args.game}, {args.players} players, {w}x{h}")
    print(summarise("animating (Easy computers)", table_frames(
        args.game, args.players, (w, h), args.frames, "easy")), flush=True)
    print(summarise("while Normal computers think (worker)", table_frames(
        args.game, args.players, (w, h), args.frames, "normal")), flush=True)
    print(f"start-up to the menu drawn: {startup_seconds():.2f} s")


if __name__ == "__main__":
    main()
