"""The review's timeline: the whole game as a bar, from the first deal to the end.

Rounds (the game's larger milestone) are bands of alternating shade, named when there
is room; the smaller milestones (tricks, battles) are ticks; each analysed decision of
the seats shown is a dot, a mistake an amber pin, a big mistake a red pin (the larger the
loss, the taller); the current position is a gold needle. A click goes to the nearest
step; pointing at a pin says what it cost. A thin bar under it fills while the analysis
runs. Everything is measured when the layout changes, never per frame.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect

BAND = (44, 60, 52)
BAND_ALT = (36, 50, 44)
TICK = (92, 112, 98)
DOT = (150, 160, 150)
MISTAKE_COLOUR = theme.WARN
BIG_COLOUR = theme.BAD


class Timeline:
    def __init__(self, scene):
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 1, 1)   # the whole strip (pins above the track)
        self.track = pygame.Rect(0, 0, 1, 1)  # the bar itself
        self.hover_pos: tuple[int, int] | None = None
        self._key = None
        self._image: pygame.Surface | None = None

    def layout(self, rect: pygame.Rect) -> None:
        px = self.scene.px
        self.rect = pygame.Rect(rect)
        self.track = pygame.Rect(rect.x + px(14), rect.y + px(20), rect.w - px(28), px(22))

    # -- geometry ---------------------------------------------------------------------

    def x_of(self, position: int) -> int:
        end = max(1, self.scene.replay.end)
        return self.track.x + round(self.track.w * position / end)

    def position_at(self, x: int) -> int:
        """The step nearest to screen x."""
        end = self.scene.replay.end
        raw = round((x - self.track.x) / max(1, self.track.w) * end)
        return self.scene.replay.nearest_stop(max(0, min(end, raw)))

    def hit(self, pos) -> bool:
        return self.rect.collidepoint(pos) and self.track.inflate(0, self.scene.px(36)).\
            collidepoint(pos)

    def pin_at(self, pos):
        """The marked decision under the pointer (a DecisionReview), or None."""
        if not self.hit(pos):
            return None
        best, best_d = None, self.scene.px(7)
        for result in self.scene.marked():
            d = abs(self.x_of(result.position) - pos[0])
            if d <= best_d:
                best, best_d = result, d
        return best

    # -- input ------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos if self.hit(event.pos) else None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            pin = self.pin_at(event.pos)
            target = pin.position if pin is not None else self.position_at(event.pos[0])
            self.scene.go_to(target)
            return True
        return False

    # -- drawing ----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        px = scene.px
        t = self.track
        shown = scene.shown_results()
        key = (t.x, t.y, t.w, t.h, px(10), scene.shown_key())
        if self._key != key:  # made again only when the layout or the pins change
            self._key = key
            self._image = self._render(shown)
        surface.blit(self._image, (t.x - px(4), t.y - px(30)))
        # the needle: where the review stands
        x = self.x_of(scene.position)
        pygame.draw.line(surface, theme.GOLD, (x, t.y - px(6)), (x, t.bottom + px(6)), 3)
        pygame.draw.circle(surface, theme.GOLD, (x, t.y - px(6)), px(5))
        runner = scene.analysis
        if runner is not None and runner.total and not runner.finished:
            bar = pygame.Rect(t.x, t.bottom + px(7), t.w, px(4))
            pygame.draw.rect(surface, (40, 44, 56), bar, border_radius=px(2))
            filled = bar.copy()
            filled.w = max(1, round(bar.w * runner.fraction()))
            pygame.draw.rect(surface, theme.GOLD_DARK, filled, border_radius=px(2))
        self._draw_tip(surface)

    def _render(self, shown: list) -> pygame.Surface:
        """The bar with its rounds, ticks, dots and pins, drawn once on its own surface."""
        scene = self.scene
        px = scene.px
        replay = scene.replay
        track = self.track
        origin = (track.x - px(4), track.y - px(30))
        image = pygame.Surface((track.w + px(8), track.h + px(38)), pygame.SRCALPHA)
        t = track.move(-origin[0], -origin[1])
        image.blit(rounded_rect(t.w + px(8), t.h + px(8), px(8), (16, 22, 20, 230),
                                (70, 84, 72), 1), (t.x - px(4), t.y - px(4)))
        words = replay.milestone_words()
        rounds = replay.milestones(len(words) - 1) if words else []
        starts = [0] + [p for p in rounds if p < replay.end]
        ends = [*starts[1:], replay.end]
        label_px = px(11)
        for i, (a, b) in enumerate(zip(starts, ends)):
            x0, x1 = self.x_of(a) - origin[0], self.x_of(b) - origin[0]
            if x1 <= x0:
                continue
            pygame.draw.rect(image, BAND if i % 2 == 0 else BAND_ALT,
                             pygame.Rect(x0, t.y, x1 - x0, t.h))
            if len(starts) > 1 and words:
                label = f"{words[-1].capitalize()} {i + 1}"
                if textr.font("sans", label_px).size(label)[0] + px(8) >= x1 - x0:
                    label = str(i + 1)
                if textr.font("sans", label_px).size(label)[0] + px(4) < x1 - x0:
                    textr.blit_text(image, label, "sans", label_px, (150, 168, 150),
                                    ((x0 + x1) // 2, t.centery), "center")
        if len(words) > 1:
            for p in replay.milestones(0):
                x = self.x_of(p) - origin[0]
                pygame.draw.line(image, TICK, (x, t.bottom - px(5)), (x, t.bottom - 1))
        self._draw_decisions(image, shown, t, origin[0])
        return image

    def _draw_decisions(self, surface: pygame.Surface, shown: list, t: pygame.Rect,
                        dx: int) -> None:
        px = self.scene.px
        for result in shown:
            x = self.x_of(result.position) - dx
            severity = result.severity
            if not severity:
                pygame.draw.circle(surface, DOT, (x, t.bottom + px(1)), max(1, px(1.5)))
                continue
            colour = BIG_COLOUR if severity == "big" else MISTAKE_COLOUR
            height = px(6) + round(px(18) * min(1.0, result.loss / 0.4))
            top = t.y - height
            pygame.draw.line(surface, colour, (x, t.y + px(2)), (x, top), max(2, px(2)))
            radius = px(5) if severity == "big" else px(4)
            pygame.draw.circle(surface, colour, (x, top), radius)
            pygame.draw.circle(surface, (20, 16, 16), (x, top), radius, 1)

    def _draw_tip(self, surface: pygame.Surface) -> None:
        if self.hover_pos is None:
            return
        pin = self.pin_at(self.hover_pos)
        if pin is None:
            return
        scene = self.scene
        px = scene.px
        line = f"Move {scene.move_number(pin.position)}: {scene.cost_sentence(pin)}"
        size = px(13)
        w = textr.font("sans_bold", size).size(line)[0] + px(20)
        h = size + px(12)
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (self.x_of(pin.position), self.track.y - px(30))
        box.clamp_ip(scene.table_rect.union(self.rect))
        surface.blit(rounded_rect(box.w, box.h, px(8), (20, 18, 26, 240), theme.GOLD_DARK, 1),
                     box)
        textr.blit_text(surface, line, "sans_bold", size, theme.TEXT, box.center, "center")
