"""The prize row of the Makai Fuda table (part of `MakaiTable`): the Prize Distribution
cards in a row (Blue, Green, Yellow, Red; no Green at 3 players), each with its die (the
Monster's wins this tournament) and its bonus chips, and the stock beside the field where
the dice and chips rest while unused. Where each of those sprites lies, and the drawing
of the cards themselves (they never move, so they are drawn, not sprites), with the
Monster leading the tournament (or the one that won it) ringed in gold.

Sprite keys: ("die", m, wins) a die on Monster m's card (wins 0: resting in the stock);
("chip", m, i, value) the i-th chip of m's stack; ("schip", i) a chip in the stock;
("coin", seat, i) gold flying to a predictor.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.render import makai_fuda as art
from ui.render.shapes import rounded_rect
from ui.tables.makai_fuda.board import Board, chip_stack

# Sizes and places of the prize row, in reference pixels (1280x720).
PRIZE_W = 116        # a Prize Distribution card
PRIZE_H = 104
PRIZE_GAP = 12
PRIZE_TOP = {3: 118, 4: 152}  # its top, per player count (clear of the top seat)
DIE_D = 32           # a die on a prize card
STOCK_DIE_D = 24     # a die resting in the stock
CHIP_W, CHIP_H = 32, 28
CHIP_STEP = 5        # a chip stacked on another sits this much higher
CHIPS_IN_BOX = 8     # the rulebook's 8 two-sided 10/20 chips
STOCK_DX = 262       # the stock's centre right of the field's centre
COIN_D = 28
COINS_PER_PRIZE = 4


class PrizeRow:
    """The prize row's places and drawing (a mixin of `MakaiTable`)."""

    # -- geometry ---------------------------------------------------------------------------

    def prize_left(self, b: Board, m: int) -> tuple[float, float]:
        """The top left of Monster m's prize card."""
        seats = self.seats
        k = len(b.monsters)
        total = k * PRIZE_W + (k - 1) * PRIZE_GAP
        i = b.monsters.index(m) if m in b.monsters else 0
        return (seats.width / 2 - total / 2 + i * (PRIZE_W + PRIZE_GAP),
                PRIZE_TOP.get(b.n, PRIZE_TOP[4]))

    def prize_rect(self, b: Board, m: int) -> pygame.Rect:
        """Monster m's prize card, on screen."""
        return self.rect_at(*self.prize_left(b, m), PRIZE_W, PRIZE_H)

    def prize_centre(self, b: Board, m: int) -> tuple[float, float]:
        x, y = self.prize_left(b, m)
        return x + PRIZE_W / 2, y + PRIZE_H / 2

    def die_spot(self, b: Board, m: int) -> tuple[float, float]:
        x, y = self.prize_left(b, m)
        dx, dy, _ = art.dice_place(PRIZE_W, PRIZE_H)
        return x + dx, y + dy

    def chip_spot(self, b: Board, m: int, i: int) -> tuple[float, float]:
        x, y = self.prize_left(b, m)
        cx, cy, _ = art.chip_place(PRIZE_W, PRIZE_H)
        return x + cx, y + cy + 2 - i * CHIP_STEP

    def prize_row_bottom(self, b: Board) -> float:
        return PRIZE_TOP.get(b.n, PRIZE_TOP[4]) + PRIZE_H

    def stock_centre(self) -> tuple[float, float]:
        tx, ty = self.seats.trick_centre
        return tx + STOCK_DX, ty + 4

    def stock_die_spot(self, b: Board, m: int) -> tuple[float, float]:
        sx, sy = self.stock_centre()
        k = b.monsters.index(m) if m in b.monsters else 0
        return sx + (-15 if k % 2 == 0 else 15), sy - 38 + (k // 2) * 27

    def stock_chip_spot(self, i: int) -> tuple[float, float]:
        """The i-th chip of the stock: two piles side by side, 10s left and 20s right
        (the chips are two-sided: each pile shows one side)."""
        sx, sy = self.stock_centre()
        return sx + (-17 if i % 2 == 0 else 17), sy + 30 - (i // 2) * 4

    def stock_place(self):
        """Where a chip leaving a card for the stock lands (the top of the stock's pile)."""
        x, y = self.stock_chip_spot(6)
        return self.token_point(x, y, CHIP_W, CHIP_H)

    def token_point(self, x, y, w, h, alpha: float = 1.0):
        """A Place for a token (no card shadow) at reference coordinates."""
        from ui.tables.board import Place

        sx, sy = self.at(x, y)
        return Place(sx, sy, w * self.sc, h * self.sc, True, 0, None, alpha, shadow=False)

    # -- placing ----------------------------------------------------------------------------

    def place_prizes(self, put, b: Board) -> None:
        """The dice (on their cards or in the stock), the chips, the stock's chips and the
        coins of a prize being paid."""
        on_cards = 0
        for m in b.monsters:
            wins = b.dice[m]
            if wins:
                x, y = self.die_spot(b, m)
                put(("die", m, wins), x, y, DIE_D, True, 60, w=DIE_D)
            else:
                x, y = self.stock_die_spot(b, m)
                put(("die", m, 0), x, y, STOCK_DIE_D, True, 40, w=STOCK_DIE_D)
            for i, value in enumerate(chip_stack(b.chips[m])):
                x, y = self.chip_spot(b, m, i)
                put(("chip", m, i, value), x, y, CHIP_H, True, 62 + i * 0.1, w=CHIP_W)
                on_cards += 1
        for i in range(max(0, CHIPS_IN_BOX - on_cards)):
            x, y = self.stock_chip_spot(i)
            put(("schip", i), x, y, CHIP_H, True, 30 + i * 0.1, w=CHIP_W)
        if b.payout and b.summary is not None:
            cx, cy = self.prize_centre(b, b.summary.winner)
            for seat, coins in b.payout:
                for i in range(coins):
                    put(("coin", seat, i), cx - 24 + i * 16 + seat * 3, cy - 4 + seat * 6 - i * 2,
                        COIN_D, True, 700 + seat + i * 0.1, w=COIN_D)

    def coin_exit(self, seat: int):
        """Where a coin paid to `seat` lands: its plate's gold figure."""
        x, y, w, h = self.seats.spot(seat).plate
        return self.token_point(x + w - 24, y + h - 16, COIN_D * 0.6, COIN_D * 0.6, 0.0)

    def _prize_makers(self, key):
        kind = key[0]
        if kind == "die":
            wins = key[2]
            return self._sized(lambda w, h: art.die_face(wins, w, h), True), None
        if kind == "chip":
            value = key[3]
            return self._sized(lambda w, h: art.chip_face(value, w, h), True), None
        if kind == "schip":
            value = 20 if key[1] % 2 else 10  # (two-sided: the piles show 10 and 20)
            return self._sized(lambda w, h: art.chip_face(value, w, h), True), None
        if kind == "coin":
            return self._sized(art.coin_face, True), None
        return None

    # -- drawing ----------------------------------------------------------------------------

    def draw_prize_row(self, surface, b: Board) -> None:
        """The Prize Distribution cards; the leader of the tournament so far (or its winner,
        once the prize is paid) in a gold ring; a "your prediction" tag under the type the
        viewer predicted; the chips' total beside each stack; the stock's label."""
        sc = self.sc
        w, h = round(PRIZE_W * sc), round(PRIZE_H * sc)
        winner = b.summary.winner if b.summary is not None else -1
        leading = winner if winner >= 0 else b.leading_type()
        own = b.own_prediction >> 4 if b.own_prediction >= 0 else -1
        for m in b.monsters:
            x, y = self.prize_left(b, m)
            rect = self.prize_rect(b, m)
            if m == leading:
                ring = self.px(4)
                glow = rounded_rect(w + 2 * ring, h + 2 * ring, self.px(10) + ring,
                                    (0, 0, 0, 0), theme.GOLD, self.px(3))
                surface.blit(glow, (rect.x - ring, rect.y - ring))
            surface.blit(art.prize_board(m, w, h, b.doubled), rect)
            if b.chips[m]:
                cx, cy = self.chip_spot(b, m, 0)
                self.pill(surface, f"+{b.chips[m]}", cx + 15, cy + 13, 10,
                          fill=(20, 16, 10, 225), colour=theme.GOLD)
            tags = []
            if m == winner and b.summary is not None:
                tags.append("Wins the tournament")
            elif m == leading and b.phase in ("play", "target", "switch", "prize"):
                tags.append("Leads")
            if m == own:
                tags.append("your prediction")
            if tags:
                self.pill(surface, " \u00b7 ".join(tags), x + PRIZE_W / 2, y + PRIZE_H + 9, 11,
                          fill=(120, 92, 40, 240) if m == leading else (52, 38, 88, 240))
        sx, sy = self.stock_centre()
        tray = self.rect_at(sx - 38, sy - 58, 76, 116)
        surface.blit(rounded_rect(tray.w, tray.h, self.px(14), (10, 34, 30, 110),
                                  (60, 100, 80), 1.0), tray)
        self.label(surface, "Stock", sx, sy + 60, 12)
