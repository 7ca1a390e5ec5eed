"""Per-game statistics of the humans at this computer, kept in the config folder."""

from __future__ import annotations

import contextlib
import json
import math

from engine.paths import config_dir, write_atomic


def _path():
    return config_dir() / "stats.json"


def load_stats() -> dict:
    """{game id: {"played", "with_humans", "won" (counts), "best" (a score)}}; anything
    damaged or edited into nonsense is left out, never a crash."""
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    stats = {}
    for game_id, entry in data.items():
        if not isinstance(entry, dict):
            continue
        clean = {k: v for k, v in entry.items() if k in ("played", "with_humans", "won")
                 and type(v) is int and 0 <= v < 10**9}
        best = entry.get("best")
        if isinstance(best, (int, float)) and not isinstance(best, bool) \
                and math.isfinite(best):
            clean["best"] = best
        stats[game_id] = clean
    return stats


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
