"""Where Card Hall keeps saves and settings (platformdirs), overridable for tests.

Setting CARDHALL_HOME puts both under that folder, so tests and CI never touch the
user's own files.
"""

from __future__ import annotations

import os
import re
import time
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


TEMP_NAME = re.compile(r"^\..+\.\d+\.tmp$")  # what write_atomic names its temp files
STALE_AFTER_S = 120.0  # a write takes milliseconds: older temp files are of dead writes


def remove_stale_temp_files(folder: Path, now: float | None = None) -> list[Path]:
    """Delete the temp files that writes killed mid-way left in `folder` (a kill between
    the write and the rename); return them. A temp file of a write still in progress (ours,
    or one younger than STALE_AFTER_S) is kept, and nothing else is touched."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    own = f".{os.getpid()}.tmp"
    for path in entries:
        if not TEMP_NAME.match(path.name) or path.name.endswith(own):
            continue
        try:
            if not path.is_file() or now - path.stat().st_mtime < STALE_AFTER_S:
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


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
