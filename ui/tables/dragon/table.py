"""The table of Slaughter the Dragon "Ha": where everything lies, what may be clicked, and
the drawing. Built on the shared trick table (ui/tables/tricks): the seats, the hand, the
trick, the sweep, the deal, the plates and the score table come from there; this module
keeps what is the Dragon's own: the Dragon row (Head, Body tokens, the Inverted Scale
under the Head), the Trump Indicator and its deck, the won tokens and Purple cards, the
jutsu rows (the Summoning picks, the Bodily Division pile) and their explanations.

The animations of the events are in `motion.py`, the words (status line, explanations,
score tables) in `words.py`.
"""

from __future__ import annotations

from functools import lru_cache, partial

import pygame

from games.dragon import rules as R
from games.dragon.cards import DECK, SETUPS
from ui import theme
from ui.render import dragon as art
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import CARD_RATIO
from ui.render.shapes import rounded_rect
from ui.render.symbols import symbol
from ui.tables.base import ActionButton, CardSprite
from ui.tables.dragon.aids import DragonAids
from ui.tables.dragon.board import Board, board_of
from ui.tables.dragon.motion import DragonMotion
from ui.tables.dragon.words import DragonWords
from ui.tables.tricks import PlateFigure, TrickTable, fan_xs

# Sizes of the Dragon's own things, in reference pixels (1280x720); the shared ones
# (plates, hand, backs, trick) are `TrickTable.SIZES`.
MINI_H = 44      # a won Purple card
SCALE_H = 50     # the Inverted Scale under the Head
TDECK_H = 64     # the Trump Indicator deck
TRUMP_H = 72     # the Trump Indicator turned up
HEAD_D = 54
BODY_D = 31
BODY_STEP = 32
WON_TOKEN_D = 22
PILE_H = 90      # the viewer's own 2nd-half pile
SUMMON_H = 120   # the Inverted Scale cards to pick from (Summoning, the viewer)
DIVIDE_H = 100   # the 2nd-half pile row of Bodily Division (the viewer)
REVEAL_H = 66    # the Inverted Scale revealed at the end of the round
JUTSU_FILL = (70, 40, 100, 235)


@lru_cache(maxsize=32)
@costly
def _wrapped(lines: tuple[str, ...], px: int, limit: int) -> tuple[tuple[str, ...], int]:
    """The explanation's lines wrapped to `limit` px, and the widest (measured once)."""
    out = tuple(part for line in lines for part in textr.wrap(line, "sans", px, limit))
    return out, max(textr.font("sans", px).size(line)[0] for line in out)


