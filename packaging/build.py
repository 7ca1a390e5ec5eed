"""Build the Card Hall executable with PyInstaller, check that it runs, and pack it.

    pip install -r requirements-build.txt
    python packaging/build.py            # -> dist/CardHall/ and dist/CardHall-<os>.zip
    python packaging/build.py --pure     # the same without compiling (no C compiler)
    python packaging/build.py --check    # only check and pack the build in dist/CardHall

First the computer players' hot modules are compiled with Cython into a copy of the
program (packaging/compile_hot.py: the same source, about 1.5 times faster) and proved to
play exactly as the source; that copy is bundled. Without a C compiler the build stops
and says so (`--pure` bundles the source as it is: the same moves, slower).

The checks run the built program headless (the dummy video and audio drivers, a private
home folder): a screenshot of the menu and of a table of each of the five games, a short
self-play game between Normal computer players in two processes (which proves that child
processes, like the AI worker, start inside the bundle, thanks to
multiprocessing.freeze_support() in main.py), and the time from starting the program to
its first frame and to the menu (best of 3, CARDHALL_STARTUP_PROBE). Then the folder is
packed as a zip. Prints the sizes and times; exits non-zero if a check fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from compile_hot import check as compile_check
from compile_hot import compile_tree, compiled_file, hot_modules

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
GAMES = (("dragon", 4), ("fools_field", 2), ("o_genre_o", 4), ("makai_fuda", 3),
         ("monstermaker5", 5))


def build(compiled: Path | None) -> None:
    """PyInstaller on the spec: the program in `compiled` (compile_hot.py's copy), else
    the source."""
    env = dict(os.environ)
    env.pop("CARDHALL_COMPILED", None)
    if compiled is not None:
        env["CARDHALL_COMPILED"] = str(compiled)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST),
                    "--workpath", str(ROOT / "build" / "pyinstaller"),
                    str(ROOT / "packaging" / "cardhall.spec")], check=True,
                   cwd=compiled or ROOT, env=env)


def compile_search() -> Path:
    """The program with its hot modules compiled, proved to play as the source."""
    out = ROOT / "build" / "compiled"
    started = time.perf_counter()
    why = compile_tree(out)
    if why is not None:
        raise SystemExit(f"the search's modules were not compiled: {why}\n"
                         "(python packaging/build.py --pure builds without them: the same "
                         "moves, about 1.5 times slower)")
    print(f"compiled {len(hot_modules())} modules into {out.relative_to(ROOT)} in "
          f"{time.perf_counter() - started:.0f} s", flush=True)
    compile_check(out)
    return out


def bundled_compiled(folder: Path) -> list[str]:
    """The hot modules that the bundle holds compiled (PyInstaller 6 puts the program's
    files under _internal/)."""
    contents = folder / "_internal" if (folder / "_internal").is_dir() else folder
    return [m for m in hot_modules() if compiled_file(contents, m)]


def run(exe: Path, env: dict, *args: str, timeout: float = 120) -> str:
    done = subprocess.run([str(exe), *args], env=env, capture_output=True, text=True,
                          timeout=timeout)
    if done.returncode != 0:
        raise SystemExit(f"{exe.name} {' '.join(args)} failed ({done.returncode}):\n"
                         f"{done.stdout[-2000:]}\n{done.stderr[-4000:]}")
    return done.stdout


def startup(exe: Path, env: dict) -> tuple[float, float]:
    """Seconds from starting the program to its first frame and to the menu (best of 3)."""
    best = (float("inf"), float("inf"))
    for _ in range(3):
        started = time.perf_counter()
        proc = subprocess.Popen([str(exe)], env=dict(env, CARDHALL_STARTUP_PROBE="1"),
                                stdout=subprocess.PIPE, text=True)
        seen = {}
        for line in proc.stdout:
            seen[line.strip()] = time.perf_counter() - started
        if proc.wait(timeout=60) != 0 or len(seen) != 2:
            raise SystemExit(f"the start-up probe failed: {seen}")
        best = min(best, (seen["first frame"], seen["menu"]))
    return best


def check(exe: Path, shots: Path) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   CARDHALL_HOME=home)
        pictures = [(shots / "menu.png", ())]
        pictures += [(shots / f"{game}.png", ("--game", game, "--players", str(n),
                                              "--steps", "12", "--seed", "5"))
                     for game, n in GAMES]
        for out, args in pictures:
            run(exe, env, "--screenshot", str(out), *args)
            if out.stat().st_size < 10_000:
                raise SystemExit(f"the screenshot {out.name} is empty")
        out = run(exe, env, "--selfplay", "fools_field", "--games", "2", "--processes", "2",
                  "--agents", "normal", "--ai-budget", "0.05", timeout=600)
        if '"summary"' not in out:
            raise SystemExit(f"self-play did not finish:\n{out}")
        return startup(exe, env)


def pack(folder: Path) -> Path:
    system = {"Linux": "linux", "Darwin": "macos", "Windows": "windows"}.get(
        platform.system(), platform.system().lower())
    archive = DIST / f"CardHall-{system}-{platform.machine().lower()}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for path in sorted(folder.rglob("*")):
            if path.is_symlink() or path.is_file():
                info = zipfile.ZipInfo.from_file(path, path.relative_to(DIST))
                if path.is_symlink():  # kept a link (unzip restores it), not a copy
                    info.external_attr = 0o120777 << 16
                    z.writestr(info, os.readlink(path))
                else:
                    with open(path, "rb") as f:
                        z.writestr(info, f.read(), zipfile.ZIP_DEFLATED)
    return archive


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="check and pack the existing build")
    p.add_argument("--pure", action="store_true",
                   help="bundle the source as it is, without compiling the search's modules")
    args = p.parse_args(argv)
    started = time.perf_counter()
    if not args.check:
        build(None if args.pure else compile_search())
    built = time.perf_counter()
    folder = DIST / "CardHall"
    exe = folder / ("CardHall.exe" if os.name == "nt" else "CardHall")
    compiled = bundled_compiled(folder)
    if not args.pure and len(compiled) != len(hot_modules()):
        raise SystemExit(f"the bundle holds {len(compiled)} of the {len(hot_modules())} "
                         f"compiled modules")
    shots = DIST / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    first, menu = check(exe, shots)
    checked = time.perf_counter()
    archive = pack(folder)
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()
               and not p.is_symlink())
    print(f"built {exe.relative_to(ROOT)}: {size / 1e6:.1f} MB unpacked, "
          f"{archive.relative_to(ROOT)} {archive.stat().st_size / 1e6:.1f} MB; "
          f"{len(compiled)} modules compiled; "
          f"first frame {first:.2f} s, menu {menu:.2f} s after starting; it drew the menu "
          f"and a table of each game ({shots.relative_to(ROOT)}) and played in child "
          f"processes; build {built - started:.0f} s, checks {checked - built:.0f} s, "
          f"zip {time.perf_counter() - checked:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
