"""Kill: a table of computers killed with SIGKILL at random moments, then its autosave read.

    python -m bench.kill [--kills 100] [--seed 0] [--game G]
    python -m bench.kill --game G --seed K --kills 1                 (replays one kill)

Each kill starts a child process (`python -m bench.kill --child ...`) that plays a game of
computers (the Easy agent, at full speed: no animation, no pause) of one of the five games
into its autosave file exactly as a table does: `Match.play` hands every step to the
background writer (engine/autosave.py), which writes it atomically with an fsync. After
each step the child prints the length of its log and the step played, so the parent
knows how far the game had got. At a random moment (uniform over the length of a whole
game, calibrated once per game and player count) the parent sends SIGKILL, then checks:

- the autosave is there (unless the child died before its first step was written) and
  `engine.savefile.load` reads it without complaint;
- it holds every step the child had handed over but at most the one being written (its
  log is at least the reported length minus one), and no step the child did not play
  (its log is a prefix of what the child printed, step by step);
- the loaded game plays on to its end;
- a temp file the kill left beside it (a write cut short) is removed by the start-up
  clean-up (`remove_stale_temp_files`), and nothing else in the folder is.

Kill k has the seed `seed + k` (the game, the player count, the moment); prints the kills,
how many landed mid-write (a temp file left), the steps lost, and every failure with the
command that replays it; exits 1 on a failure. Linux and macOS (SIGKILL). A short pass runs
in tests/engine/test_kill.py.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

GAME_IDS = ("dragon", "fools_field", "o_genre_o", "makai_fuda", "monstermaker5")
ROOT = Path(__file__).resolve().parents[1]


# -- the child: a game of computers saving every step -------------------------------------

def child(game_id: str, players: int, seed: int) -> None:
    """Play one game of Easy computers into the autosave of CARDHALL_HOME, printing
    "<log length> <step>" after every step; "over" at the end (then wait to be killed)."""
    from engine.ai import make_agent
    from engine.autosave import BackgroundSaver
    from engine.core import playable_actions
    from engine.match import COMPUTER, Match, Seat
    from engine.paths import autosave_path
    from games import REGISTRY

    game = REGISTRY[game_id]
    seats = [Seat(f"Computer {i + 1}", COMPUTER, "easy") for i in range(players)]
    match = Match(game, players, seats, seed=seed, save_path=autosave_path(game_id))
    match.saver = BackgroundSaver()
    agent = make_agent("easy")
    rng = random.Random(seed)
    out = sys.stdout
    print("ready", file=out, flush=True)
    while not match.is_over():
        entry = match.advance_chance()
        if entry is None:
            seat = match.to_move()
            legal = playable_actions(match.state.legal_actions())
            action = agent.choose(game, match.view(seat), legal, rng, 0.0)
            entry = match.play(action, seat)
        # one write per line: print() would write the count and the step separately, and
        # a kill between the two would leave a line that looks whole but names no step
        out.write(f"{len(match.log)} {entry.action!r}\n")
        out.flush()
    match.flush_saves()
    print("over", file=out, flush=True)
    time.sleep(3600)


# -- the parent ----------------------------------------------------------------------------

@dataclass
class Outcome:
    game: str
    players: int
    seed: int
    delay: float
    reported: int = 0      # steps the child said it had played
    saved: int = 0         # steps in the autosave after the kill
    temp_left: bool = False
    over: bool = False     # the child had finished the game before the kill
    problems: list[str] = field(default_factory=list)


def case_for(seed: int, games) -> tuple[str, int]:
    from games import REGISTRY

    game = REGISTRY[random.Random(f"game:{seed}").choice(games)]
    return game.id, random.Random(f"players:{seed}").randint(game.min_players,
                                                              game.max_players)


def spawn(game_id: str, players: int, seed: int, home: str) -> subprocess.Popen:
    env = dict(os.environ, CARDHALL_HOME=home, PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "-m", "bench.kill", "--child", game_id, str(players), str(seed)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_ready(proc: subprocess.Popen) -> None:
    line = proc.stdout.readline()
    if line.strip() != "ready":
        proc.kill()
        raise RuntimeError(f"the child did not start: {line!r} {proc.stderr.read()[-2000:]}")


def rest_of_output(proc: subprocess.Popen) -> tuple[str, str]:
    """All the (killed) child wrote after its "ready" line, stdout and stderr. Read through
    the same buffered streams as `wait_ready`: its readline may already hold the first
    steps (a child printing fast, a parent scheduled late), which `communicate()`, reading
    the pipes' file descriptors, would never see."""
    out = proc.stdout.read()
    err = proc.stderr.read()
    proc.wait()
    return out, err


def printed_steps(out: str) -> tuple[list[str], bool]:
    """The steps a killed child printed, in order, and whether it said "over". Only lines
    ended by a newline count: the kill may cut the last one short, and a cut line names
    no step reliably (its count may be whole and its step missing)."""
    steps: list[str] = []
    over = False
    for line in out.split("\n")[:-1]:
        if line == "over":
            over = True
        elif line:
            count, _, label = line.partition(" ")
            if count.isdigit() and int(count) == len(steps) + 1:
                steps.append(label)
    return steps, over


