"""Write the .pxd files that let the release build type Monstermaker 5's state and battle.

    python packaging/write_pxd.py          # rewrite them from the source
    python packaging/write_pxd.py --check  # exit 1 if a committed one differs

Compiled in Python mode (packaging/compile_hot.py), a module reads `st.battle` or
`b.sides` through CPython's generic attribute lookup: at 8 players that was a quarter of
the instructions of an MM5 search. A Cython "augmenting" .pxd beside a module, read only
when it is compiled, makes these classes extension types with the same fields, and types
the locals that hold them, so the compiled code reads a field straight from the object:

- `engine/core.pxd`: `State`, the base of every game's state, with `game` and
  `num_players` (a Python class may subclass an extension type; the other games' states
  stay Python classes).
- `fields.pxd`, `rules.pxd`, `battle.pxd`: `MonsterMakerFields` (every field of a
  position, `fields.py`), `MonsterMakerState` (its methods, `rules.py`) and `Battle`.
  The fields live in their own module so that the modules `rules.py` imports can name
  the type without importing `rules.py` in turn.
- every other hot module: each top-level function with a parameter `st` or `state` (a
  position), or a local `b` taken from its `.battle` or a parameter `b: Battle`, becomes
  `cpdef` with those locals typed. Functions holding a closure (a lambda, a nested
  function or a generator expression) are left as they are: Cython cannot type them.

Nothing else changes: every field stays a Python object, no int becomes a C int, and a
field read on None raises AttributeError as in Python (`nonecheck`). The digest proof
(`bench.same_play`) checks that the compiled build still plays exactly as the source;
`tests/test_compile_hot.py` checks that the committed files are what this script writes
now, so that a new field or a changed signature cannot be forgotten here.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = "games/monstermaker5"
# The modules whose functions get typed locals (all of the game's hot modules that hold
# positions; cards, moves, phases and the events hold none).
TYPED_MODULES = ("commit", "fight", "turns", "rescue", "view", "ai", "evaluation",
                 "playout")
STATE_BASE_FIELDS = ("game", "num_players")  # declared on engine.core.State
HEADER = "# Read only by the release build's compiler: see packaging/write_pxd.py.\n"


def slots(path: Path, cls: str) -> list[str]:
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef) and node.name == cls:
            for stmt in node.body:
                if isinstance(stmt, ast.Assign) and stmt.targets[0].id == "__slots__":
                    return [e.value for e in stmt.value.elts]
    raise SystemExit(f"{path}: no __slots__ in class {cls}")


def field_lines(names: list[str]) -> str:
    """`cdef public object a, b, ...` wrapped at 88 characters."""
    lines, line = [], "    cdef public object "
    for i, name in enumerate(names):
        piece = name + (", " if i < len(names) - 1 else "")
        if len(line) + len(piece) > 87:
            lines.append(line.rstrip() + " \\")
            line = "        "
        line += piece
    lines.append(line)
    return "\n".join(lines) + "\n"


def signature(fn: ast.FunctionDef) -> str | None:
    a = fn.args
    if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs:
        return None
    names = [x.arg for x in a.args]
    first_default = len(names) - len(a.defaults)
    return ", ".join(n + ("=*" if i >= first_default else "") for i, n in enumerate(names))


def holds_battle(fn: ast.FunctionDef) -> bool:
    for arg in fn.args.args:
        if arg.arg == "b" and isinstance(arg.annotation, ast.Name) \
                and arg.annotation.id == "Battle":
            return True
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "b"
                                                for t in node.targets):
            value = node.value
            if isinstance(value, ast.Attribute) and value.attr == "battle" \
                    and isinstance(value.value, ast.Name) \
                    and value.value.id in ("st", "state"):
                return True
    return False


def has_closure(fn: ast.FunctionDef) -> bool:
    kinds = (ast.FunctionDef, ast.Lambda, ast.GeneratorExp, ast.Yield, ast.YieldFrom)
    return any(node is not fn and isinstance(node, kinds) for node in ast.walk(fn))


def typed_functions(source: str) -> str:
    """The cpdef declarations of one module (empty if none)."""
    decls = []
    for fn in ast.parse(source).body:
        if not isinstance(fn, ast.FunctionDef) or fn.decorator_list:
            continue
        params = [x.arg for x in fn.args.args]
        typed = [f"{p}=MonsterMakerFields" for p in ("st", "state") if p in params]
        if holds_battle(fn):
            typed.append("b=Battle")
        sig = signature(fn)
        if not typed or sig is None or has_closure(fn):
            continue
        decls.append(f"@cython.locals({', '.join(typed)})\ncpdef {fn.name}({sig})\n")
    if not decls:
        return ""
    body = "\n".join(decls)
    head = HEADER + "cimport cython\n"
    if "Battle" in body:
        head += "from games.monstermaker5.battle cimport Battle\n"
    if "MonsterMakerFields" in body:
        head += "from games.monstermaker5.fields cimport MonsterMakerFields\n"
    return head + "\n\n" + body


def pxd_files(root: Path = ROOT) -> dict[str, str]:
    """Each .pxd (path relative to `root`) and its text, from the source under `root`."""
    game = root / GAME
    fields = [s for s in slots(game / "fields.py", "MonsterMakerFields")
              if s not in STATE_BASE_FIELDS]
    files = {
        "engine/core.pxd": HEADER + "\n\ncdef class State:\n"
                           + field_lines(list(STATE_BASE_FIELDS)),
        f"{GAME}/fields.pxd": HEADER + "from engine.core cimport State\n\n\n"
                              "cdef class MonsterMakerFields(State):\n" + field_lines(fields),
        f"{GAME}/rules.pxd": HEADER + "from games.monstermaker5.fields cimport "
                             "MonsterMakerFields\n\n\n"
                             "cdef class MonsterMakerState(MonsterMakerFields):\n    pass\n",
        f"{GAME}/battle.pxd": HEADER + "\n\ncdef class Battle:\n"
                              + field_lines(slots(game / "battle.py", "Battle")),
    }
    for module in TYPED_MODULES:
        text = typed_functions((game / f"{module}.py").read_text(encoding="utf-8"))
        if text:
            files[f"{GAME}/{module}.pxd"] = text
    return files


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python packaging/write_pxd.py",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true",
                   help="exit 1 if a committed .pxd is not what would be written")
    args = p.parse_args(argv)
    stale = []
    for rel, text in pxd_files().items():
        path = ROOT / rel
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(rel)
        if not args.check:
            path.write_text(text, encoding="utf-8")
    if args.check and stale:
        print("out of date (run python packaging/write_pxd.py):", ", ".join(stale))
        return 1
    print(("wrote " if stale else "up to date: ") + (", ".join(stale) or "every .pxd"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
