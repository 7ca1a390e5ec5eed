"""The arrows go one way (DESIGN.md section 1): engine/ and games/ never import pygame,
and nothing in them uses the global random module's functions."""

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
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id == "random" and node.attr != "Random"):
            raise AssertionError(f"{path.name}:{node.lineno} uses random.{node.attr}")
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            raise AssertionError(f"{path.name}:{node.lineno} imports from random")


def test_engine_never_imports_games():
    for path in (ROOT / "engine").rglob("*.py"):
        for module in imported_modules(path):
            assert module.split(".")[0] != "games", (path, module)
