"""The main menu: the five games as cards, and the way to continue, load, read the rules,
see statistics, change settings or quit."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import pygame

from games import CATALOGUE, REGISTRY
from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import card_shadow
from ui.render.fade import faded
from ui.render.shapes import paper_grain, rounded_rect, supersampled
from ui.render.symbols import draw_symbol
from ui.scenes.base import Scene, draw_backdrop

# Each game's colour and emblem (a shape as well as a colour).
GAME_STYLE = {
    "dragon": ((92, 44, 112), "flame"),
    "fools_field": ((34, 96, 70), "sword"),
    "makai_fuda": ((140, 36, 50), "star"),
    "monstermaker5": ((40, 78, 140), "sun"),
    "o_genre_o": ((48, 46, 52), "moon"),
}


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.hover: str | None = None
        self.focus = 0
        self.lift = {info.id: 0.0 for info in CATALOGUE}
        self.card_rects: dict[str, pygame.Rect] = {}
        self.continue_info = None

    def build(self) -> None:
        from ui.scenes.saves import latest_unfinished_autosave

        w, h = self.app.size
        self.continue_info = latest_unfinished_autosave()
        self._layout_cards()
        labels = [("Rules", self.open_rules, None), ("Statistics", self.open_stats, None),
                  ("Settings", self.open_settings, None), ("Quit", self.app.quit, None)]
        labels.insert(0, ("Load game", self.open_load, "Saved games and autosaves"))
        if self.continue_info:
            labels.insert(0, ("Continue", self.continue_game, self.continue_info.short))
        bw, bh, gap = self.px(150), self.px(44), self.px(14)
        total = len(labels) * bw + (len(labels) - 1) * gap
        x = (w - total) // 2
        y = h - self.px(86)
        for text, fn, tip in labels:
            oid = "#primary" if text == "Continue" else None
            self.button(pygame.Rect(x, y, bw, bh), text, fn, object_id=oid, tooltip=tip)
            x += bw + gap

    def _layout_cards(self) -> None:
        w, h = self.app.size
        n = len(CATALOGUE)
        gap = self.px(22)
        cw = min(self.px(216), (w - self.px(80) - gap * (n - 1)) // n)
        ch = min(int(cw * 1.55), h - self.px(300))
        total = n * cw + (n - 1) * gap
        x0 = (w - total) // 2
        top = (self.px(150) + h - self.px(100) - ch) // 2
        self.card_rects = {info.id: pygame.Rect(x0 + i * (cw + gap), top, cw, ch)
                           for i, info in enumerate(CATALOGUE)}

    # -- actions ----------------------------------------------------------------------------

    def open_game(self, game_id: str) -> None:
        info = next(i for i in CATALOGUE if i.id == game_id)
        if game_id not in REGISTRY:
            self.app.audio.play("error")
            self.app.toast(f"{info.title} is coming soon.", theme.WARN)
            return
        from ui.scenes.setup import SetupScene

        self.app.audio.play("click")
        self.app.push(SetupScene(self.app, REGISTRY[game_id]))

    def continue_game(self) -> None:
        from ui.scenes.saves import open_save

        if self.continue_info:
            open_save(self.app, self.continue_info.path)

    def open_load(self) -> None:
        from ui.scenes.saves import LoadScene

        self.app.push(LoadScene(self.app))

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        ids = [info.id for info in CATALOGUE]
        self.app.push(RulesScene(self.app, ids[self.focus]))

    def open_stats(self) -> None:
        from ui.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    def open_settings(self) -> None:
        from ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    # -- events -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        ids = [info.id for info in CATALOGUE]
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((gid for gid, r in self.card_rects.items()
                               if r.collidepoint(event.pos)), None)
            if self.hover:
                self.focus = ids.index(self.hover)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((gid for gid, r in self.card_rects.items() if r.collidepoint(event.pos)),
                       None)
            if hit:
                self.open_game(hit)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(ids)
                self.hover = ids[self.focus]
            elif event.key == pygame.K_LEFT:
                self.focus = (self.focus - 1) % len(ids)
                self.hover = ids[self.focus]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open_game(ids[self.focus])
            elif event.key == pygame.K_ESCAPE:
                self.ask_quit()

    def ask_quit(self) -> None:
        """Esc on the main menu: asked once, so a key meant for a screen that just closed
        never ends the program."""
        from ui.scenes.dialogs import ConfirmScene

        self.app.push(ConfirmScene(self.app, "Quit Card Hall?",
                                   "Games in progress stay saved: Continue picks them up.",
                                   self.app.quit, yes="Quit", no="Stay"))

    def update(self, dt: float) -> None:
        for gid in self.lift:
            target = 1.0 if gid == self.hover else 0.0
            self.lift[gid] += (target - self.lift[gid]) * min(1.0, dt * 14)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        w, h = surface.get_size()
        title = textr.blit_text(surface, "Card Hall", "serif_bold", self.px(66), theme.GOLD,
                                (w // 2, self.px(30)), "midtop")
        ink = textr.text("Card Hall", "serif_bold", self.px(66), theme.GOLD).get_bounding_rect()
        textr.blit_text(surface, "Five Japanese tabletop card games \u00b7 solo against the "
                        "computer or hot-seat with friends", "sans", self.px(17),
                        theme.TEXT_DIM,  # (under the title's letters, whatever the text size)
                        (w // 2, max(self.px(112), title.y + ink.bottom + self.px(6))),
                        "midtop")
        for info in CATALOGUE:
            rect = self.card_rects[info.id].move(0, -round(self.px(10) * self.lift[info.id]))
            self._draw_game_card(surface, info, rect, self.lift[info.id])
        if self.continue_info:
            textr.blit_text(surface, self.continue_info.short, "sans", self.px(14),
                            theme.TEXT_DIM, (w // 2, h - self.px(30)), "midtop")

    def _draw_game_card(self, surface, info, rect, lift: float) -> None:
        shadow, offset = card_shadow(rect.w, rect.h)
        surface.blit(shadow, (rect.x + offset[0], rect.y + offset[1] + round(lift * self.px(6))))
        surface.blit(game_card_face(info.id, rect.w, rect.h, info.id in REGISTRY), rect)
        if lift > 0.05:
            ring = rounded_rect(rect.w + 6, rect.h + 6, max(4, rect.w // 12) + 3, (0, 0, 0, 0),
                                theme.GOLD, 2.5)
            surface.blit(faded(ring, 255 * lift), (rect.x - 3, rect.y - 3))


_FACE_CACHE: dict = {}


@dataclass(frozen=True)
class BandLayout:
    """Where the titles and the emblem go in a menu card's colour band."""

    ja: pygame.Rect           # the Japanese title's letters (empty when there is none)
    ja_px: int
    lines: tuple[str, ...]    # the English title, wrapped
    line_rects: tuple[pygame.Rect, ...]  # the letters of each line
    title_px: int
    emblem: pygame.Rect


