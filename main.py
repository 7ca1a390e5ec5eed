"""Card Hall: five Japanese tabletop card games, solo against the computer or hot-seat.

    python main.py                                   the menu
    python main.py --game dragon --players 4         straight to a table
    python main.py --game dragon --deal 1234         a table on deal 1234 (= --seed 1234)
    python main.py --load FILE                       continue a saved game
    python main.py --selfplay dragon --players 4 --games 10 --seed 1 --agents random
    python main.py --screenshot out.png --game dragon --players 4 --steps 30

A bad option exits with status 2 and one line saying what is wrong.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SCENES = ("menu", "setup", "settings", "rules", "stats", "load", "table", "results", "curtain",
          "pause", "confirm", "focus", "resized", "review")
AIDS = ("hint", "recap", "played", "scores", "tip")  # ui.screenshot.AIDS (--aid)


def build_parser() -> argparse.ArgumentParser:
    p = HelpParser(
        prog="main.py",
        description="Card Hall: five Japanese tabletop card games with animated cards.",
    )
    p.add_argument("--game", metavar="G", help="start a table of game G (see the list below)")
    p.add_argument("--players", metavar="N", type=int, help="number of players")
    p.add_argument("--seats", metavar="LIST",
                   help="comma-separated seats: human, ai:random, ai:easy, ai:normal, ai:hard "
                        "(default: you and Normal computers; ai alone is ai:normal)")
    p.add_argument("--names", metavar="LIST", help="comma-separated seat names")
    p.add_argument("--seed", metavar="S", type=int, help="seed for shuffles and dice")
    p.add_argument("--deal", metavar="N", type=int,
                   help="deal number N: the same number deals the same cards (= --seed N)")
    p.add_argument("--option", metavar="KEY=VALUE", action="append", default=[],
                   help="a game option, e.g. --option advanced=true (repeatable)")
    p.add_argument("--load", metavar="FILE", help="continue the game saved in FILE")
    p.add_argument("--selfplay", metavar="G", help="play game G headless between agents")
    p.add_argument("--games", metavar="K", type=int, default=None,
                   help="selfplay: number of games (default 1)")
    p.add_argument("--agents", metavar="LIST",
                   help="selfplay: comma-separated agents (random, easy, normal, hard), "
                        "one for every seat or one for all (default random)")
    p.add_argument("--ai-budget", metavar="SECONDS", type=float, default=None,
                   help="seconds of thinking per computer decision")
    p.add_argument("--processes", metavar="P", type=int, default=None,
                   help="selfplay: play games in P processes at once (default 1)")
    p.add_argument("--screenshot", metavar="OUT.png",
                   help="render a screen to a PNG without a display and exit")
    p.add_argument("--scene", choices=SCENES, default=None,
                   help="screenshot: which screen (default: table with --game, else menu)")
    p.add_argument("--steps", metavar="K", type=int, default=None,
                   help="screenshot: play K actions with random agents first (default 0)")
    p.add_argument("--viewer", metavar="SEAT", type=int, default=None,
                   help="screenshot: the seat (1-N) whose view is drawn (default: seat 1)")
    p.add_argument("--aid", choices=AIDS, default=None,
                   help="screenshot: open a table aid (hint, recap: the last trick or "
                        "battle, played: the played cards, scores, tip: a tooltip)")
    p.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    return p


class HelpParser(argparse.ArgumentParser):
    """Lists the games in --help only: importing them takes most of a second, which the
    window's first frame should not wait for."""

    def format_help(self) -> str:
        self.epilog = "Games: " + ", ".join(_game_ids()) + ". Without options the menu opens."
        return super().format_help()


def _game_ids() -> list[str]:
    from games import CATALOGUE

    return [info.id for info in CATALOGUE]


MIN_SIZE = (960, 540)  # the smallest window the layouts are made for (ui.app.MIN_SIZE)
MAX_SIZE = (7680, 4320)
SELFPLAY_ONLY = ("games", "agents", "ai_budget", "processes")
SCREENSHOT_ONLY = ("scene", "steps", "viewer", "aid")
NEW_GAME_ONLY = ("players", "seats", "names", "seed", "deal", "option")


