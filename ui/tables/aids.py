"""What a table shows a player on request, as plain data and generic drawing: the last
finished trick (battle, match, the field before the last retreat), the played cards of a
trick game, the score sheet at any time, a tooltip, and the ring round a hinted choice.

A table fills the data from its View (never the State) through the hooks of
`ui.tables.base.TableView` (`recap`, `played_cards`, `score_table`, `tips`); the table
scene decides when each is shown (ui/scenes/table_aids.py) and draws it with these
functions. Every surface is cached: the same picture asked again costs a blit.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import CARD_RATIO, highlight_ring
from ui.render.shapes import rounded_rect
from ui.render.symbols import symbol
from ui.tables.base import ResultsTable
from ui.tables.tricks.score_sheet import Cell, Column, ScoreSheet, draw_score_sheet

HINT_COLOUR = (96, 214, 226)  # the hint's ring: not the gold of the keyboard focus
PANEL_FILL = (20, 18, 32, 242)
LEGEND = "bright: still out \u00b7 gold ring: in your hand \u00b7 faded: played or out of play"


@dataclass(frozen=True)
class RecapCard:
    """One card of a recap: its face maker ((w, h) -> Surface; None leaves an empty
    place, e.g. a free cell of a grid), a caption under it (who played it), whether it
    won (a gold ring) and whether it lies turned round (the opponent's, across a field)."""

    face: Callable[[int, int], pygame.Surface] | None
    caption: str = ""
    ring: bool = False
    turned: bool = False
    note: str = ""  # a second, dimmer line under the caption ("led")


@dataclass(frozen=True)
class Recap:
    """The last finished trick (or battle, match, field): a title, cards in rows of
    `columns` (0: one row), a few lines of words under them."""

    title: str
    cards: tuple[RecapCard, ...] = ()
    columns: int = 0
    lines: tuple[str, ...] = ()
    ratio: float = CARD_RATIO  # a card's width / height
    captions_inside: bool = False  # a grid: no captions under the cards


@dataclass(frozen=True)
class SuitRow:
    """One suit of the played-cards panel: every rank of it in the game, those gone
    (played, out of play for everyone), and those in the viewer's hand."""

    name: str
    colour: tuple
    symbol: str | None
    ranks: tuple[int, ...]
    gone: tuple[int, ...]
    mine: tuple[int, ...] = ()
    note: str = ""  # "trump"


@dataclass(frozen=True)
class PlayedCards:
    title: str
    rows: tuple[SuitRow, ...]
    lines: tuple[str, ...] = ()  # "Trumps still out: ...", "Purple still out: ..."


# -- the ring round a hinted choice --------------------------------------------------------


def draw_hint_ring(surface: pygame.Surface, rect: pygame.Rect, t: float, px) -> None:
    """A pulsing ring in the hint's colour round `rect` (a card, a cell, a button)."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    grow = px(5) + round(px(3) * pulse)
    ring = highlight_ring(rect.w + grow, rect.h + grow, HINT_COLOUR, max(2.0, px(3)))
    surface.blit(ring, ring.get_rect(center=rect.center))


# -- panels --------------------------------------------------------------------------------


def panel(surface: pygame.Surface, box: pygame.Rect, px, title: str) -> int:
    """A framed panel with a title; returns the y under the title."""
    surface.blit(rounded_rect(box.w, box.h, px(14), PANEL_FILL, theme.GOLD, 2.0), box)
    size = textr.fit_px(title, "serif_bold", px(20), box.w - px(30))
    textr.blit_text(surface, title, "serif_bold", size, theme.GOLD,
                    (box.centerx, box.y + px(10)), "midtop")
    return box.y + px(18) + size + px(8)


def close_note(surface: pygame.Surface, box: pygame.Rect, px, text: str) -> None:
    textr.blit_text(surface, text, "sans", px(12), theme.TEXT_DIM,
                    (box.centerx, box.bottom - px(8)), "midbottom")


def recap_layout(recap: Recap, bounds: pygame.Rect, px) -> tuple[pygame.Rect, int, int, int]:
    """(panel, card height, columns, rows) for `recap` inside `bounds`."""
    n = len(recap.cards)
    cols = recap.columns or max(1, n)
    rows = max(1, math.ceil(n / cols)) if n else 0
    caption = 0 if recap.captions_inside else px(36)
    lines_h = len(recap.lines) * px(19)
    title_h = px(58)
    gap = px(12)
    card_h = px(120)
    width_limit = bounds.w - px(80)
    height_limit = bounds.h - px(120)
    if n:
        fit_w = (width_limit - px(40) - gap * (cols - 1)) / (cols * recap.ratio)
        fit_h = (height_limit - title_h - lines_h - px(40) - (caption + gap) * rows) / rows
        card_h = max(px(40), min(card_h, round(fit_w), round(fit_h)))
    card_w = round(card_h * recap.ratio)
    text_w = max((textr.font("sans", px(14)).size(line)[0] for line in recap.lines), default=0)
    title_w = textr.font("serif_bold", px(20)).size(recap.title)[0]
    w = max(cols * card_w + gap * (cols - 1) if n else 0, text_w, title_w) + px(48)
    w = min(max(w, px(320)), width_limit)
    h = title_h + (rows * (card_h + caption) + gap * max(0, rows - 1) if n else 0) \
        + lines_h + px(40)
    box = pygame.Rect(0, 0, w, min(h, bounds.h - px(20)))
    box.center = bounds.center
    return box, card_h, cols, rows


def draw_recap(surface: pygame.Surface, recap: Recap, bounds: pygame.Rect, px,
               close: str = "") -> pygame.Rect:
    """The recap as a panel centred in `bounds`; `close` says how to put it away."""
    box, card_h, cols, rows = recap_layout(recap, bounds, px)
    y = panel(surface, box, px, recap.title) + px(4)
    card_w = round(card_h * recap.ratio)
    gap = px(12)
    caption = 0 if recap.captions_inside else px(36)
    for row in range(rows):
        items = recap.cards[row * cols:(row + 1) * cols]
        total = len(items) * card_w + gap * (len(items) - 1)
        x = box.centerx - total // 2
        for card in items:
            rect = pygame.Rect(x, y, card_w, card_h)
            if card.face is None:
                surface.blit(rounded_rect(card_w, card_h, px(6), (40, 70, 60, 120),
                                          (70, 110, 96), 1.0), rect)
            else:
                image = card.face(card_w, card_h)
                if card.turned:
                    image = _turned(image)
                surface.blit(image, rect)
                if card.ring:
                    ring = highlight_ring(card_w, card_h, theme.GOLD, max(2.0, card_w / 28))
                    surface.blit(ring, ring.get_rect(center=rect.center))
            if card.caption and not recap.captions_inside:
                words = trimmed(card.caption, card_w + gap - px(2), px(13))
                textr.blit_text(surface, words, "sans_bold" if card.ring else "sans", px(13),
                                theme.GOLD if card.ring else theme.TEXT,
                                (rect.centerx, rect.bottom + px(6)), "midtop")
                if card.note:
                    textr.blit_text(surface, trimmed(card.note, card_w + gap, px(11)), "sans",
                                    px(11), theme.TEXT_DIM,
                                    (rect.centerx, rect.bottom + px(22)), "midtop")
            x += card_w + gap
        y += card_h + caption + gap
    y += px(2) - gap if rows else 0
    for line in recap.lines:
        textr.blit_text(surface, trimmed(singular(line), box.w - px(30), px(14)), "sans", px(14),
                        theme.TEXT, (box.centerx, y), "midtop")
        y += px(19)
    if close:
        close_note(surface, box, px, close)
    return box


@lru_cache(maxsize=64)
@costly
def _turned_cached(image: pygame.Surface) -> pygame.Surface:
    return pygame.transform.rotate(image, 180)


def _turned(image: pygame.Surface) -> pygame.Surface:
    return _turned_cached(image)


@lru_cache(maxsize=512)
@costly
def trimmed(text: str, width: int, size: int, role: str = "sans") -> str:
    f = textr.font(role, size)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"


def draw_played(surface: pygame.Surface, played: PlayedCards, bounds: pygame.Rect, px,
                close: str = "") -> pygame.Rect:
    """The played-cards panel: a row per suit, each rank a small tile (bright: still
    out; ringed gold: in your hand; faded and struck: gone), then the lines."""
    ranks = max((len(r.ranks) for r in played.rows), default=0)
    tile = px(26)
    gap = px(4)
    label_w = max(px(118), max((_label_w(r, px) for r in played.rows), default=0))
    lines_h = len(played.lines) * px(19)
    legend_h = px(22)
    w = min(bounds.w - px(60), label_w + ranks * (tile + gap) + px(48))
    text_w = max((textr.font("sans", px(14)).size(line)[0] for line in played.lines), default=0)
    w = max(w, min(bounds.w - px(60), text_w + px(40)), px(360))
    h = px(58) + len(played.rows) * (tile + px(8)) + legend_h + lines_h + px(44)
    box = pygame.Rect(0, 0, w, min(h, bounds.h - px(20)))
    box.center = bounds.center
    y = panel(surface, box, px, played.title) + px(2)
    x0 = box.x + px(22)
    for row in played.rows:
        sx = x0
        if row.symbol:
            surface.blit(symbol(row.symbol, px(18), row.colour), (sx, y + px(4)))
            sx += px(22)
        name = row.name + (f" ({row.note})" if row.note else "")
        textr.blit_text(surface, trimmed(name, label_w - px(26), px(14), "sans_bold"),
                        "sans_bold", px(14), row.colour if _bright(row.colour) else theme.TEXT,
                        (sx, y + px(3)))
        x = x0 + label_w
        gone, mine = set(row.gone), set(row.mine)
        for rank in row.ranks:
            surface.blit(_rank_tile(rank, tile, row.colour, rank in gone, rank in mine,
                                    textr.text_scale()), (x, y))
            x += tile + gap
        y += tile + px(8)
    textr.blit_text(surface, LEGEND, "sans", px(12), theme.TEXT_DIM, (box.centerx, y), "midtop")
    y += legend_h
    for line in played.lines:
        textr.blit_text(surface, trimmed(line, box.w - px(30), px(14)), "sans", px(14),
                        theme.TEXT, (box.centerx, y), "midtop")
        y += px(19)
    if close:
        close_note(surface, box, px, close)
    return box


def _label_w(row: SuitRow, px) -> int:
    """The width of a suit row's name (and note) with its symbol and a gap."""
    name = row.name + (f" ({row.note})" if row.note else "")
    return textr.font("sans_bold", px(14)).size(name)[0] + px(22) + px(12)


def _bright(colour) -> bool:
    return sum(colour[:3]) > 330


@lru_cache(maxsize=1024)
@costly
def _rank_tile(rank: int, size: int, colour: tuple, gone: bool, mine: bool,
               text_size: float) -> pygame.Surface:
    """One rank's tile (cached; `text_size` keys the cache to the label size)."""
    if gone:
        fill = (46, 44, 56, 255)
        ink = (104, 100, 110)
    else:
        fill = (*colour[:3], 255)
        ink = theme.PAPER
    border = theme.GOLD if mine else None
    s = rounded_rect(size, size, max(3, size // 5), fill, border, max(2.0, size / 10))
    s = s.copy()
    label = textr.text(str(rank), "sans_bold", max(8, round(size * 0.5)), ink)
    s.blit(label, label.get_rect(center=(size // 2, size // 2)))
    if gone:
        pygame.draw.line(s, (150, 146, 150), (size * 0.2, size * 0.8), (size * 0.8, size * 0.2),
                         max(1, size // 14))
    return s


# -- the score sheet at any time -----------------------------------------------------------


def sheet_from_results(table: ResultsTable, title: str) -> ScoreSheet:
    """A `ResultsTable` (the results screen's table) as a `ScoreSheet` panel: the first
    column names the seats, the last is the total (bold)."""
    headers = table.headers[1:]
    f = textr.font("sans_bold", 13)
    widths = []
    for i, head in enumerate(headers):
        cells = [row[i + 1] for row in table.rows if i + 1 < len(row)]
        longest = max([f.size(head)[0]] + [f.size(c)[0] for c in cells])
        widths.append(max(44, min(150, longest / max(0.5, textr.text_scale()) + 16)))
    columns = tuple(Column(h, w, "right" if i == len(headers) - 1 else "center")
                    for i, (h, w) in enumerate(zip(headers, widths)))
    rows = tuple(tuple(Cell(c, bold=i == len(headers) - 1) for i, c in enumerate(row[1:]))
                 for row in table.rows)
    names = tuple(row[0] for row in table.rows)
    notes = ((None, table.note),) if table.note else ()
    return ScoreSheet(title, columns, names, rows, (), notes)


def draw_sheet_panel(surface: pygame.Surface, sheet: ScoreSheet, bounds: pygame.Rect, px,
                     viewer: int | None, close: str = "") -> pygame.Rect:
    """The score sheet centred in `bounds`, on a backing as opaque as the other panels
    (the sheet's own is made to lie over the table between rounds)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    box = draw_score_sheet(layer, sheet, bounds.center, bounds, px, viewer)
    surface.blit(rounded_rect(box.w, box.h, px(14), PANEL_FILL), box)
    surface.blit(layer, (0, 0))
    if close:
        textr.blit_text(surface, close, "sans", px(12), theme.TEXT_DIM,
                        (box.centerx, box.bottom + px(6)), "midtop")
    return box


# -- tooltips ------------------------------------------------------------------------------

_ONE = re.compile(r"(?<![\d.])1 (card|Jewel|Devil|character|match|St\. Knight|guard|token)(s|es)\b")


def singular(text: str) -> str:
    """"1 cards" said as "1 card": the tables' counts are written once for any number."""
    return _ONE.sub(r"1 \1", text)



@lru_cache(maxsize=128)
@costly
def tooltip_surface(text: str, px13: int, max_w: int) -> pygame.Surface:
    lines = textr.wrap(text, "sans", px13, max_w)
    f = textr.font("sans", px13)
    w = max(f.size(line)[0] for line in lines) + round(px13 * 1.4)
    step = round(px13 * 1.35)
    h = step * len(lines) + round(px13 * 0.9)
    s = rounded_rect(w, h, max(4, px13 // 2), (12, 12, 20, 238), theme.GOLD_DARK, 1.0).copy()
    y = round(px13 * 0.45)
    for line in lines:
        s.blit(textr.text(line, "sans", px13, theme.TEXT), (round(px13 * 0.7), y))
        y += step
    return s


def draw_tooltip(surface: pygame.Surface, text: str, pos: tuple[int, int],
                 bounds: pygame.Rect, px) -> pygame.Rect:
    """`text` in a small dark box below and right of the pointer, kept inside `bounds`."""
    s = tooltip_surface(text, px(13), px(300))
    rect = s.get_rect(topleft=(pos[0] + px(14), pos[1] + px(18)))
    if rect.bottom > bounds.bottom:
        rect.bottom = pos[1] - px(8)
    rect.clamp_ip(bounds)
    surface.blit(s, rect)
    return rect
