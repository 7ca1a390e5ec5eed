"""Saved games: opening one at a table, and the load screen.

The load screen lists every save file with its game, players, deal number, progress and
date; the one chosen is shown in full beside the list, where it can be loaded, reviewed
(a finished game), renamed or deleted (after a question). A file that cannot be loaded
is listed with the reason and is never changed unless the player renames or deletes it.
A review's cache beside a save (`<save>.review.json`) is not a save: it is not listed,
and it follows its save when that is renamed or deleted (ui/save_files.py).
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from engine import savefile
from engine.paths import saves_dir
from games import CATALOGUE_BY_ID, REGISTRY
from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.render.symbols import symbol
from ui.save_files import (
    SaveInfo,
    claim_autosave,
    delete_save,
    inspect,
    latest_unfinished_autosave,
    list_saves,
)
from ui.scenes.base import Scene, draw_backdrop

__all__ = ["LoadScene", "SaveInfo", "claim_autosave", "inspect",
           "latest_unfinished_autosave", "list_saves", "open_save", "tell_kept"]


def open_save(app, path: Path, replace: bool = False) -> bool:
    """Load a save into a table (over the current scene, or instead of it with
    `replace`); on failure say why and change nothing."""
    from ui.scenes.table import TableScene

    try:
        match = savefile.load(path, REGISTRY)
    except savefile.SaveError as e:
        app.audio.play("error")
        app.toast(f"Cannot load: {e}", theme.BAD, 7)
        return False
    # Play on in the game's autosave slot; a named save file stays as it was, and so
    # does another unfinished game that was in the slot.
    match.save_path, aside = claim_autosave(match.game.id, keep=path)
    tell_kept(app, aside)
    table = TableScene(app, match)
    app.replace(table) if replace else app.push(table)
    return True


def tell_kept(app, aside: Path | None) -> None:
    if aside is not None:
        app.toast(f"Your unfinished game was kept as {aside.name} (Load game).",
                  theme.TEXT, 6)


def review_opener():
    """`ui.scenes.review.open_review`, or None while there is no review to open."""
    try:
        from ui.scenes.review import open_review
    except ImportError:
        return None
    return open_review


# -- the load screen -----------------------------------------------------------------------


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.selected: int | None = None
        self.scroll = 0
        self.last_click = (None, 0.0)
        self.buttons: dict[str, object] = {}
        self.refresh()

    def refresh(self, keep: Path | None = None) -> None:
        """Read the folder again; keep the choice on `keep` (or the same place)."""
        old = self.selected
        self.saves = list_saves()
        if keep is not None:
            self.selected = next((i for i, s in enumerate(self.saves) if s.path == keep), old)
        else:
            self.selected = old
        if self.saves:
            self.selected = min(max(0, self.selected or 0), len(self.saves) - 1)
        else:
            self.selected = None
        self.last_click = (None, 0.0)

    # -- layout ---------------------------------------------------------------------------

    def list_rect(self) -> pygame.Rect:
        w, h = self.app.size
        top = self.header_bottom()
        width = min(w - 2 * self.px(40), self.px(1180))
        x = (w - width) // 2
        return pygame.Rect(x, top, round(width * 0.58), h - self.px(96) - top)

    def detail_rect(self) -> pygame.Rect:
        lr = self.list_rect()
        w, _ = self.app.size
        width = min(w - 2 * self.px(40), self.px(1180))
        right = (w - width) // 2 + width
        x = lr.right + self.px(20)
        return pygame.Rect(x, lr.y, right - x, lr.h)

    def header_bottom(self) -> int:
        title_h = textr.font("serif_bold", self.px(40)).get_linesize()
        note_h = textr.font("sans", self.px(14)).get_linesize()
        return self.px(14) + title_h + note_h + self.px(14)

    def row_h(self) -> int:
        lines = (textr.font("sans_bold", self.px(16)).get_linesize()
                 + textr.font("sans", self.px(14)).get_linesize()
                 + textr.font("sans", self.px(13)).get_linesize())
        return lines + self.px(18)

    def visible_rows(self) -> int:
        return max(1, (self.list_rect().h - self.px(8)) // self.row_h())

    def row_rect(self, index: int) -> pygame.Rect | None:
        i = index - self.scroll
        if not 0 <= i < self.visible_rows():
            return None
        lr = self.list_rect()
        return pygame.Rect(lr.x + self.px(6), lr.y + self.px(4) + i * self.row_h(),
                           lr.w - self.px(12) - self.px(8), self.row_h() - self.px(4))

    def build(self) -> None:
        _, h = self.app.size
        d = self.detail_rect()
        info = self.current()
        bh, gap = self.px(44), self.px(12)
        bw = (d.w - 2 * self.px(20) - gap) // 2
        x0 = d.x + self.px(20)
        y1 = d.bottom - self.px(18) - bh
        y0 = y1 - gap - bh
        self.buttons = {}
        can_load = info is not None and info.problem is None
        self.buttons["load"] = self.button(
            pygame.Rect(x0, y0, bw, bh), "Load", self.load_selected, object_id="#primary",
            enabled=can_load, tooltip="Play on from here (Enter, or a double click)")
        opener = review_opener()
        if info is not None and info.over and info.problem is None and opener is not None:
            self.buttons["review"] = self.button(
                pygame.Rect(x0 + bw + gap, y0, bw, bh), "Review", self.review_selected,
                tooltip="Replay the game move by move, with the computer's view")
        self.buttons["rename"] = self.button(
            pygame.Rect(x0, y1, bw, bh), "Rename\u2026", self.ask_rename,
            enabled=info is not None, tooltip="Give the file another name (F2)")
        self.buttons["delete"] = self.button(
            pygame.Rect(x0 + bw + gap, y1, bw, bh), "Delete\u2026", self.ask_delete,
            enabled=info is not None, tooltip="Delete this saved game (asks first; Delete)")
        back = self.button(pygame.Rect(self.list_rect().x, h - self.px(76), self.px(160), bh),
                           "Back", self.back)
        self.ring.set_stops([*self.buttons.values(), back], default=None)

    def current(self) -> SaveInfo | None:
        if self.selected is None or not 0 <= self.selected < len(self.saves):
            return None
        return self.saves[self.selected]

    # -- choosing -----------------------------------------------------------------------------

    def choose(self, index: int) -> None:
        if not self.saves:
            return
        index = min(max(0, index), len(self.saves) - 1)
        if index != self.selected:
            self.selected = index
            if index < self.scroll:
                self.scroll = index
            elif index >= self.scroll + self.visible_rows():
                self.scroll = index - self.visible_rows() + 1
            self.rebuild()

    def rebuild(self) -> None:
        if self.active:
            self.clear()
            self.build()

    def scroll_by(self, rows: int) -> None:
        top = max(0, len(self.saves) - self.visible_rows())
        self.scroll = min(max(0, self.scroll + rows), top)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            if self.list_rect().collidepoint(pygame.mouse.get_pos()):
                self.scroll_by(-event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(self.scroll, min(len(self.saves), self.scroll + self.visible_rows())):
                rect = self.row_rect(i)
                if rect is not None and rect.collidepoint(event.pos):
                    now = time.monotonic()
                    double = self.last_click[0] == i and now - self.last_click[1] < 0.45
                    self.last_click = (None, 0.0) if double else (i, now)
                    self.choose(i)
                    if double:
                        self.load_selected()
                    return
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible_rows(),
                    pygame.K_PAGEDOWN: self.visible_rows()}
            if event.key in keys and self.saves:
                self.choose((self.selected or 0) + keys[event.key])
                return
            if event.key in (pygame.K_HOME, pygame.K_END) and self.saves:
                self.choose(0 if event.key == pygame.K_HOME else len(self.saves) - 1)
                return
            if event.key == pygame.K_DELETE:
                self.ask_delete()
                return
            if event.key == pygame.K_F2:
                self.ask_rename()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.ring.current is None:
                self.load_selected()
                return
        super().handle_event(event)

    # -- what the buttons do ------------------------------------------------------------------

    def load_selected(self) -> None:
        info = self.current()
        if info is None:
            self.app.toast("Choose a saved game first.", theme.WARN)
            return
        if info.problem:
            self.app.audio.play("error")
            self.app.toast(f"{info.path.name} cannot be loaded: {info.problem}", theme.BAD, 7)
            return
        open_save(self.app, info.path, replace=True)

    def review_selected(self) -> None:
        info, opener = self.current(), review_opener()
        if info is not None and opener is not None:
            opener(self.app, info.path)

    def ask_rename(self) -> None:
        info = self.current()
        if info is None:
            return
        from ui.scenes.rename import RenameScene

        note = ""
        if info.path.name.startswith("autosave-") and not info.over and not info.problem:
            note = ("This is the autosave of a game in progress: once renamed, Continue on "
                    "the menu no longer offers it, but Load game does.")
        self.app.push(RenameScene(self.app, info.path, note, self.renamed))

    def renamed(self, new_path: Path) -> None:
        self.refresh(keep=new_path)
        self.app.toast(f"Renamed to {new_path.name}.")
        self.rebuild()

    def ask_delete(self) -> None:
        info = self.current()
        if info is None:
            return
        from ui.scenes.dialogs import ConfirmScene

        what = info.game_title or "a file that cannot be loaded"
        if info.problem is None:
            what += f", {info.progress}"
        self.app.push(ConfirmScene(
            self.app, f"Delete \u201c{info.name}\u201d?",
            f"The saved game ({what}; saved {info.when}) is deleted for good.",
            lambda: self.delete(info.path), yes="Delete", no="Keep it"))

    def delete(self, path: Path) -> None:
        problem = delete_save(path)
        if problem:
            self.app.audio.play("error")
            self.app.toast(f"{path.name}: {problem}", theme.BAD, 7)
        else:
            self.app.toast(f"{path.name} deleted.")
        self.refresh()
        self.scroll_by(0)
        self.rebuild()

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, _ = surface.get_size()
        title = textr.blit_text(surface, "Saved games", "serif_bold", self.px(40), theme.GOLD,
                                (w // 2, self.px(14)), "midtop")
        where = f"Saves live in {saves_dir()}"
        size = textr.fit_px(where, "sans", self.px(14), w - 2 * self.px(40), self.px(9))
        textr.blit_text(surface, where, "sans", size, theme.TEXT_DIM,
                        (w // 2, title.bottom + self.px(2)), "midtop")
        lr = self.list_rect()
        surface.blit(rounded_rect(lr.w, lr.h, self.px(14), (22, 24, 36, 220), (80, 74, 58), 1),
                     lr)
        if not self.saves:
            textr.blit_text(surface, "No saved games yet.", "sans", self.px(17), theme.TEXT_DIM,
                            lr.center, "center")
        for i in range(self.scroll, min(len(self.saves), self.scroll + self.visible_rows())):
            self._draw_row(surface, i)
        self._draw_scrollbar(surface, lr)
        self._draw_detail(surface)

    def _draw_scrollbar(self, surface, lr: pygame.Rect) -> None:
        rows, shown = len(self.saves), self.visible_rows()
        if rows <= shown:
            return
        track = pygame.Rect(lr.right - self.px(12), lr.y + self.px(10), self.px(5),
                            lr.h - self.px(20))
        knob_h = max(self.px(24), track.h * shown // rows)
        knob_y = track.y + (track.h - knob_h) * self.scroll // max(1, rows - shown)
        surface.blit(rounded_rect(track.w, track.h, track.w // 2, (44, 46, 66, 255)), track)
        surface.blit(rounded_rect(track.w, knob_h, track.w // 2, (*theme.GOLD_DARK, 255)),
                     (track.x, knob_y))

    def _draw_row(self, surface, index: int) -> None:
        rect = self.row_rect(index)
        info = self.saves[index]
        selected = index == self.selected
        fill = (70, 58, 34, 235) if selected else (32, 34, 50, 200)
        surface.blit(rounded_rect(rect.w, rect.h, self.px(9), fill,
                                  theme.GOLD if selected else (64, 62, 58),
                                  2.0 if selected else 1.0), rect)
        from ui.scenes.menu import GAME_STYLE

        tint, emblem = GAME_STYLE.get(info.game_id, ((90, 60, 60), "drop"))
        icon = self.px(26)
        mark = symbol(emblem, icon, tuple(min(255, c + 90) for c in tint))
        surface.blit(mark, (rect.x + self.px(12), rect.y + self.px(10)))
        x = rect.x + self.px(12) + icon + self.px(12)
        right = rect.right - self.px(12)
        y = rect.y + self.px(7)
        date = time.strftime("%d %b %Y %H:%M", time.localtime(info.modified))
        date_r = textr.blit_text(surface, date, "sans", self.px(13), theme.TEXT_DIM,
                                 (right, y + self.px(2)), "topright")
        textr.blit_text(surface, trim(info.name, "sans_bold", self.px(16),
                                      date_r.left - self.px(12) - x),
                        "sans_bold", self.px(16), theme.GOLD if selected else theme.TEXT, (x, y))
        y += textr.font("sans_bold", self.px(16)).get_linesize()
        if info.problem:
            line2, colour = f"Cannot be loaded: {info.problem}", theme.BAD
            line3 = "Left as it is: you may rename it, delete it or keep it."
        else:
            line2 = f"{info.game_title} \u00b7 deal {info.seed} \u00b7 {info.progress}"
            colour, line3 = theme.TEXT, ", ".join(info.seats)
        textr.blit_text(surface, trim(line2, "sans", self.px(14), right - x), "sans",
                        self.px(14), colour, (x, y))
        y += textr.font("sans", self.px(14)).get_linesize()
        textr.blit_text(surface, trim(line3, "sans", self.px(13), right - x), "sans",
                        self.px(13), theme.TEXT_DIM, (x, y))

    def _draw_detail(self, surface) -> None:
        d = self.detail_rect()
        surface.blit(rounded_rect(d.w, d.h, self.px(14), (26, 28, 42, 225), (80, 74, 58), 1), d)
        info = self.current()
        if info is None:
            return
        inner = d.inflate(-2 * self.px(20), 0)
        y = d.y + self.px(16)
        title = info.game_title or info.path.name
        size = textr.fit_px(title, "serif_bold", self.px(26), inner.w, self.px(12))
        y = textr.blit_text(surface, title, "serif_bold", size, theme.GOLD, (inner.x, y)).bottom
        y += self.px(8)
        if info.problem:
            rows = [("File", info.path.name), ("Saved", info.when),
                    ("Problem", f"It cannot be loaded: {info.problem}")]
        else:
            progress = info.progress + (f" \u00b7 {info.result}" if info.result else "")
            rows = [("File", info.path.name), ("Players", ", ".join(info.seats)),
                    ("Deal", str(info.seed)), ("Progress", progress)]
            if info.phase:
                rows.append(("Now", info.phase))
            rows.append(("Scores", info.scores))
            if info.options:
                rows.append(("Options", info.options))
            rows.append(("Saved", info.when))
        label_w = max(textr.font("sans_bold", self.px(13)).size(k)[0] for k, _ in rows) \
            + self.px(12)
        bottom = d.bottom - 2 * self.px(44) - self.px(12) - self.px(30)
        step = round(self.px(14) * 1.25)
        for key, value in rows:
            if y + step > bottom:
                break
            textr.blit_text(surface, key, "sans_bold", self.px(13), theme.TEXT_DIM,
                            (inner.x, y + self.px(1)))
            box = pygame.Rect(inner.x + label_w, y, inner.w - label_w, bottom - y)
            used = textr.blit_wrapped(surface, value, "sans", self.px(14),
                                      theme.BAD if key == "Problem" else theme.TEXT, box)
            y += max(used, step) + self.px(4)


_TRIMS: dict = {}


def trim(text: str, role: str, px: int, width: int) -> str:
    """`text` cut with an ellipsis to fit `width` pixels (remembered: drawn every frame)."""
    key = (text, role, px, width, textr.text_scale())
    cut = _TRIMS.get(key)
    if cut is None:
        if len(_TRIMS) > 512:
            _TRIMS.clear()
        f = textr.font(role, px)
        cut = text
        if f.size(cut)[0] > width:
            while cut and f.size(cut + "\u2026")[0] > width:
                cut = cut[:-1]
            cut += "\u2026"
        _TRIMS[key] = cut
    return cut


def game_title(game_id: str) -> str:
    info = CATALOGUE_BY_ID.get(game_id)
    return info.title if info else game_id
