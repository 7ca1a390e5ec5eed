"""Write the .pxd files that let the release build type the positions of Monstermaker 5
(and its battle) and O Genre O, whose searches are the costliest.

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
  position and `side_of`, `fields.py`), `MonsterMakerState` (its other methods,
  `rules.py`) and `Battle`. The fields live in their own module so that the modules
  `rules.py` imports can name the type without importing `rules.py` in turn. The
  methods of `MonsterMakerFields` and `Battle` are `cpdef`: a typed local calls them
  through the C vtable, not a Python method lookup.
- every hot module of the game (`TYPED_MODULES`): each top-level function becomes
  `cpdef`, with its locals typed: a parameter `st` or `state` (a position), a local `b`
  taken from its `.battle` or a parameter `b: Battle`, and the loop indexes of
  `index_locals` (C integers, so `SIDE[c]` indexes the tuple directly). Functions
  holding a closure (a lambda, a nested function or a generator expression) are left
  as they are: Cython cannot compile them as `cpdef`, so the hot ones are written as
  plain loops. The `.pxd` also `cimport`s the cpdef functions the module imports from
  the other typed modules (`cimport_lines`): those calls are C calls, not Python ones.
- `engine/ai/sampling.pxd`: the shuffle every game's sampler uses, its indexes C
  integers.
- the games of `POSITIONS` (O Genre O): the position an extension type with its fields
  and cpdef methods, and its rollout modules typed as above.

Nothing else changes: every field stays a Python object, an int is a C integer only as
a loop index or a card number read from a list, and a field read on None raises
AttributeError as in Python (`nonecheck`). The digest proof (`bench.same_play`) checks
that the compiled build still plays exactly as the source; `tests/test_compile_hot.py`
checks that the committed files are what this script writes now, so that a new field or
a changed signature cannot be forgotten here.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = "games/monstermaker5"
# The modules whose functions are cpdef with typed locals (all of the game's hot modules
# that hold positions or battles; cards, moves, phases and the events hold none).
TYPED_MODULES = ("battle", "commit", "fight", "turns", "rescue", "view", "ai",
                 "evaluation", "playout")
STATE_BASE_FIELDS = ("game", "num_players")  # declared on engine.core.State
# The other games whose position is an extension type in the release build: the game's
# package, the module and class of its position (fields in `__slots__`, methods cpdef),
# and the modules whose functions become cpdef with that position typed. O Genre O's
# Hard searches 10,900 iterations a decision: its rollouts read the position at every
# step (`ai.rollout_policy`, `playout.rollout`).
POSITIONS = {"games/o_genre_o": ("rules", "OGenreOState", ("ai", "playout"))}
HEADER = "# Read only by the release build's compiler: see packaging/write_pxd.py.\n"
# Every game's sampler shuffles with it, a swap per hidden card per determinisation: its
# two indexes are C integers (each is below the list's length; `int()` of the product
# truncates as the C conversion does), so a swap indexes the list directly.
SAMPLING_CPDEF = "shuffle_in_place"  # the samplers' one cpdef function, cimported by the games
SAMPLING_PXD = (HEADER + "cimport cython\n\n\n"
                "@cython.locals(i=cython.Py_ssize_t, j=cython.Py_ssize_t)\n"
                f"cpdef {SAMPLING_CPDEF}(items, rand)\n")


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


def index_locals(fn: ast.FunctionDef) -> list[str]:
    """The locals that are C integers (`Py_ssize_t`), so that `hand[c]` or `SIDE[c]`
    indexes the list or tuple directly instead of converting a Python int each time:
    those bound only as the plain target of `for` loops (and comprehensions) and never
    otherwise (no parameter, assignment or unpacking), when every loop is over `range()`
    or the name is `c`, which in the typed games' code always names a card number (an
    int; each of their card lists holds ints only). The loop's values and its last value
    are Python's."""
    loops = [node for node in ast.walk(fn) if isinstance(node, (ast.For, ast.comprehension))]
    plain_targets = {id(loop.target) for loop in loops if isinstance(loop.target, ast.Name)}
    bound: dict[str, list[ast.AST]] = {}
    for loop in loops:
        if isinstance(loop.target, ast.Name):
            bound.setdefault(loop.target.id, []).append(loop.iter)
    other: set[str] = {a.arg for a in fn.args.args}
    for node in ast.walk(fn):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            if id(node) not in plain_targets:  # assigned, deleted or unpacked into
                other.add(node.id)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            other.update(node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            other.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            other.update((a.asname or a.name).split(".")[0] for a in node.names)

    def over_range(it: ast.AST) -> bool:
        return isinstance(it, ast.Call) and isinstance(it.func, ast.Name) \
            and it.func.id == "range"

    return sorted(name for name, iters in bound.items() if name not in other
                  and (name == "c" or all(over_range(it) for it in iters)))


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


def compiled_functions(source: str, position: str = "MonsterMakerFields",
                       battle: bool = True) -> list[tuple[str, str]]:
    """(name, declaration) of each top-level function of a module compiled as `cpdef`:
    every one without a closure, a decorator or */** parameters, with its position and
    battle locals typed. A cpdef function is called straight from C by the module's own
    code and by every typed module that imports it by name (`cimport_lines`)."""
    decls = []
    for fn in ast.parse(source).body:
        if not isinstance(fn, ast.FunctionDef) or fn.decorator_list:
            continue
        sig = signature(fn)
        if sig is None or has_closure(fn):
            continue
        params = [x.arg for x in fn.args.args]
        typed = [f"{p}={position}" for p in ("st", "state") if p in params]
        if battle and holds_battle(fn):
            typed.append("b=Battle")
        typed += [f"{name}=cython.Py_ssize_t" for name in index_locals(fn)]
        head = f"@cython.locals({', '.join(typed)})\n" if typed else ""
        decls.append((fn.name, f"{head}cpdef {fn.name}({sig})\n"))
    return decls


def method_lines(source: str, cls: str) -> str:
    """The cpdef declarations of `cls`'s methods (none with a closure; not `__init__`),
    inside its `cdef class` block: a typed local calls them through the C vtable."""
    lines = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef) and node.name == cls:
            for fn in node.body:
                if isinstance(fn, ast.FunctionDef) and not fn.decorator_list \
                        and not fn.name.startswith("__") and signature(fn) is not None \
                        and not has_closure(fn):
                    lines.append(f"    cpdef {fn.name}({signature(fn)})\n")
    return "".join(lines)


