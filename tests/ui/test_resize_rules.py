"""The rules scene after a window resize: laid out in small steps (never the whole text in
one), its rows rendered only when in view, and, once the app has finished the rebuild,
exactly what a fresh build at the new size shows, still open at the phase's section (or
where the player had scrolled). Scrolling by wheel, keys and bar."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.helpers import frames, make_app, press
from ui.scenes.menu import MenuScene
from ui.scenes.rules import NOW, RulesScene
from ui.scenes.rules_text import BLOCKS_PER_STEP, ROWS_PER_STEP, RulesText

SETTLE_FRAMES = 400  # a bound on the frames a rebuild may take (it never waits for time)


@pytest.fixture
def app():
    app = make_app((1280, 720))
    app.push(MenuScene(app))
    frames(app, 2)
    yield app
    app.shutdown()


def post_resize(size) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))


def rebuilding(app) -> bool:
    return bool(getattr(app, "rebuilding", False) or getattr(app, "layout_due", False))


def settle(app) -> int:
    """Frames until the app has no resize left to build; how many it took."""
    for n in range(1, SETTLE_FRAMES + 1):
        frames(app, 1)
        if not rebuilding(app):
            frames(app, 1)  # the first picture at the size
            return n
    raise AssertionError(f"the rebuild did not end in {SETTLE_FRAMES} frames")


def picture(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def layout(scene: RulesScene):
    text = scene.text
    return (text.rect, text.scroll, text.content_h,
            [(row.y, row.height, row.runs) for row in text.rows])


def open_rules(app, topic="dragon", section="Tricks") -> RulesScene:
    scene = RulesScene(app, topic, section=section)
    app.push(scene)
    frames(app, 2)
    return scene


def test_the_rules_open_at_the_phase_in_progress_marked_now(app):
    scene = open_rules(app, "dragon", "Tricks")
    text = scene.text
    top = text.rows[text.visible_rows().start]
    assert text.blocks[top.block].text == "Tricks" + NOW
    assert text.heading_y("Tricks") - text.scroll == app.px(4)
    assert 0 < scene.scrolled_to < 1


@pytest.mark.parametrize("topic, section", [("dragon", "Tricks"), ("makai_fuda", None),
                                            ("controls", None)])
def test_after_a_resize_and_back_the_rules_are_what_a_fresh_build_draws(app, topic, section):
    scene = open_rules(app, topic, section)
    fresh_small = (layout(scene), picture(app))
    post_resize((1920, 1080))
    settle(app)
    assert app.size == (1920, 1080)
    resized = (layout(scene), picture(app))
    app.pop()
    fresh = open_rules(app, topic, section)
    assert fresh.text.rect.w > 1700
    assert resized[0] == layout(fresh)
    assert resized[1] == picture(app), "the same picture as a fresh build at 1920x1080"
    post_resize((1280, 720))
    settle(app)
    assert (layout(fresh), picture(app)) == fresh_small


def test_a_dragged_resize_ends_on_the_layout_of_its_last_size(app, monkeypatch):
    scene = open_rules(app, "fools_field", "Retreat")
    made = []
    real = RulesText.__init__
    monkeypatch.setattr(RulesText, "__init__",
                        lambda self, *a, **k: made.append(a[1]) or real(self, *a, **k))
    for i in range(20):  # a window dragged by its corner: a new size every frame
        post_resize((1280 + 16 * i, 720 + 9 * i))
        frames(app, 1)
    settle(app)
    assert app.size == (1584, 891)
    assert len(made) <= 2, "not one layout per size of the drag"
    assert made[-1].w == scene.text.rect.w
    dragged = layout(scene)
    app.pop()
    assert dragged == layout(open_rules(app, "fools_field", "Retreat"))


def test_the_text_is_laid_out_in_bounded_steps_and_rendered_only_where_seen(app):
    scene = RulesScene(app, "monstermaker5")  # the longest rules
    scene.active = True
    app.scenes.append(scene)
    steps = laid = 0
    widgets = len(scene.elements)
    for _ in scene.build_steps():
        steps += 1
        text = scene.text
        if text is not None:
            assert len(text.rendered) <= ROWS_PER_STEP * steps
        assert len(scene.elements) - widgets <= 2, "at most two widgets a step"
        widgets = len(scene.elements)
    text = scene.text
    assert len(text.blocks) > 4 * BLOCKS_PER_STEP
    assert steps >= len(text.blocks) // BLOCKS_PER_STEP, "the text is wrapped in steps"
    laid = len(text.rows)
    shown = text.visible_rows()
    assert set(text.rendered) == set(shown), "only the rows in view are rendered"
    assert len(shown) < laid / 2
    text.scroll_to_y(text.max_scroll)
    text.draw(app.screen)
    assert set(text.rendered) == set(shown) | set(text.visible_rows())


def test_steps_of_the_layout_never_wrap_more_than_a_few_blocks(app):
    text = RulesText("\n\n".join(f"Paragraph {i} with **bold** words." for i in range(50)),
                     pygame.Rect(0, 0, 800, 400), lambda n: round(n))
    counts = []
    for _ in text.layout_steps():
        counts.append(text.laid_out - sum(counts))
    assert counts and max(counts) <= BLOCKS_PER_STEP and sum(counts) == 50
    assert [r.runs[1][1] for r in text.rows[:1]] == ["bold"]


def test_where_the_player_scrolled_survives_a_resize(app):
    scene = open_rules(app, "o_genre_o", None)
    press(app, pygame.K_END)
    assert scene.text.scroll == scene.text.max_scroll > 0
    post_resize((1600, 900))
    settle(app)
    assert scene.text.rect.w > 1400 and scene.text.scroll == scene.text.max_scroll


def test_a_key_pressed_during_the_rebuild_reaches_the_new_layout(app):
    scene = open_rules(app, "dragon", "Tricks")
    post_resize((1920, 1080))
    frames(app, 1)
    assert rebuilding(app), "the frame of the resize shows the stand-in"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0,
                                         unicode="", scancode=0))
    settle(app)
    assert scene.text.rect.w > 1700, "the key was not handed to the old layout"
    assert scene.text.scroll == 0, "nor lost"


def test_the_wheel_the_keys_and_the_bar_scroll_within_the_text(app):
    scene = open_rules(app, "makai_fuda", None)
    text = scene.text
    assert text.scroll == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app, 1)
    wheel = text.scroll
    assert wheel > 0
    press(app, pygame.K_PAGEDOWN)
    assert text.scroll > wheel
    press(app, pygame.K_UP)
    press(app, pygame.K_HOME)
    assert text.scroll == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    frames(app, 1)
    assert text.scroll == 0, "never above the top"
    track, thumb = text._bar()
    for kind, y in ((pygame.MOUSEBUTTONDOWN, thumb.centery), (pygame.MOUSEMOTION, track.bottom
                                                               + 500)):
        fields = {"button": 1} if kind == pygame.MOUSEBUTTONDOWN else {"rel": (0, 0),
                                                                       "buttons": (1, 0, 0)}
        pygame.event.post(pygame.event.Event(kind, pos=(thumb.centerx, y), **fields))
        frames(app, 1)
    assert text.scroll == text.max_scroll, "the thumb dragged past the end stops there"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, 0),
                                         button=1))
    frames(app, 1)
    assert text.dragging is None
