"""Card Hall: five Japanese tabletop card games, solo against the computer or hot-seat.

    python main.py                                   the menu
    python main.py --game dragon --players 4         straight to a table
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

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

EXIT_USAGE = 2
SCENES = ("menu", "setup", "settings", "rules", "stats", "load", "table", "results", "curtain")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="main.py",
        description="Card Hall: five Japanese tabletop card games with animated cards.",
        epilog="Games: " + ", ".join(_game_ids()) + ". Without options the menu opens.",
    )
    p.add_argument("--game", metavar="G", help="start a table of game G (see the list below)")
    p.add_argument("--players", metavar="N", type=int, help="number of players")
    p.add_argument("--seats", metavar="LIST",
                   help="comma-separated seats: human, ai:random, ai:easy, ai:normal, ai:hard "
                        "(default: you and computers)")
    p.add_argument("--names", metavar="LIST", help="comma-separated seat names")
    p.add_argument("--seed", metavar="S", type=int, help="seed for shuffles and dice")
    p.add_argument("--option", metavar="KEY=VALUE", action="append", default=[],
                   help="a game option, e.g. --option advanced=true (repeatable)")
    p.add_argument("--load", metavar="FILE", help="continue the game saved in FILE")
    p.add_argument("--selfplay", metavar="G", help="play game G headless between agents")
    p.add_argument("--games", metavar="K", type=int, default=1, help="selfplay: number of games")
    p.add_argument("--agents", metavar="LIST",
                   help="selfplay: comma-separated agents (random, easy, normal, hard), "
                        "one for every seat or one for all")
    p.add_argument("--ai-budget", metavar="SECONDS", type=float, default=None,
                   help="seconds of thinking per computer decision")
    p.add_argument("--processes", metavar="P", type=int, default=1,
                   help="selfplay: play games in P processes at once")
    p.add_argument("--screenshot", metavar="OUT.png",
                   help="render a screen to a PNG without a display and exit")
    p.add_argument("--scene", choices=SCENES, default=None,
                   help="screenshot: which screen (default: table with --game, else menu)")
    p.add_argument("--steps", metavar="K", type=int, default=0,
                   help="screenshot: play K actions with random agents first")
    p.add_argument("--viewer", metavar="SEAT", type=int, default=None,
                   help="screenshot: the seat (1-N) whose view is drawn (default: seat 1)")
    p.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    return p


def _game_ids() -> list[str]:
    from games import CATALOGUE

    return [info.id for info in CATALOGUE]


def parse_size(text: str) -> tuple[int, int]:
    w, sep, h = text.lower().partition("x")
    if not sep or not w.isdigit() or not h.isdigit():
        raise ValueError(f"--size must look like 1280x720, not {text!r}")
    size = int(w), int(h)
    if not (640 <= size[0] <= 7680 and 360 <= size[1] <= 4320):
        raise ValueError(f"--size {text} is outside 640x360 to 7680x4320")
    return size


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
    if args.games < 1:
        parser.error("--games must be at least 1")
    names = (args.agents or "random").split(",")
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
    if args.processes < 1:
        parser.error("--processes must be at least 1")
    seed = 0 if args.seed is None else args.seed
    wins = [0.0] * n
    totals = [0.0] * n
    steps = 0
    started = time.perf_counter()
    jobs = [(game.id, n, names, seed + k, options, budget) for k in range(args.games)]
    if args.processes > 1:
        pool = multiprocessing.get_context("spawn").Pool(args.processes)
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
        "game": game.id, "games": args.games, "players": n, "agents": names,
        "win_share": [round(w / args.games, 4) for w in wins],
        "mean_scores": [round(t / args.games, 3) for t in totals],
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
        return run_selfplay(parser, args)

    start = None
    if args.load and args.game:
        parser.error("--load and --game cannot be used together")
    if args.load:
        from engine import savefile
        from games import REGISTRY

        try:
            match = savefile.load(args.load, REGISTRY)
        except savefile.SaveError as e:
            print(f"main.py: error: cannot load: {e}", file=sys.stderr)
            return EXIT_USAGE
        start = ("match", match)
    elif args.game:
        game = resolve_game(parser, args.game)
        n = checked_players(parser, game, args.players)
        options = checked_options(parser, game, args)
        seats = build_seats(parser, args, n)
        start = ("new", game, n, seats, options, args.seed)
    else:
        for flag in ("players", "seats", "names", "seed"):
            if getattr(args, flag) is not None and not args.screenshot:
                parser.error(f"--{flag} needs --game")

    if args.screenshot:
        from ui.screenshot import ScreenshotRequest, take_screenshot

        if args.steps < 0:
            parser.error("--steps must be 0 or more")
        request = ScreenshotRequest(
            out=args.screenshot, size=size or (1280, 720), scene=args.scene, start=start,
            steps=args.steps,
            viewer=None if args.viewer is None else args.viewer - 1,
        )
        try:
            take_screenshot(request)
        except ValueError as e:
            parser.error(str(e))
        print(args.screenshot)
        return 0

    from ui.app import run_app

    return run_app(start=start, size=size, fullscreen=args.fullscreen)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