def parse_size(text: str) -> tuple[int, int]:
    w, sep, h = text.lower().partition("x")
    if not sep or not (w.isascii() and w.isdigit()) or not (h.isascii() and h.isdigit()):
        raise ValueError(f"--size must look like 1280x720, not {text!r}")
    size = int(w), int(h)
    if not (MIN_SIZE[0] <= size[0] <= MAX_SIZE[0] and MIN_SIZE[1] <= size[1] <= MAX_SIZE[1]):
        raise ValueError(f"--size {text} is outside {MIN_SIZE[0]}x{MIN_SIZE[1]} to "
                         f"{MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return size


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def given(args, names) -> list[str]:
    """The options among `names` that were given on the command line."""
    return [flag(n) for n in names if getattr(args, n) not in (None, [])]


def checked_seed(parser, seed: int | None, deal: int | None = None) -> int | None:
    """The seed of a new game: --seed S or --deal N (the deal number is the seed)."""
    from engine.match import seed_problem

    if deal is not None:
        if seed is not None and seed != deal:
            parser.error("--deal and --seed both set the deal number: give one of them")
        problem = seed_problem(deal)
        if problem:
            parser.error(f"--deal: {problem.replace('the seed', 'the deal number')}")
        return deal
    if seed is not None:
        problem = seed_problem(seed)
        if problem:
            parser.error(f"--seed: {problem}")
    return seed


def parse_option(text: str) -> tuple[str, object]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise ValueError(f"--option must be KEY=VALUE, not {text!r}")
    low = raw.strip().lower()
    if low in ("true", "yes", "on"):
        return key, True
    if low in ("false", "no", "off"):
        return key, False
    try:
        return key, int(raw)
    except ValueError:
        return key, raw


def resolve_game(parser: argparse.ArgumentParser, game_id: str):
    from games import CATALOGUE_BY_ID, REGISTRY

    if game_id in REGISTRY:
        return REGISTRY[game_id]
    if game_id in CATALOGUE_BY_ID:
        parser.error(f"{CATALOGUE_BY_ID[game_id].title} is not playable yet "
                     f"(playable: {', '.join(sorted(REGISTRY)) or 'none'})")
    parser.error(f"unknown game {game_id!r} (games: {', '.join(_game_ids())})")


def build_seats(parser, args, num_players: int):
    from engine.match import Seat, default_seats

    seats = default_seats(num_players)
    if args.seats:
        specs = [s for s in args.seats.split(",")]
        if len(specs) != num_players:
            parser.error(f"--seats lists {len(specs)} seats for {num_players} players")
        try:
            seats = [Seat.parse(spec, seats[i].name) for i, spec in enumerate(specs)]
        except ValueError as e:
            parser.error(f"--seats: {e}")
        humans = sum(s.is_human for s in seats)
        seats = [Seat(default_name(i, s, humans), s.kind, s.level) for i, s in enumerate(seats)]
    if args.names:
        names = args.names.split(",")
        if len(names) != num_players:
            parser.error(f"--names lists {len(names)} names for {num_players} players")
        seats = [Seat(n.strip(), s.kind, s.level) for n, s in zip(names, seats)]
    for seat in seats:
        problem = seat.problem()
        if problem:
            parser.error(problem)
    return seats


def default_name(index: int, seat, humans: int) -> str:
    if seat.is_human:
        return f"Player {index + 1}"
    return f"Computer {index + 1}"


def checked_options(parser, game, args) -> dict:
    options = {}
    for text in args.option:
        try:
            key, value = parse_option(text)
        except ValueError as e:
            parser.error(str(e))
        options[key] = value
    try:
        return game.resolve_options(options)
    except ValueError as e:
        parser.error(str(e))


def checked_players(parser, game, players: int | None) -> int:
    n = game.min_players if players is None else players
    problem = game.player_count_problem(n)
    if problem:
        parser.error(problem)
    return n


def _selfplay_job(job):
    """One self-play game in a pool process (a top-level function, so it pickles)."""
    from engine.ai.selfplay import play_game
    from games import REGISTRY

    game_id, n, names, seed, options, budget = job
    return play_game(REGISTRY[game_id], n, names, seed, options, budget)


def run_selfplay(parser, args) -> int:
    from engine.ai import agent_names
    from engine.ai.selfplay import play_game

    game = resolve_game(parser, args.selfplay)
    n = checked_players(parser, game, args.players)
    options = checked_options(parser, game, args)
    games = 1 if args.games is None else args.games
    processes = 1 if args.processes is None else args.processes
    if games < 1:
        parser.error("--games must be at least 1")
    names = [a.strip().lower().removeprefix("ai:")
             for a in (args.agents or "random").split(",")]
    if len(names) == 1:
        names = names * n
    if len(names) != n:
        parser.error(f"--agents lists {len(names)} agents for {n} players")
    for name in names:
        if name not in agent_names():
            parser.error(f"unknown agent {name!r} (agents: {', '.join(agent_names())})")
    budget = args.ai_budget  # None: each level's own (Normal 0.5 s, Hard 1.5 s)
    if budget is not None and budget <= 0:
        parser.error("--ai-budget must be more than 0 seconds")
    if processes < 1:
        parser.error("--processes must be at least 1")
    seed = checked_seed(parser, args.seed, args.deal)
    seed = 0 if seed is None else seed
    if seed + games > 2**63:
        parser.error("--seed: the seed must be a whole number below 2**63 in size")
    wins = [0.0] * n
    totals = [0.0] * n
    steps = 0
    started = time.perf_counter()
    jobs = [(game.id, n, names, seed + k, options, budget) for k in range(games)]
    if processes > 1:
        pool = multiprocessing.get_context("spawn").Pool(processes)
        results = pool.imap(_selfplay_job, jobs)
    else:
        pool = None
        results = (play_game(game, n, names, s, o, b) for _, n, names, s, o, b in jobs)
    for result in results:
        print(json.dumps(result.to_json()), flush=True)
        for w in result.winners:
            wins[w] += 1 / len(result.winners)
        totals = [t + s for t, s in zip(totals, result.scores)]
        steps += result.steps
    if pool is not None:
        pool.close()
        pool.join()
    elapsed = time.perf_counter() - started
    print(json.dumps({"summary": {
        "game": game.id, "games": games, "players": n, "agents": names,
        "win_share": [round(w / games, 4) for w in wins],
        "mean_scores": [round(t / games, 3) for t in totals],
        "steps": steps, "seconds": round(elapsed, 3),
    }}), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    size = None
    if args.size:
        try:
            size = parse_size(args.size)
        except ValueError as e:
            parser.error(str(e))
    if args.selfplay:
        if args.game or args.load or args.screenshot:
            parser.error("--selfplay cannot be combined with --game, --load or --screenshot")
        extra = given(args, (*SCREENSHOT_ONLY, "seats", "names")) + \
            (["--size"] if args.size else []) + (["--fullscreen"] if args.fullscreen else [])
        if extra:
            parser.error(f"{extra[0]} does not apply to --selfplay")
        return run_selfplay(parser, args)
    extra = given(args, SELFPLAY_ONLY)
    if extra:
        parser.error(f"{extra[0]} needs --selfplay")
    if not args.screenshot:
        extra = given(args, SCREENSHOT_ONLY)
        if extra:
            parser.error(f"{extra[0]} needs --screenshot")

    start = None
    if args.load and args.game:
        parser.error("--load and --game cannot be used together")
    if args.load:
        extra = given(args, NEW_GAME_ONLY)
        if extra:
            parser.error(f"{extra[0]} cannot be used with --load (the save file says it)")
        from engine import savefile
        from games import REGISTRY

        try:
            match = savefile.load(args.load, REGISTRY)
        except savefile.SaveError as e:
            parser.error("cannot load: " + " ".join(str(e).split()))  # one line, exit 2
        start = ("match", match, Path(args.load))
    elif args.game:
        game = resolve_game(parser, args.game)
        n = checked_players(parser, game, args.players)
        options = checked_options(parser, game, args)
        seats = build_seats(parser, args, n)
        start = ("new", game, n, seats, options, checked_seed(parser, args.seed, args.deal))
    else:
        extra = given(args, NEW_GAME_ONLY)
        if extra:
            parser.error(f"{extra[0]} needs --game")

    if args.screenshot:
        from ui.screenshot import ScreenshotRequest, take_screenshot

        steps = 0 if args.steps is None else args.steps
        if steps < 0:
            parser.error("--steps must be 0 or more")
        out = Path(args.screenshot)
        if out.suffix.lower() != ".png":
            parser.error(f"--screenshot must name a .png file, not {args.screenshot!r}")
        if not out.parent.is_dir():
            parser.error(f"--screenshot: there is no folder {str(out.parent)!r} to write to")
        request = ScreenshotRequest(
            out=args.screenshot, size=size or (1280, 720), scene=args.scene, start=start,
            steps=steps,
            viewer=None if args.viewer is None else args.viewer - 1, aid=args.aid,
        )
        try:
            take_screenshot(request)
        except ValueError as e:
            parser.error(str(e))
        print(args.screenshot)
        return 0

    from engine.paths import remove_stale_temp_files, saves_dir
    from ui.app import run_app

    remove_stale_temp_files(saves_dir())  # the litter of writes a kill cut short
    return run_app(start=start, size=size, fullscreen=args.fullscreen)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
