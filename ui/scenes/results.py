"""The end of a game: who won, the score table, its deal number, and what next: the same
deal again (the same seats, or everyone one chair on: the same cards from another seat), a
new deal, a look at the table, the menu."""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.scenes.base import Scene, dim, run_steps
from ui.stats import record_finished
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
        if getattr(table_scene, "record_stats", False):  # once per game ended at a table
            table_scene.record_stats = False
            problem = record_finished(table_scene)
            if problem:
                app.toast(problem, theme.WARN, 8)
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
        ph = min(h - self.px(40), self.px(310) + rows * self.px(34))
        r = pygame.Rect(0, 0, min(w - self.px(80), self.px(820)), ph)
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        run_steps(self.build_steps())

    def build_steps(self):
        """The buttons, a row a step (a resize builds them a few a frame)."""
        r = self.panel()
        m = self.table_scene.match
        bw, bh, gap = min(self.px(236), (r.w - self.px(60)) // 3), self.px(46), self.px(14)
        y = r.bottom - 2 * bh - gap - self.px(22)
        x = r.centerx - (bw * 3 + gap * 2) // 2
        same = self.button(pygame.Rect(x, y, bw, bh), "Play this deal again", self.same_deal,
                           tooltip=f"Deal {m.deal_number} again: the same cards, the same "
                                   "seats")
        other = self.button(pygame.Rect(x + bw + gap, y, bw, bh), "Play it from another seat",
                            self.other_seat, tooltip=self.other_seat_tip())
        again = self.button(pygame.Rect(x + 2 * (bw + gap), y, bw, bh), "New deal",
                            self.again, object_id="#primary",
                            tooltip="The same players and options, new cards")
        yield
        y += bh + gap
        x = r.centerx - (bw * 3 + gap * 2) // 2
        look = self.button(pygame.Rect(x, y, bw, bh), "Look at the table", self.back)
        review = self.button(pygame.Rect(x + bw + gap, y, bw, bh), "Review", self.review,
                             tooltip="Replay the game move by move, from any seat, with "
                                     "the computer's view of each decision")
        menu = self.button(pygame.Rect(x + 2 * (bw + gap), y, bw, bh), "Main menu",
                           self.menu)
        self.ring.set_stops([same, other, again, look, review, menu], default=again)

    def review(self) -> None:
        from ui.scenes.review import open_review

        open_review(self.app, self.table_scene.match)

    def again(self) -> None:
        m = self.table_scene.match
        options = m.game.next_game_options(m.state, m.options)
        self._start(m.seats, options, None)

    def same_deal(self) -> None:
        """The same deal number, seats and options: the same cards again."""
        m = self.table_scene.match
        self._start(m.seats, m.options, m.deal_number)

    def other_seat(self) -> None:
        """The same deal from another chair: everyone moves one seat on (you play the
        cards of the seat after yours, against the same computers)."""
        m = self.table_scene.match
        self._start(moved_on(m.seats), m.options, m.deal_number)

    def other_seat_tip(self) -> str:
        m = self.table_scene.match
        humans = m.human_seats()
        if len(humans) == 1:
            taken = m.seats[(humans[0] + 1) % m.num_players].name
            return (f"Deal {m.deal_number} again, you in {taken}'s chair (seat "
                    f"{(humans[0] + 1) % m.num_players + 1}): everyone moves one seat on")
        return f"Deal {m.deal_number} again with everyone one seat on"

    def _start(self, seats, options, deal) -> None:
        from ui.scenes.menu import MenuScene
        from ui.scenes.table import TableScene

        m = self.table_scene.match
        scene = TableScene.from_start(self.app, ("new", m.game, m.num_players, list(seats),
                                                 dict(options), deal, m.practice))
        self.app.reset_to(MenuScene(self.app))
        self.app.push(scene)

    def menu(self) -> None:
        from ui.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface) -> None:
        dim(surface, 160)
        r = self.panel()
        surface.blit(rounded_rect(r.w, r.h, self.px(16), (24, 26, 40, 248), theme.GOLD, 2), r)
        m = self.table_scene.match
        over = f"Game over \u00b7 Deal {m.deal_number}" + (" \u00b7 practice" if m.practice
                                                          else "")
        textr.blit_text(surface, over, "sans_bold", self.px(15), theme.TEXT_DIM,
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


def moved_on(seats: list) -> list:
    """The seats with everyone one chair on: who sat in seat i sits in seat i + 1."""
    n = len(seats)
    return [seats[(i - 1) % n] for i in range(n)]
