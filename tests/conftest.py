"""Test-wide settings: no display, no sound card, and a private home folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "cardhall", max_examples=25, deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("cardhall")


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Saves and settings go to a temporary folder, never the user's own."""
    monkeypatch.setenv("CARDHALL_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
