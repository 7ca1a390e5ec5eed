"""Build the Card Hall executable with PyInstaller, then check that it runs.

    pip install -r requirements.txt pyinstaller
    python packaging/build.py            # -> dist/CardHall/CardHall(.exe)

The checks run the built program headless: a screenshot of the menu, and a self-play
games between Normal computer players in two processes (which proves that child
processes, like the AI worker, start inside the bundle, thanks to
multiprocessing.freeze_support() in main.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"),
                    str(ROOT / "packaging" / "cardhall.spec")], check=True, cwd=ROOT)
    exe = ROOT / "dist" / "CardHall" / ("CardHall.exe" if os.name == "nt" else "CardHall")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   CARDHALL_HOME=home)
        shot = Path(home) / "menu.png"
        subprocess.run([str(exe), "--screenshot", str(shot)], check=True, env=env, timeout=120)
        assert shot.stat().st_size > 10_000, "the menu screenshot is empty"
        out = subprocess.run([str(exe), "--selfplay", "fools_field", "--games", "2",
                              "--processes", "2", "--agents", "normal",
                              "--ai-budget", "0.05"], check=True,
                             env=env, capture_output=True, text=True, timeout=600).stdout
        assert '"summary"' in out, out
    size = sum(p.stat().st_size for p in exe.parent.rglob("*") if p.is_file())
    print(f"built {exe} ({size / 1e6:.1f} MB); it renders the menu and plays in child "
          "processes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
