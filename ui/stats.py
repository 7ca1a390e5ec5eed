"""Per-game statistics of the humans at this computer, kept in the config folder."""

from __future__ import annotations

import contextlib
import json

from engine.paths import config_dir, write_atomic


def _path():
    return config_dir() / "stats.json"


def load_stats() -> dict:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def record_game(game_id: str, human_won: bool | None, best_human_score: float | None) -> None:
    """Count one finished game; human_won None when no human sat at the table."""
    stats = load_stats()
    entry = stats.get(game_id)
    if not isinstance(entry, dict):
        entry = {}
    entry["played"] = int(entry.get("played", 0)) + 1
    if human_won is not None:
        entry["with_humans"] = int(entry.get("with_humans", 0)) + 1
        entry["won"] = int(entry.get("won", 0)) + (1 if human_won else 0)
    if best_human_score is not None:
        best = entry.get("best")
        if not isinstance(best, (int, float)) or best_human_score > best:
            entry["best"] = best_human_score
    stats[game_id] = entry
    with contextlib.suppress(OSError):  # statistics are a nicety; never stop the game
        write_atomic(_path(), json.dumps(stats, indent=2))
