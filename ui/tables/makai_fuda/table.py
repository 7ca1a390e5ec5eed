"""The Makai Fuda table: where the seats, hands and predictions lie, what may be clicked,
and the drawing. Built on the shared trick table (ui/tables/tricks): the seats round the
table, the fanned hand, the deal, the plates and the tournament-end table come from
there. This module keeps the seats' own things (the face-down predictions, the Start
Player card, the gold on the plates, peeking at your own prediction); the prize row is
`prizes.py`, the field of the match `field.py`, the animations `motion.py`, the words
(status line, explanations, the tournament-end table, results) `words.py`.
"""

from __future__ import annotations

import pygame

from games.makai_fuda.cards import DECKS, SWITCH_FEE
from games.makai_fuda.moves import BOOST, PLAY, PLAY_PREDICTION, Predict
from ui import theme
from ui.render import makai_fuda as art
from ui.render import text as textr
from ui.render.cards import CARD_RATIO
from ui.render.shapes import rounded_rect
from ui.tables.base import ActionButton
from ui.tables.board import FACE
from ui.tables.makai_fuda.aids import MakaiAids
from ui.tables.makai_fuda.board import Board, board_of
from ui.tables.makai_fuda.field import MatchField
from ui.tables.makai_fuda.motion import MakaiMotion
from ui.tables.makai_fuda.prizes import PrizeRow
from ui.tables.makai_fuda.words import MakaiWords
from ui.tables.tricks import PlateFigure, TrickTable

OWN_PRED_H = 96     # the viewer's face-down prediction (bottom right)
PRED_H = 60         # another seat's, beside its hand
PEEK_H = 150        # the viewer's prediction as it shows while peeked at
START_W, START_H = 46, 18  # the Start Player card, on its holder's plate
PEEK_KEY = pygame.K_p
LEAD_FILL = (120, 92, 40, 235)