def game_seconds(game_id: str, players: int, seed: int) -> float:
    """How long the child takes to play a whole game (from ready to over)."""
    with tempfile.TemporaryDirectory() as home:
        proc = spawn(game_id, players, seed, home)
        try:
            wait_ready(proc)
            started = time.perf_counter()
            for line in proc.stdout:
                if line.strip() == "over":
                    break
            return time.perf_counter() - started
        finally:
            proc.kill()
            proc.wait()


def kill_once(game_id: str, players: int, seed: int, delay: float) -> Outcome:
    from engine import savefile
    from engine.core import playable_actions
    from engine.paths import STALE_AFTER_S, remove_stale_temp_files
    from games import REGISTRY

    outcome = Outcome(game_id, players, seed, delay)
    with tempfile.TemporaryDirectory() as home:
        proc = spawn(game_id, players, seed, home)
        wait_ready(proc)
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        out, err = rest_of_output(proc)
        steps, outcome.over = printed_steps(out)
        outcome.reported = len(steps)
        folder = Path(home) / "data" / "saves"  # engine.paths.saves_dir() of the child
        path = folder / f"autosave-{game_id}.json"
        temps = list(folder.glob(".*.tmp")) if folder.exists() else []
        outcome.temp_left = bool(temps)
        if not path.exists():
            if outcome.reported > 1:
                outcome.problems.append(f"no autosave after {outcome.reported} steps")
            return outcome
        others = sorted(p.name for p in folder.iterdir() if p not in temps)
        try:
            match = savefile.load(path, REGISTRY)
        except Exception as e:  # a refused or unreadable file is exactly the failure
            outcome.problems.append(f"the autosave does not load: {e!r}")
            return outcome
        outcome.saved = len(match.log)
        if outcome.saved < outcome.reported - 1:
            outcome.problems.append(f"the autosave holds {outcome.saved} steps, but "
                                    f"{outcome.reported} had been played")
        for i, entry in enumerate(match.log[:len(steps)]):
            if repr(entry.action) != steps[i]:
                outcome.problems.append(f"step {i + 1} saved as {entry.action!r}, "
                                        f"played as {steps[i]}")
                break
        rng = random.Random(seed)
        for _ in range(100_000):  # the game goes on to its end
            if match.is_over():
                break
            if match.advance_chance() is None:
                match.play(rng.choice(playable_actions(match.state.legal_actions())))
        if not match.is_over():
            outcome.problems.append("the loaded game did not reach its end")
        removed = remove_stale_temp_files(folder, now=time.time() + STALE_AFTER_S + 1)
        if sorted(removed) != sorted(temps):
            outcome.problems.append(f"the clean-up removed {removed}, not {temps}")
        if sorted(p.name for p in folder.iterdir()) != others:
            outcome.problems.append("the clean-up touched more than temp files")
        if err.strip():
            outcome.problems.append(f"the child wrote to stderr: {err.strip()[-500:]}")
    return outcome


def run(kills: int, seed: int, games, out=sys.stdout) -> list[Outcome]:
    lengths: dict[tuple[str, int], float] = {}
    outcomes = []
    for k in range(kills):
        game_id, players = case_for(seed + k, games)
        if (game_id, players) not in lengths:
            lengths[game_id, players] = game_seconds(game_id, players, 1)
        delay = random.Random(f"delay:{seed + k}").uniform(0, lengths[game_id, players])
        outcomes.append(kill_once(game_id, players, seed + k, delay))
    return outcomes


def report(outcomes: list[Outcome], seconds: float, out=sys.stdout) -> int:
    failures = [o for o in outcomes if o.problems]
    mid_write = sum(o.temp_left for o in outcomes)
    lost = sum(max(0, o.reported - o.saved) for o in outcomes if not o.problems)
    print(f"kills {len(outcomes)}  mid-write (temp file left) {mid_write}  "
          f"games already over {sum(o.over for o in outcomes)}  steps lost in all {lost} "
          f"(at most 1 a kill)  failures {len(failures)}  ({seconds:.0f} s)", file=out)
    by_game: dict[str, int] = {}
    for o in outcomes:
        by_game[o.game] = by_game.get(o.game, 0) + 1
    print("kills per game: " + ", ".join(f"{g} {n}" for g, n in sorted(by_game.items())),
          file=out)
    for o in failures:
        print(f"\nFAILURE {o.game}, {o.players} players, seed {o.seed}, killed after "
              f"{o.delay:.3f} s ({o.reported} steps reported, {o.saved} saved):\n  "
              + "\n  ".join(o.problems)
              + f"\n  replay: python -m bench.kill --game {o.game} --seed {o.seed} --kills 1",
              file=out)
    return len(failures)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--kills", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--game", action="append", choices=GAME_IDS,
                   help="only this game (repeatable; default: all five)")
    p.add_argument("--child", nargs=3, metavar=("GAME", "PLAYERS", "SEED"),
                   help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        child(args.child[0], int(args.child[1]), int(args.child[2]))
        return 0
    started = time.monotonic()
    outcomes = run(args.kills, args.seed, args.game or GAME_IDS)
    return 1 if report(outcomes, time.monotonic() - started) else 0


if __name__ == "__main__":
    sys.exit(main())
