"""Statistics with pictures: for every game, and within a game for each set of computer
levels played against, the games, the wins, the win rate as a bar with its 95% interval,
the streaks, the average length, your scores over time as a small line, the deals you
played again and the hints used. Cleared only on request, after a question.

The page under the tabs is drawn once into a cached surface (again only when the tab,
the window or the statistics change); a frame blits it and draws the tabs.
"""

from __future__ import annotations

import pygame

from games import CATALOGUE
from ui import theme
from ui.render import text as textr
from ui.render.charts import LOSS_DOT, RATE, score_line, win_rate_bar
from ui.render.shapes import rounded_rect
from ui.render.symbols import symbol
from ui.scenes.base import Scene, draw_backdrop
from ui.scenes.menu import GAME_STYLE
from ui.stats import ALL, Stats, Tally, clear_stats, group_label, load_stats

DASH = "\u2014"
NOTE = ("The bar is your win rate; the pale bracket, where the true rate lies with 95% "
        "confidence. Practice games are not counted.")


def rate_words(tally: Tally) -> tuple[str, str]:
    """("37%", "29\u201346%"): the win rate and its interval, or dashes with no game."""
    if not tally.games:
        return DASH, ""
    lo, hi = tally.interval
    return f"{100 * tally.win_rate:.0f}%", f"{100 * lo:.0f}\u2013{100 * hi:.0f}%"


def streak_words(tally: Tally) -> tuple[str, str]:
    """("3 won", "best 5"): the current streak and the longest run of wins."""
    kind, n = tally.streak
    now = f"{n} {kind}" if n else DASH
    return now, f"best {tally.best_run}" if tally.games else ""


def length_words(tally: Tally) -> tuple[str, str]:
    """("64 moves", "about 12 min") on average, for the games whose length is known."""
    moves, minutes = tally.average_moves, tally.average_minutes
    if moves is None:
        return DASH, ""
    return f"{moves:.0f} moves", (f"about {max(1, round(minutes))} min"
                                  if minutes is not None and tally.seconds else "")


