"""The in-app rules: every game's rules (with Card Hall's rulings) and the controls.

Rules that follow the play: opened from the table at a `section` (the state's
`rules_section()`, the exact `# Heading` of the phase in progress), the text opens
scrolled to that heading, marked "now", and the rulings grouped under `## <that heading>`
in the game's `# Rulings` section are shown again right after it, so the player reads the
rule and Card Hall's readings of it together. The words exist once, in `Game.rules_text`.
"""

from __future__ import annotations

import pygame

from games import CATALOGUE, CATALOGUE_BY_ID, REGISTRY
from ui import markup, theme
from ui.controls import CONTROLS
from ui.render import text as textr
from ui.scenes.base import Scene, dim, draw_backdrop
from ui.scenes.rules_text import NOW_MARK, RulesText

RULINGS = "Rulings"
RULINGS_HERE = "## Card Hall's rulings for this step"
NOW = NOW_MARK  # marks the heading of the phase in progress


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
        self.text: RulesText | None = None  # the text as laid out for the window
        # where the text was when its widgets were last cleared (a resize, a scene on
        # top): (topic, RulesText.anchor()), or None to open at `section` (or the top)
        self.kept: tuple[str, tuple[int, float]] | None = None
        self.scrolled_to: float | None = None  # how far down it opened (0..1), once set

    def markup_now(self) -> str:
        text = rules_markup(self.topic)
        if self.section and self.topic == self.section_topic:
            return marked(with_rulings(text, self.section), self.section)
        return text

    def build(self) -> None:
        for _ in self.build_steps():
            pass

    def build_steps(self):
        """The topic buttons, the text laid out a few blocks a step and placed (at the
        phase's section, or where it was before a resize), its rows on screen rendered,
        and Back; each `yield` ends a step (the app lays out after a resize in steps)."""
        w, h = self.app.size
        topics = [(info.id, info.short or info.title) for info in CATALOGUE]
        topics.append(("controls", "Controls"))
        x = self.px(60)
        y = self.px(96)
        bw = (w - self.px(120) - self.px(8) * (len(topics) - 1)) // len(topics)
        for i, (topic, title) in enumerate(topics):
            b = self.button(pygame.Rect(x, y, bw, self.px(40)), title,
                            lambda t=topic: self.show(t))
            if topic == self.topic:
                b.select()
            x += bw + self.px(8)
            if i % 2 == 1:
                yield
        area = pygame.Rect(self.px(60), self.px(150), w - self.px(120), h - self.px(230))
        text = RulesText(self.markup_now(), area, self.px)
        yield from text.layout_steps()
        self.text = text
        kept, self.kept = self.kept, None
        if kept is not None and kept[0] == self.topic:
            text.scroll_to_anchor(kept[1])
            text.moved = True
        elif self.section and self.topic == self.section_topic:
            self.scroll_to(self.section)
        self.scrolled_to = text.fraction
        self.button(pygame.Rect(w // 2 - self.px(80), h - self.px(66), self.px(160), self.px(44)),
                    "Back", self.back)
        yield
        yield from text.render_steps()

    def clear(self) -> None:
        text = self.text
        if text is not None and text.done and text.moved:
            anchor = text.anchor()
            self.kept = (self.topic, anchor) if anchor is not None else None
        super().clear()

    def scroll_to(self, heading: str) -> None:
        """Scroll the text so that `heading` is at the top (as far as the text goes)."""
        y = self.text.heading_y(heading) if self.text is not None else None
        if y is not None:
            self.text.scroll_to_y(y - self.px(4))

    def show(self, topic: str) -> None:
        self.topic = topic
        self.kept = None
        self.clear()
        self.kept = None
        self.build()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.text is not None and self.text.handle(event):
            return
        super().handle_event(event)

    def draw(self, surface) -> None:
        if self.overlay:
            dim(surface, 200)
        else:
            draw_backdrop(surface)
        w, _ = surface.get_size()
        textr.blit_text(surface, "Rules", "serif_bold", self.px(44), theme.GOLD,
                        (w // 2, self.px(28)), "midtop")
        if self.text is not None:
            self.text.draw(surface)
