"""The game log panel: wraps each entry once, shows the newest lines, scrolls back and stays."""

from __future__ import annotations

import pygame
import pytest

from ui.log_panel import LogPanel


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()
    yield


def panel(lines_high: int = 5) -> LogPanel:
    log = LogPanel(pygame.Rect(0, 0, 200, 10), 13)
    log.rect.h = 2 * log.pad + lines_high * log.step
    return log


def test_a_long_entry_wraps_into_lines_no_wider_than_the_panel():
    log = panel()
    log.append("Player 1 returns Purple 12 face down to the Inverted Scale. " * 3)
    assert len(log.lines) > 1
    assert not log.lines[0][1] and all(continued for _, continued in log.lines[1:])
    from ui.render.text import font
    assert all(font("sans", 13).size(text)[0] <= 200 for text, _ in log.lines)


def test_the_view_follows_the_newest_line_until_the_reader_scrolls_back():
    log = panel(lines_high=5)
    for i in range(20):
        log.append(f"entry {i}")
    assert log.back == 0
    log.scroll(3)
    assert log.back == 3
    log.append("entry 20")
    assert log.back == 4  # the lines being read stay in place
    log.scroll(-100)
    assert log.back == 0
    log.scroll(1000)
    assert log.back == len(log.lines) - log.visible  # not past the first line


def test_drawing_a_thousand_entries_draws_only_the_newest_that_fit(monkeypatch):
    import ui.log_panel

    log = panel(lines_high=5)
    for i in range(1000):
        log.append(f"entry {i}")
    drawn = []
    monkeypatch.setattr(ui.log_panel.textr, "blit_text",
                        lambda surface, text, *args, **kw: drawn.append(text))
    log.draw(pygame.Surface((220, 200)))
    assert drawn == [f"entry {i}" for i in range(995, 1000)]
    log.scroll(2)
    drawn.clear()
    log.draw(pygame.Surface((220, 200)))
    assert drawn == [f"entry {i}" for i in range(993, 998)]