class StatsScene(Scene):
    def __init__(self, app, game_id: str | None = None):
        """`game_id`: open at that game's page (None: every game)."""
        super().__init__(app)
        self.stats: Stats = load_stats()
        ids = [info.id for info in CATALOGUE]
        self.tab = ids.index(game_id) + 1 if game_id in ids else 0
        self.hover_tab: int | None = None
        self.page: pygame.Surface | None = None
        self.page_key = None
        self.clear_button = None

    # -- layout -------------------------------------------------------------------------

    @property
    def tab_ids(self) -> list[str | None]:
        return [None] + [info.id for info in CATALOGUE]

    def tab_rects(self) -> list[pygame.Rect]:
        panel = self.panel_rect()
        n = len(self.tab_ids)
        gap = self.px(8)
        tw = (panel.w - gap * (n - 1)) // n
        th = max(self.px(40), textr.font("sans_bold", self.px(15)).get_linesize() + self.px(14))
        return [pygame.Rect(panel.x + i * (tw + gap), self.px(78), tw, th) for i in range(n)]

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        width = min(w - 2 * self.px(40), self.px(1180))
        top = self.px(78) + max(self.px(40), textr.font("sans_bold", self.px(15))
                                .get_linesize() + self.px(14)) + self.px(10)
        return pygame.Rect((w - width) // 2, top, width, h - self.px(96) - top)

    def build(self) -> None:
        _, h = self.app.size
        panel = self.panel_rect()
        bh = self.px(44)
        y = h - self.px(76)
        back = self.button(pygame.Rect(panel.x, y, self.px(160), bh), "Back", self.back)
        game_id = self.tab_ids[self.tab]
        label = "Clear all\u2026" if game_id is None else \
            f"Clear {self._short(game_id)}\u2026"
        bw = max(self.px(200), textr.font("sans", self.px(17)).size(label)[0] + self.px(40))
        self.clear_button = self.button(
            pygame.Rect(panel.right - bw, y, bw, bh), label, self.ask_clear,
            tooltip="Forget these statistics (asks first)", enabled=self._has_games(game_id))
        self.ring.set_stops([back, self.clear_button], default=None)

    # -- data ---------------------------------------------------------------------------

    def _has_games(self, game_id: str | None) -> bool:
        if game_id is None:
            return any(h.total().games for h in self.stats.games.values())
        return self.stats.history(game_id).total().games > 0

    @staticmethod
    def _short(game_id: str) -> str:
        info = next(i for i in CATALOGUE if i.id == game_id)
        return info.short or info.title

    @staticmethod
    def _title(game_id: str) -> str:
        return next(i for i in CATALOGUE if i.id == game_id).title

    def select(self, tab: int) -> None:
        if tab != self.tab:
            self.tab = tab % len(self.tab_ids)
            self.clear()
            self.build()

    def ask_clear(self) -> None:
        from ui.scenes.dialogs import ConfirmScene

        game_id = self.tab_ids[self.tab]
        what = "every game" if game_id is None else self._title(game_id)
        self.app.push(ConfirmScene(
            self.app, f"Clear the statistics of {what}?",
            "Games, wins, streaks, scores and replayed deals are forgotten for good. "
            "Saved games are not touched.", lambda: self.clear_now(game_id),
            yes="Clear", no="Keep them"))

    def clear_now(self, game_id: str | None) -> None:
        problem = clear_stats(game_id)
        if problem:
            self.app.toast(problem, theme.BAD, 7)
        else:
            self.app.toast("Statistics cleared.")
        notice = self.stats.problem
        self.stats = load_stats()
        self.stats.problem = self.stats.problem or (notice if problem else None)
        self.page_key = None
        if self.active:
            self.clear()
            self.build()

    # -- input --------------------------------------------------------------------------

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_tab = next((i for i, r in enumerate(self.tab_rects())
                                   if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, r in enumerate(self.tab_rects())
                        if r.collidepoint(event.pos)), None)
            if hit is not None:
                self.app.audio.play("click")
                self.select(hit)
                return
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self.tab + (1 if event.key == pygame.K_RIGHT else -1))
            return
        super().handle_event(event)

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, _ = surface.get_size()
        textr.blit_text(surface, "Statistics", "serif_bold", self.px(40), theme.GOLD,
                        (w // 2, self.px(14)), "midtop")
        for i, rect in enumerate(self.tab_rects()):
            self._draw_tab(surface, i, rect)
        panel = self.panel_rect()
        key = (self.tab, panel.size, textr.text_scale(), id(self.stats))
        if self.page is None or self.page_key != key:
            self.page = self.render_page(panel.size)
            self.page_key = key
        surface.blit(self.page, panel)

    def _draw_tab(self, surface, i: int, rect: pygame.Rect) -> None:
        selected = i == self.tab
        game_id = self.tab_ids[i]
        fill = (60, 58, 70, 250) if selected else \
            (44, 46, 66, 230) if i == self.hover_tab else (28, 30, 44, 200)
        border = theme.GOLD if selected else (80, 74, 58)
        surface.blit(rounded_rect(rect.w, rect.h, self.px(9), fill, border,
                                  2.0 if selected else 1.0), rect)
        label = "All games" if game_id is None else self._short(game_id)
        colour = theme.GOLD if selected else theme.TEXT
        icon = self.px(18)
        room = rect.w - self.px(16) - (icon + self.px(6) if game_id else 0)
        size = textr.fit_px(label, "sans_bold", self.px(15), room, self.px(10))
        width = textr.font("sans_bold", size).size(label)[0] + (icon + self.px(6)
                                                                  if game_id else 0)
        x = rect.centerx - width // 2
        if game_id:
            tint, emblem = GAME_STYLE[game_id]
            mark = symbol(emblem, icon, tuple(min(255, c + 90) for c in tint))
            surface.blit(mark, mark.get_rect(midleft=(x, rect.centery)))
            x += icon + self.px(6)
        textr.blit_text(surface, label, "sans_bold", size, colour, (x, rect.centery), "midleft")

    def render_page(self, size: tuple[int, int]) -> pygame.Surface:
        page = pygame.Surface(size, pygame.SRCALPHA)
        page.blit(rounded_rect(size[0], size[1], self.px(16), (26, 28, 42, 215),
                               (80, 74, 58), 1), (0, 0))
        inner = page.get_rect().inflate(-2 * self.px(24), -2 * self.px(16))
        if self.stats.problem:
            used = textr.blit_wrapped(page, self.stats.problem, "sans_bold", self.px(14),
                                      theme.WARN, inner)
            inner.y += used + self.px(8)
            inner.h -= used + self.px(8)
        game_id = self.tab_ids[self.tab]
        if game_id is None:
            draw_overview(self, page, inner)
        else:
            draw_game(self, page, inner, game_id)
        return page


# -- the pages --------------------------------------------------------------------------------


def _cell(scene, page, text: str, rect: pygame.Rect, px: int, colour=theme.TEXT,
          role: str = "sans", align: str = "left", y: int | None = None) -> None:
    """One line in a column, made smaller rather than ever wider than the column."""
    if not text:
        return
    size = textr.fit_px(text, role, px, rect.w, scene.px(9))
    y = rect.y if y is None else y
    if align == "right":
        textr.blit_text(page, text, role, size, colour, (rect.right, y), "topright")
    elif align == "center":
        textr.blit_text(page, text, role, size, colour, (rect.centerx, y), "midtop")
    else:
        textr.blit_text(page, text, role, size, colour, (rect.x, y))


def _columns(inner: pygame.Rect, spans) -> list[pygame.Rect]:
    return [pygame.Rect(inner.x + round(inner.w * a), inner.y, round(inner.w * (b - a)),
                        inner.h) for a, b in spans]


def _line_h(scene, px: int) -> int:
    return textr.font("sans", scene.px(px)).get_linesize()


def _empty(scene, page, inner: pygame.Rect, title: str) -> None:
    y = inner.y + inner.h // 3
    textr.blit_text(page, title, "serif_bold", textr.fit_px(title, "serif_bold", scene.px(28),
                                                             inner.w), theme.GOLD,
                    (inner.centerx, y), "midtop")
    body = ("Finish a game with a human at the table and it is counted here: against the "
            "computer, level by level, or with friends. Practice games are not counted.")
    box = pygame.Rect(0, 0, min(inner.w, scene.px(640)), inner.bottom - y)
    box.midtop = (inner.centerx, y + scene.px(52))
    textr.blit_wrapped(page, body, "sans", scene.px(16), theme.TEXT_DIM, box, align="center")


def _rate_cell(scene, page, tally: Tally, col: pygame.Rect, y: int, bar_h: int) -> None:
    rate, interval = rate_words(tally)
    text_w = textr.font("sans_bold", scene.px(15)).size("100%")[0] + scene.px(10)
    bar = pygame.Rect(col.x, y + scene.px(4), max(scene.px(40), col.w - text_w), bar_h)
    win_rate_bar(page, bar, tally.win_rate, tally.interval)
    side = pygame.Rect(bar.right + scene.px(8), y, col.right - bar.right - scene.px(8), 1)
    _cell(scene, page, rate, side, scene.px(15), theme.GOLD, "sans_bold")
    if interval:
        under = pygame.Rect(col.x, bar.bottom + scene.px(4), bar.w, 1)
        _cell(scene, page, interval, under, scene.px(12), theme.TEXT_DIM, align="center")


def draw_overview(scene, page, inner: pygame.Rect) -> None:
    """Every game in one table: a row each, with its bar, streaks, length and scores."""
    stats = scene.stats
    totals = {info.id: stats.history(info.id).total() for info in CATALOGUE}
    everything = Tally()
    for t in totals.values():
        everything = Tally(games=everything.games + t.games, wins=everything.wins + t.wins)
    if not everything.games:
        _empty(scene, page, inner, "No games counted yet")
        return
    rate = f"{100 * everything.wins / everything.games:.0f}%"
    headline = (f"You have finished {everything.games} game"
                f"{'s' if everything.games != 1 else ''} and won {everything.wins} ({rate}).")
    _cell(scene, page, headline, inner, scene.px(17), theme.TEXT, "sans_bold")
    y = inner.y + _line_h(scene, 17) + scene.px(14)
    spans = [(0.0, 0.24), (0.25, 0.31), (0.32, 0.37), (0.40, 0.62), (0.64, 0.75),
             (0.76, 0.86), (0.88, 1.0)]
    cols = _columns(inner, spans)
    heads = ["Game", "Games", "Won", "Win rate", "Streak", "Length", "Your scores"]
    aligns = ["left", "right", "right", "left", "left", "left", "left"]
    for col, head, align in zip(cols, heads, aligns):
        _cell(scene, page, head, col, scene.px(13), theme.TEXT_DIM, "sans_bold", align, y)
    y += _line_h(scene, 13) + scene.px(8)
    note_h = 2 * _line_h(scene, 12) + scene.px(6)
    row_h = max(scene.px(40), (inner.bottom - note_h - y) // len(CATALOGUE))
    for info in CATALOGUE:
        t = totals[info.id]
        pygame.draw.line(page, (64, 62, 58), (inner.x, y), (inner.right, y))
        top = y + max(scene.px(8), (row_h - _line_h(scene, 15) - _line_h(scene, 12)) // 2)
        tint, emblem = GAME_STYLE[info.id]
        icon = scene.px(22)
        mark = symbol(emblem, icon, tuple(min(255, c + 90) for c in tint))
        page.blit(mark, (cols[0].x, top))
        name = pygame.Rect(cols[0].x + icon + scene.px(8), top, cols[0].w - icon - scene.px(8),
                           1)
        _cell(scene, page, info.title, name, scene.px(16), theme.TEXT, "sans_bold")
        dim = theme.TEXT if t.games else theme.TEXT_DIM
        _cell(scene, page, str(t.games), cols[1], scene.px(16), dim, align="right", y=top)
        _cell(scene, page, str(t.wins), cols[2], scene.px(16), dim, align="right", y=top)
        if t.games:
            _rate_cell(scene, page, t, cols[3], top, scene.px(12))
            now, best = streak_words(t)
            _cell(scene, page, now, cols[4], scene.px(15), y=top)
            _cell(scene, page, best, cols[4], scene.px(12), theme.TEXT_DIM,
                  y=top + _line_h(scene, 15))
            moves, minutes = length_words(t)
            _cell(scene, page, moves, cols[5], scene.px(15), y=top)
            _cell(scene, page, minutes, cols[5], scene.px(12), theme.TEXT_DIM,
                  y=top + _line_h(scene, 15))
            points = stats.history(info.id).scores(30)
            if len(points) > 1:
                chart_h = min(row_h - scene.px(14), scene.px(40))
                page.blit(score_line(cols[6].w, chart_h, points, scene.px, dots=False,
                                     axis=False), (cols[6].x, top - scene.px(2)))
            else:
                _cell(scene, page, "one game" if points else DASH, cols[6], scene.px(13),
                      theme.TEXT_DIM, y=top)
        else:
            _cell(scene, page, "not played yet", cols[3], scene.px(14), theme.TEXT_DIM, y=top)
        y += row_h
    note = pygame.Rect(inner.x, inner.bottom - note_h, inner.w, note_h)
    textr.blit_wrapped(page, NOTE, "sans", scene.px(12), theme.TEXT_DIM, note)


def draw_game(scene, page, inner: pygame.Rect, game_id: str) -> None:
    """One game: a row per set of computer levels (and all of them), then the scores
    over time beside the deals played again and the hints used."""
    history = scene.stats.history(game_id)
    total = history.total()
    if not total.games:
        _empty(scene, page, inner, f"No finished games of {scene._title(game_id)} yet")
        return
    groups = history.groups()
    row_h = max(scene.px(46), _line_h(scene, 15) + _line_h(scene, 12) + scene.px(14))
    # as many rows as leave the score line at least two fifths of the page
    room = max(2, (inner.h * 3 // 5 - _line_h(scene, 13) - scene.px(8)) // row_h)
    shown = room - 1 if len(groups) > 1 else room
    rows = [(ALL, total)] if len(groups) > 1 else []
    rows += list(groups.items())[:shown]
    hidden = len(groups) - shown
    spans = [(0.0, 0.17), (0.18, 0.24), (0.25, 0.30), (0.33, 0.55), (0.58, 0.69),
             (0.71, 0.85), (0.87, 1.0)]
    cols = _columns(inner, spans)
    heads = ["Against", "Games", "Won", "Win rate", "Streak", "Length", "Hints used"]
    aligns = ["left", "right", "right", "left", "left", "left", "left"]
    y = inner.y
    for col, head, align in zip(cols, heads, aligns):
        _cell(scene, page, head, col, scene.px(13), theme.TEXT_DIM, "sans_bold", align, y)
    y += _line_h(scene, 13) + scene.px(8)
    for group, t in rows:
        pygame.draw.line(page, (64, 62, 58), (inner.x, y), (inner.right, y))
        top = y + scene.px(8)
        bold = "sans_bold" if group == ALL else "sans"
        _cell(scene, page, group_label(group), cols[0], scene.px(15), theme.TEXT, bold, y=top)
        _cell(scene, page, str(t.games), cols[1], scene.px(15), align="right", y=top)
        _cell(scene, page, str(t.wins), cols[2], scene.px(15), align="right", y=top)
        _rate_cell(scene, page, t, cols[3], top, scene.px(12))
        now, best = streak_words(t)
        _cell(scene, page, now, cols[4], scene.px(15), y=top)
        _cell(scene, page, best, cols[4], scene.px(12), theme.TEXT_DIM,
              y=top + _line_h(scene, 15))
        moves, minutes = length_words(t)
        _cell(scene, page, moves, cols[5], scene.px(15), y=top)
        _cell(scene, page, minutes, cols[5], scene.px(12), theme.TEXT_DIM,
              y=top + _line_h(scene, 15))
        _cell(scene, page, str(t.hints), cols[6], scene.px(15), y=top)
        y += row_h
    if hidden > 0:
        _cell(scene, page, f"and {hidden} more sets of levels", inner, scene.px(12),
              theme.TEXT_DIM, y=y + scene.px(2))
        y += _line_h(scene, 12)
    pygame.draw.line(page, (64, 62, 58), (inner.x, y), (inner.right, y))
    y += scene.px(14)
    bottom = pygame.Rect(inner.x, y, inner.w, inner.bottom - y)
    chart_box = pygame.Rect(bottom.x, bottom.y, round(bottom.w * 0.6), bottom.h)
    side = pygame.Rect(chart_box.right + scene.px(28), bottom.y,
                       bottom.right - chart_box.right - scene.px(28), bottom.h)
    _draw_scores(scene, page, chart_box, history)
    _draw_deals(scene, page, side, history, total)


def _draw_scores(scene, page, box: pygame.Rect, history) -> None:
    points = history.scores(60)
    title = f"Your score, the last {len(points)} games" if len(points) > 1 else "Your score"
    _cell(scene, page, title, box, scene.px(15), theme.GOLD, "sans_bold")
    top = box.y + _line_h(scene, 15) + scene.px(6)
    legend_h = _line_h(scene, 12) + scene.px(4)
    h = box.bottom - top - legend_h
    if len(points) < 2 or h < scene.px(30):
        _cell(scene, page, "A line appears after two games.", box, scene.px(13),
              theme.TEXT_DIM, y=top)
        return
    page.blit(score_line(box.w, h, points, scene.px), (box.x, top))
    x, y = box.x, box.bottom - legend_h + scene.px(4)
    r = scene.px(4)
    cy = y + _line_h(scene, 12) // 2
    for colour, word in ((RATE, "won"), (LOSS_DOT, "lost")):
        pygame.draw.circle(page, colour, (x + r, cy), r)
        x += 2 * r + scene.px(5)
        x = textr.blit_text(page, word, "sans", scene.px(12), theme.TEXT_DIM, (x, y)).right
        x += scene.px(14)
    textr.blit_text(page, "oldest at the left", "sans", scene.px(12), theme.TEXT_DIM, (x, y))


def _draw_deals(scene, page, box: pygame.Rect, history, total: Tally) -> None:
    _cell(scene, page, "Deals you played again", box, scene.px(15), theme.GOLD, "sans_bold")
    y = box.y + _line_h(scene, 15) + scene.px(6)
    deals = history.replayed_deals()
    line = _line_h(scene, 13) + scene.px(2)
    room = max(1, (box.bottom - y - 3 * line) // line)
    if not deals:
        textr.blit_wrapped(page, "None yet: the results offer to play the same deal again; "
                           "your best result on it is kept here.", "sans", scene.px(13),
                           theme.TEXT_DIM, pygame.Rect(box.x, y, box.w, 3 * line))
        y += 3 * line
    for seed, players, times, best, won in deals[:room]:
        text = f"Deal {seed} \u00b7 {players} players \u00b7 played {times}\u00d7 \u00b7 " \
            f"best {best:g}" + (f" \u00b7 won {won}\u00d7" if won else "")
        _cell(scene, page, text, pygame.Rect(box.x, y, box.w, 1), scene.px(13), y=y)
        y += line
    y += scene.px(8)
    best = DASH if total.best is None else f"{total.best:g}"
    for text in (f"Best score: {best}", f"Hints used: {total.hints} in {total.games} games"):
        _cell(scene, page, text, pygame.Rect(box.x, y, box.w, 1), scene.px(13),
              theme.TEXT_DIM, y=y)
        y += line
