"""The O Genre O mat and plates (part of `OGenreOTable`): the five suit spaces of the trump
vote (each with its symbol, its name, the black chip placed on it and who placed it, the
trump marked once decided), the Devil Break plaque and the trick count beside the trick,
and each seat's plate with its life bar: the life out of the cap, the segments the last
change took (or the one it gave back), and that change in words ("-4", "+1").

Every surface here is cached (`lru_cache` on its size and state); a frame only blits.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.o_genre_o.cards import SUIT_NAMES, TRICKS
from ui import theme
from ui.render import o_genre_o as art
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import CARD_RATIO
from ui.render.shapes import rounded_rect
from ui.render.symbols import symbol
from ui.tables.o_genre_o.board import Board

# Sizes of O Genre O's own things, in reference pixels (1280x720); the shared ones
# (plates, hand, backs, trick, won cards) are `OGenreOTable.SIZES`.
SPACE_W = 82     # a suit space on the mat
SPACE_H = 80
SPACE_GAP = 10
CHIP_D = 30      # a black chip
TRUMP_D = 36     # the trump marker
TOKEN_D = 30     # a life token (+1, -3) flying to a life bar
DECK_H = 96      # the Angel and the Devil deck while dealing
DISCARD_H = 76   # the viewer's own discards
PLAQUE_W = 128   # the Devil Break and trick-count plaques beside the trick
PLAQUE_H = 74

DEVIL_RED = (200, 70, 70)
LIFE_OK = (112, 196, 120)
LIFE_LOW = (236, 170, 80)
LIFE_DANGER = (226, 92, 80)


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


@lru_cache(maxsize=128)
@costly
def suit_space(suit: int, w: int, h: int, state: str, name_px: int) -> pygame.Surface:
    """A suit space of the mat: its symbol and name on a panel tinted with its colour.
    state: "plain", "open" (may take a chip now), "hover", "chipped", "trump"."""
    rgb = art.suit_rgb(suit)
    fill = {"plain": (*_mix(rgb, (16, 22, 28), 0.78), 230),
            "open": (*_mix(rgb, (16, 22, 28), 0.66), 240),
            "hover": (*_mix(rgb, (16, 22, 28), 0.5), 250),
            "chipped": (24, 26, 32, 210),
            "trump": (*_mix(rgb, (250, 240, 214), 0.72), 250)}[state]
    border = {"plain": _mix(rgb, (16, 22, 28), 0.35), "open": rgb,
              "hover": _mix(rgb, (255, 255, 255), 0.35), "chipped": (70, 72, 82),
              "trump": theme.GOLD}[state]
    width = 2.5 if state in ("hover", "trump") else (2.0 if state == "open" else 1.2)
    surf = rounded_rect(w, h, max(4, w // 9), fill, border, width).copy()
    icon_colour = (96, 96, 106) if state == "chipped" else (
        _mix(rgb, (0, 0, 0), 0.15) if state == "trump" else rgb)
    icon = symbol(art.suit_symbol(suit), round(h * 0.3), icon_colour)
    surf.blit(icon, icon.get_rect(midtop=(w / 2, round(h * 0.05))))
    name_colour = theme.TEXT_DARK if state == "trump" else (
        theme.TEXT_DIM if state == "chipped" else theme.TEXT)
    name = textr.text(SUIT_NAMES[suit], "sans_bold", name_px, name_colour)
    surf.blit(name, name.get_rect(midtop=(w / 2, round(h * 0.355))))
    if state in ("open", "hover", "plain"):
        # the empty chip slot
        slot = pygame.Surface((w, h), pygame.SRCALPHA)
        r = round(h * 0.17)
        centre = (w // 2, round(h * 0.75))
        pygame.draw.circle(slot, (*_mix(rgb, (0, 0, 0), 0.5), 150), centre, r)
        pygame.draw.circle(slot, (*border, 160), centre, r, max(1, h // 60))
        surf.blit(slot, (0, 0))
    return surf


@lru_cache(maxsize=64)
@costly
def life_bar(w: int, h: int, cap: int, life: int, change: int) -> pygame.Surface:
    """A plate's life bar: `cap` segments, `life` of them lit (green, amber under half,
    red under a quarter), the segments the last change took outlined in red, or the one
    it gave back ringed in gold."""
    surf = rounded_rect(w, h, h // 2, (14, 14, 20, 235), (70, 70, 84), 1.0).copy()
    pad = max(1, h // 5)
    inner_w = w - 2 * pad
    gap = 1 if inner_w / max(1, cap) >= 3 else 0
    seg_w = (inner_w - gap * (cap - 1)) / max(1, cap)
    share = life / cap if cap else 0
    colour = LIFE_OK if share > 0.5 else (LIFE_LOW if share > 0.25 else LIFE_DANGER)
    lost = range(max(0, life), min(cap, life - change)) if change < 0 else range(0)
    gained = range(max(0, life - change), min(cap, life)) if change > 0 else range(0)
    for i in range(cap):
        x = pad + i * (seg_w + gap)
        rect = pygame.Rect(round(x), pad, max(1, round(x + seg_w) - round(x)), h - 2 * pad)
        if i < life:
            pygame.draw.rect(surf, colour, rect)
            if i in gained:
                pygame.draw.rect(surf, theme.GOLD, rect.inflate(0, 0), max(1, h // 6))
        elif i in lost:
            pygame.draw.rect(surf, (96, 34, 38), rect)
    return surf


@lru_cache(maxsize=64)
@costly
def fitted(text: str, px: int, width: int) -> int:
    """The largest size up to `px` at which `text` fits in `width` (measured once)."""
    return textr.fit_px(text, "sans", px, width)


@lru_cache(maxsize=16)
@costly
def wrapped(lines: tuple[str, ...], px: int, limit: int) -> tuple[tuple[str, ...], int]:
    """`lines` wrapped to `limit` px, and the widest line (measured once)."""
    out = tuple(part for line in lines for part in textr.wrap(line, "sans", px, limit))
    return out, max(textr.font("sans", px).size(line)[0] for line in out)


class OGenreOMat:
    """The mat, the plaques and the plates of `OGenreOTable` (a mixin)."""

    # -- the mat ------------------------------------------------------------------------------

    def space_state(self, b: Board, suit: int) -> str:
        if b.trump == suit:
            return "trump"
        if suit in b.chipped:
            return "chipped"
        if self.legal is not None and self.view is not None and self.view.phase == "vote" \
                and b is self._synced:
            hovered = self.hovered
            if hovered is not None and hovered.action is not None and \
                    getattr(hovered.action, "suit", None) == suit:
                return "hover"
            return "open"
        return "plain"

    def draw_mat(self, surface, b: Board) -> None:
        g = self.geo
        row_y = g["row_y"]
        width = 5 * SPACE_W + 4 * SPACE_GAP + 24
        mat = self.rect_at(self.seats.width / 2 - width / 2, row_y - SPACE_H / 2 - 10, width,
                           SPACE_H + 32)
        surface.blit(rounded_rect(mat.w, mat.h, self.px(16), (10, 30, 26, 120), (60, 90, 70),
                                  1.0), mat)
        w, h = round(SPACE_W * self.sc), round(SPACE_H * self.sc)
        voters = {suit: seat for seat, suit in b.chips}
        for suit in range(5):
            state = self.space_state(b, suit)
            rect = self.space_rect(suit)
            surface.blit(suit_space(suit, w, h, state, self.px(12)), rect)
            x, y = self.space_centre(suit)
            below = y + SPACE_H / 2 + 11
            if state == "trump":
                self.pill(surface, "TRUMP", x, below, 12, fill=(120, 92, 40, 240),
                          colour=theme.TEXT)
            elif suit in voters:
                name = self.name(voters[suit])
                px = fitted(name, self.px(11), round((SPACE_W + 6) * self.sc))
                textr.blit_text(surface, name, "sans", px, theme.TEXT_DIM,
                                self.at(x, below - 6), "midtop")
        if (b.phase == "play" or b.tricks_played or b.trick) and b.summary is None:
            self.draw_trick_ring(surface)
            self._devil_break_plaque(surface, b, g["left_plaque"], PLAQUE_W, PLAQUE_H)
            self._trick_plaque(surface, b, g["right_plaque"], PLAQUE_W, PLAQUE_H)

    def _plaque(self, surface, centre, w, h, border) -> pygame.Rect:
        x, y = centre
        box = self.rect_at(x - w / 2, y - h / 2, w, h)
        surface.blit(rounded_rect(box.w, box.h, self.px(10), (16, 18, 28, 215), border, 1.5),
                     box)
        return box

    def _devil_break_plaque(self, surface, b: Board, centre, w, h) -> None:
        """The Devil Break: in force (no Devil may be led) or over."""
        on = b.devil_break
        box = self._plaque(surface, centre, w, h, DEVIL_RED if on else (90, 90, 104))
        icon = symbol("horns", self.px(20), DEVIL_RED if on else (130, 130, 140))
        title = textr.blit_text(surface, "DEVIL BREAK", "sans_bold", self.px(12),
                                theme.TEXT if on else theme.TEXT_DIM,
                                (box.centerx + self.px(11), box.y + self.px(8)), "midtop")
        surface.blit(icon, icon.get_rect(midright=(title.left - self.px(3), title.centery)))
        lines = ("No Devil may be led", "until one is played") if on else \
            ("Over: Devils may", "be led now")
        y = box.y + self.px(31)
        for line in lines:
            textr.blit_text(surface, line, "sans", self.px(12), theme.TEXT if on else
                            theme.TEXT_DIM, (box.centerx, y), "midtop")
            y += self.px(17)

    def _trick_plaque(self, surface, b: Board, centre, w, h) -> None:
        """The trick count and the trump suit (with its symbol)."""
        box = self._plaque(surface, centre, w, h, theme.GOLD_DARK)
        title = f"Trick {b.tricks_played + 1} of {TRICKS}" if b.tricks_played < TRICKS \
            else f"Round {b.round} over"
        textr.blit_text(surface, title, "sans_bold", self.px(13), theme.TEXT,
                        (box.centerx, box.y + self.px(9)), "midtop")
        if b.trump >= 0:
            name = textr.text(f"Trump: {SUIT_NAMES[b.trump]}", "sans", self.px(12), theme.GOLD)
            icon = symbol(art.suit_symbol(b.trump), self.px(22), art.suit_rgb(b.trump))
            left = box.centerx - (name.get_width() + icon.get_width() + self.px(4)) // 2
            surface.blit(icon, (left, box.y + self.px(37)))
            surface.blit(name, (left + icon.get_width() + self.px(4), box.y + self.px(40)))

    # -- plates -------------------------------------------------------------------------------

    def draw_seat(self, surface, b: Board, seat: int) -> None:
        badges = []
        if b.dealer == seat and b.round > 0:
            badges.append(("Dealer", (60, 64, 96, 235)))
        if b.phase == "play" and not b.trick and b.leader == seat and b.summary is None \
                and b.tricks_played < TRICKS:
            badges.append(("Lead", (120, 92, 40, 235)))
        line = f"Hand {b.hand_counts[seat]}"
        rect = self.draw_seat_plate(surface, seat, [line], active=self._to_move(b) == seat,
                                    badges=badges)
        self._draw_life(surface, b, seat, rect)

    def _draw_life(self, surface, b: Board, seat: int, rect: pygame.Rect) -> None:
        """The life out of the cap at the plate's right, the bar along its foot and the
        last change after the bar."""
        life = b.lives[seat]
        share = life / b.cap if b.cap else 0
        colour = theme.TEXT if share > 0.25 else LIFE_DANGER
        right = rect.right - self.px(10)
        top = rect.y + self.px(27)
        cap = textr.blit_text(surface, f"/{b.cap}", "sans", self.px(12), theme.TEXT_DIM,
                              (right, top + self.px(4)), "topright")
        value = textr.blit_text(surface, f"{life}" if life >= 0 else f"\u2212{-life}",
                                "sans_bold", self.px(17), colour,
                                (cap.left - self.px(1), top), "topright")
        textr.blit_text(surface, "Life", "sans", self.px(11), theme.TEXT_DIM,
                        (value.left - self.px(4), top + self.px(5)), "topright")
        x, y, w, h = self.bar_rect_ref(seat)
        bar = self.rect_at(x, y, w, h)
        shown = max(0, min(b.cap, round(self.gauge.get(seat))))
        change = b.changes[seat] if shown == max(0, min(b.cap, life)) else 0
        surface.blit(life_bar(bar.w, bar.h, b.cap, shown, change), bar)
        if change:
            text = f"+{change}" if change > 0 else f"\u2212{-change}"
            fill = (40, 96, 56, 240) if change > 0 else (120, 34, 40, 240)
            self.pill(surface, text, x + w + 6, y + h / 2, 11, fill=fill, anchor="midleft")

    def _to_move(self, b: Board) -> int:
        """Whose turn the shown board is at (-1: nobody's, or unknown while animating)."""
        v = self.view
        if v is None or b.summary is not None:
            return -1
        if b.phase == "play":
            return b.to_move_in_trick() if b.tricks_played < TRICKS else -1
        if b is self._synced and v.phase in ("discard", "vote"):
            return v.to_move
        return -1

    def draw_explanation(self, surface, b: Board) -> None:
        """The phase in a few words, in the middle of the table (discards, vote)."""
        lines = self.explanation(b)
        if not lines:
            return
        px = self.px(14)
        ring_w, _ = self.seats.ring()
        lines, width = wrapped(lines, px, round((ring_w + 130) * self.sc))
        box = pygame.Rect(0, 0, width + self.px(32), len(lines) * self.px(21) + self.px(18))
        tx, ty = self.seats.trick_centre
        box.center = tuple(map(round, self.at(tx, ty - 10)))
        surface.blit(rounded_rect(box.w, box.h, self.px(12), (10, 30, 26, 150), (60, 90, 70),
                                  1.0), box)
        y = box.y + self.px(9)
        for line in lines:
            textr.blit_text(surface, line, "sans", px, theme.TEXT_DIM, (box.centerx, y),
                            "midtop")
            y += self.px(21)

    # -- labels -------------------------------------------------------------------------------

    @staticmethod
    def devils_text(b: Board, seat: int) -> str | None:
        """The Devils in a seat's won pile (what it will cost at the round's end)."""
        if not b.won_counts[seat]:
            return None
        d = b.devils_won[seat]
        return f"{d} Devil" if d == 1 else f"{d} Devils"

    def draw_discard_labels(self, surface, b: Board) -> None:
        if b.seat is not None and b.discards and b.summary is None:
            x, y = self.own_discard_spot(0)
            x += (DISCARD_H * CARD_RATIO + 8) / 2
            self.label(surface, "Your discards", x, y - DISCARD_H / 2 - 20, 12)

    def draw_deck_labels(self, surface, b: Board) -> None:
        g = self.geo
        for key, count, name, fill, colour in (
                ("angel_deck", b.angel_deck, "Angel deck", (236, 232, 220, 240),
                 theme.TEXT_DARK),
                ("devil_deck", b.devil_deck, "Devil deck", (14, 12, 18, 240), theme.TEXT)):
            if count:
                x, y = g[key]
                self.pill(surface, name, x, y + DECK_H / 2 + 14, 12, fill=fill, colour=colour)
