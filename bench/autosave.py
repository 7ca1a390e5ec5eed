"""What saving every move costs, and what the frame loop still pays for it.

    python -m bench.autosave [--games 3] [--folder DIR] [--pace 0.0] [--game G]

For one seeded game of computers per game id (4 players where the game allows), every
move is saved as a table saves it. Prints per move, in milliseconds:
- `dumps`: building the JSON (grows with the log);
- `write+fsync`: the atomic write with its fsync (what `engine.paths.write_atomic` costs);
- `play, direct`: `Match.play` with the write on the calling thread (as before);
- `play, saver`: `Match.play` with `engine.autosave.BackgroundSaver` (as the table plays),
  and how many moves had to wait for the previous move's write. `--pace S` leaves S
  seconds between moves (a table shows a computer's move for 0.45 s / animation speed);
  0 is the worst case, moves back to back.
The folder defaults to a temporary one under the user data folder's disk (CARDHALL_HOME).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from engine import savefile
from engine.autosave import BackgroundSaver
from engine.core import playable_actions
from engine.match import COMPUTER, Match, Seat
from engine.paths import data_dir, write_atomic
from games import REGISTRY


def moves_of(game, n: int, seed: int) -> list:
    match = Match(game, n, [Seat(f"Bot {i}", COMPUTER, "random") for i in range(n)],
                  seed=seed)
    rng = random.Random(seed)
    while not match.is_over():
        if match.advance_chance() is None:
            match.play(rng.choice(playable_actions(match.state.legal_actions())))
    return [entry.action for entry in match.log]


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
    return (f"{statistics.median(values) * 1e3:6.2f} median {p95 * 1e3:6.2f} p95 "
            f"{values[-1] * 1e3:6.1f} max")


def replay(game, n, seed, moves, path: Path, saver: BackgroundSaver | None, pace: float):
    match = Match(game, n, [Seat(f"Bot {i}", COMPUTER, "random") for i in range(n)],
                  seed=seed, save_path=path)
    match.saver = saver
    times = []
    for action in moves:
        started = time.perf_counter()
        match.play(action)
        times.append(time.perf_counter() - started)
        if pace:
            time.sleep(pace)
    if saver is not None:
        saver.close()
    assert len(savefile.load(path, REGISTRY).log) == len(moves)
    return times


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1, help="games per game id")
    p.add_argument("--folder", help="where to write (default: a temporary folder)")
    p.add_argument("--pace", type=float, default=0.0, help="seconds between moves")
    p.add_argument("--game", choices=sorted(REGISTRY), help="only this game")
    args = p.parse_args(argv)
    if args.folder:
        folder = Path(args.folder)
        folder.mkdir(parents=True, exist_ok=True)
    else:
        data_dir().mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix="bench-autosave-", dir=data_dir()))
    print(f"writing in {folder}")
    for gid, game in sorted(REGISTRY.items()):
        if args.game and gid != args.game:
            continue
        n = min(game.max_players, 4)
        dumps, writes, direct, saved = [], [], [], []
        waits = moves_total = 0
        for seed in range(args.games):
            moves = moves_of(game, n, seed)
            moves_total += len(moves)
            match = Match(game, n, [Seat(f"B{i}", COMPUTER, "random") for i in range(n)],
                          seed=seed)
            path = folder / f"autosave-{gid}.json"
            for action in moves:
                match.play(action)
                started = time.perf_counter()
                text = savefile.dumps(match)
                middle = time.perf_counter()
                write_atomic(path, text)
                dumps.append(middle - started)
                writes.append(time.perf_counter() - middle)
            direct += replay(game, n, seed, moves, path, None, args.pace)
            saver = BackgroundSaver()
            saved += replay(game, n, seed, moves, path, saver, args.pace)
            waits += saver.waits
        print(f"{gid:14s} {moves_total:5d} moves  dumps {ms(dumps)}  write+fsync {ms(writes)}")
        print(f"{'':14s} play, direct {ms(direct)}   play, saver {ms(saved)}  "
              f"({waits} of {moves_total} moves waited for the previous write)", flush=True)


if __name__ == "__main__":
    main()
