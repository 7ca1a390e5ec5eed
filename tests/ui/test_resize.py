"""A window resize: the old picture scaled at once, one layout when the resizes rest, any
input laid out first (ui/app.py); bench/resize.py times it."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.helpers import frames, make_app
from ui.scenes.menu import MenuScene


@pytest.fixture
def app():
    app = make_app((1280, 720))
    app.push(MenuScene(app))
    frames(app, 3)
    yield app
    app.shutdown()


def post_resize(size) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))


def count_layouts(app, monkeypatch) -> list:
    layouts = []
    real = app.top.resized
    monkeypatch.setattr(app.top, "resized", lambda: layouts.append(app.size) or real())
    return layouts


def test_the_first_frame_shows_the_old_picture_scaled_and_the_next_lays_out(app, monkeypatch):
    layouts = count_layouts(app, monkeypatch)
    corner = tuple(app.screen.get_at((5, 5)))
    post_resize((1920, 1080))
    frames(app, 1)
    assert app.size == (1920, 1080)
    assert app.scene_size == (1280, 720) and layouts == []
    assert tuple(app.screen.get_at((7, 7))) == corner, "the old picture, scaled"
    frames(app, 1)
    assert app.scene_size == (1920, 1080) and layouts == [(1920, 1080)]
    frames(app, 1)
    assert not app.layout_due and app.stand_in is None


def test_a_window_dragged_by_its_corner_is_laid_out_once_at_the_end(app, monkeypatch):
    layouts = count_layouts(app, monkeypatch)
    for w in range(1300, 1700, 40):
        post_resize((w, 760))
        frames(app, 1)
    assert layouts == []
    frames(app, 2)
    assert layouts == [(1660, 760)]
    assert app.scene_size == (1660, 760)


def test_a_key_right_after_a_resize_meets_the_new_layout(app, monkeypatch):
    seen = []
    monkeypatch.setattr(app.top, "handle_event",
                        lambda event: seen.append((event.type, app.scene_size)))
    post_resize((1600, 900))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x",
                                         scancode=0))
    frames(app, 1)
    assert (pygame.KEYDOWN, (1600, 900)) in seen
    assert not app.layout_due


def test_a_resize_below_the_smallest_window_keeps_the_smallest(app):
    post_resize((300, 200))
    frames(app, 3)
    assert app.size == (960, 540) == app.scene_size
