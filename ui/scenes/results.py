"""The end of a game: who won, the score table, and what next."""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.scenes.base import Scene, dim
from ui.stats import record_game
from ui.tables.base import ResultsTable


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, table_scene):
        super().__init__(app)
        self.table_scene = table_scene
        match = table_scene.match
        self.names = match.names
        self.winners = match.state.winners()
        self.scores = match.state.scores()
        view = match.view(table_scene.viewer)
        self.results = table_scene.table.results(view) or ResultsTable(
            ["Player", "Score"], [[n, f"{s:g}"] for n, s in zip(self.names, self.scores)])
        humans = match.human_seats()
        if getattr(table_scene, "record_stats", False):
            table_scene.record_stats = False
            if humans:
                record_game(match.game.id, any(h in self.winners for h in humans),
                            max(self.scores[h] for h in humans))
            else:
                record_game(match.game.id, None, None)
        app.audio.play("chime")

    def headline(self) -> str:
        names = [self.names[w] for w in self.winners]
        humans = self.table_scene.match.human_seats()
        if len(names) == 1:
            if len(humans) == 1 and self.winners == humans:
                return f"You win, {names[0]}!"
            return f"{names[0]} wins"
        return " and ".join(names) + " share the victory"

    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        rows = len(self.results.rows)
        ph = min(h - self.px(80), self.px(250) + rows * self.px(34))
        r = pygame.Rect(0, 0, min(w - self.px(80), self.px(820)), ph)
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        r = self.panel()
        bw, bh, gap = self.px(180), self.px(46), self.px(14)
        y = r.bottom - bh - self.px(22)
        x = r.centerx - (bw * 3 + gap * 2) // 2
        look = self.button(pygame.Rect(x, y, bw, bh), "Look at the table", self.back)
        again = self.button(pygame.Rect(x + bw + gap, y, bw, bh), "Play again", self.again,
                            object_id="#primary")
        menu = self.button(pygame.Rect(x + 2 * (bw + gap), y, bw, bh), "Main menu", self.menu)
        self.ring.set_stops([look, again, menu], default=again)

    def again(self) -> None:
        from ui.scenes.menu import MenuScene
        from ui.scenes.table import TableScene

        m = self.table_scene.match
        options = m.game.next_game_options(m.state, m.options)
        scene = TableScene.from_start(self.app, ("new", m.game, m.num_players, m.seats,
                                                 options, None))
        self.app.reset_to(MenuScene(self.app))
        self.app.push(scene)

    def menu(self) -> None:
        from ui.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface) -> None:
        dim(surface, 160)
        r = self.panel()
        surface.blit(rounded_rect(r.w, r.h, self.px(16), (24, 26, 40, 248), theme.GOLD, 2), r)
        textr.blit_text(surface, "Game over", "sans_bold", self.px(15), theme.TEXT_DIM,
                        (r.centerx, r.y + self.px(22)), "midtop")
        headline = self.headline()  # (a shared victory's long line is fitted to the panel)
        size = textr.fit_px(headline, "serif_bold", self.px(40), r.w - self.px(48))
        textr.blit_text(surface, headline, "serif_bold", size, theme.GOLD,
                        (r.centerx, r.y + self.px(42) + (self.px(40) - size) // 2), "midtop")
        table = self.results
        cols = len(table.headers)
        inner = r.inflate(-self.px(60), 0)
        first_w = inner.w * 0.34 if cols > 2 else inner.w * 0.6
        other_w = (inner.w - first_w) / max(1, cols - 1)
        xs = [inner.x] + [inner.x + first_w + other_w * i + other_w / 2 for i in range(cols - 1)]
        y = r.y + self.px(112)
        px = self.px(15) if cols <= 8 else self.px(13)
        for i, head in enumerate(table.headers):
            anchor = "topleft" if i == 0 else "midtop"
            textr.blit_text(surface, head, "sans_bold", px, theme.TEXT_DIM, (xs[i], y), anchor)
        y += self.px(30)
        for row in table.rows:
            pygame.draw.line(surface, (64, 62, 58), (inner.x, y - self.px(6)),
                             (inner.right, y - self.px(6)))
            for i, cell in enumerate(row):
                anchor = "topleft" if i == 0 else "midtop"
                bold = i == len(row) - 1
                textr.blit_text(surface, cell, "sans_bold" if bold else "sans", px,
                                theme.TEXT, (xs[i], y), anchor)
            y += self.px(34)
        if table.note:
            textr.blit_text(surface, table.note, "sans", self.px(13), theme.TEXT_DIM,
                            (r.centerx, y + self.px(4)), "midtop")
