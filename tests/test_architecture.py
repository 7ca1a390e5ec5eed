"""The arrows go one way (DESIGN.md section 1): engine/ and games/ never import pygame,
nothing in them uses the global random module's functions or an unseeded generator, and
nothing anywhere pickles."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PURE = sorted(p for d in ("engine", "games") for p in (ROOT / d).rglob("*.py"))


def imported_modules(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(ROOT)))
def test_pure_code_never_imports_pygame_or_ui(path):
    for module in imported_modules(path):
        assert module.split(".")[0] not in ("pygame", "pygame_gui", "ui"), module


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_global_random(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    aliases = {a.asname or a.name for node in ast.walk(tree) if isinstance(node, ast.Import)
               for a in node.names if a.name == "random"}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in aliases and node.attr != "Random"):
            raise AssertionError(f"{path.name}:{node.lineno} uses random.{node.attr}")
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            raise AssertionError(f"{path.name}:{node.lineno} imports from random")


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_unseeded_random(path):
    """random.Random() needs a seed; no other source of entropy in pure code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "Random" and not node.args and not node.keywords):
            raise AssertionError(f"{path.name}:{node.lineno} makes an unseeded Random()")
        if isinstance(node, ast.Attribute) and node.attr in ("SystemRandom", "urandom"):
            raise AssertionError(f"{path.name}:{node.lineno} uses {node.attr}")
    for module in imported_modules(path):
        assert module.split(".")[0] not in ("secrets", "uuid"), (path.name, module)


SOURCES = sorted([ROOT / "main.py", *(p for d in ("engine", "games", "ui")
                                       for p in (ROOT / d).rglob("*.py"))])


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_never_pickle(path):
    """Save files, settings and statistics are JSON: nothing imports pickle & co."""
    for module in imported_modules(path):
        assert module.split(".")[0] not in ("pickle", "cPickle", "marshal", "shelve",
                                            "dill"), (path.name, module)


def test_engine_never_imports_games():
    for path in (ROOT / "engine").rglob("*.py"):
        for module in imported_modules(path):
            assert module.split(".")[0] != "games", (path, module)
