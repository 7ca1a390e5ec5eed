"""Where Card Hall keeps saves and settings (platformdirs), overridable for tests.

Setting CARDHALL_HOME puts both under that folder, so tests and CI never touch the
user's own files.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "CardHall"


def _home_override() -> Path | None:
    home = os.environ.get("CARDHALL_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    home = _home_override()
    if home is not None:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    home = _home_override()
    if home is not None:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path(game_id: str) -> Path:
    return saves_dir() / f"autosave-{game_id}.json"


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a crash leaves either the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
