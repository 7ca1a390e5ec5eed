"""Closing the mixer never hangs, however a sound is ending at that moment.

pygame-ce's own `mixer.quit` holds the GIL while it takes SDL's audio lock; a sound that
ends just then has the audio thread (holding that lock) wait for the GIL: the program
hangs on quitting. A second Python thread (the computer thinking) widens that window.
`close_mixer`, which `App.shutdown` uses, stops every sound first."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Open the mixer, play short clicks timed to end around the close, close; again and again.
STRESS = textwrap.dedent("""
    import random, sys, threading, time
    import pygame
    from ui.audio import Audio, close_mixer

    def think():  # a busy thread, like the computer's search
        while True:
            sum(range(1000))

    threading.Thread(target=think, daemon=True).start()
    rng = random.Random(1)
    for i in range(int(sys.argv[1])):
        audio = Audio(enabled=True, volume=0.5)
        if not audio.available:
            print("no audio")
            break
        for _ in range(8):
            audio.play("click")
            time.sleep(rng.uniform(0.015, 0.03))
        close_mixer()
    print("closed every time")
""")


def test_closing_the_mixer_while_sounds_end_never_hangs():
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    # With pygame.mixer.quit in close_mixer's place this hung within 25 rounds here.
    proc = subprocess.run([sys.executable, "-c", STRESS, "60"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().endswith(("closed every time", "no audio")), proc.stdout
