"""The score table shown on a trick table at the end of a round (and of the game).

A game describes it as plain data, a `ScoreSheet`: a title, columns (each under an
optional caption shared by its neighbours: "Round 2" over "Tokens" and "Purple", "Every
round" over "R1 R2"), a row per seat of `Cell`s, the seats to star (the winners of a
finished game), a few notes under the table; `draw_score_sheet` draws it as a panel.
`TrickTable.show_score_sheet` (ui/tables/tricks/table.py) puts it up and waits for the
player (a `Hold` step) before the next deal. Label every figure with what it is: a
round's score and the game's total must never seem to disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.shapes import rounded_rect
from ui.render.symbols import symbol


@dataclass(frozen=True)
class Column:
    """A column: its header, width (reference px), alignment ("center" or "right"),
    the caption over it (shared with the neighbours that have the same caption), and
    whether a thin line parts it from the column before."""

    header: str
    width: float = 56
    align: str = "center"
    caption: str = ""
    rule_before: bool = False


@dataclass(frozen=True)
class Cell:
    """One figure: bright (this round, a total) or dim (earlier rounds), in a colour,
    with a symbol after it (e.g. "moon")."""

    text: str
    colour: tuple | None = None
    bold: bool = False
    dim: bool = False
    icon: str | None = None


@dataclass(frozen=True)
class ScoreSheet:
    title: str
    columns: tuple[Column, ...]
    names: tuple[str, ...]                 # one row per seat
    rows: tuple[tuple[Cell, ...], ...]     # a Cell per column, per seat
    starred: tuple[int, ...] = ()          # rows marked with a gold star (the winners)
    notes: tuple[tuple[str | None, str], ...] = ()  # (symbol or None, text) under it
    name_width: float = 142
    min_width: float = 440


@lru_cache(maxsize=32)
@costly
def wrapped_notes(notes, size: int, width: int) -> tuple:
    """(symbol or None, line) of the notes wrapped to `width` px (measured once)."""
    lines = []
    for icon, text in notes:
        for i, line in enumerate(textr.wrap(text, "sans_bold", size, width)):
            lines.append((icon if i == 0 else None, line))
    return tuple(lines)


def sheet_size(sheet: ScoreSheet, px) -> tuple[int, int, tuple]:
    """(width, height, the notes' wrapped lines) of the panel, in screen px."""
    pad = 18
    width_ref = max(sheet.min_width, pad * 2 + sheet.name_width +
                    sum(c.width for c in sheet.columns))
    lines = wrapped_notes(sheet.notes, px(13), px(width_ref) - px(64))
    rows = len(sheet.rows)
    height = px(96) + px(26) * rows + px(19) * len(lines) + (px(6) if lines else 0)
    return px(width_ref), height, lines


def draw_score_sheet(surface: pygame.Surface, sheet: ScoreSheet, centre: tuple[int, int],
                     bounds: pygame.Rect, px, viewer: int | None = None) -> pygame.Rect:
    """Draw `sheet` as a panel centred on `centre` (screen px), kept inside `bounds`;
    `px` scales reference pixels (the table's `px`). Returns the panel's rect."""
    width, height, note_lines = sheet_size(sheet, px)
    box = pygame.Rect(0, 0, width, height)
    box.center = centre
    box.clamp_ip(bounds.inflate(-px(8), -px(8)))
    surface.blit(rounded_rect(box.w, box.h, px(14), (20, 18, 32, 238), theme.GOLD, 2.0), box)
    size = textr.fit_px(sheet.title, "serif_bold", px(20), box.w - px(30))
    textr.blit_text(surface, sheet.title, "serif_bold", size, theme.GOLD,
                    (box.centerx, box.y + px(8)), "midtop")
    pad = 18
    x0 = box.x + px(pad)
    # column anchors: the centre of a centred column, the right edge of a right one
    anchors = []
    edges = []
    left = sheet.name_width
    for i, col in enumerate(sheet.columns):
        last = i == len(sheet.columns) - 1
        right = box.right - px(pad) if last and col.align == "right" else x0 + px(left + col.width)
        edges.append((x0 + px(left), right))
        anchors.append(right if col.align == "right" else x0 + px(left + col.width / 2))
        left += col.width
    y = box.y + px(42)
    # captions over runs of columns that share one
    i = 0
    while i < len(sheet.columns):
        cap = sheet.columns[i].caption
        j = i
        while j + 1 < len(sheet.columns) and sheet.columns[j + 1].caption == cap:
            j += 1
        if cap:
            textr.blit_text(surface, cap, "sans", px(11), theme.TEXT_DIM,
                            ((anchors[i] + anchors[j]) // 2, y), "midtop")
        i = j + 1
    y += px(16)
    for col, x in zip(sheet.columns, anchors):
        anchor = "topright" if col.align == "right" else "midtop"
        textr.blit_text(surface, col.header, "sans_bold", px(12), theme.TEXT_DIM, (x, y), anchor)
    row_h = px(26)
    rows = len(sheet.rows)
    for col, (left_x, _) in zip(sheet.columns, edges):
        if col.rule_before:
            pygame.draw.line(surface, (90, 80, 110), (left_x - px(2), y),
                             (left_x - px(2), y + px(20) + row_h * rows), 1)
    y += px(22)
    right_end = box.right - px(pad)
    pygame.draw.line(surface, (70, 64, 90), (x0, y - px(3)), (right_end, y - px(3)), 1)
    star = symbol("star", px(13), theme.GOLD)
    for seat, cells in enumerate(sheet.rows):
        lead = seat in sheet.starred
        colour = theme.GOLD if lead else theme.TEXT
        if lead:
            surface.blit(star, (x0 - px(16), y + px(2)))
        name = sheet.names[seat] + (" (you)" if seat == viewer else "")
        name_px = textr.fit_px(name, "sans", px(14), px(sheet.name_width - 8))
        textr.blit_text(surface, name, "sans", name_px, colour, (x0, y))
        for col, x, cell in zip(sheet.columns, anchors, cells):
            anchor = "topright" if col.align == "right" else "midtop"
            tint = cell.colour or (theme.TEXT_DIM if cell.dim else
                                   (colour if cell.bold else theme.TEXT))
            if cell.dim:
                rr = textr.blit_text(surface, cell.text, "sans", px(13), tint, (x, y + px(1)),
                                     anchor)
            else:
                rr = textr.blit_text(surface, cell.text, "sans_bold" if cell.bold else "sans",
                                     px(14), tint, (x, y), anchor)
            if cell.icon:
                surface.blit(symbol(cell.icon, px(13), theme.GOLD), (rr.right + px(2),
                                                                      rr.y + px(1)))
        y += row_h
    if note_lines:
        y += px(4)
        for icon, line in note_lines:
            rr = textr.blit_text(surface, line, "sans_bold", px(13), theme.GOLD,
                                 (box.centerx + (px(10) if icon else 0), y), "midtop")
            if icon:
                surface.blit(symbol(icon, px(16), theme.GOLD), (rr.x - px(22), rr.y))
            y += px(19)
    return box
