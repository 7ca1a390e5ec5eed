"""Compile the computer players' hot modules with Cython, for the release build.

    pip install -r requirements-build.txt
    python packaging/compile_hot.py [--out build/compiled] [--check]

It copies the program (main.py, engine/, games/, ui/, bench/, assets/) to OUT and
compiles there, beside each source file, the modules a search runs (`hot_modules`: the
search, the deal sampler, the shared trick and card helpers, and every module of every
game but its rules text and hints). They are the same source, compiled in Python mode:
no C types (`annotation_typing` off, so an annotation is never a check), Python's own
ints, floats and objects, so they play exactly the same moves, about 1.5 times faster.
The exceptions are Monstermaker 5, whose 6-8 player searches are the slowest, O Genre O's
rollouts (its Hard searches 10,900 iterations a decision) and the samplers' shuffle: the
.pxd files beside those modules (packaging/write_pxd.py) make the positions (and MM5's
battle) extension types with the same fields, all Python objects, make their functions
cpdef (called from C), and type the locals that hold a position or a battle and the loop
indexes and card numbers that index lists (C integers).
Python imports a compiled module before the source beside it, so OUT runs as the
project does (`cd OUT && python -m bench.ai speed` measures it), and build.py bundles
OUT (packaging/cardhall.spec reads CARDHALL_COMPILED).

`--check` proves it: the same seeded searches of every game and player count
(`bench.same_play`) run in OUT and in the source must give the same statistics to the
last bit; it prints both paces. Without Cython or a C compiler it says why and exits 1,
and so does build.py (`build.py --pure` bundles the pure Python modules instead: the same
moves, only slower).

The source stays pure Python and the tests run on it; nothing compiled is committed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COPIED = ("main.py", "engine", "games", "ui", "bench", "assets")
# The search's own modules outside the games (the rest of engine/ is the match, saves and
# codecs: not on a search's path), and engine/core.py, whose State is the base of the
# extension type a Monstermaker 5 position is in the compiled build (engine/core.pxd).
ENGINE_HOT = ("engine/ai/ismcts.py", "engine/ai/sampling.py", "engine/tricks.py",
              "engine/cards.py", "engine/core.py")
# A game's modules that no search runs: text for people.
GAME_COLD = frozenset(("__init__.py", "rules_text.py", "hints.py"))
DIRECTIVES = {
    "language_level": 3,
    "binding": True,  # functions keep Python's introspection (defaults, names, signature)
    "annotation_typing": False,  # annotations stay annotations, never type checks
    "always_allow_keywords": True,
    "nonecheck": True,  # a typed local that holds None raises AttributeError, as in Python
}


def hot_modules(root: Path = ROOT) -> list[str]:
    """The source files compiled, relative to `root`, in a stable order."""
    games = sorted(p.relative_to(root).as_posix() for p in (root / "games").glob("*/*.py")
                   if p.name not in GAME_COLD)
    return [*ENGINE_HOT, *games]


def module_name(path: str) -> str:
    """engine/ai/ismcts.py -> engine.ai.ismcts (engine/ is a namespace package, so the
    name is given, not found)."""
    return path[:-3].replace("/", ".")


def copy_program(out: Path) -> None:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd", "*.c")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, out / name, ignore=ignore)
        else:
            shutil.copy2(source, out / name)


def compile_tree(out: Path, jobs: int | None = None) -> str | None:
    """Copy the program to `out` and compile its hot modules there; None when done, else
    why it could not be (no Cython, no C compiler, a failed build)."""
    try:
        from Cython.Build import cythonize
        from setuptools import Extension
        from setuptools.dist import Distribution
    except ImportError as e:
        return f"Cython or setuptools is not installed ({e.name}): pip install -r " \
               f"requirements-build.txt"
    copy_program(out)
    jobs = jobs or os.cpu_count() or 1
    here = Path.cwd()
    os.chdir(out)  # build_ext --inplace writes beside the sources, relative to the cwd
    try:
        extensions = [Extension(module_name(p), [p]) for p in hot_modules(out)]
        modules = cythonize(extensions, compiler_directives=DIRECTIVES, nthreads=jobs,
                            quiet=True)
        dist = Distribution({"ext_modules": modules})
        dist.verbose = 0  # no line per compiler run
        build = dist.get_command_obj("build_ext")
        build.inplace = True
        build.parallel = jobs
        build.build_temp = str(out / ".build-temp")
        dist.run_command("build_ext")
    except (Exception, SystemExit) as e:  # setuptools and distutils raise many kinds
        return f"the C build failed: {type(e).__name__}: {e}"
    finally:
        os.chdir(here)
    shutil.rmtree(out / ".build-temp", ignore_errors=True)
    for p in out.rglob("*.c"):  # the generated C: 20 MB nobody needs afterwards
        p.unlink()
    missing = [p for p in hot_modules(out) if not compiled_file(out, p)]
    if missing:
        return f"no compiled module was made for {', '.join(missing)}"
    return None


def compiled_file(root: Path, path: str) -> Path | None:
    """The extension module built for the source `path` under `root`, if any."""
    source = root / path
    for candidate in source.parent.glob(source.stem + ".*"):
        if candidate.suffix in (".so", ".pyd"):
            return candidate
    return None


def same_play(tree: Path) -> tuple[str, str]:
    """(digest, pace lines) of `bench.same_play` run in `tree`."""
    done = subprocess.run([sys.executable, "-m", "bench.same_play"], cwd=tree,
                          capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"bench.same_play failed in {tree}:\n{done.stderr[-3000:]}")
    lines = done.stdout.splitlines()
    digests = [line for line in lines if line.startswith("digest")]
    return "\n".join(digests), "\n".join(line for line in lines if line not in digests)


def check(out: Path) -> None:
    """The compiled tree plays the source's searches exactly; prints both paces."""
    compiled_digest, compiled_pace = same_play(out)
    source_digest, source_pace = same_play(ROOT)
    if compiled_digest != source_digest:
        raise SystemExit("the compiled modules do not play as the source does:\n"
                         f"compiled:\n{compiled_digest}\nsource:\n{source_digest}")
    print(f"the compiled modules play exactly as the source "
          f"({len(compiled_digest.splitlines())} games and counts, the same digests)")
    print(source_pace)  # each begins with its build: "search modules: ..."
    print(compiled_pace)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python packaging/compile_hot.py",
                                description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "build" / "compiled")
    p.add_argument("--check", action="store_true",
                   help="prove the compiled modules play as the source; print both paces")
    p.add_argument("--jobs", type=int, default=None, help="parallel compilers (cores)")
    args = p.parse_args(argv)
    out = args.out.resolve()
    started = time.perf_counter()
    why = compile_tree(out, args.jobs)
    if why is not None:
        print(f"compile_hot.py: not compiled: {why}", file=sys.stderr)
        return 1
    print(f"compiled {len(hot_modules(out))} modules into {out} in "
          f"{time.perf_counter() - started:.0f} s", flush=True)
    if args.check:
        check(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