class DragonTable(DragonAids, DragonMotion, DragonWords, TrickTable):
    SIDE_Y = {3: -232, 4: -206, 5: -96}  # the side plates clear of the Dragon row
    BUBBLE_AT_FAN = (5,)  # at 5 players the side plates are level with the Dragon row
    face_art = staticmethod(art.card_face)
    back_art = staticmethod(art.card_back_face)
    all_cards = DECK.cards()

    # -- geometry ---------------------------------------------------------------------------

    def max_backs(self, n: int) -> int:
        return SETUPS[n].hand + 2  # (a Summoning adds two before returning two)

    def _geometry(self, n: int) -> dict:
        """The shared seats, and the Dragon row: the Trump deck, the Trump Indicator, the
        Head (over the Inverted Scale) and the Body tokens, above the trick."""
        seats = self.seating(n)
        key = (self._seats_key, n)
        if key == self._geo_key:
            return self.geo
        self._geo_key = key
        body = SETUPS[n].body_tokens
        dy = seats.height / 2 - 112
        widths = [TDECK_H * CARD_RATIO, 10, TRUMP_H * CARD_RATIO, 30, HEAD_D, 8,
                  BODY_STEP * (body - 1) + BODY_D]
        x0 = seats.width / 2 - sum(widths) / 2
        hx = x0 + sum(widths[:4]) + HEAD_D / 2
        self.geo = {
            "tdeck": (x0 + widths[0] / 2, dy),
            "trump": (x0 + widths[0] + widths[1] + widths[2] / 2, dy),
            "head": (hx, dy - 4),
            "body0": (hx + HEAD_D / 2 + 8 + BODY_D / 2, dy),
            "row_y": dy,
        }
        return self.geo

    def prepare_geometry(self) -> None:
        if self.board is not None:
            self._geometry(self.board.n)

    def won_rows(self, seat: int) -> tuple[float, float, float]:
        """(left x, tokens' centre y, Purple cards' centre y) of what a seat has won."""
        x, top = self.seats.spot(seat).won
        token_y = top + WON_TOKEN_D / 2 + 2
        return x, token_y, token_y + WON_TOKEN_D / 2 + 3 + MINI_H / 2

    def _purple_step(self, count: int) -> float:
        mini_w = MINI_H * CARD_RATIO
        return min(mini_w * 0.62, (self.SIZES.plate_w - 44 - mini_w) / max(1, count - 1))

    def reveal_x(self, i: int) -> float:
        """The centre x of the i-th Inverted Scale card shown at the end of the round."""
        w = REVEAL_H * CARD_RATIO
        return self.geo["head"][0] - HEAD_D / 2 + w / 2 + i * (w + 8)

    def division_row_y(self) -> float:
        return self.seats.hand_y - self.SIZES.hand_h / 2 - 18 - DIVIDE_H / 2

    def summoning(self, b: Board) -> bool:
        """Whether the viewer picks from the Inverted Scale now (laid out to choose)."""
        return b.phase == "summon_pick" and b.seat is not None and b.seat == b.summoner

    # -- where everything lies --------------------------------------------------------------

    def places(self, b: Board) -> dict:
        """key -> Place (screen px) for every sprite of board `b`."""
        g = self._geometry(b.n)
        seats = self.seats
        out: dict = {}
        put = self.placer(out)
        self.place_deck(put, b.deck)
        # the Trump deck and the Trump Indicator
        dx, dy = g["tdeck"]
        for i in range(b.trump_left):
            put(("tdeck", i), dx - i * 0.8, dy - i * 1.2, TDECK_H, False, 10 + i)
        if b.trump >= 0 and b.round > 0:
            put(("trump", b.round, b.trump), *g["trump"], TRUMP_H, True, 20)
        # the Dragon: the Head (over the Inverted Scale) and the Body row
        tricks_done = len(b.won_by)
        body = b.body_total
        hx, hy = g["head"]
        if tricks_done <= body:
            put(("head",), hx, hy, HEAD_D, True, 60, w=HEAD_D)
        bx0, by0 = g["body0"]
        for k in range(body - tricks_done):
            put(("body", k), bx0 + k * BODY_STEP, by0, BODY_D, True, 50 + k * 0.01, w=BODY_D)
        # the Inverted Scale: each card keeps its place while the Summoning picks
        places = b.scale_places()
        row = b.scale + len(b.picked)
        if self.summoning(b):
            tx, ty = seats.trick_centre
            step = SUMMON_H * CARD_RATIO + 22
            for i, p in enumerate(places):
                put(("scale", i), tx + (p - (row - 1) / 2) * step, ty + 20, SUMMON_H, False,
                    300 + i)
        else:
            spread = min(11.0, 40 / max(1, row - 1))
            for i, p in enumerate(places):
                put(("scale", i), hx + (p - (row - 1) / 2) * spread, hy + 14, SCALE_H, False,
                    40 + i * 0.1)
        # the Inverted Scale revealed at the end of the round (its Purple cards go to the
        # winner; the rest stay on the mat, where the Dragon lay, face up)
        taken = {c for p in b.purple for c in p}
        for i, c in enumerate(c for c in b.revealed if c not in taken):
            put(("c", c), self.reveal_x(i), g["row_y"] - 2, REVEAL_H, True, 70 + i)
        for seat in range(b.n):
            self._place_seat(b, seat, put)
        self.place_trick(put, b.trick, b.winning)
        # what each seat has won: tokens, and under them the Purple cards
        for seat in range(b.n):
            lx, token_y, purple_y = self.won_rows(seat)
            keys = [("body", body - 1 - i) if i < body else ("head",)
                    for i, w in enumerate(b.won_by) if w == seat]
            tstep = min(19.0, (self.SIZES.plate_w - 30) / max(1, len(keys) - 1))
            for j, key in enumerate(keys):
                d = WON_TOKEN_D + (6 if key == ("head",) else 0)
                put(key, lx + 13 + j * tstep, token_y, d, True, 80 + j * 0.01, w=d)
            cards = b.purple[seat]
            mini_w = MINI_H * CARD_RATIO
            pstep = self._purple_step(len(cards))
            for j, c in enumerate(cards):
                put(("c", c), lx + 2 + mini_w / 2 + j * pstep, purple_y, MINI_H, True,
                    90 + j * 0.01)
        return out

    def _place_seat(self, b: Board, seat: int, put) -> None:
        """A seat's hand, its 2nd-half pile and the Summoning's cards set aside."""
        seats = self.seats
        if seat == b.seat:
            self.place_hand(put, b.hand)
            rw = seats.width
            if b.phase == "divide" and b.divider == seat:
                xs = fan_xs(b.pile, rw / 2, DIVIDE_H * CARD_RATIO, seats.hand_width,
                            spread_base=0.7)
                for i, (c, x) in enumerate(zip(b.pile, xs)):
                    put(("c", c), x, self.division_row_y(), DIVIDE_H, True, 450 + i)
            else:
                px, py = seats.own_pile
                pw = PILE_H * CARD_RATIO
                pspace = min(pw * 0.42, (self.SIZES.plate_w - pw) / max(1, len(b.pile) - 1))
                for i, c in enumerate(b.pile):
                    put(("c", c), px + (i - (len(b.pile) - 1) / 2) * pspace, py, PILE_H, True,
                        450 + i)
            px, py = seats.own_pile
            for i in range(b.aside if b.summoner == seat else 0):
                put(("aside", i), px + (i - 0.5) * 40, py, PILE_H, False, 460 + i)
            return
        self.place_backs(put, seat, b.hand_counts[seat])
        spot = seats.spot(seat)
        h = self.SIZES.back_h * (1.3 if spot.kind == "bottom" else 1)
        px, py = spot.pile
        z = 100 + seat * 20
        for i in range(b.pile_counts[seat]):
            put(("pile", seat, i), px - i * 0.5, py - i * 0.7, h, False, z + 5 + i * 0.1)
        for i in range(b.aside if b.summoner == seat else 0):
            put(("aside", i), px + (i - 0.5) * 14, py, h, False, z + 8 + i * 0.1)

    # -- sprites ----------------------------------------------------------------------------

    def _makers(self, key):
        kind = key[0]
        if kind == "trump":
            return self._sized(partial(art.trump_face, key[2])), self._back
        if kind == "head":
            return self._sized(lambda w, h: art.head_token(max(4, w)), True), None
        if kind == "body":
            return self._sized(lambda w, h: art.body_token(max(4, w)), True), None
        return super()._makers(key)

    def board_of(self, view) -> Board:
        return board_of(view)

    def _dress(self, s: CardSprite, key) -> None:
        super()._dress(s, key)
        s.shadow = key[0] not in ("head", "body")

    # -- choices ----------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        v = self.view
        if legal is None or v is None:
            return
        offer = self.offer
        phase = v.phase
        if phase == "play":
            for c in (*v.hand, *v.pile):
                offer(("c", c), R.Play(c))
        elif phase == "summon_pick":
            for i in range(v.scale_size):
                offer(("scale", i), R.PickScale(i))
        elif phase == "summon_return":
            for c in v.hand:
                offer(("c", c), R.ReturnToScale(c))
        elif phase == "divide":
            for c in v.hand:
                offer(("c", c), R.ToPile(c))
            for c in v.pile:
                offer(("c", c), R.ToHand(c))
        elif phase in ("soul_give", "soul_return"):
            for c in v.hand:
                offer(("c", c), R.Give(c))

    def buttons(self) -> list[ActionButton]:
        if self.legal is None:
            return []
        return [ActionButton("Done", a, "Finish the Bodily Division: keep this 1st-half "
                             "hand and 2nd-half pile", True)
                for a in self.legal if isinstance(a, R.FinishDivision)]

    def action_bar_y(self) -> int:
        v = self.view
        if v is not None and v.phase == "divide" and v.divider == self.viewer and self.seats:
            y = self.division_row_y() - DIVIDE_H / 2 - 6 - 25
            return round(self.at(0, y)[1])
        return super().action_bar_y()

    def message_y(self) -> int:
        """Where a refusal is said: in a trick, just under the cards of the others (where
        the viewer's card will go); during a jutsu, in place of its explanation; else
        under the status line."""
        v, b = self.view, self.shown
        if v is None or b is None or self.seats is None:
            return super().message_y()
        if v.phase == "play":
            tx, ty = self.seats.trick_centre
            return round(self.at(tx, ty + 78)[1])
        found = self.explanation_box(b)
        if found is not None:
            return found[1].centery
        return super().message_y()

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        b = self.shown
        if b is None:
            return
        self._geometry(b.n)
        self._draw_zones(surface, b)
        for seat in range(b.n):
            self._draw_seat(surface, b, seat)
        self.draw_sprites(surface)
        self._draw_counts(surface, b)
        self._draw_explanation(surface, b)
        self._draw_receiver(surface, b)
        self.draw_callouts(surface)
        if b.summary is not None:
            tx, ty = self.seats.trick_centre
            self.draw_sheet(surface, self.score_sheet(b), (tx, (self.seats.hand_y + ty) / 2),
                            b.seat)

    def _draw_zones(self, surface, b: Board) -> None:
        g = self.geo
        seats = self.seats
        # a soft lacquer mat under the Dragon row
        dx, _ = g["tdeck"]
        hx, _ = g["head"]
        left = dx - TDECK_H * CARD_RATIO / 2 - 18
        right = g["body0"][0] + BODY_STEP * (b.body_total - 1) + BODY_D / 2 + 18
        mat = self.rect_at(left, g["row_y"] + 8 - (HEAD_D + 50) / 2, right - left, HEAD_D + 50)
        surface.blit(rounded_rect(mat.w, mat.h, self.px(18), (10, 30, 26, 110),
                                  (60, 90, 70), 1.0), mat)
        if b.phase == "play" or b.trick:
            self.draw_trick_ring(surface)
        # labels under the row
        ly = g["row_y"] + HEAD_D / 2 + 6
        if b.round > 0 and b.trump >= 0:
            self.label(surface, "Trump", g["trump"][0], ly, 12, theme.GOLD, role="sans_bold")
        if b.trump_left:
            self.label(surface, f"{b.trump_left} left", dx, ly, 12)
        if b.scale and not self.summoning(b):
            self.label(surface, f"Inverted Scale: {b.scale}", hx, ly + 6, 12)
        taken = {c for p in b.purple for c in p}
        if any(c not in taken for c in b.revealed):
            self.label(surface, "Inverted Scale revealed", self.reveal_x(0) -
                       REVEAL_H * CARD_RATIO / 2, ly + 6, 12, anchor="topleft")
        # the Division rows
        rw = seats.width
        if b.phase == "divide" and b.seat is not None and b.divider == b.seat:
            right = rw / 2 + seats.hand_width / 2 + 10
            row_y = self.division_row_y()
            slot = self.rect_at(0, 0, seats.hand_width + 12, DIVIDE_H + 12)
            slot.center = tuple(map(round, self.at(rw / 2, row_y)))
            surface.blit(rounded_rect(slot.w, slot.h, self.px(12), (30, 16, 40, 90),
                                      (150, 110, 170), 1.5), slot)
            if not b.pile:
                self.label(surface, "Click cards of your hand to move them into the "
                           "2nd-half pile", rw / 2, row_y - 9, 14)
            self.pill(surface, f"2nd-half pile: {len(b.pile)}", right, row_y, 13,
                      anchor="midleft", fill=(70, 36, 84, 235))
            self.pill(surface, f"1st-half hand: {len(b.hand)}", right, seats.hand_y, 13,
                      anchor="midleft", fill=(70, 36, 84, 235))
        # the viewer's own 2nd-half pile
        elif b.seat is not None and b.pile:
            px, py = seats.own_pile
            self.label(surface, f"2nd-half pile ({len(b.pile)})", px, py - PILE_H / 2 - 18, 12)

    def _draw_seat(self, surface, b: Board, seat: int) -> None:
        pile = b.pile_counts[seat]
        line = f"Hand {b.hand_counts[seat]}" + (f" \u00b7 Pile {pile}" if pile else "")
        badges = []
        if b.phase == "play" and not b.trick and b.leader == seat:
            badges.append(("Lead", (120, 92, 40, 235)))
        if b.summoner == seat and b.phase in ("summon_pick", "summon_return"):
            badges.append(("Summoning", JUTSU_FILL))
        if b.divider == seat and b.phase in ("divide", "play"):
            badges.append(("Bodily Division", JUTSU_FILL))
        if b.sucker == seat and b.phase in ("soul_give", "soul_return", "play"):
            badges.append(("Soul-Sucking", JUTSU_FILL))
        self.draw_seat_plate(surface, seat, [line], active=self._to_move(b) == seat,
                             figure=self.plate_figure(b, seat), badges=badges)

    def plate_figure(self, b: Board, seat: int) -> PlateFigure | None:
        """This round's score so far, labelled "Round" (the game's total is the side
        panel's figure and the score table's "Game total")."""
        if b.round <= 0:
            return None
        score = b.summary.scores[seat] if b.summary is not None else b.round_score(seat)
        colour = theme.GOOD if score > 0 else (theme.BAD if score < 0 else theme.TEXT_DIM)
        return PlateFigure("Round", f"{score:+d}" if score else "0", colour)

    def _to_move(self, b: Board) -> int:
        """Whose turn the shown board is at (-1: nobody's, or not known while animating)."""
        v = self.view
        if v is None or b.summary is not None:
            return -1
        if b.phase == "play":
            return (b.leader + len(b.trick)) % b.n if len(b.trick) < b.n else -1
        if b is self._synced and v.phase not in ("deal", "over", "shuffle_trumps"):
            return v.to_move
        return -1

    def _draw_counts(self, surface, b: Board) -> None:
        seats = self.seats
        back_h = self.SIZES.back_h
        for seat in range(b.n):
            if seat != b.seat and b.pile_counts[seat]:
                px, py = seats.own_pile if seats.spot(seat).kind == "bottom" else \
                    seats.spot(seat).pile
                self.pill(surface, str(b.pile_counts[seat]), px, py + back_h / 2 - 2, 11,
                          fill=(60, 30, 70, 230))
        # the viewer's own cards to point out (summoned, received): a gold star on each
        star = symbol("star", self.px(18), theme.GOLD)
        for c in b.marked:
            s = self.sprites.get(("c", c))
            if s is None or not s.visible or s.h < self.SIZES.hand_h * self.sc * 0.8:
                continue
            top = s.y - s.h / 2 - s.lift * s.h * 0.14
            surface.blit(star, star.get_rect(center=(round(s.x - s.w / 2 + self.px(12)),
                                                     round(top - self.px(9)))))
        # Summoning: the Inverted Scale cards taken and not seen yet
        if b.aside and b.summoner >= 0:
            if b.summoner == b.seat:
                px, py = seats.own_pile
                self.label(surface, "Taken, unseen", px, py - PILE_H / 2 - 18, 12)
            else:
                px, py = seats.spot(b.summoner).pile
                self.pill(surface, "unseen", px, py + back_h / 2 + 4, 10,
                          fill=(60, 30, 70, 230))
        # the Purple penalty after each row of Purple cards
        mini_w = MINI_H * CARD_RATIO
        for seat in range(b.n):
            cards = b.purple[seat]
            if not cards:
                continue
            last = self.sprites.get(("c", cards[-1]))
            if last is not None and last.h > MINI_H * self.sc * 1.2:
                continue  # still flying in
            lx, _, purple_y = self.won_rows(seat)
            x = lx + 2 + mini_w + (len(cards) - 1) * self._purple_step(len(cards)) + 5
            self.pill(surface, f"\u2212{sum(c & 15 for c in cards)}", x, purple_y, 12,
                      fill=(90, 30, 100, 235), anchor="midleft")

    def explanation_box(self, b: Board):
        """(wrapped lines, screen rect) of the jutsu explanation, or None."""
        lines = self.explanation()
        if not lines or self.seats is None:
            return None
        seats = self.seats
        px = self.px(14)
        limit = round(min(seats.hand_width, 560) * self.sc) - self.px(32)
        lines, width = _wrapped(tuple(lines), px, limit)
        width += self.px(32)
        height = len(lines) * self.px(20) + self.px(16)
        tx, ty = seats.trick_centre
        if b.phase == "summon_pick":
            cy = ty + 20 - SUMMON_H / 2 - 14 - len(lines) * 10 - 8
        elif b.phase == "divide":
            cy = self.division_row_y() - DIVIDE_H / 2 - 6 - 42 - 8 - len(lines) * 10 - 8
        else:  # (the trick area is empty during the other jutsu)
            cy = ty + 30
        box = pygame.Rect(0, 0, width, height)
        box.center = tuple(map(round, self.at(tx, cy)))
        return lines, box

    def _draw_explanation(self, surface, b: Board) -> None:
        if getattr(self.host, "message_t", 0) > 0 and getattr(self.host, "message", ""):
            return  # the refusal is said in its place (see message_y)
        aids = getattr(self.host, "aids", None)
        if aids is not None and aids.hint_line():
            return  # so is the hint the player asked for, which says what to do here
        found = self.explanation_box(b)
        if found is None:
            return
        lines, box = found
        px = self.px(14)
        surface.blit(rounded_rect(box.w, box.h, self.px(10), (30, 16, 40, 225), theme.GOLD_DARK,
                                  1.0), box)
        y = box.y + self.px(8)
        for line in lines:
            textr.blit_text(surface, line, "sans", px, theme.TEXT, (box.centerx, y), "midtop")
            y += self.px(20)

    def _draw_receiver(self, surface, b: Board) -> None:
        """Soul-Sucking: who gets the card the viewer gives now."""
        v = self.view
        if v is None or self.legal is None or v.seat is None or v.to_move != v.seat or \
                b is not self._synced:
            return
        if v.phase == "soul_give":
            seat = v.sucker
        elif v.phase == "soul_return":
            seat = self.soul_receiver(v)
        else:
            return
        if not 0 <= seat < b.n or any(c[1] == seat for c in self.callouts):
            return
        text = "Gets your card"
        box = self.bubble_rect(seat, *self.bubble_size(text))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, (70, 40, 100, 240), theme.GOLD,
                                  1.5), box)
        textr.blit_text(surface, text, "sans_bold", self.px(14), theme.TEXT, box.center,
                        "center")
