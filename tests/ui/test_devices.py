"""No display: a clear message, no traceback. No audio device: silence, no crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ui.audio import Audio, close_mixer

ROOT = Path(__file__).resolve().parents[2]


def test_no_display_gives_a_clear_message(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="no-such-display", SDL_AUDIODRIVER="dummy",
               CARDHALL_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert "needs a display" in proc.stderr and "--screenshot" in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="only on Linux does unsetting DISPLAY take the screen away")
def test_no_screen_at_all_gives_a_clear_message_not_an_invisible_window(tmp_path):
    """With no DISPLAY and no SDL_VIDEODRIVER, SDL falls back to an invisible 'offscreen'
    window: the program must say so and stop, not run unseen."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    runtime = tmp_path / "xdg"  # no Wayland socket to find by its default name either
    runtime.mkdir(mode=0o700)
    env.update(SDL_AUDIODRIVER="dummy", CARDHALL_HOME=str(tmp_path),
               XDG_RUNTIME_DIR=str(runtime))
    proc = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1, proc.stderr
    assert "needs a display" in proc.stderr and "Traceback" not in proc.stderr
    assert proc.stderr.count("\n") == 1, proc.stderr  # nothing else: SDL's notes are quiet


def test_no_audio_device_means_silence(monkeypatch):
    close_mixer()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio")
    audio = Audio(enabled=True)
    assert not audio.available and audio.problem
    audio.play("chime")  # a no-op, not a crash
    audio.play("no such sound")
    close_mixer()


def test_sounds_are_synthesised_with_the_dummy_driver(monkeypatch):
    close_mixer()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    audio = Audio(enabled=True, volume=0.3)
    if audio.available:  # some SDL builds have no dummy audio: then it is silence too
        assert {"deal", "play", "sweep", "chime", "error"} <= set(audio.sounds)
        audio.play("deal")
    close_mixer()
