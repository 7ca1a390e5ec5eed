"""Statistics: games played and won at this computer, per game."""

from __future__ import annotations

import pygame

from games import CATALOGUE
from ui import theme
from ui.render import text as textr
from ui.scenes.base import Scene, draw_backdrop
from ui.stats import load_stats


class StatsScene(Scene):
    def build(self) -> None:
        w, h = self.app.size
        self.button(pygame.Rect(w // 2 - self.px(80), h - self.px(90), self.px(160),
                                self.px(44)), "Back", self.back)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, _ = surface.get_size()
        textr.blit_text(surface, "Statistics", "serif_bold", self.px(44), theme.GOLD,
                        (w // 2, self.px(44)), "midtop")
        stats = load_stats()
        cols = [w // 2 - self.px(420), w // 2 + self.px(20), w // 2 + self.px(140),
                w // 2 + self.px(260), w // 2 + self.px(380)]
        heads = ["Game", "Played", "Won", "Win rate", "Best score"]
        y = self.px(150)
        for x, head in zip(cols, heads):
            textr.blit_text(surface, head, "sans_bold", self.px(17), theme.TEXT_DIM, (x, y))
        y += self.px(44)
        for info in CATALOGUE:
            entry = stats.get(info.id, {}) if isinstance(stats.get(info.id), dict) else {}
            played = entry.get("played", 0)
            with_h = entry.get("with_humans", 0)
            won = entry.get("won", 0)
            rate = f"{100 * won / with_h:.0f}%" if with_h else "\u2014"
            best = entry.get("best")
            best_s = f"{best:g}" if isinstance(best, (int, float)) else "\u2014"
            pygame.draw.line(surface, (70, 66, 56), (cols[0], y - self.px(10)),
                             (cols[-1] + self.px(120), y - self.px(10)))
            for x, value in zip(cols, [info.title, str(played), str(won), rate, best_s]):
                textr.blit_text(surface, value, "sans", self.px(18), theme.TEXT, (x, y))
            y += self.px(48)
        textr.blit_text(surface, "Won counts games in which a human player shared the victory.",
                        "sans", self.px(14), theme.TEXT_DIM, (w // 2, y + self.px(10)), "midtop")
