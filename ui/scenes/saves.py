"""Saved games: the autosave to continue, and the list of every save file to load.

A file that cannot be loaded is listed with the reason and never changed or deleted.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame_gui

from engine import savefile
from engine.paths import autosave_path, saves_dir
from games import CATALOGUE_BY_ID, REGISTRY
from ui import theme
from ui.render import text as textr
from ui.scenes.base import Scene, draw_backdrop


@dataclass
class SaveInfo:
    path: Path
    modified: float
    game_title: str = ""
    players: str = ""
    moves: int = 0
    over: bool = False
    problem: str | None = None

    @property
    def summary(self) -> str:
        """One line naming the file (so two saves of the same game never look alike)."""
        if self.problem:
            return f"{self.path.name} \u00b7 cannot be loaded: {self.problem}"
        when = time.strftime("%d %b %H:%M", time.localtime(self.modified))
        state = "finished" if self.over else f"{self.moves} moves"
        return (f"{self.path.name} \u00b7 {self.game_title} \u00b7 {self.players} \u00b7 "
                f"{state} \u00b7 {when}")

    @property
    def short(self) -> str:
        """The game and its state, for the menu's Continue line."""
        when = time.strftime("%d %b %H:%M", time.localtime(self.modified))
        state = "finished" if self.over else f"{self.moves} moves"
        return f"{self.game_title} \u00b7 {self.players} \u00b7 {state} \u00b7 {when}"


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # gone meanwhile
        return 0.0


def inspect(path: Path) -> SaveInfo:
    info = SaveInfo(path, _mtime(path))
    try:
        match = savefile.load(path, REGISTRY)
    except savefile.SaveError as e:
        info.problem = e.reason
        return info
    info.game_title = match.game.title
    info.players = ", ".join(s.name for s in match.seats)
    info.moves = sum(1 for e in match.log if e.seat >= 0)
    info.over = match.is_over()
    return info


def list_saves() -> list[SaveInfo]:
    folder = saves_dir()
    if not folder.is_dir():
        return []
    paths = sorted((p for p in folder.glob("*.json") if not p.name.startswith(".")),
                   key=_mtime, reverse=True)
    return [inspect(p) for p in paths]


def latest_unfinished_autosave() -> SaveInfo | None:
    folder = saves_dir()
    if not folder.is_dir():
        return None
    paths = sorted(folder.glob("autosave-*.json"), key=_mtime, reverse=True)
    for path in paths:
        info = inspect(path)
        if info.problem is None and not info.over:
            return info
    return None


def claim_autosave(game_id: str, keep: Path | None = None) -> tuple[Path, Path | None]:
    """The autosave slot of a game, for a table about to play in it. An unfinished (or
    unreadable) game already in that slot is never overwritten: it is moved aside to
    `unfinished-<game>-<time>.json`, which Load game lists. `keep`: the file being
    continued (that one is the game going on, not one to move aside).
    Returns (the slot, where the old game went or None)."""
    slot = autosave_path(game_id)
    if not slot.exists() or (keep is not None and keep.resolve() == slot.resolve()):
        return slot, None
    info = inspect(slot)
    if info.problem is None and info.over:
        return slot, None
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(info.modified or time.time()))
    aside = slot.with_name(f"unfinished-{game_id}-{stamp}.json")
    n = 2
    while aside.exists():
        aside = slot.with_name(f"unfinished-{game_id}-{stamp}-{n}.json")
        n += 1
    try:
        os.replace(slot, aside)
    except OSError:
        return slot, None
    return slot, aside


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


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.list: pygame_gui.elements.UISelectionList | None = None
        self.selected: int | None = None
        self.labels: list[str] = []

    def build(self) -> None:
        w, h = self.app.size
        self.saves = list_saves()
        self.selected = None
        area = pygame.Rect(self.px(120), self.px(130), w - self.px(240), h - self.px(260))
        self.labels = item_labels([s.summary for s in self.saves], area.w - self.px(48),
                                  self.px(17))  # the size of the list's (button) font
        items = self.labels or ["No saved games yet."]
        self.list = self.add(pygame_gui.elements.UISelectionList(area, items,
                                                                 manager=self.app.gui))
        y = h - self.px(100)
        self.button(pygame.Rect(self.px(120), y, self.px(150), self.px(44)), "Back", self.back)
        self.button(pygame.Rect(w - self.px(270), y, self.px(150), self.px(44)), "Load",
                    self.load_selected, object_id="#primary")

    def on_gui(self, event) -> None:
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
            text = event.text
            self.selected = self.labels.index(text) if text in self.labels else None
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.load_selected()
            return
        super().on_gui(event)

    def load_selected(self) -> None:
        if self.selected is None:
            self.app.toast("Choose a saved game first.", theme.WARN)
            return
        info = self.saves[self.selected]
        if info.problem:
            self.app.audio.play("error")
            self.app.toast(f"{info.path.name} cannot be loaded: {info.problem}", theme.BAD, 7)
            return
        open_save(self.app, info.path, replace=True)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, _ = surface.get_size()
        textr.blit_text(surface, "Saved games", "serif_bold", self.px(44), theme.GOLD,
                        (w // 2, self.px(44)), "midtop")
        textr.blit_text(surface, f"Saves live in {saves_dir()}", "sans", self.px(14),
                        theme.TEXT_DIM, (w // 2, self.px(100)), "midtop")


def item_labels(lines: list[str], width: int, px: int) -> list[str]:
    """The lines cut to `width` pixels (with an ellipsis), each one different."""
    font = textr.font("sans", px)
    labels: list[str] = []
    for line in lines:
        label = line
        if font.size(label)[0] > width:
            while label and font.size(label + "\u2026")[0] > width:
                label = label[:-1]
            label += "\u2026"
        base, k = label, 2
        while label in labels:
            label, k = f"{base} ({k})", k + 1
        labels.append(label)
    return labels


def game_title(game_id: str) -> str:
    info = CATALOGUE_BY_ID.get(game_id)
    return info.title if info else game_id
