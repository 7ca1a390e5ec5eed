"""Driving the app headless: real mouse and key events through the real loop."""

from __future__ import annotations

import pygame

from ui.app import App
from ui.settings import Settings


def make_app(size=(1280, 720)) -> App:
    settings = Settings()
    settings.sound = True  # exercises the (silent, dummy-driver) audio path
    settings.animation_speed = 4.0
    return App(size=size, fullscreen=False, settings=settings, headless=True)


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


def settle(app: App, limit: int = 400) -> int:
    """Frames until a window resize is built (the app builds it a slice a frame, showing
    the old picture meanwhile: ui/app.py); how many it took."""
    for n in range(1, limit + 1):
        app.frame(1 / 60)
        if not app.rebuilding:
            return n
    raise AssertionError(f"a resize still being built after {limit} frames")


def click(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                         scancode=0))
    frames(app, 2)


def button_named(app: App, text: str):
    """The visible pygame_gui button of the top scene with this label."""
    for element in app.top.elements:
        if getattr(element, "text", None) == text and element.visible:
            return element
    labels = [getattr(e, "text", None) for e in app.top.elements]
    raise AssertionError(f"no button {text!r} on {type(app.top).__name__}: {labels}")


def click_button(app: App, text: str) -> None:
    button = button_named(app, text)
    click(app, button.rect.center)


def key_down(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))


def key_up(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                         scancode=0))


def lift_curtain(app: App, by: str = "space") -> None:
    """The next player lifts the hot-seat curtain on top, deliberately: Space held until
    its bar is full, or a click on its button (after it has been on screen a moment)."""
    from ui.scenes.curtain import ARM_S, HOLD_S, CurtainScene

    curtain = app.top
    assert isinstance(curtain, CurtainScene), type(curtain).__name__
    while curtain.t <= ARM_S:
        frames(app, 1)
    if by == "click":
        click(app, button_named(app, curtain.button_label).rect.center)
    else:
        key_down(app, pygame.K_SPACE)
        for _ in range(int(HOLD_S * 60) + 10):
            frames(app, 1)
            if app.top is not curtain:
                break
        key_up(app, pygame.K_SPACE)
        frames(app, 1)
    assert app.top is not curtain, "the curtain was lifted"
