"""Finding bundled assets, both from the source tree and inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def asset_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)  # set by PyInstaller when frozen
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[1] / "assets"


def asset_path(relative: str) -> Path:
    return asset_root() / relative
