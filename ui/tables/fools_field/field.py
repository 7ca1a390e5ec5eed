"""Drawing the table: the field tray and its lit cells, the preview of a placement
(the chosen card as you would place it, with a tick or a cross on every side it would
touch), the zones around the field (plates, deck, discard piles, the info panel), the
counts, the guidance near the field, the players' calls, your discards on hover, and
the banner of a decided game.

The preview reads each touching side from its placer's seat (deployment.touching_sides,
the rule the engine checks): your card upright as you hold it, your opponent's turned.
The marks sit on the screen edges between the cells, wherever the grid lies for you.
"""

from __future__ import annotations

import math

import pygame

from games.fools_field import rules as R
from games.fools_field.cards import NEIGHBOURS
from games.fools_field.deployment import touching_sides
from ui import theme
from ui.render import fools_field as art
from ui.render import text as textr
from ui.render.cards import CARD_RATIO, highlight_ring
from ui.render.shapes import rounded_rect
from ui.tables.fools_field.layout import (
    BACK_H,
    DECK_H,
    DISC_H,
    FIELD_H,
    GAP,
    HAND_H,
    INFO_W,
    POPUP_H,
)
from ui.tables.fools_field.model import Board, points_text


class FieldDrawing:
    """Everything drawn (a mixin of FoolsFieldTable)."""

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        b = self.shown
        if b is None:
            return
        self._geometry()
        self._draw_field(surface, b)
        self._draw_zones(surface, b)
        self._draw_preview_under(surface, b)
        self.draw_sprites(surface)
        self._draw_preview_over(surface, b)
        self._draw_counts(surface, b)
        self._draw_guidance(surface, b)
        self._draw_callouts(surface)
        self._draw_discard_popup(surface, b)
        if b.ending is not None:
            self._draw_ending(surface, b)

    def _pill(self, surface, string, pos, px=12, fill=(12, 14, 22, 215), colour=theme.TEXT,
              anchor="center", role="sans_bold") -> pygame.Rect:
        f = textr.font(role, self.px(px))
        w, h = f.size(string)
        box = pygame.Rect(0, 0, w + self.px(14), h + self.px(3))
        setattr(box, anchor, (round(pos[0]), round(pos[1])))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill), box)
        textr.blit_text(surface, string, role, self.px(px), colour, box.center, "center")
        return box

    def _draw_field(self, surface, b: Board) -> None:
        g = self.geo
        mat = self.mat_rect()
        board = art.field_board(mat.w, mat.h, round(g["fw"] * self.sc), round(FIELD_H * self.sc),
                                round(GAP * self.sc), self.sc)
        surface.blit(board, mat)
        # the last card deployed: a soft ring, once it lies in its cell
        if 0 <= self.last_cell < 9 and b.field[self.last_cell] >= 0:
            r = self.cell_rect(self.last_cell)
            s = self.sprites.get(("c", b.field[self.last_cell]))
            if s is not None and abs(s.x - r.centerx) < 2 and abs(s.y - r.centery) < 2:
                ring = highlight_ring(r.w, r.h, (250, 236, 190), max(2.0, self.px(2)))
                surface.blit(ring, ring.get_rect(center=r.center))
        # the cells the chosen card may go to
        lit = self.lit_cells()
        if lit:
            r0 = self.cell_rect(lit[0])
            glow = art.lit_cell(r0.w, r0.h, self.sc)
            pulse = 0.5 + 0.5 * math.sin(self.t * 5)
            hovered = self._preview_cell()
            for cell in lit:
                r = self.cell_rect(cell)
                glow.set_alpha(255 if cell == hovered else round(150 + 90 * pulse))
                surface.blit(glow, glow.get_rect(center=r.center))
            glow.set_alpha(255)

    def _preview_cell(self) -> int | None:
        """The cell the pointer (or the keyboard) is on while a card is chosen."""
        if self.legal is None:
            return None
        t = self.hovered
        if t is not None and getattr(t, "kind", "") == "open":
            return 4
        if self.selected is None:
            return None
        if self.drag is not None and self.drag.dragging:
            return self.cell_at(self.mouse)
        if t is not None and getattr(t, "kind", "") == "cell":
            return t.cell
        return None

    def _preview_card(self) -> int | None:
        t = self.hovered
        if t is not None and getattr(t, "kind", "") == "open":
            return t.card
        return self.selected

    def _draw_preview_under(self, surface, b: Board) -> None:
        cell = self._preview_cell()
        card = self._preview_card()
        if cell is None or card is None or b.field[cell] >= 0:
            return
        r = self.cell_rect(cell)
        if cell in self.deploys.get(card, {}):
            surface.blit(art.ghost(card, r.w, r.h), r)
        elif any(b.field[o] >= 0 for o, _ in NEIGHBOURS[cell]):
            # a cell it may not go to: faintly, so the red marks show which sides clash
            surface.blit(art.ghost(card, r.w, r.h, 90), r)

    def preview_marks(self, card: int, cell: int) -> list[tuple[int, int, bool, bool]]:
        """The marks for placing `card` (the viewer's) in `cell`: one per side it would
        touch, (x, y) of the edge's middle on screen, whether the edge runs across (a
        card above or below), and whether the two sides match. Each side is read from
        its placer's seat, as the rules read it (deployment.touching_sides)."""
        v = self.view
        if v is None or v.seat not in (0, 1) or v.field[cell] >= 0:
            return []
        r = self.cell_rect(cell)
        gap = self.px(GAP)
        out = []
        for touch in touching_sides(v.field, v.placed_by, v.seat, card, cell):
            other = self.cell_rect(touch.cell)
            if other.centerx == r.centerx:  # above or below on screen
                y = r.top - gap / 2 if other.centery < r.centery else r.bottom + gap / 2
                out.append((r.centerx, round(y), True, touch.ok))
            else:
                x = r.right + gap / 2 if other.centerx > r.centerx else r.left - gap / 2
                out.append((round(x), r.centery, False, touch.ok))
        return out

    def _draw_preview_over(self, surface, b: Board) -> None:
        """Green ticks and red crosses on the edges the chosen card would touch: the
        chosen card as the viewer would place it (upright), the opponent's turned."""
        cell = self._preview_cell()
        card = self._preview_card()
        if cell is None or card is None:
            return
        r = self.cell_rect(cell)
        thick = max(4, self.px(7))
        for x, y, across, ok in self.preview_marks(card, cell):
            if across:
                mark = art.edge_mark(round(r.w * 0.56), thick, ok)
            else:
                mark = art.edge_mark(thick, round(r.h * 0.44), ok)
            surface.blit(mark, mark.get_rect(center=(x, y)))

    def _draw_zones(self, surface, b: Board) -> None:
        g = self.geo
        at = g["at"]
        turn = self._to_move()
        bottom = self.bottom_seat()
        for seat in (0, 1):
            rect = self.plate_rect(seat)
            lines = [f"Hand {b.hand_counts[seat]} \u00b7 Discards {b.discards[seat]}"]
            self.draw_plate(surface, rect, seat, lines, turn == seat)
            if b.match:
                score = points_text(b.score[seat])
                textr.blit_text(surface, score, "sans_bold", self.px(20), theme.GOLD,
                                (rect.right - self.px(10), rect.bottom - self.px(5)),
                                "bottomright")
            if b.phase in ("play", "tie_offer") and b.start == seat and b.battle:
                self._badge(surface, rect, "Starts" if seat != bottom or b.seat is None
                            else "You start")
        # labels: the deck and the discard piles
        dx, dy = g["deck"]
        x, y = at(dx, dy + DECK_H / 2 + 10)
        deck = self._deck_count(b)
        if not deck:
            slot = self._screen_rect(dx, dy, DECK_H * CARD_RATIO, DECK_H)
            surface.blit(rounded_rect(slot.w, slot.h, self.px(7), (0, 0, 0, 40),
                                      (110, 80, 60), 1.0), slot)
        deck_text = f"Deck {deck}" if deck else "Deck out"
        self._pill(surface, deck_text, (x, y), 13, anchor="midtop",
                   fill=(12, 14, 22, 215) if deck else (110, 40, 30, 230))
        for seat in (0, 1):
            px, py = g["disc"][seat]
            x, y = at(px, py - DISC_H / 2 - 8)
            mine = seat == b.seat
            label = "Your discards" if mine else "Discards"
            textr.blit_text(surface, label, "sans", self.px(12), theme.TEXT_DIM, (x, y),
                            "midbottom")
            slot = self._screen_rect(px, py, DISC_H * CARD_RATIO, DISC_H)
            if not b.discards[seat]:
                surface.blit(rounded_rect(slot.w, slot.h, self.px(6), (0, 0, 0, 40),
                                          (90, 120, 100), 1.0), slot)
            if mine and b.phase == "discard" and b.retreater == seat and self.legal is not None:
                ring = highlight_ring(slot.w, slot.h, theme.GOLD, max(2.0, self.px(2)))
                surface.blit(ring, ring.get_rect(center=slot.center))
        self._draw_info(surface, b)

    def _deck_count(self, b: Board) -> int:
        """The cards lying on the deck now: while cards are dealt or drawn, the count
        goes down as each one leaves."""
        if b is self._synced:
            return b.deck
        x, y = self.geo["at"](*self.geo["deck"])
        h = DECK_H * self.sc
        return sum(1 for s in self.sprites.values()
                   if s.visible and abs(s.x - x) < 12 and abs(s.y - y) < 16 and
                   abs(s.h - h) < 1 and s.flip < 0.5)

    def _badge(self, surface, rect: pygame.Rect, text: str) -> None:
        f = textr.font("sans_bold", self.px(11))
        w = f.size(text)[0] + self.px(12)
        box = pygame.Rect(0, 0, w, self.px(18))
        box.bottomright = (rect.right - self.px(6), rect.top + self.px(7))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, (120, 92, 40, 235), theme.GOLD,
                                  1.0), box)
        textr.blit_text(surface, text, "sans_bold", self.px(11), theme.TEXT, box.center,
                        "center")

    def _info_lines(self, b: Board) -> list[tuple[str, tuple, str]]:
        """(text, colour, font role) for the panel at the right of the field."""
        lines: list[tuple[str, tuple, str]] = []
        if b.battle:
            head = f"Game {b.game} \u00b7 Battle {b.battle}" if b.match else f"Battle {b.battle}"
            lines.append((head, theme.GOLD, "sans_bold"))
            lines.append((f"Start player: {self.name(b.start)}", theme.TEXT, "sans"))
        elif b.match:
            lines.append((f"Game {b.game}", theme.GOLD, "sans_bold"))
        if b.match:
            lines.append(("Match: the first to win 2 games", theme.TEXT_DIM, "sans"))
            for s in (0, 1):
                lines.append((f"Games won by {self.name(s)}: {points_text(b.score[s])}",
                              theme.TEXT, "sans"))
        if b.deck == 0 and b.battle:
            lines.append(("The deck is out: the first to place their last card wins",
                          theme.GOLD, "sans"))
            if b.tie_battle:
                lines.append(("This battle began with equal hands: if both empty them on "
                              "consecutive turns, the game is a tie", theme.TEXT_DIM, "sans"))
            lines.append(("A battle starting a third time from the same hands and start "
                          "player ends the game in a tie", theme.TEXT_DIM, "sans"))
        if b.battle:
            lines.append((self._orientation_line(), theme.TEXT_DIM, "sans"))
        return lines

    def _orientation_line(self) -> str:
        """The geometry in one line, from the bottom seat's side."""
        if self.viewer in (0, 1):
            return ("Your cards point up, away from you; your opponent's point down, "
                    "at you")
        return ("Each card points away from the player who placed it: "
                f"{self.name(self.bottom_seat())}'s up, {self.name(1 - self.bottom_seat())}'s "
                "down")

    def _draw_info(self, surface, b: Board) -> None:
        lines = self._info_lines(b) if b.ending is None else []
        if not lines:
            return
        g = self.geo
        px = self.px(13)
        width = round(INFO_W * self.sc)
        pad = self.px(10)
        wrapped = [(part, colour, role) for text, colour, role in lines
                   for part in textr.wrap(text, role, px, width - 2 * pad)]
        step = self.px(18)
        height = len(wrapped) * step + 2 * pad
        cx, cy = g["at"](*g["info"])
        box = pygame.Rect(0, 0, width, height)
        box.center = (round(cx), round(cy))
        pile = self.pile_rect(1 - self.bottom_seat())
        box.top = max(box.top, pile.bottom + self.px(14))
        surface.blit(art.panel(box.w, box.h, self.px(10)), box)
        y = box.y + pad
        for text, colour, role in wrapped:
            textr.blit_text(surface, text, role, px, colour, (box.x + pad, y))
            y += step

    def _draw_counts(self, surface, b: Board) -> None:
        g = self.geo
        at = g["at"]
        bottom = self.bottom_seat()
        for seat in (0, 1):
            n = b.hand_counts[seat]
            if seat == b.seat:
                continue
            if seat == bottom:
                slots = self._hand_slots(n, HAND_H * 0.8)
                x, y = (slots[-1] if slots else (g["rw"] / 2, g["hand_y"]))
                pos = at(x + HAND_H * 0.8 * CARD_RATIO / 2 + 6, y)
            else:
                slots = self._fan_slots(n)
                x, y = slots[-1] if slots else g["opp_fan"]
                pos = at(x + BACK_H * CARD_RATIO / 2 + 6, y)
            if n:
                self._pill(surface, f"{n} in hand", pos, 12, anchor="midleft")
        for seat in (0, 1):
            n = b.discards[seat]
            if n:
                px, py = g["disc"][seat]
                self._pill(surface, str(n), at(px, py + DISC_H / 2 - 4), 12,
                           fill=(20, 40, 30, 230))

    def _draw_guidance(self, surface, b: Board) -> None:
        """The forced retreat and the discards, said near the field."""
        v = self.view
        if v is None or self.legal is None or b is not self._synced:
            return
        text = ""
        fill = (120, 40, 30, 235)
        if v.phase == "play" and v.must_retreat:
            taken = sum(1 for c in v.field if c >= 0)
            held = len(v.hand) + taken
            what = "the card" if taken == 1 else f"the {taken} cards"
            text = f"Retreat: you take {what} of the field into your hand"
            if held > R.HAND_SIZE:
                text += f", then discard {held - R.HAND_SIZE} face down"
            fill = (70, 50, 20, 235)
        elif v.phase == "discard":
            text = f"Discard {v.to_discard} more"
            fill = (70, 50, 20, 235)
        elif v.phase == "play" and self.selected is None and any(c >= 0 for c in v.field) \
                and self.deploys:
            return
        if not text:
            return
        y = self.message_y()
        if self.host.message_t > 0:
            return  # the scene shows an explanation there now
        self._pill(surface, text, (self.rect.centerx, y), 16, fill=fill)

    def _draw_callouts(self, surface) -> None:
        for text, seat, until in self.callouts:
            if seat not in (0, 1):
                continue
            rect = self.plate_rect(seat)
            alpha = max(0.0, min(1.0, (until - self.t) / 0.4))
            box = pygame.Rect((0, 0), self.bubble_size(text))
            if seat == self.bottom_seat():
                box.midbottom = (rect.centerx, rect.top - self.px(10))
                box.left = max(box.left, rect.left)
            else:
                box.midleft = (rect.right + self.px(10), rect.centery)
            self.draw_bubble(surface, box, text, alpha)

    def _draw_discard_popup(self, surface, b: Board) -> None:
        """Hovering over your discard pile shows what you discarded (only you know)."""
        if b.seat is None or not b.my_discards:
            return
        pile = self.pile_rect(b.seat)
        if not pile.collidepoint(self.mouse):
            return
        cards = b.my_discards
        h = round(POPUP_H * self.sc)
        w = round(h * CARD_RATIO)
        step = min(w + self.px(6), round(self.px(420) / max(1, len(cards))))
        pad = self.px(12)
        title = "Your discards (face down: only you know them)"
        title_w = textr.font("sans", self.px(12)).size(title)[0]
        width = max(w + step * (len(cards) - 1), title_w) + 2 * pad
        height = h + 2 * pad + self.px(22)
        box = pygame.Rect(0, 0, width, height)
        box.bottomright = (pile.right, pile.top - self.px(22))
        box.right = min(box.right, self.rect.right - self.px(6))
        surface.blit(art.panel(box.w, box.h, self.px(10), (16, 20, 30, 240), theme.GOLD_DARK),
                     box)
        textr.blit_text(surface, title, "sans", self.px(12), theme.TEXT_DIM,
                        (box.x + pad, box.y + self.px(6)))
        for i, c in enumerate(cards):
            face = art.soldier_face(c, w, h)
            surface.blit(face, (box.x + pad + i * step, box.y + pad + self.px(18)))

    def _draw_ending(self, surface, b: Board) -> None:
        e = b.ending
        mat = self.mat_rect()
        width = min(self.rect.w - self.px(40), self.px(470))
        lines: list[tuple[str, str, int, tuple]] = []
        reason = self._ending_reason(e)
        if reason:
            lines.append((reason[0].upper() + reason[1:], "sans", 15, theme.TEXT))
        if e.match:
            pts = ", ".join(f"{self.name(s)} +{points_text(p)}" for s, p in enumerate(e.points))
            lines.append((f"This game: {pts}", "sans", 14, theme.TEXT_DIM))
            score = f"{self.name(0)} {points_text(e.match_score[0])} \u2013 " \
                    f"{points_text(e.match_score[1])} {self.name(1)}"
            lines.append((f"Match: {score}", "sans_bold", 16, theme.GOLD))
            if e.next_start >= 0:
                lines.append((f"{self.name(e.next_start)} starts game {e.number + 1}",
                              "sans", 14, theme.TEXT))
            else:
                best = max(e.match_score)
                won = [s for s in (0, 1) if e.match_score[s] == best]
                text = f"{self.name(won[0])} wins the match" if len(won) == 1 else \
                    "The match is shared"
                lines.append((text, "sans_bold", 15, theme.TEXT))
        height = self.px(64) + sum(self.px(px + 10) for _, _, px, _ in lines) + self.px(10)
        box = pygame.Rect(0, 0, width, height)
        box.center = mat.center
        surface.blit(rounded_rect(box.w, box.h, self.px(14), (20, 24, 30, 240), theme.GOLD,
                                  2.0), box)
        title = self._ending_title(e)
        size = textr.fit_px(title, "serif_bold", self.px(26), box.w - self.px(30))
        textr.blit_text(surface, title, "serif_bold", size, theme.GOLD,
                        (box.centerx, box.y + self.px(14)), "midtop")
        y = box.y + self.px(60)
        for text, role, px, colour in lines:
            size = textr.fit_px(text, role, self.px(px), box.w - self.px(30))
            textr.blit_text(surface, text, role, size, colour, (box.centerx, y), "midtop")
            y += self.px(px + 10)

