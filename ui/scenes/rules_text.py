"""The rules text as Card Hall draws it: a scrollable page laid out in steps, whose rows
are rendered only when they first come into view.

A whole rules text in one pygame_gui UITextBox cost 0.8 s or more to build at 1920x1080
(its HTML parsed and every row rendered at once), on opening the rules and again after
every window resize. Here the light markup of ui.markup ("# Heading", "## Sub",
"- bullet", "**bold**") is cut into blocks (a heading, a bullet, a paragraph); `layout_steps`
wraps them a few blocks a step (measuring words with the app's cached fonts), so the app
can lay the page out over several frames after a resize (ui/scenes/base.py's
`layout_steps`); `render_steps` renders the rows on screen in small steps; a row scrolled
into view later is rendered when first drawn, and kept.

Scrolling: the mouse wheel, Up/Down (a row), Page Up/Page Down/Space (a page),
Home/End, and the scroll bar (a click on its track moves a page, the thumb can be dragged).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from ui import markup, theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect

_BOLD = re.compile(r"\*\*(.+?)\*\*")

# block kinds: (font role, size at 1280x720 (markup.sizes), colour)
STYLES = {
    "h1": ("serif_bold", 26, theme.GOLD),
    "h2": ("sans_bold", 19, theme.GOLD),
    "body": ("sans", 15, theme.TEXT),
}
BOLD_ROLE = {"sans": "sans_bold", "serif_bold": "serif_bold", "sans_bold": "sans_bold"}
BULLET = "\u2022 "
NOW_MARK = " \u00b7 now"  # ui.scenes.rules.NOW: marks the heading of the phase in progress
BLOCKS_PER_STEP = 6    # blocks wrapped in one layout step (a few ms)
ROWS_PER_STEP = 8      # rows rendered in one render step
PANEL_FILL = (26, 28, 42)
PANEL_BORDER = (70, 66, 56)
BAR_TRACK = (40, 42, 60)
BAR_THUMB = (120, 110, 84)

# (role, px, word) -> width in pixels at the player's text size (forgotten with the
# other cached labels when the text size changes: see ui.render.text)
_WIDTH_CACHE: dict = {}


@dataclass(slots=True)
class Block:
    kind: str        # "h1", "h2", "bullet", "para"
    text: str        # the markup of its words (**bold** kept)
    gap_after: bool  # a blank row after it (a paragraph's end)


@dataclass(slots=True)
class Row:
    y: int
    height: int
    runs: tuple  # ((x, string, role, px, colour), ...)
    block: int   # index of the block it belongs to


def blocks_of(text: str) -> list[Block]:
    """The blocks of a rules text, as ui.markup.to_html reads it: lines run together
    into a paragraph up to a blank line; a heading or a bullet is a block of its own."""
    out: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            out.append(Block("para", " ".join(paragraph), True))
            paragraph.clear()

    for line in markup.logical_lines(text):
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            out.append(Block("h2", line[3:], False))
        elif line.startswith("# "):
            flush()
            out.append(Block("h1", line[2:], False))
        elif line.startswith("- "):
            flush()
            out.append(Block("bullet", line[2:], False))
        else:
            paragraph.append(line)
    flush()
    return out


def tokens(text: str, bold_all: bool = False) -> list[tuple[str, bool, bool]]:
    """(word, bold, a space before it) for each word of `text`, "**" marks removed; a
    word glued to a bold one ("**Hand**:") has no space before it and stays with it."""
    out: list[tuple[str, bool, bool]] = []
    space = False
    for i, part in enumerate(_BOLD.split(text)):
        bold = bold_all or i % 2 == 1
        for j, piece in enumerate(part.split(" ")):
            if j > 0:
                space = True
            if piece:
                out.append((piece, bold, space and bool(out)))
                space = False
    return out


def word_width(role: str, px: int, word: str) -> int:
    key = (role, px, word)
    width = _WIDTH_CACHE.get(key)
    if width is None:
        if len(_WIDTH_CACHE) > 20000:
            _WIDTH_CACHE.clear()
        width = _WIDTH_CACHE[key] = textr.font(role, px).size(word)[0]
    return width


class RulesText:
    """A rules text laid out for `rect` (the panel on screen) at the app's `scale`."""

    def __init__(self, text: str, rect: pygame.Rect, px):
        self.rect = pygame.Rect(rect)
        self.px = px  # reference pixels -> window pixels (the scene's px)
        pad_x, pad_y = px(14), px(10)
        self.bar_w = px(10)
        self.inner = pygame.Rect(self.rect.x + pad_x, self.rect.y + pad_y,
                                 self.rect.w - 2 * pad_x - self.bar_w - px(8),
                                 self.rect.h - 2 * pad_y)
        self.blocks = blocks_of(text)
        self.rows: list[Row] = []
        self.block_rows: dict[int, int] = {}  # block -> its first row
        self.laid_out = 0  # blocks laid out so far
        self.content_h = 0
        self.scroll = 0
        self.rendered: dict[int, pygame.Surface] = {}  # row -> its surface, once drawn
        self.dragging: int | None = None  # the pointer's offset into the thumb
        self.moved = False  # scrolled by the player (not only placed by the scene)

    # -- layout ---------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self.laid_out == len(self.blocks)

    def layout_steps(self):
        """Wrap the blocks, BLOCKS_PER_STEP a step (each `yield` ends one)."""
        while not self.done:
            for _ in range(min(BLOCKS_PER_STEP, len(self.blocks) - self.laid_out)):
                self._lay_out_block(self.laid_out)
                self.laid_out += 1
            yield

    def lay_out(self) -> None:
        for _ in self.layout_steps():
            pass

    def _lay_out_block(self, index: int) -> None:
        block = self.blocks[index]
        px = self.px
        kind = block.kind if block.kind in STYLES else "body"
        role, size, colour = STYLES[kind]
        size = px(size)
        line_h = textr.font(role, size).get_linesize()
        y = self.content_h
        if kind in ("h1", "h2") and index > 0 and not self.blocks[index - 1].gap_after:
            y += px(8 if kind == "h1" else 4)  # (after a paragraph its blank row does)
        words = tokens(block.text, bold_all=kind != "body")
        # a bullet hangs: its rows start after the bullet sign
        indent = word_width(role, size, BULLET) if block.kind == "bullet" else 0
        line: list[tuple[int, str, str]] = [(0, BULLET.strip(), role)] if indent else []
        self.block_rows[index] = len(self.rows)
        x, first = indent, True
        for word, bold, space in words:
            word_role = BOLD_ROLE[role] if bold else role
            w = word_width(word_role, size, word)
            gap = word_width(word_role, size, " ") if space and not first else 0
            if not first and space and x + gap + w > self.inner.w:
                self._add_row(y, line_h, line, size, colour, index)
                y += line_h
                line, x, gap = [], indent, 0
            line.append((x + gap, word, word_role))
            x += gap + w
            first = False
        if line:
            self._add_row(y, line_h, line, size, colour, index)
            y += line_h
        if block.gap_after:
            y += textr.font(STYLES["body"][0], px(STYLES["body"][1])).get_linesize()
        self.content_h = y

    def _add_row(self, y, height, line, size, colour, block) -> None:
        """A row of words, merged into runs of one font (one render each)."""
        runs = []
        for x, word, role in line:
            if runs and runs[-1][2] == role:
                rx, string, _, _, _ = runs[-1]
                spaces = " " if x > rx + word_width(role, size, string) else ""
                runs[-1] = (rx, string + spaces + word, role, size, colour)
            else:
                runs.append((x, word, role, size, colour))
        self.rows.append(Row(y, height, tuple(runs), block))

    # -- rows -----------------------------------------------------------------------------

    def visible_rows(self) -> range:
        """Indices of the rows inside the view at the present scroll."""
        top, bottom = self.scroll, self.scroll + self.inner.h
        first = next((i for i, r in enumerate(self.rows) if r.y + r.height > top),
                     len(self.rows))
        last = first
        while last < len(self.rows) and self.rows[last].y < bottom:
            last += 1
        return range(first, last)

    def row_surface(self, index: int) -> pygame.Surface:
        surf = self.rendered.get(index)
        if surf is None:
            row = self.rows[index]
            right = max(x + word_width(role, px, s) for x, s, role, px, _ in row.runs)
            surf = pygame.Surface((max(1, right + 2), row.height), pygame.SRCALPHA)
            for x, string, role, px, colour in row.runs:
                surf.blit(textr.font(role, px).render(string, True, colour), (x, 0))
            self.rendered[index] = surf
        return surf

    def render_steps(self):
        """Render the rows now in view, ROWS_PER_STEP a step."""
        todo = [i for i in self.visible_rows() if i not in self.rendered]
        for start in range(0, len(todo), ROWS_PER_STEP):
            for i in todo[start:start + ROWS_PER_STEP]:
                self.row_surface(i)
            yield

    # -- scrolling ------------------------------------------------------------------------

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.inner.h)

    def scroll_to_y(self, y: float) -> None:
        self.scroll = int(min(max(0, round(y)), self.max_scroll))

    def scroll_by(self, dy: float) -> None:
        self.scroll_to_y(self.scroll + dy)

    def heading_y(self, heading: str) -> int | None:
        """Where the `# heading` block starts (its first row), marked "now" or not."""
        for index, block in enumerate(self.blocks[:self.laid_out]):
            if block.kind == "h1" and block.text.strip() in (heading, heading + NOW_MARK) \
                    and self.block_rows[index] < len(self.rows):
                return self.rows[self.block_rows[index]].y
        return None

    def anchor(self) -> tuple[int, float] | None:
        """(the block at the top of the view, how far into it): the place to come back
        to once the text is laid out at another width."""
        shown = self.visible_rows()
        if not shown:
            return None
        block = self.rows[shown.start].block
        first = self.rows[self.block_rows[block]]
        last = next((r for r in reversed(self.rows) if r.block == block), first)
        height = max(1, last.y + last.height - first.y)
        return block, (self.scroll - first.y) / height

    def scroll_to_anchor(self, anchor: tuple[int, float]) -> None:
        block, into = anchor
        if block not in self.block_rows or self.block_rows[block] >= len(self.rows):
            return
        first = self.rows[self.block_rows[block]]
        last = next((r for r in reversed(self.rows) if r.block == block), first)
        self.scroll_to_y(first.y + into * (last.y + last.height - first.y))

    @property
    def fraction(self) -> float:
        """How far down the text is scrolled, 0..1."""
        return self.scroll / self.max_scroll if self.max_scroll else 0.0

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(the track, the thumb) of the scroll bar; None when all the text fits."""
        if not self.max_scroll:
            return None
        track = pygame.Rect(self.rect.right - self.bar_w - self.px(6),
                            self.rect.y + self.px(8), self.bar_w,
                            self.rect.h - self.px(16))
        thumb_h = max(self.px(30), track.h * self.inner.h // max(1, self.content_h))
        y = track.y + round((track.h - thumb_h) * self.fraction)
        return track, pygame.Rect(track.x, y, track.w, thumb_h)

    def handle(self, event: pygame.event.Event) -> bool:
        """Scroll on the wheel, the keys and the bar; True when the event was used."""
        line = self.px(22)
        page = max(line, self.inner.h - line * 2)
        used = self._scroll_on(event, line, page)
        self.moved = self.moved or used
        return used

    def _scroll_on(self, event: pygame.event.Event, line: int, page: int) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line * 3)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page,
                    pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}.get(event.key)
            if step is not None:
                self.scroll_by(step)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll_to_y(0 if event.key == pygame.K_HOME else self.max_scroll)
                return True
            return False
        bar = self._bar()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar:
            track, thumb = bar
            if thumb.collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.y
                return True
            if track.collidepoint(event.pos):
                self.scroll_by(page if event.pos[1] > thumb.y else -page)
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.dragging = None
            return True
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None and bar:
            track, thumb = bar
            room = max(1, track.h - thumb.h)
            self.scroll_to_y((event.pos[1] - self.dragging - track.y) / room * self.max_scroll)
            return True
        return False

    # -- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        # drawn, not cached: a supersampled panel this large costs 100+ ms to make,
        # at every new window size
        pygame.draw.rect(surface, PANEL_FILL, self.rect, border_radius=self.px(8))
        pygame.draw.rect(surface, PANEL_BORDER, self.rect, 1, border_radius=self.px(8))
        clip = surface.get_clip()
        surface.set_clip(self.inner.clip(clip) if clip else self.inner)
        for i in self.visible_rows():
            surface.blit(self.row_surface(i),
                         (self.inner.x, self.inner.y + self.rows[i].y - self.scroll))
        surface.set_clip(clip)
        bar = self._bar()
        if bar:
            track, thumb = bar
            radius = self.bar_w // 2
            surface.blit(rounded_rect(track.w, track.h, radius, BAR_TRACK), track)
            surface.blit(rounded_rect(thumb.w, thumb.h, radius, BAR_THUMB), thumb)