def cimport_lines(source: str, compiled: dict[str, set[str]],
                  package: str = GAME.replace("/", ".")) -> list[str]:
    """`cimport`s of the cpdef functions this module imports by name from the other
    compiled modules (`from games.monstermaker5.fight import resolve_attack`; `compiled`
    maps a dotted module name to its cpdef functions), and of the typed modules it imports
    whole (`from games.monstermaker5 import fight`), so those calls are C calls too; the
    Python import beside each stays for everything else."""
    lines = []
    for node in ast.parse(source).body:
        if not isinstance(node, ast.ImportFrom) or node.module is None:
            continue
        if node.module == package:
            names = [a.name for a in node.names
                     if f"{package}.{a.name}" in compiled and a.asname is None]
        else:
            names = [a.name for a in node.names
                     if a.name in compiled.get(node.module, ()) and a.asname is None]
        if names:
            lines.append(f"from {node.module} cimport {', '.join(sorted(names))}\n")
    return lines


def typed_functions(source: str, compiled: dict[str, set[str]] | None = None,
                    position: tuple[str, str] = ("games.monstermaker5.fields",
                                                 "MonsterMakerFields")) -> str:
    """The declarations of one typed module: its cimports and cpdef functions (empty if
    none); `position` is the module and class of the game's position."""
    module, cls = position
    battle = cls == "MonsterMakerFields"
    decls = compiled_functions(source, cls, battle)
    imports = cimport_lines(source, compiled or {}, module.rsplit(".", 1)[0])
    if not decls and not imports:
        return ""
    body = "\n".join(d for _, d in decls)
    head = HEADER + ("cimport cython\n" if "@cython" in body else "")
    if battle and "Battle" in body:
        head += "from games.monstermaker5.battle cimport Battle\n"
    if f"={cls}" in body:
        head += f"from {module} cimport {cls}\n"
    head += "".join(imports)
    return head + "\n\n" + body


