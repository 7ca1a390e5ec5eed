"""The in-app rules: every game's rules (with Card Hall's rulings) and the controls."""

from __future__ import annotations

import pygame
import pygame_gui

from games import CATALOGUE, CATALOGUE_BY_ID, REGISTRY
from ui import markup, theme
from ui.controls import CONTROLS
from ui.render import text as textr
from ui.scenes.base import Scene, dim, draw_backdrop


def rules_markup(topic: str) -> str:
    if topic == "controls":
        return CONTROLS
    game = REGISTRY.get(topic)
    if game is not None and game.rules_text:
        return game.rules_text
    info = CATALOGUE_BY_ID[topic]
    return (f"# {info.title}\n{info.players}, {info.minutes}.\n\n{info.pitch}\n\n"
            "This game is coming to Card Hall soon; its rules will appear here.")


class RulesScene(Scene):
    """Full-screen from the menu; an overlay when opened from a table."""

    def __init__(self, app, topic: str = "controls", overlay: bool = False):
        super().__init__(app)
        self.topic = topic if topic in CATALOGUE_BY_ID or topic == "controls" else "controls"
        self.overlay = overlay
        self.box = None

    def build(self) -> None:
        w, h = self.app.size
        topics = [(info.id, info.short or info.title) for info in CATALOGUE]
        topics.append(("controls", "Controls"))
        x = self.px(60)
        y = self.px(96)
        bw = (w - self.px(120) - self.px(8) * (len(topics) - 1)) // len(topics)
        for topic, title in topics:
            b = self.button(pygame.Rect(x, y, bw, self.px(40)), title,
                            lambda t=topic: self.show(t))
            if topic == self.topic:
                b.select()
            x += bw + self.px(8)
        markup.preload(self.app.gui, self.app.scale)
        area = pygame.Rect(self.px(60), self.px(150), w - self.px(120), h - self.px(230))
        self.box = self.add(pygame_gui.elements.UITextBox(
            markup.to_html(rules_markup(self.topic), self.app.scale), area,
            manager=self.app.gui))
        self.button(pygame.Rect(w // 2 - self.px(80), h - self.px(66), self.px(160), self.px(44)),
                    "Back", self.back)

    def show(self, topic: str) -> None:
        self.topic = topic
        self.clear()
        self.build()

    def draw(self, surface) -> None:
        if self.overlay:
            dim(surface, 200)
        else:
            draw_backdrop(surface)
        w, _ = surface.get_size()
        textr.blit_text(surface, "Rules", "serif_bold", self.px(44), theme.GOLD,
                        (w // 2, self.px(28)), "midtop")