class MakaiTable(MakaiAids, MakaiMotion, MakaiWords, PrizeRow, MatchField, TrickTable):
    SIDE_Y = {3: -232, 4: -206}
    TOP_Y = 84           # the top seat clear of the status line and the undo hint
    TRICK_Y = 28         # the field's centre below the table's middle
    face_art = staticmethod(art.card_face)
    back_art = staticmethod(art.card_back_face)
    all_cards = DECKS[4]

    def max_backs(self, n: int) -> int:
        return 11

    def prepare_geometry(self) -> None:
        if self.board is not None:
            self.seating(self.board.n)

    def board_of(self, view) -> Board:
        return board_of(view)

    # -- where the seats' things lie -----------------------------------------------------------

    def prediction_spot(self, seat: int) -> tuple[float, float, float]:
        """(x, y, height) of a seat's face-down prediction: the bottom seat's in the corner
        right of the hand, the others' beside their hand's backs."""
        spot = self.seats.spot(seat)
        if spot.kind == "bottom":
            x, y = self.seats.own_pile
            return x, y, OWN_PRED_H
        x, y = spot.pile
        if spot.kind == "side":
            x += 4
        return x, y, PRED_H

    def start_spot(self, seat: int) -> tuple[float, float]:
        """The Start Player card lies on its holder's plate, right of the hand's count
        (the badges take the top edge, the gold the right)."""
        x, y, _, _ = self.seats.spot(seat).plate
        return x + 67 + START_W / 2, y + 38

    def places(self, b: Board) -> dict:
        """key -> Place (screen px) for every sprite of board `b`."""
        self.seating(b.n)
        out: dict = {}
        put = self.placer(out)
        self.place_deck(put, b.deck)
        self.place_prizes(put, b)
        self.place_field(put, b)
        for seat in range(b.n):
            if seat == b.seat:
                self.place_hand(put, b.hand, group_of=lambda c: c >> 4)
            else:
                self.place_backs(put, seat, b.hand_counts[seat])
            x, y, h = self.prediction_spot(seat)
            z = 300 + seat
            if b.revealed[seat] >= 0:
                put((FACE, b.revealed[seat]), x, y, h, True, z)
            elif b.predicted[seat]:
                put(("pred", seat), x, y, h, False, z)
        if b.start_player >= 0:
            put(("start",), *self.start_spot(b.start_player), START_H, True, 650, w=START_W)
        return out

    def _makers(self, key):
        made = self._prize_makers(key)
        if made is not None:
            return made
        if key[0] == "start":
            return self._sized(art.start_card, True), None
        return super()._makers(key)

    # -- choices ----------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        v = self.view
        if legal is None or v is None:
            return
        offer = self.offer
        phase = v.phase
        if phase == "play":
            for c in v.hand:
                offer((FACE, c), PLAY[c])
        elif phase in ("predict", "switch"):
            for c in v.hand:
                offer((FACE, c), Predict(c))
        elif phase == "target":
            for _, c, _, _ in v.plays:
                if c < 64:
                    offer((FACE, c), BOOST[c >> 4])
            for c in v.hand:  # (a click on the hand says the target comes first)
                offer((FACE, c), PLAY[c])

    def buttons(self) -> list[ActionButton]:
        """Variant II: play the face-down prediction instead of a hand card (beside it)."""
        if self.legal is None or PLAY_PREDICTION not in self.legal or self.seats is None:
            return []
        v = self.view
        fee = min(SWITCH_FEE, v.gold[v.seat]) if v is not None and v.seat is not None else \
            SWITCH_FEE
        label = f"Play it instead ({fee} gold)"
        x, y, h = self.prediction_spot(self.seats.bottom)
        font = textr.font("sans", self.px(17))
        w = font.size(label)[0] + self.px(36)  # (the theme's button font, and margins)
        rect = pygame.Rect(0, 0, w, self.px(36))
        sx, sy = self.at(x, y - h / 2 - 44)
        rect.center = (round(sx), round(sy))
        rect.right = min(rect.right, self.rect.right - self.px(8))
        tip = ("Let's Go That Way After All (once per tournament): play your face-down "
               "prediction as your card, ignoring the playing rules; then put a Monster of "
               f"another type face down as your new prediction and pay {SWITCH_FEE} gold "
               "(not below 0).")
        return [ActionButton(label, PLAY_PREDICTION, tip, False, rect)]

    def bubble_rect(self, seat: int, w: int, h: int) -> pygame.Rect:
        """A seat's speech bubble, clear of the prize row: under a side seat's hand,
        beside the top seat's plate, over the bottom seat's plate."""
        spot = self.seats.spot(seat)
        box = pygame.Rect(0, 0, w, h)
        rect = self.plate_rect(seat)
        if spot.kind == "side":
            x, y = self.at(*spot.fan)
            box.midtop = (round(x), round(y + self.SIZES.back_h * self.sc / 2 + self.px(8)))
            box.clamp_ip(self.rect)
            return box
        if spot.kind == "top":
            box.midright = (rect.left - self.px(10), rect.centery)
            return box
        return super().bubble_rect(seat, w, h)

    def message_y(self) -> int:
        """A refusal is said between the field and the hand, where the explanations go."""
        if self.seats is None:
            return super().message_y()
        return round(self.at(0, self.explanation_y())[1])

    # -- peeking at your own prediction ----------------------------------------------------------

    def handle(self, event: pygame.event.Event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos  # (hovering the prediction peeks, also between turns)
        return super().handle(event)

    def peeking(self) -> bool:
        """The viewer looks at its own face-down prediction: the pointer rests on it, or
        P is held."""
        b = self.shown
        if b is None or b.seat is None or b.own_prediction < 0 or b.sheet:
            return False
        if PEEK_KEY in self.app.keys_down:
            return True
        s = self.sprites.get(("pred", b.seat))
        return s is not None and s.visible and s.hit_rect().collidepoint(self.mouse)

    def _draw_own_prediction(self, surface, b: Board) -> None:
        """The caption of the viewer's prediction, its empty slot while predicting, and the
        card itself face up over the slot while peeked at."""
        if b.seat is None:
            return
        x, y, h = self.prediction_spot(b.seat)
        top = y - h / 2
        if b.own_prediction >= 0:
            self.label(surface, "Your prediction", x, top - 20, 12, theme.TEXT)
            self.label(surface, "hover or hold P to look", x, y + h / 2 + 3, 11)
        elif b.phase in ("predict", "switch") and b.to_move() == b.seat:
            slot = self.rect_at(x - h * CARD_RATIO / 2, top, h * CARD_RATIO, h)
            surface.blit(rounded_rect(slot.w, slot.h, self.px(8), (10, 30, 26, 120),
                                      theme.GOLD, 1.5), slot)
            for i, line in enumerate(("Your", "prediction", "goes here")):
                self.label(surface, line, x, y - 24 + i * 16, 11, theme.TEXT_DIM)
        if self.peeking():
            w = round(PEEK_H * CARD_RATIO * self.sc)
            hh = round(PEEK_H * self.sc)
            face = self.face_art(b.own_prediction, w, hh)
            cx, cy = self.at(x, y - h / 2 - PEEK_H / 2 + 20)
            box = face.get_rect(center=(round(cx), round(cy)))
            box.clamp_ip(self.rect)
            surface.blit(rounded_rect(box.w + self.px(8), box.h + self.px(8), self.px(10),
                                      (0, 0, 0, 120)), box.move(-self.px(2), self.px(2)))
            surface.blit(face, box)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        b = self.shown
        if b is None:
            return
        self.seating(b.n)
        self.draw_field_mat(surface, b)
        self.draw_prize_row(surface, b)
        self.draw_info(surface, b)
        for seat in range(b.n):
            self._draw_seat(surface, b, seat)
        self.draw_sprites(surface)
        self.draw_field(surface, b)
        self._draw_prediction_tags(surface, b)
        self._draw_own_prediction(surface, b)
        self.draw_explanation(surface, b)
        self.draw_callouts(surface)
        if b.sheet and b.summary is not None:
            tx, ty = self.seats.trick_centre
            self.draw_sheet(surface, self.score_sheet(b), (tx, ty + 34), b.seat)

    def _draw_seat(self, surface, b: Board, seat: int) -> None:
        badges = []
        if b.phase in ("play", "target", "switch") and b.leader == seat and not b.sheet:
            badges.append(("Lead", LEAD_FILL))
        badge = self.prediction_badge(b, seat)
        if badge:
            badges.append(badge)
        self.draw_seat_plate(surface, seat, [f"Hand {b.hand_counts[seat]}"],
                             active=b.to_move() == seat or self._synced_mover(b) == seat,
                             figure=PlateFigure("Gold", str(b.gold[seat]), theme.GOLD),
                             badges=badges)

    def _synced_mover(self, b: Board) -> int:
        v = self.view
        if v is None or b is not self._synced or b.sheet or v.phase in ("deal", "over", "lot"):
            return -1
        return v.to_move

    def _draw_prediction_tags(self, surface, b: Board) -> None:
        """Under another seat's revealed prediction: nothing (the card says it); under a
        prediction put down again by Variant II: "new"."""
        for seat in range(b.n):
            if seat == b.seat or not b.predicted[seat] or b.revealed[seat] >= 0:
                continue
            if b.switched[seat]:
                x, y, h = self.prediction_spot(seat)
                self.pill(surface, "new", x, y + h / 2 + 2, 10, fill=(60, 40, 90, 235))