def cpdef_names(package: str, sources: dict[str, str], position: str,
                battle: bool) -> dict[str, set[str]]:
    """Each typed module's dotted name (and the sampler's) -> its cpdef functions, for
    `cimport_lines`."""
    names = {f"{package}.{m}": {name for name, _ in compiled_functions(text, position, battle)}
             for m, text in sources.items()}
    names["engine.ai.sampling"] = {SAMPLING_CPDEF}
    return names


def other_positions(root: Path) -> dict[str, str]:
    """The .pxd files of the games in `POSITIONS`: the position an extension type with
    its fields (its methods cpdef), and the typed modules' functions."""
    files = {}
    for package, (module, cls, typed) in POSITIONS.items():
        source = (root / package / f"{module}.py").read_text(encoding="utf-8")
        fields = [s for s in slots(root / package / f"{module}.py", cls)
                  if s not in STATE_BASE_FIELDS]
        files[f"{package}/{module}.pxd"] = (
            HEADER + "from engine.core cimport State\n\n\n"
            f"cdef class {cls}(State):\n" + field_lines(fields) + method_lines(source, cls))
        dotted = package.replace("/", ".")
        sources = {m: (root / package / f"{m}.py").read_text(encoding="utf-8")
                   for m in typed}
        compiled = cpdef_names(dotted, sources, cls, battle=False)
        for m, text in sources.items():
            decls = typed_functions(text, compiled, (f"{dotted}.{module}", cls))
            if decls:
                files[f"{package}/{m}.pxd"] = decls
    return files


def pxd_files(root: Path = ROOT) -> dict[str, str]:
    """Each .pxd (path relative to `root`) and its text, from the source under `root`."""
    game = root / GAME
    fields = [s for s in slots(game / "fields.py", "MonsterMakerFields")
              if s not in STATE_BASE_FIELDS]
    sources = {m: (game / f"{m}.py").read_text(encoding="utf-8") for m in TYPED_MODULES}
    compiled = cpdef_names(GAME.replace("/", "."), sources, "MonsterMakerFields", battle=True)
    battle = sources["battle"]
    battle_functions = compiled_functions(battle)
    battle_head = HEADER + ("cimport cython\n" if any("@cython" in d for _, d in
                                                       battle_functions) else "")
    if any("MonsterMakerFields" in d for _, d in battle_functions):
        battle_head += "from games.monstermaker5.fields cimport MonsterMakerFields\n"
    files = {
        "engine/ai/sampling.pxd": SAMPLING_PXD,
        "engine/core.pxd": HEADER + "\n\ncdef class State:\n"
                           + field_lines(list(STATE_BASE_FIELDS)),
        f"{GAME}/fields.pxd": HEADER + "from engine.core cimport State\n\n\n"
                              "cdef class MonsterMakerFields(State):\n" + field_lines(fields)
                              + method_lines((game / "fields.py").read_text(encoding="utf-8"),
                                             "MonsterMakerFields"),
        f"{GAME}/rules.pxd": HEADER + "from games.monstermaker5.fields cimport "
                             "MonsterMakerFields\n\n\n"
                             "cdef class MonsterMakerState(MonsterMakerFields):\n    pass\n",
        f"{GAME}/battle.pxd": battle_head + "\n\ncdef class Battle:\n"
                              + field_lines(slots(game / "battle.py", "Battle"))
                              + method_lines(battle, "Battle") + "\n\n"
                              + "\n".join(d for _, d in battle_functions),
    }
    for module in TYPED_MODULES:
        if module == "battle":
            continue
        text = typed_functions(sources[module], compiled)
        if text:
            files[f"{GAME}/{module}.pxd"] = text
    files.update(other_positions(root))
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
