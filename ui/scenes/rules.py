"""The in-app rules: every game's rules (with Card Hall's rulings) and the controls.

Rules that follow the play: opened from the table at a `section` (the state's
`rules_section()`, the exact `# Heading` of the phase in progress), the text opens
scrolled to that heading, marked "now", and the rulings grouped under `## <that heading>`
in the game's `# Rulings` section are shown again right after it, so the player reads the
rule and Card Hall's readings of it together. The words exist once, in `Game.rules_text`.
"""

from __future__ import annotations

import pygame
import pygame_gui

from games import CATALOGUE, CATALOGUE_BY_ID, REGISTRY
from ui import markup, theme
from ui.controls import CONTROLS
from ui.render import text as textr
from ui.scenes.base import Scene, dim, draw_backdrop

RULINGS = "Rulings"
RULINGS_HERE = "## Card Hall's rulings for this step"
NOW = " \u00b7 now"  # marks the heading of the phase in progress


def rules_markup(topic: str) -> str:
    if topic == "controls":
        return CONTROLS
    game = REGISTRY.get(topic)
    if game is not None and game.rules_text:
        return game.rules_text
    info = CATALOGUE_BY_ID[topic]
    return (f"# {info.title}\n{info.players}, {info.minutes}.\n\n{info.pitch}\n\n"
            "This game is coming to Card Hall soon; its rules will appear here.")


# -- sections of a rules text -------------------------------------------------------------


def headings(text: str) -> list[str]:
    """The `# Heading`s of a rules text, in order."""
    return [line[2:].strip() for line in text.splitlines() if line.startswith("# ")]


def _section_span(lines: list[str], heading: str) -> tuple[int, int] | None:
    """(first line, end) of the section under `# heading` (its heading line included)."""
    for i, line in enumerate(lines):
        if line.startswith("# ") and line[2:].strip() == heading:
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("# ")),
                       len(lines))
            return i, end
    return None


def _rulings_group(text: str, heading: str) -> list[str]:
    """The source lines of the `## heading` group of the `# Rulings` section."""
    lines = text.splitlines()
    span = _section_span(lines, RULINGS)
    if span is None:
        return []
    out: list[str] = []
    inside = False
    for line in lines[span[0] + 1:span[1]]:
        if line.startswith("## "):
            inside = line[3:].strip() == heading
            continue
        if inside:
            out.append(line)
    while out and not out[-1].strip():
        out.pop()
    return out


def rulings_for(text: str, heading: str) -> list[str]:
    """The rulings that apply to the section `heading` (logical lines, bullets)."""
    group = _rulings_group(text, heading)
    return [line for line in markup.logical_lines("\n".join(group)) if line] if group else []


def with_rulings(text: str, heading: str) -> str:
    """The rules text with the rulings of `heading` shown again at the end of its section
    (unchanged when it has none, or for the Rulings section itself)."""
    group = _rulings_group(text, heading)
    lines = text.splitlines()
    span = _section_span(lines, heading)
    if not group or span is None or heading == RULINGS:
        return text
    end = span[1]
    while end > span[0] + 1 and not lines[end - 1].strip():
        end -= 1
    shown = [*lines[:end], "", RULINGS_HERE, *group, "", *lines[end:]]
    return "\n".join(shown) + ("\n" if text.endswith("\n") else "")


def marked(text: str, heading: str) -> str:
    """The text with the heading of the phase in progress marked "now"."""
    lines = text.splitlines()
    span = _section_span(lines, heading)
    if span is None:
        return text
    lines[span[0]] = lines[span[0]].rstrip() + NOW
    return "\n".join(lines) + ("\n" if text.endswith("\n") else "")


def heading_row_y(box, heading: str) -> int | None:
    """The y (in the text box's layout) of the first row of the heading `heading` (as
    drawn: possibly marked "now", possibly wrapped over two rows)."""
    layout = getattr(box, "text_box_layout", None)
    if layout is None:
        return None
    rows = [("".join(getattr(item, "text", "") or "" for item in row.items).strip(), row.y)
            for row in layout.layout_rows]
    for words, y in rows:  # a whole row
        if words in (heading, heading + NOW):
            return y
    for words, y in rows:  # a heading wrapped over rows
        if len(words) > 8 and (heading + NOW).startswith(words):
            return y
    return None


class RulesScene(Scene):
    """Full-screen from the menu; an overlay when opened from a table. `section`: the
    `# Heading` to open at (the phase in progress), with its rulings."""

    def __init__(self, app, topic: str = "controls", overlay: bool = False,
                 section: str | None = None):
        super().__init__(app)
        self.topic = topic if topic in CATALOGUE_BY_ID or topic == "controls" else "controls"
        self.overlay = overlay
        self.section = section if section and section in headings(
            rules_markup(self.topic)) else None
        self.section_topic = self.topic if self.section else None
        self.box = None
        self.scrolled_to: float | None = None  # the scroll bar's start, once set

    def markup_now(self) -> str:
        text = rules_markup(self.topic)
        if self.section and self.topic == self.section_topic:
            return marked(with_rulings(text, self.section), self.section)
        return text

    def build(self) -> None:
        w, h = self.app.size
        topics = [(info.id, info.short or info.title) for info in CATALOGUE]
        topics.append(("controls", "Controls"))
        x = self.px(60)
        y = self.px(96)
        bw = (w - self.px(120) - self.px(8) * (len(topics) - 1)) // len(topics)
        for topic, title in topics:
            b = self.button(pygame.Rect(x, y, bw, self.px(40)), title,
                            lambda t=topic: self.show(t))
            if topic == self.topic:
                b.select()
            x += bw + self.px(8)
        markup.preload(self.app.gui, self.app.scale)
        area = pygame.Rect(self.px(60), self.px(150), w - self.px(120), h - self.px(230))
        self.box = self.add(pygame_gui.elements.UITextBox(
            markup.to_html(self.markup_now(), self.app.scale), area,
            manager=self.app.gui))
        self.scrolled_to = None
        if self.section and self.topic == self.section_topic:
            self.scroll_to(self.section)
        self.button(pygame.Rect(w // 2 - self.px(80), h - self.px(66), self.px(160), self.px(44)),
                    "Back", self.back)

    def scroll_to(self, heading: str) -> None:
        """Scroll the text so that `heading` is at the top (as far as the text goes)."""
        box = self.box
        y = heading_row_y(box, heading)
        if y is None or box.scroll_bar is None:
            return
        height = box.text_box_layout.layout_rect.height
        box.scroll_bar.set_scroll_from_start_percentage(max(0.0, (y - self.px(4)) / height))
        self.scrolled_to = box.scroll_bar.start_percentage

    def show(self, topic: str) -> None:
        self.topic = topic
        self.clear()
        self.build()

    def draw(self, surface) -> None:
        if self.overlay:
            dim(surface, 200)
        else:
            draw_backdrop(surface)
        w, _ = surface.get_size()
        textr.blit_text(surface, "Rules", "serif_bold", self.px(44), theme.GOLD,
                        (w // 2, self.px(28)), "midtop")