def _ink(text: str, role: str, px: int, topleft) -> pygame.Rect:
    """Where the letters of `text` drawn at `topleft` actually lie (not the line box)."""
    return textr.text(text, role, px, theme.PAPER).get_bounding_rect().move(topleft)


def band_layout(info, w: int, h: int) -> BandLayout:
    """The band's layout: the emblem at the right of the English title, which wraps to
    the width left of it; the Japanese title has the whole width above both. So no
    title ever runs into the emblem."""
    band_h = int(h * 0.36)
    pad = max(6, w // 14)
    emblem = int(band_h * 0.4)
    title_w = w - 2 * pad - emblem - max(4, w // 40)
    title_px = int(w * 0.1)
    one_line = textr.fit_px(info.title, "serif_bold", title_px, title_w)
    if one_line >= title_px * 0.84:  # a title that nearly fits reads best on one line
        title_px = one_line
    lines = textr.wrap(info.title, "serif_bold", title_px, title_w)
    while title_px > 9 and (len(lines) > 2 or any(
            textr.font("serif_bold", title_px).size(line)[0] > title_w for line in lines)):
        title_px -= 1
        lines = textr.wrap(info.title, "serif_bold", title_px, title_w)
    step = int(title_px * 1.12)
    title_y = band_h - len(lines) * step - int(h * 0.045)
    line_rects = tuple(_ink(line, "serif_bold", title_px, (pad, title_y + i * step))
                       for i, line in enumerate(lines))
    ja_top = int(band_h * 0.14)
    ja_px, ja = 0, pygame.Rect(pad, ja_top, 0, 0)
    if info.title_ja:  # as large as fits the width and leaves a gap above the title
        ja_px = textr.fit_px(info.title_ja, "jp", int(w * 0.15), w - 2 * pad)
        gap = max(2, int(band_h * 0.04))
        while True:
            ja = _ink(info.title_ja, "jp", ja_px, (pad, ja_top))
            if ja_px <= 9 or ja.bottom + gap <= line_rects[0].top:
                break
            ja_px -= 1
    emblem_y = max(ja.bottom + int(band_h * 0.04),
                   title_y + (len(lines) * step - emblem) // 2)
    emblem_y = min(emblem_y, band_h - emblem - max(3, h // 90))
    return BandLayout(ja, ja_px, tuple(lines), line_rects, title_px,
                      pygame.Rect(w - pad - emblem, emblem_y, emblem, emblem))


def game_card_face(game_id: str, w: int, h: int, playable: bool | None) -> pygame.Surface:
    """The menu card of one game: colour band, emblem, titles, players, pitch, and a
    Play / Coming soon chip (none when `playable` is None)."""
    key = (game_id, w, h, playable)
    if key in _FACE_CACHE:
        return _FACE_CACHE[key]
    surf = _FACE_CACHE[key] = _made_card_face(game_id, w, h, playable)
    if len(_FACE_CACHE) > 40:
        _FACE_CACHE.pop(next(iter(_FACE_CACHE)))
    return surf


@costly
def _made_card_face(game_id: str, w: int, h: int, playable: bool | None) -> pygame.Surface:
    info = next(i for i in CATALOGUE if i.id == game_id)
    colour, emblem_name = GAME_STYLE[game_id]
    radius = max(4, w // 12)
    surf = rounded_rect(w, h, radius, theme.PAPER, (110, 96, 74), max(1.0, w / 140)).copy()
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    paper_grain(grain, zlib.crc32(game_id.encode()) & 0xFFFF)  # the same grain every run
    surf.blit(grain, (0, 0))
    band_h = int(h * 0.36)
    pad = max(6, w // 14)
    layout = band_layout(info, w, h)
    emblem = layout.emblem

    def band(s, f):
        r = s.get_rect()
        pygame.draw.rect(s, colour, r, border_top_left_radius=int(radius * f),
                         border_top_right_radius=int(radius * f))
        mark = pygame.Rect(int(emblem.x * f), int(emblem.y * f), int(emblem.w * f),
                           int(emblem.h * f))
        draw_symbol(s, emblem_name, mark, tuple(min(255, c + 70) for c in colour))
        pygame.draw.line(s, theme.GOLD, (0, r.h - 2 * f), (r.w, r.h - 2 * f), max(1, int(2 * f)))

    surf.blit(supersampled(w, band_h, band), (0, 0))
    pad = max(6, w // 14)
    ja_top = int(band_h * 0.14)
    if info.title_ja:
        textr.blit_text(surf, info.title_ja, "jp", layout.ja_px, theme.PAPER, (pad, ja_top))
    step = int(layout.title_px * 1.12)
    y = band_h - len(layout.lines) * step - int(h * 0.045)
    for line in layout.lines:
        textr.blit_text(surf, line, "serif_bold", layout.title_px, theme.PAPER, (pad, y))
        y += step
    y = band_h + int(h * 0.035)
    meta = f"{info.players} \u00b7 {info.minutes}"
    textr.blit_text(surf, meta, "sans_bold", max(9, int(w * 0.066)), (120, 84, 40), (pad, y))
    y += int(w * 0.11)
    room = pygame.Rect(pad, y, w - 2 * pad, h - y - (pad if playable is None else int(h * 0.14)))
    pitch_px = max(10, int(w * 0.083))
    while pitch_px > 9 and len(textr.wrap(info.pitch, "serif", pitch_px, room.w)) \
            * round(pitch_px * 1.22) > room.h + round(pitch_px * 1.22) * 0.3:
        pitch_px -= 1  # (large text: the whole pitch, a little smaller, never cut short)
    textr.blit_wrapped(surf, info.pitch, "serif", pitch_px, theme.TEXT_DARK, room, 1.22)
    chip_h = int(h * 0.085)
    if playable is None:
        return surf
    chip = pygame.Rect(pad, h - chip_h - pad, w - 2 * pad, chip_h)
    chip_colour = theme.VERMILION if playable else (150, 140, 124)
    surf.blit(rounded_rect(chip.w, chip.h, chip.h // 2, chip_colour), chip)
    label = "Play" if playable else "Coming soon"
    textr.blit_text(surf, label, "sans_bold", int(chip_h * 0.5), theme.PAPER, chip.center,
                    "center")
    return surf
